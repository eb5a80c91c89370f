/* tarot-cli-describe.c — `triumphs-cli describe`: the outcome
 * description of a variant, the form a table fills in after a hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "model/tarot-error.h"
#include "model/tarot-outcome-desc.h"
#include "tarot-cli.h"

int
tarot_cli_describe (int    argc,
                    char **argv)
{
  TarotCliCommon common = { 0 };
  gboolean with_default = FALSE;
  GOptionEntry entries[8];
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  g_autoptr(JsonObject) desc = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);

  tarot_cli_common_entries (&common, entries, FALSE);
  /* after the common rows: --default */
  entries[4] = (GOptionEntry) { "default", 0, 0, G_OPTION_ARG_NONE, &with_default,
                                N_("Print the outcome a form starts from instead"), NULL };
  entries[5] = (GOptionEntry) { NULL };
  if (!tarot_cli_parse ("describe", _("Describe the outcome a table enters for a variant"),
                        entries, &argc, &argv))
    {
      tarot_cli_common_clear (&common);
      return 2;
    }
  variant = tarot_cli_load (&common, rules, NULL, &error);
  tarot_cli_common_clear (&common);
  if (variant == NULL)
    return tarot_cli_fail ("describe", error);

  if ((desc = tarot_rules_describe_outcome (rules)) == NULL)
    {
      g_set_error (&error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                   _("the family “%s” has no outcome description"), rules->family->id);
      return tarot_cli_fail ("describe", error);
    }
  if (with_default)
    {
      g_autoptr(JsonObject) outcome = tarot_outcome_desc_default_json (desc, rules);

      tarot_cli_print_json (outcome);
    }
  else
    tarot_cli_print_json (desc);
  return 0;
}
