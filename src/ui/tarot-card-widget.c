/* tarot-card-widget.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "model/tarot-explain.h"
#include "model/tarot-pack.h"
#include "tarot-card-texture.h"
#include "tarot-card-widget.h"

struct _TarotCardWidget
{
  GtkWidget          parent_instance;

  TarotCardRenderer *renderer;
  TarotCard          card;
  GdkTexture        *texture;
  int                texture_width;   /* device pixels the texture was made for */
  gboolean           playable;
  gboolean           selected;
};

enum {
  SIGNAL_ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TarotCardWidget, tarot_card_widget, GTK_TYPE_WIDGET)

static void
update_texture (TarotCardWidget *self,
                int              width_px)
{
  g_autoptr(GError) error = NULL;

  if (self->texture != NULL && self->texture_width == width_px)
    return;
  g_clear_object (&self->texture);
  self->texture_width = width_px;
  if (self->card == TAROT_CARD_NONE)
    self->texture = tarot_card_texture_new_back (self->renderer, width_px, &error);
  else
    self->texture = tarot_card_texture_new (self->renderer, self->card, width_px, &error);
  if (self->texture == NULL)
    g_warning ("Cannot draw a card: %s", error->message);
}

/* A tick in a disc on a chosen card: the lift alone is too easily
 * mistaken for the hover, and colour alone for a style.  Near the left
 * edge, under the index, as that is all a fanned hand shows of a card. */
static void
snapshot_check (TarotCardWidget *self,
                GtkSnapshot     *snapshot,
                int              width,
                int              height)
{
  float size = CLAMP (width * 0.26f, 16.0f, 24.0f);
  float x = MAX (width * 0.05f, 3.0f), y = height * 0.3f;
  GdkRGBA accent;
  cairo_t *cr;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &accent);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - 2, y - 2, size + 4, size + 4));
  cairo_arc (cr, x + size / 2, y + size / 2, size / 2 + 1.5, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  cairo_arc (cr, x + size / 2, y + size / 2, size / 2, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &accent);
  cairo_fill (cr);
  cairo_move_to (cr, x + size * 0.27, y + size * 0.52);
  cairo_line_to (cr, x + size * 0.44, y + size * 0.69);
  cairo_line_to (cr, x + size * 0.74, y + size * 0.35);
  cairo_set_line_width (cr, size * 0.13);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
tarot_card_widget_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TarotCardWidget *self = TAROT_CARD_WIDGET (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GskRoundedRect clip;

  if (width <= 0 || height <= 0)
    return;
  update_texture (self, width * gtk_widget_get_scale_factor (widget));
  if (self->texture == NULL)
    return;

  gsk_rounded_rect_init_from_rect (&clip, &GRAPHENE_RECT_INIT (0, 0, width, height), width * 0.06f);
  gtk_snapshot_push_rounded_clip (snapshot, &clip);
  gtk_snapshot_append_texture (snapshot, self->texture, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_pop (snapshot);
  if (self->selected)
    snapshot_check (self, snapshot, width, height);
}

static void
tarot_card_widget_measure (GtkWidget      *widget G_GNUC_UNUSED,
                           GtkOrientation  orientation,
                           int             for_size G_GNUC_UNUSED,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline G_GNUC_UNUSED,
                           int            *natural_baseline G_GNUC_UNUSED)
{
  /* parents choose the size (a size request, or their own layout) and
   * keep the proportions with tarot_card_widget_height_for_width();
   * no width of its own, so that rows of cards may overlap closely */
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 0 : 30;
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press G_GNUC_UNUSED,
            double           x G_GNUC_UNUSED,
            double           y G_GNUC_UNUSED,
            TarotCardWidget *self)
{
  if (!self->playable)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_activate (GTK_WIDGET (self));
}

static void
tarot_card_widget_dispose (GObject *object)
{
  TarotCardWidget *self = TAROT_CARD_WIDGET (object);

  g_clear_object (&self->texture);
  g_clear_object (&self->renderer);

  G_OBJECT_CLASS (tarot_card_widget_parent_class)->dispose (object);
}

static void
tarot_card_widget_class_init (TarotCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_card_widget_dispose;
  widget_class->snapshot = tarot_card_widget_snapshot;
  widget_class->measure = tarot_card_widget_measure;

  /* Emitted when the card is clicked, or Enter / Space is pressed on it. */
  signals[SIGNAL_ACTIVATE] =
    g_signal_new ("activate",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[SIGNAL_ACTIVATE]);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Return, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Enter, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_space, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Space, 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
tarot_card_widget_init (TarotCardWidget *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->card = TAROT_CARD_NONE;
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_VISIBLE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

GtkWidget *
tarot_card_widget_new (TarotCardRenderer *renderer,
                       TarotCard          card)
{
  TarotCardWidget *self;

  g_return_val_if_fail (TAROT_IS_CARD_RENDERER (renderer), NULL);

  self = g_object_new (TAROT_TYPE_CARD_WIDGET, NULL);
  self->renderer = g_object_ref (renderer);
  self->card = card;
  if (card != TAROT_CARD_NONE)
    {
      g_autofree char *name = tarot_pack_card_name (tarot_card_renderer_get_pack (renderer), card);
      g_autofree char *label = tarot_explain_readable (name);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), label);
    }
  else
    gtk_widget_add_css_class (GTK_WIDGET (self), "back");

  return GTK_WIDGET (self);
}

TarotCard
tarot_card_widget_get_card (TarotCardWidget *self)
{
  g_return_val_if_fail (TAROT_IS_CARD_WIDGET (self), TAROT_CARD_NONE);

  return self->card;
}

void
tarot_card_widget_set_playable (TarotCardWidget *self,
                                gboolean         playable,
                                const char      *reason)
{
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;

  g_return_if_fail (TAROT_IS_CARD_WIDGET (self));

  self->playable = !!playable;
  /* tooltips still show on insensitive widgets, so the reason is read on hover */
  gtk_widget_set_sensitive (GTK_WIDGET (self), playable);
  if (playable)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self), "playable");
      gtk_widget_remove_css_class (GTK_WIDGET (self), "illegal");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), "playable");
      if (reason != NULL)
        gtk_widget_add_css_class (GTK_WIDGET (self), "illegal");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self), "illegal");
    }

  if (self->card == TAROT_CARD_NONE)
    return;
  name = tarot_pack_card_name (tarot_card_renderer_get_pack (self->renderer), self->card);
  label = tarot_explain_readable (name);
  if (!playable && reason != NULL)
    {
      g_autofree char *tooltip = g_strdup_printf ("%s\n%s", label, reason);

      gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reason,
                                      -1);
    }
  else
    {
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), label);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

gboolean
tarot_card_widget_get_playable (TarotCardWidget *self)
{
  g_return_val_if_fail (TAROT_IS_CARD_WIDGET (self), FALSE);

  return self->playable;
}

int
tarot_card_widget_height_for_width (TarotCardWidget *self,
                                    int              width)
{
  g_return_val_if_fail (TAROT_IS_CARD_WIDGET (self), width);

  return tarot_card_renderer_get_height_for_width (self->renderer, width);
}

/* A card chosen for a decision taken with several cards at once
 * (laying away, showing): lifted, ticked, and "selected" for
 * assistive technologies. */
void
tarot_card_widget_set_selected (TarotCardWidget *self,
                                gboolean         selected)
{
  g_return_if_fail (TAROT_IS_CARD_WIDGET (self));

  selected = !!selected;
  if (self->selected == selected)
    return;
  self->selected = selected;
  if (selected)
    gtk_widget_add_css_class (GTK_WIDGET (self), "selected");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "selected");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_SELECTED, selected,
                               -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tarot_card_widget_get_selected (TarotCardWidget *self)
{
  g_return_val_if_fail (TAROT_IS_CARD_WIDGET (self), FALSE);

  return self->selected;
}
