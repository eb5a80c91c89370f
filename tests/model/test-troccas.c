/* test-troccas.c — the Troccas family against rules/troccas.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-sample.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"
#include "tarot-test-italian-suits.h"

#define NARR      TAROT_CARD_FOOL

/* ------------------------------------------------------------------ */
/* helpers                                                             */

static TarotVariant *
load_variant (const char *id)
{
  g_autoptr(GError) error = NULL;
  TarotVariant *variant;

  tarot_family_register (&tarot_family_troccas);
  variant = tarot_variant_load (id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (variant);
  return variant;
}

/* @opts: option id, value, ..., NULL */
static void
build_rules (const char        *id,
             const char *const *opts,
             TarotRules        *rules)
{
  g_autoptr(TarotVariant) variant = load_variant (id);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; opts != NULL && opts[i] != NULL; i += 2)
    g_hash_table_insert (options, (gpointer) opts[i], (gpointer) opts[i + 1]);
  g_assert_true (tarot_variant_build_rules (variant, tarot_variant_get_min_players (variant),
                                            options, rules, &error));
  g_assert_no_error (error);
}

static TarotCardSet
empty_cards (const TarotRules *rules)
{
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  TAROT_CARD_SET_FOREACH (rules->pack, c)
    if (rules->value[c] == 1)
      tarot_card_set_add (&set, c);
  return set;
}

/* The first @n cards of @from, removed from it. */
static TarotCardSet
take (TarotCardSet *from,
      guint         n)
{
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  for (guint i = 0; i < n; i++)
    {
      TarotCard c = tarot_card_set_first (*from);

      g_assert_cmpuint (c, !=, TAROT_CARD_NONE);
      tarot_card_set_remove (from, c);
      tarot_card_set_add (&set, c);
    }
  return set;
}

static guint
value_sum (const TarotRules *rules,
           TarotCardSet      set)
{
  guint sum = 0;

  TAROT_CARD_SET_FOREACH (set, c)
    sum += rules->value[c];
  return sum;
}

/* Counting in sets of @k with standard values (§4.1): each full set
 * scores its values − (k − 1); a surplus of two cards is padded to a
 * full set and deducts 1. */
static guint
count_in_sets (const TarotRules *rules,
               TarotCardSet      pile,
               guint             k)
{
  guint n = tarot_card_set_count (pile);
  guint sum = value_sum (rules, pile);

  g_assert_true (n % k == 0 || (k == 4 && n % k == 2));
  return sum - (k - 1) * (n / k) - (n % k != 0 ? 1 : 0);
}

/* A deal in the play phase with crafted hands: seat 0 deals, seat 1
 * leads. */
static void
craft_play (const TarotRules *rules,
            TarotDeal        *deal)
{
  tarot_deal_setup (rules, deal, 0, 1);
  for (guint s = 0; s < TAROT_MAX_PLAYERS; s++)
    {
      deal->hands[s] = TAROT_CARD_SET_EMPTY;
      deal->won[s] = TAROT_CARD_SET_EMPTY;
    }
  deal->talon = TAROT_CARD_SET_EMPTY;
  deal->shown = TAROT_CARD_SET_EMPTY;
  deal->discard = tarot_test_cards (SW (PIP (2)), SW (PIP (3)), END);
  deal->phase = TAROT_PHASE_PLAY;
  deal->to_move = 1;
  deal->trick_leader[0] = 1;
}

static void
act (const TarotRules *rules,
     TarotDeal        *deal,
     TarotActionKind   kind,
     TarotCard         card,
     guint             arg)
{
  TarotAction action = { kind, deal->to_move, card, (guint8) arg };

  g_assert_true (tarot_deal_is_legal (rules, deal, action));
  tarot_deal_apply (rules, deal, action);
}

static TarotCardSet
legal_cards (const TarotRules *rules,
             const TarotDeal  *deal,
             TarotActionKind   kind)
{
  TarotActionList list;
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  tarot_deal_legal_actions (rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.actions[i].kind == kind)
      tarot_card_set_add (&set, list.actions[i].card);
  return set;
}

static guint
count_kind (const TarotRules *rules,
            const TarotDeal  *deal,
            TarotActionKind   kind)
{
  TarotActionList list;
  guint n = 0;

  tarot_deal_legal_actions (rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    n += list.actions[i].kind == kind;
  return n;
}

static TarotCardSet
trick_set (const TarotDeal *deal,
           guint            t)
{
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  for (guint i = 0; i < deal->n_players; i++)
    tarot_card_set_add (&set, deal->tricks[t][i]);
  return set;
}

static void
score_json (const TarotRules *rules,
            const char       *json,
            TarotScore       *score)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  TarotOutcome outcome;

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  g_assert_true (rules->family->outcome_from_json (rules, json_node_get_object (json_parser_get_root (parser)),
                                                   &outcome, &error));
  g_assert_no_error (error);
  tarot_rules_score (rules, &outcome, score, TRUE);
}

static void
assert_totals (const TarotScore *score,
               const gint32     *expected)
{
  for (guint s = 0; s < score->n_players; s++)
    g_assert_cmpint (score->totals[s], ==, expected[s]);
}

/* ------------------------------------------------------------------ */
/* variants                                                            */

static void
test_variants_load (void)
{
  static const struct { const char *id; guint n, hand, total; } forms[] = {
    { "troccas3", 3, 25, 78 },
    { "troccas4", 4, 19, 72 },
    { "troccas5", 5, 15, 127 },
    { "troccas6", 6, 13, 72 },
  };
  static const char *const single[] = { "counting", "single", NULL };
  TarotRules rules;

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autoptr(TarotVariant) variant = load_variant (forms[i].id);

      g_assert_cmpstr (tarot_variant_get_family_id (variant), ==, "troccas");
      g_assert_cmpstr (tarot_variant_get_term (variant, "fool", "rm"), ==, "il narr");
      g_assert_cmpstr (tarot_variant_get_term (variant, "trump_i", NULL), ==, "il bagat");
      g_assert_cmpstr (tarot_variant_get_term (variant, "discard", "rm"), ==, "scart");
      build_rules (forms[i].id, NULL, &rules);
      g_assert_cmpuint (rules.n_players, ==, forms[i].n);
      g_assert_cmpuint (rules.hand_size, ==, forms[i].hand);
      g_assert_cmpuint (rules.points_total, ==, forms[i].total);
      g_assert_cmpuint (rules.count_by, ==, 1);
      g_assert_cmpuint (tarot_card_set_count (rules.honours), ==, 7);
    }
  build_rules ("troccas3", single, &rules);
  g_assert_cmpuint (rules.points_total, ==, 127);

  /* original ranking: round suits inverted (§3) */
  g_assert_cmpuint (rules.rank[CU (PIP (1))], >, rules.rank[CU (PIP (10))]);
  g_assert_cmpuint (rules.rank[SW (PIP (10))], >, rules.rank[SW (PIP (1))]);
  g_assert_cmpuint (rules.rank[CU (J)], >, rules.rank[CU (PIP (1))]);
}

/* A broken family key is reported at load time with file and key. */
static void
test_variants_broken (void)
{
  static const struct { const char *path; const char *json; const char *key; } cases[] = {
    { "deal.rounds", "[6, 6, 6]", "by_players.4.deal.rounds" },
    { "scoring.sets.targets", "[36, 35]", "by_players.4.scoring.sets" },
    { "deal.pauses", "\"yes\"", "by_players.4.deal.pauses" },
    { "deal.two_rounds", "[9, 9]", "by_players.4.deal.two_rounds" },
    { "deal.dealer_sees_bottom_after", "7", "by_players.4.deal.dealer_sees_bottom_after" },
  };
  g_autofree char *src = NULL;
  g_autofree char *original = g_build_filename (g_getenv ("TRIUMPHS_DATA_DIR"), "variants",
                                                "troccas4.json", NULL);
  g_autofree char *dir = g_dir_make_tmp ("troccas-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "troccas-broken.json", NULL);

  tarot_family_register (&tarot_family_troccas);
  g_assert_true (g_file_get_contents (original, &src, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(JsonParser) value = json_parser_new ();
      g_autoptr(JsonGenerator) gen = json_generator_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotVariant) variant = NULL;
      g_auto(GStrv) parts = g_strsplit (cases[i].path, ".", -1);
      JsonObject *o;
      guint n = g_strv_length (parts);

      g_assert_true (json_parser_load_from_data (parser, src, -1, NULL));
      g_assert_true (json_parser_load_from_data (value, cases[i].json, -1, NULL));
      o = json_object_get_object_member (json_object_get_object_member (
            json_node_get_object (json_parser_get_root (parser)), "by_players"), "4");
      for (guint p = 0; p + 1 < n; p++)
        o = json_object_get_object_member (o, parts[p]);
      json_object_set_member (o, parts[n - 1], json_node_copy (json_parser_get_root (value)));
      json_object_set_string_member (json_node_get_object (json_parser_get_root (parser)), "id", "troccas-broken");
      json_generator_set_root (gen, json_parser_get_root (parser));
      g_assert_true (json_generator_to_file (gen, path, NULL));

      variant = tarot_variant_new_from_file (path, &error);
      g_assert_null (variant);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "troccas-broken.json"));
      g_assert_nonnull (strstr (error->message, cases[i].key));
    }
  g_unlink (path);
  g_rmdir (dir);
}

/* ------------------------------------------------------------------ */
/* worked examples (§12)                                               */

/* T1: the dealer's side has 11 tricks, XXI, I, two Kings, three
 * Queens, a Cavalier, two Jacks and the scart of two empties. */
static void
test_scoring_example_1 (void)
{
  TarotRules rules;
  TarotDeal deal;
  TarotOutcome outcome;
  TarotScore score, from_json;
  TarotCardSet empties, dealer_side, opponents, pile;
  static const gint32 expected[] = { 5, -5, 5, -5 };

  build_rules ("troccas4", NULL, &rules);
  tarot_deal_setup (&rules, &deal, 0, 1);
  empties = empty_cards (&rules);
  g_assert_cmpuint (tarot_card_set_count (empties), ==, 59);
  dealer_side = tarot_test_cards (T (21), T (1), SW (K), BA (K), SW (Q), BA (Q), CU (Q), SW (C), SW (J), BA (J), END);
  opponents = tarot_test_cards (NARR, CU (K), CO (K), CO (Q), BA (C), CU (C), CO (C), CU (J), CO (J), END);
  for (guint s = 0; s < 4; s++)
    deal.hands[s] = TAROT_CARD_SET_EMPTY;
  deal.talon = TAROT_CARD_SET_EMPTY;
  deal.won[0] = tarot_card_set_union (dealer_side, take (&empties, 34));
  deal.discard = take (&empties, 2);
  deal.won[1] = tarot_card_set_union (opponents, take (&empties, 23));
  for (guint t = 0; t < 19; t++)
    deal.trick_winner[t] = t < 11 ? 0 : 1;
  deal.n_tricks = 19;
  deal.phase = TAROT_PHASE_OVER;
  deal.end = TAROT_END_PLAYED;

  tarot_deal_outcome (&rules, &deal, &outcome);
  g_assert_cmpuint (outcome.points[0], ==, 41);
  g_assert_cmpuint (outcome.points[1], ==, 31);
  g_assert_cmpuint (outcome.tricks[0], ==, 11);
  g_assert_cmpuint (outcome.tricks[1], ==, 8);
  g_assert_cmpuint (outcome.side[0], ==, 0);
  g_assert_cmpuint (outcome.side[1], ==, 1);

  /* the fours method: 46 cards, values 75, 11 sets − 33, surplus pair − 1 */
  pile = tarot_card_set_union (deal.won[0], deal.discard);
  g_assert_cmpuint (tarot_card_set_count (pile), ==, 46);
  g_assert_cmpuint (value_sum (&rules, pile), ==, 75);
  g_assert_cmpuint (count_in_sets (&rules, pile, 4), ==, 41);
  g_assert_cmpuint (count_in_sets (&rules, deal.won[1], 4), ==, 31);

  tarot_rules_score (&rules, &outcome, &score, TRUE);
  g_assert_cmpuint (score.n_lines, ==, 1);
  assert_totals (&score, expected);
  g_assert_nonnull (strstr (score.lines[0].label, "41 − 36 = +5"));
  g_assert_nonnull (strstr (score.lines[0].label, "31 − 36 = -5"));

  /* tabletop: the same hand entered by hand gives the same lines */
  score_json (&rules, "{\"dealer\": 0, \"points\": [41, 31]}", &from_json);
  g_assert_cmpuint (from_json.n_lines, ==, score.n_lines);
  for (guint l = 0; l < score.n_lines; l++)
    {
      g_assert_cmpstr (from_json.lines[l].label, ==, score.lines[l].label);
      g_assert_cmpmem (from_json.lines[l].amounts, sizeof (gint32) * 4,
                       score.lines[l].amounts, sizeof (gint32) * 4);
    }
}

/* T2: four hands on the slate; side A (seats 0 and 2) at −10 after
 * three hands may ask for a two-round deal, not for a one-round deal. */
static void
test_scoring_example_2 (void)
{
  static const char *const two_rounds[] = { "deal_form", "two_rounds", NULL };
  /* side A's card points in hands 1..4, dealers 0, 1, 2, 3 */
  static const guint a_points[] = { 41, 33, 24, 40 };
  g_autoptr(TarotVariant) variant = load_variant ("troccas4");
  TarotRules rules, catch_up;
  TarotDeal deal;
  gint32 slate[4] = { 0 };
  gint32 deficit;

  build_rules ("troccas4", NULL, &rules);
  for (guint hand = 0; hand < 4; hand++)
    {
      g_autofree char *json = NULL;
      guint a = a_points[hand];
      TarotScore score;

      /* points are given dealer's side first */
      json = hand % 2 == 0 ? g_strdup_printf ("{\"dealer\": %u, \"points\": [%u, %u]}", hand, a, 72 - a)
                           : g_strdup_printf ("{\"dealer\": %u, \"points\": [%u, %u]}", hand, 72 - a, a);
      score_json (&rules, json, &score);
      for (guint s = 0; s < 4; s++)
        slate[s] += score.totals[s];

      if (hand == 2)
        {
          g_assert_cmpint (slate[0], ==, -10);
          deficit = slate[1] - slate[0];
          g_assert_cmpint (slate[0], ==, slate[2]);
          g_assert_cmpint (slate[0] + slate[1], ==, 0);
          /* 10 behind: at least the two-round threshold, not 18 */
          g_assert_cmpint (-slate[0], >=, tarot_variant_get_option_int (variant, NULL, "catch_up_two_rounds"));
          g_assert_cmpint (-slate[0], <, tarot_variant_get_option_int (variant, NULL, "catch_up_one_round"));
          g_assert_cmpint (deficit, ==, 20);
        }
    }
  g_assert_cmpint (slate[0], ==, -6);
  g_assert_cmpint (slate[2], ==, -6);
  g_assert_cmpint (slate[1], ==, 6);
  g_assert_cmpint (slate[3], ==, 6);

  /* the catch-up deal for hand 4: 9 each, then 10 (dealer 12) */
  build_rules ("troccas4", two_rounds, &catch_up);
  tarot_deal_setup (&catch_up, &deal, 3, 7);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (tarot_card_set_count (deal.hands[s]), ==, 9);
  act (&catch_up, &deal, TAROT_ACTION_CONTINUE, TAROT_CARD_NONE, 0);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (tarot_card_set_count (deal.hands[s]), ==, s == 3 ? 21 : 19);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
}

/* T3: calling for the Jack.  Seat 0 deals; P1..P4 are seats 1, 2, 3, 0. */
static void
craft_t3 (const TarotRules *rules,
          TarotDeal        *deal,
          TarotCard         p3_card)
{
  craft_play (rules, deal);
  deal->hands[1] = tarot_test_cards (CU (PIP (9)), SW (PIP (4)), END);
  deal->hands[2] = tarot_test_cards (CU (K), SW (PIP (5)), END);
  deal->hands[3] = tarot_test_cards (p3_card, CU (J), END);
  deal->hands[0] = tarot_test_cards (CU (PIP (10)), SW (PIP (6)), END);
  tarot_test_play (rules, deal, CU (PIP (9)));
  tarot_test_play (rules, deal, CU (K));
  tarot_test_play (rules, deal, p3_card);
  tarot_test_play (rules, deal, CU (PIP (10)));
}

static guint
trick_points (const TarotRules *rules,
              TarotCardSet      trick)
{
  return value_sum (rules, trick) - tarot_card_set_count (trick) + 1;
}

static void
test_play_example_3 (void)
{
  static const char *const both[] = { "jack_call", "buob_or_sche", NULL };
  TarotRules rules, rules_both;
  TarotDeal deal, sche;

  build_rules ("troccas4", NULL, &rules);
  craft_t3 (&rules, &deal, CU (PIP (5)));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_CALL);
  g_assert_cmpuint (deal.to_move, ==, 2);
  g_assert_cmpuint (deal.trick_winner[0], ==, 2);
  g_assert_cmpuint (count_kind (&rules, &deal, TAROT_ACTION_CALL), ==, 1);
  g_assert_cmpuint (trick_points (&rules, trick_set (&deal, 0)), ==, 5);
  act (&rules, &deal, TAROT_ACTION_CALL, CU (J), 0);
  g_assert_true (tarot_card_set_equal (trick_set (&deal, 0),
                                       tarot_test_cards (CU (K), CU (J), CU (PIP (9)), CU (PIP (10)), END)));
  g_assert_true (tarot_card_set_equal (deal.won[2], trick_set (&deal, 0)));
  g_assert_true (tarot_card_set_equal (deal.hands[3], tarot_test_cards (CU (PIP (5)), END)));
  g_assert_true (tarot_card_set_contains (deal.shown, CU (PIP (5))));
  g_assert_cmpuint (trick_points (&rules, deal.won[2]), ==, 6);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 2);

  /* P3 had played the Cavalier: under "buob" it comes back (7 → 6) */
  craft_t3 (&rules, &deal, CU (C));
  g_assert_cmpuint (trick_points (&rules, trick_set (&deal, 0)), ==, 7);
  act (&rules, &deal, TAROT_ACTION_CALL, CU (J), 0);
  g_assert_true (tarot_card_set_equal (deal.hands[3], tarot_test_cards (CU (C), END)));
  g_assert_cmpuint (trick_points (&rules, deal.won[2]), ==, 6);

  /* under "buob, sche" P3 names the Cavalier and nothing changes */
  build_rules ("troccas4", both, &rules_both);
  craft_t3 (&rules_both, &sche, CU (C));
  g_assert_cmpuint (count_kind (&rules_both, &sche, TAROT_ACTION_CALL), ==, 2);
  act (&rules_both, &sche, TAROT_ACTION_CALL, CU (J), 1);
  g_assert_true (tarot_card_set_equal (sche.hands[3], tarot_test_cards (CU (J), END)));
  g_assert_cmpuint (trick_points (&rules_both, sche.won[2]), ==, 7);
  /* ... while "buob, sche" after a numeral card does force the Jack */
  craft_t3 (&rules_both, &sche, CU (PIP (5)));
  act (&rules_both, &sche, TAROT_ACTION_CALL, CU (J), 1);
  g_assert_true (tarot_card_set_equal (sche.hands[3], tarot_test_cards (CU (PIP (5)), END)));
}

/* Option of Au and ND: the Jack's holder takes a numeral card even
 * after playing his Cavalier: the lowest in the trick (Q4). */
static void
test_play_jack_numeral_always (void)
{
  static const char *const always[] = { "jack_numeral_always", "true", NULL };
  TarotRules rules;
  TarotDeal deal;

  build_rules ("troccas4", always, &rules);
  craft_t3 (&rules, &deal, CU (C));
  act (&rules, &deal, TAROT_ACTION_CALL, CU (J), 0);
  /* in Cups the 10 is the lowest numeral card */
  g_assert_true (tarot_card_set_equal (deal.hands[3], tarot_test_cards (CU (PIP (10)), END)));
  g_assert_true (tarot_card_set_equal (trick_set (&deal, 0),
                                       tarot_test_cards (CU (K), CU (C), CU (J), CU (PIP (9)), END)));
}

/* A side that wins every trick also gets the Narr and the scart (§7,
 * §10.2): the opponents hold every trump but the Narr. */
static void
test_play_sweep (void)
{
  TarotRules rules;
  TarotDeal deal;
  TarotOutcome outcome;
  TarotScore score;
  TarotCardSet suits;
  static const gint32 expected[] = { -36, 36, -36, 36 };

  build_rules ("troccas4", NULL, &rules);
  suits = tarot_card_set_minus (rules.pack, tarot_card_set_union (tarot_card_set_trumps (), tarot_test_cards (NARR, END)));
  craft_play (&rules, &deal);
  deal.hands[1] = TAROT_CARD_SET_EMPTY;
  for (guint t = 3; t <= 21; t++)
    tarot_card_set_add (&deal.hands[1], T (t));
  deal.hands[3] = tarot_card_set_union (tarot_test_cards (T (1), T (2), END), take (&suits, 17));
  deal.hands[2] = tarot_card_set_union (tarot_test_cards (NARR, END), take (&suits, 18));
  deal.hands[0] = take (&suits, 19);
  deal.discard = take (&suits, 2);
  g_assert_true (tarot_card_set_is_empty (suits));

  while (!tarot_deal_is_over (&deal))
    {
      TarotCardSet legal;

      if (deal.phase == TAROT_PHASE_CALL)
        {
          act (&rules, &deal, TAROT_ACTION_PASS, TAROT_CARD_NONE, 0);
          continue;
        }
      legal = legal_cards (&rules, &deal, TAROT_ACTION_PLAY);
      /* the Narr goes in the fifth trick */
      if (deal.n_tricks == 4 && tarot_card_set_contains (legal, NARR))
        tarot_test_play (&rules, &deal, NARR);
      else
        {
          tarot_card_set_remove (&legal, NARR);
          tarot_test_play (&rules, &deal, tarot_card_set_first (legal));
        }
      if (deal.n_tricks == 5 && deal.trick_len == 0)
        {
          /* meanwhile the Narr lies with its side, owed to the winners */
          g_assert_true (tarot_card_set_contains (deal.won[2], NARR));
        }
    }
  for (guint t = 0; t < 19; t++)
    g_assert_cmpuint (deal.trick_winner[t], ==, 1);
  g_assert_true (tarot_card_set_contains (deal.won[1], NARR));

  tarot_deal_outcome (&rules, &deal, &outcome);
  g_assert_cmpuint (outcome.points[1], ==, 72);
  g_assert_cmpuint (outcome.points[0], ==, 0);
  tarot_rules_score (&rules, &outcome, &score, FALSE);
  assert_totals (&score, expected);
}

/* Knocking (§9, option): at the first trump lead the holder of the XXI
 * may knock; later whoever holds the highest trump still out. */
static void
test_play_knock (void)
{
  static const char *const knock[] = { "knock_signal", "true", NULL };
  TarotRules rules;
  TarotDeal deal;
  guint knock_arg;

  build_rules ("troccas4", knock, &rules);
  craft_play (&rules, &deal);
  deal.hands[1] = tarot_test_cards (T (5), T (6), END);
  deal.hands[2] = tarot_test_cards (T (7), T (20), END);
  deal.hands[3] = tarot_test_cards (T (21), T (2), END);
  deal.hands[0] = tarot_test_cards (SW (K), T (3), END);
  tarot_test_play (&rules, &deal, T (5));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_cmpuint (deal.to_move, ==, 3);
  g_assert_true (rules.family->arg_from_string (&rules, TAROT_ACTION_ANNOUNCE, "knock", &knock_arg));
  act (&rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_CARD_NONE, knock_arg);
  g_assert_cmpuint (deal.announced[3], !=, 0);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 2);
  tarot_test_play (&rules, &deal, T (7));
  tarot_test_play (&rules, &deal, T (21));
  tarot_test_play (&rules, &deal, T (3));
  /* seat 3 leads: the XX is now the highest trump out */
  tarot_test_play (&rules, &deal, T (2));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_cmpuint (deal.to_move, ==, 2);
  act (&rules, &deal, TAROT_ACTION_PASS, TAROT_CARD_NONE, 0);
  g_assert_cmpuint (deal.announced[2], ==, 0);
  g_assert_cmpuint (deal.to_move, ==, 0);

  /* off by default */
  build_rules ("troccas4", NULL, &rules);
  craft_play (&rules, &deal);
  deal.hands[1] = tarot_test_cards (T (5), END);
  deal.hands[3] = tarot_test_cards (T (21), END);
  tarot_test_play (&rules, &deal, T (5));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 2);
}

/* T4: troccas3, counting in threes and the AGM/BC counting. */
static void
test_scoring_example_4 (void)
{
  static const char *const single[] = { "counting", "single", NULL };
  static const gint32 threes[] = { 4, 2, -6 };
  static const gint32 singly[] = { 2, 2, -4 };
  TarotRules rules;
  TarotScore score;

  build_rules ("troccas3", NULL, &rules);
  score_json (&rules, "{\"dealer\": 0, \"points\": [30, 28, 20]}", &score);
  g_assert_cmpuint (score.n_lines, ==, 3);
  assert_totals (&score, threes);
  g_assert_nonnull (strstr (score.lines[0].label, "30 − 26 = +4"));

  build_rules ("troccas3", single, &rules);
  score_json (&rules, "{\"dealer\": 0, \"points\": [45, 44, 38]}", &score);
  assert_totals (&score, singly);
  g_assert_nonnull (strstr (score.lines[0].label, "45 − 43 = +2"));
  g_assert_nonnull (strstr (score.lines[1].label, "44 − 42 = +2"));
}

/* T5: troccas5, dealer − 27, the others − 25. */
static void
test_scoring_example_5 (void)
{
  static const gint32 expected[] = { 3, -1, 3, -5, 0 };
  TarotRules rules;
  TarotScore score;
  gint32 sum = 0;

  build_rules ("troccas5", NULL, &rules);
  score_json (&rules, "{\"dealer\": 0, \"points\": [30, 24, 28, 20, 25]}", &score);
  assert_totals (&score, expected);
  for (guint s = 0; s < 5; s++)
    sum += score.totals[s];
  g_assert_cmpint (sum, ==, 0);
}

/* T6: troccas6, team X 36 cards counting 31, team Y 42 cards (the
 * surplus pair counted as a full set) 41. */
static void
test_scoring_example_6 (void)
{
  static const gint32 expected[] = { -5, 5, -5, 5, -5, 5 };
  TarotRules rules;
  TarotDeal deal;
  TarotOutcome outcome;
  TarotScore score;
  TarotCardSet empties, x, y;

  build_rules ("troccas6", NULL, &rules);
  tarot_deal_setup (&rules, &deal, 0, 3);
  empties = empty_cards (&rules);
  x = tarot_test_cards (T (21), T (1), NARR, SW (K), BA (K), SW (J), BA (J), END);
  x = tarot_card_set_union (x, take (&empties, 36 - 7));
  y = tarot_card_set_minus (rules.pack, x);
  g_assert_cmpuint (tarot_card_set_count (y), ==, 42);
  for (guint s = 0; s < 6; s++)
    {
      deal.hands[s] = TAROT_CARD_SET_EMPTY;
      deal.won[s] = TAROT_CARD_SET_EMPTY;
    }
  deal.won[0] = x;
  deal.won[1] = y;
  for (guint t = 0; t < 13; t++)
    deal.trick_winner[t] = t < 6 ? 0 : 1;
  deal.n_tricks = 13;
  deal.phase = TAROT_PHASE_OVER;
  deal.end = TAROT_END_PLAYED;

  tarot_deal_outcome (&rules, &deal, &outcome);
  g_assert_cmpuint (outcome.points[0], ==, 31);
  g_assert_cmpuint (outcome.points[1], ==, 41);
  g_assert_cmpuint (count_in_sets (&rules, y, 4), ==, 41);
  tarot_rules_score (&rules, &outcome, &score, FALSE);
  assert_totals (&score, expected);
}

/* ------------------------------------------------------------------ */
/* the deal                                                            */

static void
test_deal_pauses (void)
{
  TarotRules rules;
  TarotDeal deal;
  TarotPlayerView view;
  TarotCard bottom = TAROT_CARD_NONE;

  build_rules ("troccas4", NULL, &rules);
  tarot_deal_setup (&rules, &deal, 2, 11);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (tarot_card_set_count (deal.hands[s]), ==, 6);
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 78 - 24);

  /* the dealer's right speaks first; he may not throw in */
  g_assert_cmpuint (deal.to_move, ==, 3);
  g_assert_cmpuint (count_kind (&rules, &deal, TAROT_ACTION_ABANDON), ==, 0);
  g_assert_cmpuint (count_kind (&rules, &deal, TAROT_ACTION_CONTINUE), ==, 1);
  g_assert_cmpuint (count_kind (&rules, &deal, TAROT_ACTION_ANNOUNCE), >, 20);

  /* the bottom card: seen by the others at the cut, by the dealer
   * after round 2 */
  tarot_deal_make_view (&rules, &deal, 3, &view);
  g_assert_cmpuint (tarot_card_set_count (view.shown), ==, 1);
  bottom = tarot_card_set_first (view.shown);
  g_assert_true (tarot_card_set_contains (deal.talon, bottom));
  g_assert_false (tarot_card_set_contains (view.unseen, bottom));
  tarot_deal_make_view (&rules, &deal, 2, &view);
  g_assert_true (tarot_card_set_is_empty (view.shown));

  /* "jeu mirel" at pause A: round 2 */
  act (&rules, &deal, TAROT_ACTION_CONTINUE, TAROT_CARD_NONE, 0);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[0]), ==, 12);
  g_assert_cmpuint (deal.to_move, ==, 3);
  tarot_deal_make_view (&rules, &deal, 2, &view);
  g_assert_true (tarot_card_set_contains (view.shown, bottom));

  /* pause B: information, information, "liber", the dealer throws in */
  act (&rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_CARD_NONE, 3);
  g_assert_cmpuint (deal.to_move, ==, 0);
  act (&rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_CARD_NONE, 0);
  g_assert_cmpuint (deal.to_move, ==, 1);
  g_assert_cmpuint (count_kind (&rules, &deal, TAROT_ACTION_ANNOUNCE), ==, 0);
  g_assert_cmpuint (count_kind (&rules, &deal, TAROT_ACTION_ABANDON), ==, 0);
  act (&rules, &deal, TAROT_ACTION_PASS, TAROT_CARD_NONE, 0);
  g_assert_cmpuint (deal.to_move, ==, 2);
  g_assert_cmpuint (deal.n_auction, ==, 4);
  act (&rules, &deal, TAROT_ACTION_ABANDON, TAROT_CARD_NONE, 0);

  /* redealt by the same dealer, from round 1, with a new cut */
  tarot_deal_make_view (&rules, &deal, 3, &view);
  bottom = tarot_card_set_first (view.shown);
  g_assert_cmpuint (deal.dealer, ==, 2);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (deal.n_auction, ==, 0);
  g_assert_cmpuint (deal.to_move, ==, 3);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (tarot_card_set_count (deal.hands[s]), ==, 6);

  /* the dealer may also choose to go on after "liber" */
  act (&rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_CARD_NONE, 1);
  act (&rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_CARD_NONE, 2);
  act (&rules, &deal, TAROT_ACTION_PASS, TAROT_CARD_NONE, 0);
  act (&rules, &deal, TAROT_ACTION_CONTINUE, TAROT_CARD_NONE, 0);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[3]), ==, 12);
  act (&rules, &deal, TAROT_ACTION_CONTINUE, TAROT_CARD_NONE, 0);

  /* round 3: 7 each, 9 to the dealer; the others' last cards face up */
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (tarot_card_set_count (deal.hands[s]), ==, s == 2 ? 21 : 19);
  g_assert_true (tarot_card_set_is_empty (deal.talon));
  g_assert_cmpuint (tarot_card_set_count (deal.shown), ==, 3);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (tarot_card_set_count (tarot_card_set_intersect (deal.shown, deal.hands[s])), ==,
                      s == 2 ? 0 : 1);
  g_assert_true (tarot_card_set_contains (deal.hands[2], bottom));
}

static void
test_deal_no_talk (void)
{
  static const char *const quiet[] = { "talk", "none", "deal_form", "one_round", NULL };
  TarotRules rules;
  TarotDeal deal;

  build_rules ("troccas4", quiet, &rules);
  tarot_deal_setup (&rules, &deal, 0, 5);
  /* a single round with a pause at the end only */
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (tarot_card_set_count (deal.hands[s]), ==, s == 0 ? 21 : 19);
  g_assert_cmpuint (count_kind (&rules, &deal, TAROT_ACTION_ANNOUNCE), ==, 0);
  g_assert_cmpuint (count_kind (&rules, &deal, TAROT_ACTION_PASS), ==, 1);
  act (&rules, &deal, TAROT_ACTION_PASS, TAROT_CARD_NONE, 0);
  act (&rules, &deal, TAROT_ACTION_CONTINUE, TAROT_CARD_NONE, 0);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.to_move, ==, 0);
}

/* A dealer without trumps may throw in even after the others said go. */
static void
test_deal_dealer_without_trumps (void)
{
  static const char *const one[] = { "deal_form", "one_round", NULL };
  TarotRules rules;
  TarotDeal deal;
  TarotCardSet trumps;

  build_rules ("troccas4", one, &rules);
  tarot_deal_setup (&rules, &deal, 0, 5);
  /* give the dealer's trumps to his right-hand neighbour for plain cards */
  trumps = tarot_card_set_intersect (deal.hands[0], rules.trumps);
  for (guint i = tarot_card_set_count (trumps); i > 0; i--)
    {
      TarotCard t = tarot_card_set_first (trumps);
      TarotCard plain = tarot_card_set_first (tarot_card_set_minus (deal.hands[1], rules.trumps));

      tarot_card_set_remove (&trumps, t);
      tarot_card_set_remove (&deal.hands[0], t);
      tarot_card_set_add (&deal.hands[1], t);
      tarot_card_set_remove (&deal.hands[1], plain);
      tarot_card_set_add (&deal.hands[0], plain);
    }
  g_assert_true (tarot_card_set_is_empty (tarot_card_set_intersect (deal.hands[0], rules.trumps)));
  act (&rules, &deal, TAROT_ACTION_CONTINUE, TAROT_CARD_NONE, 0);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (deal.to_move, ==, 0);
  g_assert_cmpuint (count_kind (&rules, &deal, TAROT_ACTION_ABANDON), ==, 1);
  act (&rules, &deal, TAROT_ACTION_ABANDON, TAROT_CARD_NONE, 0);
  /* the redeal keeps the abandoned deal's single round */
  g_assert_cmpuint (tarot_card_set_count (deal.hands[0]), ==, 21);
}

static void
test_deal_other_forms (void)
{
  static const struct { const char *id; guint hand; guint dealer_extra; guint face_up; } forms[] = {
    { "troccas3", 25, 3, 0 },
    { "troccas5", 15, 3, 0 },
    { "troccas6", 13, 0, 6 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      TarotRules rules;
      TarotDeal deal;

      build_rules (forms[i].id, NULL, &rules);
      tarot_deal_setup (&rules, &deal, 1, 9);
      /* no conversation and no abandoning */
      g_assert_cmpuint (deal.phase, ==, forms[i].dealer_extra ? TAROT_PHASE_DISCARD : TAROT_PHASE_PLAY);
      g_assert_cmpuint (count_kind (&rules, &deal, TAROT_ACTION_ABANDON), ==, 0);
      for (guint s = 0; s < rules.n_players; s++)
        g_assert_cmpuint (tarot_card_set_count (deal.hands[s]), ==,
                          forms[i].hand + (s == 1 ? forms[i].dealer_extra : 0));
      g_assert_cmpuint (tarot_card_set_count (deal.shown), ==, forms[i].face_up);
    }
}

/* ------------------------------------------------------------------ */
/* the scart (§7)                                                      */

static void
craft_discard (const TarotRules *rules,
               TarotDeal        *deal,
               TarotCardSet      hand)
{
  craft_play (rules, deal);
  deal->discard = TAROT_CARD_SET_EMPTY;
  deal->hands[0] = hand;
  deal->phase = TAROT_PHASE_DISCARD;
  deal->to_move = 0;
}

static void
test_discard_restrictions (void)
{
  static const char *const together[] = { "discard", "honours_together", NULL };
  static const char *const valleys[] = { "discard", "no_mund_narr", NULL };
  TarotCardSet hand = tarot_test_cards (T (21), T (1), NARR, SW (K), T (5), CU (PIP (3)), CO (PIP (4)), END);
  TarotCardSet plain = tarot_test_cards (T (5), CU (PIP (3)), CO (PIP (4)), END);
  TarotRules rules;
  TarotDeal deal;

  /* default: no honour, other trumps allowed */
  build_rules ("troccas4", NULL, &rules);
  craft_discard (&rules, &deal, hand);
  g_assert_true (tarot_card_set_equal (legal_cards (&rules, &deal, TAROT_ACTION_DISCARD), plain));
  act (&rules, &deal, TAROT_ACTION_DISCARD, T (5), 0);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  act (&rules, &deal, TAROT_ACTION_DISCARD, CU (PIP (3)), 0);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 1);
  g_assert_true (tarot_card_set_equal (deal.discard, tarot_test_cards (T (5), CU (PIP (3)), END)));

  /* honours only as a pair */
  build_rules ("troccas4", together, &rules);
  craft_discard (&rules, &deal, hand);
  g_assert_true (tarot_card_set_equal (legal_cards (&rules, &deal, TAROT_ACTION_DISCARD), hand));
  act (&rules, &deal, TAROT_ACTION_DISCARD, SW (K), 0);
  g_assert_true (tarot_card_set_equal (legal_cards (&rules, &deal, TAROT_ACTION_DISCARD),
                                       tarot_test_cards (T (21), T (1), NARR, END)));
  craft_discard (&rules, &deal, hand);
  act (&rules, &deal, TAROT_ACTION_DISCARD, CO (PIP (4)), 0);
  g_assert_true (tarot_card_set_equal (legal_cards (&rules, &deal, TAROT_ACTION_DISCARD),
                                       tarot_test_cards (T (5), CU (PIP (3)), END)));
  /* a single honour cannot make a pair */
  craft_discard (&rules, &deal, tarot_test_cards (T (21), T (5), CU (PIP (3)), END));
  g_assert_true (tarot_card_set_equal (legal_cards (&rules, &deal, TAROT_ACTION_DISCARD),
                                       tarot_test_cards (T (5), CU (PIP (3)), END)));

  /* lower valleys: Kings and the Bagat, never the Mund or the Narr */
  build_rules ("troccas4", valleys, &rules);
  craft_discard (&rules, &deal, hand);
  g_assert_true (tarot_card_set_equal (legal_cards (&rules, &deal, TAROT_ACTION_DISCARD),
                                       tarot_card_set_minus (hand, tarot_test_cards (T (21), NARR, END))));
}

/* ------------------------------------------------------------------ */
/* play rules (§10)                                                    */

static void
test_play_follow (void)
{
  TarotRules rules;
  TarotDeal deal;

  build_rules ("troccas4", NULL, &rules);

  /* follow suit; the Narr may always be played */
  craft_play (&rules, &deal);
  deal.hands[1] = tarot_test_cards (SW (PIP (5)), T (9), END);
  deal.hands[2] = tarot_test_cards (SW (K), T (3), CU (PIP (2)), NARR, END);
  tarot_test_play (&rules, &deal, SW (PIP (5)));
  g_assert_true (tarot_card_set_equal (legal_cards (&rules, &deal, TAROT_ACTION_PLAY),
                                       tarot_test_cards (SW (K), NARR, END)));

  /* void: trump, with no obligation to overtrump */
  craft_play (&rules, &deal);
  deal.hands[1] = tarot_test_cards (SW (PIP (5)), END);
  deal.hands[2] = tarot_test_cards (T (15), END);
  deal.hands[3] = tarot_test_cards (T (3), T (10), CU (PIP (2)), END);
  tarot_test_play (&rules, &deal, SW (PIP (5)));
  tarot_test_play (&rules, &deal, T (15));
  g_assert_true (tarot_card_set_equal (legal_cards (&rules, &deal, TAROT_ACTION_PLAY),
                                       tarot_test_cards (T (3), T (10), END)));

  /* void in the suit and in trumps: anything */
  craft_play (&rules, &deal);
  deal.hands[1] = tarot_test_cards (SW (PIP (5)), END);
  deal.hands[2] = tarot_test_cards (CU (PIP (2)), CO (K), END);
  tarot_test_play (&rules, &deal, SW (PIP (5)));
  g_assert_true (tarot_card_set_equal (legal_cards (&rules, &deal, TAROT_ACTION_PLAY), deal.hands[2]));

  /* a led Narr: the next card fixes the suit; the Narr never wins */
  craft_play (&rules, &deal);
  deal.hands[1] = tarot_test_cards (NARR, SW (PIP (7)), END);
  deal.hands[2] = tarot_test_cards (CU (PIP (2)), SW (K), T (4), END);
  deal.hands[3] = tarot_test_cards (CU (PIP (9)), T (20), END);
  deal.hands[0] = tarot_test_cards (CO (PIP (3)), END);
  tarot_test_play (&rules, &deal, NARR);
  g_assert_true (tarot_card_set_equal (legal_cards (&rules, &deal, TAROT_ACTION_PLAY), deal.hands[2]));
  tarot_test_play (&rules, &deal, CU (PIP (2)));
  g_assert_true (tarot_card_set_equal (legal_cards (&rules, &deal, TAROT_ACTION_PLAY),
                                       tarot_test_cards (CU (PIP (9)), END)));
  tarot_test_play (&rules, &deal, CU (PIP (9)));
  tarot_test_play (&rules, &deal, CO (PIP (3)));
  /* Cups 2 beats Cups 9: round suits run the other way */
  g_assert_cmpuint (deal.trick_winner[0], ==, 2);
  /* the Narr goes back to its side, which owes the winners a card */
  g_assert_true (tarot_card_set_contains (deal.won[1], NARR));
  g_assert_cmpuint (tarot_card_set_count (deal.won[2]), ==, 3);

  /* ... and is paid with an empty card from the first trick it wins */
  deal.hands[2] = tarot_test_cards (SW (PIP (4)), END);
  deal.hands[3] = tarot_test_cards (SW (PIP (3)), END);
  deal.hands[0] = tarot_test_cards (SW (PIP (6)), END);
  tarot_test_play (&rules, &deal, SW (PIP (4)));
  tarot_test_play (&rules, &deal, SW (PIP (3)));
  tarot_test_play (&rules, &deal, SW (PIP (6)));
  tarot_test_play (&rules, &deal, SW (PIP (7)));
  g_assert_cmpuint (deal.trick_winner[1], ==, 1);
  g_assert_cmpuint (tarot_card_set_count (deal.won[2]), ==, 4);
  g_assert_cmpuint (tarot_card_set_count (deal.won[1]), ==, 4);
  g_assert_true (tarot_card_set_contains (deal.won[1], NARR));
}

/* The call needs the first lead of the suit; "el dirma" and "il narr
 * stgisa mintga carta" leave the trick unchanged. */
static void
test_play_jack_call_limits (void)
{
  TarotRules rules;
  TarotDeal deal;
  TarotCardSet before;

  build_rules ("troccas4", NULL, &rules);

  /* the King in the second Cups trick: no call */
  craft_play (&rules, &deal);
  deal.discard = tarot_test_cards (CU (J), SW (PIP (2)), END);
  deal.hands[1] = tarot_test_cards (CU (PIP (9)), CU (PIP (8)), END);
  deal.hands[2] = tarot_test_cards (CU (PIP (2)), CU (K), END);
  deal.hands[3] = tarot_test_cards (CU (PIP (5)), CU (PIP (6)), END);
  deal.hands[0] = tarot_test_cards (CU (PIP (10)), CU (PIP (3)), END);
  tarot_test_play (&rules, &deal, CU (PIP (9)));
  tarot_test_play (&rules, &deal, CU (PIP (2)));
  tarot_test_play (&rules, &deal, CU (PIP (5)));
  tarot_test_play (&rules, &deal, CU (PIP (10)));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 2);
  tarot_test_play (&rules, &deal, CU (K));
  tarot_test_play (&rules, &deal, CU (PIP (6)));
  tarot_test_play (&rules, &deal, CU (PIP (3)));
  tarot_test_play (&rules, &deal, CU (PIP (8)));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);

  /* the Jack in the scart: "el dirma" */
  craft_play (&rules, &deal);
  deal.discard = tarot_test_cards (CU (J), SW (PIP (2)), END);
  deal.hands[1] = tarot_test_cards (CU (PIP (9)), SW (PIP (4)), END);
  deal.hands[2] = tarot_test_cards (CU (K), SW (PIP (5)), END);
  deal.hands[3] = tarot_test_cards (CU (PIP (5)), SW (PIP (7)), END);
  deal.hands[0] = tarot_test_cards (CU (PIP (10)), SW (PIP (6)), END);
  tarot_test_play (&rules, &deal, CU (PIP (9)));
  tarot_test_play (&rules, &deal, CU (K));
  tarot_test_play (&rules, &deal, CU (PIP (5)));
  tarot_test_play (&rules, &deal, CU (PIP (10)));
  before = deal.won[2];
  act (&rules, &deal, TAROT_ACTION_CALL, CU (J), 0);
  g_assert_true (tarot_card_set_equal (deal.won[2], before));
  g_assert_true (tarot_card_set_contains (deal.discard, CU (J)));

  /* the Jack's holder played the Narr */
  craft_play (&rules, &deal);
  deal.hands[1] = tarot_test_cards (CU (PIP (9)), SW (PIP (4)), END);
  deal.hands[2] = tarot_test_cards (CU (K), SW (PIP (5)), END);
  deal.hands[3] = tarot_test_cards (NARR, CU (J), END);
  deal.hands[0] = tarot_test_cards (CU (PIP (10)), SW (PIP (6)), END);
  tarot_test_play (&rules, &deal, CU (PIP (9)));
  tarot_test_play (&rules, &deal, CU (K));
  tarot_test_play (&rules, &deal, NARR);
  tarot_test_play (&rules, &deal, CU (PIP (10)));
  act (&rules, &deal, TAROT_ACTION_CALL, CU (J), 0);
  g_assert_true (tarot_card_set_equal (deal.hands[3], tarot_test_cards (CU (J), END)));
  g_assert_true (tarot_card_set_contains (deal.won[3], NARR));
}

/* Gives every card not yet placed to the hands (19 each in troccas4),
 * none of @void_suit to @void_seat, so that views of the crafted deal
 * can be sampled. */
static void
fill_hands (const TarotRules *rules,
            TarotDeal        *deal,
            guint             void_seat,
            int               void_suit)
{
  TarotCardSet rest = tarot_card_set_minus (rules->pack, deal->discard);

  for (guint s = 0; s < rules->n_players; s++)
    rest = tarot_card_set_minus (rest, deal->hands[s]);
  /* the void suit first, while the others have room for it */
  for (int pass = 0; pass < 2; pass++)
    {
      TarotCardSet these = pass == 0 ? tarot_card_set_intersect (rest, rules->suit_sets[void_suit])
                                     : tarot_card_set_minus (rest, rules->suit_sets[void_suit]);

      TAROT_CARD_SET_FOREACH (these, c)
        {
          guint to = TAROT_NO_SEAT;

          for (guint s = 0; s < rules->n_players; s++)
            if ((pass == 1 || s != void_seat) && tarot_card_set_count (deal->hands[s]) < rules->hand_size &&
                (to == TAROT_NO_SEAT ||
                 tarot_card_set_count (deal->hands[s]) < tarot_card_set_count (deal->hands[to])))
              to = s;
          g_assert_cmpuint (to, !=, TAROT_NO_SEAT);
          tarot_card_set_add (&deal->hands[to], c);
        }
    }
  for (guint s = 0; s < rules->n_players; s++)
    g_assert_cmpuint (tarot_card_set_count (deal->hands[s]), ==, rules->hand_size);
}

/* The legal list is exactly PASS and the CALL of @arg naming @card. */
static void
assert_call_choices (const TarotRules *rules,
                     const TarotDeal  *deal,
                     TarotCard         card,
                     guint             arg)
{
  TarotActionList list;
  TarotAction pass = { TAROT_ACTION_PASS, deal->to_move, TAROT_CARD_NONE, 0 };
  TarotAction call = { TAROT_ACTION_CALL, deal->to_move, card, (guint8) arg };

  tarot_deal_legal_actions (rules, deal, &list);
  g_assert_cmpuint (list.n, ==, 2);
  g_assert_true (tarot_deal_is_legal (rules, deal, pass));
  g_assert_true (tarot_deal_is_legal (rules, deal, call));
}

/* Sampled deals seen from @seat always put @card in one of @places
 * (seats, then n = talon, n + 1 = scart, as a bit mask). */
static void
assert_sampled_in (const TarotRules *rules,
                   const TarotDeal  *deal,
                   guint             seat,
                   TarotCard         card,
                   guint             places)
{
  TarotPlayerView view;
  TarotRng rng;

  tarot_deal_make_view (rules, deal, seat, &view);
  tarot_rng_init (&rng, 7);
  for (guint i = 0; i < 64; i++)
    {
      TarotDeal sample;
      guint where = 0;

      g_assert_true (tarot_deal_sample (rules, &view, &rng, &sample));
      for (guint s = 0; s < rules->n_players; s++)
        if (tarot_card_set_contains (sample.hands[s], card))
          where = 1u << s;
      if (tarot_card_set_contains (sample.discard, card))
        where = 1u << (rules->n_players + 1);
      g_assert_cmpuint (where & places, !=, 0);
    }
}

/* First trick of @suit: P1 (seat 1) leads its 9, P2 (seat 2) plays the
 * King holding the Jack, P3 the 5, P4 (P2's partner) the Queen; P2
 * wins. */
static void
craft_king_and_jack (const TarotRules *rules,
                     TarotDeal        *deal,
                     int               suit,
                     int               other)
{
  craft_play (rules, deal);
  deal->hands[1] = tarot_test_cards (tarot_card_make (suit, PIP (9)), tarot_card_make (other, PIP (4)), END);
  deal->hands[2] = tarot_test_cards (tarot_card_make (suit, K), tarot_card_make (suit, J), END);
  deal->hands[3] = tarot_test_cards (tarot_card_make (suit, PIP (5)), tarot_card_make (other, PIP (7)), END);
  deal->hands[0] = tarot_test_cards (tarot_card_make (suit, Q), tarot_card_make (other, PIP (6)), END);
  tarot_test_play (rules, deal, tarot_card_make (suit, PIP (9)));
  tarot_test_play (rules, deal, tarot_card_make (suit, K));
  tarot_test_play (rules, deal, tarot_card_make (suit, PIP (5)));
  tarot_test_play (rules, deal, tarot_card_make (suit, Q));
}

/* King and Jack together (§10.3 item 5, S001 5.1 ruling): the King's
 * player may add his Jack of his own accord and takes the lowest
 * numeral card another player put in. */
static void
test_play_king_and_jack (void)
{
  static const char *const off[] = { "king_and_jack", "false", NULL };
  TarotAction other = { TAROT_ACTION_CALL, 2, CU (PIP (5)), 2 };
  TarotRules rules;
  TarotDeal deal;

  build_rules ("troccas4", NULL, &rules);
  craft_king_and_jack (&rules, &deal, TAROT_SUIT_CUPS, TAROT_SUIT_SWORDS);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_CALL);
  g_assert_cmpuint (deal.to_move, ==, 2);
  /* numeral cards of the others only, not the Queen; of the 9 and the
   * 5 the lowest, in Cups (a round suit, ranked 10 up to 1) the 9 */
  assert_call_choices (&rules, &deal, CU (PIP (9)), 2);
  g_assert_false (tarot_deal_is_legal (&rules, &deal, other));
  act (&rules, &deal, TAROT_ACTION_CALL, CU (PIP (9)), 2);
  g_assert_true (tarot_card_set_equal (deal.hands[2], tarot_test_cards (CU (PIP (9)), END)));
  g_assert_true (tarot_card_set_equal (deal.won[2], tarot_test_cards (CU (K), CU (J), CU (PIP (5)), CU (Q), END)));
  g_assert_true (tarot_card_set_contains (deal.shown, CU (PIP (9))));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);

  /* in Swords (ranked 1 up to 10) the lowest is the 5 */
  craft_king_and_jack (&rules, &deal, TAROT_SUIT_SWORDS, TAROT_SUIT_CUPS);
  assert_call_choices (&rules, &deal, SW (PIP (5)), 2);

  /* switched off: the King's own side holds the Jack, so no call either */
  build_rules ("troccas4", off, &rules);
  craft_king_and_jack (&rules, &deal, TAROT_SUIT_CUPS, TAROT_SUIT_SWORDS);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
}

/* First Cups trick: P1 (seat 1) leads @p1, P2 (seat 2) plays the King
 * holding the Jack, P3 (seat 3) trumps and wins, P4 (seat 0, P2's
 * partner) plays @p4.  Full hands, so that views can be sampled. */
static void
craft_king_jack_lost (const TarotRules *rules,
                      TarotDeal        *deal,
                      TarotCard         p1,
                      TarotCard         p4)
{
  craft_play (rules, deal);
  deal->hands[1] = tarot_test_cards (p1, END);
  deal->hands[2] = tarot_test_cards (CU (K), CU (J), END);
  deal->hands[3] = tarot_test_cards (T (5), END);
  deal->hands[0] = tarot_test_cards (p4, END);
  fill_hands (rules, deal, 3, TAROT_SUIT_CUPS);
  tarot_test_play (rules, deal, p1);
  tarot_test_play (rules, deal, CU (K));
  tarot_test_play (rules, deal, T (5));
  tarot_test_play (rules, deal, p4);
  g_assert_cmpuint (deal->trick_winner[0], ==, 3);
}

/* §10.3 item 5 (S001 5.1 ruling): the King's player also holds the
 * Jack, the opponents win the trick and call for it: he must put the
 * Jack in and take the lowest numeral card another player put in. */
static void
test_play_king_and_jack_called (void)
{
  static const char *const both[] = { "jack_call", "buob_or_sche", NULL };
  TarotRules rules, rules_both;
  TarotDeal deal;

  build_rules ("troccas4", NULL, &rules);
  craft_king_jack_lost (&rules, &deal, CU (PIP (9)), CU (PIP (5)));
  /* first his own choice: keep the Jack (the winners are opponents) */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_CALL);
  g_assert_cmpuint (deal.to_move, ==, 2);
  assert_call_choices (&rules, &deal, CU (PIP (9)), 2);
  act (&rules, &deal, TAROT_ACTION_PASS, TAROT_CARD_NONE, 0);
  /* then the winner's: "buob" or nothing */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_CALL);
  g_assert_cmpuint (deal.to_move, ==, 3);
  assert_call_choices (&rules, &deal, CU (J), 0);
  /* the question told the table where the Jack is */
  assert_sampled_in (&rules, &deal, 3, CU (J), 1u << 2);
  assert_sampled_in (&rules, &deal, 1, CU (J), 1u << 2);
  /* K 5 + three empties: 5 points; with the Jack (2) for the 9: 6 */
  g_assert_cmpuint (trick_points (&rules, trick_set (&deal, 0)), ==, 5);
  act (&rules, &deal, TAROT_ACTION_CALL, CU (J), 0);
  g_assert_true (tarot_card_set_contains (deal.hands[2], CU (PIP (9))));
  g_assert_false (tarot_card_set_contains (deal.hands[2], CU (J)));
  g_assert_true (tarot_card_set_contains (deal.shown, CU (PIP (9))));
  g_assert_true (tarot_card_set_equal (trick_set (&deal, 0), tarot_test_cards (CU (K), CU (J), T (5), CU (PIP (5)), END)));
  g_assert_true (tarot_card_set_equal (deal.won[3], trick_set (&deal, 0)));
  g_assert_cmpuint (trick_points (&rules, deal.won[3]), ==, 6);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[2]), ==, 18);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 3);

  /* "buob, sche" reaches only a player who put in a numeral card: the
   * King's player keeps his Jack; plain "buob" still forces it */
  build_rules ("troccas4", both, &rules_both);
  craft_king_jack_lost (&rules_both, &deal, CU (PIP (9)), CU (PIP (5)));
  act (&rules_both, &deal, TAROT_ACTION_PASS, TAROT_CARD_NONE, 0);
  g_assert_cmpuint (count_kind (&rules_both, &deal, TAROT_ACTION_CALL), ==, 2);
  act (&rules_both, &deal, TAROT_ACTION_CALL, CU (J), 1);
  g_assert_true (tarot_card_set_contains (deal.hands[2], CU (J)));
  g_assert_cmpuint (trick_points (&rules_both, deal.won[3]), ==, 5);
  craft_king_jack_lost (&rules_both, &deal, CU (PIP (9)), CU (PIP (5)));
  act (&rules_both, &deal, TAROT_ACTION_PASS, TAROT_CARD_NONE, 0);
  act (&rules_both, &deal, TAROT_ACTION_CALL, CU (J), 0);
  g_assert_true (tarot_card_set_contains (deal.hands[2], CU (PIP (9))));
}

/* §10.3 item 5: with no numeral card of the suit from another player
 * in the trick, the King's player is not asked, and the call has no
 * effect; the table then knows the Jack is not with P1 or P4, whose
 * Cavalier and Queen it would have replaced. */
static void
test_play_king_and_jack_no_numeral (void)
{
  TarotRules rules;
  TarotDeal deal;
  TarotCardSet before;

  build_rules ("troccas4", NULL, &rules);
  craft_king_jack_lost (&rules, &deal, CU (C), CU (Q));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_CALL);
  g_assert_cmpuint (deal.to_move, ==, 3);
  assert_call_choices (&rules, &deal, CU (J), 0);
  before = deal.won[3];
  act (&rules, &deal, TAROT_ACTION_CALL, CU (J), 0);
  g_assert_true (tarot_card_set_equal (deal.won[3], before));
  g_assert_true (tarot_card_set_equal (trick_set (&deal, 0), tarot_test_cards (CU (C), CU (K), T (5), CU (Q), END)));
  g_assert_true (tarot_card_set_contains (deal.hands[2], CU (J)));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  /* P1 does not know the scart: the King's player or the scart */
  assert_sampled_in (&rules, &deal, 1, CU (J), 1u << 2 | 1u << 5);
}

/* ------------------------------------------------------------------ */
/* random hands                                                        */

typedef struct
{
  const char        *id;
  const char *const *options;
  guint              n_hands;
} RandomCase;

static const char *const opts_catch_up[] = {
  "deal_form", "two_rounds", "jack_call", "buob_or_sche", "jack_numeral_always", "true",
  "discard", "honours_together", "talk", "none", NULL
};
static const char *const opts_single_round[] = {
  "deal_form", "one_round", "discard", "no_mund_narr", "face_last_cards", "all",
  "knock_signal", "true", NULL
};
static const char *const opts_single[] = { "counting", "single", "jack_call", "buob", NULL };

/* Every card in exactly one place; face-up cards are still in a hand. */
static void
check_conservation (const TarotRules *rules,
                    const TarotDeal  *deal)
{
  g_autoptr(GError) error = NULL;
  TarotCardSet in_hands = TAROT_CARD_SET_EMPTY;

  g_assert_true (tarot_deal_check_cards (rules, deal, &error));
  g_assert_no_error (error);
  for (guint s = 0; s < deal->n_players; s++)
    in_hands = tarot_card_set_union (in_hands, deal->hands[s]);
  g_assert_true (tarot_card_set_is_empty (tarot_card_set_minus (deal->shown, in_hands)));
}

/* What the family's sampling constraints say @view proves is true of
 * the deal: no card lies in a place they exclude it from. */
static void
check_constraints (const TarotRules      *rules,
                   const TarotDeal       *deal,
                   const TarotPlayerView *view)
{
  TarotCardSet excluded[TAROT_MAX_PLAYERS + 2];
  guint n = rules->n_players;

  memset (excluded, 0, sizeof excluded);
  rules->family->sample_constraints (rules, view, excluded);
  for (guint s = 0; s < n; s++)
    g_assert_true (tarot_card_set_is_empty (tarot_card_set_intersect (deal->hands[s], excluded[s])));
  g_assert_true (tarot_card_set_is_empty (tarot_card_set_intersect (deal->talon, excluded[n])));
  g_assert_true (tarot_card_set_is_empty (tarot_card_set_intersect (deal->discard, excluded[n + 1])));
}

/* TRUE if @action calls for a Jack that the King's player holds
 * (§10.3 item 5). */
static gboolean
calls_king_players_jack (const TarotDeal *deal,
                         TarotAction      action)
{
  guint t = deal->n_tricks - 1;

  if (deal->phase != TAROT_PHASE_CALL || action.kind != TAROT_ACTION_CALL || action.seat != deal->trick_winner[t])
    return FALSE;
  for (guint i = 0; i < deal->n_players; i++)
    if (tarot_card_set_contains (deal->hands[(deal->trick_leader[t] + i) % deal->n_players], action.card))
      return tarot_card_face (deal->tricks[t][i]) == TAROT_FACE_KING && deal->tricks[t][i] < 56;
  return FALSE;
}

static guint
team (const TarotRules *rules,
      gboolean          partnerships,
      guint             dealer,
      guint             seat)
{
  return partnerships ? (seat + rules->n_players - dealer) % 2 : seat;
}

/* Checks the outcome's points against counting in sets with the
 * standard values (§4) or singly with the reduced scart. */
static void
check_counting (const TarotRules   *rules,
                const TarotDeal    *deal,
                const TarotOutcome *outcome,
                gboolean            partnerships,
                guint               set_size)
{
  guint n = rules->n_players;
  guint first = team (rules, partnerships, deal->dealer, deal->trick_winner[0]);
  guint scart_team = team (rules, partnerships, deal->dealer, deal->dealer);
  gboolean sweep = TRUE;

  for (guint t = 0; t < deal->n_tricks; t++)
    sweep &= team (rules, partnerships, deal->dealer, deal->trick_winner[t]) == first;
  if (sweep)
    scart_team = first;

  for (guint s = 0; s < n; s++)
    {
      TarotCardSet pile = TAROT_CARD_SET_EMPTY;
      guint points;

      for (guint p = 0; p < n; p++)
        if (team (rules, partnerships, deal->dealer, p) == team (rules, partnerships, deal->dealer, s))
          pile = tarot_card_set_union (pile, deal->won[p]);
      if (set_size == 0)
        points = value_sum (rules, pile) +
                 (team (rules, partnerships, deal->dealer, s) == scart_team
                  ? value_sum (rules, deal->discard) - tarot_card_set_count (deal->discard) : 0);
      else
        {
          if (team (rules, partnerships, deal->dealer, s) == scart_team)
            pile = tarot_card_set_union (pile, deal->discard);
          points = count_in_sets (rules, pile, set_size);
        }
      g_assert_cmpint (outcome->extra[s], ==, (gint32) points);
    }
}

static void
run_random_hands (gconstpointer data)
{
  const RandomCase *rc = data;
  g_autoptr(GArray) actions = g_array_sized_new (FALSE, FALSE, sizeof (TarotAction), 256);
  TarotRules rules;
  TarotRng rng;
  guint n_calls = 0, n_abandons = 0, n_exchanges = 0, n_knocks = 0, n_king_forced = 0;
  gboolean partnerships;
  guint set_size;

  build_rules (rc->id, rc->options, &rules);
  partnerships = rules.n_players % 2 == 0;
  set_size = rules.points_total == 127 ? 0 : (rules.n_players == 3 ? 3 : 4);
  tarot_rng_init (&rng, 42);

  for (guint h = 0; h < rc->n_hands; h++)
    {
      TarotDeal deal, replay;
      TarotOutcome outcome, parsed;
      TarotScore score, score_parsed;
      TarotPlayerView view;
      g_autoptr(JsonObject) json = NULL;
      g_autoptr(GError) error = NULL;
      guint dealer = h % rules.n_players;
      gint32 sum = 0;

      g_array_set_size (actions, 0);
      tarot_deal_setup (&rules, &deal, dealer, h + 1);
      check_conservation (&rules, &deal);
      while (!tarot_deal_is_over (&deal))
        {
          TarotAction a;
          TarotCardSet before = TAROT_CARD_SET_EMPTY;
          gboolean king_forced;

          tarot_deal_make_view (&rules, &deal, deal.to_move, &view);
          check_constraints (&rules, &deal, &view);
          g_assert_true (tarot_card_set_equal (view.hand, deal.hands[deal.to_move]));
          g_assert_true (tarot_card_set_is_empty (tarot_card_set_intersect (view.hand, view.unseen)));
          a = tarot_random_player_choose (&view, &rng);
          g_assert_cmpuint (a.seat, ==, deal.to_move);
          g_assert_true (tarot_deal_is_legal (&rules, &deal, a));
          if (deal.phase == TAROT_PHASE_CALL && deal.n_tricks > 0)
            before = deal.won[deal.trick_winner[deal.n_tricks - 1]];
          n_knocks += deal.phase == TAROT_PHASE_ANNOUNCE && a.kind == TAROT_ACTION_ANNOUNCE;
          king_forced = calls_king_players_jack (&deal, a);
          tarot_deal_apply (&rules, &deal, a);
          g_array_append_val (actions, a);
          check_conservation (&rules, &deal);
          n_calls += a.kind == TAROT_ACTION_CALL;
          n_abandons += a.kind == TAROT_ACTION_ABANDON;
          if (a.kind == TAROT_ACTION_CALL &&
              !tarot_card_set_equal (before, deal.won[deal.trick_winner[deal.n_tricks - 1]]))
            n_exchanges++;
          n_king_forced += king_forced && tarot_card_set_contains (deal.played, a.card);
          g_assert_cmpuint (actions->len, <, 4000);
        }

      g_assert_cmpuint (deal.n_tricks, ==, rules.n_tricks);
      for (guint s = 0; s < rules.n_players; s++)
        g_assert_true (tarot_card_set_is_empty (deal.hands[s]));
      g_assert_cmpuint (tarot_card_set_count (deal.discard), ==, rules.talon_size);
      if (rc->options == NULL)
        g_assert_true (tarot_card_set_is_empty (tarot_card_set_intersect (deal.discard, rules.honours)));

      tarot_deal_outcome (&rules, &deal, &outcome);
      g_assert_cmpuint (outcome.end, ==, TAROT_END_PLAYED);
      g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, rules.points_total);
      g_assert_cmpuint (outcome.tricks[0] + outcome.tricks[1], ==, rules.n_tricks);
      check_counting (&rules, &deal, &outcome, partnerships, set_size);

      tarot_rules_score (&rules, &outcome, &score, TRUE);
      g_assert_cmpuint (score.n_lines, ==, partnerships ? 1 : rules.n_players);
      for (guint s = 0; s < rules.n_players; s++)
        sum += score.totals[s];
      g_assert_cmpint (sum, ==, 0);
      /* the partnerships' single line is the totals: zero-sum as well */
      if (partnerships)
        g_assert_cmpmem (score.lines[0].amounts, sizeof (gint32) * rules.n_players,
                         score.totals, sizeof (gint32) * rules.n_players);

      /* the tabletop path gives the same score */
      json = rules.family->outcome_to_json (&rules, &outcome);
      g_assert_true (rules.family->outcome_from_json (&rules, json, &parsed, &error));
      g_assert_no_error (error);
      tarot_rules_score (&rules, &parsed, &score_parsed, TRUE);
      g_assert_cmpuint (score_parsed.n_lines, ==, score.n_lines);
      for (guint l = 0; l < score.n_lines; l++)
        {
          g_assert_cmpstr (score_parsed.lines[l].label, ==, score.lines[l].label);
          g_assert_cmpmem (score_parsed.lines[l].amounts, sizeof (gint32) * rules.n_players,
                           score.lines[l].amounts, sizeof (gint32) * rules.n_players);
        }

      /* seed + actions reproduce the hand */
      tarot_deal_setup (&rules, &replay, dealer, h + 1);
      for (guint i = 0; i < actions->len; i++)
        {
          TarotAction a = g_array_index (actions, TarotAction, i);

          g_assert_true (tarot_deal_is_legal (&rules, &replay, a));
          tarot_deal_apply (&rules, &replay, a);
        }
      g_assert_cmpmem (&replay, sizeof replay, &deal, sizeof deal);
    }

  /* the special rules were exercised */
  g_test_message ("%s: %u calls (%u changed a trick, %u from the King's player), %u deals thrown in, %u knocks",
                  rc->id, n_calls, n_exchanges, n_king_forced, n_abandons, n_knocks);
  g_assert_cmpuint (n_knocks > 0, ==, rc->options == opts_single_round);
  if (rules.n_players != 3 || rc->options != NULL)
    g_assert_cmpuint (n_exchanges, >, 0);
  if (rules.n_players != 3 && rc->options == NULL)
    g_assert_cmpuint (n_king_forced, >, 0);
  if (rules.n_players == 4 && rc->options == NULL)
    g_assert_cmpuint (n_abandons, >, 0);
}

/* ------------------------------------------------------------------ */
/* JSON                                                                */

static void
test_json_errors (void)
{
  static const char *const bad[] = {
    "{\"dealer\": 0, \"points\": [41, 30]}",
    "{\"dealer\": 0, \"points\": [41]}",
    "{\"dealer\": 4, \"points\": [41, 31]}",
    "{\"dealer\": 0, \"points\": [41, 31], \"deal_form\": \"three\"}",
  };
  static const char *const keys[] = { "points", "points", "dealer", "deal_form" };
  TarotRules rules;

  build_rules ("troccas4", NULL, &rules);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      TarotOutcome outcome;

      g_assert_true (json_parser_load_from_data (parser, bad[i], -1, NULL));
      g_assert_false (rules.family->outcome_from_json (&rules, json_node_get_object (json_parser_get_root (parser)),
                                                       &outcome, &error));
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, keys[i]));
    }
}

static void
test_json_args (void)
{
  TarotRules rules;
  guint arg;

  build_rules ("troccas4", NULL, &rules);
  static const TarotActionKind kinds[] = { TAROT_ACTION_ANNOUNCE, TAROT_ACTION_CALL };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (guint i = 0;; i++)
      {
        const char *s = rules.family->arg_to_string (&rules, kinds[k], i);

        if (s == NULL)
          {
            g_assert_cmpuint (i, >, 2);
            break;
          }
        g_assert_true (rules.family->arg_from_string (&rules, kinds[k], s, &arg));
        g_assert_cmpuint (arg, ==, i);
      }
  g_assert_cmpstr (rules.family->arg_to_string (&rules, TAROT_ACTION_CALL, 0), ==, "buob");
  g_assert_cmpstr (rules.family->arg_to_string (&rules, TAROT_ACTION_ANNOUNCE, 4), ==, "il_narr_blut");
  g_assert_false (rules.family->arg_from_string (&rules, TAROT_ACTION_CALL, "garde", &arg));
  g_assert_null (rules.family->arg_to_string (&rules, TAROT_ACTION_PLAY, 0));
}

int
main (int   argc,
      char *argv[])
{
  static const RandomCase cases[] = {
    { "troccas4", NULL, 2000 },
    { "troccas4", opts_catch_up, 500 },
    { "troccas4", opts_single_round, 500 },
    { "troccas3", NULL, 1500 },
    { "troccas3", opts_single, 1500 },
    { "troccas5", NULL, 2500 },
    { "troccas6", NULL, 2500 },
  };

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/troccas/variants/load", test_variants_load);
  g_test_add_func ("/troccas/variants/broken", test_variants_broken);
  g_test_add_func ("/troccas/scoring/example-1", test_scoring_example_1);
  g_test_add_func ("/troccas/scoring/example-2", test_scoring_example_2);
  g_test_add_func ("/troccas/play/example-3", test_play_example_3);
  g_test_add_func ("/troccas/scoring/example-4", test_scoring_example_4);
  g_test_add_func ("/troccas/scoring/example-5", test_scoring_example_5);
  g_test_add_func ("/troccas/scoring/example-6", test_scoring_example_6);
  g_test_add_func ("/troccas/deal/pauses", test_deal_pauses);
  g_test_add_func ("/troccas/deal/no-talk", test_deal_no_talk);
  g_test_add_func ("/troccas/deal/dealer-without-trumps", test_deal_dealer_without_trumps);
  g_test_add_func ("/troccas/deal/other-forms", test_deal_other_forms);
  g_test_add_func ("/troccas/discard/restrictions", test_discard_restrictions);
  g_test_add_func ("/troccas/play/follow", test_play_follow);
  g_test_add_func ("/troccas/play/jack-call-limits", test_play_jack_call_limits);
  g_test_add_func ("/troccas/play/king-and-jack", test_play_king_and_jack);
  g_test_add_func ("/troccas/play/king-and-jack-called", test_play_king_and_jack_called);
  g_test_add_func ("/troccas/play/king-and-jack-no-numeral", test_play_king_and_jack_no_numeral);
  g_test_add_func ("/troccas/play/jack-numeral-always", test_play_jack_numeral_always);
  g_test_add_func ("/troccas/play/sweep", test_play_sweep);
  g_test_add_func ("/troccas/play/knock", test_play_knock);
  g_test_add_func ("/troccas/json/errors", test_json_errors);
  g_test_add_func ("/troccas/json/args", test_json_args);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/troccas/random/%s-%u", cases[i].id, i);

      g_test_add_data_func (path, &cases[i], run_random_hands);
    }

  return g_test_run ();
}
