/* tarot-score-sheet-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-score-sheet-view.h"

struct _TarotScoreSheetView
{
  AdwBin             parent_instance;

  TarotScoreSheet   *sheet;
  /* The sheet's rows followed by one more item, the sheet itself, which the columns show as
   * the totals row: GtkColumnView has no footer of its own. */
  GListStore        *totals_store;
  GtkFlattenListModel *rows_and_totals;

  GtkToggleButton   *columns_button;
  GtkToggleButton   *slate_button;
  GtkStack          *stack;
  GtkScrolledWindow *columns_scroller;
  GtkColumnView     *column_view;
  GtkScrolledWindow *slate_scroller;
  GtkGrid           *slate_grid;
};

enum {
  PROP_0,
  PROP_SHEET,
  PROP_MODE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TarotScoreSheetView, tarot_score_sheet_view, ADW_TYPE_BIN)

/* A real minus sign: it is as wide as the plus in tabular figures, a hyphen is not. */
static char *
format_amount (gint     amount,
               gboolean with_sign)
{
  if (amount < 0)
    return g_strdup_printf ("−%d", -amount);
  if (with_sign && amount > 0)
    return g_strdup_printf ("+%d", amount);

  return g_strdup_printf ("%d", amount);
}

static void
set_amount (GtkWidget *label,
            gint       amount,
            gboolean   with_sign)
{
  g_autofree char *text = format_amount (amount, with_sign);

  gtk_label_set_text (GTK_LABEL (label), text);
  if (amount < 0)
    gtk_widget_add_css_class (label, "negative");
  else
    gtk_widget_remove_css_class (label, "negative");
}

static void
set_class (GtkWidget  *widget,
           const char *css_class,
           gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

static GtkWidget *
number_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "score-number");

  return label;
}

/* Hand number column */

static void
setup_hand (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  user_data)
{
  gtk_list_item_set_child (item, number_label ());
}

static void
bind_hand (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  user_data)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  gpointer object = gtk_list_item_get_item (item);
  gboolean is_row = TAROT_IS_SCORE_ROW (object);

  if (is_row)
    {
      g_autofree char *text = g_strdup_printf ("%u", tarot_score_row_get_hand_number (object));

      gtk_label_set_text (GTK_LABEL (label), text);
    }
  else
    {
      gtk_label_set_text (GTK_LABEL (label), "");
    }
  set_class (label, "hand-number", is_row);
  set_class (label, "dim-label", is_row);
}

/* Summary column */

static void
setup_summary (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 16);
  gtk_list_item_set_child (item, label);
}

static void
bind_summary (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  gpointer object = gtk_list_item_get_item (item);
  gboolean is_row = TAROT_IS_SCORE_ROW (object);

  gtk_label_set_text (GTK_LABEL (label), is_row ? tarot_score_row_get_summary (object) : _("Total"));
  gtk_widget_set_tooltip_text (label, is_row ? tarot_score_row_get_summary (object) : NULL);
  set_class (label, "score-total-label", !is_row);
}

/* Player columns: the hand's amount, and below it, smaller, the running total */

static void
setup_player (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *amount = number_label ();
  GtkWidget *running = number_label ();

  /* Room for "−1234" and a little air, whatever the player's name. */
  gtk_label_set_width_chars (GTK_LABEL (amount), 6);

  gtk_widget_add_css_class (running, "running-total");
  gtk_widget_add_css_class (running, "dim-label");
  gtk_box_append (GTK_BOX (box), amount);
  gtk_box_append (GTK_BOX (box), running);
  gtk_list_item_set_child (item, box);
}

static void
bind_player (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             gpointer                  user_data)
{
  guint seat = GPOINTER_TO_UINT (user_data);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *amount = gtk_widget_get_first_child (box);
  GtkWidget *running = gtk_widget_get_next_sibling (amount);
  gpointer object = gtk_list_item_get_item (item);

  if (TAROT_IS_SCORE_ROW (object))
    {
      set_amount (amount, tarot_score_row_get_amount (object, seat), TRUE);
      set_amount (running, tarot_score_row_get_running_total (object, seat), FALSE);
      gtk_widget_set_visible (running, TRUE);
      set_class (amount, "score-total", FALSE);
    }
  else
    {
      set_amount (amount, tarot_score_sheet_get_total (TAROT_SCORE_SHEET (object), seat), FALSE);
      gtk_widget_set_visible (running, FALSE);
      set_class (amount, "score-total", TRUE);
    }
}

static GtkColumnViewColumn *
create_column (const char *title,
               GCallback   setup,
               GCallback   bind,
               gpointer    user_data)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", setup, user_data);
  g_signal_connect (factory, "bind", bind, user_data);

  return gtk_column_view_column_new (title, factory);
}

static void
clear_columns (TarotScoreSheetView *self)
{
  GListModel *columns = gtk_column_view_get_columns (self->column_view);

  while (g_list_model_get_n_items (columns) > 0)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, 0);

      gtk_column_view_remove_column (self->column_view, column);
    }
}

static void
build_columns (TarotScoreSheetView *self)
{
  g_autoptr(GtkColumnViewColumn) hand = NULL;
  g_autoptr(GtkColumnViewColumn) summary = NULL;
  guint n_players = tarot_score_sheet_get_n_players (self->sheet);

  /* Translators: the column of hand numbers on the score sheet */
  hand = create_column (C_("score sheet", "Hand"), G_CALLBACK (setup_hand), G_CALLBACK (bind_hand), NULL);
  gtk_column_view_append_column (self->column_view, hand);

  summary = create_column (_("Summary"), G_CALLBACK (setup_summary), G_CALLBACK (bind_summary), NULL);
  gtk_column_view_column_set_expand (summary, TRUE);
  gtk_column_view_column_set_resizable (summary, TRUE);
  gtk_column_view_append_column (self->column_view, summary);

  for (guint seat = 0; seat < n_players; seat++)
    {
      g_autoptr(GtkColumnViewColumn) column = NULL;

      column = create_column (tarot_score_sheet_get_player_name (self->sheet, seat),
                              G_CALLBACK (setup_player), G_CALLBACK (bind_player),
                              GUINT_TO_POINTER (seat));
      gtk_column_view_append_column (self->column_view, column);
    }
}

/* Slate */

static GtkWidget *
slate_label (const char *text,
             const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_valign (label, GTK_ALIGN_BASELINE);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);

  return label;
}

/* Players of one side, "Anna & Clara". */
static char *
side_name (TarotScoreSheet *sheet,
           guint            team)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint seat = 0; seat < tarot_score_sheet_get_n_players (sheet); seat++)
    if (tarot_score_sheet_get_team (sheet, seat) == team)
      g_ptr_array_add (names, (gpointer) tarot_score_sheet_get_player_name (sheet, seat));
  g_ptr_array_add (names, NULL);

  /* Translators: separator between the names of partners */
  return g_strjoinv (_(" & "), (char **) names->pdata);
}

static void
rebuild_slate (TarotScoreSheetView *self)
{
  TarotScoreSheet *sheet = self->sheet;
  GtkWidget *child;
  guint n_rows, n_teams, n_columns;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->slate_grid))) != NULL)
    gtk_grid_remove (self->slate_grid, child);

  if (sheet == NULL)
    return;

  n_rows = tarot_score_sheet_get_n_rows (sheet);
  n_teams = tarot_score_sheet_get_n_teams (sheet);
  /* Fixed partners score alike, so the slate keeps one balance per side. */
  n_columns = n_teams > 0 ? n_teams : tarot_score_sheet_get_n_players (sheet);

  for (guint c = 0; c < n_columns; c++)
    {
      g_autofree char *name = n_teams > 0 ? side_name (sheet, c)
                                          : g_strdup (tarot_score_sheet_get_player_name (sheet, c));
      GtkWidget *label = slate_label (name, "heading");

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
      gtk_widget_set_valign (label, GTK_ALIGN_END);
      gtk_widget_add_css_class (label, "slate-name");
      gtk_grid_attach (self->slate_grid, label, (int) c + 1, 0, 1, 1);
    }
  gtk_grid_attach (self->slate_grid, gtk_separator_new (GTK_ORIENTATION_HORIZONTAL),
                   0, 1, (int) n_columns + 1, 1);

  for (guint r = 0; r < n_rows; r++)
    {
      TarotScoreRow *row = tarot_score_sheet_get_row (sheet, r);
      g_autofree char *number = g_strdup_printf ("%u", tarot_score_row_get_hand_number (row));
      /* Earlier balances are wiped out on a slate; here they fade, and the current one stands out. */
      const char *line_class = r + 1 == n_rows ? "slate-current" : "slate-past";
      GtkWidget *hand = slate_label (number, "slate-hand");

      gtk_widget_set_hexpand (hand, FALSE);
      gtk_widget_add_css_class (hand, "dim-label");
      gtk_widget_add_css_class (hand, "numeric");
      gtk_grid_attach (self->slate_grid, hand, 0, (int) r + 2, 1, 1);

      for (guint c = 0; c < n_columns; c++)
        {
          gint balance = n_teams > 0 ? tarot_score_sheet_get_team_running_total (sheet, r, c)
                                     : tarot_score_row_get_running_total (row, c);
          GtkWidget *label = slate_label (NULL, line_class);

          gtk_widget_add_css_class (label, "numeric");
          gtk_widget_add_css_class (label, "score-number");
          set_amount (label, balance, FALSE);
          gtk_grid_attach (self->slate_grid, label, (int) c + 1, (int) r + 2, 1, 1);
        }
    }
}

static void
update_page (TarotScoreSheetView *self)
{
  const char *page = "empty";

  if (self->sheet != NULL && tarot_score_sheet_get_n_rows (self->sheet) > 0)
    page = tarot_score_sheet_view_get_mode (self);

  gtk_stack_set_visible_child_name (self->stack, page);
}

static gboolean
scroll_to_end (gpointer user_data)
{
  GtkScrolledWindow *scroller = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  return G_SOURCE_REMOVE;
}

static void
sheet_items_changed (TarotScoreSheetView *self,
                     guint                position,
                     guint                removed,
                     guint                added)
{
  /* Replacing the totals item rebinds the totals row to the new sums. */
  g_list_store_splice (self->totals_store, 0, 1, (gpointer *) &self->sheet, 1);
  rebuild_slate (self);
  update_page (self);

  /* The newest hand is the one people look for: keep it in view once the layout has caught up. */
  if (added > 0 && position + added == tarot_score_sheet_get_n_rows (self->sheet))
    {
      GtkScrolledWindow *scroller = gtk_toggle_button_get_active (self->slate_button)
                                    ? self->slate_scroller : self->columns_scroller;

      g_idle_add_full (G_PRIORITY_LOW, scroll_to_end, g_object_ref (scroller), g_object_unref);
    }
}

static void
mode_toggled (TarotScoreSheetView *self)
{
  update_page (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
}

void
tarot_score_sheet_view_set_sheet (TarotScoreSheetView *self,
                                  TarotScoreSheet     *sheet)
{
  g_autoptr(GListStore) models = NULL;
  g_autoptr(GtkNoSelection) selection = NULL;

  g_return_if_fail (TAROT_IS_SCORE_SHEET_VIEW (self));
  g_return_if_fail (sheet == NULL || TAROT_IS_SCORE_SHEET (sheet));

  if (self->sheet == sheet)
    return;

  if (self->sheet != NULL)
    g_signal_handlers_disconnect_by_func (self->sheet, sheet_items_changed, self);
  gtk_column_view_set_model (self->column_view, NULL);
  clear_columns (self);
  g_clear_object (&self->rows_and_totals);
  g_clear_object (&self->totals_store);
  g_set_object (&self->sheet, sheet);

  if (sheet != NULL)
    {
      self->totals_store = g_list_store_new (G_TYPE_OBJECT);
      g_list_store_append (self->totals_store, sheet);
      models = g_list_store_new (G_TYPE_LIST_MODEL);
      g_list_store_append (models, sheet);
      g_list_store_append (models, self->totals_store);
      self->rows_and_totals = gtk_flatten_list_model_new (G_LIST_MODEL (g_object_ref (models)));

      build_columns (self);
      selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->rows_and_totals)));
      gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (selection));
      g_signal_connect_object (sheet, "items-changed", G_CALLBACK (sheet_items_changed), self,
                               G_CONNECT_SWAPPED);
    }

  rebuild_slate (self);
  update_page (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHEET]);
}

TarotScoreSheet *
tarot_score_sheet_view_get_sheet (TarotScoreSheetView *self)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET_VIEW (self), NULL);

  return self->sheet;
}

void
tarot_score_sheet_view_set_mode (TarotScoreSheetView *self,
                                 const char          *mode)
{
  g_return_if_fail (TAROT_IS_SCORE_SHEET_VIEW (self));
  g_return_if_fail (g_strcmp0 (mode, "columns") == 0 || g_strcmp0 (mode, "slate") == 0);

  gtk_toggle_button_set_active (g_str_equal (mode, "slate") ? self->slate_button : self->columns_button,
                                TRUE);
}

const char *
tarot_score_sheet_view_get_mode (TarotScoreSheetView *self)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET_VIEW (self), NULL);

  return gtk_toggle_button_get_active (self->slate_button) ? "slate" : "columns";
}

GtkWidget *
tarot_score_sheet_view_new (void)
{
  return g_object_new (TAROT_TYPE_SCORE_SHEET_VIEW, NULL);
}

static void
tarot_score_sheet_view_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  TarotScoreSheetView *self = TAROT_SCORE_SHEET_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      g_value_set_object (value, self->sheet);
      break;

    case PROP_MODE:
      g_value_set_string (value, tarot_score_sheet_view_get_mode (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_score_sheet_view_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  TarotScoreSheetView *self = TAROT_SCORE_SHEET_VIEW (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      tarot_score_sheet_view_set_sheet (self, g_value_get_object (value));
      break;

    case PROP_MODE:
      tarot_score_sheet_view_set_mode (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_score_sheet_view_dispose (GObject *object)
{
  TarotScoreSheetView *self = TAROT_SCORE_SHEET_VIEW (object);

  if (self->sheet != NULL)
    g_signal_handlers_disconnect_by_func (self->sheet, sheet_items_changed, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_SCORE_SHEET_VIEW);
  g_clear_object (&self->rows_and_totals);
  g_clear_object (&self->totals_store);
  g_clear_object (&self->sheet);

  G_OBJECT_CLASS (tarot_score_sheet_view_parent_class)->dispose (object);
}

static void
tarot_score_sheet_view_class_init (TarotScoreSheetViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tarot_score_sheet_view_get_property;
  object_class->set_property = tarot_score_sheet_view_set_property;
  object_class->dispose = tarot_score_sheet_view_dispose;

  properties[PROP_SHEET] =
    g_param_spec_object ("sheet", NULL, NULL,
                         TAROT_TYPE_SCORE_SHEET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A string, so that it can be bound to a GSettings key. */
  properties[PROP_MODE] =
    g_param_spec_string ("mode", NULL, NULL,
                         "columns",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-score-sheet-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, columns_button);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, slate_button);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, stack);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, columns_scroller);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, column_view);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, slate_scroller);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, slate_grid);
  gtk_widget_class_bind_template_callback (widget_class, mode_toggled);
}

static void
tarot_score_sheet_view_init (TarotScoreSheetView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_page (self);
}
