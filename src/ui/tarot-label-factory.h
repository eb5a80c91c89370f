/* tarot-label-factory.h — drop-down entries as plain labels that never ellipsize
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * AdwComboRow's own labels ellipsize, and a row with a long subtitle squeezes the chosen
 * value to “…”; rows that must show their value whole use this factory for a GtkStringList.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkListItemFactory *tarot_label_factory_new (void);

G_END_DECLS
