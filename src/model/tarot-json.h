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

/* The one way Triumphs reads JSON (variants, packs, card captions and
 * palettes, saves, score sheets, outcomes on stdin).  The bytes are checked
 * before json-glib sees them, because its recursive parser overflows the
 * stack on deeply nested input and silently wraps integers too large for
 * 64 bits: a file must be at most TAROT_JSON_MAX_SIZE bytes of UTF-8
 * without NUL, nest at most TAROT_JSON_MAX_DEPTH arrays and objects, and
 * hold only strict JSON (RFC 8259) whose integers fit in 64 bits, whose
 * numbers are finite and whose strings are valid text without U+0000.
 * Errors are TAROT_ERROR_PARSE and start with @file. */
#define TAROT_JSON_MAX_SIZE  (16 * 1024 * 1024)
#define TAROT_JSON_MAX_DEPTH 64

/* The root node, of any type; free with json_node_unref(). */
JsonNode   *tarot_json_parse_bytes   (const char    *data,
                                      gsize          length,
                                      const char    *file,
                                      GError       **error);
/* As tarot_json_parse_bytes(), but the root must be an object. */
JsonObject *tarot_json_parse_object  (const char    *data,
                                      gsize          length,
                                      const char    *file,
                                      GError       **error);
/* Reads @stream to its end (at most TAROT_JSON_MAX_SIZE bytes), e.g.
 * standard input with @file "stdin". */
JsonObject *tarot_json_read_object   (GInputStream  *stream,
                                      const char    *file,
                                      GCancellable  *cancellable,
                                      GError       **error);
/* Errors name the file by its basename; a missing file is
 * TAROT_ERROR_NOT_FOUND. */
JsonObject *tarot_json_load_object   (const char    *path,
                                      GError       **error);
/* Writes @data to @path atomically: a temporary file in the same folder renamed over
 * @path, so a crash or a kill never leaves a half-written file and a failed write leaves
 * the old one as it was.  The flush to the disk follows on a worker thread. */
gboolean    tarot_json_write_atomic  (const char    *path,
                                      const char    *data,
                                      gsize          length,
                                      GError       **error);
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
/* The check of tarot_json_get_text() on a node, e.g. an array element;
 * @path names it in errors ("sections[2].paragraphs[0]"). */
gboolean    tarot_json_check_text    (JsonNode    *node,
                                      const char  *file,
                                      const char  *path,
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
/* TRUE for NULL, "" and strings of white space only. */
gboolean    tarot_json_is_blank      (const char  *s);
/* An id: a non-empty string without white space or control characters. */
gboolean    tarot_json_is_id         (const char  *s);
/* A string member that is not blank (a name shown to people). */
const char *tarot_json_get_name      (JsonObject  *object,
                                      const char  *member,
                                      const char  *file,
                                      const char  *where,
                                      GError     **error);
/* A string member that tarot_json_is_id() accepts. */
const char *tarot_json_get_id        (JsonObject  *object,
                                      const char  *member,
                                      const char  *file,
                                      const char  *where,
                                      GError     **error);

G_END_DECLS
