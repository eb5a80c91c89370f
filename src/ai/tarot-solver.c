/* tarot-solver.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The value searched is the hero's final score, not card points: the
 * families' bonuses (Petit au bout, slams, ultimos) then count without
 * the solver knowing them.  The price is that a position's value
 * depends on more of the past than the cards still out, so the
 * transposition key holds everything a family's outcome may read: the
 * hands, every seat's won pile and trick count, talon and discard,
 * the family's state, and the last three tricks (ultimos and the
 * Petit au bout look at those).
 */
#include "config.h"

#include "ai/tarot-solver.h"

#define TT_BITS         18
#define INF             (G_MAXINT32 / 2)
/* the last tricks whose cards and winners are part of the key */
#define KEY_LAST_TRICKS 3
#define MAX_PLAYOUT     4096

typedef struct
{
  guint64 key;
  gint32  lower;
  gint32  upper;
  guint8  move;          /* card of the best play found, TAROT_CARD_NONE */
} Entry;

struct _TarotSolver
{
  const TarotRules *rules;
  guint64           node_limit;
  guint64           nodes;
  guint64           nodes_at_start;
  gboolean          aborted;
  guint             hero;
  gboolean          ally[TAROT_MAX_PLAYERS];
  guint64           side_word;
  /* the next card of the same suit (trumps: trump) by trick strength */
  guint8            up[TAROT_N_CARDS];
  /* cards whose identity a family's bonuses may look at: never
   * merged with their neighbours */
  TarotCardSet      special;
  Entry            *table;
};

static void
link_group (TarotSolver  *solver,
            TarotCardSet  group)
{
  const TarotRules *rules = solver->rules;
  TarotCard cards[TAROT_N_CARDS];
  guint n = 0;

  TAROT_CARD_SET_FOREACH (group, c)
    cards[n++] = c;
  /* insertion sort by rank: at most 22 cards */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && rules->rank[cards[j - 1]] > rules->rank[cards[j]]; j--)
      {
        TarotCard t = cards[j];

        cards[j] = cards[j - 1];
        cards[j - 1] = t;
      }
  for (guint i = 0; i + 1 < n; i++)
    if (rules->rank[cards[i]] < rules->rank[cards[i + 1]])
      solver->up[cards[i]] = cards[i + 1];
}

TarotSolver *
tarot_solver_new (const TarotRules *rules,
                  guint64           node_limit)
{
  TarotSolver *solver = g_new0 (TarotSolver, 1);
  TarotCardSet trumps = tarot_card_set_intersect (rules->trumps, rules->pack);

  solver->rules = rules;
  solver->node_limit = node_limit;
  solver->table = g_new0 (Entry, (gsize) 1 << TT_BITS);
  memset (solver->up, TAROT_CARD_NONE, sizeof solver->up);
  for (guint s = 0; s < TAROT_N_SUITS; s++)
    link_group (solver, tarot_card_set_minus (rules->suit_sets[s], trumps));
  link_group (solver, trumps);

  solver->special = tarot_card_set_union (rules->honours, rules->kings);
  tarot_card_set_add (&solver->special, TAROT_CARD_FOOL);
  /* Pagat, Uhu, Kakadu, Quapil: the birds of the Tarock ultimos */
  for (guint t = 1; t <= 4; t++)
    tarot_card_set_add (&solver->special, tarot_card_make_trump (t));
  return solver;
}

void
tarot_solver_free (TarotSolver *solver)
{
  if (solver == NULL)
    return;
  g_free (solver->table);
  g_free (solver);
}

guint64
tarot_solver_get_nodes (TarotSolver *solver)
{
  return solver->nodes;
}

static gint32
hero_score (const TarotSolver *solver,
            const TarotDeal   *deal)
{
  TarotOutcome outcome;
  TarotScore score;

  tarot_deal_outcome (solver->rules, deal, &outcome);
  tarot_rules_score (solver->rules, &outcome, &score, FALSE);
  return score.totals[solver->hero];
}

/* The hero's allies, from the sides of the outcome of the hand played
 * out any way (the sides do not depend on how): two sides when there
 * is a declarer or both sides have partners, else each for himself. */
static void
set_sides (TarotSolver     *solver,
           const TarotDeal *deal,
           guint            hero)
{
  const TarotRules *rules = solver->rules;
  TarotDeal end = *deal;
  TarotOutcome outcome;
  TarotActionList list;
  guint count[2] = { 0, 0 };
  gboolean two_sides;

  for (guint i = 0; i < MAX_PLAYOUT && !tarot_deal_is_over (&end); i++)
    {
      tarot_deal_legal_actions (rules, &end, &list);
      if (list.n == 0)
        break;
      tarot_deal_apply (rules, &end, list.actions[0]);
    }
  tarot_deal_outcome (rules, &end, &outcome);
  for (guint s = 0; s < deal->n_players; s++)
    count[outcome.side[s] & 1]++;
  two_sides = outcome.end == TAROT_END_PLAYED &&
              (outcome.declarer != TAROT_NO_SEAT || (count[0] >= 2 && count[1] >= 2));

  solver->hero = hero;
  solver->side_word = hero;
  for (guint s = 0; s < deal->n_players; s++)
    {
      solver->ally[s] = two_sides ? outcome.side[s] == outcome.side[hero] : s == hero;
      solver->side_word |= (guint64) solver->ally[s] << (8 + s);
    }
}

static inline guint64
mix (guint64 h,
     guint64 w)
{
  h = (h ^ w) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  return h ^ (h >> 31);
}

static inline guint64
mix_set (guint64      h,
         TarotCardSet s)
{
  return mix (mix (h, s.lo), s.hi);
}

/* Everything the rest of the hand and its score may depend on, at a
 * trick boundary. */
static guint64
position_key (const TarotSolver *solver,
              const TarotDeal   *deal)
{
  const TarotRules *rules = solver->rules;
  guint8 tricks_won[8] = { 0 };
  guint64 h = solver->side_word, w;
  guint first;

  for (guint p = 0; p < deal->n_players; p++)
    {
      h = mix_set (h, deal->hands[p]);
      h = mix_set (h, deal->won[p]);
      h = mix (h, deal->announced[p]);
    }
  h = mix_set (h, deal->talon);
  h = mix_set (h, deal->discard);
  h = mix_set (h, deal->shown);
  h = mix (h, (guint64) deal->to_move | (guint64) deal->n_tricks << 8 | (guint64) deal->declarer << 16 |
              (guint64) deal->partner << 24 | (guint64) deal->phase << 32 | (guint64) deal->called_card << 40);
  memcpy (&w, deal->kontra, sizeof w);
  h = mix (h, w);
  for (guint i = 0; i < G_N_ELEMENTS (deal->family_data.words); i++)
    h = mix (h, deal->family_data.words[i]);
  for (guint t = 0; t < deal->n_tricks; t++)
    tricks_won[deal->trick_winner[t] & 7]++;
  memcpy (&w, tricks_won, sizeof w);
  h = mix (h, w);
  first = rules->n_tricks > KEY_LAST_TRICKS ? rules->n_tricks - KEY_LAST_TRICKS : 0;
  for (guint t = first; t < deal->n_tricks; t++)
    {
      w = deal->trick_winner[t];
      for (guint i = 0; i < deal->n_players; i++)
        w = w << 8 | deal->tricks[t][i];
      h = mix (h, w);
    }
  return h | 1;   /* 0 marks an empty entry */
}

typedef struct
{
  TarotAction action;
  gint        order;
} Move;

/* Plays of a card with an equivalent one just above it in the same
 * hand are left out: with no card still out between them and the same
 * value, either does what the other does.  The rest are ordered so
 * that cutoffs come early: the table's move, then taking points or
 * winning cheaply, smearing to an ally, ducking low. */
static guint
order_moves (const TarotSolver     *solver,
             const TarotDeal       *deal,
             const TarotActionList *list,
             guint8                 tt_move,
             Move                  *moves)
{
  const TarotRules *rules = solver->rules;
  guint mover = deal->to_move, n = 0;
  const guint8 *trick = deal->tricks[deal->n_tricks];
  TarotCardSet out = TAROT_CARD_SET_EMPTY, legal = TAROT_CARD_SET_EMPTY;
  int led = -1;
  guint best_strength = 0;
  gboolean ally_wins = FALSE;

  for (guint p = 0; p < deal->n_players; p++)
    out = tarot_card_set_union (out, deal->hands[p]);
  for (guint i = 0; i < deal->trick_len; i++)
    tarot_card_set_add (&out, trick[i]);
  for (guint i = 0; i < list->n; i++)
    if (list->actions[i].kind == TAROT_ACTION_PLAY)
      tarot_card_set_add (&legal, list->actions[i].card);
  if (deal->trick_len > 0)
    {
      guint best = tarot_trick_best (rules, trick, deal->trick_len);

      led = tarot_trick_led_suit (rules, trick, deal->trick_len);
      best_strength = tarot_rules_strength (rules, trick[best], led);
      ally_wins = solver->ally[tarot_trick_seat (rules, deal->dealer, deal->trick_leader[deal->n_tricks], best)] ==
                  solver->ally[mover];
    }

  for (guint i = 0; i < list->n; i++)
    {
      TarotAction a = list->actions[i];
      gint order = 0;

      if (a.kind == TAROT_ACTION_PLAY)
        {
          TarotCard c = a.card, next = solver->up[c];
          gint value = rules->value[c], rank = rules->rank[c];

          while (next != TAROT_CARD_NONE && !tarot_card_set_contains (out, next))
            next = solver->up[next];
          if (next != TAROT_CARD_NONE && tarot_card_set_contains (legal, next) &&
              rules->value[next] == value && c != deal->called_card && next != deal->called_card &&
              !tarot_card_set_contains (solver->special, c) && !tarot_card_set_contains (solver->special, next))
            continue;

          if (c == tt_move)
            order = 10000;
          else if (deal->trick_len == 0)
            order = value * 8 + rank;
          else if (ally_wins)
            order = value * 16 - rank;
          else if (tarot_rules_strength (rules, c, led) > best_strength)
            order = 1000 + value * 16 - rank;
          else
            order = -value * 16 - rank;
        }
      moves[n].action = a;
      moves[n].order = order;
      for (guint j = n++; j > 0 && moves[j - 1].order < moves[j].order; j--)
        {
          Move t = moves[j];

          moves[j] = moves[j - 1];
          moves[j - 1] = t;
        }
    }
  return n;
}

static gint32
search (TarotSolver     *solver,
        const TarotDeal *deal,
        gint32           alpha,
        gint32           beta)
{
  const TarotRules *rules = solver->rules;
  TarotActionList list;
  Move moves[TAROT_MAX_ACTIONS];
  Entry *entry = NULL;
  guint64 key = 0;
  guint8 tt_move = TAROT_CARD_NONE, best_move = TAROT_CARD_NONE;
  gint32 a = alpha, b = beta, a0, b0, best;
  gboolean maximise;
  guint n;

  if (tarot_deal_is_over (deal))
    return hero_score (solver, deal);
  if (solver->node_limit > 0 && solver->nodes - solver->nodes_at_start >= solver->node_limit)
    {
      solver->aborted = TRUE;
      return 0;
    }
  solver->nodes++;

  if (deal->phase == TAROT_PHASE_PLAY && deal->trick_len == 0)
    {
      key = position_key (solver, deal);
      entry = &solver->table[key & (((guint64) 1 << TT_BITS) - 1)];
      if (entry->key == key)
        {
          if (entry->lower >= b)
            return entry->lower;
          if (entry->upper <= a || entry->lower == entry->upper)
            return entry->upper;
          a = MAX (a, entry->lower);
          b = MIN (b, entry->upper);
          tt_move = entry->move;
        }
    }

  a0 = a;
  b0 = b;
  tarot_deal_legal_actions (rules, deal, &list);
  if (list.n == 0)
    return hero_score (solver, deal);
  n = order_moves (solver, deal, &list, tt_move, moves);
  maximise = solver->ally[deal->to_move];
  best = maximise ? -INF : INF;
  for (guint i = 0; i < n && a < b; i++)
    {
      TarotDeal child = *deal;
      gint32 v;

      tarot_deal_apply (rules, &child, moves[i].action);
      v = search (solver, &child, a, b);
      if (solver->aborted)
        return 0;
      if (maximise ? v > best : v < best)
        {
          best = v;
          best_move = moves[i].action.kind == TAROT_ACTION_PLAY ? moves[i].action.card : TAROT_CARD_NONE;
        }
      if (maximise)
        a = MAX (a, best);
      else
        b = MIN (b, best);
    }

  if (entry != NULL)
    {
      if (entry->key != key)
        {
          entry->key = key;
          entry->lower = -INF;
          entry->upper = INF;
        }
      /* fail-soft: outside the window the value is a bound, inside it
       * is exact; the window was narrowed by the entry's own bounds,
       * so these only tighten them */
      if (best <= a0)
        entry->upper = MIN (entry->upper, best);
      else if (best >= b0)
        entry->lower = MAX (entry->lower, best);
      else
        entry->lower = entry->upper = best;
      entry->move = best_move;
    }
  return best;
}

static gboolean
test (TarotSolver     *solver,
      const TarotDeal *deal,
      gint32           target,
      gint32          *bound)
{
  *bound = search (solver, deal, target - 1, target);
  return !solver->aborted;
}

gboolean
tarot_solver_test (TarotSolver     *solver,
                   const TarotDeal *deal,
                   guint            hero,
                   gint32           target,
                   gboolean        *reached)
{
  gint32 bound;

  g_return_val_if_fail (hero < deal->n_players, FALSE);
  solver->aborted = FALSE;
  solver->nodes_at_start = solver->nodes;
  set_sides (solver, deal, hero);
  if (!test (solver, deal, target, &bound))
    return FALSE;
  *reached = bound >= target;
  return TRUE;
}

gboolean
tarot_solver_value (TarotSolver     *solver,
                    const TarotDeal *deal,
                    guint            hero,
                    gint32           guess,
                    gint32          *value)
{
  gint32 lower = -INF, upper = INF, g = guess;

  g_return_val_if_fail (hero < deal->n_players, FALSE);
  solver->aborted = FALSE;
  solver->nodes_at_start = solver->nodes;
  set_sides (solver, deal, hero);
  /* MTD(f): zero-window tests around the best guess so far, each
   * failing high or low, until the bounds meet */
  while (lower < upper)
    {
      gint32 target = g == lower ? g + 1 : g, bound;

      if (!test (solver, deal, target, &bound))
        return FALSE;
      if (bound >= target)
        lower = bound;
      else
        upper = bound;
      g = bound;
    }
  *value = g;
  return TRUE;
}
