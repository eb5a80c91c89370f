/* tarot-sheet-print.h — the score sheet laid out on paper pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws with cairo and pango only, so that GtkPrintOperation ("Print
 * to PDF" included) and the tests use the same code.  Each page has
 * the title, the column heads (hand, summary, a column per player),
 * then a line per hand with each player's amount and, beneath it
 * smaller, the running total.  Where a game or rubber ends
 * (tarot_score_sheet_set_rubber()) a line names it and its winner and
 * gives each player's or side's balance (or tally) in it; the last
 * page ends with the totals and the standing.  Units are points.
 */
#pragma once

#include <cairo.h>

#include "model/tarot-score-sheet.h"

G_BEGIN_DECLS

typedef struct _TarotSheetPrint TarotSheetPrint;

TarotSheetPrint *tarot_sheet_print_new      (TarotScoreSheet  *sheet,
                                             const char       *title);
void             tarot_sheet_print_free     (TarotSheetPrint  *print);

/* Lays the sheet out on pages of @width × @height; returns the number of pages. */
guint            tarot_sheet_print_paginate (TarotSheetPrint  *print,
                                             cairo_t          *cr,
                                             double            width,
                                             double            height);
/* The sheet rows on @page (0-based): the first and how many. */
void             tarot_sheet_print_get_page_rows (TarotSheetPrint *print,
                                                  guint            page,
                                                  guint           *first,
                                                  guint           *n_rows);
void             tarot_sheet_print_draw_page (TarotSheetPrint *print,
                                              cairo_t         *cr,
                                              guint            page);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TarotSheetPrint, tarot_sheet_print_free)

G_END_DECLS
