/* tarot-discard.h — whole discards for the search player to compare
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A discard is laid away one card at a time, so comparing single
 * cards tells little: the search compares whole discards instead.
 * The candidates are the heuristic player's own discard and
 * variations of it: each of its cards kept back in turn, and each
 * short suit emptied first.  They depend only on the discarding
 * seat's hand, so any sampled deal of that seat's view serves to make
 * them, and they fit every other sample of that view.
 */
#pragma once

#include "model/tarot-deal.h"

G_BEGIN_DECLS

/* more than any family's talon */
#define TAROT_DISCARD_MAX_CARDS 16

typedef struct
{
  guint        n;
  /* in an order in which they can be laid away */
  TarotAction  actions[TAROT_DISCARD_MAX_CARDS];
  TarotCardSet cards;
} TarotDiscard;

/* Up to @max_out different ways for the seat to move in @deal, which
 * is discarding, to lay away the rest of its discard, into @out; the
 * heuristic player's first.  @rng is only read (copied): the same
 * state gives the same candidates.  0 when @deal is not in the
 * discard. */
guint tarot_discard_candidates (const TarotRules *rules,
                                const TarotDeal  *deal,
                                const TarotRng   *rng,
                                TarotDiscard     *out,
                                guint             max_out);

/* Lays @discard away in @deal, a deal of the same view as the one it
 * was made from. */
void  tarot_discard_apply      (const TarotRules   *rules,
                                TarotDeal          *deal,
                                const TarotDiscard *discard);

G_END_DECLS
