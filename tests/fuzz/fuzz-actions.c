/* fuzz-actions.c — sequences of possibly illegal actions, applied as
 * untrusted input is: to a bare deal (tarot_deal_is_legal first) and to
 * a game session (tarot_game_apply, undo, next hand, and for one input in
 * 16 save and resume)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Input: a first line naming the game, or two bytes choosing it
 * (tarot_fuzz_pick_game()); then 8 bytes of seed, a byte for which seats
 * are human, and one step per byte:
 *   0x00–0x7f  the legal action of that index (modulo their number),
 *   0x80–0xfe  a raw action: kind (low 4 bits), then seat, card and arg bytes,
 *   0xff       undo to the last human decision (game only).
 */
#include "config.h"

#include <string.h>

#include "model/tarot-error.h"
#include "model/tarot-game.h"
#include "tarot-fuzz.h"

#define STEP_UNDO 0xff

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

typedef struct
{
  const uint8_t *p;
  const uint8_t *end;
} Steps;

/* The next action: a legal one from @legal, or a raw one; FALSE at the
 * end of the input or for an undo step (*undo set). */
static gboolean
next_action (Steps                 *steps,
             const TarotActionList *legal,
             TarotAction           *action,
             gboolean              *undo)
{
  guint8 op;

  *undo = FALSE;
  if (steps->p >= steps->end)
    return FALSE;
  op = *steps->p++;
  if (op == STEP_UNDO)
    {
      *undo = TRUE;
      return FALSE;
    }
  if (op < 0x80)
    {
      if (legal->n == 0)
        return FALSE;
      *action = legal->actions[op % legal->n];
      return TRUE;
    }
  if (steps->end - steps->p < 3)
    {
      steps->p = steps->end;
      return FALSE;
    }
  action->kind = op & 0x0f;
  action->seat = steps->p[0];
  action->card = steps->p[1];
  action->arg = steps->p[2];
  steps->p += 3;
  return TRUE;
}

static void
play_deal (const TarotRules *rules,
           guint64           seed,
           Steps             steps)
{
  TarotDeal deal;
  TarotOutcome outcome;
  guint hand = 0;

  tarot_deal_setup (rules, &deal, seed % rules->n_players, seed);
  while (steps.p < steps.end)
    {
      TarotActionList legal;
      TarotAction action;
      gboolean undo;

      tarot_deal_legal_actions (rules, &deal, &legal);
      if (next_action (&steps, &legal, &action, &undo) &&
          tarot_fuzz_apply (rules, &deal, action) && tarot_deal_is_over (&deal))
        {
          tarot_deal_outcome (rules, &deal, &outcome);
          tarot_fuzz_check_outcome (rules, &outcome);
          hand++;
          tarot_deal_setup (rules, &deal, (seed + hand) % rules->n_players, seed + hand);
        }
    }
}

static void
check_game_deal (TarotGame *game)
{
  g_autoptr(GError) error = NULL;

  if (!tarot_deal_check_cards (tarot_game_get_rules (game), tarot_game_get_deal (game), &error))
    g_error ("game, hand %u: %s", tarot_game_get_hand_number (game), error->message);
}

static void
game_step (TarotGame   *game,
           TarotAction  action)
{
  g_autoptr(GError) error = NULL;
  const TarotRules *rules = tarot_game_get_rules (game);
  gboolean legal = tarot_deal_is_legal (rules, tarot_game_get_deal (game), action);
  guint n_before, n_after;

  tarot_game_get_actions (game, &n_before);
  if (tarot_game_apply (game, action, &error) != legal)
    g_error ("tarot_game_apply and tarot_deal_is_legal disagree on %s by seat %u",
             tarot_action_kind_to_string (action.kind), action.seat);
  tarot_game_get_actions (game, &n_after);
  if (legal ? n_after != n_before + 1 : n_after != n_before)
    g_error ("%u actions before %s, %u after", n_before, legal ? "a legal action" : "a refused one", n_after);
  if (!legal && !g_error_matches (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL))
    g_error ("an illegal action refused without TAROT_ERROR_ILLEGAL");
}

static void
play_game (TarotVariant *variant,
           guint         n_players,
           GHashTable   *options,
           guint         human_mask,
           guint64       seed,
           Steps         steps)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotGame) game = tarot_game_new (variant, n_players, options, NULL,
                                              human_mask, seed, &error);

  if (game == NULL)
    g_error ("%s, %u players: no game: %s", tarot_variant_get_id (variant), n_players, error->message);
  while (steps.p < steps.end)
    {
      TarotActionList legal;
      TarotAction action;
      gboolean undo;

      tarot_game_legal_actions (game, &legal);
      if (next_action (&steps, &legal, &action, &undo))
        game_step (game, action);
      else if (undo)
        {
          guint n_before, n_after;

          tarot_game_get_actions (game, &n_before);
          if (tarot_game_undo_to_human (game))
            {
              tarot_game_get_actions (game, &n_after);
              if (n_after >= n_before)
                g_error ("an undo that took nothing back");
            }
        }
      check_game_deal (game);
      if (tarot_game_is_hand_over (game) && !tarot_game_next_hand (game, &error))
        g_error ("no next hand: %s", error->message);
    }
  /* Resuming loads the variant again, which costs more than all the
   * steps: one input in 16 (by its seed) is saved and resumed. */
  if ((seed & 0x0f) == 0)
    tarot_fuzz_game_round_trip (game);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GHashTable) options = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  Steps steps;
  TarotVariant *variant;
  guint64 seed;

  tarot_fuzz_init ();
  variant = tarot_fuzz_pick_game (&data, &size, rules, &options);
  if (variant == NULL || size < sizeof seed + 1)
    return 0;
  memcpy (&seed, data, sizeof seed);
  steps.p = data + sizeof seed + 1;
  steps.end = data + size;

  tarot_fuzz_n_accepted++;
  play_deal (rules, seed, steps);
  play_game (variant, rules->n_players, options, data[sizeof seed] & ((1u << rules->n_players) - 1), seed, steps);
  return 0;
}
