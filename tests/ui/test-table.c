/* test-table.c — playing whole hands through the table page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "model/tarot-explain.h"
#include "model/families/tarot-french.h"
#include "model/tarot-game.h"
#include "tarot-ui-test-util.h"
#include "ui/tarot-application.h"
#include "ui/tarot-card-widget.h"
#include "ui/tarot-choice-bar.h"
#include "ui/tarot-hand-view.h"
#include "ui/tarot-seat-view.h"
#include "ui/tarot-table-panel.h"
#include "ui/tarot-table-util.h"
#include "ui/tarot-score-sheet-view.h"
#include "ui/tarot-table-page.h"
#include "ui/tarot-trick-view.h"

#define TIMEOUT_MS 20000

static const char *const names[] = { "Anna", "Bruno", "Chiara", "Dario", "Eva", "Flurin", NULL };

typedef struct
{
  const char     *variant_id;
  const char     *short_name;
  guint           n_players;
  guint64         seed;
  GtkWidget      *window;
  TarotTablePage *page;
  TarotGame      *game;
  gboolean        shot[4];
  gboolean        chosen_shot[2]; /* cards half chosen to lay away, to show: once per table */
  guint           n_actions;
  gboolean        reviewed;
  guint           n_batches;      /* laid away or shown through select and confirm */
} Table;

enum { SHOT_AUCTION, SHOT_EXCHANGE, SHOT_PLAY, SHOT_END };

static const char *const shot_names[] = { "auction", "exchange", "play", "end" };

/* The computer players answer at once, so that whole hands play quickly. */
static void
easy_bots (TarotGame *game)
{
  for (guint seat = 0; seat < tarot_game_get_n_players (game); seat++)
    if (!tarot_game_is_human (game, seat))
      tarot_game_set_level (game, seat, "easy");
}

static void
table_open (Table      *table,
            const char *variant_id,
            const char *short_name,
            guint       n_players,
            guint64     seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load (variant_id, &error);

  g_assert_no_error (error);
  memset (table, 0, sizeof *table);
  table->variant_id = variant_id;
  table->short_name = short_name;
  table->n_players = n_players;
  table->seed = seed;
  table->game = tarot_game_new (variant, n_players, NULL, names, 0x1, seed, &error);
  g_assert_no_error (error);
  easy_bots (table->game);

  table->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (table->window), 1100, 760);
  table->page = TAROT_TABLE_PAGE (tarot_table_page_new ());
  tarot_table_page_set_speed (table->page, 0);
  tarot_table_page_set_game (table->page, table->game);
  g_assert_true (tarot_table_page_get_game (table->page) == table->game);
  gtk_window_set_child (GTK_WINDOW (table->window), GTK_WIDGET (table->page));
  gtk_window_present (GTK_WINDOW (table->window));
  tarot_ui_test_settle ();
}

static void
table_close (Table *table)
{
  gtk_window_destroy (GTK_WINDOW (table->window));
  g_clear_object (&table->game);
  tarot_ui_test_settle ();
}

static GtkWidget *
find_by_type (GtkWidget *root,
              GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_action_button (GtkWidget   *root,
                    TarotAction  action)
{
  if (GTK_IS_BUTTON (root) && gtk_widget_get_mapped (root)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), "table.choose") == 0)
    {
      TarotAction choice = tarot_choice_bar_action_from_target (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (root)));

      if (memcmp (&choice, &action, sizeof action) == 0)
        return root;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
human_or_over (gpointer data)
{
  TarotGame *game = data;
  guint to_move = tarot_game_get_to_move (game);

  return to_move == TAROT_NO_SEAT || tarot_game_is_human (game, to_move);
}

static void
wait_for_human (Table *table)
{
  g_assert_true (tarot_ui_test_wait_for (human_or_over, table->game, TIMEOUT_MS));
  tarot_ui_test_settle ();
}

static void
screenshot_named (Table      *table,
                  const char *what)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  static const char *const styles[] = { "light", "dark" };

  for (guint s = 0; s < G_N_ELEMENTS (styles); s++)
    {
      g_autofree char *name = g_strdup_printf ("table-%s-%s-%s", table->short_name, what, styles[s]);

      adw_style_manager_set_color_scheme (style, s == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT
                                                        : ADW_COLOR_SCHEME_FORCE_DARK);
      tarot_ui_test_settle ();
      g_free (tarot_ui_test_screenshot (table->window, name));
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  tarot_ui_test_settle ();
}

static void
screenshot (Table *table,
            guint  shot)
{
  if (table->shot[shot])
    return;
  table->shot[shot] = TRUE;
  screenshot_named (table, shot_names[shot]);
}

/* What the table shows matches the human's view. */
static void
check_table (Table                 *table,
             const TarotPlayerView *view)
{
  const TarotRules *rules = tarot_game_get_rules (table->game);
  TarotHandView *hand = TAROT_HAND_VIEW (find_by_type (GTK_WIDGET (table->page), TAROT_TYPE_HAND_VIEW));
  TarotTrickView *trick = TAROT_TRICK_VIEW (find_by_type (GTK_WIDGET (table->page), TAROT_TYPE_TRICK_VIEW));
  TarotVariant *variant = tarot_game_get_variant (table->game);

  g_assert_cmpuint (tarot_hand_view_get_n_cards (hand), ==, tarot_card_set_count (view->hand));

  if (view->trick_len > 0)
    {
      g_assert_cmpuint (tarot_trick_view_get_n_cards (trick), ==, view->trick_len);
      for (guint i = 0; i < view->trick_len; i++)
        g_assert_cmpuint (tarot_trick_view_get_card (trick, i), ==, view->tricks[view->n_tricks][i]);
    }
  else if (view->n_tricks > 0)
    {
      /* the finished trick stays until the next card */
      g_assert_cmpuint (tarot_trick_view_get_n_cards (trick), ==, tarot_game_get_rules (table->game)->trick_size);
      for (guint i = 0; i < tarot_game_get_rules (table->game)->trick_size; i++)
        g_assert_cmpuint (tarot_trick_view_get_card (trick, i), ==, view->tricks[view->n_tricks - 1][i]);
    }
  else
    g_assert_cmpuint (tarot_trick_view_get_n_cards (trick), ==, 0);

  for (guint i = 0; i < view->n_auction; i++)
    {
      g_autofree char *label = tarot_explain_action_label (variant, rules, view->auction[i], NULL);

      g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (table->page), label));
    }
}

/* Exactly the legal cards can be activated; the others say why not. */
static void
check_cards (Table                 *table,
             const TarotPlayerView *view)
{
  TarotHandView *hand = TAROT_HAND_VIEW (find_by_type (GTK_WIDGET (table->page), TAROT_TYPE_HAND_VIEW));

  for (guint i = 0; i < tarot_hand_view_get_n_cards (hand); i++)
    {
      TarotCardWidget *card = tarot_hand_view_get_card_widget (hand, i);
      TarotCard c = tarot_card_widget_get_card (card);
      gboolean legal = FALSE;

      g_assert_true (tarot_card_set_contains (view->hand, c));
      for (guint a = 0; a < view->legal.n; a++)
        legal |= view->legal.actions[a].card == c
                 && (view->legal.actions[a].kind == TAROT_ACTION_PLAY
                     || view->legal.actions[a].kind == TAROT_ACTION_DISCARD
                     || view->legal.actions[a].kind == TAROT_ACTION_SHOW);
      g_assert_cmpint (gtk_widget_get_sensitive (GTK_WIDGET (card)), ==, legal);
      if (!legal)
        {
          const char *tooltip = gtk_widget_get_tooltip_text (GTK_WIDGET (card));

          g_assert_nonnull (tooltip);
          g_assert_cmpstr (tooltip, !=, "");
        }
    }
}

static guint
count_cards (GtkWidget *root)
{
  guint n = TAROT_IS_CARD_WIDGET (root) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_cards (child);
  return n;
}

/* table.last-trick shows the cards of the trick just finished. */
static gboolean
last_trick_shown (gpointer data)
{
  GtkWidget *popover = find_by_type (GTK_WIDGET (data), GTK_TYPE_POPOVER);

  return popover != NULL && gtk_widget_get_visible (popover);
}

static void
check_last_trick (Table                 *table,
                  const TarotPlayerView *view)
{
  GtkWidget *popover;
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (table->page)));

  table->reviewed = TRUE;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table->page), "table.last-trick", NULL));
  tarot_ui_test_settle ();
  /* a loaded machine may take a few frames to map it */
  g_assert_true (tarot_ui_test_wait_for (last_trick_shown, table->page, 5000));
  popover = find_by_type (GTK_WIDGET (table->page), GTK_TYPE_POPOVER);
  g_assert_cmpuint (count_cards (popover), ==, tarot_game_get_rules (table->game)->trick_size);
  gtk_popover_popdown (GTK_POPOVER (popover));
  tarot_ui_test_settle ();
  /* the focus comes back where it was */
  if (focus != NULL)
    g_assert_true (gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (table->page))) == focus);
}

static TarotAction
choose (const TarotPlayerView *view)
{
  /* bid where possible, so the human also meets the exchange */
  if (view->phase == TAROT_PHASE_AUCTION)
    for (guint i = 0; i < view->legal.n; i++)
      if (view->legal.actions[i].kind == TAROT_ACTION_BID)
        return view->legal.actions[i];
  return view->legal.actions[0];
}

static gboolean
decided (gpointer data)
{
  Table *table = data;
  guint n;

  tarot_game_get_actions (table->game, &n);
  return n != table->n_actions || tarot_game_is_hand_over (table->game);
}

/* Takes the human's decision through the widgets, as a person would
 * (a button activated from the keyboard shows its press before it clicks). */
static void
act (Table       *table,
     TarotAction  action)
{
  tarot_game_get_actions (table->game, &table->n_actions);
  if (action.kind == TAROT_ACTION_PLAY || action.kind == TAROT_ACTION_DISCARD)
    {
      TarotHandView *hand = TAROT_HAND_VIEW (find_by_type (GTK_WIDGET (table->page), TAROT_TYPE_HAND_VIEW));
      TarotCardWidget *card = tarot_hand_view_find_card (hand, action.card);

      g_assert_nonnull (card);
      g_assert_true (gtk_widget_activate (GTK_WIDGET (card)));
    }
  else
    {
      GtkWidget *button = find_action_button (GTK_WIDGET (table->page), action);

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_activate (button));
    }
  g_assert_true (tarot_ui_test_wait_for (decided, table, TIMEOUT_MS));
}

static gboolean
is_batch (const TarotPlayerView *view)
{
  return view->legal.n > 0
         && (view->legal.actions[0].kind == TAROT_ACTION_DISCARD
             || view->legal.actions[0].kind == TAROT_ACTION_SHOW);
}

static TarotHandView *
hand_view (Table *table)
{
  return TAROT_HAND_VIEW (find_by_type (GTK_WIDGET (table->page), TAROT_TYPE_HAND_VIEW));
}

static GtkWidget *
confirm_button (Table           *table,
                TarotActionKind  kind)
{
  return tarot_ui_test_find_button (GTK_WIDGET (table->page),
                                    kind == TAROT_ACTION_SHOW ? "_Show" : "L_ay Away");
}

static guint
count_selected (Table *table)
{
  TarotHandView *hand = hand_view (table);
  guint n = 0;

  for (guint i = 0; i < tarot_hand_view_get_n_cards (hand); i++)
    n += tarot_card_widget_get_selected (tarot_hand_view_get_card_widget (hand, i));
  return n;
}

/* Chooses the cards of a discard (or a poignée's trumps) by activating
 * them in the hand, as a person would, until the confirm button wakes;
 * returns how many were chosen.  Only the legal cards can be chosen,
 * and a chosen card is marked and can be put back. */
static guint
choose_batch (Table                 *table,
              const TarotPlayerView *view)
{
  TarotActionKind kind = view->legal.actions[0].kind;
  TarotHandView *hand = hand_view (table);
  GtkWidget *confirm = confirm_button (table, kind);
  TarotCardWidget *first;
  guint n = 0;

  g_assert_nonnull (confirm);
  g_assert_false (gtk_widget_get_sensitive (confirm));
  g_assert_true (gtk_widget_has_css_class (confirm, "suggested-action"));

  /* a card chosen and put back again */
  first = tarot_hand_view_find_card (hand, view->legal.actions[0].card);
  g_assert_true (gtk_widget_activate (GTK_WIDGET (first)));
  g_assert_true (tarot_card_widget_get_selected (first));
  g_assert_true (gtk_widget_activate (GTK_WIDGET (first)));
  g_assert_false (tarot_card_widget_get_selected (first));
  confirm = confirm_button (table, kind);

  for (guint i = 0; i < view->legal.n && !gtk_widget_get_sensitive (confirm); i++)
    {
      TarotCardWidget *card = tarot_hand_view_find_card (hand, view->legal.actions[i].card);

      g_assert_nonnull (card);
      g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (card)));
      g_assert_true (gtk_widget_activate (GTK_WIDGET (card)));
      /* the button is rebuilt with the prompt bar */
      confirm = confirm_button (table, kind);
      g_assert_nonnull (confirm);
      n = count_selected (table);
      if (n == 2 && !table->chosen_shot[kind == TAROT_ACTION_SHOW])
        {
          table->chosen_shot[kind == TAROT_ACTION_SHOW] = TRUE;
          screenshot_named (table, kind == TAROT_ACTION_SHOW ? "show-chosen" : "discard-chosen");
          confirm = confirm_button (table, kind);
        }
    }
  g_assert_true (gtk_widget_get_sensitive (confirm));
  g_assert_cmpuint (n, >, 0);
  {
    g_autofree char *prompt = kind == TAROT_ACTION_SHOW
                              ? g_strdup_printf (n == 1 ? "Show %u trump" : "Show %u trumps", n)
                              : g_strdup_printf (n == 1 ? "Lay away %u card" : "Lay away %u cards", n);

    g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (table->page), prompt));
  }
  return n;
}

/* Chooses the cards and confirms: all of them go at once. */
static void
act_batch (Table                 *table,
           const TarotPlayerView *view)
{
  TarotActionKind kind = view->legal.actions[0].kind;
  const TarotAction *actions;
  guint n, n_before, n_after;

  tarot_game_get_actions (table->game, &n_before);
  n = choose_batch (table, view);
  table->n_actions = n_before;
  g_assert_true (gtk_widget_activate (confirm_button (table, kind)));
  g_assert_true (tarot_ui_test_wait_for (decided, table, TIMEOUT_MS));
  actions = tarot_game_get_actions (table->game, &n_after);
  g_assert_cmpuint (n_after, >=, n_before + n);
  for (guint i = n_before; i < n_before + n; i++)
    {
      g_assert_cmpuint (actions[i].kind, ==, kind);
      g_assert_cmpuint (actions[i].seat, ==, view->seat);
    }
  table->n_batches++;
}

static void
play_hand (Table *table)
{
  guint n_decisions = 0;

  for (;;)
    {
      TarotPlayerView view;
      TarotAction action;
      guint n_before, n_after;

      wait_for_human (table);
      if (tarot_game_is_hand_over (table->game))
        break;
      tarot_game_get_view (table->game, 0, &view);
      g_assert_cmpuint (view.to_move, ==, 0);
      g_assert_cmpuint (view.legal.n, >, 0);
      check_table (table, &view);

      switch (view.phase)
        {
        case TAROT_PHASE_DEALING:
        case TAROT_PHASE_AUCTION:
          screenshot (table, SHOT_AUCTION);
          break;
        case TAROT_PHASE_TALON:
        case TAROT_PHASE_DISCARD:
          screenshot (table, SHOT_EXCHANGE);
          break;
        case TAROT_PHASE_PLAY:
          if (view.trick_len > 0 && view.n_tricks > 0)
            screenshot (table, SHOT_PLAY);
          break;
        default:
          break;
        }
      if (view.phase == TAROT_PHASE_PLAY || view.phase == TAROT_PHASE_DISCARD)
        check_cards (table, &view);
      if (view.n_tricks > 0 && !table->reviewed)
        check_last_trick (table, &view);

      tarot_game_get_actions (table->game, &n_before);
      if (is_batch (&view))
        act_batch (table, &view);
      else
        {
          action = choose (&view);
          act (table, action);
        }
      tarot_game_get_actions (table->game, &n_after);
      g_assert_cmpuint (n_after, >, n_before);
      g_assert_cmpuint (++n_decisions, <, 200);
    }

  tarot_ui_test_settle ();
  {
    TarotScore score;

    g_assert_true (tarot_game_get_hand_score (table->game, &score));
    for (guint i = 0; i < score.n_lines; i++)
      g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (table->page), score.lines[i].label));
    g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (table->page)));
  }
  screenshot (table, SHOT_END);
}

static void
test_full_hand (gconstpointer data)
{
  const char *const *spec = data;
  guint64 seed = g_ascii_strtoull (spec[3], NULL, 10);
  gboolean every_phase = FALSE;
  GtkWidget *sheet_view = NULL;
  Table table;

  /* from the deal where the person meets every phase, or the next one
   * where it does as the computer players play now */
  for (guint attempt = 0; !every_phase; attempt++, seed++)
    {
      g_assert_cmpuint (attempt, <, 30);
      table_open (&table, spec[0], spec[1], (guint) g_ascii_strtoull (spec[2], NULL, 10), seed);
      /* as the window does: the game's score sheet under the hand's score */
      sheet_view = tarot_score_sheet_view_new ();
      tarot_score_sheet_view_set_sheet (TAROT_SCORE_SHEET_VIEW (sheet_view),
                                        tarot_game_get_score_sheet (table.game));
      tarot_table_page_set_score_view (table.page, sheet_view);
      play_hand (&table);
      every_phase = TRUE;
      for (guint i = 0; i < G_N_ELEMENTS (table.shot); i++)
        every_phase &= table.shot[i];
      if (!every_phase)
        table_close (&table);
    }
  /* the score sheet shows under the hand's score, with this hand's row */
  g_assert_true (gtk_widget_is_ancestor (sheet_view, GTK_WIDGET (table.page)));
  g_assert_true (gtk_widget_get_mapped (sheet_view));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tarot_game_get_score_sheet (table.game))), ==, 1);

  /* the next hand starts from the end-of-hand panel */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.page), "table.next-hand", NULL));
  g_assert_cmpuint (tarot_game_get_hand_number (table.game), ==, 2);
  g_assert_false (tarot_game_is_hand_over (table.game));
  table_close (&table);
}

/* Drives the hand with the first legal choices until the human is to play a card. */
static gboolean
reach_human_play (Table *table)
{
  for (guint n = 0; n < 100; n++)
    {
      TarotPlayerView view;

      wait_for_human (table);
      if (tarot_game_is_hand_over (table->game))
        return FALSE;
      tarot_game_get_view (table->game, 0, &view);
      if (view.phase == TAROT_PHASE_PLAY && !is_batch (&view))
        return TRUE;
      if (is_batch (&view))
        act_batch (table, &view);
      else
        act (table, choose (&view));
    }
  return FALSE;
}

static gboolean
key_press (GtkWidget *widget,
           guint      keyval)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  g_object_unref (controllers);
  return handled;
}

/* The mnemonic of every visible label with one, and the number of
 * every choice: no key may do two things. */
static void
collect_keys (GtkWidget  *widget,
              GHashTable *keys)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget))
      && gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)) != GDK_KEY_VoidSymbol)
    {
      guint key = gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)));

      if (g_hash_table_contains (keys, GUINT_TO_POINTER (key)))
        g_error ("Alt+%s does two things (“%s”)", gdk_keyval_name (key), gtk_label_get_label (GTK_LABEL (widget)));
      g_hash_table_add (keys, GUINT_TO_POINTER (key));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_keys (child, keys);
}

static TarotChoiceBar *
choice_bar (Table *table)
{
  return TAROT_CHOICE_BAR (find_by_type (GTK_WIDGET (table->page), TAROT_TYPE_CHOICE_BAR));
}

/* Every visible choice has its own key, shown on it, and the first one has the focus. */
static void
check_choice_keys (Table                 *table,
                   const TarotPlayerView *view)
{
  TarotChoiceBar *bar = choice_bar (table);
  g_autoptr(GHashTable) mnemonics = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) numbers = g_hash_table_new (NULL, NULL);
  guint n = tarot_choice_bar_get_n_choices (bar);

  collect_keys (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (table->page))), mnemonics);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *button = tarot_choice_bar_get_choice (bar, i);
      guint key = tarot_choice_bar_get_choice_key (bar, i);

      if (i < 9)
        {
          g_autofree char *digit = g_strdup_printf ("%u", i + 1);

          g_assert_cmpuint (key, ==, GDK_KEY_1 + i);
          /* shown on the button (those in the "More" menu once it opens) */
          if (gtk_widget_get_mapped (button))
            g_assert_nonnull (tarot_ui_test_find_label (button, digit));
        }
      else
        g_assert_cmpuint (key, ==, 0);
      g_assert_false (g_hash_table_contains (numbers, GUINT_TO_POINTER (key)) && key != 0);
      g_hash_table_add (numbers, GUINT_TO_POINTER (key));
      /* plain digits: never the Alt of a label */
      g_assert_false (g_hash_table_contains (mnemonics, GUINT_TO_POINTER (key)) && key != 0);
    }
  g_assert_true (gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (bar))) == tarot_choice_bar_get_choice (bar, 0));
}

static GtkWidget *
status_line (Table *table)
{
  GtkWidget *trick = find_by_type (GTK_WIDGET (table->page), TAROT_TYPE_TRICK_VIEW);
  GtkWidget *felt = gtk_widget_get_parent (trick);

  for (GtkWidget *child = gtk_widget_get_first_child (felt); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (child)) == GTK_ACCESSIBLE_ROLE_STATUS)
      return child;
  return NULL;
}

/* After a card: the focus is still in the hand, and the status line
 * (a live region for screen readers) said it, then each card of the
 * others and who took the trick. */
static void
check_after_card (Table *table)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (table->page)));
  GtkWidget *status = status_line (table);
  const TarotDeal *deal = tarot_game_get_deal (table->game);
  const TarotAction *actions;
  guint n;

  g_assert_nonnull (status);
  /* after the last card there is no hand to stay in */
  if (tarot_game_is_hand_over (table->game) || tarot_hand_view_get_n_cards (hand_view (table)) == 0)
    return;
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (hand_view (table))));
  actions = tarot_game_get_actions (table->game, &n);
  /* the last decision so far, whoever took it */
  {
    TarotCardRenderer *renderer = tarot_card_renderer_new ();
    g_autoptr(GError) error = NULL;
    g_autofree char *card = NULL;
    const char *text = gtk_label_get_label (GTK_LABEL (status));

    g_assert_true (tarot_card_renderer_set_pack (renderer, tarot_variant_get_pack_id (tarot_game_get_variant (table->game)), &error));
    if (actions[n - 1].kind == TAROT_ACTION_PLAY)
      {
        card = tarot_table_card_name (renderer, actions[n - 1].card);
        g_assert_nonnull (strstr (text, card));
        if (deal->trick_len == 0 && deal->n_tricks > 0)
          {
            guint winner = deal->trick_winner[deal->n_tricks - 1];
            g_autofree char *took = winner == 0 ? g_strdup ("You win the trick.")
                                                : g_strdup_printf ("%s wins the trick.", names[winner]);

            g_assert_nonnull (strstr (text, took));
          }
      }
    g_object_unref (renderer);
  }
}

/* Plays the human's decisions with keys only: numbers for choices,
 * arrows and Enter in the hand, Alt+letter to confirm cards chosen. */
static void
act_by_keys (Table                 *table,
             const TarotPlayerView *view,
             TarotAction            action)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (table->page));

  tarot_game_get_actions (table->game, &table->n_actions);
  if (action.kind == TAROT_ACTION_PLAY || action.kind == TAROT_ACTION_DISCARD || action.kind == TAROT_ACTION_SHOW)
    {
      TarotHandView *hand = hand_view (table);
      GtkWidget *focus = gtk_root_get_focus (root);

      g_assert_true (TAROT_IS_CARD_WIDGET (focus));
      g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (hand)));
      for (guint steps = 0; tarot_card_widget_get_card (TAROT_CARD_WIDGET (focus)) != action.card; steps++)
        {
          guint at = 0, target = 0;

          for (guint i = 0; i < tarot_hand_view_get_n_cards (hand); i++)
            {
              TarotCardWidget *card = tarot_hand_view_get_card_widget (hand, i);

              if (GTK_WIDGET (card) == focus)
                at = i;
              if (tarot_card_widget_get_card (card) == action.card)
                target = i;
            }
          g_assert_cmpuint (steps, <, TAROT_N_CARDS);
          g_assert_true (key_press (GTK_WIDGET (hand), target > at ? GDK_KEY_Right : GDK_KEY_Left));
          focus = gtk_root_get_focus (root);
        }
      g_assert_true (gtk_widget_activate (focus));
      if (action.kind == TAROT_ACTION_PLAY)
        {
          g_assert_true (tarot_ui_test_wait_for (decided, table, TIMEOUT_MS));
          check_after_card (table);
        }
      return;
    }
  {
    TarotChoiceBar *bar = choice_bar (table);
    guint index = G_MAXUINT;

    for (guint i = 0; i < tarot_choice_bar_get_n_choices (bar); i++)
      {
        GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (tarot_choice_bar_get_choice (bar, i)));
        TarotAction choice = tarot_choice_bar_action_from_target (target);

        if (memcmp (&choice, &action, sizeof action) == 0)
          index = i;
      }
    g_assert_cmpuint (index, !=, G_MAXUINT);
    /* Enter on the first answer, which has the focus; the number key for the others */
    if (index == 0)
      {
        GtkWidget *focus = gtk_root_get_focus (root);

        g_assert_true (focus == tarot_choice_bar_get_choice (bar, 0));
        g_assert_true (gtk_widget_activate (focus));
      }
    else if (index < 9)
      g_assert_true (tarot_ui_test_press_shortcut (GTK_WIDGET (table->page), GDK_KEY_1 + index, 0));
    else
      {
        /* Tab to it, then Enter */
        g_assert_true (gtk_widget_grab_focus (tarot_choice_bar_get_choice (bar, index)));
        g_assert_true (gtk_widget_activate (gtk_root_get_focus (root)));
      }
    g_assert_true (tarot_ui_test_wait_for (decided, table, TIMEOUT_MS));
  }
}

/* A whole hand of every variant by keyboard: each key does what it says. */
static void
test_keyboard_every_variant (void)
{
  g_auto(GStrv) ids = tarot_variant_list_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotVariant) variant = tarot_variant_load (ids[i], &error);
      g_autofree char *short_name = g_strdup_printf ("keys-%s", ids[i]);
      guint n_decisions = 0;
      Table table;

      g_assert_no_error (error);
      table_open (&table, ids[i], short_name, tarot_variant_get_min_players (variant), 5);
      for (;;)
        {
          TarotPlayerView view;
          TarotAction action;

          wait_for_human (&table);
          if (tarot_game_is_hand_over (table.game))
            break;
          tarot_game_get_view (table.game, 0, &view);
          action = choose (&view);
          if (action.kind != TAROT_ACTION_PLAY && !is_batch (&view))
            check_choice_keys (&table, &view);
          if (is_batch (&view))
            {
              guint before;

              tarot_game_get_actions (table.game, &before);
              for (guint k = 0; k < view.legal.n && !gtk_widget_get_sensitive (confirm_button (&table, view.legal.actions[0].kind)); k++)
                if (tarot_card_widget_get_playable (tarot_hand_view_find_card (hand_view (&table), view.legal.actions[k].card)))
                  act_by_keys (&table, &view, view.legal.actions[k]);
              table.n_actions = before;
              g_assert_true (gtk_widget_mnemonic_activate (confirm_button (&table, view.legal.actions[0].kind), FALSE));
              g_assert_true (tarot_ui_test_wait_for (decided, &table, TIMEOUT_MS));
            }
          else
            act_by_keys (&table, &view, action);
          g_assert_cmpuint (++n_decisions, <, 200);
        }
      table_close (&table);
    }
}

static GtkWidget *
find_label_with (GtkWidget  *root,
                 const char *prefix,
                 gboolean    tooltip)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root)
      && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (root)), prefix)
      && (!tooltip || gtk_widget_get_tooltip_text (root) != NULL))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_with (child, prefix, tooltip);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The side panel is titled and filled by what the game has: an
 * auction or table talk, fixed partners; native terms explained in
 * the UI language; the card points count the players who played. */
static void
test_side_panel (void)
{
  Table table;
  GtkWidget *panel;
  TarotOutcome outcome;

  table_open (&table, "french-tarot", "french", 4, 2);
  panel = find_by_type (GTK_WIDGET (table.page), TAROT_TYPE_TABLE_PANEL);
  g_assert_nonnull (tarot_ui_test_find_label (panel, "Bidding"));
  g_assert_null (tarot_ui_test_find_label (panel, "Partners"));
  /* the game's word for the talon, explained */
  g_assert_nonnull (find_label_with (GTK_WIDGET (table.page), "Chien", TRUE));
  table_close (&table);

  table_open (&table, "troccas4", "troccas", 4, 2);
  panel = find_by_type (GTK_WIDGET (table.page), TAROT_TYPE_TABLE_PANEL);
  g_assert_null (tarot_ui_test_find_label (panel, "Bidding"));
  g_assert_null (tarot_ui_test_find_label (panel, "No bids yet"));
  g_assert_nonnull (tarot_ui_test_find_label (panel, "Partners"));
  g_assert_nonnull (tarot_ui_test_find_label (panel, "Anna & Chiara"));
  g_assert_nonnull (tarot_ui_test_find_label (panel, "Bruno & Dario"));
  table_close (&table);

  /* Tapp with four: the dealer sits out and is on nobody's side */
  table_open (&table, "tapp-tarock", "tapp-4", 4, 2);
  panel = find_by_type (GTK_WIDGET (table.page), TAROT_TYPE_TABLE_PANEL);
  for (guint n = 0; n < 10 && find_label_with (panel, "", TRUE) == NULL && !tarot_game_is_hand_over (table.game); n++)
    {
      TarotPlayerView view;

      wait_for_human (&table);
      if (tarot_game_is_hand_over (table.game))
        break;
      tarot_game_get_view (table.game, 0, &view);
      if (is_batch (&view))
        act_batch (&table, &view);
      else
        act (&table, choose (&view));
      wait_for_human (&table);
    }
  /* German words, explained in English */
  g_assert_nonnull (find_label_with (panel, "", TRUE));
  table.shot[SHOT_AUCTION] = table.shot[SHOT_EXCHANGE] = table.shot[SHOT_PLAY] = TRUE;
  play_hand (&table);
  g_assert_true (tarot_game_get_outcome (table.game, &outcome));
  if (outcome.end == TAROT_END_PLAYED)
    {
      GtkWidget *points = find_label_with (GTK_WIDGET (table.page), "Card points:", FALSE);

      g_assert_nonnull (points);
      g_assert_null (strstr (gtk_label_get_label (GTK_LABEL (points)), names[outcome.dealer]));
    }
  table_close (&table);
}

static void layout_at_every_size (Table      *table,
                                  const char *phase);

/* What the Italian rules announce for the players shows at the table:
 * the Mitigati declarations in the Table Talk (rules/italian-living-games.md
 * P4), and Ticino's face-up cards of the dealer only as shown cards, not
 * also as his discard (T1). */
static void
test_italian_table (void)
{
  gboolean declared = FALSE, dealt = FALSE;

  for (guint64 seed = 1; seed < 60 && !declared; seed++)
    {
      Table table;
      TarotPlayerView view;

      table_open (&table, "mitigati-torino", "mitigati-torino", 3, seed);
      if (reach_human_play (&table))
        {
          GtkWidget *panel = find_by_type (GTK_WIDGET (table.page), TAROT_TYPE_TABLE_PANEL);

          tarot_game_get_view (table.game, 0, &view);
          for (guint s = 0; s < 3; s++)
            if (view.announced[s] & 0xfu)
              {
                declared = TRUE;
                g_assert_true (find_label_with (panel, "Tarocchi", FALSE) != NULL ||
                               find_label_with (panel, "Onori", FALSE) != NULL ||
                               find_label_with (panel, "Mitigati", FALSE) != NULL ||
                               find_label_with (panel, "Reale", FALSE) != NULL);
              }
          if (declared)
            {
              screenshot_named (&table, "italian-declarations");
              layout_at_every_size (&table, "play");
            }
        }
      table_close (&table);
    }
  g_assert_true (declared);

  for (guint64 seed = 1; seed < 60 && !dealt; seed++)
    {
      Table table;

      table_open (&table, "tarocchi-ticino", "tarocchi-ticino", 5, seed);
      if (tarot_game_get_dealer (table.game) == 0 && reach_human_play (&table))
        {
          dealt = TRUE;
          g_assert_null (find_label_with (GTK_WIDGET (table.page), "Your discard", FALSE));
          screenshot_named (&table, "ticino-dealer");
          layout_at_every_size (&table, "play");
        }
      table_close (&table);
    }
  g_assert_true (dealt);
}

/* The Bolognese declarations (rules/italian-living-games.md, Bologna,
 * "Special combinations"; B1): made in the first trick, before each
 * player's card; the table says who declared what, when and worth how
 * much, and titles the cards they show with the declaration, not as
 * cards shown at the deal. */
static void
test_bolognese_table (void)
{
  gboolean declared = FALSE;

  for (guint64 seed = 1; seed < 40 && !declared; seed++)
    {
      Table table;
      TarotPlayerView view;

      table_open (&table, "ottocento", "ottocento", 4, seed);
      if (reach_human_play (&table))
        {
          GtkWidget *panel = find_by_type (GTK_WIDGET (table.page), TAROT_TYPE_TABLE_PANEL);

          tarot_game_get_view (table.game, 0, &view);
          for (guint s = 0; s < 4; s++)
            if ((view.announced[s] & 1u) && !tarot_card_set_is_empty (view.shown_in_hand[s]))
              {
                g_autofree char *title = g_strdup_printf ("%s: Cricche e sequenze", names[s]);
                g_autofree char *dealt = g_strdup_printf ("%s: shown at the deal", names[s]);

                declared = TRUE;
                g_assert_nonnull (find_label_with (panel, "Cricche e sequenze, in the first trick: ", FALSE));
                g_assert_nonnull (find_label_with (GTK_WIDGET (table.page), title, TRUE));
                g_assert_null (find_label_with (GTK_WIDGET (table.page), dealt, FALSE));
              }
          if (declared)
            {
              screenshot_named (&table, "declarations");
              layout_at_every_size (&table, "play");
            }
        }
      table_close (&table);
    }
  g_assert_true (declared);
}

static void
test_keyboard (gconstpointer data)
{
  const char *const *spec = data;
  Table table;
  TarotHandView *hand;
  GtkWidget *focus;
  TarotCard card;
  TarotPlayerView view;
  guint n_legal = 0, seed;

  /* a deal where the human has at least three playable cards at the first turn */
  for (seed = 1; seed < 40; seed++)
    {
      table_open (&table, spec[0], spec[1], (guint) g_ascii_strtoull (spec[2], NULL, 10), seed);
      if (reach_human_play (&table))
        {
          tarot_game_get_view (table.game, 0, &view);
          n_legal = view.legal.n;
          if (n_legal >= 3)
            break;
        }
      table_close (&table);
    }
  g_assert_cmpuint (n_legal, >=, 3);

  hand = TAROT_HAND_VIEW (find_by_type (GTK_WIDGET (table.page), TAROT_TYPE_HAND_VIEW));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (hand)));
  g_assert_true (key_press (GTK_WIDGET (hand), GDK_KEY_Right));
  g_assert_true (key_press (GTK_WIDGET (hand), GDK_KEY_Right));
  focus = gtk_root_get_focus (GTK_ROOT (table.window));
  g_assert_true (TAROT_IS_CARD_WIDGET (focus));
  card = tarot_card_widget_get_card (TAROT_CARD_WIDGET (focus));

  /* the third playable card from the left has the focus */
  {
    guint playable = 0;

    for (guint i = 0; i < tarot_hand_view_get_n_cards (hand); i++)
      {
        TarotCardWidget *w = tarot_hand_view_get_card_widget (hand, i);

        if (gtk_widget_get_sensitive (GTK_WIDGET (w)) && playable++ == 2)
          g_assert_true (GTK_WIDGET (w) == focus);
      }
  }

  g_assert_true (gtk_widget_activate (focus));
  tarot_game_get_view (table.game, 0, &view);
  g_assert_false (tarot_card_set_contains (view.hand, card));
  g_assert_true (tarot_card_set_contains (view.played, card)
                 || view.tricks[view.n_tricks][view.trick_len - 1] == card);
  table_close (&table);
}

static void
test_undo (void)
{
  Table table;
  TarotPlayerView before, after;
  TarotHandView *hand;

  table_open (&table, "french-tarot", "french", 4, 11);
  g_assert_true (reach_human_play (&table));
  tarot_game_get_view (table.game, 0, &before);
  act (&table, before.legal.actions[0]);
  wait_for_human (&table);
  tarot_game_get_view (table.game, 0, &after);
  g_assert_false (tarot_card_set_equal (after.hand, before.hand));

  g_assert_true (tarot_table_page_get_can_undo (table.page));
  g_assert_true (tarot_table_page_undo (table.page));
  tarot_ui_test_settle ();
  /* still usable in a small window */
  gtk_window_set_default_size (GTK_WINDOW (table.window), 800, 600);
  tarot_ui_test_settle ();
  g_free (tarot_ui_test_screenshot (table.window, "table-french-small-light"));
  tarot_game_get_view (table.game, 0, &after);
  g_assert_true (tarot_card_set_equal (after.hand, before.hand));
  g_assert_cmpuint (after.to_move, ==, 0);
  hand = TAROT_HAND_VIEW (find_by_type (GTK_WIDGET (table.page), TAROT_TYPE_HAND_VIEW));
  g_assert_cmpuint (tarot_hand_view_get_n_cards (hand), ==, tarot_card_set_count (before.hand));
  table_close (&table);
}

static gboolean
cover_shown (gpointer data)
{
  Table *table = data;
  GtkWidget *cover = find_by_type (GTK_WIDGET (table->page), ADW_TYPE_STATUS_PAGE);

  return cover != NULL && gtk_widget_get_mapped (cover);
}

static gboolean
cover_gone (gpointer data)
{
  return !cover_shown (data);
}

/* Two people at one screen: each turn of the other one hides the cards first. */
static void
test_pass_screen (void)
{
  Table table;
  guint covers = 0;
  guint last = TAROT_NO_SEAT;

  table_open (&table, "french-tarot", "french", 4, 3);
  /* Anna and Bruno share the screen */
  g_clear_object (&table.game);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(TarotVariant) variant = tarot_variant_load ("french-tarot", &error);

    table.game = tarot_game_new (variant, 4, NULL, names, 0x3, 3, &error);
    g_assert_no_error (error);
    easy_bots (table.game);
    tarot_table_page_set_game (table.page, table.game);
  }

  for (guint n = 0; n < 60 && covers < 3; n++)
    {
      TarotPlayerView view;
      guint seat;

      wait_for_human (&table);
      if (tarot_game_is_hand_over (table.game))
        break;
      seat = tarot_game_get_to_move (table.game);
      if (seat != last)
        {
          AdwStatusPage *cover = ADW_STATUS_PAGE (find_by_type (GTK_WIDGET (table.page), ADW_TYPE_STATUS_PAGE));
          g_autofree char *title = g_strdup_printf ("Pass the Screen to %s", names[seat]);
          GtkWidget *button = adw_status_page_get_child (cover);
          TarotHandView *hand = TAROT_HAND_VIEW (find_by_type (GTK_WIDGET (table.page), TAROT_TYPE_HAND_VIEW));

          g_assert_true (cover_shown (&table));
          g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (hand)));
          g_assert_cmpstr (adw_status_page_get_title (cover), ==, title);
          if (covers == 0)
            g_free (tarot_ui_test_screenshot (table.window, "table-french-cover-light"));
          g_assert_true (gtk_widget_activate (button));
          g_assert_true (tarot_ui_test_wait_for (cover_gone, &table, TIMEOUT_MS));
          tarot_ui_test_settle ();
          covers++;
          last = seat;
        }
      tarot_game_get_view (table.game, seat, &view);
      check_table (&table, &view);
      if (is_batch (&view))
        act_batch (&table, &view);
      else
        act (&table, choose (&view));
    }
  g_assert_cmpuint (covers, >=, 2);
  table_close (&table);
}

/* Drives the hand with the first legal choices until the human is to
 * take a decision that @stop accepts; FALSE if the hand ended first. */
static gboolean
reach (Table    *table,
       gboolean (*stop) (const TarotPlayerView *view))
{
  for (guint n = 0; n < 100; n++)
    {
      TarotPlayerView view;

      wait_for_human (table);
      if (tarot_game_is_hand_over (table->game))
        return FALSE;
      tarot_game_get_view (table->game, 0, &view);
      if (stop (&view))
        return TRUE;
      if (is_batch (&view))
        act_batch (table, &view);
      else
        act (table, choose (&view));
    }
  return FALSE;
}

static gboolean
is_discard (const TarotPlayerView *view)
{
  return is_batch (view) && view->legal.actions[0].kind == TAROT_ACTION_DISCARD;
}

static GtkWidget *
find_label_with_class (GtkWidget  *root,
                       const char *css_class)
{
  if (GTK_IS_LABEL (root) && gtk_widget_has_css_class (root, css_class) && gtk_widget_get_mapped (root))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_with_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Laying away: cards are chosen (the others say why they cannot go),
 * no more than needed, confirmed together, and undone together. */
static void
test_discard (gconstpointer data)
{
  const char *const *spec = data;
  Table table;
  TarotPlayerView before, after;
  TarotHandView *hand;
  GtkWidget *warning;
  guint n_before, n_after, n, n_dimmed = 0;
  guint64 seed;
  gboolean found = FALSE;

  /* from the deal where the person meets every phase, as long as the
   * computer players play that way */
  for (seed = g_ascii_strtoull (spec[3], NULL, 10); !found && seed < 100; seed++)
    {
      table_open (&table, spec[0], spec[1], (guint) g_ascii_strtoull (spec[2], NULL, 10), seed);
      found = reach (&table, is_discard);
      if (!found)
        table_close (&table);
    }
  g_assert_true (found);
  tarot_game_get_view (table.game, 0, &before);
  tarot_game_get_actions (table.game, &n_before);
  hand = hand_view (&table);
  g_assert_cmpuint (tarot_hand_view_get_n_cards (hand), ==, tarot_card_set_count (before.hand));
  check_cards (&table, &before);
  for (guint i = 0; i < tarot_hand_view_get_n_cards (hand); i++)
    {
      TarotCardWidget *card = tarot_hand_view_get_card_widget (hand, i);

      if (gtk_widget_get_sensitive (GTK_WIDGET (card)))
        continue;
      /* a card that may not be laid away is dimmed, and cannot be chosen */
      n_dimmed++;
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (card), "illegal"));
      g_signal_emit_by_name (card, "activate");
      g_assert_false (tarot_card_widget_get_selected (card));
    }
  g_assert_cmpuint (n_dimmed, >, 0);

  n = choose_batch (&table, &before);
  g_assert_cmpuint (count_selected (&table), ==, n);
  /* one more is refused, and the prompt bar says why */
  for (guint i = 0; i < before.legal.n; i++)
    {
      TarotCardWidget *card = tarot_hand_view_find_card (hand, before.legal.actions[i].card);

      if (tarot_card_widget_get_selected (card))
        continue;
      g_assert_true (gtk_widget_activate (GTK_WIDGET (card)));
      g_assert_false (tarot_card_widget_get_selected (card));
      break;
    }
  g_assert_cmpuint (count_selected (&table), ==, n);
  warning = find_label_with_class (GTK_WIDGET (table.page), "warning");
  g_assert_nonnull (warning);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (warning)), ==,
                   "Enough cards are chosen to lay away: take one back first");
  /* nothing is laid away before the confirmation */
  tarot_game_get_actions (table.game, &n_after);
  g_assert_cmpuint (n_after, ==, n_before);

  table.n_actions = n_before;
  g_assert_true (gtk_widget_activate (confirm_button (&table, TAROT_ACTION_DISCARD)));
  g_assert_true (tarot_ui_test_wait_for (decided, &table, TIMEOUT_MS));
  wait_for_human (&table);
  tarot_game_get_view (table.game, 0, &after);
  g_assert_cmpuint (tarot_card_set_count (after.own_discard), ==, n);
  g_assert_cmpuint (tarot_card_set_count (after.hand), ==, tarot_card_set_count (before.hand) - n);

  /* one undo takes back the whole discard */
  g_assert_true (tarot_table_page_get_can_undo (table.page));
  g_assert_true (tarot_table_page_undo (table.page));
  tarot_ui_test_settle ();
  tarot_game_get_view (table.game, 0, &after);
  tarot_game_get_actions (table.game, &n_after);
  g_assert_cmpuint (n_after, ==, n_before);
  g_assert_true (tarot_card_set_equal (after.hand, before.hand));
  g_assert_true (tarot_card_set_is_empty (after.own_discard));
  g_assert_cmpuint (tarot_hand_view_get_n_cards (hand), ==, tarot_card_set_count (before.hand));
  g_assert_cmpuint (count_selected (&table), ==, 0);
  g_assert_nonnull (confirm_button (&table, TAROT_ACTION_DISCARD));
  table_close (&table);
}

static gboolean
can_show_poignee (const TarotPlayerView *view)
{
  for (guint i = 0; i < view->legal.n; i++)
    if (view->legal.actions[i].kind == TAROT_ACTION_ANNOUNCE
        && view->legal.actions[i].arg == TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE)
      return TRUE;
  return FALSE;
}

/* A poignée: announced with its button, then the trumps are chosen
 * and shown together, and an undo takes them back together. */
static void
test_show (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("french-tarot", &error);
  TarotPlayerView view, after;
  TarotAction announce = { TAROT_ACTION_NONE, 0, TAROT_CARD_NONE, 0 };
  Table table;
  guint64 seed;
  guint n_before, n_after, n;

  g_assert_no_error (error);
  /* a deal where the person holds a handful of trumps */
  for (seed = 1; seed < 5000; seed++)
    {
      g_autoptr(TarotGame) game = tarot_game_new (variant, 4, NULL, names, 0x1, seed, &error);
      const TarotRules *rules = tarot_game_get_rules (game);
      TarotCardSet hand = tarot_game_get_deal (game)->hands[0];

      g_assert_no_error (error);
      if (tarot_card_set_count (tarot_card_set_intersect (hand, rules->trumps)) >= 11)
        break;
    }
  g_assert_cmpuint (seed, <, 5000);

  table_open (&table, "french-tarot", "french-poignee", 4, seed);
  g_assert_true (reach (&table, can_show_poignee));
  tarot_game_get_view (table.game, 0, &view);
  for (guint i = 0; i < view.legal.n; i++)
    if (view.legal.actions[i].kind == TAROT_ACTION_ANNOUNCE
        && view.legal.actions[i].arg == TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE)
      announce = view.legal.actions[i];
  act (&table, announce);
  wait_for_human (&table);
  tarot_game_get_view (table.game, 0, &view);
  g_assert_true (is_batch (&view));
  g_assert_cmpuint (view.legal.actions[0].kind, ==, TAROT_ACTION_SHOW);
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (table.page), "Show 10 trumps"));
  tarot_game_get_actions (table.game, &n_before);

  n = choose_batch (&table, &view);
  g_assert_cmpuint (n, ==, 10);
  table.n_actions = n_before;
  g_assert_true (gtk_widget_activate (confirm_button (&table, TAROT_ACTION_SHOW)));
  g_assert_true (tarot_ui_test_wait_for (decided, &table, TIMEOUT_MS));
  wait_for_human (&table);
  tarot_game_get_view (table.game, 0, &after);
  g_assert_cmpuint (tarot_card_set_count (after.shown), >=, 10);
  /* the table shows them to everybody, as Anna's and why */
  {
    g_autofree char *reason = tarot_explain_action_label (variant, tarot_game_get_rules (table.game),
                                                          announce, NULL);
    g_autofree char *title = g_strdup_printf ("Anna: %s", reason);

    g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (table.page), title));
  }

  g_assert_true (tarot_table_page_get_can_undo (table.page));
  g_assert_true (tarot_table_page_undo (table.page));
  tarot_ui_test_settle ();
  tarot_game_get_actions (table.game, &n_after);
  g_assert_cmpuint (n_after, ==, n_before);
  tarot_game_get_view (table.game, 0, &after);
  g_assert_true (tarot_card_set_is_empty (after.shown));
  g_assert_nonnull (confirm_button (&table, TAROT_ACTION_SHOW));

  /* and they all come back together */
  g_assert_true (tarot_table_page_get_can_redo (table.page));
  g_assert_true (tarot_table_page_redo (table.page));
  tarot_ui_test_settle ();
  tarot_game_get_view (table.game, 0, &after);
  g_assert_cmpuint (tarot_card_set_count (after.shown), >=, 10);
  g_assert_null (confirm_button (&table, TAROT_ACTION_SHOW));
  table_close (&table);
}

static gboolean
dealt_half (gpointer data)
{
  Table *table = data;
  TarotHandView *hand = hand_view (table);

  return tarot_table_page_get_dealing (table->page)
         && tarot_hand_view_get_n_shown (hand) * 2 >= tarot_hand_view_get_n_cards (hand);
}

static gboolean
dealt_all (gpointer data)
{
  Table *table = data;

  return !tarot_table_page_get_dealing (table->page);
}

/* A new hand is dealt card by card; nobody acts meanwhile, and at the
 * end the whole hand shows and the play goes on.  A key deals at once. */
static void
test_dealing (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("french-tarot", &error);
  TarotHandView *hand;
  TarotPlayerView view;
  Table table;
  guint n_actions;

  g_assert_no_error (error);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  memset (&table, 0, sizeof table);
  table.short_name = "french";
  table.window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (table.window), 1100, 760);
  table.page = TAROT_TABLE_PAGE (tarot_table_page_new ());
  /* slow enough to catch it halfway */
  tarot_table_page_set_speed (table.page, 1.0);
  gtk_window_set_child (GTK_WINDOW (table.window), GTK_WIDGET (table.page));
  gtk_window_present (GTK_WINDOW (table.window));
  tarot_ui_test_settle ();

  table.game = tarot_game_new (variant, 4, NULL, names, 0x1, 4, &error);
  g_assert_no_error (error);
  easy_bots (table.game);
  tarot_table_page_set_game (table.page, table.game);
  hand = hand_view (&table);
  tarot_game_get_view (table.game, 0, &view);
  g_assert_true (tarot_table_page_get_dealing (table.page));
  g_assert_cmpuint (tarot_hand_view_get_n_cards (hand), ==, tarot_card_set_count (view.hand));
  g_assert_cmpuint (tarot_hand_view_get_n_shown (hand), <, tarot_hand_view_get_n_cards (hand));

  g_assert_true (tarot_ui_test_wait_for (dealt_half, &table, TIMEOUT_MS));
  tarot_game_get_actions (table.game, &n_actions);
  g_assert_cmpuint (n_actions, ==, 0);
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (table.page), "Dealing…"));
  for (guint i = 0; i < tarot_hand_view_get_n_cards (hand); i++)
    g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (tarot_hand_view_get_card_widget (hand, i))));
  screenshot_named (&table, "dealing");

  g_assert_true (tarot_ui_test_wait_for (dealt_all, &table, TIMEOUT_MS));
  g_assert_cmpuint (tarot_hand_view_get_n_shown (hand), ==, tarot_hand_view_get_n_cards (hand));
  g_assert_null (tarot_ui_test_find_label (GTK_WIDGET (table.page), "Dealing…"));
  /* the play goes on: the computer players bid, up to the person's turn */
  wait_for_human (&table);
  tarot_game_get_view (table.game, 0, &view);
  g_assert_cmpuint (view.to_move, ==, 0);
  g_assert_cmpuint (view.legal.n, >, 0);
  act (&table, choose (&view));

  /* the next deal, cut short by a key */
  g_clear_object (&table.game);
  table.game = tarot_game_new (variant, 4, NULL, names, 0x1, 5, &error);
  g_assert_no_error (error);
  easy_bots (table.game);
  tarot_table_page_set_game (table.page, table.game);
  g_assert_true (tarot_table_page_get_dealing (table.page));
  g_assert_true (key_press (GTK_WIDGET (table.page), GDK_KEY_Escape));
  g_assert_false (tarot_table_page_get_dealing (table.page));
  g_assert_cmpuint (tarot_hand_view_get_n_shown (hand), ==, tarot_hand_view_get_n_cards (hand));
  g_assert_cmpuint (tarot_hand_view_get_n_cards (hand), ==, 18);
  tarot_table_page_set_speed (table.page, 0);
  wait_for_human (&table);
  table_close (&table);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

static GtkWidget *
find_spinning (GtkWidget *root)
{
  if (GTK_IS_SPINNER (root) && gtk_spinner_get_spinning (GTK_SPINNER (root)) && gtk_widget_get_mapped (root))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_spinning (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
thinking_shown (gpointer data)
{
  Table *table = data;

  return find_spinning (GTK_WIDGET (table->page)) != NULL;
}

static gboolean
thinking_gone (gpointer data)
{
  return !thinking_shown (data);
}

/* A computer player that takes its time says it is thinking, in room
 * kept for it, and stops saying so once it has decided. */
static void
test_thinking (void)
{
  TarotBotRunner *runner;
  TarotPlayerView view;
  GtkWidget *spinner, *seat;
  Table table;
  guint64 seed;
  int height;

  table_open (&table, "french-tarot", "french", 4, 4);
  runner = tarot_table_page_get_bot_runner (table.page);
  g_assert_nonnull (runner);
  wait_for_human (&table);
  g_assert_false (thinking_shown (&table));

  /* a new game where a computer player speaks first, and takes its time */
  tarot_bot_runner_set_min_time (runner, 3 * G_USEC_PER_SEC);
  g_clear_object (&table.game);
  for (seed = 1; table.game == NULL || tarot_game_get_to_move (table.game) == 0; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotVariant) variant = tarot_variant_load ("french-tarot", &error);

      g_clear_object (&table.game);
      table.game = tarot_game_new (variant, 4, NULL, names, 0x1, seed, &error);
      g_assert_no_error (error);
    }
  easy_bots (table.game);
  tarot_table_page_set_game (table.page, table.game);
  g_assert_true (tarot_ui_test_wait_for (thinking_shown, &table, TIMEOUT_MS));
  spinner = find_spinning (GTK_WIDGET (table.page));
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (table.page), "Thinking…"));
  /* the opponent's place keeps its size */
  seat = gtk_widget_get_ancestor (spinner, GTK_TYPE_STACK);
  g_assert_nonnull (seat);
  seat = gtk_widget_get_parent (seat);
  height = gtk_widget_get_height (seat);
  screenshot_named (&table, "thinking");
  tarot_bot_runner_set_min_time (runner, 0);
  g_assert_true (tarot_ui_test_wait_for (thinking_gone, &table, TIMEOUT_MS));
  tarot_ui_test_settle ();
  g_assert_cmpint (gtk_widget_get_height (seat), ==, height);
  wait_for_human (&table);
  tarot_game_get_view (table.game, 0, &view);
  g_assert_cmpuint (view.n_auction, >, 0);
  table_close (&table);
}

/* With a pause and animations on, the bots still play on by themselves
 * and the table settles on the right cards. */
static void
test_animated (void)
{
  Table table;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  table_open (&table, "tapp-tarock", "tapp-animated", 3, 5);
  tarot_table_page_set_speed (table.page, 0.05);
  g_assert_cmpfloat (tarot_table_page_get_speed (table.page), ==, 0.05);
  /* no screenshots here: the cards may be caught mid-flight */
  for (guint i = 0; i < G_N_ELEMENTS (table.shot); i++)
    table.shot[i] = TRUE;
  table.chosen_shot[0] = table.chosen_shot[1] = TRUE;
  table.reviewed = TRUE;
  play_hand (&table);
  table_close (&table);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}
/* A whole hand through the table for every variant file and player count, so a new
 * variant of an existing family is played from the UI without a line of UI code. */
static void
test_every_variant (void)
{
  g_auto(GStrv) ids = tarot_variant_list_ids ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TarotVariant) variant = tarot_variant_load (ids[i], &error);

      g_assert_no_error (error);
      for (guint n = tarot_variant_get_min_players (variant);
           n <= tarot_variant_get_max_players (variant);
           n++)
        {
          g_autofree char *short_name = g_strdup_printf ("%s-%u", ids[i], n);
          Table table;

          table_open (&table, ids[i], short_name, n, 1);
          /* one picture of each table in play is enough here */
          table.shot[SHOT_AUCTION] = table.shot[SHOT_EXCHANGE] = table.shot[SHOT_END] = TRUE;
          play_hand (&table);
          table_close (&table);
        }
    }
}

typedef struct
{
  GtkWidget       *root;
  graphene_rect_t  bounds;
  const char      *what;
} Block;

static gboolean
bounds_of (GtkWidget       *widget,
           GtkWidget       *root,
           graphene_rect_t *rect)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_compute_bounds (widget, root, rect)
         && rect->size.width > 0 && rect->size.height > 0;
}

static void
find_all (GtkWidget  *root,
          GType       type,
          GPtrArray  *found)
{
  if (!gtk_widget_get_mapped (root))
    return;
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    find_all (child, type, found);
}

static gboolean
inside (const graphene_rect_t *inner,
        const graphene_rect_t *outer)
{
  /* half a pixel for rounding */
  return inner->origin.x >= outer->origin.x - 0.5 && inner->origin.y >= outer->origin.y - 0.5
         && inner->origin.x + inner->size.width <= outer->origin.x + outer->size.width + 0.5
         && inner->origin.y + inner->size.height <= outer->origin.y + outer->size.height + 0.5;
}

static gboolean
overlap (const graphene_rect_t *a,
         const graphene_rect_t *b)
{
  graphene_rect_t both;

  return graphene_rect_intersection (a, b, &both) && both.size.width > 0.5 && both.size.height > 0.5;
}

static void
dump_minimums (GtkWidget *widget,
               guint      depth)
{
  int minimum;

  if (!gtk_widget_get_visible (widget) || depth > 9)
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_printerr ("%*s%s %d\n", (int) depth * 2, "", G_OBJECT_TYPE_NAME (widget), minimum);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    dump_minimums (child, depth + 1);
}

/* The parts of the table lie side by side, each within the window;
 * the labels and cards of each part stay inside it. */
static void
check_layout (Table      *table,
              const char *when,
              int         width,
              int         height)
{
  GtkWidget *root = table->window;
  GtkWidget *page = GTK_WIDGET (table->page);
  g_autoptr(GPtrArray) seats = g_ptr_array_new ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  Block blocks[TAROT_MAX_PLAYERS + 4];
  graphene_rect_t window_rect, felt;
  guint n_blocks = 0;
  int minimum;

  /* what the arrangement for this width needs, not only what the page says */
  gtk_widget_measure (gtk_widget_get_first_child (page), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  if (minimum > width)
    {
      dump_minimums (gtk_widget_get_first_child (page), 0);
      g_error ("%s: the table needs %d px, more than %d", when, minimum, width);
    }
  gtk_widget_measure (gtk_widget_get_first_child (page), GTK_ORIENTATION_VERTICAL, width, &minimum, NULL, NULL, NULL);
  if (minimum > height)
    g_error ("%s: the table needs %d px in height at %d px wide, more than %d", when, minimum, width, height);
  g_assert_true (bounds_of (root, root, &window_rect));
  g_assert_cmpfloat (window_rect.size.width, <=, width + 0.5);

  find_all (page, TAROT_TYPE_SEAT_VIEW, seats);
  for (guint i = 0; i < seats->len; i++)
    if (bounds_of (seats->pdata[i], root, &blocks[n_blocks].bounds))
      {
        blocks[n_blocks].root = seats->pdata[i];
        blocks[n_blocks++].what = "seat";
      }
  {
    GtkWidget *felt_widget = gtk_widget_get_parent (GTK_WIDGET (find_by_type (page, TAROT_TYPE_TRICK_VIEW)));
    GtkWidget *parts[] = { felt_widget, GTK_WIDGET (choice_bar (table)), GTK_WIDGET (hand_view (table)),
                           find_by_type (page, TAROT_TYPE_TABLE_PANEL) };
    const char *names_of[] = { "felt", "choices", "hand", "side panel" };
    GtkWidget *flap = find_by_type (page, ADW_TYPE_FLAP);

    /* the end of the hand scrolls in the window: its width is what counts */
    if (!bounds_of (felt_widget, root, &felt))
      return;
    for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
      {
        /* a flap revealed over a folded table covers it, as it should */
        if (i == 3 && adw_flap_get_folded (ADW_FLAP (flap)))
          continue;
        if (bounds_of (parts[i], root, &blocks[n_blocks].bounds))
          {
            blocks[n_blocks].root = parts[i];
            blocks[n_blocks++].what = names_of[i];
          }
      }
  }
  for (guint i = 0; i < n_blocks; i++)
    {
      if (!inside (&blocks[i].bounds, &window_rect))
        g_error ("%s: the %s sticks out of the window", when, blocks[i].what);
      for (guint j = i + 1; j < n_blocks; j++)
        if (overlap (&blocks[i].bounds, &blocks[j].bounds))
          g_error ("%s: the %s and the %s overlap", when, blocks[i].what, blocks[j].what);
    }

  /* every label and card of a part lies within it (the talon on the felt) */
  for (guint i = 0; i < n_blocks; i++)
    {
      g_ptr_array_set_size (labels, 0);
      find_all (blocks[i].root, GTK_TYPE_LABEL, labels);
      find_all (blocks[i].root, TAROT_TYPE_CARD_WIDGET, labels);
      for (guint k = 0; k < labels->len; k++)
        {
          graphene_rect_t rect;
          GtkWidget *scrolled = gtk_widget_get_ancestor (labels->pdata[k], GTK_TYPE_SCROLLED_WINDOW);

          /* what scrolls is seen by scrolling */
          if (!bounds_of (labels->pdata[k], root, &rect)
              || (scrolled != NULL && gtk_widget_is_ancestor (scrolled, blocks[i].root)))
            continue;
          if (!inside (&rect, &blocks[i].bounds))
            g_error ("%s: “%s” sticks out of the %s", when,
                     GTK_IS_LABEL (labels->pdata[k]) ? gtk_label_get_label (labels->pdata[k]) : "a card",
                     blocks[i].what);
        }
    }
}

static const struct { int width, height; const char *name; } sizes[] = {
  { 360, 640, "table-360" },
  { 800, 600, "table-800x600" },
  { 1400, 900, "table-1400" },
};

static void
layout_at_every_size (Table      *table,
                      const char *phase)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *when = g_strdup_printf ("%s, %s at %d px", table->short_name, phase, sizes[i].width);

      gtk_window_set_default_size (GTK_WINDOW (table->window), sizes[i].width, sizes[i].height);
      tarot_ui_test_settle ();
      tarot_ui_test_settle ();
      if (!table->shot[i])
        {
          g_autofree char *name = g_strdup_printf ("%s-%s", sizes[i].name, table->short_name);

          g_free (tarot_ui_test_screenshot (table->window, table->short_name[0] == '\0' ? sizes[i].name : name));
          if (g_str_equal (phase, "play"))
            table->shot[i] = TRUE;
        }
      /* the question and its answers, once per size */
      if (g_str_equal (phase, "auction") && table->short_name[0] == '\0')
        {
          g_autofree char *name = g_strdup_printf ("%s-auction", sizes[i].name);

          g_free (tarot_ui_test_screenshot (table->window, name));
        }
      check_layout (table, when, sizes[i].width, sizes[i].height);
    }
}

/* Every phase of a hand of each family, laid out at 360, 800 and 1400 px. */
static void
test_layout (void)
{
  static const char *const variants[][2] = {
    { "french-tarot", "" }, { "troccas4", "troccas" }, { "tapp-tarock", "tapp" },
  };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
      Table table;

      table_open (&table, variants[v][0], variants[v][1], 4, 3);
      for (guint n = 0; n < 200; n++)
        {
          TarotPlayerView view;

          wait_for_human (&table);
          if (tarot_game_is_hand_over (table.game))
            break;
          tarot_game_get_view (table.game, 0, &view);
          if (!g_hash_table_contains (seen, GUINT_TO_POINTER (view.phase)) || (view.phase == TAROT_PHASE_PLAY && view.n_tricks == 3))
            {
              static const char *const phase_names[] = { "dealing", "auction", "talon", "discard", "call", "announce",
                                                         "kontra", "play", "over" };

              g_hash_table_add (seen, GUINT_TO_POINTER (view.phase));
              layout_at_every_size (&table, view.phase < G_N_ELEMENTS (phase_names) ? phase_names[view.phase] : "other");
              gtk_window_set_default_size (GTK_WINDOW (table.window), 1100, 760);
              tarot_ui_test_settle ();
            }
          if (is_batch (&view))
            act_batch (&table, &view);
          else
            act (&table, choose (&view));
        }
      layout_at_every_size (&table, "end");
      table_close (&table);
    }
}

/* Around the trick, as large as the area allows, no card hides
 * another, whatever the number of players. */
static void
test_trick_layout (void)
{
  g_autoptr(TarotCardRenderer) renderer = tarot_card_renderer_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (tarot_card_renderer_set_pack (renderer, "tarot_nouveau", &error));
  g_assert_no_error (error);

  for (guint n = 3; n <= TAROT_MAX_PLAYERS; n++)
    {
      GtkWidget *window = gtk_window_new ();
      GtkWidget *view = tarot_trick_view_new ();
      TarotCard cards[TAROT_MAX_PLAYERS];
      guint8 seats[TAROT_MAX_PLAYERS];
      graphene_rect_t bounds[TAROT_MAX_PLAYERS];
      guint n_cards = 0;

      for (guint s = 0; s < n; s++)
        {
          cards[s] = tarot_card_make (TAROT_SUIT_HEARTS, (int) s);
          seats[s] = (guint8) s;
        }
      gtk_window_set_default_size (GTK_WINDOW (window), 540, 345);
      gtk_window_set_child (GTK_WINDOW (window), view);
      tarot_trick_view_set_seats (TAROT_TRICK_VIEW (view), n, 0);
      tarot_trick_view_set_trick (TAROT_TRICK_VIEW (view), renderer, cards, seats, n, TAROT_NO_SEAT, names);
      gtk_window_present (GTK_WINDOW (window));
      tarot_ui_test_settle ();

      for (GtkWidget *card = gtk_widget_get_first_child (view); card != NULL; card = gtk_widget_get_next_sibling (card))
        {
          g_assert_true (gtk_widget_compute_bounds (card, view, &bounds[n_cards]));
          /* inside the area, and large enough to read: an eighth of its width at least */
          g_assert_cmpfloat (bounds[n_cards].origin.x, >=, 0);
          g_assert_cmpfloat (bounds[n_cards].origin.y, >=, 0);
          g_assert_cmpfloat (bounds[n_cards].origin.x + bounds[n_cards].size.width, <=, gtk_widget_get_width (view));
          g_assert_cmpfloat (bounds[n_cards].origin.y + bounds[n_cards].size.height, <=, gtk_widget_get_height (view));
          g_assert_cmpfloat (bounds[n_cards].size.width, >=, gtk_widget_get_width (view) / (n == 6 ? 10.0 : 8.0));
          for (guint i = 0; i < n_cards; i++)
            {
              graphene_rect_t common;

              /* touching edges are fine */
              if (graphene_rect_intersection (&bounds[i], &bounds[n_cards], &common))
                g_assert_cmpfloat (common.size.width * common.size.height, <, 1.0);
            }
          n_cards++;
        }
      g_assert_cmpuint (n_cards, ==, n);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* Hungarian knock_deal and red_fours (rules/hungarian-tarokk.md §5.1,
 * §3): the person on the dealer's left knocks with a button and then
 * chooses a batch face down (no cards in the hand yet); the table draws
 * the red aces as 4s only with red_fours. */
static void
test_hungarian_knock_red_fours (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("hungarian-tarokk", &error);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  TarotPlayerView view;
  TarotAction knock = { 0 }, take = { 0 };
  guint cutter;
  Table table;

  g_assert_no_error (error);
  g_hash_table_insert (options, (gpointer) "knock_deal", (gpointer) "true");
  g_hash_table_insert (options, (gpointer) "red_fours", (gpointer) "true");
  for (guint with = 0; with < 2; with++)
    {
      table_open (&table, "hungarian-tarokk", "hungarian-knock", 4, 3);
      g_assert_null (tarot_card_renderer_get_face_substitution (tarot_table_page_get_renderer (table.page)));
      /* the cutter, on the dealer's left, plays at the table */
      cutter = (tarot_game_get_deal (table.game)->dealer + 3) % 4;
      g_clear_object (&table.game);
      table.game = tarot_game_new (variant, 4, with ? options : NULL, names, 1u << cutter, 3, &error);
      g_assert_no_error (error);
      easy_bots (table.game);
      tarot_table_page_set_game (table.page, table.game);
      tarot_ui_test_settle ();
      g_assert_cmpstr (tarot_card_renderer_get_face_substitution (tarot_table_page_get_renderer (table.page)), ==,
                       with ? "red_fours" : NULL);
      if (with)
        break;
      table_close (&table);
    }

  wait_for_human (&table);
  tarot_game_get_view (table.game, cutter, &view);
  g_assert_cmpuint (view.phase, ==, TAROT_PHASE_DEALING);
  for (guint i = 0; i < view.legal.n; i++)
    if (view.legal.actions[i].kind == TAROT_ACTION_ANNOUNCE)
      knock = view.legal.actions[i];
  act (&table, knock);
  wait_for_human (&table);
  tarot_game_get_view (table.game, cutter, &view);
  g_assert_cmpuint (view.phase, ==, TAROT_PHASE_DEALING);
  g_assert_true (tarot_card_set_is_empty (view.hand));
  g_assert_cmpuint (view.legal.n, ==, 4);
  g_assert_cmpuint (view.legal.actions[0].kind, ==, TAROT_ACTION_TAKE_TALON);
  screenshot_named (&table, "batches");
  take = view.legal.actions[2];
  act (&table, take);
  tarot_game_get_view (table.game, cutter, &view);
  g_assert_cmpuint (tarot_card_set_count (view.hand), ==, 9);
  table_close (&table);
}

/* A stock drawn from after each trick (Calatafimi for two,
 * rules/italian-living-games.md S10): it lies face down beside the
 * trick with its count; the card its winner draws face up is titled as
 * drawn from the stock, not as shown at the deal, and the status line
 * says who drew it. */
static void
test_stock (void)
{
  Table table;
  guint n_checked = 0;

  table_open (&table, "calatafimi2", "calatafimi2", 2, 7);
  g_assert_true (reach_human_play (&table));
  for (guint n = 0; n < 40 && n_checked < 3; n++)
    {
      TarotPlayerView view;
      g_autofree char *count = NULL;

      wait_for_human (&table);
      if (tarot_game_is_hand_over (table.game))
        break;
      tarot_game_get_view (table.game, 0, &view);
      g_assert_true (view.has_stock);
      count = g_strdup_printf ("Stock: %u cards", view.stock_count);
      g_assert_nonnull (find_label_with (GTK_WIDGET (table.page), count, FALSE));
      for (guint s = 0; s < 2; s++)
        {
          g_autofree char *drawn = g_strdup_printf ("%s: drawn from the stock", names[s]);
          g_autofree char *dealt = g_strdup_printf ("%s: shown at the deal", names[s]);
          TarotCardSet face_up = tarot_card_set_intersect (view.shown_in_hand[s], view.stock_shown);

          g_assert_true (tarot_card_set_equal (face_up, view.shown_in_hand[s]));
          g_assert_true ((find_label_with (GTK_WIDGET (table.page), drawn, FALSE) != NULL)
                         == !tarot_card_set_is_empty (face_up));
          g_assert_null (find_label_with (GTK_WIDGET (table.page), dealt, FALSE));
        }
      /* the trick just taken: its winner's card, drawn face up */
      if (view.n_tricks > 0 && view.trick_len == 0)
        {
          const TarotDraw *draw = &view.drawn[view.n_drawn - 2];
          g_autofree char *card = tarot_table_card_name (tarot_table_page_get_renderer (table.page), draw->card);
          g_autofree char *said = draw->seat == 0 ? g_strdup_printf ("You drew %s.", card)
                                                  : g_strdup_printf ("%s drew %s.", names[draw->seat], card);
          GtkWidget *status = status_line (&table);

          g_assert_cmpuint (draw->trick, ==, view.n_tricks - 1);
          g_assert_cmpuint (draw->seat, ==, view.trick_winner[view.n_tricks - 1]);
          g_assert_nonnull (status);
          if (strstr (gtk_label_get_label (GTK_LABEL (status)), said) == NULL)
            g_error ("the status line “%s” does not say “%s”", gtk_label_get_label (GTK_LABEL (status)), said);
          n_checked++;
          if (n_checked == 1)
            {
              screenshot_named (&table, "stock");
              layout_at_every_size (&table, "play");
              gtk_window_set_default_size (GTK_WINDOW (table.window), 1100, 760);
              tarot_ui_test_settle ();
            }
        }
      act (&table, choose (&view));
    }
  g_assert_cmpuint (n_checked, >=, 1);
  table_close (&table);
}

int
main (int   argc,
      char *argv[])
{
  /* deals where the human meets every phase */
  static const char *const french[] = { "french-tarot", "french", "4", "4" };
  static const char *const troccas[] = { "troccas4", "troccas", "4", "28" };
  static const char *const tapp[] = { "tapp-tarock", "tapp", "3", "7" };
  static const char *const koenigrufen[] = { "koenigrufen", "koenigrufen", "4", "1" };
  static const char *const hungarian[] = { "hungarian-tarokk", "hungarian", "4", "3" };
  g_autoptr(TarotApplication) app = NULL;
  int status;

  tarot_ui_test_init (&argc, &argv);

  /* the application's startup loads the style sheets */
  app = tarot_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_data_func ("/table/french-tarot", french, test_full_hand);
  g_test_add_data_func ("/table/troccas", troccas, test_full_hand);
  g_test_add_data_func ("/table/tapp-tarock", tapp, test_full_hand);
  g_test_add_data_func ("/table/koenigrufen", koenigrufen, test_full_hand);
  g_test_add_data_func ("/table/hungarian-tarokk", hungarian, test_full_hand);
  g_test_add_func ("/table/every-variant", test_every_variant);
  g_test_add_func ("/table/hungarian-knock-red-fours", test_hungarian_knock_red_fours);
  g_test_add_data_func ("/table/keyboard/french-tarot", french, test_keyboard);
  g_test_add_data_func ("/table/keyboard/koenigrufen", koenigrufen, test_keyboard);
  g_test_add_func ("/table/keyboard/every-variant", test_keyboard_every_variant);
  g_test_add_func ("/table/undo", test_undo);
  g_test_add_func ("/table/pass-screen", test_pass_screen);
  g_test_add_func ("/table/animated", test_animated);
  g_test_add_data_func ("/table/discard/french-tarot", french, test_discard);
  g_test_add_data_func ("/table/discard/tapp-tarock", tapp, test_discard);
  g_test_add_data_func ("/table/discard/koenigrufen", koenigrufen, test_discard);
  g_test_add_func ("/table/show", test_show);
  g_test_add_func ("/table/dealing", test_dealing);
  g_test_add_func ("/table/thinking", test_thinking);
  g_test_add_func ("/table/trick-layout", test_trick_layout);
  g_test_add_func ("/table/layout", test_layout);
  g_test_add_func ("/table/side-panel", test_side_panel);
  g_test_add_func ("/table/italian", test_italian_table);
  g_test_add_func ("/table/bolognese", test_bolognese_table);
  g_test_add_func ("/table/stock", test_stock);

  status = g_test_run ();

  return status;
}
