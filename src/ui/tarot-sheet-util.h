/* tarot-sheet-util.h — what the sheet widgets and the printed sheet say alike
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A sheet's "columns" are its sides when it has fixed partnerships
 * (partners score alike) and its players otherwise: the slate, the
 * chart, the standing and the printed slate all count by them.
 * Games (Troccas: as many hands as players) are counted in rows,
 * @game_length rows each, 0 when the variant has none.
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

/* Games begun so far (the last one may be unfinished). */
guint    tarot_sheet_get_n_games            (TarotScoreSheet *sheet,
                                             guint            game_length);
gboolean tarot_sheet_is_game_end            (TarotScoreSheet *sheet,
                                             guint            game_length,
                                             guint            position);
/* What @column won or lost in game @game (0-based). */
gint     tarot_sheet_get_game_balance       (TarotScoreSheet *sheet,
                                             guint            game_length,
                                             guint            game,
                                             guint            column);
/* The column that won finished game @game, or G_MAXUINT for a tie or
 * an unfinished game. */
guint    tarot_sheet_get_game_winner        (TarotScoreSheet *sheet,
                                             guint            game_length,
                                             guint            game);
/* "Anna & Chiara 2 · Bruno & Dario 1": finished games won per column;
 * NULL without games. */
char    *tarot_sheet_format_standing        (TarotScoreSheet *sheet,
                                             guint            game_length);

G_END_DECLS
