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
#include "model/tarot-replay.h"
#include "tarot-cli-external.h"
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
  PLAYER_EXTERNAL,
} PlayerKind;

/* the levels are those of tarot-ai.h, in its order */
static const char *const player_ids[] = { "random", "heuristic", "easy", "normal", "hard", NULL };

typedef struct
{
  PlayerKind        kind;
  char             *name;
  TarotCliExternal *external;
} Player;

static void
player_clear (Player *player)
{
  g_clear_pointer (&player->external, tarot_cli_external_free);
  g_clear_pointer (&player->name, g_free);
}

/* What every seat's player may need about the hand being played. */
typedef struct
{
  const TarotRules *rules;
  GHashTable       *options;
  char              hand_id[17];
  GArray           *log;        /* TarotAction */
} HandContext;

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
  /* of the mean d of each deal's seat-hands */
  guint64 deals;
  double  sum_deal;
  double  sum_deal2;
} MatchStats;

/* The mean of @n values from their sum and sum of squares, and the
 * half-width of its 95 % interval (normal approximation). */
static double
mean_interval (double  sum,
               double  sum2,
               guint64 n,
               double *sd,
               double *half)
{
  double mean = sum / n;

  *sd = 0.0;
  if (n > 1)
    *sd = sqrt (MAX (0.0, (sum2 - n * mean * mean) / (n - 1)));
  *half = 1.96 * *sd / sqrt ((double) n);
  return mean;
}

static gboolean
parse_player (const char  *option,
              const char  *str,
              Player      *player,
              GError     **error)
{
  if (g_str_has_prefix (str, "external:") && str[strlen ("external:")] != '\0')
    {
      player->kind = PLAYER_EXTERNAL;
      player->name = g_strdup (str);
      return TRUE;
    }
  for (guint i = 0; player_ids[i] != NULL; i++)
    if (g_strcmp0 (str, player_ids[i]) == 0)
      {
        player->kind = i;
        player->name = g_strdup (str);
        return TRUE;
      }
  if (g_strcmp0 (str, "search") == 0)
    {
      player->kind = PLAYER_NORMAL;
      player->name = g_strdup (player_ids[PLAYER_NORMAL]);
      return TRUE;
    }
  g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
               _("%s: expected “random”, “heuristic”, “easy”, “normal”, “hard”, “search” or “external:COMMAND”, got “%s”"),
               option, str);
  return FALSE;
}

static gboolean
player_choose (Player                *player,
               const HandContext     *hand,
               const TarotPlayerView *view,
               TarotRng              *rng,
               TarotAction           *out,
               GError               **error)
{
  switch (player->kind)
    {
    case PLAYER_EXTERNAL:
      return tarot_cli_external_decide (player->external, hand->rules, hand->options, hand->hand_id,
                                        view, hand->log, out, error);
    case PLAYER_HEURISTIC:
      *out = tarot_heuristic_player_choose (hand->rules, view, rng);
      return TRUE;
    case PLAYER_EASY:
    case PLAYER_NORMAL:
    case PLAYER_HARD:
      *out = tarot_ai_choose (hand->rules, view, (TarotAiLevel) (player->kind - PLAYER_EASY), rng, NULL);
      return TRUE;
    case PLAYER_RANDOM:
    default:
      *out = tarot_random_player_choose (view, rng);
      return TRUE;
    }
}

/* Tells an outside player how the hand went: everything but the seed,
 * which would reveal the next deals of the match. */
static gboolean
send_result (Player            *player,
             const HandContext *hand,
             TarotVariant      *variant,
             guint              dealer,
             const TarotDeal   *dealt,
             const TarotDeal   *deal,
             const TarotScore  *score,
             GError           **error)
{
  TarotPack *pack = tarot_variant_get_pack (variant);
  g_autoptr(TarotReplay) replay = tarot_replay_new (tarot_variant_get_id (variant), hand->rules->n_players,
                                                    dealer, 0, hand->options);
  g_autoptr(JsonObject) object = NULL;
  g_autoptr(JsonArray) hands = json_array_new ();

  if (player->kind != PLAYER_EXTERNAL)
    return TRUE;
  g_array_append_vals (replay->actions, hand->log->data, hand->log->len);
  object = tarot_replay_to_json (replay, hand->rules, pack);
  json_object_remove_member (object, "seed");
  for (guint p = 0; p < dealt->n_players; p++)
    {
      JsonArray *cards = json_array_new ();

      TAROT_CARD_SET_FOREACH (dealt->hands[p], c)
        json_array_add_string_element (cards, tarot_pack_card_to_string (pack, c));
      json_array_add_array_element (hands, cards);
    }
  return tarot_cli_external_result (player->external, hand->hand_id, object, hands, deal->end, score, error);
}

/* Plays one hand with player @a in @a_seat and @b everywhere else. */
static gboolean
play_hand (HandContext   *hand,
           TarotVariant  *variant,
           guint          dealer,
           guint64        seed,
           const char    *secret,
           guint          a_seat,
           Player        *a,
           Player        *b,
           TarotScore    *score,
           TarotEnd      *end,
           GError       **error)
{
  const TarotRules *rules = hand->rules;
  TarotDeal deal, dealt;
  TarotPlayerView view;
  TarotOutcome outcome;
  TarotRng rngs[TAROT_MAX_PLAYERS];
  g_autofree char *id_source = g_strdup_printf ("%s %" G_GUINT64_FORMAT " %u", secret, seed, a_seat);
  g_autofree char *digest = g_compute_checksum_for_string (G_CHECKSUM_SHA256, id_source, -1);
  guint n_actions = 0;

  /* an outside player's own random numbers may follow the hand, never
   * the seed, which would show every card */
  g_strlcpy (hand->hand_id, digest, sizeof hand->hand_id);
  g_array_set_size (hand->log, 0);
  /* each seat draws from its own generator, so that one player's
   * choices do not shift another's random numbers */
  for (guint p = 0; p < rules->n_players; p++)
    tarot_rng_init (&rngs[p], seed * 31u + p * 7u + (p == a_seat ? 1000003u : 0u));
  tarot_deal_setup (rules, &deal, dealer, seed);
  dealt = deal;
  while (!tarot_deal_is_over (&deal))
    {
      guint seat = deal.to_move;
      TarotAction action;
      g_autoptr(GError) local = NULL;

      tarot_deal_make_view (rules, &deal, seat, &view);
      if (!player_choose (seat == a_seat ? a : b, hand, &view, &rngs[seat], &action, &local))
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                       "seed %" G_GUINT64_FORMAT ", seat %u: %s", seed, seat, local->message);
          return FALSE;
        }
      if (!tarot_deal_is_legal (rules, &deal, action) || ++n_actions > MAX_HAND_ACTIONS)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                       "seed %" G_GUINT64_FORMAT ", seat %u: illegal action or endless hand",
                       seed, seat);
          return FALSE;
        }
      tarot_deal_apply (rules, &deal, action);
      g_array_append_val (hand->log, action);
    }
  tarot_deal_outcome (rules, &deal, &outcome);
  tarot_rules_score (rules, &outcome, score, FALSE);
  *end = deal.end;
  if (!send_result (a, hand, variant, dealer, &dealt, &deal, score, error) ||
      (b->external != a->external && !send_result (b, hand, variant, dealer, &dealt, &deal, score, error)))
    {
      g_prefix_error (error, "seed %" G_GUINT64_FORMAT ": ", seed);
      return FALSE;
    }
  return TRUE;
}

/* Adds one seat-hand of player a in @a_seat to @stats and returns its
 * figure d. */
static double
record_seat_hand (MatchStats       *stats,
                  guint             n_players,
                  guint             a_seat,
                  const TarotScore *score,
                  TarotEnd          end)
{
  double others = 0.0, diff;

  for (guint p = 0; p < n_players; p++)
    if (p != a_seat)
      others += score->totals[p];
  others /= n_players - 1;
  diff = score->totals[a_seat] - others;
  stats->seat_hands++;
  stats->sum_diff += diff;
  stats->sum_diff2 += diff * diff;
  stats->sum_a += score->totals[a_seat];
  stats->sum_b += others;
  if (end == TAROT_END_PLAYED)
    stats->played++;
  else if (end == TAROT_END_PASSED_OUT)
    stats->passed_out++;
  else
    stats->annulled++;
  return diff;
}

static gboolean
run_match (HandContext   *hand,
           TarotVariant  *variant,
           guint          n_deals,
           guint64        seed,
           Player        *a,
           Player        *b,
           MatchStats    *stats,
           GError       **error)
{
  guint n = hand->rules->n_players;
  g_autofree char *secret = g_strdup_printf ("%08x%08x", g_random_int (), g_random_int ());

  for (guint i = 0; i < n_deals; i++)
    {
      double deal_sum = 0.0;

      for (guint a_seat = 0; a_seat < n; a_seat++)
        {
          TarotScore score;
          TarotEnd end;

          if (!play_hand (hand, variant, i % n, seed + i, secret, a_seat, a, b, &score, &end, error))
            return FALSE;
          deal_sum += record_seat_hand (stats, n, a_seat, &score, end);
        }
      stats->deals++;
      stats->sum_deal += deal_sum / n;
      stats->sum_deal2 += (deal_sum / n) * (deal_sum / n);
    }
  return TRUE;
}

/* Starts the process of an outside player. */
static gboolean
start_player (Player        *player,
              TarotVariant  *variant,
              guint          n_players,
              int            timeout_ms,
              GError       **error)
{
  if (player->kind != PLAYER_EXTERNAL)
    return TRUE;
  player->external = tarot_cli_external_start (player->name + strlen ("external:"), variant, n_players,
                                               (guint) timeout_ms, error);
  return player->external != NULL;
}

int
tarot_cli_match (int    argc,
                 char **argv)
{
  TarotCliCommon common = { 0 };
  int n_deals = 100;
  g_autofree char *a_name = NULL;
  g_autofree char *b_name = NULL;
  int timeout_ms = 0;
  GOptionEntry entries[11];
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  g_autoptr(GHashTable) options = NULL;
  g_autoptr(GArray) log = g_array_new (FALSE, FALSE, sizeof (TarotAction));
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  HandContext hand = { rules, NULL, "", log };
  MatchStats stats = { 0 };
  Player a = { PLAYER_HEURISTIC, NULL, NULL }, b = { PLAYER_RANDOM, NULL, NULL };
  double mean, sd, half, deal_mean, deal_sd, deal_half;
  guint64 seed;
  gboolean ok;

  tarot_cli_common_entries (&common, entries, TRUE);
  entries[6] = (GOptionEntry) { "deals", 'k', 0, G_OPTION_ARG_INT, &n_deals, N_("Number of deals, each played once per seat (default 100)"), N_("K") };
  entries[7] = (GOptionEntry) { "a", 0, 0, G_OPTION_ARG_STRING, &a_name, N_("Player measured: heuristic (default), random, easy, normal (or search), hard or external:COMMAND"), N_("PLAYER") };
  entries[8] = (GOptionEntry) { "b", 0, 0, G_OPTION_ARG_STRING, &b_name, N_("Player in the other seats: random (default), heuristic, easy, normal, hard or external:COMMAND"), N_("PLAYER") };
  entries[9] = (GOptionEntry) { "external-timeout", 0, 0, G_OPTION_ARG_INT, &timeout_ms, N_("Longest wait for an outside player's reply (default: none)"), N_("MS") };
  memset (&entries[10], 0, sizeof entries[10]);
  if (!tarot_cli_parse ("match", _("Compare two computer players over duplicate deals"), entries, &argc, &argv))
    {
      tarot_cli_common_clear (&common);
      return 2;
    }
  if (n_deals <= 0)
    g_set_error (&error, TAROT_ERROR, TAROT_ERROR_INVALID, _("--deals: expected a positive number"));
  else if (timeout_ms < 0)
    g_set_error (&error, TAROT_ERROR, TAROT_ERROR_INVALID, _("--external-timeout: expected a number of milliseconds"));
  ok = error == NULL &&
       parse_player ("--a", a_name != NULL ? a_name : player_ids[PLAYER_HEURISTIC], &a, &error) &&
       parse_player ("--b", b_name != NULL ? b_name : player_ids[PLAYER_RANDOM], &b, &error) &&
       tarot_cli_parse_seed (common.seed, &seed, &error) &&
       (variant = tarot_cli_load (&common, rules, &options, &error)) != NULL;
  hand.options = options;
  ok = ok &&
       start_player (&a, variant, rules->n_players, timeout_ms, &error) &&
       start_player (&b, variant, rules->n_players, timeout_ms, &error) &&
       run_match (&hand, variant, (guint) n_deals, seed, &a, &b, &stats, &error);
  if (!ok)
    {
      player_clear (&a);
      player_clear (&b);
      tarot_cli_common_clear (&common);
      return tarot_cli_fail ("match", error);
    }

  mean = mean_interval (stats.sum_diff, stats.sum_diff2, stats.seat_hands, &sd, &half);
  deal_mean = mean_interval (stats.sum_deal, stats.sum_deal2, stats.deals, &deal_sd, &deal_half);

  if (common.json)
    {
      JsonObject *o = json_object_new ();

      json_object_set_string_member (o, "variant", common.variant);
      json_object_set_int_member (o, "players", common.players);
      json_object_set_string_member (o, "a", a.name);
      json_object_set_string_member (o, "b", b.name);
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
      json_object_set_double_member (o, "deal_standard_deviation", deal_sd);
      json_object_set_double_member (o, "deal_ci95_low", deal_mean - deal_half);
      json_object_set_double_member (o, "deal_ci95_high", deal_mean + deal_half);
      tarot_cli_print_json (o);
      json_object_unref (o);
    }
  else
    {
      printf (_("%s, %d players, %d deals: %s in each seat once, %s elsewhere\n"),
              common.variant, common.players, n_deals, a.name, b.name);
      printf (_("%llu seat-hands (%llu played, %llu passed out, %llu annulled)\n"),
              (unsigned long long) stats.seat_hands, (unsigned long long) stats.played,
              (unsigned long long) stats.passed_out, (unsigned long long) stats.annulled);
      printf (_("mean score per seat-hand: %s %+.2f, %s %+.2f\n"),
              a.name, stats.sum_a / stats.seat_hands, b.name, stats.sum_b / stats.seat_hands);
      printf (_("%s − %s: %+.2f per seat-hand, 95%% interval [%+.2f, %+.2f] (sd %.2f)\n"),
              a.name, b.name, mean, mean - half, mean + half, sd);
      printf (_("by deal: 95%% interval [%+.2f, %+.2f] (sd %.2f of a deal's mean)\n"),
              deal_mean - deal_half, deal_mean + deal_half, deal_sd);
    }
  player_clear (&a);
  player_clear (&b);
  tarot_cli_common_clear (&common);
  return 0;
}
