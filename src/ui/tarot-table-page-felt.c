/* tarot-table-page-felt.c — the middle of the table: the talon before
 * the play, the stock drawn from during it, and the trick
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "tarot-table-page-private.h"
#include "tarot-table-util.h"

/* talon cards in the middle of the table before the play */
#define TALON_CARD_WIDTH 76
#define TALON_CARD_WIDTH_COMPACT 44
#define TALON_MAX_WIDTH 320
#define TALON_MAX_WIDTH_COMPACT 200
#define TALON_SPACING 24
#define FELT_MARGIN 12
/* the stock lies beside the trick, as small as the talon's cards */
#define STOCK_CARD_WIDTH 60
#define STOCK_CARD_WIDTH_COMPACT 40

void
_tarot_table_page_update_talon (TarotTablePage        *self,
                                const TarotPlayerView *view)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);
  int width = self->compact ? TALON_CARD_WIDTH_COMPACT : TALON_CARD_WIDTH;
  int max_width = self->compact ? TALON_MAX_WIDTH_COMPACT : TALON_MAX_WIDTH;
  /* the felt's width, less a margin on each side */
  int room = gtk_widget_get_width (gtk_widget_get_parent (GTK_WIDGET (self->talon_box))) - 2 * FELT_MARGIN;
  guint n_groups = 0;

  tarot_table_remove_children (GTK_WIDGET (self->talon_box));
  /* during the play the piles lie in the side panel */
  if (view->phase < TAROT_PHASE_PLAY)
    {
      self->talon_dealt = self->dealing ? (guint) floor (self->deal_progress * rules->talon_size)
                                        : rules->talon_size;
      n_groups = tarot_table_add_piles (self->talon_box, self->game, self->renderer, view,
                                        width, max_width, self->talon_dealt);
    }
  /* side by side, the rows overlap more so that they stay on the felt */
  if (n_groups > 0 && room > 0)
    {
      int each = self->compact ? room : (room - TALON_SPACING * ((int) n_groups - 1)) / (int) n_groups;

      if (each < max_width)
        {
          tarot_table_remove_children (GTK_WIDGET (self->talon_box));
          tarot_table_add_piles (self->talon_box, self->game, self->renderer, view,
                                 width, MAX (each, width * 2), self->talon_dealt);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->talon_box), n_groups > 0);
}

static void
show_trick (TarotTablePage        *self,
            const TarotPlayerView *view)
{
  TarotCard cards[TAROT_MAX_PLAYERS];
  guint8 seats[TAROT_MAX_PLAYERS];
  g_autofree char *names_store[TAROT_MAX_PLAYERS] = { NULL };
  const char *names[TAROT_MAX_PLAYERS + 1] = { NULL };
  g_autoptr(GString) summary = g_string_new (_("Current trick"));
  const TarotRules *rules = tarot_game_get_rules (self->game);
  guint trick = view->n_tricks, n = view->trick_len, winner = TAROT_NO_SEAT;

  /* a finished trick stays on the table until the next card is played */
  if (n == 0 && trick > 0 && view->phase != TAROT_PHASE_OVER)
    {
      trick--;
      n = rules->trick_size;
      winner = view->trick_winner[trick];
    }
  else if (view->phase == TAROT_PHASE_OVER || trick >= TAROT_MAX_TRICKS)
    n = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = NULL;

      cards[i] = view->tricks[trick][i];
      seats[i] = (guint8) tarot_trick_seat (rules, view->dealer, view->trick_leader[trick], i);
      name = tarot_table_card_name (self->renderer, cards[i]);
      /* TRANSLATORS: who played which card in the trick, e.g. "Anna: King of Hearts" */
      names_store[i] = g_strdup_printf (C_("trick card", "%s: %s"), _tarot_table_page_seat_name (self, seats[i]), name);
      names[i] = names_store[i];
      g_string_append_printf (summary, i == 0 ? ": %s" : ", %s", names[i]);
    }
  tarot_trick_view_set_trick (self->trick_view, self->renderer, cards, seats, n, winner, names);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->trick_view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, summary->str,
                                  -1);
}

/* A stock drawn from during the play, face down beside the trick with
 * its count; gone once empty, and while the cards are dealt. */
static void
update_stock (TarotTablePage        *self,
              const TarotPlayerView *view)
{
  gboolean lies = view->has_stock && view->stock_count > 0 && !self->dealing;

  tarot_table_remove_children (GTK_WIDGET (self->stock_box));
  if (lies)
    gtk_box_append (self->stock_box,
                    tarot_table_stock_pile (self->renderer, view->stock_count,
                                            self->compact ? STOCK_CARD_WIDTH_COMPACT : STOCK_CARD_WIDTH));
  gtk_widget_set_visible (GTK_WIDGET (self->stock_box), lies);
}

void
_tarot_table_page_update_felt (TarotTablePage        *self,
                               const TarotPlayerView *view)
{
  _tarot_table_page_update_talon (self, view);
  update_stock (self, view);
  show_trick (self, view);
}

void
_tarot_table_page_felt_set_compact (TarotTablePage *self,
                                    gboolean        compact)
{
  /* the talon and the discard one above the other on a narrow felt */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->talon_box),
                                  compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (self->talon_box, compact ? 8 : TALON_SPACING);
}
