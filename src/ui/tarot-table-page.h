/* tarot-table-page.h — playing a hand: the table, the hand, the bots and the end-of-hand score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Actions (group "table"): table.choose (parameter "u": the
 * TarotAction, see tarot-choice-bar.h), table.confirm (the cards
 * chosen to lay away or show), table.next-hand, table.last-trick,
 * table.hint (Ctrl+H: the computer's suggestion for the player to
 * move, while "show-hints" is on) and table.show-hints.
 * Undo and redo are the window's: tarot_table_page_undo() and
 * tarot_table_page_redo(), enabled by "can-undo" and "can-redo".
 *
 * The parts: TarotSeatView (each opponent), TarotTrickView,
 * TarotTablePanel (the side panel, folded into a flap on narrow
 * windows), TarotChoiceBar, TarotHandView, TarotHandResult; the
 * talon before the play and a stock drawn from during it lie on the
 * felt.  The computer players are driven by a TarotBotDriver.
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
/* The renderer the table draws its cards with (owned by the table). */
TarotCardRenderer *tarot_table_page_get_renderer (TarotTablePage *self);
/* TRUE while a new hand is being dealt: nobody acts until it is over
 * (a click or Escape, Space or Enter ends it at once). */
gboolean   tarot_table_page_get_dealing    (TarotTablePage *self);
/* Computer players think here, at the level each seat has in the game
 * (tarot_game_get_level(), the default level if none). */
TarotBotRunner *tarot_table_page_get_bot_runner (TarotTablePage *self);
/* Takes back the human's last decision and the computer players'
 * after it (cards laid away or shown together go back together);
 * FALSE if there was nothing to undo. */
gboolean   tarot_table_page_undo           (TarotTablePage *self);
/* Brings back what the last undo took; FALSE if there is nothing. */
gboolean   tarot_table_page_redo           (TarotTablePage *self);
gboolean   tarot_table_page_get_can_undo   (TarotTablePage *self);
gboolean   tarot_table_page_get_can_redo   (TarotTablePage *self);
/* On by default with one person at the table, off with several. */
void       tarot_table_page_set_show_hints (TarotTablePage *self,
                                            gboolean        show_hints);
gboolean   tarot_table_page_get_show_hints (TarotTablePage *self);

G_END_DECLS
