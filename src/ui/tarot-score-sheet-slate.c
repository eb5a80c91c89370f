/* tarot-score-sheet-slate.c — the score sheet as a slate: the running totals (or a
 * rubber's tally) per player or side, earlier ones struck through, a line where each game
 * or rubber ends
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-score-sheet-view-private.h"
#include "tarot-sheet-util.h"

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
      _tarot_score_sheet_view_set_amount (amount, tarot_sheet_get_game_score (self->sheet, position, c), !tally);
      _tarot_score_sheet_view_set_class (amount, "game-winner", c == winner);
      gtk_grid_attach (self->slate_grid, amount, (int) c + 1, row, 1, 1);
    }
  slate_separator (self, ++row, n_columns);

  return row + 1;
}

/* A click on a balance opens the lines of its hand, as a click on the hand's number does. */
void
_tarot_score_sheet_view_slate_clicked (GtkGestureClick     *gesture,
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

void
_tarot_score_sheet_view_rebuild_slate (TarotScoreSheetView *self)
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
      gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (hand), _tarot_score_sheet_view_create_lines_popover, self, NULL);
      g_object_set_data (G_OBJECT (hand), "position", GUINT_TO_POINTER (r));
      gtk_grid_attach (self->slate_grid, hand, 0, grid_row, 1, 1);

      for (guint c = 0; c < n_columns; c++)
        {
          GtkWidget *label = slate_label (NULL, line_class);

          gtk_widget_add_css_class (label, "numeric");
          gtk_widget_add_css_class (label, "score-number");
          _tarot_score_sheet_view_set_amount (label, tally ? tarot_sheet_get_column_tally (sheet, r, c)
                                                           : tarot_sheet_get_column_running_total (sheet, r, c), FALSE);
          g_object_set_data (G_OBJECT (label), "row-button", hand);
          gtk_grid_attach (self->slate_grid, label, (int) c + 1, grid_row, 1, 1);
        }

      if (tarot_sheet_is_game_end (sheet, r))
        grid_row = slate_game_line (self, r, grid_row + 1, n_columns) - 1;
    }
}

