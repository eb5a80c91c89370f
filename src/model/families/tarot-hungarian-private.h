/* tarot-hungarian-private.h — what the two files of the Hungarian
 * family share (tarot-hungarian.c: the auction, talon, announcements,
 * play and views; tarot-hungarian-outcome.c: the outcome, the score,
 * the outcome JSON and the action arguments)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "model/tarot-family.h"

#include "tarot-tarock-common.h"

G_BEGIN_DECLS

#define HU_ACTIVE     4
#define HU_TALON      6
#define HU_MAX_LEVEL  5   /* mordkontra */
#define HU_THREE      1   /* auction levels: contract index + 1 */
#define HU_TWO        2
#define HU_ONE        3
#define HU_SOLO       4

enum
{
  HU_GAME = 0,
  HU_TRULL,
  HU_KINGS,
  HU_DOUBLE,
  HU_VOLAT,
  HU_ULTIMO,
  HU_CATCH,
  HU_EIGHT,
  HU_NINE,
  HU_CLAIM_EIGHT,
  HU_CLAIM_NINE,
  HU_TOLD_ONE,    /* §7.3: "egy tarokk fekszik" */
  HU_TOLD_TWO,
  HU_CUT,         /* §5.1 knock_deal: the cutter's choice */
  HU_KNOCK,
  HU_N_IDS
};

#define HU_N_ITEMS 7   /* the game and the six bonuses */

/* TarotOutcome.extra[]: 0 a failed trial three; this one: who took
 * which honour from the talon (talon_honours()) */
#define HU_EXTRA_TALON_HONOURS 2

enum
{
  PROFILE_PASKIEVICS,
  PROFILE_KEGL,
  PROFILE_UNGARISCH,
};

enum
{
  ANNUL_FULL,
  ANNUL_XXI_KINGS_VOID,
  ANNUL_XXI_ONLY,
  ANNUL_NONE,
};

static const char *const id_strings[HU_N_IDS] = {
  "game", "trull", "four_kings", "double_game", "volat", "pagat_ultimo", "catch_xxi",
  "eight_tarokks", "nine_tarokks", "claim_eight", "claim_nine", "one_tarokk_discarded",
  "two_tarokks_discarded", "cut", "knock",
};

/* KONTRA arg bit: the compulsory kontra of the game that says why
 * (§8.1 discarder_states_reason) */
#define HU_KONTRA_REASON 0x80
#define HU_BATCH 9     /* §5.1: a knock lays out the hands in batches of nine */


typedef struct
{
  guint8  profile;
  guint8  holding_old;
  guint8  cue_old;
  guint8  conventions;
  guint8  first_bid_never_cue;
  guint8  yields;
  guint8  jumps;                 /* jump bids allowed (not in Ungarisch) */
  guint8  lone_bidder_raise;
  guint8  xx_not_discardable;
  guint8  tarokk_discard_last;   /* Ungarisch: tarokks only with nothing else */
  guint8  free_call;             /* a discarded tarokk frees the call */
  guint8  own_xx_call;           /* holding the XX, it may be called (alone) */
  guint8  annul_set;
  guint8  annul_after_tarokk;
  guint8  dg_volat_same_turn;
  guint8  dg_volat_different;
  guint8  double_game;           /* double game exists and may be announced */
  guint8  kontra_needs_48;
  guint8  kontra_multiplies_silent;
  guint8  opp_silent_only_if_kontra;
  guint8  no_basic_after_dg_v;   /* §13.1 no_basic_game_after_dg_or_volat */
  guint8  pay_talon_honours;     /* §11.9, five players */
  guint8  tell_first_turn;       /* §7.2 discards_admitted_at_first_turn */
  guint8  declarations_speak;    /* §9.5 rule 8 declarations_like_announcements */
  guint8  pais_declarations;     /* §9.5 rule 8 */
  guint8  pais_xvii_cue;         /* §6.5.4 */
  guint8  cue_to_previous;       /* §6.5.4 cue_only_to_previous_bidder */
  guint8  cue_if_other_declares; /* §6.5.4 cue_only_if_other_declares */
  guint8  states_reason;         /* §8.1 discarder_states_reason */
  guint8  dealer_weeps_laughs;   /* §2, five players */
  guint8  knock_deal;            /* §5.1 */
  guint8  silent_trull_with_volat;
  guint8  silent_kings_with_volat;
  guint8  silent_kings_with_dg;
  guint8  volat_supersedes;      /* Durch: no silent bonuses beside it */
  guint8  forced_ultimo_no_high; /* Kégl: inviter/yielder without a high honour */
  guint8  annul_before_discard;  /* Kégl: annulment decided before discarding */
  guint8  max_stakes;            /* of a doubled round, by passout_doubling */
  guint8  doubling;              /* passout_doubling: 0 none, else 1 + TarotDoubling */
  guint32 win_min;               /* declarer team wins with this many units */
  guint32 double_max;            /* the other side has at most this: double game */
  gint32  volat_silent;          /* times G */
  gint32  volat_announced;
  gint32  double_silent;
  gint32  double_announced;
  gint32  value[HU_N_IDS][2];    /* silent, announced, for trull … catch; declarations */
  gint32  trial_fail;            /* 0: G to each; else this to each */
} HuRules;

typedef struct
{
  guint8 talon_order[HU_TALON];   /* secret until shared out */
  guint8 level;
  guint8 holder;
  guint8 last_hold : 1;
  guint8 raising : 1;             /* lone three-bidder choosing a higher contract */
  guint8 acted : 1;               /* this turn did more than pass */
  guint8 turn_kontra : 1;         /* this turn kontra'd something */
  guint8 discards_done : 1;
  guint8 knock_stage : 2;         /* knock_deal: KNOCK_* */
  guint8 passed;                  /* bit per seat */
  guint8 has_bid;
  guint8 n_calls;                 /* bids and holds */
  guint8 cue_seat;
  guint8 cue_card;
  guint8 yield_seat;
  guint8 trial_seat;              /* a fourth-seat bid after three passes */
  guint8 recv[TAROT_MAX_PLAYERS]; /* talon cards received, public */
  guint8 to_discard;
  guint8 disc_tarokks[TAROT_MAX_PLAYERS];  /* per seat; only the total is public with five */
  guint8 disc_total;              /* tarokks in the common pile, public */
  guint8 disc[TAROT_MAX_PLAYERS][3];      /* each seat's discards; secret */
  guint8 annul_pending;           /* seats still to decide on annulling */
  guint8 public_team;             /* seats whose side everybody knows */
  guint8 last_speaker;
  guint8 pass_run;
  guint8 spoke;                   /* seats that had their first turn */
  guint8 turn_items;              /* bit per item announced this turn */
  guint8 declared;                /* seats that declared 8/9 tarokks */
  guint8 forced_ultimo;           /* seat that must announce pagátultimó */
  guint8 forced_kontra;           /* seat that must kontra the game */
  guint8 tell_pending;            /* seats still to tell their discarded tarokks */
  guint8 min_first;               /* seats whose first call was a minimum bid (pais_xvii_cue) */
  guint8 cue_invited;             /* cue_only_to_previous_bidder: seat + 1, CUE_ACCEPTED once held */
  guint8 n_chosen;                /* knock_deal: batches chosen so far */
  guint8 batch_pos;               /* knock_deal: 2 bits per batch, the chooser holding it */
} HuDeal;

#define CUE_ACCEPTED 0x80

enum
{
  KNOCK_NONE,
  KNOCK_CUTTING,   /* the cutter cuts or knocks; nothing dealt yet */
  KNOCK_CHOOSING,  /* the batches lie face down in choosing order */
};

TAROCK_DEFINE_FAMILY_DATA (hu, HuRules, HuDeal)

/* §5.1 knock_deal: the @k-th player to choose a batch, from the
 * dealer's left (the cutter) clockwise. */
static inline guint
chooser (const TarotDeal *deal,
         guint            k)
{
  guint s = tarock_prev_seat (deal, deal->dealer, HU_ACTIVE);

  while (k-- > 0)
    s = tarock_prev_seat (deal, s, HU_ACTIVE);
  return s;
}

#define T(n) (tarot_card_make_trump (n))
#define PAGAT T (1)
#define XX T (20)
#define XXI T (21)

static inline gboolean
holds (TarotCardSet hand,
       TarotCard    card)
{
  return tarot_card_set_contains (hand, card);
}

static inline gboolean
has_honour (const TarotRules *rules,
            TarotCardSet      hand)
{
  return !tarot_card_set_is_empty (tarot_card_set_intersect (hand, rules->honours));
}

static inline gboolean
has_high_honour (TarotCardSet hand)
{
  return holds (hand, XXI) || holds (hand, TAROT_CARD_FOOL);
}

static inline guint
n_tarokks (const TarotRules *rules,
           TarotCardSet      hand)
{
  return tarot_card_set_count (tarot_card_set_intersect (hand, rules->trumps));
}


/* Items (1..6) a team has announced. */
static inline guint
team_announced (const TarotDeal *deal,
                guint            team)
{
  guint mask = 0;

  for (guint s = 0; s < deal->n_players; s++)
    if (deal->declarer != TAROT_NO_SEAT && tarock_side_of (deal, s) == team &&
        s != tarock_sitter (deal->n_players, deal->dealer, HU_ACTIVE))
      mask |= deal->announced[s];
  return mask & 0x7e;
}

/* deal->kontra[item]: the declarer team's level in the low nibble,
 * the opponents' in the high one */
#define HU_KONTRA_BITS 4

static inline guint
kontra_level (const TarotDeal *deal,
              guint            item,
              guint            team)
{
  return tarock_kontra_level (deal->kontra, 2 * item + team, HU_KONTRA_BITS);
}


void         hu_share_talon       (const TarotRules   *rules,
                                   TarotDeal          *deal);
void         hu_outcome           (const TarotRules   *rules,
                                   const TarotDeal    *deal,
                                   TarotOutcome       *outcome);
void         hu_score             (const TarotRules   *rules,
                                   const TarotOutcome *outcome,
                                   TarotScore         *score,
                                   gboolean            with_labels);
void         hu_follow_up         (const TarotRules   *rules,
                                   const TarotOutcome *outcome,
                                   TarotFollowUp      *follow_up);
gboolean     hu_outcome_from_json (const TarotRules   *rules,
                                   JsonObject         *object,
                                   TarotOutcome       *outcome,
                                   GError            **error);
JsonObject  *hu_outcome_to_json   (const TarotRules   *rules,
                                   const TarotOutcome *outcome);
JsonObject  *hu_outcome_describe  (const TarotRules   *rules);
const char  *hu_arg_to_string     (const TarotRules   *rules,
                                   TarotActionKind     kind,
                                   guint               arg);
gboolean     hu_arg_from_string   (const TarotRules   *rules,
                                   TarotActionKind     kind,
                                   const char         *str,
                                   guint              *arg);

G_END_DECLS
