/* test-json.c — the one reading path for JSON: limits checked before
 * json-glib parses, and number readers that refuse what they cannot hold
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "model/tarot-data.h"
#include "model/tarot-error.h"
#include "model/tarot-game.h"
#include "model/tarot-json.h"
#include "model/tarot-pack.h"
#include "model/tarot-score-sheet.h"
#include "model/tarot-variant.h"

/* @depth arrays inside each other, as "[[[…]]]". */
static char *
nested_arrays (guint depth)
{
  char *text = g_malloc (2 * depth + 1);

  memset (text, '[', depth);
  memset (text + depth, ']', depth);
  text[2 * depth] = '\0';
  return text;
}

static void
assert_refused (const char *text,
                gssize      length,
                const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;

  root = tarot_json_parse_bytes (text, length < 0 ? strlen (text) : (gsize) length,
                                 "input.json", &error);
  g_assert_null (root);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "input.json:"));
  if (strstr (error->message, message) == NULL)
    g_error ("“%s”: expected “%s” in “%s”", text, message, error->message);
}

static JsonNode *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *root = tarot_json_parse_bytes (text, strlen (text), "input.json", &error);

  g_assert_no_error (error);
  g_assert_nonnull (root);
  return root;
}

static void
test_deep_nesting (void)
{
  g_autofree char *deep = nested_arrays (100000);
  g_autofree char *limit = nested_arrays (TAROT_JSON_MAX_DEPTH);
  g_autofree char *over = nested_arrays (TAROT_JSON_MAX_DEPTH + 1);
  g_autoptr(GString) objects = g_string_new (NULL);
  g_autoptr(JsonNode) root = NULL;

  assert_refused (deep, -1, "input.json: nested more than 64 levels deep");
  assert_refused (over, -1, "nested more than 64 levels deep");
  root = parse (limit);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (root));

  for (guint i = 0; i < 100000; i++)
    g_string_append (objects, "{\"a\":");
  assert_refused (objects->str, -1, "nested more than 64 levels deep");
}

/* Brackets inside strings, escaped quotes included, are text, not nesting. */
static void
test_brackets_in_strings (void)
{
  g_autoptr(GString) text = g_string_new ("{\"a\": \"");
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;

  for (guint i = 0; i < 10000; i++)
    g_string_append (text, "[{");
  g_string_append (text, "\", \"b\": [\"\\\"[[[\", \"\\\\\", \"]]]\"]}");
  root = parse (text->str);
  object = json_node_get_object (root);
  g_assert_cmpuint (strlen (json_object_get_string_member (object, "a")), ==, 20000);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (object, "b"), 0),
                   ==, "\"[[[");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (object, "b"), 1),
                   ==, "\\");
}

static void
test_oversize (void)
{
  gsize length = TAROT_JSON_MAX_SIZE + 1;
  g_autofree char *text = g_malloc (length);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonObject) object = NULL;
  g_autoptr(GInputStream) stream = NULL;

  /* an array of zeros, one byte too long */
  memset (text, ' ', length);
  text[0] = '[';
  text[length - 1] = ']';
  assert_refused (text, (gssize) length, "a Triumphs file may have");
  root = tarot_json_parse_bytes (text, length - 1, "input.json", &error);
  g_assert_null (root);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
  g_assert_null (strstr (error->message, "a Triumphs file may have"));
  g_clear_error (&error);
  text[length - 2] = ']';
  root = tarot_json_parse_bytes (text, length - 1, "input.json", &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (root));

  /* a stream gives no size: it is refused on the byte that is one too many */
  stream = g_memory_input_stream_new_from_data (text, (gssize) length, NULL);
  object = tarot_json_read_object (stream, "stdin", NULL, &error);
  g_assert_null (object);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "stdin: larger than the 16 MiB a Triumphs file may have");
}

/* A file is refused by its size before a byte of it is read. */
static void
test_oversize_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-json-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "variant.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileOutputStream) out = g_file_create (file, G_FILE_CREATE_NONE, NULL, &error);
  g_autoptr(JsonObject) object = NULL;

  g_assert_no_error (error);
  /* sparse: 40 MiB of holes cost no disk */
  g_assert_true (g_seekable_truncate (G_SEEKABLE (out), 40 * 1024 * 1024, NULL, &error));
  g_assert_true (g_output_stream_close (G_OUTPUT_STREAM (out), NULL, &error));
  object = tarot_json_load_object (path, &error);
  g_assert_null (object);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==,
                   "variant.json: 40 MiB is larger than the 16 MiB a Triumphs file may have");
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_invalid_text (void)
{
  assert_refused ("{\"a\":\n \"\xff\"}", -1, "input.json: line 2: the text is not valid UTF-8");
  assert_refused ("{\"a\":\n\n \"\xc3\"}", -1, "input.json: line 3: the text is not valid UTF-8");
  assert_refused ("{\"a\": \"x\0y\"}", 12, "input.json: line 1: a NUL byte");
  assert_refused ("{\"a\": 1}\0", 9, "a NUL byte");
  assert_refused ("{\"a\": \"\\u0000\"}", -1, "\\u0000");
  assert_refused ("[\"\\udc00x\"]", -1, "lone \\u surrogate");
  assert_refused ("[\"\\ud800\"]", -1, "lone \\u surrogate");
  assert_refused ("[\"\\ud800\\u0041\"]", -1, "lone \\u surrogate");
  assert_refused ("[\"\\x41\"]", -1, "invalid escape");
  assert_refused ("[\"\\u12\"]", -1, "invalid escape");
  assert_refused ("[\"a\tb\"]", -1, "control character");
  /* what json-glib would accept but JSON is not */
  assert_refused ("['a']", -1, "unexpected character “'”");
  assert_refused ("[/* note */ 1]", -1, "unexpected character “/”");
  assert_refused ("[NaN]", -1, "true, false or null");
  assert_refused ("[Infinity]", -1, "true, false or null");
  assert_refused ("[0x10]", -1, "as JSON writes numbers");
  assert_refused ("[010]", -1, "as JSON writes numbers");
  assert_refused ("[+1]", -1, "unexpected character “+”");
  assert_refused ("[.5]", -1, "unexpected character “.”");
  assert_refused ("[1.]", -1, "after its decimal point");
  assert_refused ("[1e]", -1, "exponent");
  assert_refused ("[-]", -1, "no digits");
  assert_refused ("[«1»]", -1, "unexpected character “«”");
  /* what the scanner passes, json-glib's grammar refuses, still naming the file */
  assert_refused ("[1,]", -1, "input.json:1:");
  /* json-glib quotes an unexpected token cut at a byte count: the message
   * stays text */
  for (guint n = 0; n < 4; n++)
    {
      g_autoptr(GString) text = g_string_new ("{\"");
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) root = NULL;

      for (guint i = 0; i < 40 + n; i++)
        g_string_append (text, i < n ? "x" : "é");
      g_string_append (text, "\" \"x\"}");
      root = tarot_json_parse_bytes (text->str, text->len, "input.json", &error);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
  assert_refused ("{\"a\": \"open", -1, "input.json:");
  assert_refused ("[1] [2]", -1, "input.json: line 1: more text after the end");
  assert_refused ("{\"a\": 1}\n\n{\"b\": 2}", -1, "input.json: line 3: more text after the end");
  assert_refused ("1, 2", -1, "more text after the end");
}

/* The scanner keeps json-glib from reading these as other numbers than
 * written: 2^63 would wrap to -2^63, 10^23 to -1, 1e400 to infinity. */
static void
test_numbers (void)
{
  static const struct { const char *text; gint64 value; } ints[] = {
    { "9223372036854775807", G_MAXINT64 },
    { "-9223372036854775808", G_MININT64 },
    { "-0", 0 },
    { "0", 0 },
    { "1000000000000000000", 1000000000000000000 },
  };
  static const char *const too_large[] = {
    "9223372036854775808", "-9223372036854775809", "18446744073709551616",
    "99999999999999999999999", "10000000000000000000",
  };

  for (guint i = 0; i < G_N_ELEMENTS (ints); i++)
    {
      g_autofree char *text = g_strdup_printf ("{\"n\": %s}", ints[i].text);
      g_autoptr(JsonNode) root = parse (text);
      g_autoptr(GError) error = NULL;
      gint64 v;

      g_assert_true (tarot_json_get_int (json_node_get_object (root), "n", "f.json", NULL,
                                         G_MININT64, G_MAXINT64, &v, &error));
      g_assert_no_error (error);
      g_assert_cmpint (v, ==, ints[i].value);
    }
  for (guint i = 0; i < G_N_ELEMENTS (too_large); i++)
    {
      g_autofree char *text = g_strdup_printf ("[1,\n%s]", too_large[i]);

      assert_refused (text, -1, "input.json: line 2: an integer is too large");
    }
  assert_refused ("[1e400]", -1, "a number is too large");
  assert_refused ("[-1.5e308, -1.8e308]", -1, "a number is too large");
  {
    g_autoptr(JsonNode) root = parse ("[1e-400, -0.0, 2.5E+3]");
    JsonArray *array = json_node_get_array (root);

    g_assert_cmpfloat (json_array_get_double_element (array, 0), ==, 0.0);
    g_assert_true (signbit (json_array_get_double_element (array, 1)));
    g_assert_cmpfloat (json_array_get_double_element (array, 2), ==, 2500.0);
  }
}

/* The member readers refuse, with file and key, whatever they cannot hold. */
static void
test_number_readers (void)
{
  g_autoptr(JsonNode) root = parse ("{\"big\": 9223372036854775807, \"neg\": -5, \"half\": 2.5,"
                                    " \"text\": \"3\", \"none\": null, \"list\": [1], \"zero\": -0}");
  JsonObject *o = json_node_get_object (root);
  g_autoptr(GError) error = NULL;
  gint64 v = 7;
  double d = 7;

  g_assert_false (tarot_json_get_int (o, "big", "f.json", "rows[2]", 0, 1000, &v, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "f.json: rows[2].big: expected an integer from 0 to 1000");
  g_clear_error (&error);
  g_assert_false (tarot_json_get_int (o, "neg", "f.json", NULL, 0, 1000, &v, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_clear_error (&error);
  for (guint i = 0; i < 5; i++)
    {
      static const char *const wrong[] = { "half", "text", "none", "list", "missing" };

      g_assert_false (tarot_json_get_int (o, wrong[i], "f.json", NULL, G_MININT64, G_MAXINT64, &v, &error));
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, wrong[i]));
      g_clear_error (&error);
    }
  g_assert_cmpint (v, ==, 7);
  g_assert_true (tarot_json_get_int (o, "zero", "f.json", NULL, 0, 0, &v, &error));
  g_assert_cmpint (v, ==, 0);

  g_assert_true (tarot_json_get_double (o, "half", "f.json", NULL, &d, &error));
  g_assert_cmpfloat (d, ==, 2.5);
  g_assert_false (tarot_json_get_double (o, "text", "f.json", NULL, &d, &error));
  g_clear_error (&error);
  /* only an object built in code can hold these */
  json_object_set_double_member (o, "nan", NAN);
  json_object_set_double_member (o, "inf", INFINITY);
  g_assert_false (tarot_json_get_double (o, "nan", "f.json", NULL, &d, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tarot_json_get_double (o, "inf", "f.json", NULL, &d, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_cmpfloat (d, ==, 2.5);
}

static void
test_empty (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = tarot_json_parse_bytes ("", 0, "game.json", &error);

  g_assert_null (root);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "game.json: the file is empty");
  assert_refused (" \n\t\r\n", -1, "input.json: the file is empty");
  assert_refused ("\xEF\xBB\xBF", -1, "input.json: the file is empty");
}

static void
test_not_an_object (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) object = tarot_json_parse_object ("[1]", 3, "game.json", &error);

  g_assert_null (object);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "game.json: "));
}

/* A shipped variant reads as it did, from a file, from bytes with a
 * byte-order mark, and from a stream. */
static void
test_normal_file (void)
{
  g_autofree char *path = tarot_data_path ("variants", "french-tarot.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) object = tarot_json_load_object (path, &error);
  g_autoptr(JsonObject) with_bom = NULL;
  g_autoptr(JsonObject) streamed = NULL;
  g_autoptr(GInputStream) stream = NULL;
  g_autoptr(JsonNode) a = NULL, b = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *bom = NULL;
  gsize length;

  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (object, "id"), ==, "french-tarot");

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  bom = g_strconcat ("\xEF\xBB\xBF", contents, NULL);
  with_bom = tarot_json_parse_object (bom, length + 3, "french-tarot.json", &error);
  g_assert_no_error (error);
  stream = g_memory_input_stream_new_from_data (contents, (gssize) length, NULL);
  streamed = tarot_json_read_object (stream, "stdin", NULL, &error);
  g_assert_no_error (error);

  a = json_node_init_object (json_node_alloc (), object);
  b = json_node_init_object (json_node_alloc (), with_bom);
  g_assert_true (json_node_equal (a, b));
  json_node_set_object (b, streamed);
  g_assert_true (json_node_equal (a, b));
}

static void
test_missing_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) object = tarot_json_load_object ("/nonexistent/dir/game.json", &error);

  g_assert_null (object);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND);
}

/* Variants and packs read from bytes as from their files, under the name
 * given for messages. */
static void
test_loaders_from_bytes (void)
{
  g_autofree char *variant_path = tarot_data_path ("variants", "troccas4.json", NULL);
  g_autofree char *pack_path = tarot_data_path ("packs", "swiss_1jj.json", NULL);
  g_autofree char *variant_text = NULL, *pack_text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = NULL, broken_variant = NULL;
  g_autoptr(TarotPack) pack = NULL, broken_pack = NULL;
  gsize variant_length, pack_length;

  g_assert_true (g_file_get_contents (variant_path, &variant_text, &variant_length, &error));
  g_assert_true (g_file_get_contents (pack_path, &pack_text, &pack_length, &error));
  variant = tarot_variant_new_from_bytes (variant_text, variant_length, "troccas4.json", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tarot_variant_get_id (variant), ==, "troccas4");
  g_assert_cmpstr (tarot_variant_get_path (variant), ==, "troccas4.json");
  pack = tarot_pack_new_from_bytes (pack_text, pack_length, "swiss_1jj.json", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tarot_pack_get_n_cards (pack), ==, 78);

  broken_variant = tarot_variant_new_from_bytes ("{\"id\": 4}", 9, "troccas9.json", &error);
  g_assert_null (broken_variant);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "troccas9.json: id: "));
  g_clear_error (&error);
  broken_pack = tarot_pack_new_from_bytes ("[[", 2, "mine.json", &error);
  g_assert_null (broken_pack);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "mine.json:"));
}

/* Every loader of the model goes through the reading path: a file nested
 * 100,000 deep (which overflowed the stack inside json-glib) is an error
 * that names the file. */
static void
test_loaders_refuse_deep_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-json-XXXXXX", &error);
  g_autofree char *deep = nested_arrays (100000);
  g_autoptr(GString) object = g_string_new ("{\"format\": \"triumphs-game\", \"sheet\": ");

  g_assert_no_error (error);
  g_string_append (object, deep);
  g_string_append_c (object, '}');

  for (guint i = 0; i < 2; i++)
    {
      const char *text = i == 0 ? deep : object->str;
      g_autofree char *path = g_build_filename (dir, "game.json", NULL);
      g_autoptr(TarotGame) game = NULL;
      g_autoptr(TarotScoreSheet) sheet = NULL;
      g_autoptr(TarotVariant) variant = NULL;
      g_autoptr(TarotPack) pack = NULL;

      g_assert_true (g_file_set_contents (path, text, -1, &error));
      game = tarot_game_load (path, &error);
      g_assert_null (game);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, "game.json: nested more than 64 levels deep");
      g_clear_error (&error);

      sheet = tarot_score_sheet_load (path, &error);
      g_assert_null (sheet);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
      g_clear_error (&error);
      variant = tarot_variant_new_from_file (path, &error);
      g_assert_null (variant);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
      g_clear_error (&error);
      pack = tarot_pack_new_from_file (path, &error);
      g_assert_null (pack);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (error->message, "game.json: "));
      g_clear_error (&error);
      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/json/deep-nesting", test_deep_nesting);
  g_test_add_func ("/json/brackets-in-strings", test_brackets_in_strings);
  g_test_add_func ("/json/oversize", test_oversize);
  g_test_add_func ("/json/oversize-file", test_oversize_file);
  g_test_add_func ("/json/invalid-text", test_invalid_text);
  g_test_add_func ("/json/numbers", test_numbers);
  g_test_add_func ("/json/number-readers", test_number_readers);
  g_test_add_func ("/json/empty", test_empty);
  g_test_add_func ("/json/not-an-object", test_not_an_object);
  g_test_add_func ("/json/normal-file", test_normal_file);
  g_test_add_func ("/json/missing-file", test_missing_file);
  g_test_add_func ("/json/loaders-from-bytes", test_loaders_from_bytes);
  g_test_add_func ("/json/loaders-refuse-deep-files", test_loaders_refuse_deep_files);

  return g_test_run ();
}
