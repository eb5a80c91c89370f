/* tarot-sicilian-outcome.c — the Sicilian games' scores, outcome JSON and outcome
 * descriptions (rules/italian-living-games.md, Sicily; docs/cli.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-error.h"
#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/families/tarot-sicilian-private.h"

const char *const sicilian_end_ids[] = { "played", "passed_out", NULL };

/* One premium of S6: @per_opponent (+ won by the declarer, − by the others) from each
 * opponent, doubled after a stata; no line when nothing moves. */
static void
premium_line (const TarotRules   *rules,
              const TarotOutcome *outcome,
              TarotScore         *score,
              gint32              per_opponent,
              const char         *label)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  gint32 p = per_opponent * rules->contract_value[outcome->contract];

  if (p == 0)
    return;
  /* one against the others: the declarer with each; two against two (S7): each member
   * of one couple with one of the other */
  for (guint s = 0; s < outcome->n_players; s++)
    if (outcome->partner != TAROT_NO_SEAT)
      amounts[s] = outcome->side[s] == 0 ? p : -p;
    else if (s != outcome->declarer)
      {
        amounts[s] = -p;
        amounts[outcome->declarer] += p;
      }
  tarot_score_add_line (score, amounts, label);
}

/* +1 for the declarer's side (1), −1 for the others (2), 0 */
static gint32
side_sign (gint32 side)
{
  return side == 1 ? 1 : side == 2 ? -1 : 0;
}

/* S6: each premium paid by each opponent to the declarer if he achieves it, by the
 * declarer to each opponent if they do; all doubled after a stata. */
static void
mineo_score (const TarotRules   *rules,
             const TarotOutcome *outcome,
             TarotScore         *score,
             gboolean            with_labels)
{
  gint32 flags = outcome->extra[EXTRA_FLAGS];
  gint32 vanto = (flags & FLAG_VANTO_ANNOUNCED) ? 2 : 1;
  gint32 arie = side_sign (outcome->extra[EXTRA_ARIE]) * ((flags & FLAG_ARIE_WITH_GIOVE) ? 2 : 1);
  gint32 pigliate = outcome->extra[EXTRA_PIGLIATE] - outcome->extra[EXTRA_PIGLIATE + 1];

  /* rimattura: the declarer needs 55 (Q2) */
  premium_line (rules, outcome, score, outcome->points[0] >= 55 ? 1 : -1,
                with_labels ? (outcome->points[0] >= 55 ? _("Rimattura: the declarer made 55")
                                                         : _("Rimattura: the declarer made less than 55"))
                            : NULL);
  premium_line (rules, outcome, score, (flags & FLAG_LAST_TO_OPPONENTS) ? -vanto : vanto,
                with_labels ? (vanto == 2 ? _("Vanto: the last trick, announced")
                                          : _("Vanto: the last trick")) : NULL);
  premium_line (rules, outcome, score, pigliate, with_labels ? _("Pigliate: trumps captured") : NULL);
  premium_line (rules, outcome, score, side_sign (outcome->extra[EXTRA_SCOMMESSA]),
                with_labels ? _("Scommessa: the Picciotti") : NULL);
  premium_line (rules, outcome, score, side_sign (outcome->extra[EXTRA_QUATTRO_RE]),
                with_labels ? _("Quattro Re: the four Kings") : NULL);
  premium_line (rules, outcome, score, arie,
                with_labels ? ((flags & FLAG_ARIE_WITH_GIOVE) ? _("Arie, with the Giove") : _("Arie")) : NULL);
}

/* The line that closes S4's rubber: the first side whose records reach 50 (or 51).
 * Only one side records in a hand, so the other is still short; sides level past the
 * target (only from an edited sheet) play on, as the session counts it. */
static void
excess_rubber_line (const TarotRules   *rules,
                    const TarotOutcome *outcome,
                    gint32              dealers,
                    gint32              others,
                    TarotScore         *score,
                    gboolean            with_labels)
{
  const TarotRubber *rubber = &rules->rubber;
  gint32 none[TAROT_MAX_PLAYERS] = { 0 };
  gint64 d, o;
  g_autofree char *label = NULL;

  if (rubber->hand == 0 || rubber->target == 0)
    return;
  d = (gint64) rubber->tally[outcome->dealer] + dealers;
  o = (gint64) rubber->tally[(outcome->dealer + 1) % outcome->n_players] + others;
  if (MAX (d, o) < rubber->target || d == o)
    return;
  if (with_labels)
    /* TRANSLATORS: the sides' totals in the rubber, the winner's first */
    label = g_strdup_printf (d > o ? _("The dealer’s side wins the rubber, %d to %d")
                                   : _("The others win the rubber, %d to %d"),
                             (gint) MAX (d, o), (gint) MIN (d, o));
  tarot_score_add_line (score, none, label);
}

void
sicilian_score (const TarotRules   *rules,
                const TarotOutcome *outcome,
                TarotScore         *score,
                gboolean            with_labels)
{
  const SicilianRules *sr = SR (rules);
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  guint n = outcome->n_players;
  g_autofree char *label = NULL;

  if (outcome->end != TAROT_END_PLAYED)
    return;
  if (sr->bidding == BIDDING_ANTICO)
    {
      sicilian_vanto_score (rules, outcome, score, with_labels);
      return;
    }
  if (sr->bidding == BIDDING_MINEO)
    {
      mineo_score (rules, outcome, score, with_labels);
      return;
    }
  switch ((Mode) outcome->extra[EXTRA_MODE])
    {
    case MODE_SOLO:
      {
        /* > 55 wins, < 55 loses, 55 nothing (S1, S3) */
        gint32 d = (gint32) outcome->points[0] - 55;

        for (guint s = 0; s < n; s++)
          amounts[s] = s == outcome->declarer ? d * sr->rates[0] : -d * sr->rates[1];
        if (with_labels)
          /* TRANSLATORS: the Solo's card points less 55, times the rate, e.g. "Solo: (60 − 55) × 4 = 20" */
          label = g_strdup_printf (_("Solo: (%u − 55) × %u = %d"), outcome->points[0], sr->rates[0],
                                   d * sr->rates[0]);
        tarot_score_add_line (score, amounts, label);
        return;
      }

    case MODE_PARTNERS:
      if (sr->excess[0] > 0)
        {
          /* the dealer's side records its points over 55, the others theirs over 54, never
           * below 0 (S4): at most one side records; the sheet keeps the difference of the
           * records, zero-sum, as at Ottocento ([RULING], docs/cli.md) */
          gint32 x = MAX ((gint32) outcome->points[0] - (gint32) sr->excess[0], 0);
          gint32 y = MAX ((gint32) outcome->points[1] - (gint32) sr->excess[1], 0);
          gint32 tally[TAROT_MAX_PLAYERS] = { 0 };

          for (guint s = 0; s < n; s++)
            {
              amounts[s] = outcome->side[s] == 0 ? x - y : y - x;
              tally[s] = outcome->side[s] == 0 ? x : y;
            }
          if (with_labels)
            label = y > 0
                    /* TRANSLATORS: what the others record, e.g. "The others record 59 − 54 = 5" */
                    ? g_strdup_printf (_("The others record %u − %u = %d"), outcome->points[1], sr->excess[1], y)
                    /* TRANSLATORS: what the dealer's side records, e.g. "Dealer’s side records 62 − 55 = 7" */
                    : g_strdup_printf (_("Dealer’s side records %u − %u = %d"), outcome->points[0], sr->excess[0], x);
          tarot_score_add_line (score, amounts, label);
          /* the records are the rubber's tally (S4) */
          tarot_score_set_tally (score, tally);
          excess_rubber_line (rules, outcome, x, y, score, with_labels);
          return;
        }
      {
        /* the winning side scores the difference (S2) */
        gint32 d = (gint32) outcome->points[0] - (gint32) outcome->points[1];

        for (guint s = 0; s < n; s++)
          amounts[s] = outcome->side[s] == 0 ? d : -d;
        if (with_labels)
          /* TRANSLATORS: each side's card points, e.g. "Dealer’s side 63, the others 46" */
          label = g_strdup_printf (_("Dealer’s side %u, the others %u"), outcome->points[0], outcome->points[1]);
        tarot_score_add_line (score, amounts, label);
        return;
      }

    case MODE_EACH:
    default:
      /* each his points less his target: 37 for the taker, 36 for the others (S1, S3),
       * 27 each at four (S2) */
      for (guint s = 0; s < n; s++)
        {
          guint target = sr->targets[(gint32) s == outcome->extra[EXTRA_TAKER] ? 0 : 1];

          memset (amounts, 0, sizeof amounts);
          amounts[s] = outcome->extra[s] - (gint32) target;
          if (with_labels)
            {
              g_free (label);
              /* TRANSLATORS: one player's card points less his target, e.g. "Player 2: 40 − 37 = 3" */
              label = g_strdup_printf (_("Player %u: %d − %u = %d"), s + 1, outcome->extra[s], target,
                                       amounts[s]);
            }
          tarot_score_add_line (score, amounts, label);
          /* S2's 27 each is not zero-sum (108 to 110 on the cards): each settles with
           * the table, as with a pot ([RULING], docs/cli.md) */
          if (sr->bidding == BIDDING_NONE && score->n_lines > 0)
            score->lines[score->n_lines - 1].pot = TRUE;
        }
      return;
    }
}

/* ------------------------------------------------------------------ */
/* outcome JSON (docs/cli.md "score")                                 */

static const char *
contract_id (const TarotRules *rules,
             guint             contract)
{
  return rules->contract_ids[contract];
}

/* Counted in threes with 5 for the last trick, the piles make 109 with 63 cards, 108
 * to 110 with 64 (common rules, S2). */
static gboolean
check_total (const TarotRules  *rules,
             guint              sum,
             const char        *member,
             GError           **error)
{
  const SicilianRules *sr = SR (rules);
  g_autofree char *problem = NULL;

  if (sum >= sr->total_lo && sum <= sr->total_hi)
    return TRUE;
  problem = sr->total_lo == sr->total_hi
            ? g_strdup_printf (_("the card points add up to %u"), sr->total_hi)
            : g_strdup_printf (_("the card points add up to %u to %u"), sr->total_lo, sr->total_hi);
  tarot_json_set_problem (error, NULL, NULL, member, problem);
  return FALSE;
}

/* "points": one integer per seat, adding up to a total the piles can make */
static gboolean
read_seat_points (const TarotRules  *rules,
                  JsonObject        *object,
                  TarotOutcome      *outcome,
                  GError           **error)
{
  const SicilianRules *sr = SR (rules);
  g_autofree char *range = g_strdup_printf ("%u integers from 0 to %u", rules->n_players, sr->total_hi);
  JsonArray *a = tarot_json_get_array (object, "points", NULL, NULL, error);
  guint sum = 0;

  if (a == NULL)
    return FALSE;
  if (json_array_get_length (a) != rules->n_players)
    {
      tarot_json_set_error (error, NULL, NULL, "points", range);
      return FALSE;
    }
  for (guint s = 0; s < rules->n_players; s++)
    {
      JsonNode *e = json_array_get_element (a, s);

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
          json_node_get_int (e) < 0 || json_node_get_int (e) > sr->total_hi)
        {
          g_autofree char *where = g_strdup_printf ("points[%u]", s);

          tarot_json_set_error (error, NULL, NULL, where, range);
          return FALSE;
        }
      outcome->extra[s] = (gint32) json_node_get_int (e);
      outcome->points[outcome->side[s]] += (guint32) outcome->extra[s];
      sum += (guint) outcome->extra[s];
    }
  return check_total (rules, sum, "points", error);
}

/* S2 in partnerships: the dealer says which side is which. */
static gboolean
partners_from_json (const TarotRules  *rules,
                    JsonObject        *object,
                    TarotOutcome      *outcome,
                    GError           **error)
{
  static const char *const allowed[] = { "dealer", "card_points", NULL };
  const SicilianRules *sr = SR (rules);
  g_autofree char *range = g_strdup_printf ("two integers from 0 to %u", sr->total_hi);
  guint n = rules->n_players;
  JsonArray *a;
  gint64 dealer;

  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !tarot_json_get_int (object, "dealer", NULL, NULL, 0, n - 1, &dealer, error) ||
      (a = tarot_json_get_array (object, "card_points", NULL, NULL, error)) == NULL)
    return FALSE;
  for (guint side = 0; side < 2; side++)
    {
      JsonNode *e = json_array_get_length (a) == 2 ? json_array_get_element (a, side) : NULL;

      if (e == NULL || !JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
          json_node_get_int (e) < 0 || json_node_get_int (e) > sr->total_hi)
        {
          tarot_json_set_error (error, NULL, NULL, "card_points", range);
          return FALSE;
        }
      outcome->points[side] = (guint32) json_node_get_int (e);
    }
  if (!check_total (rules, outcome->points[0] + outcome->points[1], "card_points", error))
    return FALSE;
  outcome->dealer = (guint8) dealer;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = (guint8) ((s + n - (guint) dealer) % 2);
  return TRUE;
}

static const char *const holder_ids[] = { "none", "declarer", "opponents", NULL };
static const char *const last_trick_ids[] = { "declarer", "opponents", NULL };

/* S6: the Solo's card points and the premiums. */
static gboolean
mineo_from_json (const TarotRules  *rules,
                 JsonObject        *object,
                 TarotOutcome      *outcome,
                 GError           **error)
{
  static const char *const keys[] = { "end", "dealer", "declarer", "partner", "stata", "card_points", "last_trick",
                                      "vanto_announced", "pigliate", "scommessa", "quattro_re", "arie",
                                      "arie_giove", NULL };
  const SicilianRules *sr = SR (rules);
  guint n = rules->n_players, last, holder[3] = { 0, 0, 0 };
  gboolean stata = FALSE, vanto = FALSE, giove = FALSE;
  const char *const holder_keys[3] = { "scommessa", "quattro_re", "arie" };
  gint64 declarer, points;
  JsonArray *a;

  if (!tarot_json_check_members (object, keys, NULL, NULL, error) ||
      !tarot_json_get_int (object, "declarer", NULL, NULL, 0, n - 1, &declarer, error) ||
      (json_object_has_member (object, "stata") &&
       !tarot_json_get_bool (object, "stata", NULL, NULL, &stata, error)) ||
      !tarot_json_get_int (object, "card_points", NULL, NULL, 0, sr->total_hi, &points, error) ||
      !tarot_json_get_choice (object, "last_trick", NULL, NULL, last_trick_ids, &last, error) ||
      (json_object_has_member (object, "vanto_announced") &&
       !tarot_json_get_bool (object, "vanto_announced", NULL, NULL, &vanto, error)) ||
      (json_object_has_member (object, "arie_giove") &&
       !tarot_json_get_bool (object, "arie_giove", NULL, NULL, &giove, error)) ||
      (a = tarot_json_get_array (object, "pigliate", NULL, NULL, error)) == NULL)
    return FALSE;
  for (guint k = 0; k < 3; k++)
    if (json_object_has_member (object, holder_keys[k]) &&
        !tarot_json_get_choice (object, holder_keys[k], NULL, NULL, holder_ids, &holder[k], error))
      return FALSE;
  /* five cards can be captured: the 19, 18, 17, 16 and the 1 */
  for (guint side = 0; side < 2; side++)
    {
      JsonNode *e = json_array_get_length (a) == 2 ? json_array_get_element (a, side) : NULL;

      if (e == NULL || !JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64 ||
          json_node_get_int (e) < 0 || json_node_get_int (e) > 5)
        {
          tarot_json_set_error (error, NULL, NULL, "pigliate", "two integers from 0 to 5");
          return FALSE;
        }
      outcome->extra[EXTRA_PIGLIATE + side] = (gint32) json_node_get_int (e);
    }
  if (outcome->extra[EXTRA_PIGLIATE] + outcome->extra[EXTRA_PIGLIATE + 1] > 5)
    {
      tarot_json_set_problem (error, NULL, NULL, "pigliate", _("five trumps can be captured at most: 19, 18, 17, 16 and 1"));
      return FALSE;
    }
  if (giove && holder[2] == 0)
    {
      tarot_json_set_problem (error, NULL, NULL, "arie_giove", _("the Giove counts only with the arie"));
      return FALSE;
    }
  /* S7: a Chiamo's partner, the holder of the called card, never after a stata */
  if (tarot_json_has_value (object, "partner"))
    {
      gint64 partner;

      if (n != 4 || !tarot_json_get_int (object, "partner", NULL, NULL, 0, n - 1, &partner, error))
        {
          if (n != 4)
            tarot_json_set_problem (error, NULL, NULL, "partner", _("a partner is called at four only"));
          return FALSE;
        }
      if (partner == declarer || stata)
        {
          tarot_json_set_problem (error, NULL, NULL, "partner",
                                  stata ? _("a stata plays alone") : _("the partner is another player"));
          return FALSE;
        }
      outcome->partner = (guint8) partner;
    }
  outcome->declarer = (guint8) declarer;
  outcome->contract = stata ? CONTRACT_STATA : CONTRACT_SOLO;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = s != declarer && s != outcome->partner;
  outcome->points[0] = (guint32) points;
  outcome->points[1] = sr->total_hi - (guint32) points;
  outcome->extra[EXTRA_MODE] = MODE_SOLO;
  outcome->extra[EXTRA_FLAGS] = (last == 1 ? FLAG_LAST_TO_OPPONENTS : 0) | (vanto ? FLAG_VANTO_ANNOUNCED : 0) |
                                (giove ? FLAG_ARIE_WITH_GIOVE : 0);
  outcome->extra[EXTRA_SCOMMESSA] = (gint32) holder[0];
  outcome->extra[EXTRA_QUATTRO_RE] = (gint32) holder[1];
  outcome->extra[EXTRA_ARIE] = (gint32) holder[2];
  return TRUE;
}

gboolean
sicilian_outcome_from_json (const TarotRules  *rules,
                            JsonObject        *object,
                            TarotOutcome      *outcome,
                            GError           **error)
{
  static const char *const solo_keys[] = { "end", "dealer", "contract", "declarer", "card_points", NULL };
  static const char *const each_keys[] = { "end", "dealer", "contract", "declarer", "points", NULL };
  static const char *const plain_keys[] = { "dealer", "points", NULL };
  static const char *const passed[] = { "end", "dealer", NULL };
  const SicilianRules *sr = SR (rules);
  const char *contracts[] = { contract_id (rules, CONTRACT_EACH), contract_id (rules, CONTRACT_SOLO), NULL };
  guint n = rules->n_players, end = 0, contract;
  gint64 declarer, points;

  if (sr->bidding == BIDDING_ANTICO)
    return sicilian_vanto_outcome_from_json (rules, object, outcome, error);
  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = (guint8) n;
  outcome->declarer = TAROT_NO_SEAT;
  outcome->partner = TAROT_NO_SEAT;
  outcome->points_unit = 1;
  outcome->end = TAROT_END_PLAYED;
  if (sr->bidding == BIDDING_NONE)
    {
      outcome->extra[EXTRA_MODE] = sr->partnerships ? MODE_PARTNERS : MODE_EACH;
      if (sr->partnerships)
        return partners_from_json (rules, object, outcome, error);
      for (guint s = 0; s < n; s++)
        outcome->side[s] = 1;
      outcome->extra[EXTRA_TAKER] = -1;
      return tarot_json_check_members (object, plain_keys, NULL, NULL, error) &&
             read_seat_points (rules, object, outcome, error);
    }
  if (json_object_has_member (object, "end") &&
      !tarot_json_get_choice (object, "end", NULL, NULL, sicilian_end_ids, &end, error))
    return FALSE;
  if (end == 1)
    {
      outcome->end = TAROT_END_PASSED_OUT;
      return tarot_json_check_members (object, passed, NULL, NULL, error);
    }
  if (sr->bidding == BIDDING_MINEO)
    return mineo_from_json (rules, object, outcome, error);
  if (!tarot_json_get_choice (object, "contract", NULL, NULL, contracts, &contract, error) ||
      !tarot_json_check_members (object, contract == CONTRACT_SOLO ? solo_keys : each_keys, NULL, NULL, error) ||
      !tarot_json_get_int (object, "declarer", NULL, NULL, 0, n - 1, &declarer, error))
    return FALSE;
  outcome->contract = (guint8) contract;
  outcome->declarer = (guint8) declarer;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = s != declarer;
  if (contract != CONTRACT_SOLO)
    {
      /* everyone for himself, as sicilian_outcome() has it */
      outcome->declarer = TAROT_NO_SEAT;
      outcome->extra[EXTRA_TAKER] = (gint32) declarer;
      for (guint s = 0; s < n; s++)
        outcome->side[s] = 1;
    }
  if (contract == CONTRACT_SOLO)
    {
      outcome->extra[EXTRA_MODE] = MODE_SOLO;
      /* the Solo's pile against the others', 109 in all */
      if (!tarot_json_get_int (object, "card_points", NULL, NULL, 0, sr->total_hi, &points, error))
        return FALSE;
      outcome->points[0] = (guint32) points;
      outcome->points[1] = sr->total_hi - (guint32) points;
      return TRUE;
    }
  outcome->extra[EXTRA_MODE] = MODE_EACH;
  return read_seat_points (rules, object, outcome, error);
}

static JsonArray *
seat_points_array (const TarotOutcome *outcome)
{
  JsonArray *array = json_array_new ();

  for (guint s = 0; s < outcome->n_players; s++)
    json_array_add_int_element (array, outcome->extra[s]);
  return array;
}

JsonObject *
sicilian_outcome_to_json (const TarotRules   *rules,
                          const TarotOutcome *outcome)
{
  JsonObject *o;
  Mode mode = (Mode) outcome->extra[EXTRA_MODE];

  if (SR (rules)->bidding == BIDDING_ANTICO)
    return sicilian_vanto_outcome_to_json (rules, outcome);
  o = json_object_new ();

  if (SR (rules)->bidding == BIDDING_NONE)
    {
      if (mode == MODE_PARTNERS)
        {
          JsonArray *a = json_array_new ();

          json_array_add_int_element (a, outcome->points[0]);
          json_array_add_int_element (a, outcome->points[1]);
          json_object_set_int_member (o, "dealer", outcome->dealer);
          json_object_set_array_member (o, "card_points", a);
        }
      else
        json_object_set_array_member (o, "points", seat_points_array (outcome));
      return o;
    }
  if (outcome->end != TAROT_END_PLAYED)
    {
      json_object_set_string_member (o, "end", sicilian_end_ids[1]);
      return o;
    }
  json_object_set_string_member (o, "end", sicilian_end_ids[0]);
  if (SR (rules)->bidding == BIDDING_MINEO)
    {
      gint32 flags = outcome->extra[EXTRA_FLAGS];
      JsonArray *a = json_array_new ();

      json_object_set_int_member (o, "declarer", outcome->declarer);
      if (outcome->partner != TAROT_NO_SEAT)
        json_object_set_int_member (o, "partner", outcome->partner);
      json_object_set_boolean_member (o, "stata", outcome->contract == CONTRACT_STATA);
      json_object_set_int_member (o, "card_points", outcome->points[0]);
      json_object_set_string_member (o, "last_trick", last_trick_ids[(flags & FLAG_LAST_TO_OPPONENTS) ? 1 : 0]);
      json_object_set_boolean_member (o, "vanto_announced", (flags & FLAG_VANTO_ANNOUNCED) != 0);
      json_array_add_int_element (a, outcome->extra[EXTRA_PIGLIATE]);
      json_array_add_int_element (a, outcome->extra[EXTRA_PIGLIATE + 1]);
      json_object_set_array_member (o, "pigliate", a);
      json_object_set_string_member (o, "scommessa", holder_ids[outcome->extra[EXTRA_SCOMMESSA]]);
      json_object_set_string_member (o, "quattro_re", holder_ids[outcome->extra[EXTRA_QUATTRO_RE]]);
      json_object_set_string_member (o, "arie", holder_ids[outcome->extra[EXTRA_ARIE]]);
      if (outcome->extra[EXTRA_ARIE] != 0)
        json_object_set_boolean_member (o, "arie_giove", (flags & FLAG_ARIE_WITH_GIOVE) != 0);
      return o;
    }
  json_object_set_string_member (o, "contract", contract_id (rules, outcome->contract));
  json_object_set_int_member (o, "declarer", mode == MODE_EACH ? outcome->extra[EXTRA_TAKER] : outcome->declarer);
  if (mode == MODE_SOLO)
    json_object_set_int_member (o, "card_points", outcome->points[0]);
  else
    json_object_set_array_member (o, "points", seat_points_array (outcome));
  return o;
}

static void
describe_seat_points (const TarotRules *rules,
                      JsonObject       *desc)
{
  const SicilianRules *sr = SR (rules);
  JsonObject *f = tarot_outcome_desc_add (desc, "points", "per_seat", _("Card points, with 5 for the last trick"));
  JsonArray *dflt = json_array_new ();

  json_object_set_string_member (f, "item_type", "int");
  tarot_outcome_desc_set_range (f, 0, sr->total_hi);
  json_object_set_string_member (f, "unit", _("points"));
  if (sr->total_lo == sr->total_hi)
    json_object_set_int_member (f, "total", sr->total_hi);
  for (guint s = 0; s < rules->n_players; s++)
    json_array_add_int_element (dflt, sr->total_lo / rules->n_players + (s < sr->total_lo % rules->n_players));
  json_object_set_array_member (f, "default", dflt);
  if (sr->bidding != BIDDING_NONE)
    tarot_outcome_desc_when (f, "contract", contract_id (rules, CONTRACT_EACH), NULL);
}

static void
holder_field (JsonObject *desc,
              const char *id,
              const char *label)
{
  JsonObject *f = tarot_outcome_desc_add (desc, id, "choice", label);

  tarot_outcome_desc_add_choice (f, holder_ids[0], _("Neither side"));
  tarot_outcome_desc_add_choice (f, holder_ids[1], _("The declarer"));
  tarot_outcome_desc_add_choice (f, holder_ids[2], _("The opponents"));
  tarot_outcome_desc_when (f, "end", sicilian_end_ids[0], NULL);
}

/* S6: the Solo and the premiums, in the order a table settles them. */
static void
describe_mineo (const TarotRules *rules,
                JsonObject       *desc)
{
  JsonObject *f;
  JsonArray *dflt = json_array_new ();
  JsonArray *labels = json_array_new ();

  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Declarer"));
  tarot_outcome_desc_when (f, "end", sicilian_end_ids[0], NULL);
  if (rules->n_players == 4)
    {
      f = tarot_outcome_desc_add (desc, "partner", "seat", _("Partner (held the called card)"));
      json_object_set_string_member (f, "none_label", _("Alone"));
      json_object_set_boolean_member (f, "optional", TRUE);
      tarot_outcome_desc_when (f, "end", sicilian_end_ids[0], NULL);
    }
  f = tarot_outcome_desc_add (desc, "stata", "bool",
                              SR (rules)->palagonia ? _("Stata (Solo during the deal, premiums doubled)")
                                                    : _("Stata (Solo after the first round, premiums doubled)"));
  tarot_outcome_desc_when (f, "end", sicilian_end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "card_points", "int", _("The declarer’s card points, with 5 for the last trick"));
  tarot_outcome_desc_set_range (f, 0, SR (rules)->total_hi);
  json_object_set_int_member (f, "default", 55);
  json_object_set_string_member (f, "unit", _("points"));
  tarot_outcome_desc_when (f, "end", sicilian_end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "last_trick", "choice", _("Last trick (vanto)"));
  tarot_outcome_desc_add_choice (f, last_trick_ids[0], _("The declarer"));
  tarot_outcome_desc_add_choice (f, last_trick_ids[1], _("The opponents"));
  tarot_outcome_desc_when (f, "end", sicilian_end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "vanto_announced", "bool", _("“Mi vanto” or “Mi rivanto” announced"));
  tarot_outcome_desc_when (f, "end", sicilian_end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "pigliate", "per_side", _("Pigliate: the 19, 18, 17, 16 and 1 captured"));
  json_array_add_string_element (labels, _("Declarer"));
  json_array_add_string_element (labels, _("Opponents"));
  json_object_set_array_member (f, "labels", labels);
  tarot_outcome_desc_set_range (f, 0, 5);
  json_array_add_int_element (dflt, 0);
  json_array_add_int_element (dflt, 0);
  json_object_set_array_member (f, "default", dflt);
  tarot_outcome_desc_when (f, "end", sicilian_end_ids[0], NULL);
  holder_field (desc, "scommessa", _("Scommessa announced: who ended with the Picciotti"));
  holder_field (desc, "quattro_re", _("The four Kings in one side’s tricks"));
  holder_field (desc, "arie", _("The arie (19, 18, 17, 16) in one side’s tricks"));
  f = tarot_outcome_desc_add (desc, "arie_giove", "bool", _("The arie with the Giove"));
  tarot_outcome_desc_when (f, "arie", holder_ids[1], holder_ids[2], NULL);
}

JsonObject *
sicilian_outcome_describe (const TarotRules *rules)
{
  const SicilianRules *sr = SR (rules);
  JsonObject *desc;
  JsonObject *f;

  if (sr->bidding == BIDDING_ANTICO)
    return sicilian_vanto_outcome_describe (rules);
  desc = tarot_outcome_desc_new ();
  if (sr->bidding == BIDDING_NONE)
    {
      if (sr->partnerships)
        {
          JsonArray *labels = json_array_new ();
          JsonArray *dflt = json_array_new ();

          tarot_outcome_desc_add (desc, "dealer", "seat", _("Dealer"));
          f = tarot_outcome_desc_add (desc, "card_points", "per_side", _("Card points, with 5 for the last trick"));
          json_array_add_string_element (labels, _("Dealer’s side"));
          json_array_add_string_element (labels, _("The others"));
          json_object_set_array_member (f, "labels", labels);
          tarot_outcome_desc_set_range (f, 0, sr->total_hi);
          json_object_set_string_member (f, "unit", _("points"));
          json_array_add_int_element (dflt, sr->total_lo / 2 + 1);
          json_array_add_int_element (dflt, sr->total_lo - sr->total_lo / 2 - 1);
          json_object_set_array_member (f, "default", dflt);
          if (sr->total_lo == sr->total_hi)
            json_object_set_int_member (f, "total", sr->total_hi);
          else
            {
              /* TRANSLATORS: the two possible totals of the card points, e.g. "109 or 110 in all, …" */
              g_autofree char *help = g_strdup_printf (_("%u or %u in all, as the piles fall"),
                                                       sr->total_lo, sr->total_hi);

              json_object_set_string_member (f, "help", help);
            }
        }
      else
        describe_seat_points (rules, desc);
      return desc;
    }
  f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
  tarot_outcome_desc_add_choice (f, sicilian_end_ids[0], _("Played"));
  tarot_outcome_desc_add_choice (f, sicilian_end_ids[1], _("Thrown in"));
  if (sr->bidding == BIDDING_MINEO)
    {
      describe_mineo (rules, desc);
      return desc;
    }
  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Game"));
  tarot_outcome_desc_add_choice (f, contract_id (rules, CONTRACT_SOLO), _("Solo"));
  tarot_outcome_desc_add_choice (f, contract_id (rules, CONTRACT_EACH), _("Each for himself"));
  tarot_outcome_desc_when (f, "end", sicilian_end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Declarer (took the monte)"));
  tarot_outcome_desc_when (f, "end", sicilian_end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "card_points", "int", _("The Solo’s card points, with 5 for the last trick"));
  tarot_outcome_desc_set_range (f, 0, sr->total_hi);
  json_object_set_int_member (f, "default", 55);
  json_object_set_string_member (f, "unit", _("points"));
  tarot_outcome_desc_when (f, "contract", contract_id (rules, CONTRACT_SOLO), NULL);
  describe_seat_points (rules, desc);
  return desc;
}

gboolean
sicilian_read_seat_points (const TarotRules  *rules,
                           JsonObject        *object,
                           TarotOutcome      *outcome,
                           GError           **error)
{
  return read_seat_points (rules, object, outcome, error);
}
