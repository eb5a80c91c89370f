/* test-table-session.c — score keeping for real tables: hands entered
 * as outcomes score as the families score them, edits and deletions
 * recompute the sheet, undo, files, passed-out hands and the dealer,
 * pots, Troccas catch-up deals, broken files, CSV and the session list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "model/tarot-game.h"
#include "model/families/tarot-french.h"
#include "model/tarot-session-list.h"
#include "model/tarot-session-rules.h"
#include "model/tarot-table-session.h"

static const char *const names[] = { "Anna", "Ben", "Clà", "Duri", "Erich", "Flurin", NULL };

typedef struct
{
  const char *variant;
  guint       n_players;
  const char *hands[5];   /* outcomes without a dealer */
  const char *edit;       /* replaces the second hand */
} FamilyCase;

static JsonObject *
parse (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static TarotVariant *
load_variant (const char *id)
{
  g_autoptr(GError) error = NULL;
  TarotVariant *variant = tarot_variant_load (id, &error);

  g_assert_no_error (error);
  return variant;
}

static TarotTableSession *
new_session (const char *variant_id,
             guint       n_players,
             GHashTable *options)
{
  g_autoptr(TarotVariant) variant = load_variant (variant_id);
  g_autoptr(GError) error = NULL;
  TarotTableSession *session = tarot_table_session_new (variant, n_players, options, names, 0, &error);

  g_assert_no_error (error);
  return session;
}

static void
add (TarotTableSession *session,
     const char        *outcome)
{
  g_autoptr(JsonObject) object = parse (outcome);
  g_autoptr(GError) error = NULL;

  g_assert_true (tarot_table_session_add_hand (session, object, &error));
  g_assert_no_error (error);
}

/* The family's own score of @outcome dealt by @dealer, built here from
 * the rules, not through the session. */
static void
family_score (TarotVariant *variant,
              guint         n_players,
              const char   *outcome,
              guint         dealer,
              TarotScore   *score)
{
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(JsonObject) object = parse (outcome);
  g_autoptr(GError) error = NULL;
  TarotOutcome o;

  g_assert_true (tarot_variant_build_rules (variant, n_players, NULL, rules, &error));
  json_object_set_int_member (object, "dealer", dealer);
  g_assert_true (rules->family->outcome_from_json (rules, object, &o, &error));
  g_assert_no_error (error);
  tarot_rules_score (rules, &o, score, FALSE);
}

/* The sheet holds one row per hand, each with the family's amounts,
 * and the totals are their sums. */
static void
assert_sheet (TarotTableSession *session,
              const char *const *outcomes,
              const guint       *dealers,
              guint              n)
{
  TarotVariant *variant = tarot_table_session_get_variant (session);
  guint n_players = tarot_table_session_get_n_players (session);
  TarotScoreSheet *sheet = tarot_table_session_get_score_sheet (session);
  gint totals[TAROT_MAX_PLAYERS] = { 0 };

  g_assert_cmpuint (tarot_table_session_get_n_hands (session), ==, n);
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, n);
  for (guint i = 0; i < n; i++)
    {
      TarotScoreRow *row = tarot_score_sheet_get_row (sheet, i);
      TarotScore score;

      family_score (variant, n_players, outcomes[i], dealers[i], &score);
      g_assert_cmpuint (tarot_table_session_get_hand_dealer (session, i), ==, dealers[i]);
      g_assert_cmpuint (tarot_score_row_get_hand_number (row), ==, i + 1);
      g_assert_cmpuint (tarot_score_row_get_dealer (row), ==, dealers[i]);
      g_assert_true (tarot_table_session_get_hand_row (session, i) == row);
      for (guint s = 0; s < n_players; s++)
        {
          g_assert_cmpint (tarot_score_row_get_amount (row, s), ==, score.totals[s]);
          totals[s] += score.totals[s];
        }
    }
  for (guint s = 0; s < n_players; s++)
    g_assert_cmpint (tarot_score_sheet_get_total (sheet, s), ==, totals[s]);
}

static void
assert_same_sessions (TarotTableSession *a,
                      TarotTableSession *b)
{
  TarotScoreSheet *sa = tarot_table_session_get_score_sheet (a);
  TarotScoreSheet *sb = tarot_table_session_get_score_sheet (b);
  guint n_players = tarot_table_session_get_n_players (a);

  g_assert_cmpstr (tarot_table_session_get_name (a), ==, tarot_table_session_get_name (b));
  g_assert_cmpuint (tarot_table_session_get_n_players (b), ==, n_players);
  g_assert_cmpuint (tarot_table_session_get_n_hands (b), ==, tarot_table_session_get_n_hands (a));
  g_assert_cmpuint (tarot_table_session_get_next_dealer (b), ==, tarot_table_session_get_next_dealer (a));
  g_assert_cmpint (g_date_time_to_unix (tarot_table_session_get_created (b)), ==,
                   g_date_time_to_unix (tarot_table_session_get_created (a)));
  g_assert_cmpint (g_date_time_to_unix (tarot_table_session_get_modified (b)), ==,
                   g_date_time_to_unix (tarot_table_session_get_modified (a)));
  for (guint i = 0; i < tarot_table_session_get_n_hands (a); i++)
    {
      g_autoptr(JsonObject) oa = tarot_table_session_get_hand_outcome (a, i);
      g_autoptr(JsonObject) ob = tarot_table_session_get_hand_outcome (b, i);

      g_assert_true (json_object_equal (oa, ob));
      g_assert_cmpuint (tarot_table_session_get_hand_dealer (b, i), ==,
                        tarot_table_session_get_hand_dealer (a, i));
    }
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sb), ==, tarot_score_sheet_get_n_rows (sa));
  for (guint s = 0; s < n_players; s++)
    {
      g_assert_cmpstr (tarot_table_session_get_player_name (b, s), ==,
                       tarot_table_session_get_player_name (a, s));
      g_assert_cmpint (tarot_score_sheet_get_total (sb, s), ==, tarot_score_sheet_get_total (sa, s));
    }
}

static void
assert_csv_round_trip (TarotScoreSheet *sheet)
{
  guint n = tarot_score_sheet_get_n_players (sheet);

  for (guint with_lines = 0; with_lines < 2; with_lines++)
    {
      g_autofree char *csv = tarot_score_sheet_to_csv (sheet, with_lines);
      g_autoptr(GError) error = NULL;
      gint totals[TAROT_MAX_PLAYERS];

      g_assert_true (tarot_score_sheet_csv_totals (csv, totals, n, &error));
      g_assert_no_error (error);
      for (guint s = 0; s < n; s++)
        g_assert_cmpint (totals[s], ==, tarot_score_sheet_get_total (sheet, s));
    }
}

static void
on_changed (TarotTableSession *session,
            guint             *changed)
{
  (*changed)++;
}

/* Five hands, one edited, one deleted, the deletion undone, saved and
 * loaded: the sheet is always the sum of the family's own scores. */
static void
test_family (gconstpointer data)
{
  const FamilyCase *c = data;
  g_autoptr(TarotTableSession) session = new_session (c->variant, c->n_players, NULL);
  g_autoptr(TarotTableSession) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-session-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "session.json", NULL);
  const char *outcomes[5];
  guint dealers[5];
  guint changed = 0;
  guint n = c->n_players;

  g_assert_no_error (error);
  g_signal_connect (session, "changed", G_CALLBACK (on_changed), &changed);
  g_assert_cmpuint (tarot_table_session_get_next_dealer (session), ==, 0);
  for (guint i = 0; i < 5; i++)
    {
      g_autoptr(JsonObject) object = parse (c->hands[i]);
      TarotScore preview;

      /* the preview scores the hand as adding it will */
      g_assert_true (tarot_table_session_preview (session, i, object, &preview, &error));
      g_assert_no_error (error);
      add (session, c->hands[i]);
      outcomes[i] = c->hands[i];
      dealers[i] = i % n;
      for (guint s = 0; s < n; s++)
        g_assert_cmpint (preview.totals[s], ==,
                         tarot_score_row_get_amount (tarot_table_session_get_hand_row (session, i), s));
    }
  g_assert_cmpuint (changed, ==, 5);
  g_assert_cmpuint (tarot_table_session_get_next_dealer (session), ==, 5 % n);
  assert_sheet (session, outcomes, dealers, 5);

  /* edit the second hand: it keeps its dealer */
  {
    g_autoptr(JsonObject) edit = parse (c->edit);

    g_assert_true (tarot_table_session_replace_hand (session, 1, edit, &error));
    g_assert_no_error (error);
  }
  outcomes[1] = c->edit;
  assert_sheet (session, outcomes, dealers, 5);

  /* delete the third: later hands keep their dealers */
  tarot_table_session_remove_hand (session, 2);
  g_assert_true (tarot_table_session_get_can_undo (session));
  {
    const char *left[4] = { outcomes[0], outcomes[1], outcomes[3], outcomes[4] };
    guint left_dealers[4] = { dealers[0], dealers[1], dealers[3], dealers[4] };
    TarotScoreSheet *sheet = tarot_table_session_get_score_sheet (session);
    gint totals[TAROT_MAX_PLAYERS] = { 0 };

    g_assert_cmpuint (tarot_table_session_get_n_hands (session), ==, 4);
    g_assert_cmpuint (tarot_table_session_get_hand_dealer (session, 2), ==, dealers[3]);
    /* the hand numbers follow the hands that are left */
    for (guint i = 0; i < 4; i++)
      {
        TarotScore score;

        family_score (tarot_table_session_get_variant (session), n, left[i], left_dealers[i], &score);
        for (guint s = 0; s < n; s++)
          totals[s] += score.totals[s];
        g_assert_cmpuint (tarot_score_row_get_hand_number (tarot_score_sheet_get_row (sheet, i)), ==, i + 1);
      }
    for (guint s = 0; s < n; s++)
      g_assert_cmpint (tarot_score_sheet_get_total (sheet, s), ==, totals[s]);
  }

  /* one level of undo */
  g_assert_true (tarot_table_session_undo (session));
  g_assert_false (tarot_table_session_get_can_undo (session));
  g_assert_false (tarot_table_session_undo (session));
  assert_sheet (session, outcomes, dealers, 5);
  g_assert_cmpuint (changed, ==, 8);

  /* save and load */
  tarot_table_session_set_name (session, "Friday, at Clà's");
  tarot_table_session_set_path (session, path);
  g_assert_true (tarot_table_session_save (session, &error));
  g_assert_no_error (error);
  loaded = tarot_table_session_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tarot_table_session_get_path (loaded), ==, path);
  assert_same_sessions (session, loaded);
  assert_sheet (loaded, outcomes, dealers, 5);
  assert_csv_round_trip (tarot_table_session_get_score_sheet (loaded));

  g_unlink (path);
  g_rmdir (dir);
}

static const FamilyCase french4 = {
  "french-tarot", 4,
  { "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2}",
    "{\"contract\": \"prise\", \"declarer\": 1, \"points\": 40, \"bouts\": 1}",
    "{\"contract\": \"garde_sans\", \"declarer\": 2, \"points\": 60, \"bouts\": 1,"
    " \"poignees\": [{\"seat\": 2, \"level\": \"simple\"}]}",
    "{\"contract\": \"prise\", \"declarer\": 3, \"points\": 52, \"bouts\": 1,"
    " \"petit_au_bout\": {\"winner\": 3}}",
    "{\"contract\": \"garde_contre\", \"declarer\": 0, \"points\": 30, \"bouts\": 0}" },
  "{\"contract\": \"garde\", \"declarer\": 1, \"points\": 51, \"bouts\": 2}",
};

static const FamilyCase french5 = {
  "french-tarot", 5,
  { "{\"contract\": \"garde\", \"declarer\": 0, \"partner\": 2, \"points\": 50, \"bouts\": 2}",
    "{\"contract\": \"prise\", \"declarer\": 1, \"partner\": null, \"points\": 40, \"bouts\": 1}",
    "{\"contract\": \"prise\", \"declarer\": 2, \"partner\": 4, \"points\": 35, \"bouts\": 3}",
    "{\"contract\": \"garde_sans\", \"declarer\": 3, \"partner\": 0, \"points\": 70, \"bouts\": 2}",
    "{\"contract\": \"prise\", \"declarer\": 4, \"partner\": 1, \"points\": 44, \"bouts\": 1}" },
  "{\"contract\": \"garde\", \"declarer\": 1, \"partner\": 3, \"points\": 60, \"bouts\": 2}",
};

static const FamilyCase troccas4 = {
  "troccas4", 4,
  { "{\"points\": [41, 31]}", "{\"points\": [30, 42]}", "{\"points\": [36, 36]}",
    "{\"points\": [50, 22]}", "{\"points\": [20, 52]}" },
  "{\"points\": [44, 28]}",
};

static const FamilyCase troccas3 = {
  "troccas3", 3,
  { "{\"points\": [30, 24, 24]}", "{\"points\": [20, 30, 28]}", "{\"points\": [26, 26, 26]}",
    "{\"points\": [40, 19, 19]}", "{\"points\": [10, 34, 34]}" },
  "{\"points\": [35, 20, 23]}",
};

static const FamilyCase tapp3 = {
  "tapp-tarock", 3,
  { "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40}",
    "{\"declarer\": 1, \"contract\": \"unterer\", \"points\": 30}",
    "{\"declarer\": 2, \"contract\": \"oberer\", \"points\": 36}",
    "{\"declarer\": 0, \"contract\": \"solo\", \"points\": 50,"
    " \"bonuses\": [{\"id\": \"pagat\", \"announced\": true, \"made\": true}]}",
    "{\"declarer\": 1, \"contract\": \"dreier\", \"points\": 35, \"kontra\": {\"game\": 1}}" },
  "{\"declarer\": 2, \"contract\": \"dreier\", \"points\": 45}",
};

/* four players: the dealer (seat i % 4) sits out, never the declarer */
static const FamilyCase tapp4 = {
  "tapp-tarock", 4,
  { "{\"declarer\": 1, \"contract\": \"dreier\", \"points\": 40}",
    "{\"declarer\": 2, \"contract\": \"unterer\", \"points\": 30}",
    "{\"declarer\": 3, \"contract\": \"oberer\", \"points\": 36}",
    "{\"declarer\": 0, \"contract\": \"solo\", \"points\": 50}",
    "{\"declarer\": 2, \"contract\": \"dreier\", \"points\": 35}" },
  "{\"declarer\": 3, \"contract\": \"dreier\", \"points\": 20}",
};

static const FamilyCase doppen = {
  "tapp-doppen", 3,
  { "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40}",
    "{\"declarer\": 1, \"contract\": \"unterer\", \"points\": 30}",
    "{\"declarer\": 2, \"contract\": \"solo\", \"points\": 36}",
    "{\"declarer\": 0, \"contract\": \"solo\", \"points\": 50,"
    " \"bonuses\": [{\"id\": \"pagat\", \"made\": true}]}",
    "{\"declarer\": 1, \"contract\": \"dreier\", \"points\": 35}" },
  "{\"declarer\": 2, \"contract\": \"unterer\", \"points\": 45}",
};

static const char *
hand_end (TarotTableSession *session,
          guint              index)
{
  g_autoptr(JsonObject) outcome = tarot_table_session_get_hand_outcome (session, index);

  return json_object_has_member (outcome, "end")
         ? g_intern_string (json_object_get_string_member (outcome, "end")) : "played";
}

/* Passed-out and annulled hands are recorded without a row; the deal
 * passes on, except where the family redeals with the same dealer. */
static void
test_unplayed_hands (void)
{
  g_autoptr(TarotTableSession) french = new_session ("french-tarot", 4, NULL);
  g_autoptr(TarotTableSession) troccas = new_session ("troccas4", 4, NULL);
  g_autoptr(TarotTableSession) tapp = new_session ("tapp-tarock", 3, NULL);
  g_autoptr(JsonObject) passed = parse ("{\"end\": \"passed_out\"}");
  g_autoptr(GError) error = NULL;
  TarotScoreSheet *sheet = tarot_table_session_get_score_sheet (french);

  add (french, "{\"contract\": \"garde\", \"declarer\": 1, \"points\": 45, \"bouts\": 2}");
  add (french, "{\"end\": \"passed_out\"}");
  add (french, "{\"end\": \"annulled\"}");
  add (french, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 50, \"bouts\": 1}");
  g_assert_cmpuint (tarot_table_session_get_n_hands (french), ==, 4);
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, 2);
  g_assert_cmpstr (hand_end (french, 1), ==, "passed_out");
  g_assert_null (tarot_table_session_get_hand_row (french, 2));
  /* hand numbers count the hands without a row; the deal went round */
  g_assert_cmpuint (tarot_score_row_get_hand_number (tarot_score_sheet_get_row (sheet, 1)), ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (tarot_table_session_get_hand_dealer (french, i), ==, i);
  g_assert_cmpuint (tarot_table_session_get_next_dealer (french), ==, 0);

  /* deleting the passed-out hand leaves the other dealers as they were */
  tarot_table_session_remove_hand (french, 1);
  g_assert_cmpuint (tarot_table_session_get_hand_dealer (french, 2), ==, 3);
  g_assert_cmpuint (tarot_score_row_get_hand_number (tarot_score_sheet_get_row (sheet, 1)), ==, 3);

  /* Troccas has no auction: no hand is passed out; an abandoned deal
   * is redealt by the same dealer */
  g_assert_false (tarot_table_session_add_hand (troccas, passed, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "end"));
  g_clear_error (&error);
  add (troccas, "{\"end\": \"annulled\"}");
  g_assert_cmpuint (tarot_table_session_get_next_dealer (troccas), ==, 0);
  add (troccas, "{\"points\": [40, 32]}");
  g_assert_cmpuint (tarot_table_session_get_hand_dealer (troccas, 1), ==, 0);
  g_assert_cmpuint (tarot_table_session_get_next_dealer (troccas), ==, 1);

  /* Tapp-Tarock: all passing moves the deal on, a hand without tarocks
   * is redealt by the same dealer */
  add (tapp, "{\"end\": \"passed_out\"}");
  g_assert_cmpuint (tarot_table_session_get_next_dealer (tapp), ==, 1);
  add (tapp, "{\"end\": \"annulled\"}");
  g_assert_cmpuint (tarot_table_session_get_next_dealer (tapp), ==, 1);
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (tarot_table_session_get_score_sheet (tapp)), ==, 0);
}

/* rules/hungarian-tarokk.md §11.7 at a real table: a pass-out is
 * redealt by the same dealer and the next four scored hands count
 * double (the outcome says "stakes": 2 and the row has a line that
 * says so); an annulled hand inside that round doubles again; a failed
 * trial three is a scored hand; deleting the pass-out undoes it all. */
static void
test_hungarian_doubling (void)
{
  static const char *const played = "{\"declarer\": 1, \"partner\": 3, \"contract\": \"ketto\","
                                    " \"points\": 50, \"tricks\": 5}";
  static const char *const trial = "{\"end\": \"trial_failed\", \"declarer\": 2, \"contract\": \"harom\"}";
  /* hand by hand: the stakes of each scored hand, the next dealer */
  static const struct { const char *outcome; guint stakes; guint next_dealer; } hands[] = {
    { "{\"end\": \"passed_out\"}", 0, 0 },
    { NULL, 2, 1 },
    { "{\"end\": \"annulled\"}", 0, 1 },
    { NULL, 4, 2 },
    { NULL, 4, 3 },
    { NULL, 4, 0 },          /* the first round's fourth hand */
    { NULL, 2, 1 },          /* the trial three below: the second round's fourth */
    { NULL, 1, 2 },
  };
  g_autoptr(TarotTableSession) session = new_session ("hungarian-tarokk", 4, NULL);
  g_autoptr(TarotTableSession) back = NULL;
  g_autoptr(TarotVariant) variant = load_variant ("hungarian-tarokk");
  g_autoptr(JsonObject) saved = NULL;
  g_autoptr(GError) error = NULL;
  TarotScoreSheet *sheet = tarot_table_session_get_score_sheet (session);
  guint row_index = 0;

  for (guint i = 0; i < G_N_ELEMENTS (hands); i++)
    {
      const char *outcome = hands[i].outcome != NULL ? hands[i].outcome : i == 6 ? trial : played;
      g_autoptr(JsonObject) stored = NULL;
      TarotScoreRow *row;
      TarotScore plain;
      guint dealer;

      add (session, outcome);
      g_assert_cmpuint (tarot_table_session_get_next_dealer (session), ==, hands[i].next_dealer);
      if (hands[i].stakes == 0)
        continue;
      dealer = tarot_table_session_get_hand_dealer (session, i);
      stored = tarot_table_session_get_hand_outcome (session, i);
      family_score (variant, 4, outcome, dealer, &plain);
      row = tarot_score_sheet_get_row (sheet, row_index++);
      g_assert_cmpuint (tarot_score_row_get_hand_number (row), ==, i + 1);
      if (hands[i].stakes > 1)
        {
          g_autofree char *label = g_strdup_printf ("Doubled round: every score × %u", hands[i].stakes);
          g_autofree char *marker = g_strdup_printf ("(doubled round: × %u)", hands[i].stakes);
          guint last = tarot_score_row_get_n_lines (row) - 1;

          g_assert_cmpint (json_object_get_int_member (stored, "stakes"), ==, hands[i].stakes);
          g_assert_cmpstr (tarot_score_row_get_line_label (row, last), ==, label);
          g_assert_true (g_str_has_suffix (tarot_score_row_get_summary (row), marker));
        }
      else
        g_assert_false (json_object_has_member (stored, "stakes"));
      for (guint s = 0; s < 4; s++)
        g_assert_cmpint (tarot_score_row_get_amount (row, s), ==, (gint) hands[i].stakes * plain.totals[s]);
    }

  /* the stakes are recomputed on loading, whatever a file says */
  saved = tarot_table_session_to_json (session);
  back = tarot_table_session_new_from_json (saved, "session.json", &error);
  g_assert_no_error (error);
  assert_same_sessions (session, back);

  /* without the pass-out, the first played hand is plain; later
   * hands keep their dealers */
  tarot_table_session_remove_hand (session, 0);
  {
    g_autoptr(JsonObject) first = tarot_table_session_get_hand_outcome (session, 0);
    TarotScore plain;

    family_score (variant, 4, played, 0, &plain);
    g_assert_false (json_object_has_member (first, "stakes"));
    for (guint s = 0; s < 4; s++)
      g_assert_cmpint (tarot_score_row_get_amount (tarot_score_sheet_get_row (sheet, 0), s), ==,
                       plain.totals[s]);
    g_assert_cmpuint (tarot_table_session_get_hand_dealer (session, 1), ==, 1);
  }
}

/* §11.7 passout_doubling = extend_max2 and quadruple_round: the stakes
 * of each hand of a sequence of pass-outs (P) and played hands. */
static void
test_hungarian_doubling_modes (void)
{
  static const struct { const char *mode; const char *hands; guint stakes[16]; } cases[] = {
    /* a pass-out in the doubled round appends a round, never × 4 */
    { "extend_max2", "PXPXXXXXXXX", { 0, 2, 0, 2, 2, 2, 2, 2, 2, 2, 1 } },
    /* a pass-out in it restarts it at × 4, a third one lengthens that */
    { "quadruple_round", "PXPXPXXXXX", { 0, 2, 0, 4, 0, 4, 4, 4, 4, 1 } },
    /* overlapping rounds multiply */
    { "stacking", "PXPXXXXX", { 0, 2, 0, 4, 4, 4, 2, 1 } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
      g_autoptr(TarotTableSession) session = NULL;

      g_hash_table_insert (options, (gpointer) "passout_doubling", (gpointer) cases[c].mode);
      session = new_session ("hungarian-tarokk", 4, options);
      for (guint i = 0; cases[c].hands[i] != '\0'; i++)
        {
          g_autoptr(JsonObject) stored = NULL;

          add (session, cases[c].hands[i] == 'P' ? "{\"end\": \"passed_out\"}"
                                                 : "{\"declarer\": 1, \"partner\": 3, \"contract\": \"ketto\","
                                                   " \"points\": 50, \"tricks\": 5}");
          stored = tarot_table_session_get_hand_outcome (session, i);
          g_test_message ("%s hand %u: stakes %" G_GINT64_FORMAT, cases[c].mode, i + 1,
                          json_object_get_int_member_with_default (stored, "stakes", 1));
          if (cases[c].stakes[i] > 0)
            g_assert_cmpint (json_object_get_int_member_with_default (stored, "stakes", 1), ==,
                             cases[c].stakes[i]);
        }
    }
}

/* §11.7 passout_doubling = none: the deal passes on after a pass-out
 * and nothing is doubled; stakes entered by hand in a file from
 * before the session kept them are recomputed. */
static void
test_hungarian_no_doubling (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(TarotTableSession) session = NULL;
  g_autoptr(TarotTableSession) old = NULL;
  g_autoptr(JsonObject) file = NULL;
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(GError) error = NULL;

  g_hash_table_insert (options, (gpointer) "passout_doubling", (gpointer) "none");
  session = new_session ("hungarian-tarokk", 4, options);
  add (session, "{\"end\": \"annulled\"}");
  g_assert_cmpuint (tarot_table_session_get_next_dealer (session), ==, 1);
  add (session, "{\"declarer\": 1, \"partner\": 3, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5}");
  g_assert_cmpint (tarot_score_sheet_get_total (tarot_table_session_get_score_sheet (session), 1), ==, 2);

  file = parse ("{\"format\": \"triumphs-table-session\", \"version\": 1, \"name\": \"Old\","
                " \"variant\": \"hungarian-tarokk\", \"players\": [\"Anna\", \"Ben\", \"Clà\", \"Duri\"],"
                " \"first_dealer\": 0, \"options\": {}, \"created\": \"2026-11-20T20:04:11+01:00\","
                " \"modified\": \"2026-11-20T22:51:37+01:00\", \"hands\": [{\"dealer\": 0, \"outcome\":"
                " {\"dealer\": 0, \"declarer\": 1, \"partner\": 3, \"contract\": \"ketto\", \"points\": 50,"
                " \"tricks\": 5, \"stakes\": 2}}]}");
  old = tarot_table_session_new_from_json (file, "old.json", &error);
  g_assert_no_error (error);
  first = tarot_table_session_get_hand_outcome (old, 0);
  g_assert_false (json_object_has_member (first, "stakes"));
  g_assert_cmpint (tarot_score_sheet_get_total (tarot_table_session_get_score_sheet (old), 1), ==, 2);
}

/* A dealer named in the outcome is the hand's dealer; the rotation
 * goes on from him. */
static void
test_entered_dealer (void)
{
  g_autoptr(TarotTableSession) session = new_session ("french-tarot", 4, NULL);
  g_autoptr(JsonObject) bad = parse ("{\"dealer\": 4, \"contract\": \"garde\", \"declarer\": 1,"
                                     " \"points\": 45, \"bouts\": 2}");
  g_autoptr(GError) error = NULL;

  add (session, "{\"dealer\": 2, \"contract\": \"garde\", \"declarer\": 1, \"points\": 45, \"bouts\": 2}");
  g_assert_cmpuint (tarot_table_session_get_hand_dealer (session, 0), ==, 2);
  g_assert_cmpuint (tarot_table_session_get_next_dealer (session), ==, 3);
  g_assert_false (tarot_table_session_add_hand (session, bad, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "dealer"));
  g_assert_cmpuint (tarot_table_session_get_n_hands (session), ==, 1);
}

/* The family's validation refuses an impossible hand and the session
 * stays as it was. */
static void
test_refused_hand (void)
{
  g_autoptr(TarotTableSession) session = new_session ("french-tarot", 4, NULL);
  g_autoptr(JsonObject) bad = parse ("{\"contract\": \"garde\", \"declarer\": 0, \"points\": 95, \"bouts\": 2}");
  g_autoptr(GError) error = NULL;
  TarotScore score;

  add (session, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2}");
  g_assert_false (tarot_table_session_preview (session, 1, bad, &score, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "points"));
  g_clear_error (&error);
  g_assert_false (tarot_table_session_replace_hand (session, 0, bad, &error));
  g_assert_nonnull (strstr (error->message, "points"));
  g_clear_error (&error);
  g_assert_false (tarot_table_session_add_hand (session, bad, &error));
  g_assert_cmpuint (tarot_table_session_get_n_hands (session), ==, 1);
  g_assert_cmpint (tarot_score_sheet_get_total (tarot_table_session_get_score_sheet (session), 0), >, 0);
}

#define POT_WON  "{\"contract\": \"prise\", \"declarer\": 1, \"points\": 60, \"bouts\": 1}"
#define POT_LOST "{\"contract\": \"prise\", \"declarer\": 2, \"points\": 30, \"bouts\": 1}"
#define PASSED   "{\"end\": \"passed_out\"}"

/* Replays @outcomes (dealers 0, 1, 2, ...) through the family's scorer
 * and tarot_french_pots_settle(), independently of the session, and
 * compares every row and the pots. */
static void
assert_pots (TarotTableSession *session,
             const char *const *outcomes,
             guint              n)
{
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotScoreSheet *sheet = tarot_table_session_get_score_sheet (session);
  g_autoptr(GError) error = NULL;
  TarotFrenchPots pots;
  guint row = 0;

  g_assert_true (tarot_variant_build_rules (tarot_table_session_get_variant (session), 3,
                                            tarot_table_session_get_options (session), rules, &error));
  tarot_french_pots_init (&pots);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(JsonObject) object = parse (outcomes[i]);
      gint32 amounts[3];
      TarotOutcome o;
      TarotScore score;
      TarotScoreRow *r;

      if (json_object_has_member (object, "end"))
        {
          memset (&o, 0, sizeof o);
          o.n_players = 3;
          o.end = TAROT_END_PASSED_OUT;
          o.declarer = o.partner = TAROT_NO_SEAT;
          tarot_score_init (&score, 3);
        }
      else
        {
          g_assert_true (rules->family->outcome_from_json (rules, object, &o, &error));
          tarot_rules_score (rules, &o, &score, FALSE);
        }
      o.dealer = i % 3;
      g_assert_true (tarot_french_pots_settle (&pots, rules, &o, i % 3, amounts));
      /* every hand moves a pot here, so every hand has a row */
      r = tarot_score_sheet_get_row (sheet, row++);
      g_assert_cmpuint (tarot_score_row_get_hand_number (r), ==, i + 1);
      g_assert_true (g_str_has_prefix (tarot_score_row_get_line_label (r, tarot_score_row_get_n_lines (r) - 1),
                                       "Pots"));
      for (guint s = 0; s < 3; s++)
        g_assert_cmpint (tarot_score_row_get_amount (r, s), ==, score.totals[s] + amounts[s]);
    }
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, row);
  g_assert_cmpint (tarot_table_session_get_pots_total (session), ==, tarot_french_pots_total (&pots));
  /* nothing is lost: the players' totals and the pots add up to 0 */
  g_assert_cmpint (tarot_score_sheet_get_total (sheet, 0) + tarot_score_sheet_get_total (sheet, 1) +
                   tarot_score_sheet_get_total (sheet, 2) + tarot_french_pots_total (&pots), ==, 0);
}

/* French `mouches`: the ch. 9 example of rules §13 (40 taken; 40
 * doubled to 80, + 5; a new pot of 85, + 5; the 90 taken, 85 left; a
 * passed-out deal adds 5), then an edit of the second hand. */
static void
test_mouches (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(TarotTableSession) session = NULL;
  const char *outcomes[] = { POT_WON, POT_LOST, POT_LOST, POT_WON, PASSED };

  g_hash_table_insert (options, (gpointer) "mouches", (gpointer) "standard");
  session = new_session ("french-tarot", 3, options);
  for (guint i = 0; i < G_N_ELEMENTS (outcomes); i++)
    add (session, outcomes[i]);
  g_assert_cmpint (tarot_table_session_get_pots_total (session), ==, 90);
  assert_pots (session, outcomes, G_N_ELEMENTS (outcomes));

  /* the second hand was won after all: every later pot changes */
  {
    g_autoptr(JsonObject) won = parse (POT_WON);

    g_assert_true (tarot_table_session_replace_hand (session, 1, won, NULL));
  }
  outcomes[1] = POT_WON;
  assert_pots (session, outcomes, G_N_ELEMENTS (outcomes));
  g_assert_true (tarot_table_session_undo (session));
  outcomes[1] = POT_LOST;
  assert_pots (session, outcomes, G_N_ELEMENTS (outcomes));
}

static const char *
deal_form (TarotTableSession *session,
           guint              index)
{
  g_autoptr(JsonObject) outcome = tarot_table_session_get_hand_outcome (session, index);

  return g_intern_string (json_object_get_string_member (outcome, "deal_form"));
}

/* rules/troccas.md §5.2 and T2: after a big deficit the next hand is
 * dealt in one round; editing the first hand recomputes it; a new
 * game of four hands starts with a normal deal. */
static void
test_troccas_catch_up (void)
{
  g_autoptr(TarotTableSession) session = new_session ("troccas4", 4, NULL);
  g_autoptr(JsonObject) even = parse ("{\"points\": [40, 32]}");
  GHashTable *hand_options;

  g_assert_cmpuint (tarot_session_rules_game_length (tarot_table_session_get_variant (session), 4), ==, 4);
  g_assert_cmpuint (tarot_score_sheet_get_n_teams (tarot_table_session_get_score_sheet (session)), ==, 2);
  g_assert_cmpstr (g_hash_table_lookup (tarot_table_session_get_hand_options (session), "deal_form"),
                   ==, "normal");

  /* the dealer's side (0 and 2) is 26 behind: one round */
  add (session, "{\"points\": [10, 62]}");
  hand_options = tarot_table_session_get_hand_options (session);
  g_assert_cmpstr (g_hash_table_lookup (hand_options, "deal_form"), ==, "one_round");
  add (session, "{\"points\": [36, 36]}");
  g_assert_cmpstr (deal_form (session, 0), ==, "normal");
  g_assert_cmpstr (deal_form (session, 1), ==, "one_round");

  /* T2: −10 after three hands asks for two rounds */
  g_assert_true (tarot_table_session_replace_hand (session, 0, even, NULL));
  g_assert_cmpstr (deal_form (session, 1), ==, "normal");
  /* hand 2 was dealt by seat 1: +5 for 1 and 3 is −5 for 0 and 2 */
  add (session, "{\"points\": [31, 41]}");
  g_assert_cmpstr (g_hash_table_lookup (tarot_table_session_get_hand_options (session), "deal_form"),
                   ==, "normal");
  add (session, "{\"points\": [25, 47]}");
  /* after the fourth hand a new game starts */
  g_assert_cmpstr (deal_form (session, 3), ==, "normal");
  g_assert_cmpstr (g_hash_table_lookup (tarot_table_session_get_hand_options (session), "deal_form"),
                   ==, "normal");
  add (session, "{\"points\": [10, 62]}");
  g_assert_cmpstr (g_hash_table_lookup (tarot_table_session_get_hand_options (session), "deal_form"),
                   ==, "one_round");
}

static char *
write_file (const char *dir,
            const char *name,
            const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
  return path;
}

#define SESSION_HEAD "{\"format\": \"triumphs-table-session\", \"version\": 1, \"name\": \"x\"," \
                     " \"variant\": \"french-tarot\", \"first_dealer\": 0, \"options\": {}," \
                     " \"created\": \"2026-11-20T20:00:00+01:00\"," \
                     " \"modified\": \"2026-11-20T22:00:00+01:00\","
#define PLAYERS4 "\"players\": [\"A\", \"B\", \"C\", \"D\"],"
#define GOOD_HAND "{\"dealer\": 0, \"outcome\": {\"contract\": \"garde\", \"declarer\": 0," \
                  " \"points\": 45, \"bouts\": 2}}"

/* Broken files are refused whole, naming the file and the key. */
static void
test_bad_files (void)
{
  static const struct { const char *contents; const char *key; } cases[] = {
    { SESSION_HEAD PLAYERS4 "\"hands\": [" GOOD_HAND ", {\"dealer\": 1, \"outcome\":"
      " {\"contract\": \"garde\", \"declarer\": 0, \"points\": 95, \"bouts\": 2}}]}",
      "bad.json: hands[1].outcome.points: " },
    { SESSION_HEAD PLAYERS4 "\"hands\": [{\"dealer\": 4, \"outcome\": {}}]}",
      "bad.json: hands[0].dealer: " },
    { SESSION_HEAD PLAYERS4 "\"hands\": [{\"dealer\": 0}]}", "bad.json: hands[0].outcome: " },
    { SESSION_HEAD PLAYERS4 "\"hands\": [{\"dealer\": 0, \"outcome\": {\"end\": \"lost\"}}]}",
      "bad.json: hands[0].outcome.end: " },
    { SESSION_HEAD "\"players\": [\"A\", \"B\"], \"hands\": []}", "bad.json: players: " },
    { "{\"format\": \"triumphs-table-session\", \"version\": 2}", "bad.json: version: " },
    { "{\"format\": \"triumphs-game\", \"version\": 1}", "bad.json: format: " },
    { SESSION_HEAD PLAYERS4 "\"hands\": {}}", "bad.json: hands: " },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-session-XXXXXX", &error);

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = write_file (dir, "bad.json", cases[i].contents);
      g_autoptr(TarotTableSession) session = tarot_table_session_load (path, &error);

      g_test_message ("%s", error != NULL ? error->message : "(loaded)");
      g_assert_null (session);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, cases[i].key));
      g_clear_error (&error);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* Names with separators and quotes survive the CSV; a CSV without a
 * Total row or with another number of players is refused. */
static void
test_csv (void)
{
  static const char *const odd[] = { "Anna, the dealer", "Ben \"B\"", "Clà\nDuri", "Erich", NULL };
  g_autoptr(TarotVariant) variant = load_variant ("french-tarot");
  g_autoptr(TarotTableSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  gint totals[4];

  session = tarot_table_session_new (variant, 4, NULL, odd, 1, &error);
  g_assert_no_error (error);
  add (session, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
                " \"poignees\": [{\"seat\": 1, \"level\": \"simple\"}]}");
  add (session, "{\"contract\": \"prise\", \"declarer\": 2, \"points\": 30, \"bouts\": 1}");
  csv = tarot_score_sheet_to_csv (tarot_table_session_get_score_sheet (session), TRUE);
  g_assert_true (g_str_has_prefix (csv, "hand,dealer,summary,\"Anna, the dealer\",\"Ben \"\"B\"\"\","
                                        "\"Clà\nDuri\",Erich\r\n1,\"Ben \"\"B\"\"\","));
  assert_csv_round_trip (tarot_table_session_get_score_sheet (session));

  g_assert_false (tarot_score_sheet_csv_totals (csv, totals, 3, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_false (tarot_score_sheet_csv_totals ("hand,dealer,summary,A,B\r\n1,A,x,1,-1\r\n",
                                                totals, 2, &error));
  g_assert_nonnull (strstr (error->message, "Total"));
}

static void
on_save_failed (TarotTableSession *session,
                GError            *error,
                guint             *failures)
{
  g_assert_nonnull (error);
  (*failures)++;
}

/* With a path every change is written at once; a failed write is
 * reported and the session goes on. */
static void
test_autosave (void)
{
  g_autoptr(TarotTableSession) session = new_session ("troccas3", 3, NULL);
  g_autoptr(TarotTableSession) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-session-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "s.json", NULL);
  g_autofree char *nowhere = g_build_filename (dir, "missing", "s.json", NULL);
  guint failures = 0;

  g_signal_connect (session, "save-failed", G_CALLBACK (on_save_failed), &failures);
  tarot_table_session_set_path (session, path);
  add (session, "{\"points\": [30, 24, 24]}");
  loaded = tarot_table_session_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tarot_table_session_get_n_hands (loaded), ==, 1);
  g_clear_object (&loaded);

  tarot_table_session_set_path (session, nowhere);
  add (session, "{\"points\": [20, 30, 28]}");
  g_assert_cmpuint (failures, ==, 1);
  g_assert_cmpuint (tarot_table_session_get_n_hands (session), ==, 2);
  tarot_table_session_set_path (session, path);
  g_assert_true (tarot_table_session_save (session, &error));
  loaded = tarot_table_session_load (path, &error);
  g_assert_cmpuint (tarot_table_session_get_n_hands (loaded), ==, 2);

  g_unlink (path);
  g_rmdir (dir);
}

static guint
count_files (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d != NULL && g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static void
free_errors (gpointer data)
{
  g_error_free (data);
}

/* Add, remove (set aside), undo, purge, reload with a broken file:
 * the broken file is reported and kept. */
static void
test_session_list (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *root = g_dir_make_tmp ("triumphs-sessions-XXXXXX", &error);
  g_autofree char *dir = g_build_filename (root, "sessions", NULL);
  g_autoptr(TarotSessionList) list = tarot_session_list_new (dir);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func (free_errors);
  g_autoptr(TarotTableSession) first = new_session ("french-tarot", 4, NULL);
  g_autoptr(TarotTableSession) second = new_session ("troccas4", 4, NULL);
  g_autoptr(TarotTableSession) top = NULL;
  g_autofree char *broken = NULL;
  g_autofree char *first_path = NULL;

  /* no directory yet: an empty list, no error */
  tarot_session_list_reload (list, errors);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 0);
  g_assert_cmpuint (errors->len, ==, 0);

  g_assert_true (tarot_session_list_add (list, first, &error));
  g_assert_no_error (error);
  g_assert_true (tarot_session_list_add (list, second, &error));
  first_path = g_strdup (tarot_table_session_get_path (first));
  g_assert_true (g_file_test (first_path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_files (dir), ==, 2);

  /* a change moves a session to the top */
  add (first, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2}");
  top = g_list_model_get_item (G_LIST_MODEL (list), 0);
  g_assert_true (top == first);
  g_clear_object (&top);

  broken = write_file (dir, "broken.json", "{\"format\": \"triumphs-table-session\", ");
  tarot_session_list_reload (list, errors);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 2);
  g_assert_cmpuint (errors->len, ==, 1);
  g_assert_true (g_str_has_prefix (((GError *) errors->pdata[0])->message, "broken.json"));
  g_assert_true (g_file_test (broken, G_FILE_TEST_EXISTS));
  /* reloaded, newest first, with what was entered */
  top = g_list_model_get_item (G_LIST_MODEL (list), 0);
  g_assert_cmpuint (tarot_table_session_get_n_hands (top), ==, 1);
  g_assert_cmpstr (tarot_table_session_get_path (top), ==, first_path);

  /* remove, undo, remove, purge */
  g_assert_true (tarot_session_list_remove (list, top, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 1);
  g_assert_false (g_file_test (first_path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_files (dir), ==, 3);
  g_assert_true (tarot_session_list_undo_remove (list, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (first_path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 2);
  g_assert_false (tarot_session_list_undo_remove (list, &error));
  g_clear_error (&error);

  g_assert_true (tarot_session_list_remove (list, top, &error));
  tarot_session_list_purge (list);
  g_assert_cmpuint (count_files (dir), ==, 2);
  g_ptr_array_set_size (errors, 0);
  tarot_session_list_reload (list, errors);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 1);
  g_assert_cmpuint (errors->len, ==, 1);

  g_unlink (broken);
  {
    g_autoptr(TarotTableSession) left = g_list_model_get_item (G_LIST_MODEL (list), 0);

    g_unlink (tarot_table_session_get_path (left));
  }
  g_rmdir (dir);
  g_rmdir (root);
}

/* Every shipped game, played hand by hand with random legal actions, and
 * the same hands entered at a table as the family writes their outcome
 * (docs/cli.md): the session keeps the same sheet as the game, with the
 * same scorer, including what runs from hand to hand (rubbers, pools,
 * doubled rounds, catch-up deals). */
static void
test_played_hands_kept (void)
{
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GPtrArray) variants = tarot_variant_load_all (errors);

  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (variants->len, >=, 30);
  for (guint v = 0; v < variants->len; v++)
    {
      TarotVariant *variant = variants->pdata[v];

      for (guint n = tarot_variant_get_min_players (variant); n <= tarot_variant_get_max_players (variant); n++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(TarotGame) game = tarot_game_new (variant, n, NULL, NULL, 0, 100 + v * 7 + n, &error);
          g_autoptr(TarotTableSession) session = NULL;
          TarotScoreSheet *played = tarot_game_get_score_sheet (game);
          TarotScoreSheet *kept;
          TarotRng rng;

          g_assert_no_error (error);
          g_test_message ("%s, %u players", tarot_variant_get_id (variant), n);
          session = tarot_table_session_new (variant, n, NULL, NULL, tarot_game_get_dealer (game), &error);
          g_assert_no_error (error);
          kept = tarot_table_session_get_score_sheet (session);
          tarot_rng_init (&rng, v * 16 + n);
          for (guint hand = 0; hand < 6; hand++)
            {
              g_autoptr(JsonObject) outcome = NULL;
              const TarotRules *rules = tarot_game_get_rules (game);
              TarotOutcome o;

              while (!tarot_game_is_hand_over (game))
                {
                  TarotPlayerView view;

                  tarot_game_get_view (game, tarot_game_get_to_move (game), &view);
                  g_assert_true (tarot_game_apply (game, tarot_random_player_choose (&view, &rng), &error));
                  g_assert_no_error (error);
                }
              g_assert_true (tarot_game_get_outcome (game, &o));
              outcome = rules->family->outcome_to_json (rules, &o);
              json_object_set_int_member (outcome, "dealer", tarot_game_get_dealer (game));
              g_assert_true (tarot_game_next_hand (game, &error));
              g_assert_no_error (error);
              tarot_table_session_add_hand (session, outcome, &error);
              g_assert_no_error (error);
              g_assert_cmpuint (tarot_table_session_get_next_dealer (session), ==, tarot_game_get_dealer (game));
              g_assert_cmpuint (tarot_score_sheet_get_n_rows (kept), ==, tarot_score_sheet_get_n_rows (played));
              for (guint s = 0; s < n; s++)
                g_assert_cmpint (tarot_score_sheet_get_total (kept, s), ==, tarot_score_sheet_get_total (played, s));
              /* every row says what the hand was */
              for (guint r = 0; r < tarot_score_sheet_get_n_rows (kept); r++)
                {
                  const char *summary = tarot_score_row_get_summary (tarot_score_sheet_get_row (kept, r));

                  g_assert_cmpuint (strlen (summary), >, 0);
                  g_assert_false (g_str_has_suffix (summary, ": "));
                  g_assert_null (strstr (summary, ":  ·"));
                }
            }
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/table-session/family/french-4", &french4, test_family);
  g_test_add_data_func ("/table-session/family/french-5", &french5, test_family);
  g_test_add_data_func ("/table-session/family/troccas-4", &troccas4, test_family);
  g_test_add_data_func ("/table-session/family/troccas-3", &troccas3, test_family);
  g_test_add_data_func ("/table-session/family/tapp-3", &tapp3, test_family);
  g_test_add_data_func ("/table-session/family/tapp-4", &tapp4, test_family);
  g_test_add_data_func ("/table-session/family/doppen", &doppen, test_family);
  g_test_add_func ("/table-session/unplayed-hands", test_unplayed_hands);
  g_test_add_func ("/table-session/entered-dealer", test_entered_dealer);
  g_test_add_func ("/table-session/hungarian/doubled-rounds", test_hungarian_doubling);
  g_test_add_func ("/table-session/hungarian/no-doubling", test_hungarian_no_doubling);
  g_test_add_func ("/table-session/hungarian/doubling-modes", test_hungarian_doubling_modes);
  g_test_add_func ("/table-session/refused-hand", test_refused_hand);
  g_test_add_func ("/table-session/mouches", test_mouches);
  g_test_add_func ("/table-session/troccas-catch-up", test_troccas_catch_up);
  g_test_add_func ("/table-session/bad-files", test_bad_files);
  g_test_add_func ("/table-session/csv", test_csv);
  g_test_add_func ("/table-session/autosave", test_autosave);
  g_test_add_func ("/table-session/session-list", test_session_list);
  g_test_add_func ("/table-session/played-hands-kept", test_played_hands_kept);

  return g_test_run ();
}
