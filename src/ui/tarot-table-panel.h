/* tarot-table-panel.h — the side of the table: what was said (auction, calls, announcements),
 * the cards laid open, and the last trick
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cards/tarot-card-renderer.h"
#include "model/tarot-game.h"

G_BEGIN_DECLS

#define TAROT_TYPE_TABLE_PANEL (tarot_table_panel_get_type ())

G_DECLARE_FINAL_TYPE (TarotTablePanel, tarot_table_panel, TAROT, TABLE_PANEL, GtkWidget)

void tarot_table_panel_set_game         (TarotTablePanel       *self,
                                         TarotGame             *game,
                                         TarotCardRenderer     *renderer);
/* Shows what @view's seat knows. */
void tarot_table_panel_update           (TarotTablePanel       *self,
                                         const TarotPlayerView *view);
/* Pops up the cards of @view's last finished trick; the focus comes
 * back where it was when it closes. */
void tarot_table_panel_show_last_trick  (TarotTablePanel       *self,
                                         const TarotPlayerView *view);

G_END_DECLS
