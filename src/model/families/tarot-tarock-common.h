/* tarot-tarock-common.h — what the Central European Tarock families
 * (tapp, koenigrufen, hungarian) share: a dealer who sits the hand out
 * when more play than a hand has seats, the trick, kontra levels packed
 * into TarotDeal.kontra, and the pieces of their outcome JSON and action
 * arguments that read and write the same way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The seat helpers take the number of active seats (Tapp 3, Königrufen
 * and Hungarian Tarokk 4) as a constant, so inlined they cost what the
 * families' own copies did; the engine's hot path calls them.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "model/tarot-family.h"

G_BEGIN_DECLS

/* Defines prefix_rules (rules), prefix_deal (deal) and
 * prefix_deal_const (deal): TarotRules.family_data and
 * TarotDeal.family_data as the family's own @Rules and @Deal. */
#define TAROCK_DEFINE_FAMILY_DATA(prefix, Rules, Deal)                                  \
  G_STATIC_ASSERT (sizeof (Rules) <= sizeof (((TarotRules *) NULL)->family_data));      \
  G_STATIC_ASSERT (sizeof (Deal) <= sizeof (((TarotDeal *) NULL)->family_data));        \
                                                                                        \
  static inline const Rules *                                                           \
  prefix##_rules (const TarotRules *rules)                                              \
  {                                                                                     \
    return (const Rules *) (gconstpointer) rules->family_data.bytes;                    \
  }                                                                                     \
                                                                                        \
  static inline Deal *                                                                  \
  prefix##_deal (TarotDeal *deal)                                                       \
  {                                                                                     \
    return (Deal *) (gpointer) deal->family_data.bytes;                                 \
  }                                                                                     \
                                                                                        \
  static inline const Deal *                                                            \
  prefix##_deal_const (const TarotDeal *deal)                                           \
  {                                                                                     \
    return (const Deal *) (gconstpointer) deal->family_data.bytes;                      \
  }

/* --- seats --- */

/* The seat that sits the hand out: the dealer when more than
 * @n_active play. */
static inline guint
tarock_sitter (guint n_players,
               guint dealer,
               guint n_active)
{
  return n_players > n_active ? dealer : TAROT_NO_SEAT;
}

/* The next active seat in playing order. */
static inline guint
tarock_next_seat (const TarotDeal *deal,
                  guint            seat,
                  guint            n_active)
{
  guint s = (seat + 1u) % deal->n_players;

  if (s == tarock_sitter (deal->n_players, deal->dealer, n_active))
    s = (s + 1u) % deal->n_players;
  return s;
}

/* The active seat before @seat in playing order: clockwise, since
 * play goes anticlockwise. */
static inline guint
tarock_prev_seat (const TarotDeal *deal,
                  guint            seat,
                  guint            n_active)
{
  guint s = (seat + deal->n_players - 1u) % deal->n_players;

  if (s == tarock_sitter (deal->n_players, deal->dealer, n_active))
    s = (s + deal->n_players - 1u) % deal->n_players;
  return s;
}

/* The active seat @steps after @seat. */
static inline guint
tarock_seat_after (const TarotDeal *deal,
                   guint            seat,
                   guint            steps,
                   guint            n_active)
{
  for (guint i = 0; i < steps; i++)
    seat = tarock_next_seat (deal, seat, n_active);
  return seat;
}

/* Forehand (eldest): the first active seat after the dealer, who
 * speaks and leads first. */
static inline guint
tarock_forehand (const TarotDeal *deal,
                 guint            n_active)
{
  return tarock_next_seat (deal, deal->dealer, n_active);
}

/* Position in the bidding order: forehand 0, then 1, 2 … */
static inline guint
tarock_bid_rank (const TarotDeal *deal,
                 guint            seat,
                 guint            n_active)
{
  guint rank = 0;

  for (guint s = tarock_forehand (deal, n_active); s != seat && rank < n_active;
       s = tarock_next_seat (deal, s, n_active))
    rank++;
  return rank;
}

/* Declaring side (0) or not (1), by the true partnership. */
static inline guint
tarock_side_of (const TarotDeal *deal,
                guint            seat)
{
  return seat == deal->declarer || seat == deal->partner ? 0 : 1;
}

/* --- the hand and its tricks --- */

static inline void
tarock_finish (TarotDeal *deal,
               TarotEnd   end)
{
  deal->phase = TAROT_PHASE_OVER;
  deal->end = end;
  deal->to_move = TAROT_NO_SEAT;
}

/* Plays @card from the hand of the seat to move into the current
 * trick; TRUE when that completes the trick, else the next seat is to
 * move. */
static inline gboolean
tarock_lay_card (TarotDeal *deal,
                 TarotCard  card,
                 guint      n_active)
{
  guint p = deal->to_move;

  tarot_card_set_remove (&deal->hands[p], card);
  tarot_card_set_add (&deal->played, card);
  deal->tricks[deal->n_tricks][deal->trick_len++] = card;
  if (deal->trick_len < n_active)
    {
      deal->to_move = (guint8) tarock_next_seat (deal, p, n_active);
      return FALSE;
    }
  return TRUE;
}

/* Gives the full current trick to the seat that played its @best-th
 * card and closes it; returns that seat. */
static inline guint
tarock_take_trick (TarotDeal *deal,
                   guint      best,
                   guint      n_active)
{
  guint t = deal->n_tricks;
  guint winner = tarock_seat_after (deal, deal->trick_leader[t], best, n_active);

  for (guint i = 0; i < n_active; i++)
    tarot_card_set_add (&deal->won[winner], deal->tricks[t][i]);
  deal->trick_winner[t] = (guint8) winner;
  deal->n_tricks++;
  deal->trick_len = 0;
  return winner;
}

/* @winner leads the next trick. */
static inline void
tarock_lead_next (TarotDeal *deal,
                  guint      winner)
{
  deal->trick_leader[deal->n_tricks] = (guint8) winner;
  deal->to_move = (guint8) winner;
}

/* Plays @card where the best card by tarot_trick_best() takes the trick
 * and the hand ends with the last trick. */
static inline void
tarock_play_card (const TarotRules *rules,
                  TarotDeal        *deal,
                  TarotCard         card,
                  guint             n_active)
{
  guint winner;

  if (!tarock_lay_card (deal, card, n_active))
    return;
  winner = tarock_take_trick (deal, tarot_trick_best (rules, deal->tricks[deal->n_tricks], n_active), n_active);
  if (deal->n_tricks == rules->n_tricks)
    tarock_finish (deal, TAROT_END_PLAYED);
  else
    tarock_lead_next (deal, winner);
}

/* --- kontra levels ---
 *
 * TarotDeal.kontra and TarotOutcome.kontra hold the levels as fields of
 * @bits bits (2, 4 or 8), 8 / @bits of them a byte, the first in the
 * low bits. */

static inline guint
tarock_kontra_level (const guint8 *kontra,
                     guint         index,
                     guint         bits)
{
  guint per_byte = 8u / bits;

  return (kontra[index / per_byte] >> (bits * (index % per_byte))) & ((1u << bits) - 1u);
}

static inline void
tarock_set_kontra_level (guint8 *kontra,
                         guint   index,
                         guint   bits,
                         guint   level)
{
  guint per_byte = 8u / bits, shift = bits * (index % per_byte);

  kontra[index / per_byte] = (guint8) ((kontra[index / per_byte] & ~(((1u << bits) - 1u) << shift)) |
                                       (level << shift));
}

/* --- outcome JSON, outcome descriptions, sampled deals --- */

typedef enum
{
  TAROCK_BONUS_SEAT  = 1 << 0,   /* write "seat" where the bonus has one */
  TAROCK_BONUS_LEVEL = 1 << 1,   /* write "kontra", the bonus's level */
} TarockBonusFields;

int          tarock_find_id              (const char *const  *ids,
                                          guint               first,
                                          guint               last,
                                          const char         *str);
gboolean     tarock_contract_from_string (const TarotRules   *rules,
                                          const char         *str,
                                          guint              *contract);
gboolean     tarock_read_seat            (JsonObject         *object,
                                          const char         *where,
                                          const char         *member,
                                          guint               n_players,
                                          guint               dealer,
                                          guint               n_active,
                                          guint              *seat,
                                          GError            **error);
gboolean     tarock_read_kontra          (JsonObject         *object,
                                          const char *const  *ids,
                                          guint               last,
                                          guint32             targets,
                                          guint               max_level,
                                          guint               bits,
                                          const char         *unknown,
                                          guint8             *kontra,
                                          GError            **error);
void         tarock_write_kontra         (JsonObject         *object,
                                          const char *const  *ids,
                                          guint               last,
                                          guint               bits,
                                          const guint8       *kontra);
gboolean     tarock_check_kontra_announced (const TarotOutcome *outcome,
                                            const char *const  *ids,
                                            guint               first,
                                            guint               last,
                                            guint               bits,
                                            const char         *problem,
                                            GError            **error);
JsonObject  *tarock_bonus_to_json        (const TarotOutcome *outcome,
                                          const char         *id,
                                          const TarotBonus   *b,
                                          TarockBonusFields   fields);
guint        tarock_best_points          (const TarotRules   *rules,
                                          TarotCardSet        set,
                                          guint               k);
void         tarock_describe_dealer      (JsonObject         *desc,
                                          guint               n_players,
                                          guint               n_active);
void         tarock_describe_bonus_flags (JsonObject         *list);
void         tarock_sample_talon_order   (TarotDeal          *deal,
                                          guint8             *order,
                                          guint               n);

G_END_DECLS
