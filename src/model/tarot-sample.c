/* tarot-sample.c — determinization: sampled deals for the search players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hidden cards go to "places": the other hands (0 .. n - 1), the
 * talon (n) and the discard (n + 1).  Each place excludes some cards
 * (a proved void, a rule of the discard) and needs a known number of
 * cards.  Places are filled one at a time, the one with the least room
 * to spare first, and a place always takes the cards no other place
 * still open may hold; that deals the common cases (voids in one or
 * two seats) without ever rejecting a sample.  When the greedy order
 * does paint itself into a corner it tries again a few times, then
 * drops the constraints: a slightly wrong sample is better than none.
 */
#include "config.h"

#include <string.h>

#include "tarot-family.h"
#include "tarot-sample.h"

#define MAX_PLACES   (TAROT_MAX_PLAYERS + 2)
/* a pass fails rarely, but with voids in several seats and a card
 * pinned to one (a Troccas Jack) four passes were not always enough */
#define MAX_ATTEMPTS 64
/* draws that may fail the family's sample_check before one is kept */
#define MAX_CHECKED_DRAWS 64

/* Adds to @excluded[seat] what the tricks prove: a seat that did not
 * follow the led suit is void in it, and one that played neither the
 * led suit nor a trump (where it had to trump) has no trumps left. */
static void
add_proven_voids (const TarotRules      *rules,
                  const TarotPlayerView *view,
                  TarotCardSet          *excluded)
{
  guint n_tricks = MIN (view->n_tricks, TAROT_MAX_TRICKS - 1u);

  for (guint t = 0; t <= n_tricks; t++)
    {
      const guint8 *cards = view->tricks[t];
      guint len = t < view->n_tricks ? rules->trick_size : view->trick_len;

      for (guint i = 1; i < len; i++)
        {
          TarotCard c = cards[i];
          int led = tarot_trick_led_suit (rules, cards, i);
          guint seat = tarot_trick_seat (rules, view->dealer, view->trick_leader[t], i);
          gboolean trump = tarot_card_set_contains (rules->trumps, c);

          if (led < 0 || seat >= view->n_players ||
              (c == TAROT_CARD_FOOL && rules->fool_role == TAROT_FOOL_EXCUSE))
            continue;
          if (led < TAROT_N_SUITS && (c >= 56 || (int) (c / 14) != led))
            excluded[seat] = tarot_card_set_union (excluded[seat], rules->suit_sets[led]);
          if (!trump && (led == TAROT_N_SUITS || (c < 56 && (int) (c / 14) != led)))
            excluded[seat] = tarot_card_set_union (excluded[seat], rules->trumps);
        }
    }
}

/* Moves @k cards chosen at random from @from into @to. */
static void
take_random (TarotRng     *rng,
             TarotCardSet  from,
             guint         k,
             TarotCardSet *to)
{
  TarotCard cards[TAROT_CARD_ID_LIMIT];
  guint n = 0;

  TAROT_CARD_SET_FOREACH (from, c)
    cards[n++] = c;
  for (guint i = 0; i < k && i < n; i++)
    {
      guint j = i + tarot_rng_below (rng, n - i);
      TarotCard t = cards[j];

      cards[j] = cards[i];
      cards[i] = t;
      tarot_card_set_add (to, t);
    }
}

/* One greedy pass; FALSE if it ran into a place it cannot fill. */
static gboolean
deal_places (TarotRng           *rng,
             TarotCardSet        pool,
             const TarotCardSet *excluded,
             const guint        *need_in,
             guint               n_places,
             TarotCardSet       *placed)
{
  guint need[MAX_PLACES];

  memcpy (need, need_in, n_places * sizeof need[0]);
  for (;;)
    {
      guint best = n_places;
      int best_slack = G_MAXINT;
      TarotCardSet eligible, others = TAROT_CARD_SET_EMPTY, must;
      guint n_must;

      for (guint l = 0; l < n_places; l++)
        if (need[l] > 0)
          {
            int slack = (int) tarot_card_set_count (tarot_card_set_minus (pool, excluded[l])) - (int) need[l];

            if (slack < best_slack)
              {
                best = l;
                best_slack = slack;
              }
          }
      if (best == n_places)
        return tarot_card_set_is_empty (pool);
      if (best_slack < 0)
        return FALSE;

      for (guint l = 0; l < n_places; l++)
        if (l != best && need[l] > 0)
          others = tarot_card_set_union (others, tarot_card_set_minus (pool, excluded[l]));
      eligible = tarot_card_set_minus (pool, excluded[best]);
      must = tarot_card_set_minus (eligible, others);
      n_must = tarot_card_set_count (must);
      if (n_must > need[best])
        return FALSE;
      placed[best] = tarot_card_set_union (placed[best], must);
      take_random (rng, tarot_card_set_minus (eligible, must), need[best] - n_must, &placed[best]);
      pool = tarot_card_set_minus (pool, placed[best]);
      need[best] = 0;
    }
}

static void
copy_public (const TarotPlayerView *view,
             TarotDeal             *out)
{
  out->n_players = view->n_players;
  out->dealer = view->dealer;
  out->phase = view->phase;
  out->end = view->end;
  out->to_move = view->to_move;
  out->declarer = view->declarer;
  out->partner = view->partner;
  out->contract = view->contract;
  out->called_card = view->called_card;
  out->talon_shown = view->talon_shown;
  out->shown = view->shown;
  out->played = view->played;
  out->n_auction = view->n_auction;
  memcpy (out->auction, view->auction, sizeof out->auction);
  out->n_tricks = view->n_tricks;
  out->trick_len = view->trick_len;
  memcpy (out->trick_leader, view->trick_leader, sizeof out->trick_leader);
  memcpy (out->trick_winner, view->trick_winner, sizeof out->trick_winner);
  memcpy (out->tricks, view->tricks, sizeof out->tricks);
  memcpy (out->announced, view->announced, sizeof out->announced);
  memcpy (out->kontra, view->kontra, sizeof out->kontra);
  memcpy (out->won, view->won, sizeof out->won);
  G_STATIC_ASSERT (sizeof out->family_data == sizeof view->family_public);
  memcpy (out->family_data.bytes, view->family_public.bytes, sizeof out->family_data);
}

void
tarot_deal_sample_exclusions (const TarotRules      *rules,
                              const TarotPlayerView *view,
                              TarotCardSet          *excluded)
{
  guint n_places = view->n_players + 2u, discard = view->n_players + 1u;

  memset (excluded, 0, n_places * sizeof excluded[0]);
  add_proven_voids (rules, view, excluded);
  /* the dog the declarer took is in his hand or his discard (the cards
   * of it placed elsewhere are not dealt anyway) */
  for (guint l = 0; l < n_places; l++)
    if (l != view->declarer && l != discard)
      excluded[l] = tarot_card_set_union (excluded[l], view->talon_shown);
  if (rules->family->sample_constraints != NULL)
    rules->family->sample_constraints (rules, view, excluded);
}

gboolean
tarot_deal_sample (const TarotRules      *rules,
                   const TarotPlayerView *view,
                   TarotRng              *rng,
                   TarotDeal             *out)
{
  guint n = view->n_players;
  guint n_places = n + 2;
  guint talon = n, discard = n + 1;
  TarotCardSet placed[MAX_PLACES], dealt[MAX_PLACES], excluded[MAX_PLACES];
  TarotCardSet fixed = view->played, pool;
  guint need[MAX_PLACES], total = 0;
  gboolean ok = FALSE;
  guint64 seed;

  g_return_val_if_fail (n > 0 && n <= TAROT_MAX_PLAYERS && view->seat < n, FALSE);

  for (guint p = 0; p < n; p++)
    placed[p] = p == view->seat ? view->hand : view->shown_in_hand[p];
  placed[talon] = view->shown_in_talon;
  placed[discard] = tarot_card_set_union (view->own_discard, view->shown_in_discard);
  for (guint l = 0; l < n_places; l++)
    {
      guint have = tarot_card_set_count (placed[l]);
      guint want = l < n ? view->hand_sizes[l] : l == talon ? view->talon_count : view->discard_count;

      if (have > want || !tarot_card_set_is_empty (tarot_card_set_intersect (fixed, placed[l])))
        return FALSE;
      need[l] = want - have;
      total += need[l];
      fixed = tarot_card_set_union (fixed, placed[l]);
    }
  pool = tarot_card_set_minus (rules->pack, fixed);
  if (tarot_card_set_count (pool) != total)
    return FALSE;

  tarot_deal_sample_exclusions (rules, view, excluded);

  /* a draw that breaks what the family's count-only rules promise
   * (sample_check) is drawn again; the last one is kept if none fits */
  for (guint draw = 0; draw < MAX_CHECKED_DRAWS; draw++)
    {
      ok = FALSE;
      for (guint attempt = 0; attempt < MAX_ATTEMPTS && !ok; attempt++)
        {
          memset (dealt, 0, sizeof dealt);
          ok = deal_places (rng, pool, excluded, need, n_places, dealt);
        }
      if (!ok)
        {
          memset (excluded, 0, sizeof excluded);
          memset (dealt, 0, sizeof dealt);
          ok = deal_places (rng, pool, excluded, need, n_places, dealt);
          g_return_val_if_fail (ok, FALSE);
        }

      memset (out, 0, sizeof *out);
      copy_public (view, out);
      for (guint p = 0; p < n; p++)
        out->hands[p] = tarot_card_set_union (placed[p], dealt[p]);
      out->talon = tarot_card_set_union (placed[talon], dealt[talon]);
      out->discard = tarot_card_set_union (placed[discard], dealt[discard]);
      /* the real deal's generator is secret (it deals Troccas rounds and
       * redeals): give the sample its own */
      seed = (guint64) tarot_rng_next (rng) << 32 | tarot_rng_next (rng);
      tarot_rng_init (&out->rng, seed);

      if (rules->family->sample_state != NULL)
        rules->family->sample_state (rules, view, out);
      if (rules->family->sample_check == NULL || rules->family->sample_check (rules, view, out))
        break;
    }
  return TRUE;
}
