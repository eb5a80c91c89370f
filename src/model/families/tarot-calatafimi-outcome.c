/* tarot-calatafimi-outcome.c — the Tarocchi of Calatafimi (S8–S10):
 * outcome, score and the outcome JSON of score keeping
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "model/tarot-error.h"
#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-share-outcome.h"
#include "model/families/tarot-calatafimi-private.h"

/* ------------------------------------------------------------------ */
/* outcome and score                                                   */

/* S8: the two sides' piles, the discard with the side that took the
 * three cards, 5 for the last trick. */
static void
four_outcome (const TarotRules *rules,
              const TarotDeal  *deal,
              TarotOutcome     *outcome)
{
  const CalaState *st = CST (deal);
  TarotCardSet piles[2] = { TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY };
  guint took;

  took = calatafimi_team_of (deal, st->discarder);
  for (guint s = 0; s < deal->n_players; s++)
    {
      outcome->side[s] = (guint8) calatafimi_team_of (deal, s);
      piles[outcome->side[s]] = tarot_card_set_union (piles[outcome->side[s]], deal->won[s]);
    }
  piles[took] = tarot_card_set_union (piles[took], deal->discard);
  for (guint t = 0; t < deal->n_tricks; t++)
    outcome->tricks[calatafimi_team_of (deal, deal->trick_winner[t])]++;
  for (guint side = 0; side < 2; side++)
    outcome->points[side] = tarot_sicilian_count_pile (rules, piles[side]);
  outcome->points[calatafimi_team_of (deal, deal->trick_winner[deal->n_tricks - 1])] += TAROT_SICILIAN_LAST_TRICK;
  outcome->extra[EXTRA_TOOK] = (gint32) took;
}

void
calatafimi_outcome (const TarotRules *rules,
                    const TarotDeal  *deal,
                    TarotOutcome     *outcome)
{
  const CalaState *st = CST (deal);
  guint n = deal->n_players;
  guint32 points[TAROT_MAX_PLAYERS] = { 0 };

  outcome->points_unit = 1;
  for (guint s = 0; s < n; s++)
    outcome->extra[EXTRA_PAID + s] = st->paid[s];
  if (deal->end != TAROT_END_PLAYED)
    return;
  if (CR (rules)->four)
    {
      four_outcome (rules, deal, outcome);
      return;
    }
  for (guint s = 0; s < n; s++)
    {
      TarotCardSet pile = deal->won[s];

      if (s == deal->dealer)
        pile = tarot_card_set_union (pile, deal->discard);
      points[s] = tarot_sicilian_count_pile (rules, pile);
    }
  points[deal->trick_winner[deal->n_tricks - 1]] += TAROT_SICILIAN_LAST_TRICK;
  tarot_share_outcome_fill (outcome, deal, FALSE, points);
}

/* S8: the side that took the three cards needs more than 55, the other
 * more than 54.  A Solo wins or loses 3 × his points beyond 55, each
 * opponent his side's short of 54; in pairs each member of a side its
 * points beyond its target (examples (3), (4)); zero-sum. */
static void
four_score (const TarotOutcome *outcome,
            TarotScore         *score,
            gboolean            with_labels)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  gint32 targets[2];
  gint32 d;
  guint took = (guint) outcome->extra[EXTRA_TOOK] & 1u;
  g_autofree char *label = NULL;

  targets[took] = 55;
  targets[1 - took] = 54;
  d = (gint32) outcome->points[0] - targets[0];
  for (guint s = 0; s < outcome->n_players; s++)
    amounts[s] = outcome->side[s] == 0 ? d : -d;
  /* alone against three: the Solo, or a declarer who could call no card
   * he lacked (S8's strict call never meets it) */
  if (outcome->contract == CONTRACT_SOLO || outcome->partner == TAROT_NO_SEAT)
    {
      amounts[outcome->declarer] = 3 * d;
      if (with_labels)
        /* TRANSLATORS: the Solo's card points less his target, tripled */
        label = g_strdup_printf (_("Solo: %u − %d = %+d, × 3 = %+d"), outcome->points[0], targets[0], d, 3 * d);
    }
  else if (with_labels)
    label = g_strdup_printf (_("Declarer’s side: %u − %d = %+d; the others: %u − %d = %+d"),
                             outcome->points[0], targets[0], d, outcome->points[1], targets[1], -d);
  tarot_score_add_line (score, amounts, label);
}

/* S10: the higher total scores the difference, paid by the other
 * (examples (1), (2)). */
static void
two_score (const TarotOutcome *outcome,
           TarotScore         *score,
           gboolean            with_labels)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  gint32 d = outcome->extra[0] - outcome->extra[1];
  g_autofree char *label = NULL;

  amounts[0] = d;
  amounts[1] = -d;
  if (with_labels)
    /* TRANSLATORS: the two players' card points and what the first scores */
    label = g_strdup_printf (_("Player 1: %d against %d: %+d"), outcome->extra[0], outcome->extra[1], d);
  tarot_score_add_line (score, amounts, label);
}

void
calatafimi_score (const TarotRules   *rules,
                  const TarotOutcome *outcome,
                  TarotScore         *score,
                  gboolean            with_labels)
{
  const CalaRules *cr = CR (rules);
  guint n = outcome->n_players;
  gint32 paid[TAROT_MAX_PLAYERS] = { 0 };
  gint32 targets[2] = { cr->targets[0], cr->targets[1] };
  gboolean any = FALSE;

  /* a hand passed out (S8: all said Zero) still pays the deals bought
   * off before it */
  if (outcome->end != TAROT_END_PLAYED && outcome->end != TAROT_END_PASSED_OUT)
    return;
  for (guint s = 0; s < n; s++)
    {
      paid[s] = outcome->extra[EXTRA_PAID + s];
      any |= paid[s] != 0;
    }
  if (any)
    tarot_score_add_line (score, paid,
                          /* TRANSLATORS: "Prendo" is the Sicilian term, kept: the
                           * payments of the deals thrown in by the bargaining */
                          with_labels ? _("Deals bought off (Prendo)") : NULL);
  if (outcome->end != TAROT_END_PLAYED)
    return;
  if (cr->two)
    two_score (outcome, score, with_labels);
  else if (!cr->four)
    tarot_share_score (outcome, FALSE, targets, score, with_labels);
  else
    four_score (outcome, score, with_labels);
}

/* ------------------------------------------------------------------ */
/* outcome JSON (docs/cli.md "score")                                 */

/* "bought_off": what the deals thrown in before this one paid (−) or
 * gave (+) each seat, adding up to 0. */
static gboolean
read_bought_off (const TarotRules  *rules,
                 JsonObject        *object,
                 TarotOutcome      *outcome,
                 GError           **error)
{
  guint n = rules->n_players;
  gint max = MAX_BOUGHT * (gint) (n - 1) * MAX_OFFER;
  g_autofree char *expected = g_strdup_printf ("an array of %u amounts from -%d to %d, one per seat",
                                               n, max, max);
  JsonArray *array = tarot_json_get_array (object, "bought_off", NULL, NULL, error);
  gint32 sum = 0;

  if (array == NULL)
    return FALSE;
  if (json_array_get_length (array) != n)
    {
      tarot_json_set_error (error, NULL, NULL, "bought_off", expected);
      return FALSE;
    }
  for (guint s = 0; s < n; s++)
    {
      JsonNode *node = json_array_get_element (array, s);
      g_autofree char *where = g_strdup_printf ("bought_off[%u]", s);
      gint64 v;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (v = json_node_get_int (node)) < -max || v > max)
        {
          tarot_json_set_error (error, NULL, where, NULL, expected);
          return FALSE;
        }
      outcome->extra[EXTRA_PAID + s] = (gint32) v;
      sum += (gint32) v;
    }
  if (sum != 0)
    {
      tarot_json_set_problem (error, NULL, NULL, "bought_off",
                              _("what the offers paid and the others received adds up to 0"));
      return FALSE;
    }
  return TRUE;
}

/* S8: "end": played (default) or passed_out (all said Zero). */
static const char *const end_ids[] = { "played", "passed_out", NULL };

static gboolean
four_from_json (const TarotRules  *rules,
                JsonObject        *object,
                TarotOutcome      *outcome,
                GError           **error)
{
  static const char *const allowed[] = { "end", "dealer", "contract", "declarer", "partner", "points",
                                         "bought_off", NULL };
  static const char *const passed[] = { "end", "dealer", "bought_off", NULL };
  const char *contracts[] = { rules->contract_ids[CONTRACT_VENTI], rules->contract_ids[CONTRACT_SOLO], NULL };
  guint n = rules->n_players, end = 0, contract, took;
  gint64 dealer, declarer, partner = -1;
  JsonArray *points;

  if (json_object_has_member (object, "end") &&
      !tarot_json_get_choice (object, "end", NULL, NULL, end_ids, &end, error))
    return FALSE;
  if (!tarot_json_check_members (object, end == 0 ? allowed : passed, NULL, NULL, error) ||
      (json_object_has_member (object, "dealer") &&
       !tarot_json_get_int (object, "dealer", NULL, NULL, 0, n - 1, &dealer, error)))
    return FALSE;
  outcome->dealer = json_object_has_member (object, "dealer") ? (guint8) dealer : 0;
  if (end == 1)
    {
      outcome->end = TAROT_END_PASSED_OUT;
      return !json_object_has_member (object, "bought_off") || read_bought_off (rules, object, outcome, error);
    }
  if (!tarot_json_get_int (object, "dealer", NULL, NULL, 0, n - 1, &dealer, error) ||
      !tarot_json_get_choice (object, "contract", NULL, NULL, contracts, &contract, error) ||
      !tarot_json_get_int (object, "declarer", NULL, NULL, 0, n - 1, &declarer, error))
    return FALSE;
  /* a Solo plays alone; in pairs the partner is another player */
  if (contract == CONTRACT_VENTI &&
      !tarot_json_get_int (object, "partner", NULL, NULL, 0, n - 1, &partner, error))
    return FALSE;
  if (contract == CONTRACT_SOLO ? json_object_has_member (object, "partner") : partner == declarer)
    {
      tarot_json_set_problem (error, NULL, NULL, "partner",
                              contract == CONTRACT_SOLO ? _("a Solo plays without a partner")
                                                        : _("the partner is another player than the declarer"));
      return FALSE;
    }
  outcome->contract = (guint8) contract;
  outcome->declarer = (guint8) declarer;
  outcome->partner = partner < 0 ? TAROT_NO_SEAT : (guint8) partner;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = s == declarer || (gint64) s == partner ? 0 : 1;
  took = contract == CONTRACT_SOLO ? 0 : outcome->side[dealer];
  outcome->extra[EXTRA_TOOK] = (gint32) took;
  if ((points = tarot_json_get_array (object, "points", NULL, NULL, error)) == NULL)
    return FALSE;
  for (guint side = 0; side < 2; side++)
    {
      JsonNode *node = side < json_array_get_length (points) ? json_array_get_element (points, side) : NULL;

      if (json_array_get_length (points) != 2 || !JSON_NODE_HOLDS_VALUE (node) ||
          json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < 0 || json_node_get_int (node) > rules->points_total)
        {
          g_autofree char *expected = g_strdup_printf ("an array of 2 card-point totals (declarer's side, "
                                                       "the others) adding up to %u", rules->points_total);

          tarot_json_set_error (error, NULL, NULL, "points", expected);
          return FALSE;
        }
      outcome->points[side] = (guint32) json_node_get_int (node);
    }
  if (outcome->points[0] + outcome->points[1] != rules->points_total)
    {
      tarot_json_set_problem (error, NULL, NULL, "points", _("the two sides’ card points add up to 109"));
      return FALSE;
    }
  /* the discard is the side's that took the three cards: at least 1 */
  if (outcome->points[took] < 1)
    {
      tarot_json_set_problem (error, NULL, NULL, "points",
                              _("the side that took the three cards has at least the 1 point of the discard"));
      return FALSE;
    }
  return !json_object_has_member (object, "bought_off") || read_bought_off (rules, object, outcome, error);
}

/* S10: each player's points; two piles of 62 make 108 or 109 (example
 * (2) and its ruling). */
static gboolean
two_from_json (const TarotRules  *rules,
               JsonObject        *object,
               TarotOutcome      *outcome,
               GError           **error)
{
  static const char *const allowed[] = { "dealer", "points", NULL };
  g_autofree char *expected = g_strdup_printf ("an array of 2 card-point totals, one per seat, "
                                               "adding up to %u or %u", rules->points_total - 1,
                                               rules->points_total);
  JsonArray *points;
  gint64 dealer;
  guint sum = 0;

  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !tarot_json_get_int (object, "dealer", NULL, NULL, 0, 1, &dealer, error) ||
      (points = tarot_json_get_array (object, "points", NULL, NULL, error)) == NULL)
    return FALSE;
  outcome->dealer = (guint8) dealer;
  for (guint s = 0; s < 2; s++)
    {
      JsonNode *node = s < json_array_get_length (points) ? json_array_get_element (points, s) : NULL;

      if (json_array_get_length (points) != 2 || !JSON_NODE_HOLDS_VALUE (node) ||
          json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < 0 || json_node_get_int (node) > rules->points_total)
        {
          tarot_json_set_error (error, NULL, NULL, "points", expected);
          return FALSE;
        }
      outcome->extra[s] = (gint32) json_node_get_int (node);
      outcome->side[s] = s == dealer ? 0 : 1;
      outcome->points[outcome->side[s]] = (guint32) outcome->extra[s];
      sum += (guint) outcome->extra[s];
    }
  if (sum + rules->points_shortfall < rules->points_total || sum > rules->points_total)
    {
      tarot_json_set_error (error, NULL, NULL, "points", expected);
      return FALSE;
    }
  return TRUE;
}

gboolean
calatafimi_outcome_from_json (const TarotRules  *rules,
                              JsonObject        *object,
                              TarotOutcome      *outcome,
                              GError           **error)
{
  static const char *const allowed[] = { "dealer", "points", "bought_off", NULL };
  guint n = rules->n_players;
  gint64 dealer;

  tarot_share_outcome_init (outcome, n);
  if (CR (rules)->four)
    return four_from_json (rules, object, outcome, error);
  if (CR (rules)->two)
    return two_from_json (rules, object, outcome, error);
  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !tarot_json_get_int (object, "dealer", NULL, NULL, 0, n - 1, &dealer, error))
    return FALSE;
  outcome->dealer = (guint8) dealer;
  if (!tarot_share_read_points (rules, object, FALSE, NULL, outcome, error))
    return FALSE;
  /* the dealer's discard is his: three cards worth at least 1 (S9) */
  if (outcome->extra[dealer] < 1)
    {
      g_autofree char *where = g_strdup_printf ("points[%u]", (guint) dealer);

      tarot_json_set_problem (error, NULL, where, NULL,
                              _("the dealer has at least the 1 point of his discard"));
      return FALSE;
    }
  if (json_object_has_member (object, "bought_off") &&
      !read_bought_off (rules, object, outcome, error))
    return FALSE;
  return TRUE;
}

static JsonObject *
four_to_json (const TarotRules   *rules,
              const TarotOutcome *outcome)
{
  JsonObject *o = json_object_new ();
  JsonArray *points;

  if (outcome->end != TAROT_END_PLAYED)
    {
      json_object_set_string_member (o, "end", end_ids[1]);
      json_object_set_int_member (o, "dealer", outcome->dealer);
      return o;
    }
  json_object_set_string_member (o, "end", end_ids[0]);
  json_object_set_int_member (o, "dealer", outcome->dealer);
  json_object_set_string_member (o, "contract", rules->contract_ids[outcome->contract]);
  json_object_set_int_member (o, "declarer", outcome->declarer);
  if (outcome->contract == CONTRACT_VENTI)
    json_object_set_int_member (o, "partner", outcome->partner);
  points = json_array_new ();
  json_array_add_int_element (points, outcome->points[0]);
  json_array_add_int_element (points, outcome->points[1]);
  json_object_set_array_member (o, "points", points);
  return o;
}

JsonObject *
calatafimi_outcome_to_json (const TarotRules   *rules,
                            const TarotOutcome *outcome)
{
  JsonObject *o = CR (rules)->four ? four_to_json (rules, outcome) : tarot_share_outcome_to_json (outcome, FALSE);
  JsonArray *paid = json_array_new ();
  gboolean any = FALSE;

  for (guint s = 0; s < outcome->n_players; s++)
    {
      json_array_add_int_element (paid, outcome->extra[EXTRA_PAID + s]);
      any |= outcome->extra[EXTRA_PAID + s] != 0;
    }
  if (any)
    json_object_set_array_member (o, "bought_off", paid);
  else
    json_array_unref (paid);
  return o;
}

/* S8: the hand, who played what with whom, the two sides' points. */
static JsonObject *
four_describe (const TarotRules *rules)
{
  JsonObject *desc = tarot_outcome_desc_new ();
  JsonArray *labels = json_array_new ();
  JsonArray *defaults = json_array_new ();
  JsonObject *f;

  tarot_outcome_desc_add (desc, "dealer", "seat", _("Dealer"));
  f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
  tarot_outcome_desc_add_choice (f, end_ids[0], _("Played"));
  tarot_outcome_desc_add_choice (f, end_ids[1], _("All said Zero"));
  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Game"));
  tarot_outcome_desc_add_choice (f, rules->contract_ids[CONTRACT_VENTI], _("Venti, with a partner"));
  tarot_outcome_desc_add_choice (f, rules->contract_ids[CONTRACT_SOLO], _("Solo"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Declarer"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "partner", "seat", _("Partner"));
  json_object_set_int_member (f, "default", 1);
  tarot_outcome_desc_when (f, "contract", rules->contract_ids[CONTRACT_VENTI], NULL);
  f = tarot_outcome_desc_add (desc, "points", "per_side", _("Card points"));
  json_array_add_string_element (labels, _("Declarer’s side"));
  json_array_add_string_element (labels, _("The others"));
  json_object_set_array_member (f, "labels", labels);
  tarot_outcome_desc_set_range (f, 0, rules->points_total);
  json_object_set_int_member (f, "total", rules->points_total);
  json_object_set_string_member (f, "unit", _("points"));
  json_array_add_int_element (defaults, 55);
  json_array_add_int_element (defaults, 54);
  json_object_set_array_member (f, "default", defaults);
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  return desc;
}

static JsonArray *
two_defaults (void)
{
  JsonArray *a = json_array_new ();

  json_array_add_int_element (a, 55);
  json_array_add_int_element (a, 54);
  return a;
}

JsonObject *
calatafimi_outcome_describe (const TarotRules *rules)
{
  const CalaRules *cr = CR (rules);
  gint32 targets[2] = { cr->targets[0], cr->targets[1] };
  JsonObject *desc = cr->four ? four_describe (rules) : tarot_share_describe (rules, FALSE, targets);
  JsonObject *f;

  if (cr->two)
    {
      /* 108 or 109: no total to fill in, the default an even split */
      f = json_array_get_object_element (json_object_get_array_member (desc, "fields"), 1);
      json_object_remove_member (f, "total");
      json_object_set_array_member (f, "default", two_defaults ());
      json_object_set_string_member (f, "help", _("They add up to 109, or to 108 when both piles end with "
                                                  "one card over a set of three"));
      return desc;
    }
  f = tarot_outcome_desc_add (desc, "bought_off", "per_seat", _("Deals bought off before"));
  JsonArray *defaults = json_array_new ();
  gint max = MAX_BOUGHT * (gint) (rules->n_players - 1) * MAX_OFFER;

  json_object_set_string_member (f, "item_type", "int");
  tarot_outcome_desc_set_range (f, -max, max);
  json_object_set_int_member (f, "total", 0);
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "help",
                                 _("When the bargaining threw deals in (Prendo) before this one was played: "
                                   "what each paid (−) or received (+); they add up to 0"));
  for (guint s = 0; s < rules->n_players; s++)
    json_array_add_int_element (defaults, 0);
  json_object_set_array_member (f, "default", defaults);
  return desc;
}

