/* test-rule-book.c — the rules and glossaries of the games, and the traditions they are grouped by
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "model/tarot-data.h"
#include "model/tarot-error.h"
#include "model/tarot-json.h"
#include "model/tarot-rule-book.h"
#include "model/tarot-tradition-list.h"
#include "model/tarot-variant.h"

/* The UI languages of the application; every shipped text needs all of them. */
static const char *const ui_languages[] = { "en", "de", "fr", "hu", "rm", NULL };

static void
set_languages (const char *languages)
{
  g_setenv ("LANGUAGE", languages, TRUE);
}

/* Every translatable text below @node (an object holding "en") has every UI language. */
static void
check_all_languages (JsonNode   *node,
                     const char *path,
                     guint      *n_texts)
{
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *child = g_strdup_printf ("%s[%u]", path, i);

          check_all_languages (json_array_get_element (array, i), child, n_texts);
        }
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      JsonObjectIter iter;
      const char *member;
      JsonNode *child;

      if (json_object_has_member (object, "en"))
        {
          for (guint i = 0; ui_languages[i] != NULL; i++)
            if (!json_object_has_member (object, ui_languages[i]) ||
                *json_object_get_string_member (object, ui_languages[i]) == '\0')
              g_error ("%s: no text in \"%s\"", path, ui_languages[i]);
          (*n_texts)++;
          return;
        }
      json_object_iter_init (&iter, object);
      while (json_object_iter_next (&iter, &member, &child))
        {
          g_autofree char *child_path = g_strdup_printf ("%s.%s", path, member);

          check_all_languages (child, child_path, n_texts);
        }
    }
}

/* Rule books and the traditions file give every text in all five UI languages. */
static void
test_shipped_texts_translated (void)
{
  g_auto(GStrv) ids = tarot_rule_book_list_ids ();
  const char *files[] = { "traditions.json" };
  guint n_texts = 0;

  g_assert_cmpuint (g_strv_length (ids), >, 0);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autofree char *base = g_strconcat (ids[i], ".json", NULL);
      g_autofree char *path = tarot_data_path ("rules", base, NULL);
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotRuleBook) book = tarot_rule_book_new_from_file (path, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (tarot_rule_book_get_id (book), ==, ids[i]);
      g_assert_true (json_parser_load_from_file (parser, path, &error));
      check_all_languages (json_parser_get_root (parser), base, &n_texts);
    }
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = tarot_data_path (files[i], NULL);
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;

      g_assert_true (json_parser_load_from_file (parser, path, &error));
      g_assert_no_error (error);
      check_all_languages (json_parser_get_root (parser), files[i], &n_texts);
    }
  g_assert_cmpuint (n_texts, >, 100);
}

/* Case-insensitive: a glossary term may start a sentence in one place and not in another. */
static gboolean
attested (const char *term,
          const char *attested_forms)
{
  g_autofree char *needle = g_utf8_casefold (term, -1);
  g_autofree char *haystack = attested_forms != NULL ? g_utf8_casefold (attested_forms, -1) : NULL;

  return haystack != NULL && strstr (haystack, needle) != NULL;
}

/* Every shipped game has its rules: the sections of each stage of a hand and an example of the
 * score, and a glossary whose native terms are those its variant file attests. */
static void
test_every_variant_has_rules (void)
{
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GPtrArray) variants = tarot_variant_load_all (errors);

  set_languages ("en");
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (variants->len, >=, 7);
  for (guint v = 0; v < variants->len; v++)
    {
      TarotVariant *variant = g_ptr_array_index (variants, v);
      const char *id = tarot_variant_get_id (variant);
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotRuleBook) book = tarot_rule_book_load (tarot_variant_get_rules_id (variant), &error);
      g_autoptr(GString) headings = g_string_new ("|");
      guint n_terms = 0;

      g_assert_no_error (error);
      for (guint s = 0; s < tarot_rule_book_get_n_sections (book); s++)
        if (tarot_rule_book_section_applies (book, s, id))
          {
            g_assert_cmpuint (tarot_rule_book_get_n_paragraphs (book, s), >, 0);
            g_string_append_printf (headings, "%s|", tarot_rule_book_get_heading (book, s));
          }
      /* how to deal, bid (Troccas: "No Bidding…"), play and score, and one worked example */
      for (guint k = 0; k < 5; k++)
        {
          static const char *const stages[] = { "|Dealing|", "Bidding", "|Playing|", "|Scoring|",
                                                "|An Example of the Score|" };

          if (strstr (headings->str, stages[k]) == NULL)
            g_error ("%s: no section \"%s\" in %s", id, stages[k], headings->str);
        }

      for (guint t = 0; t < tarot_rule_book_get_n_terms (book); t++)
        {
          const char *concept = tarot_rule_book_get_concept (book, t);
          const char *term = tarot_rule_book_get_term (book, t);

          if (!tarot_rule_book_term_applies (book, t, id))
            continue;
          n_terms++;
          if (!attested (term, tarot_variant_get_term (variant, concept, NULL)))
            g_error ("%s: glossary term \"%s\" is not among the terms of \"%s\" (%s)", id, term,
                     concept, tarot_variant_get_term (variant, concept, NULL));
          g_assert_cmpstr (tarot_rule_book_get_meaning (book, t), !=, "");
        }
      g_assert_cmpuint (n_terms, >=, 10);
    }
}

/* Texts come in the language of the moment; a variant shares its family's book but sees only
 * the sections and terms meant for it. */
static void
test_language_and_variant (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotRuleBook) book = tarot_rule_book_load ("troccas", &error);
  int talk = -1, no_bidding = -1;

  g_assert_no_error (error);
  set_languages ("hu");
  g_assert_cmpstr (tarot_rule_book_get_heading (book, 0), ==, "A játék");
  set_languages ("rm:de");
  g_assert_cmpstr (tarot_rule_book_get_heading (book, 0), ==, "Il giug");
  set_languages ("en");
  g_assert_cmpstr (tarot_rule_book_get_heading (book, 0), ==, "The Game");

  for (guint s = 0; s < tarot_rule_book_get_n_sections (book); s++)
    {
      if (g_str_equal (tarot_rule_book_get_heading (book, s), "No Bidding: Talk During the Deal"))
        talk = (int) s;
      if (g_str_equal (tarot_rule_book_get_heading (book, s), "No Bidding"))
        no_bidding = (int) s;
    }
  g_assert_cmpint (talk, >=, 0);
  g_assert_cmpint (no_bidding, >=, 0);
  /* only the four-handed game talks during the deal */
  g_assert_true (tarot_rule_book_section_applies (book, talk, "troccas4"));
  g_assert_false (tarot_rule_book_section_applies (book, talk, "troccas6"));
  g_assert_true (tarot_rule_book_section_applies (book, no_bidding, "troccas6"));
  g_assert_false (tarot_rule_book_section_applies (book, no_bidding, "troccas4"));
}

static char *
write_temp (const char *name,
            const char *contents)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-rules-XXXXXX", &error);
  char *path;

  g_assert_no_error (error);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
  return path;
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A broken rule book is refused with the file, the key and the problem. */
static void
test_errors_name_the_key (void)
{
  static const struct
  {
    const char *json;
    const char *message;
  } cases[] = {
    { "{\"id\": \"x\", \"sections\": [{\"heading\": \"H\", \"paragraphs\": [\"a\", 3]}], \"glossary\": []}",
      "bad.json: sections[0].paragraphs[1]: expected a string or an object of language code → text" },
    { "{\"id\": \"x\", \"sections\": [{\"heading\": {\"de\": \"Spiel\"}, \"paragraphs\": []}], \"glossary\": []}",
      "bad.json: sections[0].heading.en: expected an English text" },
    { "{\"id\": \"x\", \"sections\": [], \"glossary\": [{\"term\": \"buob\", \"concept\": \"rm_buob\", "
      "\"meaning\": \"Jack!\", \"variants\": [\"troccas4\", 4]}]}",
      "bad.json: glossary[0].variants[1]: expected a string" },
    { "{\"id\": \"x\", \"sections\": [{\"heading\": \"H\", \"paragraph\": []}], \"glossary\": []}",
      "bad.json: sections[0]" },
    { "{\"id\": \"x\", \"sections\": []}",
      "bad.json: glossary" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = write_temp ("bad.json", cases[i].json);
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotRuleBook) book = tarot_rule_book_new_from_file (path, &error);

      g_assert_null (book);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: \"%s\" does not start with \"%s\"", i, error->message, cases[i].message);
      remove_temp (path);
    }
}

/* Every shipped variant names a listed tradition; the list keeps its order and finds ids. */
static void
test_traditions (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotTraditionList) traditions = tarot_tradition_list_load (&error);
  g_autoptr(GPtrArray) variants = tarot_variant_load_all (NULL);
  g_autofree char *path = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (tarot_tradition_list_find (traditions, "french"), ==, 0);
  g_assert_cmpint (tarot_tradition_list_find (traditions, "swiss"), ==, 1);
  g_assert_cmpint (tarot_tradition_list_find (traditions, "austrian"), ==, 2);
  g_assert_cmpint (tarot_tradition_list_find (traditions, "klingon"), ==, -1);
  set_languages ("hu");
  g_assert_cmpstr (tarot_tradition_list_get_title (traditions, 1), ==, "Svájci játékok");
  set_languages ("en");
  g_assert_cmpstr (tarot_tradition_list_get_title (traditions, 1), ==, "Swiss Games");

  for (guint v = 0; v < variants->len; v++)
    {
      TarotVariant *variant = g_ptr_array_index (variants, v);

      if (tarot_tradition_list_find (traditions, tarot_variant_get_tradition (variant)) < 0)
        g_error ("%s: tradition \"%s\" is not listed", tarot_variant_get_id (variant),
                 tarot_variant_get_tradition (variant));
    }

  path = write_temp ("traditions.json", "{\"traditions\": [{\"id\": \"a\", \"title\": \"A\"}, "
                                        "{\"id\": \"a\", \"title\": \"B\"}]}");
  g_assert_null (tarot_tradition_list_new_from_file (path, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "traditions.json: traditions[1].id: expected an id not listed before");
  remove_temp (path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rule-book/translated", test_shipped_texts_translated);
  g_test_add_func ("/rule-book/every-variant", test_every_variant_has_rules);
  g_test_add_func ("/rule-book/language-and-variant", test_language_and_variant);
  g_test_add_func ("/rule-book/errors", test_errors_name_the_key);
  g_test_add_func ("/rule-book/traditions", test_traditions);

  return g_test_run ();
}
