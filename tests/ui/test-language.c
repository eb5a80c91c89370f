/* test-language.c — the interface shows the language chosen in TRIUMPHS_TEST_LANGUAGE
 *
 * Run once per language by meson: the language is fixed before GTK starts, exactly as
 * main() does with the Language preference.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-ui-test-util.h"
#include "ui/tarot-application.h"
#include "ui/tarot-window.h"

/* The start page heading, as each translation renders it. */
static const struct { const char *code; const char *heading; const char *games_tab; } expected[] = {
  { "en", "Choose a Game", "Games" },
  { "de", "Spiel auswählen", "Spiele" },
  { "fr", "Choisir un jeu", "Jeux" },
  { "hu", "Válasszon játékot", "Játékok" },
  { "rm", "Tscherner in giug", "Gieus" },
};

static void
test_heading_translated (void)
{
  const char *code = g_getenv ("TRIUMPHS_TEST_LANGUAGE");
  g_autoptr(TarotApplication) app = tarot_application_new ();
  GtkWindow *window;
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
