/* tarot-json.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include <glib/gi18n-lib.h>

#include "tarot-data.h"
#include "tarot-error.h"
#include "tarot-json.h"

void
tarot_json_set_error (GError     **error,
                      const char  *file,
                      const char  *where,
                      const char  *member,
                      const char  *expected)
{
  g_autofree char *problem = g_strdup_printf ("expected %s", expected);

  tarot_json_set_problem (error, file, where, member, problem);
}

/* The lexical checks json-glib lacks, on the raw bytes before it parses them
 * (see tarot-json.h).  Only strict JSON tokens are let through, so this
 * scanner and json-glib's always agree on where a string starts and ends,
 * and the nesting counted here is the nesting json-glib will recurse into. */
typedef struct
{
  const char *file;
  const char *p;
  const char *end;
  guint       line;
  guint       depth;
  gboolean    complete;   /* the top-level value has ended */
} Scanner;

static gboolean
scan_fail (Scanner     *s,
           const char  *problem,
           GError     **error)
{
  g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
               _("%s: line %u: %s"), s->file, s->line, problem);
  return FALSE;
}

static gboolean
scan_hex4 (Scanner  *s,
           gunichar *out)
{
  *out = 0;
  if (s->end - s->p < 5 || s->p[0] != 'u')
    return FALSE;
  for (guint i = 1; i <= 4; i++)
    {
      int digit = g_ascii_xdigit_value (s->p[i]);

      if (digit < 0)
        return FALSE;
      *out = *out * 16 + (gunichar) digit;
    }
  s->p += 5;
  return TRUE;
}

/* json-glib turns a lone surrogate into invalid UTF-8 and cuts a string at
 * \u0000, so both are refused here. */
static gboolean
scan_escape (Scanner  *s,
             GError  **error)
{
  gunichar c, low;

  s->p++;
  if (s->p < s->end && *s->p != '\0' && strchr ("\"\\/bfnrt", *s->p) != NULL)
    {
      s->p++;
      return TRUE;
    }
  if (!scan_hex4 (s, &c))
    return scan_fail (s, _("a string has an invalid escape"), error);
  if (c == 0)
    return scan_fail (s, _("a string has the character \\u0000"), error);
  if (c >= 0xDC00 && c <= 0xDFFF)
    return scan_fail (s, _("a string has a lone \\u surrogate"), error);
  if (c >= 0xD800 && c <= 0xDBFF)
    {
      if (s->end - s->p < 1 || s->p[0] != '\\')
        return scan_fail (s, _("a string has a lone \\u surrogate"), error);
      s->p++;
      if (!scan_hex4 (s, &low) || low < 0xDC00 || low > 0xDFFF)
        return scan_fail (s, _("a string has a lone \\u surrogate"), error);
    }
  return TRUE;
}

static gboolean
scan_string (Scanner  *s,
             GError  **error)
{
  s->p++;
  while (s->p < s->end && *s->p != '"')
    {
      if ((guchar) *s->p < 0x20)
        return scan_fail (s, _("a string has a control character (write it as an escape, such as \\n)"), error);
      if (*s->p != '\\')
        s->p++;
      else if (!scan_escape (s, error))
        return FALSE;
    }
  /* A string left open ends the text: json-glib reports it. */
  if (s->p < s->end)
    s->p++;
  return TRUE;
}

static gboolean
scan_digits (Scanner *s)
{
  const char *start = s->p;

  while (s->p < s->end && g_ascii_isdigit (*s->p))
    s->p++;
  return s->p > start;
}

/* json-glib wraps integers beyond 64 bits without a word (2^64 reads as 0)
 * and reads 1e999 as infinity: both are refused. */
static gboolean
scan_number (Scanner  *s,
             GError  **error)
{
  static const char max_digits[] = "9223372036854775807";
  static const char min_digits[] = "9223372036854775808";
  const char *start = s->p, *digits;
  gboolean negative = *s->p == '-';
  gsize n_digits;

  if (negative)
    s->p++;
  digits = s->p;
  if (s->p < s->end && *s->p == '0')
    s->p++;
  else if (!scan_digits (s))
    return scan_fail (s, _("a number has no digits"), error);
  n_digits = (gsize) (s->p - digits);

  if (s->p < s->end && *s->p == '.')
    {
      s->p++;
      if (!scan_digits (s))
        return scan_fail (s, _("a number has no digits after its decimal point"), error);
    }
  if (s->p < s->end && (*s->p == 'e' || *s->p == 'E'))
    {
      s->p++;
      if (s->p < s->end && (*s->p == '+' || *s->p == '-'))
        s->p++;
      if (!scan_digits (s))
        return scan_fail (s, _("a number has no digits in its exponent"), error);
    }
  if (s->p < s->end && (g_ascii_isalnum (*s->p) || *s->p == '.'))
    return scan_fail (s, _("a number is not written as JSON writes numbers"), error);

  if (s->p == digits + n_digits)
    {
      if (n_digits > 19 ||
          (n_digits == 19 && memcmp (digits, negative ? min_digits : max_digits, 19) > 0))
        return scan_fail (s, _("an integer is too large"), error);
    }
  else
    {
      g_autofree char *text = g_strndup (start, (gsize) (s->p - start));

      if (!isfinite (g_ascii_strtod (text, NULL)))
        return scan_fail (s, _("a number is too large"), error);
    }
  return TRUE;
}

static gboolean
scan_word (Scanner  *s,
           GError  **error)
{
  static const char *const words[] = { "true", "false", "null" };
  const char *start = s->p;

  while (s->p < s->end && g_ascii_isalnum (*s->p))
    s->p++;
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if ((gsize) (s->p - start) == strlen (words[i]) && memcmp (start, words[i], strlen (words[i])) == 0)
      return TRUE;
  return scan_fail (s, _("a word other than true, false or null outside a string"), error);
}

static gboolean
scan_value_token (Scanner  *s,
                  GError  **error)
{
  g_autofree char *problem = NULL;

  switch (*s->p)
    {
    case ',': case ':':
      s->p++;
      return TRUE;

    case '[': case '{':
      if (++s->depth > TAROT_JSON_MAX_DEPTH)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                       _("%s: nested more than %d levels deep"), s->file, TAROT_JSON_MAX_DEPTH);
          return FALSE;
        }
      s->p++;
      return TRUE;

    case ']': case '}':
      if (s->depth > 0)
        s->depth--;
      s->p++;
      return TRUE;

    case '"':
      return scan_string (s, error);

    case '-': case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9':
      return scan_number (s, error);

    default:
      if (g_ascii_isalpha (*s->p))
        return scan_word (s, error);
      problem = g_strdup_printf (_("unexpected character “%.*s”"),
                                 (int) (g_utf8_next_char (s->p) - s->p), s->p);
      return scan_fail (s, problem, error);
    }
}

/* json-glib reads "[1] [2]" as [1] and drops the rest without a word. */
static gboolean
scan_token (Scanner  *s,
            GError  **error)
{
  switch (*s->p)
    {
    case '\n':
      s->line++;
      G_GNUC_FALLTHROUGH;
    case ' ': case '\t': case '\r':
      s->p++;
      return TRUE;

    default:
      if (s->complete)
        return scan_fail (s, _("more text after the end of the JSON value"), error);
      if (!scan_value_token (s, error))
        return FALSE;
      s->complete = s->depth == 0;
      return TRUE;
    }
}

static guint
count_lines (const char *data,
             const char *end)
{
  guint line = 1;

  for (const char *p = data; p < end; p++)
    line += *p == '\n';
  return line;
}

#define MIB (1024 * 1024)

static void
set_too_large_error (GError     **error,
                     const char  *file,
                     guint64      size)
{
  g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
               _("%s: %u MiB is larger than the %u MiB a Triumphs file may have"),
               file, (guint) MIN ((size + MIB - 1) / MIB, G_MAXUINT), TAROT_JSON_MAX_SIZE / MIB);
}

static gboolean
check_json_text (const char  *data,
                 gsize        length,
                 const char  *file,
                 GError     **error)
{
  Scanner s = { file, data, data + length, 1, 0, FALSE };
  const char *invalid;

  if (length > TAROT_JSON_MAX_SIZE)
    {
      set_too_large_error (error, file, length);
      return FALSE;
    }
  if (!g_utf8_validate_len (data, length, &invalid))
    {
      s.line = count_lines (data, invalid);
      return scan_fail (&s, *invalid == '\0' ? _("a NUL byte, which JSON text never has")
                                             : _("the text is not valid UTF-8"),
                        error);
    }
  while (s.p < s.end)
    if (!scan_token (&s, error))
      return FALSE;
  return TRUE;
}

JsonNode *
tarot_json_parse_bytes (const char  *data,
                        gsize        length,
                        const char  *file,
                        GError     **error)
{
  static const char bom[] = "\xEF\xBB\xBF";
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonNode *root;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (file == NULL)
    file = "(input)";
  /* Editors on some systems start UTF-8 files with a byte-order mark. */
  if (length >= 3 && memcmp (data, bom, 3) == 0)
    {
      data += 3;
      length -= 3;
    }
  if (!check_json_text (data, length, file, error))
    return NULL;

  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      /* json-glib quotes the offending token cut at a byte count, which
       * may split a character. */
      g_autofree char *valid = g_utf8_make_valid (local_error->message, -1);
      const char *message = valid;

      /* json-glib names the input "<data>": name the file instead. */
      if (g_str_has_prefix (message, "<data>:"))
        g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE, "%s:%s",
                     file, message + strlen ("<data>:"));
      else
        g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE, "%s: %s", file, message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE, _("%s: the file is empty"), file);
      return NULL;
    }
  return json_node_ref (root);
}

JsonObject *
tarot_json_parse_object (const char  *data,
                         gsize        length,
                         const char  *file,
                         GError     **error)
{
  g_autoptr(JsonNode) root = tarot_json_parse_bytes (data, length, file, error);

  if (root == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      tarot_json_set_error (error, file, NULL, NULL, "a JSON object");
      return NULL;
    }
  return json_object_ref (json_node_get_object (root));
}

JsonObject *
tarot_json_read_object (GInputStream  *stream,
                        const char    *file,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_autoptr(GByteArray) buffer = g_byte_array_new ();
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), NULL);

  for (;;)
    {
      gssize n;

      /* One byte more than a file may have tells a file that is too large. */
      g_byte_array_set_size (buffer, (guint) MIN (MAX (2 * length, 65536), TAROT_JSON_MAX_SIZE + 1));
      n = g_input_stream_read (stream, buffer->data + length, buffer->len - length,
                               cancellable, &local_error);
      if (n < 0)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE, "%s: %s", file, local_error->message);
          return NULL;
        }
      if (n == 0)
        break;
      length += (gsize) n;
      if (length > TAROT_JSON_MAX_SIZE)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                       _("%s: larger than the %u MiB a Triumphs file may have"),
                       file, TAROT_JSON_MAX_SIZE / MIB);
          return NULL;
        }
    }
  return tarot_json_parse_object ((const char *) buffer->data, length, file, error);
}

JsonObject *
tarot_json_load_object (const char  *path,
                        GError     **error)
{
  g_autoptr(GFile) gfile = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *base = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  gfile = g_file_new_for_path (path);
  base = g_path_get_basename (path);
  stream = g_file_read (gfile, NULL, &local_error);
  if (stream == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                     "%s: no such file", path);
      else
        g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                     "%s: %s", base, local_error->message);
      return NULL;
    }
  /* A huge file is refused by its size, before anything is read. */
  info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE, NULL, NULL);
  if (info != NULL && g_file_info_get_size (info) > TAROT_JSON_MAX_SIZE)
    {
      set_too_large_error (error, base, (guint64) g_file_info_get_size (info));
      return NULL;
    }
  return tarot_json_read_object (G_INPUT_STREAM (stream), base, NULL, error);
}

static JsonNode *
get_member (JsonObject  *object,
            const char  *member,
            const char  *file,
            const char  *where,
            const char  *expected,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL)
    tarot_json_set_error (error, file, where, member, expected);
  return node;
}

gboolean
tarot_json_get_int (JsonObject  *object,
                    const char  *member,
                    const char  *file,
                    const char  *where,
                    gint64       min,
                    gint64       max,
                    gint64      *out,
                    GError     **error)
{
  /* formatted only on failure: loading a variant reads thousands of integers */
  JsonNode *node = json_object_get_member (object, member);
  g_autofree char *expected = NULL;

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64 &&
      json_node_get_int (node) >= min && json_node_get_int (node) <= max)
    {
      *out = json_node_get_int (node);
      return TRUE;
    }
  expected = g_strdup_printf ("an integer from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT, min, max);
  tarot_json_set_error (error, file, where, member, expected);
  return FALSE;
}

gboolean
tarot_json_get_double (JsonObject  *object,
                       const char  *member,
                       const char  *file,
                       const char  *where,
                       double      *out,
                       GError     **error)
{
  JsonNode *node = get_member (object, member, file, where, "a number", error);
  GType type;
  double v;

  if (node == NULL)
    return FALSE;
  type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
  if (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE)
    {
      tarot_json_set_error (error, file, where, member, "a number");
      return FALSE;
    }
  /* Parsed text never holds NaN or infinity, objects built in code may. */
  v = json_node_get_double (node);
  if (!isfinite (v))
    {
      tarot_json_set_error (error, file, where, member, "a finite number");
      return FALSE;
    }
  *out = v;
  return TRUE;
}

gboolean
tarot_json_get_bool (JsonObject  *object,
                     const char  *member,
                     const char  *file,
                     const char  *where,
                     gboolean    *out,
                     GError     **error)
{
  JsonNode *node = get_member (object, member, file, where, "true or false", error);

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      tarot_json_set_error (error, file, where, member, "true or false");
      return FALSE;
    }
  *out = json_node_get_boolean (node);
  return TRUE;
}

const char *
tarot_json_get_string (JsonObject  *object,
                       const char  *member,
                       const char  *file,
                       const char  *where,
                       GError     **error)
{
  JsonNode *node = get_member (object, member, file, where, "a string", error);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      tarot_json_set_error (error, file, where, member, "a string");
      return NULL;
    }
  return json_node_get_string (node);
}

JsonObject *
tarot_json_get_object (JsonObject  *object,
                       const char  *member,
                       const char  *file,
                       const char  *where,
                       GError     **error)
{
  JsonNode *node = get_member (object, member, file, where, "an object", error);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      tarot_json_set_error (error, file, where, member, "an object");
      return NULL;
    }
  return json_node_get_object (node);
}

JsonArray *
tarot_json_get_array (JsonObject  *object,
                      const char  *member,
                      const char  *file,
                      const char  *where,
                      GError     **error)
{
  JsonNode *node = get_member (object, member, file, where, "an array", error);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      tarot_json_set_error (error, file, where, member, "an array");
      return NULL;
    }
  return json_node_get_array (node);
}

gboolean
tarot_json_get_choice (JsonObject         *object,
                       const char         *member,
                       const char         *file,
                       const char         *where,
                       const char *const  *choices,
                       guint              *out,
                       GError            **error)
{
  g_autofree char *list = g_strjoinv ("\", \"", (char **) choices);
  g_autofree char *expected = g_strdup_printf ("one of \"%s\"", list);
  const char *s;

  if (json_object_get_member (object, member) == NULL)
    {
      tarot_json_set_error (error, file, where, member, expected);
      return FALSE;
    }
  s = tarot_json_get_string (object, member, file, where, error);
  if (s == NULL)
    return FALSE;
  for (guint i = 0; choices[i] != NULL; i++)
    if (g_str_equal (s, choices[i]))
      {
        *out = i;
        return TRUE;
      }
  tarot_json_set_error (error, file, where, member, expected);
  return FALSE;
}

gboolean
tarot_json_check_text (JsonNode    *node,
                       const char  *file,
                       const char  *path,
                       GError     **error)
{
  static const char expected[] = "a string or an object of language code → text";
  g_autofree char *lang_path = NULL;
  JsonObjectIter iter;
  const char *lang;
  JsonNode *text;

  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      if (!tarot_json_is_blank (json_node_get_string (node)))
        return TRUE;
      tarot_json_set_error (error, file, path, NULL, "a text, not an empty or blank string");
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      tarot_json_set_error (error, file, path, NULL, expected);
      return FALSE;
    }

  json_object_iter_init (&iter, json_node_get_object (node));
  while (json_object_iter_next (&iter, &lang, &text))
    if (!JSON_NODE_HOLDS_VALUE (text) || json_node_get_value_type (text) != G_TYPE_STRING ||
        tarot_json_is_blank (json_node_get_string (text)))
      {
        tarot_json_set_error (error, file, path, lang, "a non-empty string");
        return FALSE;
      }
  if (!json_object_has_member (json_node_get_object (node), "en"))
    {
      tarot_json_set_error (error, file, path, "en", "an English text");
      return FALSE;
    }
  return TRUE;
}

JsonNode *
tarot_json_get_text (JsonObject  *object,
                     const char  *member,
                     const char  *file,
                     const char  *where,
                     GError     **error)
{
  static const char expected[] = "a string or an object of language code → text";
  JsonNode *node = get_member (object, member, file, where, expected, error);
  g_autofree char *path = NULL;

  if (node == NULL)
    return NULL;
  path = where != NULL && *where != '\0' ? g_strdup_printf ("%s.%s", where, member) : g_strdup (member);
  return tarot_json_check_text (node, file, path, error) ? node : NULL;
}

const char *
tarot_json_text_lookup (JsonNode          *node,
                        const char *const *languages)
{
  JsonObject *texts;

  g_return_val_if_fail (node != NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return json_node_get_string (node);

  texts = json_node_get_object (node);
  for (guint i = 0; languages != NULL && languages[i] != NULL; i++)
    {
      JsonNode *text = json_object_get_member (texts, languages[i]);

      if (text != NULL)
        return json_node_get_string (text);
    }
  return json_object_get_string_member (texts, "en");
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

char **
tarot_json_list_data_ids (const char *subdir)
{
  g_autofree char *dir_path = tarot_data_path (subdir, NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir != NULL)
    while ((name = g_dir_read_name (dir)) != NULL)
      if (g_str_has_suffix (name, ".json"))
        g_ptr_array_add (ids, g_strndup (name, strlen (name) - 5));

  g_ptr_array_sort (ids, compare_strings);
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&ids), FALSE);
}

/* Flushing to the disk (fsync) takes about 10 ms here, too long for a save after every
 * action on the main thread.  The rename alone already keeps the file whole if the
 * program crashes or is killed; the flush that guards against a power cut runs on a worker
 * thread, at most one per file at a time. */
static GMutex sync_mutex;
static GHashTable *sync_pending;   /* path → TRUE while a flush is queued or running */

static void
sync_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  const char *path = task_data;
  g_autofree char *dir = g_path_get_dirname (path);
  int fd;

  /* a save that comes while this one flushes queues another flush */
  g_mutex_lock (&sync_mutex);
  g_hash_table_remove (sync_pending, path);
  g_mutex_unlock (&sync_mutex);

  if ((fd = g_open (path, O_RDONLY | O_CLOEXEC, 0)) >= 0)
    {
      fsync (fd);
      close (fd);
    }
  /* the rename itself lives in the folder */
  if ((fd = g_open (dir, O_RDONLY | O_CLOEXEC | O_DIRECTORY, 0)) >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

static void
schedule_sync (const char *path)
{
  g_autoptr(GTask) task = NULL;

  g_mutex_lock (&sync_mutex);
  if (sync_pending == NULL)
    sync_pending = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (g_hash_table_contains (sync_pending, path))
    {
      g_mutex_unlock (&sync_mutex);
      return;
    }
  g_hash_table_add (sync_pending, g_strdup (path));
  g_mutex_unlock (&sync_mutex);

  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_task_data (task, g_strdup (path), g_free);
  g_task_run_in_thread (task, sync_thread);
}

gboolean
tarot_json_write_atomic (const char  *path,
                         const char  *data,
                         gsize        length,
                         GError     **error)
{
  g_autofree char *tmp = g_strconcat (path, ".XXXXXX", NULL);
  g_autofree char *base = g_path_get_basename (path);
  int saved_errno = 0;
  gsize done = 0;
  int fd;

  if ((fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0600)) < 0)
    {
      saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot write “%s”: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }

  while (done < length)
    {
      gssize n = write (fd, data + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          saved_errno = n < 0 ? errno : ENOSPC;
          break;
        }
      done += (gsize) n;
    }
  if (close (fd) != 0 && saved_errno == 0)
    saved_errno = errno;
  if (saved_errno == 0 && g_rename (tmp, path) != 0)
    saved_errno = errno;
  if (saved_errno != 0)
    {
      g_unlink (tmp);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot write “%s”: %s"), base, g_strerror (saved_errno));
      return FALSE;
    }

  schedule_sync (path);
  return TRUE;
}

gboolean
tarot_json_save_object (JsonObject  *object,
                        const char  *path,
                        GError     **error)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *data = NULL;
  gsize length;

  json_node_take_object (root, object);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  data = json_generator_to_data (generator, &length);

  return tarot_json_write_atomic (path, data, length, error);
}

void
tarot_json_set_problem (GError     **error,
                        const char  *file,
                        const char  *where,
                        const char  *member,
                        const char  *problem)
{
  g_autofree char *key = NULL;

  if (where != NULL && *where != '\0')
    key = member ? g_strdup_printf ("%s.%s", where, member) : g_strdup (where);
  else
    key = g_strdup (member ? member : "(top level)");

  g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, "%s: %s: %s",
               file ? file : "(input)", key, problem);
}

gboolean
tarot_json_check_members (JsonObject         *object,
                          const char *const  *allowed,
                          const char         *file,
                          const char         *where,
                          GError            **error)
{
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &member, &node))
    {
      g_autofree char *list = NULL;
      g_autofree char *problem = NULL;

      if (g_strv_contains (allowed, member))
        continue;
      list = g_strjoinv (", ", (char **) allowed);
      problem = *list != '\0' ? g_strdup_printf ("unknown key (known keys here: %s)", list)
                              : g_strdup ("unknown key (nothing else is allowed here)");
      tarot_json_set_problem (error, file, where, member, problem);
      return FALSE;
    }
  return TRUE;
}

gboolean
tarot_json_has_value (JsonObject *object,
                      const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && !JSON_NODE_HOLDS_NULL (node);
}

static gboolean
is_not_space (gunichar c)
{
  return !g_unichar_isspace (c);
}

static gboolean
is_space_or_control (gunichar c)
{
  return g_unichar_isspace (c) || g_unichar_iscntrl (c);
}

/* TRUE when a character of @s (valid UTF-8) passes @test. */
static gboolean
has_char (const char  *s,
          gboolean   (*test) (gunichar c))
{
  for (; *s != '\0'; s = g_utf8_next_char (s))
    if (test (g_utf8_get_char (s)))
      return TRUE;
  return FALSE;
}

gboolean
tarot_json_is_blank (const char *s)
{
  return s == NULL || (g_utf8_validate (s, -1, NULL) && !has_char (s, is_not_space));
}

gboolean
tarot_json_is_id (const char *s)
{
  return s != NULL && *s != '\0' && g_utf8_validate (s, -1, NULL) && !has_char (s, is_space_or_control);
}

const char *
tarot_json_get_name (JsonObject  *object,
                     const char  *member,
                     const char  *file,
                     const char  *where,
                     GError     **error)
{
  const char *s = tarot_json_get_string (object, member, file, where, error);

  if (s != NULL && (tarot_json_is_blank (s) || !g_utf8_validate (s, -1, NULL)))
    {
      tarot_json_set_error (error, file, where, member, "a name, not an empty or blank string");
      return NULL;
    }
  return s;
}

const char *
tarot_json_get_id (JsonObject  *object,
                   const char  *member,
                   const char  *file,
                   const char  *where,
                   GError     **error)
{
  const char *s = tarot_json_get_string (object, member, file, where, error);

  if (s != NULL && !tarot_json_is_id (s))
    {
      tarot_json_set_error (error, file, where, member, "an id: a non-empty string without spaces");
      return NULL;
    }
  return s;
}
