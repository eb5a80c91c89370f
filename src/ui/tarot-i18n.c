/* tarot-i18n.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "tarot-i18n.h"

/* TRIUMPHS_LOCALEDIR lets tests and `make run` use the catalogues of the build tree. */
const char *
tarot_i18n_get_locale_dir (void)
{
  const char *env = g_getenv ("TRIUMPHS_LOCALEDIR");

  return env != NULL && *env != '\0' ? env : LOCALEDIR;
}

static gboolean
messages_locale_is_plain_c (void)
{
  const char *current = setlocale (LC_MESSAGES, NULL);

  return current == NULL || g_str_equal (current, "C") || g_str_equal (current, "POSIX");
}

/* gettext ignores LANGUAGE while the messages locale is plain C, and Debian has no
 * Romansh locale, so a chosen language needs some real locale underneath it.
 * Romansh falls back to German for the strings of GTK and libadwaita. */
void
tarot_i18n_apply_language (const char *code)
{
  if (setlocale (LC_ALL, "") == NULL)
    setlocale (LC_ALL, "C.UTF-8");

  if (code != NULL && *code != '\0')
    {
      g_setenv ("LANGUAGE", g_str_equal (code, "rm") ? "rm:de" : code, TRUE);
      if (messages_locale_is_plain_c ())
        setlocale (LC_ALL, "C.UTF-8");
    }

  bindtextdomain (GETTEXT_PACKAGE, tarot_i18n_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

void
tarot_i18n_init (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *code = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      tarot_i18n_apply_language (NULL);
      return;
    }

  settings = g_settings_new (APP_ID);
  code = g_settings_get_string (settings, "language");
  tarot_i18n_apply_language (code);
}

/* The interface language among those Triumphs is translated into, for
 * language-dependent drawing such as the court letters of card indices. */
const char *
tarot_i18n_get_ui_language (void)
{
  static const char * const supported[] = { "de", "fr", "hu", "rm", "en" };
  const char * const *names = g_get_language_names ();

  for (guint i = 0; names[i] != NULL; i++)
    for (guint j = 0; j < G_N_ELEMENTS (supported); j++)
      if (g_str_has_prefix (names[i], supported[j])
          && (names[i][2] == '\0' || names[i][2] == '_' || names[i][2] == '.'))
        return supported[j];

  return "en";
}
