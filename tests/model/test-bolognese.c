/* test-bolognese.c — the Bolognese family against rules/italian-living-games.md, Bologna
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test cites the part of the rules file it checks: the common Bolognese rules
 * ("Common", "Special combinations"), Ottocento (B1, with its rubber) and Terziglio (B2,
 * Monzuno 11.17).
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-random-player.h"
#include "model/families/tarot-bolognese-private.h"
#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-session-rules.h"
#include "model/tarot-table-session.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"
#include "tarot-test-italian-suits.h"

#define MATTO     TAROT_CARD_FOOL
#define BEGATO    T (1)
#define MORO(i)   T (1 + (i))
/* Bolognese numbered trumps 5 … 16 are universal trumps 6 … 17 */
#define NUM(n)    T ((n) + 1)
#define LUNA      T (18)
#define SOLE      T (19)
#define ANGELO    T (20)
#define MONDO     T (21)
#define GIOCO     0
#define SOLO      1

/* The forms played: Terziglio, with Monzuno, Ottocento */
typedef enum
{
  FORM_TERZIGLIO,
  FORM_MONZUNO,
  FORM_OTTOCENTO,
} Form;

static TarotRules *
build_rules_with (Form     form,
                  gboolean signals)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (form == FORM_OTTOCENTO ? "ottocento" : "terziglio",
                                                        &error);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  if (form == FORM_MONZUNO)
    g_hash_table_insert (options, (gpointer) "monzuno", (gpointer) "true");
  if (signals)
    g_hash_table_insert (options, (gpointer) "signals", (gpointer) "true");
  g_assert_true (tarot_variant_build_rules (variant, form == FORM_OTTOCENTO ? 4 : 3, options, rules, &error));
  g_assert_no_error (error);
  return rules;
}

static TarotRules *
build_rules (Form form)
{
  return build_rules_with (form, FALSE);
}

/* Ottocento with the rubber option @rubber, in hand @hand of a rubber where the dealer's
 * side (of dealer 3: seats 3 and 1) has @dealers and the others @others. */
static TarotRules *
build_ottocento (const char *rubber,
                 guint       hand,
                 gint32      dealers,
                 gint32      others)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("ottocento", &error);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  g_hash_table_insert (options, (gpointer) "rubber", (gpointer) rubber);
  g_assert_true (tarot_variant_build_rules (variant, 4, options, rules, &error));
  g_assert_no_error (error);
  rules->rubber.hand = (guint8) hand;
  for (guint s = 0; s < 4; s++)
    rules->rubber.tally[s] = s % 2 == 1 ? dealers : others;
  return rules;
}

/* ------------------------------------------------------------------ */
/* combinations                                                        */

/* Special combinations, B1 example (1): side X's won cards form three tarocchi (18) and
 * three Cavalli (13); the grande Angelo-Mondo-[Begato]-16-15 (20), Swords K-[Begato]-C-A
 * (15) and three Aces with the Begato (15), doubled for three sequences: 131.  Side Y:
 * three Queens (14), Batons K-Q-[Matto] (10), three Moors with the Matto (15): 39. */
static void
test_combinations_b1_example_1 (void)
{
  TarotCardSet x = tarot_test_cards (ANGELO, MONDO, BEGATO, NUM (16), NUM (15),
                                     SW (C), BA (C), CU (C), SW (K), SW (0), BA (0), CU (0),
                                     BA (PIP (7)), CO (PIP (9)), END);
  TarotCardSet y = tarot_test_cards (MATTO, SW (Q), CU (Q), BA (K), BA (Q),
                                     MORO (1), MORO (2), MORO (3), SOLE, NUM (8), END);
  BologneseCombos c;

  g_assert_cmpuint (bolognese_combinations (x, &c), ==, 131);
  g_assert_cmpuint (c.cricche, ==, 31);
  g_assert_cmpuint (c.n_cricche, ==, 2);
  g_assert_cmpuint (c.n_sequences, ==, 3);
  g_assert_cmpuint (c.sequences, ==, 100);
  g_assert_false (tarot_card_set_contains (c.cards, BA (PIP (7))));
  g_assert_true (tarot_card_set_contains (c.cards, BEGATO));

  g_assert_cmpuint (bolognese_combinations (y, &c), ==, 39);
  g_assert_cmpuint (c.cricche, ==, 14);
  g_assert_cmpuint (c.sequences, ==, 25);
}

/* B1 example (2): four Kings (34) and Cups K-Q-C-J-A (20) declared together: 54. */
static void
test_combinations_b1_example_2 (void)
{
  TarotCardSet hand = tarot_test_cards (SW (K), BA (K), CU (K), CO (K), CU (Q), CU (C), CU (J),
                                        CU (0), SW (PIP (7)), END);

  g_assert_cmpuint (bolognese_combinations (hand, NULL), ==, 54);
}

/* Special combinations: the limits of the contatori and of the kinds. */
static void
test_combinations_rules (void)
{
  /* not static: the card macros are function calls */
  const struct
  {
    int    cards[12];
    guint  points;
    const char *why;
  } cases[] = {
    { { SW (K), MATTO, BEGATO, END }, 0, "a King and two substitutes side by side" },
    { { SW (K), SW (J), MATTO, END }, 10, "King, Jack and one substitute" },
    { { SW (K), SW (Q), SW (C), SW (J), SW (0), MATTO, BEGATO, END }, 30,
      "K Q C J A and two spare contatori" },
    { { SW (Q), SW (C), SW (J), MATTO, END }, 0, "no King: a contatore never stands for it" },
    { { MONDO, SOLE, LUNA, NUM (16), MATTO, END }, 0, "no Angelo: no grande" },
    { { ANGELO, MONDO, SOLE, LUNA, NUM (16), NUM (15), NUM (13), NUM (12), END }, 25,
      "the grande stops at the first gap: six cards" },
    { { ANGELO, SOLE, LUNA, NUM (16), NUM (14), NUM (13), MATTO, END }, 30,
      "a contatore bridges the gap below the 16: seven cards" },
    { { SW (0), BA (0), MATTO, END }, 10, "two real Aces and a contatore" },
    { { SW (0), MATTO, BEGATO, END }, 0, "one real Ace is too few; two tarocchi are no cricca" },
    { { MORO (1), MORO (2), MORO (3), MORO (4), END }, 15, "four Moors" },
    { { ANGELO, MONDO, BEGATO, MATTO, END }, 36 + 15,
      "four tarocchi, and Angelo-Mondo with a substitute and a spare contatore" },
    { { SW (Q), BA (Q), CU (Q), SW (C), BA (C), CU (C), SW (J), BA (J), CU (J), END }, 2 * 39,
      "three cricche make a criccone: 14 + 13 + 12 doubled" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TarotCardSet set = TAROT_CARD_SET_EMPTY;

      for (guint k = 0; cases[i].cards[k] != END; k++)
        tarot_card_set_add (&set, (TarotCard) cases[i].cards[k]);
      if (bolognese_combinations (set, NULL) != cases[i].points)
        g_error ("%s: %u points, expected %u", cases[i].why, bolognese_combinations (set, NULL),
                 cases[i].points);
    }
}

/* ------------------------------------------------------------------ */
/* the pack and the play                                               */

/* Common rules: 62 cards worth 87 in twos, 93 with the last trick; a Gioco's deal is
 * 18 each and a pozzo of 8 (B2), Monzuno 19 each and 5 (11.17). */
static void
test_rules (void)
{
  g_autofree TarotRules *rules = build_rules (FORM_TERZIGLIO);
  g_autofree TarotRules *monzuno = build_rules (FORM_MONZUNO);
  guint sum = 0;

  g_assert_cmpuint (rules->n_pack_cards, ==, 62);
  TAROT_CARD_SET_FOREACH (rules->pack, c)
    sum += rules->value[c];
  g_assert_cmpuint (sum - 31, ==, 87);
  g_assert_cmpuint (rules->points_total, ==, 93);
  g_assert_cmpuint (rules->hand_size, ==, 18);
  g_assert_cmpuint (rules->talon_size, ==, 8);
  g_assert_cmpuint (monzuno->hand_size, ==, 19);
  g_assert_cmpuint (monzuno->talon_size, ==, 5);
  g_assert_cmpuint (monzuno->n_tricks, ==, 19);
  /* the Angelo above the Mondo, the Moors alike, above the Begato */
  g_assert_cmpuint (rules->rank[ANGELO], >, rules->rank[MONDO]);
  g_assert_cmpuint (rules->rank[MORO (1)], ==, rules->rank[MORO (4)]);
  g_assert_cmpuint (rules->rank[MORO (1)], >, rules->rank[BEGATO]);
  g_assert_cmpuint (rules->rank[NUM (5)], >, rules->rank[MORO (4)]);
}

/* A deal in play with the given hands; seat 0 is the declarer of a Solo and leads. */
static void
deal_in_play (const TarotRules *rules,
              TarotDeal        *deal,
              TarotCardSet      h0,
              TarotCardSet      h1,
              TarotCardSet      h2)
{
  TarotCardSet rest;

  tarot_deal_setup (rules, deal, 2, 1);
  /* seat 0 (the dealer's right) goes Solo at once */
  tarot_deal_apply (rules, deal, (TarotAction) { TAROT_ACTION_BID, 0, TAROT_CARD_NONE, SOLO });
  /* its own hand's declaration, if any, let go */
  if (deal->phase == TAROT_PHASE_ANNOUNCE)
    tarot_deal_apply (rules, deal, (TarotAction) { TAROT_ACTION_PASS, 0, TAROT_CARD_NONE, 0 });
  g_assert_cmpint (deal->phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal->to_move, ==, 0);
  rest = tarot_card_set_minus (rules->pack, tarot_card_set_union (h0, tarot_card_set_union (h1, h2)));
  deal->hands[0] = h0;
  deal->hands[1] = h1;
  deal->hands[2] = h2;
  deal->talon = rest;
}

/* The winner of one trick where seat 0 leads @a and the others play @b and @c, each
 * holding a spare Swords, Batons or Cups card besides. */
static guint
trick_winner (const TarotRules *rules,
              TarotCard         a,
              TarotCard         b,
              TarotCard         c)
{
  TarotDeal deal;

  deal_in_play (rules, &deal, tarot_test_cards (a, SW (PIP (6)), END),
                tarot_test_cards (b, BA (PIP (6)), END), tarot_test_cards (c, CU (PIP (6)), END));
  tarot_test_play (rules, &deal, a);
  tarot_test_play (rules, &deal, b);
  tarot_test_play (rules, &deal, c);
  return deal.trick_winner[0];
}

/* Common rules: among the Moors the one played last to a trick beats the earlier ones;
 * every Moor beats the Begato, and Amore (5) beats them all. */
static void
test_moors_equal (void)
{
  g_autofree TarotRules *rules = build_rules (FORM_TERZIGLIO);

  g_assert_cmpuint (trick_winner (rules, MORO (1), MORO (3), BEGATO), ==, 1);
  g_assert_cmpuint (trick_winner (rules, MORO (4), MORO (1), MORO (2)), ==, 2);
  g_assert_cmpuint (trick_winner (rules, MORO (4), NUM (5), MORO (2)), ==, 1);
}

/* Common rules ("usual rules"): follow suit, else trump, else anything; no need to
 * overtrump; the Matto may always be played. */
static void
test_follow (void)
{
  g_autofree TarotRules *rules = build_rules (FORM_TERZIGLIO);
  TarotDeal deal;

  deal_in_play (rules, &deal,
                tarot_test_cards (SW (PIP (6)), SW (PIP (7)), END),
                tarot_test_cards (NUM (10), MORO (1), CU (K), MATTO, END),
                tarot_test_cards (SW (K), NUM (16), END));
  tarot_test_play (rules, &deal, SW (PIP (6)));
  g_assert_true (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_PLAY, 1, MORO (1), 0 }));
  g_assert_true (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_PLAY, 1, MATTO, 0 }));
  g_assert_false (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_PLAY, 1, CU (K), 0 }));
  tarot_test_play (rules, &deal, MORO (1));
  g_assert_false (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_PLAY, 2, NUM (16), 0 }));
}

/* B2 bidding: one round from the dealer's right; a Gioco may be overcalled by a Solo,
 * which ends the bidding; all passing passes the deal on; a Gioco takes the pozzo and
 * discards 8, no carte da cinque. */
static void
test_bidding (void)
{
  g_autofree TarotRules *rules = build_rules (FORM_TERZIGLIO);
  TarotDeal deal;
  TarotActionList list;
  guint n_discards = 0;

  tarot_deal_setup (rules, &deal, 0, 7);
  g_assert_cmpuint (deal.to_move, ==, 1);
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_BID, 1, TAROT_CARD_NONE, GIOCO });
  g_assert_false (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_BID, 2, TAROT_CARD_NONE, GIOCO }));
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_BID, 2, TAROT_CARD_NONE, SOLO });
  g_assert_true (deal.phase == TAROT_PHASE_PLAY || deal.phase == TAROT_PHASE_ANNOUNCE);
  g_assert_cmpuint (deal.declarer, ==, 2);
  g_assert_cmpuint (deal.contract, ==, SOLO);
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 8);
  g_assert_cmpuint (deal.to_move, ==, 2);

  tarot_deal_setup (rules, &deal, 0, 7);
  for (guint s = 1; s <= 3; s++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, s % 3, TAROT_CARD_NONE, 0 });
  g_assert_cmpint (deal.end, ==, TAROT_END_PASSED_OUT);

  tarot_deal_setup (rules, &deal, 0, 7);
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0 });
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_BID, 2, TAROT_CARD_NONE, GIOCO });
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, 0, TAROT_CARD_NONE, 0 });
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[2]), ==, 26);
  while (deal.phase == TAROT_PHASE_DISCARD)
    {
      list.n = 0;
      tarot_deal_legal_actions (rules, &deal, &list);
      for (guint i = 0; i < list.n; i++)
        g_assert_cmpuint (rules->value[list.actions[i].card], <, 5);
      tarot_deal_apply (rules, &deal, list.actions[0]);
      n_discards++;
    }
  g_assert_cmpuint (n_discards, ==, 8);
  g_assert_cmpuint (deal.to_move, ==, 2);
}

/* Monzuno (11.17): the dealer's right always leads. */
static void
test_monzuno_lead (void)
{
  g_autofree TarotRules *rules = build_rules (FORM_MONZUNO);
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 0, 3);
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0 });
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_BID, 2, TAROT_CARD_NONE, SOLO });
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 5);
  g_assert_cmpuint (deal.to_move, ==, 1);
}

/* ------------------------------------------------------------------ */
/* scoring                                                             */

static void
score_json (const TarotRules *rules,
            const char       *json,
            const gint32      expected[3])
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  TarotOutcome outcome;
  TarotScore score;

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_true (rules->family->outcome_from_json (rules, json_node_get_object (json_parser_get_root (parser)),
                                                   &outcome, &error));
  g_assert_no_error (error);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (score.totals[s], ==, expected[s]);
}

/* B2 examples (1)–(4): totals are card points, combinations and declarations. */
static void
test_scoring_b2_examples (void)
{
  g_autofree TarotRules *rules = build_rules (FORM_TERZIGLIO);

  /* (1) Gioco 160 against 120: 150, 3 poste */
  score_json (rules, "{\"contract\": \"gioco\", \"declarer\": 0, \"card_points\": [51, 42],"
              " \"combinations\": [99, 78], \"declarations\": [10, 0]}", (gint32[]) { 6, -3, -3 });
  /* (2) Solo 246 against 180: 4 short of 250, 5 poste, doubled */
  score_json (rules, "{\"contract\": \"solo\", \"declarer\": 1, \"card_points\": [50, 43],"
              " \"combinations\": [150, 137], \"declarations\": [46, 0]}", (gint32[]) { -10, 20, -10 });
  /* (3) Gioco lost, 130 against 170: the opponents' 150, 3 poste */
  score_json (rules, "{\"contract\": \"gioco\", \"declarer\": 2, \"card_points\": [40, 53],"
              " \"combinations\": [90, 117], \"declarations\": [0, 0]}", (gint32[]) { 3, 3, -6 });
  /* (4) a tie loses: 150 each */
  score_json (rules, "{\"contract\": \"gioco\", \"declarer\": 0, \"card_points\": [46, 46],"
              " \"combinations\": [104, 104], \"declarations\": [0, 0]}", (gint32[]) { -6, 3, 3 });
  /* capotto: 40 from each opponent (open question, default) */
  score_json (rules, "{\"contract\": \"gioco\", \"declarer\": 0, \"card_points\": [93, 0],"
              " \"combinations\": [200, 0], \"declarations\": [0, 0], \"capotto\": \"declarer\"}",
              (gint32[]) { 80, -40, -40 });
}

/* Validation: the card points add up to 93, or 92 when both piles are odd ([RULING]). */
static void
test_outcome_refused (void)
{
  static const struct
  {
    const char *json;
    const char *field;
  } bad[] = {
    { "{\"contract\": \"gioco\", \"declarer\": 0, \"card_points\": [50, 41], \"combinations\": [0, 0],"
      " \"declarations\": [0, 0]}", "card_points" },
    { "{\"contract\": \"gioco\", \"declarer\": 0, \"card_points\": [50, 43], \"combinations\": [0, 0],"
      " \"declarations\": [0, 0], \"capotto\": \"declarer\"}", "capotto" },
    { "{\"contract\": \"gioco\", \"declarer\": 3, \"card_points\": [50, 43], \"combinations\": [0, 0],"
      " \"declarations\": [0, 0]}", "declarer" },
    { "{\"contract\": \"gioco\", \"declarer\": 0, \"card_points\": [50, 43], \"combinations\": [0, 9000],"
      " \"declarations\": [0, 0]}", "combinations[1]" },
    { "{\"contract\": \"gioco\", \"declarer\": 0, \"card_points\": [50, 43], \"combinations\": [0, 0],"
      " \"declarations\": [0, 0], \"bonus\": 1}", "bonus" },
    { "{\"end\": \"passed_out\", \"declarer\": 0}", "declarer" },
  };
  g_autofree TarotRules *rules = build_rules (FORM_TERZIGLIO);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      TarotOutcome outcome;

      g_assert_true (json_parser_load_from_data (parser, bad[i].json, -1, NULL));
      g_assert_false (rules->family->outcome_from_json (rules, json_node_get_object (json_parser_get_root (parser)),
                                                        &outcome, &error));
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      if (strstr (error->message, bad[i].field) == NULL)
        g_error ("case %u: \"%s\" does not name %s", i, error->message, bad[i].field);
    }
  /* 92 is accepted: 50 against 42, one posta */
  score_json (rules, "{\"contract\": \"gioco\", \"declarer\": 0, \"card_points\": [50, 42],"
              " \"combinations\": [0, 0], \"declarations\": [0, 0]}", (gint32[]) { 2, -1, -1 });
}

/* ------------------------------------------------------------------ */
/* random hands                                                        */

static guint
count_twos (const TarotRules *rules,
            TarotCardSet      pile)
{
  guint sum = 0;

  TAROT_CARD_SET_FOREACH (pile, c)
    sum += rules->value[c];
  return sum - (tarot_card_set_count (pile) + 1) / 2;
}

/* Random legal hands: cards kept, the card points 93, or 92 exactly when both piles are
 * odd (common rules), declarations only for hands that hold combinations, a Gioco's
 * discard without carte da cinque, zero-sum scores. */
static void
test_random_hands (gconstpointer data)
{
  g_autofree TarotRules *rules = build_rules (GPOINTER_TO_UINT (data));
  guint n = rules->n_players;
  TarotRng rng;
  guint n_92 = 0, n_declared = 0, n_played = 0;

  tarot_rng_init (&rng, 2026);
  for (guint hand = 0; hand < 3000; hand++)
    {
      TarotDeal deal;
      TarotOutcome outcome;
      TarotScore score;
      TarotPlayerView view;
      TarotCardSet piles[2] = { TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY };
      gint64 sum = 0;

      tarot_deal_setup (rules, &deal, hand % n, hand * 31u + 5);
      while (!tarot_deal_is_over (&deal))
        {
          TarotAction a;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          a = tarot_random_player_choose (&view, &rng);
          g_assert_true (tarot_deal_is_legal (rules, &deal, a));
          if (a.kind == TAROT_ACTION_ANNOUNCE)
            {
              g_assert_cmpuint (bolognese_combinations (deal.hands[a.seat], NULL), >, 0);
              n_declared++;
            }
          tarot_deal_apply (rules, &deal, a);
          g_assert_true (tarot_deal_check_cards (rules, &deal, NULL));
        }
      tarot_deal_outcome (rules, &deal, &outcome);
      tarot_rules_score (rules, &outcome, &score, FALSE);
      for (guint s = 0; s < n; s++)
        sum += score.totals[s];
      g_assert_cmpint (sum, ==, 0);
      if (deal.end != TAROT_END_PLAYED)
        continue;
      n_played++;
      TAROT_CARD_SET_FOREACH (deal.discard, c)
        g_assert_cmpuint (rules->value[c], <, 5);
      for (guint s = 0; s < n; s++)
        piles[outcome.side[s]] = tarot_card_set_union (piles[outcome.side[s]], deal.won[s]);
      piles[outcome.tricks[0] > 0 ? 0 : 1] = tarot_card_set_union (piles[outcome.tricks[0] > 0 ? 0 : 1],
                                                                   deal.discard);
      /* a Solo's pozzo, for the winner of the last trick */
      piles[outcome.side[deal.trick_winner[deal.n_tricks - 1]]] =
        tarot_card_set_union (piles[outcome.side[deal.trick_winner[deal.n_tricks - 1]]], deal.talon);
      g_assert_cmpuint (count_twos (rules, piles[0]) + count_twos (rules, piles[1]), ==,
                        outcome.points[0] + outcome.points[1] - 6);
      if (tarot_card_set_count (piles[0]) % 2 == 1)
        {
          g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 92);
          n_92++;
        }
      else
        g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 93);
    }
  g_assert_cmpuint (n_played, >, 2000);
  /* four players' tricks and two discards leave both piles even (common rules) */
  if (n == 4)
    g_assert_cmpuint (n_92, ==, 0);
  else
    g_assert_cmpuint (n_92, >, 0);
  g_assert_cmpuint (n_declared, >, 0);
}

/* ------------------------------------------------------------------ */
/* Ottocento (B1)                                                      */

/* B1: 15 each, the dealer takes the last two and discards two, none worth 5; no
 * bidding; the dealer's right leads. */
static void
test_ottocento_deal (void)
{
  g_autofree TarotRules *rules = build_rules (FORM_OTTOCENTO);
  TarotDeal deal;
  TarotActionList list;

  g_assert_cmpuint (rules->hand_size, ==, 15);
  g_assert_cmpuint (rules->points_shortfall, ==, 0);
  tarot_deal_setup (rules, &deal, 2, 9);
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.to_move, ==, 2);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[2]), ==, 17);
  while (deal.phase == TAROT_PHASE_DISCARD)
    {
      list.n = 0;
      tarot_deal_legal_actions (rules, &deal, &list);
      for (guint i = 0; i < list.n; i++)
        g_assert_cmpuint (rules->value[list.actions[i].card], <, 5);
      tarot_deal_apply (rules, &deal, list.actions[list.n - 1]);
    }
  g_assert_cmpuint (tarot_card_set_count (deal.discard), ==, 2);
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 3);
  g_assert_cmpuint (deal.declarer, ==, TAROT_NO_SEAT);
}

static void
discard_first (const TarotRules *rules,
               TarotDeal        *deal)
{
  TarotActionList list = { 0 };

  tarot_deal_legal_actions (rules, deal, &list);
  g_assert_cmpuint (list.actions[0].kind, ==, TAROT_ACTION_DISCARD);
  tarot_deal_apply (rules, deal, list.actions[0]);
}

/* B1 example (2): four Kings and Cups K-Q-C-J-A declared in the first trick, before the
 * player's card, bank 54 for his side; the cards are shown. */
/* Dealer 3 has discarded; seat 0, who leads, holds the hand of B1 example (2): four
 * Kings and Cups K-Q-C-J-A, 54. */
static void
deal_seat_0 (const TarotRules *rules,
             TarotCardSet      mine,
             TarotDeal        *deal_out)
{
  TarotCardSet rest = TAROT_CARD_SET_EMPTY;
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 3, 11);
  /* before the dealer's last discard, seat 0 (who will lead) gets the hand of the
   * example, the others the rest */
  discard_first (rules, &deal);
  for (guint s = 0; s < 4; s++)
    rest = tarot_card_set_union (rest, deal.hands[s]);
  rest = tarot_card_set_minus (rest, mine);
  deal.hands[0] = mine;
  for (guint s = 1; s < 4; s++)
    {
      deal.hands[s] = TAROT_CARD_SET_EMPTY;
      for (guint i = 0; i < (s == 3 ? 16u : 15u); i++)
        {
          TarotCard c = tarot_card_set_first (rest);

          tarot_card_set_remove (&rest, c);
          tarot_card_set_add (&deal.hands[s], c);
        }
    }
  g_assert_true (tarot_card_set_is_empty (rest));
  discard_first (rules, &deal);
  g_assert_true (tarot_deal_check_cards (rules, &deal, NULL));
  g_assert_cmpuint (deal.to_move, ==, 0);
  *deal_out = deal;
}

static void
deal_example_2 (const TarotRules *rules,
                TarotDeal        *deal)
{
  deal_seat_0 (rules, tarot_test_cards (SW (K), BA (K), CU (K), CO (K), CU (Q), CU (C), CU (J), CU (0),
                                        SW (PIP (6)), SW (PIP (7)), SW (PIP (8)), BA (PIP (6)),
                                        BA (PIP (7)), BA (PIP (8)), CO (PIP (6)), END),
               deal);
  g_assert_cmpint (deal->phase, ==, TAROT_PHASE_ANNOUNCE);
}

static void
test_ottocento_declaration (void)
{
  g_autofree TarotRules *rules = build_rules (FORM_OTTOCENTO);
  TarotDeal deal;
  TarotOutcome outcome;
  TarotPlayerView view;
  TarotRng rng;

  deal_example_2 (rules, &deal);

  g_assert_true (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, 0 }));
  g_assert_false (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_PLAY, 0, SW (K), 0 }));
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, 0 });
  g_assert_true (tarot_card_set_equal (deal.shown, tarot_test_cards (SW (K), BA (K), CU (K), CO (K), CU (Q),
                                                                     CU (C), CU (J), CU (0), END)));
  g_assert_true (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_PLAY, 0, SW (K), 0 }));

  /* the others let their declarations go; the hand is played out */
  tarot_rng_init (&rng, 1);
  while (!tarot_deal_is_over (&deal))
    {
      TarotAction a;

      tarot_deal_make_view (rules, &deal, deal.to_move, &view);
      a = tarot_random_player_choose (&view, &rng);
      if (a.kind == TAROT_ACTION_ANNOUNCE)
        a.kind = TAROT_ACTION_PASS;
      tarot_deal_apply (rules, &deal, a);
    }
  tarot_deal_outcome (rules, &deal, &outcome);
  g_assert_cmpint (outcome.extra[2 + outcome.side[0]], ==, 54);
  g_assert_cmpint (outcome.extra[2 + 1 - outcome.side[0]], ==, 0);
}

/* B1 example (1): the dealer's side 55 card points and 131 in combinations, the others
 * 38 and 39: 186 against 77; the sheet keeps the difference, 109. */
static void
test_ottocento_scoring (void)
{
  g_autofree TarotRules *rules = build_rules (FORM_OTTOCENTO);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  TarotOutcome outcome;
  TarotScore score;

  g_assert_true (json_parser_load_from_data (parser, "{\"dealer\": 1, \"card_points\": [55, 38],"
                                             " \"combinations\": [131, 39], \"declarations\": [0, 0]}",
                                             -1, NULL));
  g_assert_true (rules->family->outcome_from_json (rules, json_node_get_object (json_parser_get_root (parser)),
                                                   &outcome, &error));
  g_assert_no_error (error);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpint (score.totals[1], ==, 109);
  g_assert_cmpint (score.totals[3], ==, 109);
  g_assert_cmpint (score.totals[0], ==, -109);
  g_assert_cmpint (score.totals[2], ==, -109);
  g_assert_nonnull (strstr (score.lines[0].label, "55 + 131 = 186"));
  g_assert_nonnull (strstr (score.lines[0].label, "38 + 39 = 77"));
}

/* ------------------------------------------------------------------ */
/* Ottocento's rubber (B1 "Rubber")                                    */

static gboolean
ottocento_outcome (const TarotRules  *rules,
                   const char        *json,
                   TarotOutcome      *outcome,
                   GError           **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return rules->family->outcome_from_json (rules, json_node_get_object (json_parser_get_root (parser)),
                                           outcome, error);
}

/* B1 "Rubber" and "Variants": first side to 800, or 1000, or 1500; Quattro scartate is
 * four hands. */
static void
test_rubber_shape (void)
{
  g_autofree TarotRules *to_800 = build_rules (FORM_OTTOCENTO);
  g_autofree TarotRules *to_1500 = build_ottocento ("to_1500", 0, 0, 0);
  g_autofree TarotRules *four = build_ottocento ("quattro_scartate", 0, 0, 0);
  g_autofree TarotRules *terziglio = build_rules (FORM_TERZIGLIO);

  g_assert_cmpuint (to_800->rubber.target, ==, 800);
  g_assert_cmpuint (to_800->rubber.length, ==, 0);
  g_assert_cmpuint (to_1500->rubber.target, ==, 1500);
  g_assert_cmpuint (four->rubber.target, ==, 0);
  g_assert_cmpuint (four->rubber.length, ==, 4);
  g_assert_cmpuint (terziglio->rubber.target, ==, 0);
  g_assert_cmpuint (terziglio->rubber.length, ==, 0);
}

/* B1 "Rubber": a side reaching 800 by its trick-1 declarations says Fuori and wins at
 * once.  Seat 0 (the others, of dealer 3) declares 54 at 760: 814. */
static void
test_rubber_fuori (void)
{
  g_autofree TarotRules *rules = build_ottocento ("to_800", 3, 500, 760);
  g_autofree TarotRules *short_of_it = build_ottocento ("to_800", 3, 500, 700);
  g_autoptr(JsonObject) json = NULL;
  g_autoptr(GError) error = NULL;
  TarotDeal deal;
  TarotOutcome outcome, parsed;
  TarotScore score, score_parsed;

  /* 700 + 54 is short: the hand goes on */
  deal_example_2 (short_of_it, &deal);
  tarot_deal_apply (short_of_it, &deal, (TarotAction) { TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, 0 });
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);

  deal_example_2 (rules, &deal);
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, 0 });
  g_assert_true (tarot_deal_is_over (&deal));
  g_assert_cmpint (deal.end, ==, TAROT_END_PLAYED);
  g_assert_cmpuint (deal.n_tricks, ==, 0);
  g_assert_true (tarot_deal_check_cards (rules, &deal, NULL));
  tarot_deal_outcome (rules, &deal, &outcome);
  g_assert_cmpint (outcome.extra[5], ==, 2);
  g_assert_cmpint (outcome.extra[3], ==, 54);
  g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 0);

  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpint (score.totals[0], ==, 54);
  g_assert_cmpint (score.totals[3], ==, -54);
  g_assert_true (score.has_tally);
  g_assert_cmpint (score.tally[0], ==, 54);
  g_assert_cmpint (score.tally[2], ==, 54);
  g_assert_cmpint (score.tally[1], ==, 0);
  g_assert_cmpuint (score.n_lines, ==, 2);
  g_assert_nonnull (strstr (score.lines[0].label, "Fuori"));
  g_assert_cmpstr (score.lines[1].label, ==, "The others win the rubber, 814 to 500");

  /* the table enters it the same way */
  json = rules->family->outcome_to_json (rules, &outcome);
  g_assert_cmpstr (json_object_get_string_member (json, "fuori"), ==, "others");
  g_assert_false (json_object_has_member (json, "card_points"));
  g_assert_true (rules->family->outcome_from_json (rules, json, &parsed, &error));
  g_assert_no_error (error);
  tarot_rules_score (rules, &parsed, &score_parsed, TRUE);
  tarot_test_assert_same_score (&score, &score_parsed);
}

/* B1 "Rubber": the dealer close to 800 may declare on his first 15 cards before taking
 * the two extras; then the others may declare and claim too. */
static void
test_rubber_dealer_early (void)
{
  g_autofree TarotRules *rules = build_ottocento ("to_800", 2, 799, 0);
  TarotDeal deal, passed;
  TarotOutcome outcome;
  TarotScore score;
  guint64 seed = 1;

  /* a deal where the dealer's fifteen cards hold a combination */
  for (tarot_deal_setup (rules, &deal, 3, seed); deal.phase != TAROT_PHASE_ANNOUNCE; seed++)
    tarot_deal_setup (rules, &deal, 3, seed);
  g_assert_cmpuint (deal.to_move, ==, 3);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[3]), ==, 15);
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 2);

  /* letting it go, he takes the two extras and discards */
  passed = deal;
  tarot_deal_apply (rules, &passed, (TarotAction) { TAROT_ACTION_PASS, 3, TAROT_CARD_NONE, 0 });
  g_assert_cmpint (passed.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (tarot_card_set_count (passed.hands[3]), ==, 17);

  /* declaring, he is out; the others with combinations declare in turn */
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_ANNOUNCE, 3, TAROT_CARD_NONE, 0 });
  for (guint last = 3; !tarot_deal_is_over (&deal); )
    {
      g_assert_cmpint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
      /* from the dealer's right, each once */
      g_assert_cmpuint ((deal.to_move + 1) % 4, >, (last + 1) % 4);
      last = deal.to_move;
      tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_ANNOUNCE, last, TAROT_CARD_NONE, 0 });
    }
  g_assert_true (tarot_deal_check_cards (rules, &deal, NULL));
  tarot_deal_outcome (rules, &deal, &outcome);
  g_assert_cmpint (outcome.extra[5], ==, 1);
  g_assert_cmpint (outcome.extra[2], >, 0);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpint (score.tally[3], ==, outcome.extra[2]);
  g_assert_cmpuint (score.n_lines, ==, 2);
}

/* B1 "Rubber": otherwise play out; both over 800, the higher total wins; the table's
 * entries must agree with the rubber. */
static void
test_rubber_scoring (void)
{
  static const struct
  {
    const char *json;
    const char *field;
  } bad[] = {
    /* 780 + 10 does not reach 800 */
    { "{\"dealer\": 3, \"fuori\": \"others\", \"declarations\": [0, 10]}", "fuori" },
    /* 780 + 20 does, so the others said Fuori */
    { "{\"dealer\": 3, \"fuori\": \"none\", \"card_points\": [55, 38], \"combinations\": [0, 0],"
      " \"declarations\": [0, 20]}", "fuori" },
    /* a hand ended by Fuori has no card points */
    { "{\"dealer\": 3, \"fuori\": \"others\", \"card_points\": [55, 38], \"declarations\": [0, 20]}",
      "card_points" },
    { "{\"dealer\": 3, \"fuori\": \"both\", \"declarations\": [0, 20]}", "fuori" },
  };
  g_autofree TarotRules *rules = build_ottocento ("to_800", 5, 700, 780);
  g_autofree TarotRules *four = build_ottocento ("quattro_scartate", 4, 300, 310);
  g_autofree TarotRules *third = build_ottocento ("quattro_scartate", 3, 300, 310);
  TarotOutcome outcome;
  TarotScore score;
  g_autoptr(GError) error = NULL;

  /* example (1): 186 against 77: 886 against 857, the dealer's side wins */
  g_assert_true (ottocento_outcome (rules, "{\"dealer\": 3, \"fuori\": \"none\", \"card_points\": [55, 38],"
                                    " \"combinations\": [131, 39], \"declarations\": [0, 0]}",
                                    &outcome, &error));
  g_assert_no_error (error);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpint (score.totals[3], ==, 109);
  g_assert_cmpint (score.tally[3], ==, 186);
  g_assert_cmpint (score.tally[0], ==, 77);
  g_assert_cmpuint (score.n_lines, ==, 2);
  g_assert_cmpstr (score.lines[1].label, ==, "The dealer’s side wins the rubber, 886 to 857");
  /* level past 800, 886 each: the rubber goes on */
  g_assert_true (ottocento_outcome (rules, "{\"dealer\": 3, \"fuori\": \"none\", \"card_points\": [55, 38],"
                                    " \"combinations\": [131, 68], \"declarations\": [0, 0]}",
                                    &outcome, &error));
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpuint (score.n_lines, ==, 1);
  /* short of 800 both, 780 against 793: no line */
  g_assert_true (ottocento_outcome (rules, "{\"dealer\": 3, \"fuori\": \"none\", \"card_points\": [80, 13],"
                                    " \"combinations\": [0, 0], \"declarations\": [0, 0]}",
                                    &outcome, &error));
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpuint (score.n_lines, ==, 1);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) e = NULL;

      g_assert_false (ottocento_outcome (rules, bad[i].json, &outcome, &e));
      g_assert_error (e, TAROT_ERROR, TAROT_ERROR_INVALID);
      if (strstr (e->message, bad[i].field) == NULL)
        g_error ("case %u: \"%s\" does not name %s", i, e->message, bad[i].field);
    }

  /* Quattro scartate: nobody says Fuori; after the fourth hand the higher total wins */
  g_assert_false (ottocento_outcome (four, "{\"dealer\": 3, \"fuori\": \"none\", \"card_points\": [55, 38],"
                                     " \"combinations\": [0, 0], \"declarations\": [0, 0]}",
                                     &outcome, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (ottocento_outcome (third, "{\"dealer\": 3, \"card_points\": [55, 38],"
                                    " \"combinations\": [0, 0], \"declarations\": [0, 0]}",
                                    &outcome, &error));
  tarot_rules_score (third, &outcome, &score, TRUE);
  g_assert_cmpuint (score.n_lines, ==, 1);
  g_assert_true (ottocento_outcome (four, "{\"dealer\": 3, \"card_points\": [55, 38],"
                                    " \"combinations\": [0, 0], \"declarations\": [0, 0]}",
                                    &outcome, &error));
  g_assert_no_error (error);
  tarot_rules_score (four, &outcome, &score, TRUE);
  g_assert_cmpuint (score.n_lines, ==, 2);
  g_assert_cmpstr (score.lines[1].label, ==, "The dealer’s side wins the rubber, 355 to 348");
}

/* B1 "Rubber" at a score-keeping table: each hand's rules know the sides' tallies in
 * the rubber so far; the rubber ends at 800 and the next starts from nothing; saving
 * and loading the session gives the same. */
static void
test_rubber_session (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("ottocento", &error);
  g_autoptr(TarotTableSession) session = NULL;
  g_autoptr(TarotTableSession) back = NULL;
  g_autoptr(JsonObject) saved = NULL;
  const TarotRubber *rubber;
  TarotScoreRow *row;

  g_assert_no_error (error);
  session = tarot_table_session_new (variant, 4, NULL, NULL, 0, &error);
  g_assert_no_error (error);
  /* seats 0 and 2 make 200 a hand, seats 1 and 3 make 33; the deal passes on, so
   * they are the dealer's side in hands 1 and 3 */
  for (guint hand = 0; hand < 3; hand++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autofree char *json =
        g_strdup_printf ("{\"fuori\": \"none\", \"card_points\": [%u, %u], \"combinations\": [%u, 0],"
                         " \"declarations\": [0, 0]}",
                         hand % 2 == 0 ? 60 : 33, hand % 2 == 0 ? 33 : 60,
                         hand % 2 == 0 ? 140 : 0);
      g_autofree char *json_odd =
        g_strdup_printf ("{\"fuori\": \"none\", \"card_points\": [33, 60], \"combinations\": [0, 140],"
                         " \"declarations\": [0, 0]}");

      rubber = &tarot_table_session_get_rules (session)->rubber;
      g_assert_cmpuint (rubber->hand, ==, hand + 1);
      g_assert_cmpint (rubber->tally[0], ==, 200 * (gint) hand);
      g_assert_cmpint (rubber->tally[1], ==, 33 * (gint) hand);
      g_assert_true (json_parser_load_from_data (parser, hand % 2 == 0 ? json : json_odd, -1, NULL));
      g_assert_true (tarot_table_session_add_hand (session, json_node_get_object (json_parser_get_root (parser)),
                                                   &error));
      g_assert_no_error (error);
    }
  /* hand 4, dealer 3: seats 0 and 2, the others, declare 150 in trick 1: 750 is short */
  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    TarotScore score;

    g_assert_true (json_parser_load_from_data (parser, "{\"fuori\": \"others\", \"declarations\": [0, 150]}",
                                               -1, NULL));
    g_assert_false (tarot_table_session_preview (session, 3, json_node_get_object (json_parser_get_root (parser)),
                                                 &score, &error));
    g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
    g_clear_error (&error);
    g_assert_true (json_parser_load_from_data (parser, "{\"fuori\": \"others\", \"declarations\": [0, 200]}",
                                               -1, NULL));
    g_assert_true (tarot_table_session_add_hand (session, json_node_get_object (json_parser_get_root (parser)),
                                                 &error));
    g_assert_no_error (error);
  }
  row = tarot_table_session_get_hand_row (session, 3);
  g_assert_true (tarot_score_row_has_tally (row));
  g_assert_cmpint (tarot_score_row_get_tally (row, 0), ==, 200);
  g_assert_cmpuint (tarot_score_row_get_n_lines (row), ==, 2);
  g_assert_cmpstr (tarot_score_row_get_line_label (row, 1), ==, "The others win the rubber, 800 to 99");

  /* the next rubber starts from nothing */
  rubber = &tarot_table_session_get_rules (session)->rubber;
  g_assert_cmpuint (rubber->hand, ==, 1);
  g_assert_cmpuint (rubber->target, ==, 800);
  g_assert_cmpint (rubber->tally[0], ==, 0);
  g_assert_cmpint (rubber->totals[0], ==, 0);

  saved = tarot_table_session_to_json (session);
  back = tarot_table_session_new_from_json (saved, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (memcmp (&tarot_table_session_get_rules (back)->rubber, rubber, sizeof *rubber), ==, 0);

  /* the sheet's rows keep the tallies in their file */
  {
    TarotScoreSheet *sheet = tarot_table_session_get_score_sheet (session);
    g_autoptr(JsonObject) sheet_json = tarot_score_sheet_to_json (sheet);
    g_autoptr(TarotScoreSheet) loaded = tarot_score_sheet_new_from_json (sheet_json, NULL, NULL, &error);
    TarotRubber again = { 0 };

    g_assert_no_error (error);
    again.target = 800;
    tarot_session_rules_rubber (variant, loaded, 3, &again);
    g_assert_cmpuint (again.hand, ==, 4);
    g_assert_cmpint (again.tally[0], ==, 600);
    g_assert_cmpint (again.tally[3], ==, 99);
  }
}

/* ------------------------------------------------------------------ */
/* signals (B1 "Play", B2 "Play", 11.17; the [RULING]s in tarot-bolognese.c) */

static TarotRules *
build_with_signals (Form form)
{
  return build_rules_with (form, TRUE);
}

/* The signal @seat's lead of @card gives, by its name; NULL for none. */
static const char *
lead_signal (const TarotRules *rules,
             const TarotDeal  *before,
             guint             seat,
             TarotCard         card)
{
  TarotDeal deal = *before;
  TarotPlayerView view;
  guint8 args[TAROT_MAX_TRICKS];
  guint n;

  tarot_test_play (rules, &deal, card);
  tarot_deal_make_view (rules, &deal, (seat + 1) % deal.n_players, &view);
  n = tarot_view_announcements (rules, &view, seat, args, G_N_ELEMENTS (args));
  g_assert_cmpuint (n, <=, 1);
  return n == 0 ? NULL : rules->family->arg_to_string (rules, TAROT_ACTION_ANNOUNCE, args[0]);
}

/* B1 "Play": busso, the highest or second-highest card out (in trumps the Angelo or
 * the Mondo); volo, no more of the suit; striscio, more but not the top card. */
static void
test_signals_ottocento (void)
{
  g_autofree TarotRules *rules = build_with_signals (FORM_OTTOCENTO);
  g_autofree TarotRules *silent = build_rules (FORM_OTTOCENTO);
  TarotCardSet mine = tarot_test_cards (SW (PIP (6)), BA (PIP (6)), BA (PIP (7)), BA (PIP (8)), BA (PIP (9)),
                                        CO (K), CO (PIP (6)), CU (PIP (6)), CU (PIP (7)), CU (PIP (8)),
                                        CU (PIP (9)), CU (PIP (10)), NUM (5), NUM (6), NUM (7), END);
  TarotDeal deal;

  deal_seat_0 (rules, mine, &deal);
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpstr (lead_signal (rules, &deal, 0, SW (PIP (6))), ==, "volo");
  g_assert_cmpstr (lead_signal (rules, &deal, 0, BA (PIP (6))), ==, "striscio");
  g_assert_cmpstr (lead_signal (rules, &deal, 0, CO (PIP (6))), ==, "busso");
  /* the King led, the six kept: more, but neither the Queen nor the Cavallo */
  g_assert_cmpstr (lead_signal (rules, &deal, 0, CO (K)), ==, "striscio");
  g_assert_cmpstr (lead_signal (rules, &deal, 0, NUM (5)), ==, "striscio");
  /* the option off: silent play */
  deal_seat_0 (silent, mine, &deal);
  g_assert_null (lead_signal (silent, &deal, 0, CO (PIP (6))));
}

/* Each lead's signal as the rules file gives it, computed here from the leader's
 * hand: B1 for Ottocento, B2 (opponents only, after the top card; striscio = length)
 * and 11.17 (unrestricted; corto = short). */
static const char *
expected_signal (const TarotRules *rules,
                 Form              form,
                 const TarotDeal  *deal,
                 guint             seat,
                 TarotCard         card)
{
  gboolean trump = tarot_card_is_trump (card);
  TarotCardSet suit, rest, out;
  guint more;
  gboolean busso = FALSE;

  /* the Matto has no suit and gives no signal */
  if (card == MATTO)
    return NULL;
  suit = trump ? rules->trumps : rules->suit_sets[tarot_card_suit (card)];
  rest = tarot_card_set_minus (tarot_card_set_intersect (deal->hands[seat], suit), tarot_test_cards (card, END));
  out = tarot_card_set_minus (tarot_card_set_minus (suit, deal->played), tarot_test_cards (card, END));
  more = tarot_card_set_count (rest);
  if (form == FORM_TERZIGLIO &&
      (seat == deal->declarer ||
       !tarot_card_set_contains (deal->played, trump ? ANGELO : tarot_card_make (tarot_card_suit (card), TAROT_FACE_KING))))
    return NULL;
  /* one of the two highest out: fewer than two cards out rank above it */
  TAROT_CARD_SET_FOREACH (rest, c)
    {
      guint above = 0;

      TAROT_CARD_SET_FOREACH (out, o)
        above += rules->rank[o] > rules->rank[c];
      busso |= above < 2;
    }
  if (more == 0)
    return "volo";
  if (busso)
    return "busso";
  if (form == FORM_OTTOCENTO || more >= 3)
    return "striscio";
  if (form == FORM_MONZUNO && more == 1)
    return "corto";
  return NULL;
}

static void
test_signals_random (gconstpointer data)
{
  Form form = GPOINTER_TO_UINT (data);
  g_autofree TarotRules *rules = build_with_signals (form);
  guint given = 0, silent = 0;
  TarotRng rng;

  tarot_rng_init (&rng, 3);
  for (guint hand = 0; hand < 200; hand++)
    {
      TarotDeal deal;

      tarot_deal_setup (rules, &deal, hand % rules->n_players, hand + 1);
      while (!tarot_deal_is_over (&deal))
        {
          TarotPlayerView view;
          TarotAction a;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          a = tarot_random_player_choose (&view, &rng);
          if (deal.phase == TAROT_PHASE_PLAY && deal.trick_len == 0)
            {
              const char *expected = expected_signal (rules, form, &deal, a.seat, a.card);
              guint8 args[TAROT_MAX_TRICKS];
              guint n_before, n_after;

              n_before = tarot_view_announcements (rules, &view, a.seat, args, G_N_ELEMENTS (args));
              tarot_deal_apply (rules, &deal, a);
              tarot_deal_make_view (rules, &deal, (a.seat + 1) % deal.n_players, &view);
              n_after = tarot_view_announcements (rules, &view, a.seat, args, G_N_ELEMENTS (args));
              if (expected == NULL)
                g_assert_cmpuint (n_after, ==, n_before);
              else
                {
                  g_assert_cmpuint (n_after, ==, n_before + 1);
                  g_assert_cmpstr (rules->family->arg_to_string (rules, TAROT_ACTION_ANNOUNCE, args[n_after - 1]),
                                   ==, expected);
                }
              given += expected != NULL;
              silent += expected == NULL;
              continue;
            }
          tarot_deal_apply (rules, &deal, a);
        }
    }
  g_test_message ("%u leads signalled, %u silent", given, silent);
  g_assert_cmpuint (given, >, 100);
  if (form == FORM_TERZIGLIO)
    g_assert_cmpuint (silent, >, given);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bolognese/combinations/b1-example-1", test_combinations_b1_example_1);
  g_test_add_func ("/bolognese/combinations/b1-example-2", test_combinations_b1_example_2);
  g_test_add_func ("/bolognese/combinations/contatori-and-kinds", test_combinations_rules);
  g_test_add_func ("/bolognese/rules/pack-and-deal", test_rules);
  g_test_add_func ("/bolognese/play/moors-equal", test_moors_equal);
  g_test_add_func ("/bolognese/play/follow", test_follow);
  g_test_add_func ("/bolognese/b2/bidding", test_bidding);
  g_test_add_func ("/bolognese/b2/monzuno-lead", test_monzuno_lead);
  g_test_add_func ("/bolognese/b2/scoring-examples", test_scoring_b2_examples);
  g_test_add_func ("/bolognese/b2/outcome-refused", test_outcome_refused);
  g_test_add_func ("/bolognese/b1/deal-and-lead", test_ottocento_deal);
  g_test_add_func ("/bolognese/b1/declared-in-trick-1", test_ottocento_declaration);
  g_test_add_func ("/bolognese/b1/scoring-example-1", test_ottocento_scoring);
  g_test_add_func ("/bolognese/b1/rubber/shape", test_rubber_shape);
  g_test_add_func ("/bolognese/b1/rubber/fuori-in-trick-1", test_rubber_fuori);
  g_test_add_func ("/bolognese/b1/rubber/dealer-declares-early", test_rubber_dealer_early);
  g_test_add_func ("/bolognese/b1/rubber/scoring", test_rubber_scoring);
  g_test_add_func ("/bolognese/b1/rubber/session-and-file", test_rubber_session);
  g_test_add_func ("/bolognese/b1/signals", test_signals_ottocento);
  g_test_add_data_func ("/bolognese/b1/signals-random", GUINT_TO_POINTER (FORM_OTTOCENTO), test_signals_random);
  g_test_add_data_func ("/bolognese/b2/signals-random", GUINT_TO_POINTER (FORM_TERZIGLIO), test_signals_random);
  g_test_add_data_func ("/bolognese/b2/signals-random-monzuno", GUINT_TO_POINTER (FORM_MONZUNO), test_signals_random);
  g_test_add_data_func ("/bolognese/b2/random-hands", GUINT_TO_POINTER (FORM_TERZIGLIO), test_random_hands);
  g_test_add_data_func ("/bolognese/b2/random-hands-monzuno", GUINT_TO_POINTER (FORM_MONZUNO), test_random_hands);
  g_test_add_data_func ("/bolognese/b1/random-hands", GUINT_TO_POINTER (FORM_OTTOCENTO), test_random_hands);
  return g_test_run ();
}
