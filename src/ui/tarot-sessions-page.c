/* tarot-sessions-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-sessions-page.h"
#include "tarot-sheet-util.h"

struct _TarotSessionsPage
{
  AdwBin            parent_instance;

  TarotSessionList *list;
  AdwToast         *delete_toast;     /* while its Undo is offered */

  AdwToastOverlay  *toast_overlay;
  GtkStack         *stack;
  GtkListBox       *list_box;
  TarotSessionPage *session_page;
};

G_DEFINE_FINAL_TYPE (TarotSessionsPage, tarot_sessions_page, ADW_TYPE_BIN)

/* "French Tarot · 12 hands · 24/11/2026" and "Anna +120 · Ben −40 · …" */
static char *
describe_session (TarotTableSession *session)
{
  TarotScoreSheet *sheet = tarot_table_session_get_score_sheet (session);
  guint n_players = tarot_table_session_get_n_players (session);
  guint n_hands = tarot_table_session_get_n_hands (session);
  g_autofree char *date = g_date_time_format (tarot_table_session_get_modified (session), "%x");
  g_autofree char *facts = NULL;
  g_autoptr(GString) totals = g_string_new (NULL);

  facts = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u hand · %s", "%s · %u hands · %s", n_hands),
                           tarot_variant_get_name (tarot_table_session_get_variant (session)),
                           n_hands, date);
  for (guint s = 0; s < n_players; s++)
    {
      g_autofree char *total = tarot_sheet_format_amount (tarot_score_sheet_get_total (sheet, s), TRUE);

      if (s > 0)
        g_string_append (totals, _(" · "));
      /* Translators: a player's total in the list of score sheets, e.g. “Anna +120” */
      g_string_append_printf (totals, C_("player total", "%s %s"),
                              tarot_table_session_get_player_name (session, s), total);
    }

  return g_strdup_printf ("%s\n%s", facts, totals->str);
}

static void
update_row (AdwActionRow *row)
{
  TarotTableSession *session = g_object_get_data (G_OBJECT (row), "session");
  g_autofree char *subtitle = describe_session (session);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tarot_table_session_get_name (session));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  TarotTableSession *session = TAROT_TABLE_SESSION (item);
  const char *path = tarot_table_session_get_path (session);
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenuItem) rename = g_menu_item_new (_("_Rename…"), NULL);
  g_autoptr(GMenuItem) delete = g_menu_item_new (_("_Delete"), NULL);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *menu_button = gtk_menu_button_new ();
  GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

  g_menu_item_set_action_and_target_value (rename, "sessions.rename", g_variant_new_string (path));
  g_menu_item_set_action_and_target_value (delete, "sessions.delete", g_variant_new_string (path));
  g_menu_append_item (menu, rename);
  g_menu_append_item (menu, delete);

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu_button), "view-more-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (menu_button), G_MENU_MODEL (menu));
  gtk_widget_set_tooltip_text (menu_button, _("Rename or Delete"));
  gtk_widget_set_valign (menu_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (menu_button, "flat");

  /* names are typed by people, not markup */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), menu_button);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);

  g_object_set_data_full (G_OBJECT (row), "session", g_object_ref (session), g_object_unref);
  g_signal_connect_object (session, "changed", G_CALLBACK (update_row), row, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::name", G_CALLBACK (update_row), row, G_CONNECT_SWAPPED);
  update_row (ADW_ACTION_ROW (row));

  return row;
}

static void
update_stack (TarotSessionsPage *self)
{
  gboolean empty = self->list == NULL || g_list_model_get_n_items (G_LIST_MODEL (self->list)) == 0;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "session") != 0)
    gtk_stack_set_visible_child_name (self->stack, empty ? "empty" : "list");
}

static TarotTableSession *
find_session (TarotSessionsPage *self,
              const char        *path)
{
  for (guint i = 0; self->list != NULL && i < g_list_model_get_n_items (G_LIST_MODEL (self->list)); i++)
    {
      g_autoptr(TarotTableSession) session = g_list_model_get_item (G_LIST_MODEL (self->list), i);

      if (g_strcmp0 (tarot_table_session_get_path (session), path) == 0)
        return session;
    }
  return NULL;
}

static void
row_activated (TarotSessionsPage *self,
               GtkListBoxRow     *row)
{
  tarot_sessions_page_open (self, g_object_get_data (G_OBJECT (row), "session"));
}

static void
show_error (TarotSessionsPage *self,
            const GError      *error)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
}

static void
rename_response (AdwMessageDialog  *dialog,
                 const char        *response,
                 TarotSessionsPage *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  TarotTableSession *session = g_object_get_data (G_OBJECT (dialog), "session");
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  if (g_str_equal (response, "rename") && name[0] != '\0')
    tarot_sessions_page_rename (self, session, name);
}

static void
rename_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TarotSessionsPage *self = TAROT_SESSIONS_PAGE (widget);
  TarotTableSession *session = find_session (self, g_variant_get_string (parameter, NULL));
  GtkWidget *dialog, *entry;

  if (session == NULL)
    return;

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                   _("Rename Score Sheet"), NULL);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), tarot_table_session_get_name (session));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "session", g_object_ref (session), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
delete_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TarotSessionsPage *self = TAROT_SESSIONS_PAGE (widget);
  TarotTableSession *session = find_session (self, g_variant_get_string (parameter, NULL));
  g_autoptr(GError) error = NULL;

  if (session != NULL && !tarot_sessions_page_delete (self, session, &error))
    show_error (self, error);
}

static void
undo_delete_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TarotSessionsPage *self = TAROT_SESSIONS_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!tarot_sessions_page_undo_delete (self, &error))
    show_error (self, error);
}

/* The file set aside goes for good when its Undo does. */
static void
delete_toast_dismissed (TarotSessionsPage *self,
                        AdwToast          *toast)
{
  if (self->delete_toast != toast)
    return;
  self->delete_toast = NULL;
  if (self->list != NULL)
    tarot_session_list_purge (self->list);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sessions.undo-delete", FALSE);
}

void
tarot_sessions_page_rename (TarotSessionsPage *self,
                            TarotTableSession *session,
                            const char        *name)
{
  g_return_if_fail (TAROT_IS_SESSIONS_PAGE (self));
  g_return_if_fail (TAROT_IS_TABLE_SESSION (session));

  tarot_table_session_set_name (session, name);
}

gboolean
tarot_sessions_page_delete (TarotSessionsPage  *self,
                            TarotTableSession  *session,
                            GError            **error)
{
  g_autoptr(TarotTableSession) kept = NULL;
  g_autofree char *title = NULL;
  AdwToast *toast;

  g_return_val_if_fail (TAROT_IS_SESSIONS_PAGE (self), FALSE);
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (session), FALSE);

  /* one deletion can be undone at a time: an earlier one is final now */
  if (self->delete_toast != NULL)
    adw_toast_dismiss (self->delete_toast);

  kept = g_object_ref (session);
  if (!tarot_session_list_remove (self->list, session, error))
    return FALSE;
  if (tarot_session_page_get_session (self->session_page) == session)
    tarot_sessions_page_show_list (self);

  /* Translators: a toast after a score sheet was deleted; %s is its name */
  title = g_strdup_printf (_("“%s” deleted"), tarot_table_session_get_name (kept));
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "sessions.undo-delete");
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (delete_toast_dismissed), self,
                           G_CONNECT_SWAPPED);
  self->delete_toast = toast;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sessions.undo-delete", TRUE);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);

  return TRUE;
}

gboolean
tarot_sessions_page_undo_delete (TarotSessionsPage  *self,
                                 GError            **error)
{
  AdwToast *toast;

  g_return_val_if_fail (TAROT_IS_SESSIONS_PAGE (self), FALSE);

  if (self->delete_toast == NULL)
    return TRUE;

  toast = g_steal_pointer (&self->delete_toast);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sessions.undo-delete", FALSE);
  adw_toast_dismiss (toast);

  return tarot_session_list_undo_remove (self->list, error);
}

void
tarot_sessions_page_set_list (TarotSessionsPage *self,
                              TarotSessionList  *list)
{
  g_return_if_fail (TAROT_IS_SESSIONS_PAGE (self));
  g_return_if_fail (TAROT_IS_SESSION_LIST (list));

  if (self->list != NULL)
    g_signal_handlers_disconnect_by_func (self->list, update_stack, self);
  g_set_object (&self->list, list);
  gtk_list_box_bind_model (self->list_box, G_LIST_MODEL (list), create_row, NULL, NULL);
  g_signal_connect_object (list, "items-changed", G_CALLBACK (update_stack), self, G_CONNECT_SWAPPED);
  update_stack (self);
}

TarotSessionList *
tarot_sessions_page_get_list (TarotSessionsPage *self)
{
  g_return_val_if_fail (TAROT_IS_SESSIONS_PAGE (self), NULL);

  return self->list;
}

gboolean
tarot_sessions_page_add (TarotSessionsPage  *self,
                         TarotTableSession  *session,
                         GError            **error)
{
  g_return_val_if_fail (TAROT_IS_SESSIONS_PAGE (self), FALSE);
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (session), FALSE);

  if (!tarot_session_list_add (self->list, session, error))
    return FALSE;
  tarot_sessions_page_open (self, session);
  return TRUE;
}

void
tarot_sessions_page_open (TarotSessionsPage *self,
                          TarotTableSession *session)
{
  g_return_if_fail (TAROT_IS_SESSIONS_PAGE (self));
  g_return_if_fail (TAROT_IS_TABLE_SESSION (session));

  tarot_session_page_set_session (self->session_page, session);
  gtk_stack_set_visible_child_name (self->stack, "session");
}

void
tarot_sessions_page_show_list (TarotSessionsPage *self)
{
  g_return_if_fail (TAROT_IS_SESSIONS_PAGE (self));

  gtk_stack_set_visible_child_name (self->stack, "list");
  update_stack (self);
}

TarotSessionPage *
tarot_sessions_page_get_session_page (TarotSessionsPage *self)
{
  g_return_val_if_fail (TAROT_IS_SESSIONS_PAGE (self), NULL);

  return self->session_page;
}

static void
tarot_sessions_page_dispose (GObject *object)
{
  TarotSessionsPage *self = TAROT_SESSIONS_PAGE (object);

  /* a deletion still offering Undo is final when the window goes */
  if (self->list != NULL && self->delete_toast != NULL)
    tarot_session_list_purge (self->list);
  self->delete_toast = NULL;
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_SESSIONS_PAGE);
  g_clear_object (&self->list);

  G_OBJECT_CLASS (tarot_sessions_page_parent_class)->dispose (object);
}

static void
tarot_sessions_page_class_init (TarotSessionsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_sessions_page_dispose;

  g_type_ensure (TAROT_TYPE_SESSION_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-sessions-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotSessionsPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionsPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionsPage, list_box);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionsPage, session_page);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_bind_template_callback (widget_class, tarot_sessions_page_show_list);

  gtk_widget_class_install_action (widget_class, "sessions.rename", "s", rename_activated);
  gtk_widget_class_install_action (widget_class, "sessions.delete", "s", delete_activated);
  gtk_widget_class_install_action (widget_class, "sessions.undo-delete", NULL, undo_delete_activated);
}

static void
tarot_sessions_page_init (TarotSessionsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sessions.undo-delete", FALSE);
  update_stack (self);
}
