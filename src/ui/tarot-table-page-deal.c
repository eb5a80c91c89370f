/* tarot-table-page-deal.c — a new hand is dealt card by card or packet by
 * packet; a click or a key ends the dealing at once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "tarot-table-page-private.h"

/* the hand is dealt at this fraction of the time a computer player takes over a card */
#define DEAL_SHARE_PER_CARD 0.12

guint
_tarot_table_page_dealt (TarotTablePage *self,
                         guint           n)
{
  guint cards, step = 0;

  if (!self->dealing)
    return n;
  cards = (guint) floor (self->deal_progress * n);
  if (self->n_deal_steps == 0)
    return cards;
  for (guint i = 0; i < self->n_deal_steps && self->deal_steps[i] <= cards; i++)
    step = self->deal_steps[i];
  return MIN (step, n);
}

static void
deal_cb (double   value,
         gpointer data)
{
  TarotTablePage *self = data;
  TarotPlayerView view;

  if (!self->dealing || self->game == NULL)
    return;
  self->deal_progress = value;
  tarot_game_get_view (self->game, _tarot_table_page_current_view (self), &view);
  _tarot_table_page_update_seats (self, &view);
  if (view.phase <= TAROT_PHASE_AUCTION && tarot_card_set_is_empty (view.talon_shown)
      && self->talon_dealt != (guint) floor (value * tarot_game_get_rules (self->game)->talon_size))
    _tarot_table_page_update_talon (self, &view);
  tarot_hand_view_set_n_shown (self->hand_view,
                               _tarot_table_page_dealt (self, tarot_hand_view_get_n_cards (self->hand_view)));
}

static void
on_deal_done (AdwAnimation   *animation G_GNUC_UNUSED,
              TarotTablePage *self)
{
  if (!self->dealing)
    return;
  self->dealing = FALSE;
  self->deal_on_map = FALSE;
  _tarot_table_page_refresh (self);
}

/* The dealing rhythm of the variant file for the hand's options
 * (TarotRules.deal_steps): packet by packet or round by round. */
static void
read_deal_steps (TarotTablePage *self)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);

  self->n_deal_steps = MIN (rules->n_deal_steps, G_N_ELEMENTS (self->deal_steps));
  for (guint i = 0; i < self->n_deal_steps; i++)
    self->deal_steps[i] = rules->deal_steps[i];
}

/* Deals the new hand card by card or packet by packet (at once without
 * animations) and brings the table up to date. */
void
_tarot_table_page_start_hand (TarotTablePage *self)
{
  TarotPlayerView view;
  guint n_actions;

  tarot_game_get_actions (self->game, &n_actions);
  if (n_actions > 0)
    {
      _tarot_table_page_refresh (self);
      return;
    }
  tarot_game_get_view (self->game, self->bottom_seat, &view);
  read_deal_steps (self);
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->deal_animation),
                                    (guint) (self->speed * DEAL_SHARE_PER_CARD
                                             * tarot_card_set_count (view.hand) * 1000));
  self->dealing = TRUE;
  self->deal_progress = 0;
  _tarot_table_page_refresh (self);
  /* a game started from a dialog, or resumed, is dealt once the table shows */
  self->deal_on_map = !gtk_widget_get_mapped (GTK_WIDGET (self));
  /* done comes at once when the animation is skipped, and refreshes */
  if (!self->deal_on_map)
    adw_animation_play (self->deal_animation);
}

void
_tarot_table_page_deal_on_map (TarotTablePage *self)
{
  if (!self->deal_on_map)
    return;
  self->deal_on_map = FALSE;
  adw_animation_play (self->deal_animation);
}

/* No refresh from the animation any more (a new game, or the page goes). */
void
_tarot_table_page_stop_dealing (TarotTablePage *self)
{
  self->dealing = FALSE;
  self->deal_on_map = FALSE;
  if (self->deal_animation != NULL)
    adw_animation_skip (self->deal_animation);
}

static void
on_page_pressed (GtkGestureClick *gesture,
                 int              n_press G_GNUC_UNUSED,
                 double           x G_GNUC_UNUSED,
                 double           y G_GNUC_UNUSED,
                 TarotTablePage  *self)
{
  if (!self->dealing)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  adw_animation_skip (self->deal_animation);
}

static gboolean
on_page_key_pressed (GtkEventControllerKey *controller G_GNUC_UNUSED,
                     guint                  keyval,
                     guint                  keycode G_GNUC_UNUSED,
                     GdkModifierType        state G_GNUC_UNUSED,
                     TarotTablePage        *self)
{
  if (!self->dealing
      || (keyval != GDK_KEY_Escape && keyval != GDK_KEY_space && keyval != GDK_KEY_Return
          && keyval != GDK_KEY_KP_Enter))
    return GDK_EVENT_PROPAGATE;
  adw_animation_skip (self->deal_animation);
  return GDK_EVENT_STOP;
}

void
_tarot_table_page_deal_init (TarotTablePage *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->deal_animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 1000,
                                                  adw_callback_animation_target_new (deal_cb, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->deal_animation), ADW_LINEAR);
  g_signal_connect (self->deal_animation, "done", G_CALLBACK (on_deal_done), self);
  /* a click or a key ends the dealing at once: the person is ready */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_page_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_page_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

void
_tarot_table_page_deal_dispose (TarotTablePage *self)
{
  _tarot_table_page_stop_dealing (self);
  g_clear_object (&self->deal_animation);
}
