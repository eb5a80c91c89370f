/* tarot-preferences-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-preferences-window.h"

struct _TarotPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  AdwComboRow          *style_row;
  AdwComboRow          *index_row;
  AdwComboRow          *back_row;
  AdwComboRow          *speed_row;
  AdwComboRow          *language_row;
  GtkSwitch            *four_colour_switch;
};

G_DEFINE_FINAL_TYPE (TarotPreferencesWindow, tarot_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* In the order of the language row's model. */
static const char * const language_codes[] = { "", "en", "de", "fr", "hu", "rm", NULL };

static gboolean
language_to_row (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  const char *code = g_variant_get_string (variant, NULL);

  for (guint i = 0; language_codes[i] != NULL; i++)
    if (g_str_equal (language_codes[i], code))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
row_to_language (const GValue       *value,
                 const GVariantType *expected_type,
                 gpointer            user_data)
{
  guint selected = g_value_get_uint (value);

  if (selected >= G_N_ELEMENTS (language_codes) - 1)
    return NULL;

  return g_variant_new_string (language_codes[selected]);
}

/* The enum keys list their nicks in the same order as the rows. */
static gboolean
enum_to_row (GValue   *value,
             GVariant *variant,
             gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  return FALSE;
}

static GVariant *
row_to_enum (const GValue       *value,
             const GVariantType *expected_type,
             gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint selected = g_value_get_uint (value);

  if (selected >= g_strv_length ((char **) nicks))
    return NULL;

  return g_variant_new_string (nicks[selected]);
}

static const char * const style_nicks[] = { "default", "light", "dark", NULL };
static const char * const index_nicks[] = { "traditional", "assisted", NULL };
static const char * const speed_nicks[] = { "slow", "normal", "fast", NULL };
/* as in the Deck Gallery: TarotCardBack */
static const char * const back_nicks[] = { "lattice", "stars", "plain", "pack", NULL };

static void
bind_settings (TarotPreferencesWindow *self)
{
  g_settings_bind_with_mapping (self->settings, "color-scheme", self->style_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, enum_to_row, row_to_enum,
                                (gpointer) style_nicks, NULL);
  g_settings_bind_with_mapping (self->settings, "index-mode", self->index_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, enum_to_row, row_to_enum,
                                (gpointer) index_nicks, NULL);
  g_settings_bind_with_mapping (self->settings, "card-back", self->back_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, enum_to_row, row_to_enum,
                                (gpointer) back_nicks, NULL);
  g_settings_bind_with_mapping (self->settings, "speed", self->speed_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, enum_to_row, row_to_enum,
                                (gpointer) speed_nicks, NULL);
  g_settings_bind (self->settings, "four-colour", self->four_colour_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "language", self->language_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, language_to_row, row_to_language,
                                NULL, NULL);
}

static void
tarot_preferences_window_dispose (GObject *object)
{
  TarotPreferencesWindow *self = TAROT_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tarot_preferences_window_parent_class)->dispose (object);
}

static void
tarot_preferences_window_class_init (TarotPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, TarotPreferencesWindow, index_row);
  gtk_widget_class_bind_template_child (widget_class, TarotPreferencesWindow, back_row);
  gtk_widget_class_bind_template_child (widget_class, TarotPreferencesWindow, speed_row);
  gtk_widget_class_bind_template_child (widget_class, TarotPreferencesWindow, language_row);
  gtk_widget_class_bind_template_child (widget_class, TarotPreferencesWindow, four_colour_switch);
}

static void
tarot_preferences_window_init (TarotPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TarotPreferencesWindow *
tarot_preferences_window_new (GSettings *settings)
{
  TarotPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TAROT_TYPE_PREFERENCES_WINDOW, NULL);
  self->settings = g_object_ref (settings);
  bind_settings (self);

  return self;
}
