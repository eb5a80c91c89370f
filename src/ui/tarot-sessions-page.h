/* tarot-sessions-page.h — the score sheets of games played with real cards: the list, and
 * the session opened from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each row shows the name, the game, the players' totals and the date; a row opens its
 * session; its menu renames or deletes it (with Undo). With no session yet, a status page
 * offers to start one (win.keep-score).
 */
#pragma once

#include <adwaita.h>

#include "model/tarot-session-list.h"
#include "tarot-session-page.h"

G_BEGIN_DECLS

#define TAROT_TYPE_SESSIONS_PAGE (tarot_sessions_page_get_type ())

G_DECLARE_FINAL_TYPE (TarotSessionsPage, tarot_sessions_page, TAROT, SESSIONS_PAGE, AdwBin)

void              tarot_sessions_page_set_list         (TarotSessionsPage *self,
                                                        TarotSessionList  *list);
TarotSessionList *tarot_sessions_page_get_list         (TarotSessionsPage *self);
/* Adds @session to the list (which saves it) and opens it. */
gboolean          tarot_sessions_page_add              (TarotSessionsPage *self,
                                                        TarotTableSession *session,
                                                        GError           **error);
void              tarot_sessions_page_open             (TarotSessionsPage *self,
                                                        TarotTableSession *session);
/* Back to the list. */
void              tarot_sessions_page_show_list        (TarotSessionsPage *self);
TarotSessionPage *tarot_sessions_page_get_session_page (TarotSessionsPage *self);
/* What the rows' menus do, for the keyboard and for tests. */
void              tarot_sessions_page_rename           (TarotSessionsPage *self,
                                                        TarotTableSession *session,
                                                        const char        *name);
gboolean          tarot_sessions_page_delete           (TarotSessionsPage *self,
                                                        TarotTableSession *session,
                                                        GError           **error);
/* The Undo of the last deletion's toast. */
gboolean          tarot_sessions_page_undo_delete      (TarotSessionsPage *self,
                                                        GError           **error);

G_END_DECLS
