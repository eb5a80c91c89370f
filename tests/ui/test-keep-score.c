/* test-keep-score.c — score keeping for a real table: the hand form generated from an
 * outcome description, driven through its widgets as a person would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "model/tarot-json.h"
#include "model/tarot-variant.h"
#include "tarot-ui-test-util.h"
#include "ui/tarot-outcome-form.h"

static const char *const names5[] = { "Anna", "Ben", "Clà", "Duri", "Eva", NULL };

/* ------------------------------------------------------------------ */
/* Finding widgets the way a person reads the screen                   */

static GtkWidget *
find_row_in (GtkWidget  *root,
             const char *title)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (ADW_IS_PREFERENCES_ROW (child) && gtk_widget_get_visible (child)
          && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), title) == 0)
        return child;
      if ((found = find_row_in (child, title)) != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_row (gpointer    root,
          const char *title)
{
  GtkWidget *row = find_row_in (GTK_WIDGET (root), title);

  if (row == NULL)
    g_error ("no row “%s”", title);
  return row;
}

static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = find_type (child, type)) != NULL)
        return found;
    }
  return NULL;
}

static void
press (gpointer    root,
       const char *label)
{
  GtkWidget *button = tarot_ui_test_find_button (GTK_WIDGET (root), label);

  if (button == NULL)
    g_error ("no button “%s”", label);
  g_assert_true (gtk_widget_is_sensitive (button));
  /* activate would click only after the press animation's timeout */
  g_signal_emit_by_name (button, "clicked");
}

/* Chooses the entry labelled @label in the drop-down or toggle group of row @title. */
static void
choose (gpointer    root,
        const char *title,
        const char *label)
{
  GtkWidget *row = find_row (root, title);

  if (ADW_IS_COMBO_ROW (row))
    {
      GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));

      for (guint i = 0; i < g_list_model_get_n_items (model); i++)
        if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label) == 0)
          {
            adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
            return;
          }
      g_error ("row “%s” has no entry “%s”", title, label);
    }
  else
    {
      press (row, label);
    }
}

/* Types @value into the spin button of row @title. */
static void
type_number (gpointer    root,
             const char *title,
             const char *value)
{
  GtkWidget *spin = find_type (find_row (root, title), GTK_TYPE_SPIN_BUTTON);

  g_assert_nonnull (spin);
  gtk_editable_set_text (GTK_EDITABLE (spin), value);
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
}

static void
flip (gpointer    root,
      const char *title,
      gboolean    on)
{
  GtkWidget *row = find_row (root, title);
  GtkWidget *toggle = find_type (row, GTK_TYPE_SWITCH);

  g_assert_nonnull (toggle);
  gtk_switch_set_active (GTK_SWITCH (toggle), on);
}

static void
set_style (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  tarot_ui_test_settle ();
}

static void
screenshots (GtkWidget  *window,
             const char *name)
{
  for (guint dark = 0; dark < 2; dark++)
    {
      g_autofree char *full = g_strdup_printf ("%s-%s", name, dark ? "dark" : "light");

      set_style (dark);
      g_free (tarot_ui_test_screenshot (window, full));
    }
  set_style (FALSE);
}

/* ------------------------------------------------------------------ */
/* The form alone, from a hand-written description                     */

typedef struct
{
  TarotRules rules;
  guint      changes;
} Scorer;

/* What the session does with an entered outcome: the family's reader, then its scorer. */
static void
score_form (TarotOutcomeForm *form,
            Scorer           *scorer)
{
  g_autoptr(JsonObject) outcome = tarot_outcome_form_get_outcome (form);
  g_autoptr(GError) error = NULL;
  TarotOutcome parsed;
  TarotScore score;

  scorer->changes++;
  if (!scorer->rules.family->outcome_from_json (&scorer->rules, outcome, &parsed, &error))
    {
      /* "(input): points: expected …": the field is the first key of the path */
      const char *key = strstr (error->message, ": ");
      g_autofree char *field = key != NULL ? g_strndup (key + 2, strcspn (key + 2, ".[:")) : NULL;

      tarot_outcome_form_set_problem (form, field, error->message);
      return;
    }
  tarot_score_init (&score, scorer->rules.n_players);
  tarot_rules_score (&scorer->rules, &parsed, &score, TRUE);
  tarot_outcome_form_set_preview (form, &score);
}

static JsonObject *
load_fixture (const char *name)
{
  g_autofree char *path = g_build_filename (TEST_FIXTURES_DIR, name, NULL);
  g_autoptr(GError) error = NULL;
  JsonObject *object = tarot_json_load_object (path, &error);

  g_assert_no_error (error);
  return object;
}

static char *
to_text (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);

  return json_to_string (node, FALSE);
}

static JsonObject *
from_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (text, &error);

  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (node));
}

static void
count_add (guint *adds)
{
  (*adds)++;
}

static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

static void
test_form_fixture (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("french-tarot", &error);
  g_autoptr(JsonObject) description = load_fixture ("outcome-description-french5.json");
  g_autoptr(JsonObject) outcome = NULL;
  g_autoptr(JsonObject) reloaded = NULL;
  g_autofree char *text = NULL;
  Scorer scorer = { 0 };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *form = tarot_outcome_form_new ();
  guint adds = 0;

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (variant, 5, NULL, &scorer.rules, &error));
  g_assert_no_error (error);

  gtk_window_set_default_size (GTK_WINDOW (window), 420, 1100);
  gtk_widget_set_margin_start (form, 12);
  gtk_widget_set_margin_end (form, 12);
  gtk_widget_set_margin_top (form, 12);
  gtk_widget_set_margin_bottom (form, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), form);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  g_signal_connect (form, "changed", G_CALLBACK (score_form), &scorer);
  g_signal_connect_swapped (form, "add", G_CALLBACK (count_add), &adds);
  tarot_outcome_form_set_description (TAROT_OUTCOME_FORM (form), description, variant, &scorer.rules,
                                      5, names5);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tarot_ui_test_wait_for (is_mapped, form, 5000));

  /* the dealer is the session's business, not a field */
  g_assert_null (tarot_outcome_form_get_field_row (TAROT_OUTCOME_FORM (form), "dealer"));

  /* defaults: a Prise by the first player, alone, 41 points, no bonuses */
  outcome = tarot_outcome_form_get_outcome (TAROT_OUTCOME_FORM (form));
  text = to_text (outcome);
  g_assert_cmpstr (text, ==, "{\"end\":\"played\",\"contract\":\"prise\",\"declarer\":0,"
                             "\"partner\":null,\"points\":41,\"bouts\":0}");
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&outcome, json_object_unref);

  choose (form, "Contract", "Garde");
  choose (form, "Taker", "Ben");
  choose (form, "Called partner", "Duri");
  type_number (form, "Card points", "48.5");
  type_number (form, "Oudlers", "2");
  flip (form, "Petit au bout", TRUE);
  choose (form, "Won the last trick", "Duri");
  choose (form, "Played the Petit", "Ben");
  press (form, "Add handful");
  /* an entry reads as what it holds */
  choose (find_row (form, "Anna · Simple"), "Shown by", "Eva");
  choose (find_row (form, "Eva · Simple"), "Size", "Double");
  g_assert_nonnull (find_row (form, "Eva · Double"));
  tarot_ui_test_settle ();
  g_assert_cmpuint (scorer.changes, >, 0);

  outcome = tarot_outcome_form_get_outcome (TAROT_OUTCOME_FORM (form));
  text = to_text (outcome);
  g_assert_cmpstr (text, ==, "{\"end\":\"played\",\"contract\":\"garde\",\"declarer\":1,"
                             "\"partner\":3,\"points\":48.5,\"bouts\":2,"
                             "\"petit_au_bout\":{\"winner\":3,\"played_by\":1},"
                             "\"poignees\":[{\"seat\":4,\"level\":\"double\"}]}");
  g_clear_pointer (&text, g_free);
  g_assert_true (gtk_widget_get_sensitive (tarot_ui_test_find_button (form, "_Add Hand")));
  screenshots (window, "keep-score-form-fixture");

  /* The fixture lets the spin go to 4 oudlers, which no hand has: the family's reader
   * refuses it and its message stands beside the field, and Add is off. */
  type_number (form, "Oudlers", "4");
  tarot_ui_test_settle ();
  g_assert_nonnull (tarot_outcome_form_get_field_problem (TAROT_OUTCOME_FORM (form), "bouts"));
  g_assert_false (gtk_widget_get_sensitive (tarot_ui_test_find_button (form, "_Add Hand")));
  g_assert_true (gtk_widget_has_css_class (find_row (form, "Oudlers"), "outcome-problem"));
  screenshots (window, "keep-score-error-fixture");
  type_number (form, "Oudlers", "3");
  tarot_ui_test_settle ();
  g_assert_null (tarot_outcome_form_get_field_problem (TAROT_OUTCOME_FORM (form), "bouts"));
  g_assert_true (gtk_widget_get_sensitive (tarot_ui_test_find_button (form, "_Add Hand")));

  /* Enter in a number adds the hand */
  g_assert_cmpuint (adds, ==, 0);
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (find_type (find_row (form, "Card points"),
                                                                               GTK_TYPE_SPIN_BUTTON))),
                         "activate");
  g_assert_cmpuint (adds, ==, 1);

  /* passed out: every other field disappears from the form and from the outcome */
  choose (form, "Hand", "All passed");
  tarot_ui_test_settle ();
  g_assert_false (gtk_widget_get_visible (tarot_outcome_form_get_field_row (TAROT_OUTCOME_FORM (form), "points")));
  g_clear_pointer (&outcome, json_object_unref);
  outcome = tarot_outcome_form_get_outcome (TAROT_OUTCOME_FORM (form));
  g_assert_cmpuint (json_object_get_size (outcome), ==, 1);
  /* a passed-out hand is a hand the French reader takes, and scores nothing */
  g_assert_true (gtk_widget_get_sensitive (tarot_ui_test_find_button (form, "_Add Hand")));
  g_assert_nonnull (tarot_ui_test_find_label (form, "Nothing is scored for this hand."));

  /* loading an outcome back gives the same outcome */
  choose (form, "Hand", "Played");
  g_clear_pointer (&outcome, json_object_unref);
  outcome = from_text ("{\"end\":\"played\",\"contract\":\"garde_sans\",\"declarer\":2,"
                                     "\"partner\":0,\"points\":30,\"bouts\":1,"
                                     "\"poignees\":[{\"seat\":1,\"level\":\"simple\"},{\"seat\":2,\"level\":\"triple\"}],"
                                     "\"chelem\":{\"announced\":true,\"made\":false}}");
  tarot_outcome_form_set_outcome (TAROT_OUTCOME_FORM (form), outcome);
  reloaded = tarot_outcome_form_get_outcome (TAROT_OUTCOME_FORM (form));
  text = to_text (reloaded);
  g_assert_cmpstr (text, ==, "{\"end\":\"played\",\"contract\":\"garde_sans\",\"declarer\":2,"
                             "\"partner\":0,\"points\":30,\"bouts\":1,"
                             "\"poignees\":[{\"seat\":1,\"level\":\"simple\"},{\"seat\":2,\"level\":\"triple\"}],"
                             "\"chelem\":{\"announced\":true,\"made\":false}}");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  tarot_ui_test_init (&argc, &argv);

  g_test_add_func ("/keep-score/form/fixture", test_form_fixture);

  return g_test_run ();
}
