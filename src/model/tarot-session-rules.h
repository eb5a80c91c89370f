/* tarot-session-rules.h — the rules that run across hands, shared by
 * played games (TarotGame) and score-keeping sessions
 * (TarotTableSession)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hand is scored by its family alone; what a session adds lives
 * here, so that a hand entered at a real table and a hand played in
 * the app go on the sheet the same way: the pots (French `mouches`),
 * the options of the next hand (Troccas catch-up deals), fixed
 * partnerships, the games a sheet is cut into, who deals next, and
 * the row's summary.
 */
#pragma once

#include <glib.h>

#include "model/tarot-deal.h"
#include "model/families/tarot-french.h"
#include "model/tarot-score-sheet.h"
#include "model/tarot-variant.h"

G_BEGIN_DECLS

/* Sets the sheet's teams when the variant has fixed partnerships
 * (by_players.<n>.partnerships: partners sit every other seat). */
void         tarot_session_rules_setup_teams       (TarotVariant        *variant,
                                                    TarotScoreSheet     *sheet);

/* Hands per game where the variant plays games of several hands
 * (Troccas: as many as there are players, so that everybody deals
 * once; rules/troccas.md §11; else the variant's "rubber"); 0 when it
 * has none.  Row r (0-based)
 * of a sheet ends a game when (r + 1) % length == 0. */
guint        tarot_session_rules_game_length       (TarotVariant        *variant,
                                                    guint                n_players);

/* Where the hand after the first @n_rows rows of @sheet stands in its
 * rubber (a game of tarot_session_rules_game_length() hands, or the
 * shape the family gave @rubber in build_rules: a length, or a target
 * the rows' tallies reach): set in the hand's rules (TarotRules.rubber)
 * by played games and score-keeping sessions alike; all 0 when the
 * variant has none.  Gives @sheet the shape, so that it draws each
 * rubber where the session ends it (tarot_score_sheet_set_rubber()). */
void         tarot_session_rules_rubber            (TarotVariant        *variant,
                                                    TarotScoreSheet     *sheet,
                                                    guint                n_rows,
                                                    TarotRubber         *rubber);

/* The catch-up deal_form (Troccas §5.2) of the hand after the rows of
 * @sheet: "normal", "two_rounds" or "one_round" from the deficit of
 * the side behind in the current game; NULL when the variant has no
 * catch-up deals. */
const char  *tarot_session_rules_catch_up_form     (TarotVariant        *variant,
                                                    GHashTable          *options,
                                                    TarotScoreSheet     *sheet);
/* A copy of @options (option id → value, may be NULL) that owns its
 * strings. */
GHashTable  *tarot_session_rules_copy_options      (GHashTable          *options);
/* @options (may be NULL) plus the catch-up deal_form: the options to
 * build the rules of the hand after the rows of @sheet with. */
GHashTable  *tarot_session_rules_next_hand_options (TarotVariant        *variant,
                                                    GHashTable          *options,
                                                    TarotScoreSheet     *sheet);

/* What a finished hand means for the next ones: the family's
 * follow_up, or the default: the deal passes on, except that a deal
 * thrown in (TAROT_END_ANNULLED) is redealt by the same dealer where
 * the rules say so (Troccas §5.1, Tapp-Tarock Q10; not French Tarot
 * §2); a played hand is scored; nothing is doubled. */
void         tarot_session_rules_follow_up         (const TarotRules    *rules,
                                                    const TarotOutcome  *outcome,
                                                    TarotFollowUp       *follow_up);
/* Who deals after a hand of @dealer that ended with @end. */
guint        tarot_session_rules_next_dealer       (const TarotRules    *rules,
                                                    guint                dealer,
                                                    TarotEnd             end);

/* The doubled rounds open before a hand (Hungarian Tarokk §11.7):
 * each has the scored hands it still doubles and its factor (2, or 4
 * for a round restarted at ×4).  At most six are open (×64); a
 * seventh lengthens the newest instead. */
#define TAROT_MAX_DOUBLED_ROUNDS 6

typedef struct
{
  guint8 n_rounds;
  guint8 hands[TAROT_MAX_DOUBLED_ROUNDS];
  guint8 factor[TAROT_MAX_DOUBLED_ROUNDS];
} TarotStakes;

void         tarot_stakes_init                     (TarotStakes         *stakes);
/* The multiplier of the next scored hand: 1 when no round is open. */
guint        tarot_stakes_get                      (const TarotStakes   *stakes);
/* After the hand of @outcome: a scored hand uses up one hand of every
 * open round, a hand thrown in opens one (tarot_session_rules_follow_up()). */
void         tarot_stakes_advance                  (TarotStakes         *stakes,
                                                    const TarotRules    *rules,
                                                    const TarotOutcome  *outcome);
/* In saved games: an array of {"hands": n, "stakes": 2 or 4}, absent
 * or empty for none. */
JsonArray   *tarot_stakes_to_json                  (const TarotStakes   *stakes);
gboolean     tarot_stakes_from_json                (JsonObject          *object,
                                                    const char          *member,
                                                    const char          *file,
                                                    TarotStakes         *stakes,
                                                    GError             **error);
/* Whether a hand can end with @end in this game: passed out only
 * where there is an auction. */
gboolean     tarot_session_rules_end_possible      (const TarotRules    *rules,
                                                    TarotEnd             end);

/* The score of a finished hand as it goes on the sheet: the family's
 * itemised score (with labels; no lines for a hand not played unless
 * the family scores it, as Calatafimi's bought-off deals; times
 * outcome->stakes, with a line that says so), then the pots the
 * variant keeps across hands (French `mouches`), settled in @pots.
 * TRUE when the hand gets a row: it was played, or it has lines. */
gboolean     tarot_session_rules_score_hand        (const TarotRules    *rules,
                                                    TarotFrenchPots     *pots,
                                                    const TarotOutcome  *outcome,
                                                    TarotScore          *score);

/* Adds the row of hand @hand_number (1-based) to @sheet, with its
 * summary ("Garde: Anna with Ben", "Dealer’s side: Anna & Clà",
 * "Passed out"). */
TarotScoreRow *tarot_session_rules_add_row         (TarotVariant        *variant,
                                                    const TarotRules    *rules,
                                                    TarotScoreSheet     *sheet,
                                                    guint                hand_number,
                                                    const TarotOutcome  *outcome,
                                                    const TarotScore    *score);

/* Options (house rules) in saved files: an object of option id →
 * value string, written sorted so that saving twice gives the same
 * file; reading checks them against the variant. */
JsonObject  *tarot_session_rules_options_to_json   (GHashTable          *options);
GHashTable  *tarot_session_rules_read_options      (JsonObject          *object,
                                                    const char          *member,
                                                    const char          *file,
                                                    TarotVariant        *variant,
                                                    GError             **error);

/* The pots on the table in a saved game: an array of
 * {"points": n, "doubled": bool}, empty or absent for none. */
JsonArray   *tarot_session_rules_pots_to_json      (const TarotFrenchPots *pots);
gboolean     tarot_session_rules_pots_from_json    (JsonObject          *object,
                                                    const char          *member,
                                                    const char          *file,
                                                    TarotFrenchPots     *pots,
                                                    GError             **error);

G_END_DECLS
