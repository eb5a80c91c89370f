/* tarot-ui-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-ui-test-util.h"
#include "ui/tarot-i18n.h"

void
tarot_ui_test_init (int    *argc,
                    char ***argv)
{
  /* Each test gets fresh settings; the real ones of the person running them are untouched. */
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);

  tarot_i18n_apply_language (g_getenv ("TRIUMPHS_TEST_LANGUAGE"));
  g_test_init (argc, argv, NULL);
  /* Saved games go to a folder of the test's own, never the user's. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *data_home = g_dir_make_tmp ("triumphs-data-home-XXXXXX", &error);

    g_assert_no_error (error);
    g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  }
  gtk_init ();
  adw_init ();
  /* Screenshots show settled widgets, not a crossfade caught halfway. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

void
tarot_ui_test_settle (void)
{
  /* A few frames: layout, idle rendering and style changes all land. */
  for (guint frame = 0; frame < 5; frame++)
    {
      gint64 until = g_get_monotonic_time () + 20 * G_TIME_SPAN_MILLISECOND;

      while (g_main_context_pending (NULL) || g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, FALSE);
    }
}

gboolean
tarot_ui_test_wait_for (gboolean (*predicate) (gpointer data),
                        gpointer   data,
                        guint      timeout_ms)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * G_TIME_SPAN_MILLISECOND;

  while (!predicate (data))
    {
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }

  return TRUE;
}

char *
tarot_ui_test_screenshot (GtkWidget  *widget,
                          const char *name)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *file = NULL;
  char *path;
  GskRenderer *renderer;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);

  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));

  dir = g_test_build_filename (G_TEST_BUILT, "screenshots", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  file = g_strconcat (name, ".png", NULL);
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);

  return path;
}

GtkWidget *
tarot_ui_test_find_button (GtkWidget  *root,
                           const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0
      && gtk_widget_get_mapped (root))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = tarot_ui_test_find_button (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

GtkWidget *
tarot_ui_test_find_label (GtkWidget  *root,
                          const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (root)), text) == 0
      && gtk_widget_get_mapped (root))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = tarot_ui_test_find_label (child, text);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* What a key press does through the shortcuts in @widget's window
 * (class bindings, the choice bar's number keys): the first shortcut
 * for @keyval that takes it, as GTK would. */
static gboolean
trigger_matches (GtkShortcutTrigger *trigger,
                 GtkShortcutTrigger *key)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return trigger_matches (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)), key)
           || trigger_matches (gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)), key);
  return gtk_shortcut_trigger_equal (trigger, key);
}

static gboolean
press_in (GtkWidget          *widget,
          GtkShortcutTrigger *key)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      /* the window's lists of its children's shortcuts: met again at each child */
      if (GTK_IS_ROOT (widget)
          && g_strcmp0 (gtk_event_controller_get_name (GTK_EVENT_CONTROLLER (controller)),
                        "gtk-widget-class-shortcuts") != 0)
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !handled; k++)
        {
          g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (controller), k);
          GtkShortcut *shortcut = GTK_IS_SHORTCUT (item) ? GTK_SHORTCUT (item) : NULL;

          if (shortcut != NULL && trigger_matches (gtk_shortcut_get_trigger (shortcut), key))
            handled = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                    GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                                    gtk_shortcut_get_arguments (shortcut));
        }
    }
  g_object_unref (controllers);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL && !handled;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_mapped (child))
      handled = press_in (child, key);
  return handled;
}

gboolean
tarot_ui_test_press_shortcut (GtkWidget       *widget,
                              guint            keyval,
                              GdkModifierType  modifiers)
{
  g_autoptr(GtkShortcutTrigger) key = gtk_keyval_trigger_new (keyval, modifiers);

  return press_in (GTK_WIDGET (gtk_widget_get_root (widget)), key);
}
