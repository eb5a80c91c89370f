/* tarot-sicilian-vanto.c — Vanto in its original form (`vanto-antico`, rules/italian-
 * living-games.md S5, Tortorici to c. 1930), "bidding": "antico" in the `sicilian`
 * family: the deal, the play, the outcome, the score with the pool, and the outcome
 * JSON; tarot-sicilian.c hands S5 over to the functions here, but for the tricks,
 * which it plays as in the other Sicilian games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deal goes in four rounds of five.  After each of the first three, from the
 * dealer's right, a player may declare Solo (solista di cinque, dieci, quindici: the
 * contracts "solo_cinque" ×3, "solo_dieci" ×2, "solo_quindici" ×1); a Solo holding
 * the Giove, the Fuggitivo and the Picciotti may add the scommessa in the same pause
 * or a later one.  [DEFAULT] The Solo takes the monte once the deal is complete (the
 * spec orders it after the declaration without saying when; a Mineo stata takes it
 * at once, S6).  He discards, may announce the last trick ("ultima") and leads.
 * Nobody → the dealer's right says "Chiamo", takes the monte and leads, everyone for
 * himself.  [DEFAULT] A player holding the 13, 14 and 15 is asked at his first turn
 * to play whether he says "Questa vi saluta" (the ternone); he must say it before
 * playing one of them, and a table says it then.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-error.h"
#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-variant.h"
#include "model/families/tarot-sicilian-private.h"

/* the contracts, low to high; a Solo's index says after which round it was declared */
#define CONTRACT_CHIAMO_ANTICO 0
#define SOLO_CONTRACT(round)   (4u - (round))
#define SOLO_ROUND(contract)   (4u - (contract))

/* what the pool gets from each player when it is empty */
#define POOL_STAKE     10
/* a cinquina captured or lost, per opponent; the four Kings or arie, per opponent */
#define CINQUINA       5
#define ALL_FOUR       10
#define TERNONE        5

typedef enum
{
  VANTO_SCOMMESSA,   /* the Solo: the three diecine in his tricks at the end */
  VANTO_ULTIMA,      /* the Solo: he will win the last trick */
  VANTO_TERNONE,     /* "Questa vi saluta": the 13, 14 and 15 in hand */
  N_VANTO_ANNOUNCEMENTS
} VantoAnnouncement;

static const char *const announcement_ids[N_VANTO_ANNOUNCEMENTS] = { "scommessa", "ultima", "ternone" };

/* TarotOutcome.bonuses[].id */
enum
{
  BONUS_SCOMMESSA,   /* level: the round it was announced after; made */
  BONUS_ULTIMA,      /* made: the Solo won the last trick */
  BONUS_TERNONE,     /* seat */
  BONUS_CAPTURE,     /* Chiamo: seat captured a King or aria from level */
};

/* TarotOutcome.extra[] of a Solo: the cinquine the Solo captured and lost; which side
 * (1 the Solo, 2 the others, 0 neither) has the four Kings and the four arie */
#define EXTRA_CAPTURED  1
#define EXTRA_LOST      2
#define EXTRA_RE        5
#define EXTRA_ARIE4     6

typedef struct
{
  SicilianRules base;
  guint8        monte_shown;
  TarotCard     ternone[3];    /* the 13, 14 and 15 */
} VantoRules;

G_STATIC_ASSERT (sizeof (VantoRules) <= sizeof (((TarotRules *) 0)->family_data));

#define VR(rules) ((const VantoRules *) (gconstpointer) (rules)->family_data.bytes)

/* after the state of tarot-sicilian.c, which plays the tricks and keeps the Fuggitivo */
typedef struct
{
  guint8 round;             /* rounds of five dealt */
  guint8 spoken;            /* players who have spoken in this pause */
  guint8 asked;             /* bit s: seat s was asked about the ternone */
  guint8 ultima_asked;      /* the Solo has spoken about the last trick */
  guint8 bet_round;         /* the round the scommessa was announced after, 0 none */
} VantoState;

G_STATIC_ASSERT (SICILIAN_STATE_SIZE + sizeof (VantoState) <= sizeof (((TarotDeal *) 0)->family_data));

#define ST(deal)  ((VantoState *) (gpointer) ((deal)->family_data.bytes + SICILIAN_STATE_SIZE))
#define CST(deal) ((const VantoState *) (gconstpointer) ((deal)->family_data.bytes + SICILIAN_STATE_SIZE))

/* ------------------------------------------------------------------ */
/* rules                                                               */

gboolean
sicilian_vanto_build_rules (TarotRules    *rules,
                            TarotVariant  *variant,
                            GHashTable    *options,
                            const char    *file,
                            const char    *where,
                            GError       **error)
{
  VantoRules *vr = (VantoRules *) (gpointer) rules->family_data.bytes;
  guint lo, hi;

  if (rules->n_players != 3 || rules->n_contracts != 4 || rules->n_deal_steps != 4 || rules->talon_size == 0 ||
      rules->hand_size * rules->n_players + rules->talon_size != rules->n_pack_cards)
    {
      tarot_json_set_error (error, file, where, "deal",
                            "three players, four rounds of the deal, a monte, and the contracts "
                            "Chiamo and the Solo after the third, second and first round");
      return FALSE;
    }
  for (guint i = 0; i < 3; i++)
    {
      vr->ternone[i] = tarot_card_make_trump (13 + i);
      if (!tarot_card_set_contains (rules->pack, vr->ternone[i]))
        {
          tarot_json_set_problem (error, file, NULL, "pack", "the ternone needs the trumps 13, 14 and 15");
          return FALSE;
        }
    }
  vr->monte_shown = tarot_variant_find_option (variant, "monte_unshown") == NULL ||
                    !tarot_variant_get_option_bool (variant, options, "monte_unshown");
  tarot_sicilian_total_range (rules, 2, rules->n_tricks, 3, rules->talon_size, &lo, &hi);
  {
    guint each_lo, each_hi;

    tarot_sicilian_total_range (rules, 3, rules->n_tricks, 3, rules->talon_size, &each_lo, &each_hi);
    lo = MIN (lo, each_lo);
    hi = MAX (hi, each_hi);
  }
  vr->base.total_lo = (guint8) lo;
  vr->base.total_hi = (guint8) hi;
  rules->points_total = hi;
  rules->points_shortfall = (guint8) (hi - lo);
  return TRUE;
}

TarotSicilianMode
sicilian_vanto_mode (guint contract)
{
  return contract == CONTRACT_CHIAMO_ANTICO ? MODE_EACH : MODE_SOLO;
}

/* ------------------------------------------------------------------ */
/* the deal                                                            */

static guint
side_of (const TarotDeal *deal,
         guint            seat)
{
  if (deal->contract == CONTRACT_CHIAMO_ANTICO)
    return seat;
  return seat == deal->declarer ? 0 : 1;
}

/* One round of five to each, from the dealer's right. */
static void
deal_round (const TarotRules *rules,
            TarotDeal        *deal)
{
  guint k = rules->deal_steps[ST (deal)->round] - (ST (deal)->round > 0 ? rules->deal_steps[ST (deal)->round - 1] : 0);

  for (guint i = 1; i <= deal->n_players; i++)
    tarot_sicilian_deal_to (deal, (deal->dealer + i) % deal->n_players, k);
  ST (deal)->round++;
}

void
sicilian_vanto_setup (const TarotRules *rules,
                      TarotDeal        *deal)
{
  deal->talon = rules->pack;
  deal_round (rules, deal);
  deal->phase = TAROT_PHASE_DEALING;
  deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
}

static gboolean
holds_diecine (const TarotRules *rules,
               TarotCardSet      hand)
{
  return tarot_card_set_is_empty (tarot_card_set_minus (SR (rules)->cards.diecine, hand));
}

static gboolean
may_bet (const TarotRules *rules,
         const TarotDeal  *deal)
{
  return deal->declarer != TAROT_NO_SEAT && !(deal->announced[deal->declarer] & (1u << VANTO_SCOMMESSA)) &&
         holds_diecine (rules, deal->hands[deal->declarer]);
}

gboolean
sicilian_vanto_may_declare (const TarotRules *rules,
                            const TarotDeal  *deal,
                            guint             seat)
{
  const TarotCard *t = VR (rules)->ternone;
  TarotCardSet hand = deal->hands[seat];

  return !(CST (deal)->asked & (1u << seat)) && tarot_card_set_contains (hand, t[0]) &&
         tarot_card_set_contains (hand, t[1]) && tarot_card_set_contains (hand, t[2]);
}

void
sicilian_vanto_legal_actions (const TarotRules *rules,
                              const TarotDeal  *deal,
                              TarotActionList  *list)
{
  const VantoState *st = CST (deal);
  guint seat = deal->to_move;

  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      if (deal->declarer == TAROT_NO_SEAT)
        tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, SOLO_CONTRACT (st->round));
      else
        tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, VANTO_SCOMMESSA);
      break;

    case TAROT_PHASE_ANNOUNCE:
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE,
                             st->ultima_asked ? VANTO_TERNONE : VANTO_ULTIMA);
      break;

    default:
      break;
    }
}

/* The Solo, or the Chiamo's taker, leads: first the ternone, if he holds it (the
 * other turns are tarot-sicilian.c's, which asks sicilian_vanto_may_declare()). */
static void
start_play (const TarotRules *rules,
            TarotDeal        *deal)
{
  deal->trick_leader[0] = deal->declarer;
  deal->trick_len = 0;
  deal->to_move = deal->declarer;
  deal->phase = sicilian_vanto_may_declare (rules, deal, deal->declarer) ? TAROT_PHASE_ANNOUNCE : TAROT_PHASE_PLAY;
}

/* The deal is complete: the Solo, else the dealer's right with a Chiamo, takes the
 * monte and discards. */
static void
take_monte (const TarotRules *rules,
            TarotDeal        *deal)
{
  if (deal->declarer == TAROT_NO_SEAT)
    {
      deal->declarer = (guint8) ((deal->dealer + 1) % deal->n_players);
      deal->contract = CONTRACT_CHIAMO_ANTICO;
      if (deal->n_auction < TAROT_MAX_AUCTION)
        deal->auction[deal->n_auction++] = (TarotAction) { TAROT_ACTION_BID, deal->declarer, TAROT_CARD_NONE,
                                                           CONTRACT_CHIAMO_ANTICO };
    }
  if (VR (rules)->monte_shown)
    deal->talon_shown = deal->talon;
  deal->hands[deal->declarer] = tarot_card_set_union (deal->hands[deal->declarer], deal->talon);
  deal->talon = TAROT_CARD_SET_EMPTY;
  deal->phase = TAROT_PHASE_DISCARD;
  deal->to_move = deal->declarer;
}

/* After a pause: the next round and its pause, skipping the pauses where nobody has
 * anything to say, or the monte after the last round. */
static void
next_round (const TarotRules *rules,
            TarotDeal        *deal)
{
  VantoState *st = ST (deal);

  for (;;)
    {
      deal_round (rules, deal);
      st->spoken = 0;
      if (st->round >= rules->n_deal_steps)
        {
          take_monte (rules, deal);
          return;
        }
      if (deal->declarer == TAROT_NO_SEAT)
        {
          deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
          return;
        }
      if (may_bet (rules, deal))
        {
          deal->to_move = deal->declarer;
          return;
        }
    }
}

void
sicilian_vanto_apply (const TarotRules *rules,
                      TarotDeal        *deal,
                      TarotAction       action)
{
  VantoState *st = ST (deal);
  guint seat = action.seat;

  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      if (deal->n_auction < TAROT_MAX_AUCTION)
        deal->auction[deal->n_auction++] = action;
      if (action.kind == TAROT_ACTION_BID)
        {
          deal->declarer = (guint8) seat;
          deal->contract = (guint8) action.arg;
          /* the scommessa may come in the same pause */
          if (!may_bet (rules, deal))
            next_round (rules, deal);
          return;
        }
      if (action.kind == TAROT_ACTION_ANNOUNCE)
        {
          deal->announced[seat] |= 1u << VANTO_SCOMMESSA;
          st->bet_round = st->round;
          next_round (rules, deal);
          return;
        }
      if (deal->declarer != TAROT_NO_SEAT || ++st->spoken >= deal->n_players)
        next_round (rules, deal);
      else
        deal->to_move = (guint8) ((seat + 1u) % deal->n_players);
      return;

    case TAROT_PHASE_DISCARD:
      tarot_card_set_remove (&deal->hands[seat], action.card);
      tarot_card_set_add (&deal->discard, action.card);
      if (tarot_card_set_count (deal->discard) < rules->talon_size)
        return;
      if (deal->contract == CONTRACT_CHIAMO_ANTICO)
        {
          st->ultima_asked = TRUE;
          start_play (rules, deal);
          return;
        }
      deal->phase = TAROT_PHASE_ANNOUNCE;
      return;

    case TAROT_PHASE_ANNOUNCE:
      if (action.kind == TAROT_ACTION_ANNOUNCE)
        deal->announced[seat] |= 1u << action.arg;
      if (!st->ultima_asked)
        {
          st->ultima_asked = TRUE;
          start_play (rules, deal);
          return;
        }
      /* the ternone, said or let go */
      st->asked |= (guint8) (1u << seat);
      deal->phase = TAROT_PHASE_PLAY;
      return;

    default:
      return;
    }
}

/* The discard holds no 10- or 5-point card; a scommessa's diecine and a ternone's
 * trumps were in the hand of who announced it. */
void
sicilian_vanto_sample_constraints (const TarotRules      *rules,
                                   const TarotPlayerView *view,
                                   TarotCardSet          *excluded)
{
  const SicilianRules *sr = SR (rules);
  guint n = view->n_players;

  excluded[n + 1] = tarot_card_set_union (excluded[n + 1], tarot_card_set_union (sr->cards.diecine, sr->cards.cinquine));
  for (guint s = 0; s < n; s++)
    {
      TarotCardSet with = TAROT_CARD_SET_EMPTY;

      if (view->announced[s] & (1u << VANTO_SCOMMESSA))
        with = sr->cards.diecine;
      if (view->announced[s] & (1u << VANTO_TERNONE))
        for (guint i = 0; i < 3; i++)
          tarot_card_set_add (&with, VR (rules)->ternone[i]);
      for (guint place = 0; place < n + 2; place++)
        if (place != s)
          excluded[place] = tarot_card_set_union (excluded[place], tarot_card_set_minus (with, view->played));
    }
}

/* ------------------------------------------------------------------ */
/* outcome                                                             */

static void
add_bonus (TarotOutcome *outcome,
           guint         id,
           guint         seat,
           gint          made,
           guint         level)
{
  TarotBonus *b;

  if (outcome->n_bonuses >= TAROT_MAX_BONUSES)
    return;
  b = &outcome->bonuses[outcome->n_bonuses++];
  b->id = (guint8) id;
  b->seat = (guint8) seat;
  b->side = seat < outcome->n_players ? outcome->side[seat] : 1;
  b->announced = TRUE;
  b->made = (gint8) made;
  b->level = (guint8) level;
}

/* 1 for the Solo, 2 for the others, 0 if neither holds all of @cards */
static gint32
holder_of (const TarotCardSet *piles,
           TarotCardSet        cards)
{
  for (guint side = 0; side < 2; side++)
    if (tarot_card_set_is_empty (tarot_card_set_minus (cards, piles[side])))
      return (gint32) side + 1;
  return 0;
}

void
sicilian_vanto_outcome (const TarotRules *rules,
                        const TarotDeal  *deal,
                        TarotOutcome     *outcome)
{
  const SicilianRules *sr = SR (rules);
  TarotCardSet piles[TAROT_MAX_PLAYERS] = { TAROT_CARD_SET_EMPTY, };
  guint n = deal->n_players;
  Mode mode = sicilian_vanto_mode (deal->contract);
  guint last = deal->trick_winner[deal->n_tricks - 1];

  outcome->points_unit = 1;
  outcome->extra[EXTRA_MODE] = mode;
  for (guint s = 0; s < n; s++)
    {
      outcome->side[s] = mode == MODE_EACH ? 1 : side_of (deal, s);
      piles[side_of (deal, s)] = tarot_card_set_union (piles[side_of (deal, s)], deal->won[s]);
    }
  if (mode == MODE_EACH)
    {
      outcome->extra[EXTRA_TAKER] = deal->declarer;
      outcome->declarer = TAROT_NO_SEAT;
    }
  piles[side_of (deal, deal->declarer)] = tarot_card_set_union (piles[side_of (deal, deal->declarer)], deal->discard);
  for (guint t = 0; t < deal->n_tricks; t++)
    outcome->tricks[outcome->side[deal->trick_winner[t]]]++;
  for (guint side = 0; side < (mode == MODE_EACH ? n : 2); side++)
    {
      guint points = tarot_sicilian_count_pile (rules, piles[side]) +
                     (side == side_of (deal, last) ? TAROT_SICILIAN_LAST_TRICK : 0);

      if (mode == MODE_EACH)
        {
          outcome->extra[side] = (gint32) points;
          outcome->points[1] += points;
        }
      else
        outcome->points[side] = points;
    }
  /* the cinquine (Kings, 19–16) one side took from another in a trick */
  for (guint t = 0; t < deal->n_tricks; t++)
    for (guint i = 0; i < n; i++)
      {
        guint player = (deal->trick_leader[t] + i) % n;
        guint taker = deal->trick_winner[t];

        if (!tarot_card_set_contains (sr->cards.cinquine, deal->tricks[t][i]) ||
            side_of (deal, player) == side_of (deal, taker))
          continue;
        if (mode == MODE_EACH)
          add_bonus (outcome, BONUS_CAPTURE, taker, 1, player);
        else
          outcome->extra[side_of (deal, taker) == 0 ? EXTRA_CAPTURED : EXTRA_LOST]++;
      }
  if (mode == MODE_SOLO)
    {
      TarotCardSet kings = tarot_card_set_intersect (rules->kings, rules->pack);

      outcome->extra[EXTRA_RE] = holder_of (piles, kings);
      outcome->extra[EXTRA_ARIE4] = holder_of (piles, sr->cards.arie);
      if (deal->announced[deal->declarer] & (1u << VANTO_SCOMMESSA))
        add_bonus (outcome, BONUS_SCOMMESSA, deal->declarer, holder_of (piles, sr->cards.diecine) == 1,
                   CST (deal)->bet_round);
      if (deal->announced[deal->declarer] & (1u << VANTO_ULTIMA))
        add_bonus (outcome, BONUS_ULTIMA, deal->declarer, last == deal->declarer, 0);
    }
  for (guint s = 0; s < n; s++)
    if (deal->announced[s] & (1u << VANTO_TERNONE))
      add_bonus (outcome, BONUS_TERNONE, s, 1, 0);
}

/* ------------------------------------------------------------------ */
/* score                                                               */

/* @seat gets @each from each other player */
static void
each_pays (const TarotOutcome *outcome,
           TarotScore         *score,
           guint               seat,
           gint32              each,
           gboolean            pot,
           const char         *label)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };

  if (each == 0)
    return;
  for (guint s = 0; s < outcome->n_players; s++)
    if (s != seat)
      {
        amounts[s] = -each;
        amounts[seat] += each;
      }
  tarot_score_add_line (score, amounts, label);
  score->lines[score->n_lines - 1].pot = pot;
}

/* A line with one amount, to or from the pool. */
static void
pool_line (const TarotOutcome *outcome,
           TarotScore         *score,
           guint               seat,
           gint32              amount,
           const char         *label)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };

  amounts[seat] = amount;
  tarot_score_add_line (score, amounts, label);
  score->lines[score->n_lines - 1].pot = TRUE;
}

static const char *
round_name (guint contract)
{
  switch (SOLO_ROUND (contract))
    {
    case 1:
      return _("Solista di cinque");
    case 2:
      return _("Solista di dieci");
    default:
      return _("Solista di quindici");
    }
}

static const TarotBonus *
find_bonus (const TarotOutcome *outcome,
            guint               id)
{
  for (guint i = 0; i < outcome->n_bonuses; i++)
    if (outcome->bonuses[i].id == id)
      return &outcome->bonuses[i];
  return NULL;
}

static void
solo_score (const TarotRules   *rules,
            const TarotOutcome *outcome,
            TarotScore         *score,
            gint64             *pool,
            gboolean            with_labels)
{
  guint d = outcome->declarer;
  gint32 x = rules->contract_value[outcome->contract];
  gint32 over = (gint32) outcome->points[0] - 55;
  const TarotBonus *bet = find_bonus (outcome, BONUS_SCOMMESSA);
  const TarotBonus *ultima = find_bonus (outcome, BONUS_ULTIMA);
  g_autofree char *label = NULL;

  if (with_labels)
    /* TRANSLATORS: S5's Solo, from each opponent: the round's name, the card
     * points less 55, times the round's multiplier, e.g. "Solista di dieci:
     * (63 − 55) × 2 = 16 from each" */
    label = g_strdup_printf (_("%s: (%u − 55) × %d = %d from each"), round_name (outcome->contract),
                             outcome->points[0], x, over * x);
  each_pays (outcome, score, d, over * x, FALSE, label);
  each_pays (outcome, score, d, CINQUINA * outcome->extra[EXTRA_CAPTURED], FALSE,
             with_labels ? _("Cinquine captured by the Solo: 5 from each") : NULL);
  each_pays (outcome, score, d, -CINQUINA * outcome->extra[EXTRA_LOST], FALSE,
             with_labels ? _("Cinquine lost by the Solo: 5 to each") : NULL);
  if (bet != NULL)
    {
      /* 5, 10 or 15 after the third, second or first round */
      gint32 stake = 5 * (4 - (gint32) CLAMP (bet->level, 1, 3));

      g_free (label);
      label = NULL;
      if (with_labels)
        label = g_strdup_printf (bet->made ? _("Scommessa made: %d from each") : _("Scommessa lost: %d to each"),
                                 stake);
      each_pays (outcome, score, d, bet->made ? stake : -stake, FALSE, label);
    }
  if (outcome->extra[EXTRA_RE] != 0)
    each_pays (outcome, score, d, outcome->extra[EXTRA_RE] == 1 ? ALL_FOUR : -ALL_FOUR, FALSE,
               with_labels ? (outcome->extra[EXTRA_RE] == 1 ? _("The four Kings to the Solo: 10 from each")
                                                            : _("The four Kings to the opponents: 10 to each"))
                           : NULL);
  if (outcome->extra[EXTRA_ARIE4] != 0)
    each_pays (outcome, score, d, outcome->extra[EXTRA_ARIE4] == 1 ? ALL_FOUR : -ALL_FOUR, FALSE,
               with_labels ? (outcome->extra[EXTRA_ARIE4] == 1 ? _("The four arie to the Solo: 10 from each")
                                                               : _("The four arie to the opponents: 10 to each"))
                           : NULL);
  if (ultima != NULL && *pool > 0)
    {
      /* won: he takes the pool; failed: he doubles it */
      gint32 p = (gint32) MIN (*pool, G_MAXINT32 / 2);

      g_free (label);
      label = NULL;
      if (with_labels)
        label = ultima->made ? g_strdup_printf (_("Last trick won, takes the pool: +%d"), p)
                             : g_strdup_printf (_("Last trick lost, doubles the pool: −%d"), p);
      pool_line (outcome, score, d, ultima->made ? p : -p, label);
      *pool += ultima->made ? -p : p;
    }
}

static void
chiamo_score (const TarotRules   *rules,
              const TarotOutcome *outcome,
              TarotScore         *score,
              gboolean            with_labels)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  gboolean any = FALSE;

  for (guint s = 0; s < outcome->n_players; s++)
    {
      guint target = (gint32) s == outcome->extra[EXTRA_TAKER] ? 37 : 36;
      g_autofree char *label = NULL;

      memset (amounts, 0, sizeof amounts);
      amounts[s] = outcome->extra[s] - (gint32) target;
      if (with_labels)
        label = g_strdup_printf (_("Player %u: %d − %u = %d"), s + 1, outcome->extra[s], target, amounts[s]);
      tarot_score_add_line (score, amounts, label);
    }
  /* a King or aria captured from another player: 5 from him */
  memset (amounts, 0, sizeof amounts);
  for (guint i = 0; i < outcome->n_bonuses; i++)
    if (outcome->bonuses[i].id == BONUS_CAPTURE)
      {
        amounts[outcome->bonuses[i].seat] += CINQUINA;
        amounts[outcome->bonuses[i].level] -= CINQUINA;
        any = TRUE;
      }
  if (any)
    tarot_score_add_line (score, amounts, with_labels ? _("Kings and arie captured: 5 from their owner") : NULL);
}

void
sicilian_vanto_score (const TarotRules   *rules,
                      const TarotOutcome *outcome,
                      TarotScore         *score,
                      gboolean            with_labels)
{
  guint n = outcome->n_players;
  gint64 pool = rules->rubber.pool;

  if (outcome->end != TAROT_END_PLAYED)
    return;
  /* the pool: everybody puts in 10 when it is empty */
  if (pool == 0)
    {
      gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };

      for (guint s = 0; s < n; s++)
        amounts[s] = -POOL_STAKE;
      tarot_score_add_line (score, amounts, with_labels ? _("Into the pool: −10 each") : NULL);
      score->lines[score->n_lines - 1].pot = TRUE;
      pool = POOL_STAKE * n;
    }
  if (outcome->extra[EXTRA_MODE] == MODE_SOLO)
    solo_score (rules, outcome, score, &pool, with_labels);
  else
    chiamo_score (rules, outcome, score, with_labels);
  for (guint i = 0; i < outcome->n_bonuses; i++)
    if (outcome->bonuses[i].id == BONUS_TERNONE)
      each_pays (outcome, score, outcome->bonuses[i].seat, TERNONE, FALSE,
                 with_labels ? _("Ternone (“Questa vi saluta”): 5 from each") : NULL);
  tarot_score_set_pool (score, (gint32) (pool - rules->rubber.pool));
}

/* ------------------------------------------------------------------ */
/* outcome JSON (docs/cli.md "score")                                 */

static const char *const holder_ids[] = { "none", "solo", "opponents", NULL };
static const char *const bet_ids[] = { "none", "made", "lost", NULL };

static gboolean
read_solo (const TarotRules  *rules,
           JsonObject        *object,
           TarotOutcome      *outcome,
           GError           **error)
{
  static const char *const keys[] = { "dealer", "contract", "declarer", "card_points", "cinquine", "scommessa",
                                      "scommessa_round", "quattro_re", "arie", "ultima", "ternone", NULL };
  static const char *const ultima_ids[] = { "none", "won", "lost", NULL };
  const SicilianRules *sr = SR (rules);
  guint re = 0, arie = 0, bet = 0, ultima = 0;
  gint64 points, bet_round = 0;
  JsonArray *a;

  if (!tarot_json_check_members (object, keys, NULL, NULL, error) ||
      !tarot_json_get_int (object, "card_points", NULL, NULL, 0, sr->total_hi, &points, error) ||
      (json_object_has_member (object, "quattro_re") &&
       !tarot_json_get_choice (object, "quattro_re", NULL, NULL, holder_ids, &re, error)) ||
      (json_object_has_member (object, "arie") &&
       !tarot_json_get_choice (object, "arie", NULL, NULL, holder_ids, &arie, error)) ||
      (json_object_has_member (object, "scommessa") &&
       !tarot_json_get_choice (object, "scommessa", NULL, NULL, bet_ids, &bet, error)) ||
      (json_object_has_member (object, "ultima") &&
       !tarot_json_get_choice (object, "ultima", NULL, NULL, ultima_ids, &ultima, error)))
    return FALSE;
  outcome->points[0] = (guint32) points;
  outcome->points[1] = sr->total_hi - (guint32) points;
  outcome->extra[EXTRA_RE] = (gint32) re;
  outcome->extra[EXTRA_ARIE4] = (gint32) arie;
  /* the cinquine the Solo captured and lost: eight in all (four Kings, 19–16) */
  if (json_object_has_member (object, "cinquine"))
    {
      if ((a = tarot_json_get_array (object, "cinquine", NULL, NULL, error)) == NULL)
        return FALSE;
      for (guint k = 0; k < 2; k++)
        {
          JsonNode *e = json_array_get_length (a) == 2 ? json_array_get_element (a, k) : NULL;

          if (e == NULL || !JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
              json_node_get_int (e) < 0 || json_node_get_int (e) > 8)
            {
              tarot_json_set_error (error, NULL, NULL, "cinquine", "two integers from 0 to 8");
              return FALSE;
            }
          outcome->extra[k == 0 ? EXTRA_CAPTURED : EXTRA_LOST] = (gint32) json_node_get_int (e);
        }
      if (outcome->extra[EXTRA_CAPTURED] + outcome->extra[EXTRA_LOST] > 8)
        {
          tarot_json_set_problem (error, NULL, NULL, "cinquine",
                                  _("eight cinquine can change hands at most: the four Kings and the 19 to 16"));
          return FALSE;
        }
    }
  /* S5: in the round of the Solo or a later one, not after the last */
  if (bet != 0)
    {
      if (!tarot_json_get_int (object, "scommessa_round", NULL, NULL, 1, 3, &bet_round, error))
        return FALSE;
      if ((guint) bet_round < SOLO_ROUND (outcome->contract))
        {
          tarot_json_set_problem (error, NULL, NULL, "scommessa_round",
                                  _("the scommessa comes with the Solo or after it"));
          return FALSE;
        }
      add_bonus (outcome, BONUS_SCOMMESSA, outcome->declarer, bet == 1, (guint) bet_round);
    }
  else if (json_object_has_member (object, "scommessa_round"))
    {
      tarot_json_set_problem (error, NULL, NULL, "scommessa_round", _("no scommessa was announced"));
      return FALSE;
    }
  /* the three diecine in the Solo's pile count 28 at the least (30 less 2 for their three) */
  if (bet == 1 && points < 28)
    {
      tarot_json_set_problem (error, NULL, NULL, "scommessa", _("a made scommessa puts the three diecine in the Solo’s pile"));
      return FALSE;
    }
  if (ultima != 0)
    add_bonus (outcome, BONUS_ULTIMA, outcome->declarer, ultima == 1, 0);
  return TRUE;
}

static gboolean
read_chiamo (const TarotRules  *rules,
             JsonObject        *object,
             TarotOutcome      *outcome,
             GError           **error)
{
  static const char *const keys[] = { "dealer", "contract", "declarer", "points", "captures", "ternone", NULL };
  static const char *const capture_keys[] = { "by", "from", NULL };
  guint n = rules->n_players;
  JsonArray *a;

  if (!tarot_json_check_members (object, keys, NULL, NULL, error) ||
      !sicilian_read_seat_points (rules, object, outcome, error))
    return FALSE;
  if (!json_object_has_member (object, "captures"))
    return TRUE;
  if ((a = tarot_json_get_array (object, "captures", NULL, NULL, error)) == NULL)
    return FALSE;
  /* eight cards can be captured: the four Kings and the 19 to 16 */
  if (json_array_get_length (a) > 8)
    {
      tarot_json_set_error (error, NULL, NULL, "captures", "at most 8 captures");
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      g_autofree char *where = g_strdup_printf ("captures[%u]", i);
      JsonNode *e = json_array_get_element (a, i);
      gint64 by, from;

      if (!JSON_NODE_HOLDS_OBJECT (e))
        {
          tarot_json_set_error (error, NULL, where, NULL, "an object");
          return FALSE;
        }
      if (!tarot_json_check_members (json_node_get_object (e), capture_keys, NULL, where, error) ||
          !tarot_json_get_int (json_node_get_object (e), "by", NULL, where, 0, n - 1, &by, error) ||
          !tarot_json_get_int (json_node_get_object (e), "from", NULL, where, 0, n - 1, &from, error))
        return FALSE;
      if (by == from)
        {
          tarot_json_set_problem (error, NULL, where, "from", _("a player does not capture his own card"));
          return FALSE;
        }
      add_bonus (outcome, BONUS_CAPTURE, (guint) by, 1, (guint) from);
    }
  return TRUE;
}

gboolean
sicilian_vanto_outcome_from_json (const TarotRules  *rules,
                                  JsonObject        *object,
                                  TarotOutcome      *outcome,
                                  GError           **error)
{
  const char *contracts[5];
  guint n = rules->n_players, contract;
  gint64 declarer, dealer = 0;

  for (guint i = 0; i < 4; i++)
    contracts[i] = rules->contract_ids[i];
  contracts[4] = NULL;
  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = (guint8) n;
  outcome->partner = TAROT_NO_SEAT;
  outcome->points_unit = 1;
  outcome->end = TAROT_END_PLAYED;
  /* the session names the hand's dealer */
  if ((json_object_has_member (object, "dealer") &&
       !tarot_json_get_int (object, "dealer", NULL, NULL, 0, n - 1, &dealer, error)) ||
      !tarot_json_get_choice (object, "contract", NULL, NULL, contracts, &contract, error) ||
      !tarot_json_get_int (object, "declarer", NULL, NULL, 0, n - 1, &declarer, error))
    return FALSE;
  outcome->dealer = (guint8) dealer;
  outcome->contract = (guint8) contract;
  outcome->declarer = (guint8) declarer;
  outcome->extra[EXTRA_MODE] = sicilian_vanto_mode (contract);
  for (guint s = 0; s < n; s++)
    outcome->side[s] = contract == CONTRACT_CHIAMO_ANTICO || s != declarer;
  if (contract == CONTRACT_CHIAMO_ANTICO)
    {
      outcome->declarer = TAROT_NO_SEAT;
      outcome->extra[EXTRA_TAKER] = (gint32) declarer;
      if (!read_chiamo (rules, object, outcome, error))
        return FALSE;
    }
  else if (!read_solo (rules, object, outcome, error))
    return FALSE;
  /* the 13, 14 and 15 are in one hand at most */
  if (tarot_json_has_value (object, "ternone"))
    {
      gint64 seat;

      if (!tarot_json_get_int (object, "ternone", NULL, NULL, 0, n - 1, &seat, error))
        return FALSE;
      add_bonus (outcome, BONUS_TERNONE, (guint) seat, 1, 0);
    }
  return TRUE;
}

JsonObject *
sicilian_vanto_outcome_to_json (const TarotRules   *rules,
                                const TarotOutcome *outcome)
{
  JsonObject *o = json_object_new ();
  const TarotBonus *b;

  json_object_set_string_member (o, "contract", rules->contract_ids[outcome->contract]);
  if (outcome->extra[EXTRA_MODE] == MODE_SOLO)
    {
      JsonArray *a = json_array_new ();

      json_object_set_int_member (o, "declarer", outcome->declarer);
      json_object_set_int_member (o, "card_points", outcome->points[0]);
      json_array_add_int_element (a, outcome->extra[EXTRA_CAPTURED]);
      json_array_add_int_element (a, outcome->extra[EXTRA_LOST]);
      json_object_set_array_member (o, "cinquine", a);
      b = find_bonus (outcome, BONUS_SCOMMESSA);
      json_object_set_string_member (o, "scommessa", bet_ids[b == NULL ? 0 : b->made ? 1 : 2]);
      if (b != NULL)
        json_object_set_int_member (o, "scommessa_round", b->level);
      json_object_set_string_member (o, "quattro_re", holder_ids[outcome->extra[EXTRA_RE]]);
      json_object_set_string_member (o, "arie", holder_ids[outcome->extra[EXTRA_ARIE4]]);
      b = find_bonus (outcome, BONUS_ULTIMA);
      json_object_set_string_member (o, "ultima", b == NULL ? "none" : b->made ? "won" : "lost");
    }
  else
    {
      JsonArray *points = json_array_new ();
      JsonArray *captures = json_array_new ();

      json_object_set_int_member (o, "declarer", outcome->extra[EXTRA_TAKER]);
      for (guint s = 0; s < outcome->n_players; s++)
        json_array_add_int_element (points, outcome->extra[s]);
      json_object_set_array_member (o, "points", points);
      for (guint i = 0; i < outcome->n_bonuses; i++)
        if (outcome->bonuses[i].id == BONUS_CAPTURE)
          {
            JsonObject *c = json_object_new ();

            json_object_set_int_member (c, "by", outcome->bonuses[i].seat);
            json_object_set_int_member (c, "from", outcome->bonuses[i].level);
            json_array_add_object_element (captures, c);
          }
      json_object_set_array_member (o, "captures", captures);
    }
  if ((b = find_bonus (outcome, BONUS_TERNONE)) != NULL)
    json_object_set_int_member (o, "ternone", b->seat);
  return o;
}

static JsonObject *
holder (JsonObject *desc,
        const char *id,
        const char *label)
{
  JsonObject *f = tarot_outcome_desc_add (desc, id, "choice", label);

  tarot_outcome_desc_add_choice (f, holder_ids[0], _("Neither side"));
  tarot_outcome_desc_add_choice (f, holder_ids[1], _("The Solo"));
  tarot_outcome_desc_add_choice (f, holder_ids[2], _("The opponents"));
  return f;
}

JsonObject *
sicilian_vanto_outcome_describe (const TarotRules *rules)
{
  const SicilianRules *sr = SR (rules);
  JsonObject *desc = tarot_outcome_desc_new ();
  JsonArray *labels = json_array_new ();
  JsonArray *dflt = json_array_new ();
  const char *solos[] = { rules->contract_ids[3], rules->contract_ids[2], rules->contract_ids[1] };
  JsonObject *f;

  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Game"));
  tarot_outcome_desc_add_choice (f, solos[0], _("Solista di cinque (Solo after the first round, × 3)"));
  tarot_outcome_desc_add_choice (f, solos[1], _("Solista di dieci (Solo after the second round, × 2)"));
  tarot_outcome_desc_add_choice (f, solos[2], _("Solista di quindici (Solo after the third round)"));
  tarot_outcome_desc_add_choice (f, rules->contract_ids[0], _("Chiamo (everyone for himself)"));
  tarot_outcome_desc_add (desc, "declarer", "seat", _("Declarer (took the monte)"));
  f = tarot_outcome_desc_add (desc, "card_points", "int", _("The Solo’s card points, with 5 for the last trick"));
  tarot_outcome_desc_set_range (f, 0, sr->total_hi);
  json_object_set_int_member (f, "default", 55);
  json_object_set_string_member (f, "unit", _("points"));
  tarot_outcome_desc_when (f, "contract", solos[0], solos[1], solos[2], NULL);
  f = tarot_outcome_desc_add (desc, "cinquine", "per_side", _("Cinquine (Kings, 19 to 16) captured"));
  json_array_add_string_element (labels, _("By the Solo"));
  json_array_add_string_element (labels, _("From the Solo"));
  json_object_set_array_member (f, "labels", labels);
  tarot_outcome_desc_set_range (f, 0, 8);
  json_array_add_int_element (dflt, 0);
  json_array_add_int_element (dflt, 0);
  json_object_set_array_member (f, "default", dflt);
  tarot_outcome_desc_when (f, "contract", solos[0], solos[1], solos[2], NULL);
  f = tarot_outcome_desc_add (desc, "scommessa", "choice", _("Scommessa (the Giove, Fuggitivo and Picciotti)"));
  tarot_outcome_desc_add_choice (f, bet_ids[0], _("Not announced"));
  tarot_outcome_desc_add_choice (f, bet_ids[1], _("Made"));
  tarot_outcome_desc_add_choice (f, bet_ids[2], _("Lost"));
  tarot_outcome_desc_when (f, "contract", solos[0], solos[1], solos[2], NULL);
  f = tarot_outcome_desc_add (desc, "scommessa_round", "int", _("Scommessa announced after round"));
  tarot_outcome_desc_set_range (f, 1, 3);
  json_object_set_int_member (f, "default", 3);
  tarot_outcome_desc_when (f, "scommessa", bet_ids[1], bet_ids[2], NULL);
  f = holder (desc, "quattro_re", _("The four Kings in one side’s tricks"));
  tarot_outcome_desc_when (f, "contract", solos[0], solos[1], solos[2], NULL);
  f = holder (desc, "arie", _("The four arie (19 to 16) in one side’s tricks"));
  tarot_outcome_desc_when (f, "contract", solos[0], solos[1], solos[2], NULL);
  f = tarot_outcome_desc_add (desc, "ultima", "choice", _("Last trick announced"));
  tarot_outcome_desc_add_choice (f, "none", _("Not announced"));
  tarot_outcome_desc_add_choice (f, "won", _("Won: the Solo takes the pool"));
  tarot_outcome_desc_add_choice (f, "lost", _("Lost: the Solo doubles the pool"));
  tarot_outcome_desc_when (f, "contract", solos[0], solos[1], solos[2], NULL);
  f = tarot_outcome_desc_add (desc, "points", "per_seat", _("Card points, with 5 for the last trick"));
  json_object_set_string_member (f, "item_type", "int");
  tarot_outcome_desc_set_range (f, 0, sr->total_hi);
  json_object_set_string_member (f, "unit", _("points"));
  json_object_set_int_member (f, "total", sr->total_hi);
  dflt = json_array_new ();
  for (guint s = 0; s < rules->n_players; s++)
    json_array_add_int_element (dflt, sr->total_hi / rules->n_players + (s < sr->total_hi % rules->n_players));
  json_object_set_array_member (f, "default", dflt);
  tarot_outcome_desc_when (f, "contract", rules->contract_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "captures", "list", _("Kings and arie captured from another player"));
  json_object_set_string_member (f, "item_label", _("Add capture"));
  json_object_set_int_member (f, "max_items", 8);
  json_object_set_boolean_member (f, "optional", TRUE);
  tarot_outcome_desc_when (f, "contract", rules->contract_ids[0], NULL);
  tarot_outcome_desc_add (f, "by", "seat", _("Captured by"));
  tarot_outcome_desc_add (f, "from", "seat", _("From"));
  f = tarot_outcome_desc_add (desc, "ternone", "seat", _("Ternone (“Questa vi saluta”)"));
  json_object_set_string_member (f, "none_label", _("Nobody"));
  json_object_set_boolean_member (f, "optional", TRUE);
  return desc;
}

/* ------------------------------------------------------------------ */
/* action names                                                        */

const char *
sicilian_vanto_arg_to_string (TarotActionKind kind,
                              guint           arg)
{
  if (kind == TAROT_ACTION_ANNOUNCE && arg < N_VANTO_ANNOUNCEMENTS)
    return announcement_ids[arg];
  return NULL;
}

gboolean
sicilian_vanto_arg_from_string (const char *str,
                                guint      *arg)
{
  for (guint i = 0; i < N_VANTO_ANNOUNCEMENTS; i++)
    if (g_strcmp0 (str, announcement_ids[i]) == 0)
      {
        *arg = i;
        return TRUE;
      }
  return FALSE;
}
