/* tarot-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-gallery-page.h"
#include "tarot-games-page.h"
#include "tarot-window.h"

struct _TarotWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  AdwViewStack         *stack;
  TarotGamesPage       *games_page;
  TarotGalleryPage     *gallery_page;
};

G_DEFINE_FINAL_TYPE (TarotWindow, tarot_window, ADW_TYPE_APPLICATION_WINDOW)


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

  return adw_view_stack_get_child_by_name (self->stack, page);
}

static void
update_zoom_actions (TarotWindow *self)
{
  gboolean gallery = g_strcmp0 (tarot_window_get_page (self), "gallery") == 0;

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

  tarot_gallery_page_zoom (self->gallery_page, direction);
}

static const GActionEntry win_actions[] = {
  { "zoom-in", zoom_activated },
  { "zoom-out", zoom_activated },
};

static gboolean
tarot_window_close_request (GtkWindow *window)
{
  TarotWindow *self = TAROT_WINDOW (window);
  int width, height;

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
  g_autoptr(GPropertyAction) page_action = NULL;

  self->settings = g_object_ref (tarot_application_get_settings (app));

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_settings_bind (self->settings, "last-page", self->stack, "visible-child-name",
                   G_SETTINGS_BIND_DEFAULT);
  page_action = g_property_action_new ("page", self->stack, "visible-child-name");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (page_action));
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions,
                                   G_N_ELEMENTS (win_actions), self);

  tarot_gallery_page_set_settings (self->gallery_page, self->settings);

  g_signal_connect_object (self->stack, "notify::visible-child-name",
                           G_CALLBACK (update_zoom_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->gallery_page, "notify::card-width",
                           G_CALLBACK (update_zoom_actions), self, G_CONNECT_SWAPPED);
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

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, games_page);
  gtk_widget_class_bind_template_child (widget_class, TarotWindow, gallery_page);
}

static void
tarot_window_init (TarotWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
