/* tarot-sicilian.c — the Sicilian Tarocchi (`sicilian`, rules/italian-living-games.md,
 * Sicily): Barcellona for three (S1) and four (S2) and Vanto (S3) on the Tarocco
 * Siciliano, the common rules from tarot-sicilian-common.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What differs between the games is data in the variant files (by_players.<n>):
 *
 *   "bidding"             "barcellona" (S1: "Vado solo" or "Passo" from the dealer's
 *                         right; after two passes the dealer plays Solo, lets everyone
 *                         play for himself or throws in), "vanto" (S3: "Chiamo" <
 *                         "Vado solo", "Solo io" by priority) or "none" (S2)
 *   "solo_rates"          [r, q]: a Solo scores r × (S − 55), each opponent q × it
 *   "targets"             [declarer's, the others']: each for himself, card points
 *                         less these
 *   "solo_leads"          the Solo leads (S3) instead of his right-hand neighbour (S1)
 *   "signals"             S1's "Ho il 20", "Batto", "Non batto" before an opponent's
 *                         first lead in a Solo
 *
 * and the options "partnerships" (S2: fixed partnerships opposite, else each for
 * himself), "dealer_solo" (S1: the dealer may go Solo after two passes) and
 * "half_stakes" (S1: ×2 / ×1 instead of ×4 / ×2).  Card points are whole points.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-variant.h"
#include "model/families/tarot-sicilian-common.h"
#include "model/families/tarot-sicilian-private.h"

/* the two contracts of a bidding game, low to high: the taker with the monte against
 * everyone for himself (S1's "each for himself", S3's Chiamata), and the Solo */
#define CONTRACT_EACH  0
#define CONTRACT_SOLO  1

typedef enum
{
  BIDDING_NONE,
  BIDDING_BARCELLONA,
  BIDDING_VANTO,
  BIDDING_MINEO,
} Bidding;

/* Mineo's contracts (S6): the stata, a Solo said after the first round of the deal,
 * premiums doubled; the Solo ("Vado io") */
#define CONTRACT_STATA  0
/* … and at four (S7) the Chiamo, a call for the Giove or an aria, after the Solo */
#define CONTRACT_CHIAMO 2

/* S1's signals, announced by an opponent when he first leads in a Solo */
enum
{
  SIGNAL_HO_IL_20,   /* "Ho il 20": I hold the Giove */
  SIGNAL_BATTO,      /* "Batto": the Giove and the 19 or the 18 */
  SIGNAL_NON_BATTO,  /* "Non batto": not both */
  /* S6's announcements before the play */
  ANNOUNCE_SCOMMESSA,   /* the declarer, with the Giove and the Fuggitivo: he will end with the 1 */
  ANNOUNCE_MI_VANTO,    /* an opponent with the Giove: his side will win the last trick */
  ANNOUNCE_MI_RIVANTO,  /* the same, from an opponent without it */
  N_SIGNALS
};

static const char *const signal_ids[N_SIGNALS] = { "ho_il_20", "batto", "non_batto",
                                                   "scommessa", "mi_vanto", "mi_rivanto" };

typedef struct
{
  TarotSicilianCards cards;
  guint8  bidding;          /* Bidding */
  guint8  rates[2];         /* a Solo's and each opponent's: S1 4 and 2, S3 2 and 1 */
  guint8  targets[2];       /* each for himself: the declarer's, the others' */
  guint8  solo_leads;
  guint8  signals;
  guint8  partnerships;     /* S2, S4 */
  guint8  excess[2];        /* S4: the dealer's side records its points above the first, the
                             * others above the second; 0: the winners score the difference (S2) */
  guint8  dealer_solo;      /* S1 */
  guint8  total_lo;         /* the card points of a hand, last trick included */
  guint8  total_hi;
} SicilianRules;

typedef struct
{
  guint8 fug_owner;         /* who played the Fuggitivo, TAROT_NO_SEAT before */
  guint8 fug_trick;
  guint8 fug_winner;        /* the winner of its trick */
  guint8 stage;             /* the auction: Stage */
  guint8 chiamo;            /* S3: who said "Chiamo", TAROT_NO_SEAT if nobody */
  guint8 signalled;         /* bit s: seat s has given its signal or let it go */
  guint8 round;             /* S6: rounds of five dealt */
  guint8 spoken;            /* S6: players who have spoken at the stata or the announcements */
} SicilianState;

typedef enum
{
  STAGE_BIDS,               /* each in turn from the dealer's right */
  STAGE_DEALER_CHOICE,      /* S1: both passed, the dealer chooses */
  STAGE_SOLO_IO,            /* S3: the Chiamo bidder answers a later Solo */
  STAGE_ANNOUNCE,           /* S6: scommessa, then "mi vanto" / "mi rivanto" */
} Stage;

G_STATIC_ASSERT (sizeof (SicilianRules) <= sizeof (((TarotRules *) 0)->family_data));
G_STATIC_ASSERT (sizeof (SicilianState) <= sizeof (((TarotDeal *) 0)->family_data));

#define SR(rules) ((const SicilianRules *) (gconstpointer) (rules)->family_data.bytes)
#define ST(deal)  ((SicilianState *) (gpointer) (deal)->family_data.bytes)
#define CST(deal) ((const SicilianState *) (gconstpointer) (deal)->family_data.bytes)

/* TarotOutcome.extra[]: each seat's card points when each plays for himself (0–3),
 * and how the hand was played; at Mineo (S6) the premiums: flags, the pigliate of
 * each side, and which side (0 none, 1 the declarer's, 2 the others) made the
 * scommessa, the four Kings and the arie */
#define EXTRA_MODE        4
#define EXTRA_TAKER       5   /* each for himself: who took the monte, −1 nobody (S2) */
#define EXTRA_FLAGS       0
#define EXTRA_PIGLIATE    1   /* … and 2 */
#define EXTRA_SCOMMESSA   3
#define EXTRA_QUATTRO_RE  5
#define EXTRA_ARIE        6

#define FLAG_LAST_TO_OPPONENTS  (1 << 0)
#define FLAG_VANTO_ANNOUNCED    (1 << 1)
#define FLAG_ARIE_WITH_GIOVE    (1 << 2)

typedef TarotSicilianMode Mode;
#define MODE_SOLO      TAROT_SICILIAN_MODE_SOLO
#define MODE_EACH      TAROT_SICILIAN_MODE_EACH
#define MODE_PARTNERS  TAROT_SICILIAN_MODE_PARTNERS

static const char *const end_ids[] = { "played", "passed_out", NULL };
static const char *const bidding_ids[] = { "none", "barcellona", "vanto", "mineo", NULL };

static const TarotOptionKind option_kinds[] = {
  { "partnerships", TAROT_OPTION_BOOL, NULL },
  { "dealer_solo", TAROT_OPTION_BOOL, NULL },
  { "half_stakes", TAROT_OPTION_BOOL, NULL },
};

/* ------------------------------------------------------------------ */
/* rules                                                               */

static gboolean
read_pair (JsonObject  *by,
           const char  *member,
           const char  *file,
           const char  *where,
           guint8      *out,
           GError     **error)
{
  JsonArray *a = tarot_json_get_array (by, member, file, where, error);

  if (a == NULL)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      JsonNode *e = i < json_array_get_length (a) ? json_array_get_element (a, i) : NULL;

      if (json_array_get_length (a) != 2 || !JSON_NODE_HOLDS_VALUE (e) ||
          json_node_get_value_type (e) != G_TYPE_INT64 || json_node_get_int (e) < 0 || json_node_get_int (e) > 100)
        {
          tarot_json_set_error (error, file, where, member, "two integers from 0 to 100");
          return FALSE;
        }
      out[i] = (guint8) json_node_get_int (e);
    }
  return TRUE;
}

static gboolean
sicilian_build_rules (TarotRules    *rules,
                      TarotVariant  *variant,
                      guint          n_players,
                      GHashTable    *options,
                      GError       **error)
{
  static const char *const keys[] = { "deal", "contracts", "cards", "bidding", "solo_rates", "targets",
                                      "solo_leads", "signals", "partnerships", "excess", NULL };
  SicilianRules *sr = (SicilianRules *) (gpointer) rules->family_data.bytes;
  const char *file = tarot_variant_get_path (variant);
  g_autofree char *where = g_strdup_printf ("by_players.%u", n_players);
  JsonObject *by = tarot_variant_get_players_json (variant, n_players);
  guint bidding = BIDDING_NONE;
  gboolean solo_leads = FALSE, signals = FALSE, partnerships = FALSE;
  guint lo, hi, n_sides;

  if (!tarot_variant_check_option_kinds (variant, option_kinds, G_N_ELEMENTS (option_kinds), error) ||
      !tarot_json_check_members (by, keys, file, where, error) ||
      !tarot_sicilian_setup_rules (rules, &sr->cards, file, error))
    return FALSE;
  if (json_object_has_member (by, "bidding") &&
      !tarot_json_get_choice (by, "bidding", file, where, bidding_ids, &bidding, error))
    return FALSE;
  sr->bidding = (guint8) bidding;
  if (bidding != BIDDING_NONE && bidding != BIDDING_MINEO &&
      (!read_pair (by, "solo_rates", file, where, sr->rates, error) ||
       !read_pair (by, "targets", file, where, sr->targets, error)))
    return FALSE;
  if (bidding == BIDDING_NONE && !json_object_has_member (by, "excess") &&
      !read_pair (by, "targets", file, where, sr->targets, error))
    return FALSE;
  if ((json_object_has_member (by, "excess") && !read_pair (by, "excess", file, where, sr->excess, error)) ||
      (json_object_has_member (by, "partnerships") &&
       !tarot_json_get_bool (by, "partnerships", file, where, &partnerships, error)))
    return FALSE;
  if ((json_object_has_member (by, "solo_leads") &&
       !tarot_json_get_bool (by, "solo_leads", file, where, &solo_leads, error)) ||
      (json_object_has_member (by, "signals") &&
       !tarot_json_get_bool (by, "signals", file, where, &signals, error)))
    return FALSE;
  sr->solo_leads = (guint8) solo_leads;
  sr->signals = (guint8) signals;
  if (bidding != BIDDING_NONE && rules->n_contracts != (bidding == BIDDING_MINEO && n_players == 4 ? 3u : 2u))
    {
      tarot_json_set_error (error, file, where, "contracts",
                            bidding == BIDDING_MINEO ? "the stata, the Solo and, at four, the Chiamo"
                            : "two contracts: everyone for himself after the monte, then the Solo");
      return FALSE;
    }
  /* the stata comes after the first round of the deal (S6) */
  if (bidding == BIDDING_MINEO && (rules->n_deal_steps < 2 || rules->talon_size == 0))
    {
      tarot_json_set_error (error, file, where, "deal", "rounds of the deal and a monte");
      return FALSE;
    }
  if (rules->hand_size * n_players + rules->talon_size != rules->n_pack_cards ||
      (bidding != BIDDING_NONE && rules->talon_size == 0))
    {
      tarot_json_set_error (error, file, where, "deal",
                            "hands and a monte that share the cards, a monte where there is bidding");
      return FALSE;
    }
  if (tarot_variant_find_option (variant, "half_stakes") != NULL &&
      tarot_variant_get_option_bool (variant, options, "half_stakes"))
    {
      sr->rates[0] /= 2;
      sr->rates[1] /= 2;
    }
  sr->partnerships = tarot_variant_find_option (variant, "partnerships") != NULL
                     ? tarot_variant_get_option_bool (variant, options, "partnerships") : partnerships;
  if (sr->excess[0] > 0 && !(sr->partnerships && bidding == BIDDING_NONE))
    {
      tarot_json_set_error (error, file, where, "excess", "the excess only for partnerships without bidding");
      return FALSE;
    }
  sr->dealer_solo = tarot_variant_find_option (variant, "dealer_solo") == NULL ||
                    tarot_variant_get_option_bool (variant, options, "dealer_solo");
  if (sr->partnerships && n_players % 2 != 0)
    {
      tarot_json_set_problem (error, file, "options", "partnerships", "partnerships need an even number of players");
      return FALSE;
    }

  /* the totals the piles make: one pile against another, or each his own */
  n_sides = sr->partnerships || bidding != BIDDING_NONE ? 2 : n_players;
  tarot_sicilian_total_range (rules, n_sides, rules->n_tricks, n_players, rules->talon_size, &lo, &hi);
  if (bidding != BIDDING_NONE)
    {
      guint each_lo, each_hi;

      tarot_sicilian_total_range (rules, n_players, rules->n_tricks, n_players, rules->talon_size,
                                  &each_lo, &each_hi);
      lo = MIN (lo, each_lo);
      hi = MAX (hi, each_hi);
    }
  sr->total_lo = (guint8) lo;
  sr->total_hi = (guint8) hi;
  rules->points_total = hi;
  rules->points_shortfall = (guint8) (hi - lo);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* the deal                                                            */

TarotSicilianMode
tarot_sicilian_mode (const TarotRules *rules,
                     guint             contract)
{
  if (SR (rules)->bidding == BIDDING_NONE)
    return SR (rules)->partnerships ? MODE_PARTNERS : MODE_EACH;
  return contract == CONTRACT_SOLO || SR (rules)->bidding == BIDDING_MINEO ? MODE_SOLO : MODE_EACH;
}

static inline Mode
mode_of (const TarotRules *rules,
         const TarotDeal  *deal)
{
  return tarot_sicilian_mode (rules, deal->contract);
}

/* The side a seat plays for: the Solo against the others, partners opposite with
 * the dealer's side 0, or each his own. */
static inline guint
side_of (const TarotRules *rules,
         const TarotDeal  *deal,
         guint             seat)
{
  switch (mode_of (rules, deal))
    {
    case MODE_SOLO:
      /* S7's secret partner sides with the declarer */
      return seat == deal->declarer || seat == deal->partner ? 0 : 1;
    case MODE_PARTNERS:
      return (seat + deal->n_players - deal->dealer) % 2;
    case MODE_EACH:
    default:
      return seat;
    }
}

/* Deals @k cards to @seat from the undealt cards in deal->talon, at random from the
 * deal's RNG (the same as from a shuffled pack). */
static void
deal_to (TarotDeal *deal,
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

/* S6: the rest of the deal, each hand filled up; the monte stays unless a stata took it. */
static void
deal_rest (const TarotRules *rules,
           TarotDeal        *deal)
{
  for (guint i = 1; i <= deal->n_players; i++)
    {
      guint seat = (deal->dealer + i) % deal->n_players;
      guint have = tarot_card_set_count (deal->hands[seat]);
      guint full = rules->hand_size + (seat == deal->declarer ? rules->talon_size : 0u);

      deal_to (deal, seat, full - have);
    }
  ST (deal)->round = rules->n_deal_steps;
}

static void
sicilian_setup (const TarotRules *rules,
                TarotDeal        *deal)
{
  SicilianState *st = ST (deal);
  TarotCard cards[TAROT_CARD_ID_LIMIT];
  guint k = 0;

  st->fug_owner = TAROT_NO_SEAT;
  st->fug_winner = TAROT_NO_SEAT;
  st->chiamo = TAROT_NO_SEAT;
  if (SR (rules)->bidding == BIDDING_MINEO)
    {
      /* the first round, then a pause for the stata (S6) */
      deal->talon = rules->pack;
      for (guint i = 1; i <= deal->n_players; i++)
        deal_to (deal, (deal->dealer + i) % deal->n_players, rules->deal_steps[0]);
      st->round = 1;
      deal->phase = TAROT_PHASE_DEALING;
      deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
      return;
    }
  memcpy (cards, rules->pack_cards, rules->n_pack_cards * sizeof cards[0]);
  tarot_shuffle_cards (&deal->rng, cards, rules->n_pack_cards);
  for (guint s = 0; s < deal->n_players; s++)
    for (guint i = 0; i < rules->hand_size; i++)
      tarot_card_set_add (&deal->hands[s], cards[k++]);
  /* the last three face down: the monte */
  while (k < rules->n_pack_cards)
    tarot_card_set_add (&deal->talon, cards[k++]);
  deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
  deal->trick_leader[0] = deal->to_move;
  deal->phase = SR (rules)->bidding == BIDDING_NONE ? TAROT_PHASE_PLAY : TAROT_PHASE_AUCTION;
  if (SR (rules)->bidding == BIDDING_NONE && rules->talon_size > 0)
    {
      /* S4: the dealer takes the last three unseen and discards three */
      deal->hands[deal->dealer] = tarot_card_set_union (deal->hands[deal->dealer], deal->talon);
      deal->talon = TAROT_CARD_SET_EMPTY;
      deal->phase = TAROT_PHASE_DISCARD;
      deal->to_move = deal->dealer;
    }
}

static gboolean
holds_batto (const TarotRules *rules,
             TarotCardSet      cards)
{
  const TarotCard *named = SR (rules)->cards.named;

  return tarot_card_set_contains (cards, named[TAROT_SICILIAN_GIOVE]) &&
         (tarot_card_set_contains (cards, named[TAROT_SICILIAN_PALLA]) ||
          tarot_card_set_contains (cards, named[TAROT_SICILIAN_SOLE]));
}

/* S1: an opponent of a Solo leading for the first time may signal */
static gboolean
may_signal (const TarotRules *rules,
            const TarotDeal  *deal,
            guint             seat)
{
  return SR (rules)->signals && deal->contract == CONTRACT_SOLO && seat != deal->declarer &&
         deal->trick_len == 0 && !(CST (deal)->signalled & (1u << seat));
}

static void
sicilian_legal_actions (const TarotRules *rules,
                        const TarotDeal  *deal,
                        TarotActionList  *list)
{
  const SicilianState *st = CST (deal);
  guint seat = deal->to_move;

  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      /* S6: "Vado solo" after the first round, a stata */
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, CONTRACT_STATA);
      break;

    case TAROT_PHASE_AUCTION:
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      if (st->stage == STAGE_DEALER_CHOICE)
        {
          /* S1 (a) Solo, (b) each for himself, or (c) throw in */
          tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, CONTRACT_EACH);
          if (SR (rules)->dealer_solo)
            tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, CONTRACT_SOLO);
          break;
        }
      /* S3: "Chiamo" only before any bid; "Vado solo" over a Chiamo, "Solo io"; S7: the
       * Chiamo below the Solo */
      if (SR (rules)->bidding == BIDDING_VANTO && deal->declarer == TAROT_NO_SEAT)
        tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, CONTRACT_EACH);
      if (rules->n_contracts > CONTRACT_CHIAMO && deal->declarer == TAROT_NO_SEAT)
        tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, CONTRACT_CHIAMO);
      tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, CONTRACT_SOLO);
      break;

    case TAROT_PHASE_CALL:
      /* S7: the Giove or an aria, down to the 16; his own means he plays alone */
      {
        TarotCardSet callable = SR (rules)->cards.arie;

        tarot_card_set_add (&callable, SR (rules)->cards.named[TAROT_SICILIAN_GIOVE]);
        tarot_action_list_add_cards (list, TAROT_ACTION_CALL, seat, callable);
      }
      break;

    case TAROT_PHASE_DISCARD:
      tarot_action_list_add_cards (list, TAROT_ACTION_DISCARD, seat,
                                   tarot_sicilian_discardable (rules, &SR (rules)->cards, deal->hands[seat],
                                                               rules->talon_size
                                                               - tarot_card_set_count (deal->discard)));
      break;

    case TAROT_PHASE_ANNOUNCE:
      if (st->stage == STAGE_ANNOUNCE)
        {
          TarotCard giove = SR (rules)->cards.named[TAROT_SICILIAN_GIOVE];

          /* S6: the scommessa with the Giove and the Fuggitivo; "mi vanto" with the
           * Giove, "mi rivanto" without */
          tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
          if (seat == deal->declarer && tarot_card_set_contains (deal->hands[seat], giove) &&
              tarot_card_set_contains (deal->hands[seat], TAROT_CARD_FOOL))
            tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, ANNOUNCE_SCOMMESSA);
          else if (seat != deal->declarer && seat != deal->partner)
            tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE,
                                   tarot_card_set_contains (deal->hands[seat], giove) ? ANNOUNCE_MI_VANTO
                                                                                     : ANNOUNCE_MI_RIVANTO);
          break;
        }
      /* the truth only: "Ho il 20" with the Giove, "Batto" with it and the 19 or 18 */
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      if (tarot_card_set_contains (deal->hands[seat], SR (rules)->cards.named[TAROT_SICILIAN_GIOVE]))
        tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, SIGNAL_HO_IL_20);
      if (holds_batto (rules, deal->hands[seat]))
        tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, SIGNAL_BATTO);
      else
        tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, SIGNAL_NON_BATTO);
      break;

    case TAROT_PHASE_PLAY:
      tarot_action_list_add_cards (list, TAROT_ACTION_PLAY, seat,
                                   tarot_sicilian_legal_play (rules, deal->hands[seat],
                                                              deal->tricks[deal->n_tricks], deal->trick_len));
      break;

    default:
      break;
    }
}

/* @seat to lead or play: first his signal, if he may give one */
static void
turn_of (const TarotRules *rules,
         TarotDeal        *deal,
         guint             seat)
{
  deal->to_move = (guint8) seat;
  deal->phase = may_signal (rules, deal, seat) ? TAROT_PHASE_ANNOUNCE : TAROT_PHASE_PLAY;
}

static void start_play (const TarotRules *rules,
                        TarotDeal        *deal);

/* S6, after the discard: the declarer's scommessa, then from his right the opponents'
 * "mi vanto" / "mi rivanto", one for the side */
static void
next_announcement (const TarotRules *rules,
                   TarotDeal        *deal)
{
  SicilianState *st = ST (deal);
  guint n = deal->n_players;
  gboolean side_said = FALSE;

  for (guint s = 0; s < n; s++)
    side_said |= s != deal->declarer &&
                 (deal->announced[s] & ((1u << ANNOUNCE_MI_VANTO) | (1u << ANNOUNCE_MI_RIVANTO)));
  if (st->spoken >= n || (st->spoken > 0 && side_said))
    {
      st->stage = STAGE_BIDS;
      start_play (rules, deal);
      return;
    }
  st->stage = STAGE_ANNOUNCE;
  deal->phase = TAROT_PHASE_ANNOUNCE;
  deal->to_move = (guint8) ((deal->declarer + st->spoken) % n);
}

static void
start_play (const TarotRules *rules,
            TarotDeal        *deal)
{
  guint n = deal->n_players;
  guint leader = (deal->dealer + 1) % n;

  /* the declarer's right leads (S1, S3's Chiamata), the Solo himself at Vanto (S3) */
  if (deal->declarer != TAROT_NO_SEAT)
    leader = deal->contract == CONTRACT_SOLO && SR (rules)->solo_leads ? deal->declarer
             : (deal->declarer + 1u) % n;
  deal->trick_leader[0] = (guint8) leader;
  deal->trick_len = 0;
  turn_of (rules, deal, leader);
}

/* The declarer takes the monte (shown, but at Mineo not by the dealer, S6) and will
 * discard three. */
static void
take_monte (const TarotRules *rules,
            TarotDeal        *deal)
{
  if (SR (rules)->bidding != BIDDING_MINEO || deal->declarer != deal->dealer)
    deal->talon_shown = deal->talon;
  deal->hands[deal->declarer] = tarot_card_set_union (deal->hands[deal->declarer], deal->talon);
  deal->talon = TAROT_CARD_SET_EMPTY;
  deal->phase = TAROT_PHASE_DISCARD;
  deal->to_move = deal->declarer;
}

/* S7: the holder of the called card is the secret partner; the declarer's own, or
 * one in the monte, leaves him alone. */
static void
call_card (TarotDeal *deal,
           TarotCard  card)
{
  deal->called_card = card;
  deal->partner = TAROT_NO_SEAT;
  for (guint s = 0; s < deal->n_players; s++)
    if (s != deal->declarer && tarot_card_set_contains (deal->hands[s], card))
      deal->partner = (guint8) s;
}

static void
pass_out (TarotDeal *deal)
{
  deal->phase = TAROT_PHASE_OVER;
  deal->end = TAROT_END_PASSED_OUT;
  deal->to_move = TAROT_NO_SEAT;
}

static void
apply_bid (const TarotRules *rules,
           TarotDeal        *deal,
           TarotAction       action)
{
  SicilianState *st = ST (deal);
  guint n = deal->n_players;
  guint next = (action.seat + 1u) % n;
  gboolean vanto = SR (rules)->bidding == BIDDING_VANTO;

  if (deal->n_auction < TAROT_MAX_AUCTION)
    deal->auction[deal->n_auction++] = action;
  if (action.kind == TAROT_ACTION_BID)
    {
      if (vanto && action.arg == CONTRACT_EACH)
        st->chiamo = action.seat;
      deal->declarer = action.seat;
      deal->contract = (guint8) action.arg;
    }
  switch (st->stage)
    {
    case STAGE_DEALER_CHOICE:
      if (action.kind == TAROT_ACTION_PASS)
        pass_out (deal);
      else
        take_monte (rules, deal);
      return;

    case STAGE_SOLO_IO:
      /* "Solo io" takes the Solo by priority; "Va bene" leaves it */
      if (action.kind == TAROT_ACTION_PASS)
        deal->declarer = deal->auction[deal->n_auction - 2].seat;
      take_monte (rules, deal);
      return;

    case STAGE_BIDS:
    default:
      break;
    }
  if (action.kind == TAROT_ACTION_BID && action.arg == CONTRACT_SOLO)
    {
      if (vanto && st->chiamo != TAROT_NO_SEAT)
        {
          st->stage = STAGE_SOLO_IO;
          deal->to_move = st->chiamo;
          return;
        }
      take_monte (rules, deal);
      return;
    }
  /* S1: only the two on the dealer's right bid, then the dealer chooses */
  if (SR (rules)->bidding == BIDDING_BARCELLONA && next == deal->dealer)
    {
      st->stage = STAGE_DEALER_CHOICE;
      deal->to_move = (guint8) next;
      return;
    }
  if (next != (deal->dealer + 1u) % n)
    {
      deal->to_move = (guint8) next;
      return;
    }
  if (deal->declarer == TAROT_NO_SEAT && rules->n_contracts > CONTRACT_CHIAMO)
    {
      /* S7, all passed: the Giove's holder takes the monte, shown, and calls the
       * highest trump he lacks ([RULING] a Giove in the monte throws the hand in) */
      TarotCard giove = SR (rules)->cards.named[TAROT_SICILIAN_GIOVE];

      for (guint s = 0; s < n; s++)
        if (tarot_card_set_contains (deal->hands[s], giove))
          {
            TarotCard called = TAROT_CARD_NONE;

            deal->declarer = (guint8) s;
            deal->contract = CONTRACT_CHIAMO;
            TAROT_CARD_SET_FOREACH (rules->trumps, t)
              if (!tarot_card_set_contains (deal->hands[s], t) &&
                  (called == TAROT_CARD_NONE || rules->rank[t] > rules->rank[called]))
                called = t;
            call_card (deal, called);
            take_monte (rules, deal);
            return;
          }
    }
  if (deal->declarer == TAROT_NO_SEAT)
    pass_out (deal);
  else if (deal->contract == CONTRACT_CHIAMO)
    {
      deal->phase = TAROT_PHASE_CALL;
      deal->to_move = deal->declarer;
    }
  else
    take_monte (rules, deal);
}

static gboolean
side_won_trick (const TarotRules *rules,
                const TarotDeal  *deal,
                guint             side)
{
  for (guint t = 0; t < deal->n_tricks; t++)
    if (side_of (rules, deal, deal->trick_winner[t]) == side)
      return TRUE;
  return FALSE;
}

static void
finish_trick (const TarotRules *rules,
              TarotDeal        *deal)
{
  SicilianState *st = ST (deal);
  guint n = deal->n_players;
  guint t = deal->n_tricks;
  const TarotCard *cards = deal->tricks[t];
  guint winner = (deal->trick_leader[t] + tarot_trick_best (rules, cards, n)) % n;

  deal->trick_winner[t] = (guint8) winner;
  for (guint i = 0; i < n; i++)
    tarot_card_set_add (&deal->won[winner], cards[i]);
  if (st->fug_owner != TAROT_NO_SEAT && st->fug_trick == t)
    {
      st->fug_winner = (guint8) winner;
      tarot_sicilian_keep_fuggitivo (deal, st->fug_owner);
    }
  deal->n_tricks++;
  deal->trick_len = 0;
  if (deal->n_tricks < rules->n_tricks)
    {
      deal->trick_leader[deal->n_tricks] = (guint8) winner;
      turn_of (rules, deal, winner);
      return;
    }
  if (st->fug_owner != TAROT_NO_SEAT)
    tarot_sicilian_settle_fuggitivo (deal, st->fug_owner, st->fug_winner,
                                     side_won_trick (rules, deal, side_of (rules, deal, st->fug_owner)));
  deal->phase = TAROT_PHASE_OVER;
  deal->end = TAROT_END_PLAYED;
  deal->to_move = TAROT_NO_SEAT;
}

static void
sicilian_apply (const TarotRules *rules,
                TarotDeal        *deal,
                TarotAction       action)
{
  SicilianState *st = ST (deal);
  guint seat = action.seat;

  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      if (deal->n_auction < TAROT_MAX_AUCTION)
        deal->auction[deal->n_auction++] = action;
      if (action.kind == TAROT_ACTION_BID)
        {
          /* the stata: the monte at once, shown, then the rest of the deal (S6) */
          deal->declarer = (guint8) seat;
          deal->contract = CONTRACT_STATA;
          {
            TarotCardSet before = deal->hands[seat];

            deal_to (deal, seat, rules->talon_size);
            deal->talon_shown = tarot_card_set_minus (deal->hands[seat], before);
          }
          deal_rest (rules, deal);
          deal->phase = TAROT_PHASE_DISCARD;
          deal->to_move = (guint8) seat;
          return;
        }
      if ((seat + 1u) % deal->n_players != (deal->dealer + 1u) % deal->n_players)
        {
          deal->to_move = (guint8) ((seat + 1u) % deal->n_players);
          return;
        }
      deal_rest (rules, deal);
      deal->phase = TAROT_PHASE_AUCTION;
      deal->to_move = (guint8) ((deal->dealer + 1u) % deal->n_players);
      return;

    case TAROT_PHASE_AUCTION:
      apply_bid (rules, deal, action);
      return;

    case TAROT_PHASE_CALL:
      call_card (deal, action.card);
      take_monte (rules, deal);
      return;

    case TAROT_PHASE_DISCARD:
      tarot_card_set_remove (&deal->hands[seat], action.card);
      tarot_card_set_add (&deal->discard, action.card);
      if (tarot_card_set_count (deal->discard) < rules->talon_size)
        return;
      if (SR (rules)->bidding == BIDDING_MINEO)
        next_announcement (rules, deal);
      else
        start_play (rules, deal);
      return;

    case TAROT_PHASE_ANNOUNCE:
      if (action.kind == TAROT_ACTION_ANNOUNCE)
        deal->announced[seat] |= 1u << action.arg;
      if (st->stage == STAGE_ANNOUNCE)
        {
          st->spoken++;
          next_announcement (rules, deal);
          return;
        }
      st->signalled |= (guint8) (1u << seat);
      deal->phase = TAROT_PHASE_PLAY;
      return;

    case TAROT_PHASE_PLAY:
      tarot_card_set_remove (&deal->hands[seat], action.card);
      tarot_card_set_add (&deal->played, action.card);
      if (action.card == TAROT_CARD_FOOL)
        {
          st->fug_owner = (guint8) seat;
          st->fug_trick = deal->n_tricks;
        }
      deal->tricks[deal->n_tricks][deal->trick_len++] = action.card;
      if (deal->trick_len == deal->n_players)
        finish_trick (rules, deal);
      else
        turn_of (rules, deal, (seat + 1) % deal->n_players);
      return;

    default:
      return;
    }
}

/* ------------------------------------------------------------------ */
/* sampled deals                                                       */

/* The discard holds no 10- or 5-point card; a signal's Giove lies in its hand. */
static void
sicilian_sample_constraints (const TarotRules      *rules,
                             const TarotPlayerView *view,
                             TarotCardSet          *excluded)
{
  const SicilianRules *sr = SR (rules);
  guint n = view->n_players;

  excluded[n + 1] = tarot_card_set_union (excluded[n + 1],
                                          tarot_card_set_union (sr->cards.diecine, sr->cards.cinquine));
  for (guint s = 0; s < n; s++)
    {
      TarotCardSet with = TAROT_CARD_SET_EMPTY;
      guint32 said = view->announced[s];

      /* the Giove with who says he holds it, and the Fuggitivo with a scommessa (S1, S6) */
      if (said & ((1u << SIGNAL_HO_IL_20) | (1u << SIGNAL_BATTO) | (1u << ANNOUNCE_MI_VANTO) |
                  (1u << ANNOUNCE_SCOMMESSA)))
        tarot_card_set_add (&with, sr->cards.named[TAROT_SICILIAN_GIOVE]);
      if (said & (1u << ANNOUNCE_SCOMMESSA))
        tarot_card_set_add (&with, TAROT_CARD_FOOL);
      for (guint place = 0; place < n + 2; place++)
        if (place != s)
          excluded[place] = tarot_card_set_union (excluded[place], with);
      /* "mi rivanto": without it */
      if (said & (1u << ANNOUNCE_MI_RIVANTO))
        tarot_card_set_add (&excluded[s], sr->cards.named[TAROT_SICILIAN_GIOVE]);
    }
}

/* S7: the partner shows himself by playing the called card. */
static void
sicilian_make_view (const TarotRules *rules,
                    const TarotDeal  *deal,
                    guint             seat,
                    TarotPlayerView  *view)
{
  if (deal->called_card != TAROT_CARD_NONE && tarot_card_set_contains (deal->played, deal->called_card))
    view->partner = deal->partner;
}

/* S7: the secret partner is whoever the sample gave the called card. */
static void
sicilian_sample_state (const TarotRules      *rules,
                       const TarotPlayerView *view,
                       TarotDeal             *deal)
{
  if (deal->called_card == TAROT_CARD_NONE || view->partner != TAROT_NO_SEAT)
    return;
  deal->partner = TAROT_NO_SEAT;
  for (guint s = 0; s < deal->n_players; s++)
    if (s != deal->declarer && tarot_card_set_contains (deal->hands[s], deal->called_card))
      deal->partner = (guint8) s;
}

/* The cards @seat held when he signalled: his hand and what he has played since. */
static TarotCardSet
held_by (const TarotDeal *deal,
         guint            seat)
{
  TarotCardSet held = deal->hands[seat];

  for (guint t = 0; t <= deal->n_tricks && t < TAROT_MAX_TRICKS; t++)
    {
      guint len = t < deal->n_tricks ? deal->n_players : deal->trick_len;

      for (guint i = 0; i < len; i++)
        if ((deal->trick_leader[t] + i) % deal->n_players == seat)
          tarot_card_set_add (&held, deal->tricks[t][i]);
    }
  return held;
}

/* "Batto" and "Non batto" tell whether the Giove came with the 19 or the 18. */
static gboolean
sicilian_sample_check (const TarotRules      *rules,
                       const TarotPlayerView *view,
                       const TarotDeal       *deal)
{
  for (guint s = 0; s < view->n_players; s++)
    {
      gboolean batto;

      if (!(view->announced[s] & ((1u << SIGNAL_BATTO) | (1u << SIGNAL_NON_BATTO))))
        continue;
      batto = holds_batto (rules, held_by (deal, s));
      if (batto != ((view->announced[s] & (1u << SIGNAL_BATTO)) != 0))
        return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* outcome and score                                                   */

/* 1 for the declarer's side, 2 for the others, 0 if neither holds all of @cards */
static gint32
side_holding (const TarotCardSet *piles,
              TarotCardSet        cards)
{
  for (guint side = 0; side < 2; side++)
    if (tarot_card_set_is_empty (tarot_card_set_minus (cards, piles[side])))
      return (gint32) side + 1;
  return 0;
}

/* S6's premiums from the tricks and the piles */
static void
mineo_premiums (const TarotRules   *rules,
                const TarotDeal    *deal,
                const TarotCardSet *piles,
                TarotOutcome       *outcome)
{
  const SicilianRules *sr = SR (rules);
  guint n = deal->n_players;
  TarotCardSet caught = sr->cards.arie;
  gint32 flags = 0;

  tarot_card_set_add (&caught, sr->cards.named[TAROT_SICILIAN_PICCIOTTI]);
  /* pigliata: a 19, 18, 17, 16 or 1 the other side played, taken in a trick (Q1) */
  for (guint t = 0; t < deal->n_tricks; t++)
    for (guint i = 0; i < n; i++)
      {
        guint player = (deal->trick_leader[t] + i) % n;
        guint taker = outcome->side[deal->trick_winner[t]];

        if (tarot_card_set_contains (caught, deal->tricks[t][i]) && outcome->side[player] != taker)
          outcome->extra[EXTRA_PIGLIATE + taker]++;
      }
  if (outcome->side[deal->trick_winner[deal->n_tricks - 1]] != 0)
    flags |= FLAG_LAST_TO_OPPONENTS;
  for (guint s = 0; s < n; s++)
    if (s != deal->declarer && (deal->announced[s] & ((1u << ANNOUNCE_MI_VANTO) | (1u << ANNOUNCE_MI_RIVANTO))))
      flags |= FLAG_VANTO_ANNOUNCED;
  if (deal->announced[deal->declarer] & (1u << ANNOUNCE_SCOMMESSA))
    {
      TarotCardSet one = TAROT_CARD_SET_EMPTY;

      tarot_card_set_add (&one, sr->cards.named[TAROT_SICILIAN_PICCIOTTI]);
      outcome->extra[EXTRA_SCOMMESSA] = side_holding (piles, one);
    }
  outcome->extra[EXTRA_QUATTRO_RE] = side_holding (piles, tarot_card_set_intersect (rules->kings, rules->pack));
  outcome->extra[EXTRA_ARIE] = side_holding (piles, sr->cards.arie);
  if (outcome->extra[EXTRA_ARIE] != 0 &&
      tarot_card_set_contains (piles[outcome->extra[EXTRA_ARIE] - 1], sr->cards.named[TAROT_SICILIAN_GIOVE]))
    flags |= FLAG_ARIE_WITH_GIOVE;
  outcome->extra[EXTRA_FLAGS] = flags;
}

static void
sicilian_outcome (const TarotRules *rules,
                  const TarotDeal  *deal,
                  TarotOutcome     *outcome)
{
  TarotCardSet piles[TAROT_MAX_PLAYERS] = { TAROT_CARD_SET_EMPTY, };
  Mode mode = mode_of (rules, deal);
  guint last, n = deal->n_players;

  outcome->points_unit = 1;
  outcome->extra[EXTRA_MODE] = mode;
  if (deal->end != TAROT_END_PLAYED)
    return;
  if (mode == MODE_EACH)
    {
      /* everyone for himself: no side to play for, whoever took the monte */
      outcome->extra[EXTRA_TAKER] = deal->declarer == TAROT_NO_SEAT ? -1 : deal->declarer;
      outcome->declarer = TAROT_NO_SEAT;
    }
  for (guint s = 0; s < n; s++)
    {
      guint side = side_of (rules, deal, s);

      outcome->side[s] = (guint8) (mode == MODE_EACH ? 1 : side);
      piles[side] = tarot_card_set_union (piles[side], deal->won[s]);
    }
  for (guint t = 0; t < deal->n_tricks; t++)
    outcome->tricks[outcome->side[deal->trick_winner[t]]]++;
  /* the discard counts for its maker, the declarer or (S4) the dealer */
  {
    guint side = side_of (rules, deal, deal->declarer != TAROT_NO_SEAT ? deal->declarer : deal->dealer);

    piles[side] = tarot_card_set_union (piles[side], deal->discard);
  }
  last = side_of (rules, deal, deal->trick_winner[deal->n_tricks - 1]);
  for (guint side = 0; side < (mode == MODE_EACH ? n : 2); side++)
    {
      guint points = tarot_sicilian_count_pile (rules, piles[side]) + (side == last ? TAROT_SICILIAN_LAST_TRICK : 0);

      if (mode == MODE_EACH)
        {
          /* each his own, and summed by side: the declarer's and the others' */
          outcome->extra[side] = (gint32) points;
          outcome->points[outcome->side[side]] += points;
        }
      else
        outcome->points[side] = points;
    }
  if (SR (rules)->bidding == BIDDING_MINEO)
    mineo_premiums (rules, deal, piles, outcome);
}

/* One premium of S6: @per_opponent (+ won by the declarer, − by the others) from each
 * opponent, doubled after a stata; no line when nothing moves. */
static void
premium_line (const TarotRules   *rules,
              const TarotOutcome *outcome,
              TarotScore         *score,
              gint32              per_opponent,
              const char         *label)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  gint32 p = per_opponent * rules->contract_value[outcome->contract];

  if (p == 0)
    return;
  /* one against the others: the declarer with each; two against two (S7): each member
   * of one couple with one of the other */
  for (guint s = 0; s < outcome->n_players; s++)
    if (outcome->partner != TAROT_NO_SEAT)
      amounts[s] = outcome->side[s] == 0 ? p : -p;
    else if (s != outcome->declarer)
      {
        amounts[s] = -p;
        amounts[outcome->declarer] += p;
      }
  tarot_score_add_line (score, amounts, label);
}

/* +1 for the declarer's side (1), −1 for the others (2), 0 */
static gint32
side_sign (gint32 side)
{
  return side == 1 ? 1 : side == 2 ? -1 : 0;
}

/* S6: each premium paid by each opponent to the declarer if he achieves it, by the
 * declarer to each opponent if they do; all doubled after a stata. */
static void
mineo_score (const TarotRules   *rules,
             const TarotOutcome *outcome,
             TarotScore         *score,
             gboolean            with_labels)
{
  gint32 flags = outcome->extra[EXTRA_FLAGS];
  gint32 vanto = (flags & FLAG_VANTO_ANNOUNCED) ? 2 : 1;
  gint32 arie = side_sign (outcome->extra[EXTRA_ARIE]) * ((flags & FLAG_ARIE_WITH_GIOVE) ? 2 : 1);
  gint32 pigliate = outcome->extra[EXTRA_PIGLIATE] - outcome->extra[EXTRA_PIGLIATE + 1];

  /* rimattura: the declarer needs 55 (Q2) */
  premium_line (rules, outcome, score, outcome->points[0] >= 55 ? 1 : -1,
                with_labels ? (outcome->points[0] >= 55 ? _("Rimattura: the declarer made 55")
                                                         : _("Rimattura: the declarer made less than 55"))
                            : NULL);
  premium_line (rules, outcome, score, (flags & FLAG_LAST_TO_OPPONENTS) ? -vanto : vanto,
                with_labels ? (vanto == 2 ? _("Vanto: the last trick, announced")
                                          : _("Vanto: the last trick")) : NULL);
  premium_line (rules, outcome, score, pigliate, with_labels ? _("Pigliate: trumps captured") : NULL);
  premium_line (rules, outcome, score, side_sign (outcome->extra[EXTRA_SCOMMESSA]),
                with_labels ? _("Scommessa: the Picciotti") : NULL);
  premium_line (rules, outcome, score, side_sign (outcome->extra[EXTRA_QUATTRO_RE]),
                with_labels ? _("Quattro Re: the four Kings") : NULL);
  premium_line (rules, outcome, score, arie,
                with_labels ? ((flags & FLAG_ARIE_WITH_GIOVE) ? _("Arie, with the Giove") : _("Arie")) : NULL);
}

static void
sicilian_score (const TarotRules   *rules,
                const TarotOutcome *outcome,
                TarotScore         *score,
                gboolean            with_labels)
{
  const SicilianRules *sr = SR (rules);
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  guint n = outcome->n_players;
  g_autofree char *label = NULL;

  if (outcome->end != TAROT_END_PLAYED)
    return;
  if (sr->bidding == BIDDING_MINEO)
    {
      mineo_score (rules, outcome, score, with_labels);
      return;
    }
  switch ((Mode) outcome->extra[EXTRA_MODE])
    {
    case MODE_SOLO:
      {
        /* > 55 wins, < 55 loses, 55 nothing (S1, S3) */
        gint32 d = (gint32) outcome->points[0] - 55;

        for (guint s = 0; s < n; s++)
          amounts[s] = s == outcome->declarer ? d * sr->rates[0] : -d * sr->rates[1];
        if (with_labels)
          /* TRANSLATORS: the Solo's card points less 55, times the rate, e.g. "Solo: (60 − 55) × 4 = 20" */
          label = g_strdup_printf (_("Solo: (%u − 55) × %u = %d"), outcome->points[0], sr->rates[0],
                                   d * sr->rates[0]);
        tarot_score_add_line (score, amounts, label);
        return;
      }

    case MODE_PARTNERS:
      if (sr->excess[0] > 0)
        {
          /* the dealer's side records its points over 55, the others theirs over 54, never
           * below 0 (S4): at most one side records; the sheet keeps the difference of the
           * records, zero-sum, as at Ottocento ([RULING], docs/cli.md) */
          gint32 x = MAX ((gint32) outcome->points[0] - (gint32) sr->excess[0], 0);
          gint32 y = MAX ((gint32) outcome->points[1] - (gint32) sr->excess[1], 0);

          for (guint s = 0; s < n; s++)
            amounts[s] = outcome->side[s] == 0 ? x - y : y - x;
          if (with_labels)
            label = y > 0
                    /* TRANSLATORS: what the others record, e.g. "The others record 59 − 54 = 5" */
                    ? g_strdup_printf (_("The others record %u − %u = %d"), outcome->points[1], sr->excess[1], y)
                    /* TRANSLATORS: what the dealer's side records, e.g. "Dealer’s side records 62 − 55 = 7" */
                    : g_strdup_printf (_("Dealer’s side records %u − %u = %d"), outcome->points[0], sr->excess[0], x);
          tarot_score_add_line (score, amounts, label);
          return;
        }
      {
        /* the winning side scores the difference (S2) */
        gint32 d = (gint32) outcome->points[0] - (gint32) outcome->points[1];

        for (guint s = 0; s < n; s++)
          amounts[s] = outcome->side[s] == 0 ? d : -d;
        if (with_labels)
          /* TRANSLATORS: each side's card points, e.g. "Dealer’s side 63, the others 46" */
          label = g_strdup_printf (_("Dealer’s side %u, the others %u"), outcome->points[0], outcome->points[1]);
        tarot_score_add_line (score, amounts, label);
        return;
      }

    case MODE_EACH:
    default:
      /* each his points less his target: 37 for the taker, 36 for the others (S1, S3),
       * 27 each at four (S2) */
      for (guint s = 0; s < n; s++)
        {
          guint target = sr->targets[(gint32) s == outcome->extra[EXTRA_TAKER] ? 0 : 1];

          memset (amounts, 0, sizeof amounts);
          amounts[s] = outcome->extra[s] - (gint32) target;
          if (with_labels)
            {
              g_free (label);
              /* TRANSLATORS: one player's card points less his target, e.g. "Player 2: 40 − 37 = 3" */
              label = g_strdup_printf (_("Player %u: %d − %u = %d"), s + 1, outcome->extra[s], target,
                                       amounts[s]);
            }
          tarot_score_add_line (score, amounts, label);
          /* S2's 27 each is not zero-sum (108 to 110 on the cards): each settles with
           * the table, as with a pot ([RULING], docs/cli.md) */
          if (sr->bidding == BIDDING_NONE && score->n_lines > 0)
            score->lines[score->n_lines - 1].pot = TRUE;
        }
      return;
    }
}

/* ------------------------------------------------------------------ */
/* outcome JSON (docs/cli.md "score")                                 */

static const char *
contract_id (const TarotRules *rules,
             guint             contract)
{
  return rules->contract_ids[contract];
}

/* Counted in threes with 5 for the last trick, the piles make 109 with 63 cards, 108
 * to 110 with 64 (common rules, S2). */
static gboolean
check_total (const TarotRules  *rules,
             guint              sum,
             const char        *member,
             GError           **error)
{
  const SicilianRules *sr = SR (rules);
  g_autofree char *problem = NULL;

  if (sum >= sr->total_lo && sum <= sr->total_hi)
    return TRUE;
  problem = sr->total_lo == sr->total_hi
            ? g_strdup_printf (_("the card points add up to %u"), sr->total_hi)
            : g_strdup_printf (_("the card points add up to %u to %u"), sr->total_lo, sr->total_hi);
  tarot_json_set_problem (error, NULL, NULL, member, problem);
  return FALSE;
}

/* "points": one integer per seat, adding up to a total the piles can make */
static gboolean
read_seat_points (const TarotRules  *rules,
                  JsonObject        *object,
                  TarotOutcome      *outcome,
                  GError           **error)
{
  const SicilianRules *sr = SR (rules);
  g_autofree char *range = g_strdup_printf ("%u integers from 0 to %u", rules->n_players, sr->total_hi);
  JsonArray *a = tarot_json_get_array (object, "points", NULL, NULL, error);
  guint sum = 0;

  if (a == NULL)
    return FALSE;
  if (json_array_get_length (a) != rules->n_players)
    {
      tarot_json_set_error (error, NULL, NULL, "points", range);
      return FALSE;
    }
  for (guint s = 0; s < rules->n_players; s++)
    {
      JsonNode *e = json_array_get_element (a, s);

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
          json_node_get_int (e) < 0 || json_node_get_int (e) > sr->total_hi)
        {
          g_autofree char *where = g_strdup_printf ("points[%u]", s);

          tarot_json_set_error (error, NULL, NULL, where, range);
          return FALSE;
        }
      outcome->extra[s] = (gint32) json_node_get_int (e);
      outcome->points[outcome->side[s]] += (guint32) outcome->extra[s];
      sum += (guint) outcome->extra[s];
    }
  return check_total (rules, sum, "points", error);
}

/* S2 in partnerships: the dealer says which side is which. */
static gboolean
partners_from_json (const TarotRules  *rules,
                    JsonObject        *object,
                    TarotOutcome      *outcome,
                    GError           **error)
{
  static const char *const allowed[] = { "dealer", "card_points", NULL };
  const SicilianRules *sr = SR (rules);
  g_autofree char *range = g_strdup_printf ("two integers from 0 to %u", sr->total_hi);
  guint n = rules->n_players;
  JsonArray *a;
  gint64 dealer;

  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !tarot_json_get_int (object, "dealer", NULL, NULL, 0, n - 1, &dealer, error) ||
      (a = tarot_json_get_array (object, "card_points", NULL, NULL, error)) == NULL)
    return FALSE;
  for (guint side = 0; side < 2; side++)
    {
      JsonNode *e = json_array_get_length (a) == 2 ? json_array_get_element (a, side) : NULL;

      if (e == NULL || !JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
          json_node_get_int (e) < 0 || json_node_get_int (e) > sr->total_hi)
        {
          tarot_json_set_error (error, NULL, NULL, "card_points", range);
          return FALSE;
        }
      outcome->points[side] = (guint32) json_node_get_int (e);
    }
  if (!check_total (rules, outcome->points[0] + outcome->points[1], "card_points", error))
    return FALSE;
  outcome->dealer = (guint8) dealer;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = (guint8) ((s + n - (guint) dealer) % 2);
  return TRUE;
}

static const char *const holder_ids[] = { "none", "declarer", "opponents", NULL };
static const char *const last_trick_ids[] = { "declarer", "opponents", NULL };

/* S6: the Solo's card points and the premiums. */
static gboolean
mineo_from_json (const TarotRules  *rules,
                 JsonObject        *object,
                 TarotOutcome      *outcome,
                 GError           **error)
{
  static const char *const keys[] = { "end", "declarer", "partner", "stata", "card_points", "last_trick",
                                      "vanto_announced", "pigliate", "scommessa", "quattro_re", "arie",
                                      "arie_giove", NULL };
  const SicilianRules *sr = SR (rules);
  guint n = rules->n_players, last, holder[3] = { 0, 0, 0 };
  gboolean stata = FALSE, vanto = FALSE, giove = FALSE;
  const char *const holder_keys[3] = { "scommessa", "quattro_re", "arie" };
  gint64 declarer, points;
  JsonArray *a;

  if (!tarot_json_check_members (object, keys, NULL, NULL, error) ||
      !tarot_json_get_int (object, "declarer", NULL, NULL, 0, n - 1, &declarer, error) ||
      (json_object_has_member (object, "stata") &&
       !tarot_json_get_bool (object, "stata", NULL, NULL, &stata, error)) ||
      !tarot_json_get_int (object, "card_points", NULL, NULL, 0, sr->total_hi, &points, error) ||
      !tarot_json_get_choice (object, "last_trick", NULL, NULL, last_trick_ids, &last, error) ||
      (json_object_has_member (object, "vanto_announced") &&
       !tarot_json_get_bool (object, "vanto_announced", NULL, NULL, &vanto, error)) ||
      (json_object_has_member (object, "arie_giove") &&
       !tarot_json_get_bool (object, "arie_giove", NULL, NULL, &giove, error)) ||
      (a = tarot_json_get_array (object, "pigliate", NULL, NULL, error)) == NULL)
    return FALSE;
  for (guint k = 0; k < 3; k++)
    if (json_object_has_member (object, holder_keys[k]) &&
        !tarot_json_get_choice (object, holder_keys[k], NULL, NULL, holder_ids, &holder[k], error))
      return FALSE;
  /* five cards can be captured: the 19, 18, 17, 16 and the 1 */
  for (guint side = 0; side < 2; side++)
    {
      JsonNode *e = json_array_get_length (a) == 2 ? json_array_get_element (a, side) : NULL;

      if (e == NULL || !JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
          json_node_get_int (e) < 0 || json_node_get_int (e) > 5)
        {
          tarot_json_set_error (error, NULL, NULL, "pigliate", "two integers from 0 to 5");
          return FALSE;
        }
      outcome->extra[EXTRA_PIGLIATE + side] = (gint32) json_node_get_int (e);
    }
  if (outcome->extra[EXTRA_PIGLIATE] + outcome->extra[EXTRA_PIGLIATE + 1] > 5)
    {
      tarot_json_set_problem (error, NULL, NULL, "pigliate", _("five trumps can be captured at most: 19, 18, 17, 16 and 1"));
      return FALSE;
    }
  if (giove && holder[2] == 0)
    {
      tarot_json_set_problem (error, NULL, NULL, "arie_giove", _("the Giove counts only with the arie"));
      return FALSE;
    }
  /* S7: a Chiamo's partner, the holder of the called card, never after a stata */
  if (tarot_json_has_value (object, "partner"))
    {
      gint64 partner;

      if (n != 4 || !tarot_json_get_int (object, "partner", NULL, NULL, 0, n - 1, &partner, error))
        {
          if (n != 4)
            tarot_json_set_problem (error, NULL, NULL, "partner", _("a partner is called at four only"));
          return FALSE;
        }
      if (partner == declarer || stata)
        {
          tarot_json_set_problem (error, NULL, NULL, "partner",
                                  stata ? _("a stata plays alone") : _("the partner is another player"));
          return FALSE;
        }
      outcome->partner = (guint8) partner;
    }
  outcome->declarer = (guint8) declarer;
  outcome->contract = stata ? CONTRACT_STATA : CONTRACT_SOLO;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = s != declarer && s != outcome->partner;
  outcome->points[0] = (guint32) points;
  outcome->points[1] = sr->total_hi - (guint32) points;
  outcome->extra[EXTRA_MODE] = MODE_SOLO;
  outcome->extra[EXTRA_FLAGS] = (last == 1 ? FLAG_LAST_TO_OPPONENTS : 0) | (vanto ? FLAG_VANTO_ANNOUNCED : 0) |
                                (giove ? FLAG_ARIE_WITH_GIOVE : 0);
  outcome->extra[EXTRA_SCOMMESSA] = (gint32) holder[0];
  outcome->extra[EXTRA_QUATTRO_RE] = (gint32) holder[1];
  outcome->extra[EXTRA_ARIE] = (gint32) holder[2];
  return TRUE;
}

static gboolean
sicilian_outcome_from_json (const TarotRules  *rules,
                            JsonObject        *object,
                            TarotOutcome      *outcome,
                            GError           **error)
{
  static const char *const solo_keys[] = { "end", "contract", "declarer", "card_points", NULL };
  static const char *const each_keys[] = { "end", "contract", "declarer", "points", NULL };
  static const char *const plain_keys[] = { "points", NULL };
  static const char *const passed[] = { "end", NULL };
  const SicilianRules *sr = SR (rules);
  const char *contracts[] = { contract_id (rules, CONTRACT_EACH), contract_id (rules, CONTRACT_SOLO), NULL };
  guint n = rules->n_players, end = 0, contract;
  gint64 declarer, points;

  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = (guint8) n;
  outcome->declarer = TAROT_NO_SEAT;
  outcome->partner = TAROT_NO_SEAT;
  outcome->points_unit = 1;
  outcome->end = TAROT_END_PLAYED;
  if (sr->bidding == BIDDING_NONE)
    {
      outcome->extra[EXTRA_MODE] = sr->partnerships ? MODE_PARTNERS : MODE_EACH;
      if (sr->partnerships)
        return partners_from_json (rules, object, outcome, error);
      for (guint s = 0; s < n; s++)
        outcome->side[s] = 1;
      outcome->extra[EXTRA_TAKER] = -1;
      return tarot_json_check_members (object, plain_keys, NULL, NULL, error) &&
             read_seat_points (rules, object, outcome, error);
    }
  if (json_object_has_member (object, "end") &&
      !tarot_json_get_choice (object, "end", NULL, NULL, end_ids, &end, error))
    return FALSE;
  if (end == 1)
    {
      outcome->end = TAROT_END_PASSED_OUT;
      return tarot_json_check_members (object, passed, NULL, NULL, error);
    }
  if (sr->bidding == BIDDING_MINEO)
    return mineo_from_json (rules, object, outcome, error);
  if (!tarot_json_get_choice (object, "contract", NULL, NULL, contracts, &contract, error) ||
      !tarot_json_check_members (object, contract == CONTRACT_SOLO ? solo_keys : each_keys, NULL, NULL, error) ||
      !tarot_json_get_int (object, "declarer", NULL, NULL, 0, n - 1, &declarer, error))
    return FALSE;
  outcome->contract = (guint8) contract;
  outcome->declarer = (guint8) declarer;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = s != declarer;
  if (contract != CONTRACT_SOLO)
    {
      /* everyone for himself, as sicilian_outcome() has it */
      outcome->declarer = TAROT_NO_SEAT;
      outcome->extra[EXTRA_TAKER] = (gint32) declarer;
      for (guint s = 0; s < n; s++)
        outcome->side[s] = 1;
    }
  if (contract == CONTRACT_SOLO)
    {
      outcome->extra[EXTRA_MODE] = MODE_SOLO;
      /* the Solo's pile against the others', 109 in all */
      if (!tarot_json_get_int (object, "card_points", NULL, NULL, 0, sr->total_hi, &points, error))
        return FALSE;
      outcome->points[0] = (guint32) points;
      outcome->points[1] = sr->total_hi - (guint32) points;
      return TRUE;
    }
  outcome->extra[EXTRA_MODE] = MODE_EACH;
  return read_seat_points (rules, object, outcome, error);
}

static JsonArray *
seat_points_array (const TarotOutcome *outcome)
{
  JsonArray *array = json_array_new ();

  for (guint s = 0; s < outcome->n_players; s++)
    json_array_add_int_element (array, outcome->extra[s]);
  return array;
}

static JsonObject *
sicilian_outcome_to_json (const TarotRules   *rules,
                          const TarotOutcome *outcome)
{
  JsonObject *o = json_object_new ();
  Mode mode = (Mode) outcome->extra[EXTRA_MODE];

  if (SR (rules)->bidding == BIDDING_NONE)
    {
      if (mode == MODE_PARTNERS)
        {
          JsonArray *a = json_array_new ();

          json_array_add_int_element (a, outcome->points[0]);
          json_array_add_int_element (a, outcome->points[1]);
          json_object_set_int_member (o, "dealer", outcome->dealer);
          json_object_set_array_member (o, "card_points", a);
        }
      else
        json_object_set_array_member (o, "points", seat_points_array (outcome));
      return o;
    }
  if (outcome->end != TAROT_END_PLAYED)
    {
      json_object_set_string_member (o, "end", end_ids[1]);
      return o;
    }
  json_object_set_string_member (o, "end", end_ids[0]);
  if (SR (rules)->bidding == BIDDING_MINEO)
    {
      gint32 flags = outcome->extra[EXTRA_FLAGS];
      JsonArray *a = json_array_new ();

      json_object_set_int_member (o, "declarer", outcome->declarer);
      if (outcome->partner != TAROT_NO_SEAT)
        json_object_set_int_member (o, "partner", outcome->partner);
      json_object_set_boolean_member (o, "stata", outcome->contract == CONTRACT_STATA);
      json_object_set_int_member (o, "card_points", outcome->points[0]);
      json_object_set_string_member (o, "last_trick", last_trick_ids[(flags & FLAG_LAST_TO_OPPONENTS) ? 1 : 0]);
      json_object_set_boolean_member (o, "vanto_announced", (flags & FLAG_VANTO_ANNOUNCED) != 0);
      json_array_add_int_element (a, outcome->extra[EXTRA_PIGLIATE]);
      json_array_add_int_element (a, outcome->extra[EXTRA_PIGLIATE + 1]);
      json_object_set_array_member (o, "pigliate", a);
      json_object_set_string_member (o, "scommessa", holder_ids[outcome->extra[EXTRA_SCOMMESSA]]);
      json_object_set_string_member (o, "quattro_re", holder_ids[outcome->extra[EXTRA_QUATTRO_RE]]);
      json_object_set_string_member (o, "arie", holder_ids[outcome->extra[EXTRA_ARIE]]);
      if (outcome->extra[EXTRA_ARIE] != 0)
        json_object_set_boolean_member (o, "arie_giove", (flags & FLAG_ARIE_WITH_GIOVE) != 0);
      return o;
    }
  json_object_set_string_member (o, "contract", contract_id (rules, outcome->contract));
  json_object_set_int_member (o, "declarer", mode == MODE_EACH ? outcome->extra[EXTRA_TAKER] : outcome->declarer);
  if (mode == MODE_SOLO)
    json_object_set_int_member (o, "card_points", outcome->points[0]);
  else
    json_object_set_array_member (o, "points", seat_points_array (outcome));
  return o;
}

static void
describe_seat_points (const TarotRules *rules,
                      JsonObject       *desc)
{
  const SicilianRules *sr = SR (rules);
  JsonObject *f = tarot_outcome_desc_add (desc, "points", "per_seat", _("Card points, with 5 for the last trick"));
  JsonArray *dflt = json_array_new ();

  json_object_set_string_member (f, "item_type", "int");
  tarot_outcome_desc_set_range (f, 0, sr->total_hi);
  json_object_set_string_member (f, "unit", _("points"));
  if (sr->total_lo == sr->total_hi)
    json_object_set_int_member (f, "total", sr->total_hi);
  for (guint s = 0; s < rules->n_players; s++)
    json_array_add_int_element (dflt, sr->total_lo / rules->n_players + (s < sr->total_lo % rules->n_players));
  json_object_set_array_member (f, "default", dflt);
  if (sr->bidding != BIDDING_NONE)
    tarot_outcome_desc_when (f, "contract", contract_id (rules, CONTRACT_EACH), NULL);
}

static void
holder_field (JsonObject *desc,
              const char *id,
              const char *label)
{
  JsonObject *f = tarot_outcome_desc_add (desc, id, "choice", label);

  tarot_outcome_desc_add_choice (f, holder_ids[0], _("Neither side"));
  tarot_outcome_desc_add_choice (f, holder_ids[1], _("The declarer"));
  tarot_outcome_desc_add_choice (f, holder_ids[2], _("The opponents"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
}

/* S6: the Solo and the premiums, in the order a table settles them. */
static void
describe_mineo (const TarotRules *rules,
                JsonObject       *desc)
{
  JsonObject *f;
  JsonArray *dflt = json_array_new ();
  JsonArray *labels = json_array_new ();

  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Declarer"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  if (rules->n_players == 4)
    {
      f = tarot_outcome_desc_add (desc, "partner", "seat", _("Partner (held the called card)"));
      json_object_set_string_member (f, "none_label", _("Alone"));
      json_object_set_boolean_member (f, "optional", TRUE);
      tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
    }
  f = tarot_outcome_desc_add (desc, "stata", "bool", _("Stata (Solo after the first round, premiums doubled)"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "card_points", "int", _("The declarer’s card points, with 5 for the last trick"));
  tarot_outcome_desc_set_range (f, 0, SR (rules)->total_hi);
  json_object_set_int_member (f, "default", 55);
  json_object_set_string_member (f, "unit", _("points"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "last_trick", "choice", _("Last trick (vanto)"));
  tarot_outcome_desc_add_choice (f, last_trick_ids[0], _("The declarer"));
  tarot_outcome_desc_add_choice (f, last_trick_ids[1], _("The opponents"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "vanto_announced", "bool", _("“Mi vanto” or “Mi rivanto” announced"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "pigliate", "per_side", _("Pigliate: the 19, 18, 17, 16 and 1 captured"));
  json_array_add_string_element (labels, _("Declarer"));
  json_array_add_string_element (labels, _("Opponents"));
  json_object_set_array_member (f, "labels", labels);
  tarot_outcome_desc_set_range (f, 0, 5);
  json_array_add_int_element (dflt, 0);
  json_array_add_int_element (dflt, 0);
  json_object_set_array_member (f, "default", dflt);
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  holder_field (desc, "scommessa", _("Scommessa announced: who ended with the Picciotti"));
  holder_field (desc, "quattro_re", _("The four Kings in one side’s tricks"));
  holder_field (desc, "arie", _("The arie (19, 18, 17, 16) in one side’s tricks"));
  f = tarot_outcome_desc_add (desc, "arie_giove", "bool", _("The arie with the Giove"));
  tarot_outcome_desc_when (f, "arie", holder_ids[1], holder_ids[2], NULL);
}

static JsonObject *
sicilian_outcome_describe (const TarotRules *rules)
{
  const SicilianRules *sr = SR (rules);
  JsonObject *desc = tarot_outcome_desc_new ();
  JsonObject *f;

  if (sr->bidding == BIDDING_NONE)
    {
      if (sr->partnerships)
        {
          JsonArray *labels = json_array_new ();
          JsonArray *dflt = json_array_new ();

          tarot_outcome_desc_add (desc, "dealer", "seat", _("Dealer"));
          f = tarot_outcome_desc_add (desc, "card_points", "per_side", _("Card points, with 5 for the last trick"));
          json_array_add_string_element (labels, _("Dealer’s side"));
          json_array_add_string_element (labels, _("The others"));
          json_object_set_array_member (f, "labels", labels);
          tarot_outcome_desc_set_range (f, 0, sr->total_hi);
          json_object_set_string_member (f, "unit", _("points"));
          json_array_add_int_element (dflt, sr->total_lo / 2 + 1);
          json_array_add_int_element (dflt, sr->total_lo - sr->total_lo / 2 - 1);
          json_object_set_array_member (f, "default", dflt);
          if (sr->total_lo == sr->total_hi)
            json_object_set_int_member (f, "total", sr->total_hi);
          else
            {
              /* TRANSLATORS: the two possible totals of the card points, e.g. "109 or 110 in all, …" */
              g_autofree char *help = g_strdup_printf (_("%u or %u in all, as the piles fall"),
                                                       sr->total_lo, sr->total_hi);

              json_object_set_string_member (f, "help", help);
            }
        }
      else
        describe_seat_points (rules, desc);
      return desc;
    }
  f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
  tarot_outcome_desc_add_choice (f, end_ids[0], _("Played"));
  tarot_outcome_desc_add_choice (f, end_ids[1], _("Thrown in"));
  if (sr->bidding == BIDDING_MINEO)
    {
      describe_mineo (rules, desc);
      return desc;
    }
  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Game"));
  tarot_outcome_desc_add_choice (f, contract_id (rules, CONTRACT_SOLO), _("Solo"));
  tarot_outcome_desc_add_choice (f, contract_id (rules, CONTRACT_EACH), _("Each for himself"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Declarer (took the monte)"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "card_points", "int", _("The Solo’s card points, with 5 for the last trick"));
  tarot_outcome_desc_set_range (f, 0, sr->total_hi);
  json_object_set_int_member (f, "default", 55);
  json_object_set_string_member (f, "unit", _("points"));
  tarot_outcome_desc_when (f, "contract", contract_id (rules, CONTRACT_SOLO), NULL);
  describe_seat_points (rules, desc);
  return desc;
}

static const char *
sicilian_arg_to_string (const TarotRules *rules,
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
sicilian_arg_from_string (const TarotRules *rules,
                          TarotActionKind   kind,
                          const char       *str,
                          guint            *arg)
{
  if (kind == TAROT_ACTION_BID)
    return tarot_rules_find_contract (rules, str, arg);
  if (kind == TAROT_ACTION_ANNOUNCE)
    for (guint i = 0; i < N_SIGNALS; i++)
      if (g_strcmp0 (str, signal_ids[i]) == 0)
        {
          *arg = i;
          return TRUE;
        }
  return FALSE;
}

const TarotFamily tarot_family_sicilian = {
  .id = "sicilian",
  .build_rules = sicilian_build_rules,
  .setup = sicilian_setup,
  .legal_actions = sicilian_legal_actions,
  .apply = sicilian_apply,
  .outcome = sicilian_outcome,
  .score = sicilian_score,
  .outcome_from_json = sicilian_outcome_from_json,
  .outcome_to_json = sicilian_outcome_to_json,
  .outcome_describe = sicilian_outcome_describe,
  .arg_to_string = sicilian_arg_to_string,
  .arg_from_string = sicilian_arg_from_string,
  .make_view = sicilian_make_view,
  .sample_constraints = sicilian_sample_constraints,
  .sample_state = sicilian_sample_state,
  .sample_check = sicilian_sample_check,
};
