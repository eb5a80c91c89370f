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

#include "model/families/tarot-sicilian-common.h"
#include "model/tarot-error.h"
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
  return g_test_run ();
}
