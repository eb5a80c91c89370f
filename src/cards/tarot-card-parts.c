/* tarot-card-parts.c — the SVG parts library (data/cards/parts), read once and kept
 *
 * Each part is a standalone SVG file.  It is validated once with librsvg (so a broken part
 * is reported by name instead of breaking every card that embeds it) and its root element's
 * children are kept as a string that the composer inlines under a transform.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <librsvg/rsvg.h>

#include "cards/tarot-card-parts.h"
#include "model/tarot-error.h"

struct _TarotCardParts
{
  char       *dir;
  GHashTable *parts;     /* name → TarotCardPart */
};

static void
part_free (gpointer data)
{
  TarotCardPart *part = data;

  g_free (part->name);
  g_free (part->body);
  g_free (part);
}

TarotCardParts *
tarot_card_parts_new (const char *dir)
{
  TarotCardParts *parts = g_new0 (TarotCardParts, 1);

  parts->dir = g_strdup (dir);
  parts->parts = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, part_free);
  return parts;
}

void
tarot_card_parts_free (TarotCardParts *parts)
{
  if (parts == NULL)
    return;
  g_hash_table_unref (parts->parts);
  g_free (parts->dir);
  g_free (parts);
}

static gboolean
extract_body (const char     *path,
              const char     *contents,
              TarotCardPart  *part,
              GError        **error)
{
  const char *open = strstr (contents, "<svg");
  const char *start, *end;

  if (open != NULL)
    start = strchr (open, '>');
  else
    start = NULL;
  end = g_strrstr (contents, "</svg>");

  if (start == NULL)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                   "%s: no root <svg> element", path);
      return FALSE;
    }
  if (start[-1] == '/')
    {
      part->body = g_strdup ("");
      return TRUE;
    }
  if (end == NULL || end < start)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                   "%s: no closing </svg>", path);
      return FALSE;
    }
  if (strstr (start, "<text") != NULL || strstr (start, "<image") != NULL
      || strstr (start, "<filter") != NULL || strstr (start, "<style") != NULL
      || strstr (start, " id=") != NULL)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "%s: uses <text>, <image>, <filter>, <style> or id attributes, which the "
                   "parts contract forbids", path);
      return FALSE;
    }
  part->body = g_strndup (start + 1, end - start - 1);
  return TRUE;
}

static TarotCardPart *
load_part (const char  *path,
           const char  *name,
           GError     **error)
{
  g_autofree char *contents = NULL;
  RsvgHandle *handle;
  g_autoptr(GError) local_error = NULL;
  TarotCardPart *part;
  gboolean has_width, has_height, has_viewbox;
  RsvgLength width, height;
  RsvgRectangle viewbox;
  gsize len;

  if (!g_file_get_contents (path, &contents, &len, &local_error))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                   "card part %s: %s", path, local_error->message);
      return NULL;
    }

  handle = rsvg_handle_new_from_data ((const guint8 *) contents, len, &local_error);
  if (handle == NULL)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                   "card part %s: not valid SVG: %s", path, local_error->message);
      return NULL;
    }
  rsvg_handle_get_intrinsic_dimensions (handle, &has_width, &width, &has_height, &height,
                                        &has_viewbox, &viewbox);
  g_object_unref (handle);
  if (!has_viewbox || viewbox.width <= 0 || viewbox.height <= 0)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "card part %s: the root <svg> needs a viewBox", path);
      return NULL;
    }

  part = g_new0 (TarotCardPart, 1);
  part->name = g_strdup (name);
  part->vb_x = viewbox.x;
  part->vb_y = viewbox.y;
  part->vb_width = viewbox.width;
  part->vb_height = viewbox.height;
  if (!extract_body (path, contents, part, error))
    {
      part_free (part);
      return NULL;
    }
  return part;
}

/* @name is the path under the parts directory without ".svg", e.g. "suits/french/hearts". */
const TarotCardPart *
tarot_card_parts_get (TarotCardParts  *parts,
                      const char      *name,
                      GError         **error)
{
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  TarotCardPart *part;

  part = g_hash_table_lookup (parts->parts, name);
  if (part != NULL)
    return part;

  file = g_strconcat (name, ".svg", NULL);
  path = g_build_filename (parts->dir, file, NULL);

  part = load_part (path, name, error);
  if (part != NULL)
    g_hash_table_insert (parts->parts, part->name, part);
  return part;
}
