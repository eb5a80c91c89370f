/* tarot-heuristic-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Card play scores every legal card with
 *
 *   U = (2 P − 1) · V − keep(card)
 *
 * where P is the chance that the player's side takes the trick after
 * that card, V the card points at stake in the trick (those already in
 * it and the card itself; counting the cards still to come made the
 * player gamble and lose in duplicate matches) and
 * keep() what the card is worth later (a sure winner, the Excuse's
 * freedom, a Petit kept for the last trick).  P comes from a simple
 * independence model: each later opponent holds each unseen card with
 * probability hand size / unseen cards, except for suits the view
 * proves he is void in.
 */
#include "config.h"

#include <string.h>

#include "model/tarot-family.h"
#include "model/families/tarot-french.h"
#include "model/families/tarot-sicilian.h"
#include "tarot-heuristic-player.h"

#define TRUMP_ONE    ((TarotCard) 56)   /* Petit, Pagat, Bagat */
#define TRUMP_SUIT   4                  /* led-suit index of trumps */
#define RESCUE_SHARE 0.6                /* a partner's overtaking card holds */

typedef enum
{
  FAMILY_GENERIC,
  FAMILY_FRENCH,
  FAMILY_TROCCAS,
  FAMILY_TAPP,
  FAMILY_KOENIGRUFEN,
  FAMILY_HUNGARIAN,
  FAMILY_ITALIAN,
  FAMILY_BOLOGNESE,
  FAMILY_SICILIAN,
  FAMILY_CALATAFIMI,
} Family;

typedef struct
{
  const TarotRules      *rules;
  const TarotPlayerView *view;
  TarotRng              *rng;
  Family        family;
  guint         me;
  guint         n;
  guint         sitter;          /* Tapp with four, Königrufen with five: the dealer sits out */
  guint         tricks_left;     /* including the current one */
  TarotCardSet  hand;
  TarotCardSet  out;             /* cards that may still be in other hands */
  guint         n_out;
  TarotCard     excuse;          /* the Fool when it is an Excuse */
  TarotCard     top;             /* the highest trump of the pack */
  guint8        voids[TAROT_MAX_PLAYERS];  /* bit per suit, bit 4 = trumps */
  double        threat[TAROT_MAX_PLAYERS]; /* 1 opponent, 0 partner */
  gboolean      declarer_side;
  gboolean      defender;        /* a contract game, against the declarer */
  gboolean      avoid_tricks;    /* Trischaken: take as little as possible */
} Ctx;

/* ------------------------------------------------------------------ */
/* small helpers                                                       */

static inline gboolean
in_set (TarotCardSet set,
        TarotCard    c)
{
  return tarot_card_set_contains (set, c);
}

static inline guint
count_in (TarotCardSet a,
          TarotCardSet b)
{
  return tarot_card_set_count (tarot_card_set_intersect (a, b));
}

static const TarotAction *
find_action (const TarotPlayerView *view,
             TarotActionKind        kind,
             int                    card,
             int                    arg)
{
  for (guint i = 0; i < view->legal.n; i++)
    {
      const TarotAction *a = &view->legal.actions[i];

      if (a->kind == kind && (card < 0 || a->card == card) && (arg < 0 || a->arg == arg))
        return a;
    }
  return NULL;
}

static const char *
arg_name (const TarotRules *rules,
          TarotActionKind   kind,
          guint             arg)
{
  if (rules->family->arg_to_string == NULL)
    return NULL;
  return rules->family->arg_to_string (rules, kind, arg);
}

static int
contract_index (const TarotRules *rules,
                const char       *id)
{
  for (guint c = 0; c < rules->n_contracts; c++)
    if (g_str_equal (rules->contract_ids[c], id))
      return (int) c;
  return -1;
}

static Family
family_of (const TarotRules *rules)
{
  const char *id = rules->family->id;

  if (g_str_equal (id, "french"))
    return FAMILY_FRENCH;
  if (g_str_equal (id, "troccas"))
    return FAMILY_TROCCAS;
  if (g_str_equal (id, "tapp"))
    return FAMILY_TAPP;
  if (g_str_equal (id, "koenigrufen"))
    return FAMILY_KOENIGRUFEN;
  if (g_str_equal (id, "hungarian"))
    return FAMILY_HUNGARIAN;
  if (g_str_equal (id, "italian"))
    return FAMILY_ITALIAN;
  if (g_str_equal (id, "bolognese"))
    return FAMILY_BOLOGNESE;
  if (g_str_equal (id, "sicilian"))
    return FAMILY_SICILIAN;
  if (g_str_equal (id, "calatafimi"))
    return FAMILY_CALATAFIMI;
  return FAMILY_GENERIC;
}

static guint
next_active (const Ctx *ctx,
             guint      seat)
{
  guint s = (seat + 1) % ctx->n;

  if (s == ctx->sitter)
    s = (s + 1) % ctx->n;
  return s;
}

static guint
n_active (const Ctx *ctx)
{
  return ctx->sitter == TAROT_NO_SEAT ? ctx->n : ctx->n - 1;
}

static gboolean
is_trump (const Ctx *ctx,
          TarotCard  c)
{
  return in_set (ctx->rules->trumps, c);
}

/* Trumps stronger than @c (by rank: the Piedmontese Angelo beats the
 * Mondo). */
static TarotCardSet
trumps_above (const Ctx *ctx,
              TarotCard  c)
{
  TarotCardSet set = ctx->rules->trumps;

  TAROT_CARD_SET_FOREACH (ctx->rules->trumps, t)
    if (ctx->rules->rank[t] <= ctx->rules->rank[c])
      tarot_card_set_remove (&set, t);
  return set;
}

static TarotCard
top_trump (const TarotRules *rules)
{
  TarotCard top = tarot_card_set_last (rules->trumps);

  TAROT_CARD_SET_FOREACH (rules->trumps, t)
    if (rules->rank[t] > rules->rank[top])
      top = t;
  return top;
}

/* Cards of @c's suit that rank above it. */
static TarotCardSet
suit_above (const Ctx *ctx,
            TarotCard  c)
{
  TarotCardSet set = TAROT_CARD_SET_EMPTY;
  TarotCardSet suit = ctx->rules->suit_sets[tarot_card_suit (c)];

  TAROT_CARD_SET_FOREACH (suit, s)
    if (ctx->rules->rank[s] > ctx->rules->rank[c])
      tarot_card_set_add (&set, s);
  return set;
}

static double
worth (const Ctx *ctx,
       TarotCard  c)
{
  /* a French bout also lowers its side's target by 5 points */
  if (ctx->family == FAMILY_FRENCH && in_set (ctx->rules->honours, c))
    return ctx->rules->value[c] + 4.5;
  /* a Königrufen bird (II–IIII) is a bonus of its own: keep one's own,
   * catch the opponents' */
  if (ctx->family == FAMILY_KOENIGRUFEN && c > TRUMP_ONE && c <= TRUMP_ONE + 3)
    return ctx->rules->value[c] + 1.5;
  return ctx->rules->value[c] - 0.5;
}

static guint
n_trumps (const Ctx    *ctx,
          TarotCardSet  set)
{
  return count_in (set, ctx->rules->trumps);
}

/* ------------------------------------------------------------------ */
/* what the view proves                                                */

static void
init_relations (Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  guint d = v->declarer;

  for (guint p = 0; p < ctx->n; p++)
    ctx->threat[p] = p == ctx->me ? 0.0 : 1.0;

  if (ctx->family == FAMILY_SICILIAN &&
      tarot_sicilian_mode (ctx->rules, v->contract) != TAROT_SICILIAN_MODE_SOLO)
    {
      /* partners opposite the dealer's seat, or everybody against everybody */
      gboolean partners = tarot_sicilian_mode (ctx->rules, v->contract) == TAROT_SICILIAN_MODE_PARTNERS;

      for (guint p = 0; p < ctx->n; p++)
        if (partners && (p + ctx->n - v->dealer) % 2 == (ctx->me + ctx->n - v->dealer) % 2)
          ctx->threat[p] = 0.0;
      return;
    }
  if (ctx->family == FAMILY_TROCCAS ||
      ((ctx->family == FAMILY_ITALIAN || ctx->family == FAMILY_BOLOGNESE) && d == TAROT_NO_SEAT))
    {
      /* four and six play in fixed partnerships, alternately seated */
      if (ctx->n % 2 == 0)
        for (guint p = 0; p < ctx->n; p++)
          if ((p + ctx->n - v->dealer) % 2 == (ctx->me + ctx->n - v->dealer) % 2)
            ctx->threat[p] = 0.0;
      return;
    }
  if (d == TAROT_NO_SEAT)
    {
      ctx->avoid_tricks = (ctx->family == FAMILY_TAPP || ctx->family == FAMILY_KOENIGRUFEN) &&
                          v->phase == TAROT_PHASE_PLAY;
      return;
    }

  ctx->declarer_side = d == ctx->me || v->partner == ctx->me;
  ctx->defender = !ctx->declarer_side;

  if (v->called_card != TAROT_CARD_NONE)
    {
      /* French with five: the partner is hidden until the called
       * card is played */
      gboolean alone = in_set (ctx->hand, v->called_card) || in_set (v->own_discard, v->called_card) ||
                       in_set (v->talon_shown, v->called_card) ||
                       (in_set (v->played, v->called_card) && v->partner == TAROT_NO_SEAT);
      double others = n_active (ctx) - 1.0;

      if (d == ctx->me && !alone)
        {
          /* until it shows, any of the others may be the partner */
          for (guint p = 0; p < ctx->n; p++)
            if (p != ctx->me && p != ctx->sitter)
              ctx->threat[p] = v->partner == TAROT_NO_SEAT ? (others - 1.0) / others
                                                           : (p == v->partner ? 0.0 : 1.0);
        }
      else if (v->partner == ctx->me)
        ctx->threat[d] = 0.0;
      else if (d != ctx->me)
        {
          /* a defender: one of the others sides with the declarer */
          for (guint p = 0; p < ctx->n; p++)
            if (p != ctx->me && p != d && p != ctx->sitter)
              ctx->threat[p] = v->partner == TAROT_NO_SEAT ? 1.0 / MAX (others - 1.0, 1.0)
                                                           : (p == v->partner ? 1.0 : 0.0);
        }
      return;
    }

  for (guint p = 0; p < ctx->n; p++)
    if (p != ctx->me && p != ctx->sitter)
      ctx->threat[p] = (d == ctx->me || p == d) ? 1.0 : 0.0;
}

/* A player who did not follow the led suit has none left; one who
 * neither followed nor trumped has no trumps either. */
static void
init_voids (Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  guint na = n_active (ctx);

  for (guint t = 0; t <= v->n_tricks && t < TAROT_MAX_TRICKS; t++)
    {
      guint len = t < v->n_tricks ? na : v->trick_len;
      const TarotCard *cards = v->tricks[t];
      guint seat = v->trick_leader[t];

      for (guint i = 0; i < len; i++, seat = next_active (ctx, seat))
        {
          int led;
          TarotCard c = cards[i];

          if (i == 0 || c == ctx->excuse)
            continue;
          led = tarot_trick_led_suit (ctx->rules, cards, i);
          if (led < 0)
            continue;
          if (led < TAROT_N_SUITS && tarot_card_suit (c) != led)
            {
              ctx->voids[seat] |= (guint8) (1u << led);
              if (!is_trump (ctx, c))
                ctx->voids[seat] |= 1u << TRUMP_SUIT;
            }
          else if (led == TRUMP_SUIT && !is_trump (ctx, c))
            ctx->voids[seat] |= 1u << TRUMP_SUIT;
        }
    }
}

/* Königrufen's negative contracts: everybody shuns tricks, except a
 * Piccolo (Zwiccolo) declarer still short of his tricks near the end. */
static void
kr_init (Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  const char *name;
  guint target, taken = 0;

  if (v->declarer == TAROT_NO_SEAT || v->phase != TAROT_PHASE_PLAY || v->contract >= ctx->rules->n_contracts)
    return;
  name = ctx->rules->contract_ids[v->contract];
  if (g_str_has_prefix (name, "piccolo"))
    target = 1;
  else if (g_str_equal (name, "zwiccolo"))
    target = 2;
  else if (g_str_has_prefix (name, "bettler"))
    target = 0;
  else
    return;
  for (guint t = 0; t < v->n_tricks; t++)
    taken += v->trick_winner[t] == v->declarer;
  ctx->avoid_tricks = !(ctx->me == v->declarer && taken < target &&
                        ctx->tricks_left <= 2 * (target - taken) + 1);
}

static void
init_ctx (Ctx                   *ctx,
          const TarotRules      *rules,
          const TarotPlayerView *view,
          TarotRng              *rng)
{
  TarotCardSet known;

  memset (ctx, 0, sizeof *ctx);
  ctx->rules = rules;
  ctx->view = view;
  ctx->rng = rng;
  ctx->family = family_of (rules);
  ctx->me = view->seat;
  ctx->n = view->n_players;
  ctx->sitter = (ctx->family == FAMILY_TAPP && ctx->n > 3) ||
                ((ctx->family == FAMILY_KOENIGRUFEN || ctx->family == FAMILY_HUNGARIAN) && ctx->n > 4)
                ? view->dealer : TAROT_NO_SEAT;
  ctx->tricks_left = rules->n_tricks > view->n_tricks ? rules->n_tricks - view->n_tricks : 0;
  ctx->hand = view->hand;
  ctx->excuse = rules->fool_role == TAROT_FOOL_EXCUSE ? TAROT_CARD_FOOL : TAROT_CARD_NONE;
  ctx->top = top_trump (rules);

  known = tarot_card_set_union (view->hand, view->played);
  known = tarot_card_set_union (known, view->own_discard);
  ctx->out = tarot_card_set_minus (rules->pack, known);
  ctx->n_out = tarot_card_set_count (ctx->out);

  init_relations (ctx);
  init_voids (ctx);
  if (ctx->family == FAMILY_KOENIGRUFEN)
    kr_init (ctx);
}

/* ------------------------------------------------------------------ */
/* the probability model                                               */

/* Chance that @p holds at least one card of @set (proven voids aside). */
static double
p_holds (const Ctx    *ctx,
         guint         p,
         int           suit,
         TarotCardSet  set)
{
  guint k = count_in (set, ctx->out);
  guint h = ctx->view->hand_sizes[p];
  double q, r = 1.0;

  if (k == 0 || h == 0 || ctx->n_out == 0 || (ctx->voids[p] & (1u << suit)))
    return 0.0;
  if (h >= ctx->n_out)
    return 1.0;
  q = 1.0 - (double) h / ctx->n_out;
  for (guint i = 0; i < k; i++)
    r *= q;
  return 1.0 - r;
}

/* Chance that @p can beat @c, the best card of a trick led in @led. */
static double
p_beats (const Ctx *ctx,
         guint      p,
         TarotCard  c,
         int        led)
{
  const TarotRules *rules = ctx->rules;

  if (is_trump (ctx, c))
    {
      double higher = p_holds (ctx, p, TRUMP_SUIT, trumps_above (ctx, c));

      if (led < 0 || led >= TAROT_N_SUITS)
        return higher;
      return (1.0 - p_holds (ctx, p, led, rules->suit_sets[led])) * higher;
    }
  {
    int suit = tarot_card_suit (c);
    double higher = p_holds (ctx, p, suit, suit_above (ctx, c));
    double is_void = 1.0 - p_holds (ctx, p, suit, rules->suit_sets[suit]);
    double ruff = p_holds (ctx, p, TRUMP_SUIT, rules->trumps);

    return MIN (1.0, higher + is_void * ruff);
  }
}

/* Chance that @c, best in a trick led in @led, survives the @n_later
 * players after @seat. */
static double
p_survives (const Ctx *ctx,
            TarotCard  c,
            int        led,
            guint      seat,
            guint      n_later)
{
  double p = 1.0;

  for (guint i = 0, s = next_active (ctx, seat); i < n_later; i++, s = next_active (ctx, s))
    if (ctx->threat[s] > 0.0)
      p *= 1.0 - ctx->threat[s] * p_beats (ctx, s, c, led);
  return p;
}

/* ------------------------------------------------------------------ */
/* card play                                                           */

/* Keeps a high trump, the Excuse's freedom, a Petit meant for the
 * last trick; sheds low cards and short suits.  (Keeping master suit
 * cards for later lost points in duplicate matches: cash them.) */
static double
keep_cost (const Ctx *ctx,
           TarotCard  c)
{
  const TarotRules *rules = ctx->rules;
  double late = 0.2 + (double) ctx->tricks_left / MAX (rules->n_tricks, 1);
  guint my_trumps = n_trumps (ctx, ctx->hand);
  guint out_trumps = n_trumps (ctx, ctx->out);

  if (c == ctx->excuse)
    {
      if (ctx->tricks_left <= 1)
        return 50.0;
      if (ctx->tricks_left == 2)
        return -20.0;
      return 1.5;
    }
  if (is_trump (ctx, c))
    {
      double cost;

      /* a trump nobody can beat any more wins its own points whenever
       * it is played: they are not at stake in this trick */
      gboolean master = count_in (trumps_above (ctx, c), ctx->out) == 0;

      if (c == ctx->top)
        return 5.0 * late + worth (ctx, c);
      cost = (0.8 + 0.16 * tarot_card_trump_number (c)) * late;
      if (master)
        cost = 4.5 * late + worth (ctx, c);
      /* the Petit brought home in the last trick by the stronger hand */
      if (c == TRUMP_ONE && ctx->family != FAMILY_TROCCAS && my_trumps > out_trumps + 1 &&
          (ctx->family == FAMILY_FRENCH || ctx->declarer_side))
        cost += 4.0;
      return cost;
    }
  {
    int suit = tarot_card_suit (c);
    guint len = count_in (ctx->hand, rules->suit_sets[suit]);
    double cost = 0.05 * rules->rank[c];

    if (len == 1 && my_trumps > 0)
      cost -= ctx->declarer_side ? 1.0 : 0.5;
    return cost;
  }
}

/* Extra stake of the last trick: the Petit (Pagat) au bout. */
static double
last_trick_bonus (const Ctx       *ctx,
                  const TarotCard *trick,
                  guint            len,
                  TarotCard        mine)
{
  gboolean petit = mine == TRUMP_ONE;

  if (ctx->tricks_left != 1)
    return 0.0;
  for (guint i = 0; i < len; i++)
    petit |= trick[i] == TRUMP_ONE;
  if (!petit)
    return 0.0;
  if (ctx->family == FAMILY_FRENCH)
    return 10.0;
  if ((ctx->family == FAMILY_TAPP || ctx->family == FAMILY_KOENIGRUFEN) && ctx->view->declarer != TAROT_NO_SEAT &&
      !ctx->avoid_tricks)
    return 8.0;
  if (ctx->family == FAMILY_HUNGARIAN)
    return 8.0;
  return 0.0;
}

/* Hungarian Tarokk (§9.3, §13.8): the XXI-catch comes first.  The skíz
 * takes an opponent's XXI whenever it can; the XXI is not played where
 * the skíz, still out, may sit behind it. */
static double
catch_bonus (const Ctx       *ctx,
             const TarotCard *trick,
             guint            len,
             TarotCard        c)
{
  const TarotPlayerView *v = ctx->view;
  TarotCard xxi = tarot_card_make_trump (21);
  guint seat = v->trick_leader[v->n_tricks];

  if (ctx->family != FAMILY_HUNGARIAN)
    return 0.0;
  if (c == TAROT_CARD_FOOL)
    {
      for (guint i = 0; i < len; i++, seat = next_active (ctx, seat))
        if (trick[i] == xxi)
          return 20.0 * ctx->threat[seat];
      return 0.0;
    }
  if (c == xxi && in_set (ctx->out, TAROT_CARD_FOOL) && len + 1 < n_active (ctx))
    return -12.0;
  return 0.0;
}

/* Strategic adjustments for the card that opens a trick. */
static double
lead_bonus (const Ctx *ctx,
            TarotCard  c)
{
  const TarotRules *rules = ctx->rules;
  const TarotPlayerView *v = ctx->view;
  guint my_trumps = n_trumps (ctx, ctx->hand);
  guint out_trumps = n_trumps (ctx, ctx->out);

  if (c == ctx->excuse)
    return 0.0;
  if (is_trump (ctx, c))
    {
      if (c == TRUMP_ONE && out_trumps > 0)
        return -4.0;
      /* draw trumps when holding more than everybody else together */
      if ((ctx->declarer_side || ctx->family == FAMILY_TROCCAS) && my_trumps >= out_trumps && out_trumps > 0)
        return 1.5;
      if (ctx->defender)
        return -1.5;
      return 0.0;
    }
  {
    int suit = tarot_card_suit (c);
    guint len = count_in (ctx->hand, rules->suit_sets[suit]);
    double bonus = 0.0;

    /* the defence makes the declarer ruff in his void suits */
    if (ctx->defender && v->declarer != TAROT_NO_SEAT &&
        (ctx->voids[v->declarer] & (1u << suit)) && !(ctx->voids[v->declarer] & (1u << TRUMP_SUIT)) &&
        rules->value[c] <= 1)
      bonus += 1.0;
    /* the declarer opens short suits to ruff them later */
    if (ctx->declarer_side && len <= 2 && rules->value[c] <= 1)
      bonus += 0.5;
    return bonus;
  }
}

static TarotCard
choose_card (Ctx          *ctx,
             TarotCardSet  legal)
{
  const TarotRules *rules = ctx->rules;
  const TarotPlayerView *v = ctx->view;
  guint len = v->trick_len;
  guint n_later = n_active (ctx) - len - 1;
  TarotCard trick[TAROT_MAX_PLAYERS + 1];
  double stake = 0.0;
  double p_current = 0.0;
  double best_u = -1e9;
  TarotCard best = tarot_card_set_first (legal);

  memcpy (trick, v->tricks[v->n_tricks], len);
  for (guint i = 0; i < len; i++)
    if (trick[i] != ctx->excuse)
      stake += worth (ctx, trick[i]);

  /* how the trick goes if this card does not take it */
  if (len > 0)
    {
      guint pos = tarot_trick_best (rules, trick, len);
      int led = tarot_trick_led_suit (rules, trick, len);
      guint seat = v->trick_leader[v->n_tricks];

      for (guint i = 0; i < pos; i++)
        seat = next_active (ctx, seat);
      if (tarot_rules_strength (rules, trick[pos], led) > 0)
        {
          double rescue = 1.0;

          p_current = (1.0 - ctx->threat[seat]) * p_survives (ctx, trick[pos], led, ctx->me, n_later);
          /* a partner still to play may take it over */
          for (guint i = 0, s = next_active (ctx, ctx->me); i < n_later; i++, s = next_active (ctx, s))
            rescue *= 1.0 - (1.0 - ctx->threat[s]) * p_beats (ctx, s, trick[pos], led);
          p_current += (1.0 - p_current) * (1.0 - rescue) * RESCUE_SHARE;
        }
    }

  TAROT_CARD_SET_FOREACH (legal, c)
    {
      double u, p, value;

      trick[len] = c;
      if (c == ctx->excuse)
        {
          /* the Excuse stays with its side: the trick goes on without it */
          p = p_current;
          value = stake;
        }
      else
        {
          int led = tarot_trick_led_suit (rules, trick, len + 1);
          guint pos = tarot_trick_best (rules, trick, len + 1);

          p = pos == len && tarot_rules_strength (rules, c, led) > 0
                ? p_survives (ctx, c, led, ctx->me, n_later) : p_current;
          value = stake + worth (ctx, c);
        }
      value += last_trick_bonus (ctx, trick, len, c);
      /* the Petit is staked only on a near-certain trick while there
       * is still time to find a safer one */
      if (c == TRUMP_ONE && ctx->tricks_left > 1)
        p *= p;

      if (ctx->avoid_tricks)
        u = -p * value - 0.02 * rules->rank[c];
      else
        u = (2.0 * p - 1.0) * value - keep_cost (ctx, c);
      if (len == 0 && !ctx->avoid_tricks)
        u += lead_bonus (ctx, c);
      u += catch_bonus (ctx, trick, len, c);
      if (u > best_u + 1e-9)
        {
          best_u = u;
          best = c;
        }
    }
  return best;
}

/* ------------------------------------------------------------------ */
/* hand strength                                                       */

static int
suit_points (const TarotRules *rules,
             TarotCardSet      hand,
             guint             n_hand_trumps)
{
  int pts = 0;

  for (int s = 0; s < TAROT_N_SUITS; s++)
    {
      TarotCardSet suit = tarot_card_set_intersect (hand, rules->suit_sets[s]);
      guint len = tarot_card_set_count (suit);
      gboolean king = in_set (suit, tarot_card_make (s, TAROT_FACE_KING));
      gboolean queen = in_set (suit, tarot_card_make (s, TAROT_FACE_QUEEN));

      if (tarot_card_set_is_empty (rules->suit_sets[s]))
        continue;
      pts += king && queen ? 10 : king ? 6 : queen ? 3 : 0;
      pts += in_set (suit, tarot_card_make (s, TAROT_FACE_CAVALIER)) ? 2 : 0;
      pts += in_set (suit, tarot_card_make (s, TAROT_FACE_JACK)) ? 1 : 0;
      if (len == 0 && n_hand_trumps >= 4)
        pts += 6;
      else if (len == 1 && n_hand_trumps >= 4)
        pts += 3;
      else if (len >= 5)
        pts += 5 + 2 * (int) (len - 5);
    }
  return pts;
}

static int
french_strength (const TarotRules *rules,
                 TarotCardSet      hand)
{
  TarotCardSet trumps = tarot_card_set_intersect (hand, rules->trumps);
  guint nt = tarot_card_set_count (trumps);
  int pts = 2 * (int) nt;

  if (in_set (hand, tarot_card_make_trump (21)))
    pts += 10;
  if (in_set (hand, TAROT_CARD_FOOL))
    pts += 8;
  if (in_set (hand, TRUMP_ONE))
    pts += nt >= 6 ? 8 : nt == 5 ? 5 : 0;
  for (guint t = 16; t <= 20; t++)
    pts += in_set (hand, tarot_card_make_trump (t)) ? 1 : 0;
  return pts + suit_points (rules, hand, nt);
}

static int
tapp_strength (const TarotRules *rules,
               TarotCardSet      hand)
{
  TarotCardSet trumps = tarot_card_set_intersect (hand, rules->trumps);
  guint nt = tarot_card_set_count (trumps);
  int pts = 2 * (int) nt;

  if (in_set (hand, TAROT_CARD_FOOL))
    pts += 8;
  if (in_set (hand, tarot_card_make_trump (21)))
    pts += 6;
  if (in_set (hand, TRUMP_ONE) && nt >= 7)
    pts += 3;
  for (guint t = 17; t <= 20; t++)
    pts += in_set (hand, tarot_card_make_trump (t)) ? 1 : 0;
  return pts + suit_points (rules, hand, nt) * 3 / 4;
}

/* Hungarian Tarokk (§13.8): about 30 for an average hand of five
 * tarokks; the skíz and the XXI count most, fewer suits is stronger. */
static int
hungarian_strength (const TarotRules *rules,
                    TarotCardSet      hand)
{
  TarotCardSet trumps = tarot_card_set_intersect (hand, rules->trumps);
  guint nt = tarot_card_set_count (trumps);
  int pts = 3 * (int) nt;

  if (in_set (hand, TAROT_CARD_FOOL))
    pts += 8;
  if (in_set (hand, tarot_card_make_trump (21)))
    pts += 6;
  if (in_set (hand, TRUMP_ONE) && nt >= 6)
    pts += 3;
  for (guint t = 15; t <= 20; t++)
    pts += in_set (hand, tarot_card_make_trump (t)) ? 1 : 0;
  return pts + suit_points (rules, hand, nt) / 2;
}

int
tarot_heuristic_hand_strength (const TarotRules *rules,
                               TarotCardSet      hand)
{
  switch (family_of (rules))
    {
    case FAMILY_TAPP:
      return tapp_strength (rules, hand);
    case FAMILY_HUNGARIAN:
      return hungarian_strength (rules, hand);
    case FAMILY_FRENCH:
    case FAMILY_TROCCAS:
    case FAMILY_GENERIC:
    default:
      return french_strength (rules, hand) * 18 / MAX (rules->hand_size, 1);
    }
}

gboolean
tarot_heuristic_bid_bounds (const TarotRules *rules,
                            int              *bid_min,
                            int              *pass_max)
{
  switch (family_of (rules))
    {
    case FAMILY_FRENCH:
    case FAMILY_TAPP:
      /* 40 is about the weakest Prise or Dreier */
      *bid_min = 36;
      *pass_max = 46;
      return TRUE;
    case FAMILY_TROCCAS:
    case FAMILY_KOENIGRUFEN:
    case FAMILY_HUNGARIAN:
    case FAMILY_ITALIAN:
    case FAMILY_GENERIC:
    default:
      return FALSE;
    }
}

/* ------------------------------------------------------------------ */
/* auction, talon, announcements                                       */

/* Point-count thresholds (scaled to an 18-card hand) per player
 * count, tuned by duplicate matches against earlier versions. */
static const struct
{
  const char *id;
  int         threshold[3];   /* three, four, five players */
} french_levels[] = {
  { "garde_contre", { 76, 76, 81 } },
  { "garde_sans",   { 62, 65, 71 } },
  { "garde",        { 41, 47, 56 } },
  { "pousse",       { 48, 48, 48 } },
  { "prise",        { 38, 41, 41 } },
};

static const TarotAction *
french_bid (const Ctx *ctx)
{
  const TarotRules *rules = ctx->rules;
  int pts = french_strength (rules, ctx->hand) * 18 / MAX (rules->hand_size, 1);
  guint col = CLAMP (ctx->n, 3, 5) - 3;

  for (guint i = 0; i < G_N_ELEMENTS (french_levels); i++)
    {
      int c = contract_index (rules, french_levels[i].id);
      const TarotAction *a;

      if (c < 0 || pts < french_levels[i].threshold[col])
        continue;
      if ((a = find_action (ctx->view, TAROT_ACTION_BID, -1, c)) != NULL)
        return a;
    }
  return find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
}

/* Tapp: the auction climbs one contract at a time (or jumps to Solo);
 * an earlier hand may hold the current bid. */
static const TarotAction *
tapp_bid (const Ctx *ctx)
{
  const TarotRules *rules = ctx->rules;
  const TarotPlayerView *v = ctx->view;
  int pts = tapp_strength (rules, ctx->hand);
  int solo = rules->n_contracts - 1;
  int wanted = -1, next = -1, current;
  const TarotAction *a;

  for (int c = 0; c < solo; c++)
    if (pts >= 38 + 5 * c)
      wanted = c;
  if (pts >= 58 + 2 * solo)
    wanted = solo;
  for (guint i = 0; i < v->legal.n; i++)
    {
      a = &v->legal.actions[i];
      if (a->kind == TAROT_ACTION_BID && a->arg < solo)
        next = a->arg;
    }
  /* the bid on the table: one below the next step, or Solo itself */
  if (next >= 0)
    current = next - 1;
  else
    current = find_action (v, TAROT_ACTION_BID, -1, solo) != NULL ? solo - 1 : solo;

  if ((a = find_action (v, TAROT_ACTION_HOLD, -1, -1)) != NULL && current <= wanted)
    return a;
  if (next >= 0 && next <= wanted && wanted < solo)
    return find_action (v, TAROT_ACTION_BID, -1, next);
  if (wanted == solo && (a = find_action (v, TAROT_ACTION_BID, -1, solo)) != NULL)
    return a;
  return find_action (v, TAROT_ACTION_PASS, -1, -1);
}

/* Discards keep Kings and trumps, bank the points of short suits and
 * empty a suit whenever the remaining discards allow it. */
static TarotCard
choose_discard (const Ctx    *ctx,
                TarotCardSet  legal)
{
  const TarotRules *rules = ctx->rules;
  guint remaining = tarot_card_set_count (ctx->hand) > rules->hand_size
                      ? tarot_card_set_count (ctx->hand) - rules->hand_size : 1;
  double best_score = -1e9;
  TarotCard best = tarot_card_set_first (legal);

  TAROT_CARD_SET_FOREACH (legal, c)
    {
      double score;

      if (c == TAROT_CARD_FOOL || c == ctx->top || in_set (rules->honours, c))
        score = -300.0 + rules->rank[c];
      else if (is_trump (ctx, c))
        score = -100.0 - rules->rank[c];
      else if (in_set (rules->kings, c))
        score = -200.0;
      else
        {
          int suit = tarot_card_suit (c);
          TarotCardSet mine = tarot_card_set_intersect (ctx->hand, rules->suit_sets[suit]);
          guint len = tarot_card_set_count (mine);
          gboolean king = in_set (mine, tarot_card_make (suit, TAROT_FACE_KING));

          score = 2.0 * worth (ctx, c) - 3.0 * len - 0.01 * rules->rank[c];
          /* Hungarian: every discard but the declarer's counts for the
           * opponents, so the holder of the XX, who expects the call,
           * lays away his cheapest cards (§13.8) */
          if (ctx->family == FAMILY_HUNGARIAN && ctx->view->declarer != ctx->me &&
              in_set (ctx->hand, tarot_card_make_trump (20)))
            score -= 4.0 * worth (ctx, c);
          if (!king && count_in (legal, mine) <= remaining)
            score += 10.0;
          if (king)
            score -= 4.0;
        }
      if (score > best_score)
        {
          best_score = score;
          best = c;
        }
    }
  return best;
}

/* French with five: call a King in a suit where we hold the Queen, or
 * else are short (but not void: we want to lead it to the partner). */
static TarotCard
french_call (const Ctx    *ctx,
             TarotCardSet  legal)
{
  const TarotRules *rules = ctx->rules;
  double best_score = -1e9;
  TarotCard best = tarot_card_set_first (legal);

  TAROT_CARD_SET_FOREACH (legal, c)
    {
      int suit = tarot_card_suit (c);
      TarotCardSet mine = suit >= 0 ? tarot_card_set_intersect (ctx->hand, rules->suit_sets[suit])
                                    : TAROT_CARD_SET_EMPTY;
      guint len = tarot_card_set_count (mine);
      double score = 0.0;

      if (suit >= 0 && tarot_card_face (c) == TAROT_FACE_KING &&
          in_set (mine, tarot_card_make (suit, TAROT_FACE_QUEEN)))
        score += 6.0;
      score += len == 0 ? -2.0 : len <= 3 ? 2.0 : -0.5 * len;
      score += 0.01 * tarot_rng_below (ctx->rng, 10);
      if (score > best_score)
        {
          best_score = score;
          best = c;
        }
    }
  return best;
}

static const TarotAction *
tapp_announce (const Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  TarotCardSet trumps = tarot_card_set_intersect (ctx->hand, ctx->rules->trumps);
  guint nt = tarot_card_set_count (trumps);
  gboolean tops = in_set (trumps, TAROT_CARD_FOOL) && in_set (trumps, tarot_card_make_trump (21));

  for (guint i = 0; i < v->legal.n; i++)
    {
      const TarotAction *a = &v->legal.actions[i];
      const char *name = arg_name (ctx->rules, a->kind, a->arg);

      if (a->kind != TAROT_ACTION_ANNOUNCE || name == NULL)
        continue;
      if ((g_str_equal (name, "pagat") && tops && nt >= 11) ||
          (g_str_equal (name, "uhu") && tops && nt >= 12) ||
          (g_str_equal (name, "valat") && nt >= 15))
        return a;
    }
  return find_action (v, TAROT_ACTION_PASS, -1, -1);
}

static const TarotAction *
french_announce (const Ctx *ctx)
{
  const TarotRules *rules = ctx->rules;
  TarotCardSet trumps = tarot_card_set_intersect (ctx->hand, rules->trumps);
  TarotCardSet plain = tarot_card_set_minus (tarot_card_set_minus (ctx->hand, trumps), rules->kings);
  guint nt = tarot_card_set_count (trumps);

  tarot_card_set_remove (&plain, TAROT_CARD_FOOL);
  /* a slam only with an overwhelming hand: nothing but Kings beside
   * three quarters of the hand in trumps headed by the 21 and 20 */
  if (tarot_card_set_is_empty (plain) && nt * 4 >= rules->hand_size * 3 &&
      in_set (trumps, tarot_card_make_trump (21)) && in_set (trumps, tarot_card_make_trump (20)))
    {
      const TarotAction *a = find_action (ctx->view, TAROT_ACTION_ANNOUNCE, -1, TAROT_FRENCH_ANNOUNCE_CHELEM);

      if (a != NULL)
        return a;
    }
  return find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
}

static const TarotAction *
tapp_kontra (const Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  TarotCardSet trumps = tarot_card_set_intersect (ctx->hand, ctx->rules->trumps);
  guint nt = tarot_card_set_count (trumps);
  gboolean high = in_set (trumps, TAROT_CARD_FOOL) || in_set (trumps, tarot_card_make_trump (21));
  gboolean strong = v->seat == v->declarer ? tapp_strength (ctx->rules, ctx->hand) >= 62
                                           : nt >= 9 && high;

  if (strong)
    {
      const TarotAction *a = find_action (v, TAROT_ACTION_KONTRA, -1, 0);

      if (a != NULL)
        return a;
    }
  return find_action (v, TAROT_ACTION_PASS, -1, -1);
}

/* Hungarian Tarokk (§6, §13.8): the lowest natural bid up to what the
 * hand is worth, holding when allowed; a jump would be a cue bid, so
 * bids never skip a level. */
static const TarotAction *
hungarian_bid (const Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  int pts = hungarian_strength (ctx->rules, ctx->hand);
  int wanted = pts >= 62 ? 3 : pts >= 52 ? 2 : pts >= 44 ? 1 : pts >= 34 ? 0 : -1;
  int current = -1;
  const TarotAction *hold = find_action (v, TAROT_ACTION_HOLD, -1, -1);
  const TarotAction *pass = find_action (v, TAROT_ACTION_PASS, -1, -1);
  const TarotAction *a;

  for (guint i = 0; i < v->n_auction; i++)
    if (v->auction[i].kind == TAROT_ACTION_BID)
      current = MAX (current, (int) v->auction[i].arg);
  /* the skíz bids almost always, to keep its XXI-catch chances */
  if (in_set (ctx->hand, TAROT_CARD_FOOL) && wanted < 0)
    wanted = 0;
  /* a cue bid (one level more than needed) asks the declarer to call
   * our XIX: with it, a high honour and six tarokks (§6.5.2, §13.8) */
  if (current >= 0 && wanted < 2 && in_set (ctx->hand, tarot_card_make_trump (19)) &&
      (in_set (ctx->hand, TAROT_CARD_FOOL) || in_set (ctx->hand, tarot_card_make_trump (21))) &&
      n_trumps (ctx, ctx->hand) >= 6 &&
      (a = find_action (v, TAROT_ACTION_BID, -1, current + (hold != NULL ? 1 : 2))) != NULL)
    return a;
  /* three on our left: two sets up a yielded game (§6.5.3) */
  if (v->n_auction > 0 && v->auction[v->n_auction - 1].kind == TAROT_ACTION_BID &&
      v->auction[v->n_auction - 1].arg == 0 && wanted < 1 &&
      (a = find_action (v, TAROT_ACTION_BID, -1, 1)) != NULL && hold == NULL)
    return a;
  if (hold != NULL && (current <= wanted || pass == NULL))
    return hold;
  if (hold == NULL && (a = find_action (v, TAROT_ACTION_BID, -1, current + 1)) != NULL &&
      (current + 1 <= wanted || pass == NULL))
    return a;
  if (pass != NULL)
    return pass;
  return hold != NULL ? hold : &v->legal.actions[v->legal.n - 1];
}

/* The call: a tarokk in another hand, the highest one allowed. */
static const TarotAction *
hungarian_call (const Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  const TarotAction *best = NULL;

  for (guint i = 0; i < v->legal.n; i++)
    {
      const TarotAction *a = &v->legal.actions[i];

      if (a->kind != TAROT_ACTION_CALL)
        continue;
      if (best == NULL || (in_set (ctx->hand, best->card) && !in_set (ctx->hand, a->card)) ||
          (in_set (ctx->hand, best->card) == in_set (ctx->hand, a->card) && a->card > best->card))
        best = a;
    }
  return best;
}

static const TarotAction *
find_named (const Ctx  *ctx,
            const char *name)
{
  const TarotPlayerView *v = ctx->view;

  for (guint i = 0; i < v->legal.n; i++)
    {
      const TarotAction *a = &v->legal.actions[i];
      const char *id = arg_name (ctx->rules, a->kind, a->arg);

      if (id != NULL && g_str_equal (id, name))
        return a;
    }
  return NULL;
}

/* The announcement round (§9.5, §13.8): declare long tarokks, announce
 * only what the hand supports, kontra a game the hand can beat. */
static const TarotAction *
hungarian_announce (const Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  TarotCardSet trumps = tarot_card_set_intersect (ctx->hand, ctx->rules->trumps);
  guint nt = tarot_card_set_count (trumps);
  gboolean fool = in_set (trumps, TAROT_CARD_FOOL), xxi = in_set (trumps, tarot_card_make_trump (21));
  guint kings = count_in (ctx->hand, ctx->rules->kings);
  int pts = hungarian_strength (ctx->rules, ctx->hand);
  const TarotAction *a, *pass = find_action (v, TAROT_ACTION_PASS, -1, -1);

  if (find_action (v, TAROT_ACTION_CALL, -1, -1) != NULL &&
      find_action (v, TAROT_ACTION_ANNOUNCE, -1, -1) == NULL)
    return hungarian_call (ctx);
  if ((a = find_named (ctx, "eight_tarokks")) != NULL || (a = find_named (ctx, "nine_tarokks")) != NULL)
    return a;
  if (find_action (v, TAROT_ACTION_CALL, -1, -1) != NULL)
    return hungarian_call (ctx);
  if (ctx->declarer_side)
    {
      if (fool && xxi && in_set (trumps, TRUMP_ONE) && (a = find_named (ctx, "trull")) != NULL)
        return a;
      if (kings == 4 && (a = find_named (ctx, "four_kings")) != NULL)
        return a;
      if (in_set (trumps, TRUMP_ONE) && nt >= 7 && (fool || xxi) && (a = find_named (ctx, "pagat_ultimo")) != NULL)
        return a;
    }
  else if (v->declarer != ctx->me && pts >= 50 && fool && (a = find_named (ctx, "kontra.game")) != NULL)
    return a;
  if (pass != NULL)
    return pass;
  /* a forced item: the kontra of the game (saying why, as an option) or the pagátultimó */
  if ((a = find_named (ctx, "kontra.game")) != NULL || (a = find_named (ctx, "kontra.game_called_in_discard")) != NULL ||
      (a = find_named (ctx, "pagat_ultimo")) != NULL)
    return a;
  return &v->legal.actions[0];
}

/* Strength per card held, about 1.0 for an average Troccas hand. */
static double
troccas_ratio (const Ctx *ctx)
{
  const TarotRules *rules = ctx->rules;
  guint n_cards = tarot_card_set_count (ctx->hand);
  double pts = 2.0 * n_trumps (ctx, ctx->hand);

  if (n_cards == 0)
    return 1.0;
  pts += in_set (ctx->hand, ctx->top) ? 4.0 : 0.0;
  pts += in_set (ctx->hand, TAROT_CARD_FOOL) ? 3.0 : 0.0;
  pts += 4.0 * count_in (ctx->hand, rules->kings);
  for (int s = 0; s < TAROT_N_SUITS; s++)
    {
      pts += in_set (ctx->hand, tarot_card_make (s, TAROT_FACE_QUEEN)) ? 2.0 : 0.0;
      pts += in_set (ctx->hand, tarot_card_make (s, TAROT_FACE_CAVALIER)) ? 1.0 : 0.0;
    }
  return pts / n_cards;
}

/* A bid of Pinerolo's bargaining (P3), by its id: "chiedo_5" asks 5,
 * "offero_5" offers 5; FALSE for any other action. */
static gboolean
bargain_bid (const Ctx         *ctx,
             const TarotAction *a,
             gboolean          *offer,
             int               *amount)
{
  const char *id = ctx->rules->family->arg_to_string != NULL && a->kind == TAROT_ACTION_BID
                   ? ctx->rules->family->arg_to_string (ctx->rules, a->kind, a->arg) : NULL;
  guint64 n;

  if (id == NULL || (!g_str_has_prefix (id, "chiedo_") && !g_str_has_prefix (id, "offero_")) ||
      !g_ascii_string_to_unsigned (id + strlen ("chiedo_"), 10, 1, G_MAXUINT8, &n, NULL))
    return FALSE;
  *offer = id[0] == 'o';
  *amount = (int) n;
  return TRUE;
}

/* Pinerolo's bargaining (P3), honestly: the hand's expected result is
 * its card values and trumps against a third of the pack's, scaled to
 * the whole hand.  A strong hand says Vedo; a poor one offers up to
 * half what it expects to lose; one in between asks a little more than
 * it expects to win.  Returns NULL without the bargaining's bids. */
static const TarotAction *
italian_bargain (const Ctx         *ctx,
                 const TarotAction *go_on)
{
  const TarotPlayerView *v = ctx->view;
  const TarotAction *pass = find_action (v, TAROT_ACTION_PASS, -1, -1);
  const TarotAction *best = NULL;
  guint held = MAX (tarot_card_set_count (ctx->hand), 1u);
  guint value = 0;
  int trumps = (int) (n_trumps (ctx, ctx->hand) + (in_set (ctx->hand, TAROT_CARD_FOOL) ? 1u : 0u));
  int expected, best_amount = 0;
  gboolean any = FALSE;

  TAROT_CARD_SET_FOREACH (ctx->hand, c)
    value += ctx->rules->value[c];
  expected = ((int) (value * ctx->rules->hand_size / held) - (int) (ctx->rules->points_total / v->n_players)) +
             3 * (trumps * (int) ctx->rules->hand_size / (int) held - 22 / (int) v->n_players);
  for (guint i = 0; i < v->legal.n; i++)
    {
      const TarotAction *a = &v->legal.actions[i];
      gboolean offer;
      int amount;

      if (!bargain_bid (ctx, a, &offer, &amount))
        continue;
      any = TRUE;
      if (expected <= -4 ? offer && amount <= -expected / 2 && (best == NULL || amount > best_amount)
                         : !offer && amount >= MAX (expected, 0) + 2 && (best == NULL || amount < best_amount))
        {
          best = a;
          best_amount = amount;
        }
    }
  if (!any)
    return NULL;
  if (expected >= 6)
    return go_on;
  return best != NULL ? best : pass;
}

/* Calatafimi's bargaining (S8, S9), in the spirit of Pinerolo's: the
 * hand's expected result from its card values and trumps against an
 * average hand, scaled to the whole hand.  The last to decide takes
 * the offers (Prendo) when they beat that, else plays (Tengo); before
 * him a poor hand offers up to half what it expects to lose, a middling
 * one lets the deal go for nothing (Mescolate), one a little above
 * average asks less than the offers if they beat it, and a good one
 * waits (Mi strico) to decide last. */
static const TarotAction *
calatafimi_bargain (const Ctx *ctx)
{
  const TarotRules *rules = ctx->rules;
  const TarotPlayerView *v = ctx->view;
  guint held = MAX (tarot_card_set_count (ctx->hand), 1u);
  guint value = 0, pack_value = 0, trumps = n_trumps (ctx, ctx->hand);
  int expected, net = 0, amount;
  const TarotAction *a;
  g_autofree char *id = NULL;

  TAROT_CARD_SET_FOREACH (ctx->hand, c)
    value += rules->value[c];
  TAROT_CARD_SET_FOREACH (rules->pack, c)
    pack_value += rules->value[c];
  expected = (int) (rules->hand_size * (0.8 * ((double) value / held - (double) pack_value / rules->n_pack_cards) +
                                        3.0 * ((double) trumps / held - (double) n_trumps (ctx, rules->pack) /
                                                                          rules->n_pack_cards)));
  /* with four, a partner's cards count as much as one's own */
  if (v->n_players == 4)
    expected /= 2;
  /* the offers so far, less the sums asked, from the talk in the view */
  for (guint i = 0; i < v->n_auction; i++)
    {
      const char *said = arg_name (rules, v->auction[i].kind, v->auction[i].arg);
      guint64 n;

      if (said != NULL && (g_str_has_prefix (said, "offero_") || g_str_has_prefix (said, "chiedo_")) &&
          g_ascii_string_to_unsigned (said + strlen ("offero_"), 10, 1, G_MAXUINT8, &n, NULL))
        net += said[0] == 'o' ? (int) n : -(int) n;
    }
  if ((a = find_named (ctx, "prendo")) != NULL)
    return net >= MAX (expected, 0) + 2 ? a : find_named (ctx, "tengo");
  if (expected <= -4)
    {
      id = g_strdup_printf ("offero_%d", CLAMP (-expected / 2, 1, 10));
      if ((a = find_named (ctx, id)) != NULL)
        return a;
    }
  if (expected <= 1)
    return find_named (ctx, "mescolate");
  amount = expected + 1;
  id = g_strdup_printf ("chiedo_%d", amount);
  if (amount < net && (a = find_named (ctx, id)) != NULL)
    return a;
  return find_named (ctx, "mi_strico");
}

/* The Lombard Mitigati's pauses, by Zaini's minimum hands (L2): go on
 * after ten cards with five trumps, or three and an honour; after
 * fifteen with a rottura, a King and the XXI, I or Matto. */
static const TarotAction *
italian_dealing (const Ctx         *ctx,
                 const TarotAction *go_on)
{
  guint trumps = n_trumps (ctx, ctx->hand) + (in_set (ctx->hand, TAROT_CARD_FOOL) ? 1u : 0u);
  guint kings = count_in (ctx->hand, ctx->rules->kings);
  guint trump_honours = count_in (ctx->hand, ctx->rules->honours) - kings;
  gboolean keep;

  if (tarot_card_set_count (ctx->hand) <= 10)
    keep = trumps >= 5 || (trumps >= 3 && kings + trump_honours > 0);
  else
    keep = (kings > 0 && trump_honours > 0) || trumps >= 7;
  return keep ? go_on : find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
}

/* S5's pauses of the deal: a Solo earlier on a stronger hand, since fewer cards are
 * known and the stakes are higher (×3 after the first round, ×2, ×1); the scommessa
 * with the three diecine and trumps enough to keep the Picciotti to the end. */
static const TarotAction *
vanto_antico_dealing (const Ctx *ctx)
{
  const TarotAction *bet = find_named (ctx, "scommessa");
  const TarotAction *bid = find_action (ctx->view, TAROT_ACTION_BID, -1, -1);
  const TarotAction *pass = find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
  guint n_cards = tarot_card_set_count (ctx->hand);
  guint trumps = n_trumps (ctx, ctx->hand);
  double strength = 1.2 * trumps;

  if (n_cards == 0)
    return pass;
  if (bet != NULL)
    return 5 * trumps >= 2 * n_cards ? bet : pass;
  TAROT_CARD_SET_FOREACH (ctx->hand, c)
    strength += ctx->rules->value[c];
  strength /= n_cards;
  if (bid != NULL && strength >= 3.4 + 0.3 * (3.0 - n_cards / 5.0))
    return bid;
  return pass;
}

/* S6's stata after the first five cards: only with the Giove and the Fuggitivo or
 * the Picciotti among them, and more counting cards.  At Palagonia, after a later
 * round, with the Giove and a hand that measures as a Solo's does (sicilian_bid()),
 * 4.0 after ten cards, 3.0 after fifteen: over 20,000 hands of heuristic players the
 * declarers gained most with these (+0.34 a hand, against +0.24 with 3.4 for both). */
static const TarotAction *
sicilian_stata (const Ctx *ctx)
{
  guint value = 0, n_cards = tarot_card_set_count (ctx->hand);
  gboolean go;

  if (contract_index (ctx->rules, "solo_dieci") >= 0)
    return vanto_antico_dealing (ctx);

  TAROT_CARD_SET_FOREACH (ctx->hand, c)
    value += ctx->rules->value[c];
  if (n_cards <= 5)
    go = in_set (ctx->hand, ctx->top) && value >= 30;
  else
    go = in_set (ctx->hand, ctx->top) &&
         (1.2 * n_trumps (ctx, ctx->hand) + value) / n_cards >= 3.0 + 0.2 * (15.0 - n_cards);
  return find_action (ctx->view, go ? TAROT_ACTION_BID : TAROT_ACTION_PASS, -1, -1);
}

static const TarotAction *
choose_dealing (const Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  const TarotAction *abandon = find_action (v, TAROT_ACTION_ABANDON, -1, -1);
  const TarotAction *go_on = find_action (v, TAROT_ACTION_CONTINUE, -1, -1);
  double ratio;

  if (ctx->family == FAMILY_TAPP)
    /* a hand without a tarock: ask for a new deal */
    return abandon != NULL ? abandon : go_on;
  /* Hungarian knock_deal (§5.1): cutting or knocking, and the batches
   * lying face down, are blind choices */
  if (ctx->family == FAMILY_HUNGARIAN && abandon == NULL)
    return &v->legal.actions[tarot_rng_below (ctx->rng, v->legal.n)];
  if (ctx->family == FAMILY_SICILIAN)
    return sicilian_stata (ctx);
  if (ctx->family == FAMILY_CALATAFIMI)
    return calatafimi_bargain (ctx);
  if (ctx->family == FAMILY_ITALIAN)
    {
      const TarotAction *bid = italian_bargain (ctx, go_on);

      return bid != NULL ? bid : italian_dealing (ctx, go_on);
    }

  ratio = troccas_ratio (ctx);
  if (abandon != NULL)
    return (ratio < 0.8 || n_trumps (ctx, ctx->hand) == 0) ? abandon : go_on;
  if (ratio > 1.15 && go_on != NULL)
    return go_on;
  {
    const TarotAction *pass = find_action (v, TAROT_ACTION_PASS, -1, -1);
    guint nothing;

    if (pass != NULL)
      return pass;
    /* coded talk: "nuot" (nothing) hands the word on */
    if (ctx->rules->family->arg_from_string != NULL &&
        ctx->rules->family->arg_from_string (ctx->rules, TAROT_ACTION_ANNOUNCE, "nuot", &nothing) &&
        find_action (v, TAROT_ACTION_ANNOUNCE, -1, (int) nothing) != NULL)
      return find_action (v, TAROT_ACTION_ANNOUNCE, -1, (int) nothing);
    return go_on;
  }
}

/* Troccas calls after a trick with a first-round King (§10.3). */
static const TarotAction *
troccas_call (const Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  const TarotRules *rules = ctx->rules;
  guint t = v->n_tricks - 1;
  guint winner = v->trick_winner[t];
  guint seat = v->trick_leader[t];
  const TarotAction *pass = find_action (v, TAROT_ACTION_PASS, -1, -1);
  const TarotAction *buob = NULL, *sche = NULL;

  for (guint i = 0; i < v->legal.n; i++)
    {
      const TarotAction *a = &v->legal.actions[i];
      const char *name = arg_name (rules, a->kind, a->arg);

      if (a->kind != TAROT_ACTION_CALL || name == NULL)
        continue;
      /* King and Jack: worth it only if the Jack lands in our trick
       * (the opponents can still call for it) */
      if (g_str_equal (name, "king_jack"))
        return ctx->threat[winner] == 0.0 ? a : pass;
      if (g_str_equal (name, "buob_sche"))
        sche = a;
      else
        buob = a;
    }
  if (buob == NULL)
    return pass;
  /* plain "buob" hands back a Queen or Cavalier an opponent played;
   * "buob, sche" does not, but it does not reach a King's player who
   * holds the Jack too, so it is only the answer to that risk */
  for (guint i = 0; i < n_active (ctx); i++, seat = next_active (ctx, seat))
    {
      TarotCard c = v->tricks[t][i];

      if (ctx->threat[seat] > 0.0 && tarot_card_suit (c) == tarot_card_suit (buob->card) &&
          (tarot_card_face (c) == TAROT_FACE_QUEEN || tarot_card_face (c) == TAROT_FACE_CAVALIER))
        return sche != NULL ? sche : pass != NULL ? pass : buob;
    }
  return buob;
}

/* The talon group that makes the strongest hand; a face-down talon
 * gives nothing to choose by. */
static const TarotAction *
choose_talon_group (const Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  const TarotAction *best = NULL;
  int best_strength = G_MININT;

  for (guint i = 0; i < v->legal.n; i++)
    {
      const TarotAction *a = &v->legal.actions[i];
      int strength;

      if (a->kind != TAROT_ACTION_TAKE_TALON || a->arg >= v->n_talon_groups)
        continue;
      strength = tarot_heuristic_hand_strength (ctx->rules,
                                                tarot_card_set_union (v->hand, v->talon_groups[a->arg]));
      if (strength > best_strength)
        {
          best = a;
          best_strength = strength;
        }
    }
  if (best != NULL)
    return best;
  return &v->legal.actions[tarot_rng_below (ctx->rng, v->legal.n)];
}

/* ------------------------------------------------------------------ */
/* Königrufen                                                          */

static guint
count_trumps_from (const Ctx *ctx,
                   guint      lowest)
{
  guint n = 0;

  TAROT_CARD_SET_FOREACH (tarot_card_set_intersect (ctx->hand, ctx->rules->trumps), t)
    n += t == TAROT_CARD_FOOL || tarot_card_trump_number (t) >= lowest;
  return n;
}

/* The contract this hand wants to bid, best first: a solo game with a
 * strong hand, a bird Rufer with its bird and the trumps to bring it
 * home, a negative game with nothing high; NULL for none. */
static const char *const *
kr_wanted (const Ctx *ctx)
{
  static const char *const solo[] = { "solodreier", "dreier", "solorufer", NULL };
  static const char *const dreier[] = { "dreier", "solorufer", NULL };
  static const char *const quapil[] = { "quapilrufer", "kakadurufer", "uhurufer", "pagatrufer", "solorufer", NULL };
  static const char *const kakadu[] = { "kakadurufer", "uhurufer", "pagatrufer", "solorufer", NULL };
  static const char *const uhu[] = { "uhurufer", "pagatrufer", "solorufer", NULL };
  static const char *const pagat[] = { "pagatrufer", "solorufer", NULL };
  static const char *const solorufer[] = { "solorufer", NULL };
  static const char *const bettler[] = { "bettler", "piccolo", NULL };
  static const char *const piccolo[] = { "piccolo", NULL };
  const TarotRules *rules = ctx->rules;
  int pts = tapp_strength (rules, ctx->hand);
  guint nt = n_trumps (ctx, ctx->hand);
  guint tops = in_set (ctx->hand, TAROT_CARD_FOOL) + in_set (ctx->hand, tarot_card_make_trump (21));
  guint danger = count_trumps_from (ctx, 15) + count_in (ctx->hand, rules->kings);

  for (int s = 0; s < TAROT_N_SUITS; s++)
    danger += in_set (ctx->hand, tarot_card_make (s, TAROT_FACE_QUEEN));
  if (pts >= 58 && tops >= 1)
    return solo;
  if (pts >= 44 && nt >= 7)
    return dreier;
  if (nt >= 10 && tops >= 1 && in_set (ctx->hand, TRUMP_ONE + 3))
    return quapil;
  if (nt >= 9 && tops >= 1 && in_set (ctx->hand, TRUMP_ONE + 2))
    return kakadu;
  if (nt >= 8 && tops >= 1 && in_set (ctx->hand, TRUMP_ONE + 1))
    return uhu;
  if (nt >= 7 && tops >= 1 && in_set (ctx->hand, TRUMP_ONE))
    return pagat;
  if (pts >= 36)
    return solorufer;
  if (danger == 0 && nt <= 3)
    return bettler;
  if (danger <= 1 && nt <= 4 && !in_set (ctx->hand, TRUMP_ONE))
    return piccolo;
  return NULL;
}

static const TarotAction *
kr_bid_named (const Ctx  *ctx,
              const char *id)
{
  int c = contract_index (ctx->rules, id);

  return c < 0 ? NULL : find_action (ctx->view, TAROT_ACTION_BID, -1, c);
}

/* The ladder: bid the best contract the hand wants that is still open;
 * forehand opens with "Mein Spiel" and, when everybody passed, plays a
 * Rufer (Sechserdreier with a strong hand, Trischaken with four Kings). */
static const TarotAction *
kr_bid (const Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  const char *const *wanted = kr_wanted (ctx);
  const TarotAction *pass = find_action (v, TAROT_ACTION_PASS, -1, -1);
  const TarotAction *a;
  guint mein_spiel;

  for (guint i = 0; wanted != NULL && wanted[i] != NULL; i++)
    if ((a = kr_bid_named (ctx, wanted[i])) != NULL)
      return a;
  /* hold a bid one would have made oneself (Upper Austria) */
  if ((a = find_action (v, TAROT_ACTION_HOLD, -1, -1)) != NULL && wanted != NULL && v->n_auction > 0)
    {
      const char *current = arg_name (ctx->rules, TAROT_ACTION_BID, v->auction[v->n_auction - 1].arg);

      for (guint i = 0; current != NULL && wanted[i] != NULL; i++)
        if (g_str_equal (current, wanted[i]))
          return a;
    }
  if (pass != NULL)
    return pass;
  if (ctx->rules->family->arg_from_string (ctx->rules, TAROT_ACTION_BID, "mein_spiel", &mein_spiel) &&
      (a = find_action (v, TAROT_ACTION_BID, -1, (int) mein_spiel)) != NULL)
    return a;
  if (tapp_strength (ctx->rules, ctx->hand) >= 46 && (a = kr_bid_named (ctx, "sechserdreier")) != NULL)
    return a;
  if ((a = kr_bid_named (ctx, "rufer")) != NULL || (a = kr_bid_named (ctx, "trischaken")) != NULL)
    return a;
  return &v->legal.actions[0];
}

/* Announcements and doublings, one at a time; "pass" ends the turn.
 * A bird only with the trumps to keep it to its trick, Kontra only with
 * the trumps to beat what it doubles. */
static const TarotAction *
kr_announce (const Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  const TarotRules *rules = ctx->rules;
  guint nt = n_trumps (ctx, ctx->hand);
  guint tops = in_set (ctx->hand, TAROT_CARD_FOOL) + in_set (ctx->hand, tarot_card_make_trump (21));
  guint plain = tarot_card_set_count (ctx->hand) - nt;
  int pts = tapp_strength (rules, ctx->hand);
  guint lead_rule;

  /* Trischaken: any card may be led ("bunt gemischt") */
  if (rules->family->arg_from_string (rules, TAROT_ACTION_ANNOUNCE, "bunt", &lead_rule) &&
      find_action (v, TAROT_ACTION_ANNOUNCE, -1, (int) lead_rule) != NULL)
    return find_action (v, TAROT_ACTION_ANNOUNCE, -1, (int) lead_rule);

  for (guint i = 0; i < v->legal.n; i++)
    {
      const TarotAction *a = &v->legal.actions[i];
      const char *name = arg_name (rules, a->kind, a->arg);
      gboolean yes = FALSE;

      if (name == NULL)
        continue;
      if (a->kind == TAROT_ACTION_ANNOUNCE)
        yes = (g_str_equal (name, "pagat") && nt >= 8 && tops >= 1) ||
              (g_str_equal (name, "uhu") && nt >= 9 && tops >= 1) ||
              (g_str_equal (name, "kakadu") && nt >= 10 && tops >= 1) ||
              (g_str_equal (name, "quapil") && nt >= 10 && tops == 2) ||
              (g_str_equal (name, "king_ultimo") && nt >= 8 && tops >= 1) ||
              (g_str_equal (name, "trull") && tarot_card_set_is_empty (tarot_card_set_minus (rules->honours, ctx->hand)) &&
               nt >= 7) ||
              (g_str_equal (name, "kings") && count_in (ctx->hand, rules->kings) == 4 && nt >= 6) ||
              (g_str_equal (name, "valat") && nt >= 10 && tops == 2 && plain <= 1) ||
              (g_str_equal (name, "absolut") && pts >= 60);
      else if (a->kind == TAROT_ACTION_KONTRA && g_str_has_prefix (name, "seat_"))
        /* a negative game: many low cards to feed it tricks */
        yes = v->seat != v->declarer && nt >= 5 && count_trumps_from (ctx, 15) >= 2;
      else if (a->kind == TAROT_ACTION_KONTRA && g_str_equal (name, "game"))
        yes = ctx->declarer_side ? pts >= 55 : pts >= 40 && tops >= 1;
      else if (a->kind == TAROT_ACTION_KONTRA && g_str_equal (name, "valat"))
        yes = nt >= 3;
      else if (a->kind == TAROT_ACTION_KONTRA)
        yes = nt >= 8 && tops >= 1;
      if (yes)
        return a;
    }
  return find_action (v, TAROT_ACTION_PASS, -1, -1);
}

/* With the called King in the talon, a poor hand concedes (option). */
static const TarotAction *
kr_talon (const Ctx *ctx)
{
  const TarotAction *give_up = find_action (ctx->view, TAROT_ACTION_ABANDON, -1, -1);

  if (give_up != NULL && tapp_strength (ctx->rules, ctx->hand) < 30)
    return give_up;
  return choose_talon_group (ctx);
}

/* The handful (poignée) offered before the first card: show the
 * largest one held. */
static const TarotAction *
french_poignee (const Ctx *ctx)
{
  const TarotAction *best = NULL;

  for (guint i = 0; i < ctx->view->legal.n; i++)
    {
      const TarotAction *a = &ctx->view->legal.actions[i];

      if (a->kind == TAROT_ACTION_ANNOUNCE && a->arg >= TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE &&
          (best == NULL || a->arg > best->arg))
        best = a;
    }
  return best;
}

static TarotCardSet
legal_cards (const TarotPlayerView *view,
             TarotActionKind        kind)
{
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  for (guint i = 0; i < view->legal.n; i++)
    if (view->legal.actions[i].kind == kind)
      tarot_card_set_add (&set, view->legal.actions[i].card);
  return set;
}

/* Italian games with a bidder: "chiamo" (Ticino) on a hand whose
 * counting cards and trumps promise the side's share with a partner;
 * a Solo against three (Asti) only on a much stronger one. */
static const TarotAction *
italian_bid (const Ctx *ctx)
{
  const TarotRules *rules = ctx->rules;
  const char *bid = arg_name (rules, TAROT_ACTION_BID, 0);
  guint n_cards = tarot_card_set_count (ctx->hand);
  double strength = 1.2 * n_trumps (ctx, ctx->hand);

  TAROT_CARD_SET_FOREACH (ctx->hand, c)
    strength += rules->value[c];
  if (in_set (ctx->hand, TAROT_CARD_FOOL))
    strength += 2.0;
  if (n_cards > 0 && strength / n_cards >= (g_strcmp0 (bid, "solo") == 0 ? 2.6 : 1.6))
    return find_action (ctx->view, TAROT_ACTION_BID, -1, -1);
  return find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
}

/* Terziglio (B2): a Gioco when the hand's counting cards and trumps,
 * with the pozzo to come, promise more than the two others make; a
 * Solo, which pays double without the pozzo, only on a much stronger
 * hand.  A Gioco already bid leaves only the Solo. */
static const TarotAction *
bolognese_bid (const Ctx *ctx)
{
  const TarotRules *rules = ctx->rules;
  guint n_cards = tarot_card_set_count (ctx->hand);
  double strength = 1.0 * n_trumps (ctx, ctx->hand);
  const TarotAction *solo = NULL, *gioco = NULL;

  for (guint i = 0; i < ctx->view->legal.n; i++)
    {
      const TarotAction *a = &ctx->view->legal.actions[i];
      const char *name = a->kind == TAROT_ACTION_BID ? arg_name (rules, a->kind, a->arg) : NULL;

      if (g_strcmp0 (name, "solo") == 0)
        solo = a;
      else if (g_strcmp0 (name, "gioco") == 0)
        gioco = a;
    }
  TAROT_CARD_SET_FOREACH (ctx->hand, c)
    strength += rules->value[c];
  if (n_cards == 0)
    return find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
  strength /= n_cards;
  if (solo != NULL && strength >= 3.0)
    return solo;
  if (gioco != NULL && strength >= 2.3)
    return gioco;
  return find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
}

/* The Sicilian games (S1, S3): a Solo, against two with the monte, on a hand whose
 * counting cards and trumps promise well over half the 109; everyone for himself
 * with the monte (S1's dealer, S3's Chiamo) on a fair one; "Solo io" like a Solo;
 * the dealer throws in a poor hand. */
static const TarotAction *
sicilian_bid (const Ctx *ctx)
{
  const TarotRules *rules = ctx->rules;
  guint n_cards = tarot_card_set_count (ctx->hand);
  double strength = 1.2 * n_trumps (ctx, ctx->hand);
  const TarotAction *solo = NULL, *each = NULL;

  for (guint i = 0; i < ctx->view->legal.n; i++)
    {
      const TarotAction *a = &ctx->view->legal.actions[i];

      if (a->kind == TAROT_ACTION_BID)
        {
          if (tarot_sicilian_mode (rules, a->arg) == TAROT_SICILIAN_MODE_SOLO)
            solo = a;
          else
            each = a;
        }
    }
  TAROT_CARD_SET_FOREACH (ctx->hand, c)
    strength += rules->value[c];
  if (n_cards == 0)
    return find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
  strength /= n_cards;
  /* Mineo's Solo (S6) plays for premiums of one point: a fair hand will do */
  if (solo != NULL && strength >= (contract_index (rules, "stata") >= 0 ? 2.9 : 3.4))
    return solo;
  if (each != NULL && strength >= 2.7)
    return each;
  return find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
}

/* S1's signals tell the other opponent what the Giove can do: the strongest true one.
 * S6: the scommessa only with the Picciotti in hand too; "mi vanto" with the Giove and
 * many trumps to keep it to the end. */
static const TarotAction *
sicilian_signal (const Ctx *ctx)
{
  static const char *const order[] = { "sfondo_i_tavoli", "sfondo", "batto_forte", "batto", "ho_il_20",
                                       "non_batto" };
  const TarotAction *scommessa = find_named (ctx, "scommessa");
  const TarotAction *vanto = find_named (ctx, "mi_vanto");
  const TarotAction *s5;

  /* S5: the ternone costs nothing; the last trick, which takes or doubles the pool,
   * only with the Giove to win it and trumps to keep it */
  if ((s5 = find_named (ctx, "ternone")) != NULL)
    return s5;
  if ((s5 = find_named (ctx, "ultima")) != NULL)
    return in_set (ctx->hand, ctx->top) && n_trumps (ctx, ctx->hand) >= 10
           ? s5 : find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);

  if (scommessa != NULL || vanto != NULL || find_named (ctx, "mi_rivanto") != NULL)
    {
      guint lowest_rank = G_MAXUINT;
      TarotCard picciotti = TAROT_CARD_NONE;

      /* the Picciotti: the trump above the lowest */
      TAROT_CARD_SET_FOREACH (ctx->rules->trumps, t)
        if (ctx->rules->rank[t] < lowest_rank)
          lowest_rank = ctx->rules->rank[t];
      TAROT_CARD_SET_FOREACH (ctx->rules->trumps, t)
        if (ctx->rules->rank[t] == lowest_rank + 1)
          picciotti = t;
      if (scommessa != NULL && in_set (ctx->hand, picciotti))
        return scommessa;
      if (vanto != NULL && n_trumps (ctx, ctx->hand) >= 8)
        return vanto;
      return find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
    }

  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    for (guint i = 0; i < ctx->view->legal.n; i++)
      {
        const TarotAction *a = &ctx->view->legal.actions[i];

        if (a->kind == TAROT_ACTION_ANNOUNCE && g_strcmp0 (arg_name (ctx->rules, a->kind, a->arg), order[k]) == 0)
          return a;
      }
  return find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
}

/* Calatafimi's signals at one's lead (S8) tell a partner where the top
 * trumps are, so a Solo gives none: the Giove and the Palla by name (both
 * at one lead, the very hard stroke), and "Batto" once both are out and
 * he holds the highest trump left; not the "Batto" that hides which of
 * the two he holds, which his partner would rather know. */
static const TarotAction *
calatafimi_signal (const Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  const TarotAction *a;
  guint top = 0, second = 0;

  if (v->declarer == v->seat && g_strcmp0 (arg_name (ctx->rules, TAROT_ACTION_BID, v->contract), "solo") == 0)
    return find_action (v, TAROT_ACTION_PASS, -1, -1);
  if ((a = find_named (ctx, "dico_giove")) != NULL || (a = find_named (ctx, "dico_palla")) != NULL)
    return a;
  /* the two highest ranks of the pack: a "Batto" without them is the late one */
  TAROT_CARD_SET_FOREACH (ctx->rules->trumps, t)
    if (ctx->rules->rank[t] > top)
      {
        second = top;
        top = ctx->rules->rank[t];
      }
    else if (ctx->rules->rank[t] > second)
      second = ctx->rules->rank[t];
  TAROT_CARD_SET_FOREACH (ctx->hand, c)
    if (ctx->rules->rank[c] >= second && tarot_card_set_contains (ctx->rules->trumps, c))
      return find_action (v, TAROT_ACTION_PASS, -1, -1);
  if ((a = find_named (ctx, "batto")) != NULL)
    return a;
  return find_action (v, TAROT_ACTION_PASS, -1, -1);
}

/* Calatafimi with four (S8): a Solo on a hand whose counting cards and
 * trumps promise well over half the pack with the three cards to come;
 * in the partner rounds "Venti" or "Quindici" whenever the hand allows
 * it (the rules set what the cards must hold), else "Zero". */
static const TarotAction *
calatafimi_bid (const Ctx *ctx)
{
  const TarotRules *rules = ctx->rules;
  const TarotAction *a;
  guint n_cards = tarot_card_set_count (ctx->hand);
  double strength = 1.2 * n_trumps (ctx, ctx->hand);

  if ((a = find_named (ctx, "venti")) != NULL || (a = find_named (ctx, "quindici")) != NULL)
    return a;
  if ((a = find_named (ctx, "zero")) != NULL)
    return a;
  TAROT_CARD_SET_FOREACH (ctx->hand, c)
    strength += rules->value[c];
  if (n_cards > 0 && strength / n_cards >= 4.5 && n_trumps (ctx, ctx->hand) >= 8 &&
      (a = find_named (ctx, "solo")) != NULL)
    return a;
  return find_action (ctx->view, TAROT_ACTION_PASS, -1, -1);
}

/* The highest trump the bidder lacks makes the strongest partner, or
 * the best card to ask for; with the top trumps in hand, a King he
 * lacks.  The dealer calling a King has only Kings to choose from. */
static const TarotAction *
italian_call (const Ctx *ctx)
{
  const TarotRules *rules = ctx->rules;
  const TarotAction *a;
  TarotCard best = TAROT_CARD_NONE;

  TAROT_CARD_SET_FOREACH (rules->trumps, t)
    if (!in_set (ctx->hand, t) && (best == TAROT_CARD_NONE || rules->rank[t] > rules->rank[best]))
      best = t;
  if (best != TAROT_CARD_NONE && rules->rank[best] + 6 < rules->rank[ctx->top])
    TAROT_CARD_SET_FOREACH (rules->kings, k)
      if (!in_set (ctx->hand, k))
        best = k;
  if (best != TAROT_CARD_NONE && (a = find_action (ctx->view, TAROT_ACTION_CALL, best, -1)) != NULL)
    return a;
  return ctx->view->legal.actions[0].kind == TAROT_ACTION_CALL ? &ctx->view->legal.actions[0] : NULL;
}

static const TarotAction *
choose (Ctx *ctx)
{
  const TarotPlayerView *v = ctx->view;
  TarotCardSet cards;

  switch (v->phase)
    {
    case TAROT_PHASE_DEALING:
      return choose_dealing (ctx);

    case TAROT_PHASE_AUCTION:
      if (ctx->family == FAMILY_FRENCH)
        return french_bid (ctx);
      if (ctx->family == FAMILY_TAPP)
        return tapp_bid (ctx);
      if (ctx->family == FAMILY_KOENIGRUFEN)
        return kr_bid (ctx);
      if (ctx->family == FAMILY_HUNGARIAN)
        return hungarian_bid (ctx);
      if (ctx->family == FAMILY_ITALIAN)
        return italian_bid (ctx);
      if (ctx->family == FAMILY_BOLOGNESE)
        return bolognese_bid (ctx);
      if (ctx->family == FAMILY_SICILIAN)
        return sicilian_bid (ctx);
      if (ctx->family == FAMILY_CALATAFIMI)
        return calatafimi_bid (ctx);
      break;

    case TAROT_PHASE_TALON:
      if (ctx->family == FAMILY_KOENIGRUFEN)
        return kr_talon (ctx);
      return choose_talon_group (ctx);

    case TAROT_PHASE_DISCARD:
      cards = legal_cards (v, TAROT_ACTION_DISCARD);
      if (!tarot_card_set_is_empty (cards))
        return find_action (v, TAROT_ACTION_DISCARD, choose_discard (ctx, cards), -1);
      break;

    case TAROT_PHASE_CALL:
      if (ctx->family == FAMILY_TROCCAS)
        return troccas_call (ctx);
      if (ctx->family == FAMILY_ITALIAN || ctx->family == FAMILY_SICILIAN)
        return italian_call (ctx);
      cards = legal_cards (v, TAROT_ACTION_CALL);
      if (!tarot_card_set_is_empty (cards))
        return find_action (v, TAROT_ACTION_CALL, french_call (ctx, cards), -1);
      break;

    case TAROT_PHASE_ANNOUNCE:
      if (ctx->family == FAMILY_FRENCH)
        return french_announce (ctx);
      if (ctx->family == FAMILY_TAPP)
        return tapp_announce (ctx);
      if (ctx->family == FAMILY_KOENIGRUFEN)
        return kr_announce (ctx);
      if (ctx->family == FAMILY_HUNGARIAN)
        return hungarian_announce (ctx);
      /* Bolognese cricche and sequences score: always declared */
      if (ctx->family == FAMILY_BOLOGNESE)
        return find_action (v, TAROT_ACTION_ANNOUNCE, -1, -1);
      if (ctx->family == FAMILY_SICILIAN)
        return sicilian_signal (ctx);
      if (ctx->family == FAMILY_CALATAFIMI)
        return calatafimi_signal (ctx);
      break;

    case TAROT_PHASE_KONTRA:
      if (ctx->family == FAMILY_TAPP)
        return tapp_kontra (ctx);
      break;

    case TAROT_PHASE_PLAY:
      if (ctx->family == FAMILY_FRENCH && french_poignee (ctx) != NULL)
        return french_poignee (ctx);
      /* a poignée shows the lowest trumps: they tell the others least */
      cards = legal_cards (v, TAROT_ACTION_SHOW);
      if (!tarot_card_set_is_empty (cards))
        return find_action (v, TAROT_ACTION_SHOW, tarot_card_set_first (cards), -1);
      cards = legal_cards (v, TAROT_ACTION_PLAY);
      if (!tarot_card_set_is_empty (cards))
        return find_action (v, TAROT_ACTION_PLAY, choose_card (ctx, cards), -1);
      break;

    default:
      break;
    }
  return find_action (v, TAROT_ACTION_PASS, -1, -1);
}

TarotAction
tarot_heuristic_player_choose (const TarotRules      *rules,
                               const TarotPlayerView *view,
                               TarotRng              *rng)
{
  TarotAction none = { TAROT_ACTION_NONE, TAROT_NO_SEAT, TAROT_CARD_NONE, 0 };
  const TarotAction *action;
  Ctx ctx;

  if (view->legal.n == 0)
    return none;
  if (view->legal.n == 1)
    return view->legal.actions[0];

  init_ctx (&ctx, rules, view, rng);
  action = choose (&ctx);
  /* every branch picks from the legal list; the first action is the
   * fallback of phases no heuristic knows */
  return action != NULL ? *action : view->legal.actions[0];
}
