/* tarot-score-sheet-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-score-sheet-view.h"
#include "tarot-sheet-util.h"

struct _TarotScoreSheetView
{
  AdwBin             parent_instance;

  TarotScoreSheet   *sheet;
  /* The sheet's rows followed by one more item, the sheet itself, which the columns show as
   * the totals row: GtkColumnView has no footer of its own. */
  GListStore        *totals_store;
  GtkFlattenListModel *rows_and_totals;
  gboolean           editable;

  GtkWidget         *mode_box;
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
  PROP_SHOW_MODE_SWITCHER,
  PROP_EDITABLE,
  N_PROPS
};

enum {
  EDIT_ROW,
  DELETE_ROW,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TarotScoreSheetView, tarot_score_sheet_view, ADW_TYPE_BIN)

static void
set_amount (GtkWidget *label,
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

/* Every cell's own widget carries the padding, so that the line under the last hand of a
 * game runs across the whole cell. */
static GtkWidget *
cell_box (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_add_css_class (box, "sheet-cell");
  gtk_widget_set_vexpand (box, TRUE);

  return box;
}

/* List item positions are those of the sheet's rows: the totals item comes last. */
static void
mark_game_end (TarotScoreSheetView *self,
               GtkWidget           *cell,
               GtkListItem         *item)
{
  guint position = gtk_list_item_get_position (item);
  gboolean end = TAROT_IS_SCORE_ROW (gtk_list_item_get_item (item))
                 && tarot_sheet_is_game_end (self->sheet, position)
                 && position + 1 < tarot_score_sheet_get_n_rows (self->sheet);

  set_class (cell, "game-end", end);
}

/* Hand number column */

static void
setup_hand (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  user_data)
{
  GtkWidget *box = cell_box ();

  gtk_box_append (GTK_BOX (box), number_label ());
  gtk_list_item_set_child (item, box);
}

static void
bind_hand (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  user_data)
{
  TarotScoreSheetView *self = user_data;
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *label = gtk_widget_get_first_child (box);
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
  mark_game_end (self, box, item);
}

/* The itemised lines of a row, in a popover from its summary */

static void
row_button_clicked (GtkButton           *button,
                    TarotScoreSheetView *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position"));
  guint signal_id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "signal"));
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  gtk_popover_popdown (GTK_POPOVER (popover));
  g_signal_emit (self, signals[signal_id], 0, position);
}

static GtkWidget *
row_button (TarotScoreSheetView *self,
            const char          *label,
            guint                position,
            guint                signal_id)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  g_object_set_data (G_OBJECT (button), "position", GUINT_TO_POINTER (position));
  g_object_set_data (G_OBJECT (button), "signal", GUINT_TO_POINTER (signal_id));
  g_signal_connect_object (button, "clicked", G_CALLBACK (row_button_clicked), self, 0);

  return button;
}

/* Line labels (@width > 1) from the left; names over their amounts, from the right. */
static void
attach_label (GtkGrid    *grid,
              const char *text,
              const char *css_class,
              int         column,
              int         row,
              int         width)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), width > 1 ? 0.0 : 1.0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  if (width > 1)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
    }
  gtk_grid_attach (grid, label, column, row, width, 1);
}

static void
attach_amounts (GtkGrid       *grid,
                TarotScoreRow *row,
                gint           line,
                int            grid_row)
{
  guint n_players = tarot_score_row_get_n_players (row);

  for (guint seat = 0; seat < n_players; seat++)
    {
      gint amount = line < 0 ? tarot_score_row_get_amount (row, seat)
                             : tarot_score_row_get_line_amount (row, (guint) line, seat);
      GtkWidget *label = number_label ();

      set_amount (label, amount, TRUE);
      if (line < 0)
        gtk_widget_add_css_class (label, "score-total");
      gtk_grid_attach (grid, label, (int) seat, grid_row, 1, 1);
    }
}

/* Each line's words above its amounts: the words may be long, and the amounts line up
 * under the names even with six players on a phone. */
static GtkWidget *
lines_grid (TarotScoreSheetView *self,
            TarotScoreRow       *row)
{
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  guint n_players = tarot_score_row_get_n_players (row);
  int r = 1;

  gtk_grid_set_column_spacing (grid, 18);
  gtk_grid_set_row_spacing (grid, 2);
  gtk_widget_add_css_class (GTK_WIDGET (grid), "sheet-lines");
  for (guint seat = 0; seat < n_players; seat++)
    {
      g_autofree char *name = tarot_sheet_short_name (tarot_score_sheet_get_player_name (self->sheet, seat));

      attach_label (grid, name, "caption-heading", (int) seat, 0, 1);
    }
  for (guint line = 0; line < tarot_score_row_get_n_lines (row); line++)
    {
      attach_label (grid, tarot_score_row_get_line_label (row, line), "sheet-line-label",
                    0, r++, (int) n_players);
      attach_amounts (grid, row, (gint) line, r++);
    }
  attach_label (grid, _("Total"), "sheet-line-label", 0, r++, (int) n_players);
  attach_amounts (grid, row, -1, r);

  return GTK_WIDGET (grid);
}

static char *
dealer_text (TarotScoreSheet *sheet,
             TarotScoreRow   *row)
{
  guint dealer = tarot_score_row_get_dealer (row);

  if (dealer >= tarot_score_sheet_get_n_players (sheet))
    return g_strdup ("");
  /* Translators: under a hand's summary on the score sheet: who dealt it */
  return g_strdup_printf (C_("score sheet", "Dealer: %s"), tarot_score_sheet_get_player_name (sheet, dealer));
}

static void
create_lines_popover (GtkMenuButton *button,
                      gpointer       user_data)
{
  TarotScoreSheetView *self = user_data;
  GtkListItem *item = g_object_get_data (G_OBJECT (button), "list-item");
  /* A cell of the columns follows its list item; a line of the slate knows its row. */
  guint position = item != NULL ? gtk_list_item_get_position (item)
                                : GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position"));
  TarotScoreRow *row = item != NULL ? gtk_list_item_get_item (item)
                                    : tarot_score_sheet_get_row (self->sheet, position);
  GtkWidget *box, *heading, *popover, *label;
  g_autofree char *title = NULL;
  g_autofree char *dealer = NULL;

  if (!TAROT_IS_SCORE_ROW (row))
    return;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  heading = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  popover = gtk_popover_new ();

  /* Translators: heading of a hand's itemised score: the hand number and its summary */
  title = g_strdup_printf (_("Hand %u — %s"), tarot_score_row_get_hand_number (row),
                           tarot_score_row_get_summary (row));
  label = gtk_label_new (title);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (heading), label);

  dealer = dealer_text (self->sheet, row);
  label = gtk_label_new (dealer);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (heading), label);
  gtk_box_append (GTK_BOX (box), heading);

  gtk_box_append (GTK_BOX (box), lines_grid (self, row));

  if (self->editable)
    {
      GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *edit = row_button (self, _("_Edit"), position, EDIT_ROW);
      GtkWidget *delete = row_button (self, _("_Delete"), position, DELETE_ROW);

      gtk_widget_set_halign (buttons, GTK_ALIGN_END);
      gtk_widget_add_css_class (delete, "destructive-action");
      gtk_box_append (GTK_BOX (buttons), edit);
      gtk_box_append (GTK_BOX (buttons), delete);
      gtk_box_append (GTK_BOX (box), buttons);
    }

  gtk_widget_add_css_class (box, "sheet-row-popover");
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (button, popover);
}

/* Summary column: the hand's summary and its dealer, opening the itemised lines */

static void
setup_summary (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  TarotScoreSheetView *self = user_data;
  GtkWidget *cell = cell_box ();
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *summary = gtk_label_new (NULL);
  GtkWidget *dealer = gtk_label_new (NULL);
  GtkWidget *game_line = gtk_label_new (NULL);
  GtkWidget *total = gtk_label_new (_("Total"));

  gtk_label_set_xalign (GTK_LABEL (summary), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (summary), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (summary), 14);
  gtk_label_set_xalign (GTK_LABEL (dealer), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (dealer), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (dealer, "running-total");
  gtk_widget_add_css_class (dealer, "dim-label");
  gtk_box_append (GTK_BOX (box), summary);
  gtk_box_append (GTK_BOX (box), dealer);
  gtk_widget_set_hexpand (box, TRUE);

  gtk_menu_button_set_child (GTK_MENU_BUTTON (button), box);
  /* GtkMenuButton centres its child in a box of its own; the summary reads from the left. */
  gtk_widget_set_halign (gtk_widget_get_parent (box), GTK_ALIGN_FILL);
  gtk_widget_set_hexpand (button, TRUE);
  gtk_menu_button_set_has_frame (GTK_MENU_BUTTON (button), FALSE);
  gtk_widget_add_css_class (button, "sheet-summary");
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), create_lines_popover, self, NULL);
  g_object_set_data (G_OBJECT (button), "list-item", item);

  gtk_label_set_xalign (GTK_LABEL (game_line), 0.0);
  gtk_label_set_wrap (GTK_LABEL (game_line), TRUE);
  gtk_widget_add_css_class (game_line, "sheet-game-line");

  gtk_label_set_xalign (GTK_LABEL (total), 0.0);
  gtk_widget_add_css_class (total, "score-total-label");
  gtk_widget_set_valign (total, GTK_ALIGN_CENTER);
  gtk_widget_set_vexpand (total, TRUE);

  gtk_box_append (GTK_BOX (cell), button);
  gtk_box_append (GTK_BOX (cell), game_line);
  gtk_box_append (GTK_BOX (cell), total);
  gtk_list_item_set_child (item, cell);
}

static GtkWidget *
summary_button (GtkListItem *item)
{
  return gtk_widget_get_first_child (gtk_list_item_get_child (item));
}

static void
bind_summary (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  TarotScoreSheetView *self = user_data;
  GtkWidget *cell = gtk_list_item_get_child (item);
  GtkWidget *button = summary_button (item);
  GtkWidget *box = gtk_menu_button_get_child (GTK_MENU_BUTTON (button));
  GtkWidget *summary = gtk_widget_get_first_child (box);
  GtkWidget *dealer = gtk_widget_get_next_sibling (summary);
  GtkWidget *game_line = gtk_widget_get_next_sibling (button);
  gpointer object = gtk_list_item_get_item (item);
  gboolean is_row = TAROT_IS_SCORE_ROW (object);
  gboolean game_end = is_row && tarot_sheet_is_game_end (self->sheet, gtk_list_item_get_position (item));

  gtk_widget_set_visible (button, is_row);
  gtk_widget_set_visible (game_line, game_end);
  gtk_widget_set_visible (gtk_widget_get_next_sibling (game_line), !is_row);
  if (is_row)
    {
      g_autofree char *dealt = dealer_text (self->sheet, object);

      gtk_label_set_text (GTK_LABEL (summary), tarot_score_row_get_summary (object));
      gtk_label_set_text (GTK_LABEL (dealer), dealt);
      gtk_widget_set_tooltip_text (button, tarot_score_row_get_summary (object));
    }
  if (game_end)
    {
      g_autofree char *line = tarot_sheet_format_game_line (self->sheet, gtk_list_item_get_position (item));

      gtk_label_set_text (GTK_LABEL (game_line), line);
    }
  mark_game_end (self, cell, item);
}

static GtkWidget *
find_summary_button (GtkWidget *root,
                     guint      position)
{
  if (GTK_IS_MENU_BUTTON (root) && gtk_widget_has_css_class (root, "sheet-summary"))
    {
      GtkListItem *item = g_object_get_data (G_OBJECT (root), "list-item");

      return gtk_list_item_get_position (item) == position
             && TAROT_IS_SCORE_ROW (gtk_list_item_get_item (item)) ? root : NULL;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_summary_button (child, position);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* A click anywhere on a row, or Enter on it, opens its lines. */
static void
row_activated (TarotScoreSheetView *self,
               guint                position)
{
  GtkWidget *button = find_summary_button (GTK_WIDGET (self->column_view), position);

  if (button != NULL)
    gtk_menu_button_popup (GTK_MENU_BUTTON (button));
}

/* Player columns: the hand's amount, and below it, smaller, the running total and, where
 * the rows keep one, the tally in the rubber */

static void
setup_player (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  GtkWidget *box = cell_box ();
  GtkWidget *amount = number_label ();
  GtkWidget *running = number_label ();
  GtkWidget *tally = number_label ();

  /* Room for "−1234" and a little air, whatever the player's name. */
  gtk_label_set_width_chars (GTK_LABEL (amount), 6);

  gtk_widget_add_css_class (running, "running-total");
  gtk_widget_add_css_class (running, "dim-label");
  gtk_box_append (GTK_BOX (box), amount);
  gtk_box_append (GTK_BOX (box), running);
  gtk_widget_add_css_class (tally, "rubber-tally");
  gtk_box_append (GTK_BOX (box), tally);
  gtk_list_item_set_child (item, box);
}

static void
bind_player (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             gpointer                  user_data)
{
  TarotScoreSheetView *self = g_object_get_data (G_OBJECT (factory), "view");
  guint seat = GPOINTER_TO_UINT (user_data);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *amount = gtk_widget_get_first_child (box);
  GtkWidget *running = gtk_widget_get_next_sibling (amount);
  GtkWidget *tally = gtk_widget_get_next_sibling (running);
  gpointer object = gtk_list_item_get_item (item);
  gboolean is_row = TAROT_IS_SCORE_ROW (object);

  gtk_widget_set_visible (tally, is_row && tarot_score_sheet_has_tally (self->sheet));
  if (gtk_widget_get_visible (tally))
    {
      guint position = gtk_list_item_get_position (item);
      gint value = tarot_score_sheet_get_rubber_tally (self->sheet, position, seat);
      g_autofree char *text = tarot_sheet_format_amount (value, FALSE);
      /* Translators: tooltip of a player's tally in the rubber on the score sheet
       * (Ottocento: the side's total toward 800) */
      g_autofree char *tip = g_strdup_printf (_("In the rubber: %s"), text);

      set_amount (tally, value, FALSE);
      gtk_widget_set_tooltip_text (tally, tip);
    }
  if (is_row)
    {
      set_amount (amount, tarot_score_row_get_amount (object, seat), TRUE);
      set_amount (running, tarot_score_row_get_running_total (object, seat), FALSE);
      gtk_widget_set_visible (running, TRUE);
      gtk_widget_set_valign (amount, GTK_ALIGN_FILL);
      set_class (amount, "score-total", FALSE);
    }
  else
    {
      set_amount (amount, tarot_score_sheet_get_total (TAROT_SCORE_SHEET (object), seat), FALSE);
      gtk_widget_set_visible (running, FALSE);
      gtk_widget_set_valign (amount, GTK_ALIGN_CENTER);
      set_class (amount, "score-total", TRUE);
    }
  mark_game_end (self, box, item);
}

static GtkColumnViewColumn *
create_column (TarotScoreSheetView *self,
               const char          *title,
               GCallback            setup,
               GCallback            bind,
               gpointer             user_data)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_object_set_data (G_OBJECT (factory), "view", self);
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

static GtkWidget *
find_label (GtkWidget *root)
{
  if (GTK_IS_LABEL (root))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Names stand over the right edge of their figures, as on a paper sheet.  GtkColumnView has
 * no title alignment of its own: its header holds one title button per column, in order. */
static void
align_player_titles (TarotScoreSheetView *self)
{
  GtkWidget *header = gtk_widget_get_first_child (GTK_WIDGET (self->column_view));
  guint column = 0;

  for (GtkWidget *title = gtk_widget_get_first_child (header);
       title != NULL;
       title = gtk_widget_get_next_sibling (title), column++)
    {
      GtkWidget *label = find_label (title);

      if (column >= 2 && label != NULL)
        gtk_widget_set_halign (gtk_widget_get_parent (label), GTK_ALIGN_END);
    }
}

static void
build_columns (TarotScoreSheetView *self)
{
  g_autoptr(GtkColumnViewColumn) hand = NULL;
  g_autoptr(GtkColumnViewColumn) summary = NULL;
  guint n_players = tarot_score_sheet_get_n_players (self->sheet);

  /* Translators: the column of hand numbers on the score sheet */
  hand = create_column (self, C_("score sheet", "Hand"), G_CALLBACK (setup_hand), G_CALLBACK (bind_hand), self);
  gtk_column_view_append_column (self->column_view, hand);

  summary = create_column (self, _("Summary"), G_CALLBACK (setup_summary), G_CALLBACK (bind_summary), self);
  gtk_column_view_column_set_expand (summary, TRUE);
  gtk_column_view_column_set_resizable (summary, TRUE);
  gtk_column_view_append_column (self->column_view, summary);

  for (guint seat = 0; seat < n_players; seat++)
    {
      g_autoptr(GtkColumnViewColumn) column = NULL;
      g_autofree char *name = tarot_sheet_short_name (tarot_score_sheet_get_player_name (self->sheet, seat));

      column = create_column (self, name, G_CALLBACK (setup_player), G_CALLBACK (bind_player),
                              GUINT_TO_POINTER (seat));
      gtk_column_view_append_column (self->column_view, column);
    }
  align_player_titles (self);
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

static void
slate_separator (TarotScoreSheetView *self,
                 int                  row,
                 guint                n_columns)
{
  gtk_grid_attach (self->slate_grid, gtk_separator_new (GTK_ORIENTATION_HORIZONTAL),
                   0, row, (int) n_columns + 1, 1);
}

/* Where a game ends: what each player or side made of it (its balance, or the tally it
 * reached), the winner in bold. */
static int
slate_game_line (TarotScoreSheetView *self,
                 guint                position,
                 int                  row,
                 guint                n_columns)
{
  guint winner = tarot_sheet_get_game_winner (self->sheet, position);
  gboolean tally = tarot_score_sheet_has_tally (self->sheet);
  g_autofree char *title = tarot_score_sheet_get_rubber_title (self->sheet,
                                                               tarot_sheet_get_game_number (self->sheet, position));
  g_autofree char *line = tarot_sheet_format_game_line (self->sheet, position);
  GtkWidget *label = slate_label (title, "slate-game-title");

  gtk_widget_set_hexpand (label, FALSE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_tooltip_text (label, line);
  slate_separator (self, row++, n_columns);
  gtk_grid_attach (self->slate_grid, label, 0, row, 1, 1);
  for (guint c = 0; c < n_columns; c++)
    {
      GtkWidget *amount = slate_label (NULL, "slate-game");

      gtk_widget_add_css_class (amount, "numeric");
      gtk_widget_add_css_class (amount, "score-number");
      set_amount (amount, tarot_sheet_get_game_score (self->sheet, position, c), !tally);
      set_class (amount, "game-winner", c == winner);
      gtk_grid_attach (self->slate_grid, amount, (int) c + 1, row, 1, 1);
    }
  slate_separator (self, ++row, n_columns);

  return row + 1;
}

/* A click on a balance opens the lines of its hand, as a click on the hand's number does. */
static void
slate_clicked (GtkGestureClick     *gesture,
               int                  n_press,
               double               x,
               double               y,
               TarotScoreSheetView *self)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self->slate_grid), x, y, GTK_PICK_DEFAULT);
  GtkWidget *button = picked != NULL ? g_object_get_data (G_OBJECT (picked), "row-button") : NULL;

  if (button != NULL)
    gtk_menu_button_popup (GTK_MENU_BUTTON (button));
}

static void
rebuild_slate (TarotScoreSheetView *self)
{
  TarotScoreSheet *sheet = self->sheet;
  GtkWidget *child;
  guint n_rows, n_columns;
  gboolean tally;
  int grid_row = 2;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->slate_grid))) != NULL)
    gtk_grid_remove (self->slate_grid, child);

  if (sheet == NULL)
    return;

  n_rows = tarot_score_sheet_get_n_rows (sheet);
  n_columns = tarot_sheet_get_n_columns (sheet);
  /* where the rubber is won on a tally, the slate keeps the tally, as chalked at the table */
  tally = tarot_score_sheet_has_tally (sheet);

  for (guint c = 0; c < n_columns; c++)
    {
      g_autofree char *name = tarot_sheet_get_column_short_name (sheet, c);
      GtkWidget *label = slate_label (name, "heading");

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
      gtk_widget_set_valign (label, GTK_ALIGN_END);
      gtk_widget_add_css_class (label, "slate-name");
      gtk_grid_attach (self->slate_grid, label, (int) c + 1, 0, 1, 1);
    }
  slate_separator (self, 1, n_columns);

  for (guint r = 0; r < n_rows; r++, grid_row++)
    {
      TarotScoreRow *row = tarot_score_sheet_get_row (sheet, r);
      g_autofree char *number = g_strdup_printf ("%u", tarot_score_row_get_hand_number (row));
      /* On a slate each new balance is chalked beneath the last one, which is struck through. */
      const char *line_class = r + 1 == n_rows ? "slate-current" : "slate-past";
      GtkWidget *hand = gtk_menu_button_new ();
      GtkWidget *hand_label = slate_label (number, "slate-hand");

      gtk_widget_set_hexpand (hand_label, FALSE);
      gtk_widget_add_css_class (hand_label, "dim-label");
      gtk_widget_add_css_class (hand_label, "numeric");
      gtk_menu_button_set_child (GTK_MENU_BUTTON (hand), hand_label);
      gtk_menu_button_set_has_frame (GTK_MENU_BUTTON (hand), FALSE);
      gtk_widget_add_css_class (hand, "slate-hand-button");
      gtk_widget_set_valign (hand, GTK_ALIGN_BASELINE);
      /* Translators: tooltip of a hand's number on the slate */
      gtk_widget_set_tooltip_text (hand, _("Show the hand’s score"));
      gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (hand), create_lines_popover, self, NULL);
      g_object_set_data (G_OBJECT (hand), "position", GUINT_TO_POINTER (r));
      gtk_grid_attach (self->slate_grid, hand, 0, grid_row, 1, 1);

      for (guint c = 0; c < n_columns; c++)
        {
          GtkWidget *label = slate_label (NULL, line_class);

          gtk_widget_add_css_class (label, "numeric");
          gtk_widget_add_css_class (label, "score-number");
          set_amount (label, tally ? tarot_sheet_get_column_tally (sheet, r, c)
                                   : tarot_sheet_get_column_running_total (sheet, r, c), FALSE);
          g_object_set_data (G_OBJECT (label), "row-button", hand);
          gtk_grid_attach (self->slate_grid, label, (int) c + 1, grid_row, 1, 1);
        }

      if (tarot_sheet_is_game_end (sheet, r))
        grid_row = slate_game_line (self, r, grid_row + 1, n_columns) - 1;
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

/* The session gives the sheet its rubbers' shape (it may come after the sheet). */
static void
sheet_rubber_changed (TarotScoreSheetView *self)
{
  reset_model (self);
  rebuild_slate (self);
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
      reset_model (self);
      g_signal_connect_object (sheet, "items-changed", G_CALLBACK (sheet_items_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (sheet, "notify::rubber-length", G_CALLBACK (sheet_rubber_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (sheet, "notify::rubber-target", G_CALLBACK (sheet_rubber_changed), self,
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
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
}

static void
tarot_score_sheet_view_init (TarotScoreSheetView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (click, "released", G_CALLBACK (slate_clicked), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->slate_grid), GTK_EVENT_CONTROLLER (click));
  update_page (self);
}
