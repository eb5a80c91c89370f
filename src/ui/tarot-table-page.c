/* tarot-table-page.c — the table: its template, its properties and
 * public API; keeps its parts up to date with the game.  The parts'
 * jobs are in tarot-table-page-{seats,felt,hand,status,layout}.c,
 * the actions, the deal, hints and chosen cards in their own files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-seat-view.h"
#include "tarot-table-page-private.h"

#define DEFAULT_SPEED 0.6

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

const char *
_tarot_table_page_seat_name (TarotTablePage *self,
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
      g_autofree char *title = g_strdup_printf (_("Pass the Screen to %s"), _tarot_table_page_seat_name (self, to_move));

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

  _tarot_table_page_update_prompt (self, &view);
  _tarot_table_page_update_seats (self, &view);
  _tarot_table_page_update_felt (self, &view);
  tarot_table_panel_update (self->side_panel, &view);
  _tarot_table_page_update_hand (self, &view);
  _tarot_table_page_actions_update (self);

  if (tarot_game_is_hand_over (self->game))
    {
      tarot_hand_result_update (self->hand_result);
      gtk_stack_set_visible_child_name (self->main_stack, "score");
    }
  else
    gtk_stack_set_visible_child_name (self->main_stack, "table");

  _tarot_table_page_hint_refresh (self);
  _tarot_table_page_follow_focus (self, &view);
  if (!self->dealing)
    tarot_bot_driver_schedule (self->bots);
  else
    tarot_bot_driver_cancel (self->bots);
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
  _tarot_table_page_announce (self, "");
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
      _tarot_table_page_build_seats (self);
    }
  _tarot_table_page_refresh (self);
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
  gtk_widget_class_bind_template_child (widget_class, TarotTablePage, stock_box);
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

  _tarot_table_page_hand_class_init (widget_class);
  _tarot_table_page_layout_class_init (widget_class);
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
  g_signal_connect_object (self->bots, "notify::thinking-seat", G_CALLBACK (_tarot_table_page_show_thinking), self,
                           G_CONNECT_SWAPPED);
  tarot_trick_view_set_duration (self->trick_view, self->speed);
  _tarot_table_page_deal_init (self);
  _tarot_table_page_hint_init (self);

  self->game_signals = g_signal_group_new (TAROT_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "action-applied", G_CALLBACK (_tarot_table_page_announce_action), self);
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
  _tarot_table_page_build_seats (self);
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
