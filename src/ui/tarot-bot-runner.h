/* tarot-bot-runner.h — computer players think on a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ai/tarot-ai.h"
#include "model/tarot-deal.h"

G_BEGIN_DECLS

#define TAROT_TYPE_BOT_RUNNER (tarot_bot_runner_get_type ())

G_DECLARE_FINAL_TYPE (TarotBotRunner, tarot_bot_runner, TAROT, BOT_RUNNER, GObject)

TarotBotRunner *tarot_bot_runner_new    (void);
/* Chooses an action for @view's seat at @level (tarot_ai_choose()),
 * from copies of @rules and @view, on a worker thread; @callback runs
 * on the thread-default main context of the caller.  @seed makes the
 * choice reproducible.  Cancelling @cancellable cuts the thinking
 * short and the call fails with G_IO_ERROR_CANCELLED. */
void            tarot_bot_runner_choose_async  (TarotBotRunner        *self,
                                                const TarotRules      *rules,
                                                const TarotPlayerView *view,
                                                TarotAiLevel           level,
                                                guint64                seed,
                                                GCancellable          *cancellable,
                                                GAsyncReadyCallback    callback,
                                                gpointer               user_data);
gboolean        tarot_bot_runner_choose_finish (TarotBotRunner        *self,
                                                GAsyncResult          *result,
                                                TarotAction           *action,
                                                GError               **error);
/* The least time a decision takes on the worker, in microseconds (0
 * by default): shows how the table looks while a slow computer player
 * thinks, on any machine. */
void            tarot_bot_runner_set_min_time  (TarotBotRunner        *self,
                                                gint64                 usec);

G_END_DECLS
