/* tarot-cli-match.c — `triumphs-cli match`: two computer players
 * compared over duplicate, seat-rotated deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ai/tarot-ai.h"
#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "tarot-cli.h"

/* Abandoned Troccas deals and Tapp redeals happen inside one hand; a
 * hand that needs more decisions than this is a bug. */
#define MAX_HAND_ACTIONS 4096

typedef enum
{
  PLAYER_RANDOM,
  PLAYER_HEURISTIC,
  PLAYER_EASY,
  PLAYER_NORMAL,
  PLAYER_HARD,
} PlayerKind;

/* the levels are those of tarot-ai.h, in its order */
static const char *const player_ids[] = { "random", "heuristic", "easy", "normal", "hard", NULL };

typedef struct
{
  guint64 seat_hands;
  guint64 played;
  guint64 passed_out;
  guint64 annulled;
  double  sum_diff;
  double  sum_diff2;
  double  sum_a;
  double  sum_b;
} MatchStats;

static gboolean
parse_player (const char  *option,
              const char  *str,
              PlayerKind  *kind,
              GError     **error)
{
  for (guint i = 0; player_ids[i] != NULL; i++)
    if (g_strcmp0 (str, player_ids[i]) == 0)
      {
        *kind = i;
        return TRUE;
      }
  if (g_strcmp0 (str, "search") == 0)
    {
      *kind = PLAYER_NORMAL;
      return TRUE;
    }
  g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
               _("%s: expected “random”, “heuristic”, “easy”, “normal”, “hard” or “search”, got “%s”"),
               option, str);
  return FALSE;
}

static TarotAction
player_choose (PlayerKind             kind,
               const TarotRules      *rules,
               const TarotPlayerView *view,
               TarotRng              *rng)
{
  switch (kind)
    {
    case PLAYER_HEURISTIC:
      return tarot_heuristic_player_choose (rules, view, rng);
    case PLAYER_EASY:
    case PLAYER_NORMAL:
    case PLAYER_HARD:
      return tarot_ai_choose (rules, view, (TarotAiLevel) (kind - PLAYER_EASY), rng, NULL);
    case PLAYER_RANDOM:
    default:
      return tarot_random_player_choose (view, rng);
    }
}

/* Plays one hand with player @a in @a_seat and @b everywhere else. */
static gboolean
play_hand (const TarotRules  *rules,
           guint              dealer,
           guint64            seed,
           guint              a_seat,
           PlayerKind         a,
           PlayerKind         b,
           TarotScore        *score,
           TarotEnd          *end,
           GError           **error)
{
  TarotDeal deal;
  TarotPlayerView view;
  TarotOutcome outcome;
  TarotRng rngs[TAROT_MAX_PLAYERS];
  guint n_actions = 0;

  /* each seat draws from its own generator, so that one player's
   * choices do not shift another's random numbers */
  for (guint p = 0; p < rules->n_players; p++)
    tarot_rng_init (&rngs[p], seed * 31u + p * 7u + (p == a_seat ? 1000003u : 0u));
  tarot_deal_setup (rules, &deal, dealer, seed);
  while (!tarot_deal_is_over (&deal))
    {
      guint seat = deal.to_move;
      TarotAction action;

      tarot_deal_make_view (rules, &deal, seat, &view);
      action = player_choose (seat == a_seat ? a : b, rules, &view, &rngs[seat]);
      if (!tarot_deal_is_legal (rules, &deal, action) || ++n_actions > MAX_HAND_ACTIONS)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                       "seed %" G_GUINT64_FORMAT ", seat %u: illegal action or endless hand",
                       seed, seat);
          return FALSE;
        }
      tarot_deal_apply (rules, &deal, action);
    }
  tarot_deal_outcome (rules, &deal, &outcome);
  tarot_rules_score (rules, &outcome, score, FALSE);
  *end = deal.end;
  return TRUE;
}

static gboolean
run_match (const TarotRules  *rules,
           guint              n_deals,
           guint64            seed,
           PlayerKind         a,
           PlayerKind         b,
           MatchStats        *stats,
           GError           **error)
{
  guint n = rules->n_players;

  for (guint i = 0; i < n_deals; i++)
    for (guint a_seat = 0; a_seat < n; a_seat++)
      {
        TarotScore score;
        TarotEnd end;
        double others = 0.0, diff;

        if (!play_hand (rules, i % n, seed + i, a_seat, a, b, &score, &end, error))
          return FALSE;
        for (guint p = 0; p < n; p++)
          if (p != a_seat)
            others += score.totals[p];
        others /= n - 1;
        diff = score.totals[a_seat] - others;
        stats->seat_hands++;
        stats->sum_diff += diff;
        stats->sum_diff2 += diff * diff;
        stats->sum_a += score.totals[a_seat];
        stats->sum_b += others;
        if (end == TAROT_END_PLAYED)
          stats->played++;
        else if (end == TAROT_END_PASSED_OUT)
          stats->passed_out++;
        else
          stats->annulled++;
      }
  return TRUE;
}

int
tarot_cli_match (int    argc,
                 char **argv)
{
  TarotCliCommon common = { 0 };
  int n_deals = 100;
  g_autofree char *a_name = NULL;
  g_autofree char *b_name = NULL;
  GOptionEntry entries[10];
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  MatchStats stats = { 0 };
  PlayerKind a = PLAYER_HEURISTIC, b = PLAYER_RANDOM;
  double mean, sd = 0.0, half;
  guint64 seed;

  tarot_cli_common_entries (&common, entries, TRUE);
  entries[6] = (GOptionEntry) { "deals", 'k', 0, G_OPTION_ARG_INT, &n_deals, N_("Number of deals, each played once per seat (default 100)"), N_("K") };
  entries[7] = (GOptionEntry) { "a", 0, 0, G_OPTION_ARG_STRING, &a_name, N_("Player measured: heuristic (default), random, easy, normal (or search) or hard"), N_("PLAYER") };
  entries[8] = (GOptionEntry) { "b", 0, 0, G_OPTION_ARG_STRING, &b_name, N_("Player in the other seats: random (default), heuristic, easy, normal or hard"), N_("PLAYER") };
  memset (&entries[9], 0, sizeof entries[9]);
  if (!tarot_cli_parse ("match", _("Compare two computer players over duplicate deals"), entries, &argc, &argv))
    {
      tarot_cli_common_clear (&common);
      return 2;
    }
  if (n_deals <= 0)
    g_set_error (&error, TAROT_ERROR, TAROT_ERROR_INVALID, _("--deals: expected a positive number"));
  if (error != NULL ||
      (a_name != NULL && !parse_player ("--a", a_name, &a, &error)) ||
      (b_name != NULL && !parse_player ("--b", b_name, &b, &error)) ||
      !tarot_cli_parse_seed (common.seed, &seed, &error) ||
      (variant = tarot_cli_load (&common, rules, NULL, &error)) == NULL ||
      !run_match (rules, (guint) n_deals, seed, a, b, &stats, &error))
    {
      tarot_cli_common_clear (&common);
      return tarot_cli_fail ("match", error);
    }

  mean = stats.sum_diff / stats.seat_hands;
  if (stats.seat_hands > 1)
    sd = sqrt (MAX (0.0, (stats.sum_diff2 - stats.seat_hands * mean * mean) / (stats.seat_hands - 1)));
  half = 1.96 * sd / sqrt ((double) stats.seat_hands);

  if (common.json)
    {
      JsonObject *o = json_object_new ();

      json_object_set_string_member (o, "variant", common.variant);
      json_object_set_int_member (o, "players", common.players);
      json_object_set_string_member (o, "a", player_ids[a]);
      json_object_set_string_member (o, "b", player_ids[b]);
      json_object_set_int_member (o, "deals", n_deals);
      json_object_set_int_member (o, "seat_hands", (gint64) stats.seat_hands);
      json_object_set_int_member (o, "played", (gint64) stats.played);
      json_object_set_int_member (o, "passed_out", (gint64) stats.passed_out);
      json_object_set_int_member (o, "annulled", (gint64) stats.annulled);
      json_object_set_double_member (o, "mean_a", stats.sum_a / stats.seat_hands);
      json_object_set_double_member (o, "mean_b", stats.sum_b / stats.seat_hands);
      json_object_set_double_member (o, "mean_difference", mean);
      json_object_set_double_member (o, "standard_deviation", sd);
      json_object_set_double_member (o, "ci95_low", mean - half);
      json_object_set_double_member (o, "ci95_high", mean + half);
      tarot_cli_print_json (o);
      json_object_unref (o);
    }
  else
    {
      printf (_("%s, %d players, %d deals: %s in each seat once, %s elsewhere\n"),
              common.variant, common.players, n_deals, player_ids[a], player_ids[b]);
      printf (_("%llu seat-hands (%llu played, %llu passed out, %llu annulled)\n"),
              (unsigned long long) stats.seat_hands, (unsigned long long) stats.played,
              (unsigned long long) stats.passed_out, (unsigned long long) stats.annulled);
      printf (_("mean score per seat-hand: %s %+.2f, %s %+.2f\n"),
              player_ids[a], stats.sum_a / stats.seat_hands, player_ids[b], stats.sum_b / stats.seat_hands);
      printf (_("%s − %s: %+.2f per seat-hand, 95%% interval [%+.2f, %+.2f] (sd %.2f)\n"),
              player_ids[a], player_ids[b], mean, mean - half, mean + half, sd);
    }
  tarot_cli_common_clear (&common);
  return 0;
}
