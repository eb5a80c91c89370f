/* tarot-troccas.c — Troccas, the Swiss Tarot of the Grisons (`troccas`):
 * four-handed partnerships, the three-, five- and six-handed forms,
 * rules/troccas.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No bidding: the deal comes in rounds with pauses at which the table
 * may throw the deal in (ABANDON / CONTINUE in TAROT_PHASE_DEALING),
 * the dealer (scartist) discards, then the tricks are played.  After a
 * trick in which a King was played at the first lead of its suit the
 * game pauses in TAROT_PHASE_CALL for "King and Jack" and for calling
 * for the Jack (buob), and with the knocking option in
 * TAROT_PHASE_ANNOUNCE when trumps are led.  Card points are whole
 * points (the integer method of §4), so rules->count_by is 1 for this
 * family.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-share-outcome.h"

#define TRUMP_21     ((TarotCard) 76)
#define MAX_ROUNDS   8

typedef enum
{
  DEAL_FORM_NORMAL,      /* three rounds (6, 6, 7 in troccas4) */
  DEAL_FORM_TWO_ROUNDS,  /* catch-up deal for a side ≥ 9 behind (§5.2) */
  DEAL_FORM_ONE_ROUND,   /* catch-up deal for a side ≥ 18 behind */
} DealForm;

typedef enum
{
  FACE_UP_NONE,
  FACE_UP_OTHERS,        /* last card of every player but the dealer */
  FACE_UP_ALL,
} FaceUp;

typedef enum
{
  COUNTING_SETS,         /* in sets of set_size: values − 1 plus one per set */
  COUNTING_SINGLE,       /* each card its value, the scart one less (127) */
} Counting;

typedef enum
{
  DISCARD_NO_HONOURS,        /* AC (§7) */
  DISCARD_HONOURS_TOGETHER,  /* AGM/CD: honours only if the whole scart is honours */
  DISCARD_NO_MUND_NARR,      /* lower valleys: Kings and the Bagat allowed */
} DiscardRule;

typedef enum
{
  JACK_CALL_NONE,
  JACK_CALL_BUOB,
  JACK_CALL_BOTH,        /* the winners choose "buob" or "buob, sche" */
} JackCall;

typedef enum
{
  TALK_NONE,             /* pauses without table talk: PASS hands the word on */
  TALK_CODED,            /* the coded phrases of §14.3 as ANNOUNCE actions */
} Talk;

/* TAROT_ACTION_CALL arguments */
typedef enum
{
  CALL_BUOB,
  CALL_BUOB_SCHE,
  CALL_KING_JACK,        /* card = the numeral card taken out of the trick */
} CallKind;

/* Speakers at a pause of the deal (§5.1 table) */
typedef enum
{
  STEP_RIGHT,            /* dealer's right-hand opponent */
  STEP_PARTNER,          /* the dealer's partner */
  STEP_LEFT,             /* dealer's left-hand opponent: "jeu mirel" or "liber" */
  STEP_DEALER,           /* after "liber": continue or throw in */
  STEP_NO_TRUMPS,        /* dealer without trumps may throw in alone */
} PauseStep;

typedef enum
{
  CALL_STAGE_NONE,
  CALL_STAGE_KING_JACK,
  CALL_STAGE_JACK,
} CallStage;

typedef struct
{
  gint32 targets[2];          /* dealer (or dealer's side), the others */
  guint8 n_rounds;
  guint8 rounds[MAX_ROUNDS];  /* cards to each player per round; the dealer's extra come last */
  guint8 dealer_sees_bottom;  /* rounds after which the dealer may look at the bottom card */
  guint8 deal_form;           /* DealForm */
  guint8 pauses;
  guint8 face_up;             /* FaceUp */
  guint8 show_bottom;
  guint8 partnerships;
  guint8 counting;            /* Counting */
  guint8 set_size;
  guint8 discard_rule;        /* DiscardRule */
  guint8 jack_call;           /* JackCall */
  guint8 numeral_always;
  guint8 king_and_jack;
  guint8 talk;                /* Talk */
  guint8 knock;               /* CD's knocking signal (§9) */
  guint8 catch_up;            /* the variant has the catch-up deals of §5.2 */
} TroccasRules;

typedef struct
{
  guint8 round;          /* rounds dealt so far */
  guint8 step;           /* PauseStep */
  guint8 bottom;         /* card shown at the cut: the dealer's last card */
  guint8 suits_led;      /* bit per suit that has been led */
  guint8 call_stage;     /* CallStage */
  guint8 call_suit;
  guint8 narr_seat;      /* who played the Narr, TAROT_NO_SEAT before */
  guint8 narr_owed_to;   /* winner still waiting for an empty card */
  guint8 knock_card;     /* highest trump out when knocking was last offered */
  guint8 n_abandoned;
  guint8 scart_seat;     /* whose side the scart counts for */
  /* per suit, the places (seats, then talon and scart) the calls have
   * shown not to hold that suit's Jack, for sampled deals */
  guint8 jack_not_in[TAROT_N_SUITS];
} TroccasState;

G_STATIC_ASSERT (sizeof (TroccasRules) <= sizeof (((TarotRules *) 0)->family_data));
G_STATIC_ASSERT (sizeof (TroccasState) <= sizeof (((TarotDeal *) 0)->family_data));

#define TR(rules) ((const TroccasRules *) (gconstpointer) (rules)->family_data.bytes)
#define ST(deal)  ((TroccasState *) (gpointer) (deal)->family_data.bytes)
#define CST(deal) ((const TroccasState *) (gconstpointer) (deal)->family_data.bytes)

static const char *const deal_form_ids[] = { "normal", "two_rounds", "one_round", NULL };
static const char *const round_keys[] = { "rounds", "two_rounds", "one_round" };
static const char *const face_up_ids[] = { "none", "others", "all", NULL };
static const char *const counting_ids[] = { "sets", "single", NULL };
static const char *const discard_ids[] = { "no_honours", "honours_together", "no_mund_narr", NULL };
static const char *const jack_call_ids[] = { "none", "buob", "buob_or_sche", NULL };
static const char *const talk_ids[] = { "none", "coded", NULL };
static const char *const call_ids[] = { "buob", "buob_sche", "king_jack", NULL };

/* TAROT_ACTION_ANNOUNCE arguments: the coded table talk of §14.3 (the
 * phrases that only say "continue" are CONTINUE itself), then knocking
 * during play (§9). */
static const char *const announce_ids[] = {
  "in", "strusch_in", "schon_in",
  "il_narr", "il_narr_blut", "il_narr_bein",
  "tric_e_trac", "strusch_tric_e_trac", "in_troccetg", "ina_trocca",
  "da_medel", "gnanc_tochen_sogn_gion", "encunter_salvaplauna",
  "nuot", "pauc", "autras", "nuot_dapli", "tgei_che_ti_vulas",
  "duas_femnas", "ina_cuort", "ina_napla", "mo_in_per_da_tujetsch",
  "da_muster", "ina_flur", "in_fluretg", "in_persul", "ina_femna",
  "in_tec_carn", "bi_e_bein_in", "jeu_gidel", "strusch_mia_part",
  "lavadas",
  "knock",
  NULL
};
#define ANNOUNCE_KNOCK (G_N_ELEMENTS (announce_ids) - 2)
#define N_PHRASES      ANNOUNCE_KNOCK
/* TarotDeal.announced[] flag: the seat has knocked */
#define ANNOUNCED_KNOCK 1u

/* ------------------------------------------------------------------ */
/* rules                                                               */

static gboolean
read_choice_option (TarotVariant       *variant,
                    GHashTable         *options,
                    const char         *id,
                    const char *const  *ids,
                    guint               fallback,
                    guint8             *out,
                    GError            **error)
{
  const char *value;

  /* each variant file declares only the options its form knows */
  if (tarot_variant_find_option (variant, id) == NULL)
    {
      *out = (guint8) fallback;
      return TRUE;
    }
  value = tarot_variant_get_option (variant, options, id);
  for (guint i = 0; ids[i] != NULL; i++)
    if (g_strcmp0 (value, ids[i]) == 0)
      {
        *out = (guint8) i;
        return TRUE;
      }
  {
    g_autofree char *list = g_strjoinv ("\", \"", (char **) ids);
    g_autofree char *expected = g_strdup_printf ("choices among \"%s\"", list);

    tarot_json_set_error (error, tarot_variant_get_path (variant), "options", id, expected);
  }
  return FALSE;
}

static guint8
read_bool_option (TarotVariant *variant,
                  GHashTable   *options,
                  const char   *id,
                  gboolean      fallback)
{
  if (tarot_variant_find_option (variant, id) == NULL)
    return (guint8) fallback;
  return (guint8) tarot_variant_get_option_bool (variant, options, id);
}

/* An array of per-round packet sizes adding up to @hand. */
static gboolean
read_rounds (JsonObject  *object,
             const char  *member,
             const char  *file,
             const char  *where,
             guint        hand,
             guint8      *rounds,
             guint8      *n_rounds,
             GError     **error)
{
  g_autofree char *expected = g_strdup_printf ("an array of 1 to %d positive packet sizes adding up to %u",
                                               MAX_ROUNDS, hand);
  JsonArray *array = tarot_json_get_array (object, member, file, where, error);
  guint n, sum = 0;

  if (array == NULL)
    return FALSE;
  n = json_array_get_length (array);
  if (n == 0 || n > MAX_ROUNDS)
    {
      tarot_json_set_error (error, file, where, member, expected);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 v;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (v = json_node_get_int (node)) < 1 || v > TAROT_MAX_TRICKS)
        {
          tarot_json_set_error (error, file, where, member, expected);
          return FALSE;
        }
      rounds[i] = (guint8) v;
      sum += (guint) v;
    }
  if (sum != hand)
    {
      tarot_json_set_error (error, file, where, member, expected);
      return FALSE;
    }
  *n_rounds = (guint8) n;
  return TRUE;
}

/* Card points of the whole pack under the counting in force. */
static guint32
pack_total (const TarotRules   *rules,
            const TroccasRules *tr)
{
  guint32 sum = 0;
  guint n = tarot_card_set_count (rules->pack);

  TAROT_CARD_SET_FOREACH (rules->pack, c)
    sum += rules->value[c];
  if (tr->counting == COUNTING_SINGLE)
    return sum - rules->talon_size;
  /* every pile is a multiple of the set size but one, whose surplus
   * counts as a full set */
  return sum - n + (n + tr->set_size - 1) / tr->set_size;
}

/* Every option the family reads: a file declares it with this type and
 * at most these choices. */
static const TarotOptionKind option_kinds[] = {
  { "deal_form", TAROT_OPTION_CHOICE, deal_form_ids },
  { "catch_up_two_rounds", TAROT_OPTION_INT, NULL },
  { "catch_up_one_round", TAROT_OPTION_INT, NULL },
  { "face_last_cards", TAROT_OPTION_CHOICE, face_up_ids },
  { "discard", TAROT_OPTION_CHOICE, discard_ids },
  { "jack_call", TAROT_OPTION_CHOICE, jack_call_ids },
  { "talk", TAROT_OPTION_CHOICE, talk_ids },
  { "counting", TAROT_OPTION_CHOICE, counting_ids },
  { "show_bottom_card", TAROT_OPTION_BOOL, NULL },
  { "jack_numeral_always", TAROT_OPTION_BOOL, NULL },
  { "king_and_jack", TAROT_OPTION_BOOL, NULL },
  { "knock_signal", TAROT_OPTION_BOOL, NULL },
};

static gboolean
troccas_build_rules (TarotRules    *rules,
                     TarotVariant  *variant,
                     guint          n_players,
                     GHashTable    *options,
                     GError       **error)
{
  TroccasRules *tr = (TroccasRules *) (gpointer) rules->family_data.bytes;
  const char *file = tarot_variant_get_path (variant);
  g_autofree char *where = g_strdup_printf ("by_players.%u", n_players);
  g_autofree char *deal_where = g_strdup_printf ("%s.deal", where);
  g_autofree char *scoring_where = g_strdup_printf ("%s.scoring", where);
  JsonObject *by = tarot_variant_get_players_json (variant, n_players);
  JsonObject *deal, *scoring, *method;
  guint hand = rules->hand_size;
  gint64 sees = 0;
  gboolean flag;

  memset (tr, 0, sizeof *tr);

  if (rules->fool_role != TAROT_FOOL_EXCUSE)
    {
      tarot_json_set_error (error, file, NULL, "pack", "a pack whose Fool is an Excuse (the Narr)");
      return FALSE;
    }
  if (hand * n_players + rules->talon_size != tarot_card_set_count (rules->pack))
    {
      g_autofree char *expected = g_strdup_printf ("hand × %u + talon = %u cards (the whole pack)",
                                                   n_players, tarot_card_set_count (rules->pack));

      tarot_json_set_error (error, file, deal_where, NULL, expected);
      return FALSE;
    }

  if (!tarot_variant_check_option_kinds (variant, option_kinds, G_N_ELEMENTS (option_kinds), error) ||
      !read_choice_option (variant, options, "deal_form", deal_form_ids, DEAL_FORM_NORMAL,
                           &tr->deal_form, error) ||
      !read_choice_option (variant, options, "face_last_cards", face_up_ids, FACE_UP_NONE,
                           &tr->face_up, error) ||
      !read_choice_option (variant, options, "discard", discard_ids, DISCARD_NO_HONOURS,
                           &tr->discard_rule, error) ||
      !read_choice_option (variant, options, "jack_call", jack_call_ids, JACK_CALL_BUOB,
                           &tr->jack_call, error) ||
      !read_choice_option (variant, options, "talk", talk_ids, TALK_NONE, &tr->talk, error))
    return FALSE;
  tr->show_bottom = read_bool_option (variant, options, "show_bottom_card", FALSE);
  tr->numeral_always = read_bool_option (variant, options, "jack_numeral_always", FALSE);
  tr->king_and_jack = read_bool_option (variant, options, "king_and_jack", TRUE);
  tr->knock = read_bool_option (variant, options, "knock_signal", FALSE);

  /* the options' min and max come from the file */
  for (guint i = 0; i < 2; i++)
    {
      const char *id = i == 0 ? "catch_up_two_rounds" : "catch_up_one_round";
      gint64 deficit = tarot_variant_find_option (variant, id) != NULL
                       ? tarot_variant_get_option_int (variant, options, id) : 1;

      if (deficit < 1 || deficit > 1000)
        {
          tarot_json_set_error (error, file, "options", id, "a deficit from 1 to 1000 points");
          return FALSE;
        }
    }
  if (tarot_variant_find_option (variant, "catch_up_two_rounds") != NULL &&
      tarot_variant_find_option (variant, "catch_up_one_round") != NULL &&
      tarot_variant_get_option_int (variant, options, "catch_up_one_round") <
      tarot_variant_get_option_int (variant, options, "catch_up_two_rounds"))
    {
      /* a player's choice, not broken data: loading skips it */
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                   "%s: options.catch_up_one_round: expected a deficit at least as large as "
                   "catch_up_two_rounds", file);
      return FALSE;
    }

  deal = tarot_json_get_object (by, "deal", file, where, error);
  if (deal == NULL ||
      !tarot_json_get_bool (deal, "pauses", file, deal_where, &flag, error))
    return FALSE;
  tr->pauses = (guint8) flag;
  if (tr->pauses && n_players != 4)
    {
      tarot_json_set_error (error, file, deal_where, "pauses",
                            "false (only the four-handed game pauses during the deal)");
      return FALSE;
    }
  tr->catch_up = tarot_variant_find_option (variant, "deal_form") != NULL;
  /* read every form the file offers, so that a broken catch-up deal
   * is reported at load time */
  for (guint f = DEAL_FORM_NORMAL; f <= DEAL_FORM_ONE_ROUND; f++)
    {
      guint8 rounds[MAX_ROUNDS] = { 0 }, n_rounds;

      if (f > DEAL_FORM_NORMAL && tarot_variant_find_option (variant, "deal_form") == NULL)
        break;
      if (!read_rounds (deal, round_keys[f], file, deal_where, hand, rounds, &n_rounds, error))
        return FALSE;
      if (f == tr->deal_form)
        {
          memcpy (tr->rounds, rounds, sizeof rounds);
          tr->n_rounds = n_rounds;
        }
    }
  if (json_object_has_member (deal, "dealer_sees_bottom_after") &&
      !tarot_json_get_int (deal, "dealer_sees_bottom_after", file, deal_where,
                           0, MAX_ROUNDS, &sees, error))
    return FALSE;
  if (tr->deal_form == DEAL_FORM_NORMAL && sees > tr->n_rounds)
    {
      g_autofree char *expected = g_strdup_printf ("a round of the deal, from 0 to %u", tr->n_rounds);

      tarot_json_set_error (error, file, deal_where, "dealer_sees_bottom_after", expected);
      return FALSE;
    }
  /* in the catch-up deals the dealer may look at the bottom card at
   * once (§5.2) */
  tr->dealer_sees_bottom = tr->deal_form == DEAL_FORM_NORMAL ? (guint8) sees : 0;

  if (!tarot_json_get_bool (by, "partnerships", file, where, &flag, error))
    return FALSE;
  tr->partnerships = (guint8) flag;
  if (tr->partnerships && n_players % 2 != 0)
    {
      tarot_json_set_error (error, file, where, "partnerships",
                            "false for an odd number of players");
      return FALSE;
    }

  if ((scoring = tarot_json_get_object (by, "scoring", file, where, error)) == NULL)
    return FALSE;
  if (tarot_variant_find_option (variant, "counting") != NULL)
    {
      if (!read_choice_option (variant, options, "counting", counting_ids, COUNTING_SETS,
                               &tr->counting, error))
        return FALSE;
    }
  else
    tr->counting = json_object_has_member (scoring, "sets") ? COUNTING_SETS : COUNTING_SINGLE;
  {
    g_autofree char *method_where = g_strdup_printf ("%s.%s", scoring_where, counting_ids[tr->counting]);

    if ((method = tarot_json_get_object (scoring, counting_ids[tr->counting], file,
                                         scoring_where, error)) == NULL ||
        !tarot_share_read_targets (method, file, method_where, tr->targets, error))
      return FALSE;
    if (tr->counting == COUNTING_SETS)
      {
        gint64 size;

        if (!tarot_json_get_int (method, "set_size", file, method_where, 2, 6, &size, error))
          return FALSE;
        tr->set_size = (guint8) size;
      }
  }

  /* ils honors: XXI, I, the Narr and the four Kings (§3) */
  rules->honours = tarot_card_set_union (rules->honours, rules->kings);
  rules->count_by = 1;
  rules->points_total = pack_total (rules, tr);
  /* zero-sum: the targets share out the whole pack */
  if ((guint32) (tr->targets[0] + tr->targets[1] * (tr->partnerships ? 1 : (gint32) n_players - 1)) !=
      rules->points_total)
    {
      g_autofree char *expected = g_strdup_printf ("targets that share the %u points of the pack",
                                                   rules->points_total);

      tarot_json_set_error (error, file, scoring_where, counting_ids[tr->counting], expected);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* seats and sides                                                     */

/* Which team a seat plays for: the parity of its distance from the
 * dealer in partnership games (partners sit opposite / alternately),
 * the seat itself otherwise. */
static inline guint
team_of (const TroccasRules *tr,
         guint               n,
         guint               dealer,
         guint               seat)
{
  return tr->partnerships ? (seat + n - dealer) % 2 : seat;
}

static TarotCardSet
team_pile (const TroccasRules *tr,
           const TarotDeal    *deal,
           guint               team)
{
  TarotCardSet pile = TAROT_CARD_SET_EMPTY;

  for (guint s = 0; s < deal->n_players; s++)
    if (team_of (tr, deal->n_players, deal->dealer, s) == team)
      pile = tarot_card_set_union (pile, deal->won[s]);
  return pile;
}

static inline gboolean
is_numeral (TarotCard c)
{
  return c < 56 && tarot_card_face (c) <= TAROT_FACE_10;
}

/* ------------------------------------------------------------------ */
/* the deal                                                            */

static TarotCard
draw_card (TarotDeal    *deal,
           TarotCardSet  stock)
{
  return tarot_card_set_nth (stock, tarot_rng_below (&deal->rng, tarot_card_set_count (stock)));
}

/* Deals one round.  The undealt cards lie in deal->talon; drawing them
 * at random from the deal's RNG is the same as dealing from a shuffled
 * pack, and keeps the deal small. */
static void
deal_round (const TarotRules   *rules,
            const TroccasRules *tr,
            TarotDeal          *deal)
{
  TroccasState *st = ST (deal);
  guint n = deal->n_players;
  gboolean last = st->round + 1 == tr->n_rounds;

  for (guint i = 1; i <= n; i++)
    {
      guint seat = (deal->dealer + i) % n;
      gboolean dealer = seat == deal->dealer;
      guint k = tr->rounds[st->round] + (last && dealer ? rules->talon_size : 0);
      gboolean face_up = last && (tr->face_up == FACE_UP_ALL ||
                                  (tr->face_up == FACE_UP_OTHERS && !dealer));

      for (guint j = 0; j < k; j++)
        {
          TarotCardSet stock = deal->talon;
          TarotCard c;

          tarot_card_set_remove (&stock, st->bottom);
          c = (last && dealer && j == k - 1) ? st->bottom : draw_card (deal, stock);
          tarot_card_set_remove (&deal->talon, c);
          tarot_card_set_add (&deal->hands[seat], c);
          if (face_up && j == k - 1)
            tarot_card_set_add (&deal->shown, c);
        }
    }
  st->round++;
}

static void
start_play (TarotDeal *deal)
{
  deal->phase = TAROT_PHASE_PLAY;
  deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
  deal->trick_leader[0] = deal->to_move;
  deal->trick_len = 0;
}

static void
start_discard (const TarotRules *rules,
               TarotDeal        *deal)
{
  if (rules->talon_size == 0)
    {
      start_play (deal);
      return;
    }
  deal->phase = TAROT_PHASE_DISCARD;
  deal->to_move = deal->dealer;
}

static void
open_pause (TarotDeal *deal)
{
  deal->phase = TAROT_PHASE_DEALING;
  ST (deal)->step = STEP_RIGHT;
  deal->to_move = (guint8) ((deal->dealer + 1) % deal->n_players);
}

/* Deals the next round, or all of them when the form has no pauses. */
static void
deal_on (const TarotRules   *rules,
         const TroccasRules *tr,
         TarotDeal          *deal)
{
  do
    deal_round (rules, tr, deal);
  while (!tr->pauses && ST (deal)->round < tr->n_rounds);

  if (tr->pauses)
    open_pause (deal);
  else
    start_discard (rules, deal);
}

static void
new_deal (const TarotRules   *rules,
          const TroccasRules *tr,
          TarotDeal          *deal)
{
  TroccasState *st = ST (deal);

  for (guint s = 0; s < deal->n_players; s++)
    deal->hands[s] = TAROT_CARD_SET_EMPTY;
  deal->talon = rules->pack;
  deal->shown = TAROT_CARD_SET_EMPTY;
  deal->n_auction = 0;
  st->round = 0;
  /* the cut: the new bottom card is the dealer's last card */
  st->bottom = draw_card (deal, deal->talon);
  deal_on (rules, tr, deal);
}

static void
troccas_setup (const TarotRules *rules,
               TarotDeal        *deal)
{
  TroccasState *st = ST (deal);

  st->narr_seat = TAROT_NO_SEAT;
  st->narr_owed_to = TAROT_NO_SEAT;
  st->scart_seat = deal->dealer;
  st->knock_card = TAROT_CARD_NONE;
  new_deal (rules, TR (rules), deal);
}

static gboolean
dealer_has_no_trumps (const TarotRules *rules,
                      const TarotDeal  *deal)
{
  return tarot_card_set_is_empty (tarot_card_set_intersect (deal->hands[deal->dealer], rules->trumps));
}

/* The table has decided to go on after a pause. */
static void
pause_continue (const TarotRules   *rules,
                const TroccasRules *tr,
                TarotDeal          *deal,
                gboolean            by_dealer)
{
  TroccasState *st = ST (deal);

  if (st->round < tr->n_rounds)
    deal_on (rules, tr, deal);
  else if (!by_dealer && dealer_has_no_trumps (rules, deal))
    {
      /* a dealer without trumps may throw in even if the others
       * ordered play (§5.1) */
      st->step = STEP_NO_TRUMPS;
      deal->to_move = deal->dealer;
    }
  else
    start_discard (rules, deal);
}

/* ------------------------------------------------------------------ */
/* legal actions                                                       */

static TarotCardSet
legal_discards (const TarotRules   *rules,
                const TroccasRules *tr,
                const TarotDeal    *deal)
{
  TarotCardSet hand = deal->hands[deal->dealer];
  TarotCardSet honours = rules->honours;

  switch (tr->discard_rule)
    {
    case DISCARD_NO_MUND_NARR:
      tarot_card_set_remove (&hand, TRUMP_21);
      tarot_card_set_remove (&hand, TAROT_CARD_FOOL);
      return hand;
    case DISCARD_HONOURS_TOGETHER:
      if (tarot_card_set_is_empty (deal->discard))
        {
          /* an honour may open the scart only if it can be completed */
          if (tarot_card_set_count (tarot_card_set_intersect (hand, honours)) >= rules->talon_size)
            return hand;
          return tarot_card_set_minus (hand, honours);
        }
      if (!tarot_card_set_is_empty (tarot_card_set_intersect (deal->discard, honours)))
        return tarot_card_set_intersect (hand, honours);
      return tarot_card_set_minus (hand, honours);
    case DISCARD_NO_HONOURS:
    default:
      return tarot_card_set_minus (hand, honours);
    }
}

/* The lowest numeral card of @suit in the last trick played by others
 * than @seat (§10.3), TAROT_CARD_NONE if there is none. */
static TarotCard
lowest_numeral (const TarotRules *rules,
                const TarotDeal  *deal,
                guint             suit,
                guint             seat)
{
  guint t = deal->n_tricks - 1;
  guint n = deal->n_players;
  TarotCard lowest = TAROT_CARD_NONE;

  for (guint i = 0; i < n; i++)
    {
      TarotCard c = deal->tricks[t][i];

      if ((deal->trick_leader[t] + i) % n != seat && is_numeral (c) && tarot_card_suit (c) == (int) suit &&
          (lowest == TAROT_CARD_NONE || rules->rank[c] < rules->rank[lowest]))
        lowest = c;
    }
  return lowest;
}

static void
troccas_legal_actions (const TarotRules *rules,
                       const TarotDeal  *deal,
                       TarotActionList  *list)
{
  const TroccasRules *tr = TR (rules);
  const TroccasState *st = CST (deal);
  guint seat = deal->to_move;

  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      tarot_action_list_add (list, TAROT_ACTION_CONTINUE, seat, TAROT_CARD_NONE, 0);
      switch (st->step)
        {
        case STEP_RIGHT:
        case STEP_PARTNER:
          if (tr->talk == TALK_CODED)
            for (guint p = 0; p < N_PHRASES; p++)
              tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, p);
          else
            tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
          break;
        case STEP_LEFT:
          tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
          break;
        default:
          tarot_action_list_add (list, TAROT_ACTION_ABANDON, seat, TAROT_CARD_NONE, 0);
          break;
        }
      break;

    case TAROT_PHASE_DISCARD:
      tarot_action_list_add_cards (list, TAROT_ACTION_DISCARD, seat, legal_discards (rules, tr, deal));
      break;

    case TAROT_PHASE_PLAY:
      tarot_action_list_add_cards (list, TAROT_ACTION_PLAY, seat,
                                   tarot_legal_follow (rules, deal->hands[seat],
                                                       deal->tricks[deal->n_tricks],
                                                       deal->trick_len, FALSE));
      break;

    case TAROT_PHASE_ANNOUNCE:
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE, ANNOUNCE_KNOCK);
      break;

    case TAROT_PHASE_CALL:
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      if (st->call_stage == CALL_STAGE_KING_JACK)
        tarot_action_list_add (list, TAROT_ACTION_CALL, seat,
                               lowest_numeral (rules, deal, st->call_suit, seat), CALL_KING_JACK);
      else
        {
          TarotCard jack = tarot_card_make (st->call_suit, TAROT_FACE_JACK);

          tarot_action_list_add (list, TAROT_ACTION_CALL, seat, jack, CALL_BUOB);
          if (tr->jack_call == JACK_CALL_BOTH)
            tarot_action_list_add (list, TAROT_ACTION_CALL, seat, jack, CALL_BUOB_SCHE);
        }
      break;

    default:
      break;
    }
}

/* ------------------------------------------------------------------ */
/* apply                                                               */

static void
record_public (TarotDeal   *deal,
               TarotAction  action)
{
  if (deal->n_auction < TAROT_MAX_AUCTION)
    deal->auction[deal->n_auction++] = action;
}

static void
apply_pause (const TarotRules   *rules,
             const TroccasRules *tr,
             TarotDeal          *deal,
             TarotAction         action)
{
  TroccasState *st = ST (deal);
  guint n = deal->n_players;

  record_public (deal, action);
  switch (action.kind)
    {
    case TAROT_ACTION_CONTINUE:
      pause_continue (rules, tr, deal, st->step >= STEP_DEALER);
      break;
    case TAROT_ACTION_ABANDON:
      /* same dealer, same number of rounds; does not count as a hand */
      st->n_abandoned++;
      new_deal (rules, tr, deal);
      break;
    default:
      /* information (or "liber") hands the word to the next speaker */
      st->step++;
      deal->to_move = (guint8) (st->step == STEP_DEALER ? deal->dealer
                                                        : (deal->dealer + st->step + 1) % n);
      break;
    }
}

/* Lowest card of @pile by value then id: an empty card if there is one. */
static TarotCard
cheapest_card (const TarotRules *rules,
               TarotCardSet      pile)
{
  TarotCard best = TAROT_CARD_NONE;

  TAROT_CARD_SET_FOREACH (pile, c)
    if (best == TAROT_CARD_NONE || rules->value[c] < rules->value[best])
      best = c;
  return best;
}

/* The Narr's side gives the winners of its trick an empty card from
 * its own tricks (never from the scart, which is not in won[]).  With
 * @final, the end of the hand: a counting card if it has no empty one,
 * or the Narr itself if it won nothing at all. */
static void
settle_narr (const TarotRules   *rules,
             const TroccasRules *tr,
             TarotDeal          *deal,
             gboolean            final)
{
  TroccasState *st = ST (deal);
  TarotCardSet pile;
  TarotCard c;

  if (st->narr_owed_to == TAROT_NO_SEAT)
    return;
  pile = team_pile (tr, deal, team_of (tr, deal->n_players, deal->dealer, st->narr_seat));
  tarot_card_set_remove (&pile, TAROT_CARD_FOOL);
  c = cheapest_card (rules, pile);
  if (c != TAROT_CARD_NONE && (final || rules->value[c] == 1))
    tarot_deal_move_won (deal, c, st->narr_owed_to);
  else if (final)
    tarot_deal_move_won (deal, TAROT_CARD_FOOL, st->narr_owed_to);
  else
    return;
  st->narr_owed_to = TAROT_NO_SEAT;
}

/* Swaps @out (in the last trick) for @in (in @seat's hand): the card
 * taken back is seen by everybody. */
static void
swap_into_trick (TarotDeal *deal,
                 guint      seat,
                 TarotCard  in,
                 TarotCard  out)
{
  guint t = deal->n_tricks - 1;

  for (guint i = 0; i < deal->n_players; i++)
    if (deal->tricks[t][i] == out)
      deal->tricks[t][i] = in;
  tarot_card_set_remove (&deal->hands[seat], in);
  tarot_card_set_add (&deal->hands[seat], out);
  tarot_card_set_remove (&deal->won[deal->trick_winner[t]], out);
  tarot_card_set_add (&deal->won[deal->trick_winner[t]], in);
  tarot_card_set_remove (&deal->played, out);
  tarot_card_set_add (&deal->played, in);
  tarot_card_set_remove (&deal->shown, in);
  tarot_card_set_add (&deal->shown, out);
}

static void
end_hand (const TarotRules   *rules,
          const TroccasRules *tr,
          TarotDeal          *deal)
{
  TroccasState *st = ST (deal);
  guint n = deal->n_players;
  guint first = team_of (tr, n, deal->dealer, deal->trick_winner[0]);
  gboolean sweep = TRUE;

  for (guint t = 1; t < deal->n_tricks; t++)
    if (team_of (tr, n, deal->dealer, deal->trick_winner[t]) != first)
      sweep = FALSE;
  if (sweep)
    {
      /* a side that wins every trick also gets the Narr and the scart */
      if (st->narr_owed_to != TAROT_NO_SEAT)
        {
          tarot_deal_move_won (deal, TAROT_CARD_FOOL, st->narr_owed_to);
          st->narr_owed_to = TAROT_NO_SEAT;
        }
      st->scart_seat = deal->trick_winner[0];
    }
  settle_narr (rules, tr, deal, TRUE);
  deal->phase = TAROT_PHASE_OVER;
  deal->end = TAROT_END_PLAYED;
  deal->to_move = TAROT_NO_SEAT;
}

static void
next_trick (const TarotRules   *rules,
            const TroccasRules *tr,
            TarotDeal          *deal)
{
  ST (deal)->call_stage = CALL_STAGE_NONE;
  /* only now: a call for the Jack may still take back a card of the
   * trick just won */
  settle_narr (rules, tr, deal, FALSE);
  if (deal->n_tricks == rules->n_tricks)
    {
      end_hand (rules, tr, deal);
      return;
    }
  deal->phase = TAROT_PHASE_PLAY;
  deal->trick_len = 0;
  tarot_deal_lead (deal, deal->trick_winner[deal->n_tricks - 1]);
}

/* Calling for the Jack makes sense only if the Jack may still be in the
 * hand of a player other than the winner. */
static void
offer_jack_call (const TarotRules   *rules,
                 const TroccasRules *tr,
                 TarotDeal          *deal)
{
  TroccasState *st = ST (deal);
  guint winner = deal->trick_winner[deal->n_tricks - 1];
  TarotCard jack = tarot_card_make (st->call_suit, TAROT_FACE_JACK);

  if (tr->jack_call == JACK_CALL_NONE || tarot_card_set_contains (deal->played, jack) ||
      tarot_card_set_contains (deal->hands[winner], jack))
    {
      next_trick (rules, tr, deal);
      return;
    }
  deal->phase = TAROT_PHASE_CALL;
  st->call_stage = CALL_STAGE_JACK;
  st->jack_not_in[st->call_suit] |= (guint8) (1u << winner);
  deal->to_move = (guint8) winner;
}

static void
finish_trick (const TarotRules   *rules,
              const TroccasRules *tr,
              TarotDeal          *deal)
{
  TroccasState *st = ST (deal);
  guint n = deal->n_players;
  guint t = deal->n_tricks;
  const TarotCard *cards = deal->tricks[t];
  guint leader = deal->trick_leader[t];
  int led = tarot_trick_led_suit (rules, cards, n);
  guint winner = tarot_deal_close_trick (rules, deal, NULL);
  gboolean narr = FALSE;

  for (guint i = 0; i < n; i++)
    narr |= cards[i] == TAROT_CARD_FOOL;

  if (narr && team_of (tr, n, deal->dealer, st->narr_seat) != team_of (tr, n, deal->dealer, winner))
    {
      /* the Narr goes back to its side, which owes the winners a card */
      tarot_deal_move_won (deal, TAROT_CARD_FOOL, st->narr_seat);
      st->narr_owed_to = (guint8) winner;
    }

  if (led >= 0 && led < TAROT_N_SUITS && !(st->suits_led & (1u << led)))
    {
      TarotCard king = tarot_card_make (led, TAROT_FACE_KING);

      st->suits_led |= (guint8) (1u << led);
      for (guint i = 0; i < n; i++)
        if (cards[i] == king)
          {
            guint seat = (leader + i) % n;

            st->call_suit = (guint8) led;
            if (tr->king_and_jack &&
                tarot_card_set_contains (deal->hands[seat], tarot_card_make (led, TAROT_FACE_JACK)) &&
                lowest_numeral (rules, deal, led, seat) != TAROT_CARD_NONE)
              {
                /* the question tells the table where the Jack is */
                deal->phase = TAROT_PHASE_CALL;
                st->call_stage = CALL_STAGE_KING_JACK;
                st->jack_not_in[led] = (guint8) ~(1u << seat);
                deal->to_move = (guint8) seat;
              }
            else
              offer_jack_call (rules, tr, deal);
            return;
          }
    }
  next_trick (rules, tr, deal);
}

/* What @seat takes back into his hand when the winners call for the
 * Jack and he holds it (§10.3), TAROT_CARD_NONE when the call has no
 * effect on him: the card he played, or after his King a numeral card
 * of another player. */
static TarotCard
jack_call_takes (const TarotRules   *rules,
                 const TroccasRules *tr,
                 const TarotDeal    *deal,
                 guint               seat,
                 CallKind            kind)
{
  const TroccasState *st = CST (deal);
  guint t = deal->n_tricks - 1;
  TarotCard played = deal->tricks[t][(seat + deal->n_players - deal->trick_leader[t]) % deal->n_players];

  /* "il narr stgisa mintga carta" */
  if (played == TAROT_CARD_FOOL || tarot_card_suit (played) != (int) st->call_suit)
    return TAROT_CARD_NONE;
  if (is_numeral (played))
    return played;
  /* "buob, sche" forces the Jack only after a numeral card */
  if (kind == CALL_BUOB_SCHE)
    return TAROT_CARD_NONE;
  /* the King's player holds the Jack too: the lowest numeral card of
   * another player, none meaning no effect (S001 5.1 ruling); the Au/ND
   * option takes one after a Queen or Cavalier too (Q4) */
  if (tarot_card_face (played) == TAROT_FACE_KING)
    return lowest_numeral (rules, deal, st->call_suit, seat);
  if (tr->numeral_always)
    {
      TarotCard lowest = lowest_numeral (rules, deal, st->call_suit, seat);

      if (lowest != TAROT_CARD_NONE)
        return lowest;
    }
  return played;
}

/* "buob": the holder of the Jack puts it into the trick and takes back
 * a card of it.  Whatever happens, the table learns that the Jack is
 * not with any player the call would have reached. */
static void
resolve_jack_call (const TarotRules   *rules,
                   const TroccasRules *tr,
                   TarotDeal          *deal,
                   CallKind            kind)
{
  TroccasState *st = ST (deal);
  TarotCard jack = tarot_card_make (st->call_suit, TAROT_FACE_JACK);
  guint holder = tarot_deal_holder_of (deal, jack);
  TarotCard taken;

  for (guint s = 0; s < deal->n_players; s++)
    if (jack_call_takes (rules, tr, deal, s, kind) != TAROT_CARD_NONE)
      st->jack_not_in[st->call_suit] |= (guint8) (1u << s);
  /* in the scart: "el dirma" */
  if (holder == TAROT_NO_SEAT)
    return;
  taken = jack_call_takes (rules, tr, deal, holder, kind);
  if (taken != TAROT_CARD_NONE)
    swap_into_trick (deal, holder, jack, taken);
}

static void
apply_call (const TarotRules   *rules,
            const TroccasRules *tr,
            TarotDeal          *deal,
            TarotAction         action)
{
  TroccasState *st = ST (deal);

  if (st->call_stage == CALL_STAGE_KING_JACK)
    {
      if (action.kind == TAROT_ACTION_CALL)
        {
          swap_into_trick (deal, action.seat, tarot_card_make (st->call_suit, TAROT_FACE_JACK),
                           action.card);
          next_trick (rules, tr, deal);
        }
      else
        offer_jack_call (rules, tr, deal);
      return;
    }
  if (action.kind == TAROT_ACTION_CALL)
    resolve_jack_call (rules, tr, deal, action.arg);
  next_trick (rules, tr, deal);
}

/* Knocking (CD, §9): when trumps are led, the holder of the highest
 * trump still out may knock, once for each card that becomes the
 * highest.  Returns TRUE if the game now waits for him. */
static gboolean
offer_knock (const TarotRules   *rules,
             const TroccasRules *tr,
             TarotDeal          *deal)
{
  TroccasState *st = ST (deal);
  const TarotCard *trick = deal->tricks[deal->n_tricks];
  TarotCardSet out = TAROT_CARD_SET_EMPTY;
  TarotCard highest;

  if (!tr->knock || !tarot_card_set_contains (rules->trumps, trick[deal->trick_len - 1]) ||
      tarot_trick_led_suit (rules, trick, deal->trick_len - 1) >= 0)
    return FALSE;
  for (guint s = 0; s < deal->n_players; s++)
    out = tarot_card_set_union (out, deal->hands[s]);
  highest = tarot_card_set_last (tarot_card_set_intersect (out, rules->trumps));
  if (highest == TAROT_CARD_NONE || highest == st->knock_card)
    return FALSE;
  st->knock_card = highest;
  deal->phase = TAROT_PHASE_ANNOUNCE;
  deal->to_move = (guint8) tarot_deal_holder_of (deal, highest);
  return TRUE;
}

static void
troccas_apply (const TarotRules *rules,
               TarotDeal        *deal,
               TarotAction       action)
{
  const TroccasRules *tr = TR (rules);

  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      apply_pause (rules, tr, deal, action);
      break;

    case TAROT_PHASE_DISCARD:
      tarot_card_set_remove (&deal->hands[deal->dealer], action.card);
      tarot_card_set_add (&deal->discard, action.card);
      tarot_card_set_remove (&deal->shown, action.card);
      if (tarot_card_set_count (deal->discard) == rules->talon_size)
        start_play (deal);
      break;

    case TAROT_PHASE_PLAY:
      if (action.card == TAROT_CARD_FOOL)
        ST (deal)->narr_seat = action.seat;
      if (tarot_deal_play_into_trick (deal, action.seat, action.card, NULL))
        finish_trick (rules, tr, deal);
      else if (!offer_knock (rules, tr, deal))
        deal->to_move = (guint8) ((action.seat + 1) % deal->n_players);
      break;

    case TAROT_PHASE_ANNOUNCE:
      if (action.kind == TAROT_ACTION_ANNOUNCE)
        deal->announced[action.seat] |= ANNOUNCED_KNOCK;
      deal->phase = TAROT_PHASE_PLAY;
      deal->to_move = (guint8) ((deal->trick_leader[deal->n_tricks] + deal->trick_len) % deal->n_players);
      break;

    case TAROT_PHASE_CALL:
      apply_call (rules, tr, deal, action);
      break;

    default:
      break;
    }
}

/* ------------------------------------------------------------------ */
/* views                                                               */

static void
troccas_make_view (const TarotRules *rules,
                   const TarotDeal  *deal,
                   guint             seat,
                   TarotPlayerView  *view)
{
  const TroccasRules *tr = TR (rules);
  const TroccasState *st = CST (deal);
  TarotCardSet where;

  if (seat == deal->dealer)
    {
      view->own_discard = deal->discard;
      view->unseen = tarot_card_set_minus (view->unseen, deal->discard);
    }

  /* the bottom card shown at the cut, while it is undealt or in the
   * dealer's hand (§5.1 step 1); the dealer sees it after round 2 */
  where = tarot_card_set_union (deal->talon, deal->hands[deal->dealer]);
  if (tr->show_bottom && tarot_card_set_contains (where, st->bottom) &&
      (seat != deal->dealer || st->round >= tr->dealer_sees_bottom))
    {
      tarot_card_set_add (&view->shown, st->bottom);
      tarot_card_set_remove (&view->unseen, st->bottom);
      if (tarot_card_set_contains (deal->talon, st->bottom))
        tarot_card_set_add (&view->shown_in_talon, st->bottom);
      else
        tarot_card_set_add (&view->shown_in_hand[deal->dealer], st->bottom);
    }
  else if (!tarot_card_set_contains (deal->hands[seat], st->bottom))
    {
      /* which card will come last to the dealer is secret */
      ((TroccasState *) (gpointer) view->family_public.bytes)->bottom = TAROT_CARD_NONE;
    }
}

/* What the scart may not hold (§7), and what the game's questions
 * tell: where the calls for the Jack showed a Jack is not (the King's
 * player asked about "King and Jack" holds it, the trick's winner asked
 * whether to call lacks it, a call that changed nothing did not reach
 * its holder), and that the holder of the highest trump out is asked
 * whether to knock. */
static void
troccas_sample_constraints (const TarotRules      *rules,
                            const TarotPlayerView *view,
                            TarotCardSet          *excluded)
{
  const TroccasState *st = (const TroccasState *) (gconstpointer) view->family_public.bytes;
  TarotCardSet *scart = &excluded[view->n_players + 1];

  for (guint suit = 0; suit < TAROT_N_SUITS; suit++)
    for (guint l = 0; l < view->n_players + 2u; l++)
      if (st->jack_not_in[suit] & (1u << l))
        tarot_card_set_add (&excluded[l], tarot_card_make (suit, TAROT_FACE_JACK));
  if (view->phase == TAROT_PHASE_ANNOUNCE && st->knock_card != TAROT_CARD_NONE)
    for (guint l = 0; l < view->n_players + 2u; l++)
      if (l != view->to_move)
        tarot_card_set_add (&excluded[l], st->knock_card);

  switch (TR (rules)->discard_rule)
    {
    case DISCARD_NO_MUND_NARR:
      tarot_card_set_add (scart, TRUMP_21);
      tarot_card_set_add (scart, TAROT_CARD_FOOL);
      break;
    case DISCARD_NO_HONOURS:
      *scart = tarot_card_set_union (*scart, rules->honours);
      break;
    case DISCARD_HONOURS_TOGETHER:
    default:
      break;
    }
}

/* A secret bottom card: any card still to be dealt. */
static void
troccas_sample_state (const TarotRules      *rules,
                      const TarotPlayerView *view,
                      TarotDeal             *deal)
{
  const TroccasRules *tr = TR (rules);
  TroccasState *st = ST (deal);

  if (st->bottom != TAROT_CARD_NONE)
    {
      /* shown to this view only through make_view, not to the table
       * (unless it is the dealer's face-up last card) */
      TarotCardSet where = tarot_card_set_union (deal->talon, deal->hands[deal->dealer]);

      if (tr->show_bottom && tarot_card_set_contains (where, st->bottom) &&
          !(tr->face_up == FACE_UP_ALL && st->round >= tr->n_rounds))
        tarot_card_set_remove (&deal->shown, st->bottom);
      return;
    }
  if (!tarot_card_set_is_empty (deal->talon) && view->phase == TAROT_PHASE_DEALING)
    st->bottom = tarot_card_set_nth (deal->talon, tarot_rng_below (&deal->rng, tarot_card_set_count (deal->talon)));
}

/* ------------------------------------------------------------------ */
/* outcome and score                                                   */

static guint32
count_pile (const TarotRules   *rules,
            const TroccasRules *tr,
            TarotCardSet        pile,
            TarotCardSet        scart)
{
  guint32 points = 0;
  guint cards = tarot_card_set_count (pile) + tarot_card_set_count (scart);

  TAROT_CARD_SET_FOREACH (pile, c)
    points += rules->value[c];
  TAROT_CARD_SET_FOREACH (scart, c)
    points += rules->value[c] - 1u;
  if (tr->counting == COUNTING_SINGLE)
    return points;
  /* the integer method of §4: values − 1, plus one per (started) set */
  return points - tarot_card_set_count (pile) + (cards + tr->set_size - 1) / tr->set_size;
}

static void
troccas_outcome (const TarotRules *rules,
                 const TarotDeal  *deal,
                 TarotOutcome     *outcome)
{
  const TroccasRules *tr = TR (rules);
  const TroccasState *st = CST (deal);
  guint n = deal->n_players;
  guint scart_team = team_of (tr, n, deal->dealer, st->scart_seat);
  guint32 team_points[TAROT_MAX_PLAYERS] = { 0 };

  outcome->points_unit = 1;
  for (guint team = 0; team < (tr->partnerships ? 2u : n); team++)
    {
      TarotCardSet pile = team_pile (tr, deal, team);
      TarotCardSet scart = team == scart_team ? deal->discard : TAROT_CARD_SET_EMPTY;
      /* partnership teams are already numbered like outcome sides */
      guint side = tr->partnerships ? team : tarot_share_side_of (tr->partnerships, n, deal->dealer, team);

      team_points[team] = count_pile (rules, tr, pile, scart);
      pile = tarot_card_set_union (pile, scart);
      outcome->bouts[side] += (guint8) tarot_card_set_count (tarot_card_set_intersect (pile, rules->honours));
    }
  tarot_share_outcome_fill (outcome, deal, tr->partnerships, team_points);
  outcome->extra[6] = tr->deal_form;
  outcome->extra[7] = st->n_abandoned;
}

static void
troccas_score (const TarotRules   *rules,
               const TarotOutcome *outcome,
               TarotScore         *score,
               gboolean            with_labels)
{
  const TroccasRules *tr = TR (rules);

  tarot_share_score (outcome, tr->partnerships, tr->targets, score, with_labels);
}

/* ------------------------------------------------------------------ */
/* JSON                                                                */

/* The fewest card points a team (@dealer: the dealer's) can have
 * without ending empty-handed: a trick of its own, counted with the
 * scart (§4), or for a dealer who won none in a game each for himself,
 * the scart alone.  A team without a trick has nothing: the Narr goes
 * to the winners and a sweep takes the scart (§7, §10.2). */
static guint
least_points (const TarotRules   *rules,
              const TroccasRules *tr,
              gboolean            dealer)
{
  guint scart = dealer ? rules->talon_size : 0;
  guint with_trick, without;

  if (tr->counting == COUNTING_SINGLE)
    /* every card counts at least 1, an empty scart card 0 */
    return dealer && !tr->partnerships ? 0 : rules->trick_size;
  with_trick = (rules->trick_size + scart + tr->set_size - 1u) / tr->set_size;
  without = (scart + tr->set_size - 1u) / tr->set_size;
  return dealer && !tr->partnerships && without > 0 ? MIN (with_trick, without) : with_trick;
}

static gboolean
troccas_outcome_from_json (const TarotRules  *rules,
                           JsonObject        *object,
                           TarotOutcome      *outcome,
                           GError           **error)
{
  static const char *const allowed[] = { "dealer", "points", "deal_form", "abandoned", NULL };
  const TroccasRules *tr = TR (rules);
  guint n = rules->n_players;
  gint64 dealer, abandoned = 0;
  guint form = tr->deal_form;
  guint least[TAROT_MAX_PLAYERS];

  tarot_share_outcome_init (outcome, n);

  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !tarot_json_get_int (object, "dealer", NULL, NULL, 0, n - 1, &dealer, error))
    return FALSE;
  outcome->dealer = (guint8) dealer;
  if (json_object_has_member (object, "deal_form") &&
      !tarot_json_get_choice (object, "deal_form", NULL, NULL, deal_form_ids, &form, error))
    return FALSE;
  /* §5.2: only the four-handed game has catch-up deals */
  if (form != DEAL_FORM_NORMAL && !tr->catch_up)
    {
      tarot_json_set_problem (error, NULL, NULL, "deal_form", _("this game has no catch-up deals"));
      return FALSE;
    }
  /* §5.3: only the four-handed game, which pauses during the deal, may
   * throw a deal in; a hand counts its redeals in a byte */
  if (json_object_has_member (object, "abandoned") &&
      !tarot_json_get_int (object, "abandoned", NULL, NULL, 0, tr->pauses ? G_MAXUINT8 : 0, &abandoned,
                           error))
    return FALSE;
  outcome->extra[6] = (gint32) form;
  outcome->extra[7] = (gint32) abandoned;

  /* a side that wins no trick has nothing, not even the scart (§7) */
  for (guint i = 0; i < n; i++)
    least[i] = least_points (rules, tr, tr->partnerships ? i == 0 : i == outcome->dealer);
  return tarot_share_read_points (rules, object, tr->partnerships, least, outcome, error);
}

static JsonObject *
troccas_outcome_to_json (const TarotRules   *rules,
                         const TarotOutcome *outcome)
{
  const TroccasRules *tr = TR (rules);
  JsonObject *o = tarot_share_outcome_to_json (outcome, tr->partnerships);

  /* only the four-handed game has catch-up deals and throws deals in */
  if (tr->catch_up)
    json_object_set_string_member (o, "deal_form",
                                   deal_form_ids[CLAMP (outcome->extra[6], 0, DEAL_FORM_ONE_ROUND)]);
  if (tr->pauses)
    json_object_set_int_member (o, "abandoned", outcome->extra[7]);
  return o;
}

/* docs/family-api.md "Outcome description and validation" */
static JsonObject *
troccas_outcome_describe (const TarotRules *rules)
{
  static const char *const form_labels[] = {
    N_("Normal deal"), N_("Catch-up deal in two rounds"), N_("Catch-up deal in one round"),
  };
  const TroccasRules *tr = TR (rules);
  JsonObject *desc = tarot_share_describe (rules, tr->partnerships, tr->targets);
  JsonObject *f;

  if (tr->catch_up)
    {
      f = tarot_outcome_desc_add (desc, "deal_form", "choice", _("Deal"));
      for (guint i = 0; deal_form_ids[i] != NULL; i++)
        tarot_outcome_desc_add_choice (f, deal_form_ids[i], _(form_labels[i]));
      json_object_set_string_member (f, "default", deal_form_ids[tr->deal_form]);
    }
  if (tr->pauses)
    {
      f = tarot_outcome_desc_add (desc, "abandoned", "int", _("Deals thrown in"));
      tarot_outcome_desc_set_range (f, 0, G_MAXUINT8);
      json_object_set_int_member (f, "default", 0);
      json_object_set_string_member (f, "help", _("Before this one; they do not count"));
    }
  return desc;
}

static const char *
troccas_arg_to_string (const TarotRules *rules G_GNUC_UNUSED,
                       TarotActionKind   kind,
                       guint             arg)
{
  if (kind == TAROT_ACTION_ANNOUNCE && arg <= ANNOUNCE_KNOCK)
    return announce_ids[arg];
  if (kind == TAROT_ACTION_CALL && arg < G_N_ELEMENTS (call_ids) - 1)
    return call_ids[arg];
  return NULL;
}

static gboolean
troccas_arg_from_string (const TarotRules *rules G_GNUC_UNUSED,
                         TarotActionKind   kind,
                         const char       *str,
                         guint            *arg)
{
  const char *const *ids;

  if (kind == TAROT_ACTION_ANNOUNCE)
    ids = announce_ids;
  else if (kind == TAROT_ACTION_CALL)
    ids = call_ids;
  else
    return FALSE;
  for (guint i = 0; ids[i] != NULL; i++)
    if (g_strcmp0 (str, ids[i]) == 0)
      {
        *arg = i;
        return TRUE;
      }
  return FALSE;
}

const TarotFamily tarot_family_troccas = {
  .id = "troccas",
  .build_rules = troccas_build_rules,
  .setup = troccas_setup,
  .legal_actions = troccas_legal_actions,
  .apply = troccas_apply,
  .outcome = troccas_outcome,
  .score = troccas_score,
  .make_view = troccas_make_view,
  .outcome_from_json = troccas_outcome_from_json,
  .outcome_to_json = troccas_outcome_to_json,
  .outcome_describe = troccas_outcome_describe,
  .arg_to_string = troccas_arg_to_string,
  .arg_from_string = troccas_arg_from_string,
  .sample_constraints = troccas_sample_constraints,
  .sample_state = troccas_sample_state,
};
