/* tarot-table-page-actions.c — the table's actions: choose, confirm, next
 * hand, last trick; undo and redo for the window's actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-table-page-private.h"

static void
choose_action (GtkWidget  *widget,
               const char *action_name G_GNUC_UNUSED,
               GVariant   *parameter)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (widget);
  TarotAction action = tarot_choice_bar_action_from_target (parameter);

  if (self->game == NULL || self->dealing || action.seat != self->viewer)
    return;
  if (!tarot_deal_is_legal (tarot_game_get_rules (self->game), tarot_game_get_deal (self->game), action))
    {
      gtk_widget_error_bell (widget);
      return;
    }
  _tarot_table_page_apply (self, action);
}

static void
confirm_action (GtkWidget  *widget,
                const char *action_name G_GNUC_UNUSED,
                GVariant   *parameter G_GNUC_UNUSED)
{
  _tarot_table_page_confirm_selection (TAROT_TABLE_PAGE (widget));
}

static void
next_hand_action (GtkWidget  *widget,
                  const char *action_name G_GNUC_UNUSED,
                  GVariant   *parameter G_GNUC_UNUSED)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  if (!tarot_game_next_hand (self->game, &error))
    g_warning ("Cannot deal the next hand: %s", error->message);
  _tarot_table_page_refresh (self);
}

static void
last_trick_action (GtkWidget  *widget,
                   const char *action_name G_GNUC_UNUSED,
                   GVariant   *parameter G_GNUC_UNUSED)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (widget);
  TarotPlayerView view;

  if (self->game == NULL)
    return;
  tarot_game_get_view (self->game, _tarot_table_page_current_view (self), &view);
  /* on a narrow window the panel with the button lies folded away */
  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, TRUE);
  tarot_table_panel_show_last_trick (self->side_panel, &view);
}

/* The human's last decision of @kind in a row, for cards laid away or
 * shown together, which go back and come again together. */
static gboolean
last_is_batch_of (TarotTablePage *self,
                  TarotAction     undone)
{
  const TarotAction *actions;
  guint n;

  actions = tarot_game_get_actions (self->game, &n);
  return _tarot_table_page_is_batch_kind (undone.kind) && n > 0 && actions[n - 1].kind == undone.kind
         && actions[n - 1].seat == undone.seat;
}

gboolean
tarot_table_page_undo (TarotTablePage *self)
{
  const TarotAction *actions;
  TarotAction undone = { TAROT_ACTION_NONE, TAROT_NO_SEAT, TAROT_CARD_NONE, 0 };
  guint n;

  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  tarot_bot_driver_cancel (self->bots);
  actions = tarot_game_get_actions (self->game, &n);
  while (n-- > 0 && undone.kind == TAROT_ACTION_NONE)
    if (tarot_game_is_human (self->game, actions[n].seat))
      undone = actions[n];
  self->applying = TRUE;
  if (!tarot_game_undo_to_human (self->game))
    {
      self->applying = FALSE;
      _tarot_table_page_refresh (self);
      return FALSE;
    }
  while (last_is_batch_of (self, undone) && tarot_game_undo_to_human (self->game))
    ;
  self->applying = FALSE;
  _tarot_table_page_refresh (self);
  return TRUE;
}

gboolean
tarot_table_page_redo (TarotTablePage *self)
{
  const TarotAction *actions;
  TarotActionList legal;
  guint n;

  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  tarot_bot_driver_cancel (self->bots);
  self->applying = TRUE;
  if (!tarot_game_redo (self->game))
    {
      self->applying = FALSE;
      _tarot_table_page_refresh (self);
      return FALSE;
    }
  /* the rest of the cards laid away or shown with the first */
  for (;;)
    {
      actions = tarot_game_get_actions (self->game, &n);
      tarot_game_legal_actions (self->game, &legal);
      if (n == 0 || !_tarot_table_page_is_batch_kind (actions[n - 1].kind) || legal.n == 0
          || legal.actions[0].kind != actions[n - 1].kind || legal.actions[0].seat != actions[n - 1].seat
          || !tarot_game_redo (self->game))
        break;
    }
  self->applying = FALSE;
  _tarot_table_page_refresh (self);
  return TRUE;
}

void
_tarot_table_page_notify_can_undo (TarotTablePage *self)
{
  gboolean can_undo = self->game != NULL && tarot_game_can_undo (self->game);
  gboolean can_redo = self->game != NULL && tarot_game_can_redo (self->game);

  if (self->can_undo != can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify (G_OBJECT (self), "can-undo");
    }
  if (self->can_redo != can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify (G_OBJECT (self), "can-redo");
    }
}

void
_tarot_table_page_actions_update (TarotTablePage *self)
{
  gboolean over = self->game != NULL && tarot_game_is_hand_over (self->game);
  gboolean tricks = FALSE;

  if (self->game != NULL)
    {
      TarotPlayerView view;

      tarot_game_get_view (self->game, _tarot_table_page_current_view (self), &view);
      tricks = view.n_tricks > 0;
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.next-hand", over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.last-trick",
                                 tricks
                                 && g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "cover") != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.confirm",
                                 self->batch_kind != TAROT_ACTION_NONE && self->n_selected == self->batch_size);
  _tarot_table_page_hint_update_action (self);
  _tarot_table_page_notify_can_undo (self);
}

void
_tarot_table_page_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "table.choose", "u", choose_action);
  gtk_widget_class_install_action (widget_class, "table.confirm", NULL, confirm_action);
  gtk_widget_class_install_action (widget_class, "table.next-hand", NULL, next_hand_action);
  gtk_widget_class_install_action (widget_class, "table.last-trick", NULL, last_trick_action);
}
