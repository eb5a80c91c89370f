/* tarot-outcome-form.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tarot-outcome-form-private.h"
#include "tarot-sheet-util.h"

G_DEFINE_FINAL_TYPE (TarotOutcomeForm, tarot_outcome_form, ADW_TYPE_BIN)

enum {
  CHANGED,
  ADD,
  CANCEL_EDIT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];


/* ------------------------------------------------------------------ */
/* Changes                                                             */

/* Rows follow the values ("when", list entries' titles), then the owner rescores. */
static void
refresh (TarotOutcomeForm *self)
{
  _tarot_outcome_form_update_visibility (self->fields, NULL);
  _tarot_outcome_form_update_all_item_titles (self->fields);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
_tarot_outcome_form_field_changed (TarotOutcomeForm *self)
{
  if (self->loading > 0)
    return;

  refresh (self);
}

void
_tarot_outcome_form_request_add (TarotOutcomeForm *self)
{
  if (gtk_widget_get_sensitive (GTK_WIDGET (self->add_button)))
    g_signal_emit (self, signals[ADD], 0);
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
  target = _tarot_outcome_form_find_field (self->fields, field);
  if (target != NULL && gtk_widget_get_visible (target->row))
    {
      g_autofree char *title = _tarot_outcome_form_field_title (target->desc);
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

  field = _tarot_outcome_form_find_field (self->fields, field_id);
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

  descs = _tarot_outcome_form_desc_array (description, "fields");
  self->loading++;
  self->fields = descs != NULL
                 ? _tarot_outcome_form_build_fields (self, descs, (Container) { self->field_list, NULL })
                 : g_ptr_array_new_with_free_func ((GDestroyNotify) _tarot_outcome_form_field_free);
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

  return self->fields != NULL ? _tarot_outcome_form_fields_to_object (self->fields, NULL) : json_object_new ();
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
    outcome = defaults = _tarot_outcome_form_defaults_of (self, self->description);
  self->loading++;
  _tarot_outcome_form_load_fields (self->fields, outcome);
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

  field = _tarot_outcome_form_find_field (self->fields, field_id);
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
  _tarot_outcome_form_request_add (self);
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
  _tarot_outcome_form_request_add (TAROT_OUTCOME_FORM (widget));
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
