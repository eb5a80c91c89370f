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

static char *
join_side (TarotScoreSheet *sheet,
           guint            team,
           gboolean         short_names)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint seat = 0; seat < tarot_score_sheet_get_n_players (sheet); seat++)
    if (tarot_score_sheet_get_team (sheet, seat) == team)
      {
        const char *name = tarot_score_sheet_get_player_name (sheet, seat);

        g_ptr_array_add (names, short_names ? tarot_sheet_short_name (name) : g_strdup (name));
      }
  g_ptr_array_add (names, NULL);

  /* Translators: separator between the names of partners */
  return g_strjoinv (_(" & "), (char **) names->pdata);
}

char *
tarot_sheet_get_column_name (TarotScoreSheet *sheet,
                             guint            column)
{
  if (tarot_score_sheet_get_n_teams (sheet) > 0)
    return join_side (sheet, column, FALSE);

  return g_strdup (tarot_score_sheet_get_player_name (sheet, column));
}

char *
tarot_sheet_get_column_short_name (TarotScoreSheet *sheet,
                                   guint            column)
{
  if (tarot_score_sheet_get_n_teams (sheet) > 0)
    return join_side (sheet, column, TRUE);

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

guint
tarot_sheet_get_n_games (TarotScoreSheet *sheet,
                         guint            game_length)
{
  guint n_rows = tarot_score_sheet_get_n_rows (sheet);

  if (game_length == 0)
    return 0;

  return (n_rows + game_length - 1) / game_length;
}

gboolean
tarot_sheet_is_game_end (TarotScoreSheet *sheet,
                         guint            game_length,
                         guint            position)
{
  return game_length > 0 && (position + 1) % game_length == 0;
}

gint
tarot_sheet_get_game_balance (TarotScoreSheet *sheet,
                              guint            game_length,
                              guint            game,
                              guint            column)
{
  guint n_rows = tarot_score_sheet_get_n_rows (sheet);
  guint first = game * game_length;
  guint last = MIN (first + game_length, n_rows);
  gint balance;

  if (game_length == 0 || first >= n_rows)
    return 0;

  balance = tarot_sheet_get_column_running_total (sheet, last - 1, column);
  if (first > 0)
    balance -= tarot_sheet_get_column_running_total (sheet, first - 1, column);

  return balance;
}

guint
tarot_sheet_get_game_winner (TarotScoreSheet *sheet,
                             guint            game_length,
                             guint            game)
{
  guint winner = G_MAXUINT;
  gint best = G_MININT;

  if (game_length == 0 || (game + 1) * game_length > tarot_score_sheet_get_n_rows (sheet))
    return G_MAXUINT;

  for (guint c = 0; c < tarot_sheet_get_n_columns (sheet); c++)
    {
      gint balance = tarot_sheet_get_game_balance (sheet, game_length, game, c);

      if (balance > best)
        {
          best = balance;
          winner = c;
        }
      else if (balance == best)
        {
          winner = G_MAXUINT;
        }
    }

  return winner;
}

char *
tarot_sheet_format_standing (TarotScoreSheet *sheet,
                             guint            game_length)
{
  guint n_columns = tarot_sheet_get_n_columns (sheet);
  guint n_finished = game_length > 0 ? tarot_score_sheet_get_n_rows (sheet) / game_length : 0;
  g_autofree guint *won = g_new0 (guint, n_columns);
  g_autoptr(GString) text = g_string_new (NULL);

  if (game_length == 0)
    return NULL;

  for (guint game = 0; game < n_finished; game++)
    {
      guint winner = tarot_sheet_get_game_winner (sheet, game_length, game);

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
