/* test-search.c — the search computer player and the levels: legal in
 * every phase of every variant, reproducible, right where the answer
 * is clear, prompt when cancelled; Tapp's talon groups in the view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-ai.h"
#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-search-player.h"
#include "model/tarot-family.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"

#define N_HANDS       4
#define N_SAMPLES     2
#define MAX_ACTIONS   4096

static TarotRules *
build_rules (const char *id,
             guint       n_players,
             GHashTable *options)
{
  TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(GError) error = NULL;

  g_assert_true (tarot_variant_build_rules (tarot_test_find_variant (id), n_players, options, rules, &error));
  g_assert_no_error (error);
  return rules;
}

static gboolean
in_list (const TarotActionList *list,
         TarotAction            action)
{
  for (guint i = 0; i < list->n; i++)
    if (memcmp (&list->actions[i], &action, sizeof action) == 0)
      return TRUE;
  return FALSE;
}

/* The solver from six cards in hand, for points and then the score,
 * with a node limit small enough that some samples are rolled out,
 * and a decision's budget that stops some decisions early. */
static const TarotSearchBudget solver_budget = { N_SAMPLES, N_SAMPLES, 6, 3, 3000, 5000, 0, 0.0 };

/* Whole hands with one seat searching (a different one each hand,
 * every other hand with the solver from six cards) and the heuristic
 * elsewhere: every choice legal, in every phase. */
static void
check_hands (gconstpointer data)
{
  const TarotTestCase *hc = data;
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint searched = 0;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (hc->variant, hc->n_players, NULL, rules, &error));
  g_assert_no_error (error);
  tarot_rng_init (&rng, 13 + hc->n_players);

  for (guint hand = 0; hand < N_HANDS; hand++)
    {
      TarotDeal deal;
      TarotPlayerView view;
      guint n_actions = 0, searcher = (hand + 1) % hc->n_players;

      tarot_deal_setup (rules, &deal, hand % hc->n_players, hand * 15485863u + 1);
      while (!tarot_deal_is_over (&deal))
        {
          TarotAction action;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          if (deal.to_move == searcher)
            {
              if (hand % 2 == 0)
                action = tarot_search_player_choose (rules, &view, N_SAMPLES, &rng, NULL);
              else
                action = tarot_search_player_choose_budget (rules, &view, &solver_budget, &rng, NULL);
              g_assert_true (in_list (&view.legal, action));
              searched++;
            }
          else
            action = tarot_heuristic_player_choose (rules, &view, &rng);
          g_assert_true (tarot_deal_is_legal (rules, &deal, action));
          tarot_deal_apply (rules, &deal, action);
          g_assert_cmpuint (++n_actions, <, MAX_ACTIONS);
        }
    }
  g_assert_cmpuint (searched, >, 0);
}

/* Views from the middle of French hands, for the tests below. */
static guint
french_views (const TarotRules *rules,
              TarotPlayerView  *views,
              guint             max)
{
  TarotRng rng;
  guint n = 0;

  tarot_rng_init (&rng, 8);
  for (guint64 seed = 1; n < max; seed++)
    {
      TarotDeal deal;

      tarot_deal_setup (rules, &deal, 0, seed);
      while (!tarot_deal_is_over (&deal) && n < max)
        {
          TarotPlayerView view;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          if (view.legal.n > 1 && tarot_rng_below (&rng, 6) == 0)
            views[n++] = view;
          tarot_deal_apply (rules, &deal, tarot_heuristic_player_choose (rules, &view, &rng));
        }
    }
  return n;
}

static void
test_deterministic (void)
{
  g_autofree TarotRules *rules = build_rules ("french-tarot", 4, NULL);
  TarotPlayerView views[12];
  guint n = french_views (rules, views, G_N_ELEMENTS (views));

  for (guint i = 0; i < n; i++)
    {
      TarotRng a, b;
      TarotAction first, second;

      tarot_rng_init (&a, 1234 + i);
      tarot_rng_init (&b, 1234 + i);
      first = tarot_search_player_choose (rules, &views[i], 6, &a, NULL);
      second = tarot_search_player_choose (rules, &views[i], 6, &b, NULL);
      g_assert_cmpmem (&first, sizeof first, &second, sizeof second);
      first = tarot_search_player_choose_budget (rules, &views[i], &solver_budget, &a, NULL);
      second = tarot_search_player_choose_budget (rules, &views[i], &solver_budget, &b, NULL);
      g_assert_cmpmem (&first, sizeof first, &second, sizeof second);
      /* the generator's state moved on the same way */
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      g_assert_true (in_list (&views[i].legal, first));
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (views));
}

/* Max-n values of every action at @deal, for the seat to move, by
 * plain enumeration. */
static void
brute_force (const TarotRules *rules,
             const TarotDeal  *deal,
             gint32           *totals)
{
  TarotActionList list;
  gboolean have = FALSE;
  guint mover = deal->to_move;

  if (tarot_deal_is_over (deal))
    {
      TarotOutcome outcome;
      TarotScore score;

      tarot_deal_outcome (rules, deal, &outcome);
      tarot_rules_score (rules, &outcome, &score, FALSE);
      memcpy (totals, score.totals, sizeof score.totals);
      return;
    }
  tarot_deal_legal_actions (rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TarotDeal child = *deal;
      gint32 values[TAROT_MAX_PLAYERS];

      tarot_deal_apply (rules, &child, list.actions[i]);
      brute_force (rules, &child, values);
      if (!have || values[mover] > totals[mover])
        memcpy (totals, values, sizeof values);
      have = TRUE;
    }
}

/* In the last two tricks with every card known (all shown), the one
 * card that scores best for the player is found. */
static void
test_clear_endgame (void)
{
  g_autofree TarotRules *rules = build_rules ("french-tarot", 4, NULL);
  guint found = 0;
  TarotRng rng;

  tarot_rng_init (&rng, 21);
  for (guint64 seed = 1; seed < 400 && found < 6; seed++)
    {
      TarotDeal deal;
      TarotPlayerView view;

      tarot_deal_setup (rules, &deal, seed % 4, seed);
      while (!tarot_deal_is_over (&deal) && rules->n_tricks - deal.n_tricks > 2)
        {
          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          tarot_deal_apply (rules, &deal, tarot_heuristic_player_choose (rules, &view, &rng));
        }
      if (tarot_deal_is_over (&deal) || deal.phase != TAROT_PHASE_PLAY)
        continue;

      tarot_deal_make_view (rules, &deal, deal.to_move, &view);
      if (view.legal.n < 2)
        continue;
      {
        gint32 values[TAROT_MAX_ACTIONS];
        guint best = 0, n_best = 0;
        TarotAction chosen;

        for (guint i = 0; i < view.legal.n; i++)
          {
            TarotDeal child = deal;
            gint32 totals[TAROT_MAX_PLAYERS];

            tarot_deal_apply (rules, &child, view.legal.actions[i]);
            brute_force (rules, &child, totals);
            values[i] = totals[view.seat];
            if (i == 0 || values[i] > values[best])
              best = i;
          }
        for (guint i = 0; i < view.legal.n; i++)
          n_best += values[i] == values[best];
        if (n_best != 1)
          continue;

        /* everybody's cards on the table */
        for (guint p = 0; p < rules->n_players; p++)
          view.shown_in_hand[p] = p == view.seat ? TAROT_CARD_SET_EMPTY : deal.hands[p];
        view.shown_in_talon = deal.talon;
        view.shown_in_discard = deal.discard;
        view.unseen = TAROT_CARD_SET_EMPTY;
        chosen = tarot_search_player_choose (rules, &view, 3, &rng, NULL);
        g_assert_cmpmem (&chosen, sizeof chosen, &view.legal.actions[best], sizeof chosen);
        found++;
      }
    }
  g_assert_cmpuint (found, ==, 6);
}

static void
test_cancelled (void)
{
  g_autofree TarotRules *rules = build_rules ("troccas6", 6, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  TarotRng rng;
  TarotDeal deal;
  TarotPlayerView view;

  tarot_rng_init (&rng, 4);
  tarot_deal_setup (rules, &deal, 0, 77);
  while (deal.phase != TAROT_PHASE_PLAY && !tarot_deal_is_over (&deal))
    {
      tarot_deal_make_view (rules, &deal, deal.to_move, &view);
      tarot_deal_apply (rules, &deal, tarot_heuristic_player_choose (rules, &view, &rng));
    }
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  tarot_deal_make_view (rules, &deal, deal.to_move, &view);
  g_assert_cmpuint (view.legal.n, >, 1);

  /* a budget no test could wait for: only the cancellation ends it */
  g_cancellable_cancel (cancellable);
  g_assert_true (in_list (&view.legal, tarot_search_player_choose (rules, &view, G_MAXUINT, &rng,
                                                                     cancellable)));
  g_assert_true (in_list (&view.legal, tarot_ai_choose (rules, &view, TAROT_AI_LEVEL_HARD, &rng,
                                                        cancellable)));
}

static void
test_levels (void)
{
  g_autofree TarotRules *rules = build_rules ("french-tarot", 5, NULL);
  TarotPlayerView views[4];
  guint n = french_views (rules, views, G_N_ELEMENTS (views));

  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (tarot_ai_level_samples (TAROT_AI_LEVEL_EASY, &views[i]), ==, 0);
      g_assert_cmpuint (tarot_ai_level_samples (TAROT_AI_LEVEL_NORMAL, &views[i]), >, 0);
      g_assert_cmpuint (tarot_ai_level_samples (TAROT_AI_LEVEL_HARD, &views[i]), >,
                        tarot_ai_level_samples (TAROT_AI_LEVEL_NORMAL, &views[i]));
    }
}

/* Tapp: while the talon lies face up, every seat's view tells which
 * cards each TAKE_TALON choice gives, and the heuristic takes the group
 * that makes the strongest hand. */
static void
test_talon_groups (void)
{
  g_autofree TarotRules *rules = build_rules ("tapp-tarock", 3, NULL);
  guint checked = 0;
  TarotRng rng;

  tarot_rng_init (&rng, 31);
  for (guint64 seed = 1; seed < 2000 && checked < 20; seed++)
    {
      TarotDeal deal;
      TarotPlayerView view;
      TarotActionList legal;
      int best_strength = G_MININT;
      TarotAction chosen;

      tarot_deal_setup (rules, &deal, seed % 3, seed);
      while (!tarot_deal_is_over (&deal) && deal.phase < TAROT_PHASE_TALON)
        {
          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          tarot_deal_apply (rules, &deal, tarot_heuristic_player_choose (rules, &view, &rng));
        }
      if (deal.phase != TAROT_PHASE_TALON)
        continue;

      tarot_deal_legal_actions (rules, &deal, &legal);
      for (guint seat = 0; seat < rules->n_players; seat++)
        {
          tarot_deal_make_view (rules, &deal, seat, &view);
          g_assert_cmpuint (view.n_talon_groups, ==, legal.n);
        }
      tarot_deal_make_view (rules, &deal, deal.to_move, &view);
      for (guint i = 0; i < legal.n; i++)
        {
          TarotDeal after = deal;
          TarotCardSet gained;
          int strength;

          g_assert_cmpuint (legal.actions[i].kind, ==, TAROT_ACTION_TAKE_TALON);
          tarot_deal_apply (rules, &after, legal.actions[i]);
          gained = tarot_card_set_minus (after.hands[deal.to_move], deal.hands[deal.to_move]);
          g_assert_true (tarot_card_set_equal (gained, view.talon_groups[legal.actions[i].arg]));
          strength = tarot_heuristic_hand_strength (rules, after.hands[deal.to_move]);
          best_strength = MAX (best_strength, strength);
        }
      chosen = tarot_heuristic_player_choose (rules, &view, &rng);
      g_assert_cmpint (tarot_heuristic_hand_strength (rules,
                                                      tarot_card_set_union (view.hand,
                                                                            view.talon_groups[chosen.arg])),
                       ==, best_strength);
      checked++;

      /* once taken, the groups are gone from the view */
      tarot_deal_apply (rules, &deal, chosen);
      tarot_deal_make_view (rules, &deal, deal.to_move, &view);
      g_assert_cmpuint (view.n_talon_groups, ==, 0);
    }
  g_assert_cmpuint (checked, ==, 20);
}

/* With a keep margin only a gain without noise can clear, the bids
 * and announcements of Hungarian hands leave the heuristic's choice
 * far less often than the same searches without it, and only for
 * their choice; the card play is searched either way. */
static void
test_keep_margin (void)
{
  g_autofree TarotRules *rules = build_rules ("hungarian-tarokk", 4, NULL);
  TarotSearchBudget budget = { 16, 16, 0, 0, 0, 0, 0, 0.0 };
  guint kept = 0, differ = 0, kept_differ = 0, played_differ = 0;
  TarotRng rng;

  tarot_rng_init (&rng, 21);
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      TarotDeal deal;

      tarot_deal_setup (rules, &deal, 3, seed);
      while (!tarot_deal_is_over (&deal))
        {
          TarotPlayerView view;
          TarotRng a = rng, b = rng, c = rng;
          TarotAction heuristic, open, kept_action;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          if (view.legal.n > 1 && (view.phase == TAROT_PHASE_AUCTION || view.phase == TAROT_PHASE_ANNOUNCE ||
                                   (view.phase == TAROT_PHASE_PLAY && seed % 8 == 0)))
            {
              heuristic = tarot_heuristic_player_choose (rules, &view, &a);
              budget.keep_margin = 0.0;
              open = tarot_search_player_choose_budget (rules, &view, &budget, &b, NULL);
              budget.keep_margin = 1e9;
              kept_action = tarot_search_player_choose_budget (rules, &view, &budget, &c, NULL);
              if (view.phase == TAROT_PHASE_PLAY)
                played_differ += memcmp (&kept_action, &heuristic, sizeof heuristic) != 0;
              else
                {
                  if (memcmp (&kept_action, &heuristic, sizeof heuristic) != 0)
                    {
                      g_assert_cmpmem (&kept_action, sizeof kept_action, &open, sizeof open);
                      kept_differ++;
                    }
                  differ += memcmp (&open, &heuristic, sizeof heuristic) != 0;
                  kept++;
                }
            }
          tarot_deal_apply (rules, &deal, tarot_heuristic_player_choose (rules, &view, &rng));
        }
    }
  g_assert_cmpuint (kept, >, 100);
  g_assert_cmpuint (differ, >, 2 * kept_differ);
  g_assert_cmpuint (played_differ, >, 0);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tarot_test_add_variant_cases ("/ai/search/hands", check_hands, NULL, 0);
  g_test_add_func ("/ai/search/deterministic", test_deterministic);
  g_test_add_func ("/ai/search/clear-endgame", test_clear_endgame);
  g_test_add_func ("/ai/search/cancelled", test_cancelled);
  g_test_add_func ("/ai/search/levels", test_levels);
  g_test_add_func ("/ai/search/keep-margin", test_keep_margin);
  g_test_add_func ("/ai/heuristic/talon-groups", test_talon_groups);

  status = g_test_run ();
  tarot_test_cases_free ();
  return status;
}
