/* tarot-search-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every candidate action is tried on the same sampled deals, and every
 * rollout of one sample starts from the same generator state: the
 * candidates then differ only by what they change, which takes much
 * of the noise out of the comparison.  Near the end of the hand the
 * rollout is replaced by an exact max-n search (each seat maximises
 * its own score), as long as it stays within a node budget.  In the
 * families that bid on hand strength, samples are drawn until the
 * other seats' hands fit their calls in the auction (or the best of a
 * few is taken), so that a Garde's trumps are not dealt to the
 * defence as often as to the declarer.
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-search-player.h"
#include "model/tarot-sample.h"

/* Troccas redeals and Tapp's redeal decisions stay within a hand; a
 * rollout longer than this is a bug in a family. */
#define MAX_ROLLOUT_ACTIONS 4096
/* cards left in all hands at or below which the end is solved exactly */
#define SOLVE_CARDS         12
#define SOLVE_NODES         40000
/* samples drawn to find one whose hands fit the auction */
#define AUCTION_TRIES       16
/* hand strengths (tarot_heuristic_hand_strength()) below which nobody
 * bids, and above which nobody passes an open auction, with some room
 * for other players' styles */
#define BIDDER_MIN          36
#define OPENER_MAX          46

typedef struct
{
  const TarotRules *rules;
  guint             nodes_left;
  gboolean          aborted;
} Solver;

static gint32
final_score (const TarotRules *rules,
             const TarotDeal  *deal,
             guint             seat,
             gint32           *totals)
{
  TarotOutcome outcome;
  TarotScore score;

  tarot_deal_outcome (rules, deal, &outcome);
  tarot_rules_score (rules, &outcome, &score, FALSE);
  if (totals != NULL)
    memcpy (totals, score.totals, deal->n_players * sizeof totals[0]);
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
  return final_score (rules, deal, seat, NULL);
}

/* Max-n: the seat to move picks the action best for itself; fills
 * @totals with every seat's score at the end of best play. */
static void
solve (Solver          *solver,
       const TarotDeal *deal,
       gint32          *totals)
{
  const TarotRules *rules = solver->rules;
  TarotActionList list;
  gint32 best[TAROT_MAX_PLAYERS];
  gboolean have = FALSE;
  guint mover = deal->to_move;

  if (tarot_deal_is_over (deal))
    {
      final_score (rules, deal, 0, totals);
      return;
    }
  if (solver->nodes_left == 0)
    {
      solver->aborted = TRUE;
      return;
    }
  solver->nodes_left--;

  tarot_deal_legal_actions (rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    {
      TarotDeal child = *deal;
      gint32 values[TAROT_MAX_PLAYERS];

      tarot_deal_apply (rules, &child, list.actions[i]);
      solve (solver, &child, values);
      if (solver->aborted)
        return;
      if (!have || values[mover] > best[mover])
        {
          memcpy (best, values, sizeof best);
          have = TRUE;
        }
    }
  memcpy (totals, best, deal->n_players * sizeof totals[0]);
}

static guint
cards_left (const TarotDeal *deal)
{
  guint n = 0;

  for (guint p = 0; p < deal->n_players; p++)
    n += tarot_card_set_count (deal->hands[p]);
  return n;
}

/* The value for @seat of @deal after the candidate action. */
static gint32
evaluate (const TarotRules *rules,
          TarotDeal        *deal,
          guint             seat,
          guint64           rollout_seed)
{
  TarotRng rng;

  if ((deal->phase == TAROT_PHASE_PLAY || deal->n_tricks > 0) && cards_left (deal) <= SOLVE_CARDS)
    {
      Solver solver = { rules, SOLVE_NODES, FALSE };
      gint32 totals[TAROT_MAX_PLAYERS];

      solve (&solver, deal, totals);
      if (!solver.aborted)
        return totals[seat];
    }
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
                 const TarotDeal       *deal)
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
          misfits += a->kind == TAROT_ACTION_BID ? strength < BIDDER_MIN : strength > OPENER_MAX;
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
             gboolean               fit_auction,
             TarotRng              *rng,
             TarotDeal             *out)
{
  TarotDeal candidate;
  guint best = G_MAXUINT;

  if (!fit_auction || view->n_auction == 0)
    return tarot_deal_sample (rules, view, rng, out);
  for (guint i = 0; i < AUCTION_TRIES && best > 0; i++)
    {
      guint misfits;

      if (!tarot_deal_sample (rules, view, rng, &candidate))
        return FALSE;
      misfits = auction_misfits (rules, view, &candidate);
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

TarotAction
tarot_search_player_choose (const TarotRules      *rules,
                            const TarotPlayerView *view,
                            guint                  n_samples,
                            TarotRng              *rng,
                            GCancellable          *cancellable)
{
  TarotAction none = { TAROT_ACTION_NONE, TAROT_NO_SEAT, TAROT_CARD_NONE, 0 };
  const TarotActionList *legal = &view->legal;
  double sums[TAROT_MAX_ACTIONS];
  TarotAction fallback;
  guint n_done = 0, best = 0;
  gboolean fit_auction;

  if (legal->n == 0)
    return none;
  if (legal->n == 1)
    return legal->actions[0];

  fallback = tarot_heuristic_player_choose (rules, view, rng);
  /* too many look-alike choices to sample well, and no score at stake
   * yet: the heuristic knows these */
  if (view->phase == TAROT_PHASE_DISCARD || view->phase == TAROT_PHASE_DEALING)
    return fallback;

  fit_auction = g_str_equal (rules->family->id, "french") || g_str_equal (rules->family->id, "tapp");
  memset (sums, 0, legal->n * sizeof sums[0]);
  for (guint s = 0; s < n_samples; s++)
    {
      TarotDeal sample;
      guint64 seed;

      if (cancellable != NULL && g_cancellable_is_cancelled (cancellable))
        break;
      if (!draw_sample (rules, view, fit_auction, rng, &sample))
        break;
      seed = (guint64) tarot_rng_next (rng) << 32 | tarot_rng_next (rng);
      for (guint i = 0; i < legal->n; i++)
        {
          TarotDeal deal = sample;

          tarot_deal_apply (rules, &deal, legal->actions[i]);
          sums[i] += evaluate (rules, &deal, view->seat, seed);
        }
      n_done++;
    }
  if (n_done == 0)
    return fallback;

  /* ties go to the heuristic's choice, then to the first action */
  for (guint i = 0; i < legal->n; i++)
    if (same_action (legal->actions[i], fallback))
      best = i;
  for (guint i = 0; i < legal->n; i++)
    if (sums[i] > sums[best])
      best = i;
  return legal->actions[best];
}
