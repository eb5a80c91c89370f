/* tarot-card-texture.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-card-texture.h"

/* Cairo's ARGB32 is premultiplied native-endian 32-bit words, which is
 * GDK_MEMORY_DEFAULT.  The bytes keep the surface alive instead of copying
 * its pixels; the renderer's cache holds its own reference. */
static GdkTexture *
texture_from_surface (cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  int width, height, stride;

  cairo_surface_flush (surface);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      surface);

  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

GdkTexture *
tarot_card_texture_new (TarotCardRenderer  *renderer,
                        TarotCard           card,
                        int                 width_px,
                        GError            **error)
{
  cairo_surface_t *surface = tarot_card_renderer_render (renderer, card, width_px, error);

  if (surface == NULL)
    return NULL;

  return texture_from_surface (surface);
}

GdkTexture *
tarot_card_texture_new_back (TarotCardRenderer  *renderer,
                             int                 width_px,
                             GError            **error)
{
  cairo_surface_t *surface = tarot_card_renderer_render_back (renderer, width_px, error);

  if (surface == NULL)
    return NULL;

  return texture_from_surface (surface);
}
