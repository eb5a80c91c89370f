/* tarot-hand-view.h — the player's hand, fanned to fit the width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cards/tarot-card-renderer.h"
#include "tarot-card-widget.h"

G_BEGIN_DECLS

#define TAROT_TYPE_HAND_VIEW (tarot_hand_view_get_type ())

G_DECLARE_FINAL_TYPE (TarotHandView, tarot_hand_view, TAROT, HAND_VIEW, GtkWidget)

GtkWidget       *tarot_hand_view_new             (void);
/* Shows @cards in this order (left to right); keeps the card widgets
 * when the cards did not change. */
void             tarot_hand_view_set_cards       (TarotHandView     *self,
                                                  TarotCardRenderer *renderer,
                                                  const TarotCard   *cards,
                                                  guint              n_cards);
guint            tarot_hand_view_get_n_cards     (TarotHandView     *self);
TarotCardWidget *tarot_hand_view_get_card_widget (TarotHandView     *self,
                                                  guint              index);
TarotCardWidget *tarot_hand_view_find_card       (TarotHandView     *self,
                                                  TarotCard          card);
void             tarot_hand_view_set_n_shown     (TarotHandView     *self,
                                                  guint              n_shown);
guint            tarot_hand_view_get_n_shown     (TarotHandView     *self);

G_END_DECLS
