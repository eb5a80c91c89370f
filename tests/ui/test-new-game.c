/* test-new-game.c — the new-game dialog for every variant, and the score sheet view
 * following sessions of French Tarot and Troccas
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ai/tarot-ai.h"
#include "ai/tarot-random-player.h"
#include "model/tarot-game.h"
#include "model/tarot-variant.h"
#include "tarot-ui-test-util.h"
#include "ui/tarot-application.h"
#include "ui/tarot-house-rules-group.h"
#include "ui/tarot-new-game-dialog.h"
#include "ui/tarot-score-sheet-view.h"

static void
set_style (AdwColorScheme scheme)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
  tarot_ui_test_settle ();
}

static gpointer
template_child (gpointer    widget,
                GType       type,
                const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (child);
  return child;
}

/* Descendants of @root of @type, in tree order; only mapped ones if @mapped. */
static void
collect (GtkWidget *root,
         GType      type,
         gboolean   mapped,
         GPtrArray *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type) && (!mapped || gtk_widget_get_mapped (child)))
        g_ptr_array_add (found, child);
      collect (child, type, mapped, found);
    }
}

static GPtrArray *
find_all (gpointer root,
          GType    type,
          gboolean mapped)
{
  GPtrArray *found = g_ptr_array_new ();

  collect (GTK_WIDGET (root), type, mapped, found);
  return found;
}

static gpointer
find_one (gpointer root,
          GType    type)
{
  g_autoptr(GPtrArray) found = find_all (root, type, FALSE);

  g_assert_cmpuint (found->len, ==, 1);
  return g_ptr_array_index (found, 0);
}

/* The mapped labels with @css_class, in tree order. */
static GPtrArray *
labels_with_class (gpointer    root,
                   const char *css_class)
{
  g_autoptr(GPtrArray) labels = find_all (root, GTK_TYPE_LABEL, TRUE);
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), css_class))
      g_ptr_array_add (found, g_ptr_array_index (labels, i));

  return found;
}

/* @label shows @total, in red when it is a loss. */
static void
assert_total (GtkWidget *label,
              gint       total)
{
  g_autofree char *text = total < 0 ? g_strdup_printf ("−%d", -total) : g_strdup_printf ("%d", total);

  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, text);
  g_assert_cmpint (gtk_widget_has_css_class (label, "negative"), ==, total < 0);
}

/* The dialog */

typedef struct
{
  TarotGame *game;
  guint      emitted;
} StartLog;

static void
on_start (TarotNewGameDialog *dialog,
          TarotGame          *game,
          StartLog           *log)
{
  g_assert_true (TAROT_IS_GAME (game));
  g_set_object (&log->game, game);
  log->emitted++;
}

static gboolean
started (gpointer data)
{
  StartLog *log = data;

  return log->emitted > 0;
}

static TarotNewGameDialog *
open_dialog (TarotVariant *variant,
             StartLog     *log)
{
  TarotNewGameDialog *dialog = tarot_new_game_dialog_new (variant);

  /* The test keeps the dialog to look at it after it closed. */
  g_object_ref (dialog);
  g_signal_connect (dialog, "start", G_CALLBACK (on_start), log);
  gtk_window_present (GTK_WINDOW (dialog));
  tarot_ui_test_settle ();

  return dialog;
}

/* The option rows of the house rules group, in order. */
static GPtrArray *
option_rows (TarotNewGameDialog *dialog)
{
  GtkWidget *group = template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "rules_group");

  return find_all (group, ADW_TYPE_PREFERENCES_ROW, FALSE);
}

static void
check_defaults (TarotVariant *variant,
                GPtrArray    *rows)
{
  guint n_options;
  const TarotOption *options = tarot_variant_get_options (variant, &n_options);

  g_assert_cmpuint (rows->len, ==, n_options);
  for (guint i = 0; i < n_options; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      const TarotOption *option = &options[i];

      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, tarot_option_get_name (option));
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, tarot_option_get_description (option));

      switch (option->type)
        {
        case TAROT_OPTION_BOOL:
          g_assert_false (ADW_IS_COMBO_ROW (row));
          g_assert_cmpint (gtk_switch_get_active (find_one (row, GTK_TYPE_SWITCH)), ==,
                           g_str_equal (option->default_value, "true"));
          break;

        case TAROT_OPTION_INT:
          {
            GtkSpinButton *spin = find_one (row, GTK_TYPE_SPIN_BUTTON);
            GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (spin);

            g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==,
                             g_ascii_strtoll (option->default_value, NULL, 10));
            g_assert_cmpfloat (gtk_adjustment_get_lower (adjustment), ==, (double) option->min);
            g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), ==, (double) option->max);
          }
          break;

        case TAROT_OPTION_CHOICE:
          {
            GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
            guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row));

            g_assert_cmpuint (g_list_model_get_n_items (model), ==,
                              g_strv_length ((char **) option->choices));
            g_assert_cmpstr (option->choices[selected], ==, option->default_value);
          }
          break;

        default:
          g_assert_not_reached ();
        }
    }
}

/* Changes every option away from its default; returns the values chosen. */
static GHashTable *
change_options (TarotVariant *variant,
                GPtrArray    *rows)
{
  GHashTable *chosen = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  guint n_options;
  const TarotOption *options = tarot_variant_get_options (variant, &n_options);

  for (guint i = 0; i < n_options; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      const TarotOption *option = &options[i];

      switch (option->type)
        {
        case TAROT_OPTION_BOOL:
          {
            GtkSwitch *toggle = find_one (row, GTK_TYPE_SWITCH);

            gtk_switch_set_active (toggle, !gtk_switch_get_active (toggle));
            g_hash_table_insert (chosen, (gpointer) option->id,
                                 g_strdup (gtk_switch_get_active (toggle) ? "true" : "false"));
          }
          break;

        case TAROT_OPTION_INT:
          {
            gint64 value = g_ascii_strtoll (option->default_value, NULL, 10) == option->max
                           ? option->min : option->max;

            gtk_spin_button_set_value (find_one (row, GTK_TYPE_SPIN_BUTTON), (double) value);
            g_hash_table_insert (chosen, (gpointer) option->id,
                                 g_strdup_printf ("%" G_GINT64_FORMAT, value));
          }
          break;

        case TAROT_OPTION_CHOICE:
          {
            guint n = g_strv_length ((char **) option->choices);
            guint selected = (adw_combo_row_get_selected (ADW_COMBO_ROW (row)) + 1) % n;

            adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
            g_hash_table_insert (chosen, (gpointer) option->id, g_strdup (option->choices[selected]));
          }
          break;

        default:
          g_assert_not_reached ();
        }
    }

  return chosen;
}

static void
test_dialog (gconstpointer data)
{
  const char *id = data;
  static const char * const names[] = { "Mia", "Noah", "Odile", "Pius", "Quirin", "Reto" };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (id, &error);
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) seats = NULL;
  g_autoptr(GHashTable) chosen = NULL;
  StartLog log = { NULL, 0 };
  TarotNewGameDialog *dialog;
  AdwComboRow *players_row;
  GListModel *counts;
  GtkWidget *start_button;
  GtkWidget *restore_button;
  GtkRevealer *banner;
  GHashTable *game_options;
  guint min, max, n_players, mask;

  g_assert_no_error (error);
  min = tarot_variant_get_min_players (variant);
  max = tarot_variant_get_max_players (variant);
  dialog = open_dialog (variant, &log);
  players_row = template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "players_row");
  start_button = template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "start_button");
  banner = template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "banner_revealer");
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (dialog)) == start_button);

  /* One choice per supported player count, and no question when there is no choice. */
  counts = adw_combo_row_get_model (players_row);
  g_assert_cmpuint (g_list_model_get_n_items (counts), ==, max - min + 1);
  for (guint n = min; n <= max; n++)
    {
      g_autofree char *text = g_strdup_printf ("%u", n);

      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (counts), n - min), ==, text);
    }
  g_assert_cmpint (gtk_widget_get_visible (GTK_WIDGET (players_row)), ==, min != max);

  /* Seat 0 is the person, the others the computer. */
  seats = find_all (template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "players_group"),
                    ADW_TYPE_ENTRY_ROW, FALSE);
  g_assert_cmpuint (seats->len, ==, max);
  for (guint s = 0; s < max; s++)
    g_assert_cmpint (gtk_switch_get_active (find_one (g_ptr_array_index (seats, s), GTK_TYPE_SWITCH)),
                     ==, s == 0);
  g_assert_true (gtk_widget_get_sensitive (start_button));
  g_assert_false (gtk_revealer_get_reveal_child (banner));

  rows = option_rows (dialog);
  check_defaults (variant, rows);

  /* The largest table the game allows. */
  adw_combo_row_set_selected (players_row, max - min);
  n_players = max;
  for (guint s = 0; s < max; s++)
    g_assert_cmpint (gtk_widget_get_visible (g_ptr_array_index (seats, s)), ==, s < n_players);

  /* Nobody human: Start is refused, with the reason shown. */
  gtk_switch_set_active (find_one (g_ptr_array_index (seats, 0), GTK_TYPE_SWITCH), FALSE);
  g_assert_false (gtk_widget_get_sensitive (start_button));
  g_assert_true (gtk_revealer_get_reveal_child (banner));
  g_assert_nonnull (gtk_widget_get_tooltip_text (start_button));

  /* Seats 1 and the last are people: any seat may be. */
  mask = (1u << 1) | (1u << (n_players - 1));
  for (guint s = 0; s < n_players; s++)
    {
      gtk_switch_set_active (find_one (g_ptr_array_index (seats, s), GTK_TYPE_SWITCH),
                             (mask & (1u << s)) != 0);
      gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (seats, s)), names[s]);
    }
  g_assert_true (gtk_widget_get_sensitive (start_button));
  g_assert_false (gtk_revealer_get_reveal_child (banner));

  /* Restore Defaults undoes every house rule, and is only offered when there is something to undo. */
  restore_button = template_child (template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "rules_group"),
                                   TAROT_TYPE_HOUSE_RULES_GROUP, "restore_button");
  g_assert_false (gtk_widget_get_sensitive (restore_button));
  g_hash_table_unref (change_options (variant, rows));
  g_assert_cmpint (gtk_widget_get_sensitive (restore_button), ==, rows->len > 0);
  g_signal_emit_by_name (restore_button, "clicked");
  check_defaults (variant, rows);
  g_assert_false (gtk_widget_get_sensitive (restore_button));
  chosen = change_options (variant, rows);

  /* Enter activates the default widget, Start. */
  g_signal_emit_by_name (dialog, "activate-default");
  g_assert_true (tarot_ui_test_wait_for (started, &log, 5000));
  tarot_ui_test_settle ();

  g_assert_cmpuint (log.emitted, ==, 1);
  g_assert_nonnull (log.game);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_true (tarot_game_get_variant (log.game) == variant);
  g_assert_cmpuint (tarot_game_get_n_players (log.game), ==, n_players);
  g_assert_cmpuint (tarot_game_get_human_mask (log.game), ==, mask);
  for (guint s = 0; s < n_players; s++)
    g_assert_cmpstr (tarot_game_get_player_name (log.game, s), ==, names[s]);

  game_options = tarot_game_get_options (log.game);
  g_assert_cmpuint (g_hash_table_size (chosen), ==, g_hash_table_size (game_options));
  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, chosen);
    while (g_hash_table_iter_next (&iter, &key, &value))
      g_assert_cmpstr (g_hash_table_lookup (game_options, key), ==, value);
  }

  g_clear_object (&log.game);
  g_object_unref (dialog);
}

/* House rules that are each fine but do not go together (Troccas: the one-round catch-up
 * asks for a smaller deficit than the two-round one) keep Start off and say why. */
static void
test_dialog_clashing_options (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("troccas4", &error);
  g_autoptr(GPtrArray) rows = NULL;
  StartLog log = { NULL, 0 };
  TarotNewGameDialog *dialog;
  GtkWidget *start_button;
  GtkRevealer *banner;
  const TarotOption *options;
  guint n_options;
  GtkSpinButton *two_rounds = NULL, *one_round = NULL;

  g_assert_no_error (error);
  dialog = open_dialog (variant, &log);
  start_button = template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "start_button");
  banner = template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "banner_revealer");
  rows = option_rows (dialog);
  options = tarot_variant_get_options (variant, &n_options);
  for (guint i = 0; i < n_options; i++)
    if (g_str_equal (options[i].id, "catch_up_two_rounds"))
      two_rounds = find_one (g_ptr_array_index (rows, i), GTK_TYPE_SPIN_BUTTON);
    else if (g_str_equal (options[i].id, "catch_up_one_round"))
      one_round = find_one (g_ptr_array_index (rows, i), GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (two_rounds);
  g_assert_nonnull (one_round);

  g_assert_true (gtk_widget_get_sensitive (start_button));
  gtk_spin_button_set_value (two_rounds, 20);
  gtk_spin_button_set_value (one_round, 10);
  g_assert_false (gtk_widget_get_sensitive (start_button));
  g_assert_true (gtk_revealer_get_reveal_child (banner));
  g_assert_nonnull (gtk_widget_get_tooltip_text (start_button));

  gtk_spin_button_set_value (one_round, 30);
  g_assert_true (gtk_widget_get_sensitive (start_button));
  g_assert_false (gtk_revealer_get_reveal_child (banner));

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* The computer players' level: three to choose from, given to the
 * computer seats only, and remembered for the next game. */
static void
test_dialog_level (void)
{
  GSettings *settings = tarot_application_get_settings (TAROT_APPLICATION (g_application_get_default ()));
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("french-tarot", &error);
  g_autoptr(GPtrArray) seats = NULL;
  StartLog log = { NULL, 0 };
  TarotNewGameDialog *dialog;
  AdwComboRow *level_row;
  GListModel *levels;

  g_assert_no_error (error);
  g_settings_reset (settings, "ai-level");
  dialog = open_dialog (variant, &log);
  level_row = template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "level_row");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (level_row)), ==, "Computer _Players");
  g_assert_nonnull (adw_action_row_get_subtitle (ADW_ACTION_ROW (level_row)));
  levels = adw_combo_row_get_model (level_row);
  g_assert_cmpuint (g_list_model_get_n_items (levels), ==, TAROT_AI_N_LEVELS);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (levels), 0), ==, "Easy");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (levels), 1), ==, "Normal");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (levels), 2), ==, "Hard");
  g_assert_cmpuint (adw_combo_row_get_selected (level_row), ==, TAROT_AI_LEVEL_NORMAL);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (level_row)));

  /* with people at every seat there is no level to choose */
  seats = find_all (template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "players_group"),
                    ADW_TYPE_ENTRY_ROW, FALSE);
  for (guint s = 0; s < 4; s++)
    gtk_switch_set_active (find_one (g_ptr_array_index (seats, s), GTK_TYPE_SWITCH), TRUE);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (level_row)));
  /* two people, two computer players */
  for (guint s = 2; s < 4; s++)
    gtk_switch_set_active (find_one (g_ptr_array_index (seats, s), GTK_TYPE_SWITCH), FALSE);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (level_row)));

  adw_combo_row_set_selected (level_row, TAROT_AI_LEVEL_HARD);
  g_signal_emit_by_name (dialog, "activate-default");
  g_assert_true (tarot_ui_test_wait_for (started, &log, 5000));
  g_assert_nonnull (log.game);
  g_assert_null (tarot_game_get_level (log.game, 0));
  g_assert_null (tarot_game_get_level (log.game, 1));
  g_assert_cmpstr (tarot_game_get_level (log.game, 2), ==, "hard");
  g_assert_cmpstr (tarot_game_get_level (log.game, 3), ==, "hard");
  g_assert_cmpint (g_settings_get_enum (settings, "ai-level"), ==, TAROT_AI_LEVEL_HARD);

  /* the level goes with the saved game */
  {
    g_autofree char *dir = g_dir_make_tmp ("triumphs-level-XXXXXX", &error);
    g_autofree char *path = g_build_filename (dir, "game.json", NULL);
    g_autoptr(TarotGame) resumed = NULL;

    g_assert_no_error (error);
    g_assert_true (tarot_game_save (log.game, path, &error));
    g_assert_no_error (error);
    resumed = tarot_game_load (path, &error);
    g_assert_no_error (error);
    g_assert_null (tarot_game_get_level (resumed, 0));
    g_assert_cmpstr (tarot_game_get_level (resumed, 2), ==, "hard");
    g_assert_cmpstr (tarot_game_get_level (resumed, 3), ==, "hard");
    g_unlink (path);
    g_rmdir (dir);
  }
  g_clear_object (&log.game);
  g_object_unref (dialog);

  /* the next dialog starts from the level chosen last */
  dialog = open_dialog (variant, &log);
  level_row = template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "level_row");
  g_assert_cmpuint (adw_combo_row_get_selected (level_row), ==, TAROT_AI_LEVEL_HARD);
  gtk_window_close (GTK_WINDOW (dialog));
  tarot_ui_test_settle ();
  g_object_unref (dialog);
  g_settings_reset (settings, "ai-level");
}

/* Cancel closes the dialog and starts nothing; an emptied name falls back to the default,
 * and a number still being typed is taken. */
static void
test_dialog_cancel_and_blank_name (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("french-tarot", &error);
  g_autoptr(GPtrArray) seats = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  const TarotOption *option;
  GtkSpinButton *spin = NULL;
  StartLog log = { NULL, 0 };
  TarotNewGameDialog *dialog;

  g_assert_no_error (error);
  dialog = open_dialog (variant, &log);
  g_signal_emit_by_name (template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "cancel_button"), "clicked");
  tarot_ui_test_settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_cmpuint (log.emitted, ==, 0);
  g_object_unref (dialog);

  dialog = open_dialog (variant, &log);
  seats = find_all (template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "players_group"),
                    ADW_TYPE_ENTRY_ROW, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (seats, 1)), "   ");

  /* A number typed into a spin button, not yet confirmed, is the one used. */
  rows = option_rows (dialog);
  option = tarot_variant_find_option (variant, "defence_slam_bonus");
  g_assert_nonnull (option);
  for (guint i = 0; i < rows->len; i++)
    if (g_str_equal (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), tarot_option_get_name (option)))
      spin = find_one (g_ptr_array_index (rows, i), GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  gtk_editable_set_text (GTK_EDITABLE (spin), "250");
  g_signal_emit_by_name (template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "start_button"), "clicked");
  tarot_ui_test_settle ();
  g_assert_cmpuint (log.emitted, ==, 1);
  g_assert_cmpstr (tarot_game_get_player_name (log.game, 0), ==, "You");
  g_assert_cmpstr (tarot_game_get_player_name (log.game, 1), ==, "Anna");
  g_assert_cmpuint (tarot_game_get_human_mask (log.game), ==, 1);
  /* The usual table of four where the game allows it. */
  g_assert_cmpuint (tarot_game_get_n_players (log.game), ==, 4);
  g_assert_cmpstr (g_hash_table_lookup (tarot_game_get_options (log.game), option->id), ==, "250");

  g_clear_object (&log.game);
  g_object_unref (dialog);
}

/* The text of the mapped label under @root that contains @part, or NULL. */
static const char *
find_text (gpointer    root,
           const char *part)
{
  g_autoptr(GPtrArray) labels = find_all (root, GTK_TYPE_LABEL, TRUE);

  for (guint i = 0; i < labels->len; i++)
    if (strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), part) != NULL)
      return gtk_label_get_text (g_ptr_array_index (labels, i));

  return NULL;
}

/* With fixed partnerships the dialog says who plays with whom, by the names being typed. */
static void
test_dialog_partners (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) troccas = tarot_variant_load ("troccas4", &error);
  g_autoptr(TarotVariant) french = tarot_variant_load ("french-tarot", &error);
  g_autoptr(GPtrArray) seats = NULL;
  StartLog log = { NULL, 0 };
  TarotNewGameDialog *dialog;
  AdwPreferencesGroup *group;

  g_assert_no_error (error);
  dialog = open_dialog (troccas, &log);
  group = template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "players_group");
  g_assert_nonnull (find_text (group, "You & Ben against Anna & Clara"));
  seats = find_all (group, ADW_TYPE_ENTRY_ROW, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (seats, 2)), "Gion");
  tarot_ui_test_settle ();
  g_assert_nonnull (find_text (group, "You & Gion against Anna & Clara"));
  gtk_window_close (GTK_WINDOW (dialog));
  g_object_unref (dialog);

  dialog = open_dialog (french, &log);
  group = template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "players_group");
  g_assert_nonnull (find_text (group, "the computer plays the others"));
  g_assert_null (find_text (group, " against "));
  gtk_window_close (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  g_assert_cmpuint (log.emitted, ==, 0);
}

static void
test_dialog_screenshots (void)
{
  const char *ids[] = { "french-tarot", "troccas4", "koenigrufen" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotVariant) variant = tarot_variant_load (ids[i], &error);
      StartLog log = { NULL, 0 };
      TarotNewGameDialog *dialog;

      g_assert_no_error (error);
      dialog = open_dialog (variant, &log);
      for (guint s = 0; s < 2; s++)
        {
          g_autofree char *name = g_strdup_printf ("new-game-%s-%s", ids[i], s == 0 ? "light" : "dark");
          g_autofree char *path = NULL;

          set_style (s == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT : ADW_COLOR_SCHEME_FORCE_DARK);
          path = tarot_ui_test_screenshot (GTK_WIDGET (dialog), name);
        }
      set_style (ADW_COLOR_SCHEME_FORCE_LIGHT);

      /* The house rules further down, and the explanation shown when nobody is human. */
      {
        g_autoptr(GPtrArray) scrollers = find_all (dialog, GTK_TYPE_SCROLLED_WINDOW, TRUE);
        GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (g_ptr_array_index (scrollers, 0));
        g_autoptr(GPtrArray) switches = find_all (template_child (dialog, TAROT_TYPE_NEW_GAME_DIALOG, "players_group"),
                                                  GTK_TYPE_SWITCH, FALSE);
        g_autofree char *name = g_strdup_printf ("new-game-%s-rules-light", ids[i]);
        g_autofree char *path = NULL;

        gtk_switch_set_active (g_ptr_array_index (switches, 0), FALSE);
        gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
        tarot_ui_test_settle ();
        path = tarot_ui_test_screenshot (GTK_WIDGET (dialog), name);
      }
      gtk_window_close (GTK_WINDOW (dialog));
      g_object_unref (dialog);
    }
}

/* The score sheet view */

typedef struct
{
  const char *variant;
  guint       n_players;
  guint64     seed;
} Session;

static void
play_hand (TarotGame *game,
           TarotRng  *rng)
{
  while (!tarot_game_is_hand_over (game))
    {
      g_autoptr(GError) error = NULL;
      TarotPlayerView view;

      tarot_game_get_view (game, tarot_game_get_to_move (game), &view);
      g_assert_true (tarot_game_apply (game, tarot_random_player_choose (&view, rng), &error));
      g_assert_no_error (error);
    }
}

/* What the view shows matches the sheet: a line per hand and the sheet's totals, in both views. */
static void
check_view (TarotScoreSheetView *view,
            TarotScoreSheet     *sheet)
{
  guint n_rows = tarot_score_sheet_get_n_rows (sheet);
  guint n_players = tarot_score_sheet_get_n_players (sheet);
  guint n_teams = tarot_score_sheet_get_n_teams (sheet);
  guint n_columns = n_teams > 0 ? n_teams : n_players;
  GtkStack *stack = template_child (view, TAROT_TYPE_SCORE_SHEET_VIEW, "stack");

  tarot_score_sheet_view_set_mode (view, "columns");
  tarot_ui_test_settle ();
  if (n_rows == 0)
    {
      g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
      g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (view), "No Hands Played Yet"));
      return;
    }
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "columns");

  {
    g_autoptr(GPtrArray) hands = labels_with_class (view, "hand-number");
    g_autoptr(GPtrArray) totals = labels_with_class (view, "score-total");

    g_assert_cmpuint (hands->len, ==, n_rows);
    for (guint r = 0; r < n_rows; r++)
      {
        TarotScoreRow *row = tarot_score_sheet_get_row (sheet, r);
        g_autofree char *number = g_strdup_printf ("%u", tarot_score_row_get_hand_number (row));

        g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (hands, r)), ==, number);
      }
    g_assert_cmpuint (totals->len, ==, n_players);
    for (guint seat = 0; seat < n_players; seat++)
      assert_total (g_ptr_array_index (totals, seat), tarot_score_sheet_get_total (sheet, seat));
  }

  tarot_score_sheet_view_set_mode (view, "slate");
  tarot_ui_test_settle ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "slate");
  {
    g_autoptr(GPtrArray) hands = labels_with_class (view, "slate-hand");
    g_autoptr(GPtrArray) current = labels_with_class (view, "slate-current");

    g_assert_cmpuint (hands->len, ==, n_rows);
    g_assert_cmpuint (current->len, ==, n_columns);
    for (guint c = 0; c < n_columns; c++)
      assert_total (g_ptr_array_index (current, c),
                    n_teams > 0 ? tarot_score_sheet_get_team_total (sheet, c)
                                : tarot_score_sheet_get_total (sheet, c));
  }
}

static void
test_score_sheet (gconstpointer data)
{
  static const char * const names[] = { "You", "Anna", "Ben", "Clara", NULL };
  const Session *session = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (session->variant, &error);
  g_autoptr(TarotGame) game = NULL;
  TarotScoreSheet *sheet;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = tarot_score_sheet_view_new ();
  TarotRng rng;
  guint hands = 0;

  g_assert_no_error (error);
  game = tarot_game_new (variant, session->n_players, NULL, names, 1, session->seed, &error);
  g_assert_no_error (error);
  sheet = tarot_game_get_score_sheet (game);
  tarot_rng_init (&rng, session->seed);

  gtk_window_set_default_size (GTK_WINDOW (window), 820, 520);
  gtk_window_set_child (GTK_WINDOW (window), view);
  tarot_score_sheet_view_set_sheet (TAROT_SCORE_SHEET_VIEW (view), sheet);
  gtk_window_present (GTK_WINDOW (window));
  check_view (TAROT_SCORE_SHEET_VIEW (view), sheet);
  if (g_str_equal (session->variant, "french-tarot"))
    g_free (tarot_ui_test_screenshot (window, "score-sheet-empty-light"));

  /* The view follows the sheet as each hand is scored (passed-out hands add no row). */
  while (tarot_score_sheet_get_n_rows (sheet) < 3)
    {
      g_assert_cmpuint (++hands, <, 50);
      play_hand (game, &rng);
      g_assert_true (tarot_game_next_hand (game, &error));
      g_assert_no_error (error);
      check_view (TAROT_SCORE_SHEET_VIEW (view), sheet);
    }
  g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), ==, 3);

  for (guint mode = 0; mode < 2; mode++)
    for (guint s = 0; s < 2; s++)
      {
        const char *mode_name = mode == 0 ? "columns" : "slate";
        g_autofree char *name = g_strdup_printf ("score-sheet-%s%s%s-%s", mode_name,
                                                 g_str_equal (session->variant, "french-tarot") ? "" : "-",
                                                 g_str_equal (session->variant, "french-tarot") ? "" : session->variant,
                                                 s == 0 ? "light" : "dark");
        g_autofree char *path = NULL;

        tarot_score_sheet_view_set_mode (TAROT_SCORE_SHEET_VIEW (view), mode_name);
        set_style (s == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT : ADW_COLOR_SCHEME_FORCE_DARK);
        path = tarot_ui_test_screenshot (window, name);
      }
  set_style (ADW_COLOR_SCHEME_FORCE_LIGHT);

  /* A correction at the table takes the last hand off the view too. */
  g_assert_true (tarot_score_sheet_remove_last (sheet));
  check_view (TAROT_SCORE_SHEET_VIEW (view), sheet);

  /* Without a sheet the view is empty again, and stops following the old one. */
  tarot_score_sheet_view_set_sheet (TAROT_SCORE_SHEET_VIEW (view), NULL);
  play_hand (game, &rng);
  g_assert_true (tarot_game_next_hand (game, &error));
  tarot_ui_test_settle ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (template_child (view, TAROT_TYPE_SCORE_SHEET_VIEW, "stack")),
                   ==, "empty");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  static const Session sessions[] = {
    { "french-tarot", 4, 11 },
    { "troccas4", 4, 12 },
  };
  g_autoptr(TarotApplication) app = NULL;
  g_auto(GStrv) ids = NULL;

  tarot_ui_test_init (&argc, &argv);
  /* A registered application loads the stylesheet and settings the real windows get. */
  app = tarot_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  ids = tarot_variant_list_ids ();
  g_assert_cmpuint (g_strv_length (ids), >, 0);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/new-game/dialog/%s", ids[i]);

      g_test_add_data_func (path, ids[i], test_dialog);
    }
  g_test_add_func ("/new-game/cancel-and-blank-name", test_dialog_cancel_and_blank_name);
  g_test_add_func ("/new-game/partners", test_dialog_partners);
  g_test_add_func ("/new-game/clashing-options", test_dialog_clashing_options);
  g_test_add_func ("/new-game/level", test_dialog_level);
  g_test_add_func ("/new-game/screenshots", test_dialog_screenshots);
  for (guint i = 0; i < G_N_ELEMENTS (sessions); i++)
    {
      g_autofree char *path = g_strdup_printf ("/score-sheet/%s", sessions[i].variant);

      g_test_add_data_func (path, &sessions[i], test_score_sheet);
    }

  return g_test_run ();
}
