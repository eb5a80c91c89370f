/* tarot-sicilian.c — the Sicilian Tarocchi (`sicilian`, rules/italian-living-games.md,
 * Sicily): Barcellona for three (S1) and four (S2), Vanto (S3), Tortorici for four
 * (S4) and Mineo for three and four (S6, S7) on the Tarocco Siciliano, the common
 * rules from tarot-sicilian-common.c
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
 *   "partnerships"        fixed partnerships opposite (S4; S2's option)
 *   "excess"              [55, 54]: S4's records over these, else S2's difference; the
 *                         records are a rubber's tally to 50 (the option "rubber": 51)
 *
 * "bidding": "mineo" is S6 and S7: a stata after the first round of the deal, "Vado
 * io" (and at four "Chiamo" with a called trump and a secret partner), the scommessa
 * and "mi vanto" / "mi rivanto", fixed premiums.  The options "partnerships" (S2),
 * "dealer_solo" (S1: the dealer may go Solo after two passes), "half_stakes" (S1:
 * ×2 / ×1 instead of ×4 / ×2), "monte_unshown", "solo_leads" and "extra_signals"
 * (S1's other variants), "palagonia" (S6: the stata after any round of the deal but
 * the last) and "rubber" (S4: "to_50" or "to_51").  Card points are whole points.  The score and the
 * outcome JSON are in tarot-sicilian-outcome.c.  "bidding": "antico" is S5, Vanto in its
 * original form, in tarot-sicilian-vanto.c (its option "monte_unshown" too).
 */
#include "config.h"

#include <string.h>

#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-json.h"
#include "model/tarot-variant.h"
#include "model/families/tarot-sicilian-common.h"
#include "model/families/tarot-sicilian-private.h"

static const char *const signal_ids[N_SIGNALS] = { "ho_il_20", "batto", "non_batto",
                                                   "scommessa", "mi_vanto", "mi_rivanto",
                                                   "batto_forte", "sfondo", "sfondo_i_tavoli" };

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

G_STATIC_ASSERT (sizeof (SicilianState) <= SICILIAN_STATE_SIZE);

#define ST(deal)  ((SicilianState *) (gpointer) (deal)->family_data.bytes)
#define CST(deal) ((const SicilianState *) (gconstpointer) (deal)->family_data.bytes)

static const char *const bidding_ids[] = { "none", "barcellona", "vanto", "mineo", "antico", NULL };

/* S4's rubber: the first side to record 50 (or 51) */
static const char *const rubber_ids[] = { "to_50", "to_51", NULL };

static const TarotOptionKind option_kinds[] = {
  { "partnerships", TAROT_OPTION_BOOL, NULL },
  { "dealer_solo", TAROT_OPTION_BOOL, NULL },
  { "half_stakes", TAROT_OPTION_BOOL, NULL },
  { "rubber", TAROT_OPTION_CHOICE, rubber_ids },
  { "solo_leads", TAROT_OPTION_BOOL, NULL },
  { "monte_unshown", TAROT_OPTION_BOOL, NULL },
  { "extra_signals", TAROT_OPTION_BOOL, NULL },
  { "palagonia", TAROT_OPTION_BOOL, NULL },
};

/* A bool option, or @dflt where the variant does not offer it. */
static gboolean
option_bool (TarotVariant *variant,
             GHashTable   *options,
             const char   *id,
             gboolean      dflt)
{
  return tarot_variant_find_option (variant, id) != NULL ? tarot_variant_get_option_bool (variant, options, id)
                                                         : dflt;
}

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
  const char *misplaced = NULL;

  if (!tarot_variant_check_option_kinds (variant, option_kinds, G_N_ELEMENTS (option_kinds), error) ||
      !tarot_json_check_members (by, keys, file, where, error) ||
      !tarot_sicilian_setup_rules (rules, &sr->cards, file, error))
    return FALSE;
  if (json_object_has_member (by, "bidding") &&
      !tarot_json_get_choice (by, "bidding", file, where, bidding_ids, &bidding, error))
    return FALSE;
  sr->bidding = (guint8) bidding;
  if (bidding == BIDDING_ANTICO)
    return sicilian_vanto_build_rules (rules, variant, options, file, where, error);
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
  /* S1's variants: the Solo leads, the monte unshown, more signals; S6's Palagonia */
  sr->solo_leads = (guint8) option_bool (variant, options, "solo_leads", solo_leads);
  sr->signals = (guint8) signals;
  sr->monte_unshown = (guint8) option_bool (variant, options, "monte_unshown", FALSE);
  sr->extra_signals = (guint8) option_bool (variant, options, "extra_signals", FALSE);
  sr->palagonia = (guint8) option_bool (variant, options, "palagonia", FALSE);
  if (tarot_variant_find_option (variant, "extra_signals") != NULL && !signals)
    misplaced = "extra_signals";
  else if (tarot_variant_find_option (variant, "monte_unshown") != NULL && bidding == BIDDING_NONE)
    misplaced = "monte_unshown";
  else if (tarot_variant_find_option (variant, "palagonia") != NULL && bidding != BIDDING_MINEO)
    misplaced = "palagonia";
  if (misplaced != NULL)
    {
      tarot_json_set_problem (error, file, "options", misplaced,
                              "an option for rules the game lacks: the signals, a monte taken, Mineo's stata");
      return FALSE;
    }
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
  if (sr->excess[0] == 0 && tarot_variant_find_option (variant, "rubber") != NULL)
    {
      tarot_json_set_problem (error, file, "options", "rubber", "a rubber only where the sides record an excess");
      return FALSE;
    }
  /* the sides' records go on to the rubber's target (S4); the session fills in the rest */
  if (sr->excess[0] > 0)
    rules->rubber.target = tarot_variant_find_option (variant, "rubber") != NULL &&
                           g_strcmp0 (tarot_variant_get_option (variant, options, "rubber"), rubber_ids[1]) == 0
                           ? 51 : 50;
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
  if (SR (rules)->bidding == BIDDING_ANTICO)
    return sicilian_vanto_mode (contract);
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

      tarot_sicilian_deal_to (deal, seat, full - have);
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
  if (SR (rules)->bidding == BIDDING_ANTICO)
    {
      sicilian_vanto_setup (rules, deal);
      return;
    }
  if (SR (rules)->bidding == BIDDING_MINEO)
    {
      /* the first round, then a pause for the stata (S6) */
      deal->talon = rules->pack;
      tarot_sicilian_deal_rounds (deal, rules->deal_steps[0], rules->deal_steps[0]);
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

/* S1's signals that are true of @cards: "Ho il 20" with the Giove, "Batto" with it
 * and the 19 or 18, "Non batto" without it; with the option, "Batto forte" with it and
 * two of the 19, 18 and 17, "Sfondo" with it and three of the arie 19–16, "Sfondo i
 * tavoli" with all five arie (S001 14.1; two or three at least: a stronger hand has a
 * stronger signal but may say less) */
static gboolean
signal_true (const TarotRules *rules,
             TarotCardSet      cards,
             guint             signal)
{
  const SicilianRules *sr = SR (rules);
  const TarotCard *named = sr->cards.named;
  gboolean giove = tarot_card_set_contains (cards, named[TAROT_SICILIAN_GIOVE]);
  TarotCardSet high = TAROT_CARD_SET_EMPTY;

  tarot_card_set_add (&high, named[TAROT_SICILIAN_PALLA]);
  tarot_card_set_add (&high, named[TAROT_SICILIAN_SOLE]);
  tarot_card_set_add (&high, named[TAROT_SICILIAN_LUNA]);
  switch (signal)
    {
    case SIGNAL_HO_IL_20:
      return giove;
    case SIGNAL_BATTO:
      return holds_batto (rules, cards);
    case SIGNAL_NON_BATTO:
      return !giove;
    case SIGNAL_BATTO_FORTE:
      return sr->extra_signals && giove && tarot_card_set_count (tarot_card_set_intersect (cards, high)) >= 2;
    case SIGNAL_SFONDO:
      return sr->extra_signals && giove && tarot_card_set_count (tarot_card_set_intersect (cards, sr->cards.arie)) >= 3;
    case SIGNAL_SFONDO_I_TAVOLI:
      return sr->extra_signals && giove && tarot_card_set_is_empty (tarot_card_set_minus (sr->cards.arie, cards));
    default:
      return FALSE;
    }
}

/* the signals of S1, as bits of TarotDeal.announced */
#define S1_SIGNALS ((1u << SIGNAL_HO_IL_20) | (1u << SIGNAL_BATTO) | (1u << SIGNAL_NON_BATTO) | \
                    (1u << SIGNAL_BATTO_FORTE) | (1u << SIGNAL_SFONDO) | (1u << SIGNAL_SFONDO_I_TAVOLI))

/* S1: an opponent of a Solo leading for the first time may signal */
static gboolean
may_signal (const TarotRules *rules,
            const TarotDeal  *deal,
            guint             seat)
{
  if (SR (rules)->bidding == BIDDING_ANTICO)
    return sicilian_vanto_may_declare (rules, deal, seat);
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

  /* S5: all but the discard and the tricks */
  if (SR (rules)->bidding == BIDDING_ANTICO && deal->phase != TAROT_PHASE_DISCARD && deal->phase != TAROT_PHASE_PLAY)
    {
      sicilian_vanto_legal_actions (rules, deal, list);
      return;
    }
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
      /* the truth only */
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      for (guint signal = 0; signal < N_SIGNALS; signal++)
        if ((S1_SIGNALS & (1u << signal)) && signal_true (rules, deal->hands[seat], signal))
          tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, signal);
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

/* The declarer takes the monte (shown, but at Mineo not by the dealer, S6, and not
 * with S1's variant "monte unshown") and will discard three. */
static void
take_monte (const TarotRules *rules,
            TarotDeal        *deal)
{
  if (!SR (rules)->monte_unshown && (SR (rules)->bidding != BIDDING_MINEO || deal->declarer != deal->dealer))
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

/* S7: the highest trump not in @hand */
static TarotCard
highest_lacking (const TarotRules *rules,
                 TarotCardSet      hand)
{
  TarotCard called = TAROT_CARD_NONE;

  TAROT_CARD_SET_FOREACH (rules->trumps, t)
    if (!tarot_card_set_contains (hand, t) && (called == TAROT_CARD_NONE || rules->rank[t] > rules->rank[called]))
      called = t;
  return called;
}

static void
pass_out (TarotDeal *deal)
{
  deal->phase = TAROT_PHASE_OVER;
  deal->end = TAROT_END_PASSED_OUT;
  deal->to_move = TAROT_NO_SEAT;
}

static void next_bidder (const TarotRules *rules,
                         TarotDeal        *deal,
                         guint             seat);

static void
apply_bid (const TarotRules *rules,
           TarotDeal        *deal,
           TarotAction       action)
{
  SicilianState *st = ST (deal);
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
  if (action.kind == TAROT_ACTION_BID && action.arg == CONTRACT_CHIAMO && rules->n_contracts > CONTRACT_CHIAMO)
    {
      /* S7: the Chiamo names the card with his bid ("Giove", "Palla") */
      deal->phase = TAROT_PHASE_CALL;
      deal->to_move = action.seat;
      return;
    }
  if (action.kind == TAROT_ACTION_BID && action.arg == CONTRACT_SOLO)
    {
      /* a Solo over S7's Chiamo: the call is void */
      deal->called_card = TAROT_CARD_NONE;
      deal->partner = TAROT_NO_SEAT;
      if (vanto && st->chiamo != TAROT_NO_SEAT)
        {
          st->stage = STAGE_SOLO_IO;
          deal->to_move = st->chiamo;
          return;
        }
      take_monte (rules, deal);
      return;
    }
  next_bidder (rules, deal, action.seat);
}

/* After @seat has spoken in the bidding: the next, the dealer's choice (S1), or the end. */
static void
next_bidder (const TarotRules *rules,
             TarotDeal        *deal,
             guint             seat)
{
  SicilianState *st = ST (deal);
  guint n = deal->n_players;
  guint next = (seat + 1u) % n;

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
      /* S7, all passed: the Giove's holder takes the monte, shown, then calls the
       * highest trump he lacks with it (S001 14.7; [RULING] a Giove in the monte
       * throws the hand in) */
      TarotCard giove = SR (rules)->cards.named[TAROT_SICILIAN_GIOVE];

      for (guint s = 0; s < n; s++)
        if (tarot_card_set_contains (deal->hands[s], giove))
          {
            deal->declarer = (guint8) s;
            deal->contract = CONTRACT_CHIAMO;
            take_monte (rules, deal);
            call_card (deal, highest_lacking (rules, deal->hands[s]));
            return;
          }
    }
  if (deal->declarer == TAROT_NO_SEAT)
    pass_out (deal);
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

  if (SR (rules)->bidding == BIDDING_ANTICO && deal->phase != TAROT_PHASE_PLAY)
    {
      sicilian_vanto_apply (rules, deal, action);
      return;
    }
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

            tarot_sicilian_deal_to (deal, seat, rules->talon_size);
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
      /* Palagonia: the next round, and the stata may follow any but the last (S6) */
      if (SR (rules)->palagonia && st->round + 1u < rules->n_deal_steps)
        {
          for (guint i = 1; i <= deal->n_players; i++)
            {
              guint to = (deal->dealer + i) % deal->n_players;

              tarot_sicilian_deal_to (deal, to, rules->deal_steps[st->round] - tarot_card_set_count (deal->hands[to]));
            }
          st->round++;
          deal->to_move = (guint8) ((deal->dealer + 1u) % deal->n_players);
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
      /* S7: named with the Chiamo; the others speak on */
      call_card (deal, action.card);
      deal->phase = TAROT_PHASE_AUCTION;
      next_bidder (rules, deal, seat);
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

/* The discard holds no 10- or 5-point card; a signal's Giove lies in its hand, or
 * not after "Non batto"; "Sfondo i tavoli" holds all the arie. */
static void
sicilian_sample_constraints (const TarotRules      *rules,
                             const TarotPlayerView *view,
                             TarotCardSet          *excluded)
{
  const SicilianRules *sr = SR (rules);
  guint n = view->n_players;

  if (sr->bidding == BIDDING_ANTICO)
    {
      sicilian_vanto_sample_constraints (rules, view, excluded);
      return;
    }
  excluded[n + 1] = tarot_card_set_union (excluded[n + 1],
                                          tarot_card_set_union (sr->cards.diecine, sr->cards.cinquine));
  for (guint s = 0; s < n; s++)
    {
      TarotCardSet with = TAROT_CARD_SET_EMPTY;
      guint32 said = view->announced[s];

      /* the Giove with who says he holds it, and the Fuggitivo with a scommessa (S1, S6) */
      if (said & ((S1_SIGNALS & ~(1u << SIGNAL_NON_BATTO)) | (1u << ANNOUNCE_MI_VANTO) |
                  (1u << ANNOUNCE_SCOMMESSA)))
        tarot_card_set_add (&with, sr->cards.named[TAROT_SICILIAN_GIOVE]);
      if (said & (1u << SIGNAL_SFONDO_I_TAVOLI))
        with = tarot_card_set_union (with, sr->cards.arie);
      if (said & (1u << ANNOUNCE_SCOMMESSA))
        tarot_card_set_add (&with, TAROT_CARD_FOOL);
      for (guint place = 0; place < n + 2; place++)
        if (place != s)
          excluded[place] = tarot_card_set_union (excluded[place], with);
      /* "mi rivanto" and "Non batto": without it */
      if (said & ((1u << ANNOUNCE_MI_RIVANTO) | (1u << SIGNAL_NON_BATTO)))
        tarot_card_set_add (&excluded[s], sr->cards.named[TAROT_SICILIAN_GIOVE]);
    }
  /* S7, called after four passes: the declarer had every trump above the called one,
   * in his hand or his discard */
  if (view->called_card != TAROT_CARD_NONE && view->declarer != TAROT_NO_SEAT)
    {
      gboolean bid = FALSE;

      for (guint i = 0; i < view->n_auction; i++)
        bid |= view->auction[i].kind == TAROT_ACTION_BID;
      if (!bid)
        TAROT_CARD_SET_FOREACH (rules->trumps, t)
          if (rules->rank[t] > rules->rank[view->called_card])
            for (guint place = 0; place <= n; place++)
              if (place != view->declarer)
                tarot_card_set_add (&excluded[place], t);
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

/* S1's signals were true of the cards their givers held: "Batto", "Batto forte" and
 * "Sfondo" count the arie with the Giove. */
static gboolean
sicilian_sample_check (const TarotRules      *rules,
                       const TarotPlayerView *view,
                       const TarotDeal       *deal)
{
  /* S5 has no signals; its announcements are excluded in its constraints */
  if (SR (rules)->bidding == BIDDING_ANTICO)
    return TRUE;
  for (guint s = 0; s < view->n_players; s++)
    {
      guint32 said = view->announced[s] & S1_SIGNALS;

      if (said == 0)
        continue;
      for (guint signal = 0; signal < N_SIGNALS; signal++)
        if ((said & (1u << signal)) && !signal_true (rules, held_by (deal, s), signal))
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
  if (SR (rules)->bidding == BIDDING_ANTICO)
    {
      sicilian_vanto_outcome (rules, deal, outcome);
      return;
    }
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

static const char *
sicilian_arg_to_string (const TarotRules *rules,
                        TarotActionKind   kind,
                        guint             arg)
{
  if (kind == TAROT_ACTION_BID && arg < rules->n_contracts)
    return rules->contract_ids[arg];
  if (SR (rules)->bidding == BIDDING_ANTICO)
    return sicilian_vanto_arg_to_string (kind, arg);
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
  if (kind == TAROT_ACTION_ANNOUNCE && SR (rules)->bidding == BIDDING_ANTICO)
    return sicilian_vanto_arg_from_string (str, arg);
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
