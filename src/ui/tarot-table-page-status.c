/* tarot-table-page-status.c — what a screen reader hears: the status line
 * on the felt says what was just decided
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-i18n.h"
#include "tarot-table-page-private.h"
#include "tarot-table-util.h"

/* Says in the status line (a live region for screen readers) what was
 * just decided: a computer player's card, a trick's winner, a bid. */
void
_tarot_table_page_announce (TarotTablePage *self,
                            const char     *text)
{
  gtk_label_set_label (self->table_status, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->table_status),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
}

static guint
count_actions (TarotGame *game)
{
  guint n;

  tarot_game_get_actions (game, &n);
  return n;
}

/* The cards drawn face up from a stock after @trick, one sentence each. */
static void
append_draws (TarotTablePage *self,
              GString        *text,
              guint           trick)
{
  TarotPlayerView view;

  tarot_game_get_view (self->game, _tarot_table_page_current_view (self), &view);
  for (guint i = 0; i < view.n_drawn; i++)
    if (view.drawn[i].trick == trick && view.drawn[i].card != TAROT_CARD_NONE)
      {
        g_autofree char *card = tarot_table_card_name (self->renderer, view.drawn[i].card);

        g_string_append_c (text, ' ');
        if (view.drawn[i].seat == self->viewer)
          /* TRANSLATORS: after a trick, the card the player drew face up from the stock, e.g. "You drew 7 of Cups." */
          g_string_append_printf (text, _("You drew %s."), card);
        else
          /* TRANSLATORS: after a trick, who drew which card face up from the stock, e.g. "Anna drew 7 of Cups." */
          g_string_append_printf (text, _("%s drew %s."), _tarot_table_page_seat_name (self, view.drawn[i].seat), card);
      }
}

void
_tarot_table_page_announce_action (TarotTablePage    *self,
                                   const TarotAction *action)
{
  const TarotDeal *deal = tarot_game_get_deal (self->game);
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  const char *who;

  if (action->kind == TAROT_ACTION_DISCARD)
    return;
  who = action->seat == self->viewer ? _("You") : _tarot_table_page_seat_name (self, action->seat);
  if (action->kind == TAROT_ACTION_PLAY || action->kind == TAROT_ACTION_SHOW)
    what = tarot_table_card_name (self->renderer, action->card);
  else
    what = tarot_table_action_label (self->game, *action, count_actions (self->game) - 1,
                                     tarot_i18n_get_ui_language ());
  /* TRANSLATORS: what a player just did, e.g. "Bruno: King of Hearts" or "You: Garde" */
  text = g_strdup_printf (C_("announce", "%s: %s"), who, what);
  if (action->kind == TAROT_ACTION_PLAY && deal->trick_len == 0 && deal->n_tricks > 0)
    {
      guint winner = deal->trick_winner[deal->n_tricks - 1];
      g_autoptr(GString) trick = g_string_new (NULL);

      if (winner == self->viewer)
        /* TRANSLATORS: the last card of a trick, then that the player took it, e.g. "Bruno: Ace of Cups. You win the trick." */
        g_string_printf (trick, _("%s. You win the trick."), text);
      else
        /* TRANSLATORS: the last card of a trick, then who took it, e.g. "Bruno: Ace of Cups. Anna wins the trick." */
        g_string_printf (trick, _("%s. %s wins the trick."), text, _tarot_table_page_seat_name (self, winner));
      append_draws (self, trick, deal->n_tricks - 1);
      _tarot_table_page_announce (self, trick->str);
      return;
    }
  _tarot_table_page_announce (self, text);
}
