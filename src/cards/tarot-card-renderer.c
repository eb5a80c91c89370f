/* tarot-card-renderer.c — renders card faces and backs to cairo image surfaces, cached
 *
 * One small SVG document is composed per card and rendered by librsvg straight into an
 * ARGB32 surface of the requested pixel size (so it is crisp at device pixels); parts are
 * read once by the composer and surfaces are cached by every input that changes them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <librsvg/rsvg.h>

#include "cards/tarot-card-composer.h"
#include "cards/tarot-card-renderer.h"
#include "model/tarot-data.h"
#include "model/tarot-error.h"

/* A hand, a trick and a few sizes of one pack fit well below this; beyond it the cache is
 * simply dropped rather than tracking use. */
#define MAX_CACHED 1024

struct _TarotCardRenderer
{
  GObject            parent_instance;

  TarotCardComposer *composer;
  TarotPack         *pack;
  TarotCardStyle    *style;
  TarotIndexMode     index_mode;
  char              *language;
  gboolean           four_colour;
  TarotCardBack      back;
  char              *substitution;  /* the pack's face substitution drawn, or NULL */
  GHashTable        *cache;    /* key string → cairo_surface_t */
};

G_DEFINE_FINAL_TYPE (TarotCardRenderer, tarot_card_renderer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PACK,
  PROP_INDEX_MODE,
  PROP_LANGUAGE,
  PROP_FOUR_COLOUR,
  PROP_BACK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tarot_card_renderer_finalize (GObject *object)
{
  TarotCardRenderer *self = TAROT_CARD_RENDERER (object);

  g_clear_pointer (&self->cache, g_hash_table_unref);
  g_clear_pointer (&self->composer, tarot_card_composer_free);
  g_clear_pointer (&self->style, tarot_card_style_free);
  g_clear_object (&self->pack);
  g_free (self->language);
  g_free (self->substitution);

  G_OBJECT_CLASS (tarot_card_renderer_parent_class)->finalize (object);
}

static void
tarot_card_renderer_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TarotCardRenderer *self = TAROT_CARD_RENDERER (object);

  switch (prop_id)
    {
    case PROP_PACK:
      g_value_set_object (value, self->pack);
      break;
    case PROP_INDEX_MODE:
      g_value_set_uint (value, self->index_mode);
      break;
    case PROP_LANGUAGE:
      g_value_set_string (value, self->language);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    case PROP_BACK:
      g_value_set_uint (value, self->back);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_card_renderer_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TarotCardRenderer *self = TAROT_CARD_RENDERER (object);

  switch (prop_id)
    {
    case PROP_INDEX_MODE:
      tarot_card_renderer_set_index_mode (self, g_value_get_uint (value));
      break;
    case PROP_LANGUAGE:
      tarot_card_renderer_set_language (self, g_value_get_string (value));
      break;
    case PROP_FOUR_COLOUR:
      tarot_card_renderer_set_four_colour (self, g_value_get_boolean (value));
      break;
    case PROP_BACK:
      tarot_card_renderer_set_back (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_card_renderer_class_init (TarotCardRendererClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tarot_card_renderer_finalize;
  object_class->get_property = tarot_card_renderer_get_property;
  object_class->set_property = tarot_card_renderer_set_property;

  properties[PROP_PACK] =
    g_param_spec_object ("pack", NULL, NULL, TAROT_TYPE_PACK,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_INDEX_MODE] =
    g_param_spec_uint ("index-mode", NULL, NULL,
                       TAROT_INDEX_TRADITIONAL, TAROT_INDEX_ASSISTED, TAROT_INDEX_ASSISTED,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LANGUAGE] =
    g_param_spec_string ("language", NULL, NULL, "en",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BACK] =
    g_param_spec_uint ("back", NULL, NULL, 0, TAROT_CARD_N_BACKS - 1, TAROT_CARD_BACK_PACK,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tarot_card_renderer_init (TarotCardRenderer *self)
{
  self->index_mode = TAROT_INDEX_ASSISTED;
  self->language = g_strdup ("en");
  self->back = TAROT_CARD_BACK_PACK;
  self->cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) cairo_surface_destroy);
}

TarotCardRenderer *
tarot_card_renderer_new (void)
{
  return g_object_new (TAROT_TYPE_CARD_RENDERER, NULL);
}

/* Loads the pack and its style; on failure the previous pack stays in place. */
gboolean
tarot_card_renderer_set_pack (TarotCardRenderer  *self,
                              const char         *pack_id,
                              GError            **error)
{
  g_autoptr(TarotPack) pack = NULL;
  g_autoptr(TarotCardStyle) style = NULL;

  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), FALSE);
  g_return_val_if_fail (pack_id != NULL, FALSE);

  if (self->composer == NULL)
    {
      self->composer = tarot_card_composer_new (tarot_data_dir (), error);
      if (self->composer == NULL)
        return FALSE;
    }

  pack = tarot_pack_load (pack_id, error);
  if (pack == NULL)
    return FALSE;
  style = tarot_card_style_new_from_pack (pack, error);
  if (style == NULL || !tarot_card_composer_check_style (self->composer, style, error))
    return FALSE;

  g_set_object (&self->pack, pack);
  g_clear_pointer (&self->style, tarot_card_style_free);
  self->style = g_steal_pointer (&style);
  /* substitutions belong to a pack */
  g_clear_pointer (&self->substitution, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PACK]);
  return TRUE;
}

TarotPack *
tarot_card_renderer_get_pack (TarotCardRenderer *self)
{
  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), NULL);

  return self->pack;
}

void
tarot_card_renderer_set_index_mode (TarotCardRenderer *self,
                                    TarotIndexMode     mode)
{
  g_return_if_fail (TAROT_IS_CARD_RENDERER (self));

  if (self->index_mode == mode)
    return;
  self->index_mode = mode;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INDEX_MODE]);
}

TarotIndexMode
tarot_card_renderer_get_index_mode (TarotCardRenderer *self)
{
  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), TAROT_INDEX_ASSISTED);

  return self->index_mode;
}

void
tarot_card_renderer_set_language (TarotCardRenderer *self,
                                  const char        *language)
{
  g_return_if_fail (TAROT_IS_CARD_RENDERER (self));

  if (language == NULL)
    language = "en";
  if (g_strcmp0 (self->language, language) == 0)
    return;
  g_free (self->language);
  self->language = g_strdup (language);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANGUAGE]);
}

const char *
tarot_card_renderer_get_language (TarotCardRenderer *self)
{
  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), NULL);

  return self->language;
}

void
tarot_card_renderer_set_four_colour (TarotCardRenderer *self,
                                     gboolean           four_colour)
{
  g_return_if_fail (TAROT_IS_CARD_RENDERER (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;
  self->four_colour = four_colour;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
tarot_card_renderer_get_four_colour (TarotCardRenderer *self)
{
  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), FALSE);

  return self->four_colour;
}

void
tarot_card_renderer_set_back (TarotCardRenderer *self,
                              TarotCardBack      back)
{
  g_return_if_fail (TAROT_IS_CARD_RENDERER (self));
  g_return_if_fail (back < TAROT_CARD_N_BACKS);

  if (self->back == back)
    return;
  self->back = back;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BACK]);
}

TarotCardBack
tarot_card_renderer_get_back (TarotCardRenderer *self)
{
  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), TAROT_CARD_BACK_PACK);

  return self->back;
}

/* Draws the pack's face substitution @id (art.face_substitutions; a
 * variant's option of that id selects it, as Hungarian red_fours),
 * or none with NULL.  FALSE, drawing none, if the pack has no such
 * substitution or no pack is set. */
gboolean
tarot_card_renderer_set_face_substitution (TarotCardRenderer *self,
                                           const char        *id)
{
  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), FALSE);

  g_clear_pointer (&self->substitution, g_free);
  if (id == NULL || self->style == NULL || tarot_card_style_find_substitution (self->style, id) == NULL)
    return FALSE;
  self->substitution = g_strdup (id);
  return TRUE;
}

const char *
tarot_card_renderer_get_face_substitution (TarotCardRenderer *self)
{
  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), NULL);

  return self->substitution;
}

int
tarot_card_renderer_get_height_for_width (TarotCardRenderer *self,
                                          int                width)
{
  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), 0);
  g_return_val_if_fail (self->style != NULL, 0);

  return (int) lround (width * self->style->height / self->style->width);
}

static gboolean
check_pack (TarotCardRenderer  *self,
            GError            **error)
{
  if (self->style != NULL)
    return TRUE;
  g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
               "card renderer: no pack set (tarot_card_renderer_set_pack)");
  return FALSE;
}

char *
tarot_card_renderer_compose_svg (TarotCardRenderer  *self,
                                 TarotCard           card,
                                 GError            **error)
{
  TarotCardFaceOptions options = { self->index_mode, self->language, self->four_colour, self->substitution };

  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), NULL);

  if (!check_pack (self, error))
    return NULL;
  if (!tarot_pack_contains (self->pack, card))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                   "pack %s has no card %u", self->style->pack_id, card);
      return NULL;
    }
  return tarot_card_composer_compose (self->composer, self->style, card, &options, error);
}

static cairo_surface_t *
render_svg (const char  *svg,
            int          width,
            int          height,
            GError     **error)
{
  RsvgHandle *handle;
  cairo_surface_t *surface;
  cairo_t *cr;
  RsvgRectangle viewport = { 0, 0, width, height };
  gboolean ok;

  handle = rsvg_handle_new_from_data ((const guint8 *) svg, strlen (svg), error);
  if (handle == NULL)
    return NULL;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  ok = rsvg_handle_render_document (handle, cr, &viewport, error);
  cairo_destroy (cr);
  g_object_unref (handle);
  if (!ok)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  return surface;
}

static cairo_surface_t *
render_cached (TarotCardRenderer  *self,
               guint               what,
               int                 width,
               GError            **error)
{
  g_autofree char *key = NULL;
  g_autofree char *svg = NULL;
  cairo_surface_t *surface;
  gboolean assisted = self->index_mode == TAROT_INDEX_ASSISTED;
  int height;

  g_return_val_if_fail (width > 0, NULL);

  if (!check_pack (self, error))
    return NULL;

  key = g_strdup_printf ("%s|%u|%d|%s|%d|%s|%d", self->style->pack_id, what, self->index_mode,
                         assisted ? self->language : "", self->four_colour,
                         self->substitution != NULL ? self->substitution : "", width);
  surface = g_hash_table_lookup (self->cache, key);
  if (surface != NULL)
    return cairo_surface_reference (surface);

  if (what >= TAROT_CARD_ID_LIMIT)
    svg = tarot_card_composer_compose_back (self->composer, self->style,
                                            what - TAROT_CARD_ID_LIMIT, error);
  else
    svg = tarot_card_renderer_compose_svg (self, what, error);
  if (svg == NULL)
    return NULL;

  height = tarot_card_renderer_get_height_for_width (self, width);
  surface = render_svg (svg, width, height, error);
  if (surface == NULL)
    return NULL;

  if (g_hash_table_size (self->cache) >= MAX_CACHED)
    g_hash_table_remove_all (self->cache);
  g_hash_table_insert (self->cache, g_steal_pointer (&key), cairo_surface_reference (surface));
  return surface;
}

/* Returns (transfer full) an ARGB32 surface @width pixels wide, its height following the
 * pack's proportions; transparent outside the rounded corners. */
cairo_surface_t *
tarot_card_renderer_render (TarotCardRenderer  *self,
                            TarotCard           card,
                            int                 width,
                            GError            **error)
{
  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), NULL);
  g_return_val_if_fail (card < TAROT_CARD_ID_LIMIT, NULL);

  return render_cached (self, card, width, error);
}

cairo_surface_t *
tarot_card_renderer_render_back (TarotCardRenderer  *self,
                                 int                 width,
                                 GError            **error)
{
  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), NULL);

  return render_cached (self, TAROT_CARD_ID_LIMIT + self->back, width, error);
}

/* Renders every card of the pack and the current back into the cache. */
gboolean
tarot_card_renderer_prewarm (TarotCardRenderer  *self,
                             int                 width,
                             GError            **error)
{
  const TarotCard *cards;
  guint n;
  cairo_surface_t *surface;

  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), FALSE);

  if (!check_pack (self, error))
    return FALSE;
  cards = tarot_pack_get_cards (self->pack, &n);
  for (guint i = 0; i < n; i++)
    {
      surface = tarot_card_renderer_render (self, cards[i], width, error);
      if (surface == NULL)
        return FALSE;
      cairo_surface_destroy (surface);
    }
  surface = tarot_card_renderer_render_back (self, width, error);
  if (surface == NULL)
    return FALSE;
  cairo_surface_destroy (surface);
  return TRUE;
}

void
tarot_card_renderer_clear_cache (TarotCardRenderer *self)
{
  g_return_if_fail (TAROT_IS_CARD_RENDERER (self));

  g_hash_table_remove_all (self->cache);
}

/* Writes DIR/<card id>.png for every card of the pack (ids as tarot_pack_card_to_string)
 * and DIR/back.png. */
gboolean
tarot_card_renderer_write_pngs (TarotCardRenderer  *self,
                                int                 width,
                                const char         *dir,
                                GError            **error)
{
  const TarotCard *cards;
  guint n;

  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (self), FALSE);

  if (!check_pack (self, error))
    return FALSE;
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int errsv = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errsv),
                   "%s: %s", dir, g_strerror (errsv));
      return FALSE;
    }

  cards = tarot_pack_get_cards (self->pack, &n);
  for (guint i = 0; i <= n; i++)
    {
      g_autofree char *file = g_strconcat (i < n ? tarot_pack_card_to_string (self->pack, cards[i])
                                           : "back", ".png", NULL);
      g_autofree char *path = g_build_filename (dir, file, NULL);
      cairo_surface_t *surface = i < n
                                 ? tarot_card_renderer_render (self, cards[i], width, error)
                                 : tarot_card_renderer_render_back (self, width, error);
      cairo_status_t status;

      if (surface == NULL)
        return FALSE;
      status = cairo_surface_write_to_png (surface, path);
      cairo_surface_destroy (surface);
      if (status != CAIRO_STATUS_SUCCESS)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                       "%s: %s", path, cairo_status_to_string (status));
          return FALSE;
        }
    }
  return TRUE;
}

/* Milliseconds to render every face of @pack_id at @width pixels with a fresh renderer,
 * parts loading included (assisted mode, the default for screen play); -1 on error. */
double
tarot_card_renderer_bench_pack (const char  *pack_id,
                                int          width,
                                GError     **error)
{
  g_autoptr(TarotCardRenderer) self = tarot_card_renderer_new ();
  const TarotCard *cards;
  gint64 start;
  guint n;

  if (!tarot_card_renderer_set_pack (self, pack_id, error))
    return -1;

  cards = tarot_pack_get_cards (self->pack, &n);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < n; i++)
    {
      cairo_surface_t *surface = tarot_card_renderer_render (self, cards[i], width, error);

      if (surface == NULL)
        return -1;
      cairo_surface_destroy (surface);
    }
  return (g_get_monotonic_time () - start) / 1000.0;
}
