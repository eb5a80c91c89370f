/* tarot-hand-result.h — the end of a hand: who made what, card points, the itemised score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shows the finished hand of "game" (nothing before it ends), a
 * widget of the caller's under it (the score sheet) and a button for
 * "table.next-hand".
 */
#pragma once

#include <gtk/gtk.h>

#include "model/tarot-game.h"

G_BEGIN_DECLS

#define TAROT_TYPE_HAND_RESULT (tarot_hand_result_get_type ())

G_DECLARE_FINAL_TYPE (TarotHandResult, tarot_hand_result, TAROT, HAND_RESULT, GtkWidget)

void       tarot_hand_result_set_game       (TarotHandResult *self,
                                             TarotGame       *game);
/* Reads the game's finished hand again. */
void       tarot_hand_result_update         (TarotHandResult *self);
void       tarot_hand_result_set_score_view (TarotHandResult *self,
                                             GtkWidget       *score_view);
/* "12½", "23⅓": @points in 1/@unit. */
char      *tarot_hand_result_format_points  (guint32          points,
                                             guint            unit);

G_END_DECLS
