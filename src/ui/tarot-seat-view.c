/* tarot-seat-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-card-widget.h"
#include "tarot-seat-view.h"
#include "tarot-table-util.h"

/* the backs of the hand overlap within this width */
#define BACK_WIDTH 22
#define BACKS_WIDTH 126
#define COMPACT_BACK_WIDTH 12
#define COMPACT_BACKS_WIDTH 48

struct _TarotSeatView
{
  GtkWidget          parent_instance;

  TarotCardRenderer *renderer;
  guint              n_cards;
  gboolean           thinking;
  gboolean           to_move;
  gboolean           compact;

  GtkLabel          *name_label;
  GtkBox            *backs;
  GtkLabel          *info_label;
  GtkStack          *status_stack;
  GtkLabel          *status_label;
  GtkSpinner        *spinner;
};

enum {
  PROP_0,
  PROP_NAME,
  PROP_INFO,
  PROP_STATUS,
  PROP_N_CARDS,
  PROP_THINKING,
  PROP_TO_MOVE,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TarotSeatView, tarot_seat_view, GTK_TYPE_WIDGET)

/* What a screen reader says for the seat: name, cards, status. */
static void
update_label (TarotSeatView *self)
{
  g_autofree char *summary = g_strjoin (", ", gtk_label_get_label (self->name_label),
                                        gtk_label_get_label (self->info_label),
                                        gtk_label_get_label (self->status_label), NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, summary,
                                  -1);
}

static void
build_backs (TarotSeatView *self)
{
  int width = self->compact ? COMPACT_BACK_WIDTH : BACK_WIDTH;
  int room = self->compact ? COMPACT_BACKS_WIDTH : BACKS_WIDTH;
  GtkWidget *child;
  guint n = self->n_cards;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->backs))) != NULL)
    gtk_box_remove (self->backs, child);
  gtk_widget_set_size_request (GTK_WIDGET (self->backs), -1,
                               self->renderer != NULL
                               ? tarot_card_renderer_get_height_for_width (self->renderer, width) : -1);
  if (self->renderer == NULL)
    return;
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *back = tarot_card_widget_new (self->renderer, TAROT_CARD_NONE);

      gtk_widget_set_size_request (back, width, tarot_card_renderer_get_height_for_width (self->renderer, width));
      gtk_widget_set_focusable (back, FALSE);
      gtk_widget_set_valign (back, GTK_ALIGN_START);
      if (i > 0)
        gtk_widget_set_margin_start (back, MAX (MIN (2, (room - width) / (int) (n - 1) - width), -width + 3));
      gtk_box_append (self->backs, back);
    }
}

static void
tarot_seat_view_dispose (GObject *object)
{
  TarotSeatView *self = TAROT_SEAT_VIEW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAROT_TYPE_SEAT_VIEW);
  /* the template's top child is not bound, so it is let go of here */
  tarot_table_remove_children (GTK_WIDGET (self));
  g_clear_object (&self->renderer);

  G_OBJECT_CLASS (tarot_seat_view_parent_class)->dispose (object);
}

static void
tarot_seat_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TarotSeatView *self = TAROT_SEAT_VIEW (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, gtk_label_get_label (self->name_label));
      break;
    case PROP_INFO:
      g_value_set_string (value, gtk_label_get_label (self->info_label));
      break;
    case PROP_STATUS:
      g_value_set_string (value, gtk_label_get_label (self->status_label));
      break;
    case PROP_N_CARDS:
      g_value_set_uint (value, self->n_cards);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_TO_MOVE:
      g_value_set_boolean (value, self->to_move);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_seat_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TarotSeatView *self = TAROT_SEAT_VIEW (object);

  switch (prop_id)
    {
    case PROP_NAME:
      tarot_seat_view_set_name (self, g_value_get_string (value));
      break;
    case PROP_INFO:
      tarot_seat_view_set_info (self, g_value_get_string (value));
      break;
    case PROP_STATUS:
      tarot_seat_view_set_status (self, g_value_get_string (value));
      break;
    case PROP_N_CARDS:
      tarot_seat_view_set_n_cards (self, g_value_get_uint (value));
      break;
    case PROP_THINKING:
      tarot_seat_view_set_thinking (self, g_value_get_boolean (value));
      break;
    case PROP_TO_MOVE:
      tarot_seat_view_set_to_move (self, g_value_get_boolean (value));
      break;
    case PROP_COMPACT:
      tarot_seat_view_set_compact (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_seat_view_class_init (TarotSeatViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_seat_view_dispose;
  object_class->get_property = tarot_seat_view_get_property;
  object_class->set_property = tarot_seat_view_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INFO] =
    g_param_spec_string ("info", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_CARDS] =
    g_param_spec_uint ("n-cards", NULL, NULL, 0, TAROT_CARD_ID_LIMIT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TO_MOVE] =
    g_param_spec_boolean ("to-move", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/triumphs/Triumphs/tarot-seat-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TarotSeatView, name_label);
  gtk_widget_class_bind_template_child (widget_class, TarotSeatView, backs);
  gtk_widget_class_bind_template_child (widget_class, TarotSeatView, info_label);
  gtk_widget_class_bind_template_child (widget_class, TarotSeatView, status_stack);
  gtk_widget_class_bind_template_child (widget_class, TarotSeatView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TarotSeatView, spinner);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "seat");
}

static void
tarot_seat_view_init (TarotSeatView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tarot_seat_view_new (TarotCardRenderer *renderer)
{
  TarotSeatView *self = g_object_new (TAROT_TYPE_SEAT_VIEW, NULL);

  self->renderer = g_object_ref (renderer);
  build_backs (self);
  return GTK_WIDGET (self);
}

void
tarot_seat_view_set_name (TarotSeatView *self,
                          const char    *name)
{
  g_return_if_fail (TAROT_IS_SEAT_VIEW (self));

  if (g_strcmp0 (gtk_label_get_label (self->name_label), name) == 0)
    return;
  gtk_label_set_label (self->name_label, name);
  update_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

const char *
tarot_seat_view_get_name (TarotSeatView *self)
{
  g_return_val_if_fail (TAROT_IS_SEAT_VIEW (self), NULL);

  return gtk_label_get_label (self->name_label);
}

void
tarot_seat_view_set_info (TarotSeatView *self,
                          const char    *info)
{
  g_return_if_fail (TAROT_IS_SEAT_VIEW (self));

  if (g_strcmp0 (gtk_label_get_label (self->info_label), info) == 0)
    return;
  gtk_label_set_label (self->info_label, info);
  update_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INFO]);
}

void
tarot_seat_view_set_status (TarotSeatView *self,
                            const char    *status)
{
  g_return_if_fail (TAROT_IS_SEAT_VIEW (self));

  if (g_strcmp0 (gtk_label_get_label (self->status_label), status != NULL ? status : "") == 0)
    return;
  gtk_label_set_label (self->status_label, status);
  update_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

void
tarot_seat_view_set_status_tooltip (TarotSeatView *self,
                                    const char    *tooltip)
{
  g_return_if_fail (TAROT_IS_SEAT_VIEW (self));

  if (g_strcmp0 (tooltip, gtk_label_get_label (self->status_label)) == 0)
    tooltip = NULL;
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label), tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status_label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip != NULL ? tooltip : "",
                                  -1);
}

const char *
tarot_seat_view_get_status (TarotSeatView *self)
{
  g_return_val_if_fail (TAROT_IS_SEAT_VIEW (self), NULL);

  return gtk_label_get_label (self->status_label);
}

void
tarot_seat_view_set_n_cards (TarotSeatView *self,
                             guint          n_cards)
{
  g_return_if_fail (TAROT_IS_SEAT_VIEW (self));

  if (self->n_cards == n_cards)
    return;
  self->n_cards = n_cards;
  build_backs (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CARDS]);
}

guint
tarot_seat_view_get_n_cards (TarotSeatView *self)
{
  g_return_val_if_fail (TAROT_IS_SEAT_VIEW (self), 0);

  return self->n_cards;
}

void
tarot_seat_view_set_thinking (TarotSeatView *self,
                              gboolean       thinking)
{
  g_return_if_fail (TAROT_IS_SEAT_VIEW (self));

  thinking = !!thinking;
  if (self->thinking == thinking)
    return;
  self->thinking = thinking;
  gtk_stack_set_visible_child_name (self->status_stack, thinking ? "thinking" : "status");
  gtk_spinner_set_spinning (self->spinner, thinking);
  if (thinking)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Thinking…"),
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

gboolean
tarot_seat_view_get_thinking (TarotSeatView *self)
{
  g_return_val_if_fail (TAROT_IS_SEAT_VIEW (self), FALSE);

  return self->thinking;
}

void
tarot_seat_view_set_to_move (TarotSeatView *self,
                             gboolean       to_move)
{
  g_return_if_fail (TAROT_IS_SEAT_VIEW (self));

  to_move = !!to_move;
  if (self->to_move == to_move)
    return;
  self->to_move = to_move;
  if (to_move)
    gtk_widget_add_css_class (GTK_WIDGET (self), "to-move");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "to-move");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TO_MOVE]);
}

void
tarot_seat_view_set_compact (TarotSeatView *self,
                             gboolean       compact)
{
  g_return_if_fail (TAROT_IS_SEAT_VIEW (self));

  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  /* a narrow seat says it on two lines rather than cut it short */
  gtk_label_set_wrap (self->info_label, compact);
  gtk_label_set_ellipsize (self->info_label, compact ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
  gtk_label_set_justify (self->info_label, GTK_JUSTIFY_CENTER);
  build_backs (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

void
tarot_seat_view_redraw (TarotSeatView *self)
{
  g_return_if_fail (TAROT_IS_SEAT_VIEW (self));

  build_backs (self);
}
