/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-application.h"
#include "tarot-i18n.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TarotApplication) app = NULL;

  /* Before GTK starts, so that its own strings follow the chosen language too. */
  tarot_i18n_init ();

  app = tarot_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
