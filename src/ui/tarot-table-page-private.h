/* tarot-table-page-private.h — what the files of the table page share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tarot-bot-driver.h"
#include "tarot-choice-bar.h"
#include "tarot-hand-result.h"
#include "tarot-hand-view.h"
#include "tarot-hint-controller.h"
#include "tarot-hint-view.h"
#include "tarot-table-page.h"
#include "tarot-table-panel.h"
#include "tarot-trick-view.h"

G_BEGIN_DECLS

struct _TarotTablePage
{
  AdwBin             parent_instance;

  TarotGame         *game;
  GSignalGroup      *game_signals;
  TarotCardRenderer *renderer;
  TarotBotDriver    *bots;
  double             speed;
  gboolean           can_undo;
  gboolean           can_redo;

  /* hints (tarot-table-page-hint.c) */
  TarotHintController *hints;
  gboolean           show_hints;

  /* dealing (tarot-table-page-deal.c) */
  AdwAnimation      *deal_animation;
  double             deal_progress;
  gboolean           dealing;
  gboolean           deal_on_map;   /* dealt when the table comes on screen */
  guint              deal_steps[TAROT_CARD_ID_LIMIT];  /* cards in a hand after each packet */
  guint              n_deal_steps;  /* 0: card by card */
  guint              talon_dealt;

  /* cards chosen to lay away or show, then confirmed together */
  gboolean           applying;
  TarotActionKind    batch_kind;    /* DISCARD or SHOW while the viewer chooses cards for it */
  guint              batch_size;
  TarotCard          selection[TAROT_CARD_ID_LIMIT];  /* in the order chosen */
  guint              n_selected;
  char              *selection_problem;

  guint              viewer;        /* the human whose cards show, TAROT_NO_SEAT before any */
  guint              bottom_seat;
  guint              asked;         /* decisions taken when the last question got the focus, + 1 */
  gboolean           compact;
  guint              layout_source;
  int                laid_out_width;
  GtkWidget         *seats[TAROT_MAX_PLAYERS];
  GtkWidget         *score_view;

  AdwFlap           *flap;
  GtkStack          *main_stack;
  GtkBox            *top_row;
  GtkBox            *left_column;
  GtkBox            *right_column;
  GtkBox            *talon_box;
  GtkBox            *stock_box;
  GtkLabel          *table_status;
  TarotTrickView    *trick_view;
  TarotTablePanel   *side_panel;
  TarotChoiceBar    *choice_bar;
  TarotHandView     *hand_view;
  TarotHintView     *hint_view;
  AdwStatusPage     *cover_page;
  GtkButton         *cover_button;
  TarotHandResult   *hand_result;
};

void  _tarot_table_page_refresh             (TarotTablePage        *self);
/* The seat whose cards and knowledge the table shows. */
guint _tarot_table_page_current_view        (TarotTablePage        *self);
void  _tarot_table_page_apply               (TarotTablePage        *self,
                                             TarotAction            action);
const char *_tarot_table_page_seat_name     (TarotTablePage        *self,
                                             guint                  seat);

/* tarot-table-page-seats.c */
void  _tarot_table_page_build_seats         (TarotTablePage        *self);
void  _tarot_table_page_update_seats        (TarotTablePage        *self,
                                             const TarotPlayerView *view);
/* Marks the seat the bot driver says is thinking. */
void  _tarot_table_page_show_thinking       (TarotTablePage        *self);

/* tarot-table-page-felt.c */
void  _tarot_table_page_update_felt         (TarotTablePage        *self,
                                             const TarotPlayerView *view);
void  _tarot_table_page_update_talon        (TarotTablePage        *self,
                                             const TarotPlayerView *view);
void  _tarot_table_page_felt_set_compact    (TarotTablePage        *self,
                                             gboolean               compact);

/* tarot-table-page-hand.c */
void  _tarot_table_page_hand_class_init     (GtkWidgetClass        *widget_class);
void  _tarot_table_page_update_hand         (TarotTablePage        *self,
                                             const TarotPlayerView *view);
void  _tarot_table_page_update_prompt       (TarotTablePage        *self,
                                             const TarotPlayerView *view);
/* After a refresh: the focus to the new question, or kept in the hand. */
void  _tarot_table_page_follow_focus        (TarotTablePage        *self,
                                             const TarotPlayerView *view);

/* tarot-table-page-status.c */
void  _tarot_table_page_announce            (TarotTablePage        *self,
                                             const char            *text);
/* Says what @action (just applied) decided, and what followed from it. */
void  _tarot_table_page_announce_action     (TarotTablePage        *self,
                                             const TarotAction     *action);

/* tarot-table-page-layout.c */
void  _tarot_table_page_layout_class_init   (GtkWidgetClass        *widget_class);

/* tarot-table-page-selection.c */
gboolean _tarot_table_page_is_batch_kind    (TarotActionKind        kind);
/* How many decisions of @kind the seat to move takes in a row. */
guint _tarot_table_page_count_batch         (TarotTablePage        *self,
                                             TarotActionKind        kind);
void  _tarot_table_page_set_selection_problem (TarotTablePage      *self,
                                             const char            *problem);
void  _tarot_table_page_toggle_card         (TarotTablePage        *self,
                                             const TarotPlayerView *view,
                                             TarotCard              card);
void  _tarot_table_page_confirm_selection   (TarotTablePage        *self);

/* tarot-table-page-actions.c */
void  _tarot_table_page_class_actions_init  (GtkWidgetClass        *widget_class);
void  _tarot_table_page_actions_update      (TarotTablePage        *self);
void  _tarot_table_page_notify_can_undo     (TarotTablePage        *self);

/* tarot-table-page-deal.c */
void  _tarot_table_page_deal_init           (TarotTablePage        *self);
void  _tarot_table_page_deal_dispose        (TarotTablePage        *self);
void  _tarot_table_page_start_hand          (TarotTablePage        *self);
void  _tarot_table_page_stop_dealing        (TarotTablePage        *self);
/* How many of @n cards have been dealt so far. */
guint _tarot_table_page_dealt               (TarotTablePage        *self,
                                             guint                  n);
void  _tarot_table_page_deal_on_map         (TarotTablePage        *self);

/* tarot-table-page-hint.c */
void  _tarot_table_page_hint_class_init     (GtkWidgetClass        *widget_class);
void  _tarot_table_page_hint_init           (TarotTablePage        *self);
void  _tarot_table_page_hint_dispose        (TarotTablePage        *self);
/* The game moved on: the hint no longer applies. */
void  _tarot_table_page_hint_drop           (TarotTablePage        *self);
/* Shows the hint bar or not, marks the suggestion again after a refresh. */
void  _tarot_table_page_hint_refresh        (TarotTablePage        *self);
void  _tarot_table_page_hint_update_action  (TarotTablePage        *self);

G_END_DECLS
