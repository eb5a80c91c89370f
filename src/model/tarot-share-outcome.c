/* tarot-share-outcome.c — outcomes scored as shares of the pack
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-share-outcome.h"

void
tarot_share_outcome_fill (TarotOutcome    *outcome,
                          const TarotDeal *deal,
                          gboolean         partnerships,
                          const guint32   *team_points)
{
  guint n = deal->n_players;

  for (guint team = 0; team < (partnerships ? 2u : n); team++)
    outcome->points[partnerships ? team : tarot_share_side_of (FALSE, n, deal->dealer, team)] +=
      team_points[team];
  for (guint s = 0; s < n; s++)
    {
      outcome->side[s] = (guint8) tarot_share_side_of (partnerships, n, deal->dealer, s);
      outcome->extra[s] = (gint32) team_points[partnerships ? outcome->side[s] : s];
    }
  for (guint t = 0; t < deal->n_tricks; t++)
    outcome->tricks[tarot_share_side_of (partnerships, n, deal->dealer, deal->trick_winner[t])]++;
}

void
tarot_share_outcome_init (TarotOutcome *outcome,
                          guint         n_players)
{
  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = (guint8) n_players;
  outcome->end = TAROT_END_PLAYED;
  outcome->declarer = TAROT_NO_SEAT;
  outcome->partner = TAROT_NO_SEAT;
  outcome->contract = 0xff;
  outcome->points_unit = 1;
}

gboolean
tarot_share_read_targets (JsonObject  *object,
                          const char  *file,
                          const char  *where,
                          gint32      *targets,
                          GError     **error)
{
  const char *expected = "an array of 2 integers (dealer or dealer's side, the others)";
  JsonArray *array = tarot_json_get_array (object, "targets", file, where, error);

  if (array == NULL)
    return FALSE;
  if (json_array_get_length (array) != 2)
    {
      tarot_json_set_error (error, file, where, "targets", expected);
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < 0 || json_node_get_int (node) > 200)
        {
          tarot_json_set_error (error, file, where, "targets", expected);
          return FALSE;
        }
      targets[i] = (gint32) json_node_get_int (node);
    }
  return TRUE;
}

guint
tarot_share_side_of (gboolean partnerships,
                     guint    n,
                     guint    dealer,
                     guint    seat)
{
  if (partnerships)
    return (seat + n - dealer) % 2;
  return seat == dealer ? 0 : 1;
}

gboolean
tarot_share_read_points (const TarotRules  *rules,
                         JsonObject        *object,
                         gboolean           partnerships,
                         const guint       *least,
                         TarotOutcome      *outcome,
                         GError           **error)
{
  guint n = rules->n_players;
  guint n_points = partnerships ? 2 : n;
  g_autofree char *expected = NULL;
  JsonArray *points;
  guint32 sum = 0;

  expected = partnerships
    ? g_strdup_printf ("an array of 2 card-point totals (dealer's side, opponents) adding up to %u",
                       rules->points_total)
    : g_strdup_printf ("an array of %u card-point totals, one per seat, adding up to %u",
                       n, rules->points_total);
  if ((points = tarot_json_get_array (object, "points", NULL, NULL, error)) == NULL)
    return FALSE;
  if (json_array_get_length (points) != n_points)
    {
      tarot_json_set_error (error, NULL, NULL, "points", expected);
      return FALSE;
    }
  for (guint i = 0; i < n_points; i++)
    {
      JsonNode *node = json_array_get_element (points, i);
      g_autofree char *where = g_strdup_printf ("points[%u]", i);
      gint64 v;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (v = json_node_get_int (node)) < 0 || v > rules->points_total)
        {
          g_autofree char *range = g_strdup_printf ("card points from 0 to %u", rules->points_total);

          tarot_json_set_error (error, NULL, where, NULL, range);
          return FALSE;
        }
      if (least != NULL && v > 0 && v < least[i])
        {
          g_autofree char *problem = g_strdup_printf (_("expected 0, or at least %u once a trick is won"),
                                                      least[i]);

          tarot_json_set_problem (error, NULL, where, NULL, problem);
          return FALSE;
        }
      sum += (guint32) v;
      if (partnerships)
        outcome->points[i] = (guint32) v;
      else
        {
          outcome->extra[i] = (gint32) v;
          outcome->points[i == outcome->dealer ? 0 : 1] += (guint32) v;
        }
    }
  if (sum != rules->points_total)
    {
      tarot_json_set_error (error, NULL, NULL, "points", expected);
      return FALSE;
    }
  for (guint s = 0; s < n; s++)
    {
      outcome->side[s] = (guint8) tarot_share_side_of (partnerships, n, outcome->dealer, s);
      if (partnerships)
        outcome->extra[s] = (gint32) outcome->points[outcome->side[s]];
    }
  return TRUE;
}

JsonObject *
tarot_share_outcome_to_json (const TarotOutcome *outcome,
                             gboolean            partnerships)
{
  JsonObject *o = json_object_new ();
  JsonArray *points = json_array_new ();

  json_object_set_int_member (o, "dealer", outcome->dealer);
  if (partnerships)
    for (guint side = 0; side < 2; side++)
      json_array_add_int_element (points, outcome->points[side]);
  else
    for (guint s = 0; s < outcome->n_players; s++)
      json_array_add_int_element (points, outcome->extra[s]);
  json_object_set_array_member (o, "points", points);
  return o;
}

/* docs/family-api.md "Outcome description and validation" */
JsonObject *
tarot_share_describe (const TarotRules *rules,
                      gboolean          partnerships,
                      const gint32     *targets)
{
  JsonObject *desc = tarot_outcome_desc_new ();
  JsonArray *defaults = json_array_new ();
  JsonObject *f;

  tarot_outcome_desc_add (desc, "dealer", "seat", _("Dealer"));
  if (partnerships)
    {
      JsonArray *labels = json_array_new ();

      f = tarot_outcome_desc_add (desc, "points", "per_side", _("Card points"));
      json_array_add_string_element (labels, _("Dealer’s side"));
      json_array_add_string_element (labels, _("Opponents"));
      json_object_set_array_member (f, "labels", labels);
      json_array_add_int_element (defaults, targets[0]);
      json_array_add_int_element (defaults, targets[1]);
    }
  else
    {
      f = tarot_outcome_desc_add (desc, "points", "per_seat", _("Card points"));
      json_object_set_string_member (f, "item_type", "int");
      /* the targets share out the pack: an even hand as the default */
      for (guint s = 0; s < rules->n_players; s++)
        json_array_add_int_element (defaults, targets[s == 0 ? 0 : 1]);
    }
  tarot_outcome_desc_set_range (f, 0, rules->points_total);
  json_object_set_int_member (f, "total", rules->points_total);
  json_object_set_string_member (f, "unit", _("points"));
  {
    g_autofree char *help = g_strdup_printf (_("They add up to %u"), rules->points_total);

    json_object_set_string_member (f, "help", help);
  }
  json_object_set_array_member (f, "default", defaults);
  return desc;
}

void
tarot_share_score (const TarotOutcome *outcome,
                   gboolean            partnerships,
                   const gint32       *targets,
                   TarotScore         *score,
                   gboolean            with_labels)
{
  guint n = outcome->n_players;
  char label[TAROT_SCORE_LABEL_SIZE];

  if (outcome->end != TAROT_END_PLAYED)
    return;

  if (partnerships)
    {
      /* one zero-sum line: each side its points against the target,
       * the same amount for every partner */
      gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
      gint32 side_amount[2];

      for (guint side = 0; side < 2; side++)
        side_amount[side] = (gint32) outcome->points[side] - targets[side];
      for (guint s = 0; s < n; s++)
        amounts[s] = side_amount[outcome->side[s]];
      if (with_labels)
        g_snprintf (label, sizeof label, _("Dealer’s side: %d − %d = %+d; opponents: %d − %d = %+d"),
                    (gint32) outcome->points[0], targets[0], side_amount[0],
                    (gint32) outcome->points[1], targets[1], side_amount[1]);
      tarot_score_add_line (score, amounts, with_labels ? label : NULL);
      return;
    }

  /* each for himself: one line per player; only the totals sum to zero */
  for (guint s = 0; s < n; s++)
    {
      gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
      gboolean dealer = s == outcome->dealer;
      gint32 target = targets[dealer ? 0 : 1];

      amounts[s] = outcome->extra[s] - target;
      if (with_labels)
        g_snprintf (label, sizeof label,
                    dealer ? _("Player %u (dealer): %d − %d = %+d")
                           : _("Player %u: %d − %d = %+d"),
                    s + 1, outcome->extra[s], target, amounts[s]);
      tarot_score_add_line (score, amounts, with_labels ? label : NULL);
    }
}
