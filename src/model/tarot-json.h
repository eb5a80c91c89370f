/* tarot-json.h — reading JSON members with errors that name the file,
 * the key and what was expected
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * @file is the file name shown in messages, @where the path of the
 * object (e.g. "by_players.4.deal"); both may be NULL.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

JsonObject *tarot_json_load_object   (const char  *path,
                                      GError     **error);
/* Writes @data to @path atomically: a temporary file in the same folder renamed over
 * @path, so a crash or a kill never leaves a half-written file and a failed write leaves
 * the old one as it was.  The flush to the disk follows on a worker thread. */
gboolean    tarot_json_write_atomic  (const char  *path,
                                      const char  *data,
                                      gsize        length,
                                      GError     **error);
/* Writes @object (taken) to @path with tarot_json_write_atomic(). */
gboolean    tarot_json_save_object (JsonObject  *object,
                                    const char  *path,
                                    GError     **error);
gboolean    tarot_json_get_int       (JsonObject  *object,
                                      const char  *member,
                                      const char  *file,
                                      const char  *where,
                                      gint64       min,
                                      gint64       max,
                                      gint64      *out,
                                      GError     **error);
gboolean    tarot_json_get_double    (JsonObject  *object,
                                      const char  *member,
                                      const char  *file,
                                      const char  *where,
                                      double      *out,
                                      GError     **error);
gboolean    tarot_json_get_bool      (JsonObject  *object,
                                      const char  *member,
                                      const char  *file,
                                      const char  *where,
                                      gboolean    *out,
                                      GError     **error);
const char *tarot_json_get_string    (JsonObject  *object,
                                      const char  *member,
                                      const char  *file,
                                      const char  *where,
                                      GError     **error);
JsonObject *tarot_json_get_object    (JsonObject  *object,
                                      const char  *member,
                                      const char  *file,
                                      const char  *where,
                                      GError     **error);
JsonArray  *tarot_json_get_array     (JsonObject  *object,
                                      const char  *member,
                                      const char  *file,
                                      const char  *where,
                                      GError     **error);
/* Index of the string member in NULL-terminated @choices. */
gboolean    tarot_json_get_choice    (JsonObject  *object,
                                      const char  *member,
                                      const char  *file,
                                      const char  *where,
                                      const char *const *choices,
                                      guint       *out,
                                      GError     **error);
/* A translatable text: either a string (English) or an object of language
 * code → non-empty string that has an "en" entry.  Returns the member's
 * node, owned by @object. */
JsonNode   *tarot_json_get_text      (JsonObject  *object,
                                      const char  *member,
                                      const char  *file,
                                      const char  *where,
                                      GError     **error);
/* The text of @node (checked by tarot_json_get_text()) in the first of
 * @languages it has, else the English text.  @languages is NULL-terminated,
 * most preferred first, e.g. g_get_language_names(). */
const char *tarot_json_text_lookup   (JsonNode           *node,
                                      const char *const  *languages);
/* Basenames without ".json" of the files in the data subdirectory
 * @subdir, sorted. */
char      **tarot_json_list_data_ids (const char  *subdir);
void        tarot_json_set_error     (GError     **error,
                                      const char  *file,
                                      const char  *where,
                                      const char  *member,
                                      const char  *expected);
/* Like tarot_json_set_error(), with the whole @problem after the key
 * ("file: key: problem") instead of "expected …". */
void        tarot_json_set_problem   (GError     **error,
                                      const char  *file,
                                      const char  *where,
                                      const char  *member,
                                      const char  *problem);
/* Refuses a member of @object that is not in NULL-terminated @allowed,
 * so that a misspelt key is an error instead of silently ignored. */
gboolean    tarot_json_check_members (JsonObject         *object,
                                      const char *const  *allowed,
                                      const char         *file,
                                      const char         *where,
                                      GError            **error);
/* Whether @member is present and not null (optional keys a form may
 * write as null). */
gboolean    tarot_json_has_value     (JsonObject         *object,
                                      const char         *member);

G_END_DECLS
