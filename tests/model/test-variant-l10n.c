/* test-variant-l10n.c — variant names, descriptions and house-rule texts in the UI language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "model/tarot-data.h"
#include "model/tarot-error.h"
#include "model/tarot-json.h"
#include "model/tarot-variant.h"

/* The UI languages of the application; every shipped text needs all of them. */
static const char *const ui_languages[] = { "en", "de", "fr", "hu", "rm", NULL };

static JsonNode *
parse_node (const char *json)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (json, &error);

  g_assert_no_error (error);
  return node;
}

/* tapp-tarock.json with @edit applied, saved in a temporary directory as @name. */
static char *
write_edited_variant (const char *name,
                      void      (*edit) (JsonObject *root))
{
  g_autofree char *source = tarot_data_path ("variants", "tapp-tarock.json", NULL);
  g_autofree char *dir = NULL;
  g_autofree char *id = g_strndup (name, strlen (name) - strlen (".json"));
  g_autoptr(GError) error = NULL;
  JsonObject *root = tarot_json_load_object (source, &error);
  char *path;

  g_assert_no_error (error);
  edit (root);
  /* a variant's id is its file name */
  json_object_set_string_member (root, "id", id);
  dir = g_dir_make_tmp ("triumphs-l10n-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (tarot_json_save_object (root, path, &error));
  g_assert_no_error (error);
  return path;
}

static void
remove_variant_file (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static JsonObject *
option_object (JsonObject *root,
               const char *id)
{
  JsonArray *options = json_object_get_array_member (root, "options");

  for (guint i = 0; i < json_array_get_length (options); i++)
    {
      JsonObject *o = json_array_get_object_element (options, i);

      if (g_str_equal (json_object_get_string_member (o, "id"), id))
        return o;
    }
  g_assert_not_reached ();
}

static void
edit_translated (JsonObject *root)
{
  JsonObject *talon_half = option_object (root, "talon_half");
  JsonObject *all_pass = option_object (root, "all_pass");

  json_object_set_member (root, "name", parse_node ("{\"en\": \"Game\", \"de\": \"Spiel\", "
                                                    "\"de_CH\": \"Schweizer Spiel\", "
                                                    "\"rm\": \"Giug\", \"fr\": \"Jeu\"}"));
  /* no Romansh description: Romansh users read German */
  json_object_set_member (root, "description", parse_node ("{\"en\": \"Text\", \"de\": \"Text (de)\"}"));
  json_object_set_member (talon_half, "name", parse_node ("{\"en\": \"Half\", \"hu\": \"Fél\"}"));
  json_object_set_member (talon_half, "choice_names",
                          parse_node ("{\"free\": {\"en\": \"Free\", \"fr\": \"Libre\"}, "
                                      "\"fixed\": \"Fixed halves\"}"));
  json_object_remove_member (all_pass, "choice_names");
  json_object_set_string_member (all_pass, "name", "When everybody passes");
}

static void
set_languages (const char *languages)
{
  g_setenv ("LANGUAGE", languages, TRUE);
}

static void
test_lookup_language (void)
{
  g_autofree char *path = write_edited_variant ("translated.json", edit_translated);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) v = NULL;
  const TarotOption *talon_half, *all_pass;

  /* the texts follow the language of the moment, not that of loading */
  set_languages ("hu");
  v = tarot_variant_new_from_file (path, &error);
  g_assert_no_error (error);
  talon_half = tarot_variant_find_option (v, "talon_half");
  all_pass = tarot_variant_find_option (v, "all_pass");
  g_assert_cmpstr (tarot_option_get_name (talon_half), ==, "Fél");

  set_languages ("de");
  g_assert_cmpstr (tarot_variant_get_name (v), ==, "Spiel");
  g_assert_cmpstr (tarot_variant_get_description (v), ==, "Text (de)");
  g_assert_cmpstr (tarot_option_get_name (talon_half), ==, "Half");

  /* a region-specific text wins, else the language's own */
  set_languages ("de_CH.UTF-8");
  g_assert_cmpstr (tarot_variant_get_name (v), ==, "Schweizer Spiel");
  set_languages ("de_AT.UTF-8");
  g_assert_cmpstr (tarot_variant_get_name (v), ==, "Spiel");

  /* Romansh as the application runs it: LANGUAGE=rm:de */
  set_languages ("rm:de");
  g_assert_cmpstr (tarot_variant_get_name (v), ==, "Giug");
  g_assert_cmpstr (tarot_variant_get_description (v), ==, "Text (de)");

  set_languages ("fr");
  g_assert_cmpstr (tarot_option_get_choice_name (talon_half, 0), ==, "Libre");
  g_assert_cmpstr (tarot_option_get_choice_name (talon_half, 1), ==, "Fixed halves");

  /* languages without a text fall back to English */
  set_languages ("it:es");
  g_assert_cmpstr (tarot_variant_get_name (v), ==, "Game");
  g_assert_cmpstr (tarot_variant_get_description (v), ==, "Text");
  g_assert_cmpstr (tarot_option_get_choice_name (talon_half, 0), ==, "Free");
  g_assert_cmpstr (tarot_option_get_name (talon_half), ==, "Half");

  /* the plain string form is English for everyone; without choice names
   * the ids are made readable */
  set_languages ("de");
  g_assert_cmpstr (tarot_option_get_name (all_pass), ==, "When everybody passes");
  g_assert_cmpstr (tarot_option_get_choice_name (all_pass, 0), ==, "Redeal");
  g_assert_cmpstr (tarot_option_get_choice_name (all_pass, 1), ==, "Trischaken");

  g_clear_object (&v);
  remove_variant_file (path);
}

static void
edit_name_without_english (JsonObject *root)
{
  json_object_set_member (root, "name", parse_node ("{\"de\": \"Spiel\"}"));
}

static void
edit_option_text_not_string (JsonObject *root)
{
  json_object_set_member (option_object (root, "all_pass"), "description",
                          parse_node ("{\"en\": \"Text\", \"fr\": 3}"));
}

static void
edit_name_number (JsonObject *root)
{
  json_object_set_int_member (root, "name", 7);
}

static void
edit_unknown_choice_name (JsonObject *root)
{
  json_object_set_member (option_object (root, "talon_half"), "choice_names",
                          parse_node ("{\"loose\": \"Loose\"}"));
}

static void
edit_choice_name_without_english (JsonObject *root)
{
  json_object_set_member (option_object (root, "talon_half"), "choice_names",
                          parse_node ("{\"free\": {\"hu\": \"szabad\"}}"));
}

static void
edit_choice_names_on_bool (JsonObject *root)
{
  json_object_set_member (option_object (root, "solo_holdable"), "choice_names",
                          parse_node ("{\"true\": \"Yes\"}"));
}

static void
expect_error (const char  *name,
              void       (*edit) (JsonObject *root),
              const char  *key)
{
  g_autofree char *path = write_edited_variant (name, edit);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) v = tarot_variant_new_from_file (path, &error);

  g_assert_null (v);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, name));
  g_assert_nonnull (strstr (error->message, key));
  g_assert_nonnull (strstr (error->message, "expected"));
  remove_variant_file (path);
}

static void
test_invalid_texts (void)
{
  /* options[2] is all_pass, options[0] talon_half, options[3] solo_holdable */
  expect_error ("no-english.json", edit_name_without_english, ": name.en: expected an English text");
  expect_error ("not-string.json", edit_option_text_not_string, ": options[2].description.fr: expected a non-empty string");
  expect_error ("number.json", edit_name_number, ": name: expected a string or an object");
  expect_error ("unknown-choice.json", edit_unknown_choice_name, ": options[0].choice_names.loose: expected");
  expect_error ("choice-no-english.json", edit_choice_name_without_english,
                ": options[0].choice_names.free.en: expected an English text");
  expect_error ("bool-choices.json", edit_choice_names_on_bool, ": options[3].choice_names: expected");
}

/* @node must be an object with a non-empty text for every UI language. */
static void
assert_translated (JsonNode   *node,
                   const char *variant,
                   const char *key)
{
  JsonObject *texts;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    g_error ("%s: %s is not translated", variant, key);
  texts = json_node_get_object (node);
  for (guint i = 0; ui_languages[i] != NULL; i++)
    if (!json_object_has_member (texts, ui_languages[i]) ||
        *json_object_get_string_member (texts, ui_languages[i]) == '\0')
      g_error ("%s: %s has no \"%s\" text", variant, key, ui_languages[i]);
}

static void
test_shipped_translations (void)
{
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GPtrArray) variants = tarot_variant_load_all (errors);
  g_auto(GStrv) ids = tarot_variant_list_ids ();

  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (variants->len, ==, g_strv_length (ids));
  g_assert_cmpuint (variants->len, >=, 7);

  for (guint i = 0; i < variants->len; i++)
    {
      TarotVariant *v = g_ptr_array_index (variants, i);
      const char *id = tarot_variant_get_id (v);
      JsonObject *root = tarot_variant_get_json (v);
      guint n_options;
      const TarotOption *options = tarot_variant_get_options (v, &n_options);

      assert_translated (json_object_get_member (root, "name"), id, "name");
      assert_translated (json_object_get_member (root, "description"), id, "description");

      for (guint j = 0; j < n_options; j++)
        {
          const TarotOption *opt = &options[j];
          JsonObject *o = json_array_get_object_element (json_object_get_array_member (root, "options"), j);
          g_autofree char *name_key = g_strdup_printf ("options.%s.name", opt->id);
          g_autofree char *description_key = g_strdup_printf ("options.%s.description", opt->id);

          g_assert_cmpstr (json_object_get_string_member (o, "id"), ==, opt->id);
          assert_translated (json_object_get_member (o, "name"), id, name_key);
          assert_translated (json_object_get_member (o, "description"), id, description_key);
          if (opt->type != TAROT_OPTION_CHOICE)
            continue;
          if (opt->choice_names == NULL)
            g_error ("%s: option %s has no choice_names", id, opt->id);
          for (guint k = 0; opt->choices[k] != NULL; k++)
            {
              g_autofree char *key = g_strdup_printf ("options.%s.choice_names.%s", opt->id, opt->choices[k]);

              assert_translated (json_object_get_member (opt->choice_names, opt->choices[k]), id, key);
            }
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/variant-l10n/lookup", test_lookup_language);
  g_test_add_func ("/variant-l10n/invalid", test_invalid_texts);
  g_test_add_func ("/variant-l10n/shipped", test_shipped_translations);
  return g_test_run ();
}
