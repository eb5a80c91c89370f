/* test-variant.c — variant loading, options, terms and validation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "model/tarot-error.h"
#include "model/tarot-variant.h"

static void
test_variant_load (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) v = tarot_variant_load ("french-tarot", &error);
  g_auto(GStrv) ids = tarot_variant_list_ids ();
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  g_assert_true (g_strv_contains ((const char *const *) ids, "french-tarot"));
  g_assert_cmpstr (tarot_variant_get_id (v), ==, "french-tarot");
  g_assert_cmpstr (tarot_variant_get_family_id (v), ==, "french");
  g_assert_cmpstr (tarot_variant_get_name (v), ==, "French Tarot");
  g_assert_cmpstr (tarot_variant_get_pack_id (v), ==, "tarot_nouveau");
  g_assert_cmpuint (tarot_variant_get_min_players (v), ==, 3);
  g_assert_cmpuint (tarot_variant_get_max_players (v), ==, 5);
  g_assert_true (strlen (tarot_variant_get_description (v)) > 100);

  for (guint n = 3; n <= 5; n++)
    {
      g_assert_true (tarot_variant_build_rules (v, n, NULL, rules, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (rules->n_players, ==, n);
      g_assert_cmpuint (rules->n_tricks * n + rules->talon_size, ==, 78);
      /* 91 card points, counted in half points (§4) */
      g_assert_cmpuint (rules->points_total, ==, 182);
    }
  g_assert_cmpstr (rules->contract_ids[1], ==, "pousse");
  g_assert_false (tarot_variant_build_rules (v, 6, NULL, rules, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
}

static void
test_variant_options (void)
{
  g_autoptr(TarotVariant) v = tarot_variant_load ("french-tarot", NULL);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint n_options;

  g_assert_nonnull (tarot_variant_get_options (v, &n_options));
  g_assert_cmpuint (n_options, >=, 6);
  /* the spec's defaults (french-tarot.md §15) */
  g_assert_cmpstr (tarot_variant_get_option (v, NULL, "poignee_values"), ==, "standard");
  g_assert_cmpstr (tarot_variant_get_option (v, NULL, "appel_sharing"), ==, "two_to_one");
  g_assert_cmpint (tarot_variant_get_option_int (v, NULL, "defence_slam_bonus"), ==, 0);
  g_assert_false (tarot_variant_get_option_bool (v, NULL, "defender_poignee_personal"));

  g_hash_table_insert (options, "appel_sharing", "equal");
  g_hash_table_insert (options, "defence_slam_bonus", "200");
  g_assert_cmpstr (tarot_variant_get_option (v, options, "appel_sharing"), ==, "equal");
  g_assert_cmpint (tarot_variant_get_option_int (v, options, "defence_slam_bonus"), ==, 200);
  g_assert_true (tarot_variant_build_rules (v, 5, options, rules, &error));
  g_assert_no_error (error);

  g_hash_table_insert (options, "appel_sharing", "half");
  g_assert_false (tarot_variant_check_options (v, options, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_true (strstr (error->message, "appel_sharing") != NULL);
  g_clear_error (&error);

  g_hash_table_remove (options, "appel_sharing");
  g_hash_table_insert (options, "no_such_rule", "1");
  g_assert_false (tarot_variant_build_rules (v, 4, options, rules, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND);
}

static void
test_variant_terms (void)
{
  g_autoptr(TarotVariant) v = tarot_variant_load ("french-tarot", NULL);

  /* native language by default, explicit language, English fallback */
  g_assert_cmpstr (tarot_variant_get_term (v, "fool", NULL), ==, "l'Excuse");
  g_assert_cmpstr (tarot_variant_get_term (v, "fool", "en"), ==, "Excuse");
  g_assert_cmpstr (tarot_variant_get_term (v, "trump_i", "fr"), ==, "le Petit");
  g_assert_cmpstr (tarot_variant_get_term (v, "fr_garde_contre", "fr"), ==, "garde contre");
  g_assert_cmpstr (tarot_variant_get_term (v, "fr_garde_contre", "hu"), ==, "Garde contre");
  g_assert_cmpstr (tarot_variant_get_term (v, "fool", "rm"), ==, "il narr");
  g_assert_null (tarot_variant_get_term (v, "no_such_concept", "fr"));
}

static void
expect_broken (const char *name,
               const char *key)
{
  g_autofree char *path = g_build_filename (TEST_FIXTURES_DIR, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) v = tarot_variant_new_from_file (path, &error);

  g_assert_null (v);
  g_assert_nonnull (error);
  g_test_message ("%s: %s", name, error->message);
  g_assert_true (strstr (error->message, name) != NULL);
  g_assert_true (strstr (error->message, key) != NULL);
  g_assert_true (strstr (error->message, "expected") != NULL);
}

static void
test_variant_broken (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GPtrArray) all = NULL;

  expect_broken ("variant-missing-players.json", "players");
  expect_broken ("variant-unknown-family.json", "family");
  expect_broken ("variant-bad-option-default.json", "options[0].default");
  expect_broken ("variant-bad-poignee.json", "by_players.4.poignee");
  expect_broken ("variant-bad-deal.json", "by_players.4.deal");
  expect_broken ("variant-term-no-english.json", "terms.fool.en");

  g_assert_null (tarot_variant_load ("no-such-variant", &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND);

  /* the shipped files all load */
  all = tarot_variant_load_all (errors);
  for (guint i = 0; i < all->len; i++)
    if (g_str_equal (tarot_variant_get_id (g_ptr_array_index (all, i)), "french-tarot"))
      return;
  g_assert_not_reached ();
}

int
main (int    argc,
      char **argv)
{
  /* The assertions below use the English texts, whatever the user's language. */
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/variant/load", test_variant_load);
  g_test_add_func ("/variant/options", test_variant_options);
  g_test_add_func ("/variant/terms", test_variant_terms);
  g_test_add_func ("/variant/broken-files", test_variant_broken);
  return g_test_run ();
}
