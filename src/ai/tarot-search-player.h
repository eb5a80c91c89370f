/* tarot-search-player.h — a computer player that looks ahead
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Perfect-information Monte Carlo: deal the cards the view cannot place
 * at random (tarot_deal_sample()), try every legal action on each
 * sampled deal, play the hand out with the heuristic player in every
 * seat, or solve it exactly (tarot-solver.h) when few enough cards
 * are left, and keep the action with the best mean value for the
 * view's seat.
 */
#pragma once

#include <gio/gio.h>

#include "model/tarot-deal.h"

G_BEGIN_DECLS

/* How much a decision may look at. */
typedef struct
{
  guint samples;         /* sampled deals, each rolled out */
  guint solver_samples;  /* sampled deals when the solver decides */
  guint points_cards;    /* cards in hand from which the solver plays for card points */
  guint score_cards;     /* cards in hand from which it plays for the exact score */
  guint node_limit;      /* per solve; a sample that needs more is rolled out */
  guint node_budget;     /* solver nodes per decision, 0: no limit; no sample is solved past it */
  guint discard_samples; /* sampled deals on which whole discards are compared, 0: the heuristic discards */
  double keep_margin;    /* outside the card play where bonuses outweigh points, standard errors by
                          * which the best mean must beat the heuristic's choice on the same samples
                          * to be played instead, 0: any gain */
} TarotSearchBudget;

/* One of @view->legal: the best mean score over @n_samples sampled
 * deals.  Discards and the pauses of the deal are left to the
 * heuristic player.  Stops between samples when @cancellable is
 * cancelled and returns the best action so far (the heuristic's if no
 * sample was finished).  Deterministic for a given @rng state.  A NONE
 * action when the view's seat is not to move. */
TarotAction tarot_search_player_choose (const TarotRules      *rules,
                                        const TarotPlayerView *view,
                                        guint                  n_samples,
                                        TarotRng              *rng,
                                        GCancellable          *cancellable);

/* The same with the solver from the card play on as @budget says
 * (the function above solves the last three tricks only). */
TarotAction tarot_search_player_choose_budget (const TarotRules        *rules,
                                               const TarotPlayerView   *view,
                                               const TarotSearchBudget *budget,
                                               TarotRng                *rng,
                                               GCancellable            *cancellable);

/* An action with the mean final score (game points) of the view's
 * seat over the sampled deals after it. */
typedef struct
{
  TarotAction action;
  double      mean;
} TarotRankedAction;

/* Searches like tarot_search_player_choose_budget() and writes up to
 * @max_out actions to @out: first its choice (the same for the same
 * @rng state), then the others by mean, best first.  *@n_samples is
 * how many sampled deals the means stand on; when it is 0 the
 * heuristic decided alone (the discard, the pauses of the deal, a
 * single legal action) and only the choice is written, with mean 0.
 * Returns how many actions were written. */
guint tarot_search_player_rank_actions (const TarotRules        *rules,
                                        const TarotPlayerView   *view,
                                        const TarotSearchBudget *budget,
                                        TarotRng                *rng,
                                        GCancellable            *cancellable,
                                        TarotRankedAction       *out,
                                        guint                    max_out,
                                        guint                   *n_samples);

G_END_DECLS
