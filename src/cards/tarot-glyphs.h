/* tarot-glyphs.h — font-independent lettering for card faces, drawn as SVG paths
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TAROT_NUMERALS_ROMAN_ADDITIVE,
  TAROT_NUMERALS_ROMAN_SUBTRACTIVE,
  TAROT_NUMERALS_ARABIC,
} TarotNumeralStyle;

gboolean tarot_glyphs_supports   (const char        *text);
double   tarot_glyphs_measure    (const char        *text,
                                  double             cap_height);
void     tarot_glyphs_append_svg (GString           *svg,
                                  const char        *text,
                                  double             x,
                                  double             y,
                                  double             cap_height,
                                  double             max_width,
                                  const char        *colour);
char    *tarot_glyphs_numeral    (guint              n,
                                  TarotNumeralStyle  style);

G_END_DECLS
