/* tarot-score-chart.h — the running totals of a score sheet, drawn over the hands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One line per player, or per side with fixed partnerships (partners
 * score alike), from 0 before the first hand to the current totals;
 * a legend with the names and totals, the hands along the bottom and
 * the points up the side.  Each line has its own colour and dash, so
 * that they stay apart in both styles and without colour.  Where the
 * sheet has rubbers (tarot_score_sheet_set_rubber()) a thin rule marks
 * where each one ends.
 */
#pragma once

#include <adwaita.h>

#include "model/tarot-score-sheet.h"

G_BEGIN_DECLS

#define TAROT_TYPE_SCORE_CHART (tarot_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (TarotScoreChart, tarot_score_chart, TAROT, SCORE_CHART, GtkWidget)

GtkWidget       *tarot_score_chart_new             (void);
void             tarot_score_chart_set_sheet       (TarotScoreChart *self,
                                                    TarotScoreSheet *sheet);
TarotScoreSheet *tarot_score_chart_get_sheet       (TarotScoreChart *self);
/* The lines drawn: players, or sides; 0 without a sheet. */
guint            tarot_score_chart_get_n_series    (TarotScoreChart *self);
/* The name the legend gives line @series (owned by the caller). */
char            *tarot_score_chart_get_series_name (TarotScoreChart *self,
                                                    guint            series);

G_END_DECLS
