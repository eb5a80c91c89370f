/* tarot-tradition-list.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-data.h"
#include "tarot-json.h"
#include "tarot-tradition-list.h"

typedef struct
{
  const char *id;
  JsonNode   *title;
} Tradition;

struct _TarotTraditionList
{
  GObject     parent_instance;

  JsonObject *root;
  GArray     *items;  /* of Tradition */
};

G_DEFINE_FINAL_TYPE (TarotTraditionList, tarot_tradition_list, G_TYPE_OBJECT)

static void
tarot_tradition_list_finalize (GObject *object)
{
  TarotTraditionList *self = TAROT_TRADITION_LIST (object);

  g_clear_pointer (&self->items, g_array_unref);
  g_clear_pointer (&self->root, json_object_unref);

  G_OBJECT_CLASS (tarot_tradition_list_parent_class)->finalize (object);
}

static void
tarot_tradition_list_class_init (TarotTraditionListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tarot_tradition_list_finalize;
}

static void
tarot_tradition_list_init (TarotTraditionList *self)
{
  self->items = g_array_new (FALSE, TRUE, sizeof (Tradition));
}

TarotTraditionList *
tarot_tradition_list_new_from_file (const char  *path,
                                    GError     **error)
{
  static const char *const allowed[] = { "id", "title", NULL };
  g_autoptr(TarotTraditionList) self = g_object_new (TAROT_TYPE_TRADITION_LIST, NULL);
  g_autofree char *file = g_path_get_basename (path);
  JsonArray *list;

  if ((self->root = tarot_json_load_object (path, error)) == NULL ||
      (list = tarot_json_get_array (self->root, "traditions", file, NULL, error)) == NULL)
    return NULL;

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *where = g_strdup_printf ("traditions[%u]", i);
      JsonNode *node = json_array_get_element (list, i);
      Tradition tradition;
      JsonObject *o;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, file, where, NULL, "an object");
          return NULL;
        }
      o = json_node_get_object (node);
      if (!tarot_json_check_members (o, allowed, file, where, error) ||
          (tradition.id = tarot_json_get_string (o, "id", file, where, error)) == NULL ||
          (tradition.title = tarot_json_get_text (o, "title", file, where, error)) == NULL)
        return NULL;
      if (tarot_tradition_list_find (self, tradition.id) >= 0)
        {
          tarot_json_set_error (error, file, where, "id", "an id not listed before");
          return NULL;
        }
      g_array_append_val (self->items, tradition);
    }

  return g_steal_pointer (&self);
}

TarotTraditionList *
tarot_tradition_list_load (GError **error)
{
  g_autofree char *path = tarot_data_path ("traditions.json", NULL);

  return tarot_tradition_list_new_from_file (path, error);
}

guint
tarot_tradition_list_get_n_items (TarotTraditionList *self)
{
  g_return_val_if_fail (TAROT_IS_TRADITION_LIST (self), 0);
  return self->items->len;
}

const char *
tarot_tradition_list_get_id (TarotTraditionList *self,
                             guint               index)
{
  g_return_val_if_fail (TAROT_IS_TRADITION_LIST (self), NULL);
  g_return_val_if_fail (index < self->items->len, NULL);
  return g_array_index (self->items, Tradition, index).id;
}

const char *
tarot_tradition_list_get_title (TarotTraditionList *self,
                                guint               index)
{
  g_return_val_if_fail (TAROT_IS_TRADITION_LIST (self), NULL);
  g_return_val_if_fail (index < self->items->len, NULL);
  return tarot_json_text_lookup (g_array_index (self->items, Tradition, index).title,
                                 (const char *const *) g_get_language_names ());
}

int
tarot_tradition_list_find (TarotTraditionList *self,
                           const char         *id)
{
  g_return_val_if_fail (TAROT_IS_TRADITION_LIST (self), -1);

  for (guint i = 0; i < self->items->len; i++)
    if (g_strcmp0 (g_array_index (self->items, Tradition, i).id, id) == 0)
      return (int) i;
  return -1;
}
