/* test-variant.c — variant loading, options, terms and validation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "model/tarot-error.h"
#include "model/tarot-variant.h"
#include "tarot-test-refused.h"

static void
test_variant_load (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) v = tarot_variant_load ("french-tarot", &error);
  g_auto(GStrv) ids = tarot_variant_list_ids ();
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  g_assert_true (g_strv_contains ((const char *const *) ids, "french-tarot"));
  g_assert_cmpstr (tarot_variant_get_id (v), ==, "french-tarot");
  g_assert_cmpstr (tarot_variant_get_family_id (v), ==, "french");
  g_assert_cmpstr (tarot_variant_get_name (v), ==, "French Tarot");
  g_assert_cmpstr (tarot_variant_get_pack_id (v), ==, "tarot_nouveau");
  g_assert_cmpuint (tarot_variant_get_min_players (v), ==, 3);
  g_assert_cmpuint (tarot_variant_get_max_players (v), ==, 5);
  g_assert_true (strlen (tarot_variant_get_description (v)) > 100);

  for (guint n = 3; n <= 5; n++)
    {
      g_assert_true (tarot_variant_build_rules (v, n, NULL, rules, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (rules->n_players, ==, n);
      g_assert_cmpuint (rules->n_tricks * n + rules->talon_size, ==, 78);
      /* 91 card points, counted in half points (§4) */
      g_assert_cmpuint (rules->points_total, ==, 182);
    }
  g_assert_cmpstr (rules->contract_ids[1], ==, "pousse");
  g_assert_false (tarot_variant_build_rules (v, 6, NULL, rules, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
}

static void
test_variant_options (void)
{
  g_autoptr(TarotVariant) v = tarot_variant_load ("french-tarot", NULL);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint n_options;

  g_assert_nonnull (tarot_variant_get_options (v, &n_options));
  g_assert_cmpuint (n_options, >=, 6);
  /* the spec's defaults (french-tarot.md §15) */
  g_assert_cmpstr (tarot_variant_get_option (v, NULL, "poignee_values"), ==, "standard");
  g_assert_cmpstr (tarot_variant_get_option (v, NULL, "appel_sharing"), ==, "two_to_one");
  g_assert_cmpint (tarot_variant_get_option_int (v, NULL, "defence_slam_bonus"), ==, 0);
  g_assert_false (tarot_variant_get_option_bool (v, NULL, "defender_poignee_personal"));

  g_hash_table_insert (options, "appel_sharing", "equal");
  g_hash_table_insert (options, "defence_slam_bonus", "200");
  g_assert_cmpstr (tarot_variant_get_option (v, options, "appel_sharing"), ==, "equal");
  g_assert_cmpint (tarot_variant_get_option_int (v, options, "defence_slam_bonus"), ==, 200);
  g_assert_true (tarot_variant_build_rules (v, 5, options, rules, &error));
  g_assert_no_error (error);

  g_hash_table_insert (options, "appel_sharing", "half");
  g_assert_false (tarot_variant_check_options (v, options, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_true (strstr (error->message, "appel_sharing") != NULL);
  g_clear_error (&error);

  g_hash_table_remove (options, "appel_sharing");
  g_hash_table_insert (options, "no_such_rule", "1");
  g_assert_false (tarot_variant_build_rules (v, 4, options, rules, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND);
}

static void
test_variant_terms (void)
{
  g_autoptr(TarotVariant) v = tarot_variant_load ("french-tarot", NULL);

  /* native language by default, explicit language, English fallback */
  g_assert_cmpstr (tarot_variant_get_term (v, "fool", NULL), ==, "l'Excuse");
  g_assert_cmpstr (tarot_variant_get_term (v, "fool", "en"), ==, "Excuse");
  g_assert_cmpstr (tarot_variant_get_term (v, "trump_i", "fr"), ==, "le Petit");
  g_assert_cmpstr (tarot_variant_get_term (v, "fr_garde_contre", "fr"), ==, "garde contre");
  g_assert_cmpstr (tarot_variant_get_term (v, "fr_garde_contre", "hu"), ==, "Garde contre");
  g_assert_cmpstr (tarot_variant_get_term (v, "fool", "rm"), ==, "il narr");
  g_assert_null (tarot_variant_get_term (v, "no_such_concept", "fr"));
}

/* A variant on the Piedmontese pack ranks its trumps by the pack's "trump_order": the Angel,
 * 20, above the World, 21 (italian-living-games.md, "Piedmontese trump order"). */
/* The rules of the three-handed variant in the fixture @file. */
static TarotRules *
fixture_rules (const char *file)
{
  g_autofree char *path = g_build_filename (TEST_FIXTURES_DIR, file, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) v = tarot_variant_new_from_file (path, &error);
  TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (v, 3, NULL, rules, &error));
  g_assert_no_error (error);
  return rules;
}

static void
test_variant_pack_trump_order (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = fixture_rules ("variant-piemontese-pack.json");
  g_autoptr(TarotVariant) troccas = tarot_variant_load ("troccas3", NULL);
  g_assert_cmpuint (rules->rank[tarot_card_make_trump (20)], >, rules->rank[tarot_card_make_trump (21)]);
  g_assert_cmpuint (rules->rank[tarot_card_make_trump (21)], >, rules->rank[tarot_card_make_trump (19)]);
  for (guint t = 1; t < 19; t++)
    g_assert_cmpuint (rules->rank[tarot_card_make_trump (t + 1)], >, rules->rank[tarot_card_make_trump (t)]);

  /* the same rules on the 1JJ pack keep the World on top */
  g_assert_true (tarot_variant_build_rules (troccas, 3, NULL, rules, &error));
  g_assert_cmpuint (rules->rank[tarot_card_make_trump (21)], >, rules->rank[tarot_card_make_trump (20)]);
}

/* The Sicilian pack on a trick-taking family (packs.md §6): the Miseria,
 * trump 0, is a trump below trump 1, which beats it; there is no 21. */
static void
test_variant_miseria (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = fixture_rules ("variant-siciliano-pack.json");
  TarotCard miseria = tarot_card_make_trump (0);
  TarotCard one = tarot_card_make_trump (1);
  TarotCard five_swords = tarot_card_make (TAROT_SUIT_SWORDS, 4);
  TarotCard king_swords = tarot_card_make (TAROT_SUIT_SWORDS, TAROT_FACE_KING);
  TarotCard trick[3];
  TarotRng rng;

  g_assert_cmpuint (rules->n_pack_cards, ==, 63);
  g_assert_cmpuint (tarot_card_set_count (rules->trumps), ==, 21);
  g_assert_true (tarot_card_set_contains (rules->trumps, miseria));
  g_assert_false (tarot_card_set_contains (rules->pack, tarot_card_make_trump (21)));
  g_assert_false (tarot_card_set_contains (rules->honours, tarot_card_make_trump (21)));
  g_assert_cmpuint (rules->rank[one], >, rules->rank[miseria]);
  for (guint t = 1; t < 20; t++)
    g_assert_cmpuint (rules->rank[tarot_card_make_trump (t + 1)], >, rules->rank[tarot_card_make_trump (t)]);

  /* the Miseria trumps a suit lead, even its King; trump 1 takes the Miseria */
  trick[0] = five_swords;
  trick[1] = miseria;
  trick[2] = king_swords;
  g_assert_cmpuint (tarot_trick_best (rules, trick, 3), ==, 1);
  trick[0] = miseria;
  trick[1] = one;
  trick[2] = five_swords;
  g_assert_cmpuint (tarot_trick_best (rules, trick, 3), ==, 1);
  trick[0] = one;
  trick[1] = miseria;
  g_assert_cmpuint (tarot_trick_best (rules, trick, 2), ==, 0);

  /* random hands deal, play and keep every card of the 63 */
  tarot_rng_init (&rng, 15);
  for (guint hand = 0; hand < 50; hand++)
    {
      TarotDeal deal;
      TarotActionList list;

      tarot_deal_setup (rules, &deal, hand % 3, tarot_rng_next (&rng));
      while (!tarot_deal_is_over (&deal))
        {
          tarot_deal_legal_actions (rules, &deal, &list);
          g_assert_cmpuint (list.n, >, 0);
          tarot_deal_apply (rules, &deal, list.actions[tarot_rng_below (&rng, list.n)]);
        }
      g_assert_true (tarot_deal_check_cards (rules, &deal, &error));
      g_assert_no_error (error);
    }
}

/* Trumps of equal rank: the later played wins (Asti's 2–5, P6; the
 * same rule serves Bologna's Moors), in the core's trick winner that
 * hints and computer players use. */
static void
test_variant_equal_trumps (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) v = tarot_variant_load ("asti3", &error);
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotCard trick[3];

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (v, 3, NULL, rules, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (rules->rank[tarot_card_make_trump (2)], ==, rules->rank[tarot_card_make_trump (5)]);

  trick[0] = tarot_card_make_trump (5);
  trick[1] = tarot_card_make_trump (2);
  trick[2] = tarot_card_make_trump (1);
  g_assert_cmpuint (tarot_trick_best (rules, trick, 3), ==, 1);
  trick[0] = tarot_card_make_trump (3);
  trick[1] = tarot_card_make_trump (4);
  trick[2] = tarot_card_make_trump (2);
  g_assert_cmpuint (tarot_trick_best (rules, trick, 3), ==, 2);
  trick[2] = tarot_card_make_trump (6);
  g_assert_cmpuint (tarot_trick_best (rules, trick, 3), ==, 2);
  /* suit cards never tie: the first of a suit's cards keeps the lead's King */
  trick[0] = tarot_card_make (TAROT_SUIT_CUPS, TAROT_FACE_KING);
  trick[1] = tarot_card_make (TAROT_SUIT_CUPS, TAROT_FACE_QUEEN);
  trick[2] = tarot_card_make (TAROT_SUIT_COINS, TAROT_FACE_KING);
  g_assert_cmpuint (tarot_trick_best (rules, trick, 3), ==, 0);
}

static void
expect_refused (const TarotTestRefused *refused)
{
  g_autofree char *path = g_build_filename (TEST_FIXTURES_DIR, refused->file, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) v = tarot_variant_new_from_file (path, &error);

  g_assert_null (v);
  tarot_test_assert_refused (error, refused);
}

/* One fixture per bad value: the error names the file, the key and
 * the problem. */
static void
test_variant_broken (void)
{
  static const TarotTestRefused cases[] = {
    { "variant-missing-players.json", "players", "an object" },
    { "variant-unknown-family.json", "family", "a registered family" },
    { "variant-bad-option-default.json", "options[0].default", "listed choices" },
    { "variant-bad-poignee.json", "by_players.4.poignee", "increasing integers" },
    { "variant-bad-deal.json", "by_players.4.deal", "the pack" },
    { "variant-term-no-english.json", "terms.fool.en", "English" },
    { "variant-id-not-file-name.json", "id", "\"variant-id-not-file-name\" as in the file name, not \"french-tarot\"" },
    { "variant-blank-name.json", "name", "a text, not an empty or blank string" },
    { "variant-blank-option-id.json", "options[1].id", "non-empty string without spaces" },
    { "variant-empty-choice-id.json", "options[0].choices[1]", "non-empty string without spaces" },
    { "variant-duplicate-choice-id.json", "options[0].choices[2]", "not listed before" },
    { "variant-choice-not-string.json", "options[0].choices[1]", "a choice id" },
    { "variant-negative-hand.json", "by_players.4.deal.hand", "from 1 to 31" },
    { "variant-huge-talon.json", "by_players.4.deal.talon", "from 0 to 78" },
    { "variant-bad-rounds.json", "by_players.3.deal.rounds", "rounds of 1 or more cards, 24 in all at most" },
    { "variant-bad-deal-option.json", "by_players.3.deal.by_option", "an object naming one choice option" },
    { "variant-too-many-players.json", "players.max", "from 3 to 6" },
    { "variant-unsupported-player-count.json", "by_players.7", "player counts from 3 to 5" },
    { "variant-negative-contract-value.json", "by_players.4.contracts[1].value", "from 0 to 1000" },
    { "variant-blank-contract-id.json", "by_players.4.contracts[0].id", "non-empty string without spaces" },
    { "variant-duplicate-contract-id.json", "by_players.4.contracts[2].id", "not listed before" },
    { "variant-poignee-out-of-range.json", "by_players.4.poignee", "from 1 to 22" },
    { "variant-negative-poignee-value.json", "by_players.4.poignee_values", "from 0 to 1000" },
    { "variant-blank-term.json", "terms.fool.en", "a term, not an empty or blank string" },
    { "variant-option-wrong-type.json", "options.defender_poignee_personal", "a bool option" },
    { "variant-option-unknown-choice.json", "options.petit_sec", "the french family knows no \"replay\"" },
    /* pairs of them are checked: their number bounds the loading time */
    { "variant-too-many-option-values.json", "options", "at most 64 values besides the defaults" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GPtrArray) all = NULL;
  g_auto(GStrv) ids = tarot_variant_list_ids ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    expect_refused (&cases[i]);

  g_assert_null (tarot_variant_load ("no-such-variant", &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* ids from saves name files in the variants directory only */
  g_assert_null (tarot_variant_load ("../variants/french-tarot", &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND);

  /* the shipped files all load, with every option value */
  all = tarot_variant_load_all (errors);
  for (guint i = 0; i < errors->len; i++)
    g_test_message ("%s", ((GError *) g_ptr_array_index (errors, i))->message);
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (all->len, ==, g_strv_length (ids));
}

/* A house rule that reaches data the defaults never read fails at load
 * time, naming the option values, the player count and the data. */
static void
test_variant_option_data (void)
{
  static const TarotTestRefused cases[] = {
    { "variant-option-broken-data.json",
      "options: with appel_scoring = \"harmonised\" and 5 players: by_players.5.harmonised_multipliers[2]",
      "an integer from 0 to 1000" },
    { "variant-option-int-too-large.json",
      "options: with defence_slam_bonus = \"1000000\" and 3 players: options.defence_slam_bonus",
      "from 0 to 1000" },
    { "variant-troccas-negative-deficit.json",
      "options: with catch_up_two_rounds = \"-5\" and 4 players: options.catch_up_two_rounds",
      "a deficit from 1 to 1000 points" },
    /* neither value alone, only the two together */
    { "variant-option-pair-broken-data.json",
      "options: with appel_scoring = \"harmonised\", pousse_bid = \"lau\" and 5 players: "
      "by_players.5.harmonised_multipliers",
      "one integer per contract" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    expect_refused (&cases[i]);
}

/* Values the family refuses together are a player's choice, not broken
 * data: the file loads, and choosing them is refused with the reason. */
static void
test_variant_option_conflict (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) v = tarot_variant_load ("troccas4", &error);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  g_hash_table_insert (options, "catch_up_one_round", "1");
  g_assert_false (tarot_variant_build_rules (v, 4, options, rules, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "troccas4.json: options.catch_up_one_round"));
  g_clear_error (&error);

  g_hash_table_insert (options, "catch_up_two_rounds", "1");
  g_assert_true (tarot_variant_build_rules (v, 4, options, rules, &error));
  g_assert_no_error (error);
}

/* A file loaded before and not changed since is not checked again: the
 * same read-only variant comes back, and outlives the first caller's
 * reference. */
/* The siciliano fixture (Troccas' rules on the Sicilian pack, ranked as
 * the pack ranks) with "cards" set to @cards at the top level and, unless NULL, to
 * @by_three in by_players.3. */
static TarotVariant *
siciliano_with_cards (const char  *cards,
                      const char  *by_three,
                      GError     **error)
{
  g_autofree char *path = g_build_filename (TEST_FIXTURES_DIR, "variant-siciliano-pack.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) part = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *data = NULL;
  JsonObject *root;

  g_assert_true (json_parser_load_from_file (parser, path, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_string_member (root, "ranking", "pack");
  g_assert_true (json_parser_load_from_data (part, cards, -1, NULL));
  json_object_set_member (root, "cards", json_node_copy (json_parser_get_root (part)));
  if (by_three != NULL)
    {
      JsonObject *three = json_object_get_object_member (json_object_get_object_member (root, "by_players"), "3");

      g_assert_true (json_parser_load_from_data (part, by_three, -1, NULL));
      json_object_set_member (three, "cards", json_node_copy (json_parser_get_root (part)));
    }
  json_generator_set_root (generator, json_parser_get_root (parser));
  data = json_generator_to_data (generator, NULL);
  return tarot_variant_new_from_bytes (data, strlen (data), "variant-siciliano-pack.json", error);
}

/* "cards": {"add", "remove"}: Barcellona plays the 63 with the Ace of
 * Coins instead of the 4 (rules/italian-living-games.md S1), the pack's
 * optional card; by_players.<n> has the last word. */
static void
test_variant_card_selection (void)
{
  static const struct
  {
    const char *cards;
    const char *key;
    const char *problem;
  } bad[] = {
    { "{\"add\": [\"CO-4\"]}", "cards.add", "\"CO-4\" is in the game already" },
    { "{\"add\": [\"XX\"]}", "cards.add[0]", "no card \"XX\" in the siciliano pack" },
    { "{\"add\": [\"CO-2\"]}", "cards.add[0]", "no card \"CO-2\" in the siciliano pack" },
    { "{\"add\": [\"CO-1\", \"co-1\"]}", "cards.add[1]", "\"co-1\" is listed twice" },
    { "{\"add\": [4]}", "cards.add[0]", "expected a card id" },
    { "{\"remove\": [\"CO-1\"]}", "cards.remove", "\"CO-1\" is not in the game unless added" },
    { "{\"remove\": [\"SW-5\", \"SW-6\"]}", "by_players.3.deal", "3 hands and a talon that fit in the 61 cards the \"cards\" key leaves" },
    { "{\"take\": []}", "cards.take", "unknown key" },
    { "[\"CO-1\"]", "cards", "expected an object" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) v = siciliano_with_cards ("{\"add\": [\"CO-1\"], \"remove\": [\"CO-4\"]}", NULL, &error);
  g_autoptr(TarotVariant) by = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotCard ace = tarot_card_make (TAROT_SUIT_COINS, TAROT_FACE_ACE);
  TarotCard four = tarot_card_make (TAROT_SUIT_COINS, 3);
  TarotCard five = tarot_card_make (TAROT_SUIT_COINS, 4);

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (v, 3, NULL, rules, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (rules->n_pack_cards, ==, 63);
  g_assert_true (tarot_card_set_contains (rules->pack, ace));
  g_assert_false (tarot_card_set_contains (rules->pack, four));
  g_assert_true (tarot_card_set_contains (rules->suit_sets[TAROT_SUIT_COINS], ace));
  /* the Ace ranks below the 5, as the 4 it replaces did (K Q C Maid 10 … low) */
  g_assert_cmpuint (rules->rank[ace], <, rules->rank[five]);
  g_assert_cmpuint (rules->value[ace], ==, 1);
  g_assert_true (tarot_card_set_contains (rules->value_sets[1], ace));
  g_assert_false (tarot_card_set_contains (rules->value_sets[1], four));

  /* a player count's own selection replaces the top-level one */
  by = siciliano_with_cards ("{\"add\": [\"CO-1\"], \"remove\": [\"CO-4\"]}", "{\"remove\": []}", &error);
  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (by, 3, NULL, rules, &error));
  g_assert_no_error (error);
  g_assert_false (tarot_card_set_contains (rules->pack, ace));
  g_assert_true (tarot_card_set_contains (rules->pack, four));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(TarotVariant) broken = siciliano_with_cards (bad[i].cards, NULL, &error);
      g_autofree char *prefix = g_strdup_printf ("variant-siciliano-pack.json: %s: ", bad[i].key);

      g_assert_null (broken);
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      if (!g_str_has_prefix (error->message, prefix) || strstr (error->message, bad[i].problem) == NULL)
        g_error ("case %u: \"%s\" lacks \"%s\" … \"%s\"", i, error->message, prefix, bad[i].problem);
      g_clear_error (&error);
    }
}

static void
test_variant_loaded_once (void)
{
  g_autoptr(GError) error = NULL;
  TarotVariant *first = tarot_variant_load ("koenigrufen", &error);
  g_autoptr(TarotVariant) again = NULL;

  g_assert_no_error (error);
  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &first);
  again = tarot_variant_load ("koenigrufen", &error);
  g_assert_no_error (error);
  g_assert_true (again == first);
  g_object_unref (first);
  g_assert_nonnull (first);
  g_assert_cmpstr (tarot_variant_get_id (again), ==, "koenigrufen");
  g_object_remove_weak_pointer (G_OBJECT (first), (gpointer *) &first);
}

int
main (int    argc,
      char **argv)
{
  /* The assertions below use the English texts, whatever the user's language. */
  g_setenv ("LANGUAGE", "en", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/variant/load", test_variant_load);
  g_test_add_func ("/variant/options", test_variant_options);
  g_test_add_func ("/variant/terms", test_variant_terms);
  g_test_add_func ("/variant/pack-trump-order", test_variant_pack_trump_order);
  g_test_add_func ("/variant/miseria", test_variant_miseria);
  g_test_add_func ("/variant/equal-trumps", test_variant_equal_trumps);
  g_test_add_func ("/variant/broken-files", test_variant_broken);
  g_test_add_func ("/variant/option-data", test_variant_option_data);
  g_test_add_func ("/variant/option-conflict", test_variant_option_conflict);
  g_test_add_func ("/variant/card-selection", test_variant_card_selection);
  g_test_add_func ("/variant/loaded-once", test_variant_loaded_once);

  return g_test_run ();
}
