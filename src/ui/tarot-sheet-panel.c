/* tarot-sheet-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-score-chart.h"
#include "tarot-score-sheet-view.h"
#include "tarot-sheet-panel.h"
#include "tarot-sheet-print.h"
#include "tarot-sheet-util.h"

struct _TarotSheetPanel
{
  AdwBin               parent_instance;

  TarotScoreSheet     *sheet;
  guint                next_dealer;
  char                *title;
  TarotSheetPrint     *print;

  GtkToggleButton     *columns_button;
  GtkToggleButton     *slate_button;
  GtkToggleButton     *chart_button;
  GtkLabel            *dealer_label;
  GtkLabel            *game_label;
  GtkLabel            *standing_label;
  GtkStack            *stack;
  TarotScoreSheetView *view;
  TarotScoreChart     *chart;
};

enum {
  PROP_0,
  PROP_SHEET,
  PROP_NEXT_DEALER,
  PROP_EDITABLE,
  PROP_VIEW,
  N_PROPS
};

enum {
  EDIT_ROW,
  DELETE_ROW,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TarotSheetPanel, tarot_sheet_panel, ADW_TYPE_BIN)

static void
update_status (TarotSheetPanel *self)
{
  guint n_rows = self->sheet != NULL ? tarot_score_sheet_get_n_rows (self->sheet) : 0;
  gboolean dealer = self->sheet != NULL && self->next_dealer < tarot_score_sheet_get_n_players (self->sheet);
  gboolean games = self->sheet != NULL && tarot_sheet_has_games (self->sheet);

  gtk_widget_set_visible (GTK_WIDGET (self->dealer_label), dealer);
  if (dealer)
    {
      /* Translators: above the score sheet: who deals the next hand */
      g_autofree char *text = g_strdup_printf (_("Next to deal: %s"),
                                               tarot_score_sheet_get_player_name (self->sheet, self->next_dealer));

      gtk_label_set_label (self->dealer_label, text);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->game_label), games);
  gtk_widget_set_visible (GTK_WIDGET (self->standing_label),
                          games && tarot_score_sheet_get_n_rubbers_before (self->sheet, n_rows) > 0);
  if (games)
    {
      guint length = tarot_score_sheet_get_rubber_length (self->sheet);
      guint hand = n_rows - tarot_score_sheet_get_rubber_start (self->sheet, n_rows) + 1;
      g_autofree char *title = tarot_score_sheet_get_rubber_title (self->sheet,
                                                                   tarot_sheet_get_game_number (self->sheet, n_rows));
      g_autofree char *standing = tarot_sheet_format_standing (self->sheet);
      g_autofree char *won = NULL;
      g_autofree char *game = NULL;

      if (tarot_score_sheet_get_rubbers_named (self->sheet))
        /* Translators: the rubbers won so far, e.g. "Rubbers won: Anna & Chiara 2 · Bruno & Dario 1" */
        won = g_strdup_printf (_("Rubbers won: %s"), standing);
      else
        /* Translators: the games won so far, e.g. "Games won: Anna & Chiara 2 · Bruno & Dario 1" */
        won = g_strdup_printf (_("Games won: %s"), standing);
      if (length > 0)
        /* Translators: the hand to be played next within its game or rubber,
         * e.g. "Game 2, hand 3 of 4" */
        game = g_strdup_printf (_("%s, hand %u of %u"), title, hand, length);
      else
        /* Translators: the hand to be played next within a rubber to a total,
         * e.g. "Rubber 2, hand 3" */
        game = g_strdup_printf (_("%s, hand %u"), title, hand);

      gtk_label_set_label (self->game_label, game);
      gtk_label_set_label (self->standing_label, won);
    }
}

static void
update_actions (TarotSheetPanel *self)
{
  gboolean rows = self->sheet != NULL && tarot_score_sheet_get_n_rows (self->sheet) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.export-csv", rows);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sheet.print", rows);
}

static void
sheet_changed (TarotSheetPanel *self)
{
  update_status (self);
  update_actions (self);
}

static void
view_toggled (TarotSheetPanel *self,
              GParamSpec      *pspec,
              GtkToggleButton *button)
{
  if (!gtk_toggle_button_get_active (button))
    return;

  if (button == self->chart_button)
    {
      gtk_stack_set_visible_child_name (self->stack, "chart");
    }
  else
    {
      tarot_score_sheet_view_set_mode (self->view, button == self->slate_button ? "slate" : "columns");
      gtk_stack_set_visible_child_name (self->stack, "sheet");
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
}

static void
forward_edit_row (TarotSheetPanel *self,
                  guint            position)
{
  g_signal_emit (self, signals[EDIT_ROW], 0, position);
}

static void
forward_delete_row (TarotSheetPanel *self,
                    guint            position)
{
  g_signal_emit (self, signals[DELETE_ROW], 0, position);
}

static GtkWindow *
parent_window (TarotSheetPanel *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
show_error (TarotSheetPanel *self,
            const char      *heading,
            const char      *message)
{
  GtkWidget *dialog = adw_message_dialog_new (parent_window (self), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static const char *
title_or_default (TarotSheetPanel *self)
{
  return self->title != NULL ? self->title : _("Score Sheet");
}

/* CSV export */

gboolean
tarot_sheet_panel_export_csv (TarotSheetPanel  *self,
                              GFile            *file,
                              GError          **error)
{
  g_autofree char *csv = NULL;

  g_return_val_if_fail (TAROT_IS_SHEET_PANEL (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (self->sheet != NULL, FALSE);

  csv = tarot_score_sheet_to_csv (self->sheet, TRUE);

  return g_file_replace_contents (file, csv, strlen (csv), NULL, FALSE,
                                  G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error);
}

static void
csv_chooser_response (GtkNativeDialog *chooser,
                      int              response,
                      TarotSheetPanel *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr(GError) error = NULL;

      if (!tarot_sheet_panel_export_csv (self, file, &error))
        show_error (self, _("The Score Sheet Could Not Be Exported"), error->message);
    }
  g_object_unref (chooser);
}

static void
export_csv_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TarotSheetPanel *self = TAROT_SHEET_PANEL (widget);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  /* Translators: the suggested file name of an exported sheet; %s is its title */
  g_autofree char *name = g_strdup_printf (_("%s.csv"), title_or_default (self));

  chooser = gtk_file_chooser_native_new (_("Export Score Sheet"), parent_window (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_file_filter_set_name (filter, _("Comma-separated values"));
  gtk_file_filter_add_mime_type (filter, "text/csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_signal_connect_object (chooser, "response", G_CALLBACK (csv_chooser_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Printing */

static void
begin_print (GtkPrintOperation *operation,
             GtkPrintContext   *context,
             TarotSheetPanel   *self)
{
  guint n_pages;

  g_clear_pointer (&self->print, tarot_sheet_print_free);
  self->print = tarot_sheet_print_new (self->sheet, title_or_default (self));
  n_pages = tarot_sheet_print_paginate (self->print, gtk_print_context_get_cairo_context (context),
                                        gtk_print_context_get_width (context),
                                        gtk_print_context_get_height (context));
  gtk_print_operation_set_n_pages (operation, (int) n_pages);
}

static void
draw_page (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           int                page,
           TarotSheetPanel   *self)
{
  tarot_sheet_print_draw_page (self->print, gtk_print_context_get_cairo_context (context), (guint) page);
}

static void
end_print (GtkPrintOperation *operation,
           GtkPrintContext   *context,
           TarotSheetPanel   *self)
{
  g_clear_pointer (&self->print, tarot_sheet_print_free);
}

static void
print_done (GtkPrintOperation       *operation,
            GtkPrintOperationResult  result,
            TarotSheetPanel         *self)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      show_error (self, _("The Score Sheet Could Not Be Printed"), error->message);
    }
  g_object_unref (operation);
}

static void
print_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TarotSheetPanel *self = TAROT_SHEET_PANEL (widget);
  GtkPrintOperation *operation = gtk_print_operation_new ();
  g_autoptr(GError) error = NULL;

  gtk_print_operation_set_job_name (operation, title_or_default (self));
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect_object (operation, "begin-print", G_CALLBACK (begin_print), self, 0);
  g_signal_connect_object (operation, "draw-page", G_CALLBACK (draw_page), self, 0);
  g_signal_connect_object (operation, "end-print", G_CALLBACK (end_print), self, 0);
  g_signal_connect_object (operation, "done", G_CALLBACK (print_done), self, 0);

  /* "done" comes with an asynchronous run; otherwise the result is known here. */
  switch (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                   parent_window (self), &error))
    {
    case GTK_PRINT_OPERATION_RESULT_IN_PROGRESS:
      break;

    case GTK_PRINT_OPERATION_RESULT_ERROR:
      show_error (self, _("The Score Sheet Could Not Be Printed"), error->message);
      G_GNUC_FALLTHROUGH;
    case GTK_PRINT_OPERATION_RESULT_APPLY:
    case GTK_PRINT_OPERATION_RESULT_CANCEL:
    default:
      g_signal_handlers_disconnect_by_func (operation, print_done, self);
      g_object_unref (operation);
      break;
    }
}

/* API */

void
tarot_sheet_panel_set_sheet (TarotSheetPanel *self,
                             TarotScoreSheet *sheet)
{
  g_return_if_fail (TAROT_IS_SHEET_PANEL (self));
  g_return_if_fail (sheet == NULL || TAROT_IS_SCORE_SHEET (sheet));

  if (self->sheet == sheet)
    return;

  if (self->sheet != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->sheet, sheet_changed, self);
      g_signal_handlers_disconnect_by_func (self->sheet, update_status, self);
    }
  g_set_object (&self->sheet, sheet);
  if (sheet != NULL)
    {
      g_signal_connect_object (sheet, "items-changed", G_CALLBACK (sheet_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (sheet, "notify::rubber-length", G_CALLBACK (update_status), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (sheet, "notify::rubber-target", G_CALLBACK (update_status), self,
                               G_CONNECT_SWAPPED);
    }
  tarot_score_sheet_view_set_sheet (self->view, sheet);
  tarot_score_chart_set_sheet (self->chart, sheet);
  sheet_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHEET]);
}

TarotScoreSheet *
tarot_sheet_panel_get_sheet (TarotSheetPanel *self)
{
  g_return_val_if_fail (TAROT_IS_SHEET_PANEL (self), NULL);

  return self->sheet;
}

void
tarot_sheet_panel_set_next_dealer (TarotSheetPanel *self,
                                   guint            seat)
{
  g_return_if_fail (TAROT_IS_SHEET_PANEL (self));

  if (self->next_dealer == seat)
    return;

  self->next_dealer = seat;
  update_status (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NEXT_DEALER]);
}

guint
tarot_sheet_panel_get_next_dealer (TarotSheetPanel *self)
{
  g_return_val_if_fail (TAROT_IS_SHEET_PANEL (self), G_MAXUINT);

  return self->next_dealer;
}

void
tarot_sheet_panel_set_editable (TarotSheetPanel *self,
                                gboolean         editable)
{
  g_return_if_fail (TAROT_IS_SHEET_PANEL (self));

  if (tarot_score_sheet_view_get_editable (self->view) == !!editable)
    return;

  tarot_score_sheet_view_set_editable (self->view, editable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITABLE]);
}

gboolean
tarot_sheet_panel_get_editable (TarotSheetPanel *self)
{
  g_return_val_if_fail (TAROT_IS_SHEET_PANEL (self), FALSE);

  return tarot_score_sheet_view_get_editable (self->view);
}

void
tarot_sheet_panel_set_title (TarotSheetPanel *self,
                             const char      *title)
{
  g_return_if_fail (TAROT_IS_SHEET_PANEL (self));

  g_free (self->title);
  self->title = g_strdup (title);
}

void
tarot_sheet_panel_set_view (TarotSheetPanel *self,
                            const char      *view)
{
  GtkToggleButton *button;

  g_return_if_fail (TAROT_IS_SHEET_PANEL (self));

  if (g_strcmp0 (view, "chart") == 0)
    button = self->chart_button;
  else if (g_strcmp0 (view, "slate") == 0)
    button = self->slate_button;
  else
    button = self->columns_button;
  gtk_toggle_button_set_active (button, TRUE);
}

const char *
tarot_sheet_panel_get_view (TarotSheetPanel *self)
{
  g_return_val_if_fail (TAROT_IS_SHEET_PANEL (self), NULL);

  if (gtk_toggle_button_get_active (self->chart_button))
    return "chart";
  if (gtk_toggle_button_get_active (self->slate_button))
    return "slate";
  return "columns";
}

GtkWidget *
tarot_sheet_panel_new (void)
{
  return g_object_new (TAROT_TYPE_SHEET_PANEL, NULL);
}

static void
tarot_sheet_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TarotSheetPanel *self = TAROT_SHEET_PANEL (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      g_value_set_object (value, self->sheet);
      break;

    case PROP_NEXT_DEALER:
      g_value_set_uint (value, self->next_dealer);
      break;

    case PROP_EDITABLE:
      g_value_set_boolean (value, tarot_sheet_panel_get_editable (self));
      break;

    case PROP_VIEW:
      g_value_set_string (value, tarot_sheet_panel_get_view (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_sheet_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TarotSheetPanel *self = TAROT_SHEET_PANEL (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      tarot_sheet_panel_set_sheet (self, g_value_get_object (value));
      break;

    case PROP_NEXT_DEALER:
      tarot_sheet_panel_set_next_dealer (self, g_value_get_uint (value));
      break;

    case PROP_EDITABLE:
      tarot_sheet_panel_set_editable (self, g_value_get_boolean (value));
      break;

    case PROP_VIEW:
      tarot_sheet_panel_set_view (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_sheet_panel_dispose (GObject *object)
{
  TarotSheetPanel *self = TAROT_SHEET_PANEL (object);

  if (self->sheet != NULL)
    g_signal_handlers_disconnect_by_func (self->sheet, sheet_changed, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_SHEET_PANEL);
  g_clear_object (&self->sheet);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->print, tarot_sheet_print_free);

  G_OBJECT_CLASS (tarot_sheet_panel_parent_class)->dispose (object);
}

static void
tarot_sheet_panel_class_init (TarotSheetPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tarot_sheet_panel_get_property;
  object_class->set_property = tarot_sheet_panel_set_property;
  object_class->dispose = tarot_sheet_panel_dispose;

  properties[PROP_SHEET] =
    g_param_spec_object ("sheet", NULL, NULL,
                         TAROT_TYPE_SCORE_SHEET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NEXT_DEALER] =
    g_param_spec_uint ("next-dealer", NULL, NULL,
                       0, G_MAXUINT, G_MAXUINT,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EDITABLE] =
    g_param_spec_boolean ("editable", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEW] =
    g_param_spec_string ("view", NULL, NULL,
                         "columns",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[EDIT_ROW] =
    g_signal_new ("edit-row",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[DELETE_ROW] =
    g_signal_new ("delete-row",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_install_action (widget_class, "sheet.export-csv", NULL, export_csv_activated);
  gtk_widget_class_install_action (widget_class, "sheet.print", NULL, print_activated);

  g_type_ensure (TAROT_TYPE_SCORE_SHEET_VIEW);
  g_type_ensure (TAROT_TYPE_SCORE_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-sheet-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotSheetPanel, columns_button);
  gtk_widget_class_bind_template_child (widget_class, TarotSheetPanel, slate_button);
  gtk_widget_class_bind_template_child (widget_class, TarotSheetPanel, chart_button);
  gtk_widget_class_bind_template_child (widget_class, TarotSheetPanel, dealer_label);
  gtk_widget_class_bind_template_child (widget_class, TarotSheetPanel, game_label);
  gtk_widget_class_bind_template_child (widget_class, TarotSheetPanel, standing_label);
  gtk_widget_class_bind_template_child (widget_class, TarotSheetPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, TarotSheetPanel, view);
  gtk_widget_class_bind_template_child (widget_class, TarotSheetPanel, chart);
  gtk_widget_class_bind_template_callback (widget_class, view_toggled);
}

static void
tarot_sheet_panel_init (TarotSheetPanel *self)
{
  self->next_dealer = G_MAXUINT;
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->view, "edit-row", G_CALLBACK (forward_edit_row), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->view, "delete-row", G_CALLBACK (forward_delete_row), self, G_CONNECT_SWAPPED);
  sheet_changed (self);
}
