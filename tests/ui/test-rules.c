/* test-rules.c — the games list grouped by tradition, and the rules of each game, in the
 * language chosen in TRIUMPHS_TEST_LANGUAGE (run once per language by meson)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "model/tarot-game.h"
#include "model/tarot-rule-book.h"
#include "model/tarot-tradition-list.h"
#include "model/tarot-variant.h"
#include "tarot-ui-test-util.h"
#include "ui/tarot-application.h"
#include "ui/tarot-rules-page.h"
#include "ui/tarot-window.h"

static TarotApplication *app;

static TarotWindow *
get_window (void)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    {
      g_application_activate (G_APPLICATION (app));
      window = gtk_application_get_active_window (GTK_APPLICATION (app));
    }
  return TAROT_WINDOW (window);
}

/* The groups of the games list (by their title) and the games in each, in the order shown. */
static void
collect_groups (GtkWidget *root,
                GPtrArray *groups)
{
  if (ADW_IS_PREFERENCES_GROUP (root) && gtk_widget_get_visible (root))
    {
      const char *title = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (root));
      GPtrArray *group = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (group, g_strdup (title));
      g_ptr_array_add (groups, group);
    }
  else if (ADW_IS_EXPANDER_ROW (root) && groups->len > 0)
    {
      GPtrArray *group = g_ptr_array_index (groups, groups->len - 1);

      g_ptr_array_add (group, g_strdup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root))));
      return;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_groups (child, groups);
}

static const char *
variant_name (const char *id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (id, &error);

  g_assert_no_error (error);
  return g_intern_string (tarot_variant_get_name (variant));
}

/* French, Swiss, Austrian, Hungarian, then Italian games; within a group by family and player count, whatever the
 * translated names (in Hungarian "Háromszemélyes Troccas" would sort far from "Troccas"). */
static void
test_games_grouped (void)
{
  static const char *const expected[][32] = {
    { "french", "french-tarot", NULL },
    { "swiss", "troccas3", "troccas4", "troccas5", "troccas6" },
    { "austrian", "koenigrufen", "tapp-doppen", "tapp-tarock", NULL },
    { "hungarian", "hungarian-tarokk", NULL },
    { "italian", "terziglio", "ottocento", "calatafimi2", "calatafimi3", "calatafimi4", "mitigati-lombardi", "mitigati-pinerolo", "mitigati-torino", "asti3", "scarto", "tarocchi-como",
      "bedretto", "chiamare-il-re", "mitigati4", "asti4", "tarocchi4", "tarocchi-ticino",
      "barcellona3", "mineo3", "vanto", "vanto-antico", "barcellona4", "mineo4", "tortorici4", NULL },
  };
  g_autoptr(TarotTraditionList) traditions = tarot_tradition_list_load (NULL);
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  TarotWindow *window = get_window ();
  guint first;

  g_assert_nonnull (traditions);
  tarot_window_set_page (window, "games");
  tarot_ui_test_settle ();
  collect_groups (tarot_window_get_page_widget (window, "games"), groups);

  /* the heading group ("Choose a Game") comes first and holds no game */
  g_assert_cmpuint (groups->len, >=, G_N_ELEMENTS (expected) + 1);
  g_assert_cmpuint (((GPtrArray *) g_ptr_array_index (groups, 0))->len, ==, 1);
  first = 1;
  g_assert_cmpuint (groups->len, ==, first + G_N_ELEMENTS (expected));

  for (guint g = 0; g < G_N_ELEMENTS (expected); g++)
    {
      GPtrArray *group = g_ptr_array_index (groups, first + g);
      int rank = tarot_tradition_list_find (traditions, expected[g][0]);
      guint n = 0;

      g_assert_cmpint (rank, >=, 0);
      g_assert_cmpstr (g_ptr_array_index (group, 0), ==, tarot_tradition_list_get_title (traditions, rank));
      for (guint i = 1; i < G_N_ELEMENTS (expected[g]) && expected[g][i] != NULL; i++, n++)
        {
          g_assert_cmpuint (i, <, group->len);
          g_assert_cmpstr (g_ptr_array_index (group, i), ==, variant_name (expected[g][i]));
        }
      g_assert_cmpuint (group->len, ==, n + 1);
    }
}

static GtkWidget *
find_rules_row (GtkWidget  *root,
                const char *variant_id)
{
  if (ADW_IS_ACTION_ROW (root)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), "win.game-rules") == 0
      && g_str_equal (g_variant_get_string (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (root)), NULL),
                      variant_id))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_rules_row (child, variant_id);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Opens the row of a game in the games list (its rules row is made then) and returns
 * that rules row. */
static GtkWidget *
open_rules_row (GtkWidget  *games,
                const char *variant_id)
{
  g_autoptr(TarotVariant) variant = tarot_variant_load (variant_id, NULL);
  GtkWidget *name = tarot_ui_test_find_label (games, tarot_variant_get_name (variant));
  GtkWidget *row;

  g_assert_nonnull (name);
  row = gtk_widget_get_ancestor (name, ADW_TYPE_EXPANDER_ROW);
  g_assert_nonnull (row);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  tarot_ui_test_settle ();
  return find_rules_row (row, variant_id);
}

static gboolean
has_label (GtkWidget  *root,
           const char *text)
{
  return tarot_ui_test_find_label (root, text) != NULL;
}

static TarotRulesPage *
find_rules_page (GtkWidget *root)
{
  if (TAROT_IS_RULES_PAGE (root))
    return TAROT_RULES_PAGE (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      TarotRulesPage *found = find_rules_page (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Every section of the book meant for @variant_id is shown, and no other. */
static void
assert_shows_rules_of (GtkWindow  *rules_window,
                       const char *variant_id)
{
  g_autoptr(TarotVariant) variant = tarot_variant_load (variant_id, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotRuleBook) book = tarot_rule_book_load (tarot_variant_get_rules_id (variant), &error);
  TarotRulesPage *page = find_rules_page (GTK_WIDGET (rules_window));
  guint shown = 0, hidden = 0;

  g_assert_no_error (error);
  g_assert_nonnull (page);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (rules_window)));
  g_assert_cmpstr (tarot_variant_get_id (tarot_rules_page_get_variant (page)), ==, variant_id);
  g_assert_true (g_str_has_prefix (gtk_window_get_title (rules_window), tarot_variant_get_name (variant)));
  g_assert_true (has_label (GTK_WIDGET (page), tarot_variant_get_name (variant)));

  for (guint s = 0; s < tarot_rule_book_get_n_sections (book); s++)
    {
      const char *first = tarot_rule_book_get_paragraph (book, s, 0);

      if (tarot_rule_book_section_applies (book, s, variant_id))
        {
          g_assert_true (has_label (GTK_WIDGET (page), tarot_rule_book_get_heading (book, s)));
          g_assert_true (has_label (GTK_WIDGET (page), first));
          shown++;
        }
      else if (!has_label (GTK_WIDGET (page), first))
        {
          hidden++;
        }
      else
        {
          g_error ("%s: the section \"%s\" of another game is shown", variant_id,
                   tarot_rule_book_get_heading (book, s));
        }
    }
  g_assert_cmpuint (shown, >, 4);
  g_assert_cmpuint (hidden, >, 0);

  for (guint t = 0; t < tarot_rule_book_get_n_terms (book); t++)
    if (tarot_rule_book_term_applies (book, t, variant_id))
      g_assert_true (has_label (GTK_WIDGET (page), tarot_rule_book_get_meaning (book, t)));
}

static void
set_style (AdwColorScheme scheme)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  tarot_ui_test_settle ();
}

/* The games list opens each game's rules; screenshots at 360 px and at a usual width. */
static void
test_rules_from_games_list (void)
{
  const char *lang = g_getenv ("TRIUMPHS_TEST_LANGUAGE");
  TarotWindow *window = get_window ();
  GtkWidget *games = tarot_window_get_page_widget (window, "games");
  GtkWidget *row;
  GtkWindow *rules;

  tarot_window_set_page (window, "games");
  tarot_ui_test_settle ();
  row = open_rules_row (games, "troccas4");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_mapped (row));
  gtk_widget_activate (row);
  tarot_ui_test_settle ();

  rules = tarot_window_get_rules_window (window);
  g_assert_nonnull (rules);
  assert_shows_rules_of (rules, "troccas4");

  for (guint s = 0; s < 3; s++)
    {
      g_autofree char *name = g_strdup_printf ("rules-troccas4-%s-%s", lang,
                                               s == 0 ? "light" : s == 1 ? "dark" : "360-light");

      gtk_window_set_default_size (rules, s < 2 ? 720 : 360, 900);
      set_style (s == 1 ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      if (s == 2)
        g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (rules)), <=, 360);
      g_free (tarot_ui_test_screenshot (GTK_WIDGET (rules), name));
    }

  /* the end of the page: the example of the score and the glossary */
  {
    g_autofree char *name = g_strdup_printf ("rules-troccas4-%s-360-glossary", lang);
    GtkWidget *scroller = gtk_widget_get_ancestor (tarot_ui_test_find_label (GTK_WIDGET (rules), "scart"),
                                                   GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    tarot_ui_test_settle ();
    g_free (tarot_ui_test_screenshot (GTK_WIDGET (rules), name));
  }

  /* the same window follows the next game asked for */
  row = open_rules_row (games, "troccas3");
  g_assert_nonnull (row);
  gtk_widget_activate (row);
  tarot_ui_test_settle ();
  g_assert_true (tarot_window_get_rules_window (window) == rules);
  assert_shows_rules_of (rules, "troccas3");
  gtk_window_close (rules);
  tarot_ui_test_settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (rules)));
}

/* F1 shows the rules of the game on the table, and only while there is one. */
static void
test_rules_of_game_on_table (void)
{
  static const char *const names[] = { "Anna", "Bruno", "Carla" };
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.rules");
  TarotWindow *window = get_window ();
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (window), "rules");
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("tapp-doppen", &error);
  g_autoptr(TarotGame) game = NULL;

  g_assert_no_error (error);
  g_assert_true (g_strv_contains ((const char *const *) accels, "F1"));
  g_assert_nonnull (action);
  if (!g_action_get_enabled (action))
    {
      game = tarot_game_new (variant, 3, NULL, names, 0x1, 11, &error);
      g_assert_no_error (error);
      tarot_window_start_game (window, game);
    }
  else
    {
      g_error ("win.rules is enabled with no game on the table");
    }
  g_assert_true (g_action_get_enabled (action));

  g_action_activate (action, NULL);
  tarot_ui_test_settle ();
  assert_shows_rules_of (tarot_window_get_rules_window (window), "tapp-doppen");
  {
    g_autofree char *name = g_strdup_printf ("rules-tapp-doppen-%s", g_getenv ("TRIUMPHS_TEST_LANGUAGE"));

    g_free (tarot_ui_test_screenshot (GTK_WIDGET (tarot_window_get_rules_window (window)), name));
  }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tarot_ui_test_init (&argc, &argv);
  app = tarot_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/rules/games-grouped", test_games_grouped);
  g_test_add_func ("/rules/from-games-list", test_rules_from_games_list);
  g_test_add_func ("/rules/game-on-table", test_rules_of_game_on_table);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
