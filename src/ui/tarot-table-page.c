/* tarot-table-page.c — the table: seats placed around the trick, the
 * hand, the question of the moment; keeps them up to date with the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "model/tarot-explain.h"
#include "tarot-i18n.h"
#include "tarot-seat-view.h"
#include "tarot-table-page-private.h"
#include "tarot-table-util.h"

#define DEFAULT_SPEED 0.6
/* talon cards in the middle of the table before the play */
#define TALON_CARD_WIDTH 76
#define TALON_CARD_WIDTH_COMPACT 44
#define TALON_MAX_WIDTH 320
#define TALON_MAX_WIDTH_COMPACT 200
#define TALON_SPACING 24
#define FELT_MARGIN 12
/* narrower than this, the side panel folds into a flap */
#define FOLD_WIDTH 1000
/* narrower than this, the seats compress into one row */
#define COMPACT_WIDTH 720
/* a phone held upright */
#define MIN_WIDTH 360

enum {
  PROP_0,
  PROP_GAME,
  PROP_SPEED,
  PROP_SCORE_VIEW,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_SHOW_HINTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TarotTablePage, tarot_table_page, ADW_TYPE_BIN)

static const char *
seat_name (TarotTablePage *self,
           guint           seat)
{
  return tarot_game_get_player_name (self->game, seat);
}

guint
_tarot_table_page_current_view (TarotTablePage *self)
{
  return self->viewer != TAROT_NO_SEAT ? self->viewer : self->bottom_seat;
}

void
_tarot_table_page_apply (TarotTablePage *self,
                         TarotAction     action)
{
  g_autoptr(GError) error = NULL;

  if (!tarot_game_apply (self->game, action, &error))
    g_warning ("Cannot apply an action: %s", error->message);
}

/* --- the parts of the table --- */

void
_tarot_table_page_update_talon (TarotTablePage        *self,
                                const TarotPlayerView *view)
{
  const TarotRules *rules = tarot_game_get_rules (self->game);
  int width = self->compact ? TALON_CARD_WIDTH_COMPACT : TALON_CARD_WIDTH;
  int max_width = self->compact ? TALON_MAX_WIDTH_COMPACT : TALON_MAX_WIDTH;
  /* the felt's width, less a margin on each side */
  int room = gtk_widget_get_width (gtk_widget_get_parent (GTK_WIDGET (self->talon_box))) - 2 * FELT_MARGIN;
  guint n_groups = 0;

  tarot_table_remove_children (GTK_WIDGET (self->talon_box));
  /* during the play the piles lie in the side panel */
  if (view->phase < TAROT_PHASE_PLAY)
    {
      self->talon_dealt = self->dealing ? (guint) floor (self->deal_progress * rules->talon_size)
                                        : rules->talon_size;
      n_groups = tarot_table_add_piles (self->talon_box, self->game, self->renderer, view,
                                        width, max_width, self->talon_dealt);
    }
  /* side by side, the rows overlap more so that they stay on the felt */
  if (n_groups > 0 && room > 0)
    {
      int each = self->compact ? room : (room - TALON_SPACING * ((int) n_groups - 1)) / (int) n_groups;

      if (each < max_width)
        {
          tarot_table_remove_children (GTK_WIDGET (self->talon_box));
          tarot_table_add_piles (self->talon_box, self->game, self->renderer, view,
                                 width, MAX (each, width * 2), self->talon_dealt);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->talon_box), n_groups > 0);
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
      name = tarot_table_card_name (self->renderer, cards[i]);
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

/* What a seat said last in @lang (NULL: the variant's), or its part in the hand. */
static char *
seat_status (TarotTablePage        *self,
             const TarotPlayerView *view,
             guint                  seat,
             guint                  to_move,
             const char            *lang)
{
  if (seat == to_move && tarot_game_is_human (self->game, seat))
    return g_strdup (_("To play"));
  if (seat == view->declarer && view->phase > TAROT_PHASE_AUCTION)
    return g_strdup (_("Declarer"));
  if (seat == view->partner && view->phase > TAROT_PHASE_AUCTION)
    return g_strdup (_("Partner"));
  for (guint i = view->n_auction; i-- > 0;)
    if (view->auction[i].seat == seat)
      return tarot_table_action_label (self->game, view->auction[i], 0, lang);
  return NULL;
}

void
_tarot_table_page_update_seats (TarotTablePage        *self,
                                const TarotPlayerView *view)
{
  guint n = view->n_players;
  guint to_move = self->dealing ? TAROT_NO_SEAT : view->to_move;

  for (guint seat = 0; seat < n; seat++)
    {
      TarotSeatView *area = self->seats[seat] != NULL ? TAROT_SEAT_VIEW (self->seats[seat]) : NULL;
      g_autoptr(GString) info = g_string_new (NULL);
      g_autofree char *status = seat_status (self, view, seat, to_move, NULL);
      g_autofree char *local = seat_status (self, view, seat, to_move, tarot_i18n_get_ui_language ());
      guint n_cards = _tarot_table_page_dealt (self, view->hand_sizes[seat]);

      if (tarot_game_get_rules (self->game)->trick_size < n && seat == view->dealer)
        g_string_assign (info, _("Sits this hand out"));
      else
        g_string_printf (info, g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n_cards), n_cards);
      if (seat == view->dealer)
        g_string_append_printf (info, " · %s", _("Dealer"));

      if (area == NULL)
        {
          if (seat == self->bottom_seat)
            {
              g_autofree char *mine = g_strdup_printf ("%s · %s", seat_name (self, seat), info->str);
              g_autofree char *prompt = g_strdup (tarot_choice_bar_get_prompt (self->choice_bar));

              tarot_choice_bar_set_prompt (self->choice_bar, mine, prompt);
            }
          continue;
        }
      tarot_seat_view_set_info (area, info->str);
      tarot_seat_view_set_status (area, status);
      tarot_seat_view_set_status_tooltip (area, local);
      tarot_seat_view_set_n_cards (area, n_cards);
      tarot_seat_view_set_to_move (area, seat == to_move);
    }
}

static void
on_thinking_seat (TarotTablePage *self)
{
  guint thinking = tarot_bot_driver_get_thinking_seat (self->bots);

  for (guint seat = 0; seat < TAROT_MAX_PLAYERS; seat++)
    if (self->seats[seat] != NULL)
      tarot_seat_view_set_thinking (TAROT_SEAT_VIEW (self->seats[seat]), seat == thinking);
}

/* A house rule that changes the card art (Hungarian red_fours) is a
 * bool option named as the pack's face substitution it selects. */
static void
select_face_substitution (TarotTablePage *self,
                          TarotGame      *game)
{
  TarotVariant *variant = tarot_game_get_variant (game);
  const TarotOption *options;
  guint n;

  tarot_card_renderer_set_face_substitution (self->renderer, NULL);
  options = tarot_variant_get_options (variant, &n);
  for (guint i = 0; i < n; i++)
    if (options[i].type == TAROT_OPTION_BOOL &&
        tarot_variant_get_option_bool (variant, tarot_game_get_options (game), options[i].id) &&
        tarot_card_renderer_set_face_substitution (self->renderer, options[i].id))
      return;
}

static void
build_seats (TarotTablePage *self)
{
  guint n = tarot_game_get_n_players (self->game);
  GtkWidget *top[TAROT_MAX_PLAYERS];
  guint n_top = 0;

  tarot_table_remove_children (GTK_WIDGET (self->top_row));
  tarot_table_remove_children (GTK_WIDGET (self->left_column));
  tarot_table_remove_children (GTK_WIDGET (self->right_column));
  memset (self->seats, 0, sizeof self->seats);

  for (guint k = 1; k < n; k++)
    {
      guint seat = (self->bottom_seat + k) % n;
      double dx = sin (2 * G_PI * k / n);
      GtkWidget *area = tarot_seat_view_new (self->renderer);

      self->seats[seat] = area;
      tarot_seat_view_set_name (TAROT_SEAT_VIEW (area), seat_name (self, seat));
      tarot_seat_view_set_compact (TAROT_SEAT_VIEW (area), self->compact);
      /* anticlockwise: on the right side the later seats sit higher; on a
       * narrow window everybody sits across the top */
      if (dx > 0.7 && !self->compact)
        gtk_box_prepend (self->right_column, area);
      else if (dx < -0.7 && !self->compact)
        gtk_box_append (self->left_column, area);
      else
        top[n_top++] = area;
    }
  /* anticlockwise from the right: the top row reads right to left */
  for (guint i = n_top; i-- > 0;)
    gtk_box_append (self->top_row, top[i]);
  gtk_widget_set_visible (GTK_WIDGET (self->top_row), n_top > 0);
  tarot_trick_view_set_seats (self->trick_view, n, self->bottom_seat);
  on_thinking_seat (self);
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
  TarotCard cards[TAROT_CARD_ID_LIMIT];
  TarotActionKind kind = TAROT_ACTION_NONE;
  gboolean restricted = FALSE;
  gboolean waiting;
  guint n = 0;

  if (self->viewer != TAROT_NO_SEAT)
    n = tarot_table_sorted_cards (rules, view->hand, cards);
  tarot_hand_view_set_cards (self->hand_view, self->renderer, cards, n);
  tarot_hand_view_set_n_shown (self->hand_view, self->dealing ? _tarot_table_page_dealt (self, n) : G_MAXUINT);

  if (self->dealing)
    kind = TAROT_ACTION_NONE;
  else if (self->batch_kind != TAROT_ACTION_NONE)
    kind = self->batch_kind;
  else if (view->to_move == self->viewer && view->phase == TAROT_PHASE_PLAY)
    kind = TAROT_ACTION_PLAY;
  /* while the others decide, the cards can still be looked through: the focus stays in the hand */
  waiting = !self->dealing && kind == TAROT_ACTION_NONE && view->phase != TAROT_PHASE_OVER;

  for (guint i = 0; i < n; i++)
    {
      TarotCardWidget *widget = tarot_hand_view_get_card_widget (self->hand_view, i);
      TarotAction action = { kind, (guint8) self->viewer, cards[i], 0 };
      const char *reason = NULL;

      if (kind != TAROT_ACTION_NONE)
        reason = tarot_explain_illegal (rules, view, action);
      tarot_card_widget_set_playable (widget, kind != TAROT_ACTION_NONE && reason == NULL,
                                      reason != NULL ? _(reason) : NULL);
      if (waiting)
        gtk_widget_set_sensitive (GTK_WIDGET (widget), TRUE);
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
      /* an announcement the rules call for before the card (Fuora) */
      if (view->legal.n > 0 && view->legal.actions[0].kind == TAROT_ACTION_ANNOUNCE)
        return g_strdup (_("Any announcements?"));
      return g_strdup (view->trick_len == 0 ? _("Your lead") : _("Your turn"));
    case TAROT_PHASE_OVER:
    default:
      return g_strdup ("");
    }
}

/* The legal decisions that are buttons (cards are played from the hand). */
static guint
choices (const TarotPlayerView *view,
         TarotAction           *out)
{
  guint n = 0;

  for (guint i = 0; i < view->legal.n; i++)
    if (view->legal.actions[i].kind != TAROT_ACTION_PLAY
        && !_tarot_table_page_is_batch_kind (view->legal.actions[i].kind))
      out[n++] = view->legal.actions[i];
  return n;
}

static void
update_prompt (TarotTablePage        *self,
               const TarotPlayerView *view)
{
  g_autofree char *prompt = prompt_for (self, view);
  TarotAction buttons[TAROT_MAX_ACTIONS];

  tarot_choice_bar_set_prompt (self->choice_bar, NULL, prompt);
  if (self->dealing || view->to_move != self->viewer || self->viewer == TAROT_NO_SEAT)
    tarot_choice_bar_clear (self->choice_bar);
  else if (self->batch_kind != TAROT_ACTION_NONE)
    tarot_choice_bar_set_batch (self->choice_bar, self->batch_kind, self->n_selected, self->batch_size,
                                self->selection_problem);
  else
    tarot_choice_bar_set_choices (self->choice_bar, self->game, buttons, choices (view, buttons));
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

static gboolean
focus_inside (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* A new question takes the focus to its first answer; cards to play or
 * choose take it to the hand; otherwise it stays in the hand, so that
 * it never falls out of the table. */
static void
follow_focus (TarotTablePage        *self,
              const TarotPlayerView *view)
{
  guint n_actions;
  gboolean asked = !self->dealing && view->to_move == self->viewer && self->viewer != TAROT_NO_SEAT;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self->hand_view)))
    return;
  tarot_game_get_actions (self->game, &n_actions);
  if (asked && view->phase != TAROT_PHASE_PLAY && self->batch_kind == TAROT_ACTION_NONE)
    {
      if (self->asked != n_actions + 1 && tarot_choice_bar_focus_first (self->choice_bar))
        self->asked = n_actions + 1;
      return;
    }
  /* a popover or the side panel keeps it while it is there */
  if (focus != NULL && gtk_widget_get_mapped (focus) && !focus_inside (GTK_WIDGET (self->hand_view))
      && focus_inside (GTK_WIDGET (self)) && !focus_inside (GTK_WIDGET (self->choice_bar)))
    return;
  if (!focus_inside (GTK_WIDGET (self->hand_view)) || (asked && !gtk_widget_is_sensitive (focus)))
    gtk_widget_grab_focus (GTK_WIDGET (self->hand_view));
}

void
_tarot_table_page_refresh (TarotTablePage *self)
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
          tarot_bot_driver_cancel (self->bots);
          adw_status_page_set_title (self->cover_page, title);
          adw_status_page_set_description (self->cover_page,
                                           _("The cards stay hidden until “Show My Cards” is pressed."));
          gtk_stack_set_visible_child_name (self->main_stack, "cover");
          _tarot_table_page_actions_update (self);
          gtk_widget_grab_focus (GTK_WIDGET (self->cover_button));
          return;
        }
      self->viewer = to_move;
    }

  tarot_game_get_view (self->game, _tarot_table_page_current_view (self), &view);
  if (self->viewer == TAROT_NO_SEAT)
    view.hand = tarot_card_set_empty ();

  self->batch_kind = TAROT_ACTION_NONE;
  if (!self->dealing && view.to_move == self->viewer && self->viewer != TAROT_NO_SEAT
      && view.legal.n > 0 && _tarot_table_page_is_batch_kind (view.legal.actions[0].kind))
    {
      self->batch_kind = view.legal.actions[0].kind;
      self->batch_size = _tarot_table_page_count_batch (self, self->batch_kind);
    }
  else
    {
      self->n_selected = 0;
      _tarot_table_page_set_selection_problem (self, NULL);
    }

  update_prompt (self, &view);
  _tarot_table_page_update_seats (self, &view);
  _tarot_table_page_update_talon (self, &view);
  show_trick (self, &view);
  tarot_table_panel_update (self->side_panel, &view);
  update_hand (self, &view);
  _tarot_table_page_actions_update (self);

  if (tarot_game_is_hand_over (self->game))
    {
      tarot_hand_result_update (self->hand_result);
      gtk_stack_set_visible_child_name (self->main_stack, "score");
    }
  else
    gtk_stack_set_visible_child_name (self->main_stack, "table");

  _tarot_table_page_hint_refresh (self);
  follow_focus (self, &view);
  if (!self->dealing)
    tarot_bot_driver_schedule (self->bots);
  else
    tarot_bot_driver_cancel (self->bots);
}

/* --- what a screen reader hears --- */

/* Says in the status line (a live region for screen readers) what was
 * just decided: a computer player's card, a trick's winner, a bid. */
static void
announce (TarotTablePage *self,
          const char     *text)
{
  gtk_label_set_label (self->table_status, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->table_status),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
}

static guint
count_actions (TarotGame *game)
{
  guint n;

  tarot_game_get_actions (game, &n);
  return n;
}

static void
on_action_applied (TarotTablePage    *self,
                   const TarotAction *action)
{
  const TarotDeal *deal = tarot_game_get_deal (self->game);
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  const char *who;

  if (action->kind == TAROT_ACTION_DISCARD)
    return;
  who = action->seat == self->viewer ? _("You") : seat_name (self, action->seat);
  if (action->kind == TAROT_ACTION_PLAY || action->kind == TAROT_ACTION_SHOW)
    what = tarot_table_card_name (self->renderer, action->card);
  else
    what = tarot_table_action_label (self->game, *action, count_actions (self->game) - 1,
                                     tarot_i18n_get_ui_language ());
  /* TRANSLATORS: what a player just did, e.g. "Bruno: King of Hearts" or "You: Garde" */
  text = g_strdup_printf (C_("announce", "%s: %s"), who, what);
  if (action->kind == TAROT_ACTION_PLAY && deal->trick_len == 0 && deal->n_tricks > 0)
    {
      guint winner = deal->trick_winner[deal->n_tricks - 1];
      g_autofree char *trick = NULL;

      /* TRANSLATORS: the last card of a trick, then who took it, e.g. "Bruno: Ace of Cups. Anna wins the trick." */
      trick = g_strdup_printf (_("%s. %s wins the trick."), text,
                               winner == self->viewer ? _("You") : seat_name (self, winner));
      announce (self, trick);
      return;
    }
  announce (self, text);
}

/* --- signals --- */

/* A decision taken, undone, redone, or a new hand: the cards chosen so far no longer apply. */
static void
on_game_changed (TarotTablePage *self)
{
  _tarot_table_page_hint_drop (self);
  self->n_selected = 0;
  _tarot_table_page_set_selection_problem (self, NULL);
  if (!self->applying)
    _tarot_table_page_refresh (self);
  else
    _tarot_table_page_notify_can_undo (self);
}

static void
on_hand_started (TarotTablePage *self)
{
  self->n_selected = 0;
  self->asked = 0;
  _tarot_table_page_hint_drop (self);
  _tarot_table_page_set_selection_problem (self, NULL);
  announce (self, "");
  _tarot_table_page_start_hand (self);
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
  _tarot_table_page_refresh (self);
}

static void
on_card_activated (TarotHandView  *hand_view G_GNUC_UNUSED,
                   guint           card,
                   TarotTablePage *self)
{
  TarotPlayerView view;
  TarotAction action = { TAROT_ACTION_PLAY, (guint8) self->viewer, (guint8) card, 0 };

  if (self->game == NULL || self->viewer == TAROT_NO_SEAT || self->dealing)
    return;
  tarot_game_get_view (self->game, self->viewer, &view);
  if (self->batch_kind != TAROT_ACTION_NONE)
    {
      _tarot_table_page_toggle_card (self, &view, card);
      return;
    }
  if (view.phase != TAROT_PHASE_PLAY
      || tarot_explain_illegal (tarot_game_get_rules (self->game), &view, action) != NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  _tarot_table_page_apply (self, action);
}

/* On a narrow window the side panel folds away, the opponents sit in
 * one row above the felt and the talon shrinks.  Both follow the
 * page's own width, which the layout inside cannot change, so that
 * they never flip back and forth. */
static gboolean
apply_width (gpointer data)
{
  TarotTablePage *self = data;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  gboolean compact = width < COMPACT_WIDTH;

  self->layout_source = 0;
  self->laid_out_width = width;
  adw_flap_set_fold_policy (self->flap, width < FOLD_WIDTH ? ADW_FLAP_FOLD_POLICY_ALWAYS
                                                           : ADW_FLAP_FOLD_POLICY_NEVER);
  if (self->compact == compact)
    {
      if (self->game != NULL)
        {
          TarotPlayerView view;

          tarot_game_get_view (self->game, _tarot_table_page_current_view (self), &view);
          _tarot_table_page_update_talon (self, &view);
        }
      return G_SOURCE_REMOVE;
    }
  self->compact = compact;
  /* the talon is fitted again to the felt of the new arrangement, once it is laid out */
  self->laid_out_width = -1;
  tarot_choice_bar_set_compact (self->choice_bar, compact);
  /* the talon and the discard one above the other on a narrow felt */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->talon_box),
                                  compact ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (self->talon_box, compact ? 8 : TALON_SPACING);
  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "compact");
  if (self->game == NULL)
    return G_SOURCE_REMOVE;
  build_seats (self);
  _tarot_table_page_refresh (self);
  return G_SOURCE_REMOVE;
}

/* The table fits any window from MIN_WIDTH up: a wider arrangement
 * asks for more, but gives way to the compact one below COMPACT_WIDTH
 * (apply_width()), so it never sets the window's minimum. */
static void
tarot_table_page_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  int child_minimum = 0;

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (child == NULL)
    return;
  if (orientation == GTK_ORIENTATION_VERTICAL)
    gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum, NULL, NULL, NULL);
  gtk_widget_measure (child, orientation, for_size >= 0 ? MAX (for_size, child_minimum) : for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL && !self->compact)
    *minimum = MIN (*minimum, MIN_WIDTH);
}

static void
tarot_table_page_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  gboolean fold = width < FOLD_WIDTH;

  if (child != NULL)
    gtk_widget_allocate (child, width, height, baseline, NULL);
  /* not during the allocation: the next frame lays out the new arrangement */
  if (self->layout_source == 0
      && (self->compact != (width < COMPACT_WIDTH) || width != self->laid_out_width
          || fold != (adw_flap_get_fold_policy (self->flap) == ADW_FLAP_FOLD_POLICY_ALWAYS)))
    self->layout_source = g_idle_add (apply_width, self);
}

/* --- GObject --- */

static void
tarot_table_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (tarot_table_page_parent_class)->map (widget);
  _tarot_table_page_deal_on_map (TAROT_TABLE_PAGE (widget));
}

static void
tarot_table_page_dispose (GObject *object)
{
  TarotTablePage *self = TAROT_TABLE_PAGE (object);

  if (self->bots != NULL)
    tarot_bot_driver_set_game (self->bots, NULL);
  g_clear_handle_id (&self->layout_source, g_source_remove);
  _tarot_table_page_deal_dispose (self);
  _tarot_table_page_hint_dispose (self);
  g_clear_pointer (&self->selection_problem, g_free);
  /* the seats' widgets go with the template */
  memset (self->seats, 0, sizeof self->seats);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  /* the bin's child is a bound template child: let go of it once, here */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_TABLE_PAGE);
  g_clear_object (&self->score_view);
  g_clear_object (&self->renderer);
  g_clear_object (&self->bots);

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
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_SHOW_HINTS:
      g_value_set_boolean (value, self->show_hints);
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
    case PROP_SHOW_HINTS:
      tarot_table_page_set_show_hints (self, g_value_get_boolean (value));
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
  widget_class->measure = tarot_table_page_measure;
  widget_class->size_allocate = tarot_table_page_size_allocate;

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
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_HINTS] =
    g_param_spec_boolean ("show-hints", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TAROT_TYPE_TRICK_VIEW);
  g_type_ensure (TAROT_TYPE_HAND_VIEW);
  g_type_ensure (TAROT_TYPE_TABLE_PANEL);
  g_type_ensure (TAROT_TYPE_CHOICE_BAR);
  g_type_ensure (TAROT_TYPE_HAND_RESULT);
  g_type_ensure (TAROT_TYPE_HINT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, flap);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, main_stack);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, top_row);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, left_column);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, right_column);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, talon_box);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, table_status);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, trick_view);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, side_panel);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, choice_bar);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, hand_view);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, hint_view);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, cover_page);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, cover_button);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, hand_result);
  gtk_widget_class_bind_template_callback (widget_class, on_cover_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_card_activated);

  _tarot_table_page_class_actions_init (widget_class);
  _tarot_table_page_hint_class_init (widget_class);
}

static void
tarot_table_page_init (TarotTablePage *self)
{
  /* measured and allocated by the page, not by the bin's layout manager */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  gtk_widget_init_template (GTK_WIDGET (self));

  self->speed = DEFAULT_SPEED;
  self->viewer = TAROT_NO_SEAT;
  self->show_hints = TRUE;
  self->renderer = tarot_card_renderer_new ();
  self->bots = tarot_bot_driver_new ();
  tarot_bot_driver_set_speed (self->bots, self->speed);
  g_signal_connect_object (self->bots, "notify::thinking-seat", G_CALLBACK (on_thinking_seat), self,
                           G_CONNECT_SWAPPED);
  tarot_trick_view_set_duration (self->trick_view, self->speed);
  _tarot_table_page_deal_init (self);
  _tarot_table_page_hint_init (self);

  self->game_signals = g_signal_group_new (TAROT_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "action-applied", G_CALLBACK (on_action_applied), self);
  g_signal_group_connect_swapped (self->game_signals, "action-applied", G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (self->game_signals, "hand-finished", G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (self->game_signals, "hand-started", G_CALLBACK (on_hand_started), self);
  g_signal_group_connect_swapped (self->game_signals, "undone", G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (self->game_signals, "redone", G_CALLBACK (on_game_changed), self);
  _tarot_table_page_actions_update (self);
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
  tarot_bot_driver_set_game (self->bots, NULL);
  _tarot_table_page_stop_dealing (self);
  g_signal_group_set_target (self->game_signals, NULL);
  g_set_object (&self->game, game);
  tarot_table_panel_set_game (self->side_panel, game, self->renderer);
  tarot_hand_result_set_game (self->hand_result, game);
  if (game == NULL)
    {
      _tarot_table_page_actions_update (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
      return;
    }

  if (!tarot_card_renderer_set_pack (self->renderer, tarot_variant_get_pack_id (tarot_game_get_variant (game)),
                                     &error))
    g_warning ("Cannot draw the cards: %s", error->message);
  select_face_substitution (self, game);

  /* the only person at the table sits at the bottom; several share the screen in turn */
  self->viewer = TAROT_NO_SEAT;
  self->bottom_seat = 0;
  for (guint seat = tarot_game_get_n_players (game); seat-- > 0;)
    if (tarot_game_is_human (game, seat))
      self->bottom_seat = seat;
  if (count_humans (self) == 1)
    self->viewer = self->bottom_seat;
  /* hints are for one person learning, not for a contest on one screen */
  tarot_table_page_set_show_hints (self, count_humans (self) <= 1);

  tarot_bot_driver_set_game (self->bots, game);
  g_signal_group_set_target (self->game_signals, game);
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
  tarot_bot_driver_set_speed (self->bots, seconds_per_card);
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
  tarot_hand_result_set_score_view (self->hand_result, score_view);
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
  _tarot_table_page_refresh (self);
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
    if (self->seats[seat] != NULL)
      tarot_seat_view_redraw (TAROT_SEAT_VIEW (self->seats[seat]));
  if (self->game != NULL)
    _tarot_table_page_refresh (self);
}

TarotCardBack
tarot_table_page_get_card_back (TarotTablePage *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), TAROT_CARD_BACK_PACK);

  return tarot_card_renderer_get_back (self->renderer);
}

TarotCardRenderer *
tarot_table_page_get_renderer (TarotTablePage *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), NULL);

  return self->renderer;
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

  return tarot_bot_driver_get_runner (self->bots);
}

gboolean
tarot_table_page_get_can_undo (TarotTablePage *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), FALSE);

  return self->can_undo;
}

gboolean
tarot_table_page_get_can_redo (TarotTablePage *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), FALSE);

  return self->can_redo;
}

void
tarot_table_page_set_show_hints (TarotTablePage *self,
                                 gboolean        show_hints)
{
  g_return_if_fail (TAROT_IS_TABLE_PAGE (self));

  show_hints = !!show_hints;
  if (self->show_hints == show_hints)
    return;
  self->show_hints = show_hints;
  if (!show_hints)
    _tarot_table_page_hint_drop (self);
  _tarot_table_page_hint_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_HINTS]);
}

gboolean
tarot_table_page_get_show_hints (TarotTablePage *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_PAGE (self), FALSE);

  return self->show_hints;
}
