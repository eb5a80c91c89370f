/* test-hint.c — hints at the table: asked with the key, shown on the
 * card or the answer with a reason, dropped when the game moves on,
 * off by default with several people on one screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ai/tarot-hint.h"
#include "tarot-ui-test-util.h"
#include "ui/tarot-application.h"
#include "ui/tarot-card-widget.h"
#include "ui/tarot-choice-bar.h"
#include "ui/tarot-hand-view.h"
#include "ui/tarot-hint-controller.h"
#include "ui/tarot-hint-view.h"
#include "ui/tarot-table-page.h"

#define TIMEOUT_MS 30000

static const char *const names[] = { "Anna", "Bruno", "Chiara", "Dario", "Eva", NULL };

/* a variant, its players and a deal where the human meets the exchange */
typedef struct
{
  const char *variant;
  guint       n_players;
  guint       seed;
  gboolean    screenshots;
} Deal;

typedef struct
{
  GtkWidget      *window;
  TarotTablePage *page;
  TarotGame      *game;
  TarotHintView  *hint_view;
  TarotHandView  *hand_view;
  TarotChoiceBar *choice_bar;
  guint           n_actions;
  guint           n_marked;   /* hinted answers found marked among the buttons */
} Table;

static GtkWidget *
find_type (GtkWidget *root,
           GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
open_table (Table      *table,
            const char *variant_id,
            guint       n_players,
            guint       human_mask,
            guint       seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (variant_id, &error);

  g_assert_no_error (error);
  memset (table, 0, sizeof *table);
  table->game = tarot_game_new (variant, n_players, NULL, names, human_mask, seed, &error);
  g_assert_no_error (error);
  for (guint seat = 0; seat < n_players; seat++)
    if (!tarot_game_is_human (table->game, seat))
      tarot_game_set_level (table->game, seat, "easy");

  table->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (table->window), 1100, 760);
  table->page = TAROT_TABLE_PAGE (tarot_table_page_new ());
  tarot_table_page_set_speed (table->page, 0);
  tarot_table_page_set_game (table->page, table->game);
  gtk_window_set_child (GTK_WINDOW (table->window), GTK_WIDGET (table->page));
  gtk_window_present (GTK_WINDOW (table->window));
  table->hint_view = TAROT_HINT_VIEW (find_type (GTK_WIDGET (table->page), TAROT_TYPE_HINT_VIEW));
  table->hand_view = TAROT_HAND_VIEW (find_type (GTK_WIDGET (table->page), TAROT_TYPE_HAND_VIEW));
  table->choice_bar = TAROT_CHOICE_BAR (find_type (GTK_WIDGET (table->page), TAROT_TYPE_CHOICE_BAR));
  tarot_ui_test_settle ();
}

static void
close_table (Table *table)
{
  gtk_window_destroy (GTK_WINDOW (table->window));
  g_clear_object (&table->game);
  tarot_ui_test_settle ();
}

static gboolean
human_or_over (gpointer data)
{
  Table *table = data;
  guint to_move = tarot_game_get_to_move (table->game);

  return to_move == 0 || to_move == TAROT_NO_SEAT;
}

static gboolean
decided (gpointer data)
{
  Table *table = data;
  guint n;

  tarot_game_get_actions (table->game, &n);
  return n != table->n_actions || tarot_game_is_hand_over (table->game);
}

static gboolean
hint_shown (gpointer data)
{
  Table *table = data;

  return *tarot_hint_view_get_reason (table->hint_view) != '\0';
}

static GtkWidget *
hint_button (Table *table)
{
  return find_type (GTK_WIDGET (table->hint_view), GTK_TYPE_BUTTON);
}

static void
screenshots (Table      *table,
             const char *what)
{
  static const int widths[] = { 1100, 360 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      g_autofree char *name = g_strdup_printf ("hint-%s-%d", what, widths[i]);

      gtk_window_set_default_size (GTK_WINDOW (table->window), widths[i], 760);
      tarot_ui_test_settle ();
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (table->hint_view)));
      g_free (tarot_ui_test_screenshot (table->window, name));
    }
  gtk_window_set_default_size (GTK_WINDOW (table->window), 1100, 760);
  tarot_ui_test_settle ();
}

/* The button of @action among the choices, NULL if it is not one. */
static GtkWidget *
choice_button (Table       *table,
               TarotAction  action)
{
  for (guint i = 0; i < tarot_choice_bar_get_n_choices (table->choice_bar); i++)
    {
      GtkWidget *button = tarot_choice_bar_get_choice (table->choice_bar, i);
      TarotAction choice = tarot_choice_bar_action_from_target (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button)));

      if (memcmp (&choice, &action, sizeof action) == 0)
        return button;
    }
  return NULL;
}

static gboolean
in_cards (const TarotHint *hint,
          TarotCard        card)
{
  for (guint i = 0; i < hint->n_cards; i++)
    if (hint->cards[i] == card)
      return TRUE;
  return FALSE;
}

/* Whether a label of @widget (the answer's name beside its number key) is in @text. */
static gboolean
names_it (GtkWidget  *widget,
          const char *text)
{
  if (GTK_IS_LABEL (widget) && strlen (gtk_label_get_text (GTK_LABEL (widget))) > 1
      && strstr (text, gtk_label_get_text (GTK_LABEL (widget))) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (names_it (child, text))
      return TRUE;
  return FALSE;
}

/* Asks with Ctrl+H and checks what the table shows against the hint
 * worked out here for the same view and seed. */
static void
ask (Table     *table,
     TarotHint *hint)
{
  TarotPlayerView view;

  tarot_game_get_view (table->game, 0, &view);
  g_assert_true (tarot_hint_compute (tarot_game_get_rules (table->game), &view,
                                     tarot_hint_controller_seed (table->game), NULL, hint));
  g_assert_true (gtk_widget_get_sensitive (hint_button (table)));
  g_assert_true (tarot_ui_test_press_shortcut (GTK_WIDGET (table->page), GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_true (tarot_ui_test_wait_for (hint_shown, table, TIMEOUT_MS));
  tarot_ui_test_settle ();
  g_test_message ("hint in phase %u: %s / %s", view.phase, tarot_hint_view_get_reason (table->hint_view),
                  tarot_hint_view_get_scores (table->hint_view));

  for (guint i = 0; i < tarot_hand_view_get_n_cards (table->hand_view); i++)
    {
      TarotCardWidget *card = tarot_hand_view_get_card_widget (table->hand_view, i);

      g_assert_cmpint (gtk_widget_has_css_class (GTK_WIDGET (card), "hinted"), ==,
                       in_cards (hint, tarot_card_widget_get_card (card)));
    }
  /* an answer beyond what fits lies in the "More" menu: the words name it */
  if (hint->n_cards == 0 && choice_button (table, hint->action) != NULL)
    {
      GtkWidget *button = choice_button (table, hint->action);

      g_assert_true (gtk_widget_has_css_class (button, "hinted"));
      g_assert_true (names_it (button, tarot_hint_view_get_reason (table->hint_view)));
      table->n_marked++;
    }
  if (hint->n_samples > 0 && view.legal.n > 1)
    g_assert_cmpstr (tarot_hint_view_get_scores (table->hint_view), !=, "");
}

static void
take (Table       *table,
      TarotAction  action)
{
  tarot_game_get_actions (table->game, &table->n_actions);
  if (action.kind == TAROT_ACTION_PLAY)
    g_assert_true (gtk_widget_activate (GTK_WIDGET (tarot_hand_view_find_card (table->hand_view, action.card))));
  else if (choice_button (table, action) != NULL)
    g_assert_true (gtk_widget_activate (choice_button (table, action)));
  else
    {
      g_autoptr(GVariant) target = g_variant_ref_sink (tarot_choice_bar_action_target (action));

      g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (table->page), "table.choose", target));
    }
  g_assert_true (tarot_ui_test_wait_for (decided, table, TIMEOUT_MS));
}

static void
lay_away (Table           *table,
          const TarotHint *hint)
{
  for (guint i = 0; i < hint->n_cards; i++)
    g_assert_true (gtk_widget_activate (GTK_WIDGET (tarot_hand_view_find_card (table->hand_view, hint->cards[i]))));
  tarot_game_get_actions (table->game, &table->n_actions);
  g_assert_true (gtk_widget_activate (tarot_ui_test_find_button (GTK_WIDGET (table->page),
                                                                 hint->action.kind == TAROT_ACTION_SHOW ? "_Show"
                                                                                                        : "L_ay Away")));
  g_assert_true (tarot_ui_test_wait_for (decided, table, TIMEOUT_MS));
}

/* A whole hand where the human asks for a hint at every decision and
 * follows it (but bids, to meet the discard): the suggestion is
 * marked, the reason is there, in every phase the hand reaches. */
static void
test_follow_hints (gconstpointer data)
{
  const Deal *deal = data;
  guint phases = 0;
  Table table;

  open_table (&table, deal->variant, deal->n_players, 0x1, deal->seed);
  g_assert_true (tarot_table_page_get_show_hints (table.page));
  while (!tarot_game_is_hand_over (table.game))
    {
      TarotPlayerView view;
      TarotHint hint;

      g_assert_true (tarot_ui_test_wait_for (human_or_over, &table, TIMEOUT_MS));
      tarot_ui_test_settle ();
      if (tarot_game_is_hand_over (table.game))
        break;
      tarot_game_get_view (table.game, 0, &view);
      ask (&table, &hint);
      if (deal->screenshots && !(phases & (1u << view.phase))
          && (view.phase == TAROT_PHASE_AUCTION || view.phase == TAROT_PHASE_PLAY || view.phase == TAROT_PHASE_DISCARD))
        screenshots (&table, view.phase == TAROT_PHASE_AUCTION ? "auction"
                             : view.phase == TAROT_PHASE_DISCARD ? "discard" : "play");
      phases |= 1u << view.phase;
      if (view.phase == TAROT_PHASE_AUCTION && view.n_auction < deal->n_players)
        for (guint i = 0; i < view.legal.n; i++)
          if (view.legal.actions[i].kind == TAROT_ACTION_BID)
            {
              hint.action = view.legal.actions[i];
              break;
            }
      if (hint.action.kind == TAROT_ACTION_DISCARD || hint.action.kind == TAROT_ACTION_SHOW)
        lay_away (&table, &hint);
      else
        take (&table, hint.action);
      /* the game moved on: the hint is gone */
      tarot_ui_test_settle ();
      g_assert_cmpstr (tarot_hint_view_get_reason (table.hint_view), ==, "");
    }
  g_test_message ("phases with a hint: %#x", phases);
  /* the play and something before it (Troccas has no auction) */
  g_assert_true (phases & (1u << TAROT_PHASE_PLAY));
  g_assert_cmpuint (phases & ~(1u << TAROT_PHASE_PLAY), !=, 0);
  g_assert_cmpuint (table.n_marked, >, 0);
  if (deal->screenshots)
    g_assert_cmpuint (phases & (1u << TAROT_PHASE_AUCTION | 1u << TAROT_PHASE_DISCARD), ==,
                      1u << TAROT_PHASE_AUCTION | 1u << TAROT_PHASE_DISCARD);
  close_table (&table);
}

/* A decision taken while the hint is worked out cancels it: nothing
 * is shown or marked afterwards. */
static void
test_moves_on (void)
{
  TarotPlayerView view;
  Table table;

  open_table (&table, "french-tarot", 4, 0x1, 11);
  g_assert_true (tarot_ui_test_wait_for (human_or_over, &table, TIMEOUT_MS));
  tarot_ui_test_settle ();
  tarot_game_get_view (table.game, 0, &view);
  g_assert_true (gtk_widget_get_sensitive (hint_button (&table)));
  g_assert_true (tarot_ui_test_press_shortcut (GTK_WIDGET (table.page), GDK_KEY_h, GDK_CONTROL_MASK));
  /* the answer comes through the main loop, which has not run yet: still thinking */
  g_assert_false (gtk_widget_get_sensitive (hint_button (&table)));
  take (&table, view.legal.actions[0]);
  for (guint i = 0; i < 20; i++)
    tarot_ui_test_settle ();
  g_assert_cmpstr (tarot_hint_view_get_reason (table.hint_view), ==, "");
  for (guint i = 0; i < tarot_choice_bar_get_n_choices (table.choice_bar); i++)
    g_assert_false (gtk_widget_has_css_class (tarot_choice_bar_get_choice (table.choice_bar, i), "hinted"));
  close_table (&table);
}

/* Two people on one screen: no hints until one turns them on. */
static void
test_off_with_two (void)
{
  Table table;

  open_table (&table, "french-tarot", 4, 0x3, 5);
  g_assert_false (tarot_table_page_get_show_hints (table.page));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (table.hint_view)));
  g_assert_false (tarot_ui_test_press_shortcut (GTK_WIDGET (table.page), GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.page), "table.show-hints", NULL));
  g_assert_true (tarot_table_page_get_show_hints (table.page));
  close_table (&table);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(TarotApplication) app = NULL;

  tarot_ui_test_init (&argc, &argv);
  /* the application's startup loads the style sheets */
  app = tarot_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  static const Deal deals[] = {
    { "french-tarot", 4, 11, TRUE },
    { "troccas4", 4, 28, FALSE },
    { "tapp-tarock", 3, 7, FALSE },
    { "koenigrufen", 4, 1, FALSE },
    { "hungarian-tarokk", 4, 3, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      g_autofree char *path = g_strdup_printf ("/hint/follow-hints/%s", deals[i].variant);

      g_test_add_data_func (path, &deals[i], test_follow_hints);
    }
  g_test_add_func ("/hint/moves-on", test_moves_on);
  g_test_add_func ("/hint/off-with-two", test_off_with_two);
  return g_test_run ();
}
