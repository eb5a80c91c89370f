/* tarot-table-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "cards/tarot-card-renderer.h"
#include "model/tarot-explain.h"
#include "tarot-bot-runner.h"
#include "tarot-card-widget.h"
#include "tarot-hand-view.h"
#include "tarot-i18n.h"
#include "tarot-table-page.h"
#include "tarot-trick-view.h"

#define DEFAULT_SPEED 0.6
/* more choices than this go into a "More" menu, so the bar never outgrows the window */
#define MAX_INLINE_BUTTONS 6
/* talon cards in the middle of the table before the play; piles in the side panel during it */
#define TALON_CARD_WIDTH 76
#define PILE_CARD_WIDTH 40
/* the backs of an opponent's hand, overlapping within the seat's width */
#define SEAT_BACK_WIDTH 22
#define SEAT_BACKS_WIDTH 126
/* a computer player that has not decided after this long shows that it is thinking */
#define THINKING_DELAY_MS 300
/* the hand is dealt at this fraction of the time a computer player takes over a card */
#define DEAL_SHARE_PER_CARD 0.12

typedef struct
{
  GtkWidget *box;
  GtkWidget *name;
  GtkWidget *info;
  GtkWidget *status;
  GtkWidget *status_stack;   /* the status, or the thinking spinner in its place */
  GtkWidget *spinner;
  GtkWidget *backs;
  guint      n_backs;
} SeatArea;

struct _TarotTablePage
{
  AdwBin             parent_instance;

  TarotGame         *game;
  gulong             game_handlers[4];
  TarotCardRenderer *renderer;
  TarotBotRunner    *runner;
  GCancellable      *bot_cancellable;
  guint              bot_source;
  TarotAction        bot_action;
  gint64             bot_started;
  guint              bot_seat;
  guint              thinking_source;
  double             speed;
  AdwAnimation      *deal_animation;
  double             deal_progress;
  gboolean           dealing;
  gboolean           deal_on_map;   /* dealt when the table comes on screen */
  guint              deal_steps[TAROT_N_CARDS];  /* cards in a hand after each packet */
  guint              n_deal_steps;  /* 0: card by card */
  guint              talon_dealt;
  gboolean           applying;      /* several decisions confirmed at once go in */
  TarotActionKind    batch_kind;    /* DISCARD or SHOW while the viewer chooses cards for it */
  guint              batch_size;
  TarotCard          selection[TAROT_N_CARDS];  /* chosen for the batch, in the order chosen */
  guint              n_selected;
  char              *selection_problem;
  guint              viewer;        /* the human whose cards show, TAROT_NO_SEAT before any */
  guint              bottom_seat;
  SeatArea           seats[TAROT_MAX_PLAYERS];
  GtkWidget         *score_view;
  GtkWidget         *last_trick_popover;

  GtkStack          *main_stack;
  GtkBox            *top_row;
  GtkBox            *left_column;
  GtkBox            *right_column;
  GtkBox            *talon_box;
  GtkBox            *piles_box;
  TarotTrickView    *trick_view;
  GtkListBox        *auction_list;
  GtkButton         *last_trick_button;
  GtkLabel          *seat_label;
  GtkLabel          *prompt_label;
  GtkBox            *action_box;
  TarotHandView     *hand_view;
  AdwStatusPage     *cover_page;
  GtkButton         *cover_button;
  GtkLabel          *result_title;
  GtkLabel          *result_subtitle;
  GtkLabel          *result_points;
  GtkGrid           *score_grid;
  AdwBin            *score_slot;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_SPEED,
  PROP_SCORE_VIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TarotTablePage, tarot_table_page, ADW_TYPE_BIN)

static void refresh (TarotTablePage *self);

static char *
action_label (TarotTablePage *self,
              TarotAction     action,
              const char     *lang)
{
  return tarot_explain_action_label (tarot_game_get_variant (self->game),
                                     tarot_game_get_rules (self->game),
                                     action, lang);
}

static char *
card_name (TarotTablePage *self,
           TarotCard       card)
{
  g_autofree char *name = tarot_pack_card_name (tarot_card_renderer_get_pack (self->renderer), card);
  char first[7];
  int length = g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (name)), first);

  first[length] = '\0';
  return g_strconcat (first, g_utf8_next_char (name), NULL);
}

static const char *
seat_name (TarotTablePage *self,
           guint           seat)
{
  return tarot_game_get_player_name (self->game, seat);
}

static void
remove_children (GtkWidget *parent)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (parent)) != NULL)
    {
      if (GTK_IS_BOX (parent))
        gtk_box_remove (GTK_BOX (parent), child);
      else if (GTK_IS_GRID (parent))
        gtk_grid_remove (GTK_GRID (parent), child);
      else
        gtk_widget_unparent (child);
    }
}

/* --- the computer players --- */

/* The spinner takes the place of the seat's status, which keeps its
 * room, so that nothing moves when it comes and goes. */
static void
show_thinking (TarotTablePage *self,
               guint           thinking_seat)
{
  for (guint seat = 0; seat < TAROT_MAX_PLAYERS; seat++)
    {
      SeatArea *area = &self->seats[seat];

      if (area->box == NULL)
        continue;
      gtk_stack_set_visible_child_name (GTK_STACK (area->status_stack),
                                        seat == thinking_seat ? "thinking" : "status");
      gtk_spinner_set_spinning (GTK_SPINNER (area->spinner), seat == thinking_seat);
      if (seat == thinking_seat)
        gtk_accessible_update_property (GTK_ACCESSIBLE (area->box),
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Thinking…"),
                                        -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (area->box), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

static gboolean
on_thinking_timeout (gpointer data)
{
  TarotTablePage *self = data;

  self->thinking_source = 0;
  show_thinking (self, self->bot_seat);
  return G_SOURCE_REMOVE;
}

static void
stop_thinking (TarotTablePage *self)
{
  g_clear_handle_id (&self->thinking_source, g_source_remove);
  show_thinking (self, TAROT_NO_SEAT);
}

static void
cancel_bot (TarotTablePage *self)
{
  g_cancellable_cancel (self->bot_cancellable);
  g_clear_object (&self->bot_cancellable);
  g_clear_handle_id (&self->bot_source, g_source_remove);
  stop_thinking (self);
}

static TarotAiLevel
seat_level (TarotTablePage *self,
            guint           seat)
{
  TarotAiLevel level = TAROT_AI_LEVEL_DEFAULT;

  tarot_ai_level_from_string (tarot_game_get_level (self->game, seat), &level);
  return level;
}

static void
apply_action (TarotTablePage *self,
              TarotAction     action)
{
  g_autoptr(GError) error = NULL;

  if (!tarot_game_apply (self->game, action, &error))
    g_warning ("Cannot apply an action: %s", error->message);
}

static gboolean
apply_bot_action (gpointer data)
{
  TarotTablePage *self = data;

  self->bot_source = 0;
  apply_action (self, self->bot_action);
  return G_SOURCE_REMOVE;
}

static void
on_bot_chosen (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(TarotTablePage) self = data;
  g_autoptr(GError) error = NULL;
  TarotAction action;
  gint64 elapsed, pause;

  if (!tarot_bot_runner_choose_finish (TAROT_BOT_RUNNER (source), result, &action, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("A computer player failed: %s", error->message);
      return;
    }
  /* an answer to a question no longer asked (the game moved on, or was undone) */
  if (self->game == NULL || self->bot_cancellable == NULL
      || g_task_get_cancellable (G_TASK (result)) != self->bot_cancellable)
    return;
  self->bot_action = action;

  g_clear_object (&self->bot_cancellable);
  stop_thinking (self);
  /* the pause runs while the player thinks, not after */
  elapsed = g_get_monotonic_time () - self->bot_started;
  pause = (gint64) (self->speed * G_USEC_PER_SEC) - elapsed;
  if (pause <= 0)
    apply_bot_action (self);
  else
    self->bot_source = g_timeout_add ((guint) (pause / 1000), apply_bot_action, self);
}

static void
schedule_bot (TarotTablePage *self)
{
  TarotPlayerView view;
  guint to_move = tarot_game_get_to_move (self->game);
  guint n_actions;

  cancel_bot (self);
  /* nobody acts before every card is dealt */
  if (self->dealing || to_move == TAROT_NO_SEAT || tarot_game_is_human (self->game, to_move))
    return;

  tarot_game_get_actions (self->game, &n_actions);
  tarot_game_get_view (self->game, to_move, &view);
  self->bot_cancellable = g_cancellable_new ();
  self->bot_started = g_get_monotonic_time ();
  self->bot_seat = to_move;
  self->thinking_source = g_timeout_add (THINKING_DELAY_MS, on_thinking_timeout, self);
  tarot_bot_runner_choose_async (self->runner, tarot_game_get_rules (self->game), &view,
                                 seat_level (self, to_move),
                                 tarot_game_get_seed (self->game)
                                 ^ ((guint64) tarot_game_get_hand_number (self->game) << 32)
                                 ^ n_actions,
                                 self->bot_cancellable, on_bot_chosen, g_object_ref (self));
}

/* --- cards in order --- */

static int
suit_position (int suit)
{
  /* black and red suits alternate, so neighbours never look alike */
  static const int order[TAROT_N_SUITS] = { 0, 2, 1, 3 };

  return order[suit];
}

static int
compare_cards (gconstpointer a,
               gconstpointer b,
               gpointer      data)
{
  const TarotRules *rules = data;
  TarotCard x = *(const TarotCard *) a, y = *(const TarotCard *) b;
  int gx = tarot_card_is_suit_card (x) ? 1 + suit_position (tarot_card_suit (x)) : 0;
  int gy = tarot_card_is_suit_card (y) ? 1 + suit_position (tarot_card_suit (y)) : 0;
  int kx, ky;

  if (gx != gy)
    return gx - gy;
  /* the Fool leads the trumps (as the Excuse or the top trump); otherwise strongest first */
  kx = x == TAROT_CARD_FOOL ? 1000 : rules->rank[x];
  ky = y == TAROT_CARD_FOOL ? 1000 : rules->rank[y];
  if (kx != ky)
    return ky - kx;
  return (int) y - (int) x;
}

static guint
sorted_cards (const TarotRules *rules,
              TarotCardSet      set,
              TarotCard        *cards)
{
  guint n = 0;

  TAROT_CARD_SET_FOREACH (set, c)
    cards[n++] = c;
  g_qsort_with_data (cards, (int) n, sizeof (TarotCard), compare_cards, (gpointer) rules);
  return n;
}

static GtkWidget *
small_card (TarotTablePage *self,
            TarotCard       card,
            int             width)
{
  GtkWidget *widget = tarot_card_widget_new (self->renderer, card);

  gtk_widget_set_size_request (widget, width,
                               tarot_card_renderer_get_height_for_width (self->renderer, width));
  gtk_widget_set_focusable (widget, FALSE);
  gtk_widget_set_valign (widget, GTK_ALIGN_START);
  return widget;
}

/* A labelled row of small cards; backs when @cards is NULL. */
static GtkWidget *
card_group (TarotTablePage  *self,
            const char      *title,
            const TarotCard *cards,
            guint            n_cards,
            int              width,
            int              max_width)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new (title);
  g_autoptr(GString) names = g_string_new (title);

  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_add_css_class (row, "card-row");
  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *card = small_card (self, cards != NULL ? cards[i] : TAROT_CARD_NONE, width);

      /* a long row overlaps like a hand, so that it fits its place */
      if (i > 0)
        gtk_widget_set_margin_start (card, MAX (MIN (4, (max_width - width) / (int) (n_cards - 1) - width),
                                                -width * 2 / 3));
      gtk_box_append (GTK_BOX (row), card);
      if (cards != NULL)
        {
          g_autofree char *name = card_name (self, cards[i]);

          g_string_append_printf (names, i == 0 ? ": %s" : ", %s", name);
        }
    }
  gtk_box_append (GTK_BOX (box), row);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, names->str,
                                  -1);
  return box;
}

/* --- the parts of the table --- */

/* The variant's own word for a concept, capitalised like a title;
 * @fallback when its language has none (the glossary's English
 * entries are often explanations, too long for a label). */
static char *
native_term (TarotTablePage *self,
             const char     *concept_id,
             char           *fallback)
{
  g_autofree char *owned = fallback;
  TarotVariant *variant = tarot_game_get_variant (self->game);
  JsonNode *node = json_object_get_member (tarot_variant_get_json (variant), "terms");
  const char *found = NULL;

  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    node = json_object_get_member (json_node_get_object (node), concept_id);
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    found = json_object_get_string_member_with_default (json_node_get_object (node),
                                                        tarot_variant_get_language (variant), NULL);

  if (found == NULL || *found == '\0')
    return g_steal_pointer (&owned);
  return tarot_explain_readable (found);
}

static void
update_talon (TarotTablePage        *self,
              const TarotPlayerView *view)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);
  gboolean before_play = view->phase < TAROT_PHASE_PLAY;
  GtkBox *box = before_play ? self->talon_box : self->piles_box;
  int width = before_play ? TALON_CARD_WIDTH : PILE_CARD_WIDTH;
  int max_width = before_play ? 320 : 200;
  g_autofree char *talon = native_term (self, "chien", native_term (self, "talon", NULL));
  TarotCard cards[TAROT_N_CARDS];
  guint n;

  remove_children (GTK_WIDGET (self->talon_box));
  remove_children (GTK_WIDGET (self->piles_box));
  if (talon == NULL)
    talon = g_strdup (_("Talon"));

  if (view->n_talon_groups > 0)
    {
      /* the parts to choose from, side by side */
      for (guint i = 0; i < view->n_talon_groups; i++)
        {
          TarotAction take = { TAROT_ACTION_TAKE_TALON, view->to_move, TAROT_CARD_NONE, (guint8) i };
          g_autofree char *title = action_label (self, take, tarot_i18n_get_ui_language ());

          n = sorted_cards (rules, view->talon_groups[i], cards);
          gtk_box_append (box, card_group (self, title, cards, n, width, max_width));
        }
    }
  else if (!tarot_card_set_is_empty (view->talon_shown))
    {
      n = sorted_cards (rules, view->talon_shown, cards);
      gtk_box_append (box, card_group (self, talon, cards, n, width, max_width));
    }
  else if (view->phase <= TAROT_PHASE_AUCTION && rules->talon_size > 0)
    {
      /* the talon is dealt with the hands, a card at a time */
      self->talon_dealt = self->dealing ? (guint) floor (self->deal_progress * rules->talon_size)
                                        : rules->talon_size;
      gtk_box_append (box, card_group (self, talon, NULL, self->talon_dealt, width, max_width));
    }

  if (!tarot_card_set_is_empty (view->shown))
    {
      n = sorted_cards (rules, view->shown, cards);
      gtk_box_append (box, card_group (self, _("Shown"), cards, n, width, max_width));
    }
  if (!tarot_card_set_is_empty (view->own_discard) && view->phase != TAROT_PHASE_OVER)
    {
      n = sorted_cards (rules, view->own_discard, cards);
      gtk_box_append (box, card_group (self, _("Your discard"), cards, n, width, max_width));
    }
  gtk_widget_set_visible (GTK_WIDGET (box), gtk_widget_get_first_child (GTK_WIDGET (box)) != NULL);
}

static void
show_trick (TarotTablePage        *self,
            const TarotPlayerView *view)
{
  TarotCard cards[TAROT_MAX_PLAYERS];
  guint8 seats[TAROT_MAX_PLAYERS];
  g_autofree char *names_store[TAROT_MAX_PLAYERS] = { NULL };
  const char *names[TAROT_MAX_PLAYERS + 1] = { NULL };
  g_autoptr(GString) summary = g_string_new (_("Current trick"));
  const TarotRules *rules = tarot_game_get_rules (self->game);
  guint trick = view->n_tricks, n = view->trick_len, winner = TAROT_NO_SEAT;

  /* a finished trick stays on the table until the next card is played */
  if (n == 0 && trick > 0 && view->phase != TAROT_PHASE_OVER)
    {
      trick--;
      n = rules->trick_size;
      winner = view->trick_winner[trick];
    }
  else if (view->phase == TAROT_PHASE_OVER || trick >= TAROT_MAX_TRICKS)
    n = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = NULL;

      cards[i] = view->tricks[trick][i];
      seats[i] = (guint8) tarot_trick_seat (rules, view->dealer, view->trick_leader[trick], i);
      name = card_name (self, cards[i]);
      /* TRANSLATORS: who played which card in the trick, e.g. "Anna: King of Hearts" */
      names_store[i] = g_strdup_printf (C_("trick card", "%s: %s"), seat_name (self, seats[i]), name);
      names[i] = names_store[i];
      g_string_append_printf (summary, i == 0 ? ": %s" : ", %s", names[i]);
    }
  tarot_trick_view_set_trick (self->trick_view, self->renderer, cards, seats, n, winner, names);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->trick_view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, summary->str,
                                  -1);
}

static void
add_panel_row (TarotTablePage *self,
               const char     *who,
               const char     *what,
               const char     *tooltip)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *name = gtk_label_new (who);
  GtkWidget *value = gtk_label_new (what);

  gtk_widget_add_css_class (row, "panel-row");
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_add_css_class (name, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (value), 1);
  gtk_label_set_wrap (GTK_LABEL (value), TRUE);
  gtk_label_set_justify (GTK_LABEL (value), GTK_JUSTIFY_RIGHT);
  gtk_label_set_max_width_chars (GTK_LABEL (value), 14);
  if (tooltip != NULL && g_strcmp0 (tooltip, what) != 0)
    gtk_widget_set_tooltip_text (value, tooltip);
  gtk_box_append (GTK_BOX (row), name);
  gtk_box_append (GTK_BOX (row), value);
  gtk_list_box_append (self->auction_list, row);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (row)), FALSE);
}

static void
add_action_row (TarotTablePage *self,
                TarotAction     action)
{
  g_autofree char *native = action_label (self, action, NULL);
  g_autofree char *local = action_label (self, action, tarot_i18n_get_ui_language ());

  add_panel_row (self, seat_name (self, action.seat), native, local);
}

static void
update_auction (TarotTablePage        *self,
                const TarotPlayerView *view)
{
  const TarotAction *actions;
  guint n_actions;

  /* rows only: the placeholder stays */
  for (GtkListBoxRow *row; (row = gtk_list_box_get_row_at_index (self->auction_list, 0)) != NULL;)
    gtk_list_box_remove (self->auction_list, GTK_WIDGET (row));
  for (guint i = 0; i < view->n_auction; i++)
    add_action_row (self, view->auction[i]);

  if (view->called_card != TAROT_CARD_NONE)
    {
      g_autofree char *name = card_name (self, view->called_card);

      g_autofree char *called = native_term (self, "call_partner", g_strdup (_("Called")));

      add_panel_row (self, called, name, NULL);
    }

  /* announcements, doublings and calls are public decisions */
  actions = tarot_game_get_actions (self->game, &n_actions);
  for (guint i = 0; i < n_actions; i++)
    {
      TarotAction a = actions[i];

      if (a.kind == TAROT_ACTION_ANNOUNCE || a.kind == TAROT_ACTION_KONTRA
          || (a.kind == TAROT_ACTION_CALL && a.card == TAROT_CARD_NONE))
        add_action_row (self, a);
    }
}

/* How many of @n cards have been dealt so far: a packet at a time,
 * in the variant's rhythm. */
static guint
dealt (TarotTablePage *self,
       guint           n)
{
  guint cards, step = 0;

  if (!self->dealing)
    return n;
  cards = (guint) floor (self->deal_progress * n);
  if (self->n_deal_steps == 0)
    return cards;
  for (guint i = 0; i < self->n_deal_steps && self->deal_steps[i] <= cards; i++)
    step = self->deal_steps[i];
  return MIN (step, n);
}

/* The opponent's hidden cards, as a small fan of backs. */
static void
update_backs (TarotTablePage *self,
              SeatArea       *area,
              guint           n)
{
  if (area->n_backs == n)
    return;
  area->n_backs = n;
  remove_children (area->backs);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *back = small_card (self, TAROT_CARD_NONE, SEAT_BACK_WIDTH);

      if (i > 0)
        gtk_widget_set_margin_start (back, MAX (MIN (2, (SEAT_BACKS_WIDTH - SEAT_BACK_WIDTH) / (int) (n - 1)
                                                        - SEAT_BACK_WIDTH),
                                                -SEAT_BACK_WIDTH + 3));
      gtk_box_append (GTK_BOX (area->backs), back);
    }
}

static void
update_seats (TarotTablePage        *self,
              const TarotPlayerView *view)
{
  guint n = view->n_players;
  guint to_move = self->dealing ? TAROT_NO_SEAT : view->to_move;

  for (guint seat = 0; seat < n; seat++)
    {
      SeatArea *area = &self->seats[seat];
      g_autoptr(GString) info = g_string_new (NULL);
      g_autofree char *status = NULL;
      g_autofree char *summary = NULL;
      guint n_cards = dealt (self, view->hand_sizes[seat]);

      if (tarot_game_get_rules (self->game)->trick_size < n && seat == view->dealer)
        g_string_assign (info, _("Sits this hand out"));
      else
        g_string_printf (info, g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n_cards), n_cards);
      if (seat == view->dealer)
        g_string_append_printf (info, " · %s", _("Dealer"));

      if (seat == to_move && tarot_game_is_human (self->game, seat))
        status = g_strdup (_("To play"));
      else if (seat == view->declarer && view->phase > TAROT_PHASE_AUCTION)
        status = g_strdup (_("Declarer"));
      else if (seat == view->partner && view->phase > TAROT_PHASE_AUCTION)
        status = g_strdup (_("Partner"));
      else
        for (guint i = view->n_auction; i-- > 0 && status == NULL;)
          if (view->auction[i].seat == seat)
            status = action_label (self, view->auction[i], NULL);

      if (area->box == NULL)
        {
          if (seat == self->bottom_seat)
            {
              g_autofree char *mine = g_strdup_printf ("%s · %s", seat_name (self, seat), info->str);

              gtk_label_set_label (self->seat_label, mine);
            }
          continue;
        }

      gtk_label_set_label (GTK_LABEL (area->info), info->str);
      gtk_label_set_label (GTK_LABEL (area->status), status != NULL ? status : "");
      update_backs (self, area, n_cards);
      if (seat == to_move)
        gtk_widget_add_css_class (area->box, "to-move");
      else
        gtk_widget_remove_css_class (area->box, "to-move");
      summary = g_strjoin (", ", seat_name (self, seat), info->str, status, NULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (area->box),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, summary,
                                      -1);
    }
}

static GtkWidget *
thinking_box (GtkWidget *spinner)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (_("Thinking…"));

  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "seat-status");
  gtk_box_append (GTK_BOX (box), spinner);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static void
build_seats (TarotTablePage *self)
{
  guint n = tarot_game_get_n_players (self->game);
  GtkWidget *top[TAROT_MAX_PLAYERS];
  guint n_top = 0;

  remove_children (GTK_WIDGET (self->top_row));
  remove_children (GTK_WIDGET (self->left_column));
  remove_children (GTK_WIDGET (self->right_column));
  memset (self->seats, 0, sizeof self->seats);

  for (guint k = 1; k < n; k++)
    {
      guint seat = (self->bottom_seat + k) % n;
      SeatArea *area = &self->seats[seat];
      double dx = sin (2 * G_PI * k / n);

      area->box = g_object_new (GTK_TYPE_BOX,
                                "orientation", GTK_ORIENTATION_VERTICAL,
                                "spacing", 2,
                                "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                NULL);
      area->name = gtk_label_new (seat_name (self, seat));
      area->info = gtk_label_new (NULL);
      area->status = gtk_label_new (NULL);
      area->backs = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      area->status_stack = gtk_stack_new ();
      area->spinner = gtk_spinner_new ();
      gtk_widget_add_css_class (area->box, "opponent");
      gtk_widget_set_size_request (area->box, 150, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (area->box),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, seat_name (self, seat),
                                      -1);
      gtk_widget_add_css_class (area->name, "heading");
      gtk_label_set_ellipsize (GTK_LABEL (area->name), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (area->info, "caption");
      gtk_widget_add_css_class (area->info, "dim-label");
      gtk_widget_add_css_class (area->status, "caption");
      gtk_widget_add_css_class (area->status, "seat-status");
      gtk_label_set_ellipsize (GTK_LABEL (area->status), PANGO_ELLIPSIZE_END);
      gtk_widget_set_halign (area->backs, GTK_ALIGN_CENTER);
      gtk_widget_set_size_request (area->backs, -1,
                                   tarot_card_renderer_get_height_for_width (self->renderer, SEAT_BACK_WIDTH));
      gtk_widget_set_margin_top (area->backs, 4);
      gtk_widget_set_margin_bottom (area->backs, 2);
      area->n_backs = G_MAXUINT;
      gtk_stack_add_named (GTK_STACK (area->status_stack), area->status, "status");
      gtk_stack_add_named (GTK_STACK (area->status_stack), thinking_box (area->spinner), "thinking");
      gtk_box_append (GTK_BOX (area->box), area->name);
      gtk_box_append (GTK_BOX (area->box), area->backs);
      gtk_box_append (GTK_BOX (area->box), area->info);
      gtk_box_append (GTK_BOX (area->box), area->status_stack);

      /* anticlockwise: on the right side the later seats sit higher */
      if (dx > 0.7)
        gtk_box_prepend (self->right_column, area->box);
      else if (dx < -0.7)
        gtk_box_append (self->left_column, area->box);
      else
        top[n_top++] = area->box;
    }
  /* anticlockwise from the right: the top row reads right to left */
  for (guint i = n_top; i-- > 0;)
    gtk_box_append (self->top_row, top[i]);
  gtk_widget_set_visible (GTK_WIDGET (self->top_row), n_top > 0);
  tarot_trick_view_set_seats (self->trick_view, n, self->bottom_seat);
}

static gboolean
is_selected (TarotTablePage *self,
             TarotCard       card)
{
  for (guint i = 0; i < self->n_selected; i++)
    if (self->selection[i] == card)
      return TRUE;
  return FALSE;
}

static void
update_hand (TarotTablePage        *self,
             const TarotPlayerView *view)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);
  TarotCard cards[TAROT_N_CARDS];
  TarotActionKind kind = TAROT_ACTION_NONE;
  gboolean restricted = FALSE;
  guint n = 0;

  if (self->viewer != TAROT_NO_SEAT)
    n = sorted_cards (rules, view->hand, cards);
  tarot_hand_view_set_cards (self->hand_view, self->renderer, cards, n);
  tarot_hand_view_set_n_shown (self->hand_view, self->dealing ? dealt (self, n) : G_MAXUINT);

  if (self->dealing)
    kind = TAROT_ACTION_NONE;
  else if (self->batch_kind != TAROT_ACTION_NONE)
    kind = self->batch_kind;
  else if (view->to_move == self->viewer && view->phase == TAROT_PHASE_PLAY)
    kind = TAROT_ACTION_PLAY;

  for (guint i = 0; i < n; i++)
    {
      TarotCardWidget *widget = tarot_hand_view_get_card_widget (self->hand_view, i);
      TarotAction action = { kind, (guint8) self->viewer, cards[i], 0 };
      const char *reason = NULL;

      if (kind != TAROT_ACTION_NONE)
        reason = tarot_explain_illegal (rules, view, action);
      tarot_card_widget_set_playable (widget, kind != TAROT_ACTION_NONE && reason == NULL,
                                      reason != NULL ? _(reason) : NULL);
      tarot_card_widget_set_selected (widget, is_selected (self, cards[i]));
      restricted |= reason != NULL;
    }
  /* when the rules narrow the choice, the cards that may go stand out;
   * while cards are chosen for a batch, only the chosen ones do */
  if (restricted && self->batch_kind == TAROT_ACTION_NONE)
    gtk_widget_add_css_class (GTK_WIDGET (self->hand_view), "restricted");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->hand_view), "restricted");
  if (self->batch_kind != TAROT_ACTION_NONE)
    gtk_widget_add_css_class (GTK_WIDGET (self->hand_view), "choosing");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->hand_view), "choosing");
}

/* --- laying away and showing: several cards chosen, then confirmed --- */

static gboolean
is_batch_kind (TarotActionKind kind)
{
  return kind == TAROT_ACTION_DISCARD || kind == TAROT_ACTION_SHOW;
}

/* How many decisions of @kind the seat to move takes in a row, counted
 * on a copy of the deal (the number is the same whichever cards go). */
static guint
count_batch (TarotTablePage  *self,
             TarotActionKind  kind)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);
  TarotDeal deal = *tarot_game_get_deal (self->game);
  guint seat = deal.to_move, n = 0;
  TarotActionList legal;

  for (;;)
    {
      tarot_deal_legal_actions (rules, &deal, &legal);
      if (deal.to_move != seat || legal.n == 0 || legal.actions[0].kind != kind)
        return n;
      tarot_deal_apply (rules, &deal, legal.actions[0]);
      n++;
    }
}

/* Applies @cards to @deal in an order the rules allow, each checked
 * with tarot_deal_is_legal(), and writes that order to @order; on
 * FALSE, @stuck is a card that could not go at that point of @deal. */
static gboolean
apply_cards (const TarotRules *rules,
             TarotDeal        *deal,
             TarotActionKind   kind,
             guint             seat,
             const TarotCard  *cards,
             guint             n_cards,
             TarotAction      *order,
             TarotCard        *stuck)
{
  gboolean done[TAROT_N_CARDS] = { FALSE };

  for (guint k = 0; k < n_cards; k++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < n_cards && !found; i++)
        {
          TarotAction action = { kind, (guint8) seat, cards[i], 0 };

          if (done[i] || !tarot_deal_is_legal (rules, deal, action))
            continue;
          tarot_deal_apply (rules, deal, action);
          done[i] = found = TRUE;
          if (order != NULL)
            order[k] = action;
        }
      if (!found)
        {
          for (guint i = 0; i < n_cards; i++)
            if (!done[i])
              *stuck = cards[i];
          return FALSE;
        }
    }
  return TRUE;
}

/* Whether @left more decisions of @kind can follow on @deal. */
static gboolean
can_complete (const TarotRules *rules,
              TarotDeal        *deal,
              TarotActionKind   kind,
              guint             seat,
              guint             left)
{
  TarotActionList legal;

  for (; left > 0; left--)
    {
      tarot_deal_legal_actions (rules, deal, &legal);
      if (deal->to_move != seat || legal.n == 0 || legal.actions[0].kind != kind)
        return FALSE;
      tarot_deal_apply (rules, deal, legal.actions[0]);
    }
  return TRUE;
}

static void
set_selection_problem (TarotTablePage *self,
                       const char     *problem)
{
  g_free (self->selection_problem);
  self->selection_problem = g_strdup (problem);
}

/* Why @card cannot join the chosen ones (translated), NULL if it can. */
static char *
refuse_card (TarotTablePage        *self,
             const TarotPlayerView *view,
             TarotCard              card)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);
  TarotAction action = { self->batch_kind, (guint8) self->viewer, card, 0 };
  TarotDeal deal = *tarot_game_get_deal (self->game);
  TarotCard cards[TAROT_N_CARDS];
  TarotCard stuck = card;
  const char *reason = tarot_explain_illegal (rules, view, action);

  if (reason != NULL)
    return g_strdup (_(reason));
  if (self->n_selected >= self->batch_size)
    return g_strdup (self->batch_kind == TAROT_ACTION_SHOW
                     ? _("Enough cards are chosen to show: take one back first")
                     : _("Enough cards are chosen to lay away: take one back first"));

  memcpy (cards, self->selection, self->n_selected * sizeof (TarotCard));
  cards[self->n_selected] = card;
  if (!apply_cards (rules, &deal, self->batch_kind, self->viewer, cards, self->n_selected + 1, NULL, &stuck))
    {
      TarotPlayerView then;
      TarotAction other = { self->batch_kind, (guint8) self->viewer, stuck, 0 };

      tarot_deal_make_view (rules, &deal, self->viewer, &then);
      reason = tarot_explain_illegal (rules, &then, other);
      return g_strdup (reason != NULL ? _(reason) : _("The rules do not allow these cards together"));
    }
  if (!can_complete (rules, &deal, self->batch_kind, self->viewer,
                     self->batch_size - self->n_selected - 1))
    return g_strdup (self->batch_kind == TAROT_ACTION_SHOW
                     ? _("With this card, the others could not all be shown")
                     : _("With this card, the others could not all be laid away"));
  return NULL;
}

static void
toggle_card (TarotTablePage        *self,
             const TarotPlayerView *view,
             TarotCard              card)
{
  g_autofree char *problem = NULL;

  for (guint i = 0; i < self->n_selected; i++)
    if (self->selection[i] == card)
      {
        memmove (&self->selection[i], &self->selection[i + 1],
                 (self->n_selected - i - 1) * sizeof (TarotCard));
        self->n_selected--;
        set_selection_problem (self, NULL);
        refresh (self);
        return;
      }

  problem = refuse_card (self, view, card);
  if (problem != NULL)
    gtk_widget_error_bell (GTK_WIDGET (self));
  else
    self->selection[self->n_selected++] = card;
  set_selection_problem (self, problem);
  refresh (self);
}

static void
on_confirm_clicked (GtkButton      *button G_GNUC_UNUSED,
                    TarotTablePage *self)
{
  TarotDeal deal = *tarot_game_get_deal (self->game);
  TarotAction order[TAROT_N_CARDS];
  TarotCard cards[TAROT_N_CARDS];
  TarotCard stuck;
  guint n = self->n_selected;
  g_autoptr(GError) error = NULL;

  memcpy (cards, self->selection, n * sizeof (TarotCard));
  if (n != self->batch_size
      || !apply_cards (tarot_game_get_rules (self->game), &deal, self->batch_kind, self->viewer,
                       cards, n, order, &stuck))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  /* the table is brought up to date once, after the last of them */
  self->applying = TRUE;
  for (guint i = 0; i < n; i++)
    if (!tarot_game_apply (self->game, order[i], &error))
      {
        g_warning ("Cannot apply an action: %s", error->message);
        break;
      }
  self->applying = FALSE;
  self->n_selected = 0;
  set_selection_problem (self, NULL);
  refresh (self);
}

/* The prompt bar while cards are chosen: how many, or why the last one
 * was refused, and the button that confirms them. */
static void
add_batch_controls (TarotTablePage *self)
{
  gboolean show = self->batch_kind == TAROT_ACTION_SHOW;
  GtkWidget *label, *button;
  g_autofree char *count = NULL;

  /* TRANSLATORS: cards chosen to lay away or show, e.g. "2 of 6 chosen" */
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u chosen", "%u of %u chosen", self->batch_size),
                           self->n_selected, self->batch_size);
  label = gtk_label_new (self->selection_problem != NULL ? self->selection_problem : count);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 52);
  gtk_widget_set_tooltip_text (label, self->selection_problem);
  gtk_widget_add_css_class (label, self->selection_problem != NULL ? "warning" : "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (self->action_box, label);

  button = gtk_button_new_with_mnemonic (show ? _("_Show") : _("L_ay Away"));
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_sensitive (button, self->n_selected == self->batch_size);
  g_signal_connect (button, "clicked", G_CALLBACK (on_confirm_clicked), self);
  gtk_box_append (self->action_box, button);
}

static void
on_action_button_clicked (GtkButton      *button,
                          TarotTablePage *self)
{
  guint32 word = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tarot-action"));
  TarotAction action;

  memcpy (&action, &word, sizeof action);
  apply_action (self, action);
}

static GtkWidget *
action_button (TarotTablePage *self,
               TarotAction     action)
{
  g_autofree char *native = action_label (self, action, NULL);
  g_autofree char *local = action_label (self, action, tarot_i18n_get_ui_language ());
  g_autofree char *mnemonic = g_strconcat ("_", native, NULL);
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);
  guint32 word;

  memcpy (&word, &action, sizeof word);
  g_object_set_data (G_OBJECT (button), "tarot-action", GUINT_TO_POINTER (word));
  if (g_strcmp0 (native, local) != 0)
    gtk_widget_set_tooltip_text (button, local);
  g_signal_connect (button, "clicked", G_CALLBACK (on_action_button_clicked), self);
  return button;
}

static char *
prompt_for (TarotTablePage        *self,
            const TarotPlayerView *view)
{
  if (self->dealing)
    return g_strdup (_("Dealing…"));
  if (view->to_move == TAROT_NO_SEAT)
    return g_strdup ("");
  if (view->to_move != self->viewer)
    return g_strdup_printf (_("Waiting for %s"), seat_name (self, view->to_move));
  if (self->batch_kind == TAROT_ACTION_SHOW)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Show %u trump", "Show %u trumps", self->batch_size),
                            self->batch_size);
  if (self->batch_kind == TAROT_ACTION_DISCARD)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Lay away %u card", "Lay away %u cards", self->batch_size),
                            self->batch_size);

  switch (view->phase)
    {
    case TAROT_PHASE_DEALING:
      for (guint i = 0; i < view->legal.n; i++)
        if (view->legal.actions[i].kind == TAROT_ACTION_ABANDON)
          return g_strdup (_("Throw in or go on?"));
      return g_strdup (_("Your call"));
    case TAROT_PHASE_AUCTION:
      return g_strdup (_("Your bid"));
    case TAROT_PHASE_TALON:
      return g_strdup (_("Choose from the talon"));
    case TAROT_PHASE_CALL:
      return g_strdup (_("Call a partner"));
    case TAROT_PHASE_ANNOUNCE:
      return g_strdup (_("Any announcements?"));
    case TAROT_PHASE_KONTRA:
      return g_strdup (_("Double?"));
    case TAROT_PHASE_PLAY:
      return g_strdup (view->trick_len == 0 ? _("Your lead") : _("Your turn"));
    case TAROT_PHASE_OVER:
    default:
      return g_strdup ("");
    }
}

static void
update_prompt (TarotTablePage        *self,
               const TarotPlayerView *view)
{
  g_autofree char *prompt = prompt_for (self, view);
  GtkWidget *more_box = NULL;
  guint n_buttons = 0;

  gtk_label_set_label (self->prompt_label, prompt);
  remove_children (GTK_WIDGET (self->action_box));
  if (self->dealing || view->to_move != self->viewer || self->viewer == TAROT_NO_SEAT)
    return;
  if (self->batch_kind != TAROT_ACTION_NONE)
    {
      add_batch_controls (self);
      return;
    }

  for (guint i = 0; i < view->legal.n; i++)
    {
      TarotAction action = view->legal.actions[i];
      GtkWidget *button;

      if (action.kind == TAROT_ACTION_PLAY || is_batch_kind (action.kind))
        continue;
      button = action_button (self, action);
      if (n_buttons++ < MAX_INLINE_BUTTONS)
        {
          gtk_box_append (self->action_box, button);
          continue;
        }
      if (more_box == NULL)
        {
          GtkWidget *menu = gtk_menu_button_new ();
          GtkWidget *popover = gtk_popover_new ();

          more_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
          gtk_popover_set_child (GTK_POPOVER (popover), more_box);
          gtk_menu_button_set_popover (GTK_MENU_BUTTON (menu), popover);
          gtk_menu_button_set_label (GTK_MENU_BUTTON (menu), _("_More"));
          gtk_menu_button_set_use_underline (GTK_MENU_BUTTON (menu), TRUE);
          gtk_box_append (self->action_box, menu);
        }
      gtk_widget_add_css_class (button, "flat");
      gtk_box_append (GTK_BOX (more_box), button);
    }
}

static gboolean
has_human_action (TarotTablePage *self)
{
  const TarotAction *actions;
  guint n;

  actions = tarot_game_get_actions (self->game, &n);
  for (guint i = 0; i < n; i++)
    if (tarot_game_is_human (self->game, actions[i].seat))
      return TRUE;
  return FALSE;
}

static void
update_actions (TarotTablePage        *self,
                const TarotPlayerView *view)
{
  gboolean over = self->game != NULL && tarot_game_is_hand_over (self->game);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo",
                                 self->game != NULL && has_human_action (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.next-hand", over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.last-trick",
                                 view != NULL && view->n_tricks > 0);
}

/* --- the end of a hand --- */

static char *
format_points (guint32 points,
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
grid_label (TarotTablePage *self,
            const char     *text,
            int             column,
            int             row,
            const char     *css_class,
            float           xalign)
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
  gtk_grid_attach (self->score_grid, label, column, row, 1, 1);
}

static char *
signed_amount (gint32 amount)
{
  /* a real minus sign lines up with the plus */
  return amount < 0 ? g_strdup_printf ("−%d", -amount) : g_strdup_printf ("+%d", amount);
}

static void
show_score (TarotTablePage *self)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);
  guint n = tarot_game_get_n_players (self->game);
  TarotOutcome outcome;
  TarotScore score;
  guint row = 1;

  remove_children (GTK_WIDGET (self->score_grid));
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_subtitle), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->result_subtitle), "error");
  gtk_label_set_label (self->result_points, "");
  if (!tarot_game_get_outcome (self->game, &outcome) || !tarot_game_get_hand_score (self->game, &score))
    return;

  if (outcome.end == TAROT_END_PASSED_OUT)
    {
      gtk_label_set_label (self->result_title, _("Everybody Passed"));
      gtk_label_set_label (self->result_subtitle, _("The hand is not scored."));
    }
  else if (outcome.end == TAROT_END_ANNULLED)
    {
      gtk_label_set_label (self->result_title, _("The Hand Was Thrown In"));
      gtk_label_set_label (self->result_subtitle, _("The hand is not scored."));
    }
  else
    {
      g_autofree char *ours = format_points (outcome.points[0], outcome.points_unit);
      g_autofree char *theirs = format_points (outcome.points[1], outcome.points_unit);
      g_autofree char *points = NULL;
      g_autoptr(GString) ours_names = g_string_new (NULL);
      g_autoptr(GString) their_names = g_string_new (NULL);

      for (guint seat = 0; seat < n; seat++)
        {
          GString *names = outcome.side[seat] ? their_names : ours_names;

          g_string_append_printf (names, names->len > 0 ? " & %s" : "%s", seat_name (self, seat));
        }
      if (outcome.declarer != TAROT_NO_SEAT && outcome.contract < rules->n_contracts)
        {
          TarotAction bid = { TAROT_ACTION_BID, outcome.declarer, TAROT_CARD_NONE, outcome.contract };
          g_autofree char *contract = action_label (self, bid, NULL);
          /* TRANSLATORS: the declarer and the contract, e.g. "Anna — Garde" */
          g_autofree char *title = g_strdup_printf (_("%s — %s"), seat_name (self, outcome.declarer), contract);
          gboolean made = score.totals[outcome.declarer] > 0;

          gtk_label_set_label (self->result_title, title);
          gtk_label_set_label (self->result_subtitle, made ? _("Made") : _("Failed"));
          gtk_widget_add_css_class (GTK_WIDGET (self->result_subtitle), made ? "success" : "error");
        }
      else
        {
          gtk_label_set_label (self->result_title, _("Hand Over"));
          gtk_label_set_label (self->result_subtitle, "");
        }
      /* TRANSLATORS: card points of each side, e.g. "Card points: Anna 47½ · Bruno & Chiara 43½" */
      points = g_strdup_printf (_("Card points: %s %s · %s %s"),
                                ours_names->str, ours, their_names->str, theirs);
      gtk_label_set_label (self->result_points, points);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->result_subtitle),
                          *gtk_label_get_label (self->result_subtitle) != '\0');

  for (guint seat = 0; seat < n; seat++)
    grid_label (self, seat_name (self, seat), (int) seat + 1, 0, "heading", 1);
  for (guint i = 0; i < score.n_lines; i++, row++)
    {
      grid_label (self, score.lines[i].label, 0, (int) row, NULL, 0);
      for (guint seat = 0; seat < n; seat++)
        {
          g_autofree char *amount = signed_amount (score.lines[i].amounts[seat]);

          grid_label (self, amount, (int) seat + 1, (int) row, "numeric", 1);
        }
    }
  if (score.n_lines > 0)
    {
      grid_label (self, _("Total"), 0, (int) row, "heading", 0);
      for (guint seat = 0; seat < n; seat++)
        {
          g_autofree char *amount = signed_amount (score.totals[seat]);

          grid_label (self, amount, (int) seat + 1, (int) row, "heading", 1);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->score_grid), score.n_lines > 0);
  gtk_stack_set_visible_child_name (self->main_stack, "score");
}

/* --- keeping it all up to date --- */

static guint
count_humans (TarotTablePage *self)
{
  guint mask = tarot_game_get_human_mask (self->game);
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;
  return n;
}

static void
refresh (TarotTablePage *self)
{
  TarotPlayerView view;
  guint to_move;

  if (self->game == NULL)
    return;

  to_move = tarot_game_get_to_move (self->game);
  if (to_move != TAROT_NO_SEAT && tarot_game_is_human (self->game, to_move) && to_move != self->viewer)
    {
      g_autofree char *title = g_strdup_printf (_("Pass the Screen to %s"), seat_name (self, to_move));

      if (count_humans (self) > 1)
        {
          cancel_bot (self);
          adw_status_page_set_title (self->cover_page, title);
          adw_status_page_set_description (self->cover_page,
                                           _("The cards stay hidden until “Show My Cards” is pressed."));
          gtk_stack_set_visible_child_name (self->main_stack, "cover");
          update_actions (self, NULL);
          gtk_widget_grab_focus (GTK_WIDGET (self->cover_button));
          return;
        }
      self->viewer = to_move;
    }

  tarot_game_get_view (self->game, self->viewer != TAROT_NO_SEAT ? self->viewer : self->bottom_seat, &view);
  if (self->viewer == TAROT_NO_SEAT)
    view.hand = TAROT_CARD_SET_EMPTY;

  self->batch_kind = TAROT_ACTION_NONE;
  if (!self->dealing && view.to_move == self->viewer && self->viewer != TAROT_NO_SEAT
      && view.legal.n > 0 && is_batch_kind (view.legal.actions[0].kind))
    {
      self->batch_kind = view.legal.actions[0].kind;
      self->batch_size = count_batch (self, self->batch_kind);
    }
  else
    {
      self->n_selected = 0;
      set_selection_problem (self, NULL);
    }

  update_seats (self, &view);
  update_talon (self, &view);
  show_trick (self, &view);
  update_auction (self, &view);
  update_hand (self, &view);
  update_prompt (self, &view);
  update_actions (self, &view);

  if (tarot_game_is_hand_over (self->game))
    show_score (self);
  else
    gtk_stack_set_visible_child_name (self->main_stack, "table");

  if (to_move == self->viewer && to_move != TAROT_NO_SEAT && !self->dealing
      && (view.phase == TAROT_PHASE_PLAY || self->batch_kind != TAROT_ACTION_NONE)
      && gtk_widget_get_focus_child (GTK_WIDGET (self->hand_view)) == NULL
      && gtk_widget_get_mapped (GTK_WIDGET (self->hand_view)))
    gtk_widget_grab_focus (GTK_WIDGET (self->hand_view));

  schedule_bot (self);
}

/* --- dealing --- */

static void
deal_cb (double   value,
         gpointer data)
{
  TarotTablePage *self = data;
  TarotPlayerView view;

  if (!self->dealing || self->game == NULL)
    return;
  self->deal_progress = value;
  tarot_game_get_view (self->game, self->viewer != TAROT_NO_SEAT ? self->viewer : self->bottom_seat, &view);
  update_seats (self, &view);
  if (view.phase <= TAROT_PHASE_AUCTION && tarot_card_set_is_empty (view.talon_shown)
      && self->talon_dealt != (guint) floor (value * tarot_game_get_rules (self->game)->talon_size))
    update_talon (self, &view);
  tarot_hand_view_set_n_shown (self->hand_view,
                               dealt (self, tarot_hand_view_get_n_cards (self->hand_view)));
}

static void
on_deal_done (AdwAnimation   *animation G_GNUC_UNUSED,
              TarotTablePage *self)
{
  if (!self->dealing)
    return;
  self->dealing = FALSE;
  self->deal_on_map = FALSE;
  refresh (self);
}

/* The dealing rhythm of the variant file: "packet" (cards at a time)
 * or "rounds" (cards in each round) in its "deal" for this table. */
static void
read_deal_steps (TarotTablePage *self,
                 guint           hand_size)
{
  JsonObject *players = tarot_variant_get_players_json (tarot_game_get_variant (self->game),
                                                        tarot_game_get_n_players (self->game));
  JsonNode *deal = players != NULL ? json_object_get_member (players, "deal") : NULL;
  JsonObject *object = deal != NULL && JSON_NODE_HOLDS_OBJECT (deal) ? json_node_get_object (deal) : NULL;
  JsonNode *rounds = object != NULL ? json_object_get_member (object, "rounds") : NULL;
  guint packet = object != NULL ? (guint) json_object_get_int_member_with_default (object, "packet", 0) : 0;
  guint total = 0;

  self->n_deal_steps = 0;
  if (rounds != NULL && JSON_NODE_HOLDS_ARRAY (rounds))
    {
      JsonArray *array = json_node_get_array (rounds);

      for (guint i = 0; i < json_array_get_length (array) && self->n_deal_steps < G_N_ELEMENTS (self->deal_steps); i++)
        {
          total += (guint) MAX (json_array_get_int_element (array, i), 0);
          self->deal_steps[self->n_deal_steps++] = total;
        }
    }
  else if (packet > 1)
    for (total = packet; total < hand_size + packet && self->n_deal_steps < G_N_ELEMENTS (self->deal_steps);
         total += packet)
      self->deal_steps[self->n_deal_steps++] = MIN (total, hand_size);
}

/* Deals the new hand card by card or packet by packet (at once without
 * animations) and brings the table up to date. */
static void
start_hand (TarotTablePage *self)
{
  TarotPlayerView view;
  guint n_actions;

  tarot_game_get_actions (self->game, &n_actions);
  if (n_actions > 0)
    {
      refresh (self);
      return;
    }
  tarot_game_get_view (self->game, self->bottom_seat, &view);
  read_deal_steps (self, tarot_card_set_count (view.hand));
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->deal_animation),
                                    (guint) (self->speed * DEAL_SHARE_PER_CARD
                                             * tarot_card_set_count (view.hand) * 1000));
  self->dealing = TRUE;
  self->deal_progress = 0;
  refresh (self);
  /* a game started from a dialog, or resumed, is dealt once the table shows */
  self->deal_on_map = !gtk_widget_get_mapped (GTK_WIDGET (self));
  /* done comes at once when the animation is skipped, and refreshes */
  if (!self->deal_on_map)
    adw_animation_play (self->deal_animation);
}

static void
tarot_table_page_map (GtkWidget *widget)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (widget);

  GTK_WIDGET_CLASS (tarot_table_page_parent_class)->map (widget);
  if (self->deal_on_map)
    {
      self->deal_on_map = FALSE;
      adw_animation_play (self->deal_animation);
    }
}

static void
skip_dealing (TarotTablePage *self)
{
  adw_animation_skip (self->deal_animation);
}

static void
on_page_pressed (GtkGestureClick *gesture,
                 int              n_press G_GNUC_UNUSED,
                 double           x G_GNUC_UNUSED,
                 double           y G_GNUC_UNUSED,
                 TarotTablePage  *self)
{
  if (!self->dealing)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  skip_dealing (self);
}

static gboolean
on_page_key_pressed (GtkEventControllerKey *controller G_GNUC_UNUSED,
                     guint                  keyval,
                     guint                  keycode G_GNUC_UNUSED,
                     GdkModifierType        state G_GNUC_UNUSED,
                     TarotTablePage        *self)
{
  if (!self->dealing
      || (keyval != GDK_KEY_Escape && keyval != GDK_KEY_space && keyval != GDK_KEY_Return
          && keyval != GDK_KEY_KP_Enter))
    return GDK_EVENT_PROPAGATE;
  skip_dealing (self);
  return GDK_EVENT_STOP;
}

/* A decision taken, undone or a new hand: the cards chosen so far no longer apply. */
static void
on_game_changed (TarotTablePage *self)
{
  self->n_selected = 0;
  set_selection_problem (self, NULL);
  if (!self->applying)
    refresh (self);
}

static void
on_hand_started (TarotTablePage *self)
{
  self->n_selected = 0;
  set_selection_problem (self, NULL);
  start_hand (self);
}

static void
on_cover_clicked (GtkButton      *button G_GNUC_UNUSED,
                  TarotTablePage *self)
{
  self->viewer = tarot_game_get_to_move (self->game);
  if (self->viewer != self->bottom_seat && self->viewer != TAROT_NO_SEAT)
    {
      self->bottom_seat = self->viewer;
      build_seats (self);
    }
  refresh (self);
}

static void
on_card_activated (TarotHandView  *hand_view G_GNUC_UNUSED,
                   guint           card,
                   TarotTablePage *self)
{
  TarotPlayerView view;
  TarotAction action = { TAROT_ACTION_NONE, (guint8) self->viewer, (guint8) card, 0 };

  if (self->game == NULL || self->viewer == TAROT_NO_SEAT)
    return;
  tarot_game_get_view (self->game, self->viewer, &view);
  if (self->dealing)
    return;
  if (self->batch_kind != TAROT_ACTION_NONE)
    {
      toggle_card (self, &view, card);
      return;
    }
  if (view.phase == TAROT_PHASE_PLAY)
    action.kind = TAROT_ACTION_PLAY;
  else
    return;
  if (tarot_explain_illegal (tarot_game_get_rules (self->game), &view, action) != NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  apply_action (self, action);
}

/* --- actions --- */

static void
undo_action (GtkWidget  *widget,
             const char *action_name G_GNUC_UNUSED,
             GVariant   *parameter G_GNUC_UNUSED)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (widget);
  const TarotAction *actions;
  TarotAction undone = { TAROT_ACTION_NONE, TAROT_NO_SEAT, TAROT_CARD_NONE, 0 };
  guint n;

  if (self->game == NULL)
    return;
  cancel_bot (self);
  actions = tarot_game_get_actions (self->game, &n);
  while (n-- > 0 && undone.kind == TAROT_ACTION_NONE)
    if (tarot_game_is_human (self->game, actions[n].seat))
      undone = actions[n];
  if (!tarot_game_undo_to_human (self->game))
    return;
  /* cards laid away or shown together are taken back together */
  for (;;)
    {
      actions = tarot_game_get_actions (self->game, &n);
      if (!is_batch_kind (undone.kind) || n == 0 || actions[n - 1].kind != undone.kind
          || actions[n - 1].seat != undone.seat || !tarot_game_undo_to_human (self->game))
        break;
    }
  refresh (self);
}

static void
next_hand_action (GtkWidget  *widget,
                  const char *action_name G_GNUC_UNUSED,
                  GVariant   *parameter G_GNUC_UNUSED)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  if (!tarot_game_next_hand (self->game, &error))
    g_warning ("Cannot deal the next hand: %s", error->message);
  refresh (self);
}

static void
last_trick_action (GtkWidget  *widget,
                   const char *action_name G_GNUC_UNUSED,
                   GVariant   *parameter G_GNUC_UNUSED)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (widget);
  TarotPlayerView view;
  GtkWidget *box;
  guint trick;

  if (self->game == NULL)
    return;
  tarot_game_get_view (self->game, self->viewer != TAROT_NO_SEAT ? self->viewer : self->bottom_seat, &view);
  if (view.n_tricks == 0)
    return;
  trick = view.n_tricks - 1u;

  if (self->last_trick_popover == NULL)
    {
      self->last_trick_popover = gtk_popover_new ();
      gtk_widget_set_parent (self->last_trick_popover, GTK_WIDGET (self->last_trick_button));
    }
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  for (guint i = 0; i < tarot_game_get_rules (self->game)->trick_size; i++)
    {
      guint seat = tarot_trick_seat (tarot_game_get_rules (self->game), view.dealer,
                                     view.trick_leader[trick], i);
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *name = gtk_label_new (seat_name (self, seat));
      g_autofree char *card = card_name (self, view.tricks[trick][i]);

      gtk_widget_add_css_class (name, seat == view.trick_winner[trick] ? "heading" : "dim-label");
      gtk_box_append (GTK_BOX (column), small_card (self, view.tricks[trick][i], 72));
      gtk_box_append (GTK_BOX (column), name);
      gtk_widget_set_tooltip_text (column, card);
      gtk_box_append (GTK_BOX (box), column);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Last trick"),
                                  -1);
  gtk_popover_set_child (GTK_POPOVER (self->last_trick_popover), box);
  gtk_popover_popup (GTK_POPOVER (self->last_trick_popover));
}

/* --- GObject --- */

static void
disconnect_game (TarotTablePage *self)
{
  if (self->game == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (self->game_handlers); i++)
    g_clear_signal_handler (&self->game_handlers[i], self->game);
  g_clear_object (&self->game);
}

static void
tarot_table_page_dispose (GObject *object)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (object);

  cancel_bot (self);
  /* no refresh from the animation once the page is going */
  self->dealing = FALSE;
  if (self->deal_animation != NULL)
    adw_animation_skip (self->deal_animation);
  g_clear_object (&self->deal_animation);
  g_clear_pointer (&self->selection_problem, g_free);
  /* the seats' widgets go with the template */
  memset (self->seats, 0, sizeof self->seats);
  disconnect_game (self);
  g_clear_pointer (&self->last_trick_popover, gtk_widget_unparent);
  /* the bin's child is a bound template child: let go of it once, here */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_TABLE_PAGE);
  g_clear_object (&self->score_view);
  g_clear_object (&self->renderer);
  g_clear_object (&self->runner);

  G_OBJECT_CLASS (tarot_table_page_parent_class)->dispose (object);
}

static void
tarot_table_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SPEED:
      g_value_set_double (value, self->speed);
      break;
    case PROP_SCORE_VIEW:
      g_value_set_object (value, self->score_view);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_table_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tarot_table_page_set_game (self, g_value_get_object (value));
      break;
    case PROP_SPEED:
      tarot_table_page_set_speed (self, g_value_get_double (value));
      break;
    case PROP_SCORE_VIEW:
      tarot_table_page_set_score_view (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_table_page_class_init (TarotTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_table_page_dispose;
  object_class->get_property = tarot_table_page_get_property;
  object_class->set_property = tarot_table_page_set_property;
  widget_class->map = tarot_table_page_map;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         TAROT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPEED] =
    g_param_spec_double ("speed", NULL, NULL,
                         0, 10, DEFAULT_SPEED,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCORE_VIEW] =
    g_param_spec_object ("score-view", NULL, NULL,
                         GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TAROT_TYPE_TRICK_VIEW);
  g_type_ensure (TAROT_TYPE_HAND_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, main_stack);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, top_row);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, left_column);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, right_column);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, talon_box);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, piles_box);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, trick_view);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, auction_list);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, last_trick_button);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, seat_label);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, action_box);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, hand_view);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, cover_page);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, cover_button);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, result_title);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, result_subtitle);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, result_points);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, score_grid);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, score_slot);

  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "table.next-hand", NULL, next_hand_action);
  gtk_widget_class_install_action (widget_class, "table.last-trick", NULL, last_trick_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "table.undo", NULL);
}

static void
tarot_table_page_init (TarotTablePage *self)
{
  GtkWidget *placeholder;
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->speed = DEFAULT_SPEED;
  self->viewer = TAROT_NO_SEAT;
  self->renderer = tarot_card_renderer_new ();
  self->runner = tarot_bot_runner_new ();
  tarot_trick_view_set_duration (self->trick_view, self->speed);
  self->deal_animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 1000,
                                                  adw_callback_animation_target_new (deal_cb, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->deal_animation), ADW_LINEAR);
  g_signal_connect (self->deal_animation, "done", G_CALLBACK (on_deal_done), self);
  /* a click or a key ends the dealing at once: the person is ready */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_page_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_page_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (self->hand_view, "card-activated", G_CALLBACK (on_card_activated), self);
  g_signal_connect (self->cover_button, "clicked", G_CALLBACK (on_cover_clicked), self);
  placeholder = gtk_label_new (_("No bids yet"));
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 8);
  gtk_widget_set_margin_bottom (placeholder, 8);
  gtk_list_box_set_placeholder (self->auction_list, placeholder);
  update_actions (self, NULL);
}

GtkWidget *
tarot_table_page_new (void)
{
  return g_object_new (TAROT_TYPE_TABLE_PAGE, NULL);
}

void
tarot_table_page_set_game (TarotTablePage *self,
                           TarotGame      *game)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TAROT_IS_TABLE_PAGE (self));
  g_return_if_fail (game == NULL || TAROT_IS_GAME (game));

  if (self->game == game)
    return;
  cancel_bot (self);
  self->dealing = FALSE;
  self->deal_on_map = FALSE;
  if (self->deal_animation != NULL)
    adw_animation_skip (self->deal_animation);
  disconnect_game (self);
  if (game == NULL)
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
      return;
    }

  self->game = g_object_ref (game);
  if (!tarot_card_renderer_set_pack (self->renderer, tarot_variant_get_pack_id (tarot_game_get_variant (game)),
                                     &error))
    g_warning ("Cannot draw the cards: %s", error->message);

  /* the only person at the table sits at the bottom; several share the screen in turn */
  self->viewer = TAROT_NO_SEAT;
  self->bottom_seat = 0;
  for (guint seat = tarot_game_get_n_players (game); seat-- > 0;)
    if (tarot_game_is_human (game, seat))
      self->bottom_seat = seat;
  if (count_humans (self) == 1)
    self->viewer = self->bottom_seat;

  self->game_handlers[0] = g_signal_connect_swapped (game, "action-applied", G_CALLBACK (on_game_changed), self);
  self->game_handlers[1] = g_signal_connect_swapped (game, "hand-finished", G_CALLBACK (on_game_changed), self);
  self->game_handlers[2] = g_signal_connect_swapped (game, "hand-started", G_CALLBACK (on_hand_started), self);
  self->game_handlers[3] = g_signal_connect_swapped (game, "undone", G_CALLBACK (on_game_changed), self);

  build_seats (self);
  on_hand_started (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TarotGame *
tarot_table_page_get_game (TarotTablePage *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), NULL);

  return self->game;
}

void
tarot_table_page_set_speed (TarotTablePage *self,
                            double          seconds_per_card)
{
  g_return_if_fail (TAROT_IS_TABLE_PAGE (self));

  seconds_per_card = CLAMP (seconds_per_card, 0, 10);
  if (self->speed == seconds_per_card)
    return;
  self->speed = seconds_per_card;
  tarot_trick_view_set_duration (self->trick_view, seconds_per_card);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

double
tarot_table_page_get_speed (TarotTablePage *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), DEFAULT_SPEED);

  return self->speed;
}

void
tarot_table_page_set_score_view (TarotTablePage *self,
                                 GtkWidget      *score_view)
{
  g_return_if_fail (TAROT_IS_TABLE_PAGE (self));
  g_return_if_fail (score_view == NULL || GTK_IS_WIDGET (score_view));

  if (self->score_view == score_view)
    return;
  g_clear_object (&self->score_view);
  if (score_view != NULL)
    self->score_view = g_object_ref_sink (score_view);
  adw_bin_set_child (self->score_slot, score_view);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE_VIEW]);
}

GtkWidget *
tarot_table_page_get_score_view (TarotTablePage *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), NULL);

  return self->score_view;
}

/* The look of the faces follows the preferences; cards already on the table are redrawn. */
void
tarot_table_page_set_card_style (TarotTablePage *self,
                                 TarotIndexMode  index_mode,
                                 gboolean        four_colour,
                                 const char     *language)
{
  g_return_if_fail (TAROT_IS_TABLE_PAGE (self));

  tarot_card_renderer_set_index_mode (self->renderer, index_mode);
  tarot_card_renderer_set_four_colour (self->renderer, four_colour);
  tarot_card_renderer_set_language (self->renderer, language);

  if (self->game == NULL)
    return;

  /* The hand keeps its card widgets while the cards stay the same, so it is emptied first. */
  tarot_hand_view_set_cards (self->hand_view, self->renderer, NULL, 0);
  refresh (self);
}

/* The backs of the cards face down: the opponents' hands and the talon. */
void
tarot_table_page_set_card_back (TarotTablePage *self,
                                TarotCardBack   back)
{
  g_return_if_fail (TAROT_IS_TABLE_PAGE (self));
  g_return_if_fail (back < TAROT_CARD_N_BACKS);

  if (tarot_card_renderer_get_back (self->renderer) == back)
    return;
  tarot_card_renderer_set_back (self->renderer, back);
  for (guint seat = 0; seat < TAROT_MAX_PLAYERS; seat++)
    self->seats[seat].n_backs = G_MAXUINT;
  if (self->game != NULL)
    refresh (self);
}

TarotCardBack
tarot_table_page_get_card_back (TarotTablePage *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), TAROT_CARD_BACK_LATTICE);

  return tarot_card_renderer_get_back (self->renderer);
}

gboolean
tarot_table_page_get_dealing (TarotTablePage *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), FALSE);

  return self->dealing;
}

TarotBotRunner *
tarot_table_page_get_bot_runner (TarotTablePage *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), NULL);

  return self->runner;
}
