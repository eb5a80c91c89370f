/* tarot-sheet-print.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "tarot-sheet-print.h"
#include "tarot-sheet-util.h"

#define BODY_FONT    "Sans 9"
#define SMALL_FONT   "Sans 7"
#define HEADING_FONT "Sans Bold 9"
#define TITLE_FONT   "Sans Bold 14"
#define GAP          6.0
/* The summary keeps at least this much room however many players there are. */
#define MIN_SUMMARY  110.0

/* What a printed line holds, in order: hands, game lines after the last hand of a game,
 * and the totals at the very end. */
typedef enum {
  ITEM_ROW,
  ITEM_GAME,
  ITEM_TOTALS,
} ItemKind;

typedef struct
{
  ItemKind kind;
  guint    index;       /* the row (for a game, the row that ends it) */
} Item;

struct _TarotSheetPrint
{
  TarotScoreSheet *sheet;
  char            *title;

  GArray          *items;
  guint            items_per_page;
  double           width;
  double           height;
  double           line_height;
  double           hand_width;
  double           player_width;
  double           summary_width;
};

static Item
item_new (ItemKind kind,
          guint    index)
{
  Item item = { kind, index };

  return item;
}

TarotSheetPrint *
tarot_sheet_print_new (TarotScoreSheet *sheet,
                       const char      *title)
{
  TarotSheetPrint *self = g_new0 (TarotSheetPrint, 1);
  guint n_rows = tarot_score_sheet_get_n_rows (sheet);

  self->sheet = g_object_ref (sheet);
  self->title = g_strdup (title != NULL ? title : _("Score Sheet"));
  self->items = g_array_new (FALSE, FALSE, sizeof (Item));

  for (guint r = 0; r < n_rows; r++)
    {
      Item row = item_new (ITEM_ROW, r);

      g_array_append_val (self->items, row);
      if (tarot_sheet_is_game_end (sheet, r))
        {
          Item game = item_new (ITEM_GAME, r);

          g_array_append_val (self->items, game);
        }
    }
  {
    Item totals = item_new (ITEM_TOTALS, 0);

    g_array_append_val (self->items, totals);
  }

  return self;
}

void
tarot_sheet_print_free (TarotSheetPrint *self)
{
  if (self == NULL)
    return;

  g_object_unref (self->sheet);
  g_free (self->title);
  g_array_unref (self->items);
  g_free (self);
}

static PangoLayout *
new_layout (cairo_t    *cr,
            const char *font)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) description = pango_font_description_from_string (font);

  /* Points on paper: one font point is one unit. */
  pango_cairo_context_set_resolution (pango_layout_get_context (layout), 72);
  pango_layout_context_changed (layout);
  pango_layout_set_font_description (layout, description);

  return layout;
}

static double
text_width (cairo_t    *cr,
            const char *font,
            const char *text)
{
  g_autoptr(PangoLayout) layout = new_layout (cr, font);
  int width;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &width, NULL);

  return (double) width / PANGO_SCALE;
}

static double
font_height (cairo_t    *cr,
             const char *font)
{
  g_autoptr(PangoLayout) layout = new_layout (cr, font);
  int height;

  pango_layout_set_text (layout, "Hg", -1);
  pango_layout_get_size (layout, NULL, &height);

  return (double) height / PANGO_SCALE;
}

/* The title and the column heads on top, the page number at the foot. */
static double
header_height (TarotSheetPrint *self,
               cairo_t         *cr)
{
  return font_height (cr, TITLE_FONT) + GAP + font_height (cr, HEADING_FONT) + GAP;
}

guint
tarot_sheet_print_paginate (TarotSheetPrint *self,
                            cairo_t         *cr,
                            double           width,
                            double           height)
{
  guint n_players = tarot_score_sheet_get_n_players (self->sheet);
  double body = height - header_height (self, cr) - font_height (cr, SMALL_FONT) - 2 * GAP;
  double natural = text_width (cr, BODY_FONT, "−0000") + GAP;

  self->width = width;
  self->height = height;
  self->line_height = font_height (cr, BODY_FONT) + font_height (cr, SMALL_FONT) + GAP / 2;
  self->hand_width = text_width (cr, HEADING_FONT, C_("score sheet", "Hand")) + GAP;
  for (guint seat = 0; seat < n_players; seat++)
    {
      g_autofree char *name = tarot_sheet_short_name (tarot_score_sheet_get_player_name (self->sheet, seat));

      natural = MAX (natural, text_width (cr, HEADING_FONT, name) + GAP);
    }
  self->player_width = MIN (natural, (width - self->hand_width - MIN_SUMMARY) / MAX (1, n_players));
  self->summary_width = width - self->hand_width - n_players * self->player_width;
  self->items_per_page = MAX (1, (guint) (body / self->line_height));

  return (self->items->len + self->items_per_page - 1) / self->items_per_page;
}

void
tarot_sheet_print_get_page_rows (TarotSheetPrint *self,
                                 guint            page,
                                 guint           *first,
                                 guint           *n_rows)
{
  guint start = page * self->items_per_page;
  guint end = MIN (start + self->items_per_page, self->items->len);

  *first = G_MAXUINT;
  *n_rows = 0;
  for (guint i = start; i < end; i++)
    {
      const Item *item = &g_array_index (self->items, Item, i);

      if (item->kind != ITEM_ROW)
        continue;
      if (*first == G_MAXUINT)
        *first = item->index;
      (*n_rows)++;
    }
}

/* Draws @text in the cell from @x, @width wide, cut with an ellipsis when too long. */
static void
draw_text (cairo_t    *cr,
           const char *font,
           const char *text,
           double      x,
           double      y,
           double      width,
           PangoAlignment alignment)
{
  g_autoptr(PangoLayout) layout = new_layout (cr, font);

  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) ((width - GAP / 2) * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, alignment);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_rule (cairo_t *cr,
           double   width,
           double   y,
           double   line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_move_to (cr, 0, y);
  cairo_line_to (cr, width, y);
  cairo_stroke (cr);
}

static double
player_x (TarotSheetPrint *self,
          guint            seat)
{
  return self->hand_width + self->summary_width + seat * self->player_width;
}

static void
draw_amount (TarotSheetPrint *self,
             cairo_t         *cr,
             const char      *font,
             gint             amount,
             gboolean         with_sign,
             double           x,
             double           y)
{
  g_autofree char *text = tarot_sheet_format_amount (amount, with_sign);

  draw_text (cr, font, text, x, y, self->player_width, PANGO_ALIGN_RIGHT);
}

static void
draw_row (TarotSheetPrint *self,
          cairo_t         *cr,
          guint            position,
          double           y)
{
  TarotScoreRow *row = tarot_score_sheet_get_row (self->sheet, position);
  g_autofree char *number = g_strdup_printf ("%u", tarot_score_row_get_hand_number (row));
  guint dealer = tarot_score_row_get_dealer (row);
  double small_y = y + font_height (cr, BODY_FONT);

  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_text (cr, BODY_FONT, number, 0, y, self->hand_width, PANGO_ALIGN_LEFT);
  draw_text (cr, BODY_FONT, tarot_score_row_get_summary (row), self->hand_width, y,
             self->summary_width, PANGO_ALIGN_LEFT);
  for (guint seat = 0; seat < tarot_score_sheet_get_n_players (self->sheet); seat++)
    draw_amount (self, cr, BODY_FONT, tarot_score_row_get_amount (row, seat), TRUE, player_x (self, seat), y);

  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  if (dealer < tarot_score_sheet_get_n_players (self->sheet))
    {
      g_autofree char *dealt = g_strdup_printf (C_("score sheet", "Dealer: %s"),
                                                tarot_score_sheet_get_player_name (self->sheet, dealer));

      draw_text (cr, SMALL_FONT, dealt, self->hand_width, small_y, self->summary_width, PANGO_ALIGN_LEFT);
    }
  for (guint seat = 0; seat < tarot_score_sheet_get_n_players (self->sheet); seat++)
    draw_amount (self, cr, SMALL_FONT, tarot_score_row_get_running_total (row, seat), FALSE,
                 player_x (self, seat), small_y);

  cairo_set_source_rgb (cr, 0.8, 0.8, 0.8);
  draw_rule (cr, self->width, y + self->line_height - GAP / 4, 0.5);
}

/* The line under a game: its number and winner, and each player's balance or tally in it (a
 * side's under each of its players). */
static void
draw_game (TarotSheetPrint *self,
           cairo_t         *cr,
           guint            position,
           double           y)
{
  gboolean teams = tarot_score_sheet_get_n_teams (self->sheet) > 0;
  gboolean tally = tarot_score_sheet_has_tally (self->sheet);
  g_autofree char *title = tarot_sheet_format_game_line (self->sheet, position);
  guint winner = tarot_sheet_get_game_winner (self->sheet, position);

  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_text (cr, HEADING_FONT, title, self->hand_width, y, self->summary_width, PANGO_ALIGN_LEFT);
  for (guint seat = 0; seat < tarot_score_sheet_get_n_players (self->sheet); seat++)
    {
      guint column = teams ? tarot_score_sheet_get_team (self->sheet, seat) : seat;
      gint score = tarot_sheet_get_game_score (self->sheet, position, column);

      draw_amount (self, cr, column == winner ? HEADING_FONT : BODY_FONT, score, !tally,
                   player_x (self, seat), y);
    }
  draw_rule (cr, self->width, y + self->line_height - GAP / 4, 1.5);
}

static void
draw_totals (TarotSheetPrint *self,
             cairo_t         *cr,
             double           y)
{
  g_autofree char *standing = tarot_sheet_format_standing (self->sheet);

  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_rule (cr, self->width, y, 1.5);
  draw_text (cr, HEADING_FONT, _("Total"), self->hand_width, y + GAP / 2, self->summary_width, PANGO_ALIGN_LEFT);
  for (guint seat = 0; seat < tarot_score_sheet_get_n_players (self->sheet); seat++)
    draw_amount (self, cr, HEADING_FONT, tarot_score_sheet_get_total (self->sheet, seat), FALSE,
                 player_x (self, seat), y + GAP / 2);
  if (standing != NULL)
    {
      /* Translators: on the printed sheet, the games each player or side has won */
      g_autofree char *text = g_strdup_printf (_("Games won: %s"), standing);

      draw_text (cr, SMALL_FONT, text, self->hand_width, y + GAP / 2 + font_height (cr, HEADING_FONT),
                 self->width - self->hand_width, PANGO_ALIGN_LEFT);
    }
}

static void
draw_header (TarotSheetPrint *self,
             cairo_t         *cr,
             guint            page,
             guint            n_pages)
{
  g_autofree char *page_text = NULL;
  double y = 0;

  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_text (cr, TITLE_FONT, self->title, 0, y, self->width, PANGO_ALIGN_LEFT);
  y += font_height (cr, TITLE_FONT) + GAP;

  draw_text (cr, HEADING_FONT, C_("score sheet", "Hand"), 0, y, self->hand_width, PANGO_ALIGN_LEFT);
  draw_text (cr, HEADING_FONT, _("Summary"), self->hand_width, y, self->summary_width, PANGO_ALIGN_LEFT);
  for (guint seat = 0; seat < tarot_score_sheet_get_n_players (self->sheet); seat++)
    {
      g_autofree char *name = tarot_sheet_short_name (tarot_score_sheet_get_player_name (self->sheet, seat));

      draw_text (cr, HEADING_FONT, name, player_x (self, seat), y, self->player_width, PANGO_ALIGN_RIGHT);
    }
  draw_rule (cr, self->width, y + font_height (cr, HEADING_FONT) + GAP / 2, 1);

  /* Translators: at the foot of each printed page */
  page_text = g_strdup_printf (_("Page %u of %u"), page + 1, n_pages);
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  draw_text (cr, SMALL_FONT, page_text, 0, self->height - font_height (cr, SMALL_FONT),
             self->width, PANGO_ALIGN_RIGHT);
}

void
tarot_sheet_print_draw_page (TarotSheetPrint *self,
                             cairo_t         *cr,
                             guint            page)
{
  guint n_pages = (self->items->len + self->items_per_page - 1) / self->items_per_page;
  guint start = page * self->items_per_page;
  guint end = MIN (start + self->items_per_page, self->items->len);
  double y;

  g_return_if_fail (self->items_per_page > 0);
  g_return_if_fail (page < n_pages);

  cairo_save (cr);
  draw_header (self, cr, page, n_pages);
  y = header_height (self, cr);
  for (guint i = start; i < end; i++, y += self->line_height)
    {
      const Item *item = &g_array_index (self->items, Item, i);

      switch (item->kind)
        {
        case ITEM_ROW:
          draw_row (self, cr, item->index, y);
          break;

        case ITEM_GAME:
          draw_game (self, cr, item->index, y);
          break;

        case ITEM_TOTALS:
          draw_totals (self, cr, y);
          break;

        default:
          g_assert_not_reached ();
        }
    }
  cairo_restore (cr);
}
