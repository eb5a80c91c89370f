/* tarot-heuristic-player.h — a rule-of-thumb computer player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Instant and allocation-free: the opponent at the easy level and the
 * rollout policy of the search players.  It sees only a player view
 * (plus the read-only rules every model call takes): hand strength
 * for bids, talon and announcements; for the card play a small
 * probability model built from what the view proves (cards played,
 * voids shown by not following suit, partnerships).
 */
#pragma once

#include "model/tarot-deal.h"

G_BEGIN_DECLS

/* One of @view->legal, chosen by the heuristics of @rules' family
 * (French, Troccas, Tapp; any other family gets the generic card play
 * and passes where it can).  @rng breaks ties and picks among
 * choices the view cannot tell apart (e.g. unseen talon halves).
 * Returns a NONE action if the view's seat is not to move. */
TarotAction tarot_heuristic_player_choose (const TarotRules      *rules,
                                           const TarotPlayerView *view,
                                           TarotRng              *rng);

/* Rough hand strength for bidding, scaled so that 40 is about the
 * weakest hand worth a Prise in four-handed French Tarot (or a Dreier
 * in Tapp-Tarock).  Exposed for tests and for the search players'
 * bid pruning. */
int         tarot_heuristic_hand_strength (const TarotRules  *rules,
                                           TarotCardSet       hand);

/* The hand strengths below which a bid and above which a pass of an
 * auction nobody has opened are unlikely, with room for other
 * players' styles, in @bid_min and @pass_max; FALSE for the families
 * whose bids say more (or other things) than hand strength, which the
 * search players then leave to the family's sampling hooks. */
gboolean    tarot_heuristic_bid_bounds    (const TarotRules  *rules,
                                           int               *bid_min,
                                           int               *pass_max);

G_END_DECLS
