/* test-language.c — the interface shows the language chosen in TRIUMPHS_TEST_LANGUAGE
 *
 * Run once per language by meson: the language is fixed before GTK starts, exactly as
 * main() does with the Language preference.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "model/tarot-variant.h"
#include "tarot-ui-test-util.h"
#include "ui/tarot-application.h"
#include "ui/tarot-window.h"

/* The start page heading, as each translation renders it, and the name of
 * the troccas3 variant, which comes from its data file, not from the catalogue. */
static const struct
{
  const char *code;
  const char *heading;
  const char *games_tab;
  const char *variant_name;
} expected[] = {
  { "en", "Choose a Game", "Games", "Troccas for three" },
  { "de", "Spiel auswählen", "Spiele", "Troccas zu dritt" },
  { "fr", "Choisir un jeu", "Jeux", "Troccas à trois" },
  { "hu", "Válasszon játékot", "Játékok", "Háromszemélyes Troccas" },
  { "rm", "Tscherner in giug", "Gieus", "Troccas per treis" },
};

static void
test_heading_translated (void)
{
  const char *code = g_getenv ("TRIUMPHS_TEST_LANGUAGE");
  g_autoptr(TarotApplication) app = tarot_application_new ();
  g_autoptr(TarotVariant) variant = tarot_variant_load ("troccas3", NULL);
  GtkWindow *window;
  GtkWidget *name, *row;
  guint i;

  for (i = 0; i < G_N_ELEMENTS (expected); i++)
    if (g_strcmp0 (expected[i].code, code) == 0)
      break;
  g_assert_cmpuint (i, <, G_N_ELEMENTS (expected));

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  tarot_window_set_page (TAROT_WINDOW (window), "games");
  tarot_ui_test_settle ();

  if (tarot_ui_test_find_label (GTK_WIDGET (window), expected[i].heading) == NULL)
    g_error ("%s: the heading “%s” is not shown", code, expected[i].heading);
  if (tarot_ui_test_find_label (GTK_WIDGET (window), expected[i].games_tab) == NULL)
    g_error ("%s: the page title “%s” is not shown", code, expected[i].games_tab);

  if ((name = tarot_ui_test_find_label (GTK_WIDGET (window), expected[i].variant_name)) == NULL)
    g_error ("%s: the game “%s” is not listed", code, expected[i].variant_name);
  row = gtk_widget_get_ancestor (name, ADW_TYPE_EXPANDER_ROW);
  g_assert_nonnull (row);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  tarot_ui_test_settle ();
  g_assert_nonnull (variant);
  if (tarot_ui_test_find_label (row, tarot_variant_get_description (variant)) == NULL)
    g_error ("%s: the description of “%s” is not shown", code, expected[i].variant_name);

  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  tarot_ui_test_init (&argc, &argv);

  g_test_add_func ("/language/heading", test_heading_translated);

  return g_test_run ();
}
