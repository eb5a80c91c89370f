/* tarot-game.h — a session of one variant: players, dealer rotation,
 * the hand in progress (deal + action list) and the score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The UI and the CLI drive a game through tarot_game_apply() and
 * listen to its signals:
 *
 *   action-applied (const TarotAction *action)    after every decision
 *   hand-finished  (const TarotOutcome *outcome,
 *                   const TarotScore *score)       the hand is over;
 *                   @score has no lines when the hand was passed out
 *                   or annulled, but for the pots' line (French
 *                   `mouches`), which ends the score of every hand.
 *                   tarot_game_next_hand() then puts it on the sheet.
 *   hand-started   (guint hand_number)             a new hand was dealt
 *   undone         ()                              the hand went back
 *   redone         ()                              undone decisions came back
 *
 * and notify on "hand-number", "dealer", "to-move", "hand-over",
 * "can-undo", "can-redo" and "save-error".
 *
 * Every hand is dealt from a seed derived from the session seed and
 * the hand number, so the session seed, the score sheet and the
 * current hand's actions are the whole save (docs/save-format.md).
 */
#pragma once

#include <glib-object.h>

#include "model/tarot-deal.h"
#include "model/tarot-score-sheet.h"
#include "model/tarot-variant.h"

G_BEGIN_DECLS

#define TAROT_GAME_VERSION 1

#define TAROT_TYPE_GAME (tarot_game_get_type ())

G_DECLARE_FINAL_TYPE (TarotGame, tarot_game, TAROT, GAME, GObject)

/* Starts a session and deals hand 1.  @options: option id → value
 * (house rules, may be NULL); @names: @n_players names (may be NULL);
 * bit s of @human_mask set when seat s is played by a person.  The
 * first dealer is drawn from @seed (the cut for the deal). */
TarotGame         *tarot_game_new              (TarotVariant       *variant,
                                                guint               n_players,
                                                GHashTable         *options,
                                                const char *const  *names,
                                                guint               human_mask,
                                                guint64             seed,
                                                GError            **error);

TarotVariant      *tarot_game_get_variant      (TarotGame          *game);
guint              tarot_game_get_n_players    (TarotGame          *game);
const char        *tarot_game_get_player_name  (TarotGame          *game,
                                                guint               seat);
gboolean           tarot_game_is_human         (TarotGame          *game,
                                                guint               seat);
guint              tarot_game_get_human_mask   (TarotGame          *game);
/* The computer player's level for @seat: an opaque string the UI
 * chooses and gets back after a resume (NULL if never set). */
const char        *tarot_game_get_level        (TarotGame          *game,
                                                guint               seat);
void               tarot_game_set_level        (TarotGame          *game,
                                                guint               seat,
                                                const char         *level);
/* The session's house rules, and those of the current hand (which
 * may add a catch-up deal_form, see tarot_game_next_hand()). */
GHashTable        *tarot_game_get_options      (TarotGame          *game);
GHashTable        *tarot_game_get_hand_options (TarotGame          *game);
guint64            tarot_game_get_seed         (TarotGame          *game);
/* 1-based; passed-out and annulled hands count. */
guint              tarot_game_get_hand_number  (TarotGame          *game);
guint              tarot_game_get_dealer       (TarotGame          *game);
TarotScoreSheet   *tarot_game_get_score_sheet  (TarotGame          *game);

const TarotRules  *tarot_game_get_rules        (TarotGame          *game);
const TarotDeal   *tarot_game_get_deal         (TarotGame          *game);
/* The decisions taken so far in this hand, in order. */
const TarotAction *tarot_game_get_actions      (TarotGame          *game,
                                                guint              *n_actions);
/* TAROT_NO_SEAT when the hand is over. */
guint              tarot_game_get_to_move      (TarotGame          *game);
gboolean           tarot_game_is_hand_over     (TarotGame          *game);
void               tarot_game_legal_actions    (TarotGame          *game,
                                                TarotActionList    *list);
void               tarot_game_get_view         (TarotGame          *game,
                                                guint               seat,
                                                TarotPlayerView    *view);
/* Rejects anything but a legal action of the seat to move
 * (TAROT_ERROR_ILLEGAL) and leaves the game unchanged. */
gboolean           tarot_game_apply            (TarotGame          *game,
                                                TarotAction         action,
                                                GError            **error);
/* Goes back to just before the last decision of a human seat in this
 * hand (replaying the action list); FALSE if there is none.  Hands
 * already on the sheet are corrected with
 * tarot_score_sheet_remove_last() instead. */
gboolean           tarot_game_undo_to_human    (TarotGame          *game);
/* Applies again what undo took back: the human decision undone last
 * and the computer players' decisions that followed it, up to the
 * next human decision.  Any new decision (tarot_game_apply()) or a
 * new hand drops what could be redone.  FALSE if there is nothing. */
gboolean           tarot_game_redo             (TarotGame          *game);
gboolean           tarot_game_can_undo         (TarotGame          *game);
gboolean           tarot_game_can_redo         (TarotGame          *game);

/* Once the hand is over: its outcome and itemised score (FALSE before). */
gboolean           tarot_game_get_outcome      (TarotGame          *game,
                                                TarotOutcome       *outcome);
gboolean           tarot_game_get_hand_score   (TarotGame          *game,
                                                TarotScore         *score);

/* Scores the finished hand onto the sheet (played hands only), passes
 * the deal to the next player, and deals the next hand.  Where the
 * variant offers catch-up deals (options deal_form,
 * catch_up_two_rounds, catch_up_one_round) the side behind in the
 * current game gets the form its deficit allows.  Fails with
 * TAROT_ERROR_ILLEGAL while the hand is in progress. */
gboolean           tarot_game_next_hand        (TarotGame          *game,
                                                GError            **error);

/* Save and resume (docs/save-format.md).  Saving is atomic; loading
 * never writes, and errors name the file and what is wrong. */
JsonObject        *tarot_game_to_json          (TarotGame          *game);
TarotGame         *tarot_game_new_from_json    (JsonObject         *object,
                                                const char         *file,
                                                GError            **error);
gboolean           tarot_game_save             (TarotGame          *game,
                                                const char         *path,
                                                GError            **error);
TarotGame         *tarot_game_load             (const char         *path,
                                                GError            **error);

/* Autosave: with a path set (and at once when it is set), the game
 * writes itself there after every decision, undo and new hand, before
 * the signals tell anyone, so that a crash or a kill loses nothing the
 * player has seen; a finished hand is saved with its score row.  A
 * failed write keeps the old file, sets "save-error" and is tried
 * again at the next change or by tarot_game_autosave(). */
void               tarot_game_set_autosave_path (TarotGame         *game,
                                                 const char        *path);
const char        *tarot_game_get_autosave_path (TarotGame         *game);
/* Writes the game to its autosave path now (TRUE without a path). */
gboolean           tarot_game_autosave         (TarotGame          *game,
                                                GError            **error);
/* The error of the last autosave, NULL once one works. */
const GError      *tarot_game_get_save_error   (TarotGame          *game);

G_END_DECLS
