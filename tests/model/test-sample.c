/* test-sample.c — sampled deals (determinization) agree with the view
 * they were drawn from, in every variant and player count
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-random-player.h"
#include "model/tarot-family.h"
#include "model/tarot-pack.h"
#include "model/tarot-sample.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"

#define N_HANDS       200
#define MAX_ACTIONS   4096

static const TarotTestOptionCase option_cases[] = {
  { "tapp-tarock", 3, { "all_pass", "trischaken", "max_kontra_level", "3", NULL } },
  { "tapp-tarock", 3, { "talon_half", "fixed", "expose_talon_in_fixed", "false", NULL } },
  { "troccas4", 4, { "knock_signal", "true", "jack_call", "buob_or_sche", "talk", "none" } },
  { "french-tarot", 4, { "contre", "true", NULL } },
  { "koenigrufen", 5, { "profile", "kr_ooe", "strict_announced_cards", "on", NULL } },
  { "koenigrufen", 4, { "profile", "kr_vacha", "may_call_own_king", "on", NULL } },
  { "terziglio", 3, { "monzuno", "true", NULL } },
  { "terziglio", 3, { "signals", "true", NULL } },
  { "terziglio", 3, { "signals", "true", "monzuno", "true", NULL } },
  { "ottocento", 4, { "signals", "true", NULL } },
  { "barcellona3", 3, { "monte_unshown", "true", "extra_signals", "true", "solo_leads", "true" } },
  { "mineo3", 3, { "palagonia", "true", NULL } },
};

/* An independent reading of the voids: a seat that did not follow the
 * led suit holds none of it. */
static void
assert_voids (const TarotRules *rules,
              const TarotDeal  *real,
              const TarotDeal  *sample)
{
  for (guint t = 0; t <= real->n_tricks && t < TAROT_MAX_TRICKS; t++)
    {
      guint len = t < real->n_tricks ? rules->trick_size : real->trick_len;

      for (guint i = 1; i < len; i++)
        {
          TarotCard c = real->tricks[t][i];
          int led = tarot_trick_led_suit (rules, real->tricks[t], i);
          guint seat = tarot_trick_seat (rules, real->dealer, real->trick_leader[t], i);

          if (led < 0 || led >= TAROT_N_SUITS || c >= 56 || (int) (c / 14) == led)
            continue;
          g_assert_true (tarot_card_set_is_empty (tarot_card_set_intersect (sample->hands[seat],
                                                                            rules->suit_sets[led])));
        }
    }
}

/* Plays @deal out with random players: always legal, cards conserved,
 * a zero-sum score. */
static void
play_out (const TarotRules *rules,
          TarotDeal        *deal,
          TarotRng         *rng)
{
  TarotPlayerView view;
  TarotOutcome outcome;
  TarotScore score;
  gint64 sum = 0;
  guint n_actions = 0;

  while (!tarot_deal_is_over (deal))
    {
      TarotAction action;

      tarot_deal_make_view (rules, deal, deal->to_move, &view);
      action = tarot_random_player_choose (&view, rng);
      g_assert_true (tarot_deal_is_legal (rules, deal, action));
      tarot_deal_apply (rules, deal, action);
      g_assert_cmpuint (++n_actions, <, MAX_ACTIONS);
    }
  g_assert_true (tarot_deal_check_cards (rules, deal, NULL));
  tarot_deal_outcome (rules, deal, &outcome);
  tarot_rules_score (rules, &outcome, &score, FALSE);
  /* zero-sum but for lines against the table (Sicilian S2 each for himself), as on the sheet */
  for (guint l = 0; l < score.n_lines; l++)
    for (guint p = 0; !score.lines[l].pot && p < rules->n_players; p++)
      sum += score.lines[l].amounts[p];
  g_assert_cmpint (sum, ==, 0);
}

static void
check_samples (const TarotRules *rules,
               const TarotDeal  *real,
               guint             seat,
               TarotRng         *rng,
               guint            *n_checked)
{
  TarotPlayerView view, again;
  TarotDeal sample;
  g_autoptr(GError) error = NULL;

  tarot_deal_make_view (rules, real, seat, &view);
  g_assert_true (tarot_deal_sample (rules, &view, rng, &sample));
  g_assert_true (tarot_deal_check_cards (rules, &sample, &error));
  g_assert_no_error (error);

  /* the sample shows the viewer exactly what the real deal does:
   * hand, public fields, legal actions */
  tarot_deal_make_view (rules, &sample, seat, &again);
  g_assert_true (tarot_card_set_equal (again.hand, view.hand));
  g_assert_cmpuint (again.phase, ==, view.phase);
  g_assert_cmpuint (again.to_move, ==, view.to_move);
  g_assert_cmpuint (again.legal.n, ==, view.legal.n);
  g_assert_cmpmem (again.legal.actions, again.legal.n * sizeof (TarotAction),
                   view.legal.actions, view.legal.n * sizeof (TarotAction));
  g_assert_cmpmem (again.hand_sizes, sizeof again.hand_sizes, view.hand_sizes, sizeof view.hand_sizes);
  g_assert_cmpmem (&again, sizeof again, &view, sizeof view);

  assert_voids (rules, real, &sample);
  play_out (rules, &sample, rng);
  (*n_checked)++;
}

static void
check_case (gconstpointer data)
{
  const TarotTestCase *sc = data;
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint n_checked = 0;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (sc->variant, sc->n_players, sc->options, rules, &error));
  g_assert_no_error (error);
  tarot_rng_init (&rng, 4242 + sc->n_players);

  for (guint hand = 0; hand < N_HANDS; hand++)
    {
      TarotDeal deal;
      TarotPlayerView view;
      guint n_actions = 0;

      tarot_deal_setup (rules, &deal, hand % sc->n_players, hand * 7919u + 11);
      while (!tarot_deal_is_over (&deal))
        {
          TarotAction action;

          /* at random points, from a random seat's point of view */
          if (tarot_rng_below (&rng, 5) == 0)
            check_samples (rules, &deal, tarot_rng_below (&rng, sc->n_players), &rng, &n_checked);
          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          action = tarot_heuristic_player_choose (rules, &view, &rng);
          tarot_deal_apply (rules, &deal, action);
          g_assert_cmpuint (++n_actions, <, MAX_ACTIONS);
        }
    }
  g_assert_cmpuint (n_checked, >, N_HANDS);
}

/* Samples of the first lead differ from one another. */
static void
test_varied (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotVariant *french = NULL;
  TarotDeal deal, sample;
  TarotPlayerView view;
  TarotCardSet first = TAROT_CARD_SET_EMPTY;
  guint n_different = 0;
  TarotRng rng;

  french = tarot_test_find_variant ("french-tarot");
  g_assert_nonnull (french);
  g_assert_true (tarot_variant_build_rules (french, 4, NULL, rules, &error));
  tarot_rng_init (&rng, 5);
  /* the first deal that somebody bids */
  for (guint64 seed = 99; seed < 199; seed++)
    {
      tarot_deal_setup (rules, &deal, 0, seed);
      while (deal.phase != TAROT_PHASE_PLAY && !tarot_deal_is_over (&deal))
        {
          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          tarot_deal_apply (rules, &deal, tarot_heuristic_player_choose (rules, &view, &rng));
        }
      if (deal.phase == TAROT_PHASE_PLAY)
        break;
    }
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);

  tarot_deal_make_view (rules, &deal, 0, &view);
  for (guint i = 0; i < 20; i++)
    {
      g_assert_true (tarot_deal_sample (rules, &view, &rng, &sample));
      if (i == 0)
        first = sample.hands[1];
      else if (!tarot_card_set_equal (first, sample.hands[1]))
        n_different++;
    }
  g_assert_cmpuint (n_different, >=, 15);
}

/* A hand-made view whose voids contradict the card counts (two seats
 * that showed a void in every suit and in trumps) still gives a
 * complete deal. */
static void
test_impossible_voids (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotVariant *french = NULL;
  TarotDeal deal, sample;
  TarotPlayerView view;
  guint64 seed = 7;
  TarotRng rng;

  french = tarot_test_find_variant ("french-tarot");
  g_assert_true (tarot_variant_build_rules (french, 3, NULL, rules, &error));
  tarot_rng_init (&rng, 6);

  /* a deal in which seat 0 holds all four suits */
  for (;; seed++)
    {
      gboolean all = TRUE;

      tarot_deal_setup (rules, &deal, 0, seed);
      for (int s = 0; s < TAROT_N_SUITS; s++)
        all &= !tarot_card_set_is_empty (tarot_card_set_intersect (deal.hands[0], rules->suit_sets[s]));
      if (all)
        break;
    }
  tarot_deal_make_view (rules, &deal, 0, &view);

  /* four tricks: seat 0 leads each suit, seats 1 and 2 discard the
   * next suit */
  view.phase = TAROT_PHASE_PLAY;
  view.n_tricks = 4;
  for (int t = 0; t < 4; t++)
    {
      TarotCard lead = tarot_card_set_first (tarot_card_set_intersect (view.hand, rules->suit_sets[t]));
      TarotCardSet others = tarot_card_set_minus (rules->suit_sets[(t + 1) % 4],
                                                  tarot_card_set_union (view.hand, view.played));
      TarotCard a = tarot_card_set_first (others);
      TarotCard b = tarot_card_set_last (others);

      view.trick_leader[t] = 0;
      view.trick_winner[t] = 0;
      view.tricks[t][0] = lead;
      view.tricks[t][1] = a;
      view.tricks[t][2] = b;
      tarot_card_set_remove (&view.hand, lead);
      tarot_card_set_add (&view.played, lead);
      tarot_card_set_add (&view.played, a);
      tarot_card_set_add (&view.played, b);
      view.won[0] = view.played;
    }
  for (guint p = 0; p < 3; p++)
    view.hand_sizes[p] -= 4;

  g_assert_true (tarot_deal_sample (rules, &view, &rng, &sample));
  g_assert_true (tarot_card_set_equal (sample.hands[0], view.hand));
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (tarot_card_set_count (sample.hands[p]), ==, rules->hand_size - 4u);
  g_assert_cmpuint (tarot_card_set_count (sample.talon), ==, rules->talon_size);
  g_assert_true (tarot_deal_check_cards (rules, &sample, &error));
  g_assert_no_error (error);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tarot_test_add_variant_cases ("/model/sample", check_case,
                                option_cases, G_N_ELEMENTS (option_cases));
  g_test_add_func ("/model/sample/varied", test_varied);
  g_test_add_func ("/model/sample/impossible-voids", test_impossible_voids);

  status = g_test_run ();
  tarot_test_cases_free ();
  return status;
}
