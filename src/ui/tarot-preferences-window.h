/* tarot-preferences-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAROT_TYPE_PREFERENCES_WINDOW (tarot_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (TarotPreferencesWindow, tarot_preferences_window, TAROT, PREFERENCES_WINDOW, AdwPreferencesWindow)

TarotPreferencesWindow *tarot_preferences_window_new (GSettings *settings);

G_END_DECLS
