/* tarot-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tarot-error.h"
#include "tarot-game.h"
#include "tarot-json.h"
#include "tarot-replay.h"
#include "tarot-session-rules.h"

#define GAME_FORMAT "triumphs-game"

struct _TarotGame
{
  GObject           parent_instance;

  TarotVariant     *variant;
  guint             n_players;
  char            **levels;        /* n_players entries, NULL when unset */
  guint             human_mask;
  GHashTable       *options;       /* session house rules */
  GHashTable       *hand_options;  /* the current hand's (options + catch-up form) */
  guint64           seed;
  guint             hand_number;
  guint             dealer;
  TarotScoreSheet  *sheet;

  TarotRules       *rules;         /* for hand_options */
  TarotDeal         deal;
  GArray           *actions;       /* of TarotAction, this hand */
  GArray           *redo;          /* undone actions, next first; a new decision drops them */
  TarotOutcome      outcome;       /* valid once the hand is over */
  TarotScore        score;         /* with the pots' line */
  gboolean          has_row;       /* the finished hand goes on the sheet */
  TarotFrenchPots   pots;          /* before the current hand */
  TarotFrenchPots   pots_after;    /* once it is over */
  TarotStakes       stakes;        /* doubled rounds open before the current hand */
  TarotStakes       stakes_after;  /* once it is over */

  char             *autosave_path;
  GError           *save_error;    /* of the last autosave, NULL when it worked */
};

enum
{
  PROP_0,
  PROP_VARIANT,
  PROP_N_PLAYERS,
  PROP_SCORE_SHEET,
  PROP_HAND_NUMBER,
  PROP_DEALER,
  PROP_TO_MOVE,
  PROP_HAND_OVER,
  PROP_SAVE_ERROR,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum
{
  ACTION_APPLIED,
  HAND_FINISHED,
  HAND_STARTED,
  UNDONE,
  REDONE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TarotGame, tarot_game, G_TYPE_OBJECT)

static void
tarot_game_finalize (GObject *object)
{
  TarotGame *self = TAROT_GAME (object);

  g_clear_object (&self->variant);
  g_clear_object (&self->sheet);
  /* levels may have holes, so g_strfreev() would stop early */
  for (guint s = 0; self->levels != NULL && s < self->n_players; s++)
    g_free (self->levels[s]);
  g_free (self->levels);
  g_clear_pointer (&self->options, g_hash_table_unref);
  g_clear_pointer (&self->hand_options, g_hash_table_unref);
  g_free (self->rules);
  g_array_unref (self->actions);
  g_array_unref (self->redo);
  g_free (self->autosave_path);
  g_clear_error (&self->save_error);

  G_OBJECT_CLASS (tarot_game_parent_class)->finalize (object);
}

static void
tarot_game_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TarotGame *self = TAROT_GAME (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_object (value, self->variant);
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->n_players);
      break;
    case PROP_SCORE_SHEET:
      g_value_set_object (value, self->sheet);
      break;
    case PROP_HAND_NUMBER:
      g_value_set_uint (value, self->hand_number);
      break;
    case PROP_DEALER:
      g_value_set_uint (value, self->dealer);
      break;
    case PROP_TO_MOVE:
      g_value_set_uint (value, tarot_game_get_to_move (self));
      break;
    case PROP_HAND_OVER:
      g_value_set_boolean (value, tarot_game_is_hand_over (self));
      break;
    case PROP_SAVE_ERROR:
      g_value_set_boxed (value, self->save_error);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tarot_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tarot_game_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_game_class_init (TarotGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tarot_game_finalize;
  object_class->get_property = tarot_game_get_property;

  properties[PROP_VARIANT] =
    g_param_spec_object ("variant", NULL, NULL, TAROT_TYPE_VARIANT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, TAROT_MAX_PLAYERS, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCORE_SHEET] =
    g_param_spec_object ("score-sheet", NULL, NULL, TAROT_TYPE_SCORE_SHEET,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAND_NUMBER] =
    g_param_spec_uint ("hand-number", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEALER] =
    g_param_spec_uint ("dealer", NULL, NULL, 0, TAROT_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TO_MOVE] =
    g_param_spec_uint ("to-move", NULL, NULL, 0, TAROT_NO_SEAT, TAROT_NO_SEAT,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAND_OVER] =
    g_param_spec_boolean ("hand-over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SAVE_ERROR] =
    g_param_spec_boxed ("save-error", NULL, NULL, G_TYPE_ERROR,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* the action (a const TarotAction *, valid during the emission) */
  signals[ACTION_APPLIED] =
    g_signal_new ("action-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /* const TarotOutcome *, const TarotScore * */
  signals[HAND_FINISHED] =
    g_signal_new ("hand-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_POINTER);
  signals[HAND_STARTED] =
    g_signal_new ("hand-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[UNDONE] =
    g_signal_new ("undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[REDONE] =
    g_signal_new ("redone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tarot_game_init (TarotGame *self)
{
  self->rules = g_new0 (TarotRules, 1);
  self->actions = g_array_new (FALSE, FALSE, sizeof (TarotAction));
  self->redo = g_array_new (FALSE, FALSE, sizeof (TarotAction));
}

static GHashTable *
copy_options (GHashTable *options)
{
  return tarot_session_rules_copy_options (options);
}

/* Each hand has its own seed, so that resuming needs only the session
 * seed and the hand number. */
static guint64
hand_seed (guint64 seed,
           guint   hand_number)
{
  guint64 x = seed + (guint64) hand_number * G_GUINT64_CONSTANT (0xD1B54A32D192ED03);

  return tarot_rng_splitmix64 (&x);
}

static gboolean record_hand (TarotGame *self);
static gboolean hand_recorded (TarotGame *self);

static void
finish_hand (TarotGame *self)
{
  guint stakes = tarot_stakes_get (&self->stakes);

  tarot_deal_outcome (self->rules, &self->deal, &self->outcome);
  if (self->outcome.end == TAROT_END_PLAYED && stakes > 1)
    self->outcome.stakes = (guint8) stakes;
  self->stakes_after = self->stakes;
  tarot_stakes_advance (&self->stakes_after, self->rules, &self->outcome);
  self->pots_after = self->pots;
  self->has_row = tarot_session_rules_score_hand (self->rules, &self->pots_after,
                                                  &self->outcome, &self->score);
}

/* Deals hand @hand_number with @dealer and @options; leaves the game
 * untouched if the rules cannot be built. */
static gboolean
deal_hand (TarotGame   *self,
           guint        hand_number,
           guint        dealer,
           GHashTable  *options,
           GError     **error)
{
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint n_rows = 0;

  if (!tarot_variant_build_rules (self->variant, self->n_players, options, rules, error))
    return FALSE;
  /* the rows before this hand (a loaded file may have its own row) */
  while (n_rows < tarot_score_sheet_get_n_rows (self->sheet) &&
         tarot_score_row_get_hand_number (tarot_score_sheet_get_row (self->sheet, n_rows)) < hand_number)
    n_rows++;
  tarot_session_rules_rubber (self->variant, self->sheet, n_rows, &rules->rubber);

  g_free (self->rules);
  self->rules = g_steal_pointer (&rules);
  if (options != self->hand_options)
    {
      g_clear_pointer (&self->hand_options, g_hash_table_unref);
      self->hand_options = g_hash_table_ref (options);
    }
  self->hand_number = hand_number;
  self->dealer = dealer;
  g_array_set_size (self->actions, 0);
  g_array_set_size (self->redo, 0);
  tarot_deal_setup (self->rules, &self->deal, dealer, hand_seed (self->seed, hand_number));
  if (tarot_deal_is_over (&self->deal))
    finish_hand (self);
  return TRUE;
}

static GHashTable *
next_hand_options (TarotGame *self)
{
  return tarot_session_rules_next_hand_options (self->variant, self->options, self->sheet);
}

static TarotGame *
game_create (TarotVariant       *variant,
             guint               n_players,
             GHashTable         *options,
             const char *const  *names,
             guint               human_mask,
             guint64             seed)
{
  TarotGame *self = g_object_new (TAROT_TYPE_GAME, NULL);

  self->variant = g_object_ref (variant);
  self->n_players = n_players;
  self->options = copy_options (options);
  self->human_mask = human_mask & ((1u << n_players) - 1);
  self->seed = seed;
  self->sheet = tarot_score_sheet_new (tarot_variant_get_id (variant), n_players, names);
  self->levels = g_new0 (char *, n_players + 1);
  tarot_session_rules_setup_teams (variant, self->sheet);
  return self;
}

TarotGame *
tarot_game_new (TarotVariant       *variant,
                guint               n_players,
                GHashTable         *options,
                const char *const  *names,
                guint               human_mask,
                guint64             seed,
                GError            **error)
{
  g_autoptr(TarotGame) self = NULL;
  g_autoptr(GHashTable) hand_options = NULL;
  TarotRng rng;

  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);

  if (n_players < tarot_variant_get_min_players (variant) ||
      n_players > tarot_variant_get_max_players (variant) ||
      n_players > TAROT_MAX_PLAYERS)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("%s is played by %u to %u players, not %u"),
                   tarot_variant_get_name (variant),
                   tarot_variant_get_min_players (variant),
                   tarot_variant_get_max_players (variant), n_players);
      return NULL;
    }
  if (!tarot_variant_check_options (variant, options, error))
    return NULL;

  self = game_create (variant, n_players, options, names, human_mask, seed);
  hand_options = next_hand_options (self);
  /* the cut for the first deal */
  tarot_rng_init (&rng, seed);
  if (!deal_hand (self, 1, tarot_rng_below (&rng, n_players), hand_options, error))
    return NULL;
  return g_steal_pointer (&self);
}

TarotVariant *
tarot_game_get_variant (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);

  return game->variant;
}

guint
tarot_game_get_n_players (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), 0);

  return game->n_players;
}

const char *
tarot_game_get_player_name (TarotGame *game,
                            guint      seat)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);
  g_return_val_if_fail (seat < game->n_players, NULL);

  return tarot_score_sheet_get_player_name (game->sheet, seat);
}

gboolean
tarot_game_is_human (TarotGame *game,
                     guint      seat)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);
  g_return_val_if_fail (seat < game->n_players, FALSE);

  return (game->human_mask & (1u << seat)) != 0;
}

guint
tarot_game_get_human_mask (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), 0);

  return game->human_mask;
}

const char *
tarot_game_get_level (TarotGame *game,
                      guint      seat)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);
  g_return_val_if_fail (seat < game->n_players, NULL);

  return game->levels[seat];
}

void
tarot_game_set_level (TarotGame  *game,
                      guint       seat,
                      const char *level)
{
  g_return_if_fail (TAROT_IS_GAME (game));
  g_return_if_fail (seat < game->n_players);

  if (g_strcmp0 (game->levels[seat], level) == 0)
    return;
  g_free (game->levels[seat]);
  game->levels[seat] = g_strdup (level);
  tarot_game_autosave (game, NULL);
}

GHashTable *
tarot_game_get_options (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);

  return game->options;
}

GHashTable *
tarot_game_get_hand_options (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);

  return game->hand_options;
}

guint64
tarot_game_get_seed (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), 0);

  return game->seed;
}

guint
tarot_game_get_hand_number (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), 0);

  return game->hand_number;
}

guint
tarot_game_get_dealer (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), 0);

  return game->dealer;
}

TarotScoreSheet *
tarot_game_get_score_sheet (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);

  return game->sheet;
}

const TarotRules *
tarot_game_get_rules (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);

  return game->rules;
}

const TarotDeal *
tarot_game_get_deal (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);

  return &game->deal;
}

const TarotAction *
tarot_game_get_actions (TarotGame *game,
                        guint     *n_actions)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);

  if (n_actions != NULL)
    *n_actions = game->actions->len;
  return (const TarotAction *) (gconstpointer) game->actions->data;
}

guint
tarot_game_get_to_move (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), TAROT_NO_SEAT);

  return tarot_deal_is_over (&game->deal) ? TAROT_NO_SEAT : game->deal.to_move;
}

gboolean
tarot_game_is_hand_over (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);

  return tarot_deal_is_over (&game->deal);
}

void
tarot_game_legal_actions (TarotGame       *game,
                          TarotActionList *list)
{
  g_return_if_fail (TAROT_IS_GAME (game));
  g_return_if_fail (list != NULL);

  tarot_deal_legal_actions (game->rules, &game->deal, list);
}

void
tarot_game_get_view (TarotGame       *game,
                     guint            seat,
                     TarotPlayerView *view)
{
  g_return_if_fail (TAROT_IS_GAME (game));
  g_return_if_fail (seat < game->n_players);
  g_return_if_fail (view != NULL);

  tarot_deal_make_view (game->rules, &game->deal, seat, view);
}

typedef struct
{
  guint    to_move;
  gboolean over;
  gboolean can_undo;
  gboolean can_redo;
} State;

static State
get_state (TarotGame *self)
{
  return (State) { tarot_game_get_to_move (self), tarot_game_is_hand_over (self),
                   tarot_game_can_undo (self), tarot_game_can_redo (self) };
}

static void
notify_state (TarotGame   *self,
              const State *old)
{
  if (tarot_game_can_undo (self) != old->can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (tarot_game_can_redo (self) != old->can_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (tarot_game_get_to_move (self) != old->to_move)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TO_MOVE]);
  if (tarot_game_is_hand_over (self) != old->over)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAND_OVER]);
}

static void
set_save_error (TarotGame *self,
                GError    *error)
{
  if (error == NULL && self->save_error == NULL)
    return;
  g_clear_error (&self->save_error);
  self->save_error = error;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_ERROR]);
}

gboolean
tarot_game_autosave (TarotGame  *game,
                     GError    **error)
{
  g_autofree char *dir = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);

  if (game->autosave_path == NULL)
    return TRUE;

  dir = g_path_get_dirname (game->autosave_path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (&local_error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Cannot create the folder “%s”: %s"), dir, g_strerror (saved_errno));
    }
  else
    tarot_game_save (game, game->autosave_path, &local_error);

  if (local_error != NULL)
    {
      if (error != NULL)
        *error = g_error_copy (local_error);
      set_save_error (game, g_steal_pointer (&local_error));
      return FALSE;
    }

  /* the crash test reads this to know what was on disk before it killed the app */
  g_debug ("Autosaved hand %u with %u actions%s", game->hand_number, game->actions->len,
           hand_recorded (game) ? " and its score" : "");
  set_save_error (game, NULL);
  return TRUE;
}

void
tarot_game_set_autosave_path (TarotGame  *game,
                              const char *path)
{
  g_return_if_fail (TAROT_IS_GAME (game));

  g_free (game->autosave_path);
  game->autosave_path = g_strdup (path);
  if (path == NULL)
    set_save_error (game, NULL);
  else
    tarot_game_autosave (game, NULL);
}

const char *
tarot_game_get_autosave_path (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);

  return game->autosave_path;
}

const GError *
tarot_game_get_save_error (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);

  return game->save_error;
}

/* Appends @action, which is legal, and settles the state before any
 * handler runs: handlers may apply the next action (computer players)
 * from inside the emission.  TRUE if the hand is over. */
static gboolean
push_action (TarotGame   *self,
             TarotAction  action)
{
  g_array_append_val (self->actions, action);
  tarot_deal_apply (self->rules, &self->deal, action);
  if (!tarot_deal_is_over (&self->deal))
    return FALSE;
  finish_hand (self);
  record_hand (self);
  return TRUE;
}

gboolean
tarot_game_apply (TarotGame    *game,
                  TarotAction   action,
                  GError      **error)
{
  State old;
  gboolean finished;

  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);

  if (tarot_deal_is_over (&game->deal))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                   _("Hand %u is over: no more actions can be taken"), game->hand_number);
      return FALSE;
    }
  if (!tarot_deal_is_legal (game->rules, &game->deal, action))
    {
      const char *kind = tarot_action_kind_to_string (action.kind);

      g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                   _("“%s” by seat %u is not a legal action now (seat %u is to move)"),
                   kind != NULL ? kind : "?", action.seat, game->deal.to_move);
      return FALSE;
    }

  old = get_state (game);
  /* a new decision: what was undone can no longer come back */
  g_array_set_size (game->redo, 0);
  finished = push_action (game, action);
  /* on disk before anyone shows it: a kill now loses nothing the player saw */
  tarot_game_autosave (game, NULL);

  g_signal_emit (game, signals[ACTION_APPLIED], 0, &action);
  notify_state (game, &old);
  if (finished)
    g_signal_emit (game, signals[HAND_FINISHED], 0, &game->outcome, &game->score);
  return TRUE;
}

/* Replays the first @n actions from a fresh deal. */
static void
replay_actions (TarotGame *self,
                guint      n)
{
  g_array_set_size (self->actions, n);
  tarot_deal_setup (self->rules, &self->deal, self->dealer,
                    hand_seed (self->seed, self->hand_number));
  for (guint i = 0; i < n; i++)
    tarot_deal_apply (self->rules, &self->deal, g_array_index (self->actions, TarotAction, i));
  if (tarot_deal_is_over (&self->deal))
    finish_hand (self);
}

/* TRUE once the current hand's row is on the score sheet. */
static gboolean
hand_recorded (TarotGame *self)
{
  guint n = tarot_score_sheet_get_n_rows (self->sheet);

  return n > 0 &&
         tarot_score_row_get_hand_number (tarot_score_sheet_get_row (self->sheet, n - 1)) == self->hand_number;
}

/* The index of the last human decision in this hand, 0 if none (1-based). */
static guint
last_human_action (TarotGame *self)
{
  guint i;

  for (i = self->actions->len; i > 0; i--)
    if (self->human_mask & (1u << g_array_index (self->actions, TarotAction, i - 1).seat))
      break;
  return i;
}

gboolean
tarot_game_can_undo (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);

  return last_human_action (game) > 0;
}

gboolean
tarot_game_can_redo (TarotGame *game)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);

  return game->redo->len > 0;
}

gboolean
tarot_game_undo_to_human (TarotGame *game)
{
  State old;
  guint i;

  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);

  i = last_human_action (game);
  if (i == 0)
    return FALSE;

  old = get_state (game);
  /* the hand is no longer over: its row goes until it ends again */
  if (hand_recorded (game))
    tarot_score_sheet_remove_last (game->sheet);
  /* the undone decisions come before those undone earlier */
  g_array_prepend_vals (game->redo, &g_array_index (game->actions, TarotAction, i - 1),
                        game->actions->len - (i - 1));
  replay_actions (game, i - 1);
  if (tarot_game_is_hand_over (game))
    record_hand (game);
  tarot_game_autosave (game, NULL);
  g_signal_emit (game, signals[UNDONE], 0);
  notify_state (game, &old);
  return TRUE;
}

gboolean
tarot_game_redo (TarotGame *game)
{
  State old;
  gboolean finished = FALSE;
  guint n = 0;

  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);

  if (game->redo->len == 0)
    return FALSE;

  old = get_state (game);
  /* the human's decision, then the computer players' up to the next human one */
  do
    {
      TarotAction action = g_array_index (game->redo, TarotAction, n);

      if (finished || !tarot_deal_is_legal (game->rules, &game->deal, action))
        break;
      finished = push_action (game, action);
      n++;
    }
  while (n < game->redo->len
         && !(game->human_mask & (1u << g_array_index (game->redo, TarotAction, n).seat)));
  g_array_remove_range (game->redo, 0, n);
  if (n == 0)
    {
      /* cannot happen with a list undone from this hand; never keep it then */
      g_array_set_size (game->redo, 0);
      notify_state (game, &old);
      return FALSE;
    }

  tarot_game_autosave (game, NULL);
  g_signal_emit (game, signals[REDONE], 0);
  notify_state (game, &old);
  if (finished)
    g_signal_emit (game, signals[HAND_FINISHED], 0, &game->outcome, &game->score);
  return TRUE;
}

gboolean
tarot_game_get_outcome (TarotGame    *game,
                        TarotOutcome *outcome)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);
  g_return_val_if_fail (outcome != NULL, FALSE);

  if (!tarot_deal_is_over (&game->deal))
    return FALSE;
  *outcome = game->outcome;
  return TRUE;
}

gboolean
tarot_game_get_hand_score (TarotGame  *game,
                           TarotScore *score)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);
  g_return_val_if_fail (score != NULL, FALSE);

  if (!tarot_deal_is_over (&game->deal))
    return FALSE;
  *score = game->score;
  return TRUE;
}

gboolean
tarot_game_next_hand (TarotGame  *game,
                      GError    **error)
{
  g_autoptr(GHashTable) options = NULL;
  TarotFrenchPots old_pots = game->pots;
  TarotStakes old_stakes = game->stakes;
  gboolean scored = FALSE;
  guint old_dealer;
  State old;

  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);

  if (!tarot_deal_is_over (&game->deal))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                   _("Hand %u is still being played"), game->hand_number);
      return FALSE;
    }

  /* normally recorded as the hand ended; not in a save from before that */
  scored = record_hand (game);

  old_dealer = game->dealer;
  old = get_state (game);
  options = next_hand_options (game);
  game->pots = game->pots_after;
  game->stakes = game->stakes_after;
  if (!deal_hand (game, game->hand_number + 1,
                  tarot_session_rules_next_dealer (game->rules, game->dealer, game->outcome.end),
                  options, error))
    {
      game->pots = old_pots;
      game->stakes = old_stakes;
      if (scored)
        tarot_score_sheet_remove_last (game->sheet);
      return FALSE;
    }

  tarot_game_autosave (game, NULL);
  g_signal_emit (game, signals[HAND_STARTED], 0, game->hand_number);
  g_object_notify_by_pspec (G_OBJECT (game), properties[PROP_HAND_NUMBER]);
  if (game->dealer != old_dealer)
    g_object_notify_by_pspec (G_OBJECT (game), properties[PROP_DEALER]);
  notify_state (game, &old);
  return TRUE;
}

/* Puts a finished hand's score on the sheet, once: the player sees
 * the row as soon as the hand ends.  Passed-out and annulled hands
 * score nothing (a row only if a pot moved or the family still scores
 * something, S8's bought-off deals).  TRUE if a row was added. */
static gboolean
record_hand (TarotGame *self)
{
  if (!self->has_row || hand_recorded (self))
    return FALSE;
  tarot_session_rules_add_row (self->variant, self->rules, self->sheet, self->hand_number,
                               &self->outcome, &self->score);
  return TRUE;
}

JsonObject *
tarot_game_to_json (TarotGame *game)
{
  JsonObject *o, *player;
  JsonArray *players, *actions;
  g_autofree char *seed = NULL;
  TarotPack *pack;

  g_return_val_if_fail (TAROT_IS_GAME (game), NULL);

  o = json_object_new ();
  json_object_set_string_member (o, "format", GAME_FORMAT);
  json_object_set_int_member (o, "version", TAROT_GAME_VERSION);
  json_object_set_string_member (o, "variant", tarot_variant_get_id (game->variant));
  players = json_array_new ();
  for (guint s = 0; s < game->n_players; s++)
    {
      player = json_object_new ();
      json_object_set_string_member (player, "name", tarot_score_sheet_get_player_name (game->sheet, s));
      json_object_set_boolean_member (player, "human", tarot_game_is_human (game, s));
      if (game->levels[s] != NULL)
        json_object_set_string_member (player, "level", game->levels[s]);
      json_array_add_object_element (players, player);
    }
  json_object_set_array_member (o, "players", players);
  json_object_set_object_member (o, "options", tarot_session_rules_options_to_json (game->options));
  /* a string: JSON readers may keep numbers in doubles */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, game->seed);
  json_object_set_string_member (o, "seed", seed);
  json_object_set_int_member (o, "hand", game->hand_number);
  json_object_set_int_member (o, "dealer", game->dealer);
  json_object_set_object_member (o, "hand_options", tarot_session_rules_options_to_json (game->hand_options));
  pack = tarot_variant_get_pack (game->variant);
  actions = json_array_new ();
  for (guint i = 0; i < game->actions->len; i++)
    json_array_add_object_element (actions,
                                   tarot_action_to_json (game->rules, pack,
                                                         g_array_index (game->actions, TarotAction, i)));
  json_object_set_array_member (o, "actions", actions);
  json_object_set_object_member (o, "sheet", tarot_score_sheet_to_json (game->sheet));
  if (game->pots.n_pots > 0)
    json_object_set_array_member (o, "pots", tarot_session_rules_pots_to_json (&game->pots));
  if (game->stakes.n_rounds > 0)
    json_object_set_array_member (o, "doubled_rounds", tarot_stakes_to_json (&game->stakes));
  return o;
}

/* As in tarot-score-sheet.c: a newer version is refused rather than
 * half read. */
static gboolean
check_format (JsonObject  *object,
              const char  *file,
              GError     **error)
{
  const char *found;
  gint64 version;

  if ((found = tarot_json_get_string (object, "format", file, NULL, error)) == NULL)
    return FALSE;
  if (!g_str_equal (found, GAME_FORMAT))
    {
      tarot_json_set_error (error, file, NULL, "format", "\"" GAME_FORMAT "\" (a saved game)");
      return FALSE;
    }
  if (!tarot_json_get_int (object, "version", file, NULL, 1, G_MAXINT32, &version, error))
    return FALSE;
  if (version != TAROT_GAME_VERSION)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("%s: version: this file has format version %d; "
                     "this version of Triumphs reads version %d"),
                   file, (int) version, TAROT_GAME_VERSION);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_players (JsonObject   *object,
              const char   *file,
              GPtrArray    *names,
              GPtrArray    *levels,
              guint        *human_mask,
              GError      **error)
{
  g_autofree char *expected = g_strdup_printf ("an array of 2 to %d players", TAROT_MAX_PLAYERS);
  JsonArray *players = tarot_json_get_array (object, "players", file, NULL, error);

  if (players == NULL)
    return FALSE;
  if (json_array_get_length (players) < 2 || json_array_get_length (players) > TAROT_MAX_PLAYERS)
    {
      tarot_json_set_error (error, file, NULL, "players", expected);
      return FALSE;
    }
  *human_mask = 0;
  for (guint s = 0; s < json_array_get_length (players); s++)
    {
      g_autofree char *where = g_strdup_printf ("players[%u]", s);
      JsonNode *node = json_array_get_element (players, s);
      JsonObject *player;
      const char *name, *level = NULL;
      gboolean human;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, file, where, NULL, "an object");
          return FALSE;
        }
      player = json_node_get_object (node);
      if ((name = tarot_json_get_name (player, "name", file, where, error)) == NULL ||
          !tarot_json_get_bool (player, "human", file, where, &human, error) ||
          (json_object_has_member (player, "level") &&
           (level = tarot_json_get_string (player, "level", file, where, error)) == NULL))
        return FALSE;
      g_ptr_array_add (names, (gpointer) name);
      g_ptr_array_add (levels, (gpointer) level);
      if (human)
        *human_mask |= 1u << s;
    }
  g_ptr_array_add (names, NULL);
  return TRUE;
}

/* The options of the hand in progress are the session's, but for the
 * catch-up deal form chosen when it was dealt. */
static gboolean
check_hand_options (TarotVariant  *variant,
                    GHashTable    *options,
                    GHashTable    *hand_options,
                    const char    *file,
                    GError       **error)
{
  guint n_options;
  const TarotOption *all = tarot_variant_get_options (variant, &n_options);

  for (guint i = 0; i < n_options; i++)
    {
      const char *id = all[i].id;
      const char *value = tarot_variant_get_option (variant, options, id);
      g_autofree char *expected = NULL;

      if (g_str_equal (id, "deal_form") ||
          (all[i].type == TAROT_OPTION_INT
           ? tarot_variant_get_option_int (variant, options, id) ==
             tarot_variant_get_option_int (variant, hand_options, id)
           : g_str_equal (value, tarot_variant_get_option (variant, hand_options, id))))
        continue;
      expected = g_strdup_printf ("\"%s\" as in options (only deal_form changes from hand to hand)", value);
      tarot_json_set_error (error, file, "hand_options", id, expected);
      return FALSE;
    }
  return TRUE;
}

/* The saved sheet is the game's: same variant, names and teams (or none yet). */
static gboolean
check_sheet (TarotGame        *self,
             TarotScoreSheet  *sheet,
             const char       *file,
             GError          **error)
{
  const char *variant_id = tarot_variant_get_id (self->variant);
  guint n_teams = tarot_score_sheet_get_n_teams (self->sheet);

  if (g_strcmp0 (tarot_score_sheet_get_variant_id (sheet), variant_id) != 0)
    {
      g_autofree char *expected = g_strdup_printf ("\"%s\", the game's variant", variant_id);

      tarot_json_set_error (error, file, "sheet", "variant", expected);
      return FALSE;
    }
  if (tarot_score_sheet_get_n_players (sheet) != self->n_players)
    {
      g_autofree char *expected = g_strdup_printf ("%u names, one per player of the game", self->n_players);

      tarot_json_set_error (error, file, "sheet", "players", expected);
      return FALSE;
    }
  for (guint s = 0; s < self->n_players; s++)
    {
      const char *name = tarot_score_sheet_get_player_name (self->sheet, s);

      if (!g_str_equal (tarot_score_sheet_get_player_name (sheet, s), name))
        {
          g_autofree char *where = g_strdup_printf ("sheet.players[%u]", s);
          g_autofree char *expected = g_strdup_printf ("\"%s\", the name of players[%u]", name, s);

          tarot_json_set_error (error, file, where, NULL, expected);
          return FALSE;
        }
    }
  /* a sheet without teams was saved before the variant named its partnerships (Ottocento):
   * it takes the variant's */
  if (n_teams > 0 && tarot_score_sheet_get_n_teams (sheet) == 0)
    return TRUE;
  for (guint s = 0; s < self->n_players; s++)
    if (tarot_score_sheet_get_n_teams (sheet) != n_teams ||
        (n_teams > 0 && tarot_score_sheet_get_team (sheet, s) != tarot_score_sheet_get_team (self->sheet, s)))
      {
        tarot_json_set_error (error, file, "sheet", "teams",
                              n_teams > 0 ? "the fixed partnerships of the variant: partners sit opposite"
                                          : "no teams: the variant has no fixed partnerships");
        return FALSE;
      }
  return TRUE;
}

/* Rows are for hands played before the one in progress, or for it once
 * it is played out.  That row is the score its actions give: one that
 * differs (written by a Triumphs that scored differently, or edited)
 * goes, and the hand is recorded again. */
static gboolean
check_current_row (TarotGame   *self,
                   const char  *file,
                   GError     **error)
{
  guint n_rows = tarot_score_sheet_get_n_rows (self->sheet);
  TarotScoreRow *row = n_rows > 0 ? tarot_score_sheet_get_row (self->sheet, n_rows - 1) : NULL;
  g_autofree char *where = g_strdup_printf ("sheet.rows[%u]", n_rows > 0 ? n_rows - 1 : 0);
  gboolean same;

  if (row == NULL || tarot_score_row_get_hand_number (row) < self->hand_number)
    return TRUE;
  if (tarot_score_row_get_hand_number (row) > self->hand_number)
    {
      g_autofree char *expected = g_strdup_printf ("a hand number up to %u, the hand in progress",
                                                   self->hand_number);

      tarot_json_set_error (error, file, where, "hand", expected);
      return FALSE;
    }
  if (tarot_deal_is_over (&self->deal))
    finish_hand (self);
  if (!tarot_deal_is_over (&self->deal) || !self->has_row)
    {
      g_autofree char *expected = g_strdup_printf ("no row for hand %u: it is not played out",
                                                   self->hand_number);

      tarot_json_set_error (error, file, where, NULL, expected);
      return FALSE;
    }
  same = tarot_score_row_get_dealer (row) == self->dealer &&
         tarot_score_row_get_n_lines (row) == self->score.n_lines;
  for (guint l = 0; same && l < self->score.n_lines; l++)
    for (guint s = 0; s < self->n_players; s++)
      same &= tarot_score_row_get_line_amount (row, l, s) == self->score.lines[l].amounts[s];
  if (!same)
    tarot_score_sheet_remove_last (self->sheet);
  return TRUE;
}

TarotGame *
tarot_game_new_from_json (JsonObject  *object,
                          const char  *file,
                          GError     **error)
{
  g_autoptr(TarotGame) self = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  g_autoptr(GHashTable) options = NULL;
  g_autoptr(GHashTable) hand_options = NULL;
  g_autoptr(TarotScoreSheet) sheet = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GPtrArray) levels = g_ptr_array_new ();
  g_autoptr(GError) local_error = NULL;
  const char *variant_id, *seed_str;
  guint human_mask, n_players;
  guint64 seed;
  gint64 hand, dealer;
  JsonObject *sheet_object;
  JsonArray *actions;
  TarotPack *pack;

  g_return_val_if_fail (object != NULL, NULL);

  if (file == NULL)
    file = "(input)";
  if (!check_format (object, file, error) ||
      (variant_id = tarot_json_get_string (object, "variant", file, NULL, error)) == NULL)
    return NULL;
  if ((variant = tarot_variant_load (variant_id, &local_error)) == NULL)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND, "%s: variant: %s",
                   file, local_error->message);
      return NULL;
    }
  if (!read_players (object, file, names, levels, &human_mask, error))
    return NULL;
  n_players = names->len - 1;
  if (n_players < tarot_variant_get_min_players (variant) ||
      n_players > tarot_variant_get_max_players (variant))
    {
      g_autofree char *expected = g_strdup_printf ("%u to %u players for %s",
                                                   tarot_variant_get_min_players (variant),
                                                   tarot_variant_get_max_players (variant),
                                                   variant_id);

      tarot_json_set_error (error, file, NULL, "players", expected);
      return NULL;
    }
  if ((options = tarot_session_rules_read_options (object, "options", file, variant, error)) == NULL ||
      (hand_options = tarot_session_rules_read_options (object, "hand_options", file, variant, error)) == NULL ||
      (seed_str = tarot_json_get_string (object, "seed", file, NULL, error)) == NULL ||
      !tarot_json_get_int (object, "hand", file, NULL, 1, G_MAXINT32, &hand, error) ||
      !tarot_json_get_int (object, "dealer", file, NULL, 0, n_players - 1, &dealer, error) ||
      (actions = tarot_json_get_array (object, "actions", file, NULL, error)) == NULL ||
      (sheet_object = tarot_json_get_object (object, "sheet", file, NULL, error)) == NULL)
    return NULL;
  if (!g_ascii_string_to_unsigned (seed_str, 10, 0, G_MAXUINT64, &seed, NULL))
    {
      tarot_json_set_error (error, file, NULL, "seed", "a decimal unsigned 64-bit integer in a string");
      return NULL;
    }
  if (!check_hand_options (variant, options, hand_options, file, error) ||
      (sheet = tarot_score_sheet_new_from_json (sheet_object, file, "sheet", error)) == NULL)
    return NULL;

  self = game_create (variant, n_players, options, (const char *const *) names->pdata,
                      human_mask, seed);
  for (guint s = 0; s < n_players; s++)
    self->levels[s] = g_strdup (g_ptr_array_index (levels, s));
  if (!check_sheet (self, sheet, file, error))
    return NULL;
  g_set_object (&self->sheet, sheet);
  tarot_session_rules_setup_teams (variant, self->sheet);
  if (!tarot_session_rules_pots_from_json (object, "pots", file, &self->pots, error) ||
      !tarot_stakes_from_json (object, "doubled_rounds", file, &self->stakes, error))
    return NULL;
  if (!deal_hand (self, (guint) hand, (guint) dealer, hand_options, &local_error))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, "%s: hand_options: %s",
                   file, local_error->message);
      return NULL;
    }

  /* the hand is rebuilt by replaying its actions, each checked */
  pack = tarot_variant_get_pack (variant);
  for (guint i = 0; i < json_array_get_length (actions); i++)
    {
      JsonNode *node = json_array_get_element (actions, i);
      TarotAction action;

      if (!JSON_NODE_HOLDS_OBJECT (node) ||
          !tarot_action_from_json (self->rules, pack, json_node_get_object (node),
                                   &action, &local_error))
        {
          const char *message = local_error != NULL ? local_error->message : "expected an object";

          /* tarot_action_from_json() does not know the file name */
          if (g_str_has_prefix (message, "(input): "))
            message += strlen ("(input): ");
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, "%s: actions[%u]: %s",
                       file, i, message);
          return NULL;
        }
      if (tarot_deal_is_over (&self->deal) ||
          !tarot_deal_is_legal (self->rules, &self->deal, action))
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                       _("%s: actions[%u]: “%s” by seat %u is not a legal action at this point"),
                       file, i, tarot_action_kind_to_string (action.kind), action.seat);
          return NULL;
        }
      g_array_append_val (self->actions, action);
      tarot_deal_apply (self->rules, &self->deal, action);
    }
  if (!check_current_row (self, file, error))
    return NULL;
  if (tarot_deal_is_over (&self->deal))
    {
      finish_hand (self);
      record_hand (self);
    }
  return g_steal_pointer (&self);
}

gboolean
tarot_game_save (TarotGame   *game,
                 const char  *path,
                 GError     **error)
{
  g_return_val_if_fail (TAROT_IS_GAME (game), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  return tarot_json_save_object (tarot_game_to_json (game), path, error);
}

TarotGame *
tarot_game_load (const char  *path,
                 GError     **error)
{
  g_autoptr(JsonObject) object = NULL;
  g_autofree char *base = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  if ((object = tarot_json_load_object (path, error)) == NULL)
    return NULL;
  base = g_path_get_basename (path);
  return tarot_game_new_from_json (object, base, error);
}
