/* tarot-sicilian-common.c — the common Sicilian rules (rules/italian-
 * living-games.md, Sicily, "Common Sicilian rules")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "model/tarot-error.h"
#include "model/tarot-json.h"
#include "model/tarot-pack.h"
#include "model/families/tarot-sicilian-common.h"

static const char *const trump_terms[TAROT_SICILIAN_N_NAMED] = {
  "giove", "palla", "sole", "luna", "stella", "picciotti", "miseria",
};

/* Values by face: Maid (or Fante) 2, Cavallo 3, Queen 4, King 5 */
static const guint8 court_value[4] = { 2, 3, 4, 5 };

gboolean
tarot_sicilian_setup_rules (TarotRules          *rules,
                            TarotSicilianCards  *cards,
                            const char          *file,
                            GError             **error)
{
  TarotCard by_rank[TAROT_CARD_ID_LIMIT];
  guint n = 0;

  memset (cards, 0, sizeof *cards);
  /* the trumps from the highest; a tie among them would leave a named card unknown */
  TAROT_CARD_SET_FOREACH (tarot_card_set_intersect (rules->trumps, tarot_card_set_all_trumps ()), t)
    {
      guint i = n++;

      while (i > 0 && rules->rank[by_rank[i - 1]] < rules->rank[t])
        {
          by_rank[i] = by_rank[i - 1];
          i--;
        }
      by_rank[i] = t;
    }
  if (n < TAROT_SICILIAN_N_NAMED || rules->fool_role != TAROT_FOOL_EXCUSE ||
      !tarot_card_set_contains (rules->pack, TAROT_CARD_FOOL) ||
      rules->rank[by_rank[0]] == rules->rank[by_rank[1]] ||
      rules->rank[by_rank[n - 1]] == rules->rank[by_rank[n - 2]])
    {
      tarot_json_set_error (error, file, NULL, "pack",
                            "a pack with the Fool as Excuse and seven trumps or more, "
                            "the highest and the two lowest of different rank");
      return FALSE;
    }
  for (guint i = 0; i <= TAROT_SICILIAN_STELLA; i++)
    cards->named[i] = by_rank[i];
  cards->named[TAROT_SICILIAN_PICCIOTTI] = by_rank[n - 2];
  cards->named[TAROT_SICILIAN_MISERIA] = by_rank[n - 1];

  tarot_card_set_add (&cards->diecine, cards->named[TAROT_SICILIAN_GIOVE]);
  tarot_card_set_add (&cards->diecine, cards->named[TAROT_SICILIAN_PICCIOTTI]);
  tarot_card_set_add (&cards->diecine, TAROT_CARD_FOOL);
  for (guint i = TAROT_SICILIAN_PALLA; i <= TAROT_SICILIAN_STELLA; i++)
    tarot_card_set_add (&cards->arie, cards->named[i]);
  cards->cinquine = tarot_card_set_union (cards->arie, tarot_card_set_intersect (rules->kings, rules->pack));

  memset (rules->value, 0, sizeof rules->value);
  memset (rules->value_sets, 0, sizeof rules->value_sets);
  TAROT_CARD_SET_FOREACH (rules->pack, c)
    {
      guint v = 1;

      if (tarot_card_set_contains (cards->diecine, c))
        v = 10;
      else if (tarot_card_set_contains (cards->cinquine, c))
        v = 5;
      else if (tarot_card_is_suit_card (c) && tarot_card_face (c) >= TAROT_FACE_JACK)
        v = court_value[tarot_card_face (c) - TAROT_FACE_JACK];
      rules->value[c] = (guint8) v;
      tarot_card_set_add (&rules->value_sets[v], c);
      /* every suit K Q C Maid 10 … low, the Ace of Coins lowest */
      if (tarot_card_is_suit_card (c))
        rules->rank[c] = (guint8) (tarot_card_face (c) + 1);
    }
  rules->honours = cards->diecine;
  rules->count_by = 1;
  rules->points_total = tarot_sicilian_count_pile (rules, rules->pack) + TAROT_SICILIAN_LAST_TRICK;
  return TRUE;
}

const char *
tarot_sicilian_trump_term (const TarotSicilianCards *cards,
                           TarotCard                 card)
{
  for (guint i = 0; i < TAROT_SICILIAN_N_NAMED; i++)
    if (cards->named[i] == card)
      return trump_terms[i];
  return NULL;
}

guint
tarot_sicilian_count_pile (const TarotRules *rules,
                           TarotCardSet      pile)
{
  guint n = tarot_card_set_count (pile), sum = 0;

  for (guint v = 1; v < G_N_ELEMENTS (rules->value_sets); v++)
    sum += v * tarot_card_set_count (tarot_card_set_intersect (pile, rules->value_sets[v]));
  return sum - 2 * (n / 3) - (n % 3 != 0 ? 1 : 0);
}

/* What the counting in threes takes from a pile of @n cards */
static guint
deduction (guint n)
{
  return 2 * (n / 3) + (n % 3 != 0 ? 1 : 0);
}

typedef struct
{
  guint  n_sides;
  guint  trick_size;
  guint  extra;
  guint  sizes[TAROT_MAX_PLAYERS];
  guint  lo, hi;  /* the smallest and largest deduction */
} RangeSearch;

static void
note_sizes (RangeSearch *r)
{
  guint d = 0;

  for (guint s = 0; s < r->n_sides; s++)
    d += deduction (r->sizes[s]);
  r->lo = MIN (r->lo, d);
  r->hi = MAX (r->hi, d);
}

/* the extra cards to one side, then the Fuggitivo from a side that won
 * tricks to any other */
static void
place_rest (RangeSearch *r)
{
  for (guint x = 0; x < r->n_sides; x++)
    {
      r->sizes[x] += r->extra;
      note_sizes (r);
      for (guint from = 0; from < r->n_sides; from++)
        for (guint to = 0; to < r->n_sides; to++)
          if (from != to && r->sizes[from] >= r->trick_size)
            {
              r->sizes[from]--;
              r->sizes[to]++;
              note_sizes (r);
              r->sizes[from]++;
              r->sizes[to]--;
            }
      r->sizes[x] -= r->extra;
    }
}

static void
share_tricks (RangeSearch *r,
              guint        side,
              guint        left)
{
  if (side + 1 == r->n_sides)
    {
      r->sizes[side] = left * r->trick_size;
      place_rest (r);
      return;
    }
  for (guint t = 0; t <= left; t++)
    {
      r->sizes[side] = t * r->trick_size;
      share_tricks (r, side + 1, left - t);
    }
}

void
tarot_sicilian_total_range (const TarotRules *rules,
                            guint             n_sides,
                            guint             n_tricks,
                            guint             trick_size,
                            guint             extra,
                            guint            *lo,
                            guint            *hi)
{
  RangeSearch r = { .n_sides = CLAMP (n_sides, 1, TAROT_MAX_PLAYERS), .trick_size = trick_size,
                    .extra = extra, .lo = G_MAXUINT, .hi = 0 };
  guint sum = 0;

  for (guint v = 1; v < G_N_ELEMENTS (rules->value_sets); v++)
    sum += v * tarot_card_set_count (tarot_card_set_intersect (rules->pack, rules->value_sets[v]));
  share_tricks (&r, 0, n_tricks);
  *lo = sum - r.hi + TAROT_SICILIAN_LAST_TRICK;
  *hi = sum - r.lo + TAROT_SICILIAN_LAST_TRICK;
}

TarotCardSet
tarot_sicilian_legal_play (const TarotRules *rules,
                           TarotCardSet      hand,
                           const TarotCard  *trick,
                           guint             trick_len)
{
  TarotCardSet legal = tarot_legal_follow (rules, hand, trick, trick_len, FALSE);

  /* never led except perforce, to the last trick */
  if (trick_len == 0 && tarot_card_set_count (hand) > 1)
    tarot_card_set_remove (&legal, TAROT_CARD_FOOL);
  return legal;
}

TarotCardSet
tarot_sicilian_discardable (const TarotRules         *rules,
                            const TarotSicilianCards *cards,
                            TarotCardSet              hand,
                            guint                     left)
{
  TarotCardSet allowed = tarot_card_set_minus (tarot_card_set_minus (hand, cards->diecine), cards->cinquine);
  TarotCardSet plain = tarot_card_set_minus (allowed, rules->trumps);

  return tarot_card_set_count (plain) >= left ? plain : allowed;
}

void
tarot_sicilian_deal_to (TarotDeal *deal,
                        guint      seat,
                        guint      k)
{
  for (guint j = 0; j < k; j++)
    {
      TarotCard c = tarot_card_set_nth (deal->talon, tarot_rng_below (&deal->rng, tarot_card_set_count (deal->talon)));

      tarot_card_set_remove (&deal->talon, c);
      tarot_card_set_add (&deal->hands[seat], c);
    }
}

void
tarot_sicilian_deal_rounds (TarotDeal *deal,
                            guint      round,
                            guint      upto)
{
  while (tarot_card_set_count (deal->hands[deal->dealer]) < upto)
    for (guint i = 1; i <= deal->n_players; i++)
      tarot_sicilian_deal_to (deal, (deal->dealer + i) % deal->n_players, round);
}

void
tarot_sicilian_keep_fuggitivo (TarotDeal *deal,
                               guint      owner)
{
  tarot_deal_move_won (deal, TAROT_CARD_FOOL, owner);
}

void
tarot_sicilian_settle_fuggitivo (TarotDeal *deal,
                                 guint      owner,
                                 guint      winner,
                                 gboolean   owner_side_won)
{
  if (!owner_side_won && owner != winner)
    tarot_deal_move_won (deal, TAROT_CARD_FOOL, winner);
}
