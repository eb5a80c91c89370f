/* tarot-new-game-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ai/tarot-ai.h"
#include "model/tarot-explain.h"
#include "model/tarot-game.h"
#include "model/tarot-pack.h"
#include "tarot-application.h"
#include "tarot-house-rules-group.h"
#include "tarot-new-game-dialog.h"
#include "tarot-pack-fan.h"

/* Logical width of the cards in the pack preview. */
#define PREVIEW_CARD_WIDTH 56

typedef struct
{
  AdwEntryRow *row;
  GtkSwitch   *human_switch;
  GtkLabel    *kind_label;
} Seat;

struct _TarotNewGameDialog
{
  AdwWindow             parent_instance;

  TarotVariant         *variant;
  GArray               *player_counts;   /* guint, in the order of players_list */
  Seat                  seats[TAROT_MAX_PLAYERS];
  guint                 n_seats;

  GtkButton            *start_button;
  GtkRevealer          *banner_revealer;
  GtkLabel             *banner_label;
  AdwBin               *pack_fan;
  GtkLabel             *name_label;
  GtkLabel             *facts_label;
  GtkLabel             *description_label;
  AdwPreferencesGroup  *players_group;
  AdwComboRow          *players_row;
  GtkStringList        *players_list;
  AdwComboRow          *level_row;
  GtkStringList        *level_list;
  TarotHouseRulesGroup *rules_group;
};

G_DEFINE_FINAL_TYPE (TarotNewGameDialog, tarot_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Seat 0 is the person who opened the dialog; the others get common
 * first names so that the table reads naturally. */
static const char * const default_names[] = {
  N_("You"),
  N_("Anna"),
  N_("Ben"),
  N_("Clara"),
  N_("Dario"),
  N_("Eva"),
};

static GSettings *
app_settings (void)
{
  GApplication *app = g_application_get_default ();

  return TAROT_IS_APPLICATION (app) ? tarot_application_get_settings (TAROT_APPLICATION (app)) : NULL;
}

static char *
default_name (guint seat)
{
  if (seat < G_N_ELEMENTS (default_names))
    return g_strdup (_(default_names[seat]));

  return g_strdup_printf (_("Player %u"), seat + 1);
}

static guint
selected_n_players (TarotNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->players_row);

  if (selected >= self->player_counts->len)
    return g_array_index (self->player_counts, guint, 0);

  return g_array_index (self->player_counts, guint, selected);
}

static guint
human_mask (TarotNewGameDialog *self)
{
  guint n_players = selected_n_players (self);
  guint mask = 0;

  for (guint s = 0; s < n_players; s++)
    if (gtk_switch_get_active (self->seats[s].human_switch))
      mask |= 1u << s;

  return mask;
}

static void
show_problem (TarotNewGameDialog *self,
              const char         *message)
{
  if (message != NULL)
    gtk_label_set_text (self->banner_label, message);
  gtk_revealer_set_reveal_child (self->banner_revealer, message != NULL);
}

/* Runs after every change, so Start is only ever offered for a game that can begin. */
static gboolean
validate (TarotNewGameDialog *self)
{
  g_autoptr(GHashTable) options = tarot_house_rules_group_get_options (self->rules_group);
  g_autoptr(GError) error = NULL;
  const char *problem = NULL;

  if (human_mask (self) == 0)
    problem = _("At least one player must be human: switch on a seat to play it yourself.");
  else if (!tarot_variant_check_options (self->variant, options, &error))
    problem = error->message;

  show_problem (self, problem);
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_button), problem == NULL);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->start_button), problem);

  return problem == NULL;
}

/* The name a seat will have at the table. */
static char *
seat_name (TarotNewGameDialog *self,
           guint               s)
{
  char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seats[s].row))));

  if (name[0] != '\0')
    return name;

  /* An emptied name falls back to the seat's default rather than leaving a blank at the table. */
  g_free (name);
  return default_name (s);
}

/* With fixed partnerships (Troccas) who plays with whom matters when choosing the human seats. */
static void
update_description (TarotNewGameDialog *self)
{
  guint n_players = selected_n_players (self);
  JsonObject *by = tarot_variant_get_players_json (self->variant, n_players);
  const char *intro = _("Switch on the seats that people play; the computer plays the others.");
  g_autoptr(GPtrArray) even = NULL;
  g_autoptr(GPtrArray) odd = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *description = NULL;
  g_autofree char *markup = NULL;

  if (by != NULL && json_object_get_boolean_member_with_default (by, "partnerships", FALSE)
      && n_players % 2 == 0)
    {
      /* Partners sit opposite: every other seat in playing order. */
      even = g_ptr_array_new_with_free_func (g_free);
      odd = g_ptr_array_new_with_free_func (g_free);
      for (guint s = 0; s < n_players; s++)
        g_ptr_array_add (s % 2 == 0 ? even : odd, seat_name (self, s));
      g_ptr_array_add (even, NULL);
      g_ptr_array_add (odd, NULL);

      /* Translators: separator between the names of partners */
      first = g_strjoinv (_(" & "), (char **) even->pdata);
      second = g_strjoinv (_(" & "), (char **) odd->pdata);
      /* Translators: %s are the two sides, e.g. “You & Ben against Anna & Clara.” */
      description = g_strdup_printf (_("%s Partners sit opposite: %s against %s."), intro, first, second);
    }

  /* The group reads its description as markup; names are typed by people. */
  markup = g_markup_escape_text (description != NULL ? description : intro, -1);
  adw_preferences_group_set_description (self->players_group, markup);
}

static void
option_changed (TarotNewGameDialog *self)
{
  validate (self);
}

static void
update_seats (TarotNewGameDialog *self)
{
  guint n_players = selected_n_players (self);

  for (guint s = 0; s < self->n_seats; s++)
    {
      Seat *seat = &self->seats[s];

      gtk_widget_set_visible (GTK_WIDGET (seat->row), s < n_players);
      gtk_label_set_text (seat->kind_label,
                          gtk_switch_get_active (seat->human_switch) ? _("Human") : _("Computer"));
    }
  /* a table of people only has nobody to set a level for */
  gtk_widget_set_sensitive (GTK_WIDGET (self->level_row), human_mask (self) != (1u << n_players) - 1);

  update_description (self);
  validate (self);
}

static void
start_clicked (TarotNewGameDialog *self)
{
  g_autoptr(TarotGame) game = NULL;
  g_autoptr(GHashTable) options = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint n_players = selected_n_players (self);
  TarotAiLevel level;
  guint64 seed;

  /* validate() reads the options through the group, which takes a number typed but not yet
   * confirmed (Enter goes straight to Start). */
  if (!validate (self))
    return;

  for (guint s = 0; s < n_players; s++)
    g_ptr_array_add (names, seat_name (self, s));
  g_ptr_array_add (names, NULL);

  options = tarot_house_rules_group_get_options (self->rules_group);
  seed = ((guint64) g_random_int () << 32) | g_random_int ();
  game = tarot_game_new (self->variant, n_players, options, (const char * const *) names->pdata,
                         human_mask (self), seed, &error);
  if (game == NULL)
    {
      show_problem (self, error->message);
      return;
    }
  level = MIN (adw_combo_row_get_selected (self->level_row), TAROT_AI_N_LEVELS - 1);
  /* saved with the game, so that a resumed game keeps it */
  for (guint s = 0; s < n_players; s++)
    if (!tarot_game_is_human (game, s))
      tarot_game_set_level (game, s, tarot_ai_level_to_string (level));
  if (app_settings () != NULL)
    g_settings_set_enum (app_settings (), "ai-level", (int) level);

  g_signal_emit (self, signals[START], 0, game);
  gtk_window_close (GTK_WINDOW (self));
}

static void
create_seat_row (TarotNewGameDialog *self,
                 guint               s)
{
  Seat *seat = &self->seats[s];
  g_autofree char *title = g_strdup_printf (_("Player %u"), s + 1);
  g_autofree char *switch_label = g_strdup_printf (_("Player %u is human"), s + 1);
  g_autofree char *name = default_name (s);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  /* The switch tells assistive technologies its state itself; the word beside it is for the eye. */
  GtkWidget *kind_label = g_object_new (GTK_TYPE_LABEL,
                                        "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                        NULL);
  GtkWidget *human_switch = gtk_switch_new ();
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), name);
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row), TRUE);

  /* Wide enough for the longer word, so the switch does not move when it flips. */
  gtk_label_set_width_chars (GTK_LABEL (kind_label), 9);
  gtk_label_set_xalign (GTK_LABEL (kind_label), 1.0);
  gtk_widget_add_css_class (kind_label, "dim-label");

  gtk_widget_set_valign (human_switch, GTK_ALIGN_CENTER);
  gtk_switch_set_active (GTK_SWITCH (human_switch), s == 0);
  gtk_widget_set_tooltip_text (human_switch, switch_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (human_switch),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, switch_label,
                                  -1);
  g_signal_connect_object (human_switch, "notify::active", G_CALLBACK (update_seats), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (row, "changed", G_CALLBACK (update_description), self,
                           G_CONNECT_SWAPPED);

  gtk_box_append (GTK_BOX (box), kind_label);
  gtk_box_append (GTK_BOX (box), human_switch);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), box);
  adw_preferences_group_add (self->players_group, row);

  seat->row = ADW_ENTRY_ROW (row);
  seat->human_switch = GTK_SWITCH (human_switch);
  seat->kind_label = GTK_LABEL (kind_label);
}

/* Three recognisable cards of the pack: the Fool, the highest trump and a King. */
static void
setup_preview (TarotNewGameDialog *self)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *fan = tarot_pack_fan_new (tarot_variant_get_pack_id (self->variant), PREVIEW_CARD_WIDTH, &error);

  /* The preview is decoration: without it the dialog still does its job. */
  if (fan == NULL)
    {
      g_warning ("Could not draw the pack preview: %s", error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->pack_fan), FALSE);
      return;
    }
  adw_bin_set_child (self->pack_fan, fan);
}

static void
setup_variant (TarotNewGameDialog *self)
{
  TarotVariant *variant = self->variant;
  TarotPack *pack = tarot_variant_get_pack (variant);
  guint min = tarot_variant_get_min_players (variant);
  guint max = tarot_variant_get_max_players (variant);
  guint preferred = 0;
  g_autofree char *players = NULL;
  g_autofree char *facts = NULL;

  gtk_label_set_text (self->name_label, tarot_variant_get_name (variant));
  gtk_label_set_text (self->description_label, tarot_variant_get_description (variant));
  if (min == max)
    players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", min), min);
  else
    /* Translators: a range of player counts, e.g. “3–5 players” */
    players = g_strdup_printf (_("%u–%u players"), min, max);
  /* Translators: “3–5 players · Tarot Nouveau pack” */
  facts = g_strdup_printf (_("%s · %s pack"), players,
                           pack != NULL ? tarot_pack_get_name (pack) : tarot_variant_get_pack_id (variant));
  gtk_label_set_text (self->facts_label, facts);

  for (guint n = min; n <= max; n++)
    {
      g_autofree char *label = g_strdup_printf ("%u", n);

      gtk_string_list_append (self->players_list, label);
      g_array_append_val (self->player_counts, n);
      /* Four is the usual table wherever the game allows it. */
      if (n == 4)
        preferred = n - min;
    }
  adw_combo_row_set_selected (self->players_row, preferred);
  gtk_widget_set_visible (GTK_WIDGET (self->players_row), min != max);

  self->n_seats = MIN (max, TAROT_MAX_PLAYERS);
  for (guint s = 0; s < self->n_seats; s++)
    create_seat_row (self, s);

  for (guint level = 0; level < TAROT_AI_N_LEVELS; level++)
    gtk_string_list_append (self->level_list, tarot_ai_level_get_label (level));
  adw_combo_row_set_selected (self->level_row,
                              app_settings () != NULL ? (guint) g_settings_get_enum (app_settings (), "ai-level")
                                                      : TAROT_AI_LEVEL_DEFAULT);

  tarot_house_rules_group_set_variant (self->rules_group, variant);
  g_signal_connect_object (self->rules_group, "changed", G_CALLBACK (option_changed), self,
                           G_CONNECT_SWAPPED);

  g_signal_connect_object (self->players_row, "notify::selected", G_CALLBACK (update_seats), self,
                           G_CONNECT_SWAPPED);

  setup_preview (self);
  update_seats (self);
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
}

static void
tarot_new_game_dialog_dispose (GObject *object)
{
  TarotNewGameDialog *self = TAROT_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_NEW_GAME_DIALOG);

  G_OBJECT_CLASS (tarot_new_game_dialog_parent_class)->dispose (object);
}

static void
tarot_new_game_dialog_finalize (GObject *object)
{
  TarotNewGameDialog *self = TAROT_NEW_GAME_DIALOG (object);

  g_clear_object (&self->variant);
  g_clear_pointer (&self->player_counts, g_array_unref);

  G_OBJECT_CLASS (tarot_new_game_dialog_parent_class)->finalize (object);
}

static void
tarot_new_game_dialog_class_init (TarotNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_new_game_dialog_dispose;
  object_class->finalize = tarot_new_game_dialog_finalize;

  g_type_ensure (TAROT_TYPE_HOUSE_RULES_GROUP);

  /**
   * TarotNewGameDialog::start:
   * @game: the new session, its first hand dealt
   *
   * The person pressed Start; the dialog closes right after.
   */
  signals[START] = g_signal_new ("start",
                                 G_TYPE_FROM_CLASS (klass),
                                 G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, TAROT_TYPE_GAME);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, banner_label);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, pack_fan);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, name_label);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, facts_label);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, description_label);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, players_list);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, level_list);
  gtk_widget_class_bind_template_child (widget_class, TarotNewGameDialog, rules_group);
  /* Not kept in the instance, but reachable through gtk_widget_get_template_child() by tests. */
  gtk_widget_class_bind_template_child_full (widget_class, "cancel_button", FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tarot_new_game_dialog_init (TarotNewGameDialog *self)
{
  self->player_counts = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_init_template (GTK_WIDGET (self));
}

TarotNewGameDialog *
tarot_new_game_dialog_new (TarotVariant *variant)
{
  TarotNewGameDialog *self;

  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);

  self = g_object_new (TAROT_TYPE_NEW_GAME_DIALOG, NULL);
  self->variant = g_object_ref (variant);
  setup_variant (self);

  return self;
}

TarotVariant *
tarot_new_game_dialog_get_variant (TarotNewGameDialog *self)
{
  g_return_val_if_fail (TAROT_IS_NEW_GAME_DIALOG (self), NULL);

  return self->variant;
}
