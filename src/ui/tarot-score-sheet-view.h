/* tarot-score-sheet-view.h — the score sheet of a session, by column or as a slate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Columns: a row per hand with each player's amount and running total,
 * and a totals row.  Slate: the running totals only, per player or per
 * side for fixed partnerships, a line per hand as chalked at the table.
 * Follows the sheet as hands are added or taken back.  Clicking a row
 * of the columns opens its itemised lines; with "editable" they offer
 * Edit and Delete, which emit "edit-row" and "delete-row" (guint
 * position).  Where the sheet has rubbers (tarot_score_sheet_set_rubber():
 * Troccas' games, Ottocento's rubbers to 800) a line closes each one with
 * its number, winner and the sides' balances or tallies; where the rows
 * keep a tally, each row shows it, and the slate chalks it.
 */
#pragma once

#include <adwaita.h>

#include "model/tarot-score-sheet.h"

G_BEGIN_DECLS

#define TAROT_TYPE_SCORE_SHEET_VIEW (tarot_score_sheet_view_get_type ())

G_DECLARE_FINAL_TYPE (TarotScoreSheetView, tarot_score_sheet_view, TAROT, SCORE_SHEET_VIEW, AdwBin)

GtkWidget       *tarot_score_sheet_view_new       (void);
void             tarot_score_sheet_view_set_sheet (TarotScoreSheetView *self,
                                                   TarotScoreSheet     *sheet);
TarotScoreSheet *tarot_score_sheet_view_get_sheet (TarotScoreSheetView *self);
/* "columns" or "slate". */
void             tarot_score_sheet_view_set_mode  (TarotScoreSheetView *self,
                                                   const char          *mode);
const char      *tarot_score_sheet_view_get_mode  (TarotScoreSheetView *self);
/* The Columns / Slate buttons; hidden where a container offers its own. */
void             tarot_score_sheet_view_set_show_mode_switcher (TarotScoreSheetView *self,
                                                                gboolean             show);
void             tarot_score_sheet_view_set_editable (TarotScoreSheetView *self,
                                                      gboolean             editable);
gboolean         tarot_score_sheet_view_get_editable (TarotScoreSheetView *self);

G_END_DECLS
