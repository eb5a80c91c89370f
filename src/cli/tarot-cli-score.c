/* tarot-cli-score.c — `triumphs-cli score`: outcome JSON → score JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include <gio/gunixinputstream.h>
#include <glib/gi18n.h>

#include "model/tarot-family.h"
#include "model/tarot-json.h"
#include "tarot-cli.h"

int
tarot_cli_score (int    argc,
                 char **argv)
{
  TarotCliCommon common = { 0 };
  GOptionEntry entries[8];
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  g_autoptr(JsonObject) object = NULL;
  g_autoptr(GInputStream) input = g_unix_input_stream_new (STDIN_FILENO, FALSE);
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotOutcome outcome;
  TarotScore score;
  JsonObject *o;

  tarot_cli_common_entries (&common, entries, FALSE);
  if (!tarot_cli_parse ("score", _("Score an outcome read as JSON from standard input"),
                        entries, &argc, &argv))
    {
      tarot_cli_common_clear (&common);
      return 2;
    }
  if ((variant = tarot_cli_load (&common, rules, NULL, &error)) == NULL)
    {
      tarot_cli_common_clear (&common);
      return tarot_cli_fail ("score", error);
    }
  tarot_cli_common_clear (&common);

  if ((object = tarot_json_read_object (input, "stdin", NULL, &error)) == NULL)
    return tarot_cli_fail ("score", error);
  /* the family's messages already say "(input): key: expected …" */
  if (!rules->family->outcome_from_json (rules, object, &outcome, &error))
    return tarot_cli_fail ("score", error);

  tarot_rules_score (rules, &outcome, &score, TRUE);
  o = tarot_cli_score_to_json (&score);
  tarot_cli_print_json (o);
  json_object_unref (o);
  return 0;
}
