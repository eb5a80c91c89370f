/* tarot-ui-test-util.h — driving the real application in UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void       tarot_ui_test_init        (int         *argc,
                                      char      ***argv);
void       tarot_ui_test_settle      (void);
gboolean   tarot_ui_test_wait_for    (gboolean   (*predicate) (gpointer data),
                                      gpointer     data,
                                      guint        timeout_ms);
char      *tarot_ui_test_screenshot  (GtkWidget   *widget,
                                      const char  *name);
GtkWidget *tarot_ui_test_find_label  (GtkWidget   *root,
                                      const char  *text);
GtkWidget *tarot_ui_test_find_button (GtkWidget   *root,
                                      const char  *label);

/* Presses @keyval with @modifiers in @widget's window as far as
 * shortcuts go (class bindings, shortcut controllers, whatever has the
 * focus); TRUE if one took it. */
gboolean   tarot_ui_test_press_shortcut (GtkWidget       *widget,
                                         guint            keyval,
                                         GdkModifierType  modifiers);

G_END_DECLS
