/* tarot-table-session.h — keeping the score of a game played with
 * real cards: the hands as entered, and the sheet computed from them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each hand is an outcome in the family's JSON (docs/cli.md "score"),
 * or {"end": "passed_out"} / {"end": "annulled"} (with what the family
 * still scores of such a hand: Calatafimi's "bought_off"), and the seat
 * that dealt it.  The sheet, the pots, the catch-up deal forms and who
 * deals next are recomputed from the hands after every change, with
 * the same code as played games (model/tarot-session-rules.h), so a
 * hand entered here scores exactly as `triumphs-cli score` scores it.
 *
 * Signals:
 *   changed ()                  the hands changed; the sheet is already
 *                               recomputed (and the file written)
 *   save-failed (GError *error) writing the file failed; the old file
 *                               is intact, tarot_table_session_save()
 *                               retries
 * Properties: "name", "modified", "next-dealer", "can-undo".
 *
 * File format "triumphs-table-session": docs/save-format.md.
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "model/tarot-deal.h"
#include "model/tarot-score-sheet.h"
#include "model/tarot-variant.h"

G_BEGIN_DECLS

#define TAROT_TABLE_SESSION_VERSION 1

#define TAROT_TYPE_TABLE_SESSION (tarot_table_session_get_type ())

G_DECLARE_FINAL_TYPE (TarotTableSession, tarot_table_session, TAROT, TABLE_SESSION, GObject)

/* @options: house rules (option id → value string, may be NULL);
 * @names: @n_players names in seating order (= playing order, seat 0
 * first; may be NULL); @first_dealer: seat. */
TarotTableSession *tarot_table_session_new          (TarotVariant       *variant,
                                                     guint               n_players,
                                                     GHashTable         *options,
                                                     const char *const  *names,
                                                     guint               first_dealer,
                                                     GError            **error);

const char        *tarot_table_session_get_name     (TarotTableSession  *self);
void               tarot_table_session_set_name     (TarotTableSession  *self,
                                                     const char         *name);
TarotVariant      *tarot_table_session_get_variant  (TarotTableSession  *self);
guint              tarot_table_session_get_n_players (TarotTableSession *self);
const char        *tarot_table_session_get_player_name (TarotTableSession *self,
                                                        guint              seat);
GHashTable        *tarot_table_session_get_options  (TarotTableSession  *self);
guint              tarot_table_session_get_first_dealer (TarotTableSession *self);
GDateTime         *tarot_table_session_get_created  (TarotTableSession  *self);
GDateTime         *tarot_table_session_get_modified (TarotTableSession  *self);

/* The rules of the hand to be entered next (catch-up deal form
 * applied). */
const TarotRules  *tarot_table_session_get_rules    (TarotTableSession  *self);
/* The options those rules were built with: the house rules plus the
 * catch-up "deal_form" (Troccas). */
GHashTable        *tarot_table_session_get_hand_options (TarotTableSession *self);
/* The sheet, recomputed from the entered outcomes after every change
 * (the same TarotScoreSheet as played games; teams set for fixed
 * partnerships).  Passed-out and annulled hands have no row, unless a
 * pot (French `mouches`) took or gave points at that deal. */
TarotScoreSheet   *tarot_table_session_get_score_sheet (TarotTableSession *self);
/* Game points on the table in the pots (French `mouches`), 0 without. */
gint               tarot_table_session_get_pots_total (TarotTableSession *self);

/* Entered hands, in order, including passed-out and annulled ones
 * (they count for the dealer rotation and the hand number: hand
 * @index has number @index + 1 on the sheet). */
guint              tarot_table_session_get_n_hands  (TarotTableSession  *self);
/* A new object: the outcome as scored, with "dealer" filled in and,
 * in Troccas, the catch-up "deal_form" the hand was dealt with. */
JsonObject        *tarot_table_session_get_hand_outcome (TarotTableSession *self,
                                                         guint              index);
guint              tarot_table_session_get_hand_dealer  (TarotTableSession *self,
                                                         guint              index);
/* The sheet row of hand @index, NULL when it has none. */
TarotScoreRow     *tarot_table_session_get_hand_row (TarotTableSession  *self,
                                                     guint               index);
/* After the last hand: the next player in playing order, or the same
 * dealer after a deal thrown in where the family redeals that way. */
guint              tarot_table_session_get_next_dealer (TarotTableSession *self);

/* Scores @outcome (JSON as in docs/cli.md; `dealer` filled in by the
 * session when absent) as hand @index would be (index == n_hands: a
 * new hand) without changing anything: the live preview.  @score gets
 * the lines the row would have (the pots' line included).  Errors are
 * the family's validation messages. */
gboolean           tarot_table_session_preview      (TarotTableSession  *self,
                                                     guint               index,
                                                     JsonObject         *outcome,
                                                     TarotScore         *score,
                                                     GError            **error);
/* The outcome's `dealer`, when present, is the hand's dealer; else the
 * next dealer (add) or the hand's current dealer (replace).  Later
 * hands keep their dealers; their rows, pots and catch-up deal forms
 * are recomputed. */
gboolean           tarot_table_session_add_hand     (TarotTableSession  *self,
                                                     JsonObject         *outcome,
                                                     GError            **error);
gboolean           tarot_table_session_replace_hand (TarotTableSession  *self,
                                                     guint               index,
                                                     JsonObject         *outcome,
                                                     GError            **error);
void               tarot_table_session_remove_hand  (TarotTableSession  *self,
                                                     guint               index);
/* One level of undo for the last add/replace/remove. */
gboolean           tarot_table_session_get_can_undo (TarotTableSession  *self);
gboolean           tarot_table_session_undo         (TarotTableSession  *self);

/* Files (docs/save-format.md), written atomically.  With a path set,
 * every change is written at once. */
void               tarot_table_session_set_path     (TarotTableSession  *self,
                                                     const char         *path);
const char        *tarot_table_session_get_path     (TarotTableSession  *self);
gboolean           tarot_table_session_save         (TarotTableSession  *self,
                                                     GError            **error);
JsonObject        *tarot_table_session_to_json      (TarotTableSession  *self);
/* Every hand is validated again by its family; a file with a hand
 * that does not validate is refused, naming the key
 * (`hands[3].outcome.points: …`).  @file names the source in messages
 * (may be NULL). */
TarotTableSession *tarot_table_session_new_from_json (JsonObject        *object,
                                                      const char        *file,
                                                      GError           **error);
/* Never writes; the session gets @path as its path. */
TarotTableSession *tarot_table_session_load         (const char         *path,
                                                     GError            **error);

G_END_DECLS
