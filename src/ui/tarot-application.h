/* tarot-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAROT_TYPE_APPLICATION (tarot_application_get_type ())

G_DECLARE_FINAL_TYPE (TarotApplication, tarot_application, TAROT, APPLICATION, AdwApplication)

TarotApplication *tarot_application_new          (void);
GSettings        *tarot_application_get_settings (TarotApplication *self);

G_END_DECLS
