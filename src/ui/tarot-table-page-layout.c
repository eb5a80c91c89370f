/* tarot-table-page-layout.c — the table at any width: the side panel folds
 * away and the seats compress into one row on narrow windows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-table-page-private.h"

/* narrower than this, the side panel folds into a flap */
#define FOLD_WIDTH 1000
/* narrower than this, the seats compress into one row */
#define COMPACT_WIDTH 720
/* a phone held upright */
#define MIN_WIDTH 360

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
  _tarot_table_page_felt_set_compact (self, compact);
  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "compact");
  if (self->game == NULL)
    return G_SOURCE_REMOVE;
  _tarot_table_page_build_seats (self);
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

void
_tarot_table_page_layout_class_init (GtkWidgetClass *widget_class)
{
  widget_class->measure = tarot_table_page_measure;
  widget_class->size_allocate = tarot_table_page_size_allocate;
}
