/* test-cards.c — the card-face engine: every face of every pack, both index modes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "cards/tarot-card-composer.h"
#include "cards/tarot-card-renderer.h"
#include "cards/tarot-card-style.h"
#include "cards/tarot-glyphs.h"
#include "model/tarot-data.h"
#include "model/tarot-error.h"
#include "model/tarot-json.h"

#define SMALL 60

static const struct
{
  const char *id;
  guint       n_cards;
} packs[] = {
  { "tarot_nouveau", 78 },
  { "marseille", 78 },
  { "swiss_1jj", 78 },
  { "piemontese", 78 },
  { "austrian_54", 54 },
  { "hungarian_42", 42 },
  { "siciliano", 64 },
  { "bolognese", 62 },
};

static void
test_numerals (void)
{
  static const struct
  {
    guint n;
    TarotNumeralStyle style;
    const char *expected;
  } cases[] = {
    { 4, TAROT_NUMERALS_ROMAN_ADDITIVE, "IIII" },
    { 4, TAROT_NUMERALS_ROMAN_SUBTRACTIVE, "IV" },
    { 9, TAROT_NUMERALS_ROMAN_ADDITIVE, "VIIII" },
    { 14, TAROT_NUMERALS_ROMAN_ADDITIVE, "XIIII" },
    { 19, TAROT_NUMERALS_ROMAN_ADDITIVE, "XVIIII" },
    { 19, TAROT_NUMERALS_ROMAN_SUBTRACTIVE, "XIX" },
    { 21, TAROT_NUMERALS_ROMAN_SUBTRACTIVE, "XXI" },
    { 21, TAROT_NUMERALS_ARABIC, "21" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *s = tarot_glyphs_numeral (cases[i].n, cases[i].style);

      g_assert_cmpstr (s, ==, cases[i].expected);
    }
}

static void
test_glyphs (void)
{
  g_autoptr(GString) svg = g_string_new (NULL);

  g_assert_true (tarot_glyphs_supports ("L'IMPÉRATRICE"));
  g_assert_true (tarot_glyphs_supports ("0123456789 KQCJRDVBL*"));
  g_assert_false (tarot_glyphs_supports ("ß"));
  g_assert_cmpfloat (tarot_glyphs_measure ("XXI", 10), >, tarot_glyphs_measure ("I", 10));

  /* condensing keeps a long numeral inside its cartouche */
  tarot_glyphs_append_svg (svg, "XVIIII", 0, 0, 100, 50, "#1b1b1b");
  g_assert_nonnull (strstr (svg->str, "<path"));
  g_assert_null (strstr (svg->str, "<text"));
}

static void
test_index_letters (void)
{
  static const struct
  {
    const char *lang;
    const char *kqcj;
  } table[] = {
    { "en", "KQCJ" }, { "fr", "RDCV" }, { "de", "KDRB" }, { "hu", "KDLB" }, { "rm", "RDCV" },
    { "fr_CH", "RDCV" }, { "xx", "KQCJ" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      char got[5] = { 0 };

      got[0] = tarot_card_index_letter (TAROT_FACE_KING, table[i].lang)[0];
      got[1] = tarot_card_index_letter (TAROT_FACE_QUEEN, table[i].lang)[0];
      got[2] = tarot_card_index_letter (TAROT_FACE_CAVALIER, table[i].lang)[0];
      got[3] = tarot_card_index_letter (TAROT_FACE_JACK, table[i].lang)[0];
      g_assert_cmpstr (got, ==, table[i].kqcj);
      g_assert_true (tarot_glyphs_supports (got));
    }
  g_assert_cmpstr (tarot_card_index_letter (TAROT_FACE_10, "en"), ==, "10");
  g_assert_cmpstr (tarot_card_index_letter (4, "de"), ==, "5");
}

/* Pixels that are clearly not card ground: the ground is a light paper colour. */
static guint
count_ink (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint ink = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 p = *(const guint32 *) (data + y * stride + 4 * x);
        guint r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;

        if ((p >> 24) > 200 && r + g + b < 3 * 170)
          ink++;
      }
  return ink;
}

static char *
pixel_hash (cairo_surface_t *surface)
{
  cairo_surface_flush (surface);
  return g_compute_checksum_for_data (G_CHECKSUM_SHA1, cairo_image_surface_get_data (surface),
                                      cairo_image_surface_get_stride (surface)
                                      * cairo_image_surface_get_height (surface));
}

/* The outermost row and column of pixels: the same on every card of a pack (ground and border
 * only), so no face's art spills over its edge. */
static char *
ring_hash (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA1);

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
        g_checksum_update (sum, data + y * stride + 4 * x, 4);
  return g_strdup (g_checksum_get_string (sum));
}

/* Share of pixels, in thousandths, that differ clearly from the pixel at the same place
 * on the card turned upside down: near 0 for a two-headed face. */
static guint
turned_difference (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint differ = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        const guint8 *a = data + y * stride + 4 * x;
        const guint8 *b = data + (h - 1 - y) * stride + 4 * (w - 1 - x);

        for (int c = 0; c < 4; c++)
          if (ABS ((int) a[c] - (int) b[c]) > 96)
            {
              differ++;
              break;
            }
      }
  return differ * 1000 / (guint) (w * h);
}

static guint8
alpha_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);

  return *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + 4 * x) >> 24;
}

static void
write_sheet (TarotCardRenderer *renderer,
             const char        *name,
             const TarotCard   *cards,
             guint              n)
{
  g_autofree char *dir = g_build_filename (g_test_get_dir (G_TEST_BUILT), "sheets", NULL);
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  int w = 2 * SMALL, h = tarot_card_renderer_get_height_for_width (renderer, w);
  int cols = 14, rows = (n + cols - 1) / cols;
  cairo_surface_t *sheet = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, cols * (w + 4),
                                                       rows * (h + 4));
  cairo_t *cr = cairo_create (sheet);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  cairo_set_source_rgb (cr, 0.17, 0.42, 0.27);
  cairo_paint (cr);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      cairo_surface_t *s = tarot_card_renderer_render (renderer, cards[i], w, &error);

      g_assert_no_error (error);
      cairo_set_source_surface (cr, s, (i % cols) * (w + 4) + 2, (i / cols) * (h + 4) + 2);
      cairo_paint (cr);
      cairo_surface_destroy (s);
    }
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (sheet, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (sheet);
}

/* Two unnumbered trumps with one subject: the Bolognese Moors, two of which are alike
 * (packs.md §5).  @earlier is a card + 1, as the table of seen faces keeps it. */
static gboolean
same_picture (const TarotCardStyle *style,
              gconstpointer         earlier,
              TarotCard             card)
{
  TarotCard other = GPOINTER_TO_UINT (earlier) - 1;
  guint a = tarot_card_trump_number (card), b = tarot_card_trump_number (other);

  return a > 0 && b > 0 && style->numbers[a - 1] == 0 && style->numbers[b - 1] == 0
         && g_str_equal (style->subjects[a - 1], style->subjects[b - 1]);
}

static void
test_pack (gconstpointer data)
{
  guint p = GPOINTER_TO_UINT (data);
  g_autoptr(TarotCardRenderer) renderer = tarot_card_renderer_new ();
  g_autoptr(TarotCardStyle) style = NULL;
  g_autoptr(GError) error = NULL;
  const TarotCard *cards;
  guint n, n_alike = 0;

  g_assert_true (tarot_card_renderer_set_pack (renderer, packs[p].id, &error));
  g_assert_no_error (error);
  cards = tarot_pack_get_cards (tarot_card_renderer_get_pack (renderer), &n);
  g_assert_cmpuint (n, ==, packs[p].n_cards);
  style = tarot_card_style_new_from_pack (tarot_card_renderer_get_pack (renderer), &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < i; j++)
      if (same_picture (style, GUINT_TO_POINTER (cards[j] + 1), cards[i]))
        {
          n_alike++;
          break;
        }

  for (TarotIndexMode mode = TAROT_INDEX_TRADITIONAL; mode <= TAROT_INDEX_ASSISTED; mode++)
    {
      g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autofree char *ring = NULL;
      g_autofree char *sheet = g_strdup_printf ("%s-%s", packs[p].id,
                                                mode == TAROT_INDEX_ASSISTED ? "assisted"
                                                : "traditional");

      tarot_card_renderer_set_index_mode (renderer, mode);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *svg = tarot_card_renderer_compose_svg (renderer, cards[i], &error);
          cairo_surface_t *s;
          char *hash;
          char *this_ring;
          int w, h;

          g_assert_no_error (error);
          g_assert_null (strstr (svg, "<text"));

          s = tarot_card_renderer_render (renderer, cards[i], SMALL, &error);
          g_assert_no_error (error);
          w = cairo_image_surface_get_width (s);
          h = cairo_image_surface_get_height (s);
          g_assert_cmpint (w, ==, SMALL);
          g_assert_cmpint (h, ==, tarot_card_renderer_get_height_for_width (renderer, SMALL));
          g_assert_cmpint (h, >, w);

          /* enough ink to be a face (a 60 × 112 card has 6720 pixels) */
          g_assert_cmpuint (count_ink (s), >, w * h / 100);

          /* the rounded corners are (nearly) transparent, the middle of each edge is card */
          g_assert_cmpuint (alpha_at (s, 0, 0), <, 32);
          g_assert_cmpuint (alpha_at (s, w - 1, h - 1), <, 32);
          g_assert_cmpuint (alpha_at (s, w / 2, 0), >, 128);
          g_assert_cmpuint (alpha_at (s, 0, h / 2), >, 128);

          this_ring = ring_hash (s);
          if (ring == NULL)
            ring = g_strdup (this_ring);
          else if (!g_str_equal (this_ring, ring))
            g_error ("%s: %s draws over the card's edge", packs[p].id,
                     tarot_pack_card_to_string (tarot_card_renderer_get_pack (renderer), cards[i]));
          g_free (this_ring);

          hash = pixel_hash (s);
          if (g_hash_table_contains (seen, hash)
              && !same_picture (style, g_hash_table_lookup (seen, hash), cards[i]))
            g_error ("%s (%s mode): %s looks exactly like another card", packs[p].id,
                     mode == TAROT_INDEX_ASSISTED ? "assisted" : "traditional",
                     tarot_pack_card_to_string (tarot_card_renderer_get_pack (renderer), cards[i]));
          g_hash_table_replace (seen, hash, GUINT_TO_POINTER (cards[i] + 1));
          cairo_surface_destroy (s);
        }
      g_assert_cmpuint (g_hash_table_size (seen), ==, n - n_alike);
      write_sheet (renderer, sheet, cards, n);
    }
}

static cairo_surface_t *
render_card (TarotCardRenderer *renderer,
             TarotCard          card,
             int                width)
{
  g_autoptr(GError) error = NULL;
  cairo_surface_t *s = tarot_card_renderer_render (renderer, card, width, &error);

  g_assert_no_error (error);
  return s;
}

/* The Tarocco Piemontese is double-ended (packs.md §4, D6, D7): courts, trumps and the Fool
 * read the same either way up, unlike the single-headed Marseille; its trumps take Arabic
 * numerals and the subjects of §4, the Angel on 20. */
static void
test_piemontese (void)
{
  g_autoptr(TarotCardRenderer) piem = tarot_card_renderer_new ();
  g_autoptr(TarotCardRenderer) marseille = tarot_card_renderer_new ();
  g_autoptr(TarotCardStyle) style = NULL;
  g_autoptr(GError) error = NULL;
  static const TarotCard examples[] = {
    TAROT_CARD_FOOL, 56 + 1, 56 + 12, 56 + 19, 56 + 20,
    TAROT_SUIT_SWORDS * 14 + TAROT_FACE_KING, TAROT_SUIT_BATONS * 14 + TAROT_FACE_JACK,
    TAROT_SUIT_CUPS * 14 + TAROT_FACE_CAVALIER, TAROT_SUIT_COINS * 14 + TAROT_FACE_QUEEN,
  };
  cairo_surface_t *s;
  g_autofree char *trad = NULL;
  g_autofree char *assisted = NULL;

  g_assert_true (tarot_card_renderer_set_pack (piem, "piemontese", &error));
  g_assert_true (tarot_card_renderer_set_pack (marseille, "marseille", &error));
  g_assert_no_error (error);
  tarot_card_renderer_set_index_mode (piem, TAROT_INDEX_TRADITIONAL);
  tarot_card_renderer_set_index_mode (marseille, TAROT_INDEX_TRADITIONAL);

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      s = render_card (piem, examples[i], 120);
      if (turned_difference (s) > 15)
        g_error ("piemontese %s is not two-headed: %u‰ of it changes when turned",
                 tarot_pack_card_to_string (tarot_card_renderer_get_pack (piem), examples[i]),
                 turned_difference (s));
      cairo_surface_destroy (s);

      s = render_card (marseille, examples[i], 120);
      g_assert_cmpuint (turned_difference (s), >, 50);
      cairo_surface_destroy (s);
    }

  /* assisted indices sit top left and bottom right, so they keep the face symmetric */
  tarot_card_renderer_set_index_mode (piem, TAROT_INDEX_ASSISTED);
  s = render_card (piem, examples[5], 120);
  g_assert_cmpuint (turned_difference (s), <=, 15);
  cairo_surface_destroy (s);
  assisted = tarot_card_renderer_compose_svg (piem, examples[3], &error);
  tarot_card_renderer_set_index_mode (piem, TAROT_INDEX_TRADITIONAL);
  trad = tarot_card_renderer_compose_svg (piem, examples[3], &error);
  g_assert_no_error (error);
  g_assert_cmpstr (trad, !=, assisted);

  style = tarot_card_style_new_from_pack (tarot_card_renderer_get_pack (piem), &error);
  g_assert_no_error (error);
  g_assert_true (style->double_headed);
  g_assert_cmpint (style->numerals, ==, TAROT_NUMERALS_ARABIC);
  g_assert_false (style->corner_indices);
  g_assert_false (style->side_numerals);
  g_assert_cmpstr (style->subjects[11], ==, "hanged");
  g_assert_cmpstr (style->subjects[19], ==, "angel");
  g_assert_cmpstr (style->subjects[20], ==, "world");
  g_assert_cmpstr (style->court_pattern, ==, "piemontese");
  g_assert_cmpstr (style->caption_source, ==, "it_piemontese");
}

/* The Tarocchino Bolognese (packs.md §5, D6, D7 family 2, D10): two-headed; its courts in a
 * pattern of their own, not the Piedmontese figures; Arabic numerals on 5–16 only (universal
 * trumps 6–17), the four Moors two alike and two different, Sun and Moon on red grounds; the
 * assisted index names the unnumbered trumps. */
static void
test_bolognese (void)
{
  g_autoptr(TarotCardRenderer) bolo = tarot_card_renderer_new ();
  g_autoptr(TarotCardStyle) style = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotCardRenderer) piem = tarot_card_renderer_new ();
  static const TarotCard two_headed[] = {
    TAROT_CARD_FOOL, 56 + 0, 56 + 1, 56 + 5, 56 + 18, 56 + 19,
    TAROT_SUIT_COINS * 14 + TAROT_FACE_KING, TAROT_SUIT_SWORDS * 14 + TAROT_FACE_QUEEN,
    TAROT_SUIT_CUPS * 14 + TAROT_FACE_CAVALIER, TAROT_SUIT_BATONS * 14 + TAROT_FACE_JACK,
  };
  char *moors[4];

  g_assert_true (tarot_card_renderer_set_pack (piem, "piemontese", &error));
  g_assert_true (tarot_card_renderer_set_pack (bolo, "bolognese", &error));
  g_assert_no_error (error);
  tarot_card_renderer_set_index_mode (bolo, TAROT_INDEX_TRADITIONAL);
  style = tarot_card_style_new_from_pack (tarot_card_renderer_get_pack (bolo), &error);
  g_assert_no_error (error);

  g_assert_true (style->double_headed);
  for (guint n = 1; n <= TAROT_N_TRUMPS; n++)
    g_assert_cmpuint (style->numbers[n], ==, n >= 6 && n <= 17 ? n - 1 : 0);
  g_assert_cmphex (style->red_grounds, ==, (G_GUINT64_CONSTANT (1) << 18) | (G_GUINT64_CONSTANT (1) << 19));
  g_assert_cmpstr (style->index_labels[2], ==, "M");
  g_assert_cmpstr (style->index_labels[6], ==, "5");
  g_assert_cmpstr (style->subjects[15], ==, "tower");
  g_assert_cmpstr (style->court_pattern, ==, "bolognese");

  /* every court, in both index modes, is two-headed and not the Piedmontese figure (each
   * figure's first outline names it) */
  for (TarotIndexMode mode = TAROT_INDEX_TRADITIONAL; mode <= TAROT_INDEX_ASSISTED; mode++)
    for (int suit = 0; suit < TAROT_N_SUITS; suit++)
      for (int face = TAROT_FACE_JACK; face <= TAROT_FACE_KING; face++)
        {
          static const char *const piedmontese[] = {
            "M14 100 Q16 66 30 58 Q44 54 58 58", "M28 100 Q30 72 40 62",
            "M34 22 Q24 34 22 58 L66 58", "M8 100 L12 66 Q16 55 30 52 L58 52",
          };
          TarotCard c = tarot_card_make (suit, face);
          cairo_surface_t *s;
          g_autofree char *mine = NULL;
          g_autofree char *theirs = NULL;

          tarot_card_renderer_set_index_mode (bolo, mode);
          tarot_card_renderer_set_index_mode (piem, mode);
          mine = tarot_card_renderer_compose_svg (bolo, c, &error);
          theirs = tarot_card_renderer_compose_svg (piem, c, &error);
          g_assert_no_error (error);
          g_assert_nonnull (strstr (theirs, piedmontese[face - TAROT_FACE_JACK]));
          g_assert_null (strstr (mine, piedmontese[face - TAROT_FACE_JACK]));
          s = render_card (bolo, c, 120);
          if (turned_difference (s) > 15)
            g_error ("bolognese %s is not two-headed",
                     tarot_pack_card_to_string (tarot_card_renderer_get_pack (bolo), c));
          cairo_surface_destroy (s);
        }
  tarot_card_renderer_set_index_mode (bolo, TAROT_INDEX_TRADITIONAL);

  for (guint i = 0; i < G_N_ELEMENTS (two_headed); i++)
    {
      cairo_surface_t *s = render_card (bolo, two_headed[i], 120);

      if (turned_difference (s) > 15)
        g_error ("bolognese %s is not two-headed",
                 tarot_pack_card_to_string (tarot_card_renderer_get_pack (bolo), two_headed[i]));
      cairo_surface_destroy (s);
    }

  for (guint m = 0; m < 4; m++)
    {
      cairo_surface_t *s = render_card (bolo, tarot_card_make_trump (2 + m), 120);

      moors[m] = pixel_hash (s);
      cairo_surface_destroy (s);
    }
  g_assert_cmpstr (moors[0], ==, moors[1]);
  g_assert_cmpstr (moors[1], !=, moors[2]);
  g_assert_cmpstr (moors[2], !=, moors[3]);
  g_assert_cmpstr (moors[0], !=, moors[3]);
  for (guint m = 0; m < 4; m++)
    g_free (moors[m]);
}

static void
test_backs_and_colours (void)
{
  g_autoptr(TarotCardRenderer) renderer = tarot_card_renderer_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  TarotCard five_diamonds = tarot_card_make (TAROT_SUIT_DIAMONDS, 4);
  TarotCard five_spades = tarot_card_make (TAROT_SUIT_SPADES, 4);
  char *diamonds[2];
  char *spades[2];

  /* the pack's own back is the default; a pack without one (Tarot
   * Nouveau) draws the lattice for it, the Hungarian pack its own */
  g_assert_cmpuint (tarot_card_renderer_get_back (renderer), ==, TAROT_CARD_BACK_PACK);
  for (guint p = 0; p < 2; p++)
    {
      g_assert_true (tarot_card_renderer_set_pack (renderer, p == 0 ? "tarot_nouveau" : "hungarian_42", &error));
      g_hash_table_remove_all (seen);
      for (TarotCardBack back = 0; back < TAROT_CARD_N_BACKS; back++)
        {
          cairo_surface_t *s;

          tarot_card_renderer_set_back (renderer, back);
          s = tarot_card_renderer_render_back (renderer, SMALL, &error);
          g_assert_no_error (error);
          g_assert_cmpuint (count_ink (s), >, 1000);
          g_hash_table_add (seen, pixel_hash (s));
          cairo_surface_destroy (s);
        }
      g_assert_cmpuint (g_hash_table_size (seen), ==, p == 0 ? TAROT_CARD_N_BACKS - 1 : TAROT_CARD_N_BACKS);
    }
  g_assert_true (tarot_card_renderer_set_pack (renderer, "tarot_nouveau", &error));

  /* the four-colour option recolours diamonds but leaves spades black */
  for (guint four = 0; four < 2; four++)
    {
      cairo_surface_t *s;

      tarot_card_renderer_set_four_colour (renderer, four);
      s = tarot_card_renderer_render (renderer, five_diamonds, SMALL, &error);
      g_assert_no_error (error);
      diamonds[four] = pixel_hash (s);
      cairo_surface_destroy (s);
      s = tarot_card_renderer_render (renderer, five_spades, SMALL, &error);
      spades[four] = pixel_hash (s);
      cairo_surface_destroy (s);
    }
  g_assert_cmpstr (diamonds[0], !=, diamonds[1]);
  g_assert_cmpstr (spades[0], ==, spades[1]);
  for (guint i = 0; i < 2; i++)
    {
      g_free (diamonds[i]);
      g_free (spades[i]);
    }
}

static void
test_language (void)
{
  g_autoptr(TarotCardRenderer) renderer = tarot_card_renderer_new ();
  g_autoptr(GError) error = NULL;
  TarotCard king = tarot_card_make (TAROT_SUIT_CUPS, TAROT_FACE_KING);
  g_autofree char *en = NULL;
  g_autofree char *fr = NULL;
  g_autofree char *trad_en = NULL;
  g_autofree char *trad_fr = NULL;

  g_assert_true (tarot_card_renderer_set_pack (renderer, "marseille", &error));
  tarot_card_renderer_set_index_mode (renderer, TAROT_INDEX_ASSISTED);
  en = tarot_card_renderer_compose_svg (renderer, king, &error);
  tarot_card_renderer_set_language (renderer, "fr");
  fr = tarot_card_renderer_compose_svg (renderer, king, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (en, !=, fr);

  /* traditional Marseille prints no index, so the language does not matter */
  tarot_card_renderer_set_index_mode (renderer, TAROT_INDEX_TRADITIONAL);
  trad_fr = tarot_card_renderer_compose_svg (renderer, king, &error);
  tarot_card_renderer_set_language (renderer, "en");
  trad_en = tarot_card_renderer_compose_svg (renderer, king, &error);
  g_assert_cmpstr (trad_en, ==, trad_fr);
}

static void
copy_file (const char *from,
           const char *to)
{
  g_autofree char *contents = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (from, &contents, &len, NULL));
  g_assert_true (g_file_set_contents (to, contents, len, NULL));
}

/* A data directory with the engine's own data but no parts at all. */
static char *
make_partless_data_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("tarot-cards-XXXXXX", &error);
  g_autofree char *cards = g_build_filename (dir, "cards", "parts", "suits", NULL);
  const char *files[] = { "palettes.json", "captions.json" };

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (cards, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *from = tarot_data_path ("cards", files[i], NULL);
      g_autofree char *to = g_build_filename (dir, "cards", files[i], NULL);

      copy_file (from, to);
    }
  return dir;
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_remove (child);
    }
  if (dir != NULL)
    g_dir_close (dir);
  g_rmdir (path);
}

static void
test_missing_part (void)
{
  g_autofree char *dir = make_partless_data_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotPack) pack = tarot_pack_load ("tarot_nouveau", &error);
  g_autoptr(TarotCardStyle) style = NULL;
  g_autoptr(TarotCardComposer) composer = NULL;
  TarotCardFaceOptions options = { TAROT_INDEX_ASSISTED, "en", FALSE, NULL };
  char *svg;

  g_assert_no_error (error);
  style = tarot_card_style_new_from_pack (pack, &error);
  g_assert_no_error (error);
  composer = tarot_card_composer_new (dir, &error);
  g_assert_no_error (error);

  svg = tarot_card_composer_compose (composer, style, tarot_card_make (TAROT_SUIT_HEARTS, 6),
                                     &options, &error);
  g_assert_null (svg);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "suits/french/hearts.svg"));
  g_clear_error (&error);

  svg = tarot_card_composer_compose (composer, style, tarot_card_make_trump (21), &options, &error);
  g_assert_null (svg);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "trumps/genre/genre-"));

  remove_tree (dir);
}

static void
test_broken_part (void)
{
  g_autofree char *dir = make_partless_data_dir ();
  g_autofree char *french = g_build_filename (dir, "cards", "parts", "suits", "french", NULL);
  g_autofree char *spades = g_build_filename (french, "spades.svg", NULL);
  g_autofree char *clubs = g_build_filename (french, "clubs.svg", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotPack) pack = tarot_pack_load ("tarot_nouveau", &error);
  g_autoptr(TarotCardStyle) style = tarot_card_style_new_from_pack (pack, &error);
  g_autoptr(TarotCardComposer) composer = NULL;
  TarotCardFaceOptions options = { TAROT_INDEX_TRADITIONAL, "en", FALSE, NULL };
  char *svg;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (french, 0755), ==, 0);
  g_assert_true (g_file_set_contents (spades, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                                      "viewBox=\"0 0 40 40\"><path d=\"M0 0\"", -1, NULL));
  g_assert_true (g_file_set_contents (clubs, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                                      "viewBox=\"0 0 40 40\"><text>A</text></svg>", -1, NULL));
  composer = tarot_card_composer_new (dir, &error);
  g_assert_no_error (error);

  svg = tarot_card_composer_compose (composer, style, tarot_card_make (TAROT_SUIT_SPADES, 2),
                                     &options, &error);
  g_assert_null (svg);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "spades.svg"));
  g_clear_error (&error);

  svg = tarot_card_composer_compose (composer, style, tarot_card_make (TAROT_SUIT_CLUBS, 2),
                                     &options, &error);
  g_assert_null (svg);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "clubs.svg"));

  remove_tree (dir);
}

static void
test_write_pngs (void)
{
  g_autoptr(TarotCardRenderer) renderer = tarot_card_renderer_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tarot-pngs-XXXXXX", &error);
  const TarotCard *cards;
  guint n;

  g_assert_no_error (error);
  g_assert_true (tarot_card_renderer_set_pack (renderer, "hungarian_42", &error));
  g_assert_true (tarot_card_renderer_write_pngs (renderer, 40, dir, &error));
  g_assert_no_error (error);

  cards = tarot_pack_get_cards (tarot_card_renderer_get_pack (renderer), &n);
  for (guint i = 0; i <= n; i++)
    {
      g_autofree char *file = g_strconcat (i < n ? tarot_pack_card_to_string (
                                             tarot_card_renderer_get_pack (renderer), cards[i])
                                           : "back", ".png", NULL);
      g_autofree char *path = g_build_filename (dir, file, NULL);
      cairo_surface_t *s = cairo_image_surface_create_from_png (path);

      g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
      g_assert_cmpint (cairo_image_surface_get_width (s), ==, 40);
      cairo_surface_destroy (s);
    }
  remove_tree (dir);
}

static void
test_no_pack (void)
{
  g_autoptr(TarotCardRenderer) renderer = tarot_card_renderer_new ();
  g_autoptr(GError) error = NULL;

  g_assert_null (tarot_card_renderer_render (renderer, 0, SMALL, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (tarot_card_renderer_set_pack (renderer, "no_such_pack", &error));
  g_assert_nonnull (error);
}

/* The card size must be two numbers of millimetres a card can have. */
static char *
hash_of (TarotCardRenderer *renderer,
         TarotCard          card)
{
  g_autoptr(GError) error = NULL;
  cairo_surface_t *s = tarot_card_renderer_render (renderer, card, SMALL, &error);
  char *hash;

  g_assert_no_error (error);
  hash = pixel_hash (s);
  cairo_surface_destroy (s);
  return hash;
}

/* packs.md §10, rules/hungarian-tarokk.md §3 red_fours: the pack draws
 * its red aces as the 4s when the variant's option selects the face
 * substitution of that name; other cards stay as they are. */
static void
test_face_substitution (void)
{
  g_autoptr(TarotCardRenderer) renderer = tarot_card_renderer_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotPack) pack = tarot_pack_load ("hungarian_42", &error);
  g_autoptr(TarotCardStyle) style = NULL;
  const TarotFaceSubstitution *sub;
  TarotCard hearts = tarot_card_make (TAROT_SUIT_HEARTS, TAROT_FACE_ACE);
  TarotCard diamonds = tarot_card_make (TAROT_SUIT_DIAMONDS, TAROT_FACE_ACE);
  TarotCard clubs = tarot_card_make (TAROT_SUIT_CLUBS, TAROT_FACE_10);
  TarotCardFaceOptions options = { TAROT_INDEX_ASSISTED, "en", FALSE, "red_fours" };
  g_autoptr(TarotCardComposer) composer = tarot_card_composer_new (tarot_data_dir (), &error);
  g_autofree char *four_svg = NULL;
  char *ace[2], *ten[2];

  g_assert_no_error (error);
  style = tarot_card_style_new_from_pack (pack, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (style->back, ==, TAROT_PACK_BACK_HUNGARIAN);
  sub = tarot_card_style_find_substitution (style, "red_fours");
  g_assert_nonnull (sub);
  g_assert_cmpuint (sub->pips[hearts], ==, 4);
  g_assert_cmpuint (sub->pips[diamonds], ==, 4);
  g_assert_cmpuint (sub->pips[clubs], ==, 0);
  g_assert_null (tarot_card_style_find_substitution (style, "black_sixes"));

  /* the 4: four hearts and the assisted index "4", not one large sign and "A" */
  four_svg = tarot_card_composer_compose (composer, style, hearts, &options, &error);
  g_assert_no_error (error);
  g_assert_nonnull (four_svg);
  {
    g_autofree char *ace_svg = NULL;
    guint n_four = 0, n_ace = 0;

    options.substitution = NULL;
    ace_svg = tarot_card_composer_compose (composer, style, hearts, &options, &error);
    g_assert_no_error (error);
    for (const char *p = four_svg; (p = strstr (p, "#sign")) != NULL; p++)
      n_four++;
    for (const char *p = ace_svg; (p = strstr (p, "#sign")) != NULL; p++)
      n_ace++;
    /* each index adds a small sign, twice */
    g_assert_cmpuint (n_four, ==, 4 + 2);
    g_assert_cmpuint (n_ace, ==, 1 + 2);
  }

  g_assert_true (tarot_card_renderer_set_pack (renderer, "hungarian_42", &error));
  g_assert_false (tarot_card_renderer_set_face_substitution (renderer, "black_sixes"));
  g_assert_null (tarot_card_renderer_get_face_substitution (renderer));
  for (guint i = 0; i < 2; i++)
    {
      if (i == 1)
        g_assert_true (tarot_card_renderer_set_face_substitution (renderer, "red_fours"));
      ace[i] = hash_of (renderer, diamonds);
      ten[i] = hash_of (renderer, clubs);
    }
  g_assert_cmpstr (ace[0], !=, ace[1]);
  g_assert_cmpstr (ten[0], ==, ten[1]);
  /* a substitution belongs to its pack */
  g_assert_true (tarot_card_renderer_set_pack (renderer, "austrian_54", &error));
  g_assert_null (tarot_card_renderer_get_face_substitution (renderer));
  g_assert_false (tarot_card_renderer_set_face_substitution (renderer, "red_fours"));
  for (guint i = 0; i < 2; i++)
    {
      g_free (ace[i]);
      g_free (ten[i]);
    }
}

/* art.back and art.face_substitutions refuse what they cannot draw, naming the key. */
static void
test_bad_pack_art (void)
{
  static const struct { const char *key, *json, *where; } cases[] = {
    { "back", "\"tartan\"", "art.back" },
    { "back", "7", "art.back" },
    { "face_substitutions", "[]", "art.face_substitutions" },
    { "face_substitutions", "{\"red_fours\": {\"H-1\": 11}}", "art.face_substitutions.red_fours.H-1" },
    { "face_substitutions", "{\"red_fours\": {\"T-21\": 4}}", "art.face_substitutions.red_fours.T-21" },
    { "face_substitutions", "{\"red_fours\": {\"H-4\": 4}}", "art.face_substitutions.red_fours.H-4" },
    { "face_substitutions", "{\"red_fours\": {\"H-1\": \"4\"}}", "art.face_substitutions.red_fours.H-1" },
    { "face_substitutions", "{\"red fours\": {}}", "art.face_substitutions.red fours" },
    { "face_substitutions", "{\"a\": {}, \"b\": {}, \"c\": {}, \"d\": {}, \"e\": {}}", "art.face_substitutions.e" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotPack) pack = tarot_pack_load ("hungarian_42", &error);

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      JsonObject *art = tarot_pack_get_art (pack);
      JsonNode *original = json_node_copy (json_object_get_member (art, cases[i].key));
      g_autoptr(TarotCardStyle) style = NULL;

      json_object_set_member (art, cases[i].key,
                              tarot_json_parse_bytes (cases[i].json, strlen (cases[i].json), "art", NULL));
      style = tarot_card_style_new_from_pack (pack, &error);
      json_object_set_member (art, cases[i].key, original);
      g_assert_null (style);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].where));
      g_clear_error (&error);
    }
}

static void
test_bad_size (void)
{
  static const char *const sizes[] = {
    "[null, 110]", "[60, \"110\"]", "[60]", "[60, 1e300]", "[10, 110]", "{}",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotPack) pack = tarot_pack_load ("tarot_nouveau", &error);

  g_assert_no_error (error);
  for (guint i = 0; i <= G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(JsonObject) art = json_object_ref (tarot_pack_get_art (pack));
      g_autoptr(JsonNode) size = NULL;
      g_autoptr(TarotCardStyle) style = NULL;
      JsonNode *original = json_node_copy (json_object_get_member (art, "size_mm"));

      /* the last round puts the real size back */
      size = i < G_N_ELEMENTS (sizes) ? tarot_json_parse_bytes (sizes[i], strlen (sizes[i]), "size", NULL) : json_node_copy (original);
      json_object_set_member (art, "size_mm", json_node_copy (size));
      style = tarot_card_style_new_from_pack (pack, &error);
      json_object_set_member (art, "size_mm", original);
      if (i < G_N_ELEMENTS (sizes))
        {
          g_assert_null (style);
          g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
          g_assert_nonnull (strstr (error->message, "art.size_mm"));
          g_clear_error (&error);
        }
      else
        {
          g_assert_no_error (error);
          g_assert_cmpfloat (style->width, >, 200);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* librsvg must render every face without a single warning */
  g_log_set_always_fatal (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/cards/numerals", test_numerals);
  g_test_add_func ("/cards/glyphs", test_glyphs);
  g_test_add_func ("/cards/index-letters", test_index_letters);
  for (guint i = 0; i < G_N_ELEMENTS (packs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cards/pack/%s", packs[i].id);

      g_test_add_data_func (path, GUINT_TO_POINTER (i), test_pack);
    }
  g_test_add_func ("/cards/piemontese", test_piemontese);
  g_test_add_func ("/cards/bolognese", test_bolognese);
  g_test_add_func ("/cards/backs-and-colours", test_backs_and_colours);
  g_test_add_func ("/cards/language", test_language);
  g_test_add_func ("/cards/missing-part", test_missing_part);
  g_test_add_func ("/cards/broken-part", test_broken_part);
  g_test_add_func ("/cards/write-pngs", test_write_pngs);
  g_test_add_func ("/cards/no-pack", test_no_pack);
  g_test_add_func ("/cards/bad-size", test_bad_size);
  g_test_add_func ("/cards/face-substitution", test_face_substitution);
  g_test_add_func ("/cards/bad-pack-art", test_bad_pack_art);
  return g_test_run ();
}
