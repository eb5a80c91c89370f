/* tarot-card-texture.h — GDK textures of card faces, at device pixels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cards/tarot-card-renderer.h"

G_BEGIN_DECLS

GdkTexture *tarot_card_texture_new      (TarotCardRenderer  *renderer,
                                         TarotCard           card,
                                         int                 width_px,
                                         GError            **error);
GdkTexture *tarot_card_texture_new_back (TarotCardRenderer  *renderer,
                                         int                 width_px,
                                         GError            **error);

G_END_DECLS
