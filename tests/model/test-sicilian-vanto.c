/* test-sicilian-vanto.c — Vanto in its original form (`vanto-antico`) against
 * rules/italian-living-games.md S5, and the pool carried from hand to hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-random-player.h"
#include "model/families/tarot-sicilian-private.h"
#include "model/tarot-error.h"
#include "model/tarot-game.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-table-session.h"
#include "model/tarot-variant.h"
#include "tarot-test-italian-suits.h"

static TarotRules *
vanto_rules (const char *option,
             const char *value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("vanto-antico", &error);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  if (option != NULL)
    g_hash_table_insert (options, (gpointer) option, (gpointer) value);
  g_assert_true (tarot_variant_build_rules (variant, 3, options, rules, &error));
  g_assert_no_error (error);
  return rules;
}

static gboolean
read_outcome (const TarotRules  *rules,
              const char        *json,
              TarotOutcome      *outcome,
              GError           **error)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  g_assert_nonnull (node);
  return rules->family->outcome_from_json (rules, json_node_get_object (node), outcome, error);
}

/* Scores what a table enters with @pool on the table before the hand. */
static void
score_json (TarotRules *rules,
            gint32      pool,
            const char *json,
            TarotScore *score)
{
  g_autoptr(GError) error = NULL;
  TarotOutcome outcome;

  g_assert_true (read_outcome (rules, json, &outcome, &error));
  g_assert_no_error (error);
  rules->rubber.pool = pool;
  tarot_rules_score (rules, &outcome, score, TRUE);
}

#define assert_totals(score, ...) \
  g_assert_cmpmem ((score)->totals, 3 * sizeof (gint32), ((const gint32[]) __VA_ARGS__), 3 * sizeof (gint32))

/* Zero-sum with the pool as a holder of money: the pool lines pay in what the pool gains. */
static void
assert_zero_sum_with_pool (const TarotScore *score)
{
  gint64 sum = score->pool, pooled = score->pool;

  for (guint l = 0; l < score->n_lines; l++)
    for (guint s = 0; s < score->n_players; s++)
      {
        sum += score->lines[l].amounts[s];
        if (score->lines[l].pot)
          pooled += score->lines[l].amounts[s];
      }
  g_assert_cmpint (sum, ==, 0);
  g_assert_cmpint (pooled, ==, 0);
}

/* S5 example (1): a solista di dieci with 63 → 8 × 2 = 16 from each (+32); (2) a
 * scommessa announced after round 1 and made → 15 from each.  With a pool on the
 * table, so that nobody pays in. */
static void
test_s5_examples (void)
{
  g_autofree TarotRules *rules = vanto_rules (NULL, NULL);
  TarotScore score;

  g_assert_cmpuint (rules->n_pack_cards, ==, 63);
  g_assert_true (tarot_card_set_contains (rules->pack, CO (PIP (4))));
  g_assert_false (tarot_card_set_contains (rules->pack, CO (PIP (1))));
  score_json (rules, 30, "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 63}", &score);
  assert_totals (&score, { 32, -16, -16 });
  g_assert_cmpuint (score.n_lines, ==, 1);
  g_assert_cmpstr (score.lines[0].label, ==, "Solista di dieci: (63 − 55) × 2 = 16 from each");
  g_assert_cmpint (score.pool, ==, 0);
  /* the Solo's 55 is neither won nor lost: the scommessa alone */
  score_json (rules, 30,
              "{\"contract\": \"solo_cinque\", \"declarer\": 2, \"card_points\": 55,"
              " \"scommessa\": \"made\", \"scommessa_round\": 1}", &score);
  assert_totals (&score, { -15, -15, 30 });
  g_assert_cmpstr (score.lines[0].label, ==, "Scommessa made: 15 from each");
  /* ×3 after the first round, ×1 after the third; the scommessa 5 after the third */
  score_json (rules, 30,
              "{\"contract\": \"solo_cinque\", \"declarer\": 1, \"card_points\": 50}", &score);
  assert_totals (&score, { 15, -30, 15 });
  score_json (rules, 30,
              "{\"contract\": \"solo_quindici\", \"declarer\": 1, \"card_points\": 60,"
              " \"scommessa\": \"lost\", \"scommessa_round\": 3}", &score);
  assert_totals (&score, { 0, 0, 0 });
}

/* S5: a cinquina (King or 16–19) captured or lost, 5 per opponent; the four Kings or
 * the four arie in the Solo's tricks, 10 from each, to each if the opponents have them;
 * the ternone 5 from each other player. */
static void
test_s5_premiums (void)
{
  g_autofree TarotRules *rules = vanto_rules (NULL, NULL);
  TarotScore score;

  score_json (rules, 30,
              "{\"contract\": \"solo_quindici\", \"declarer\": 0, \"card_points\": 55,"
              " \"cinquine\": [3, 1], \"quattro_re\": \"solo\", \"arie\": \"opponents\", \"ternone\": 1}",
              &score);
  /* 3 × 5 − 1 × 5 = +10 from each; Kings +10, arie −10 from each; ternone seat 1 */
  /* Solo: cinquine +30 − 10, Kings +20, arie −20; the ternone's seat 1 +10, the others −5 */
  assert_totals (&score, { 15, 0, -15 });
  g_assert_cmpuint (score.n_lines, ==, 5);
  g_assert_cmpstr (score.lines[4].label, ==, "Ternone (“Questa vi saluta”): 5 from each");
  assert_zero_sum_with_pool (&score);
}

/* S5 Chiamo: the taker ± (points − 37), the others − 36; a King or aria captured from
 * another player, 5 from him. */
static void
test_s5_chiamo (void)
{
  g_autofree TarotRules *rules = vanto_rules (NULL, NULL);
  TarotScore score;

  score_json (rules, 30,
              "{\"contract\": \"chiamo\", \"declarer\": 2, \"points\": [35, 32, 42],"
              " \"captures\": [{\"by\": 2, \"from\": 0}, {\"by\": 2, \"from\": 1}, {\"by\": 0, \"from\": 1}]}",
              &score);
  assert_totals (&score, { -1 - 5 + 5, -4 - 10, 5 + 10 });
  assert_zero_sum_with_pool (&score);
}

/* S5's pool: all put in 10 when it is empty; an announced last trick won takes it,
 * failed doubles it. */
static void
test_s5_pool_scoring (void)
{
  g_autofree TarotRules *rules = vanto_rules (NULL, NULL);
  TarotScore score;

  score_json (rules, 0, "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 63}", &score);
  g_assert_cmpstr (score.lines[0].label, ==, "Into the pool: −10 each");
  g_assert_true (score.lines[0].pot);
  assert_totals (&score, { 22, -26, -26 });
  g_assert_cmpint (score.pool, ==, 30);
  assert_zero_sum_with_pool (&score);

  score_json (rules, 0, "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 63, \"ultima\": \"won\"}",
              &score);
  g_assert_cmpstr (score.lines[score.n_lines - 1].label, ==, "Last trick won, takes the pool: +30");
  g_assert_cmpint (score.pool, ==, 0);
  assert_zero_sum_with_pool (&score);

  score_json (rules, 60, "{\"contract\": \"solo_dieci\", \"declarer\": 1, \"card_points\": 55, \"ultima\": \"lost\"}",
              &score);
  assert_totals (&score, { 0, -60, 0 });
  g_assert_cmpstr (score.lines[0].label, ==, "Last trick lost, doubles the pool: −60");
  g_assert_cmpint (score.pool, ==, 60);
  assert_zero_sum_with_pool (&score);
}

/* Moves @cards into @seat's hand, giving him back others of his for them, so that the
 * deal still holds every card once. */
static void
give (const TarotRules *rules,
      TarotDeal        *deal,
      guint             seat,
      const TarotCard  *cards,
      guint             n)
{
  for (guint i = 0; i < n; i++)
    {
      TarotCardSet *from = &deal->talon;
      TarotCard back = TAROT_CARD_NONE;

      if (tarot_card_set_contains (deal->hands[seat], cards[i]))
        continue;
      for (guint s = 0; s < deal->n_players; s++)
        if (tarot_card_set_contains (deal->hands[s], cards[i]))
          from = &deal->hands[s];
      TAROT_CARD_SET_FOREACH (deal->hands[seat], c)
        {
          gboolean wanted = FALSE;

          for (guint j = 0; j < n; j++)
            wanted |= cards[j] == c;
          if (!wanted)
            back = c;
        }
      tarot_card_set_remove (from, cards[i]);
      tarot_card_set_add (from, back);
      tarot_card_set_remove (&deal->hands[seat], back);
      tarot_card_set_add (&deal->hands[seat], cards[i]);
    }
  g_assert_true (tarot_deal_check_cards (rules, deal, NULL));
}

static void
apply_legal (const TarotRules *rules,
             TarotDeal        *deal,
             TarotActionKind   kind,
             guint             arg)
{
  TarotAction action = { kind, deal->to_move, TAROT_CARD_NONE, (guint8) arg };

  g_assert_true (tarot_deal_is_legal (rules, deal, action));
  tarot_deal_apply (rules, deal, action);
}

static guint
announcement (const TarotRules *rules,
              const char       *id)
{
  guint arg = G_MAXUINT;

  g_assert_true (rules->family->arg_from_string (rules, TAROT_ACTION_ANNOUNCE, id, &arg));
  return arg;
}

/* A random player's action, while the phase is @phase: the discard, or the tricks to
 * the end (TAROT_PHASE_PLAY stops at an announcement) */
static void
play_randomly (const TarotRules *rules,
               TarotDeal        *deal,
               TarotRng         *rng,
               TarotPhase        phase)
{
  while (deal->phase == phase)
    {
      TarotPlayerView view;

      tarot_deal_make_view (rules, deal, deal->to_move, &view);
      tarot_deal_apply (rules, deal, tarot_random_player_choose (&view, rng));
    }
}

/* S5: Solo after round 1, 2 or 3 (solista di cinque, dieci, quindici); with the Giove,
 * the Fuggitivo and the Picciotti the scommessa in the same pause or a later one; the
 * Solo takes the monte (shown), discards, may announce the last trick, leads. */
static void
test_s5_solo (void)
{
  g_autofree TarotRules *rules = vanto_rules (NULL, NULL);
  g_autofree TarotRules *unshown = vanto_rules ("monte_unshown", "true");
  const TarotSicilianCards *cards = &SR (rules)->cards;
  const TarotCard diecine[3] = { cards->named[TAROT_SICILIAN_GIOVE], cards->named[TAROT_SICILIAN_PICCIOTTI],
                                 TAROT_CARD_FOOL };
  guint dieci, cinque;
  TarotDeal deal;
  TarotOutcome outcome;
  TarotRng rng;

  g_assert_true (tarot_rules_find_contract (rules, "solo_dieci", &dieci));
  g_assert_true (tarot_rules_find_contract (rules, "solo_cinque", &cinque));
  tarot_deal_setup (rules, &deal, 0, 7);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (deal.to_move, ==, 1);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 5);
  /* after round 1 the Solo is di cinque: the dieci is not yet on offer */
  g_assert_false (tarot_deal_is_legal (rules, &deal, (TarotAction) { TAROT_ACTION_BID, 1, TAROT_CARD_NONE, dieci }));
  for (guint s = 0; s < 3; s++)
    apply_legal (rules, &deal, TAROT_ACTION_PASS, 0);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[2]), ==, 10);
  g_assert_cmpuint (deal.to_move, ==, 1);
  give (rules, &deal, 2, diecine, 3);
  apply_legal (rules, &deal, TAROT_ACTION_PASS, 0);
  apply_legal (rules, &deal, TAROT_ACTION_BID, dieci);
  /* the scommessa in the same pause, then none after the next round */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (deal.to_move, ==, 2);
  apply_legal (rules, &deal, TAROT_ACTION_PASS, 0);
  g_assert_cmpuint (deal.to_move, ==, 2);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[2]), ==, 15);
  apply_legal (rules, &deal, TAROT_ACTION_ANNOUNCE, announcement (rules, "scommessa"));
  /* the deal is complete: the monte, shown, to the Solo */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[2]), ==, 23);
  g_assert_cmpuint (tarot_card_set_count (deal.talon_shown), ==, 3);
  tarot_rng_init (&rng, 3);
  play_randomly (rules, &deal, &rng, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  apply_legal (rules, &deal, TAROT_ACTION_ANNOUNCE, announcement (rules, "ultima"));
  g_assert_cmpuint (deal.trick_leader[0], ==, 2);
  while (!tarot_deal_is_over (&deal))
    {
      if (deal.phase == TAROT_PHASE_ANNOUNCE)
        apply_legal (rules, &deal, TAROT_ACTION_PASS, 0);
      play_randomly (rules, &deal, &rng, TAROT_PHASE_PLAY);
    }
  tarot_deal_outcome (rules, &deal, &outcome);
  g_assert_cmpuint (outcome.contract, ==, dieci);
  g_assert_cmpuint (outcome.n_bonuses, >=, 2);

  /* the monte unshown by agreement */
  tarot_deal_setup (unshown, &deal, 0, 7);
  apply_legal (unshown, &deal, TAROT_ACTION_BID, cinque);
  while (deal.phase == TAROT_PHASE_DEALING)
    apply_legal (unshown, &deal, TAROT_ACTION_PASS, 0);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.declarer, ==, 1);
  g_assert_true (tarot_card_set_is_empty (deal.talon_shown));
}

/* S5: no Solo → the dealer's right says "Chiamo", takes the monte and leads; the
 * ternone is said before a player plays one of the 13, 14 and 15. */
static void
test_s5_chiamo_ternone (void)
{
  g_autofree TarotRules *rules = vanto_rules (NULL, NULL);
  const TarotCard ternone[3] = { T (13), T (14), T (15) };
  TarotDeal deal;
  TarotOutcome outcome;
  TarotScore score;
  TarotRng rng;
  gboolean asked = FALSE;

  tarot_deal_setup (rules, &deal, 1, 11);
  give (rules, &deal, 0, ternone, 3);
  for (guint i = 0; i < 9; i++)
    apply_legal (rules, &deal, TAROT_ACTION_PASS, 0);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.declarer, ==, 2);
  g_assert_cmpuint (deal.contract, ==, 0);
  tarot_rng_init (&rng, 5);
  play_randomly (rules, &deal, &rng, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (deal.trick_leader[0], ==, 2);
  while (!tarot_deal_is_over (&deal))
    {
      if (deal.phase == TAROT_PHASE_ANNOUNCE)
        {
          g_assert_cmpuint (deal.to_move, ==, 0);
          g_assert_false (asked);
          asked = TRUE;
          apply_legal (rules, &deal, TAROT_ACTION_ANNOUNCE, announcement (rules, "ternone"));
        }
      play_randomly (rules, &deal, &rng, TAROT_PHASE_PLAY);
    }
  g_assert_true (asked);
  tarot_deal_outcome (rules, &deal, &outcome);
  rules->rubber.pool = 30;
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpstr (score.lines[score.n_lines - 1].label, ==, "Ternone (“Questa vi saluta”): 5 from each");
  g_assert_cmpint (score.lines[score.n_lines - 1].amounts[0], ==, 10);
}

static JsonObject *
parse (const char *json)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

/* The pool in a score-keeping session, over four hands: 30 in and taken (0), 30 in
 * and doubled (60), left alone by a Chiamo (60), taken (0); saved and loaded. */
static void
test_pool_session (void)
{
  static const char *const hands[] = {
    "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 63, \"ultima\": \"won\"}",
    "{\"contract\": \"solo_quindici\", \"declarer\": 1, \"card_points\": 50, \"ultima\": \"lost\"}",
    "{\"contract\": \"chiamo\", \"declarer\": 0, \"points\": [40, 35, 34]}",
    "{\"contract\": \"solo_cinque\", \"declarer\": 2, \"card_points\": 70, \"ultima\": \"won\"}",
  };
  static const gint32 before[] = { 0, 0, 60, 60 };
  static const gint32 delta[] = { 0, 60, 0, -60 };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("vanto-antico", &error);
  g_autoptr(TarotTableSession) session = NULL;
  g_autoptr(TarotTableSession) back = NULL;
  g_autoptr(JsonObject) saved = NULL;
  g_autoptr(JsonObject) sheet = NULL;
  g_autoptr(TarotScoreSheet) sheet_back = NULL;
  JsonArray *rows;

  g_assert_no_error (error);
  session = tarot_table_session_new (variant, 3, NULL, NULL, 0, &error);
  g_assert_no_error (error);
  for (guint h = 0; h < G_N_ELEMENTS (hands); h++)
    {
      g_autoptr(JsonObject) hand = parse (hands[h]);
      TarotScoreRow *row;
      gint64 sum;

      g_assert_cmpint (tarot_table_session_get_rules (session)->rubber.pool, ==, before[h]);
      g_assert_true (tarot_table_session_add_hand (session, hand, &error));
      g_assert_no_error (error);
      row = tarot_table_session_get_hand_row (session, h);
      g_assert_cmpint (tarot_score_row_get_pool (row), ==, delta[h]);
      sum = tarot_score_row_get_pool (row);
      for (guint s = 0; s < 3; s++)
        sum += tarot_score_row_get_amount (row, s);
      g_assert_cmpint (sum, ==, 0);
    }
  g_assert_cmpint (tarot_table_session_get_rules (session)->rubber.pool, ==, 0);
  g_assert_true (g_str_has_suffix (tarot_score_row_get_summary (tarot_table_session_get_hand_row (session, 1)),
                                   "· pool 60"));

  /* the sheet saves each row's pool (rows[].pool), the session the hands it comes from */
  sheet = tarot_score_sheet_to_json (tarot_table_session_get_score_sheet (session));
  rows = json_object_get_array_member (sheet, "rows");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (rows, 1), "pool"), ==, 60);
  g_assert_false (json_object_has_member (json_array_get_object_element (rows, 0), "pool"));
  sheet_back = tarot_score_sheet_new_from_json (sheet, "s.json", NULL, &error);
  g_assert_no_error (error);
  for (guint h = 0; h < G_N_ELEMENTS (hands); h++)
    g_assert_cmpint (tarot_score_row_get_pool (tarot_score_sheet_get_row (sheet_back, h)), ==, delta[h]);
  saved = tarot_table_session_to_json (session);
  back = tarot_table_session_new_from_json (saved, NULL, &error);
  g_assert_no_error (error);
  for (guint h = 0; h < G_N_ELEMENTS (hands); h++)
    g_assert_cmpint (tarot_score_row_get_pool (tarot_table_session_get_hand_row (back, h)), ==, delta[h]);
  g_assert_cmpint (memcmp (&tarot_table_session_get_rules (back)->rubber,
                           &tarot_table_session_get_rules (session)->rubber, sizeof (TarotRubber)), ==, 0);
}

/* The pool in a played game: carried over five hands, never below 0, the sheet
 * zero-sum with it; saved and loaded. */
static void
test_pool_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("vanto-antico", &error);
  g_autoptr(TarotGame) game = NULL;
  g_autoptr(TarotGame) back = NULL;
  g_autoptr(JsonObject) saved = NULL;
  TarotScoreSheet *sheet;
  TarotRng rng;
  gint64 pool = 0;

  g_assert_no_error (error);
  game = tarot_game_new (variant, 3, NULL, NULL, 0, 17, &error);
  g_assert_no_error (error);
  tarot_rng_init (&rng, 9);
  for (guint hand = 0; hand < 5; hand++)
    {
      TarotScoreRow *row;
      gint64 sum;

      g_assert_cmpint (tarot_game_get_rules (game)->rubber.pool, ==, pool);
      while (!tarot_game_is_hand_over (game))
        {
          TarotPlayerView view;

          tarot_game_get_view (game, tarot_game_get_to_move (game), &view);
          g_assert_true (tarot_game_apply (game, tarot_random_player_choose (&view, &rng), &error));
          g_assert_no_error (error);
        }
      g_assert_true (tarot_game_next_hand (game, &error));
      g_assert_no_error (error);
      sheet = tarot_game_get_score_sheet (game);
      row = tarot_score_sheet_get_row (sheet, tarot_score_sheet_get_n_rows (sheet) - 1);
      pool += tarot_score_row_get_pool (row);
      g_assert_cmpint (pool, >=, 0);
      sum = tarot_score_row_get_pool (row);
      for (guint s = 0; s < 3; s++)
        sum += tarot_score_row_get_amount (row, s);
      g_assert_cmpint (sum, ==, 0);
    }
  g_assert_cmpint (tarot_game_get_rules (game)->rubber.pool, ==, pool);
  saved = tarot_game_to_json (game);
  back = tarot_game_new_from_json (saved, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tarot_game_get_rules (back)->rubber.pool, ==, pool);
}

/* A saved sheet whose pool cannot be: below nothing, or not what its lines pay in. */
static void
test_pool_hostile_save (void)
{
  static const struct
  {
    const char *rows;
    const char *message;
  } cases[] = {
    { "[{\"hand\": 1, \"dealer\": 0, \"summary\": \"x\", \"pool\": -30,"
      " \"lines\": [{\"label\": \"x\", \"amounts\": [10, 10, 10], \"pot\": true}]}]",
      "rows[0].pool: the pool would hold -30 after this hand" },
    { "[{\"hand\": 1, \"dealer\": 0, \"summary\": \"x\", \"pool\": 60,"
      " \"lines\": [{\"label\": \"x\", \"amounts\": [-10, -10, -10], \"pot\": true}]}]",
      "rows[0].pool: the pool lines pay 30 into the pool, not 60" },
    { "[{\"hand\": 1, \"dealer\": 0, \"summary\": \"x\", \"pool\": \"lots\", \"lines\": []}]",
      "rows[0].pool: expected an integer" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *json = g_strdup_printf ("{\"format\": \"triumphs-score-sheet\", \"version\": 1,"
                                               " \"variant\": \"vanto-antico\", \"players\": [\"A\", \"B\", \"C\"],"
                                               " \"rows\": %s}", cases[i].rows);
      g_autoptr(JsonObject) object = parse (json);
      g_autoptr(TarotScoreSheet) sheet = tarot_score_sheet_new_from_json (object, "s.json", NULL, &error);

      g_assert_null (sheet);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].message));
    }
}

/* What a table must not enter: each error names its key. */
static void
test_s5_hostile_outcomes (void)
{
  static const struct
  {
    const char *json;
    const char *field;
  } cases[] = {
    { "{\"contract\": \"solo\", \"declarer\": 0, \"card_points\": 60}", "contract" },
    { "{\"contract\": \"solo_dieci\", \"declarer\": 3, \"card_points\": 60}", "declarer" },
    { "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 110}", "card_points" },
    { "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 60, \"bonus\": 1}", "bonus" },
    { "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 60, \"cinquine\": [5, 4]}", "cinquine" },
    { "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 60, \"cinquine\": [9, 0]}", "cinquine" },
    { "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 60, \"scommessa\": \"made\"}",
      "scommessa_round" },
    { "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 60, \"scommessa\": \"made\","
      " \"scommessa_round\": 1}", "scommessa_round" },
    { "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 60, \"scommessa_round\": 2}",
      "scommessa_round" },
    { "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 20, \"scommessa\": \"made\","
      " \"scommessa_round\": 2}", "scommessa" },
    { "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 60, \"ultima\": \"maybe\"}", "ultima" },
    { "{\"contract\": \"solo_dieci\", \"declarer\": 0, \"card_points\": 60, \"ternone\": 5}", "ternone" },
    { "{\"contract\": \"chiamo\", \"declarer\": 0, \"points\": [40, 35]}", "points" },
    { "{\"contract\": \"chiamo\", \"declarer\": 0, \"points\": [40, 35, 30]}", "points" },
    { "{\"contract\": \"chiamo\", \"declarer\": 0, \"points\": [40, 35, 34], \"card_points\": 3}", "card_points" },
    { "{\"contract\": \"chiamo\", \"declarer\": 0, \"points\": [40, 35, 34],"
      " \"captures\": [{\"by\": 1, \"from\": 1}]}", "captures" },
    { "{\"contract\": \"chiamo\", \"declarer\": 0, \"points\": [40, 35, 34],"
      " \"captures\": [{\"by\": 1}]}", "captures" },
    { "{\"contract\": \"chiamo\", \"declarer\": 0, \"points\": [40, 35, 34], \"captures\": [1, 2, 3, 4, 5, 6, 7, 8, 9]}",
      "captures" },
  };
  g_autofree TarotRules *rules = vanto_rules (NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *field = NULL;
      TarotOutcome outcome;

      g_assert_false (read_outcome (rules, cases[i].json, &outcome, &error));
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      field = tarot_outcome_error_field (error);
      g_test_message ("%s → %s", cases[i].json, error->message);
      g_assert_cmpstr (field, ==, cases[i].field);
    }
}

/* Random legal hands: the cards conserved, 109 points, each hand zero-sum with the
 * pool, the outcome JSON read back to the same score, the replay the same deal. */
static void
test_random_hands (void)
{
  g_autofree TarotRules *rules = vanto_rules (NULL, NULL);
  guint n_solo = 0, n_ultima = 0;
  TarotRng rng;

  tarot_rng_init (&rng, 2026);
  for (guint hand = 0; hand < 2000; hand++)
    {
      g_autoptr(JsonObject) json = NULL;
      g_autoptr(GError) error = NULL;
      TarotAction actions[256];
      guint n_actions = 0;
      TarotDeal deal, again;
      TarotOutcome outcome, read;
      TarotScore score, reread;

      rules->rubber.pool = (gint32) (hand % 3) * 30;
      tarot_deal_setup (rules, &deal, hand % 3, hand * 31u + 5);
      while (!tarot_deal_is_over (&deal))
        {
          TarotPlayerView view;
          TarotAction a;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          a = tarot_random_player_choose (&view, &rng);
          /* in every other hand nobody goes Solo: a Chiamo */
          if (a.kind == TAROT_ACTION_BID && hand % 2 == 0)
            a = (TarotAction) { TAROT_ACTION_PASS, a.seat, TAROT_CARD_NONE, 0 };
          g_assert_true (tarot_deal_is_legal (rules, &deal, a));
          tarot_deal_apply (rules, &deal, a);
          g_assert_cmpuint (n_actions, <, G_N_ELEMENTS (actions));
          actions[n_actions++] = a;
          g_assert_true (tarot_deal_check_cards (rules, &deal, NULL));
        }
      tarot_deal_outcome (rules, &deal, &outcome);
      g_assert_cmpuint (outcome.end, ==, TAROT_END_PLAYED);
      g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 109);
      n_solo += outcome.extra[EXTRA_MODE] == MODE_SOLO;
      n_ultima += deal.declarer != TAROT_NO_SEAT &&
                  (deal.announced[deal.declarer] & (1u << announcement (rules, "ultima"))) != 0;
      tarot_rules_score (rules, &outcome, &score, TRUE);
      assert_zero_sum_with_pool (&score);
      g_assert_cmpint (rules->rubber.pool + score.pool, >=, 0);

      json = rules->family->outcome_to_json (rules, &outcome);
      g_assert_true (rules->family->outcome_from_json (rules, json, &read, &error));
      g_assert_no_error (error);
      tarot_rules_score (rules, &read, &reread, TRUE);
      g_assert_cmpuint (reread.n_lines, ==, score.n_lines);
      for (guint s = 0; s < 3; s++)
        g_assert_cmpint (reread.totals[s], ==, score.totals[s]);
      g_assert_cmpint (reread.pool, ==, score.pool);

      tarot_deal_setup (rules, &again, hand % 3, hand * 31u + 5);
      for (guint i = 0; i < n_actions; i++)
        tarot_deal_apply (rules, &again, actions[i]);
      g_assert_cmpint (memcmp (&again, &deal, sizeof deal), ==, 0);
    }
  g_test_message ("%u Solos, %u last tricks announced in 2000 hands", n_solo, n_ultima);
  g_assert_cmpuint (n_solo, >, 100);
  g_assert_cmpuint (n_solo, <, 1900);
  g_assert_cmpuint (n_ultima, >, 10);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sicilian/s5/examples", test_s5_examples);
  g_test_add_func ("/sicilian/s5/premiums", test_s5_premiums);
  g_test_add_func ("/sicilian/s5/chiamo", test_s5_chiamo);
  g_test_add_func ("/sicilian/s5/pool-scoring", test_s5_pool_scoring);
  g_test_add_func ("/sicilian/s5/solo", test_s5_solo);
  g_test_add_func ("/sicilian/s5/chiamo-ternone", test_s5_chiamo_ternone);
  g_test_add_func ("/sicilian/s5/hostile-outcomes", test_s5_hostile_outcomes);
  g_test_add_func ("/sicilian/s5/random-hands", test_random_hands);
  g_test_add_func ("/pool/session", test_pool_session);
  g_test_add_func ("/pool/game", test_pool_game);
  g_test_add_func ("/pool/hostile-save", test_pool_hostile_save);
  return g_test_run ();
}
