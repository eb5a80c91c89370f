/* test-games-data.c — the games page with broken or missing variant files
 *
 * Each case runs in a subprocess with its own data directory, because the data
 * directory is fixed for the life of a process.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "tarot-ui-test-util.h"
#include "ui/tarot-application.h"
#include "ui/tarot-window.h"

static char *
make_data_dir (gboolean with_variants)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-test-XXXXXX", &error);
  g_autofree char *variants = g_build_filename (dir, "variants", NULL);
  g_autofree char *packs = g_build_filename (dir, "packs", NULL);
  g_autofree char *source_packs = g_build_filename (g_getenv ("TRIUMPHS_DATA_DIR"), "packs", NULL);
  g_autofree char *cards = g_build_filename (dir, "cards", NULL);
  g_autofree char *source_cards = g_build_filename (g_getenv ("TRIUMPHS_DATA_DIR"), "cards", NULL);

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir (variants, 0755), ==, 0);
  g_assert_cmpint (symlink (source_packs, packs), ==, 0);
  /* the games list draws each game's pack */
  g_assert_cmpint (symlink (source_cards, cards), ==, 0);

  if (with_variants)
    {
      g_autofree char *good_source = g_build_filename (g_getenv ("TRIUMPHS_DATA_DIR"),
                                                       "variants", "french-tarot.json", NULL);
      g_autofree char *good = g_build_filename (variants, "french-tarot.json", NULL);
      g_autofree char *broken = g_build_filename (variants, "broken.json", NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (good_source, &contents, &length, &error));
      g_assert_true (g_file_set_contents (good, contents, length, &error));
      g_assert_true (g_file_set_contents (broken, "{ \"id\": \"broken\", ", -1, &error));
      g_assert_no_error (error);
    }

  return g_steal_pointer (&dir);
}

static void
remove_data_dir (const char *dir)
{
  const char *names[] = { "variants/french-tarot.json", "variants/broken.json", "variants", "packs", "cards" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);

      g_remove (path);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static GtkWindow *
open_window (TarotApplication *app)
{
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_application_activate (G_APPLICATION (app));
  tarot_window_set_page (TAROT_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app))),
                         "games");
  tarot_ui_test_settle ();

  return gtk_application_get_active_window (GTK_APPLICATION (app));
}

static GtkWidget *
find_label_containing (GtkWidget  *root,
                       const char *text)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_label (GTK_LABEL (root)), text) != NULL
      && gtk_widget_get_mapped (root))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_containing (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* A broken file is listed with its name and problem; the good game stays playable. */
static void
test_broken_variant_listed (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(TarotApplication) app = tarot_application_new ();
      GtkWindow *window = open_window (app);
      g_autofree char *path = NULL;

      g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (window), "French Tarot"));
      g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (window),
                                                  "Game Files That Could Not Be Read"));
      g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "broken.json"));
      path = tarot_ui_test_screenshot (GTK_WIDGET (window), "games-broken-file");
      gtk_window_destroy (window);
      return;
    }

  {
    g_autofree char *dir = make_data_dir (TRUE);

    g_setenv ("TRIUMPHS_DATA_DIR", dir, TRUE);
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
    remove_data_dir (dir);
    g_test_trap_assert_passed ();
  }
}

/* No variant files at all: an empty state that names the folder searched. */
static void
test_no_variants (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(TarotApplication) app = tarot_application_new ();
      GtkWindow *window = open_window (app);

      g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (window), "No Games Found"));
      g_assert_nonnull (find_label_containing (GTK_WIDGET (window), g_getenv ("TRIUMPHS_DATA_DIR")));
      gtk_window_destroy (window);
      return;
    }

  {
    g_autofree char *dir = make_data_dir (FALSE);

    g_setenv ("TRIUMPHS_DATA_DIR", dir, TRUE);
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
    remove_data_dir (dir);
    g_test_trap_assert_passed ();
  }
}

int
main (int   argc,
      char *argv[])
{
  tarot_ui_test_init (&argc, &argv);

  g_test_add_func ("/games-data/broken-variant", test_broken_variant_listed);
  g_test_add_func ("/games-data/no-variants", test_no_variants);

  return g_test_run ();
}
