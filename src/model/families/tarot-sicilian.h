/* tarot-sicilian.h — what the `sicilian` family tells its computer players beyond the
 * generic interface
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "model/tarot-deal.h"

G_BEGIN_DECLS

/* How a hand is played: the Solo against the others, fixed partnerships opposite
 * (S2), or each for himself (S1's dealer's choice, S3's Chiamata, S2). */
typedef enum
{
  TAROT_SICILIAN_MODE_SOLO,
  TAROT_SICILIAN_MODE_EACH,
  TAROT_SICILIAN_MODE_PARTNERS,
} TarotSicilianMode;

/* The mode of a hand under @rules (a `sicilian` family's) with @contract
 * (0xff before any bid). */
TarotSicilianMode tarot_sicilian_mode (const TarotRules *rules,
                                       guint             contract);

G_END_DECLS
