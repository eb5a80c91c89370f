/* tarot-discard.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every candidate is the heuristic player's discard under a
 * constraint (a card it may not lay away while it has others, or a
 * suit it must lay away first), so that each is a discard a player
 * could sensibly make, and the heuristic's judgement of the rest
 * still applies.
 */
#include "config.h"

#include "ai/tarot-discard.h"
#include "ai/tarot-heuristic-player.h"

/* Keeps the discards of @list whose card is in @cards (@inside) or
 * not in it (!@inside), as long as one is left. */
static void
narrow (TarotActionList *list,
        TarotCardSet     cards,
        gboolean         inside)
{
  guint n = 0;

  for (guint i = 0; i < list->n; i++)
    n += list->actions[i].kind == TAROT_ACTION_DISCARD &&
         tarot_card_set_contains (cards, list->actions[i].card) == inside;
  if (n == 0)
    return;
  n = 0;
  for (guint i = 0; i < list->n; i++)
    if (list->actions[i].kind != TAROT_ACTION_DISCARD ||
        tarot_card_set_contains (cards, list->actions[i].card) == inside)
      list->actions[n++] = list->actions[i];
  list->n = n;
}

/* The rest of the discard of the seat to move in @deal as the
 * heuristic player lays it away, choosing among the cards of @first
 * while it can and never among those of @kept while it has others. */
static void
complete (const TarotRules *rules,
          const TarotDeal  *deal,
          const TarotRng   *rng,
          TarotCardSet      first,
          TarotCardSet      kept,
          TarotDiscard     *discard)
{
  TarotDeal work = *deal;
  TarotRng own = *rng;
  guint seat = deal->to_move;

  discard->n = 0;
  discard->cards = TAROT_CARD_SET_EMPTY;
  while (work.phase == TAROT_PHASE_DISCARD && work.to_move == seat && discard->n < TAROT_DISCARD_MAX_CARDS)
    {
      TarotPlayerView view;
      TarotAction a;

      tarot_deal_make_view (rules, &work, seat, &view);
      narrow (&view.legal, first, TRUE);
      narrow (&view.legal, kept, FALSE);
      a = tarot_heuristic_player_choose (rules, &view, &own);
      /* anything else the family offers meanwhile is the rollout's */
      if (a.kind != TAROT_ACTION_DISCARD)
        break;
      tarot_deal_apply (rules, &work, a);
      discard->actions[discard->n++] = a;
      tarot_card_set_add (&discard->cards, a.card);
    }
}

static gboolean
add_new (TarotDiscard *out,
         guint        *n,
         guint         max_out)
{
  if (*n >= max_out || out[*n].n == 0)
    return FALSE;
  for (guint i = 0; i < *n; i++)
    if (tarot_card_set_equal (out[i].cards, out[*n].cards))
      return FALSE;
  (*n)++;
  return TRUE;
}

guint
tarot_discard_candidates (const TarotRules *rules,
                          const TarotDeal  *deal,
                          const TarotRng   *rng,
                          TarotDiscard     *out,
                          guint             max_out)
{
  TarotCardSet hand;
  guint n = 0;

  if (deal->phase != TAROT_PHASE_DISCARD || deal->to_move >= deal->n_players || max_out == 0)
    return 0;
  hand = deal->hands[deal->to_move];
  complete (rules, deal, rng, TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY, &out[0]);
  if (!add_new (out, &n, max_out))
    return 0;

  /* each card of the heuristic's discard kept back in turn */
  for (guint i = 0; i < out[0].n && n < max_out; i++)
    {
      complete (rules, deal, rng, TAROT_CARD_SET_EMPTY, tarot_card_set_single (out[0].actions[i].card), &out[n]);
      add_new (out, &n, max_out);
    }
  /* each suit short enough to be emptied by the discard, first */
  for (guint s = 0; s < TAROT_N_SUITS && n < max_out; s++)
    {
      TarotCardSet suit = tarot_card_set_minus (tarot_card_set_intersect (hand, rules->suit_sets[s]), rules->trumps);
      guint len = tarot_card_set_count (suit);

      if (len == 0 || len > out[0].n)
        continue;
      complete (rules, deal, rng, suit, TAROT_CARD_SET_EMPTY, &out[n]);
      add_new (out, &n, max_out);
    }
  return n;
}

void
tarot_discard_apply (const TarotRules   *rules,
                     TarotDeal          *deal,
                     const TarotDiscard *discard)
{
  for (guint i = 0; i < discard->n; i++)
    {
      g_return_if_fail (tarot_deal_is_legal (rules, deal, discard->actions[i]));
      tarot_deal_apply (rules, deal, discard->actions[i]);
    }
}
