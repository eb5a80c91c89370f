/* tarot-sample.h — complete deals that agree with what one seat knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search players see only a TarotPlayerView.  To look ahead they
 * deal the cards the view cannot place at random ("determinization"),
 * respecting everything the play proves, and play the sampled deals
 * out with full information.
 */
#pragma once

#include "model/tarot-deal.h"

G_BEGIN_DECLS

/* Fills @out with a complete deal that equals the real one in every
 * public field and in @view's own cards, and deals the cards @view
 * cannot place at random to the other hands, the talon and the
 * discard, with the right counts and respecting what the view proves:
 * voids shown by not following suit or not trumping, shown cards
 * where they lie, the dog taken by the declarer, and the family's own
 * constraints (TarotFamily.sample_constraints, and sample_check, which
 * has a deal drawn again).  When the constraints
 * cannot all be met (a view built by hand, say) they are dropped
 * rather than searched for.  Returns FALSE only when the view's card
 * counts do not add up, and then @out must not be used.  Does not
 * allocate. */
gboolean tarot_deal_sample (const TarotRules      *rules,
                            const TarotPlayerView *view,
                            TarotRng              *rng,
                            TarotDeal             *out);

/* The cards each place cannot hold by what @view proves (the voids, a
 * taken dog, the family's sample_constraints), as tarot_deal_sample()
 * deals them: @excluded has @view->n_players + 2 entries, the hands,
 * then the talon, then the discard.  For a family's sample_state that
 * moves cards between places. */
void     tarot_deal_sample_exclusions (const TarotRules      *rules,
                                       const TarotPlayerView *view,
                                       TarotCardSet          *excluded);

G_END_DECLS
