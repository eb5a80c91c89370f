/* tarot-score-sheet.h — the score sheet of a session: a GListModel of
 * TarotScoreRow, one per scored hand, saved as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Used by played games (TarotGame) and by tabletop score keeping.
 * With fixed partnerships (tarot_score_sheet_set_teams()) the sheet
 * also gives the per-side balance of the slate, the way Troccas
 * players chalk it.  File format: docs/save-format.md.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "model/tarot-deal.h"
#include "model/tarot-score-row.h"

G_BEGIN_DECLS

#define TAROT_SCORE_SHEET_VERSION 1

#define TAROT_TYPE_SCORE_SHEET (tarot_score_sheet_get_type ())

G_DECLARE_FINAL_TYPE (TarotScoreSheet, tarot_score_sheet, TAROT, SCORE_SHEET, GObject)

/* @names: @n_players player names (NULL, or a blank name, gives
 * "Player 1", ...: a saved sheet has no blank names). */
TarotScoreSheet *tarot_score_sheet_new          (const char         *variant_id,
                                                 guint               n_players,
                                                 const char *const  *names);

const char      *tarot_score_sheet_get_variant_id (TarotScoreSheet  *sheet);
guint            tarot_score_sheet_get_n_players (TarotScoreSheet   *sheet);
const char      *tarot_score_sheet_get_player_name (TarotScoreSheet *sheet,
                                                    guint            seat);

/* Fixed partnerships: @team_of_seat gives each seat's team
 * (0 .. n_teams − 1).  @n_teams 0 means none (the default).  Partners
 * score alike, so a team's balance is that of any of its members. */
void             tarot_score_sheet_set_teams    (TarotScoreSheet    *sheet,
                                                 guint               n_teams,
                                                 const guint        *team_of_seat);
guint            tarot_score_sheet_get_n_teams  (TarotScoreSheet    *sheet);
guint            tarot_score_sheet_get_team     (TarotScoreSheet    *sheet,
                                                 guint               seat);

/* Appends a row for hand @hand_number (1-based) from @score, as
 * computed by tarot_rules_score() (or entered at the table).
 * Returns the new row (owned by the sheet). */
TarotScoreRow   *tarot_score_sheet_add_score    (TarotScoreSheet    *sheet,
                                                 guint               hand_number,
                                                 guint               dealer,
                                                 guint               declarer,
                                                 const char         *summary,
                                                 const TarotScore   *score);
/* Removes the last row (a correction at the table); FALSE if empty. */
gboolean         tarot_score_sheet_remove_last  (TarotScoreSheet    *sheet);

/* Makes the rows from @position on those of @source, which has the
 * same rows before @position (a recomputed copy of the sheet, after
 * an earlier hand was edited), and its rubbers' shape: one
 * items-changed. */
void             tarot_score_sheet_splice       (TarotScoreSheet    *sheet,
                                                 guint               position,
                                                 TarotScoreSheet    *source);

/* Owned by the sheet; NULL past the end.  (g_list_model_get_item()
 * gives a new reference instead.) */
TarotScoreRow   *tarot_score_sheet_get_row      (TarotScoreSheet    *sheet,
                                                 guint               position);
guint            tarot_score_sheet_get_n_rows   (TarotScoreSheet    *sheet);
gint             tarot_score_sheet_get_total    (TarotScoreSheet    *sheet,
                                                 guint               seat);
/* The slate: a team's balance after row @position, and after the last
 * row.  Only with teams. */
gint             tarot_score_sheet_get_team_running_total (TarotScoreSheet *sheet,
                                                           guint            position,
                                                           guint            team);
gint             tarot_score_sheet_get_team_total (TarotScoreSheet  *sheet,
                                                   guint             team);

/* Rubbers (docs/family-api.md, "Across a rubber"): how the session's
 * rubbers end, from its rules (tarot_session_rules_rubber() sets it):
 * after @length rows, or after the row where one seat's tally (the
 * rows' tallies added up from the rubber's first row) reaches @target
 * ahead of every other seat; both 0 (the default): no rubbers.  Not
 * saved: the session gives it back from its rules.  Notifies
 * "rubber-length" and "rubber-target". */
void             tarot_score_sheet_set_rubber   (TarotScoreSheet    *sheet,
                                                 guint               length,
                                                 guint               target);
guint            tarot_score_sheet_get_rubber_length (TarotScoreSheet *sheet);
guint            tarot_score_sheet_get_rubber_target (TarotScoreSheet *sheet);
/* Where the rows stand in their rubbers (tarot-score-sheet-rubbers.c).
 * The first row of the rubber that row @position belongs to; with
 * @position the number of rows, that of the next hand's rubber. */
guint            tarot_score_sheet_get_rubber_start (TarotScoreSheet *sheet,
                                                     guint            position);
/* Whether row @position closes a rubber (a finished one). */
gboolean         tarot_score_sheet_is_rubber_end (TarotScoreSheet   *sheet,
                                                  guint              position);
/* Rubbers finished before row @position (so row @position is in
 * rubber number this + 1). */
guint            tarot_score_sheet_get_n_rubbers_before (TarotScoreSheet *sheet,
                                                         guint            position);
/* Whether any row keeps a tally (tarot_score_row_has_tally()). */
gboolean         tarot_score_sheet_has_tally    (TarotScoreSheet    *sheet);
/* @seat's tally in its rubber after row @position. */
gint             tarot_score_sheet_get_rubber_tally (TarotScoreSheet *sheet,
                                                     guint            position,
                                                     guint            seat);
/* @seat's balance (amounts) in its rubber after row @position. */
gint             tarot_score_sheet_get_rubber_balance (TarotScoreSheet *sheet,
                                                       guint            position,
                                                       guint            seat);
/* The seat (any one of the side, with partnerships) that won the
 * rubber row @position closes: the highest tally where the rows keep
 * one, else the highest balance; G_MAXUINT for a draw or where no
 * rubber ends. */
guint            tarot_score_sheet_get_rubber_winner (TarotScoreSheet *sheet,
                                                      guint            position);
/* "Anna & Chiara" with partnerships, else the player's name. */
char            *tarot_score_sheet_get_side_name (TarotScoreSheet   *sheet,
                                                  guint              seat);
/* Whether the players call them rubbers: won on a tally or to a
 * target; else games of a fixed number of hands (Troccas). */
gboolean         tarot_score_sheet_get_rubbers_named (TarotScoreSheet *sheet);
/* "Rubber 2", or "Game 2" for games. */
char            *tarot_score_sheet_get_rubber_title (TarotScoreSheet *sheet,
                                                     guint            number);

/* JSON (docs/save-format.md).  @file and @where name the source in
 * error messages (either may be NULL). */
JsonObject      *tarot_score_sheet_to_json      (TarotScoreSheet    *sheet);
TarotScoreSheet *tarot_score_sheet_new_from_json (JsonObject        *object,
                                                  const char        *file,
                                                  const char        *where,
                                                  GError           **error);

/* CSV (RFC 4180, UTF-8): a header "hand,dealer,summary,<player>…",
 * one row per hand with each player's amount, with @with_lines the
 * itemised lines below each hand ("", "", label, amounts…), after the
 * hand that closes a rubber a line "", "", "Rubber 2: …", and each
 * player's tally in the rubber (where the rows keep one) or balance,
 * and a last "Total" row. */
char            *tarot_score_sheet_to_csv       (TarotScoreSheet    *sheet,
                                                 gboolean            with_lines);
/* Reads back the Total row of such a CSV into @totals (@n players);
 * fails unless the file has the header, @n player columns and a
 * Total row. */
gboolean         tarot_score_sheet_csv_totals   (const char         *csv,
                                                 gint               *totals,
                                                 guint               n,
                                                 GError            **error);

/* Atomic write: the old file stays intact if anything fails. */
gboolean         tarot_score_sheet_save         (TarotScoreSheet    *sheet,
                                                 const char         *path,
                                                 GError            **error);
/* Never writes to @path; errors name the file and the problem. */
TarotScoreSheet *tarot_score_sheet_load         (const char         *path,
                                                 GError            **error);

G_END_DECLS
