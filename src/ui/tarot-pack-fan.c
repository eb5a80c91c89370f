/* tarot-pack-fan.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "model/tarot-pack.h"
#include "tarot-application.h"
#include "tarot-card-texture.h"
#include "tarot-i18n.h"
#include "tarot-pack-fan.h"

/* Degrees between two neighbouring cards. */
#define FAN_ANGLE 11.0f
#define N_CARDS   3

struct _TarotPackFan
{
  AdwBin             parent_instance;

  TarotCardRenderer *renderer;
  int                card_width;
  int                rendered_scale;
  GtkWidget         *fixed;
  GtkWidget         *pictures[N_CARDS];
  gulong             after_paint_handler;
  guint              render_source;
};

G_DEFINE_FINAL_TYPE (TarotPackFan, tarot_pack_fan, ADW_TYPE_BIN)

/* Renderers shared by the fans of one pack, so that the pack, its palette, its captions and
 * its drawn cards are read and rendered once for the whole games list. */
static GHashTable *shared_renderers;  /* pack id → TarotCardRenderer, not owned */

static void
forget_renderer (gpointer  data,
                 GObject  *renderer)
{
  g_hash_table_remove (shared_renderers, data);
}

static TarotCardRenderer *
get_renderer (const char  *pack_id,
              GError     **error)
{
  g_autoptr(TarotCardRenderer) renderer = NULL;
  GApplication *app = g_application_get_default ();
  TarotCardRenderer *shared;
  char *key;

  if (shared_renderers == NULL)
    shared_renderers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if ((shared = g_hash_table_lookup (shared_renderers, pack_id)) != NULL)
    return g_object_ref (shared);

  renderer = tarot_card_renderer_new ();
  if (!tarot_card_renderer_set_pack (renderer, pack_id, error))
    return NULL;
  tarot_card_renderer_set_language (renderer, tarot_i18n_get_ui_language ());
  if (TAROT_IS_APPLICATION (app))
    {
      GSettings *settings = tarot_application_get_settings (TAROT_APPLICATION (app));

      tarot_card_renderer_set_index_mode (renderer, g_settings_get_enum (settings, "index-mode"));
      tarot_card_renderer_set_four_colour (renderer, g_settings_get_boolean (settings, "four-colour"));
    }
  key = g_strdup (pack_id);
  g_hash_table_insert (shared_renderers, key, renderer);
  g_object_weak_ref (G_OBJECT (renderer), forget_renderer, key);

  return g_steal_pointer (&renderer);
}

/* The fan's card @index at @width_px, drawn once per renderer and size. */
static GdkTexture *
get_texture (TarotCardRenderer  *renderer,
             TarotCard           card,
             gboolean            back,
             int                 width_px,
             GError            **error)
{
  g_autofree char *key = g_strdup_printf ("tarot-pack-fan-%d-%u-%d", back, card, width_px);
  GdkTexture *texture = g_object_get_data (G_OBJECT (renderer), key);

  if (texture != NULL)
    return g_object_ref (texture);

  texture = back ? tarot_card_texture_new_back (renderer, width_px, error)
                 : tarot_card_texture_new (renderer, card, width_px, error);
  if (texture != NULL)
    g_object_set_data_full (G_OBJECT (renderer), key, g_object_ref (texture), g_object_unref);
  return texture;
}

static void
render (TarotPackFan *self)
{
  TarotCard wanted[N_CARDS] = {
    TAROT_CARD_FOOL,
    TAROT_CARD_NONE,
    TAROT_SUIT_CUPS * TAROT_N_FACES + TAROT_FACE_KING,
  };
  TarotPack *pack = tarot_card_renderer_get_pack (self->renderer);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  guint highest;

  if (pack == NULL || scale == self->rendered_scale)
    return;
  self->rendered_scale = scale;
  /* the highest-numbered trump: the 21, Sicily's 20 */
  tarot_pack_get_trump_numbers (pack, NULL, &highest);
  wanted[1] = tarot_card_make_trump (highest);

  for (guint i = 0; i < N_CARDS; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GdkTexture) texture = NULL;

      /* packs without a Fool show a back in its place */
      texture = get_texture (self->renderer, wanted[i], !tarot_pack_contains (pack, wanted[i]),
                             self->card_width * scale, &error);

      if (texture == NULL)
        {
          /* a decoration: without it the page still does its job */
          g_warning ("Could not draw the pack preview: %s", error->message);
          gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
          return;
        }
      gtk_picture_set_paintable (GTK_PICTURE (self->pictures[i]), GDK_PAINTABLE (texture));
    }
}

static void
build (TarotPackFan *self)
{
  float spread = FAN_ANGLE * G_PI / 180.0f;
  int height = tarot_card_renderer_get_height_for_width (self->renderer, self->card_width);
  float radius = height * 1.6f;
  /* where the pivot must sit for the outer cards to stay inside, with room for the shadow */
  float margin = MAX (2.0f, self->card_width / 7.0f);
  graphene_point_t pivot = GRAPHENE_POINT_INIT (self->card_width / 2.0f * cosf (spread) + radius * sinf (spread) + margin,
                                                radius * cosf (spread) + self->card_width / 2.0f * sinf (spread) + margin);

  for (guint i = 0; i < N_CARDS; i++)
    {
      GtkWidget *picture = gtk_picture_new ();
      GskTransform *transform = NULL;

      gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
      gtk_widget_set_size_request (picture, self->card_width, height);
      gtk_widget_add_css_class (picture, "card-picture");
      gtk_fixed_put (GTK_FIXED (self->fixed), picture, 0, 0);

      /* fanned as in a hand: each card turns about a point below its foot */
      transform = gsk_transform_translate (transform, &pivot);
      transform = gsk_transform_rotate (transform, FAN_ANGLE * ((float) i - 1.0f));
      transform = gsk_transform_translate (transform, &GRAPHENE_POINT_INIT (-self->card_width / 2.0f, -radius));
      gtk_fixed_set_child_transform (GTK_FIXED (self->fixed), picture, transform);
      gsk_transform_unref (transform);

      self->pictures[i] = picture;
    }
}

static gboolean
render_in_idle (gpointer user_data)
{
  TarotPackFan *self = TAROT_PACK_FAN (user_data);

  self->render_source = 0;
  render (self);
  return G_SOURCE_REMOVE;
}

static void
stop_waiting (TarotPackFan *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (self->after_paint_handler != 0 && clock != NULL)
    g_signal_handler_disconnect (clock, self->after_paint_handler);
  self->after_paint_handler = 0;
  g_clear_handle_id (&self->render_source, g_source_remove);
}

/* A decoration is drawn after the window's first frame, never in its way. */
static void
after_paint (GdkFrameClock *clock,
             TarotPackFan  *self)
{
  g_signal_handler_disconnect (clock, self->after_paint_handler);
  self->after_paint_handler = 0;
  if (self->render_source == 0)
    self->render_source = g_idle_add (render_in_idle, self);
}

static void
tarot_pack_fan_map (GtkWidget *widget)
{
  TarotPackFan *self = TAROT_PACK_FAN (widget);

  GTK_WIDGET_CLASS (tarot_pack_fan_parent_class)->map (widget);
  if (self->rendered_scale != gtk_widget_get_scale_factor (widget) && self->after_paint_handler == 0)
    self->after_paint_handler = g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                                                  G_CALLBACK (after_paint), self);
}

static void
tarot_pack_fan_unmap (GtkWidget *widget)
{
  stop_waiting (TAROT_PACK_FAN (widget));

  GTK_WIDGET_CLASS (tarot_pack_fan_parent_class)->unmap (widget);
}

static void
tarot_pack_fan_dispose (GObject *object)
{
  TarotPackFan *self = TAROT_PACK_FAN (object);

  g_clear_handle_id (&self->render_source, g_source_remove);
  g_clear_object (&self->renderer);

  G_OBJECT_CLASS (tarot_pack_fan_parent_class)->dispose (object);
}

static void
tarot_pack_fan_class_init (TarotPackFanClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_pack_fan_dispose;
  widget_class->map = tarot_pack_fan_map;
  widget_class->unmap = tarot_pack_fan_unmap;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
tarot_pack_fan_init (TarotPackFan *self)
{
  self->fixed = gtk_fixed_new ();
  gtk_widget_set_valign (self->fixed, GTK_ALIGN_CENTER);
  adw_bin_set_child (ADW_BIN (self), self->fixed);
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (render), NULL);
}

GtkWidget *
tarot_pack_fan_new (const char  *pack_id,
                    int          card_width,
                    GError     **error)
{
  TarotCardRenderer *renderer;
  TarotPackFan *self;

  g_return_val_if_fail (pack_id != NULL, NULL);
  g_return_val_if_fail (card_width > 0, NULL);

  if ((renderer = get_renderer (pack_id, error)) == NULL)
    return NULL;

  self = g_object_new (TAROT_TYPE_PACK_FAN, NULL);
  self->renderer = renderer;
  self->card_width = card_width;
  build (self);
  return GTK_WIDGET (self);
}
