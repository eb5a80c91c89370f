/* test-pack.c — the pack files and pack validation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "model/tarot-error.h"
#include "model/tarot-pack.h"
#include "model/tarot-variant.h"
#include "tarot-test-refused.h"

static void
test_pack_counts (void)
{
  static const struct { const char *id; guint n; TarotSuitSystem system; TarotFoolRole role; } packs[] = {
    { "tarot_nouveau", 78, TAROT_SUIT_SYSTEM_FRENCH, TAROT_FOOL_EXCUSE },
    { "swiss_1jj", 78, TAROT_SUIT_SYSTEM_ITALIAN, TAROT_FOOL_EXCUSE },
    { "marseille", 78, TAROT_SUIT_SYSTEM_ITALIAN, TAROT_FOOL_EXCUSE },
    { "piemontese", 78, TAROT_SUIT_SYSTEM_ITALIAN, TAROT_FOOL_EXCUSE },
    { "austrian_54", 54, TAROT_SUIT_SYSTEM_FRENCH, TAROT_FOOL_TOP_TRUMP },
    { "hungarian_42", 42, TAROT_SUIT_SYSTEM_FRENCH, TAROT_FOOL_TOP_TRUMP },
    { "bolognese", 62, TAROT_SUIT_SYSTEM_ITALIAN, TAROT_FOOL_EXCUSE },
  };
  g_auto(GStrv) ids = tarot_pack_list_ids ();

  for (guint i = 0; i < G_N_ELEMENTS (packs); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotPack) pack = tarot_pack_load (packs[i].id, &error);
      guint n;
      const TarotCard *cards;

      g_assert_no_error (error);
      g_assert_true (g_strv_contains ((const char *const *) ids, packs[i].id));
      g_assert_cmpstr (tarot_pack_get_id (pack), ==, packs[i].id);
      g_assert_cmpuint (tarot_pack_get_n_cards (pack), ==, packs[i].n);
      g_assert_cmpuint (tarot_card_set_count (tarot_pack_get_card_set (pack)), ==, packs[i].n);
      g_assert_cmpint (tarot_pack_get_suit_system (pack), ==, packs[i].system);
      g_assert_cmpint (tarot_pack_get_fool_role (pack), ==, packs[i].role);
      g_assert_nonnull (tarot_pack_get_art (pack));
      g_assert_true (json_object_has_member (tarot_pack_get_art (pack), "palette"));

      /* display order: Fool, trumps 1..21, then suits King first */
      cards = tarot_pack_get_cards (pack, &n);
      g_assert_cmpuint (n, ==, packs[i].n);
      g_assert_cmpint (cards[0], ==, TAROT_CARD_FOOL);
      g_assert_cmpint (cards[1], ==, tarot_card_make_trump (1));
      g_assert_cmpint (cards[21], ==, tarot_card_make_trump (21));
      g_assert_cmpint (cards[22], ==, tarot_card_make (0, TAROT_FACE_KING));

      /* every string id round-trips */
      for (guint k = 0; k < n; k++)
        {
          const char *str = tarot_pack_card_to_string (pack, cards[k]);
          TarotCard back;

          g_assert_nonnull (str);
          g_assert_true (tarot_pack_card_from_string (pack, str, &back));
          g_assert_cmpint (back, ==, cards[k]);
          g_assert_true (tarot_pack_contains (pack, cards[k]));
        }
    }
}

static void
test_pack_strings_and_names (void)
{
  g_autoptr(TarotPack) french = tarot_pack_load ("tarot_nouveau", NULL);
  g_autoptr(TarotPack) swiss = tarot_pack_load ("swiss_1jj", NULL);
  g_autoptr(TarotPack) austrian = tarot_pack_load ("austrian_54", NULL);
  g_autoptr(TarotPack) hungarian = tarot_pack_load ("hungarian_42", NULL);
  g_autofree char *queen_cups = tarot_pack_card_name (swiss, tarot_card_make (TAROT_SUIT_CUPS, TAROT_FACE_QUEEN));
  g_autofree char *king_spades = tarot_pack_card_name (french, tarot_card_make (TAROT_SUIT_SPADES, TAROT_FACE_KING));
  g_autofree char *t21 = tarot_pack_card_name (french, tarot_card_make_trump (21));
  g_autofree char *excuse = tarot_pack_card_name (french, TAROT_CARD_FOOL);
  g_autofree char *fool = tarot_pack_card_name (swiss, TAROT_CARD_FOOL);
  g_autofree char *skus = tarot_pack_card_name (austrian, TAROT_CARD_FOOL);
  g_autofree char *skiz = tarot_pack_card_name (hungarian, TAROT_CARD_FOOL);
  g_autofree char *xix = tarot_pack_card_name (hungarian, tarot_card_make_trump (19));
  g_autofree char *iv = tarot_pack_card_name (hungarian, tarot_card_make_trump (4));
  g_autofree char *xiv = tarot_pack_card_name (hungarian, tarot_card_make_trump (14));
  TarotCard c;

  g_assert_cmpstr (tarot_pack_card_to_string (french, tarot_card_make (TAROT_SUIT_SPADES, TAROT_FACE_KING)), ==, "S-K");
  g_assert_cmpstr (tarot_pack_card_to_string (french, tarot_card_make (TAROT_SUIT_HEARTS, TAROT_FACE_10)), ==, "H-10");
  g_assert_cmpstr (tarot_pack_card_to_string (french, tarot_card_make (TAROT_SUIT_DIAMONDS, TAROT_FACE_ACE)), ==, "D-1");
  g_assert_cmpstr (tarot_pack_card_to_string (french, tarot_card_make (TAROT_SUIT_CLUBS, TAROT_FACE_QUEEN)), ==, "C-Q");
  g_assert_cmpstr (tarot_pack_card_to_string (swiss, tarot_card_make (TAROT_SUIT_SWORDS, TAROT_FACE_KING)), ==, "SW-K");
  g_assert_cmpstr (tarot_pack_card_to_string (swiss, tarot_card_make (TAROT_SUIT_BATONS, TAROT_FACE_10)), ==, "BA-10");
  g_assert_cmpstr (tarot_pack_card_to_string (swiss, tarot_card_make (TAROT_SUIT_CUPS, TAROT_FACE_ACE)), ==, "CU-1");
  g_assert_cmpstr (tarot_pack_card_to_string (swiss, tarot_card_make (TAROT_SUIT_COINS, TAROT_FACE_QUEEN)), ==, "CO-Q");
  g_assert_cmpstr (tarot_pack_card_to_string (french, TAROT_CARD_FOOL), ==, "EXC");
  g_assert_cmpstr (tarot_pack_card_to_string (austrian, TAROT_CARD_FOOL), ==, "SKUS");
  g_assert_cmpstr (tarot_pack_card_to_string (hungarian, TAROT_CARD_FOOL), ==, "SKUS");
  g_assert_cmpstr (tarot_pack_card_to_string (swiss, TAROT_CARD_FOOL), ==, "FOOL");
  g_assert_cmpstr (tarot_pack_card_to_string (french, tarot_card_make_trump (7)), ==, "T-7");

  /* cut packs lack cards */
  g_assert_null (tarot_pack_card_to_string (austrian, tarot_card_make (TAROT_SUIT_SPADES, 2)));
  g_assert_false (tarot_pack_card_from_string (austrian, "S-3", &c));
  g_assert_true (tarot_pack_card_from_string (austrian, "H-4", &c));
  g_assert_false (tarot_pack_card_from_string (hungarian, "H-4", &c));
  g_assert_true (tarot_pack_card_from_string (hungarian, "H-1", &c));
  g_assert_false (tarot_pack_card_from_string (french, "X-1", &c));

  g_assert_cmpstr (queen_cups, ==, "Queen of Cups");
  g_assert_cmpstr (king_spades, ==, "King of Spades");
  g_assert_cmpstr (t21, ==, "Trump 21");
  g_assert_cmpstr (excuse, ==, "the Excuse");
  g_assert_cmpstr (fool, ==, "the Fool");
  g_assert_cmpstr (skus, ==, "the Sküs");
  /* packs.md §10: the Hungarian name */
  g_assert_cmpstr (skiz, ==, "the Skíz");
  /* the tarokks are called by their Roman numerals (hungarian-tarokk.md §3, §8) */
  g_assert_cmpstr (xix, ==, "Trump XIX");
  g_assert_cmpstr (iv, ==, "Trump IV");
  g_assert_cmpstr (xiv, ==, "Trump XIV");
}

static void
test_pack_ranks_and_values (void)
{
  g_autoptr(TarotPack) french = tarot_pack_load ("tarot_nouveau", NULL);
  g_autoptr(TarotPack) swiss = tarot_pack_load ("swiss_1jj", NULL);
  g_autoptr(TarotPack) austrian = tarot_pack_load ("austrian_54", NULL);
  guint total = 0;

  /* France: 10 high in all suits; Swiss: round suits inverted */
  g_assert_cmpuint (tarot_pack_get_suit_rank (french, tarot_card_make (2, TAROT_FACE_10)), >,
                    tarot_pack_get_suit_rank (french, tarot_card_make (2, TAROT_FACE_ACE)));
  g_assert_cmpuint (tarot_pack_get_suit_rank (swiss, tarot_card_make (2, TAROT_FACE_10)), <,
                    tarot_pack_get_suit_rank (swiss, tarot_card_make (2, TAROT_FACE_ACE)));
  g_assert_cmpuint (tarot_pack_get_suit_rank (swiss, tarot_card_make (0, TAROT_FACE_10)), >,
                    tarot_pack_get_suit_rank (swiss, tarot_card_make (0, TAROT_FACE_ACE)));
  g_assert_cmpuint (tarot_pack_get_suit_rank (austrian, tarot_card_make (2, TAROT_FACE_KING)), ==, 8);
  g_assert_cmpuint (tarot_pack_get_suit_rank (austrian, tarot_card_make (2, 3)), ==, 1);

  /* standard values add up to 130 in a full pack (french-tarot.md §4) */
  TAROT_CARD_SET_FOREACH (tarot_pack_get_card_set (french), c)
    total += tarot_pack_get_card_value (french, c);
  g_assert_cmpuint (total, ==, 130);
  total = 0;
  TAROT_CARD_SET_FOREACH (tarot_pack_get_card_set (austrian), c)
    total += tarot_pack_get_card_value (austrian, c);
  g_assert_cmpuint (total, ==, 106);   /* tapp-tarock.md §4 */
}

/* The Piedmontese pack (packs.md §4; italian-living-games.md "Piedmontese trump order"):
 * the Angel, 20, ranks above the World, 21, and is the 5-point card; the World is empty. */
static void
test_pack_piemontese (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotPack) piem = tarot_pack_load ("piemontese", &error);
  g_autoptr(TarotPack) marseille = tarot_pack_load ("marseille", NULL);
  g_autofree char *angel = NULL;
  g_autofree char *fool = NULL;
  g_autofree char *queen = NULL;
  JsonObject *art;
  guint total = 0;

  g_assert_no_error (error);
  g_assert_cmpstr (tarot_pack_get_name (piem), ==, "Tarocco Piemontese");

  g_assert_cmpuint (tarot_pack_get_trump_rank (piem, tarot_card_make_trump (20)), ==, 21);
  g_assert_cmpuint (tarot_pack_get_trump_rank (piem, tarot_card_make_trump (21)), ==, 20);
  for (guint t = 1; t <= 19; t++)
    g_assert_cmpuint (tarot_pack_get_trump_rank (piem, tarot_card_make_trump (t)), ==, t);
  g_assert_cmpuint (tarot_pack_get_trump_rank (piem, TAROT_CARD_FOOL), ==, 0);
  g_assert_cmpuint (tarot_pack_get_trump_rank (piem, tarot_card_make (0, TAROT_FACE_KING)), ==, 0);
  /* packs without "trump_order" rank their trumps by number */
  g_assert_cmpuint (tarot_pack_get_trump_rank (marseille, tarot_card_make_trump (21)), ==, 21);
  g_assert_cmpuint (tarot_pack_get_trump_rank (marseille, tarot_card_make_trump (20)), ==, 20);

  g_assert_cmpuint (tarot_pack_get_card_value (piem, tarot_card_make_trump (20)), ==, 5);
  g_assert_cmpuint (tarot_pack_get_card_value (piem, tarot_card_make_trump (21)), ==, 1);
  g_assert_cmpuint (tarot_pack_get_card_value (piem, tarot_card_make_trump (1)), ==, 5);
  TAROT_CARD_SET_FOREACH (tarot_pack_get_card_set (piem), c)
    total += tarot_pack_get_card_value (piem, c);
  g_assert_cmpuint (total, ==, 130);

  /* original ranking: Cups' Ace above its 10, Swords' 10 above its Ace */
  g_assert_cmpuint (tarot_pack_get_suit_rank (piem, tarot_card_make (TAROT_SUIT_CUPS, TAROT_FACE_ACE)), >,
                    tarot_pack_get_suit_rank (piem, tarot_card_make (TAROT_SUIT_CUPS, TAROT_FACE_10)));
  g_assert_cmpuint (tarot_pack_get_suit_rank (piem, tarot_card_make (TAROT_SUIT_SWORDS, TAROT_FACE_10)), >,
                    tarot_pack_get_suit_rank (piem, tarot_card_make (TAROT_SUIT_SWORDS, TAROT_FACE_ACE)));

  g_assert_cmpstr (tarot_pack_card_to_string (piem, tarot_card_make_trump (20)), ==, "T-20");
  g_assert_cmpstr (tarot_pack_card_to_string (piem, TAROT_CARD_FOOL), ==, "FOOL");
  g_assert_cmpstr (tarot_pack_card_to_string (piem, tarot_card_make (TAROT_SUIT_COINS, TAROT_FACE_QUEEN)), ==, "CO-Q");
  angel = tarot_pack_card_name (piem, tarot_card_make_trump (20));
  fool = tarot_pack_card_name (piem, TAROT_CARD_FOOL);
  queen = tarot_pack_card_name (piem, tarot_card_make (TAROT_SUIT_BATONS, TAROT_FACE_QUEEN));
  g_assert_cmpstr (angel, ==, "Trump 20");
  g_assert_cmpstr (fool, ==, "the Fool");
  g_assert_cmpstr (queen, ==, "Queen of Batons");

  art = tarot_pack_get_art (piem);
  g_assert_cmpstr (json_object_get_string_member (art, "heads"), ==, "double");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (art, "trumps"),
                                                  "numeral_style"), ==, "arabic");
}

/* The Tarocco Siciliano (packs.md §6): 63 cards — Coins 4–10, the other
 * suits 5–10, and the optional Ace of Coins below the 4 (64 drawn), a Maid as the lowest court, every suit ranking K Q C Maid
 * 10 … low; the Miseria (trump 0) below trumps 1–20; the Fuggitivo. */
static void
test_pack_siciliano (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotPack) pack = tarot_pack_load ("siciliano", &error);
  TarotCard miseria = tarot_card_make_trump (0);
  g_autofree char *miseria_name = NULL;
  g_autofree char *maid = NULL;
  g_autofree char *fool = NULL;
  const TarotCard *cards;
  guint lowest, highest, n, n_trumps = 0;
  TarotCard parsed;

  g_assert_no_error (error);
  g_assert_cmpuint (tarot_pack_get_n_cards (pack), ==, 64);
  g_assert_cmpuint (tarot_card_set_count (tarot_pack_get_card_set (pack)), ==, 64);
  g_assert_cmpuint (tarot_card_set_count (tarot_pack_get_standard_set (pack)), ==, 63);
  g_assert_cmpuint (tarot_card_set_count (tarot_pack_get_optional_set (pack)), ==, 1);
  g_assert_true (tarot_card_set_contains (tarot_pack_get_optional_set (pack),
                                          tarot_card_make (TAROT_SUIT_COINS, TAROT_FACE_ACE)));
  for (int s = 0; s < TAROT_N_SUITS; s++)
    g_assert_cmpuint (tarot_card_set_count (tarot_card_set_intersect (tarot_pack_get_standard_set (pack),
                                                                      tarot_card_set_suit (s))),
                      ==, s == TAROT_SUIT_COINS ? 11 : 10);
  TAROT_CARD_SET_FOREACH (tarot_pack_get_card_set (pack), c)
    n_trumps += tarot_card_is_trump (c);
  g_assert_cmpuint (n_trumps, ==, 21);
  g_assert_true (tarot_pack_contains (pack, miseria));
  g_assert_true (tarot_pack_contains (pack, TAROT_CARD_FOOL));
  g_assert_false (tarot_pack_contains (pack, tarot_card_make_trump (21)));
  g_assert_false (tarot_pack_contains (pack, tarot_card_make (TAROT_SUIT_COINS, 2)));
  g_assert_true (tarot_pack_contains (pack, tarot_card_make (TAROT_SUIT_COINS, 3)));
  g_assert_false (tarot_pack_contains (pack, tarot_card_make (TAROT_SUIT_CUPS, 3)));
  g_assert_true (tarot_pack_contains (pack, tarot_card_make (TAROT_SUIT_COINS, TAROT_FACE_ACE)));
  tarot_pack_get_trump_numbers (pack, &lowest, &highest);
  g_assert_cmpuint (lowest, ==, 0);
  g_assert_cmpuint (highest, ==, 20);

  /* the Miseria lowest, then by number; ranks for the trumps only */
  g_assert_cmpuint (tarot_pack_get_trump_rank (pack, miseria), ==, 1);
  for (guint t = 1; t <= 20; t++)
    g_assert_cmpuint (tarot_pack_get_trump_rank (pack, tarot_card_make_trump (t)), ==, t + 1);
  g_assert_cmpuint (tarot_pack_get_trump_rank (pack, tarot_card_make_trump (21)), ==, 0);
  /* round suits too run 10 high (unlike the other Italian packs) */
  g_assert_cmpuint (tarot_pack_get_suit_rank (pack, tarot_card_make (TAROT_SUIT_CUPS, TAROT_FACE_10)), >,
                    tarot_pack_get_suit_rank (pack, tarot_card_make (TAROT_SUIT_CUPS, 4)));
  g_assert_cmpuint (tarot_pack_get_suit_rank (pack, tarot_card_make (TAROT_SUIT_COINS, TAROT_FACE_ACE)), ==, 1);
  g_assert_cmpuint (tarot_pack_get_suit_rank (pack, tarot_card_make (TAROT_SUIT_COINS, 3)), ==, 2);
  g_assert_cmpuint (tarot_pack_get_suit_rank (pack, tarot_card_make (TAROT_SUIT_COINS, TAROT_FACE_JACK)), ==, 9);

  /* display order: the Fuggitivo, the Miseria, trumps 1–20, the suits */
  cards = tarot_pack_get_cards (pack, &n);
  g_assert_cmpuint (n, ==, 64);
  g_assert_cmpint (cards[0], ==, TAROT_CARD_FOOL);
  g_assert_cmpint (cards[1], ==, miseria);
  g_assert_cmpint (cards[21], ==, tarot_card_make_trump (20));

  /* names in saves and on screen */
  g_assert_cmpstr (tarot_pack_card_to_string (pack, miseria), ==, "T-0");
  g_assert_cmpstr (tarot_pack_card_to_string (pack, TAROT_CARD_FOOL), ==, "FUG");
  g_assert_null (tarot_pack_card_to_string (pack, tarot_card_make_trump (21)));
  g_assert_true (tarot_pack_card_from_string (pack, "T-0", &parsed));
  g_assert_cmpint (parsed, ==, miseria);
  g_assert_false (tarot_pack_card_from_string (pack, "T-21", &parsed));
  miseria_name = tarot_pack_card_name (pack, miseria);
  maid = tarot_pack_card_name (pack, tarot_card_make (TAROT_SUIT_SWORDS, TAROT_FACE_JACK));
  fool = tarot_pack_card_name (pack, TAROT_CARD_FOOL);
  g_assert_cmpstr (miseria_name, ==, "the Miseria");
  g_assert_cmpstr (maid, ==, "Maid of Swords");
  g_assert_cmpstr (fool, ==, "the Fuggitivo");
}

/* Trumps listed together in "trump_order" share a rank (Bologna's four
 * Moors between the Bagattino and Love). */
static void
test_pack_equal_trumps (void)
{
  g_autofree char *path = g_build_filename (TEST_FIXTURES_DIR, "..", "..", "data", "packs",
                                            "marseille.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonNode) moors = json_from_string ("[21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6,"
                                                " [2, 3, 4, 5], 1]", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotPack) pack = NULL;
  g_autofree char *text = NULL;
  JsonObject *root;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_member (root, "trump_order", g_steal_pointer (&moors));
  text = json_to_string (json_parser_get_root (parser), FALSE);
  pack = tarot_pack_new_from_bytes (text, strlen (text), "marseille.json", &error);
  g_assert_no_error (error);

  g_assert_cmpuint (tarot_pack_get_trump_rank (pack, tarot_card_make_trump (1)), ==, 1);
  for (guint t = 2; t <= 5; t++)
    g_assert_cmpuint (tarot_pack_get_trump_rank (pack, tarot_card_make_trump (t)), ==, 2);
  g_assert_cmpuint (tarot_pack_get_trump_rank (pack, tarot_card_make_trump (6)), ==, 3);
  g_assert_cmpuint (tarot_pack_get_trump_rank (pack, tarot_card_make_trump (21)), ==, 18);
}

/* "optional": cards the pack holds that games add only by name; each
 * one a card of the pack, once, never the Fool (packs.md §6). */
static void
test_pack_optional (void)
{
  static const struct
  {
    const char *optional;
    const char *key;
  } bad[] = {
    { "[\"CO-2\"]", "optional[0]" },
    { "[\"CO-1\", \"CO-1\"]", "optional[1]" },
    { "[\"FUG\"]", "optional[0]" },
    { "[1]", "optional[0]" },
    { "\"CO-1\"", "optional" },
  };
  g_autofree char *path = g_build_filename (TEST_FIXTURES_DIR, "..", "..", "data", "packs",
                                            "siciliano.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;

  g_assert_true (json_parser_load_from_file (parser, path, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotPack) pack = NULL;
      g_autofree char *text = NULL;
      g_autofree char *prefix = g_strdup_printf ("siciliano.json: %s: expected ", bad[i].key);

      json_object_set_member (root, "optional", json_from_string (bad[i].optional, NULL));
      text = json_to_string (json_parser_get_root (parser), FALSE);
      pack = tarot_pack_new_from_bytes (text, strlen (text), "siciliano.json", &error);
      g_assert_null (pack);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      if (!g_str_has_prefix (error->message, prefix))
        g_error ("case %u: \"%s\" does not start with \"%s\"", i, error->message, prefix);
    }
}

static void
expect_refused (const TarotTestRefused *refused)
{
  g_autofree char *path = g_build_filename (TEST_FIXTURES_DIR, refused->file, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotPack) pack = tarot_pack_new_from_file (path, &error);

  g_assert_null (pack);
  tarot_test_assert_refused (error, refused);
}

/* One fixture per bad value: the error names the file, the key and
 * the problem. */
/* The Tarocchino Bolognese (packs.md §5): 62 cards, no 2–5 in any suit; the Angelo (20)
 * above the Mondo, then Sole, Luna, 16 … 5 (ids 17 … 6), the four Moors (ids 2–5) and the
 * Begato (1); Angelo, Mondo, Begato, Matto and Kings worth 5. */
static void
test_pack_bolognese (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotPack) pack = tarot_pack_load ("bolognese", &error);

  g_assert_no_error (error);
  for (int suit = 0; suit < TAROT_N_SUITS; suit++)
    for (int face = 0; face < TAROT_N_FACES; face++)
      g_assert_cmpint (tarot_pack_contains (pack, tarot_card_make (suit, face)), ==,
                       face == TAROT_FACE_ACE || face >= 5);
  for (guint n = 1; n <= TAROT_N_TRUMPS; n++)
    g_assert_true (tarot_pack_contains (pack, tarot_card_make_trump (n)));

  g_assert_cmpuint (tarot_pack_get_trump_rank (pack, tarot_card_make_trump (20)), ==, 21);
  g_assert_cmpuint (tarot_pack_get_trump_rank (pack, tarot_card_make_trump (21)), ==, 20);
  g_assert_cmpuint (tarot_pack_get_trump_rank (pack, tarot_card_make_trump (19)), ==, 19);
  g_assert_cmpuint (tarot_pack_get_trump_rank (pack, tarot_card_make_trump (6)), >,
                    tarot_pack_get_trump_rank (pack, tarot_card_make_trump (5)));
  g_assert_cmpuint (tarot_pack_get_trump_rank (pack, tarot_card_make_trump (1)), ==, 1);

  /* long suits K … 6 A, round suits K Q C J A 6 … 10 */
  g_assert_cmpuint (tarot_pack_get_suit_rank (pack, tarot_card_make (TAROT_SUIT_SWORDS, 0)), ==, 1);
  g_assert_cmpuint (tarot_pack_get_suit_rank (pack, tarot_card_make (TAROT_SUIT_SWORDS, 5)), ==, 2);
  g_assert_cmpuint (tarot_pack_get_suit_rank (pack, tarot_card_make (TAROT_SUIT_CUPS, 9)), ==, 1);
  g_assert_cmpuint (tarot_pack_get_suit_rank (pack, tarot_card_make (TAROT_SUIT_CUPS, 0)), ==, 6);
  g_assert_cmpuint (tarot_pack_get_suit_rank (pack, tarot_card_make (TAROT_SUIT_CUPS,
                                                                     TAROT_FACE_KING)), ==, 10);

  g_assert_cmpuint (tarot_pack_get_card_value (pack, tarot_card_make_trump (20)), ==, 5);
  g_assert_cmpuint (tarot_pack_get_card_value (pack, tarot_card_make_trump (21)), ==, 5);
  g_assert_cmpuint (tarot_pack_get_card_value (pack, tarot_card_make_trump (1)), ==, 5);
  g_assert_cmpuint (tarot_pack_get_card_value (pack, tarot_card_make_trump (19)), ==, 1);
  g_assert_cmpuint (tarot_pack_get_card_value (pack, TAROT_CARD_FOOL), ==, 5);

  /* names as printed (packs.md §5): numerals on 5–16 only, the rest named */
  {
    g_autofree char *begato = tarot_pack_card_name (pack, tarot_card_make_trump (1));
    g_autofree char *moor = tarot_pack_card_name (pack, tarot_card_make_trump (4));
    g_autofree char *amore = tarot_pack_card_name (pack, tarot_card_make_trump (6));
    g_autofree char *stella = tarot_pack_card_name (pack, tarot_card_make_trump (17));
    g_autofree char *angel = tarot_pack_card_name (pack, tarot_card_make_trump (20));
    g_autofree char *world = tarot_pack_card_name (pack, tarot_card_make_trump (21));

    g_assert_cmpstr (begato, ==, "the Bagattino");
    g_assert_cmpstr (moor, ==, "a Moor");
    g_assert_cmpstr (amore, ==, "Trump 5");
    g_assert_cmpstr (stella, ==, "Trump 16");
    g_assert_cmpstr (angel, ==, "the Angel");
    g_assert_cmpstr (world, ==, "the World");
  }
}

static void
test_pack_broken (void)
{
  static const TarotTestRefused cases[] = {
    { "pack-missing-ranks.json", "ranks", "an object" },
    { "pack-bad-face.json", "ranks.hearts[2]", "a face not listed before" },
    { "pack-art-no-palette.json", "art.palette", "a value" },
    { "pack-id-not-file-name.json", "id", "\"pack-id-not-file-name\" as in the file name, not \"tarot_nouveau\"" },
    { "pack-blank-name.json", "name", "not an empty or blank string" },
    { "pack-blank-fool-id.json", "fool.id", "non-empty string without spaces" },
    { "pack-fool-id-clash.json", "fool.id", "not the id of another card" },
    { "pack-rank-not-string.json", "ranks.hearts[0]", "a face" },
    { "pack-negative-value.json", "values.K", "from 0 to 9" },
    { "pack-negative-size.json", "art.size_mm", "from 10 to 500" },
    { "pack-subject-not-string.json", "art.trumps.subjects[3]", "a subject id" },
    { "pack-trump-order-repeated.json", "trump_order[5]", "a trump number 1 to 21 not listed before" },
    { "pack-trump-order-short.json", "trump_order", "the 21 trump numbers, high to low" },
    { "pack-trump-order-lone-equal.json", "trump_order[16][0]", "a list of two or more trumps of equal rank" },
    { "pack-trumps-lowest.json", "trumps.lowest", "from 0 to 1" },
    { "pack-trump-names-bad.json", "trump_names[3]", "a numeral 1 to 99 or one of angel" },
  };
  g_autofree char *not_json = g_build_filename (TEST_FIXTURES_DIR, "not-json.json", NULL);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    expect_refused (&cases[i]);

  g_assert_null (tarot_pack_new_from_file (not_json, &error));
  g_assert_true (error->domain == TAROT_ERROR);
  g_assert_true (g_str_has_prefix (error->message, "not-json.json:"));
  g_clear_error (&error);

  g_assert_null (tarot_pack_load ("no_such_pack", &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* pack ids from variants name files in the packs directory only */
  g_assert_null (tarot_pack_load ("../packs/tarot_nouveau", &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND);
}

/* A pack loaded for a variant: the error names the variant, then the
 * pack's file and key.  The data directory is chosen once per process,
 * so the loading runs in a child that uses the fixtures' data/. */
static void
test_pack_broken_for_variant (void)
{
  g_autofree char *data = NULL;
  g_autofree char *old = NULL;

  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotVariant) variant = tarot_variant_load ("variant-broken-pack", &error);

      g_assert_null (variant);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      g_print ("%s\n", error->message);
      return;
    }

  data = g_build_filename (TEST_FIXTURES_DIR, "data", NULL);
  old = g_strdup (g_getenv ("TRIUMPHS_DATA_DIR"));
  g_setenv ("TRIUMPHS_DATA_DIR", data, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  if (old != NULL)
    g_setenv ("TRIUMPHS_DATA_DIR", old, TRUE);
  else
    g_unsetenv ("TRIUMPHS_DATA_DIR");
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("variant-broken-pack.json: pack: broken_pack.json: ranks.hearts[2]: "
                             "expected a face not listed before*");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pack/counts-and-round-trip", test_pack_counts);
  g_test_add_func ("/pack/strings-and-names", test_pack_strings_and_names);
  g_test_add_func ("/pack/ranks-and-values", test_pack_ranks_and_values);
  g_test_add_func ("/pack/piemontese", test_pack_piemontese);
  g_test_add_func ("/pack/siciliano", test_pack_siciliano);
  g_test_add_func ("/pack/optional", test_pack_optional);
  g_test_add_func ("/pack/equal-trumps", test_pack_equal_trumps);
  g_test_add_func ("/pack/bolognese", test_pack_bolognese);
  g_test_add_func ("/pack/broken-files", test_pack_broken);
  g_test_add_func ("/pack/broken-for-variant", test_pack_broken_for_variant);
  return g_test_run ();
}
