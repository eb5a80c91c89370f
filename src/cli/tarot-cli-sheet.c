/* tarot-cli-sheet.c — `triumphs-cli sheet FILE [--csv]`: the score
 * sheet of a saved score-keeping session, game or score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "model/tarot-error.h"
#include "model/tarot-game.h"
#include "model/tarot-json.h"
#include "model/tarot-table-session.h"
#include "tarot-cli.h"

/* The sheet of any of the three saved files; a session's or a game's
 * knows where its rubbers end (tarot_score_sheet_set_rubber()). */
static TarotScoreSheet *
load_sheet (const char  *path,
            GError     **error)
{
  g_autoptr(JsonObject) object = NULL;
  g_autofree char *base = g_path_get_basename (path);
  const char *format;

  if ((object = tarot_json_load_object (path, error)) == NULL ||
      (format = tarot_json_get_string (object, "format", base, NULL, error)) == NULL)
    return NULL;
  if (g_str_equal (format, "triumphs-table-session"))
    {
      g_autoptr(TarotTableSession) session = tarot_table_session_new_from_json (object, base, error);

      if (session == NULL)
        return NULL;
      return g_object_ref (tarot_table_session_get_score_sheet (session));
    }
  if (g_str_equal (format, "triumphs-game"))
    {
      g_autoptr(TarotGame) game = tarot_game_new_from_json (object, base, error);

      if (game == NULL)
        return NULL;
      return g_object_ref (tarot_game_get_score_sheet (game));
    }
  if (g_str_equal (format, "triumphs-score-sheet"))
    return tarot_score_sheet_new_from_json (object, base, NULL, error);
  tarot_json_set_error (error, base, NULL, "format",
                        "\"triumphs-table-session\", \"triumphs-game\" or \"triumphs-score-sheet\"");
  return NULL;
}

static void
print_amounts (TarotScoreSheet *sheet,
               const gint      *amounts,
               const glong     *widths)
{
  for (guint s = 0; s < tarot_score_sheet_get_n_players (sheet); s++)
    printf ("  %*d", (int) widths[s], amounts[s]);
  putchar ('\n');
}

/* One line per hand (its number, dealer, summary and what each player
 * won or lost), a line after each game (the running totals) or rubber
 * to a total (each player's tally in it), and the totals. */
static void
print_table (TarotScoreSheet *sheet)
{
  guint n = tarot_score_sheet_get_n_players (sheet);
  glong widths[TAROT_MAX_PLAYERS];
  glong dealer_width = g_utf8_strlen (_("Dealer"), -1);
  glong summary_width = g_utf8_strlen (_("Summary"), -1);
  gint amounts[TAROT_MAX_PLAYERS];

  for (guint s = 0; s < n; s++)
    {
      widths[s] = MAX (6, g_utf8_strlen (tarot_score_sheet_get_player_name (sheet, s), -1));
      dealer_width = MAX (dealer_width, g_utf8_strlen (tarot_score_sheet_get_player_name (sheet, s), -1));
    }
  for (guint r = 0; r < tarot_score_sheet_get_n_rows (sheet); r++)
    summary_width = MAX (summary_width,
                         g_utf8_strlen (tarot_score_row_get_summary (tarot_score_sheet_get_row (sheet, r)), -1));

  tarot_cli_print_padded (_("Hand"), 6);
  tarot_cli_print_padded (_("Dealer"), dealer_width + 2);
  tarot_cli_print_padded (_("Summary"), summary_width);
  for (guint s = 0; s < n; s++)
    {
      fputs ("  ", stdout);
      for (glong i = g_utf8_strlen (tarot_score_sheet_get_player_name (sheet, s), -1); i < widths[s]; i++)
        putchar (' ');
      fputs (tarot_score_sheet_get_player_name (sheet, s), stdout);
    }
  putchar ('\n');

  for (guint r = 0; r < tarot_score_sheet_get_n_rows (sheet); r++)
    {
      TarotScoreRow *row = tarot_score_sheet_get_row (sheet, r);

      printf ("%4u  ", tarot_score_row_get_hand_number (row));
      tarot_cli_print_padded (tarot_score_sheet_get_player_name (sheet, tarot_score_row_get_dealer (row)),
                              dealer_width + 2);
      tarot_cli_print_padded (tarot_score_row_get_summary (row), summary_width);
      for (guint s = 0; s < n; s++)
        amounts[s] = tarot_score_row_get_amount (row, s);
      print_amounts (sheet, amounts, widths);
      if (tarot_score_sheet_is_rubber_end (sheet, r))
        {
          gboolean tally = tarot_score_sheet_has_tally (sheet);
          g_autofree char *title = NULL;

          for (guint s = 0; s < n; s++)
            amounts[s] = tally ? tarot_score_sheet_get_rubber_tally (sheet, r, s)
                               : tarot_score_row_get_running_total (row, s);
          tarot_cli_print_padded ("", 6 + dealer_width + 2);
          if (tarot_score_sheet_get_rubbers_named (sheet))
            title = tarot_score_sheet_get_rubber_title (sheet, tarot_score_sheet_get_n_rubbers_before (sheet, r) + 1);
          /* TRANSLATORS: the sheet after the last hand of a game
           * (Troccas: a game of as many hands as players) */
          tarot_cli_print_padded (title != NULL ? title : _("End of game"), summary_width);
          print_amounts (sheet, amounts, widths);
        }
    }
  for (guint s = 0; s < n; s++)
    amounts[s] = tarot_score_sheet_get_total (sheet, s);
  tarot_cli_print_padded (_("Total"), 6 + dealer_width + 2 + summary_width);
  print_amounts (sheet, amounts, widths);
}

int
tarot_cli_sheet (int    argc,
                 char **argv)
{
  gboolean csv = FALSE;
  g_auto(GStrv) files = NULL;
  GOptionEntry entries[] = {
    { "csv", 0, 0, G_OPTION_ARG_NONE, &csv, N_("Print CSV with the itemised lines"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("FILE") },
    { NULL },
  };
  g_autoptr(TarotScoreSheet) sheet = NULL;
  g_autoptr(GError) error = NULL;

  if (!tarot_cli_parse ("sheet", _("Print the score sheet of a saved session or game"),
                        entries, &argc, &argv))
    return 2;
  if (files == NULL || files[0] == NULL || files[1] != NULL)
    {
      fprintf (stderr, "triumphs-cli sheet: %s\n", _("expected one FILE"));
      return 2;
    }
  if ((sheet = load_sheet (files[0], &error)) == NULL)
    return tarot_cli_fail ("sheet", error);

  if (csv)
    {
      g_autofree char *text = tarot_score_sheet_to_csv (sheet, TRUE);

      fputs (text, stdout);
    }
  else
    print_table (sheet);
  return 0;
}
