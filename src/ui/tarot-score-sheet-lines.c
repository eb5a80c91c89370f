/* tarot-score-sheet-lines.c — a hand's itemised lines, in a popover from its row on the
 * columns or its number on the slate, with Edit and Delete where the sheet is editable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-score-sheet-view-private.h"
#include "tarot-sheet-util.h"

/* The itemised lines of a row, in a popover from its summary */

static void
row_button_clicked (GtkButton           *button,
                    TarotScoreSheetView *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position"));
  guint signal_id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "signal"));
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  gtk_popover_popdown (GTK_POPOVER (popover));
  _tarot_score_sheet_view_emit_row (self, signal_id, position);
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
      GtkWidget *label = _tarot_score_sheet_view_number_label ();

      _tarot_score_sheet_view_set_amount (label, amount, TRUE);
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

char *
_tarot_score_sheet_view_dealer_text (TarotScoreSheet *sheet,
                                     TarotScoreRow   *row)
{
  guint dealer = tarot_score_row_get_dealer (row);

  if (dealer >= tarot_score_sheet_get_n_players (sheet))
    return g_strdup ("");
  /* Translators: under a hand's summary on the score sheet: who dealt it */
  return g_strdup_printf (C_("score sheet", "Dealer: %s"), tarot_score_sheet_get_player_name (sheet, dealer));
}

void
_tarot_score_sheet_view_create_lines_popover (GtkMenuButton *button,
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

  dealer = _tarot_score_sheet_view_dealer_text (self->sheet, row);
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

