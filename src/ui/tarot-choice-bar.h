/* tarot-choice-bar.h — the question to the player and its answers: bids, calls, announcements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each choice is a button for the action "table.choose" (parameter
 * "u", tarot_choice_bar_action_target()), numbered 1 to 9 in order:
 * the number key chooses it wherever the focus is in the window, Enter
 * or Space the focused one.  While cards are chosen to lay away or
 * show, the bar says how many and offers "table.confirm".  Beyond
 * what fits (fewer on narrow windows), choices go into a "More" menu.
 */
#pragma once

#include <gtk/gtk.h>

#include "model/tarot-game.h"

G_BEGIN_DECLS

#define TAROT_TYPE_CHOICE_BAR (tarot_choice_bar_get_type ())

G_DECLARE_FINAL_TYPE (TarotChoiceBar, tarot_choice_bar, TAROT, CHOICE_BAR, GtkWidget)

GVariant    *tarot_choice_bar_action_target      (TarotAction        action);
TarotAction  tarot_choice_bar_action_from_target (GVariant          *target);

void         tarot_choice_bar_set_prompt  (TarotChoiceBar    *self,
                                           const char        *seat,
                                           const char        *prompt);
const char  *tarot_choice_bar_get_prompt  (TarotChoiceBar    *self);
/* One button per action, labelled in the variant's words with the UI
 * language's in the tooltip. */
void         tarot_choice_bar_set_choices (TarotChoiceBar    *self,
                                           TarotGame         *game,
                                           const TarotAction *actions,
                                           guint              n_actions);
/* Cards are being chosen for @kind (DISCARD or SHOW): @problem, if
 * not NULL, says why the last one was refused. */
void         tarot_choice_bar_set_batch   (TarotChoiceBar    *self,
                                           TarotActionKind    kind,
                                           guint              n_chosen,
                                           guint              n_wanted,
                                           const char        *problem);
void         tarot_choice_bar_clear       (TarotChoiceBar    *self);
guint        tarot_choice_bar_get_n_choices (TarotChoiceBar  *self);
/* The button of choice @index (0-based; its key is @index + 1). */
GtkWidget   *tarot_choice_bar_get_choice  (TarotChoiceBar    *self,
                                           guint              index);
/* The key that chooses @index, 0 if none. */
guint        tarot_choice_bar_get_choice_key (TarotChoiceBar *self,
                                              guint           index);
/* Moves the focus to the first choice (or the confirm button); FALSE if there is none. */
gboolean     tarot_choice_bar_focus_first (TarotChoiceBar    *self);
void         tarot_choice_bar_set_compact (TarotChoiceBar    *self,
                                           gboolean           compact);

G_END_DECLS
