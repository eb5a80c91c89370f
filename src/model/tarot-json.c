/* tarot-json.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

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

JsonObject *
tarot_json_load_object (const char  *path,
                        GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *base = g_path_get_basename (path);
  JsonNode *root;

  if (!json_parser_load_from_file (parser, path, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                     "%s: no such file", path);
      else
        g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                     "%s: %s", base, local_error->message);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      tarot_json_set_error (error, base, NULL, NULL, "a JSON object");
      return NULL;
    }

  return json_object_ref (json_node_get_object (root));
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
  g_autofree char *expected = g_strdup_printf ("an integer from %" G_GINT64_FORMAT
                                               " to %" G_GINT64_FORMAT, min, max);
  JsonNode *node = get_member (object, member, file, where, expected, error);
  gint64 v;

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      tarot_json_set_error (error, file, where, member, expected);
      return FALSE;
    }
  v = json_node_get_int (node);
  if (v < min || v > max)
    {
      tarot_json_set_error (error, file, where, member, expected);
      return FALSE;
    }
  *out = v;
  return TRUE;
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

  if (node == NULL)
    return FALSE;
  type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
  if (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE)
    {
      tarot_json_set_error (error, file, where, member, "a number");
      return FALSE;
    }
  *out = json_node_get_double (node);
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
  JsonObjectIter iter;
  const char *lang;
  JsonNode *text;

  if (node == NULL)
    return NULL;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return node;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      tarot_json_set_error (error, file, where, member, expected);
      return NULL;
    }

  path = where != NULL && *where != '\0' ? g_strdup_printf ("%s.%s", where, member) : g_strdup (member);
  json_object_iter_init (&iter, json_node_get_object (node));
  while (json_object_iter_next (&iter, &lang, &text))
    if (!JSON_NODE_HOLDS_VALUE (text) || json_node_get_value_type (text) != G_TYPE_STRING ||
        *json_node_get_string (text) == '\0')
      {
        tarot_json_set_error (error, file, path, lang, "a non-empty string");
        return NULL;
      }
  if (!json_object_has_member (json_node_get_object (node), "en"))
    {
      tarot_json_set_error (error, file, path, "en", "an English text");
      return NULL;
    }
  return node;
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

  return g_file_set_contents (path, data, (gssize) length, error);
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
