/* tarot-sicilian-common.h — the common Sicilian rules (rules/italian-
 * living-games.md, Sicily, "Common Sicilian rules"), shared by the
 * `sicilian` family (S1–S7) and the Calatafimi games (S8–S10)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The cards that count are found by rank, not by number, so that the
 * same code serves the Tarocco Siciliano (Giove = 20, Picciotti = 1,
 * Miseria = trump 0) and the Piedmontese pack cut down at Calatafimi
 * (Giove = 21, Picciotti = 2, Miseria = 1, S8): call
 * tarot_sicilian_setup_rules() after the trumps have their final ranks.
 */
#pragma once

#include "model/tarot-deal.h"

G_BEGIN_DECLS

/* 5 for the last trick (common rules) */
#define TAROT_SICILIAN_LAST_TRICK 5

/* The named trumps, highest first; their term ids (tarot_sicilian_trump_term()) are
 * "giove", "palla", "sole", "luna", "stella", "picciotti" and "miseria". */
typedef enum
{
  TAROT_SICILIAN_GIOVE,
  TAROT_SICILIAN_PALLA,
  TAROT_SICILIAN_SOLE,
  TAROT_SICILIAN_LUNA,
  TAROT_SICILIAN_STELLA,
  TAROT_SICILIAN_PICCIOTTI,
  TAROT_SICILIAN_MISERIA,
  TAROT_SICILIAN_N_NAMED,
} TarotSicilianTrump;

/* Where the counting cards of a game lie; kept in the family's rules data
 * (plain data, 8-byte aligned). */
typedef struct
{
  TarotCardSet diecine;       /* 10 points: Giove, Picciotti, Fuggitivo */
  TarotCardSet cinquine;      /* 5 points: Palla, Sole, Luna, Stella and the Kings */
  TarotCardSet arie;          /* Palla, Sole, Luna, Stella (S6's arie: 19–16) */
  TarotCard    named[TAROT_SICILIAN_N_NAMED];  /* by TarotSicilianTrump */
  guint8       padding;
} TarotSicilianCards;

/* Sets the values of the common rules in @rules (diecine 10, cinquine 5, Queens 4,
 * Cavalli 3, Maids or Fanti 2, others 1; whole points, so count_by 1), ranks every
 * suit K Q C Maid 10 … low, makes the diecine the honours, and fills @cards.  The
 * pack needs seven trumps at least and the Fool as Excuse; @file names the variant in
 * the error otherwise. */
gboolean     tarot_sicilian_setup_rules       (TarotRules           *rules,
                                               TarotSicilianCards   *cards,
                                               const char           *file,
                                               GError              **error);

/* The term id of a named trump ("giove" …), NULL for the others: the variant's term
 * table gives its name in each language. */
const char  *tarot_sicilian_trump_term        (const TarotSicilianCards *cards,
                                               TarotCard                 card);

/* A pile counted in threes: each three cards score their values less 2, one or two
 * cards left over their values less 1 (two empties 1, one empty 0), so 109 in all
 * for 63 cards with 5 for the last trick.  Without the last trick. */
guint        tarot_sicilian_count_pile        (const TarotRules     *rules,
                                               TarotCardSet          pile);

/* The lowest and highest totals, the last trick's 5 included, that @n_sides piles
 * can make when @n_tricks tricks of @trick_size cards and @extra more (the discard
 * or the monte) go to the sides and the Fuggitivo may move from its trick's winner
 * to another side: 109 for the 63 cards of S1; 109 or 110 for S2's 64 in
 * partnerships, 108 to 110 each for himself; 108 or 109 for S10's 62. */
void         tarot_sicilian_total_range       (const TarotRules     *rules,
                                               guint                 n_sides,
                                               guint                 n_tricks,
                                               guint                 trick_size,
                                               guint                 extra,
                                               guint                *lo,
                                               guint                *hi);

/* The cards @hand may play: tarot_legal_follow() (follow suit, else trump, else
 * anything; the Fuggitivo at any time, and the second card sets the suit after it),
 * except that the Fuggitivo is never led while another card is left. */
TarotCardSet tarot_sicilian_legal_play        (const TarotRules     *rules,
                                               TarotCardSet          hand,
                                               const TarotCard      *trick,
                                               guint                 trick_len);

/* The cards of @hand a player may discard, @left more to go: never a 10- or
 * 5-point card; trumps only when the other cards do not suffice. */
TarotCardSet tarot_sicilian_discardable       (const TarotRules         *rules,
                                               const TarotSicilianCards *cards,
                                               TarotCardSet              hand,
                                               guint                     left);

/* Deals @k cards to @seat from the undealt cards in deal->talon, at random from the
 * deal's RNG (the same as from a shuffled pack). */
void         tarot_sicilian_deal_to           (TarotDeal            *deal,
                                               guint                 seat,
                                               guint                 k);

/* Rounds of @round cards each from the dealer's right until the dealer holds @upto. */
void         tarot_sicilian_deal_rounds       (TarotDeal            *deal,
                                               guint                 round,
                                               guint                 upto);

/* The Fuggitivo is not played into its trick: after the trick @owner keeps it on
 * his pile (without exchange). */
void         tarot_sicilian_keep_fuggitivo    (TarotDeal            *deal,
                                               guint                 owner);

/* At the end of the hand: if the owner's side won no trick (@owner_side_won FALSE),
 * the Fuggitivo goes to @winner, who won the trick it was played to. */
void         tarot_sicilian_settle_fuggitivo  (TarotDeal            *deal,
                                               guint                 owner,
                                               guint                 winner,
                                               gboolean              owner_side_won);

G_END_DECLS
