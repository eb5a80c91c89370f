/* fuzz-variant.c — a variant file's bytes, loaded as a variant file is;
 * then its texts, and the rules of every player count with every option
 * value, with a hand played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "model/tarot-json.h"
#include "tarot-fuzz.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static void
read_texts (TarotVariant *variant)
{
  static const char *const languages[] = { NULL, "en", "de", "fr", "hu", "rm", "xx" };
  JsonNode *terms = json_object_get_member (tarot_variant_get_json (variant), "terms");
  const TarotOption *options;
  guint n_options;

  g_assert (g_utf8_validate (tarot_variant_get_name (variant), -1, NULL));
  g_assert (g_utf8_validate (tarot_variant_get_description (variant), -1, NULL));
  options = tarot_variant_get_options (variant, &n_options);
  for (guint i = 0; i < n_options; i++)
    {
      g_assert (g_utf8_validate (tarot_option_get_name (&options[i]), -1, NULL));
      g_assert (g_utf8_validate (tarot_option_get_description (&options[i]), -1, NULL));
      for (guint c = 0; options[i].choices != NULL && options[i].choices[c] != NULL; c++)
        g_assert (g_utf8_validate (tarot_option_get_choice_name (&options[i], c), -1, NULL));
    }
  if (terms != NULL && JSON_NODE_HOLDS_OBJECT (terms))
    {
      g_autoptr(GList) concepts = json_object_get_members (json_node_get_object (terms));

      for (GList *l = concepts; l != NULL; l = l->next)
        for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
          {
            const char *term = tarot_variant_get_term (variant, l->data, languages[i]);

            g_assert (term == NULL || g_utf8_validate (term, -1, NULL));
          }
    }
}

/* Builds the rules for @n_players and @options, and plays a hand with them
 * when @play; the defaults must build, since loading checked them. */
static void
build_rules (TarotVariant *variant,
             guint         n_players,
             GHashTable   *options,
             gboolean      play,
             guint64       seed)
{
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(GError) error = NULL;

  if (!tarot_variant_build_rules (variant, n_players, options, rules, &error))
    {
      if (options == NULL)
        g_error ("a loaded variant whose default rules fail: %s", error->message);
      tarot_fuzz_check_error (error, tarot_variant_get_path (variant));
      return;
    }
  if (play)
    tarot_fuzz_play_hand (rules, (guint) seed, seed);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  g_autoptr(GPtrArray) settings = NULL;
  g_autofree char *file = NULL;

  tarot_fuzz_init ();
  file = tarot_fuzz_file_name (data, size, "variant.json");
  variant = tarot_variant_new_from_bytes ((const char *) data, size, file, &error);
  if (variant == NULL)
    {
      tarot_fuzz_check_error (error, file);
      return 0;
    }
  tarot_fuzz_n_accepted++;
  read_texts (variant);

  /* Every option value must build; a hand is played with the defaults
   * and with one of them, which keeps each input fast to run. */
  settings = tarot_fuzz_option_settings (variant);
  for (guint n = tarot_variant_get_min_players (variant); n <= tarot_variant_get_max_players (variant); n++)
    {
      build_rules (variant, n, NULL, TRUE, size + n);
      for (guint i = 0; i < settings->len; i++)
        build_rules (variant, n, settings->pdata[i], i == size % settings->len, size + n);
    }
  return 0;
}
