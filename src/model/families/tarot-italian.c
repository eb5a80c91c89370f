/* tarot-italian.c — the Tarocchi of Piedmont, Lombardy and Ticino
 * (`italian`, rules/italian-living-games.md): the deal, the discard,
 * the bidding and the play of the games in which each player or fixed
 * partnership scores its share of the pack (P1, P2, P6, P8, L1), with
 * pauses and declarations (L2, P4, P5), and of those in which a bidder
 * calls a card for a partner (T1, P7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shared conventions ("Common conventions" of the rules file) are
 * code: no obligation to overtrump, the Matto as Excuse with or
 * without exchange, counting in sets of k, the Piedmontese trump order
 * with the Angelo above the Mondo (the pack's order) or the numeric
 * order, Asti's equal trumps 2–5 (the last played of them wins) and
 * the 54-card cut of the Asti games.  What differs between games is
 * data: the variant's deal, discard rule, counting and targets.
 * Card points are whole points (italian_count_pile()); rules->count_by
 * is the set size, for the search's card points.
 */
#include "config.h"

#include <string.h>

#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-json.h"
#include "model/tarot-share-outcome.h"
#include "model/families/tarot-italian-private.h"

static const char *const discard_ids[] = { "piedmont", "como", "asti", "face_up", "low", NULL };
static const char *const odd_card_ids[] = { "natural", "pinerolo", NULL };
static const char *const trump_order_ids[] = { "pack", "numeric", NULL };
static const char *const cut_ids[] = { "none", "asti_54", NULL };
static const char *const bidding_ids[] = { "none", "ticino", "asti", NULL };
static const char *const values_ids[] = { "standard", "ticino", NULL };
static const char *const call_ids[] = { "partner", "solo", "chiedo", NULL };
static const char *const announce_ids[] = {
  "fuora", "tarocchi", "onori", "mitigati_di_tarocchi", "mitigati_di_re", "long_suit", "king_held", "knock",
  "top_trump", "mondo", "sole", "luna", "stelle", "torre",
  "lead_length", "one_out", "last_of_suit", "top_of_suit", "queen_held", "do_not_lead", NULL
};
/* the declarations' Piedmontese names (P3–P5) */
static const char *const piedmont_decl_ids[] = { "tarocchi", "onori", "mitigati", "reale" };

/* ------------------------------------------------------------------ */
/* rules                                                               */

/* how the cards are dealt: Pinerolo's rounds or Turin's whole hands
 * (P1), Como's whole hands with the last card face up or Zaini's
 * rounds (L1) */
static const char *const dealing_ids[] = { "pinerolo", "turin", "como", "zaini", NULL };

static const TarotOptionKind option_kinds[] = {
  { "counting", TAROT_OPTION_CHOICE, NULL },
  { "matto_exchange", TAROT_OPTION_BOOL, NULL },
  { "surrender", TAROT_OPTION_BOOL, NULL },
  { "declarations", TAROT_OPTION_CHOICE, NULL },
  { "signals", TAROT_OPTION_BOOL, NULL },
  { "dealing", TAROT_OPTION_CHOICE, dealing_ids },
};

static guint8
read_bool_option (TarotVariant *variant,
                  GHashTable   *options,
                  const char   *id)
{
  if (tarot_variant_find_option (variant, id) == NULL)
    return FALSE;
  return (guint8) tarot_variant_get_option_bool (variant, options, id);
}

/* The Asti games' 54 cards (P6): Swords and Batons K–7, Cups and Coins
 * K–J and A–4, the trumps and the Matto. */
static void
cut_pack (TarotRules *rules)
{
  TarotCardSet keep = TAROT_CARD_SET_EMPTY;

  TAROT_CARD_SET_FOREACH (rules->pack, c)
    {
      int face = c < 56 ? tarot_card_face (c) : -1;

      if (c >= 56 || face >= TAROT_FACE_JACK ||
          (tarot_card_suit (c) < TAROT_SUIT_CUPS ? face >= 6 : face <= 3))
        tarot_card_set_add (&keep, c);
    }
  rules->pack = keep;
  for (int s = 0; s < TAROT_N_SUITS; s++)
    rules->suit_sets[s] = tarot_card_set_intersect (rules->pack, tarot_card_set_suit (s));
  rules->n_pack_cards = 0;
  TAROT_CARD_SET_FOREACH (rules->pack, c)
    rules->pack_cards[rules->n_pack_cards++] = c;
}


static void
set_value (TarotRules *rules,
           TarotCard   card,
           guint       value)
{
  tarot_card_set_remove (&rules->value_sets[rules->value[card]], card);
  rules->value[card] = (guint8) value;
  if (tarot_card_set_contains (rules->pack, card))
    tarot_card_set_add (&rules->value_sets[value], card);
}

/* "declarations": {"tarocchi": [trumps, value], "onori": [honours,
 * value], "mitigati": value, "reale": value, "exclusive": bool, "names":
 * "lombard" or "piedmont"}, or an object of such keyed by the value of
 * the option "declarations" (the town's table, P5). */
static gboolean
read_declaration_rules (TarotVariant  *variant,
                        GHashTable    *options,
                        ItalianRules  *ir,
                        GError       **error)
{
  static const char *const allowed[] = { "tarocchi", "onori", "mitigati", "reale", "exclusive", "names", "extras", NULL };
  static const char *const keys[] = { "tarocchi", "onori", "mitigati", "reale", NULL };
  static const char *const names_ids[] = { "lombard", "piedmont", NULL };
  const char *file = tarot_variant_get_path (variant);
  JsonObject *decl = tarot_json_get_object (tarot_variant_get_json (variant), "declarations", file, NULL, error);
  g_autofree char *where = NULL;
  gboolean exclusive;
  guint names;

  if (decl == NULL)
    return FALSE;
  if (tarot_variant_find_option (variant, "declarations") != NULL)
    {
      const char *town = tarot_variant_get_option (variant, options, "declarations");

      if ((decl = tarot_json_get_object (decl, town, file, "declarations", error)) == NULL)
        return FALSE;
      where = g_strdup_printf ("declarations.%s", town);
    }
  else
    where = g_strdup ("declarations");
  if (!tarot_json_check_members (decl, allowed, file, where, error) ||
      !tarot_json_get_bool (decl, "exclusive", file, where, &exclusive, error) ||
      !tarot_json_get_choice (decl, "names", file, where, names_ids, &names, error))
    return FALSE;
  for (guint d = 0; d < N_DECLS; d++)
    {
      gint64 v;

      if (d <= DECL_ONORI)
        {
          JsonArray *pair = tarot_json_get_array (decl, keys[d], file, where, error);
          JsonNode *min, *value;

          if (pair == NULL)
            return FALSE;
          if (json_array_get_length (pair) != 2 ||
              !JSON_NODE_HOLDS_VALUE (min = json_array_get_element (pair, 0)) ||
              !JSON_NODE_HOLDS_VALUE (value = json_array_get_element (pair, 1)) ||
              json_node_get_value_type (min) != G_TYPE_INT64 || json_node_get_value_type (value) != G_TYPE_INT64 ||
              json_node_get_int (min) < (d == DECL_TAROCCHI ? 5 : 3) ||
              json_node_get_int (min) > (d == DECL_TAROCCHI ? 22 : 7) ||
              json_node_get_int (value) < 1 || json_node_get_int (value) > 100)
            {
              tarot_json_set_error (error, file, where, keys[d],
                                    d == DECL_TAROCCHI ? "[trumps from 5 to 22, a value from 1 to 100]"
                                                       : "[honours from 3 to 7, a value from 1 to 100]");
              return FALSE;
            }
          if (d == DECL_TAROCCHI)
            ir->tarocchi_min = (guint8) json_node_get_int (min);
          else
            ir->onori_min = (guint8) json_node_get_int (min);
          ir->decl_values[d] = (gint32) json_node_get_int (value);
        }
      else
        {
          if (!tarot_json_get_int (decl, keys[d], file, where, 1, 100, &v, error))
            return FALSE;
          ir->decl_values[d] = (gint32) v;
        }
    }
  /* "extras": {"tarocchi": 1, ...}, what each card beyond the
   * declaration's own is worth more (P3) */
  if (json_object_has_member (decl, "extras"))
    {
      g_autofree char *extras_where = g_strdup_printf ("%s.extras", where);
      JsonObject *extras = tarot_json_get_object (decl, "extras", file, where, error);

      if (extras == NULL || !tarot_json_check_members (extras, keys, file, extras_where, error))
        return FALSE;
      for (guint d = 0; d < N_DECLS; d++)
        {
          gint64 v = 0;

          if (json_object_has_member (extras, keys[d]) &&
              !tarot_json_get_int (extras, keys[d], file, extras_where, 0, 20, &v, error))
            return FALSE;
          ir->decl_extra[d] = (guint8) v;
        }
    }
  ir->declarations = TRUE;
  ir->decl_exclusive = (guint8) exclusive;
  ir->decl_piedmont = (guint8) names;
  return TRUE;
}

/* "pauses": {"round": cards a round, "after": [rounds after which the
 * table may throw the deal in]} (L2). */
static gboolean
read_pauses (TarotRules    *rules,
             ItalianRules  *ir,
             JsonObject    *by,
             const char    *file,
             const char    *where,
             GError       **error)
{
  g_autofree char *pauses_where = g_strdup_printf ("%s.pauses", where);
  JsonObject *pauses = tarot_json_get_object (by, "pauses", file, where, error);
  JsonArray *after;
  gint64 size;
  guint n_rounds;

  if (pauses == NULL ||
      !tarot_json_get_int (pauses, "round", file, pauses_where, 1, rules->hand_size, &size, error))
    return FALSE;
  if (rules->hand_size % size != 0)
    {
      tarot_json_set_error (error, file, pauses_where, "round", "a divisor of the hand");
      return FALSE;
    }
  n_rounds = rules->hand_size / (guint) size;
  if ((after = tarot_json_get_array (pauses, "after", file, pauses_where, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (after); i++)
    {
      JsonNode *node = json_array_get_element (after, i);
      g_autofree char *expected = g_strdup_printf ("an array of rounds from 1 to %u", MIN (n_rounds - 1, 8u));
      gint64 r;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (r = json_node_get_int (node)) < 1 || r >= n_rounds || r > 8)
        {
          tarot_json_set_error (error, file, pauses_where, "after", expected);
          return FALSE;
        }
      ir->pauses |= (guint8) (1u << (r - 1));
    }
  ir->round_size = (guint8) size;
  return TRUE;
}

static gboolean
italian_build_rules (TarotRules    *rules,
                     TarotVariant  *variant,
                     guint          n_players,
                     GHashTable    *options,
                     GError       **error)
{
  ItalianRules *ir = (ItalianRules *) (gpointer) rules->family_data.bytes;
  const char *file = tarot_variant_get_path (variant);
  JsonObject *root = tarot_variant_get_json (variant);
  g_autofree char *where = g_strdup_printf ("by_players.%u", n_players);
  g_autofree char *deal_where = g_strdup_printf ("%s.deal", where);
  g_autofree char *scoring_where = g_strdup_printf ("%s.scoring", where);
  g_autofree char *method_where = NULL;
  JsonObject *by = tarot_variant_get_players_json (variant, n_players);
  JsonObject *scoring, *method;
  const char *counting;
  guint order = TRUMPS_PACK, cut = 0, discard = DISCARD_PIEDMONT, odd = ODD_NATURAL, values = 0;
  gint64 matto_value = 0, xxi_value = 0, set_size;
  gboolean flag;

  memset (ir, 0, sizeof *ir);
  if (rules->fool_role != TAROT_FOOL_EXCUSE)
    {
      tarot_json_set_error (error, file, NULL, "pack", "a pack whose Fool is an Excuse (the Matto)");
      return FALSE;
    }
  if (!tarot_variant_check_option_kinds (variant, option_kinds, G_N_ELEMENTS (option_kinds), error))
    return FALSE;

  if ((json_object_has_member (root, "cut") &&
       !tarot_json_get_choice (root, "cut", file, NULL, cut_ids, &cut, error)) ||
      (json_object_has_member (root, "trump_order") &&
       !tarot_json_get_choice (root, "trump_order", file, NULL, trump_order_ids, &order, error)) ||
      (json_object_has_member (root, "matto_value") &&
       !tarot_json_get_int (root, "matto_value", file, NULL, 1, 5, &matto_value, error)) ||
      (json_object_has_member (root, "xxi_value") &&
       !tarot_json_get_int (root, "xxi_value", file, NULL, 1, 9, &xxi_value, error)))
    return FALSE;
  if (json_object_has_member (root, "equal_low_trumps"))
    {
      if (!tarot_json_get_bool (root, "equal_low_trumps", file, NULL, &flag, error))
        return FALSE;
      ir->equal_low = (guint8) flag;
    }
  if (json_object_has_member (root, "bidding"))
    {
      guint bidding;

      if (!tarot_json_get_choice (root, "bidding", file, NULL, bidding_ids, &bidding, error))
        return FALSE;
      ir->bidding = (guint8) bidding;
    }
  if (json_object_has_member (root, "values") &&
      !tarot_json_get_choice (root, "values", file, NULL, values_ids, &values, error))
    return FALSE;
  if (ir->bidding == BIDDING_TICINO)
    {
      ir->matto_void_only = TRUE;
      ir->matto_late = 5;
      if (rules->n_contracts != 1)
        {
          tarot_json_set_error (error, file, NULL, "contracts", "one contract (\"chiamo\")");
          return FALSE;
        }
    }
  if (ir->bidding == BIDDING_ASTI && rules->n_contracts != 2)
    {
      tarot_json_set_error (error, file, NULL, "contracts", "two contracts (Solo, then the King called)");
      return FALSE;
    }
  if (json_object_has_member (by, "pauses") && !read_pauses (rules, ir, by, file, where, error))
    return FALSE;
  if (json_object_has_member (root, "declarations") &&
      !read_declaration_rules (variant, options, ir, error))
    return FALSE;
  if (json_object_has_member (root, "bargaining"))
    {
      if (!tarot_json_get_bool (root, "bargaining", file, NULL, &flag, error))
        return FALSE;
      /* the payments of a deal thrown in live in TarotOutcome.extra[] */
      if (flag && (!ir->pauses || n_players > 4 || ir->partnerships))
        {
          tarot_json_set_error (error, file, NULL, "bargaining",
                                "false, or pauses for three or four players each for himself");
          return FALSE;
        }
      ir->bargaining = (guint8) flag;
    }
  if (json_object_has_member (root, "fuora"))
    {
      if (!tarot_json_get_bool (root, "fuora", file, NULL, &flag, error))
        return FALSE;
      /* each for himself, against one target */
      if (flag && ir->bidding != BIDDING_NONE)
        {
          tarot_json_set_error (error, file, NULL, "fuora", "false in a game with bidding");
          return FALSE;
        }
      ir->fuora = (guint8) flag;
    }
  if (json_object_has_member (root, "lead_signals"))
    {
      if (!tarot_json_get_bool (root, "lead_signals", file, NULL, &flag, error))
        return FALSE;
      ir->lead_signals = (guint8) flag;
    }
  if (json_object_has_member (root, "annul_without_trumps"))
    {
      if (!tarot_json_get_bool (root, "annul_without_trumps", file, NULL, &flag, error))
        return FALSE;
      ir->annul_no_trumps = (guint8) flag;
    }

  if (cut == 1)
    cut_pack (rules);
  if (matto_value > 0)
    set_value (rules, TAROT_CARD_FOOL, (guint) matto_value);
  if (order == TRUMPS_NUMERIC)
    {
      /* the Lombard order: the Mondo is the top trump and the honour,
       * the Angelo an empty card */
      guint honour = rules->value[TRUMP_20];

      for (guint t = 1; t <= 21; t++)
        rules->rank[tarot_card_make_trump (t)] = (guint8) (32 + t);
      set_value (rules, TRUMP_20, rules->value[TRUMP_21]);
      set_value (rules, TRUMP_21, honour);
    }
  /* Bedretto: the XXI is worth 6 (T2) */
  if (xxi_value > 0)
    set_value (rules, TRUMP_21, (guint) xxi_value);
  if (values == 1)
    /* Ticino counts singly: the numerals and trumps 2–20 nothing (T1) */
    TAROT_CARD_SET_FOREACH (rules->pack, c)
      if ((c < 56 && tarot_card_face (c) <= TAROT_FACE_10) || (c > TRUMP_1 && c < TRUMP_21))
        set_value (rules, c, 0);
  if (ir->equal_low)
    /* 2–5 above the 1 and below the 6, equal among themselves */
    for (guint t = 2; t <= 5; t++)
      rules->rank[tarot_card_make_trump (t)] = rules->rank[tarot_card_make_trump (2)];

  if (rules->hand_size * n_players + rules->talon_size != rules->n_pack_cards)
    {
      g_autofree char *expected = g_strdup_printf ("hand × %u + talon = %u cards (the whole pack)",
                                                   n_players, rules->n_pack_cards);

      tarot_json_set_error (error, file, deal_where, NULL, expected);
      return FALSE;
    }

  if (!tarot_json_get_bool (by, "partnerships", file, where, &flag, error))
    return FALSE;
  ir->partnerships = (guint8) flag;
  if (ir->fuora && ir->partnerships)
    {
      tarot_json_set_error (error, file, where, "partnerships", "false with \"fuora\"");
      return FALSE;
    }
  if (ir->partnerships && n_players != 4)
    {
      tarot_json_set_error (error, file, where, "partnerships", "false unless four play");
      return FALSE;
    }
  if (!tarot_json_get_choice (by, "discard", file, where, discard_ids, &discard, error))
    return FALSE;
  ir->discard_rule = (guint8) discard;

  /* the counting: the option's choice names the scoring object */
  if ((scoring = tarot_json_get_object (by, "scoring", file, where, error)) == NULL)
    return FALSE;
  counting = tarot_variant_find_option (variant, "counting") != NULL
             ? tarot_variant_get_option (variant, options, "counting") : "default";
  method_where = g_strdup_printf ("%s.%s", scoring_where, counting);
  if ((method = tarot_json_get_object (scoring, counting, file, scoring_where, error)) == NULL ||
      !tarot_json_get_int (method, "set_size", file, method_where, 1, 4, &set_size, error) ||
      !tarot_json_get_bool (method, "matto_alone", file, method_where, &flag, error) ||
      !tarot_share_read_targets (method, file, method_where, ir->targets, error))
    return FALSE;
  ir->set_size = (guint8) set_size;
  ir->matto_alone = (guint8) flag;
  if (json_object_has_member (method, "odd_card") &&
      !tarot_json_get_choice (method, "odd_card", file, method_where, odd_card_ids, &odd, error))
    return FALSE;
  ir->odd_card = (guint8) odd;
  if (ir->odd_card == ODD_PINEROLO && !ir->partnerships)
    {
      tarot_json_set_error (error, file, method_where, "odd_card", "\"natural\" unless in partnerships");
      return FALSE;
    }

  /* the signals of every lead fit in ItalianState.signals */
  if (ir->lead_signals && rules->n_tricks * N_LEAD_SIGNALS > 64)
    {
      tarot_json_set_error (error, file, NULL, "lead_signals", "false with more than 21 tricks");
      return FALSE;
    }
  ir->holding_signals = read_bool_option (variant, options, "signals");
  ir->face_up_last = tarot_variant_find_option (variant, "dealing") != NULL &&
                     g_str_equal (tarot_variant_get_option (variant, options, "dealing"), "como");
  if (ir->face_up_last && (ir->pauses || ir->discard_rule == DISCARD_FACE_UP))
    {
      tarot_json_set_error (error, file, NULL, "options", "no \"como\" dealing with pauses or face-up cards");
      return FALSE;
    }
  ir->matto_exchange = read_bool_option (variant, options, "matto_exchange");
  ir->surrender = read_bool_option (variant, options, "surrender");

  /* onori: the Angelo (Piedmont) or the Mondo, the Bagatto, the Matto
   * and the four Kings */
  rules->honours = rules->kings;
  tarot_card_set_add (&rules->honours, order == TRUMPS_PACK ? TRUMP_20 : TRUMP_21);
  tarot_card_set_add (&rules->honours, TRUMP_1);
  tarot_card_set_add (&rules->honours, TAROT_CARD_FOOL);
  /* counting in sets of k is tarot_rules_count_points() in 1/k points:
   * each card k × its value less k − 1, so that the search's card
   * points (the solver's, for two sides) weigh a trick as the counting
   * does and not a trick of empty cards like a King.  The family's
   * own points (outcome, points_total, targets) are whole points,
   * counted by italian_count_pile(). */
  rules->count_by = ir->set_size;
  /* however the piles split, they hold at most one short set between
   * them (P2's footnote takes the second one away), so the pack
   * counts as one pile */
  rules->points_total = italian_count_pile (rules, rules->pack);
  if (ir->bidding != BIDDING_NONE)
    {
      /* the bidder's side needs targets[0]; the others win otherwise */
      if (ir->targets[0] + ir->targets[1] != (gint32) rules->points_total + 1)
        {
          g_autofree char *expected = g_strdup_printf ("targets that add up to %u (one more than the pack)",
                                                       rules->points_total + 1);

          tarot_json_set_error (error, file, scoring_where, counting, expected);
          return FALSE;
        }
    }
  else if ((guint32) (ir->targets[0] + ir->targets[1] * (ir->partnerships ? 1 : (gint32) n_players - 1)) !=
      rules->points_total)
    {
      g_autofree char *expected = g_strdup_printf ("targets that share the %u points of the pack",
                                                   rules->points_total);

      tarot_json_set_error (error, file, scoring_where, counting, expected);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* counting                                                            */

/* The card points of one pile: singly, or in sets of k where a short
 * set counts as a set (its values less one per card but one), the
 * Matto on its own where the game says so. */
guint32
italian_count_pile (const TarotRules *rules,
            TarotCardSet      pile)
{
  const ItalianRules *ir = IR (rules);
  guint32 sum = 0, matto = 0;
  guint n, k = ir->set_size;

  if (ir->matto_alone && tarot_card_set_contains (pile, TAROT_CARD_FOOL))
    {
      tarot_card_set_remove (&pile, TAROT_CARD_FOOL);
      matto = rules->value[TAROT_CARD_FOOL];
    }
  n = tarot_card_set_count (pile);
  TAROT_CARD_SET_FOREACH (pile, c)
    sum += rules->value[c];
  if (k <= 1)
    return sum + matto;
  return sum - (k - 1u) * (n / k) - (n % k > 0 ? n % k - 1u : 0u) + matto;
}

/* ------------------------------------------------------------------ */
/* seats and sides                                                     */

/* The team a seat plays for: partners sit opposite, so the parity of
 * the distance from the dealer; each for himself otherwise. */
static inline guint
team_of (const ItalianRules *ir,
         guint               n,
         guint               dealer,
         guint               seat)
{
  return ir->partnerships ? (seat + n - dealer) % 2 : seat;
}

static inline guint
n_teams (const ItalianRules *ir,
         guint               n)
{
  return ir->partnerships ? 2 : n;
}

/* A team's pile: its tricks, and the discard where it counts. */
static TarotCardSet
team_pile (const ItalianRules *ir,
           const TarotDeal    *deal,
           guint               team)
{
  const ItalianState *st = CST (deal);
  TarotCardSet pile = TAROT_CARD_SET_EMPTY;
  guint n = deal->n_players;

  for (guint s = 0; s < n; s++)
    if (team_of (ir, n, deal->dealer, s) == team)
      pile = tarot_card_set_union (pile, deal->won[s]);
  if (team_of (ir, n, deal->dealer, st->discard_seat) == team)
    pile = tarot_card_set_union (pile, deal->discard);
  return pile;
}

/* ------------------------------------------------------------------ */
/* the deal                                                            */

static gboolean
hand_without_trumps (const TarotRules *rules,
                     const TarotDeal  *deal)
{
  for (guint s = 0; s < deal->n_players; s++)
    {
      /* the dealer's hand with his last cards */
      TarotCardSet hand = s == deal->dealer ? tarot_card_set_union (deal->hands[s], deal->talon) : deal->hands[s];

      if (tarot_card_set_is_empty (tarot_card_set_intersect (hand, rules->trumps)) &&
          !tarot_card_set_contains (hand, TAROT_CARD_FOOL))
        return TRUE;
    }
  return FALSE;
}

static void
deal_cards (const TarotRules *rules,
            TarotDeal        *deal)
{
  TarotCard cards[TAROT_N_CARDS];
  guint n = deal->n_players, k = 0;

  memcpy (cards, rules->pack_cards, rules->n_pack_cards * sizeof cards[0]);
  tarot_shuffle_cards (&deal->rng, cards, rules->n_pack_cards);
  for (guint s = 0; s < n; s++)
    {
      deal->hands[s] = TAROT_CARD_SET_EMPTY;
      for (guint i = 0; i < rules->hand_size; i++)
        tarot_card_set_add (&deal->hands[s], cards[k++]);
    }
  /* the last cards, the dealer's */
  deal->talon = TAROT_CARD_SET_EMPTY;
  while (k < rules->n_pack_cards)
    tarot_card_set_add (&deal->talon, cards[k++]);
  /* Como: "each hand dealt whole, the last card of each (dealer
   * included) turned face up" (L1): the last card of each packet */
  deal->shown = TAROT_CARD_SET_EMPTY;
  if (IR (rules)->face_up_last)
    for (guint s = 0; s < n; s++)
      tarot_card_set_add (&deal->shown, s == deal->dealer ? cards[rules->n_pack_cards - 1u]
                                                          : cards[(s + 1u) * rules->hand_size - 1u]);
}

/* Deals the next round from the undealt cards in deal->talon, at
 * random from the deal's RNG (the same as from a shuffled pack); the
 * dealer's last round takes the extra cards. */
static void
deal_round (const TarotRules *rules,
            TarotDeal        *deal)
{
  const ItalianRules *ir = IR (rules);
  ItalianState *st = ST (deal);
  gboolean last = (st->round + 1u) * ir->round_size == rules->hand_size;

  for (guint i = 1; i <= deal->n_players; i++)
    {
      guint seat = (deal->dealer + i) % deal->n_players;
      guint k = ir->round_size + (last && seat == deal->dealer ? rules->talon_size : 0u);

      for (guint j = 0; j < k; j++)
        {
          TarotCard c = tarot_card_set_nth (deal->talon, tarot_rng_below (&deal->rng, tarot_card_set_count (deal->talon)));

          tarot_card_set_remove (&deal->talon, c);
          tarot_card_set_add (&deal->hands[seat], c);
        }
    }
  st->round++;
}

static void
start_discard (TarotDeal *deal)
{
  deal->phase = TAROT_PHASE_DISCARD;
  deal->to_move = deal->dealer;
}

/* Deals on to the next pause, or to the end and the discard. */
static void
deal_on (const TarotRules *rules,
         TarotDeal        *deal)
{
  const ItalianRules *ir = IR (rules);
  ItalianState *st = ST (deal);

  do
    deal_round (rules, deal);
  while (!(ir->pauses & (1u << (st->round - 1))) && st->round * ir->round_size < rules->hand_size);
  if (st->round * ir->round_size < rules->hand_size)
    {
      deal->phase = TAROT_PHASE_DEALING;
      deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
      st->passes = 0;
    }
  else
    start_discard (deal);
}

/* A deal that stops at pauses starts from the whole pack, undealt. */
static void
new_paused_deal (const TarotRules *rules,
                 TarotDeal        *deal)
{
  for (guint s = 0; s < deal->n_players; s++)
    deal->hands[s] = TAROT_CARD_SET_EMPTY;
  deal->talon = rules->pack;
  deal->n_auction = 0;
  ST (deal)->round = 0;
  deal_on (rules, deal);
}

static void
start_play (TarotDeal *deal)
{
  deal->phase = TAROT_PHASE_PLAY;
  deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
  deal->trick_leader[0] = deal->to_move;
  deal->trick_len = 0;
}

static void
start_auction (TarotDeal *deal)
{
  deal->phase = TAROT_PHASE_AUCTION;
  deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
}

static void
italian_setup (const TarotRules *rules,
               TarotDeal        *deal)
{
  const ItalianRules *ir = IR (rules);
  ItalianState *st = ST (deal);

  tarot_excuse_init (&st->matto);
  st->discard_seat = deal->dealer;
  deal_cards (rules, deal);
  /* Como: a hand with neither trumps nor the Matto annuls the deal and
   * the same dealer deals again (L1) */
  while (ir->annul_no_trumps && hand_without_trumps (rules, deal) && st->n_redeals < MAX_REDEALS)
    {
      st->n_redeals++;
      deal_cards (rules, deal);
    }
  st->asked_from = TAROT_NO_SEAT;
  st->given_card = TAROT_CARD_NONE;
  if (ir->pauses)
    {
      new_paused_deal (rules, deal);
      return;
    }
  if (ir->discard_rule == DISCARD_FACE_UP)
    {
      /* the dealer's last cards lie face up before him and count for
       * him; they are not in his hand (T1) */
      deal->discard = deal->talon;
      deal->shown = deal->talon;
    }
  else
    deal->hands[deal->dealer] = tarot_card_set_union (deal->hands[deal->dealer], deal->talon);
  deal->talon = TAROT_CARD_SET_EMPTY;
  if (ir->bidding == BIDDING_TICINO)
    start_auction (deal);
  else if (rules->talon_size == 0)
    start_play (deal);
  else
    start_discard (deal);
}

/* ------------------------------------------------------------------ */
/* legal actions                                                       */

/* @allowed if it holds enough cards for the discards still to make,
 * else what the rule would allow with a hand this unusual. */
static TarotCardSet
enough (TarotCardSet allowed,
        TarotCardSet fallback,
        guint        needed)
{
  return tarot_card_set_count (allowed) >= needed ? allowed : fallback;
}

static inline gboolean
ir_bidding (const TarotRules *rules)
{
  return IR (rules)->bidding != BIDDING_NONE;
}

static TarotCardSet
legal_discards (const TarotRules *rules,
                const TarotDeal  *deal)
{
  const ItalianRules *ir = IR (rules);
  TarotCardSet hand = deal->hands[deal->dealer];
  TarotCardSet trumps = tarot_card_set_intersect (hand, rules->trumps);
  TarotCardSet no_kings = tarot_card_set_minus (hand, rules->kings);
  TarotCardSet plain = tarot_card_set_minus (no_kings, rules->trumps);
  guint needed = rules->talon_size - tarot_card_set_count (deal->discard);
  TarotCardSet allowed;

  tarot_card_set_remove (&plain, TAROT_CARD_FOOL);
  switch (ir->discard_rule)
    {
    case DISCARD_COMO:
      {
        /* trumps (the Matto counts) only by one who holds exactly three
         * and lays away all three (L1 example 2) */
        TarotCardSet all = trumps;

        if (tarot_card_set_contains (hand, TAROT_CARD_FOOL))
          tarot_card_set_add (&all, TAROT_CARD_FOOL);
        if (!tarot_card_set_is_empty (tarot_card_set_intersect (deal->discard, rules->trumps)) ||
            tarot_card_set_contains (deal->discard, TAROT_CARD_FOOL))
          return all;
        if (tarot_card_set_is_empty (deal->discard) && tarot_card_set_count (all) == rules->talon_size)
          return tarot_card_set_union (plain, all);
        return enough (plain, no_kings, needed);
      }
    case DISCARD_ASTI:
      /* trumps only if forced, never the honours (P6) */
      if (tarot_card_set_count (plain) >= needed)
        return plain;
      allowed = tarot_card_set_union (plain, tarot_card_set_minus (trumps, rules->honours));
      return enough (allowed, no_kings, needed);
    case DISCARD_LOW:
      {
        /* numerals, Jacks and Cavaliers (T2) */
        TarotCardSet low = plain;

        for (int suit = 0; suit < TAROT_N_SUITS; suit++)
          tarot_card_set_remove (&low, tarot_card_make (suit, TAROT_FACE_QUEEN));
        return enough (low, enough (plain, no_kings, needed), needed);
      }
    case DISCARD_PIEDMONT:
    default:
      /* no Angelo, no Matto; the Bagatto only as the last trump (P1) */
      allowed = tarot_card_set_minus (no_kings, rules->honours);
      if (tarot_card_set_count (trumps) == 1 && tarot_card_set_contains (trumps, TRUMP_1))
        tarot_card_set_add (&allowed, TRUMP_1);
      return enough (allowed, no_kings, needed);
    }
}

/* The cards of the other players' hands. */
static TarotCardSet
others_hands (const TarotDeal *deal,
              guint            seat)
{
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  for (guint s = 0; s < deal->n_players; s++)
    if (s != seat)
      set = tarot_card_set_union (set, deal->hands[s]);
  return set;
}

/* The cards @seat may play.  No obligation to overtrump in any of these
 * games.  In Ticino the Matto follows a plain suit only when void in
 * it, and when it is led the others must trump; if they cannot, the
 * next card sets the suit (T1, Q2). */
static TarotCardSet
legal_plays (const TarotRules *rules,
             const TarotDeal  *deal,
             guint             seat)
{
  const TarotCard *trick = deal->tricks[deal->n_tricks];
  guint n = deal->trick_len;
  TarotCardSet hand = deal->hands[seat];
  TarotCardSet legal;
  int led;

  if (!IR (rules)->matto_void_only || n == 0)
    return tarot_legal_follow (rules, hand, trick, n, FALSE);
  if (trick[0] == TAROT_CARD_FOOL)
    {
      TarotCardSet trumps = tarot_card_set_intersect (hand, rules->trumps);

      if (!tarot_card_set_is_empty (trumps))
        return trumps;
    }
  legal = tarot_legal_follow (rules, hand, trick, n, FALSE);
  led = tarot_trick_led_suit (rules, trick, n);
  if (led >= 0 && led < TAROT_N_SUITS &&
      !tarot_card_set_is_empty (tarot_card_set_intersect (hand, rules->suit_sets[led])))
    tarot_card_set_remove (&legal, TAROT_CARD_FOOL);
  return legal;
}

/* Asti's Fuora (P8): in the third hand of the rubber, a player whose
 * balance in the rubber plus the points he has already secured in this
 * hand (his tricks, the dealer's discard, and 5 for an Angelo and 4 for
 * a Matto still in hand, not what the Angelo will capture) reaches 35
 * cannot lose and must declare "Fuora"; he does at his next turn. */
static gboolean
fuora_due (const TarotRules *rules,
           const TarotDeal  *deal,
           guint             seat)
{
  const ItalianRules *ir = IR (rules);
  TarotCardSet secured;

  if (!ir->fuora || rules->rubber.hand == 0 || rules->rubber.hand != rules->rubber.length ||
      (deal->announced[seat] & ANNOUNCED_FUORA))
    return FALSE;
  secured = deal->won[seat];
  if (CST (deal)->discard_seat == seat)
    secured = tarot_card_set_union (secured, deal->discard);
  if (tarot_card_set_contains (deal->hands[seat], TRUMP_20))
    tarot_card_set_add (&secured, TRUMP_20);
  if (tarot_card_set_contains (deal->hands[seat], TAROT_CARD_FOOL))
    tarot_card_set_add (&secured, TAROT_CARD_FOOL);
  return rules->rubber.totals[seat] + (gint32) italian_count_pile (rules, secured) >= ir->targets[0];
}

/* The cards of @cards that are highest (or lowest) with @led the suit
 * led (-1: leading): by strength in the trick, then value, then rank
 * in the suit; ties (Asti's equal trumps 2–5, Kings of two suits) all
 * count. */
static TarotCardSet
extreme_cards (const TarotRules *rules,
               TarotCardSet      cards,
               int               led,
               gboolean          highest)
{
  TarotCardSet chosen = TAROT_CARD_SET_EMPTY;
  guint best = highest ? 0 : G_MAXUINT;

  TAROT_CARD_SET_FOREACH (cards, c)
    {
      guint strength = led < 0 ? rules->rank[c] : tarot_rules_strength (rules, c, led);
      guint key = (strength << 12) | ((guint) rules->value[c] << 8) | rules->rank[c];

      if (highest ? key > best : key < best)
        {
          best = key;
          chosen = TAROT_CARD_SET_EMPTY;
        }
      if (key == best)
        tarot_card_set_add (&chosen, c);
    }
  return chosen;
}

/* How a player who is Fuora plays (P8): he leads his highest trump,
 * else one of his highest plain cards; following, his highest card if
 * it beats all the cards so far, else his lowest; the Matto he keeps
 * for the last trick. */
static TarotCardSet
fuora_plays (const TarotRules *rules,
             const TarotDeal  *deal,
             TarotCardSet      legal)
{
  const TarotCard *trick = deal->tricks[deal->n_tricks];
  guint n = deal->trick_len;
  TarotCardSet cards = legal, highest;
  TarotCard probe[TAROT_MAX_PLAYERS];
  int led;

  tarot_card_set_remove (&cards, TAROT_CARD_FOOL);
  if (tarot_card_set_is_empty (cards))
    return legal;
  led = tarot_trick_led_suit (rules, trick, n);
  if (n == 0 || led < 0)
    {
      /* leading, or after a Matto led */
      TarotCardSet trumps = tarot_card_set_intersect (cards, rules->trumps);

      return extreme_cards (rules, tarot_card_set_is_empty (trumps) ? cards : trumps, -1, TRUE);
    }
  highest = extreme_cards (rules, cards, led, TRUE);
  memcpy (probe, trick, n * sizeof probe[0]);
  probe[n] = (TarotCard) tarot_card_set_first (highest);
  if (tarot_trick_best (rules, probe, n + 1) == n)
    return highest;
  return extreme_cards (rules, cards, led, FALSE);
}

/* The card of @seat in trick @t. */
static inline TarotCard
card_of (const TarotDeal *deal,
         guint            t,
         guint            seat)
{
  return deal->tricks[t][(seat + deal->n_players - deal->trick_leader[t]) % deal->n_players];
}

/* Whether the tricks show that @seat will trump @suit: he has not
 * followed it, and has not failed to trump since he could not. */
static gboolean
shown_to_trump (const TarotRules *rules,
                const TarotDeal  *deal,
                guint             seat,
                int               suit)
{
  gboolean void_suit = FALSE;

  for (guint t = 0; t < deal->n_tricks; t++)
    {
      int led = tarot_trick_led_suit (rules, deal->tricks[t], deal->n_players);
      TarotCard c = card_of (deal, t, seat);

      if (c == TAROT_CARD_FOOL || led < 0)
        continue;
      if (tarot_card_is_trump (c))
        void_suit |= led == suit;
      else if (tarot_card_suit (c) != led)
        /* neither followed nor trumped: no trumps left */
        return FALSE;
    }
  return void_suit;
}

/* The compulsory signals of Asti for three that go with a lead (P8):
 * "leading from a plain suit of 4+ → the long-suit gesture; leading a
 * non-King of a suit whose King he holds → say so; leading a suit he
 * is sure the third player will trump → knock to warn the second
 * player" (sure: the tricks have shown the third player void in it and
 * still trumping).  Bits of ANNOUNCE_LONG_SUIT …, from @hand before
 * the lead. */
static guint
lead_signals (const TarotRules *rules,
              const TarotDeal  *deal,
              guint             seat,
              TarotCard         card)
{
  TarotCardSet suit_cards;
  guint bits = 0;
  int suit;

  if (card >= 56)
    return 0;
  suit = tarot_card_suit (card);
  suit_cards = tarot_card_set_intersect (deal->hands[seat], rules->suit_sets[suit]);
  if (tarot_card_set_count (suit_cards) >= 4)
    bits |= 1u << (ANNOUNCE_LONG_SUIT - ANNOUNCE_LONG_SUIT);
  if (tarot_card_face (card) != TAROT_FACE_KING &&
      tarot_card_set_contains (suit_cards, tarot_card_make (suit, TAROT_FACE_KING)))
    bits |= 1u << (ANNOUNCE_KING_HELD - ANNOUNCE_LONG_SUIT);
  if (deal->n_players >= 3 && shown_to_trump (rules, deal, (seat + 2) % deal->n_players, suit))
    bits |= 1u << (ANNOUNCE_KNOCK - ANNOUNCE_LONG_SUIT);
  return bits;
}

/* The lead signals of trick @t (P8). */
static inline guint
trick_signals (const ItalianState *st,
               guint               t)
{
  return (guint) (st->signals >> (N_LEAD_SIGNALS * t)) & ((1u << N_LEAD_SIGNALS) - 1);
}

/* The trump a holding signal names (P6): the Mondo, Sole, Luna,
 * Stelle, Torre; for the highest trump still out, the one that is. */
static TarotCard
holding_card (const TarotRules *rules,
              TarotCardSet      played,
              guint             announce)
{
  TarotCard top = TAROT_CARD_NONE;

  if (announce != ANNOUNCE_TOP_TRUMP)
    return tarot_card_make_trump (21 - (announce == ANNOUNCE_MONDO ? 0 : announce - ANNOUNCE_SOLE + 2));
  TAROT_CARD_SET_FOREACH (tarot_card_set_minus (rules->trumps, played), c)
    if (top == TAROT_CARD_NONE || rules->rank[c] > rules->rank[top])
      top = c;
  return top;
}

/* The optional signals of Asti for four (P6) a player may make, each
 * once a hand and only when true, at his turn after playing a trump or
 * his last card of a suit to the last trick: "I hold the highest
 * outstanding trump", "I hold the Mondo" (the Sole, the Luna, the
 * Stelle, the Torre). */
static void
holding_signal_actions (const TarotRules *rules,
                        const TarotDeal  *deal,
                        guint             seat,
                        TarotActionList  *list)
{
  TarotCard last;

  if (deal->n_tricks == 0)
    return;
  last = card_of (deal, deal->n_tricks - 1u, seat);
  if (last == TAROT_CARD_FOOL ||
      (!tarot_card_is_trump (last) &&
       !tarot_card_set_is_empty (tarot_card_set_intersect (deal->hands[seat],
                                                           rules->suit_sets[tarot_card_suit (last)]))))
    return;
  for (guint a = ANNOUNCE_TOP_TRUMP; a < ANNOUNCE_TOP_TRUMP + N_HOLDING_SIGNALS; a++)
    {
      TarotCard c = holding_card (rules, deal->played, a);

      if (!(deal->announced[seat] & ANNOUNCED_HOLDING (a)) && c != TAROT_CARD_NONE &&
          tarot_card_set_contains (deal->hands[seat], c))
        tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, a);
    }
}

/* The other optional signals of Asti for four (P6) that go with the
 * card @seat played to the last trick, bits of ANNOUNCE_LEAD_LENGTH …
 * not yet made for it: with a lead, "leading from length" (6+ trumps,
 * or 4+ of a plain suit at its first lead) and "only one other card of
 * this suit is still out" (by the cards he had seen); with a plain
 * card, "my last card of this suit", "I hold the top outstanding card
 * of this suit", "I hold the Queen of this suit"; following another's
 * lead, the request "do not lead this suit" (true by nature).  "Please
 * give me information" asks for explanations between people, and the
 * rows marked provisional are left out. */
static guint
card_signals (const TarotRules *rules,
              const TarotDeal  *deal,
              guint             seat)
{
  TarotCardSet suit_cards, held;
  TarotCard card;
  guint t, bits = 0;
  int suit;

  if (deal->n_tricks == 0)
    return 0;
  t = deal->n_tricks - 1u;
  card = card_of (deal, t, seat);
  if (card == TAROT_CARD_FOOL)
    return 0;
  suit = tarot_card_is_trump (card) ? -1 : tarot_card_suit (card);
  suit_cards = suit < 0 ? rules->trumps : rules->suit_sets[suit];
  held = tarot_card_set_intersect (deal->hands[seat], suit_cards);
  if (deal->trick_leader[t] == seat)
    {
      TarotCardSet out = tarot_card_set_minus (suit_cards, held);
      gboolean first = TRUE;

      /* what he had seen when he led: his hand and the earlier tricks */
      for (guint u = 0; u < t; u++)
        {
          for (guint i = 0; i < deal->n_players; i++)
            tarot_card_set_remove (&out, deal->tricks[u][i]);
          if (suit >= 0 && tarot_trick_led_suit (rules, deal->tricks[u], deal->n_players) == suit)
            first = FALSE;
        }
      tarot_card_set_remove (&out, card);
      if (tarot_card_set_count (held) + 1u >= (suit < 0 ? 6u : 4u) && first)
        bits |= 1u << (ANNOUNCE_LEAD_LENGTH - ANNOUNCE_LEAD_LENGTH);
      if (tarot_card_set_count (out) == 1)
        bits |= 1u << (ANNOUNCE_ONE_OUT - ANNOUNCE_LEAD_LENGTH);
    }
  else if (tarot_trick_led_suit (rules, deal->tricks[t], deal->n_players) >= 0)
    bits |= 1u << (ANNOUNCE_DONT_LEAD - ANNOUNCE_LEAD_LENGTH);
  if (suit >= 0)
    {
      TarotCard top = TAROT_CARD_NONE;

      if (tarot_card_set_is_empty (held))
        bits |= 1u << (ANNOUNCE_LAST_OF_SUIT - ANNOUNCE_LEAD_LENGTH);
      TAROT_CARD_SET_FOREACH (tarot_card_set_minus (suit_cards, deal->played), c)
        if (top == TAROT_CARD_NONE || rules->rank[c] > rules->rank[top])
          top = c;
      if (top != TAROT_CARD_NONE && tarot_card_set_contains (held, top))
        bits |= 1u << (ANNOUNCE_TOP_OF_SUIT - ANNOUNCE_LEAD_LENGTH);
      if (tarot_card_set_contains (held, tarot_card_make (suit, TAROT_FACE_QUEEN)))
        bits |= 1u << (ANNOUNCE_QUEEN_HELD - ANNOUNCE_LEAD_LENGTH);
    }
  return bits & ~(guint) CST (deal)->said[seat];
}

/* The King the dealer calls: one he lacks; holding all four, a Queen,
 * and so on (P7). */
static TarotCardSet
callable_kings (const TarotDeal *deal,
                guint            seat)
{
  TarotCardSet others = others_hands (deal, seat);

  for (int face = TAROT_FACE_KING; face >= TAROT_FACE_JACK; face--)
    {
      TarotCardSet set = TAROT_CARD_SET_EMPTY;

      for (int suit = 0; suit < TAROT_N_SUITS; suit++)
        if (tarot_card_set_contains (others, tarot_card_make (suit, face)))
          tarot_card_set_add (&set, tarot_card_make (suit, face));
      if (!tarot_card_set_is_empty (set))
        return set;
    }
  return others;
}

static guint
sum_of (const guint8 *amounts,
        guint         n)
{
  guint sum = 0;

  for (guint s = 0; s < n; s++)
    sum += amounts[s];
  return sum;
}

/* Whether what @seat would say leaves the offers and the demands on the
 * sides of each other they were: a bid may meet the other total but
 * not overshoot it (Q1, as the rules file recommends; a demand alike). */
static gboolean
bargain_keeps_side (const ItalianState *st,
                    guint               n,
                    guint               seat,
                    guint               ask,
                    guint               offer)
{
  gint asked = (gint) sum_of (st->asks, n) - st->asks[seat] + (gint) ask;
  gint offered = (gint) sum_of (st->offers, n) - st->offers[seat] + (gint) offer;
  gint before = (gint) sum_of (st->offers, n) - (gint) sum_of (st->asks, n);

  return before == 0 || (before > 0 ? offered >= asked : offered <= asked);
}

/* Pinerolo's bargaining (P3): pass, "Vedo", or "Chiedo n" / "Offero
 * n", only lowering a demand or raising an offer; one who has passed
 * may offer but not demand, and nobody both. */
static void
bargain_actions (const TarotDeal *deal,
                 TarotActionList *list)
{
  const ItalianState *st = CST (deal);
  guint seat = deal->to_move;
  guint n = deal->n_players;

  tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
  tarot_action_list_add (list, TAROT_ACTION_CONTINUE, seat, TAROT_CARD_NONE, 0);
  if (st->offers[seat] == 0 && !(st->passed & (1u << seat)))
    for (guint a = 1; a < (st->asks[seat] ? st->asks[seat] : MAX_BARGAIN + 1u); a++)
      if (bargain_keeps_side (st, n, seat, a, 0))
        tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, a);
  if (st->asks[seat] == 0)
    for (guint o = st->offers[seat] + 1u; o <= MAX_BARGAIN; o++)
      if (bargain_keeps_side (st, n, seat, 0, o))
        tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, OFFER_ARG (o));
}

static void
italian_legal_actions (const TarotRules *rules,
                       const TarotDeal  *deal,
                       TarotActionList  *list)
{
  guint seat = deal->to_move;

  switch (deal->phase)
    {
    case TAROT_PHASE_AUCTION:
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, 0);
      break;

    case TAROT_PHASE_DEALING:
      if (IR (rules)->bargaining)
        {
          bargain_actions (deal, list);
          break;
        }
      /* pass: content to throw the deal in; or ask to go on (L2) */
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      tarot_action_list_add (list, TAROT_ACTION_CONTINUE, seat, TAROT_CARD_NONE, 0);
      break;

    case TAROT_PHASE_CALL:
      if (deal->contract == CONTRACT_RE && IR (rules)->bidding == BIDDING_ASTI)
        {
          tarot_action_list_add_cards (list, TAROT_ACTION_CALL, seat, callable_kings (deal, seat));
          break;
        }
      if (IR (rules)->bidding == BIDDING_ASTI)
        {
          /* the Solo asks for a card he lacks, or asks for none */
          guint first = list->n;

          tarot_action_list_add (list, TAROT_ACTION_CALL, seat, TAROT_CARD_NONE, CALL_ALONE);
          first = list->n;
          tarot_action_list_add_cards (list, TAROT_ACTION_CALL, seat, others_hands (deal, seat));
          for (guint i = first; i < list->n; i++)
            list->actions[i].arg = CALL_ASK;
          break;
        }
      {
        /* a card of another hand, or of the dealer's face-up cards
         * when the bidder is not the dealer; one's own card means
         * playing alone; or alone, asking for a card of another hand */
        TarotCardSet others = others_hands (deal, seat);
        TarotCardSet callable = others;

        if (seat != deal->dealer)
          callable = tarot_card_set_union (callable, deal->discard);
        tarot_action_list_add_cards (list, TAROT_ACTION_CALL, seat, callable);
        tarot_action_list_add (list, TAROT_ACTION_CALL, seat, TAROT_CARD_NONE, CALL_ALONE);
        {
          guint first = list->n;

          tarot_action_list_add_cards (list, TAROT_ACTION_CALL, seat, others);
          for (guint i = first; i < list->n; i++)
            list->actions[i].arg = CALL_ASK;
        }
      }
      break;

    case TAROT_PHASE_DISCARD:
      if (deal->declarer != TAROT_NO_SEAT)
        {
          /* the card given back for the one asked for */
          TarotCardSet hand = deal->hands[seat];

          tarot_card_set_remove (&hand, deal->called_card);
          tarot_action_list_add_cards (list, TAROT_ACTION_DISCARD, seat, hand);
        }
      else
        tarot_action_list_add_cards (list, TAROT_ACTION_DISCARD, seat, legal_discards (rules, deal));
      break;

    case TAROT_PHASE_PLAY:
      if (fuora_due (rules, deal, seat))
        {
          tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, ANNOUNCE_FUORA);
          break;
        }
      {
        TarotCardSet legal = legal_plays (rules, deal, seat);

        if (deal->announced[seat] & ANNOUNCED_FUORA)
          legal = fuora_plays (rules, deal, legal);
        tarot_action_list_add_cards (list, TAROT_ACTION_PLAY, seat, legal);
        if (IR (rules)->holding_signals)
          {
            guint bits = card_signals (rules, deal, seat);

            holding_signal_actions (rules, deal, seat, list);
            for (guint b = 0; b < N_CARD_SIGNALS; b++)
              if (bits & (1u << b))
                tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, ANNOUNCE_LEAD_LENGTH + b);
          }
      }
      break;

    default:
      break;
    }
}

/* ------------------------------------------------------------------ */
/* apply                                                               */

static gboolean
team_won_trick (const ItalianRules *ir,
                const TarotDeal    *deal,
                guint               team)
{
  for (guint t = 0; t < deal->n_tricks; t++)
    if (team_of (ir, deal->n_players, deal->dealer, deal->trick_winner[t]) == team)
      return TRUE;
  return FALSE;
}

/* The end of the hand: the Matto's exchange, and Turin's surrender of
 * the Matto and the discard by a side that took no trick (P1, P2). */
static void
end_hand (const TarotRules *rules,
          TarotDeal        *deal)
{
  const ItalianRules *ir = IR (rules);
  ItalianState *st = ST (deal);
  guint n = deal->n_players;
  guint8 team[TAROT_MAX_PLAYERS];

  for (guint s = 0; s < n; s++)
    team[s] = (guint8) team_of (ir, n, deal->dealer, s);
  tarot_excuse_settle (rules, deal, &st->matto, team, ir->surrender, ir->matto_exchange);
  if (ir->surrender && !team_won_trick (ir, deal, team_of (ir, n, deal->dealer, deal->dealer)))
    st->discard_seat = deal->trick_winner[deal->n_tricks - 1];
  deal->phase = TAROT_PHASE_OVER;
  deal->end = TAROT_END_PLAYED;
  deal->to_move = TAROT_NO_SEAT;
}

/* With Asti's equal trumps 2–5 the last played of them beats the
 * earlier ones (P6 example 3; tarot_trick_best()); the Excuse stays
 * with its owner. */
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

/* Ticino: from the dealer's left each says "passo" or "chiamo"; the
 * first "chiamo" ends the auction, and if all pass the deal passes on
 * (T1).  Asti: the first to go Solo is Solo, the dealer last; if none
 * does, the dealer calls a King (P7). */
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
      deal->contract = action.arg;
      deal->phase = TAROT_PHASE_CALL;
      return;
    }
  if (next == (deal->dealer + 1u) % n && IR (rules)->bidding == BIDDING_ASTI)
    {
      deal->declarer = deal->dealer;
      deal->contract = CONTRACT_RE;
      deal->phase = TAROT_PHASE_CALL;
      deal->to_move = deal->dealer;
      return;
    }
  if (next == (deal->dealer + 1u) % n)
    {
      deal->phase = TAROT_PHASE_OVER;
      deal->end = TAROT_END_PASSED_OUT;
      deal->to_move = TAROT_NO_SEAT;
      return;
    }
  deal->to_move = (guint8) next;
}

/* The bidder calls a card: its holder is his secret partner, or the
 * dealer openly for one of his face-up cards; or he plays alone, maybe
 * asking for a card and giving one back face down (T1). */
static void
apply_call (TarotDeal   *deal,
            TarotAction  action)
{
  ItalianState *st = ST (deal);

  st->call_kind = action.arg;
  switch (action.arg)
    {
    case CALL_PARTNER:
      deal->called_card = action.card;
      deal->partner = tarot_card_set_contains (deal->discard, action.card) ? deal->dealer
                                                                            : tarot_deal_holder_of (deal, action.card);
      start_play (deal);
      break;
    case CALL_ASK:
      deal->called_card = action.card;
      st->asked_from = (guint8) tarot_deal_holder_of (deal, action.card);
      tarot_card_set_remove (&deal->hands[st->asked_from], action.card);
      tarot_card_set_add (&deal->hands[action.seat], action.card);
      deal->phase = TAROT_PHASE_DISCARD;
      break;
    case CALL_ALONE:
    default:
      start_play (deal);
      break;
    }
}

/* The best declarations of a hand's honours: Reale (the four Kings),
 * Mitigati (the three trump honours) and Onori (so many honours).
 * Where a card serves in one of them only (P4, P5) the disjoint set
 * worth most; in Lombardy (L2) each that the hand holds, but Onori not
 * beside the Mitigati di Re. */
static guint32
honour_declarations (const TarotRules *rules,
                     TarotCardSet      hand)
{
  const ItalianRules *ir = IR (rules);
  TarotCardSet trump_honours = tarot_card_set_minus (rules->honours, rules->kings);
  guint kings = tarot_card_set_count (tarot_card_set_intersect (hand, rules->kings));
  guint high = tarot_card_set_count (tarot_card_set_intersect (hand, trump_honours));
  guint reale = kings == 4;
  guint mitigati = high == 3;
  guint honours = tarot_card_set_count (tarot_card_set_intersect (hand, rules->honours));
  guint32 best = 0;
  gint32 best_value = -1;

  if (!ir->decl_exclusive)
    return (reale ? 1u << DECL_MITIGATI_RE : 0) | (mitigati ? 1u << DECL_MITIGATI_TAROCCHI : 0) |
           (!reale && honours >= ir->onori_min ? 1u << DECL_ONORI : 0);
  for (guint r = 0; r <= reale; r++)
    for (guint m = 0; m <= mitigati; m++)
      for (guint o = 0; o <= 1; o++)
        {
          guint left = honours - 4 * r - 3 * m;
          /* honours added (Q2): the trump honours to the Reale, the
           * Kings to the Mitigati, any beyond the fourth to the Onori */
          guint add_r = r && !m && !o && !mitigati ? high : 0, add_m = m && !r && !o && !reale ? kings : 0;
          guint add_o = o && left >= ir->onori_min ? left - ir->onori_min : 0;
          gint32 value = (gint32) r * (ir->decl_values[DECL_MITIGATI_RE] + ir->decl_extra[DECL_MITIGATI_RE] * (gint32) add_r) +
                         (gint32) m * (ir->decl_values[DECL_MITIGATI_TAROCCHI] +
                                       ir->decl_extra[DECL_MITIGATI_TAROCCHI] * (gint32) add_m) +
                         (gint32) o * (ir->decl_values[DECL_ONORI] + ir->decl_extra[DECL_ONORI] * (gint32) add_o);

          /* Reale and Onori do not go together (P4) */
          if (o && (left < ir->onori_min || r))
            continue;
          if (value > best_value)
            {
              best_value = value;
              best = (r ? 1u << DECL_MITIGATI_RE : 0) | (m ? 1u << DECL_MITIGATI_TAROCCHI : 0) |
                     (o ? 1u << DECL_ONORI : 0);
              /* the cards added, where they are worth more */
              if (ir->decl_extra[DECL_MITIGATI_RE])
                best |= add_r << DECL_LEVEL_SHIFT (DECL_MITIGATI_RE);
              if (ir->decl_extra[DECL_MITIGATI_TAROCCHI])
                best |= add_m << DECL_LEVEL_SHIFT (DECL_MITIGATI_TAROCCHI);
              if (ir->decl_extra[DECL_ONORI])
                best |= add_o << DECL_LEVEL_SHIFT (DECL_ONORI);
            }
        }
  return best;
}

/* What each hand declares before its first card, each other player
 * paying at once: everybody declares what he holds.  Tarocchi is shown:
 * as many trumps as it needs, the Matto first and then the lowest. */
static void
declare (const TarotRules *rules,
         TarotDeal        *deal)
{
  const ItalianRules *ir = IR (rules);

  for (guint s = 0; s < deal->n_players; s++)
    {
      TarotCardSet hand = deal->hands[s];
      TarotCardSet trumps = tarot_card_set_intersect (hand, rules->trumps);
      guint32 bits = honour_declarations (rules, hand);

      if (tarot_card_set_contains (hand, TAROT_CARD_FOOL))
        tarot_card_set_add (&trumps, TAROT_CARD_FOOL);
      if (tarot_card_set_count (trumps) >= ir->tarocchi_min)
        {
          TarotCardSet shown = TAROT_CARD_SET_EMPTY;

          bits |= 1u << DECL_TAROCCHI;
          if (ir->decl_extra[DECL_TAROCCHI])
            bits |= MIN (tarot_card_set_count (trumps) - ir->tarocchi_min, 15u) << DECL_LEVEL_SHIFT (DECL_TAROCCHI);
          if (tarot_card_set_contains (trumps, TAROT_CARD_FOOL))
            tarot_card_set_add (&shown, TAROT_CARD_FOOL);
          TAROT_CARD_SET_FOREACH (trumps, c)
            if (tarot_card_set_count (shown) < ir->tarocchi_min)
              tarot_card_set_add (&shown, c);
          deal->shown = tarot_card_set_union (deal->shown, shown);
        }
      deal->announced[s] = bits;
    }
}

/* At a pause each player from the dealer's right passes or asks to go
 * on; the first request deals the next round, and if all pass the same
 * dealer deals again (L2). */
static void
apply_pause (const TarotRules *rules,
             TarotDeal        *deal,
             TarotAction       action)
{
  ItalianState *st = ST (deal);

  if (deal->n_auction < TAROT_MAX_AUCTION)
    deal->auction[deal->n_auction++] = action;
  if (action.kind == TAROT_ACTION_CONTINUE)
    deal_on (rules, deal);
  else if (++st->passes < deal->n_players)
    deal->to_move = (guint8) ((action.seat + 1) % deal->n_players);
  else
    {
      if (st->n_redeals < G_MAXUINT8)
        st->n_redeals++;
      new_paused_deal (rules, deal);
    }
}

/* The end of a bargaining session: the deal goes on. */
static void
end_session (const TarotRules *rules,
             TarotDeal        *deal)
{
  ItalianState *st = ST (deal);

  memset (st->asks, 0, sizeof st->asks);
  memset (st->offers, 0, sizeof st->offers);
  st->passed = 0;
  deal_on (rules, deal);
}

/* Pinerolo's bargaining (P3): "Vedo" ends the session at once, and so
 * does a round of passes; when the offers meet the demands the hands
 * are thrown in and the agreed amounts paid. */
static void
apply_bargain (const TarotRules *rules,
               TarotDeal        *deal,
               TarotAction       action)
{
  ItalianState *st = ST (deal);
  guint n = deal->n_players;

  if (deal->n_auction < TAROT_MAX_AUCTION)
    deal->auction[deal->n_auction++] = action;
  switch (action.kind)
    {
    case TAROT_ACTION_CONTINUE:
      end_session (rules, deal);
      return;
    case TAROT_ACTION_BID:
      if (action.arg > MAX_BARGAIN)
        st->offers[action.seat] = (guint8) (action.arg - MAX_BARGAIN);
      else
        st->asks[action.seat] = action.arg;
      st->passes = 0;
      break;
    case TAROT_ACTION_PASS:
    default:
      st->passed |= (guint8) (1u << action.seat);
      if (++st->passes >= n)
        {
          end_session (rules, deal);
          return;
        }
      break;
    }
  if (sum_of (st->asks, n) > 0 && sum_of (st->asks, n) == sum_of (st->offers, n))
    {
      st->abandoned = TRUE;
      deal->phase = TAROT_PHASE_OVER;
      deal->end = TAROT_END_PLAYED;
      deal->to_move = TAROT_NO_SEAT;
      return;
    }
  deal->to_move = (guint8) ((action.seat + 1) % n);
}

static void
italian_apply (const TarotRules *rules,
               TarotDeal        *deal,
               TarotAction       action)
{
  const ItalianRules *ir = IR (rules);

  switch (deal->phase)
    {
    case TAROT_PHASE_AUCTION:
      apply_bid (rules, deal, action);
      break;

    case TAROT_PHASE_DEALING:
      if (ir->bargaining)
        apply_bargain (rules, deal, action);
      else
        apply_pause (rules, deal, action);
      break;

    case TAROT_PHASE_CALL:
      apply_call (deal, action);
      break;

    case TAROT_PHASE_DISCARD:
      if (deal->declarer != TAROT_NO_SEAT)
        {
          /* the card given back face down for the one asked for */
          ItalianState *st = ST (deal);

          tarot_card_set_remove (&deal->hands[action.seat], action.card);
          tarot_card_set_add (&deal->hands[st->asked_from], action.card);
          st->given_card = action.card;
          start_play (deal);
          break;
        }
      tarot_card_set_remove (&deal->hands[deal->dealer], action.card);
      tarot_card_set_add (&deal->discard, action.card);
      /* Asti: a trump laid away is shown (P6) */
      if (ir->discard_rule == DISCARD_ASTI && tarot_card_is_trump (action.card))
        tarot_card_set_add (&deal->shown, action.card);
      if (tarot_card_set_count (deal->discard) != rules->talon_size)
        break;
      /* Asti: "Chi va?" once the dealer has discarded (P7) */
      if (ir->bidding == BIDDING_ASTI)
        start_auction (deal);
      else
        {
          if (ir->declarations)
            declare (rules, deal);
          start_play (deal);
        }
      break;

    case TAROT_PHASE_PLAY:
      if (action.kind == TAROT_ACTION_ANNOUNCE)
        {
          /* Fuora or a signal, shown to the table; the same player plays on */
          if (action.arg >= ANNOUNCE_LEAD_LENGTH)
            {
              TarotCard last = card_of (deal, deal->n_tricks - 1u, action.seat);

              ST (deal)->said[action.seat] |= (guint8) (1u << (action.arg - ANNOUNCE_LEAD_LENGTH));
              /* what the deals sampled for the others keep (P6) */
              if (action.arg == ANNOUNCE_LAST_OF_SUIT)
                ST (deal)->told[action.seat] |= (guint8) (1u << tarot_card_suit (last));
              else if (action.arg == ANNOUNCE_QUEEN_HELD)
                ST (deal)->told[action.seat] |= (guint8) (16u << tarot_card_suit (last));
            }
          else
            deal->announced[action.seat] |= action.arg == ANNOUNCE_FUORA ? ANNOUNCED_FUORA
                                                                           : ANNOUNCED_HOLDING (action.arg);
          break;
        }
      ST (deal)->said[action.seat] = 0;
      if (deal->trick_len == 0 && ir->lead_signals)
        ST (deal)->signals |= (guint64) lead_signals (rules, deal, action.seat, action.card)
                              << (N_LEAD_SIGNALS * deal->n_tricks);
      if (tarot_deal_play_into_trick (deal, action.seat, action.card, &ST (deal)->matto))
        finish_trick (rules, deal);
      else
        deal->to_move = (guint8) ((action.seat + 1) % deal->n_players);
      break;

    default:
      break;
    }
}

/* ------------------------------------------------------------------ */
/* views and sampled deals                                             */

static gboolean
partner_has_played (const TarotDeal *deal)
{
  return deal->n_tricks > 0 ||
         (deal->phase == TAROT_PHASE_PLAY &&
          (deal->partner + deal->n_players - deal->trick_leader[0]) % deal->n_players < deal->trick_len);
}

static void
italian_make_view (const TarotRules *rules,
                   const TarotDeal  *deal,
                   guint             seat,
                   TarotPlayerView  *view)
{
  const ItalianState *st = CST (deal);

  if (seat == deal->dealer)
    {
      view->own_discard = deal->discard;
      view->unseen = tarot_card_set_minus (view->unseen, deal->discard);
    }
  if (IR (rules)->bidding == BIDDING_NONE)
    return;
  /* the partner shows himself with the called card, or at once when it
   * lies face up before the dealer; Asti's says so when he plays to the
   * first trick (P7) */
  if (deal->partner != TAROT_NO_SEAT &&
      (tarot_card_set_contains (deal->played, deal->called_card) ||
       tarot_card_set_contains (deal->discard, deal->called_card) ||
       (IR (rules)->bidding == BIDDING_ASTI && partner_has_played (deal))))
    view->partner = deal->partner;
  /* the card given back for an asked one is seen by those two only */
  if (seat != deal->declarer && seat != st->asked_from)
    ((ItalianState *) (gpointer) view->family_public.bytes)->given_card = TAROT_CARD_NONE;
}

/* What the rules declared for @seat (L2, P3–P5), the signals that
 * went with his leads (P8) and those he made with his last card (P6),
 * in the order they were made. */
static guint
italian_view_announcements (const TarotRules      *rules,
                            const TarotPlayerView *view,
                            guint                  seat,
                            guint8                *args,
                            guint                  max)
{
  const ItalianState *st = (const ItalianState *) (gconstpointer) view->family_public.bytes;
  guint n = 0;

  for (guint d = 0; d < N_DECLS && n < max; d++)
    if (view->announced[seat] & (1u << d))
      args[n++] = (guint8) (ANNOUNCE_DECL + d);
  if (IR (rules)->lead_signals)
    for (guint t = 0; t <= view->n_tricks && t < rules->n_tricks; t++)
      if (view->trick_leader[t] == seat && (t < view->n_tricks || view->trick_len > 0))
        for (guint b = 0; b < N_LEAD_SIGNALS && n < max; b++)
          if (trick_signals (st, t) & (1u << b))
            args[n++] = (guint8) (ANNOUNCE_LONG_SUIT + b);
  /* the optional signals made with his last card, until his next (P6) */
  for (guint b = 0; b < N_CARD_SIGNALS && n < max; b++)
    if (st->said[seat] & (1u << b))
      args[n++] = (guint8) (ANNOUNCE_LEAD_LENGTH + b);
  return n;
}

/* What the discard may not hold by the game's rule. */
static void
italian_sample_constraints (const TarotRules      *rules,
                            const TarotPlayerView *view,
                            TarotCardSet          *excluded)
{
  const ItalianRules *ir = IR (rules);
  const ItalianState *st = (const ItalianState *) (gconstpointer) view->family_public.bytes;
  TarotCardSet *discard = &excluded[view->n_players + 1];

  if (ir->bidding != BIDDING_NONE)
    {
      /* a card called for a partner is not the bidder's, and lies with
       * the partner once he has said so; an asked card
       * lies with the bidder, the card given back with the player asked
       * (when the view knows it) */
      if (st->call_kind == CALL_PARTNER && view->called_card != TAROT_CARD_NONE)
        for (guint l = 0; l < view->n_players + 2u; l++)
          if (l == view->declarer || (view->partner != TAROT_NO_SEAT && l != view->partner))
            tarot_card_set_add (&excluded[l], view->called_card);
      for (guint l = 0; l < view->n_players + 2u; l++)
        {
          if (st->call_kind == CALL_ASK && l != view->declarer && view->called_card != TAROT_CARD_NONE)
            tarot_card_set_add (&excluded[l], view->called_card);
          if (st->given_card != TAROT_CARD_NONE && l != st->asked_from)
            tarot_card_set_add (&excluded[l], st->given_card);
        }
    }
  /* a lead below the King says whether the leader held it (P8); a
   * holding signal where the card lies, until it is played (P6) */
  if (ir->lead_signals)
    for (guint t = 0; t <= view->n_tricks && t < rules->n_tricks; t++)
      {
        TarotCard led = view->tricks[t][0];
        TarotCard king;

        if ((t == view->n_tricks && view->trick_len == 0) || led >= 56 || tarot_card_face (led) == TAROT_FACE_KING)
          continue;
        king = tarot_card_make (tarot_card_suit (led), TAROT_FACE_KING);
        if (tarot_card_set_contains (view->played, king))
          continue;
        for (guint l = 0; l < view->n_players + 2u; l++)
          if ((l == view->trick_leader[t]) != !!(trick_signals (st, t) & (1u << (ANNOUNCE_KING_HELD - ANNOUNCE_LONG_SUIT))))
            tarot_card_set_add (&excluded[l], king);
      }
  if (ir->holding_signals)
    for (guint s = 0; s < view->n_players; s++)
      for (guint a = ANNOUNCE_MONDO; a < ANNOUNCE_TOP_TRUMP + N_HOLDING_SIGNALS; a++)
        {
          TarotCard c = holding_card (rules, view->played, a);

          if ((view->announced[s] & ANNOUNCED_HOLDING (a)) && !tarot_card_set_contains (view->played, c))
            for (guint l = 0; l < view->n_players + 2u; l++)
              if (l != s)
                tarot_card_set_add (&excluded[l], c);
        }
  /* "my last card of this suit": void since; "I hold the Queen": there
   * until played (P6) */
  for (guint s = 0; s < view->n_players; s++)
    for (int suit = 0; suit < TAROT_N_SUITS; suit++)
      {
        TarotCard queen = tarot_card_make (suit, TAROT_FACE_QUEEN);

        if (st->told[s] & (1u << suit))
          excluded[s] = tarot_card_set_union (excluded[s], tarot_card_set_minus (rules->suit_sets[suit], view->played));
        if ((st->told[s] & (16u << suit)) && !tarot_card_set_contains (view->played, queen))
          for (guint l = 0; l < view->n_players + 2u; l++)
            if (l != s)
              tarot_card_set_add (&excluded[l], queen);
      }
  if (ir->discard_rule == DISCARD_FACE_UP)
    return;
  *discard = tarot_card_set_union (*discard, rules->kings);
  switch (ir->discard_rule)
    {
    case DISCARD_ASTI:
      /* a trump laid away is shown: the unseen part holds none */
      *discard = tarot_card_set_union (*discard, rules->trumps);
      tarot_card_set_add (discard, TAROT_CARD_FOOL);
      *discard = tarot_card_set_minus (*discard, view->shown_in_discard);
      break;
    case DISCARD_PIEDMONT:
      tarot_card_set_add (discard, TRUMP_20);
      tarot_card_set_add (discard, TAROT_CARD_FOOL);
      break;
    case DISCARD_LOW:
      /* no Queen, trump or Matto (T2) */
      *discard = tarot_card_set_union (*discard, rules->trumps);
      tarot_card_set_add (discard, TAROT_CARD_FOOL);
      for (int suit = 0; suit < TAROT_N_SUITS; suit++)
        tarot_card_set_add (discard, tarot_card_make (suit, TAROT_FACE_QUEEN));
      break;
    case DISCARD_COMO:
    default:
      break;
    }
}

/* A secret partner is the holder of the called card. */
static void
italian_sample_state (const TarotRules      *rules,
                      const TarotPlayerView *view,
                      TarotDeal             *deal)
{
  if (IR (rules)->bidding == BIDDING_NONE || CST (deal)->call_kind != CALL_PARTNER ||
      deal->called_card == TAROT_CARD_NONE)
    return;
  if (view->partner != TAROT_NO_SEAT)
    deal->partner = view->partner;
  else if (tarot_card_set_contains (deal->discard, deal->called_card))
    deal->partner = deal->dealer;
  else
    deal->partner = (guint8) tarot_deal_holder_of (deal, deal->called_card);
}

/* ------------------------------------------------------------------ */
/* outcome and score                                                   */

static void
italian_outcome (const TarotRules *rules,
                 const TarotDeal  *deal,
                 TarotOutcome     *outcome)
{
  const ItalianRules *ir = IR (rules);
  const ItalianState *st = CST (deal);
  guint n = deal->n_players;
  guint32 team_points[TAROT_MAX_PLAYERS] = { 0 };
  guint odd[TAROT_MAX_PLAYERS] = { 0 };

  if (ir->bidding != BIDDING_NONE)
    {
      italian_called_outcome (rules, deal, outcome);
      return;
    }
  outcome->points_unit = 1;
  if (st->abandoned)
    {
      /* thrown in: the demands received, the offers paid (P3); no
       * card won, the pack left with the others as in a conceded hand */
      outcome->points[1] = rules->points_total;
      for (guint s = 0; s < n; s++)
        outcome->extra[s] = (gint32) st->asks[s] - (gint32) st->offers[s];
      outcome->extra[EXTRA_ABANDONED] = 1;
      outcome->extra[7] = st->n_redeals;
      return;
    }
  for (guint team = 0; team < n_teams (ir, n); team++)
    {
      TarotCardSet pile = team_pile (ir, deal, team);
      TarotCardSet counted = pile;

      if (ir->matto_alone)
        tarot_card_set_remove (&counted, TAROT_CARD_FOOL);
      team_points[team] = italian_count_pile (rules, pile);
      odd[team] = ir->set_size > 1 ? tarot_card_set_count (counted) % ir->set_size : 0;
      outcome->bouts[tarot_share_side_of (ir->partnerships, n, deal->dealer, team)] +=
        (guint8) tarot_card_set_count (tarot_card_set_intersect (pile, rules->honours));
    }
  if (ir->odd_card == ODD_PINEROLO && odd[0] == 1 && odd[1] == 1 && st->matto.winner != TAROT_NO_SEAT)
    /* both sides have one odd empty card: only the side that won the
     * Matto's trick counts it (P2 footnote) */
    team_points[1 - team_of (ir, n, deal->dealer, st->matto.winner)]--;
  tarot_share_outcome_fill (outcome, deal, ir->partnerships, team_points);
  outcome->extra[7] = st->n_redeals;
  for (guint s = 0; s < n; s++)
    for (guint d = 0; d < N_DECLS; d++)
      if (deal->announced[s] & (1u << d))
        tarot_outcome_add_bonus (outcome, d, s, outcome->side[s], TRUE, 1,
                                 (deal->announced[s] >> DECL_LEVEL_SHIFT (d)) & 15u);
  for (guint s = 0; s < n; s++)
    if (deal->announced[s] & ANNOUNCED_FUORA)
      tarot_outcome_add_bonus (outcome, BONUS_FUORA, s, outcome->side[s], TRUE, 1, 0);
}

/* the bargaining's ids (P3): "chiedo_5" is "Chiedo 5" at the table;
 * interned (sixty strings at most), allocated only the first time */
static const char *
bargain_id (guint arg)
{
  char id[16];

  g_snprintf (id, sizeof id, "%s_%u", arg > MAX_BARGAIN ? "offero" : "chiedo",
              arg > MAX_BARGAIN ? arg - MAX_BARGAIN : arg);
  return g_intern_string (id);
}

static const char *
italian_arg_to_string (const TarotRules *rules,
                       TarotActionKind   kind,
                       guint             arg)
{
  if (IR (rules)->bargaining && kind == TAROT_ACTION_BID && arg >= 1 && arg <= OFFER_ARG (MAX_BARGAIN))
    return bargain_id (arg);
  if (kind == TAROT_ACTION_BID && arg < rules->n_contracts)
    return rules->contract_ids[arg];
  if (kind == TAROT_ACTION_CALL && arg > CALL_PARTNER && arg < G_N_ELEMENTS (call_ids) - 1)
    return call_ids[arg];
  if (kind == TAROT_ACTION_ANNOUNCE && arg < N_ANNOUNCEMENTS)
    return arg >= ANNOUNCE_DECL && arg < ANNOUNCE_DECL + N_DECLS && IR (rules)->decl_piedmont
           ? piedmont_decl_ids[arg - ANNOUNCE_DECL] : announce_ids[arg];
  return NULL;
}

static gboolean
italian_arg_from_string (const TarotRules *rules,
                         TarotActionKind   kind,
                         const char       *str,
                         guint            *arg)
{
  if (IR (rules)->bargaining && kind == TAROT_ACTION_BID)
    {
      gboolean offer = g_str_has_prefix (str, "offero_");
      guint64 n;

      if ((!offer && !g_str_has_prefix (str, "chiedo_")) ||
          !g_ascii_string_to_unsigned (str + strlen ("chiedo_"), 10, 1, MAX_BARGAIN, &n, NULL))
        return FALSE;
      *arg = offer ? OFFER_ARG ((guint) n) : (guint) n;
      return TRUE;
    }
  if (kind == TAROT_ACTION_BID)
    return tarot_rules_find_contract (rules, str, arg);
  if (kind == TAROT_ACTION_ANNOUNCE)
    {
      for (guint i = 0; i < N_ANNOUNCEMENTS; i++)
        if (g_strcmp0 (str, italian_arg_to_string (rules, kind, i)) == 0)
          {
            *arg = i;
            return TRUE;
          }
      return FALSE;
    }
  if (kind != TAROT_ACTION_CALL)
    return FALSE;
  for (guint i = CALL_PARTNER + 1; call_ids[i] != NULL; i++)
    if (g_str_equal (str, call_ids[i]))
      {
        *arg = i;
        return TRUE;
      }
  return FALSE;
}

const TarotFamily tarot_family_italian = {
  .id = "italian",
  .build_rules = italian_build_rules,
  .setup = italian_setup,
  .legal_actions = italian_legal_actions,
  .apply = italian_apply,
  .outcome = italian_outcome,
  .score = italian_score,
  .make_view = italian_make_view,
  .view_announcements = italian_view_announcements,
  .outcome_from_json = italian_outcome_from_json,
  .outcome_to_json = italian_outcome_to_json,
  .outcome_describe = italian_outcome_describe,
  .arg_to_string = italian_arg_to_string,
  .arg_from_string = italian_arg_from_string,
  .sample_constraints = italian_sample_constraints,
  .sample_state = italian_sample_state,
};
