/* tarot-table-page-hint.c — hints at the table: the action, its key,
 * and the suggestion marked on the card or the answer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hint stands for the decision it was asked at: any change of the
 * game drops it (and stops the search), and while it stands each
 * refresh marks its cards and button again, since the choice buttons
 * are rebuilt.
 */
#include "config.h"

#include "tarot-table-page-private.h"

static gboolean
can_ask (TarotTablePage *self)
{
  return self->show_hints && self->game != NULL && !self->dealing && self->viewer != TAROT_NO_SEAT
         && tarot_game_get_to_move (self->game) == self->viewer
         && g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "table") == 0;
}

static gboolean
in_hint (const TarotHint *hint,
         TarotCard        card)
{
  for (guint i = 0; hint != NULL && i < hint->n_cards; i++)
    if (hint->cards[i] == card)
      return TRUE;
  return FALSE;
}

static void
mark (GtkWidget *widget,
      gboolean   hinted)
{
  if (hinted)
    gtk_widget_add_css_class (widget, "hinted");
  else
    gtk_widget_remove_css_class (widget, "hinted");
}

/* Marks the suggested cards in the hand and the suggested answer
 * among the choices, and nothing else. */
static void
mark_suggestion (TarotTablePage *self)
{
  const TarotHint *hint = tarot_hint_controller_get_hint (self->hints);

  for (guint i = 0; i < tarot_hand_view_get_n_cards (self->hand_view); i++)
    {
      TarotCardWidget *card = tarot_hand_view_get_card_widget (self->hand_view, i);

      mark (GTK_WIDGET (card), in_hint (hint, tarot_card_widget_get_card (card)));
    }
  for (guint i = 0; i < tarot_choice_bar_get_n_choices (self->choice_bar); i++)
    {
      GtkWidget *button = tarot_choice_bar_get_choice (self->choice_bar, i);
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
      TarotAction action = tarot_choice_bar_action_from_target (target);

      mark (button, hint != NULL && hint->n_cards == 0 && memcmp (&action, &hint->action, sizeof action) == 0);
    }
}

static void
on_hint_ready (TarotTablePage *self)
{
  tarot_hint_view_set_hint (self->hint_view, self->game, self->renderer,
                            tarot_hint_controller_get_hint (self->hints));
  mark_suggestion (self);
}

static void
on_hint_thinking (TarotTablePage *self)
{
  tarot_hint_view_set_thinking (self->hint_view, tarot_hint_controller_get_thinking (self->hints));
  _tarot_table_page_hint_update_action (self);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name G_GNUC_UNUSED,
             GVariant   *parameter G_GNUC_UNUSED)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (widget);

  if (!can_ask (self) || tarot_hint_controller_get_thinking (self->hints))
    return;
  tarot_hint_view_set_hint (self->hint_view, NULL, NULL, NULL);
  tarot_hint_controller_request (self->hints, self->game, self->viewer);
}

void
_tarot_table_page_hint_init (TarotTablePage *self)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  self->hints = tarot_hint_controller_new ();
  g_signal_connect_object (self->hints, "ready", G_CALLBACK (on_hint_ready), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->hints, "notify::thinking", G_CALLBACK (on_hint_thinking), self,
                           G_CONNECT_SWAPPED);

  /* the key works wherever the focus is in the window, like the numbers of the answers */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_h, GDK_CONTROL_MASK),
                                                          gtk_named_action_new ("table.hint")));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

void
_tarot_table_page_hint_dispose (TarotTablePage *self)
{
  if (self->hints != NULL)
    tarot_hint_controller_cancel (self->hints);
  g_clear_object (&self->hints);
}

void
_tarot_table_page_hint_drop (TarotTablePage *self)
{
  tarot_hint_controller_cancel (self->hints);
  tarot_hint_view_set_hint (self->hint_view, NULL, NULL, NULL);
  mark_suggestion (self);
}

void
_tarot_table_page_hint_update_action (TarotTablePage *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.hint",
                                 can_ask (self) && !tarot_hint_controller_get_thinking (self->hints));
}

void
_tarot_table_page_hint_refresh (TarotTablePage *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->hint_view),
                          self->show_hints && self->viewer != TAROT_NO_SEAT && !self->dealing);
  mark_suggestion (self);
  _tarot_table_page_hint_update_action (self);
}

void
_tarot_table_page_hint_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "table.hint", NULL, hint_action);
  gtk_widget_class_install_property_action (widget_class, "table.show-hints", "show-hints");
}
