/* tarot-hand-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-hand-view.h"

/* room above the cards for the lift of playable, hovered and focused cards */
#define LIFT 18
#define GAP 6
#define MAX_CARD_WIDTH 118

struct _TarotHandView
{
  GtkWidget  parent_instance;

  GPtrArray *cards;    /* TarotCardWidget, left to right */
  guint      n_shown;  /* the first ones, while the hand is being dealt */
};

enum {
  SIGNAL_CARD_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TarotHandView, tarot_hand_view, GTK_TYPE_WIDGET)

static void
tarot_hand_view_measure (GtkWidget      *widget G_GNUC_UNUSED,
                         GtkOrientation  orientation,
                         int             for_size G_GNUC_UNUSED,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline G_GNUC_UNUSED,
                         int            *natural_baseline G_GNUC_UNUSED)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 240;
      *natural = 600;
    }
  else
    {
      *minimum = 120 + LIFT;
      *natural = 210 + LIFT;
    }
}

static void
tarot_hand_view_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline G_GNUC_UNUSED)
{
  TarotHandView *self = TAROT_HAND_VIEW (widget);
  guint n = self->cards->len;
  int card_height, card_width, step, total, x0;

  if (n == 0)
    return;

  card_height = height - LIFT;
  card_width = MIN (MAX_CARD_WIDTH, card_height * 100 / 190);
  card_height = tarot_card_widget_height_for_width (g_ptr_array_index (self->cards, 0), card_width);
  step = card_width + GAP;
  if (n > 1 && (int) n * step - GAP > width)
    step = (width - card_width) / (int) (n - 1);
  total = step * (int) (n - 1) + card_width;
  x0 = MAX (0, (width - total) / 2);

  /* laid out for the whole hand, so that dealt cards land in their places and stay there */
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);

      gtk_widget_set_child_visible (card, i < self->n_shown);
      gtk_widget_size_allocate (card,
                                &(GtkAllocation) { x0 + (int) i * step, LIFT, card_width, card_height },
                                -1);
    }
}

static gboolean
tarot_hand_view_grab_focus (GtkWidget *widget)
{
  TarotHandView *self = TAROT_HAND_VIEW (widget);

  for (guint i = 0; i < self->cards->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);

      if (gtk_widget_is_sensitive (card) && gtk_widget_grab_focus (card))
        return TRUE;
    }
  return FALSE;
}

/* Left and Right walk along the hand, skipping cards that cannot be played. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller G_GNUC_UNUSED,
                guint                  keyval,
                guint                  keycode G_GNUC_UNUSED,
                GdkModifierType        state G_GNUC_UNUSED,
                TarotHandView         *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  int direction, index = -1;

  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    direction = -1;
  else if (keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)
    direction = 1;
  else
    return GDK_EVENT_PROPAGATE;

  for (guint i = 0; i < self->cards->len; i++)
    if (g_ptr_array_index (self->cards, i) == focus)
      index = (int) i;
  if (index < 0)
    return gtk_widget_grab_focus (GTK_WIDGET (self));

  for (int i = index + direction; i >= 0 && i < (int) self->cards->len; i += direction)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);

      if (gtk_widget_is_sensitive (card))
        {
          gtk_widget_grab_focus (card);
          return GDK_EVENT_STOP;
        }
    }
  gtk_widget_error_bell (GTK_WIDGET (self));
  return GDK_EVENT_STOP;
}

static void
on_card_activate (TarotCardWidget *card,
                  TarotHandView   *self)
{
  g_signal_emit (self, signals[SIGNAL_CARD_ACTIVATED], 0, (guint) tarot_card_widget_get_card (card));
}

static void
remove_cards (TarotHandView *self)
{
  for (guint i = 0; i < self->cards->len; i++)
    gtk_widget_unparent (g_ptr_array_index (self->cards, i));
  g_ptr_array_set_size (self->cards, 0);
}

/* Removes the widgets of cards that left the hand if @cards is the old
 * hand minus those, in the same order; FALSE (and nothing changed) if not. */
static gboolean
remove_missing (TarotHandView   *self,
                const TarotCard *cards,
                guint            n_cards)
{
  guint j = 0;

  for (guint i = 0; i < self->cards->len && j < n_cards; i++)
    if (tarot_card_widget_get_card (g_ptr_array_index (self->cards, i)) == cards[j])
      j++;
  if (j < n_cards)
    return FALSE;

  for (guint i = self->cards->len; i-- > 0;)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);
      TarotCard c = tarot_card_widget_get_card (TAROT_CARD_WIDGET (card));
      gboolean kept = FALSE;

      for (guint k = 0; k < n_cards && !kept; k++)
        kept = cards[k] == c;
      if (!kept)
        {
          gtk_widget_unparent (card);
          g_ptr_array_remove_index (self->cards, i);
        }
    }
  return TRUE;
}

static void
tarot_hand_view_dispose (GObject *object)
{
  TarotHandView *self = TAROT_HAND_VIEW (object);

  if (self->cards != NULL)
    remove_cards (self);
  g_clear_pointer (&self->cards, g_ptr_array_unref);

  G_OBJECT_CLASS (tarot_hand_view_parent_class)->dispose (object);
}

static void
tarot_hand_view_class_init (TarotHandViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_hand_view_dispose;
  widget_class->measure = tarot_hand_view_measure;
  widget_class->size_allocate = tarot_hand_view_size_allocate;
  widget_class->grab_focus = tarot_hand_view_grab_focus;

  /* A card of the hand was clicked or activated with the keyboard. */
  signals[SIGNAL_CARD_ACTIVATED] =
    g_signal_new ("card-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "hand");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tarot_hand_view_init (TarotHandView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->cards = g_ptr_array_new ();
  self->n_shown = G_MAXUINT;
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Your hand"),
                                  -1);
}

GtkWidget *
tarot_hand_view_new (void)
{
  return g_object_new (TAROT_TYPE_HAND_VIEW, NULL);
}

void
tarot_hand_view_set_cards (TarotHandView     *self,
                           TarotCardRenderer *renderer,
                           const TarotCard   *cards,
                           guint              n_cards)
{
  gboolean same = n_cards == self->cards->len;

  g_return_if_fail (TAROT_IS_HAND_VIEW (self));

  for (guint i = 0; same && i < n_cards; i++)
    same = tarot_card_widget_get_card (g_ptr_array_index (self->cards, i)) == cards[i];
  if (same)
    return;

  /* a card played or laid away: the others stay put, and so does the focus */
  if (n_cards < self->cards->len && remove_missing (self, cards, n_cards))
    {
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      return;
    }

  remove_cards (self);
  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *card = tarot_card_widget_new (renderer, cards[i]);

      g_signal_connect (card, "activate", G_CALLBACK (on_card_activate), self);
      gtk_widget_set_parent (card, GTK_WIDGET (self));
      g_ptr_array_add (self->cards, card);
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

guint
tarot_hand_view_get_n_cards (TarotHandView *self)
{
  g_return_val_if_fail (TAROT_IS_HAND_VIEW (self), 0);

  return self->cards->len;
}

TarotCardWidget *
tarot_hand_view_get_card_widget (TarotHandView *self,
                                 guint          index)
{
  g_return_val_if_fail (TAROT_IS_HAND_VIEW (self), NULL);
  g_return_val_if_fail (index < self->cards->len, NULL);

  return g_ptr_array_index (self->cards, index);
}

TarotCardWidget *
tarot_hand_view_find_card (TarotHandView *self,
                           TarotCard      card)
{
  g_return_val_if_fail (TAROT_IS_HAND_VIEW (self), NULL);

  for (guint i = 0; i < self->cards->len; i++)
    if (tarot_card_widget_get_card (g_ptr_array_index (self->cards, i)) == card)
      return g_ptr_array_index (self->cards, i);
  return NULL;
}

/* Only the first @n_shown cards are visible (G_MAXUINT: all), in the
 * places they have in the whole hand. */
void
tarot_hand_view_set_n_shown (TarotHandView *self,
                             guint          n_shown)
{
  g_return_if_fail (TAROT_IS_HAND_VIEW (self));

  if (self->n_shown == n_shown)
    return;
  self->n_shown = n_shown;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

guint
tarot_hand_view_get_n_shown (TarotHandView *self)
{
  g_return_val_if_fail (TAROT_IS_HAND_VIEW (self), 0);

  return MIN (self->n_shown, self->cards->len);
}
