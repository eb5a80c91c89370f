/* tarot-hint-view.h — the hint button and what the hint says
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A button for "table.hint", a spinner while the hint is worked out,
 * then the hint in words a player understands: what to do and why
 * (the card's points, whether it takes the trick, whether a partner
 * holds it), with the expected score of the two best choices when the
 * search compared them.
 */
#pragma once

#include <gtk/gtk.h>

#include "ai/tarot-hint.h"
#include "cards/tarot-card-renderer.h"
#include "model/tarot-game.h"

G_BEGIN_DECLS

#define TAROT_TYPE_HINT_VIEW (tarot_hint_view_get_type ())

G_DECLARE_FINAL_TYPE (TarotHintView, tarot_hint_view, TAROT, HINT_VIEW, GtkWidget)

/* Shows @hint for the decision @game is at (NULL: nothing). */
void        tarot_hint_view_set_hint     (TarotHintView     *self,
                                          TarotGame         *game,
                                          TarotCardRenderer *renderer,
                                          const TarotHint   *hint);
void        tarot_hint_view_set_thinking (TarotHintView     *self,
                                          gboolean           thinking);
/* What to do and why; "" when no hint is shown. */
const char *tarot_hint_view_get_reason   (TarotHintView     *self);
/* The expected scores; "" when the search did not compare choices. */
const char *tarot_hint_view_get_scores   (TarotHintView     *self);

G_END_DECLS
