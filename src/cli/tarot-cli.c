/* tarot-cli.c — triumphs-cli: headless commands over the model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "model/tarot-error.h"
#include "tarot-cli.h"

/* One line per command; docs/cli.md documents each. */
static const TarotCliCommand commands[] = {
  { "variants", N_("List the variants"), tarot_cli_variants },
  { "deal", N_("Deal a hand from a seed and show it"), tarot_cli_deal },
  { "play", N_("Play a hand with computer players and score it"), tarot_cli_play },
  { "score", N_("Score an outcome read as JSON from standard input"), tarot_cli_score },
  { "describe", N_("Describe the outcome a table enters for a variant"), tarot_cli_describe },
  { "simulate", N_("Play random legal hands and check invariants"), tarot_cli_simulate },
  { "bench", N_("Measure deals, move generations, state copies and rendering"), tarot_cli_bench },
  { "render", N_("Render every card of a pack to PNG files"), tarot_cli_render },
  { "match", N_("Compare two computer players over duplicate deals"), tarot_cli_match },
  { "sheet", N_("Print the score sheet of a saved session or game"), tarot_cli_sheet },
};

static void
usage (FILE *out)
{
  fprintf (out, "%s\n\n%s\n", _("Usage: triumphs-cli COMMAND [OPTIONS…]"), _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “triumphs-cli COMMAND --help” for the options of a command."));
}

void
tarot_cli_common_entries (TarotCliCommon *common,
                          GOptionEntry   *entries,
                          gboolean        with_seed)
{
  GOptionEntry rows[] = {
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &common->variant, N_("Variant id"), N_("ID") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &common->players, N_("Number of players"), N_("N") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &common->options, N_("House rule (repeatable)"), N_("KEY=VALUE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &common->json, N_("Print JSON"), NULL },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &common->seed, N_("Seed of the deal"), N_("S") },
    { "dealer", 0, 0, G_OPTION_ARG_INT, &common->dealer, N_("Dealer's seat (default 0)"), N_("SEAT") },
  };
  guint n = with_seed ? G_N_ELEMENTS (rows) : 4;

  memcpy (entries, rows, n * sizeof rows[0]);
  memset (&entries[n], 0, sizeof entries[0]);
}

void
tarot_cli_common_clear (TarotCliCommon *common)
{
  g_clear_pointer (&common->variant, g_free);
  g_clear_pointer (&common->seed, g_free);
  g_clear_pointer (&common->options, g_strfreev);
}

gboolean
tarot_cli_parse (const char     *command,
                 const char     *summary,
                 GOptionEntry   *entries,
                 int            *argc,
                 char         ***argv)
{
  g_autofree char *title = g_strdup_printf ("%s — %s", command, summary);
  g_autoptr(GOptionContext) context = g_option_context_new (title);
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      fprintf (stderr, "triumphs-cli %s: %s\n", command, error->message);
      return FALSE;
    }
  if (*argc > 1)
    {
      fprintf (stderr, "triumphs-cli %s: %s “%s”\n", command, _("unexpected argument"), (*argv)[1]);
      return FALSE;
    }
  return TRUE;
}

gboolean
tarot_cli_parse_seed (const char  *str,
                      guint64     *seed,
                      GError     **error)
{
  if (str == NULL)
    {
      *seed = 1;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (str, 10, 0, G_MAXUINT64, seed, NULL))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("--seed: expected an unsigned integer, got “%s”"), str);
      return FALSE;
    }
  return TRUE;
}

TarotVariant *
tarot_cli_load (TarotCliCommon  *common,
                TarotRules      *rules,
                GHashTable     **options_out,
                GError         **error)
{
  g_autoptr(TarotVariant) variant = NULL;
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  if (common->variant == NULL)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, _("--variant is required"));
      return NULL;
    }
  for (guint i = 0; common->options != NULL && common->options[i] != NULL; i++)
    {
      const char *eq = strchr (common->options[i], '=');

      if (eq == NULL || eq == common->options[i])
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                       _("--option: expected KEY=VALUE, got “%s”"), common->options[i]);
          return NULL;
        }
      g_hash_table_insert (options, g_strndup (common->options[i], eq - common->options[i]),
                           g_strdup (eq + 1));
    }

  if ((variant = tarot_variant_load (common->variant, error)) == NULL)
    return NULL;
  if (common->players == 0)
    common->players = (int) tarot_variant_get_min_players (variant);
  if (common->players < 0 ||
      !tarot_variant_build_rules (variant, (guint) common->players, options, rules, error))
    return NULL;
  if (common->dealer < 0 || common->dealer >= common->players)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("--dealer: expected a seat from 0 to %d"), common->players - 1);
      return NULL;
    }
  if (options_out != NULL)
    *options_out = g_steal_pointer (&options);
  return g_steal_pointer (&variant);
}

JsonObject *
tarot_cli_score_to_json (const TarotScore *score)
{
  JsonObject *o = json_object_new ();
  JsonArray *lines = json_array_new ();
  JsonArray *totals = json_array_new ();

  for (guint i = 0; i < score->n_lines; i++)
    {
      JsonObject *line = json_object_new ();
      JsonArray *amounts = json_array_new ();

      json_object_set_string_member (line, "label", score->lines[i].label);
      for (guint p = 0; p < score->n_players; p++)
        json_array_add_int_element (amounts, score->lines[i].amounts[p]);
      json_object_set_array_member (line, "amounts", amounts);
      json_array_add_object_element (lines, line);
    }
  for (guint p = 0; p < score->n_players; p++)
    json_array_add_int_element (totals, score->totals[p]);
  json_object_set_array_member (o, "lines", lines);
  json_object_set_array_member (o, "totals", totals);
  return o;
}

/* printf pads by bytes; translated names need padding by characters. */
void
tarot_cli_print_padded (const char *text,
                        glong       width)
{
  glong length = g_utf8_strlen (text, -1);

  fputs (text, stdout);
  for (glong i = length; i < width; i++)
    putchar (' ');
}

void
tarot_cli_print_json (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);
  g_autofree char *text = json_to_string (node, TRUE);

  printf ("%s\n", text);
}

int
tarot_cli_fail (const char *command,
                GError     *error)
{
  fprintf (stderr, "triumphs-cli %s: %s\n", command, error ? error->message : _("failed"));
  return 1;
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") ||
      g_str_equal (argv[1], "help"))
    {
      usage (argc < 2 ? stderr : stdout);
      return argc < 2 ? 2 : 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, "triumphs-cli: %s “%s”\n\n", _("unknown command"), argv[1]);
  usage (stderr);
  return 2;
}
