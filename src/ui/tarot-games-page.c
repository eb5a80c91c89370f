/* tarot-games-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "model/tarot-data.h"
#include "model/tarot-error.h"
#include "model/tarot-tradition-list.h"
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
  AdwPreferencesPage   *list_page;
  AdwPreferencesGroup  *problems_group;
  AdwStatusPage        *empty_page;

  GPtrArray            *rows;
  GPtrArray            *tradition_groups;
  GPtrArray            *pending;          /* games still to list, each after its group */
  GdkFrameClock        *clock;
  gulong                after_paint_handler;
  guint                 add_source;
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
create_rules_row (TarotVariant *variant)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Rules and Glossary"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "win.game-rules");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row),
                                          g_variant_new_string (tarot_variant_get_id (variant)));

  return row;
}

/* The description and the rules of a game, added when its row is first opened: laying out
 * every game's wrapped description took a sixth of the time to the first window. */
static void
fill_game_row (AdwExpanderRow *row)
{
  TarotVariant *variant = g_object_get_data (G_OBJECT (row), "variant");
  GtkWidget *description;

  if (!adw_expander_row_get_expanded (row) || variant == NULL)
    return;

  description = gtk_label_new (tarot_variant_get_description (variant));
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_xalign (GTK_LABEL (description), 0.0);
  gtk_widget_set_margin_start (description, 12);
  gtk_widget_set_margin_end (description, 12);
  gtk_widget_set_margin_top (description, 12);
  gtk_widget_set_margin_bottom (description, 12);
  adw_expander_row_add_row (row, description);
  adw_expander_row_add_row (row, create_rules_row (variant));
  /* once */
  g_object_set_data (G_OBJECT (row), "variant", NULL);
}

/* Play and Keep Score; @compact gives Keep Score as an icon, for a narrow window. */
static GtkWidget *
create_buttons (TarotVariant *variant,
                gboolean      compact)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *play = gtk_button_new_with_mnemonic (_("_Play"));
  GtkWidget *keep = compact ? gtk_button_new_from_icon_name ("x-office-spreadsheet-symbolic")
                            : gtk_button_new_with_mnemonic (_("_Keep Score"));
  g_autofree char *play_label = NULL;
  g_autofree char *keep_label = NULL;

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
  gtk_box_append (GTK_BOX (box), play);

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
  gtk_box_append (GTK_BOX (box), keep);

  return box;
}

static GtkWidget *
create_game_row (TarotVariant *variant)
{
  TarotPack *pack = tarot_variant_get_pack (variant);
  g_autofree char *players = describe_players (variant);
  g_autofree char *subtitle = NULL;
  GtkWidget *row = adw_expander_row_new ();
  GtkWidget *buttons = adw_squeezer_new ();

  /* Translators: “3–5 players · Tarot Nouveau pack” */
  subtitle = g_strdup_printf (_("%s · %s pack"), players,
                              pack != NULL ? tarot_pack_get_name (pack)
                                           : tarot_variant_get_pack_id (variant));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tarot_variant_get_name (variant));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  add_pack_preview (ADW_EXPANDER_ROW (row), variant);

  /* the labelled buttons where they fit, Keep Score as an icon where they do not */
  adw_squeezer_set_transition_type (ADW_SQUEEZER (buttons), ADW_SQUEEZER_TRANSITION_TYPE_NONE);
  adw_squeezer_add (ADW_SQUEEZER (buttons), create_buttons (variant, FALSE));
  adw_squeezer_add (ADW_SQUEEZER (buttons), create_buttons (variant, TRUE));
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), buttons);

  g_object_set_data_full (G_OBJECT (row), "variant", g_object_ref (variant), g_object_unref);
  g_signal_connect (row, "notify::expanded", G_CALLBACK (fill_game_row), NULL);

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

/* Where a variant's group comes in the list: the order of the traditions
 * file, games of an unlisted tradition last. */
static guint
tradition_rank (TarotTraditionList *traditions,
                TarotVariant       *variant)
{
  int index = traditions != NULL ? tarot_tradition_list_find (traditions, tarot_variant_get_tradition (variant)) : -1;

  return index >= 0 ? (guint) index : G_MAXUINT;
}

/* By tradition, then family, then player count (Troccas for three, four, five, six),
 * whatever the file names and the translated names. */
static int
compare_variants (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  TarotTraditionList *traditions = user_data;
  TarotVariant *va = *(TarotVariant **) a;
  TarotVariant *vb = *(TarotVariant **) b;
  guint ta = tradition_rank (traditions, va);
  guint tb = tradition_rank (traditions, vb);
  int by_family;

  if (ta != tb)
    return ta < tb ? -1 : 1;
  if ((by_family = g_strcmp0 (tarot_variant_get_family_id (va), tarot_variant_get_family_id (vb))) != 0)
    return by_family;
  if (tarot_variant_get_min_players (va) != tarot_variant_get_min_players (vb))
    return tarot_variant_get_min_players (va) < tarot_variant_get_min_players (vb) ? -1 : 1;
  if (tarot_variant_get_max_players (va) != tarot_variant_get_max_players (vb))
    return tarot_variant_get_max_players (va) < tarot_variant_get_max_players (vb) ? -1 : 1;

  return g_utf8_collate (tarot_variant_get_name (va), tarot_variant_get_name (vb));
}

/* A data folder without a traditions file lists its games in one group. */
static TarotTraditionList *
load_traditions (void)
{
  g_autoptr(GError) error = NULL;
  TarotTraditionList *traditions = tarot_tradition_list_load (&error);

  if (traditions == NULL && !g_error_matches (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND))
    g_message ("The games are not grouped: %s", error->message);
  return traditions;
}

static void
sort_variants (GPtrArray          *variants,
               TarotTraditionList *traditions)
{
  g_ptr_array_sort_with_data (variants, compare_variants, traditions);
}

GPtrArray *
tarot_games_page_load_variants (GPtrArray *errors)
{
  g_autoptr(TarotTraditionList) traditions = load_traditions ();
  GPtrArray *variants = tarot_variant_load_all (errors);

  sort_variants (variants, traditions);
  return variants;
}

static AdwPreferencesGroup *
add_tradition_group (TarotGamesPage     *self,
                     TarotTraditionList *traditions,
                     guint               rank)
{
  GtkWidget *group = adw_preferences_group_new ();

  if (rank != G_MAXUINT)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), tarot_tradition_list_get_title (traditions, rank));
  else if (traditions != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Other Games"));
  adw_preferences_page_add (self->list_page, ADW_PREFERENCES_GROUP (group));
  g_ptr_array_add (self->tradition_groups, group);

  return ADW_PREFERENCES_GROUP (group);
}

static void
add_pending_rows (TarotGamesPage *self)
{
  for (guint i = 0; i + 1 < self->pending->len; i += 2)
    adw_preferences_group_add (g_ptr_array_index (self->pending, i),
                               create_game_row (g_ptr_array_index (self->pending, i + 1)));
  g_ptr_array_set_size (self->pending, 0);
}

static gboolean
add_pending_in_idle (gpointer data)
{
  TarotGamesPage *self = data;

  self->add_source = 0;
  add_pending_rows (self);
  return G_SOURCE_REMOVE;
}

static void
stop_waiting (TarotGamesPage *self)
{
  if (self->after_paint_handler != 0)
    g_signal_handler_disconnect (self->clock, self->after_paint_handler);
  self->after_paint_handler = 0;
  g_clear_object (&self->clock);
  g_clear_handle_id (&self->add_source, g_source_remove);
}

static void
after_paint (GdkFrameClock  *clock,
             TarotGamesPage *self)
{
  g_signal_handler_disconnect (clock, self->after_paint_handler);
  self->after_paint_handler = 0;
  g_clear_object (&self->clock);
  if (self->add_source == 0)
    self->add_source = g_idle_add (add_pending_in_idle, self);
}

/* The games are listed right after the first frame that shows the page, its heading and
 * the traditions' titles: making the rows (expander rows, pack previews, buttons) before
 * it took as long as the rest of the window.  Until the page is shown they wait. */
static void
wait_for_paint (TarotGamesPage *self)
{
  if (self->pending->len == 0 || self->after_paint_handler != 0 || self->add_source != 0 ||
      !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  self->clock = g_object_ref (gtk_widget_get_frame_clock (GTK_WIDGET (self)));
  self->after_paint_handler = g_signal_connect (self->clock, "after-paint", G_CALLBACK (after_paint), self);
}

void
tarot_games_page_reload (TarotGamesPage *self)
{
  g_autoptr(GPtrArray) errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(TarotTraditionList) traditions = load_traditions ();
  g_autoptr(GPtrArray) variants = NULL;
  AdwPreferencesGroup *group = NULL;
  guint group_rank = 0;

  g_return_if_fail (TAROT_IS_GAMES_PAGE (self));

  stop_waiting (self);
  g_ptr_array_set_size (self->pending, 0);
  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->problems_group, g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);
  for (guint i = 0; i < self->tradition_groups->len; i++)
    adw_preferences_page_remove (self->list_page, g_ptr_array_index (self->tradition_groups, i));
  g_ptr_array_set_size (self->tradition_groups, 0);

  variants = tarot_variant_load_all (errors);
  sort_variants (variants, traditions);

  /* The groups go between the heading and the problems: the problems group moves to the end. */
  g_object_ref (self->problems_group);
  adw_preferences_page_remove (self->list_page, self->problems_group);
  for (guint i = 0; i < variants->len; i++)
    {
      TarotVariant *variant = g_ptr_array_index (variants, i);
      guint rank = tradition_rank (traditions, variant);

      if (group == NULL || rank != group_rank)
        {
          group = add_tradition_group (self, traditions, rank);
          group_rank = rank;
        }
      g_ptr_array_add (self->pending, g_object_ref (group));
      g_ptr_array_add (self->pending, g_object_ref (variant));
    }
  adw_preferences_page_add (self->list_page, self->problems_group);
  g_object_unref (self->problems_group);

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
  wait_for_paint (self);
}

static void
tarot_games_page_dispose (GObject *object)
{
  TarotGamesPage *self = TAROT_GAMES_PAGE (object);

  /* The bin's child is the bound stack: the bin lets go of it first, or both
   * AdwBin and the template would unparent it. */
  stop_waiting (self);
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_GAMES_PAGE);
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->tradition_groups, g_ptr_array_unref);

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
  gtk_widget_class_bind_template_child (widget_class, TarotGamesPage, list_page);
  gtk_widget_class_bind_template_child (widget_class, TarotGamesPage, problems_group);
  gtk_widget_class_bind_template_child (widget_class, TarotGamesPage, empty_page);
}

static void
tarot_games_page_init (TarotGamesPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  self->tradition_groups = g_ptr_array_new ();
  self->pending = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect (self, "map", G_CALLBACK (wait_for_paint), NULL);
  tarot_games_page_reload (self);
}
