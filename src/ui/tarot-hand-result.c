/* tarot-hand-result.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "model/tarot-explain.h"
#include "tarot-hand-result.h"
#include "tarot-table-util.h"

struct _TarotHandResult
{
  GtkWidget  parent_instance;

  TarotGame *game;

  GtkLabel  *title;
  GtkLabel  *subtitle;
  GtkLabel  *points;
  GtkGrid   *grid;
  AdwBin    *score_slot;
};

G_DEFINE_FINAL_TYPE (TarotHandResult, tarot_hand_result, GTK_TYPE_WIDGET)

char *
tarot_hand_result_format_points (guint32 points,
                                 guint   unit)
{
  static const char *const thirds[] = { "", "⅓", "⅔" };
  guint whole = unit > 0 ? points / unit : points, rest = unit > 0 ? points % unit : 0;

  if (unit == 2 && rest == 1)
    return g_strdup_printf ("%u½", whole);
  if (unit == 3 && rest > 0)
    return g_strdup_printf ("%u%s", whole, thirds[rest]);
  if (rest > 0)
    return g_strdup_printf ("%.2f", (double) points / unit);
  return g_strdup_printf ("%u", whole);
}

static void
grid_label (TarotHandResult *self,
            const char      *text,
            int              column,
            int              row,
            const char      *css_class,
            float            xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (column == 0)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
      gtk_widget_set_hexpand (label, TRUE);
    }
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_grid_attach (self->grid, label, column, row, 1, 1);
}

static char *
signed_amount (gint32 amount)
{
  /* a real minus sign lines up with the plus */
  return amount < 0 ? g_strdup_printf ("−%d", -amount) : g_strdup_printf ("+%d", amount);
}

/* Whether @seat played this hand (not the dealer sitting out). */
static gboolean
in_play (TarotGame          *game,
         const TarotOutcome *outcome,
         guint               seat)
{
  const TarotRules *rules = tarot_game_get_rules (game);

  return !(rules->trick_size < rules->n_players && seat == outcome->dealer);
}

static void
show_titles (TarotHandResult    *self,
             const TarotOutcome *outcome,
             const TarotScore   *score)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);
  guint n = tarot_game_get_n_players (self->game);
  g_autofree char *ours = tarot_hand_result_format_points (outcome->points[0], outcome->points_unit);
  g_autofree char *theirs = tarot_hand_result_format_points (outcome->points[1], outcome->points_unit);
  g_autofree char *points = NULL;
  g_autoptr(GString) ours_names = g_string_new (NULL);
  g_autoptr(GString) their_names = g_string_new (NULL);

  for (guint seat = 0; seat < n; seat++)
    {
      GString *names = outcome->side[seat] ? their_names : ours_names;

      if (!in_play (self->game, outcome, seat))
        continue;
      g_string_append_printf (names, names->len > 0 ? " & %s" : "%s",
                              tarot_game_get_player_name (self->game, seat));
    }
  if (outcome->declarer != TAROT_NO_SEAT && outcome->contract < rules->n_contracts)
    {
      TarotAction bid = { TAROT_ACTION_BID, outcome->declarer, TAROT_CARD_NONE, outcome->contract };
      g_autofree char *contract = tarot_explain_action_label (tarot_game_get_variant (self->game),
                                                              rules, bid, NULL);
      /* TRANSLATORS: the declarer and the contract, e.g. "Anna — Garde" */
      g_autofree char *title = g_strdup_printf (_("%s — %s"),
                                                tarot_game_get_player_name (self->game, outcome->declarer),
                                                contract);
      gboolean made = score->totals[outcome->declarer] > 0;

      gtk_label_set_label (self->title, title);
      gtk_label_set_label (self->subtitle, made ? _("Made") : _("Failed"));
      gtk_widget_add_css_class (GTK_WIDGET (self->subtitle), made ? "success" : "error");
    }
  else
    {
      gtk_label_set_label (self->title, _("Hand Over"));
      gtk_label_set_label (self->subtitle, "");
    }
  /* TRANSLATORS: card points of each side, e.g. "Card points: Anna 47½ · Bruno & Chiara 43½" */
  points = g_strdup_printf (_("Card points: %s %s · %s %s"),
                            ours_names->str, ours, their_names->str, theirs);
  gtk_label_set_label (self->points, points);
}

static void
show_lines (TarotHandResult  *self,
            const TarotScore *score)
{
  guint n = tarot_game_get_n_players (self->game);
  guint row = 1;

  for (guint seat = 0; seat < n; seat++)
    grid_label (self, tarot_game_get_player_name (self->game, seat), (int) seat + 1, 0, "heading", 1);
  for (guint i = 0; i < score->n_lines; i++, row++)
    {
      grid_label (self, score->lines[i].label, 0, (int) row, NULL, 0);
      for (guint seat = 0; seat < n; seat++)
        {
          g_autofree char *amount = signed_amount (score->lines[i].amounts[seat]);

          grid_label (self, amount, (int) seat + 1, (int) row, "numeric", 1);
        }
    }
  if (score->n_lines > 0)
    {
      grid_label (self, _("Total"), 0, (int) row, "heading", 0);
      for (guint seat = 0; seat < n; seat++)
        {
          g_autofree char *amount = signed_amount (score->totals[seat]);

          grid_label (self, amount, (int) seat + 1, (int) row, "heading", 1);
        }
    }
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->grid)), score->n_lines > 0);
}

void
tarot_hand_result_update (TarotHandResult *self)
{
  TarotOutcome outcome;
  TarotScore score;

  g_return_if_fail (TAROT_IS_HAND_RESULT (self));

  tarot_table_remove_children (GTK_WIDGET (self->grid));
  gtk_widget_remove_css_class (GTK_WIDGET (self->subtitle), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->subtitle), "error");
  gtk_label_set_label (self->points, "");
  if (self->game == NULL || !tarot_game_get_outcome (self->game, &outcome)
      || !tarot_game_get_hand_score (self->game, &score))
    return;

  if (outcome.end == TAROT_END_PASSED_OUT)
    {
      gtk_label_set_label (self->title, _("Everybody Passed"));
      /* S8: the deals bought off before it still pay */
      gtk_label_set_label (self->subtitle, score.n_lines > 0 ? _("Only the lines below are scored.")
                                                             : _("The hand is not scored."));
    }
  else if (outcome.end == TAROT_END_ANNULLED)
    {
      gtk_label_set_label (self->title, _("The Hand Was Thrown In"));
      gtk_label_set_label (self->subtitle, _("The hand is not scored."));
    }
  else
    show_titles (self, &outcome, &score);
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle), *gtk_label_get_label (self->subtitle) != '\0');
  gtk_widget_set_visible (GTK_WIDGET (self->points), *gtk_label_get_label (self->points) != '\0');
  show_lines (self, &score);
}

void
tarot_hand_result_set_game (TarotHandResult *self,
                            TarotGame       *game)
{
  g_return_if_fail (TAROT_IS_HAND_RESULT (self));

  g_set_object (&self->game, game);
  tarot_hand_result_update (self);
}

void
tarot_hand_result_set_score_view (TarotHandResult *self,
                                  GtkWidget       *score_view)
{
  g_return_if_fail (TAROT_IS_HAND_RESULT (self));

  adw_bin_set_child (self->score_slot, score_view);
}

static void
tarot_hand_result_dispose (GObject *object)
{
  TarotHandResult *self = TAROT_HAND_RESULT (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_HAND_RESULT);
  /* the template's top child is not bound, so it is let go of here */
  tarot_table_remove_children (GTK_WIDGET (self));
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tarot_hand_result_parent_class)->dispose (object);
}

static void
tarot_hand_result_class_init (TarotHandResultClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_hand_result_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-hand-result.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotHandResult, title);
  gtk_widget_class_bind_template_child (widget_class, TarotHandResult, subtitle);
  gtk_widget_class_bind_template_child (widget_class, TarotHandResult, points);
  gtk_widget_class_bind_template_child (widget_class, TarotHandResult, grid);
  gtk_widget_class_bind_template_child (widget_class, TarotHandResult, score_slot);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tarot_hand_result_init (TarotHandResult *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
