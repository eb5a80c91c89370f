/* tarot-table-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "model/tarot-explain.h"
#include "tarot-card-widget.h"
#include "tarot-i18n.h"
#include "tarot-table-util.h"

/* a stock's face-down pile: one back more for so many cards, up to a
 * few, each showing this much of its edge */
#define STOCK_CARDS_PER_BACK 8
#define STOCK_MAX_BACKS 5
#define STOCK_EDGE_STEP 3

char *
tarot_table_action_label (TarotGame   *game,
                          TarotAction  action,
                          guint        n_before,
                          const char  *lang)
{
  TarotVariant *variant = tarot_game_get_variant (game);
  const TarotRules *rules = tarot_game_get_rules (game);
  const TarotAction *actions;
  guint n, level = 1;

  if (action.kind != TAROT_ACTION_KONTRA)
    return tarot_explain_action_label (variant, rules, action, lang);
  actions = tarot_game_get_actions (game, &n);
  for (guint i = 0; i < MIN (n, n_before); i++)
    level += actions[i].kind == TAROT_ACTION_KONTRA && actions[i].arg == action.arg;
  return tarot_explain_kontra_label (variant, rules, action, level, lang);
}

char *
tarot_table_card_name (TarotCardRenderer *renderer,
                       TarotCard          card)
{
  g_autofree char *name = tarot_pack_card_name (tarot_card_renderer_get_pack (renderer), card);
  char first[7];
  int length = g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (name)), first);

  first[length] = '\0';
  return g_strconcat (first, g_utf8_next_char (name), NULL);
}

static const char *
term_in (TarotVariant *variant,
         const char   *concept_id,
         const char   *language)
{
  JsonNode *node = json_object_get_member (tarot_variant_get_json (variant), "terms");

  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    node = json_object_get_member (json_node_get_object (node), concept_id);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  return json_object_get_string_member_with_default (json_node_get_object (node), language, NULL);
}

/* The glossary's English entries are often explanations, too long for
 * a label: hence the fallback rather than tarot_variant_get_term(). */
char *
tarot_table_native_term (TarotVariant *variant,
                         const char   *concept_id,
                         char         *fallback)
{
  g_autofree char *owned = fallback;
  const char *found = term_in (variant, concept_id, tarot_variant_get_language (variant));

  if (found == NULL || *found == '\0')
    return g_steal_pointer (&owned);
  return tarot_explain_readable (found);
}

char *
tarot_table_local_term (TarotVariant *variant,
                        const char   *concept_id)
{
  const char *found = term_in (variant, concept_id, tarot_i18n_get_ui_language ());

  if (found == NULL)
    found = term_in (variant, concept_id, "en");
  return found != NULL && *found != '\0' ? g_strdup (found) : NULL;
}

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

guint
tarot_table_sorted_cards (const TarotRules *rules,
                          TarotCardSet      set,
                          TarotCard        *cards)
{
  guint n = 0;

  TAROT_CARD_SET_FOREACH (set, c)
    cards[n++] = c;
  g_qsort_with_data (cards, (int) n, sizeof (TarotCard), compare_cards, (gpointer) rules);
  return n;
}

GtkWidget *
tarot_table_small_card (TarotCardRenderer *renderer,
                        TarotCard          card,
                        int                width)
{
  GtkWidget *widget = tarot_card_widget_new (renderer, card);

  gtk_widget_set_size_request (widget, width,
                               tarot_card_renderer_get_height_for_width (renderer, width));
  gtk_widget_set_focusable (widget, FALSE);
  gtk_widget_set_valign (widget, GTK_ALIGN_START);
  return widget;
}

GtkWidget *
tarot_table_card_group (TarotCardRenderer *renderer,
                        const char        *title,
                        const TarotCard   *cards,
                        guint              n_cards,
                        int                width,
                        int                max_width)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new (title);
  g_autoptr(GString) names = g_string_new (title);

  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_add_css_class (row, "card-row");
  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *card = tarot_table_small_card (renderer, cards != NULL ? cards[i] : TAROT_CARD_NONE, width);

      /* a long row overlaps like a hand, so that it fits its place */
      if (i > 0)
        gtk_widget_set_margin_start (card, MAX (MIN (4, (max_width - width) / (int) (n_cards - 1) - width),
                                                -width * 2 / 3));
      gtk_box_append (GTK_BOX (row), card);
      if (cards != NULL)
        {
          g_autofree char *name = tarot_table_card_name (renderer, cards[i]);

          g_string_append_printf (names, i == 0 ? ": %s" : ", %s", name);
        }
    }
  gtk_box_append (GTK_BOX (box), row);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, names->str,
                                  -1);
  return box;
}

GtkWidget *
tarot_table_stock_pile (TarotCardRenderer *renderer,
                        guint              n_cards,
                        int                width)
{
  /* TRANSLATORS: the face-down pile the players draw from after each trick, and how many cards are left in it */
  g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Stock: %u card", "Stock: %u cards", n_cards),
                                            n_cards);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *pile = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new (title);
  /* the fuller the stock, the thicker the pile's edge */
  guint depth = MIN (1 + n_cards / STOCK_CARDS_PER_BACK, STOCK_MAX_BACKS);

  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_halign (pile, GTK_ALIGN_START);
  for (guint i = 0; i < depth; i++)
    {
      GtkWidget *back = tarot_table_small_card (renderer, TAROT_CARD_NONE, width);

      if (i > 0)
        gtk_widget_set_margin_start (back, STOCK_EDGE_STEP - width);
      gtk_box_append (GTK_BOX (pile), back);
    }
  gtk_box_append (GTK_BOX (box), pile);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  return box;
}

void
tarot_table_remove_children (GtkWidget *parent)
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

/* A group titled in the variant's words, with what they mean in the
 * UI language as the title's tooltip (@meaning may be NULL). */
static void
append_explained (GtkBox     *box,
                  GtkWidget  *group,
                  const char *title,
                  const char *meaning)
{
  if (meaning != NULL && g_strcmp0 (meaning, title) != 0)
    gtk_widget_set_tooltip_text (gtk_widget_get_first_child (group), meaning);
  gtk_box_append (box, group);
}

static void
add_group (GtkBox            *box,
           TarotCardRenderer *renderer,
           const TarotRules  *rules,
           const char        *title,
           const char        *meaning,
           TarotCardSet       set,
           int                width,
           int                max_width)
{
  TarotCard cards[TAROT_CARD_ID_LIMIT];
  guint n = tarot_table_sorted_cards (rules, set, cards);

  append_explained (box, tarot_table_card_group (renderer, title, cards, n, width, max_width), title, meaning);
}

/* @seat's last announcement, or NULL. */
static const TarotAction *
last_announcement (TarotGame *game,
                   guint      seat)
{
  const TarotAction *actions;
  guint n;

  actions = tarot_game_get_actions (game, &n);
  for (guint i = n; i-- > 0;)
    if (actions[i].seat == seat && actions[i].kind == TAROT_ACTION_ANNOUNCE)
      return &actions[i];
  return NULL;
}

/* Why @seat showed cards: its announcement in @lang (NULL: the
 * variant's words, "Poignée"), or plainly that it showed them. */
static char *
show_reason (TarotGame  *game,
             guint       seat,
             const char *lang)
{
  const TarotAction *a = last_announcement (game, seat);

  if (a != NULL)
    return tarot_explain_action_label (tarot_game_get_variant (game), tarot_game_get_rules (game), *a, lang);
  return g_strdup (_("shown cards"));
}

static guint
add_shown (GtkBox                *box,
           TarotGame             *game,
           TarotCardRenderer     *renderer,
           const TarotPlayerView *view,
           int                    width,
           int                    max_width)
{
  const TarotRules *rules = tarot_game_get_rules (game);
  TarotCardSet by_seat[TAROT_MAX_PLAYERS];
  TarotCardSet rest = view->shown;
  const TarotAction *actions;
  guint n, n_groups = 0;

  for (guint seat = 0; seat < TAROT_MAX_PLAYERS; seat++)
    by_seat[seat] = tarot_card_set_empty ();
  actions = tarot_game_get_actions (game, &n);
  for (guint i = 0; i < n; i++)
    if (actions[i].kind == TAROT_ACTION_SHOW && tarot_card_set_contains (view->shown, actions[i].card))
      {
        tarot_card_set_add (&by_seat[actions[i].seat], actions[i].card);
        tarot_card_set_remove (&rest, actions[i].card);
      }
  for (guint seat = 0; seat < view->n_players; seat++)
    {
      g_autofree char *reason = NULL;
      g_autofree char *local = NULL;
      g_autofree char *title = NULL;
      TarotCardSet dealt = tarot_card_set_intersect (rest, view->shown_in_hand[seat]);
      TarotCardSet drawn = tarot_card_set_intersect (dealt, view->stock_shown);

      if (!tarot_card_set_is_empty (drawn))
        {
          /* TRANSLATORS: a card this player drew face up from the stock after a trick */
          g_autofree char *from_stock = g_strdup_printf (_("%s: drawn from the stock"),
                                                         tarot_game_get_player_name (game, seat));

          add_group (box, renderer, rules, from_stock, NULL, drawn, width, max_width);
          dealt = tarot_card_set_minus (dealt, drawn);
          rest = tarot_card_set_minus (rest, drawn);
          n_groups++;
        }
      if (!tarot_card_set_is_empty (by_seat[seat]))
        {
          reason = show_reason (game, seat, NULL);
          local = show_reason (game, seat, tarot_i18n_get_ui_language ());
          /* TRANSLATORS: whose cards are shown and why, e.g. "Anna: Poignée" */
          title = g_strdup_printf (C_("shown cards", "%s: %s"), tarot_game_get_player_name (game, seat), reason);
          add_group (box, renderer, rules, title, local, by_seat[seat], width, max_width);
          n_groups++;
        }
      if (!tarot_card_set_is_empty (dealt))
        {
          g_autofree char *shown = NULL;
          g_autofree char *declared = NULL;
          g_autofree char *meaning = NULL;
          const TarotAction *announced = last_announcement (game, seat);
          g_autofree char *described = announced != NULL
                                       ? tarot_view_describe_announcement (rules, view, seat, announced->arg)
                                       : NULL;
          TarotAction a = { TAROT_ACTION_ANNOUNCE, (guint8) seat, TAROT_CARD_NONE, 0 };
          gboolean named = described != NULL;
          guint8 args[1];

          /* cards a declaration shows, under its name: one the player
           * made, with when and worth how much (the Bolognese cricche
           * and sequences), or one the rules made for him (an Italian
           * Tarocchi) */
          if (named)
            a = *announced;
          else if ((named = tarot_view_announcements (rules, view, seat, args, 1) == 1))
            a.arg = args[0];
          if (named)
            {
              declared = tarot_explain_action_label (tarot_game_get_variant (game), rules, a, NULL);
              meaning = tarot_explain_action_label (tarot_game_get_variant (game), rules, a,
                                                    tarot_i18n_get_ui_language ());
              if (described != NULL)
                {
                  /* TRANSLATORS: an announcement's name, when it was made and what it
                   * is worth, e.g. "sets and sequences, in the first trick: 54" */
                  char *full = g_strdup_printf (C_("announcement", "%s, %s"), meaning, described);

                  g_free (meaning);
                  meaning = full;
                }
              /* TRANSLATORS: whose cards are shown and why, e.g. "Anna: Poignée" */
              shown = g_strdup_printf (C_("shown cards", "%s: %s"), tarot_game_get_player_name (game, seat), declared);
            }
          else
            /* TRANSLATORS: a card of this player's hand everybody saw as the cards were dealt */
            shown = g_strdup_printf (_("%s: shown at the deal"), tarot_game_get_player_name (game, seat));
          add_group (box, renderer, rules, shown, meaning, dealt, width, max_width);
          rest = tarot_card_set_minus (rest, dealt);
          n_groups++;
        }
    }
  if (!tarot_card_set_is_empty (rest))
    {
      g_autofree char *discard = tarot_table_native_term (tarot_game_get_variant (game), "discard",
                                                          g_strdup (_("Shown")));
      g_autofree char *meaning = tarot_table_local_term (tarot_game_get_variant (game), "discard");
      gboolean in_discard = tarot_card_set_equal (tarot_card_set_intersect (rest, view->shown_in_discard), rest);

      add_group (box, renderer, rules, in_discard ? discard : _("Shown"), in_discard ? meaning : NULL,
                 rest, width, max_width);
      n_groups++;
    }
  return n_groups;
}

guint
tarot_table_add_piles (GtkBox                *box,
                       TarotGame             *game,
                       TarotCardRenderer     *renderer,
                       const TarotPlayerView *view,
                       int                    width,
                       int                    max_width,
                       guint                  talon_dealt)
{
  const TarotRules *rules = tarot_game_get_rules (game);
  TarotVariant *variant = tarot_game_get_variant (game);
  g_autofree char *talon = tarot_table_native_term (variant, "chien",
                                                    tarot_table_native_term (variant, "talon", NULL));
  g_autofree char *meaning = tarot_table_local_term (variant, "chien");
  TarotCardSet own_discard;
  guint n_groups = 0;

  if (meaning == NULL)
    meaning = tarot_table_local_term (variant, "talon");

  if (talon == NULL)
    talon = g_strdup (_("Talon"));

  if (view->n_talon_groups > 0)
    {
      /* the parts to choose from, side by side */
      for (guint i = 0; i < view->n_talon_groups; i++, n_groups++)
        {
          TarotAction take = { TAROT_ACTION_TAKE_TALON, view->to_move, TAROT_CARD_NONE, (guint8) i };
          g_autofree char *title = tarot_explain_action_label (variant, rules, take,
                                                               tarot_i18n_get_ui_language ());

          add_group (box, renderer, rules, title, NULL, view->talon_groups[i], width, max_width);
        }
    }
  else if (!tarot_card_set_is_empty (view->talon_shown))
    {
      add_group (box, renderer, rules, talon, meaning, view->talon_shown, width, max_width);
      n_groups++;
    }
  else if (view->phase <= TAROT_PHASE_AUCTION && rules->talon_size > 0)
    {
      append_explained (box, tarot_table_card_group (renderer, talon, NULL, talon_dealt, width, max_width),
                        talon, meaning);
      n_groups++;
    }

  n_groups += add_shown (box, game, renderer, view, width, max_width);
  /* discarded cards the table sees (Ticino's face-up cards, a trump
   * laid away face up) are under "Shown" already */
  own_discard = tarot_card_set_minus (view->own_discard, view->shown);
  if (!tarot_card_set_is_empty (own_discard) && view->phase != TAROT_PHASE_OVER)
    {
      add_group (box, renderer, rules, _("Your discard"), NULL, own_discard, width, max_width);
      n_groups++;
    }
  return n_groups;
}
