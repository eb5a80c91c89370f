/* tarot-sicilian-private.h — what the `sicilian` family's files and its tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "model/tarot-deal.h"
#include "model/families/tarot-sicilian.h"
#include "model/families/tarot-sicilian-common.h"

G_BEGIN_DECLS

/* the two contracts of a bidding game, low to high: the taker with the monte against
 * everyone for himself (S1's "each for himself", S3's Chiamata), and the Solo */
#define CONTRACT_EACH  0
#define CONTRACT_SOLO  1

typedef enum
{
  BIDDING_NONE,
  BIDDING_BARCELLONA,
  BIDDING_VANTO,
  BIDDING_MINEO,
  BIDDING_ANTICO,
} Bidding;

/* Mineo's contracts (S6): the stata, a Solo said after the first round of the deal,
 * premiums doubled; the Solo ("Vado io") */
#define CONTRACT_STATA  0
/* … and at four (S7) the Chiamo, a call for the Giove or an aria, after the Solo */
#define CONTRACT_CHIAMO 2

/* S1's signals, announced by an opponent when he first leads in a Solo; "Non batto"
 * says he lacks the Giove (S001 14.1) */
enum
{
  SIGNAL_HO_IL_20,   /* "Ho il 20": I hold the Giove */
  SIGNAL_BATTO,      /* "Batto": the Giove and the 19 or the 18 */
  SIGNAL_NON_BATTO,  /* "Non batto": not the Giove */
  /* S6's announcements before the play */
  ANNOUNCE_SCOMMESSA,   /* the declarer, with the Giove and the Fuggitivo: he will end with the 1 */
  ANNOUNCE_MI_VANTO,    /* an opponent with the Giove: his side will win the last trick */
  ANNOUNCE_MI_RIVANTO,  /* the same, from an opponent without it */
  /* S1's extra signals (the option "extra_signals", S001 14.1 "Variants") */
  SIGNAL_BATTO_FORTE,      /* the Giove and two of the 19, 18 and 17 */
  SIGNAL_SFONDO,           /* the Giove and three of the arie 19–16 */
  SIGNAL_SFONDO_I_TAVOLI,  /* all five arie, 20–16 */
  N_SIGNALS
};

typedef struct
{
  TarotSicilianCards cards;
  guint8  bidding;          /* Bidding */
  guint8  rates[2];         /* a Solo's and each opponent's: S1 4 and 2, S3 2 and 1 */
  guint8  targets[2];       /* each for himself: the declarer's, the others' */
  guint8  solo_leads;
  guint8  signals;
  guint8  partnerships;     /* S2, S4 */
  guint8  excess[2];        /* S4: the dealer's side records its points above the first, the
                             * others above the second; 0: the winners score the difference (S2) */
  guint8  dealer_solo;      /* S1 */
  guint8  extra_signals;    /* S1's variant: "Batto forte", "Sfondo", "Sfondo i tavoli" */
  guint8  monte_unshown;    /* S1's variant: the declarer takes the monte unseen */
  guint8  palagonia;        /* S6's variant: the stata after any round of the deal but the last */
  guint8  total_lo;         /* the card points of a hand, last trick included */
  guint8  total_hi;
} SicilianRules;


#define SR(rules) ((const SicilianRules *) (gconstpointer) (rules)->family_data.bytes)

/* the bytes of TarotDeal.family_data that tarot-sicilian.c keeps; S5 keeps its own after them */
#define SICILIAN_STATE_SIZE 16

/* TarotOutcome.extra[]: each seat's card points when each plays for himself (0–3),
 * and how the hand was played; at Mineo (S6) the premiums: flags, the pigliate of
 * each side, and which side (0 none, 1 the declarer's, 2 the others) made the
 * scommessa, the four Kings and the arie */
#define EXTRA_MODE        4
#define EXTRA_TAKER       5   /* each for himself: who took the monte, −1 nobody (S2) */
#define EXTRA_FLAGS       0
#define EXTRA_PIGLIATE    1   /* … and 2 */
#define EXTRA_SCOMMESSA   3
#define EXTRA_QUATTRO_RE  5
#define EXTRA_ARIE        6

#define FLAG_LAST_TO_OPPONENTS  (1 << 0)
#define FLAG_VANTO_ANNOUNCED    (1 << 1)
#define FLAG_ARIE_WITH_GIOVE    (1 << 2)

typedef TarotSicilianMode Mode;
#define MODE_SOLO      TAROT_SICILIAN_MODE_SOLO
#define MODE_EACH      TAROT_SICILIAN_MODE_EACH
#define MODE_PARTNERS  TAROT_SICILIAN_MODE_PARTNERS

extern const char *const sicilian_end_ids[];

void        sicilian_score             (const TarotRules   *rules,
                                        const TarotOutcome *outcome,
                                        TarotScore         *score,
                                        gboolean            with_labels);
gboolean    sicilian_outcome_from_json (const TarotRules   *rules,
                                        JsonObject         *object,
                                        TarotOutcome       *outcome,
                                        GError            **error);
JsonObject *sicilian_outcome_to_json   (const TarotRules   *rules,
                                        const TarotOutcome *outcome);
JsonObject *sicilian_outcome_describe  (const TarotRules   *rules);
/* "points": each seat's card points (extra[0 …]), added to its side's, adding up to a
 * total the piles can make */
gboolean    sicilian_read_seat_points  (const TarotRules   *rules,
                                        JsonObject         *object,
                                        TarotOutcome       *outcome,
                                        GError            **error);

/* S5, Vanto in its original form (tarot-sicilian-vanto.c): "bidding": "antico" */
gboolean          sicilian_vanto_build_rules         (TarotRules            *rules,
                                                      TarotVariant          *variant,
                                                      GHashTable            *options,
                                                      const char            *file,
                                                      const char            *where,
                                                      GError               **error);
TarotSicilianMode sicilian_vanto_mode                (guint                  contract);
gboolean          sicilian_vanto_may_declare         (const TarotRules      *rules,
                                                      const TarotDeal       *deal,
                                                      guint                  seat);
void              sicilian_vanto_setup               (const TarotRules      *rules,
                                                      TarotDeal             *deal);
void              sicilian_vanto_legal_actions       (const TarotRules      *rules,
                                                      const TarotDeal       *deal,
                                                      TarotActionList       *list);
void              sicilian_vanto_apply               (const TarotRules      *rules,
                                                      TarotDeal             *deal,
                                                      TarotAction            action);
void              sicilian_vanto_sample_constraints  (const TarotRules      *rules,
                                                      const TarotPlayerView *view,
                                                      TarotCardSet          *excluded);
void              sicilian_vanto_outcome             (const TarotRules      *rules,
                                                      const TarotDeal       *deal,
                                                      TarotOutcome          *outcome);
void              sicilian_vanto_score               (const TarotRules      *rules,
                                                      const TarotOutcome    *outcome,
                                                      TarotScore            *score,
                                                      gboolean               with_labels);
gboolean          sicilian_vanto_outcome_from_json   (const TarotRules      *rules,
                                                      JsonObject            *object,
                                                      TarotOutcome          *outcome,
                                                      GError               **error);
JsonObject       *sicilian_vanto_outcome_to_json     (const TarotRules      *rules,
                                                      const TarotOutcome    *outcome);
JsonObject       *sicilian_vanto_outcome_describe    (const TarotRules      *rules);
const char       *sicilian_vanto_arg_to_string       (TarotActionKind        kind,
                                                      guint                  arg);
gboolean          sicilian_vanto_arg_from_string     (const char            *str,
                                                      guint                 *arg);

G_END_DECLS
