/* tarot-cli-simulate.c — `triumphs-cli simulate` and `triumphs-cli bench`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ai/tarot-ai.h"
#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "model/tarot-game.h"
#include "tarot-cli.h"

#define MAX_HAND_ACTIONS 256

typedef struct
{
  guint64 deals;
  guint64 played;
  guint64 passed_out;
  guint64 annulled;
  guint64 made;
  guint64 actions;
} SimStats;

static gboolean
same_legal (const TarotActionList *a,
            const TarotActionList *b)
{
  return a->n == b->n && memcmp (a->actions, b->actions, a->n * sizeof a->actions[0]) == 0;
}

/* One random hand, checking every invariant the model promises. */
static gboolean
simulate_hand (const TarotRules  *rules,
               guint              dealer,
               guint64            seed,
               TarotRng          *rng,
               SimStats          *stats,
               GError           **error)
{
  TarotDeal deal, again;
  TarotPlayerView view;
  TarotActionList legal;
  TarotOutcome outcome;
  TarotScore score;
  TarotAction log[MAX_HAND_ACTIONS];
  guint n_log = 0;
  gint64 sum = 0;

  tarot_deal_setup (rules, &deal, dealer, seed);
  if (!tarot_deal_check_cards (rules, &deal, error))
    return FALSE;
  while (!tarot_deal_is_over (&deal))
    {
      TarotAction action;

      tarot_deal_make_view (rules, &deal, deal.to_move, &view);
      tarot_deal_legal_actions (rules, &deal, &legal);
      if (!same_legal (&view.legal, &legal) || legal.n == 0)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                       "seed %" G_GUINT64_FORMAT ": the view's legal actions differ from the deal's", seed);
          return FALSE;
        }
      action = tarot_random_player_choose (&view, rng);
      if (!tarot_deal_is_legal (rules, &deal, action) || n_log == MAX_HAND_ACTIONS)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                       "seed %" G_GUINT64_FORMAT ": illegal action %u", seed, n_log);
          return FALSE;
        }
      log[n_log++] = action;
      tarot_deal_apply (rules, &deal, action);
      if (!tarot_deal_check_cards (rules, &deal, error))
        {
          g_prefix_error (error, "seed %" G_GUINT64_FORMAT ", action %u: ", seed, n_log);
          return FALSE;
        }
    }

  tarot_deal_outcome (rules, &deal, &outcome);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  /* lines against the table (Barcellona for four, each for himself) are outside the
   * zero sum, as they are on the score sheet */
  for (guint l = 0; l < score.n_lines; l++)
    for (guint p = 0; !score.lines[l].pot && p < score.n_players; p++)
      sum += score.lines[l].amounts[p];
  stats->deals++;
  stats->actions += n_log;
  if (deal.end == TAROT_END_PLAYED)
    {
      stats->played++;
      if (outcome.points[0] + outcome.points[1] > rules->points_total ||
          outcome.points[0] + outcome.points[1] + rules->points_shortfall < rules->points_total)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                       "seed %" G_GUINT64_FORMAT ": card points %u + %u ≠ %u", seed,
                       outcome.points[0], outcome.points[1], rules->points_total);
          return FALSE;
        }
      /* Troccas and Trischaken hands have no declarer. */
      if (outcome.declarer < outcome.n_players && score.totals[outcome.declarer] > 0)
        stats->made++;
    }
  else if (deal.end == TAROT_END_PASSED_OUT)
    stats->passed_out++;
  else
    stats->annulled++;
  if (sum != 0)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                   "seed %" G_GUINT64_FORMAT ": scores sum to %" G_GINT64_FORMAT, seed, sum);
      return FALSE;
    }

  /* the seed and the action list are the save format: replay them */
  tarot_deal_setup (rules, &again, dealer, seed);
  for (guint i = 0; i < n_log; i++)
    tarot_deal_apply (rules, &again, log[i]);
  if (memcmp (&again, &deal, sizeof deal) != 0)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                   "seed %" G_GUINT64_FORMAT ": replaying the actions gives a different deal", seed);
      return FALSE;
    }
  return TRUE;
}

int
tarot_cli_simulate (int    argc,
                    char **argv)
{
  TarotCliCommon common = { 0 };
  int n_deals = 1000;
  GOptionEntry entries[9];
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  SimStats stats = { 0 };
  TarotRng rng;
  guint64 seed;
  gint64 start;
  double seconds;

  tarot_cli_common_entries (&common, entries, TRUE);
  entries[6] = (GOptionEntry) { "deals", 'k', 0, G_OPTION_ARG_INT, &n_deals, N_("Number of hands (default 1000)"), N_("K") };
  memset (&entries[7], 0, sizeof entries[7]);
  if (!tarot_cli_parse ("simulate", _("Play random legal hands and check invariants"), entries, &argc, &argv))
    {
      tarot_cli_common_clear (&common);
      return 2;
    }
  if (n_deals <= 0)
    {
      g_set_error (&error, TAROT_ERROR, TAROT_ERROR_INVALID, _("--deals: expected a positive number"));
      tarot_cli_common_clear (&common);
      return tarot_cli_fail ("simulate", error);
    }
  if (!tarot_cli_parse_seed (common.seed, &seed, &error) ||
      (variant = tarot_cli_load (&common, rules, NULL, &error)) == NULL)
    {
      tarot_cli_common_clear (&common);
      return tarot_cli_fail ("simulate", error);
    }

  tarot_rng_init (&rng, seed ^ G_GUINT64_CONSTANT (0x5DEECE66D));
  start = g_get_monotonic_time ();
  for (int i = 0; i < n_deals; i++)
    if (!simulate_hand (rules, (guint) i % (guint) common.players, seed + (guint64) i, &rng, &stats, &error))
      {
        tarot_cli_common_clear (&common);
        return tarot_cli_fail ("simulate", error);
      }
  seconds = MAX ((g_get_monotonic_time () - start) / 1e6, 1e-6);

  if (common.json)
    {
      JsonObject *o = json_object_new ();

      json_object_set_string_member (o, "variant", common.variant);
      json_object_set_int_member (o, "players", common.players);
      json_object_set_int_member (o, "deals", (gint64) stats.deals);
      json_object_set_int_member (o, "played", (gint64) stats.played);
      json_object_set_int_member (o, "passed_out", (gint64) stats.passed_out);
      json_object_set_int_member (o, "annulled", (gint64) stats.annulled);
      json_object_set_int_member (o, "declarer_won", (gint64) stats.made);
      json_object_set_int_member (o, "actions", (gint64) stats.actions);
      json_object_set_double_member (o, "deals_per_second", stats.deals / seconds);
      json_object_set_boolean_member (o, "ok", TRUE);
      tarot_cli_print_json (o);
      json_object_unref (o);
    }
  else
    {
      printf (_("%s, %d players: %llu hands (%llu played, %llu passed out, %llu annulled; "
                "declarer won %llu), all invariants hold\n"),
              common.variant, common.players, (unsigned long long) stats.deals,
              (unsigned long long) stats.played, (unsigned long long) stats.passed_out,
              (unsigned long long) stats.annulled, (unsigned long long) stats.made);
      printf (_("%.0f deals per second (with views, checks and replays)\n"), stats.deals / seconds);
    }
  tarot_cli_common_clear (&common);
  return 0;
}

/* ---------------------------------------------------------------- bench */

typedef struct
{
  double deals;
  double legal;
  double copies;
  double search_ms;       /* mean time of a Normal decision in the first trick */
  double search_max_ms;
  double save_ms;         /* mean time of one autosave, 20 hands into a session */
  double save_max_ms;
} BenchFigures;

static double
bench_deals (const TarotRules *rules,
             double            seconds)
{
  gint64 start = g_get_monotonic_time ();
  gint64 limit = start + (gint64) (seconds * 1e6);
  guint64 count = 0, seed = 1;
  guint dealer = 0;
  TarotRng rng;
  TarotDeal deal;
  TarotActionList legal;
  TarotOutcome outcome;
  TarotScore score;
  gint64 now;

  tarot_rng_init (&rng, 42);
  do
    {
      for (guint i = 0; i < 256; i++)
        {
          tarot_deal_setup (rules, &deal, dealer, seed++);
          dealer = dealer + 1 == rules->n_players ? 0 : dealer + 1;
          while (!tarot_deal_is_over (&deal))
            {
              tarot_deal_legal_actions (rules, &deal, &legal);
              tarot_deal_apply (rules, &deal, tarot_random_player_pick (&legal, &rng));
            }
          tarot_deal_outcome (rules, &deal, &outcome);
          tarot_rules_score (rules, &outcome, &score, FALSE);
          count++;
        }
      now = g_get_monotonic_time ();
    }
  while (now < limit);
  return count / ((now - start) / 1e6);
}

#define N_SAMPLES 512

/* States from random hands, in every phase, to generate moves for. */
static void
sample_states (const TarotRules *rules,
               TarotDeal        *samples)
{
  TarotRng rng;
  TarotActionList legal;
  guint n = 0;
  guint64 seed = 1000;

  tarot_rng_init (&rng, 7);
  while (n < N_SAMPLES)
    {
      TarotDeal deal;

      tarot_deal_setup (rules, &deal, 0, seed++);
      while (!tarot_deal_is_over (&deal) && n < N_SAMPLES)
        {
          if (tarot_rng_below (&rng, 8) == 0)
            samples[n++] = deal;
          tarot_deal_legal_actions (rules, &deal, &legal);
          tarot_deal_apply (rules, &deal, tarot_random_player_pick (&legal, &rng));
        }
    }
}

static double
bench_legal (const TarotRules *rules,
             const TarotDeal  *samples,
             double            seconds,
             guint            *sink)
{
  gint64 start = g_get_monotonic_time ();
  gint64 limit = start + (gint64) (seconds * 1e6);
  guint64 count = 0;
  TarotActionList legal;
  gint64 now;

  do
    {
      for (guint i = 0; i < N_SAMPLES; i++)
        {
          tarot_deal_legal_actions (rules, &samples[i], &legal);
          *sink += legal.n;
        }
      count += N_SAMPLES;
      now = g_get_monotonic_time ();
    }
  while (now < limit);
  return count / ((now - start) / 1e6);
}

static double
bench_copies (const TarotDeal *samples,
              double           seconds,
              guint           *sink)
{
  gint64 start = g_get_monotonic_time ();
  gint64 limit = start + (gint64) (seconds * 1e6);
  guint64 count = 0;
  static TarotDeal copy;
  gint64 now;

  do
    {
      for (guint i = 0; i < N_SAMPLES; i++)
        {
          copy = samples[i];
          /* read the copy so the compiler cannot drop it */
          *sink += copy.to_move;
        }
      count += N_SAMPLES;
      now = g_get_monotonic_time ();
    }
  while (now < limit);
  return count / ((now - start) / 1e6);
}

/* The search player at Normal, on the first-trick states of @samples
 * (the widest choices with the longest rollouts). */
static void
bench_search (const TarotRules *rules,
              const TarotDeal  *samples,
              double            seconds,
              BenchFigures     *f,
              guint            *sink)
{
  gint64 start = g_get_monotonic_time ();
  gint64 limit = start + (gint64) (seconds * 1e6);
  guint64 count = 0;
  gint64 now = start, worst = 0;
  TarotPlayerView view;
  TarotRng rng;

  tarot_rng_init (&rng, 3);
  for (guint i = 0; i < N_SAMPLES && now < limit; i++)
    {
      gint64 before;
      TarotAction action;

      if (samples[i].phase != TAROT_PHASE_PLAY || samples[i].n_tricks > 0)
        continue;
      tarot_deal_make_view (rules, &samples[i], samples[i].to_move, &view);
      before = g_get_monotonic_time ();
      action = tarot_ai_choose (rules, &view, TAROT_AI_LEVEL_NORMAL, &rng, NULL);
      now = g_get_monotonic_time ();
      *sink += action.card;
      worst = MAX (worst, now - before);
      count++;
    }
  f->search_ms = count > 0 ? (now - start) / 1e3 / count : 0.0;
  f->search_max_ms = worst / 1e3;
}

#define SAVE_HANDS 20

/* What the app pays after every action: writing the whole game (seed, options, the hand's
 * actions and a sheet of SAVE_HANDS hands) atomically, in the middle of a hand. */
static void
bench_autosave (TarotVariant *variant,
                guint         n_players,
                double        seconds,
                BenchFigures *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotGame) game = tarot_game_new (variant, n_players, NULL, NULL, 0, 11, &error);
  g_autofree char *dir = g_dir_make_tmp ("triumphs-bench-XXXXXX", NULL);
  g_autofree char *path = NULL;
  gint64 start, limit, now, worst = 0;
  guint64 count = 0;
  TarotRng rng;

  f->save_ms = f->save_max_ms = 0.0;
  if (game == NULL || dir == NULL)
    return;
  tarot_rng_init (&rng, 5);
  while (tarot_game_get_hand_number (game) <= SAVE_HANDS || tarot_game_is_hand_over (game) ||
         tarot_game_get_deal (game)->n_tricks < tarot_game_get_rules (game)->n_tricks / 2)
    {
      TarotActionList legal;

      if (tarot_game_is_hand_over (game))
        {
          if (!tarot_game_next_hand (game, NULL))
            return;
          continue;
        }
      tarot_game_legal_actions (game, &legal);
      tarot_game_apply (game, tarot_random_player_pick (&legal, &rng), NULL);
    }

  path = g_build_filename (dir, "game.json", NULL);
  tarot_game_set_autosave_path (game, path);
  start = now = g_get_monotonic_time ();
  limit = start + (gint64) (seconds * 1e6);
  while (now < limit && count < 2000)
    {
      gint64 before = now;

      if (!tarot_game_autosave (game, NULL))
        break;
      now = g_get_monotonic_time ();
      worst = MAX (worst, now - before);
      count++;
    }
  tarot_game_set_autosave_path (game, NULL);
  g_remove (path);
  g_rmdir (dir);
  if (count > 0)
    {
      f->save_ms = (now - start) / 1e3 / count;
      f->save_max_ms = worst / 1e3;
    }
}

/* Moves the elements of @from (which is freed) to the end of @to. */
static void
append_all (JsonArray *to,
            JsonArray *from)
{
  for (guint i = 0; i < json_array_get_length (from); i++)
    json_array_add_element (to, json_node_copy (json_array_get_element (from, i)));
  json_array_unref (from);
}

static void
print_ai_figures (JsonArray *solver,
                  JsonArray *decisions)
{
  if (json_array_get_length (solver) > 0)
    printf ("\n%-20s %7s %6s %10s %10s %10s\n", _("solver"), _("players"), _("cards"), _("positions"),
            _("median ms"), _("max ms"));
  for (guint i = 0; i < json_array_get_length (solver); i++)
    {
      JsonObject *o = json_array_get_object_element (solver, i);

      printf ("%-20s %7d %6d %10d %10.2f %10.2f\n", json_object_get_string_member (o, "variant"),
              (int) json_object_get_int_member (o, "players"), (int) json_object_get_int_member (o, "cards_per_hand"),
              (int) json_object_get_int_member (o, "positions"), json_object_get_double_member (o, "median_ms"),
              json_object_get_double_member (o, "max_ms"));
    }
  if (json_array_get_length (decisions) > 0)
    printf ("\n%-20s %7s %7s %10s %10s %10s %10s\n", _("decisions"), _("players"), _("level"), _("decisions"),
            _("p50 ms"), _("p99 ms"), _("max ms"));
  for (guint i = 0; i < json_array_get_length (decisions); i++)
    {
      JsonObject *o = json_array_get_object_element (decisions, i);

      printf ("%-20s %7d %7s %10d %10.1f %10.1f %10.1f\n", json_object_get_string_member (o, "variant"),
              (int) json_object_get_int_member (o, "players"), json_object_get_string_member (o, "level"),
              (int) json_object_get_int_member (o, "decisions"), json_object_get_double_member (o, "p50_ms"),
              json_object_get_double_member (o, "p99_ms"), json_object_get_double_member (o, "max_ms"));
    }
}

int
tarot_cli_bench (int    argc,
                 char **argv)
{
  gboolean json = FALSE;
  double seconds = 1.0;
  gint solver_positions = 25, decision_hands = 2;
  g_autofree char *only = NULL;
  GOptionEntry entries[] = {
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &only, N_("Only this variant"), N_("ID") },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &seconds, N_("Time per measurement (default 1)"), N_("S") },
    { "solver-positions", 0, 0, G_OPTION_ARG_INT, &solver_positions,
      N_("Positions per size for the solver (default 25, 0: none)"), N_("N") },
    { "decision-hands", 0, 0, G_OPTION_ARG_INT, &decision_hands,
      N_("Whole hands per variant and level for the decision times (default 2, 0: none)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL },
  };
  g_autoptr(GPtrArray) variants = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autofree TarotDeal *samples = g_new (TarotDeal, N_SAMPLES);
  JsonArray *results = json_array_new ();
  g_autoptr(JsonArray) solver = json_array_new ();
  g_autoptr(JsonArray) decisions = json_array_new ();
  guint sink = 0;
  gboolean found = FALSE;

  if (!tarot_cli_parse ("bench", _("Measure deals, move generations, state copies and rendering"),
                        entries, &argc, &argv))
    {
      json_array_unref (results);
      return 2;
    }
  if (seconds <= 0 || seconds > 600)
    {
      fprintf (stderr, "triumphs-cli bench: %s\n", _("--seconds: expected a number from 0 to 600"));
      json_array_unref (results);
      return 2;
    }
  if (solver_positions < 0 || solver_positions > 100000 || decision_hands < 0 || decision_hands > 100000)
    {
      fprintf (stderr, "triumphs-cli bench: %s\n",
               _("--solver-positions, --decision-hands: expected a number from 0 to 100000"));
      json_array_unref (results);
      return 2;
    }

  variants = tarot_variant_load_all (NULL);
  if (!json)
    printf ("%-20s %7s %16s %18s %16s %14s %14s %10s %12s\n", _("variant"), _("players"),
            _("deals/s"), _("legal gens/s"), _("copies/s"), _("normal ms"), _("normal max ms"),
            _("save ms"), _("save max ms"));
  for (guint i = 0; i < variants->len; i++)
    {
      TarotVariant *v = g_ptr_array_index (variants, i);

      if (only != NULL && !g_str_equal (only, tarot_variant_get_id (v)))
        continue;
      found = TRUE;
      for (guint n = tarot_variant_get_min_players (v); n <= tarot_variant_get_max_players (v); n++)
        {
          BenchFigures f;

          if (!tarot_variant_build_rules (v, n, NULL, rules, NULL))
            continue;
          f.deals = bench_deals (rules, seconds);
          sample_states (rules, samples);
          f.legal = bench_legal (rules, samples, seconds, &sink);
          f.copies = bench_copies (samples, seconds, &sink);
          bench_search (rules, samples, seconds, &f, &sink);
          bench_autosave (v, n, MIN (seconds, 1.0), &f);

          if (json)
            {
              JsonObject *o = json_object_new ();

              json_object_set_string_member (o, "variant", tarot_variant_get_id (v));
              json_object_set_int_member (o, "players", n);
              json_object_set_double_member (o, "deals_per_second", f.deals);
              json_object_set_double_member (o, "legal_generations_per_second", f.legal);
              json_object_set_double_member (o, "state_copies_per_second", f.copies);
              json_object_set_int_member (o, "state_bytes", sizeof (TarotDeal));
              json_object_set_double_member (o, "normal_decision_ms", f.search_ms);
              json_object_set_double_member (o, "normal_decision_max_ms", f.search_max_ms);
              json_object_set_double_member (o, "autosave_ms", f.save_ms);
              json_object_set_double_member (o, "autosave_max_ms", f.save_max_ms);
              json_array_add_object_element (results, o);
            }
          else
            printf ("%-20s %7u %16.0f %18.0f %16.0f %14.1f %14.1f %10.2f %12.2f\n",
                    tarot_variant_get_id (v), n, f.deals, f.legal, f.copies, f.search_ms,
                    f.search_max_ms, f.save_ms, f.save_max_ms);
          fflush (stdout);
          if (solver_positions > 0 && n == 4 && g_str_equal (tarot_variant_get_id (v), "french-tarot"))
            append_all (solver, tarot_cli_bench_solver (v, n, solver_positions, 10 * seconds));
          if (decision_hands > 0)
            append_all (decisions, tarot_cli_bench_decisions (v, n, decision_hands, 30 * seconds));
        }
    }

  if (json)
    {
      JsonObject *o = json_object_new ();

      json_object_set_array_member (o, "results", results);
      json_object_set_array_member (o, "solver", json_array_ref (solver));
      json_object_set_array_member (o, "decisions", json_array_ref (decisions));
      json_object_set_int_member (o, "checksum", sink);
      if (only == NULL)
        tarot_cli_bench_render (o);
      tarot_cli_print_json (o);
      json_object_unref (o);
    }
  else
    {
      json_array_unref (results);
      print_ai_figures (solver, decisions);
      if (only == NULL)
        tarot_cli_bench_render (NULL);
    }

  if (only != NULL && !found)
    {
      fprintf (stderr, "triumphs-cli bench: %s “%s”\n", _("no such variant"), only);
      return 1;
    }
  return 0;
}
