/* test-french.c — French Tarot rules, rules/french-tarot.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Test names cite the section of the rule specification they check;
 * the worked examples of §12 are E1–E7.
 */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "ai/tarot-random-player.h"
#include "model/families/tarot-french.h"
#include "model/tarot-variant.h"

static TarotVariant *variant;

static TarotRules *
rules_for (guint       n_players,
           const char *option,
           const char *value)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  TarotRules *rules = g_new0 (TarotRules, 1);

  if (option != NULL)
    g_hash_table_insert (options, (gpointer) option, (gpointer) value);
  g_assert_true (tarot_variant_build_rules (variant, n_players, options, rules, &error));
  g_assert_no_error (error);
  return rules;
}

static TarotCard
card (const char *str)
{
  TarotCard c = TAROT_CARD_NONE;

  if (!tarot_pack_card_from_string (tarot_variant_get_pack (variant), str, &c))
    g_error ("bad card id in test: %s", str);
  return c;
}

static TarotCardSet
cards (const char *list)
{
  g_auto(GStrv) ids = g_strsplit (list, " ", -1);
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  for (guint i = 0; ids[i] != NULL; i++)
    if (*ids[i] != '\0')
      tarot_card_set_add (&set, card (ids[i]));
  return set;
}

static guint
contract (const TarotRules *rules,
          const char       *id)
{
  for (guint c = 0; c < rules->n_contracts; c++)
    if (g_str_equal (rules->contract_ids[c], id))
      return c;
  g_assert_not_reached ();
}

static TarotAction
act (TarotActionKind kind,
     guint           seat,
     TarotCard       c,
     guint           arg)
{
  TarotAction a = { kind, seat, c, arg };

  return a;
}

static void
apply_checked (const TarotRules *rules,
               TarotDeal        *deal,
               TarotAction       action)
{
  g_assert_true (tarot_deal_is_legal (rules, deal, action));
  tarot_deal_apply (rules, deal, action);
}

/* A deal with the given hands (dealer 0, so seat 1 speaks and leads
 * first); every other card lies in the talon. */
static void
deal_with_hands (const TarotRules  *rules,
                 TarotDeal         *deal,
                 const TarotCardSet *hands,
                 TarotCardSet       talon)
{
  TarotCardSet rest = rules->pack;

  tarot_deal_setup (rules, deal, 0, 1);
  for (guint p = 0; p < rules->n_players; p++)
    {
      deal->hands[p] = hands[p];
      rest = tarot_card_set_minus (rest, hands[p]);
    }
  deal->talon = tarot_card_set_is_empty (talon) ? rest : talon;
  deal->phase = TAROT_PHASE_AUCTION;
  deal->end = TAROT_END_NONE;
  deal->to_move = 1;
}

/* Seat 1 takes @contract_id, everybody else passes. */
static void
auction (const TarotRules *rules,
         TarotDeal        *deal,
         const char       *contract_id)
{
  apply_checked (rules, deal, act (TAROT_ACTION_BID, 1, TAROT_CARD_NONE, contract (rules, contract_id)));
  for (guint i = 2; i <= rules->n_players; i++)
    apply_checked (rules, deal, act (TAROT_ACTION_PASS, i % rules->n_players, TAROT_CARD_NONE, 0));
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

static void
assert_cards (TarotCardSet got,
              const char  *expected)
{
  if (!tarot_card_set_equal (got, cards (expected)))
    {
      g_autoptr(GString) s = g_string_new (NULL);

      TAROT_CARD_SET_FOREACH (got, c)
        g_string_append_printf (s, "%s ", tarot_pack_card_to_string (tarot_variant_get_pack (variant), c));
      g_error ("expected {%s}, got {%s}", expected, s->str);
    }
}

/* ------------------------------------------------------------ scoring */

static void
score_outcome (const TarotRules *rules,
               const char       *json,
               TarotScore       *score)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  TarotOutcome outcome;
  gboolean ok;

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  ok = rules->family->outcome_from_json (rules, json_node_get_object (json_parser_get_root (parser)),
                                         &outcome, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  tarot_rules_score (rules, &outcome, score, TRUE);
  for (guint i = 0; i < score->n_lines; i++)
    g_test_message ("%s", score->lines[i].label);
}

static void
assert_totals (const TarotScore *score,
               gint32            declarer,
               gint32            defender)
{
  gint32 sum = 0;

  g_assert_cmpint (score->totals[0], ==, declarer);
  for (guint p = 1; p < score->n_players; p++)
    g_assert_cmpint (score->totals[p], ==, defender);
  for (guint p = 0; p < score->n_players; p++)
    sum += score->totals[p];
  g_assert_cmpint (sum, ==, 0);
}

/* §12 E1 and §4: half-point and pair methods agree */
static void
test_e1_counting (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotCardSet side = cards ("T-21 EXC S-K H-Q S-1 S-2 S-3 S-4 S-5 S-6 S-7 S-8 S-9 S-10");
  guint standard = 0, n = tarot_card_set_count (side);

  g_assert_cmpuint (tarot_rules_count_points (rules, side), ==, 22 * 2);
  TAROT_CARD_SET_FOREACH (side, c)
    standard += rules->value[c];
  g_assert_cmpuint (standard, ==, 29);
  g_assert_cmpuint (standard - n / 2, ==, 22);
  g_assert_cmpuint (tarot_card_set_count (tarot_card_set_intersect (side, rules->honours)), ==, 2);
  g_assert_cmpuint (tarot_rules_count_points (rules, rules->pack), ==, 91 * 2);
}

/* §4: 2 bouts need 41; exactly 41 wins by 0, 40.5 loses (3 players) */
static void
test_thresholds (void)
{
  g_autofree TarotRules *rules = rules_for (3, NULL, NULL);
  TarotScore score;

  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 41, \"bouts\": 2}", &score);
  assert_totals (&score, 50, -25);
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 40.5, \"bouts\": 2}", &score);
  assert_totals (&score, -52, 26);
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 56, \"bouts\": 0}", &score);
  assert_totals (&score, 50, -25);
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 50, \"bouts\": 1}", &score);
  assert_totals (&score, -52, 26);
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 36, \"bouts\": 3}", &score);
  assert_totals (&score, 50, -25);
}

/* §12 E2: Garde made, defence wins Petit au bout, defender's poignée */
static void
test_e2_garde_petit_au_bout_defence (void)
{
  const char *json = "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
                     " \"petit_au_bout\": {\"winner\": 2, \"played_by\": 1},"
                     " \"poignees\": [{\"seat\": 1, \"level\": \"simple\"}]}";
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  g_autofree TarotRules *rules10 = rules_for (4, "poignee_values", "10_20_30");
  TarotScore score;

  score_outcome (rules, json, &score);
  assert_totals (&score, 174, -58);
  g_assert_cmpstr (score.lines[0].label, ==, "Garde: 25 + 4 − 10 = 19 × 2 = 38");
  g_assert_cmpint (score.lines[1].amounts[1], ==, -20);

  /* Q1: with the seed's own poignée value of 10 */
  score_outcome (rules10, json, &score);
  assert_totals (&score, 144, -48);
}

/* §12 E3: Garde sans failed, declarer wins Petit au bout, declarer's poignée */
static void
test_e3_garde_sans_failed (void)
{
  const char *json = "{\"contract\": \"garde_sans\", \"declarer\": 0, \"points\": 36, \"bouts\": 2,"
                     " \"petit_au_bout\": {\"winner\": 0},"
                     " \"poignees\": [{\"seat\": 0, \"level\": \"simple\"}]}";
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  g_autofree TarotRules *rules10 = rules_for (4, "poignee_values", "10_20_30");
  TarotScore score;

  score_outcome (rules, json, &score);
  assert_totals (&score, -300, 100);
  g_assert_cmpstr (score.lines[0].label, ==, "Garde sans: −(25 + 5) + 10 = −20 × 4 = −80");
  score_outcome (rules10, json, &score);
  assert_totals (&score, -270, 90);
}

/* §12 E4: Prise failed, the declarer's Petit captured in the last trick */
static void
test_e4_prise_petit_captured (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotScore score;

  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 47, \"bouts\": 1,"
                        " \"petit_au_bout\": {\"winner\": 3, \"played_by\": 0},"
                        " \"poignees\": [{\"seat\": 2, \"level\": \"double\"}]}", &score);
  assert_totals (&score, -207, 69);
}

/* §12 E5: announced Chelem made, as scored from its outcome */
static void
test_e5_chelem_score (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotScore score;

  score_outcome (rules, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 91, \"bouts\": 3,"
                        " \"petit_au_bout\": {\"winner\": 0},"
                        " \"chelem\": {\"announced\": true, \"made\": true}}", &score);
  assert_totals (&score, 1740, -580);
  /* announced and failed: −200 per opponent on top of the contract */
  score_outcome (rules, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 80, \"bouts\": 3,"
                        " \"chelem\": {\"announced\": true, \"made\": false}}", &score);
  assert_totals (&score, 3 * ((25 + 44) * 2 - 200), -((25 + 44) * 2 - 200));
}

/* §12 E6: 3 players, half points rounded in the winner's favour */
static void
test_e6_three_players_half_points (void)
{
  g_autofree TarotRules *rules = rules_for (3, NULL, NULL);
  TarotScore score;

  score_outcome (rules, "{\"contract\": \"garde_contre\", \"declarer\": 0, \"points\": 40.5, \"bouts\": 3,"
                        " \"poignees\": [{\"seat\": 0, \"level\": \"simple\"}]}", &score);
  assert_totals (&score, 400, -200);
  /* counter-case: short by ½ loses, margin 1 */
  score_outcome (rules, "{\"contract\": \"garde_contre\", \"declarer\": 0, \"points\": 35.5, \"bouts\": 3,"
                        " \"poignees\": [{\"seat\": 0, \"level\": \"simple\"}]}", &score);
  assert_totals (&score, -352, 176);
}

/* §12 E7 and §11.3: appel5, sharing 2:1 (default), equal, harmonised */
static void
test_e7_appel5 (void)
{
  const char *json = "{\"contract\": \"garde\", \"declarer\": 0, \"partner\": 2, \"points\": 50, \"bouts\": 2,"
                     " \"poignees\": [{\"seat\": 0, \"level\": \"simple\"}]}";
  g_autofree TarotRules *rules = rules_for (5, NULL, NULL);
  g_autofree TarotRules *equal = rules_for (5, "appel_sharing", "equal");
  g_autofree TarotRules *harmonised = rules_for (5, "appel_scoring", "harmonised");
  TarotScore score;

  score_outcome (rules, json, &score);
  g_assert_cmpint (score.totals[0], ==, 172);
  g_assert_cmpint (score.totals[2], ==, 86);
  g_assert_cmpint (score.totals[1], ==, -86);
  g_assert_cmpint (score.totals[3], ==, -86);
  g_assert_cmpint (score.totals[4], ==, -86);

  score_outcome (equal, json, &score);
  g_assert_cmpint (score.totals[0], ==, 129);
  g_assert_cmpint (score.totals[2], ==, 129);
  g_assert_cmpint (score.totals[1], ==, -86);

  score_outcome (harmonised, json, &score);
  g_assert_cmpint (score.totals[0], ==, 176);
  g_assert_cmpint (score.totals[2], ==, 88);
  g_assert_cmpint (score.totals[4], ==, -88);

  /* alone (own King called): the declarer takes all 4X */
  score_outcome (rules, "{\"contract\": \"garde\", \"declarer\": 0, \"partner\": null, \"points\": 50,"
                        " \"bouts\": 2}", &score);
  g_assert_cmpint (score.totals[0], ==, 4 * 76);
  g_assert_cmpint (score.totals[3], ==, -76);
}

/* Five amounts, one per seat, as a line or the totals should read. */
static void
assert_five (const gint32 *got,
             gint32        s0,
             gint32        s1,
             gint32        s2,
             gint32        s3,
             gint32        s4)
{
  const gint32 want[5] = { s0, s1, s2, s3, s4 };

  g_assert_cmpmem (got, sizeof want, want, sizeof want);
}

/* §11.3: appel5 defender's poignée and Petit au bout are personal */
static void
test_appel5_personal_bonuses (void)
{
  g_autofree TarotRules *rules = rules_for (5, NULL, NULL);
  TarotScore score;

  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"partner\": 1, \"points\": 51, \"bouts\": 1,"
                        " \"poignees\": [{\"seat\": 3, \"level\": \"simple\"}],"
                        " \"petit_au_bout\": {\"winner\": 4, \"played_by\": 2}}", &score);
  g_assert_cmpuint (score.n_lines, ==, 3);
  /* game: (10 + 0) × 1 = 10 per defender, 2:1 → 20 / 10 */
  assert_five (score.lines[0].amounts, 20, 10, -10, -10, -10);
  /* poignée: seat 3 collects 10 from each of the other four */
  assert_five (score.lines[1].amounts, -10, -10, -10, 40, -10);
  /* Petit au bout: seat 2, whose Petit seat 4 took, pays 10 to each of
   * the other four; seat 4 gets his 10 like the others, nothing more */
  assert_five (score.lines[2].amounts, 10, 10, -40, 10, 10);
  g_assert_cmpstr (score.lines[2].label, ==, "Petit lost at the end (personal): 10 to each player");
  assert_five (score.totals, 20, 10, -60, 40, -10);
}

/* §11.3, S001 9.17 ruling: the Petit au bout is personal and paid
 * 10 × the multiplier by or to each other player; whoever captures
 * another player's Petit is paid nothing extra */
static void
test_appel5_petit_au_bout (void)
{
  g_autofree TarotRules *rules = rules_for (5, NULL, NULL);
  TarotScore score;

  /* Garde (×4), 2 bouts, 41 points: X = (10 + 0) × 4 = 40 per defender,
   * 120 shared 2:1.  A defender (seat 3) takes the declarer's Petit:
   * the declarer pays 40 to each of the other four */
  score_outcome (rules, "{\"contract\": \"garde\", \"declarer\": 0, \"partner\": 2, \"points\": 41, \"bouts\": 2,"
                        " \"petit_au_bout\": {\"winner\": 3, \"played_by\": 0}}", &score);
  g_assert_cmpuint (score.n_lines, ==, 2);
  assert_five (score.lines[0].amounts, 80, -40, 40, -40, -40);
  assert_five (score.lines[1].amounts, -160, 40, 40, 40, 40);
  g_assert_cmpstr (score.lines[1].label, ==, "Petit lost at the end (personal): 10 × 4 = 40 to each player");
  assert_five (score.totals, -80, 0, 80, 0, 0);

  /* Garde sans (×8), 3 bouts, 36 points: X = 80, 240 shared 2:1.  The
   * partner wins the last trick with his own Petit: 80 from each */
  score_outcome (rules, "{\"contract\": \"garde_sans\", \"declarer\": 0, \"partner\": 2, \"points\": 36, \"bouts\": 3,"
                        " \"petit_au_bout\": {\"winner\": 2, \"played_by\": 2}}", &score);
  assert_five (score.lines[0].amounts, 160, -80, 80, -80, -80);
  assert_five (score.lines[1].amounts, -80, -80, 320, -80, -80);
  g_assert_cmpstr (score.lines[1].label, ==, "Petit au bout (personal): 10 × 8 = 80 from each player");
  assert_five (score.totals, 80, -160, 400, -160, -160);

  /* taken by his own partner, the Petit is lost all the same (Prise) */
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"partner\": 2, \"points\": 51, \"bouts\": 1,"
                        " \"petit_au_bout\": {\"winner\": 2, \"played_by\": 0}}", &score);
  assert_five (score.lines[1].amounts, -40, 10, 10, 10, 10);

  /* a defender who brings his own Petit home collects from everybody,
   * whatever the contract's result: Garde lost by 5, X = −60 */
  score_outcome (rules, "{\"contract\": \"garde\", \"declarer\": 0, \"partner\": 2, \"points\": 36, \"bouts\": 2,"
                        " \"petit_au_bout\": {\"winner\": 4, \"played_by\": 4}}", &score);
  assert_five (score.lines[0].amounts, -120, 60, -60, 60, 60);
  assert_five (score.lines[1].amounts, -40, -40, -40, -40, 160);
  assert_five (score.totals, -160, 20, -100, 20, 220);
}

/* ------------------------------------------------------ legal moves */

static void
play_setup (const TarotRules *rules,
            TarotDeal        *deal,
            const char       *h0,
            const char       *h1,
            const char       *h2,
            const char       *h3)
{
  TarotCardSet hands[4] = { cards (h0), cards (h1), cards (h2), cards (h3) };

  deal_with_hands (rules, deal, hands, TAROT_CARD_SET_EMPTY);
  auction (rules, deal, "garde_sans");
  apply_checked (rules, deal, act (TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0));
  g_assert_cmpint (deal->phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpint (deal->to_move, ==, 1);
}

static void
play (const TarotRules *rules,
      TarotDeal        *deal,
      const char       *c)
{
  apply_checked (rules, deal, act (TAROT_ACTION_PLAY, deal->to_move, card (c), 0));
}

/* §10.2 rules 1 and 2: follow suit (no need to win); the Excuse is always playable */
static void
test_legal_follow_suit (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotDeal deal;

  play_setup (rules, &deal, "S-9", "H-K S-2", "H-1 H-2 S-5 T-3 EXC", "H-3");
  play (rules, &deal, "H-K");
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_PLAY), "H-1 H-2 EXC");
}

/* §10.2 rule 3: void → trump, and overtrump when possible */
static void
test_legal_must_overtrump (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotDeal deal;

  play_setup (rules, &deal, "S-9", "H-K S-2", "T-10 S-3", "T-5 T-12 T-15 S-1 EXC");
  play (rules, &deal, "H-K");
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_PLAY), "T-10");
  play (rules, &deal, "T-10");
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_PLAY), "T-12 T-15 EXC");
}

/* §10.2 rule 3: unable to overtrump → any trump (undertrump) */
static void
test_legal_undertrump (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotDeal deal;

  play_setup (rules, &deal, "S-9", "H-K S-2", "T-10 S-3", "T-2 T-5 S-1");
  play (rules, &deal, "H-K");
  play (rules, &deal, "T-10");
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_PLAY), "T-2 T-5");
}

/* §10.2 rule 3: trumps led → a higher trump if possible */
static void
test_legal_trump_lead (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotDeal deal;

  play_setup (rules, &deal, "S-9", "T-8 S-2", "T-3 T-9 H-1", "S-1");
  play (rules, &deal, "T-8");
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_PLAY), "T-9");
}

/* §10.2 rule 4: neither the suit nor trumps → anything */
static void
test_legal_discard_any (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotDeal deal;

  play_setup (rules, &deal, "S-9", "H-K S-2", "S-1 C-2 D-3", "H-3");
  play (rules, &deal, "H-K");
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_PLAY), "S-1 C-2 D-3");
}

/* §10.2 rule 5: after a led Excuse the second card sets the suit */
static void
test_legal_excuse_led (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotDeal deal;

  play_setup (rules, &deal, "S-9 H-9", "EXC S-2", "H-1 T-3 S-4", "S-7 H-2 T-4");
  play (rules, &deal, "EXC");
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_PLAY), "H-1 T-3 S-4");
  play (rules, &deal, "S-4");
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_PLAY), "S-7");
  play (rules, &deal, "S-7");
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_PLAY), "S-9");
  play (rules, &deal, "S-9");
  /* §10.3: the Excuse never wins; the 9 does */
  g_assert_cmpint (deal.trick_winner[0], ==, 0);
}

/* §9.1: a poignée is offered only before one's first card, counting the Excuse */
static void
test_poignee_offer (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotActionList list;
  TarotDeal deal;
  guint offers = 0;

  play_setup (rules, &deal, "S-9", "T-1 T-2 T-3 T-4 T-5 T-6 T-7 T-8 T-9 EXC S-2", "S-3", "S-1");
  tarot_deal_legal_actions (rules, &deal, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.actions[i].kind == TAROT_ACTION_ANNOUNCE)
      {
        g_assert_cmpint (list.actions[i].arg, ==, TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE);
        offers++;
      }
  g_assert_cmpuint (offers, ==, 1);
  apply_checked (rules, &deal, act (TAROT_ACTION_ANNOUNCE, 1, TAROT_CARD_NONE,
                                    TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE));
  /* nine trumps and the Excuse make ten: the Excuse is needed, so all
   * ten are on offer, and nothing else */
  g_assert_cmpint (deal.to_move, ==, 1);
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_SHOW),
                "T-1 T-2 T-3 T-4 T-5 T-6 T-7 T-8 T-9 EXC");
  g_assert_true (tarot_card_set_is_empty (legal_cards (rules, &deal, TAROT_ACTION_PLAY)));
  for (guint t = 1; t <= 9; t++)
    apply_checked (rules, &deal, act (TAROT_ACTION_SHOW, 1, tarot_card_make_trump (t), 0));
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_SHOW), "EXC");
  apply_checked (rules, &deal, act (TAROT_ACTION_SHOW, 1, TAROT_CARD_FOOL, 0));
  /* all ten shown, still seat 1 to play, no second offer */
  g_assert_cmpuint (tarot_card_set_count (deal.shown), ==, 10);
  g_assert_cmpint (deal.to_move, ==, 1);
  tarot_deal_legal_actions (rules, &deal, &list);
  for (guint i = 0; i < list.n; i++)
    g_assert_cmpint (list.actions[i].kind, ==, TAROT_ACTION_PLAY);
}

/* §9.1: with more trumps than needed the player chooses which to show,
 * and the Excuse only once no other trump is left to make up the number */
static void
test_poignee_choice (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotDeal deal;

  play_setup (rules, &deal, "S-9",
              "T-1 T-2 T-3 T-4 T-5 T-6 T-7 T-8 T-9 T-10 T-21 EXC S-2", "S-3", "S-1");
  apply_checked (rules, &deal, act (TAROT_ACTION_ANNOUNCE, 1, TAROT_CARD_NONE,
                                    TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE));
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_SHOW),
                "T-1 T-2 T-3 T-4 T-5 T-6 T-7 T-8 T-9 T-10 T-21");
  g_assert_false (tarot_deal_is_legal (rules, &deal, act (TAROT_ACTION_SHOW, 1, TAROT_CARD_FOOL, 0)));
  g_assert_false (tarot_deal_is_legal (rules, &deal, act (TAROT_ACTION_SHOW, 1, tarot_card_set_first (cards ("S-2")), 0)));
  /* show the 21 and eight low trumps: one more to go, the Excuse still
   * not allowed while T-9 and T-10 remain */
  apply_checked (rules, &deal, act (TAROT_ACTION_SHOW, 1, tarot_card_make_trump (21), 0));
  for (guint t = 1; t <= 8; t++)
    apply_checked (rules, &deal, act (TAROT_ACTION_SHOW, 1, tarot_card_make_trump (t), 0));
  g_assert_false (tarot_deal_is_legal (rules, &deal, act (TAROT_ACTION_SHOW, 1, tarot_card_make_trump (21), 0)));
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_SHOW), "T-9 T-10");
  apply_checked (rules, &deal, act (TAROT_ACTION_SHOW, 1, tarot_card_make_trump (10), 0));
  g_assert_cmpuint (tarot_card_set_count (deal.shown), ==, 10);
  g_assert_true (tarot_card_set_contains (deal.shown, tarot_card_make_trump (21)));
  g_assert_false (tarot_card_set_contains (deal.shown, tarot_card_make_trump (9)));
  g_assert_true (tarot_card_set_is_empty (legal_cards (rules, &deal, TAROT_ACTION_SHOW)));
  g_assert_false (tarot_card_set_is_empty (legal_cards (rules, &deal, TAROT_ACTION_PLAY)));
}

/* §7: never a King or a bout; trumps only when plain cards run out, shown */
static void
test_discard_restrictions (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotCardSet hands[4] = {
    cards ("C-1 C-2 C-3 C-4 C-5 C-6 C-7 C-8 C-9 C-10 C-J C-C C-Q D-1 D-2 D-3 D-4 D-5"),
    cards ("S-K H-K D-K C-K T-1 T-21 EXC T-2 T-3 T-4 T-5 T-6 T-7 T-8 T-9 T-10 T-11 T-12"),
    TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY,
  };
  TarotDeal deal;

  deal_with_hands (rules, &deal, hands, cards ("S-1 S-2 S-3 T-13 T-14 T-15"));
  auction (rules, &deal, "garde");
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_true (tarot_card_set_equal (deal.talon_shown, cards ("S-1 S-2 S-3 T-13 T-14 T-15")));
  /* three plain cards for six discards: trumps other than the bouts allowed */
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_DISCARD),
                "S-1 S-2 S-3 T-2 T-3 T-4 T-5 T-6 T-7 T-8 T-9 T-10 T-11 T-12 T-13 T-14 T-15");
  for (guint i = 2; i <= 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("T-%u", i);

      apply_checked (rules, &deal, act (TAROT_ACTION_DISCARD, 1, card (id), 0));
    }
  g_assert_true (tarot_card_set_equal (deal.shown, cards ("T-2 T-3 T-4")));
  /* now exactly as many plain cards as discards left: only those */
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_DISCARD), "S-1 S-2 S-3");
}

static void
test_discard_plain_only (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotCardSet hands[4] = {
    cards ("C-1"),
    cards ("S-K T-1 T-21 EXC T-2 H-1 H-2 H-3 H-4 H-5 H-Q"),
    TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY,
  };
  TarotDeal deal;

  deal_with_hands (rules, &deal, hands, cards ("D-K D-1 D-2 T-13 T-14 T-15"));
  auction (rules, &deal, "prise");
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_DISCARD), "H-1 H-2 H-3 H-4 H-5 H-Q D-1 D-2");
}

/* §8: call a King; a Queen when the declarer holds all four Kings */
static void
test_call_king (void)
{
  g_autofree TarotRules *rules = rules_for (5, NULL, NULL);
  TarotCardSet hands[5] = {
    cards ("S-1"), cards ("S-K H-K D-K C-K T-5"), cards ("S-Q"), cards ("T-2"), cards ("T-3"),
  };
  TarotDeal deal;

  deal_with_hands (rules, &deal, hands, TAROT_CARD_SET_EMPTY);
  auction (rules, &deal, "garde_sans");
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_CALL);
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_CALL), "S-Q H-Q D-Q C-Q");
  apply_checked (rules, &deal, act (TAROT_ACTION_CALL, 1, card ("S-Q"), 0));
  g_assert_cmpint (deal.partner, ==, 2);

  hands[1] = cards ("S-K H-K D-K T-5");
  hands[2] = cards ("C-K");
  deal_with_hands (rules, &deal, hands, TAROT_CARD_SET_EMPTY);
  auction (rules, &deal, "garde_contre");
  assert_cards (legal_cards (rules, &deal, TAROT_ACTION_CALL), "S-K H-K D-K C-K");
  /* calling one's own King: alone */
  apply_checked (rules, &deal, act (TAROT_ACTION_CALL, 1, card ("H-K"), 0));
  g_assert_cmpint (deal.partner, ==, TAROT_NO_SEAT);
}

/* §5: petit sec annuls the deal, and only petit sec does */
static void
test_petit_sec (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  g_autofree TarotRules *play_on = rules_for (4, "petit_sec", "play");
  TarotCardSet petit = cards ("T-1");
  guint annulled = 0;

  for (guint64 seed = 1; seed <= 3000; seed++)
    {
      TarotDeal deal, other;
      gboolean sec = FALSE;

      tarot_deal_setup (rules, &deal, seed % 4, seed);
      for (guint p = 0; p < 4; p++)
        sec |= tarot_card_set_equal (tarot_card_set_intersect (deal.hands[p], rules->trumps), petit) &&
               !tarot_card_set_contains (deal.hands[p], TAROT_CARD_FOOL);
      g_assert_cmpint (sec, ==, deal.end == TAROT_END_ANNULLED);
      annulled += sec;

      tarot_deal_setup (play_on, &other, seed % 4, seed);
      g_assert_cmpint (other.phase, ==, TAROT_PHASE_AUCTION);
    }
  g_assert_cmpuint (annulled, >, 0);
}

/* §5: the dog gets cards between packets; the deal is reproducible */
static void
test_deal_shape (void)
{
  for (guint n = 3; n <= 5; n++)
    {
      g_autofree TarotRules *rules = rules_for (n, "petit_sec", "play");
      TarotDeal a, b;

      tarot_deal_setup (rules, &a, 1, 99);
      tarot_deal_setup (rules, &b, 1, 99);
      g_assert_cmpint (memcmp (&a, &b, sizeof a), ==, 0);
      g_assert_cmpuint (tarot_card_set_count (a.talon), ==, n == 5 ? 3 : 6);
      for (guint p = 0; p < n; p++)
        g_assert_cmpuint (tarot_card_set_count (a.hands[p]), ==, rules->hand_size);
      g_assert_true (tarot_deal_check_cards (rules, &a, NULL));
      /* §6: the dealer's right-hand neighbour speaks first */
      g_assert_cmpint (a.to_move, ==, 2);
    }
}

/* §6: one round, higher bids only, all pass → no score */
static void
test_auction (void)
{
  g_autofree TarotRules *rules = rules_for (4, "petit_sec", "play");
  TarotOutcome outcome;
  TarotScore score;
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 0, 5);
  apply_checked (rules, &deal, act (TAROT_ACTION_BID, 1, TAROT_CARD_NONE, contract (rules, "garde")));
  g_assert_false (tarot_deal_is_legal (rules, &deal, act (TAROT_ACTION_BID, 2, TAROT_CARD_NONE,
                                                           contract (rules, "prise"))));
  g_assert_false (tarot_deal_is_legal (rules, &deal, act (TAROT_ACTION_BID, 2, TAROT_CARD_NONE,
                                                           contract (rules, "garde"))));
  apply_checked (rules, &deal, act (TAROT_ACTION_BID, 2, TAROT_CARD_NONE, contract (rules, "garde_contre")));
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 3, TAROT_CARD_NONE, 0));
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 0, TAROT_CARD_NONE, 0));
  g_assert_cmpint (deal.declarer, ==, 2);
  /* Garde contre: the dog is not seen, straight to the announcement */
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_true (tarot_card_set_is_empty (deal.talon_shown));

  tarot_deal_setup (rules, &deal, 0, 5);
  for (guint i = 1; i <= 4; i++)
    apply_checked (rules, &deal, act (TAROT_ACTION_PASS, i % 4, TAROT_CARD_NONE, 0));
  g_assert_true (tarot_deal_is_over (&deal));
  g_assert_cmpint (deal.end, ==, TAROT_END_PASSED_OUT);
  tarot_deal_outcome (rules, &deal, &outcome);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpuint (score.n_lines, ==, 0);
}

/* Plays out a constructed hand: the declarer (seat 1) plays his
 * highest legal card except the Petit while he has another; the
 * others play their lowest legal card, the Excuse first if
 * @excuse_early. */
static void
play_out (const TarotRules *rules,
          TarotDeal        *deal,
          gboolean          excuse_early)
{
  while (!tarot_deal_is_over (deal))
    {
      TarotCardSet legal = legal_cards (rules, deal, TAROT_ACTION_PLAY);
      TarotCard c;

      if (deal->to_move == 1)
        {
          TarotCardSet others = legal;

          tarot_card_set_remove (&others, card ("T-1"));
          tarot_card_set_remove (&others, TAROT_CARD_FOOL);
          c = tarot_card_set_last (others);
          if (c == TAROT_CARD_NONE)
            c = tarot_card_set_first (legal);
        }
      else if (excuse_early && tarot_card_set_contains (legal, TAROT_CARD_FOOL))
        c = TAROT_CARD_FOOL;
      else
        c = tarot_card_set_first (legal);
      apply_checked (rules, deal, act (TAROT_ACTION_PLAY, deal->to_move, c, 0));
    }
}

static void
spread_suit_cards (TarotCardSet *hands,
                   TarotCardSet  dog,
                   const guint  *seats,
                   const guint  *counts,
                   guint         n)
{
  TarotCardSet rest = TAROT_CARD_SET_EMPTY;

  for (int s = 0; s < 4; s++)
    rest = tarot_card_set_union (rest, tarot_card_set_suit (s));
  rest = tarot_card_set_minus (rest, dog);
  for (guint i = 0; i < n; i++)
    for (guint k = 0; k < counts[i]; k++)
      {
        TarotCard c = tarot_card_set_first (rest);

        tarot_card_set_remove (&rest, c);
        tarot_card_set_add (&hands[seats[i]], c);
      }
}

/* §12 E5 played out: §9.3 the declarer leads after announcing,
 * §10.4 he keeps the Excuse, which wins the last trick, and the Petit
 * in the penultimate trick counts as au bout (§9.2) */
static void
test_e5_chelem_played (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotCardSet dog = cards ("S-1 S-2 S-3 S-4 S-5 S-6");
  TarotCardSet hands[4] = {
    TAROT_CARD_SET_EMPTY,
    cards ("EXC T-1 T-6 T-7 T-8 T-9 T-10 T-11 T-12 T-13 T-14 T-15 T-16 T-17 T-18 T-19 T-20 T-21"),
    cards ("T-2 T-3"), cards ("T-4 T-5"),
  };
  const guint seats[] = { 0, 2, 3 }, counts[] = { 18, 16, 16 };
  TarotOutcome outcome;
  TarotScore score;
  TarotDeal deal;

  spread_suit_cards (hands, dog, seats, counts, 3);
  deal_with_hands (rules, &deal, hands, dog);
  g_assert_true (tarot_deal_check_cards (rules, &deal, NULL));
  auction (rules, &deal, "garde");
  TAROT_CARD_SET_FOREACH (dog, c)
    apply_checked (rules, &deal, act (TAROT_ACTION_DISCARD, 1, c, 0));
  apply_checked (rules, &deal, act (TAROT_ACTION_ANNOUNCE, 1, TAROT_CARD_NONE, TAROT_FRENCH_ANNOUNCE_CHELEM));
  g_assert_cmpint (deal.to_move, ==, 1);
  /* the Excuse is held back while every trick is won */
  g_assert_false (tarot_card_set_contains (legal_cards (rules, &deal, TAROT_ACTION_PLAY), TAROT_CARD_FOOL));
  play_out (rules, &deal, FALSE);

  g_assert_cmpint (deal.tricks[17][0], ==, TAROT_CARD_FOOL);
  g_assert_cmpint (deal.trick_winner[17], ==, 1);
  tarot_deal_outcome (rules, &deal, &outcome);
  g_assert_cmpuint (outcome.points[0], ==, 182);
  g_assert_cmpuint (outcome.bouts[0], ==, 3);
  g_assert_cmpuint (outcome.tricks[0], ==, 18);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpint (score.totals[1], ==, 1740);
  g_assert_cmpint (score.totals[0], ==, -580);
}

/* §4 slam exception and Q11: a slammed defence keeps its Excuse at 4,
 * the declarer counts 87 */
static void
test_excuse_kept_against_slam (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotCardSet hands[4] = {
    TAROT_CARD_SET_EMPTY,
    cards ("T-1 T-5 T-6 T-7 T-8 T-9 T-10 T-11 T-12 T-13 T-14 T-15 T-16 T-17 T-18 T-19 T-20 T-21"),
    cards ("EXC T-2"), cards ("T-3 T-4"),
  };
  const guint seats[] = { 0, 2, 3 }, counts[] = { 18, 16, 16 };
  TarotCardSet dog = cards ("S-1 S-2 S-3 S-4 S-5 S-6");
  TarotOutcome outcome;
  TarotDeal deal;

  spread_suit_cards (hands, dog, seats, counts, 3);
  deal_with_hands (rules, &deal, hands, dog);
  auction (rules, &deal, "garde_sans");
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0));
  /* not announced: the dealer's right-hand neighbour (the declarer) leads anyway */
  play_out (rules, &deal, TRUE);
  tarot_deal_outcome (rules, &deal, &outcome);
  g_assert_cmpuint (outcome.tricks[0], ==, 18);
  g_assert_cmpuint (outcome.points[0], ==, 87 * 2);
  g_assert_cmpuint (outcome.points[1], ==, 4 * 2);
  g_assert_cmpuint (outcome.bouts[0], ==, 2);
}

/* §4: the Excuse's side keeps it and gives half a point in exchange */
static void
test_excuse_exchange (void)
{
  g_autofree TarotRules *rules = rules_for (4, NULL, NULL);
  TarotCardSet hands[4] = {
    cards ("H-1 S-1"), cards ("H-K S-2"), cards ("EXC S-3"), cards ("H-2 S-K"),
  };
  TarotOutcome outcome;
  TarotDeal deal;
  TarotCardSet dog;

  dog = tarot_card_set_minus (rules->pack, tarot_card_set_union (tarot_card_set_union (hands[0], hands[1]),
                                                                 tarot_card_set_union (hands[2], hands[3])));
  deal_with_hands (rules, &deal, hands, dog);
  auction (rules, &deal, "garde_contre");
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0));
  play (rules, &deal, "H-K");
  play (rules, &deal, "EXC");
  play (rules, &deal, "H-2");
  play (rules, &deal, "H-1");
  /* the declarer's King wins trick 1 with the defence's Excuse in it;
   * the defence wins trick 2 with the King of Spades */
  play (rules, &deal, "S-2");
  play (rules, &deal, "S-3");
  play (rules, &deal, "S-K");
  play (rules, &deal, "S-1");
  /* with two tricks the hand is not a real one: shorten it for the count */
  g_assert_cmpint (deal.trick_winner[0], ==, 1);
  g_assert_cmpint (deal.trick_winner[1], ==, 3);
  deal.n_tricks = rules->n_tricks;
  deal.phase = TAROT_PHASE_OVER;
  deal.end = TAROT_END_PLAYED;
  tarot_deal_outcome (rules, &deal, &outcome);
  /* declarer: H-K H-1 H-2 (5 + 1 + 1 − 3 × ½ = 5.5) + ½ for the Excuse = 6 */
  g_assert_cmpuint (outcome.points[0], ==, 6 * 2);
  g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 182);
  g_assert_cmpuint (outcome.bouts[1], ==, 3);
}

/* --------------------------------------------- §13 variants / options */

/* Rules with several options, given as "id=value" strings ending with NULL. */
static TarotRules *
rules_with (guint n_players,
            ...)
{
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  TarotRules *rules = g_new0 (TarotRules, 1);
  const char *pair;
  va_list ap;

  va_start (ap, n_players);
  while ((pair = va_arg (ap, const char *)) != NULL)
    {
      char *key = g_strdup (pair);
      char *eq = strchr (key, '=');

      g_assert_nonnull (eq);
      *eq = '\0';
      g_hash_table_insert (options, key, eq + 1);
    }
  va_end (ap);
  g_assert_true (tarot_variant_build_rules (variant, n_players, options, rules, &error));
  g_assert_no_error (error);
  return rules;
}

static gboolean
has_action (const TarotRules *rules,
            const TarotDeal  *deal,
            TarotActionKind   kind,
            guint             arg)
{
  TarotActionList list;

  tarot_deal_legal_actions (rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.actions[i].kind == kind && list.actions[i].arg == arg)
      return TRUE;
  return FALSE;
}

static const TarotBonus *
find_bonus (const TarotOutcome *outcome,
            guint               id)
{
  for (guint i = 0; i < outcome->n_bonuses; i++)
    if (outcome->bonuses[i].id == id)
      return &outcome->bonuses[i];
  return NULL;
}

static void
parse_outcome (const TarotRules *rules,
               const char       *json,
               TarotOutcome     *outcome)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_true (rules->family->outcome_from_json (rules, json_node_get_object (json_parser_get_root (parser)),
                                                   outcome, &error));
  g_assert_no_error (error);
}

/* §13 bid_grand_chelem: a bid above Garde contre; the declarer takes
 * the dog, discards and leads; ±600 per opponent whatever the card
 * points; an unannounced slam is worth 300 */
static void
test_bid_grand_chelem (void)
{
  g_autofree TarotRules *rules = rules_for (4, "bid_grand_chelem", "true");
  g_autofree TarotRules *fft = rules_for (4, NULL, NULL);
  TarotActionList list;
  TarotScore score;
  TarotDeal deal;
  guint discards = 0;

  g_assert_cmpuint (rules->n_contracts, ==, fft->n_contracts + 1);
  g_assert_cmpstr (rules->contract_ids[rules->n_contracts - 1], ==, "grand_chelem");

  tarot_deal_setup (rules, &deal, 0, 11);
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0));
  apply_checked (rules, &deal, act (TAROT_ACTION_BID, 2, TAROT_CARD_NONE, contract (rules, "grand_chelem")));
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 3, TAROT_CARD_NONE, 0));
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 0, TAROT_CARD_NONE, 0));
  /* the dog is shown and taken */
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_cmpuint (tarot_card_set_count (deal.talon_shown), ==, 6);
  while (deal.phase == TAROT_PHASE_DISCARD)
    {
      tarot_deal_legal_actions (rules, &deal, &list);
      apply_checked (rules, &deal, list.actions[0]);
      discards++;
    }
  g_assert_cmpuint (discards, ==, 6);
  /* no separate announcement: the bid was the announcement; he leads */
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpint (deal.to_move, ==, 2);
  g_assert_true (deal.announced[2] & (1u << TAROT_FRENCH_ANNOUNCE_CHELEM));

  /* slams are only announced by bidding: a Garde goes straight to play */
  tarot_deal_setup (rules, &deal, 0, 11);
  apply_checked (rules, &deal, act (TAROT_ACTION_BID, 1, TAROT_CARD_NONE, contract (rules, "garde_sans")));
  for (guint i = 2; i <= 4; i++)
    apply_checked (rules, &deal, act (TAROT_ACTION_PASS, i % 4, TAROT_CARD_NONE, 0));
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpint (deal.to_move, ==, 1);

  score_outcome (rules, "{\"contract\": \"grand_chelem\", \"declarer\": 0, \"points\": 91, \"bouts\": 3,"
                        " \"chelem\": {\"announced\": true, \"made\": true}}", &score);
  assert_totals (&score, 1800, -600);
  g_assert_cmpuint (score.n_lines, ==, 1);
  /* card points are ignored: 80 points and a lost trick still loses 600 */
  score_outcome (rules, "{\"contract\": \"grand_chelem\", \"declarer\": 0, \"points\": 80, \"bouts\": 3,"
                        " \"chelem\": {\"announced\": true, \"made\": false}}", &score);
  assert_totals (&score, -1800, 600);
  /* unannounced slam in a Garde: (25 + 55) × 2 + 300, against + 200 in F.F.T. rules */
  score_outcome (rules, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 91, \"bouts\": 3,"
                        " \"chelem\": {\"announced\": false, \"made\": true}}", &score);
  assert_totals (&score, 3 * 460, -460);
  score_outcome (fft, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 91, \"bouts\": 3,"
                      " \"chelem\": {\"announced\": false, \"made\": true}}", &score);
  assert_totals (&score, 3 * 360, -360);
}

/* §13 misere: pas d'atouts (the Excuse is no trump here) and pas
 * d'honneurs (no court card, no bout), 10 from each other player,
 * declared before one's first card after checking the hand */
static void
test_misere (void)
{
  g_autofree TarotRules *rules = rules_for (4, "misere", "true");
  g_autofree TarotRules *fft = rules_for (4, NULL, NULL);
  TarotOutcome outcome;
  TarotScore score;
  TarotDeal deal;

  /* seat 1: the Excuse but no trump; seat 2: no court, no bout; seat 3: neither */
  play_setup (rules, &deal, "S-9 T-7", "EXC S-2 S-K", "S-3 T-5 S-4", "S-1 S-Q T-6");
  g_assert_true (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS));
  g_assert_false (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_PAS_D_HONNEURS));
  apply_checked (rules, &deal, act (TAROT_ACTION_ANNOUNCE, 1, TAROT_CARD_NONE, TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS));
  g_assert_cmpint (deal.to_move, ==, 1);
  g_assert_false (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS));
  play (rules, &deal, "S-K");
  g_assert_true (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_PAS_D_HONNEURS));
  g_assert_false (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS));
  apply_checked (rules, &deal, act (TAROT_ACTION_ANNOUNCE, 2, TAROT_CARD_NONE, TAROT_FRENCH_ANNOUNCE_PAS_D_HONNEURS));
  play (rules, &deal, "S-3");
  g_assert_false (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS));
  g_assert_false (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_PAS_D_HONNEURS));
  play (rules, &deal, "S-1");
  play (rules, &deal, "S-9");
  /* once a card is played the declarations are over */
  g_assert_false (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS));

  deal.n_tricks = rules->n_tricks;
  deal.phase = TAROT_PHASE_OVER;
  deal.end = TAROT_END_PLAYED;
  tarot_deal_outcome (rules, &deal, &outcome);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpuint (score.n_lines, ==, 3);
  g_assert_cmpstr (score.lines[1].label, ==, "Pas d'atouts: 10 from each player");
  g_assert_cmpint (score.lines[1].amounts[1], ==, 30);
  g_assert_cmpint (score.lines[1].amounts[0], ==, -10);
  g_assert_cmpint (score.lines[2].amounts[2], ==, 30);
  g_assert_cmpint (score.lines[2].amounts[1], ==, -10);

  /* the same outcome as entered at a table */
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 51, \"bouts\": 1,"
                        " \"misere\": [{\"seat\": 3, \"kind\": \"pas_d_honneurs\"}]}", &score);
  g_assert_cmpint (score.totals[3], ==, -25 + 30);
  g_assert_cmpint (score.totals[0], ==, 75 - 10);

  /* not offered under F.F.T. rules */
  play_setup (fft, &deal, "S-9 T-7", "EXC S-2 S-K", "S-3 T-5 S-4", "S-1 S-Q T-6");
  g_assert_false (has_action (fft, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS));
}

/* §13 petit_en_dedans: no Petit au bout bonus; targets 41/36/31 when the
 * declarer takes the last trick with the Petit, 61/56/51 when the defence does */
static void
test_petit_en_dedans (void)
{
  g_autofree TarotRules *rules = rules_for (4, "petit_en_dedans", "true");
  TarotScore score;

  /* E3 re-scored: 36 points with 2 bouts reach the lowered target 36 */
  score_outcome (rules, "{\"contract\": \"garde_sans\", \"declarer\": 0, \"points\": 36, \"bouts\": 2,"
                        " \"petit_au_bout\": {\"winner\": 0},"
                        " \"poignees\": [{\"seat\": 0, \"level\": \"simple\"}]}", &score);
  assert_totals (&score, 3 * (25 * 4 + 20), -(25 * 4 + 20));
  g_assert_cmpstr (score.lines[0].label, ==, "Garde sans: 25 + 0 = 25 × 4 = 100");
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 31, \"bouts\": 3,"
                        " \"petit_au_bout\": {\"winner\": 0}}", &score);
  assert_totals (&score, 75, -25);
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 40, \"bouts\": 1,"
                        " \"petit_au_bout\": {\"winner\": 0}}", &score);
  assert_totals (&score, -78, 26);

  /* E2 re-scored: the defence took the Petit, 2 bouts now need 51: lost by 6 */
  score_outcome (rules, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
                        " \"petit_au_bout\": {\"winner\": 2, \"played_by\": 1},"
                        " \"poignees\": [{\"seat\": 1, \"level\": \"simple\"}]}", &score);
  assert_totals (&score, -3 * (31 * 2 + 20), 31 * 2 + 20);
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 61, \"bouts\": 0,"
                        " \"petit_au_bout\": {\"winner\": 3, \"played_by\": 3}}", &score);
  assert_totals (&score, 75, -25);
  /* four players take whole points (§4): 55 misses the raised 56 by 1 */
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 55, \"bouts\": 1,"
                        " \"petit_au_bout\": {\"winner\": 3, \"played_by\": 0}}", &score);
  assert_totals (&score, -78, 26);
  /* no Petit in the last trick: the usual targets */
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 41, \"bouts\": 2}", &score);
  assert_totals (&score, 75, -25);
}

/* §13 contre: each defender may double, then the declarer may
 * redouble; only the payments between a doubler and the declarer change */
static void
test_contre (void)
{
#define E2 "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2," \
           " \"petit_au_bout\": {\"winner\": 2, \"played_by\": 1}," \
           " \"poignees\": [{\"seat\": 1, \"level\": \"simple\"}]"
  const char *contre = E2 ", \"contre\": [{\"seat\": 1, \"level\": \"contre\"}]}";
  const char *surcontre = E2 ", \"contre\": [{\"seat\": 1, \"level\": \"surcontre\"},"
                             " {\"seat\": 3, \"level\": \"surcontre\"}]}";
#undef E2
  g_autofree TarotRules *rules = rules_for (4, "contre", "true");
  TarotCardSet hands[4] = { cards ("S-9"), cards ("H-K S-2"), cards ("T-10 S-3"), cards ("S-1") };
  g_autoptr(JsonObject) json = NULL;
  TarotOutcome outcome;
  TarotScore score;
  TarotDeal deal;

  /* the moment: after the contract and announcements, before the first card */
  deal_with_hands (rules, &deal, hands, TAROT_CARD_SET_EMPTY);
  auction (rules, &deal, "garde_sans");
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0));
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_KONTRA);
  g_assert_cmpint (deal.to_move, ==, 2);
  g_assert_false (has_action (rules, &deal, TAROT_ACTION_KONTRA, TAROT_FRENCH_KONTRA_SURCONTRE));
  apply_checked (rules, &deal, act (TAROT_ACTION_KONTRA, 2, TAROT_CARD_NONE, TAROT_FRENCH_KONTRA_CONTRE));
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 3, TAROT_CARD_NONE, 0));
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 0, TAROT_CARD_NONE, 0));
  g_assert_cmpint (deal.to_move, ==, 1);
  g_assert_false (has_action (rules, &deal, TAROT_ACTION_KONTRA, TAROT_FRENCH_KONTRA_CONTRE));
  apply_checked (rules, &deal, act (TAROT_ACTION_KONTRA, 1, TAROT_CARD_NONE, TAROT_FRENCH_KONTRA_SURCONTRE));
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpint (deal.kontra[2], ==, TAROT_FRENCH_KONTRA_SURCONTRE);
  g_assert_cmpint (deal.kontra[3], ==, 0);
  g_assert_cmpint (deal.kontra[0], ==, 0);

  /* nobody doubles: the declarer is not asked */
  deal_with_hands (rules, &deal, hands, TAROT_CARD_SET_EMPTY);
  auction (rules, &deal, "garde_sans");
  for (guint i = 1; i <= 4; i++)
    apply_checked (rules, &deal, act (TAROT_ACTION_PASS, i % 4, TAROT_CARD_NONE, 0));
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpint (deal.to_move, ==, 1);

  /* E2 with seat 1 doubling: 58 × 2 between him and the declarer */
  score_outcome (rules, contre, &score);
  g_assert_cmpint (score.totals[1], ==, -116);
  g_assert_cmpint (score.totals[2], ==, -58);
  g_assert_cmpint (score.totals[3], ==, -58);
  g_assert_cmpint (score.totals[0], ==, 232);
  /* redoubled against seats 1 and 3: × 4 */
  score_outcome (rules, surcontre, &score);
  g_assert_cmpint (score.totals[1], ==, -232);
  g_assert_cmpint (score.totals[2], ==, -58);
  g_assert_cmpint (score.totals[3], ==, -232);
  g_assert_cmpint (score.totals[0], ==, 522);

  /* JSON round trip */
  parse_outcome (rules, surcontre, &outcome);
  json = rules->family->outcome_to_json (rules, &outcome);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json, "contre")), ==, 2);
}

/* §13 pousse_bid: Pousse between Prise and Garde, multipliers
 * 1/2/4/8/12, base 25 (Lau.) or 10 (Arn.) */
static void
test_pousse_bid (void)
{
  g_autofree TarotRules *lau = rules_for (4, "pousse_bid", "lau");
  g_autofree TarotRules *arn = rules_for (3, "pousse_bid", "arn");
  TarotScore score;

  g_assert_cmpuint (lau->n_contracts, ==, 5);
  g_assert_cmpstr (lau->contract_ids[1], ==, "pousse");
  g_assert_cmpstr (lau->contract_ids[2], ==, "garde");
  score_outcome (lau, "{\"contract\": \"pousse\", \"declarer\": 0, \"points\": 45, \"bouts\": 2}", &score);
  assert_totals (&score, 3 * 58, -58);
  score_outcome (lau, "{\"contract\": \"garde_contre\", \"declarer\": 0, \"points\": 45, \"bouts\": 2}", &score);
  assert_totals (&score, 3 * 29 * 12, -29 * 12);
  score_outcome (arn, "{\"contract\": \"pousse\", \"declarer\": 0, \"points\": 45, \"bouts\": 2}", &score);
  assert_totals (&score, 2 * 28, -28);
  score_outcome (arn, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 40.5, \"bouts\": 2}", &score);
  assert_totals (&score, -2 * 11 * 4, 11 * 4);
}

/* §13 petit_imprenable: instead of annulling for a bare Petit, the
 * holder may declare it; he takes it back from the trick it falls in,
 * giving another card */
static void
test_petit_imprenable (void)
{
  g_autofree TarotRules *rules = rules_for (4, "petit_imprenable", "true");
  TarotCardSet hands[4] = {
    cards ("H-1 S-1"), cards ("T-5 S-2"), cards ("T-1 S-3"), cards ("H-2 S-K"),
  };
  const TarotBonus *bonus;
  TarotOutcome outcome;
  TarotDeal deal, other;
  guint64 seed;

  /* a dealt petit sec: its holder chooses */
  for (seed = 1; seed < 5000; seed++)
    {
      tarot_deal_setup (rules, &deal, 0, seed);
      if (deal.phase == TAROT_PHASE_DEALING)
        break;
    }
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_true (tarot_card_set_equal (tarot_card_set_intersect (deal.hands[deal.to_move], rules->trumps),
                                       cards ("T-1")));
  g_assert_true (has_action (rules, &deal, TAROT_ACTION_ABANDON, 0));
  other = deal;
  apply_checked (rules, &other, act (TAROT_ACTION_ABANDON, deal.to_move, TAROT_CARD_NONE, 0));
  g_assert_cmpint (other.end, ==, TAROT_END_ANNULLED);
  apply_checked (rules, &deal, act (TAROT_ACTION_ANNOUNCE, deal.to_move, TAROT_CARD_NONE,
                                    TAROT_FRENCH_ANNOUNCE_PETIT_IMPRENABLE));
  g_assert_cmpint (deal.phase, ==, TAROT_PHASE_AUCTION);
  g_assert_cmpint (deal.to_move, ==, 1);
  g_assert_true (tarot_card_set_contains (deal.shown, card ("T-1")));

  /* the transfer: the declarer's T-5 takes the defender's Petit */
  deal_with_hands (rules, &deal, hands, TAROT_CARD_SET_EMPTY);
  deal.phase = TAROT_PHASE_DEALING;
  deal.to_move = 2;
  apply_checked (rules, &deal, act (TAROT_ACTION_ANNOUNCE, 2, TAROT_CARD_NONE, TAROT_FRENCH_ANNOUNCE_PETIT_IMPRENABLE));
  auction (rules, &deal, "garde_contre");
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0));
  play (rules, &deal, "T-5");
  play (rules, &deal, "T-1");
  play (rules, &deal, "H-2");
  play (rules, &deal, "H-1");
  play (rules, &deal, "S-2");
  play (rules, &deal, "S-3");
  play (rules, &deal, "S-K");
  play (rules, &deal, "S-1");
  g_assert_cmpint (deal.trick_winner[0], ==, 1);
  deal.n_tricks = rules->n_tricks;
  deal.phase = TAROT_PHASE_OVER;
  deal.end = TAROT_END_PLAYED;
  tarot_deal_outcome (rules, &deal, &outcome);
  /* declarer: T-5 H-2 H-1 (1.5) + ½ for the Petit given back = 2 */
  g_assert_cmpuint (outcome.points[0], ==, 2 * 2);
  g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 182);
  g_assert_cmpuint (outcome.bouts[0], ==, 0);
  g_assert_cmpuint (outcome.bouts[1], ==, 3);
  bonus = find_bonus (&outcome, TAROT_FRENCH_BONUS_PETIT_IMPRENABLE);
  g_assert_nonnull (bonus);
  g_assert_cmpint (bonus->seat, ==, 2);
  g_assert_cmpint (bonus->made, ==, 1);
}

/* §13 tarot_force (a): the dealer must bid when the others passed */
static void
test_tarot_force (void)
{
  g_autofree TarotRules *rules = rules_for (4, "tarot_force", "true");
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 0, 5);
  for (guint i = 1; i <= 3; i++)
    apply_checked (rules, &deal, act (TAROT_ACTION_PASS, i, TAROT_CARD_NONE, 0));
  g_assert_cmpint (deal.to_move, ==, 0);
  g_assert_false (has_action (rules, &deal, TAROT_ACTION_PASS, 0));
  g_assert_true (has_action (rules, &deal, TAROT_ACTION_BID, contract (rules, "prise")));
  g_assert_true (has_action (rules, &deal, TAROT_ACTION_BID, contract (rules, "garde_contre")));

  /* after a bid he may pass as usual */
  tarot_deal_setup (rules, &deal, 0, 5);
  apply_checked (rules, &deal, act (TAROT_ACTION_BID, 1, TAROT_CARD_NONE, contract (rules, "prise")));
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 2, TAROT_CARD_NONE, 0));
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 3, TAROT_CARD_NONE, 0));
  g_assert_true (has_action (rules, &deal, TAROT_ACTION_PASS, 0));
}

/* §13 no_multipliers: the difference added to a base per contract */
static void
test_no_multipliers (void)
{
  g_autofree TarotRules *rules = rules_for (4, "no_multipliers", "true");
  g_autofree TarotRules *pousse = rules_with (4, "no_multipliers=true", "pousse_bid=lau", NULL);
  TarotScore score;

  score_outcome (rules, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
                        " \"petit_au_bout\": {\"winner\": 2, \"played_by\": 1}}", &score);
  assert_totals (&score, 3 * 34, -34);
  g_assert_cmpstr (score.lines[0].label, ==, "Garde: 40 + 4 − 10 = 34");
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 41, \"bouts\": 2}", &score);
  assert_totals (&score, 0, 0);
  score_outcome (rules, "{\"contract\": \"garde_contre\", \"declarer\": 0, \"points\": 36, \"bouts\": 2}", &score);
  assert_totals (&score, -3 * 165, 165);
  score_outcome (pousse, "{\"contract\": \"pousse\", \"declarer\": 0, \"points\": 43, \"bouts\": 2}", &score);
  assert_totals (&score, 3 * 22, -22);
  score_outcome (pousse, "{\"contract\": \"garde_sans\", \"declarer\": 0, \"points\": 43, \"bouts\": 2}", &score);
  assert_totals (&score, 3 * 82, -82);
}

/* §13, 9.16 (4): three players, scores rounded to multiples of 5 or 10,
 * in the declarer's favour if he won, against him if he lost */
static void
test_three_player_rounding (void)
{
  g_autofree TarotRules *five = rules_for (3, "score_rounding", "5");
  g_autofree TarotRules *ten = rules_for (3, "score_rounding", "10");
  g_autofree TarotRules *four = rules_for (4, "score_rounding", "10");
  const char *won_tie = "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 41, \"bouts\": 2}";
  const char *lost_tie = "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 31, \"bouts\": 2,"
                         " \"petit_au_bout\": {\"winner\": 0}}";
  const char *won_33 = "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 44, \"bouts\": 3}";
  TarotScore score;

  score_outcome (five, won_33, &score);
  assert_totals (&score, 70, -35);
  g_assert_cmpstr (score.lines[0].label, ==, "Prise: 25 + 8 = 33 × 1 = 33 ≈ 35");
  score_outcome (ten, won_33, &score);
  assert_totals (&score, 60, -30);
  score_outcome (five, won_tie, &score);
  assert_totals (&score, 50, -25);
  score_outcome (ten, won_tie, &score);
  assert_totals (&score, 60, -30);
  /* −(25 + 10) + 10 = −25 */
  score_outcome (five, lost_tie, &score);
  assert_totals (&score, -50, 25);
  score_outcome (ten, lost_tie, &score);
  assert_totals (&score, -60, 30);
  /* four players: unchanged */
  score_outcome (four, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 44, \"bouts\": 3}", &score);
  assert_totals (&score, 99, -33);
}

/* §13, S004: Penguin poignées for three, 13 trumps (10) and 21 (40) */
static void
test_penguin_poignee (void)
{
  g_autofree TarotRules *rules = rules_for (3, "penguin_poignee", "true");
  g_autofree TarotRules *fft = rules_for (3, NULL, NULL);
  TarotCardSet hands[3] = {
    cards ("S-9"),
    cards ("T-1 T-2 T-3 T-4 T-5 T-6 T-7 T-8 T-9 T-10 T-11 T-12 T-13 T-14 T-15 S-2"),
    cards ("S-3"),
  };
  TarotDeal deal;
  TarotScore score;

  deal_with_hands (rules, &deal, hands, TAROT_CARD_SET_EMPTY);
  auction (rules, &deal, "garde_sans");
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0));
  g_assert_true (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE));
  g_assert_false (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_POIGNEE_DOUBLE));
  g_assert_false (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_POIGNEE_TRIPLE));
  deal_with_hands (fft, &deal, hands, TAROT_CARD_SET_EMPTY);
  auction (fft, &deal, "garde_sans");
  apply_checked (fft, &deal, act (TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0));
  g_assert_true (has_action (fft, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_POIGNEE_DOUBLE));

  hands[1] = tarot_card_set_union (rules->trumps, cards ("S-2"));
  deal_with_hands (rules, &deal, hands, TAROT_CARD_SET_EMPTY);
  auction (rules, &deal, "garde_sans");
  apply_checked (rules, &deal, act (TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0));
  g_assert_true (has_action (rules, &deal, TAROT_ACTION_ANNOUNCE, TAROT_FRENCH_ANNOUNCE_POIGNEE_TRIPLE));

  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 41, \"bouts\": 2,"
                        " \"poignees\": [{\"seat\": 0, \"level\": \"simple\"}]}", &score);
  assert_totals (&score, 2 * 35, -35);
  score_outcome (rules, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 41, \"bouts\": 2,"
                        " \"poignees\": [{\"seat\": 0, \"level\": \"triple\"}]}", &score);
  assert_totals (&score, 2 * 65, -65);
}

typedef struct
{
  const char *outcome;   /* NULL: passed out */
  guint       dealer;
  gint32      amounts[3];
  gint32      pots[3];   /* pots after the hand, 0-terminated */
} PotStep;

static void
run_pots (const char    *scheme,
          const PotStep *steps,
          guint          n_steps)
{
  g_autofree TarotRules *rules = rules_for (3, "mouches", scheme);
  TarotFrenchPots pots;

  tarot_french_pots_init (&pots);
  for (guint i = 0; i < n_steps; i++)
    {
      TarotOutcome outcome;
      gint32 amounts[3], before = tarot_french_pots_total (&pots);
      guint n_pots = 0;

      if (steps[i].outcome != NULL)
        parse_outcome (rules, steps[i].outcome, &outcome);
      else
        {
          memset (&outcome, 0, sizeof outcome);
          outcome.n_players = 3;
          outcome.end = TAROT_END_PASSED_OUT;
          outcome.declarer = TAROT_NO_SEAT;
        }
      g_assert_true (tarot_french_pots_settle (&pots, rules, &outcome, steps[i].dealer, amounts));
      g_test_message ("%s hand %u: %d %d %d", scheme, i + 1, amounts[0], amounts[1], amounts[2]);
      for (guint p = 0; p < 3; p++)
        g_assert_cmpint (amounts[p], ==, steps[i].amounts[p]);
      /* nothing is created or lost: players' payments = the pots' change */
      g_assert_cmpint (amounts[0] + amounts[1] + amounts[2], ==, before - tarot_french_pots_total (&pots));
      while (n_pots < 3 && steps[i].pots[n_pots] != 0)
        {
          g_assert_cmpint (pots.pots[n_pots], ==, steps[i].pots[n_pots]);
          n_pots++;
        }
      g_assert_cmpuint (pots.n_pots, ==, n_pots);
    }
}

#define POT_WON  "{\"contract\": \"prise\", \"declarer\": 1, \"points\": 60, \"bouts\": 1}"
#define POT_LOST "{\"contract\": \"prise\", \"declarer\": 2, \"points\": 30, \"bouts\": 1}"

/* §13 mouches, the ch. 9 example for three players: 40 taken; 40
 * doubled to 80, + 5; a new pot of 85, + 5; the 90 taken, 85 left */
static void
test_mouches (void)
{
  static const PotStep standard[] = {
    { POT_WON, 0, { -20, 30, -10 }, { 0 } },
    { POT_LOST, 1, { -10, -20, -50 }, { 80 } },
    { POT_LOST, 2, { 0, 0, -90 }, { 85, 85 } },
    { POT_WON, 0, { -5, 90, 0 }, { 85 } },
    { NULL, 1, { 0, -5, 0 }, { 90 } },
  };
  static const PotStep at[] = {
    { POT_WON, 0, { -20, 30, -10 }, { 0 } },
    { POT_LOST, 1, { -10, -20, -50 }, { 40, 40 } },
    { POT_LOST, 2, { 0, 0, -60 }, { 40, 50, 50 } },
    { POT_WON, 0, { -10, 60, 0 }, { 40, 50 } },
  };
  static const PotStep arn[] = {
    { POT_WON, 0, { -10, 15, -5 }, { 0 } },
    { POT_LOST, 1, { -5, -10, -25 }, { 40 } },
    { POT_LOST, 2, { 0, 0, -50 }, { 90 } },
    { POT_WON, 0, { -5, 95, 0 }, { 0 } },
  };
  g_autofree TarotRules *off = rules_for (3, NULL, NULL);
  TarotFrenchPots pots;
  TarotOutcome outcome;
  gint32 amounts[3];

  run_pots ("standard", standard, G_N_ELEMENTS (standard));
  run_pots ("at", at, G_N_ELEMENTS (at));
  run_pots ("arn", arn, G_N_ELEMENTS (arn));

  tarot_french_pots_init (&pots);
  parse_outcome (off, POT_WON, &outcome);
  g_assert_false (tarot_french_pots_settle (&pots, off, &outcome, 0, amounts));
  g_assert_cmpint (amounts[1], ==, 0);
  g_assert_cmpuint (pots.n_pots, ==, 0);
}

/* Random legal hands with every boolean option on (and the Lau.
 * Pousse, rounding and pots): the invariants of test-random-hands.c */
static void
test_random_all_options (void)
{
  guint imprenable = 0;

  for (guint n = 3; n <= 5; n++)
    {
      g_autofree TarotRules *rules = rules_with (n, "bid_grand_chelem=true", "misere=true",
                                                 "petit_en_dedans=true", "contre=true",
                                                 "petit_imprenable=true", "tarot_force=true",
                                                 "no_multipliers=true", "penguin_poignee=true",
                                                 "defender_poignee_personal=true", "pousse_bid=lau",
                                                 "score_rounding=5", "mouches=standard", NULL);
      g_autoptr(GArray) log = g_array_new (FALSE, FALSE, sizeof (TarotAction));
      g_autoptr(GError) error = NULL;
      TarotFrenchPots pots;
      guint seen[TAROT_N_ACTION_KINDS] = { 0 };
      guint played = 0;
      TarotRng rng;

      tarot_rng_init (&rng, 77 + n);
      tarot_french_pots_init (&pots);
      for (guint hand = 0; hand < 2000; hand++)
        {
          TarotDeal deal, again;
          TarotActionList legal;
          TarotOutcome outcome;
          TarotScore score;
          gint32 amounts[TAROT_MAX_PLAYERS];
          gint64 sum = 0, before = tarot_french_pots_total (&pots);

          g_array_set_size (log, 0);
          tarot_deal_setup (rules, &deal, hand % n, hand * 31 + 5);
          imprenable += deal.phase == TAROT_PHASE_DEALING;
          while (!tarot_deal_is_over (&deal))
            {
              TarotAction a;

              tarot_deal_legal_actions (rules, &deal, &legal);
              g_assert_cmpuint (legal.n, >, 0);
              a = tarot_random_player_pick (&legal, &rng);
              g_assert_true (tarot_deal_is_legal (rules, &deal, a));
              seen[a.kind]++;
              g_array_append_val (log, a);
              tarot_deal_apply (rules, &deal, a);
              g_assert_true (tarot_deal_check_cards (rules, &deal, &error));
              g_assert_no_error (error);
            }
          /* the dealer always bids at last */
          g_assert_cmpint (deal.end, !=, TAROT_END_PASSED_OUT);

          tarot_deal_outcome (rules, &deal, &outcome);
          tarot_rules_score (rules, &outcome, &score, TRUE);
          for (guint p = 0; p < n; p++)
            sum += score.totals[p];
          g_assert_cmpint (sum, ==, 0);
          if (deal.end == TAROT_END_PLAYED)
            {
              played++;
              g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 182);
              g_assert_cmpuint (outcome.bouts[0] + outcome.bouts[1], ==, 3);
              g_assert_cmpuint (score.n_lines, >, 0);
            }
          g_assert_true (tarot_french_pots_settle (&pots, rules, &outcome, deal.dealer, amounts));
          sum = 0;
          for (guint p = 0; p < n; p++)
            sum += amounts[p];
          g_assert_cmpint (sum, ==, before - tarot_french_pots_total (&pots));

          /* replaying the actions reproduces the hand */
          tarot_deal_setup (rules, &again, hand % n, hand * 31 + 5);
          for (guint i = 0; i < log->len; i++)
            {
              g_assert_true (tarot_deal_is_legal (rules, &again, g_array_index (log, TarotAction, i)));
              tarot_deal_apply (rules, &again, g_array_index (log, TarotAction, i));
            }
          g_assert_cmpint (memcmp (&again, &deal, sizeof deal), ==, 0);
        }
      g_test_message ("%u players: %u played, %u announcements, %u kontra, %u abandons", n, played,
                      seen[TAROT_ACTION_ANNOUNCE], seen[TAROT_ACTION_KONTRA], seen[TAROT_ACTION_ABANDON]);
      g_assert_cmpuint (played, >, 1000);
      g_assert_cmpuint (seen[TAROT_ACTION_ANNOUNCE], >, 0);
      /* contre is for 3 and 4 players (no secret partner) */
      if (n < 5)
        g_assert_cmpuint (seen[TAROT_ACTION_KONTRA], >, 0);
      else
        g_assert_cmpuint (seen[TAROT_ACTION_KONTRA], ==, 0);
    }
  g_assert_cmpuint (imprenable, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int ret;

  g_test_init (&argc, &argv, NULL);
  variant = tarot_variant_load ("french-tarot", &error);
  g_assert_no_error (error);

  g_test_add_func ("/french/4-counting/e1", test_e1_counting);
  g_test_add_func ("/french/4-counting/thresholds", test_thresholds);
  g_test_add_func ("/french/5-deal/shape-and-reproducible", test_deal_shape);
  g_test_add_func ("/french/5-deal/petit-sec", test_petit_sec);
  g_test_add_func ("/french/6-auction", test_auction);
  g_test_add_func ("/french/7-discard/restrictions", test_discard_restrictions);
  g_test_add_func ("/french/7-discard/plain-only", test_discard_plain_only);
  g_test_add_func ("/french/8-call-king", test_call_king);
  g_test_add_func ("/french/9.1-poignee-offer", test_poignee_offer);
  g_test_add_func ("/french/9.1-poignee-choice", test_poignee_choice);
  g_test_add_func ("/french/10.2-legal/1-2-follow-suit", test_legal_follow_suit);
  g_test_add_func ("/french/10.2-legal/3-must-overtrump", test_legal_must_overtrump);
  g_test_add_func ("/french/10.2-legal/3-undertrump", test_legal_undertrump);
  g_test_add_func ("/french/10.2-legal/3-trump-lead", test_legal_trump_lead);
  g_test_add_func ("/french/10.2-legal/4-any-card", test_legal_discard_any);
  g_test_add_func ("/french/10.2-legal/5-excuse-led", test_legal_excuse_led);
  g_test_add_func ("/french/4-excuse/exchange", test_excuse_exchange);
  g_test_add_func ("/french/4-excuse/kept-against-slam-q11", test_excuse_kept_against_slam);
  g_test_add_func ("/french/12/e2-garde-petit-au-bout-defence", test_e2_garde_petit_au_bout_defence);
  g_test_add_func ("/french/12/e3-garde-sans-failed", test_e3_garde_sans_failed);
  g_test_add_func ("/french/12/e4-prise-petit-captured", test_e4_prise_petit_captured);
  g_test_add_func ("/french/12/e5-chelem-score", test_e5_chelem_score);
  g_test_add_func ("/french/12/e5-chelem-played", test_e5_chelem_played);
  g_test_add_func ("/french/12/e6-three-players-half-points", test_e6_three_players_half_points);
  g_test_add_func ("/french/12/e7-appel5", test_e7_appel5);
  g_test_add_func ("/french/11.3-appel5-personal-bonuses", test_appel5_personal_bonuses);
  g_test_add_func ("/french/11.3-appel5-petit-au-bout", test_appel5_petit_au_bout);
  g_test_add_func ("/french/options/bid-grand-chelem", test_bid_grand_chelem);
  g_test_add_func ("/french/options/misere", test_misere);
  g_test_add_func ("/french/options/petit-en-dedans", test_petit_en_dedans);
  g_test_add_func ("/french/options/contre", test_contre);
  g_test_add_func ("/french/options/pousse-bid", test_pousse_bid);
  g_test_add_func ("/french/options/petit-imprenable", test_petit_imprenable);
  g_test_add_func ("/french/options/tarot-force", test_tarot_force);
  g_test_add_func ("/french/options/no-multipliers", test_no_multipliers);
  g_test_add_func ("/french/options/three-player-rounding", test_three_player_rounding);
  g_test_add_func ("/french/options/penguin-poignee", test_penguin_poignee);
  g_test_add_func ("/french/options/mouches", test_mouches);
  g_test_add_func ("/french/options/random-hands-all-options", test_random_all_options);

  ret = g_test_run ();
  g_object_unref (variant);
  return ret;
}
