/* tarot-sheet-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-sheet-util.h"

/* Longer names are cut to this many characters and a full stop. */
#define SHORT_NAME_CHARS 7

char *
tarot_sheet_format_amount (gint     amount,
                           gboolean with_sign)
{
  if (amount < 0)
    return g_strdup_printf ("−%d", -amount);
  if (with_sign && amount > 0)
    return g_strdup_printf ("+%d", amount);

  return g_strdup_printf ("%d", amount);
}

char *
tarot_sheet_short_name (const char *name)
{
  g_autofree char *head = NULL;

  if (g_utf8_strlen (name, -1) <= SHORT_NAME_CHARS + 1)
    return g_strdup (name);

  head = g_utf8_substring (name, 0, SHORT_NAME_CHARS);
  /* Translators: a player's name cut short to fit a narrow column, e.g. "Maximil." */
  return g_strdup_printf (_("%s."), g_strchomp (head));
}

guint
tarot_sheet_get_n_columns (TarotScoreSheet *sheet)
{
  guint n_teams = tarot_score_sheet_get_n_teams (sheet);

  return n_teams > 0 ? n_teams : tarot_score_sheet_get_n_players (sheet);
}

/* A side's figures are those of any of its players. */
static guint
column_seat (TarotScoreSheet *sheet,
             guint            column)
{
  if (tarot_score_sheet_get_n_teams (sheet) == 0)
    return column;
  for (guint seat = 0; seat < tarot_score_sheet_get_n_players (sheet); seat++)
    if (tarot_score_sheet_get_team (sheet, seat) == column)
      return seat;
  return 0;
}

static guint
seat_column (TarotScoreSheet *sheet,
             guint            seat)
{
  return tarot_score_sheet_get_n_teams (sheet) > 0 ? tarot_score_sheet_get_team (sheet, seat) : seat;
}

static char *
join_short_names (TarotScoreSheet *sheet,
                  guint            team)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint seat = 0; seat < tarot_score_sheet_get_n_players (sheet); seat++)
    if (tarot_score_sheet_get_team (sheet, seat) == team)
      {
        const char *name = tarot_score_sheet_get_player_name (sheet, seat);

        g_ptr_array_add (names, tarot_sheet_short_name (name));
      }
  g_ptr_array_add (names, NULL);

  /* Translators: separator between the names of partners */
  return g_strjoinv (_(" & "), (char **) names->pdata);
}

char *
tarot_sheet_get_column_name (TarotScoreSheet *sheet,
                             guint            column)
{
  return tarot_score_sheet_get_side_name (sheet, column_seat (sheet, column));
}

char *
tarot_sheet_get_column_short_name (TarotScoreSheet *sheet,
                                   guint            column)
{
  if (tarot_score_sheet_get_n_teams (sheet) > 0)
    return join_short_names (sheet, column);

  return tarot_sheet_short_name (tarot_score_sheet_get_player_name (sheet, column));
}

gint
tarot_sheet_get_column_running_total (TarotScoreSheet *sheet,
                                      guint            position,
                                      guint            column)
{
  if (tarot_score_sheet_get_n_teams (sheet) > 0)
    return tarot_score_sheet_get_team_running_total (sheet, position, column);

  return tarot_score_row_get_running_total (tarot_score_sheet_get_row (sheet, position), column);
}

gboolean
tarot_sheet_has_games (TarotScoreSheet *sheet)
{
  return tarot_score_sheet_get_rubber_length (sheet) > 0 || tarot_score_sheet_get_rubber_target (sheet) > 0;
}

gboolean
tarot_sheet_is_game_end (TarotScoreSheet *sheet,
                         guint            position)
{
  return tarot_score_sheet_is_rubber_end (sheet, position);
}

guint
tarot_sheet_get_game_number (TarotScoreSheet *sheet,
                             guint            position)
{
  return tarot_score_sheet_get_n_rubbers_before (sheet, position) + 1;
}

gint
tarot_sheet_get_column_tally (TarotScoreSheet *sheet,
                              guint            position,
                              guint            column)
{
  return tarot_score_sheet_get_rubber_tally (sheet, position, column_seat (sheet, column));
}

gint
tarot_sheet_get_game_score (TarotScoreSheet *sheet,
                            guint            position,
                            guint            column)
{
  guint seat = column_seat (sheet, column);

  if (tarot_score_sheet_has_tally (sheet))
    return tarot_score_sheet_get_rubber_tally (sheet, position, seat);
  return tarot_score_sheet_get_rubber_balance (sheet, position, seat);
}

guint
tarot_sheet_get_game_winner (TarotScoreSheet *sheet,
                             guint            position)
{
  guint seat = tarot_score_sheet_get_rubber_winner (sheet, position);

  return seat != G_MAXUINT ? seat_column (sheet, seat) : G_MAXUINT;
}

char *
tarot_sheet_format_game_line (TarotScoreSheet *sheet,
                              guint            position)
{
  guint winner = tarot_sheet_get_game_winner (sheet, position);
  gboolean tally = tarot_score_sheet_has_tally (sheet);
  g_autofree char *title = tarot_score_sheet_get_rubber_title (sheet, tarot_sheet_get_game_number (sheet, position));
  g_autoptr(GString) scores = g_string_new (NULL);
  g_autofree char *name = NULL;

  /* the winner's figure first, as players say it */
  for (guint i = 0, n = tarot_sheet_get_n_columns (sheet); i <= n; i++)
    {
      guint c = i == 0 ? winner : i - 1;
      g_autofree char *figure = NULL;

      if (c >= n || (i > 0 && c == winner))
        continue;
      figure = tarot_sheet_format_amount (tarot_sheet_get_game_score (sheet, position, c), !tally);
      if (scores->len > 0)
        /* Translators: between the sides' totals in a rubber, "812 : 640" */
        g_string_append (scores, _(" : "));
      g_string_append (scores, figure);
    }
  if (winner == G_MAXUINT)
    /* Translators: the line under a drawn rubber or game: "Rubber 2 — drawn, 800 : 800" */
    return g_strdup_printf (_("%s — drawn, %s"), title, scores->str);
  name = tarot_sheet_get_column_name (sheet, winner);
  /* Translators: the line under a rubber or game: its number, its winner and the sides'
   * totals, the winner's first: "Rubber 2 — Anna & Chiara 812 : 640" */
  return g_strdup_printf (_("%s — %s %s"), title, name, scores->str);
}

char *
tarot_sheet_format_standing (TarotScoreSheet *sheet)
{
  guint n_columns = tarot_sheet_get_n_columns (sheet);
  g_autofree guint *won = g_new0 (guint, n_columns);
  g_autoptr(GString) text = g_string_new (NULL);

  if (!tarot_sheet_has_games (sheet))
    return NULL;

  for (guint r = 0; r < tarot_score_sheet_get_n_rows (sheet); r++)
    {
      guint winner = tarot_sheet_get_game_winner (sheet, r);

      if (winner != G_MAXUINT)
        won[winner]++;
    }

  for (guint c = 0; c < n_columns; c++)
    {
      g_autofree char *name = tarot_sheet_get_column_name (sheet, c);

      if (c > 0)
        /* Translators: between the games won of two players or sides */
        g_string_append (text, _(" · "));
      /* Translators: a player or side and the number of games it won, e.g. "Anna & Chiara 2" */
      g_string_append_printf (text, _("%s %u"), name, won[c]);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}
