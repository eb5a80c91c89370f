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

#include "model/tarot-family.h"
#include "model/tarot-json.h"
#include "model/families/tarot-calatafimi-private.h"

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

/* S8's rounds of the auction */
typedef enum
{
  ROUND_SOLO,
  ROUND_VENTI,
  ROUND_QUINDICI,
} Round;

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

static void
start_bargaining (const TarotRules *rules,
                  TarotDeal        *deal)
{
  CalaState *st = ST (deal);

  tarot_sicilian_deal_rounds (deal, ROUND, CR (rules)->bargain_at);
  st->bottom = (guint8) calatafimi_bottom_card (rules, deal);
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
  tarot_sicilian_deal_rounds (deal, ROUND, rules->hand_size);
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

  tarot_excuse_init (&st->fugg);
  st->bottom = TAROT_CARD_NONE;
  deal->talon = rules->pack;
  if (CR (rules)->two)
    {
      /* S10: 15 each in fives, the rest the stock; the non-dealer leads */
      tarot_sicilian_deal_rounds (deal, ROUND, rules->hand_size);
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

/* @seat leads the next trick: S8, first his signals if he has any. */
static void
lead (const TarotRules *rules,
      TarotDeal        *deal,
      guint             seat)
{
  tarot_deal_lead (deal, seat);
  deal->phase = CR (rules)->four && calatafimi_open_signals (rules, deal, seat) != 0
                ? TAROT_PHASE_ANNOUNCE : TAROT_PHASE_PLAY;
}

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

    case TAROT_PHASE_ANNOUNCE:
      {
        guint open = calatafimi_open_signals (rules, deal, seat);

        tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
        for (guint k = 0; k < N_SIGNALS; k++)
          if (open & (1u << k))
            tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, k);
      }
      break;

    case TAROT_PHASE_PLAY:
      tarot_action_list_add_cards (list, TAROT_ACTION_PLAY, seat, legal_plays (rules, deal));
      break;

    default:
      break;
    }
}

static void
start_play (const TarotRules *rules,
            TarotDeal        *deal)
{
  /* S8: the declarer's right leads; S9: the dealer's right */
  deal->trick_len = 0;
  lead (rules, deal, ((deal->declarer != TAROT_NO_SEAT ? deal->declarer : deal->dealer) + 1) % deal->n_players);
}

/* The Fuggitivo goes to its owner's pile, surrendered to the winner of
 * its trick if its owner's side takes no trick (common Sicilian rules). */
static void
end_hand (const TarotRules *rules,
          TarotDeal        *deal)
{
  guint8 side[TAROT_MAX_PLAYERS];

  for (guint s = 0; s < deal->n_players; s++)
    side[s] = (guint8) calatafimi_team_of (deal, s);
  tarot_excuse_settle (rules, deal, &ST (deal)->fugg, side, TRUE, FALSE);
  deal->phase = TAROT_PHASE_OVER;
  deal->end = TAROT_END_PLAYED;
  deal->to_move = TAROT_NO_SEAT;
}

static void
finish_trick (const TarotRules *rules,
              TarotDeal        *deal)
{
  guint winner = tarot_deal_close_trick (rules, deal, &ST (deal)->fugg);

  if (deal->n_tricks == rules->n_tricks)
    {
      end_hand (rules, deal);
      return;
    }
  /* S10: the winner draws the stock's top card, shown, then the loser */
  if (!tarot_card_set_is_empty (deal->talon))
    {
      TarotCardSet before = deal->hands[winner];

      CalaState *st = ST (deal);
      guint t = deal->n_tricks - 1u;

      tarot_sicilian_deal_to (deal, winner, 1);
      st->drawn_up[t % 2] = tarot_card_set_first (tarot_card_set_minus (deal->hands[winner], before));
      tarot_card_set_add (&deal->shown, st->drawn_up[t % 2]);
      tarot_sicilian_deal_to (deal, 1 - winner, 1);
    }
  lead (rules, deal, winner);
}

static void
play_card (const TarotRules *rules,
           TarotDeal        *deal,
           TarotAction       action)
{
  CalaState *st = ST (deal);
  guint seat = action.seat;

  gboolean complete;

  if (deal->trick_len == 0)
    st->led_once |= (guint8) (1u << seat);
  complete = tarot_deal_play_into_trick (deal, seat, action.card, &st->fugg);
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
  if (complete)
    finish_trick (rules, deal);
  else
    deal->to_move = (guint8) ((seat + 1) % deal->n_players);
}

/* All said Zero (S8): the next dealer deals.  The hand passed out is
 * scored all the same for what the deals bought off before it paid. */
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
      start_play (rules, deal);
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
apply_call (const TarotRules *rules,
            TarotDeal        *deal,
            TarotAction       action)
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
  start_play (rules, deal);
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
      apply_call (rules, deal, action);
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
        start_play (rules, deal);
      return;

    case TAROT_PHASE_ANNOUNCE:
      /* the very hard stroke: his other signals at the same lead */
      if (action.kind == TAROT_ACTION_ANNOUNCE)
        calatafimi_give_signal (rules, deal, action);
      if (action.kind != TAROT_ACTION_ANNOUNCE || calatafimi_open_signals (rules, deal, action.seat) == 0)
        deal->phase = TAROT_PHASE_PLAY;
      return;

    case TAROT_PHASE_PLAY:
      play_card (rules, deal, action);
      return;

    default:
      return;
    }
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

  if (kind == TAROT_ACTION_ANNOUNCE)
    return arg < N_SIGNALS ? calatafimi_signal_ids[arg] : NULL;
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

  if (kind == TAROT_ACTION_ANNOUNCE)
    {
      for (guint k = 0; k < N_SIGNALS; k++)
        if (g_str_equal (str, calatafimi_signal_ids[k]))
          {
            *arg = k;
            return TRUE;
          }
      return FALSE;
    }
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
  .sample_check = calatafimi_sample_check,
};
