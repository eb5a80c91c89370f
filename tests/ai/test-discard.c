/* test-discard.c — the whole discards the search player compares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ai/tarot-discard.h"
#include "ai/tarot-heuristic-player.h"
#include "model/tarot-sample.h"
#include "tarot-test-cases.h"

#define N_DEALS     40
#define MAX_ACTIONS 4096
#define MAX_OUT     8

/* Plays @deal with the heuristic player until a seat has a discard to
 * choose (FALSE if the hand ends first). */
static gboolean
play_to_discard (const TarotRules *rules,
                 TarotDeal        *deal,
                 TarotRng         *rng)
{
  for (guint i = 0; i < MAX_ACTIONS && !tarot_deal_is_over (deal); i++)
    {
      TarotPlayerView view;

      tarot_deal_make_view (rules, deal, deal->to_move, &view);
      if (deal->phase == TAROT_PHASE_DISCARD && view.legal.n > 1)
        return TRUE;
      tarot_deal_apply (rules, deal, tarot_heuristic_player_choose (rules, &view, rng));
    }
  return FALSE;
}

/* The heuristic player's discard laid away on @deal. */
static TarotCardSet
heuristic_discard (const TarotRules *rules,
                   TarotDeal        *deal,
                   const TarotRng   *rng)
{
  TarotRng own = *rng;
  TarotCardSet cards = TAROT_CARD_SET_EMPTY;
  guint seat = deal->to_move;

  while (deal->phase == TAROT_PHASE_DISCARD && deal->to_move == seat)
    {
      TarotPlayerView view;
      TarotAction a;

      tarot_deal_make_view (rules, deal, seat, &view);
      a = tarot_heuristic_player_choose (rules, &view, &own);
      if (a.kind != TAROT_ACTION_DISCARD)
        break;
      tarot_card_set_add (&cards, a.card);
      tarot_deal_apply (rules, deal, a);
    }
  return cards;
}

static void
check_candidates (gconstpointer data)
{
  const TarotTestCase *tc = data;
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint discards = 0, variations = 0;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (tc->variant, tc->n_players, tc->options, rules, &error));
  g_assert_no_error (error);
  tarot_rng_init (&rng, 31 + tc->n_players);

  for (guint i = 0; i < N_DEALS; i++)
    {
      TarotDiscard out[MAX_OUT], again[MAX_OUT];
      TarotPlayerView view;
      TarotDeal deal, copy, sample;
      TarotRng choice, sampling;
      guint seat, n;

      tarot_deal_setup (rules, &deal, i % tc->n_players, 6007u * i + 1);
      if (!play_to_discard (rules, &deal, &rng))
        continue;
      seat = deal.to_move;
      tarot_rng_init (&choice, i);
      n = tarot_discard_candidates (rules, &deal, &choice, out, MAX_OUT);
      g_assert_cmpuint (n, >=, 1);
      g_assert_cmpuint (n, <=, MAX_OUT);

      /* the heuristic's own discard comes first */
      copy = deal;
      g_assert_true (tarot_card_set_equal (out[0].cards, heuristic_discard (rules, &copy, &choice)));

      for (guint k = 0; k < n; k++)
        {
          /* each lays the whole discard away, legally, and differs
           * from the others */
          g_assert_cmpuint (out[k].n, ==, out[0].n);
          g_assert_cmpuint (tarot_card_set_count (out[k].cards), ==, out[k].n);
          g_assert_true (tarot_card_set_is_empty (tarot_card_set_minus (out[k].cards, deal.hands[seat])));
          copy = deal;
          for (guint j = 0; j < out[k].n; j++)
            {
              g_assert_true (tarot_deal_is_legal (rules, &copy, out[k].actions[j]));
              tarot_deal_apply (rules, &copy, out[k].actions[j]);
            }
          g_assert_true (copy.phase != TAROT_PHASE_DISCARD || copy.to_move != seat);
          for (guint j = 0; j < k; j++)
            g_assert_false (tarot_card_set_equal (out[j].cards, out[k].cards));
        }

      /* they depend on the seat's hand only: another deal of its view
       * gives the same */
      tarot_deal_make_view (rules, &deal, seat, &view);
      tarot_rng_init (&sampling, 77 + i);
      g_assert_true (tarot_deal_sample (rules, &view, &sampling, &sample));
      g_assert_cmpuint (tarot_discard_candidates (rules, &sample, &choice, again, MAX_OUT), ==, n);
      for (guint k = 0; k < n; k++)
        {
          g_assert_true (tarot_card_set_equal (again[k].cards, out[k].cards));
          copy = sample;
          tarot_discard_apply (rules, &copy, &again[k]);
          g_assert_cmpuint (tarot_card_set_count (copy.hands[seat]), ==,
                            tarot_card_set_count (sample.hands[seat]) - again[k].n);
        }
      discards++;
      variations += n - 1;
    }
  g_test_message ("%u discards, %u variations", discards, variations);
}

/* Outside the discard there is nothing to compare. */
static void
test_not_discarding (void)
{
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(GError) error = NULL;
  TarotDiscard out[MAX_OUT];
  TarotDeal deal;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (tarot_test_find_variant ("french-tarot"), 4, NULL, rules, &error));
  g_assert_no_error (error);
  tarot_deal_setup (rules, &deal, 0, 5);
  tarot_rng_init (&rng, 5);
  g_assert_cmpuint (tarot_discard_candidates (rules, &deal, &rng, out, MAX_OUT), ==, 0);
}

/* Some deals of French Tarot for four have variations to offer. */
static void
test_variations (void)
{
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(GError) error = NULL;
  guint most = 0;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (tarot_test_find_variant ("french-tarot"), 4, NULL, rules, &error));
  g_assert_no_error (error);
  tarot_rng_init (&rng, 9);
  for (guint i = 0; i < N_DEALS; i++)
    {
      TarotDiscard out[MAX_OUT];
      TarotDeal deal;

      tarot_deal_setup (rules, &deal, i % 4, 104729u * i + 3);
      if (play_to_discard (rules, &deal, &rng))
        most = MAX (most, tarot_discard_candidates (rules, &deal, &rng, out, MAX_OUT));
    }
  g_assert_cmpuint (most, >=, 4);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tarot_test_add_variant_cases ("/ai/discard/candidates", check_candidates, NULL, 0);
  g_test_add_func ("/ai/discard/not-discarding", test_not_discarding);
  g_test_add_func ("/ai/discard/variations", test_variations);
  status = g_test_run ();
  tarot_test_cases_free ();
  return status;
}
