/* test-sicilian.c — the common Sicilian rules and the `sicilian` family against
 * rules/italian-living-games.md, Sicily
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test cites the part of the rules file it checks: "Common Sicilian rules"
 * (values, counting in threes, the Fuggitivo, the discard) and the games S1–S7.
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-random-player.h"
#include "model/families/tarot-sicilian-common.h"
#include "model/families/tarot-sicilian-private.h"
#include "model/tarot-data.h"
#include "model/tarot-error.h"
#include "model/tarot-sample.h"
#include "model/tarot-table-session.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"
#include "tarot-test-italian-suits.h"

#define FUG  TAROT_CARD_FOOL

/* The core's rules for a fixture variant on the pack (the common rules need no family). */
static TarotRules *
fixture_rules (const char *file)
{
  g_autofree char *path = g_build_filename (TEST_FIXTURES_DIR, file, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) v = tarot_variant_new_from_file (path, &error);
  TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (v, 3, NULL, rules, &error));
  g_assert_no_error (error);
  return rules;
}

/* The Tarocco Siciliano's 63, plus @add, less @remove, with the common rules. */
static TarotRules *
siciliano_rules (TarotCard           add,
                 TarotCard           remove,
                 TarotSicilianCards *cards)
{
  g_autoptr(GError) error = NULL;
  TarotRules *rules = fixture_rules ("variant-siciliano-pack.json");

  if (add != TAROT_CARD_NONE)
    tarot_card_set_add (&rules->pack, add);
  if (remove != TAROT_CARD_NONE)
    tarot_card_set_remove (&rules->pack, remove);
  g_assert_true (tarot_sicilian_setup_rules (rules, cards, "test", &error));
  g_assert_no_error (error);
  return rules;
}

/* Common rules, values: Giove, Picciotti, Fuggitivo 10 (diecine); Palla, Sole, Luna,
 * Stella and the Kings 5 (cinquine); Queens 4, Cavalli 3, Donne 2, others 1; the
 * Miseria below the Picciotti; counted in threes with 5 for the last trick, 109. */
static void
test_common_values (void)
{
  TarotSicilianCards cards;
  g_autofree TarotRules *rules = siciliano_rules (TAROT_CARD_NONE, TAROT_CARD_NONE, &cards);

  g_assert_cmpuint (rules->value[T (20)], ==, 10);
  g_assert_cmpuint (rules->value[T (1)], ==, 10);
  g_assert_cmpuint (rules->value[FUG], ==, 10);
  for (guint t = 16; t <= 19; t++)
    g_assert_cmpuint (rules->value[T (t)], ==, 5);
  for (guint t = 2; t <= 15; t++)
    g_assert_cmpuint (rules->value[T (t)], ==, 1);
  g_assert_cmpuint (rules->value[T (0)], ==, 1);
  g_assert_cmpuint (rules->value[CU (K)], ==, 5);
  g_assert_cmpuint (rules->value[CU (Q)], ==, 4);
  g_assert_cmpuint (rules->value[CU (C)], ==, 3);
  g_assert_cmpuint (rules->value[CU (J)], ==, 2);
  g_assert_cmpuint (rules->value[CU (PIP (10))], ==, 1);
  g_assert_cmpuint (rules->count_by, ==, 1);
  g_assert_cmpuint (rules->points_total, ==, 109);
  g_assert_true (tarot_card_set_equal (rules->honours, cards.diecine));

  g_assert_cmpint (cards.named[TAROT_SICILIAN_GIOVE], ==, T (20));
  g_assert_cmpint (cards.named[TAROT_SICILIAN_PALLA], ==, T (19));
  g_assert_cmpint (cards.named[TAROT_SICILIAN_STELLA], ==, T (16));
  g_assert_cmpint (cards.named[TAROT_SICILIAN_PICCIOTTI], ==, T (1));
  g_assert_cmpint (cards.named[TAROT_SICILIAN_MISERIA], ==, T (0));
  g_assert_cmpstr (tarot_sicilian_trump_term (&cards, T (20)), ==, "giove");
  g_assert_cmpstr (tarot_sicilian_trump_term (&cards, T (18)), ==, "sole");
  g_assert_cmpstr (tarot_sicilian_trump_term (&cards, T (0)), ==, "miseria");
  g_assert_null (tarot_sicilian_trump_term (&cards, T (15)));
  g_assert_cmpuint (tarot_card_set_count (cards.cinquine), ==, 8);

  /* all suits K Q C Maid 10 … low, round suits too */
  g_assert_cmpuint (rules->rank[CU (PIP (10))], >, rules->rank[CU (PIP (5))]);
  g_assert_cmpuint (rules->rank[CU (J)], >, rules->rank[CU (PIP (10))]);
  g_assert_cmpuint (rules->rank[CO (K)], >, rules->rank[CO (Q)]);
}

/* Common rules, counting in threes: two leftover empties = 1, one leftover empty = 0. */
static void
test_common_counting (void)
{
  TarotSicilianCards cards;
  g_autofree TarotRules *rules = siciliano_rules (TAROT_CARD_NONE, TAROT_CARD_NONE, &cards);

  g_assert_cmpuint (tarot_sicilian_count_pile (rules, TAROT_CARD_SET_EMPTY), ==, 0);
  g_assert_cmpuint (tarot_sicilian_count_pile (rules, tarot_test_cards (SW (PIP (5)), END)), ==, 0);
  g_assert_cmpuint (tarot_sicilian_count_pile (rules, tarot_test_cards (SW (PIP (5)), SW (PIP (6)), END)), ==, 1);
  g_assert_cmpuint (tarot_sicilian_count_pile (rules, tarot_test_cards (SW (PIP (5)), SW (PIP (6)), T (3), END)),
                    ==, 1);
  /* Giove with two empties: 12 − 2; a King left over alone: 5 − 1 */
  g_assert_cmpuint (tarot_sicilian_count_pile (rules, tarot_test_cards (T (20), SW (PIP (6)), T (3), END)), ==, 10);
  g_assert_cmpuint (tarot_sicilian_count_pile (rules, tarot_test_cards (T (20), SW (PIP (6)), T (3), CU (K),
                                                                        END)), ==, 14);
  /* the whole pack in one pile: 146 − 42 */
  g_assert_cmpuint (tarot_sicilian_count_pile (rules, rules->pack), ==, 104);
}

/* S1 "109 in all"; S2's 64 cards: "109 or 110 in partnership play, 108–110
 * individually"; S10's 62: 108 or 109 (its [RULING]). */
static void
test_common_totals (void)
{
  TarotSicilianCards cards;
  g_autofree TarotRules *s1 = siciliano_rules (CO (PIP (1)), CO (PIP (4)), &cards);
  g_autofree TarotRules *s2 = siciliano_rules (CO (PIP (1)), TAROT_CARD_NONE, &cards);
  g_autofree TarotRules *s10 = siciliano_rules (TAROT_CARD_NONE, CO (PIP (4)), &cards);
  guint lo, hi;

  tarot_sicilian_total_range (s1, 3, 20, 3, 3, &lo, &hi);
  g_assert_cmpuint (lo, ==, 109);
  g_assert_cmpuint (hi, ==, 109);
  tarot_sicilian_total_range (s1, 2, 20, 3, 3, &lo, &hi);
  g_assert_cmpuint (lo, ==, 109);
  g_assert_cmpuint (hi, ==, 109);
  tarot_sicilian_total_range (s2, 2, 16, 4, 0, &lo, &hi);
  g_assert_cmpuint (lo, ==, 109);
  g_assert_cmpuint (hi, ==, 110);
  tarot_sicilian_total_range (s2, 4, 16, 4, 0, &lo, &hi);
  g_assert_cmpuint (lo, ==, 108);
  g_assert_cmpuint (hi, ==, 110);
  tarot_sicilian_total_range (s10, 2, 31, 2, 0, &lo, &hi);
  g_assert_cmpuint (lo, ==, 108);
  g_assert_cmpuint (hi, ==, 109);
}

/* S8: at Calatafimi the Piedmontese trumps rank by number and take the Sicilian names
 * by rank: 21 Giove, 20 Palla … 17 Stella, 2 Picciotti, 1 Miseria. */
static void
test_common_names_by_rank (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = fixture_rules ("variant-piemontese-pack.json");
  TarotSicilianCards cards;

  for (guint t = 1; t <= 21; t++)
    rules->rank[T (t)] = (guint8) (32 + t);
  g_assert_true (tarot_sicilian_setup_rules (rules, &cards, "test", &error));
  g_assert_no_error (error);
  g_assert_cmpint (cards.named[TAROT_SICILIAN_GIOVE], ==, T (21));
  g_assert_cmpint (cards.named[TAROT_SICILIAN_PALLA], ==, T (20));
  g_assert_cmpint (cards.named[TAROT_SICILIAN_STELLA], ==, T (17));
  g_assert_cmpint (cards.named[TAROT_SICILIAN_PICCIOTTI], ==, T (2));
  g_assert_cmpint (cards.named[TAROT_SICILIAN_MISERIA], ==, T (1));
  g_assert_cmpuint (rules->value[T (2)], ==, 10);
  g_assert_cmpuint (rules->value[T (1)], ==, 1);
  g_assert_cmpuint (rules->value[T (21)], ==, 10);

  /* two lowest trumps of one rank leave the Miseria unknown */
  rules->rank[T (2)] = rules->rank[T (1)];
  g_assert_false (tarot_sicilian_setup_rules (rules, &cards, "test.json", &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "test.json: pack: expected"));
}

/* Common rules, the Fuggitivo: never led except perforce to the last trick; else
 * playable at any time; led, the second card sets the suit.  The Miseria is a trump:
 * played on a suit lead only by a player void in it. */
static void
test_common_legal_play (void)
{
  TarotSicilianCards cards;
  g_autofree TarotRules *rules = siciliano_rules (TAROT_CARD_NONE, TAROT_CARD_NONE, &cards);
  TarotCardSet hand = tarot_test_cards (FUG, T (0), SW (PIP (5)), CU (K), END);
  TarotCard trick[3];
  TarotCardSet legal;

  legal = tarot_sicilian_legal_play (rules, hand, trick, 0);
  g_assert_false (tarot_card_set_contains (legal, FUG));
  g_assert_cmpuint (tarot_card_set_count (legal), ==, 3);
  legal = tarot_sicilian_legal_play (rules, tarot_test_cards (FUG, END), trick, 0);
  g_assert_true (tarot_card_set_equal (legal, tarot_test_cards (FUG, END)));

  trick[0] = SW (PIP (9));
  legal = tarot_sicilian_legal_play (rules, hand, trick, 1);
  g_assert_true (tarot_card_set_equal (legal, tarot_test_cards (FUG, SW (PIP (5)), END)));
  /* void in Batons: a trump, the Miseria, or the Fuggitivo */
  trick[0] = BA (PIP (9));
  legal = tarot_sicilian_legal_play (rules, hand, trick, 1);
  g_assert_true (tarot_card_set_equal (legal, tarot_test_cards (FUG, T (0), END)));
  /* the Fuggitivo led perforce: the second card is free and sets the suit */
  trick[0] = FUG;
  legal = tarot_sicilian_legal_play (rules, tarot_test_cards (T (0), SW (PIP (5)), END), trick, 1);
  g_assert_cmpuint (tarot_card_set_count (legal), ==, 2);
  trick[1] = SW (PIP (7));
  legal = tarot_sicilian_legal_play (rules, tarot_test_cards (T (0), SW (PIP (5)), END), trick, 2);
  g_assert_true (tarot_card_set_equal (legal, tarot_test_cards (SW (PIP (5)), END)));
  /* the Miseria wins a suit trick it trumps, the Picciotti beat it */
  trick[0] = SW (K);
  trick[1] = T (0);
  trick[2] = SW (PIP (5));
  g_assert_cmpuint (tarot_trick_best (rules, trick, 3), ==, 1);
  trick[2] = T (1);
  g_assert_cmpuint (tarot_trick_best (rules, trick, 3), ==, 2);
}

/* Common rules, discard: never a 10- or 5-point card (lower courts allowed); trumps
 * only if unavoidable. */
static void
test_common_discard (void)
{
  TarotSicilianCards cards;
  g_autofree TarotRules *rules = siciliano_rules (TAROT_CARD_NONE, TAROT_CARD_NONE, &cards);
  TarotCardSet hand = tarot_test_cards (FUG, T (20), T (1), T (19), T (7), T (0), CU (K), CU (Q), SW (J), END);

  g_assert_true (tarot_card_set_equal (tarot_sicilian_discardable (rules, &cards, hand, 2),
                                       tarot_test_cards (CU (Q), SW (J), END)));
  g_assert_true (tarot_card_set_equal (tarot_sicilian_discardable (rules, &cards, hand, 3),
                                       tarot_test_cards (CU (Q), SW (J), T (7), T (0), END)));
}

/* Common rules: the Fuggitivo goes to its owner's pile, and to the winner of its trick
 * when the owner's side wins no trick. */
static void
test_common_fuggitivo_pile (void)
{
  TarotDeal deal;

  memset (&deal, 0, sizeof deal);
  deal.n_players = 3;
  deal.won[1] = tarot_test_cards (FUG, SW (K), SW (PIP (5)), END);
  tarot_sicilian_keep_fuggitivo (&deal, 2);
  g_assert_true (tarot_card_set_contains (deal.won[2], FUG));
  g_assert_false (tarot_card_set_contains (deal.won[1], FUG));
  tarot_sicilian_settle_fuggitivo (&deal, 2, 1, TRUE);
  g_assert_true (tarot_card_set_contains (deal.won[2], FUG));
  tarot_sicilian_settle_fuggitivo (&deal, 2, 1, FALSE);
  g_assert_true (tarot_card_set_contains (deal.won[1], FUG));
  g_assert_true (tarot_card_set_is_empty (deal.won[2]));
}


/* ------------------------------------------------------------------ */
/* the family                                                          */

/* @variant_id for its player count, with @option = @value when not NULL. */
static TarotRules *
game_rules (const char *variant_id,
            const char *option,
            const char *value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (variant_id, &error);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  if (option != NULL)
    g_hash_table_insert (options, (gpointer) option, (gpointer) value);
  g_assert_true (tarot_variant_build_rules (variant, tarot_variant_get_min_players (variant), options, rules,
                                            &error));
  g_assert_no_error (error);
  return rules;
}

/* Scores the outcome a table would enter, asserting it is accepted. */
static void
score_json (const TarotRules *rules,
            const char       *json,
            TarotScore       *score)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (json, &error);
  TarotOutcome outcome;

  g_assert_no_error (error);
  g_assert_true (rules->family->outcome_from_json (rules, json_node_get_object (node), &outcome, &error));
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

/* S1 example (1): Solo 60 → +20, each opponent −10; (2) each for himself, the dealer
 * 40, the others 30 and 39 → +3, −6, +3. */
static void
test_s1_examples (void)
{
  g_autofree TarotRules *rules = game_rules ("barcellona3", NULL, NULL);
  g_autofree TarotRules *half = game_rules ("barcellona3", "half_stakes", "true");
  TarotScore score;

  g_assert_cmpuint (rules->n_pack_cards, ==, 63);
  g_assert_true (tarot_card_set_contains (rules->pack, CO (PIP (1))));
  g_assert_false (tarot_card_set_contains (rules->pack, CO (PIP (4))));
  score_json (rules, "{\"contract\": \"solo\", \"declarer\": 1, \"card_points\": 60}", &score);
  assert_totals (&score, (const gint32[]) { -10, 20, -10 });
  score_json (rules, "{\"contract\": \"solo\", \"declarer\": 1, \"card_points\": 50}", &score);
  assert_totals (&score, (const gint32[]) { 10, -20, 10 });
  score_json (rules, "{\"contract\": \"solo\", \"declarer\": 1, \"card_points\": 55}", &score);
  assert_totals (&score, (const gint32[]) { 0, 0, 0 });
  /* the variant ×2 / ×1 */
  score_json (half, "{\"contract\": \"solo\", \"declarer\": 1, \"card_points\": 60}", &score);
  assert_totals (&score, (const gint32[]) { -5, 10, -5 });
  score_json (rules, "{\"contract\": \"ognuno\", \"declarer\": 0, \"points\": [40, 30, 39]}", &score);
  assert_totals (&score, (const gint32[]) { 3, -6, 3 });
  g_assert_cmpuint (score.n_lines, ==, 3);
  g_assert_cmpstr (score.lines[0].label, ==, "Player 1: 40 − 37 = 3");
}

/* S2 example (1): partnerships 63 vs 46 → the winners +17 [RULING: the spec's 62 vs 46
 * is no total]; (2) individual 33, 30, 25, 20 → +6, +3, −2, −7. */
static void
test_s2_examples (void)
{
  g_autofree TarotRules *rules = game_rules ("barcellona4", NULL, NULL);
  g_autofree TarotRules *each = game_rules ("barcellona4", "partnerships", "false");
  TarotScore score;

  g_assert_cmpuint (rules->n_pack_cards, ==, 64);
  score_json (rules, "{\"dealer\": 3, \"card_points\": [63, 46]}", &score);
  assert_totals (&score, (const gint32[]) { -17, 17, -17, 17 });
  score_json (each, "{\"points\": [33, 30, 25, 20]}", &score);
  assert_totals (&score, (const gint32[]) { 6, 3, -2, -7 });
  /* 110 on the cards: 2 more than the 27s, settled with the table */
  score_json (each, "{\"points\": [33, 30, 27, 20]}", &score);
  assert_totals (&score, (const gint32[]) { 6, 3, 0, -7 });
  g_assert_true (score.lines[0].pot);
}

/* S3 example (1): Chiamata 42 / 35 / 32 → +5, −1, −4; (2) Solità 61 → +12, each
 * opponent −6; (3) Cappotto: 109 → +108, −54 each. */
static void
test_s3_examples (void)
{
  g_autofree TarotRules *rules = game_rules ("vanto", NULL, NULL);
  TarotScore score;

  score_json (rules, "{\"contract\": \"chiamo\", \"declarer\": 2, \"points\": [35, 32, 42]}", &score);
  assert_totals (&score, (const gint32[]) { -1, -4, 5 });
  score_json (rules, "{\"contract\": \"solo\", \"declarer\": 0, \"card_points\": 61}", &score);
  assert_totals (&score, (const gint32[]) { 12, -6, -6 });
  score_json (rules, "{\"contract\": \"solo\", \"declarer\": 0, \"card_points\": 109}", &score);
  assert_totals (&score, (const gint32[]) { 108, -54, -54 });
}

static TarotAction
bid (guint seat,
     guint contract)
{
  return (TarotAction) { TAROT_ACTION_BID, (guint8) seat, TAROT_CARD_NONE, (guint8) contract };
}

static TarotAction
pass (guint seat)
{
  return (TarotAction) { TAROT_ACTION_PASS, (guint8) seat, TAROT_CARD_NONE, 0 };
}

static void
apply_legal (const TarotRules *rules,
             TarotDeal        *deal,
             TarotAction       action)
{
  g_assert_true (tarot_deal_is_legal (rules, deal, action));
  tarot_deal_apply (rules, deal, action);
}

/* Discards the first three cards the rules allow. */
static void
discard_three (const TarotRules *rules,
               TarotDeal        *deal)
{
  for (guint i = 0; i < 3; i++)
    {
      TarotActionList list;

      g_assert_cmpuint (deal->phase, ==, TAROT_PHASE_DISCARD);
      tarot_deal_legal_actions (rules, deal, &list);
      tarot_deal_apply (rules, deal, list.actions[0]);
    }
}

/* S1 bidding: the dealer's right, then the next; after two passes the dealer plays
 * Solo, lets everyone play for himself or throws in; the monte shown; the declarer's
 * right leads. */
static void
test_s1_bidding (void)
{
  g_autofree TarotRules *rules = game_rules ("barcellona3", NULL, NULL);
  g_autofree TarotRules *no_dealer_solo = game_rules ("barcellona3", "dealer_solo", "false");
  TarotDeal deal, start;
  TarotCardSet monte;

  tarot_deal_setup (rules, &start, 0, 7);
  g_assert_cmpuint (start.to_move, ==, 1);
  monte = start.talon;
  g_assert_cmpuint (tarot_card_set_count (monte), ==, 3);

  /* a Solo ends it */
  deal = start;
  apply_legal (rules, &deal, bid (1, 1));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.declarer, ==, 1);
  g_assert_true (tarot_card_set_equal (deal.talon_shown, monte));
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 23);
  discard_three (rules, &deal);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_cmpuint (deal.to_move, ==, 2);

  /* two passes: the dealer's three choices */
  deal = start;
  apply_legal (rules, &deal, pass (1));
  g_assert_false (tarot_deal_is_legal (rules, &deal, bid (2, 0)));
  apply_legal (rules, &deal, pass (2));
  g_assert_cmpuint (deal.to_move, ==, 0);
  g_assert_true (tarot_deal_is_legal (rules, &deal, bid (0, 1)));
  g_assert_true (tarot_deal_is_legal (rules, &deal, bid (0, 0)));
  g_assert_true (tarot_deal_is_legal (rules, &deal, pass (0)));
  apply_legal (rules, &deal, bid (0, 0));
  g_assert_cmpuint (deal.declarer, ==, 0);
  discard_three (rules, &deal);
  /* each for himself: the dealer's right leads, no signals */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 1);

  deal = start;
  apply_legal (rules, &deal, pass (1));
  apply_legal (rules, &deal, pass (2));
  apply_legal (rules, &deal, pass (0));
  g_assert_cmpuint (deal.end, ==, TAROT_END_PASSED_OUT);

  /* the variant: no Solo for the dealer after two passes */
  tarot_deal_setup (no_dealer_solo, &deal, 0, 7);
  apply_legal (no_dealer_solo, &deal, pass (1));
  apply_legal (no_dealer_solo, &deal, pass (2));
  g_assert_false (tarot_deal_is_legal (no_dealer_solo, &deal, bid (0, 1)));
}

/* Moves @cards into @seat's hand from the other hands, giving back for each the first
 * card of his that is neither in @cards nor in @keep: the cards stay where the
 * rules can put them. */
static void
give_cards (TarotDeal    *deal,
            guint         seat,
            TarotCardSet  cards,
            TarotCardSet  keep)
{
  TAROT_CARD_SET_FOREACH (cards, c)
    for (guint h = 0; h < deal->n_players; h++)
      if (h != seat && tarot_card_set_contains (deal->hands[h], c))
        {
          TarotCard back = tarot_card_set_first (tarot_card_set_minus (deal->hands[seat],
                                                                      tarot_card_set_union (cards, keep)));

          tarot_card_set_remove (&deal->hands[h], c);
          tarot_card_set_add (&deal->hands[seat], c);
          tarot_card_set_remove (&deal->hands[seat], back);
          tarot_card_set_add (&deal->hands[h], back);
        }
}

/* Takes @cards out of @seat's hand into @to's, in exchange for cards of @to's that
 * are not among @avoid. */
static void
take_cards (TarotDeal    *deal,
            guint         seat,
            guint         to,
            TarotCardSet  cards,
            TarotCardSet  avoid)
{
  TAROT_CARD_SET_FOREACH (tarot_card_set_intersect (cards, deal->hands[seat]), c)
    {
      TarotCard back = tarot_card_set_first (tarot_card_set_minus (deal->hands[to], tarot_card_set_union (cards, avoid)));

      tarot_card_set_remove (&deal->hands[seat], c);
      tarot_card_set_add (&deal->hands[to], c);
      tarot_card_set_remove (&deal->hands[to], back);
      tarot_card_set_add (&deal->hands[seat], back);
    }
}

static TarotCardSet
trumps_set (const guint *numbers,
            guint        n)
{
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  for (guint i = 0; i < n; i++)
    tarot_card_set_add (&set, T (numbers[i]));
  return set;
}

/* The signals @rules let @seat give in @deal, as bits of their args. */
static guint32
legal_signals (const TarotRules *rules,
               const TarotDeal  *deal)
{
  TarotActionList list;
  guint32 bits = 0;

  tarot_deal_legal_actions (rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.actions[i].kind == TAROT_ACTION_ANNOUNCE)
      bits |= 1u << list.actions[i].arg;
  return bits;
}

/* S1 variants: the monte unshown and the Solo leading (S001 14.1 "Variants"); the
 * dealer without a Solo after two passes and ×2 / ×1 are tested in
 * /sicilian/s1/bidding and /sicilian/s1/examples. */
static void
test_s1_variants (void)
{
  g_autofree TarotRules *rules = game_rules ("barcellona3", NULL, NULL);
  g_autofree TarotRules *unshown = game_rules ("barcellona3", "monte_unshown", "true");
  g_autofree TarotRules *solo_leads = game_rules ("barcellona3", "solo_leads", "true");
  TarotDeal deal, start;
  TarotPlayerView view;
  TarotCardSet monte;

  tarot_deal_setup (unshown, &start, 0, 7);
  monte = start.talon;
  deal = start;
  apply_legal (unshown, &deal, bid (1, 1));
  g_assert_true (tarot_card_set_is_empty (deal.talon_shown));
  g_assert_true (tarot_card_set_is_empty (tarot_card_set_minus (monte, deal.hands[1])));
  for (guint s = 0; s < 3; s++)
    {
      tarot_deal_make_view (unshown, &deal, s, &view);
      g_assert_true (tarot_card_set_is_empty (view.talon_shown));
      g_assert_cmpuint (tarot_card_set_is_empty (tarot_card_set_intersect (view.hand, monte)), ==, s != 1);
    }
  /* the dealer's own choice too */
  deal = start;
  apply_legal (unshown, &deal, pass (1));
  apply_legal (unshown, &deal, pass (2));
  apply_legal (unshown, &deal, bid (0, 0));
  g_assert_true (tarot_card_set_is_empty (deal.talon_shown));

  /* the Solo leads, no signal before his lead; his right-hand neighbour otherwise */
  tarot_deal_setup (solo_leads, &deal, 0, 7);
  apply_legal (solo_leads, &deal, bid (1, 1));
  g_assert_true (tarot_card_set_equal (deal.talon_shown, monte));
  discard_three (solo_leads, &deal);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 1);
  g_assert_cmpuint (deal.trick_leader[0], ==, 1);
  tarot_deal_setup (rules, &deal, 0, 7);
  apply_legal (rules, &deal, bid (1, 1));
  discard_three (rules, &deal);
  g_assert_cmpuint (deal.trick_leader[0], ==, 2);
}

/* S1's signals, true only (S001 14.1): "Ho il 20" the Giove, "Batto" with the 19 or
 * 18, "Non batto" without the Giove; the option's "Batto forte" (two of 19, 18, 17),
 * "Sfondo" (three of the arie 19–16), "Sfondo i tavoli" (all five); seen by all, and
 * the samples of the others' hands keep them true. */
static void
test_s1_signals (void)
{
  g_autofree TarotRules *plain = game_rules ("barcellona3", NULL, NULL);
  g_autofree TarotRules *rules = game_rules ("barcellona3", "extra_signals", "true");
  const guint32 ho = 1u << SIGNAL_HO_IL_20, batto = 1u << SIGNAL_BATTO, non = 1u << SIGNAL_NON_BATTO;
  const guint32 forte = 1u << SIGNAL_BATTO_FORTE, sfondo = 1u << SIGNAL_SFONDO;
  const guint32 tavoli = 1u << SIGNAL_SFONDO_I_TAVOLI;
  static const guint arie5[] = { 20, 19, 18, 17, 16 };
  TarotCardSet arie = trumps_set (arie5, 5);
  const struct
  {
    guint    trumps[5];
    guint    n;
    guint32  plain;
    guint32  extra;
  } cases[] = {
    { { 20, 19, 18, 17, 16 }, 5, ho | batto, ho | batto | forte | sfondo | tavoli },
    { { 20, 18, 17, 16 }, 4, ho | batto, ho | batto | forte | sfondo },
    { { 20, 19, 17 }, 3, ho | batto, ho | batto | forte },
    { { 20, 17, 16 }, 3, ho, ho },
    { { 20, 18 }, 2, ho | batto, ho | batto },
    { { 19, 18, 17, 16 }, 4, non, non },
  };
  TarotDeal start;
  TarotRng rng;

  tarot_rng_init (&rng, 14);
  tarot_deal_setup (rules, &start, 0, 7);
  apply_legal (rules, &start, bid (1, 1));
  discard_three (rules, &start);
  g_assert_cmpuint (start.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_cmpuint (start.to_move, ==, 2);
  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      TarotCardSet held = trumps_set (cases[k].trumps, cases[k].n);
      TarotDeal deal = start, plain_deal;

      /* seat 2 holds these of the arie and none of the others */
      give_cards (&deal, 2, held, arie);
      take_cards (&deal, 2, 0, tarot_card_set_minus (arie, held), arie);
      g_assert_true (tarot_card_set_equal (tarot_card_set_intersect (deal.hands[2], arie), held));
      g_assert_true (tarot_deal_check_cards (rules, &deal, NULL));
      plain_deal = deal;
      g_assert_cmphex (legal_signals (plain, &plain_deal), ==, cases[k].plain);
      g_assert_cmphex (legal_signals (rules, &deal), ==, cases[k].extra);

      /* the strongest, seen by the others; their samples hold it true */
      for (guint signal = N_SIGNALS; signal-- > 0;)
        if (cases[k].extra & (1u << signal))
          {
            TarotPlayerView view;

            apply_legal (rules, &deal, (TarotAction) { TAROT_ACTION_ANNOUNCE, 2, TAROT_CARD_NONE, (guint8) signal });
            g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
            for (guint viewer = 0; viewer < 2; viewer++)
              {
                tarot_deal_make_view (rules, &deal, viewer, &view);
                g_assert_cmphex (view.announced[2], ==, 1u << signal);
                for (guint i = 0; i < 20; i++)
                  {
                    TarotDeal sample;
                    TarotCardSet sampled;

                    g_assert_true (tarot_deal_sample (rules, &view, &rng, &sample));
                    sampled = tarot_card_set_intersect (sample.hands[2], arie);
                    g_assert_cmpuint (tarot_card_set_contains (sampled, T (20)), ==, signal != SIGNAL_NON_BATTO);
                    if (signal == SIGNAL_SFONDO_I_TAVOLI)
                      g_assert_true (tarot_card_set_equal (sampled, arie));
                    if (signal == SIGNAL_SFONDO)
                      g_assert_cmpuint (tarot_card_set_count (sampled), >=, 4);
                    if (signal == SIGNAL_BATTO_FORTE)
                      g_assert_cmpuint (tarot_card_set_count (tarot_card_set_minus (sampled, trumps_set ((const guint[]) { 20, 16 }, 2))), >=, 2);
                    if (signal == SIGNAL_BATTO)
                      g_assert_true (tarot_card_set_contains (sampled, T (19)) || tarot_card_set_contains (sampled, T (18)));
                  }
              }
            break;
          }
    }
}

/* The options of S1 and S6 only where their rules are: the signals for "extra_signals",
 * Mineo's stata for "palagonia"; the file's error names the option. */
static void
test_options_need_their_rules (void)
{
  static const char *const edits[][3] = {
    { "\"signals\": true", "\"signals\": false", "extra_signals" },
    { "\"id\": \"solo_leads\"", "\"id\": \"palagonia\"", "palagonia" },
  };
  g_autofree char *path = tarot_data_path ("variants", "barcellona3.json", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autoptr(GString) edited = g_string_new (data);
      g_autoptr(TarotVariant) broken = NULL;
      g_autofree char *expected = g_strdup_printf ("barcellona3.json: options.%s: an option for rules the game lacks: "
                                                   "the signals, a monte taken, Mineo's stata", edits[i][2]);

      g_assert_cmpuint (g_string_replace (edited, edits[i][0], edits[i][1], 0), ==, 1);
      broken = tarot_variant_new_from_bytes (edited->str, edited->len, "barcellona3.json", &error);
      g_assert_null (broken);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, expected);
      g_clear_error (&error);
    }
}

/* S3 bidding: "Chiamo" < "Vado solo"; a Solo after a Chiamo lets the caller answer
 * "Solo io" (he takes it) or "Va bene"; a Solo leads. */
static void
test_s3_bidding (void)
{
  g_autofree TarotRules *rules = game_rules ("vanto", NULL, NULL);
  TarotDeal deal, start;

  tarot_deal_setup (rules, &start, 0, 11);
  deal = start;
  apply_legal (rules, &deal, bid (1, 0));
  g_assert_false (tarot_deal_is_legal (rules, &deal, bid (2, 0)));
  apply_legal (rules, &deal, pass (2));
  apply_legal (rules, &deal, bid (0, 1));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_AUCTION);
  g_assert_cmpuint (deal.to_move, ==, 1);
  apply_legal (rules, &deal, bid (1, 1));
  g_assert_cmpuint (deal.declarer, ==, 1);
  g_assert_cmpuint (deal.contract, ==, 1);
  discard_three (rules, &deal);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 1);

  /* "Va bene": the Solo stands */
  deal = start;
  apply_legal (rules, &deal, bid (1, 0));
  apply_legal (rules, &deal, bid (2, 1));
  apply_legal (rules, &deal, pass (1));
  g_assert_cmpuint (deal.declarer, ==, 2);
  g_assert_cmpuint (deal.contract, ==, 1);

  /* a Chiamata: the declarer takes the monte, his right leads */
  deal = start;
  apply_legal (rules, &deal, pass (1));
  apply_legal (rules, &deal, bid (2, 0));
  apply_legal (rules, &deal, pass (0));
  g_assert_cmpuint (deal.declarer, ==, 2);
  discard_three (rules, &deal);
  g_assert_cmpuint (deal.to_move, ==, 0);
}

/* S4 examples: (1) the dealer's couple 62 → +7 (the opponents' 47 → 0); (2) the
 * dealer's couple 50, the opponents 59 → the opponents +5.  The sheet keeps the
 * difference of the records, zero-sum ([RULING]). */
static void
test_s4_examples (void)
{
  g_autofree TarotRules *rules = game_rules ("tortorici4", NULL, NULL);
  TarotScore score;

  score_json (rules, "{\"dealer\": 1, \"card_points\": [62, 47]}", &score);
  assert_totals (&score, (const gint32[]) { -7, 7, -7, 7 });
  g_assert_cmpstr (score.lines[0].label, ==, "Dealer’s side records 62 − 55 = 7");
  score_json (rules, "{\"dealer\": 1, \"card_points\": [50, 59]}", &score);
  assert_totals (&score, (const gint32[]) { 5, -5, 5, -5 });
  g_assert_cmpstr (score.lines[0].label, ==, "The others record 59 − 54 = 5");
  score_json (rules, "{\"dealer\": 1, \"card_points\": [55, 54]}", &score);
  assert_totals (&score, (const gint32[]) { 0, 0, 0, 0 });
}

/* S4 "Rubber to 50 (or 51)": each side's record is its tally (the dealer's side with
 * seats 1 and 3 here); the hand that brings a side to 50 closes the rubber with a line
 * that moves nothing and names the winner; at 51, 50 is not enough. */
static void
test_s4_rubber_scoring (void)
{
  g_autofree TarotRules *rules = game_rules ("tortorici4", NULL, NULL);
  g_autofree TarotRules *to_51 = game_rules ("tortorici4", "rubber", "to_51");
  TarotScore score;

  g_assert_cmpuint (rules->rubber.target, ==, 50);
  g_assert_cmpuint (rules->rubber.length, ==, 0);
  g_assert_cmpuint (to_51->rubber.target, ==, 51);
  score_json (rules, "{\"dealer\": 1, \"card_points\": [62, 47]}", &score);
  g_assert_true (score.has_tally);
  g_assert_cmpmem (score.tally, 4 * sizeof (gint32), ((const gint32[]) { 0, 7, 0, 7 }), 4 * sizeof (gint32));
  /* a single deal knows no rubber: no closing line */
  g_assert_cmpuint (score.n_lines, ==, 1);

  for (guint i = 0; i < 2; i++)
    {
      TarotRules *r = i == 0 ? rules : to_51;

      r->rubber.hand = 6;
      r->rubber.tally[0] = r->rubber.tally[2] = 30;
      r->rubber.tally[1] = r->rubber.tally[3] = 43;
    }
  score_json (rules, "{\"dealer\": 1, \"card_points\": [62, 47]}", &score);
  assert_totals (&score, (const gint32[]) { -7, 7, -7, 7 });
  g_assert_cmpuint (score.n_lines, ==, 2);
  g_assert_cmpstr (score.lines[1].label, ==, "The dealer’s side wins the rubber, 50 to 30");
  score_json (to_51, "{\"dealer\": 1, \"card_points\": [62, 47]}", &score);
  g_assert_cmpuint (score.n_lines, ==, 1);
  /* the others, seats 0 and 2, from 30 with 59: 35, short */
  score_json (rules, "{\"dealer\": 1, \"card_points\": [50, 59]}", &score);
  g_assert_cmpuint (score.n_lines, ==, 1);
  /* with dealer 0 the others are seats 1 and 3: 43 + 8 */
  score_json (to_51, "{\"dealer\": 0, \"card_points\": [47, 62]}", &score);
  assert_totals (&score, (const gint32[]) { -8, 8, -8, 8 });
  g_assert_cmpuint (score.n_lines, ==, 2);
  g_assert_cmpstr (score.lines[1].label, ==, "The others win the rubber, 51 to 30");
}

/* S4's rubber is made of the records over 55 and 54: a variant file that offers the
 * option "rubber" without "excess" (the sides score their difference, as at S2) does
 * not load. */
static void
test_s4_rubber_needs_excess (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tarot_data_path ("variants", "tortorici4.json", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GString) edited = NULL;
  g_autoptr(TarotVariant) broken = NULL;

  g_assert_true (g_file_get_contents (path, &data, NULL, &error));
  g_assert_no_error (error);
  edited = g_string_new (data);
  g_assert_cmpuint (g_string_replace (edited, "\"excess\"", "\"targets\"", 0), ==, 1);
  broken = tarot_variant_new_from_bytes (edited->str, edited->len, "tortorici4.json", &error);
  g_assert_null (broken);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "tortorici4.json: options.rubber: a rubber only where the sides record an excess");
}

/* S4 "Rubber to 50" at a score-keeping table: each hand's rules know the sides'
 * records since the rubber began; the rubber ends at 50 and the next starts from
 * nothing; the session and its sheet load back the same. */
static void
test_s4_rubber_session (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("tortorici4", &error);
  g_autoptr(TarotTableSession) session = NULL;
  g_autoptr(TarotTableSession) back = NULL;
  g_autoptr(JsonObject) saved = NULL;
  const TarotRubber *rubber;
  TarotScoreRow *row = NULL;
  guint dealer = 0;

  g_assert_no_error (error);
  session = tarot_table_session_new (variant, 4, NULL, NULL, 0, &error);
  g_assert_no_error (error);
  /* seats 0 and 2 make 67 every hand, 12 over 55 as dealer's side, 13 over 54 as the
   * others: 12, 25, 37, then 50 in the fourth hand */
  for (guint hand = 0; hand < 4; hand++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autofree char *json = NULL;

      dealer = tarot_table_session_get_next_dealer (session);
      json = g_strdup_printf ("{\"dealer\": %u, \"card_points\": [%u, %u]}", dealer,
                              dealer % 2 == 0 ? 67 : 42, dealer % 2 == 0 ? 42 : 67);
      rubber = &tarot_table_session_get_rules (session)->rubber;
      g_assert_cmpuint (rubber->hand, ==, hand + 1);
      g_assert_cmpint (rubber->tally[1], ==, 0);
      g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
      g_assert_true (tarot_table_session_add_hand (session, json_node_get_object (json_parser_get_root (parser)),
                                                   &error));
      g_assert_no_error (error);
      row = tarot_table_session_get_hand_row (session, hand);
      g_assert_true (tarot_score_row_has_tally (row));
      g_assert_cmpint (tarot_score_row_get_tally (row, 0), ==, dealer % 2 == 0 ? 12 : 13);
      g_assert_cmpint (tarot_score_row_get_tally (row, 2), ==, dealer % 2 == 0 ? 12 : 13);
      g_assert_cmpint (tarot_score_row_get_tally (row, 1), ==, 0);
      g_assert_cmpuint (tarot_score_row_get_n_lines (row), ==, hand < 3 ? 1 : 2);
    }
  g_assert_cmpint (tarot_score_row_get_running_total (row, 0), ==, 50);
  g_assert_cmpstr (tarot_score_row_get_line_label (row, 1), ==,
                   dealer % 2 == 0 ? "The dealer’s side wins the rubber, 50 to 0"
                                   : "The others win the rubber, 50 to 0");

  /* the next rubber starts from nothing */
  rubber = &tarot_table_session_get_rules (session)->rubber;
  g_assert_cmpuint (rubber->hand, ==, 1);
  g_assert_cmpuint (rubber->target, ==, 50);
  g_assert_cmpint (rubber->tally[0], ==, 0);

  saved = tarot_table_session_to_json (session);
  back = tarot_table_session_new_from_json (saved, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (memcmp (&tarot_table_session_get_rules (back)->rubber, rubber, sizeof *rubber), ==, 0);
  row = tarot_table_session_get_hand_row (back, 3);
  g_assert_cmpint (tarot_score_row_get_tally (row, 2), ==, tarot_score_row_get_tally (row, 0));
  g_assert_cmpuint (tarot_score_row_get_n_lines (row), ==, 2);
}

/* S4: the dealer takes the last three unseen and discards three; his right leads. */
static void
test_s4_deal (void)
{
  g_autofree TarotRules *rules = game_rules ("tortorici4", NULL, NULL);
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 2, 5);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.to_move, ==, 2);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[2]), ==, 18);
  g_assert_true (tarot_card_set_is_empty (deal.talon_shown));
  discard_three (rules, &deal);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 3);
}

/* S6 example (1): the declarer wins with 58 (rimattura +1), captures the Sole and the
 * Picciotti (+1 each), wins the last trick after "mi vanto" (+2), the opponents have
 * the four Kings (−1): +4 from each, +8; (2) the same after a stata: +16, −8 each. */
static void
test_s6_examples (void)
{
  g_autofree TarotRules *rules = game_rules ("mineo3", NULL, NULL);
  TarotScore score;

  score_json (rules, "{\"declarer\": 0, \"card_points\": 58, \"last_trick\": \"declarer\", "
                     "\"vanto_announced\": true, \"pigliate\": [2, 0], \"quattro_re\": \"opponents\"}", &score);
  assert_totals (&score, (const gint32[]) { 8, -4, -4 });
  g_assert_cmpuint (score.n_lines, ==, 4);
  score_json (rules, "{\"declarer\": 0, \"stata\": true, \"card_points\": 58, \"last_trick\": \"declarer\", "
                     "\"vanto_announced\": true, \"pigliate\": [2, 0], \"quattro_re\": \"opponents\"}", &score);
  assert_totals (&score, (const gint32[]) { 16, -8, -8 });
  /* the arie with the Giove are 2, the scommessa 1 to the side with the Picciotti */
  score_json (rules, "{\"declarer\": 1, \"card_points\": 50, \"last_trick\": \"opponents\", "
                     "\"pigliate\": [0, 1], \"scommessa\": \"opponents\", \"arie\": \"declarer\", "
                     "\"arie_giove\": true}", &score);
  /* −1 rimattura, −1 vanto, −1 pigliata, −1 scommessa, +2 arie: −2 from each */
  assert_totals (&score, (const gint32[]) { 2, -4, 2 });
}

/* S6 deal: after the first round a player may go alone (stata): the monte at once,
 * shown, the deal completed, three discarded; then the scommessa and "mi vanto" /
 * "mi rivanto"; the declarer's right leads. */
static void
test_s6_stata (void)
{
  g_autofree TarotRules *rules = game_rules ("mineo3", NULL, NULL);
  TarotDeal deal, start;
  TarotActionList list;
  TarotCard giove = T (20);

  tarot_deal_setup (rules, &start, 0, 21);
  g_assert_cmpuint (start.phase, ==, TAROT_PHASE_DEALING);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpuint (tarot_card_set_count (start.hands[s]), ==, 5);
  g_assert_cmpuint (start.to_move, ==, 1);

  deal = start;
  apply_legal (rules, &deal, pass (1));
  apply_legal (rules, &deal, bid (2, 0));
  g_assert_cmpuint (deal.declarer, ==, 2);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[2]), ==, 23);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[0]), ==, 20);
  g_assert_true (tarot_card_set_is_empty (deal.talon));
  g_assert_cmpuint (tarot_card_set_count (deal.talon_shown), ==, 3);
  g_assert_true (tarot_card_set_is_empty (tarot_card_set_minus (deal.talon_shown, deal.hands[2])));
  discard_three (rules, &deal);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_cmpuint (deal.to_move, ==, 2);
  tarot_deal_legal_actions (rules, &deal, &list);
  /* the scommessa needs the Giove and the Fuggitivo */
  g_assert_cmpuint (list.n, ==, tarot_card_set_contains (deal.hands[2], giove) &&
                                tarot_card_set_contains (deal.hands[2], FUG) ? 2 : 1);
  apply_legal (rules, &deal, pass (2));
  g_assert_cmpuint (deal.to_move, ==, 0);
  tarot_deal_legal_actions (rules, &deal, &list);
  g_assert_cmpuint (list.n, ==, 2);
  g_assert_cmpuint (list.actions[1].arg, ==, tarot_card_set_contains (deal.hands[0], giove) ? 4 : 5);
  tarot_deal_apply (rules, &deal, list.actions[1]);
  /* one boast for the side: the play begins, the declarer's right leading */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 0);

  /* no stata: the deal completed, then "Vado io" from the dealer's right, the dealer's
   * monte unseen */
  deal = start;
  apply_legal (rules, &deal, pass (1));
  apply_legal (rules, &deal, pass (2));
  apply_legal (rules, &deal, pass (0));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_AUCTION);
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 3);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 20);
  g_assert_false (tarot_deal_is_legal (rules, &deal, bid (1, 0)));
  apply_legal (rules, &deal, pass (1));
  apply_legal (rules, &deal, pass (2));
  apply_legal (rules, &deal, bid (0, 1));
  g_assert_cmpuint (deal.declarer, ==, 0);
  g_assert_true (tarot_card_set_is_empty (deal.talon_shown));
}

/* S6's variant, Palagonia (S001 14.6 "Variant"): the stata after any round of the
 * deal but the last, every score doubled as after the first; the computer players
 * choose the round. */
static void
test_s6_palagonia (void)
{
  g_autofree TarotRules *rules = game_rules ("mineo3", "palagonia", "true");
  TarotDeal deal, stata;
  TarotScore score;
  TarotRng rng;
  guint by_round[5] = { 0 };

  tarot_deal_setup (rules, &deal, 0, 21);
  for (guint round = 1; round < 3; round++)
    {
      g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
      for (guint s = 0; s < 3; s++)
        g_assert_cmpuint (tarot_card_set_count (deal.hands[s]), ==, 5 * round);
      for (guint s = 1; s <= 3; s++)
        apply_legal (rules, &deal, pass (s % 3));
    }
  /* after the third round the dealer's stata: the monte at once, shown */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 15);
  stata = deal;
  apply_legal (rules, &stata, pass (1));
  apply_legal (rules, &stata, pass (2));
  apply_legal (rules, &stata, bid (0, CONTRACT_STATA));
  g_assert_cmpuint (stata.contract, ==, CONTRACT_STATA);
  g_assert_cmpuint (stata.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (tarot_card_set_count (stata.hands[0]), ==, 23);
  g_assert_cmpuint (tarot_card_set_count (stata.hands[1]), ==, 20);
  g_assert_cmpuint (tarot_card_set_count (stata.talon_shown), ==, 3);
  g_assert_true (tarot_card_set_is_empty (tarot_card_set_minus (stata.talon_shown, stata.hands[0])));
  g_assert_true (tarot_deal_check_cards (rules, &stata, NULL));
  /* none after the last: the bidding */
  for (guint s = 1; s <= 3; s++)
    apply_legal (rules, &deal, pass (s % 3));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_AUCTION);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 20);
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 3);
  g_assert_false (tarot_deal_is_legal (rules, &deal, bid (1, CONTRACT_STATA)));

  /* doubled as after the first round: S6 example (2) */
  score_json (rules, "{\"declarer\": 0, \"stata\": true, \"card_points\": 58, \"last_trick\": \"declarer\", "
                     "\"vanto_announced\": true, \"pigliate\": [2, 0], \"quattro_re\": \"opponents\"}", &score);
  assert_totals (&score, (const gint32[]) { 16, -8, -8 });

  /* the heuristic players say it in the round their hands call for */
  tarot_rng_init (&rng, 6);
  for (guint hand = 0; hand < 600; hand++)
    {
      tarot_deal_setup (rules, &deal, hand % 3, hand * 13u + 1);
      while (deal.phase == TAROT_PHASE_DEALING)
        {
          TarotPlayerView view;
          TarotAction a;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          a = tarot_heuristic_player_choose (rules, &view, &rng);
          if (a.kind == TAROT_ACTION_BID)
            by_round[tarot_card_set_count (deal.hands[a.seat]) / 5]++;
          tarot_deal_apply (rules, &deal, a);
        }
    }
  g_test_message ("statas after rounds 1, 2, 3: %u, %u, %u", by_round[1], by_round[2], by_round[3]);
  g_assert_cmpuint (by_round[4], ==, 0);
  g_assert_cmpuint (by_round[2] + by_round[3], >, 0);
}

/* S7 example (1): 2 v 2, the declarer's couple wins rimattura and arie, the
 * opponents the last trick: +1 per member of the declarer's couple, −1 per opponent;
 * (2) a Solo (1 v 3) wins rimattura, vanto and quattro Re: 3 from each, +9. */
static void
test_s7_examples (void)
{
  g_autofree TarotRules *rules = game_rules ("mineo4", NULL, NULL);
  TarotScore score;

  score_json (rules, "{\"declarer\": 0, \"partner\": 2, \"card_points\": 60, \"last_trick\": \"opponents\", "
                     "\"pigliate\": [0, 0], \"arie\": \"declarer\"}", &score);
  assert_totals (&score, (const gint32[]) { 1, -1, 1, -1 });
  score_json (rules, "{\"declarer\": 1, \"card_points\": 60, \"last_trick\": \"declarer\", "
                     "\"pigliate\": [0, 0], \"quattro_re\": \"declarer\"}", &score);
  assert_totals (&score, (const gint32[]) { -3, 9, -3, -3 });
}

/* S7 bidding (S001 14.7): "Chiamo" < "Solo", ended by a Solo or when all four have
 * spoken; the Chiamo names the Giove or an aria as he bids, its holder a secret
 * partner until he plays it, and a Solo after it voids the call; all passing, the
 * Giove's holder takes the monte and then calls the highest trump he lacks, which the
 * samples of the others' hands respect. */
static void
test_s7_chiamo (void)
{
  g_autofree TarotRules *rules = game_rules ("mineo4", NULL, NULL);
  TarotDeal deal, start;
  TarotPlayerView view;
  TarotCard called = TAROT_CARD_NONE;
  guint holder = TAROT_NO_SEAT, giove_holder = TAROT_NO_SEAT;

  tarot_deal_setup (rules, &start, 0, 3);
  for (guint s = 1; s <= 4; s++)
    apply_legal (rules, &start, pass (s % 4));
  g_assert_cmpuint (start.phase, ==, TAROT_PHASE_AUCTION);

  deal = start;
  apply_legal (rules, &deal, bid (1, 2));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_CALL);
  g_assert_cmpuint (deal.to_move, ==, 1);
  /* a card he lacks, held by another */
  for (guint t = 16; t <= 20 && called == TAROT_CARD_NONE; t++)
    for (guint s = 0; s < 4; s++)
      if (s != 1 && tarot_card_set_contains (deal.hands[s], T (t)))
        {
          called = T (t);
          holder = s;
        }
  g_assert_cmpint (called, !=, TAROT_CARD_NONE);
  g_assert_false (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_CALL, 1, T (15), 0 }));
  apply_legal (rules, &deal, (TarotAction) { TAROT_ACTION_CALL, 1, called, 0 });
  g_assert_cmpuint (deal.partner, ==, holder);
  /* named before the others speak */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_AUCTION);
  g_assert_cmpuint (deal.to_move, ==, 2);
  tarot_deal_make_view (rules, &deal, 2, &view);
  g_assert_cmpint (view.called_card, ==, called);
  g_assert_false (tarot_deal_is_legal (rules, &deal, bid (2, 2)));
  apply_legal (rules, &deal, pass (2));
  apply_legal (rules, &deal, pass (3));
  apply_legal (rules, &deal, pass (0));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.to_move, ==, 1);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 18);
  for (guint s = 0; s < 4; s++)
    {
      tarot_deal_make_view (rules, &deal, s, &view);
      g_assert_cmpuint (view.partner, ==, s == holder ? holder : TAROT_NO_SEAT);
      g_assert_cmpint (view.called_card, ==, called);
    }

  /* a Solo over the Chiamo ends it, the call void */
  deal = start;
  apply_legal (rules, &deal, bid (1, 2));
  apply_legal (rules, &deal, (TarotAction) { TAROT_ACTION_CALL, 1, called, 0 });
  apply_legal (rules, &deal, bid (2, 1));
  g_assert_cmpuint (deal.declarer, ==, 2);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpint (deal.called_card, ==, TAROT_CARD_NONE);
  g_assert_cmpuint (deal.partner, ==, TAROT_NO_SEAT);

  /* all pass: the Giove's holder */
  deal = start;
  for (guint s = 0; s < 4; s++)
    if (tarot_card_set_contains (deal.hands[s], T (20)))
      giove_holder = s;
  for (guint s = 1; s <= 4; s++)
    apply_legal (rules, &deal, pass (s % 4));
  if (giove_holder == TAROT_NO_SEAT)
    g_assert_cmpuint (deal.end, ==, TAROT_END_PASSED_OUT);
  else
    {
      /* the highest he lacks with the monte taken */
      TarotCardSet with_monte = tarot_card_set_union (start.hands[giove_holder], start.talon);
      TarotCard highest = T (19);
      TarotRng rng;

      while (tarot_card_set_contains (with_monte, highest))
        highest--;
      g_assert_cmpuint (deal.declarer, ==, giove_holder);
      g_assert_cmpint (deal.called_card, ==, highest);
      g_assert_true (tarot_card_set_equal (deal.talon_shown, start.talon));
      discard_three (rules, &deal);
      /* the others' samples give him every trump above the called one */
      tarot_rng_init (&rng, 7);
      tarot_deal_make_view (rules, &deal, (giove_holder + 1) % 4, &view);
      for (guint i = 0; i < 20; i++)
        {
          TarotDeal sample;

          g_assert_true (tarot_deal_sample (rules, &view, &rng, &sample));
          for (TarotCard t = highest + 1; t <= T (20); t++)
            g_assert_true (tarot_card_set_contains (tarot_card_set_union (sample.hands[giove_holder], sample.discard), t));
        }
    }
}

/* Random legal hands of each game: the cards kept; the Fuggitivo never led before the
 * last trick and, after the hand, on its owner's side's pile, or its trick's winner's
 * when that side took no trick; no 10- or 5-point card discarded; the card points add
 * up as the piles allow; zero-sum but for S2's lines against the table. */
static void
test_random_hands (gconstpointer data)
{
  const char *const *game = data;
  g_autofree TarotRules *rules = game_rules (game[0], game[1], game[2]);
  guint n = rules->n_players;
  TarotRng rng;
  guint n_fug_surrendered = 0, n_played = 0;

  tarot_rng_init (&rng, 2026);
  for (guint hand = 0; hand < 2000; hand++)
    {
      TarotDeal deal;
      TarotOutcome outcome;
      TarotScore score;
      TarotPlayerView view;
      gint64 sum = 0;
      guint owner = TAROT_NO_SEAT, winner = TAROT_NO_SEAT;
      gboolean owner_won = FALSE;

      tarot_deal_setup (rules, &deal, hand % n, hand * 31u + 5);
      while (!tarot_deal_is_over (&deal))
        {
          TarotAction a;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          a = tarot_random_player_choose (&view, &rng);
          g_assert_true (tarot_deal_is_legal (rules, &deal, a));
          tarot_deal_apply (rules, &deal, a);
          g_assert_true (tarot_deal_check_cards (rules, &deal, NULL));
        }
      tarot_deal_outcome (rules, &deal, &outcome);
      tarot_rules_score (rules, &outcome, &score, FALSE);
      for (guint l = 0; l < score.n_lines; l++)
        for (guint s = 0; !score.lines[l].pot && s < n; s++)
          sum += score.lines[l].amounts[s];
      g_assert_cmpint (sum, ==, 0);
      if (deal.end != TAROT_END_PLAYED)
        continue;
      n_played++;
      TAROT_CARD_SET_FOREACH (deal.discard, c)
        g_assert_cmpuint (rules->value[c], <, 5);
      g_assert_cmpuint (outcome.points[0] + outcome.points[1], <=, rules->points_total);
      g_assert_cmpuint (outcome.points[0] + outcome.points[1] + rules->points_shortfall, >=, rules->points_total);
      for (guint t = 0; t < deal.n_tricks; t++)
        for (guint i = 0; i < n; i++)
          if (deal.tricks[t][i] == FUG)
            {
              g_assert_true (i > 0 || t + 1u == deal.n_tricks);
              owner = (deal.trick_leader[t] + i) % n;
              winner = deal.trick_winner[t];
            }
      if (owner == TAROT_NO_SEAT)
        continue;
      /* each for himself, the owner alone is his side */
      for (guint t = 0; t < deal.n_tricks; t++)
        owner_won |= tarot_sicilian_mode (rules, deal.contract) == TAROT_SICILIAN_MODE_EACH
                     ? deal.trick_winner[t] == owner
                     : outcome.side[deal.trick_winner[t]] == outcome.side[owner];
      if (owner_won)
        g_assert_true (tarot_card_set_contains (deal.won[owner], FUG));
      else
        {
          g_assert_true (tarot_card_set_contains (deal.won[winner], FUG));
          n_fug_surrendered++;
        }
    }
  g_assert_cmpuint (n_played, >, 1000);
  g_test_message ("%s: %u hands played, the Fuggitivo surrendered in %u", game[0], n_played, n_fug_surrendered);
}

static const char *const random_games[][3] = {
  { "barcellona3", NULL, NULL },
  { "barcellona3", "extra_signals", "true" },
  { "barcellona4", NULL, NULL },
  { "barcellona4", "partnerships", "false" },
  { "vanto", NULL, NULL },
  { "tortorici4", NULL, NULL },
  { "mineo3", NULL, NULL },
  { "mineo3", "palagonia", "true" },
  { "mineo4", NULL, NULL },
};

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sicilian/common/values", test_common_values);
  g_test_add_func ("/sicilian/common/counting-in-threes", test_common_counting);
  g_test_add_func ("/sicilian/common/totals-s1-s2-s10", test_common_totals);
  g_test_add_func ("/sicilian/common/names-by-rank-s8", test_common_names_by_rank);
  g_test_add_func ("/sicilian/common/legal-play-fuggitivo-miseria", test_common_legal_play);
  g_test_add_func ("/sicilian/common/discard", test_common_discard);
  g_test_add_func ("/sicilian/common/fuggitivo-pile", test_common_fuggitivo_pile);
  g_test_add_func ("/sicilian/s1/examples", test_s1_examples);
  g_test_add_func ("/sicilian/s1/bidding", test_s1_bidding);
  g_test_add_func ("/sicilian/s1/variants", test_s1_variants);
  g_test_add_func ("/sicilian/s1/signals", test_s1_signals);
  g_test_add_func ("/sicilian/s1-s6/options-need-their-rules", test_options_need_their_rules);
  g_test_add_func ("/sicilian/s2/examples", test_s2_examples);
  g_test_add_func ("/sicilian/s3/examples", test_s3_examples);
  g_test_add_func ("/sicilian/s3/bidding", test_s3_bidding);
  g_test_add_func ("/sicilian/s4/examples", test_s4_examples);
  g_test_add_func ("/sicilian/s4/deal", test_s4_deal);
  g_test_add_func ("/sicilian/s4/rubber-scoring", test_s4_rubber_scoring);
  g_test_add_func ("/sicilian/s4/rubber-session", test_s4_rubber_session);
  g_test_add_func ("/sicilian/s4/rubber-needs-excess", test_s4_rubber_needs_excess);
  g_test_add_func ("/sicilian/s6/examples", test_s6_examples);
  g_test_add_func ("/sicilian/s6/stata", test_s6_stata);
  g_test_add_func ("/sicilian/s6/palagonia", test_s6_palagonia);
  g_test_add_func ("/sicilian/s7/examples", test_s7_examples);
  g_test_add_func ("/sicilian/s7/chiamo", test_s7_chiamo);
  for (guint i = 0; i < G_N_ELEMENTS (random_games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/sicilian/random-hands/%s%s%s", random_games[i][0],
                                               random_games[i][1] != NULL ? "-" : "",
                                               random_games[i][1] != NULL ? random_games[i][1] : "");

      g_test_add_data_func (path, random_games[i], test_random_hands);
    }
  return g_test_run ();
}
