/* tarot-fuzz.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "model/tarot-error.h"
#include "model/tarot-game.h"
#include "model/tarot-json.h"
#include "model/tarot-rng.h"
#include "tarot-fuzz.h"

/* A hand longer than this never ends: every family's hands are far shorter. */
#define MAX_HAND_ACTIONS 2000

typedef struct
{
  TarotVariant *variant;
  guint         n_players;
} Game;

guint tarot_fuzz_n_accepted;

static GPtrArray *variants;
static GArray *games;

/* GLib ends a fatal message with a breakpoint trap, which libFuzzer does
 * not catch: abort instead, so that it saves the input. */
static GLogWriterOutput
abort_on_warnings (GLogLevelFlags   log_level,
                   const GLogField *fields,
                   gsize            n_fields,
                   gpointer         user_data)
{
  GLogWriterOutput output = g_log_writer_default (log_level, fields, n_fields, user_data);

  if (log_level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
  return output;
}

void
tarot_fuzz_init (void)
{
  g_autoptr(GPtrArray) errors = NULL;

  if (variants != NULL)
    return;

  if (g_getenv ("TRIUMPHS_DATA_DIR") == NULL)
    g_setenv ("TRIUMPHS_DATA_DIR", TRIUMPHS_SOURCE_DATADIR, TRUE);
  /* Bad input must give an error, never a critical or a warning. */
  g_log_set_writer_func (abort_on_warnings, NULL, NULL);

  errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  variants = tarot_variant_load_all (errors);
  if (errors->len > 0)
    g_error ("a shipped variant does not load: %s", ((GError *) errors->pdata[0])->message);
  if (variants->len == 0)
    g_error ("no shipped variant in %s", g_getenv ("TRIUMPHS_DATA_DIR"));

  games = g_array_new (FALSE, FALSE, sizeof (Game));
  for (guint i = 0; i < variants->len; i++)
    {
      TarotVariant *variant = variants->pdata[i];

      for (guint n = tarot_variant_get_min_players (variant); n <= tarot_variant_get_max_players (variant); n++)
        {
          Game game = { variant, n };

          g_array_append_val (games, game);
        }
    }
}

static void
add_setting (GPtrArray  *settings,
             const char *id,
             char       *value)
{
  GHashTable *setting = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);

  g_hash_table_insert (setting, (gpointer) id, value);
  g_ptr_array_add (settings, setting);
}

GPtrArray *
tarot_fuzz_option_settings (TarotVariant *variant)
{
  GPtrArray *settings = g_ptr_array_new_with_free_func ((GDestroyNotify) g_hash_table_unref);
  guint n_options;
  const TarotOption *options = tarot_variant_get_options (variant, &n_options);

  for (guint i = 0; i < n_options; i++)
    switch (options[i].type)
      {
      case TAROT_OPTION_BOOL:
        add_setting (settings, options[i].id, g_strdup ("true"));
        add_setting (settings, options[i].id, g_strdup ("false"));
        break;
      case TAROT_OPTION_INT:
        add_setting (settings, options[i].id, g_strdup_printf ("%" G_GINT64_FORMAT, options[i].min));
        add_setting (settings, options[i].id, g_strdup_printf ("%" G_GINT64_FORMAT, options[i].max));
        break;
      case TAROT_OPTION_CHOICE:
        for (guint c = 0; options[i].choices[c] != NULL; c++)
          add_setting (settings, options[i].id, g_strdup (options[i].choices[c]));
        break;
      }
  return settings;
}

/* Builds the rules of @game with @options, or with the defaults when
 * those fail: one option at a bound may contradict another's default
 * (catch_up_one_round below catch_up_two_rounds), an error. */
static TarotVariant *
build_game (const Game  *game,
            TarotRules  *rules,
            GHashTable **options)
{
  g_autoptr(GError) error = NULL;

  if (*options != NULL &&
      !tarot_variant_build_rules (game->variant, game->n_players, *options, rules, &error))
    {
      tarot_fuzz_check_error (error, tarot_variant_get_path (game->variant));
      g_clear_pointer (options, g_hash_table_unref);
    }
  if (*options == NULL &&
      !tarot_variant_build_rules (game->variant, game->n_players, NULL, rules, &error))
    g_error ("%s, %u players: the default rules fail: %s",
             tarot_variant_get_id (game->variant), game->n_players, error->message);
  return game->variant;
}

/* "@variant/players[/option=value]": FALSE unless it names a shipped
 * game and, if any, one of its options. */
static gboolean
parse_game_line (const char  *line,
                 Game        *game,
                 GHashTable **options)
{
  g_auto(GStrv) parts = g_strsplit (line + 1, "/", 3);
  g_auto(GStrv) setting = NULL;
  guint64 n;

  if (g_strv_length (parts) < 2 ||
      !g_ascii_string_to_unsigned (parts[1], 10, 1, TAROT_MAX_PLAYERS, &n, NULL))
    return FALSE;
  game->variant = NULL;
  for (guint i = 0; i < variants->len && game->variant == NULL; i++)
    if (g_str_equal (tarot_variant_get_id (variants->pdata[i]), parts[0]))
      game->variant = variants->pdata[i];
  if (game->variant == NULL ||
      n < tarot_variant_get_min_players (game->variant) ||
      n > tarot_variant_get_max_players (game->variant))
    return FALSE;
  game->n_players = n;
  if (parts[2] == NULL)
    return TRUE;
  setting = g_strsplit (parts[2], "=", 2);
  if (g_strv_length (setting) != 2 || tarot_variant_find_option (game->variant, setting[0]) == NULL)
    return FALSE;
  *options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_insert (*options, g_steal_pointer (&setting[0]), g_steal_pointer (&setting[1]));
  return TRUE;
}

TarotVariant *
tarot_fuzz_pick_game (const uint8_t **data,
                      size_t         *size,
                      TarotRules     *rules,
                      GHashTable    **options)
{
  g_autoptr(GPtrArray) settings = NULL;
  const uint8_t *end;
  const Game *picked;
  guint k;

  *options = NULL;
  if (*size > 0 && (*data)[0] == '@')
    {
      g_autofree char *line = NULL;
      Game game;

      end = memchr (*data, '\n', MIN (*size, 256));
      if (end == NULL)
        return NULL;
      line = g_strndup ((const char *) *data, end - *data);
      if (!g_utf8_validate (line, -1, NULL) || !parse_game_line (line, &game, options))
        {
          g_clear_pointer (options, g_hash_table_unref);
          return NULL;
        }
      *size -= end + 1 - *data;
      *data = end + 1;
      return build_game (&game, rules, options);
    }
  if (*size < 2)
    return NULL;
  picked = &g_array_index (games, Game, (*data)[0] % games->len);
  settings = tarot_fuzz_option_settings (picked->variant);
  k = (*data)[1] % (settings->len + 1);
  if (k > 0)
    {
      GHashTableIter iter;
      gpointer id, value;

      *options = g_hash_table_ref (settings->pdata[k - 1]);
      g_hash_table_iter_init (&iter, *options);
      g_hash_table_iter_next (&iter, &id, &value);
      /* the line that names this game in a corpus file (README.md) */
      g_debug ("@%s/%u/%s=%s", tarot_variant_get_id (picked->variant), picked->n_players,
               (const char *) id, (const char *) value);
    }
  else
    g_debug ("@%s/%u", tarot_variant_get_id (picked->variant), picked->n_players);
  *data += 2;
  *size -= 2;
  return build_game (picked, rules, options);
}

void
tarot_fuzz_check_error (const GError *error,
                        const char   *file)
{
  if (error == NULL)
    g_error ("refused without an error");
  if (error->domain != TAROT_ERROR)
    g_error ("an error outside TAROT_ERROR: %s", error->message);
  if (!g_utf8_validate (error->message, -1, NULL))
    g_error ("an error message that is not UTF-8");
  if (file != NULL && strstr (error->message, file) == NULL)
    g_error ("an error that does not name %s: %s", file, error->message);
}

gboolean
tarot_fuzz_apply (const TarotRules *rules,
                  TarotDeal        *deal,
                  TarotAction       action)
{
  g_autoptr(GError) error = NULL;
  TarotActionList legal;

  if (!tarot_deal_is_legal (rules, deal, action))
    return FALSE;
  tarot_deal_apply (rules, deal, action);
  if (!tarot_deal_check_cards (rules, deal, &error))
    g_error ("%s by seat %u: %s", tarot_action_kind_to_string (action.kind), action.seat, error->message);
  tarot_deal_legal_actions (rules, deal, &legal);
  if (!tarot_deal_is_over (deal) && (deal->to_move >= rules->n_players || legal.n == 0))
    g_error ("%s by seat %u left a hand that is not over with nobody to move",
             tarot_action_kind_to_string (action.kind), action.seat);
  return TRUE;
}

static void
check_score (const TarotRules   *rules,
             const TarotOutcome *outcome,
             TarotScore         *score)
{
  tarot_rules_score (rules, outcome, score, TRUE);
  if (score->n_lines > TAROT_MAX_SCORE_LINES)
    g_error ("%u score lines", score->n_lines);
  for (guint p = 0; p < rules->n_players; p++)
    {
      gint64 total = 0;

      for (guint l = 0; l < score->n_lines; l++)
        total += score->lines[l].amounts[p];
      if (total != score->totals[p])
        g_error ("seat %u: the lines add up to %" G_GINT64_FORMAT ", the total says %d",
                 p, total, score->totals[p]);
    }
  for (guint l = 0; l < score->n_lines; l++)
    if (memchr (score->lines[l].label, '\0', sizeof score->lines[l].label) == NULL ||
        !g_utf8_validate (score->lines[l].label, -1, NULL))
      g_error ("score line %u: the label is not UTF-8 text", l);
}

void
tarot_fuzz_check_outcome (const TarotRules   *rules,
                          const TarotOutcome *outcome)
{
  g_autoptr(JsonObject) object = NULL;
  g_autoptr(GError) error = NULL;
  TarotOutcome back;
  TarotScore score, again;

  check_score (rules, outcome, &score);
  if (outcome->end != TAROT_END_PLAYED)
    return;

  /* What the family writes, it reads back to the same score. */
  object = rules->family->outcome_to_json (rules, outcome);
  if (!rules->family->outcome_from_json (rules, object, &back, &error))
    g_error ("an outcome written by %s does not read back: %s", rules->family->id, error->message);
  check_score (rules, &back, &again);
  if (memcmp (score.totals, again.totals, sizeof score.totals) != 0)
    g_error ("an outcome written by %s reads back to another score", rules->family->id);
}

void
tarot_fuzz_play_hand (const TarotRules *rules,
                      guint             dealer,
                      guint64           seed)
{
  g_autoptr(GError) error = NULL;
  TarotRng rng;
  TarotDeal deal;
  TarotOutcome outcome;
  guint n_actions = 0;

  tarot_rng_init (&rng, seed);
  tarot_deal_setup (rules, &deal, dealer % rules->n_players, seed);
  if (!tarot_deal_check_cards (rules, &deal, &error))
    g_error ("after the deal: %s", error->message);
  while (!tarot_deal_is_over (&deal))
    {
      TarotActionList legal;

      tarot_deal_legal_actions (rules, &deal, &legal);
      if (legal.n == 0 || ++n_actions > MAX_HAND_ACTIONS)
        g_error ("a hand that does not end (%u legal actions after %u)", legal.n, n_actions);
      tarot_fuzz_apply (rules, &deal, legal.actions[tarot_rng_below (&rng, legal.n)]);
    }
  tarot_deal_outcome (rules, &deal, &outcome);
  tarot_fuzz_check_outcome (rules, &outcome);
}

void
tarot_fuzz_sheet_round_trip (TarotScoreSheet *sheet)
{
  g_autoptr(JsonObject) object = tarot_score_sheet_to_json (sheet);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotScoreSheet) again = tarot_score_sheet_new_from_json (object, "sheet.json", NULL, &error);

  if (again == NULL)
    g_error ("a sheet that loaded does not load once saved: %s", error->message);
  if (tarot_score_sheet_get_n_rows (again) != tarot_score_sheet_get_n_rows (sheet))
    g_error ("a saved sheet lost rows");
  for (guint seat = 0; seat < tarot_score_sheet_get_n_players (sheet); seat++)
    if (tarot_score_sheet_get_total (again, seat) != tarot_score_sheet_get_total (sheet, seat))
      g_error ("a saved sheet changed seat %u's total", seat);
}

void
tarot_fuzz_game_round_trip (TarotGame *game)
{
  g_autoptr(JsonObject) object = tarot_game_to_json (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotGame) again = tarot_game_new_from_json (object, "game.json", &error);
  const TarotAction *actions, *actions_again;
  guint n_actions, n_again;

  if (again == NULL)
    g_error ("a game that loaded does not load once saved: %s", error->message);
  actions = tarot_game_get_actions (game, &n_actions);
  actions_again = tarot_game_get_actions (again, &n_again);
  if (n_actions != n_again ||
      (n_actions > 0 && memcmp (actions, actions_again, n_actions * sizeof *actions) != 0) ||
      tarot_game_get_hand_number (game) != tarot_game_get_hand_number (again) ||
      tarot_game_get_dealer (game) != tarot_game_get_dealer (again) ||
      memcmp (tarot_game_get_deal (game)->hands, tarot_game_get_deal (again)->hands,
              sizeof tarot_game_get_deal (game)->hands) != 0)
    g_error ("a saved game resumes in another state");
  tarot_fuzz_sheet_round_trip (tarot_game_get_score_sheet (again));
}

char *
tarot_fuzz_file_name (const uint8_t *data,
                      size_t         size,
                      const char    *fallback)
{
  g_autoptr(JsonObject) object = tarot_json_parse_object ((const char *) data, size, fallback, NULL);
  JsonNode *id = object != NULL ? json_object_get_member (object, "id") : NULL;
  const char *s;

  if (id == NULL || !JSON_NODE_HOLDS_VALUE (id) || json_node_get_value_type (id) != G_TYPE_STRING)
    return g_strdup (fallback);
  s = json_node_get_string (id);
  if (*s == '\0' || strspn (s, "abcdefghijklmnopqrstuvwxyz0123456789_-") != strlen (s))
    return g_strdup (fallback);
  return g_strconcat (s, ".json", NULL);
}
