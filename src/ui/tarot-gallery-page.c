/* tarot-gallery-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cards/tarot-card-renderer.h"
#include "model/tarot-explain.h"
#include "model/tarot-pack.h"
#include "tarot-card-texture.h"
#include "tarot-gallery-page.h"
#include "tarot-i18n.h"

#define ZOOM_STEP 20
#define MIN_WIDTH 60
#define MAX_WIDTH 300
/* Rendering runs in idle time in slices this long, so the window never stutters. */
#define SLICE_USEC 8000

struct _TarotGalleryPage
{
  AdwBin             parent_instance;

  GSettings         *settings;
  GPtrArray         *packs;           /* TarotPack, in the order of the dropdown */
  TarotCardRenderer *renderer;

  GtkDropDown       *pack_dropdown;
  GtkStringList     *pack_names;
  GtkToggleButton   *traditional_button;
  GtkToggleButton   *assisted_button;
  GtkDropDown       *back_dropdown;
  GtkStringList     *back_names;
  GtkAdjustment     *size_adjustment;
  GtkStack          *content_stack;
  GtkFlowBox        *flow_box;
  AdwStatusPage     *unavailable_page;

  GPtrArray         *pictures;        /* GtkPicture per shown card, the back first */
  guint              next_to_render;
  guint              render_source;
  gboolean           stale;  /* settings changed while the page was out of sight */
  gboolean           ready;
};

enum {
  PROP_0,
  PROP_CARD_WIDTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TarotGalleryPage, tarot_gallery_page, ADW_TYPE_BIN)

static TarotPack *
current_pack (TarotGalleryPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->pack_dropdown);

  if (selected == GTK_INVALID_LIST_POSITION || selected >= self->packs->len)
    return NULL;

  return g_ptr_array_index (self->packs, selected);
}

static int
card_width (TarotGalleryPage *self)
{
  return (int) gtk_adjustment_get_value (self->size_adjustment);
}

static void
show_unavailable (TarotGalleryPage *self,
                  const char       *message)
{
  adw_status_page_set_description (self->unavailable_page, message);
  gtk_stack_set_visible_child_name (self->content_stack, "unavailable");
  self->ready = TRUE;
}

static void
stop_rendering (TarotGalleryPage *self)
{
  g_clear_handle_id (&self->render_source, g_source_remove);
}

static gboolean
render_slice (gpointer user_data)
{
  TarotGalleryPage *self = TAROT_GALLERY_PAGE (user_data);
  TarotPack *pack = current_pack (self);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int width_px = card_width (self) * scale;
  gint64 until = g_get_monotonic_time () + SLICE_USEC;
  const TarotCard *cards;
  guint n_cards;

  cards = tarot_pack_get_cards (pack, &n_cards);

  while (self->next_to_render < self->pictures->len && g_get_monotonic_time () < until)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      guint i = self->next_to_render++;

      if (i == 0)
        texture = tarot_card_texture_new_back (self->renderer, width_px, &error);
      else
        texture = tarot_card_texture_new (self->renderer, cards[i - 1], width_px, &error);

      if (texture == NULL)
        {
          self->render_source = 0;
          show_unavailable (self, error->message);
          return G_SOURCE_REMOVE;
        }

      gtk_picture_set_paintable (g_ptr_array_index (self->pictures, i), GDK_PAINTABLE (texture));
    }

  if (self->next_to_render < self->pictures->len)
    return G_SOURCE_CONTINUE;

  self->render_source = 0;
  self->ready = TRUE;
  return G_SOURCE_REMOVE;
}

static GtkWidget *
create_card_child (TarotGalleryPage *self,
                   const char       *name,
                   int               width,
                   int               height)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *picture = gtk_picture_new ();
  GtkWidget *caption = gtk_label_new (name);

  /* The texture has device pixels; the picture shrinks it to the logical size. */
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_CONTAIN);
  gtk_widget_set_size_request (picture, width, height);
  gtk_widget_set_halign (picture, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (picture, "card-picture");
  gtk_widget_set_tooltip_text (picture, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (picture),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);

  gtk_label_set_ellipsize (GTK_LABEL (caption), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 1);
  gtk_widget_set_size_request (caption, width, -1);
  gtk_widget_add_css_class (caption, "card-caption");
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_widget_set_visible (caption, width >= 90);

  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), caption);
  g_ptr_array_add (self->pictures, picture);

  return box;
}

static void
rebuild_now (TarotGalleryPage *self)
{
  TarotPack *pack = current_pack (self);
  g_autoptr(GError) error = NULL;
  const TarotCard *cards;
  guint n_cards;
  int width, height;
  GtkWidget *child;

  self->stale = FALSE;
  stop_rendering (self);
  g_ptr_array_set_size (self->pictures, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->flow_box))) != NULL)
    gtk_flow_box_remove (self->flow_box, child);
  self->ready = FALSE;
  self->next_to_render = 0;

  if (pack == NULL)
    {
      show_unavailable (self, _("No packs were found."));
      return;
    }

  if (!tarot_card_renderer_set_pack (self->renderer, tarot_pack_get_id (pack), &error))
    {
      show_unavailable (self, error->message);
      return;
    }
  tarot_card_renderer_set_back (self->renderer, gtk_drop_down_get_selected (self->back_dropdown));
  tarot_card_renderer_set_index_mode (self->renderer,
                                      gtk_toggle_button_get_active (self->assisted_button)
                                      ? TAROT_INDEX_ASSISTED : TAROT_INDEX_TRADITIONAL);
  tarot_card_renderer_set_language (self->renderer, tarot_i18n_get_ui_language ());
  tarot_card_renderer_set_four_colour (self->renderer,
                                       self->settings != NULL
                                       && g_settings_get_boolean (self->settings, "four-colour"));

  width = card_width (self);
  height = tarot_card_renderer_get_height_for_width (self->renderer, width);
  cards = tarot_pack_get_cards (pack, &n_cards);

  gtk_flow_box_append (self->flow_box,
                       create_card_child (self, gtk_string_list_get_string (self->back_names,
                                                                            gtk_drop_down_get_selected (self->back_dropdown)),
                                          width, height));
  for (guint i = 0; i < n_cards; i++)
    {
      g_autofree char *name = tarot_pack_card_name (pack, cards[i]);
      /* Names read well inside sentences ("the Excuse"); a caption starts with a capital. */
      g_autofree char *caption = tarot_explain_readable (name);

      gtk_flow_box_append (self->flow_box, create_card_child (self, caption, width, height));
    }

  gtk_stack_set_visible_child_name (self->content_stack, "cards");
  self->render_source = g_idle_add_full (G_PRIORITY_LOW, render_slice, self, NULL);
}

/* 79 cards are laid out and drawn only when the page is in sight: not
 * before the window's first frame, and once for several changes. */
static void
rebuild (TarotGalleryPage *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      rebuild_now (self);
      return;
    }
  stop_rendering (self);
  self->ready = FALSE;
  self->stale = TRUE;
}

static void
tarot_gallery_page_map (GtkWidget *widget)
{
  TarotGalleryPage *self = TAROT_GALLERY_PAGE (widget);

  GTK_WIDGET_CLASS (tarot_gallery_page_parent_class)->map (widget);
  if (self->stale)
    rebuild_now (self);
}

void
tarot_gallery_page_set_pack (TarotGalleryPage *self,
                             const char       *pack_id)
{
  g_return_if_fail (TAROT_IS_GALLERY_PAGE (self));

  for (guint i = 0; i < self->packs->len; i++)
    if (g_str_equal (tarot_pack_get_id (g_ptr_array_index (self->packs, i)), pack_id))
      {
        if (gtk_drop_down_get_selected (self->pack_dropdown) == i)
          rebuild (self);
        else
          gtk_drop_down_set_selected (self->pack_dropdown, i);
        return;
      }

  g_warning ("No pack with the id “%s”", pack_id);
}

gboolean
tarot_gallery_page_can_zoom (TarotGalleryPage *self,
                             int               direction)
{
  int width;

  g_return_val_if_fail (TAROT_IS_GALLERY_PAGE (self), FALSE);

  width = card_width (self);
  return direction > 0 ? width < MAX_WIDTH : width > MIN_WIDTH;
}

void
tarot_gallery_page_zoom (TarotGalleryPage *self,
                         int               direction)
{
  int width;

  g_return_if_fail (TAROT_IS_GALLERY_PAGE (self));

  /* Snap to the step grid so zooming in and out again returns to the same size. */
  width = card_width (self);
  width = direction > 0 ? (width / ZOOM_STEP + 1) * ZOOM_STEP
                        : ((width + ZOOM_STEP - 1) / ZOOM_STEP - 1) * ZOOM_STEP;
  gtk_adjustment_set_value (self->size_adjustment, CLAMP (width, MIN_WIDTH, MAX_WIDTH));
}

gboolean
tarot_gallery_page_is_ready (TarotGalleryPage *self)
{
  g_return_val_if_fail (TAROT_IS_GALLERY_PAGE (self), FALSE);

  return self->ready;
}

static void
pack_selected (TarotGalleryPage *self)
{
  TarotPack *pack = current_pack (self);

  if (self->settings != NULL && pack != NULL)
    g_settings_set_string (self->settings, "gallery-pack", tarot_pack_get_id (pack));
  rebuild (self);
}

static void
size_changed (TarotGalleryPage *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_WIDTH]);
  rebuild (self);
}

static void
index_mode_toggled (GtkToggleButton  *button,
                    TarotGalleryPage *self)
{
  /* Both buttons of the group notify; rebuild once, for the one switched on. */
  if (gtk_toggle_button_get_active (button))
    rebuild (self);
}

static gboolean
index_mode_to_button (GValue   *value,
                      GVariant *variant,
                      gpointer  user_data)
{
  g_value_set_boolean (value, g_str_equal (g_variant_get_string (variant, NULL), user_data));
  return TRUE;
}

static GVariant *
button_to_index_mode (const GValue       *value,
                      const GVariantType *expected_type,
                      gpointer            user_data)
{
  if (!g_value_get_boolean (value))
    return NULL;

  return g_variant_new_string (user_data);
}

void
tarot_gallery_page_set_settings (TarotGalleryPage *self,
                                 GSettings        *settings)
{
  g_autofree char *pack_id = NULL;

  g_return_if_fail (TAROT_IS_GALLERY_PAGE (self));
  g_return_if_fail (self->settings == NULL);

  self->settings = g_object_ref (settings);

  g_settings_bind (settings, "gallery-card-width", self->size_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (settings, "index-mode", self->traditional_button, "active",
                                G_SETTINGS_BIND_DEFAULT, index_mode_to_button,
                                button_to_index_mode, (gpointer) "traditional", NULL);
  g_settings_bind_with_mapping (settings, "index-mode", self->assisted_button, "active",
                                G_SETTINGS_BIND_DEFAULT, index_mode_to_button,
                                button_to_index_mode, (gpointer) "assisted", NULL);

  g_signal_connect_object (settings, "changed::four-colour",
                           G_CALLBACK (rebuild), self, G_CONNECT_SWAPPED);

  pack_id = g_settings_get_string (settings, "gallery-pack");
  for (guint i = 0; i < self->packs->len; i++)
    if (g_str_equal (tarot_pack_get_id (g_ptr_array_index (self->packs, i)), pack_id))
      {
        g_signal_handlers_block_by_func (self->pack_dropdown, pack_selected, self);
        gtk_drop_down_set_selected (self->pack_dropdown, i);
        g_signal_handlers_unblock_by_func (self->pack_dropdown, pack_selected, self);
      }

  rebuild (self);
}

static void
load_packs (TarotGalleryPage *self)
{
  g_auto(GStrv) ids = tarot_pack_list_ids ();

  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      TarotPack *pack = tarot_pack_load (ids[i], &error);

      /* A broken pack file is left out of the list; the others stay usable. */
      if (pack == NULL)
        {
          g_message ("%s", error->message);
          continue;
        }

      g_ptr_array_add (self->packs, pack);
      gtk_string_list_append (self->pack_names, tarot_pack_get_name (pack));
    }
}

static void
load_backs (TarotGalleryPage *self)
{
  static const char * const names[] = {
    [TAROT_CARD_BACK_LATTICE] = N_("Lattice"),
    [TAROT_CARD_BACK_STARS] = N_("Stars"),
    [TAROT_CARD_BACK_PLAIN] = N_("Plain"),
    /* TRANSLATORS: the card back a pack has of its own (the lattice for packs without one) */
    [TAROT_CARD_BACK_PACK] = N_("The Pack’s Own"),
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == TAROT_CARD_N_BACKS);

  for (guint back = 0; back < TAROT_CARD_N_BACKS; back++)
    gtk_string_list_append (self->back_names, _(names[back]));
}

static void
tarot_gallery_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TarotGalleryPage *self = TAROT_GALLERY_PAGE (object);

  switch (prop_id)
    {
    case PROP_CARD_WIDTH:
      g_value_set_int (value, card_width (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_gallery_page_dispose (GObject *object)
{
  TarotGalleryPage *self = TAROT_GALLERY_PAGE (object);

  stop_rendering (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_GALLERY_PAGE);
  g_clear_pointer (&self->pictures, g_ptr_array_unref);
  g_clear_pointer (&self->packs, g_ptr_array_unref);
  g_clear_object (&self->renderer);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tarot_gallery_page_parent_class)->dispose (object);
}

static void
tarot_gallery_page_class_init (TarotGalleryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_gallery_page_dispose;
  object_class->get_property = tarot_gallery_page_get_property;
  widget_class->map = tarot_gallery_page_map;

  properties[PROP_CARD_WIDTH] =
    g_param_spec_int ("card-width", NULL, NULL,
                      MIN_WIDTH, MAX_WIDTH, 120,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-gallery-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotGalleryPage, pack_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TarotGalleryPage, pack_names);
  gtk_widget_class_bind_template_child (widget_class, TarotGalleryPage, traditional_button);
  gtk_widget_class_bind_template_child (widget_class, TarotGalleryPage, assisted_button);
  gtk_widget_class_bind_template_child (widget_class, TarotGalleryPage, back_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TarotGalleryPage, back_names);
  gtk_widget_class_bind_template_child (widget_class, TarotGalleryPage, size_adjustment);
  gtk_widget_class_bind_template_child (widget_class, TarotGalleryPage, content_stack);
  gtk_widget_class_bind_template_child (widget_class, TarotGalleryPage, flow_box);
  gtk_widget_class_bind_template_child (widget_class, TarotGalleryPage, unavailable_page);
}

static void
tarot_gallery_page_init (TarotGalleryPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->renderer = tarot_card_renderer_new ();
  self->packs = g_ptr_array_new_with_free_func (g_object_unref);
  self->pictures = g_ptr_array_new ();
  self->stale = TRUE;
  load_packs (self);
  load_backs (self);
  gtk_drop_down_set_selected (self->back_dropdown, TAROT_CARD_BACK_PACK);

  g_signal_connect_swapped (self->pack_dropdown, "notify::selected",
                            G_CALLBACK (pack_selected), self);
  g_signal_connect_swapped (self->back_dropdown, "notify::selected",
                            G_CALLBACK (rebuild), self);
  g_signal_connect_swapped (self->size_adjustment, "value-changed",
                            G_CALLBACK (size_changed), self);
  g_signal_connect (self->traditional_button, "toggled",
                    G_CALLBACK (index_mode_toggled), self);
  g_signal_connect (self->assisted_button, "toggled",
                    G_CALLBACK (index_mode_toggled), self);
  g_signal_connect_swapped (self, "notify::scale-factor", G_CALLBACK (rebuild), self);
}
