/* tarot-outcome-form-values.c — the outcome JSON the form's rows hold, which rows apply
 * ("when"), and an outcome loaded back into the rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "model/tarot-outcome-desc.h"
#include "tarot-outcome-form-private.h"

/* ------------------------------------------------------------------ */
/* Values                                                              */

static JsonNode *
spin_value (GtkWidget *spin,
            gboolean   number)
{
  double value = gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin));
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  /* Whole numbers as integers: the families read counts with integer readers. */
  if (!number || value == floor (value))
    json_node_set_int (node, (gint64) llround (value));
  else
    json_node_set_double (node, value);

  return node;
}

/* The value of a field as the outcome JSON holds it; NULL when absent. */
static JsonNode *
field_value (Field      *field,
             JsonObject *top)
{
  JsonNode *node = NULL;

  switch (field->type)
    {
    case FIELD_CHOICE:
      {
        guint index = G_MAXUINT;

        if (field->combo != NULL)
          index = adw_combo_row_get_selected (ADW_COMBO_ROW (field->combo));
        else
          for (guint i = 0; i < field->controls->len; i++)
            if (gtk_toggle_button_get_active (g_ptr_array_index (field->controls, i)))
              index = i;
        if (index < field->ids->len && g_ptr_array_index (field->ids, index) != NULL)
          {
            node = json_node_new (JSON_NODE_VALUE);
            json_node_set_string (node, g_ptr_array_index (field->ids, index));
          }
      }
      break;

    case FIELD_SEAT:
      {
        guint index = adw_combo_row_get_selected (ADW_COMBO_ROW (field->combo));

        /* "nobody": left out where the key may be absent, else null */
        if (field->seat_none && index == 0)
          return _tarot_outcome_form_desc_optional (field->desc) ? NULL : json_node_new (JSON_NODE_NULL);
        node = json_node_new (JSON_NODE_VALUE);
        json_node_set_int (node, index - (field->seat_none ? 1 : 0));
      }
      break;

    case FIELD_SEATS:
      {
        JsonArray *seats = json_array_new ();

        for (guint s = 0; s < field->controls->len; s++)
          if (gtk_check_button_get_active (g_ptr_array_index (field->controls, s)))
            json_array_add_int_element (seats, s);
        node = json_node_init_array (json_node_alloc (), seats);
        json_array_unref (seats);
      }
      break;

    case FIELD_INT:
    case FIELD_NUMBER:
      node = spin_value (g_ptr_array_index (field->controls, 0), field->type == FIELD_NUMBER);
      break;

    case FIELD_BOOL:
      node = json_node_new (JSON_NODE_VALUE);
      json_node_set_boolean (node, gtk_switch_get_active (g_ptr_array_index (field->controls, 0)));
      break;

    case FIELD_RECORD:
      if (!_tarot_outcome_form_desc_optional (field->desc)
          || adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (field->row)))
        {
          JsonObject *object = _tarot_outcome_form_fields_to_object (field->children, top);

          node = json_node_init_object (json_node_alloc (), object);
          json_object_unref (object);
        }
      break;

    case FIELD_LIST:
      {
        JsonArray *items = json_array_new ();

        for (guint i = 0; i < field->children->len; i++)
          {
            Item *item = g_ptr_array_index (field->children, i);

            json_array_add_object_element (items, _tarot_outcome_form_fields_to_object (item->fields, top));
          }
        if (json_array_get_length (items) > 0 || !_tarot_outcome_form_desc_optional (field->desc))
          node = json_node_init_array (json_node_alloc (), items);
        json_array_unref (items);
      }
      break;

    case FIELD_PER_SEAT:
    case FIELD_PER_SIDE:
      {
        JsonArray *values = json_array_new ();
        gboolean number = g_strcmp0 (_tarot_outcome_form_desc_string (field->desc, "item_type"), "number") == 0;

        for (guint i = 0; i < field->controls->len; i++)
          json_array_add_element (values, spin_value (g_ptr_array_index (field->controls, i), number));
        node = json_node_init_array (json_node_alloc (), values);
        json_array_unref (values);
      }
      break;

    case FIELD_UNKNOWN:
    default:
      g_assert_not_reached ();
    }

  return node;
}

Field *
_tarot_outcome_form_find_field (GPtrArray  *fields,
                                const char *id)
{
  for (guint i = 0; fields != NULL && i < fields->len; i++)
    {
      Field *field = g_ptr_array_index (fields, i);

      if (g_strcmp0 (field->id, id) == 0)
        return field;
    }
  return NULL;
}

/* Every field's value, whether it applies or not: what "when" looks at. */
static JsonObject *
raw_values (GPtrArray  *fields,
            JsonObject *top)
{
  JsonObject *object = json_object_new ();

  for (guint i = 0; i < fields->len; i++)
    {
      Field *field = g_ptr_array_index (fields, i);
      JsonNode *value = field_value (field, top);

      if (value != NULL)
        json_object_set_member (object, field->id, value);
    }

  return object;
}

/* The fields that apply, by their "when" over their siblings and then @top (NULL: these
 * fields are the top level). */
JsonObject *
_tarot_outcome_form_fields_to_object (GPtrArray  *fields,
                                      JsonObject *top)
{
  g_autoptr(JsonObject) raw = raw_values (fields, top);
  JsonObject *object = json_object_new ();

  for (guint i = 0; i < fields->len; i++)
    {
      Field *field = g_ptr_array_index (fields, i);

      if (json_object_has_member (raw, field->id)
          && tarot_outcome_desc_applies (field->desc, raw, top != NULL ? top : raw))
        json_object_set_member (object, field->id, json_object_dup_member (raw, field->id));
    }

  return object;
}

void
_tarot_outcome_form_update_visibility (GPtrArray  *fields,
                                       JsonObject *top)
{
  g_autoptr(JsonObject) raw = raw_values (fields, top);

  for (guint i = 0; i < fields->len; i++)
    {
      Field *field = g_ptr_array_index (fields, i);
      gboolean applies = tarot_outcome_desc_applies (field->desc, raw, top != NULL ? top : raw);

      gtk_widget_set_visible (field->row, applies);
      if (field->type == FIELD_LIST)
        for (guint j = 0; j < field->children->len; j++)
          {
            Item *item = g_ptr_array_index (field->children, j);

            gtk_widget_set_visible (item->row, applies);
            _tarot_outcome_form_update_visibility (item->fields, top != NULL ? top : raw);
          }
      else if (field->type == FIELD_RECORD)
        _tarot_outcome_form_update_visibility (field->children, top != NULL ? top : raw);
    }
}

static double
node_number (JsonNode *node,
             double    fallback)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return fallback;
  if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    return json_node_get_boolean (node);
  return json_node_get_double (node);
}

/* Sets the widgets of @field from @node (NULL or absent: the description's default). */
static void
load_field (Field    *field,
            JsonNode *node)
{
  if (node == NULL)
    node = json_object_get_member (field->desc, "default");

  switch (field->type)
    {
    case FIELD_CHOICE:
      {
        const char *id = node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_string (node) : NULL;
        guint index = 0;

        for (guint i = 0; i < field->ids->len; i++)
          if (g_strcmp0 (g_ptr_array_index (field->ids, i), id) == 0)
            index = i;
        if (field->combo != NULL)
          adw_combo_row_set_selected (ADW_COMBO_ROW (field->combo), index);
        else if (index < field->controls->len)
          gtk_toggle_button_set_active (g_ptr_array_index (field->controls, index), TRUE);
      }
      break;

    case FIELD_SEAT:
      {
        guint offset = field->seat_none ? 1 : 0;
        guint index = node != NULL && JSON_NODE_HOLDS_VALUE (node)
                      ? (guint) node_number (node, 0) + offset : 0;

        adw_combo_row_set_selected (ADW_COMBO_ROW (field->combo),
                                    index < field->form->n_players + offset ? index : 0);
      }
      break;

    case FIELD_SEATS:
      for (guint s = 0; s < field->controls->len; s++)
        gtk_check_button_set_active (g_ptr_array_index (field->controls, s), FALSE);
      if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
        for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
          {
            gint64 s = json_array_get_int_element (json_node_get_array (node), i);

            if (s >= 0 && s < field->controls->len)
              gtk_check_button_set_active (g_ptr_array_index (field->controls, s), TRUE);
          }
      break;

    case FIELD_INT:
    case FIELD_NUMBER:
      gtk_spin_button_set_value (g_ptr_array_index (field->controls, 0),
                                 node_number (node, _tarot_outcome_form_desc_number (field->desc, "min", 0)));
      break;

    case FIELD_BOOL:
      gtk_switch_set_active (g_ptr_array_index (field->controls, 0), node_number (node, 0) != 0);
      break;

    case FIELD_RECORD:
      {
        gboolean present = node != NULL && JSON_NODE_HOLDS_OBJECT (node);

        if (_tarot_outcome_form_desc_optional (field->desc))
          adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (field->row), present);
        _tarot_outcome_form_load_fields (field->children, present ? json_node_get_object (node) : NULL);
      }
      break;

    case FIELD_LIST:
      while (field->children->len > 0)
        {
          Item *item = g_ptr_array_index (field->children, field->children->len - 1);

          _tarot_outcome_form_container_remove (field->container, item->row);
          g_ptr_array_remove_index (field->children, field->children->len - 1);
        }
      if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
        for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
          {
            JsonNode *element = json_array_get_element (json_node_get_array (node), i);
            Item *item = _tarot_outcome_form_add_item (field);

            _tarot_outcome_form_load_fields (item->fields, JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL);
          }
      _tarot_outcome_form_update_add_sensitivity (field);
      break;

    case FIELD_PER_SEAT:
    case FIELD_PER_SIDE:
      for (guint i = 0; i < field->controls->len; i++)
        {
          JsonNode *element = node != NULL && JSON_NODE_HOLDS_ARRAY (node)
                              && i < json_array_get_length (json_node_get_array (node))
                              ? json_array_get_element (json_node_get_array (node), i) : NULL;

          gtk_spin_button_set_value (g_ptr_array_index (field->controls, i),
                                     node_number (element, _tarot_outcome_form_desc_number (field->desc, "min", 0)));
        }
      break;

    case FIELD_UNKNOWN:
    default:
      g_assert_not_reached ();
    }
}

void
_tarot_outcome_form_load_fields (GPtrArray  *fields,
                                 JsonObject *object)
{
  for (guint i = 0; i < fields->len; i++)
    {
      Field *field = g_ptr_array_index (fields, i);
      JsonNode *node = object != NULL ? json_object_get_member (object, field->id) : NULL;

      /* A null seat is "nobody"; other nulls mean absent. */
      if (node != NULL && JSON_NODE_HOLDS_NULL (node) && field->type != FIELD_SEAT)
        node = NULL;
      load_field (field, node);
    }
}
