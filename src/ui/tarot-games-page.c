/* tarot-games-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "model/tarot-data.h"
#include "model/tarot-variant.h"
#include "tarot-games-page.h"
#include "tarot-pack-fan.h"

/* Logical width of the cards in each game's pack preview, and of the preview. */
#define PREVIEW_CARD_WIDTH 26
#define PREVIEW_WIDTH      58

struct _TarotGamesPage
{
  AdwBin                parent_instance;

  GtkStack             *stack;
  AdwPreferencesGroup  *games_group;
  AdwPreferencesGroup  *problems_group;
  AdwStatusPage        *empty_page;

  GPtrArray            *rows;
};

G_DEFINE_FINAL_TYPE (TarotGamesPage, tarot_games_page, ADW_TYPE_BIN)

static char *
describe_players (TarotVariant *variant)
{
  guint min = tarot_variant_get_min_players (variant);
  guint max = tarot_variant_get_max_players (variant);

  if (min == max)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", min), min);

  /* Translators: a range of player counts, e.g. “3–5 players” */
  return g_strdup_printf (_("%u–%u players"), min, max);
}

/* The pack as a small fan of cards; a game whose pack cannot be drawn
 * keeps a blank of the same size, so that the names stay aligned. */
static void
add_pack_preview (AdwExpanderRow *row,
                  TarotVariant   *variant)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *fan = tarot_pack_fan_new (tarot_variant_get_pack_id (variant), PREVIEW_CARD_WIDTH, &error);

  if (fan == NULL)
    {
      g_warning ("Could not draw the pack of %s: %s", tarot_variant_get_id (variant), error->message);
      fan = adw_bin_new ();
    }
  gtk_widget_set_size_request (fan, PREVIEW_WIDTH, -1);
  gtk_widget_set_margin_top (fan, 4);
  gtk_widget_set_margin_bottom (fan, 4);
  adw_expander_row_add_prefix (row, fan);
}

static GtkWidget *
create_game_row (TarotVariant *variant)
{
  TarotPack *pack = tarot_variant_get_pack (variant);
  g_autofree char *players = describe_players (variant);
  g_autofree char *subtitle = NULL;
  GtkWidget *row = adw_expander_row_new ();
  GtkWidget *description = gtk_label_new (tarot_variant_get_description (variant));

  /* Translators: “3–5 players · Tarot Nouveau pack” */
  subtitle = g_strdup_printf (_("%s · %s pack"), players,
                              pack != NULL ? tarot_pack_get_name (pack)
                                           : tarot_variant_get_pack_id (variant));
  GtkWidget *play = gtk_button_new_with_mnemonic (_("_Play"));
  g_autofree char *play_label = NULL;
  GtkWidget *keep = gtk_button_new_with_mnemonic (_("_Keep Score"));
  g_autofree char *keep_label = NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tarot_variant_get_name (variant));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  add_pack_preview (ADW_EXPANDER_ROW (row), variant);

  /* Translators: the accessible name of the Play button of a game, e.g. “Play Troccas” */
  play_label = g_strdup_printf (_("Play %s"), tarot_variant_get_name (variant));
  gtk_widget_set_valign (play, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (play, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (play), "win.new-game");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (play),
                                          g_variant_new_string (tarot_variant_get_id (variant)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (play),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, play_label,
                                  -1);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), play);

  /* Translators: the accessible name of a game's Keep Score button, e.g. “Keep the score of Troccas” */
  keep_label = g_strdup_printf (_("Keep the score of %s"), tarot_variant_get_name (variant));
  gtk_widget_set_valign (keep, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (keep, _("Play with your own cards; Triumphs keeps the score"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (keep), "win.keep-score");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (keep),
                                          g_variant_new_string (tarot_variant_get_id (variant)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (keep),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, keep_label,
                                  -1);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), keep);

  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_xalign (GTK_LABEL (description), 0.0);
  gtk_widget_set_margin_start (description, 12);
  gtk_widget_set_margin_end (description, 12);
  gtk_widget_set_margin_top (description, 12);
  gtk_widget_set_margin_bottom (description, 12);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), description);

  return row;
}

static GtkWidget *
create_problem_row (const GError *error)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), error->message);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_widget_add_css_class (icon, "warning");

  return row;
}

/* Games of one family stay together, whatever their file names. */
static int
compare_variants (gconstpointer a,
                  gconstpointer b)
{
  TarotVariant *va = *(TarotVariant **) a;
  TarotVariant *vb = *(TarotVariant **) b;
  int by_family = g_strcmp0 (tarot_variant_get_family_id (va), tarot_variant_get_family_id (vb));

  if (by_family != 0)
    return by_family;

  return g_utf8_collate (tarot_variant_get_name (va), tarot_variant_get_name (vb));
}

GPtrArray *
tarot_games_page_load_variants (GPtrArray *errors)
{
  GPtrArray *variants = tarot_variant_load_all (errors);

  g_ptr_array_sort (variants, compare_variants);
  return variants;
}

void
tarot_games_page_reload (TarotGamesPage *self)
{
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GPtrArray) variants = NULL;

  g_return_if_fail (TAROT_IS_GAMES_PAGE (self));

  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);
      AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP));

      adw_preferences_group_remove (group, row);
    }
  g_ptr_array_set_size (self->rows, 0);

  variants = tarot_games_page_load_variants (errors);

  for (guint i = 0; i < variants->len; i++)
    {
      GtkWidget *row = create_game_row (g_ptr_array_index (variants, i));

      adw_preferences_group_add (self->games_group, row);
      g_ptr_array_add (self->rows, row);
    }

  for (guint i = 0; i < errors->len; i++)
    {
      GtkWidget *row = create_problem_row (g_ptr_array_index (errors, i));

      adw_preferences_group_add (self->problems_group, row);
      g_ptr_array_add (self->rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->problems_group), errors->len > 0);

  if (variants->len == 0 && errors->len == 0)
    {
      g_autofree char *dir = g_build_filename (tarot_data_dir (), "variants", NULL);
      g_autofree char *description = NULL;

      description = g_strdup_printf (_("No game files were found in “%s”."), dir);
      adw_status_page_set_description (self->empty_page, description);
      gtk_stack_set_visible_child_name (self->stack, "empty");
    }
  else
    {
      gtk_stack_set_visible_child_name (self->stack, "list");
    }
}

static void
tarot_games_page_dispose (GObject *object)
{
  TarotGamesPage *self = TAROT_GAMES_PAGE (object);

  /* The bin's child is the bound stack: the bin lets go of it first, or both
   * AdwBin and the template would unparent it. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_GAMES_PAGE);
  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (tarot_games_page_parent_class)->dispose (object);
}

static void
tarot_games_page_class_init (TarotGamesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_games_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-games-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotGamesPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TarotGamesPage, games_group);
  gtk_widget_class_bind_template_child (widget_class, TarotGamesPage, problems_group);
  gtk_widget_class_bind_template_child (widget_class, TarotGamesPage, empty_page);
}

static void
tarot_games_page_init (TarotGamesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  tarot_games_page_reload (self);
}
