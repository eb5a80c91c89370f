/* tarot-table-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "model/tarot-explain.h"
#include "tarot-i18n.h"
#include "tarot-table-panel.h"
#include "tarot-table-util.h"

/* large enough that the indices read at a glance */
#define PILE_CARD_WIDTH 52
#define PILE_MAX_WIDTH 200

struct _TarotTablePanel
{
  GtkWidget          parent_instance;

  TarotGame         *game;
  TarotCardRenderer *renderer;
  GtkWidget         *last_trick_popover;

  GtkLabel          *title;
  GtkLabel          *placeholder;
  GtkBox            *teams_box;
  GtkListBox        *auction_list;
  GtkBox            *piles_box;
  GtkButton         *last_trick_button;
};

G_DEFINE_FINAL_TYPE (TarotTablePanel, tarot_table_panel, GTK_TYPE_WIDGET)

static void
add_row (TarotTablePanel *self,
         const char      *who,
         const char      *what,
         const char      *tooltip)
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
    {
      g_autofree char *spoken = g_strdup_printf ("%s (%s)", what, tooltip);

      gtk_widget_set_tooltip_text (value, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (value),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, spoken,
                                      -1);
    }
  gtk_box_append (GTK_BOX (row), name);
  gtk_box_append (GTK_BOX (row), value);
  gtk_list_box_append (self->auction_list, row);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (row)), FALSE);
}

static void
add_action_row (TarotTablePanel *self,
                TarotAction      action,
                guint            n_before)
{
  g_autofree char *native = tarot_table_action_label (self->game, action, n_before, NULL);
  g_autofree char *local = tarot_table_action_label (self->game, action, n_before, tarot_i18n_get_ui_language ());
  g_autofree char *described = NULL;

  /* when it was made and what it is worth, where the rules say */
  if (action.kind == TAROT_ACTION_ANNOUNCE)
    {
      TarotPlayerView view;

      tarot_game_get_view (self->game, action.seat, &view);
      described = tarot_view_describe_announcement (tarot_game_get_rules (self->game), &view,
                                                    action.seat, action.arg);
    }
  if (described != NULL)
    {
      /* TRANSLATORS: an announcement's name and when it was made and
       * what it is worth, e.g. "cricche e sequenze, in the first trick: 54" */
      char *native_described = g_strdup_printf (C_("announcement", "%s, %s"), native, described);
      char *local_described = g_strdup_printf (C_("announcement", "%s, %s"), local, described);

      g_free (native);
      g_free (local);
      native = native_described;
      local = local_described;
    }
  add_row (self, tarot_game_get_player_name (self->game, action.seat), native, local);
}

static void
update_rows (TarotTablePanel       *self,
             const TarotPlayerView *view)
{
  const TarotAction *actions;
  guint n_actions;

  for (GtkListBoxRow *row; (row = gtk_list_box_get_row_at_index (self->auction_list, 0)) != NULL;)
    gtk_list_box_remove (self->auction_list, GTK_WIDGET (row));
  for (guint i = 0; i < view->n_auction; i++)
    add_action_row (self, view->auction[i], 0);

  if (view->called_card != TAROT_CARD_NONE)
    {
      g_autofree char *name = tarot_table_card_name (self->renderer, view->called_card);
      g_autofree char *called = tarot_table_native_term (tarot_game_get_variant (self->game), "call_partner",
                                                         g_strdup (_("Called")));

      add_row (self, called, name, NULL);
    }

  /* announcements, doublings and calls are public decisions */
  actions = tarot_game_get_actions (self->game, &n_actions);
  for (guint i = 0; i < n_actions; i++)
    {
      TarotAction a = actions[i];

      if (a.kind == TAROT_ACTION_ANNOUNCE || a.kind == TAROT_ACTION_KONTRA
          || (a.kind == TAROT_ACTION_CALL && a.card == TAROT_CARD_NONE))
        add_action_row (self, a, i);
    }
  /* and what the rules announced for the players (declarations,
   * signals that go with a card), as the family's view describes it */
  for (guint seat = 0; seat < view->n_players; seat++)
    {
      guint8 args[TAROT_MAX_ACTIONS];
      guint n = tarot_view_announcements (tarot_game_get_rules (self->game), view, seat, args, G_N_ELEMENTS (args));

      for (guint i = 0; i < n; i++)
        {
          TarotAction a = { TAROT_ACTION_ANNOUNCE, (guint8) seat, TAROT_CARD_NONE, args[i] };

          add_action_row (self, a, n_actions);
        }
    }
  /* without an auction, nothing to show until something is said */
  gtk_widget_set_visible (GTK_WIDGET (self->auction_list),
                          gtk_list_box_get_row_at_index (self->auction_list, 0) != NULL
                          || tarot_game_get_rules (self->game)->n_contracts > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->title), gtk_widget_get_visible (GTK_WIDGET (self->auction_list)));
}

void
tarot_table_panel_update (TarotTablePanel       *self,
                          const TarotPlayerView *view)
{
  g_return_if_fail (TAROT_IS_TABLE_PANEL (self));

  if (self->game == NULL)
    return;
  update_rows (self, view);
  tarot_table_remove_children (GTK_WIDGET (self->piles_box));
  /* before the play the talon lies in the middle of the table */
  if (view->phase >= TAROT_PHASE_PLAY)
    tarot_table_add_piles (self->piles_box, self->game, self->renderer, view,
                           PILE_CARD_WIDTH, PILE_MAX_WIDTH, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->piles_box),
                          gtk_widget_get_first_child (GTK_WIDGET (self->piles_box)) != NULL);
}

/* Fixed partnerships, as the score sheet keeps them: "Anna & Chiara". */
static void
show_teams (TarotTablePanel *self)
{
  TarotScoreSheet *sheet = tarot_game_get_score_sheet (self->game);
  guint n_teams = tarot_score_sheet_get_n_teams (sheet);

  tarot_table_remove_children (GTK_WIDGET (self->teams_box));
  for (guint team = 0; team < n_teams; team++)
    {
      g_autoptr(GPtrArray) members = g_ptr_array_new ();
      g_autofree char *names = NULL;
      GtkWidget *label;

      for (guint seat = 0; seat < tarot_game_get_n_players (self->game); seat++)
        if (tarot_score_sheet_get_team (sheet, seat) == team)
          g_ptr_array_add (members, (gpointer) tarot_game_get_player_name (self->game, seat));
      g_ptr_array_add (members, NULL);
      /* TRANSLATORS: separator between the names of partners */
      names = g_strjoinv (_(" & "), (char **) members->pdata);
      label = gtk_label_new (names);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_box_append (self->teams_box, label);
    }
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->teams_box)), n_teams > 0);
}

void
tarot_table_panel_set_game (TarotTablePanel   *self,
                            TarotGame         *game,
                            TarotCardRenderer *renderer)
{
  gboolean auction;

  g_return_if_fail (TAROT_IS_TABLE_PANEL (self));

  g_set_object (&self->game, game);
  g_set_object (&self->renderer, renderer);
  if (game == NULL)
    return;
  /* a game with contracts has an auction; the others only table talk */
  auction = tarot_game_get_rules (game)->n_contracts > 0;
  gtk_label_set_label (self->title, auction ? _("Bidding") : _("Table Talk"));
  gtk_label_set_label (self->placeholder, auction ? _("No bids yet") : _("Nothing said yet"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->auction_list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  auction ? _("Bidding and announcements") : _("Table talk and announcements"),
                                  -1);
  show_teams (self);
}

static void
on_popover_closed (TarotTablePanel *self)
{
  GtkWidget *previous = g_object_get_data (G_OBJECT (self->last_trick_popover), "previous-focus");

  /* the focus goes back where it was, or to the button that opened it */
  if (previous != NULL && gtk_widget_get_mapped (previous) && gtk_widget_get_focusable (previous))
    gtk_widget_grab_focus (previous);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->last_trick_button));
  g_object_set_data (G_OBJECT (self->last_trick_popover), "previous-focus", NULL);
}

void
tarot_table_panel_show_last_trick (TarotTablePanel       *self,
                                   const TarotPlayerView *view)
{
  const TarotRules *rules;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *box;
  guint trick;

  g_return_if_fail (TAROT_IS_TABLE_PANEL (self));

  if (self->game == NULL || view->n_tricks == 0)
    return;
  rules = tarot_game_get_rules (self->game);
  trick = view->n_tricks - 1u;

  if (self->last_trick_popover == NULL)
    {
      self->last_trick_popover = gtk_popover_new ();
      gtk_widget_set_parent (self->last_trick_popover, GTK_WIDGET (self->last_trick_button));
      g_signal_connect_swapped (self->last_trick_popover, "closed", G_CALLBACK (on_popover_closed), self);
    }
  g_object_set_data_full (G_OBJECT (self->last_trick_popover), "previous-focus",
                          focus != NULL ? g_object_ref (focus) : NULL, g_object_unref);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (box, "last-trick");
  for (guint i = 0; i < rules->trick_size; i++)
    {
      guint seat = tarot_trick_seat (rules, view->dealer, view->trick_leader[trick], i);
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *name = gtk_label_new (tarot_game_get_player_name (self->game, seat));
      g_autofree char *card = tarot_table_card_name (self->renderer, view->tricks[trick][i]);

      gtk_widget_add_css_class (name, seat == view->trick_winner[trick] ? "heading" : "dim-label");
      gtk_box_append (GTK_BOX (column), tarot_table_small_card (self->renderer, view->tricks[trick][i], 72));
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

static void
tarot_table_panel_dispose (GObject *object)
{
  TarotTablePanel *self = TAROT_TABLE_PANEL (object);

  g_clear_pointer (&self->last_trick_popover, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_TABLE_PANEL);
  /* the template's top child is not bound, so it is let go of here */
  tarot_table_remove_children (GTK_WIDGET (self));
  g_clear_object (&self->game);
  g_clear_object (&self->renderer);

  G_OBJECT_CLASS (tarot_table_panel_parent_class)->dispose (object);
}

static void
tarot_table_panel_class_init (TarotTablePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_table_panel_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-table-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotTablePanel, title);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePanel, teams_box);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePanel, auction_list);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePanel, piles_box);
  gtk_widget_class_bind_template_child (widget_class, TarotTablePanel, last_trick_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tarot_table_panel_init (TarotTablePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->placeholder = GTK_LABEL (gtk_label_new (_("No bids yet")));
  gtk_widget_add_css_class (GTK_WIDGET (self->placeholder), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->placeholder), "panel-placeholder");
  gtk_list_box_set_placeholder (self->auction_list, GTK_WIDGET (self->placeholder));
}
