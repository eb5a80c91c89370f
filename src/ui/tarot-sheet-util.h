/* tarot-sheet-util.h — what the sheet widgets and the printed sheet say alike
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A sheet's "columns" are its sides when it has fixed partnerships
 * (partners score alike) and its players otherwise: the slate, the
 * chart, the standing and the printed slate all count by them.
 */
#pragma once

#include <glib.h>

#include "model/tarot-score-sheet.h"

G_BEGIN_DECLS

/* "+12", "−7" (a real minus sign, as wide as the plus in tabular figures). */
char    *tarot_sheet_format_amount          (gint             amount,
                                             gboolean         with_sign);
/* A name short enough for a narrow column: "Maximilian" → "Maximil.". */
char    *tarot_sheet_short_name             (const char      *name);

guint    tarot_sheet_get_n_columns          (TarotScoreSheet *sheet);
/* "Anna & Chiara" for a side. */
char    *tarot_sheet_get_column_name        (TarotScoreSheet *sheet,
                                             guint            column);
/* Short names, joined for a side. */
char    *tarot_sheet_get_column_short_name  (TarotScoreSheet *sheet,
                                             guint            column);
gint     tarot_sheet_get_column_running_total (TarotScoreSheet *sheet,
                                               guint            position,
                                               guint            column);

/* Games (Troccas) and rubbers (Ottocento: first side to 800) end where
 * the session ends them (tarot_score_sheet_set_rubber()); "games" here
 * means both. */
gboolean tarot_sheet_has_games              (TarotScoreSheet *sheet);
gboolean tarot_sheet_is_game_end            (TarotScoreSheet *sheet,
                                             guint            position);
/* The 1-based number of the game row @position belongs to. */
guint    tarot_sheet_get_game_number        (TarotScoreSheet *sheet,
                                             guint            position);
/* @column's tally in its rubber after row @position (Ottocento's side
 * totals toward 800), where the rows keep one. */
gint     tarot_sheet_get_column_tally       (TarotScoreSheet *sheet,
                                             guint            position,
                                             guint            column);
/* What @column made of the game row @position closes: its tally where
 * the rows keep one, else its balance. */
gint     tarot_sheet_get_game_score         (TarotScoreSheet *sheet,
                                             guint            position,
                                             guint            column);
/* The column that won the game row @position closes, or G_MAXUINT
 * for a draw or where no game ends. */
guint    tarot_sheet_get_game_winner        (TarotScoreSheet *sheet,
                                             guint            position);
/* "Rubber 2 — Anna & Chiara 812 : 640": the line under the game row
 * @position closes. */
char    *tarot_sheet_format_game_line       (TarotScoreSheet *sheet,
                                             guint            position);
/* "Anna & Chiara 2 · Bruno & Dario 1": finished games won per column;
 * NULL without games. */
char    *tarot_sheet_format_standing        (TarotScoreSheet *sheet);

G_END_DECLS
