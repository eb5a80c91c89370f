/* tarot-card-renderer.h — renders card faces and backs to cairo image surfaces, cached
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "cards/tarot-card-style.h"
#include "model/tarot-pack.h"

G_BEGIN_DECLS

#define TAROT_TYPE_CARD_RENDERER (tarot_card_renderer_get_type ())

G_DECLARE_FINAL_TYPE (TarotCardRenderer, tarot_card_renderer, TAROT, CARD_RENDERER, GObject)

TarotCardRenderer *tarot_card_renderer_new                   (void);
gboolean           tarot_card_renderer_set_pack              (TarotCardRenderer  *self,
                                                              const char         *pack_id,
                                                              GError            **error);
TarotPack         *tarot_card_renderer_get_pack              (TarotCardRenderer  *self);
void               tarot_card_renderer_set_index_mode        (TarotCardRenderer  *self,
                                                              TarotIndexMode      mode);
TarotIndexMode     tarot_card_renderer_get_index_mode        (TarotCardRenderer  *self);
void               tarot_card_renderer_set_language          (TarotCardRenderer  *self,
                                                              const char         *language);
const char        *tarot_card_renderer_get_language          (TarotCardRenderer  *self);
void               tarot_card_renderer_set_four_colour       (TarotCardRenderer  *self,
                                                              gboolean            four_colour);
gboolean           tarot_card_renderer_get_four_colour       (TarotCardRenderer  *self);
void               tarot_card_renderer_set_back              (TarotCardRenderer  *self,
                                                              TarotCardBack       back);
TarotCardBack      tarot_card_renderer_get_back              (TarotCardRenderer  *self);
gboolean           tarot_card_renderer_set_face_substitution (TarotCardRenderer  *self,
                                                              const char         *id);
const char        *tarot_card_renderer_get_face_substitution (TarotCardRenderer  *self);

int                tarot_card_renderer_get_height_for_width  (TarotCardRenderer  *self,
                                                              int                 width);
char              *tarot_card_renderer_compose_svg           (TarotCardRenderer  *self,
                                                              TarotCard           card,
                                                              GError            **error);
cairo_surface_t   *tarot_card_renderer_render                (TarotCardRenderer  *self,
                                                              TarotCard           card,
                                                              int                 width,
                                                              GError            **error);
cairo_surface_t   *tarot_card_renderer_render_back           (TarotCardRenderer  *self,
                                                              int                 width,
                                                              GError            **error);
gboolean           tarot_card_renderer_prewarm               (TarotCardRenderer  *self,
                                                              int                 width,
                                                              GError            **error);
void               tarot_card_renderer_clear_cache           (TarotCardRenderer  *self);
gboolean           tarot_card_renderer_write_pngs            (TarotCardRenderer  *self,
                                                              int                 width,
                                                              const char         *dir,
                                                              GError            **error);
double             tarot_card_renderer_bench_pack            (const char         *pack_id,
                                                              int                 width,
                                                              GError            **error);

G_END_DECLS
