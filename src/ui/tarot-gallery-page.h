/* tarot-gallery-page.h — every card of a chosen pack, at a chosen size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAROT_TYPE_GALLERY_PAGE (tarot_gallery_page_get_type ())

G_DECLARE_FINAL_TYPE (TarotGalleryPage, tarot_gallery_page, TAROT, GALLERY_PAGE, AdwBin)

void     tarot_gallery_page_set_settings (TarotGalleryPage *self,
                                          GSettings        *settings);
void     tarot_gallery_page_set_pack     (TarotGalleryPage *self,
                                          const char       *pack_id);
gboolean tarot_gallery_page_can_zoom     (TarotGalleryPage *self,
                                          int               direction);
void     tarot_gallery_page_zoom         (TarotGalleryPage *self,
                                          int               direction);
gboolean tarot_gallery_page_is_ready     (TarotGalleryPage *self);

G_END_DECLS
