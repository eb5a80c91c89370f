/* tarot-koenigrufen-private.h — what the two files of the Königrufen
 * family share (tarot-koenigrufen.c: the rules, the deal, the auction,
 * talon, announcements, play and views; tarot-koenigrufen-outcome.c:
 * the outcome, the score, the outcome JSON and the action arguments)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "model/tarot-family.h"

#include "tarot-tarock-common.h"

G_BEGIN_DECLS

#define KR_ACTIVE         4
#define KR_TALON          6
#define KR_HALF           3
#define KR_MEIN_SPIEL     31
#define KR_LEAD_FROM_TOP  12
#define KR_LEAD_MIXED     13
#define KR_KONTRA_SEAT    16
#define KR_KONTRA_BITS    2      /* kontra levels: 0 … 3 */
#define KR_BUERGERMEISTER 107    /* Trischaken: "36 or more" in thirds (§4) */

typedef enum
{
  KR_GAME = 0,
  KR_PAGAT,
  KR_UHU,
  KR_KAKADU,
  KR_QUAPIL,
  KR_KING_ULTIMO,
  KR_TRULL,
  KR_KINGS,
  KR_VALAT,
  KR_ABSOLUT,
  KR_MONDFANG,
  KR_N_ITEMS
} KrItem;

static const char *const item_strings[KR_N_ITEMS] = {
  "game", "pagat", "uhu", "kakadu", "quapil", "king_ultimo", "trull", "kings", "valat",
  "absolut", "mondfang",
};

typedef enum
{
  KR_RUFER,
  KR_BIRD_RUFER,
  KR_SOLORUFER,
  KR_DREIER,
  KR_FARBENDREIER,
  KR_SECHSERDREIER,
  KR_SOLODREIER,
  KR_FARBENSOLO,
  KR_NEGATIVE,
  KR_TRISCHAKEN,
  KR_N_KINDS
} KrKind;

enum
{
  KR_BID_RANKED,       /* any player, by rank */
  KR_BID_FOREHAND,     /* forehand only, after "Mein Spiel" and three passes */
  KR_BID_OPENING,      /* forehand's opening bid only (Upper Austrian Sechserdreier) */
  KR_BID_NONE,         /* not in this profile */
};

typedef struct
{
  guint8  kind[TAROT_MAX_CONTRACTS];
  guint8  bird[TAROT_MAX_CONTRACTS];
  guint8  target_tricks[TAROT_MAX_CONTRACTS];
  guint8  ouvert[TAROT_MAX_CONTRACTS];
  guint8  bid[TAROT_MAX_CONTRACTS];         /* KR_BID_* */
  guint8  rank[TAROT_MAX_CONTRACTS];        /* ranked contracts: 1 and up */
  gint32  lost_value[TAROT_MAX_CONTRACTS];  /* game value when lost */
  gint32  silent[KR_N_ITEMS];               /* 0: no such bonus */
  gint32  announced[KR_N_ITEMS];            /* 0: cannot be announced */
  gint32  valat_silent;                     /* × game value, or fixed */
  gint32  valat_announced;
  gint32  trischaken_base;
  gint32  trischaken_tie[KR_ACTIVE];        /* paid to each other by 2 or 3 tied losers */
  gint32  jungfrau;                         /* a lone Jungfrau receives this × the base */
  guint8  valat_fixed;
  guint8  threshold;                        /* thirds the declaring side needs */
  guint8  trischaken_last_trick;            /* the talon goes to the last trick, not tricks 1–6 */
  guint8  forehand_may_hold;
  guint8  may_call_own_king;
  guint8  king_in_talon_concede;
  guint8  solo_doubles_bonuses;
  guint8  silent_bird_can_lose;
  guint8  strict_announced_cards;
  guint8  ouvert_all;
  guint8  farben_tarocks_first;
  guint8  kaiserstich;
  guint8  kontra_money_only;
  guint8  farben_bonuses_limited;
  guint8  announce_once;
  guint8  redeal_no_tarock;
} KrRules;

/* Private state of a hand.  Everything here is public except
 * talon_order while the talon lies face down (make_view clears it). */
typedef struct
{
  guint8 talon_order[KR_TALON];  /* the first half, then the second */
  guint8 bid_rank;               /* rank of the highest bid, 0 none */
  guint8 bid_contract;           /* its contract, 0xff "Mein Spiel" */
  guint8 holder;
  guint8 passed;                 /* bit per seat */
  guint8 opened;                 /* forehand has spoken */
  guint8 choosing;               /* forehand picks his game after three passes */
  guint8 to_discard;
  guint8 taken_half;             /* 0xff none */
  guint8 alone;                  /* 2 the called King lay in the talon, 1 it was the declarer's */
  guint8 king_half;              /* Solorufer: the talon half with the called King, 0xff */
  guint8 turn_acted;             /* announcements: this turn did something */
  guint8 quiet;                  /* turns in a row without an action */
  guint8 once;                   /* bit per seat: has announced in an earlier turn */
  guint8 lead_rule;              /* Trischaken: KR_LEAD_FROM_TOP / KR_LEAD_MIXED, 0 unset */
  guint8 conceded;
  guint8 ended_early;
  guint8 decl_tricks;            /* negative contracts: tricks the declarer took */
  guint8 partner_known;          /* the called King was played or its holder spoke */
  guint8 defenders;              /* bit per seat: spoke for the defending side */
  guint16 items;                 /* bit per KrItem announced (by anybody) */
  guint16 items_side;            /* bit per KrItem announced by the defending side */
} KrDeal;

TAROCK_DEFINE_FAMILY_DATA (kr, KrRules, KrDeal)

static inline TarotCard
bird_card (guint item)
{
  return tarot_card_make_trump (item - KR_PAGAT + 1);
}

/* The trick a bird must win: Pagat the last, Uhu the second-last... */
static inline guint
bird_trick (const TarotRules *rules,
            guint             item)
{
  return rules->n_tricks - 1u - (item - KR_PAGAT);
}

static inline gboolean
is_bird (guint item)
{
  return item >= KR_PAGAT && item <= KR_QUAPIL;
}

static inline guint
contract_kind (const TarotRules *rules,
               guint             contract)
{
  return contract < rules->n_contracts ? kr_rules (rules)->kind[contract] : KR_N_KINDS;
}

static inline gboolean
kind_calls_king (guint kind)
{
  return kind == KR_RUFER || kind == KR_BIRD_RUFER || kind == KR_SOLORUFER;
}

static inline gboolean
kind_is_farben (guint kind)
{
  return kind == KR_FARBENDREIER || kind == KR_FARBENSOLO;
}

static inline gboolean
kind_is_solo (guint kind)
{
  return kind == KR_SOLORUFER || kind == KR_SOLODREIER || kind == KR_FARBENSOLO;
}

static inline gboolean
is_subset (TarotCardSet part,
           TarotCardSet whole)
{
  return tarot_card_set_is_empty (tarot_card_set_minus (part, whole));
}

/* TarotOutcome.extra[KR_EXTRA_FLAGS] */
enum
{
  KR_X_ALONE       = 1 << 0,  /* 1 against 3 in a King call */
  KR_X_CONCEDED    = 1 << 1,
  KR_X_KONTRA_VOID = 1 << 2,  /* Solorufer with the called King in the talon */
  KR_X_KING_IN_TALON = 1 << 3,
};

#define KR_EXTRA_FLAGS 6

void         kr_outcome           (const TarotRules   *rules,
                                   const TarotDeal    *deal,
                                   TarotOutcome       *outcome);
void         kr_score             (const TarotRules   *rules,
                                   const TarotOutcome *outcome,
                                   TarotScore         *score,
                                   gboolean            with_labels);
gboolean     kr_outcome_from_json (const TarotRules   *rules,
                                   JsonObject         *object,
                                   TarotOutcome       *outcome,
                                   GError            **error);
JsonObject  *kr_outcome_to_json   (const TarotRules   *rules,
                                   const TarotOutcome *outcome);
JsonObject  *kr_outcome_describe  (const TarotRules   *rules);
const char  *kr_arg_to_string     (const TarotRules   *rules,
                                   TarotActionKind     kind,
                                   guint               arg);
gboolean     kr_arg_from_string   (const TarotRules   *rules,
                                   TarotActionKind     kind,
                                   const char         *str,
                                   guint              *arg);

G_END_DECLS
