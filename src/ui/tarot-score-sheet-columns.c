/* tarot-score-sheet-columns.c — the score sheet by columns: a row per hand (number,
 * summary, each player's amount, running total and tally) and the totals row
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-score-sheet-view-private.h"
#include "tarot-sheet-util.h"

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

  _tarot_score_sheet_view_set_class (cell, "game-end", end);
}

/* Hand number column */

static void
setup_hand (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  user_data)
{
  GtkWidget *box = cell_box ();

  gtk_box_append (GTK_BOX (box), _tarot_score_sheet_view_number_label ());
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
  _tarot_score_sheet_view_set_class (label, "hand-number", is_row);
  _tarot_score_sheet_view_set_class (label, "dim-label", is_row);
  mark_game_end (self, box, item);
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
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), _tarot_score_sheet_view_create_lines_popover, self, NULL);
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
      g_autofree char *dealt = _tarot_score_sheet_view_dealer_text (self->sheet, object);

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
void
_tarot_score_sheet_view_row_activated (TarotScoreSheetView *self,
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
  GtkWidget *amount = _tarot_score_sheet_view_number_label ();
  GtkWidget *running = _tarot_score_sheet_view_number_label ();
  GtkWidget *tally = _tarot_score_sheet_view_number_label ();

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

      _tarot_score_sheet_view_set_amount (tally, value, FALSE);
      gtk_widget_set_tooltip_text (tally, tip);
    }
  if (is_row)
    {
      _tarot_score_sheet_view_set_amount (amount, tarot_score_row_get_amount (object, seat), TRUE);
      _tarot_score_sheet_view_set_amount (running, tarot_score_row_get_running_total (object, seat), FALSE);
      gtk_widget_set_visible (running, TRUE);
      gtk_widget_set_valign (amount, GTK_ALIGN_FILL);
      _tarot_score_sheet_view_set_class (amount, "score-total", FALSE);
    }
  else
    {
      _tarot_score_sheet_view_set_amount (amount, tarot_score_sheet_get_total (TAROT_SCORE_SHEET (object), seat), FALSE);
      gtk_widget_set_visible (running, FALSE);
      gtk_widget_set_valign (amount, GTK_ALIGN_CENTER);
      _tarot_score_sheet_view_set_class (amount, "score-total", TRUE);
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

void
_tarot_score_sheet_view_clear_columns (TarotScoreSheetView *self)
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

void
_tarot_score_sheet_view_build_columns (TarotScoreSheetView *self)
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

