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

#include <glib/gi18n-lib.h>

#include "model/tarot-family.h"
#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-error.h"

#include "tarot-tarock-common.h"

#define KR_ACTIVE         4
#define KR_TALON          6
#define KR_HALF           3
#define KR_MEIN_SPIEL     31
#define KR_LEAD_FROM_TOP  12
#define KR_LEAD_MIXED     13
#define KR_KONTRA_SEAT    16
#define KR_KONTRA_BITS    2      /* kontra levels: 0 … 3 */
#define KR_BUERGERMEISTER 107    /* Trischaken: "36 or more" in thirds (§4) */

typedef enum
{
  KR_GAME = 0,
  KR_PAGAT,
  KR_UHU,
  KR_KAKADU,
  KR_QUAPIL,
  KR_KING_ULTIMO,
  KR_TRULL,
  KR_KINGS,
  KR_VALAT,
  KR_ABSOLUT,
  KR_MONDFANG,
  KR_N_ITEMS
} KrItem;

static const char *const item_strings[KR_N_ITEMS] = {
  "game", "pagat", "uhu", "kakadu", "quapil", "king_ultimo", "trull", "kings", "valat",
  "absolut", "mondfang",
};

typedef enum
{
  KR_RUFER,
  KR_BIRD_RUFER,
  KR_SOLORUFER,
  KR_DREIER,
  KR_FARBENDREIER,
  KR_SECHSERDREIER,
  KR_SOLODREIER,
  KR_FARBENSOLO,
  KR_NEGATIVE,
  KR_TRISCHAKEN,
  KR_N_KINDS
} KrKind;

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

enum
{
  KR_BID_RANKED,       /* any player, by rank */
  KR_BID_FOREHAND,     /* forehand only, after "Mein Spiel" and three passes */
  KR_BID_OPENING,      /* forehand's opening bid only (Upper Austrian Sechserdreier) */
  KR_BID_NONE,         /* not in this profile */
};

typedef struct
{
  guint8  kind[TAROT_MAX_CONTRACTS];
  guint8  bird[TAROT_MAX_CONTRACTS];
  guint8  target_tricks[TAROT_MAX_CONTRACTS];
  guint8  ouvert[TAROT_MAX_CONTRACTS];
  guint8  bid[TAROT_MAX_CONTRACTS];         /* KR_BID_* */
  guint8  rank[TAROT_MAX_CONTRACTS];        /* ranked contracts: 1 and up */
  gint32  lost_value[TAROT_MAX_CONTRACTS];  /* game value when lost */
  gint32  silent[KR_N_ITEMS];               /* 0: no such bonus */
  gint32  announced[KR_N_ITEMS];            /* 0: cannot be announced */
  gint32  valat_silent;                     /* × game value, or fixed */
  gint32  valat_announced;
  gint32  trischaken_base;
  gint32  trischaken_tie[KR_ACTIVE];        /* paid to each other by 2 or 3 tied losers */
  gint32  jungfrau;                         /* a lone Jungfrau receives this × the base */
  guint8  valat_fixed;
  guint8  threshold;                        /* thirds the declaring side needs */
  guint8  trischaken_last_trick;            /* the talon goes to the last trick, not tricks 1–6 */
  guint8  forehand_may_hold;
  guint8  may_call_own_king;
  guint8  king_in_talon_concede;
  guint8  solo_doubles_bonuses;
  guint8  silent_bird_can_lose;
  guint8  strict_announced_cards;
  guint8  ouvert_all;
  guint8  farben_tarocks_first;
  guint8  kaiserstich;
  guint8  kontra_money_only;
  guint8  farben_bonuses_limited;
  guint8  announce_once;
  guint8  redeal_no_tarock;
} KrRules;

/* Private state of a hand.  Everything here is public except
 * talon_order while the talon lies face down (make_view clears it). */
typedef struct
{
  guint8 talon_order[KR_TALON];  /* the first half, then the second */
  guint8 bid_rank;               /* rank of the highest bid, 0 none */
  guint8 bid_contract;           /* its contract, 0xff "Mein Spiel" */
  guint8 holder;
  guint8 passed;                 /* bit per seat */
  guint8 opened;                 /* forehand has spoken */
  guint8 choosing;               /* forehand picks his game after three passes */
  guint8 to_discard;
  guint8 taken_half;             /* 0xff none */
  guint8 alone;                  /* 2 the called King lay in the talon, 1 it was the declarer's */
  guint8 king_half;              /* Solorufer: the talon half with the called King, 0xff */
  guint8 turn_acted;             /* announcements: this turn did something */
  guint8 quiet;                  /* turns in a row without an action */
  guint8 once;                   /* bit per seat: has announced in an earlier turn */
  guint8 lead_rule;              /* Trischaken: KR_LEAD_FROM_TOP / KR_LEAD_MIXED, 0 unset */
  guint8 conceded;
  guint8 ended_early;
  guint8 decl_tricks;            /* negative contracts: tricks the declarer took */
  guint8 partner_known;          /* the called King was played or its holder spoke */
  guint8 defenders;              /* bit per seat: spoke for the defending side */
  guint16 items;                 /* bit per KrItem announced (by anybody) */
  guint16 items_side;            /* bit per KrItem announced by the defending side */
} KrDeal;

TAROCK_DEFINE_FAMILY_DATA (kr, KrRules, KrDeal)

static inline TarotCard
bird_card (guint item)
{
  return tarot_card_make_trump (item - KR_PAGAT + 1);
}

/* The trick a bird must win: Pagat the last, Uhu the second-last... */
static inline guint
bird_trick (const TarotRules *rules,
            guint             item)
{
  return rules->n_tricks - 1u - (item - KR_PAGAT);
}

static inline gboolean
is_bird (guint item)
{
  return item >= KR_PAGAT && item <= KR_QUAPIL;
}

static inline guint
contract_kind (const TarotRules *rules,
               guint             contract)
{
  return contract < rules->n_contracts ? kr_rules (rules)->kind[contract] : KR_N_KINDS;
}

static inline gboolean
kind_calls_king (guint kind)
{
  return kind == KR_RUFER || kind == KR_BIRD_RUFER || kind == KR_SOLORUFER;
}

static inline gboolean
kind_is_farben (guint kind)
{
  return kind == KR_FARBENDREIER || kind == KR_FARBENSOLO;
}

static inline gboolean
kind_is_solo (guint kind)
{
  return kind == KR_SOLORUFER || kind == KR_SOLODREIER || kind == KR_FARBENSOLO;
}

static inline gboolean
is_subset (TarotCardSet part,
           TarotCardSet whole)
{
  return tarot_card_set_is_empty (tarot_card_set_minus (part, whole));
}

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

/* Who announced @item: a seat, or TAROT_NO_SEAT. */
static guint
announcer (const TarotDeal *deal,
           guint            item)
{
  for (guint s = 0; s < deal->n_players; s++)
    if (deal->announced[s] & (1u << item))
      return s;
  return TAROT_NO_SEAT;
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

/* --- outcome --- */

enum
{
  KR_X_ALONE       = 1 << 0,  /* 1 against 3 in a King call */
  KR_X_CONCEDED    = 1 << 1,
  KR_X_KONTRA_VOID = 1 << 2,  /* Solorufer with the called King in the talon */
  KR_X_KING_IN_TALON = 1 << 3,
};

#define KR_EXTRA_FLAGS 6

/* The declaring side's cards: its tricks, the discard, and in a
 * Solorufer with the King in the talon, the King's half. */
static TarotCardSet
declaring_pile (const TarotRules *rules,
                const TarotDeal  *deal)
{
  const KrDeal *kd = kr_deal_const (deal);
  TarotCardSet pile = deal->discard;

  for (guint s = 0; s < deal->n_players; s++)
    if (tarock_side_of (deal, s) == 0)
      pile = tarot_card_set_union (pile, deal->won[s]);
  if (kd->king_half != 0xff && kd->alone)
    for (guint i = kd->king_half * KR_HALF; i < (kd->king_half + 1u) * KR_HALF; i++)
      tarot_card_set_add (&pile, kd->talon_order[i]);
  (void) rules;
  return pile;
}

/* Where a card was played: trick index and seat, or FALSE. */
static gboolean
find_played (const TarotDeal *deal,
             TarotCard        card,
             guint           *trick,
             guint           *seat)
{
  for (guint t = 0; t < deal->n_tricks; t++)
    for (guint i = 0, s = deal->trick_leader[t]; i < KR_ACTIVE; i++, s = tarock_next_seat (deal, s, KR_ACTIVE))
      if (deal->tricks[t][i] == card)
        {
          *trick = t;
          *seat = s;
          return TRUE;
        }
  return FALSE;
}

static void
add_item (TarotOutcome    *outcome,
          const TarotDeal *deal,
          guint            item,
          guint            side,
          gboolean         made)
{
  guint who = announcer (deal, item);
  gboolean announced = who != TAROT_NO_SEAT && tarock_side_of (deal, who) == side;

  tarot_outcome_add_bonus (outcome, item, announced ? who : TAROT_NO_SEAT, side, announced, made ? 1 : 0,
                           announced ? tarock_kontra_level (deal->kontra, item, KR_KONTRA_BITS) : 0);
}

/* A bonus made by a side, or announced by one and failed. */
static void
side_item (TarotOutcome    *outcome,
           const TarotDeal *deal,
           guint            item,
           int              made_by)
{
  guint who = announcer (deal, item);

  if (made_by >= 0)
    add_item (outcome, deal, item, (guint) made_by, TRUE);
  if (who != TAROT_NO_SEAT && (int) tarock_side_of (deal, who) != made_by)
    add_item (outcome, deal, item, tarock_side_of (deal, who), FALSE);
}

static void
bonus_outcome (const TarotRules *rules,
               const TarotDeal  *deal,
               TarotOutcome     *outcome,
               TarotCardSet      pile0)
{
  const KrRules *kr = kr_rules (rules);
  guint kind = kr->kind[deal->contract];
  gboolean limited = kind_is_farben (kind) && kr->farben_bonuses_limited;
  TarotCardSet pile1 = tarot_card_set_minus (rules->pack, pile0);
  TarotCardSet trull = rules->honours;
  guint t, s;

  /* Valat */
  side_item (outcome, deal, KR_VALAT,
             outcome->tricks[0] == rules->n_tricks ? 0 : outcome->tricks[1] == rules->n_tricks ? 1 : -1);
  /* Four Kings */
  side_item (outcome, deal, KR_KINGS,
             is_subset (rules->kings, pile0) ? 0
             : is_subset (rules->kings, pile1) ? 1 : -1);
  if (limited)
    return;
  side_item (outcome, deal, KR_TRULL,
             is_subset (trull, pile0) ? 0 : is_subset (trull, pile1) ? 1 : -1);
  if (kr->silent[KR_ABSOLUT] > 0)
    side_item (outcome, deal, KR_ABSOLUT,
               outcome->points[0] >= 148 ? 0 : outcome->points[1] >= 148 ? 1 : -1);

  /* the birds: each must win its own trick */
  for (guint item = KR_PAGAT; item <= KR_QUAPIL; item++)
    {
      guint who = announcer (deal, item);

      if (kr->silent[item] == 0 || !find_played (deal, bird_card (item), &t, &s))
        {
          if (who != TAROT_NO_SEAT)
            add_item (outcome, deal, item, tarock_side_of (deal, who), FALSE);
          continue;
        }
      if (who != TAROT_NO_SEAT || t == bird_trick (rules, item))
        add_item (outcome, deal, item, tarock_side_of (deal, s),
                  t == bird_trick (rules, item) && deal->trick_winner[t] == s);
    }

  /* King Ultimo: the called King in the last trick, won by its side */
  if (kind_calls_king (kind) && deal->called_card != TAROT_CARD_NONE)
    {
      guint who = announcer (deal, KR_KING_ULTIMO);
      gboolean made = find_played (deal, deal->called_card, &t, &s) && t == rules->n_tricks - 1u &&
                      tarock_side_of (deal, deal->trick_winner[t]) == tarock_side_of (deal, s);

      if (made)
        add_item (outcome, deal, KR_KING_ULTIMO, tarock_side_of (deal, s), TRUE);
      else if (who != TAROT_NO_SEAT)
        add_item (outcome, deal, KR_KING_ULTIMO, tarock_side_of (deal, who), FALSE);
    }

  /* Mondfang: a side's Sküs takes the other side's Mond */
  if (kr->silent[KR_MONDFANG] > 0 && find_played (deal, TAROT_CARD_FOOL, &t, &s))
    {
      guint mt, ms;

      if (find_played (deal, tarot_card_make_trump (21), &mt, &ms) && mt == t && deal->trick_winner[t] == s &&
          tarock_side_of (deal, s) != tarock_side_of (deal, ms))
        tarot_outcome_add_bonus (outcome, KR_MONDFANG, s, tarock_side_of (deal, s), FALSE, 1, 0);
    }
}

static void
kr_outcome (const TarotRules *rules,
            const TarotDeal  *deal,
            TarotOutcome     *outcome)
{
  const KrDeal *kd = kr_deal_const (deal);
  guint kind = contract_kind (rules, deal->contract);
  TarotCardSet pile0;

  if (deal->end != TAROT_END_PLAYED)
    return;
  memcpy (outcome->kontra, deal->kontra, sizeof outcome->kontra);
  if (kind == KR_TRISCHAKEN)
    {
      for (guint s = 0; s < deal->n_players; s++)
        {
          outcome->side[s] = 1;
          outcome->extra[s] = (gint32) tarot_rules_count_points (rules, deal->won[s]);
        }
      outcome->points[1] = rules->points_total;
      return;
    }
  for (guint s = 0; s < deal->n_players; s++)
    outcome->side[s] = (guint8) tarock_side_of (deal, s);
  outcome->extra[KR_EXTRA_FLAGS] = (kd->alone && kind_calls_king (kind) ? KR_X_ALONE : 0) |
                                   (kd->conceded ? KR_X_CONCEDED : 0) |
                                   (kd->alone == 2 && kind_calls_king (kind) ? KR_X_KING_IN_TALON : 0) |
                                   (kd->alone == 2 && kind == KR_SOLORUFER ? KR_X_KONTRA_VOID : 0);
  if (kd->conceded)
    return;
  pile0 = declaring_pile (rules, deal);
  outcome->points[0] = tarot_rules_count_points (rules, pile0);
  outcome->points[1] = rules->points_total - outcome->points[0];
  for (guint t = 0; t < deal->n_tricks; t++)
    outcome->tricks[tarock_side_of (deal, deal->trick_winner[t])]++;
  if (kind == KR_NEGATIVE)
    return;
  bonus_outcome (rules, deal, outcome, pile0);
}

/* --- scoring --- */

static void
contract_name (const TarotRules *rules,
               guint             contract,
               char             *buf,
               gsize             size)
{
  if (contract >= rules->n_contracts)
    {
      g_strlcpy (buf, "?", size);
      return;
    }
  g_strlcpy (buf, rules->contract_ids[contract], size);
  g_strdelimit (buf, "_", ' ');
  buf[0] = g_ascii_toupper (buf[0]);
}

static gint32
factor (const TarotRules   *rules,
        const TarotOutcome *outcome,
        guint               id)
{
  /* the tournament score of kontra_money_only ignores doublings; a
   * Solorufer with the King in the talon voids them */
  if (kr_rules (rules)->kontra_money_only || (outcome->extra[KR_EXTRA_FLAGS] & KR_X_KONTRA_VOID))
    return 1;
  return 1 << tarock_kontra_level (outcome->kontra, id, KR_KONTRA_BITS);
}

/* Side @side wins @x (loses if negative): 2 v 2 each member ±x; one
 * against three the lone player ±3x and each opponent ∓x. */
static void
pay_side (const TarotOutcome *outcome,
          TarotScore         *score,
          guint               side,
          gint32              x,
          const char         *label)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  guint out = tarock_sitter (outcome->n_players, outcome->dealer, KR_ACTIVE);
  guint n0 = 0, n1 = 0;

  for (guint s = 0; s < outcome->n_players; s++)
    if (s != out)
      {
        if (outcome->side[s] == 0)
          n0++;
        else
          n1++;
      }
  for (guint s = 0; s < outcome->n_players; s++)
    {
      gint32 each;

      if (s == out)
        continue;
      /* one against three: the lone player settles with each of the others */
      each = outcome->side[s] == 0 ? x * (gint32) n1 / (gint32) MAX (n0, 1u) : x;
      amounts[s] = outcome->side[s] == side ? each : -each;
    }
  tarot_score_add_line (score, amounts, label);
}

static const TarotBonus *
find_bonus (const TarotOutcome *outcome,
            guint               id,
            gint                made)
{
  for (guint i = 0; i < outcome->n_bonuses; i++)
    if (outcome->bonuses[i].id == id && (made < 0 || outcome->bonuses[i].made == made))
      return &outcome->bonuses[i];
  return NULL;
}

static const char *
item_label (guint item)
{
  static const char *const labels[KR_N_ITEMS] = {
    N_("Game"), N_("Pagat"), N_("Uhu"), N_("Kakadu"), N_("Quapil"), N_("King Ultimo"), N_("Trull"),
    N_("Four Kings"), N_("Valat"), N_("Absolut"), N_("Mondfang"),
  };

  return item < KR_N_ITEMS ? _(labels[item]) : "?";
}

/* The game, or the Valat that replaces it (§11.2). */
static void
score_game (const TarotRules   *rules,
            const TarotOutcome *outcome,
            TarotScore         *score,
            gboolean            with_labels)
{
  const KrRules *kr = kr_rules (rules);
  const TarotBonus *valat = find_bonus (outcome, KR_VALAT, 1);
  const TarotBonus *failed = find_bonus (outcome, KR_VALAT, 0);
  guint c = outcome->contract;
  gboolean won = outcome->points[0] >= kr->threshold;
  gint32 v = won ? rules->contract_value[c] : kr->lost_value[c];
  char name[64], label[TAROT_SCORE_LABEL_SIZE] = "";
  gint32 x, f;

  contract_name (rules, c, name, sizeof name);
  if (valat != NULL)
    {
      gint32 base = valat->side == 0 ? rules->contract_value[c] : kr->lost_value[c];
      gint32 mult = valat->announced ? kr->valat_announced : kr->valat_silent;

      f = valat->announced ? factor (rules, outcome, KR_VALAT) : factor (rules, outcome, KR_GAME);
      x = (kr->valat_fixed ? mult : base * mult) * f;
      if (with_labels)
        g_snprintf (label, sizeof label,
                    valat->side == 0 ? _("%s: Valat by the declaring side: %d")
                                     : _("%s: Valat by the opponents: %d"),
                    name, x);
      pay_side (outcome, score, valat->side, x, with_labels ? label : NULL);
    }
  else if (failed != NULL && failed->side == 0)
    {
      x = (kr->valat_fixed ? kr->valat_announced : rules->contract_value[c] * kr->valat_announced) *
          factor (rules, outcome, KR_VALAT);
      if (with_labels)
        g_snprintf (label, sizeof label, _("%s: announced Valat failed: %d"), name, x);
      pay_side (outcome, score, 1, x, with_labels ? label : NULL);
    }
  else
    {
      f = factor (rules, outcome, KR_GAME);
      x = v * f;
      if (with_labels)
        {
          g_autofree char *points = outcome->points[0] % 3 == 0
                                      ? g_strdup_printf (_("%u points"), outcome->points[0] / 3)
                                      : g_strdup_printf (_("%u points %u Blatt"), outcome->points[0] / 3,
                                                         outcome->points[0] % 3);

          if (f > 1)
            g_snprintf (label, sizeof label, won ? _("%s won with %s: %d × %d = %d")
                                                 : _("%s lost with %s: %d × %d = %d"),
                        name, points, v, f, x);
          else
            g_snprintf (label, sizeof label, won ? _("%s won with %s: %d") : _("%s lost with %s: %d"),
                        name, points, x);
        }
      pay_side (outcome, score, won ? 0 : 1, x, with_labels ? label : NULL);
    }

  if (failed != NULL && failed->side == 1)
    {
      x = (kr->valat_fixed ? kr->valat_announced : kr->lost_value[c] * kr->valat_announced) *
          factor (rules, outcome, KR_VALAT);
      if (with_labels)
        g_snprintf (label, sizeof label, _("Valat announced by the opponents failed: %d"), x);
      pay_side (outcome, score, 0, x, with_labels ? label : NULL);
    }
}

static void
score_bonuses (const TarotRules   *rules,
               const TarotOutcome *outcome,
               TarotScore         *score,
               gboolean            with_labels)
{
  const KrRules *kr = kr_rules (rules);
  gboolean valat = find_bonus (outcome, KR_VALAT, 1) != NULL;
  gint32 solo = kind_is_solo (kr->kind[outcome->contract]) && kr->solo_doubles_bonuses ? 2 : 1;

  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];
      char label[TAROT_SCORE_LABEL_SIZE] = "";
      guint gains;
      gint32 x;

      if (b->id == KR_VALAT || b->id >= KR_N_ITEMS)
        continue;
      /* Valat supersedes Trull, Four Kings and Absolut, not the birds */
      if (valat && (b->id == KR_TRULL || b->id == KR_KINGS || b->id == KR_ABSOLUT))
        continue;
      if (!b->made && !b->announced && !(is_bird (b->id) && kr->silent_bird_can_lose))
        continue;
      x = (b->announced ? kr->announced[b->id] * factor (rules, outcome, b->id) : kr->silent[b->id]) * solo;
      gains = b->made ? b->side : 1u - b->side;
      if (with_labels)
        {
          const char *what = item_label (b->id);

          if (b->announced)
            g_snprintf (label, sizeof label, b->made ? _("%s announced and made: %d") : _("%s announced and failed: %d"),
                        what, x);
          else
            g_snprintf (label, sizeof label, b->made ? _("%s: %d") : _("%s lost: %d"), what, x);
        }
      pay_side (outcome, score, gains, x, with_labels ? label : NULL);
    }
}

/* Negative contracts: each opponent settles with the declarer at his
 * own kontra level (§11.4). */
static void
score_negative (const TarotRules   *rules,
                const TarotOutcome *outcome,
                TarotScore         *score,
                gboolean            with_labels)
{
  const KrRules *kr = kr_rules (rules);
  guint c = outcome->contract;
  gboolean won = outcome->tricks[0] == kr->target_tricks[c];
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  gint32 v = rules->contract_value[c];
  char name[64], label[TAROT_SCORE_LABEL_SIZE] = "";

  for (guint s = 0; s < outcome->n_players; s++)
    {
      gint32 x;

      if (s == outcome->declarer || s == tarock_sitter (outcome->n_players, outcome->dealer, KR_ACTIVE))
        continue;
      x = v * (kr->kontra_money_only ? 1
                                     : 1 << tarock_kontra_level (outcome->kontra, KR_KONTRA_SEAT + s, KR_KONTRA_BITS));
      amounts[s] = won ? -x : x;
      amounts[outcome->declarer] += won ? x : -x;
    }
  if (with_labels)
    {
      contract_name (rules, c, name, sizeof name);
      g_snprintf (label, sizeof label, won ? _("%s won with %u tricks: %d per opponent")
                                           : _("%s lost with %u tricks: %d to each opponent"),
                  name, outcome->tricks[0], v);
    }
  tarot_score_add_line (score, amounts, with_labels ? label : NULL);
}

/* §11.5: whoever took the most card points pays; a player without a
 * trick (Jungfrau) collects alone. */
static void
score_trischaken (const TarotRules   *rules,
                  const TarotOutcome *outcome,
                  TarotScore         *score,
                  gboolean            with_labels)
{
  const KrRules *kr = kr_rules (rules);
  guint out = tarock_sitter (outcome->n_players, outcome->dealer, KR_ACTIVE);
  guint fh = (outcome->dealer + 1u) % outcome->n_players;
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  gint32 most = -1;
  guint n_losers = 0, n_virgins = 0, loser = TAROT_NO_SEAT;
  char label[TAROT_SCORE_LABEL_SIZE] = "";

  if (fh == out)
    fh = (fh + 1u) % outcome->n_players;
  for (guint s = 0; s < outcome->n_players; s++)
    if (s != out)
      {
        if (outcome->extra[s] > most)
          most = outcome->extra[s], n_losers = 0;
        if (outcome->extra[s] == most)
          n_losers++, loser = s;
        if (outcome->extra[s] == 0)
          n_virgins++;
      }

  for (guint s = 0; s < outcome->n_players; s++)
    {
      gboolean is_loser = s != out && outcome->extra[s] == most;
      gint32 pay;

      if (!is_loser)
        continue;
      if (n_losers > 1)
        {
          /* tied losers pay each other player, or the Jungfrauen only */
          pay = kr->trischaken_base * (n_virgins > 0 ? kr->jungfrau : kr->trischaken_tie[MIN (n_losers, 3u)]);
          for (guint o = 0; o < outcome->n_players; o++)
            if (o != out && outcome->extra[o] != most && (n_virgins == 0 || outcome->extra[o] == 0))
              amounts[o] += pay, amounts[s] -= pay;
          continue;
        }
      pay = kr->trischaken_base * (s == fh ? 2 : 1) * (most >= KR_BUERGERMEISTER ? 2 : 1);
      for (guint o = 0; o < outcome->n_players; o++)
        {
          gint32 each;

          if (o == out || o == s)
            continue;
          if (n_virgins == 0)
            each = pay;
          else if (outcome->extra[o] != 0)
            continue;
          else if (n_virgins == 1)
            each = pay * kr->jungfrau;
          else
            /* two Jungfrauen share, rounded up (§15 Q6) */
            each = (pay * kr->jungfrau + (gint32) n_virgins - 1) / (gint32) n_virgins;
          amounts[o] += each;
          amounts[s] -= each;
        }
    }
  if (with_labels)
    {
      if (n_losers == 1)
        g_snprintf (label, sizeof label, _("Trischaken: most points (%d %d Blatt)%s%s"),
                    most / 3, most % 3, loser == fh ? _(", forehand") : "",
                    most >= KR_BUERGERMEISTER ? _(", Bürgermeister") : "");
      else
        g_snprintf (label, sizeof label, _("Trischaken: %u players tied for the most points"), n_losers);
    }
  tarot_score_add_line (score, amounts, with_labels ? label : NULL);
}

static void
kr_score (const TarotRules   *rules,
          const TarotOutcome *outcome,
          TarotScore         *score,
          gboolean            with_labels)
{
  const KrRules *kr = kr_rules (rules);
  guint kind;

  if (outcome->end != TAROT_END_PLAYED || outcome->contract >= rules->n_contracts)
    return;
  kind = kr->kind[outcome->contract];
  if (kind == KR_TRISCHAKEN)
    {
      score_trischaken (rules, outcome, score, with_labels);
      return;
    }
  if (outcome->declarer >= outcome->n_players)
    return;
  if (outcome->extra[KR_EXTRA_FLAGS] & KR_X_CONCEDED)
    {
      /* conceding with the King in the talon: game and bird to each */
      gint32 x = rules->contract_value[outcome->contract] +
                 (kind == KR_BIRD_RUFER ? kr->announced[kr->bird[outcome->contract]] : 0);
      char label[TAROT_SCORE_LABEL_SIZE] = "";

      if (with_labels)
        g_snprintf (label, sizeof label, _("Conceded with the called King in the talon: %d to each"), x);
      pay_side (outcome, score, 1, x, with_labels ? label : NULL);
      return;
    }
  if (kind == KR_NEGATIVE)
    {
      score_negative (rules, outcome, score, with_labels);
      return;
    }
  score_game (rules, outcome, score, with_labels);
  score_bonuses (rules, outcome, score, with_labels);
}

/* --- JSON --- */

static guint
find_kind (const TarotRules *rules,
           guint             kind)
{
  for (guint c = 0; c < rules->n_contracts; c++)
    if (kr_rules (rules)->kind[c] == kind && kr_rules (rules)->bid[c] != KR_BID_NONE)
      return c;
  return TAROT_MAX_CONTRACTS;
}

/* "trischaken": the thirds of a point each seat took (talon cards
 * included), 210 in all. */
static gboolean
trischaken_from_json (const TarotRules  *rules,
                      JsonObject        *object,
                      TarotOutcome      *outcome,
                      GError           **error)
{
  static const char *const allowed[] = { "end", "dealer", "trischaken", NULL };
  JsonArray *list;
  guint out = tarock_sitter (rules->n_players, outcome->dealer, KR_ACTIVE);
  guint32 sum = 0;
  guint with_tricks = 0;

  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      (list = tarot_json_get_array (object, "trischaken", NULL, NULL, error)) == NULL)
    return FALSE;
  outcome->contract = (guint8) find_kind (rules, KR_TRISCHAKEN);
  outcome->points[1] = rules->points_total;
  if (json_array_get_length (list) != rules->n_players)
    {
      tarot_json_set_problem (error, NULL, NULL, "trischaken", _("expected the thirds of a point of each seat"));
      return FALSE;
    }
  for (guint s = 0; s < rules->n_players; s++)
    {
      JsonNode *node = json_array_get_element (list, s);
      g_autofree char *where = g_strdup_printf ("trischaken[%u]", s);
      gint64 v = -1;

      outcome->side[s] = 1;
      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
        v = json_node_get_int (node);
      if (v < 0 || v > rules->points_total || (s == out && v != 0) || (v > 0 && v < 4))
        {
          tarot_json_set_problem (error, NULL, where, NULL,
                                  s == out ? _("0: the dealer sits this hand out")
                                           : _("thirds of a point: 0 without a trick, else 4 to 210"));
          return FALSE;
        }
      sum += (guint32) v;
      with_tricks += v > 0;
      outcome->extra[s] = (gint32) v;
    }
  if (sum != rules->points_total || with_tricks == 0)
    {
      g_autofree char *problem = g_strdup_printf (_("the seats’ thirds add up to %u, not %u"), sum,
                                                  rules->points_total);

      tarot_json_set_problem (error, NULL, NULL, "trischaken", problem);
      return FALSE;
    }
  return TRUE;
}

static gboolean
kontra_from_json (const TarotRules  *rules,
                  JsonObject        *object,
                  TarotOutcome      *outcome,
                  GError           **error)
{
  guint32 targets = 1u << KR_GAME;

  for (guint t = KR_PAGAT; t <= KR_ABSOLUT; t++)
    if (kr_rules (rules)->announced[t] != 0)
      targets |= 1u << t;
  return tarock_read_kontra (object, item_strings, KR_ABSOLUT, targets, 3, KR_KONTRA_BITS,
                             _("unknown key (the game or an announced bonus of this rule set)"), outcome->kontra,
                             error);
}

static gboolean
kontra_by_seat_from_json (JsonObject    *object,
                          TarotOutcome  *outcome,
                          GError       **error)
{
  JsonArray *list;

  if (!json_object_has_member (object, "kontra_by_seat"))
    return TRUE;
  if ((list = tarot_json_get_array (object, "kontra_by_seat", NULL, NULL, error)) == NULL)
    return FALSE;
  if (json_array_get_length (list) != outcome->n_players)
    {
      tarot_json_set_problem (error, NULL, NULL, "kontra_by_seat", _("expected one level per seat"));
      return FALSE;
    }
  for (guint s = 0; s < outcome->n_players; s++)
    {
      JsonNode *node = json_array_get_element (list, s);
      g_autofree char *where = g_strdup_printf ("kontra_by_seat[%u]", s);
      gint64 v = -1;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
        v = json_node_get_int (node);
      if (v < 0 || v > 3 ||
          (v > 0 && (s == outcome->declarer || s == tarock_sitter (outcome->n_players, outcome->dealer, KR_ACTIVE))))
        {
          tarot_json_set_problem (error, NULL, where, NULL,
                                  v >= 0 && v <= 3 ? _("only an opponent of the declarer doubles")
                                                   : _("expected a level from 0 to 3"));
          return FALSE;
        }
      tarock_set_kontra_level (outcome->kontra, KR_KONTRA_SEAT + s, KR_KONTRA_BITS, (guint) v);
    }
  return TRUE;
}

static gboolean
bonus_from_json (const TarotRules  *rules,
                 JsonObject        *o,
                 const char        *where,
                 TarotOutcome      *outcome,
                 GError           **error)
{
  static const char *const sides[] = { "declarer", "opponents", NULL };
  static const char *const allowed[] = { "id", "side", "announced", "made", NULL };
  const KrRules *kr = kr_rules (rules);
  guint kind = kr->kind[outcome->contract];
  const char *id_str, *problem = NULL, *member = "id";
  int id;
  guint side;
  gboolean announced = FALSE, made = TRUE;

  if (!tarot_json_check_members (o, allowed, NULL, where, error) ||
      (id_str = tarot_json_get_string (o, "id", NULL, where, error)) == NULL)
    return FALSE;
  if ((id = tarock_find_id (item_strings, KR_PAGAT, KR_MONDFANG, id_str)) < 0 || kr->silent[id] == 0)
    {
      tarot_json_set_problem (error, NULL, where, "id",
                              id < 0 ? _("expected pagat, uhu, kakadu, quapil, king_ultimo, trull, kings, "
                                         "valat, absolut or mondfang")
                                     : _("this rule set has no such bonus"));
      return FALSE;
    }
  if (!tarot_json_get_choice (o, "side", NULL, where, sides, &side, error) ||
      (json_object_has_member (o, "announced") &&
       !tarot_json_get_bool (o, "announced", NULL, where, &announced, error)) ||
      (json_object_has_member (o, "made") &&
       !tarot_json_get_bool (o, "made", NULL, where, &made, error)))
    return FALSE;

  if (kind_is_farben (kind) && kr->farben_bonuses_limited && id != KR_KINGS && id != KR_VALAT)
    problem = _("a Farben contract scores only Four Kings and Valat");
  else if (id == KR_KING_ULTIMO && !kind_calls_king (kind))
    problem = _("only a King call has a King Ultimo");
  else if (id == KR_KING_ULTIMO && side != 0)
    member = "side", problem = _("the called King plays for the declaring side");
  else if (announced && kr->announced[id] == 0)
    member = "announced", problem = _("this bonus cannot be announced");
  else if (!announced && !made && !is_bird (id))
    member = "made", problem = _("a silent bonus that failed is no bonus");
  if (problem == NULL)
    for (guint i = 0; i < outcome->n_bonuses; i++)
      {
        const TarotBonus *b = &outcome->bonuses[i];

        if (b->id != (guint) id)
          continue;
        if (b->side == side)
          problem = _("the same bonus is already given for this side");
        else if (b->made == 1 && made)
          member = "made", problem = _("the other side already made this bonus");
      }
  if (problem != NULL)
    {
      tarot_json_set_problem (error, NULL, where, member, problem);
      return FALSE;
    }
  tarot_outcome_add_bonus (outcome, (guint) id, TAROT_NO_SEAT, side, announced, made ? 1 : 0,
                           announced ? tarock_kontra_level (outcome->kontra, (guint) id, KR_KONTRA_BITS) : 0);
  return TRUE;
}

/* What the card points, the Valat and the bonuses say must agree. */
static gboolean
check_positive (const TarotRules  *rules,
                TarotOutcome      *outcome,
                GError           **error)
{
  const TarotBonus *valat = find_bonus (outcome, KR_VALAT, 1);
  guint talon_best = tarock_best_points (rules, rules->pack, KR_TALON);

  if (valat != NULL)
    {
      guint32 p = outcome->points[valat->side];

      outcome->tricks[valat->side] = rules->n_tricks;
      if (p + talon_best < rules->points_total)
        {
          g_autofree char *problem = g_strdup_printf (_("a side that took every trick has at least %u "
                                                        "points"),
                                                      (rules->points_total - talon_best) / 3);

          tarot_json_set_problem (error, NULL, NULL, "points", problem);
          return FALSE;
        }
    }
  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];
      g_autofree char *where = g_strdup_printf ("bonuses[%u]", i);
      /* a bird, King Ultimo or Mondfang made: its side won that trick
       * (a bird lost may have gone to a partner) */
      gboolean trick_bonus = is_bird (b->id) || b->id == KR_KING_ULTIMO || b->id == KR_MONDFANG;
      int winner = b->made ? (int) b->side : -1;

      if (valat != NULL && trick_bonus && winner >= 0 && (guint) winner != valat->side)
        {
          tarot_json_set_problem (error, NULL, where, "made",
                                  _("the other side took every trick (Valat)"));
          return FALSE;
        }
      if (b->id == KR_ABSOLUT && (outcome->points[b->side] >= 148) != (b->made == 1))
        {
          tarot_json_set_problem (error, NULL, where, "made",
                                  _("Absolut is made with 49 points and 1 Blatt, and only then"));
          return FALSE;
        }
    }
  for (guint t = KR_PAGAT; t <= KR_ABSOLUT; t++)
    {
      gboolean ok = tarock_kontra_level (outcome->kontra, t, KR_KONTRA_BITS) == 0;

      for (guint i = 0; i < outcome->n_bonuses && !ok; i++)
        ok = outcome->bonuses[i].id == t && outcome->bonuses[i].announced;
      if (!ok)
        {
          tarot_json_set_problem (error, NULL, "kontra", item_strings[t],
                                  _("only the game and announced bonuses are doubled"));
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
contract_from_json (const TarotRules  *rules,
                    JsonObject        *object,
                    TarotOutcome      *outcome,
                    GError           **error)
{
  const char *contract = tarot_json_get_string (object, "contract", NULL, NULL, error);
  guint c;

  if (contract == NULL)
    return FALSE;
  for (c = 0; c < rules->n_contracts; c++)
    if (g_str_equal (contract, rules->contract_ids[c]) && kr_rules (rules)->bid[c] != KR_BID_NONE &&
        kr_rules (rules)->kind[c] != KR_TRISCHAKEN)
      break;
  if (c == rules->n_contracts)
    {
      GString *expected = g_string_new (_("expected one of"));

      for (guint i = 0; i < rules->n_contracts; i++)
        if (kr_rules (rules)->bid[i] != KR_BID_NONE && kr_rules (rules)->kind[i] != KR_TRISCHAKEN)
          g_string_append_printf (expected, " %s", rules->contract_ids[i]);
      g_string_append (expected, _(" (Trischaken: \"end\": \"trischaken\")"));
      tarot_json_set_problem (error, NULL, NULL, "contract", expected->str);
      g_string_free (expected, TRUE);
      return FALSE;
    }
  outcome->contract = (guint8) c;
  return TRUE;
}

static gboolean
kr_outcome_from_json (const TarotRules  *rules,
                      JsonObject        *object,
                      TarotOutcome      *outcome,
                      GError           **error)
{
  static const char *const ends[] = { "played", "trischaken", "conceded", NULL };
  static const char *const conceded_keys[] = { "end", "dealer", "declarer", "contract", NULL };
  static const char *const negative_keys[] = {
    "end", "dealer", "declarer", "contract", "tricks", "kontra_by_seat", NULL
  };
  static const char *const positive_keys[] = {
    "end", "dealer", "declarer", "contract", "partner", "king_in_talon", "points", "blatt", "kontra",
    "bonuses", NULL
  };
  const KrRules *kr = kr_rules (rules);
  guint end = 0, kind, declarer, partner = TAROT_NO_SEAT;
  gint64 v;

  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = rules->n_players;
  outcome->points_unit = rules->count_by;
  outcome->end = TAROT_END_PLAYED;
  outcome->declarer = TAROT_NO_SEAT;
  outcome->partner = TAROT_NO_SEAT;

  if (json_object_has_member (object, "end") &&
      !tarot_json_get_choice (object, "end", NULL, NULL, ends, &end, error))
    return FALSE;
  if (json_object_has_member (object, "dealer"))
    {
      if (!tarot_json_get_int (object, "dealer", NULL, NULL, 0, rules->n_players - 1, &v, error))
        return FALSE;
      outcome->dealer = (guint8) v;
    }
  if (end == 1)
    return trischaken_from_json (rules, object, outcome, error);

  if (!contract_from_json (rules, object, outcome, error) ||
      !tarock_read_seat (object, NULL, "declarer", outcome->n_players, outcome->dealer, KR_ACTIVE, &declarer, error))
    return FALSE;
  outcome->declarer = (guint8) declarer;
  kind = kr->kind[outcome->contract];

  if (end == 2)
    {
      if (!kr->king_in_talon_concede || (kind != KR_RUFER && kind != KR_BIRD_RUFER))
        {
          tarot_json_set_problem (error, NULL, NULL, "end",
                                  _("only a Rufer with the called King in the talon is conceded, "
                                    "under the king_in_talon_concede rule"));
          return FALSE;
        }
      if (!tarot_json_check_members (object, conceded_keys, NULL, NULL, error))
        return FALSE;
      for (guint s = 0; s < rules->n_players; s++)
        outcome->side[s] = s == declarer ? 0 : 1;
      outcome->extra[KR_EXTRA_FLAGS] = KR_X_CONCEDED | KR_X_ALONE;
      return TRUE;
    }

  if (kind == KR_NEGATIVE)
    {
      if (!tarot_json_check_members (object, negative_keys, NULL, NULL, error) ||
          !tarot_json_get_int (object, "tricks", NULL, NULL, 0, rules->n_tricks, &v, error))
        return FALSE;
      for (guint s = 0; s < rules->n_players; s++)
        outcome->side[s] = s == declarer ? 0 : 1;
      outcome->tricks[0] = (guint8) v;
      return kontra_by_seat_from_json (object, outcome, error);
    }

  if (!tarot_json_check_members (object, positive_keys, NULL, NULL, error))
    return FALSE;
  if (json_object_has_member (object, "partner") && !json_object_get_null_member (object, "partner"))
    {
      if (!kind_calls_king (kind))
        {
          tarot_json_set_problem (error, NULL, NULL, "partner", _("only a King call has a partner"));
          return FALSE;
        }
      if (!tarock_read_seat (object, NULL, "partner", outcome->n_players, outcome->dealer, KR_ACTIVE, &partner,
                             error))
        return FALSE;
      if (partner == declarer)
        {
          tarot_json_set_problem (error, NULL, NULL, "partner",
                                  _("the declarer is not his own partner (leave it out when he plays alone)"));
          return FALSE;
        }
      outcome->partner = (guint8) partner;
    }
  else if (kind_calls_king (kind))
    {
      gboolean in_talon = TRUE;

      if (json_object_has_member (object, "king_in_talon") &&
          !tarot_json_get_bool (object, "king_in_talon", NULL, NULL, &in_talon, error))
        return FALSE;
      if (!in_talon && !kr->may_call_own_king)
        {
          tarot_json_set_problem (error, NULL, NULL, "king_in_talon",
                                  _("without a partner the called King lay in the talon "
                                    "(the declarer may not call his own)"));
          return FALSE;
        }
      outcome->extra[KR_EXTRA_FLAGS] = KR_X_ALONE | (in_talon ? KR_X_KING_IN_TALON : 0) |
                                       (in_talon && kind == KR_SOLORUFER ? KR_X_KONTRA_VOID : 0);
    }
  if (json_object_has_member (object, "king_in_talon") && outcome->partner != TAROT_NO_SEAT)
    {
      tarot_json_set_problem (error, NULL, NULL, "king_in_talon", _("the partner held the called King"));
      return FALSE;
    }
  for (guint s = 0; s < rules->n_players; s++)
    outcome->side[s] = s == declarer || s == partner ? 0 : 1;

  if (!tarot_json_get_int (object, "points", NULL, NULL, 0, rules->points_total / 3, &v, error))
    return FALSE;
  outcome->points[0] = (guint32) v * 3;
  if (json_object_has_member (object, "blatt"))
    {
      if (!tarot_json_get_int (object, "blatt", NULL, NULL, 0, 2, &v, error))
        return FALSE;
      if (outcome->points[0] + v > rules->points_total)
        {
          tarot_json_set_problem (error, NULL, NULL, "blatt", _("the pack has 70 points in all"));
          return FALSE;
        }
      outcome->points[0] += (guint32) v;
    }
  outcome->points[1] = rules->points_total - outcome->points[0];

  if (!kontra_from_json (rules, object, outcome, error))
    return FALSE;
  if (json_object_has_member (object, "bonuses"))
    {
      JsonArray *list = tarot_json_get_array (object, "bonuses", NULL, NULL, error);

      if (list == NULL)
        return FALSE;
      if (json_array_get_length (list) >= TAROT_MAX_BONUSES)
        {
          tarot_json_set_problem (error, NULL, NULL, "bonuses", _("at most one bonus of each kind per side"));
          return FALSE;
        }
      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          g_autofree char *where = g_strdup_printf ("bonuses[%u]", i);
          JsonNode *node = json_array_get_element (list, i);

          if (!JSON_NODE_HOLDS_OBJECT (node))
            {
              tarot_json_set_problem (error, NULL, where, NULL, _("expected an object {\"id\", \"side\", ...}"));
              return FALSE;
            }
          if (!bonus_from_json (rules, json_node_get_object (node), where, outcome, error))
            return FALSE;
        }
    }
  return check_positive (rules, outcome, error);
}

static JsonObject *
kr_outcome_to_json (const TarotRules   *rules,
                    const TarotOutcome *outcome)
{
  const KrRules *kr = kr_rules (rules);
  JsonObject *o = json_object_new ();
  JsonArray *bonuses;
  guint kind;

  json_object_set_int_member (o, "dealer", outcome->dealer);
  if (outcome->end != TAROT_END_PLAYED || outcome->contract >= rules->n_contracts)
    {
      json_object_set_string_member (o, "end", "played");
      return o;
    }
  kind = kr->kind[outcome->contract];
  if (kind == KR_TRISCHAKEN)
    {
      JsonArray *thirds = json_array_new ();

      json_object_set_string_member (o, "end", "trischaken");
      for (guint s = 0; s < outcome->n_players; s++)
        json_array_add_int_element (thirds, outcome->extra[s]);
      json_object_set_array_member (o, "trischaken", thirds);
      return o;
    }
  json_object_set_string_member (o, "end", outcome->extra[KR_EXTRA_FLAGS] & KR_X_CONCEDED ? "conceded" : "played");
  json_object_set_int_member (o, "declarer", outcome->declarer);
  json_object_set_string_member (o, "contract", rules->contract_ids[outcome->contract]);
  if (outcome->extra[KR_EXTRA_FLAGS] & KR_X_CONCEDED)
    return o;
  if (kind == KR_NEGATIVE)
    {
      JsonArray *levels = json_array_new ();

      json_object_set_int_member (o, "tricks", outcome->tricks[0]);
      for (guint s = 0; s < outcome->n_players; s++)
        json_array_add_int_element (levels, tarock_kontra_level (outcome->kontra, KR_KONTRA_SEAT + s, KR_KONTRA_BITS));
      json_object_set_array_member (o, "kontra_by_seat", levels);
      return o;
    }
  if (kind_calls_king (kind))
    {
      if (outcome->partner < outcome->n_players)
        json_object_set_int_member (o, "partner", outcome->partner);
      else
        {
          json_object_set_null_member (o, "partner");
          json_object_set_boolean_member (o, "king_in_talon",
                                          (outcome->extra[KR_EXTRA_FLAGS] & KR_X_KING_IN_TALON) != 0);
        }
    }
  json_object_set_int_member (o, "points", outcome->points[0] / 3);
  json_object_set_int_member (o, "blatt", outcome->points[0] % 3);
  tarock_write_kontra (o, item_strings, KR_ABSOLUT, KR_KONTRA_BITS, outcome->kontra);
  bonuses = json_array_new ();
  for (guint i = 0; i < outcome->n_bonuses; i++)
    json_array_add_object_element (bonuses, tarock_bonus_to_json (outcome, item_strings[outcome->bonuses[i].id],
                                                                  &outcome->bonuses[i], 0));
  json_object_set_array_member (o, "bonuses", bonuses);
  return o;
}

/* docs/family-api.md "Outcome description and validation" */
static JsonObject *
kr_outcome_describe (const TarotRules *rules)
{
  const KrRules *kr = kr_rules (rules);
  JsonObject *desc = tarot_outcome_desc_new ();
  JsonArray *positive = json_array_new (), *negative = json_array_new (), *calls = json_array_new ();
  JsonArray *all = json_array_new ();
  guint out = tarock_sitter (rules->n_players, 0, KR_ACTIVE);
  JsonObject *f, *kontra, *bonuses;
  char name[64];

  tarock_describe_dealer (desc, rules->n_players, KR_ACTIVE);

  f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
  tarot_outcome_desc_add_choice (f, "played", _("Played"));
  tarot_outcome_desc_add_choice (f, "trischaken", _("Trischaken"));
  if (kr->king_in_talon_concede)
    tarot_outcome_desc_add_choice (f, "conceded", _("Conceded (called King in the talon)"));
  json_object_set_string_member (f, "default", "played");

  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Declarer"));
  json_object_set_int_member (f, "default", out == 0 ? 1 : 0);
  tarot_outcome_desc_when (f, "end", "played", kr->king_in_talon_concede ? "conceded" : NULL, NULL);

  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Contract"));
  for (guint c = 0; c < rules->n_contracts; c++)
    {
      if (kr->bid[c] == KR_BID_NONE || kr->kind[c] == KR_TRISCHAKEN)
        continue;
      contract_name (rules, c, name, sizeof name);
      tarot_outcome_desc_add_choice (f, rules->contract_ids[c], name);
      json_array_add_string_element (kr->kind[c] == KR_NEGATIVE ? negative : positive, rules->contract_ids[c]);
      if (kind_calls_king (kr->kind[c]))
        json_array_add_string_element (calls, rules->contract_ids[c]);
      json_array_add_string_element (all, rules->contract_ids[c]);
    }
  json_object_set_string_member (f, "default", rules->contract_ids[find_kind (rules, KR_RUFER)]);
  tarot_outcome_desc_when (f, "end", "played", kr->king_in_talon_concede ? "conceded" : NULL, NULL);
  json_array_unref (all);

  f = tarot_outcome_desc_add (desc, "partner", "seat", _("Partner"));
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "none_label", _("Alone"));
  json_object_set_string_member (f, "help", _("Who held the called King (alone: it lay in the talon)"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", calls);

  f = tarot_outcome_desc_add (desc, "king_in_talon", "bool", _("Called King in the talon"));
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "help", _("Without a partner: the called King lay in the talon "
                                              "(not the declarer’s own)"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", json_array_ref (calls));

  f = tarot_outcome_desc_add (desc, "points", "int", _("Card points"));
  tarot_outcome_desc_set_range (f, 0, rules->points_total / 3);
  json_object_set_int_member (f, "default", 36);
  json_object_set_string_member (f, "unit", _("points"));
  json_object_set_string_member (f, "help", _("The declaring side’s tricks, discards and talon cards"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", json_array_ref (positive));

  f = tarot_outcome_desc_add (desc, "blatt", "int", _("Blatt"));
  tarot_outcome_desc_set_range (f, 0, 2);
  json_object_set_int_member (f, "default", 0);
  json_object_set_string_member (f, "help", _("Thirds of a point left over (35 and 2 Blatt wins)"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", json_array_ref (positive));

  f = tarot_outcome_desc_add (desc, "tricks", "int", _("Declarer’s tricks"));
  tarot_outcome_desc_set_range (f, 0, rules->n_tricks);
  json_object_set_int_member (f, "default", 0);
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", json_array_ref (negative));

  f = tarot_outcome_desc_add (desc, "kontra_by_seat", "per_seat", _("Kontra"));
  json_object_set_string_member (f, "item_type", "int");
  tarot_outcome_desc_set_range (f, 0, 3);
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "help", _("Each opponent doubles his own settlement: 1 Kontra, 2 Re, 3 Sub"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", negative);

  kontra = tarot_outcome_desc_add (desc, "kontra", "record", _("Kontra"));
  json_object_set_boolean_member (kontra, "optional", TRUE);
  tarot_outcome_desc_when (kontra, "end", "played", NULL);
  tarot_outcome_desc_when_array (kontra, "contract", json_array_ref (positive));
  for (guint t = KR_GAME; t <= KR_ABSOLUT; t++)
    if (t == KR_GAME || kr->announced[t] > 0)
      {
        f = tarot_outcome_desc_add (kontra, item_strings[t], "int", item_label (t));
        tarot_outcome_desc_set_range (f, 0, 3);
        json_object_set_int_member (f, "default", 0);
        json_object_set_string_member (f, "help", _("0 none, 1 Kontra, 2 Re, 3 Sub"));
      }

  bonuses = tarot_outcome_desc_add (desc, "bonuses", "list", _("Bonuses"));
  json_object_set_boolean_member (bonuses, "optional", TRUE);
  json_object_set_string_member (bonuses, "item_label", _("Add bonus"));
  tarot_outcome_desc_when (bonuses, "end", "played", NULL);
  tarot_outcome_desc_when_array (bonuses, "contract", positive);
  f = tarot_outcome_desc_add (bonuses, "id", "choice", _("Bonus"));
  for (guint t = KR_PAGAT; t < KR_N_ITEMS; t++)
    if (kr->silent[t] > 0)
      tarot_outcome_desc_add_choice (f, item_strings[t], item_label (t));
  json_object_set_int_member (bonuses, "max_items", TAROT_MAX_BONUSES - 1);
  f = tarot_outcome_desc_add (bonuses, "side", "choice", _("Side"));
  tarot_outcome_desc_add_choice (f, "declarer", _("Declaring side"));
  tarot_outcome_desc_add_choice (f, "opponents", _("Opponents"));
  json_object_set_string_member (f, "default", "declarer");
  tarock_describe_bonus_flags (bonuses);

  {
    JsonArray *even = json_array_new ();

    f = tarot_outcome_desc_add (desc, "trischaken", "per_seat", _("Card points in thirds"));
    json_object_set_string_member (f, "item_type", "int");
    tarot_outcome_desc_set_range (f, 0, rules->points_total);
    json_object_set_string_member (f, "help", _("Each player’s tricks with the talon cards, in thirds of a "
                                                "point (36 points = 108); 0 for a player without a trick"));
    for (guint s = 0; s < rules->n_players; s++)
      json_array_add_int_element (even, s == out ? 0 : s == (out == 0 ? 1 : 0) ? 54 : 52);
    json_object_set_array_member (f, "default", even);
    tarot_outcome_desc_when (f, "end", "trischaken", NULL);
  }
  return desc;
}

static const char *
kr_arg_to_string (const TarotRules *rules,
                  TarotActionKind   kind,
                  guint             arg)
{
  static const char *const halves[] = { "1", "2" };
  static const char *const seats[] = { "seat_0", "seat_1", "seat_2", "seat_3", "seat_4", "seat_5" };

  switch (kind)
    {
    case TAROT_ACTION_BID:
      if (arg == KR_MEIN_SPIEL)
        return "mein_spiel";
      return arg < rules->n_contracts ? rules->contract_ids[arg] : NULL;
    case TAROT_ACTION_TAKE_TALON:
      return arg < 2 ? halves[arg] : NULL;
    case TAROT_ACTION_ANNOUNCE:
      if (arg == KR_LEAD_FROM_TOP)
        return "von_oben";
      if (arg == KR_LEAD_MIXED)
        return "bunt";
      return arg >= KR_PAGAT && arg <= KR_ABSOLUT ? item_strings[arg] : NULL;
    case TAROT_ACTION_KONTRA:
      if (arg >= KR_KONTRA_SEAT && arg < KR_KONTRA_SEAT + G_N_ELEMENTS (seats))
        return seats[arg - KR_KONTRA_SEAT];
      return arg <= KR_ABSOLUT ? item_strings[arg] : NULL;
    default:
      return NULL;
    }
}

static gboolean
kr_arg_from_string (const TarotRules *rules,
                    TarotActionKind   kind,
                    const char       *str,
                    guint            *arg)
{
  for (guint a = 0; a < 64; a++)
    {
      const char *s = kr_arg_to_string (rules, kind, a);

      if (s != NULL && g_strcmp0 (s, str) == 0)
        {
          *arg = a;
          return TRUE;
        }
    }
  return FALSE;
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
