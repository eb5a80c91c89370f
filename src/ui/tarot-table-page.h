/* tarot-table-page.h — playing a hand: the table, the hand, the bots and the end-of-hand score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Actions (group "table"): table.undo (Ctrl+Z), table.next-hand,
 * table.last-trick.
 *
 * A new hand is dealt card by card (unless animations are off); cards
 * laid away or shown are chosen first and confirmed with one button,
 * and undone together.
 */
#pragma once

#include <adwaita.h>

#include "cards/tarot-card-renderer.h"

#include "model/tarot-game.h"
#include "tarot-bot-runner.h"

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
void       tarot_table_page_set_card_back  (TarotTablePage *self,
                                            TarotCardBack   back);
TarotCardBack tarot_table_page_get_card_back (TarotTablePage *self);
/* TRUE while a new hand is being dealt: nobody acts until it is over
 * (a click or Escape, Space or Enter ends it at once). */
gboolean   tarot_table_page_get_dealing    (TarotTablePage *self);
/* Computer players think here, at the level each seat has in the game
 * (tarot_game_get_level(), the default level if none). */
TarotBotRunner *tarot_table_page_get_bot_runner (TarotTablePage *self);

G_END_DECLS
