/* bench-cards.c — face rendering times per pack (figures only; never asserted)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "cards/tarot-card-renderer.h"

int
main (int   argc,
      char *argv[])
{
  g_auto(GStrv) ids = tarot_pack_list_ids ();
  int width = argc > 1 ? (int) g_ascii_strtoll (argv[1], NULL, 10) : 120;

  if (ids[0] == NULL)
    {
      fprintf (stderr, "no packs found (is TRIUMPHS_DATA_DIR set?)\n");
      return 1;
    }

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      double best = G_MAXDOUBLE;

      /* best of three: the machine is shared, the minimum is the least disturbed run */
      for (guint run = 0; run < 3; run++)
        {
          double ms = tarot_card_renderer_bench_pack (ids[i], width, &error);

          if (ms < 0)
            {
              fprintf (stderr, "%s: %s\n", ids[i], error->message);
              return 1;
            }
          best = MIN (best, ms);
        }
      printf ("%-14s %d px: %6.1f ms for the whole pack\n", ids[i], width, best);
    }
  return 0;
}
