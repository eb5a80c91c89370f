/* tarot-new-session-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "model/tarot-deal.h"
#include "tarot-games-page.h"
#include "tarot-house-rules-group.h"
#include "tarot-new-session-dialog.h"

struct _TarotNewSessionDialog
{
  AdwWindow              parent_instance;

  GPtrArray             *variants;        /* TarotVariant *, in the order of game_list */
  GStrv                  offered_names;
  AdwEntryRow           *name_rows[TAROT_MAX_PLAYERS];
  guint                  updating;

  GtkButton             *start_button;
  GtkRevealer           *banner_revealer;
  GtkLabel              *banner_label;
  AdwComboRow           *game_row;
  GtkStringList         *game_list;
  AdwComboRow           *players_row;
  GtkStringList         *players_list;
  AdwPreferencesGroup   *players_group;
  AdwComboRow           *dealer_row;
  GtkStringList         *dealer_list;
  TarotHouseRulesGroup  *rules_group;
};

G_DEFINE_FINAL_TYPE (TarotNewSessionDialog, tarot_new_session_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static TarotVariant *
selected_variant (TarotNewSessionDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->game_row);

  return selected < self->variants->len ? g_ptr_array_index (self->variants, selected) : NULL;
}

static guint
selected_n_players (TarotNewSessionDialog *self)
{
  TarotVariant *variant = selected_variant (self);

  return tarot_variant_get_min_players (variant) + adw_combo_row_get_selected (self->players_row);
}

static char *
default_name (TarotNewSessionDialog *self,
              guint                  seat)
{
  if (self->offered_names != NULL && seat < g_strv_length (self->offered_names))
    return g_strdup (self->offered_names[seat]);

  return g_strdup_printf (_("Player %u"), seat + 1);
}

/* An emptied entry keeps the seat's default, so the sheet never has a blank column. */
static char *
seat_name (TarotNewSessionDialog *self,
           guint                  seat)
{
  char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_rows[seat]))));

  if (name[0] != '\0')
    return name;
  g_free (name);
  return default_name (self, seat);
}

static GStrv
seat_names (TarotNewSessionDialog *self)
{
  guint n = selected_n_players (self);
  GStrv names = g_new0 (char *, n + 1);

  for (guint s = 0; s < n; s++)
    names[s] = seat_name (self, s);
  return names;
}

static void
validate (TarotNewSessionDialog *self)
{
  g_autoptr(GHashTable) options = tarot_house_rules_group_get_options (self->rules_group);
  g_autoptr(GError) error = NULL;
  gboolean ok = tarot_variant_check_options (selected_variant (self), options, &error);

  if (!ok)
    gtk_label_set_text (self->banner_label, error->message);
  gtk_revealer_set_reveal_child (self->banner_revealer, !ok);
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_button), ok);
}

/* The dealer list follows the names as they are typed, keeping the chosen seat. */
static void
update_dealers (TarotNewSessionDialog *self)
{
  g_auto(GStrv) names = NULL;
  guint dealer = adw_combo_row_get_selected (self->dealer_row);
  guint n = selected_n_players (self);

  if (self->updating > 0)
    return;

  names = seat_names (self);
  self->updating++;
  gtk_string_list_splice (self->dealer_list, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->dealer_list)),
                          (const char *const *) names);
  adw_combo_row_set_selected (self->dealer_row, dealer < n ? dealer : 0);
  self->updating--;
}

static void
update_seats (TarotNewSessionDialog *self)
{
  guint n = selected_n_players (self);

  if (self->updating > 0)
    return;
  for (guint s = 0; s < TAROT_MAX_PLAYERS; s++)
    gtk_widget_set_visible (GTK_WIDGET (self->name_rows[s]), s < n);
  update_dealers (self);
}

static void
game_changed (TarotNewSessionDialog *self)
{
  TarotVariant *variant = selected_variant (self);
  guint min, max, preferred = 0;
  g_autoptr(GPtrArray) counts = g_ptr_array_new_with_free_func (g_free);

  if (variant == NULL)
    return;

  min = tarot_variant_get_min_players (variant);
  max = MIN (tarot_variant_get_max_players (variant), TAROT_MAX_PLAYERS);
  for (guint n = min; n <= max; n++)
    {
      g_ptr_array_add (counts, g_strdup_printf ("%u", n));
      /* four is the usual table wherever the game allows it */
      if (n == 4)
        preferred = n - min;
    }
  g_ptr_array_add (counts, NULL);

  self->updating++;
  gtk_string_list_splice (self->players_list, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->players_list)),
                          (const char *const *) counts->pdata);
  adw_combo_row_set_selected (self->players_row, preferred);
  self->updating--;
  gtk_widget_set_visible (GTK_WIDGET (self->players_row), min != max);

  tarot_house_rules_group_set_variant (self->rules_group, variant);
  update_seats (self);
  validate (self);
}

static void
start_clicked (TarotNewSessionDialog *self)
{
  g_autoptr(GHashTable) options = tarot_house_rules_group_get_options (self->rules_group);
  g_autoptr(TarotTableSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = seat_names (self);

  session = tarot_table_session_new (selected_variant (self), selected_n_players (self), options,
                                     (const char *const *) names,
                                     adw_combo_row_get_selected (self->dealer_row), &error);
  if (session == NULL)
    {
      gtk_label_set_text (self->banner_label, error->message);
      gtk_revealer_set_reveal_child (self->banner_revealer, TRUE);
      return;
    }

  g_signal_emit (self, signals[START], 0, session);
  gtk_window_close (GTK_WINDOW (self));
}

static void
create_name_rows (TarotNewSessionDialog *self)
{
  for (guint s = 0; s < TAROT_MAX_PLAYERS; s++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %u"), s + 1);
      g_autofree char *name = default_name (self, s);
      GtkWidget *row = adw_entry_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_editable_set_text (GTK_EDITABLE (row), name);
      adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row), TRUE);
      g_signal_connect_object (row, "changed", G_CALLBACK (update_dealers), self, G_CONNECT_SWAPPED);
      adw_preferences_group_add (self->players_group, row);
      self->name_rows[s] = ADW_ENTRY_ROW (row);
    }
}

static void
tarot_new_session_dialog_dispose (GObject *object)
{
  TarotNewSessionDialog *self = TAROT_NEW_SESSION_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_NEW_SESSION_DIALOG);

  G_OBJECT_CLASS (tarot_new_session_dialog_parent_class)->dispose (object);
}

static void
tarot_new_session_dialog_finalize (GObject *object)
{
  TarotNewSessionDialog *self = TAROT_NEW_SESSION_DIALOG (object);

  g_clear_pointer (&self->variants, g_ptr_array_unref);
  g_clear_pointer (&self->offered_names, g_strfreev);

  G_OBJECT_CLASS (tarot_new_session_dialog_parent_class)->finalize (object);
}

static void
tarot_new_session_dialog_class_init (TarotNewSessionDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_new_session_dialog_dispose;
  object_class->finalize = tarot_new_session_dialog_finalize;

  g_type_ensure (TAROT_TYPE_HOUSE_RULES_GROUP);

  /**
   * TarotNewSessionDialog::start:
   * @session: the new session, with no hand yet
   *
   * The person pressed Start; the dialog closes right after.
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, TAROT_TYPE_TABLE_SESSION);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-new-session-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotNewSessionDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, TarotNewSessionDialog, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, TarotNewSessionDialog, banner_label);
  gtk_widget_class_bind_template_child (widget_class, TarotNewSessionDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, TarotNewSessionDialog, game_list);
  gtk_widget_class_bind_template_child (widget_class, TarotNewSessionDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, TarotNewSessionDialog, players_list);
  gtk_widget_class_bind_template_child (widget_class, TarotNewSessionDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, TarotNewSessionDialog, dealer_row);
  gtk_widget_class_bind_template_child (widget_class, TarotNewSessionDialog, dealer_list);
  gtk_widget_class_bind_template_child (widget_class, TarotNewSessionDialog, rules_group);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tarot_new_session_dialog_init (TarotNewSessionDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TarotNewSessionDialog *
tarot_new_session_dialog_new (const char        *variant_id,
                              const char *const *names)
{
  TarotNewSessionDialog *self = g_object_new (TAROT_TYPE_NEW_SESSION_DIALOG, NULL);
  guint selected = 0;

  self->offered_names = names != NULL ? g_strdupv ((char **) names) : NULL;
  self->variants = tarot_games_page_load_variants (NULL);
  for (guint i = 0; i < self->variants->len; i++)
    {
      TarotVariant *variant = g_ptr_array_index (self->variants, i);

      gtk_string_list_append (self->game_list, tarot_variant_get_name (variant));
      if (g_strcmp0 (tarot_variant_get_id (variant), variant_id) == 0)
        selected = i;
    }

  create_name_rows (self);
  adw_combo_row_set_selected (self->game_row, selected);
  g_signal_connect_object (self->game_row, "notify::selected", G_CALLBACK (game_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->players_row, "notify::selected", G_CALLBACK (update_seats), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->rules_group, "changed", G_CALLBACK (validate), self,
                           G_CONNECT_SWAPPED);
  game_changed (self);
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->name_rows[0]));

  return self;
}
