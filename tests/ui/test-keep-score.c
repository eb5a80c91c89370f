/* test-keep-score.c — score keeping for a real table: the hand form generated from an
 * outcome description, driven through its widgets as a person would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "model/tarot-json.h"
#include "model/tarot-session-list.h"
#include "model/tarot-variant.h"
#include "tarot-ui-test-util.h"
#include "ui/tarot-application.h"
#include "ui/tarot-new-session-dialog.h"
#include "ui/tarot-outcome-form.h"
#include "ui/tarot-sessions-page.h"
#include "ui/tarot-window.h"

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

  /* defaults: a Prise by the first player, alone (an optional seat left out), 41 points,
   * no bonuses */
  outcome = tarot_outcome_form_get_outcome (TAROT_OUTCOME_FORM (form));
  text = to_text (outcome);
  g_assert_cmpstr (text, ==, "{\"end\":\"played\",\"contract\":\"prise\",\"declarer\":0,"
                             "\"points\":41,\"bouts\":0}");
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
  /* Ctrl+Enter anywhere in the form */
  gtk_widget_activate_action (form, "form.add", NULL);
  g_assert_cmpuint (adds, ==, 2);
  /* nothing is added while the family refuses the hand */
  type_number (form, "Oudlers", "4");
  gtk_widget_activate_action (form, "form.add", NULL);
  g_assert_cmpuint (adds, ==, 2);
  type_number (form, "Oudlers", "3");

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

/* ------------------------------------------------------------------ */
/* Entering an outcome through the form's widgets                      */

static void enter_fields (GtkWidget  *container,
                          JsonArray  *fields,
                          JsonObject *outcome,
                          gboolean    top_level,
                          TarotOutcomeForm *form);

static GPtrArray *
widgets_of_type (GtkWidget *root,
                 GType      type,
                 GPtrArray *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        g_ptr_array_add (found, child);
      widgets_of_type (child, type, found);
    }
  return found;
}

static guint
choice_position (JsonObject *field,
                 const char *id)
{
  JsonArray *choices = json_object_get_array_member (field, "choices");
  gboolean unsaid = json_object_get_boolean_member_with_default (field, "optional", FALSE)
                    && !json_object_has_member (field, "default");

  if (id == NULL)
    return 0;
  for (guint i = 0; i < json_array_get_length (choices); i++)
    if (g_str_equal (json_object_get_string_member (json_array_get_object_element (choices, i), "id"), id))
      return i + (unsaid ? 1 : 0);
  g_error ("no choice %s", id);
}

/* Picks entry @index of a drop-down or toggle group, as a click would. */
static void
pick (GtkWidget *row,
      guint      index)
{
  if (ADW_IS_COMBO_ROW (row))
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), index);
  else
    {
      g_autoptr(GPtrArray) toggles = widgets_of_type (row, GTK_TYPE_TOGGLE_BUTTON, g_ptr_array_new ());

      g_assert_cmpuint (index, <, toggles->len);
      g_signal_emit_by_name (g_ptr_array_index (toggles, index), "clicked");
    }
}

static void
type_into (GtkWidget *spin,
           JsonNode  *value)
{
  g_autofree char *text = NULL;

  if (json_node_get_value_type (value) == G_TYPE_DOUBLE)
    text = g_strdup_printf ("%.1f", json_node_get_double (value));
  else
    text = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (value));
  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
}

/* The rows of a list's entries follow its header row. */
static GtkWidget *
list_entry (GtkWidget *header,
            guint      index)
{
  GtkWidget *row = header;

  for (guint i = 0; i <= index; i++)
    row = gtk_widget_get_next_sibling (row);
  g_assert_true (ADW_IS_EXPANDER_ROW (row));
  return row;
}

static void
enter_field (GtkWidget        *row,
             JsonObject       *field,
             JsonNode         *value,
             TarotOutcomeForm *form)
{
  const char *type = json_object_get_string_member (field, "type");
  gboolean has_none = json_object_has_member (field, "none_label");

  if (g_str_equal (type, "choice"))
    pick (row, choice_position (field, value != NULL ? json_node_get_string (value) : NULL));
  else if (g_str_equal (type, "seat"))
    pick (row, value == NULL || JSON_NODE_HOLDS_NULL (value) ? 0
               : (guint) json_node_get_int (value) + (has_none ? 1 : 0));
  else if (g_str_equal (type, "int") || g_str_equal (type, "number"))
    type_into (find_type (row, GTK_TYPE_SPIN_BUTTON), value);
  else if (g_str_equal (type, "bool"))
    gtk_switch_set_active (GTK_SWITCH (find_type (row, GTK_TYPE_SWITCH)), json_node_get_boolean (value));
  else if (g_str_equal (type, "seats"))
    {
      g_autoptr(GPtrArray) checks = widgets_of_type (row, GTK_TYPE_CHECK_BUTTON, g_ptr_array_new ());
      JsonArray *seats = json_node_get_array (value);

      for (guint s = 0; s < checks->len; s++)
        gtk_check_button_set_active (g_ptr_array_index (checks, s), FALSE);
      for (guint i = 0; i < json_array_get_length (seats); i++)
        gtk_check_button_set_active (g_ptr_array_index (checks, json_array_get_int_element (seats, i)), TRUE);
    }
  else if (g_str_equal (type, "per_seat") || g_str_equal (type, "per_side"))
    {
      g_autoptr(GPtrArray) spins = widgets_of_type (row, GTK_TYPE_SPIN_BUTTON, g_ptr_array_new ());
      JsonArray *values = json_node_get_array (value);

      g_assert_cmpuint (spins->len, ==, json_array_get_length (values));
      for (guint i = 0; i < spins->len; i++)
        type_into (g_ptr_array_index (spins, i), json_array_get_element (values, i));
    }
  else if (g_str_equal (type, "record"))
    {
      if (json_object_get_boolean_member_with_default (field, "optional", FALSE))
        adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), value != NULL);
      if (value != NULL)
        enter_fields (row, json_object_get_array_member (field, "fields"),
                      json_node_get_object (value), FALSE, form);
    }
  else if (g_str_equal (type, "list"))
    {
      const char *add = json_object_get_string_member (field, "item_label");
      JsonArray *items = value != NULL ? json_node_get_array (value) : NULL;

      /* entries of the hand loaded for editing go first, with their trash buttons */
      while (ADW_IS_EXPANDER_ROW (gtk_widget_get_next_sibling (row)))
        {
          GtkWidget *entry = gtk_widget_get_next_sibling (row);
          g_autoptr(GPtrArray) buttons = widgets_of_type (entry, GTK_TYPE_BUTTON, g_ptr_array_new ());
          GtkWidget *trash = NULL;

          for (guint i = 0; i < buttons->len; i++)
            if (g_strcmp0 (gtk_button_get_icon_name (g_ptr_array_index (buttons, i)), "user-trash-symbolic") == 0)
              trash = g_ptr_array_index (buttons, i);
          if (trash == NULL)
            break;
          g_signal_emit_by_name (trash, "clicked");
        }
      for (guint i = 0; items != NULL && i < json_array_get_length (items); i++)
        {
          press (row, add);
          enter_fields (list_entry (row, i), json_object_get_array_member (field, "fields"),
                        json_array_get_object_element (items, i), FALSE, form);
        }
    }
  else
    g_error ("field type %s", type);
}

/* Sets every field of @outcome in the rows of @container, in the description's order, as a
 * person fills the form from top to bottom; fields the outcome leaves out keep the form's
 * defaults, except optional records, which are switched off. */
static void
enter_fields (GtkWidget        *container,
              JsonArray        *fields,
              JsonObject       *outcome,
              gboolean          top_level,
              TarotOutcomeForm *form)
{
  for (guint i = 0; i < json_array_get_length (fields); i++)
    {
      JsonObject *field = json_array_get_object_element (fields, i);
      const char *id = json_object_get_string_member (field, "id");
      const char *type = json_object_get_string_member (field, "type");
      JsonNode *value = json_object_get_member (outcome, id);
      GtkWidget *row;

      if (top_level && g_str_equal (id, "dealer"))
        continue;
      if (value == NULL && !g_str_equal (type, "record") && !g_str_equal (type, "list"))
        continue;
      row = top_level ? tarot_outcome_form_get_field_row (form, id)
                      : find_row (container, json_object_get_string_member (field, "label"));
      g_assert_nonnull (row);
      if (!gtk_widget_get_visible (row))
        {
          g_assert_null (value);
          continue;
        }
      enter_field (row, field, value, form);
    }
}

static void
enter_outcome (TarotOutcomeForm *form,
               JsonObject       *outcome)
{
  JsonObject *description = tarot_outcome_form_get_description (form);

  enter_fields (GTK_WIDGET (form), json_object_get_array_member (description, "fields"), outcome, TRUE, form);
  tarot_ui_test_settle ();
}

/* ------------------------------------------------------------------ */
/* A whole session per family                                          */

typedef struct
{
  const char *name;           /* for the test path and screenshots */
  const char *variant;
  guint       n_players;
  guint       first_dealer;
  const char *hands[5];
  guint       edit;           /* hand replaced … */
  const char *replacement;    /* … by this outcome */
  guint       delete;         /* hand deleted afterwards (index after the edit) */
  const char *impossible;     /* an outcome the family refuses … */
  const char *impossible_field; /* … naming this field */
} Family;

static const char *const table_names[] = { "Anna", "Ben", "Clà", "Duri", "Eva", "Fadri" };

static const Family families[] = {
  { "french4", "french-tarot", 4, 3,
    { "{\"end\": \"played\", \"contract\": \"garde\", \"declarer\": 1, \"points\": 48, \"bouts\": 2,"
      " \"poignees\": [{\"seat\": 1, \"level\": \"simple\"}]}",
      "{\"end\": \"played\", \"contract\": \"prise\", \"declarer\": 0, \"points\": 40, \"bouts\": 1}",
      "{\"end\": \"passed_out\"}",
      "{\"end\": \"played\", \"contract\": \"garde_sans\", \"declarer\": 2, \"points\": 61, \"bouts\": 2,"
      " \"petit_au_bout\": {\"winner\": 2}}",
      "{\"end\": \"played\", \"contract\": \"garde_contre\", \"declarer\": 3, \"points\": 30, \"bouts\": 1}" },
    1, "{\"end\": \"played\", \"contract\": \"garde\", \"declarer\": 0, \"points\": 52, \"bouts\": 2}",
    3,
    "{\"end\": \"played\", \"contract\": \"garde\", \"declarer\": 0, \"points\": 5, \"bouts\": 3}", "points" },
  { "french5", "french-tarot", 5, 0,
    { "{\"end\": \"played\", \"contract\": \"garde\", \"declarer\": 1, \"partner\": 3, \"points\": 48, \"bouts\": 2,"
      " \"petit_au_bout\": {\"winner\": 3, \"played_by\": 1}, \"poignees\": [{\"seat\": 4, \"level\": \"double\"}]}",
      "{\"end\": \"played\", \"contract\": \"prise\", \"declarer\": 0, \"partner\": null, \"points\": 35, \"bouts\": 1}",
      "{\"end\": \"played\", \"contract\": \"garde_sans\", \"declarer\": 2, \"partner\": 4, \"points\": 56, \"bouts\": 2}",
      "{\"end\": \"annulled\"}",
      "{\"end\": \"played\", \"contract\": \"garde\", \"declarer\": 4, \"partner\": 0, \"points\": 44, \"bouts\": 2,"
      " \"chelem\": {\"announced\": false, \"made\": false}}" },
    2, "{\"end\": \"played\", \"contract\": \"garde\", \"declarer\": 2, \"partner\": 1, \"points\": 39, \"bouts\": 1}",
    0, NULL, NULL },
  { "troccas4", "troccas4", 4, 0,
    { "{\"points\": [41, 31]}",
      "{\"points\": [30, 42]}",
      "{\"points\": [36, 36], \"abandoned\": 1}",
      "{\"points\": [50, 22]}",
      "{\"points\": [20, 52]}" },
    0, "{\"points\": [44, 28]}",
    2, "{\"points\": [41, 41]}", "points" },
  { "tapp3", "tapp-tarock", 3, 2,
    { "{\"end\": \"played\", \"declarer\": 0, \"contract\": \"dreier\", \"points\": 40}",
      "{\"end\": \"played\", \"declarer\": 1, \"contract\": \"unterer\", \"points\": 30,"
      " \"kontra\": {\"game\": 1, \"pagat\": 0, \"valat\": 0}}",
      "{\"end\": \"passed_out\"}",
      "{\"end\": \"played\", \"declarer\": 2, \"contract\": \"solo\", \"points\": 44,"
      " \"bonuses\": [{\"id\": \"pagat\", \"seat\": 2, \"announced\": true, \"made\": true},"
      "               {\"id\": \"kings\", \"seat\": 0}]}",
      "{\"end\": \"played\", \"declarer\": 0, \"contract\": \"oberer\", \"points\": 36}" },
    3, "{\"end\": \"played\", \"declarer\": 1, \"contract\": \"solo\", \"points\": 50,"
       " \"bonuses\": [{\"id\": \"trull\", \"seat\": 1}]}",
    1, NULL, NULL },
  { "doppen", "tapp-doppen", 3, 1,
    { "{\"end\": \"played\", \"declarer\": 0, \"contract\": \"dreier\", \"points\": 38}",
      "{\"end\": \"played\", \"declarer\": 1, \"contract\": \"zweier\", \"thirds\": 125}",
      "{\"end\": \"played\", \"declarer\": 2, \"contract\": \"einer\", \"thirds\": 100,"
      " \"kontra\": {\"game\": 1, \"pagat\": 0, \"valat\": 0, \"uhu\": 0}}",
      "{\"end\": \"played\", \"declarer\": 0, \"contract\": \"solo\", \"points\": 40,"
      " \"bonuses\": [{\"id\": \"uhu\", \"seat\": 0, \"made\": true}]}",
      "{\"end\": \"passed_out\"}" },
    /* the edited hand had a Kontra: the table takes it back */
    2, "{\"end\": \"played\", \"declarer\": 2, \"contract\": \"unterer\", \"points\": 33,"
       " \"kontra\": {\"game\": 0, \"pagat\": 0, \"valat\": 0, \"uhu\": 0}}",
    0, NULL, NULL },
};

typedef struct
{
  GtkWidget         *window;
  TarotSessionsPage *page;
  char              *dir;
  TarotTableSession *started;
} Table;

static void
table_open (Table *table,
            int    width,
            int    height)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotSessionList) list = NULL;

  table->dir = g_dir_make_tmp ("triumphs-sessions-XXXXXX", &error);
  g_assert_no_error (error);
  list = tarot_session_list_new (table->dir);
  tarot_session_list_reload (list, NULL);

  table->window = gtk_window_new ();
  table->page = g_object_new (TAROT_TYPE_SESSIONS_PAGE, NULL);
  tarot_sessions_page_set_list (table->page, list);
  gtk_window_set_default_size (GTK_WINDOW (table->window), width, height);
  gtk_window_set_child (GTK_WINDOW (table->window), GTK_WIDGET (table->page));
  gtk_window_present (GTK_WINDOW (table->window));
  g_assert_true (tarot_ui_test_wait_for (is_mapped, table->page, 5000));
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
table_close (Table *table)
{
  gtk_window_destroy (GTK_WINDOW (table->window));
  tarot_ui_test_settle ();
  remove_dir (table->dir);
  g_free (table->dir);
  g_clear_object (&table->started);
}

static void
session_started (TarotNewSessionDialog *dialog,
                 TarotTableSession     *session,
                 Table                 *table)
{
  g_autoptr(GError) error = NULL;

  g_set_object (&table->started, session);
  g_assert_true (tarot_sessions_page_add (table->page, session, &error));
  g_assert_no_error (error);
}

/* The dialog as a person fills it: the game, the table's size, the names, the first dealer. */
static TarotTableSession *
start_session (Table        *table,
               TarotVariant *variant,
               guint         n_players,
               guint         first_dealer)
{
  TarotNewSessionDialog *dialog = tarot_new_session_dialog_new (NULL, NULL);
  g_autofree char *count = g_strdup_printf ("%u", n_players);

  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (table->window));
  g_signal_connect (dialog, "start", G_CALLBACK (session_started), table);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (tarot_ui_test_wait_for (is_mapped, dialog, 5000));

  choose (dialog, "_Game", tarot_variant_get_name (variant));
  if (tarot_variant_get_min_players (variant) != tarot_variant_get_max_players (variant))
    choose (dialog, "_Number of Players", count);
  for (guint s = 0; s < n_players; s++)
    {
      g_autofree char *title = g_strdup_printf ("Player %u", s + 1);

      gtk_editable_set_text (GTK_EDITABLE (find_row (dialog, title)), table_names[s]);
    }
  choose (dialog, "First _Dealer", table_names[first_dealer]);
  press (dialog, "_Start");
  tarot_ui_test_settle ();

  g_assert_nonnull (table->started);
  g_assert_cmpuint (tarot_table_session_get_n_players (table->started), ==, n_players);
  g_assert_cmpstr (tarot_variant_get_id (tarot_table_session_get_variant (table->started)), ==,
                   tarot_variant_get_id (variant));
  for (guint s = 0; s < n_players; s++)
    g_assert_cmpstr (tarot_table_session_get_player_name (table->started, s), ==, table_names[s]);
  g_assert_cmpuint (tarot_table_session_get_next_dealer (table->started), ==, first_dealer);
  g_assert_nonnull (tarot_table_session_get_path (table->started));

  return table->started;
}

/* What `triumphs-cli score` gives for @text dealt by @dealer: the family's reader and scorer. */
static void
score_outcome (const TarotRules *rules,
               const char       *text,
               guint             dealer,
               gint64           *totals)
{
  g_autoptr(JsonObject) outcome = from_text (text);
  g_autoptr(GError) error = NULL;
  TarotOutcome parsed;
  TarotScore score;

  json_object_set_int_member (outcome, "dealer", dealer);
  g_assert_true (rules->family->outcome_from_json (rules, outcome, &parsed, &error));
  g_assert_no_error (error);
  tarot_score_init (&score, rules->n_players);
  tarot_rules_score (rules, &parsed, &score, FALSE);
  for (guint s = 0; s < rules->n_players; s++)
    totals[s] += score.totals[s];
}

static guint
row_of_hand (TarotScoreSheet *sheet,
             guint            index)
{
  for (guint r = 0; r < g_list_model_get_n_items (G_LIST_MODEL (sheet)); r++)
    {
      g_autoptr(TarotScoreRow) row = g_list_model_get_item (G_LIST_MODEL (sheet), r);

      if (tarot_score_row_get_hand_number (row) == index + 1)
        return r;
    }
  g_error ("hand %u has no row", index + 1);
}

static void
add_hand (TarotSessionPage *page,
          const char       *text)
{
  TarotTableSession *session = tarot_session_page_get_session (page);
  TarotOutcomeForm *form = tarot_session_page_get_form (page);
  g_autoptr(JsonObject) outcome = from_text (text);
  guint n_hands = tarot_table_session_get_n_hands (session);

  enter_outcome (form, outcome);
  {
    g_autoptr(JsonObject) entered = tarot_outcome_form_get_outcome (form);
    g_autofree char *text_entered = to_text (entered);

    g_test_message ("hand %u: %s", n_hands + 1, text_entered);
  }
  press (form, "_Add Hand");
  tarot_ui_test_settle ();
  g_assert_cmpuint (tarot_table_session_get_n_hands (session), ==, n_hands + 1);
}

static void
test_family (gconstpointer data)
{
  const Family *family = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (family->variant, &error);
  g_autoptr(GFile) csv_file = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *shot = NULL;
  const char *hands[5];
  guint dealers[5];
  guint n_hands = 5;
  gint64 expected[TAROT_MAX_PLAYERS] = { 0 };
  gint csv_totals[TAROT_MAX_PLAYERS];
  TarotRules rules;
  TarotTableSession *session;
  TarotSessionPage *page;
  TarotOutcomeForm *form;
  TarotSheetPanel *panel;
  TarotScoreSheet *sheet;
  Table table = { 0 };

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (variant, family->n_players, NULL, &rules, &error));
  table_open (&table, 1280, 900);
  session = start_session (&table, variant, family->n_players, family->first_dealer);
  page = tarot_sessions_page_get_session_page (table.page);
  form = tarot_session_page_get_form (page);
  panel = tarot_session_page_get_sheet_panel (page);
  sheet = tarot_table_session_get_score_sheet (session);
  g_assert_true (tarot_sheet_panel_get_sheet (panel) == sheet);

  /* five hands, each entered through the widgets; the dealer turns */
  for (guint i = 0; i < 5; i++)
    {
      if (i == 4)
        {
          g_autoptr(JsonObject) outcome = from_text (family->hands[i]);

          /* the form, filled in, with the preview of the hand beneath */
          enter_outcome (form, outcome);
          g_assert_true (gtk_widget_get_sensitive (tarot_ui_test_find_button (GTK_WIDGET (form), "_Add Hand")));
          shot = g_strdup_printf ("keep-score-form-%s", family->name);
          screenshots (table.window, shot);
        }
      add_hand (page, family->hands[i]);
      hands[i] = family->hands[i];
      dealers[i] = tarot_table_session_get_hand_dealer (session, i);
      g_assert_cmpuint (dealers[i], ==, (family->first_dealer + i) % family->n_players);
    }

  /* edit: the row's hand goes back into the form, and comes back replaced */
  g_signal_emit_by_name (panel, "edit-row", row_of_hand (sheet, family->edit));
  tarot_ui_test_settle ();
  g_assert_nonnull (tarot_ui_test_find_button (GTK_WIDGET (form), "_Cancel Edit"));
  {
    g_autoptr(JsonObject) outcome = from_text (family->replacement);
    g_autofree char *label = g_strdup_printf ("_Replace Hand %u", family->edit + 1);

    enter_outcome (form, outcome);
    press (form, label);
    tarot_ui_test_settle ();
  }
  hands[family->edit] = family->replacement;
  g_assert_cmpuint (tarot_table_session_get_n_hands (session), ==, 5);
  g_assert_nonnull (tarot_ui_test_find_button (GTK_WIDGET (form), "_Add Hand"));

  /* delete, undo, delete again */
  g_signal_emit_by_name (panel, "delete-row", row_of_hand (sheet, family->delete));
  g_assert_cmpuint (tarot_table_session_get_n_hands (session), ==, 4);
  gtk_widget_activate_action (GTK_WIDGET (page), "session.undo", NULL);
  g_assert_cmpuint (tarot_table_session_get_n_hands (session), ==, 5);
  g_signal_emit_by_name (panel, "delete-row", row_of_hand (sheet, family->delete));
  g_assert_cmpuint (tarot_table_session_get_n_hands (session), ==, 4);
  for (guint i = family->delete; i + 1 < n_hands; i++)
    {
      hands[i] = hands[i + 1];
      dealers[i] = dealers[i + 1];
    }
  n_hands--;

  /* the sheet's totals are the sums of the family's own scores */
  for (guint i = 0; i < n_hands; i++)
    {
      g_assert_cmpuint (tarot_table_session_get_hand_dealer (session, i), ==, dealers[i]);
      score_outcome (&rules, hands[i], dealers[i], expected);
    }
  for (guint s = 0; s < family->n_players; s++)
    g_assert_cmpint (tarot_score_sheet_get_total (sheet, s), ==, expected[s]);

  /* CSV through what the export action writes, read back */
  {
    g_autofree char *path = g_build_filename (table.dir, "sheet.csv", NULL);

    csv_file = g_file_new_for_path (path);
    g_assert_true (tarot_sheet_panel_export_csv (panel, csv_file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &csv, NULL, &error));
    g_assert_true (tarot_score_sheet_csv_totals (csv, csv_totals, family->n_players, &error));
    g_assert_no_error (error);
    for (guint s = 0; s < family->n_players; s++)
      g_assert_cmpint (csv_totals[s], ==, expected[s]);
    g_assert_cmpint (g_remove (path), ==, 0);
  }

  /* Troccas: one pile counted, the other is the rest of the 72 */
  if (g_str_equal (family->name, "troccas4"))
    {
      g_autoptr(GPtrArray) spins = widgets_of_type (tarot_outcome_form_get_field_row (form, "points"),
                                                    GTK_TYPE_SPIN_BUTTON, g_ptr_array_new ());

      gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (spins, 0)), "45");
      gtk_spin_button_update (g_ptr_array_index (spins, 0));
      g_assert_cmpint (gtk_spin_button_get_value_as_int (g_ptr_array_index (spins, 1)), ==, 72 - 45);
    }

  /* an impossible hand: the family's message beside its field, and no Add */
  if (family->impossible != NULL)
    {
      g_autoptr(JsonObject) outcome = from_text (family->impossible);
      const char *problem;

      enter_outcome (form, outcome);
      problem = tarot_outcome_form_get_field_problem (form, family->impossible_field);
      g_assert_nonnull (problem);
      g_assert_false (gtk_widget_get_sensitive (tarot_ui_test_find_button (GTK_WIDGET (form), "_Add Hand")));
      g_test_message ("%s: %s", family->impossible_field, problem);
      if (g_str_equal (family->name, "french4"))
        screenshots (table.window, "keep-score-error");
      tarot_outcome_form_set_outcome (form, NULL);
    }

  /* the file holds what the sheet shows */
  {
    g_autoptr(TarotTableSession) loaded = tarot_table_session_load (tarot_table_session_get_path (session), &error);

    g_assert_no_error (error);
    for (guint s = 0; s < family->n_players; s++)
      g_assert_cmpint (tarot_score_sheet_get_total (tarot_table_session_get_score_sheet (loaded), s), ==, expected[s]);
  }

  /* a phone at the table: the form alone, then the sheet alone */
  if (g_str_equal (family->name, "french4"))
    {
      g_autoptr(JsonObject) outcome = from_text (family->hands[0]);

      gtk_window_set_default_size (GTK_WINDOW (table.window), 360, 720);
      tarot_ui_test_settle ();
      g_assert_cmpint (gtk_widget_get_width (table.window), ==, 360);
      enter_outcome (form, outcome);
      screenshots (table.window, "keep-score-360");
      tarot_session_page_show (page, "sheet");
      tarot_ui_test_settle ();
      g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (form)));
      /* narrow, the sheet is the slate: a column per player would not fit */
      g_assert_cmpstr (tarot_sheet_panel_get_view (panel), ==, "slate");
      screenshots (table.window, "keep-score-360-sheet");
      tarot_sheet_panel_set_view (panel, "columns");
      screenshots (table.window, "keep-score-360-columns");
    }

  table_close (&table);
}

/* ------------------------------------------------------------------ */
/* Rubbers to a total, drawn as groups                                 */

typedef struct
{
  const char *name;           /* for the test path and screenshots */
  const char *variant;
  const char *hands[5];       /* entered in turn, the dealer turning from Anna */
  const char *line;           /* the line under the rubber the fourth hand ends */
  gint        tally[4];       /* each seat's tally in the rubber after hand 4 */
  gint        slate[2];       /* the sides' tallies under the slate's rubber line */
  gint        next[2];        /* the sides' tallies after hand 5, in the next rubber */
} Rubber;

static const Rubber rubbers[] = {
  /* B1: Anna & Clà make 200 a hand to Ben & Duri's 33, then say Fuori with 200 declared */
  { "ottocento", "ottocento",
    { "{\"fuori\": \"none\", \"card_points\": [60, 33], \"combinations\": [140, 0], \"declarations\": [0, 0]}",
      "{\"fuori\": \"none\", \"card_points\": [33, 60], \"combinations\": [0, 140], \"declarations\": [0, 0]}",
      "{\"fuori\": \"none\", \"card_points\": [60, 33], \"combinations\": [140, 0], \"declarations\": [0, 0]}",
      "{\"fuori\": \"others\", \"declarations\": [0, 200]}",
      "{\"fuori\": \"none\", \"card_points\": [60, 33], \"combinations\": [140, 0], \"declarations\": [0, 0]}" },
    "Rubber 1 — Anna & Clà 800 : 99", { 800, 99, 800, 99 }, { 800, 99 }, { 200, 33 } },
  /* S4: the dealer's side records its points above 55, the others above 54; 50 wins */
  { "tortorici4", "tortorici4",
    { "{\"card_points\": [70, 39]}",
      "{\"card_points\": [40, 69]}",
      "{\"card_points\": [54, 55]}",
      "{\"card_points\": [35, 74]}",
      "{\"card_points\": [56, 53]}" },
    "Rubber 1 — Anna & Clà 50 : 1", { 50, 1, 50, 1 }, { 50, 1 }, { 1, 0 } },
};

static GPtrArray *
labels_with_class (GtkWidget  *root,
                   const char *css_class,
                   GPtrArray  *found)
{
  g_autoptr(GPtrArray) labels = widgets_of_type (root, GTK_TYPE_LABEL, g_ptr_array_new ());

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (gtk_widget_get_mapped (label) && gtk_widget_has_css_class (label, css_class))
        g_ptr_array_add (found, label);
    }
  return found;
}

static void
assert_label_text (GtkWidget  *root,
                   const char *css_class,
                   guint       index,
                   const char *text)
{
  g_autoptr(GPtrArray) labels = labels_with_class (root, css_class, g_ptr_array_new ());

  g_assert_cmpuint (labels->len, >, index);
  g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (labels, index)), ==, text);
}

/* What the sheet shows of the rubbers: the line under the first one in the columns and on
 * the slate, each row's tally, and the mark on the chart. */
static void
assert_rubber_drawn (TarotSheetPanel *panel,
                     const Rubber    *rubber,
                     gboolean         next_begun)
{
  TarotScoreSheet *sheet = tarot_sheet_panel_get_sheet (panel);
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GPtrArray) tallies = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) current = NULL;
  g_autofree char *number = NULL;

  g_assert_true (tarot_score_sheet_is_rubber_end (sheet, 3));
  for (guint r = 0; r < 3; r++)
    g_assert_false (tarot_score_sheet_is_rubber_end (sheet, r));

  tarot_sheet_panel_set_view (panel, "columns");
  tarot_ui_test_settle ();
  lines = labels_with_class (GTK_WIDGET (panel), "sheet-game-line", g_ptr_array_new ());
  g_assert_cmpuint (lines->len, ==, 1);
  g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (lines, 0)), ==, rubber->line);
  /* a tally under each player's figures, four players a row, the rubber's fourth hand fourth */
  tallies = labels_with_class (GTK_WIDGET (panel), "rubber-tally", g_ptr_array_new ());
  g_assert_cmpuint (tallies->len, ==, 4 * (next_begun ? 5 : 4));
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *text = g_strdup_printf ("%d", rubber->tally[seat]);

      g_assert_cmpint (tarot_score_sheet_get_rubber_tally (sheet, 3, seat), ==, rubber->tally[seat]);
      g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (tallies, 3 * 4 + seat)), ==, text);
    }

  tarot_sheet_panel_set_view (panel, "slate");
  tarot_ui_test_settle ();
  assert_label_text (GTK_WIDGET (panel), "slate-game-title", 0, "Rubber 1");
  games = labels_with_class (GTK_WIDGET (panel), "slate-game", g_ptr_array_new ());
  g_assert_cmpuint (games->len, ==, 2);
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *text = g_strdup_printf ("%d", rubber->slate[side]);

      g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (games, side)), ==, text);
    }
  g_assert_true (gtk_widget_has_css_class (g_ptr_array_index (games, 0), "game-winner"));
  g_assert_false (gtk_widget_has_css_class (g_ptr_array_index (games, 1), "game-winner"));
  /* the slate chalks the tally of the rubber under way */
  current = labels_with_class (GTK_WIDGET (panel), "slate-current", g_ptr_array_new ());
  g_assert_cmpuint (current->len, ==, 2);
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *text = g_strdup_printf ("%d", next_begun ? rubber->next[side] : rubber->slate[side]);

      g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (current, side)), ==, text);
    }
  number = g_strdup_printf (next_begun ? "Rubber 2, hand 2" : "Rubber 2, hand 1");
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (panel), number));
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (panel), "Rubbers won: Anna & Clà 1 · Ben & Duri 0"));
}

static void
test_rubber (gconstpointer data)
{
  const Rubber *rubber = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (rubber->variant, &error);
  g_autoptr(TarotTableSession) loaded = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *csv_line = NULL;
  g_autofree char *shot = NULL;
  TarotTableSession *session;
  TarotSessionPage *page;
  TarotSheetPanel *panel;
  TarotScoreSheet *sheet;
  Table table = { 0 };

  g_assert_no_error (error);
  table_open (&table, 1280, 900);
  session = start_session (&table, variant, 4, 0);
  page = tarot_sessions_page_get_session_page (table.page);
  panel = tarot_session_page_get_sheet_panel (page);
  sheet = tarot_table_session_get_score_sheet (session);

  /* the rubber's shape is the session's, before any hand */
  g_assert_cmpuint (tarot_score_sheet_get_rubber_target (sheet), ==,
                    tarot_table_session_get_rules (session)->rubber.target);
  g_assert_cmpuint (tarot_score_sheet_get_rubber_target (sheet), >, 0);
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (panel), "Rubber 1, hand 1"));

  for (guint i = 0; i < 5; i++)
    add_hand (page, rubber->hands[i]);
  assert_rubber_drawn (panel, rubber, TRUE);

  /* the export has the rubber's line, with each player's tally */
  {
    g_autofree char *path = g_build_filename (table.dir, "rubber.csv", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    g_assert_true (tarot_sheet_panel_export_csv (panel, file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &csv, NULL, &error));
    csv_line = g_strdup_printf (",,Rubber 1: won by Anna & Clà,%d,%d,%d,%d\r\n",
                                rubber->tally[0], rubber->tally[1], rubber->tally[2], rubber->tally[3]);
    g_assert_nonnull (strstr (csv, csv_line));
    g_assert_cmpint (g_remove (path), ==, 0);
  }

  gtk_window_set_default_size (GTK_WINDOW (table.window), 360, 720);
  tarot_session_page_show (page, "sheet");
  tarot_ui_test_settle ();
  tarot_sheet_panel_set_view (panel, "columns");
  tarot_ui_test_settle ();
  shot = g_strdup_printf ("keep-score-rubber-%s-360-columns", rubber->name);
  screenshots (table.window, shot);
  g_free (shot);
  tarot_sheet_panel_set_view (panel, "slate");
  tarot_ui_test_settle ();
  shot = g_strdup_printf ("keep-score-rubber-%s-360-slate", rubber->name);
  screenshots (table.window, shot);
  g_free (shot);
  gtk_window_set_default_size (GTK_WINDOW (table.window), 1280, 900);
  tarot_session_page_show (page, "form");
  tarot_sheet_panel_set_view (panel, "columns");
  tarot_ui_test_settle ();
  shot = g_strdup_printf ("keep-score-rubber-%s", rubber->name);
  screenshots (table.window, shot);
  g_free (shot);
  tarot_sheet_panel_set_view (panel, "chart");
  tarot_ui_test_settle ();
  shot = g_strdup_printf ("keep-score-rubber-%s-chart", rubber->name);
  screenshots (table.window, shot);
  tarot_sheet_panel_set_view (panel, "columns");

  /* taken back, the last hand leaves the first rubber closed and the second not begun */
  gtk_widget_activate_action (GTK_WIDGET (page), "session.undo", NULL);
  g_assert_cmpuint (tarot_table_session_get_n_hands (session), ==, 4);
  assert_rubber_drawn (panel, rubber, FALSE);

  /* the saved file gives the same rubbers back */
  loaded = tarot_table_session_load (tarot_table_session_get_path (session), &error);
  g_assert_no_error (error);
  tarot_sheet_panel_set_sheet (panel, tarot_table_session_get_score_sheet (loaded));
  assert_rubber_drawn (panel, rubber, FALSE);

  table_close (&table);
}

/* ------------------------------------------------------------------ */
/* The list of sessions                                                */

static AdwMessageDialog *
find_message_dialog (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static guint
count_files (const char *dir,
             gboolean    hidden)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (listing)) != NULL)
    n += (name[0] == '.') == hidden;
  return n;
}

static void
test_sessions_list (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) french = tarot_variant_load ("french-tarot", &error);
  g_autoptr(TarotVariant) troccas = tarot_variant_load ("troccas4", &error);
  g_autoptr(TarotTableSession) first = NULL;
  g_autoptr(TarotTableSession) second = NULL;
  g_autofree char *path = NULL;
  TarotSessionList *list;
  AdwMessageDialog *dialog;
  Table table = { 0 };

  g_assert_no_error (error);
  table_open (&table, 720, 720);
  list = tarot_sessions_page_get_list (table.page);

  /* nothing yet: the empty state offers to start */
  g_assert_nonnull (tarot_ui_test_find_button (GTK_WIDGET (table.page), "_Keep Score…"));

  /* several sessions at once, each with hands */
  first = g_object_ref (start_session (&table, french, 4, 0));
  add_hand (tarot_sessions_page_get_session_page (table.page),
            "{\"end\": \"played\", \"contract\": \"garde\", \"declarer\": 1, \"points\": 51, \"bouts\": 2}");
  second = g_object_ref (start_session (&table, troccas, 4, 1));
  add_hand (tarot_sessions_page_get_session_page (table.page), "{\"points\": [40, 32]}");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 2);
  g_assert_cmpuint (count_files (table.dir, FALSE), ==, 2);

  /* back to the list: name, game, totals */
  tarot_sessions_page_show_list (table.page);
  tarot_ui_test_settle ();
  g_assert_nonnull (find_row (table.page, tarot_table_session_get_name (first)));

  /* rename through the row's menu and its dialog */
  path = g_strdup (tarot_table_session_get_path (first));
  gtk_widget_activate_action (GTK_WIDGET (table.page), "sessions.rename", "s", path);
  tarot_ui_test_settle ();
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog)), "Friday at Clà’s");
  adw_message_dialog_response (dialog, "rename");
  tarot_ui_test_settle ();
  g_assert_cmpstr (tarot_table_session_get_name (first), ==, "Friday at Clà’s");
  g_assert_nonnull (find_row (table.page, "Friday at Clà’s"));
  {
    g_autoptr(TarotTableSession) reloaded = tarot_table_session_load (path, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (tarot_table_session_get_name (reloaded), ==, "Friday at Clà’s");
  }
  screenshots (table.window, "keep-score-sessions");

  /* delete: gone from the list, the file set aside; Undo brings both back */
  gtk_widget_activate_action (GTK_WIDGET (table.page), "sessions.delete", "s", path);
  tarot_ui_test_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 1);
  g_assert_cmpuint (count_files (table.dir, FALSE), ==, 1);
  g_assert_cmpuint (count_files (table.dir, TRUE), ==, 1);
  screenshots (table.window, "keep-score-sessions-deleted");
  gtk_widget_activate_action (GTK_WIDGET (table.page), "sessions.undo-delete", NULL);
  tarot_ui_test_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 2);
  g_assert_cmpuint (count_files (table.dir, FALSE), ==, 2);
  g_assert_cmpuint (count_files (table.dir, TRUE), ==, 0);

  /* deleted for good once the toast goes */
  g_assert_true (tarot_sessions_page_delete (table.page, second, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_files (table.dir, TRUE), ==, 1);
  g_assert_true (tarot_sessions_page_delete (table.page, first, &error));
  /* the second deletion made the first final */
  g_assert_cmpuint (count_files (table.dir, TRUE), ==, 1);
  g_assert_cmpuint (count_files (table.dir, FALSE), ==, 0);
  tarot_ui_test_settle ();
  g_assert_nonnull (tarot_ui_test_find_button (GTK_WIDGET (table.page), "_Keep Score…"));

  table_close (&table);
}

/* ------------------------------------------------------------------ */
/* In the window: Keep Score beside Play, the Scores page               */

static TarotNewSessionDialog *
find_session_dialog (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (TAROT_IS_NEW_SESSION_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

static void
test_window (gconstpointer data)
{
  TarotApplication *app = (TarotApplication *) data;
  TarotWindow *window = tarot_window_new (app);
  GtkWidget *games = tarot_window_get_page_widget (window, "games");
  TarotSessionsPage *page = TAROT_SESSIONS_PAGE (tarot_window_get_page_widget (window, "scores"));
  g_autoptr(GPtrArray) buttons = NULL;
  TarotNewSessionDialog *dialog;
  guint keep = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tarot_ui_test_wait_for (is_mapped, window, 5000));
  /* the games below the first screen are listed after the first frame */
  tarot_ui_test_settle ();

  /* every game offers Keep Score beside Play */
  buttons = widgets_of_type (games, GTK_TYPE_BUTTON, g_ptr_array_new ());
  for (guint i = 0; i < buttons->len; i++)
    keep += gtk_widget_get_mapped (g_ptr_array_index (buttons, i))
            && g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), "win.keep-score") == 0;
  {
    g_autoptr(GPtrArray) variants = tarot_variant_load_all (NULL);

    g_assert_cmpuint (keep, ==, variants->len);
  }

  /* the Scores page is a page of the window; with no session it offers to start one */
  tarot_window_set_page (window, "scores");
  tarot_ui_test_settle ();
  g_assert_cmpstr (tarot_window_get_page (window), ==, "scores");
  g_assert_true (gtk_widget_get_sensitive (tarot_ui_test_find_button (GTK_WIDGET (page), "_Keep Score…")));

  /* Keep Score on a game opens the dialog with that game chosen; Start opens the session */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.keep-score", "s", "troccas4");
  tarot_ui_test_settle ();
  dialog = find_session_dialog ();
  g_assert_nonnull (dialog);
  {
    AdwComboRow *game = ADW_COMBO_ROW (find_row (dialog, "_Game"));

    g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (game)), ==, "Troccas");
  }
  gtk_editable_set_text (GTK_EDITABLE (find_row (dialog, "Player 1")), "Gion");
  screenshots (GTK_WIDGET (dialog), "keep-score-new-session");
  press (dialog, "_Start");
  tarot_ui_test_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tarot_sessions_page_get_list (page))), ==, 1);
  g_assert_nonnull (tarot_session_page_get_session (tarot_sessions_page_get_session_page (page)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (tarot_sessions_page_get_session_page (page))));

  /* the next session offers the same table's names */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.keep-score", "s", "");
  tarot_ui_test_settle ();
  dialog = find_session_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_row (dialog, "Player 1"))), ==, "Gion");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_row (dialog, "Player 2"))), ==, "Player 2");
  gtk_window_close (GTK_WINDOW (dialog));

  gtk_window_destroy (GTK_WINDOW (window));
  tarot_ui_test_settle ();
}

/* A session that cannot be written says so, keeps going, and saves again with Retry. */
static void
test_save_failed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("tapp-tarock", &error);
  g_autofree char *path = NULL;
  g_autofree char *blocked = NULL;
  TarotSessionPage *page;
  TarotTableSession *session;
  GtkInfoBar *bar;
  Table table = { 0 };

  g_assert_no_error (error);
  table_open (&table, 1000, 800);
  session = start_session (&table, variant, 3, 0);
  page = tarot_sessions_page_get_session_page (table.page);
  bar = GTK_INFO_BAR (gtk_widget_get_template_child (GTK_WIDGET (page), TAROT_TYPE_SESSION_PAGE, "save_bar"));
  g_assert_false (gtk_info_bar_get_revealed (bar));

  /* a directory where the file should be: writing fails */
  path = g_strdup (tarot_table_session_get_path (session));
  blocked = g_build_filename (table.dir, "blocked", NULL);
  g_assert_cmpint (g_mkdir (blocked, 0700), ==, 0);
  tarot_table_session_set_path (session, blocked);
  add_hand (page, "{\"end\": \"played\", \"declarer\": 1, \"contract\": \"dreier\", \"points\": 40}");
  g_assert_true (gtk_info_bar_get_revealed (bar));
  screenshots (table.window, "keep-score-save-failed");

  /* Retry after the problem went */
  g_assert_cmpint (g_rmdir (blocked), ==, 0);
  gtk_info_bar_response (bar, 1);
  g_assert_false (gtk_info_bar_get_revealed (bar));
  g_assert_true (g_file_test (blocked, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (g_remove (blocked), ==, 0);
  tarot_table_session_set_path (session, path);

  table_close (&table);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TarotApplication) app = NULL;

  tarot_ui_test_init (&argc, &argv);

  /* the application's startup loads the style sheets */
  app = tarot_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/keep-score/form/fixture", test_form_fixture);
  for (guint i = 0; i < G_N_ELEMENTS (families); i++)
    {
      g_autofree char *path = g_strdup_printf ("/keep-score/session/%s", families[i].name);

      g_test_add_data_func (path, &families[i], test_family);
    }
  for (guint i = 0; i < G_N_ELEMENTS (rubbers); i++)
    {
      g_autofree char *path = g_strdup_printf ("/keep-score/rubber/%s", rubbers[i].name);

      g_test_add_data_func (path, &rubbers[i], test_rubber);
    }
  g_test_add_func ("/keep-score/sessions", test_sessions_list);
  g_test_add_func ("/keep-score/save-failed", test_save_failed);
  g_test_add_data_func ("/keep-score/window", app, test_window);

  return g_test_run ();
}
