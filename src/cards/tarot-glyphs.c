/* tarot-glyphs.c — font-independent lettering for card faces, drawn as SVG paths
 *
 * Faces must look the same on every machine and inside a Flatpak, so numerals, index letters
 * and captions never go through <text>: each glyph is a stroked outline on a grid whose cap
 * height is 10 units (y = 0 top, y = 10 baseline).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cards/tarot-glyphs.h"

#define CAP 10.0
#define WEIGHT 1.55
#define TRACKING 1.1

typedef struct
{
  gunichar    ch;
  double      advance;
  gboolean    filled;
  const char *d;
} Glyph;

static const Glyph glyphs[] = {
  { '0', 6.0, FALSE, "M3 0C4.7 0 6 2.2 6 5S4.7 10 3 10S0 7.8 0 5S1.3 0 3 0Z" },
  { '1', 5.0, FALSE, "M0.6 2.2L3 0V10M0.8 10H5" },
  { '2', 6.0, FALSE, "M0.4 2.6C0.4 1 1.6 0 3 0C4.6 0 5.6 1 5.6 2.6C5.6 4.8 3 6.4 0.3 10H5.9" },
  { '3', 6.0, FALSE, "M0.4 1.2C1 0.4 1.9 0 3 0C4.6 0 5.5 1 5.5 2.5S4.3 4.8 2.4 4.8C4.6 4.8 5.8 5.8 5.8 7.4S4.5 10 3 10C1.8 10 0.8 9.6 0.2 8.7" },
  { '4', 6.2, FALSE, "M4.6 10V0L0 7H6.2" },
  { '5', 6.0, FALSE, "M5.5 0H1.1L0.6 4.4C1.3 3.8 2.2 3.6 3 3.6C4.8 3.6 5.9 4.9 5.9 6.8S4.6 10 2.9 10C1.8 10 0.9 9.6 0.3 8.8" },
  { '6', 6.0, FALSE, "M5.2 0.5C4.7 0.2 4 0 3.3 0C1.2 0 0.2 2.7 0.2 6.4C0.2 8.6 1.4 10 3 10S5.8 8.6 5.8 6.8S4.6 3.8 3 3.8C1.7 3.8 0.7 4.6 0.3 5.8" },
  { '7', 6.0, FALSE, "M0.2 0H5.8C3.9 2.8 2.6 6 2.2 10" },
  { '8', 6.0, FALSE, "M3 4.6C1.5 4.6 0.6 3.6 0.6 2.3S1.6 0 3 0S5.4 1 5.4 2.3S4.5 4.6 3 4.6C1.3 4.6 0.2 5.7 0.2 7.3S1.4 10 3 10S5.8 8.9 5.8 7.3S4.7 4.6 3 4.6Z" },
  { '9', 6.0, FALSE, "M0.8 9.5C1.3 9.8 2 10 2.7 10C4.8 10 5.8 7.3 5.8 3.6C5.8 1.4 4.6 0 3 0S0.2 1.4 0.2 3.2S1.4 6.2 3 6.2C4.3 6.2 5.3 5.4 5.7 4.2" },
  { 'A', 6.4, FALSE, "M0 10L3.2 0L6.4 10M1.1 6.6H5.3" },
  { 'B', 6.2, FALSE, "M0.8 0V10H3.6C5 10 6 9 6 7.5S5 5 3.4 5H0.8M0.8 0H3.2C4.6 0 5.4 0.9 5.4 2.4S4.6 5 3.2 5" },
  { 'C', 6.0, FALSE, "M5.8 1.6C5.2 0.6 4.2 0 3.1 0C1.3 0 0 2.2 0 5S1.3 10 3.1 10C4.2 10 5.2 9.4 5.8 8.4" },
  { 'D', 6.4, FALSE, "M0.8 0V10H2.8C4.9 10 6.2 8 6.2 5S4.9 0 2.8 0Z" },
  { 'E', 5.6, FALSE, "M5.4 0H0.8V10H5.4M0.8 5H4.4" },
  { 'F', 5.4, FALSE, "M5.4 0H0.8V10M0.8 5H4.4" },
  { 'G', 6.4, FALSE, "M5.8 1.6C5.2 0.6 4.2 0 3.1 0C1.3 0 0 2.2 0 5S1.3 10 3.1 10C4.7 10 6 9 6 7V5.8H3.4" },
  { 'H', 6.2, FALSE, "M0.8 0V10M5.4 0V10M0.8 5H5.4" },
  { 'I', 3.0, FALSE, "M1.5 0V10M0 0H3M0 10H3" },
  { 'J', 5.6, FALSE, "M1.8 0H5.4M4.6 0V7C4.6 8.8 3.6 10 2.4 10C1.2 10 0.4 9.2 0.1 8" },
  { 'K', 6.2, FALSE, "M0.8 0V10M5.8 0L0.8 6.2M2.4 4.2L6 10" },
  { 'L', 6.2, FALSE, "M0 0H3M1.5 0V10H6.2" },
  { 'M', 7.4, FALSE, "M0.6 10V0L3.7 7L6.8 0V10" },
  { 'N', 6.4, FALSE, "M0.8 10V0L5.6 10V0" },
  { 'O', 6.6, FALSE, "M3.3 0C5.1 0 6.6 2.2 6.6 5S5.1 10 3.3 10S0 7.8 0 5S1.5 0 3.3 0Z" },
  { 'P', 6.0, FALSE, "M0.8 10V0H3.5C5 0 5.8 1.2 5.8 2.8S5 5.6 3.5 5.6H0.8" },
  { 'Q', 6.8, FALSE, "M3.3 0C5.1 0 6.6 2.2 6.6 5S5.1 10 3.3 10S0 7.8 0 5S1.5 0 3.3 0ZM3.9 7.6L6.8 10.6" },
  { 'R', 6.2, FALSE, "M0.8 10V0H3.5C5 0 5.8 1.2 5.8 2.8S5 5.6 3.5 5.6H0.8M3.4 5.6L6 10" },
  { 'S', 6.0, FALSE, "M5.4 1.4C4.8 0.4 3.9 0 3 0C1.6 0 0.5 0.9 0.5 2.5C0.5 5.6 5.7 4.4 5.7 7.4C5.7 9 4.5 10 3 10C1.9 10 0.9 9.6 0.3 8.6" },
  { 'T', 6.0, FALSE, "M0 0H6M3 0V10" },
  { 'U', 6.4, FALSE, "M0.8 0V6.6C0.8 8.8 1.8 10 3.2 10S5.6 8.8 5.6 6.6V0" },
  { 'V', 7.0, FALSE, "M0 0H2.6M4.4 0H7M1.3 0L3.5 10L5.7 0" },
  { 'W', 7.6, FALSE, "M0 0L1.8 10L3.8 3L5.8 10L7.6 0" },
  { 'X', 7.0, FALSE, "M0 0H2.6M4.4 0H7M0 10H2.6M4.4 10H7M1.3 0L5.7 10M5.7 0L1.3 10" },
  { 'Y', 6.2, FALSE, "M0 0L3.1 5L6.2 0M3.1 5V10" },
  { 'Z', 6.0, FALSE, "M0.4 0H5.8L0.2 10H5.8" },
  { 0x00C9 /* É */, 5.6, FALSE, "M5.4 0H0.8V10H5.4M0.8 5H4.4M2.4 -1.4L3.8 -3" },
  { 0x00C8 /* È */, 5.6, FALSE, "M5.4 0H0.8V10H5.4M0.8 5H4.4M2.4 -3L3.8 -1.4" },
  { '\'', 1.6, FALSE, "M0.9 0L0.5 3" },
  { '-', 4.4, FALSE, "M0.6 5.6H3.8" },
  { '.', 1.6, FALSE, "M0.8 9.6V10" },
  { ' ', 3.0, FALSE, "" },
  /* The Fool/Sküs index mark: a star, not a number (packs.md D8). */
  { '*', 9.6, TRUE, "M4.8 0.4L6.03 3.7L9.56 3.85L6.8 6.05L7.74 9.45L4.8 7.5L1.86 9.45L2.8 6.05L0.04 3.85L3.57 3.7Z" },
};

static const Glyph *
find_glyph (gunichar ch)
{
  for (guint i = 0; i < G_N_ELEMENTS (glyphs); i++)
    if (glyphs[i].ch == ch)
      return &glyphs[i];
  return NULL;
}

gboolean
tarot_glyphs_supports (const char *text)
{
  g_return_val_if_fail (g_utf8_validate (text, -1, NULL), FALSE);

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    if (find_glyph (g_unichar_toupper (g_utf8_get_char (p))) == NULL)
      return FALSE;
  return TRUE;
}

/* Width in glyph units (cap height 10), including the stroke overhang. */
static double
measure_units (const char *text)
{
  double w = 0;
  guint n = 0;

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      const Glyph *g = find_glyph (g_unichar_toupper (g_utf8_get_char (p)));

      if (g == NULL)
        continue;
      w += g->advance;
      n++;
    }
  if (n > 1)
    w += (n - 1) * TRACKING;
  return w + WEIGHT;
}

double
tarot_glyphs_measure (const char *text,
                      double      cap_height)
{
  return measure_units (text) * cap_height / CAP;
}

/* Appends @d shifted right by @dx.  Outlines use only absolute M L H V C S Z, so shifting
 * means adding @dx to every x coordinate; this keeps a whole string in one <path>, which
 * librsvg renders much faster than one element per glyph. */
static void
append_shifted (GString    *out,
                const char *d,
                double      dx)
{
  char cmd = 'M';
  guint index = 0;
  const char *p = d;

  while (*p)
    {
      if (g_ascii_isalpha (*p))
        {
          cmd = *p;
          index = 0;
          g_string_append_c (out, *p++);
        }
      else if (*p == ' ' || *p == ',')
        p++;
      else
        {
          char *end;
          double v = g_ascii_strtod (p, &end);
          gboolean is_x = (cmd == 'H') || (cmd != 'V' && index % 2 == 0);

          if (is_x)
            v += dx;
          if (index > 0 || g_ascii_isdigit (out->str[out->len - 1]))
            g_string_append_c (out, ' ');
          g_string_append_printf (out, "%.2f", v);
          index++;
          p = end;
        }
    }
}

/* Draws @text with its top-left corner at (@x, @y).  When the natural width exceeds
 * @max_width (if > 0) the glyphs are condensed horizontally, as engravers condensed long
 * Roman numerals to fit a cartouche. */
void
tarot_glyphs_append_svg (GString    *svg,
                         const char *text,
                         double      x,
                         double      y,
                         double      cap_height,
                         double      max_width,
                         const char *colour)
{
  g_autoptr(GString) strokes = g_string_new (NULL);
  g_autoptr(GString) fills = g_string_new (NULL);
  double s = cap_height / CAP;
  double sx = s;
  double pen = WEIGHT / 2;
  double width = measure_units (text) * s;

  if (max_width > 0 && width > max_width)
    sx = s * max_width / width;

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      const Glyph *g = find_glyph (g_unichar_toupper (g_utf8_get_char (p)));

      if (g == NULL)
        continue;
      append_shifted (g->filled ? fills : strokes, g->d, pen);
      pen += g->advance + TRACKING;
    }

  g_string_append_printf (svg, "<g transform=\"matrix(%.4g 0 0 %.4g %.2f %.2f)\">",
                          sx, s, x, y + WEIGHT / 2 * s);
  if (strokes->len > 0)
    g_string_append_printf (svg,
                            "<path fill=\"none\" stroke=\"%s\" stroke-width=\"%.2f\" "
                            "stroke-linecap=\"round\" stroke-linejoin=\"round\" d=\"%s\"/>",
                            colour, WEIGHT, strokes->str);
  if (fills->len > 0)
    g_string_append_printf (svg, "<path fill=\"%s\" d=\"%s\"/>", colour, fills->str);
  g_string_append (svg, "</g>");
}

static void
roman_digit (guint        digit,
             const char  *one,
             const char  *five,
             const char  *ten,
             gboolean     additive,
             GString     *out)
{
  static const char *patterns_add[] = { "", "1", "11", "111", "1111", "5", "51", "511", "5111", "51111" };
  static const char *patterns_sub[] = { "", "1", "11", "111", "15", "5", "51", "511", "5111", "1T" };
  const char *pat = additive ? patterns_add[digit] : patterns_sub[digit];

  for (const char *c = pat; *c; c++)
    g_string_append (out, *c == '1' ? one : *c == '5' ? five : ten);
}

char *
tarot_glyphs_numeral (guint             n,
                      TarotNumeralStyle style)
{
  GString *out;
  gboolean additive = style == TAROT_NUMERALS_ROMAN_ADDITIVE;

  if (style == TAROT_NUMERALS_ARABIC)
    return g_strdup_printf ("%u", n);

  g_return_val_if_fail (n < 90, NULL);
  out = g_string_new (NULL);
  roman_digit (n / 10, "X", "L", "C", additive, out);
  roman_digit (n % 10, "I", "V", "X", additive, out);
  return g_string_free (out, FALSE);
}
