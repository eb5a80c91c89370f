/* test-table.c — playing whole hands through the table page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "model/tarot-explain.h"
#include "model/tarot-game.h"
#include "tarot-ui-test-util.h"
#include "ui/tarot-application.h"
#include "ui/tarot-card-widget.h"
#include "ui/tarot-hand-view.h"
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
  guint           n_actions;
  gboolean        reviewed;
} Table;

enum { SHOT_AUCTION, SHOT_EXCHANGE, SHOT_PLAY, SHOT_END };

static const char *const shot_names[] = { "auction", "exchange", "play", "end" };

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
  guint32 word;

  memcpy (&word, &action, sizeof word);
  if (GTK_IS_BUTTON (root) && gtk_widget_get_mapped (root)
      && g_object_get_data (G_OBJECT (root), "tarot-action") == GUINT_TO_POINTER (word))
    return root;

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
screenshot (Table *table,
            guint  shot)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  static const char *const styles[] = { "light", "dark" };

  if (table->shot[shot])
    return;
  table->shot[shot] = TRUE;
  for (guint s = 0; s < G_N_ELEMENTS (styles); s++)
    {
      g_autofree char *name = g_strdup_printf ("table-%s-%s-%s", table->short_name, shot_names[shot], styles[s]);

      adw_style_manager_set_color_scheme (style, s == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT
                                                        : ADW_COLOR_SCHEME_FORCE_DARK);
      tarot_ui_test_settle ();
      g_free (tarot_ui_test_screenshot (table->window, name));
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  tarot_ui_test_settle ();
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
                     || view->legal.actions[a].kind == TAROT_ACTION_DISCARD);
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
static void
check_last_trick (Table                 *table,
                  const TarotPlayerView *view)
{
  GtkWidget *popover;

  table->reviewed = TRUE;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table->page), "table.last-trick", NULL));
  tarot_ui_test_settle ();
  popover = find_by_type (GTK_WIDGET (table->page), GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_cmpuint (count_cards (popover), ==, tarot_game_get_rules (table->game)->trick_size);
  gtk_popover_popdown (GTK_POPOVER (popover));
  tarot_ui_test_settle ();
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

      action = choose (&view);
      tarot_game_get_actions (table->game, &n_before);
      act (table, action);
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
  Table table;

  table_open (&table, spec[0], spec[1], (guint) g_ascii_strtoull (spec[2], NULL, 10),
              g_ascii_strtoull (spec[3], NULL, 10));
  tarot_table_page_set_score_view (table.page, gtk_label_new ("Score sheet goes here"));
  play_hand (&table);
  for (guint i = 0; i < G_N_ELEMENTS (table.shot); i++)
    g_assert_true (table.shot[i]);
  /* the lead's score sheet shows under the hand's score */
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (table.page), "Score sheet goes here"));

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
      if (view.phase == TAROT_PHASE_PLAY)
        return TRUE;
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

static void
test_keyboard (void)
{
  Table table;
  TarotHandView *hand;
  GtkWidget *focus;
  TarotCard card;
  TarotPlayerView view;
  guint n_legal = 0, seed;

  /* a deal where the human has at least three playable cards at the first turn */
  for (seed = 1; seed < 40; seed++)
    {
      table_open (&table, "french-tarot", "french", 4, seed);
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

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table.page), "table.undo", NULL));
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
      act (&table, choose (&view));
    }
  g_assert_cmpuint (covers, >=, 2);
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

int
main (int   argc,
      char *argv[])
{
  /* deals where the human meets every phase */
  static const char *const french[] = { "french-tarot", "french", "4", "4" };
  static const char *const troccas[] = { "troccas4", "troccas", "4", "28" };
  static const char *const tapp[] = { "tapp-tarock", "tapp", "3", "7" };
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
  g_test_add_func ("/table/every-variant", test_every_variant);
  g_test_add_func ("/table/keyboard", test_keyboard);
  g_test_add_func ("/table/undo", test_undo);
  g_test_add_func ("/table/pass-screen", test_pass_screen);
  g_test_add_func ("/table/animated", test_animated);

  status = g_test_run ();

  return status;
}
