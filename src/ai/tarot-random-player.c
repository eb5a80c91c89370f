/* tarot-random-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-random-player.h"

TarotAction
tarot_random_player_choose (const TarotPlayerView *view,
                            TarotRng              *rng)
{
  return tarot_random_player_pick (&view->legal, rng);
}
