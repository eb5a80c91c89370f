/* tarot-new-game-dialog.h — choosing players and house rules before a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Emits "start" (TarotGame *game) when the person presses Start, then
 * closes; Cancel and Escape close it without a signal.
 */
#pragma once

#include <adwaita.h>

#include "model/tarot-variant.h"

G_BEGIN_DECLS

#define TAROT_TYPE_NEW_GAME_DIALOG (tarot_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TarotNewGameDialog, tarot_new_game_dialog, TAROT, NEW_GAME_DIALOG, AdwWindow)

TarotNewGameDialog *tarot_new_game_dialog_new         (TarotVariant       *variant);
TarotVariant       *tarot_new_game_dialog_get_variant (TarotNewGameDialog *self);

G_END_DECLS
