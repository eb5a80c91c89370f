/* test-random-hands.c — thousands of random legal French Tarot hands
 * per player count, checking the model's invariants
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-random-player.h"
#include "model/families/tarot-french.h"
#include "model/tarot-replay.h"
#include "model/tarot-variant.h"

#define N_HANDS 3000

static TarotVariant *variant;

static void
check_hands (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint played = 0;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (variant, n_players, NULL, rules, &error));
  g_assert_no_error (error);
  tarot_rng_init (&rng, 4242 + n_players);

  for (guint hand = 0; hand < N_HANDS; hand++)
    {
      g_autoptr(TarotReplay) replay = tarot_replay_new ("french-tarot", n_players, hand % n_players,
                                                        hand * 7919u + 1, NULL);
      TarotDeal deal, again;
      TarotPlayerView view;
      TarotActionList legal;
      TarotOutcome outcome;
      TarotScore score;
      gint64 sum = 0;

      tarot_deal_setup (rules, &deal, replay->dealer, replay->seed);
      g_assert_true (tarot_deal_check_cards (rules, &deal, &error));
      while (!tarot_deal_is_over (&deal))
        {
          TarotAction action;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          tarot_deal_legal_actions (rules, &deal, &legal);
          /* the view offers exactly the deal's legal actions, and
           * shows no card of another hand */
          g_assert_cmpuint (view.legal.n, ==, legal.n);
          g_assert_cmpuint (legal.n, >, 0);
          for (guint p = 0; p < n_players; p++)
            if (p != deal.to_move)
              g_assert_true (tarot_card_set_is_empty (
                tarot_card_set_intersect (view.hand, deal.hands[p])));

          /* the French fast path agrees with the generic §10.2 helper
           * (bar the slam rule that holds the Excuse back, and a
           * poignée being shown) */
          if (deal.phase == TAROT_PHASE_PLAY && legal.actions[0].kind == TAROT_ACTION_PLAY &&
              !(deal.announced[deal.declarer] & (1u << TAROT_FRENCH_ANNOUNCE_CHELEM)))
            {
              TarotCardSet generic = tarot_legal_follow (rules, deal.hands[deal.to_move],
                                                         deal.tricks[deal.n_tricks], deal.trick_len, TRUE);
              TarotCardSet fast = TAROT_CARD_SET_EMPTY;

              for (guint i = 0; i < legal.n; i++)
                if (legal.actions[i].kind == TAROT_ACTION_PLAY)
                  tarot_card_set_add (&fast, legal.actions[i].card);
              g_assert_true (tarot_card_set_equal (fast, generic));
            }

          action = tarot_random_player_choose (&view, &rng);
          g_assert_true (tarot_deal_is_legal (rules, &deal, action));
          tarot_replay_append (replay, action);
          tarot_deal_apply (rules, &deal, action);
          g_assert_true (tarot_deal_check_cards (rules, &deal, &error));
          g_assert_no_error (error);
        }

      tarot_deal_outcome (rules, &deal, &outcome);
      tarot_rules_score (rules, &outcome, &score, TRUE);
      for (guint p = 0; p < n_players; p++)
        sum += score.totals[p];
      g_assert_cmpint (sum, ==, 0);
      if (deal.end == TAROT_END_PLAYED)
        {
          played++;
          g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 182);
          g_assert_cmpuint (outcome.bouts[0] + outcome.bouts[1], ==, 3);
          g_assert_cmpuint (outcome.tricks[0] + outcome.tricks[1], ==, rules->n_tricks);
          g_assert_cmpuint (score.n_lines, >, 0);
        }

      /* the seed and the action list reproduce the hand */
      g_assert_true (tarot_replay_run (replay, rules, &again, &error));
      g_assert_no_error (error);
      g_assert_cmpint (memcmp (&again, &deal, sizeof deal), ==, 0);
    }
  g_assert_cmpuint (played, >, N_HANDS / 2);
}

/* The save format: JSON out and back gives the same hand. */
static void
test_replay_json (void)
{
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(TarotReplay) replay = tarot_replay_new ("french-tarot", 4, 2, 777, NULL);
  g_autoptr(TarotReplay) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) json = NULL;
  TarotDeal deal, again;
  TarotActionList legal;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (variant, 4, NULL, rules, NULL));
  tarot_rng_init (&rng, 3);
  tarot_deal_setup (rules, &deal, 2, 777);
  while (!tarot_deal_is_over (&deal))
    {
      TarotAction a;

      tarot_deal_legal_actions (rules, &deal, &legal);
      a = tarot_random_player_pick (&legal, &rng);
      tarot_replay_append (replay, a);
      tarot_deal_apply (rules, &deal, a);
    }

  json = tarot_replay_to_json (replay, rules, tarot_variant_get_pack (variant));
  back = tarot_replay_from_json (json, "test", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->actions->len, ==, replay->actions->len);
  g_assert_true (tarot_replay_run (back, rules, &again, &error));
  g_assert_cmpint (memcmp (&again, &deal, sizeof deal), ==, 0);

  /* undo = replay one action less */
  tarot_replay_truncate (back, back->actions->len - 1);
  g_assert_true (tarot_replay_run (back, rules, &again, &error));
  g_assert_false (tarot_deal_is_over (&again));

  /* a tampered log is refused */
  g_array_index (back->actions, TarotAction, 0).seat = (g_array_index (back->actions, TarotAction, 0).seat + 1) % 4;
  g_assert_false (tarot_replay_run (back, rules, &again, &error));
  g_assert_nonnull (error);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int ret;

  g_test_init (&argc, &argv, NULL);
  variant = tarot_variant_load ("french-tarot", &error);
  g_assert_no_error (error);

  g_test_add_data_func ("/random-hands/french-3", GUINT_TO_POINTER (3), check_hands);
  g_test_add_data_func ("/random-hands/french-4", GUINT_TO_POINTER (4), check_hands);
  g_test_add_data_func ("/random-hands/french-5", GUINT_TO_POINTER (5), check_hands);
  g_test_add_func ("/random-hands/replay-json", test_replay_json);

  ret = g_test_run ();
  g_object_unref (variant);
  return ret;
}
