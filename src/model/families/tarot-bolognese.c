/* tarot-bolognese.c — the Tarocchino of Bologna (`bolognese`,
 * rules/italian-living-games.md, Bologna): the combinations engine of
 * the common rules, Ottocento (B1) for two fixed partnerships, and
 * Terziglio (B2), one against two, with the Monzuno form (11.17) as an
 * option
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The common rules are code: the 62-card pack with the four Moors of
 * equal rank (the last played of them wins), the Matto as Excuse kept
 * by its owner, with an exchange card when the other side won its
 * trick and surrendered when its side takes no trick, counting in
 * twos with the odd empty card worth nothing (87 on the cards, 86 when
 * both piles are odd) and 6 for the last trick, cricche and sequences
 * declared from the hand before one's first card and formed from the
 * cards a side won.  Card points are whole points, so rules->count_by
 * is 1.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/families/tarot-bolognese-private.h"

#define CONTRACT_GIOCO  0
#define CONTRACT_SOLO   1
#define LAST_TRICK      6
/* the one declaration: the cricche and sequences of one's hand */
#define DECLARE_COMBOS  0
/* the signals that go with a lead (B1, B2, 11.17), as ANNOUNCE args */
#define SIGNAL_NONE     0
#define SIGNAL_BUSSO    1   /* "I hold one of the two highest cards still out" */
#define SIGNAL_VOLO     2   /* "that was my last of the suit" */
#define SIGNAL_STRISCIO 3   /* Ottocento: more, but not the top; Terziglio, Monzuno: length */
#define SIGNAL_CORTO    4   /* Monzuno: one more, a short suit */
#define N_SIGNALS       5
#define SIGNAL_BITS     3
/* Terziglio: all the tricks, per opponent (B2, open question: default 40) */
#define CAPOTTO_POSTE   40

typedef struct
{
  guint8 monzuno;           /* 11.17: the dealer's right leads, not the declarer */
  guint8 ottocento;         /* B1: four in partnerships, no bidding, the dealer discards */
  guint8 signals;           /* the option: busso, volo, striscio (and corto) with a lead */
} BologneseRules;

typedef struct
{
  TarotExcuse matto;
  guint8  decided;          /* bit s: seat s declared, or let it go */
  guint16 declared[TAROT_MAX_PLAYERS];  /* points declared from the hand */
  guint8  early;            /* Ottocento: declaring before the dealer takes the two extras */
  guint8  fuori;            /* Ottocento: 1 + the side that said "Fuori", 0 none */
  guint64 signals;          /* SIGNAL_BITS a trick (at most 19 tricks): the leader's signal */
} BologneseState;

G_STATIC_ASSERT (sizeof (BologneseRules) <= sizeof (((TarotRules *) 0)->family_data));
G_STATIC_ASSERT (sizeof (BologneseState) <= sizeof (((TarotDeal *) 0)->family_data));

#define BR(rules) ((const BologneseRules *) (gconstpointer) (rules)->family_data.bytes)
#define ST(deal)  ((BologneseState *) (gpointer) (deal)->family_data.bytes)
#define CST(deal) ((const BologneseState *) (gconstpointer) (deal)->family_data.bytes)

/* TarotOutcome.extra[]: per side (0 the declarer's, or at Ottocento the
 * dealer's, 1 the others) */
#define EXTRA_COMBOS    0   /* … and 1: combinations formed from the won cards */
#define EXTRA_DECLARED  2   /* … and 3: declared from the hands */
#define EXTRA_CAPOTTO   4   /* 0 none, 1 the declarer took every trick, 2 the others did */
#define EXTRA_FUORI     5   /* Ottocento: 1 + the side that said "Fuori" and ended the hand */

static const char *const end_ids[] = { "played", "passed_out", NULL };
static const char *const capotto_ids[] = { "none", "declarer", "opponents", NULL };
static const char *const fuori_ids[] = { "none", "dealers_side", "others", NULL };
/* the ANNOUNCE args: the declaration, then the signals */
static const char *const signal_ids[] = { "cricche_sequenze", "busso", "volo", "striscio", "corto" };
static const char *const rubber_ids[] = { "to_800", "to_1000", "to_1500", "quattro_scartate", NULL };

/* ------------------------------------------------------------------ */
/* combinations (Bologna, "Special combinations")                      */

static guint
count_in (TarotCardSet cards,
          TarotCardSet kind)
{
  return tarot_card_set_count (tarot_card_set_intersect (cards, kind));
}

static TarotCardSet
face_set (int face)
{
  TarotCardSet s = TAROT_CARD_SET_EMPTY;

  for (int suit = 0; suit < TAROT_N_SUITS; suit++)
    tarot_card_set_add (&s, tarot_card_make (suit, face));
  return s;
}

static TarotCardSet
tarocchi_set (void)
{
  TarotCardSet s = TAROT_CARD_SET_EMPTY;

  tarot_card_set_add (&s, BOLO_ANGELO);
  tarot_card_set_add (&s, BOLO_MONDO);
  tarot_card_set_add (&s, BOLO_BEGATO);
  tarot_card_set_add (&s, TAROT_CARD_FOOL);
  return s;
}

static TarotCardSet
range_set (TarotCard lo,
           TarotCard hi)
{
  TarotCardSet s = TAROT_CARD_SET_EMPTY;

  for (guint c = lo; c <= hi; c++)
    tarot_card_set_add (&s, (TarotCard) c);
  return s;
}

/* 10 for three cards, 5 for each more */
static guint
sequence_points (guint length)
{
  return 10 + 5 * (length - 3);
}

static void
add_sequence (BologneseCombos *c,
              guint            length,
              TarotCardSet     cards)
{
  c->sequences += sequence_points (length);
  c->n_sequences++;
  c->cards = tarot_card_set_union (c->cards, cards);
}

/* A suit sequence: the King and at least two of Queen, Cavalier and
 * Jack, a contatore standing for one missing of them (never for the
 * King, and two substitutes would lie side by side), optionally the
 * Ace; spare contatori join as extra cards. */
static void
suit_sequence (TarotCardSet     cards,
               int              suit,
               TarotCardSet     contatori,
               BologneseCombos *c)
{
  TarotCardSet courts = range_set (tarot_card_make (suit, TAROT_FACE_JACK),
                                   tarot_card_make (suit, TAROT_FACE_QUEEN));
  guint real = count_in (cards, courts);
  guint m = tarot_card_set_count (contatori);
  gboolean ace = tarot_card_set_contains (cards, tarot_card_make (suit, TAROT_FACE_ACE));
  TarotCardSet used;

  if (!tarot_card_set_contains (cards, tarot_card_make (suit, TAROT_FACE_KING)) ||
      !(real >= 2 || (real == 1 && m >= 1)))
    return;
  used = tarot_card_set_union (tarot_card_set_intersect (cards, courts), contatori);
  tarot_card_set_add (&used, tarot_card_make (suit, TAROT_FACE_KING));
  if (ace)
    tarot_card_set_add (&used, tarot_card_make (suit, TAROT_FACE_ACE));
  add_sequence (c, 1 + real + ace + m, used);
}

/* The grande: the Angelo and at least two of Mondo, Sole and Luna,
 * continued from the 16 downward without gaps; a contatore stands for
 * a missing card (never the Angelo), not next to another substitute. */
static void
grande (TarotCardSet     cards,
        TarotCardSet     contatori,
        BologneseCombos *c)
{
  TarotCardSet top = TAROT_CARD_SET_EMPTY;
  guint m = tarot_card_set_count (contatori);
  guint real, need, spare, run = 0;
  gboolean last_substitute = FALSE;
  TarotCardSet used;

  tarot_card_set_add (&top, BOLO_MONDO);
  tarot_card_set_add (&top, BOLO_SOLE);
  tarot_card_set_add (&top, BOLO_LUNA);
  real = count_in (cards, top);
  if (!tarot_card_set_contains (cards, BOLO_ANGELO) || real == 0)
    return;
  need = real >= 2 ? 0 : 1;
  if (m < need)
    return;
  spare = m - need;
  used = tarot_card_set_union (tarot_card_set_intersect (cards, top), contatori);
  tarot_card_set_add (&used, BOLO_ANGELO);
  for (guint t = BOLO_STELLA; t >= BOLO_AMORE; t--)
    {
      if (tarot_card_set_contains (cards, (TarotCard) t))
        {
          tarot_card_set_add (&used, (TarotCard) t);
          last_substitute = FALSE;
        }
      /* a substitute only bridges a gap to a card held below it */
      else if (spare > 0 && !last_substitute && t > BOLO_AMORE &&
               tarot_card_set_contains (cards, (TarotCard) (t - 1)))
        {
          spare--;
          last_substitute = TRUE;
        }
      else
        break;
      run++;
    }
  add_sequence (c, 1 + real + need + run + spare, used);
}

/* Three or four Aces, or Moors, at least two of them real; contatori
 * make up the third and join as extra cards. */
static void
set_sequence (TarotCardSet     cards,
              TarotCardSet     kind,
              TarotCardSet     contatori,
              BologneseCombos *c)
{
  guint real = count_in (cards, kind);
  guint m = tarot_card_set_count (contatori);

  if (real >= 2 && real + m >= 3)
    add_sequence (c, real + m,
                  tarot_card_set_union (tarot_card_set_intersect (cards, kind), contatori));
}

guint
bolognese_combinations (TarotCardSet      cards,
                        BologneseCombos  *out)
{
  static const guint three[] = { 18, 17, 14, 13, 12 };
  BologneseCombos c = { 0, 0, 0, 0, TAROT_CARD_SET_EMPTY };
  TarotCardSet kinds[5];
  TarotCardSet contatori = TAROT_CARD_SET_EMPTY;

  /* cricche: three or four tarocchi, Kings, Queens, Cavalli, Fanti */
  kinds[0] = tarocchi_set ();
  for (int i = 1; i < 5; i++)
    kinds[i] = face_set (TAROT_FACE_KING + 1 - i);
  for (guint i = 0; i < 5; i++)
    {
      guint n = count_in (cards, kinds[i]);

      if (n < 3)
        continue;
      c.cricche += n == 4 ? 2 * three[i] : three[i];
      c.n_cricche++;
      c.cards = tarot_card_set_union (c.cards, tarot_card_set_intersect (cards, kinds[i]));
    }
  if (c.n_cricche >= 3)
    c.cricche *= 2;

  /* the contatori: the Matto and the Begato */
  if (tarot_card_set_contains (cards, TAROT_CARD_FOOL))
    tarot_card_set_add (&contatori, TAROT_CARD_FOOL);
  if (tarot_card_set_contains (cards, BOLO_BEGATO))
    tarot_card_set_add (&contatori, BOLO_BEGATO);
  for (int suit = 0; suit < TAROT_N_SUITS; suit++)
    suit_sequence (cards, suit, contatori, &c);
  grande (cards, contatori, &c);
  set_sequence (cards, face_set (TAROT_FACE_ACE), contatori, &c);
  set_sequence (cards, range_set (BOLO_MOOR_1, BOLO_MOOR_4), contatori, &c);
  if (c.n_sequences >= 3)
    c.sequences *= 2;

  if (out != NULL)
    *out = c;
  return c.cricche + c.sequences;
}

/* ------------------------------------------------------------------ */
/* rules                                                               */

static const TarotOptionKind option_kinds[] = {
  { "monzuno", TAROT_OPTION_BOOL, NULL },
  { "signals", TAROT_OPTION_BOOL, NULL },
  { "rubber", TAROT_OPTION_CHOICE, rubber_ids },
};

static gboolean
bolognese_build_rules (TarotRules    *rules,
                       TarotVariant  *variant,
                       guint          n_players,
                       GHashTable    *options,
                       GError       **error)
{
  BologneseRules *br = (BologneseRules *) (gpointer) rules->family_data.bytes;
  const char *file = tarot_variant_get_path (variant);

  memset (br, 0, sizeof *br);
  if (!tarot_variant_check_option_kinds (variant, option_kinds, G_N_ELEMENTS (option_kinds), error))
    return FALSE;
  /* 62 cards: no 2–5 in any suit (packs.md §5) */
  if (rules->fool_role != TAROT_FOOL_EXCUSE || rules->n_pack_cards != 62 ||
      tarot_card_set_contains (rules->pack, tarot_card_make (TAROT_SUIT_SWORDS, 1)))
    {
      tarot_json_set_error (error, file, NULL, "pack", "the bolognese pack");
      return FALSE;
    }
  /* Ottocento: four without bidding; Terziglio: three bidding Gioco or Solo */
  br->ottocento = n_players == 4;
  if (br->ottocento ? rules->n_contracts != 0
                    : (n_players != 3 || rules->n_contracts != 2 ||
                       strcmp (rules->contract_ids[CONTRACT_GIOCO], "gioco") != 0 ||
                       strcmp (rules->contract_ids[CONTRACT_SOLO], "solo") != 0))
    {
      tarot_json_set_error (error, file, NULL, "contracts",
                            "four players without contracts, or three with \"gioco\" and \"solo\"");
      return FALSE;
    }
  if (br->ottocento)
    {
      /* the rubber (B1): first side to 800, 1000 or 1500, or four
       * hands ("Quattro scartate"); the session fills in the rest */
      static const guint16 targets[] = { 800, 1000, 1500 };
      const char *rubber = tarot_variant_find_option (variant, "rubber") != NULL
                           ? tarot_variant_get_option (variant, options, "rubber") : rubber_ids[0];

      for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
        if (g_strcmp0 (rubber, rubber_ids[i]) == 0)
          rules->rubber.target = targets[i];
      if (rules->rubber.target == 0)
        rules->rubber.length = 4;
    }
  br->signals = tarot_variant_find_option (variant, "signals") != NULL &&
                tarot_variant_get_option_bool (variant, options, "signals");
  if (tarot_variant_find_option (variant, "monzuno") != NULL &&
      tarot_variant_get_option_bool (variant, options, "monzuno"))
    {
      /* Monzuno (11.17): 19 cards each, a pozzo of 5 */
      br->monzuno = TRUE;
      rules->hand_size = 19;
      rules->n_tricks = 19;
      rules->talon_size = 5;
    }
  if (rules->hand_size * n_players + rules->talon_size != rules->n_pack_cards)
    {
      g_autofree char *where = g_strdup_printf ("by_players.%u", n_players);

      tarot_json_set_error (error, file, where, "deal", "hands and a pozzo that share the 62 cards");
      return FALSE;
    }

  /* the four Moors rank alike, below Amore and above the Begato */
  for (TarotCard m = BOLO_MOOR_1; m <= BOLO_MOOR_4; m++)
    rules->rank[m] = rules->rank[BOLO_MOOR_1];
  rules->honours = tarocchi_set ();
  /* the trumps, courts and Aces of the cricche and sequences */
  rules->combination_cards = tarot_card_set_union (rules->trumps, face_set (TAROT_FACE_ACE));
  for (int face = TAROT_FACE_JACK; face <= TAROT_FACE_KING; face++)
    rules->combination_cards = tarot_card_set_union (rules->combination_cards, face_set (face));
  rules->count_by = 1;
  rules->points_total = 87 + LAST_TRICK;
  /* both piles odd: only with three (the common rules) */
  rules->points_shortfall = br->ottocento ? 0 : 1;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* counting                                                            */

/* A pile counted in twos: a pair is worth its values less one, and an
 * odd card is an empty card worth nothing (common rules: 87 on the
 * cards, 86 when both sides' piles are odd). */
static guint
count_pile (const TarotRules *rules,
            TarotCardSet      pile)
{
  guint sum = 0, n = tarot_card_set_count (pile);

  TAROT_CARD_SET_FOREACH (pile, c)
    sum += rules->value[c];
  return sum - (n + 1) / 2;
}

static gboolean
is_five (const TarotRules *rules,
         TarotCard         c)
{
  return rules->value[c] == 5;
}

/* ------------------------------------------------------------------ */
/* the deal                                                            */

/* Terziglio: the declarer against the others; Ottocento: the dealer's
 * side against the other, partners sitting opposite. */
static inline guint
side_of (const TarotDeal *deal,
         guint            seat)
{
  if (deal->declarer == TAROT_NO_SEAT)
    return (seat + deal->n_players - deal->dealer) % 2;
  return seat == deal->declarer ? 0 : 1;
}

static TarotCardSet
hand_combo_cards (const TarotDeal *deal,
                  guint            seat,
                  guint           *points)
{
  BologneseCombos c;

  *points = bolognese_combinations (deal->hands[seat], &c);
  return c.cards;
}

/* Ottocento's rubber (B1): whether @side, with what its players have
 * declared in this hand and @more, reaches the rubber's target.  Never
 * where the hand's place in a rubber is unknown (a single deal). */
static gboolean
side_reaches (const TarotRules *rules,
              const TarotDeal  *deal,
              guint             side,
              guint             more)
{
  const TarotRubber *rubber = &rules->rubber;
  gint64 tally;

  if (!BR (rules)->ottocento || rubber->target == 0 || rubber->hand == 0)
    return FALSE;
  tally = (gint64) rubber->tally[(deal->dealer + side) % deal->n_players] + more;
  for (guint s = 0; s < deal->n_players; s++)
    if (side_of (deal, s) == side)
      tally += CST (deal)->declared[s];
  return tally >= rubber->target;
}

/* "Fuori": the side has reached the target with its declarations and
 * wins at once; no card more is played. */
static void
say_fuori (TarotDeal *deal,
           guint      side)
{
  ST (deal)->fuori = (guint8) (side + 1);
  deal->phase = TAROT_PHASE_OVER;
  deal->end = TAROT_END_PLAYED;
  deal->to_move = TAROT_NO_SEAT;
}

/* Ottocento: the dealer takes the last two and discards two (B1). */
static void
take_extras (TarotDeal *deal)
{
  deal->hands[deal->dealer] = tarot_card_set_union (deal->hands[deal->dealer], deal->talon);
  deal->talon = TAROT_CARD_SET_EMPTY;
  deal->phase = TAROT_PHASE_DISCARD;
  deal->to_move = deal->dealer;
}

/* After the dealer's early declaration the others may declare and
 * claim too, in turn from his right; then the hand is over, the
 * dealer's side having said Fuori. */
static void
early_next (TarotDeal *deal,
            guint      seat)
{
  guint points;

  for (guint s = (seat + 1) % deal->n_players; s != deal->dealer; s = (s + 1) % deal->n_players)
    {
      hand_combo_cards (deal, s, &points);
      if (points > 0)
        {
          deal->to_move = (guint8) s;
          return;
        }
    }
  say_fuori (deal, 0);
}

/* ------------------------------------------------------------------ */
/* signals (B1 "Play", B2 "Play", 11.17)                               */

/* [RULING] With the option on, a leader gives the signal that is true
 * of his hand whenever his game allows one, and only one, in this
 * order: volo (the card led was his last of the suit), busso (he holds
 * one of the two highest cards of the suit still out besides the one
 * led: in trumps the Angelo and the Mondo while out), striscio, and at
 * Monzuno corto.  Ottocento: any leader, any suit; striscio = he holds
 * more of it but neither of those two (B1).  Terziglio: only the
 * opponents, and only once the suit's top card (the King, or the
 * Angelo) has gone in an earlier trick; striscio = length, three more
 * or more (B2).  Monzuno: any leader, any suit; striscio = length,
 * corto = exactly one more (11.17).  Otherwise no signal; a signal the
 * rules would have given tells the others as much as one given. */
static gboolean
signal_allowed (const TarotRules *rules,
                guint             declarer,
                guint             leader,
                TarotCard         led,
                TarotCardSet      played_before)
{
  const BologneseRules *br = BR (rules);
  TarotCard top;

  if (!br->signals || led == TAROT_CARD_FOOL)
    return FALSE;
  if (br->ottocento || br->monzuno)
    return TRUE;
  top = tarot_card_is_trump (led) ? BOLO_ANGELO : tarot_card_make (tarot_card_suit (led), TAROT_FACE_KING);
  return leader != declarer && tarot_card_set_contains (played_before, top);
}

/* The cards of @led's suit (the trumps for a trump). */
static TarotCardSet
suit_of (const TarotRules *rules,
         TarotCard         led)
{
  return tarot_card_is_trump (led) ? rules->trumps : rules->suit_sets[tarot_card_suit (led)];
}

/* The two highest cards of @led's suit not played before the trick nor
 * led to it: those with fewer than two of them above (the equal Moors
 * all count when one does). */
static TarotCardSet
top_two_out (const TarotRules *rules,
             TarotCard         led,
             TarotCardSet      played_before)
{
  TarotCardSet out = tarot_card_set_minus (suit_of (rules, led), played_before);
  TarotCardSet top = TAROT_CARD_SET_EMPTY;

  tarot_card_set_remove (&out, led);
  TAROT_CARD_SET_FOREACH (out, c)
    {
      guint above = 0;

      TAROT_CARD_SET_FOREACH (out, o)
        above += rules->rank[o] > rules->rank[c];
      if (above < 2)
        tarot_card_set_add (&top, c);
    }
  return top;
}

/* The signal of a lead of @led from a hand that keeps @more (the rest
 * of the suit) and holds of the two highest out @top. */
static guint
signal_of (const TarotRules *rules,
           guint             more,
           gboolean          top)
{
  const BologneseRules *br = BR (rules);

  if (more == 0)
    return SIGNAL_VOLO;
  if (top)
    return SIGNAL_BUSSO;
  if (br->ottocento || more >= 3)
    return SIGNAL_STRISCIO;
  if (br->monzuno && more == 1)
    return SIGNAL_CORTO;
  return SIGNAL_NONE;
}

static inline guint
trick_signal (const BologneseState *st,
              guint                 t)
{
  return (guint) (st->signals >> (SIGNAL_BITS * t)) & ((1u << SIGNAL_BITS) - 1);
}

/* The leader's signal as he leads @card, from his hand before it. */
static void
give_signal (const TarotRules *rules,
             TarotDeal        *deal,
             guint             seat,
             TarotCard         card)
{
  TarotCardSet rest, top;

  if (!signal_allowed (rules, deal->declarer, seat, card, deal->played))
    return;
  rest = tarot_card_set_intersect (deal->hands[seat], suit_of (rules, card));
  tarot_card_set_remove (&rest, card);
  top = top_two_out (rules, card, deal->played);
  ST (deal)->signals |= (guint64) signal_of (rules, tarot_card_set_count (rest),
                                             !tarot_card_set_is_empty (tarot_card_set_intersect (rest, top)))
                        << (SIGNAL_BITS * deal->n_tricks);
}

static void
bolognese_setup (const TarotRules *rules,
                 TarotDeal        *deal)
{
  BologneseState *st = ST (deal);
  TarotCard cards[TAROT_N_CARDS];
  guint k = 0;

  tarot_excuse_init (&st->matto);
  memcpy (cards, rules->pack_cards, rules->n_pack_cards * sizeof cards[0]);
  tarot_shuffle_cards (&deal->rng, cards, rules->n_pack_cards);
  for (guint s = 0; s < deal->n_players; s++)
    for (guint i = 0; i < rules->hand_size; i++)
      tarot_card_set_add (&deal->hands[s], cards[k++]);
  /* the pozzo, face down */
  while (k < rules->n_pack_cards)
    tarot_card_set_add (&deal->talon, cards[k++]);
  if (BR (rules)->ottocento)
    {
      guint points;

      /* a dealer close to the target may declare on his first fifteen
       * cards, before taking the two extras (B1) */
      hand_combo_cards (deal, deal->dealer, &points);
      if (points > 0 && side_reaches (rules, deal, 0, points))
        {
          st->early = TRUE;
          deal->phase = TAROT_PHASE_ANNOUNCE;
          deal->to_move = deal->dealer;
          return;
        }
      take_extras (deal);
      return;
    }
  deal->phase = TAROT_PHASE_AUCTION;
  deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
}

static void
bolognese_legal_actions (const TarotRules *rules,
                         const TarotDeal  *deal,
                         TarotActionList  *list)
{
  guint seat = deal->to_move;

  switch (deal->phase)
    {
    case TAROT_PHASE_AUCTION:
      /* one round; each bid above the last, the Solo ends it (B2) */
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      if (deal->declarer == TAROT_NO_SEAT)
        tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, CONTRACT_GIOCO);
      tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, CONTRACT_SOLO);
      break;

    case TAROT_PHASE_DISCARD:
      {
        /* no carte da cinque */
        TarotCardSet allowed = deal->hands[seat];

        TAROT_CARD_SET_FOREACH (deal->hands[seat], c)
          if (is_five (rules, c))
            tarot_card_set_remove (&allowed, c);
        tarot_action_list_add_cards (list, TAROT_ACTION_DISCARD, seat, allowed);
      }
      break;

    case TAROT_PHASE_ANNOUNCE:
      /* cricche and sequences, declared before one's first card */
      tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, DECLARE_COMBOS);
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      break;

    case TAROT_PHASE_PLAY:
      tarot_action_list_add_cards (list, TAROT_ACTION_PLAY, seat,
                                   tarot_legal_follow (rules, deal->hands[seat],
                                                       deal->tricks[deal->n_tricks],
                                                       deal->trick_len, FALSE));
      break;

    default:
      break;
    }
}

/* @seat's turn to play: first, before his first card, whether to
 * declare the cricche and sequences his hand holds, if any. */
static void
turn_of (TarotDeal *deal,
         guint      seat)
{
  BologneseState *st = ST (deal);
  guint points;

  deal->to_move = (guint8) seat;
  deal->phase = TAROT_PHASE_PLAY;
  if (st->decided & (1u << seat))
    return;
  hand_combo_cards (deal, seat, &points);
  if (points > 0)
    deal->phase = TAROT_PHASE_ANNOUNCE;
  else
    st->decided |= (guint8) (1u << seat);
}

static void
start_play (const TarotRules *rules,
            TarotDeal        *deal)
{
  /* Terziglio: the declarer leads; at Monzuno and Ottocento the
   * dealer's right */
  deal->to_move = deal->declarer == TAROT_NO_SEAT || BR (rules)->monzuno
                  ? (guint8) ((deal->dealer + 1) % deal->n_players) : deal->declarer;
  deal->trick_leader[0] = deal->to_move;
  deal->trick_len = 0;
  turn_of (deal, deal->to_move);
}

static void
apply_bid (const TarotRules *rules,
           TarotDeal        *deal,
           TarotAction       action)
{
  guint n = deal->n_players;
  guint next = (action.seat + 1u) % n;

  if (deal->n_auction < TAROT_MAX_AUCTION)
    deal->auction[deal->n_auction++] = action;
  if (action.kind == TAROT_ACTION_BID)
    {
      deal->declarer = action.seat;
      deal->contract = (guint8) action.arg;
    }
  if (deal->contract == CONTRACT_SOLO)
    {
      /* "Faccio di mio": the pozzo stays untouched */
      start_play (rules, deal);
      return;
    }
  if (next != (deal->dealer + 1u) % n)
    {
      deal->to_move = (guint8) next;
      return;
    }
  if (deal->declarer == TAROT_NO_SEAT)
    {
      deal->phase = TAROT_PHASE_OVER;
      deal->end = TAROT_END_PASSED_OUT;
      deal->to_move = TAROT_NO_SEAT;
      return;
    }
  /* Gioco, "andare su": the pozzo into the declarer's hand, unseen */
  deal->hands[deal->declarer] = tarot_card_set_union (deal->hands[deal->declarer], deal->talon);
  deal->talon = TAROT_CARD_SET_EMPTY;
  deal->phase = TAROT_PHASE_DISCARD;
  deal->to_move = deal->declarer;
}

/* The Matto: surrendered if its side took no trick, else an empty card
 * given for it when the other side won its trick. */
static void
end_hand (const TarotRules *rules,
          TarotDeal        *deal)
{
  guint8 side[TAROT_MAX_PLAYERS];

  for (guint s = 0; s < deal->n_players; s++)
    side[s] = (guint8) side_of (deal, s);
  tarot_excuse_settle (rules, deal, &CST (deal)->matto, side, TRUE, TRUE);
  deal->phase = TAROT_PHASE_OVER;
  deal->end = TAROT_END_PLAYED;
  deal->to_move = TAROT_NO_SEAT;
}

/* Among the Moors the last played wins (tarot_trick_best()); the Matto
 * is covered. */
static void
finish_trick (const TarotRules *rules,
              TarotDeal        *deal)
{
  guint winner = tarot_deal_close_trick (rules, deal, &ST (deal)->matto);

  if (deal->n_tricks == rules->n_tricks)
    end_hand (rules, deal);
  else
    tarot_deal_lead (deal, winner);
}

static void
bolognese_apply (const TarotRules *rules,
                 TarotDeal        *deal,
                 TarotAction       action)
{
  BologneseState *st = ST (deal);
  guint seat = action.seat;

  switch (deal->phase)
    {
    case TAROT_PHASE_AUCTION:
      apply_bid (rules, deal, action);
      return;

    case TAROT_PHASE_DISCARD:
      tarot_card_set_remove (&deal->hands[seat], action.card);
      tarot_card_set_add (&deal->discard, action.card);
      if (tarot_card_set_count (deal->discard) == rules->talon_size)
        start_play (rules, deal);
      return;

    case TAROT_PHASE_ANNOUNCE:
      if (st->early && seat == deal->dealer && action.kind == TAROT_ACTION_PASS)
        {
          /* he keeps his declaration for the first trick */
          st->early = FALSE;
          take_extras (deal);
          return;
        }
      if (action.kind == TAROT_ACTION_ANNOUNCE)
        {
          guint points;

          /* the cards are shown as the declaration names them */
          deal->shown = tarot_card_set_union (deal->shown, hand_combo_cards (deal, seat, &points));
          st->declared[seat] = (guint16) points;
          deal->announced[seat] |= 1u << DECLARE_COMBOS;
        }
      st->decided |= (guint8) (1u << seat);
      if (st->early)
        early_next (deal, seat);
      else if (action.kind == TAROT_ACTION_ANNOUNCE && side_reaches (rules, deal, side_of (deal, seat), 0))
        say_fuori (deal, side_of (deal, seat));
      else
        deal->phase = TAROT_PHASE_PLAY;
      return;

    case TAROT_PHASE_PLAY:
      if (deal->trick_len == 0 && BR (rules)->signals)
        give_signal (rules, deal, seat, action.card);
      if (tarot_deal_play_into_trick (deal, seat, action.card, &st->matto))
        finish_trick (rules, deal);
      else
        turn_of (deal, (seat + 1) % deal->n_players);
      return;

    default:
      return;
    }
}

/* ------------------------------------------------------------------ */
/* views and sampled deals                                             */

/* The leads of the tricks @view shows, with what was played before
 * each: calls @fn for each lead a signal went with, or was due, with
 * the signal (SIGNAL_NONE when the hand gave none). */
typedef void (*LeadFunc) (const TarotRules      *rules,
                          const TarotPlayerView *view,
                          guint                  t,
                          guint                  signal,
                          TarotCardSet           played_before,
                          gpointer               data);

static void
foreach_signalled_lead (const TarotRules      *rules,
                        const TarotPlayerView *view,
                        LeadFunc               fn,
                        gpointer               data)
{
  const BologneseState *st = (const BologneseState *) (gconstpointer) view->family_public.bytes;
  TarotCardSet before = TAROT_CARD_SET_EMPTY;

  for (guint t = 0; t <= view->n_tricks && t < rules->n_tricks; t++)
    {
      guint len = t < view->n_tricks ? view->n_players : view->trick_len;

      if (len == 0)
        break;
      if (signal_allowed (rules, view->declarer, view->trick_leader[t], view->tricks[t][0], before))
        fn (rules, view, t, trick_signal (st, t), before, data);
      for (guint i = 0; i < len; i++)
        tarot_card_set_add (&before, view->tricks[t][i]);
    }
}

/* What a signal rules out (the sampling exclusions): after a volo the
 * leader holds none of the suit; without a busso, neither of the two
 * highest cards out. */
static void
exclude_by_signal (const TarotRules      *rules,
                   const TarotPlayerView *view,
                   guint                  t,
                   guint                  signal,
                   TarotCardSet           played_before,
                   gpointer               data)
{
  TarotCardSet *excluded = data;
  TarotCard led = view->tricks[t][0];
  TarotCardSet out;

  if (signal == SIGNAL_BUSSO)
    return;
  out = signal == SIGNAL_VOLO ? suit_of (rules, led) : top_two_out (rules, led, played_before);
  out = tarot_card_set_minus (out, view->played);
  excluded[view->trick_leader[t]] = tarot_card_set_union (excluded[view->trick_leader[t]], out);
}

/* A Gioco's discard holds no carte da cinque; and what the signals
 * rule out. */
static void
bolognese_sample_constraints (const TarotRules      *rules,
                              const TarotPlayerView *view,
                              TarotCardSet          *excluded)
{
  guint n = view->n_players;

  TAROT_CARD_SET_FOREACH (rules->pack, c)
    if (is_five (rules, c))
      tarot_card_set_add (&excluded[n + 1], c);
  if (BR (rules)->signals)
    foreach_signalled_lead (rules, view, exclude_by_signal, excluded);
}

typedef struct
{
  const TarotDeal *deal;
  gboolean         kept;
} SignalCheck;

/* Whether the sampled hand gives each lead the signal it had: the
 * leader's rest of the suit then is what he holds now and what he
 * played of it since. */
static void
check_signal (const TarotRules      *rules,
              const TarotPlayerView *view,
              guint                  t,
              guint                  signal,
              TarotCardSet           played_before,
              gpointer               data)
{
  SignalCheck *check = data;
  guint leader = view->trick_leader[t];
  TarotCard led = view->tricks[t][0];
  TarotCardSet suit = suit_of (rules, led);
  TarotCardSet rest = tarot_card_set_intersect (check->deal->hands[leader], suit);

  for (guint u = t + 1; u <= view->n_tricks && u < rules->n_tricks; u++)
    for (guint i = 0; i < (u < view->n_tricks ? view->n_players : view->trick_len); i++)
      if ((view->trick_leader[u] + i) % view->n_players == leader && tarot_card_set_contains (suit, view->tricks[u][i]))
        tarot_card_set_add (&rest, view->tricks[u][i]);
  if (signal_of (rules, tarot_card_set_count (rest),
                 !tarot_card_set_is_empty (tarot_card_set_intersect (rest, top_two_out (rules, led, played_before))))
      != signal)
    check->kept = FALSE;
}

static gboolean
bolognese_sample_check (const TarotRules      *rules,
                        const TarotPlayerView *view,
                        const TarotDeal       *deal)
{
  SignalCheck check = { deal, TRUE };

  if (BR (rules)->signals)
    foreach_signalled_lead (rules, view, check_signal, &check);
  return check.kept;
}

/* The signals that went with @seat's leads (view_announcements), in
 * the order he gave them. */
typedef struct
{
  guint   seat;
  guint8 *args;
  guint   max;
  guint   n;
} SignalList;

static void
list_signal (const TarotRules      *rules,
             const TarotPlayerView *view,
             guint                  t,
             guint                  signal,
             TarotCardSet           played_before,
             gpointer               data)
{
  SignalList *list = data;

  if (view->trick_leader[t] == list->seat && signal != SIGNAL_NONE && list->n < list->max)
    list->args[list->n++] = (guint8) (DECLARE_COMBOS + signal);
}

static guint
bolognese_view_announcements (const TarotRules      *rules,
                              const TarotPlayerView *view,
                              guint                  seat,
                              guint8                *args,
                              guint                  max)
{
  SignalList list = { seat, args, max, 0 };

  if (BR (rules)->signals)
    foreach_signalled_lead (rules, view, list_signal, &list);
  return list.n;
}

/* A declaration as the table sees it: when it was made and what it is
 * worth.  The cards it named are those shown still in the hand and
 * those played since, all from the hand it was made from. */
static char *
bolognese_describe_announcement (const TarotRules      *rules,
                                 const TarotPlayerView *view,
                                 guint                  seat,
                                 guint                  arg)
{
  const BologneseState *st = (const BologneseState *) (gconstpointer) view->family_public.bytes;
  TarotCardSet named = view->shown_in_hand[seat];
  BologneseCombos c;
  const char *when;
  guint n = view->n_players;

  if (arg != DECLARE_COMBOS || !(view->announced[seat] & (1u << DECLARE_COMBOS)))
    return NULL;
  for (guint t = 0; t <= view->n_tricks && t < TAROT_MAX_TRICKS; t++)
    for (guint i = 0; i < (t < view->n_tricks ? n : view->trick_len); i++)
      if ((view->trick_leader[t] + i) % n == seat)
        tarot_card_set_add (&named, view->tricks[t][i]);
  if (!st->early)
    when = _("in the first trick");
  else if (seat == view->dealer)
    when = _("before the two extra cards");
  else
    when = _("after the dealer’s early declaration");
  if (bolognese_combinations (named, &c) == st->declared[seat] && c.cricche > 0 && c.sequences > 0)
    /* TRANSLATORS: when a declaration was made, its worth, and how the
     * cricche (sets) and sequences make it up */
    return g_strdup_printf (_("%s: %u (cricche %u, sequences %u)"), when, st->declared[seat],
                            c.cricche, c.sequences);
  /* TRANSLATORS: when a declaration was made and its worth */
  return g_strdup_printf (_("%s: %u"), when, st->declared[seat]);
}

/* ------------------------------------------------------------------ */
/* outcome and score                                                   */

static void
bolognese_outcome (const TarotRules *rules,
                   const TarotDeal  *deal,
                   TarotOutcome     *outcome)
{
  const BologneseState *st = CST (deal);
  TarotCardSet piles[2] = { TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY };
  guint last;

  outcome->points_unit = 1;
  if (deal->end != TAROT_END_PLAYED)
    return;
  for (guint s = 0; s < deal->n_players; s++)
    {
      guint side = side_of (deal, s);

      outcome->side[s] = (guint8) side;
      piles[side] = tarot_card_set_union (piles[side], deal->won[s]);
      outcome->extra[EXTRA_DECLARED + side] += st->declared[s];
    }
  /* Fuori: the declarations alone, no card was counted */
  outcome->extra[EXTRA_FUORI] = st->fuori;
  if (st->fuori != 0)
    return;
  for (guint t = 0; t < deal->n_tricks; t++)
    outcome->tricks[side_of (deal, deal->trick_winner[t])]++;
  /* the discard counts for the declarer unless he took no trick; a
   * Solo's pozzo, left on the table, for the winner of the last trick */
  piles[outcome->tricks[0] > 0 ? 0 : 1] = tarot_card_set_union (piles[outcome->tricks[0] > 0 ? 0 : 1],
                                                               deal->discard);
  last = side_of (deal, deal->trick_winner[deal->n_tricks - 1]);
  piles[last] = tarot_card_set_union (piles[last], deal->talon);
  for (guint side = 0; side < 2; side++)
    {
      outcome->points[side] = count_pile (rules, piles[side]) + (side == last ? LAST_TRICK : 0);
      outcome->extra[EXTRA_COMBOS + side] = (gint32) bolognese_combinations (piles[side], NULL);
    }
  if (!BR (rules)->ottocento)
    outcome->extra[EXTRA_CAPOTTO] = outcome->tricks[1] == 0 ? 1 : outcome->tricks[0] == 0 ? 2 : 0;
}

static guint
side_total (const TarotOutcome *outcome,
            guint               side)
{
  return outcome->points[side] + (guint) outcome->extra[EXTRA_COMBOS + side]
         + (guint) outcome->extra[EXTRA_DECLARED + side];
}

/* The winner's total in fifties: rounded down, unless it is less than
 * 5 short of the next fifty (B2). */
static guint
poste_of (guint total)
{
  return total / 50 + (total % 50 > 45 ? 1 : 0);
}

/* The line that closes a rubber (B1): the first side to the target,
 * the higher total when both pass it; at "Quattro scartate" the higher
 * total after four hands.  Sides level past the target play on. */
static void
rubber_line (const TarotRules   *rules,
             const TarotOutcome *outcome,
             const guint        *totals,
             TarotScore         *score,
             gboolean            with_labels)
{
  const TarotRubber *rubber = &rules->rubber;
  gint32 none[TAROT_MAX_PLAYERS] = { 0 };
  gint64 t[2];
  g_autofree char *label = NULL;

  if (rubber->hand == 0)
    return;
  for (guint side = 0; side < 2; side++)
    t[side] = (gint64) rubber->tally[(outcome->dealer + side) % outcome->n_players] + totals[side];
  if (rubber->length > 0 ? rubber->hand < rubber->length
                         : MAX (t[0], t[1]) < rubber->target || t[0] == t[1])
    return;
  if (with_labels && t[0] == t[1])
    label = g_strdup_printf (_("The rubber is drawn, %d each"), (gint) t[0]);
  else if (with_labels)
    /* TRANSLATORS: the sides' totals in the rubber, the winner's first */
    label = g_strdup_printf (t[0] > t[1] ? _("The dealer’s side wins the rubber, %d to %d")
                                         : _("The others win the rubber, %d to %d"),
                             (gint) MAX (t[0], t[1]), (gint) MIN (t[0], t[1]));
  tarot_score_add_line (score, none, label);
}

static void
bolognese_score (const TarotRules   *rules,
                 const TarotOutcome *outcome,
                 TarotScore         *score,
                 gboolean            with_labels)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  guint n = outcome->n_players;
  guint totals[2], capotto, per_opponent;
  gboolean won;
  g_autofree char *label = NULL;

  if (outcome->end != TAROT_END_PLAYED)
    return;
  totals[0] = side_total (outcome, 0);
  totals[1] = side_total (outcome, 1);
  if (BR (rules)->ottocento)
    {
      /* both sides add their totals; the sheet keeps the difference,
       * so that the hand stays zero-sum (B1) */
      gint32 d = (gint32) totals[0] - (gint32) totals[1];
      gint32 tally[TAROT_MAX_PLAYERS] = { 0 };
      guint fuori = (guint) outcome->extra[EXTRA_FUORI];

      for (guint s = 0; s < n; s++)
        {
          amounts[s] = outcome->side[s] == 0 ? d : -d;
          tally[s] = (gint32) totals[outcome->side[s]];
        }
      if (with_labels && fuori != 0)
        /* TRANSLATORS: "Fuori" (out) said in the first trick: the sides'
         * declarations, the hand is not played on */
        label = g_strdup_printf (fuori == 1 ? _("Fuori by the dealer’s side: declared %u, the others %u")
                                            : _("Fuori by the others: declared %u, the dealer’s side %u"),
                                 totals[fuori - 1], totals[2 - fuori]);
      else if (with_labels)
        /* TRANSLATORS: each side's card points + cricche and sequences = total */
        label = g_strdup_printf (_("Dealer’s side %u + %u = %u, the others %u + %u = %u"),
                                 outcome->points[0], totals[0] - outcome->points[0], totals[0],
                                 outcome->points[1], totals[1] - outcome->points[1], totals[1]);
      tarot_score_add_line (score, amounts, label);
      tarot_score_set_tally (score, tally);
      rubber_line (rules, outcome, totals, score, with_labels);
      return;
    }
  capotto = (guint) outcome->extra[EXTRA_CAPOTTO];
  if (capotto != 0)
    {
      won = capotto == 1;
      per_opponent = CAPOTTO_POSTE;
      if (with_labels)
        label = g_strdup_printf (won ? _("Capotto by the declarer: %u a player")
                                     : _("Capotto against the declarer: %u a player"),
                                 per_opponent);
    }
  else
    {
      /* the declarer must make more than the others; a tie loses (B2) */
      guint value = (guint) rules->contract_value[outcome->contract];
      guint winner;

      won = totals[0] > totals[1];
      winner = totals[won ? 0 : 1];
      per_opponent = poste_of (winner) * value;
      if (with_labels)
        /* TRANSLATORS: each side's card points + cricche and sequences, then the
         * winner's total in poste, e.g. "Gioco: 51 + 109 = 160 against 42 + 78 = 120 → 3 × 1" */
        label = g_strdup_printf (_("%s: %u + %u = %u against %u + %u = %u → %u × %u"),
                                 outcome->contract == CONTRACT_SOLO ? "Solo" : "Gioco",
                                 outcome->points[0], totals[0] - outcome->points[0], totals[0],
                                 outcome->points[1], totals[1] - outcome->points[1], totals[1],
                                 poste_of (winner), value);
    }
  for (guint s = 0; s < n; s++)
    if (outcome->side[s] == 1)
      {
        amounts[s] = won ? -(gint32) per_opponent : (gint32) per_opponent;
        amounts[outcome->declarer] -= amounts[s];
      }
  tarot_score_add_line (score, amounts, label);
}

/* ------------------------------------------------------------------ */
/* outcome JSON (docs/cli.md "score")                                 */

/* The most a side's cards could form: the engine on the whole pack. */
static guint
max_combinations (const TarotRules *rules)
{
  return bolognese_combinations (rules->pack, NULL);
}

static gboolean
read_per_side (JsonObject  *object,
               const char  *member,
               guint        max,
               guint       *out,
               GError     **error)
{
  JsonArray *a = tarot_json_get_array (object, member, NULL, NULL, error);
  g_autofree char *range = g_strdup_printf ("two integers from 0 to %u", max);

  if (a == NULL)
    return FALSE;
  if (json_array_get_length (a) != 2)
    {
      tarot_json_set_error (error, NULL, NULL, member, range);
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    {
      JsonNode *e = json_array_get_element (a, i);

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
          json_node_get_int (e) < 0 || json_node_get_int (e) > max)
        {
          g_autofree char *where = g_strdup_printf ("%s[%u]", member, i);

          tarot_json_set_error (error, NULL, NULL, where, range);
          return FALSE;
        }
      out[i] = (guint) json_node_get_int (e);
    }
  return TRUE;
}

/* Ottocento's rubber (B1): a side whose tally and declarations reach
 * the target says Fuori at once, so a hand played on has no such side,
 * and the side that said it had reached the target.  Only where the
 * hand's place in the rubber is known. */
static gboolean
check_fuori (const TarotRules  *rules,
             guint              dealer,
             guint              fuori,
             const guint       *declared,
             GError           **error)
{
  const TarotRubber *rubber = &rules->rubber;

  if (rubber->target == 0 || rubber->hand == 0)
    return TRUE;
  for (guint side = 0; side < 2; side++)
    {
      gint64 tally = rubber->tally[(dealer + side) % rules->n_players];
      gboolean reaches = tally + declared[side] >= rubber->target;

      g_autofree char *problem = NULL;

      if (fuori == side + 1 ? reaches : fuori != 0 || !reaches)
        continue;
      /* claimed but short of it, or reached but not claimed */
      problem = g_strdup_printf (fuori != 0 ? (side == 0 ? _("the dealer’s side has %d in the rubber and "
                                                            "declared %u: that does not reach %u")
                                                         : _("the others have %d in the rubber and "
                                                             "declared %u: that does not reach %u"))
                                            : (side == 0 ? _("the dealer’s side has %d in the rubber and "
                                                            "declared %u, which reaches %u: it says Fuori")
                                                         : _("the others have %d in the rubber and "
                                                             "declared %u, which reaches %u: they say Fuori")),
                                 (gint) tally, declared[side], rubber->target);
      tarot_json_set_problem (error, NULL, NULL, "fuori", problem);
      return FALSE;
    }
  return TRUE;
}

/* Ottocento (B1): every hand is played; the dealer says which side is
 * which, and the card points always make 93 (the piles are even).  A
 * hand ended by Fuori has only the declarations. */
static gboolean
ottocento_from_json (const TarotRules  *rules,
                     JsonObject        *object,
                     TarotOutcome      *outcome,
                     GError           **error)
{
  static const char *const allowed[] = { "dealer", "fuori", "card_points", "combinations",
                                         "declarations", NULL };
  guint n = rules->n_players, max = max_combinations (rules), fuori = 0;
  guint points[2] = { 0, 0 }, combos[2] = { 0, 0 }, declared[2];
  gint64 dealer;

  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !tarot_json_get_int (object, "dealer", NULL, NULL, 0, n - 1, &dealer, error))
    return FALSE;
  if (json_object_has_member (object, "fuori"))
    {
      if (rules->rubber.target == 0)
        {
          tarot_json_set_problem (error, NULL, NULL, "fuori",
                                  _("nobody says Fuori in a rubber of four hands"));
          return FALSE;
        }
      if (!tarot_json_get_choice (object, "fuori", NULL, NULL, fuori_ids, &fuori, error))
        return FALSE;
    }
  if (fuori != 0)
    {
      const char *played = json_object_has_member (object, "card_points") ? "card_points"
                           : json_object_has_member (object, "combinations") ? "combinations" : NULL;

      if (played != NULL)
        {
          tarot_json_set_problem (error, NULL, NULL, played,
                                  _("not with Fuori: the hand ends in the first trick"));
          return FALSE;
        }
    }
  else if (!read_per_side (object, "card_points", rules->points_total, points, error) ||
           !read_per_side (object, "combinations", max, combos, error))
    return FALSE;
  if (!read_per_side (object, "declarations", max, declared, error))
    return FALSE;
  if (fuori == 0 && points[0] + points[1] != rules->points_total)
    {
      tarot_json_set_problem (error, NULL, NULL, "card_points",
                              _("the two sides’ card points add up to 93"));
      return FALSE;
    }
  if (!check_fuori (rules, (guint) dealer, fuori, declared, error))
    return FALSE;
  outcome->end = TAROT_END_PLAYED;
  outcome->dealer = (guint8) dealer;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = (guint8) ((s + n - (guint) dealer) % 2);
  for (guint side = 0; side < 2; side++)
    {
      outcome->points[side] = points[side];
      outcome->extra[EXTRA_COMBOS + side] = (gint32) combos[side];
      outcome->extra[EXTRA_DECLARED + side] = (gint32) declared[side];
    }
  outcome->extra[EXTRA_FUORI] = (gint32) fuori;
  return TRUE;
}

static gboolean
bolognese_outcome_from_json (const TarotRules  *rules,
                             JsonObject        *object,
                             TarotOutcome      *outcome,
                             GError           **error)
{
  static const char *const allowed[] = { "end", "dealer", "contract", "declarer", "card_points",
                                         "combinations", "declarations", "capotto", NULL };
  static const char *const passed[] = { "end", "dealer", NULL };
  const char *contracts[] = { rules->contract_ids[CONTRACT_GIOCO], rules->contract_ids[CONTRACT_SOLO], NULL };
  guint n = rules->n_players, end = 0, contract, capotto = 0;
  guint points[2], combos[2], declared[2];
  guint max = max_combinations (rules);
  gint64 declarer;

  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = (guint8) n;
  outcome->declarer = TAROT_NO_SEAT;
  outcome->partner = TAROT_NO_SEAT;
  outcome->points_unit = 1;
  if (BR (rules)->ottocento)
    return ottocento_from_json (rules, object, outcome, error);
  if (json_object_has_member (object, "end") &&
      !tarot_json_get_choice (object, "end", NULL, NULL, end_ids, &end, error))
    return FALSE;
  if (end == 1)
    {
      outcome->end = TAROT_END_PASSED_OUT;
      return tarot_json_check_members (object, passed, NULL, NULL, error);
    }
  outcome->end = TAROT_END_PLAYED;
  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !tarot_json_get_choice (object, "contract", NULL, NULL, contracts, &contract, error) ||
      !tarot_json_get_int (object, "declarer", NULL, NULL, 0, n - 1, &declarer, error) ||
      !read_per_side (object, "card_points", rules->points_total, points, error) ||
      !read_per_side (object, "combinations", max, combos, error) ||
      !read_per_side (object, "declarations", max, declared, error) ||
      (json_object_has_member (object, "capotto") &&
       !tarot_json_get_choice (object, "capotto", NULL, NULL, capotto_ids, &capotto, error)))
    return FALSE;
  /* 87 on the cards and 6 for the last trick; 86 when both piles are
   * odd (common rules, [RULING]) */
  if (points[0] + points[1] > rules->points_total ||
      points[0] + points[1] + rules->points_shortfall < rules->points_total)
    {
      tarot_json_set_problem (error, NULL, NULL, "card_points",
                              _("the two sides’ card points add up to 93, or to 92 when both piles are odd"));
      return FALSE;
    }
  /* all the tricks: the others have no card, the pile is whole */
  if (capotto != 0 && (points[capotto == 1 ? 1 : 0] != 0 || points[capotto == 1 ? 0 : 1] != rules->points_total))
    {
      tarot_json_set_problem (error, NULL, NULL, "capotto",
                              _("with a capotto the side that took every trick has all 93 card points"));
      return FALSE;
    }
  outcome->contract = (guint8) contract;
  outcome->declarer = (guint8) declarer;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = s == declarer ? 0 : 1;
  for (guint side = 0; side < 2; side++)
    {
      outcome->points[side] = points[side];
      outcome->extra[EXTRA_COMBOS + side] = (gint32) combos[side];
      outcome->extra[EXTRA_DECLARED + side] = (gint32) declared[side];
    }
  outcome->extra[EXTRA_CAPOTTO] = (gint32) capotto;
  return TRUE;
}

static JsonArray *
per_side_array (guint a,
                guint b)
{
  JsonArray *array = json_array_new ();

  json_array_add_int_element (array, a);
  json_array_add_int_element (array, b);
  return array;
}

static JsonObject *
bolognese_outcome_to_json (const TarotRules   *rules,
                           const TarotOutcome *outcome)
{
  JsonObject *o = json_object_new ();
  gboolean ottocento = BR (rules)->ottocento;

  if (outcome->end != TAROT_END_PLAYED)
    {
      json_object_set_string_member (o, "end", end_ids[1]);
      return o;
    }
  if (ottocento)
    {
      json_object_set_int_member (o, "dealer", outcome->dealer);
      if (rules->rubber.target > 0)
        json_object_set_string_member (o, "fuori", fuori_ids[outcome->extra[EXTRA_FUORI]]);
    }
  else
    {
      json_object_set_string_member (o, "end", end_ids[0]);
      json_object_set_string_member (o, "contract", rules->contract_ids[outcome->contract]);
      json_object_set_int_member (o, "declarer", outcome->declarer);
    }
  if (outcome->extra[EXTRA_FUORI] == 0)
    {
      json_object_set_array_member (o, "card_points", per_side_array (outcome->points[0], outcome->points[1]));
      json_object_set_array_member (o, "combinations",
                                    per_side_array ((guint) outcome->extra[EXTRA_COMBOS],
                                                    (guint) outcome->extra[EXTRA_COMBOS + 1]));
    }
  json_object_set_array_member (o, "declarations",
                                per_side_array ((guint) outcome->extra[EXTRA_DECLARED],
                                                (guint) outcome->extra[EXTRA_DECLARED + 1]));
  if (!ottocento)
    json_object_set_string_member (o, "capotto", capotto_ids[outcome->extra[EXTRA_CAPOTTO]]);
  return o;
}

static JsonObject *
per_side_field (const TarotRules *rules,
                JsonObject       *desc,
                const char       *id,
                const char       *label,
                guint             max)
{
  JsonObject *f = tarot_outcome_desc_add (desc, id, "per_side", label);
  JsonArray *labels = json_array_new ();
  gboolean ottocento = BR (rules)->ottocento;

  json_array_add_string_element (labels, ottocento ? _("Dealer’s side") : _("Declarer"));
  json_array_add_string_element (labels, ottocento ? _("The others") : _("Opponents"));
  json_object_set_array_member (f, "labels", labels);
  tarot_outcome_desc_set_range (f, 0, max);
  json_object_set_string_member (f, "unit", _("points"));
  if (!ottocento)
    tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  return f;
}

/* The card points, the combinations won and those declared. */
static void
describe_totals (const TarotRules *rules,
                 JsonObject       *desc)
{
  guint max = max_combinations (rules);
  JsonObject *f;

  f = per_side_field (rules, desc, "card_points", _("Card points, with 6 for the last trick"),
                      rules->points_total);
  json_object_set_int_member (f, "total", rules->points_total);
  json_object_set_array_member (f, "default", per_side_array (rules->points_total / 2 + 1,
                                                              rules->points_total / 2));
  if (rules->points_shortfall > 0)
    json_object_set_string_member (f, "help", _("93 in all; 92 when both piles hold an odd number of cards"));
  if (BR (rules)->ottocento && rules->rubber.target > 0)
    tarot_outcome_desc_when (f, "fuori", fuori_ids[0], NULL);
  f = per_side_field (rules, desc, "combinations", _("Cricche and sequences in the won cards"), max);
  if (BR (rules)->ottocento && rules->rubber.target > 0)
    tarot_outcome_desc_when (f, "fuori", fuori_ids[0], NULL);
  per_side_field (rules, desc, "declarations", _("Cricche and sequences declared from the hand"), max);
}

static JsonObject *
bolognese_outcome_describe (const TarotRules *rules)
{
  JsonObject *desc = tarot_outcome_desc_new ();
  JsonObject *f;

  if (BR (rules)->ottocento)
    {
      tarot_outcome_desc_add (desc, "dealer", "seat", _("Dealer"));
      if (rules->rubber.target > 0)
        {
          g_autofree char *help = NULL;

          f = tarot_outcome_desc_add (desc, "fuori", "choice", _("Fuori"));
          tarot_outcome_desc_add_choice (f, fuori_ids[0], _("Nobody: the hand was played"));
          tarot_outcome_desc_add_choice (f, fuori_ids[1], _("The dealer’s side"));
          tarot_outcome_desc_add_choice (f, fuori_ids[2], _("The others"));
          help = g_strdup_printf (_("A side whose declarations in the first trick bring it to %u "
                                    "in the rubber says Fuori and wins at once"),
                                  rules->rubber.target);
          json_object_set_string_member (f, "help", help);
        }
      describe_totals (rules, desc);
      return desc;
    }
  f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
  tarot_outcome_desc_add_choice (f, end_ids[0], _("Played"));
  tarot_outcome_desc_add_choice (f, end_ids[1], _("Everybody passed"));
  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Game"));
  tarot_outcome_desc_add_choice (f, rules->contract_ids[CONTRACT_GIOCO], _("Gioco (with the pozzo)"));
  tarot_outcome_desc_add_choice (f, rules->contract_ids[CONTRACT_SOLO], _("Solo (without the pozzo)"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Declarer"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  describe_totals (rules, desc);
  f = tarot_outcome_desc_add (desc, "capotto", "choice", _("Capotto"));
  tarot_outcome_desc_add_choice (f, capotto_ids[0], _("None"));
  tarot_outcome_desc_add_choice (f, capotto_ids[1], _("The declarer took every trick"));
  tarot_outcome_desc_add_choice (f, capotto_ids[2], _("The opponents took every trick"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  return desc;
}

static const char *
bolognese_arg_to_string (const TarotRules *rules,
                         TarotActionKind   kind,
                         guint             arg)
{
  if (kind == TAROT_ACTION_BID && arg < rules->n_contracts)
    return rules->contract_ids[arg];
  if (kind == TAROT_ACTION_ANNOUNCE && arg < N_SIGNALS)
    return signal_ids[arg];
  return NULL;
}

static gboolean
bolognese_arg_from_string (const TarotRules *rules,
                           TarotActionKind   kind,
                           const char       *str,
                           guint            *arg)
{
  if (kind == TAROT_ACTION_BID)
    return tarot_rules_find_contract (rules, str, arg);
  for (guint i = 0; kind == TAROT_ACTION_ANNOUNCE && i < N_SIGNALS; i++)
    if (g_strcmp0 (str, signal_ids[i]) == 0)
      {
        *arg = i;
        return TRUE;
      }
  return FALSE;
}

const TarotFamily tarot_family_bolognese = {
  .id = "bolognese",
  .build_rules = bolognese_build_rules,
  .setup = bolognese_setup,
  .legal_actions = bolognese_legal_actions,
  .apply = bolognese_apply,
  .outcome = bolognese_outcome,
  .score = bolognese_score,
  .outcome_from_json = bolognese_outcome_from_json,
  .outcome_to_json = bolognese_outcome_to_json,
  .outcome_describe = bolognese_outcome_describe,
  .arg_to_string = bolognese_arg_to_string,
  .arg_from_string = bolognese_arg_from_string,
  .sample_constraints = bolognese_sample_constraints,
  .sample_check = bolognese_sample_check,
  .view_announcements = bolognese_view_announcements,
  .describe_announcement = bolognese_describe_announcement,
};
