/* tarot-trick-view.h — the cards of the current trick, each in front of its player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cards/tarot-card-renderer.h"

G_BEGIN_DECLS

#define TAROT_TYPE_TRICK_VIEW (tarot_trick_view_get_type ())

G_DECLARE_FINAL_TYPE (TarotTrickView, tarot_trick_view, TAROT, TRICK_VIEW, GtkWidget)

GtkWidget *tarot_trick_view_new          (void);
/* Seat @bottom_seat sits at the bottom; the others follow
 * anticlockwise in playing order. */
void       tarot_trick_view_set_seats    (TarotTrickView    *self,
                                          guint              n_players,
                                          guint              bottom_seat);
/* How long a card takes to slide in or a trick to be collected. */
void       tarot_trick_view_set_duration (TarotTrickView    *self,
                                          double             seconds);
/* Shows @cards played by @seats.  Cards added to the shown trick slide
 * in from their player; a finished trick (@winner not TAROT_NO_SEAT)
 * that gives way to another is collected towards its winner.  @names
 * label the cards for screen readers. */
void       tarot_trick_view_set_trick    (TarotTrickView    *self,
                                          TarotCardRenderer *renderer,
                                          const TarotCard   *cards,
                                          const guint8      *seats,
                                          guint              n_cards,
                                          guint              winner,
                                          const char *const *names);
guint      tarot_trick_view_get_n_cards  (TarotTrickView    *self);
TarotCard  tarot_trick_view_get_card     (TarotTrickView    *self,
                                          guint              index);

G_END_DECLS
