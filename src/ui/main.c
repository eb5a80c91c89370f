/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-application.h"
#include "tarot-i18n.h"

/* Without a GPU device GTK's GL renderer runs on Mesa's software rasteriser, which costs
 * about 80 MiB and a slower first frame; drawing with cairo is cheaper there for a card table
 * that changes a few cards at a time.  GSK_RENDERER set by the user still wins. */
static void
choose_renderer (void)
{
  if (g_getenv ("GSK_RENDERER") == NULL && !g_file_test ("/dev/dri", G_FILE_TEST_IS_DIR))
    g_setenv ("GSK_RENDERER", "cairo", FALSE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TarotApplication) app = NULL;

  /* Before GTK starts, so that its own strings follow the chosen language too. */
  tarot_i18n_init ();
  choose_renderer ();

  app = tarot_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
