/* tarot-table-page-hand.c — the hand and the question of the moment: which
 * cards may go and why not, the prompt and its answers, where the focus goes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "model/tarot-explain.h"
#include "tarot-table-page-private.h"
#include "tarot-table-util.h"

static gboolean
is_selected (TarotTablePage *self,
             TarotCard       card)
{
  for (guint i = 0; i < self->n_selected; i++)
    if (self->selection[i] == card)
      return TRUE;
  return FALSE;
}

void
_tarot_table_page_update_hand (TarotTablePage        *self,
                               const TarotPlayerView *view)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);
  TarotCard cards[TAROT_CARD_ID_LIMIT];
  TarotActionKind kind = TAROT_ACTION_NONE;
  gboolean restricted = FALSE;
  gboolean waiting;
  guint n = 0;

  if (self->viewer != TAROT_NO_SEAT)
    n = tarot_table_sorted_cards (rules, view->hand, cards);
  tarot_hand_view_set_cards (self->hand_view, self->renderer, cards, n);
  tarot_hand_view_set_n_shown (self->hand_view, self->dealing ? _tarot_table_page_dealt (self, n) : G_MAXUINT);

  if (self->dealing)
    kind = TAROT_ACTION_NONE;
  else if (self->batch_kind != TAROT_ACTION_NONE)
    kind = self->batch_kind;
  else if (view->to_move == self->viewer && view->phase == TAROT_PHASE_PLAY)
    kind = TAROT_ACTION_PLAY;
  /* while the others decide, the cards can still be looked through: the focus stays in the hand */
  waiting = !self->dealing && kind == TAROT_ACTION_NONE && view->phase != TAROT_PHASE_OVER;

  for (guint i = 0; i < n; i++)
    {
      TarotCardWidget *widget = tarot_hand_view_get_card_widget (self->hand_view, i);
      TarotAction action = { kind, (guint8) self->viewer, cards[i], 0 };
      const char *reason = NULL;

      if (kind != TAROT_ACTION_NONE)
        reason = tarot_explain_illegal (rules, view, action);
      tarot_card_widget_set_playable (widget, kind != TAROT_ACTION_NONE && reason == NULL,
                                      reason != NULL ? _(reason) : NULL);
      if (waiting)
        gtk_widget_set_sensitive (GTK_WIDGET (widget), TRUE);
      tarot_card_widget_set_selected (widget, is_selected (self, cards[i]));
      restricted |= reason != NULL;
    }
  /* when the rules narrow the choice, the cards that may go stand out;
   * while cards are chosen for a batch, only the chosen ones do */
  if (restricted && self->batch_kind == TAROT_ACTION_NONE)
    gtk_widget_add_css_class (GTK_WIDGET (self->hand_view), "restricted");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->hand_view), "restricted");
  if (self->batch_kind != TAROT_ACTION_NONE)
    gtk_widget_add_css_class (GTK_WIDGET (self->hand_view), "choosing");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->hand_view), "choosing");
}

static char *
prompt_for (TarotTablePage        *self,
            const TarotPlayerView *view)
{
  if (self->dealing)
    return g_strdup (_("Dealing…"));
  if (view->to_move == TAROT_NO_SEAT)
    return g_strdup ("");
  if (view->to_move != self->viewer)
    return g_strdup_printf (_("Waiting for %s"), _tarot_table_page_seat_name (self, view->to_move));
  if (self->batch_kind == TAROT_ACTION_SHOW)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Show %u trump", "Show %u trumps", self->batch_size),
                            self->batch_size);
  if (self->batch_kind == TAROT_ACTION_DISCARD)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Lay away %u card", "Lay away %u cards", self->batch_size),
                            self->batch_size);

  switch (view->phase)
    {
    case TAROT_PHASE_DEALING:
      for (guint i = 0; i < view->legal.n; i++)
        if (view->legal.actions[i].kind == TAROT_ACTION_ABANDON)
          return g_strdup (_("Throw in or go on?"));
      return g_strdup (_("Your call"));
    case TAROT_PHASE_AUCTION:
      return g_strdup (_("Your bid"));
    case TAROT_PHASE_TALON:
      return g_strdup (_("Choose from the talon"));
    case TAROT_PHASE_CALL:
      return g_strdup (_("Call a partner"));
    case TAROT_PHASE_ANNOUNCE:
      return g_strdup (_("Any announcements?"));
    case TAROT_PHASE_KONTRA:
      return g_strdup (_("Double?"));
    case TAROT_PHASE_PLAY:
      /* an announcement the rules call for before the card (Fuora) */
      if (view->legal.n > 0 && view->legal.actions[0].kind == TAROT_ACTION_ANNOUNCE)
        return g_strdup (_("Any announcements?"));
      return g_strdup (view->trick_len == 0 ? _("Your lead") : _("Your turn"));
    case TAROT_PHASE_OVER:
    default:
      return g_strdup ("");
    }
}

/* The legal decisions that are buttons (cards are played from the hand). */
static guint
choices (const TarotPlayerView *view,
         TarotAction           *out)
{
  guint n = 0;

  for (guint i = 0; i < view->legal.n; i++)
    if (view->legal.actions[i].kind != TAROT_ACTION_PLAY
        && !_tarot_table_page_is_batch_kind (view->legal.actions[i].kind))
      out[n++] = view->legal.actions[i];
  return n;
}

void
_tarot_table_page_update_prompt (TarotTablePage        *self,
                                 const TarotPlayerView *view)
{
  g_autofree char *prompt = prompt_for (self, view);
  TarotAction buttons[TAROT_MAX_ACTIONS];

  tarot_choice_bar_set_prompt (self->choice_bar, NULL, prompt);
  if (self->dealing || view->to_move != self->viewer || self->viewer == TAROT_NO_SEAT)
    tarot_choice_bar_clear (self->choice_bar);
  else if (self->batch_kind != TAROT_ACTION_NONE)
    tarot_choice_bar_set_batch (self->choice_bar, self->batch_kind, self->n_selected, self->batch_size,
                                self->selection_problem);
  else
    tarot_choice_bar_set_choices (self->choice_bar, self->game, buttons, choices (view, buttons));
}

static gboolean
focus_inside (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* A new question takes the focus to its first answer; cards to play or
 * choose take it to the hand; otherwise it stays in the hand, so that
 * it never falls out of the table. */
void
_tarot_table_page_follow_focus (TarotTablePage        *self,
                                const TarotPlayerView *view)
{
  guint n_actions;
  gboolean asked = !self->dealing && view->to_move == self->viewer && self->viewer != TAROT_NO_SEAT;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self->hand_view)))
    return;
  tarot_game_get_actions (self->game, &n_actions);
  if (asked && view->phase != TAROT_PHASE_PLAY && self->batch_kind == TAROT_ACTION_NONE)
    {
      if (self->asked != n_actions + 1 && tarot_choice_bar_focus_first (self->choice_bar))
        self->asked = n_actions + 1;
      return;
    }
  /* a popover or the side panel keeps it while it is there */
  if (focus != NULL && gtk_widget_get_mapped (focus) && !focus_inside (GTK_WIDGET (self->hand_view))
      && focus_inside (GTK_WIDGET (self)) && !focus_inside (GTK_WIDGET (self->choice_bar)))
    return;
  if (!focus_inside (GTK_WIDGET (self->hand_view)) || (asked && !gtk_widget_is_sensitive (focus)))
    gtk_widget_grab_focus (GTK_WIDGET (self->hand_view));
}

static void
on_card_activated (TarotHandView  *hand_view G_GNUC_UNUSED,
                   guint           card,
                   TarotTablePage *self)
{
  TarotPlayerView view;
  TarotAction action = { TAROT_ACTION_PLAY, (guint8) self->viewer, (guint8) card, 0 };

  if (self->game == NULL || self->viewer == TAROT_NO_SEAT || self->dealing)
    return;
  tarot_game_get_view (self->game, self->viewer, &view);
  if (self->batch_kind != TAROT_ACTION_NONE)
    {
      _tarot_table_page_toggle_card (self, &view, card);
      return;
    }
  if (view.phase != TAROT_PHASE_PLAY
      || tarot_explain_illegal (tarot_game_get_rules (self->game), &view, action) != NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  _tarot_table_page_apply (self, action);
}

void
_tarot_table_page_hand_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_card_activated);
}
