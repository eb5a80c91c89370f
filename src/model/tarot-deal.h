/* tarot-deal.h — the hand in progress and the value types around it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here is a plain struct without heap pointers, so that the
 * search players can copy a deal with `=` millions of times.  The rules
 * that do not change during a hand (rank and point tables, option
 * values, the family vtable) live in a separate const TarotRules that
 * every function takes as its first argument.
 *
 * Seats are numbered 0 .. n_players - 1 in playing order: seat s + 1
 * (mod n) plays after seat s, whatever the physical direction.
 */
#pragma once

#include <string.h>

#include <glib.h>
#include <json-glib/json-glib.h>

#include "model/tarot-card.h"
#include "model/tarot-rng.h"

G_BEGIN_DECLS

#define TAROT_MAX_PLAYERS      6
#define TAROT_MAX_TRICKS       31    /* Calatafimi for two: 62 cards, 31 tricks */
#define TAROT_MAX_ACTIONS      128   /* capacity of a TarotActionList */
#define TAROT_MAX_AUCTION      32
#define TAROT_MAX_CONTRACTS    20
#define TAROT_MAX_BONUSES      16
#define TAROT_MAX_SCORE_LINES  16
#define TAROT_SCORE_LABEL_SIZE 128
#define TAROT_NO_SEAT          0xff
#define TAROT_MAX_TALON_GROUPS 6
#define TAROT_MAX_DRAWN        (2 * TAROT_MAX_PLAYERS)  /* the draws after two tricks */

typedef struct _TarotFamily TarotFamily;
typedef struct _TarotVariant TarotVariant;

typedef enum
{
  TAROT_ACTION_NONE = 0,
  TAROT_ACTION_PASS,        /* auction pass; "no announcement"; "no kontra" */
  TAROT_ACTION_BID,         /* arg = contract index (see TarotRules.contract_ids) */
  TAROT_ACTION_HOLD,        /* Tapp-style "hold": take an overcall at the same level */
  TAROT_ACTION_TAKE_TALON,  /* arg = talon half index */
  TAROT_ACTION_DISCARD,     /* card = the card laid away */
  TAROT_ACTION_CALL,        /* card = the called card (King calling) */
  TAROT_ACTION_ANNOUNCE,    /* arg = family announcement id (slam, poignée level, Pagat...) */
  TAROT_ACTION_KONTRA,      /* arg = family id of what is doubled */
  TAROT_ACTION_PLAY,        /* card = the card played to the trick */
  TAROT_ACTION_ABANDON,     /* Troccas: throw in during the deal */
  TAROT_ACTION_CONTINUE,    /* Troccas: go on dealing / playing */
  TAROT_ACTION_SHOW,        /* card = a card shown to everybody (a poignée's trumps) */
  TAROT_N_ACTION_KINDS
} TarotActionKind;

/* One decision.  Four bytes; card is TAROT_CARD_NONE and arg 0 when
 * unused. */
typedef struct
{
  guint8 kind;    /* TarotActionKind */
  guint8 seat;    /* who takes it */
  guint8 card;
  guint8 arg;
} TarotAction;

typedef struct
{
  guint       n;
  TarotAction actions[TAROT_MAX_ACTIONS];
} TarotActionList;

typedef enum
{
  TAROT_PHASE_DEALING = 0,  /* pauses during the deal (Troccas abandon/continue) */
  TAROT_PHASE_AUCTION,
  TAROT_PHASE_TALON,        /* choosing / taking talon cards */
  TAROT_PHASE_DISCARD,
  TAROT_PHASE_CALL,
  TAROT_PHASE_ANNOUNCE,
  TAROT_PHASE_KONTRA,
  TAROT_PHASE_PLAY,
  TAROT_PHASE_OVER,
} TarotPhase;

typedef enum
{
  TAROT_END_NONE = 0,       /* not over */
  TAROT_END_PLAYED,         /* all tricks played: score it */
  TAROT_END_PASSED_OUT,     /* everybody passed: no score of its own */
  TAROT_END_ANNULLED,       /* thrown in (petit sec, abandoned, no trumps...): no score */
} TarotEnd;

/* Where a hand stands in its rubber: the games of several hands a
 * sheet is cut into (tarot_session_rules_game_length()).  The session
 * sets it in the rules of each hand (tarot_session_rules_rubber()),
 * the way it chooses the hand's options, so that any family can read
 * the running score: Asti's Fuora (rules/italian-living-games.md P8).
 * All 0 where there is no sheet (a single deal, `simulate`, `match`).
 * A family whose rubbers have their own shape sets `length` or `target`
 * in build_rules (Ottocento: first to 800, or four hands); the session
 * keeps them and fills in the rest. */
typedef struct
{
  guint8  hand;                        /* 1-based hand of the rubber, 0: unknown */
  guint8  length;                      /* hands in a rubber; 0 with a target */
  gint32  totals[TAROT_MAX_PLAYERS];   /* each seat's balance in the rubber before this hand */
  guint16 target;                      /* a rubber to this tally (Ottocento: 800); 0 none */
  gint32  tally[TAROT_MAX_PLAYERS];    /* each seat's tally (TarotScore.tally) in it so far */
  /* the pool on the table before this hand (TarotScore.pool summed over
   * every row of the sheet, not only this rubber's); 0 where nobody pays in */
  gint32  pool;
} TarotRubber;

/* The rules of one variant for one player count and one set of option
 * values, precomputed once (tarot_variant_build_rules()) and read-only
 * afterwards.  Families store their own numbers in `family`. */
typedef struct
{
  const TarotFamily *family;
  guint8        n_players;
  guint8        n_tricks;         /* tricks in a full hand */
  guint8        hand_size;        /* cards per player after the deal */
  guint8        talon_size;       /* dog, talon or extra cards */
  guint8        trick_size;       /* cards in a full trick: n_players, or fewer when the dealer sits out */
  guint8        count_by;         /* counting method: 1, 2 (pairs), 3 or 4 */
  guint8        fool_role;        /* TarotFoolRole */
  guint8        n_contracts;
  guint8        rank[TAROT_CARD_ID_LIMIT];   /* trick strength, see tarot_rules_strength() */
  guint8        value[TAROT_CARD_ID_LIMIT];  /* standard point values (5/4/3/2/1) */
  TarotCardSet  pack;             /* the cards in play */
  TarotCardSet  suit_sets[TAROT_N_SUITS];  /* suit cards of the pack, per suit */
  TarotCardSet  trumps;           /* the pack's trumps, including the Fool when it is top trump */
  TarotCardSet  honours;          /* bouts / trull / trump honours */
  TarotCardSet  kings;
  TarotCardSet  combination_cards; /* cards worth more than their value together with
                                    * others (Bolognese cricche and sequences) */
  char          contract_ids[TAROT_MAX_CONTRACTS][24];
  gint32        contract_value[TAROT_MAX_CONTRACTS];  /* multiplier or game value */
  guint32       points_total;     /* pack total in 1/count_by units */
  guint8        points_shortfall; /* what may go uncounted when the piles split
                                   * badly (Bolognese: both piles odd, 92) */
  TarotCardSet  value_sets[11];   /* cards by value (0..10: Sicily's diecine), for fast counting */
  guint8        n_pack_cards;
  TarotCard     pack_cards[TAROT_CARD_ID_LIMIT];  /* the pack in id order, to shuffle from */
  guint8        n_deal_steps;     /* the dealing rhythm: 0 card by card, else … */
  guint8        deal_steps[TAROT_MAX_TRICKS];  /* … the cards in a hand after each packet or round */
  TarotRubber   rubber;           /* set by the session after building the rules */
  /* 8-byte aligned: families keep card sets (guint64) in it */
  union {
    guint8  bytes[512];
    gint32  ints[128];
    guint64 words[64];
  } family_data;
} TarotRules;

/* A hand in progress.  No pointers: copy it with `=`. */
typedef struct
{
  TarotRng      rng;               /* for families that redeal mid-hand */
  TarotCardSet  hands[TAROT_MAX_PLAYERS];
  TarotCardSet  won[TAROT_MAX_PLAYERS];    /* cards each seat has taken in tricks */
  TarotCardSet  talon;             /* cards still lying in the talon / dog */
  TarotCardSet  talon_shown;       /* talon cards everybody has seen */
  TarotCardSet  discard;           /* the declarer's (or dealer's) discard */
  TarotCardSet  shown;             /* cards shown to everybody (poignée, discarded trumps) */
  TarotCardSet  played;            /* every card played to a trick so far */
  guint8        n_players;
  guint8        dealer;
  guint8        phase;             /* TarotPhase */
  guint8        end;               /* TarotEnd */
  guint8        to_move;           /* seat to act, TAROT_NO_SEAT when over */
  guint8        declarer;          /* TAROT_NO_SEAT until known */
  guint8        partner;           /* TAROT_NO_SEAT if none or not yet known */
  guint8        contract;          /* index into TarotRules.contract_ids, 0xff none */
  guint8        called_card;       /* TAROT_CARD_NONE if none */
  guint8        n_auction;
  TarotAction   auction[TAROT_MAX_AUCTION];  /* public: bids, passes, holds */
  guint8        n_tricks;          /* completed tricks */
  guint8        trick_len;         /* cards in the current trick */
  guint8        trick_leader[TAROT_MAX_TRICKS];
  guint8        trick_winner[TAROT_MAX_TRICKS];
  guint8        tricks[TAROT_MAX_TRICKS][TAROT_MAX_PLAYERS];  /* in playing order from the leader */
  guint32       announced[TAROT_MAX_PLAYERS];  /* family bit flags, public */
  guint8        kontra[8];         /* family-defined doubling levels, public */
  union {
    guint8  bytes[64];
    guint64 words[8];
  } family_data;                   /* family-private state */
} TarotDeal;

/* A card taken from a stock during the play (TarotPlayerView.drawn). */
typedef struct
{
  guint8 seat;
  guint8 card;                     /* TAROT_CARD_NONE when drawn face down */
  guint8 trick;                    /* drawn after this trick, 0 = the first */
} TarotDraw;

/* What one seat may know.  Computer players only ever see this. */
typedef struct
{
  guint8        seat;
  guint8        n_players;
  guint8        dealer;
  guint8        phase;
  guint8        end;
  guint8        to_move;
  guint8        declarer;
  guint8        partner;           /* TAROT_NO_SEAT unless public (or this seat is it) */
  guint8        contract;
  guint8        called_card;
  TarotCardSet  hand;
  TarotCardSet  talon_shown;
  TarotCardSet  own_discard;       /* the discard, if this seat made it */
  TarotCardSet  shown;
  TarotCardSet  played;
  TarotCardSet  unseen;            /* cards this seat cannot place */
  guint8        hand_sizes[TAROT_MAX_PLAYERS];
  guint8        n_auction;
  TarotAction   auction[TAROT_MAX_AUCTION];
  guint8        n_tricks;
  guint8        trick_len;
  guint8        trick_leader[TAROT_MAX_TRICKS];
  guint8        trick_winner[TAROT_MAX_TRICKS];
  guint8        tricks[TAROT_MAX_TRICKS][TAROT_MAX_PLAYERS];
  guint32       announced[TAROT_MAX_PLAYERS];
  guint8        kontra[8];
  /* Where the cards lie, as far as everybody knows: what the search
   * players' sampled deals (tarot_deal_sample()) must agree with. */
  TarotCardSet  won[TAROT_MAX_PLAYERS];           /* each seat's taken cards, public */
  TarotCardSet  shown_in_hand[TAROT_MAX_PLAYERS]; /* shown cards still in each hand */
  TarotCardSet  shown_in_talon;    /* talon cards everybody knows lie there */
  TarotCardSet  shown_in_discard;  /* discarded cards everybody has seen */
  guint8        talon_count;       /* cards lying in the talon now */
  guint8        discard_count;
  /* The cards each TAKE_TALON arg gives, while the talon lies face up
   * (filled by the family's make_view; 0 groups otherwise). */
  guint8        n_talon_groups;
  TarotCardSet  talon_groups[TAROT_MAX_TALON_GROUPS];
  /* A stock the players draw from during the play, filled by the
   * family's make_view (all 0 without one): its stock_count cards lie
   * in the talon; stock_shown, the cards drawn face up still in the
   * hands (also in shown_in_hand[]); drawn[], the draws after the last
   * two tricks in the order made (tarot_view_add_draw()). */
  guint8        has_stock;
  guint8        stock_count;
  guint8        n_drawn;
  TarotDraw     drawn[TAROT_MAX_DRAWN];
  TarotCardSet  stock_shown;
  /* The family's state with its secrets cleared (by its make_view),
   * for tarot_deal_sample() to start from. */
  union {
    guint8  bytes[64];
    guint64 words[8];
  } family_public;
  TarotActionList legal;           /* legal actions if this seat is to move, else empty */
} TarotPlayerView;

/* One bonus or announcement in an outcome. */
typedef struct
{
  guint8 id;          /* family-defined (e.g. poignée, slam, petit au bout) */
  guint8 seat;        /* who declared / earned it, TAROT_NO_SEAT for a side */
  guint8 side;        /* 0 = declarer's side, 1 = the others */
  guint8 announced;   /* TRUE if announced in advance */
  gint8  made;        /* 1 made, 0 failed, -1 not applicable */
  guint8 level;       /* family-defined (poignée size, kontra level...) */
} TarotBonus;

/* What happened in a finished hand: everything the scorer needs.
 * Built by the family from a played deal, or by hand / from JSON for
 * tabletop score keeping. */
typedef struct
{
  guint8      n_players;
  guint8      end;              /* TarotEnd */
  guint8      dealer;
  guint8      declarer;         /* TAROT_NO_SEAT for passed-out hands or games without one */
  guint8      partner;          /* TAROT_NO_SEAT when alone */
  guint8      contract;         /* index into TarotRules.contract_ids */
  guint8      side[TAROT_MAX_PLAYERS];  /* 0 = declarer's side, 1 = the others */
  guint32     points[2];        /* card points per side, in 1/count_by units */
  guint8      points_unit;      /* = count_by: 2 means half points */
  guint8      bouts[2];         /* honours that set the target, per side */
  guint8      tricks[2];        /* tricks won per side */
  guint8      n_bonuses;
  TarotBonus  bonuses[TAROT_MAX_BONUSES];
  guint8      kontra[8];        /* doubling levels, as in TarotDeal */
  gint32      extra[8];         /* family-defined numbers */
  /* the stakes of a doubled round (2, 4 …) the hand was played in,
   * set by the session (tarot-session-rules.h); 0 or 1: none.
   * tarot_rules_score() multiplies the whole score by it. */
  guint8      stakes;
} TarotOutcome;

/* How a doubled round opened by a hand meets the doubled rounds still
 * open (rules/hungarian-tarokk.md §11.7). */
typedef enum
{
  TAROT_DOUBLING_STACK = 0,  /* each open round doubles: ×2, ×4, ×8 … */
  TAROT_DOUBLING_EXTEND,     /* one round at ×2, made longer by the new one */
  TAROT_DOUBLING_ESCALATE,   /* the round restarts at ×4, never more */
} TarotDoubling;

/* What a finished hand means for the hands after it (the family's
 * follow_up; see tarot_session_rules_follow_up()). */
typedef struct
{
  guint8 same_dealer;     /* the dealer deals again */
  guint8 scored;          /* counts as one hand of every open doubled round */
  guint8 doubled_hands;   /* opens a doubled round of this many scored hands; 0: none */
  guint8 doubling;        /* TarotDoubling: how that round meets the open ones */
} TarotFollowUp;

typedef struct
{
  char   label[TAROT_SCORE_LABEL_SIZE];  /* "Garde: 25 + 4 − 10 = 19 × 2 = 38" */
  gint32 amounts[TAROT_MAX_PLAYERS];     /* game points per seat; sums to 0 in zero-sum games */
  /* TRUE for points paid into or taken from the pots on the table
   * (French mouches): such a line does not sum to 0 */
  gboolean pot;
} TarotScoreLine;

typedef struct
{
  guint8         n_players;
  guint8         n_lines;
  TarotScoreLine lines[TAROT_MAX_SCORE_LINES];
  gint32         totals[TAROT_MAX_PLAYERS];
  /* Where the rubber is won on a tally of its own, not on the zero-sum
   * amounts (Ottocento: each side adds its hand total and the first to
   * 800 wins): what each seat adds to it.  Only with has_tally. */
  gboolean       has_tally;
  gint32         tally[TAROT_MAX_PLAYERS];
  /* What the hand puts into the pool carried from hand to hand (S5's
   * piatto), negative when someone takes from it: the lines that pay
   * in or take out are `pot` lines, and they add up to −pool, so that
   * the hand stays zero-sum with the pool as a holder of money. */
  gint32         pool;
} TarotScore;

/* The interface every game family implements: docs/family-api.md. */
struct _TarotFamily
{
  const char *id;

  /* Called after the core has filled the generic part of @rules
   * (pack, ranks, values, counting, hand/talon sizes, contracts) for
   * @n_players.  Reads the family's own keys from
   * tarot_variant_get_json() and option values with
   * tarot_variant_get_option*(), stores numbers in
   * rules->family_data.  Errors name the file, the key and what was
   * expected (tarot_json_*() helpers do that). */
  gboolean    (*build_rules)      (TarotRules         *rules,
                                   TarotVariant       *variant,
                                   guint               n_players,
                                   GHashTable         *options,
                                   GError            **error);

  /* Deals: the core has zeroed @deal, set n_players, dealer, the
   * TAROT_NO_SEAT / TAROT_CARD_NONE markers and seeded deal->rng. */
  void        (*setup)            (const TarotRules   *rules,
                                   TarotDeal          *deal);

  /* Fills @list (already emptied) with every legal action of
   * deal->to_move.  Must not allocate. */
  void        (*legal_actions)    (const TarotRules   *rules,
                                   const TarotDeal    *deal,
                                   TarotActionList    *list);

  /* Applies a legal action.  Must not allocate. */
  void        (*apply)            (const TarotRules   *rules,
                                   TarotDeal          *deal,
                                   TarotAction         action);

  /* Turns a finished deal into an outcome (the core has zeroed it and
   * set n_players, end, dealer, declarer, partner, contract). */
  void        (*outcome)          (const TarotRules   *rules,
                                   const TarotDeal    *deal,
                                   TarotOutcome       *outcome);

  /* Scores an outcome into itemised lines (the core has initialised
   * @score).  Labels only when @with_labels, so that simulations stay
   * fast.  Called for every end: a hand not played gives no lines,
   * unless the family scores it (S8: what the deals bought off before a
   * passed-out hand paid stays on the sheet). */
  void        (*score)            (const TarotRules   *rules,
                                   const TarotOutcome *outcome,
                                   TarotScore         *score,
                                   gboolean            with_labels);

  /* Optional: adjusts a view after the core copied the public fields
   * (e.g. reveal a partner only once the called card is played). */
  void        (*make_view)        (const TarotRules   *rules,
                                   const TarotDeal    *deal,
                                   guint               seat,
                                   TarotPlayerView    *view);

  /* Outcome ⇄ JSON for tabletop score keeping and `triumphs-cli score`. */
  gboolean    (*outcome_from_json) (const TarotRules  *rules,
                                    JsonObject        *object,
                                    TarotOutcome      *outcome,
                                    GError           **error);
  JsonObject *(*outcome_to_json)   (const TarotRules  *rules,
                                    const TarotOutcome *outcome);

  /* A description of the outcome JSON outcome_from_json reads for the
   * rules' player count and options: the fields a table enters, in the
   * order a table announces them.  Labels are translated (UI language).
   * See docs/family-api.md "Outcome description and validation". */
  JsonObject *(*outcome_describe)  (const TarotRules  *rules);

  /* Stable string for an action argument (contract, announcement,
   * kontra target); NULL for kinds whose arg is unused. */
  const char *(*arg_to_string)    (const TarotRules   *rules,
                                   TarotActionKind     kind,
                                   guint               arg);
  gboolean    (*arg_from_string)  (const TarotRules   *rules,
                                   TarotActionKind     kind,
                                   const char         *str,
                                   guint              *arg);

  /* Optional, for tarot_deal_sample(): adds to @excluded what the
   * family's rules prove about where hidden cards cannot lie, beyond
   * the voids the core reads from the tricks.  @excluded has
   * n_players + 2 entries: the hands, then the talon, then the
   * discard. */
  void        (*sample_constraints) (const TarotRules      *rules,
                                     const TarotPlayerView *view,
                                     TarotCardSet          *excluded);

  /* Optional, for tarot_deal_sample(): @deal has its cards placed and
   * view->family_public as family_data; restore the secret part of
   * the family state (and a secret partner) from the sampled cards. */
  void        (*sample_state)     (const TarotRules      *rules,
                                   const TarotPlayerView *view,
                                   TarotDeal             *deal);

  /* Optional, for tarot_deal_sample(): whether the sampled @deal
   * keeps what the family's rules make the view know but exclusions
   * cannot say, such as counts ("a bidder holds an honour", "the pile
   * holds two tarokks").  A deal that does not is drawn again, a
   * bounded number of times. */
  gboolean    (*sample_check)     (const TarotRules      *rules,
                                   const TarotPlayerView *view,
                                   const TarotDeal       *deal);

  /* Optional: the rules that run across hands after a finished hand
   * (the session has filled @follow_up with the defaults: the deal
   * passes on, a played hand is scored, nothing is doubled).
   * same_dealer must follow from outcome->end alone (the window shows
   * the next dealer before the hand ends).  A family that opens
   * doubled rounds reads the key "stakes" in outcome_from_json into
   * outcome->stakes, which the session writes.  Hungarian Tarokk:
   * pass-outs and annulled hands are redealt and double the next
   * round (§11.7). */
  void        (*follow_up)        (const TarotRules      *rules,
                                   const TarotOutcome    *outcome,
                                   TarotFollowUp         *follow_up);

  /* For the search players: the bonuses that the bids, announcements
   * and tricks decide outweigh the game and its card points (Hungarian
   * Tarokk's XXI-catch, pagátultimó and kontras), so that the card play
   * is searched for the score, never for card points alone, and the
   * heuristic's bids and announcements stand unless another choice is
   * clearly better (TarotSearchBudget.keep_margin). */
  gboolean    bonuses_outweigh_points;
  /* For the solver: the won piles take nothing but the cards of each
   * trick as it ends (an Excuse going back to its owner's pile in the
   * same step) and never give a card up, so that the card points still
   * out bound what a side can take.  FALSE where a card given for the
   * Excuse or Matto changes piles later, or the talon goes to the
   * winners of tricks; tests/ai/test-solver.c checks every family that
   * says TRUE on whole hands. */
  gboolean    piles_settled;
  /* Optional: what @seat has announced that no action of his said
   * (declarations the rules make for everybody, signals that go with a
   * card), as TAROT_ACTION_ANNOUNCE args that arg_to_string names, as
   * far as @view shows them, in the order they were made; returns how
   * many, at most @max.  The table shows them beside the
   * announcements made by actions. */
  guint       (*view_announcements) (const TarotRules      *rules,
                                     const TarotPlayerView *view,
                                     guint                  seat,
                                     guint8                *args,
                                     guint                  max);
  /* Optional: when @seat's announcement @arg (an ANNOUNCE action's, or
   * one of view_announcements) was made and what it is worth, as @view
   * shows it, in the UI language ("in the first trick: 54 (cricche 34,
   * sequences 20)"); NULL when its name says all.  The table shows it
   * beside the name, and titles the cards it showed with the name,
   * not as cards shown at the deal. */
  char *      (*describe_announcement) (const TarotRules      *rules,
                                        const TarotPlayerView *view,
                                        guint                  seat,
                                        guint                  arg);
};

/* --- the generic entry points (dispatch to rules->family) --- */

void      tarot_deal_setup          (const TarotRules *rules,
                                     TarotDeal        *deal,
                                     guint             dealer,
                                     guint64           seed);
gboolean  tarot_deal_is_legal       (const TarotRules *rules,
                                     const TarotDeal  *deal,
                                     TarotAction       action);
void      tarot_deal_outcome        (const TarotRules *rules,
                                     const TarotDeal  *deal,
                                     TarotOutcome     *outcome);
void      tarot_deal_make_view      (const TarotRules *rules,
                                     const TarotDeal  *deal,
                                     guint             seat,
                                     TarotPlayerView  *view);
/* The family's view_announcements, or none (0). */
guint     tarot_view_announcements  (const TarotRules      *rules,
                                     const TarotPlayerView *view,
                                     guint                  seat,
                                     guint8                *args,
                                     guint                  max);
/* Adds a draw from the stock to @view->drawn, the oldest making way
 * when it is full (for a family's make_view). */
void      tarot_view_add_draw       (TarotPlayerView       *view,
                                     guint                  seat,
                                     TarotCard              card,
                                     guint                  trick);
/* The family's describe_announcement, or NULL. */
char     *tarot_view_describe_announcement (const TarotRules      *rules,
                                            const TarotPlayerView *view,
                                            guint                  seat,
                                            guint                  arg);
void      tarot_rules_score         (const TarotRules   *rules,
                                     const TarotOutcome *outcome,
                                     TarotScore         *score,
                                     gboolean            with_labels);

/* Checks that hands, won piles, talon, discard and the current trick
 * hold every card of the pack exactly once (for tests and simulate). */
gboolean  tarot_deal_check_cards    (const TarotRules *rules,
                                     const TarotDeal  *deal,
                                     GError          **error);

static inline gboolean
tarot_deal_is_over (const TarotDeal *deal)
{
  return deal->phase == TAROT_PHASE_OVER;
}

/* Fills @list with every legal action of deal->to_move (empty when
 * the hand is over). */
static inline void
tarot_deal_legal_actions (const TarotRules *rules,
                          const TarotDeal  *deal,
                          TarotActionList  *list)
{
  list->n = 0;
  if (deal->phase != TAROT_PHASE_OVER)
    rules->family->legal_actions (rules, deal, list);
}

/* Applies a legal action (check untrusted input with
 * tarot_deal_is_legal() first). */
static inline void
tarot_deal_apply (const TarotRules *rules,
                  TarotDeal        *deal,
                  TarotAction       action)
{
  rules->family->apply (rules, deal, action);
}

/* --- helpers for family modules --- */

/* Strength of @card in a trick led with @led_suit (-1 if none yet):
 * 0 if it cannot win, else rules->rank[card]; trumps always beat suit
 * cards (their ranks are 32 and up).  Only trumps may share a rank. */
static inline guint
tarot_rules_strength (const TarotRules *rules,
                      TarotCard         card,
                      int               led_suit)
{
  if (tarot_card_set_contains (rules->trumps, card))
    return rules->rank[card];
  if (card < 56 && (int) (card / 14) == led_suit)
    return rules->rank[card];
  return 0;
}

/* The seat whose hand holds @card, TAROT_NO_SEAT if none does. */
guint     tarot_deal_holder_of      (const TarotDeal  *deal,
                                     TarotCard         card);
/* Moves @card from whichever seat's won pile holds it into @to's. */
void      tarot_deal_move_won       (TarotDeal        *deal,
                                     TarotCard         card,
                                     guint             to);

/* --- playing into a trick (shared by the families that play the usual
 * way: every player one card, the best card wins) --- */

/* The Excuse as the Italian and Bolognese Matto: kept by its owner on
 * his pile, given for an empty card or surrendered at the end. */
typedef struct
{
  guint8 seat;      /* who played it, TAROT_NO_SEAT before */
  guint8 trick;     /* the trick it was played to */
  guint8 winner;    /* the winner of that trick, TAROT_NO_SEAT before */
} TarotExcuse;

void      tarot_excuse_init         (TarotExcuse      *excuse);

/* Plays @card of @seat into the trick in progress: out of his hand and
 * the shown cards, into the played cards and the trick; notes the
 * Excuse in @excuse (may be NULL).  TRUE when that completes the trick
 * (a card from every player). */
static inline gboolean
tarot_deal_play_into_trick (TarotDeal   *deal,
                            guint        seat,
                            TarotCard    card,
                            TarotExcuse *excuse)
{
  if (excuse != NULL && card == TAROT_CARD_FOOL)
    {
      excuse->seat = (guint8) seat;
      excuse->trick = deal->n_tricks;
    }
  deal->tricks[deal->n_tricks][deal->trick_len++] = card;
  tarot_card_set_remove (&deal->hands[seat], card);
  tarot_card_set_remove (&deal->shown, card);
  tarot_card_set_add (&deal->played, card);
  return deal->trick_len == deal->n_players;
}

/* Closes the completed trick: its winner (tarot_trick_best()) takes
 * its cards into his won pile; an Excuse of @excuse (may be NULL)
 * played to it goes back to its owner's pile.  Returns the winner; the
 * next trick is not begun (tarot_deal_lead()). */
guint     tarot_deal_close_trick    (const TarotRules *rules,
                                     TarotDeal        *deal,
                                     TarotExcuse      *excuse);

/* @seat leads the next trick. */
static inline void
tarot_deal_lead (TarotDeal *deal,
                 guint      seat)
{
  deal->trick_leader[deal->n_tricks] = (guint8) seat;
  deal->to_move = (guint8) seat;
}

/* At the end of the hand, an Excuse whose trick the other side won:
 * surrendered to that trick's winner when @surrender and its side took
 * no trick, else with @exchange an empty card from its side's piles
 * given for it.  @side gives each seat's side. */
void      tarot_excuse_settle       (const TarotRules  *rules,
                                     TarotDeal         *deal,
                                     const TarotExcuse *excuse,
                                     const guint8      *side,
                                     gboolean           surrender,
                                     gboolean           exchange);

/* The index of the contract called @id in @arg; FALSE if there is none
 * (families' arg_from_string for TAROT_ACTION_BID). */
gboolean  tarot_rules_find_contract (const TarotRules *rules,
                                     const char       *id,
                                     guint            *arg);

void      tarot_deal_shuffle        (TarotRng         *rng,
                                     TarotCardSet      pack,
                                     TarotCard        *cards,
                                     guint            *n_cards);
/* Shuffles @cards in place (Fisher–Yates, unbiased). */
void      tarot_shuffle_cards       (TarotRng         *rng,
                                     TarotCard        *cards,
                                     guint             n_cards);
int       tarot_trick_led_suit      (const TarotRules *rules,
                                     const TarotCard  *cards,
                                     guint             n);
guint     tarot_trick_best          (const TarotRules *rules,
                                     const TarotCard  *cards,
                                     guint             n);
/* The seat that played the @i-th card of a trick led by @leader; with fewer
 * cards to a trick than players, the dealer sits the hand out. */
guint     tarot_trick_seat          (const TarotRules *rules,
                                     guint             dealer,
                                     guint             leader,
                                     guint             i);
TarotCardSet tarot_legal_follow     (const TarotRules *rules,
                                     TarotCardSet      hand,
                                     const TarotCard  *trick,
                                     guint             n,
                                     gboolean          must_overtrump);
guint32   tarot_rules_count_points  (const TarotRules *rules,
                                     TarotCardSet      cards);

/* A TarotAction as one 32-bit word, so that filling lists costs one
 * store per action. */
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
#define TAROT_ACTION_WORD(kind, seat, card, arg) \
  ((guint32) (kind) | (guint32) (seat) << 8 | (guint32) (card) << 16 | (guint32) (arg) << 24)
#else
#define TAROT_ACTION_WORD(kind, seat, card, arg) \
  ((guint32) (kind) << 24 | (guint32) (seat) << 16 | (guint32) (card) << 8 | (guint32) (arg))
#endif

G_STATIC_ASSERT (sizeof (TarotAction) == sizeof (guint32));

static inline void
tarot_action_list_add (TarotActionList *list,
                       TarotActionKind  kind,
                       guint            seat,
                       guint            card,
                       guint            arg)
{
  guint32 word = TAROT_ACTION_WORD (kind, seat & 0xff, card & 0xff, arg & 0xff);

  memcpy (&list->actions[list->n++], &word, sizeof word);
}

/* One action of @kind per card of @cards, in card id order. */
static inline void
tarot_action_list_add_cards (TarotActionList *list,
                             TarotActionKind  kind,
                             guint            seat,
                             TarotCardSet     cards)
{
  TarotAction *a = &list->actions[list->n];
  guint32 base = TAROT_ACTION_WORD (kind, seat & 0xff, 0, 0);

  for (guint64 w = cards.lo; w != 0; w &= w - 1, a++)
    {
      guint32 word = base | TAROT_ACTION_WORD (0, 0, __builtin_ctzll (w), 0);

      memcpy (a, &word, sizeof word);
    }
  for (guint64 w = cards.hi; w != 0; w &= w - 1, a++)
    {
      guint32 word = base | TAROT_ACTION_WORD (0, 0, 64 + __builtin_ctzll (w), 0);

      memcpy (a, &word, sizeof word);
    }
  list->n = (guint) (a - list->actions);
}

const char *tarot_action_kind_to_string   (TarotActionKind kind);
gboolean    tarot_action_kind_from_string (const char      *str,
                                           TarotActionKind *out);

/* Appends a bonus (see TarotBonus for the meaning of the fields). */
void      tarot_outcome_add_bonus   (TarotOutcome     *outcome,
                                     guint             id,
                                     guint             seat,
                                     guint             side,
                                     gboolean          announced,
                                     int               made,
                                     guint             level);

void      tarot_score_init          (TarotScore       *score,
                                     guint             n_players);
/* Appends a line; amounts are added to the totals; @label may be NULL. */
void      tarot_score_add_line      (TarotScore       *score,
                                     const gint32     *amounts,
                                     const char       *label);
/* Sets what each seat adds to the rubber's tally (TarotScore.tally). */
void      tarot_score_set_tally     (TarotScore       *score,
                                     const gint32     *tally);
/* Sets what the hand puts into the pool (TarotScore.pool). */
void      tarot_score_set_pool      (TarotScore       *score,
                                     gint32            pool);

G_END_DECLS
