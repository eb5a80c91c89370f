/* tarot-card-widget.h — one card on the table: a focusable, activatable picture
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cards/tarot-card-renderer.h"

G_BEGIN_DECLS

#define TAROT_TYPE_CARD_WIDGET (tarot_card_widget_get_type ())

G_DECLARE_FINAL_TYPE (TarotCardWidget, tarot_card_widget, TAROT, CARD_WIDGET, GtkWidget)

/* @card TAROT_CARD_NONE shows the back.  The face is rendered by
 * @renderer at the allocated width × the scale factor. */
GtkWidget  *tarot_card_widget_new          (TarotCardRenderer *renderer,
                                            TarotCard          card);
TarotCard   tarot_card_widget_get_card     (TarotCardWidget   *self);
/* Whether activating the card does something now (legal cards); an
 * inactive card is dimmed and says why in its tooltip. */
void        tarot_card_widget_set_playable (TarotCardWidget   *self,
                                            gboolean           playable,
                                            const char        *reason);
gboolean    tarot_card_widget_get_playable (TarotCardWidget   *self);
void        tarot_card_widget_set_selected (TarotCardWidget   *self,
                                            gboolean           selected);
gboolean    tarot_card_widget_get_selected (TarotCardWidget   *self);
int         tarot_card_widget_height_for_width
                                           (TarotCardWidget   *self,
                                            int                width);

G_END_DECLS
