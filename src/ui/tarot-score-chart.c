/* tarot-score-chart.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tarot-score-chart.h"
#include "tarot-sheet-util.h"

#define PADDING       12.0
#define LEGEND_SWATCH 22.0
#define LEGEND_GAP    18.0
#define TICK_GAP       6.0

struct _TarotScoreChart
{
  GtkWidget        parent_instance;

  TarotScoreSheet *sheet;
};

enum {
  PROP_0,
  PROP_SHEET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TarotScoreChart, tarot_score_chart, GTK_TYPE_WIDGET)

/* GNOME palette: the darker shades on a light background, the lighter ones on a dark
 * background, each pair checked for contrast against its window colour. */
static const char *const light_colours[] = { "#1c71d8", "#c64600", "#26a269", "#813d9c", "#c01c28", "#865e3c" };
static const char *const dark_colours[] = { "#62a0ea", "#ffa348", "#8ff0a4", "#dc8add", "#f66151", "#cdab8f" };

/* A dash of its own for each line, for those who do not tell the colours apart. */
static const double dashes[][4] = {
  { 0, 0, 0, 0 },
  { 8, 4, 0, 0 },
  { 2, 3, 0, 0 },
  { 8, 3, 2, 3 },
  { 14, 4, 0, 0 },
  { 4, 4, 0, 0 },
};
static const int n_dashes[] = { 0, 2, 2, 4, 2, 2 };

static void
series_colour (guint    series,
               GdkRGBA *colour)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  const char *const *colours = dark ? dark_colours : light_colours;

  gdk_rgba_parse (colour, colours[series % G_N_ELEMENTS (light_colours)]);
}

static void
set_series_style (cairo_t *cr,
                  guint    series)
{
  GdkRGBA colour;
  guint style = series % G_N_ELEMENTS (n_dashes);

  series_colour (series, &colour);
  gdk_cairo_set_source_rgba (cr, &colour);
  cairo_set_dash (cr, dashes[style], n_dashes[style], 0);
}

static gint
point_value (TarotScoreChart *self,
             guint            series,
             guint            point)
{
  /* Point 0 is the start of the sheet, before any hand. */
  return point == 0 ? 0 : tarot_sheet_get_column_running_total (self->sheet, point - 1, series);
}

/* A step of 1, 2 or 5 × 10ⁿ giving about @n_ticks ticks over @range. */
static gint
nice_step (gint range,
           gint n_ticks)
{
  gint raw = MAX (1, range / MAX (1, n_ticks));
  gint magnitude = 1;

  while (magnitude * 10 <= raw)
    magnitude *= 10;
  if (raw <= magnitude)
    return magnitude;
  if (raw <= 2 * magnitude)
    return 2 * magnitude;
  if (raw <= 5 * magnitude)
    return 5 * magnitude;
  return 10 * magnitude;
}

static void
text_size (PangoLayout *layout,
           const char  *text,
           double      *width,
           double      *height)
{
  int w, h;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
}

static void
show_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       x,
           double       y)
{
  pango_layout_set_text (layout, text, -1);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

/* The legend, in as many lines as the width needs; returns its height. */
static double
draw_legend (TarotScoreChart *self,
             cairo_t         *cr,
             PangoLayout     *layout,
             const GdkRGBA   *fg,
             double           width)
{
  guint n_series = tarot_score_chart_get_n_series (self);
  guint n_rows = tarot_score_sheet_get_n_rows (self->sheet);
  double x = PADDING, y = PADDING, line_height = 0;

  for (guint s = 0; s < n_series; s++)
    {
      g_autofree char *name = tarot_sheet_get_column_name (self->sheet, s);
      g_autofree char *total = tarot_sheet_format_amount (n_rows > 0 ? point_value (self, s, n_rows) : 0, FALSE);
      /* Translators: a line of the chart's legend: a player or side and its total */
      g_autofree char *text = g_strdup_printf (_("%s  %s"), name, total);
      double text_width, text_height, item_width;

      text_size (layout, text, &text_width, &text_height);
      item_width = LEGEND_SWATCH + 6 + text_width;
      if (x > PADDING && x + item_width > width - PADDING)
        {
          x = PADDING;
          y += line_height + 4;
        }
      line_height = MAX (line_height, text_height);

      cairo_save (cr);
      cairo_set_line_width (cr, 3);
      set_series_style (cr, s);
      cairo_move_to (cr, x, y + text_height / 2);
      cairo_line_to (cr, x + LEGEND_SWATCH, y + text_height / 2);
      cairo_stroke (cr);
      cairo_restore (cr);

      gdk_cairo_set_source_rgba (cr, fg);
      show_text (cr, layout, text, x + LEGEND_SWATCH + 6, y);
      x += item_width + LEGEND_GAP;
    }

  return y + line_height - PADDING;
}

static void
draw_chart (TarotScoreChart *self,
            cairo_t         *cr,
            double           width,
            double           height)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  guint n_series = tarot_score_chart_get_n_series (self);
  guint n_rows = tarot_score_sheet_get_n_rows (self->sheet);
  guint n_points = n_rows + 1;
  GdkRGBA fg;
  gint low = 0, high = 0, step, first_tick, last_tick;
  double legend_height, label_height = 0, label_width = 0, left, right, top, bottom;
  guint x_step;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  for (guint s = 0; s < n_series; s++)
    for (guint p = 0; p < n_points; p++)
      {
        low = MIN (low, point_value (self, s, p));
        high = MAX (high, point_value (self, s, p));
      }
  step = nice_step (MAX (high - low, 10), 5);
  first_tick = (low >= 0 ? low / step : -((-low + step - 1) / step)) * step;
  last_tick = (high <= 0 ? -(-high / step) : (high + step - 1) / step) * step;

  for (gint v = first_tick; v <= last_tick; v += step)
    {
      g_autofree char *text = tarot_sheet_format_amount (v, FALSE);
      double w;

      text_size (layout, text, &w, &label_height);
      label_width = MAX (label_width, w);
    }

  legend_height = draw_legend (self, cr, layout, &fg, width);
  left = PADDING + label_width + TICK_GAP;
  right = width - PADDING;
  top = PADDING + legend_height + PADDING + label_height / 2;
  bottom = height - PADDING - label_height - TICK_GAP;
  if (right - left < 20 || bottom - top < 20)
    return;

#define X_OF(p) (left + (right - left) * (double) (p) / (double) MAX (1, n_points - 1))
#define Y_OF(v) (bottom - (bottom - top) * (double) ((v) - first_tick) / (double) (last_tick - first_tick))

  /* Grid and points up the side */
  cairo_set_line_width (cr, 1);
  for (gint v = first_tick; v <= last_tick; v += step)
    {
      g_autofree char *text = tarot_sheet_format_amount (v, FALSE);
      double w, y = round (Y_OF (v)) + 0.5;

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, v == 0 ? 0.55 : 0.12);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, right, y);
      cairo_stroke (cr);

      text_size (layout, text, &w, NULL);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
      show_text (cr, layout, text, left - TICK_GAP - w, y - label_height / 2);
    }

  /* Hands along the bottom, as many as fit */
  {
    double w;
    g_autofree char *widest = g_strdup_printf ("%u", n_rows);

    text_size (layout, widest, &w, NULL);
    x_step = 1;
    while (x_step < n_rows && (right - left) / MAX (1, n_points - 1) * x_step < w + 12)
      x_step = x_step < 2 ? 2 : x_step < 5 ? 5 : x_step < 10 ? 10 : x_step * 2;
  }
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
  for (guint p = x_step; p < n_points; p += x_step)
    {
      g_autofree char *text = g_strdup_printf ("%u", tarot_score_row_get_hand_number (tarot_score_sheet_get_row (self->sheet, p - 1)));
      double w;

      text_size (layout, text, &w, NULL);
      show_text (cr, layout, text, X_OF (p) - w / 2, bottom + TICK_GAP);
    }

  /* Where games end */
  if (tarot_sheet_has_games (self->sheet))
    {
      static const double dotted[] = { 2, 3 };

      cairo_save (cr);
      cairo_set_dash (cr, dotted, 2, 0);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.35);
      for (guint p = 1; p < n_points; p++)
        {
          double x = round (X_OF (p)) + 0.5;

          if (!tarot_sheet_is_game_end (self->sheet, p - 1))
            continue;

          cairo_move_to (cr, x, top);
          cairo_line_to (cr, x, bottom);
          cairo_stroke (cr);
        }
      cairo_restore (cr);
    }

  /* The lines, with a dot on each hand while there is room for one */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint s = 0; s < n_series; s++)
    {
      cairo_save (cr);
      cairo_set_line_width (cr, 2.5);
      set_series_style (cr, s);
      /* Showing a layout leaves a current point behind; the line must not start there. */
      cairo_new_path (cr);
      for (guint p = 0; p < n_points; p++)
        cairo_line_to (cr, X_OF (p), Y_OF (point_value (self, s, p)));
      cairo_stroke (cr);

      if ((right - left) / MAX (1, n_points - 1) >= 12)
        for (guint p = 0; p < n_points; p++)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, X_OF (p), Y_OF (point_value (self, s, p)), 3, 0, 2 * G_PI);
            cairo_fill (cr);
          }
      cairo_restore (cr);
    }

#undef X_OF
#undef Y_OF
}

static void
tarot_score_chart_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TarotScoreChart *self = TAROT_SCORE_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->sheet == NULL || width <= 0 || height <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_chart (self, cr, width, height);
  cairo_destroy (cr);
}

static void
tarot_score_chart_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  /* Small enough for a phone held upright, large enough for the lines to part. */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 240 : 220;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 560 : 360;
}

/* What a screen reader says instead of the picture: the totals after the last hand. */
static void
update_description (TarotScoreChart *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_rows = self->sheet != NULL ? tarot_score_sheet_get_n_rows (self->sheet) : 0;

  if (n_rows == 0)
    {
      g_string_append (text, _("No hands yet"));
    }
  else
    {
      g_string_append_printf (text,
                              /* Translators: start of the chart's description for screen readers */
                              g_dngettext (GETTEXT_PACKAGE, "Running totals after %u hand:",
                                           "Running totals after %u hands:", n_rows),
                              n_rows);
      for (guint s = 0; s < tarot_score_chart_get_n_series (self); s++)
        {
          g_autofree char *name = tarot_sheet_get_column_name (self->sheet, s);
          g_autofree char *total = tarot_sheet_format_amount (point_value (self, s, n_rows), FALSE);

          /* Translators: one player's or side's total in the chart's description */
          g_string_append_printf (text, _(" %s %s;"), name, total);
        }
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

static void
sheet_changed (TarotScoreChart *self)
{
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tarot_score_chart_set_sheet (TarotScoreChart *self,
                             TarotScoreSheet *sheet)
{
  g_return_if_fail (TAROT_IS_SCORE_CHART (self));
  g_return_if_fail (sheet == NULL || TAROT_IS_SCORE_SHEET (sheet));

  if (self->sheet == sheet)
    return;

  if (self->sheet != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->sheet, sheet_changed, self);
      g_signal_handlers_disconnect_by_func (self->sheet, gtk_widget_queue_draw, self);
    }
  g_set_object (&self->sheet, sheet);
  if (sheet != NULL)
    {
      g_signal_connect_object (sheet, "items-changed", G_CALLBACK (sheet_changed), self,
                               G_CONNECT_SWAPPED);
      /* where the rubbers end */
      g_signal_connect_object (sheet, "notify::rubber-length", G_CALLBACK (gtk_widget_queue_draw), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (sheet, "notify::rubber-target", G_CALLBACK (gtk_widget_queue_draw), self,
                               G_CONNECT_SWAPPED);
    }
  sheet_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHEET]);
}

TarotScoreSheet *
tarot_score_chart_get_sheet (TarotScoreChart *self)
{
  g_return_val_if_fail (TAROT_IS_SCORE_CHART (self), NULL);

  return self->sheet;
}

guint
tarot_score_chart_get_n_series (TarotScoreChart *self)
{
  g_return_val_if_fail (TAROT_IS_SCORE_CHART (self), 0);

  return self->sheet != NULL ? tarot_sheet_get_n_columns (self->sheet) : 0;
}

char *
tarot_score_chart_get_series_name (TarotScoreChart *self,
                                   guint            series)
{
  g_return_val_if_fail (TAROT_IS_SCORE_CHART (self), NULL);
  g_return_val_if_fail (series < tarot_score_chart_get_n_series (self), NULL);

  return tarot_sheet_get_column_name (self->sheet, series);
}

GtkWidget *
tarot_score_chart_new (void)
{
  return g_object_new (TAROT_TYPE_SCORE_CHART, NULL);
}

static void
tarot_score_chart_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TarotScoreChart *self = TAROT_SCORE_CHART (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      g_value_set_object (value, self->sheet);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_score_chart_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TarotScoreChart *self = TAROT_SCORE_CHART (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      tarot_score_chart_set_sheet (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_score_chart_dispose (GObject *object)
{
  TarotScoreChart *self = TAROT_SCORE_CHART (object);

  if (self->sheet != NULL)
    g_signal_handlers_disconnect_by_func (self->sheet, sheet_changed, self);
  g_clear_object (&self->sheet);

  G_OBJECT_CLASS (tarot_score_chart_parent_class)->dispose (object);
}

static void
tarot_score_chart_class_init (TarotScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tarot_score_chart_get_property;
  object_class->set_property = tarot_score_chart_set_property;
  object_class->dispose = tarot_score_chart_dispose;
  widget_class->snapshot = tarot_score_chart_snapshot;
  widget_class->measure = tarot_score_chart_measure;

  properties[PROP_SHEET] =
    g_param_spec_object ("sheet", NULL, NULL,
                         TAROT_TYPE_SCORE_SHEET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "scorechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tarot_score_chart_init (TarotScoreChart *self)
{
  /* The palette follows the style: redraw when it turns light or dark. */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  update_description (self);
}
