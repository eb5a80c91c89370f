/* tarot-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "model/tarot-game.h"
#include "tarot-application.h"

G_BEGIN_DECLS

#define TAROT_TYPE_WINDOW (tarot_window_get_type ())

G_DECLARE_FINAL_TYPE (TarotWindow, tarot_window, TAROT, WINDOW, AdwApplicationWindow)

TarotWindow *tarot_window_new           (TarotApplication *application);
const char  *tarot_window_get_page      (TarotWindow      *self);
void         tarot_window_set_page      (TarotWindow      *self,
                                         const char       *page);
GtkWidget   *tarot_window_get_page_widget (TarotWindow    *self,
                                           const char     *page);
void         tarot_window_start_game    (TarotWindow      *self,
                                         TarotGame        *game);
char        *tarot_window_get_saved_game_path (void);
/* The window of the rules (win.rules, F1, and win.game-rules), NULL until first shown. */
GtkWindow   *tarot_window_get_rules_window (TarotWindow   *self);

G_END_DECLS
