/* tarot-session-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "model/tarot-deal.h"
#include "model/tarot-outcome-desc.h"
#include "tarot-session-page.h"

#define NOT_EDITING G_MAXUINT

struct _TarotSessionPage
{
  AdwBin             parent_instance;

  TarotTableSession *session;
  GSignalGroup      *session_signals;
  AdwToast          *toast;            /* the last one, replaced by the next */
  guint              fold_idle;
  gboolean           slate_for_narrow; /* the page chose the slate when it folded */
  guint              editing;          /* index of the hand being replaced, or NOT_EDITING */

  AdwToastOverlay   *sheet_overlay;
  GtkInfoBar        *save_bar;
  GtkLabel          *save_label;
  GtkLabel          *title_label;
  GtkLabel          *status_label;
  GtkToggleButton   *form_toggle;
  GtkToggleButton   *sheet_toggle;
  GtkWidget         *side_switch;
  AdwLeaflet        *leaflet;
  TarotOutcomeForm  *form;
  TarotSheetPanel   *sheet_panel;
};

G_DEFINE_FINAL_TYPE (TarotSessionPage, tarot_session_page, ADW_TYPE_BIN)

enum {
  BACK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GStrv
player_names (TarotTableSession *session)
{
  guint n = tarot_table_session_get_n_players (session);
  GStrv names = g_new0 (char *, n + 1);

  for (guint s = 0; s < n; s++)
    names[s] = g_strdup (tarot_table_session_get_player_name (session, s));
  return names;
}

/* The rules of the next hand may differ (a Troccas catch-up deal): the form is rebuilt only
 * when its description does. */
static void
update_description (TarotSessionPage *self)
{
  const TarotRules *rules = tarot_table_session_get_rules (self->session);
  g_autoptr(JsonObject) description = tarot_rules_describe_outcome (rules);
  JsonObject *current = tarot_outcome_form_get_description (self->form);
  g_auto(GStrv) names = NULL;

  if (description == NULL)
    {
      tarot_outcome_form_set_problem (self->form, NULL,
                                      _("This game has no description of its hands: its score cannot be kept here."));
      return;
    }
  if (current != NULL && json_object_equal (current, description))
    return;

  names = player_names (self->session);
  tarot_outcome_form_set_description (self->form, description,
                                      tarot_table_session_get_variant (self->session), rules,
                                      tarot_table_session_get_n_players (self->session),
                                      (const char *const *) names);
}

static guint
hand_index (TarotSessionPage *self)
{
  return self->editing != NOT_EDITING ? self->editing : tarot_table_session_get_n_hands (self->session);
}

static guint
hand_dealer (TarotSessionPage *self)
{
  return self->editing != NOT_EDITING ? tarot_table_session_get_hand_dealer (self->session, self->editing)
                                      : tarot_table_session_get_next_dealer (self->session);
}

static void
update_status (TarotSessionPage *self)
{
  TarotTableSession *session = self->session;
  const char *dealer = tarot_table_session_get_player_name (session, hand_dealer (self));
  guint n_hands = tarot_table_session_get_n_hands (session);
  g_autofree char *hand = NULL;
  g_autofree char *status = NULL;

  if (self->editing != NOT_EDITING)
    /* Translators: the heading of the form while a past hand is edited, e.g. “Hand 3, dealt by Anna” */
    hand = g_strdup_printf (_("Hand %u, dealt by %s"), self->editing + 1, dealer);
  else
    /* Translators: the heading of the form, e.g. “Hand 6: Anna deals” */
    hand = g_strdup_printf (_("Hand %u: %s deals"), n_hands + 1, dealer);
  tarot_outcome_form_set_heading (self->form, hand);

  status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u hand", "%s · %u hands", n_hands),
                            tarot_variant_get_name (tarot_table_session_get_variant (session)), n_hands);
  gtk_label_set_text (self->status_label, status);
  gtk_label_set_text (self->title_label, tarot_table_session_get_name (session));

  tarot_sheet_panel_set_next_dealer (self->sheet_panel, tarot_table_session_get_next_dealer (session));
  tarot_sheet_panel_set_title (self->sheet_panel, tarot_table_session_get_name (session));
}

static void
form_changed (TarotSessionPage *self)
{
  g_autoptr(JsonObject) outcome = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *field = NULL;
  TarotScore score;

  if (self->session == NULL)
    return;

  outcome = tarot_outcome_form_get_outcome (self->form);
  if (tarot_table_session_preview (self->session, hand_index (self), outcome, &score, &error))
    {
      tarot_outcome_form_set_preview (self->form, &score);
      return;
    }
  field = tarot_outcome_error_field (error);
  tarot_outcome_form_set_problem (self->form, field, error->message);
}

static void
stop_editing (TarotSessionPage *self)
{
  self->editing = NOT_EDITING;
  tarot_outcome_form_set_replacing (self->form, 0);
  tarot_outcome_form_set_outcome (self->form, NULL);
  update_status (self);
}

static void
toast_dismissed (TarotSessionPage *self,
                 AdwToast         *toast)
{
  if (self->toast == toast)
    self->toast = NULL;
}

/* One toast at a time: "Hand 4 added" is stale once hand 5 is. */
static void
show_toast (TarotSessionPage *self,
            const char       *title,
            gboolean          with_undo)
{
  AdwToast *toast = adw_toast_new (title);

  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  self->toast = toast;
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed), self, G_CONNECT_SWAPPED);

  if (with_undo)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "session.undo");
    }
  /* over the sheet when it is in sight, else over the form's fields */
  if (adw_leaflet_get_folded (self->leaflet))
    tarot_outcome_form_add_toast (self->form, toast);
  else
    adw_toast_overlay_add_toast (self->sheet_overlay, toast);
}

static void
form_add (TarotSessionPage *self)
{
  g_autoptr(JsonObject) outcome = tarot_outcome_form_get_outcome (self->form);
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  guint index = hand_index (self);
  gboolean ok;

  if (self->editing != NOT_EDITING)
    ok = tarot_table_session_replace_hand (self->session, self->editing, outcome, &error);
  else
    ok = tarot_table_session_add_hand (self->session, outcome, &error);
  if (!ok)
    {
      g_autofree char *field = tarot_outcome_error_field (error);

      tarot_outcome_form_set_problem (self->form, field, error->message);
      return;
    }

  title = self->editing != NOT_EDITING
          ? g_strdup_printf (_("Hand %u replaced"), index + 1)
          : g_strdup_printf (_("Hand %u added"), index + 1);
  show_toast (self, title, TRUE);
  stop_editing (self);
}

static void
form_cancel_edit (TarotSessionPage *self)
{
  stop_editing (self);
}

/* Rows are the scored hands; passed-out ones have none, so a row says which hand it is. */
static guint
row_hand_index (TarotSessionPage *self,
                guint             position)
{
  TarotScoreSheet *sheet = tarot_table_session_get_score_sheet (self->session);
  g_autoptr(TarotScoreRow) row = g_list_model_get_item (G_LIST_MODEL (sheet), position);

  return row != NULL ? tarot_score_row_get_hand_number (row) - 1 : NOT_EDITING;
}

static void
sheet_edit_row (TarotSessionPage *self,
                guint             position)
{
  guint index = row_hand_index (self, position);
  g_autoptr(JsonObject) outcome = NULL;

  if (index >= tarot_table_session_get_n_hands (self->session))
    return;

  self->editing = index;
  outcome = tarot_table_session_get_hand_outcome (self->session, index);
  tarot_outcome_form_set_replacing (self->form, index + 1);
  tarot_outcome_form_set_outcome (self->form, outcome);
  update_status (self);
  tarot_session_page_show (self, "form");
}

static void
sheet_delete_row (TarotSessionPage *self,
                  guint             position)
{
  guint index = row_hand_index (self, position);
  g_autofree char *title = NULL;

  if (index >= tarot_table_session_get_n_hands (self->session))
    return;

  if (self->editing != NOT_EDITING)
    stop_editing (self);
  tarot_table_session_remove_hand (self->session, index);
  title = g_strdup_printf (_("Hand %u deleted"), index + 1);
  show_toast (self, title, TRUE);
}

static void
session_changed (TarotSessionPage *self)
{
  /* a hand being edited may have gone (undo of an add) */
  if (self->editing != NOT_EDITING && self->editing >= tarot_table_session_get_n_hands (self->session))
    stop_editing (self);
  update_description (self);
  update_status (self);
  form_changed (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "session.undo",
                                 tarot_table_session_get_can_undo (self->session));
}

static void
save_failed (TarotSessionPage *self,
             const GError     *error)
{
  g_autofree char *message = NULL;

  /* Translators: %s is why the file could not be written */
  message = g_strdup_printf (_("The score sheet could not be saved: %s"), error->message);
  gtk_label_set_text (self->save_label, message);
  gtk_info_bar_set_revealed (self->save_bar, TRUE);
}

static void
save_bar_response (TarotSessionPage *self,
                   int               response)
{
  g_autoptr(GError) error = NULL;

  if (tarot_table_session_save (self->session, &error))
    gtk_info_bar_set_revealed (self->save_bar, FALSE);
  else
    save_failed (self, error);
}

static void
back_clicked (TarotSessionPage *self)
{
  g_signal_emit (self, signals[BACK], 0);
}

static void
side_toggled (TarotSessionPage *self)
{
  const char *side = gtk_toggle_button_get_active (self->sheet_toggle) ? "sheet" : "form";

  if (g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), side) != 0)
    adw_leaflet_set_visible_child_name (self->leaflet, side);
}

static void
leaflet_child_changed (TarotSessionPage *self)
{
  gboolean sheet = g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "sheet") == 0;

  if (gtk_toggle_button_get_active (self->sheet_toggle) != sheet)
    gtk_toggle_button_set_active (sheet ? self->sheet_toggle : self->form_toggle, TRUE);
}

static gboolean
show_side_switch (gpointer data)
{
  TarotSessionPage *self = data;

  gboolean folded = adw_leaflet_get_folded (self->leaflet);
  const char *view = tarot_sheet_panel_get_view (self->sheet_panel);

  self->fold_idle = 0;
  gtk_widget_set_visible (self->side_switch, folded);

  /* a column per player does not fit a phone; the slate does */
  if (folded && g_strcmp0 (view, "columns") == 0)
    {
      tarot_sheet_panel_set_view (self->sheet_panel, "slate");
      self->slate_for_narrow = TRUE;
    }
  else if (!folded && self->slate_for_narrow && g_strcmp0 (view, "slate") == 0)
    {
      tarot_sheet_panel_set_view (self->sheet_panel, "columns");
      self->slate_for_narrow = FALSE;
    }
  return G_SOURCE_REMOVE;
}

/* The leaflet folds while it is being allocated: the switch between the form and the sheet
 * appears after that, not in the middle of it. */
static void
leaflet_folded (TarotSessionPage *self)
{
  if (self->fold_idle == 0)
    self->fold_idle = g_idle_add (show_side_switch, self);
}

static void
undo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TarotSessionPage *self = TAROT_SESSION_PAGE (widget);

  if (self->session != NULL)
    tarot_table_session_undo (self->session);
}

void
tarot_session_page_show (TarotSessionPage *self,
                         const char       *side)
{
  g_return_if_fail (TAROT_IS_SESSION_PAGE (self));

  adw_leaflet_set_visible_child_name (self->leaflet, side);
}

void
tarot_session_page_set_session (TarotSessionPage  *self,
                                TarotTableSession *session)
{
  g_return_if_fail (TAROT_IS_SESSION_PAGE (self));
  g_return_if_fail (TAROT_IS_TABLE_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;

  self->editing = NOT_EDITING;
  gtk_info_bar_set_revealed (self->save_bar, FALSE);
  g_signal_group_set_target (self->session_signals, session);
  tarot_sheet_panel_set_sheet (self->sheet_panel, tarot_table_session_get_score_sheet (session));
  /* a new table: nothing of the previous session's form lingers */
  tarot_outcome_form_set_replacing (self->form, 0);
  session_changed (self);
  tarot_outcome_form_set_outcome (self->form, NULL);
  tarot_session_page_show (self, "form");
}

TarotTableSession *
tarot_session_page_get_session (TarotSessionPage *self)
{
  g_return_val_if_fail (TAROT_IS_SESSION_PAGE (self), NULL);

  return self->session;
}

TarotOutcomeForm *
tarot_session_page_get_form (TarotSessionPage *self)
{
  g_return_val_if_fail (TAROT_IS_SESSION_PAGE (self), NULL);

  return self->form;
}

TarotSheetPanel *
tarot_session_page_get_sheet_panel (TarotSessionPage *self)
{
  g_return_val_if_fail (TAROT_IS_SESSION_PAGE (self), NULL);

  return self->sheet_panel;
}

GtkWidget *
tarot_session_page_new (void)
{
  return g_object_new (TAROT_TYPE_SESSION_PAGE, NULL);
}

static void
tarot_session_page_dispose (GObject *object)
{
  TarotSessionPage *self = TAROT_SESSION_PAGE (object);

  g_signal_group_set_target (self->session_signals, NULL);
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  g_clear_handle_id (&self->fold_idle, g_source_remove);
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_SESSION_PAGE);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (tarot_session_page_parent_class)->dispose (object);
}

static void
tarot_session_page_finalize (GObject *object)
{
  TarotSessionPage *self = TAROT_SESSION_PAGE (object);

  g_clear_object (&self->session_signals);

  G_OBJECT_CLASS (tarot_session_page_parent_class)->finalize (object);
}

static void
tarot_session_page_class_init (TarotSessionPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_session_page_dispose;
  object_class->finalize = tarot_session_page_finalize;

  g_type_ensure (TAROT_TYPE_OUTCOME_FORM);
  g_type_ensure (TAROT_TYPE_SHEET_PANEL);

  signals[BACK] = g_signal_new ("back", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-session-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotSessionPage, sheet_overlay);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionPage, save_bar);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionPage, save_label);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionPage, form_toggle);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionPage, sheet_toggle);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionPage, side_switch);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionPage, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionPage, form);
  gtk_widget_class_bind_template_child (widget_class, TarotSessionPage, sheet_panel);
  gtk_widget_class_bind_template_callback (widget_class, form_changed);
  gtk_widget_class_bind_template_callback (widget_class, form_add);
  gtk_widget_class_bind_template_callback (widget_class, form_cancel_edit);
  gtk_widget_class_bind_template_callback (widget_class, sheet_edit_row);
  gtk_widget_class_bind_template_callback (widget_class, sheet_delete_row);
  gtk_widget_class_bind_template_callback (widget_class, save_bar_response);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked);
  gtk_widget_class_bind_template_callback (widget_class, side_toggled);
  gtk_widget_class_bind_template_callback (widget_class, leaflet_child_changed);
  gtk_widget_class_bind_template_callback (widget_class, leaflet_folded);

  gtk_widget_class_install_action (widget_class, "session.undo", NULL, undo_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "session.undo", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "back", NULL);
}

static void
tarot_session_page_init (TarotSessionPage *self)
{
  self->editing = NOT_EDITING;
  self->session_signals = g_signal_group_new (TAROT_TYPE_TABLE_SESSION);
  g_signal_group_connect_swapped (self->session_signals, "changed", G_CALLBACK (session_changed), self);
  g_signal_group_connect_swapped (self->session_signals, "save-failed", G_CALLBACK (save_failed), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::name", G_CALLBACK (update_status), self);
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "session.undo", FALSE);
}
