/* tarot-solver.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two values can be searched.  The hero's final score counts the
 * families' bonuses (Petit au bout, slams, ultimos) without the solver
 * knowing them; the price is that a position's value depends on more
 * of the past than the cards still out, so its transposition key
 * holds everything a family's outcome may read: the hands, every
 * seat's won pile and trick count, talon and discard, the family's
 * state and the last three tricks (ultimos and the Petit au bout look
 * at those).  The card points still to take depend on the cards left
 * only, and of those only on each card's rank among the cards of its
 * suit still out (and its value): that table is shared by every trick
 * order and sample, and the points still out bound the value at once;
 * that search is the fast one.
 */
#include "config.h"

#include "ai/tarot-solver.h"

#include <string.h>
#ifdef G_OS_UNIX
#include <sys/mman.h>
#endif

/* buckets of the table, of BUCKET entries each */
#define TT_BITS         16
#define BUCKET          4
/* the table's alignment: a huge page of x86-64 */
#define TABLE_ALIGN     (2 << 20)
#define INF             (G_MAXINT32 / 2)
/* half the width of window()'s first window */
#define ASPIRATION      8
/* the last tricks whose cards and winners are part of the key */
#define KEY_LAST_TRICKS 3
#define MAX_PLAYOUT     4096
/* suits and trumps, and the Fool where it is no trump */
#define MAX_GROUPS      (TAROT_N_SUITS + 2)

/* Sixteen bytes, four to a cache line.  Bounds beyond BOUND are kept
 * as BOUND, which only loosens them; ±BOUND stands for no bound. */
typedef struct
{
  guint64 key;
  gint16  lower;
  gint16  upper;
  guint8  move;          /* move_code() of the best play found, NO_MOVE */
  guint8  cards;         /* cards left in the hands: the work it saves */
  guint16 generation;    /* of the search that stored it */
} Entry;

#define BOUND G_MAXINT16

/* position_key()'s hash of the public state, and that state */
typedef struct
{
  guint64 kontra;
  guint64 seats;
  guint32 announced[TAROT_MAX_PLAYERS];
  guint64 family[G_SIZEOF_MEMBER (TarotDeal, family_data.words) / sizeof (guint64)];
  guint64 hash;
} Context;

#define NO_MOVE 0xff

struct _TarotSolver
{
  const TarotRules *rules;
  guint64           node_limit;
  guint64           nodes;
  guint64           nodes_at_start;
  gboolean          aborted;
  /* one per search: older entries give way first */
  guint16           generation;
  guint             hero;
  gboolean          ally[TAROT_MAX_PLAYERS];
  guint64           side_word;
  gboolean          two_sides;
  /* searching the card points still to take instead of the score */
  gboolean          points;
  gint32            slack;
  /* each card's part of tarot_rules_count_points() */
  gint32            weight[TAROT_CARD_ID_LIMIT];
  /* the cards of the same suit (trumps: trump) above each card by
   * trick strength, up to the first of equal rank with another */
  TarotCardSet      chain[TAROT_CARD_ID_LIMIT];
  /* whether the pack by id is the pack in order (group after group,
   * each by rank): then walking cards by id walks order */
  gboolean          ids_in_order;
  /* cards whose identity a family's bonuses may look at: never
   * merged with their neighbours */
  TarotCardSet      special;
  /* the same when only card points count: the cards with rules of
   * their own */
  TarotCardSet      special_points;
  /* the pack by group (each suit, the trumps, a Fool of its own) and
   * rank within its group */
  TarotCard         order[TAROT_CARD_ID_LIMIT];
  guint8            group_start[MAX_GROUPS + 1];
  guint             n_groups;
  guint8            group_of[TAROT_CARD_ID_LIMIT];
  /* the cards of the same group below each card */
  TarotCardSet      below[TAROT_CARD_ID_LIMIT];
  /* each card's place in order */
  guint8            place[TAROT_CARD_ID_LIMIT];
  /* who held each card at the start of the search, and the hands
   * then: hands only shrink in the card play, and a key that finds a
   * card elsewhere does without seat_of */
  guint8            seat_of[TAROT_CARD_ID_LIMIT];
  TarotCardSet      root_hands[TAROT_MAX_PLAYERS];
  /* what the card points search tells of each card in the table's
   * key: its group and value, or the card itself when it has rules of
   * its own */
  guint64           token[TAROT_CARD_ID_LIMIT];
  /* random numbers for the table's key: one for each card's token,
   * one (odd) for each rank in a group and seat */
  guint64           token_random[TAROT_CARD_ID_LIMIT];
  guint64           place_random[TAROT_CARD_ID_LIMIT][TAROT_MAX_PLAYERS];
  Context           context;
  gboolean          context_hashed;
  Entry            *table;
};

/* A well-mixed 64-bit function of @w + @salt (MurmurHash3's
 * finaliser).  Sums of these over the parts of a position have no
 * chain of multiplications to wait for, unlike mix(). */
static inline guint64
lane (guint64 w,
      guint64 salt)
{
  w += salt;
  w = (w ^ (w >> 33)) * G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  w = (w ^ (w >> 33)) * G_GUINT64_CONSTANT (0xc4ceb9fe1a85ec53);
  return w ^ (w >> 33);
}

static void
link_group (TarotSolver  *solver,
            TarotCardSet  group)
{
  const TarotRules *rules = solver->rules;
  TarotCard cards[TAROT_CARD_ID_LIMIT];
  guint n = 0;

  TAROT_CARD_SET_FOREACH (group, c)
    cards[n++] = c;
  if (n == 0)
    return;
  /* insertion sort by rank: at most 22 cards */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && rules->rank[cards[j - 1]] > rules->rank[cards[j]]; j--)
      {
        TarotCard t = cards[j];

        cards[j] = cards[j - 1];
        cards[j - 1] = t;
      }
  /* cards of equal rank (Asti's trumps 2–5, the Bolognese Moors: the
   * last played wins) are never interchangeable with a neighbour:
   * each card's chain goes up as long as the links between
   * neighbours hold */
  for (guint i = n - 1; i-- > 0; )
    if (rules->rank[cards[i]] < rules->rank[cards[i + 1]] &&
        (i == 0 || rules->rank[cards[i - 1]] < rules->rank[cards[i]]) &&
        (i + 2 >= n || rules->rank[cards[i + 1]] < rules->rank[cards[i + 2]]))
      {
        solver->chain[cards[i]] = solver->chain[cards[i + 1]];
        tarot_card_set_add (&solver->chain[cards[i]], cards[i + 1]);
      }

  for (guint i = 0; i < n; i++)
    {
      guint g = solver->n_groups;

      solver->order[solver->group_start[g] + i] = cards[i];
      solver->place[cards[i]] = (guint8) (solver->group_start[g] + i);
      solver->group_of[cards[i]] = (guint8) g;
      for (guint j = 0; j < i; j++)
        tarot_card_set_add (&solver->below[cards[i]], cards[j]);
    }
  solver->n_groups++;
  solver->group_start[solver->n_groups] = (guint8) (solver->group_start[solver->n_groups - 1] + n);
}

/* The table, in huge pages where the system has them: its lines are
 * read at random, and with small pages most reads would miss the
 * processor's page cache (TLB) as well. */
static Entry *
new_table (void)
{
  gsize size = ((gsize) BUCKET << TT_BITS) * sizeof (Entry);
  Entry *table = g_aligned_alloc (size / sizeof (Entry), sizeof (Entry), MIN (size, TABLE_ALIGN));

#ifdef MADV_HUGEPAGE
  /* before the pages are touched, or they stay small */
  madvise (table, size, MADV_HUGEPAGE);
#endif
  memset (table, 0, size);
  return table;
}

TarotSolver *
tarot_solver_new (const TarotRules *rules,
                  guint64           node_limit)
{
  TarotSolver *solver = g_new0 (TarotSolver, 1);
  TarotCardSet trumps = tarot_card_set_intersect (rules->trumps, rules->pack);

  solver->rules = rules;
  solver->node_limit = node_limit;
  solver->table = new_table ();
  for (guint s = 0; s < TAROT_N_SUITS; s++)
    link_group (solver, tarot_card_set_minus (rules->suit_sets[s], trumps));
  link_group (solver, trumps);
  if (tarot_card_set_contains (rules->pack, TAROT_CARD_FOOL) && !tarot_card_set_contains (trumps, TAROT_CARD_FOOL))
    link_group (solver, tarot_card_set_single (TAROT_CARD_FOOL));

  solver->ids_in_order = TRUE;
  for (guint i = 1; i < solver->group_start[solver->n_groups]; i++)
    if (solver->order[i] < solver->order[i - 1])
      solver->ids_in_order = FALSE;

  solver->special = tarot_card_set_union (rules->honours, rules->kings);
  solver->special = tarot_card_set_union (solver->special, rules->combination_cards);
  tarot_card_set_add (&solver->special, TAROT_CARD_FOOL);
  /* a card changing piles after its trick (the Excuse, or a card given
   * for it), where one may (tarot_solver_piles_settled()), is worth at
   * most this */
  for (guint c = 0; c < TAROT_CARD_ID_LIMIT; c++)
    {
      solver->weight[c] = (gint32) (rules->count_by * rules->value[c]) - (gint32) (rules->count_by - 1);
      if (tarot_card_set_contains (rules->pack, c) && !tarot_solver_piles_settled (rules))
        solver->slack = MAX (solver->slack, solver->weight[c]);
    }
  solver->special_points = rules->honours;
  tarot_card_set_add (&solver->special_points, TAROT_CARD_FOOL);
  for (guint r = 0; r < TAROT_CARD_ID_LIMIT; r++)
    for (guint p = 0; p < TAROT_MAX_PLAYERS; p++)
      solver->place_random[r][p] = lane (r << 8 | p, G_GUINT64_CONSTANT (0x632be59bd9b4e019)) | 1;
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
  g_aligned_free (solver->table);
  g_free (solver);
}

void
tarot_solver_set_node_limit (TarotSolver *solver,
                             guint64      node_limit)
{
  solver->node_limit = node_limit;
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

/* tarot_rules_count_points() of a few cards. */
static inline gint32
weigh (const TarotSolver *solver,
       TarotCardSet       cards)
{
  gint32 sum = 0;

  TAROT_CARD_SET_FOREACH (cards, c)
    sum += solver->weight[c];
  return sum;
}

/* The cards the hero's side has taken. */
static TarotCardSet
side_pile (const TarotSolver *solver,
           const TarotDeal   *deal)
{
  TarotCardSet pile = TAROT_CARD_SET_EMPTY;

  for (guint p = 0; p < deal->n_players; p++)
    if (solver->ally[p])
      pile = tarot_card_set_union (pile, deal->won[p]);
  return pile;
}

/* The cards still in the hands and the trick. */
static inline TarotCardSet
cards_out (const TarotDeal *deal)
{
  TarotCardSet out = TAROT_CARD_SET_EMPTY;

  for (guint p = 0; p < deal->n_players; p++)
    out = tarot_card_set_union (out, deal->hands[p]);
  for (guint i = 0; i < deal->trick_len; i++)
    tarot_card_set_add (&out, deal->tricks[deal->n_tricks][i]);
  return out;
}

/* Card points still in the hands and the trick. */
static gint32
points_out (const TarotSolver *solver,
            const TarotDeal   *deal)
{
  return weigh (solver, cards_out (deal));
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
  solver->two_sides = two_sides;
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

static guint64
trick_word (const TarotDeal *deal,
            guint            t)
{
  guint64 w = deal->trick_winner[t];

  for (guint i = 0; i < deal->n_players; i++)
    w = w << 8 | deal->tricks[t][i];
  return w;
}

/* One card in its group's order: its token, rank among the cards of
 * its group still out, and its seat, as the product of a random
 * number for the token and an odd one for the rest.  Sums of these
 * differ for different hands but by chance (as sums of random
 * numbers do), and cost a multiplication a card. */
static inline guint64
card_lane (const TarotSolver *solver,
           TarotCard          c,
           guint              rank,
           guint              seat)
{
  return solver->token_random[c] * solver->place_random[rank][seat];
}

/* The hands at a trick boundary when only card points count, up to
 * the cards that play alike: what a card can do depends only on its
 * group, its rank among the cards of its group still out and its
 * value, unless it has rules of its own.  Hands that differ only by
 * which of such cards are gone then share their entry, which is the
 * largest saving of the table. */
static guint64
hands_by_rank (const TarotSolver *solver,
               const TarotDeal   *deal,
               TarotCardSet       left)
{
  gboolean held = TRUE;
  guint64 sum = 0;

  for (guint p = 0; p < deal->n_players; p++)
    held &= tarot_card_set_is_empty (tarot_card_set_minus (deal->hands[p], solver->root_hands[p]));
  if (solver->ids_in_order && held)
    {
      guint64 words[2] = { left.lo, left.hi };
      guint group = G_MAXUINT, k = 0, first = 0;

      /* a card's rank: how many came since its group began, without
       * a branch on the group, which the processor cannot foresee */
      for (guint w = 0; w < 2; w++)
        for (guint64 bits = words[w]; bits != 0; bits &= bits - 1, k++)
          {
            TarotCard c = (TarotCard) (w * 64 + (guint) __builtin_ctzll (bits));
            guint g = solver->group_of[c];

            first = g != group ? k : first;
            group = g;
            sum += card_lane (solver, c, k - first, solver->seat_of[c]);
          }
      return sum;
    }

  {
    /* the cards left by their place in solver->order, and who holds
     * them: walking that set gives each card's rank in its group */
    guint64 placed[2] = { 0, 0 };
    guint8 seat[TAROT_CARD_ID_LIMIT];
    guint group = G_MAXUINT, k = 0, first = 0;

    for (guint p = 0; p < deal->n_players; p++)
      TAROT_CARD_SET_FOREACH (deal->hands[p], c)
        {
          guint i = solver->place[c];

          placed[i / 64] |= G_GUINT64_CONSTANT (1) << (i % 64);
          seat[i] = (guint8) p;
        }
    for (guint w = 0; w < 2; w++)
      for (guint64 bits = placed[w]; bits != 0; bits &= bits - 1, k++)
        {
          guint i = w * 64 + (guint) __builtin_ctzll (bits);
          TarotCard c = solver->order[i];
          guint g = solver->group_of[c];

          first = g != group ? k : first;
          group = g;
          sum += card_lane (solver, c, k - first, seat[i]);
        }
  }
  return sum;
}

/* How the table names a play: in the card points search, by its group
 * and rank among the cards of the group in @left, as positions that
 * share an entry may differ in the cards themselves. */
static inline guint8
move_code (const TarotSolver *solver,
           TarotCardSet       left,
           TarotCard          c)
{
  if (!solver->points)
    return c;
  /* 48 a group: room for Minchiate's 40 trumps and the Fool, below NO_MOVE */
  return (guint8) (solver->group_of[c] * 48 +
                   tarot_card_set_count (tarot_card_set_intersect (left, solver->below[c])));
}

/* Everything the rest of the hand and its score may depend on, at a
 * trick boundary, but for pending_key(). */
static guint64
position_key (TarotSolver     *solver,
              const TarotDeal *deal,
              TarotCardSet     left)
{
  const TarotRules *rules = solver->rules;
  guint8 tricks_won[8] = { 0 };
  guint64 h, w, sum, kontra, seats, changed;
  guint first;

  /* the public state, which seldom changes in a search: hashed again
   * only when it does, in lanes of their own (no chain of
   * multiplications) whose salts tell the parts apart */
  memcpy (&kontra, deal->kontra, sizeof kontra);
  seats = (guint64) deal->declarer | (guint64) deal->partner << 8 | (guint64) deal->phase << 16 |
          (guint64) deal->called_card << 24 | (guint64) solver->points << 32 | solver->side_word << 40;
  changed = (kontra ^ solver->context.kontra) | (seats ^ solver->context.seats);
  for (guint p = 0; p < TAROT_MAX_PLAYERS; p++)
    changed |= deal->announced[p] ^ solver->context.announced[p];
  for (guint i = 0; i < G_N_ELEMENTS (deal->family_data.words); i++)
    changed |= deal->family_data.words[i] ^ solver->context.family[i];
  if (changed != 0 || !solver->context_hashed)
    {
      Context *ctx = &solver->context;

      ctx->kontra = kontra;
      ctx->seats = seats;
      memcpy (ctx->announced, deal->announced, sizeof ctx->announced);
      memcpy (ctx->family, deal->family_data.words, sizeof ctx->family);
      ctx->hash = lane (kontra, 1) + lane (seats, 2);
      for (guint p = 0; p < deal->n_players; p++)
        ctx->hash += lane (deal->announced[p], 3 + p);
      for (guint i = 0; i < G_N_ELEMENTS (ctx->family); i++)
        ctx->hash += lane (ctx->family[i], 16 + i);
      solver->context_hashed = TRUE;
    }
  sum = solver->context.hash + lane ((guint64) deal->to_move | (guint64) deal->n_tricks << 8, 0);
  if (solver->points)
    return lane (sum + hands_by_rank (solver, deal, left), 0) | 1;

  h = sum;
  for (guint p = 0; p < deal->n_players; p++)
    h = mix_set (h, deal->hands[p]);

  for (guint p = 0; p < deal->n_players; p++)
    h = mix_set (h, deal->won[p]);
  h = mix_set (h, deal->talon);
  h = mix_set (h, deal->discard);
  h = mix_set (h, deal->shown);
  for (guint t = 0; t < deal->n_tricks; t++)
    tricks_won[deal->trick_winner[t] & 7]++;
  memcpy (&w, tricks_won, sizeof w);
  h = mix (h, w);
  first = rules->n_tricks > KEY_LAST_TRICKS ? rules->n_tricks - KEY_LAST_TRICKS : 0;
  for (guint t = first; t < deal->n_tricks; t++)
    h = mix (h, trick_word (deal, t));
  return h | 1;   /* 0 marks an empty entry */
}

/* Whether @code is move_code() of @c: the group first, as counting
 * the cards below costs more. */
static inline gboolean
is_move (const TarotSolver *solver,
         TarotCardSet       left,
         TarotCard          c,
         guint8             code)
{
  if (solver->points && code / 48 != solver->group_of[c])
    return FALSE;
  return move_code (solver, left, c) == code;
}

/* The card of @c's chain nearest above it among @out, or
 * TAROT_CARD_NONE. */
static inline TarotCard
nearest_above (const TarotSolver *solver,
               TarotCardSet       out,
               TarotCard          c)
{
  TarotCardSet above = tarot_card_set_intersect (out, solver->chain[c]);
  TarotCard next = tarot_card_set_first (above);

  if (!solver->ids_in_order)
    TAROT_CARD_SET_FOREACH (above, d)
      if (solver->rules->rank[d] < solver->rules->rank[next])
        next = d;
  return next;
}

typedef struct
{
  TarotAction action;
  gint        order;
} Move;

/* Plays of a card with an equivalent one just above it in the same
 * hand are left out: with no card still out between them and the same
 * value, either does what the other does.  The rest are ordered so
 * that cutoffs come early: the table's move, then leading the
 * highest card, winning with the lowest card that wins, smearing to
 * an ally, ducking low. */
static guint
order_moves (const TarotSolver     *solver,
             const TarotDeal       *deal,
             const TarotActionList *list,
             TarotCardSet           out,
             guint8                 tt_move,
             Move                  *moves)
{
  const TarotRules *rules = solver->rules;
  guint mover = deal->to_move, n = 0;
  const guint8 *trick = deal->tricks[deal->n_tricks];
  TarotCardSet legal = TAROT_CARD_SET_EMPTY;
  TarotCardSet special = solver->points ? solver->special_points : solver->special;
  int led = -1;
  guint best_strength = 0;
  gboolean ally_wins = FALSE;

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
          TarotCard c = a.card, next = nearest_above (solver, out, c);
          gint value = rules->value[c], rank = rules->rank[c];

          if (next != TAROT_CARD_NONE && tarot_card_set_contains (legal, next) &&
              rules->value[next] == value && c != deal->called_card && next != deal->called_card &&
              !tarot_card_set_contains (special, c) && !tarot_card_set_contains (special, next))
            continue;

          if (tt_move != NO_MOVE && is_move (solver, out, c, tt_move))
            order = 10000;
          else if (deal->trick_len == 0)
            order = rank * 4 + value;
          else if (ally_wins)
            order = value * 16 - rank;
          else if (tarot_rules_strength (rules, c, led) > best_strength)
            order = 1000 - rank * 4 + value;
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

/* What points_taken() compares a step's result with. */
typedef struct
{
  TarotCardSet out;
  TarotCardSet pile;
  guint8       n_tricks;
} Before;

static inline void
note_before (const TarotSolver *solver,
             const TarotDeal   *deal,
             TarotCardSet       out,
             Before            *before)
{
  before->out = out;
  before->pile = side_pile (solver, deal);
  before->n_tricks = deal->n_tricks;
}

/* The card points the hero's side gains (or loses) by the step from
 * @before to @child: piles change when a trick ends, and by other
 * actions (Troccas takes a card back from the last trick for a called
 * Jack).  The points still out, in @out, change with them. */
static inline gint32
points_taken (const TarotSolver *solver,
              const Before      *before,
              const TarotDeal   *child,
              TarotAction        action,
              gint32            *out)
{
  TarotCardSet after;

  if (child->n_tricks == before->n_tricks && !tarot_deal_is_over (child) && action.kind == TAROT_ACTION_PLAY)
    return 0;
  after = cards_out (child);
  *out += weigh (solver, tarot_card_set_minus (after, before->out)) -
          weigh (solver, tarot_card_set_minus (before->out, after));
  after = side_pile (solver, child);
  return weigh (solver, tarot_card_set_minus (after, before->pile)) -
         weigh (solver, tarot_card_set_minus (before->pile, after));
}

static inline Entry *
bucket (const TarotSolver *solver,
        guint64            key)
{
  /* the key's low bit is always set */
  return &solver->table[(key >> (64 - TT_BITS)) * BUCKET];
}

static inline Entry *
probe (const TarotSolver *solver,
       guint64            key)
{
  Entry *e = bucket (solver, key);

  for (guint i = 0; i < BUCKET; i++)
    if (e[i].key == key)
      return &e[i];
  return NULL;
}

/* The entry of @key, made if there was none in the place of an empty
 * entry, else of one from an earlier search, else of the one that
 * saves the least work. */
static Entry *
store (TarotSolver *solver,
       guint64      key,
       guint        cards)
{
  Entry *e = probe (solver, key), *base;

  if (e != NULL)
    return e;
  base = bucket (solver, key);
  e = base;
  for (guint i = 1; i < BUCKET && e->key != 0 && e->generation == solver->generation; i++)
    if (base[i].key == 0 || base[i].generation != solver->generation || base[i].cards < e->cards)
      e = &base[i];
  e->key = key;
  e->lower = -BOUND;
  e->upper = BOUND;
  e->cards = (guint8) cards;
  e->generation = solver->generation;
  return e;
}

/* @out: the card points still out (points_out()) when searching
 * them. */
/* The points still to take depend on nothing else than position_key()
 * tells, but for a step between tricks where some action other than a
 * play is legal (@list): Troccas lets a called Jack take a card back
 * from the last trick. */
static guint64
pending_key (const TarotSolver     *solver,
             const TarotDeal       *deal,
             const TarotActionList *list,
             guint64                key)
{
  gboolean pending = FALSE;

  for (guint i = 0; i < list->n && !pending; i++)
    pending = list->actions[i].kind != TAROT_ACTION_PLAY;
  if (pending && solver->points && deal->n_tricks > 0)
    return mix (key, trick_word (deal, deal->n_tricks - 1)) | 1;
  return key;
}

/* @deal is the search's own to change: the last move tried at a node
 * is played on it in place, which spares the copy of the deal where
 * only one move is left (forced plays, and the cards that play alike
 * merged into one). */
static gint32
search (TarotSolver *solver,
        TarotDeal   *deal,
        gint32       out,
        gint32       alpha,
        gint32       beta)
{
  const TarotRules *rules = solver->rules;
  TarotActionList list;
  Move moves[TAROT_MAX_ACTIONS];
  Entry *entry = NULL;
  Before before = { TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY, 0 };
  TarotCardSet left = TAROT_CARD_SET_EMPTY, out_cards;
  guint64 key = 0;
  guint8 tt_move = NO_MOVE, best_move = TAROT_CARD_NONE;
  gint32 a, b, a0, b0, best, forced = 0;
  gboolean maximise;
  guint n;

  /* forced moves are played here, one after the other, without a
   * node of their own; @forced: the card points they take */
  for (;;)
    {
      if (tarot_deal_is_over (deal))
        return forced + (solver->points ? 0 : hero_score (solver, deal));
      if (solver->points)
        {
          /* quick bounds: the side takes at most what is still out */
          if (forced + out + solver->slack <= alpha)
            return forced + out + solver->slack;
          if (forced - solver->slack >= beta)
            return forced - solver->slack;
        }
      if (solver->node_limit > 0 && solver->nodes - solver->nodes_at_start >= solver->node_limit)
        {
          solver->aborted = TRUE;
          return 0;
        }
      solver->nodes++;

      if (deal->phase == TAROT_PHASE_PLAY && deal->trick_len == 0)
        {
          left = TAROT_CARD_SET_EMPTY;
          for (guint p = 0; p < deal->n_players; p++)
            left = tarot_card_set_union (left, deal->hands[p]);
          if (!tarot_card_set_is_empty (left))
            {
              /* the table's line is on its way while the legal
               * actions are made */
              key = position_key (solver, deal, left);
              __builtin_prefetch (bucket (solver, key));
            }
        }
      tarot_deal_legal_actions (rules, deal, &list);
      if (list.n == 0)
        return forced + (solver->points ? 0 : hero_score (solver, deal));
      if (list.n > 1 || key != 0)
        break;
      if (solver->points)
        note_before (solver, deal, cards_out (deal), &before);
      tarot_deal_apply (rules, deal, list.actions[0]);
      if (solver->points)
        forced += points_taken (solver, &before, deal, list.actions[0], &out);
    }

  a = alpha - forced;
  b = beta - forced;
  if (key != 0)
    {
      key = pending_key (solver, deal, &list, key);
      entry = probe (solver, key);
      if (entry != NULL)
        {
          gint32 lower = entry->lower == -BOUND ? -INF : entry->lower;
          gint32 upper = entry->upper == BOUND ? INF : entry->upper;

          if (lower >= b)
            return forced + lower;
          if (upper <= a || lower == upper)
            return forced + upper;
          a = MAX (a, lower);
          b = MIN (b, upper);
          tt_move = entry->move;
        }
    }

  a0 = a;
  b0 = b;
  out_cards = cards_out (deal);
  n = order_moves (solver, deal, &list, out_cards, tt_move, moves);
  maximise = solver->ally[deal->to_move];
  best = maximise ? -INF : INF;
  if (solver->points)
    note_before (solver, deal, out_cards, &before);
  for (guint i = 0; i < n && a < b; i++)
    {
      TarotDeal copy, *child = deal;
      gint32 v, taken = 0, child_out = out;
      /* after the first move, a zero-window test whether the move
       * beats the best so far, searched in full only if it does */
      gboolean scout = i > 0 && b - a > 1;

      if (i + 1 < n || scout)
        {
          copy = *deal;
          child = &copy;
        }
      tarot_deal_apply (rules, child, moves[i].action);
      if (solver->points)
        taken = points_taken (solver, &before, child, moves[i].action, &child_out);
      if (scout)
        {
          v = taken + (maximise ? search (solver, child, child_out, a - taken, a + 1 - taken)
                                : search (solver, child, child_out, b - 1 - taken, b - taken));
          /* the search played on the child: made again (rarely) */
          if (!solver->aborted && v > a && v < b)
            {
              *child = *deal;
              tarot_deal_apply (rules, child, moves[i].action);
              v = taken + search (solver, child, child_out, maximise ? v - taken : a - taken,
                                  maximise ? b - taken : v - taken);
            }
        }
      else
        v = taken + search (solver, child, child_out, a - taken, b - taken);
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

  if (key != 0)
    {
      entry = store (solver, key, tarot_card_set_count (left));
      /* fail-soft: outside the window the value is a bound, inside it
       * is exact; the window was narrowed by the entry's own bounds,
       * so these only tighten them */
      if (best <= a0)
        entry->upper = (gint16) MIN (entry->upper, CLAMP (best, -BOUND + 1, BOUND));
      else if (best >= b0)
        entry->lower = (gint16) MAX (entry->lower, CLAMP (best, -BOUND, BOUND - 1));
      else
        {
          entry->lower = (gint16) CLAMP (best, -BOUND, BOUND - 1);
          entry->upper = (gint16) CLAMP (best, -BOUND + 1, BOUND);
        }
      entry->move = best_move != TAROT_CARD_NONE ? move_code (solver, left, best_move) : NO_MOVE;
    }
  return forced + best;
}

static gboolean
test (TarotSolver     *solver,
      const TarotDeal *deal,
      gint32           target,
      gint32          *bound)
{
  TarotDeal own = *deal;

  *bound = search (solver, &own, solver->points ? points_out (solver, deal) : 0, target - 1, target);
  return !solver->aborted;
}

static void
start (TarotSolver     *solver,
       const TarotDeal *deal,
       guint            hero,
       gboolean         points)
{
  solver->aborted = FALSE;
  solver->generation++;
  solver->nodes_at_start = solver->nodes;
  solver->points = points;
  set_sides (solver, deal, hero);
  for (guint p = 0; p < deal->n_players; p++)
    {
      solver->root_hands[p] = deal->hands[p];
      TAROT_CARD_SET_FOREACH (deal->hands[p], c)
        solver->seat_of[c] = (guint8) p;
    }
  for (guint c = 0; c < TAROT_CARD_ID_LIMIT; c++)
    {
      solver->token[c] = tarot_card_set_contains (solver->special_points, c) || c == deal->called_card ?
                         0x1000u + c : (guint64) solver->group_of[c] << 8 | solver->rules->value[c];
      solver->token_random[c] = lane (solver->token[c], G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
    }
}

/* MTD(f): zero-window tests around the best guess so far, each
 * failing high or low, until the bounds meet; after two tests that
 * did not settle it, the guess was poor and the tests bisect what
 * remains between the bounds (when they are finite). */
static gboolean
mtd (TarotSolver     *solver,
     const TarotDeal *deal,
     gint32           guess,
     gint32           lower,
     gint32           upper,
     gint32          *value)
{
  gint32 g = CLAMP (guess, lower, upper);

  for (guint k = 0; lower < upper; k++)
    {
      gint32 target = g == lower ? g + 1 : g, bound;

      if (k >= 2 && lower > -INF && upper < INF)
        target = lower + (upper - lower + 1) / 2;
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

/* Principal variation search in an aspiration window of ±ASPIRATION
 * around @guess, widened to the side the value fell on when it fell
 * outside.  Card points are fine-grained and the bench's guesses
 * poor, where zero-window tests alone (mtd()) would take many
 * steps. */
static gboolean
window (TarotSolver     *solver,
        const TarotDeal *deal,
        gint32           guess,
        gint32           lower,
        gint32           upper,
        gint32          *value)
{
  gint32 a = CLAMP (guess, lower, upper) - ASPIRATION, b = CLAMP (guess, lower, upper) + ASPIRATION, v;
  gint32 out = solver->points ? points_out (solver, deal) : 0;

  for (;;)
    {
      TarotDeal own = *deal;

      v = search (solver, &own, out, a, b);
      if (solver->aborted)
        return FALSE;
      if (v <= a && a > lower - 1)
        {
          b = v + 1;
          a = lower - 1;
        }
      else if (v >= b && b < upper + 1)
        {
          a = v - 1;
          b = upper + 1;
        }
      else
        break;
    }
  *value = v;
  return TRUE;
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
  start (solver, deal, hero, FALSE);
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
  g_return_val_if_fail (hero < deal->n_players, FALSE);
  start (solver, deal, hero, FALSE);
  return mtd (solver, deal, guess, -INF, INF, value);
}

gboolean
tarot_solver_points (TarotSolver     *solver,
                     const TarotDeal *deal,
                     guint            hero,
                     gint32           guess,
                     gint32          *points)
{
  gint32 base, future;

  g_return_val_if_fail (hero < deal->n_players, FALSE);
  start (solver, deal, hero, TRUE);
  base = (gint32) tarot_rules_count_points (solver->rules, side_pile (solver, deal));
  if (!window (solver, deal, guess - base, -solver->slack, points_out (solver, deal) + solver->slack, &future))
    return FALSE;
  *points = base + future;
  return TRUE;
}

gboolean
tarot_solver_points_reach (TarotSolver     *solver,
                           const TarotDeal *deal,
                           guint            hero,
                           gint32           target,
                           gboolean        *reached)
{
  gint32 bound, base;

  g_return_val_if_fail (hero < deal->n_players, FALSE);
  start (solver, deal, hero, TRUE);
  base = (gint32) tarot_rules_count_points (solver->rules, side_pile (solver, deal));
  if (!test (solver, deal, target - base, &bound))
    return FALSE;
  *reached = bound >= target - base;
  return TRUE;
}

gboolean
tarot_solver_has_sides (TarotSolver     *solver,
                        const TarotDeal *deal)
{
  set_sides (solver, deal, 0);
  return solver->two_sides;
}

gboolean
tarot_solver_piles_settled (const TarotRules *rules)
{
  return rules->family->piles_settled;
}
