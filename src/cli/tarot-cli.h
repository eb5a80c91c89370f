/* tarot-cli.h — shared pieces of triumphs-cli; one tarot-cli-<group>.c
 * per command group, listed in the table in tarot-cli.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "model/tarot-deal.h"
#include "model/tarot-variant.h"

G_BEGIN_DECLS

typedef struct
{
  const char *name;
  const char *summary;
  int       (*run) (int    argc,
                    char **argv);
} TarotCliCommand;

/* Options most commands share. */
typedef struct
{
  char     *variant;
  int       players;
  char     *seed;
  int       dealer;
  char    **options;    /* KEY=VALUE */
  gboolean  json;
} TarotCliCommon;

/* GOptionEntry rows for TarotCliCommon; the array ends with a zeroed row. */
void          tarot_cli_common_entries (TarotCliCommon  *common,
                                        GOptionEntry    *entries,
                                        gboolean         with_seed);
void          tarot_cli_common_clear   (TarotCliCommon  *common);

/* Parses argv with @entries; prints the error and returns FALSE on
 * unknown options or leftover arguments. */
gboolean      tarot_cli_parse          (const char      *command,
                                        const char      *summary,
                                        GOptionEntry    *entries,
                                        int             *argc,
                                        char          ***argv);

/* Loads the variant and builds its rules for --players/--option. */
TarotVariant *tarot_cli_load           (TarotCliCommon  *common,
                                        TarotRules      *rules,
                                        GHashTable     **options_out,
                                        GError         **error);
gboolean      tarot_cli_parse_seed     (const char      *str,
                                        guint64         *seed,
                                        GError         **error);

JsonObject   *tarot_cli_score_to_json  (const TarotScore *score);
void          tarot_cli_print_json     (JsonObject      *object);
/* Prints @text left-aligned in @width characters (not bytes). */
void          tarot_cli_print_padded   (const char      *text,
                                        glong            width);
int           tarot_cli_fail           (const char      *command,
                                        GError          *error);

int tarot_cli_variants (int argc, char **argv);
int tarot_cli_deal     (int argc, char **argv);
int tarot_cli_play     (int argc, char **argv);
int tarot_cli_score    (int argc, char **argv);
int tarot_cli_describe (int argc, char **argv);
int tarot_cli_simulate (int argc, char **argv);
int tarot_cli_bench    (int argc, char **argv);
int tarot_cli_render   (int argc, char **argv);
int tarot_cli_match    (int argc, char **argv);
int tarot_cli_sheet    (int argc, char **argv);

void tarot_cli_bench_render (JsonObject *json);
/* bench: {variant, players, cards_per_hand, positions, median_ms,
 * max_ms} for 4, 6 and 8 cards per hand, at most @positions each and
 * about @seconds each */
JsonArray *tarot_cli_bench_solver    (TarotVariant *variant,
                                      guint         n_players,
                                      guint         positions,
                                      double        seconds);
/* bench: {variant, players, level, decisions, p50_ms, p99_ms, max_ms}
 * at Normal and Hard over at most @hands whole hands (about @seconds)
 * each */
JsonArray *tarot_cli_bench_decisions (TarotVariant *variant,
                                      guint         n_players,
                                      guint         hands,
                                      double        seconds);

G_END_DECLS
