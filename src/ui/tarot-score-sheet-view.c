/* tarot-score-sheet-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-score-sheet-view-private.h"
#include "tarot-sheet-util.h"

enum {
  PROP_0,
  PROP_SHEET,
  PROP_MODE,
  PROP_SHOW_MODE_SWITCHER,
  PROP_EDITABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_ROW_SIGNALS];

G_DEFINE_FINAL_TYPE (TarotScoreSheetView, tarot_score_sheet_view, ADW_TYPE_BIN)

void
_tarot_score_sheet_view_set_amount (GtkWidget *label,
                                    gint       amount,
                                    gboolean   with_sign)
{
  g_autofree char *text = tarot_sheet_format_amount (amount, with_sign);

  gtk_label_set_text (GTK_LABEL (label), text);
  if (amount < 0)
    gtk_widget_add_css_class (label, "negative");
  else
    gtk_widget_remove_css_class (label, "negative");
}

void
_tarot_score_sheet_view_set_class (GtkWidget  *widget,
                                   const char *css_class,
                                   gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

GtkWidget *
_tarot_score_sheet_view_number_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "score-number");

  return label;
}

void
_tarot_score_sheet_view_emit_row (TarotScoreSheetView *self,
                                  TarotSheetRowSignal  which,
                                  guint                position)
{
  g_signal_emit (self, signals[which], 0, position);
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

/* Binds every row afresh: the game lines and the totals follow positions. */
static void
reset_model (TarotScoreSheetView *self)
{
  g_autoptr(GtkNoSelection) selection = NULL;

  gtk_column_view_set_model (self->column_view, NULL);
  if (self->rows_and_totals == NULL)
    return;

  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->rows_and_totals)));
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (selection));
}

static void
sheet_items_changed (TarotScoreSheetView *self,
                     guint                position,
                     guint                removed,
                     guint                added)
{
  /* Replacing the totals item rebinds the totals row to the new sums. */
  g_list_store_splice (self->totals_store, 0, 1, (gpointer *) &self->sheet, 1);
  /* Rows after a removed one move up, so where each game ends moves with them. */
  if (removed > 0 && tarot_sheet_has_games (self->sheet))
    reset_model (self);
  _tarot_score_sheet_view_rebuild_slate (self);
  update_page (self);

  /* The newest hand is the one people look for: keep it in view once the layout has caught up. */
  if (added > 0 && position + added == tarot_score_sheet_get_n_rows (self->sheet))
    {
      GtkScrolledWindow *scroller = gtk_toggle_button_get_active (self->slate_button)
                                    ? self->slate_scroller : self->columns_scroller;

      g_idle_add_full (G_PRIORITY_LOW, scroll_to_end, g_object_ref (scroller), g_object_unref);
    }
}

/* The session gives the sheet its rubbers' shape (it may come after the sheet). */
static void
sheet_rubber_changed (TarotScoreSheetView *self)
{
  reset_model (self);
  _tarot_score_sheet_view_rebuild_slate (self);
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

  g_return_if_fail (TAROT_IS_SCORE_SHEET_VIEW (self));
  g_return_if_fail (sheet == NULL || TAROT_IS_SCORE_SHEET (sheet));

  if (self->sheet == sheet)
    return;

  if (self->sheet != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->sheet, sheet_items_changed, self);
      g_signal_handlers_disconnect_by_func (self->sheet, sheet_rubber_changed, self);
    }
  gtk_column_view_set_model (self->column_view, NULL);
  _tarot_score_sheet_view_clear_columns (self);
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

      _tarot_score_sheet_view_build_columns (self);
      reset_model (self);
      g_signal_connect_object (sheet, "items-changed", G_CALLBACK (sheet_items_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (sheet, "notify::rubber-length", G_CALLBACK (sheet_rubber_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (sheet, "notify::rubber-target", G_CALLBACK (sheet_rubber_changed), self,
                               G_CONNECT_SWAPPED);
    }

  _tarot_score_sheet_view_rebuild_slate (self);
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

void
tarot_score_sheet_view_set_show_mode_switcher (TarotScoreSheetView *self,
                                               gboolean             show)
{
  g_return_if_fail (TAROT_IS_SCORE_SHEET_VIEW (self));

  show = !!show;
  if (gtk_widget_get_visible (self->mode_box) == show)
    return;

  gtk_widget_set_visible (self->mode_box, show);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_MODE_SWITCHER]);
}

void
tarot_score_sheet_view_set_editable (TarotScoreSheetView *self,
                                     gboolean             editable)
{
  g_return_if_fail (TAROT_IS_SCORE_SHEET_VIEW (self));

  editable = !!editable;
  if (self->editable == editable)
    return;

  self->editable = editable;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITABLE]);
}

gboolean
tarot_score_sheet_view_get_editable (TarotScoreSheetView *self)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET_VIEW (self), FALSE);

  return self->editable;
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

    case PROP_SHOW_MODE_SWITCHER:
      g_value_set_boolean (value, gtk_widget_get_visible (self->mode_box));
      break;

    case PROP_EDITABLE:
      g_value_set_boolean (value, self->editable);
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

    case PROP_SHOW_MODE_SWITCHER:
      tarot_score_sheet_view_set_show_mode_switcher (self, g_value_get_boolean (value));
      break;

    case PROP_EDITABLE:
      tarot_score_sheet_view_set_editable (self, g_value_get_boolean (value));
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
    {
      g_signal_handlers_disconnect_by_func (self->sheet, sheet_items_changed, self);
      g_signal_handlers_disconnect_by_func (self->sheet, sheet_rubber_changed, self);
    }
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
  properties[PROP_SHOW_MODE_SWITCHER] =
    g_param_spec_boolean ("show-mode-switcher", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EDITABLE] =
    g_param_spec_boolean ("editable", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[EDIT_ROW] =
    g_signal_new ("edit-row",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[DELETE_ROW] =
    g_signal_new ("delete-row",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-score-sheet-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, mode_box);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, columns_button);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, slate_button);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, stack);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, columns_scroller);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, column_view);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, slate_scroller);
  gtk_widget_class_bind_template_child (widget_class, TarotScoreSheetView, slate_grid);
  gtk_widget_class_bind_template_callback (widget_class, mode_toggled);
  gtk_widget_class_bind_template_callback_full (widget_class, "row_activated",
                                                G_CALLBACK (_tarot_score_sheet_view_row_activated));
}

static void
tarot_score_sheet_view_init (TarotScoreSheetView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (click, "released", G_CALLBACK (_tarot_score_sheet_view_slate_clicked), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->slate_grid), GTK_EVENT_CONTROLLER (click));
  update_page (self);
}
