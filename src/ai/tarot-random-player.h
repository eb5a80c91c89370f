/* tarot-random-player.h — picks uniformly among the legal actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Allocation-free: used by `triumphs-cli simulate/bench`, the random
 * hand tests and as the simplest opponent.
 */
#pragma once

#include "model/tarot-deal.h"

G_BEGIN_DECLS

/* One of @view->legal, uniformly; a NONE action if the view's seat is
 * not to move. */
TarotAction tarot_random_player_choose (const TarotPlayerView *view,
                                        TarotRng              *rng);

/* Same, from any legal-action list (inline: simulations call it for
 * every move). */
static inline TarotAction
tarot_random_player_pick (const TarotActionList *legal,
                          TarotRng              *rng)
{
  TarotAction none = { TAROT_ACTION_NONE, TAROT_NO_SEAT, TAROT_CARD_NONE, 0 };

  if (legal->n == 0)
    return none;
  return legal->actions[tarot_rng_below (rng, legal->n)];
}

G_END_DECLS
