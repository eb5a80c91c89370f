/* tarot-card-composer.c — builds the SVG of a card face or back from a pack style and parts
 *
 * A face is one small SVG document in card units (0.1 mm, packs.md D1): a generated card
 * ground, frame, pips, numerals and indices, with the parts (suit signs, figures, pictures)
 * inlined under a transform.  Everything is written in the reference colours and the pack's
 * palette is applied to the finished string, so generated and drawn elements follow it alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <json-glib/json-glib.h>

#include "cards/tarot-card-composer.h"
#include "cards/tarot-card-palette.h"
#include "cards/tarot-card-parts.h"
#include "model/tarot-error.h"
#include "model/tarot-json.h"

struct _TarotCardComposer
{
  TarotCardParts    *parts;
  TarotCardPalettes *palettes;
  JsonObject        *captions;
  char              *captions_path;
};

typedef struct
{
  TarotCardComposer          *self;
  const TarotCardStyle       *style;
  const TarotCardFaceOptions *options;
  GString                    *svg;
  GString                    *defs;
  double                      w;
  double                      h;
  GError                    **error;
  const TarotCardPart        *sign;   /* set once "#sign" is defined */
} Ctx;

/* Frame inset and the assisted-mode shrink of patterns that print no corner indices: the
 * art keeps its own layout and leaves a margin for the index column. */
#define MARGIN          25.0
#define ASSISTED_SCALE  0.80

static const char *french_suits[] = { "spades", "clubs", "hearts", "diamonds" };
static const char *italian_suits[] = { "swords", "batons", "cups", "coins" };
static const char *court_names[] = { "jack", "cavalier", "queen", "king" };

void
tarot_card_composer_free (TarotCardComposer *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->parts, tarot_card_parts_free);
  g_clear_pointer (&self->palettes, tarot_card_palettes_free);
  g_clear_pointer (&self->captions, json_object_unref);
  g_free (self->captions_path);
  g_free (self);
}

TarotCardComposer *
tarot_card_composer_new (const char  *data_dir,
                         GError     **error)
{
  g_autoptr(TarotCardComposer) self = g_new0 (TarotCardComposer, 1);
  g_autofree char *parts_dir = g_build_filename (data_dir, "cards", "parts", NULL);
  g_autofree char *palettes = g_build_filename (data_dir, "cards", "palettes.json", NULL);

  self->parts = tarot_card_parts_new (parts_dir);
  self->palettes = tarot_card_palettes_load (palettes, error);
  if (self->palettes == NULL)
    return NULL;

  self->captions_path = g_build_filename (data_dir, "cards", "captions.json", NULL);
  self->captions = tarot_json_load_object (self->captions_path, error);
  if (self->captions == NULL)
    return NULL;
  return g_steal_pointer (&self);
}

static JsonObject *
caption_table (TarotCardComposer  *self,
               const char         *source,
               const char         *group,
               GError            **error)
{
  JsonNode *node = json_object_get_member (self->captions, source);

  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    node = json_object_get_member (json_node_get_object (node), group);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                   "%s: \"%s\".\"%s\": missing, expected an object of captions",
                   self->captions_path, source, group);
      return NULL;
    }
  return json_node_get_object (node);
}

/* The caption of @key, "" for none; NULL with @error set when the table lacks it. */
static const char *
caption (Ctx        *ctx,
         const char *group,
         const char *key)
{
  JsonObject *table;
  JsonNode *node;
  const char *text;

  if (ctx->style->caption_source == NULL)
    return "";
  table = caption_table (ctx->self, ctx->style->caption_source, group, ctx->error);
  if (table == NULL)
    return NULL;
  node = json_object_get_member (table, key);
  text = node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
         ? json_node_get_string (node) : NULL;
  if (text == NULL || !tarot_glyphs_supports (text))
    {
      g_set_error (ctx->error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "%s: \"%s\".\"%s\".\"%s\": expected a caption in capitals A–Z",
                   ctx->self->captions_path, ctx->style->caption_source, group, key);
      return NULL;
    }
  return text;
}

gboolean
tarot_card_composer_check_style (TarotCardComposer     *self,
                                 const TarotCardStyle  *style,
                                 GError               **error)
{
  if (!tarot_card_palettes_has (self->palettes, style->palette))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                   "pack %s: art.palette: \"%s\" is not in cards/palettes.json",
                   style->pack_id, style->palette);
      return FALSE;
    }
  if (style->caption_source != NULL
      && (caption_table (self, style->caption_source, "trumps", error) == NULL
          || caption_table (self, style->caption_source, "courts", error) == NULL))
    return FALSE;
  return TRUE;
}

/* ---- placing parts ---------------------------------------------------------------- */

static const TarotCardPart *
get_part (Ctx        *ctx,
          const char *name)
{
  return tarot_card_parts_get (ctx->self->parts, name, ctx->error);
}

static void
open_transform (GString             *out,
                const TarotCardPart *part,
                double               cx,
                double               cy,
                double               sx,
                double               sy,
                double               angle)
{
  g_string_append_printf (out, "<g transform=\"translate(%.2f %.2f)", cx, cy);
  if (angle != 0)
    g_string_append_printf (out, " rotate(%.2f)", angle);
  g_string_append_printf (out, " scale(%.4g %.4g) translate(%.3g %.3g)\">",
                          sx, sy,
                          -(part->vb_x + part->vb_width / 2),
                          -(part->vb_y + part->vb_height / 2));
}

/* Fits @part into a @w × @h box centred at (@cx, @cy), rotated by @angle degrees. */
static gboolean
place_part (Ctx        *ctx,
            const char *name,
            double      cx,
            double      cy,
            double      w,
            double      h,
            double      angle)
{
  const TarotCardPart *part = get_part (ctx, name);
  double s;

  if (part == NULL)
    return FALSE;
  s = MIN (w / part->vb_width, h / part->vb_height);
  open_transform (ctx->svg, part, cx, cy, s, s, angle);
  g_string_append (ctx->svg, part->body);
  g_string_append (ctx->svg, "</g>");
  return TRUE;
}

/* The sign of @suit as a reusable definition "#sign" (French signs take the suit colour).
 * Returns the part so callers know its proportions. */
static const TarotCardPart *
define_sign (Ctx *ctx,
             int  suit)
{
  gboolean french = ctx->style->suit_system == TAROT_SUIT_SYSTEM_FRENCH;
  const char *sign = french ? french_suits[suit] : italian_suits[suit];
  g_autofree char *name = NULL;
  const TarotCardPart *part;

  /* Portuguese-type signs (Sicily): straight swords, cudgels */
  if (!french && suit == TAROT_SUIT_SWORDS && ctx->style->straight_swords)
    sign = "sword-straight";
  else if (!french && suit == TAROT_SUIT_BATONS && ctx->style->cudgels)
    sign = "cudgel";
  name = g_strconcat ("suits/", french ? "french/" : "italian/", sign, NULL);

  if (ctx->sign != NULL)
    return ctx->sign;
  part = get_part (ctx, name);
  if (part == NULL)
    return NULL;
  ctx->sign = part;
  g_string_append (ctx->defs, "<g id=\"sign\">");
  if (french)
    {
      const char *from = suit == 0 || suit == 1 ? TAROT_REF_INK : TAROT_REF_RED;
      const char *to = tarot_card_palettes_suit (ctx->self->palettes, suit,
                                                 ctx->options->four_colour);
      g_autoptr(GString) body = g_string_new (part->body);

      g_string_replace (body, from, to, 0);
      g_string_append (ctx->defs, body->str);
    }
  else
    g_string_append (ctx->defs, part->body);
  g_string_append (ctx->defs, "</g>");
  return part;
}

/* An instance of "#sign" fitted into a @size square (long Italian signs run diagonally). */
static void
use_sign (Ctx                 *ctx,
          const TarotCardPart *sign,
          double               cx,
          double               cy,
          double               size,
          double               angle)
{
  double s;

  if (sign->vb_height > 2 * sign->vb_width)
    {
      s = size * 1.3 / sign->vb_height;
      angle += 45;
    }
  else
    s = size / MAX (sign->vb_width, sign->vb_height);
  g_string_append_printf (ctx->svg, "<use xlink:href=\"#sign\" transform=\"translate(%.2f %.2f)",
                          cx, cy);
  if (angle != 0)
    g_string_append_printf (ctx->svg, " rotate(%.1f)", angle);
  g_string_append_printf (ctx->svg, " scale(%.4g) translate(%.3g %.3g)\"/>", s,
                          -(sign->vb_x + sign->vb_width / 2),
                          -(sign->vb_y + sign->vb_height / 2));
}

/* ---- lettering -------------------------------------------------------------------- */

/* Centres @text horizontally on @cx with its cap top at @y. */
static void
centred_text (Ctx        *ctx,
              const char *text,
              double      cx,
              double      y,
              double      cap,
              double      max_width,
              const char *colour)
{
  double width = MIN (tarot_glyphs_measure (text, cap), max_width);

  tarot_glyphs_append_svg (ctx->svg, text, cx - width / 2, y, cap, max_width, colour);
}

/* Draws the top-left corner index and its 180° copy bottom-right.  @rank is the glyph
 * string; @sign, if not NULL, is drawn below it. */
static void
corner_index (Ctx                 *ctx,
              const char          *rank,
              const TarotCardPart *sign,
              const char          *colour)
{
  double col_x = 0.03 * ctx->w;
  double col_w = 0.11 * ctx->w;
  double cap = 0.115 * ctx->w;
  double y = 0.035 * ctx->h;
  double width = MIN (tarot_glyphs_measure (rank, cap), col_w);

  for (guint copy = 0; copy < 2; copy++)
    {
      if (copy == 1)
        g_string_append_printf (ctx->svg, "<g transform=\"rotate(180 %.1f %.1f)\">",
                                ctx->w / 2, ctx->h / 2);
      tarot_glyphs_append_svg (ctx->svg, rank, col_x + (col_w - width) / 2, y, cap, col_w, colour);
      if (sign != NULL)
        use_sign (ctx, sign, col_x + col_w / 2, y + cap * 1.75, 0.10 * ctx->w, 0);
      if (copy == 1)
        g_string_append (ctx->svg, "</g>");
    }
}

/* ---- card ground and frames --------------------------------------------------------- */

static void
card_ground (Ctx *ctx)
{
  g_string_append_printf (ctx->svg,
                          "<rect x=\"2\" y=\"2\" width=\"%.1f\" height=\"%.1f\" rx=\"30\" "
                          "fill=\"" TAROT_REF_PAPER "\" stroke=\"" TAROT_REF_INK "\" "
                          "stroke-opacity=\"0.45\" stroke-width=\"4\"/>",
                          ctx->w - 4, ctx->h - 4);
}

static void
frame_rect (Ctx    *ctx,
            double  x0,
            double  y0,
            double  x1,
            double  y1,
            double  width)
{
  g_string_append_printf (ctx->svg,
                          "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"6\" "
                          "fill=\"none\" stroke=\"" TAROT_REF_INK "\" stroke-width=\"%.1f\"/>",
                          x0, y0, x1 - x0, y1 - y0, width);
}

static void
hline (Ctx    *ctx,
       double  x0,
       double  x1,
       double  y)
{
  g_string_append_printf (ctx->svg,
                          "<path d=\"M%.1f %.1fH%.1f\" stroke=\"" TAROT_REF_INK "\" "
                          "stroke-width=\"4\"/>", x0, y, x1);
}

/* ---- Italian long suits: generated interlaced swords and crossing batons ---------- */

static void
sword_hilt (Ctx    *ctx,
            double  x,
            double  y,
            double  angle)
{
  g_string_append_printf (ctx->svg,
                          "<g transform=\"translate(%.1f %.1f) rotate(%.1f)\" "
                          "stroke=\"" TAROT_REF_INK "\" stroke-width=\"4\" stroke-linejoin=\"round\">"
                          "<rect x=\"-9\" y=\"4\" width=\"18\" height=\"40\" rx=\"4\" fill=\"" TAROT_REF_RED "\"/>"
                          "<path d=\"M-34 -4Q0 8 34 -4L34 6Q0 18 -34 6Z\" fill=\"" TAROT_REF_YELLOW "\"/>"
                          "<circle cy=\"52\" r=\"12\" fill=\"" TAROT_REF_YELLOW "\"/></g>",
                          x, y, angle);
}

/* A curved blade from its hilt at (@x0, @y0) to its point at (@x1, @y1), bowing through
 * the control point (@qx, @qy). */
static void
sword_blade (Ctx    *ctx,
             double  x0,
             double  y0,
             double  qx,
             double  qy,
             double  x1,
             double  y1)
{
  double angle = atan2 (qx - x0, -(qy - y0)) * 180 / G_PI;

  g_string_append_printf (ctx->svg,
                          "<path d=\"M%.1f %.1fQ%.1f %.1f %.1f %.1f\" fill=\"none\" "
                          "stroke=\"" TAROT_REF_INK "\" stroke-width=\"24\" stroke-linecap=\"round\"/>"
                          "<path d=\"M%.1f %.1fQ%.1f %.1f %.1f %.1f\" fill=\"none\" "
                          "stroke=\"" TAROT_REF_SKY "\" stroke-width=\"14\" stroke-linecap=\"round\"/>",
                          x0, y0, qx, qy, x1, y1, x0, y0, qx, qy, x1, y1);
  sword_hilt (ctx, x0, y0, angle);
}

static void
italian_swords (Ctx  *ctx,
                guint n)
{
  guint k = n / 2;
  double cx = ctx->w / 2;
  double top = 0.13 * ctx->h;
  double bottom = 0.87 * ctx->h;
  double mid = (top + bottom) / 2;

  /* packs.md D4: k mirrored pairs, each a pointed oval, nested outwards. */
  for (guint i = 0; i < k; i++)
    {
      double b = 0.10 * ctx->w + i * 0.19 * ctx->w / MAX (k - 1, 1);
      double e = 0.05 * ctx->w + i * 0.025 * ctx->w;

      /* each blade has both ends beyond the axis and bows back across it, so a pair
       * crosses near both ends like the Marseille swords; hilts alternate between the ends */
      for (int side = -1; side <= 1; side += 2)
        {
          double ends = cx - side * e;
          double control = cx + side * (2 * b + e);

          if (i % 2 == 0)
            sword_blade (ctx, ends, bottom, control, mid, ends, top);
          else
            sword_blade (ctx, ends, top, control, mid, ends, bottom);
        }
    }
  if (n % 2 == 1)
    {
      g_string_append_printf (ctx->svg,
                              "<path d=\"M%.1f %.1fL%.1f %.1fL%.1f %.1fZ\" fill=\"" TAROT_REF_SKY "\" "
                              "stroke=\"" TAROT_REF_INK "\" stroke-width=\"5\" stroke-linejoin=\"round\"/>",
                              cx - 9, bottom, cx, top - 10, cx + 9, bottom);
      sword_hilt (ctx, cx, bottom, 0);
    }
}

/* Batons: staves of one slant parallel, crossed by the mirrored slant, so that the pairs
 * form a lattice of diamonds (packs.md D3); an odd count adds an upright staff.  Sicily lays
 * its straight swords and its cudgels out the same way, interwoven (D3 Portuguese type). */
static gboolean
italian_batons (Ctx        *ctx,
                const char *name,
                guint       n)
{
  const TarotCardPart *baton = get_part (ctx, name);
  guint k = n / 2;
  double thick = 0.085 * ctx->w;
  /* the shorter Portuguese signs cross at a wider angle, as on Sicilian pips, one slant
   * turned end for end so that hilts and knobs alternate through the weave */
  gboolean portuguese = ctx->style->straight_swords;
  double len = (portuguese ? 0.66 : 0.80) * ctx->h;
  double spacing = (k > 3 ? 0.12 : 0.15) * (portuguese ? 0.75 : 1.0) * ctx->w;
  double angle = (k > 3 ? 12 : k > 1 ? 16 : 22) + (portuguese ? 10 : 0);

  if (baton == NULL)
    return FALSE;

  g_string_append (ctx->defs, "<g id=\"baton\">");
  g_string_append (ctx->defs, baton->body);
  g_string_append (ctx->defs, "</g>");

  for (guint i = 0; i < k; i++)
    for (int side = -1; side <= 1; side += 2)
      {
        /* alternate the slants so that neither lies wholly on top */
        int s = i % 2 == 0 ? side : -side;
        double offset = (i - (k - 1) / 2.0) * spacing;

        g_string_append_printf (ctx->svg,
                                "<use xlink:href=\"#baton\" transform=\"translate(%.1f %.1f) "
                                "rotate(%.2f) scale(%.4g %.4g) translate(%.3g %.3g)\"/>",
                                ctx->w / 2 + offset, ctx->h / 2, s * angle + (portuguese && s < 0 ? 180 : 0),
                                thick / baton->vb_width, len / baton->vb_height,
                                -(baton->vb_x + baton->vb_width / 2),
                                -(baton->vb_y + baton->vb_height / 2));
      }
  if (n % 2 == 1)
    g_string_append_printf (ctx->svg,
                            "<use xlink:href=\"#baton\" transform=\"translate(%.1f %.1f) "
                            "scale(%.4g %.4g) translate(%.3g %.3g)\"/>",
                            ctx->w / 2, ctx->h / 2,
                            thick / baton->vb_width, len / baton->vb_height,
                            -(baton->vb_x + baton->vb_width / 2),
                            -(baton->vb_y + baton->vb_height / 2));
  return TRUE;
}

/* Marseille puts the Roman numeral of long-suit pips on the side edges (packs.md D4). */
static void
side_numerals (Ctx  *ctx,
               guint n)
{
  g_autofree char *numeral = tarot_glyphs_numeral (n, TAROT_NUMERALS_ROMAN_ADDITIVE);
  double cap = 0.07 * ctx->w;
  double width = MIN (tarot_glyphs_measure (numeral, cap), 0.3 * ctx->h);
  double x = MARGIN + 10 + cap / 2;

  g_string_append_printf (ctx->svg,
                          "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                          "fill=\"" TAROT_REF_PAPER "\"/>",
                          MARGIN + 4, (ctx->h - width) / 2 - 12, cap + 12, width + 24);
  g_string_append_printf (ctx->svg,
                          "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                          "fill=\"" TAROT_REF_PAPER "\"/>",
                          ctx->w - MARGIN - 16 - cap, (ctx->h - width) / 2 - 12,
                          cap + 12, width + 24);
  /* left edge reads bottom to top, right edge top to bottom */
  g_string_append_printf (ctx->svg, "<g transform=\"rotate(-90 %.1f %.1f)\">", x, ctx->h / 2);
  centred_text (ctx, numeral, x, ctx->h / 2 - cap / 2, cap, 0.3 * ctx->h, TAROT_REF_INK);
  g_string_append (ctx->svg, "</g>");
  x = ctx->w - x;
  g_string_append_printf (ctx->svg, "<g transform=\"rotate(90 %.1f %.1f)\">", x, ctx->h / 2);
  centred_text (ctx, numeral, x, ctx->h / 2 - cap / 2, cap, 0.3 * ctx->h, TAROT_REF_INK);
  g_string_append (ctx->svg, "</g>");
}

/* ---- pip layouts ------------------------------------------------------------------ */

typedef struct
{
  double x, y;
} Pos;

/* packs.md D4, French suits; y > 0.5 are drawn inverted. */
static guint
french_layout (guint n,
               Pos   pos[10])
{
  static const Pos six[] = { { 0, 0 }, { 1, 0 }, { 0, 0.5 }, { 1, 0.5 }, { 0, 1 }, { 1, 1 } };
  static const Pos nine[] = { { 0, 0 }, { 1, 0 }, { 0, 1.0 / 3 }, { 1, 1.0 / 3 },
                              { 0, 2.0 / 3 }, { 1, 2.0 / 3 }, { 0, 1 }, { 1, 1 } };
  guint c = 0;

  switch (n)
    {
    case 2: case 3:
      pos[c++] = (Pos) { 0.5, 0 };
      pos[c++] = (Pos) { 0.5, 1 };
      if (n == 3)
        pos[c++] = (Pos) { 0.5, 0.5 };
      break;
    case 4: case 5:
      pos[c++] = (Pos) { 0, 0 };
      pos[c++] = (Pos) { 1, 0 };
      pos[c++] = (Pos) { 0, 1 };
      pos[c++] = (Pos) { 1, 1 };
      if (n == 5)
        pos[c++] = (Pos) { 0.5, 0.5 };
      break;
    case 6: case 7: case 8:
      for (guint i = 0; i < 6; i++)
        pos[c++] = six[i];
      if (n >= 7)
        pos[c++] = (Pos) { 0.5, 0.25 };
      if (n == 8)
        pos[c++] = (Pos) { 0.5, 0.75 };
      break;
    default:
      for (guint i = 0; i < 8; i++)
        pos[c++] = nine[i];
      if (n == 9)
        pos[c++] = (Pos) { 0.5, 0.5 };
      else
        {
          pos[c++] = (Pos) { 0.5, 1.0 / 6 };
          pos[c++] = (Pos) { 0.5, 5.0 / 6 };
        }
      break;
    }
  return c;
}

/* packs.md D4, Italian round suits: columns 0/1, all signs upright. */
static guint
italian_round_layout (guint n,
                      Pos   pos[10])
{
  static const double col8[] = { 0.07, 0.36, 0.64, 0.93 };
  static const double col10[] = { 0.06, 0.28, 0.5, 0.72, 0.94 };
  guint c = 0;

  switch (n)
    {
    case 2:
      pos[c++] = (Pos) { 0.5, 0.2 };
      pos[c++] = (Pos) { 0.5, 0.8 };
      break;
    case 3:
      pos[c++] = (Pos) { 0.5, 0.15 };
      pos[c++] = (Pos) { 0.5, 0.5 };
      pos[c++] = (Pos) { 0.5, 0.85 };
      break;
    case 4: case 5:
      pos[c++] = (Pos) { 0, 0.1 };
      pos[c++] = (Pos) { 1, 0.1 };
      pos[c++] = (Pos) { 0, 0.9 };
      pos[c++] = (Pos) { 1, 0.9 };
      if (n == 5)
        pos[c++] = (Pos) { 0.5, 0.5 };
      break;
    case 6: case 7:
      for (guint i = 0; i < 3; i++)
        {
          pos[c++] = (Pos) { 0, 0.1 + 0.4 * i };
          pos[c++] = (Pos) { 1, 0.1 + 0.4 * i };
        }
      if (n == 7)
        pos[c++] = (Pos) { 0.5, 0.3 };
      break;
    case 8: case 9:
      for (guint i = 0; i < 4; i++)
        {
          pos[c++] = (Pos) { 0, col8[i] };
          pos[c++] = (Pos) { 1, col8[i] };
        }
      if (n == 9)
        pos[c++] = (Pos) { 0.5, 0.5 };
      break;
    default:
      for (guint i = 0; i < 5; i++)
        {
          pos[c++] = (Pos) { 0, col10[i] };
          pos[c++] = (Pos) { 1, col10[i] };
        }
      break;
    }
  return c;
}

/* A small leaf-and-flower spray, the filler of empty cells on Italian round-suit pips. */
static void
spray (Ctx    *ctx,
       double  cx,
       double  cy,
       double  size)
{
  double s = size / 100;

  g_string_append_printf (ctx->svg,
                          "<g transform=\"translate(%.1f %.1f) scale(%.3g)\" stroke=\"" TAROT_REF_INK "\" "
                          "stroke-width=\"3\" stroke-linejoin=\"round\">"
                          "<path d=\"M0 45V-30\" fill=\"none\"/>"
                          "<path d=\"M0 20C-20 0-42 4-48 16C-30 26-12 26 0 20Z\" fill=\"" TAROT_REF_GREEN "\"/>"
                          "<path d=\"M0 20C20 0 42 4 48 16C30 26 12 26 0 20Z\" fill=\"" TAROT_REF_GREEN "\"/>"
                          "<path d=\"M0-8C-14-22-34-20-40-10C-24 0-10-2 0-8Z\" fill=\"" TAROT_REF_GREEN "\"/>"
                          "<path d=\"M0-8C14-22 34-20 40-10C24 0 10-2 0-8Z\" fill=\"" TAROT_REF_GREEN "\"/>"
                          "<circle cy=\"-38\" r=\"14\" fill=\"" TAROT_REF_RED "\"/>"
                          "<circle cy=\"-38\" r=\"5\" fill=\"" TAROT_REF_YELLOW "\"/></g>",
                          cx, cy, s);
}

static gboolean
italian_round_pips (Ctx  *ctx,
                    int   suit,
                    guint n)
{
  const TarotCardPart *sign = define_sign (ctx, suit);
  Pos pos[10];
  guint c = italian_round_layout (n, pos);
  /* packs.md D4 sizes, enlarged a fifth: the drawn signs do not fill their box */
  double size = (n <= 4 ? 0.36 : n <= 8 ? 0.29 : 0.24) * ctx->w;
  double fx0 = 0.24 * ctx->w, fx1 = 0.76 * ctx->w;
  double fy0 = 0.07 * ctx->h, fy1 = 0.93 * ctx->h;

  if (sign == NULL)
    return FALSE;

  if (n == 2)
    spray (ctx, ctx->w / 2, ctx->h / 2, 0.34 * ctx->w);
  else if (n == 4 || n == 6 || n == 8)
    spray (ctx, ctx->w / 2, ctx->h / 2, 0.28 * ctx->w);
  if (n == 4)
    {
      spray (ctx, ctx->w / 2, fy0 + 0.1 * (fy1 - fy0), 0.16 * ctx->w);
      spray (ctx, ctx->w / 2, fy0 + 0.9 * (fy1 - fy0), 0.16 * ctx->w);
    }
  for (guint i = 0; i < c; i++)
    use_sign (ctx, sign, fx0 + pos[i].x * (fx1 - fx0), fy0 + pos[i].y * (fy1 - fy0), size, 0);
  return TRUE;
}

static gboolean
french_pips (Ctx  *ctx,
             int   suit,
             guint n)
{
  const TarotCardPart *sign = define_sign (ctx, suit);
  Pos pos[10];
  guint c = french_layout (n, pos);
  double size = 0.19 * ctx->w;
  double fx0 = 0.25 * ctx->w, fx1 = 0.75 * ctx->w;
  double fy0 = 0.14 * ctx->h, fy1 = 0.86 * ctx->h;

  if (sign == NULL)
    return FALSE;
  for (guint i = 0; i < c; i++)
    use_sign (ctx, sign, fx0 + pos[i].x * (fx1 - fx0), fy0 + pos[i].y * (fy1 - fy0), size,
              pos[i].y > 0.5 ? 180 : 0);
  return TRUE;
}

/* ---- two-headed cards -------------------------------------------------------------- */

/* The upper half drawn as the group @id, turned about the centre into the lower half, with
 * the dividing line across the panel. */
static void
mirror_and_divide (Ctx        *ctx,
                   const char *id)
{
  g_string_append_printf (ctx->svg,
                          "<use xlink:href=\"#%s\" transform=\"rotate(180 %.1f %.1f)\"/>",
                          id, ctx->w / 2, ctx->h / 2);
  hline (ctx, MARGIN, ctx->w - MARGIN, ctx->h / 2);
}

/* ---- courts ----------------------------------------------------------------------- */

/* Draws the figure fitted into a box centred at (@cx, @cy) and, if @sign is not NULL, the
 * suit sign in the box the parts contract reserves for it (x 62..94, y 6..38 of the
 * 100 × 160 figure), grown to @sign_size figure units about its centre. */
static gboolean
court_figure (Ctx                 *ctx,
              const char          *name,
              const TarotCardPart *sign,
              double               cx,
              double               cy,
              double               w,
              double               h,
              double               sign_size)
{
  const TarotCardPart *figure = get_part (ctx, name);
  double s, left, top;

  if (figure == NULL)
    return FALSE;
  s = MIN (w / figure->vb_width, h / figure->vb_height);
  open_transform (ctx->svg, figure, cx, cy, s, s, 0);
  g_string_append (ctx->svg, figure->body);
  g_string_append (ctx->svg, "</g>");

  if (sign == NULL)
    return TRUE;
  left = cx - figure->vb_width * s / 2;
  top = cy - figure->vb_height * s / 2;
  use_sign (ctx, sign, left + (78 - figure->vb_x) * s, top + (22 - figure->vb_y) * s,
            sign_size * s, 0);
  return TRUE;
}

/* Italian two-headed courts (packs.md D6): the half-length figure @name standing on the
 * dividing line, and its 180° copy below it. */
static gboolean
double_court (Ctx                 *ctx,
              const char          *name,
              const TarotCardPart *sign)
{
  const TarotCardPart *figure = get_part (ctx, name);
  double box_w = ctx->w - 2 * MARGIN - 30;
  double box_h = ctx->h / 2 - MARGIN - 20;
  double s;

  if (figure == NULL)
    return FALSE;
  s = MIN (box_w / figure->vb_width, box_h / figure->vb_height);
  g_string_append (ctx->svg, "<g id=\"figure\">");
  /* a half-length figure leaves room for a larger sign by its shoulder */
  if (!court_figure (ctx, name, sign, ctx->w / 2, ctx->h / 2 - figure->vb_height * s / 2,
                     box_w, box_h, 38))
    return FALSE;
  g_string_append (ctx->svg, "</g>");
  mirror_and_divide (ctx, "figure");
  return TRUE;
}

static gboolean
italian_court (Ctx *ctx,
               int  suit,
               int  face)
{
  const TarotCardPart *sign = define_sign (ctx, suit);
  g_autofree char *name = NULL;
  const char *text = caption (ctx, "courts", court_names[face - TAROT_FACE_JACK]);
  double band;

  if (sign == NULL || text == NULL)
    return FALSE;
  /* without a caption (Sicily) the figure takes the whole panel */
  band = *text != '\0' ? ctx->h - MARGIN - 0.10 * ctx->h : ctx->h - MARGIN;
  name = g_strconcat ("courts/", ctx->style->court_pattern, "/",
                      face == TAROT_FACE_JACK && ctx->style->jack_subject != NULL
                      ? ctx->style->jack_subject : court_names[face - TAROT_FACE_JACK], NULL);
  if (ctx->style->double_headed)
    return double_court (ctx, name, sign);
  if (!court_figure (ctx, name, sign, ctx->w / 2, (MARGIN + band) / 2,
                     ctx->w - 2 * MARGIN - 16, band - MARGIN - 16, 30))
    return FALSE;
  /* Sicily's Maid of Swords holds a bird, her sister of Batons a flower (packs.md D6): drawn
   * over the figure in its own coordinates */
  if (face == TAROT_FACE_JACK && ctx->style->jack_subject != NULL && suit < TAROT_SUIT_CUPS)
    {
      g_autofree char *held = g_strconcat (name, suit == TAROT_SUIT_SWORDS ? "-bird" : "-flower", NULL);

      if (!court_figure (ctx, held, NULL, ctx->w / 2, (MARGIN + band) / 2,
                         ctx->w - 2 * MARGIN - 16, band - MARGIN - 16, 0))
        return FALSE;
    }
  if (*text != '\0')
    {
      hline (ctx, MARGIN, ctx->w - MARGIN, band);
      centred_text (ctx, text, ctx->w / 2, band + 0.03 * ctx->h, 0.04 * ctx->h,
                    ctx->w - 2 * MARGIN - 40, TAROT_REF_INK);
    }
  return TRUE;
}

/* A French-suited figure (court, Excuse, Sküs) in its panel.  Double-headed packs show the
 * upper part of the figure mirrored through the centre on either side of a dividing line. */
static gboolean
french_figure (Ctx                 *ctx,
               const char          *name,
               const TarotCardPart *sign)
{
  const TarotCardPart *figure = get_part (ctx, name);
  double x0 = 0.15 * ctx->w, x1 = 0.85 * ctx->w;
  double y0 = 0.04 * ctx->h, y1 = 0.96 * ctx->h;
  double fig_w = x1 - x0 - 8;
  double fig_h;

  if (figure == NULL)
    return FALSE;
  fig_h = fig_w * figure->vb_height / figure->vb_width;

  if (!ctx->style->double_headed)
    {
      frame_rect (ctx, x0, y0, x1, y1, 4);
      return court_figure (ctx, name, sign, ctx->w / 2, ctx->h / 2, fig_w, y1 - y0 - 16, 30);
    }

  g_string_append_printf (ctx->defs,
                          "<clipPath id=\"half\"><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
                          "height=\"%.1f\"/></clipPath>",
                          x0, y0, x1 - x0, ctx->h / 2 - y0);
  g_string_append (ctx->svg, "<g id=\"figure\" clip-path=\"url(#half)\">");
  if (!court_figure (ctx, name, sign, ctx->w / 2, y0 + 6 + fig_h / 2, fig_w, fig_h, 30))
    return FALSE;
  g_string_append (ctx->svg, "</g>");
  g_string_append_printf (ctx->svg,
                          "<use xlink:href=\"#figure\" transform=\"rotate(180 %.1f %.1f)\"/>",
                          ctx->w / 2, ctx->h / 2);
  g_string_append_printf (ctx->svg,
                          "<path d=\"M%.1f %.1fL%.1f %.1f\" stroke=\"" TAROT_REF_INK "\" "
                          "stroke-width=\"4\"/>", x0, ctx->h / 2, x1, ctx->h / 2);
  frame_rect (ctx, x0, y0, x1, y1, 4);
  return TRUE;
}

static gboolean
french_court (Ctx *ctx,
              int  suit,
              int  face)
{
  const TarotCardPart *sign = define_sign (ctx, suit);
  g_autofree char *name = NULL;

  if (sign == NULL)
    return FALSE;
  name = g_strconcat ("courts/", ctx->style->court_pattern, "/",
                      court_names[face - TAROT_FACE_JACK], NULL);
  return french_figure (ctx, name, sign);
}

/* ---- trumps and the Fool ---------------------------------------------------------- */

/* The red ground of a picture between @y0 and @y1 (the Bolognese Sun and Moon). */
static void
red_ground (Ctx    *ctx,
            double  y0,
            double  y1)
{
  g_string_append_printf (ctx->svg,
                          "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                          "fill=\"" TAROT_REF_RED "\"/>",
                          MARGIN, y0, ctx->w - 2 * MARGIN, y1 - y0);
}

/* Italian two-headed trumps (packs.md D7 family 2): the picture in each half, turned, with
 * the Arabic numeral and the name at each end; the Fool has the name alone.  @red paints the
 * picture's ground red (the Bolognese "rosse", Sun and Moon). */
static gboolean
double_trump (Ctx        *ctx,
              guint       number,
              gboolean    red,
              const char *part,
              const char *text)
{
  /* an unnumbered, uncaptioned trump (Bolognese Moors, Sun, Moon …) is all picture */
  double band = number > 0 || *text != '\0' ? 0.12 * ctx->h : 0;
  double top = MARGIN + band;
  double cap = 0.052 * ctx->h;
  double small = 0.024 * ctx->h;

  g_string_append (ctx->svg, "<g id=\"half\">");
  if (red)
    red_ground (ctx, top, ctx->h / 2);
  if (!place_part (ctx, part, ctx->w / 2, (top + ctx->h / 2) / 2,
                   ctx->w - 2 * MARGIN - 10, ctx->h / 2 - top - 8, 0))
    return FALSE;
  if (band > 0)
    hline (ctx, MARGIN, ctx->w - MARGIN, top);
  if (number > 0)
    {
      g_autofree char *numeral = tarot_glyphs_numeral (number, ctx->style->numerals);

      centred_text (ctx, numeral, ctx->w / 2, MARGIN + 0.012 * ctx->h, cap, 0.5 * ctx->w,
                    TAROT_REF_INK);
    }
  if (*text != '\0')
    centred_text (ctx, text, ctx->w / 2,
                  number > 0 ? top - small - 0.012 * ctx->h : MARGIN + (band - small) / 2,
                  small, ctx->w - 2 * MARGIN - 30, TAROT_REF_INK);
  g_string_append (ctx->svg, "</g>");
  mirror_and_divide (ctx, "half");
  return TRUE;
}

static gboolean
italian_trump (Ctx        *ctx,
               guint       number,
               gboolean    red,
               const char *subject)
{
  g_autofree char *part = g_strconcat ("trumps/", subject, NULL);
  double top_band = MARGIN + 0.11 * ctx->h;
  double bottom_band = ctx->h - MARGIN - 0.10 * ctx->h;
  const char *text;

  if (g_str_has_prefix (subject, "trumps/"))
    {
      g_free (part);
      part = g_strdup (subject);
    }
  text = caption (ctx, "trumps", strrchr (part, '/') + 1);
  if (text == NULL)
    return FALSE;
  if (ctx->style->double_headed)
    return double_trump (ctx, number, red, part, text);

  if (red)
    red_ground (ctx, top_band, bottom_band);
  if (!place_part (ctx, part, ctx->w / 2, (top_band + bottom_band) / 2,
                   ctx->w - 2 * MARGIN - 10, bottom_band - top_band - 10, 0))
    return FALSE;

  hline (ctx, MARGIN, ctx->w - MARGIN, top_band);
  if (number > 0)
    {
      g_autofree char *numeral = tarot_glyphs_numeral (number, ctx->style->numerals);
      double cap = 0.075 * ctx->h;

      centred_text (ctx, numeral, ctx->w / 2, MARGIN + (0.11 * ctx->h - cap) / 2, cap,
                    0.8 * ctx->w, TAROT_REF_INK);
    }
  hline (ctx, MARGIN, ctx->w - MARGIN, bottom_band);
  if (*text != '\0')
    centred_text (ctx, text, ctx->w / 2, bottom_band + 0.03 * ctx->h, 0.04 * ctx->h,
                  ctx->w - 2 * MARGIN - 40, TAROT_REF_INK);
  return TRUE;
}

/* Sicilian trumps (packs.md D7 family 3): one picture filling the panel, the Arabic numeral
 * in a white box in the upper right corner; the Miseria has a scroll lettered MISERIA
 * across its top instead, the Fuggitivo (@number < 0) neither. */
static gboolean
sicilian_trump (Ctx        *ctx,
                int         number,
                const char *subject)
{
  g_autofree char *part = g_str_has_prefix (subject, "trumps/") ? g_strdup (subject)
                                                                  : g_strconcat ("trumps/", subject, NULL);
  double top = number > 0 ? MARGIN + 0.02 * ctx->h : number == 0 ? MARGIN + 0.10 * ctx->h : MARGIN;
  double bottom = ctx->h - MARGIN;

  if (!place_part (ctx, part, ctx->w / 2, (top + bottom) / 2,
                   ctx->w - 2 * MARGIN - 10, bottom - top - 10, 0))
    return FALSE;
  if (number > 0)
    {
      g_autofree char *numeral = g_strdup_printf ("%d", number);
      double cap = 0.05 * ctx->h;
      double width = tarot_glyphs_measure (numeral, cap);
      double right = ctx->w - MARGIN - 4;

      g_string_append_printf (ctx->svg,
                              "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                              "fill=\"" TAROT_REF_WHITE "\" stroke=\"" TAROT_REF_INK "\" stroke-width=\"3\"/>",
                              right - width - 16, MARGIN + 4, width + 12, cap + 14);
      tarot_glyphs_append_svg (ctx->svg, numeral, right - width - 10, MARGIN + 11, cap, width,
                               TAROT_REF_INK);
    }
  else if (number == 0)
    {
      double x0 = MARGIN + 14, x1 = ctx->w - MARGIN - 14;
      double y0 = MARGIN + 0.02 * ctx->h, y1 = MARGIN + 0.08 * ctx->h;
      double curl = 0.025 * ctx->h;

      /* a ribbon with its ends curled under */
      g_string_append_printf (ctx->svg,
                              "<g stroke=\"" TAROT_REF_INK "\" stroke-width=\"3\" stroke-linejoin=\"round\">"
                              "<path d=\"M%.1f %.1fh%.1fv%.1fh%.1fz\" fill=\"" TAROT_REF_YELLOW "\"/>"
                              "<path d=\"M%.1f %.1fh%.1fv%.1fh%.1fz\" fill=\"" TAROT_REF_YELLOW "\"/>"
                              "<path d=\"M%.1f %.1fQ%.1f %.1f %.1f %.1fV%.1fQ%.1f %.1f %.1f %.1fZ\" "
                              "fill=\"" TAROT_REF_PAPER "\"/></g>",
                              x0 - curl, y0 + curl, curl * 2, y1 - y0, -curl * 2,
                              x1 - curl, y0 + curl, curl * 2, y1 - y0, -curl * 2,
                              x0, y0, ctx->w / 2, y0 + curl, x1, y0, y1, ctx->w / 2, y1 + curl, x0, y1);
      centred_text (ctx, "MISERIA", ctx->w / 2, y0 + curl / 2 + (y1 - y0 - 0.035 * ctx->h) / 2,
                    0.035 * ctx->h, x1 - x0 - 20, TAROT_REF_INK);
    }
  return TRUE;
}

/* Sicilian pips 4–10 (packs.md §6, D9): a small box at the top centre with the rank and the
 * suit's letter (Spade, Bastoni, Coppe, Oro), repeated upside down at the bottom. */
static void
top_centre_index (Ctx  *ctx,
                  int   suit,
                  guint n)
{
  static const char *letters[] = { "S", "B", "C", "O" };
  /* a space keeps Coins' O apart from a 0 */
  g_autofree char *text = g_strdup_printf ("%u %s", n, letters[suit]);
  double cap = 0.032 * ctx->h;
  double width = tarot_glyphs_measure (text, cap);

  for (guint copy = 0; copy < 2; copy++)
    {
      if (copy == 1)
        g_string_append_printf (ctx->svg, "<g transform=\"rotate(180 %.1f %.1f)\">",
                                ctx->w / 2, ctx->h / 2);
      g_string_append_printf (ctx->svg,
                              "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                              "fill=\"" TAROT_REF_WHITE "\" stroke=\"" TAROT_REF_INK "\" stroke-width=\"3\"/>",
                              (ctx->w - width) / 2 - 8, MARGIN + 4, width + 16, cap + 14);
      centred_text (ctx, text, ctx->w / 2, MARGIN + 11, cap, width, TAROT_REF_INK);
      if (copy == 1)
        g_string_append (ctx->svg, "</g>");
    }
}

/* Two vignettes per trump, a town scene at one end and a rural one at the other (Tarot
 * Nouveau); the combination differs for each of the 21 trumps. */
static void
genre_pair (guint  number,
            char **top,
            char **bottom)
{
  static const int town[] = { 1, 4, 6, 7, 10 };
  static const int rural[] = { 2, 3, 5, 8, 9 };
  guint i = number - 1;

  *top = g_strdup_printf ("trumps/genre/genre-%02d", town[i % 5]);
  *bottom = g_strdup_printf ("trumps/genre/genre-%02d", rural[(i + i / 5) % 5]);
}

static gboolean
french_trump (Ctx   *ctx,
              guint  number)
{
  g_autofree char *numeral = tarot_glyphs_numeral (number, ctx->style->numerals);
  g_autofree char *top = NULL;
  g_autofree char *bottom = NULL;
  gboolean arabic = ctx->style->numerals == TAROT_NUMERALS_ARABIC;
  double cap = (arabic ? 0.12 : 0.10) * ctx->h;
  double x0 = 0.07 * ctx->w, x1 = 0.93 * ctx->w;
  double y0 = 0.035 * ctx->h + cap + 0.03 * ctx->h;
  double y1 = ctx->h - y0;
  double half = ctx->h / 2 - y0;

  if (number == 2 && ctx->style->eagle_on_2)
    {
      top = g_strdup ("trumps/eagle");
      bottom = g_strdup ("trumps/eagle");
    }
  else
    genre_pair (number, &top, &bottom);

  if (!place_part (ctx, top, ctx->w / 2, y0 + half / 2, x1 - x0 - 12, half - 12, 0)
      || !place_part (ctx, bottom, ctx->w / 2, y1 - half / 2, x1 - x0 - 12, half - 12, 180))
    return FALSE;
  frame_rect (ctx, x0, y0, x1, y1, 4);
  g_string_append_printf (ctx->svg,
                          "<path d=\"M%.1f %.1fH%.1f\" stroke=\"" TAROT_REF_INK "\" "
                          "stroke-width=\"3\"/>", x0, ctx->h / 2, x1);

  for (guint copy = 0; copy < 2; copy++)
    {
      if (copy == 1)
        g_string_append_printf (ctx->svg, "<g transform=\"rotate(180 %.1f %.1f)\">",
                                ctx->w / 2, ctx->h / 2);
      centred_text (ctx, numeral, ctx->w / 2, 0.035 * ctx->h, cap, 0.62 * ctx->w, TAROT_REF_INK);
      if (copy == 1)
        g_string_append (ctx->svg, "</g>");
    }
  return TRUE;
}

static gboolean
fool (Ctx *ctx)
{
  if (ctx->style->numeral_upper_right)
    return sicilian_trump (ctx, -1, ctx->style->fool_subject);
  if (ctx->style->suit_system == TAROT_SUIT_SYSTEM_ITALIAN)
    return italian_trump (ctx, 0, FALSE, ctx->style->fool_subject);

  return french_figure (ctx, ctx->style->fool_subject, NULL);
}

/* ---- putting a face together ------------------------------------------------------ */

/* The face @card is drawn as: its own, or the pip card the chosen
 * substitution puts in its place (the Hungarian red fours). */
static int
drawn_face (Ctx       *ctx,
            TarotCard  card)
{
  const TarotFaceSubstitution *sub = tarot_card_style_find_substitution (ctx->style,
                                                                         ctx->options->substitution);

  if (sub != NULL && sub->pips[card] > 0)
    return sub->pips[card] - 1;
  return tarot_card_face (card);
}

static gboolean
face_art (Ctx       *ctx,
          TarotCard  card)
{
  gboolean italian = ctx->style->suit_system == TAROT_SUIT_SYSTEM_ITALIAN;
  int suit = tarot_card_suit (card);
  int face = drawn_face (ctx, card);

  if (tarot_card_is_fool (card))
    return fool (ctx);
  if (tarot_card_is_trump (card))
    {
      guint number = tarot_card_trump_number (card);
      guint i = number - ctx->style->first_trump;

      if (!italian)
        return french_trump (ctx, number);
      if (number < ctx->style->first_trump || i >= ctx->style->n_subjects)
        {
          g_set_error (ctx->error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                       "pack %s: art.trumps.subjects: no subject for trump %u", ctx->style->pack_id, number);
          return FALSE;
        }
      if (ctx->style->numeral_upper_right)
        return sicilian_trump (ctx, (int) number, ctx->style->subjects[i]);
      return italian_trump (ctx, ctx->style->numbers[number],
                            (ctx->style->red_grounds >> number) & 1, ctx->style->subjects[i]);
    }
  if (face >= TAROT_FACE_JACK)
    return italian ? italian_court (ctx, suit, face) : french_court (ctx, suit, face);
  if (face == TAROT_FACE_ACE)
    {
      if (italian)
        {
          /* the Portuguese-type (Sicilian) Ace of Coins: a plain disc left blank for the tax
           * stamp, no dragon (packs.md §6, D5) */
          gboolean plain = ctx->style->straight_swords && suit == TAROT_SUIT_COINS;
          g_autofree char *name = g_strdup_printf ("suits/italian/%s-ace%s",
                                                   suit == 0 ? "sword" : suit == 1 ? "baton"
                                                   : italian_suits[suit], plain ? "-plain" : "");

          return place_part (ctx, name, ctx->w / 2, ctx->h / 2,
                             ctx->w - 2 * MARGIN - 30, ctx->h - 2 * MARGIN - 30, 0);
        }
      else
        {
          const TarotCardPart *sign = define_sign (ctx, suit);

          if (sign != NULL)
            use_sign (ctx, sign, ctx->w / 2, ctx->h / 2, 0.46 * ctx->w, 0);
          return sign != NULL;
        }
    }
  if (!italian)
    return french_pips (ctx, suit, face + 1);
  if (suit == TAROT_SUIT_CUPS || suit == TAROT_SUIT_COINS)
    {
      if (!italian_round_pips (ctx, suit, face + 1))
        return FALSE;
    }
  else if (suit == TAROT_SUIT_SWORDS && !ctx->style->straight_swords)
    italian_swords (ctx, face + 1);
  else if (!italian_batons (ctx,
                            suit == TAROT_SUIT_SWORDS ? "suits/italian/sword-straight"
                            : ctx->style->cudgels ? "suits/italian/cudgel" : "suits/italian/batons",
                            face + 1))
    return FALSE;
  if (ctx->style->side_numerals && suit < TAROT_SUIT_CUPS)
    side_numerals (ctx, face + 1);
  if (ctx->style->top_centre_index && face + 1 >= 4)
    top_centre_index (ctx, suit, face + 1);
  return TRUE;
}

static char *
finish (Ctx *ctx)
{
  g_autoptr(GString) doc = g_string_new (NULL);

  g_string_append_printf (doc,
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                          "xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
                          "viewBox=\"0 0 %.0f %.0f\" width=\"%.0f\" height=\"%.0f\">",
                          ctx->w, ctx->h, ctx->w, ctx->h);
  if (ctx->defs->len > 0)
    g_string_append_printf (doc, "<defs>%s</defs>", ctx->defs->str);
  g_string_append (doc, ctx->svg->str);
  g_string_append (doc, "</svg>");
  return tarot_card_palettes_apply (ctx->self->palettes, ctx->style->palette, doc->str);
}

char *
tarot_card_composer_compose (TarotCardComposer           *self,
                             const TarotCardStyle        *style,
                             TarotCard                    card,
                             const TarotCardFaceOptions  *options,
                             GError                     **error)
{
  g_autoptr(GString) svg = g_string_new (NULL);
  g_autoptr(GString) defs = g_string_new (NULL);
  Ctx ctx = { self, style, options, svg, defs, style->width, style->height, error, NULL };
  gboolean italian = style->suit_system == TAROT_SUIT_SYSTEM_ITALIAN;
  gboolean assisted = options->index_mode == TAROT_INDEX_ASSISTED;
  gboolean shrink = assisted && italian;
  gboolean index = assisted || style->corner_indices;

  g_return_val_if_fail (card < TAROT_CARD_ID_LIMIT, NULL);

  if (!tarot_card_composer_check_style (self, style, error))
    return NULL;

  card_ground (&ctx);
  if (shrink)
    g_string_append_printf (svg, "<g transform=\"matrix(%g 0 0 %g %.2f %.2f)\">",
                            ASSISTED_SCALE, ASSISTED_SCALE,
                            ctx.w * (1 - ASSISTED_SCALE) / 2, ctx.h * (1 - ASSISTED_SCALE) / 2);
  if (italian)
    frame_rect (&ctx, MARGIN, MARGIN, ctx.w - MARGIN, ctx.h - MARGIN, 4);
  if (!face_art (&ctx, card))
    return NULL;
  if (shrink)
    g_string_append (svg, "</g>");

  if (index)
    {
      int suit = tarot_card_suit (card);

      if (tarot_card_is_fool (card))
        corner_index (&ctx, "*", NULL, TAROT_REF_INK);
      else if (tarot_card_is_trump (card))
        {
          guint number = tarot_card_trump_number (card);
          const char *label = style->index_labels[number];
          g_autofree char *n = label ? g_strdup (label) : g_strdup_printf ("%u", number);

          corner_index (&ctx, n, NULL, TAROT_REF_INK);
        }
      else
        {
          /* The pattern's own indices (Tarot Nouveau) use its French letters; the assisted
           * index follows the UI language. */
          const char *lang = assisted ? options->language : "fr";
          const char *colour = italian
                               ? TAROT_REF_INK
                               : tarot_card_palettes_suit (self->palettes, suit,
                                                           options->four_colour);

          if (define_sign (&ctx, suit) == NULL)
            return NULL;
          corner_index (&ctx, tarot_card_index_letter (drawn_face (&ctx, card), lang),
                        ctx.sign, colour);
        }
    }

  return finish (&ctx);
}

/* ---- backs ------------------------------------------------------------------------ */

/* The Hungarian pack's own back (packs.md §10: the Piatnik pattern):
 * a fine green diaper with red rosettes, and in an oval medallion a
 * folk tulip, two-headed like the faces. */
static void
hungarian_back (Ctx    *ctx,
                double  x0,
                double  y0,
                double  x1,
                double  y1)
{
  double cx = ctx->w / 2, cy = ctx->h / 2;
  double rx = 0.3 * ctx->w, ry = 0.27 * ctx->h;

  g_string_append (ctx->defs,
                   "<pattern id=\"p\" width=\"40\" height=\"40\" patternUnits=\"userSpaceOnUse\">"
                   "<rect width=\"40\" height=\"40\" fill=\"" TAROT_REF_GREEN "\"/>"
                   "<path d=\"M0 20L20 0L40 20L20 40Z\" fill=\"none\" stroke=\"" TAROT_REF_PAPER "\" "
                   "stroke-width=\"2\"/>"
                   "<path d=\"M20 14L23 20L20 26L17 20ZM14 20L20 17L26 20L20 23Z\" fill=\"" TAROT_REF_RED "\"/>"
                   "</pattern>"
                   "<g id=\"tulip\">"
                   "<path d=\"M0 8L0 62\" stroke=\"" TAROT_REF_GREEN "\" stroke-width=\"6\"/>"
                   "<path d=\"M0 54C-20 44-38 24-42 4C-26 14-10 30 0 48ZM0 54C20 44 38 24 42 4"
                   "C26 14 10 30 0 48Z\" fill=\"" TAROT_REF_GREEN "\"/>"
                   "<path d=\"M-32-42C-36-10-22 8 0 10C22 8 36-10 32-42C22-28 12-36 0-56"
                   "C-12-36-22-28-32-42Z\" fill=\"" TAROT_REF_RED "\"/>"
                   "<path d=\"M0-40C-6-24-6-8 0 4C6-8 6-24 0-40Z\" fill=\"" TAROT_REF_YELLOW "\"/>"
                   "</g>");
  g_string_append_printf (ctx->svg,
                          "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"12\" "
                          "fill=\"url(#p)\" stroke=\"" TAROT_REF_GREEN "\" stroke-width=\"8\"/>"
                          "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"6\" "
                          "fill=\"none\" stroke=\"" TAROT_REF_PAPER "\" stroke-width=\"4\"/>"
                          "<ellipse cx=\"%.1f\" cy=\"%.1f\" rx=\"%.1f\" ry=\"%.1f\" fill=\"" TAROT_REF_PAPER "\" "
                          "stroke=\"" TAROT_REF_RED "\" stroke-width=\"6\"/>"
                          "<ellipse cx=\"%.1f\" cy=\"%.1f\" rx=\"%.1f\" ry=\"%.1f\" fill=\"none\" "
                          "stroke=\"" TAROT_REF_GREEN "\" stroke-width=\"3\"/>"
                          "<path d=\"M%.1f %.1fH%.1f\" stroke=\"" TAROT_REF_GREEN "\" stroke-width=\"3\"/>"
                          "<use xlink:href=\"#tulip\" transform=\"translate(%.1f %.1f) scale(1.6)\"/>"
                          "<use xlink:href=\"#tulip\" transform=\"translate(%.1f %.1f) scale(1.6) rotate(180)\"/>",
                          x0, y0, x1 - x0, y1 - y0,
                          x0 + 18, y0 + 18, x1 - x0 - 36, y1 - y0 - 36,
                          cx, cy, rx, ry,
                          cx, cy, rx - 14, ry - 14,
                          cx - rx + 14, cy, cx + rx - 14,
                          cx, cy - 0.5 * ry, cx, cy + 0.5 * ry);
}

char *
tarot_card_composer_compose_back (TarotCardComposer     *self,
                                  const TarotCardStyle  *style,
                                  TarotCardBack          back,
                                  GError               **error)
{
  static const TarotCardFaceOptions options = { TAROT_INDEX_TRADITIONAL, NULL, FALSE, NULL };
  g_autoptr(GString) svg = g_string_new (NULL);
  g_autoptr(GString) defs = g_string_new (NULL);
  Ctx ctx = { self, style, &options, svg, defs, style->width, style->height, error, NULL };
  double x0 = MARGIN + 10, y0 = MARGIN + 10;
  double x1 = ctx.w - x0, y1 = ctx.h - y0;

  g_return_val_if_fail (back < TAROT_CARD_N_BACKS, NULL);

  if (!tarot_card_composer_check_style (self, style, error))
    return NULL;

  card_ground (&ctx);
  switch (back)
    {
    case TAROT_CARD_BACK_LATTICE:
      /* the classic tarot back: a diagonal lattice with a dot in every diamond */
      g_string_append (defs,
                       "<pattern id=\"p\" width=\"60\" height=\"60\" patternUnits=\"userSpaceOnUse\">"
                       "<rect width=\"60\" height=\"60\" fill=\"" TAROT_REF_BLUE "\"/>"
                       "<path d=\"M0 0L60 60M60 0L0 60\" stroke=\"" TAROT_REF_SKY "\" stroke-width=\"5\"/>"
                       "<circle cx=\"30\" cy=\"0\" r=\"6\" fill=\"" TAROT_REF_YELLOW "\"/>"
                       "<circle cx=\"30\" cy=\"60\" r=\"6\" fill=\"" TAROT_REF_YELLOW "\"/>"
                       "</pattern>");
      g_string_append_printf (svg,
                              "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"12\" "
                              "fill=\"url(#p)\" stroke=\"" TAROT_REF_BLUE "\" stroke-width=\"6\"/>",
                              x0, y0, x1 - x0, y1 - y0);
      break;

    case TAROT_CARD_BACK_STARS:
      g_string_append (defs,
                       "<pattern id=\"p\" width=\"80\" height=\"80\" patternUnits=\"userSpaceOnUse\">"
                       "<rect width=\"80\" height=\"80\" fill=\"" TAROT_REF_RED "\"/>"
                       "<path d=\"M20 6L24 16L34 17L26 23L29 33L20 27L11 33L14 23L6 17L16 16Z"
                       "M60 46L64 56L74 57L66 63L69 73L60 67L51 73L54 63L46 57L56 56Z\" "
                       "fill=\"" TAROT_REF_YELLOW "\"/>"
                       "<circle cx=\"60\" cy=\"20\" r=\"3\" fill=\"" TAROT_REF_PAPER "\"/>"
                       "<circle cx=\"20\" cy=\"60\" r=\"3\" fill=\"" TAROT_REF_PAPER "\"/>"
                       "</pattern>");
      g_string_append_printf (svg,
                              "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"12\" "
                              "fill=\"url(#p)\" stroke=\"" TAROT_REF_INK "\" stroke-width=\"6\"/>",
                              x0, y0, x1 - x0, y1 - y0);
      break;

    case TAROT_CARD_BACK_PACK:
      if (style->back == TAROT_PACK_BACK_HUNGARIAN)
        {
          hungarian_back (&ctx, x0, y0, x1, y1);
          break;
        }
      return tarot_card_composer_compose_back (self, style, TAROT_CARD_BACK_LATTICE, error);

    case TAROT_CARD_BACK_PLAIN:
    default:
      g_string_append_printf (svg,
                              "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"12\" "
                              "fill=\"" TAROT_REF_GREEN "\"/>"
                              "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"8\" "
                              "fill=\"none\" stroke=\"" TAROT_REF_YELLOW "\" stroke-width=\"5\"/>",
                              x0, y0, x1 - x0, y1 - y0,
                              x0 + 22, y0 + 22, x1 - x0 - 44, y1 - y0 - 44);
      centred_text (&ctx, "*", ctx.w / 2, ctx.h / 2 - 0.1 * ctx.w, 0.2 * ctx.w, 0,
                    TAROT_REF_YELLOW);
      break;
    }
  return finish (&ctx);
}
