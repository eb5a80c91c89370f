/* tarot-calatafimi-table.c — the Tarocchi of Calatafimi (S8–S10): what
 * the table knows, S8's signals struck on the table, the players' views
 * and the deals the search players sample
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * S8's signals, struck on the table when one has the lead
 * (rules/italian-living-games.md S8, S001 14.8), are announcements
 * (TAROT_ACTION_ANNOUNCE) made only when true, each once a hand:
 * "Giove" and "Palla" (he holds that trump), "Batto" (he holds one of
 * the two, without saying which), and "Batto" again once both have been
 * played (he holds the highest trump not yet played).  Both names at one
 * lead are the very hard stroke.  A leader with a signal open is in
 * TAROT_PHASE_ANNOUNCE until he passes or has none left.  [DEFAULT] the
 * source sets no limit on repeating them: once a hand each, as S1's.
 */
#include "config.h"

#include "model/families/tarot-calatafimi-private.h"

const char *const calatafimi_signal_ids[N_SIGNALS] = { "dico_giove", "dico_palla", "batto" };

/* ------------------------------------------------------------------ */
/* S8's signals                                                        */

/* The highest trump not yet played, TAROT_CARD_NONE when all are out. */
static TarotCard
top_trump_left (const TarotDeal *deal)
{
  for (guint n = 21; n >= 1; n--)
    if (!tarot_card_set_contains (deal->played, tarot_card_make_trump (n)))
      return tarot_card_make_trump (n);
  return TAROT_CARD_NONE;
}

/* The signals (a bit per SIGNAL_) @seat may give now: true and not yet
 * given.  "Batto" once both are out: only a trump played is out, so a
 * top trump in the dealer's discard leaves it to nobody. */
guint
calatafimi_open_signals (const TarotRules *rules,
                         const TarotDeal  *deal,
                         guint             seat)
{
  const TarotCard *named = CR (rules)->cards.named;
  TarotCardSet hand = deal->hands[seat];
  guint32 said = deal->announced[seat];
  gboolean giove = tarot_card_set_contains (hand, named[TAROT_SICILIAN_GIOVE]);
  gboolean palla = tarot_card_set_contains (hand, named[TAROT_SICILIAN_PALLA]);
  TarotCard top;
  guint open = 0;

  if (giove && !(said & (1u << SIGNAL_GIOVE)))
    open |= 1u << SIGNAL_GIOVE;
  if (palla && !(said & (1u << SIGNAL_PALLA)))
    open |= 1u << SIGNAL_PALLA;
  if ((giove || palla) && !(said & (1u << SIGNAL_BATTO)))
    open |= 1u << SIGNAL_BATTO;
  else if (!(said & (1u << SAID_BATTO_TOP)) &&
           tarot_card_set_contains (deal->played, named[TAROT_SICILIAN_GIOVE]) &&
           tarot_card_set_contains (deal->played, named[TAROT_SICILIAN_PALLA]) &&
           (top = top_trump_left (deal)) != TAROT_CARD_NONE && tarot_card_set_contains (hand, top))
    open |= 1u << SIGNAL_BATTO;
  return open;
}

/* Keeps @action's signal in announced[]; a late "Batto" with its trump. */
void
calatafimi_give_signal (const TarotRules *rules,
                        TarotDeal        *deal,
                        TarotAction       action)
{
  const TarotCard *named = CR (rules)->cards.named;
  guint32 *said = &deal->announced[action.seat];

  if (action.arg == SIGNAL_BATTO &&
      !tarot_card_set_contains (deal->hands[action.seat], named[TAROT_SICILIAN_GIOVE]) &&
      !tarot_card_set_contains (deal->hands[action.seat], named[TAROT_SICILIAN_PALLA]))
    *said |= (1u << SAID_BATTO_TOP) | ((guint32) top_trump_left (deal) << TOP_SHIFT);
  else
    *said |= 1u << action.arg;
}

/* ------------------------------------------------------------------ */
/* views and sampled deals                                             */

/* The dealer's discard holds no 10- or 5-point card. */
void
calatafimi_sample_constraints (const TarotRules      *rules,
                               const TarotPlayerView *view,
                               TarotCardSet          *excluded)
{
  const TarotSicilianCards *cards = &CR (rules)->cards;
  guint n = view->n_players;

  excluded[n + 1] = tarot_card_set_union (excluded[n + 1], tarot_card_set_union (cards->diecine, cards->cinquine));
  /* S8: the declarer called a card he lacks, and the dealer would have
   * said so had it lain in his discard */
  if (view->called_card != TAROT_CARD_NONE && view->partner == TAROT_NO_SEAT && view->declarer < n)
    {
      tarot_card_set_add (&excluded[view->declarer], view->called_card);
      tarot_card_set_add (&excluded[n + 1], view->called_card);
    }
  /* S8's signals: the Giove, the Palla, the top trump of a late "Batto"
   * with who said he held it */
  for (guint s = 0; s < n; s++)
    {
      TarotCardSet with = TAROT_CARD_SET_EMPTY;
      guint32 said = view->announced[s];

      if (said & (1u << SIGNAL_GIOVE))
        tarot_card_set_add (&with, cards->named[TAROT_SICILIAN_GIOVE]);
      if (said & (1u << SIGNAL_PALLA))
        tarot_card_set_add (&with, cards->named[TAROT_SICILIAN_PALLA]);
      if (said & (1u << SAID_BATTO_TOP))
        tarot_card_set_add (&with, (TarotCard) ((said >> TOP_SHIFT) & 0xff));
      for (guint place = 0; place < n + 2; place++)
        if (place != s)
          excluded[place] = tarot_card_set_union (excluded[place], with);
    }
}

/* S8's "Batto" said while the Giove or the Palla was out: one of them is
 * in his hand or was played by him. */
gboolean
calatafimi_sample_check (const TarotRules      *rules,
                         const TarotPlayerView *view,
                         const TarotDeal       *deal)
{
  const TarotCard *named = CR (rules)->cards.named;
  TarotCardSet two = TAROT_CARD_SET_EMPTY;

  tarot_card_set_add (&two, named[TAROT_SICILIAN_GIOVE]);
  tarot_card_set_add (&two, named[TAROT_SICILIAN_PALLA]);
  for (guint s = 0; s < view->n_players; s++)
    {
      TarotCardSet held = deal->hands[s];

      if (!(view->announced[s] & (1u << SIGNAL_BATTO)))
        continue;
      for (guint t = 0; t <= deal->n_tricks && t < TAROT_MAX_TRICKS; t++)
        {
          guint len = t < deal->n_tricks ? deal->n_players : deal->trick_len;

          for (guint i = 0; i < len; i++)
            if ((deal->trick_leader[t] + i) % deal->n_players == s)
              tarot_card_set_add (&held, deal->tricks[t][i]);
        }
      if (tarot_card_set_is_empty (tarot_card_set_intersect (held, two)))
        return FALSE;
    }
  return TRUE;
}

/* S8: "dealer may see the bottom card": it goes with the three to the
 * centre.  The deal draws at random rather than from a pack in order, so
 * when the bargaining starts the rest of the deal is made on a copy (the
 * draws the deal will make) and one of the three is the bottom card,
 * picked by their ids.  The dealer sees it while it lies in the talon;
 * it is kept in the family state (the others' players never read it). */
TarotCard
calatafimi_bottom_card (const TarotRules *rules,
                        const TarotDeal  *deal)
{
  TarotDeal rest = *deal;
  guint sum = 0;

  if (!CR (rules)->four)
    return TAROT_CARD_NONE;
  tarot_sicilian_deal_rounds (&rest, ROUND, rules->hand_size);
  TAROT_CARD_SET_FOREACH (rest.talon, c)
    sum += c;
  return tarot_card_set_is_empty (rest.talon) ? TAROT_CARD_NONE
                                              : tarot_card_set_nth (rest.talon, sum % tarot_card_set_count (rest.talon));
}

/* S10: the talon is the stock, and every card shown was drawn from it. */
static void
calatafimi_stock_view (const TarotRules *rules,
                       const TarotDeal  *deal,
                       TarotPlayerView  *view)
{
  const CalaState *st = CST (deal);
  guint with_draw = rules->talon_size / deal->n_players;  /* the tricks after which both draw */

  view->has_stock = TRUE;
  view->stock_count = view->talon_count;
  view->stock_shown = deal->shown;
  for (guint t = deal->n_tricks > 2 ? deal->n_tricks - 2 : 0; t < MIN (deal->n_tricks, with_draw); t++)
    {
      tarot_view_add_draw (view, deal->trick_winner[t], st->drawn_up[t % 2], t);
      tarot_view_add_draw (view, 1 - deal->trick_winner[t], TAROT_CARD_NONE, t);
    }
}

/* The dealer sees the bottom card (S8); who discarded sees his discard
 * (S9's dealer, S8's Solo or dealer); S8's partner is known to all once
 * he answered "Quindici", played the called card or the dealer found it
 * in his discard. */
void
calatafimi_make_view (const TarotRules *rules,
                      const TarotDeal  *deal,
                      guint             seat,
                      TarotPlayerView  *view)
{
  const CalaState *st = CST (deal);
  TarotCard bottom = st->bottom;

  /* his sampled deals keep it in the three */
  if (seat == deal->dealer && bottom != TAROT_CARD_NONE && tarot_card_set_contains (deal->talon, bottom))
    {
      tarot_card_set_add (&view->talon_shown, bottom);
      tarot_card_set_add (&view->shown_in_talon, bottom);
      tarot_card_set_remove (&view->unseen, bottom);
    }
  if (seat == st->discarder && !tarot_card_set_is_empty (deal->discard))
    {
      view->own_discard = deal->discard;
      view->unseen = tarot_card_set_minus (view->unseen, deal->discard);
    }
  else if (seat == deal->declarer)
    {
      /* S8: the dealer's discard is his secret, not the declarer's */
      view->own_discard = TAROT_CARD_SET_EMPTY;
      view->unseen = tarot_card_set_union (view->unseen, tarot_card_set_minus (deal->discard, deal->shown));
    }
  if (deal->partner != TAROT_NO_SEAT &&
      (st->partner_open || tarot_card_set_contains (deal->played, deal->called_card)))
    view->partner = deal->partner;
  if (CR (rules)->two)
    calatafimi_stock_view (rules, deal, view);
}

/* The called card's holder is the partner. */
void
calatafimi_sample_state (const TarotRules      *rules,
                         const TarotPlayerView *view,
                         TarotDeal             *deal)
{
  if (view->partner != TAROT_NO_SEAT)
    deal->partner = view->partner;
  else if (view->called_card != TAROT_CARD_NONE && view->declarer != TAROT_NO_SEAT)
    {
      guint holder = tarot_deal_holder_of (deal, view->called_card);

      deal->partner = holder < deal->n_players && holder != view->declarer ? (guint8) holder : TAROT_NO_SEAT;
    }
}
