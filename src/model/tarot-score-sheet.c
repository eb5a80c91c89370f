/* tarot-score-sheet.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tarot-error.h"
#include "tarot-json.h"
#include "tarot-score-sheet.h"

#define SHEET_FORMAT "triumphs-score-sheet"

struct _TarotScoreSheet
{
  GObject     parent_instance;

  char       *variant_id;
  guint       n_players;
  char      **names;
  guint       n_teams;
  guint       team_of_seat[TAROT_MAX_PLAYERS];
  guint       rubber_length;
  guint       rubber_target;
  GPtrArray  *rows;     /* of TarotScoreRow */
};

enum
{
  PROP_0,
  PROP_VARIANT_ID,
  PROP_N_PLAYERS,
  PROP_N_TEAMS,
  PROP_N_ROWS,
  PROP_RUBBER_LENGTH,
  PROP_RUBBER_TARGET,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TarotScoreSheet, tarot_score_sheet, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
tarot_score_sheet_get_item_type (GListModel *model)
{
  return TAROT_TYPE_SCORE_ROW;
}

static guint
tarot_score_sheet_get_n_items (GListModel *model)
{
  return TAROT_SCORE_SHEET (model)->rows->len;
}

static gpointer
tarot_score_sheet_get_item (GListModel *model,
                            guint       position)
{
  TarotScoreSheet *self = TAROT_SCORE_SHEET (model);

  if (position >= self->rows->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->rows, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = tarot_score_sheet_get_item_type;
  iface->get_n_items = tarot_score_sheet_get_n_items;
  iface->get_item = tarot_score_sheet_get_item;
}

static void
tarot_score_sheet_finalize (GObject *object)
{
  TarotScoreSheet *self = TAROT_SCORE_SHEET (object);

  g_free (self->variant_id);
  g_strfreev (self->names);
  g_ptr_array_unref (self->rows);

  G_OBJECT_CLASS (tarot_score_sheet_parent_class)->finalize (object);
}

static void
tarot_score_sheet_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TarotScoreSheet *self = TAROT_SCORE_SHEET (object);

  switch (prop_id)
    {
    case PROP_VARIANT_ID:
      g_value_set_string (value, self->variant_id);
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->n_players);
      break;
    case PROP_N_TEAMS:
      g_value_set_uint (value, self->n_teams);
      break;
    case PROP_N_ROWS:
      g_value_set_uint (value, self->rows->len);
      break;
    case PROP_RUBBER_LENGTH:
      g_value_set_uint (value, self->rubber_length);
      break;
    case PROP_RUBBER_TARGET:
      g_value_set_uint (value, self->rubber_target);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_score_sheet_class_init (TarotScoreSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tarot_score_sheet_finalize;
  object_class->get_property = tarot_score_sheet_get_property;

  properties[PROP_VARIANT_ID] =
    g_param_spec_string ("variant-id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, TAROT_MAX_PLAYERS, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_TEAMS] =
    g_param_spec_uint ("n-teams", NULL, NULL, 0, TAROT_MAX_PLAYERS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* the totals change exactly when this does */
  properties[PROP_N_ROWS] =
    g_param_spec_uint ("n-rows", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUBBER_LENGTH] =
    g_param_spec_uint ("rubber-length", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUBBER_TARGET] =
    g_param_spec_uint ("rubber-target", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tarot_score_sheet_init (TarotScoreSheet *self)
{
  self->rows = g_ptr_array_new_with_free_func (g_object_unref);
}

TarotScoreSheet *
tarot_score_sheet_new (const char        *variant_id,
                       guint              n_players,
                       const char *const *names)
{
  TarotScoreSheet *self;

  g_return_val_if_fail (variant_id != NULL, NULL);
  g_return_val_if_fail (n_players >= 1 && n_players <= TAROT_MAX_PLAYERS, NULL);

  self = g_object_new (TAROT_TYPE_SCORE_SHEET, NULL);
  self->variant_id = g_strdup (variant_id);
  self->n_players = n_players;
  self->names = g_new0 (char *, n_players + 1);
  /* a blank name would make the saved file unreadable */
  for (guint p = 0; p < n_players; p++)
    self->names[p] = names != NULL && !tarot_json_is_blank (names[p])
                     ? g_strdup (names[p])
                     : g_strdup_printf (_("Player %u"), p + 1);
  return self;
}

const char *
tarot_score_sheet_get_variant_id (TarotScoreSheet *sheet)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), NULL);

  return sheet->variant_id;
}

guint
tarot_score_sheet_get_n_players (TarotScoreSheet *sheet)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);

  return sheet->n_players;
}

const char *
tarot_score_sheet_get_player_name (TarotScoreSheet *sheet,
                                   guint            seat)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), NULL);
  g_return_val_if_fail (seat < sheet->n_players, NULL);

  return sheet->names[seat];
}

void
tarot_score_sheet_set_teams (TarotScoreSheet *sheet,
                             guint            n_teams,
                             const guint     *team_of_seat)
{
  g_return_if_fail (TAROT_IS_SCORE_SHEET (sheet));
  g_return_if_fail (n_teams <= sheet->n_players);
  g_return_if_fail (n_teams == 0 || team_of_seat != NULL);

  for (guint p = 0; p < sheet->n_players; p++)
    {
      g_return_if_fail (n_teams == 0 || team_of_seat[p] < n_teams);
      sheet->team_of_seat[p] = n_teams > 0 ? team_of_seat[p] : p;
    }
  if (sheet->n_teams != n_teams)
    {
      sheet->n_teams = n_teams;
      g_object_notify_by_pspec (G_OBJECT (sheet), properties[PROP_N_TEAMS]);
    }
}

guint
tarot_score_sheet_get_n_teams (TarotScoreSheet *sheet)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);

  return sheet->n_teams;
}

guint
tarot_score_sheet_get_team (TarotScoreSheet *sheet,
                            guint            seat)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);
  g_return_val_if_fail (seat < sheet->n_players, 0);

  return sheet->team_of_seat[seat];
}

void
tarot_score_sheet_set_rubber (TarotScoreSheet *sheet,
                              guint            length,
                              guint            target)
{
  g_return_if_fail (TAROT_IS_SCORE_SHEET (sheet));

  g_object_freeze_notify (G_OBJECT (sheet));
  if (sheet->rubber_length != length)
    {
      sheet->rubber_length = length;
      g_object_notify_by_pspec (G_OBJECT (sheet), properties[PROP_RUBBER_LENGTH]);
    }
  if (sheet->rubber_target != target)
    {
      sheet->rubber_target = target;
      g_object_notify_by_pspec (G_OBJECT (sheet), properties[PROP_RUBBER_TARGET]);
    }
  g_object_thaw_notify (G_OBJECT (sheet));
}

guint
tarot_score_sheet_get_rubber_length (TarotScoreSheet *sheet)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);

  return sheet->rubber_length;
}

guint
tarot_score_sheet_get_rubber_target (TarotScoreSheet *sheet)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);

  return sheet->rubber_target;
}

static TarotScoreRow *
last_row (TarotScoreSheet *sheet)
{
  return sheet->rows->len > 0 ? g_ptr_array_index (sheet->rows, sheet->rows->len - 1) : NULL;
}

TarotScoreRow *
tarot_score_sheet_add_score (TarotScoreSheet  *sheet,
                             guint             hand_number,
                             guint             dealer,
                             guint             declarer,
                             const char       *summary,
                             const TarotScore *score)
{
  TarotScoreRow *row;

  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), NULL);
  g_return_val_if_fail (score != NULL && score->n_players == sheet->n_players, NULL);

  row = tarot_score_row_new (hand_number, dealer, declarer, summary, score, last_row (sheet));
  g_return_val_if_fail (row != NULL, NULL);
  g_ptr_array_add (sheet->rows, row);
  g_list_model_items_changed (G_LIST_MODEL (sheet), sheet->rows->len - 1, 0, 1);
  g_object_notify_by_pspec (G_OBJECT (sheet), properties[PROP_N_ROWS]);
  return row;
}

gboolean
tarot_score_sheet_remove_last (TarotScoreSheet *sheet)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), FALSE);

  if (sheet->rows->len == 0)
    return FALSE;
  g_ptr_array_remove_index (sheet->rows, sheet->rows->len - 1);
  g_list_model_items_changed (G_LIST_MODEL (sheet), sheet->rows->len, 1, 0);
  g_object_notify_by_pspec (G_OBJECT (sheet), properties[PROP_N_ROWS]);
  return TRUE;
}

void
tarot_score_sheet_splice (TarotScoreSheet *sheet,
                          guint            position,
                          TarotScoreSheet *source)
{
  guint removed, added;

  g_return_if_fail (TAROT_IS_SCORE_SHEET (sheet));
  g_return_if_fail (TAROT_IS_SCORE_SHEET (source));
  g_return_if_fail (source->n_players == sheet->n_players);
  g_return_if_fail (position <= sheet->rows->len && position <= source->rows->len);

  tarot_score_sheet_set_rubber (sheet, source->rubber_length, source->rubber_target);
  removed = sheet->rows->len - position;
  added = source->rows->len - position;
  g_ptr_array_set_size (sheet->rows, position);
  for (guint r = position; r < source->rows->len; r++)
    g_ptr_array_add (sheet->rows, g_object_ref (g_ptr_array_index (source->rows, r)));
  if (removed == 0 && added == 0)
    return;
  g_list_model_items_changed (G_LIST_MODEL (sheet), position, removed, added);
  g_object_notify_by_pspec (G_OBJECT (sheet), properties[PROP_N_ROWS]);
}

TarotScoreRow *
tarot_score_sheet_get_row (TarotScoreSheet *sheet,
                           guint            position)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), NULL);

  return position < sheet->rows->len ? g_ptr_array_index (sheet->rows, position) : NULL;
}

guint
tarot_score_sheet_get_n_rows (TarotScoreSheet *sheet)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);

  return sheet->rows->len;
}

gint
tarot_score_sheet_get_total (TarotScoreSheet *sheet,
                             guint            seat)
{
  TarotScoreRow *row;

  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);
  g_return_val_if_fail (seat < sheet->n_players, 0);

  row = last_row (sheet);
  return row != NULL ? tarot_score_row_get_running_total (row, seat) : 0;
}

static guint
first_member (TarotScoreSheet *sheet,
              guint            team)
{
  for (guint p = 0; p < sheet->n_players; p++)
    if (sheet->team_of_seat[p] == team)
      return p;
  return 0;
}

gint
tarot_score_sheet_get_team_running_total (TarotScoreSheet *sheet,
                                          guint            position,
                                          guint            team)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);
  g_return_val_if_fail (team < sheet->n_teams, 0);
  g_return_val_if_fail (position < sheet->rows->len, 0);

  return tarot_score_row_get_running_total (g_ptr_array_index (sheet->rows, position),
                                            first_member (sheet, team));
}

gint
tarot_score_sheet_get_team_total (TarotScoreSheet *sheet,
                                  guint            team)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), 0);
  g_return_val_if_fail (team < sheet->n_teams, 0);

  return tarot_score_sheet_get_total (sheet, first_member (sheet, team));
}

static JsonArray *
int_array (const gint32 *values,
           guint         n)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < n; i++)
    json_array_add_int_element (array, values[i]);
  return array;
}

JsonObject *
tarot_score_sheet_to_json (TarotScoreSheet *sheet)
{
  JsonObject *o;
  JsonArray *players, *rows;

  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), NULL);

  o = json_object_new ();
  json_object_set_string_member (o, "format", SHEET_FORMAT);
  json_object_set_int_member (o, "version", TAROT_SCORE_SHEET_VERSION);
  json_object_set_string_member (o, "variant", sheet->variant_id);
  players = json_array_new ();
  for (guint p = 0; p < sheet->n_players; p++)
    json_array_add_string_element (players, sheet->names[p]);
  json_object_set_array_member (o, "players", players);
  if (sheet->n_teams > 0)
    {
      gint32 teams[TAROT_MAX_PLAYERS];

      for (guint p = 0; p < sheet->n_players; p++)
        teams[p] = (gint32) sheet->team_of_seat[p];
      json_object_set_array_member (o, "teams", int_array (teams, sheet->n_players));
    }

  rows = json_array_new ();
  for (guint r = 0; r < sheet->rows->len; r++)
    {
      TarotScoreRow *row = g_ptr_array_index (sheet->rows, r);
      JsonObject *ro = json_object_new ();
      JsonArray *lines = json_array_new ();

      json_object_set_int_member (ro, "hand", tarot_score_row_get_hand_number (row));
      json_object_set_int_member (ro, "dealer", tarot_score_row_get_dealer (row));
      if (tarot_score_row_get_declarer (row) != TAROT_NO_SEAT)
        json_object_set_int_member (ro, "declarer", tarot_score_row_get_declarer (row));
      json_object_set_string_member (ro, "summary", tarot_score_row_get_summary (row));
      for (guint l = 0; l < tarot_score_row_get_n_lines (row); l++)
        {
          JsonObject *lo = json_object_new ();
          gint32 amounts[TAROT_MAX_PLAYERS];

          for (guint p = 0; p < sheet->n_players; p++)
            amounts[p] = tarot_score_row_get_line_amount (row, l, p);
          json_object_set_string_member (lo, "label", tarot_score_row_get_line_label (row, l));
          json_object_set_array_member (lo, "amounts", int_array (amounts, sheet->n_players));
          if (tarot_score_row_get_line_is_pot (row, l))
            json_object_set_boolean_member (lo, "pot", TRUE);
          json_array_add_object_element (lines, lo);
        }
      json_object_set_array_member (ro, "lines", lines);
      if (tarot_score_row_has_tally (row))
        {
          gint32 tally[TAROT_MAX_PLAYERS];

          for (guint p = 0; p < sheet->n_players; p++)
            tally[p] = tarot_score_row_get_tally (row, p);
          json_object_set_array_member (ro, "tally", int_array (tally, sheet->n_players));
        }
      if (tarot_score_row_get_pool (row) != 0)
        json_object_set_int_member (ro, "pool", tarot_score_row_get_pool (row));
      json_array_add_object_element (rows, ro);
    }
  json_object_set_array_member (o, "rows", rows);
  return o;
}

/* The "format" and "version" members shared by the files of this
 * layer: a newer version is refused rather than half read. */
static gboolean
check_format (JsonObject  *object,
              const char  *format,
              const char  *file,
              const char  *where,
              GError     **error)
{
  g_autofree char *expected = g_strdup_printf ("\"%s\"", format);
  const char *found;
  gint64 version;

  if ((found = tarot_json_get_string (object, "format", file, where, error)) == NULL)
    return FALSE;
  if (!g_str_equal (found, format))
    {
      tarot_json_set_error (error, file, where, "format", expected);
      return FALSE;
    }
  if (!tarot_json_get_int (object, "version", file, where, 1, G_MAXINT32, &version, error))
    return FALSE;
  if (version != TAROT_SCORE_SHEET_VERSION)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("%s: %s%sversion: this file has format version %d; "
                     "this version of Triumphs reads version %d"),
                   file ? file : "(input)", where ? where : "", where ? "." : "",
                   (int) version, TAROT_SCORE_SHEET_VERSION);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_int_array (JsonObject   *object,
                const char   *member,
                const char   *file,
                const char   *where,
                guint         n,
                gint64        min,
                gint64        max,
                gint32       *out,
                GError      **error)
{
  g_autofree char *expected = g_strdup_printf ("an array of %u integers from %" G_GINT64_FORMAT
                                               " to %" G_GINT64_FORMAT, n, min, max);
  JsonArray *array = tarot_json_get_array (object, member, file, where, error);

  if (array == NULL)
    return FALSE;
  if (json_array_get_length (array) != n)
    {
      tarot_json_set_error (error, file, where, member, expected);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 v;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (v = json_node_get_int (node)) < min || v > max)
        {
          tarot_json_set_error (error, file, where, member, expected);
          return FALSE;
        }
      out[i] = (gint32) v;
    }
  return TRUE;
}

/* Every game Triumphs knows is zero-sum: what some win the others lose,
 * hand by hand.  Not always line by line: where each plays for himself
 * (Troccas for three or five) each player has a line of his own.  Lines
 * to or from the pots on the table are outside the game. */
static gboolean
check_zero_sum (const TarotScore  *score,
                const char        *file,
                const char        *where,
                GError           **error)
{
  gint64 sum = 0;
  g_autofree char *expected = NULL;

  for (guint l = 0; l < score->n_lines; l++)
    for (guint p = 0; !score->lines[l].pot && p < score->n_players; p++)
      sum += score->lines[l].amounts[p];
  if (sum == 0)
    return TRUE;
  expected = g_strdup_printf ("amounts that add up to 0 over the hand, not %" G_GINT64_FORMAT
                              " (the game is zero-sum)", sum);
  tarot_json_set_error (error, file, where, "lines", expected);
  return FALSE;
}

/* Adds the row's amounts to @totals; the running totals must stay
 * within gint32, which is what the sheet keeps. */
static gboolean
add_to_totals (const TarotScore  *score,
               gint64            *totals,
               const char        *file,
               const char        *where,
               GError           **error)
{
  for (guint p = 0; p < score->n_players; p++)
    {
      for (guint l = 0; l < score->n_lines; l++)
        totals[p] += score->lines[l].amounts[p];
      if (totals[p] < G_MININT32 || totals[p] > G_MAXINT32)
        {
          tarot_json_set_error (error, file, where, "lines",
                                "amounts whose running totals stay between −2147483648 and 2147483647");
          return FALSE;
        }
    }
  return TRUE;
}

/* The pool carried across hands (S5's piatto) is a holder of money: what
 * the row's pot lines pay in is what it puts into the pool, and the pool
 * never holds less than nothing.  @pool is the pool before the row. */
static gboolean
read_pool (JsonObject  *ro,
           TarotScore  *score,
           const char  *file,
           const char  *where,
           gint64      *pool,
           GError     **error)
{
  gint64 delta = 0, paid_in = 0;

  if (!json_object_has_member (ro, "pool"))
    return TRUE;
  /* bounded like the amounts, so that the pool cannot overflow */
  if (!tarot_json_get_int (ro, "pool", file, where, G_MININT32 / 1024, G_MAXINT32 / 1024, &delta, error))
    return FALSE;
  for (guint l = 0; l < score->n_lines; l++)
    for (guint p = 0; score->lines[l].pot && p < score->n_players; p++)
      paid_in -= score->lines[l].amounts[p];
  if (paid_in != delta)
    {
      g_autofree char *problem = g_strdup_printf (_("the pool lines pay %lld into the pool, not %lld"),
                                                  (long long) paid_in, (long long) delta);

      tarot_json_set_problem (error, file, where, "pool", problem);
      return FALSE;
    }
  if (*pool + delta < 0 || *pool + delta > G_MAXINT32 / 1024)
    {
      g_autofree char *problem = g_strdup_printf (_("the pool would hold %lld after this hand"),
                                                  (long long) (*pool + delta));

      tarot_json_set_problem (error, file, where, "pool", problem);
      return FALSE;
    }
  *pool += delta;
  tarot_score_set_pool (score, (gint32) delta);
  return TRUE;
}

static gboolean
read_row (TarotScoreSheet  *sheet,
          JsonObject       *ro,
          const char       *file,
          const char       *where,
          gint64           *totals,
          gint64           *pool,
          GError          **error)
{
  guint n = sheet->n_players;
  TarotScoreRow *previous = last_row (sheet);
  gint64 hand, dealer, declarer = TAROT_NO_SEAT;
  const char *summary;
  JsonArray *lines;
  TarotScore score;

  if (!tarot_json_get_int (ro, "hand", file, where, 1, G_MAXINT32, &hand, error))
    return FALSE;
  if (previous != NULL && hand <= tarot_score_row_get_hand_number (previous))
    {
      g_autofree char *expected = g_strdup_printf ("a hand number above %u, that of the row before "
                                                   "(rows go in the order of play, one per hand)",
                                                   tarot_score_row_get_hand_number (previous));

      tarot_json_set_error (error, file, where, "hand", expected);
      return FALSE;
    }
  if (!tarot_json_get_int (ro, "dealer", file, where, 0, n - 1, &dealer, error) ||
      (json_object_has_member (ro, "declarer") &&
       !tarot_json_get_int (ro, "declarer", file, where, 0, n - 1, &declarer, error)) ||
      (summary = tarot_json_get_string (ro, "summary", file, where, error)) == NULL ||
      (lines = tarot_json_get_array (ro, "lines", file, where, error)) == NULL)
    return FALSE;
  if (json_array_get_length (lines) > TAROT_MAX_SCORE_LINES)
    {
      g_autofree char *expected = g_strdup_printf ("at most %d lines", TAROT_MAX_SCORE_LINES);

      tarot_json_set_error (error, file, where, "lines", expected);
      return FALSE;
    }

  tarot_score_init (&score, n);
  for (guint l = 0; l < json_array_get_length (lines); l++)
    {
      g_autofree char *line_where = g_strdup_printf ("%s.lines[%u]", where, l);
      JsonNode *node = json_array_get_element (lines, l);
      gint32 amounts[TAROT_MAX_PLAYERS];
      gboolean pot = FALSE;
      const char *label;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, file, line_where, NULL, "an object");
          return FALSE;
        }
      if (json_object_has_member (json_node_get_object (node), "pot") &&
          !tarot_json_get_bool (json_node_get_object (node), "pot", file, line_where, &pot, error))
        return FALSE;
      if ((label = tarot_json_get_string (json_node_get_object (node), "label",
                                          file, line_where, error)) == NULL ||
          /* bounded so that the sum of a row cannot overflow */
          !read_int_array (json_node_get_object (node), "amounts", file, line_where, n,
                           G_MININT32 / 1024, G_MAXINT32 / 1024, amounts, error))
        return FALSE;
      tarot_score_add_line (&score, amounts, label);
      score.lines[score.n_lines - 1].pot = pot;
    }
  if (!check_zero_sum (&score, file, where, error) ||
      !add_to_totals (&score, totals, file, where, error))
    return FALSE;
  /* bounded like the amounts, so that a rubber's tally cannot overflow */
  if (json_object_has_member (ro, "tally"))
    {
      gint32 tally[TAROT_MAX_PLAYERS];

      if (!read_int_array (ro, "tally", file, where, n, G_MININT32 / 1024, G_MAXINT32 / 1024,
                           tally, error))
        return FALSE;
      tarot_score_set_tally (&score, tally);
    }
  if (!read_pool (ro, &score, file, where, pool, error))
    return FALSE;

  tarot_score_sheet_add_score (sheet, (guint) hand, (guint) dealer, (guint) declarer,
                               summary, &score);
  return TRUE;
}

TarotScoreSheet *
tarot_score_sheet_new_from_json (JsonObject  *object,
                                 const char  *file,
                                 const char  *where,
                                 GError     **error)
{
  g_autoptr(TarotScoreSheet) sheet = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  gint64 totals[TAROT_MAX_PLAYERS] = { 0 };
  gint64 pool = 0;
  const char *variant_id;
  JsonArray *players, *rows;

  g_return_val_if_fail (object != NULL, NULL);

  if (!check_format (object, SHEET_FORMAT, file, where, error) ||
      (variant_id = tarot_json_get_id (object, "variant", file, where, error)) == NULL ||
      (players = tarot_json_get_array (object, "players", file, where, error)) == NULL ||
      (rows = tarot_json_get_array (object, "rows", file, where, error)) == NULL)
    return NULL;

  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonNode *node = json_array_get_element (players, p);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          tarot_json_set_error (error, file, where, "players", "an array of player names");
          return NULL;
        }
      /* two players may share a name: seats, not names, tell them apart */
      if (tarot_json_is_blank (json_node_get_string (node)) ||
          !g_utf8_validate (json_node_get_string (node), -1, NULL))
        {
          g_autofree char *pos = g_strdup_printf ("%s%splayers[%u]", where ? where : "", where ? "." : "", p);

          tarot_json_set_error (error, file, pos, NULL, "a player name, not an empty or blank string");
          return NULL;
        }
      g_ptr_array_add (names, (gpointer) json_node_get_string (node));
    }
  if (names->len < 1 || names->len > TAROT_MAX_PLAYERS)
    {
      g_autofree char *expected = g_strdup_printf ("an array of 1 to %d player names",
                                                   TAROT_MAX_PLAYERS);

      tarot_json_set_error (error, file, where, "players", expected);
      return NULL;
    }
  g_ptr_array_add (names, NULL);
  sheet = tarot_score_sheet_new (variant_id, names->len - 1, (const char *const *) names->pdata);

  if (json_object_has_member (object, "teams"))
    {
      gint32 teams[TAROT_MAX_PLAYERS];
      guint team_of_seat[TAROT_MAX_PLAYERS];
      guint n_teams = 0;

      if (!read_int_array (object, "teams", file, where, sheet->n_players,
                           0, sheet->n_players - 1, teams, error))
        return NULL;
      for (guint p = 0; p < sheet->n_players; p++)
        {
          team_of_seat[p] = (guint) teams[p];
          n_teams = MAX (n_teams, team_of_seat[p] + 1);
        }
      for (guint t = 0; t < n_teams; t++)
        {
          gboolean found = FALSE;

          for (guint p = 0; p < sheet->n_players; p++)
            found |= team_of_seat[p] == t;
          if (!found)
            {
              tarot_json_set_error (error, file, where, "teams",
                                    "team numbers 0, 1, ... each with at least one player");
              return NULL;
            }
        }
      tarot_score_sheet_set_teams (sheet, n_teams, team_of_seat);
    }

  for (guint r = 0; r < json_array_get_length (rows); r++)
    {
      g_autofree char *row_where = g_strdup_printf ("%s%srows[%u]",
                                                    where ? where : "", where ? "." : "", r);
      JsonNode *node = json_array_get_element (rows, r);

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, file, row_where, NULL, "an object");
          return NULL;
        }
      if (!read_row (sheet, json_node_get_object (node), file, row_where, totals, &pool, error))
        return NULL;
    }
  return g_steal_pointer (&sheet);
}

/* RFC 4180: quoted when it holds a separator, a quote or a line break */
static void
csv_field (GString    *out,
           const char *field,
           gboolean    first)
{
  if (!first)
    g_string_append_c (out, ',');
  if (strpbrk (field, ",\"\r\n") == NULL)
    {
      g_string_append (out, field);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *c = field; *c != '\0'; c++)
    {
      if (*c == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *c);
    }
  g_string_append_c (out, '"');
}

static void
csv_record (GString      *out,
            const char   *hand,
            const char   *dealer,
            const char   *summary,
            const gint32 *amounts,
            guint         n)
{
  csv_field (out, hand, TRUE);
  csv_field (out, dealer, FALSE);
  csv_field (out, summary, FALSE);
  for (guint p = 0; p < n; p++)
    g_string_append_printf (out, ",%d", amounts[p]);
  g_string_append (out, "\r\n");
}

/* The line after a rubber's last hand: who won it, and each player's
 * tally in it (or balance). */
static void
csv_rubber (GString         *out,
            TarotScoreSheet *sheet,
            guint            position)
{
  gboolean tally = tarot_score_sheet_has_tally (sheet);
  guint winner = tarot_score_sheet_get_rubber_winner (sheet, position);
  g_autofree char *title =
    tarot_score_sheet_get_rubber_title (sheet, tarot_score_sheet_get_n_rubbers_before (sheet, position) + 1);
  g_autofree char *side = winner != G_MAXUINT ? tarot_score_sheet_get_side_name (sheet, winner) : NULL;
  g_autofree char *summary = NULL;
  gint32 amounts[TAROT_MAX_PLAYERS];

  for (guint p = 0; p < sheet->n_players; p++)
    amounts[p] = tally ? tarot_score_sheet_get_rubber_tally (sheet, position, p)
                       : tarot_score_sheet_get_rubber_balance (sheet, position, p);
  summary = side != NULL
            /* TRANSLATORS: exported sheet: the rubber (or game) and its winner */
            ? g_strdup_printf (_("%s: won by %s"), title, side)
            /* TRANSLATORS: exported sheet: a rubber (or game) drawn */
            : g_strdup_printf (_("%s: drawn"), title);
  csv_record (out, "", "", summary, amounts, sheet->n_players);
}

char *
tarot_score_sheet_to_csv (TarotScoreSheet *sheet,
                          gboolean         with_lines)
{
  GString *out = g_string_new ("hand,dealer,summary");
  gint32 amounts[TAROT_MAX_PLAYERS];

  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), NULL);

  for (guint p = 0; p < sheet->n_players; p++)
    csv_field (out, sheet->names[p], FALSE);
  g_string_append (out, "\r\n");
  for (guint r = 0; r < sheet->rows->len; r++)
    {
      TarotScoreRow *row = g_ptr_array_index (sheet->rows, r);
      g_autofree char *hand = g_strdup_printf ("%u", tarot_score_row_get_hand_number (row));

      for (guint p = 0; p < sheet->n_players; p++)
        amounts[p] = tarot_score_row_get_amount (row, p);
      csv_record (out, hand, sheet->names[tarot_score_row_get_dealer (row)],
                  tarot_score_row_get_summary (row), amounts, sheet->n_players);
      for (guint l = 0; with_lines && l < tarot_score_row_get_n_lines (row); l++)
        {
          for (guint p = 0; p < sheet->n_players; p++)
            amounts[p] = tarot_score_row_get_line_amount (row, l, p);
          csv_record (out, "", "", tarot_score_row_get_line_label (row, l),
                      amounts, sheet->n_players);
        }
      if (tarot_score_sheet_is_rubber_end (sheet, r))
        csv_rubber (out, sheet, r);
    }
  for (guint p = 0; p < sheet->n_players; p++)
    amounts[p] = tarot_score_sheet_get_total (sheet, p);
  /* the keywords stay English: the file is read by scripts */
  csv_record (out, "Total", "", "", amounts, sheet->n_players);
  return g_string_free (out, FALSE);
}

/* One record of @csv from *@pos on; NULL at the end.  Quoted fields
 * may hold separators, quotes ("") and line breaks. */
static GPtrArray *
csv_next_record (const char  *csv,
                 gsize       *pos,
                 guint        line,
                 GError     **error)
{
  g_autoptr(GPtrArray) fields = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) field = g_string_new (NULL);
  const char *c = csv + *pos;

  if (*c == '\0')
    return NULL;
  for (;;)
    {
      if (*c == '"')
        {
          for (c++; *c != '"' || c[1] == '"'; c++)
            {
              if (*c == '\0')
                {
                  g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                               "CSV: line %u: a quoted field is not closed", line);
                  return NULL;
                }
              if (*c == '"')
                c++;
              g_string_append_c (field, *c);
            }
          c++;
        }
      while (*c != ',' && *c != '\r' && *c != '\n' && *c != '\0' && *c != '"')
        g_string_append_c (field, *c++);
      if (*c == '"')
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                       "CSV: line %u: a quote inside an unquoted field", line);
          return NULL;
        }
      g_ptr_array_add (fields, g_strdup (field->str));
      g_string_truncate (field, 0);
      if (*c != ',')
        break;
      c++;
    }
  if (*c == '\r')
    c++;
  if (*c == '\n')
    c++;
  *pos = c - csv;
  return g_steal_pointer (&fields);
}

gboolean
tarot_score_sheet_csv_totals (const char  *csv,
                              gint        *totals,
                              guint        n,
                              GError     **error)
{
  g_autoptr(GPtrArray) header = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize pos = 0;
  guint line = 1;

  g_return_val_if_fail (csv != NULL, FALSE);
  g_return_val_if_fail (totals != NULL, FALSE);

  header = csv_next_record (csv, &pos, line, &local_error);
  if (header == NULL || header->len != 3 + n ||
      g_strcmp0 (g_ptr_array_index (header, 0), "hand") != 0 ||
      g_strcmp0 (g_ptr_array_index (header, 1), "dealer") != 0 ||
      g_strcmp0 (g_ptr_array_index (header, 2), "summary") != 0)
    {
      if (local_error != NULL)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                     "CSV: line 1: expected the header hand,dealer,summary and %u players", n);
      return FALSE;
    }
  for (;;)
    {
      g_autoptr(GPtrArray) record = csv_next_record (csv, &pos, ++line, &local_error);

      if (record == NULL)
        break;
      if (record->len != 3 + n)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                       "CSV: line %u: expected %u fields", line, 3 + n);
          return FALSE;
        }
      if (!g_str_equal (g_ptr_array_index (record, 0), "Total"))
        continue;
      for (guint p = 0; p < n; p++)
        {
          gint64 v;

          if (!g_ascii_string_to_signed (g_ptr_array_index (record, 3 + p), 10,
                                         G_MININT, G_MAXINT, &v, NULL))
            {
              g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                           "CSV: line %u: field %u: expected an integer", line, 4 + p);
              return FALSE;
            }
          totals[p] = (gint) v;
        }
      return TRUE;
    }
  if (local_error != NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  else
    g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE, "CSV: no Total row");
  return FALSE;
}

gboolean
tarot_score_sheet_save (TarotScoreSheet  *sheet,
                        const char       *path,
                        GError          **error)
{
  g_return_val_if_fail (TAROT_IS_SCORE_SHEET (sheet), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  return tarot_json_save_object (tarot_score_sheet_to_json (sheet), path, error);
}

TarotScoreSheet *
tarot_score_sheet_load (const char  *path,
                        GError     **error)
{
  g_autoptr(JsonObject) object = NULL;
  g_autofree char *base = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  if ((object = tarot_json_load_object (path, error)) == NULL)
    return NULL;
  base = g_path_get_basename (path);
  return tarot_score_sheet_new_from_json (object, base, NULL, error);
}
