/* tarot-search-player.h — a computer player that looks ahead
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Perfect-information Monte Carlo: deal the cards the view cannot place
 * at random (tarot_deal_sample()), try every legal action on each
 * sampled deal, play the hand out with the heuristic player in every
 * seat, or solve it exactly when few cards are left, and keep the
 * action with the best mean score for the view's seat.
 */
#pragma once

#include <gio/gio.h>

#include "model/tarot-deal.h"

G_BEGIN_DECLS

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

G_END_DECLS
