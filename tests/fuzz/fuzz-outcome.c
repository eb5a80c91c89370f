/* fuzz-outcome.c — an outcome as `triumphs-cli score` reads it, for one of
 * the shipped games: a first line naming the game, or two bytes choosing
 * it (tarot_fuzz_pick_game()), then the outcome JSON, read by the family
 * and scored
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "model/tarot-json.h"
#include "tarot-fuzz.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) options = NULL;
  g_autoptr(JsonObject) object = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotOutcome outcome;

  tarot_fuzz_init ();
  if (tarot_fuzz_pick_game (&data, &size, rules, &options) == NULL)
    return 0;
  object = tarot_json_parse_object ((const char *) data, size, "stdin", &error);
  if (object == NULL)
    {
      tarot_fuzz_check_error (error, "stdin");
      return 0;
    }
  if (!rules->family->outcome_from_json (rules, object, &outcome, &error))
    {
      tarot_fuzz_check_error (error, NULL);
      return 0;
    }
  tarot_fuzz_n_accepted++;
  tarot_fuzz_check_outcome (rules, &outcome);
  return 0;
}
