/* tarot-bolognese-private.h — what the Bolognese family's files and its
 * tests share: the combinations engine of the common Bolognese rules
 * (rules/italian-living-games.md, Bologna, "Special combinations")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "model/tarot-deal.h"

G_BEGIN_DECLS

/* The Bolognese trumps by universal id (packs.md §5): the Begato is
 * trump 1, the four equal Moors 2–5, Amore … Stella (5 … 16) 6–17, then
 * Luna, Sole, the Angelo (20) and the Mondo (21). */
#define BOLO_BEGATO   ((TarotCard) 56)
#define BOLO_MOOR_1   ((TarotCard) 57)
#define BOLO_MOOR_4   ((TarotCard) 60)
#define BOLO_AMORE    ((TarotCard) 61)
#define BOLO_STELLA   ((TarotCard) 72)
#define BOLO_LUNA     ((TarotCard) 73)
#define BOLO_SOLE     ((TarotCard) 74)
#define BOLO_ANGELO   ((TarotCard) 75)
#define BOLO_MONDO    ((TarotCard) 76)

/* The best cricche and sequences a set of cards holds. */
typedef struct
{
  guint         cricche;      /* points of the sets, doubled for a criccone */
  guint         sequences;    /* points of the sequences, doubled for three or more */
  guint         n_cricche;
  guint         n_sequences;
  TarotCardSet  cards;        /* the cards they use */
} BologneseCombos;

/* The points of the cricche and sequences in @cards (the common rules'
 * engine spec: each kind of sequence once, at its longest); @out may
 * be NULL. */
guint bolognese_combinations (TarotCardSet      cards,
                              BologneseCombos  *out);

G_END_DECLS
