/* tarot-test-cases.h — one test per variant file, player count and house-rule set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "model/tarot-variant.h"

G_BEGIN_DECLS

/* House rules that open phases the defaults never reach. */
typedef struct
{
  const char *variant;
  guint       n_players;
  const char *options[6];    /* key, value, ..., NULL-terminated when shorter */
} TarotTestOptionCase;

typedef struct
{
  TarotVariant *variant;
  guint         n_players;
  GHashTable   *options;     /* NULL: the defaults */
} TarotTestCase;

/* Loads every variant file and registers @func for each variant and
 * player count ("@prefix/<id>/<n>") and for each of @option_cases
 * ("@prefix/options/<id>/<i>").  Returns the loaded variants; call
 * tarot_test_cases_free() after g_test_run(). */
GPtrArray  *tarot_test_add_variant_cases (const char                *prefix,
                                          GTestDataFunc              func,
                                          const TarotTestOptionCase *option_cases,
                                          guint                      n_option_cases);
/* The loaded variant with @id (asserts that there is one). */
TarotVariant *tarot_test_find_variant    (const char                *id);
void        tarot_test_cases_free        (void);
/* The set of the card ids given, ended by -1. */
TarotCardSet tarot_test_cards           (int                        first,
                                         ...);
/* Plays @card for the seat to move, asserting that it is legal. */
void        tarot_test_play              (const TarotRules          *rules,
                                          TarotDeal                 *deal,
                                          TarotCard                  card);
/* Asserts that two scores have the same lines, labels and totals. */
void        tarot_test_assert_same_score (const TarotScore          *a,
                                          const TarotScore          *b);

G_END_DECLS
