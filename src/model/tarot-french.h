/* tarot-french.h — ids used by the French Tarot family (`french`)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "model/tarot-family.h"

G_BEGIN_DECLS

/* TAROT_ACTION_ANNOUNCE arguments */
typedef enum
{
  TAROT_FRENCH_ANNOUNCE_CHELEM          = 1,
  TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE  = 2,
  TAROT_FRENCH_ANNOUNCE_POIGNEE_DOUBLE  = 3,
  TAROT_FRENCH_ANNOUNCE_POIGNEE_TRIPLE  = 4,
} TarotFrenchAnnounce;

/* TarotBonus.id values in a French outcome */
typedef enum
{
  TAROT_FRENCH_BONUS_POIGNEE       = 1,  /* level 1..3, seat = who showed it */
  TAROT_FRENCH_BONUS_PETIT_AU_BOUT = 2,  /* side/seat = winner of the trick, level = seat who played the Petit */
  TAROT_FRENCH_BONUS_CHELEM        = 3,  /* declarer's slam: announced, made */
  TAROT_FRENCH_BONUS_DEFENCE_SLAM  = 4,  /* the defence took every trick */
} TarotFrenchBonus;

G_END_DECLS
