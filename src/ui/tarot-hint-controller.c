/* tarot-hint-controller.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-hint-controller.h"

struct _TarotHintController
{
  GObject       parent_instance;

  GCancellable *cancellable;
  TarotHint     hint;
  gboolean      ready;
};

/* Everything the worker reads: copies, so the game may move on meanwhile. */
typedef struct
{
  TarotRules      rules;
  TarotPlayerView view;
  guint64         seed;
} Request;

enum {
  PROP_0,
  PROP_THINKING,
  N_PROPS
};

enum {
  READY,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TarotHintController, tarot_hint_controller, G_TYPE_OBJECT)

static void
tarot_hint_controller_dispose (GObject *object)
{
  TarotHintController *self = TAROT_HINT_CONTROLLER (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (tarot_hint_controller_parent_class)->dispose (object);
}

static void
tarot_hint_controller_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  TarotHintController *self = TAROT_HINT_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, tarot_hint_controller_get_thinking (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_hint_controller_class_init (TarotHintControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tarot_hint_controller_dispose;
  object_class->get_property = tarot_hint_controller_get_property;

  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tarot_hint_controller_init (TarotHintController *self G_GNUC_UNUSED)
{
}

TarotHintController *
tarot_hint_controller_new (void)
{
  return g_object_new (TAROT_TYPE_HINT_CONTROLLER, NULL);
}

static void
hint_thread (GTask        *task,
             gpointer      source_object G_GNUC_UNUSED,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Request *request = task_data;
  g_autofree TarotHint *hint = g_new (TarotHint, 1);

  tarot_hint_compute (&request->rules, &request->view, request->seed, cancellable, hint);
  if (!g_task_return_error_if_cancelled (task))
    g_task_return_pointer (task, g_steal_pointer (&hint), g_free);
}

static void
on_hint_done (GObject      *source G_GNUC_UNUSED,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(TarotHintController) self = user_data;
  g_autofree TarotHint *hint = g_task_propagate_pointer (G_TASK (result), NULL);

  /* cancelled: a newer request or a cancel has taken over */
  if (hint == NULL || g_task_get_cancellable (G_TASK (result)) != self->cancellable)
    return;
  g_clear_object (&self->cancellable);
  self->hint = *hint;
  self->ready = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
  g_signal_emit (self, signals[READY], 0);
}

guint64
tarot_hint_controller_seed (TarotGame *game)
{
  guint n_actions;

  tarot_game_get_actions (game, &n_actions);
  return tarot_game_get_seed (game) ^ ((guint64) tarot_game_get_hand_number (game) << 40)
         ^ (n_actions * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
}

void
tarot_hint_controller_request (TarotHintController *self,
                               TarotGame           *game,
                               guint                seat)
{
  g_autoptr(GTask) task = NULL;
  Request *request;

  g_return_if_fail (TAROT_IS_HINT_CONTROLLER (self));
  g_return_if_fail (TAROT_IS_GAME (game));

  tarot_hint_controller_cancel (self);
  request = g_new (Request, 1);
  request->rules = *tarot_game_get_rules (game);
  tarot_game_get_view (game, seat, &request->view);
  request->seed = tarot_hint_controller_seed (game);
  self->cancellable = g_cancellable_new ();

  task = g_task_new (NULL, self->cancellable, on_hint_done, g_object_ref (self));
  g_task_set_source_tag (task, tarot_hint_controller_request);
  g_task_set_task_data (task, request, g_free);
  g_task_run_in_thread (task, hint_thread);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

void
tarot_hint_controller_cancel (TarotHintController *self)
{
  gboolean was_thinking;

  g_return_if_fail (TAROT_IS_HINT_CONTROLLER (self));

  was_thinking = self->cancellable != NULL;
  if (was_thinking)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->ready = FALSE;
  if (was_thinking)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

gboolean
tarot_hint_controller_get_thinking (TarotHintController *self)
{
  g_return_val_if_fail (TAROT_IS_HINT_CONTROLLER (self), FALSE);

  return self->cancellable != NULL;
}

const TarotHint *
tarot_hint_controller_get_hint (TarotHintController *self)
{
  g_return_val_if_fail (TAROT_IS_HINT_CONTROLLER (self), NULL);

  return self->ready ? &self->hint : NULL;
}
