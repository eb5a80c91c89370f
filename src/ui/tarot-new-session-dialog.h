/* tarot-new-session-dialog.h — starting to keep the score of a game played with real cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game (any variant), the number of players, their names in seating order, the first
 * dealer and the house rules. Emits "start" (TarotTableSession *session) when the person
 * presses Start, then closes; Cancel and Escape close it without a signal.
 */
#pragma once

#include <adwaita.h>

#include "model/tarot-table-session.h"
#include "model/tarot-variant.h"

G_BEGIN_DECLS

#define TAROT_TYPE_NEW_SESSION_DIALOG (tarot_new_session_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TarotNewSessionDialog, tarot_new_session_dialog, TAROT, NEW_SESSION_DIALOG, AdwWindow)

/* @variant_id: the game chosen first (NULL: the first one); @names: the names to offer
 * (those of the last session kept, so the same table starts again in seconds), may be NULL. */
TarotNewSessionDialog *tarot_new_session_dialog_new (const char        *variant_id,
                                                     const char *const *names);

G_END_DECLS
