/* tarot-cli-external.h — a computer player in another process
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The line-based JSON protocol of docs/cli.md ("External players"):
 * hello, decide, result, quit.  The host owns the rules: every reply
 * must be one of the legal actions it sent.
 */
#pragma once

#include <gio/gio.h>

#include "model/tarot-deal.h"
#include "model/tarot-variant.h"

G_BEGIN_DECLS

typedef struct _TarotCliExternal TarotCliExternal;

/* Starts @command (split like a shell would, run without one) and
 * checks with `hello` that it plays @variant for @n_players.
 * @timeout_ms bounds every reply (0: no bound). */
TarotCliExternal *tarot_cli_external_start  (const char             *command,
                                             TarotVariant           *variant,
                                             guint                   n_players,
                                             guint                   timeout_ms,
                                             GError                **error);
/* Sends `quit`, waits a moment for the process to end, ends it
 * otherwise. */
void              tarot_cli_external_free   (TarotCliExternal       *external);

/* Asks for the action of @view->seat: @options are the non-default
 * option values, @hand_id the hand's opaque id, @log the hand's
 * actions so far (TarotAction), masked here for the seat.  Fails,
 * naming the request and the reply, when the engine does not answer
 * in time, answers something else than one line of JSON, reports an
 * error or answers an action not in @view->legal. */
gboolean          tarot_cli_external_decide (TarotCliExternal       *external,
                                             const TarotRules       *rules,
                                             GHashTable             *options,
                                             const char             *hand_id,
                                             const TarotPlayerView  *view,
                                             GArray                 *log,
                                             TarotAction            *out,
                                             GError                **error);
/* Tells the engine how the hand ended: @replay is its save-format
 * object without the seed, @hands the hands as dealt. */
gboolean          tarot_cli_external_result (TarotCliExternal       *external,
                                             const char             *hand_id,
                                             JsonObject             *replay,
                                             JsonArray              *hands,
                                             TarotEnd                end,
                                             const TarotScore       *score,
                                             GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TarotCliExternal, tarot_cli_external_free)

G_END_DECLS
