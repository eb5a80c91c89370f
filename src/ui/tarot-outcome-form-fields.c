/* tarot-outcome-form-fields.c — the rows of the outcome form, built from the family's
 * outcome description: a row per field, the widgets that enter its value
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "model/tarot-explain.h"
#include "model/tarot-outcome-desc.h"
#include "tarot-label-factory.h"
#include "tarot-outcome-form-private.h"

/* ------------------------------------------------------------------ */
/* Description access                                                  */

const char *
_tarot_outcome_form_desc_string (JsonObject *desc,
                                 const char *member)
{
  JsonNode *node = json_object_get_member (desc, member);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
         ? json_node_get_string (node) : NULL;
}

double
_tarot_outcome_form_desc_number (JsonObject *desc,
                                 const char *member,
                                 double      fallback)
{
  JsonNode *node = json_object_get_member (desc, member);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_double (node) : fallback;
}

JsonArray *
_tarot_outcome_form_desc_array (JsonObject *desc,
                                const char *member)
{
  JsonNode *node = json_object_get_member (desc, member);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

gboolean
_tarot_outcome_form_desc_optional (JsonObject *desc)
{
  JsonNode *node = json_object_get_member (desc, "optional");

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_boolean (node);
}

static FieldType
field_type (JsonObject *desc)
{
  const char *name = _tarot_outcome_form_desc_string (desc, "type");

  for (guint t = 0; t < G_N_ELEMENTS (type_names); t++)
    if (g_strcmp0 (name, type_names[t]) == 0)
      return t;
  return FIELD_UNKNOWN;
}

char *
_tarot_outcome_form_field_title (JsonObject *desc)
{
  const char *label = _tarot_outcome_form_desc_string (desc, "label");

  return g_strdup (label != NULL ? label : _tarot_outcome_form_desc_string (desc, "id"));
}

/* ------------------------------------------------------------------ */
/* Containers                                                          */

static void
container_add (Container  container,
               GtkWidget *row)
{
  if (container.box != NULL)
    gtk_list_box_append (container.box, row);
  else
    adw_expander_row_add_row (container.expander, row);
}

static void
container_insert_after (Container  container,
                        GtkWidget *after,
                        GtkWidget *row)
{
  if (container.box != NULL)
    gtk_list_box_insert (container.box, row,
                         gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (after)) + 1);
  else
    adw_expander_row_add_row (container.expander, row);
}

void
_tarot_outcome_form_container_remove (Container  container,
                                      GtkWidget *row)
{
  if (container.box != NULL)
    gtk_list_box_remove (container.box, row);
  else
    adw_expander_row_remove (container.expander, row);
}

/* ------------------------------------------------------------------ */
/* Changes in the widgets                                              */

static void
control_changed (GtkWidget *control,
                 GParamSpec *pspec,
                 Field      *field)
{
  _tarot_outcome_form_field_changed (field->form);
}

static void
fill_rest (Field         *field,
           GtkSpinButton *changed)
{
  guint n = field->controls->len;
  GtkSpinButton *last = g_ptr_array_index (field->controls, n - 1);
  double rest = _tarot_outcome_form_desc_number (field->desc, "total", 0);

  if (changed == last)
    return;
  for (guint i = 0; i + 1 < n; i++)
    rest -= gtk_spin_button_get_value (g_ptr_array_index (field->controls, i));
  field->form->loading++;
  gtk_spin_button_set_value (last, rest);
  field->form->loading--;
}

static void
spin_changed (GtkSpinButton *spin,
              Field         *field)
{
  if ((field->type == FIELD_PER_SEAT || field->type == FIELD_PER_SIDE)
      && json_object_has_member (field->desc, "total") && field->form->loading == 0)
    fill_rest (field, spin);
  _tarot_outcome_form_field_changed (field->form);
}

/* Enter in a number is the end of the entry: typing the points last and pressing Enter adds. */
static void
spin_activated (GtkWidget *text,
                Field     *field)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (gtk_widget_get_ancestor (text, GTK_TYPE_SPIN_BUTTON));

  gtk_spin_button_update (spin);
  _tarot_outcome_form_request_add (field->form);
}

/* ------------------------------------------------------------------ */
/* Rows                                                                */

static Field *
field_new (TarotOutcomeForm *self,
           JsonObject       *desc,
           GPtrArray        *siblings,
           Container         container)
{
  Field *field = g_new0 (Field, 1);

  field->form = self;
  field->desc = desc;
  field->id = _tarot_outcome_form_desc_string (desc, "id");
  field->type = field_type (desc);
  field->siblings = siblings;
  field->container = container;
  field->help = g_strdup (_tarot_outcome_form_desc_string (desc, "help"));
  field->controls = g_ptr_array_new ();
  field->ids = g_ptr_array_new_with_free_func (g_free);

  return field;
}

static void item_free (Item *item);

void
_tarot_outcome_form_field_free (Field *field)
{
  g_clear_pointer (&field->controls, g_ptr_array_unref);
  g_clear_pointer (&field->ids, g_ptr_array_unref);
  g_clear_pointer (&field->children, g_ptr_array_unref);
  g_free (field->help);
  g_free (field);
}

static void
item_free (Item *item)
{
  g_clear_pointer (&item->fields, g_ptr_array_unref);
  g_free (item);
}

static GtkWidget *
action_row_new (Field *field)
{
  g_autofree char *title = _tarot_outcome_form_field_title (field->desc);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
  if (field->help != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), field->help);

  return row;
}

static GtkWidget *
expander_row_new (Field    *field,
                  gboolean  with_switch)
{
  g_autofree char *title = _tarot_outcome_form_field_title (field->desc);
  GtkWidget *row = adw_expander_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (field->help != NULL)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), field->help);
  adw_expander_row_set_show_enable_switch (ADW_EXPANDER_ROW (row), with_switch);
  if (!with_switch)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);

  return row;
}

/* "30", not "30.0": half points are the exception, and show when they are there. */
static gboolean
spin_output (GtkSpinButton *spin)
{
  double value = gtk_spin_button_get_value (spin);
  g_autofree char *text = value == floor (value) ? g_strdup_printf ("%.0f", value)
                                                 : g_strdup_printf ("%.1f", value);

  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

static GtkWidget *
spin_new (Field      *field,
          JsonObject *desc,
          gboolean    number)
{
  double step = number ? _tarot_outcome_form_desc_number (desc, "step", 1) : 1;
  double min = _tarot_outcome_form_desc_number (desc, "min", 0);
  double max = _tarot_outcome_form_desc_number (desc, "max", 999);
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, step > 0 ? step : 1);
  GtkWidget *text = gtk_editable_get_delegate (GTK_EDITABLE (spin)) != NULL
                    ? GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (spin))) : NULL;

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), step < 1 ? 1 : 0);
  if (step < 1)
    g_signal_connect (spin, "output", G_CALLBACK (spin_output), NULL);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed), field);
  if (text != NULL)
    g_signal_connect (text, "activate", G_CALLBACK (spin_activated), field);
  g_ptr_array_add (field->controls, spin);

  return spin;
}

/* A row with a spin button: numbers, and each entry of per_seat / per_side. */
static GtkWidget *
spin_row_new (Field      *field,
              const char *title,
              JsonObject *desc,
              gboolean    number)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = spin_new (field, desc, number);
  const char *unit = _tarot_outcome_form_desc_string (desc, "unit");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
  if (unit != NULL)
    {
      GtkWidget *label = gtk_label_new (unit);

      gtk_widget_add_css_class (label, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);

  return row;
}

/* Contracts in the game's own words where the table uses them, the description's label
 * otherwise: "Dreier", "Garde contre". */
static char *
choice_label (TarotOutcomeForm *self,
              const char       *id,
              const char       *fallback)
{
  const TarotRules *rules = self->rules;

  if (self->variant != NULL && rules != NULL)
    for (guint c = 0; c < rules->n_contracts; c++)
      if (g_strcmp0 (rules->contract_ids[c], id) == 0)
        {
          TarotAction bid = { .kind = TAROT_ACTION_BID, .seat = 0, .card = TAROT_CARD_NONE, .arg = c };

          return tarot_explain_action_label (self->variant, rules, bid, NULL);
        }

  return g_strdup (fallback != NULL ? fallback : id);
}

static GtkWidget *
combo_row_new (Field         *field,
               GtkStringList *labels)
{
  g_autofree char *title = _tarot_outcome_form_field_title (field->desc);
  g_autoptr(GtkListItemFactory) factory = tarot_label_factory_new ();
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), FALSE);
  if (field->help != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), field->help);
  /* the chosen name stays whole beside a long help text */
  adw_combo_row_set_factory (ADW_COMBO_ROW (row), factory);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  g_signal_connect (row, "notify::selected", G_CALLBACK (control_changed), field);
  field->combo = row;

  return row;
}

static GtkWidget *
build_choice (Field *field)
{
  TarotOutcomeForm *self = field->form;
  JsonArray *choices = _tarot_outcome_form_desc_array (field->desc, "choices");
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  guint n = choices != NULL ? json_array_get_length (choices) : 0;
  gsize chars = 0;
  GtkWidget *row, *box;
  GtkToggleButton *group = NULL;

  /* an optional choice without a default may stay unsaid: the family decides */
  if (_tarot_outcome_form_desc_optional (field->desc) && !json_object_has_member (field->desc, "default"))
    {
      g_ptr_array_add (field->ids, NULL);
      gtk_string_list_append (labels, "—");
      chars += 1;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonObject *choice = json_array_get_object_element (choices, i);
      g_autofree char *label = choice_label (self, _tarot_outcome_form_desc_string (choice, "id"), _tarot_outcome_form_desc_string (choice, "label"));

      g_ptr_array_add (field->ids, g_strdup (_tarot_outcome_form_desc_string (choice, "id")));
      gtk_string_list_append (labels, label);
      chars += g_utf8_strlen (label, -1);
    }

  if (field->ids->len > TOGGLE_MAX_CHOICES || chars > TOGGLE_MAX_CHARS)
    return combo_row_new (field, labels);

  row = action_row_new (field);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (guint i = 0; i < field->ids->len; i++)
    {
      GtkWidget *toggle = gtk_toggle_button_new_with_label (gtk_string_list_get_string (labels, i));

      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (toggle), group);
      else
        group = GTK_TOGGLE_BUTTON (toggle);
      g_signal_connect (toggle, "notify::active", G_CALLBACK (control_changed), field);
      gtk_box_append (GTK_BOX (box), toggle);
      g_ptr_array_add (field->controls, toggle);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);

  return row;
}

static GtkWidget *
build_seat (Field *field)
{
  TarotOutcomeForm *self = field->form;
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  const char *none = _tarot_outcome_form_desc_string (field->desc, "none_label");

  field->seat_none = none != NULL;
  if (none != NULL)
    gtk_string_list_append (labels, none);
  for (guint s = 0; s < self->n_players; s++)
    gtk_string_list_append (labels, self->names[s]);

  return combo_row_new (field, labels);
}

static GtkWidget *
build_seats (Field *field)
{
  TarotOutcomeForm *self = field->form;
  GtkWidget *row = expander_row_new (field, FALSE);

  for (guint s = 0; s < self->n_players; s++)
    {
      GtkWidget *check_row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (check_row), self->names[s]);
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (check_row), FALSE);
      adw_action_row_add_prefix (ADW_ACTION_ROW (check_row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (check_row), check);
      g_signal_connect (check, "notify::active", G_CALLBACK (control_changed), field);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), check_row);
      g_ptr_array_add (field->controls, check);
    }

  return row;
}

static GtkWidget *
build_bool (Field *field)
{
  GtkWidget *row = action_row_new (field);
  GtkWidget *toggle = gtk_switch_new ();
  g_autofree char *title = _tarot_outcome_form_field_title (field->desc);

  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (control_changed), field);
  g_ptr_array_add (field->controls, toggle);

  return row;
}

/* One spin row per player (per_seat) or per side (per_side), inside an expanded row. */
static GtkWidget *
build_per (Field *field)
{
  TarotOutcomeForm *self = field->form;
  GtkWidget *row = expander_row_new (field, FALSE);
  JsonArray *side_labels = _tarot_outcome_form_desc_array (field->desc, "labels");
  gboolean number = g_strcmp0 (_tarot_outcome_form_desc_string (field->desc, "item_type"), "number") == 0;
  guint n = field->type == FIELD_PER_SEAT ? self->n_players : 2;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *fallback = g_strdup_printf (_("Side %u"), i + 1);
      const char *title = field->type == FIELD_PER_SEAT
                          ? self->names[i]
                          : side_labels != NULL && i < json_array_get_length (side_labels)
                            ? json_array_get_string_element (side_labels, i) : fallback;

      adw_expander_row_add_row (ADW_EXPANDER_ROW (row),
                                spin_row_new (field, title, field->desc, number));
    }

  return row;
}

static GtkWidget *
build_record (Field *field)
{
  gboolean optional = _tarot_outcome_form_desc_optional (field->desc);
  GtkWidget *row = expander_row_new (field, optional);
  JsonArray *sub = _tarot_outcome_form_desc_array (field->desc, "fields");
  Container inner = { NULL, ADW_EXPANDER_ROW (row) };

  if (optional)
    {
      adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), FALSE);
      g_signal_connect (row, "notify::enable-expansion", G_CALLBACK (control_changed), field);
    }
  field->children = sub != NULL ? _tarot_outcome_form_build_fields (field->form, sub, inner)
                                : g_ptr_array_new_with_free_func ((GDestroyNotify) _tarot_outcome_form_field_free);

  return row;
}

/* What a seat or choice field shows: "Anna", "Double". */
static const char *
shown_value (Field *field)
{
  if (field->combo != NULL)
    {
      GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (field->combo));
      guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (field->combo));

      return selected < g_list_model_get_n_items (model)
             ? gtk_string_list_get_string (GTK_STRING_LIST (model), selected) : NULL;
    }
  for (guint i = 0; field->type == FIELD_CHOICE && i < field->controls->len; i++)
    if (gtk_toggle_button_get_active (g_ptr_array_index (field->controls, i)))
      return gtk_button_get_label (g_ptr_array_index (field->controls, i));
  return NULL;
}

/* An entry of a list reads as what it holds ("Eva · Double"), so a table sees at a glance
 * what was entered without opening it. */
static void
update_item_titles (Field *list)
{
  for (guint i = 0; i < list->children->len; i++)
    {
      Item *item = g_ptr_array_index (list->children, i);
      g_autoptr(GPtrArray) parts = g_ptr_array_new ();
      g_autofree char *title = NULL;

      for (guint j = 0; j < item->fields->len; j++)
        {
          Field *field = g_ptr_array_index (item->fields, j);
          const char *value = shown_value (field);

          if (value != NULL && gtk_widget_get_visible (field->row))
            g_ptr_array_add (parts, (gpointer) value);
        }
      g_ptr_array_add (parts, NULL);
      if (parts->len > 1)
        /* Translators: separator between the values of an entry, e.g. “Eva · Double” */
        title = g_strjoinv (_(" · "), (char **) parts->pdata);
      else
        title = g_strdup_printf ("%u", i + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (item->row), title);
    }
}

void
_tarot_outcome_form_update_all_item_titles (GPtrArray *fields)
{
  for (guint i = 0; i < fields->len; i++)
    {
      Field *field = g_ptr_array_index (fields, i);

      if (field->type == FIELD_LIST)
        {
          update_item_titles (field);
          for (guint j = 0; j < field->children->len; j++)
            _tarot_outcome_form_update_all_item_titles (((Item *) g_ptr_array_index (field->children, j))->fields);
        }
      else if (field->type == FIELD_RECORD)
        _tarot_outcome_form_update_all_item_titles (field->children);
    }
}

void
_tarot_outcome_form_update_add_sensitivity (Field *list)
{
  double max = _tarot_outcome_form_desc_number (list->desc, "max_items", G_MAXINT);
  GtkWidget *add = g_ptr_array_index (list->controls, 0);

  gtk_widget_set_sensitive (add, list->children->len < max);
}

static void
remove_item_clicked (GtkButton *button,
                     Item      *item)
{
  Field *list = item->list;

  _tarot_outcome_form_container_remove (list->container, item->row);
  g_ptr_array_remove (list->children, item);
  _tarot_outcome_form_update_add_sensitivity (list);
  _tarot_outcome_form_field_changed (list->form);
}

Item *
_tarot_outcome_form_add_item (Field *list)
{
  Item *item = g_new0 (Item, 1);
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  JsonArray *sub = _tarot_outcome_form_desc_array (list->desc, "fields");
  GtkWidget *after = list->row;

  item->list = list;
  item->row = adw_expander_row_new ();
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (item->row), TRUE);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (remove, _("Remove"));
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_item_clicked), item);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (item->row), remove);

  if (list->children->len > 0)
    after = ((Item *) g_ptr_array_index (list->children, list->children->len - 1))->row;
  container_insert_after (list->container, after, item->row);
  item->fields = sub != NULL
                 ? _tarot_outcome_form_build_fields (list->form, sub, (Container) { NULL, ADW_EXPANDER_ROW (item->row) })
                 : g_ptr_array_new_with_free_func ((GDestroyNotify) _tarot_outcome_form_field_free);
  g_ptr_array_add (list->children, item);
  _tarot_outcome_form_update_add_sensitivity (list);

  return item;
}

/* What the family's description gives when nothing is entered: "no bonuses". */
JsonObject *
_tarot_outcome_form_defaults_of (TarotOutcomeForm *self,
                                 JsonObject       *desc)
{
  return self->rules != NULL ? tarot_outcome_desc_default_json (desc, self->rules) : NULL;
}

static void
add_item_clicked (GtkButton *button,
                  Field     *list)
{
  Item *item = _tarot_outcome_form_add_item (list);
  g_autoptr(JsonObject) defaults = _tarot_outcome_form_defaults_of (list->form, list->desc);

  _tarot_outcome_form_load_fields (item->fields, defaults);
  _tarot_outcome_form_field_changed (list->form);
  gtk_widget_grab_focus (item->row);
}

static GtkWidget *
build_list (Field *field)
{
  GtkWidget *row = action_row_new (field);
  /* the description words the button: "Add poignée" */
  const char *item_label = _tarot_outcome_form_desc_string (field->desc, "item_label");
  GtkWidget *add;

  add = gtk_button_new_with_label (item_label != NULL ? item_label : _("Add"));
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  g_signal_connect (add, "clicked", G_CALLBACK (add_item_clicked), field);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), add);
  g_ptr_array_add (field->controls, add);
  field->children = g_ptr_array_new_with_free_func ((GDestroyNotify) item_free);

  return row;
}

GPtrArray *
_tarot_outcome_form_build_fields (TarotOutcomeForm *self,
                                  JsonArray        *descs,
                                  Container         container)
{
  GPtrArray *fields = g_ptr_array_new_with_free_func ((GDestroyNotify) _tarot_outcome_form_field_free);

  for (guint i = 0; i < json_array_get_length (descs); i++)
    {
      JsonNode *node = json_array_get_element (descs, i);
      Field *field;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      field = field_new (self, json_node_get_object (node), fields, container);
      /* The session derives the dealer from the rotation; the page shows it. */
      if (field->id == NULL || field->type == FIELD_UNKNOWN
          || (container.box != NULL && g_str_equal (field->id, "dealer")))
        {
          _tarot_outcome_form_field_free (field);
          continue;
        }

      switch (field->type)
        {
        case FIELD_CHOICE:   field->row = build_choice (field); break;
        case FIELD_SEAT:     field->row = build_seat (field); break;
        case FIELD_SEATS:    field->row = build_seats (field); break;
        case FIELD_INT:
        case FIELD_NUMBER:
          {
            g_autofree char *title = _tarot_outcome_form_field_title (field->desc);

            field->row = spin_row_new (field, title, field->desc, field->type == FIELD_NUMBER);
            if (field->help != NULL)
              adw_action_row_set_subtitle (ADW_ACTION_ROW (field->row), field->help);
          }
          break;
        case FIELD_BOOL:     field->row = build_bool (field); break;
        case FIELD_RECORD:   field->row = build_record (field); break;
        case FIELD_LIST:     field->row = build_list (field); break;
        case FIELD_PER_SEAT:
        case FIELD_PER_SIDE: field->row = build_per (field); break;
        case FIELD_UNKNOWN:
        default:
          g_assert_not_reached ();
        }

      container_add (container, field->row);
      g_ptr_array_add (fields, field);
    }

  return fields;
}
