/* test-italian.c — the Italian family against rules/italian-living-games.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test cites the part of the rules file (P1, P2, L1 ...) whose
 * example or rule it checks.
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-random-player.h"
#include "model/tarot-data.h"
#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-replay.h"
#include "model/tarot-sample.h"
#include "model/tarot-session-rules.h"
#include "model/tarot-table-session.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"
#include "tarot-test-italian-suits.h"

#define MATTO     TAROT_CARD_FOOL
/* TAROT_ACTION_CALL arguments of the family (docs/cli.md) */
#define CALL_PARTNER_ARG 0
#define CALL_ASK_ARG     2
/* declarations of the Lombard Mitigati, bits of announced[] */
#define N_DECL_KINDS     4
/* Pinerolo's bargaining (docs/cli.md): bids "Chiedo n" and "Offero n", "Vedo" */
#define BID              TAROT_ACTION_BID
#define ASKS             0u
#define OFFERS           30u
#define ASK(n)           (ASKS + (n))
#define OFFER(n)         (OFFERS + (n))
#define VEDO             TAROT_ACTION_CONTINUE
/* TarotOutcome.extra[] of a deal thrown in (tarot-italian-private.h) */
#define EXTRA_ABANDONED  6

/* ------------------------------------------------------------------ */
/* helpers                                                             */

/* @opts: option id, value, ..., NULL */
static TarotRules *
build_rules (const char        *id,
             const char *const *opts)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (id, &error);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  for (guint i = 0; opts != NULL && opts[i] != NULL; i += 2)
    g_hash_table_insert (options, (gpointer) opts[i], (gpointer) opts[i + 1]);
  g_assert_true (tarot_variant_build_rules (variant, tarot_variant_get_min_players (variant),
                                            options, rules, &error));
  g_assert_no_error (error);
  return rules;
}

/* @n cards of value 1 from @from (removed from it), Angelo excluded. */
static TarotCardSet
take_empty (const TarotRules *rules,
            TarotCardSet     *from,
            guint             n)
{
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  TAROT_CARD_SET_FOREACH (*from, c)
    if (tarot_card_set_count (set) < n && rules->value[c] == 1)
      tarot_card_set_add (&set, c);
  g_assert_cmpuint (tarot_card_set_count (set), ==, n);
  *from = tarot_card_set_minus (*from, set);
  return set;
}

/* Scores an outcome given as JSON; returns the seats' totals in @totals. */
static void
score_json (const TarotRules *rules,
            const char       *json,
            gint32           *totals)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  TarotOutcome outcome;
  TarotScore score;

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_true (rules->family->outcome_from_json (rules, json_node_get_object (json_parser_get_root (parser)),
                                                   &outcome, &error));
  g_assert_no_error (error);
  tarot_score_init (&score, rules->n_players);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  memcpy (totals, score.totals, rules->n_players * sizeof totals[0]);
}

/* Scores an outcome given as JSON and checks each seat's total. */
static void
assert_scores (const TarotRules *rules,
               const char       *json,
               const gint32     *expected)
{
  gint32 totals[TAROT_MAX_PLAYERS];

  score_json (rules, json, totals);
  for (guint s = 0; s < rules->n_players; s++)
    g_assert_cmpint (totals[s], ==, expected[s]);
}

static void
assert_json_refused (const TarotRules *rules,
                     const char       *json,
                     const char       *field)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *got = NULL;
  TarotOutcome outcome;

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  g_assert_false (rules->family->outcome_from_json (rules, json_node_get_object (json_parser_get_root (parser)),
                                                    &outcome, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  got = tarot_outcome_error_field (error);
  g_assert_cmpstr (got, ==, field);
}

/* A deal of @rules set up by the family, then given these hands and
 * put in the play phase with @leader to lead (the discard emptied). */
static void
deal_in_play (const TarotRules   *rules,
              TarotDeal          *deal,
              const TarotCardSet *hands,
              guint               leader)
{
  tarot_deal_setup (rules, deal, 0, 1);
  for (guint s = 0; s < rules->n_players; s++)
    deal->hands[s] = hands[s];
  deal->discard = TAROT_CARD_SET_EMPTY;
  deal->phase = TAROT_PHASE_PLAY;
  deal->to_move = (guint8) leader;
  deal->trick_leader[0] = (guint8) leader;
}

/* A deal by @dealer from @seed played out by random players. */
static void
play_random (const TarotRules *rules,
             TarotDeal        *deal,
             guint             dealer,
             guint             seed,
             TarotRng         *rng)
{
  tarot_deal_setup (rules, deal, dealer, seed);
  while (!tarot_deal_is_over (deal))
    {
      TarotPlayerView view;

      tarot_deal_make_view (rules, deal, deal->to_move, &view);
      tarot_deal_apply (rules, deal, tarot_random_player_choose (&view, rng));
    }
}

static gboolean
legal_card (const TarotRules *rules,
            const TarotDeal  *deal,
            TarotActionKind   kind,
            TarotCard         card)
{
  TarotAction action = { kind, deal->to_move, card, 0 };

  return tarot_deal_is_legal (rules, deal, action);
}

/* ------------------------------------------------------------------ */
/* the pack and the trump order                                        */

/* Common conventions: the Piedmontese order puts the Angelo (20) above
 * the Mondo (21); the Mondo is an empty card. */
static void
test_angelo_beats_mondo (void)
{
  g_autofree TarotRules *rules = build_rules ("scarto", NULL);
  TarotCardSet hands[3] = {
    tarot_test_cards (T (21), SW (K), END),
    tarot_test_cards (T (20), SW (Q), END),
    tarot_test_cards (T (19), SW (C), END),
  };
  TarotDeal deal;

  g_assert_cmpuint (rules->value[T (20)], ==, 5);
  g_assert_cmpuint (rules->value[T (21)], ==, 1);
  g_assert_cmpuint (rules->value[MATTO], ==, 4);
  g_assert_true (tarot_card_set_contains (rules->honours, T (20)));
  g_assert_false (tarot_card_set_contains (rules->honours, T (21)));

  deal_in_play (rules, &deal, hands, 0);
  tarot_test_play (rules, &deal, T (21));
  tarot_test_play (rules, &deal, T (20));
  tarot_test_play (rules, &deal, T (19));
  g_assert_cmpuint (deal.trick_winner[0], ==, 1);
}

/* L1: in Como the trumps rank by number and the Mondo is the honour. */
static void
test_como_numeric_order (void)
{
  g_autofree TarotRules *rules = build_rules ("tarocchi-como", NULL);
  TarotCardSet hands[3] = {
    tarot_test_cards (T (20), SW (K), END),
    tarot_test_cards (T (21), SW (Q), END),
    tarot_test_cards (T (19), SW (C), END),
  };
  TarotDeal deal;

  g_assert_cmpuint (rules->value[T (21)], ==, 5);
  g_assert_cmpuint (rules->value[T (20)], ==, 1);
  g_assert_true (tarot_card_set_contains (rules->honours, T (21)));
  deal_in_play (rules, &deal, hands, 0);
  tarot_test_play (rules, &deal, T (20));
  tarot_test_play (rules, &deal, T (21));
  tarot_test_play (rules, &deal, T (19));
  g_assert_cmpuint (deal.trick_winner[0], ==, 1);
}

/* Common conventions: the original suit ranking, 10 high in the long
 * suits and low in the round ones. */
static void
test_original_suit_ranking (void)
{
  g_autofree TarotRules *rules = build_rules ("scarto", NULL);

  g_assert_cmpuint (rules->rank[SW (PIP (10))], >, rules->rank[SW (PIP (1))]);
  g_assert_cmpuint (rules->rank[CU (PIP (1))], >, rules->rank[CU (PIP (10))]);
  g_assert_cmpuint (rules->rank[CO (J)], >, rules->rank[CO (PIP (1))]);
}

/* ------------------------------------------------------------------ */
/* play                                                                */

/* Common conventions: no obligation to overtrump; follow suit, else
 * trump. */
static void
test_no_overtrump (void)
{
  g_autofree TarotRules *rules = build_rules ("scarto", NULL);
  TarotCardSet hands[3] = {
    tarot_test_cards (SW (PIP (5)), SW (K), END),
    tarot_test_cards (T (15), T (3), CU (K), END),
    tarot_test_cards (SW (PIP (7)), T (2), END),
  };
  TarotDeal deal;

  deal_in_play (rules, &deal, hands, 0);
  tarot_test_play (rules, &deal, SW (PIP (5)));
  /* void in Swords: any trump, the lower one too; not the Cups King */
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (15)));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (3)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, CU (K)));
  tarot_test_play (rules, &deal, T (15));
  /* the third must follow suit, not trump */
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (PIP (7))));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (2)));
}

/* P1: the Matto as Excuse without exchange — playable instead of a card
 * owed, never wins, stays with its owner; when led, the second card
 * sets the suit for the third. */
static void
test_matto_without_exchange (void)
{
  g_autofree TarotRules *rules = build_rules ("scarto", NULL);
  TarotCardSet hands[3] = {
    tarot_test_cards (MATTO, SW (PIP (2)), END),
    tarot_test_cards (CU (PIP (3)), SW (K), END),
    tarot_test_cards (CU (K), SW (Q), END),
  };
  TarotDeal deal;

  deal_in_play (rules, &deal, hands, 0);
  tarot_test_play (rules, &deal, MATTO);
  tarot_test_play (rules, &deal, CU (PIP (3)));
  /* Cups now count as the lead */
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, CU (K)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (Q)));
  tarot_test_play (rules, &deal, CU (K));
  g_assert_cmpuint (deal.trick_winner[0], ==, 2);
  g_assert_true (tarot_card_set_contains (deal.won[0], MATTO));
  g_assert_cmpuint (tarot_card_set_count (deal.won[2]), ==, 2);

  /* the holder of the Matto may play it though he can follow suit */
  tarot_test_play (rules, &deal, SW (Q));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (PIP (2))));
}

/* P1 variants (Fantini & Santelia): with exchange the owner gives the
 * winner of the Matto's trick an empty card from his own tricks. */
static void
test_matto_with_exchange (void)
{
  static const char *const opts[] = { "matto_exchange", "true", NULL };
  g_autofree TarotRules *rules = build_rules ("scarto", opts);
  TarotCardSet hands[3] = {
    tarot_test_cards (SW (K), MATTO, END),
    tarot_test_cards (SW (PIP (2)), CU (PIP (3)), END),
    tarot_test_cards (SW (PIP (3)), CU (K), END),
  };
  TarotDeal deal;

  /* shorten the hand to two tricks */
  rules->n_tricks = 2;
  deal_in_play (rules, &deal, hands, 0);
  tarot_test_play (rules, &deal, SW (K));
  tarot_test_play (rules, &deal, SW (PIP (2)));
  tarot_test_play (rules, &deal, SW (PIP (3)));
  g_assert_cmpuint (deal.trick_winner[0], ==, 0);
  tarot_test_play (rules, &deal, MATTO);
  tarot_test_play (rules, &deal, CU (PIP (3)));
  tarot_test_play (rules, &deal, CU (K));
  g_assert_true (tarot_deal_is_over (&deal));
  /* seat 0 keeps the Matto and the King, and gave one empty card */
  g_assert_true (tarot_card_set_contains (deal.won[0], MATTO));
  g_assert_true (tarot_card_set_contains (deal.won[0], SW (K)));
  g_assert_cmpuint (tarot_card_set_count (deal.won[0]), ==, 3);
  g_assert_cmpuint (tarot_card_set_count (deal.won[2]), ==, 3);
}

/* ------------------------------------------------------------------ */
/* discards                                                            */

/* P1: no King, no Angelo, no Matto; the Bagatto only when no other
 * trump is in the hand. */
static void
test_scarto_discard (void)
{
  g_autofree TarotRules *rules = build_rules ("scarto", NULL);
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 0, 7);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[0]), ==, 28);
  for (TarotCard c = 0; c < TAROT_N_CARDS; c++)
    if (tarot_card_set_contains (deal.hands[0], c))
      {
        gboolean ok = legal_card (rules, &deal, TAROT_ACTION_DISCARD, c);

        if (tarot_card_set_contains (rules->kings, c) || c == T (20) || c == MATTO)
          g_assert_false (ok);
        else if (c != T (1))
          g_assert_true (ok);
      }

  /* the Bagatto as the only trump may go; beside other trumps not */
  deal.hands[0] = tarot_test_cards (T (1), SW (K), CU (PIP (4)), CO (PIP (5)), END);
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (1)));
  tarot_card_set_add (&deal.hands[0], T (7));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (1)));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (7)));
}

/* L1 example 2: trumps 7, 12 and the Matto may all three go; with four
 * trumps none of them; never a King. */
static void
test_como_discard (void)
{
  g_autofree TarotRules *rules = build_rules ("tarocchi-como", NULL);
  TarotAction action = { TAROT_ACTION_DISCARD, 0, T (7), 0 };
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 0, 3);
  deal.hands[0] = tarot_test_cards (T (7), T (12), MATTO, SW (K), SW (PIP (3)), CU (PIP (4)), CO (Q), END);
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (7)));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, MATTO));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, SW (K)));
  /* having begun with a trump, he lays away all three */
  tarot_deal_apply (rules, &deal, action);
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (12)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, SW (PIP (3))));

  tarot_deal_setup (rules, &deal, 0, 3);
  deal.hands[0] = tarot_test_cards (T (7), T (12), T (3), MATTO, SW (PIP (3)), CU (PIP (4)), CO (Q), END);
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (7)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, MATTO));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, CO (Q)));
}

/* L1: a hand with neither Matto nor trumps annuls the deal, so no hand
 * dealt is without both. */
static void
test_como_annuls (void)
{
  g_autofree TarotRules *rules = build_rules ("tarocchi-como", NULL);

  for (guint seed = 0; seed < 300; seed++)
    {
      TarotDeal deal;

      tarot_deal_setup (rules, &deal, seed % 3, seed);
      for (guint s = 0; s < 3; s++)
        g_assert_false (tarot_card_set_is_empty (tarot_card_set_intersect (deal.hands[s], rules->trumps)) &&
                        !tarot_card_set_contains (deal.hands[s], MATTO));
    }
}

/* L1 "Como: each hand dealt whole, the last card of each (dealer
 * included) turned face up"; Zaini's five rounds of five show nothing.
 * The shown card is everybody's knowledge, in its holder's hand. */
static void
test_como_face_up (void)
{
  static const char *const zaini[] = { "dealing", "zaini", NULL };
  g_autofree TarotRules *rules = build_rules ("tarocchi-como", NULL);
  g_autofree TarotRules *rounds = build_rules ("tarocchi-como", zaini);

  for (guint seed = 0; seed < 100; seed++)
    {
      TarotPlayerView view;
      TarotDeal deal;

      tarot_deal_setup (rules, &deal, seed % 3, seed);
      g_assert_cmpuint (tarot_card_set_count (deal.shown), ==, 3);
      tarot_deal_make_view (rules, &deal, (seed + 1) % 3, &view);
      for (guint s = 0; s < 3; s++)
        {
          g_assert_cmpuint (tarot_card_set_count (tarot_card_set_intersect (deal.hands[s], deal.shown)), ==, 1);
          g_assert_cmpuint (tarot_card_set_count (view.shown_in_hand[s]), ==, 1);
        }
      tarot_deal_setup (rounds, &deal, seed % 3, seed);
      g_assert_true (tarot_card_set_is_empty (deal.shown));
    }
  /* the dealing rhythm at the table: whole hands, or rounds of five */
  g_assert_cmpuint (rules->n_deal_steps, ==, 1);
  g_assert_cmpuint (rules->deal_steps[0], ==, 25);
  g_assert_cmpuint (rounds->n_deal_steps, ==, 5);
  g_assert_cmpuint (rounds->deal_steps[4], ==, 25);
}

/* P1 "Deal: … Pinerolo: five rounds of five, dealer takes the last
 * three. Turin: each player's whole hand at once"; P2 "19 to each in a
 * single batch". */
static void
test_deal_rhythm (void)
{
  static const char *const turin[] = { "dealing", "turin", NULL };
  g_autofree TarotRules *pinerolo = build_rules ("scarto", NULL);
  g_autofree TarotRules *whole = build_rules ("scarto", turin);
  g_autofree TarotRules *four = build_rules ("tarocchi4", NULL);
  const guint8 rounds[] = { 5, 10, 15, 20, 25 };

  g_assert_cmpuint (pinerolo->n_deal_steps, ==, 5);
  g_assert_cmpmem (pinerolo->deal_steps, 5, rounds, 5);
  g_assert_cmpuint (whole->n_deal_steps, ==, 1);
  g_assert_cmpuint (whole->deal_steps[0], ==, 25);
  g_assert_cmpuint (four->n_deal_steps, ==, 1);
  g_assert_cmpuint (four->deal_steps[0], ==, 19);
}

/* ------------------------------------------------------------------ */
/* counting and scoring                                                */

/* Counting in sets of k (Common conventions): the search's card points
 * (tarot_rules_count_points(), in 1/k points) give whole tricks k times
 * what the counting gives, so that a trick of empty cards is worth one
 * point and not four: P2 counts in fours, P6 in pairs. */
static void
test_search_points (void)
{
  g_autofree TarotRules *fours = build_rules ("tarocchi4", NULL);
  g_autofree TarotRules *pairs = build_rules ("asti4", NULL);
  TarotCardSet rest = fours->pack;
  TarotCardSet tricks = tarot_card_set_union (tarot_test_cards (SW (K), END), take_empty (fours, &rest, 7));

  g_assert_cmpuint (fours->count_by, ==, 4);
  /* two tricks of four: 12 − 2 × 3 = 6 */
  g_assert_cmpuint (tarot_rules_count_points (fours, tricks), ==, 4 * 6);
  /* one of empty cards: 4 − 3 = 1 */
  g_assert_cmpuint (tarot_rules_count_points (fours, take_empty (fours, &rest, 4)), ==, 4 * 1);
  rest = pairs->pack;
  g_assert_cmpuint (pairs->count_by, ==, 2);
  /* a trick of four empty cards in pairs: 4 − 2 = 2 */
  g_assert_cmpuint (tarot_rules_count_points (pairs, take_empty (pairs, &rest, 4)), ==, 2 * 2);
}


/* P1 example 2: the Matto and 24 other cards holding the Bagatto, two
 * Kings, a Queen and a Cavalier: 41 − 16 + 4 = 29. */
static void
test_scarto_counting (void)
{
  g_autofree TarotRules *rules = build_rules ("scarto", NULL);
  TarotCardSet rest = rules->pack;
  TarotCardSet pile = tarot_test_cards (MATTO, T (1), SW (K), BA (K), CU (Q), CO (C), END);
  TarotOutcome outcome;
  TarotDeal deal;

  rest = tarot_card_set_minus (rest, pile);
  pile = tarot_card_set_union (pile, take_empty (rules, &rest, 19));
  g_assert_cmpuint (tarot_card_set_count (pile), ==, 25);
  tarot_deal_setup (rules, &deal, 2, 1);
  for (guint s = 0; s < 3; s++)
    deal.hands[s] = TAROT_CARD_SET_EMPTY;
  deal.discard = TAROT_CARD_SET_EMPTY;
  deal.won[0] = pile;
  deal.won[1] = TAROT_CARD_SET_EMPTY;
  deal.won[2] = rest;
  deal.phase = TAROT_PHASE_OVER;
  deal.end = TAROT_END_PLAYED;
  tarot_deal_outcome (rules, &deal, &outcome);
  g_assert_cmpint (outcome.extra[0], ==, 29);
  g_assert_cmpuint (rules->points_total, ==, 78);
  g_assert_cmpint (outcome.extra[0] + outcome.extra[1] + outcome.extra[2], ==, 78);
}

/* P1 example 1: 30, 22, 26 → +4, −4, 0. */
static void
test_scarto_example_1 (void)
{
  g_autofree TarotRules *rules = build_rules ("scarto", NULL);
  gint32 totals[3];

  score_json (rules, "{\"dealer\": 2, \"points\": [30, 22, 26]}", totals);
  g_assert_cmpint (totals[0], ==, 4);
  g_assert_cmpint (totals[1], ==, -4);
  g_assert_cmpint (totals[2], ==, 0);
  /* P1 example 2 as a score: 29 → +3 */
  score_json (rules, "{\"dealer\": 0, \"points\": [29, 22, 27]}", totals);
  g_assert_cmpint (totals[0], ==, 3);
}

/* P2 examples: Turin 40 / 32 → +4 / −4; Pinerolo 43 / 35 → +4 / −4. */
static void
test_tarocchi4_examples (void)
{
  static const char *const pinerolo[] = { "counting", "pinerolo", NULL };
  g_autofree TarotRules *turin = build_rules ("tarocchi4", NULL);
  g_autofree TarotRules *threes = build_rules ("tarocchi4", pinerolo);
  gint32 totals[4];

  g_assert_cmpuint (turin->points_total, ==, 72);
  g_assert_cmpuint (threes->points_total, ==, 78);
  score_json (turin, "{\"dealer\": 1, \"points\": [40, 32]}", totals);
  g_assert_cmpint (totals[1], ==, 4);
  g_assert_cmpint (totals[3], ==, 4);
  g_assert_cmpint (totals[0], ==, -4);
  g_assert_cmpint (totals[2], ==, -4);
  score_json (threes, "{\"dealer\": 0, \"points\": [43, 35]}", totals);
  g_assert_cmpint (totals[0], ==, 4);
  g_assert_cmpint (totals[1], ==, -4);
}

/* Counts a pile by the book: sets of @k, a short set as a set, the
 * Matto on its own. */
static gint
count_by_hand (const TarotRules *rules,
               TarotCardSet      pile,
               guint             k)
{
  gint sum = 0, n;

  if (tarot_card_set_contains (pile, MATTO))
    {
      sum += 4;
      tarot_card_set_remove (&pile, MATTO);
    }
  n = (gint) tarot_card_set_count (pile);
  TAROT_CARD_SET_FOREACH (pile, c)
    sum += rules->value[c];
  return sum - (gint) (k - 1) * (n / (gint) k) - (n % (gint) k > 0 ? n % (gint) k - 1 : 0);
}

/* P2 footnote (Pinerolo): when both sides have one odd empty card, the
 * side that won the Matto's trick counts 1 for it, the other 0. */
static void
test_pinerolo_odd_card (void)
{
  static const char *const pinerolo[] = { "counting", "pinerolo", "surrender", "false", NULL };
  g_autofree TarotRules *rules = build_rules ("tarocchi4", pinerolo);
  guint found = 0;
  TarotRng rng;

  tarot_rng_init (&rng, 99);
  for (guint hand = 0; hand < 400; hand++)
    {
      TarotDeal deal;
      TarotOutcome outcome;
      TarotCardSet piles[2] = { TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY };
      guint matto_side = 2;

      play_random (rules, &deal, hand % 4, hand + 1, &rng);
      for (guint s = 0; s < 4; s++)
        piles[(s + 4 - deal.dealer) % 2] = tarot_card_set_union (piles[(s + 4 - deal.dealer) % 2], deal.won[s]);
      piles[0] = tarot_card_set_union (piles[0], deal.discard);
      for (guint t = 0; t < deal.n_tricks; t++)
        for (guint i = 0; i < 4; i++)
          if (deal.tricks[t][i] == MATTO)
            matto_side = (deal.trick_winner[t] + 4 - deal.dealer) % 2;
      tarot_deal_outcome (rules, &deal, &outcome);
      for (guint side = 0; side < 2; side++)
        {
          TarotCardSet counted = piles[side];
          gint expected = count_by_hand (rules, piles[side], 3);

          tarot_card_set_remove (&counted, MATTO);
          if (tarot_card_set_count (counted) % 3 == 1 &&
              (tarot_card_set_count (tarot_card_set_minus (piles[1 - side], tarot_test_cards (MATTO, END))) % 3) == 1)
            {
              found++;
              if (side != matto_side)
                expected--;
            }
          g_assert_cmpint ((gint) outcome.points[side], ==, expected);
        }
      g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 78);
    }
  /* the case does come up */
  g_assert_cmpuint (found, >, 0);
}

/* P2 Turin: a side that takes no trick surrenders the Matto to the
 * winner of its trick. */
static void
test_turin_surrender (void)
{
  g_autofree TarotRules *rules = build_rules ("tarocchi4", NULL);
  TarotCardSet hands[4] = {
    tarot_test_cards (MATTO, SW (PIP (2)), END),
    tarot_test_cards (T (21), T (20), END),
    tarot_test_cards (SW (PIP (3)), SW (PIP (4)), END),
    tarot_test_cards (T (5), T (6), END),
  };
  TarotDeal deal;

  rules->n_tricks = 2;
  deal_in_play (rules, &deal, hands, 0);
  tarot_test_play (rules, &deal, MATTO);
  tarot_test_play (rules, &deal, T (21));
  tarot_test_play (rules, &deal, SW (PIP (3)));
  tarot_test_play (rules, &deal, T (5));
  g_assert_cmpuint (deal.trick_winner[0], ==, 1);
  g_assert_true (tarot_card_set_contains (deal.won[0], MATTO));
  tarot_test_play (rules, &deal, T (20));
  tarot_test_play (rules, &deal, SW (PIP (4)));
  tarot_test_play (rules, &deal, T (6));
  tarot_test_play (rules, &deal, SW (PIP (2)));
  g_assert_true (tarot_deal_is_over (&deal));
  /* seats 0 and 2 took nothing: the Matto goes to seat 1 */
  g_assert_true (tarot_card_set_contains (deal.won[1], MATTO));
  g_assert_false (tarot_card_set_contains (deal.won[0], MATTO));
}

/* L1 example 1: 31, 25, 22 → +5, −1, −4. */
static void
test_como_example (void)
{
  g_autofree TarotRules *rules = build_rules ("tarocchi-como", NULL);
  gint32 totals[3];

  score_json (rules, "{\"dealer\": 0, \"points\": [31, 25, 22]}", totals);
  g_assert_cmpint (totals[0], ==, 5);
  g_assert_cmpint (totals[1], ==, -1);
  g_assert_cmpint (totals[2], ==, -4);
}

/* Score keeping: what the pack cannot give is refused, naming the field. */
static void
test_outcome_validation (void)
{
  g_autofree TarotRules *scarto = build_rules ("scarto", NULL);
  g_autofree TarotRules *four = build_rules ("tarocchi4", NULL);

  assert_json_refused (scarto, "{\"dealer\": 0, \"points\": [30, 22, 27]}", "points");
  assert_json_refused (scarto, "{\"dealer\": 3, \"points\": [30, 22, 26]}", "dealer");
  assert_json_refused (scarto, "{\"dealer\": 0, \"points\": [30, 22, 26], \"bonus\": 1}", "bonus");
  assert_json_refused (scarto, "{\"dealer\": 0, \"points\": [-1, 53, 26]}", "points");
  assert_json_refused (four, "{\"dealer\": 0, \"points\": [40, 32, 0]}", "points");
  assert_json_refused (four, "{\"dealer\": 0, \"points\": [73, -1]}", "points");
}

/* ------------------------------------------------------------------ */
/* Asti (P6, P8)                                                       */

/* P6: the 54-card cut, 80 points counted in pairs; P8: 105 singly. */
static void
test_asti_pack (void)
{
  g_autofree TarotRules *four = build_rules ("asti4", NULL);
  g_autofree TarotRules *three = build_rules ("asti3", NULL);

  g_assert_cmpuint (tarot_card_set_count (four->pack), ==, 54);
  g_assert_cmpuint (four->n_pack_cards, ==, 54);
  g_assert_true (tarot_card_set_contains (four->pack, SW (PIP (7))));
  g_assert_false (tarot_card_set_contains (four->pack, SW (PIP (6))));
  g_assert_true (tarot_card_set_contains (four->pack, CU (PIP (4))));
  g_assert_false (tarot_card_set_contains (four->pack, CU (PIP (5))));
  g_assert_cmpuint (tarot_card_set_count (four->suit_sets[TAROT_SUIT_COINS]), ==, 8);
  g_assert_cmpuint (four->points_total, ==, 80);
  g_assert_cmpuint (four->value[MATTO], ==, 5);
  g_assert_cmpuint (three->points_total, ==, 105);
  g_assert_cmpuint (three->value[MATTO], ==, 4);
}

/* P6 example 3: Bagatto led, then trumps 3, 5 and 2: the 2 wins, the
 * last of the equal trumps; a higher trump still beats them. */
static void
test_asti_equal_trumps (void)
{
  g_autofree TarotRules *rules = build_rules ("asti4", NULL);
  TarotCardSet hands[4] = {
    tarot_test_cards (T (1), T (6), END),
    tarot_test_cards (T (3), T (4), END),
    tarot_test_cards (T (5), T (7), END),
    tarot_test_cards (T (2), T (21), END),
  };
  TarotDeal deal;

  deal_in_play (rules, &deal, hands, 0);
  tarot_test_play (rules, &deal, T (1));
  tarot_test_play (rules, &deal, T (3));
  tarot_test_play (rules, &deal, T (5));
  tarot_test_play (rules, &deal, T (2));
  g_assert_cmpuint (deal.trick_winner[0], ==, 3);
  /* the Mondo leads and beats 6, 4 and 7 */
  tarot_test_play (rules, &deal, T (21));
  tarot_test_play (rules, &deal, T (6));
  tarot_test_play (rules, &deal, T (4));
  tarot_test_play (rules, &deal, T (7));
  g_assert_cmpuint (deal.trick_winner[1], ==, 3);

  g_assert_cmpuint (rules->rank[T (2)], ==, rules->rank[T (5)]);
  g_assert_cmpuint (rules->rank[T (5)], >, rules->rank[T (1)]);
  g_assert_cmpuint (rules->rank[T (6)], >, rules->rank[T (5)]);
  g_assert_cmpuint (rules->rank[T (20)], >, rules->rank[T (21)]);
}

/* P6: the dealer lays away no King, Angelo, Bagatto or Matto, and
 * trumps only when he must, face up. */
static void
test_asti_discard (void)
{
  g_autofree TarotRules *rules = build_rules ("asti4", NULL);
  TarotAction action = { TAROT_ACTION_DISCARD, 0, T (9), 0 };
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 0, 4);
  deal.hands[0] = tarot_test_cards (T (9), T (20), T (1), MATTO, SW (K), SW (PIP (8)), CU (PIP (2)), END);
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, SW (PIP (8))));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (9)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, SW (K)));

  /* one plain card for two discards: a trump must go, never an honour */
  deal.hands[0] = tarot_test_cards (T (9), T (20), T (1), MATTO, SW (K), SW (PIP (8)), END);
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, SW (PIP (8))));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (9)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (20)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (1)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, MATTO));
  tarot_deal_apply (rules, &deal, action);
  g_assert_true (tarot_card_set_contains (deal.shown, T (9)));
}

/* P6 example 2: the dealer's side with the Matto and 26 cards holding
 * the Angelo, two Kings, a Queen and a Cavalier: 43 − 13 + 5 = 35; the
 * other side 27 cards worth 58: 58 − 13 = 45.  Example 1: 46 → +6. */
static void
test_asti_example (void)
{
  g_autofree TarotRules *rules = build_rules ("asti4", NULL);
  TarotCardSet rest = rules->pack;
  TarotCardSet pile = tarot_test_cards (MATTO, T (20), SW (K), BA (K), CU (Q), CO (C), END);
  TarotOutcome outcome;
  TarotDeal deal;
  gint32 totals[4];

  rest = tarot_card_set_minus (rest, pile);
  pile = tarot_card_set_union (pile, take_empty (rules, &rest, 21));
  g_assert_cmpuint (tarot_card_set_count (rest), ==, 27);
  tarot_deal_setup (rules, &deal, 0, 1);
  for (guint s = 0; s < 4; s++)
    {
      deal.hands[s] = TAROT_CARD_SET_EMPTY;
      deal.won[s] = TAROT_CARD_SET_EMPTY;
    }
  deal.discard = TAROT_CARD_SET_EMPTY;
  deal.won[2] = pile;
  deal.won[1] = rest;
  deal.phase = TAROT_PHASE_OVER;
  deal.end = TAROT_END_PLAYED;
  tarot_deal_outcome (rules, &deal, &outcome);
  g_assert_cmpuint (outcome.points[0], ==, 35);
  g_assert_cmpuint (outcome.points[1], ==, 45);

  score_json (rules, "{\"dealer\": 0, \"points\": [46, 34]}", totals);
  g_assert_cmpint (totals[0], ==, 6);
  g_assert_cmpint (totals[2], ==, 6);
  g_assert_cmpint (totals[1], ==, -6);
}

/* P8 example 1: 45, 33, 27 → +10, −2, −8. */
static void
test_asti3_example (void)
{
  g_autofree TarotRules *rules = build_rules ("asti3", NULL);
  gint32 totals[3];

  score_json (rules, "{\"dealer\": 1, \"points\": [45, 33, 27]}", totals);
  g_assert_cmpint (totals[0], ==, 10);
  g_assert_cmpint (totals[1], ==, -2);
  g_assert_cmpint (totals[2], ==, -8);
}

/* P8 "Fuora": the third hand of a rubber, A at +28 (the rubber's
 * balance the session gives the hand's rules). */
static TarotRules *
asti3_third_hand (gint32 a,
                  gint32 b)
{
  TarotRules *rules = build_rules ("asti3", NULL);

  rules->rubber.hand = 3;
  rules->rubber.length = 3;
  rules->rubber.totals[0] = a;
  rules->rubber.totals[1] = b;
  rules->rubber.totals[2] = -a - b;
  return rules;
}

static gboolean
only_fuora (const TarotRules *rules,
            const TarotDeal  *deal)
{
  TarotActionList list;

  list.n = 0;
  tarot_deal_legal_actions (rules, deal, &list);
  return list.n == 1 && list.actions[0].kind == TAROT_ACTION_ANNOUNCE &&
         g_strcmp0 (rules->family->arg_to_string (rules, TAROT_ACTION_ANNOUNCE, list.actions[0].arg), "fuora") == 0;
}

/* P8 example 2: "A stands at +28 before hand 3; after six tricks he
 * has 4 points and still holds the Angelo: 28 + 4 + 5 = 37 ≥ 35 → A
 * must declare Fuora"; without the Angelo (32) he need not; nor in
 * the second hand of the rubber. */
static void
test_asti3_fuora_example (void)
{
  g_autofree TarotRules *rules = asti3_third_hand (28, -10);
  TarotCardSet pool = tarot_card_set_minus (rules->pack, tarot_test_cards (T (20), T (9), SW (K), END));
  TarotCardSet hands[3] = {
    tarot_test_cards (T (20), T (9), SW (K), END),
    take_empty (rules, &pool, 3),
    take_empty (rules, &pool, 3),
  };
  TarotAction fuora = { TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, 0 };
  TarotDeal deal;

  deal_in_play (rules, &deal, hands, 0);
  deal.won[0] = take_empty (rules, &pool, 4);
  g_assert_true (only_fuora (rules, &deal));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (20)));
  fuora.arg = (guint8) 0;
  tarot_deal_apply (rules, &deal, fuora);
  /* shown to the table, and the same player plays on */
  g_assert_cmpuint (deal.to_move, ==, 0);
  {
    TarotPlayerView view;

    tarot_deal_make_view (rules, &deal, 1, &view);
    g_assert_cmpuint (view.announced[0] & (1u << 24), !=, 0);
  }
  g_assert_false (only_fuora (rules, &deal));

  /* 28 + 4 = 32 without the Angelo in hand */
  deal_in_play (rules, &deal, hands, 0);
  deal.hands[0] = tarot_test_cards (T (19), T (9), SW (K), END);
  deal.won[0] = take_empty (rules, &pool, 4);
  g_assert_false (only_fuora (rules, &deal));
  /* … until he takes three more points */
  deal.won[0] = tarot_card_set_union (deal.won[0], take_empty (rules, &pool, 3));
  g_assert_true (only_fuora (rules, &deal));

  /* the second hand of the rubber knows no Fuora */
  rules->rubber.hand = 2;
  g_assert_false (only_fuora (rules, &deal));
  /* nor a single deal, whose place in a rubber is unknown */
  memset (&rules->rubber, 0, sizeof rules->rubber);
  g_assert_false (only_fuora (rules, &deal));

  /* at the start of the third hand: 35 before a card is played */
  rules->rubber = (TarotRubber) { 3, 3, { 35, -20, -15 } };
  deal_in_play (rules, &deal, hands, 1);
  g_assert_false (only_fuora (rules, &deal));
  deal.to_move = 0;
  g_assert_true (only_fuora (rules, &deal));
}

/* P8: "He then plays mechanically: lead his highest trump (else one of
 * his highest plain cards); when following, play the highest card if
 * it beats all cards so far, else his lowest legal card; keep the
 * Matto for the last trick." */
static void
test_asti3_fuora_play (void)
{
  g_autofree TarotRules *rules = asti3_third_hand (40, -20);
  TarotAction fuora = { TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, 0 };
  TarotCardSet hands[3] = {
    tarot_test_cards (T (20), T (21), T (9), SW (K), MATTO, END),
    tarot_test_cards (SW (PIP (8)), T (10), BA (K), CU (K), CO (K), END),
    tarot_test_cards (SW (Q), SW (PIP (7)), T (15), BA (Q), CU (Q), END),
  };
  TarotDeal deal;

  deal_in_play (rules, &deal, hands, 0);
  tarot_deal_apply (rules, &deal, fuora);
  /* the highest trump is the Angelo, above the Mondo */
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (20)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (21)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, MATTO));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (K)));

  /* following a Sword: the King beats the 7 */
  deal.to_move = 2;
  deal.trick_leader[0] = 2;
  tarot_test_play (rules, &deal, SW (PIP (7)));
  g_assert_cmpuint (deal.to_move, ==, 0);
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (9)));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (K)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, MATTO));

  /* … but not once a trump is on it: then his lowest, and it is not the Matto */
  deal_in_play (rules, &deal, hands, 1);
  deal.hands[0] = tarot_test_cards (SW (K), SW (PIP (9)), T (3), MATTO, END);
  deal.hands[2] = tarot_test_cards (T (15), BA (Q), END);
  deal.announced[0] = 1u << 24;
  tarot_test_play (rules, &deal, SW (PIP (8)));
  deal.to_move = 2;
  tarot_test_play (rules, &deal, T (15));
  g_assert_cmpuint (deal.to_move, ==, 0);
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (PIP (9))));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (K)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, MATTO));

  /* leading without trumps: one of his highest plain cards, both Kings */
  deal_in_play (rules, &deal, hands, 0);
  deal.hands[0] = tarot_test_cards (SW (K), BA (K), SW (Q), MATTO, END);
  deal.announced[0] = 1u << 24;
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (K)));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, BA (K)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (Q)));
  /* Asti's equal trumps 2–5 are equally high */
  deal.hands[0] = tarot_test_cards (T (2), T (4), T (1), SW (K), END);
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (2)));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (4)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (1)));
  /* the Matto, kept, goes to the last trick */
  deal.hands[0] = tarot_test_cards (MATTO, END);
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, MATTO));
}

/* P8: random third hands where one player is Fuora from the start and
 * another may become so: every hand plays out with the mechanical
 * player's cards, the declarations shown and scored. */
static void
test_asti3_fuora_random (void)
{
  g_autofree TarotRules *rules = asti3_third_hand (35, 20);
  TarotRng rng;
  guint declared[3] = { 0 };

  tarot_rng_init (&rng, 8);
  for (guint seed = 1; seed <= 200; seed++)
    {
      g_autoptr(GError) error = NULL;
      TarotOutcome outcome;
      TarotDeal deal;

      play_random (rules, &deal, seed % 3, seed, &rng);
      g_assert_true (tarot_deal_check_cards (rules, &deal, &error));
      g_assert_no_error (error);
      tarot_deal_outcome (rules, &deal, &outcome);
      for (guint s = 0; s < 3; s++)
        if (deal.announced[s] & (1u << 24))
          declared[s]++;
      {
        g_autoptr(JsonObject) json = rules->family->outcome_to_json (rules, &outcome);
        TarotOutcome back;

        g_assert_true (rules->family->outcome_from_json (rules, json, &back, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (back.n_bonuses, ==, outcome.n_bonuses);
      }
    }
  /* 35 at the start: every time; at +20 often; at −55 never */
  g_assert_cmpuint (declared[0], ==, 200);
  g_assert_cmpuint (declared[1], >, 0);
  g_assert_cmpuint (declared[2], ==, 0);
}

/* The announcements the table shows for @seat that no action made,
 * by their ids, joined by spaces. */
static char *
view_announcements (const TarotRules *rules,
                    const TarotDeal  *deal,
                    guint             viewer,
                    guint             seat)
{
  g_autoptr(GString) ids = g_string_new (NULL);
  TarotPlayerView view;
  guint8 args[16];
  guint n;

  tarot_deal_make_view (rules, deal, viewer, &view);
  n = tarot_view_announcements (rules, &view, seat, args, G_N_ELEMENTS (args));
  for (guint i = 0; i < n; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? " " : "",
                            rules->family->arg_to_string (rules, TAROT_ACTION_ANNOUNCE, args[i]));
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

/* P8 "Compulsory signals: leading from a plain suit of 4+ → the
 * long-suit gesture; leading a non-King of a suit whose King he holds
 * → say so; leading a suit he is sure the third player will trump →
 * knock to warn the second player": made with the lead, shown to the
 * table. */
static void
test_asti3_compulsory_signals (void)
{
  g_autofree TarotRules *rules = build_rules ("asti3", NULL);
  TarotCardSet hands[3] = {
    tarot_test_cards (SW (PIP (7)), SW (PIP (8)), SW (PIP (9)), SW (PIP (10)), SW (K), CU (PIP (2)), END),
    tarot_test_cards (SW (Q), BA (K), T (6), CU (PIP (3)), CU (Q), CO (Q), END),
    tarot_test_cards (T (10), T (11), T (12), BA (Q), CU (K), CO (K), END),
  };
  TarotDeal deal;
  char *got;

  /* seat 2 shows it trumps Swords: it cannot follow the Queen */
  deal_in_play (rules, &deal, hands, 1);
  tarot_test_play (rules, &deal, SW (Q));
  tarot_test_play (rules, &deal, T (10));
  tarot_test_play (rules, &deal, SW (PIP (9)));
  g_assert_cmpuint (deal.trick_winner[0], ==, 2);
  got = view_announcements (rules, &deal, 2, 1);
  g_assert_cmpstr (got, ==, "");
  g_free (got);
  /* four Swords with the King, led below it, and the third will trump */
  deal.to_move = 0;
  deal.trick_leader[1] = 0;
  tarot_test_play (rules, &deal, SW (PIP (7)));
  got = view_announcements (rules, &deal, 1, 0);
  g_assert_cmpstr (got, ==, "long_suit king_held knock");
  g_free (got);
  tarot_test_play (rules, &deal, T (6));
  tarot_test_play (rules, &deal, T (11));
  /* seat 2 leads a Cup, no King below it, only one Cup: nothing */
  tarot_test_play (rules, &deal, CU (K));
  got = view_announcements (rules, &deal, 0, 2);
  g_assert_cmpstr (got, ==, "");
  g_free (got);
  tarot_test_play (rules, &deal, CU (PIP (2)));
  tarot_test_play (rules, &deal, CU (PIP (3)));
  /* three Swords left and the King led: only the warning again; what
   * was said before stays */
  deal.to_move = 0;
  deal.trick_leader[deal.n_tricks] = 0;
  tarot_test_play (rules, &deal, SW (K));
  got = view_announcements (rules, &deal, 1, 0);
  g_assert_cmpstr (got, ==, "long_suit king_held knock knock");
  g_free (got);
}

/* P8: a signal is information about a hand: sampled deals put the King
 * with the player who said he held it, and never with one who led below
 * it without saying so. */
static void
test_asti3_signals_sampling (void)
{
  g_autofree TarotRules *rules = build_rules ("asti3", NULL);
  TarotCardSet pool = tarot_card_set_minus (rules->pack, tarot_test_cards (SW (PIP (7)), SW (K), BA (PIP (7)), BA (K), END));
  TarotCardSet hands[3] = {
    tarot_test_cards (SW (PIP (7)), SW (K), BA (PIP (7)), END),
    tarot_test_cards (BA (K), END),
    TAROT_CARD_SET_EMPTY,
  };
  TarotCardSet excluded[5];
  TarotPlayerView view;
  TarotDeal deal;
  guint s = 0;

  /* the rest of the pack, 17 cards each, the dealer's discard aside */
  TAROT_CARD_SET_FOREACH (pool, c)
    {
      while (s < 3 && tarot_card_set_count (hands[s]) == 17)
        s++;
      if (s < 3)
        tarot_card_set_add (&hands[s], c);
    }

  for (guint h = 0; h < 3; h++)
    pool = tarot_card_set_minus (pool, hands[h]);
  for (guint lead = 0; lead < 2; lead++)
    {
      deal_in_play (rules, &deal, hands, 0);
      /* the dealer's discard: a trump laid away is shown (P6) */
      deal.discard = pool;
      deal.shown = tarot_card_set_intersect (pool, rules->trumps);
      tarot_test_play (rules, &deal, lead == 0 ? SW (PIP (7)) : BA (PIP (7)));
      tarot_deal_make_view (rules, &deal, lead + 1, &view);
      memset (excluded, 0, sizeof excluded);
      rules->family->sample_constraints (rules, &view, excluded);
      if (lead == 1)
        break;
      g_assert_false (tarot_card_set_contains (excluded[0], SW (K)));
      g_assert_true (tarot_card_set_contains (excluded[2], SW (K)));
      g_assert_true (tarot_card_set_contains (excluded[3], SW (K)));
    }
  /* a Baton led below the King without a word: the leader lacks it */
  g_assert_true (tarot_card_set_contains (excluded[0], BA (K)));
  g_assert_false (tarot_card_set_contains (excluded[1], BA (K)));
  for (guint i = 0; i < 50; i++)
    {
      TarotDeal sampled;
      TarotRng rng;

      tarot_rng_init (&rng, i);
      g_assert_true (tarot_deal_sample (rules, &view, &rng, &sampled));
      g_assert_false (tarot_card_set_contains (sampled.hands[0], BA (K)));
    }
}

/* P6 signals, optional and truthful (the option "signals"): after a
 * trump, "I hold the Mondo" (and the Sole, the Luna, the Stelle, the
 * Torre, the highest trump out), each once; the sampled deals keep the
 * Mondo where it was said to be. */
static void
test_asti4_optional_signals (void)
{
  static const char *const opts[] = { "signals", "true", NULL };
  g_autofree TarotRules *rules = build_rules ("asti4", opts);
  g_autofree TarotRules *plain = build_rules ("asti4", NULL);
  TarotCardSet hands[4] = {
    tarot_test_cards (T (6), T (21), T (19), SW (K), END),
    tarot_test_cards (T (7), T (8), SW (Q), BA (K), END),
    tarot_test_cards (T (9), T (10), SW (PIP (7)), BA (Q), END),
    tarot_test_cards (T (20), T (11), CU (K), CO (K), END),
  };
  TarotAction mondo = { TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, 0 };
  TarotCardSet excluded[6];
  TarotPlayerView view;
  TarotDeal deal;
  guint arg;

  g_assert_true (rules->family->arg_from_string (rules, TAROT_ACTION_ANNOUNCE, "mondo", &arg));
  mondo.arg = (guint8) arg;
  deal_in_play (rules, &deal, hands, 1);
  tarot_test_play (rules, &deal, T (7));
  tarot_test_play (rules, &deal, T (9));
  tarot_test_play (rules, &deal, T (20));
  tarot_test_play (rules, &deal, T (6));
  g_assert_cmpuint (deal.to_move, ==, 3);
  deal.to_move = 0;
  deal.trick_leader[1] = 0;
  /* seat 0 played a trump: he may say he holds the Mondo, the Sole and
   * (the Angelo gone) the highest trump out, the Mondo */
  g_assert_true (tarot_deal_is_legal (rules, &deal, mondo));
  g_assert_false (tarot_deal_is_legal (plain, &deal, mondo));
  g_assert_true (rules->family->arg_from_string (rules, TAROT_ACTION_ANNOUNCE, "luna", &arg));
  g_assert_false (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, (guint8) arg }));
  tarot_deal_apply (rules, &deal, mondo);
  g_assert_cmpuint (deal.to_move, ==, 0);
  g_assert_false (tarot_deal_is_legal (rules, &deal, mondo));

  tarot_deal_make_view (rules, &deal, 2, &view);
  memset (excluded, 0, sizeof excluded);
  rules->family->sample_constraints (rules, &view, excluded);
  g_assert_false (tarot_card_set_contains (excluded[0], T (21)));
  g_assert_true (tarot_card_set_contains (excluded[1], T (21)));
  g_assert_true (tarot_card_set_contains (excluded[3], T (21)));
  /* and a player who did not play a trump nor his last card of a suit
   * to the last trick says nothing */
  deal.to_move = 3;
  g_assert_true (rules->family->arg_from_string (rules, TAROT_ACTION_ANNOUNCE, "top_trump", &arg));
  g_assert_false (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_ANNOUNCE, 3, TAROT_CARD_NONE, (guint8) arg }));
}

/* The ids of the announcements legal for the seat to move. */
static char *
legal_announce_ids (const TarotRules *rules,
                    const TarotDeal  *deal)
{
  g_autoptr(GString) ids = g_string_new (NULL);
  TarotActionList list;

  tarot_deal_legal_actions (rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.actions[i].kind == TAROT_ACTION_ANNOUNCE)
      g_string_append_printf (ids, "%s%s", ids->len > 0 ? " " : "",
                              rules->family->arg_to_string (rules, TAROT_ACTION_ANNOUNCE, list.actions[i].arg));
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

static void
assert_legal_announce_ids (const TarotRules *rules,
                           const TarotDeal  *deal,
                           const char       *expected)
{
  g_autofree char *got = legal_announce_ids (rules, deal);

  g_assert_cmpstr (got, ==, expected);
}

static void
say (const TarotRules *rules,
     TarotDeal        *deal,
     const char       *id)
{
  TarotAction action = { TAROT_ACTION_ANNOUNCE, deal->to_move, TAROT_CARD_NONE, 0 };
  guint arg;

  g_assert_true (rules->family->arg_from_string (rules, TAROT_ACTION_ANNOUNCE, id, &arg));
  g_assert_cmpstr (rules->family->arg_to_string (rules, TAROT_ACTION_ANNOUNCE, arg), ==, id);
  action.arg = (guint8) arg;
  g_assert_true (tarot_deal_is_legal (rules, deal, action));
  tarot_deal_apply (rules, deal, action);
  g_assert_false (tarot_deal_is_legal (rules, deal, action));
}

/* What @viewer sees @seat has announced. */
static void
assert_shown (const TarotRules *rules,
              const TarotDeal  *deal,
              guint             viewer,
              guint             seat,
              const char       *expected)
{
  g_autofree char *got = view_announcements (rules, deal, viewer, seat);

  g_assert_cmpstr (got, ==, expected);
}

/* The cards the deals sampled for @viewer keep out of each place. */
static void
sample_excluded (const TarotRules *rules,
                 const TarotDeal  *deal,
                 guint             viewer,
                 TarotCardSet     *excluded)
{
  TarotPlayerView view;

  tarot_deal_make_view (rules, deal, viewer, &view);
  memset (excluded, 0, 6 * sizeof *excluded);
  rules->family->sample_constraints (rules, &view, excluded);
}

/* The first trick of test_asti4_card_signals: seat 0's King of Swords
 * from seven, the Cavalier the only other Sword out. */
static void
play_swords_trick (const TarotRules   *rules,
                   TarotDeal          *deal,
                   const TarotCardSet *hands)
{
  deal_in_play (rules, deal, hands, 0);
  tarot_test_play (rules, deal, SW (K));
  tarot_test_play (rules, deal, SW (C));
  tarot_test_play (rules, deal, CU (K));
  tarot_test_play (rules, deal, CU (J));
}

/* P6 Signals, the rows not marked provisional, optional and truthful,
 * each once with the card they go with (said at the player's next
 * turn): leading from length, only one other card of the suit out, my
 * last card of this suit, I hold the top outstanding card of this suit,
 * I hold the Queen, and the request "do not lead this suit"; shown to
 * the table, kept by the sampled deals. */
static void
test_asti4_card_signals (void)
{
  static const char *const opts[] = { "signals", "true", NULL };
  g_autofree TarotRules *rules = build_rules ("asti4", opts);
  g_autofree TarotRules *plain = build_rules ("asti4", NULL);
  TarotCardSet hands[4] = {
    tarot_test_cards (SW (K), SW (Q), SW (J), SW (PIP (10)), SW (PIP (9)), SW (PIP (8)), SW (PIP (7)), END),
    tarot_test_cards (SW (C), BA (PIP (7)), BA (PIP (8)), END),
    tarot_test_cards (CU (K), CO (K), CO (Q), END),
    tarot_test_cards (CU (Q), CU (J), BA (Q), END),
  };
  TarotCardSet excluded[6];
  TarotDeal deal;

  deal_in_play (rules, &deal, hands, 0);
  assert_legal_announce_ids (rules, &deal, "");
  play_swords_trick (rules, &deal, hands);
  g_assert_cmpuint (deal.to_move, ==, 0);
  /* the King led from seven Swords, the Cavalier the one other out;
   * the Queen now the top outstanding Sword */
  assert_legal_announce_ids (rules, &deal, "lead_length one_out top_of_suit queen_held");
  play_swords_trick (plain, &deal, hands);
  assert_legal_announce_ids (plain, &deal, "");

  play_swords_trick (rules, &deal, hands);
  say (rules, &deal, "queen_held");
  assert_legal_announce_ids (rules, &deal, "lead_length one_out top_of_suit");
  assert_shown (rules, &deal, 2, 0, "queen_held");
  sample_excluded (rules, &deal, 2, excluded);
  g_assert_false (tarot_card_set_contains (excluded[0], SW (Q)));
  g_assert_true (tarot_card_set_contains (excluded[1], SW (Q)));
  g_assert_true (tarot_card_set_contains (excluded[3], SW (Q)));

  tarot_test_play (rules, &deal, SW (Q));
  assert_shown (rules, &deal, 2, 0, "");
  /* his last Sword, to another's lead; the top Sword out is not his */
  assert_legal_announce_ids (rules, &deal, "last_of_suit do_not_lead");
  say (rules, &deal, "last_of_suit");
  say (rules, &deal, "do_not_lead");
  assert_shown (rules, &deal, 0, 1, "last_of_suit do_not_lead");
  sample_excluded (rules, &deal, 0, excluded);
  g_assert_true (tarot_card_set_contains (excluded[1], SW (PIP (7))));
  g_assert_false (tarot_card_set_contains (excluded[2], SW (PIP (7))));
  g_assert_false (tarot_card_set_contains (excluded[1], BA (K)));
  tarot_test_play (rules, &deal, BA (PIP (7)));
  tarot_test_play (rules, &deal, CO (Q));
  tarot_test_play (rules, &deal, BA (Q));
  g_assert_cmpuint (deal.to_move, ==, 0);
  /* a second lead of Swords: no longer the first, none other out; the
   * Jack is the top Sword out now */
  assert_legal_announce_ids (rules, &deal, "top_of_suit");
}

/* L2, P4: the declarations the rules make for the players show at the
 * table under their own names. */
static void
test_declarations_shown (void)
{
  g_autofree TarotRules *lombard = build_rules ("mitigati-lombardi", NULL);
  g_autofree TarotRules *turin = build_rules ("mitigati-torino", NULL);
  TarotDeal deal;
  char *got;

  tarot_deal_setup (lombard, &deal, 0, 1);
  deal.announced[1] = (1u << 2) | (1u << 3);
  got = view_announcements (lombard, &deal, 0, 1);
  g_assert_cmpstr (got, ==, "mitigati_di_tarocchi mitigati_di_re");
  g_free (got);
  tarot_deal_setup (turin, &deal, 0, 1);
  deal.announced[2] = (1u << 0) | (1u << 2) | (1u << 3);
  got = view_announcements (turin, &deal, 1, 2);
  g_assert_cmpstr (got, ==, "tarocchi mitigati reale");
  g_free (got);
}

/* P8: Fuora at the table: in the rubber's last hand only, by a player
 * whose balance and points reach 35, and by everybody who started the
 * hand at 35; it changes no amount (example 1's hand: 45, 33, 27). */
static void
test_asti3_fuora_outcome (void)
{
  g_autofree TarotRules *rules = asti3_third_hand (28, 10);
  const gint32 expected[] = { 10, -2, -8 };

  assert_scores (rules, "{\"dealer\": 1, \"points\": [45, 33, 27], \"fuora\": [0]}", expected);
  assert_json_refused (rules, "{\"dealer\": 1, \"points\": [5, 33, 67], \"fuora\": [0]}", "fuora");
  assert_json_refused (rules, "{\"dealer\": 1, \"points\": [45, 33, 27], \"fuora\": [0, 0]}", "fuora");
  assert_json_refused (rules, "{\"dealer\": 1, \"points\": [45, 33, 27], \"fuora\": [3]}", "fuora");
  rules->rubber.totals[0] = 36;
  rules->rubber.totals[2] = -46;
  assert_json_refused (rules, "{\"dealer\": 1, \"points\": [45, 33, 27]}", "fuora");
  rules->rubber.hand = 2;
  assert_json_refused (rules, "{\"dealer\": 1, \"points\": [45, 33, 27], \"fuora\": [0]}", "fuora");
  assert_scores (rules, "{\"dealer\": 1, \"points\": [45, 33, 27]}", expected);
}

/* P8: "rubber = 3 hands": a score-keeping session gives each hand its
 * place in the rubber and the rubber's balance so far. */
static void
test_asti3_rubber_session (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("asti3", &error);
  const char *const names[] = { "Anna", "Ben", "Clà", NULL };
  g_autoptr(TarotTableSession) session = tarot_table_session_new (variant, 3, NULL, names, 0, &error);
  const char *hands[] = {
    "{\"points\": [50, 30, 25]}",
    "{\"points\": [48, 30, 27]}",
    "{\"points\": [20, 40, 45], \"fuora\": [0]}",
    "{\"points\": [35, 35, 35]}",
  };
  const TarotRules *rules;

  g_assert_no_error (error);
  g_assert_cmpuint (tarot_session_rules_game_length (variant, 3), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (hands); i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();

      rules = tarot_table_session_get_rules (session);
      g_assert_cmpuint (rules->rubber.hand, ==, i % 3 + 1);
      g_assert_true (json_parser_load_from_data (parser, hands[i], -1, NULL));
      g_assert_true (tarot_table_session_add_hand (session, json_node_get_object (json_parser_get_root (parser)),
                                                   &error));
      g_assert_no_error (error);
      if (i == 1)
        {
          /* Anna at +15 +13 = +28 */
          rules = tarot_table_session_get_rules (session);
          g_assert_cmpint (rules->rubber.totals[0], ==, 28);
          g_assert_cmpint (rules->rubber.totals[1], ==, -10);
          g_assert_cmpint (rules->rubber.totals[2], ==, -18);
        }
    }
  /* a new rubber starts from nothing */
  rules = tarot_table_session_get_rules (session);
  g_assert_cmpuint (rules->rubber.hand, ==, 2);
  g_assert_cmpint (rules->rubber.totals[0], ==, 0);
}

/* ------------------------------------------------------------------ */
/* Lombard Mitigati (L2)                                               */

/* L2 examples 1–2: a piatto (20) → +40, −20, −20; a piattone (30) →
 * +60, −30, −30; the hand 31, 25, 22 → +5, −1, −4. */
static void
test_mitigati_examples (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati-lombardi", NULL);
  gint32 totals[3];

  score_json (rules, "{\"dealer\": 2, \"points\": [26, 26, 26], \"declarations\": ["
              "{\"seat\": 0, \"kind\": \"mitigati_tarocchi\"}, {\"seat\": 0, \"kind\": \"onori\"},"
              "{\"seat\": 0, \"kind\": \"tarocchi\"}]}", totals);
  g_assert_cmpint (totals[0], ==, 40);
  g_assert_cmpint (totals[1], ==, -20);
  g_assert_cmpint (totals[2], ==, -20);
  score_json (rules, "{\"dealer\": 2, \"points\": [26, 26, 26], \"declarations\": ["
              "{\"seat\": 0, \"kind\": \"mitigati_tarocchi\"}, {\"seat\": 0, \"kind\": \"mitigati_re\"},"
              "{\"seat\": 0, \"kind\": \"tarocchi\"}]}", totals);
  g_assert_cmpint (totals[0], ==, 60);
  g_assert_cmpint (totals[1], ==, -30);
  score_json (rules, "{\"dealer\": 0, \"points\": [31, 25, 22]}", totals);
  g_assert_cmpint (totals[0], ==, 5);
  g_assert_cmpint (totals[1], ==, -1);
  g_assert_cmpint (totals[2], ==, -4);

  /* what the pack cannot hold */
  assert_json_refused (rules, "{\"dealer\": 0, \"points\": [26, 26, 26], \"declarations\": ["
                       "{\"seat\": 0, \"kind\": \"onori\"}, {\"seat\": 1, \"kind\": \"mitigati_re\"}]}",
                       "declarations");
  assert_json_refused (rules, "{\"dealer\": 0, \"points\": [26, 26, 26], \"declarations\": ["
                       "{\"seat\": 1, \"kind\": \"tarocchi\"}, {\"seat\": 1, \"kind\": \"tarocchi\"}]}",
                       "declarations");
  assert_json_refused (rules, "{\"dealer\": 0, \"points\": [26, 26, 26], \"declarations\": ["
                       "{\"seat\": 1, \"kind\": \"reale\"}]}", "declarations");
}

/* L2: declarations come from the hands before the first card. */
static void
test_mitigati_declarations (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati-lombardi", NULL);
  guint seen[N_DECL_KINDS] = { 0 };

  for (guint seed = 0; seed < 400; seed++)
    {
      TarotActionList legal;
      TarotDeal deal;

      tarot_deal_setup (rules, &deal, seed % 3, seed);
      while (deal.phase != TAROT_PHASE_PLAY)
        {
          tarot_deal_legal_actions (rules, &deal, &legal);
          /* go on at every pause */
          tarot_deal_apply (rules, &deal, legal.actions[legal.n - 1]);
        }
      for (guint s = 0; s < 3; s++)
        {
          TarotCardSet hand = deal.hands[s];
          guint trumps = tarot_card_set_count (tarot_card_set_intersect (hand, rules->trumps)) +
                         tarot_card_set_contains (hand, MATTO);
          guint kings = tarot_card_set_count (tarot_card_set_intersect (hand, rules->kings));
          gboolean mt = tarot_card_set_contains (hand, T (21)) && tarot_card_set_contains (hand, T (1)) &&
                        tarot_card_set_contains (hand, MATTO);
          guint honours = kings + tarot_card_set_contains (hand, T (21)) + tarot_card_set_contains (hand, T (1)) +
                          tarot_card_set_contains (hand, MATTO);

          g_assert_cmpuint (tarot_card_set_count (hand), ==, 25);
          g_assert_cmpint (!!(deal.announced[s] & 1), ==, trumps >= 10);
          g_assert_cmpint (!!(deal.announced[s] & 2), ==, honours >= 4 && kings < 4);
          g_assert_cmpint (!!(deal.announced[s] & 4), ==, mt);
          g_assert_cmpint (!!(deal.announced[s] & 8), ==, kings == 4);
          for (guint d = 0; d < N_DECL_KINDS; d++)
            seen[d] += (deal.announced[s] >> d) & 1;
          /* Tarocchi shows ten of them */
          if (trumps >= 10)
            g_assert_cmpuint (tarot_card_set_count (tarot_card_set_intersect (deal.shown, hand)), ==, 10);
        }
    }
  g_assert_cmpuint (seen[0], >, 0);
  g_assert_cmpuint (seen[1], >, 0);
}

/* L2: pauses after rounds 2, 3 and 4; all passing throws the deal in
 * and the same dealer deals again. */
static void
test_mitigati_pauses (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati-lombardi", NULL);
  TarotDeal deal;
  TarotOutcome outcome;
  TarotActionList legal;

  tarot_deal_setup (rules, &deal, 1, 77);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[0]), ==, 10);
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 48);
  g_assert_cmpuint (deal.to_move, ==, 2);
  for (guint i = 0; i < 3; i++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, deal.to_move, TAROT_CARD_NONE, 0 });
  /* a new deal, same dealer, back at the first pause */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (deal.dealer, ==, 1);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 10);
  /* one asks to go on: the next round */
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, 2, TAROT_CARD_NONE, 0 });
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_CONTINUE, 0, TAROT_CARD_NONE, 0 });
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 15);
  while (!tarot_deal_is_over (&deal))
    {
      tarot_deal_legal_actions (rules, &deal, &legal);
      tarot_deal_apply (rules, &deal, legal.actions[legal.n - 1]);
    }
  tarot_deal_outcome (rules, &deal, &outcome);
  g_assert_cmpint (outcome.extra[7], ==, 1);
  g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 78);
}

/* ------------------------------------------------------------------ */
/* Mitigati of Turin and for four (P4, P5)                             */

/* P4 examples: Tarocchi + Mitigati → 30 from each, +60; 48, 43, 38 →
 * +5, 0, −5. */
static void
test_mitigati_torino_examples (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati-torino", NULL);
  gint32 totals[3];

  g_assert_cmpuint (rules->points_total, ==, 129);
  score_json (rules, "{\"dealer\": 1, \"points\": [43, 43, 43], \"declarations\": ["
              "{\"seat\": 0, \"kind\": \"tarocchi\"}, {\"seat\": 0, \"kind\": \"mitigati_tarocchi\"}]}",
              totals);
  g_assert_cmpint (totals[0], ==, 60);
  g_assert_cmpint (totals[1], ==, -30);
  g_assert_cmpint (totals[2], ==, -30);
  score_json (rules, "{\"dealer\": 1, \"points\": [48, 43, 38]}", totals);
  g_assert_cmpint (totals[0], ==, 5);
  g_assert_cmpint (totals[1], ==, 0);
  g_assert_cmpint (totals[2], ==, -5);
  /* Reale with Onori: not together */
  assert_json_refused (rules, "{\"dealer\": 1, \"points\": [43, 43, 43], \"declarations\": ["
                       "{\"seat\": 0, \"kind\": \"mitigati_re\"}, {\"seat\": 0, \"kind\": \"onori\"}]}",
                       "declarations");
}

/* P5 examples: Angelo, Bagatto, Matto and the four Kings → Mitigati
 * 10 + Reale 15 → +75, −25 each (Pinerolo); dealer 40, others 30, 35,
 * 24 → +7, −2, +3, −8. */
static void
test_mitigati4_examples (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati4", NULL);
  gint32 totals[4];

  score_json (rules, "{\"dealer\": 0, \"points\": [33, 32, 32, 32], \"declarations\": ["
              "{\"seat\": 1, \"kind\": \"mitigati_tarocchi\"}, {\"seat\": 1, \"kind\": \"mitigati_re\"}]}",
              totals);
  g_assert_cmpint (totals[1], ==, 75);
  g_assert_cmpint (totals[0], ==, -25);
  score_json (rules, "{\"dealer\": 0, \"points\": [40, 30, 35, 24]}", totals);
  g_assert_cmpint (totals[0], ==, 7);
  g_assert_cmpint (totals[1], ==, -2);
  g_assert_cmpint (totals[2], ==, 3);
  g_assert_cmpint (totals[3], ==, -8);
}

/* Deals seat 1 @honours and empty cards, discards two empty cards for
 * the dealer (seat 0) and returns what seat 1 declares. */
static guint32
declared_with (const TarotRules *rules,
               TarotCardSet      honours)
{
  TarotCardSet rest = tarot_card_set_minus (rules->pack, honours);
  TarotAction discard = { TAROT_ACTION_DISCARD, 0, 0, 0 };
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 0, 3);
  deal.hands[1] = tarot_card_set_union (honours, take_empty (rules, &rest, 19 - tarot_card_set_count (honours)));
  deal.hands[0] = take_empty (rules, &rest, 21);
  deal.hands[2] = take_empty (rules, &rest, 19);
  deal.hands[3] = rest;
  for (guint i = 0; i < 2; i++)
    {
      discard.card = tarot_card_set_first (deal.hands[0]);
      tarot_deal_apply (rules, &deal, discard);
    }
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.announced[0], ==, 0);
  return deal.announced[1];
}

/* P4/P5: the declarations a hand makes, where a card serves once. */
static void
test_mitigati_best_declarations (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati4", NULL);

  /* Mitigati + Reale (25), better than Reale + Onori of three */
  g_assert_cmpuint (declared_with (rules, tarot_test_cards (T (20), T (1), MATTO, SW (K), BA (K), CU (K), CO (K), END)), ==,
                    (1u << 2) | (1u << 3));
  /* Angelo, Bagatto, Matto and two Kings: Mitigati 10 beats Onori of
   * three (5), and the two Kings left make no Onori */
  g_assert_cmpuint (declared_with (rules, tarot_test_cards (T (20), T (1), MATTO, SW (K), BA (K), END)), ==, 1u << 2);
  /* Angelo and two Kings: Onori of three */
  g_assert_cmpuint (declared_with (rules, tarot_test_cards (T (20), SW (K), BA (K), END)), ==, 1u << 1);
}

/* ------------------------------------------------------------------ */
/* Mitigati of Pinerolo (P3)                                           */

/* P3 examples 1 and 2: twelve trumps (Tarocchi 10 + 2) and the
 * Mitigati with a King added (15 + 5) → 32 from each, +64; 55, 40, 34
 * → +12, −3, −9. */
static void
test_pinerolo_examples (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati-pinerolo", NULL);

  g_assert_cmpuint (rules->points_total, ==, 129);
  assert_scores (rules, "{\"dealer\": 1, \"points\": [43, 43, 43], \"declarations\": ["
                 "{\"seat\": 0, \"kind\": \"tarocchi\", \"added\": 2},"
                 "{\"seat\": 0, \"kind\": \"mitigati_tarocchi\", \"added\": 1}]}", (gint32[]) { 64, -32, -32 });
  assert_scores (rules, "{\"dealer\": 1, \"end\": \"played\", \"points\": [55, 40, 34]}", (gint32[]) { 12, -3, -9 });
  /* Reale 20 with the Angelo and Bagatto added: 30 */
  assert_scores (rules, "{\"dealer\": 1, \"points\": [43, 43, 43], \"declarations\": ["
                 "{\"seat\": 2, \"kind\": \"mitigati_re\", \"added\": 2}]}", (gint32[]) { -30, -30, 60 });
}

/* P3 with Q2's reading: the declarations a hand makes, and the cards
 * added to them, from the hands as play begins. */
static void
test_pinerolo_declarations (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati-pinerolo", NULL);
  TarotCardSet rest = rules->pack;
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 2, 5);
  /* seat 0: twelve trumps with Angelo, Bagatto and Matto, and one King */
  deal.hands[0] = tarot_test_cards (T (20), T (1), MATTO, SW (K), T (2), T (3), T (4), T (5), T (6), T (7), T (8),
                                    T (9), T (10), END);
  rest = tarot_card_set_minus (rest, deal.hands[0]);
  deal.hands[0] = tarot_card_set_union (deal.hands[0], take_empty (rules, &rest, 12));
  /* seat 1: three Kings, no declaration */
  deal.hands[1] = tarot_test_cards (BA (K), CU (K), CO (K), END);
  rest = tarot_card_set_minus (rest, deal.hands[1]);
  deal.hands[1] = tarot_card_set_union (deal.hands[1], take_empty (rules, &rest, 22));
  /* the dealer: the rest, with the other courts */
  deal.hands[2] = rest;
  g_assert_cmpuint (tarot_card_set_count (rest), ==, 28);
  deal.talon = TAROT_CARD_SET_EMPTY;
  deal.phase = TAROT_PHASE_DISCARD;
  deal.to_move = 2;
  for (guint i = 0; i < 3; i++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_DISCARD, 2, tarot_card_set_first (deal.hands[2]), 0 });
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  /* Tarocchi with 2 added (12 trumps, the Matto counting), Mitigati
   * with the King added */
  g_assert_cmpuint (deal.announced[0] & 15u, ==, (1u << 0) | (1u << 2));
  g_assert_cmpuint ((deal.announced[0] >> 8) & 15u, ==, 2);
  g_assert_cmpuint ((deal.announced[0] >> 16) & 15u, ==, 1);
  g_assert_cmpuint (deal.announced[1], ==, 0);
}

/* Plays the bargaining actions @kinds / @args from the first pause of
 * a deal dealt by @dealer. */
static void
bargain (const TarotRules *rules,
         TarotDeal        *deal,
         guint             dealer,
         const guint      *kinds,
         const guint      *args,
         guint             n)
{
  tarot_deal_setup (rules, deal, dealer, 11);
  g_assert_cmpuint (deal->phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (tarot_card_set_count (deal->hands[0]), ==, 10);
  for (guint i = 0; i < n; i++)
    {
      TarotAction action = { kinds[i], deal->to_move, TAROT_CARD_NONE, args[i] };

      g_assert_true (tarot_deal_is_legal (rules, deal, action));
      tarot_deal_apply (rules, deal, action);
    }
}

/* P3 example 3: after the second round A "Offero 5", B "Chiedo 3", C
 * "Chiedo 2": 5 = 5, the hands are thrown in, A −5, B +3, C +2. */
static void
test_pinerolo_bargaining_example (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati-pinerolo", NULL);
  static const guint kinds[] = { BID, BID, BID };
  static const guint args[] = { OFFER (5), ASK (3), ASK (2) };
  g_autoptr(JsonObject) json = NULL;
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *text = NULL;
  TarotDeal deal;
  TarotOutcome outcome, back;
  TarotScore score;

  /* the dealer is seat 2: A, the first to speak, is seat 0 */
  bargain (rules, &deal, 2, kinds, args, 3);
  g_assert_true (tarot_deal_is_over (&deal));
  g_assert_cmpuint (deal.end, ==, TAROT_END_PLAYED);
  tarot_deal_outcome (rules, &deal, &outcome);
  g_assert_cmpint (outcome.extra[EXTRA_ABANDONED], ==, 1);
  tarot_score_init (&score, 3);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpint (score.totals[0], ==, -5);
  g_assert_cmpint (score.totals[1], ==, 3);
  g_assert_cmpint (score.totals[2], ==, 2);
  g_assert_cmpuint (score.n_lines, ==, 1);
  g_assert_nonnull (strstr (score.lines[0].label, "Andare a monte"));

  /* the outcome JSON says so, and reads back the same */
  json = rules->family->outcome_to_json (rules, &outcome);
  g_assert_cmpstr (json_object_get_string_member (json, "end"), ==, "abandoned");
  g_assert_true (rules->family->outcome_from_json (rules, json, &back, NULL));
  g_assert_cmpint (back.extra[EXTRA_ABANDONED], ==, 1);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (back.extra[s], ==, outcome.extra[s]);
  assert_scores (rules, "{\"end\": \"abandoned\", \"dealer\": 2, \"payments\": [-5, 3, 2]}", (gint32[]) { -5, 3, 2 });
  json_node_set_object (node, json);
  text = json_to_string (node, FALSE);
  g_assert_nonnull (strstr (text, "\"payments\":[-5,3,2]"));

  /* what does not add up, or could not have been agreed */
  assert_json_refused (rules, "{\"end\": \"abandoned\", \"dealer\": 2, \"payments\": [-5, 3, 3]}", "payments");
  assert_json_refused (rules, "{\"end\": \"abandoned\", \"dealer\": 2, \"payments\": [0, 0, 0]}", "payments");
  assert_json_refused (rules, "{\"end\": \"abandoned\", \"dealer\": 2, \"payments\": [-5, 5]}", "payments");
  assert_json_refused (rules, "{\"end\": \"abandoned\", \"dealer\": 2, \"payments\": [-40, 20, 20]}", "payments");
  assert_json_refused (rules, "{\"end\": \"abandoned\", \"dealer\": 2, \"payments\": [-5, 3, \"2\"]}", "payments");
  assert_json_refused (rules, "{\"end\": \"abandoned\", \"dealer\": 2, \"payments\": [-5, 3, 2], "
                       "\"points\": [43, 43, 43]}", "points");
  assert_json_refused (rules, "{\"end\": \"thrown\", \"dealer\": 2, \"payments\": [-5, 3, 2]}", "end");
  assert_json_refused (rules, "{\"dealer\": 2, \"points\": [43, 43, 43], \"payments\": [-5, 3, 2]}", "payments");
  assert_json_refused (rules, "{\"dealer\": 1, \"points\": [43, 43, 43], \"declarations\": ["
                       "{\"seat\": 0, \"kind\": \"onori\", \"added\": 4}]}", "declarations");
  assert_json_refused (rules, "{\"dealer\": 1, \"points\": [43, 43, 43], \"declarations\": ["
                       "{\"seat\": 0, \"kind\": \"mitigati_re\", \"added\": 3},"
                       "{\"seat\": 1, \"kind\": \"onori\"}]}", "declarations");
  {
    g_autofree TarotRules *torino = build_rules ("mitigati-torino", NULL);

    /* Turin: no cards added, no bargaining */
    assert_json_refused (torino, "{\"dealer\": 1, \"points\": [43, 43, 43], \"declarations\": ["
                         "{\"seat\": 0, \"kind\": \"tarocchi\", \"added\": 1}]}", "declarations");
    assert_json_refused (torino, "{\"end\": \"played\", \"dealer\": 2, \"points\": [43, 43, 43]}", "end");
  }
}

static gboolean
has_bid (const TarotRules *rules,
         const TarotDeal  *deal,
         guint             kind,
         guint             arg)
{
  return tarot_deal_is_legal (rules, deal, (TarotAction) { kind, deal->to_move, TAROT_CARD_NONE, arg });
}

/* The amounts the player to move may ask (@base ASKS) or offer (OFFERS)
 * now are @lo to @hi (0, 0: none). */
static void
assert_bid_range (const TarotRules *rules,
                  const TarotDeal  *deal,
                  guint             base,
                  guint             lo,
                  guint             hi)
{
  for (guint n = 1; n <= 30; n++)
    g_assert_cmpint (has_bid (rules, deal, BID, base + n), ==, n >= lo && n <= hi && lo > 0);
}

/* P3: within a session one may only raise an offer or lower a demand;
 * after passing one may offer but not demand; and (Q1, as recommended)
 * no bid carries the offers past the demands or back. */
static void
test_pinerolo_bargaining_bids (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati-pinerolo", NULL);
  static const guint kinds[] = { BID, TAROT_ACTION_PASS, BID };
  static const guint args[] = { ASK (10), 0, OFFER (4) };
  TarotDeal deal;

  /* seat 0 asks 10, seat 1 passes, seat 2 offers 4 */
  bargain (rules, &deal, 2, kinds, args, 3);
  g_assert_cmpuint (deal.to_move, ==, 0);
  /* seat 0: lower his demand, down to the offers at most, never raise
   * it, and no offer beside it */
  assert_bid_range (rules, &deal, ASKS, 4, 9);
  assert_bid_range (rules, &deal, OFFERS, 0, 0);
  g_assert_true (has_bid (rules, &deal, TAROT_ACTION_PASS, 0));
  g_assert_true (has_bid (rules, &deal, VEDO, 0));
  tarot_deal_apply (rules, &deal, (TarotAction) { BID, 0, TAROT_CARD_NONE, ASK (8) });
  /* seat 1 has passed: he may offer, up to the demands, but not ask */
  g_assert_cmpuint (deal.to_move, ==, 1);
  assert_bid_range (rules, &deal, ASKS, 0, 0);
  assert_bid_range (rules, &deal, OFFERS, 1, 4);
  tarot_deal_apply (rules, &deal, (TarotAction) { BID, 1, TAROT_CARD_NONE, OFFER (2) });
  /* seat 2: only raise his offer, and only up to the demands */
  assert_bid_range (rules, &deal, OFFERS, 5, 6);
  assert_bid_range (rules, &deal, ASKS, 0, 0);
  /* 8 asked, 2 + 6 offered: thrown in */
  tarot_deal_apply (rules, &deal, (TarotAction) { BID, 2, TAROT_CARD_NONE, OFFER (6) });
  g_assert_true (tarot_deal_is_over (&deal));
}

/* P3: "Vedo" ends the session at once, a round of passes too; no
 * agreement by the third session: the deal is played. */
static void
test_pinerolo_sessions (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati-pinerolo", NULL);
  static const guint kinds[] = { BID, VEDO };
  static const guint args[] = { ASK (3), 0 };
  TarotDeal deal;
  TarotActionList legal;

  bargain (rules, &deal, 0, kinds, args, 2);
  /* the second session, after round 3: the demand is gone */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 15);
  g_assert_cmpuint (deal.to_move, ==, 1);
  g_assert_true (has_bid (rules, &deal, BID, ASK (20)));
  /* an offer, then everybody passes: no agreement */
  tarot_deal_apply (rules, &deal, (TarotAction) { BID, 1, TAROT_CARD_NONE, OFFER (4) });
  for (guint i = 0; i < 3; i++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, deal.to_move, TAROT_CARD_NONE, 0 });
  /* the third session, after round 4 */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 20);
  for (guint i = 0; i < 3; i++)
    tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_PASS, deal.to_move, TAROT_CARD_NONE, 0 });
  /* no more bargaining: the last round, the discard and the play */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 25);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[0]), ==, 28);
  while (!tarot_deal_is_over (&deal))
    {
      tarot_deal_legal_actions (rules, &deal, &legal);
      g_assert_cmpuint (deal.phase, !=, TAROT_PHASE_DEALING);
      tarot_deal_apply (rules, &deal, legal.actions[0]);
    }
}

/* P3 with random players: some deals thrown in, some played, every one
 * zero-sum, its outcome JSON read back to the same score. */
static void
test_pinerolo_random_abandons (void)
{
  g_autofree TarotRules *rules = build_rules ("mitigati-pinerolo", NULL);
  guint abandoned = 0, played = 0;
  TarotRng rng;

  tarot_rng_init (&rng, 99);
  for (guint hand = 0; hand < 400; hand++)
    {
      g_autoptr(JsonObject) json = NULL;
      TarotDeal deal;
      TarotOutcome outcome, back;
      TarotScore score, again;
      gint32 sum = 0;

      play_random (rules, &deal, hand % 3, hand + 1, &rng);
      tarot_deal_outcome (rules, &deal, &outcome);
      if (outcome.extra[EXTRA_ABANDONED])
        abandoned++;
      else
        played++;
      tarot_score_init (&score, 3);
      tarot_rules_score (rules, &outcome, &score, FALSE);
      for (guint s = 0; s < 3; s++)
        sum += score.totals[s];
      g_assert_cmpint (sum, ==, 0);
      json = rules->family->outcome_to_json (rules, &outcome);
      g_assert_true (rules->family->outcome_from_json (rules, json, &back, NULL));
      tarot_score_init (&again, 3);
      tarot_rules_score (rules, &back, &again, FALSE);
      g_assert_cmpmem (score.totals, sizeof score.totals[0] * 3, again.totals, sizeof again.totals[0] * 3);
    }
  g_assert_cmpuint (abandoned, >, 0);
  g_assert_cmpuint (played, >, 0);
}

/* ------------------------------------------------------------------ */
/* Bedretto (T2)                                                       */

/* T2 examples: a hand X 40, Y 33; a game of four deals X 40 + 30 + 35
 * + 38 = 143 against Y 149: Y wins.  The pack's 73 are shared 37 to
 * the dealer's side and 36 to the others, so that over the four deals,
 * each side dealing twice, the scores follow the totals. */
static void
test_bedretto_examples (void)
{
  g_autofree TarotRules *rules = build_rules ("bedretto", NULL);
  static const guint x[] = { 40, 30, 35, 38 };
  static const guint y[] = { 33, 43, 38, 35 };
  gint32 game[2] = { 0, 0 };

  assert_scores (rules, "{\"dealer\": 0, \"points\": [40, 33]}", (gint32[]) { 3, -3, 3, -3 });
  /* X sits in seats 0 and 2, Y in 1 and 3; the deal passes on */
  for (guint d = 0; d < 4; d++)
    {
      g_autofree char *json = g_strdup_printf ("{\"dealer\": %u, \"points\": [%u, %u]}", d,
                                               d % 2 == 0 ? x[d] : y[d], d % 2 == 0 ? y[d] : x[d]);
      gint32 totals[4];

      score_json (rules, json, totals);
      game[0] += totals[0];
      game[1] += totals[1];
    }
  g_assert_cmpint (game[0], ==, 143 - 146);
  g_assert_cmpint (game[1], ==, 149 - 146);
}

/* T2: the dealer lays away numerals, Jacks or Cavaliers only. */
static void
test_bedretto_discard (void)
{
  g_autofree TarotRules *rules = build_rules ("bedretto", NULL);
  TarotCardSet rest = rules->pack;
  TarotCardSet hands[4];
  TarotDeal deal;

  hands[0] = tarot_test_cards (SW (K), SW (Q), SW (C), SW (J), SW (PIP (10)), MATTO, T (21), T (1), T (5), END);
  rest = tarot_card_set_minus (rest, hands[0]);
  hands[0] = tarot_card_set_union (hands[0], take_empty (rules, &rest, 12));
  for (guint s = 1; s < 4; s++)
    {
      hands[s] = TAROT_CARD_SET_EMPTY;
      TAROT_CARD_SET_FOREACH (rest, c)
        if (tarot_card_set_count (hands[s]) < 19)
          tarot_card_set_add (&hands[s], c);
      rest = tarot_card_set_minus (rest, hands[s]);
    }
  deal_in_play (rules, &deal, hands, 1);
  deal.phase = TAROT_PHASE_DISCARD;
  deal.to_move = 0;
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, SW (C)));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, SW (J)));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_DISCARD, SW (PIP (10))));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, SW (K)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, SW (Q)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, MATTO));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (21)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_DISCARD, T (5)));
}

/* T2's 73, by the ruling in the rule book: the Matto worth 4 and
 * counted alone as in Como (L1) and Turin (P2), the Matto's three-card
 * trick and the two-card discard each counted as a set of four (filled
 * out with empty cards), the XXI worth 6.  Every deal then makes 73;
 * counted as written (the Matto worth 5, in the sets) some make 73 and
 * others 74, as the odd cards fall. */
static void
test_bedretto_counting (void)
{
  g_autofree TarotRules *rules = build_rules ("bedretto", NULL);
  g_autofree TarotRules *written = g_new0 (TarotRules, 1);
  g_autofree char *path = tarot_data_path ("variants", "bedretto.json", NULL);
  g_autoptr(TarotVariant) as_written = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) changed = NULL;
  guint seen[2] = { 0, 0 };
  TarotRng rng;

  g_assert_cmpuint (rules->points_total, ==, 73);
  g_assert_cmpuint (rules->value[T (21)], ==, 6);
  g_assert_cmpuint (rules->value[T (20)], ==, 1);
  g_assert_cmpuint (rules->value[MATTO], ==, 4);

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  changed = g_string_new (text);
  g_assert_cmpuint (g_string_replace (changed, "\"matto_value\": 4", "\"matto_value\": 5", 0), ==, 1);
  g_assert_cmpuint (g_string_replace (changed, "\"matto_alone\": true", "\"matto_alone\": false", 0), ==, 1);
  as_written = tarot_variant_new_from_bytes (changed->str, changed->len, "bedretto.json", &error);
  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (as_written, 4, NULL, written, &error));

  tarot_rng_init (&rng, 73);
  for (guint hand = 0; hand < 400; hand++)
    {
      TarotDeal deal;
      TarotOutcome outcome;
      guint32 total;

      play_random (rules, &deal, hand % 4, hand + 1, &rng);
      tarot_deal_outcome (rules, &deal, &outcome);
      g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 73);
      tarot_deal_outcome (written, &deal, &outcome);
      total = outcome.points[0] + outcome.points[1];
      g_assert_true (total == 73 || total == 74);
      seen[total - 73]++;
    }
  g_assert_cmpuint (seen[0], >, 0);
  g_assert_cmpuint (seen[1], >, 0);
}

/* ------------------------------------------------------------------ */
/* Chiamare il Re (P7)                                                 */

/* P7 examples 1–3. */
static void
test_re_examples (void)
{
  g_autofree TarotRules *rules = build_rules ("chiamare-il-re", NULL);
  gint32 totals[4];

  g_assert_cmpuint (rules->points_total, ==, 79);
  score_json (rules, "{\"contract\": \"solo\", \"declarer\": 1, \"asked\": true, \"points\": 62}", totals);
  g_assert_cmpint (totals[1], ==, 6);
  g_assert_cmpint (totals[0], ==, -2);
  score_json (rules, "{\"contract\": \"solo\", \"declarer\": 1, \"asked\": false, \"points\": 45}", totals);
  g_assert_cmpint (totals[1], ==, 6);
  g_assert_cmpint (totals[3], ==, -2);
  /* the opponents of a Solo with 39 have 40: he pays each 1 */
  score_json (rules, "{\"contract\": \"solo\", \"declarer\": 1, \"points\": 39}", totals);
  g_assert_cmpint (totals[1], ==, -3);
  score_json (rules, "{\"contract\": \"re\", \"declarer\": 0, \"partner\": 2, \"points\": 38}", totals);
  g_assert_cmpint (totals[0], ==, -1);
  g_assert_cmpint (totals[2], ==, -1);
  g_assert_cmpint (totals[1], ==, 1);
  g_assert_cmpint (totals[3], ==, 1);
  score_json (rules, "{\"contract\": \"re\", \"declarer\": 0, \"partner\": 2, \"points\": 61}", totals);
  g_assert_cmpint (totals[0], ==, 2);

  assert_json_refused (rules, "{\"contract\": \"solo\", \"declarer\": 1, \"partner\": 2, \"points\": 40}", "partner");
  assert_json_refused (rules, "{\"contract\": \"re\", \"declarer\": 1, \"points\": 40}", "partner");
  assert_json_refused (rules, "{\"contract\": \"re\", \"declarer\": 1, \"partner\": 2, \"asked\": true, \"points\": 40}", "asked");
  assert_json_refused (rules, "{\"end\": \"passed_out\"}", "end");
  assert_json_refused (rules, "{\"contract\": \"re\", \"declarer\": 1, \"partner\": 2, \"points\": 80}", "points");
}

/* P7: after the discard, "Chi va?" from the dealer's right, the dealer
 * last; nobody going Solo, the dealer calls a King he lacks, a Queen if
 * he holds all four, and the holder says so at the first trick. */
static void
test_re_bidding (void)
{
  g_autofree TarotRules *rules = build_rules ("chiamare-il-re", NULL);
  TarotActionList legal;
  TarotPlayerView view;
  TarotDeal deal, copy;
  TarotCard king = TAROT_CARD_NONE;
  guint holder;

  tarot_deal_setup (rules, &deal, 3, 21);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  while (deal.phase == TAROT_PHASE_DISCARD)
    {
      tarot_deal_legal_actions (rules, &deal, &legal);
      tarot_deal_apply (rules, &deal, legal.actions[0]);
    }
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_AUCTION);
  for (guint i = 0; i < 4; i++)
    {
      TarotAction pass = { TAROT_ACTION_PASS, deal.to_move, TAROT_CARD_NONE, 0 };

      g_assert_cmpuint (deal.to_move, ==, i);
      tarot_deal_apply (rules, &deal, pass);
    }
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_CALL);
  g_assert_cmpuint (deal.declarer, ==, 3);
  g_assert_cmpuint (deal.contract, ==, 1);

  /* with all four Kings, the Queens he lacks */
  copy = deal;
  for (int suit = 0; suit < 4; suit++)
    {
      TarotCard k = tarot_card_make (suit, K);
      guint h = tarot_deal_holder_of (&copy, k);

      if (h != 3)
        {
          tarot_card_set_remove (&copy.hands[h], k);
          tarot_card_set_add (&copy.hands[h], tarot_card_set_first (tarot_card_set_minus (copy.hands[3], rules->kings)));
          tarot_card_set_remove (&copy.hands[3], tarot_card_set_first (tarot_card_set_minus (copy.hands[3], rules->kings)));
          tarot_card_set_add (&copy.hands[3], k);
        }
    }
  tarot_deal_legal_actions (rules, &copy, &legal);
  g_assert_cmpuint (legal.n, >, 0);
  for (guint i = 0; i < legal.n; i++)
    g_assert_cmpint (tarot_card_face (legal.actions[i].card), ==, Q);

  tarot_deal_legal_actions (rules, &deal, &legal);
  for (guint i = 0; i < legal.n; i++)
    {
      g_assert_cmpint (tarot_card_face (legal.actions[i].card), ==, K);
      g_assert_false (tarot_card_set_contains (deal.hands[3], legal.actions[i].card));
      king = legal.actions[i].card;
    }
  g_assert_cmpuint (king, !=, TAROT_CARD_NONE);
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_CALL, 3, king, CALL_PARTNER_ARG });
  holder = tarot_deal_holder_of (&deal, king);
  g_assert_cmpuint (deal.partner, ==, holder);
  g_assert_cmpuint (deal.to_move, ==, 0);
  tarot_deal_make_view (rules, &deal, (holder + 1) % 4 == 3 ? (holder + 2) % 4 : (holder + 1) % 4, &view);
  g_assert_cmpuint (view.partner, ==, TAROT_NO_SEAT);
  /* play up to the partner's first card: then everybody knows */
  while (deal.to_move != holder)
    {
      tarot_deal_legal_actions (rules, &deal, &legal);
      tarot_deal_apply (rules, &deal, legal.actions[0]);
    }
  tarot_deal_legal_actions (rules, &deal, &legal);
  tarot_deal_apply (rules, &deal, legal.actions[0]);
  tarot_deal_make_view (rules, &deal, (holder + 1) % 4 == 3 ? (holder + 2) % 4 : (holder + 1) % 4, &view);
  g_assert_cmpuint (view.partner, ==, holder);
}

/* P7: the Solo asks for a card (or not, for double stakes). */
static void
test_re_solo (void)
{
  g_autofree TarotRules *rules = build_rules ("chiamare-il-re", NULL);
  TarotActionList legal;
  TarotDeal deal;
  TarotCard asked;
  TarotOutcome outcome;

  tarot_deal_setup (rules, &deal, 0, 33);
  while (deal.phase == TAROT_PHASE_DISCARD)
    {
      tarot_deal_legal_actions (rules, &deal, &legal);
      tarot_deal_apply (rules, &deal, legal.actions[0]);
    }
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_BID, 1, TAROT_CARD_NONE, 0 });
  g_assert_cmpuint (deal.declarer, ==, 1);
  g_assert_cmpuint (deal.contract, ==, 0);
  /* no card called for a partner: ask, or not */
  tarot_deal_legal_actions (rules, &deal, &legal);
  g_assert_cmpuint (legal.actions[0].arg, ==, 1);
  for (guint i = 1; i < legal.n; i++)
    g_assert_cmpuint (legal.actions[i].arg, ==, CALL_ASK_ARG);
  asked = tarot_card_set_first (deal.hands[2]);
  tarot_deal_apply (rules, &deal, (TarotAction) { TAROT_ACTION_CALL, 1, asked, CALL_ASK_ARG });
  g_assert_true (tarot_card_set_contains (deal.hands[1], asked));
  while (!tarot_deal_is_over (&deal))
    {
      tarot_deal_legal_actions (rules, &deal, &legal);
      tarot_deal_apply (rules, &deal, legal.actions[0]);
    }
  tarot_deal_outcome (rules, &deal, &outcome);
  g_assert_cmpuint (outcome.partner, ==, TAROT_NO_SEAT);
  g_assert_cmpuint (outcome.side[1], ==, 0);
  g_assert_cmpuint (outcome.side[0], ==, 1);
  g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 79);
}

/* ------------------------------------------------------------------ */
/* Ticino (T1)                                                         */

/* T1: counted singly, only honours and courts: 71 points. */
static void
test_ticino_values (void)
{
  g_autofree TarotRules *rules = build_rules ("tarocchi-ticino", NULL);

  g_assert_cmpuint (rules->points_total, ==, 71);
  g_assert_cmpuint (rules->value[T (21)], ==, 5);
  g_assert_cmpuint (rules->value[T (20)], ==, 0);
  g_assert_cmpuint (rules->value[T (1)], ==, 5);
  g_assert_cmpuint (rules->value[MATTO], ==, 5);
  g_assert_cmpuint (rules->value[CU (PIP (10))], ==, 0);
  /* 10 high in every suit */
  g_assert_cmpuint (rules->rank[CU (PIP (10))], >, rules->rank[CU (PIP (1))]);
  g_assert_cmpuint (rules->rank[T (21)], >, rules->rank[T (20)]);
}

/* T1 examples 1–3 as scores. */
static void
test_ticino_examples (void)
{
  g_autofree TarotRules *rules = build_rules ("tarocchi-ticino", NULL);
  gint32 totals[5];

  score_json (rules, "{\"declarer\": 0, \"partner\": 1, \"points\": 40}", totals);
  g_assert_cmpint (totals[0], ==, 2);
  g_assert_cmpint (totals[1], ==, 1);
  g_assert_cmpint (totals[2], ==, -1);
  g_assert_cmpint (totals[4], ==, -1);
  score_json (rules, "{\"declarer\": 3, \"partner\": null, \"points\": 30}", totals);
  g_assert_cmpint (totals[3], ==, -4);
  g_assert_cmpint (totals[0], ==, 1);
  g_assert_cmpint (totals[4], ==, 1);
  /* 33 all with a late Matto: the side that played it loses */
  score_json (rules, "{\"declarer\": 0, \"partner\": 1, \"points\": 33, \"matto\": \"late_bidder\"}", totals);
  g_assert_cmpint (totals[0], ==, -2);
  score_json (rules, "{\"declarer\": 0, \"partner\": 1, \"points\": 33, \"matto\": \"late_opponents\"}", totals);
  g_assert_cmpint (totals[0], ==, 2);
  /* 35 of 71 loses; 34 of 66 wins */
  score_json (rules, "{\"declarer\": 0, \"partner\": 1, \"points\": 35}", totals);
  g_assert_cmpint (totals[0], ==, -2);
  score_json (rules, "{\"declarer\": 0, \"partner\": 1, \"points\": 34, \"matto\": \"late_opponents\"}", totals);
  g_assert_cmpint (totals[0], ==, 2);
  score_json (rules, "{\"end\": \"passed_out\"}", totals);
  g_assert_cmpint (totals[0], ==, 0);

  assert_json_refused (rules, "{\"declarer\": 0, \"partner\": 0, \"points\": 40}", "partner");
  assert_json_refused (rules, "{\"declarer\": 0, \"points\": 67, \"matto\": \"late_bidder\"}", "points");
  assert_json_refused (rules, "{\"end\": \"passed_out\", \"declarer\": 0}", "declarer");
}

/* T1: the Matto follows a plain suit only when void in it; when it is
 * led the others must trump. */
static void
test_ticino_matto (void)
{
  g_autofree TarotRules *rules = build_rules ("tarocchi-ticino", NULL);
  TarotCardSet hands[5] = {
    tarot_test_cards (SW (PIP (5)), MATTO, END),
    tarot_test_cards (SW (PIP (6)), CU (PIP (2)), END),
    tarot_test_cards (T (3), CU (K), END),
    tarot_test_cards (SW (PIP (7)), T (4), END),
    tarot_test_cards (CO (PIP (3)), CO (PIP (4)), END),
  };
  TarotDeal deal;

  deal_in_play (rules, &deal, hands, 1);
  tarot_test_play (rules, &deal, SW (PIP (6)));
  /* void in Swords, seat 2 must trump */
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, CU (K)));
  tarot_test_play (rules, &deal, T (3));
  tarot_test_play (rules, &deal, SW (PIP (7)));
  tarot_test_play (rules, &deal, CO (PIP (3)));
  /* seat 0 holds a Sword: no Matto */
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, MATTO));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (PIP (5))));
  /* void in the suit, he may */
  deal.hands[0] = tarot_test_cards (CU (PIP (5)), MATTO, END);
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, MATTO));

  /* led, it makes the others trump */
  hands[0] = tarot_test_cards (MATTO, SW (PIP (5)), END);
  deal_in_play (rules, &deal, hands, 0);
  tarot_test_play (rules, &deal, MATTO);
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (PIP (6))));
  tarot_test_play (rules, &deal, SW (PIP (6)));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (3)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, CU (K)));
  tarot_test_play (rules, &deal, T (3));
  g_assert_true (legal_card (rules, &deal, TAROT_ACTION_PLAY, T (4)));
  g_assert_false (legal_card (rules, &deal, TAROT_ACTION_PLAY, SW (PIP (7))));
}

/* T1: the bidder calls a card; one of the dealer's face-up cards makes
 * the dealer his open partner; asking takes the card and gives one back. */
static void
test_ticino_calls (void)
{
  g_autofree TarotRules *rules = build_rules ("tarocchi-ticino", NULL);
  TarotAction bid = { TAROT_ACTION_BID, 1, TAROT_CARD_NONE, 0 };
  TarotPlayerView view;
  TarotDeal deal;
  TarotCard face_up, asked;
  guint holder = 0;

  tarot_deal_setup (rules, &deal, 0, 5);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_AUCTION);
  g_assert_cmpuint (deal.to_move, ==, 1);
  g_assert_cmpuint (tarot_card_set_count (deal.discard), ==, 3);
  g_assert_true (tarot_card_set_equal (deal.shown, deal.discard));
  g_assert_cmpuint (tarot_card_set_count (deal.hands[0]), ==, 15);
  tarot_deal_apply (rules, &deal, bid);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_CALL);

  /* a face-up card: the dealer, openly */
  {
    TarotDeal copy = deal;
    TarotAction call = { TAROT_ACTION_CALL, 1, 0, CALL_PARTNER_ARG };

    face_up = tarot_card_set_first (deal.discard);
    call.card = face_up;
    g_assert_true (tarot_deal_is_legal (rules, &copy, call));
    tarot_deal_apply (rules, &copy, call);
    g_assert_cmpuint (copy.partner, ==, 0);
    tarot_deal_make_view (rules, &copy, 3, &view);
    g_assert_cmpuint (view.partner, ==, 0);
  }
  /* another player's card: secret until played */
  {
    TarotDeal copy = deal;
    TarotAction call = { TAROT_ACTION_CALL, 1, 0, CALL_PARTNER_ARG };

    call.card = tarot_card_set_first (deal.hands[3]);
    tarot_deal_apply (rules, &copy, call);
    g_assert_cmpuint (copy.partner, ==, 3);
    tarot_deal_make_view (rules, &copy, 2, &view);
    g_assert_cmpuint (view.partner, ==, TAROT_NO_SEAT);
    g_assert_cmpuint (copy.phase, ==, TAROT_PHASE_PLAY);
    g_assert_cmpuint (copy.to_move, ==, 1);
  }
  /* his own card is not offered: alone instead */
  {
    TarotAction call = { TAROT_ACTION_CALL, 1, 0, CALL_PARTNER_ARG };

    call.card = tarot_card_set_first (deal.hands[1]);
    g_assert_false (tarot_deal_is_legal (rules, &deal, call));
  }
  /* asking: the card comes, one goes back face down */
  {
    TarotAction ask = { TAROT_ACTION_CALL, 1, 0, CALL_ASK_ARG };
    TarotAction give = { TAROT_ACTION_DISCARD, 1, 0, 0 };

    asked = tarot_card_set_first (deal.hands[4]);
    ask.card = asked;
    tarot_deal_apply (rules, &deal, ask);
    g_assert_true (tarot_card_set_contains (deal.hands[1], asked));
    g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
    give.card = asked;
    g_assert_false (tarot_deal_is_legal (rules, &deal, give));
    give.card = tarot_card_set_first (tarot_card_set_minus (deal.hands[1], tarot_test_cards (asked, END)));
    tarot_deal_apply (rules, &deal, give);
    for (guint s = 0; s < 5; s++)
      if (tarot_card_set_contains (deal.hands[s], give.card))
        holder = s;
    g_assert_cmpuint (holder, ==, 4);
    g_assert_cmpuint (deal.partner, ==, TAROT_NO_SEAT);
    g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 15);
    g_assert_cmpuint (tarot_card_set_count (deal.hands[4]), ==, 15);
  }
}

/* T1: all five pass and the deal passes on. */
static void
test_ticino_passed_out (void)
{
  g_autofree TarotRules *rules = build_rules ("tarocchi-ticino", NULL);
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 2, 9);
  for (guint i = 0; i < 5; i++)
    {
      TarotAction pass = { TAROT_ACTION_PASS, deal.to_move, TAROT_CARD_NONE, 0 };

      g_assert_cmpuint (deal.to_move, ==, (3 + i) % 5);
      tarot_deal_apply (rules, &deal, pass);
    }
  g_assert_true (tarot_deal_is_over (&deal));
  g_assert_cmpuint (deal.end, ==, TAROT_END_PASSED_OUT);
}

/* ------------------------------------------------------------------ */
/* random hands                                                        */

typedef struct
{
  const char *variant;
  const char *options[7];
} RandomCase;

static const RandomCase random_cases[] = {
  { "scarto", { NULL } },
  { "scarto", { "matto_exchange", "true", "surrender", "true", NULL } },
  { "tarocchi4", { NULL } },
  { "tarocchi4", { "counting", "pinerolo", "surrender", "false", NULL } },
  { "tarocchi-como", { NULL } },
  { "tarocchi-como", { "dealing", "zaini", NULL } },
  { "scarto", { "dealing", "turin", NULL } },
  { "tarocchi-ticino", { NULL } },
  { "asti4", { NULL } },
  { "asti3", { NULL } },
  { "chiamare-il-re", { NULL } },
  { "asti4", { "signals", "true", NULL } },
  { "chiamare-il-re", { "signals", "true", NULL } },
  { "mitigati-lombardi", { NULL } },
  { "mitigati-torino", { NULL } },
  { "mitigati-pinerolo", { NULL } },
  { "bedretto", { NULL } },
  { "mitigati4", { "declarations", "turin", NULL } },
};

/* Every action legal, the cards conserved, the points adding up to the
 * pack, the scores zero-sum, and the replay giving the same deal. */
static void
test_random_hands (gconstpointer data)
{
  const RandomCase *rc = data;
  g_autofree TarotRules *rules = build_rules (rc->variant, rc->options);
  TarotRng rng;

  tarot_rng_init (&rng, 2024);
  for (guint hand = 0; hand < 1500; hand++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (TarotAction));
      guint dealer = hand % rules->n_players;
      TarotDeal deal, again;
      TarotOutcome outcome;
      TarotScore score;
      gint64 sum = 0;

      tarot_deal_setup (rules, &deal, dealer, hand * 31u + 7);
      while (!tarot_deal_is_over (&deal))
        {
          TarotPlayerView view;
          TarotAction action;

          g_assert_true (tarot_deal_check_cards (rules, &deal, &error));
          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          g_assert_cmpuint (view.legal.n, >, 0);
          action = tarot_random_player_choose (&view, &rng);
          g_assert_true (tarot_deal_is_legal (rules, &deal, action));
          g_array_append_val (actions, action);
          tarot_deal_apply (rules, &deal, action);
        }
      g_assert_true (tarot_deal_check_cards (rules, &deal, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (deal.end, !=, TAROT_END_NONE);
      tarot_deal_outcome (rules, &deal, &outcome);
      if (deal.end == TAROT_END_PLAYED)
        g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, rules->points_total);
      tarot_score_init (&score, rules->n_players);
      tarot_rules_score (rules, &outcome, &score, FALSE);
      for (guint s = 0; s < rules->n_players; s++)
        sum += score.totals[s];
      g_assert_cmpint (sum, ==, 0);

      tarot_deal_setup (rules, &again, dealer, hand * 31u + 7);
      for (guint i = 0; i < actions->len; i++)
        tarot_deal_apply (rules, &again, g_array_index (actions, TarotAction, i));
      g_assert_true (memcmp (&deal, &again, sizeof deal) == 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/italian/conventions/angelo-beats-mondo", test_angelo_beats_mondo);
  g_test_add_func ("/italian/conventions/original-suit-ranking", test_original_suit_ranking);
  g_test_add_func ("/italian/conventions/no-overtrump", test_no_overtrump);
  g_test_add_func ("/italian/p1/matto-without-exchange", test_matto_without_exchange);
  g_test_add_func ("/italian/p1/matto-with-exchange", test_matto_with_exchange);
  g_test_add_func ("/italian/p1/discard", test_scarto_discard);
  g_test_add_func ("/italian/p1/e2-counting", test_scarto_counting);
  g_test_add_func ("/italian/p1/e1-scores", test_scarto_example_1);
  g_test_add_func ("/italian/p2/e1-e2-scores", test_tarocchi4_examples);
  g_test_add_func ("/italian/p2/pinerolo-odd-card", test_pinerolo_odd_card);
  g_test_add_func ("/italian/p2/turin-surrender", test_turin_surrender);
  g_test_add_func ("/italian/l1/numeric-order", test_como_numeric_order);
  g_test_add_func ("/italian/l1/e2-discard", test_como_discard);
  g_test_add_func ("/italian/l1/annulled-deal", test_como_annuls);
  g_test_add_func ("/italian/l1/face-up-last-cards", test_como_face_up);
  g_test_add_func ("/italian/p1-p2/deal-rhythm", test_deal_rhythm);
  g_test_add_func ("/italian/conventions/search-points", test_search_points);
  g_test_add_func ("/italian/l1/e1-scores", test_como_example);
  g_test_add_func ("/italian/outcome/validation", test_outcome_validation);
  g_test_add_func ("/italian/p6/pack", test_asti_pack);
  g_test_add_func ("/italian/p6/e3-equal-trumps", test_asti_equal_trumps);
  g_test_add_func ("/italian/p6/discard", test_asti_discard);
  g_test_add_func ("/italian/p6/e1-e2-scores", test_asti_example);
  g_test_add_func ("/italian/p8/e1-scores", test_asti3_example);
  g_test_add_func ("/italian/p8/e2-fuora", test_asti3_fuora_example);
  g_test_add_func ("/italian/p8/fuora-play", test_asti3_fuora_play);
  g_test_add_func ("/italian/p8/fuora-outcome", test_asti3_fuora_outcome);
  g_test_add_func ("/italian/p8/fuora-random", test_asti3_fuora_random);
  g_test_add_func ("/italian/p8/compulsory-signals", test_asti3_compulsory_signals);
  g_test_add_func ("/italian/p8/signals-sampling", test_asti3_signals_sampling);
  g_test_add_func ("/italian/p6/optional-signals", test_asti4_optional_signals);
  g_test_add_func ("/italian/p6/card-signals", test_asti4_card_signals);
  g_test_add_func ("/italian/l2/declarations-shown", test_declarations_shown);
  g_test_add_func ("/italian/p8/rubber-session", test_asti3_rubber_session);
  g_test_add_func ("/italian/l2/e1-e2-scores", test_mitigati_examples);
  g_test_add_func ("/italian/l2/declarations", test_mitigati_declarations);
  g_test_add_func ("/italian/l2/pauses", test_mitigati_pauses);
  g_test_add_func ("/italian/p4/e1-e2-scores", test_mitigati_torino_examples);
  g_test_add_func ("/italian/p5/e1-e2-scores", test_mitigati4_examples);
  g_test_add_func ("/italian/p5/best-declarations", test_mitigati_best_declarations);
  g_test_add_func ("/italian/p3/e1-e2-scores", test_pinerolo_examples);
  g_test_add_func ("/italian/p3/declarations-added", test_pinerolo_declarations);
  g_test_add_func ("/italian/p3/e3-bargaining", test_pinerolo_bargaining_example);
  g_test_add_func ("/italian/p3/bargaining-bids", test_pinerolo_bargaining_bids);
  g_test_add_func ("/italian/p3/sessions", test_pinerolo_sessions);
  g_test_add_func ("/italian/p3/random-abandons", test_pinerolo_random_abandons);
  g_test_add_func ("/italian/t2/e1-e2-scores", test_bedretto_examples);
  g_test_add_func ("/italian/t2/discard", test_bedretto_discard);
  g_test_add_func ("/italian/t2/counting-73", test_bedretto_counting);
  g_test_add_func ("/italian/p7/e1-e3-scores", test_re_examples);
  g_test_add_func ("/italian/p7/bidding-and-king", test_re_bidding);
  g_test_add_func ("/italian/p7/solo-asks", test_re_solo);
  g_test_add_func ("/italian/t1/values", test_ticino_values);
  g_test_add_func ("/italian/t1/e1-e3-scores", test_ticino_examples);
  g_test_add_func ("/italian/t1/matto", test_ticino_matto);
  g_test_add_func ("/italian/t1/calls", test_ticino_calls);
  g_test_add_func ("/italian/t1/passed-out", test_ticino_passed_out);
  for (guint i = 0; i < G_N_ELEMENTS (random_cases); i++)
    {
      g_autoptr(GString) path = g_string_new ("/italian/random-hands/");

      g_string_append (path, random_cases[i].variant);
      for (guint j = 0; random_cases[i].options[j] != NULL; j++)
        g_string_append_printf (path, "%s%s", j % 2 == 0 ? "/" : "=", random_cases[i].options[j]);
      g_test_add_data_func (path->str, &random_cases[i], test_random_hands);
    }
  return g_test_run ();
}
