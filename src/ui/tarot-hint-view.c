/* tarot-hint-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "tarot-hand-result.h"
#include "tarot-hint-view.h"
#include "tarot-table-util.h"

struct _TarotHintView
{
  GtkWidget   parent_instance;

  GtkWidget  *box;
  GtkSpinner *spinner;
  GtkLabel   *reason_label;
  GtkLabel   *score_label;
};

G_DEFINE_FINAL_TYPE (TarotHintView, tarot_hint_view, GTK_TYPE_WIDGET)

static void
tarot_hint_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAROT_TYPE_HINT_VIEW);
  G_OBJECT_CLASS (tarot_hint_view_parent_class)->dispose (object);
}

static void
tarot_hint_view_class_init (TarotHintViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_hint_view_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-hint-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotHintView, box);
  gtk_widget_class_bind_template_child (widget_class, TarotHintView, spinner);
  gtk_widget_class_bind_template_child (widget_class, TarotHintView, reason_label);
  gtk_widget_class_bind_template_child (widget_class, TarotHintView, score_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tarot_hint_view_init (TarotHintView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static guint
count_actions (TarotGame *game)
{
  guint n;

  tarot_game_get_actions (game, &n);
  return n;
}

/* The action as the table names it: a card by its name, anything else
 * by the label of its button. */
static char *
action_name (TarotGame         *game,
             TarotCardRenderer *renderer,
             TarotAction        action)
{
  if (action.kind == TAROT_ACTION_PLAY || action.kind == TAROT_ACTION_DISCARD
      || action.kind == TAROT_ACTION_SHOW)
    return tarot_table_card_name (renderer, action.card);
  return tarot_table_action_label (game, action, count_actions (game), NULL);
}

static char *
points (TarotGame *game,
        guint32    amount)
{
  g_autofree char *text = tarot_hand_result_format_points (amount, tarot_game_get_rules (game)->count_by);

  /* "½", not "0½" */
  if (text[0] == '0' && text[1] != '\0' && !g_ascii_isdigit (text[1]) && text[1] != '.')
    return g_strdup (text + 1);
  return g_steal_pointer (&text);
}

/* Why this card, from what the player can see on the table. */
static char *
play_reason (TarotGame       *game,
             const TarotHint *hint)
{
  const TarotRules *rules = tarot_game_get_rules (game);
  g_autofree char *card_points = points (game, hint->points);
  guint facts = hint->facts;
  /* a card worth the least there is */
  gboolean low = hint->points <= 1;

  if (facts & TAROT_HINT_ONLY_CHOICE)
    return g_strdup (_("The only card you may play"));
  if ((facts & TAROT_HINT_SURE_WINNER) && (facts & TAROT_HINT_LOWEST_TRUMP))
    {
      g_autofree char *petit = tarot_table_native_term (tarot_game_get_variant (game), "trump_i",
                                                        g_strdup (_("Trump 1")));

      /* TRANSLATORS: %s is the game's name for trump 1, e.g. "Petit" or "Pagat" */
      return g_strdup_printf (_("%s comes home safe: nothing still out can take it"), petit);
    }
  if (facts & TAROT_HINT_SURE_WINNER)
    {
      g_autofree char *trick = points (game, hint->trick_points);

      /* TRANSLATORS: %s is the card points in the trick, e.g. "7½" */
      return g_strdup_printf (_("Takes the trick for sure (worth %s)"), trick);
    }
  if ((facts & TAROT_HINT_PARTNER_WINS) && !low)
    /* TRANSLATORS: %s is a number of card points, e.g. "4½" */
    return g_strdup_printf (_("Smears %s points to your partner, who holds the trick"), card_points);
  if (facts & TAROT_HINT_PARTNER_WINS)
    return g_strdup (_("Leaves the trick to your partner"));
  if ((facts & TAROT_HINT_WINS_TRICK) && (facts & TAROT_HINT_HIGHEST_TRUMP))
    return g_strdup (_("The highest trump still out: it takes the trick"));
  if ((facts & TAROT_HINT_WINS_TRICK) && !(facts & TAROT_HINT_LEADS))
    return g_strdup (_("Takes the trick for now"));
  if (facts & TAROT_HINT_EMPTIES_SUIT)
    return g_strdup (_("Leaves you void in a suit, free to trump it later"));
  if (low && rules->count_by > 0)
    /* TRANSLATORS: %s is a number of card points, e.g. "½" */
    return g_strdup_printf (_("Gives away as little as can be (worth %s)"), card_points);
  return NULL;
}

static char *
batch_reason (TarotGame       *game,
              const TarotHint *hint)
{
  g_autofree char *laid = points (game, hint->points);

  if (hint->action.kind == TAROT_ACTION_SHOW)
    return g_strdup (_("Show the marked cards"));
  if (hint->facts & TAROT_HINT_EMPTIES_SUIT)
    /* TRANSLATORS: %s is the card points of the cards, e.g. "9" */
    return g_strdup_printf (_("Lay away the marked cards (worth %s), emptying a suit"), laid);
  /* TRANSLATORS: %s is the card points of the cards, e.g. "9" */
  return g_strdup_printf (_("Lay away the marked cards (worth %s)"), laid);
}

static char *
describe (TarotGame         *game,
          TarotCardRenderer *renderer,
          const TarotHint   *hint)
{
  g_autofree char *name = action_name (game, renderer, hint->action);
  g_autofree char *why = NULL;

  switch (hint->action.kind)
    {
    case TAROT_ACTION_DISCARD:
    case TAROT_ACTION_SHOW:
      return batch_reason (game, hint);
    case TAROT_ACTION_PLAY:
      why = play_reason (game, hint);
      break;
    default:
      if (hint->facts & TAROT_HINT_ONLY_CHOICE)
        why = g_strdup (_("Your only choice"));
      else if (hint->n_samples == 0)
        why = g_strdup (_("What the computer players do with a hand like yours"));
      break;
    }
  if (why == NULL)
    return g_strdup (name);
  /* TRANSLATORS: the suggested card or answer, then why, e.g. "King of Hearts — smears 4½ points to your partner" */
  return g_strdup_printf (_("%s — %s"), name, why);
}

static char *
signed_score (double mean)
{
  long rounded = lround (mean);

  return rounded < 0 ? g_strdup_printf ("−%ld", -rounded) : g_strdup_printf ("+%ld", rounded);
}

static char *
describe_scores (TarotGame         *game,
                 TarotCardRenderer *renderer,
                 const TarotHint   *hint)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *first_score = NULL;
  g_autofree char *second_score = NULL;

  if (hint->n_samples == 0 || hint->n_ranked == 0)
    return g_strdup ("");
  first = action_name (game, renderer, hint->ranked[0].action);
  first_score = signed_score (hint->ranked[0].mean);
  if (hint->n_ranked < 2)
    /* TRANSLATORS: the mean score of the suggestion over the deals tried, e.g. "Expected score: Garde +42" */
    return g_strdup_printf (_("Expected score: %s %s"), first, first_score);
  second = action_name (game, renderer, hint->ranked[1].action);
  second_score = signed_score (hint->ranked[1].mean);
  /* TRANSLATORS: the mean scores of the two best choices over the deals tried, e.g. "Expected score: Garde +42, Pass −10" */
  return g_strdup_printf (_("Expected score: %s %s, %s %s"), first, first_score, second, second_score);
}

void
tarot_hint_view_set_hint (TarotHintView     *self,
                          TarotGame         *game,
                          TarotCardRenderer *renderer,
                          const TarotHint   *hint)
{
  g_autofree char *reason = NULL;
  g_autofree char *scores = NULL;

  g_return_if_fail (TAROT_IS_HINT_VIEW (self));

  if (hint != NULL && hint->action.kind != TAROT_ACTION_NONE)
    {
      reason = describe (game, renderer, hint);
      scores = describe_scores (game, renderer, hint);
    }
  gtk_label_set_label (self->reason_label, reason != NULL ? reason : "");
  gtk_label_set_label (self->score_label, scores != NULL ? scores : "");
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label), reason != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->score_label), scores != NULL && *scores != '\0');
}

void
tarot_hint_view_set_thinking (TarotHintView *self,
                              gboolean       thinking)
{
  g_return_if_fail (TAROT_IS_HINT_VIEW (self));

  gtk_spinner_set_spinning (self->spinner, thinking);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), thinking);
}

const char *
tarot_hint_view_get_reason (TarotHintView *self)
{
  g_return_val_if_fail (TAROT_IS_HINT_VIEW (self), NULL);

  return gtk_label_get_label (self->reason_label);
}

const char *
tarot_hint_view_get_scores (TarotHintView *self)
{
  g_return_val_if_fail (TAROT_IS_HINT_VIEW (self), NULL);

  return gtk_label_get_label (self->score_label);
}
