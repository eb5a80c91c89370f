/* tarot-ai.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ai/tarot-ai.h"
#include "ai/tarot-heuristic-player.h"

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

TarotAction
tarot_ai_choose (const TarotRules      *rules,
                 const TarotPlayerView *view,
                 TarotAiLevel           level G_GNUC_UNUSED,
                 TarotRng              *rng,
                 GCancellable          *cancellable G_GNUC_UNUSED)
{
  return tarot_heuristic_player_choose (rules, view, rng);
}
