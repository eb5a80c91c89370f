/* tarot-test-refused.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "model/tarot-error.h"
#include "tarot-test-refused.h"

void
tarot_test_assert_refused (const GError           *error,
                           const TarotTestRefused *refused)
{
  g_autofree char *start = g_strdup_printf ("%s: %s: expected ", refused->file, refused->key);

  g_assert_error ((GError *) error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, start));
  g_assert_nonnull (strstr (error->message + strlen (start), refused->problem));
}
