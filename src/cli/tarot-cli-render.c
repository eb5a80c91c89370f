/* tarot-cli-render.c — `render`: card faces to PNG files, and the render figures of `bench`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "cards/tarot-card-renderer.h"
#include "model/tarot-error.h"
#include "tarot-cli.h"

static gboolean
parse_index_mode (const char      *str,
                  TarotIndexMode  *mode,
                  GError         **error)
{
  if (str == NULL || g_str_equal (str, "traditional"))
    *mode = TAROT_INDEX_TRADITIONAL;
  else if (g_str_equal (str, "assisted"))
    *mode = TAROT_INDEX_ASSISTED;
  else
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("--index: expected “traditional” or “assisted”, got “%s”"), str);
      return FALSE;
    }

  return TRUE;
}

int
tarot_cli_render (int    argc,
                  char **argv)
{
  g_autofree char *pack_id = NULL;
  g_autofree char *index = NULL;
  g_autofree char *language = NULL;
  g_autofree char *out = NULL;
  g_autofree char *faces = NULL;
  g_autoptr(TarotCardRenderer) renderer = NULL;
  g_autoptr(GError) error = NULL;
  gboolean four_colour = FALSE;
  TarotIndexMode mode;
  int width = 120;
  GOptionEntry entries[] = {
    { "pack", 0, 0, G_OPTION_ARG_STRING, &pack_id, N_("Pack id"), N_("ID") },
    { "width", 'w', 0, G_OPTION_ARG_INT, &width, N_("Card width in pixels (default 120)"), N_("PX") },
    { "index", 0, 0, G_OPTION_ARG_STRING, &index, N_("Index mode: traditional (default) or assisted"), N_("MODE") },
    { "language", 0, 0, G_OPTION_ARG_STRING, &language, N_("Language of the court letters in assisted indices (en, de, fr, hu, rm)"), N_("LANG") },
    { "four-colour", 0, 0, G_OPTION_ARG_NONE, &four_colour, N_("Four-colour suits for French packs"), NULL },
    { "faces", 0, 0, G_OPTION_ARG_STRING, &faces, N_("A face substitution of the pack, e.g. red_fours"), N_("ID") },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out, N_("Directory to write one PNG per card into"), N_("DIR") },
    { NULL }
  };

  if (!tarot_cli_parse ("render", _("Render every card of a pack to PNG files"), entries, &argc, &argv))
    return 2;

  if (pack_id == NULL || out == NULL)
    {
      g_set_error (&error, TAROT_ERROR, TAROT_ERROR_INVALID, _("--pack and --out are required"));
      return tarot_cli_fail ("render", error);
    }
  if (width < 16 || width > 4096)
    {
      g_set_error (&error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("--width: expected 16 to 4096 pixels, got %d"), width);
      return tarot_cli_fail ("render", error);
    }
  if (!parse_index_mode (index, &mode, &error))
    return tarot_cli_fail ("render", error);

  renderer = tarot_card_renderer_new ();
  if (!tarot_card_renderer_set_pack (renderer, pack_id, &error))
    return tarot_cli_fail ("render", error);
  tarot_card_renderer_set_index_mode (renderer, mode);
  tarot_card_renderer_set_four_colour (renderer, four_colour);
  if (language != NULL)
    tarot_card_renderer_set_language (renderer, language);
  if (faces != NULL && !tarot_card_renderer_set_face_substitution (renderer, faces))
    {
      g_set_error (&error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("--faces: the pack %s has no face substitution “%s”"), pack_id, faces);
      return tarot_cli_fail ("render", error);
    }

  if (g_mkdir_with_parents (out, 0755) != 0)
    {
      g_set_error (&error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("--out: cannot create the directory “%s”"), out);
      return tarot_cli_fail ("render", error);
    }
  if (!tarot_card_renderer_write_pngs (renderer, width, out, &error))
    return tarot_cli_fail ("render", error);

  printf (_("Wrote %u cards and the back of %s to %s\n"),
          tarot_pack_get_n_cards (tarot_card_renderer_get_pack (renderer)), pack_id, out);

  return 0;
}

/* Milliseconds to render a whole pack at 120 px from a fresh renderer, best of
 * three; into @json when given, else printed. */
void
tarot_cli_bench_render (JsonObject *json)
{
  g_auto(GStrv) packs = tarot_pack_list_ids ();
  JsonObject *figures = json_object_new ();

  if (json == NULL)
    printf ("\n%s\n", _("Rendering every card of a pack at 120 px wide (best of 3):"));

  for (guint i = 0; packs[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      double best = -1;

      for (guint run = 0; run < 3; run++)
        {
          double ms = tarot_card_renderer_bench_pack (packs[i], 120, &error);

          if (ms < 0)
            break;
          best = best < 0 ? ms : MIN (best, ms);
        }

      if (best >= 0)
        json_object_set_double_member (figures, packs[i], best);
      if (json != NULL)
        continue;
      if (best < 0)
        printf ("  %-16s %s\n", packs[i], error->message);
      else
        printf ("  %-16s %8.1f ms\n", packs[i], best);
    }

  if (json != NULL)
    json_object_set_object_member (json, "render_pack_120px_ms", figures);
  else
    json_object_unref (figures);
}
