/* tarot-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "model/tarot-game.h"
#include "model/tarot-session-rules.h"
#include "tarot-gallery-page.h"
#include "tarot-games-page.h"
#include "tarot-i18n.h"
#include "tarot-new-game-dialog.h"
#include "tarot-new-session-dialog.h"
#include "tarot-rules-page.h"
#include "tarot-score-sheet-view.h"
#include "tarot-sessions-page.h"
#include "tarot-sheet-panel.h"
#include "tarot-table-page.h"
#include "tarot-window.h"

struct _TarotWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  AdwViewStack         *stack;
  AdwFlap              *flap;
  GtkWidget            *sheet_button;
  TarotSheetPanel      *sheet_panel;   /* these three are built when first needed */
  TarotGalleryPage     *gallery_page;
  TarotSessionsPage    *sessions_page;
  AdwBin               *gallery_bin;
  AdwBin               *scores_bin;
  TarotGamesPage       *games_page;
  TarotTablePage       *table_page;
  GtkWidget            *score_view;
  GtkWindow            *rules_window;   /* made at its first use, hidden when closed */
  TarotRulesPage       *rules_page;
  GtkInfoBar           *save_bar;
  GtkLabel             *save_bar_label;
  GtkWidget            *undo_box;

  gboolean              close_unsaved;  /* the player chose to close without saving */
};

G_DEFINE_FINAL_TYPE (TarotWindow, tarot_window, ADW_TYPE_APPLICATION_WINDOW)

static TarotSessionsPage *ensure_sessions_page (TarotWindow *self);
static TarotGalleryPage  *ensure_gallery_page  (TarotWindow *self);
static void               ensure_sheet_panel   (TarotWindow *self);
static void               update_zoom_actions  (TarotWindow *self);

const char *
tarot_window_get_page (TarotWindow *self)
{
  g_return_val_if_fail (TAROT_IS_WINDOW (self), NULL);

  return adw_view_stack_get_visible_child_name (self->stack);
}

void
tarot_window_set_page (TarotWindow *self,
                       const char  *page)
{
  g_return_if_fail (TAROT_IS_WINDOW (self));

  adw_view_stack_set_visible_child_name (self->stack, page);
}

GtkWidget *
tarot_window_get_page_widget (TarotWindow *self,
                              const char  *page)
{
  g_return_val_if_fail (TAROT_IS_WINDOW (self), NULL);

  if (g_strcmp0 (page, "gallery") == 0)
    return GTK_WIDGET (ensure_gallery_page (self));
  if (g_strcmp0 (page, "scores") == 0)
    return GTK_WIDGET (ensure_sessions_page (self));
  return adw_view_stack_get_child_by_name (self->stack, page);
}

static void
update_zoom_actions (TarotWindow *self)
{
  gboolean gallery = g_strcmp0 (tarot_window_get_page (self), "gallery") == 0 && self->gallery_page != NULL;

  GAction *zoom_in = g_action_map_lookup_action (G_ACTION_MAP (self), "zoom-in");
  GAction *zoom_out = g_action_map_lookup_action (G_ACTION_MAP (self), "zoom-out");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (zoom_in),
                               gallery && tarot_gallery_page_can_zoom (self->gallery_page, 1));
  g_simple_action_set_enabled (G_SIMPLE_ACTION (zoom_out),
                               gallery && tarot_gallery_page_can_zoom (self->gallery_page, -1));
}

static void
zoom_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  TarotWindow *self = TAROT_WINDOW (user_data);
  int direction = g_str_equal (g_action_get_name (G_ACTION (action)), "zoom-in") ? 1 : -1;

  if (self->gallery_page != NULL)
    tarot_gallery_page_zoom (self->gallery_page, direction);
}

/* Seconds per card of the computer players, for the slow, normal and fast settings. */
static const double speeds[] = { 1.0, 0.6, 0.3 };

static void
apply_speed (TarotWindow *self)
{
  guint speed = (guint) g_settings_get_enum (self->settings, "speed");

  tarot_table_page_set_speed (self->table_page, speeds[MIN (speed, G_N_ELEMENTS (speeds) - 1)]);
}

static void
apply_card_style (TarotWindow *self)
{
  tarot_table_page_set_card_style (self->table_page,
                                   g_settings_get_enum (self->settings, "index-mode"),
                                   g_settings_get_boolean (self->settings, "four-colour"),
                                   tarot_i18n_get_ui_language ());
}

static void
apply_card_back (TarotWindow *self)
{
  tarot_table_page_set_card_back (self->table_page, g_settings_get_enum (self->settings, "card-back"));
}

char *
tarot_window_get_saved_game_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "triumphs", "game.json", NULL);
}

static void
show_error (TarotWindow *self,
            const char  *heading,
            const char  *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The game saves itself after every move; a failure stays in sight until a save works. */
static void
save_error_changed (TarotWindow *self)
{
  TarotGame *game = tarot_table_page_get_game (self->table_page);
  const GError *error = game != NULL ? tarot_game_get_save_error (game) : NULL;

  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The game could not be saved: %s. Play goes on; "
                                                 "the last saved game is kept as it was."),
                                               error->message);

      gtk_label_set_text (self->save_bar_label, text);
    }
  gtk_info_bar_set_revealed (self->save_bar, error != NULL);
}

static void
retry_save_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  TarotWindow *self = TAROT_WINDOW (user_data);
  TarotGame *game = tarot_table_page_get_game (self->table_page);

  if (game != NULL)
    tarot_game_autosave (game, NULL);
}

static void update_score_sheet_action (TarotWindow *self);

/* Who deals after the hand on the table: known for sure once it is over (a deal thrown in
 * may be redealt by the same dealer). */
static void
update_next_dealer (TarotWindow *self)
{
  TarotGame *game = tarot_table_page_get_game (self->table_page);
  TarotOutcome outcome;
  TarotEnd end = TAROT_END_PLAYED;

  if (tarot_game_get_outcome (game, &outcome))
    end = outcome.end;
  tarot_sheet_panel_set_next_dealer (self->sheet_panel,
                                     tarot_session_rules_next_dealer (tarot_game_get_rules (game),
                                                                      tarot_game_get_dealer (game), end));
}

static void
show_game_sheet (TarotWindow *self,
                 TarotGame   *game)
{
  TarotVariant *variant = tarot_game_get_variant (game);
  /* Translators: title of a played game's score sheet, e.g. "French Tarot — Score Sheet" */
  g_autofree char *title = g_strdup_printf (_("%s — Score Sheet"), tarot_variant_get_name (variant));

  ensure_sheet_panel (self);
  tarot_sheet_panel_set_sheet (self->sheet_panel, tarot_game_get_score_sheet (game));
  tarot_sheet_panel_set_title (self->sheet_panel, title);
  g_signal_connect_object (game, "notify::dealer", G_CALLBACK (update_next_dealer), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "hand-finished", G_CALLBACK (update_next_dealer), self,
                           G_CONNECT_SWAPPED);
}

static void
show_rules (TarotWindow  *self,
            TarotVariant *variant)
{
  /* Translators: title of the rules window, e.g. "Troccas — Rules" */
  g_autofree char *title = g_strdup_printf (_("%s — Rules"), tarot_variant_get_name (variant));

  if (self->rules_window == NULL)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkEventController *shortcuts = gtk_shortcut_controller_new ();

      self->rules_window = GTK_WINDOW (adw_window_new ());
      gtk_window_set_transient_for (self->rules_window, GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (self->rules_window, TRUE);
      gtk_window_set_hide_on_close (self->rules_window, TRUE);
      gtk_window_set_default_size (self->rules_window, 640, 720);
      gtk_widget_set_size_request (GTK_WIDGET (self->rules_window), 360, 360);
      self->rules_page = TAROT_RULES_PAGE (tarot_rules_page_new ());
      gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->rules_page));
      adw_window_set_content (ADW_WINDOW (self->rules_window), box);
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                            gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                              gtk_named_action_new ("window.close")));
      gtk_widget_add_controller (GTK_WIDGET (self->rules_window), shortcuts);
    }
  tarot_rules_page_set_variant (self->rules_page, variant);
  gtk_window_set_title (self->rules_window, title);
  /* Rules are read from the top: no focus left in the old page to scroll the new one to. */
  gtk_window_set_focus (self->rules_window, NULL);
  gtk_window_present (self->rules_window);
}

GtkWindow *
tarot_window_get_rules_window (TarotWindow *self)
{
  g_return_val_if_fail (TAROT_IS_WINDOW (self), NULL);

  return self->rules_window;
}

/* F1 shows the rules of the game on the table; the games list has its own entry per game. */
static void
rules_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  TarotWindow *self = TAROT_WINDOW (user_data);
  TarotGame *game = tarot_table_page_get_game (self->table_page);

  if (game != NULL)
    show_rules (self, tarot_game_get_variant (game));
}

static void
game_rules_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  TarotWindow *self = TAROT_WINDOW (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (g_variant_get_string (parameter, NULL), &error);

  if (variant == NULL)
    {
      show_error (self, _("The Rules Could Not Be Shown"), error->message);
      return;
    }
  show_rules (self, variant);
}

static void
update_rules_action (TarotWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "rules");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               tarot_table_page_get_game (self->table_page) != NULL);
}

void
tarot_window_start_game (TarotWindow *self,
                         TarotGame   *game)
{
  TarotGame *old;

  g_return_if_fail (TAROT_IS_WINDOW (self));
  g_return_if_fail (TAROT_IS_GAME (game));

  old = tarot_table_page_get_game (self->table_page);
  if (old != NULL && old != game)
    {
      g_signal_handlers_disconnect_by_func (old, save_error_changed, self);
      g_signal_handlers_disconnect_by_func (old, update_next_dealer, self);
      tarot_game_set_autosave_path (old, NULL);
    }

  tarot_score_sheet_view_set_sheet (TAROT_SCORE_SHEET_VIEW (self->score_view),
                                    tarot_game_get_score_sheet (game));
  tarot_table_page_set_game (self->table_page, game);
  show_game_sheet (self, game);
  update_next_dealer (self);
  g_signal_connect_object (game, "notify::save-error", G_CALLBACK (save_error_changed), self,
                           G_CONNECT_SWAPPED);
  {
    g_autofree char *path = tarot_window_get_saved_game_path ();

    tarot_game_set_autosave_path (game, path);
  }
  save_error_changed (self);
  adw_view_stack_page_set_visible (adw_view_stack_get_page (self->stack,
                                                           GTK_WIDGET (self->table_page)),
                                   TRUE);
  tarot_window_set_page (self, "table");
  update_score_sheet_action (self);
  update_rules_action (self);
}

static void
dialog_start (TarotNewGameDialog *dialog,
              TarotGame          *game,
              TarotWindow        *self)
{
  tarot_window_start_game (self, game);
}

static void
open_new_game_dialog (TarotWindow *self,
                      const char  *variant_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (variant_id, &error);
  TarotNewGameDialog *dialog;

  if (variant == NULL)
    {
      show_error (self, _("The Game Could Not Be Started"), error->message);
      return;
    }

  dialog = tarot_new_game_dialog_new (variant);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  g_signal_connect_object (dialog, "start", G_CALLBACK (dialog_start), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
replace_game_response (AdwMessageDialog *dialog,
                       const char       *response,
                       TarotWindow      *self)
{
  if (g_str_equal (response, "new"))
    open_new_game_dialog (self, g_object_get_data (G_OBJECT (dialog), "variant-id"));
}

static void
new_game_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  TarotWindow *self = TAROT_WINDOW (user_data);
  const char *variant_id = g_variant_get_string (parameter, NULL);
  GtkWidget *dialog;

  if (tarot_table_page_get_game (self->table_page) == NULL)
    {
      open_new_game_dialog (self, variant_id);
      return;
    }

  /* A game in progress is only replaced when the player says so. */
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Start a New Game?"),
                                   _("The game in progress and its score sheet will be lost."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "new", _("_New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "variant-id", g_strdup (variant_id), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (replace_game_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
session_dialog_start (TarotNewSessionDialog *dialog,
                      TarotTableSession     *session,
                      TarotWindow           *self)
{
  g_autoptr(GError) error = NULL;

  if (!tarot_sessions_page_add (ensure_sessions_page (self), session, &error))
    show_error (self, _("The Score Sheet Could Not Be Saved"), error->message);
  tarot_window_set_page (self, "scores");
}

/* The names of the newest session: the same table usually plays again. */
static GStrv
recent_names (TarotWindow *self)
{
  TarotSessionList *list = tarot_sessions_page_get_list (ensure_sessions_page (self));
  g_autoptr(TarotTableSession) newest = NULL;
  GStrv names;
  guint n;

  if (list == NULL || (newest = g_list_model_get_item (G_LIST_MODEL (list), 0)) == NULL)
    return NULL;

  n = tarot_table_session_get_n_players (newest);
  names = g_new0 (char *, n + 1);
  for (guint s = 0; s < n; s++)
    names[s] = g_strdup (tarot_table_session_get_player_name (newest, s));
  return names;
}

static void
keep_score_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  TarotWindow *self = TAROT_WINDOW (user_data);
  const char *variant_id = g_variant_get_string (parameter, NULL);
  g_auto(GStrv) names = recent_names (self);
  TarotNewSessionDialog *dialog;

  dialog = tarot_new_session_dialog_new (variant_id[0] != '\0' ? variant_id : NULL,
                                         (const char *const *) names);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  g_signal_connect_object (dialog, "start", G_CALLBACK (session_dialog_start), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
load_sessions (TarotWindow *self)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "triumphs", "sessions", NULL);
  g_autoptr(TarotSessionList) list = tarot_session_list_new (dir);
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);

  tarot_session_list_reload (list, errors);
  /* unreadable files stay where they are, untouched; the others are listed */
  for (guint i = 0; i < errors->len; i++)
    g_warning ("%s", ((GError *) g_ptr_array_index (errors, i))->message);
  tarot_sessions_page_set_list (self->sessions_page, list);
}

static TarotSessionsPage *
ensure_sessions_page (TarotWindow *self)
{
  if (self->sessions_page == NULL)
    {
      self->sessions_page = g_object_new (TAROT_TYPE_SESSIONS_PAGE, NULL);
      adw_bin_set_child (self->scores_bin, GTK_WIDGET (self->sessions_page));
      load_sessions (self);
    }
  return self->sessions_page;
}

static TarotGalleryPage *
ensure_gallery_page (TarotWindow *self)
{
  if (self->gallery_page == NULL)
    {
      self->gallery_page = g_object_new (TAROT_TYPE_GALLERY_PAGE, NULL);
      adw_bin_set_child (self->gallery_bin, GTK_WIDGET (self->gallery_page));
      tarot_gallery_page_set_settings (self->gallery_page, self->settings);
      g_signal_connect_object (self->gallery_page, "notify::card-width",
                               G_CALLBACK (update_zoom_actions), self, G_CONNECT_SWAPPED);
      update_zoom_actions (self);
    }
  return self->gallery_page;
}

static void
ensure_sheet_panel (TarotWindow *self)
{
  if (self->sheet_panel != NULL)
    return;
  /* not expanding, so that the sheet takes the width it needs and the table stays in sight */
  self->sheet_panel = TAROT_SHEET_PANEL (tarot_sheet_panel_new ());
  gtk_widget_set_size_request (GTK_WIDGET (self->sheet_panel), 360, -1);
  gtk_widget_set_hexpand (GTK_WIDGET (self->sheet_panel), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->sheet_panel), "background");
  adw_flap_set_flap (self->flap, GTK_WIDGET (self->sheet_panel));
}

/* A save that cannot be resumed is kept beside, under a new name, so nothing is lost. */
static void
resume_saved_game (TarotWindow *self)
{
  g_autofree char *path = tarot_window_get_saved_game_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotGame) game = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return;

  game = tarot_game_load (path, &error);
  if (game != NULL)
    {
      g_autofree char *page = g_settings_get_string (self->settings, "last-page");

      tarot_window_start_game (self, game);
      tarot_window_set_page (self, page);
      return;
    }

  {
    g_autoptr(GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
    g_autofree char *kept_name = g_strdup_printf ("game-%s.unreadable.json", stamp);
    g_autofree char *dir = g_path_get_dirname (path);
    g_autofree char *kept = g_build_filename (dir, kept_name, NULL);
    g_autofree char *message = NULL;

    if (g_rename (path, kept) == 0)
      message = g_strdup_printf (_("The file was kept as “%s”.\n\n%s"), kept, error->message);
    else
      message = g_strdup (error->message);
    show_error (self, _("The Saved Game Could Not Be Resumed"), message);
  }
}

static void
page_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  g_action_change_state (G_ACTION (action), parameter);
}

static void
page_change_state (GSimpleAction *action,
                   GVariant      *value,
                   gpointer       user_data)
{
  TarotWindow *self = TAROT_WINDOW (user_data);
  const char *page = g_variant_get_string (value, NULL);
  GtkWidget *child = adw_view_stack_get_child_by_name (self->stack, page);

  /* The table page is there only while a game is. */
  if (child != NULL && adw_view_stack_page_get_visible (adw_view_stack_get_page (self->stack, child)))
    tarot_window_set_page (self, page);
}

static void
score_sheet_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (action));

  g_action_change_state (G_ACTION (action), g_variant_new_boolean (!g_variant_get_boolean (state)));
}

static void
score_sheet_change_state (GSimpleAction *action,
                          GVariant      *value,
                          gpointer       user_data)
{
  TarotWindow *self = TAROT_WINDOW (user_data);

  adw_flap_set_reveal_flap (self->flap, g_variant_get_boolean (value));
}

static void
flap_revealed (TarotWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "score-sheet");

  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_boolean (adw_flap_get_reveal_flap (self->flap)));
}

/* The sheet of the game belongs with its table: it opens from there only. */
static void
update_score_sheet_action (TarotWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "score-sheet");
  gboolean table = g_strcmp0 (tarot_window_get_page (self), "table") == 0
                   && tarot_table_page_get_game (self->table_page) != NULL;

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), table);
  gtk_widget_set_visible (self->sheet_button, table);
  if (!table)
    adw_flap_set_reveal_flap (self->flap, FALSE);
}

static void
visible_page_changed (TarotWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "page");

  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_string (tarot_window_get_page (self)));
  /* built the first time they are shown, before the frame that shows them */
  tarot_window_get_page_widget (self, tarot_window_get_page (self));
  update_score_sheet_action (self);
}

/* Undo and redo act on the table whatever has the focus, so they are the window's. */
static void
undo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TarotWindow *self = TAROT_WINDOW (widget);

  if (g_str_equal (action_name, "win.undo"))
    tarot_table_page_undo (self->table_page);
  else
    tarot_table_page_redo (self->table_page);
}

static void
update_undo_actions (TarotWindow *self)
{
  gboolean table = g_strcmp0 (tarot_window_get_page (self), "table") == 0;

  gtk_widget_set_visible (self->undo_box, table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 table && tarot_table_page_get_can_undo (self->table_page));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 table && tarot_table_page_get_can_redo (self->table_page));
}

static const GActionEntry win_actions[] = {
  { "zoom-in", zoom_activated },
  { "zoom-out", zoom_activated },
  { "new-game", new_game_activated, "s" },
  { "keep-score", keep_score_activated, "s" },
  { "rules", rules_activated },
  { "game-rules", game_rules_activated, "s" },
  { "page", page_activated, "s", "'games'", page_change_state },
  { "retry-save", retry_save_activated },
  { "score-sheet", score_sheet_activated, NULL, "false", score_sheet_change_state },
};

static gboolean
close_again (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
unsaved_close_response (AdwMessageDialog *dialog,
                        const char       *response,
                        TarotWindow      *self)
{
  if (g_str_equal (response, "close"))
    self->close_unsaved = TRUE;
  /* not from inside the dialog's own response: closing the window destroys the dialog */
  if (!g_str_equal (response, "cancel"))
    g_idle_add_full (G_PRIORITY_DEFAULT, close_again, g_object_ref (self), g_object_unref);
}

/* Closing never drops moves silently: if the last save fails, the player decides. */
static gboolean
confirm_unsaved_close (TarotWindow *self)
{
  TarotGame *game = tarot_table_page_get_game (self->table_page);
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (self->close_unsaved || game == NULL || tarot_game_autosave (game, &error))
    return FALSE;

  body = g_strdup_printf (_("%s\n\nIf you close now, the moves since the last save are lost; "
                            "the last saved game is kept as it was."), error->message);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Game Could Not Be Saved"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "close", _("Close _Without Saving"),
                                    "retry", _("_Retry"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "close",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "retry",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "retry");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (unsaved_close_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static gboolean
tarot_window_close_request (GtkWindow *window)
{
  TarotWindow *self = TAROT_WINDOW (window);
  int width, height;

  if (confirm_unsaved_close (self))
    return TRUE;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  g_settings_apply (self->settings);

  return GTK_WINDOW_CLASS (tarot_window_parent_class)->close_request (window);
}

/* "application" is not a construct property, so the settings are wired here
 * rather than in constructed(). */
TarotWindow *
tarot_window_new (TarotApplication *app)
{
  TarotWindow *self = g_object_new (TAROT_TYPE_WINDOW, "application", app, NULL);
  g_autoptr(GPropertyAction) hints = NULL;

  self->settings = g_object_ref (tarot_application_get_settings (app));

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_settings_bind (self->settings, "last-page", self->stack, "visible-child-name",
                   G_SETTINGS_BIND_DEFAULT);
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions,
                                   G_N_ELEMENTS (win_actions), self);
  /* from the main menu, wherever the focus is */
  hints = g_property_action_new ("show-hints", self->table_page, "show-hints");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (hints));
  update_rules_action (self);

  self->score_view = tarot_score_sheet_view_new ();
  tarot_table_page_set_score_view (self->table_page, self->score_view);
  g_signal_connect_object (self->settings, "changed::speed",
                           G_CALLBACK (apply_speed), self, G_CONNECT_SWAPPED);
  apply_speed (self);
  g_signal_connect_object (self->settings, "changed::index-mode",
                           G_CALLBACK (apply_card_style), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::four-colour",
                           G_CALLBACK (apply_card_style), self, G_CONNECT_SWAPPED);
  apply_card_style (self);
  g_signal_connect_object (self->settings, "changed::card-back",
                           G_CALLBACK (apply_card_back), self, G_CONNECT_SWAPPED);
  apply_card_back (self);
  resume_saved_game (self);
  if (g_strcmp0 (tarot_window_get_page (self), "table") == 0
      && tarot_table_page_get_game (self->table_page) == NULL)
    tarot_window_set_page (self, "games");

  g_signal_connect_object (self->stack, "notify::visible-child-name",
                           G_CALLBACK (update_zoom_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->stack, "notify::visible-child-name",
                           G_CALLBACK (visible_page_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-flap",
                           G_CALLBACK (flap_revealed), self, G_CONNECT_SWAPPED);
  visible_page_changed (self);
  g_signal_connect_object (self->stack, "notify::visible-child-name",
                           G_CALLBACK (update_undo_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table_page, "notify::can-undo",
                           G_CALLBACK (update_undo_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table_page, "notify::can-redo",
                           G_CALLBACK (update_undo_actions), self, G_CONNECT_SWAPPED);
  update_undo_actions (self);
  update_zoom_actions (self);

  return self;
}

static void
tarot_window_dispose (GObject *object)
{
  TarotWindow *self = TAROT_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tarot_window_parent_class)->dispose (object);
}

static void
tarot_window_class_init (TarotWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tarot_window_dispose;
  window_class->close_request = tarot_window_close_request;

  g_type_ensure (TAROT_TYPE_GAMES_PAGE);
  g_type_ensure (TAROT_TYPE_GALLERY_PAGE);
  g_type_ensure (TAROT_TYPE_SESSIONS_PAGE);
  g_type_ensure (TAROT_TYPE_TABLE_PAGE);
  g_type_ensure (TAROT_TYPE_SHEET_PANEL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, sheet_button);
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, table_page);
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, games_page);
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, gallery_bin);
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, save_bar);
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, save_bar_label);
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, scores_bin);
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, undo_box);

  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, undo_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
}

static void
tarot_window_init (TarotWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
