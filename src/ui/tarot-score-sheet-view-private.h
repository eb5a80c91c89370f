/* tarot-score-sheet-view-private.h — what the files of TarotScoreSheetView share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tarot-score-sheet-view.c keeps the widget: the sheet, the mode, properties and signals;
 * tarot-score-sheet-columns.c the columns, tarot-score-sheet-slate.c the slate, and
 * tarot-score-sheet-lines.c the popover of a hand's itemised lines both open.
 */
#pragma once

#include "tarot-score-sheet-view.h"

G_BEGIN_DECLS

struct _TarotScoreSheetView
{
  AdwBin             parent_instance;

  TarotScoreSheet   *sheet;
  /* The sheet's rows followed by one more item, the sheet itself, which the columns show as
   * the totals row: GtkColumnView has no footer of its own. */
  GListStore        *totals_store;
  GtkFlattenListModel *rows_and_totals;
  gboolean           editable;

  GtkWidget         *mode_box;
  GtkToggleButton   *columns_button;
  GtkToggleButton   *slate_button;
  GtkStack          *stack;
  GtkScrolledWindow *columns_scroller;
  GtkColumnView     *column_view;
  GtkScrolledWindow *slate_scroller;
  GtkGrid           *slate_grid;
};

typedef enum
{
  EDIT_ROW,
  DELETE_ROW,
  N_ROW_SIGNALS
} TarotSheetRowSignal;

/* tarot-score-sheet-view.c: cells, and the row signals. */
void       _tarot_score_sheet_view_set_amount           (GtkWidget           *label,
                                                         gint                 amount,
                                                         gboolean             with_sign);
void       _tarot_score_sheet_view_set_class            (GtkWidget           *widget,
                                                         const char          *css_class,
                                                         gboolean             set);
GtkWidget *_tarot_score_sheet_view_number_label         (void);
void       _tarot_score_sheet_view_emit_row             (TarotScoreSheetView *self,
                                                         TarotSheetRowSignal  which,
                                                         guint                position);

/* tarot-score-sheet-lines.c: the create-popup function of a menu button that is a list
 * item's ("list-item") or a slate row's ("position"). */
char      *_tarot_score_sheet_view_dealer_text          (TarotScoreSheet     *sheet,
                                                         TarotScoreRow       *row);
void       _tarot_score_sheet_view_create_lines_popover (GtkMenuButton       *button,
                                                         gpointer             user_data);

/* tarot-score-sheet-columns.c */
void       _tarot_score_sheet_view_build_columns        (TarotScoreSheetView *self);
void       _tarot_score_sheet_view_clear_columns        (TarotScoreSheetView *self);
void       _tarot_score_sheet_view_row_activated        (TarotScoreSheetView *self,
                                                         guint                position);

/* tarot-score-sheet-slate.c */
void       _tarot_score_sheet_view_rebuild_slate        (TarotScoreSheetView *self);
void       _tarot_score_sheet_view_slate_clicked        (GtkGestureClick     *gesture,
                                                         int                  n_press,
                                                         double               x,
                                                         double               y,
                                                         TarotScoreSheetView *self);

G_END_DECLS
