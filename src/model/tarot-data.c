/* tarot-data.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include "tarot-data.h"
#include "tarot-error.h"
#include "tarot-json.h"

G_DEFINE_QUARK (tarot-error-quark, tarot_error)

static const char *
find_data_dir (void)
{
  const char *env = g_getenv ("TRIUMPHS_DATA_DIR");

  if (env != NULL && *env != '\0')
    return env;

  /* A program run from the build tree before `meson install` still finds its data. */
  if (!g_file_test (TRIUMPHS_PKGDATADIR, G_FILE_TEST_IS_DIR)
      && g_file_test (TRIUMPHS_SOURCE_DATADIR, G_FILE_TEST_IS_DIR))
    return TRIUMPHS_SOURCE_DATADIR;

  return TRIUMPHS_PKGDATADIR;
}

/* TRIUMPHS_DATA_DIR lets tests and `make run` choose the data files;
 * installed builds use the configured datadir. */
const char *
tarot_data_dir (void)
{
  static gsize dir;

  if (g_once_init_enter (&dir))
    g_once_init_leave (&dir, (gsize) g_intern_string (find_data_dir ()));

  return (const char *) dir;
}

char *
tarot_data_path (const char *first_element,
                 ...)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  va_list args;

  g_ptr_array_add (parts, (gpointer) tarot_data_dir ());
  va_start (args, first_element);
  for (const char *p = first_element; p != NULL; p = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) p);
  va_end (args);
  g_ptr_array_add (parts, NULL);

  return g_build_filenamev ((char **) parts->pdata);
}

gboolean
tarot_data_check_id (const char  *file,
                     const char  *id,
                     GError     **error)
{
  g_autofree char *stem = g_str_has_suffix (file, ".json")
                          ? g_strndup (file, strlen (file) - strlen (".json"))
                          : g_strdup (file);
  g_autofree char *expected = NULL;

  if (g_str_equal (stem, id))
    return TRUE;
  expected = g_strdup_printf ("\"%s\" as in the file name, not \"%s\"", stem, id);
  tarot_json_set_error (error, file, NULL, "id", expected);
  return FALSE;
}

gboolean
tarot_data_is_file_id (const char *id)
{
  return tarot_json_is_id (id) && id[0] != '.' && strchr (id, '/') == NULL && strchr (id, '\\') == NULL;
}
