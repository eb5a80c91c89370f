/* tarot-house-rules-group.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-house-rules-group.h"
#include "tarot-label-factory.h"

typedef struct
{
  const TarotOption *option;
  GtkWidget         *row;
  GtkWidget         *control;   /* GtkSwitch, AdwComboRow (= row) or GtkSpinButton */
} OptionRow;

struct _TarotHouseRulesGroup
{
  AdwPreferencesGroup  parent_instance;

  TarotVariant        *variant;
  GArray              *option_rows;     /* OptionRow */
  GtkButton           *restore_button;
};

G_DEFINE_FINAL_TYPE (TarotHouseRulesGroup, tarot_house_rules_group, ADW_TYPE_PREFERENCES_GROUP)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
choice_index (const TarotOption *option,
              const char        *value)
{
  for (guint i = 0; option->choices[i] != NULL; i++)
    if (g_strcmp0 (option->choices[i], value) == 0)
      return i;

  return 0;
}

static GHashTable *
collect_options (TarotHouseRulesGroup *self)
{
  GHashTable *options = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);

  for (guint i = 0; i < self->option_rows->len; i++)
    {
      OptionRow *entry = &g_array_index (self->option_rows, OptionRow, i);
      const TarotOption *option = entry->option;
      char *value = NULL;

      switch (option->type)
        {
        case TAROT_OPTION_BOOL:
          value = g_strdup (gtk_switch_get_active (GTK_SWITCH (entry->control)) ? "true" : "false");
          break;

        case TAROT_OPTION_INT:
          value = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (entry->control)));
          break;

        case TAROT_OPTION_CHOICE:
          {
            guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (entry->control));

            if (selected < g_strv_length ((char **) option->choices))
              value = g_strdup (option->choices[selected]);
          }
          break;

        default:
          g_assert_not_reached ();
        }

      if (value != NULL)
        g_hash_table_insert (options, (gpointer) option->id, value);
    }

  return options;
}

static gboolean
at_defaults (TarotHouseRulesGroup *self,
             GHashTable           *options)
{
  for (guint i = 0; i < self->option_rows->len; i++)
    {
      const TarotOption *option = g_array_index (self->option_rows, OptionRow, i).option;
      const char *value = g_hash_table_lookup (options, option->id);

      if (option->type == TAROT_OPTION_INT
          ? g_ascii_strtoll (value, NULL, 10) != g_ascii_strtoll (option->default_value, NULL, 10)
          : g_strcmp0 (value, option->default_value) != 0)
        return FALSE;
    }

  return TRUE;
}

static void
option_changed (TarotHouseRulesGroup *self)
{
  g_autoptr(GHashTable) options = collect_options (self);

  gtk_widget_set_sensitive (GTK_WIDGET (self->restore_button), !at_defaults (self, options));
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
set_option_value (OptionRow  *entry,
                  const char *value)
{
  const TarotOption *option = entry->option;

  switch (option->type)
    {
    case TAROT_OPTION_BOOL:
      gtk_switch_set_active (GTK_SWITCH (entry->control), g_strcmp0 (value, "true") == 0);
      break;

    case TAROT_OPTION_INT:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (entry->control),
                                 (double) g_ascii_strtoll (value, NULL, 10));
      break;

    case TAROT_OPTION_CHOICE:
      adw_combo_row_set_selected (ADW_COMBO_ROW (entry->control), choice_index (option, value));
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
restore_clicked (TarotHouseRulesGroup *self)
{
  for (guint i = 0; i < self->option_rows->len; i++)
    {
      OptionRow *entry = &g_array_index (self->option_rows, OptionRow, i);

      set_option_value (entry, entry->option->default_value);
    }

  option_changed (self);
}

static GtkWidget *
create_option_row (TarotHouseRulesGroup *self,
                   const TarotOption    *option)
{
  OptionRow entry = { option, NULL, NULL };

  switch (option->type)
    {
    case TAROT_OPTION_BOOL:
      entry.row = adw_action_row_new ();
      entry.control = gtk_switch_new ();
      gtk_widget_set_valign (entry.control, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (entry.row), entry.control);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (entry.row), entry.control);
      g_signal_connect_object (entry.control, "notify::active", G_CALLBACK (option_changed), self,
                               G_CONNECT_SWAPPED);
      break;

    case TAROT_OPTION_INT:
      entry.row = adw_action_row_new ();
      entry.control = gtk_spin_button_new_with_range ((double) option->min, (double) option->max, 1);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (entry.control), TRUE);
      gtk_widget_set_valign (entry.control, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (entry.row), entry.control);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (entry.row), entry.control);
      g_signal_connect_object (entry.control, "value-changed", G_CALLBACK (option_changed), self,
                               G_CONNECT_SWAPPED);
      break;

    case TAROT_OPTION_CHOICE:
      {
        g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);
        g_autoptr(GtkListItemFactory) factory = tarot_label_factory_new ();

        for (guint i = 0; option->choices[i] != NULL; i++)
          {
            g_autofree char *label = g_strdup (tarot_option_get_choice_name (option, i));

            gtk_string_list_append (choices, label);
          }

        entry.row = adw_combo_row_new ();
        entry.control = entry.row;
        /* The row's own labels ellipsize, and a long description would squeeze the value to "…". */
        adw_combo_row_set_factory (ADW_COMBO_ROW (entry.row), factory);
        adw_combo_row_set_model (ADW_COMBO_ROW (entry.row), G_LIST_MODEL (choices));
        g_signal_connect_object (entry.control, "notify::selected", G_CALLBACK (option_changed), self,
                                 G_CONNECT_SWAPPED);
      }
      break;

    default:
      g_assert_not_reached ();
    }

  /* Option names and descriptions come from the game files, not from markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (entry.row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry.row), tarot_option_get_name (option));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (entry.row), tarot_option_get_description (option));

  set_option_value (&entry, option->default_value);
  g_array_append_val (self->option_rows, entry);

  return entry.row;
}

void
tarot_house_rules_group_set_variant (TarotHouseRulesGroup *self,
                                     TarotVariant         *variant)
{
  const TarotOption *options;
  guint n_options;

  g_return_if_fail (TAROT_IS_HOUSE_RULES_GROUP (self));
  g_return_if_fail (TAROT_IS_VARIANT (variant));

  for (guint i = 0; i < self->option_rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self),
                                  g_array_index (self->option_rows, OptionRow, i).row);
  g_array_set_size (self->option_rows, 0);
  g_set_object (&self->variant, variant);

  options = tarot_variant_get_options (variant, &n_options);
  for (guint i = 0; i < n_options; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), create_option_row (self, &options[i]));
  gtk_widget_set_visible (GTK_WIDGET (self), n_options > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->restore_button), FALSE);
}

GHashTable *
tarot_house_rules_group_get_options (TarotHouseRulesGroup *self)
{
  g_return_val_if_fail (TAROT_IS_HOUSE_RULES_GROUP (self), NULL);

  for (guint i = 0; i < self->option_rows->len; i++)
    {
      OptionRow *entry = &g_array_index (self->option_rows, OptionRow, i);

      if (GTK_IS_SPIN_BUTTON (entry->control))
        gtk_spin_button_update (GTK_SPIN_BUTTON (entry->control));
    }

  return collect_options (self);
}

GtkWidget *
tarot_house_rules_group_new (void)
{
  return g_object_new (TAROT_TYPE_HOUSE_RULES_GROUP, NULL);
}

static void
tarot_house_rules_group_dispose (GObject *object)
{
  TarotHouseRulesGroup *self = TAROT_HOUSE_RULES_GROUP (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_HOUSE_RULES_GROUP);

  G_OBJECT_CLASS (tarot_house_rules_group_parent_class)->dispose (object);
}

static void
tarot_house_rules_group_finalize (GObject *object)
{
  TarotHouseRulesGroup *self = TAROT_HOUSE_RULES_GROUP (object);

  g_clear_object (&self->variant);
  g_clear_pointer (&self->option_rows, g_array_unref);

  G_OBJECT_CLASS (tarot_house_rules_group_parent_class)->finalize (object);
}

static void
tarot_house_rules_group_class_init (TarotHouseRulesGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_house_rules_group_dispose;
  object_class->finalize = tarot_house_rules_group_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-house-rules-group.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotHouseRulesGroup, restore_button);
  gtk_widget_class_bind_template_callback (widget_class, restore_clicked);
}

static void
tarot_house_rules_group_init (TarotHouseRulesGroup *self)
{
  self->option_rows = g_array_new (FALSE, FALSE, sizeof (OptionRow));
  gtk_widget_init_template (GTK_WIDGET (self));
}
