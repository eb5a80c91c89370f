/* test-calatafimi.c — the Calatafimi family against rules/italian-living-games.md, S8–S10
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test cites the part of the rules file it checks: the Calatafimi pack and
 * bargaining (S8) and the three-handed game (S9), with the common Sicilian rules.
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-game.h"
#include "model/tarot-sample.h"
#include "model/tarot-table-session.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"
#include "tarot-test-italian-suits.h"

#define FUGGITIVO TAROT_CARD_FOOL
#define GIOVE     T (21)
#define PALLA     T (20)
#define PICCIOTTI T (2)
#define MISERIA   T (1)

static TarotRules *
build_rules (const char *id,
             guint       n_players)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (id, &error);
  TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (variant, n_players, NULL, rules, &error));
  g_assert_no_error (error);
  return rules;
}

static TarotAction
action_named (const TarotRules *rules,
              TarotActionKind   kind,
              guint             seat,
              const char       *id)
{
  guint arg;

  g_assert_true (rules->family->arg_from_string (rules, kind, id, &arg));
  g_assert_cmpstr (rules->family->arg_to_string (rules, kind, arg), ==, id);
  return (TarotAction) { kind, seat, TAROT_CARD_NONE, arg };
}

static TarotAction
named (const TarotRules *rules,
       guint             seat,
       const char       *id)
{
  return action_named (rules, TAROT_ACTION_BID, seat, id);
}

static void
say (const TarotRules *rules,
     TarotDeal        *deal,
     guint             seat,
     const char       *id)
{
  TarotAction a = named (rules, seat, id);

  g_assert_cmpuint (deal->to_move, ==, seat);
  if (!tarot_deal_is_legal (rules, deal, a))
    g_error ("seat %u may not say %s", seat, id);
  tarot_deal_apply (rules, deal, a);
}

/* ------------------------------------------------------------------ */
/* the pack                                                            */

/* S8, pack: the Piedmontese pack less Coins A–3 and the other suits' A–4, trumps
 * ranked by number; Giove, Picciotti and Fuggitivo 10, the 17–20 and Kings 5, the
 * Miseria (1) empty; counted in threes with 5 for the last trick, 109 (common rules). */
static void
test_pack (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);
  guint sum = 0;

  g_assert_cmpuint (rules->n_pack_cards, ==, 63);
  g_assert_false (tarot_card_set_contains (rules->pack, CO (PIP (3))));
  g_assert_true (tarot_card_set_contains (rules->pack, CO (PIP (4))));
  g_assert_false (tarot_card_set_contains (rules->pack, SW (PIP (4))));
  g_assert_true (tarot_card_set_contains (rules->pack, SW (PIP (5))));
  TAROT_CARD_SET_FOREACH (rules->pack, c)
    sum += rules->value[c];
  g_assert_cmpuint (sum - 2 * 21 + 5, ==, 109);
  g_assert_cmpuint (rules->points_total, ==, 109);
  g_assert_cmpuint (rules->value[GIOVE], ==, 10);
  g_assert_cmpuint (rules->value[PICCIOTTI], ==, 10);
  g_assert_cmpuint (rules->value[FUGGITIVO], ==, 10);
  g_assert_cmpuint (rules->value[PALLA], ==, 5);
  g_assert_cmpuint (rules->value[T (17)], ==, 5);
  g_assert_cmpuint (rules->value[T (16)], ==, 1);
  g_assert_cmpuint (rules->value[MISERIA], ==, 1);
  g_assert_cmpuint (rules->value[CU (J)], ==, 2);
  /* by number, not the Piedmontese Angelo above the Mondo */
  g_assert_cmpuint (rules->rank[GIOVE], >, rules->rank[PALLA]);
  g_assert_cmpuint (rules->rank[MISERIA], <, rules->rank[PICCIOTTI]);
  /* every suit K Q C Fante 10 … low */
  g_assert_cmpuint (rules->rank[CU (J)], >, rules->rank[CU (PIP (10))]);
  g_assert_cmpuint (rules->rank[CU (PIP (10))], >, rules->rank[CU (PIP (5))]);
  g_assert_cmpuint (rules->rank[SW (PIP (10))], >, rules->rank[SW (PIP (5))]);
}

/* ------------------------------------------------------------------ */
/* the bargaining                                                      */

/* S9: 15 cards each when the bargaining comes, after the third round of five; the
 * dealer's right speaks first. */
static void
new_deal (const TarotRules *rules,
          TarotDeal        *deal,
          guint             dealer)
{
  tarot_deal_setup (rules, deal, dealer, 42);
  g_assert_cmpint (deal->phase, ==, TAROT_PHASE_DEALING);
  for (guint s = 0; s < rules->n_players; s++)
    g_assert_cmpuint (tarot_card_set_count (deal->hands[s]), ==, 15);
  g_assert_cmpuint (deal->to_move, ==, (dealer + 1) % rules->n_players);
}

static void
assert_paid (const TarotRules *rules,
             const TarotDeal  *deal,
             const gint32     *expected)
{
  TarotDeal played;
  TarotOutcome outcome;
  TarotScore score;
  TarotRng rng;

  /* play the redealt hand out (S8: till one is not passed out): the
   * payments come with its score */
  tarot_rng_init (&rng, 3);
  do
    {
      played = *deal;
      while (!tarot_deal_is_over (&played))
        {
          TarotPlayerView view;

          tarot_deal_make_view (rules, &played, played.to_move, &view);
          tarot_deal_apply (rules, &played, tarot_random_player_choose (&view, &rng));
        }
    }
  while (played.end != TAROT_END_PLAYED);
  tarot_deal_outcome (rules, &played, &outcome);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpuint (score.n_lines, ==, 1 + (rules->n_players == 4 ? 1 : rules->n_players));
  for (guint s = 0; s < rules->n_players; s++)
    g_assert_cmpint (score.lines[0].amounts[s], ==, expected[s]);
  g_assert_nonnull (strstr (score.lines[0].label, "Prendo"));
}

/* S8 example (1), as S9 bargains (three players): A offers 6, B "Mescolate", C
 * "Prendo": A pays 6, C takes it; the hands are thrown in and the same dealer deals. */
static void
test_bargaining_example_1 (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);
  TarotDeal deal;
  TarotCardSet before;

  new_deal (rules, &deal, 2);
  before = deal.hands[0];
  say (rules, &deal, 0, "offero_6");
  say (rules, &deal, 1, "mescolate");
  /* the last undecided player only takes or keeps */
  g_assert_false (tarot_deal_is_legal (rules, &deal, named (rules, 2, "offero_1")));
  say (rules, &deal, 2, "prendo");
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (deal.dealer, ==, 2);
  g_assert_cmpuint (deal.to_move, ==, 0);
  g_assert_false (tarot_card_set_equal (before, deal.hands[0]));
  g_assert_cmpuint (deal.n_auction, ==, 0);
  say (rules, &deal, 0, "mi_strico");
  say (rules, &deal, 1, "mi_strico");
  say (rules, &deal, 2, "mi_strico");
  /* a whole round of "Mi strico": the deal goes on */
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DISCARD);
  assert_paid (rules, &deal, (gint32[]) { -6, 0, 6 });
}

/* S8 example (2), as S9 bargains: A offers 5, B asks 3 (a smaller sum than the 5
 * offered), C "Prendo": A −5, B +3, C the rest, +2.  A sum asked stays below the
 * net offer. */
static void
test_bargaining_example_2 (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);
  TarotDeal deal;

  new_deal (rules, &deal, 2);
  say (rules, &deal, 0, "offero_5");
  g_assert_false (tarot_deal_is_legal (rules, &deal, named (rules, 1, "chiedo_5")));
  say (rules, &deal, 1, "chiedo_3");
  say (rules, &deal, 2, "prendo");
  say (rules, &deal, 0, "mi_strico");
  say (rules, &deal, 1, "mi_strico");
  say (rules, &deal, 2, "mi_strico");
  assert_paid (rules, &deal, (gint32[]) { -5, 3, 2 });
}

/* S8: "Mi strico" leaves the word to the others; "Tengo" by the last undecided
 * player completes the deal: five more each, the dealer's 3 and his discard (S9). */
static void
test_bargaining_tengo (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);
  TarotDeal deal;
  TarotOutcome outcome;

  new_deal (rules, &deal, 0);
  say (rules, &deal, 1, "mi_strico");
  say (rules, &deal, 2, "offero_4");
  say (rules, &deal, 0, "mescolate");
  /* only the one who waited is left to decide */
  say (rules, &deal, 1, "tengo");
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.to_move, ==, 0);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[0]), ==, 23);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 20);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[2]), ==, 20);
  g_assert_true (tarot_card_set_is_empty (deal.talon));
  tarot_deal_outcome (rules, &deal, &outcome);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (outcome.extra[4 + s], ==, 0);
}

/* ------------------------------------------------------------------ */
/* discard and play                                                    */

/* S9 with the common rules' discard: the dealer lays away three cards, never a
 * 10- or 5-point card, a trump only when the other cards do not suffice. */
static void
test_discard (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);
  TarotDeal deal;
  TarotActionList list = { 0 };

  new_deal (rules, &deal, 0);
  say (rules, &deal, 1, "mi_strico");
  say (rules, &deal, 2, "mi_strico");
  say (rules, &deal, 0, "mi_strico");
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DISCARD);
  deal.hands[0] = tarot_test_cards (SW (K), CU (Q), T (5), T (17), GIOVE, FUGGITIVO, END);
  /* one plain card for three to lay away: the empty trump may go too */
  tarot_deal_legal_actions (rules, &deal, &list);
  g_assert_cmpuint (list.n, ==, 2);
  g_assert_true (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_DISCARD, 0, CU (Q), 0 }));
  g_assert_true (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_DISCARD, 0, T (5), 0 }));
  deal.hands[0] = tarot_test_cards (SW (K), CU (Q), CU (J), SW (PIP (6)), T (5), T (17), GIOVE, FUGGITIVO, END);
  g_assert_false (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_DISCARD, 0, T (5), 0 }));
  g_assert_false (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_DISCARD, 0, SW (K), 0 }));
  g_assert_true (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_DISCARD, 0, CU (J), 0 }));
}

/* A deal in play, dealer 2, seat 0 to lead, with the given hands. */
static void
deal_in_play (const TarotRules *rules,
              TarotDeal        *deal,
              TarotCardSet      h0,
              TarotCardSet      h1,
              TarotCardSet      h2)
{
  tarot_deal_setup (rules, deal, 2, 11);
  say (rules, deal, 0, "mi_strico");
  say (rules, deal, 1, "mi_strico");
  say (rules, deal, 2, "mi_strico");
  while (deal->phase == TAROT_PHASE_DISCARD)
    {
      TarotActionList list = { 0 };

      tarot_deal_legal_actions (rules, deal, &list);
      tarot_deal_apply (rules, deal, list.actions[0]);
    }
  g_assert_cmpint (deal->phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal->to_move, ==, 0);
  deal->hands[0] = h0;
  deal->hands[1] = h1;
  deal->hands[2] = h2;
}

static gboolean
may_play (const TarotRules *rules,
          const TarotDeal  *deal,
          TarotCard         card)
{
  return tarot_deal_is_legal (rules, deal, (TarotAction) { TAROT_ACTION_PLAY, deal->to_move, card, 0 });
}

/* S9 example (2): holding only the Cavallo and the 7 of Batons, the Cavallo goes to
 * the first Batons trick; the King of Cups to the first Cups trick; once the King of
 * Cups has fallen in a Cups trick, the Fante of Cups to that trick.  Not in later
 * tricks of the suit; the Fuggitivo may replace a compulsory card. */
static void
test_obligations_example_2 (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);
  TarotDeal deal;

  deal_in_play (rules, &deal,
                tarot_test_cards (BA (PIP (5)), BA (PIP (6)), CU (PIP (5)), CU (PIP (6)), END),
                tarot_test_cards (BA (C), BA (PIP (7)), CU (K), CU (PIP (9)), END),
                tarot_test_cards (BA (PIP (8)), CU (J), CU (PIP (7)), FUGGITIVO, END));
  tarot_test_play (rules, &deal, BA (PIP (5)));
  g_assert_false (may_play (rules, &deal, BA (PIP (7))));
  tarot_test_play (rules, &deal, BA (C));
  tarot_test_play (rules, &deal, BA (PIP (8)));
  /* seat 1's Cavallo won; he leads Cups for the first time: his King */
  g_assert_cmpuint (deal.to_move, ==, 1);
  g_assert_false (may_play (rules, &deal, CU (PIP (9))));
  g_assert_false (may_play (rules, &deal, BA (PIP (7))) && !may_play (rules, &deal, CU (K)));
  tarot_test_play (rules, &deal, CU (K));
  /* the King has fallen: the Fante of Cups, or the Fuggitivo in its place */
  deal.to_move = 2;
  g_assert_false (may_play (rules, &deal, CU (PIP (7))));
  g_assert_true (may_play (rules, &deal, CU (J)));
  g_assert_true (may_play (rules, &deal, FUGGITIVO));
}

/* S9 example (2), the default: with King, Cavallo and one numeral of a suit rules (1)
 * and (2) both apply, and the King is compulsory.  Rule (2) holds only with exactly one
 * numeral, and only in the suit's first trick. */
static void
test_obligations_default (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);
  TarotDeal deal;

  deal_in_play (rules, &deal,
                tarot_test_cards (CO (PIP (4)), CO (PIP (9)), SW (PIP (5)), SW (PIP (9)), END),
                tarot_test_cards (CO (K), CO (C), CO (PIP (5)), CO (PIP (10)), SW (C), SW (PIP (6)),
                                  SW (PIP (7)), END),
                tarot_test_cards (CO (J), CO (PIP (6)), SW (K), SW (PIP (8)), END));
  /* seat 1 holds two Coins numerals: only rule (1) */
  tarot_card_set_remove (&deal.hands[1], CO (PIP (10)));
  tarot_test_play (rules, &deal, CO (PIP (4)));
  g_assert_false (may_play (rules, &deal, CO (PIP (5))));
  g_assert_false (may_play (rules, &deal, CO (C)));
  tarot_test_play (rules, &deal, CO (K));
  /* the King is in the trick: the Fante */
  g_assert_false (may_play (rules, &deal, CO (PIP (6))));
  tarot_test_play (rules, &deal, CO (J));
  /* seat 1 won; Swords led for the first time: a Cavallo with two numerals is free */
  g_assert_cmpuint (deal.to_move, ==, 1);
  g_assert_true (may_play (rules, &deal, SW (PIP (6))));
  tarot_test_play (rules, &deal, SW (PIP (6)));
  /* but the King of Swords must come */
  g_assert_false (may_play (rules, &deal, SW (PIP (8))));
  tarot_test_play (rules, &deal, SW (K));
  tarot_test_play (rules, &deal, SW (PIP (5)));
  /* seat 2 leads Coins again: no first-trick duty for seat 1's Cavallo and numeral */
  g_assert_cmpuint (deal.to_move, ==, 2);
  tarot_test_play (rules, &deal, CO (PIP (6)));
  tarot_test_play (rules, &deal, CO (PIP (9)));
  g_assert_true (may_play (rules, &deal, CO (C)));
  g_assert_true (may_play (rules, &deal, CO (PIP (5))));
}

/* S9 (2): a Cavallo held with exactly one numeral, leading the suit for the first
 * time, leads the Cavallo; with two numerals it need not. */
static void
test_obligations_cavallo_lead (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);
  TarotDeal deal;

  deal_in_play (rules, &deal,
                tarot_test_cards (SW (C), SW (PIP (7)), BA (C), BA (PIP (6)), BA (PIP (8)), END),
                tarot_test_cards (SW (PIP (5)), BA (PIP (5)), END),
                tarot_test_cards (SW (PIP (6)), BA (PIP (7)), END));
  g_assert_false (may_play (rules, &deal, SW (PIP (7))));
  g_assert_true (may_play (rules, &deal, SW (C)));
  g_assert_true (may_play (rules, &deal, BA (PIP (6))));
}

/* Common Sicilian rules: the Fuggitivo is never led but perforce to the last trick;
 * played, it stays with its owner, without exchange; surrendered to the winner of
 * its trick when its owner wins no trick. */
static void
test_fuggitivo (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);
  TarotDeal deal;

  deal_in_play (rules, &deal,
                tarot_test_cards (FUGGITIVO, SW (PIP (5)), END),
                tarot_test_cards (SW (K), SW (PIP (9)), END),
                tarot_test_cards (SW (PIP (6)), SW (PIP (7)), END));
  deal.n_tricks = (guint8) (rules->n_tricks - 2);
  for (guint t = 0; t < deal.n_tricks; t++)
    deal.trick_winner[t] = 1;
  g_assert_false (may_play (rules, &deal, FUGGITIVO));
  tarot_test_play (rules, &deal, SW (PIP (5)));
  tarot_test_play (rules, &deal, SW (K));
  tarot_test_play (rules, &deal, SW (PIP (6)));
  /* seat 1 leads; seat 0 sheds the Fuggitivo */
  tarot_test_play (rules, &deal, SW (PIP (9)));
  tarot_test_play (rules, &deal, SW (PIP (7)));
  g_assert_cmpuint (deal.to_move, ==, 0);
  tarot_test_play (rules, &deal, FUGGITIVO);
  g_assert_true (tarot_deal_is_over (&deal));
  /* seat 0 took no trick: it went to the winner of its trick */
  g_assert_true (tarot_card_set_contains (deal.won[1], FUGGITIVO));

  deal_in_play (rules, &deal,
                tarot_test_cards (FUGGITIVO, END),
                tarot_test_cards (SW (PIP (9)), END),
                tarot_test_cards (SW (PIP (7)), T (3), END));
  deal.n_tricks = (guint8) (rules->n_tricks - 1);
  deal.trick_winner[0] = 0;
  /* perforce, to the last trick: the second card sets the suit */
  tarot_test_play (rules, &deal, FUGGITIVO);
  tarot_test_play (rules, &deal, SW (PIP (9)));
  g_assert_false (may_play (rules, &deal, T (3)));
  tarot_test_play (rules, &deal, SW (PIP (7)));
  g_assert_cmpuint (deal.trick_winner[deal.n_tricks - 1], ==, 1);
  g_assert_true (tarot_card_set_contains (deal.won[0], FUGGITIVO));
  g_assert_cmpuint (tarot_card_set_count (deal.won[1]), ==, 2);
}

/* ------------------------------------------------------------------ */
/* scoring                                                             */

static void
score_json (const TarotRules *rules,
            const char       *json,
            const gint32     *expected)
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
  for (guint s = 0; s < rules->n_players; s++)
    g_assert_cmpint (score.totals[s], ==, expected[s]);
}

typedef struct
{
  const char *json;
  const char *field;   /* the key the error names */
} BadOutcome;

static void
assert_refused (const TarotRules *rules,
                const BadOutcome *bad,
                guint             n_bad)
{
  for (guint i = 0; i < n_bad; i++)
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
}

/* S9 example (1): 40, 33, 36 with the first the dealer → +3, −3, 0; a bought-off
 * deal's payments add a line. */
static void
test_scoring_s9_example_1 (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);

  score_json (rules, "{\"dealer\": 0, \"points\": [40, 33, 36]}", (gint32[]) { 3, -3, 0 });
  score_json (rules, "{\"dealer\": 1, \"points\": [33, 40, 36]}", (gint32[]) { -3, 3, 0 });
  score_json (rules, "{\"dealer\": 0, \"points\": [40, 33, 36], \"bought_off\": [-6, 0, 6]}",
              (gint32[]) { -3, -3, 6 });
}

static void
test_outcome_refused (void)
{
  static const BadOutcome bad[] = {
    { "{\"dealer\": 0, \"points\": [40, 33, 35]}", "points" },
    { "{\"dealer\": 0, \"points\": [0, 73, 36]}", "points[0]" },
    { "{\"dealer\": 3, \"points\": [40, 33, 36]}", "dealer" },
    { "{\"dealer\": 0, \"points\": [40, 33, 36], \"bought_off\": [-6, 0, 5]}", "bought_off" },
    { "{\"dealer\": 0, \"points\": [40, 33, 36], \"bought_off\": [-6, 6]}", "bought_off" },
    { "{\"dealer\": 0, \"points\": [40, 33, 36], \"bought_off\": [-600, 0, 600]}", "bought_off[0]" },
    { "{\"dealer\": 0, \"points\": [40, 33, 36], \"contract\": \"solo\"}", "contract" },
  };
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);

  assert_refused (rules, bad, G_N_ELEMENTS (bad));
}

/* ------------------------------------------------------------------ */
/* random hands                                                        */

static guint
count_threes (const TarotRules *rules,
              TarotCardSet      pile)
{
  guint sum = 0, n = tarot_card_set_count (pile);

  TAROT_CARD_SET_FOREACH (pile, c)
    sum += rules->value[c];
  return n == 0 ? 0 : sum - 2 * (n / 3) - (n % 3 != 0);
}

/* Random legal hands, by random and heuristic players: cards kept, 109 card points,
 * each pile counted in threes, zero-sum scores, the discard without 10- or 5-point
 * cards, bargains bought off with the dealer kept, and the S9 duties never broken. */
static void
test_random_hands (gconstpointer data)
{
  gboolean heuristic = GPOINTER_TO_UINT (data);
  g_autofree TarotRules *rules = build_rules ("calatafimi3", 3);
  guint n = rules->n_players;
  TarotRng rng;
  guint n_bought = 0, n_offers = 0;

  tarot_rng_init (&rng, 2026);
  for (guint hand = 0; hand < (heuristic ? 300u : 3000u); hand++)
    {
      TarotDeal deal;
      TarotOutcome outcome;
      TarotScore score;
      guint32 total = 0;
      gint64 sum = 0;

      tarot_deal_setup (rules, &deal, hand % n, hand * 31u + 5);
      while (!tarot_deal_is_over (&deal))
        {
          TarotPlayerView view;
          TarotAction a;
          const char *id;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          a = heuristic ? tarot_heuristic_player_choose (rules, &view, &rng)
                        : tarot_random_player_choose (&view, &rng);
          g_assert_true (tarot_deal_is_legal (rules, &deal, a));
          id = rules->family->arg_to_string (rules, a.kind, a.arg);
          if (id != NULL && g_str_has_prefix (id, "offero_"))
            n_offers++;
          if (id != NULL && g_str_equal (id, "prendo"))
            n_bought++;
          tarot_deal_apply (rules, &deal, a);
          g_assert_cmpuint (deal.dealer, ==, hand % n);
          g_assert_true (tarot_deal_check_cards (rules, &deal, NULL));
        }
      g_assert_cmpint (deal.end, ==, TAROT_END_PLAYED);
      tarot_deal_outcome (rules, &deal, &outcome);
      tarot_rules_score (rules, &outcome, &score, FALSE);
      for (guint s = 0; s < n; s++)
        {
          TarotCardSet pile = deal.won[s];

          if (s == deal.dealer)
            pile = tarot_card_set_union (pile, deal.discard);
          g_assert_cmpint (outcome.extra[s], ==,
                           count_threes (rules, pile) + (s == deal.trick_winner[deal.n_tricks - 1] ? 5 : 0));
          total += (guint32) outcome.extra[s];
          sum += score.totals[s];
        }
      g_assert_cmpuint (total, ==, 109);
      g_assert_cmpint (sum, ==, 0);
      TAROT_CARD_SET_FOREACH (deal.discard, c)
        g_assert_cmpuint (rules->value[c], <, 5);
    }
  g_assert_cmpuint (n_offers, >, 0);
  if (!heuristic)
    g_assert_cmpuint (n_bought, >, 0);
}

/* ------------------------------------------------------------------ */
/* four players (S8)                                                   */

#define VENTI 0
#define SOLO  1

/* S8: ten cards each in two rounds of five, then the bargaining from the dealer's
 * right. */
static void
new_four (const TarotRules *rules,
          TarotDeal        *deal,
          guint             seed)
{
  tarot_deal_setup (rules, deal, 3, seed);
  g_assert_cmpint (deal->phase, ==, TAROT_PHASE_DEALING);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (tarot_card_set_count (deal->hands[s]), ==, 10);
  g_assert_cmpuint (deal->to_move, ==, 0);
}

/* S8 example (1): A offers 6, B "Mescolate", C offers 2, D "Prendo": A −6, C −2,
 * D +8, and the same dealer deals again. */
static void
test_four_bargaining_example_1 (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);
  TarotDeal deal;

  new_four (rules, &deal, 5);
  say (rules, &deal, 0, "offero_6");
  say (rules, &deal, 1, "mescolate");
  say (rules, &deal, 2, "offero_2");
  say (rules, &deal, 3, "prendo");
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (deal.dealer, ==, 3);
  for (guint s = 0; s < 4; s++)
    say (rules, &deal, s, "mi_strico");
  /* five more each, three to the centre, the Solo round */
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_AUCTION);
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 3);
  assert_paid (rules, &deal, (gint32[]) { -6, 0, -2, 8 });
}

/* S8 example (2): A offers 5, C offers 4, B asks 3 (having waited with "Mi strico"),
 * D "Prendo": A −5, B +3, C −4, D +6. */
static void
test_four_bargaining_example_2 (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);
  TarotDeal deal;

  new_four (rules, &deal, 5);
  say (rules, &deal, 0, "offero_5");
  say (rules, &deal, 1, "mi_strico");
  say (rules, &deal, 2, "offero_4");
  say (rules, &deal, 3, "mi_strico");
  say (rules, &deal, 1, "chiedo_3");
  say (rules, &deal, 3, "prendo");
  for (guint s = 0; s < 4; s++)
    say (rules, &deal, s, "mi_strico");
  assert_paid (rules, &deal, (gint32[]) { -5, 3, -4, 6 });
}

/* To the Solo round, no deal bought off. */
static void
four_to_auction (const TarotRules *rules,
                 TarotDeal        *deal,
                 guint             seed)
{
  new_four (rules, deal, seed);
  for (guint s = 0; s < 4; s++)
    say (rules, deal, s, "mi_strico");
  g_assert_cmpint (deal->phase, ==, TAROT_PHASE_AUCTION);
}

static void
discard_any (const TarotRules *rules,
             TarotDeal        *deal)
{
  while (deal->phase == TAROT_PHASE_DISCARD)
    {
      TarotActionList list = { 0 };

      tarot_deal_legal_actions (rules, deal, &list);
      tarot_deal_apply (rules, deal, list.actions[0]);
    }
}

/* S8 bidding: a Solo from the dealer's right has priority; a non-dealer Solo takes
 * the three cards shown, the dealer's Solo unshown; the declarer's right leads. */
static void
test_four_solo (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);
  TarotDeal deal;
  TarotCardSet three;

  four_to_auction (rules, &deal, 7);
  three = deal.talon;
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, 0, TAROT_CARD_NONE, 0 });
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_BID, 1, TAROT_CARD_NONE, SOLO });
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.declarer, ==, 1);
  g_assert_true (tarot_card_set_equal (deal.talon_shown, three));
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 18);
  discard_any (rules, &deal);
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 2);

  four_to_auction (rules, &deal, 7);
  for (guint s = 0; s < 3; s++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, s, TAROT_CARD_NONE, 0 });
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_BID, 3, TAROT_CARD_NONE, SOLO });
  g_assert_true (tarot_card_set_is_empty (deal.talon_shown));
  g_assert_cmpuint (deal.to_move, ==, 3);
}

/* S8 partner rounds: no Solo, the dealer takes the three unshown and discards; from
 * his right "Venti" only with 20 or more in 10- and 5-point cards, the first is the
 * declarer; then from the declarer's right "Quindici" only with exactly 15: the
 * first is his open partner; all "Zero" in the first round passes the deal on. */
static void
test_four_partner_rounds (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);
  TarotDeal deal;

  four_to_auction (rules, &deal, 9);
  for (guint s = 0; s < 4; s++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, s, TAROT_CARD_NONE, 0 });
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.to_move, ==, 3);
  g_assert_true (tarot_card_set_is_empty (deal.talon_shown));
  discard_any (rules, &deal);
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_AUCTION);
  g_assert_cmpuint (deal.to_move, ==, 0);
  /* Giove (10) and two Kings (5 + 5): twenty; 15 is too few */
  deal.hands[0] = tarot_test_cards (GIOVE, SW (K), CU (K), T (3), END);
  deal.hands[1] = tarot_test_cards (PICCIOTTI, PALLA, T (4), END);
  deal.hands[2] = tarot_test_cards (FUGGITIVO, T (17), T (5), END);
  deal.hands[3] = tarot_test_cards (BA (K), CO (K), T (19), T (18), END);
  g_assert_true (tarot_deal_is_legal (rules, &deal, named (rules, 0, "venti")));
  deal.hands[0] = tarot_test_cards (GIOVE, SW (K), T (3), END);
  g_assert_false (tarot_deal_is_legal (rules, &deal, named (rules, 0, "venti")));
  deal.hands[0] = tarot_test_cards (GIOVE, T (3), END);
  g_assert_false (tarot_deal_is_legal (rules, &deal, named (rules, 0, "venti")));
  say (rules, &deal, 0, "zero");
  say (rules, &deal, 1, "zero");
  say (rules, &deal, 2, "zero");
  say (rules, &deal, 3, "venti");
  g_assert_cmpuint (deal.declarer, ==, 3);
  /* from the declarer's right: seat 1 has 15, seat 2 too, but seat 0 speaks first */
  g_assert_cmpuint (deal.to_move, ==, 0);
  g_assert_false (tarot_deal_is_legal (rules, &deal, named (rules, 0, "quindici")));
  say (rules, &deal, 0, "zero");
  say (rules, &deal, 1, "quindici");
  g_assert_cmpuint (deal.partner, ==, 1);
  /* seat 0 leads, with the Giove: first his signals */
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_cmpuint (deal.to_move, ==, 0);

  four_to_auction (rules, &deal, 9);
  for (guint s = 0; s < 4; s++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, s, TAROT_CARD_NONE, 0 });
  discard_any (rules, &deal);
  for (guint s = 0; s < 4; s++)
    deal.hands[s] = tarot_test_cards (T (3 + s), END);
  for (guint s = 0; s < 4; s++)
    say (rules, &deal, s, "zero");
  g_assert_cmpint (deal.end, ==, TAROT_END_PASSED_OUT);
}

/* The King (or Queen) called after a round of "Zero", by S8's strict rules. */
static TarotCard
called (const TarotRules *rules,
        TarotCardSet      hand,
        TarotCardSet      discard)
{
  TarotDeal deal;
  TarotActionList list = { 0 };

  four_to_auction (rules, &deal, 13);
  for (guint s = 0; s < 4; s++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, s, TAROT_CARD_NONE, 0 });
  discard_any (rules, &deal);
  deal.hands[0] = hand;
  deal.hands[1] = tarot_test_cards (T (5), END);
  deal.hands[2] = tarot_test_cards (T (6), END);
  deal.hands[3] = tarot_test_cards (T (7), END);
  deal.discard = discard;
  say (rules, &deal, 0, "venti");
  for (guint s = 1; s < 4; s++)
    say (rules, &deal, s, "zero");
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_CALL);
  tarot_deal_legal_actions (rules, &deal, &list);
  g_assert_cmpuint (list.n, ==, 1);
  return list.actions[0].card;
}

/* S8: the King of the shortest suit held whose King the declarer lacks; ties to the
 * suit with the higher courts, then Coins; holding all four Kings, a Queen alike. */
static void
test_four_strict_call (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);
  TarotCardSet none = TAROT_CARD_SET_EMPTY;

  /* Batons (one card) is shorter than Cups (two); Swords has its King */
  g_assert_cmpuint (called (rules, tarot_test_cards (GIOVE, PICCIOTTI, SW (K), SW (PIP (5)), BA (PIP (6)),
                                                     CU (PIP (7)), CU (PIP (8)), END), none), ==, BA (K));
  /* a void suit only when no other is left: Cups, not void Coins */
  g_assert_cmpuint (called (rules, tarot_test_cards (GIOVE, PICCIOTTI, SW (K), BA (K), CU (PIP (7)), CU (PIP (8)),
                                                     CU (PIP (9)), END), none), ==, CU (K));
  /* equal length: the higher courts (the Queen beats the Cavallo) */
  g_assert_cmpuint (called (rules, tarot_test_cards (GIOVE, PICCIOTTI, SW (C), SW (PIP (5)), BA (Q), BA (PIP (6)),
                                                     CU (K), CO (K), END), none), ==, BA (K));
  /* and then Coins */
  g_assert_cmpuint (called (rules, tarot_test_cards (GIOVE, PICCIOTTI, SW (PIP (5)), CO (PIP (6)), CU (K), BA (K),
                                                     END), none), ==, CO (K));
  /* all four Kings: a Queen */
  g_assert_cmpuint (called (rules, tarot_test_cards (GIOVE, SW (K), BA (K), CU (K), CO (K), SW (Q), CU (PIP (5)),
                                                     BA (Q), BA (PIP (6)), CO (Q), CO (PIP (4)), END), none),
                    ==, CU (Q));
}

/* S8: a called card in the dealer's discard makes the dealer the partner, and he says
 * so; else its holder is the partner, known when it is played, and at his first lead
 * he leads its suit. */
static void
test_four_called_partner (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);
  TarotDeal deal;
  TarotPlayerView view;

  g_assert_cmpuint (called (rules, tarot_test_cards (GIOVE, PICCIOTTI, SW (K), BA (K), CU (K), CU (PIP (7)), END),
                            tarot_test_cards (CO (K), CO (PIP (5)), CO (PIP (6)), END)), ==, CO (K));

  four_to_auction (rules, &deal, 13);
  for (guint s = 0; s < 4; s++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, s, TAROT_CARD_NONE, 0 });
  discard_any (rules, &deal);
  deal.hands[0] = tarot_test_cards (GIOVE, PICCIOTTI, SW (K), BA (K), CU (K), CU (PIP (7)), END);
  deal.hands[1] = tarot_test_cards (T (5), SW (PIP (6)), END);
  deal.hands[2] = tarot_test_cards (T (6), SW (PIP (7)), END);
  deal.hands[3] = tarot_test_cards (T (7), SW (PIP (8)), END);
  deal.discard = tarot_test_cards (CO (K), CO (PIP (5)), CO (PIP (6)), END);
  say (rules, &deal, 0, "venti");
  for (guint s = 1; s < 4; s++)
    say (rules, &deal, s, "zero");
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_CALL, 0, CO (K), 0 });
  g_assert_cmpuint (deal.partner, ==, 3);
  tarot_deal_make_view (rules, &deal, 1, &view);
  g_assert_cmpuint (view.partner, ==, 3);

  four_to_auction (rules, &deal, 13);
  for (guint s = 0; s < 4; s++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, s, TAROT_CARD_NONE, 0 });
  discard_any (rules, &deal);
  deal.discard = tarot_test_cards (SW (PIP (5)), SW (PIP (9)), SW (PIP (10)), END);
  deal.hands[0] = tarot_test_cards (GIOVE, PICCIOTTI, SW (K), BA (K), CU (K), CU (PIP (7)), END);
  deal.hands[1] = tarot_test_cards (T (5), CO (K), CO (PIP (5)), SW (PIP (6)), END);
  deal.hands[2] = tarot_test_cards (T (6), SW (PIP (7)), CU (PIP (8)), CU (PIP (9)), END);
  deal.hands[3] = tarot_test_cards (T (7), SW (PIP (8)), END);
  say (rules, &deal, 0, "venti");
  for (guint s = 1; s < 4; s++)
    say (rules, &deal, s, "zero");
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_CALL, 0, CO (K), 0 });
  g_assert_cmpuint (deal.partner, ==, 1);
  tarot_deal_make_view (rules, &deal, 2, &view);
  g_assert_cmpuint (view.partner, ==, TAROT_NO_SEAT);
  /* the dealer's discard stays his secret, even from the declarer */
  tarot_deal_make_view (rules, &deal, 0, &view);
  g_assert_true (tarot_card_set_is_empty (view.own_discard));
  g_assert_true (tarot_card_set_contains (view.unseen, SW (PIP (9))));
  tarot_deal_make_view (rules, &deal, 3, &view);
  g_assert_true (tarot_card_set_equal (view.own_discard, deal.discard));
  /* the declarer's right leads, and holds the called King: Coins */
  g_assert_cmpuint (deal.to_move, ==, 1);
  g_assert_false (may_play (rules, &deal, T (5)));
  g_assert_false (may_play (rules, &deal, SW (PIP (6))));
  g_assert_true (may_play (rules, &deal, CO (PIP (5))));
  tarot_test_play (rules, &deal, CO (K));
  tarot_deal_make_view (rules, &deal, 2, &view);
  g_assert_cmpuint (view.partner, ==, 1);
}

/* S8 examples (3) and (4): a Solo with 62 wins 3 × 7 = 21, each opponent −7; pairs,
 * the dealer's pair (with the three cards) 50 against 59: −5 each, +5 each. */
static void
test_four_scoring_examples (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);

  score_json (rules, "{\"dealer\": 3, \"contract\": \"solo\", \"declarer\": 1, \"points\": [62, 47]}",
              (gint32[]) { -7, 21, -7, -7 });
  score_json (rules, "{\"dealer\": 2, \"contract\": \"venti\", \"declarer\": 0, \"partner\": 2,"
              " \"points\": [50, 59]}", (gint32[]) { -5, 5, -5, 5 });
  /* the others took the three: they need 55, the declarer's side 54 */
  score_json (rules, "{\"dealer\": 1, \"contract\": \"venti\", \"declarer\": 0, \"partner\": 2,"
              " \"points\": [50, 59]}", (gint32[]) { -4, 4, -4, 4 });
  /* exactly 55 for the side with the three: nothing */
  score_json (rules, "{\"dealer\": 0, \"contract\": \"venti\", \"declarer\": 0, \"partner\": 3,"
              " \"points\": [55, 54], \"bought_off\": [-5, 3, -4, 6]}", (gint32[]) { -5, 3, -4, 6 });
}

static void
test_four_outcome_refused (void)
{
  static const BadOutcome bad[] = {
    { "{\"dealer\": 3, \"contract\": \"solo\", \"declarer\": 1, \"points\": [62, 46]}", "points" },
    { "{\"dealer\": 3, \"contract\": \"solo\", \"declarer\": 1, \"partner\": 2, \"points\": [62, 47]}", "partner" },
    { "{\"dealer\": 3, \"contract\": \"venti\", \"declarer\": 1, \"partner\": 1, \"points\": [62, 47]}", "partner" },
    { "{\"dealer\": 3, \"contract\": \"venti\", \"declarer\": 1, \"points\": [62, 47]}", "partner" },
    { "{\"dealer\": 3, \"contract\": \"solo\", \"declarer\": 1, \"points\": [0, 109]}", "points" },
    { "{\"dealer\": 3, \"contract\": \"terzo\", \"declarer\": 1, \"points\": [62, 47]}", "contract" },
    { "{\"end\": \"passed_out\", \"dealer\": 3, \"points\": [62, 47]}", "points" },
  };
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);

  assert_refused (rules, bad, G_N_ELEMENTS (bad));
}

/* Plays @deal out by random or heuristic players, each action legal, the cards
 * kept, no card shown once played. */
static void
play_out (const TarotRules *rules,
          TarotDeal        *deal,
          gboolean          heuristic,
          TarotRng         *rng)
{
  while (!tarot_deal_is_over (deal))
    {
      TarotPlayerView view;
      TarotAction a;

      tarot_deal_make_view (rules, deal, deal->to_move, &view);
      a = heuristic ? tarot_heuristic_player_choose (rules, &view, rng)
                    : tarot_random_player_choose (&view, rng);
      g_assert_true (tarot_deal_is_legal (rules, deal, a));
      tarot_deal_apply (rules, deal, a);
      g_assert_true (tarot_deal_check_cards (rules, deal, NULL));
      g_assert_true (tarot_card_set_is_empty (tarot_card_set_intersect (deal->shown, deal->played)));
    }
}

/* Who played @card, or the discarder (S8: the dealer) when it lies in the discard. */
static guint
player_of (const TarotDeal *deal,
           TarotCard        card)
{
  for (guint t = 0; t < deal->n_tricks; t++)
    for (guint i = 0; i < deal->n_players; i++)
      if (deal->tricks[t][i] == card)
        return (deal->trick_leader[t] + i) % deal->n_players;
  return deal->dealer;
}

/* Random legal hands with four: cards kept, the two sides' card points 109 with the
 * discard to the side that took the three cards, zero-sum scores, the partner the
 * holder of the called card, and Solos, Venti and passed-out hands all seen. */
static void
test_four_random_hands (gconstpointer data)
{
  gboolean heuristic = GPOINTER_TO_UINT (data);
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);
  TarotRng rng;
  guint n_solo = 0, n_venti = 0, n_passed = 0, n_called = 0;

  tarot_rng_init (&rng, 2027);
  for (guint hand = 0; hand < (heuristic ? 300u : 3000u); hand++)
    {
      TarotDeal deal;
      TarotOutcome outcome;
      TarotScore score;
      gint64 sum = 0;

      tarot_deal_setup (rules, &deal, hand % 4, hand * 17u + 3);
      play_out (rules, &deal, heuristic, &rng);
      tarot_deal_outcome (rules, &deal, &outcome);
      tarot_rules_score (rules, &outcome, &score, FALSE);
      for (guint s = 0; s < 4; s++)
        sum += score.totals[s];
      g_assert_cmpint (sum, ==, 0);
      if (deal.end == TAROT_END_PASSED_OUT)
        {
          n_passed++;
          continue;
        }
      g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 109);
      if (deal.contract == SOLO)
        {
          n_solo++;
          g_assert_cmpuint (deal.partner, ==, TAROT_NO_SEAT);
          continue;
        }
      n_venti++;
      if (deal.called_card != TAROT_CARD_NONE)
        {
          n_called++;
          g_assert_cmpuint (deal.partner, ==, player_of (&deal, deal.called_card));
        }
    }
  g_assert_cmpuint (n_solo, >, 0);
  g_assert_cmpuint (n_venti, >, 0);
  g_assert_cmpuint (n_called, >, 0);
  /* the heuristic says Venti whenever it may: someone nearly always can */
  if (!heuristic)
    g_assert_cmpuint (n_passed, >, 0);
}

/* ------------------------------------------------------------------ */
/* two players (S10)                                                   */

/* S10: 62 cards (the 4 of Coins out too), 15 each in fives, a stock of 32, the
 * non-dealer leads; after a trick its winner draws a card everybody sees, then the
 * loser one only he sees. */
static void
test_two_stock (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi2", 2);
  TarotDeal deal;
  TarotPlayerView view;
  TarotCardSet before[2];
  guint winner;

  g_assert_cmpuint (rules->n_pack_cards, ==, 62);
  g_assert_false (tarot_card_set_contains (rules->pack, CO (PIP (4))));
  g_assert_cmpuint (rules->n_tricks, ==, 31);
  tarot_deal_setup (rules, &deal, 0, 21);
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.to_move, ==, 1);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[0]), ==, 15);
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 32);
  before[0] = deal.hands[0];
  before[1] = deal.hands[1];
  for (guint i = 0; i < 2; i++)
    {
      TarotActionList list = { 0 };

      tarot_deal_legal_actions (rules, &deal, &list);
      tarot_card_set_remove (&before[deal.to_move], list.actions[0].card);
      tarot_deal_apply (rules, &deal, list.actions[0]);
    }
  winner = deal.trick_winner[0];
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 30);
  g_assert_cmpuint (deal.to_move, ==, winner);
  for (guint s = 0; s < 2; s++)
    {
      TarotCardSet drawn = tarot_card_set_minus (deal.hands[s], before[s]);

      g_assert_cmpuint (tarot_card_set_count (drawn), ==, 1);
      tarot_deal_make_view (rules, &deal, 1 - s, &view);
      /* the winner's card is shown, the loser's not */
      g_assert_true (tarot_card_set_equal (view.shown_in_hand[s], s == winner ? drawn : TAROT_CARD_SET_EMPTY));
    }
}

/* S10, as the table sees it: the stock's count, who drew what after the last two
 * tricks (the winner's card face up, the loser's face down), the cards drawn face up
 * as long as they lie in a hand; the three-handed game (S9) has no stock. */
static void
test_two_stock_view (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi2", 2);
  g_autofree TarotRules *three = build_rules ("calatafimi3", 3);
  TarotCard up[TAROT_MAX_TRICKS];
  TarotDeal deal;
  TarotPlayerView view;
  TarotRng rng;

  tarot_deal_setup (three, &deal, 0, 5);
  tarot_deal_make_view (three, &deal, 1, &view);
  g_assert_false (view.has_stock);
  g_assert_cmpuint (view.n_drawn, ==, 0);

  tarot_rng_init (&rng, 15);
  tarot_deal_setup (rules, &deal, 1, 15);
  while (deal.phase != TAROT_PHASE_OVER)
    {
      TarotActionList list = { 0 };
      TarotCardSet before[2] = { deal.hands[0], deal.hands[1] };
      TarotAction a;

      tarot_deal_legal_actions (rules, &deal, &list);
      a = list.actions[tarot_rng_below (&rng, list.n)];
      tarot_card_set_remove (&before[a.seat], a.card);
      tarot_deal_apply (rules, &deal, a);
      if (deal.trick_len > 0 || deal.phase == TAROT_PHASE_OVER)
        continue;
      if (deal.n_tricks <= 16)
        up[deal.n_tricks - 1] = tarot_card_set_first (tarot_card_set_minus (deal.hands[deal.trick_winner[deal.n_tricks - 1]],
                                                                            before[deal.trick_winner[deal.n_tricks - 1]]));
      for (guint seat = 0; seat < 2; seat++)
        {
          guint first = deal.n_tricks > 2 ? deal.n_tricks - 2 : 0;
          guint n = 0;
          TarotCardSet in_hands;

          tarot_deal_make_view (rules, &deal, seat, &view);
          g_assert_true (view.has_stock);
          g_assert_cmpuint (view.stock_count, ==, tarot_card_set_count (deal.talon));
          g_assert_cmpuint (view.stock_count, ==, 32 - 2 * MIN (deal.n_tricks, 16u));
          for (guint t = first; t < MIN (deal.n_tricks, 16u); t++, n += 2)
            {
              g_assert_cmpuint (view.drawn[n].seat, ==, deal.trick_winner[t]);
              g_assert_cmpuint (view.drawn[n].card, ==, up[t]);
              g_assert_cmpuint (view.drawn[n].trick, ==, t);
              g_assert_cmpuint (view.drawn[n + 1].seat, ==, 1 - deal.trick_winner[t]);
              g_assert_cmpuint (view.drawn[n + 1].card, ==, TAROT_CARD_NONE);
              g_assert_cmpuint (view.drawn[n + 1].trick, ==, t);
            }
          g_assert_cmpuint (view.n_drawn, ==, n);
          /* drawn face up, known to lie in the hand until played */
          in_hands = tarot_card_set_union (view.shown_in_hand[0], view.shown_in_hand[1]);
          g_assert_true (tarot_card_set_equal (view.stock_shown, in_hands));
          for (guint t = 0; t < MIN (deal.n_tricks, 16u); t++)
            g_assert_true (tarot_card_set_contains (view.stock_shown, up[t]) != tarot_card_set_contains (deal.played, up[t]));
        }
    }
  g_assert_cmpuint (deal.n_tricks, ==, 31);
}

/* S10 examples (1) and (2): 60 against 49 scores the difference, 11; 54 against 54
 * nothing; the 62 cards make 108 or 109, no other total. */
static void
test_two_scoring_examples (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi2", 2);
  static const BadOutcome bad[] = {
    { "{\"dealer\": 0, \"points\": [53, 53]}", "points" },
    { "{\"dealer\": 0, \"points\": [60, 50]}", "points" },
    { "{\"dealer\": 2, \"points\": [60, 49]}", "dealer" },
    { "{\"dealer\": 0, \"points\": [60, 49], \"bought_off\": [1, -1]}", "bought_off" },
  };

  score_json (rules, "{\"dealer\": 0, \"points\": [60, 49]}", (gint32[]) { 11, -11 });
  score_json (rules, "{\"dealer\": 1, \"points\": [49, 60]}", (gint32[]) { -11, 11 });
  score_json (rules, "{\"dealer\": 0, \"points\": [54, 54]}", (gint32[]) { 0, 0 });
  assert_refused (rules, bad, G_N_ELEMENTS (bad));
}

/* Random legal hands for two: cards kept, 31 tricks, 108 or 109 card points (both
 * seen), zero-sum, and every card the winner drew shown until played. */
static void
test_two_random_hands (gconstpointer data)
{
  gboolean heuristic = GPOINTER_TO_UINT (data);
  g_autofree TarotRules *rules = build_rules ("calatafimi2", 2);
  TarotRng rng;
  guint n_108 = 0, n_109 = 0;

  tarot_rng_init (&rng, 2028);
  for (guint hand = 0; hand < (heuristic ? 300u : 3000u); hand++)
    {
      TarotDeal deal;
      TarotOutcome outcome;
      TarotScore score;
      guint total;

      tarot_deal_setup (rules, &deal, hand % 2, hand * 13u + 1);
      play_out (rules, &deal, heuristic, &rng);
      g_assert_cmpuint (deal.n_tricks, ==, 31);
      tarot_deal_outcome (rules, &deal, &outcome);
      tarot_rules_score (rules, &outcome, &score, FALSE);
      g_assert_cmpint (score.totals[0] + score.totals[1], ==, 0);
      total = outcome.points[0] + outcome.points[1];
      g_assert_cmpuint (total, >=, 108);
      g_assert_cmpuint (total, <=, 109);
      n_108 += total == 108;
      n_109 += total == 109;
    }
  g_assert_cmpuint (n_108, >, 0);
  g_assert_cmpuint (n_109, >, 0);
}

/* ------------------------------------------------------------------ */
/* bought-off deals before a hand passed out                           */

/* The bargaining of S8 example (1) or (2) with whoever speaks, then a deal completed
 * in which nobody says Solo and all say "Zero". */
static void
game_say (TarotGame  *game,
          const char *id)
{
  g_autoptr(GError) error = NULL;
  const TarotRules *rules = tarot_game_get_rules (game);
  guint seat = tarot_game_get_to_move (game);
  TarotAction a = g_str_equal (id, "pass") ? (TarotAction) { TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0 }
                                           : named (rules, seat, id);

  g_assert_true (tarot_game_apply (game, a, &error));
  g_assert_no_error (error);
}

static void
game_discard (TarotGame *game)
{
  while (tarot_game_get_deal (game)->phase == TAROT_PHASE_DISCARD)
    {
      g_autoptr(GError) error = NULL;
      TarotActionList list = { 0 };

      tarot_game_legal_actions (game, &list);
      g_assert_true (tarot_game_apply (game, list.actions[0], &error));
      g_assert_no_error (error);
    }
}

static void
assert_row (TarotScoreRow *row,
            const gint32  *expected)
{
  g_assert_nonnull (row);
  g_assert_cmpuint (tarot_score_row_get_n_lines (row), ==, 1);
  g_assert_nonnull (strstr (tarot_score_row_get_line_label (row, 0), "Prendo"));
  for (guint s = 0; s < 4; s++)
    g_assert_cmpint (tarot_score_row_get_line_amount (row, 0, s), ==, expected[s]);
}

/* S8 examples (1) and (2), then all say "Zero": the hand is passed out, but the
 * payments of the deals bought off before it stay on the sheet, after a save and a
 * load too; and the deal passes on. */
static void
test_four_bought_off_passed_out (gconstpointer data)
{
  gboolean second = GPOINTER_TO_UINT (data);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("calatafimi4", &error);
  g_autoptr(TarotGame) game = NULL;
  g_autoptr(TarotGame) back = NULL;
  g_autoptr(JsonObject) saved = NULL;
  static const char *const example_1[] = { "offero_6", "mescolate", "offero_2", "prendo", NULL };
  static const char *const example_2[] = { "offero_5", "mi_strico", "offero_4", "mi_strico", "chiedo_3",
                                           "prendo", NULL };
  gint32 expected[4];
  TarotScoreSheet *sheet;
  guint dealer;

  g_assert_no_error (error);
  game = tarot_game_new (variant, 4, NULL, NULL, 0, 11, &error);
  g_assert_no_error (error);
  dealer = tarot_game_get_dealer (game);
  for (const char *const *id = second ? example_2 : example_1; *id != NULL; id++)
    game_say (game, *id);
  /* A, B, C, D from the dealer's right: (1) −6, 0, −2, +8; (2) −5, +3, −4, +6 */
  for (guint i = 0; i < 4; i++)
    expected[(dealer + 1 + i) % 4] = second ? (gint32[]) { -5, 3, -4, 6 }[i] : (gint32[]) { -6, 0, -2, 8 }[i];
  g_assert_cmpuint (tarot_game_get_dealer (game), ==, dealer);
  for (guint s = 0; s < 4; s++)
    game_say (game, "mi_strico");
  for (guint s = 0; s < 4; s++)
    game_say (game, "pass");
  game_discard (game);
  for (guint s = 0; s < 4; s++)
    game_say (game, "zero");
  g_assert_true (tarot_game_is_hand_over (game));
  g_assert_cmpint (tarot_game_get_deal (game)->end, ==, TAROT_END_PASSED_OUT);
  sheet = tarot_game_get_score_sheet (game);
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, 1);
  assert_row (tarot_score_sheet_get_row (sheet, 0), expected);

  /* the row is the score the hand's actions give: a load keeps it */
  saved = tarot_game_to_json (game);
  back = tarot_game_new_from_json (saved, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (tarot_game_get_score_sheet (back)), ==, 1);
  assert_row (tarot_score_sheet_get_row (tarot_game_get_score_sheet (back), 0), expected);

  /* all said Zero: the next dealer deals */
  g_assert_true (tarot_game_next_hand (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tarot_game_get_dealer (game), ==, (dealer + 1) % 4);
}

static void
session_add (TarotTableSession *session,
             const char        *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  g_assert_true (tarot_table_session_add_hand (session, json_node_get_object (json_parser_get_root (parser)),
                                               &error));
  g_assert_no_error (error);
}

/* The same kept as a score: {"end": "passed_out", "bought_off": […]} scores the
 * payments of examples (1) and (2); a passed-out hand without them scores nothing. */
static void
test_four_bought_off_session (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("calatafimi4", &error);
  g_autoptr(TarotTableSession) session = NULL;
  g_autoptr(TarotTableSession) back = NULL;
  g_autoptr(JsonObject) saved = NULL;
  TarotScoreSheet *sheet;

  g_assert_no_error (error);
  session = tarot_table_session_new (variant, 4, NULL, NULL, 0, &error);
  g_assert_no_error (error);
  session_add (session, "{\"end\": \"passed_out\", \"bought_off\": [-6, 0, -2, 8]}");
  session_add (session, "{\"end\": \"passed_out\"}");
  session_add (session, "{\"end\": \"passed_out\", \"bought_off\": [-5, 3, -4, 6]}");
  assert_row (tarot_table_session_get_hand_row (session, 0), (gint32[]) { -6, 0, -2, 8 });
  g_assert_null (tarot_table_session_get_hand_row (session, 1));
  assert_row (tarot_table_session_get_hand_row (session, 2), (gint32[]) { -5, 3, -4, 6 });
  sheet = tarot_table_session_get_score_sheet (session);
  g_assert_cmpint (tarot_score_sheet_get_total (sheet, 3), ==, 14);
  /* passed out: the deal passes on */
  g_assert_cmpuint (tarot_table_session_get_next_dealer (session), ==, 3);

  saved = tarot_table_session_to_json (session);
  back = tarot_table_session_new_from_json (saved, NULL, &error);
  g_assert_no_error (error);
  assert_row (tarot_table_session_get_hand_row (back, 2), (gint32[]) { -5, 3, -4, 6 });
}

/* ------------------------------------------------------------------ */
/* the signals (S8)                                                    */

/* Moves @card into @seat's hand, in exchange for one of his cards that is not one of
 * @keep, so that every hand keeps its size. */
static void
give (TarotDeal    *deal,
      guint         seat,
      TarotCard     card,
      TarotCardSet  keep)
{
  guint holder = tarot_deal_holder_of (deal, card);
  TarotCard other;

  g_assert_cmpuint (holder, <, 4);
  if (holder == seat)
    return;
  other = tarot_card_set_first (tarot_card_set_minus (deal->hands[seat], keep));
  tarot_card_set_remove (&deal->hands[holder], card);
  tarot_card_set_add (&deal->hands[seat], card);
  tarot_card_set_remove (&deal->hands[seat], other);
  tarot_card_set_add (&deal->hands[holder], other);
}

/* The dealer (seat 3) says Solo and takes the three cards unshown; while he discards
 * @cards move to seat 0, who then leads. */
static void
solo_led_by_0 (const TarotRules *rules,
               TarotDeal        *deal,
               TarotCardSet      cards)
{
  four_to_auction (rules, deal, 7);
  for (guint s = 0; s < 3; s++)
    tarot_deal_apply (rules, deal, (TarotAction) { TAROT_ACTION_PASS, s, TAROT_CARD_NONE, 0 });
  tarot_deal_apply (rules, deal, (TarotAction) { TAROT_ACTION_BID, 3, TAROT_CARD_NONE, SOLO });
  g_assert_true (tarot_card_set_is_empty (deal->talon_shown));
  TAROT_CARD_SET_FOREACH (cards, c)
    give (deal, 0, c, cards);
}

/* The Giove and the Palla played already (in seat 3's pile). */
static void
giove_and_palla_out (TarotDeal *deal)
{
  for (guint s = 0; s < 4; s++)
    {
      tarot_card_set_remove (&deal->hands[s], GIOVE);
      tarot_card_set_remove (&deal->hands[s], PALLA);
    }
  tarot_card_set_add (&deal->played, GIOVE);
  tarot_card_set_add (&deal->played, PALLA);
  tarot_card_set_add (&deal->won[3], GIOVE);
  tarot_card_set_add (&deal->won[3], PALLA);
}

/* seat 0's signal @id */
#define SIGNAL(id) action_named (rules, TAROT_ACTION_ANNOUNCE, 0, id)

static void
assert_signals (const TarotRules *rules,
                const TarotDeal  *deal,
                gboolean          giove,
                gboolean          palla,
                gboolean          batto)
{
  g_assert_cmpint (tarot_deal_is_legal (rules, deal, SIGNAL ("dico_giove")), ==, giove);
  g_assert_cmpint (tarot_deal_is_legal (rules, deal, SIGNAL ("dico_palla")), ==, palla);
  g_assert_cmpint (tarot_deal_is_legal (rules, deal, SIGNAL ("batto")), ==, batto);
}

/* Deals that seat @viewer's search player samples all hold @all in seat 0's hand,
 * or one of @either. */
static void
assert_samples (const TarotRules *rules,
                const TarotDeal  *deal,
                guint             viewer,
                TarotCardSet      all,
                TarotCardSet      either)
{
  TarotPlayerView view;
  TarotRng rng;

  tarot_deal_make_view (rules, deal, viewer, &view);
  tarot_rng_init (&rng, 5);
  for (guint i = 0; i < 20; i++)
    {
      TarotDeal sample;

      g_assert_true (tarot_deal_sample (rules, &view, &rng, &sample));
      g_assert_true (tarot_card_set_equal (tarot_card_set_intersect (all, sample.hands[0]), all));
      g_assert_true (tarot_card_set_is_empty (either) ||
                     !tarot_card_set_is_empty (tarot_card_set_intersect (either, sample.hands[0])));
    }
}

/* S8: "A player who has the Giove or the Palla may reveal the fact, when he has the
 * lead, by striking the table and saying 'Giove' or 'Palla'.  If he has both, he may
 * say both … A player may also simply say 'Batto' to indicate that he has one or
 * other of these cards": only when true, each once a hand, in the view of the table
 * and kept by the deals the others sample. */
static void
test_four_signals (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);
  TarotCardSet two = tarot_test_cards (GIOVE, PALLA, END);
  TarotDeal deal;
  TarotPlayerView view;

  /* the Palla alone: "Palla" or "Batto", not "Giove" */
  solo_led_by_0 (rules, &deal, tarot_test_cards (PALLA, END));
  give (&deal, 3, GIOVE, TAROT_CARD_SET_EMPTY);
  discard_any (rules, &deal);
  g_assert_cmpuint (deal.to_move, ==, 0);
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  assert_signals (rules, &deal, FALSE, TRUE, TRUE);
  tarot_deal_apply (rules, &deal, SIGNAL ("batto"));
  /* "Palla" is still his to say at this lead */
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  assert_signals (rules, &deal, FALSE, TRUE, FALSE);
  tarot_deal_make_view (rules, &deal, 2, &view);
  g_assert_cmpuint (view.announced[0], !=, 0);
  /* "Batto": the Giove or the Palla with him */
  assert_samples (rules, &deal, 1, TAROT_CARD_SET_EMPTY, two);
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, 0, TAROT_CARD_NONE, 0 });
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  assert_signals (rules, &deal, FALSE, FALSE, FALSE);

  /* both: the very hard stroke, both names at one lead */
  solo_led_by_0 (rules, &deal, two);
  discard_any (rules, &deal);
  assert_signals (rules, &deal, TRUE, TRUE, TRUE);
  tarot_deal_apply (rules, &deal, SIGNAL ("dico_giove"));
  assert_signals (rules, &deal, FALSE, TRUE, TRUE);
  tarot_deal_apply (rules, &deal, SIGNAL ("dico_palla"));
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, 0, TAROT_CARD_NONE, 0 });
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  assert_samples (rules, &deal, 2, two, TAROT_CARD_SET_EMPTY);

  /* neither, and the two still out: no signal, the leader plays at once */
  solo_led_by_0 (rules, &deal, TAROT_CARD_SET_EMPTY);
  give (&deal, 3, GIOVE, TAROT_CARD_SET_EMPTY);
  give (&deal, 3, PALLA, two);
  discard_any (rules, &deal);
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  assert_signals (rules, &deal, FALSE, FALSE, FALSE);
}

/* S8: "He may also say this when the Giove and Palla have both been played, to
 * indicate that he has the highest trump that has not yet been played." */
static void
test_four_signal_batto_late (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);
  TarotDeal deal;

  solo_led_by_0 (rules, &deal, tarot_test_cards (T (19), T (18), END));
  giove_and_palla_out (&deal);
  discard_any (rules, &deal);
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  assert_signals (rules, &deal, FALSE, FALSE, TRUE);
  tarot_deal_apply (rules, &deal, SIGNAL ("batto"));
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  /* the 19 with him in every deal the others sample */
  assert_samples (rules, &deal, 1, tarot_test_cards (T (19), END), TAROT_CARD_SET_EMPTY);

  /* the 18 is not the highest left: no "Batto" for its holder */
  solo_led_by_0 (rules, &deal, tarot_test_cards (T (18), END));
  give (&deal, 3, T (19), TAROT_CARD_SET_EMPTY);
  giove_and_palla_out (&deal);
  discard_any (rules, &deal);
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
}

/* The computer players give the signals to a partner, the Giove and the Palla by
 * name; a Solo has nobody to tell. */
static void
test_four_signals_chosen (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);
  TarotDeal deal;
  TarotPlayerView view;
  TarotRng rng;
  TarotAction a;

  tarot_rng_init (&rng, 1);
  solo_led_by_0 (rules, &deal, tarot_test_cards (GIOVE, PALLA, END));
  discard_any (rules, &deal);
  tarot_deal_make_view (rules, &deal, 0, &view);
  a = tarot_heuristic_player_choose (rules, &view, &rng);
  g_assert_cmpint (a.kind, ==, TAROT_ACTION_ANNOUNCE);
  g_assert_cmpstr (rules->family->arg_to_string (rules, a.kind, a.arg), ==, "dico_giove");
  /* the same hand as the Solo: nothing */
  view.declarer = 0;
  g_assert_cmpint (tarot_heuristic_player_choose (rules, &view, &rng).kind, ==, TAROT_ACTION_PASS);
  tarot_deal_apply (rules, &deal, a);
  tarot_deal_make_view (rules, &deal, 0, &view);
  a = tarot_heuristic_player_choose (rules, &view, &rng);
  g_assert_cmpstr (rules->family->arg_to_string (rules, a.kind, a.arg), ==, "dico_palla");
  tarot_deal_apply (rules, &deal, a);
  /* not the "Batto" that says less */
  tarot_deal_make_view (rules, &deal, 0, &view);
  g_assert_cmpint (tarot_heuristic_player_choose (rules, &view, &rng).kind, ==, TAROT_ACTION_PASS);

  /* the late "Batto" is said */
  solo_led_by_0 (rules, &deal, tarot_test_cards (T (19), END));
  giove_and_palla_out (&deal);
  discard_any (rules, &deal);
  tarot_deal_make_view (rules, &deal, 0, &view);
  a = tarot_heuristic_player_choose (rules, &view, &rng);
  g_assert_cmpstr (rules->family->arg_to_string (rules, a.kind, a.arg), ==, "batto");
}

/* S8: "dealer may see the bottom card": it ends with the three to the centre; the
 * dealer's view shows it there until they are taken, the others' do not, and the
 * dealer's sampled deals keep it there. */
static void
test_four_bottom_card (void)
{
  g_autofree TarotRules *rules = build_rules ("calatafimi4", 4);
  TarotDeal deal;
  TarotPlayerView view;
  TarotCard bottom;
  TarotRng rng;

  new_four (rules, &deal, 5);
  tarot_deal_make_view (rules, &deal, 3, &view);
  g_assert_cmpuint (tarot_card_set_count (view.talon_shown), ==, 1);
  bottom = tarot_card_set_first (view.talon_shown);
  g_assert_false (tarot_card_set_contains (view.unseen, bottom));
  for (guint s = 0; s < 3; s++)
    {
      tarot_deal_make_view (rules, &deal, s, &view);
      g_assert_true (tarot_card_set_is_empty (view.talon_shown));
    }
  for (guint s = 0; s < 4; s++)
    say (rules, &deal, s, "mi_strico");
  /* the deal completed: it is one of the three */
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_AUCTION);
  g_assert_true (tarot_card_set_contains (deal.talon, bottom));
  tarot_deal_make_view (rules, &deal, 3, &view);
  g_assert_true (tarot_card_set_contains (view.talon_shown, bottom));
  tarot_rng_init (&rng, 3);
  for (guint i = 0; i < 20; i++)
    {
      TarotDeal sample;

      g_assert_true (tarot_deal_sample (rules, &view, &rng, &sample));
      g_assert_true (tarot_card_set_contains (sample.talon, bottom));
    }
  /* taken (the dealer's, unshown, as nobody says Solo): no more */
  for (guint s = 0; s < 4; s++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, s, TAROT_CARD_NONE, 0 });
  tarot_deal_make_view (rules, &deal, 3, &view);
  g_assert_true (tarot_card_set_is_empty (view.talon_shown));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/calatafimi/pack", test_pack);
  g_test_add_func ("/calatafimi/s9/bargaining-as-s8-example-1", test_bargaining_example_1);
  g_test_add_func ("/calatafimi/s9/bargaining-as-s8-example-2", test_bargaining_example_2);
  g_test_add_func ("/calatafimi/s9/bargaining-tengo", test_bargaining_tengo);
  g_test_add_func ("/calatafimi/s9/discard", test_discard);
  g_test_add_func ("/calatafimi/s9/obligations-example-2", test_obligations_example_2);
  g_test_add_func ("/calatafimi/s9/obligations-default", test_obligations_default);
  g_test_add_func ("/calatafimi/s9/obligations-cavallo-lead", test_obligations_cavallo_lead);
  g_test_add_func ("/calatafimi/fuggitivo", test_fuggitivo);
  g_test_add_func ("/calatafimi/s9/scoring-example-1", test_scoring_s9_example_1);
  g_test_add_func ("/calatafimi/s9/outcome-refused", test_outcome_refused);
  g_test_add_data_func ("/calatafimi/s9/random-hands", GUINT_TO_POINTER (FALSE), test_random_hands);
  g_test_add_data_func ("/calatafimi/s9/heuristic-hands", GUINT_TO_POINTER (TRUE), test_random_hands);
  g_test_add_func ("/calatafimi/s8/bargaining-example-1", test_four_bargaining_example_1);
  g_test_add_func ("/calatafimi/s8/bargaining-example-2", test_four_bargaining_example_2);
  g_test_add_func ("/calatafimi/s8/solo", test_four_solo);
  g_test_add_func ("/calatafimi/s8/partner-rounds", test_four_partner_rounds);
  g_test_add_func ("/calatafimi/s8/strict-call", test_four_strict_call);
  g_test_add_func ("/calatafimi/s8/called-partner", test_four_called_partner);
  g_test_add_func ("/calatafimi/s8/scoring-examples-3-4", test_four_scoring_examples);
  g_test_add_func ("/calatafimi/s8/outcome-refused", test_four_outcome_refused);
  g_test_add_data_func ("/calatafimi/s8/random-hands", GUINT_TO_POINTER (FALSE), test_four_random_hands);
  g_test_add_data_func ("/calatafimi/s8/heuristic-hands", GUINT_TO_POINTER (TRUE), test_four_random_hands);
  g_test_add_data_func ("/calatafimi/s8/bought-off-passed-out-example-1", GUINT_TO_POINTER (FALSE),
                        test_four_bought_off_passed_out);
  g_test_add_data_func ("/calatafimi/s8/bought-off-passed-out-example-2", GUINT_TO_POINTER (TRUE),
                        test_four_bought_off_passed_out);
  g_test_add_func ("/calatafimi/s8/bought-off-session", test_four_bought_off_session);
  g_test_add_func ("/calatafimi/s8/signals", test_four_signals);
  g_test_add_func ("/calatafimi/s8/signal-batto-late", test_four_signal_batto_late);
  g_test_add_func ("/calatafimi/s8/signals-chosen", test_four_signals_chosen);
  g_test_add_func ("/calatafimi/s8/bottom-card", test_four_bottom_card);
  g_test_add_func ("/calatafimi/s10/stock", test_two_stock);
  g_test_add_func ("/calatafimi/s10/stock-view", test_two_stock_view);
  g_test_add_func ("/calatafimi/s10/scoring-examples", test_two_scoring_examples);
  g_test_add_data_func ("/calatafimi/s10/random-hands", GUINT_TO_POINTER (FALSE), test_two_random_hands);
  g_test_add_data_func ("/calatafimi/s10/heuristic-hands", GUINT_TO_POINTER (TRUE), test_two_random_hands);

  return g_test_run ();
}
