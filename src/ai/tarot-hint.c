/* tarot-hint.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The facts are the ones a player at the table can check from what
 * the seat sees: the cards still out are the view's unseen cards and
 * the cards others have shown and still hold.  Cards laid away or
 * shown together are chosen one after the other on a deal sampled
 * from the view, which holds the seat's own cards as they are: only
 * the other hands, which the choice never reads, are made up.
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-ai.h"
#include "ai/tarot-hint.h"
#include "model/tarot-pack.h"
#include "model/tarot-sample.h"

/* salt for the generator of the sampled deal that a batch is chosen on */
#define BATCH_SALT G_GUINT64_CONSTANT (0x68696e7462617463)

/* Cards that seats other than the viewer may still play. */
static TarotCardSet
cards_out (const TarotPlayerView *view)
{
  TarotCardSet out = view->unseen;

  for (guint s = 0; s < view->n_players && s < TAROT_MAX_PLAYERS; s++)
    if (s != view->seat)
      out = tarot_card_set_union (out, view->shown_in_hand[s]);
  return tarot_card_set_minus (out, view->hand);
}

/* Whether @other is on @view's seat's side as far as the view shows:
 * the declarer and a partner who is known, or the defenders of a
 * declarer whose partner is known or who plays without one. */
static gboolean
is_partner (const TarotPlayerView *view,
            guint                  other)
{
  guint me = view->seat, d = view->declarer, p = view->partner;

  if (other == me || d == TAROT_NO_SEAT)
    return FALSE;
  if (me == d)
    return other == p;
  if (me == p)
    return other == d;
  if (other == d || other == p)
    return FALSE;
  return p != TAROT_NO_SEAT || view->called_card == TAROT_CARD_NONE;
}

static void
play_facts (const TarotRules      *rules,
            const TarotPlayerView *view,
            TarotCard              card,
            TarotHint             *hint)
{
  TarotCard trick[TAROT_MAX_PLAYERS + 1];
  TarotCardSet out = cards_out (view), set = TAROT_CARD_SET_EMPTY;
  guint len = MIN (view->trick_len, (guint) TAROT_MAX_PLAYERS - 1);
  guint n = MIN (view->n_tricks, (guint) TAROT_MAX_TRICKS - 1);
  guint win;

  for (guint i = 0; i < len; i++)
    {
      trick[i] = view->tricks[n][i];
      tarot_card_set_add (&set, trick[i]);
    }
  trick[len] = card;
  tarot_card_set_add (&set, card);
  if (len == 0)
    hint->facts |= TAROT_HINT_LEADS;
  hint->trick_points = tarot_rules_count_points (rules, set);
  win = tarot_trick_best (rules, trick, len + 1);
  if (win == len)
    {
      gboolean sure = TRUE;

      hint->facts |= TAROT_HINT_WINS_TRICK;
      /* a card still out that, played after it, would take the trick */
      for (guint c = 0; sure && len + 1 < rules->trick_size && c < TAROT_CARD_ID_LIMIT; c++)
        if (tarot_card_set_contains (out, (TarotCard) c))
          {
            trick[len + 1] = (TarotCard) c;
            sure = tarot_trick_best (rules, trick, len + 2) == len;
          }
      if (sure)
        hint->facts |= TAROT_HINT_SURE_WINNER;
    }
  else if (!(tarot_card_is_fool (card) && rules->fool_role == TAROT_FOOL_EXCUSE)
           && is_partner (view, tarot_trick_seat (rules, view->dealer, view->trick_leader[n], win)))
    hint->facts |= TAROT_HINT_PARTNER_WINS;

  if (tarot_card_set_contains (rules->trumps, card))
    {
      gboolean highest = TRUE;

      for (guint c = 0; highest && c < TAROT_CARD_ID_LIMIT; c++)
        highest = !tarot_card_set_contains (out, (TarotCard) c) || !tarot_card_set_contains (rules->trumps, (TarotCard) c)
                  || rules->rank[c] < rules->rank[card];
      if (highest)
        hint->facts |= TAROT_HINT_HIGHEST_TRUMP;
    }
  if (tarot_card_trump_number (card) == 1)
    hint->facts |= TAROT_HINT_LOWEST_TRUMP;
}

/* The rest of the cards laid away or shown with the first choice,
 * chosen the same way on a deal sampled from @view. */
static void
choose_batch (const TarotRules      *rules,
              const TarotPlayerView *view,
              guint64                seed,
              GCancellable          *cancellable,
              TarotHint             *hint)
{
  TarotActionKind kind = hint->action.kind;
  TarotPlayerView next;
  TarotDeal deal;
  TarotRng rng;

  hint->cards[hint->n_cards++] = hint->action.card;
  tarot_rng_init (&rng, seed ^ BATCH_SALT);
  if (!tarot_deal_sample (rules, view, &rng, &deal))
    return;
  tarot_deal_apply (rules, &deal, hint->action);
  while (hint->n_cards < TAROT_CARD_ID_LIMIT)
    {
      TarotAction action;

      tarot_deal_make_view (rules, &deal, view->seat, &next);
      if (next.to_move != view->seat || next.legal.n == 0 || next.legal.actions[0].kind != kind)
        return;
      action = tarot_ai_choose (rules, &next, TAROT_AI_LEVEL_NORMAL, &rng, cancellable);
      if (action.kind != kind)
        return;
      hint->cards[hint->n_cards++] = action.card;
      tarot_deal_apply (rules, &deal, action);
    }
}

/* Whether playing or laying away the batch leaves a suit empty. */
static gboolean
empties_suit (const TarotRules      *rules,
              const TarotPlayerView *view,
              const TarotHint       *hint)
{
  TarotCardSet gone = TAROT_CARD_SET_EMPTY;
  TarotCardSet left;

  for (guint i = 0; i < hint->n_cards; i++)
    tarot_card_set_add (&gone, hint->cards[i]);
  left = tarot_card_set_minus (view->hand, gone);
  for (guint s = 0; s < TAROT_N_SUITS; s++)
    if (!tarot_card_set_is_empty (tarot_card_set_intersect (gone, rules->suit_sets[s]))
        && tarot_card_set_is_empty (tarot_card_set_intersect (left, rules->suit_sets[s])))
      return TRUE;
  return FALSE;
}

gboolean
tarot_hint_compute (const TarotRules      *rules,
                    const TarotPlayerView *view,
                    guint64                seed,
                    GCancellable          *cancellable,
                    TarotHint             *hint)
{
  TarotCardSet cards = TAROT_CARD_SET_EMPTY;
  TarotRng rng;

  memset (hint, 0, sizeof *hint);
  hint->action = (TarotAction) { TAROT_ACTION_NONE, TAROT_NO_SEAT, TAROT_CARD_NONE, 0 };
  if (view->to_move != view->seat || view->legal.n == 0)
    return FALSE;

  tarot_rng_init (&rng, seed);
  hint->n_ranked = tarot_ai_rank_actions (rules, view, TAROT_AI_LEVEL_NORMAL, &rng, cancellable,
                                          hint->ranked, TAROT_HINT_MAX_RANKED, &hint->n_samples);
  hint->action = hint->ranked[0].action;
  if (view->legal.n == 1)
    hint->facts |= TAROT_HINT_ONLY_CHOICE;

  switch (hint->action.kind)
    {
    case TAROT_ACTION_DISCARD:
    case TAROT_ACTION_SHOW:
      choose_batch (rules, view, seed, cancellable, hint);
      break;
    case TAROT_ACTION_PLAY:
      hint->cards[hint->n_cards++] = hint->action.card;
      play_facts (rules, view, hint->action.card, hint);
      break;
    default:
      return TRUE;
    }
  for (guint i = 0; i < hint->n_cards; i++)
    tarot_card_set_add (&cards, hint->cards[i]);
  hint->points = tarot_rules_count_points (rules, cards);
  if (hint->action.kind != TAROT_ACTION_SHOW && empties_suit (rules, view, hint))
    hint->facts |= TAROT_HINT_EMPTIES_SUIT;
  return TRUE;
}
