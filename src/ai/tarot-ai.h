/* tarot-ai.h — computer players by level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A level is a thinking budget: Easy plays the heuristic player at
 * once; Normal and Hard run the search player (tarot-search-player.h)
 * with growing numbers of sampled deals.  Levels are saved by their
 * string ids, so those must never change.
 */
#pragma once

#include <gio/gio.h>

#include "ai/tarot-search-player.h"
#include "model/tarot-deal.h"

G_BEGIN_DECLS

typedef enum
{
  TAROT_AI_LEVEL_EASY = 0,
  TAROT_AI_LEVEL_NORMAL,
  TAROT_AI_LEVEL_HARD,
  TAROT_AI_N_LEVELS
} TarotAiLevel;

#define TAROT_AI_LEVEL_DEFAULT TAROT_AI_LEVEL_NORMAL

/* "easy", "normal", "hard" */
const char  *tarot_ai_level_to_string   (TarotAiLevel           level);
/* FALSE for NULL or an unknown id (then @level is left alone). */
gboolean     tarot_ai_level_from_string (const char            *str,
                                         TarotAiLevel          *level);
/* Translated name for the UI ("Easy"...). */
const char  *tarot_ai_level_get_label   (TarotAiLevel           level);

/* One of @view->legal, chosen at @level.  Runs on any thread; returns
 * early (with the best action found so far, or the heuristic's) when
 * @cancellable is cancelled.  A NONE action when the view's seat is
 * not to move. */
TarotAction  tarot_ai_choose            (const TarotRules      *rules,
                                         const TarotPlayerView *view,
                                         TarotAiLevel           level,
                                         TarotRng              *rng,
                                         GCancellable          *cancellable);

/* tarot_ai_choose()'s choice and the best of the other actions, with
 * their mean scores (tarot_search_player_rank_actions()); the same
 * choice as tarot_ai_choose() for the same @rng state. */
guint        tarot_ai_rank_actions      (const TarotRules      *rules,
                                         const TarotPlayerView *view,
                                         TarotAiLevel           level,
                                         TarotRng              *rng,
                                         GCancellable          *cancellable,
                                         TarotRankedAction     *out,
                                         guint                  max_out,
                                         guint                 *n_samples);

/* Sampled deals the search player looks at for @view at @level (0 at
 * Easy, which plays the heuristic player). */
guint        tarot_ai_level_samples     (TarotAiLevel           level,
                                         const TarotPlayerView *view);

G_END_DECLS
