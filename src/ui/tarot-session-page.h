/* tarot-session-page.h — one score-keeping session: the form for the next hand, the sheet
 * and who deals next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Wide, the form and the sheet stand side by side; narrow (down to 360 pixels), one at a
 * time with a switch between them. Rows of the sheet can be edited (the hand goes back into
 * the form, to be replaced) or deleted (with Undo). A session that cannot be written shows
 * why, with Retry.
 *
 * Signals: "back" — the person asked for the list of sessions.
 */
#pragma once

#include <adwaita.h>

#include "model/tarot-table-session.h"
#include "tarot-outcome-form.h"
#include "tarot-sheet-panel.h"

G_BEGIN_DECLS

#define TAROT_TYPE_SESSION_PAGE (tarot_session_page_get_type ())

G_DECLARE_FINAL_TYPE (TarotSessionPage, tarot_session_page, TAROT, SESSION_PAGE, AdwBin)

GtkWidget         *tarot_session_page_new            (void);
void               tarot_session_page_set_session    (TarotSessionPage  *self,
                                                      TarotTableSession *session);
TarotTableSession *tarot_session_page_get_session    (TarotSessionPage  *self);
TarotOutcomeForm  *tarot_session_page_get_form       (TarotSessionPage  *self);
TarotSheetPanel   *tarot_session_page_get_sheet_panel (TarotSessionPage *self);
/* "form" or "sheet": the side shown when the page is narrow. */
void               tarot_session_page_show           (TarotSessionPage  *self,
                                                      const char        *side);

G_END_DECLS
