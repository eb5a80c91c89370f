/* tarot-calatafimi-private.h — what the `calatafimi` family's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "model/tarot-deal.h"
#include "model/families/tarot-sicilian-common.h"

G_BEGIN_DECLS

/* the deal in rounds of five (S8–S10) */
#define ROUND        5
/* "marche": normally 8 at most, never more than 10 (S8) */
#define MAX_OFFER    10
/* deals bought off in a row before the next one is played out: the
 * rules set no limit; a bound keeps the payments and the replay small */
#define MAX_BOUGHT   8

/* S8: the contracts (the variant's "contracts", in this order) */
#define CONTRACT_VENTI 0            /* the first "Twenty" plays with a partner */
#define CONTRACT_SOLO  1

typedef struct
{
  TarotSicilianCards cards;
  guint8 bargain_at;        /* cards in a hand when the bargaining comes */
  guint8 four;              /* S8: Solo or partners */
  guint8 two;               /* S10: a stock to draw from; else S9, each for himself */
  gint8  targets[2];        /* S9: the dealer's, the others' */
} CalaRules;

typedef struct
{
  TarotExcuse fugg;         /* the Fuggitivo: who played it, to which trick, who won that */
  guint8 suits_led;         /* bit per suit: a trick of it has been led */
  guint8 first_of_suit;     /* the trick in progress is the first of its suit */
  guint8 undecided;         /* bargaining: bit s, seat s has not decided */
  guint8 stricos;           /* bargaining: "Mi strico" said in a row */
  guint8 n_bought;          /* deals bought off before this one */
  gint8  said[TAROT_MAX_PLAYERS];         /* bargaining: + offer, − sum asked */
  gint16 paid[TAROT_MAX_PLAYERS];         /* what the bought-off deals paid (−) or gave (+) */
  guint8 discarder;         /* who took the three cards and discarded */
  guint8 round;             /* S8: Round */
  guint8 spoken;            /* S8: players who have spoken in this round */
  guint8 led_once;          /* S8: bit s, seat s has led a trick */
  guint8 partner_open;      /* S8: everybody knows the partner */
  guint8 bottom;            /* S8: the bottom card, which the dealer saw */
  guint8 drawn_up[2];       /* S10: the card the winner drew after trick t, at [t % 2] */
} CalaState;

G_STATIC_ASSERT (sizeof (CalaRules) <= sizeof (((TarotRules *) 0)->family_data));
G_STATIC_ASSERT (sizeof (CalaState) <= sizeof (((TarotDeal *) 0)->family_data));

#define CR(rules) ((const CalaRules *) (gconstpointer) (rules)->family_data.bytes)
#define ST(deal)  ((CalaState *) (gpointer) (deal)->family_data.bytes)
#define CST(deal) ((const CalaState *) (gconstpointer) (deal)->family_data.bytes)

/* S8's signals: TAROT_ACTION_ANNOUNCE args, and bits of deal->announced[seat] */
enum
{
  SIGNAL_GIOVE,     /* "Giove": I hold the Giove */
  SIGNAL_PALLA,     /* "Palla": I hold the Palla */
  SIGNAL_BATTO,     /* "Batto": I hold the Giove or the Palla */
  N_SIGNALS,
};
/* announced[] bit of "Batto" once both are out (the highest trump left),
 * with that trump's card in the bits from TOP_SHIFT */
#define SAID_BATTO_TOP  N_SIGNALS
#define TOP_SHIFT       8
extern const char *const calatafimi_signal_ids[N_SIGNALS];

/* TarotOutcome.extra[]: S9: [s] seat s's card points (tarot-share-outcome.h);
 * S8: [EXTRA_TOOK] the side that took the three cards; both:
 * [EXTRA_PAID + s] what the deals bought off before paid seat s */
#define EXTRA_TOOK   0
#define EXTRA_PAID   4

G_STATIC_ASSERT (EXTRA_PAID + TAROT_MAX_PLAYERS - 2 <= 8);

/* S9: each for himself; S8: 0 the declarer's side, 1 the others. */
static inline guint
calatafimi_team_of (const TarotDeal *deal,
                    guint            seat)
{
  if (deal->declarer == TAROT_NO_SEAT)
    return seat;
  return seat == deal->declarer || seat == deal->partner ? 0 : 1;
}

/* tarot-calatafimi-table.c: S8's signals, the bottom card, the views and
 * sampled deals */
TarotCard   calatafimi_bottom_card      (const TarotRules      *rules,
                                         const TarotDeal       *deal);
guint       calatafimi_open_signals     (const TarotRules      *rules,
                                         const TarotDeal       *deal,
                                         guint                  seat);
void        calatafimi_give_signal      (const TarotRules      *rules,
                                         TarotDeal             *deal,
                                         TarotAction            action);
void        calatafimi_make_view        (const TarotRules      *rules,
                                         const TarotDeal       *deal,
                                         guint                  seat,
                                         TarotPlayerView       *view);
void        calatafimi_sample_constraints (const TarotRules      *rules,
                                           const TarotPlayerView *view,
                                           TarotCardSet          *excluded);
void        calatafimi_sample_state     (const TarotRules      *rules,
                                         const TarotPlayerView *view,
                                         TarotDeal             *deal);
gboolean    calatafimi_sample_check     (const TarotRules      *rules,
                                         const TarotPlayerView *view,
                                         const TarotDeal       *deal);

/* tarot-calatafimi-outcome.c */
void        calatafimi_outcome          (const TarotRules   *rules,
                                         const TarotDeal    *deal,
                                         TarotOutcome       *outcome);
void        calatafimi_score            (const TarotRules   *rules,
                                         const TarotOutcome *outcome,
                                         TarotScore         *score,
                                         gboolean            with_labels);
gboolean    calatafimi_outcome_from_json (const TarotRules  *rules,
                                          JsonObject        *object,
                                          TarotOutcome      *outcome,
                                          GError           **error);
JsonObject *calatafimi_outcome_to_json  (const TarotRules   *rules,
                                         const TarotOutcome *outcome);
JsonObject *calatafimi_outcome_describe (const TarotRules   *rules);

G_END_DECLS
