/* tarot-pack-fan.h — three cards of a pack fanned as in a hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A decoration for the games list and the new-game dialog: the Fool,
 * the highest trump and a King, drawn by the given renderer.
 */
#pragma once

#include <adwaita.h>

#include "cards/tarot-card-renderer.h"

G_BEGIN_DECLS

#define TAROT_TYPE_PACK_FAN (tarot_pack_fan_get_type ())

G_DECLARE_FINAL_TYPE (TarotPackFan, tarot_pack_fan, TAROT, PACK_FAN, AdwBin)

/* @card_width is in logical pixels.  The faces follow the UI language
 * and the application's card settings (indices, four colours). */
GtkWidget *tarot_pack_fan_new (const char  *pack_id,
                               int          card_width,
                               GError     **error);

G_END_DECLS
