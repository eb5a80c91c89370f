/* tarot-hint-controller.h — works out a hint for the player to move, off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tarot_hint_controller_request() runs tarot_hint_compute() on the
 * view of the seat to move in a worker thread; "thinking" is TRUE
 * meanwhile and "ready" is emitted when the hint is there.  The hint
 * belongs to the decision it was asked at: whoever owns the controller
 * calls tarot_hint_controller_cancel() when the game moves on, which
 * drops it and stops a search under way.
 */
#pragma once

#include <gio/gio.h>

#include "ai/tarot-hint.h"
#include "model/tarot-game.h"

G_BEGIN_DECLS

#define TAROT_TYPE_HINT_CONTROLLER (tarot_hint_controller_get_type ())

G_DECLARE_FINAL_TYPE (TarotHintController, tarot_hint_controller, TAROT, HINT_CONTROLLER, GObject)

TarotHintController *tarot_hint_controller_new          (void);
/* Starts a hint for @seat, which must be to move in @game; the seed
 * depends only on the game, the hand and the decision, so asking
 * again gives the same hint. */
void                 tarot_hint_controller_request      (TarotHintController *self,
                                                         TarotGame           *game,
                                                         guint                seat);
void                 tarot_hint_controller_cancel       (TarotHintController *self);
gboolean             tarot_hint_controller_get_thinking (TarotHintController *self);
/* The hint once "ready" was emitted, NULL before and after a cancel. */
const TarotHint     *tarot_hint_controller_get_hint     (TarotHintController *self);
/* The seed tarot_hint_controller_request() uses for @game's decision now. */
guint64              tarot_hint_controller_seed         (TarotGame           *game);

G_END_DECLS
