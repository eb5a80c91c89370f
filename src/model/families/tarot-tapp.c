/* tarot-tapp.c — the Tapp-Tarock family (`tapp`): Tapp-Tarock after
 * Babsch and the Kirchberg game Doppen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three players, 54 cards counted in threes.  The auction climbs
 * Dreier → Unterer → Oberer (Doppen: → Zweier → Einer) → Solo, with
 * "hold" by positional priority; the exchange games take one group of
 * the talon and lay away as many cards; the soloist may announce
 * Pagat / Valat (Doppen also Uhu), the opponents double, the soloist
 * redoubles.  See data/variants/tapp-*.json and the rules in
 * rules/tapp-tarock.md.  This file holds the rules, the deal and the
 * play; tarot-tapp-outcome.c the outcome, the score, the outcome JSON
 * and the action arguments.
 *
 * Ids used in actions, outcomes and JSON:
 *   ANNOUNCE arg: 1 pagat, 2 valat, 3 uhu (deal->announced bit 1 << arg)
 *   KONTRA arg:   0 game, 1 pagat, 2 valat, 3 uhu (deal->kontra[arg] = level)
 *   TAKE_TALON arg: talon group from the top (Dreier: 0 upper, 1 lower)
 *   TarotBonus.id: 1 pagat, 2 valat, 3 uhu, 4 trull, 5 kings, 6 heads
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "model/tarot-family.h"
#include "model/tarot-json.h"
#include "model/tarot-error.h"

#include "tarot-tapp-private.h"

/* --- rules --- */

static gboolean
read_contract_keys (TarotRules    *rules,
                    TappRules     *tr,
                    JsonObject    *players,
                    const char    *file,
                    guint          n_players,
                    GError       **error)
{
  static const char *const halves[] = { "upper", "lower", NULL };
  JsonArray *list;

  if (players == NULL || !json_object_has_member (players, "contracts"))
    {
      g_autofree char *where = g_strdup_printf ("by_players.%u", n_players);

      tarot_json_set_error (error, file, where, "contracts",
                            "the Tapp contracts (take, bonus_multiplier per contract)");
      return FALSE;
    }
  list = json_object_get_array_member (players, "contracts");

  for (guint i = 0; i < rules->n_contracts; i++)
    {
      g_autofree char *where = g_strdup_printf ("by_players.%u.contracts[%u]", n_players, i);
      JsonObject *c = json_array_get_object_element (list, i);
      gint64 take, mult;
      gboolean last = i + 1 == rules->n_contracts;

      if (!tarot_json_get_int (c, "take", file, where, 0, rules->talon_size, &take, error) ||
          !tarot_json_get_int (c, "bonus_multiplier", file, where, 1, 100, &mult, error))
        return FALSE;
      /* the auction treats the top contract as Solo, the only one without the talon */
      if ((take == 0) != last || (take > 0 && rules->talon_size % take != 0))
        {
          tarot_json_set_error (error, file, where, "take",
                                last ? "0 (the highest contract is Solo, played without the talon)"
                                     : "a number of cards that divides the talon");
          return FALSE;
        }
      tr->take[i] = (guint8) take;
      tr->bonus_mult[i] = (guint8) mult;
      tr->fixed_group[i] = -1;
      if (json_object_has_member (c, "fixed_half"))
        {
          guint half;

          if (!tarot_json_get_choice (c, "fixed_half", file, where, halves, &half, error))
            return FALSE;
          if (take * 2 != rules->talon_size)
            {
              tarot_json_set_error (error, file, where, "fixed_half",
                                    "no fixed half for a contract that does not take half the talon");
              return FALSE;
            }
          tr->fixed_group[i] = (gint8) half;
        }
    }
  return TRUE;
}

/* A profile declares only the options that make sense for it; the
 * others keep the rule of that profile. */
static const char *
option (TarotVariant *variant,
        GHashTable   *options,
        const char   *id,
        const char   *fixed)
{
  if (tarot_variant_find_option (variant, id) == NULL)
    return fixed;
  return tarot_variant_get_option (variant, options, id);
}

static const char *const talon_half_ids[] = { "free", "fixed", NULL };
static const char *const all_pass_ids[] = { "redeal", "trischaken", NULL };
static const char *const opponent_valat_ids[] = { "x4", "scored", "none", NULL };
static const char *const timing_ids[] = { "after_exchange", "as_dealt", NULL };

/* Every option the family reads: a file declares it with this type and
 * at most these choices. */
static const TarotOptionKind option_kinds[] = {
  { "talon_half", TAROT_OPTION_CHOICE, talon_half_ids },
  { "expose_talon_in_fixed", TAROT_OPTION_BOOL, NULL },
  { "all_pass", TAROT_OPTION_CHOICE, all_pass_ids },
  { "solo_holdable", TAROT_OPTION_BOOL, NULL },
  { "max_kontra_level", TAROT_OPTION_INT, NULL },
  { "contra_ultimo", TAROT_OPTION_BOOL, NULL },
  { "opponent_valat", TAROT_OPTION_CHOICE, opponent_valat_ids },
  { "hand_bonus_timing", TAROT_OPTION_CHOICE, timing_ids },
  /* "<cards per packet>x<packets>", checked against the hand below */
  { "deal_pattern", TAROT_OPTION_CHOICE, NULL },
  { "sitter_with_defenders", TAROT_OPTION_BOOL, NULL },
};

static gboolean
tapp_build_rules (TarotRules    *rules,
                  TarotVariant  *variant,
                  guint          n_players,
                  GHashTable    *options,
                  GError       **error)
{
  static const char *const styles[] = { "babsch", "doppen", NULL };
  static const char *const announce_ids[] = { "pagat", "valat", "uhu", NULL };
  TappRules *tr = (TappRules *) (gpointer) rules->family_data.bytes;
  JsonObject *root = tarot_variant_get_json (variant);
  const char *file = tarot_variant_get_path (variant);
  JsonObject *scoring;
  JsonArray *announce;
  guint style;
  gint64 target, v;
  const char *pattern;
  guint dealt = (guint) rules->hand_size * TAPP_ACTIVE + rules->talon_size;

  if (n_players < TAPP_ACTIVE || n_players > TAPP_ACTIVE + 1 || dealt != tarot_card_set_count (rules->pack) ||
      rules->talon_size == 0 ||
      rules->talon_size > TAPP_MAX_TALON || rules->talon_size % 2 != 0 ||
      rules->count_by != 3)
    {
      g_autofree char *where = g_strdup_printf ("by_players.%u.deal", n_players);

      tarot_json_set_error (error, file, where, NULL,
                            "3 players (a fourth sits out), counting by 3, hands and an even "
                            "talon of at most 8 cards that use the whole pack");
      return FALSE;
    }
  rules->trick_size = TAPP_ACTIVE;
  if (rules->fool_role != TAROT_FOOL_TOP_TRUMP)
    {
      tarot_json_set_error (error, file, NULL, "pack", "a pack whose Fool is the top trump (Sküs)");
      return FALSE;
    }

  if (!read_contract_keys (rules, tr, tarot_variant_get_players_json (variant, n_players),
                           file, n_players, error))
    return FALSE;

  if ((scoring = tarot_json_get_object (root, "scoring", file, NULL, error)) == NULL ||
      !tarot_json_get_choice (scoring, "style", file, "scoring", styles, &style, error) ||
      !tarot_json_get_int (scoring, "target", file, "scoring", 1,
                           rules->points_total / rules->count_by, &target, error))
    return FALSE;
  tr->scoring = (guint8) style;
  tr->target = (guint8) target;

  {
    static const struct { const char *key; gsize offset; gint64 max; } ints[] = {
      { "game_base", G_STRUCT_OFFSET (TappRules, game_base), 1000 },
      { "pagat", G_STRUCT_OFFSET (TappRules, pagat), 1000 },
      { "uhu", G_STRUCT_OFFSET (TappRules, uhu), 1000 },
      { "valat", G_STRUCT_OFFSET (TappRules, valat), 1000 },
      { "trull", G_STRUCT_OFFSET (TappRules, hand_bonus[TAPP_TRULL]), 1000 },
      { "kings", G_STRUCT_OFFSET (TappRules, hand_bonus[TAPP_KINGS]), 1000 },
      { "heads", G_STRUCT_OFFSET (TappRules, hand_bonus[TAPP_HEADS]), 1000 },
      { "trischaken", G_STRUCT_OFFSET (TappRules, trischaken_stake), 1000 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (ints); i++)
      {
        if (!json_object_has_member (scoring, ints[i].key))
          v = 0;
        else if (!tarot_json_get_int (scoring, ints[i].key, file, "scoring", 0, ints[i].max, &v, error))
          return FALSE;
        G_STRUCT_MEMBER (gint32, tr, ints[i].offset) = (gint32) v;
      }
  }

  if ((announce = tarot_json_get_array (root, "announcements", file, NULL, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (announce); i++)
    {
      JsonNode *node = json_array_get_element (announce, i);
      const char *s = NULL;
      guint k;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        s = json_node_get_string (node);
      for (k = 0; announce_ids[k] != NULL; k++)
        if (g_strcmp0 (s, announce_ids[k]) == 0)
          break;
      if (announce_ids[k] == NULL)
        {
          g_autofree char *where = g_strdup_printf ("announcements[%u]", i);

          tarot_json_set_error (error, file, where, NULL, "\"pagat\", \"valat\" or \"uhu\"");
          return FALSE;
        }
      tr->announce_mask |= 1u << (k + 1);
    }

  if (!tarot_variant_check_option_kinds (variant, option_kinds, G_N_ELEMENTS (option_kinds), error))
    return FALSE;
  tr->talon_fixed = g_str_equal (option (variant, options, "talon_half", "free"), "fixed");
  tr->expose_talon = !tr->talon_fixed ||
                     g_str_equal (option (variant, options, "expose_talon_in_fixed", "true"), "true");
  tr->solo_holdable = g_str_equal (option (variant, options, "solo_holdable", "true"), "true");
  /* clamped before narrowing, so that 257 is not taken for 1 */
  tr->max_kontra = (guint8) MIN (g_ascii_strtoull (option (variant, options, "max_kontra_level", "2"),
                                                   NULL, 10), G_MAXUINT8);
  tr->contra_ultimo = g_str_equal (option (variant, options, "contra_ultimo", "false"), "true");
  tr->opponent_valat = !g_str_equal (option (variant, options, "opponent_valat", "x4"), "none");
  tr->trischaken = g_str_equal (option (variant, options, "all_pass", "redeal"), "trischaken");
  tr->sitter_shares = g_str_equal (option (variant, options, "sitter_with_defenders", "false"), "true");
  if (tarot_variant_find_option (variant, "all_pass") != NULL && tr->trischaken_stake == 0)
    {
      tarot_json_set_error (error, file, "scoring", "trischaken",
                            "the Trischaken stake, as the all_pass option allows Trischaken");
      return FALSE;
    }
  tr->as_dealt = g_str_equal (option (variant, options, "hand_bonus_timing", "after_exchange"),
                              "as_dealt");
  pattern = option (variant, options, "deal_pattern", "8x2");
  tr->packet = (guint8) MIN (g_ascii_strtoull (pattern, NULL, 10), G_MAXUINT8);
  if (tr->packet == 0 || rules->hand_size % tr->packet != 0)
    {
      tarot_json_set_error (error, file, "options", "deal_pattern",
                            "packets (\"8x2\") that make up a whole hand");
      return FALSE;
    }
  if (tr->max_kontra < 1 || tr->max_kontra > 3)
    {
      tarot_json_set_error (error, file, "options", "max_kontra_level", "1, 2 or 3");
      return FALSE;
    }
  return TRUE;
}

/* --- the deal --- */

static void
note_holdings (const TarotRules *rules,
               TarotDeal        *deal)
{
  TappDeal *td = tapp_deal (deal);

  for (guint s = 0; s < deal->n_players; s++)
    {
      guint honours = tarot_card_set_count (tarot_card_set_intersect (deal->hands[s], rules->honours));
      guint kings = tarot_card_set_count (tarot_card_set_intersect (deal->hands[s], rules->kings));

      td->holds[s] = (honours == 3 ? TAPP_HOLDS_TRULL : 0) |
                     (honours == 2 ? TAPP_HOLDS_HEADS : 0) |
                     (kings == 4 ? TAPP_HOLDS_KINGS : 0);
    }
}

static void
start_auction (TarotDeal *deal)
{
  deal->phase = TAROT_PHASE_AUCTION;
  deal->to_move = (guint8) tarock_forehand (deal, TAPP_ACTIVE);
}

/* First seat from eldest on in @mask. */
static guint
first_in_mask (const TarotDeal *deal,
               guint            mask)
{
  guint s = tarock_forehand (deal, TAPP_ACTIVE);

  for (guint i = 0; i < TAPP_ACTIVE; i++, s = tarock_next_seat (deal, s, TAPP_ACTIVE))
    if (mask & (1u << s))
      return s;
  return TAROT_NO_SEAT;
}

static void
deal_cards (const TarotRules *rules,
            TarotDeal        *deal)
{
  const TappRules *tr = tapp_rules (rules);
  TappDeal *td = tapp_deal (deal);
  TarotCard cards[TAROT_N_CARDS];
  guint n, pos = 0, half = rules->talon_size / 2;

  tarot_deal_shuffle (&deal->rng, rules->pack, cards, &n);
  for (guint s = 0; s < deal->n_players; s++)
    deal->hands[s] = TAROT_CARD_SET_EMPTY;
  deal->talon = TAROT_CARD_SET_EMPTY;

  /* The talon comes first: the second batch is laid across the first,
   * so it becomes the upper half. */
  for (guint i = 0; i < rules->talon_size; i++, pos++)
    {
      tarot_card_set_add (&deal->talon, cards[pos]);
      td->talon_order[i < half ? half + i : i - half] = cards[pos];
    }
  for (guint round = 0; round < rules->hand_size / tr->packet; round++)
    for (guint i = 0, s = tarock_forehand (deal, TAPP_ACTIVE); i < TAPP_ACTIVE;
         i++, s = tarock_next_seat (deal, s, TAPP_ACTIVE))
      for (guint k = 0; k < tr->packet; k++)
        tarot_card_set_add (&deal->hands[s], cards[pos++]);

  if (tr->as_dealt)
    note_holdings (rules, deal);

  td->no_tarock = 0;
  for (guint i = 0, s = tarock_forehand (deal, TAPP_ACTIVE); i < TAPP_ACTIVE;
       i++, s = tarock_next_seat (deal, s, TAPP_ACTIVE))
    if (tarot_card_set_is_empty (tarot_card_set_intersect (deal->hands[s], rules->trumps)))
      td->no_tarock |= 1u << s;
  if (td->no_tarock)
    {
      deal->phase = TAROT_PHASE_DEALING;
      deal->to_move = (guint8) first_in_mask (deal, td->no_tarock);
    }
  else
    start_auction (deal);
}

static void
tapp_setup (const TarotRules *rules,
            TarotDeal        *deal)
{
  deal_cards (rules, deal);
}

static gboolean
may_hold (const TarotRules *rules,
          const TarotDeal  *deal,
          guint             seat)
{
  const TappDeal *td = tapp_deal_const (deal);

  return td->level > 0 && td->holder != seat &&
         !(td->passed & (1u << seat)) &&
         tarock_bid_rank (deal, seat, TAPP_ACTIVE) < tarock_bid_rank (deal, td->holder, TAPP_ACTIVE) &&
         (td->level < rules->n_contracts || tapp_rules (rules)->solo_holdable);
}

static void
legal_auction (const TarotRules *rules,
               const TarotDeal  *deal,
               TarotActionList  *list)
{
  const TappDeal *td = tapp_deal_const (deal);
  guint p = deal->to_move;
  guint solo = rules->n_contracts - 1u;

  tarot_action_list_add (list, TAROT_ACTION_PASS, p, TAROT_CARD_NONE, 0);
  /* no skipping, except straight to Solo */
  if (td->level < solo)
    tarot_action_list_add (list, TAROT_ACTION_BID, p, TAROT_CARD_NONE, td->level);
  if (td->level <= solo)
    tarot_action_list_add (list, TAROT_ACTION_BID, p, TAROT_CARD_NONE, solo);
  if (may_hold (rules, deal, p))
    tarot_action_list_add (list, TAROT_ACTION_HOLD, p, TAROT_CARD_NONE, 0);
}

static TarotCardSet
legal_discards (const TarotRules *rules,
                const TarotDeal  *deal)
{
  const TappDeal *td = tapp_deal_const (deal);
  TarotCardSet hand = deal->hands[deal->declarer];
  TarotCardSet suit = tarot_card_set_minus (tarot_card_set_minus (hand, rules->trumps), rules->kings);
  TarotCardSet tarocks = tarot_card_set_minus (tarot_card_set_intersect (hand, rules->trumps),
                                               rules->honours);

  /* tarocks other than the trull only when short of plain suit cards */
  if (tarot_card_set_count (suit) < td->to_discard)
    suit = tarot_card_set_union (suit, tarocks);
  return suit;
}

static gboolean
target_active (const TarotDeal *deal,
               guint            target)
{
  return target == TAPP_GAME || (deal->announced[deal->declarer] & (1u << target));
}

/* Trischaken: beat the best card so far when able; the Pagat only as
 * the last tarock. */
static TarotCardSet
trischaken_plays (const TarotRules *rules,
                  const TarotDeal  *deal)
{
  const TarotCard *trick = deal->tricks[deal->n_tricks];
  guint n = deal->trick_len;
  TarotCardSet legal = tarot_legal_follow (rules, deal->hands[deal->to_move], trick, n, TRUE);
  TarotCardSet others;
  int led = tarot_trick_led_suit (rules, trick, n);

  if (led >= 0 && led < TAROT_N_SUITS &&
      tarot_card_set_is_empty (tarot_card_set_intersect (legal, rules->trumps)))
    {
      guint best = tarot_rules_strength (rules, trick[tarot_trick_best (rules, trick, n)], led);
      TarotCardSet higher = TAROT_CARD_SET_EMPTY;

      TAROT_CARD_SET_FOREACH (legal, c)
        if (tarot_rules_strength (rules, c, led) > best)
          tarot_card_set_add (&higher, c);
      if (!tarot_card_set_is_empty (higher))
        legal = higher;
    }

  others = tarot_card_set_intersect (legal, rules->trumps);
  tarot_card_set_remove (&others, pagat_card ());
  if (!tarot_card_set_is_empty (others))
    tarot_card_set_remove (&legal, pagat_card ());
  return legal;
}

static TarotCardSet
legal_plays (const TarotRules *rules,
             const TarotDeal  *deal)
{
  guint p = deal->to_move;
  TarotCardSet legal;

  if (deal->declarer == TAROT_NO_SEAT)
    return trischaken_plays (rules, deal);
  legal = tarot_legal_follow (rules, deal->hands[p], deal->tricks[deal->n_tricks],
                              deal->trick_len, FALSE);

  /* an announced Pagat must be kept for the last trick whenever possible */
  if (p == deal->declarer && (deal->announced[p] & (1u << TAPP_PAGAT)) &&
      deal->n_tricks + 1u < rules->n_tricks &&
      tarot_card_set_contains (legal, pagat_card ()) && tarot_card_set_count (legal) > 1)
    tarot_card_set_remove (&legal, pagat_card ());
  return legal;
}

static void
tapp_legal_actions (const TarotRules *rules,
                    const TarotDeal  *deal,
                    TarotActionList  *list)
{
  const TappRules *tr = tapp_rules (rules);
  const TappDeal *td = tapp_deal_const (deal);
  guint p = deal->to_move;

  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      tarot_action_list_add (list, TAROT_ACTION_ABANDON, p, TAROT_CARD_NONE, 0);
      tarot_action_list_add (list, TAROT_ACTION_CONTINUE, p, TAROT_CARD_NONE, 0);
      break;

    case TAROT_PHASE_AUCTION:
      legal_auction (rules, deal, list);
      break;

    case TAROT_PHASE_TALON:
      {
        guint take = tr->take[deal->contract];

        for (guint g = 0; g < rules->talon_size / take; g++)
          tarot_action_list_add (list, TAROT_ACTION_TAKE_TALON, p, TAROT_CARD_NONE, g);
      }
      break;

    case TAROT_PHASE_DISCARD:
      tarot_action_list_add_cards (list, TAROT_ACTION_DISCARD, p, legal_discards (rules, deal));
      break;

    case TAROT_PHASE_ANNOUNCE:
      tarot_action_list_add (list, TAROT_ACTION_PASS, p, TAROT_CARD_NONE, 0);
      for (guint a = TAPP_PAGAT; a <= TAPP_UHU; a++)
        {
          if (!(tr->announce_mask & (1u << a)) || (deal->announced[p] & (1u << a)))
            continue;
          /* an ultimo needs its trump in hand */
          if (a == TAPP_PAGAT && !tarot_card_set_contains (deal->hands[p], pagat_card ()))
            continue;
          if (a == TAPP_UHU && !tarot_card_set_contains (deal->hands[p], tarot_card_make_trump (2)))
            continue;
          tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, p, TAROT_CARD_NONE, a);
        }
      break;

    case TAROT_PHASE_KONTRA:
      tarot_action_list_add (list, TAROT_ACTION_PASS, p, TAROT_CARD_NONE, 0);
      for (guint t = TAPP_GAME; t <= TAPP_UHU; t++)
        if (target_active (deal, t) && deal->kontra[t] == td->kontra_round)
          tarot_action_list_add (list, TAROT_ACTION_KONTRA, p, TAROT_CARD_NONE, t);
      break;

    case TAROT_PHASE_PLAY:
      tarot_action_list_add_cards (list, TAROT_ACTION_PLAY, p, legal_plays (rules, deal));
      break;

    default:
      break;
    }
}

static void
start_play (TarotDeal *deal)
{
  deal->phase = TAROT_PHASE_PLAY;
  deal->to_move = (guint8) tarock_forehand (deal, TAPP_ACTIVE);
  deal->trick_leader[0] = deal->to_move;
}

static void
start_kontra (TarotDeal *deal)
{
  TappDeal *td = tapp_deal (deal);

  deal->phase = TAROT_PHASE_KONTRA;
  td->kontra_round = 0;
  td->kontra_turns = 0;
  deal->to_move = (guint8) tarock_next_seat (deal, deal->declarer, TAPP_ACTIVE);
}

static void
start_announce (const TarotRules *rules,
                TarotDeal        *deal)
{
  if (!tapp_rules (rules)->as_dealt)
    note_holdings (rules, deal);
  deal->phase = TAROT_PHASE_ANNOUNCE;
  deal->to_move = deal->declarer;
}

static void
take_talon (const TarotRules *rules,
            TarotDeal        *deal,
            guint             group)
{
  TappDeal *td = tapp_deal (deal);
  guint take = tapp_rules (rules)->take[deal->contract];

  for (guint i = group * take; i < (group + 1) * take; i++)
    {
      tarot_card_set_remove (&deal->talon, td->talon_order[i]);
      tarot_card_set_add (&deal->hands[deal->declarer], td->talon_order[i]);
    }
  td->to_discard = (guint8) take;
  deal->phase = TAROT_PHASE_DISCARD;
}

static void
start_exchange (const TarotRules *rules,
                TarotDeal        *deal)
{
  const TappRules *tr = tapp_rules (rules);
  TappDeal *td = tapp_deal (deal);

  deal->declarer = td->holder;
  deal->contract = (guint8) (td->level - 1);
  deal->to_move = deal->declarer;
  if (tr->take[deal->contract] == 0)
    {
      start_announce (rules, deal);
      return;
    }
  deal->phase = TAROT_PHASE_TALON;
  if (tr->expose_talon)
    deal->talon_shown = deal->talon;
  /* a fixed half leaves nothing to choose */
  if (tr->talon_fixed && tr->fixed_group[deal->contract] >= 0)
    take_talon (rules, deal, (guint) tr->fixed_group[deal->contract]);
}

static void
apply_auction (const TarotRules *rules,
               TarotDeal        *deal,
               TarotAction       action)
{
  TappDeal *td = tapp_deal (deal);
  guint p = action.seat, active = 0, next = TAROT_NO_SEAT;
  gboolean can_hold = FALSE;

  if (deal->n_auction < TAROT_MAX_AUCTION)
    deal->auction[deal->n_auction++] = action;
  switch (action.kind)
    {
    case TAROT_ACTION_PASS:
      td->passed |= 1u << p;
      break;
    case TAROT_ACTION_BID:
      td->level = (guint8) (action.arg + 1);
      td->holder = (guint8) p;
      break;
    case TAROT_ACTION_HOLD:
      td->holder = (guint8) p;
      break;
    default:
      g_return_if_reached ();
    }

  for (guint i = 0, s = tarock_next_seat (deal, p, TAPP_ACTIVE); i < TAPP_ACTIVE;
       i++, s = tarock_next_seat (deal, s, TAPP_ACTIVE))
    {
      if (td->passed & (1u << s))
        continue;
      active++;
      can_hold |= may_hold (rules, deal, s);
      /* the holder of the bid needs no turn */
      if (next == TAROT_NO_SEAT && !(td->level > 0 && s == td->holder))
        next = s;
    }

  if (active == 0 && tapp_rules (rules)->trischaken)
    start_play (deal);
  else if (active == 0)
    tarock_finish (deal, TAROT_END_PASSED_OUT);
  else if (td->level > 0 && (active == 1 || (td->level == rules->n_contracts && !can_hold)))
    start_exchange (rules, deal);
  else
    deal->to_move = (guint8) next;
}

static gboolean
any_kontra_at (const TarotDeal *deal,
               guint            level)
{
  for (guint t = TAPP_GAME; t <= TAPP_UHU; t++)
    if (target_active (deal, t) && deal->kontra[t] == level)
      return TRUE;
  return FALSE;
}

static void
end_kontra_turn (const TarotRules *rules,
                 TarotDeal        *deal)
{
  TappDeal *td = tapp_deal (deal);
  guint max = tapp_rules (rules)->max_kontra;

  if (td->kontra_round != 1 && ++td->kontra_turns < 2)
    {
      deal->to_move = (guint8) tarock_seat_after (deal, deal->declarer, 2, TAPP_ACTIVE);
      return;
    }
  if (td->kontra_round == 0 && max >= 2 && any_kontra_at (deal, 1))
    {
      td->kontra_round = 1;
      deal->to_move = deal->declarer;
    }
  else if (td->kontra_round == 1 && max >= 3 && any_kontra_at (deal, 2))
    {
      td->kontra_round = 2;
      td->kontra_turns = 0;
      deal->to_move = (guint8) tarock_next_seat (deal, deal->declarer, TAPP_ACTIVE);
    }
  else
    start_play (deal);
}

static void
tapp_apply (const TarotRules *rules,
            TarotDeal        *deal,
            TarotAction       action)
{
  TappDeal *td = tapp_deal (deal);

  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      if (action.kind == TAROT_ACTION_ABANDON)
        {
          /* same dealer, fresh cards from the deal's own generator */
          memset (td, 0, sizeof *td);
          deal_cards (rules, deal);
          return;
        }
      td->no_tarock &= ~(1u << action.seat);
      if (td->no_tarock)
        deal->to_move = (guint8) first_in_mask (deal, td->no_tarock);
      else
        start_auction (deal);
      break;

    case TAROT_PHASE_AUCTION:
      apply_auction (rules, deal, action);
      break;

    case TAROT_PHASE_TALON:
      take_talon (rules, deal, action.arg);
      break;

    case TAROT_PHASE_DISCARD:
      tarot_card_set_remove (&deal->hands[deal->declarer], action.card);
      tarot_card_set_add (&deal->discard, action.card);
      /* laid-away tarocks must be shown */
      if (tarot_card_set_contains (rules->trumps, action.card))
        tarot_card_set_add (&deal->shown, action.card);
      if (--td->to_discard == 0)
        start_announce (rules, deal);
      break;

    case TAROT_PHASE_ANNOUNCE:
      if (action.kind == TAROT_ACTION_ANNOUNCE)
        deal->announced[deal->declarer] |= 1u << action.arg;
      else
        start_kontra (deal);
      break;

    case TAROT_PHASE_KONTRA:
      if (action.kind == TAROT_ACTION_KONTRA)
        deal->kontra[action.arg]++;
      else
        end_kontra_turn (rules, deal);
      break;

    case TAROT_PHASE_PLAY:
      tarock_play_card (rules, deal, action.card, TAPP_ACTIVE);
      break;

    default:
      g_return_if_reached ();
    }
}

/* --- views and sampled deals --- */

/* The holdings are secret until scored, the talon's order while it
 * lies face down.  A face-up talon shows each choice's cards. */
static void
tapp_make_view (const TarotRules *rules,
                const TarotDeal  *deal,
                guint             seat G_GNUC_UNUSED,
                TarotPlayerView  *view)
{
  const TappDeal *td = tapp_deal_const (deal);
  TappDeal *pub = (TappDeal *) (gpointer) view->family_public.bytes;
  gboolean face_up = !tarot_card_set_is_empty (deal->talon_shown);

  memset (pub->holds, 0, sizeof pub->holds);
  if (!face_up)
    memset (pub->talon_order, TAROT_CARD_NONE, sizeof pub->talon_order);

  if (deal->phase == TAROT_PHASE_TALON && face_up)
    {
      guint take = tapp_rules (rules)->take[deal->contract];

      for (guint g = 0; take > 0 && g < rules->talon_size / take && g < TAROT_MAX_TALON_GROUPS; g++)
        {
          view->talon_groups[g] = TAROT_CARD_SET_EMPTY;
          for (guint i = g * take; i < (g + 1) * take; i++)
            tarot_card_set_add (&view->talon_groups[g], td->talon_order[i]);
          view->n_talon_groups = (guint8) (g + 1);
        }
    }
}

/* Seats still deciding on a redeal hold no tarock; an announced ultimo
 * keeps its trump in the soloist's hand; the soloist lays away no
 * King or trull card, and shows any tarock he lays away. */
static void
tapp_sample_constraints (const TarotRules      *rules,
                         const TarotPlayerView *view,
                         TarotCardSet          *excluded)
{
  const TappDeal *td = (const TappDeal *) (gconstpointer) view->family_public.bytes;
  guint n = view->n_players;
  TarotCardSet *discard = &excluded[n + 1];

  if (view->phase == TAROT_PHASE_DEALING)
    for (guint s = 0; s < n; s++)
      if (td->no_tarock & (1u << s))
        excluded[s] = tarot_card_set_union (excluded[s], rules->trumps);

  *discard = tarot_card_set_union (*discard, tarot_card_set_union (rules->trumps, rules->kings));
  *discard = tarot_card_set_union (*discard, rules->honours);

  if (view->declarer == TAROT_NO_SEAT)
    return;
  for (guint a = TAPP_PAGAT; a <= TAPP_UHU; a++)
    {
      TarotCard card = a == TAPP_UHU ? tarot_card_make_trump (2) : pagat_card ();

      if (a == TAPP_VALAT || !(view->announced[view->declarer] & (1u << a)))
        continue;
      for (guint l = 0; l < n + 2; l++)
        if (l != view->declarer)
          tarot_card_set_add (&excluded[l], card);
    }
}

/* Holdings as the sampled hands give them; a face-down talon in a
 * random order. */
static void
tapp_sample_state (const TarotRules      *rules,
                   const TarotPlayerView *view G_GNUC_UNUSED,
                   TarotDeal             *deal)
{
  TappDeal *td = tapp_deal (deal);

  if (td->talon_order[0] == TAROT_CARD_NONE)
    tarock_sample_talon_order (deal, td->talon_order, MIN (rules->talon_size, TAPP_MAX_TALON));

  /* note_holdings() counts the hands: the cards played go back in */
  {
    TarotCardSet hands[TAROT_MAX_PLAYERS];

    memcpy (hands, deal->hands, sizeof hands);
    for (guint t = 0; t <= deal->n_tricks && t < TAROT_MAX_TRICKS; t++)
      {
        guint len = t < deal->n_tricks ? TAPP_ACTIVE : deal->trick_len;

        for (guint i = 0; i < len; i++)
          tarot_card_set_add (&deal->hands[tarock_seat_after (deal, deal->trick_leader[t], i, TAPP_ACTIVE)],
                              deal->tricks[t][i]);
      }
    note_holdings (rules, deal);
    memcpy (deal->hands, hands, sizeof hands);
  }
}

const TarotFamily tarot_family_tapp = {
  .id = "tapp",
  .build_rules = tapp_build_rules,
  .setup = tapp_setup,
  .legal_actions = tapp_legal_actions,
  .apply = tapp_apply,
  .outcome = tapp_outcome,
  .score = tapp_score,
  .make_view = tapp_make_view,
  .outcome_from_json = tapp_outcome_from_json,
  .outcome_to_json = tapp_outcome_to_json,
  .outcome_describe = tapp_outcome_describe,
  .arg_to_string = tapp_arg_to_string,
  .arg_from_string = tapp_arg_from_string,
  .sample_constraints = tapp_sample_constraints,
  .sample_state = tapp_sample_state,
  .piles_settled = TRUE,
};
