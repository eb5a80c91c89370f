/* tarot-deal.c — generic entry points and helpers shared by families
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tarot-deal.h"
#include "tarot-error.h"
#include "tarot-family.h"

void
tarot_deal_setup (const TarotRules *rules,
                  TarotDeal        *deal,
                  guint             dealer,
                  guint64           seed)
{
  memset (deal, 0, sizeof *deal);
  deal->n_players = rules->n_players;
  deal->dealer = (guint8) (dealer % rules->n_players);
  deal->phase = TAROT_PHASE_DEALING;
  deal->to_move = TAROT_NO_SEAT;
  deal->declarer = TAROT_NO_SEAT;
  deal->partner = TAROT_NO_SEAT;
  deal->contract = 0xff;
  deal->called_card = TAROT_CARD_NONE;
  tarot_rng_init (&deal->rng, seed);
  rules->family->setup (rules, deal);
}

gboolean
tarot_deal_is_legal (const TarotRules *rules,
                     const TarotDeal  *deal,
                     TarotAction       action)
{
  TarotActionList list;

  tarot_deal_legal_actions (rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    {
      const TarotAction *a = &list.actions[i];

      if (a->kind == action.kind && a->seat == action.seat &&
          a->card == action.card && a->arg == action.arg)
        return TRUE;
    }
  return FALSE;
}

void
tarot_deal_outcome (const TarotRules *rules,
                    const TarotDeal  *deal,
                    TarotOutcome     *outcome)
{
  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = deal->n_players;
  outcome->end = deal->end;
  outcome->dealer = deal->dealer;
  outcome->declarer = deal->declarer;
  outcome->partner = deal->partner;
  outcome->contract = deal->contract;
  outcome->points_unit = rules->count_by;
  rules->family->outcome (rules, deal, outcome);
}

void
tarot_deal_make_view (const TarotRules *rules,
                      const TarotDeal  *deal,
                      guint             seat,
                      TarotPlayerView  *view)
{
  TarotCardSet known;

  memset (view, 0, sizeof *view);
  view->seat = (guint8) seat;
  view->n_players = deal->n_players;
  view->dealer = deal->dealer;
  view->phase = deal->phase;
  view->end = deal->end;
  view->to_move = deal->to_move;
  view->declarer = deal->declarer;
  view->partner = deal->partner == seat ? deal->partner : TAROT_NO_SEAT;
  view->contract = deal->contract;
  view->called_card = deal->called_card;
  view->hand = deal->hands[seat];
  view->talon_shown = deal->talon_shown;
  if (deal->declarer == seat)
    view->own_discard = deal->discard;
  view->shown = deal->shown;
  view->played = deal->played;
  for (guint p = 0; p < deal->n_players; p++)
    view->hand_sizes[p] = (guint8) tarot_card_set_count (deal->hands[p]);
  view->n_auction = deal->n_auction;
  memcpy (view->auction, deal->auction, sizeof view->auction);
  view->n_tricks = deal->n_tricks;
  view->trick_len = deal->trick_len;
  memcpy (view->trick_leader, deal->trick_leader, sizeof view->trick_leader);
  memcpy (view->trick_winner, deal->trick_winner, sizeof view->trick_winner);
  memcpy (view->tricks, deal->tricks, sizeof view->tricks);
  memcpy (view->announced, deal->announced, sizeof view->announced);
  memcpy (view->kontra, deal->kontra, sizeof view->kontra);
  memcpy (view->won, deal->won, sizeof view->won);
  /* whoever shows a card shows where it lies */
  for (guint p = 0; p < deal->n_players; p++)
    view->shown_in_hand[p] = tarot_card_set_intersect (deal->hands[p], deal->shown);
  view->shown_in_talon = tarot_card_set_intersect (deal->talon,
                                                   tarot_card_set_union (deal->shown, deal->talon_shown));
  view->shown_in_discard = tarot_card_set_intersect (deal->discard, deal->shown);
  view->talon_count = (guint8) tarot_card_set_count (deal->talon);
  view->discard_count = (guint8) tarot_card_set_count (deal->discard);
  G_STATIC_ASSERT (sizeof view->family_public == sizeof deal->family_data);
  memcpy (view->family_public.bytes, deal->family_data.bytes, sizeof view->family_public);

  known = tarot_card_set_union (view->hand, view->talon_shown);
  known = tarot_card_set_union (known, view->own_discard);
  known = tarot_card_set_union (known, view->shown);
  known = tarot_card_set_union (known, view->played);
  view->unseen = tarot_card_set_minus (rules->pack, known);

  if (rules->family->make_view != NULL)
    rules->family->make_view (rules, deal, seat, view);

  if (deal->to_move == seat)
    tarot_deal_legal_actions (rules, deal, &view->legal);
}

void
tarot_view_add_draw (TarotPlayerView *view,
                     guint            seat,
                     TarotCard        card,
                     guint            trick)
{
  if (view->n_drawn == TAROT_MAX_DRAWN)
    memmove (view->drawn, view->drawn + 1, sizeof view->drawn - sizeof view->drawn[0]);
  else
    view->n_drawn++;
  view->drawn[view->n_drawn - 1] = (TarotDraw) { (guint8) seat, (guint8) card, (guint8) trick };
}

guint
tarot_view_announcements (const TarotRules      *rules,
                          const TarotPlayerView *view,
                          guint                  seat,
                          guint8                *args,
                          guint                  max)
{
  if (rules->family->view_announcements == NULL || seat >= view->n_players)
    return 0;
  return MIN (rules->family->view_announcements (rules, view, seat, args, max), max);
}

char *
tarot_view_describe_announcement (const TarotRules      *rules,
                                  const TarotPlayerView *view,
                                  guint                  seat,
                                  guint                  arg)
{
  if (rules->family->describe_announcement == NULL || seat >= view->n_players)
    return NULL;
  return rules->family->describe_announcement (rules, view, seat, arg);
}

gboolean
tarot_deal_check_cards (const TarotRules  *rules,
                        const TarotDeal   *deal,
                        GError           **error)
{
  TarotCardSet seen = TAROT_CARD_SET_EMPTY;
  TarotCardSet parts[2 * TAROT_MAX_PLAYERS + 3];
  guint n_parts = 0, total = 0;

  for (guint p = 0; p < deal->n_players; p++)
    {
      parts[n_parts++] = deal->hands[p];
      parts[n_parts++] = deal->won[p];
    }
  parts[n_parts++] = deal->talon;
  parts[n_parts++] = deal->discard;
  parts[n_parts] = TAROT_CARD_SET_EMPTY;
  for (guint i = 0; i < deal->trick_len; i++)
    tarot_card_set_add (&parts[n_parts], deal->tricks[deal->n_tricks][i]);
  n_parts++;

  for (guint i = 0; i < n_parts; i++)
    {
      total += tarot_card_set_count (parts[i]);
      seen = tarot_card_set_union (seen, parts[i]);
    }
  if (!tarot_card_set_equal (seen, rules->pack) || total != tarot_card_set_count (rules->pack))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                   "cards not conserved: %u cards placed, %u distinct, pack has %u",
                   total, tarot_card_set_count (seen), tarot_card_set_count (rules->pack));
      return FALSE;
    }
  return TRUE;
}

void
tarot_score_init (TarotScore *score,
                  guint       n_players)
{
  /* lines beyond n_lines are never read: only clear the header, so
   * that scoring stays cheap in simulations */
  score->n_players = (guint8) n_players;
  score->n_lines = 0;
  score->has_tally = FALSE;
  score->pool = 0;
  memset (score->totals, 0, sizeof score->totals);
}

void
tarot_score_set_tally (TarotScore   *score,
                       const gint32 *tally)
{
  score->has_tally = TRUE;
  memset (score->tally, 0, sizeof score->tally);
  memcpy (score->tally, tally, score->n_players * sizeof tally[0]);
}

void
tarot_score_set_pool (TarotScore *score,
                      gint32      pool)
{
  score->pool = pool;
}

guint
tarot_trick_seat (const TarotRules *rules,
                  guint             dealer,
                  guint             leader,
                  guint             i)
{
  guint seat = leader;

  for (guint k = 0; k < i; k++)
    {
      seat = (seat + 1) % rules->n_players;
      if (rules->trick_size < rules->n_players && seat == dealer)
        seat = (seat + 1) % rules->n_players;
    }

  return seat;
}

void
tarot_outcome_add_bonus (TarotOutcome *outcome,
                         guint         id,
                         guint         seat,
                         guint         side,
                         gboolean      announced,
                         int           made,
                         guint         level)
{
  TarotBonus *b;

  g_return_if_fail (outcome->n_bonuses < TAROT_MAX_BONUSES);

  b = &outcome->bonuses[outcome->n_bonuses++];
  b->id = (guint8) id;
  b->seat = (guint8) seat;
  b->side = (guint8) side;
  b->announced = (guint8) announced;
  b->made = (gint8) made;
  b->level = (guint8) level;
}

void
tarot_score_add_line (TarotScore   *score,
                      const gint32 *amounts,
                      const char   *label)
{
  TarotScoreLine *line;

  g_return_if_fail (score->n_lines < TAROT_MAX_SCORE_LINES);

  line = &score->lines[score->n_lines++];
  line->pot = FALSE;
  if (label != NULL)
    g_strlcpy (line->label, label, sizeof line->label);
  else
    line->label[0] = '\0';
  for (guint p = 0; p < score->n_players; p++)
    {
      line->amounts[p] = amounts[p];
      score->totals[p] += amounts[p];
    }
}

/* A doubled round multiplies every line; a line without amounts says
 * so on the sheet (or, with every line taken, the last one). */
static void
apply_stakes (TarotScore *score,
              guint       stakes,
              gboolean    with_labels)
{
  gint32 none[TAROT_MAX_PLAYERS] = { 0 };
  g_autofree char *label = NULL;

  for (guint l = 0; l < score->n_lines; l++)
    for (guint p = 0; p < score->n_players; p++)
      score->lines[l].amounts[p] *= (gint32) stakes;
  for (guint p = 0; p < score->n_players; p++)
    score->totals[p] *= (gint32) stakes;
  if (with_labels)
    /* TRANSLATORS: score line of a hand played for double (or more)
     * stakes after a pass-out or an annulled hand; %u is 2, 4, 8 … */
    label = g_strdup_printf (_("Doubled round: every score × %u"), stakes);
  if (score->n_lines < TAROT_MAX_SCORE_LINES)
    tarot_score_add_line (score, none, label);
  else if (label != NULL)
    {
      TarotScoreLine *last = &score->lines[score->n_lines - 1];
      g_autofree char *joined = g_strdup_printf ("%s · %s", last->label, label);

      g_strlcpy (last->label, joined, sizeof last->label);
    }
}

void
tarot_rules_score (const TarotRules   *rules,
                   const TarotOutcome *outcome,
                   TarotScore         *score,
                   gboolean            with_labels)
{
  tarot_score_init (score, outcome->n_players);
  rules->family->score (rules, outcome, score, with_labels);
  if (outcome->stakes > 1 && score->n_lines > 0)
    apply_stakes (score, outcome->stakes, with_labels);
}

void
tarot_shuffle_cards (TarotRng  *rng,
                     TarotCard *cards,
                     guint      n)
{
  /* a local copy keeps the generator in registers: stores through
   * TarotCard (a char type) would otherwise force reloads */
  TarotRng r = *rng;

  /* Fisher–Yates with 16-bit draws (two per generator output): the
   * bounds are at most 78, and Lemire's rejection keeps it unbiased */
  for (guint i = n - 1, bits = 0, avail = 0; n > 1 && i > 0; i--)
    {
      guint bound = i + 1;
      guint32 m;
      TarotCard t;

      do
        {
          if (avail == 0)
            {
              bits = tarot_rng_next (&r);
              avail = 2;
            }
          m = (bits & 0xffff) * bound;
          bits >>= 16;
          avail--;
        }
      while ((m & 0xffff) < bound && (m & 0xffff) < (65536 - bound) % bound);

      t = cards[i];
      cards[i] = cards[m >> 16];
      cards[m >> 16] = t;
    }
  *rng = r;
}

void
tarot_deal_shuffle (TarotRng     *rng,
                    TarotCardSet  pack,
                    TarotCard    *cards,
                    guint        *n_cards)
{
  guint n = 0;

  for (guint64 w = pack.lo; w != 0; w &= w - 1)
    cards[n++] = (TarotCard) __builtin_ctzll (w);
  for (guint64 w = pack.hi; w != 0; w &= w - 1)
    cards[n++] = (TarotCard) (64 + __builtin_ctzll (w));
  tarot_shuffle_cards (rng, cards, n);
  *n_cards = n;
}

static inline int
led_suit (const TarotRules *rules,
          const TarotCard  *cards,
          guint             n)
{
  for (guint i = 0; i < n; i++)
    {
      TarotCard c = cards[i];

      if (c < 56)
        return c / 14;
      if (c != TAROT_CARD_FOOL || rules->fool_role != TAROT_FOOL_EXCUSE)
        return TAROT_N_SUITS;
    }
  return -1;
}

/* The suit the trick is led in: 0..3, 4 for trumps, -1 if no card
 * other than an Excuse has been played yet. */
int
tarot_trick_led_suit (const TarotRules *rules,
                      const TarotCard  *cards,
                      guint             n)
{
  return led_suit (rules, cards, n);
}

guint
tarot_trick_best (const TarotRules *rules,
                  const TarotCard  *cards,
                  guint             n)
{
  int led = led_suit (rules, cards, n);
  guint best = 0, best_strength = 0;

  for (guint i = 0; i < n; i++)
    {
      guint s = tarot_rules_strength (rules, cards[i], led);

      /* of trumps of equal rank the later played wins (Asti's 2–5,
       * Bologna's Moors); suit cards never share a rank */
      if (s > best_strength || (s == best_strength && s >= 32))
        {
          best = i;
          best_strength = s;
        }
    }
  return best;
}

guint
tarot_deal_holder_of (const TarotDeal *deal,
                      TarotCard        card)
{
  for (guint s = 0; s < deal->n_players; s++)
    if (tarot_card_set_contains (deal->hands[s], card))
      return s;
  return TAROT_NO_SEAT;
}

void
tarot_deal_move_won (TarotDeal *deal,
                     TarotCard  card,
                     guint      to)
{
  for (guint s = 0; s < deal->n_players; s++)
    tarot_card_set_remove (&deal->won[s], card);
  tarot_card_set_add (&deal->won[to], card);
}

void
tarot_excuse_init (TarotExcuse *excuse)
{
  excuse->seat = TAROT_NO_SEAT;
  excuse->trick = 0;
  excuse->winner = TAROT_NO_SEAT;
}

guint
tarot_deal_close_trick (const TarotRules *rules,
                        TarotDeal        *deal,
                        TarotExcuse      *excuse)
{
  guint n = deal->n_players;
  guint t = deal->n_tricks;
  const TarotCard *cards = deal->tricks[t];
  guint winner = (deal->trick_leader[t] + tarot_trick_best (rules, cards, n)) % n;

  deal->trick_winner[t] = (guint8) winner;
  for (guint i = 0; i < n; i++)
    tarot_card_set_add (&deal->won[winner], cards[i]);
  if (excuse != NULL && excuse->seat != TAROT_NO_SEAT && excuse->trick == t)
    {
      /* covered: the Excuse stays with its owner */
      excuse->winner = (guint8) winner;
      tarot_deal_move_won (deal, TAROT_CARD_FOOL, excuse->seat);
    }
  deal->n_tricks++;
  deal->trick_len = 0;
  return winner;
}

void
tarot_excuse_settle (const TarotRules  *rules,
                     TarotDeal         *deal,
                     const TarotExcuse *excuse,
                     const guint8      *side,
                     gboolean           surrender,
                     gboolean           exchange)
{
  guint owner;
  gboolean took_trick = FALSE;
  TarotCardSet pile = TAROT_CARD_SET_EMPTY;

  if (excuse->seat == TAROT_NO_SEAT || side[excuse->seat] == side[excuse->winner])
    return;
  owner = side[excuse->seat];
  for (guint t = 0; t < deal->n_tricks; t++)
    took_trick |= side[deal->trick_winner[t]] == owner;
  if (surrender && !took_trick)
    {
      tarot_deal_move_won (deal, TAROT_CARD_FOOL, excuse->winner);
      return;
    }
  if (!exchange)
    return;
  /* an empty card from the owner's side's tricks, if it has one */
  for (guint s = 0; s < deal->n_players; s++)
    if (side[s] == owner)
      pile = tarot_card_set_union (pile, deal->won[s]);
  pile = tarot_card_set_intersect (pile, rules->value_sets[1]);
  tarot_card_set_remove (&pile, TAROT_CARD_FOOL);
  if (!tarot_card_set_is_empty (pile))
    tarot_deal_move_won (deal, tarot_card_set_first (pile), excuse->winner);
}

gboolean
tarot_rules_find_contract (const TarotRules *rules,
                           const char       *id,
                           guint            *arg)
{
  for (guint c = 0; c < rules->n_contracts; c++)
    if (g_str_equal (id, rules->contract_ids[c]))
      {
        *arg = c;
        return TRUE;
      }
  return FALSE;
}

TarotCardSet
tarot_legal_follow (const TarotRules *rules,
                    TarotCardSet      hand,
                    const TarotCard  *trick,
                    guint             n,
                    gboolean          must_overtrump)
{
  TarotCardSet excuse = TAROT_CARD_SET_EMPTY;
  TarotCardSet follow, trumps;
  int led = led_suit (rules, trick, n);

  if (led < 0)
    return hand;
  if (rules->fool_role == TAROT_FOOL_EXCUSE && tarot_card_set_contains (hand, TAROT_CARD_FOOL))
    tarot_card_set_add (&excuse, TAROT_CARD_FOOL);

  if (led < TAROT_N_SUITS)
    {
      follow = tarot_card_set_intersect (hand, rules->suit_sets[led]);
      if (!tarot_card_set_is_empty (follow))
        return tarot_card_set_union (follow, excuse);
    }

  trumps = tarot_card_set_intersect (hand, rules->trumps);
  if (tarot_card_set_is_empty (trumps))
    return hand;

  if (must_overtrump)
    {
      TarotCard hi = 0;
      TarotCardSet higher;

      /* trump strength grows with the card id (32 + n, top-trump Fool
       * 60), so "higher" is every id above the best trump played */
      for (guint i = 0; i < n; i++)
        if (tarot_card_set_contains (rules->trumps, trick[i]) && trick[i] > hi)
          hi = trick[i];
      if (hi < 64)
        higher = (TarotCardSet) { trumps.lo & (~G_GUINT64_CONSTANT (0) << hi << 1), trumps.hi };
      else
        higher = (TarotCardSet) { 0, trumps.hi & (~G_GUINT64_CONSTANT (0) << (hi - 64) << 1) };
      if (!tarot_card_set_is_empty (higher))
        trumps = higher;
    }
  return tarot_card_set_union (trumps, excuse);
}

guint32
tarot_rules_count_points (const TarotRules *rules,
                          TarotCardSet      cards)
{
  guint32 sum = 0;

  for (guint v = 1; v < G_N_ELEMENTS (rules->value_sets); v++)
    sum += v * tarot_card_set_count (tarot_card_set_intersect (cards, rules->value_sets[v]));
  return rules->count_by * sum - (guint32) (rules->count_by - 1) * tarot_card_set_count (cards);
}

static const char *const action_kind_ids[TAROT_N_ACTION_KINDS] = {
  "none", "pass", "bid", "hold", "take_talon", "discard", "call",
  "announce", "kontra", "play", "abandon", "continue", "show",
};

const char *
tarot_action_kind_to_string (TarotActionKind kind)
{
  return kind < TAROT_N_ACTION_KINDS ? action_kind_ids[kind] : NULL;
}

gboolean
tarot_action_kind_from_string (const char      *str,
                               TarotActionKind *out)
{
  for (guint k = 1; k < TAROT_N_ACTION_KINDS; k++)
    if (g_strcmp0 (str, action_kind_ids[k]) == 0)
      {
        *out = k;
        return TRUE;
      }
  return FALSE;
}
