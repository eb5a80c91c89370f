/* tarot-score-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tarot-score-row.h"

struct _TarotScoreRow
{
  GObject     parent_instance;

  guint       hand_number;
  guint       dealer;
  guint       declarer;
  char       *summary;
  guint       n_players;
  guint       n_lines;
  char      **labels;                        /* n_lines entries */
  gint32     *line_amounts;                  /* n_lines × n_players */
  gboolean   *line_pot;                      /* n_lines entries */
  gint32      amounts[TAROT_MAX_PLAYERS];
  gint32      running[TAROT_MAX_PLAYERS];
  gboolean    has_tally;
  gint32      tally[TAROT_MAX_PLAYERS];
  gint32      pool;
};

enum
{
  PROP_0,
  PROP_HAND_NUMBER,
  PROP_DEALER,
  PROP_DECLARER,
  PROP_SUMMARY,
  PROP_N_PLAYERS,
  PROP_N_LINES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TarotScoreRow, tarot_score_row, G_TYPE_OBJECT)

static void
tarot_score_row_finalize (GObject *object)
{
  TarotScoreRow *self = TAROT_SCORE_ROW (object);

  g_free (self->summary);
  g_strfreev (self->labels);
  g_free (self->line_amounts);
  g_free (self->line_pot);

  G_OBJECT_CLASS (tarot_score_row_parent_class)->finalize (object);
}

static void
tarot_score_row_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TarotScoreRow *self = TAROT_SCORE_ROW (object);

  switch (prop_id)
    {
    case PROP_HAND_NUMBER:
      g_value_set_uint (value, self->hand_number);
      break;
    case PROP_DEALER:
      g_value_set_uint (value, self->dealer);
      break;
    case PROP_DECLARER:
      g_value_set_uint (value, self->declarer);
      break;
    case PROP_SUMMARY:
      g_value_set_string (value, self->summary);
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->n_players);
      break;
    case PROP_N_LINES:
      g_value_set_uint (value, self->n_lines);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_score_row_class_init (TarotScoreRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tarot_score_row_finalize;
  object_class->get_property = tarot_score_row_get_property;

  properties[PROP_HAND_NUMBER] =
    g_param_spec_uint ("hand-number", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEALER] =
    g_param_spec_uint ("dealer", NULL, NULL, 0, TAROT_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DECLARER] =
    g_param_spec_uint ("declarer", NULL, NULL, 0, TAROT_NO_SEAT, TAROT_NO_SEAT,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUMMARY] =
    g_param_spec_string ("summary", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, TAROT_MAX_PLAYERS, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_LINES] =
    g_param_spec_uint ("n-lines", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tarot_score_row_init (TarotScoreRow *self)
{
  self->declarer = TAROT_NO_SEAT;
}

TarotScoreRow *
tarot_score_row_new (guint             hand_number,
                     guint             dealer,
                     guint             declarer,
                     const char       *summary,
                     const TarotScore *score,
                     TarotScoreRow    *previous)
{
  TarotScoreRow *self;
  guint n;

  g_return_val_if_fail (score != NULL, NULL);
  g_return_val_if_fail (score->n_players >= 1 && score->n_players <= TAROT_MAX_PLAYERS, NULL);
  g_return_val_if_fail (dealer < score->n_players, NULL);
  g_return_val_if_fail (declarer < score->n_players || declarer == TAROT_NO_SEAT, NULL);
  g_return_val_if_fail (previous == NULL || previous->n_players == score->n_players, NULL);

  n = score->n_players;
  self = g_object_new (TAROT_TYPE_SCORE_ROW, NULL);
  self->hand_number = hand_number;
  self->dealer = dealer;
  self->declarer = declarer;
  self->summary = g_strdup (summary != NULL ? summary : "");
  self->n_players = n;
  self->n_lines = score->n_lines;
  self->labels = g_new0 (char *, score->n_lines + 1);
  self->line_amounts = g_new0 (gint32, MAX (score->n_lines, 1) * n);
  self->line_pot = g_new0 (gboolean, MAX (score->n_lines, 1));
  for (guint l = 0; l < score->n_lines; l++)
    {
      self->labels[l] = g_strdup (score->lines[l].label);
      self->line_pot[l] = score->lines[l].pot;
      for (guint p = 0; p < n; p++)
        {
          self->line_amounts[l * n + p] = score->lines[l].amounts[p];
          /* from the lines, not score->totals, so that a row always
           * adds up whoever filled the TarotScore */
          self->amounts[p] += score->lines[l].amounts[p];
        }
    }
  for (guint p = 0; p < n; p++)
    self->running[p] = (previous != NULL ? previous->running[p] : 0) + self->amounts[p];
  self->has_tally = score->has_tally;
  if (score->has_tally)
    memcpy (self->tally, score->tally, n * sizeof self->tally[0]);
  self->pool = score->pool;
  return self;
}

gboolean
tarot_score_row_get_line_is_pot (TarotScoreRow *row,
                                 guint          line)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), FALSE);
  g_return_val_if_fail (line < row->n_lines, FALSE);

  return row->line_pot[line];
}

guint
tarot_score_row_get_hand_number (TarotScoreRow *row)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), 0);

  return row->hand_number;
}

guint
tarot_score_row_get_dealer (TarotScoreRow *row)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), 0);

  return row->dealer;
}

guint
tarot_score_row_get_declarer (TarotScoreRow *row)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), TAROT_NO_SEAT);

  return row->declarer;
}

const char *
tarot_score_row_get_summary (TarotScoreRow *row)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), NULL);

  return row->summary;
}

guint
tarot_score_row_get_n_players (TarotScoreRow *row)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), 0);

  return row->n_players;
}

guint
tarot_score_row_get_n_lines (TarotScoreRow *row)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), 0);

  return row->n_lines;
}

const char *
tarot_score_row_get_line_label (TarotScoreRow *row,
                                guint          line)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), NULL);
  g_return_val_if_fail (line < row->n_lines, NULL);

  return row->labels[line];
}

gint
tarot_score_row_get_line_amount (TarotScoreRow *row,
                                 guint          line,
                                 guint          seat)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), 0);
  g_return_val_if_fail (line < row->n_lines && seat < row->n_players, 0);

  return row->line_amounts[line * row->n_players + seat];
}

gint
tarot_score_row_get_amount (TarotScoreRow *row,
                            guint          seat)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), 0);
  g_return_val_if_fail (seat < row->n_players, 0);

  return row->amounts[seat];
}

gint
tarot_score_row_get_running_total (TarotScoreRow *row,
                                   guint          seat)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), 0);
  g_return_val_if_fail (seat < row->n_players, 0);

  return row->running[seat];
}

gboolean
tarot_score_row_has_tally (TarotScoreRow *row)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), FALSE);

  return row->has_tally;
}

gint
tarot_score_row_get_tally (TarotScoreRow *row,
                           guint          seat)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), 0);
  g_return_val_if_fail (seat < row->n_players, 0);

  return row->tally[seat];
}

gint
tarot_score_row_get_pool (TarotScoreRow *row)
{
  g_return_val_if_fail (TAROT_IS_SCORE_ROW (row), 0);

  return row->pool;
}
