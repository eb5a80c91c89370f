/* tarot-calatafimi.c — the Tarocchi of Calatafimi (`calatafimi`,
 * rules/italian-living-games.md S8–S10): the Piedmontese pack cut to 63
 * (62 for two), trumps ranked by number and named the Sicilian way, and
 * the bargaining (patti) to throw a deal in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three players (S9) each play for himself: 20 cards each in four
 * rounds of five, the bargaining after the third, the dealer's 3 extra
 * cards and discard.  Card points are whole points (rules->count_by 1),
 * counted in threes with the last trick's 5: 109 in all.
 *
 * The bargaining (S8, S9) is a round of the table from the dealer's
 * right.  Each player still undecided either says "Mi strico" (not
 * yet), offers marche (1 … 10) to throw the deal in, says "Mescolate"
 * (content to throw it in for nothing), or names a smaller sum he would
 * accept for it (less than what is offered net so far).  The last
 * undecided player says "Prendo" — the offers are paid, the sums asked
 * received, he takes the rest, and the SAME dealer deals again — or
 * "Tengo", and the deal is completed.  A whole round of "Mi strico"
 * completes it too.  A deal bought off therefore never ends the hand:
 * the payments stay in the deal's state and are scored with the hand
 * finally played, since the next dealer of a score sheet is decided
 * from how a hand ended, and a bought-off deal keeps the dealer.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-share-outcome.h"
#include "model/families/tarot-sicilian-common.h"

#define ROUND        5
/* "marche": normally 8 at most, never more than 10 (S8) */
#define MAX_OFFER    10
/* deals bought off in a row before the next one is played out: the
 * rules set no limit; a bound keeps the payments and the replay small */
#define MAX_BOUGHT   8

/* S8: the contracts (the variant's "contracts", in this order) */
#define CONTRACT_VENTI 0            /* the first "Twenty" plays with a partner */
#define CONTRACT_SOLO  1

/* TAROT_ACTION_BID args (arg_to_string names): the contracts, the
 * partner rounds' words and the bargaining's. */
#define ARG_ZERO       6
#define ARG_QUINDICI   7
#define ARG_MI_STRICO  2
#define ARG_MESCOLATE  3
#define ARG_PRENDO     4
#define ARG_TENGO      5
#define ARG_OFFER(n)   (10 + (n))   /* "offero_n", 1 … MAX_OFFER */
#define ARG_ASK(n)     (20 + (n))   /* "chiedo_n", 1 … MAX_OFFER - 1 */

typedef struct
{
  TarotSicilianCards cards;
  guint8 bargain_at;        /* cards in a hand when the bargaining comes */
  guint8 four;              /* S8: Solo or partners */
  guint8 two;               /* S10: a stock to draw from; else S9, each for himself */
  gint8  targets[2];        /* S9: the dealer's, the others' */
} CalaRules;

/* S8's rounds of the auction */
typedef enum
{
  ROUND_SOLO,
  ROUND_VENTI,
  ROUND_QUINDICI,
} Round;

typedef struct
{
  guint8 fugg_seat;         /* who played the Fuggitivo, TAROT_NO_SEAT before */
  guint8 fugg_trick;
  guint8 fugg_winner;       /* the winner of its trick */
  guint8 suits_led;         /* bit per suit: a trick of it has been led */
  guint8 first_of_suit;     /* the trick in progress is the first of its suit */
  guint8 undecided;         /* bargaining: bit s, seat s has not decided */
  guint8 stricos;           /* bargaining: "Mi strico" said in a row */
  guint8 n_bought;          /* deals bought off before this one */
  gint8  said[TAROT_MAX_PLAYERS];         /* bargaining: + offer, − sum asked */
  gint16 paid[TAROT_MAX_PLAYERS];         /* what the bought-off deals paid (−) or gave (+) */
  guint8 discarder;         /* who took the three cards and discarded */
  guint8 round;             /* S8: Round */
  guint8 spoken;            /* S8: players who have spoken in this round */
  guint8 led_once;          /* S8: bit s, seat s has led a trick */
  guint8 partner_open;      /* S8: everybody knows the partner */
  guint8 drawn_up[2];       /* S10: the card the winner drew after trick t, at [t % 2] */
} CalaState;

G_STATIC_ASSERT (sizeof (CalaRules) <= sizeof (((TarotRules *) 0)->family_data));
G_STATIC_ASSERT (sizeof (CalaState) <= sizeof (((TarotDeal *) 0)->family_data));

#define CR(rules) ((const CalaRules *) (gconstpointer) (rules)->family_data.bytes)
#define ST(deal)  ((CalaState *) (gpointer) (deal)->family_data.bytes)
#define CST(deal) ((const CalaState *) (gconstpointer) (deal)->family_data.bytes)

/* TarotOutcome.extra[]: S9: [s] seat s's card points (tarot-share-outcome.h);
 * S8: [EXTRA_TOOK] the side that took the three cards; both:
 * [EXTRA_PAID + s] what the deals bought off before paid seat s */
#define EXTRA_TOOK   0
#define EXTRA_PAID   4

G_STATIC_ASSERT (EXTRA_PAID + TAROT_MAX_PLAYERS - 2 <= 8);

/* ------------------------------------------------------------------ */
/* rules                                                               */

/* S8, pack: the Piedmontese 78 less Coins A–3 and A–4 of the other
 * suits; S10 also the 4 of Coins. */
static gboolean
is_cut_pack (const TarotRules *rules,
             gboolean          two)
{
  for (int suit = 0; suit < TAROT_N_SUITS; suit++)
    for (int face = 0; face < TAROT_FACE_JACK; face++)
      {
        gboolean cut = face < (suit == TAROT_SUIT_COINS ? (two ? 4 : 3) : 4);

        if (tarot_card_set_contains (rules->pack, tarot_card_make (suit, face)) == cut)
          return FALSE;
      }
  return rules->n_pack_cards == (two ? 62 : 63) && rules->fool_role == TAROT_FOOL_EXCUSE &&
         tarot_card_set_count (rules->trumps) == 21;
}

static gboolean
calatafimi_build_rules (TarotRules    *rules,
                        TarotVariant  *variant,
                        guint          n_players,
                        GHashTable    *options,
                        GError       **error)
{
  CalaRules *cr = (CalaRules *) (gpointer) rules->family_data.bytes;
  const char *file = tarot_variant_get_path (variant);
  g_autofree char *where = g_strdup_printf ("by_players.%u", n_players);

  memset (cr, 0, sizeof *cr);
  if (!tarot_variant_check_option_kinds (variant, NULL, 0, error))
    return FALSE;
  cr->four = n_players == 4;
  cr->two = n_players == 2;
  if (!is_cut_pack (rules, cr->two))
    {
      tarot_json_set_error (error, file, NULL, "pack",
                            "the piemontese pack without Coins A–3 and the other suits’ A–4, "
                            "with two players the 4 of Coins too");
      return FALSE;
    }
  if (cr->four ? (rules->n_contracts != 2 || strcmp (rules->contract_ids[CONTRACT_VENTI], "venti") != 0 ||
                  strcmp (rules->contract_ids[CONTRACT_SOLO], "solo") != 0)
               : rules->n_contracts != 0)
    {
      tarot_json_set_error (error, file, where, "contracts",
                            "four players with \"venti\" and \"solo\", or two or three without contracts");
      return FALSE;
    }
  if (rules->hand_size != (cr->four || cr->two ? 15 : 20) || rules->talon_size != (cr->two ? 32 : 3))
    {
      tarot_json_set_error (error, file, where, "deal",
                            "15 cards each and a stock of 32 with two, 20 each with three, 15 with four, "
                            "and 3 more");
      return FALSE;
    }
  /* S10: the stock drawn after each trick, then played out: 31 tricks */
  if (cr->two)
    rules->n_tricks = (guint8) (rules->n_pack_cards / 2);
  /* S8: after two rounds of five; S9: after three */
  cr->bargain_at = cr->four ? 10 : 15;
  cr->targets[0] = 37;
  cr->targets[1] = 36;

  /* trumps by number, 1 the lowest (not the Piedmontese Angelo on top),
   * so that 21 is the Giove, 2 the Picciotti and 1 the Miseria (S8) */
  for (guint n = 1; n <= 21; n++)
    rules->rank[tarot_card_make_trump (n)] = (guint8) (32 + n);
  if (!tarot_sicilian_setup_rules (rules, &cr->cards, file, error))
    return FALSE;
  /* S10: two piles of 62 make 108 or 109 */
  if (cr->two)
    rules->points_shortfall = 1;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* the deal and the bargaining                                         */

/* Deals @k cards to @seat from the undealt cards in deal->talon, at
 * random from the deal's RNG (the same as from a shuffled pack). */
static void
deal_cards (TarotDeal *deal,
            guint      seat,
            guint      k)
{
  for (guint j = 0; j < k; j++)
    {
      TarotCard c = tarot_card_set_nth (deal->talon, tarot_rng_below (&deal->rng, tarot_card_set_count (deal->talon)));

      tarot_card_set_remove (&deal->talon, c);
      tarot_card_set_add (&deal->hands[seat], c);
    }
}

/* Rounds of five from the dealer's right until each hand holds @upto. */
static void
deal_rounds (TarotDeal *deal,
             guint      upto)
{
  while (tarot_card_set_count (deal->hands[deal->dealer]) < upto)
    for (guint i = 1; i <= deal->n_players; i++)
      deal_cards (deal, (deal->dealer + i) % deal->n_players, ROUND);
}

static void
start_bargaining (const TarotRules *rules,
                  TarotDeal        *deal)
{
  CalaState *st = ST (deal);

  deal_rounds (deal, CR (rules)->bargain_at);
  memset (st->said, 0, sizeof st->said);
  st->undecided = (guint8) ((1u << deal->n_players) - 1);
  st->stricos = 0;
  deal->n_auction = 0;
  deal->phase = TAROT_PHASE_DEALING;
  deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
  /* after MAX_BOUGHT deals bought off, this one is played */
  if (st->n_bought >= MAX_BOUGHT)
    st->undecided = 0;
}

static void
take_three (TarotDeal *deal,
            guint      seat)
{
  ST (deal)->discarder = (guint8) seat;
  deal->hands[seat] = tarot_card_set_union (deal->hands[seat], deal->talon);
  deal->talon = TAROT_CARD_SET_EMPTY;
  deal->phase = TAROT_PHASE_DISCARD;
  deal->to_move = (guint8) seat;
}

static void
start_round (TarotDeal *deal,
             Round      round,
             guint      first)
{
  CalaState *st = ST (deal);

  st->round = (guint8) round;
  st->spoken = 0;
  deal->phase = TAROT_PHASE_AUCTION;
  deal->to_move = (guint8) first;
}

/* Tengo: the deal completed; S9: the dealer's 3 cards and discard; S8:
 * five more each and 3 to the centre, then the Solo round. */
static void
complete_deal (const TarotRules *rules,
               TarotDeal        *deal)
{
  deal_rounds (deal, rules->hand_size);
  deal->n_auction = 0;
  if (CR (rules)->four)
    start_round (deal, ROUND_SOLO, (deal->dealer + 1) % deal->n_players);
  else
    take_three (deal, deal->dealer);
}

static void
calatafimi_setup (const TarotRules *rules,
                  TarotDeal        *deal)
{
  CalaState *st = ST (deal);

  st->fugg_seat = TAROT_NO_SEAT;
  st->fugg_winner = TAROT_NO_SEAT;
  deal->talon = rules->pack;
  if (CR (rules)->two)
    {
      /* S10: 15 each in fives, the rest the stock; the non-dealer leads */
      deal_rounds (deal, rules->hand_size);
      deal->phase = TAROT_PHASE_PLAY;
      deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
      deal->trick_leader[0] = deal->to_move;
      return;
    }
  start_bargaining (rules, deal);
  if (st->undecided == 0)
    complete_deal (rules, deal);
}

static guint
n_undecided (const CalaState *st)
{
  return tarot_popcount64 (st->undecided);
}

/* What is offered net: the offers less the sums asked. */
static int
net_offered (const CalaState *st,
             guint            n)
{
  int net = 0;

  for (guint s = 0; s < n; s++)
    net += st->said[s];
  return net;
}

static void
bargain_actions (const TarotDeal *deal,
                 TarotActionList *list)
{
  const CalaState *st = CST (deal);
  guint seat = deal->to_move;
  int net = net_offered (st, deal->n_players);

  if (n_undecided (st) == 1)
    {
      tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, ARG_PRENDO);
      tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, ARG_TENGO);
      return;
    }
  tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, ARG_MI_STRICO);
  tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, ARG_MESCOLATE);
  for (guint o = 1; o <= MAX_OFFER; o++)
    tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, ARG_OFFER (o));
  /* "a smaller sum": less than what is offered net so far */
  for (int a = 1; a < net && a < MAX_OFFER; a++)
    tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, ARG_ASK (a));
}

static guint
next_undecided (const CalaState *st,
                guint            seat,
                guint            n)
{
  for (guint i = 1; i <= n; i++)
    if (st->undecided & (1u << ((seat + i) % n)))
      return (seat + i) % n;
  return seat;
}

/* Prendo: the offers paid, the sums asked received, the rest to the
 * taker; the same dealer deals again (S8 examples (1), (2)). */
static void
buy_off (const TarotRules *rules,
         TarotDeal        *deal,
         guint             taker)
{
  CalaState *st = ST (deal);
  guint n = deal->n_players;

  for (guint s = 0; s < n; s++)
    st->paid[s] = (gint16) (st->paid[s] - st->said[s]);
  st->paid[taker] = (gint16) (st->paid[taker] + net_offered (st, n));
  st->n_bought++;
  for (guint s = 0; s < n; s++)
    deal->hands[s] = TAROT_CARD_SET_EMPTY;
  deal->talon = rules->pack;
  start_bargaining (rules, deal);
  if (st->undecided == 0)
    complete_deal (rules, deal);
}

static void
apply_bargain (const TarotRules *rules,
               TarotDeal        *deal,
               TarotAction       action)
{
  CalaState *st = ST (deal);
  guint seat = action.seat;
  guint n = deal->n_players;

  if (deal->n_auction < TAROT_MAX_AUCTION)
    deal->auction[deal->n_auction++] = action;
  switch (action.arg)
    {
    case ARG_PRENDO:
      buy_off (rules, deal, seat);
      return;
    case ARG_TENGO:
      complete_deal (rules, deal);
      return;
    case ARG_MI_STRICO:
      if (++st->stricos >= n_undecided (st))
        {
          /* nobody would decide: the deal goes on */
          complete_deal (rules, deal);
          return;
        }
      break;
    default:
      st->said[seat] = (gint8) (action.arg > ARG_ASK (0) ? -(int) (action.arg - ARG_ASK (0))
                                : action.arg > ARG_OFFER (0) ? (int) (action.arg - ARG_OFFER (0)) : 0);
      st->undecided &= (guint8) ~(1u << seat);
      st->stricos = 0;
      break;
    }
  deal->to_move = (guint8) next_undecided (st, seat, n);
}

/* ------------------------------------------------------------------ */
/* the play                                                            */

static inline TarotCard
card_of (int suit,
         int face)
{
  return tarot_card_make (suit, face);
}

/* S9 (2): the Cavallo with exactly one numeral of its suit. */
static gboolean
cavallo_second (TarotCardSet hand,
                int          suit)
{
  TarotCardSet numerals = TAROT_CARD_SET_EMPTY;

  if (!tarot_card_set_contains (hand, card_of (suit, TAROT_FACE_CAVALIER)))
    return FALSE;
  for (int face = 0; face < TAROT_FACE_JACK; face++)
    if (tarot_card_set_contains (hand, card_of (suit, face)))
      tarot_card_set_add (&numerals, card_of (suit, face));
  return tarot_card_set_count (numerals) == 1;
}

/* The card of @suit the first trick of that suit asks of @hand (S9
 * (1), (2): the King, or a Cavallo held with one numeral; both: the
 * King), TAROT_CARD_NONE if none. */
static TarotCard
first_trick_card (TarotCardSet hand,
                  int          suit)
{
  if (tarot_card_set_contains (hand, card_of (suit, TAROT_FACE_KING)))
    return card_of (suit, TAROT_FACE_KING);
  if (cavallo_second (hand, suit))
    return card_of (suit, TAROT_FACE_CAVALIER);
  return TAROT_CARD_NONE;
}

static TarotCardSet
legal_plays (const TarotRules *rules,
             const TarotDeal  *deal)
{
  const CalaState *st = CST (deal);
  TarotCardSet hand = deal->hands[deal->to_move];
  const TarotCard *trick = deal->tricks[deal->n_tricks];
  TarotCardSet legal = tarot_sicilian_legal_play (rules, hand, trick, deal->trick_len);
  gboolean fool = tarot_card_set_contains (hand, TAROT_CARD_FOOL);
  TarotCardSet forced = TAROT_CARD_SET_EMPTY;
  int led;

  if (CR (rules)->four)
    {
      /* S8: the called card's holder leads its suit at his first lead */
      if (deal->trick_len == 0 && deal->called_card != TAROT_CARD_NONE &&
          tarot_card_set_contains (hand, deal->called_card) && !(st->led_once & (1u << deal->to_move)))
        legal = tarot_card_set_intersect (legal, rules->suit_sets[tarot_card_suit (deal->called_card)]);
      return legal;
    }
  if (deal->trick_len == 0)
    {
      /* leading a suit for the first time: its compulsory card */
      for (int suit = 0; suit < TAROT_N_SUITS; suit++)
        {
          TarotCard c;

          if ((st->suits_led & (1u << suit)) ||
              (c = first_trick_card (hand, suit)) == TAROT_CARD_NONE)
            continue;
          legal = tarot_card_set_minus (legal, rules->suit_sets[suit]);
          tarot_card_set_add (&legal, c);
        }
      return legal;
    }
  led = tarot_trick_led_suit (rules, trick, deal->trick_len);
  if (led < 0 || led >= TAROT_N_SUITS ||
      tarot_card_set_is_empty (tarot_card_set_intersect (hand, rules->suit_sets[led])))
    return legal;
  if (st->first_of_suit)
    {
      TarotCard c = first_trick_card (hand, led);

      if (c != TAROT_CARD_NONE)
        tarot_card_set_add (&forced, c);
    }
  /* S9 (3): the Fante to a trick of its suit the King has fallen to */
  if (tarot_card_set_contains (hand, card_of (led, TAROT_FACE_JACK)))
    for (guint i = 0; i < deal->trick_len; i++)
      if (trick[i] == card_of (led, TAROT_FACE_KING))
        {
          /* with rule (2) on the same trick, either card meets them:
           * the rules do not say which comes first */
          tarot_card_set_add (&forced, card_of (led, TAROT_FACE_JACK));
          break;
        }
  if (tarot_card_set_is_empty (forced))
    return legal;
  /* the Fuggitivo may replace any compulsory card */
  if (fool)
    tarot_card_set_add (&forced, TAROT_CARD_FOOL);
  return forced;
}

/* S8: points in 10- and 5-point cards */
static guint
high_points (const TarotRules *rules,
             TarotCardSet      hand)
{
  const TarotSicilianCards *cards = &CR (rules)->cards;

  return 10 * tarot_card_set_count (tarot_card_set_intersect (hand, cards->diecine)) +
         5 * tarot_card_set_count (tarot_card_set_intersect (hand, cards->cinquine));
}

/* S8's strict call: the King of the declarer's shortest suit that he
 * holds but whose King he lacks; ties to the suit with the higher
 * courts, then Coins (and on, Cups, Batons, Swords); a suit he is void
 * in only when no other is left.  Holding all four Kings, a Queen
 * alike.  The dealer counts his discard as held. */
static TarotCard
strict_call (TarotCardSet held)
{
  /* (all sixteen courts held: a Cavallo or a Fante, else alone with the
   * King of Coins, cases the rules never meet) */
  for (int face = TAROT_FACE_KING; face >= TAROT_FACE_JACK; face--)
    {
      TarotCard best = TAROT_CARD_NONE;
      guint best_key = 0;

      for (int suit = TAROT_N_SUITS - 1; suit >= 0; suit--)
        {
          TarotCardSet in_suit = tarot_card_set_intersect (held, tarot_card_set_suit (suit));
          guint n = tarot_card_set_count (in_suit), courts = 0, key;

          if (tarot_card_set_contains (held, card_of (suit, face)))
            continue;
          for (int f = TAROT_FACE_KING; f >= TAROT_FACE_JACK; f--)
            courts = courts * 2 + (tarot_card_set_contains (in_suit, card_of (suit, f)) ? 1u : 0u);
          /* higher is better: held before void, then shorter, then higher courts */
          key = (n > 0 ? 1u << 12 : 0u) + ((31u - MIN (n, 31u)) << 4) + courts;
          if (best == TAROT_CARD_NONE || key > best_key)
            {
              best = card_of (suit, face);
              best_key = key;
            }
        }
      if (best != TAROT_CARD_NONE)
        return best;
    }
  return card_of (TAROT_SUIT_COINS, TAROT_FACE_KING);
}

static TarotCardSet
held_by (const TarotDeal *deal,
         guint            seat)
{
  return seat == CST (deal)->discarder ? tarot_card_set_union (deal->hands[seat], deal->discard)
                                       : deal->hands[seat];
}

static void
auction_actions (const TarotRules *rules,
                 const TarotDeal  *deal,
                 TarotActionList  *list)
{
  const CalaState *st = CST (deal);
  guint seat = deal->to_move;
  guint points = high_points (rules, deal->hands[seat]);

  switch ((Round) st->round)
    {
    case ROUND_SOLO:
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, CONTRACT_SOLO);
      break;
    case ROUND_VENTI:
      tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, ARG_ZERO);
      if (points >= 20)
        tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, CONTRACT_VENTI);
      break;
    case ROUND_QUINDICI:
    default:
      tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, ARG_ZERO);
      if (points == 15)
        tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, ARG_QUINDICI);
      break;
    }
}

static void
calatafimi_legal_actions (const TarotRules *rules,
                          const TarotDeal  *deal,
                          TarotActionList  *list)
{
  guint seat = deal->to_move;

  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      bargain_actions (deal, list);
      break;

    case TAROT_PHASE_AUCTION:
      auction_actions (rules, deal, list);
      break;

    case TAROT_PHASE_CALL:
      tarot_action_list_add (list, TAROT_ACTION_CALL, seat, strict_call (held_by (deal, seat)), 0);
      break;

    case TAROT_PHASE_DISCARD:
      tarot_action_list_add_cards (list, TAROT_ACTION_DISCARD, seat,
                                   tarot_sicilian_discardable (rules, &CR (rules)->cards, deal->hands[seat],
                                                               rules->talon_size - tarot_card_set_count (deal->discard)));
      break;

    case TAROT_PHASE_PLAY:
      tarot_action_list_add_cards (list, TAROT_ACTION_PLAY, seat, legal_plays (rules, deal));
      break;

    default:
      break;
    }
}

static void
start_play (TarotDeal *deal)
{
  /* S8: the declarer's right leads; S9: the dealer's right */
  deal->phase = TAROT_PHASE_PLAY;
  deal->to_move = (guint8) (((deal->declarer != TAROT_NO_SEAT ? deal->declarer : deal->dealer) + 1) %
                            deal->n_players);
  deal->trick_leader[0] = deal->to_move;
  deal->trick_len = 0;
}

/* S9: each for himself; S8: 0 the declarer's side, 1 the others. */
static guint
team_of (const TarotDeal *deal,
         guint            seat)
{
  if (deal->declarer == TAROT_NO_SEAT)
    return seat;
  return seat == deal->declarer || seat == deal->partner ? 0 : 1;
}

/* The Fuggitivo goes to its owner's pile, surrendered to the winner of
 * its trick if its owner's side takes no trick (common Sicilian rules). */
static void
end_hand (TarotDeal *deal)
{
  const CalaState *st = CST (deal);

  if (st->fugg_seat != TAROT_NO_SEAT)
    {
      gboolean won = FALSE;

      for (guint t = 0; t < deal->n_tricks; t++)
        won |= team_of (deal, deal->trick_winner[t]) == team_of (deal, st->fugg_seat);
      tarot_sicilian_settle_fuggitivo (deal, st->fugg_seat, st->fugg_winner, won);
    }
  deal->phase = TAROT_PHASE_OVER;
  deal->end = TAROT_END_PLAYED;
  deal->to_move = TAROT_NO_SEAT;
}

static void
finish_trick (const TarotRules *rules,
              TarotDeal        *deal)
{
  CalaState *st = ST (deal);
  guint n = deal->n_players;
  guint t = deal->n_tricks;
  const TarotCard *cards = deal->tricks[t];
  guint winner = (deal->trick_leader[t] + tarot_trick_best (rules, cards, n)) % n;

  deal->trick_winner[t] = (guint8) winner;
  for (guint i = 0; i < n; i++)
    tarot_card_set_add (&deal->won[winner], cards[i]);
  if (st->fugg_seat != TAROT_NO_SEAT && st->fugg_trick == t)
    {
      st->fugg_winner = (guint8) winner;
      tarot_sicilian_keep_fuggitivo (deal, st->fugg_seat);
    }
  deal->n_tricks++;
  deal->trick_len = 0;
  if (deal->n_tricks == rules->n_tricks)
    {
      end_hand (deal);
      return;
    }
  /* S10: the winner draws the stock's top card, shown, then the loser */
  if (!tarot_card_set_is_empty (deal->talon))
    {
      TarotCardSet before = deal->hands[winner];

      deal_cards (deal, winner, 1);
      st->drawn_up[t % 2] = tarot_card_set_first (tarot_card_set_minus (deal->hands[winner], before));
      tarot_card_set_add (&deal->shown, st->drawn_up[t % 2]);
      deal_cards (deal, 1 - winner, 1);
    }
  deal->trick_leader[deal->n_tricks] = (guint8) winner;
  deal->to_move = (guint8) winner;
}

static void
play_card (const TarotRules *rules,
           TarotDeal        *deal,
           TarotAction       action)
{
  CalaState *st = ST (deal);
  guint seat = action.seat;

  tarot_card_set_remove (&deal->hands[seat], action.card);
  tarot_card_set_remove (&deal->shown, action.card);
  tarot_card_set_add (&deal->played, action.card);
  if (action.card == TAROT_CARD_FOOL)
    {
      st->fugg_seat = (guint8) seat;
      st->fugg_trick = deal->n_tricks;
    }
  if (deal->trick_len == 0)
    st->led_once |= (guint8) (1u << seat);
  deal->tricks[deal->n_tricks][deal->trick_len++] = action.card;
  /* the suit a trick is of: set by its first card, or by the second
   * after a Fuggitivo led perforce */
  if (deal->trick_len <= 2)
    {
      int led = tarot_trick_led_suit (rules, deal->tricks[deal->n_tricks], deal->trick_len);

      if (deal->trick_len == 1 || deal->tricks[deal->n_tricks][0] == TAROT_CARD_FOOL)
        {
          st->first_of_suit = led >= 0 && led < TAROT_N_SUITS && !(st->suits_led & (1u << led));
          if (led >= 0 && led < TAROT_N_SUITS)
            st->suits_led |= (guint8) (1u << led);
        }
    }
  if (deal->trick_len == deal->n_players)
    finish_trick (rules, deal);
  else
    deal->to_move = (guint8) ((seat + 1) % deal->n_players);
}

/* All said Zero (S8): the next dealer deals.  A passed-out hand is not
 * scored, so what deals bought off before it paid is not kept. */
static void
all_zero (TarotDeal *deal)
{
  deal->phase = TAROT_PHASE_OVER;
  deal->end = TAROT_END_PASSED_OUT;
  deal->to_move = TAROT_NO_SEAT;
}

static void
apply_auction (const TarotRules *rules,
               TarotDeal        *deal,
               TarotAction       action)
{
  CalaState *st = ST (deal);
  guint n = deal->n_players;
  guint next = (action.seat + 1u) % n;

  if (deal->n_auction < TAROT_MAX_AUCTION)
    deal->auction[deal->n_auction++] = action;
  st->spoken++;
  if (action.kind == TAROT_ACTION_BID && action.arg == CONTRACT_SOLO)
    {
      /* a Solo takes the three: shown unless he dealt */
      deal->declarer = action.seat;
      deal->contract = CONTRACT_SOLO;
      if (action.seat != deal->dealer)
        deal->talon_shown = deal->talon;
      take_three (deal, action.seat);
      return;
    }
  if (action.kind == TAROT_ACTION_BID && action.arg == CONTRACT_VENTI)
    {
      deal->declarer = action.seat;
      deal->contract = CONTRACT_VENTI;
      start_round (deal, ROUND_QUINDICI, next);
      return;
    }
  if (action.kind == TAROT_ACTION_BID && action.arg == ARG_QUINDICI)
    {
      /* his open partner */
      deal->partner = action.seat;
      st->partner_open = TRUE;
      start_play (deal);
      return;
    }
  if (st->round == ROUND_QUINDICI && next == deal->declarer)
    next = (next + 1) % n;
  if (st->spoken < (st->round == ROUND_QUINDICI ? n - 1 : n))
    {
      deal->to_move = (guint8) next;
      return;
    }
  switch ((Round) st->round)
    {
    case ROUND_SOLO:
      /* no Solo: the dealer takes the three unshown */
      take_three (deal, deal->dealer);
      break;
    case ROUND_VENTI:
      all_zero (deal);
      break;
    case ROUND_QUINDICI:
    default:
      deal->phase = TAROT_PHASE_CALL;
      deal->to_move = deal->declarer;
      break;
    }
}

/* S8: the called card's holder is the partner; lying in the dealer's
 * discard, the dealer, who says so. */
static void
apply_call (TarotDeal   *deal,
            TarotAction  action)
{
  CalaState *st = ST (deal);

  if (deal->n_auction < TAROT_MAX_AUCTION)
    deal->auction[deal->n_auction++] = action;
  deal->called_card = action.card;
  if (tarot_card_set_contains (deal->discard, action.card))
    {
      tarot_card_set_add (&deal->shown, action.card);
      deal->partner = st->discarder;
      st->partner_open = TRUE;
    }
  else if (tarot_deal_holder_of (deal, action.card) != deal->declarer)
    deal->partner = (guint8) tarot_deal_holder_of (deal, action.card);
  start_play (deal);
}

static void
calatafimi_apply (const TarotRules *rules,
                  TarotDeal        *deal,
                  TarotAction       action)
{
  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      apply_bargain (rules, deal, action);
      return;

    case TAROT_PHASE_AUCTION:
      apply_auction (rules, deal, action);
      return;

    case TAROT_PHASE_CALL:
      apply_call (deal, action);
      return;

    case TAROT_PHASE_DISCARD:
      tarot_card_set_remove (&deal->hands[action.seat], action.card);
      tarot_card_set_add (&deal->discard, action.card);
      if (tarot_card_set_count (deal->discard) < rules->talon_size)
        return;
      /* S8 without a Solo: the partner rounds from the dealer's right */
      if (CR (rules)->four && deal->contract != CONTRACT_SOLO)
        start_round (deal, ROUND_VENTI, (deal->dealer + 1) % deal->n_players);
      else
        start_play (deal);
      return;

    case TAROT_PHASE_PLAY:
      play_card (rules, deal, action);
      return;

    default:
      return;
    }
}

/* ------------------------------------------------------------------ */
/* views and sampled deals                                             */

/* The dealer's discard holds no 10- or 5-point card. */
static void
calatafimi_sample_constraints (const TarotRules      *rules,
                               const TarotPlayerView *view,
                               TarotCardSet          *excluded)
{
  const TarotSicilianCards *cards = &CR (rules)->cards;
  guint n = view->n_players;

  excluded[n + 1] = tarot_card_set_union (excluded[n + 1], tarot_card_set_union (cards->diecine, cards->cinquine));
  /* S8: the declarer called a card he lacks, and the dealer would have
   * said so had it lain in his discard */
  if (view->called_card != TAROT_CARD_NONE && view->partner == TAROT_NO_SEAT && view->declarer < n)
    {
      tarot_card_set_add (&excluded[view->declarer], view->called_card);
      tarot_card_set_add (&excluded[n + 1], view->called_card);
    }
}

/* S10: the talon is the stock, and every card shown was drawn from it. */
static void
calatafimi_stock_view (const TarotRules *rules,
                       const TarotDeal  *deal,
                       TarotPlayerView  *view)
{
  const CalaState *st = CST (deal);
  guint with_draw = rules->talon_size / deal->n_players;  /* the tricks after which both draw */

  view->has_stock = TRUE;
  view->stock_count = view->talon_count;
  view->stock_shown = deal->shown;
  for (guint t = deal->n_tricks > 2 ? deal->n_tricks - 2 : 0; t < MIN (deal->n_tricks, with_draw); t++)
    {
      tarot_view_add_draw (view, deal->trick_winner[t], st->drawn_up[t % 2], t);
      tarot_view_add_draw (view, 1 - deal->trick_winner[t], TAROT_CARD_NONE, t);
    }
}

/* Who discarded sees his discard (S9's dealer, S8's Solo or dealer);
 * S8's partner is known to all once he answered "Quindici", played the
 * called card or the dealer found it in his discard. */
static void
calatafimi_make_view (const TarotRules *rules,
                      const TarotDeal  *deal,
                      guint             seat,
                      TarotPlayerView  *view)
{
  const CalaState *st = CST (deal);

  if (seat == st->discarder && !tarot_card_set_is_empty (deal->discard))
    {
      view->own_discard = deal->discard;
      view->unseen = tarot_card_set_minus (view->unseen, deal->discard);
    }
  else if (seat == deal->declarer)
    {
      /* S8: the dealer's discard is his secret, not the declarer's */
      view->own_discard = TAROT_CARD_SET_EMPTY;
      view->unseen = tarot_card_set_union (view->unseen, tarot_card_set_minus (deal->discard, deal->shown));
    }
  if (deal->partner != TAROT_NO_SEAT &&
      (st->partner_open || tarot_card_set_contains (deal->played, deal->called_card)))
    view->partner = deal->partner;
  if (CR (rules)->two)
    calatafimi_stock_view (rules, deal, view);
}

/* The called card's holder is the partner. */
static void
calatafimi_sample_state (const TarotRules      *rules,
                         const TarotPlayerView *view,
                         TarotDeal             *deal)
{
  if (view->partner != TAROT_NO_SEAT)
    deal->partner = view->partner;
  else if (view->called_card != TAROT_CARD_NONE && view->declarer != TAROT_NO_SEAT)
    {
      guint holder = tarot_deal_holder_of (deal, view->called_card);

      deal->partner = holder < deal->n_players && holder != view->declarer ? (guint8) holder : TAROT_NO_SEAT;
    }
}

/* ------------------------------------------------------------------ */
/* outcome and score                                                   */

/* S8: the two sides' piles, the discard with the side that took the
 * three cards, 5 for the last trick. */
static void
four_outcome (const TarotRules *rules,
              const TarotDeal  *deal,
              TarotOutcome     *outcome)
{
  const CalaState *st = CST (deal);
  TarotCardSet piles[2] = { TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY };
  guint took;

  took = team_of (deal, st->discarder);
  for (guint s = 0; s < deal->n_players; s++)
    {
      outcome->side[s] = (guint8) team_of (deal, s);
      piles[outcome->side[s]] = tarot_card_set_union (piles[outcome->side[s]], deal->won[s]);
    }
  piles[took] = tarot_card_set_union (piles[took], deal->discard);
  for (guint t = 0; t < deal->n_tricks; t++)
    outcome->tricks[team_of (deal, deal->trick_winner[t])]++;
  for (guint side = 0; side < 2; side++)
    outcome->points[side] = tarot_sicilian_count_pile (rules, piles[side]);
  outcome->points[team_of (deal, deal->trick_winner[deal->n_tricks - 1])] += TAROT_SICILIAN_LAST_TRICK;
  outcome->extra[EXTRA_TOOK] = (gint32) took;
}

static void
calatafimi_outcome (const TarotRules *rules,
                    const TarotDeal  *deal,
                    TarotOutcome     *outcome)
{
  const CalaState *st = CST (deal);
  guint n = deal->n_players;
  guint32 points[TAROT_MAX_PLAYERS] = { 0 };

  outcome->points_unit = 1;
  for (guint s = 0; s < n; s++)
    outcome->extra[EXTRA_PAID + s] = st->paid[s];
  if (deal->end != TAROT_END_PLAYED)
    return;
  if (CR (rules)->four)
    {
      four_outcome (rules, deal, outcome);
      return;
    }
  for (guint s = 0; s < n; s++)
    {
      TarotCardSet pile = deal->won[s];

      if (s == deal->dealer)
        pile = tarot_card_set_union (pile, deal->discard);
      points[s] = tarot_sicilian_count_pile (rules, pile);
    }
  points[deal->trick_winner[deal->n_tricks - 1]] += TAROT_SICILIAN_LAST_TRICK;
  tarot_share_outcome_fill (outcome, deal, FALSE, points);
}

/* S8: the side that took the three cards needs more than 55, the other
 * more than 54.  A Solo wins or loses 3 × his points beyond 55, each
 * opponent his side's short of 54; in pairs each member of a side its
 * points beyond its target (examples (3), (4)); zero-sum. */
static void
four_score (const TarotOutcome *outcome,
            TarotScore         *score,
            gboolean            with_labels)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  gint32 targets[2];
  gint32 d;
  guint took = (guint) outcome->extra[EXTRA_TOOK] & 1u;
  g_autofree char *label = NULL;

  targets[took] = 55;
  targets[1 - took] = 54;
  d = (gint32) outcome->points[0] - targets[0];
  for (guint s = 0; s < outcome->n_players; s++)
    amounts[s] = outcome->side[s] == 0 ? d : -d;
  /* alone against three: the Solo, or a declarer who could call no card
   * he lacked (S8's strict call never meets it) */
  if (outcome->contract == CONTRACT_SOLO || outcome->partner == TAROT_NO_SEAT)
    {
      amounts[outcome->declarer] = 3 * d;
      if (with_labels)
        /* TRANSLATORS: the Solo's card points less his target, tripled */
        label = g_strdup_printf (_("Solo: %u − %d = %+d, × 3 = %+d"), outcome->points[0], targets[0], d, 3 * d);
    }
  else if (with_labels)
    label = g_strdup_printf (_("Declarer’s side: %u − %d = %+d; the others: %u − %d = %+d"),
                             outcome->points[0], targets[0], d, outcome->points[1], targets[1], -d);
  tarot_score_add_line (score, amounts, label);
}

/* S10: the higher total scores the difference, paid by the other
 * (examples (1), (2)). */
static void
two_score (const TarotOutcome *outcome,
           TarotScore         *score,
           gboolean            with_labels)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  gint32 d = outcome->extra[0] - outcome->extra[1];
  g_autofree char *label = NULL;

  amounts[0] = d;
  amounts[1] = -d;
  if (with_labels)
    /* TRANSLATORS: the two players' card points and what the first scores */
    label = g_strdup_printf (_("Player 1: %d against %d: %+d"), outcome->extra[0], outcome->extra[1], d);
  tarot_score_add_line (score, amounts, label);
}

static void
calatafimi_score (const TarotRules   *rules,
                  const TarotOutcome *outcome,
                  TarotScore         *score,
                  gboolean            with_labels)
{
  const CalaRules *cr = CR (rules);
  guint n = outcome->n_players;
  gint32 paid[TAROT_MAX_PLAYERS] = { 0 };
  gint32 targets[2] = { cr->targets[0], cr->targets[1] };
  gboolean any = FALSE;

  if (outcome->end != TAROT_END_PLAYED)
    return;
  for (guint s = 0; s < n; s++)
    {
      paid[s] = outcome->extra[EXTRA_PAID + s];
      any |= paid[s] != 0;
    }
  if (any)
    tarot_score_add_line (score, paid,
                          /* TRANSLATORS: "Prendo" is the Sicilian term, kept: the
                           * payments of the deals thrown in by the bargaining */
                          with_labels ? _("Deals bought off (Prendo)") : NULL);
  if (cr->two)
    two_score (outcome, score, with_labels);
  else if (!cr->four)
    tarot_share_score (outcome, FALSE, targets, score, with_labels);
  else
    four_score (outcome, score, with_labels);
}

/* ------------------------------------------------------------------ */
/* outcome JSON (docs/cli.md "score")                                 */

/* "bought_off": what the deals thrown in before this one paid (−) or
 * gave (+) each seat, adding up to 0. */
static gboolean
read_bought_off (const TarotRules  *rules,
                 JsonObject        *object,
                 TarotOutcome      *outcome,
                 GError           **error)
{
  guint n = rules->n_players;
  gint max = MAX_BOUGHT * (gint) (n - 1) * MAX_OFFER;
  g_autofree char *expected = g_strdup_printf ("an array of %u amounts from -%d to %d, one per seat",
                                               n, max, max);
  JsonArray *array = tarot_json_get_array (object, "bought_off", NULL, NULL, error);
  gint32 sum = 0;

  if (array == NULL)
    return FALSE;
  if (json_array_get_length (array) != n)
    {
      tarot_json_set_error (error, NULL, NULL, "bought_off", expected);
      return FALSE;
    }
  for (guint s = 0; s < n; s++)
    {
      JsonNode *node = json_array_get_element (array, s);
      g_autofree char *where = g_strdup_printf ("bought_off[%u]", s);
      gint64 v;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (v = json_node_get_int (node)) < -max || v > max)
        {
          tarot_json_set_error (error, NULL, where, NULL, expected);
          return FALSE;
        }
      outcome->extra[EXTRA_PAID + s] = (gint32) v;
      sum += (gint32) v;
    }
  if (sum != 0)
    {
      tarot_json_set_problem (error, NULL, NULL, "bought_off",
                              _("what the offers paid and the others received adds up to 0"));
      return FALSE;
    }
  return TRUE;
}

/* S8: "end": played (default) or passed_out (all said Zero). */
static const char *const end_ids[] = { "played", "passed_out", NULL };

static gboolean
four_from_json (const TarotRules  *rules,
                JsonObject        *object,
                TarotOutcome      *outcome,
                GError           **error)
{
  static const char *const allowed[] = { "end", "dealer", "contract", "declarer", "partner", "points",
                                         "bought_off", NULL };
  static const char *const passed[] = { "end", "dealer", NULL };
  const char *contracts[] = { rules->contract_ids[CONTRACT_VENTI], rules->contract_ids[CONTRACT_SOLO], NULL };
  guint n = rules->n_players, end = 0, contract, took;
  gint64 dealer, declarer, partner = -1;
  JsonArray *points;

  if (json_object_has_member (object, "end") &&
      !tarot_json_get_choice (object, "end", NULL, NULL, end_ids, &end, error))
    return FALSE;
  if (!tarot_json_check_members (object, end == 0 ? allowed : passed, NULL, NULL, error) ||
      (json_object_has_member (object, "dealer") &&
       !tarot_json_get_int (object, "dealer", NULL, NULL, 0, n - 1, &dealer, error)))
    return FALSE;
  outcome->dealer = json_object_has_member (object, "dealer") ? (guint8) dealer : 0;
  if (end == 1)
    {
      outcome->end = TAROT_END_PASSED_OUT;
      return TRUE;
    }
  if (!tarot_json_get_int (object, "dealer", NULL, NULL, 0, n - 1, &dealer, error) ||
      !tarot_json_get_choice (object, "contract", NULL, NULL, contracts, &contract, error) ||
      !tarot_json_get_int (object, "declarer", NULL, NULL, 0, n - 1, &declarer, error))
    return FALSE;
  /* a Solo plays alone; in pairs the partner is another player */
  if (contract == CONTRACT_VENTI &&
      !tarot_json_get_int (object, "partner", NULL, NULL, 0, n - 1, &partner, error))
    return FALSE;
  if (contract == CONTRACT_SOLO ? json_object_has_member (object, "partner") : partner == declarer)
    {
      tarot_json_set_problem (error, NULL, NULL, "partner",
                              contract == CONTRACT_SOLO ? _("a Solo plays without a partner")
                                                        : _("the partner is another player than the declarer"));
      return FALSE;
    }
  outcome->contract = (guint8) contract;
  outcome->declarer = (guint8) declarer;
  outcome->partner = partner < 0 ? TAROT_NO_SEAT : (guint8) partner;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = s == declarer || (gint64) s == partner ? 0 : 1;
  took = contract == CONTRACT_SOLO ? 0 : outcome->side[dealer];
  outcome->extra[EXTRA_TOOK] = (gint32) took;
  if ((points = tarot_json_get_array (object, "points", NULL, NULL, error)) == NULL)
    return FALSE;
  for (guint side = 0; side < 2; side++)
    {
      JsonNode *node = side < json_array_get_length (points) ? json_array_get_element (points, side) : NULL;

      if (json_array_get_length (points) != 2 || !JSON_NODE_HOLDS_VALUE (node) ||
          json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < 0 || json_node_get_int (node) > rules->points_total)
        {
          g_autofree char *expected = g_strdup_printf ("an array of 2 card-point totals (declarer's side, "
                                                       "the others) adding up to %u", rules->points_total);

          tarot_json_set_error (error, NULL, NULL, "points", expected);
          return FALSE;
        }
      outcome->points[side] = (guint32) json_node_get_int (node);
    }
  if (outcome->points[0] + outcome->points[1] != rules->points_total)
    {
      tarot_json_set_problem (error, NULL, NULL, "points", _("the two sides’ card points add up to 109"));
      return FALSE;
    }
  /* the discard is the side's that took the three cards: at least 1 */
  if (outcome->points[took] < 1)
    {
      tarot_json_set_problem (error, NULL, NULL, "points",
                              _("the side that took the three cards has at least the 1 point of the discard"));
      return FALSE;
    }
  return !json_object_has_member (object, "bought_off") || read_bought_off (rules, object, outcome, error);
}

/* S10: each player's points; two piles of 62 make 108 or 109 (example
 * (2) and its ruling). */
static gboolean
two_from_json (const TarotRules  *rules,
               JsonObject        *object,
               TarotOutcome      *outcome,
               GError           **error)
{
  static const char *const allowed[] = { "dealer", "points", NULL };
  g_autofree char *expected = g_strdup_printf ("an array of 2 card-point totals, one per seat, "
                                               "adding up to %u or %u", rules->points_total - 1,
                                               rules->points_total);
  JsonArray *points;
  gint64 dealer;
  guint sum = 0;

  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !tarot_json_get_int (object, "dealer", NULL, NULL, 0, 1, &dealer, error) ||
      (points = tarot_json_get_array (object, "points", NULL, NULL, error)) == NULL)
    return FALSE;
  outcome->dealer = (guint8) dealer;
  for (guint s = 0; s < 2; s++)
    {
      JsonNode *node = s < json_array_get_length (points) ? json_array_get_element (points, s) : NULL;

      if (json_array_get_length (points) != 2 || !JSON_NODE_HOLDS_VALUE (node) ||
          json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < 0 || json_node_get_int (node) > rules->points_total)
        {
          tarot_json_set_error (error, NULL, NULL, "points", expected);
          return FALSE;
        }
      outcome->extra[s] = (gint32) json_node_get_int (node);
      outcome->side[s] = s == dealer ? 0 : 1;
      outcome->points[outcome->side[s]] = (guint32) outcome->extra[s];
      sum += (guint) outcome->extra[s];
    }
  if (sum + rules->points_shortfall < rules->points_total || sum > rules->points_total)
    {
      tarot_json_set_error (error, NULL, NULL, "points", expected);
      return FALSE;
    }
  return TRUE;
}

static gboolean
calatafimi_outcome_from_json (const TarotRules  *rules,
                              JsonObject        *object,
                              TarotOutcome      *outcome,
                              GError           **error)
{
  static const char *const allowed[] = { "dealer", "points", "bought_off", NULL };
  guint n = rules->n_players;
  gint64 dealer;

  tarot_share_outcome_init (outcome, n);
  if (CR (rules)->four)
    return four_from_json (rules, object, outcome, error);
  if (CR (rules)->two)
    return two_from_json (rules, object, outcome, error);
  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !tarot_json_get_int (object, "dealer", NULL, NULL, 0, n - 1, &dealer, error))
    return FALSE;
  outcome->dealer = (guint8) dealer;
  if (!tarot_share_read_points (rules, object, FALSE, NULL, outcome, error))
    return FALSE;
  /* the dealer's discard is his: three cards worth at least 1 (S9) */
  if (outcome->extra[dealer] < 1)
    {
      g_autofree char *where = g_strdup_printf ("points[%u]", (guint) dealer);

      tarot_json_set_problem (error, NULL, where, NULL,
                              _("the dealer has at least the 1 point of his discard"));
      return FALSE;
    }
  if (json_object_has_member (object, "bought_off") &&
      !read_bought_off (rules, object, outcome, error))
    return FALSE;
  return TRUE;
}

static JsonObject *
four_to_json (const TarotRules   *rules,
              const TarotOutcome *outcome)
{
  JsonObject *o = json_object_new ();
  JsonArray *points;

  if (outcome->end != TAROT_END_PLAYED)
    {
      json_object_set_string_member (o, "end", end_ids[1]);
      return o;
    }
  json_object_set_string_member (o, "end", end_ids[0]);
  json_object_set_int_member (o, "dealer", outcome->dealer);
  json_object_set_string_member (o, "contract", rules->contract_ids[outcome->contract]);
  json_object_set_int_member (o, "declarer", outcome->declarer);
  if (outcome->contract == CONTRACT_VENTI)
    json_object_set_int_member (o, "partner", outcome->partner);
  points = json_array_new ();
  json_array_add_int_element (points, outcome->points[0]);
  json_array_add_int_element (points, outcome->points[1]);
  json_object_set_array_member (o, "points", points);
  return o;
}

static JsonObject *
calatafimi_outcome_to_json (const TarotRules   *rules,
                            const TarotOutcome *outcome)
{
  JsonObject *o = CR (rules)->four ? four_to_json (rules, outcome) : tarot_share_outcome_to_json (outcome, FALSE);
  JsonArray *paid = json_array_new ();
  gboolean any = FALSE;

  for (guint s = 0; s < outcome->n_players; s++)
    {
      json_array_add_int_element (paid, outcome->extra[EXTRA_PAID + s]);
      any |= outcome->extra[EXTRA_PAID + s] != 0;
    }
  if (any && outcome->end == TAROT_END_PLAYED)
    json_object_set_array_member (o, "bought_off", paid);
  else
    json_array_unref (paid);
  return o;
}

/* S8: the hand, who played what with whom, the two sides' points. */
static JsonObject *
four_describe (const TarotRules *rules)
{
  JsonObject *desc = tarot_outcome_desc_new ();
  JsonArray *labels = json_array_new ();
  JsonArray *defaults = json_array_new ();
  JsonObject *f;

  tarot_outcome_desc_add (desc, "dealer", "seat", _("Dealer"));
  f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
  tarot_outcome_desc_add_choice (f, end_ids[0], _("Played"));
  tarot_outcome_desc_add_choice (f, end_ids[1], _("All said Zero"));
  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Game"));
  tarot_outcome_desc_add_choice (f, rules->contract_ids[CONTRACT_VENTI], _("Venti, with a partner"));
  tarot_outcome_desc_add_choice (f, rules->contract_ids[CONTRACT_SOLO], _("Solo"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Declarer"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "partner", "seat", _("Partner"));
  json_object_set_int_member (f, "default", 1);
  tarot_outcome_desc_when (f, "contract", rules->contract_ids[CONTRACT_VENTI], NULL);
  f = tarot_outcome_desc_add (desc, "points", "per_side", _("Card points"));
  json_array_add_string_element (labels, _("Declarer’s side"));
  json_array_add_string_element (labels, _("The others"));
  json_object_set_array_member (f, "labels", labels);
  tarot_outcome_desc_set_range (f, 0, rules->points_total);
  json_object_set_int_member (f, "total", rules->points_total);
  json_object_set_string_member (f, "unit", _("points"));
  json_array_add_int_element (defaults, 55);
  json_array_add_int_element (defaults, 54);
  json_object_set_array_member (f, "default", defaults);
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  return desc;
}

static JsonArray *
two_defaults (void)
{
  JsonArray *a = json_array_new ();

  json_array_add_int_element (a, 55);
  json_array_add_int_element (a, 54);
  return a;
}

static JsonObject *
calatafimi_outcome_describe (const TarotRules *rules)
{
  const CalaRules *cr = CR (rules);
  gint32 targets[2] = { cr->targets[0], cr->targets[1] };
  JsonObject *desc = cr->four ? four_describe (rules) : tarot_share_describe (rules, FALSE, targets);
  JsonObject *f;

  if (cr->two)
    {
      /* 108 or 109: no total to fill in, the default an even split */
      f = json_array_get_object_element (json_object_get_array_member (desc, "fields"), 1);
      json_object_remove_member (f, "total");
      json_object_set_array_member (f, "default", two_defaults ());
      json_object_set_string_member (f, "help", _("They add up to 109, or to 108 when both piles end with "
                                                  "one card over a set of three"));
      return desc;
    }
  f = tarot_outcome_desc_add (desc, "bought_off", "per_seat", _("Deals bought off before"));
  JsonArray *defaults = json_array_new ();
  gint max = MAX_BOUGHT * (gint) (rules->n_players - 1) * MAX_OFFER;

  json_object_set_string_member (f, "item_type", "int");
  tarot_outcome_desc_set_range (f, -max, max);
  json_object_set_int_member (f, "total", 0);
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "help",
                                 _("When the bargaining threw deals in (Prendo) before this one was played: "
                                   "what each paid (−) or received (+); they add up to 0"));
  for (guint s = 0; s < rules->n_players; s++)
    json_array_add_int_element (defaults, 0);
  json_object_set_array_member (f, "default", defaults);
  if (cr->four)
    tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  return desc;
}

/* ------------------------------------------------------------------ */
/* action names                                                        */

static const char *const word_ids[] = {
  [ARG_ZERO] = "zero",
  [ARG_QUINDICI] = "quindici",
  [ARG_MI_STRICO] = "mi_strico",
  [ARG_MESCOLATE] = "mescolate",
  [ARG_PRENDO] = "prendo",
  [ARG_TENGO] = "tengo",
};

static const char *
calatafimi_arg_to_string (const TarotRules *rules,
                          TarotActionKind   kind,
                          guint             arg)
{
  static const char *const offers[] = {
    "offero_1", "offero_2", "offero_3", "offero_4", "offero_5",
    "offero_6", "offero_7", "offero_8", "offero_9", "offero_10",
  };
  static const char *const asks[] = {
    "chiedo_1", "chiedo_2", "chiedo_3", "chiedo_4", "chiedo_5",
    "chiedo_6", "chiedo_7", "chiedo_8", "chiedo_9",
  };

  if (kind != TAROT_ACTION_BID)
    return NULL;
  if (arg < rules->n_contracts)
    return rules->contract_ids[arg];
  if (arg < G_N_ELEMENTS (word_ids) && word_ids[arg] != NULL)
    return word_ids[arg];
  if (arg > ARG_OFFER (0) && arg <= ARG_OFFER (MAX_OFFER))
    return offers[arg - ARG_OFFER (1)];
  if (arg > ARG_ASK (0) && arg < ARG_ASK (MAX_OFFER))
    return asks[arg - ARG_ASK (1)];
  return NULL;
}

static gboolean
calatafimi_arg_from_string (const TarotRules *rules,
                            TarotActionKind   kind,
                            const char       *str,
                            guint            *arg)
{
  guint64 n;

  if (kind != TAROT_ACTION_BID)
    return FALSE;
  if (tarot_rules_find_contract (rules, str, arg))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (word_ids); i++)
    if (word_ids[i] != NULL && g_str_equal (str, word_ids[i]))
      {
        *arg = i;
        return TRUE;
      }
  if (g_str_has_prefix (str, "offero_") &&
      g_ascii_string_to_unsigned (str + strlen ("offero_"), 10, 1, MAX_OFFER, &n, NULL))
    {
      *arg = ARG_OFFER ((guint) n);
      return TRUE;
    }
  if (g_str_has_prefix (str, "chiedo_") &&
      g_ascii_string_to_unsigned (str + strlen ("chiedo_"), 10, 1, MAX_OFFER - 1, &n, NULL))
    {
      *arg = ARG_ASK ((guint) n);
      return TRUE;
    }
  return FALSE;
}

const TarotFamily tarot_family_calatafimi = {
  .id = "calatafimi",
  .build_rules = calatafimi_build_rules,
  .setup = calatafimi_setup,
  .legal_actions = calatafimi_legal_actions,
  .apply = calatafimi_apply,
  .outcome = calatafimi_outcome,
  .score = calatafimi_score,
  .outcome_from_json = calatafimi_outcome_from_json,
  .outcome_to_json = calatafimi_outcome_to_json,
  .outcome_describe = calatafimi_outcome_describe,
  .arg_to_string = calatafimi_arg_to_string,
  .arg_from_string = calatafimi_arg_from_string,
  .make_view = calatafimi_make_view,
  .sample_constraints = calatafimi_sample_constraints,
  .sample_state = calatafimi_sample_state,
};
