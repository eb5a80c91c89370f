/* tarot-table-page.h — playing a hand: the table, the hand, the bots and the end-of-hand score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Actions (group "table"): table.undo (Ctrl+Z), table.next-hand,
 * table.last-trick.
 */
#pragma once

#include <adwaita.h>

#include "cards/tarot-card-renderer.h"

#include "model/tarot-game.h"

G_BEGIN_DECLS

#define TAROT_TYPE_TABLE_PAGE (tarot_table_page_get_type ())

G_DECLARE_FINAL_TYPE (TarotTablePage, tarot_table_page, TAROT, TABLE_PAGE, AdwBin)

GtkWidget *tarot_table_page_new            (void);
void       tarot_table_page_set_game       (TarotTablePage *self,
                                            TarotGame      *game);
TarotGame *tarot_table_page_get_game       (TarotTablePage *self);
/* Pause before each computer decision, and the length of the card
 * animations (default 0.6 s; 0 plays instantly). */
void       tarot_table_page_set_speed      (TarotTablePage *self,
                                            double          seconds_per_card);
double     tarot_table_page_get_speed      (TarotTablePage *self);
/* A widget shown under the end-of-hand score (the score sheet). */
void       tarot_table_page_set_score_view (TarotTablePage *self,
                                            GtkWidget      *score_view);
GtkWidget *tarot_table_page_get_score_view (TarotTablePage *self);
void       tarot_table_page_set_card_style (TarotTablePage *self,
                                            TarotIndexMode  index_mode,
                                            gboolean        four_colour,
                                            const char     *language);

G_END_DECLS
