/* tarot-score-row.h — one hand on the score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Immutable once made: the itemised lines of the hand, the amount per
 * player and the running totals after it.  Rows are the items of a
 * TarotScoreSheet (a GListModel).
 */
#pragma once

#include <glib-object.h>

#include "model/tarot-deal.h"

G_BEGIN_DECLS

#define TAROT_TYPE_SCORE_ROW (tarot_score_row_get_type ())

G_DECLARE_FINAL_TYPE (TarotScoreRow, tarot_score_row, TAROT, SCORE_ROW, GObject)

/* @score gives the lines and amounts (score->n_players players);
 * @previous (may be NULL) the running totals this row adds to.
 * @declarer is TAROT_NO_SEAT for games or hands without one. */
TarotScoreRow *tarot_score_row_new               (guint                hand_number,
                                                  guint                dealer,
                                                  guint                declarer,
                                                  const char          *summary,
                                                  const TarotScore    *score,
                                                  TarotScoreRow       *previous);

guint          tarot_score_row_get_hand_number   (TarotScoreRow       *row);
guint          tarot_score_row_get_dealer        (TarotScoreRow       *row);
guint          tarot_score_row_get_declarer      (TarotScoreRow       *row);
const char    *tarot_score_row_get_summary       (TarotScoreRow       *row);
guint          tarot_score_row_get_n_players     (TarotScoreRow       *row);
guint          tarot_score_row_get_n_lines       (TarotScoreRow       *row);
const char    *tarot_score_row_get_line_label    (TarotScoreRow       *row,
                                                  guint                line);
gint           tarot_score_row_get_line_amount   (TarotScoreRow       *row,
                                                  guint                line,
                                                  guint                seat);
/* TRUE for a line paid into or taken from the pots on the table
 * (French mouches), the only lines that do not sum to 0. */
gboolean       tarot_score_row_get_line_is_pot   (TarotScoreRow       *row,
                                                  guint                line);
/* What @seat won or lost in this hand (the sum of its lines). */
gint           tarot_score_row_get_amount        (TarotScoreRow       *row,
                                                  guint                seat);
/* @seat's total after this hand. */
gint           tarot_score_row_get_running_total (TarotScoreRow       *row,
                                                  guint                seat);

/* What the hand adds to each seat's tally toward a rubber's target
 * (TarotScore.tally, Ottocento's side totals); 0 without one. */
gboolean       tarot_score_row_has_tally         (TarotScoreRow       *row);
gint           tarot_score_row_get_tally         (TarotScoreRow       *row,
                                                  guint                seat);
/* What the hand put into the pool carried across hands (TarotScore.pool,
 * S5's piatto), negative when it was taken; 0 without one. */
gint           tarot_score_row_get_pool          (TarotScoreRow       *row);

G_END_DECLS
