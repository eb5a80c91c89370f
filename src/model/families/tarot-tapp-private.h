/* tarot-tapp-private.h — what the two files of the Tapp-Tarock family
 * share (tarot-tapp.c: the rules, the deal, the auction, talon,
 * announcements, doubling, play and views; tarot-tapp-outcome.c: the
 * outcome, the score, the outcome JSON and the action arguments)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "model/tarot-family.h"

#include "tarot-tarock-common.h"

G_BEGIN_DECLS

#define TAPP_ACTIVE      3   /* players in a hand; with four, the dealer sits out */
#define TAPP_MAX_TALON   8

enum
{
  TAPP_SCORING_BABSCH,
  TAPP_SCORING_DOPPEN,
};

/* ANNOUNCE args and bonus ids share the numbers of what they are about */
enum
{
  TAPP_PAGAT = 1,
  TAPP_VALAT = 2,
  TAPP_UHU   = 3,
  TAPP_TRULL = 4,
  TAPP_KINGS = 5,
  TAPP_HEADS = 6,
  TAPP_N_IDS
};

#define TAPP_GAME 0   /* KONTRA target: the game itself */

/* hand-bonus holdings per seat */
enum
{
  TAPP_HOLDS_TRULL = 1 << 0,
  TAPP_HOLDS_HEADS = 1 << 1,
  TAPP_HOLDS_KINGS = 1 << 2,
};

static const char *const id_strings[TAPP_N_IDS] = {
  "game", "pagat", "valat", "uhu", "trull", "kings", "heads",
};

typedef struct
{
  guint8  scoring;                          /* TAPP_SCORING_* */
  guint8  take[TAROT_MAX_CONTRACTS];        /* talon cards taken; 0 = Solo */
  guint8  bonus_mult[TAROT_MAX_CONTRACTS];
  gint8   fixed_group[TAROT_MAX_CONTRACTS]; /* -1: free choice */
  guint8  talon_fixed;
  guint8  expose_talon;
  guint8  solo_holdable;
  guint8  max_kontra;
  guint8  contra_ultimo;
  guint8  opponent_valat;
  guint8  as_dealt;
  guint8  packet;
  guint8  target;                           /* whole points to win */
  guint8  announce_mask;                    /* bit 1 << TAPP_PAGAT ... */
  guint8  trischaken;                       /* all pass: play Trischaken, not a redeal */
  guint8  sitter_shares;                    /* four players: the dealer shares the opponents' result */
  gint32  game_base;                        /* Doppen: 10 */
  gint32  pagat;
  gint32  uhu;
  gint32  valat;                            /* Babsch: times the game value; Doppen: points */
  gint32  hand_bonus[TAPP_N_IDS];           /* indexed by TAPP_TRULL ... */
  gint32  trischaken_stake;                 /* the loser pays this to each other player */
} TappRules;

typedef struct
{
  guint8 talon_order[TAPP_MAX_TALON];  /* from the top: the upper half first */
  guint8 level;                        /* auction: contract index + 1, 0 = no bid */
  guint8 holder;                       /* seat holding the current bid */
  guint8 passed;                       /* bit per seat */
  guint8 no_tarock;                    /* seats still to decide on a redeal */
  guint8 to_discard;
  guint8 kontra_round;                 /* 0 opponents double, 1 soloist, 2 opponents again */
  guint8 kontra_turns;
  guint8 holds[TAROT_MAX_PLAYERS];     /* TAPP_HOLDS_* */
} TappDeal;

TAROCK_DEFINE_FAMILY_DATA (tapp, TappRules, TappDeal)

static inline TarotCard
pagat_card (void)
{
  return tarot_card_make_trump (1);
}

void         tapp_outcome           (const TarotRules   *rules,
                                     const TarotDeal    *deal,
                                     TarotOutcome       *outcome);
void         tapp_score             (const TarotRules   *rules,
                                     const TarotOutcome *outcome,
                                     TarotScore         *score,
                                     gboolean            with_labels);
gboolean     tapp_outcome_from_json (const TarotRules   *rules,
                                     JsonObject         *object,
                                     TarotOutcome       *outcome,
                                     GError            **error);
JsonObject  *tapp_outcome_to_json   (const TarotRules   *rules,
                                     const TarotOutcome *outcome);
JsonObject  *tapp_outcome_describe  (const TarotRules   *rules);
const char  *tapp_arg_to_string     (const TarotRules   *rules,
                                     TarotActionKind     kind,
                                     guint               arg);
gboolean     tapp_arg_from_string   (const TarotRules   *rules,
                                     TarotActionKind     kind,
                                     const char         *str,
                                     guint              *arg);

G_END_DECLS
