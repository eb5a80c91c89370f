/* tarot-json.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

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
