/* tarot-french-private.h — what the two files of the French Tarot
 * family share (tarot-french.c: the rules, the deal, the auction, dog,
 * announcements, play and views; tarot-french-outcome.c: the outcome,
 * the score, the outcome JSON, its validation and description, the
 * action arguments and the pots)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "model/tarot-family.h"

#include "tarot-french.h"

G_BEGIN_DECLS

#define PETIT        ((TarotCard) 56)
#define PAB_VALUE    10       /* Petit au bout, before multiplication (§9.2) */
#define SLAM_MADE    400      /* §9.3 */
#define SLAM_SILENT  200
#define SLAM_FAILED  200
#define GRAND_CHELEM 600      /* §13 bid_grand_chelem: ±600, unannounced 300 */
#define GRAND_SILENT 300
#define MISERE_VALUE 10       /* §13 misère declarations */
#define NO_CONTRACT  0xff
#define POT_LIMIT    1000000  /* game points in one mouche, see feed_pot() */
#define PENGUIN_LOW        13  /* S004, three players: lowest handful and its value */
#define PENGUIN_LOW_VALUE  10
#define PENGUIN_HIGH       21  /* highest handful */
#define PENGUIN_HIGH_VALUE 40

typedef enum
{
  DOG_TAKEN,    /* Prise, Pousse, Garde: shown, taken, discard (§7) */
  DOG_SANS,     /* counts for the declarer */
  DOG_CONTRE,   /* counts for the defence */
} DogUse;

typedef enum
{
  SCORING_FFT,
  SCORING_APPEL,
} Scoring;

typedef enum
{
  POTS_NONE,
  POTS_STANDARD,   /* ch. 9 "Bêtes or mouches" */
  POTS_AT,         /* 9.15 (10) AT */
  POTS_ARN,        /* 9.15 (10) Arn. */
} PotScheme;

typedef struct
{
  gint32 poignee_value[3];
  gint32 base;                       /* 25, or 10 in appel5 (§11) */
  gint32 mult[TAROT_MAX_CONTRACTS];
  gint32 unmultiplied_base[TAROT_MAX_CONTRACTS];  /* no_multipliers (§13) */
  gint32 defence_slam_bonus;
  gint32 slam_silent;
  TarotCardSet courts;               /* court cards, for pas d'honneurs */
  guint8 packet;
  guint8 scoring;                    /* Scoring */
  guint8 harmonised;                 /* appel5 scored as 9.13 (Q8) */
  guint8 share_equal;                /* appel5: declarer and partner share equally (Q6) */
  guint8 defender_poignee_personal;
  guint8 annul_petit_sec;
  guint8 poignee_min[3];
  guint8 dog_use[TAROT_MAX_CONTRACTS];
  guint8 grand_chelem;               /* contract index of the Grand chelem bid, NO_CONTRACT if none */
  guint8 bid_grand_chelem;
  guint8 misere;
  guint8 petit_en_dedans;
  guint8 contre;
  guint8 petit_imprenable;
  guint8 tarot_force;
  guint8 no_multipliers;
  guint8 rounding;                   /* 3 players: 0, 5 or 10 */
  guint8 pots;                       /* PotScheme */
} FrenchRules;

typedef struct
{
  guint8 poignee[TAROT_MAX_PLAYERS]; /* level shown, 0 none */
  guint8 speakers;                   /* auction turns taken */
  guint8 discard_left;
  guint8 played_mask;                /* seats that have played a card */
  guint8 chelem;                     /* slam announced */
  guint8 excuse_seat;
  guint8 excuse_trick;
  gint8  led_suit;                   /* current trick: 0..3, 4 trumps, -1 none yet */
  guint8 high_trump;                 /* current trick: highest trump id, 0 none */
  guint8 best_pos;                   /* current trick: position of the winning card so far */
  guint8 best_strength;
  TarotCardSet trick_cards;          /* current trick's cards */
  guint8 kontra_turns;               /* contre decisions taken */
  guint8 imprenable_seat;            /* holder of a Petit imprenable, TAROT_NO_SEAT none */
  guint8 show_left;                  /* trumps the announcer of a poignée has still to show */
} FrenchState;

G_STATIC_ASSERT (sizeof (FrenchRules) <= sizeof (((TarotRules *) 0)->family_data));
G_STATIC_ASSERT (sizeof (FrenchState) <= sizeof (((TarotDeal *) 0)->family_data));

#define FR(rules) ((const FrenchRules *) (gconstpointer) (rules)->family_data.bytes)
#define ST(deal)  ((FrenchState *) (gpointer) (deal)->family_data.bytes)
#define CST(deal) ((const FrenchState *) (gconstpointer) (deal)->family_data.bytes)

static const char *const contract_ids[] = {
  "prise", "pousse", "garde", "garde_sans", "garde_contre", "grand_chelem", NULL
};
enum { CONTRACT_PRISE, CONTRACT_POUSSE, CONTRACT_GARDE, CONTRACT_GARDE_SANS, CONTRACT_GARDE_CONTRE,
       CONTRACT_GRAND_CHELEM };

/* Declaring side (0) or not (1), by the true partnership. */
static inline guint
side_of (const TarotDeal *deal,
         guint            seat)
{
  return seat == deal->declarer || seat == deal->partner ? 0 : 1;
}

void         french_outcome           (const TarotRules   *rules,
                                       const TarotDeal    *deal,
                                       TarotOutcome       *outcome);
void         french_score             (const TarotRules   *rules,
                                       const TarotOutcome *outcome,
                                       TarotScore         *score,
                                       gboolean            with_labels);
gboolean     french_outcome_from_json (const TarotRules   *rules,
                                       JsonObject         *object,
                                       TarotOutcome       *outcome,
                                       GError            **error);
JsonObject  *french_outcome_to_json   (const TarotRules   *rules,
                                       const TarotOutcome *outcome);
JsonObject  *french_outcome_describe  (const TarotRules   *rules);
const char  *french_arg_to_string     (const TarotRules   *rules,
                                       TarotActionKind     kind,
                                       guint               arg);
gboolean     french_arg_from_string   (const TarotRules   *rules,
                                       TarotActionKind     kind,
                                       const char         *str,
                                       guint              *arg);

G_END_DECLS
