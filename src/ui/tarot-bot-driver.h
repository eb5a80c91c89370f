/* tarot-bot-driver.h — lets the computer players of a game decide, at the table's pace
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tarot_bot_driver_schedule() asks the runner for the decision of the
 * computer player to move (if one is) and applies it to the game once
 * the pause the speed asks for has passed.  "thinking-seat" is the
 * seat whose player has taken longer than a moment (TAROT_NO_SEAT
 * otherwise): the seats show a spinner for it.
 */
#pragma once

#include <gio/gio.h>

#include "model/tarot-game.h"
#include "tarot-bot-runner.h"

G_BEGIN_DECLS

#define TAROT_TYPE_BOT_DRIVER (tarot_bot_driver_get_type ())

G_DECLARE_FINAL_TYPE (TarotBotDriver, tarot_bot_driver, TAROT, BOT_DRIVER, GObject)

TarotBotDriver *tarot_bot_driver_new               (void);
void            tarot_bot_driver_set_game          (TarotBotDriver *self,
                                                    TarotGame      *game);
/* Seconds a computer decision takes at least (thinking included). */
void            tarot_bot_driver_set_speed         (TarotBotDriver *self,
                                                    double          seconds);
TarotBotRunner *tarot_bot_driver_get_runner        (TarotBotDriver *self);
/* Cancels any decision under way, then starts one if a computer player is to move. */
void            tarot_bot_driver_schedule          (TarotBotDriver *self);
void            tarot_bot_driver_cancel            (TarotBotDriver *self);
guint           tarot_bot_driver_get_thinking_seat (TarotBotDriver *self);

G_END_DECLS
