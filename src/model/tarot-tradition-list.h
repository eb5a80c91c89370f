/* tarot-tradition-list.h — the card-playing traditions the games list groups
 * the variants by (data/traditions.json), in the order it shows them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TAROT_TYPE_TRADITION_LIST (tarot_tradition_list_get_type ())

G_DECLARE_FINAL_TYPE (TarotTraditionList, tarot_tradition_list, TAROT, TRADITION_LIST, GObject)

TarotTraditionList *tarot_tradition_list_new_from_file (const char         *path,
                                                        GError            **error);
/* data/traditions.json */
TarotTraditionList *tarot_tradition_list_load          (GError            **error);

guint               tarot_tradition_list_get_n_items   (TarotTraditionList *self);
const char         *tarot_tradition_list_get_id        (TarotTraditionList *self,
                                                        guint               index);
/* The group title in the current UI language, else English. */
const char         *tarot_tradition_list_get_title     (TarotTraditionList *self,
                                                        guint               index);
/* The index of @id, or -1 when the list has no such tradition. */
int                 tarot_tradition_list_find          (TarotTraditionList *self,
                                                        const char         *id);

G_END_DECLS
