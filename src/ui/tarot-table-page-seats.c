/* tarot-table-page-seats.c — the opponents around the felt: placed by how
 * many sit at the table and how wide it is, with what each said and holds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "tarot-i18n.h"
#include "tarot-seat-view.h"
#include "tarot-table-page-private.h"
#include "tarot-table-util.h"

/* What a seat said last in @lang (NULL: the variant's), or its part in the hand. */
static char *
seat_status (TarotTablePage        *self,
             const TarotPlayerView *view,
             guint                  seat,
             guint                  to_move,
             const char            *lang)
{
  if (seat == to_move && tarot_game_is_human (self->game, seat))
    return g_strdup (_("To play"));
  if (seat == view->declarer && view->phase > TAROT_PHASE_AUCTION)
    return g_strdup (_("Declarer"));
  if (seat == view->partner && view->phase > TAROT_PHASE_AUCTION)
    return g_strdup (_("Partner"));
  for (guint i = view->n_auction; i-- > 0;)
    if (view->auction[i].seat == seat)
      return tarot_table_action_label (self->game, view->auction[i], 0, lang);
  return NULL;
}

void
_tarot_table_page_update_seats (TarotTablePage        *self,
                                const TarotPlayerView *view)
{
  guint n = view->n_players;
  guint to_move = self->dealing ? TAROT_NO_SEAT : view->to_move;

  for (guint seat = 0; seat < n; seat++)
    {
      TarotSeatView *area = self->seats[seat] != NULL ? TAROT_SEAT_VIEW (self->seats[seat]) : NULL;
      g_autoptr(GString) info = g_string_new (NULL);
      g_autofree char *status = seat_status (self, view, seat, to_move, NULL);
      g_autofree char *local = seat_status (self, view, seat, to_move, tarot_i18n_get_ui_language ());
      guint n_cards = _tarot_table_page_dealt (self, view->hand_sizes[seat]);

      if (tarot_game_get_rules (self->game)->trick_size < n && seat == view->dealer)
        g_string_assign (info, _("Sits this hand out"));
      else
        g_string_printf (info, g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n_cards), n_cards);
      if (seat == view->dealer)
        g_string_append_printf (info, " · %s", _("Dealer"));

      if (area == NULL)
        {
          if (seat == self->bottom_seat)
            {
              g_autofree char *mine = g_strdup_printf ("%s · %s", _tarot_table_page_seat_name (self, seat), info->str);
              g_autofree char *prompt = g_strdup (tarot_choice_bar_get_prompt (self->choice_bar));

              tarot_choice_bar_set_prompt (self->choice_bar, mine, prompt);
            }
          continue;
        }
      tarot_seat_view_set_info (area, info->str);
      tarot_seat_view_set_status (area, status);
      tarot_seat_view_set_status_tooltip (area, local);
      tarot_seat_view_set_n_cards (area, n_cards);
      tarot_seat_view_set_to_move (area, seat == to_move);
    }
}

void
_tarot_table_page_show_thinking (TarotTablePage *self)
{
  guint thinking = tarot_bot_driver_get_thinking_seat (self->bots);

  for (guint seat = 0; seat < TAROT_MAX_PLAYERS; seat++)
    if (self->seats[seat] != NULL)
      tarot_seat_view_set_thinking (TAROT_SEAT_VIEW (self->seats[seat]), seat == thinking);
}

void
_tarot_table_page_build_seats (TarotTablePage *self)
{
  guint n = tarot_game_get_n_players (self->game);
  GtkWidget *top[TAROT_MAX_PLAYERS];
  guint n_top = 0;

  tarot_table_remove_children (GTK_WIDGET (self->top_row));
  tarot_table_remove_children (GTK_WIDGET (self->left_column));
  tarot_table_remove_children (GTK_WIDGET (self->right_column));
  memset (self->seats, 0, sizeof self->seats);

  for (guint k = 1; k < n; k++)
    {
      guint seat = (self->bottom_seat + k) % n;
      double dx = sin (2 * G_PI * k / n);
      GtkWidget *area = tarot_seat_view_new (self->renderer);

      self->seats[seat] = area;
      tarot_seat_view_set_name (TAROT_SEAT_VIEW (area), _tarot_table_page_seat_name (self, seat));
      tarot_seat_view_set_compact (TAROT_SEAT_VIEW (area), self->compact);
      /* anticlockwise: on the right side the later seats sit higher; on a
       * narrow window everybody sits across the top */
      if (dx > 0.7 && !self->compact)
        gtk_box_prepend (self->right_column, area);
      else if (dx < -0.7 && !self->compact)
        gtk_box_append (self->left_column, area);
      else
        top[n_top++] = area;
    }
  /* anticlockwise from the right: the top row reads right to left */
  for (guint i = n_top; i-- > 0;)
    gtk_box_append (self->top_row, top[i]);
  gtk_widget_set_visible (GTK_WIDGET (self->top_row), n_top > 0);
  tarot_trick_view_set_seats (self->trick_view, n, self->bottom_seat);
  _tarot_table_page_show_thinking (self);
}
