/* tarot-italian-private.h — what the two files of the Italian family
 * (tarot-italian.c: deal and play; tarot-italian-outcome.c: the score
 * and the outcome JSON) share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "model/tarot-deal.h"

G_BEGIN_DECLS

#define TRUMP_1      ((TarotCard) 56)
#define TRUMP_20     ((TarotCard) 75)
#define TRUMP_21     ((TarotCard) 76)
#define MAX_REDEALS  64
/* what a player may ask or offer in the bargaining (P3) */
#define MAX_BARGAIN  30

typedef enum
{
  DISCARD_PIEDMONT,   /* no King, Angelo or Matto; the Bagatto only as the last trump (P1) */
  DISCARD_COMO,       /* no King; trumps only all three of exactly three (L1) */
  DISCARD_ASTI,       /* no King, Angelo, Bagatto or Matto; trumps only if forced, face up (P6) */
  DISCARD_FACE_UP,    /* none: the last cards lie face up before the dealer, his (T1) */
  DISCARD_LOW,        /* numerals, Jacks and Cavaliers only (T2) */
} DiscardRule;

typedef enum
{
  ODD_NATURAL,        /* a short set counts as a set: its values less one per card but one */
  ODD_PINEROLO,       /* ... but when both sides have one odd card, the side without the
                       * Matto's trick counts 0 for it (P2 footnote) */
} OddCard;

typedef enum
{
  TRUMPS_PACK,        /* the pack's order: Piedmontese, the Angelo above the Mondo */
  TRUMPS_NUMERIC,     /* XXI highest (Lombardy, Ticino) */
} TrumpOrder;

typedef enum
{
  BIDDING_NONE,
  BIDDING_TICINO,     /* "passo" / "chiamo", then a card called for a partner (T1) */
  BIDDING_ASTI,       /* "Chi va?": a Solo, else the dealer calls a King (P7) */
} Bidding;

/* TAROT_ACTION_CALL arguments */
typedef enum
{
  CALL_PARTNER,       /* card = the card called: its holder is the partner */
  CALL_ALONE,         /* calling one's own card: alone */
  CALL_ASK,           /* alone, asking for card and giving one back face down */
} CallKind;

typedef struct
{
  gint32 targets[2];        /* dealer (or dealer's side), the others; with
                             * bidding, what the bidder's side needs */
  guint8 partnerships;      /* fixed, partners opposite */
  guint8 set_size;          /* 1 = counted singly */
  guint8 matto_alone;       /* the Matto is counted on its own */
  guint8 odd_card;          /* OddCard */
  guint8 discard_rule;      /* DiscardRule */
  guint8 matto_exchange;    /* the Matto's owner gives the winner an empty card */
  guint8 surrender;         /* Turin: a trickless side surrenders the Matto / the discard */
  guint8 equal_low;         /* Asti: trumps 2–5 of equal rank */
  guint8 annul_no_trumps;   /* Como: a hand without trumps or Matto annuls the deal */
  guint8 bidding;           /* Bidding */
  guint8 matto_void_only;   /* Ticino: the Matto follows a plain suit only when void;
                             * when it is led the others must trump */
  guint8 matto_late;        /* Ticino: the Matto in one of the last tricks is worth nothing */
  guint8 round_size;        /* Lombard Mitigati: cards a round, with pauses ... */
  guint8 pauses;            /* ... after the rounds of these bits (bit r: after round r + 1) */
  guint8 declarations;      /* Mitigati: Tarocchi, Onori, Mitigati, Reale (L2, P4, P5) */
  guint8 decl_piedmont;     /* named Mitigati and Reale, not ... di Tarocchi / di Re */
  guint8 decl_exclusive;    /* a card serves in one of Reale, Mitigati and Onori only */
  guint8 tarocchi_min;      /* trumps (the Matto counting) for Tarocchi */
  guint8 onori_min;         /* honours for Onori */
  gint32 decl_values[4];    /* Declaration → what each other player pays */
  guint8 decl_extra[4];     /* ... and more for each card beyond them (P3) */
  guint8 bargaining;        /* Pinerolo's Mitigati: "Chiedo" / "Offero" at the pauses (P3) */
  guint8 fuora;             /* Asti for three: "Fuora" in the rubber's last hand (P8) */
  guint8 lead_signals;      /* Asti for three: the compulsory signals with a lead (P8) */
  guint8 holding_signals;   /* Asti for four: the optional signals of what one holds (P6) */
  guint8 face_up_last;      /* Como: the last card dealt to each hand lies face up (L1) */
} ItalianRules;

typedef struct
{
  TarotExcuse matto;        /* the Matto: who played it, to which trick, who won it */
  guint8 discard_seat;      /* whose pile the discard counts for */
  guint8 n_redeals;         /* deals annulled before this one (Como) */
  guint8 call_kind;         /* CallKind, with bidding */
  guint8 asked_from;        /* who gave the asked card, TAROT_NO_SEAT */
  guint8 given_card;        /* the card given back face down (secret) */
  guint8 round;             /* rounds dealt, with pauses */
  guint8 passes;            /* players who passed at this pause (in a row, with bargaining) */
  guint8 abandoned;         /* thrown in by agreement (P3) */
  guint8 passed;            /* bargaining: bit s, seat s has passed this session */
  guint8 asks[TAROT_MAX_PLAYERS];    /* bargaining: "Chiedo n", 0 none */
  guint8 offers[TAROT_MAX_PLAYERS];  /* bargaining: "Offero n", 0 none */
  guint64 signals;          /* the compulsory signals of trick t's lead, N_LEAD_SIGNALS bits
                             * from bit N_LEAD_SIGNALS × t (P8), public */
  guint8 said[TAROT_MAX_PLAYERS];   /* bit a − ANNOUNCE_LEAD_LENGTH: the signals a seat
                                     * made since his last card, once each (P6) */
  guint8 told[TAROT_MAX_PLAYERS];   /* bit s: said he played his last card of suit s;
                                     * bit 4 + s: said he holds the Queen of suit s */
} ItalianState;

/* the number of cards beyond a declaration's minimum, 4 bits of
 * TarotDeal.announced[] a declaration from this bit */
#define DECL_LEVEL_SHIFT(d) (8u + 4u * (d))

/* Declarations of the Mitigati games (L2, P4, P5), bits of
 * TarotDeal.announced[] and TarotBonus ids */
typedef enum
{
  DECL_TAROCCHI,            /* so many trumps, the Matto counting, shown */
  DECL_ONORI,               /* so many of the seven honours */
  DECL_MITIGATI_TAROCCHI,   /* the three trump honours (Piedmont: Mitigati) */
  DECL_MITIGATI_RE,         /* the four Kings (Piedmont: Reale) */
  N_DECLS
} Declaration;

G_STATIC_ASSERT (sizeof (ItalianRules) <= sizeof (((TarotRules *) 0)->family_data));
G_STATIC_ASSERT (sizeof (ItalianState) <= sizeof (((TarotDeal *) 0)->family_data));

#define IR(rules) ((const ItalianRules *) (gconstpointer) (rules)->family_data.bytes)
#define ST(deal)  ((ItalianState *) (gpointer) (deal)->family_data.bytes)
#define CST(deal) ((const ItalianState *) (gconstpointer) (deal)->family_data.bytes)

/* TarotOutcome.extra[] of a deal thrown in by agreement (P3): 1 here,
 * and each seat's payment in extra[seat] (in place of its points) */
#define EXTRA_ABANDONED 6

/* The bargaining's actions (P3): TAROT_ACTION_BID arg n (1 … MAX_BARGAIN)
 * "Chiedo n", arg MAX_BARGAIN + n "Offero n"; TAROT_ACTION_CONTINUE
 * "Vedo"; TAROT_ACTION_PASS */
#define OFFER_ARG(n) (MAX_BARGAIN + (n))

/* TAROT_ACTION_ANNOUNCE args: Fuora and the optional signals are
 * actions; the declarations and the compulsory signals the rules make
 * for the players, and the table shows them from the view
 * (view_announcements) */
typedef enum
{
  ANNOUNCE_FUORA,           /* "Fuora": out, cannot lose the rubber (P8) */
  ANNOUNCE_DECL,            /* + Declaration: Tarocchi … Mitigati di Re (L2, P3–P5) */
  ANNOUNCE_LONG_SUIT = ANNOUNCE_DECL + N_DECLS,  /* P8, compulsory with a lead: 4+ of the plain suit */
  ANNOUNCE_KING_HELD,       /* … a card below the King of the suit, whose King he holds */
  ANNOUNCE_KNOCK,           /* … a suit the third player will trump: a warning to the second */
  ANNOUNCE_TOP_TRUMP,       /* P6, optional: I hold the highest trump still out */
  ANNOUNCE_MONDO,           /* … I hold the Mondo (21) */
  ANNOUNCE_SOLE,            /* … the Sole (19) */
  ANNOUNCE_LUNA,            /* … the Luna (18) */
  ANNOUNCE_STELLE,          /* … the Stelle (17) */
  ANNOUNCE_TORRE,           /* … the Torre (16) */
  ANNOUNCE_LEAD_LENGTH,     /* P6, optional, with one's last card: led from length */
  ANNOUNCE_ONE_OUT,         /* … led a suit of which one other card is still out */
  ANNOUNCE_LAST_OF_SUIT,    /* … played one's last card of a plain suit */
  ANNOUNCE_TOP_OF_SUIT,     /* … hold the top outstanding card of that suit */
  ANNOUNCE_QUEEN_HELD,      /* … hold the Queen of that suit */
  ANNOUNCE_DONT_LEAD,       /* … a request, following another's lead: do not lead this suit */
  N_ANNOUNCEMENTS
} Announcement;

#define N_LEAD_SIGNALS 3          /* LONG_SUIT, KING_HELD, KNOCK */
#define N_HOLDING_SIGNALS 6       /* TOP_TRUMP … TORRE */
#define N_CARD_SIGNALS 6          /* LEAD_LENGTH … DONT_LEAD */

/* TarotDeal.announced[] bit of a player who has declared Fuora, above
 * the declarations' levels (DECL_LEVEL_SHIFT), and of the optional
 * signals he has made (once each a hand) */
#define ANNOUNCED_FUORA (1u << 24)
#define ANNOUNCED_HOLDING(a) (1u << (25u + (a) - ANNOUNCE_TOP_TRUMP))

/* TarotBonus id of a Fuora, after the declarations' */
#define BONUS_FUORA 8

/* Contracts of the Asti game (P7), in the variant's "contracts" */
#define CONTRACT_SOLO 0
#define CONTRACT_RE   1

/* The card points of a pile by the game's counting (tarot-italian.c). */
guint32     italian_count_pile       (const TarotRules   *rules,
                                      TarotCardSet        pile);

/* tarot-italian-outcome.c: the score and outcome JSON (the family's
 * vtable entries), and the outcome of a game with a bidder and a called
 * partner (T1, P7) */
void        italian_score            (const TarotRules   *rules,
                                      const TarotOutcome *outcome,
                                      TarotScore         *score,
                                      gboolean            with_labels);
gboolean    italian_outcome_from_json (const TarotRules  *rules,
                                       JsonObject        *object,
                                       TarotOutcome      *outcome,
                                       GError           **error);
JsonObject *italian_outcome_to_json  (const TarotRules   *rules,
                                      const TarotOutcome *outcome);
JsonObject *italian_outcome_describe (const TarotRules   *rules);
void        italian_called_outcome   (const TarotRules   *rules,
                                      const TarotDeal    *deal,
                                      TarotOutcome       *outcome);
void        italian_called_score     (const TarotRules   *rules,
                                      const TarotOutcome *outcome,
                                      TarotScore         *score,
                                      gboolean            with_labels);
gboolean    italian_called_from_json (const TarotRules   *rules,
                                      JsonObject         *object,
                                      TarotOutcome       *outcome,
                                      GError            **error);
JsonObject *italian_called_to_json   (const TarotRules   *rules,
                                      const TarotOutcome *outcome);
JsonObject *italian_called_describe  (const TarotRules   *rules);

G_END_DECLS
