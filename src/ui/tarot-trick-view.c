/* tarot-trick-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "model/tarot-deal.h"
#include "tarot-card-widget.h"
#include "tarot-trick-view.h"

typedef struct
{
  GtkWidget *widget;
  guint      seat;
} Entry;

struct _TarotTrickView
{
  GtkWidget     parent_instance;

  guint         n_players;
  guint         bottom_seat;
  double        duration;

  GArray       *entries;          /* Entry: the trick shown */
  guint         winner;           /* of the shown trick, TAROT_NO_SEAT if unfinished */
  guint         n_arriving;       /* entries at the end still sliding in */
  double        arrive_progress;
  AdwAnimation *arrive;

  GArray       *collected;        /* Entry: the previous trick going to its winner */
  guint         collect_to;
  double        collect_progress;
  AdwAnimation *collect;
};

G_DEFINE_FINAL_TYPE (TarotTrickView, tarot_trick_view, GTK_TYPE_WIDGET)

/* Unit vector from the centre towards @seat's place at the table. */
static void
seat_direction (TarotTrickView *self,
                guint           seat,
                double         *dx,
                double         *dy)
{
  guint n = MAX (self->n_players, 2);
  double angle = 2 * G_PI * ((seat + n - self->bottom_seat) % n) / n;

  *dx = sin (angle);
  *dy = cos (angle);
}

/* How far from the centre the cards lie, in card widths across and
 * card heights down.  The two cards on one side must not hide each
 * other: with five players they stand apart across (a wide, flat
 * oval leaves the cards larger than a tall one would), with six they
 * sit on the same line and must stand apart down. */
static void
spread (TarotTrickView *self,
        double         *across,
        double         *down)
{
  switch (self->n_players)
    {
    case 5:
      *across = 2.8;
      *down = 0.5;
      break;
    case 6:
      *across = 1.3;
      *down = 1.02;
      break;
    default:
      /* with three, the bottom card and its neighbours must clear each other */
      *across = 1.2;
      *down = 0.5;
      break;
    }
}

static void
card_size (TarotTrickView *self,
           int             width,
           int             height,
           int            *card_width,
           int            *card_height)
{
  GtkWidget *any = NULL;
  double across, down;

  if (self->entries->len > 0)
    any = g_array_index (self->entries, Entry, 0).widget;
  else if (self->collected->len > 0)
    any = g_array_index (self->collected, Entry, 0).widget;

  spread (self, &across, &down);
  /* room for the cards all round the centre */
  *card_width = MIN (MIN (width / (2 * across + 1.2), height / (2 * down + 1.15) * 100 / 190), 120);
  *card_width = MAX (*card_width, 40);
  *card_height = *card_width * 190 / 100;
  if (any != NULL)
    *card_height = tarot_card_widget_height_for_width (TAROT_CARD_WIDGET (any), *card_width);
}

static void
place (TarotTrickView *self,
       Entry          *entry,
       int             width,
       int             height,
       int             cw,
       int             ch,
       double          toward,      /* 0 = at its place, 1 = at the edge */
       guint           edge_seat)
{
  double dx, dy, ex, ey, x, y, edge_x, edge_y, across, down;

  seat_direction (self, entry->seat, &dx, &dy);
  seat_direction (self, edge_seat, &ex, &ey);
  /* around the centre as on a real table: each card in front of its player */
  spread (self, &across, &down);
  x = width / 2.0 + dx * cw * across;
  y = height / 2.0 + dy * ch * down;
  edge_x = width / 2.0 + ex * (width + cw) / 2.0;
  edge_y = height / 2.0 + ey * (height + ch) / 2.0;
  x += (edge_x - x) * toward;
  y += (edge_y - y) * toward;
  gtk_widget_size_allocate (entry->widget,
                            &(GtkAllocation) { (int) (x - cw / 2.0), (int) (y - ch / 2.0), cw, ch },
                            -1);
}

static void
tarot_trick_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline G_GNUC_UNUSED)
{
  TarotTrickView *self = TAROT_TRICK_VIEW (widget);
  int cw, ch;

  card_size (self, width, height, &cw, &ch);
  for (guint i = 0; i < self->collected->len; i++)
    place (self, &g_array_index (self->collected, Entry, i), width, height, cw, ch,
           self->collect_progress, self->collect_to);
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = &g_array_index (self->entries, Entry, i);
      gboolean arriving = i + self->n_arriving >= self->entries->len;

      place (self, entry, width, height, cw, ch,
             arriving ? 1.0 - self->arrive_progress : 0.0, entry->seat);
    }
}

static void
tarot_trick_view_measure (GtkWidget      *widget G_GNUC_UNUSED,
                          GtkOrientation  orientation,
                          int             for_size G_GNUC_UNUSED,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline G_GNUC_UNUSED,
                          int            *natural_baseline G_GNUC_UNUSED)
{
  /* a fixed area, so that nothing around it moves as cards come and go */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 260 : 200;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 420 : 300;
}

static void
clear_entries (GArray *entries)
{
  for (guint i = 0; i < entries->len; i++)
    gtk_widget_unparent (g_array_index (entries, Entry, i).widget);
  g_array_set_size (entries, 0);
}

static void
arrive_cb (double   value,
           gpointer data)
{
  TarotTrickView *self = data;

  self->arrive_progress = value;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
collect_cb (double   value,
            gpointer data)
{
  TarotTrickView *self = data;

  self->collect_progress = value;
  for (guint i = 0; i < self->collected->len; i++)
    gtk_widget_set_opacity (g_array_index (self->collected, Entry, i).widget, 1.0 - value * 0.8);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
on_collect_done (AdwAnimation   *animation G_GNUC_UNUSED,
                 TarotTrickView *self)
{
  clear_entries (self->collected);
}

static void
tarot_trick_view_dispose (GObject *object)
{
  TarotTrickView *self = TAROT_TRICK_VIEW (object);

  g_clear_object (&self->arrive);
  g_clear_object (&self->collect);
  if (self->entries != NULL)
    clear_entries (self->entries);
  if (self->collected != NULL)
    clear_entries (self->collected);
  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->collected, g_array_unref);

  G_OBJECT_CLASS (tarot_trick_view_parent_class)->dispose (object);
}

static void
tarot_trick_view_class_init (TarotTrickViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tarot_trick_view_dispose;
  widget_class->measure = tarot_trick_view_measure;
  widget_class->size_allocate = tarot_trick_view_size_allocate;

  gtk_widget_class_set_css_name (widget_class, "trick");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tarot_trick_view_init (TarotTrickView *self)
{
  self->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  self->collected = g_array_new (FALSE, FALSE, sizeof (Entry));
  self->n_players = 4;
  self->winner = TAROT_NO_SEAT;
  self->duration = 0.6;
  self->arrive_progress = 1.0;

  self->arrive = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 300,
                                          adw_callback_animation_target_new (arrive_cb, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->arrive), ADW_EASE_OUT_CUBIC);
  self->collect = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 300,
                                           adw_callback_animation_target_new (collect_cb, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->collect), ADW_EASE_IN_CUBIC);
  g_signal_connect (self->collect, "done", G_CALLBACK (on_collect_done), self);

  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Current trick"),
                                  -1);
}

GtkWidget *
tarot_trick_view_new (void)
{
  return g_object_new (TAROT_TYPE_TRICK_VIEW, NULL);
}

void
tarot_trick_view_set_seats (TarotTrickView *self,
                            guint           n_players,
                            guint           bottom_seat)
{
  g_return_if_fail (TAROT_IS_TRICK_VIEW (self));

  self->n_players = n_players;
  self->bottom_seat = bottom_seat;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
tarot_trick_view_set_duration (TarotTrickView *self,
                               double          seconds)
{
  guint ms;

  g_return_if_fail (TAROT_IS_TRICK_VIEW (self));

  self->duration = MAX (seconds, 0);
  /* a card slides for half the pause, so it rests a moment before the next one */
  ms = (guint) (self->duration * 500);
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->arrive), ms);
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->collect), ms);
}

static GtkWidget *
add_card (TarotTrickView    *self,
          TarotCardRenderer *renderer,
          TarotCard          card,
          guint              seat,
          const char        *name)
{
  GtkWidget *widget = tarot_card_widget_new (renderer, card);
  Entry entry = { widget, seat };

  gtk_widget_set_focusable (widget, FALSE);
  gtk_widget_set_can_target (widget, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, name,
                                  -1);
  gtk_widget_set_parent (widget, GTK_WIDGET (self));
  g_array_append_val (self->entries, entry);
  return widget;
}

void
tarot_trick_view_set_trick (TarotTrickView    *self,
                            TarotCardRenderer *renderer,
                            const TarotCard   *cards,
                            const guint8      *seats,
                            guint              n_cards,
                            guint              winner,
                            const char *const *names)
{
  guint shared = 0;

  g_return_if_fail (TAROT_IS_TRICK_VIEW (self));

  while (shared < n_cards && shared < self->entries->len
         && tarot_card_widget_get_card (TAROT_CARD_WIDGET (g_array_index (self->entries, Entry, shared).widget)) == cards[shared]
         && g_array_index (self->entries, Entry, shared).seat == seats[shared])
    shared++;

  if (shared == self->entries->len && shared == n_cards)
    {
      self->winner = winner;
      return;
    }

  if (shared < self->entries->len)
    {
      /* another trick: a finished one goes to its winner, anything else just goes */
      adw_animation_skip (self->collect);
      clear_entries (self->collected);
      if (self->winner != TAROT_NO_SEAT && shared == 0)
        {
          GArray *tmp = self->collected;

          self->collected = self->entries;
          self->entries = tmp;
          self->collect_to = self->winner;
          self->collect_progress = 0;
          adw_animation_play (self->collect);
        }
      else
        clear_entries (self->entries);
      shared = 0;
    }

  adw_animation_skip (self->arrive);
  for (guint i = shared; i < n_cards; i++)
    add_card (self, renderer, cards[i], seats[i], names != NULL ? names[i] : NULL);
  self->n_arriving = n_cards - shared;
  self->winner = winner;
  self->arrive_progress = 0;
  adw_animation_play (self->arrive);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

guint
tarot_trick_view_get_n_cards (TarotTrickView *self)
{
  g_return_val_if_fail (TAROT_IS_TRICK_VIEW (self), 0);

  return self->entries->len;
}

TarotCard
tarot_trick_view_get_card (TarotTrickView *self,
                           guint           index)
{
  g_return_val_if_fail (TAROT_IS_TRICK_VIEW (self), TAROT_CARD_NONE);
  g_return_val_if_fail (index < self->entries->len, TAROT_CARD_NONE);

  return tarot_card_widget_get_card (TAROT_CARD_WIDGET (g_array_index (self->entries, Entry, index).widget));
}
