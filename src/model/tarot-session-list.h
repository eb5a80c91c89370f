/* tarot-session-list.h — the score-keeping sessions kept in a
 * directory, one file each: a GListModel of TarotTableSession, newest
 * modified first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The application keeps them in $XDG_DATA_HOME/triumphs/sessions/.
 * Files are named by a generated id; hidden files are the removed
 * sessions still waiting for their undo.
 */
#pragma once

#include <gio/gio.h>

#include "model/tarot-table-session.h"

G_BEGIN_DECLS

#define TAROT_TYPE_SESSION_LIST (tarot_session_list_get_type ())

G_DECLARE_FINAL_TYPE (TarotSessionList, tarot_session_list, TAROT, SESSION_LIST, GObject)

/* Reads nothing yet: call tarot_session_list_reload(). */
TarotSessionList *tarot_session_list_new         (const char        *dir);
const char       *tarot_session_list_get_dir     (TarotSessionList  *self);
/* Loads every session file; unreadable files are skipped and reported
 * through @errors (a GPtrArray of GError*, may be NULL), never
 * deleted.  A missing directory is an empty list. */
void              tarot_session_list_reload      (TarotSessionList  *self,
                                                  GPtrArray         *errors);
/* Adds @session: gives it a path in the directory and saves it. */
gboolean          tarot_session_list_add         (TarotSessionList  *self,
                                                  TarotTableSession *session,
                                                  GError           **error);
/* Removes @session from the list and moves its file aside (hidden);
 * tarot_session_list_undo_remove() puts back the last one removed;
 * tarot_session_list_purge() deletes the files set aside (the app
 * calls it when the undo toast goes). */
gboolean          tarot_session_list_remove      (TarotSessionList  *self,
                                                  TarotTableSession *session,
                                                  GError           **error);
gboolean          tarot_session_list_undo_remove (TarotSessionList  *self,
                                                  GError           **error);
void              tarot_session_list_purge       (TarotSessionList  *self);

G_END_DECLS
