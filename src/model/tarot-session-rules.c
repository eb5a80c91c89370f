/* tarot-session-rules.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tarot-error.h"
#include "tarot-explain.h"
#include "tarot-family.h"
#include "tarot-json.h"
#include "tarot-session-rules.h"

void
tarot_session_rules_setup_teams (TarotVariant    *variant,
                                 TarotScoreSheet *sheet)
{
  guint n_players = tarot_score_sheet_get_n_players (sheet);
  JsonObject *by = tarot_variant_get_players_json (variant, n_players);
  JsonNode *node = by != NULL ? json_object_get_member (by, "partnerships") : NULL;
  guint team_of_seat[TAROT_MAX_PLAYERS];

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_BOOLEAN ||
      !json_node_get_boolean (node) || n_players % 2 != 0)
    return;
  /* partners sit opposite, i.e. every other seat in playing order */
  for (guint s = 0; s < n_players; s++)
    team_of_seat[s] = s % 2;
  tarot_score_sheet_set_teams (sheet, 2, team_of_seat);
}

guint
tarot_session_rules_game_length (TarotVariant *variant,
                                 guint         n_players)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), 0);

  if (g_strcmp0 (tarot_variant_get_family_id (variant), "troccas") == 0)
    return n_players;
  return tarot_variant_get_rubber (variant);
}

void
tarot_session_rules_rubber (TarotVariant    *variant,
                            TarotScoreSheet *sheet,
                            guint            n_rows,
                            TarotRubber     *rubber)
{
  guint n = MIN (tarot_score_sheet_get_n_players (sheet), TAROT_MAX_PLAYERS);
  guint length = rubber->length, target = rubber->target, start;
  gint64 totals[TAROT_MAX_PLAYERS] = { 0 }, tally[TAROT_MAX_PLAYERS] = { 0 }, pool = 0;

  g_return_if_fail (TAROT_IS_VARIANT (variant));
  g_return_if_fail (TAROT_IS_SCORE_SHEET (sheet));

  /* the family's own shape (build_rules), else the variant's games */
  if (length == 0 && target == 0)
    length = tarot_session_rules_game_length (variant, tarot_score_sheet_get_n_players (sheet));
  memset (rubber, 0, sizeof *rubber);
  n_rows = MIN (n_rows, tarot_score_sheet_get_n_rows (sheet));
  /* the pool goes on from hand to hand whatever the rubbers */
  for (guint r = 0; r < n_rows; r++)
    pool += tarot_score_row_get_pool (tarot_score_sheet_get_row (sheet, r));
  rubber->pool = (gint32) CLAMP (pool, 0, G_MAXINT32);
  /* the sheet draws its rubbers where the session ends them */
  tarot_score_sheet_set_rubber (sheet, length, target);
  if (length == 0 && target == 0)
    return;
  start = tarot_score_sheet_get_rubber_start (sheet, n_rows);
  for (guint r = start; r < n_rows; r++)
    {
      TarotScoreRow *row = tarot_score_sheet_get_row (sheet, r);

      for (guint s = 0; s < n && s < tarot_score_row_get_n_players (row); s++)
        {
          totals[s] += tarot_score_row_get_amount (row, s);
          tally[s] += tarot_score_row_get_tally (row, s);
        }
    }
  rubber->length = (guint8) length;
  rubber->target = (guint16) target;
  rubber->hand = (guint8) MIN (n_rows - start + 1, G_MAXUINT8);
  for (guint s = 0; s < n; s++)
    {
      rubber->totals[s] = (gint32) CLAMP (totals[s], G_MININT32, G_MAXINT32);
      rubber->tally[s] = (gint32) CLAMP (tally[s], G_MININT32, G_MAXINT32);
    }
}

static gboolean
option_has_choice (TarotVariant *variant,
                   const char   *id,
                   const char   *choice)
{
  const TarotOption *option = tarot_variant_find_option (variant, id);

  if (option == NULL || option->type != TAROT_OPTION_CHOICE)
    return FALSE;
  for (guint i = 0; option->choices[i] != NULL; i++)
    if (g_str_equal (option->choices[i], choice))
      return TRUE;
  return FALSE;
}

/* Troccas §5.2: the side behind in the current game (n_players
 * counted hands, so that everybody deals once) may ask for a deal in
 * fewer rounds; the game grants the largest form the deficit allows. */
const char *
tarot_session_rules_catch_up_form (TarotVariant    *variant,
                                   GHashTable      *options,
                                   TarotScoreSheet *sheet)
{
  guint n_rows = tarot_score_sheet_get_n_rows (sheet);
  guint start = n_rows - n_rows % tarot_score_sheet_get_n_players (sheet);
  gint64 two_rounds, one_round;
  gint deficit = 0;

  if (tarot_score_sheet_get_n_teams (sheet) == 0 ||
      !option_has_choice (variant, "deal_form", "normal") ||
      !option_has_choice (variant, "deal_form", "two_rounds") ||
      !option_has_choice (variant, "deal_form", "one_round") ||
      tarot_variant_find_option (variant, "catch_up_two_rounds") == NULL ||
      tarot_variant_find_option (variant, "catch_up_one_round") == NULL)
    return NULL;

  two_rounds = tarot_variant_get_option_int (variant, options, "catch_up_two_rounds");
  one_round = tarot_variant_get_option_int (variant, options, "catch_up_one_round");
  for (guint team = 0; team < tarot_score_sheet_get_n_teams (sheet) && start < n_rows; team++)
    {
      gint balance = tarot_score_sheet_get_team_running_total (sheet, n_rows - 1, team);

      if (start > 0)
        balance -= tarot_score_sheet_get_team_running_total (sheet, start - 1, team);
      deficit = MAX (deficit, -balance);
    }
  if (deficit >= one_round)
    return "one_round";
  if (deficit >= two_rounds)
    return "two_rounds";
  return "normal";
}

GHashTable *
tarot_session_rules_copy_options (GHashTable *options)
{
  GHashTable *copy = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  if (options != NULL)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, options);
      while (g_hash_table_iter_next (&iter, &key, &value))
        g_hash_table_insert (copy, g_strdup (key), g_strdup (value));
    }
  return copy;
}

GHashTable *
tarot_session_rules_next_hand_options (TarotVariant    *variant,
                                       GHashTable      *options,
                                       TarotScoreSheet *sheet)
{
  GHashTable *copy = tarot_session_rules_copy_options (options);
  const char *form = tarot_session_rules_catch_up_form (variant, options, sheet);

  if (form != NULL)
    g_hash_table_insert (copy, g_strdup ("deal_form"), g_strdup (form));
  return copy;
}

void
tarot_session_rules_follow_up (const TarotRules   *rules,
                               const TarotOutcome *outcome,
                               TarotFollowUp      *follow_up)
{
  memset (follow_up, 0, sizeof *follow_up);
  follow_up->scored = outcome->end == TAROT_END_PLAYED;
  /* French Tarot §2 passes the deal on after a void deal (petit sec);
   * Troccas §5.1 and Tapp-Tarock Q10 have the same dealer redeal */
  follow_up->same_dealer = outcome->end == TAROT_END_ANNULLED && rules->family != &tarot_family_french;
  if (rules->family->follow_up != NULL)
    rules->family->follow_up (rules, outcome, follow_up);
}

guint
tarot_session_rules_next_dealer (const TarotRules *rules,
                                 guint             dealer,
                                 TarotEnd          end)
{
  TarotOutcome outcome = { 0 };
  TarotFollowUp follow_up;

  outcome.n_players = (guint8) rules->n_players;
  outcome.end = (guint8) end;
  outcome.dealer = (guint8) dealer;
  outcome.declarer = outcome.partner = TAROT_NO_SEAT;
  tarot_session_rules_follow_up (rules, &outcome, &follow_up);
  return follow_up.same_dealer ? dealer : (dealer + 1) % rules->n_players;
}

void
tarot_stakes_init (TarotStakes *stakes)
{
  memset (stakes, 0, sizeof *stakes);
}

guint
tarot_stakes_get (const TarotStakes *stakes)
{
  guint x = 1;

  for (guint i = 0; i < stakes->n_rounds; i++)
    x *= stakes->factor[i];
  return x;
}

void
tarot_stakes_advance (TarotStakes        *stakes,
                      const TarotRules   *rules,
                      const TarotOutcome *outcome)
{
  TarotFollowUp follow_up;
  guint n = 0;

  tarot_session_rules_follow_up (rules, outcome, &follow_up);
  if (follow_up.scored)
    {
      for (guint i = 0; i < stakes->n_rounds; i++)
        if (--stakes->hands[i] > 0)
          {
            stakes->hands[n] = stakes->hands[i];
            stakes->factor[n++] = stakes->factor[i];
          }
      stakes->n_rounds = (guint8) n;
    }
  if (follow_up.doubled_hands == 0)
    return;
  /* rules/hungarian-tarokk.md §11.7 */
  if (stakes->n_rounds == 0 ||
      (follow_up.doubling == TAROT_DOUBLING_STACK && stakes->n_rounds < TAROT_MAX_DOUBLED_ROUNDS))
    {
      stakes->hands[stakes->n_rounds] = follow_up.doubled_hands;
      stakes->factor[stakes->n_rounds++] = 2;
    }
  else if (follow_up.doubling == TAROT_DOUBLING_EXTEND)
    stakes->hands[0] = (guint8) MIN (stakes->hands[0] + follow_up.doubled_hands, G_MAXUINT8);
  else if (follow_up.doubling == TAROT_DOUBLING_ESCALATE)
    {
      stakes->n_rounds = 1;
      stakes->hands[0] = follow_up.doubled_hands;
      stakes->factor[0] = 4;
    }
  else
    stakes->hands[stakes->n_rounds - 1] = MAX (stakes->hands[stakes->n_rounds - 1],
                                               follow_up.doubled_hands);
}

JsonArray *
tarot_stakes_to_json (const TarotStakes *stakes)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < stakes->n_rounds; i++)
    {
      JsonObject *round = json_object_new ();

      json_object_set_int_member (round, "hands", stakes->hands[i]);
      json_object_set_int_member (round, "stakes", stakes->factor[i]);
      json_array_add_object_element (array, round);
    }
  return array;
}

gboolean
tarot_stakes_from_json (JsonObject   *object,
                        const char   *member,
                        const char   *file,
                        TarotStakes  *stakes,
                        GError      **error)
{
  static const char *const keys[] = { "hands", "stakes", NULL };
  g_autofree char *expected = g_strdup_printf ("at most %d doubled rounds", TAROT_MAX_DOUBLED_ROUNDS);
  JsonArray *array;

  tarot_stakes_init (stakes);
  if (!json_object_has_member (object, member))
    return TRUE;
  if ((array = tarot_json_get_array (object, member, file, NULL, error)) == NULL)
    return FALSE;
  if (json_array_get_length (array) > TAROT_MAX_DOUBLED_ROUNDS)
    {
      tarot_json_set_error (error, file, NULL, member, expected);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s[%u]", member, i);
      JsonNode *node = json_array_get_element (array, i);
      gint64 hands, factor;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, file, where, NULL, "an object");
          return FALSE;
        }
      if (!tarot_json_check_members (json_node_get_object (node), keys, file, where, error) ||
          !tarot_json_get_int (json_node_get_object (node), "hands", file, where,
                               1, G_MAXUINT8, &hands, error) ||
          !tarot_json_get_int (json_node_get_object (node), "stakes", file, where,
                               2, 4, &factor, error))
        return FALSE;
      if (factor == 3)
        {
          tarot_json_set_error (error, file, where, "stakes", "2 or 4");
          return FALSE;
        }
      stakes->hands[i] = (guint8) hands;
      stakes->factor[i] = (guint8) factor;
      stakes->n_rounds = (guint8) (i + 1);
    }
  return TRUE;
}

gboolean
tarot_session_rules_end_possible (const TarotRules *rules,
                                  TarotEnd          end)
{
  return end != TAROT_END_PASSED_OUT || rules->n_contracts > 0;
}

gboolean
tarot_session_rules_score_hand (const TarotRules   *rules,
                                TarotFrenchPots    *pots,
                                const TarotOutcome *outcome,
                                TarotScore         *score)
{
  gint32 amounts[TAROT_MAX_PLAYERS];
  gboolean moved = FALSE;

  /* the family scores what a hand not played still moves (S8) */
  tarot_rules_score (rules, outcome, score, TRUE);

  /* the pots' settle reads French rules: only ask the French family */
  if (rules->family == &tarot_family_french &&
      tarot_french_pots_settle (pots, rules, outcome, outcome->dealer, amounts))
    {
      g_autofree char *label = NULL;

      for (guint s = 0; s < rules->n_players; s++)
        moved |= amounts[s] != 0;
      if (moved && score->n_lines < TAROT_MAX_SCORE_LINES)
        {
          /* TRANSLATORS: score line of the pots (mouches) kept across
           * hands; %d is what is left on the table after the hand */
          label = g_strdup_printf (_("Pots: %d on the table"), tarot_french_pots_total (pots));
          tarot_score_add_line (score, amounts, label);
          score->lines[score->n_lines - 1].pot = TRUE;
        }
    }
  return outcome->end == TAROT_END_PLAYED || score->n_lines > 0;
}

/* "Garde: Anna with Ben" — or, without a declarer, who was on the
 * dealer's side. */
static char *
hand_summary (TarotVariant       *variant,
              const TarotRules   *rules,
              TarotScoreSheet    *sheet,
              const TarotOutcome *o)
{
  guint n_players = tarot_score_sheet_get_n_players (sheet);

  if (o->end == TAROT_END_PASSED_OUT)
    return g_strdup (_("Passed out"));
  if (o->end == TAROT_END_ANNULLED)
    return g_strdup (_("Annulled"));
  if (o->declarer != TAROT_NO_SEAT && o->declarer < n_players)
    {
      const char *declarer = tarot_score_sheet_get_player_name (sheet, o->declarer);
      g_autofree char *contract = NULL;

      if (o->contract < rules->n_contracts)
        {
          TarotAction bid = { TAROT_ACTION_BID, o->declarer, TAROT_CARD_NONE, o->contract };

          contract = tarot_explain_action_label (variant, rules, bid,
                                                 tarot_variant_get_language (variant));
        }
      else
        contract = g_strdup (_("Game"));

      if (o->partner != TAROT_NO_SEAT && o->partner < n_players && o->partner != o->declarer)
        /* TRANSLATORS: score sheet summary: contract, declarer, partner */
        return g_strdup_printf (_("%s: %s with %s"), contract, declarer,
                                tarot_score_sheet_get_player_name (sheet, o->partner));
      /* TRANSLATORS: score sheet summary: contract, declarer */
      return g_strdup_printf (_("%s: %s"), contract, declarer);
    }
  else
    {
      g_autoptr(GPtrArray) side = g_ptr_array_new ();
      g_autofree char *joined = NULL;

      for (guint s = 0; s < n_players; s++)
        if (o->side[s] == 0)
          g_ptr_array_add (side, (gpointer) tarot_score_sheet_get_player_name (sheet, s));
      /* everyone for himself (a Sicilian Chiamata): the game's name */
      if (side->len == 0 && o->contract < rules->n_contracts)
        {
          TarotAction bid = { TAROT_ACTION_BID, 0, TAROT_CARD_NONE, o->contract };

          return tarot_explain_action_label (variant, rules, bid, tarot_variant_get_language (variant));
        }
      if (side->len == 0)
        return g_strdup (_("Each for himself"));
      g_ptr_array_add (side, NULL);
      /* TRANSLATORS: separator between the names of partners */
      joined = g_strjoinv (_(" & "), (char **) side->pdata);
      /* TRANSLATORS: score sheet summary of a game without a
       * declarer: the dealer and his partners */
      return g_strdup_printf (_("Dealer’s side: %s"), joined);
    }
}

TarotScoreRow *
tarot_session_rules_add_row (TarotVariant       *variant,
                             const TarotRules   *rules,
                             TarotScoreSheet    *sheet,
                             guint               hand_number,
                             const TarotOutcome *outcome,
                             const TarotScore   *score)
{
  g_autofree char *summary = hand_summary (variant, rules, sheet, outcome);

  if (score->pool != 0 || rules->rubber.pool != 0)
    {
      char *with_pool;

      /* TRANSLATORS: score sheet summary of a hand where a pool is carried
       * from hand to hand (Sicilian piatto): the summary, then what the
       * pool holds after the hand */
      with_pool = g_strdup_printf (_("%s · pool %d"), summary,
                                   (gint) CLAMP ((gint64) rules->rubber.pool + score->pool, 0, G_MAXINT32));
      g_free (summary);
      summary = with_pool;
    }

  if (outcome->stakes > 1)
    {
      char *doubled;

      /* TRANSLATORS: score sheet summary of a hand of a doubled round
       * (after a pass-out): the summary, then the stakes (2, 4, 8 …) */
      doubled = g_strdup_printf (_("%s (doubled round: × %u)"), summary, (guint) outcome->stakes);
      g_free (summary);
      summary = doubled;
    }
  return tarot_score_sheet_add_score (sheet, hand_number, outcome->dealer,
                                      outcome->declarer < rules->n_players
                                      ? outcome->declarer : TAROT_NO_SEAT,
                                      summary, score);
}

JsonArray *
tarot_session_rules_pots_to_json (const TarotFrenchPots *pots)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < pots->n_pots; i++)
    {
      JsonObject *pot = json_object_new ();

      json_object_set_int_member (pot, "points", pots->pots[i]);
      json_object_set_boolean_member (pot, "doubled", pots->doubled[i]);
      json_array_add_object_element (array, pot);
    }
  return array;
}

gboolean
tarot_session_rules_pots_from_json (JsonObject       *object,
                                    const char       *member,
                                    const char       *file,
                                    TarotFrenchPots  *pots,
                                    GError          **error)
{
  g_autofree char *expected = g_strdup_printf ("at most %d pots", TAROT_FRENCH_MAX_POTS);
  JsonArray *array;

  tarot_french_pots_init (pots);
  if (!json_object_has_member (object, member))
    return TRUE;
  if ((array = tarot_json_get_array (object, member, file, NULL, error)) == NULL)
    return FALSE;
  if (json_array_get_length (array) > TAROT_FRENCH_MAX_POTS)
    {
      tarot_json_set_error (error, file, NULL, member, expected);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s[%u]", member, i);
      JsonNode *node = json_array_get_element (array, i);
      gboolean doubled;
      gint64 points;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, file, where, NULL, "an object");
          return FALSE;
        }
      if (!tarot_json_get_int (json_node_get_object (node), "points", file, where,
                               0, 1000000 /* the French POT_LIMIT */, &points, error) ||
          !tarot_json_get_bool (json_node_get_object (node), "doubled", file, where,
                                &doubled, error))
        return FALSE;
      pots->pots[i] = (gint32) points;
      pots->doubled[i] = doubled;
      pots->n_pots = i + 1;
    }
  return TRUE;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

JsonObject *
tarot_session_rules_options_to_json (GHashTable *options)
{
  JsonObject *o = json_object_new ();
  guint n_keys;
  g_autofree gpointer *keys = g_hash_table_get_keys_as_array (options, &n_keys);

  qsort (keys, n_keys, sizeof (gpointer), compare_strings);
  for (guint i = 0; i < n_keys; i++)
    json_object_set_string_member (o, keys[i], g_hash_table_lookup (options, keys[i]));
  return o;
}

GHashTable *
tarot_session_rules_read_options (JsonObject    *object,
                                  const char    *member,
                                  const char    *file,
                                  TarotVariant  *variant,
                                  GError       **error)
{
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GError) local_error = NULL;
  JsonObject *opts = tarot_json_get_object (object, member, file, NULL, error);
  JsonObjectIter iter;
  const char *key;
  JsonNode *node;

  if (opts == NULL)
    return NULL;
  json_object_iter_init (&iter, opts);
  while (json_object_iter_next (&iter, &key, &node))
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          tarot_json_set_error (error, file, member, key, "a string");
          return NULL;
        }
      g_hash_table_insert (options, g_strdup (key), g_strdup (json_node_get_string (node)));
    }
  if (!tarot_variant_check_options (variant, options, &local_error))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, "%s: %s: %s",
                   file, member, local_error->message);
      return NULL;
    }
  return g_steal_pointer (&options);
}
