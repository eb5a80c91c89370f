/* tarot-seat-view.h — an opponent's seat: name, hidden cards, what it has said, thinking
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Properties: "name", "info" (cards left, dealer), "status" (last
 * bid, declarer...), "n-cards" (backs shown), "thinking" (a spinner
 * in the status's place, which keeps its room), "to-move" (marked),
 * "compact" (narrow windows: smaller backs).
 */
#pragma once

#include <gtk/gtk.h>

#include "cards/tarot-card-renderer.h"

G_BEGIN_DECLS

#define TAROT_TYPE_SEAT_VIEW (tarot_seat_view_get_type ())

G_DECLARE_FINAL_TYPE (TarotSeatView, tarot_seat_view, TAROT, SEAT_VIEW, GtkWidget)

GtkWidget  *tarot_seat_view_new          (TarotCardRenderer *renderer);
void        tarot_seat_view_set_name     (TarotSeatView     *self,
                                          const char        *name);
const char *tarot_seat_view_get_name     (TarotSeatView     *self);
void        tarot_seat_view_set_info     (TarotSeatView     *self,
                                          const char        *info);
void        tarot_seat_view_set_status   (TarotSeatView     *self,
                                          const char        *status);
/* What the status means in the UI language, when it is a native term. */
void        tarot_seat_view_set_status_tooltip (TarotSeatView *self,
                                                const char    *tooltip);
const char *tarot_seat_view_get_status   (TarotSeatView     *self);
void        tarot_seat_view_set_n_cards  (TarotSeatView     *self,
                                          guint              n_cards);
guint       tarot_seat_view_get_n_cards  (TarotSeatView     *self);
void        tarot_seat_view_set_thinking (TarotSeatView     *self,
                                          gboolean           thinking);
gboolean    tarot_seat_view_get_thinking (TarotSeatView     *self);
void        tarot_seat_view_set_to_move  (TarotSeatView     *self,
                                          gboolean           to_move);
void        tarot_seat_view_set_compact  (TarotSeatView     *self,
                                          gboolean           compact);
/* The backs are drawn again (a new card back chosen). */
void        tarot_seat_view_redraw       (TarotSeatView     *self);

G_END_DECLS
