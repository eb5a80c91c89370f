/* fuzz-save.c — bytes read as a saved game and as a score sheet, through
 * the paths that resume them; whatever loads must save and load again to
 * the same state, and a resumed game must play on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "model/tarot-game.h"
#include "model/tarot-json.h"
#include "model/tarot-rng.h"
#include "tarot-fuzz.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static void
read_sheet (TarotScoreSheet *sheet)
{
  guint n_players = tarot_score_sheet_get_n_players (sheet);

  for (guint seat = 0; seat < n_players; seat++)
    {
      gint64 total = 0;

      g_assert (g_utf8_validate (tarot_score_sheet_get_player_name (sheet, seat), -1, NULL));
      for (guint r = 0; r < tarot_score_sheet_get_n_rows (sheet); r++)
        {
          TarotScoreRow *row = tarot_score_sheet_get_row (sheet, r);

          total += tarot_score_row_get_amount (row, seat);
          if (total != tarot_score_row_get_running_total (row, seat))
            g_error ("row %u, seat %u: the running total is not the sum of the rows", r, seat);
        }
      if (total != tarot_score_sheet_get_total (sheet, seat))
        g_error ("seat %u: the total is not the sum of the rows", seat);
      if (tarot_score_sheet_get_n_teams (sheet) > 0)
        tarot_score_sheet_get_team_total (sheet, tarot_score_sheet_get_team (sheet, seat));
    }
}

/* Plays the resumed hand to its end and deals the next. */
static void
play_on (TarotGame *game,
         guint64    seed)
{
  g_autoptr(GError) error = NULL;
  TarotRng rng;

  tarot_rng_init (&rng, seed);
  while (!tarot_game_is_hand_over (game))
    {
      TarotActionList legal;

      tarot_game_legal_actions (game, &legal);
      if (legal.n == 0)
        g_error ("a resumed hand with nothing to play");
      if (!tarot_game_apply (game, legal.actions[tarot_rng_below (&rng, legal.n)], &error))
        g_error ("a legal action refused: %s", error->message);
    }
  if (!tarot_game_next_hand (game, &error))
    g_error ("no next hand after a resumed one: %s", error->message);
  read_sheet (tarot_game_get_score_sheet (game));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) object = NULL;
  g_autoptr(TarotGame) game = NULL;
  g_autoptr(TarotScoreSheet) sheet = NULL;

  tarot_fuzz_init ();
  object = tarot_json_parse_object ((const char *) data, size, "game.json", &error);
  if (object == NULL)
    {
      tarot_fuzz_check_error (error, "game.json");
      return 0;
    }

  game = tarot_game_new_from_json (object, "game.json", &error);
  if (game == NULL)
    {
      tarot_fuzz_check_error (error, "game.json");
      g_clear_error (&error);
    }
  else
    {
      tarot_fuzz_n_accepted++;
      read_sheet (tarot_game_get_score_sheet (game));
      tarot_fuzz_game_round_trip (game);
      play_on (game, size);
      tarot_fuzz_game_round_trip (game);
    }

  sheet = tarot_score_sheet_new_from_json (object, "sheet.json", NULL, &error);
  if (sheet == NULL)
    tarot_fuzz_check_error (error, "sheet.json");
  else
    {
      tarot_fuzz_n_accepted++;
      read_sheet (sheet);
      tarot_fuzz_sheet_round_trip (sheet);
    }
  return 0;
}
