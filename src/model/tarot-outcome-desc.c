/* tarot-outcome-desc.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tarot-outcome-desc.h"

JsonObject *
tarot_rules_describe_outcome (const TarotRules *rules)
{
  g_return_val_if_fail (rules != NULL && rules->family != NULL, NULL);

  if (rules->family->outcome_describe == NULL)
    return NULL;
  return rules->family->outcome_describe (rules);
}

char *
tarot_outcome_error_field (const GError *error)
{
  const char *key, *end;
  gsize len;

  if (error == NULL || error->message == NULL)
    return NULL;
  /* "<file>: <key path>: <problem>" */
  if ((key = strstr (error->message, ": ")) == NULL)
    return NULL;
  key += 2;
  if ((end = strstr (key, ": ")) == NULL)
    return NULL;
  len = strcspn (key, ".[: ");
  if (len == 0 || key + len > end || g_str_has_prefix (key, "(top level)"))
    return NULL;
  return g_strndup (key, len);
}

/* ------------------------------------------------------------------ */
/* builders                                                            */

JsonObject *
tarot_outcome_desc_new (void)
{
  JsonObject *desc = json_object_new ();

  json_object_set_array_member (desc, "fields", json_array_new ());
  return desc;
}

JsonObject *
tarot_outcome_desc_add (JsonObject *parent,
                        const char *id,
                        const char *type,
                        const char *label)
{
  JsonObject *field = json_object_new ();

  if (!json_object_has_member (parent, "fields"))
    json_object_set_array_member (parent, "fields", json_array_new ());
  json_object_set_string_member (field, "id", id);
  json_object_set_string_member (field, "type", type);
  json_object_set_string_member (field, "label", label);
  json_array_add_object_element (json_object_get_array_member (parent, "fields"), field);
  return field;
}

void
tarot_outcome_desc_set_range (JsonObject *field,
                              double      min,
                              double      max)
{
  const char *type = json_object_get_string_member (field, "type");

  if (g_str_equal (type, "number"))
    {
      json_object_set_double_member (field, "min", min);
      json_object_set_double_member (field, "max", max);
    }
  else
    {
      json_object_set_int_member (field, "min", (gint64) min);
      json_object_set_int_member (field, "max", (gint64) max);
    }
}

void
tarot_outcome_desc_add_choice (JsonObject *field,
                               const char *id,
                               const char *label)
{
  JsonObject *choice = json_object_new ();

  if (!json_object_has_member (field, "choices"))
    json_object_set_array_member (field, "choices", json_array_new ());
  json_object_set_string_member (choice, "id", id);
  json_object_set_string_member (choice, "label", label);
  json_array_add_object_element (json_object_get_array_member (field, "choices"), choice);
}

void
tarot_outcome_desc_when_array (JsonObject *field,
                               const char *id,
                               JsonArray  *values)
{
  if (!json_object_has_member (field, "when"))
    json_object_set_object_member (field, "when", json_object_new ());
  json_object_set_array_member (json_object_get_object_member (field, "when"), id, values);
}

void
tarot_outcome_desc_when (JsonObject *field,
                         const char *id,
                         ...)
{
  JsonArray *values = json_array_new ();
  const char *value;
  va_list args;

  va_start (args, id);
  while ((value = va_arg (args, const char *)) != NULL)
    json_array_add_string_element (values, value);
  va_end (args);
  tarot_outcome_desc_when_array (field, id, values);
}

/* ------------------------------------------------------------------ */
/* reading                                                             */

gboolean
tarot_outcome_desc_applies (JsonObject *field,
                            JsonObject *values,
                            JsonObject *top)
{
  JsonObject *when;
  JsonObjectIter iter;
  const char *id;
  JsonNode *allowed;

  if (!json_object_has_member (field, "when"))
    return TRUE;
  when = json_object_get_object_member (field, "when");
  json_object_iter_init (&iter, when);
  while (json_object_iter_next (&iter, &id, &allowed))
    {
      JsonNode *value = NULL;
      JsonArray *list = json_node_get_array (allowed);
      gboolean found = FALSE;

      if (values != NULL && json_object_has_member (values, id))
        value = json_object_get_member (values, id);
      else if (top != NULL && json_object_has_member (top, id))
        value = json_object_get_member (top, id);
      if (value == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (list) && !found; i++)
        found = json_node_equal (json_array_get_element (list, i), value);
      if (!found)
        return FALSE;
    }
  return TRUE;
}

static void fill_fields (JsonArray  *fields,
                         JsonObject *out,
                         JsonObject *top,
                         guint       n_players);

/* The field's default, else its first valid value; NULL to leave it out. */
static JsonNode *
default_value (JsonObject *field,
               JsonObject *top,
               guint       n_players)
{
  const char *type = json_object_get_string_member (field, "type");
  gboolean optional = json_object_get_boolean_member_with_default (field, "optional", FALSE);
  JsonNode *node;

  if (json_object_has_member (field, "default"))
    return json_node_copy (json_object_get_member (field, "default"));
  if (optional)
    return NULL;

  node = json_node_alloc ();
  if (g_str_equal (type, "choice"))
    {
      JsonArray *choices = json_object_get_array_member (field, "choices");

      json_node_init_string (node, json_object_get_string_member (json_array_get_object_element (choices, 0),
                                                                  "id"));
    }
  else if (g_str_equal (type, "seat"))
    {
      if (json_object_has_member (field, "none_label"))
        g_clear_pointer (&node, json_node_unref);
      else
        json_node_init_int (node, 0);
    }
  else if (g_str_equal (type, "int"))
    json_node_init_int (node, json_object_get_int_member (field, "min"));
  else if (g_str_equal (type, "number"))
    json_node_init_double (node, json_object_get_double_member (field, "min"));
  else if (g_str_equal (type, "bool"))
    json_node_init_boolean (node, FALSE);
  else if (g_str_equal (type, "record"))
    {
      JsonObject *record = json_object_new ();

      fill_fields (json_object_get_array_member (field, "fields"), record, top, n_players);
      json_node_init_object (node, record);
      json_object_unref (record);
    }
  else if (g_str_equal (type, "per_seat") || g_str_equal (type, "per_side") ||
           g_str_equal (type, "seats") || g_str_equal (type, "list"))
    {
      JsonArray *array = json_array_new ();
      guint n = g_str_equal (type, "per_seat") ? n_players : g_str_equal (type, "per_side") ? 2 : 0;

      if (g_str_equal (type, "seats"))
        n = (guint) json_object_get_int_member_with_default (field, "min", 0);
      for (guint i = 0; i < n; i++)
        if (g_str_equal (type, "seats"))
          json_array_add_int_element (array, i);
        else
          json_array_add_element (array, json_node_copy (json_object_get_member (field, "min")));
      json_node_init_array (node, array);
      json_array_unref (array);
    }
  else
    g_clear_pointer (&node, json_node_unref);
  return node;
}

static void
fill_fields (JsonArray  *fields,
             JsonObject *out,
             JsonObject *top,
             guint       n_players)
{
  for (guint i = 0; fields != NULL && i < json_array_get_length (fields); i++)
    {
      JsonObject *field = json_array_get_object_element (fields, i);
      JsonNode *node;

      if (!tarot_outcome_desc_applies (field, out, top))
        continue;
      if ((node = default_value (field, top, n_players)) != NULL)
        json_object_set_member (out, json_object_get_string_member (field, "id"), node);
    }
}

JsonObject *
tarot_outcome_desc_default_object (JsonArray        *fields,
                                   JsonObject       *top,
                                   const TarotRules *rules)
{
  JsonObject *out = json_object_new ();

  g_return_val_if_fail (fields != NULL && rules != NULL, out);

  /* at the top level, "when" looks at the object being built */
  fill_fields (fields, out, top != NULL ? top : out, rules->n_players);
  return out;
}

JsonObject *
tarot_outcome_desc_default_json (JsonObject       *desc,
                                 const TarotRules *rules)
{
  g_return_val_if_fail (desc != NULL && rules != NULL, json_object_new ());

  return tarot_outcome_desc_default_object (json_object_get_array_member (desc, "fields"), NULL, rules);
}
