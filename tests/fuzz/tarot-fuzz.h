/* tarot-fuzz.h — what the fuzz targets share: set-up, the shipped games,
 * playing a hand with every invariant checked, and error checks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A broken invariant ends the process with g_error(), which libFuzzer
 * reports as a crash and the corpus replay as a failed test.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "model/tarot-deal.h"
#include "model/tarot-game.h"
#include "model/tarot-variant.h"

G_BEGIN_DECLS

/* Inputs a target took all the way through (loaded, scored, played),
 * so the replay can tell a corpus that reaches the model from one that
 * is refused at the door. */
extern guint tarot_fuzz_n_accepted;

/* Once per process: data directory, criticals and warnings fatal, and the
 * shipped variants loaded. */
void           tarot_fuzz_init            (void);

/* Every option of @variant set to each of its values, one at a time:
 * bools both ways, integers at their bounds, every choice.  Each entry
 * is a GHashTable of option id → value. */
GPtrArray     *tarot_fuzz_option_settings (TarotVariant      *variant);

/* One of the shipped games, read from the start of @data, which then
 * points past it: a variant and a player count with its default options
 * (@options NULL) or one of its option settings, which the caller then
 * owns; @rules are built for it.  A corpus file names its game on a
 * first line, "@variant/players" or "@variant/players/option=value", so
 * that new variants and options do not change what it tests; any other
 * input chooses by its first two bytes (the game, then 0 for the
 * defaults or one option setting).  NULL when @data is too short or names
 * no shipped game. */
TarotVariant  *tarot_fuzz_pick_game       (const uint8_t    **data,
                                           size_t            *size,
                                           TarotRules        *rules,
                                           GHashTable       **options);

/* @error comes from reading input: TAROT_ERROR, with a message that is
 * valid UTF-8 and names @file (NULL: names nothing in particular). */
void           tarot_fuzz_check_error     (const GError      *error,
                                           const char        *file);

/* Applies @action to @deal, checked as untrusted input is: only when
 * legal, and the cards are where they belong afterwards. */
gboolean       tarot_fuzz_apply           (const TarotRules  *rules,
                                           TarotDeal         *deal,
                                           TarotAction        action);

/* Ends a hand: outcome, itemised score, and the outcome read back from
 * its JSON giving the same score. */
void           tarot_fuzz_check_outcome   (const TarotRules  *rules,
                                           const TarotOutcome *outcome);
/* Deals with @seed and plays the hand to its end with legal actions
 * drawn from @seed, then checks its outcome. */
void           tarot_fuzz_play_hand       (const TarotRules  *rules,
                                           guint              dealer,
                                           guint64            seed);

/* A sheet, or a game, saved and read again is in the same state. */
void           tarot_fuzz_sheet_round_trip (TarotScoreSheet  *sheet);
void           tarot_fuzz_game_round_trip (TarotGame         *game);

/* The "id" member of a JSON object as "<id>.json" when it is a plain
 * id, else @fallback: variants must be named after their id. */
char          *tarot_fuzz_file_name       (const uint8_t     *data,
                                           size_t             size,
                                           const char        *fallback);

G_END_DECLS
