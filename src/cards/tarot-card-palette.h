/* tarot-card-palette.h — per-pack colours, applied by swapping the parts' reference colours
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The reference colours every part is drawn with (the parts contract). */
#define TAROT_REF_INK    "#1b1b1b"
#define TAROT_REF_RED    "#c8102e"
#define TAROT_REF_BLUE   "#1f4e9c"
#define TAROT_REF_YELLOW "#f2b632"
#define TAROT_REF_GREEN  "#2e7d46"
#define TAROT_REF_FLESH  "#f4d3b0"
#define TAROT_REF_PAPER  "#fbf7ec"
#define TAROT_REF_SKY    "#8fc3e6"
#define TAROT_REF_BROWN  "#7a4a2a"
#define TAROT_REF_WHITE  "#ffffff"

typedef struct _TarotCardPalettes TarotCardPalettes;

TarotCardPalettes *tarot_card_palettes_load       (const char         *path,
                                                   GError            **error);
void               tarot_card_palettes_free       (TarotCardPalettes  *palettes);
gboolean           tarot_card_palettes_has        (TarotCardPalettes  *palettes,
                                                   const char         *palette);
const char        *tarot_card_palettes_suit       (TarotCardPalettes  *palettes,
                                                   int                 suit,
                                                   gboolean            four_colour);
char              *tarot_card_palettes_apply      (TarotCardPalettes  *palettes,
                                                   const char         *palette,
                                                   const char         *svg);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TarotCardPalettes, tarot_card_palettes_free)

G_END_DECLS
