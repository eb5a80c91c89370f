/* tarot-card.h — universal card ids and 128-bit card sets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every pack uses the same ids so that rules code never depends on the
 * pack: suit card = suit * 14 + face (0..55), trump n = 55 + n (56..76),
 * the Fool = 77.  Suits 0 and 1 are the "long" suits (Swords/Spades,
 * Batons/Clubs), 2 and 3 the "round" suits (Cups/Hearts, Coins/Diamonds).
 * Faces: 0 = Ace (1), 1..9 = 2..10, 10 = Jack, 11 = Cavalier,
 * 12 = Queen, 13 = King.
 *
 * Trumps the 78-card pack lacks come after it, so that the ids of the
 * 78 cards (and every save naming them) stay as they were: 78 is
 * "trump 0", the Sicilian Miseria below trump 1; 79..97 are trumps
 * 22..40 (Minchiate).  A trump's number is what is printed on it (or
 * its place in the pattern's list); how strong it is comes from the
 * pack's trump order (tarot_pack_get_trump_rank(), TarotRules.rank),
 * never from the id.  See docs/family-api.md "Card ids and trump order".
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef guint8 TarotCard;

#define TAROT_N_CARDS      78   /* the 78-card pack: ids 0..77 */
#define TAROT_N_SUITS      4
#define TAROT_N_FACES      14
#define TAROT_N_TRUMPS     21   /* trumps 1..21 of the 78-card pack */
#define TAROT_CARD_FOOL    77
#define TAROT_CARD_MISERIA 78   /* trump 0 */
#define TAROT_MAX_TRUMP    40   /* the highest trump number an id exists for */
/* Every card id is below this: the size of tables indexed by card and
 * the most cards a pack may have. */
#define TAROT_CARD_ID_LIMIT 98
#define TAROT_CARD_NONE    0xff

typedef enum
{
  TAROT_SUIT_SWORDS = 0,   /* = Spades */
  TAROT_SUIT_BATONS = 1,   /* = Clubs */
  TAROT_SUIT_CUPS   = 2,   /* = Hearts */
  TAROT_SUIT_COINS  = 3,   /* = Diamonds */
} TarotSuit;

#define TAROT_SUIT_SPADES   TAROT_SUIT_SWORDS
#define TAROT_SUIT_CLUBS    TAROT_SUIT_BATONS
#define TAROT_SUIT_HEARTS   TAROT_SUIT_CUPS
#define TAROT_SUIT_DIAMONDS TAROT_SUIT_COINS

typedef enum
{
  TAROT_FACE_ACE      = 0,
  TAROT_FACE_10       = 9,
  TAROT_FACE_JACK     = 10,
  TAROT_FACE_CAVALIER = 11,
  TAROT_FACE_QUEEN    = 12,
  TAROT_FACE_KING     = 13,
} TarotFace;

static inline gboolean
tarot_card_is_trump (TarotCard c)
{
  return c >= 56 && c < TAROT_CARD_ID_LIMIT && c != TAROT_CARD_FOOL;
}

static inline gboolean
tarot_card_is_fool (TarotCard c)
{
  return c == TAROT_CARD_FOOL;
}

static inline gboolean
tarot_card_is_suit_card (TarotCard c)
{
  return c < 56;
}

static inline int
tarot_card_suit (TarotCard c)
{
  return c < 56 ? c / 14 : -1;
}

/* Face 0..13 for suit cards, -1 for trumps and the Fool. */
static inline int
tarot_card_face (TarotCard c)
{
  return c < 56 ? c % 14 : -1;
}

/* The trump's number (0 for the Miseria); 0 for other cards too, so
 * ask tarot_card_is_trump() first where it matters. */
static inline guint
tarot_card_trump_number (TarotCard c)
{
  if (c >= 56 && c <= 76)
    return (guint) c - 55;
  if (c > TAROT_CARD_MISERIA && c < TAROT_CARD_ID_LIMIT)
    return (guint) c - 57;
  return 0;
}

static inline TarotCard
tarot_card_make (int suit,
                 int face)
{
  return (TarotCard) (suit * 14 + face);
}

/* @n: 0 (the Miseria) .. TAROT_MAX_TRUMP. */
static inline TarotCard
tarot_card_make_trump (guint n)
{
  if (n == 0)
    return TAROT_CARD_MISERIA;
  return (TarotCard) (n <= TAROT_N_TRUMPS ? 55 + n : 57 + n);
}

/* A set of cards: bit c of lo (c < 64) or bit c - 64 of hi.  Plain
 * value type, copied with `=`. */
typedef struct
{
  guint64 lo;
  guint64 hi;
} TarotCardSet;

#define TAROT_CARD_SET_EMPTY ((TarotCardSet) { 0, 0 })

static inline TarotCardSet
tarot_card_set_empty (void)
{
  return TAROT_CARD_SET_EMPTY;
}

/* The single-card operations compute both words without a branch on
 * which one holds the card: random play would mispredict it. */
static inline TarotCardSet
tarot_card_set_single (TarotCard c)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << (c & 63);
  guint64 high = (guint64) 0 - (guint64) ((c >> 6) & 1);
  TarotCardSet s = { bit & ~high, bit & high };

  return s;
}

static inline TarotCardSet
tarot_card_set_all (void)
{
  TarotCardSet s = { ~G_GUINT64_CONSTANT (0), (G_GUINT64_CONSTANT (1) << (TAROT_N_CARDS - 64)) - 1 };

  return s;
}

static inline void
tarot_card_set_add (TarotCardSet *s,
                    TarotCard     c)
{
  TarotCardSet b = tarot_card_set_single (c);

  s->lo |= b.lo;
  s->hi |= b.hi;
}

static inline void
tarot_card_set_remove (TarotCardSet *s,
                       TarotCard     c)
{
  TarotCardSet b = tarot_card_set_single (c);

  s->lo &= ~b.lo;
  s->hi &= ~b.hi;
}

static inline gboolean
tarot_card_set_contains (TarotCardSet s,
                         TarotCard    c)
{
  TarotCardSet b = tarot_card_set_single (c);

  return ((s.lo & b.lo) | (s.hi & b.hi)) != 0;
}

/* Without a popcount instruction (baseline x86-64) the builtin is a
 * library call; the inline bit-twiddling version is faster. */
static inline guint
tarot_popcount64 (guint64 x)
{
#ifdef __POPCNT__
  return (guint) __builtin_popcountll (x);
#else
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0F0F0F0F0F0F0F0F);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
#endif
}

static inline guint
tarot_card_set_count (TarotCardSet s)
{
  return tarot_popcount64 (s.lo) + tarot_popcount64 (s.hi);
}

static inline gboolean
tarot_card_set_is_empty (TarotCardSet s)
{
  return (s.lo | s.hi) == 0;
}

static inline gboolean
tarot_card_set_equal (TarotCardSet a,
                      TarotCardSet b)
{
  return a.lo == b.lo && a.hi == b.hi;
}

/* Lowest card in the set, TAROT_CARD_NONE if empty. */
static inline TarotCard
tarot_card_set_first (TarotCardSet s)
{
  if (s.lo)
    return (TarotCard) __builtin_ctzll (s.lo);
  if (s.hi)
    return (TarotCard) (64 + __builtin_ctzll (s.hi));
  return TAROT_CARD_NONE;
}

/* Lowest card greater than @c, TAROT_CARD_NONE if there is none. */
static inline TarotCard
tarot_card_set_next (TarotCardSet s,
                     TarotCard    c)
{
  guint n = (guint) c + 1;

  if (n < 64)
    {
      guint64 lo = s.lo & (~G_GUINT64_CONSTANT (0) << n);

      if (lo)
        return (TarotCard) __builtin_ctzll (lo);
      n = 64;
    }
  if (n < 128)
    {
      guint64 hi = s.hi & (~G_GUINT64_CONSTANT (0) << (n - 64));

      if (hi)
        return (TarotCard) (64 + __builtin_ctzll (hi));
    }
  return TAROT_CARD_NONE;
}

/* Highest card in the set, TAROT_CARD_NONE if empty. */
static inline TarotCard
tarot_card_set_last (TarotCardSet s)
{
  if (s.hi)
    return (TarotCard) (127 - __builtin_clzll (s.hi));
  if (s.lo)
    return (TarotCard) (63 - __builtin_clzll (s.lo));
  return TAROT_CARD_NONE;
}

/* The @index-th lowest card (0-based); TAROT_CARD_NONE if out of range. */
static inline TarotCard
tarot_card_set_nth (TarotCardSet s,
                    guint        index)
{
  guint n_lo = tarot_popcount64 (s.lo);
  guint64 w = s.lo;
  guint base = 0;

  if (index >= n_lo)
    {
      index -= n_lo;
      w = s.hi;
      base = 64;
      if (index >= tarot_popcount64 (w))
        return TAROT_CARD_NONE;
    }
  for (; index > 0; index--)
    w &= w - 1;
  return (TarotCard) (base + __builtin_ctzll (w));
}

static inline TarotCardSet
tarot_card_set_union (TarotCardSet a,
                      TarotCardSet b)
{
  TarotCardSet s = { a.lo | b.lo, a.hi | b.hi };

  return s;
}

static inline TarotCardSet
tarot_card_set_intersect (TarotCardSet a,
                          TarotCardSet b)
{
  TarotCardSet s = { a.lo & b.lo, a.hi & b.hi };

  return s;
}

/* Cards of @a that are not in @b. */
static inline TarotCardSet
tarot_card_set_minus (TarotCardSet a,
                      TarotCardSet b)
{
  TarotCardSet s = { a.lo & ~b.lo, a.hi & ~b.hi };

  return s;
}

/* The 14 cards of @suit. */
static inline TarotCardSet
tarot_card_set_suit (int suit)
{
  /* all suit cards (0..55) live in the low word */
  TarotCardSet s = { ((G_GUINT64_CONSTANT (1) << 14) - 1) << (suit * 14), 0 };

  return s;
}

/* Trumps 1..21 of the 78-card pack (not the Fool). */
static inline TarotCardSet
tarot_card_set_trumps (void)
{
  TarotCardSet s = { ~G_GUINT64_CONSTANT (0) << 56,
                     (G_GUINT64_CONSTANT (1) << 13) - 1 };

  return s;
}

/* Every trump id, 0..TAROT_MAX_TRUMP (not the Fool): intersect it with
 * a pack. */
static inline TarotCardSet
tarot_card_set_all_trumps (void)
{
  TarotCardSet s = tarot_card_set_trumps ();

  s.hi |= ((G_GUINT64_CONSTANT (1) << (TAROT_CARD_ID_LIMIT - TAROT_CARD_MISERIA)) - 1)
          << (TAROT_CARD_MISERIA - 64);
  return s;
}

#define TAROT_CARD_SET_FOREACH(set, var) \
  for (TarotCard var = tarot_card_set_first (set); \
       var != TAROT_CARD_NONE; \
       var = tarot_card_set_next (set, var))

G_END_DECLS
