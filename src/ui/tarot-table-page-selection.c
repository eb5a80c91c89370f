/* tarot-table-page-selection.c — cards laid away or shown: chosen one by
 * one, checked against the rules as they are chosen, then confirmed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "model/tarot-explain.h"
#include "tarot-table-page-private.h"

gboolean
_tarot_table_page_is_batch_kind (TarotActionKind kind)
{
  return kind == TAROT_ACTION_DISCARD || kind == TAROT_ACTION_SHOW;
}

/* How many decisions of @kind the seat to move takes in a row, counted
 * on a copy of the deal (the number is the same whichever cards go). */
guint
_tarot_table_page_count_batch (TarotTablePage  *self,
                               TarotActionKind  kind)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);
  TarotDeal deal = *tarot_game_get_deal (self->game);
  guint seat = deal.to_move, n = 0;
  TarotActionList legal;

  for (;;)
    {
      tarot_deal_legal_actions (rules, &deal, &legal);
      if (deal.to_move != seat || legal.n == 0 || legal.actions[0].kind != kind)
        return n;
      tarot_deal_apply (rules, &deal, legal.actions[0]);
      n++;
    }
}

/* Applies @cards to @deal in an order the rules allow, each checked
 * with tarot_deal_is_legal(), and writes that order to @order; on
 * FALSE, @stuck is a card that could not go at that point of @deal. */
static gboolean
apply_cards (const TarotRules *rules,
             TarotDeal        *deal,
             TarotActionKind   kind,
             guint             seat,
             const TarotCard  *cards,
             guint             n_cards,
             TarotAction      *order,
             TarotCard        *stuck)
{
  gboolean done[TAROT_CARD_ID_LIMIT] = { FALSE };

  for (guint k = 0; k < n_cards; k++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < n_cards && !found; i++)
        {
          TarotAction action = { kind, (guint8) seat, cards[i], 0 };

          if (done[i] || !tarot_deal_is_legal (rules, deal, action))
            continue;
          tarot_deal_apply (rules, deal, action);
          done[i] = found = TRUE;
          if (order != NULL)
            order[k] = action;
        }
      if (!found)
        {
          for (guint i = 0; i < n_cards; i++)
            if (!done[i])
              *stuck = cards[i];
          return FALSE;
        }
    }
  return TRUE;
}

/* Whether @left more decisions of @kind can follow on @deal. */
static gboolean
can_complete (const TarotRules *rules,
              TarotDeal        *deal,
              TarotActionKind   kind,
              guint             seat,
              guint             left)
{
  TarotActionList legal;

  for (; left > 0; left--)
    {
      tarot_deal_legal_actions (rules, deal, &legal);
      if (deal->to_move != seat || legal.n == 0 || legal.actions[0].kind != kind)
        return FALSE;
      tarot_deal_apply (rules, deal, legal.actions[0]);
    }
  return TRUE;
}

void
_tarot_table_page_set_selection_problem (TarotTablePage *self,
                                         const char     *problem)
{
  g_free (self->selection_problem);
  self->selection_problem = g_strdup (problem);
}

/* Why @card cannot join the chosen ones (translated), NULL if it can. */
static char *
refuse_card (TarotTablePage        *self,
             const TarotPlayerView *view,
             TarotCard              card)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);
  TarotAction action = { self->batch_kind, (guint8) self->viewer, card, 0 };
  TarotDeal deal = *tarot_game_get_deal (self->game);
  TarotCard cards[TAROT_CARD_ID_LIMIT];
  TarotCard stuck = card;
  const char *reason = tarot_explain_illegal (rules, view, action);

  if (reason != NULL)
    return g_strdup (_(reason));
  if (self->n_selected >= self->batch_size)
    return g_strdup (self->batch_kind == TAROT_ACTION_SHOW
                     ? _("Enough cards are chosen to show: take one back first")
                     : _("Enough cards are chosen to lay away: take one back first"));

  memcpy (cards, self->selection, self->n_selected * sizeof (TarotCard));
  cards[self->n_selected] = card;
  if (!apply_cards (rules, &deal, self->batch_kind, self->viewer, cards, self->n_selected + 1, NULL, &stuck))
    {
      TarotPlayerView then;
      TarotAction other = { self->batch_kind, (guint8) self->viewer, stuck, 0 };

      tarot_deal_make_view (rules, &deal, self->viewer, &then);
      reason = tarot_explain_illegal (rules, &then, other);
      return g_strdup (reason != NULL ? _(reason) : _("The rules do not allow these cards together"));
    }
  if (!can_complete (rules, &deal, self->batch_kind, self->viewer,
                     self->batch_size - self->n_selected - 1))
    return g_strdup (self->batch_kind == TAROT_ACTION_SHOW
                     ? _("With this card, the others could not all be shown")
                     : _("With this card, the others could not all be laid away"));
  return NULL;
}

void
_tarot_table_page_toggle_card (TarotTablePage        *self,
                               const TarotPlayerView *view,
                               TarotCard              card)
{
  g_autofree char *problem = NULL;

  for (guint i = 0; i < self->n_selected; i++)
    if (self->selection[i] == card)
      {
        memmove (&self->selection[i], &self->selection[i + 1],
                 (self->n_selected - i - 1) * sizeof (TarotCard));
        self->n_selected--;
        _tarot_table_page_set_selection_problem (self, NULL);
        _tarot_table_page_refresh (self);
        return;
      }

  problem = refuse_card (self, view, card);
  if (problem != NULL)
    gtk_widget_error_bell (GTK_WIDGET (self));
  else
    self->selection[self->n_selected++] = card;
  _tarot_table_page_set_selection_problem (self, problem);
  _tarot_table_page_refresh (self);
}

void
_tarot_table_page_confirm_selection (TarotTablePage *self)
{
  TarotDeal deal = *tarot_game_get_deal (self->game);
  TarotAction order[TAROT_CARD_ID_LIMIT];
  TarotCard cards[TAROT_CARD_ID_LIMIT];
  TarotCard stuck;
  guint n = self->n_selected;
  g_autoptr(GError) error = NULL;

  memcpy (cards, self->selection, n * sizeof (TarotCard));
  if (n != self->batch_size
      || !apply_cards (tarot_game_get_rules (self->game), &deal, self->batch_kind, self->viewer,
                       cards, n, order, &stuck))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  /* the table is brought up to date once, after the last of them */
  self->applying = TRUE;
  for (guint i = 0; i < n; i++)
    if (!tarot_game_apply (self->game, order[i], &error))
      {
        g_warning ("Cannot apply an action: %s", error->message);
        break;
      }
  self->applying = FALSE;
  self->n_selected = 0;
  _tarot_table_page_set_selection_problem (self, NULL);
  _tarot_table_page_refresh (self);
}
