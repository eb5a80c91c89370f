/* tarot-search-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every candidate action is tried on the same sampled deals, and every
 * rollout of one sample starts from the same generator state: the
 * candidates then differ only by what they change, which takes much
 * of the noise out of the comparison.  In the card play the rollout
 * is replaced by the exact solver (tarot-solver.h) as early as the
 * budget allows: for the card points of the seat's side while the
 * hands are still long (where the game has two sides, for which more
 * points are always better), for the score in the last tricks.  One
 * solver serves every sample of a decision, so that its table stays
 * warm.  A sample whose solve runs out of nodes is rolled out
 * instead, and the sums of the kind with more samples decide.  In the
 * families that bid on hand strength, samples are drawn until the
 * other seats' hands fit their calls in the auction (or the best of a
 * few is taken), so that a Garde's trumps are not dealt to the
 * defence as often as to the declarer (tarot_heuristic_bid_bounds();
 * what bids promise by rule the family's sampling hooks keep).
 * Where bonuses outweigh the game (TarotFamily.bonuses_outweigh_points)
 * the card play is solved for the score only, and outside the card
 * play the heuristic's choice stands unless another one's mean gain
 * over it on the same samples clears the budget's keep margin in
 * standard errors.  A discard is chosen whole, among a few candidates
 * (tarot-discard.h) rolled out on the same samples.
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-discard.h"
#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-search-player.h"
#include "ai/tarot-solver.h"
#include "model/tarot-sample.h"

/* Troccas redeals and Tapp's redeal decisions stay within a hand; a
 * rollout longer than this is a bug in a family. */
#define MAX_ROLLOUT_ACTIONS 4096
/* samples drawn to find one whose hands fit the auction */
#define AUCTION_TRIES       16
/* whole discards compared */
#define MAX_DISCARDS        8

static gint32
final_score (const TarotRules *rules,
             const TarotDeal  *deal,
             guint             seat)
{
  TarotOutcome outcome;
  TarotScore score;

  tarot_deal_outcome (rules, deal, &outcome);
  tarot_rules_score (rules, &outcome, &score, FALSE);
  return score.totals[seat];
}

/* Plays @deal to the end with the heuristic player in every seat. */
static gint32
rollout (const TarotRules *rules,
         TarotDeal        *deal,
         guint             seat,
         TarotRng         *rng)
{
  TarotPlayerView view;

  for (guint i = 0; !tarot_deal_is_over (deal); i++)
    {
      if (G_UNLIKELY (i == MAX_ROLLOUT_ACTIONS))
        {
          g_critical ("rollout of a %s hand does not end", rules->family->id);
          return 0;
        }
      tarot_deal_make_view (rules, deal, deal->to_move, &view);
      tarot_deal_apply (rules, deal, tarot_heuristic_player_choose (rules, &view, rng));
    }
  return final_score (rules, deal, seat);
}

/* The value for @seat of @deal after the candidate action by a
 * rollout. */
static gint32
evaluate (const TarotRules *rules,
          TarotDeal        *deal,
          guint             seat,
          guint64           rollout_seed)
{
  TarotRng rng;

  tarot_rng_init (&rng, rollout_seed);
  return rollout (rules, deal, seat, &rng);
}

/* The cards @seat held when it spoke in the auction. */
static TarotCardSet
auction_hand (const TarotRules *rules,
              const TarotDeal  *deal,
              guint             seat)
{
  TarotCardSet hand = deal->hands[seat];

  for (guint t = 0; t <= deal->n_tricks && t < TAROT_MAX_TRICKS; t++)
    {
      guint len = t < deal->n_tricks ? rules->trick_size : deal->trick_len;

      for (guint i = 0; i < len; i++)
        if (tarot_trick_seat (rules, deal->dealer, deal->trick_leader[t], i) == seat)
          tarot_card_set_add (&hand, deal->tricks[t][i]);
    }
  if (seat == deal->declarer)
    hand = tarot_card_set_minus (tarot_card_set_union (hand, deal->discard), deal->talon_shown);
  return hand;
}

/* How many auction calls of the other seats the sampled hands make
 * unlikely: a bid on a weak hand, a pass of an open auction on a
 * strong one.  The view proves nothing here, but bids say much about
 * a hand, and samples that ignore them misplace the declarer's
 * trumps. */
static guint
auction_misfits (const TarotRules      *rules,
                 const TarotPlayerView *view,
                 const TarotDeal       *deal,
                 int                    bid_min,
                 int                    pass_max)
{
  gboolean open = TRUE;
  guint misfits = 0;

  for (guint i = 0; i < view->n_auction; i++)
    {
      const TarotAction *a = &view->auction[i];
      int strength;

      if (a->seat == view->seat || a->seat >= view->n_players)
        {
          open &= a->kind != TAROT_ACTION_BID;
          continue;
        }
      if (a->kind == TAROT_ACTION_BID || (a->kind == TAROT_ACTION_PASS && open))
        {
          strength = tarot_heuristic_hand_strength (rules, auction_hand (rules, deal, a->seat));
          misfits += a->kind == TAROT_ACTION_BID ? strength < bid_min : strength > pass_max;
        }
      open &= a->kind != TAROT_ACTION_BID;
    }
  return misfits;
}

/* A sampled deal, the one that fits the auction best of a few when the
 * family bids on hand strength. */
static gboolean
draw_sample (const TarotRules      *rules,
             const TarotPlayerView *view,
             TarotRng              *rng,
             TarotDeal             *out)
{
  TarotDeal candidate;
  guint best = G_MAXUINT;
  int bid_min, pass_max;

  if (view->n_auction == 0 || !tarot_heuristic_bid_bounds (rules, &bid_min, &pass_max))
    return tarot_deal_sample (rules, view, rng, out);
  for (guint i = 0; i < AUCTION_TRIES && best > 0; i++)
    {
      guint misfits;

      if (!tarot_deal_sample (rules, view, rng, &candidate))
        return FALSE;
      misfits = auction_misfits (rules, view, &candidate, bid_min, pass_max);
      if (misfits < best)
        {
          *out = candidate;
          best = misfits;
        }
    }
  return TRUE;
}

static gboolean
same_action (TarotAction a,
             TarotAction b)
{
  return a.kind == b.kind && a.seat == b.seat && a.card == b.card && a.arg == b.arg;
}

typedef enum
{
  SOLVE_NONE,
  SOLVE_POINTS,
  SOLVE_SCORE,
} SolveKind;

/* What the solver looks for at this decision, the same for every
 * candidate so that their values compare. */
static SolveKind
solve_kind (const TarotRules        *rules,
            const TarotPlayerView   *view,
            const TarotSearchBudget *budget,
            TarotSolver             *solver,
            const TarotDeal         *sample)
{
  guint cards = tarot_card_set_count (view->hand);

  if (view->phase != TAROT_PHASE_PLAY || solver == NULL)
    return SOLVE_NONE;
  if (cards <= budget->score_cards)
    return SOLVE_SCORE;
  /* the XXI-catch or the pagátultimó is worth more than any card points */
  if (cards <= budget->points_cards && rules->family->bonuses_outweigh_points)
    return SOLVE_SCORE;
  if (cards <= budget->points_cards && tarot_solver_has_sides (solver, sample))
    return SOLVE_POINTS;
  return SOLVE_NONE;
}

/* Solves every candidate on @sample into @values; FALSE when a solve
 * ran out of nodes.  @guesses (or for the first sample, the value of
 * the candidate before) make the solves faster. */
static gboolean
solve_sample (const TarotRules        *rules,
              const TarotPlayerView   *view,
              TarotSolver             *solver,
              SolveKind                kind,
              const TarotDeal         *sample,
              const TarotSearchBudget *budget,
              guint64                  first_node,
              gboolean                 first,
              gint32                  *guesses,
              gint32                  *values)
{
  for (guint i = 0; i < view->legal.n; i++)
    {
      TarotDeal deal = *sample;
      gboolean ok;

      if (budget->node_budget > 0)
        {
          guint64 used = tarot_solver_get_nodes (solver) - first_node;
          guint64 left = used < budget->node_budget ? budget->node_budget - used : 1;

          tarot_solver_set_node_limit (solver, budget->node_limit > 0 ? MIN (budget->node_limit, left) : left);
        }

      if (first && i > 0)
        guesses[i] = values[i - 1];
      tarot_deal_apply (rules, &deal, view->legal.actions[i]);
      if (kind == SOLVE_SCORE)
        ok = tarot_solver_value (solver, &deal, view->seat, guesses[i], &values[i]);
      else
        ok = tarot_solver_points (solver, &deal, view->seat, guesses[i], &values[i]);
      if (!ok)
        return FALSE;
      guesses[i] = values[i];
    }
  return TRUE;
}

/* Compares whole discards (tarot-discard.h) by rollouts on the same
 * samples and sets *@best to the first card of the best. */
static void
search_discard (const TarotRules        *rules,
                const TarotPlayerView   *view,
                const TarotSearchBudget *budget,
                TarotRng                *rng,
                GCancellable            *cancellable,
                guint                   *best)
{
  TarotDiscard candidates[MAX_DISCARDS];
  double sums[MAX_DISCARDS] = { 0 };
  TarotDeal sample;
  guint n, top = 0;

  if (!draw_sample (rules, view, rng, &sample))
    return;
  n = tarot_discard_candidates (rules, &sample, rng, candidates, MAX_DISCARDS);
  if (n < 2)
    return;
  for (guint s = 0; s < budget->discard_samples; s++)
    {
      guint64 seed;

      if (cancellable != NULL && g_cancellable_is_cancelled (cancellable))
        break;
      if (s > 0 && !draw_sample (rules, view, rng, &sample))
        break;
      seed = (guint64) tarot_rng_next (rng) << 32 | tarot_rng_next (rng);
      for (guint k = 0; k < n; k++)
        {
          TarotDeal deal = sample;

          tarot_discard_apply (rules, &deal, &candidates[k]);
          sums[k] += evaluate (rules, &deal, view->seat, seed);
        }
    }
  for (guint k = 1; k < n; k++)
    if (sums[k] > sums[top])
      top = k;
  for (guint i = 0; i < view->legal.n; i++)
    if (same_action (view->legal.actions[i], candidates[top].actions[0]))
      *best = i;
}

TarotAction
tarot_search_player_choose (const TarotRules      *rules,
                            const TarotPlayerView *view,
                            guint                  n_samples,
                            TarotRng              *rng,
                            GCancellable          *cancellable)
{
  TarotSearchBudget budget = { n_samples, n_samples, 0, 3, 40000, 0 };

  return tarot_search_player_choose_budget (rules, view, &budget, rng, cancellable);
}

/* Runs the search: fills @means with each legal action's mean value
 * over the samples and returns how many samples stand behind them,
 * with *@best the action to play.  0 when the heuristic decided
 * alone, whole discards were compared, or there was only one choice:
 * @means is then unset. */
static guint
search (const TarotRules        *rules,
        const TarotPlayerView   *view,
        const TarotSearchBudget *budget,
        TarotRng                *rng,
        GCancellable            *cancellable,
        double                  *means,
        guint                   *best)
{
  const TarotActionList *legal = &view->legal;
  g_autoptr(TarotSolver) solver = NULL;
  /* [0]: rolled-out samples, [1]: solved ones */
  double sums[2][TAROT_MAX_ACTIONS];
  /* rolled-out values against the heuristic's choice on the same sample */
  double diff_sq[TAROT_MAX_ACTIONS];
  guint n_done[2] = { 0, 0 };
  gint32 guesses[TAROT_MAX_ACTIONS] = { 0 }, values[TAROT_MAX_ACTIONS];
  TarotAction fallback;
  SolveKind kind = SOLVE_NONE;
  guint64 first_node = 0;
  guint n_samples = budget->samples, used;
  guint fallback_i;

  *best = 0;
  if (legal->n == 1)
    return 0;

  fallback = tarot_heuristic_player_choose (rules, view, rng);
  /* ties go to the heuristic's choice, then to the first action */
  for (guint i = 0; i < legal->n; i++)
    if (same_action (legal->actions[i], fallback))
      {
        *best = i;
        break;
      }
  /* whole discards, not single cards, are worth comparing; there are
   * then no means of single actions */
  if (view->phase == TAROT_PHASE_DISCARD && budget->discard_samples > 0)
    {
      search_discard (rules, view, budget, rng, cancellable, best);
      return 0;
    }
  /* too many look-alike choices to sample well, and no score at stake
   * yet: the heuristic knows these */
  if (view->phase == TAROT_PHASE_DISCARD || view->phase == TAROT_PHASE_DEALING)
    return 0;

  if (view->phase == TAROT_PHASE_PLAY &&
      tarot_card_set_count (view->hand) <= MAX (budget->points_cards, budget->score_cards))
    {
      solver = tarot_solver_new (rules, budget->node_limit);
      first_node = tarot_solver_get_nodes (solver);
    }
  memset (sums, 0, sizeof sums);
  memset (diff_sq, 0, sizeof diff_sq);
  for (guint s = 0; s < n_samples; s++)
    {
      TarotDeal sample;
      guint64 seed;

      if (cancellable != NULL && g_cancellable_is_cancelled (cancellable))
        break;
      if (!draw_sample (rules, view, rng, &sample))
        break;
      seed = (guint64) tarot_rng_next (rng) << 32 | tarot_rng_next (rng);
      if (s == 0)
        {
          kind = solve_kind (rules, view, budget, solver, &sample);
          if (kind != SOLVE_NONE)
            n_samples = budget->solver_samples;
        }
      /* the decision's nodes bound its time */
      if (kind != SOLVE_NONE && budget->node_budget > 0 && n_done[0] + n_done[1] > 0 &&
          tarot_solver_get_nodes (solver) - first_node >= budget->node_budget)
        break;
      if (kind != SOLVE_NONE &&
          solve_sample (rules, view, solver, kind, &sample, budget, first_node, n_done[1] == 0, guesses, values))
        {
          for (guint i = 0; i < legal->n; i++)
            sums[1][i] += values[i];
          n_done[1]++;
          continue;
        }
      for (guint i = 0; i < legal->n; i++)
        {
          TarotDeal deal = sample;

          tarot_deal_apply (rules, &deal, legal->actions[i]);
          values[i] = evaluate (rules, &deal, view->seat, seed);
          sums[0][i] += values[i];
        }
      for (guint i = 0; i < legal->n; i++)
        diff_sq[i] += (double) (values[i] - values[*best]) * (values[i] - values[*best]);
      n_done[0]++;
    }
  if (n_done[0] + n_done[1] == 0)
    return 0;
  used = n_done[1] >= n_done[0];

  fallback_i = *best;
  for (guint i = 0; i < legal->n; i++)
    {
      means[i] = sums[used][i] / n_done[used];
      if (sums[used][i] > sums[used][*best])
        *best = i;
    }
  /* the bids and announcements decide much of the score, and the best
   * of many noisy means is too often the luckiest: the heuristic's
   * choice stays unless the gain stands out of the noise */
  if (used == 0 && view->phase != TAROT_PHASE_PLAY && *best != fallback_i && budget->keep_margin > 0 &&
      rules->family->bonuses_outweigh_points)
    {
      double n = n_done[0];
      double gain = means[*best] - means[fallback_i];
      double var = diff_sq[*best] / n - gain * gain;

      if (gain * gain * n <= budget->keep_margin * budget->keep_margin * MAX (var, 0.0))
        *best = fallback_i;
    }
  return n_done[used];
}

TarotAction
tarot_search_player_choose_budget (const TarotRules        *rules,
                                   const TarotPlayerView   *view,
                                   const TarotSearchBudget *budget,
                                   TarotRng                *rng,
                                   GCancellable            *cancellable)
{
  TarotAction none = { TAROT_ACTION_NONE, TAROT_NO_SEAT, TAROT_CARD_NONE, 0 };
  double means[TAROT_MAX_ACTIONS];
  guint best;

  if (view->legal.n == 0)
    return none;
  search (rules, view, budget, rng, cancellable, means, &best);
  return view->legal.actions[best];
}

guint
tarot_search_player_rank_actions (const TarotRules        *rules,
                                  const TarotPlayerView   *view,
                                  const TarotSearchBudget *budget,
                                  TarotRng                *rng,
                                  GCancellable            *cancellable,
                                  TarotRankedAction       *out,
                                  guint                    max_out,
                                  guint                   *n_samples)
{
  double means[TAROT_MAX_ACTIONS];
  gboolean taken[TAROT_MAX_ACTIONS] = { FALSE };
  guint best, samples, n = 0;

  *n_samples = 0;
  if (view->legal.n == 0 || max_out == 0)
    return 0;
  samples = search (rules, view, budget, rng, cancellable, means, &best);
  *n_samples = samples;
  out[n++] = (TarotRankedAction) { view->legal.actions[best], samples > 0 ? means[best] : 0.0 };
  taken[best] = TRUE;
  /* without samples only the choice is known */
  while (samples > 0 && n < max_out && n < view->legal.n)
    {
      guint next = G_MAXUINT;

      for (guint i = 0; i < view->legal.n; i++)
        if (!taken[i] && (next == G_MAXUINT || means[i] > means[next]))
          next = i;
      taken[next] = TRUE;
      out[n++] = (TarotRankedAction) { view->legal.actions[next], means[next] };
    }
  return n;
}
