/* tarot-card-palette.c — per-pack colours, applied by swapping the parts' reference colours
 *
 * Parts and generated elements are written in a fixed reference palette; a pack's palette
 * (data/cards/palettes.json) says what each reference colour becomes.  The swap is one pass
 * over the finished SVG so that a target colour that happens to equal another reference
 * colour is never swapped twice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "cards/tarot-card-palette.h"
#include "model/tarot-error.h"
#include "model/tarot-json.h"

static const struct
{
  const char *name;
  const char *reference;
} colour_names[] = {
  { "ink", TAROT_REF_INK },
  { "red", TAROT_REF_RED },
  { "blue", TAROT_REF_BLUE },
  { "yellow", TAROT_REF_YELLOW },
  { "green", TAROT_REF_GREEN },
  { "flesh", TAROT_REF_FLESH },
  { "paper", TAROT_REF_PAPER },
  { "sky", TAROT_REF_SKY },
  { "brown", TAROT_REF_BROWN },
  { "white", TAROT_REF_WHITE },
};

static const char *suit_keys[] = { "spades", "clubs", "hearts", "diamonds" };

struct _TarotCardPalettes
{
  GHashTable *palettes;         /* name → (reference hex → hex) */
  char       *suits[2][4];      /* [four_colour][suit] */
};

void
tarot_card_palettes_free (TarotCardPalettes *palettes)
{
  if (palettes == NULL)
    return;
  g_clear_pointer (&palettes->palettes, g_hash_table_unref);
  for (guint i = 0; i < 2; i++)
    for (guint s = 0; s < 4; s++)
      g_free (palettes->suits[i][s]);
  g_free (palettes);
}

static gboolean
is_colour (const char *s)
{
  if (s == NULL || s[0] != '#' || strlen (s) != 7)
    return FALSE;
  for (guint i = 1; i < 7; i++)
    if (!g_ascii_isxdigit (s[i]))
      return FALSE;
  return TRUE;
}

static const char *
get_colour (JsonObject  *object,
            const char  *key,
            const char  *path,
            const char  *where,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, key);
  const char *value = NULL;

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node)
      && json_node_get_value_type (node) == G_TYPE_STRING)
    value = json_node_get_string (node);
  if (!is_colour (value))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "%s: %s.%s: expected a colour \"#rrggbb\"", path, where, key);
      return NULL;
    }
  return value;
}

static JsonObject *
get_object (JsonObject  *object,
            const char  *key,
            const char  *path,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "%s: \"%s\": missing, expected an object", path, key);
      return NULL;
    }
  return json_node_get_object (node);
}

TarotCardPalettes *
tarot_card_palettes_load (const char  *path,
                          GError     **error)
{
  g_autoptr(TarotCardPalettes) palettes = g_new0 (TarotCardPalettes, 1);
  g_autoptr(JsonObject) root = tarot_json_load_object (path, error);
  g_autoptr(GList) names = NULL;
  JsonObject *all;

  if (root == NULL)
    return NULL;
  all = get_object (root, "palettes", path, error);
  if (all == NULL)
    return NULL;

  palettes->palettes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                              (GDestroyNotify) g_hash_table_unref);
  names = json_object_get_members (all);
  for (GList *l = names; l != NULL; l = l->next)
    {
      g_autofree char *where = g_strconcat ("palettes.", l->data, NULL);
      JsonObject *p = get_object (all, l->data, path, error);
      GHashTable *map;

      if (p == NULL)
        return NULL;
      map = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
      g_hash_table_insert (palettes->palettes, g_strdup (l->data), map);
      for (guint i = 0; i < G_N_ELEMENTS (colour_names); i++)
        {
          const char *c = get_colour (p, colour_names[i].name, path, where, error);

          if (c == NULL)
            return NULL;
          g_hash_table_insert (map, (gpointer) colour_names[i].reference, g_ascii_strdown (c, -1));
        }
    }

  for (guint f = 0; f < 2; f++)
    {
      const char *key = f ? "four_colour" : "suits";
      JsonObject *suits = get_object (root, key, path, error);

      if (suits == NULL)
        return NULL;
      for (guint s = 0; s < 4; s++)
        {
          const char *c = get_colour (suits, suit_keys[s], path, key, error);

          if (c == NULL)
            return NULL;
          palettes->suits[f][s] = g_ascii_strdown (c, -1);
        }
    }

  return g_steal_pointer (&palettes);
}

gboolean
tarot_card_palettes_has (TarotCardPalettes *palettes,
                         const char        *palette)
{
  return g_hash_table_contains (palettes->palettes, palette);
}

/* Colour of a French suit sign (suit ids as in tarot-card.h). */
const char *
tarot_card_palettes_suit (TarotCardPalettes *palettes,
                          int                suit,
                          gboolean           four_colour)
{
  g_return_val_if_fail (suit >= 0 && suit < 4, NULL);

  return palettes->suits[four_colour ? 1 : 0][suit];
}

char *
tarot_card_palettes_apply (TarotCardPalettes *palettes,
                           const char        *palette,
                           const char        *svg)
{
  GHashTable *map = g_hash_table_lookup (palettes->palettes, palette);
  GString *out;
  const char *p = svg;

  g_return_val_if_fail (map != NULL, NULL);

  out = g_string_sized_new (strlen (svg) + 16);
  while (*p)
    {
      const char *hash = strchr (p, '#');
      char key[8];
      const char *target;

      if (hash == NULL)
        {
          g_string_append (out, p);
          break;
        }
      g_string_append_len (out, p, hash - p);
      if (strlen (hash) >= 7)
        {
          memcpy (key, hash, 7);
          key[7] = '\0';
          target = g_hash_table_lookup (map, key);
          if (target != NULL && !g_ascii_isxdigit (hash[7]))
            {
              g_string_append (out, target);
              p = hash + 7;
              continue;
            }
        }
      g_string_append_c (out, '#');
      p = hash + 1;
    }
  return g_string_free (out, FALSE);
}
