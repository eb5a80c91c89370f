/* tarot-cli-bench-ai.c — the computer players' figures of `triumphs-cli bench`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The exact solver on random positions of French Tarot for four, and
 * the search player's decisions over whole hands of every variant:
 * the late decisions, where the solver starts, are the slow ones, so
 * timing only the first trick would hide them.
 */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "ai/tarot-ai.h"
#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-solver.h"
#include "tarot-cli.h"

#define MAX_HAND_ACTIONS 4096

/* Milliseconds of processor time of this thread: the machine may be
 * shared, and the goals are for one core. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The @q quantile (0..1) of @n sorted times. */
static double
quantile (const double *sorted,
          guint         n,
          double        q)
{
  guint i;

  if (n == 0)
    return 0.0;
  i = (guint) (q * (n - 1) + 0.5);
  return sorted[MIN (i, n - 1)];
}

/* Plays a fresh deal with the heuristic player until a trick starts
 * with @cards cards in every hand; FALSE if the hand ends first. */
static gboolean
deal_position (const TarotRules *rules,
               guint64           seed,
               guint             cards,
               TarotRng         *rng,
               TarotDeal        *deal)
{
  tarot_deal_setup (rules, deal, seed % rules->n_players, seed);
  for (guint i = 0; i < MAX_HAND_ACTIONS && !tarot_deal_is_over (deal); i++)
    {
      TarotPlayerView view;

      if (deal->phase == TAROT_PHASE_PLAY && deal->trick_len == 0 &&
          tarot_card_set_count (deal->hands[deal->to_move]) == cards)
        return TRUE;
      tarot_deal_make_view (rules, deal, deal->to_move, &view);
      tarot_deal_apply (rules, deal, tarot_heuristic_player_choose (rules, &view, rng));
    }
  return FALSE;
}

JsonArray *
tarot_cli_bench_solver (TarotVariant *variant,
                        guint         n_players,
                        guint         positions,
                        double        seconds)
{
  static const guint sizes[] = { 4, 6, 8 };
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  JsonArray *list = json_array_new ();

  if (!tarot_variant_build_rules (variant, n_players, NULL, rules, NULL))
    return list;
  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      g_autoptr(TarotSolver) solver = tarot_solver_new (rules, 0);
      g_autofree double *times = g_new (double, positions);
      double limit = cpu_ms () + seconds * 1e3;
      JsonObject *o = json_object_new ();
      guint n = 0;
      TarotRng rng;

      tarot_rng_init (&rng, 17 + sizes[k]);
      for (guint64 seed = 1; n < positions && cpu_ms () < limit; seed++)
        {
          TarotDeal deal;
          double before;
          gint32 points;

          if (!deal_position (rules, seed, sizes[k], &rng, &deal))
            continue;
          before = cpu_ms ();
          tarot_solver_points (solver, &deal, deal.to_move, 0, &points);
          times[n++] = cpu_ms () - before;
        }
      qsort (times, n, sizeof times[0], compare_doubles);
      json_object_set_string_member (o, "variant", tarot_variant_get_id (variant));
      json_object_set_int_member (o, "players", n_players);
      json_object_set_int_member (o, "cards_per_hand", sizes[k]);
      json_object_set_int_member (o, "positions", n);
      json_object_set_double_member (o, "median_ms", quantile (times, n, 0.5));
      json_object_set_double_member (o, "max_ms", n > 0 ? times[n - 1] : 0.0);
      json_array_add_object_element (list, o);
    }
  return list;
}

/* Whole hands with @level in every seat: every decision timed.  The
 * limit is in processor time too, so that a loaded machine does not
 * cut the late decisions of the hand off. */
static void
time_hands (const TarotRules *rules,
            TarotAiLevel      level,
            guint             hands,
            double            seconds,
            GArray           *times)
{
  double limit = cpu_ms () + seconds * 1e3;
  TarotRng rng;

  tarot_rng_init (&rng, 29);
  for (guint h = 0; h < hands && cpu_ms () < limit; h++)
    {
      TarotDeal deal;

      tarot_deal_setup (rules, &deal, h % rules->n_players, 1000 + h);
      for (guint i = 0; i < MAX_HAND_ACTIONS && !tarot_deal_is_over (&deal); i++)
        {
          TarotPlayerView view;
          TarotAction action;
          double before, ms;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          before = cpu_ms ();
          action = tarot_ai_choose (rules, &view, level, &rng, NULL);
          ms = cpu_ms () - before;
          if (view.legal.n > 1)
            g_array_append_val (times, ms);
          tarot_deal_apply (rules, &deal, action);
        }
    }
}

JsonArray *
tarot_cli_bench_decisions (TarotVariant *variant,
                           guint         n_players,
                           guint         hands,
                           double        seconds)
{
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  JsonArray *list = json_array_new ();

  if (!tarot_variant_build_rules (variant, n_players, NULL, rules, NULL))
    return list;
  for (TarotAiLevel level = TAROT_AI_LEVEL_NORMAL; level <= TAROT_AI_LEVEL_HARD; level++)
    {
      g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
      JsonObject *o = json_object_new ();
      double *t;

      time_hands (rules, level, hands, seconds, times);
      t = (double *) (void *) times->data;
      qsort (t, times->len, sizeof t[0], compare_doubles);
      json_object_set_string_member (o, "variant", tarot_variant_get_id (variant));
      json_object_set_int_member (o, "players", n_players);
      json_object_set_string_member (o, "level", tarot_ai_level_to_string (level));
      json_object_set_int_member (o, "decisions", times->len);
      json_object_set_double_member (o, "p50_ms", quantile (t, times->len, 0.5));
      json_object_set_double_member (o, "p99_ms", quantile (t, times->len, 0.99));
      json_object_set_double_member (o, "max_ms", times->len > 0 ? t[times->len - 1] : 0.0);
      json_array_add_object_element (list, o);
    }
  return list;
}
