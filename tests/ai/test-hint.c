/* test-hint.c — hints: the search player's legal choice in every phase
 * of every variant, reproducible, blind to the cards the seat cannot see
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-ai.h"
#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-hint.h"
#include "model/tarot-sample.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"

#define N_HANDS     2
#define MAX_ACTIONS 4096
/* cards in hand at which every play decision gets a hint: the solver's ground */
#define ENDGAME_CARDS 4

static gboolean
in_list (const TarotActionList *list,
         TarotAction            action)
{
  for (guint i = 0; i < list->n; i++)
    if (memcmp (&list->actions[i], &action, sizeof action) == 0)
      return TRUE;
  return FALSE;
}

/* The cards of a batch hint go, in its order, one after the other on
 * the real deal, and are all of the seat's decisions of that kind. */
static void
check_batch (const TarotRules *rules,
             const TarotDeal  *deal,
             const TarotHint  *hint)
{
  TarotDeal copy = *deal;
  guint seat = deal->to_move;

  g_assert_cmpuint (hint->n_cards, >, 0);
  g_assert_cmpuint (hint->cards[0], ==, hint->action.card);
  for (guint i = 0; i < hint->n_cards; i++)
    {
      TarotAction action = { hint->action.kind, (guint8) seat, hint->cards[i], 0 };

      g_assert_true (tarot_deal_is_legal (rules, &copy, action));
      tarot_deal_apply (rules, &copy, action);
    }
  if (copy.to_move == seat && !tarot_deal_is_over (&copy))
    {
      TarotActionList legal;

      tarot_deal_legal_actions (rules, &copy, &legal);
      g_assert_true (legal.n == 0 || legal.actions[0].kind != hint->action.kind);
    }
}

static void
check_play_facts (const TarotRules      *rules,
                  const TarotPlayerView *view,
                  const TarotHint       *hint)
{
  TarotCard trick[TAROT_MAX_PLAYERS];
  guint len = view->trick_len;

  g_assert_cmpuint (hint->n_cards, ==, 1);
  g_assert_cmpuint (hint->points, ==, tarot_rules_count_points (rules, tarot_card_set_single (hint->action.card)));
  g_assert_cmpuint (hint->trick_points, >=, hint->points);
  g_assert_false ((hint->facts & TAROT_HINT_WINS_TRICK) && (hint->facts & TAROT_HINT_PARTNER_WINS));
  if (hint->facts & TAROT_HINT_SURE_WINNER)
    g_assert_true (hint->facts & TAROT_HINT_WINS_TRICK);
  g_assert_cmpint ((hint->facts & TAROT_HINT_LEADS) != 0, ==, len == 0);
  memcpy (trick, view->tricks[view->n_tricks], len);
  trick[len] = hint->action.card;
  /* the last card of a trick that takes it takes it for sure */
  if (len + 1 == rules->trick_size)
    g_assert_cmpint (tarot_trick_best (rules, trick, len + 1) == len, ==,
                     (hint->facts & TAROT_HINT_SURE_WINNER) != 0);
  else
    g_assert_cmpint (tarot_trick_best (rules, trick, len + 1) == len, ==,
                     (hint->facts & TAROT_HINT_WINS_TRICK) != 0);
}

static void
check_hint (const TarotRules      *rules,
            const TarotDeal       *deal,
            const TarotPlayerView *view,
            guint64                seed)
{
  TarotHint hint;
  TarotAction chosen;
  TarotRng rng;

  g_assert_true (tarot_hint_compute (rules, view, seed, NULL, &hint));
  g_assert_true (in_list (&view->legal, hint.action));
  tarot_rng_init (&rng, seed);
  chosen = tarot_ai_choose (rules, view, TAROT_AI_LEVEL_NORMAL, &rng, NULL);
  g_assert_cmpmem (&hint.action, sizeof hint.action, &chosen, sizeof chosen);

  g_assert_cmpuint (hint.n_ranked, >=, 1);
  g_assert_cmpuint (hint.n_ranked, <=, MIN (view->legal.n, TAROT_HINT_MAX_RANKED));
  g_assert_cmpmem (&hint.ranked[0].action, sizeof chosen, &chosen, sizeof chosen);
  for (guint i = 1; i < hint.n_ranked; i++)
    {
      g_assert_true (in_list (&view->legal, hint.ranked[i].action));
      g_assert_false (memcmp (&hint.ranked[i].action, &chosen, sizeof chosen) == 0);
      g_assert_cmpfloat (hint.ranked[i].mean, <=, hint.ranked[0].mean);
    }
  if (hint.n_samples == 0)
    g_assert_cmpuint (hint.n_ranked, ==, 1);
  g_assert_cmpint ((hint.facts & TAROT_HINT_ONLY_CHOICE) != 0, ==, view->legal.n == 1);

  if (hint.action.kind == TAROT_ACTION_DISCARD || hint.action.kind == TAROT_ACTION_SHOW)
    check_batch (rules, deal, &hint);
  else if (hint.action.kind == TAROT_ACTION_PLAY)
    check_play_facts (rules, view, &hint);
  else
    g_assert_cmpuint (hint.n_cards, ==, 0);
}

/* Whole hands by the heuristic player, with a hint at the first
 * decision of each phase and at every card played late in the hand:
 * each one the search player's choice for that view and seed, and
 * every phase the hands reach gets one. */
static void
check_hands (gconstpointer data)
{
  const TarotTestCase *hc = data;
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint reached = 0, hinted = 0;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (hc->variant, hc->n_players, hc->options, rules, &error));
  g_assert_no_error (error);
  tarot_rng_init (&rng, 5 + hc->n_players);

  for (guint hand = 0; hand < N_HANDS; hand++)
    {
      TarotDeal deal;
      guint seen = 0, n_actions = 0;

      tarot_deal_setup (rules, &deal, hand % hc->n_players, hand * 7919u + 3);
      while (!tarot_deal_is_over (&deal))
        {
          TarotPlayerView view;
          guint phase_bit = 1u << deal.phase;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          reached |= phase_bit;
          if (!(seen & phase_bit)
              || (deal.phase == TAROT_PHASE_PLAY && tarot_card_set_count (view.hand) == ENDGAME_CARDS))
            {
              check_hint (rules, &deal, &view, 1000 + n_actions);
              hinted |= phase_bit;
              seen |= phase_bit;
            }
          tarot_deal_apply (rules, &deal, tarot_heuristic_player_choose (rules, &view, &rng));
          g_assert_cmpuint (++n_actions, <, MAX_ACTIONS);
        }
    }
  g_test_message ("phases with a hint: %#x", hinted);
  g_assert_cmpuint (hinted, ==, reached);
  g_assert_true (reached & (1u << TAROT_PHASE_PLAY));
}

/* The same view dealt from different hidden cards gives the same hint:
 * the other hands of a deal sampled from the view differ from the real
 * ones, the view does not, and neither does the hint. */
static void
test_hidden_cards (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint compared = 0;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (tarot_test_find_variant ("french-tarot"), 4, NULL, rules, &error));
  g_assert_no_error (error);
  tarot_rng_init (&rng, 99);
  for (guint64 seed = 1; compared < 8; seed++)
    {
      TarotDeal deal;

      g_assert_cmpuint (seed, <, 50);
      tarot_deal_setup (rules, &deal, seed % 4, seed);
      while (!tarot_deal_is_over (&deal))
        {
          TarotPlayerView view, other_view;
          TarotDeal other;
          TarotHint a, b;
          gboolean differ = FALSE;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          if (view.legal.n > 1 && tarot_rng_below (&rng, 8) == 0)
            {
              g_assert_true (tarot_deal_sample (rules, &view, &rng, &other));
              for (guint p = 0; p < rules->n_players; p++)
                differ |= !tarot_card_set_equal (deal.hands[p], other.hands[p]);
              differ |= !tarot_card_set_equal (deal.talon, other.talon);
              tarot_deal_make_view (rules, &other, view.seat, &other_view);
              g_assert_cmpmem (&view, sizeof view, &other_view, sizeof other_view);
              if (differ)
                {
                  g_assert_true (tarot_hint_compute (rules, &view, seed * 31, NULL, &a));
                  g_assert_true (tarot_hint_compute (rules, &other_view, seed * 31, NULL, &b));
                  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
                  compared++;
                }
            }
          tarot_deal_apply (rules, &deal, tarot_heuristic_player_choose (rules, &view, &rng));
        }
    }
}

/* Not to move: no hint. */
static void
test_not_to_move (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotDeal deal;
  TarotPlayerView view;
  TarotHint hint;

  g_assert_true (tarot_variant_build_rules (tarot_test_find_variant ("french-tarot"), 4, NULL, rules, &error));
  g_assert_no_error (error);
  tarot_deal_setup (rules, &deal, 0, 42);
  tarot_deal_make_view (rules, &deal, (deal.to_move + 1) % 4, &view);
  g_assert_false (tarot_hint_compute (rules, &view, 1, NULL, &hint));
  g_assert_cmpuint (hint.action.kind, ==, TAROT_ACTION_NONE);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tarot_test_add_variant_cases ("/ai/hint/hands", check_hands, NULL, 0);
  g_test_add_func ("/ai/hint/hidden-cards", test_hidden_cards);
  g_test_add_func ("/ai/hint/not-to-move", test_not_to_move);
  status = g_test_run ();
  tarot_test_cases_free ();
  return status;
}
