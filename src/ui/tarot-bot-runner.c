/* tarot-bot-runner.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "model/tarot-error.h"
#include "tarot-bot-runner.h"

struct _TarotBotRunner
{
  GObject parent_instance;

  gint64  min_time;
};

/* Everything the worker reads: copies, so the game may move on meanwhile. */
typedef struct
{
  TarotRules      rules;
  TarotPlayerView view;
  TarotAiLevel    level;
  guint64         seed;
  gint64          min_time;
} Request;

G_DEFINE_FINAL_TYPE (TarotBotRunner, tarot_bot_runner, G_TYPE_OBJECT)

static void
tarot_bot_runner_class_init (TarotBotRunnerClass *klass G_GNUC_UNUSED)
{
}

static void
tarot_bot_runner_init (TarotBotRunner *self G_GNUC_UNUSED)
{
}

TarotBotRunner *
tarot_bot_runner_new (void)
{
  return g_object_new (TAROT_TYPE_BOT_RUNNER, NULL);
}

static void
choose_thread (GTask        *task,
               gpointer      source_object G_GNUC_UNUSED,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Request *request = task_data;
  gint64 until = g_get_monotonic_time () + request->min_time;
  TarotAction *action;
  TarotRng rng;

  if (g_task_return_error_if_cancelled (task))
    return;

  tarot_rng_init (&rng, request->seed);
  action = g_new (TarotAction, 1);
  *action = tarot_ai_choose (&request->rules, &request->view, request->level, &rng, cancellable);
  for (gint64 left; (left = until - g_get_monotonic_time ()) > 0 && !g_cancellable_is_cancelled (cancellable);)
    g_usleep ((gulong) MIN (left, 10 * G_TIME_SPAN_MILLISECOND));
  if (g_task_return_error_if_cancelled (task))
    {
      g_free (action);
      return;
    }
  if (action->kind == TAROT_ACTION_NONE)
    {
      g_free (action);
      g_task_return_new_error (task, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                               "Seat %u is not to move", request->view.seat);
      return;
    }
  g_task_return_pointer (task, action, g_free);
}

void
tarot_bot_runner_choose_async (TarotBotRunner        *self,
                               const TarotRules      *rules,
                               const TarotPlayerView *view,
                               TarotAiLevel           level,
                               guint64                seed,
                               GCancellable          *cancellable,
                               GAsyncReadyCallback    callback,
                               gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  Request *request;

  g_return_if_fail (TAROT_IS_BOT_RUNNER (self));
  g_return_if_fail (rules != NULL && view != NULL);

  request = g_new (Request, 1);
  request->rules = *rules;
  request->view = *view;
  request->level = level;
  request->seed = seed;
  request->min_time = self->min_time;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tarot_bot_runner_choose_async);
  g_task_set_task_data (task, request, g_free);
  g_task_run_in_thread (task, choose_thread);
}

gboolean
tarot_bot_runner_choose_finish (TarotBotRunner  *self,
                                GAsyncResult    *result,
                                TarotAction     *action,
                                GError         **error)
{
  g_autofree TarotAction *chosen = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  chosen = g_task_propagate_pointer (G_TASK (result), error);
  if (chosen == NULL)
    return FALSE;
  *action = *chosen;
  return TRUE;
}

void
tarot_bot_runner_set_min_time (TarotBotRunner *self,
                               gint64          usec)
{
  g_return_if_fail (TAROT_IS_BOT_RUNNER (self));

  self->min_time = MAX (usec, 0);
}
