/* tarot-score-sheet-rubbers.c — where the rows of a score sheet stand
 * in their rubbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A rubber ends after a number of rows, or on the row where a seat's
 * tally reaches the target ahead of the others (Ottocento, Tortorici):
 * the shape the session gives the sheet from its rules.  Everything is
 * counted afresh from the first row: sheets are short, and rows taken
 * back or edited move every later rubber's end.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tarot-score-sheet.h"

/* One level with the leaders (both sides past 800 with equal totals)
 * plays on, since the higher total wins (B1). */
static gboolean
rubber_won (const gint64 *tally,
            guint         n,
            guint         target)
{
  gint64 top = G_MININT64, bottom = G_MAXINT64;

  for (guint s = 0; s < n; s++)
    {
      top = MAX (top, tally[s]);
      bottom = MIN (bottom, tally[s]);
    }
  return top >= target && bottom < top;
}

/* Walks the rows before @position: the first row of the rubber that
 * is open there, and the number of rubbers finished before it. */
static guint
rubber_start (TarotScoreSheet *sheet,
              guint            position,
              guint           *n_finished)
{
  guint n = tarot_score_sheet_get_n_players (sheet);
  guint length = tarot_score_sheet_get_rubber_length (sheet);
  guint target = tarot_score_sheet_get_rubber_target (sheet);
  gint64 tally[TAROT_MAX_PLAYERS] = { 0 };
  guint start = 0, finished = 0;

  position = MIN (position, tarot_score_sheet_get_n_rows (sheet));
  for (guint r = 0; (length > 0 || target > 0) && r < position; r++)
    {
      TarotScoreRow *row = tarot_score_sheet_get_row (sheet, r);

      for (guint s = 0; s < n && s < tarot_score_row_get_n_players (row); s++)
        tally[s] += tarot_score_row_get_tally (row, s);
      if (r + 1 - start == length || (target > 0 && rubber_won (tally, n, target)))
        {
          start = r + 1;
          finished++;
          memset (tally, 0, sizeof tally);
        }
    }
  if (n_finished != NULL)
    *n_finished = finished;
  return start;
}

guint
tarot_score_sheet_get_rubber_start (TarotScoreSheet *sheet,
                                    guint            position)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);

  return rubber_start (sheet, position, NULL);
}

gboolean
tarot_score_sheet_is_rubber_end (TarotScoreSheet *sheet,
                                 guint            position)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), FALSE);

  return position < tarot_score_sheet_get_n_rows (sheet) &&
         rubber_start (sheet, position + 1, NULL) == position + 1;
}

guint
tarot_score_sheet_get_n_rubbers_before (TarotScoreSheet *sheet,
                                        guint            position)
{
  guint finished;

  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);

  rubber_start (sheet, position, &finished);
  return finished;
}

gboolean
tarot_score_sheet_has_tally (TarotScoreSheet *sheet)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), FALSE);

  for (guint r = 0; r < tarot_score_sheet_get_n_rows (sheet); r++)
    if (tarot_score_row_has_tally (tarot_score_sheet_get_row (sheet, r)))
      return TRUE;
  return FALSE;
}

/* Adds up a seat's tally, or its amounts, over its rubber up to row
 * @position. */
static gint
rubber_sum (TarotScoreSheet *sheet,
            guint            position,
            guint            seat,
            gboolean         tally)
{
  gint64 sum = 0;

  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);
  g_return_val_if_fail (seat < tarot_score_sheet_get_n_players (sheet), 0);

  if (position >= tarot_score_sheet_get_n_rows (sheet))
    return 0;
  for (guint r = rubber_start (sheet, position, NULL); r <= position; r++)
    {
      TarotScoreRow *row = tarot_score_sheet_get_row (sheet, r);

      sum += tally ? tarot_score_row_get_tally (row, seat) : tarot_score_row_get_amount (row, seat);
    }
  return (gint) CLAMP (sum, G_MININT, G_MAXINT);
}

gint
tarot_score_sheet_get_rubber_tally (TarotScoreSheet *sheet,
                                    guint            position,
                                    guint            seat)
{
  return rubber_sum (sheet, position, seat, TRUE);
}

gint
tarot_score_sheet_get_rubber_balance (TarotScoreSheet *sheet,
                                      guint            position,
                                      guint            seat)
{
  return rubber_sum (sheet, position, seat, FALSE);
}

/* The side of @seat, or @seat alone: whom a rubber's result counts
 * for. */
static gboolean
same_side (TarotScoreSheet *sheet,
           guint            a,
           guint            b)
{
  if (tarot_score_sheet_get_n_teams (sheet) == 0)
    return a == b;
  return tarot_score_sheet_get_team (sheet, a) == tarot_score_sheet_get_team (sheet, b);
}

guint
tarot_score_sheet_get_rubber_winner (TarotScoreSheet *sheet,
                                     guint            position)
{
  gboolean tally = tarot_score_sheet_has_tally (sheet);
  gboolean tied = FALSE;
  guint winner = 0;
  gint best = 0;

  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), G_MAXUINT);

  if (!tarot_score_sheet_is_rubber_end (sheet, position))
    return G_MAXUINT;
  for (guint s = 0; s < tarot_score_sheet_get_n_players (sheet); s++)
    {
      gint value = rubber_sum (sheet, position, s, tally);

      if (s == 0 || value > best)
        {
          best = value;
          winner = s;
          tied = FALSE;
        }
      else if (value == best && !same_side (sheet, s, winner))
        tied = TRUE;
    }
  return tied ? G_MAXUINT : winner;
}

char *
tarot_score_sheet_get_side_name (TarotScoreSheet *sheet,
                                 guint            seat)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), NULL);
  g_return_val_if_fail (seat < tarot_score_sheet_get_n_players (sheet), NULL);

  for (guint s = 0; s < tarot_score_sheet_get_n_players (sheet); s++)
    if (same_side (sheet, s, seat))
      g_ptr_array_add (names, (gpointer) tarot_score_sheet_get_player_name (sheet, s));
  g_ptr_array_add (names, NULL);
  /* TRANSLATORS: separator between the names of partners */
  return g_strjoinv (_(" & "), (char **) names->pdata);
}

gboolean
tarot_score_sheet_get_rubbers_named (TarotScoreSheet *sheet)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), FALSE);

  /* Troccas' games of a hand per player are "games" at its tables */
  return tarot_score_sheet_get_rubber_target (sheet) > 0 || tarot_score_sheet_has_tally (sheet);
}

char *
tarot_score_sheet_get_rubber_title (TarotScoreSheet *sheet,
                                    guint            number)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), NULL);

  if (!tarot_score_sheet_get_rubbers_named (sheet))
    /* TRANSLATORS: the line that closes a game of several hands: "Game 1" */
    return g_strdup_printf (_("Game %u"), number);
  /* TRANSLATORS: the line that closes a rubber (Ottocento: first side
   * to 800): "Rubber 1" */
  return g_strdup_printf (_("Rubber %u"), number);
}
