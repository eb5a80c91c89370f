/* test-solver.c — the exact solver against plain searches without
 * pruning on hundreds of endings of every variant, for the score and
 * for card points: max-n where the game has two sides, the hero
 * against everybody else where each plays for himself
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-random-player.h"
#include "ai/tarot-solver.h"
#include "model/tarot-family.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"

#define N_POSITIONS 60
#define N_LONG_POSITIONS 8
#define MAX_ACTIONS 4096
#define N_SETTLED_HANDS 40

static void
final_totals (const TarotRules *rules,
              const TarotDeal  *deal,
              gint32           *totals)
{
  TarotOutcome outcome;
  TarotScore score;

  tarot_deal_outcome (rules, deal, &outcome);
  tarot_rules_score (rules, &outcome, &score, FALSE);
  memcpy (totals, score.totals, sizeof score.totals);
}

/* Whether every end so far scores each seat as a fixed multiple of
 * the hero's score, positive for its allies and negative for the
 * others: then every seat wants what its side wants. */
typedef struct
{
  guint    hero;
  gboolean have_reference;
  gint32   reference[TAROT_MAX_PLAYERS];
  gboolean aligned;
} Alignment;

static void
check_alignment (const TarotDeal *deal,
                 const gboolean  *ally,
                 const gint32    *totals,
                 Alignment       *al)
{
  gint64 hero = totals[al->hero];

  if (hero == 0)
    {
      for (guint s = 0; s < deal->n_players; s++)
        al->aligned &= totals[s] == 0;
      return;
    }
  if (!al->have_reference)
    {
      memcpy (al->reference, totals, sizeof al->reference);
      al->have_reference = TRUE;
    }
  for (guint s = 0; s < deal->n_players; s++)
    {
      gint64 ratio_sign = (gint64) totals[s] * hero;

      /* a seat sitting the hand out scores nothing */
      if (totals[s] == 0 && al->reference[s] == 0)
        continue;
      al->aligned &= (gint64) totals[s] * al->reference[al->hero] == (gint64) al->reference[s] * hero;
      al->aligned &= ally[s] ? ratio_sign > 0 : ratio_sign < 0;
    }
}

/* Each seat to move takes the first action best for itself; the ends
 * are checked into @al. */
static void
max_n (const TarotRules *rules,
       const TarotDeal  *deal,
       const gboolean   *ally,
       gint32           *totals,
       Alignment        *al)
{
  TarotActionList list;
  gboolean have = FALSE;

  tarot_deal_legal_actions (rules, deal, &list);
  if (list.n == 0)
    {
      final_totals (rules, deal, totals);
      check_alignment (deal, ally, totals, al);
      return;
    }
  for (guint i = 0; i < list.n; i++)
    {
      TarotDeal child = *deal;
      gint32 values[TAROT_MAX_PLAYERS];

      tarot_deal_apply (rules, &child, list.actions[i]);
      max_n (rules, &child, ally, values, al);
      if (!have || values[deal->to_move] > totals[deal->to_move])
        {
          memcpy (totals, values, sizeof values);
          have = TRUE;
        }
    }
}

/* @hero's score when its allies play for it and every other seat
 * against it. */
static gint32
minimax (const TarotRules *rules,
         const TarotDeal  *deal,
         guint             hero,
         const gboolean   *ally)
{
  TarotActionList list;
  gint32 best = 0;

  tarot_deal_legal_actions (rules, deal, &list);
  if (list.n == 0)
    {
      gint32 totals[TAROT_MAX_PLAYERS];

      final_totals (rules, deal, totals);
      return totals[hero];
    }
  for (guint i = 0; i < list.n; i++)
    {
      TarotDeal child = *deal;
      gint32 v;

      tarot_deal_apply (rules, &child, list.actions[i]);
      v = minimax (rules, &child, hero, ally);
      if (i == 0 || (ally[deal->to_move] ? v > best : v < best))
        best = v;
    }
  return best;
}

/* Card points of @ally's piles at the end of @deal played out by
 * @ally for the most and the others for the fewest. */
static gint32
points_minimax (const TarotRules *rules,
                const TarotDeal  *deal,
                const gboolean   *ally)
{
  TarotActionList list;
  gint32 best = 0;

  tarot_deal_legal_actions (rules, deal, &list);
  if (list.n == 0)
    {
      TarotCardSet pile = TAROT_CARD_SET_EMPTY;

      for (guint p = 0; p < deal->n_players; p++)
        if (ally[p])
          pile = tarot_card_set_union (pile, deal->won[p]);
      return (gint32) tarot_rules_count_points (rules, pile);
    }
  for (guint i = 0; i < list.n; i++)
    {
      TarotDeal child = *deal;
      gint32 v;

      tarot_deal_apply (rules, &child, list.actions[i]);
      v = points_minimax (rules, &child, ally);
      if (i == 0 || (ally[deal->to_move] ? v > best : v < best))
        best = v;
    }
  return best;
}

/* The same by alpha-beta over every legal action in the order given,
 * without a table: slower than the solver, but fast enough for
 * endings where the solver's table carries across several tricks. */
static gint32
points_alpha_beta (const TarotRules *rules,
                   const TarotDeal  *deal,
                   const gboolean   *ally,
                   gint32            alpha,
                   gint32            beta)
{
  TarotActionList list;
  gboolean maximise;
  gint32 best;

  tarot_deal_legal_actions (rules, deal, &list);
  if (list.n == 0)
    {
      TarotCardSet pile = TAROT_CARD_SET_EMPTY;

      for (guint p = 0; p < deal->n_players; p++)
        if (ally[p])
          pile = tarot_card_set_union (pile, deal->won[p]);
      return (gint32) tarot_rules_count_points (rules, pile);
    }
  maximise = ally[deal->to_move];
  best = maximise ? G_MININT32 : G_MAXINT32;
  for (guint i = 0; i < list.n && alpha < beta; i++)
    {
      TarotDeal child = *deal;
      gint32 v;

      tarot_deal_apply (rules, &child, list.actions[i]);
      v = points_alpha_beta (rules, &child, ally, alpha, beta);
      if (maximise)
        {
          best = MAX (best, v);
          alpha = MAX (alpha, v);
        }
      else
        {
          best = MIN (best, v);
          beta = MIN (beta, v);
        }
    }
  return best;
}

/* The seats that play with @hero: its side when the hand has two
 * sides (a declarer, or partnerships on both sides), else only
 * itself. */
static gboolean
find_allies (const TarotRules *rules,
             const TarotDeal  *deal,
             guint             hero,
             gboolean         *ally)
{
  TarotDeal end = *deal;
  TarotActionList list;
  TarotOutcome outcome;
  guint count[2] = { 0, 0 };
  gboolean two;

  for (tarot_deal_legal_actions (rules, &end, &list); list.n > 0; tarot_deal_legal_actions (rules, &end, &list))
    tarot_deal_apply (rules, &end, list.actions[list.n - 1]);
  tarot_deal_outcome (rules, &end, &outcome);
  for (guint s = 0; s < deal->n_players; s++)
    count[outcome.side[s]]++;
  two = outcome.declarer != TAROT_NO_SEAT || (count[0] >= 2 && count[1] >= 2);
  for (guint s = 0; s < deal->n_players; s++)
    ally[s] = two ? outcome.side[s] == outcome.side[hero] : s == hero;
  return two;
}

/* Plays @deal with the heuristic player until every hand has at most
 * @cards cards and a trick is starting or half done. */
static gboolean
play_to (const TarotRules *rules,
         TarotDeal        *deal,
         guint             cards,
         gboolean          mid_trick,
         TarotRng         *rng)
{
  for (guint i = 0; i < MAX_ACTIONS && !tarot_deal_is_over (deal); i++)
    {
      TarotPlayerView view;
      guint most = 0;

      for (guint p = 0; p < deal->n_players; p++)
        most = MAX (most, tarot_card_set_count (deal->hands[p]));
      if (deal->phase == TAROT_PHASE_PLAY && most <= cards && (deal->trick_len == 0) != mid_trick)
        return TRUE;
      tarot_deal_make_view (rules, deal, deal->to_move, &view);
      tarot_deal_apply (rules, deal, tarot_heuristic_player_choose (rules, &view, rng));
    }
  return FALSE;
}

static void
check_endings (gconstpointer data)
{
  const TarotTestCase *tc = data;
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(TarotSolver) solver = NULL;
  guint checked = 0, paranoid_checked = 0, max_n_checked = 0;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (tc->variant, tc->n_players, tc->options, rules, &error));
  g_assert_no_error (error);
  solver = tarot_solver_new (rules, 0);
  tarot_rng_init (&rng, 101 + tc->n_players);

  for (guint i = 0; i < N_POSITIONS; i++)
    {
      TarotDeal deal;
      /* max-n over four cards each of five or six is too slow */
      guint cards = 2 + i % (tc->n_players >= 5 ? 2 : 3), hero;
      gint32 expected, value;
      gboolean ally[TAROT_MAX_PLAYERS], two;
      gboolean reached;

      tarot_deal_setup (rules, &deal, i % tc->n_players, 7919u * i + 3);
      if (!play_to (rules, &deal, cards, i % 2 == 1, &rng))
        continue;
      hero = (deal.to_move + i) % tc->n_players;
      two = find_allies (rules, &deal, hero, ally);
      expected = minimax (rules, &deal, hero, ally);
      if (two)
        {
          gint32 totals[TAROT_MAX_PLAYERS];
          Alignment al = { hero, FALSE, { 0 }, TRUE };

          /* where the seats of a side score together, max-n gives
           * every seat the value of its side */
          max_n (rules, &deal, ally, totals, &al);
          if (al.aligned)
            {
              g_assert_cmpint (totals[hero], ==, expected);
              max_n_checked++;
            }
        }
      else
        paranoid_checked++;

      g_assert_true (tarot_solver_value (solver, &deal, hero, (gint32) i * 7 - 200, &value));
      g_assert_cmpint (value, ==, expected);
      g_assert_true (tarot_solver_test (solver, &deal, hero, expected, &reached));
      g_assert_true (reached);
      g_assert_true (tarot_solver_test (solver, &deal, hero, expected + 1, &reached));
      g_assert_false (reached);

      expected = points_minimax (rules, &deal, ally);
      g_assert_cmpint (tarot_solver_has_sides (solver, &deal), ==, two);
      g_assert_true (tarot_solver_points (solver, &deal, hero, 10, &value));
      g_assert_cmpint (value, ==, expected);
      g_assert_true (tarot_solver_points_reach (solver, &deal, hero, expected, &reached));
      g_assert_true (reached);
      g_assert_true (tarot_solver_points_reach (solver, &deal, hero, expected + 1, &reached));
      g_assert_false (reached);
      checked++;
    }
  g_test_message ("%u endings checked, %u also by max-n, %u each for himself",
                  checked, max_n_checked, paranoid_checked);
  g_assert_cmpuint (checked, >=, N_POSITIONS / 2);
}

/* Longer endings, where positions that differ only by which of the
 * cards that play alike are gone share the solver's table entries:
 * the card points against a plain alpha-beta search. */
static void
check_longer_endings (gconstpointer data)
{
  const TarotTestCase *tc = data;
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(TarotSolver) solver = NULL;
  guint checked = 0;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (tc->variant, tc->n_players, tc->options, rules, &error));
  g_assert_no_error (error);
  solver = tarot_solver_new (rules, 0);
  tarot_rng_init (&rng, 211 + tc->n_players);

  for (guint i = 0; i < N_LONG_POSITIONS; i++)
    {
      TarotDeal deal;
      guint cards = tc->n_players >= 5 ? 4 : 5, hero;
      gboolean ally[TAROT_MAX_PLAYERS];
      gint32 expected, value;

      tarot_deal_setup (rules, &deal, i % tc->n_players, 104729u * i + 11);
      if (!play_to (rules, &deal, cards, i % 2 == 1, &rng))
        continue;
      hero = (deal.to_move + i) % tc->n_players;
      find_allies (rules, &deal, hero, ally);
      expected = points_alpha_beta (rules, &deal, ally, G_MININT32, G_MAXINT32);
      g_assert_true (tarot_solver_points (solver, &deal, hero, (gint32) i * 13 - 40, &value));
      g_assert_cmpint (value, ==, expected);
      /* from guesses far below and above, with a cold table: the
       * first window fails low or high and is widened */
      for (gint32 off = -60; off <= 60; off += 120)
        {
          g_autoptr(TarotSolver) cold = tarot_solver_new (rules, 0);

          g_assert_true (tarot_solver_points (cold, &deal, hero, expected + off, &value));
          g_assert_cmpint (value, ==, expected);
        }
      checked++;
    }
  g_test_message ("%u longer endings checked", checked);
  g_assert_cmpuint (checked, >=, N_LONG_POSITIONS / 2);
}

/* Where tarot_solver_piles_settled() says so, no action of the card
 * play takes a card from a won pile, and the piles gain only cards
 * that were in the hands or the trick: the points search bounds a
 * side's gain by the points still out, with no slack. */
static void
check_settled_piles (gconstpointer data)
{
  const TarotTestCase *tc = data;
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint checked = 0;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (tc->variant, tc->n_players, tc->options, rules, &error));
  g_assert_no_error (error);
  if (!tarot_solver_piles_settled (rules))
    {
      g_test_skip ("cards may change piles after their trick");
      return;
    }
  tarot_rng_init (&rng, 307 + tc->n_players);
  for (guint h = 0; h < N_SETTLED_HANDS; h++)
    {
      TarotDeal deal;

      tarot_deal_setup (rules, &deal, h % tc->n_players, 6151u * h + 5);
      for (guint i = 0; i < MAX_ACTIONS && !tarot_deal_is_over (&deal); i++)
        {
          TarotActionList list;
          TarotCardSet out = TAROT_CARD_SET_EMPTY, before[TAROT_MAX_PLAYERS], gained = TAROT_CARD_SET_EMPTY;
          gboolean play = deal.phase == TAROT_PHASE_PLAY;

          for (guint p = 0; p < deal.n_players; p++)
            {
              out = tarot_card_set_union (out, deal.hands[p]);
              before[p] = deal.won[p];
            }
          for (guint k = 0; k < deal.trick_len; k++)
            tarot_card_set_add (&out, deal.tricks[deal.n_tricks][k]);
          tarot_deal_legal_actions (rules, &deal, &list);
          if (list.n == 0)
            break;
          tarot_deal_apply (rules, &deal, tarot_random_player_pick (&list, &rng));
          if (!play)
            continue;
          for (guint p = 0; p < deal.n_players; p++)
            {
              g_assert_true (tarot_card_set_is_empty (tarot_card_set_minus (before[p], deal.won[p])));
              gained = tarot_card_set_union (gained, tarot_card_set_minus (deal.won[p], before[p]));
            }
          g_assert_true (tarot_card_set_is_empty (tarot_card_set_minus (gained, out)));
          checked += !tarot_card_set_is_empty (gained);
        }
    }
  g_test_message ("%u tricks checked", checked);
  g_assert_cmpuint (checked, >, 0);
}

/* French Tarot's piles are settled: the bench's positions take the
 * tight bounds. */
static void
test_french_settled (void)
{
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(GError) error = NULL;

  for (guint n = 3; n <= 5; n++)
    {
      g_assert_true (tarot_variant_build_rules (tarot_test_find_variant ("french-tarot"), n, NULL, rules, &error));
      g_assert_no_error (error);
      g_assert_true (tarot_solver_piles_settled (rules));
    }
  g_assert_true (tarot_variant_build_rules (tarot_test_find_variant ("troccas4"), 4, NULL, rules, &error));
  g_assert_no_error (error);
  g_assert_false (tarot_solver_piles_settled (rules));
}

/* A node limit stops the search with FALSE, without a value. */
static void
test_node_limit (void)
{
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotSolver) solver = NULL;
  TarotDeal deal;
  TarotRng rng;
  gint32 value = 12345;

  g_assert_true (tarot_variant_build_rules (tarot_test_find_variant ("french-tarot"), 4, NULL, rules, &error));
  g_assert_no_error (error);
  tarot_rng_init (&rng, 5);
  /* some deals are passed out */
  for (guint seed = 77; ; seed++)
    {
      tarot_deal_setup (rules, &deal, 0, seed);
      if (play_to (rules, &deal, 6, FALSE, &rng))
        break;
    }
  solver = tarot_solver_new (rules, 50);
  g_assert_false (tarot_solver_value (solver, &deal, 0, 0, &value));
  g_assert_cmpint (value, ==, 12345);
  g_assert_cmpuint (tarot_solver_get_nodes (solver), <=, 50);

  /* the limit counts from each call, and can be lifted between them */
  tarot_solver_set_node_limit (solver, 0);
  g_assert_true (tarot_solver_points (solver, &deal, 0, 0, &value));
  tarot_solver_set_node_limit (solver, 30);
  g_assert_false (tarot_solver_points (solver, &deal, 1, 0, &value));
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tarot_test_add_variant_cases ("/ai/solver/endings", check_endings, NULL, 0);
  tarot_test_add_variant_cases ("/ai/solver/longer-endings", check_longer_endings, NULL, 0);
  tarot_test_add_variant_cases ("/ai/solver/settled-piles", check_settled_piles, NULL, 0);
  g_test_add_func ("/ai/solver/node-limit", test_node_limit);
  g_test_add_func ("/ai/solver/french-settled", test_french_settled);
  status = g_test_run ();
  tarot_test_cases_free ();
  return status;
}
