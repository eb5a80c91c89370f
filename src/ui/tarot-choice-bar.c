/* tarot-choice-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-choice-bar.h"
#include "tarot-i18n.h"
#include "tarot-table-util.h"

/* more choices than this go into a "More" menu, so the bar never outgrows the window */
#define MAX_INLINE_BUTTONS 6
#define MAX_INLINE_BUTTONS_COMPACT 2
#define N_KEYS 9

struct _TarotChoiceBar
{
  GtkWidget   parent_instance;

  GPtrArray  *choices;   /* the choice buttons, in order */
  gboolean    compact;

  GtkBox     *box;
  GtkLabel   *seat_label;
  GtkLabel   *prompt_label;
  GtkBox     *action_box;
};

G_DEFINE_FINAL_TYPE (TarotChoiceBar, tarot_choice_bar, GTK_TYPE_WIDGET)

GVariant *
tarot_choice_bar_action_target (TarotAction action)
{
  guint32 word;

  G_STATIC_ASSERT (sizeof (TarotAction) == sizeof (guint32));
  memcpy (&word, &action, sizeof word);
  return g_variant_new_uint32 (word);
}

TarotAction
tarot_choice_bar_action_from_target (GVariant *target)
{
  guint32 word = g_variant_get_uint32 (target);
  TarotAction action;

  memcpy (&action, &word, sizeof action);
  return action;
}

void
tarot_choice_bar_clear (TarotChoiceBar *self)
{
  g_return_if_fail (TAROT_IS_CHOICE_BAR (self));

  g_ptr_array_set_size (self->choices, 0);
  tarot_table_remove_children (GTK_WIDGET (self->action_box));
}

/* A number key chooses the choice with that number, if it is there. */
static gboolean
on_number_key (GtkWidget *widget,
               GVariant  *args,
               gpointer   data)
{
  TarotChoiceBar *self = TAROT_CHOICE_BAR (widget);
  guint index = GPOINTER_TO_UINT (data);
  GtkWidget *button;

  if (!gtk_widget_get_mapped (widget) || index >= self->choices->len)
    return FALSE;
  button = g_ptr_array_index (self->choices, index);
  if (!gtk_widget_is_sensitive (button))
    return FALSE;
  return gtk_widget_activate (button);
}

static GtkWidget *
choice_button (TarotChoiceBar *self,
               TarotGame      *game,
               TarotAction     action,
               guint           index)
{
  g_autofree char *native = tarot_table_action_label (game, action, G_MAXUINT, NULL);
  g_autofree char *local = tarot_table_action_label (game, action, G_MAXUINT, tarot_i18n_get_ui_language ());
  GtkWidget *button = gtk_button_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (native);

  if (index < N_KEYS)
    {
      g_autofree char *number = g_strdup_printf ("%u", index + 1);
      GtkWidget *key = gtk_label_new (number);

      gtk_widget_add_css_class (key, "choice-key");
      gtk_box_append (GTK_BOX (content), key);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, number,
                                      -1);
    }
  gtk_box_append (GTK_BOX (content), label);
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, native,
                                  -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "table.choose");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), tarot_choice_bar_action_target (action));
  if (g_strcmp0 (native, local) != 0)
    gtk_widget_set_tooltip_text (button, local);
  return button;
}

void
tarot_choice_bar_set_choices (TarotChoiceBar    *self,
                              TarotGame         *game,
                              const TarotAction *actions,
                              guint              n_actions)
{
  guint max_inline = self->compact ? MAX_INLINE_BUTTONS_COMPACT : MAX_INLINE_BUTTONS;
  GtkWidget *more_box = NULL;

  g_return_if_fail (TAROT_IS_CHOICE_BAR (self));

  tarot_choice_bar_clear (self);
  /* one more in line rather than a menu of one */
  if (n_actions == max_inline + 1)
    max_inline++;
  for (guint i = 0; i < n_actions; i++)
    {
      GtkWidget *button = choice_button (self, game, actions[i], i);

      g_ptr_array_add (self->choices, button);
      if (i < max_inline)
        {
          gtk_box_append (self->action_box, button);
          continue;
        }
      if (more_box == NULL)
        {
          GtkWidget *menu = gtk_menu_button_new ();
          GtkWidget *popover = gtk_popover_new ();

          more_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
          gtk_popover_set_child (GTK_POPOVER (popover), more_box);
          gtk_menu_button_set_popover (GTK_MENU_BUTTON (menu), popover);
          gtk_menu_button_set_label (GTK_MENU_BUTTON (menu), _("_More"));
          gtk_menu_button_set_use_underline (GTK_MENU_BUTTON (menu), TRUE);
          gtk_box_append (self->action_box, menu);
        }
      gtk_widget_add_css_class (button, "flat");
      gtk_box_append (GTK_BOX (more_box), button);
    }
}

void
tarot_choice_bar_set_batch (TarotChoiceBar  *self,
                            TarotActionKind  kind,
                            guint            n_chosen,
                            guint            n_wanted,
                            const char      *problem)
{
  gboolean show = kind == TAROT_ACTION_SHOW;
  GtkWidget *label, *button;
  g_autofree char *count = NULL;

  g_return_if_fail (TAROT_IS_CHOICE_BAR (self));

  tarot_choice_bar_clear (self);
  /* TRANSLATORS: cards chosen to lay away or show, e.g. "2 of 6 chosen" */
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u chosen", "%u of %u chosen", n_wanted),
                           n_chosen, n_wanted);
  label = gtk_label_new (problem != NULL ? problem : count);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 52);
  gtk_widget_set_tooltip_text (label, problem);
  gtk_widget_add_css_class (label, problem != NULL ? "warning" : "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_box_append (self->action_box, label);

  button = gtk_button_new_with_mnemonic (show ? _("_Show") : _("L_ay Away"));
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_sensitive (button, n_chosen == n_wanted);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "table.confirm");
  gtk_box_append (self->action_box, button);
}

void
tarot_choice_bar_set_prompt (TarotChoiceBar *self,
                             const char     *seat,
                             const char     *prompt)
{
  g_return_if_fail (TAROT_IS_CHOICE_BAR (self));

  gtk_label_set_label (self->seat_label, seat);
  gtk_widget_set_visible (GTK_WIDGET (self->seat_label), seat != NULL && *seat != '\0');
  gtk_label_set_label (self->prompt_label, prompt);
}

const char *
tarot_choice_bar_get_prompt (TarotChoiceBar *self)
{
  g_return_val_if_fail (TAROT_IS_CHOICE_BAR (self), NULL);

  return gtk_label_get_label (self->prompt_label);
}

guint
tarot_choice_bar_get_n_choices (TarotChoiceBar *self)
{
  g_return_val_if_fail (TAROT_IS_CHOICE_BAR (self), 0);

  return self->choices->len;
}

GtkWidget *
tarot_choice_bar_get_choice (TarotChoiceBar *self,
                             guint           index)
{
  g_return_val_if_fail (TAROT_IS_CHOICE_BAR (self), NULL);
  g_return_val_if_fail (index < self->choices->len, NULL);

  return g_ptr_array_index (self->choices, index);
}

guint
tarot_choice_bar_get_choice_key (TarotChoiceBar *self,
                                 guint           index)
{
  g_return_val_if_fail (TAROT_IS_CHOICE_BAR (self), 0);

  return index < self->choices->len && index < N_KEYS ? GDK_KEY_1 + index : 0;
}

gboolean
tarot_choice_bar_focus_first (TarotChoiceBar *self)
{
  g_return_val_if_fail (TAROT_IS_CHOICE_BAR (self), FALSE);

  if (self->choices->len > 0)
    return gtk_widget_grab_focus (g_ptr_array_index (self->choices, 0));
  return gtk_widget_child_focus (GTK_WIDGET (self->action_box), GTK_DIR_TAB_FORWARD);
}

void
tarot_choice_bar_set_compact (TarotChoiceBar *self,
                              gboolean        compact)
{
  g_return_if_fail (TAROT_IS_CHOICE_BAR (self));

  self->compact = !!compact;
  /* on a narrow window the question sits above its answers */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->box),
                                  compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (self->box, compact ? 4 : 12);
  gtk_widget_set_halign (GTK_WIDGET (self->action_box), compact ? GTK_ALIGN_CENTER : GTK_ALIGN_END);
}

static void
tarot_choice_bar_dispose (GObject *object)
{
  TarotChoiceBar *self = TAROT_CHOICE_BAR (object);

  g_clear_pointer (&self->choices, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_CHOICE_BAR);
  /* the template's top child is not bound, so it is let go of here */
  tarot_table_remove_children (GTK_WIDGET (self));

  G_OBJECT_CLASS (tarot_choice_bar_parent_class)->dispose (object);
}

static void
tarot_choice_bar_class_init (TarotChoiceBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_choice_bar_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-choice-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotChoiceBar, box);
  gtk_widget_class_bind_template_child (widget_class, TarotChoiceBar, seat_label);
  gtk_widget_class_bind_template_child (widget_class, TarotChoiceBar, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TarotChoiceBar, action_box);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tarot_choice_bar_init (TarotChoiceBar *self)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->choices = g_ptr_array_new ();

  /* the numbers work wherever the focus is in the window */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < N_KEYS; i++)
    {
      GtkShortcutTrigger *trigger = gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_1 + i, 0),
                                                                 gtk_keyval_trigger_new (GDK_KEY_KP_1 + i, 0));
      GtkShortcutAction *action = gtk_callback_action_new (on_number_key, GUINT_TO_POINTER (i), NULL);

      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys), gtk_shortcut_new (trigger, action));
    }
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
