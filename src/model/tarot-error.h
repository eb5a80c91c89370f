/* tarot-error.h — the error domain for everything that reads input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TAROT_ERROR (tarot_error_quark ())

typedef enum
{
  TAROT_ERROR_PARSE,     /* the file is not valid JSON */
  TAROT_ERROR_INVALID,   /* valid JSON, but a key is missing or has a wrong value */
  TAROT_ERROR_NOT_FOUND, /* an id names nothing that exists */
  TAROT_ERROR_ILLEGAL,   /* an action, outcome or pair of option values the rules do not allow */
} TarotError;

GQuark tarot_error_quark (void);

G_END_DECLS
