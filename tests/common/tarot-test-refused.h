/* tarot-test-refused.h — asserting that a bad file is refused with the reason
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A bad file in tests/fixtures, the key its error names and words of
 * the problem. */
typedef struct
{
  const char *file;
  const char *key;
  const char *problem;
} TarotTestRefused;

/* Asserts that @error (TAROT_ERROR_INVALID) reads
 * "<file>: <key>: expected …<problem>…". */
void tarot_test_assert_refused (const GError           *error,
                                const TarotTestRefused *refused);

G_END_DECLS
