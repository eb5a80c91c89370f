/* tarot-cli-variants.c — `triumphs-cli variants`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "model/tarot-data.h"
#include "tarot-cli.h"

int
tarot_cli_variants (int    argc,
                    char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL },
  };
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GPtrArray) variants = NULL;

  if (!tarot_cli_parse ("variants", _("List the variants"), entries, &argc, &argv))
    return 2;

  variants = tarot_variant_load_all (errors);
  if (json)
    {
      JsonObject *root = json_object_new ();
      JsonArray *list = json_array_new ();
      JsonArray *broken = json_array_new ();

      for (guint i = 0; i < variants->len; i++)
        {
          TarotVariant *v = g_ptr_array_index (variants, i);
          JsonObject *o = json_object_new ();
          JsonObject *players = json_object_new ();

          json_object_set_string_member (o, "id", tarot_variant_get_id (v));
          json_object_set_string_member (o, "name", tarot_variant_get_name (v));
          json_object_set_string_member (o, "family", tarot_variant_get_family_id (v));
          json_object_set_string_member (o, "pack", tarot_variant_get_pack_id (v));
          json_object_set_int_member (players, "min", tarot_variant_get_min_players (v));
          json_object_set_int_member (players, "max", tarot_variant_get_max_players (v));
          json_object_set_object_member (o, "players", players);
          json_object_set_string_member (o, "description", tarot_variant_get_description (v));
          json_array_add_object_element (list, o);
        }
      for (guint i = 0; i < errors->len; i++)
        json_array_add_string_element (broken, ((GError *) g_ptr_array_index (errors, i))->message);
      json_object_set_array_member (root, "variants", list);
      json_object_set_array_member (root, "errors", broken);
      tarot_cli_print_json (root);
      json_object_unref (root);
    }
  else
    {
      for (guint i = 0; i < variants->len; i++)
        {
          TarotVariant *v = g_ptr_array_index (variants, i);

          printf ("%-24s ", tarot_variant_get_id (v));
          tarot_cli_print_padded (tarot_variant_get_name (v), 28);
          printf (" %u–%u  %s\n", tarot_variant_get_min_players (v), tarot_variant_get_max_players (v),
                  tarot_variant_get_pack_id (v));
        }
      for (guint i = 0; i < errors->len; i++)
        fprintf (stderr, "%s\n", ((GError *) g_ptr_array_index (errors, i))->message);
    }

  if (variants->len == 0 && errors->len == 0)
    {
      g_autofree char *dir = tarot_data_path ("variants", NULL);

      fprintf (stderr, "triumphs-cli variants: %s “%s”\n", _("no variant files found in"), dir);
      return 1;
    }
  return 0;
}
