/* tarot-ai.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ai/tarot-ai.h"
#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-search-player.h"

#define MIN_SAMPLES 8
/* standard errors of the gain over the heuristic's bid or announcement
 * (tarot-search-player.h) */
#define KEEP_MARGIN 2.0

static const char *const level_ids[TAROT_AI_N_LEVELS] = { "easy", "normal", "hard" };

const char *
tarot_ai_level_to_string (TarotAiLevel level)
{
  g_return_val_if_fail (level < TAROT_AI_N_LEVELS, NULL);
  return level_ids[level];
}

gboolean
tarot_ai_level_from_string (const char   *str,
                            TarotAiLevel *level)
{
  for (guint i = 0; str != NULL && i < TAROT_AI_N_LEVELS; i++)
    if (g_str_equal (str, level_ids[i]))
      {
        *level = (TarotAiLevel) i;
        return TRUE;
      }
  return FALSE;
}

const char *
tarot_ai_level_get_label (TarotAiLevel level)
{
  switch (level)
    {
    case TAROT_AI_LEVEL_EASY:
      return C_("computer level", "Easy");
    case TAROT_AI_LEVEL_NORMAL:
      return C_("computer level", "Normal");
    case TAROT_AI_LEVEL_HARD:
      return C_("computer level", "Hard");
    case TAROT_AI_N_LEVELS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* Rollouts per decision, shared among the legal actions, and at most
 * so many sampled deals.  In the card play the solver takes over from
 * rollouts (tarot-search-player.h) with fewer samples: from
 * @points_cards cards in hand for the card points, from @score_cards
 * for the exact score, each solve within @node_limit and all of a
 * decision's within @node_budget, which bounds its time.  Hard
 * compares whole discards (tarot-discard.h) on @discard_samples
 * samples, which gained the declarer 8.5 game points per discard
 * [3.9, 13.1] in French Tarot for four under heuristic card play
 * (673 discards); Normal lays away the heuristic's.  Over whole
 * hands of all 23 variants at every player count (28 in all; two
 * hands each at Normal, one at Hard; processor time as in
 * `triumphs-cli bench`, "decisions", on a debugoptimized build on
 * this project's shared 2-core machine under a load of 10 to 19) the
 * highest p99 at Normal was 0.19 s and the slowest decision at Hard
 * took 0.69 s, both in Hungarian Tarokk for five. */
static const struct
{
  guint rollouts;
  guint max_samples;
  guint solver_samples;
  guint points_cards;
  guint score_cards;
  guint node_limit;
  guint node_budget;
  guint discard_samples;
  double keep_margin;
} budgets[TAROT_AI_N_LEVELS] = {
  { 0, 0, 0, 0, 0, 0, 0, 0, 0.0 },
  { 2000, 300, 20, 6, 3, 200000, 1500000, 0, KEEP_MARGIN },
  { 7500, 1200, 40, 8, 4, 600000, 5000000, 64, KEEP_MARGIN },
};

guint
tarot_ai_level_samples (TarotAiLevel           level,
                        const TarotPlayerView *view)
{
  guint n;

  g_return_val_if_fail (level < TAROT_AI_N_LEVELS, 0);
  if (budgets[level].rollouts == 0 || view->legal.n == 0)
    return 0;
  n = budgets[level].rollouts / view->legal.n;
  return CLAMP (n, MIN_SAMPLES, budgets[level].max_samples);
}

static TarotSearchBudget
level_budget (TarotAiLevel           level,
              const TarotPlayerView *view)
{
  TarotSearchBudget budget = {
    tarot_ai_level_samples (level, view),
    budgets[level].solver_samples,
    budgets[level].points_cards,
    budgets[level].score_cards,
    budgets[level].node_limit,
    budgets[level].node_budget,
    budgets[level].discard_samples,
    budgets[level].keep_margin,
  };

  return budget;
}

TarotAction
tarot_ai_choose (const TarotRules      *rules,
                 const TarotPlayerView *view,
                 TarotAiLevel           level,
                 TarotRng              *rng,
                 GCancellable          *cancellable)
{
  TarotSearchBudget budget = level_budget (level, view);

  if (budget.samples == 0)
    return tarot_heuristic_player_choose (rules, view, rng);
  return tarot_search_player_choose_budget (rules, view, &budget, rng, cancellable);
}

guint
tarot_ai_rank_actions (const TarotRules      *rules,
                       const TarotPlayerView *view,
                       TarotAiLevel           level,
                       TarotRng              *rng,
                       GCancellable          *cancellable,
                       TarotRankedAction     *out,
                       guint                  max_out,
                       guint                 *n_samples)
{
  TarotSearchBudget budget = level_budget (level, view);

  *n_samples = 0;
  if (view->legal.n == 0 || max_out == 0)
    return 0;
  if (budget.samples == 0)
    {
      out[0] = (TarotRankedAction) { tarot_heuristic_player_choose (rules, view, rng), 0.0 };
      return 1;
    }
  return tarot_search_player_rank_actions (rules, view, &budget, rng, cancellable, out, max_out, n_samples);
}
