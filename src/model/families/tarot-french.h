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
  TAROT_FRENCH_ANNOUNCE_CHELEM           = 1,
  TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE   = 2,
  TAROT_FRENCH_ANNOUNCE_POIGNEE_DOUBLE   = 3,
  TAROT_FRENCH_ANNOUNCE_POIGNEE_TRIPLE   = 4,
  TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS     = 5,  /* `misere` option */
  TAROT_FRENCH_ANNOUNCE_PAS_D_HONNEURS   = 6,  /* `misere` option */
  TAROT_FRENCH_ANNOUNCE_PETIT_IMPRENABLE = 7,  /* `petit_imprenable` option, instead of annulling */
} TarotFrenchAnnounce;

/* TAROT_ACTION_KONTRA arguments (`contre` option); also the levels
 * kept per defender in TarotDeal.kontra / TarotOutcome.kontra */
typedef enum
{
  TAROT_FRENCH_KONTRA_CONTRE    = 1,  /* a defender doubles: ×2 between him and the declarer */
  TAROT_FRENCH_KONTRA_SURCONTRE = 2,  /* the declarer redoubles: ×4 */
} TarotFrenchKontra;

/* TarotBonus.id values in a French outcome */
typedef enum
{
  TAROT_FRENCH_BONUS_POIGNEE          = 1,  /* level 1..3, seat = who showed it */
  TAROT_FRENCH_BONUS_PETIT_AU_BOUT    = 2,  /* side/seat = winner of the trick, level = seat who played the Petit */
  TAROT_FRENCH_BONUS_CHELEM           = 3,  /* declarer's slam: announced, made */
  TAROT_FRENCH_BONUS_DEFENCE_SLAM     = 4,  /* the defence took every trick */
  TAROT_FRENCH_BONUS_MISERE           = 5,  /* seat; level 1 pas d'atouts, 2 pas d'honneurs */
  TAROT_FRENCH_BONUS_PETIT_IMPRENABLE = 6,  /* seat = holder; made = 1 if he took it back from the other side */
} TarotFrenchBonus;

/* Pots (mouches, rules §13 "Bêtes or mouches"): they live across
 * hands, so a session keeps one of these next to its running scores
 * and settles it after scoring each hand, passed-out ones included. */
#define TAROT_FRENCH_MAX_POTS 8

typedef struct
{
  guint8 n_pots;
  guint8 doubled[TAROT_FRENCH_MAX_POTS];
  gint32 pots[TAROT_FRENCH_MAX_POTS];   /* game points in each pot */
} TarotFrenchPots;

void     tarot_french_pots_init    (TarotFrenchPots    *pots);
gint32   tarot_french_pots_total   (const TarotFrenchPots *pots);
/* Applies the `mouches` option of @rules for the hand of @outcome
 * dealt by @dealer: the dealer's contribution made before that deal,
 * then the declarer taking or feeding a pot.  @amounts (n_players
 * entries) receives what each seat gains (negative: pays into a pot);
 * their sum is minus the change of tarot_french_pots_total().
 * Returns FALSE, with zero amounts, when the option is off. */
gboolean tarot_french_pots_settle  (TarotFrenchPots    *pots,
                                    const TarotRules   *rules,
                                    const TarotOutcome *outcome,
                                    guint               dealer,
                                    gint32             *amounts);

/* Whether the declarer's side made its contract (targets, Petit en
 * dedans and the Grand chelem bid taken into account). */
gboolean tarot_french_contract_made (const TarotRules   *rules,
                                     const TarotOutcome *outcome);

G_END_DECLS
