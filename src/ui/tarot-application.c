/* tarot-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "model/tarot-variant.h"
#include "tarot-application.h"
#include "tarot-preferences-window.h"
#include "tarot-window.h"

struct _TarotApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  GThread        *preload;      /* reads the games while GTK starts */
  gboolean        gl_disabled;  /* GDK_DEBUG was set here, to be taken back */
};

G_DEFINE_FINAL_TYPE (TarotApplication, tarot_application, ADW_TYPE_APPLICATION)

/* Without a GPU device GTK's OpenGL runs on Mesa's software rasteriser: loading it costs
 * about 50 MiB and a slower first frame, and drawing with cairo is cheaper there for a card
 * table that changes a few cards at a time.  GTK 4.8's switch for this is GDK_DEBUG=gl-disable
 * (GDK_DISABLE=gl from 4.16 on), read before the application object exists; GSK_RENDERER=cairo
 * keeps GSK from trying OpenGL first.  What the user sets wins.  Returns whether GDK_DEBUG
 * was set here, to be taken back once GTK has read it. */
static gboolean
disable_software_gl (void)
{
  if (g_file_test ("/dev/dri", G_FILE_TEST_IS_DIR) || g_getenv ("GDK_DEBUG") != NULL
      || g_getenv ("GSK_RENDERER") != NULL)
    return FALSE;
  g_setenv ("GDK_DEBUG", "gl-disable", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  return TRUE;
}

TarotApplication *
tarot_application_new (void)
{
  gboolean gl_disabled = disable_software_gl ();
  TarotApplication *self = g_object_new (TAROT_TYPE_APPLICATION,
                                         "application-id", APP_ID,
                                         "flags", G_APPLICATION_DEFAULT_FLAGS,
                                         "resource-base-path", "/io/github/triumphs/Triumphs",
                                         NULL);

  self->gl_disabled = gl_disabled;
  return self;
}

GSettings *
tarot_application_get_settings (TarotApplication *self)
{
  g_return_val_if_fail (TAROT_IS_APPLICATION (self), NULL);

  return self->settings;
}

static void
apply_color_scheme (TarotApplication *self)
{
  static const AdwColorScheme schemes[] = {
    ADW_COLOR_SCHEME_DEFAULT,
    ADW_COLOR_SCHEME_FORCE_LIGHT,
    ADW_COLOR_SCHEME_FORCE_DARK,
  };
  guint scheme = (guint) g_settings_get_enum (self->settings, "color-scheme");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      schemes[MIN (scheme, G_N_ELEMENTS (schemes) - 1)]);
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));

  /* Each window saves its state as it closes, and may ask first when a save fails;
   * the application ends with its last window. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  TarotApplication *self = TAROT_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  TarotPreferencesWindow *prefs = tarot_preferences_window_new (self->settings);

  gtk_window_set_transient_for (GTK_WINDOW (prefs), parent);
  gtk_window_present (GTK_WINDOW (prefs));
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  TarotApplication *self = TAROT_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  static const char *developers[] = { "The Triumphs developers", NULL };

  adw_show_about_window (parent,
                         "application-name", _("Triumphs"),
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "developer-name", _("The Triumphs developers"),
                         "developers", developers,
                         "comments", _("Play the card games of the Tarot pack"),
                         "website", "https://github.com/triumphs/triumphs",
                         "issue-url", "https://github.com/triumphs/triumphs/issues",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         /* Translators: put your names here, one per line */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated },
  { "preferences", preferences_activated },
  { "about", about_activated },
};

static gpointer
preload_games (gpointer data)
{
  g_autoptr(GPtrArray) variants = tarot_variant_load_all (NULL);

  return NULL;
}

static void
tarot_application_startup (GApplication *app)
{
  TarotApplication *self = TAROT_APPLICATION (app);
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "win.show-help-overlay", { "<Control>question", "<Control>slash", NULL } },
    { "win.page::games", { "<Alt>1", NULL } },
    { "win.page::gallery", { "<Alt>2", NULL } },
    { "win.page::table", { "<Alt>3", NULL } },
    { "win.page::scores", { "<Alt>4", NULL } },
    { "win.score-sheet", { "F9", NULL } },
    { "win.rules", { "F1", NULL } },
    { "win.zoom-in", { "<Control>plus", "<Control>equal", NULL } },
    { "win.zoom-out", { "<Control>minus", NULL } },
  };

  /* The games page lists every game: their files are read and checked on a second core
   * while GTK starts, and the page then finds them loaded. */
  self->preload = g_thread_new ("preload-games", preload_games, NULL);

  G_APPLICATION_CLASS (tarot_application_parent_class)->startup (app);
  if (self->gl_disabled)
    g_unsetenv ("GDK_DEBUG");

  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings, "changed::color-scheme",
                           G_CALLBACK (apply_color_scheme), self, G_CONNECT_SWAPPED);
  apply_color_scheme (self);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app),
                                           accels[i].action, accels[i].accels);
}

static void
tarot_application_activate (GApplication *app)
{
  TarotApplication *self = TAROT_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (self->preload != NULL)
    g_thread_join (g_steal_pointer (&self->preload));
  if (window == NULL)
    window = GTK_WINDOW (tarot_window_new (self));

  gtk_window_present (window);
}

static void
tarot_application_dispose (GObject *object)
{
  TarotApplication *self = TAROT_APPLICATION (object);

  if (self->preload != NULL)
    g_thread_join (g_steal_pointer (&self->preload));
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tarot_application_parent_class)->dispose (object);
}

static void
tarot_application_class_init (TarotApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = tarot_application_dispose;
  app_class->startup = tarot_application_startup;
  app_class->activate = tarot_application_activate;
}

static void
tarot_application_init (TarotApplication *self)
{
}
