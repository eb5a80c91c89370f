/* tarot-bot-driver.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-bot-driver.h"

/* a computer player that has not decided after this long shows that it is thinking */
#define THINKING_DELAY_MS 300

struct _TarotBotDriver
{
  GObject         parent_instance;

  TarotGame      *game;
  TarotBotRunner *runner;
  GCancellable   *cancellable;
  guint           apply_source;
  guint           thinking_source;
  TarotAction     action;
  gint64          started;
  guint           seat;
  guint           thinking_seat;
  double          speed;
};

enum {
  PROP_0,
  PROP_THINKING_SEAT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TarotBotDriver, tarot_bot_driver, G_TYPE_OBJECT)

static void
set_thinking_seat (TarotBotDriver *self,
                   guint           seat)
{
  if (self->thinking_seat == seat)
    return;
  self->thinking_seat = seat;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING_SEAT]);
}

static gboolean
on_thinking_timeout (gpointer data)
{
  TarotBotDriver *self = data;

  self->thinking_source = 0;
  set_thinking_seat (self, self->seat);
  return G_SOURCE_REMOVE;
}

static void
stop_thinking (TarotBotDriver *self)
{
  g_clear_handle_id (&self->thinking_source, g_source_remove);
  set_thinking_seat (self, TAROT_NO_SEAT);
}

void
tarot_bot_driver_cancel (TarotBotDriver *self)
{
  g_return_if_fail (TAROT_IS_BOT_DRIVER (self));

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->apply_source, g_source_remove);
  stop_thinking (self);
}

static gboolean
apply_decision (gpointer data)
{
  TarotBotDriver *self = data;
  g_autoptr(GError) error = NULL;

  self->apply_source = 0;
  if (!tarot_game_apply (self->game, self->action, &error))
    g_warning ("Cannot apply an action: %s", error->message);
  return G_SOURCE_REMOVE;
}

static void
on_chosen (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(TarotBotDriver) self = data;
  g_autoptr(GError) error = NULL;
  TarotAction action;
  gint64 elapsed, pause;

  if (!tarot_bot_runner_choose_finish (TAROT_BOT_RUNNER (source), result, &action, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("A computer player failed: %s", error->message);
      return;
    }
  /* an answer to a question no longer asked (the game moved on, or was undone) */
  if (self->game == NULL || self->cancellable == NULL
      || g_task_get_cancellable (G_TASK (result)) != self->cancellable)
    return;
  self->action = action;

  g_clear_object (&self->cancellable);
  stop_thinking (self);
  /* the pause runs while the player thinks, not after */
  elapsed = g_get_monotonic_time () - self->started;
  pause = (gint64) (self->speed * G_USEC_PER_SEC) - elapsed;
  if (pause <= 0)
    apply_decision (self);
  else
    self->apply_source = g_timeout_add ((guint) (pause / 1000), apply_decision, self);
}

static TarotAiLevel
seat_level (TarotBotDriver *self,
            guint           seat)
{
  TarotAiLevel level = TAROT_AI_LEVEL_DEFAULT;

  tarot_ai_level_from_string (tarot_game_get_level (self->game, seat), &level);
  return level;
}

void
tarot_bot_driver_schedule (TarotBotDriver *self)
{
  TarotPlayerView view;
  guint to_move, n_actions;

  g_return_if_fail (TAROT_IS_BOT_DRIVER (self));

  tarot_bot_driver_cancel (self);
  if (self->game == NULL)
    return;
  to_move = tarot_game_get_to_move (self->game);
  if (to_move == TAROT_NO_SEAT || tarot_game_is_human (self->game, to_move))
    return;

  tarot_game_get_actions (self->game, &n_actions);
  tarot_game_get_view (self->game, to_move, &view);
  self->cancellable = g_cancellable_new ();
  self->started = g_get_monotonic_time ();
  self->seat = to_move;
  self->thinking_source = g_timeout_add (THINKING_DELAY_MS, on_thinking_timeout, self);
  tarot_bot_runner_choose_async (self->runner, tarot_game_get_rules (self->game), &view,
                                 seat_level (self, to_move),
                                 tarot_game_get_seed (self->game)
                                 ^ ((guint64) tarot_game_get_hand_number (self->game) << 32)
                                 ^ n_actions,
                                 self->cancellable, on_chosen, g_object_ref (self));
}

static void
tarot_bot_driver_dispose (GObject *object)
{
  TarotBotDriver *self = TAROT_BOT_DRIVER (object);

  tarot_bot_driver_cancel (self);
  g_clear_object (&self->game);
  g_clear_object (&self->runner);

  G_OBJECT_CLASS (tarot_bot_driver_parent_class)->dispose (object);
}

static void
tarot_bot_driver_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TarotBotDriver *self = TAROT_BOT_DRIVER (object);

  switch (prop_id)
    {
    case PROP_THINKING_SEAT:
      g_value_set_uint (value, self->thinking_seat);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_bot_driver_class_init (TarotBotDriverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tarot_bot_driver_dispose;
  object_class->get_property = tarot_bot_driver_get_property;

  properties[PROP_THINKING_SEAT] =
    g_param_spec_uint ("thinking-seat", NULL, NULL, 0, TAROT_NO_SEAT, TAROT_NO_SEAT,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tarot_bot_driver_init (TarotBotDriver *self)
{
  self->runner = tarot_bot_runner_new ();
  self->thinking_seat = TAROT_NO_SEAT;
  self->seat = TAROT_NO_SEAT;
}

TarotBotDriver *
tarot_bot_driver_new (void)
{
  return g_object_new (TAROT_TYPE_BOT_DRIVER, NULL);
}

void
tarot_bot_driver_set_game (TarotBotDriver *self,
                           TarotGame      *game)
{
  g_return_if_fail (TAROT_IS_BOT_DRIVER (self));
  g_return_if_fail (game == NULL || TAROT_IS_GAME (game));

  tarot_bot_driver_cancel (self);
  g_set_object (&self->game, game);
}

void
tarot_bot_driver_set_speed (TarotBotDriver *self,
                            double          seconds)
{
  g_return_if_fail (TAROT_IS_BOT_DRIVER (self));

  self->speed = seconds;
}

TarotBotRunner *
tarot_bot_driver_get_runner (TarotBotDriver *self)
{
  g_return_val_if_fail (TAROT_IS_BOT_DRIVER (self), NULL);

  return self->runner;
}

guint
tarot_bot_driver_get_thinking_seat (TarotBotDriver *self)
{
  g_return_val_if_fail (TAROT_IS_BOT_DRIVER (self), TAROT_NO_SEAT);

  return self->thinking_seat;
}
