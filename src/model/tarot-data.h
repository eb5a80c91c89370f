/* tarot-data.h — where the data files (variants, packs, card parts) live
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *tarot_data_dir  (void);
char       *tarot_data_path (const char *first_element,
                             ...) G_GNUC_NULL_TERMINATED;
/* A data file is found by its id, so it must carry the id of its name:
 * FALSE with an error naming both unless @file is "<id>.json". */
/* TRUE if @id can name a data file: an id without path separators that
 * does not start with a dot, so that it stays in its directory. */
gboolean    tarot_data_is_file_id (const char *id);
gboolean    tarot_data_check_id (const char  *file,
                                 const char  *id,
                                 GError     **error);

G_END_DECLS
