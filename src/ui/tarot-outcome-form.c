/* tarot-outcome-form.c
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
#include "tarot-outcome-form.h"
#include "tarot-sheet-util.h"

/* At most this many choices, and this many characters in all, make a toggle group;
 * longer lists are a drop-down, so that a row still fits 360 pixels. */
#define TOGGLE_MAX_CHOICES 3
#define TOGGLE_MAX_CHARS   22

/* The widest the form asks to be: its clamp (520) and margins; beside the sheet, the sheet
 * gets the rest. */
#define NATURAL_WIDTH 560

typedef enum
{
  FIELD_CHOICE,
  FIELD_SEAT,
  FIELD_SEATS,
  FIELD_INT,
  FIELD_NUMBER,
  FIELD_BOOL,
  FIELD_RECORD,
  FIELD_LIST,
  FIELD_PER_SEAT,
  FIELD_PER_SIDE,
  FIELD_UNKNOWN
} FieldType;

static const char *const type_names[] = {
  "choice", "seat", "seats", "int", "number", "bool", "record", "list", "per_seat", "per_side",
};

typedef struct _Field Field;

/* Rows are added to the form's list or inside an expander row. */
typedef struct
{
  GtkListBox     *box;
  AdwExpanderRow *expander;
} Container;

struct _Field
{
  TarotOutcomeForm *form;
  JsonObject       *desc;       /* borrowed from the description */
  const char       *id;
  FieldType         type;
  GPtrArray        *siblings;   /* the fields of the same object, for "when" */
  Container         container;
  GtkWidget        *row;
  char             *help;       /* the row's own subtitle, restored after a problem */
  GtkWidget        *combo;      /* AdwComboRow for choices and seats */
  GPtrArray        *controls;   /* toggles, check buttons, spin buttons, the switch */
  GPtrArray        *ids;        /* choice ids, in the order of the widgets */
  GPtrArray        *children;   /* record: Field *; list: Item * */
  gboolean          seat_none;  /* a seat with a none_label: the first entry is "nobody" */
};

typedef struct
{
  Field     *list;
  GtkWidget *row;
  GPtrArray *fields;
} Item;

struct _TarotOutcomeForm
{
  AdwBin            parent_instance;

  JsonObject       *description;
  TarotVariant     *variant;
  const TarotRules *rules;
  guint             n_players;
  GStrv             names;
  GPtrArray        *fields;     /* Field *, top level */
  guint             loading;    /* no "changed" while the widgets are being set */
  gboolean          valid;
  char             *problem_field;

  AdwToastOverlay  *toast_overlay;
  GtkLabel         *heading_label;
  GtkListBox       *field_list;
  GtkLabel         *problem_label;
  GtkBox           *lines_box;
  GtkGrid          *totals_grid;
  GtkWidget        *preview_box;
  GtkButton        *add_button;
  GtkButton        *cancel_button;
};

G_DEFINE_FINAL_TYPE (TarotOutcomeForm, tarot_outcome_form, ADW_TYPE_BIN)

enum {
  CHANGED,
  ADD,
  CANCEL_EDIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GPtrArray *build_fields (TarotOutcomeForm *self,
                                JsonArray        *descs,
                                Container         container);
static JsonObject *fields_to_object (GPtrArray  *fields,
                                     JsonObject *top);
static void load_fields (GPtrArray  *fields,
                         JsonObject *object);
static void update_visibility (GPtrArray  *fields,
                               JsonObject *top);

/* ------------------------------------------------------------------ */
/* Description access                                                  */

static const char *
desc_string (JsonObject *desc,
             const char *member)
{
  JsonNode *node = json_object_get_member (desc, member);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
         ? json_node_get_string (node) : NULL;
}

static double
desc_number (JsonObject *desc,
             const char *member,
             double      fallback)
{
  JsonNode *node = json_object_get_member (desc, member);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_double (node) : fallback;
}

static JsonArray *
desc_array (JsonObject *desc,
            const char *member)
{
  JsonNode *node = json_object_get_member (desc, member);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static gboolean
desc_optional (JsonObject *desc)
{
  JsonNode *node = json_object_get_member (desc, "optional");

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_boolean (node);
}

static FieldType
field_type (JsonObject *desc)
{
  const char *name = desc_string (desc, "type");

  for (guint t = 0; t < G_N_ELEMENTS (type_names); t++)
    if (g_strcmp0 (name, type_names[t]) == 0)
      return t;
  return FIELD_UNKNOWN;
}

static char *
field_title (JsonObject *desc)
{
  const char *label = desc_string (desc, "label");

  return g_strdup (label != NULL ? label : desc_string (desc, "id"));
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

static void
container_remove (Container  container,
                  GtkWidget *row)
{
  if (container.box != NULL)
    gtk_list_box_remove (container.box, row);
  else
    adw_expander_row_remove (container.expander, row);
}

/* ------------------------------------------------------------------ */
/* Changes                                                             */

static void update_all_item_titles (GPtrArray *fields);

/* Rows follow the values ("when", list entries' titles), then the owner rescores. */
static void
refresh (TarotOutcomeForm *self)
{
  update_visibility (self->fields, NULL);
  update_all_item_titles (self->fields);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
field_changed (TarotOutcomeForm *self)
{
  if (self->loading > 0)
    return;

  refresh (self);
}

static void
control_changed (GtkWidget *control,
                 GParamSpec *pspec,
                 Field      *field)
{
  field_changed (field->form);
}

/* With a "total", the last entry is the rest of the others: a table counts one pile and
 * knows the other. */
static void
fill_rest (Field         *field,
           GtkSpinButton *changed)
{
  guint n = field->controls->len;
  GtkSpinButton *last = g_ptr_array_index (field->controls, n - 1);
  double rest = desc_number (field->desc, "total", 0);

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
  field_changed (field->form);
}

static void
request_add (TarotOutcomeForm *self)
{
  if (gtk_widget_get_sensitive (GTK_WIDGET (self->add_button)))
    g_signal_emit (self, signals[ADD], 0);
}

/* Enter in a number is the end of the entry: typing the points last and pressing Enter adds. */
static void
spin_activated (GtkWidget *text,
                Field     *field)
{
  GtkSpinButton *spin = GTK_SPIN_BUTTON (gtk_widget_get_ancestor (text, GTK_TYPE_SPIN_BUTTON));

  gtk_spin_button_update (spin);
  request_add (field->form);
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
  field->id = desc_string (desc, "id");
  field->type = field_type (desc);
  field->siblings = siblings;
  field->container = container;
  field->help = g_strdup (desc_string (desc, "help"));
  field->controls = g_ptr_array_new ();
  field->ids = g_ptr_array_new_with_free_func (g_free);

  return field;
}

static void item_free (Item *item);

static void
field_free (Field *field)
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
  g_autofree char *title = field_title (field->desc);
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
  g_autofree char *title = field_title (field->desc);
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
  double step = number ? desc_number (desc, "step", 1) : 1;
  double min = desc_number (desc, "min", 0);
  double max = desc_number (desc, "max", 999);
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
  const char *unit = desc_string (desc, "unit");

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
  g_autofree char *title = field_title (field->desc);
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
  JsonArray *choices = desc_array (field->desc, "choices");
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  guint n = choices != NULL ? json_array_get_length (choices) : 0;
  gsize chars = 0;
  GtkWidget *row, *box;
  GtkToggleButton *group = NULL;

  /* an optional choice without a default may stay unsaid: the family decides */
  if (desc_optional (field->desc) && !json_object_has_member (field->desc, "default"))
    {
      g_ptr_array_add (field->ids, NULL);
      gtk_string_list_append (labels, "—");
      chars += 1;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonObject *choice = json_array_get_object_element (choices, i);
      g_autofree char *label = choice_label (self, desc_string (choice, "id"), desc_string (choice, "label"));

      g_ptr_array_add (field->ids, g_strdup (desc_string (choice, "id")));
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
  const char *none = desc_string (field->desc, "none_label");

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
  g_autofree char *title = field_title (field->desc);

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
  JsonArray *side_labels = desc_array (field->desc, "labels");
  gboolean number = g_strcmp0 (desc_string (field->desc, "item_type"), "number") == 0;
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
  gboolean optional = desc_optional (field->desc);
  GtkWidget *row = expander_row_new (field, optional);
  JsonArray *sub = desc_array (field->desc, "fields");
  Container inner = { NULL, ADW_EXPANDER_ROW (row) };

  if (optional)
    {
      adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (row), FALSE);
      g_signal_connect (row, "notify::enable-expansion", G_CALLBACK (control_changed), field);
    }
  field->children = sub != NULL ? build_fields (field->form, sub, inner)
                                : g_ptr_array_new_with_free_func ((GDestroyNotify) field_free);

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

static void
update_all_item_titles (GPtrArray *fields)
{
  for (guint i = 0; i < fields->len; i++)
    {
      Field *field = g_ptr_array_index (fields, i);

      if (field->type == FIELD_LIST)
        {
          update_item_titles (field);
          for (guint j = 0; j < field->children->len; j++)
            update_all_item_titles (((Item *) g_ptr_array_index (field->children, j))->fields);
        }
      else if (field->type == FIELD_RECORD)
        update_all_item_titles (field->children);
    }
}

static void
update_add_sensitivity (Field *list)
{
  double max = desc_number (list->desc, "max_items", G_MAXINT);
  GtkWidget *add = g_ptr_array_index (list->controls, 0);

  gtk_widget_set_sensitive (add, list->children->len < max);
}

static void
remove_item_clicked (GtkButton *button,
                     Item      *item)
{
  Field *list = item->list;

  container_remove (list->container, item->row);
  g_ptr_array_remove (list->children, item);
  update_add_sensitivity (list);
  field_changed (list->form);
}

static Item *
add_item (Field *list)
{
  Item *item = g_new0 (Item, 1);
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  JsonArray *sub = desc_array (list->desc, "fields");
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
                 ? build_fields (list->form, sub, (Container) { NULL, ADW_EXPANDER_ROW (item->row) })
                 : g_ptr_array_new_with_free_func ((GDestroyNotify) field_free);
  g_ptr_array_add (list->children, item);
  update_add_sensitivity (list);

  return item;
}

/* What the family's description gives when nothing is entered: "no bonuses". */
static JsonObject *
defaults_of (TarotOutcomeForm *self,
             JsonObject       *desc)
{
  return self->rules != NULL ? tarot_outcome_desc_default_json (desc, self->rules) : NULL;
}

static void
add_item_clicked (GtkButton *button,
                  Field     *list)
{
  Item *item = add_item (list);
  g_autoptr(JsonObject) defaults = defaults_of (list->form, list->desc);

  load_fields (item->fields, defaults);
  field_changed (list->form);
  gtk_widget_grab_focus (item->row);
}

static GtkWidget *
build_list (Field *field)
{
  GtkWidget *row = action_row_new (field);
  /* the description words the button: "Add poignée" */
  const char *item_label = desc_string (field->desc, "item_label");
  GtkWidget *add;

  add = gtk_button_new_with_label (item_label != NULL ? item_label : _("Add"));
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  g_signal_connect (add, "clicked", G_CALLBACK (add_item_clicked), field);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), add);
  g_ptr_array_add (field->controls, add);
  field->children = g_ptr_array_new_with_free_func ((GDestroyNotify) item_free);

  return row;
}

static GPtrArray *
build_fields (TarotOutcomeForm *self,
              JsonArray        *descs,
              Container         container)
{
  GPtrArray *fields = g_ptr_array_new_with_free_func ((GDestroyNotify) field_free);

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
          field_free (field);
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
            g_autofree char *title = field_title (field->desc);

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
          return desc_optional (field->desc) ? NULL : json_node_new (JSON_NODE_NULL);
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
      if (!desc_optional (field->desc)
          || adw_expander_row_get_enable_expansion (ADW_EXPANDER_ROW (field->row)))
        {
          JsonObject *object = fields_to_object (field->children, top);

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

            json_array_add_object_element (items, fields_to_object (item->fields, top));
          }
        if (json_array_get_length (items) > 0 || !desc_optional (field->desc))
          node = json_node_init_array (json_node_alloc (), items);
        json_array_unref (items);
      }
      break;

    case FIELD_PER_SEAT:
    case FIELD_PER_SIDE:
      {
        JsonArray *values = json_array_new ();
        gboolean number = g_strcmp0 (desc_string (field->desc, "item_type"), "number") == 0;

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

static Field *
find_field (GPtrArray  *fields,
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
static JsonObject *
fields_to_object (GPtrArray  *fields,
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

static void
update_visibility (GPtrArray  *fields,
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
            update_visibility (item->fields, top != NULL ? top : raw);
          }
      else if (field->type == FIELD_RECORD)
        update_visibility (field->children, top != NULL ? top : raw);
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
                                 node_number (node, desc_number (field->desc, "min", 0)));
      break;

    case FIELD_BOOL:
      gtk_switch_set_active (g_ptr_array_index (field->controls, 0), node_number (node, 0) != 0);
      break;

    case FIELD_RECORD:
      {
        gboolean present = node != NULL && JSON_NODE_HOLDS_OBJECT (node);

        if (desc_optional (field->desc))
          adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (field->row), present);
        load_fields (field->children, present ? json_node_get_object (node) : NULL);
      }
      break;

    case FIELD_LIST:
      while (field->children->len > 0)
        {
          Item *item = g_ptr_array_index (field->children, field->children->len - 1);

          container_remove (field->container, item->row);
          g_ptr_array_remove_index (field->children, field->children->len - 1);
        }
      if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
        for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
          {
            JsonNode *element = json_array_get_element (json_node_get_array (node), i);
            Item *item = add_item (field);

            load_fields (item->fields, JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL);
          }
      update_add_sensitivity (field);
      break;

    case FIELD_PER_SEAT:
    case FIELD_PER_SIDE:
      for (guint i = 0; i < field->controls->len; i++)
        {
          JsonNode *element = node != NULL && JSON_NODE_HOLDS_ARRAY (node)
                              && i < json_array_get_length (json_node_get_array (node))
                              ? json_array_get_element (json_node_get_array (node), i) : NULL;

          gtk_spin_button_set_value (g_ptr_array_index (field->controls, i),
                                     node_number (element, desc_number (field->desc, "min", 0)));
        }
      break;

    case FIELD_UNKNOWN:
    default:
      g_assert_not_reached ();
    }
}

static void
load_fields (GPtrArray  *fields,
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

/* ------------------------------------------------------------------ */
/* Problems and preview                                                */

static void
set_row_problem (Field      *field,
                 const char *message)
{
  const char *subtitle = message != NULL ? message : field->help;

  if (ADW_IS_EXPANDER_ROW (field->row))
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (field->row), subtitle != NULL ? subtitle : "");
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (field->row), subtitle != NULL ? subtitle : "");

  if (message != NULL)
    gtk_widget_add_css_class (field->row, "outcome-problem");
  else
    gtk_widget_remove_css_class (field->row, "outcome-problem");
  g_object_set_data_full (G_OBJECT (field->row), "outcome-problem", g_strdup (message), g_free);
}

static void
clear_problems (TarotOutcomeForm *self)
{
  for (guint i = 0; i < self->fields->len; i++)
    set_row_problem (g_ptr_array_index (self->fields, i), NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), FALSE);
  g_clear_pointer (&self->problem_field, g_free);
}

static void
remove_children (GtkWidget *parent)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (parent)) != NULL)
    {
      if (GTK_IS_GRID (parent))
        gtk_grid_remove (GTK_GRID (parent), child);
      else
        gtk_box_remove (GTK_BOX (parent), child);
    }
}

void
tarot_outcome_form_set_preview (TarotOutcomeForm *self,
                                const TarotScore *score)
{
  g_return_if_fail (TAROT_IS_OUTCOME_FORM (self));
  g_return_if_fail (score != NULL);

  clear_problems (self);
  remove_children (GTK_WIDGET (self->lines_box));
  remove_children (GTK_WIDGET (self->totals_grid));

  for (guint i = 0; i < score->n_lines; i++)
    {
      GtkWidget *label = gtk_label_new (score->lines[i].label);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_box_append (self->lines_box, label);
    }
  if (score->n_lines == 0)
    {
      GtkWidget *label = gtk_label_new (_("Nothing is scored for this hand."));

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_box_append (self->lines_box, label);
    }

  for (guint s = 0; s < score->n_players && s < self->n_players; s++)
    {
      GtkWidget *name = gtk_label_new (self->names[s]);
      g_autofree char *text = tarot_sheet_format_amount (score->totals[s], TRUE);
      GtkWidget *total = gtk_label_new (text);

      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (name, "dim-label");
      gtk_widget_add_css_class (name, "caption");
      gtk_widget_add_css_class (total, "score-number");
      gtk_widget_add_css_class (total, "score-total");
      if (score->totals[s] < 0)
        gtk_widget_add_css_class (total, "negative");
      gtk_grid_attach (self->totals_grid, name, (int) s, 0, 1, 1);
      gtk_grid_attach (self->totals_grid, total, (int) s, 1, 1, 1);
    }

  gtk_widget_set_visible (self->preview_box, TRUE);
  self->valid = TRUE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->add_button), TRUE);
}

/* "(input): poignees[1].seat: expected …" beside the field reads as “expected …”: the row
 * already says which field. */
static const char *
problem_text (const char *field,
              const char *message)
{
  const char *at;

  if (field == NULL || (at = strstr (message, field)) == NULL)
    return message;
  at = strstr (at, ": ");
  return at != NULL ? at + 2 : message;
}

void
tarot_outcome_form_set_problem (TarotOutcomeForm *self,
                                const char       *field,
                                const char       *message)
{
  Field *target;

  g_return_if_fail (TAROT_IS_OUTCOME_FORM (self));
  g_return_if_fail (message != NULL);

  clear_problems (self);
  target = find_field (self->fields, field);
  if (target != NULL && gtk_widget_get_visible (target->row))
    {
      g_autofree char *title = field_title (target->desc);
      g_autofree char *pointer = NULL;

      set_row_problem (target, problem_text (field, message));
      self->problem_field = g_strdup (field);
      /* the row may be scrolled away, on a phone: the bar says where to look */
      /* Translators: under the form, the field that is wrong and why, e.g. “Card points: …” */
      pointer = g_strdup_printf (_("%s: %s"), title, problem_text (field, message));
      gtk_label_set_text (self->problem_label, pointer);
    }
  else
    {
      gtk_label_set_text (self->problem_label, message);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), TRUE);

  gtk_widget_set_visible (self->preview_box, FALSE);
  self->valid = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->add_button), FALSE);
}

const char *
tarot_outcome_form_get_field_problem (TarotOutcomeForm *self,
                                      const char       *field_id)
{
  Field *field;

  g_return_val_if_fail (TAROT_IS_OUTCOME_FORM (self), NULL);

  field = find_field (self->fields, field_id);
  return field != NULL ? g_object_get_data (G_OBJECT (field->row), "outcome-problem") : NULL;
}

/* ------------------------------------------------------------------ */
/* Public                                                              */

static void
clear_fields (TarotOutcomeForm *self)
{
  GtkWidget *row;

  while ((row = GTK_WIDGET (gtk_list_box_get_row_at_index (self->field_list, 0))) != NULL)
    gtk_list_box_remove (self->field_list, row);
  g_clear_pointer (&self->fields, g_ptr_array_unref);
}

void
tarot_outcome_form_set_description (TarotOutcomeForm  *self,
                                    JsonObject        *description,
                                    TarotVariant      *variant,
                                    const TarotRules  *rules,
                                    guint              n_players,
                                    const char *const *names)
{
  JsonArray *descs;

  g_return_if_fail (TAROT_IS_OUTCOME_FORM (self));
  g_return_if_fail (description != NULL);
  g_return_if_fail (n_players > 0 && names != NULL);

  clear_fields (self);
  g_clear_pointer (&self->description, json_object_unref);
  g_set_object (&self->variant, variant);
  g_strfreev (self->names);

  self->description = json_object_ref (description);
  self->rules = rules;
  self->n_players = n_players;
  self->names = g_strdupv ((char **) names);

  descs = desc_array (description, "fields");
  self->loading++;
  self->fields = descs != NULL
                 ? build_fields (self, descs, (Container) { self->field_list, NULL })
                 : g_ptr_array_new_with_free_func ((GDestroyNotify) field_free);
  self->loading--;
  clear_problems (self);
  tarot_outcome_form_set_outcome (self, NULL);
}

JsonObject *
tarot_outcome_form_get_description (TarotOutcomeForm *self)
{
  g_return_val_if_fail (TAROT_IS_OUTCOME_FORM (self), NULL);

  return self->description;
}

JsonObject *
tarot_outcome_form_get_outcome (TarotOutcomeForm *self)
{
  g_return_val_if_fail (TAROT_IS_OUTCOME_FORM (self), NULL);

  /* a number typed but not confirmed still counts */
  for (guint i = 0; self->fields != NULL && i < self->fields->len; i++)
    {
      Field *field = g_ptr_array_index (self->fields, i);

      for (guint j = 0; j < field->controls->len; j++)
        if (GTK_IS_SPIN_BUTTON (g_ptr_array_index (field->controls, j)))
          {
            self->loading++;
            gtk_spin_button_update (g_ptr_array_index (field->controls, j));
            self->loading--;
          }
    }

  return self->fields != NULL ? fields_to_object (self->fields, NULL) : json_object_new ();
}

void
tarot_outcome_form_set_outcome (TarotOutcomeForm *self,
                                JsonObject       *outcome)
{
  g_autoptr(JsonObject) defaults = NULL;

  g_return_if_fail (TAROT_IS_OUTCOME_FORM (self));

  if (self->fields == NULL)
    return;

  if (outcome == NULL)
    outcome = defaults = defaults_of (self, self->description);
  self->loading++;
  load_fields (self->fields, outcome);
  self->loading--;
  refresh (self);
}

void
tarot_outcome_form_set_replacing (TarotOutcomeForm *self,
                                  guint             hand_number)
{
  g_autofree char *label = NULL;

  g_return_if_fail (TAROT_IS_OUTCOME_FORM (self));

  if (hand_number == 0)
    label = g_strdup (_("_Add Hand"));
  else
    /* Translators: the button that replaces an edited hand, e.g. “Replace Hand 3” */
    label = g_strdup_printf (_("_Replace Hand %u"), hand_number);
  gtk_button_set_label (self->add_button, label);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), hand_number != 0);
}

void
tarot_outcome_form_set_heading (TarotOutcomeForm *self,
                                const char       *heading)
{
  g_return_if_fail (TAROT_IS_OUTCOME_FORM (self));

  gtk_label_set_text (self->heading_label, heading != NULL ? heading : "");
  gtk_widget_set_visible (GTK_WIDGET (self->heading_label), heading != NULL);
}

void
tarot_outcome_form_add_toast (TarotOutcomeForm *self,
                              AdwToast         *toast)
{
  g_return_if_fail (TAROT_IS_OUTCOME_FORM (self));

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

GtkWidget *
tarot_outcome_form_get_field_row (TarotOutcomeForm *self,
                                  const char       *field_id)
{
  Field *field;

  g_return_val_if_fail (TAROT_IS_OUTCOME_FORM (self), NULL);

  field = find_field (self->fields, field_id);
  return field != NULL ? field->row : NULL;
}

GtkWidget *
tarot_outcome_form_new (void)
{
  return g_object_new (TAROT_TYPE_OUTCOME_FORM, NULL);
}

static void
add_clicked (TarotOutcomeForm *self)
{
  request_add (self);
}

static void
cancel_clicked (TarotOutcomeForm *self)
{
  g_signal_emit (self, signals[CANCEL_EDIT], 0);
}

static void
add_activated (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  request_add (TAROT_OUTCOME_FORM (widget));
}

/* The form measures and places its child itself (not through AdwBin's layout manager), so
 * that it can ask for less than the rows' full width. */
static void
tarot_outcome_form_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child == NULL)
    return;

  gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*minimum, MIN (*natural, NATURAL_WIDTH));
}

static void
tarot_outcome_form_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL)
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
tarot_outcome_form_dispose (GObject *object)
{
  TarotOutcomeForm *self = TAROT_OUTCOME_FORM (object);

  /* the rows reference the fields: they go first */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_OUTCOME_FORM);
  g_clear_pointer (&self->fields, g_ptr_array_unref);

  G_OBJECT_CLASS (tarot_outcome_form_parent_class)->dispose (object);
}

static void
tarot_outcome_form_finalize (GObject *object)
{
  TarotOutcomeForm *self = TAROT_OUTCOME_FORM (object);

  g_clear_pointer (&self->description, json_object_unref);
  g_clear_object (&self->variant);
  g_clear_pointer (&self->names, g_strfreev);
  g_free (self->problem_field);

  G_OBJECT_CLASS (tarot_outcome_form_parent_class)->finalize (object);
}

static void
tarot_outcome_form_class_init (TarotOutcomeFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_outcome_form_dispose;
  object_class->finalize = tarot_outcome_form_finalize;
  widget_class->measure = tarot_outcome_form_measure;
  widget_class->size_allocate = tarot_outcome_form_size_allocate;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ADD] = g_signal_new ("add", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                               0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CANCEL_EDIT] = g_signal_new ("cancel-edit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-outcome-form.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotOutcomeForm, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TarotOutcomeForm, heading_label);
  gtk_widget_class_bind_template_child (widget_class, TarotOutcomeForm, field_list);
  gtk_widget_class_bind_template_child (widget_class, TarotOutcomeForm, problem_label);
  gtk_widget_class_bind_template_child (widget_class, TarotOutcomeForm, lines_box);
  gtk_widget_class_bind_template_child (widget_class, TarotOutcomeForm, totals_grid);
  gtk_widget_class_bind_template_child (widget_class, TarotOutcomeForm, preview_box);
  gtk_widget_class_bind_template_child (widget_class, TarotOutcomeForm, add_button);
  gtk_widget_class_bind_template_child (widget_class, TarotOutcomeForm, cancel_button);
  gtk_widget_class_bind_template_callback (widget_class, add_clicked);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked);

  gtk_widget_class_install_action (widget_class, "form.add", NULL, add_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "form.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "form.add", NULL);
}

static void
tarot_outcome_form_init (TarotOutcomeForm *self)
{
  /* measure and size_allocate place the child instead of AdwBin's layout */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  tarot_outcome_form_set_replacing (self, 0);
}
