/* test-score-sheet.c — TarotScoreSheet: rows, totals, the slate,
 * JSON save and load, and broken files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "model/tarot-score-sheet.h"
#include "model/tarot-variant.h"
#include "tarot-test-refused.h"

static const char *const names[] = { "Anna", "Ben", "Clà", "Duri", NULL };

/* A score of one line per entry of @lines (4 amounts each). */
static void
make_score (TarotScore   *score,
            const gint32  lines[][4],
            guint         n_lines)
{
  tarot_score_init (score, 4);
  for (guint l = 0; l < n_lines; l++)
    {
      g_autofree char *label = g_strdup_printf ("line %u", l);

      tarot_score_add_line (score, lines[l], label);
    }
}

static void
count_changes (GListModel *model,
               guint       position,
               guint       removed,
               guint       added,
               gpointer    user_data)
{
  guint *log = user_data;

  log[0]++;
  log[1] = position;
  log[2] = removed;
  log[3] = added;
}

static TarotScoreSheet *
three_rows (void)
{
  static const gint32 hand1[][4] = { { 30, -10, -10, -10 }, { 6, -2, -2, -2 } };
  static const gint32 hand2[][4] = { { -20, 40, -20, 0 } };
  static const gint32 hand3[][4] = { { 5, 5, -5, -5 } };
  TarotScoreSheet *sheet = tarot_score_sheet_new ("troccas4", 4, names);
  TarotScore score;

  make_score (&score, hand1, 2);
  tarot_score_sheet_add_score (sheet, 1, 0, 0, "Garde: Anna", &score);
  make_score (&score, hand2, 1);
  tarot_score_sheet_add_score (sheet, 3, 2, 1, "Prise: Ben", &score);
  make_score (&score, hand3, 1);
  tarot_score_sheet_add_score (sheet, 4, 3, TAROT_NO_SEAT, "Dealer’s side: Ben & Duri", &score);
  return sheet;
}

static void
test_rows (void)
{
  static const gint32 hand[][4] = { { 1, 2, 3, -6 } };
  g_autoptr(TarotScoreSheet) sheet = tarot_score_sheet_new ("french-tarot", 4, NULL);
  g_autoptr(TarotScoreSheet) full = three_rows ();
  g_autoptr(TarotScoreRow) item = NULL;
  guint log[4] = { 0 };
  TarotScoreRow *row;
  TarotScore score;

  /* default names, also for blank ones, which a saved sheet may not have */
  g_assert_cmpstr (tarot_score_sheet_get_player_name (sheet, 2), ==, "Player 3");
  {
    static const char *const blank[] = { "Anna", " \u00a0", "", NULL };
    g_autoptr(TarotScoreSheet) named = tarot_score_sheet_new ("troccas3", 3, blank);

    g_assert_cmpstr (tarot_score_sheet_get_player_name (named, 0), ==, "Anna");
    g_assert_cmpstr (tarot_score_sheet_get_player_name (named, 1), ==, "Player 2");
    g_assert_cmpstr (tarot_score_sheet_get_player_name (named, 2), ==, "Player 3");
  }
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (sheet)) == TAROT_TYPE_SCORE_ROW);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (sheet)), ==, 0);
  g_assert_false (tarot_score_sheet_remove_last (sheet));

  g_signal_connect (sheet, "items-changed", G_CALLBACK (count_changes), log);
  make_score (&score, hand, 1);
  row = tarot_score_sheet_add_score (sheet, 1, 3, TAROT_NO_SEAT, "x", &score);
  g_assert_cmpuint (log[0], ==, 1);
  g_assert_cmpuint (log[1], ==, 0);
  g_assert_cmpuint (log[2], ==, 0);
  g_assert_cmpuint (log[3], ==, 1);
  item = g_list_model_get_item (G_LIST_MODEL (sheet), 0);
  g_assert_true (item == row);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (sheet), 1));
  g_assert_cmpuint (tarot_score_row_get_dealer (row), ==, 3);
  g_assert_cmpuint (tarot_score_row_get_declarer (row), ==, TAROT_NO_SEAT);
  g_assert_cmpint (tarot_score_sheet_get_total (sheet, 3), ==, -6);
  g_assert_true (tarot_score_sheet_remove_last (sheet));
  g_assert_cmpuint (log[0], ==, 2);
  g_assert_cmpuint (log[2], ==, 1);
  g_assert_cmpuint (log[3], ==, 0);
  g_assert_cmpint (tarot_score_sheet_get_total (sheet, 3), ==, 0);

  /* running totals and the lines */
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (full), ==, 3);
  row = tarot_score_sheet_get_row (full, 0);
  g_assert_cmpuint (tarot_score_row_get_n_lines (row), ==, 2);
  g_assert_cmpstr (tarot_score_row_get_line_label (row, 1), ==, "line 1");
  g_assert_cmpint (tarot_score_row_get_line_amount (row, 1, 0), ==, 6);
  g_assert_cmpint (tarot_score_row_get_amount (row, 0), ==, 36);
  g_assert_cmpint (tarot_score_row_get_running_total (row, 1), ==, -12);
  row = tarot_score_sheet_get_row (full, 1);
  g_assert_cmpuint (tarot_score_row_get_hand_number (row), ==, 3);
  g_assert_cmpint (tarot_score_row_get_running_total (row, 0), ==, 16);
  g_assert_cmpint (tarot_score_row_get_running_total (row, 1), ==, 28);
  g_assert_cmpint (tarot_score_sheet_get_total (full, 0), ==, 21);
  g_assert_cmpint (tarot_score_sheet_get_total (full, 1), ==, 33);
  g_assert_cmpint (tarot_score_sheet_get_total (full, 2), ==, -37);
  g_assert_cmpint (tarot_score_sheet_get_total (full, 3), ==, -17);

  /* undo of the last row for a correction at the table */
  g_assert_true (tarot_score_sheet_remove_last (full));
  g_assert_cmpint (tarot_score_sheet_get_total (full, 0), ==, 16);
  g_assert_cmpint (tarot_score_sheet_get_total (full, 3), ==, -12);
}

static void
test_teams (void)
{
  static const gint32 hands[][1][4] = {
    { { 5, -5, 5, -5 } }, { { -3, 3, -3, 3 } }, { { -12, 12, -12, 12 } },
  };
  static const guint teams[] = { 0, 1, 0, 1 };
  g_autoptr(TarotScoreSheet) sheet = tarot_score_sheet_new ("troccas4", 4, names);
  TarotScore score;

  tarot_score_sheet_set_teams (sheet, 2, teams);
  g_assert_cmpuint (tarot_score_sheet_get_n_teams (sheet), ==, 2);
  g_assert_cmpuint (tarot_score_sheet_get_team (sheet, 3), ==, 1);
  for (guint h = 0; h < G_N_ELEMENTS (hands); h++)
    {
      make_score (&score, hands[h], 1);
      tarot_score_sheet_add_score (sheet, h + 1, h, TAROT_NO_SEAT, "", &score);
    }
  /* rules/troccas.md T2: +5, −3, −12 → side A at −10 */
  g_assert_cmpint (tarot_score_sheet_get_team_running_total (sheet, 0, 0), ==, 5);
  g_assert_cmpint (tarot_score_sheet_get_team_running_total (sheet, 1, 0), ==, 2);
  g_assert_cmpint (tarot_score_sheet_get_team_running_total (sheet, 2, 0), ==, -10);
  g_assert_cmpint (tarot_score_sheet_get_team_total (sheet, 0), ==, -10);
  g_assert_cmpint (tarot_score_sheet_get_team_total (sheet, 1), ==, 10);
}

/* A row scored by the rules engine: the row is the score. */
static void
test_from_rules (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("french-tarot", &error);
  g_autoptr(TarotScoreSheet) sheet = tarot_score_sheet_new ("french-tarot", 4, names);
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint rows = 0;
  TarotRng rng;

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (variant, 4, NULL, rules, &error));
  tarot_rng_init (&rng, 99);
  for (guint hand = 1; rows < 5; hand++)
    {
      TarotDeal deal;
      TarotActionList legal;
      TarotOutcome outcome;
      TarotScore score;
      TarotScoreRow *row;
      gint sum = 0;

      tarot_deal_setup (rules, &deal, hand % 4, hand);
      while (!tarot_deal_is_over (&deal))
        {
          tarot_deal_legal_actions (rules, &deal, &legal);
          tarot_deal_apply (rules, &deal, tarot_random_player_pick (&legal, &rng));
        }
      if (deal.end != TAROT_END_PLAYED)
        continue;
      tarot_deal_outcome (rules, &deal, &outcome);
      tarot_rules_score (rules, &outcome, &score, TRUE);
      row = tarot_score_sheet_add_score (sheet, hand, deal.dealer, outcome.declarer, "", &score);
      rows++;
      g_assert_cmpuint (tarot_score_row_get_n_lines (row), ==, score.n_lines);
      for (guint p = 0; p < 4; p++)
        {
          g_assert_cmpint (tarot_score_row_get_amount (row, p), ==, score.totals[p]);
          sum += tarot_score_row_get_amount (row, p);
        }
      g_assert_cmpint (sum, ==, 0);
      g_assert_cmpstr (tarot_score_row_get_line_label (row, 0), ==, score.lines[0].label);
      g_assert_cmpuint (strlen (tarot_score_row_get_line_label (row, 0)), >, 0);
    }
}

static char *
sheet_to_string (TarotScoreSheet *sheet)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (root, tarot_score_sheet_to_json (sheet));
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

static void
test_save_load (void)
{
  static const guint teams[] = { 0, 1, 0, 1 };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotScoreSheet) sheet = three_rows ();
  g_autoptr(TarotScoreSheet) back = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-sheet-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "sheet.json", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "missing", "sheet.json", NULL);
  g_autofree char *before = NULL, *after = NULL, *first = NULL, *second = NULL;

  g_assert_no_error (error);
  g_assert_true (tarot_score_sheet_save (sheet, path, &error));
  g_assert_no_error (error);
  back = tarot_score_sheet_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);

  before = sheet_to_string (sheet);
  after = sheet_to_string (back);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpstr (tarot_score_sheet_get_player_name (back, 2), ==, "Clà");
  g_assert_cmpstr (tarot_score_row_get_summary (tarot_score_sheet_get_row (back, 2)), ==,
                   "Dealer’s side: Ben & Duri");
  for (guint p = 0; p < 4; p++)
    g_assert_cmpint (tarot_score_sheet_get_total (back, p), ==, tarot_score_sheet_get_total (sheet, p));
  g_assert_cmpuint (tarot_score_row_get_declarer (tarot_score_sheet_get_row (back, 2)), ==, TAROT_NO_SEAT);

  /* saving over the old file replaces it */
  tarot_score_sheet_set_teams (sheet, 2, teams);
  tarot_score_sheet_remove_last (sheet);
  g_assert_true (tarot_score_sheet_save (sheet, path, &error));
  g_clear_object (&back);
  back = tarot_score_sheet_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (back), ==, 2);
  g_assert_cmpuint (tarot_score_sheet_get_n_teams (back), ==, 2);
  g_assert_cmpuint (tarot_score_sheet_get_team (back, 2), ==, 0);
  first = sheet_to_string (sheet);
  second = sheet_to_string (back);
  g_assert_cmpstr (first, ==, second);

  /* a directory that does not exist: an error, nothing written */
  g_assert_false (tarot_score_sheet_save (sheet, bad_path, &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test (bad_path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

typedef struct
{
  const char *name;
  const char *from;    /* replaced in a valid file (NULL: truncate it) */
  const char *to;
  const char *message; /* expected in the error */
} Corruption;

static void
test_bad_files (void)
{
  static const Corruption corruptions[] = {
    { "truncated", NULL, NULL, "sheet-bad.json" },
    { "not-json", "{", "[[[", "sheet-bad.json" },
    { "newer-version", "\"version\" : 1", "\"version\" : 99", "format version 99" },
    { "wrong-format", "triumphs-score-sheet", "triumphs-game", "format" },
    { "short-amounts", "[\n            30,", "[", "rows[0].lines[0].amounts" },
    { "bad-dealer", "\"dealer\" : 2", "\"dealer\" : 7", "rows[1].dealer" },
    { "no-rows", "\"rows\"", "\"lignes\"", "rows" },
    { "bad-teams", "\"players\"", "\"teams\" : [0, 2, 0, 2], \"players\"", "teams" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotScoreSheet) sheet = three_rows ();
  g_autofree char *dir = g_dir_make_tmp ("triumphs-sheet-XXXXXX", &error);
  g_autofree char *good = g_build_filename (dir, "good.json", NULL);
  g_autofree char *path = g_build_filename (dir, "sheet-bad.json", NULL);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_no_error (error);
  g_assert_true (tarot_score_sheet_save (sheet, good, &error));
  g_assert_true (g_file_get_contents (good, &contents, &length, &error));

  for (guint i = 0; i < G_N_ELEMENTS (corruptions); i++)
    {
      const Corruption *c = &corruptions[i];
      g_autoptr(TarotScoreSheet) loaded = NULL;
      g_autofree char *bad = NULL;
      g_autofree char *again = NULL;
      g_autoptr(GString) edit = g_string_new (contents);

      g_test_message ("corruption: %s", c->name);
      if (c->from == NULL)
        g_string_truncate (edit, length / 2);
      else
        g_assert_cmpuint (g_string_replace (edit, c->from, c->to, 1), ==, 1);
      bad = g_string_free (g_steal_pointer (&edit), FALSE);
      g_assert_true (g_file_set_contents (path, bad, -1, &error));

      loaded = tarot_score_sheet_load (path, &error);
      g_assert_null (loaded);
      g_assert_nonnull (error);
      g_assert_true (error->domain == TAROT_ERROR);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, "sheet-bad.json"));
      g_assert_nonnull (strstr (error->message, c->message));
      g_clear_error (&error);

      /* the file is left as it was */
      g_assert_true (g_file_get_contents (path, &again, NULL, &error));
      g_assert_cmpstr (again, ==, bad);
    }

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_remove (good), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static TarotScoreSheet *
load_fixture (const char  *name,
              GError     **error)
{
  g_autofree char *path = g_build_filename (TEST_FIXTURES_DIR, name, NULL);

  return tarot_score_sheet_load (path, error);
}

/* One fixture per bad value: the error names the file, the key and
 * the problem. */
static void
test_refused_files (void)
{
  static const TarotTestRefused cases[] = {
    { "sheet-not-zero-sum.json", "rows[1].lines", "add up to 0 over the hand, not 2" },
    { "sheet-hand-repeated.json", "rows[1].hand", "a hand number above 1" },
    { "sheet-hand-backwards.json", "rows[1].hand", "a hand number above 5" },
    { "sheet-hand-overflow.json", "rows[1].hand", "from 1 to 2147483647" },
    { "sheet-amount-overflow.json", "rows[0].lines[0].amounts", "integers from -2097152 to 2097151" },
    { "sheet-amount-not-integer.json", "rows[0].lines[0].amounts", "an array of 4 integers" },
    { "sheet-total-overflow.json", "rows[64].lines", "running totals stay between" },
    { "sheet-dealer-out-of-range.json", "rows[1].dealer", "from 0 to 3" },
    { "sheet-declarer-out-of-range.json", "rows[0].declarer", "from 0 to 3" },
    { "sheet-too-many-lines.json", "rows[0].lines", "at most 16 lines" },
    { "sheet-blank-name.json", "players[2]", "not an empty or blank string" },
    { "sheet-too-many-names.json", "players", "1 to 6 player names" },
    { "sheet-teams-too-short.json", "teams", "an array of 4 integers" },
    { "sheet-teams-not-integers.json", "teams", "an array of 4 integers" },
    { "sheet-tally-too-short.json", "rows[0].tally", "an array of 4 integers" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotScoreSheet) valid = load_fixture ("sheet-valid.json", &error);

  /* the fixtures are this file with one thing broken */
  g_assert_no_error (error);
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (valid), ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TarotScoreSheet) sheet = load_fixture (cases[i].file, &error);

      g_assert_null (sheet);
      tarot_test_assert_refused (error, &cases[i]);
      g_clear_error (&error);
    }
}

/* A hand adds up to 0 as a whole: each player's own line (Troccas for
 * three) need not, and a line to the pots on the table is outside the
 * game.  Such rows survive a save; a hand that does not add up does not. */
static void
test_zero_sum_by_hand (void)
{
  static const char *const three[] = { "Anna", "Ben", "Clà", NULL };
  g_autoptr(TarotScoreSheet) sheet = tarot_score_sheet_new ("troccas3", 3, three);
  g_autoptr(TarotScoreSheet) back = NULL;
  g_autoptr(JsonObject) object = NULL;
  g_autoptr(GError) error = NULL;
  const gint32 own[3][3] = { { 4, 0, 0 }, { 0, -1, 0 }, { 0, 0, -3 } };
  const gint32 pot[3] = { -10, -10, -10 };
  TarotScore score;

  tarot_score_init (&score, 3);
  for (guint p = 0; p < 3; p++)
    tarot_score_add_line (&score, own[p], "own line");
  tarot_score_sheet_add_score (sheet, 1, 0, TAROT_NO_SEAT, "each for himself", &score);
  tarot_score_init (&score, 3);
  tarot_score_add_line (&score, pot, "Pots: 30 on the table");
  score.lines[0].pot = TRUE;
  tarot_score_sheet_add_score (sheet, 2, 1, TAROT_NO_SEAT, "passed out", &score);

  object = tarot_score_sheet_to_json (sheet);
  back = tarot_score_sheet_new_from_json (object, "sheet.json", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tarot_score_sheet_get_total (back, 0), ==, -6);
  g_assert_true (tarot_score_row_get_line_is_pot (tarot_score_sheet_get_row (back, 1), 0));
  g_assert_false (tarot_score_row_get_line_is_pot (tarot_score_sheet_get_row (back, 0), 0));
  g_clear_object (&back);

  /* without its mark, the pots' line is a hand that does not add up */
  {
    JsonArray *rows = json_object_get_array_member (object, "rows");
    JsonObject *line = json_array_get_object_element (json_object_get_array_member (json_array_get_object_element (rows, 1), "lines"), 0);

    json_object_remove_member (line, "pot");
    back = tarot_score_sheet_new_from_json (object, "sheet.json", NULL, &error);
    g_assert_null (back);
    g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
    g_assert_true (strstr (error->message, "sheet.json: rows[1].lines: expected amounts that add up to 0 over the hand, not -30") != NULL);
  }
}

/* Rubbers: after a number of rows, or on the row where a seat's tally passes the target
 * ahead of the others; level leaders play on (B1). */
static void
test_rubbers (void)
{
  /* each side's hand total toward 100: 60/30, 50/80 (110 level: no end), 10/0 (120 to 110) */
  static const gint32 tallies[][2] = { { 60, 30 }, { 50, 80 }, { 10, 0 }, { 20, 5 } };
  static const guint team_of_seat[] = { 0, 1, 0, 1 };
  g_autoptr(TarotScoreSheet) games = three_rows ();
  g_autoptr(TarotScoreSheet) sheet = tarot_score_sheet_new ("ottocento", 4, names);
  g_autofree char *csv = NULL;
  guint notified = 0;

  /* games of two rows: the second row closes the first game, ended by balance */
  g_assert_false (tarot_score_sheet_is_rubber_end (games, 1));
  tarot_score_sheet_set_rubber (games, 2, 0);
  g_assert_false (tarot_score_sheet_is_rubber_end (games, 0));
  g_assert_true (tarot_score_sheet_is_rubber_end (games, 1));
  g_assert_false (tarot_score_sheet_is_rubber_end (games, 2));
  g_assert_cmpuint (tarot_score_sheet_get_rubber_start (games, 3), ==, 2);
  g_assert_cmpint (tarot_score_sheet_get_rubber_balance (games, 1, 1), ==, 28);
  /* Anna 16, Ben 28: Ben wins the first game */
  g_assert_cmpuint (tarot_score_sheet_get_rubber_winner (games, 1), ==, 1);
  g_assert_cmpuint (tarot_score_sheet_get_rubber_winner (games, 2), ==, G_MAXUINT);
  /* hands of one row: the third is drawn, Anna and Ben +5 each */
  tarot_score_sheet_set_rubber (games, 1, 0);
  g_assert_true (tarot_score_sheet_is_rubber_end (games, 2));
  g_assert_cmpuint (tarot_score_sheet_get_rubber_winner (games, 2), ==, G_MAXUINT);
  g_assert_cmpuint (tarot_score_sheet_get_rubber_winner (games, 0), ==, 0);

  tarot_score_sheet_set_teams (sheet, 2, team_of_seat);
  g_signal_connect_swapped (sheet, "notify::rubber-target", G_CALLBACK (g_atomic_int_inc), &notified);
  tarot_score_sheet_set_rubber (sheet, 0, 100);
  tarot_score_sheet_set_rubber (sheet, 0, 100);
  g_assert_cmpuint (notified, ==, 1);
  for (guint r = 0; r < G_N_ELEMENTS (tallies); r++)
    {
      gint32 amounts[4], tally[4];
      TarotScore score;

      for (guint seat = 0; seat < 4; seat++)
        {
          tally[seat] = tallies[r][seat % 2];
          amounts[seat] = (seat % 2 == 0 ? 1 : -1) * (tallies[r][0] - tallies[r][1]);
        }
      tarot_score_init (&score, 4);
      tarot_score_add_line (&score, amounts, "hand");
      tarot_score_set_tally (&score, tally);
      tarot_score_sheet_add_score (sheet, r + 1, r % 4, TAROT_NO_SEAT, "Dealer’s side", &score);
    }
  g_assert_true (tarot_score_sheet_has_tally (sheet));
  g_assert_false (tarot_score_sheet_has_tally (games));
  g_assert_false (tarot_score_sheet_is_rubber_end (sheet, 1));
  g_assert_true (tarot_score_sheet_is_rubber_end (sheet, 2));
  g_assert_false (tarot_score_sheet_is_rubber_end (sheet, 3));
  g_assert_cmpint (tarot_score_sheet_get_rubber_tally (sheet, 2, 2), ==, 120);
  g_assert_cmpint (tarot_score_sheet_get_rubber_tally (sheet, 2, 3), ==, 110);
  g_assert_cmpint (tarot_score_sheet_get_rubber_tally (sheet, 3, 0), ==, 20);
  g_assert_cmpuint (tarot_score_sheet_get_rubber_winner (sheet, 2), ==, 0);
  g_assert_cmpuint (tarot_score_sheet_get_n_rubbers_before (sheet, 3), ==, 1);
  g_assert_cmpuint (tarot_score_sheet_get_n_rubbers_before (sheet, 2), ==, 0);
  {
    g_autofree char *side = tarot_score_sheet_get_side_name (sheet, 2);
    g_autofree char *title = tarot_score_sheet_get_rubber_title (sheet, 1);
    g_autofree char *game = tarot_score_sheet_get_rubber_title (games, 1);

    g_assert_cmpstr (side, ==, "Anna & Clà");
    g_assert_cmpstr (title, ==, "Rubber 1");
    g_assert_cmpstr (game, ==, "Game 1");
  }
  csv = tarot_score_sheet_to_csv (sheet, FALSE);
  g_assert_nonnull (strstr (csv, "\r\n3,Clà,Dealer’s side,10,-10,10,-10\r\n"
                                 ",,Rubber 1: won by Anna & Clà,120,110,120,110\r\n4,"));

  /* taken back, the row that closed the rubber no longer does */
  g_assert_true (tarot_score_sheet_remove_last (sheet));
  g_assert_true (tarot_score_sheet_remove_last (sheet));
  g_assert_false (tarot_score_sheet_is_rubber_end (sheet, 1));
  g_assert_cmpuint (tarot_score_sheet_get_rubber_start (sheet, 2), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score-sheet/rows", test_rows);
  g_test_add_func ("/score-sheet/teams", test_teams);
  g_test_add_func ("/score-sheet/from-rules", test_from_rules);
  g_test_add_func ("/score-sheet/save-load", test_save_load);
  g_test_add_func ("/score-sheet/bad-files", test_bad_files);
  g_test_add_func ("/score-sheet/refused-files", test_refused_files);
  g_test_add_func ("/score-sheet/zero-sum-by-hand", test_zero_sum_by_hand);
  g_test_add_func ("/score-sheet/rubbers", test_rubbers);

  return g_test_run ();
}
