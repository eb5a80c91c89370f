/* tarot-koenigrufen.c — the Königrufen family (`koenigrufen`): the
 * Austrian four-handed Tarock with a called King
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Four active players (a fifth deals and sits out), 54 cards counted in
 * threes, a six-card talon in two halves.  The auction climbs a ladder
 * of ranked contracts; after "Mein Spiel" and three passes forehand
 * chooses a forehand game (Rufer, Trischaken, Sechserdreier).  King-call
 * contracts call a King whose holder is the secret partner.  Bonuses
 * (Trull, Four Kings, the birds Pagat/Uhu/Kakadu/Quapil, King Ultimo,
 * Valat, Vácha's Absolut and Mondfang) are silent or announced, and each
 * announced item is doubled on its own (Kontra, Re, Sub).  The tariffs
 * and flags of the profiles kr_wtc, kr_vacha and kr_ooe are data in
 * data/variants/koenigrufen.json; rules/koenigrufen.md is the spec.
 * This file holds the rules, the deal, the auction, talon,
 * announcements, play and views; tarot-koenigrufen-outcome.c the
 * outcome, the score, the outcome JSON and the action arguments.
 *
 * Ids used in actions, outcomes and JSON:
 *   BID arg: contract index; KR_MEIN_SPIEL for forehand's "Mein Spiel"
 *   ANNOUNCE arg: a KrItem (deal->announced[seat] bit 1 << item), or
 *     KR_LEAD_FROM_TOP / KR_LEAD_MIXED (Trischaken lead rule)
 *   KONTRA arg: a KrItem (positive contracts), KR_KONTRA_SEAT + seat
 *     (negative contracts: that opponent's own settlement)
 *   kontra levels: 2 bits per id in deal->kontra (kontra_level())
 *   TAKE_TALON arg: 0 the first half, 1 the second
 *   ABANDON: concede with the called King in the talon (option)
 *   TarotBonus.id: a KrItem
 */
#include "config.h"

#include <string.h>

#include "model/tarot-family.h"
#include "model/tarot-json.h"
#include "model/tarot-error.h"

#include "tarot-koenigrufen-private.h"

/* What each contract id of the variant means. */
static const struct
{
  const char *id;
  guint8      kind;
  guint8      bird;     /* bird-Rufer: the KrItem of its bird */
  guint8      tricks;   /* negative: tricks the declarer must take */
  guint8      ouvert;
} contract_kinds[] = {
  { "rufer", KR_RUFER, 0, 0, 0 },
  { "trischaken", KR_TRISCHAKEN, 0, 0, 0 },
  { "sechserdreier", KR_SECHSERDREIER, 0, 0, 0 },
  { "piccolo", KR_NEGATIVE, 0, 1, 0 },
  { "zwiccolo", KR_NEGATIVE, 0, 2, 0 },
  { "solorufer", KR_SOLORUFER, 0, 0, 0 },
  { "pagatrufer", KR_BIRD_RUFER, KR_PAGAT, 0, 0 },
  { "bettler", KR_NEGATIVE, 0, 0, 0 },
  { "uhurufer", KR_BIRD_RUFER, KR_UHU, 0, 0 },
  { "farbendreier", KR_FARBENDREIER, 0, 0, 0 },
  { "dreier", KR_DREIER, 0, 0, 0 },
  { "piccolo_ouvert", KR_NEGATIVE, 0, 1, 1 },
  { "kakadurufer", KR_BIRD_RUFER, KR_KAKADU, 0, 0 },
  { "bettler_ouvert", KR_NEGATIVE, 0, 0, 1 },
  { "quapilrufer", KR_BIRD_RUFER, KR_QUAPIL, 0, 0 },
  { "farbensolo", KR_FARBENSOLO, 0, 0, 0 },
  { "solodreier", KR_SOLODREIER, 0, 0, 0 },
};

/* --- rules --- */

static gboolean
read_pair (JsonObject  *o,
           const char  *member,
           const char  *file,
           const char  *where,
           gint32      *silent,
           gint32      *announced,
           GError     **error)
{
  JsonArray *a = tarot_json_get_array (o, member, file, where, error);
  JsonNode *n0, *n1;

  if (a == NULL)
    return FALSE;
  if (json_array_get_length (a) != 2 ||
      !JSON_NODE_HOLDS_VALUE ((n0 = json_array_get_element (a, 0))) ||
      !JSON_NODE_HOLDS_VALUE ((n1 = json_array_get_element (a, 1))) ||
      json_node_get_value_type (n0) != G_TYPE_INT64 || json_node_get_value_type (n1) != G_TYPE_INT64 ||
      json_node_get_int (n0) < 0 || json_node_get_int (n0) > 1000 ||
      json_node_get_int (n1) < 0 || json_node_get_int (n1) > 1000)
    {
      tarot_json_set_error (error, file, where, member, "[silent, announced] values from 0 to 1000");
      return FALSE;
    }
  *silent = (gint32) json_node_get_int (n0);
  *announced = (gint32) json_node_get_int (n1);
  return TRUE;
}

/* A flag option: "profile" keeps the profile's value (@dflt), "on"/"off"
 * override it; choice options name their value directly. */
static gboolean
flag (TarotVariant *variant,
      GHashTable   *options,
      JsonObject   *profile,
      const char   *id)
{
  JsonObject *flags = json_object_get_object_member (profile, "flags");
  const char *v = NULL;

  if (tarot_variant_find_option (variant, id) != NULL)
    v = tarot_variant_get_option (variant, options, id);
  if (v != NULL && g_str_equal (v, "on"))
    return TRUE;
  if (v != NULL && g_str_equal (v, "off"))
    return FALSE;
  return flags != NULL && json_object_has_member (flags, id) &&
         json_object_get_boolean_member (flags, id);
}

static gboolean
read_profile_contracts (TarotRules   *rules,
                        KrRules      *kr,
                        JsonObject   *profile,
                        const char   *file,
                        const char   *where,
                        GError      **error)
{
  static const char *const bids[] = { "ranked", "forehand", "opening", NULL };
  JsonObject *contracts = tarot_json_get_object (profile, "contracts", file, where, error);
  g_autofree char *cwhere = g_strdup_printf ("%s.contracts", where);
  guint n_ranked = 0, n_forehand = 0;

  if (contracts == NULL)
    return FALSE;
  for (guint c = 0; c < rules->n_contracts; c++)
    kr->bid[c] = KR_BID_NONE;
  {
    JsonObjectIter iter;
    const char *id;
    JsonNode *node;

    json_object_iter_init (&iter, contracts);
    while (json_object_iter_next (&iter, &id, &node))
      {
        static const char *const allowed[] = { "bid", "rank", "value", "lost", NULL };
        g_autofree char *ewhere = g_strdup_printf ("%s.%s", cwhere, id);
        JsonObject *o;
        guint c, bid;
        gint64 value, lost, rank = 0;

        for (c = 0; c < rules->n_contracts; c++)
          if (g_str_equal (rules->contract_ids[c], id))
            break;
        if (c == rules->n_contracts || !JSON_NODE_HOLDS_OBJECT (node))
          {
            tarot_json_set_error (error, file, cwhere, id, "a contract of by_players.<n>.contracts, "
                                  "as {\"bid\", \"rank\", \"value\"}");
            return FALSE;
          }
        o = json_node_get_object (node);
        if (!tarot_json_check_members (o, allowed, file, ewhere, error) ||
            !tarot_json_get_choice (o, "bid", file, ewhere, bids, &bid, error) ||
            !tarot_json_get_int (o, "value", file, ewhere, 0, 1000, &value, error))
          return FALSE;
        lost = value;
        if (json_object_has_member (o, "lost") &&
            !tarot_json_get_int (o, "lost", file, ewhere, 0, 1000, &lost, error))
          return FALSE;
        if (bid != KR_BID_FOREHAND &&
            !tarot_json_get_int (o, "rank", file, ewhere, 1, 30, &rank, error))
          return FALSE;
        if (bid == KR_BID_FOREHAND && kr->kind[c] != KR_RUFER && kr->kind[c] != KR_TRISCHAKEN &&
            kr->kind[c] != KR_SECHSERDREIER)
          {
            tarot_json_set_error (error, file, ewhere, "bid", "\"ranked\" (only Rufer, Trischaken and "
                                  "Sechserdreier are forehand games)");
            return FALSE;
          }
        if (kr->kind[c] == KR_TRISCHAKEN && bid != KR_BID_FOREHAND)
          {
            tarot_json_set_error (error, file, ewhere, "bid", "\"forehand\" (Trischaken)");
            return FALSE;
          }
        kr->bid[c] = (guint8) bid;
        kr->rank[c] = (guint8) rank;
        rules->contract_value[c] = (gint32) value;
        kr->lost_value[c] = (gint32) lost;
        if (bid == KR_BID_FOREHAND)
          n_forehand++;
        else
          n_ranked++;
      }
  }
  if (n_ranked == 0 || n_forehand == 0)
    {
      tarot_json_set_error (error, file, where, "contracts", "ranked contracts and forehand games");
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_profile (TarotRules    *rules,
              KrRules       *kr,
              TarotVariant  *variant,
              GHashTable    *options,
              JsonObject    *profile,
              const char    *file,
              const char    *where,
              GError       **error)
{
  JsonObject *bonuses, *valat, *trischaken;
  g_autofree char *bwhere = g_strdup_printf ("%s.bonuses", where);
  g_autofree char *vwhere = g_strdup_printf ("%s.valat", where);
  g_autofree char *twhere = g_strdup_printf ("%s.trischaken", where);
  gint64 v;

  if (!read_profile_contracts (rules, kr, profile, file, where, error))
    return FALSE;

  if ((bonuses = tarot_json_get_object (profile, "bonuses", file, where, error)) == NULL)
    return FALSE;
  for (guint i = KR_PAGAT; i < KR_N_ITEMS; i++)
    {
      if (i == KR_VALAT || !json_object_has_member (bonuses, item_strings[i]))
        continue;
      if (!read_pair (bonuses, item_strings[i], file, bwhere, &kr->silent[i], &kr->announced[i], error))
        return FALSE;
    }
  if (kr->silent[KR_PAGAT] == 0 || kr->silent[KR_TRULL] == 0 || kr->silent[KR_KINGS] == 0)
    {
      tarot_json_set_error (error, file, where, "bonuses", "at least the pagat, trull and kings bonuses");
      return FALSE;
    }

  if ((valat = tarot_json_get_object (profile, "valat", file, where, error)) == NULL ||
      !tarot_json_get_int (valat, "silent", file, vwhere, 1, 1000, &v, error))
    return FALSE;
  kr->valat_silent = (gint32) v;
  if (!tarot_json_get_int (valat, "announced", file, vwhere, 1, 1000, &v, error))
    return FALSE;
  kr->valat_announced = (gint32) v;
  {
    gboolean fixed = FALSE;

    if (json_object_has_member (valat, "fixed") &&
        !tarot_json_get_bool (valat, "fixed", file, vwhere, &fixed, error))
      return FALSE;
    kr->valat_fixed = (guint8) fixed;
  }
  kr->silent[KR_VALAT] = kr->announced[KR_VALAT] = 1;

  if ((trischaken = tarot_json_get_object (profile, "trischaken", file, where, error)) == NULL ||
      !tarot_json_get_int (trischaken, "base", file, twhere, 1, 100, &v, error))
    return FALSE;
  kr->trischaken_base = (gint32) v;
  if (!tarot_json_get_int (trischaken, "jungfrau", file, twhere, 1, 100, &v, error))
    return FALSE;
  kr->jungfrau = (gint32) v;
  if (!tarot_json_get_int (trischaken, "tie2", file, twhere, 1, 100, &v, error))
    return FALSE;
  kr->trischaken_tie[2] = (gint32) v;
  if (!tarot_json_get_int (trischaken, "tie3", file, twhere, 1, 100, &v, error))
    return FALSE;
  kr->trischaken_tie[3] = (gint32) v;
  {
    static const char *const talon_rules[] = { "tricks_1_to_6", "last_trick", NULL };
    guint t;

    if (!tarot_json_get_choice (trischaken, "talon", file, twhere, talon_rules, &t, error))
      return FALSE;
    kr->trischaken_last_trick = (guint8) t;
  }

  if (json_object_has_member (profile, "flags") &&
      tarot_json_get_object (profile, "flags", file, where, error) == NULL)
    return FALSE;
  kr->forehand_may_hold = flag (variant, options, profile, "forehand_may_hold");
  kr->may_call_own_king = flag (variant, options, profile, "may_call_own_king");
  kr->king_in_talon_concede = flag (variant, options, profile, "king_in_talon_concede");
  kr->solo_doubles_bonuses = flag (variant, options, profile, "solo_doubles_bonuses");
  kr->silent_bird_can_lose = flag (variant, options, profile, "silent_bird_can_lose");
  kr->strict_announced_cards = flag (variant, options, profile, "strict_announced_cards");
  kr->ouvert_all = flag (variant, options, profile, "ouvert_exposes_all");
  kr->farben_tarocks_first = flag (variant, options, profile, "farben_tarocks_first");
  kr->kaiserstich = flag (variant, options, profile, "kaiserstich");
  kr->kontra_money_only = flag (variant, options, profile, "kontra_money_only");
  kr->farben_bonuses_limited = flag (variant, options, profile, "farben_bonuses_limited");
  kr->announce_once = flag (variant, options, profile, "announce_once");
  kr->redeal_no_tarock = flag (variant, options, profile, "redeal_no_tarock");
  kr->threshold = flag (variant, options, profile, "win_with_106") ? 106 : 107;
  return TRUE;
}

static gboolean
kr_build_rules (TarotRules    *rules,
                TarotVariant  *variant,
                guint          n_players,
                GHashTable    *options,
                GError       **error)
{
  KrRules *kr = (KrRules *) (gpointer) rules->family_data.bytes;
  JsonObject *root = tarot_variant_get_json (variant);
  const char *file = tarot_variant_get_path (variant);
  const char *profile_id = "kr_wtc";
  JsonObject *profiles, *profile;
  g_autofree char *where = NULL;

  if (n_players < KR_ACTIVE || n_players > KR_ACTIVE + 1 || rules->talon_size != KR_TALON ||
      (guint) rules->hand_size * KR_ACTIVE + KR_TALON != tarot_card_set_count (rules->pack) ||
      rules->count_by != 3)
    {
      g_autofree char *w = g_strdup_printf ("by_players.%u.deal", n_players);

      tarot_json_set_error (error, file, w, NULL, "4 players (a fifth deals and sits out), a talon of "
                            "6 and hands that use the whole pack, counted by 3");
      return FALSE;
    }
  if (rules->fool_role != TAROT_FOOL_TOP_TRUMP)
    {
      tarot_json_set_error (error, file, NULL, "pack", "a pack whose Fool is the top trump (Sküs)");
      return FALSE;
    }
  rules->trick_size = KR_ACTIVE;

  for (guint c = 0; c < rules->n_contracts; c++)
    {
      guint k;

      for (k = 0; k < G_N_ELEMENTS (contract_kinds); k++)
        if (g_str_equal (rules->contract_ids[c], contract_kinds[k].id))
          break;
      if (k == G_N_ELEMENTS (contract_kinds))
        {
          g_autofree char *w = g_strdup_printf ("by_players.%u.contracts[%u]", n_players, c);

          tarot_json_set_error (error, file, w, "id", "a Königrufen contract (rufer, trischaken, "
                                "sechserdreier, piccolo, zwiccolo, solorufer, pagatrufer, bettler, "
                                "uhurufer, farbendreier, dreier, piccolo_ouvert, kakadurufer, "
                                "bettler_ouvert, quapilrufer, farbensolo, solodreier)");
          return FALSE;
        }
      kr->kind[c] = contract_kinds[k].kind;
      kr->bird[c] = contract_kinds[k].bird;
      kr->target_tricks[c] = contract_kinds[k].tricks;
      kr->ouvert[c] = contract_kinds[k].ouvert;
    }

  if (tarot_variant_find_option (variant, "profile") != NULL)
    profile_id = tarot_variant_get_option (variant, options, "profile");
  if ((profiles = tarot_json_get_object (root, "profiles", file, NULL, error)) == NULL ||
      (profile = tarot_json_get_object (profiles, profile_id, file, "profiles", error)) == NULL)
    return FALSE;
  where = g_strdup_printf ("profiles.%s", profile_id);
  return read_profile (rules, kr, variant, options, profile, file, where, error);
}

/* --- the deal --- */

/* §5 redeal_no_tarock: a hand without a tarock, or whose only tarock is
 * a trull card, is thrown in. */
static gboolean
must_throw_in (const TarotRules *rules,
               const TarotDeal  *deal)
{
  for (guint s = 0; s < deal->n_players; s++)
    {
      TarotCardSet tarocks = tarot_card_set_intersect (deal->hands[s], rules->trumps);

      if (s == tarock_sitter (deal->n_players, deal->dealer, KR_ACTIVE))
        continue;
      if (tarot_card_set_is_empty (tarocks) ||
          (tarot_card_set_count (tarocks) == 1 && is_subset (tarocks, rules->honours)))
        return TRUE;
    }
  return FALSE;
}

static void
deal_cards (const TarotRules *rules,
            TarotDeal        *deal)
{
  KrDeal *kd = kr_deal (deal);
  TarotCard cards[TAROT_N_CARDS];
  guint n = rules->n_pack_cards, pos = 0;

  for (guint s = 0; s < deal->n_players; s++)
    deal->hands[s] = TAROT_CARD_SET_EMPTY;
  deal->talon = TAROT_CARD_SET_EMPTY;
  memcpy (cards, rules->pack_cards, n);
  tarot_shuffle_cards (&deal->rng, cards, n);
  /* six each, the talon in two halves, six more each */
  for (guint round = 0; round < 2; round++)
    {
      for (guint i = 0, s = tarock_forehand (deal, KR_ACTIVE); i < KR_ACTIVE;
           i++, s = tarock_next_seat (deal, s, KR_ACTIVE))
        for (guint k = 0; k < rules->hand_size / 2; k++)
          tarot_card_set_add (&deal->hands[s], cards[pos++]);
      if (round == 0)
        for (guint i = 0; i < KR_TALON; i++)
          {
            kd->talon_order[i] = cards[pos];
            tarot_card_set_add (&deal->talon, cards[pos++]);
          }
    }
}

static void
kr_setup (const TarotRules *rules,
          TarotDeal        *deal)
{
  KrDeal *kd = kr_deal (deal);

  /* the same dealer deals again until every hand may be played */
  do
    deal_cards (rules, deal);
  while (kr_rules (rules)->redeal_no_tarock && must_throw_in (rules, deal));
  kd->bid_contract = 0xff;
  kd->holder = TAROT_NO_SEAT;
  kd->taken_half = 0xff;
  kd->king_half = 0xff;
  deal->phase = TAROT_PHASE_AUCTION;
  deal->to_move = (guint8) tarock_forehand (deal, KR_ACTIVE);
}

/* §6.2 hand conditions: no King call holding all four Kings; a bird
 * Rufer needs its bird before the exchange. */
static gboolean
hand_allows (const TarotRules *rules,
             TarotCardSet      hand,
             guint             c)
{
  const KrRules *kr = kr_rules (rules);
  guint kind = kr->kind[c];

  if (kind_calls_king (kind) &&
      tarot_card_set_count (tarot_card_set_intersect (hand, rules->kings)) == 4)
    return FALSE;
  if (kind == KR_BIRD_RUFER && !tarot_card_set_contains (hand, bird_card (kr->bird[c])))
    return FALSE;
  return TRUE;
}

static void
legal_auction (const TarotRules *rules,
               const TarotDeal  *deal,
               TarotActionList  *list)
{
  const KrRules *kr = kr_rules (rules);
  const KrDeal *kd = kr_deal_const (deal);
  guint p = deal->to_move;
  TarotCardSet hand = deal->hands[p];

  if (kd->choosing)
    {
      for (guint c = 0; c < rules->n_contracts; c++)
        if ((kr->bid[c] == KR_BID_FOREHAND || kr->bid[c] == KR_BID_RANKED) && hand_allows (rules, hand, c))
          tarot_action_list_add (list, TAROT_ACTION_BID, p, TAROT_CARD_NONE, c);
      return;
    }
  if (!kd->opened)
    {
      tarot_action_list_add (list, TAROT_ACTION_BID, p, TAROT_CARD_NONE, KR_MEIN_SPIEL);
      for (guint c = 0; c < rules->n_contracts; c++)
        if ((kr->bid[c] == KR_BID_RANKED || kr->bid[c] == KR_BID_OPENING) && hand_allows (rules, hand, c))
          tarot_action_list_add (list, TAROT_ACTION_BID, p, TAROT_CARD_NONE, c);
      return;
    }
  tarot_action_list_add (list, TAROT_ACTION_PASS, p, TAROT_CARD_NONE, 0);
  for (guint c = 0; c < rules->n_contracts; c++)
    if (kr->bid[c] == KR_BID_RANKED && kr->rank[c] > kd->bid_rank && hand_allows (rules, hand, c))
      tarot_action_list_add (list, TAROT_ACTION_BID, p, TAROT_CARD_NONE, c);
  if (kr->forehand_may_hold && p == tarock_forehand (deal, KR_ACTIVE) && kd->bid_rank > 0 && kd->holder != p &&
      kd->bid_contract < rules->n_contracts && hand_allows (rules, hand, kd->bid_contract))
    tarot_action_list_add (list, TAROT_ACTION_HOLD, p, TAROT_CARD_NONE, 0);
}

/* Discards: never a King or trull card; tarocks only when no other card
 * is left (Farben option: tarocks first); a bird the contract names
 * stays. */
static TarotCardSet
legal_discards (const TarotRules *rules,
                const TarotDeal  *deal)
{
  const KrRules *kr = kr_rules (rules);
  TarotCardSet hand = deal->hands[deal->declarer];
  TarotCardSet suit = tarot_card_set_minus (tarot_card_set_minus (hand, rules->trumps), rules->kings);
  TarotCardSet tarocks = tarot_card_set_minus (tarot_card_set_intersect (hand, rules->trumps),
                                               rules->honours);
  guint kind = kr->kind[deal->contract];

  if (kind == KR_BIRD_RUFER)
    tarot_card_set_remove (&tarocks, bird_card (kr->bird[deal->contract]));
  if (kind_is_farben (kind) && kr->farben_tarocks_first)
    return tarot_card_set_is_empty (tarocks) ? suit : tarocks;
  return tarot_card_set_is_empty (suit) ? tarocks : suit;
}

static gboolean
may_announce (const TarotRules *rules,
              const TarotDeal  *deal,
              guint32           all,
              guint             p,
              guint             item)
{
  const KrRules *kr = kr_rules (rules);
  guint kind = kr->kind[deal->contract];
  TarotCardSet hand = deal->hands[p];

  if (kr->announced[item] == 0 || (all & (1u << item)))
    return FALSE;
  if (kind_is_farben (kind) && kr->farben_bonuses_limited && item != KR_KINGS && item != KR_VALAT)
    return FALSE;
  if (is_bird (item))
    return tarot_card_set_contains (hand, bird_card (item));
  if (item == KR_KING_ULTIMO)
    return kind_calls_king (kind) && deal->called_card != TAROT_CARD_NONE &&
           tarot_card_set_contains (hand, deal->called_card);
  return TRUE;
}

static void
legal_announce (const TarotRules *rules,
                const TarotDeal  *deal,
                TarotActionList  *list)
{
  const KrDeal *kd = kr_deal_const (deal);
  guint p = deal->to_move;
  guint kind = contract_kind (rules, deal->contract);
  guint32 all = 0;

  if (kind == KR_TRISCHAKEN)
    {
      /* forehand chooses the lead rule */
      tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, p, TAROT_CARD_NONE, KR_LEAD_FROM_TOP);
      tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, p, TAROT_CARD_NONE, KR_LEAD_MIXED);
      return;
    }
  tarot_action_list_add (list, TAROT_ACTION_PASS, p, TAROT_CARD_NONE, 0);
  if (kind == KR_NEGATIVE)
    {
      for (guint s = 0; s < deal->n_players; s++)
        {
          guint id = KR_KONTRA_SEAT + s, level;

          if (s == deal->declarer || s == tarock_sitter (deal->n_players, deal->dealer, KR_ACTIVE))
            continue;
          level = tarock_kontra_level (deal->kontra, id, KR_KONTRA_BITS);
          if ((p == s && (level == 0 || level == 2)) || (p == deal->declarer && level == 1))
            tarot_action_list_add (list, TAROT_ACTION_KONTRA, p, TAROT_CARD_NONE, id);
        }
      return;
    }

  all = kd->items;
  if (!(kr_rules (rules)->announce_once && (kd->once & (1u << p))))
    for (guint item = KR_PAGAT; item <= KR_ABSOLUT; item++)
      if (may_announce (rules, deal, all, p, item))
        tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, p, TAROT_CARD_NONE, item);

  /* the game and what was announced can be doubled */
  for (guint32 items = all | (1u << KR_GAME); items != 0; items &= items - 1)
    {
      guint item = (guint) __builtin_ctz (items);
      guint level = tarock_kontra_level (deal->kontra, item, KR_KONTRA_BITS);
      gboolean same = tarock_side_of (deal, p) == ((kd->items_side >> item) & 1u);

      if ((!same && (level == 0 || level == 2)) || (same && level == 1))
        tarot_action_list_add (list, TAROT_ACTION_KONTRA, p, TAROT_CARD_NONE, item);
    }
}

/* --- play rules --- */

static inline gboolean
kaiserstich_in (const TarotCardSet trick)
{
  return tarot_card_set_contains (trick, TAROT_CARD_FOOL) &&
         tarot_card_set_contains (trick, tarot_card_make_trump (21)) &&
         tarot_card_set_contains (trick, tarot_card_make_trump (1));
}

static TarotCardSet
trick_set (const TarotCard *trick,
           guint            n)
{
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  for (guint i = 0; i < n; i++)
    tarot_card_set_add (&set, trick[i]);
  return set;
}

/* Index of the card that wins the trick (so far). */
static guint
trick_winner (const TarotRules *rules,
              guint             contract,
              const TarotCard  *trick,
              guint             n)
{
  const KrRules *kr = kr_rules (rules);
  guint kind = contract_kind (rules, contract);
  gboolean led_tarock = tarot_card_set_contains (rules->trumps, trick[0]);
  guint best = 0;

  if (kind_is_farben (kind) && !led_tarock)
    {
      /* tarocks do not beat the suit led */
      for (guint i = 1; i < n; i++)
        if (tarot_card_is_suit_card (trick[i]) && tarot_card_suit (trick[i]) == tarot_card_suit (trick[0]) &&
            rules->rank[trick[i]] > rules->rank[trick[best]])
          best = i;
      return best;
    }
  best = tarot_trick_best (rules, trick, n);
  if (kr->kaiserstich && n >= 3 && kind != KR_TRISCHAKEN && (!kind_is_farben (kind) || led_tarock) &&
      kaiserstich_in (trick_set (trick, n)))
    for (guint i = 0; i < n; i++)
      if (trick[i] == tarot_card_make_trump (1))
        return i;
  return best;
}

/* @legal without @card, unless that is the only card. */
static inline TarotCardSet
unless_only (TarotCardSet legal,
             TarotCard    card)
{
  TarotCardSet without = legal;

  tarot_card_set_remove (&without, card);
  return tarot_card_set_is_empty (without) ? legal : without;
}

/* Negative contracts and Trischaken: beat the best card so far when the
 * cards one must play allow; the Pagat only as the last tarock (or,
 * with the Kaiserstich, when it wins by it). */
static TarotCardSet
heading_plays (const TarotRules *rules,
               const TarotDeal  *deal,
               TarotCardSet      legal)
{
  const TarotCard *trick = deal->tricks[deal->n_tricks];
  guint n = deal->trick_len;
  TarotCard pagat = tarot_card_make_trump (1);
  TarotCardSet hand = deal->hands[deal->to_move];
  gboolean kaiser = kr_rules (rules)->kaiserstich && contract_kind (rules, deal->contract) == KR_NEGATIVE &&
                    n >= 2 && tarot_card_set_contains (trick_set (trick, n), TAROT_CARD_FOOL) &&
                    tarot_card_set_contains (trick_set (trick, n), tarot_card_make_trump (21));

  if (n > 0)
    {
      int led = tarot_trick_led_suit (rules, trick, n);
      guint best = tarot_rules_strength (rules, trick[tarot_trick_best (rules, trick, n)], led);
      TarotCardSet higher = TAROT_CARD_SET_EMPTY;

      TAROT_CARD_SET_FOREACH (legal, c)
        if (tarot_rules_strength (rules, c, led) > best || (kaiser && c == pagat))
          tarot_card_set_add (&higher, c);
      if (kaiser && tarot_card_set_contains (higher, pagat))
        higher = tarot_card_set_single (pagat);
      if (!tarot_card_set_is_empty (higher))
        legal = higher;
    }
  if (!(kaiser && n > 0) && tarot_card_set_count (tarot_card_set_intersect (hand, rules->trumps)) > 1)
    legal = unless_only (legal, pagat);
  return legal;
}

static TarotCardSet
farben_plays (const TarotRules *rules,
              const TarotDeal  *deal)
{
  const TarotCard *trick = deal->tricks[deal->n_tricks];
  TarotCardSet hand = deal->hands[deal->to_move];
  TarotCardSet tarocks = tarot_card_set_intersect (hand, rules->trumps);
  TarotCardSet suits = tarot_card_set_minus (hand, rules->trumps);

  if (deal->trick_len == 0)
    return tarot_card_set_is_empty (suits) ? hand : suits;
  if (tarot_card_is_suit_card (trick[0]))
    {
      TarotCardSet follow = tarot_card_set_intersect (hand, rules->suit_sets[tarot_card_suit (trick[0])]);

      if (!tarot_card_set_is_empty (follow))
        return follow;
    }
  return tarot_card_set_is_empty (tarocks) ? hand : tarocks;
}

/* The cards a player who announced them keeps for their trick
 * (strict_announced_cards). */
static TarotCardSet
keep_announced (const TarotRules *rules,
                const TarotDeal  *deal,
                TarotCardSet      legal)
{
  guint p = deal->to_move;

  for (guint item = KR_PAGAT; item <= KR_KING_ULTIMO; item++)
    {
      TarotCard card;
      guint trick;

      if (!(deal->announced[p] & (1u << item)))
        continue;
      card = item == KR_KING_ULTIMO ? deal->called_card : bird_card (item);
      trick = item == KR_KING_ULTIMO ? rules->n_tricks - 1u : bird_trick (rules, item);
      if (deal->n_tricks != trick)
        legal = unless_only (legal, card);
    }
  return legal;
}

static TarotCardSet
legal_plays (const TarotRules *rules,
             const TarotDeal  *deal)
{
  const KrRules *kr = kr_rules (rules);
  const KrDeal *kd = kr_deal_const (deal);
  guint kind = contract_kind (rules, deal->contract);
  TarotCardSet hand = deal->hands[deal->to_move];
  TarotCardSet legal;

  if (kind_is_farben (kind))
    return farben_plays (rules, deal);
  legal = tarot_legal_follow (rules, hand, deal->tricks[deal->n_tricks], deal->trick_len, FALSE);
  if (kind == KR_TRISCHAKEN)
    {
      TarotCardSet tarocks = tarot_card_set_intersect (hand, rules->trumps);

      /* "von oben hinunter": a leader with tarocks leads his highest */
      if (deal->trick_len == 0 && kd->lead_rule == KR_LEAD_FROM_TOP && !tarot_card_set_is_empty (tarocks))
        {
          TarotCard top = 0;

          TAROT_CARD_SET_FOREACH (tarocks, c)
            top = c;
          return tarot_card_set_single (top);
        }
      return heading_plays (rules, deal, legal);
    }
  if (kind == KR_NEGATIVE)
    return heading_plays (rules, deal, legal);
  if (kr->strict_announced_cards)
    legal = keep_announced (rules, deal, legal);
  return legal;
}

static gboolean
king_in_talon (const TarotDeal *deal)
{
  return deal->called_card != TAROT_CARD_NONE && tarot_card_set_contains (deal->talon, deal->called_card);
}

static void
kr_legal_actions (const TarotRules *rules,
                  const TarotDeal  *deal,
                  TarotActionList  *list)
{
  const KrRules *kr = kr_rules (rules);
  guint p = deal->to_move;

  switch (deal->phase)
    {
    case TAROT_PHASE_AUCTION:
      legal_auction (rules, deal, list);
      break;

    case TAROT_PHASE_CALL:
      {
        TarotCardSet mine = tarot_card_set_intersect (deal->hands[p], rules->kings);
        TarotCardSet callable = kr->may_call_own_king ? rules->kings : tarot_card_set_minus (rules->kings, mine);

        tarot_action_list_add_cards (list, TAROT_ACTION_CALL, p, callable);
      }
      break;

    case TAROT_PHASE_TALON:
      tarot_action_list_add (list, TAROT_ACTION_TAKE_TALON, p, TAROT_CARD_NONE, 0);
      tarot_action_list_add (list, TAROT_ACTION_TAKE_TALON, p, TAROT_CARD_NONE, 1);
      if (kr->king_in_talon_concede && king_in_talon (deal))
        tarot_action_list_add (list, TAROT_ACTION_ABANDON, p, TAROT_CARD_NONE, 0);
      break;

    case TAROT_PHASE_DISCARD:
      tarot_action_list_add_cards (list, TAROT_ACTION_DISCARD, p, legal_discards (rules, deal));
      break;

    case TAROT_PHASE_ANNOUNCE:
      legal_announce (rules, deal, list);
      break;

    case TAROT_PHASE_PLAY:
      tarot_action_list_add_cards (list, TAROT_ACTION_PLAY, p, legal_plays (rules, deal));
      break;

    default:
      break;
    }
}

/* --- apply --- */

static void
show_open_hands (const TarotRules *rules,
                 TarotDeal        *deal)
{
  guint kind = contract_kind (rules, deal->contract);

  if (kind != KR_NEGATIVE || !kr_rules (rules)->ouvert[deal->contract] || deal->n_tricks == 0)
    return;
  for (guint s = 0; s < deal->n_players; s++)
    if (s == deal->declarer || kr_rules (rules)->ouvert_all)
      deal->shown = tarot_card_set_union (deal->shown, deal->hands[s]);
}

static void
start_play (const TarotRules *rules,
            TarotDeal        *deal)
{
  guint kind = contract_kind (rules, deal->contract);

  deal->phase = TAROT_PHASE_PLAY;
  deal->to_move = (guint8) (kind == KR_NEGATIVE ? deal->declarer : tarock_forehand (deal, KR_ACTIVE));
  deal->trick_leader[0] = deal->to_move;
}

static void
start_announce (const TarotRules *rules,
                TarotDeal        *deal)
{
  const KrRules *kr = kr_rules (rules);
  KrDeal *kd = kr_deal (deal);

  deal->phase = TAROT_PHASE_ANNOUNCE;
  kd->quiet = 0;
  kd->turn_acted = 1;  /* the declarer's "ich liege" counts as speaking */
  if (contract_kind (rules, deal->contract) == KR_TRISCHAKEN)
    {
      deal->to_move = (guint8) tarock_forehand (deal, KR_ACTIVE);
      return;
    }
  deal->to_move = deal->declarer;
  if (kr->kind[deal->contract] == KR_BIRD_RUFER)
    {
      deal->announced[deal->declarer] |= 1u << kr->bird[deal->contract];
      kd->items |= (guint16) (1u << kr->bird[deal->contract]);
    }
}

static void
take_half (const TarotRules *rules,
           TarotDeal        *deal,
           guint             half)
{
  KrDeal *kd = kr_deal (deal);

  for (guint i = half * KR_HALF; i < (half + 1) * KR_HALF; i++)
    {
      tarot_card_set_remove (&deal->talon, kd->talon_order[i]);
      tarot_card_set_add (&deal->hands[deal->declarer], kd->talon_order[i]);
    }
  kd->taken_half = (guint8) half;
  kd->to_discard = KR_HALF;
  deal->phase = TAROT_PHASE_DISCARD;
  (void) rules;
}

/* After the call (if any): the talon as the contract uses it. */
static void
start_talon (const TarotRules *rules,
             TarotDeal        *deal)
{
  KrDeal *kd = kr_deal (deal);
  guint kind = kr_rules (rules)->kind[deal->contract];

  deal->to_move = deal->declarer;
  switch (kind)
    {
    case KR_RUFER:
    case KR_BIRD_RUFER:
    case KR_DREIER:
    case KR_FARBENDREIER:
      deal->talon_shown = deal->talon;
      deal->phase = TAROT_PHASE_TALON;
      break;
    case KR_SECHSERDREIER:
      deal->hands[deal->declarer] = tarot_card_set_union (deal->hands[deal->declarer], deal->talon);
      deal->talon = TAROT_CARD_SET_EMPTY;
      kd->to_discard = KR_TALON;
      deal->phase = TAROT_PHASE_DISCARD;
      break;
    case KR_SOLORUFER:
      for (guint i = 0; i < KR_TALON; i++)
        if (kd->talon_order[i] == deal->called_card)
          kd->king_half = (guint8) (i / KR_HALF);
      start_announce (rules, deal);
      break;
    default:
      start_announce (rules, deal);
      break;
    }
}

static void
start_contract (const TarotRules *rules,
                TarotDeal        *deal,
                guint             seat,
                guint             contract)
{
  deal->contract = (guint8) contract;
  if (kr_rules (rules)->kind[contract] == KR_TRISCHAKEN)
    {
      start_announce (rules, deal);
      return;
    }
  deal->declarer = (guint8) seat;
  if (kind_calls_king (kr_rules (rules)->kind[contract]))
    {
      deal->phase = TAROT_PHASE_CALL;
      deal->to_move = (guint8) seat;
      return;
    }
  start_talon (rules, deal);
}

static void
apply_auction (const TarotRules *rules,
               TarotDeal        *deal,
               TarotAction       action)
{
  const KrRules *kr = kr_rules (rules);
  KrDeal *kd = kr_deal (deal);
  guint p = action.seat, n_passed = 0, next;

  if (deal->n_auction < TAROT_MAX_AUCTION)
    deal->auction[deal->n_auction++] = action;
  if (kd->choosing)
    {
      start_contract (rules, deal, p, action.arg);
      return;
    }
  switch (action.kind)
    {
    case TAROT_ACTION_PASS:
      kd->passed |= 1u << p;
      break;
    case TAROT_ACTION_BID:
      kd->opened = 1;
      kd->holder = (guint8) p;
      kd->bid_contract = action.arg == KR_MEIN_SPIEL ? 0xff : action.arg;
      kd->bid_rank = action.arg == KR_MEIN_SPIEL ? 0 : kr->rank[action.arg];
      break;
    case TAROT_ACTION_HOLD:
      kd->holder = (guint8) p;
      break;
    default:
      g_return_if_reached ();
    }
  for (guint s = 0; s < deal->n_players; s++)
    if (kd->passed & (1u << s))
      n_passed++;
  if (n_passed == KR_ACTIVE - 1)
    {
      if (kd->bid_contract != 0xff)
        start_contract (rules, deal, kd->holder, kd->bid_contract);
      else
        {
          kd->choosing = 1;
          deal->to_move = kd->holder;
        }
      return;
    }
  for (next = tarock_next_seat (deal, p, KR_ACTIVE); kd->passed & (1u << next);
       next = tarock_next_seat (deal, next, KR_ACTIVE))
    ;
  deal->to_move = (guint8) next;
}

static void
apply_call (const TarotRules *rules,
            TarotDeal        *deal,
            TarotCard         king)
{
  KrDeal *kd = kr_deal (deal);

  deal->called_card = king;
  deal->partner = TAROT_NO_SEAT;
  for (guint s = 0; s < deal->n_players; s++)
    if (s != deal->declarer && tarot_card_set_contains (deal->hands[s], king))
      deal->partner = (guint8) s;
  kd->alone = deal->partner != TAROT_NO_SEAT ? 0 : tarot_card_set_contains (deal->talon, king) ? 2 : 1;
  start_talon (rules, deal);
}

static void
end_announce_turn (const TarotRules *rules,
                   TarotDeal        *deal)
{
  KrDeal *kd = kr_deal (deal);
  guint p = deal->to_move;

  if (kd->turn_acted)
    {
      kd->quiet = 0;
      if (deal->announced[p] != 0)
        kd->once |= (guint8) (1u << p);
    }
  else
    kd->quiet++;
  kd->turn_acted = 0;
  if (kd->quiet >= KR_ACTIVE - 1)
    start_play (rules, deal);
  else
    deal->to_move = (guint8) tarock_next_seat (deal, p, KR_ACTIVE);
}

/* Speaking for a side shows which side a player is on. */
static void
note_side (TarotDeal *deal,
           guint      seat)
{
  KrDeal *kd = kr_deal (deal);

  if (seat == deal->declarer)
    return;
  if (seat == deal->partner)
    kd->partner_known = 1;
  else
    kd->defenders |= (guint8) (1u << seat);
}

static void
apply_announce (const TarotRules *rules,
                TarotDeal        *deal,
                TarotAction       action)
{
  KrDeal *kd = kr_deal (deal);

  switch (action.kind)
    {
    case TAROT_ACTION_ANNOUNCE:
      if (action.arg == KR_LEAD_FROM_TOP || action.arg == KR_LEAD_MIXED)
        {
          kd->lead_rule = action.arg;
          start_play (rules, deal);
          return;
        }
      deal->announced[action.seat] |= 1u << action.arg;
      kd->items |= (guint16) (1u << action.arg);
      if (tarock_side_of (deal, action.seat) == 1)
        kd->items_side |= (guint16) (1u << action.arg);
      note_side (deal, action.seat);
      kd->turn_acted = 1;
      break;
    case TAROT_ACTION_KONTRA:
      tarock_set_kontra_level (deal->kontra, action.arg, KR_KONTRA_BITS,
                               tarock_kontra_level (deal->kontra, action.arg, KR_KONTRA_BITS) + 1u);
      if (action.arg < KR_KONTRA_SEAT)
        note_side (deal, action.seat);
      kd->turn_acted = 1;
      break;
    default:
      end_announce_turn (rules, deal);
      break;
    }
}

/* Negative contracts end once the result is certain (§10.2). */
static gboolean
decided_early (const TarotRules *rules,
               const TarotDeal  *deal)
{
  const KrDeal *kd = kr_deal_const (deal);

  if (contract_kind (rules, deal->contract) != KR_NEGATIVE)
    return FALSE;
  return kd->decl_tricks > kr_rules (rules)->target_tricks[deal->contract];
}

static void
apply_play (const TarotRules *rules,
            TarotDeal        *deal,
            TarotCard         card)
{
  const KrRules *kr = kr_rules (rules);
  KrDeal *kd = kr_deal (deal);
  guint t = deal->n_tricks;
  guint winner;

  tarot_card_set_remove (&deal->shown, card);
  if (card == deal->called_card)
    kd->partner_known = 1;
  if (!tarock_lay_card (deal, card, KR_ACTIVE))
    return;

  winner = tarock_take_trick (deal, trick_winner (rules, deal->contract, deal->tricks[t], KR_ACTIVE), KR_ACTIVE);
  /* Trischaken: the talon goes to the winners of tricks 1–6, or all of it
   * to the last trick */
  if (contract_kind (rules, deal->contract) == KR_TRISCHAKEN && !tarot_card_set_is_empty (deal->talon))
    {
      if (!kr->trischaken_last_trick && t < KR_TALON)
        {
          tarot_card_set_remove (&deal->talon, kd->talon_order[t]);
          tarot_card_set_add (&deal->won[winner], kd->talon_order[t]);
        }
      else if (kr->trischaken_last_trick && t + 1u == rules->n_tricks)
        {
          deal->won[winner] = tarot_card_set_union (deal->won[winner], deal->talon);
          deal->talon = TAROT_CARD_SET_EMPTY;
        }
    }
  if (winner == deal->declarer)
    kd->decl_tricks++;
  if (deal->n_tricks == rules->n_tricks || decided_early (rules, deal))
    {
      kd->ended_early = deal->n_tricks < rules->n_tricks;
      tarock_finish (deal, TAROT_END_PLAYED);
      return;
    }
  tarock_lead_next (deal, winner);
  if (deal->n_tricks == 1)
    show_open_hands (rules, deal);
}

static void
kr_apply (const TarotRules *rules,
          TarotDeal        *deal,
          TarotAction       action)
{
  KrDeal *kd = kr_deal (deal);

  switch (deal->phase)
    {
    case TAROT_PHASE_AUCTION:
      apply_auction (rules, deal, action);
      break;

    case TAROT_PHASE_CALL:
      apply_call (rules, deal, action.card);
      break;

    case TAROT_PHASE_TALON:
      if (action.kind == TAROT_ACTION_ABANDON)
        {
          kd->conceded = 1;
          tarock_finish (deal, TAROT_END_PLAYED);
          return;
        }
      take_half (rules, deal, action.arg);
      break;

    case TAROT_PHASE_DISCARD:
      tarot_card_set_remove (&deal->hands[deal->declarer], action.card);
      tarot_card_set_add (&deal->discard, action.card);
      /* a laid-away tarock is shown; with the Farben rule "tarocks
       * first" the suit cards are */
      if (tarot_card_set_contains (rules->trumps, action.card) !=
          (kind_is_farben (kr_rules (rules)->kind[deal->contract]) && kr_rules (rules)->farben_tarocks_first))
        tarot_card_set_add (&deal->shown, action.card);
      if (--kd->to_discard == 0)
        start_announce (rules, deal);
      break;

    case TAROT_PHASE_ANNOUNCE:
      apply_announce (rules, deal, action);
      break;

    case TAROT_PHASE_PLAY:
      apply_play (rules, deal, action.card);
      break;

    default:
      g_return_if_reached ();
    }
}

/* --- views and sampled deals --- */

/* The talon's order is secret while it lies face down; a face-up talon
 * shows its halves.  The partner is public once the called King is
 * played or its holder has announced; the dealer who sits out does not
 * see the talon. */
static void
kr_make_view (const TarotRules *rules,
              const TarotDeal  *deal,
              guint             seat,
              TarotPlayerView  *view)
{
  const KrDeal *kd = kr_deal_const (deal);
  KrDeal *pub = (KrDeal *) (gpointer) view->family_public.bytes;
  gboolean face_up = !tarot_card_set_is_empty (deal->talon_shown);

  if (kd->partner_known)
    view->partner = deal->partner;
  if (seat == tarock_sitter (deal->n_players, deal->dealer, KR_ACTIVE))
    {
      view->talon_shown = TAROT_CARD_SET_EMPTY;
      view->shown_in_talon = tarot_card_set_intersect (deal->talon, deal->shown);
      view->unseen = tarot_card_set_minus (rules->pack, tarot_card_set_union (view->hand, view->shown));
      view->unseen = tarot_card_set_minus (view->unseen, view->played);
      face_up = FALSE;
    }
  /* a face-down talon's halves, and Solorufer's King half, stay secret */
  pub->king_half = 0xff;
  /* whether the called King lies in a face-down talon is not known */
  if (deal->phase != TAROT_PHASE_OVER &&
      (seat == tarock_sitter (deal->n_players, deal->dealer, KR_ACTIVE) ||
       (!tarot_card_set_contains (view->talon_shown, deal->called_card) &&
        !tarot_card_set_contains (deal->played, deal->called_card))))
    pub->alone = 0;
  if (!face_up && contract_kind (rules, deal->contract) != KR_TRISCHAKEN)
    memset (pub->talon_order, TAROT_CARD_NONE, sizeof pub->talon_order);
  if (!face_up && contract_kind (rules, deal->contract) == KR_TRISCHAKEN && deal->phase != TAROT_PHASE_OVER)
    /* Trischaken: the talon cards are turned over one by one */
    for (guint i = 0; i < KR_TALON; i++)
      if (tarot_card_set_contains (deal->talon, kd->talon_order[i]))
        pub->talon_order[i] = TAROT_CARD_NONE;
  if (deal->phase == TAROT_PHASE_TALON && face_up)
    {
      for (guint h = 0; h < 2; h++)
        {
          view->talon_groups[h] = TAROT_CARD_SET_EMPTY;
          for (guint i = h * KR_HALF; i < (h + 1) * KR_HALF; i++)
            tarot_card_set_add (&view->talon_groups[h], kd->talon_order[i]);
        }
      view->n_talon_groups = 2;
    }
}

/* The discard holds no King, trull card or unshown tarock; an announced
 * bird or King Ultimo is in its announcer's hand until played. */
static void
kr_sample_constraints (const TarotRules      *rules,
                       const TarotPlayerView *view,
                       TarotCardSet          *excluded)
{
  guint n = view->n_players;
  TarotCardSet *discard = &excluded[n + 1];
  TarotCardSet no_discard = tarot_card_set_union (rules->kings, rules->honours);

  no_discard = tarot_card_set_union (no_discard, tarot_card_set_minus (rules->trumps, view->shown));
  *discard = tarot_card_set_union (*discard, no_discard);

  for (guint s = 0; s < n; s++)
    for (guint item = KR_PAGAT; item <= KR_KING_ULTIMO; item++)
      {
        TarotCard card;

        if (!(view->announced[s] & (1u << item)))
          continue;
        card = item == KR_KING_ULTIMO ? view->called_card : bird_card (item);
        if (card == TAROT_CARD_NONE || tarot_card_set_contains (view->played, card))
          continue;
        for (guint l = 0; l < n + 2; l++)
          if (l != s)
            tarot_card_set_add (&excluded[l], card);
      }

  /* a bird Rufer's bird stays with the declarer until played; a called
   * King is not the declarer's own unless taken from the open talon */
  if (view->declarer != TAROT_NO_SEAT && view->contract < rules->n_contracts &&
      kr_rules (rules)->kind[view->contract] == KR_BIRD_RUFER)
    {
      TarotCard bird = bird_card (kr_rules (rules)->bird[view->contract]);

      if (!tarot_card_set_contains (view->played, bird))
        for (guint l = 0; l < n + 2; l++)
          if (l != view->declarer)
            tarot_card_set_add (&excluded[l], bird);
    }
  if (view->called_card != TAROT_CARD_NONE && view->declarer != TAROT_NO_SEAT &&
      !kr_rules (rules)->may_call_own_king && !tarot_card_set_contains (view->talon_shown, view->called_card))
    tarot_card_set_add (&excluded[view->declarer], view->called_card);

  /* a player who spoke for the defenders does not hold the called King */
  if (view->called_card != TAROT_CARD_NONE && !tarot_card_set_contains (view->played, view->called_card))
    for (guint s = 0; s < n; s++)
      if (((const KrDeal *) (gconstpointer) view->family_public.bytes)->defenders & (1u << s))
        tarot_card_set_add (&excluded[s], view->called_card);

  /* a partner known to be one holds (or held) the called King */
  if (view->called_card != TAROT_CARD_NONE && view->partner != TAROT_NO_SEAT &&
      !tarot_card_set_contains (view->played, view->called_card))
    for (guint l = 0; l < n + 2; l++)
      if (l != view->partner)
        tarot_card_set_add (&excluded[l], view->called_card);
}

/* Whether the called King was dealt to the talon (where the talon's
 * order, or its cards, say so). */
static gboolean
king_dealt_to_talon (const TarotDeal *deal)
{
  const KrDeal *kd = kr_deal_const (deal);

  for (guint i = 0; i < KR_TALON; i++)
    if (kd->talon_order[i] == deal->called_card)
      return TRUE;
  return FALSE;
}

/* Gives one of the declarer's Kings to another hidden hand for one of
 * its plain cards (no trick has been played yet). */
static void
swap_out_king (const TarotRules      *rules,
               const TarotPlayerView *view,
               TarotDeal             *deal)
{
  guint decl = deal->declarer;
  guint seats[TAROT_MAX_PLAYERS], n = 0;

  for (guint s = 0; s < deal->n_players; s++)
    if (s != decl && s != view->seat && s != tarock_sitter (deal->n_players, deal->dealer, KR_ACTIVE))
      seats[n++] = s;
  for (guint tries = 0; n > 0 && tries < 8; tries++)
    {
      guint s = seats[tarot_rng_below (&deal->rng, n)];
      TarotCardSet plain = tarot_card_set_minus (tarot_card_set_minus (deal->hands[s], rules->kings), deal->shown);
      TarotCardSet kings = tarot_card_set_minus (rules->kings, deal->shown);
      TarotCard give = TAROT_CARD_NONE, take = TAROT_CARD_NONE;
      guint pick;

      if (tarot_card_set_is_empty (plain) || tarot_card_set_is_empty (kings))
        continue;
      pick = tarot_rng_below (&deal->rng, tarot_card_set_count (plain));
      TAROT_CARD_SET_FOREACH (plain, c)
        if (pick-- == 0)
          take = c;
      TAROT_CARD_SET_FOREACH (kings, c)
        give = c;
      tarot_card_set_remove (&deal->hands[decl], give);
      tarot_card_set_add (&deal->hands[s], give);
      tarot_card_set_remove (&deal->hands[s], take);
      tarot_card_set_add (&deal->hands[decl], take);
      return;
    }
}

/* The partner is the holder of the called King; a face-down talon
 * in a random order; the King's half of a Solorufer talon. */
static void
kr_sample_state (const TarotRules      *rules,
                 const TarotPlayerView *view,
                 TarotDeal             *deal)
{
  KrDeal *kd = kr_deal (deal);

  if (kd->talon_order[0] == TAROT_CARD_NONE || kd->talon_order[KR_TALON - 1] == TAROT_CARD_NONE)
    tarock_sample_talon_order (deal, kd->talon_order, KR_TALON);

  /* a King call was bid without all four Kings */
  if (deal->phase == TAROT_PHASE_CALL && view->seat != deal->declarer &&
      is_subset (rules->kings, deal->hands[deal->declarer]))
    swap_out_king (rules, view, deal);

  if (view->called_card == TAROT_CARD_NONE || deal->declarer == TAROT_NO_SEAT)
    return;
  deal->partner = TAROT_NO_SEAT;
  for (guint s = 0; s < deal->n_players; s++)
    {
      TarotCardSet had = deal->hands[s];

      /* the King played: whoever played it */
      for (guint t = 0; t <= deal->n_tricks && t < rules->n_tricks; t++)
        {
          guint len = t < deal->n_tricks ? KR_ACTIVE : deal->trick_len;

          for (guint i = 0, seat = deal->trick_leader[t]; i < len; i++, seat = tarock_next_seat (deal, seat, KR_ACTIVE))
            if (seat == s)
              tarot_card_set_add (&had, deal->tricks[t][i]);
        }
      if (s != deal->declarer && tarot_card_set_contains (had, view->called_card))
        deal->partner = (guint8) s;
    }
  kd->alone = deal->partner != TAROT_NO_SEAT ? 0 : king_dealt_to_talon (deal) ? 2 : 1;
  kd->king_half = 0xff;
  if (contract_kind (rules, deal->contract) == KR_SOLORUFER)
    for (guint i = 0; i < KR_TALON; i++)
      if (kd->talon_order[i] == deal->called_card)
        kd->king_half = (guint8) (i / KR_HALF);
}

const TarotFamily tarot_family_koenigrufen = {
  .id = "koenigrufen",
  .build_rules = kr_build_rules,
  .setup = kr_setup,
  .legal_actions = kr_legal_actions,
  .apply = kr_apply,
  .outcome = kr_outcome,
  .score = kr_score,
  .make_view = kr_make_view,
  .outcome_from_json = kr_outcome_from_json,
  .outcome_to_json = kr_outcome_to_json,
  .outcome_describe = kr_outcome_describe,
  .arg_to_string = kr_arg_to_string,
  .arg_from_string = kr_arg_from_string,
  .sample_constraints = kr_sample_constraints,
  .sample_state = kr_sample_state,
};
