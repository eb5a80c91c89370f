/* test-game.c — TarotGame: whole sessions played through views,
 * dealer rotation, the score sheet, save and resume, undo, illegal
 * actions, broken save files and the Troccas catch-up deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "model/families/tarot-french.h"
#include "model/tarot-game.h"
#include "tarot-test-refused.h"

typedef struct
{
  const char *variant;
  guint       n_players;
  guint       n_hands;
  gboolean    can_pass_out;
} Session;

typedef struct
{
  guint applied;
  guint finished;
  guint started;
  guint undone;
  guint redone;
  guint last_started;
  gint  finished_sum;     /* what hand-finished reported, summed over seats */
  guint notify_hand;
  guint notify_dealer;
  guint notify_over;
  guint notify_can_undo;
  guint notify_can_redo;
} Log;

static void
on_applied (TarotGame         *game,
            const TarotAction *action,
            Log               *log)
{
  guint n;
  const TarotAction *actions = tarot_game_get_actions (game, &n);

  /* the signal reports the action just recorded */
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpint (memcmp (&actions[n - 1], action, sizeof *action), ==, 0);
  log->applied++;
}

static void
on_finished (TarotGame          *game,
             const TarotOutcome *outcome,
             const TarotScore   *score,
             Log                *log)
{
  g_assert_true (tarot_game_is_hand_over (game));
  g_assert_cmpuint (outcome->end, ==, tarot_game_get_deal (game)->end);
  log->finished++;
  for (guint p = 0; p < score->n_players; p++)
    log->finished_sum += score->totals[p];
}

static void
on_started (TarotGame *game,
            guint      hand_number,
            Log       *log)
{
  g_assert_cmpuint (hand_number, ==, tarot_game_get_hand_number (game));
  log->started++;
  log->last_started = hand_number;
}

static void
on_undone (TarotGame *game,
           Log       *log)
{
  log->undone++;
}

static void
on_redone (TarotGame *game,
           Log       *log)
{
  log->redone++;
}

static void
on_notify (TarotGame  *game,
           GParamSpec *pspec,
           Log        *log)
{
  if (g_str_equal (pspec->name, "hand-number"))
    log->notify_hand++;
  else if (g_str_equal (pspec->name, "dealer"))
    log->notify_dealer++;
  else if (g_str_equal (pspec->name, "hand-over"))
    log->notify_over++;
  else if (g_str_equal (pspec->name, "can-undo"))
    log->notify_can_undo++;
  else if (g_str_equal (pspec->name, "can-redo"))
    log->notify_can_redo++;
}

static void
connect_log (TarotGame *game,
             Log       *log)
{
  g_signal_connect (game, "notify", G_CALLBACK (on_notify), log);
  g_signal_connect (game, "action-applied", G_CALLBACK (on_applied), log);
  g_signal_connect (game, "hand-finished", G_CALLBACK (on_finished), log);
  g_signal_connect (game, "hand-started", G_CALLBACK (on_started), log);
  g_signal_connect (game, "undone", G_CALLBACK (on_undone), log);
  g_signal_connect (game, "redone", G_CALLBACK (on_redone), log);
}

static TarotGame *
new_game (const char *variant_id,
          guint       n_players,
          GHashTable *options,
          guint       human_mask,
          guint64     seed)
{
  static const char *const names[] = { "Anna", "Ben", "Clà", "Duri", "Eva", "Fadri", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (variant_id, &error);
  TarotGame *game;

  g_assert_no_error (error);
  game = tarot_game_new (variant, n_players, options, names, human_mask, seed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* One decision of the seat to move, chosen from its own view; a
 * @passive player passes in the auction whenever it may. */
static void
play_decision (TarotGame *game,
               TarotRng  *rng,
               gboolean   passive)
{
  g_autoptr(GError) error = NULL;
  guint seat = tarot_game_get_to_move (game);
  TarotPlayerView view;
  TarotAction action;

  g_assert_cmpuint (seat, <, tarot_game_get_n_players (game));
  tarot_game_get_view (game, seat, &view);
  g_assert_cmpuint (view.legal.n, >, 0);
  action = tarot_random_player_choose (&view, rng);
  for (guint i = 0; passive && view.phase == TAROT_PHASE_AUCTION && i < view.legal.n; i++)
    if (view.legal.actions[i].kind == TAROT_ACTION_PASS)
      action = view.legal.actions[i];
  g_assert_true (tarot_game_apply (game, action, &error));
  g_assert_no_error (error);
}

static void
play_one (TarotGame *game,
          TarotRng  *rng)
{
  play_decision (game, rng, FALSE);
}

static void
play_to_end (TarotGame *game,
             TarotRng  *rng)
{
  while (!tarot_game_is_hand_over (game))
    play_one (game, rng);
}

static gint
sum_of_lines (TarotScoreSheet *sheet,
              guint            seat)
{
  gint sum = 0;

  for (guint r = 0; r < tarot_score_sheet_get_n_rows (sheet); r++)
    {
      TarotScoreRow *row = tarot_score_sheet_get_row (sheet, r);

      for (guint l = 0; l < tarot_score_row_get_n_lines (row); l++)
        sum += tarot_score_row_get_line_amount (row, l, seat);
    }
  return sum;
}

static void
test_session (gconstpointer data)
{
  const Session *session = data;
  g_autoptr(TarotGame) game = new_game (session->variant, session->n_players, NULL, 0, 2024);
  TarotScoreSheet *sheet = tarot_game_get_score_sheet (game);
  guint n = session->n_players;
  guint total_actions = 0, played = 0, unscored = 0;
  Log log = { 0 };
  TarotRng rng;

  connect_log (game, &log);
  tarot_rng_init (&rng, 7);
  g_assert_cmpuint (tarot_game_get_hand_number (game), ==, 1);

  for (guint hand = 1; hand <= session->n_hands; hand++)
    {
      g_autoptr(GError) error = NULL;
      guint dealer = tarot_game_get_dealer (game);
      guint rows = tarot_score_sheet_get_n_rows (sheet);
      guint n_actions;
      TarotScore score;
      TarotDeal first_deal = *tarot_game_get_deal (game);
      TarotEnd end;

      g_assert_cmpuint (tarot_game_get_hand_number (game), ==, hand);
      g_assert_cmpuint (first_deal.dealer, ==, dealer);
      g_assert_false (tarot_game_get_hand_score (game, &score));
      /* every third hand the table passes when it can */
      while (!tarot_game_is_hand_over (game))
        play_decision (game, &rng, hand % 3 == 0);
      tarot_game_get_actions (game, &n_actions);
      total_actions += n_actions;
      g_assert_cmpuint (log.finished, ==, hand);
      g_assert_true (tarot_game_get_hand_score (game, &score));
      end = tarot_game_get_deal (game)->end;
      /* the row is there as soon as the hand ends, and Next Hand adds none */
      g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, rows + (end == TAROT_END_PLAYED));

      g_assert_true (tarot_game_next_hand (game, &error));
      g_assert_no_error (error);
      /* the deal passes to the next player in playing order */
      g_assert_cmpuint (tarot_game_get_dealer (game), ==, (dealer + 1) % n);
      g_assert_cmpuint (log.last_started, ==, hand + 1);
      /* a new seed for each hand */
      g_assert_false (tarot_card_set_equal (tarot_game_get_deal (game)->hands[0], first_deal.hands[0]));

      if (end == TAROT_END_PLAYED)
        {
          TarotScoreRow *row;
          gint sum = 0;

          played++;
          g_assert_cmpuint (score.n_lines, >, 0);
          g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, rows + 1);
          row = tarot_score_sheet_get_row (sheet, rows);
          g_assert_cmpuint (tarot_score_row_get_hand_number (row), ==, hand);
          g_assert_cmpuint (tarot_score_row_get_dealer (row), ==, dealer);
          g_assert_cmpuint (strlen (tarot_score_row_get_summary (row)), >, 0);
          for (guint p = 0; p < n; p++)
            {
              g_assert_cmpint (tarot_score_row_get_amount (row, p), ==, score.totals[p]);
              sum += tarot_score_row_get_amount (row, p);
            }
          /* all three games are zero-sum */
          g_assert_cmpint (sum, ==, 0);
        }
      else
        {
          /* passed out or annulled: no row */
          unscored++;
          g_assert_cmpuint (score.n_lines, ==, 0);
          g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, rows);
        }
    }

  g_test_message ("%s: %u hands, %u scored, %u without score, %u actions",
                  session->variant, session->n_hands, played, unscored, total_actions);
  g_assert_cmpuint (played, >, 0);
  if (session->can_pass_out)
    g_assert_cmpuint (unscored, >, 0);
  g_assert_cmpuint (log.applied, ==, total_actions);
  g_assert_cmpuint (log.started, ==, session->n_hands);
  g_assert_cmpuint (log.notify_hand, ==, session->n_hands);
  g_assert_cmpuint (log.notify_dealer, ==, session->n_hands);
  /* over at the end of each hand, not over once the next is dealt */
  g_assert_cmpuint (log.notify_over, ==, 2 * session->n_hands);
  g_assert_cmpint (log.finished_sum, ==, 0);
  for (guint p = 0; p < n; p++)
    g_assert_cmpint (tarot_score_sheet_get_total (sheet, p), ==, sum_of_lines (sheet, p));
}

static char *
game_to_string (TarotGame *game)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (root, tarot_game_to_json (game));
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

static void
assert_same_game (TarotGame *a,
                  TarotGame *b)
{
  g_autofree char *ja = game_to_string (a);
  g_autofree char *jb = game_to_string (b);
  TarotScoreSheet *sa = tarot_game_get_score_sheet (a);
  TarotScoreSheet *sb = tarot_game_get_score_sheet (b);
  const TarotAction *aa, *ab;
  guint na, nb;

  g_assert_cmpint (memcmp (tarot_game_get_deal (a), tarot_game_get_deal (b), sizeof (TarotDeal)), ==, 0);
  aa = tarot_game_get_actions (a, &na);
  ab = tarot_game_get_actions (b, &nb);
  g_assert_cmpuint (na, ==, nb);
  /* a hand just dealt has no actions, and no array to compare */
  g_assert_true (na == 0 || memcmp (aa, ab, na * sizeof (TarotAction)) == 0);
  g_assert_cmpuint (tarot_game_get_hand_number (a), ==, tarot_game_get_hand_number (b));
  g_assert_cmpuint (tarot_game_get_dealer (a), ==, tarot_game_get_dealer (b));
  g_assert_cmpuint (tarot_game_get_human_mask (a), ==, tarot_game_get_human_mask (b));
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sa), ==, tarot_score_sheet_get_n_rows (sb));
  g_assert_cmpuint (tarot_score_sheet_get_n_teams (sa), ==, tarot_score_sheet_get_n_teams (sb));
  for (guint p = 0; p < tarot_game_get_n_players (a); p++)
    {
      g_assert_cmpint (tarot_score_sheet_get_total (sa, p), ==, tarot_score_sheet_get_total (sb, p));
      g_assert_cmpstr (tarot_game_get_player_name (a, p), ==, tarot_game_get_player_name (b, p));
      g_assert_cmpstr (tarot_game_get_level (a, p), ==, tarot_game_get_level (b, p));
    }
  g_assert_cmpstr (ja, ==, jb);
}

/* Quitting mid-hand and starting again resumes where it was. */
static void
test_save_load (gconstpointer data)
{
  const Session *session = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotGame) game = new_game (session->variant, session->n_players, NULL, 0x5, 31337);
  g_autoptr(TarotGame) back = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-game-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *first = NULL, *second = NULL;
  TarotRng rng, rng_back;

  g_assert_no_error (error);
  tarot_game_set_level (game, 1, "strong");
  tarot_rng_init (&rng, 11);
  for (guint hand = 0; hand < 3; hand++)
    {
      play_to_end (game, &rng);
      g_assert_true (tarot_game_next_hand (game, &error));
    }
  for (guint i = 0; i < 7 && !tarot_game_is_hand_over (game); i++)
    play_one (game, &rng);

  g_assert_true (tarot_game_save (game, path, &error));
  g_assert_no_error (error);
  back = tarot_game_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  assert_same_game (game, back);
  g_assert_cmpstr (tarot_game_get_level (back, 1), ==, "strong");
  g_assert_null (tarot_game_get_level (back, 0));
  g_assert_true (tarot_game_is_human (back, 2));
  g_assert_false (tarot_game_is_human (back, 1));

  /* saving twice gives the same file */
  g_assert_true (tarot_game_save (back, path, &error));
  g_assert_true (g_file_get_contents (path, &first, NULL, &error));
  g_assert_true (tarot_game_save (game, path, &error));
  g_assert_true (g_file_get_contents (path, &second, NULL, &error));
  g_assert_cmpstr (first, ==, second);

  /* both go on identically, through the end of the hand and the next */
  rng_back = rng;
  for (guint hand = 0; hand < 2; hand++)
    {
      while (!tarot_game_is_hand_over (game))
        {
          play_one (game, &rng);
          play_one (back, &rng_back);
          assert_same_game (game, back);
        }
      g_assert_true (tarot_game_is_hand_over (back));

      /* a save of a finished hand resumes finished, and scores on */
      if (hand == 0)
        {
          g_autoptr(TarotGame) finished = NULL;

          g_assert_true (tarot_game_save (game, path, &error));
          finished = tarot_game_load (path, &error);
          g_assert_no_error (error);
          g_assert_true (tarot_game_is_hand_over (finished));
          g_assert_true (tarot_game_next_hand (finished, &error));
          g_assert_true (tarot_game_next_hand (game, &error));
          g_assert_true (tarot_game_next_hand (back, &error));
          assert_same_game (game, finished);
          assert_same_game (game, back);
        }
    }

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Asti for three (rules/italian-living-games.md P8): each hand's rules
 * know its place in the rubber of three and the rubber's balance so
 * far; a Fuora declared in a third hand survives saving and loading,
 * which computes the rubber again from the sheet. */
static void
test_asti3_rubber (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-game-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  gboolean declared = FALSE;
  TarotRng rng;

  g_assert_no_error (error);
  for (guint64 seed = 1; seed < 40 && !declared; seed++)
    {
      g_autoptr(TarotGame) game = new_game ("asti3", 3, NULL, 0, seed);

      tarot_rng_init (&rng, seed);
      for (guint hand = 1; hand <= 6 && !declared; hand++)
        {
          const TarotRules *rules = tarot_game_get_rules (game);
          TarotScoreSheet *sheet = tarot_game_get_score_sheet (game);
          guint first = tarot_score_sheet_get_n_rows (sheet) / 3 * 3;

          g_assert_cmpuint (rules->rubber.length, ==, 3);
          g_assert_cmpuint (rules->rubber.hand, ==, (hand - 1) % 3 + 1);
          for (guint p = 0; p < 3; p++)
            {
              gint sum = 0;

              for (guint r = first; r < tarot_score_sheet_get_n_rows (sheet); r++)
                sum += tarot_score_row_get_amount (tarot_score_sheet_get_row (sheet, r), p);
              g_assert_cmpint (rules->rubber.totals[p], ==, sum);
            }
          while (!tarot_game_is_hand_over (game) && !declared)
            {
              const TarotDeal *deal;

              play_one (game, &rng);
              deal = tarot_game_get_deal (game);
              for (guint p = 0; p < 3; p++)
                declared |= (deal->announced[p] & (1u << 24)) != 0;
            }
          if (declared)
            {
              g_autoptr(TarotGame) back = NULL;

              g_assert_cmpuint (rules->rubber.hand, ==, 3);
              g_assert_true (tarot_game_save (game, path, &error));
              back = tarot_game_load (path, &error);
              g_assert_no_error (error);
              assert_same_game (game, back);
              g_assert_cmpint (memcmp (&tarot_game_get_rules (back)->rubber, &rules->rubber, sizeof rules->rubber), ==, 0);
            }
          else
            g_assert_true (tarot_game_next_hand (game, &error));
        }
    }
  g_assert_true (declared);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A rubber to a target tally, played out at @seed within @max_hands hands */
typedef struct
{
  const char *variant;
  guint       target;
  guint       max_hands;
  guint64     seed;
} RubberCase;

/* Ottocento (rules/italian-living-games.md B1 "Rubber") and Tortorici for four (S4
 * "Rubber to 50"): each hand's rules know the sides' tallies since the rubber began,
 * from the sheet's rows, which keep them in the saved file; a rubber ends when a side
 * reaches the target ahead of the other, and the next starts from nothing. */
static void
test_rubber_to_target (gconstpointer data)
{
  const RubberCase *rc = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-game-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(TarotGame) game = new_game (rc->variant, 4, NULL, 0, rc->seed);
  gint32 tally[4] = { 0 };
  guint rubbers = 0;
  TarotRng rng;

  g_assert_no_error (error);
  tarot_rng_init (&rng, rc->seed);
  for (guint hand = 1; hand <= rc->max_hands && rubbers < 2; hand++)
    {
      const TarotRules *rules = tarot_game_get_rules (game);
      TarotScoreSheet *sheet = tarot_game_get_score_sheet (game);
      TarotScoreRow *row;
      g_autoptr(TarotGame) back = NULL;
      gboolean ended = FALSE;

      g_assert_cmpuint (rules->rubber.target, ==, rc->target);
      g_assert_cmpmem (rules->rubber.tally, sizeof tally, tally, sizeof tally);
      play_to_end (game, &rng);
      g_assert_true (tarot_game_save (game, path, &error));
      back = tarot_game_load (path, &error);
      g_assert_no_error (error);
      assert_same_game (game, back);
      g_assert_cmpint (memcmp (&tarot_game_get_rules (back)->rubber, &rules->rubber, sizeof rules->rubber), ==, 0);

      row = tarot_score_sheet_get_row (sheet, tarot_score_sheet_get_n_rows (sheet) - 1);
      g_assert_true (tarot_score_row_has_tally (row));
      /* the sheet, saved and loaded too, draws the rubber where the session ends it */
      g_assert_cmpuint (tarot_score_sheet_get_rubber_target (sheet), ==, rc->target);
      g_assert_cmpuint (tarot_score_sheet_get_rubber_target (tarot_game_get_score_sheet (back)), ==, rc->target);
      for (guint p = 0; p < 4; p++)
        {
          tally[p] += tarot_score_row_get_tally (row, p);
          g_assert_cmpint (tarot_score_sheet_get_rubber_tally (sheet, tarot_score_sheet_get_n_rows (sheet) - 1, p),
                           ==, tally[p]);
        }
      if (MAX (tally[0], tally[1]) >= (gint32) rc->target && tally[0] != tally[1])
        {
          /* the closing line names the winner */
          g_assert_nonnull (strstr (tarot_score_row_get_line_label (row, tarot_score_row_get_n_lines (row) - 1),
                                    "rubber"));
          g_assert_cmpuint (tarot_score_sheet_get_rubber_winner (sheet, tarot_score_sheet_get_n_rows (sheet) - 1),
                            ==, tally[0] > tally[1] ? 0 : 1);
          memset (tally, 0, sizeof tally);
          rubbers++;
          ended = TRUE;
        }
      g_assert_cmpint (tarot_score_sheet_is_rubber_end (sheet, tarot_score_sheet_get_n_rows (sheet) - 1), ==, ended);
      g_assert_cmpint (tarot_score_sheet_is_rubber_end (tarot_game_get_score_sheet (back),
                                                        tarot_score_sheet_get_n_rows (sheet) - 1), ==, ended);
      g_assert_true (tarot_game_next_hand (game, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (rubbers, ==, 2);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* An Ottocento game saved before the variant named its partnerships has a sheet without
 * teams: it loads, and its sheet takes the sides. */
static void
test_sheet_without_teams (void)
{
  g_autoptr(TarotGame) game = new_game ("ottocento", 4, NULL, 0, 9);
  g_autoptr(JsonObject) saved = tarot_game_to_json (game);
  g_autoptr(TarotGame) back = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (tarot_score_sheet_get_n_teams (tarot_game_get_score_sheet (game)), ==, 2);
  json_object_remove_member (json_object_get_object_member (saved, "sheet"), "teams");
  back = tarot_game_new_from_json (saved, "old.json", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tarot_score_sheet_get_n_teams (tarot_game_get_score_sheet (back)), ==, 2);
  g_assert_cmpuint (tarot_score_sheet_get_team (tarot_game_get_score_sheet (back), 2), ==, 0);
}

static const RubberCase ottocento_rubber = { "ottocento", 800, 16, 5 };
static const RubberCase tortorici4_rubber = { "tortorici4", 50, 80, 5 };

typedef struct
{
  TarotDeal deal;
  guint     n_actions;
} Snapshot;

/* Undo goes back to just before the last human decision, again and
 * again, and restores the exact earlier state. */
static void
test_undo (void)
{
  g_autoptr(TarotGame) game = new_game ("french-tarot", 4, NULL, 1u << 2, 77);
  g_autoptr(GArray) snapshots = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  TarotScoreSheet *sheet = tarot_game_get_score_sheet (game);
  gboolean played;
  Log log = { 0 };
  TarotRng rng;
  guint n;

  connect_log (game, &log);
  tarot_rng_init (&rng, 5);
  g_assert_false (tarot_game_undo_to_human (game));
  while (!tarot_game_is_hand_over (game))
    {
      if (tarot_game_get_to_move (game) == 2)
        {
          Snapshot s;

          s.deal = *tarot_game_get_deal (game);
          tarot_game_get_actions (game, &s.n_actions);
          g_array_append_val (snapshots, s);
        }
      play_one (game, &rng);
    }
  g_assert_cmpuint (snapshots->len, >, 0);
  /* a played hand is on the sheet as soon as it ends */
  played = tarot_game_get_deal (game)->end == TAROT_END_PLAYED;
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, played ? 1 : 0);

  /* from the finished hand back through every decision of seat 2; the
   * hand's row goes with the first step */
  for (guint i = snapshots->len; i > 0; i--)
    {
      const Snapshot *s = &g_array_index (snapshots, Snapshot, i - 1);

      g_assert_true (tarot_game_undo_to_human (game));
      g_assert_false (tarot_game_is_hand_over (game));
      g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, 0);
      g_assert_cmpuint (tarot_game_get_to_move (game), ==, 2);
      tarot_game_get_actions (game, &n);
      g_assert_cmpuint (n, ==, s->n_actions);
      g_assert_cmpint (memcmp (tarot_game_get_deal (game), &s->deal, sizeof (TarotDeal)), ==, 0);
    }
  g_assert_cmpuint (log.undone, ==, snapshots->len);

  /* nothing of seat 2's left to undo: the game stays as it is */
  {
    TarotDeal before = *tarot_game_get_deal (game);

    g_assert_false (tarot_game_undo_to_human (game));
    g_assert_cmpint (memcmp (tarot_game_get_deal (game), &before, sizeof before), ==, 0);
  }

  /* and play goes on from there, to a row of its own */
  play_to_end (game, &rng);
  g_assert_cmpuint (log.finished, ==, 2);
  played = tarot_game_get_deal (game)->end == TAROT_END_PLAYED;
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, played ? 1 : 0);
  g_assert_true (tarot_game_next_hand (game, NULL));
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, played ? 1 : 0);
}

static void
take_snapshot (TarotGame *game,
               GArray    *snapshots)
{
  Snapshot s;

  s.deal = *tarot_game_get_deal (game);
  tarot_game_get_actions (game, &s.n_actions);
  g_array_append_val (snapshots, s);
}

static void
assert_snapshot (TarotGame      *game,
                 const Snapshot *s)
{
  guint n;

  tarot_game_get_actions (game, &n);
  g_assert_cmpuint (n, ==, s->n_actions);
  g_assert_cmpint (memcmp (tarot_game_get_deal (game), &s->deal, sizeof (TarotDeal)), ==, 0);
}

/* Redo brings back exactly what undo took, a human decision and the
 * computer players' answers at a time, saved before it is told; a new
 * decision drops what could still be redone. */
static void
test_redo (gconstpointer data)
{
  const Session *session = data;
  g_autoptr(TarotGame) game = new_game (session->variant, session->n_players, NULL, 0x1, 31);
  g_autoptr(GArray) snapshots = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-redo-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  TarotScoreSheet *sheet = tarot_game_get_score_sheet (game);
  guint rows;
  Log log = { 0 };
  TarotRng rng;

  g_assert_no_error (error);
  connect_log (game, &log);
  tarot_rng_init (&rng, 8);
  g_assert_false (tarot_game_can_redo (game));
  g_assert_false (tarot_game_redo (game));

  /* the state whenever seat 0 is to decide, and at the end */
  while (!tarot_game_is_hand_over (game))
    {
      if (tarot_game_get_to_move (game) == 0)
        take_snapshot (game, snapshots);
      play_one (game, &rng);
    }
  take_snapshot (game, snapshots);
  rows = tarot_score_sheet_get_n_rows (sheet);
  g_assert_cmpuint (snapshots->len, >, 1);
  g_assert_true (tarot_game_can_undo (game));

  while (tarot_game_undo_to_human (game))
    ;
  assert_snapshot (game, &g_array_index (snapshots, Snapshot, 0));
  g_assert_false (tarot_game_can_undo (game));
  g_assert_true (tarot_game_can_redo (game));
  g_assert_cmpuint (log.notify_can_undo, >, 0);
  g_assert_cmpuint (log.notify_can_redo, ==, 1);

  /* forward again, one human decision at a time, each on disk */
  tarot_game_set_autosave_path (game, path);
  for (guint i = 1; i < snapshots->len; i++)
    {
      g_autoptr(TarotGame) back = NULL;

      g_assert_true (tarot_game_redo (game));
      assert_snapshot (game, &g_array_index (snapshots, Snapshot, i));
      back = tarot_game_load (path, &error);
      g_assert_no_error (error);
      assert_same_game (game, back);
    }
  g_assert_cmpuint (log.redone, ==, snapshots->len - 1);
  g_assert_false (tarot_game_can_redo (game));
  g_assert_false (tarot_game_redo (game));
  g_assert_true (tarot_game_is_hand_over (game));
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, rows);
  g_assert_cmpuint (log.finished, ==, 2);

  /* undo twice, redo once, then decide otherwise: nothing to redo */
  g_assert_true (tarot_game_undo_to_human (game));
  g_assert_true (tarot_game_undo_to_human (game));
  g_assert_true (tarot_game_redo (game));
  g_assert_true (tarot_game_can_redo (game));
  g_assert_cmpuint (tarot_game_get_to_move (game), ==, 0);
  play_one (game, &rng);
  g_assert_false (tarot_game_can_redo (game));
  g_assert_false (tarot_game_redo (game));

  /* a new hand starts with nothing to redo either */
  play_to_end (game, &rng);
  g_assert_true (tarot_game_undo_to_human (game));
  play_to_end (game, &rng);
  g_assert_true (tarot_game_next_hand (game, NULL));
  g_assert_false (tarot_game_can_redo (game));

  tarot_game_set_autosave_path (game, NULL);
  g_assert_no_errno (g_remove (path));
  g_assert_no_errno (g_rmdir (dir));
}

static void
test_illegal (void)
{
  g_autoptr(TarotGame) game = new_game ("french-tarot", 4, NULL, 1, 8);
  g_autoptr(GError) error = NULL;
  TarotDeal before = *tarot_game_get_deal (game);
  guint seat = tarot_game_get_to_move (game);
  TarotActionList legal;
  TarotAction wrong;
  TarotCard card;
  guint n;
  TarotRng rng;

  /* the right action by the wrong seat */
  tarot_game_legal_actions (game, &legal);
  g_assert_cmpuint (legal.n, >, 0);
  wrong = legal.actions[0];
  wrong.seat = (seat + 1) % 4;
  g_assert_false (tarot_game_apply (game, wrong, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL);
  g_test_message ("%s", error->message);
  g_clear_error (&error);

  /* a card from somebody else's hand */
  card = tarot_card_set_first (before.hands[(seat + 1) % 4]);
  wrong = (TarotAction) { TAROT_ACTION_PLAY, (guint8) seat, (guint8) card, 0 };
  g_assert_false (tarot_game_apply (game, wrong, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* nothing changed */
  g_assert_cmpint (memcmp (tarot_game_get_deal (game), &before, sizeof before), ==, 0);
  tarot_game_get_actions (game, &n);
  g_assert_cmpuint (n, ==, 0);

  /* no next hand before this one is over, no action after */
  g_assert_false (tarot_game_next_hand (game, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpuint (tarot_game_get_hand_number (game), ==, 1);
  tarot_rng_init (&rng, 1);
  play_to_end (game, &rng);
  g_assert_false (tarot_game_apply (game, legal.actions[0], &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* options the variant does not have */
  {
    g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
    g_autoptr(TarotVariant) variant = tarot_variant_load ("french-tarot", NULL);
    g_autoptr(TarotGame) none = NULL;

    g_hash_table_insert (options, (gpointer) "no_such_rule", (gpointer) "true");
    none = tarot_game_new (variant, 4, options, NULL, 0, 1, &error);
    g_assert_null (none);
    g_assert_nonnull (error);
    g_clear_error (&error);
    none = tarot_game_new (variant, 6, NULL, NULL, 0, 1, &error);
    g_assert_null (none);
    g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  }
}

typedef struct
{
  const char *name;
  const char *from;      /* replaced in a valid save (NULL: truncate it) */
  const char *to;
  const char *message;   /* expected in the error */
} Corruption;

static void
test_bad_saves (void)
{
  g_autofree char *seat_from = NULL, *seat_to = NULL;
  Corruption corruptions[] = {
    { "truncated", NULL, NULL, "Parse error" },
    { "empty", "{", "", "more text after the end" },
    { "array", "{", "[{", "Parse error" },
    { "newer-version", "\"version\" : 1,\n  \"variant\"", "\"version\" : 2,\n  \"variant\"", "format version 2" },
    { "wrong-format", "\"triumphs-game\"", "\"triumphs-score-sheet\"", "format" },
    { "unknown-variant", "\"french-tarot\",\n  \"players\"", "\"french-tarut\",\n  \"players\"", "variant" },
    { "bad-seed", "\"seed\" : \"", "\"seed\" : \"-", "seed" },
    { "bad-dealer", "\"dealer\" : ", "\"dealer\" : 1", "dealer" },
    { "bad-option", "\"hand_options\" : {  }", "\"hand_options\" : { \"nope\" : \"1\" }", "hand_options" },
    { "bad-seat", "\"seat\" : ", "\"seat\" : 9", "actions[0]" },
    { "bad-sheet", "\"rows\" : [", "\"rows\" : [ 3,", "sheet.rows[0]" },
    { "other-action", "\"kind\" : \"", "\"kind\" : \"x", "actions[0]" },
    { "illegal-action", NULL, NULL, "not a legal action" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotGame) game = new_game ("french-tarot", 4, NULL, 1, 99);
  g_autofree char *dir = g_dir_make_tmp ("triumphs-game-XXXXXX", &error);
  g_autofree char *good = g_build_filename (dir, "good.json", NULL);
  g_autofree char *path = g_build_filename (dir, "game-broken.json", NULL);
  g_autofree char *contents = NULL;
  gsize length;
  TarotRng rng;

  g_assert_no_error (error);
  tarot_rng_init (&rng, 3);
  play_to_end (game, &rng);
  while (tarot_score_sheet_get_n_rows (tarot_game_get_score_sheet (game)) == 0)
    {
      g_assert_true (tarot_game_next_hand (game, &error));
      play_to_end (game, &rng);
    }
  g_assert_true (tarot_game_next_hand (game, &error));
  play_one (game, &rng);
  play_one (game, &rng);
  g_assert_true (tarot_game_save (game, good, &error));
  g_assert_true (g_file_get_contents (good, &contents, &length, &error));
  /* the first action, by another seat */
  {
    const TarotAction *actions = tarot_game_get_actions (game, NULL);

    seat_from = g_strdup_printf ("\"seat\" : %u", actions[0].seat);
    seat_to = g_strdup_printf ("\"seat\" : %u", (actions[0].seat + 1) % 4);
    corruptions[G_N_ELEMENTS (corruptions) - 1].from = seat_from;
    corruptions[G_N_ELEMENTS (corruptions) - 1].to = seat_to;
  }

  for (guint i = 0; i < G_N_ELEMENTS (corruptions); i++)
    {
      const Corruption *c = &corruptions[i];
      g_autoptr(TarotGame) loaded = NULL;
      g_autoptr(GString) edit = g_string_new (contents);
      g_autoptr(GDir) listing = NULL;
      g_autofree char *bad = NULL;
      g_autofree char *again = NULL;
      guint n_files = 0;

      g_test_message ("corruption: %s", c->name);
      if (c->from == NULL)
        g_string_truncate (edit, length * 2 / 3);
      else
        g_assert_cmpuint (g_string_replace (edit, c->from, c->to, 1), ==, 1);
      bad = g_string_free (g_steal_pointer (&edit), FALSE);
      g_assert_true (g_file_set_contents (path, bad, -1, &error));

      loaded = tarot_game_load (path, &error);
      g_assert_null (loaded);
      g_assert_nonnull (error);
      g_assert_true (error->domain == TAROT_ERROR);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, "game-broken.json"));
      g_assert_nonnull (strstr (error->message, c->message));
      g_clear_error (&error);

      /* the file is untouched and nothing else was written */
      g_assert_true (g_file_get_contents (path, &again, NULL, &error));
      g_assert_cmpstr (again, ==, bad);
      listing = g_dir_open (dir, 0, &error);
      while (g_dir_read_name (listing) != NULL)
        n_files++;
      g_assert_cmpuint (n_files, ==, 2);
    }

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_remove (good), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static TarotGame *
load_fixture (const char  *name,
              GError     **error)
{
  g_autofree char *path = g_build_filename (TEST_FIXTURES_DIR, name, NULL);

  return tarot_game_load (path, error);
}

/* One fixture per bad value: the error names the file, the key and
 * the problem. */
static void
test_refused_saves (void)
{
  static const TarotTestRefused cases[] = {
    { "game-names-differ.json", "sheet.players[1]", "\"Ben\", the name of players[1]" },
    { "game-blank-name.json", "players[2].name", "not an empty or blank string" },
    { "game-sheet-fewer-players.json", "sheet.players", "4 names, one per player" },
    { "game-sheet-other-variant.json", "sheet.variant", "\"french-tarot\", the game's variant" },
    { "game-teams-differ.json", "sheet.teams", "the fixed partnerships of the variant" },
    { "game-teams-without-partnerships.json", "sheet.teams", "no teams" },
    { "game-seed-overflow.json", "seed", "unsigned 64-bit integer" },
    { "game-seed-not-decimal.json", "seed", "decimal" },
    { "game-hand-overflow.json", "hand", "from 1 to 2147483647" },
    { "game-dealer-out-of-range.json", "dealer", "from 0 to 3" },
    { "game-row-after-hand.json", "sheet.rows[1].hand", "up to 3, the hand in progress" },
    { "game-row-for-unfinished-hand.json", "sheet.rows[1]", "no row for hand 3" },
    { "game-row-not-zero-sum.json", "sheet.rows[0].lines", "add up to 0 over the hand, not 1" },
    { "game-hand-options-differ.json", "hand_options.petit_sec", "\"annul\" as in options" },
    { "game-too-many-players.json", "players", "2 to 6 players" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotGame) french = load_fixture ("game-valid-french.json", &error);
  g_autoptr(TarotGame) troccas = NULL;

  /* the fixtures are these files with one thing broken */
  g_assert_no_error (error);
  g_assert_cmpuint (tarot_game_get_hand_number (french), ==, 3);
  troccas = load_fixture ("game-valid-troccas.json", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tarot_score_sheet_get_n_teams (tarot_game_get_score_sheet (troccas)), ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TarotGame) game = load_fixture (cases[i].file, &error);

      g_assert_null (game);
      tarot_test_assert_refused (error, &cases[i]);
      g_clear_error (&error);
    }
}

/* The row of a finished hand is the score its actions give: a row that
 * differs is scored again on loading. */
static void
test_row_of_finished_hand (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotGame) game = new_game ("french-tarot", 4, NULL, 1, 7);
  g_autoptr(TarotGame) back = NULL;
  g_autoptr(JsonObject) saved = NULL;
  JsonArray *rows, *lines, *amounts;
  TarotScoreSheet *sheet;
  TarotScoreRow *row;
  TarotScore score;
  guint last;
  TarotRng rng;

  tarot_rng_init (&rng, 11);
  play_to_end (game, &rng);
  while (tarot_score_sheet_get_n_rows (tarot_game_get_score_sheet (game)) == 0)
    {
      g_assert_true (tarot_game_next_hand (game, &error));
      play_to_end (game, &rng);
    }
  g_assert_true (tarot_game_get_hand_score (game, &score));
  saved = tarot_game_to_json (game);

  /* one point moved from seat 1 to seat 0: still zero-sum, but not
   * what the hand gave */
  rows = json_object_get_array_member (json_object_get_object_member (saved, "sheet"), "rows");
  last = json_array_get_length (rows) - 1;
  lines = json_object_get_array_member (json_array_get_object_element (rows, last), "lines");
  amounts = json_object_get_array_member (json_array_get_object_element (lines, 0), "amounts");
  for (guint s = 0; s < 2; s++)
    {
      JsonNode *node = json_array_get_element (amounts, s);

      json_node_set_int (node, json_node_get_int (node) + (s == 0 ? 1 : -1));
    }
  back = tarot_game_new_from_json (saved, "game-row-score.json", &error);
  g_assert_no_error (error);

  sheet = tarot_game_get_score_sheet (back);
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, last + 1);
  row = tarot_score_sheet_get_row (sheet, last);
  g_assert_cmpuint (tarot_score_row_get_hand_number (row), ==, tarot_game_get_hand_number (game));
  g_assert_cmpuint (tarot_score_row_get_n_lines (row), ==, score.n_lines);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpint (tarot_score_row_get_line_amount (row, 0, s), ==, score.lines[0].amounts[s]);
}

/* rules/troccas.md §5.2: the side behind by the deficit the options
 * name gets the matching deal form, within a game of four hands. */
static const char *
expected_form (TarotGame *game)
{
  TarotVariant *variant = tarot_game_get_variant (game);
  GHashTable *options = tarot_game_get_options (game);
  TarotScoreSheet *sheet = tarot_game_get_score_sheet (game);
  guint n_rows = tarot_score_sheet_get_n_rows (sheet);
  gint balance = 0;

  /* seats 0 and 2 against 1 and 3; partners score alike */
  for (guint r = n_rows - n_rows % 4; r < n_rows; r++)
    balance += tarot_score_row_get_amount (tarot_score_sheet_get_row (sheet, r), 0);
  if (ABS (balance) >= tarot_variant_get_option_int (variant, options, "catch_up_one_round"))
    return "one_round";
  if (ABS (balance) >= tarot_variant_get_option_int (variant, options, "catch_up_two_rounds"))
    return "two_rounds";
  return "normal";
}

/* At the start of a hand each player holds the first packet of the
 * deal form (the table may stop the deal after it). */
static void
assert_dealt_with (TarotGame  *game,
                   const char *form)
{
  const char *key = g_str_equal (form, "normal") ? "rounds" : form;
  JsonObject *by = tarot_variant_get_players_json (tarot_game_get_variant (game), 4);
  JsonArray *rounds = json_object_get_array_member (json_object_get_object_member (by, "deal"), key);
  const TarotDeal *deal = tarot_game_get_deal (game);
  guint seat = (deal->dealer + 1) % 4;
  guint n;

  g_assert_cmpstr (g_hash_table_lookup (tarot_game_get_hand_options (game), "deal_form"), ==, form);
  tarot_game_get_actions (game, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_cmpint (tarot_card_set_count (deal->hands[seat]), ==, json_array_get_int_element (rounds, 0));
}

static void
test_troccas_catch_up (void)
{
  static const gint32 big_loss[] = { -60, 60, -60, 60 };
  g_autoptr(TarotGame) game = new_game ("troccas4", 4, NULL, 0, 4);
  g_autoptr(GError) error = NULL;
  TarotScoreSheet *sheet = tarot_game_get_score_sheet (game);
  guint forms[3] = { 0 };
  TarotRng rng;
  TarotScore loss;

  g_assert_cmpuint (tarot_score_sheet_get_n_teams (sheet), ==, 2);
  g_assert_cmpuint (tarot_score_sheet_get_team (sheet, 2), ==, 0);
  assert_dealt_with (game, "normal");

  /* a big loss entered at the table, then the hand in play: side A is
   * at least 60 − 36 behind, enough for the single-round deal */
  tarot_rng_init (&rng, 9);
  play_to_end (game, &rng);
  tarot_score_init (&loss, 4);
  tarot_score_add_line (&loss, big_loss, "correction");
  tarot_score_sheet_add_score (sheet, 1, tarot_game_get_dealer (game), TAROT_NO_SEAT, "", &loss);
  g_assert_true (tarot_game_next_hand (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tarot_score_sheet_get_team_total (sheet, 0), <=, -18);
  assert_dealt_with (game, "one_round");

  /* a whole session: every hand gets the form its deficit calls for */
  for (guint hand = 0; hand < 24; hand++)
    {
      const char *form;

      play_to_end (game, &rng);
      g_assert_true (tarot_game_next_hand (game, &error));
      g_assert_no_error (error);
      form = expected_form (game);
      assert_dealt_with (game, form);
      forms[g_str_equal (form, "normal") ? 0 : g_str_equal (form, "two_rounds") ? 1 : 2]++;
      /* the slate: one balance per side, the seats' totals */
      g_assert_cmpint (tarot_score_sheet_get_team_total (sheet, 1), ==,
                       tarot_score_sheet_get_total (sheet, 3));
      g_assert_cmpint (tarot_score_sheet_get_team_total (sheet, 0), ==,
                       -tarot_score_sheet_get_team_total (sheet, 1));
    }
  g_test_message ("deal forms: %u normal, %u two rounds, %u one round", forms[0], forms[1], forms[2]);
  g_assert_cmpuint (forms[0], >, 0);
  g_assert_cmpuint (forms[1] + forms[2], >, 0);
}


/* Autosave: after every action the file on disk resumes to exactly the
 * game in memory, and a finished hand is on disk with its row before
 * anyone hears that it ended. */
static void
on_finished_check_disk (TarotGame          *game,
                        const TarotOutcome *outcome,
                        const TarotScore   *score,
                        guint              *checked)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotGame) back = tarot_game_load (tarot_game_get_autosave_path (game), &error);
  TarotScoreSheet *sheet;

  g_assert_no_error (error);
  assert_same_game (game, back);
  sheet = tarot_game_get_score_sheet (back);
  if (outcome->end == TAROT_END_PLAYED)
    g_assert_cmpuint (tarot_score_row_get_hand_number (tarot_score_sheet_get_row (sheet, tarot_score_sheet_get_n_rows (sheet) - 1)),
                      ==, tarot_game_get_hand_number (game));
  (*checked)++;
}

static void
test_autosave (gconstpointer data)
{
  const Session *session = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotGame) game = new_game (session->variant, session->n_players, NULL, 0x1, 4242);
  g_autofree char *dir = g_dir_make_tmp ("triumphs-autosave-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "sub", "game.json", NULL);
  TarotRng rng;
  guint checked = 0;

  g_assert_no_error (error);
  tarot_rng_init (&rng, 99);
  /* setting the path saves at once, creating the folder */
  tarot_game_set_autosave_path (game, path);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_null (tarot_game_get_save_error (game));
  g_signal_connect (game, "hand-finished", G_CALLBACK (on_finished_check_disk), &checked);

  for (guint hand = 0; hand < 2; hand++)
    {
      while (!tarot_game_is_hand_over (game))
        {
          g_autoptr(TarotGame) back = NULL;

          play_one (game, &rng);
          back = tarot_game_load (path, &error);
          g_assert_no_error (error);
          assert_same_game (game, back);
        }
      g_assert_true (tarot_game_next_hand (game, &error));
      g_assert_no_error (error);
      {
        g_autoptr(TarotGame) back = tarot_game_load (path, &error);

        g_assert_no_error (error);
        assert_same_game (game, back);
      }
    }
  g_assert_cmpuint (checked, ==, 2);

  /* undo is saved too */
  play_one (game, &rng);
  while (!tarot_game_is_human (game, tarot_game_get_to_move (game)) && !tarot_game_is_hand_over (game))
    play_one (game, &rng);
  if (tarot_game_undo_to_human (game))
    {
      g_autoptr(TarotGame) back = tarot_game_load (path, &error);

      g_assert_no_error (error);
      assert_same_game (game, back);
    }

  tarot_game_set_autosave_path (game, NULL);
  g_assert_no_errno (g_remove (path));
  {
    g_autofree char *sub = g_path_get_dirname (path);

    g_assert_no_errno (g_rmdir (sub));
  }
  g_assert_no_errno (g_rmdir (dir));
}

/* A save that cannot be written keeps the old file, says why, and the
 * next save that works clears the error. */
static void
test_autosave_failure (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotGame) game = new_game ("french-tarot", 4, NULL, 0x1, 77);
  g_autofree char *dir = g_dir_make_tmp ("triumphs-autosave-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint notified = 0;
  TarotRng rng;

  g_assert_no_error (error);
  tarot_rng_init (&rng, 5);
  tarot_game_set_autosave_path (game, path);
  play_one (game, &rng);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_signal_connect_swapped (game, "notify::save-error", G_CALLBACK (g_atomic_int_inc), &notified);

  /* a read-only folder: the temporary file cannot be made (root ignores
   * permissions, so the folder is replaced by a file of the same name) */
  g_assert_no_errno (g_remove (path));
  g_assert_no_errno (g_rmdir (dir));
  g_assert_true (g_file_set_contents (dir, before, -1, NULL));
  play_one (game, &rng);
  g_assert_nonnull (tarot_game_get_save_error (game));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_false (tarot_game_autosave (game, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (notified, ==, 2);
  /* nothing was touched: the "folder" still holds what it held */
  g_assert_true (g_file_get_contents (dir, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);

  /* the folder is back: the next action saves and clears the error */
  g_assert_no_errno (g_remove (dir));
  g_assert_no_errno (g_mkdir (dir, 0700));
  play_one (game, &rng);
  g_assert_null (tarot_game_get_save_error (game));
  g_assert_cmpuint (notified, ==, 3);
  {
    g_autoptr(TarotGame) back = tarot_game_load (path, &error);

    g_assert_no_error (error);
    assert_same_game (game, back);
  }
  tarot_game_set_autosave_path (game, NULL);
  g_assert_no_errno (g_remove (path));
  g_assert_no_errno (g_rmdir (dir));
}

/* French `mouches` in a played game: every hand's row ends with the
 * pots' line, as tarot_french_pots_settle() gives it, passed-out hands
 * included; the pots survive a save; nothing is created or lost. */
static void
test_french_pots (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(TarotGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TarotFrenchPots pots;
  guint passed_out = 0;
  TarotRng rng;

  g_hash_table_insert (options, (gpointer) "mouches", (gpointer) "standard");
  game = new_game ("french-tarot", 3, options, 0, 12);
  tarot_rng_init (&rng, 4);
  tarot_french_pots_init (&pots);
  for (guint hand = 1; hand <= 12; hand++)
    {
      TarotScoreSheet *sheet = tarot_game_get_score_sheet (game);
      TarotScoreRow *row;
      TarotOutcome outcome;
      gint32 amounts[3];
      guint last;

      play_to_end (game, &rng);
      g_assert_true (tarot_game_get_outcome (game, &outcome));
      passed_out += outcome.end != TAROT_END_PLAYED;
      g_assert_true (tarot_french_pots_settle (&pots, tarot_game_get_rules (game), &outcome,
                                               tarot_game_get_dealer (game), amounts));
      g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, hand);
      row = tarot_score_sheet_get_row (sheet, hand - 1);
      last = tarot_score_row_get_n_lines (row) - 1;
      g_assert_true (g_str_has_prefix (tarot_score_row_get_line_label (row, last), "Pots"));
      for (guint s = 0; s < 3; s++)
        g_assert_cmpint (tarot_score_row_get_line_amount (row, last, s), ==, amounts[s]);
      g_assert_cmpint (tarot_score_sheet_get_total (sheet, 0) + tarot_score_sheet_get_total (sheet, 1) +
                       tarot_score_sheet_get_total (sheet, 2), ==, -tarot_french_pots_total (&pots));

      g_assert_true (tarot_game_next_hand (game, &error));
      g_assert_no_error (error);
      if (hand == 6)
        {
          g_autoptr(JsonObject) saved = tarot_game_to_json (game);
          TarotGame *resumed = tarot_game_new_from_json (saved, "game.json", &error);

          g_assert_no_error (error);
          g_object_unref (game);
          game = resumed;
        }
    }
  g_test_message ("%u passed out, %d in the pots", passed_out, tarot_french_pots_total (&pots));
  g_assert_cmpint (tarot_french_pots_total (&pots), >, 0);
}

/* Plays the hand on; @passive seats pass in the auction whenever they
 * may. */
static void
play_hand (TarotGame *game,
           TarotRng  *rng,
           gboolean   passive)
{
  while (!tarot_game_is_hand_over (game))
    play_decision (game, rng, passive);
}

static TarotGame *
game_from_json (JsonObject *object)
{
  g_autoptr(GError) error = NULL;
  TarotGame *game = tarot_game_new_from_json (object, "game.json", &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* rules/hungarian-tarokk.md §11.7: when all four pass, the same dealer
 * deals again and the next round (four scored hands) counts double;
 * a doubled round in progress is saved, and a save without it (from
 * before doubled rounds) loads with none. */
static void
test_hungarian_doubling (void)
{
  g_autoptr(TarotGame) game = new_game ("hungarian-tarokk", 4, NULL, 0, 77);
  g_autoptr(TarotGame) resumed = NULL;
  g_autoptr(TarotGame) old = NULL;
  g_autoptr(JsonObject) saved = NULL;
  g_autoptr(GError) error = NULL;
  TarotScoreSheet *sheet = tarot_game_get_score_sheet (game);
  TarotRng rng, rng_old;
  TarotOutcome outcome, old_outcome;
  TarotScore score, old_score;
  TarotScoreRow *row;
  JsonArray *rounds;
  guint dealer = tarot_game_get_dealer (game), last;
  /* the open rounds as the spec counts them: scored hands left */
  guint windows[8], n_windows = 1, doubled = 0, plain_after = 0, highest = 0;

  tarot_rng_init (&rng, 5);
  play_hand (game, &rng, TRUE);
  g_assert_true (tarot_game_get_outcome (game, &outcome));
  g_assert_cmpuint (outcome.end, ==, TAROT_END_PASSED_OUT);
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, 0);
  g_assert_true (tarot_game_next_hand (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tarot_game_get_hand_number (game), ==, 2);
  g_assert_cmpuint (tarot_game_get_dealer (game), ==, dealer);

  saved = tarot_game_to_json (game);
  rounds = json_object_get_array_member (saved, "doubled_rounds");
  g_assert_nonnull (rounds);
  g_assert_cmpuint (json_array_get_length (rounds), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (rounds, 0), "hands"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (rounds, 0), "stakes"), ==, 2);
  resumed = game_from_json (saved);
  assert_same_game (game, resumed);
  json_object_remove_member (saved, "doubled_rounds");
  old = game_from_json (saved);
  g_assert_null (json_object_get_member (tarot_game_to_json (old), "doubled_rounds"));

  /* the same cards and decisions: the doubled hand scores twice the other */
  rng_old = rng;
  play_hand (game, &rng, FALSE);
  play_hand (old, &rng_old, FALSE);
  g_assert_true (tarot_game_get_outcome (game, &outcome));
  g_assert_true (tarot_game_get_outcome (old, &old_outcome));
  g_assert_cmpuint (outcome.end, ==, TAROT_END_PLAYED);
  g_assert_cmpuint (outcome.stakes, ==, 2);
  g_assert_cmpuint (old_outcome.stakes, ==, 0);
  g_assert_true (tarot_game_get_hand_score (game, &score));
  g_assert_true (tarot_game_get_hand_score (old, &old_score));
  row = tarot_score_sheet_get_row (sheet, 0);
  last = tarot_score_row_get_n_lines (row) - 1;
  g_assert_cmpstr (tarot_score_row_get_line_label (row, last), ==, "Doubled round: every score × 2");
  g_assert_true (g_str_has_suffix (tarot_score_row_get_summary (row), " (doubled round: × 2)"));
  for (guint s = 0; s < 4; s++)
    {
      g_assert_cmpint (score.totals[s], ==, 2 * old_score.totals[s]);
      g_assert_cmpint (tarot_score_row_get_amount (row, s), ==, score.totals[s]);
      g_assert_cmpint (tarot_score_row_get_line_amount (row, last, s), ==, 0);
    }
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (tarot_game_get_score_sheet (old)), ==, 1);
  g_assert_cmpuint (tarot_score_row_get_n_lines (tarot_score_sheet_get_row (tarot_game_get_score_sheet (old), 0)),
                    ==, last);

  /* on through the round: each hand doubled as often as rounds are open */
  windows[0] = 3;
  for (guint hand = 3; hand <= 40 && plain_after < 2; hand++)
    {
      guint stakes = 1 << n_windows, n = 0;

      dealer = tarot_game_get_dealer (game);
      g_assert_true (tarot_game_next_hand (game, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (tarot_game_get_dealer (game), ==,
                        outcome.end == TAROT_END_PLAYED ? (dealer + 1) % 4 : dealer);
      play_hand (game, &rng, hand == 3);
      g_assert_true (tarot_game_get_outcome (game, &outcome));
      if (outcome.end != TAROT_END_PLAYED)
        {
          g_assert_cmpuint (n_windows, <, G_N_ELEMENTS (windows));
          windows[n_windows++] = 4;
          continue;
        }
      g_assert_cmpuint (outcome.stakes, ==, stakes > 1 ? stakes : 0);
      doubled += stakes > 1;
      highest = MAX (highest, stakes);
      plain_after += stakes == 1 && doubled > 0;
      for (guint i = 0; i < n_windows; i++)
        if (--windows[i] > 0)
          windows[n++] = windows[i];
      n_windows = n;
    }
  g_test_message ("%u doubled hands (up to × %u), %u plain ones after", doubled, highest, plain_after);
  /* a pass-out inside the doubled round doubled it again */
  g_assert_cmpuint (highest, >=, 4);
  g_assert_cmpuint (doubled, >=, 3);
  g_assert_cmpuint (plain_after, >, 0);
}

/* §11.7 passout_doubling = none: the deal passes on, nothing doubles. */
static void
test_hungarian_no_doubling (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(TarotGame) game = NULL;
  g_autoptr(JsonObject) saved = NULL;
  g_autoptr(GError) error = NULL;
  TarotOutcome outcome;
  TarotRng rng;
  guint dealer;

  g_hash_table_insert (options, (gpointer) "passout_doubling", (gpointer) "none");
  game = new_game ("hungarian-tarokk", 4, options, 0, 77);
  dealer = tarot_game_get_dealer (game);
  tarot_rng_init (&rng, 5);
  play_hand (game, &rng, TRUE);
  g_assert_true (tarot_game_get_outcome (game, &outcome));
  g_assert_cmpuint (outcome.end, ==, TAROT_END_PASSED_OUT);
  g_assert_true (tarot_game_next_hand (game, &error));
  g_assert_cmpuint (tarot_game_get_dealer (game), ==, (dealer + 1) % 4);
  saved = tarot_game_to_json (game);
  g_assert_false (json_object_has_member (saved, "doubled_rounds"));
  play_hand (game, &rng, FALSE);
  g_assert_true (tarot_game_get_outcome (game, &outcome));
  g_assert_cmpuint (outcome.stakes, ==, 0);
}

/* A doubled round that cannot be is refused, naming the key. */
static void
test_hungarian_bad_rounds (void)
{
  static const struct { const char *json; const char *message; } cases[] = {
    { "[{\"hands\": 4, \"stakes\": 3}]", "doubled_rounds[0].stakes: expected 2 or 4" },
    { "[{\"hands\": 0, \"stakes\": 2}]", "doubled_rounds[0].hands: expected an integer from 1 to 255" },
    { "[{\"hands\": 4, \"stakes\": 2, \"x\": 1}]", "doubled_rounds[0]" },
    { "[{}, {}, {}, {}, {}, {}, {}]", "doubled_rounds: expected at most 6 doubled rounds" },
    { "{}", "doubled_rounds" },
  };
  g_autoptr(TarotGame) game = new_game ("hungarian-tarokk", 4, NULL, 0, 77);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonObject) saved = tarot_game_to_json (game);
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotGame) loaded = NULL;

      g_assert_true (json_parser_load_from_data (parser, cases[i].json, -1, NULL));
      json_object_set_member (saved, "doubled_rounds", json_node_copy (json_parser_get_root (parser)));
      loaded = tarot_game_new_from_json (saved, "game.json", &error);
      g_assert_null (loaded);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].message));
    }
}

static const Session french = { "french-tarot", 4, 16, TRUE };
static const Session troccas = { "troccas4", 4, 12, FALSE };
static const Session tapp = { "tapp-tarock", 3, 16, TRUE };

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/game/session/french-4", &french, test_session);
  g_test_add_data_func ("/game/session/troccas-4", &troccas, test_session);
  g_test_add_data_func ("/game/session/tapp-3", &tapp, test_session);
  g_test_add_data_func ("/game/save-load/french-4", &french, test_save_load);
  g_test_add_data_func ("/game/save-load/troccas-4", &troccas, test_save_load);
  g_test_add_data_func ("/game/save-load/tapp-3", &tapp, test_save_load);
  g_test_add_data_func ("/game/autosave/french-4", &french, test_autosave);
  g_test_add_data_func ("/game/autosave/troccas-4", &troccas, test_autosave);
  g_test_add_data_func ("/game/autosave/tapp-3", &tapp, test_autosave);
  g_test_add_func ("/game/autosave/failure", test_autosave_failure);
  g_test_add_func ("/game/undo-to-human", test_undo);
  g_test_add_data_func ("/game/redo/french-4", &french, test_redo);
  g_test_add_data_func ("/game/redo/troccas-4", &troccas, test_redo);
  g_test_add_data_func ("/game/redo/tapp-3", &tapp, test_redo);
  g_test_add_func ("/game/illegal-action", test_illegal);
  g_test_add_func ("/game/bad-saves", test_bad_saves);
  g_test_add_func ("/game/refused-saves", test_refused_saves);
  g_test_add_func ("/game/row-of-finished-hand", test_row_of_finished_hand);
  g_test_add_func ("/game/troccas/catch-up", test_troccas_catch_up);
  g_test_add_func ("/game/french/pots", test_french_pots);
  g_test_add_func ("/game/hungarian/doubled-rounds", test_hungarian_doubling);
  g_test_add_func ("/game/asti3/rubber", test_asti3_rubber);
  g_test_add_data_func ("/game/ottocento/rubber", &ottocento_rubber, test_rubber_to_target);
  g_test_add_data_func ("/game/tortorici4/rubber", &tortorici4_rubber, test_rubber_to_target);
  g_test_add_func ("/game/ottocento/sheet-without-teams", test_sheet_without_teams);
  g_test_add_func ("/game/hungarian/no-doubling", test_hungarian_no_doubling);
  g_test_add_func ("/game/hungarian/bad-doubled-rounds", test_hungarian_bad_rounds);

  return g_test_run ();
}
