/* tarot-i18n.h — choosing the interface language before GTK starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void        tarot_i18n_init             (void);
void        tarot_i18n_apply_language   (const char *code);
const char *tarot_i18n_get_locale_dir   (void);
const char *tarot_i18n_get_ui_language  (void);

G_END_DECLS
