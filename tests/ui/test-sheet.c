/* test-sheet.c — the score sheet panel: columns, slate, chart, export, print, window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <glib/gstdio.h>

#include "model/tarot-game.h"
#include "tarot-ui-test-util.h"
#include "ui/tarot-application.h"
#include "ui/tarot-score-chart.h"
#include "ui/tarot-score-sheet-view.h"
#include "ui/tarot-sheet-panel.h"
#include "ui/tarot-sheet-print.h"
#include "ui/tarot-table-page.h"
#include "ui/tarot-window.h"

/* Registered at the start, so that every test has the application's style sheet. */
static TarotApplication *app;

static const char *const french_names[] = { "Anna", "Bruno", "Chiara", "Dario", NULL };
static const char *const troccas_names[] = { "Men", "Gion", "Uorschla", "Flurina", NULL };
static const char *const long_names[] = { "Maximilian", "Bernadette", "Chiara", "Leopoldine",
                                          "Wolfgang", "Evangelina", NULL };

/* A French hand for four: the declarer against the three others. */
typedef struct
{
  guint       declarer;
  const char *contract;
  guint       multiplier;
  gint        difference;   /* card points over (or under, negative) what was needed */
  gboolean    petit_au_bout;
} FrenchHand;

static const FrenchHand french_hands[] = {
  { 0, "Petite", 1, 12, FALSE },
  { 1, "Garde", 2, -7, FALSE },
  { 2, "Garde", 2, 3, TRUE },
  { 3, "Petite", 1, -15, FALSE },
  { 1, "Garde sans", 4, 9, FALSE },
  { 0, "Petite", 1, 0, TRUE },
};

static void
add_line (TarotScore *score,
          const char *label,
          const gint *amounts)
{
  TarotScoreLine *line = &score->lines[score->n_lines++];

  g_strlcpy (line->label, label, sizeof line->label);
  for (guint seat = 0; seat < score->n_players; seat++)
    {
      line->amounts[seat] = amounts[seat];
      score->totals[seat] += amounts[seat];
    }
}

/* The declarer wins or loses @value from each of the others. */
static void
add_declarer_line (TarotScore *score,
                   guint       declarer,
                   const char *label,
                   gint        value)
{
  gint amounts[TAROT_MAX_PLAYERS] = { 0 };

  for (guint seat = 0; seat < score->n_players; seat++)
    amounts[seat] = seat == declarer ? value * (gint) (score->n_players - 1) : -value;
  add_line (score, label, amounts);
}

static char *
french_line_label (const FrenchHand *hand)
{
  gint base = 25 + ABS (hand->difference);

  return g_strdup_printf ("%s: 25 + %d = %d × %u = %d", hand->contract, ABS (hand->difference),
                          base, hand->multiplier, base * (gint) hand->multiplier);
}

/* Builds the sheet with the model API; @totals gets each seat's sum of the hands. */
static TarotScoreSheet *
french_sheet (gint *totals)
{
  TarotScoreSheet *sheet = tarot_score_sheet_new ("french-tarot", 4, french_names);

  memset (totals, 0, 4 * sizeof (gint));
  for (guint h = 0; h < G_N_ELEMENTS (french_hands); h++)
    {
      const FrenchHand *hand = &french_hands[h];
      gint sign = hand->difference >= 0 ? 1 : -1;
      gint value = sign * (25 + ABS (hand->difference)) * (gint) hand->multiplier;
      g_autofree char *label = french_line_label (hand);
      g_autofree char *summary = g_strdup_printf ("%s — %s, %s", french_names[hand->declarer], hand->contract,
                                                  sign > 0 ? "made" : "failed");
      TarotScore score = { .n_players = 4 };

      add_declarer_line (&score, hand->declarer, label, value);
      if (hand->petit_au_bout)
        add_declarer_line (&score, hand->declarer, "Petit au bout +10 × 2", 10 * (gint) hand->multiplier);
      for (guint seat = 0; seat < 4; seat++)
        totals[seat] += score.totals[seat];
      tarot_score_sheet_add_score (sheet, h + 1, h % 4, hand->declarer, summary, &score);
    }

  return sheet;
}

/* Troccas for four: fixed partners (seats 0 and 2 against 1 and 3), games of four hands. */
static TarotScoreSheet *
troccas_sheet (guint  n_hands,
               gint  *side_totals)
{
  static const guint teams[] = { 0, 1, 0, 1 };
  static const gint results[] = { 30, -10, 50, -20, 10, 40, -60, 20, 30, -30, 10 };
  TarotScoreSheet *sheet = tarot_score_sheet_new ("troccas", 4, troccas_names);

  tarot_score_sheet_set_teams (sheet, 2, teams);
  side_totals[0] = side_totals[1] = 0;
  for (guint h = 0; h < n_hands; h++)
    {
      gint result = results[h % G_N_ELEMENTS (results)];
      gint amounts[4];
      g_autofree char *label = g_strdup_printf ("Tricks: %d more than half = %+d", ABS (result) / 10, result);
      TarotScore score = { .n_players = 4 };

      for (guint seat = 0; seat < 4; seat++)
        amounts[seat] = teams[seat] == 0 ? result : -result;
      add_line (&score, label, amounts);
      side_totals[0] += result;
      side_totals[1] -= result;
      tarot_score_sheet_add_score (sheet, h + 1, h % 4, TAROT_NO_SEAT,
                                   result > 0 ? "Men & Uorschla win" : "Gion & Flurina win", &score);
    }

  return sheet;
}

/* Widgets */

typedef struct
{
  GtkWidget       *window;
  TarotSheetPanel *panel;
} Panel;

static void
panel_open (Panel           *panel,
            TarotScoreSheet *sheet,
            int              width,
            int              height)
{
  panel->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (panel->window), width, height);
  panel->panel = TAROT_SHEET_PANEL (tarot_sheet_panel_new ());
  tarot_sheet_panel_set_sheet (panel->panel, sheet);
  gtk_window_set_child (GTK_WINDOW (panel->window), GTK_WIDGET (panel->panel));
  gtk_window_present (GTK_WINDOW (panel->window));
  tarot_ui_test_settle ();
}

static void
panel_close (Panel *panel)
{
  gtk_window_destroy (GTK_WINDOW (panel->window));
  tarot_ui_test_settle ();
}

/* The first mapped widget under @root (itself included) that @match accepts. */
static GtkWidget *
find_widget (GtkWidget *root,
             gboolean (*match) (GtkWidget *widget, gconstpointer data),
             gconstpointer data)
{
  if (gtk_widget_get_mapped (root) && match (root, data))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
has_type (GtkWidget     *widget,
          gconstpointer  data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (data));
}

static gboolean
has_action (GtkWidget     *widget,
            gconstpointer  data)
{
  return GTK_IS_ACTIONABLE (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), data) == 0;
}

static GtkWidget *
find_by_type (GtkWidget *root,
              GType      type)
{
  return find_widget (root, has_type, GSIZE_TO_POINTER (type));
}

static void
collect_labels (GtkWidget  *root,
                const char *css_class,
                GPtrArray  *labels)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) && gtk_widget_has_css_class (root, css_class))
    g_ptr_array_add (labels, root);

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, css_class, labels);
}

static GtkWidget *sort_origin;

static int
compare_x (gconstpointer a,
           gconstpointer b)
{
  graphene_rect_t ra, rb;

  g_assert_true (gtk_widget_compute_bounds (*(GtkWidget **) a, sort_origin, &ra));
  g_assert_true (gtk_widget_compute_bounds (*(GtkWidget **) b, sort_origin, &rb));
  return ra.origin.x < rb.origin.x ? -1 : ra.origin.x > rb.origin.x;
}

/* The labels with @css_class under @root, left to right. */
static GPtrArray *
labels_by_x (GtkWidget  *root,
             const char *css_class)
{
  GPtrArray *labels = g_ptr_array_new ();

  collect_labels (root, css_class, labels);
  sort_origin = root;
  g_ptr_array_sort (labels, compare_x);

  return labels;
}

static void
assert_amount (GtkWidget *label,
               gint       amount)
{
  g_autofree char *expected = amount < 0 ? g_strdup_printf ("−%d", -amount) : g_strdup_printf ("%d", amount);

  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, expected);
}

static void
screenshots (GtkWidget  *window,
             const char *name)
{
  AdwStyleManager *style = adw_style_manager_get_default ();

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  tarot_ui_test_settle ();
  g_free (tarot_ui_test_screenshot (window, name));
  {
    g_autofree char *dark = g_strconcat (name, "-dark", NULL);

    adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
    tarot_ui_test_settle ();
    g_free (tarot_ui_test_screenshot (window, dark));
  }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  tarot_ui_test_settle ();
}

static GtkWidget *
open_popover (GtkWidget *root)
{
  GtkWidget *popover = find_by_type (root, GTK_TYPE_POPOVER);

  return popover != NULL && gtk_widget_get_visible (popover) ? popover : NULL;
}

static gboolean
popover_open (gpointer data)
{
  return open_popover (data) != NULL;
}

/* Activates the row at @position; returns the popover it opens, waited for (a loaded machine
 * may take a few frames to map it), or NULL when @opens is FALSE and none opened. */
static GtkWidget *
activate_row (Panel    *panel,
              guint     position,
              gboolean  opens)
{
  GtkWidget *column_view = find_by_type (GTK_WIDGET (panel->panel), GTK_TYPE_COLUMN_VIEW);

  g_assert_nonnull (column_view);
  /* What a click on the row, or Enter on it, does. */
  g_signal_emit_by_name (column_view, "activate", position);
  tarot_ui_test_settle ();
  if (opens)
    g_assert_true (tarot_ui_test_wait_for (popover_open, panel->panel, 5000));
  return open_popover (GTK_WIDGET (panel->panel));
}

static void
close_popover (Panel *panel)
{
  GtkWidget *popover = open_popover (GTK_WIDGET (panel->panel));

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  tarot_ui_test_settle ();
}

/* Tests */

static void
test_french_columns (void)
{
  gint totals[4];
  g_autoptr(TarotScoreSheet) sheet = french_sheet (totals);
  g_autoptr(GPtrArray) total_labels = NULL;
  Panel panel;

  panel_open (&panel, sheet, 760, 620);
  tarot_sheet_panel_set_next_dealer (panel.panel, 2);
  tarot_ui_test_settle ();

  g_assert_cmpstr (tarot_sheet_panel_get_view (panel.panel), ==, "columns");
  total_labels = labels_by_x (find_by_type (GTK_WIDGET (panel.panel), GTK_TYPE_COLUMN_VIEW), "score-total");
  g_assert_cmpuint (total_labels->len, ==, 4);
  for (guint seat = 0; seat < 4; seat++)
    assert_amount (g_ptr_array_index (total_labels, seat), totals[seat]);
  /* zero-sum: what one wins the others lose */
  g_assert_cmpint (totals[0] + totals[1] + totals[2] + totals[3], ==, 0);

  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (panel.panel), "Next to deal: Chiara"));
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (panel.panel), "Dealer: Bruno"));
  tarot_sheet_panel_set_next_dealer (panel.panel, G_MAXUINT);
  tarot_ui_test_settle ();
  g_assert_null (tarot_ui_test_find_label (GTK_WIDGET (panel.panel), "Next to deal: Chiara"));
  tarot_sheet_panel_set_next_dealer (panel.panel, 2);
  tarot_ui_test_settle ();

  screenshots (panel.window, "keep-score-sheet-columns");
  panel_close (&panel);
}

static void
test_row_lines (void)
{
  gint totals[4];
  g_autoptr(TarotScoreSheet) sheet = french_sheet (totals);
  TarotScoreRow *row = tarot_score_sheet_get_row (sheet, 2);
  GtkWidget *popover;
  Panel panel;

  panel_open (&panel, sheet, 760, 620);
  g_assert_null (open_popover (GTK_WIDGET (panel.panel)));
  popover = activate_row (&panel, 2, TRUE);
  g_assert_nonnull (popover);
  g_assert_cmpuint (tarot_score_row_get_n_lines (row), ==, 2);
  for (guint line = 0; line < tarot_score_row_get_n_lines (row); line++)
    g_assert_nonnull (tarot_ui_test_find_label (popover, tarot_score_row_get_line_label (row, line)));
  g_assert_nonnull (tarot_ui_test_find_label (popover, "Dealer: Chiara"));
  /* not editable: nothing to change */
  g_assert_null (tarot_ui_test_find_button (popover, "_Edit"));
  g_assert_null (tarot_ui_test_find_button (popover, "_Delete"));
  screenshots (popover, "keep-score-sheet-lines");
  close_popover (&panel);

  /* the totals row has no lines */
  g_assert_null (activate_row (&panel, tarot_score_sheet_get_n_rows (sheet), FALSE));
  panel_close (&panel);
}

static void
record_position (TarotSheetPanel *panel,
                 guint            position,
                 gpointer         user_data)
{
  GArray *positions = user_data;

  g_array_append_val (positions, position);
}

static void
test_editable_signals (void)
{
  gint totals[4];
  g_autoptr(TarotScoreSheet) sheet = french_sheet (totals);
  g_autoptr(GArray) edited = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) deleted = g_array_new (FALSE, FALSE, sizeof (guint));
  GtkWidget *button;
  Panel panel;

  panel_open (&panel, sheet, 760, 620);
  g_signal_connect (panel.panel, "edit-row", G_CALLBACK (record_position), edited);
  g_signal_connect (panel.panel, "delete-row", G_CALLBACK (record_position), deleted);
  tarot_sheet_panel_set_editable (panel.panel, TRUE);
  g_assert_true (tarot_sheet_panel_get_editable (panel.panel));

  button = tarot_ui_test_find_button (activate_row (&panel, 1, TRUE), "_Edit");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  tarot_ui_test_settle ();
  g_assert_null (open_popover (GTK_WIDGET (panel.panel)));
  g_assert_cmpuint (edited->len, ==, 1);
  g_assert_cmpuint (g_array_index (edited, guint, 0), ==, 1);
  g_assert_cmpuint (deleted->len, ==, 0);

  button = tarot_ui_test_find_button (activate_row (&panel, 4, TRUE), "_Delete");
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  tarot_ui_test_settle ();
  g_assert_cmpuint (deleted->len, ==, 1);
  g_assert_cmpuint (g_array_index (deleted, guint, 0), ==, 4);
  g_assert_cmpuint (edited->len, ==, 1);
  panel_close (&panel);
}

static void
test_troccas_slate (void)
{
  gint sides[2];
  g_autoptr(TarotScoreSheet) sheet = troccas_sheet (9, sides);
  g_autoptr(GPtrArray) current = NULL;
  g_autoptr(GPtrArray) past = g_ptr_array_new ();
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  gint game_balance[2] = { 0, 0 };
  guint won[2] = { 0, 0 };
  g_autofree char *standing = NULL;
  Panel panel;

  panel_open (&panel, sheet, 560, 760);
  tarot_score_sheet_set_rubber (sheet, 4, 0);
  tarot_sheet_panel_set_next_dealer (panel.panel, 1);
  tarot_sheet_panel_set_view (panel.panel, "slate");
  tarot_ui_test_settle ();
  g_assert_cmpstr (tarot_sheet_panel_get_view (panel.panel), ==, "slate");

  /* one balance per side; the current one stands, the earlier ones are struck through */
  current = labels_by_x (GTK_WIDGET (panel.panel), "slate-current");
  g_assert_cmpuint (current->len, ==, 2);
  assert_amount (g_ptr_array_index (current, 0), sides[0]);
  assert_amount (g_ptr_array_index (current, 1), sides[1]);
  collect_labels (GTK_WIDGET (panel.panel), "slate-past", past);
  g_assert_cmpuint (past->len, ==, 2 * 8);
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (panel.panel), "Men & Uorschla"));

  /* two games of four hands are over, the third has begun */
  collect_labels (GTK_WIDGET (panel.panel), "slate-game", games);
  g_assert_cmpuint (games->len, ==, 2 * 2);
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (panel.panel), "Game 1"));
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (panel.panel), "Game 2"));
  g_assert_null (tarot_ui_test_find_label (GTK_WIDGET (panel.panel), "Game 3"));
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (panel.panel), "Game 3, hand 2 of 4"));
  for (guint game = 0; game < 2; game++)
    {
      game_balance[0] = game_balance[1] = 0;
      for (guint r = game * 4; r < game * 4 + 4; r++)
        for (guint side = 0; side < 2; side++)
          game_balance[side] += tarot_score_row_get_amount (tarot_score_sheet_get_row (sheet, r), side);
      if (game_balance[0] != game_balance[1])
        won[game_balance[0] > game_balance[1] ? 0 : 1]++;
    }
  standing = g_strdup_printf ("Games won: Men & Uorschla %u · Gion & Flurina %u", won[0], won[1]);
  g_assert_nonnull (tarot_ui_test_find_label (GTK_WIDGET (panel.panel), standing));

  screenshots (panel.window, "keep-score-sheet-slate");

  /* a hand's number on the slate opens its lines too */
  {
    g_autoptr(GPtrArray) numbers = g_ptr_array_new ();
    TarotScoreRow *row = tarot_score_sheet_get_row (sheet, 5);
    GtkWidget *button, *popover;

    collect_labels (GTK_WIDGET (panel.panel), "slate-hand", numbers);
    g_assert_cmpuint (numbers->len, ==, 9);
    button = gtk_widget_get_ancestor (g_ptr_array_index (numbers, 5), GTK_TYPE_MENU_BUTTON);
    g_assert_nonnull (button);
    g_assert_cmpstr (gtk_label_get_label (g_ptr_array_index (numbers, 5)), ==, "6");
    gtk_menu_button_popup (GTK_MENU_BUTTON (button));
    tarot_ui_test_settle ();
    popover = open_popover (GTK_WIDGET (panel.panel));
    g_assert_nonnull (popover);
    g_assert_nonnull (tarot_ui_test_find_label (popover, tarot_score_row_get_line_label (row, 0)));
    g_assert_nonnull (tarot_ui_test_find_label (popover, "Dealer: Gion"));
    close_popover (&panel);
  }

  /* the columns mark where each game ends */
  tarot_sheet_panel_set_view (panel.panel, "columns");
  tarot_ui_test_settle ();
  {
    g_autoptr(GPtrArray) hands = g_ptr_array_new ();
    guint ends = 0;

    collect_labels (GTK_WIDGET (panel.panel), "hand-number", hands);
    for (guint i = 0; i < hands->len; i++)
      if (gtk_widget_has_css_class (gtk_widget_get_parent (g_ptr_array_index (hands, i)), "game-end"))
        ends++;
    g_assert_cmpuint (ends, ==, 2);
  }
  panel_close (&panel);
}

static void
test_chart (void)
{
  gint totals[4], sides[2];
  g_autoptr(TarotScoreSheet) french = french_sheet (totals);
  g_autoptr(TarotScoreSheet) troccas = troccas_sheet (11, sides);
  TarotScoreChart *chart;
  Panel panel;

  panel_open (&panel, french, 720, 520);
  tarot_sheet_panel_set_view (panel.panel, "chart");
  tarot_ui_test_settle ();
  chart = TAROT_SCORE_CHART (find_by_type (GTK_WIDGET (panel.panel), TAROT_TYPE_SCORE_CHART));
  g_assert_nonnull (chart);
  g_assert_true (tarot_score_chart_get_sheet (chart) == french);
  g_assert_cmpuint (tarot_score_chart_get_n_series (chart), ==, 4);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *name = tarot_score_chart_get_series_name (chart, seat);

      g_assert_cmpstr (name, ==, french_names[seat]);
    }
  screenshots (panel.window, "keep-score-chart");

  /* with partners, one line per side */
  tarot_score_sheet_set_rubber (troccas, 4, 0);
  tarot_sheet_panel_set_sheet (panel.panel, troccas);
  tarot_ui_test_settle ();
  g_assert_cmpuint (tarot_score_chart_get_n_series (chart), ==, 2);
  {
    g_autofree char *name = tarot_score_chart_get_series_name (chart, 1);

    g_assert_cmpstr (name, ==, "Gion & Flurina");
  }
  screenshots (panel.window, "keep-score-chart-sides");
  panel_close (&panel);
}

static TarotScoreSheet *
long_sheet (guint n_rows)
{
  TarotScoreSheet *sheet = tarot_score_sheet_new ("french-tarot", 4, french_names);

  for (guint h = 0; h < n_rows; h++)
    {
      TarotScore score = { .n_players = 4 };

      add_declarer_line (&score, h % 4, "Garde: 25 + 4 = 29 × 2 = 58", h % 3 == 0 ? -58 : 58);
      tarot_score_sheet_add_score (sheet, h + 1, h % 4, h % 4, "Garde", &score);
    }
  return sheet;
}

/* Every row is printed once, in order, and each page is full but the last. */
static guint
check_pagination (TarotSheetPrint *print,
                  cairo_t         *cr,
                  guint            n_rows,
                  double           width,
                  double           height)
{
  guint n_pages = tarot_sheet_print_paginate (print, cr, width, height);
  guint next = 0, first_page_rows = 0;

  g_assert_cmpuint (n_pages, >=, 1);
  for (guint page = 0; page < n_pages; page++)
    {
      guint first, n;

      tarot_sheet_print_get_page_rows (print, page, &first, &n);
      if (page == 0)
        first_page_rows = n;
      if (n > 0)
        g_assert_cmpuint (first, ==, next);
      if (page + 1 < n_pages)
        g_assert_cmpuint (n, ==, first_page_rows);
      next += n;
    }
  g_assert_cmpuint (next, ==, n_rows);
  /* the pages needed and no more: every row and the totals line, as many lines as a full page holds */
  if (n_pages > 1)
    g_assert_cmpuint (n_pages, ==, (n_rows + 1 + first_page_rows - 1) / first_page_rows);

  return n_pages;
}

static void
test_print_pages (void)
{
  const double a4_width = 595 - 2 * 36, a4_height = 842 - 2 * 36;
  g_autoptr(TarotScoreSheet) sheet = long_sheet (150);
  g_autoptr(TarotScoreSheet) short_one = long_sheet (5);
  g_autoptr(TarotSheetPrint) print = tarot_sheet_print_new (sheet, "Score Sheet");
  g_autoptr(TarotSheetPrint) short_print = tarot_sheet_print_new (short_one, "Score Sheet");
  g_autofree char *dir = g_test_build_filename (G_TEST_BUILT, "screenshots", NULL);
  g_autofree char *path = g_build_filename (dir, "keep-score-print.pdf", NULL);
  cairo_surface_t *pdf;
  cairo_surface_t *image;
  cairo_t *cr;
  guint n_pages, n_half_pages;
  GStatBuf info;
  gboolean inked = FALSE;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  pdf = cairo_pdf_surface_create (path, 595, 842);
  cr = cairo_create (pdf);

  g_assert_cmpuint (check_pagination (short_print, cr, 5, a4_width, a4_height), ==, 1);
  n_half_pages = check_pagination (print, cr, 150, a4_width, a4_height / 2);
  n_pages = check_pagination (print, cr, 150, a4_width, a4_height);
  g_assert_cmpuint (n_pages, >, 1);
  g_assert_cmpuint (n_half_pages, >, n_pages);

  for (guint page = 0; page < n_pages; page++)
    {
      cairo_save (cr);
      cairo_translate (cr, 36, 36);
      tarot_sheet_print_draw_page (print, cr, page);
      cairo_restore (cr);
      cairo_show_page (cr);
    }
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_finish (pdf);
  g_assert_cmpint (cairo_surface_status (pdf), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (pdf);
  g_assert_cmpint (g_stat (path, &info), ==, 0);
  g_assert_cmpint (info.st_size, >, 1000);

  /* the last page on an image: ink where the rows are */
  image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 595, 842);
  cr = cairo_create (image);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_translate (cr, 36, 36);
  tarot_sheet_print_draw_page (print, cr, n_pages - 1);
  cairo_destroy (cr);
  cairo_surface_flush (image);
  {
    const guint8 *data = cairo_image_surface_get_data (image);
    int stride = cairo_image_surface_get_stride (image);

    for (int y = 120; y < 160 && !inked; y++)
      for (int x = 40; x < 555 && !inked; x++)
        inked = ((const guint32 *) (data + y * stride))[x] != 0xffffff;
  }
  {
    g_autofree char *png = g_build_filename (dir, "keep-score-print-last-page.png", NULL);

    g_assert_cmpint (cairo_surface_write_to_png (image, png), ==, CAIRO_STATUS_SUCCESS);
  }
  cairo_surface_destroy (image);
  g_assert_true (inked);
}

static void
test_export_csv (void)
{
  gint totals[4], read_back[4];
  g_autoptr(TarotScoreSheet) sheet = french_sheet (totals);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("triumphs-csv-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *csv = NULL;
  g_autoptr(GFile) file = NULL;
  Panel panel;

  g_assert_no_error (error);
  path = g_build_filename (dir, "sheet.csv", NULL);
  file = g_file_new_for_path (path);
  panel_open (&panel, sheet, 600, 500);
  g_assert_true (tarot_sheet_panel_export_csv (panel.panel, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &csv, NULL, &error));
  g_assert_true (tarot_score_sheet_csv_totals (csv, read_back, 4, &error));
  g_assert_no_error (error);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpint (read_back[seat], ==, totals[seat]);
  /* the itemised lines go with the hands */
  g_assert_nonnull (strstr (csv, "Petit au bout"));
  panel_close (&panel);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_narrow (void)
{
  TarotScoreSheet *sheet = tarot_score_sheet_new ("troccas", 6, long_names);
  GtkColumnView *column_view;
  GtkScrolledWindow *scroller;
  GtkAdjustment *adjustment;
  GListModel *columns;
  Panel panel;

  for (guint h = 0; h < 8; h++)
    {
      TarotScore score = { .n_players = 6 };

      add_declarer_line (&score, h % 6, "Tricks: 2 more than half = +20", h % 2 ? 20 : -20);
      tarot_score_sheet_add_score (sheet, h + 1, h % 6, h % 6, "A long summary of the hand", &score);
    }

  panel_open (&panel, sheet, 360, 640);
  g_object_unref (sheet);
  tarot_sheet_panel_set_next_dealer (panel.panel, 2);
  tarot_ui_test_settle ();

  /* nothing makes the window wider than a phone */
  g_assert_cmpint (gtk_widget_get_width (panel.window), ==, 360);
  column_view = GTK_COLUMN_VIEW (find_by_type (GTK_WIDGET (panel.panel), GTK_TYPE_COLUMN_VIEW));
  columns = gtk_column_view_get_columns (column_view);
  g_assert_cmpuint (g_list_model_get_n_items (columns), ==, 2 + 6);
  for (guint i = 2; i < 8; i++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

      g_assert_cmpint (g_utf8_strlen (gtk_column_view_column_get_title (column), -1), <=, 8);
    }
  {
    g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, 2);

    g_assert_cmpstr (gtk_column_view_column_get_title (column), ==, "Maximil.");
  }
  /* the six columns scroll sideways */
  scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (column_view), GTK_TYPE_SCROLLED_WINDOW));
  adjustment = gtk_scrolled_window_get_hadjustment (scroller);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (scroller)), <=, 360);

  screenshots (panel.window, "keep-score-sheet-360");
  tarot_sheet_panel_set_view (panel.panel, "slate");
  screenshots (panel.window, "keep-score-sheet-360-slate");
  tarot_sheet_panel_set_view (panel.panel, "chart");
  screenshots (panel.window, "keep-score-chart-360");
  panel_close (&panel);
}

static GtkWidget *
find_actionable (GtkWidget  *root,
                 const char *action_name)
{
  return find_widget (root, has_action, action_name);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    user_data)
{
  (*(guint *) user_data)++;
}

/* Each property notifies once when it changes, and not when set to what it is. */
static void
test_properties_notify (void)
{
  static const struct { const char *name; guint value; } uints[] = {
    { "next-dealer", 3 },
  };
  gint totals[4];
  g_autoptr(TarotScoreSheet) sheet = french_sheet (totals);
  GtkWidget *panel = g_object_ref_sink (tarot_sheet_panel_new ());

  for (guint i = 0; i < G_N_ELEMENTS (uints); i++)
    {
      g_autofree char *signal = g_strconcat ("notify::", uints[i].name, NULL);
      guint notified = 0;
      guint value = 0;

      g_signal_connect (panel, signal, G_CALLBACK (count_notify), &notified);
      g_object_set (panel, uints[i].name, uints[i].value, NULL);
      g_object_set (panel, uints[i].name, uints[i].value, NULL);
      g_object_get (panel, uints[i].name, &value, NULL);
      g_assert_cmpuint (notified, ==, 1);
      g_assert_cmpuint (value, ==, uints[i].value);
    }
  {
    guint notified = 0;
    gboolean editable = FALSE;

    g_signal_connect (panel, "notify::editable", G_CALLBACK (count_notify), &notified);
    g_object_set (panel, "editable", TRUE, NULL);
    g_object_set (panel, "editable", TRUE, NULL);
    g_object_get (panel, "editable", &editable, NULL);
    g_assert_cmpuint (notified, ==, 1);
    g_assert_true (editable);
  }
  {
    guint notified = 0;

    g_signal_connect (panel, "notify::sheet", G_CALLBACK (count_notify), &notified);
    g_object_set (panel, "sheet", sheet, NULL);
    g_object_set (panel, "sheet", sheet, NULL);
    g_assert_cmpuint (notified, ==, 1);
    g_assert_true (tarot_sheet_panel_get_sheet (TAROT_SHEET_PANEL (panel)) == sheet);
  }
  {
    guint notified = 0;
    g_autofree char *view = NULL;

    g_signal_connect (panel, "notify::view", G_CALLBACK (count_notify), &notified);
    g_object_set (panel, "view", "chart", NULL);
    g_object_set (panel, "view", "chart", NULL);
    g_object_get (panel, "view", &view, NULL);
    g_assert_cmpuint (notified, ==, 1);
    g_assert_cmpstr (view, ==, "chart");
  }
  g_assert_finalize_object (panel);
}

static gboolean
hand_over (gpointer data)
{
  return tarot_game_is_hand_over (data);
}

static void
test_window_button (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("french-tarot", &error);
  g_autoptr(TarotGame) game = NULL;
  g_auto(GStrv) accels = NULL;
  TarotWindow *window;
  TarotSheetPanel *panel;
  GtkWidget *button, *table;

  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (app));
  tarot_ui_test_settle ();
  window = TAROT_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);

  /* no game: no sheet button */
  tarot_window_set_page (window, "games");
  tarot_ui_test_settle ();
  g_assert_null (find_actionable (GTK_WIDGET (window), "win.score-sheet"));

  /* computer players in every seat, so that hands play themselves onto the sheet */
  game = tarot_game_new (variant, 4, NULL, french_names, 0, 7, &error);
  g_assert_no_error (error);
  for (guint seat = 0; seat < 4; seat++)
    tarot_game_set_level (game, seat, "easy");
  tarot_window_start_game (window, game);
  table = tarot_window_get_page_widget (window, "table");
  tarot_table_page_set_speed (TAROT_TABLE_PAGE (table), 0);
  for (guint hand = 0; hand < 3; hand++)
    {
      g_assert_true (tarot_ui_test_wait_for (hand_over, game, 20000));
      g_assert_true (gtk_widget_activate_action (table, "table.next-hand", NULL));
    }
  tarot_ui_test_settle ();

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.score-sheet");
  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, "F9");

  button = find_actionable (GTK_WIDGET (window), "win.score-sheet");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Score Sheet");
  g_assert_null (find_by_type (GTK_WIDGET (window), TAROT_TYPE_SHEET_PANEL));
  g_signal_emit_by_name (button, "clicked");
  tarot_ui_test_settle ();

  panel = TAROT_SHEET_PANEL (find_by_type (GTK_WIDGET (window), TAROT_TYPE_SHEET_PANEL));
  g_assert_nonnull (panel);
  g_assert_true (tarot_sheet_panel_get_sheet (panel) == tarot_game_get_score_sheet (game));
  /* the hands played so far, each with its row */
  {
    TarotScoreSheet *sheet = tarot_game_get_score_sheet (game);
    g_autoptr(GPtrArray) hands = g_ptr_array_new ();

    g_assert_cmpuint (tarot_score_sheet_get_n_rows (sheet), >, 0);
    collect_labels (GTK_WIDGET (panel), "hand-number", hands);
    g_assert_cmpuint (hands->len, ==, tarot_score_sheet_get_n_rows (sheet));
  }
  g_assert_cmpuint (tarot_sheet_panel_get_next_dealer (panel), ==,
                    (tarot_game_get_dealer (game) + 1) % 4);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  screenshots (GTK_WIDGET (window), "keep-score-sheet-in-game");

  /* the same button closes it */
  g_signal_emit_by_name (button, "clicked");
  tarot_ui_test_settle ();
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));

  /* and it belongs to the table: gone on the other pages */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.score-sheet", NULL));
  tarot_ui_test_settle ();
  tarot_window_set_page (window, "games");
  tarot_ui_test_settle ();
  g_assert_null (find_by_type (GTK_WIDGET (window), TAROT_TYPE_SHEET_PANEL));
  g_assert_null (find_actionable (GTK_WIDGET (window), "win.score-sheet"));

  gtk_window_destroy (GTK_WINDOW (window));
  tarot_ui_test_settle ();
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tarot_ui_test_init (&argc, &argv);
  app = tarot_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_hold (G_APPLICATION (app));
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));

  g_test_add_func ("/sheet/french-columns", test_french_columns);
  g_test_add_func ("/sheet/row-lines", test_row_lines);
  g_test_add_func ("/sheet/editable-signals", test_editable_signals);
  g_test_add_func ("/sheet/troccas-slate", test_troccas_slate);
  g_test_add_func ("/sheet/chart", test_chart);
  g_test_add_func ("/sheet/print-pages", test_print_pages);
  g_test_add_func ("/sheet/export-csv", test_export_csv);
  g_test_add_func ("/sheet/narrow", test_narrow);
  g_test_add_func ("/sheet/properties-notify", test_properties_notify);
  g_test_add_func ("/sheet/window-button", test_window_button);

  status = g_test_run ();

  g_application_release (G_APPLICATION (app));
  g_clear_object (&app);

  return status;
}
