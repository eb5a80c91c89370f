/* tarot-sheet-panel.h — the whole score sheet of a session or a played game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three views of one sheet: Columns (a row per hand, click a row for
 * its itemised lines), Slate (running totals per player or side,
 * earlier ones struck through) and Chart; who deals next; where the
 * sheet has rubbers (tarot_score_sheet_set_rubber()), the hand's place
 * in its rubber and the rubbers won so far.  With "editable" a row's lines offer Edit and
 * Delete, which emit "edit-row" and "delete-row" (guint position).
 *
 * Actions: sheet.export-csv (a save dialog, then the CSV of
 * tarot_score_sheet_to_csv() with the itemised lines), sheet.print
 * (GtkPrintOperation, so "Print to PDF" works too).
 */
#pragma once

#include <adwaita.h>

#include "model/tarot-score-sheet.h"

G_BEGIN_DECLS

#define TAROT_TYPE_SHEET_PANEL (tarot_sheet_panel_get_type ())

G_DECLARE_FINAL_TYPE (TarotSheetPanel, tarot_sheet_panel, TAROT, SHEET_PANEL, AdwBin)

GtkWidget       *tarot_sheet_panel_new             (void);
void             tarot_sheet_panel_set_sheet       (TarotSheetPanel *self,
                                                    TarotScoreSheet *sheet);
TarotScoreSheet *tarot_sheet_panel_get_sheet       (TarotSheetPanel *self);
/* G_MAXUINT hides it. */
void             tarot_sheet_panel_set_next_dealer (TarotSheetPanel *self,
                                                    guint            seat);
guint            tarot_sheet_panel_get_next_dealer (TarotSheetPanel *self);
void             tarot_sheet_panel_set_editable    (TarotSheetPanel *self,
                                                    gboolean         editable);
gboolean         tarot_sheet_panel_get_editable    (TarotSheetPanel *self);
/* The heading of the printed sheet and the suggested file name ("Score Sheet" if unset). */
void             tarot_sheet_panel_set_title       (TarotSheetPanel *self,
                                                    const char      *title);
/* "columns", "slate" or "chart". */
void             tarot_sheet_panel_set_view        (TarotSheetPanel *self,
                                                    const char      *view);
const char      *tarot_sheet_panel_get_view        (TarotSheetPanel *self);
/* What sheet.export-csv writes once the file is chosen. */
gboolean         tarot_sheet_panel_export_csv      (TarotSheetPanel *self,
                                                    GFile           *file,
                                                    GError         **error);

G_END_DECLS
