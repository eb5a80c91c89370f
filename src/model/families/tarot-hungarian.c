/* tarot-hungarian.c — the Hungarian Tarokk family (`hungarian`):
 * Paskievics / húszashívásos tarokk, with the Kégl/BGA and the Austrian
 * "Ungarisches Tarock" profiles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Four active players (a fifth deals and sits out), 42 cards.  The
 * auction (három, kettő, egy, szóló; tartom = hold) decides how many
 * talon cards the declarer takes; the rest is shared out and everybody
 * discards back to nine.  The declarer calls a tarokk (normally the
 * XX) whose holder is the secret partner, then a round of
 * announcements, declarations and kontras runs until three players in
 * a row only pass.  Rules: rules/hungarian-tarokk.md (§ below).
 *
 * Ids used in actions, outcomes and JSON:
 *   ANNOUNCE arg: 1 trull, 2 four kings, 3 double game, 4 volát,
 *     5 pagátultimó, 6 XXI-catch (deal->announced bit 1 << arg),
 *     7 eight tarokks, 8 nine tarokks (declarations), 11/12 one/two
 *     tarokks discarded (told after the discard, four players), 13/14
 *     the cutter cuts or knocks (knock_deal)
 *   TAKE_TALON arg: the batch of nine a player chooses after a knock
 *   KONTRA arg: item (0 game, 1..6 as above) | team << 3 | new level << 4,
 *     | 0x80 for the discarder's compulsory kontra saying why
 *     (discarder_states_reason);
 *     deal->kontra[item] holds the declarer team's level in the low
 *     nibble and the opponents' in the high nibble
 *   TarotBonus.id: the items 1..6; 7/8 declared eight/nine tarokks,
 *     9/10 undeclared eight/nine claimed from the partner
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-json.h"
#include "model/tarot-error.h"
#include "model/tarot-sample.h"

#include "tarot-hungarian-private.h"

/* --- rules --- */

static const char *const profile_ids[] = { "hu_paskievics", "hu_kegl_bga", "at_ungarisch", NULL };
static const char *const holding_ids[] = { "new", "old", NULL };
static const char *const annul_ids[] = { "full", "lone_xxi_kings_void", "lone_xxi_only", "none", NULL };
static const char *const passout_ids[] = { "stacking", "none", "extend_max2", "quadruple_round", NULL };

static const TarotOptionKind option_kinds[] = {
  { "profile", TAROT_OPTION_CHOICE, profile_ids },
  { "holding", TAROT_OPTION_CHOICE, holding_ids },
  { "cue_system", TAROT_OPTION_CHOICE, holding_ids },
  { "no_conventions", TAROT_OPTION_BOOL, NULL },
  { "first_bid_never_cue", TAROT_OPTION_BOOL, NULL },
  { "solo_bidder_raise", TAROT_OPTION_BOOL, NULL },
  { "xx_not_discardable", TAROT_OPTION_BOOL, NULL },
  { "annul_set", TAROT_OPTION_CHOICE, annul_ids },
  { "annul_after_tarokk_discard", TAROT_OPTION_BOOL, NULL },
  { "dg_and_volat_same_turn", TAROT_OPTION_BOOL, NULL },
  { "dg_volat_different_players", TAROT_OPTION_BOOL, NULL },
  { "kontra_needs_48", TAROT_OPTION_BOOL, NULL },
  { "kontra_multiplies_silent", TAROT_OPTION_BOOL, NULL },
  { "opponents_silent_dg_only_if_kontra", TAROT_OPTION_BOOL, NULL },
  { "no_basic_game_after_dg_or_volat", TAROT_OPTION_BOOL, NULL },
  { "pay_dealer_for_talon_honours", TAROT_OPTION_BOOL, NULL },
  { "discards_admitted_at_first_turn", TAROT_OPTION_BOOL, NULL },
  { "declarations_like_announcements", TAROT_OPTION_BOOL, NULL },
  { "pais_declarations", TAROT_OPTION_BOOL, NULL },
  { "pais_xvii_cue", TAROT_OPTION_BOOL, NULL },
  { "cue_only_to_previous_bidder", TAROT_OPTION_BOOL, NULL },
  { "cue_only_if_other_declares", TAROT_OPTION_BOOL, NULL },
  { "discarder_states_reason", TAROT_OPTION_BOOL, NULL },
  { "dealer_weeps_laughs", TAROT_OPTION_BOOL, NULL },
  { "knock_deal", TAROT_OPTION_BOOL, NULL },
  { "red_fours", TAROT_OPTION_BOOL, NULL },
  { "free_call_despite_xx_rule", TAROT_OPTION_BOOL, NULL },
  { "no_silent_trull_with_volat_only", TAROT_OPTION_BOOL, NULL },
  { "no_silent_4k_with_dg", TAROT_OPTION_BOOL, NULL },
  { "book_values", TAROT_OPTION_BOOL, NULL },
  { "passout_doubling", TAROT_OPTION_CHOICE, passout_ids },
};

static gboolean
opt_bool (TarotVariant *variant,
          GHashTable   *options,
          const char   *id,
          gboolean      fallback)
{
  if (tarot_variant_find_option (variant, id) == NULL)
    return fallback;
  return tarot_variant_get_option_bool (variant, options, id);
}

static guint
opt_choice (TarotVariant       *variant,
            GHashTable         *options,
            const char         *id,
            const char *const  *ids,
            guint               fallback)
{
  const char *value;

  if (tarot_variant_find_option (variant, id) == NULL)
    return fallback;
  value = tarot_variant_get_option (variant, options, id);
  for (guint i = 0; ids[i] != NULL; i++)
    if (g_strcmp0 (value, ids[i]) == 0)
      return i;
  return fallback;
}

static void
set_values (HuRules *hr,
            gboolean book)
{
  static const gint32 base[HU_N_IDS][2] = {
    [HU_TRULL] = { 1, 2 }, [HU_KINGS] = { 1, 2 }, [HU_ULTIMO] = { 5, 10 }, [HU_CATCH] = { 21, 42 },
    [HU_EIGHT] = { 1, 1 }, [HU_NINE] = { 2, 2 }, [HU_CLAIM_EIGHT] = { 1, 1 }, [HU_CLAIM_NINE] = { 2, 2 },
  };

  memcpy (hr->value, base, sizeof base);
  if (book)
    {
      /* §13.1 book_values: recent books */
      hr->value[HU_KINGS][0] = 2, hr->value[HU_KINGS][1] = 4;
      hr->value[HU_ULTIMO][0] = 6, hr->value[HU_ULTIMO][1] = 12;
      hr->value[HU_CATCH][0] = 30, hr->value[HU_CATCH][1] = 60;
    }
  if (hr->profile == PROFILE_UNGARISCH)
    {
      /* §13.5: pagát ultimo 5, Mondfang 10, announced double */
      hr->value[HU_CATCH][0] = 10, hr->value[HU_CATCH][1] = 20;
    }
}

static gboolean
hu_build_rules (TarotRules    *rules,
                TarotVariant  *variant,
                guint          n_players,
                GHashTable    *options,
                GError       **error)
{
  HuRules *hr = (HuRules *) (gpointer) rules->family_data.bytes;
  const char *file = tarot_variant_get_path (variant);

  if (n_players < HU_ACTIVE || n_players > HU_ACTIVE + 1 || rules->talon_size != HU_TALON ||
      rules->hand_size * HU_ACTIVE + HU_TALON != (int) tarot_card_set_count (rules->pack) ||
      rules->n_contracts != 4 || rules->count_by != 1)
    {
      g_autofree char *where = g_strdup_printf ("by_players.%u", n_players);

      tarot_json_set_error (error, file, where, NULL,
                            "4 active players (a fifth sits out), a talon of 6 cards, hands that use "
                            "the whole pack, the four contracts három, kettő, egy, szóló and single counting");
      return FALSE;
    }
  if (rules->fool_role != TAROT_FOOL_TOP_TRUMP)
    {
      tarot_json_set_error (error, file, NULL, "pack", "a pack whose Fool is the top tarokk (skíz)");
      return FALSE;
    }
  for (guint c = 0; c < 4; c++)
    if (rules->contract_value[c] != (gint32) c + 1)
      {
        g_autofree char *where = g_strdup_printf ("by_players.%u.contracts[%u]", n_players, c);

        tarot_json_set_error (error, file, where, "value", "the game value of the bid (1, 2, 3, 4)");
        return FALSE;
      }
  rules->trick_size = HU_ACTIVE;
  if (!tarot_variant_check_option_kinds (variant, option_kinds, G_N_ELEMENTS (option_kinds), error))
    return FALSE;

  memset (hr, 0, sizeof *hr);
  hr->profile = (guint8) opt_choice (variant, options, "profile", profile_ids, PROFILE_PASKIEVICS);
  hr->holding_old = opt_choice (variant, options, "holding", holding_ids, 0) == 1;
  hr->cue_old = opt_choice (variant, options, "cue_system", holding_ids, 0) == 1;
  hr->conventions = !opt_bool (variant, options, "no_conventions", FALSE);
  hr->first_bid_never_cue = opt_bool (variant, options, "first_bid_never_cue", FALSE);
  hr->yields = hr->conventions;
  hr->jumps = TRUE;
  hr->lone_bidder_raise = opt_bool (variant, options, "solo_bidder_raise", FALSE);
  hr->xx_not_discardable = opt_bool (variant, options, "xx_not_discardable", FALSE);
  hr->free_call = TRUE;
  hr->own_xx_call = TRUE;
  hr->annul_set = (guint8) opt_choice (variant, options, "annul_set", annul_ids, ANNUL_FULL);
  hr->annul_after_tarokk = opt_bool (variant, options, "annul_after_tarokk_discard", FALSE);
  hr->dg_volat_same_turn = opt_bool (variant, options, "dg_and_volat_same_turn", FALSE);
  hr->dg_volat_different = opt_bool (variant, options, "dg_volat_different_players", FALSE);
  hr->double_game = TRUE;
  hr->kontra_needs_48 = opt_bool (variant, options, "kontra_needs_48", FALSE);
  hr->kontra_multiplies_silent = opt_bool (variant, options, "kontra_multiplies_silent", FALSE);
  hr->opp_silent_only_if_kontra = opt_bool (variant, options, "opponents_silent_dg_only_if_kontra", FALSE);
  hr->no_basic_after_dg_v = opt_bool (variant, options, "no_basic_game_after_dg_or_volat", FALSE);
  /* the sitting-out dealer is paid: only with five at the table */
  hr->pay_talon_honours = n_players > HU_ACTIVE &&
                          opt_bool (variant, options, "pay_dealer_for_talon_honours", FALSE);
  hr->silent_trull_with_volat = FALSE;
  hr->silent_kings_with_volat = FALSE;
  if (opt_bool (variant, options, "no_silent_trull_with_volat_only", FALSE))
    hr->silent_trull_with_volat = TRUE;
  hr->silent_kings_with_dg = !opt_bool (variant, options, "no_silent_4k_with_dg", FALSE);
  {
    static const guint8 max_stakes[] = { 64, 1, 2, 4 };
    static const guint8 doubling[] = {
      1 + TAROT_DOUBLING_STACK, 0, 1 + TAROT_DOUBLING_EXTEND, 1 + TAROT_DOUBLING_ESCALATE
    };
    guint mode = opt_choice (variant, options, "passout_doubling", passout_ids, 0);

    /* 64: the session keeps at most six doubled rounds open */
    hr->max_stakes = max_stakes[mode];
    hr->doubling = doubling[mode];
  }
  hr->win_min = 48;
  hr->double_max = 23;
  hr->double_silent = 2, hr->double_announced = 4;
  hr->volat_silent = 3, hr->volat_announced = 6;

  switch (hr->profile)
    {
    case PROFILE_KEGL:
      /* §13.4: jumps to solo invite the XVIII, the XX stays in hand
       * without an invitation, a discard never frees the call */
      hr->cue_old = TRUE;
      hr->free_call = FALSE;
      hr->xx_not_discardable = TRUE;
      hr->silent_kings_with_dg = FALSE;
      hr->forced_ultimo_no_high = TRUE;
      hr->trial_fail = 2;
      hr->annul_before_discard = TRUE;
      if (tarot_variant_find_option (variant, "annul_set") == NULL ||
          hr->annul_set == ANNUL_FULL)
        hr->annul_set = ANNUL_XXI_KINGS_VOID;
      break;
    case PROFILE_UNGARISCH:
      /* §13.5: counting in threes, 33 points and two cards to win, "not
       * half" doubles, Durch four times and alone */
      hr->jumps = FALSE;
      hr->conventions = FALSE;
      hr->yields = FALSE;
      hr->lone_bidder_raise = TRUE;
      hr->tarokk_discard_last = TRUE;
      hr->free_call = FALSE;
      hr->own_xx_call = FALSE;
      hr->annul_set = ANNUL_NONE;
      hr->double_game = FALSE;
      hr->volat_supersedes = TRUE;
      hr->volat_silent = 4, hr->volat_announced = 8;
      rules->count_by = 3;
      rules->points_total = tarot_rules_count_points (rules, rules->pack);
      hr->win_min = 101;
      hr->double_max = 49;
      break;
    default:
      break;
    }
  /* §7.2, sub-options of the XX kept in hand: tarokk discards told at
   * the first turn of the announcements, and no longer freeing the
   * call unless the table says so */
  hr->tell_first_turn = hr->xx_not_discardable &&
                        opt_bool (variant, options, "discards_admitted_at_first_turn", FALSE);
  if (hr->xx_not_discardable && !opt_bool (variant, options, "free_call_despite_xx_rule", FALSE))
    hr->free_call = FALSE;
  hr->declarations_speak = opt_bool (variant, options, "declarations_like_announcements", FALSE);
  hr->pais_declarations = opt_bool (variant, options, "pais_declarations", FALSE);
  /* both refine the cue bids: nothing without conventions, and the
   * XVII only in the new cue system (cue_card_of()) */
  hr->pais_xvii_cue = opt_bool (variant, options, "pais_xvii_cue", FALSE);
  hr->cue_to_previous = opt_bool (variant, options, "cue_only_to_previous_bidder", FALSE);
  hr->cue_if_other_declares = opt_bool (variant, options, "cue_only_if_other_declares", FALSE);
  hr->states_reason = opt_bool (variant, options, "discarder_states_reason", FALSE);
  /* the sitting-out dealer shares the opponents' fortune: only with five */
  hr->dealer_weeps_laughs = n_players > HU_ACTIVE && opt_bool (variant, options, "dealer_weeps_laughs", FALSE);
  hr->knock_deal = opt_bool (variant, options, "knock_deal", FALSE);
  /* red_fours changes the card art only (the pack's "red_fours" faces) */
  set_values (hr, opt_bool (variant, options, "book_values", FALSE));
  return TRUE;
}

/* --- auction (§6) --- */

/* Shuffles and deals (§5): the talon first, then packets of 5 and 4
 * from A on; after a knock (§5.1) the rest in batches of nine, laid
 * out in choosing order, each for now in its chooser's hand. */
static void
deal_cards (const TarotRules *rules,
            TarotDeal        *deal,
            gboolean          knocked)
{
  HuDeal *hd = hu_deal (deal);
  TarotCard cards[TAROT_N_CARDS];
  guint n, pos = 0;

  deal->talon = TAROT_CARD_SET_EMPTY;
  tarot_deal_shuffle (&deal->rng, rules->pack, cards, &n);
  for (guint i = 0; i < HU_TALON; i++, pos++)
    {
      tarot_card_set_add (&deal->talon, cards[pos]);
      hd->talon_order[i] = cards[pos];
    }
  if (knocked)
    {
      for (guint b = 0; b < HU_ACTIVE; b++)
        {
          for (guint k = 0; k < HU_BATCH; k++)
            tarot_card_set_add (&deal->hands[chooser (deal, b)], cards[pos++]);
          hd->batch_pos |= b << (2 * b);
        }
      hd->knock_stage = KNOCK_CHOOSING;
      deal->to_move = (guint8) chooser (deal, 0);
      return;
    }
  for (guint packet = 0; packet < 2; packet++)
    for (guint i = 0, s = tarock_forehand (deal, HU_ACTIVE); i < HU_ACTIVE;
         i++, s = tarock_next_seat (deal, s, HU_ACTIVE))
      for (guint k = 0; k < (packet == 0 ? 5u : 4u); k++)
        tarot_card_set_add (&deal->hands[s], cards[pos++]);
  hd->knock_stage = KNOCK_NONE;
  deal->phase = TAROT_PHASE_AUCTION;
  deal->to_move = (guint8) tarock_forehand (deal, HU_ACTIVE);
}

static void
hu_setup (const TarotRules *rules,
          TarotDeal        *deal)
{
  HuDeal *hd = hu_deal (deal);

  memset (hd, 0, sizeof *hd);
  hd->holder = hd->cue_seat = hd->yield_seat = hd->trial_seat = TAROT_NO_SEAT;
  hd->cue_card = TAROT_CARD_NONE;
  hd->last_speaker = hd->forced_ultimo = hd->forced_kontra = TAROT_NO_SEAT;
  memset (hd->disc, TAROT_CARD_NONE, sizeof hd->disc);
  if (hu_rules (rules)->knock_deal)
    {
      /* §5.1: the pack lies on the table until the cutter has decided;
       * it is shuffled then, so a cut deals as without the option */
      memset (hd->talon_order, TAROT_CARD_NONE, sizeof hd->talon_order);
      deal->talon = rules->pack;
      hd->knock_stage = KNOCK_CUTTING;
      deal->phase = TAROT_PHASE_DEALING;
      deal->to_move = (guint8) chooser (deal, 0);
      return;
    }
  deal_cards (rules, deal, FALSE);
}

/* The chooser holding batch @b. */
static inline guint
batch_pos (const HuDeal *hd,
           guint         b)
{
  return (hd->batch_pos >> (2 * b)) & 3u;
}

static void
legal_knock (const TarotDeal *deal,
             TarotActionList *list)
{
  const HuDeal *hd = hu_deal_const (deal);
  guint p = deal->to_move;

  if (hd->knock_stage == KNOCK_CUTTING)
    {
      tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, p, TAROT_CARD_NONE, HU_CUT);
      tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, p, TAROT_CARD_NONE, HU_KNOCK);
      return;
    }
  /* the batches not chosen yet lie after the chosen ones */
  for (guint b = 0; b < HU_ACTIVE; b++)
    if (batch_pos (hd, b) >= hd->n_chosen)
      tarot_action_list_add (list, TAROT_ACTION_TAKE_TALON, p, TAROT_CARD_NONE, b);
}

/* The next chooser takes batch @b: it swaps places with the batch
 * in his hand; the last batch goes to the last player unasked. */
static void
apply_knock (const TarotRules *rules,
             TarotDeal        *deal,
             TarotAction       action)
{
  HuDeal *hd = hu_deal (deal);

  if (hd->knock_stage == KNOCK_CUTTING)
    {
      deal_cards (rules, deal, action.arg == HU_KNOCK);
      return;
    }
  {
    guint k = hd->n_chosen, from = batch_pos (hd, action.arg);
    guint here = chooser (deal, k), there = chooser (deal, from);
    TarotCardSet mine = deal->hands[here];

    for (guint b = 0; b < HU_ACTIVE; b++)
      if (batch_pos (hd, b) == k)
        hd->batch_pos = (guint8) ((hd->batch_pos & ~(3u << (2 * b))) | from << (2 * b));
    hd->batch_pos = (guint8) ((hd->batch_pos & ~(3u << (2 * action.arg))) | k << (2 * action.arg));
    deal->hands[here] = deal->hands[there];
    deal->hands[there] = mine;
    hd->n_chosen++;
  }
  if (hd->n_chosen < HU_ACTIVE - 1)
    {
      deal->to_move = (guint8) chooser (deal, hd->n_chosen);
      return;
    }
  hd->n_chosen = HU_ACTIVE;
  hd->knock_stage = KNOCK_NONE;
  deal->phase = TAROT_PHASE_AUCTION;
  deal->to_move = (guint8) tarock_forehand (deal, HU_ACTIVE);
}

/* The fourth seat after three passes (§6.2 próbahárom). */
static inline gboolean
trial_position (const TarotDeal *deal)
{
  return hu_deal_const (deal)->level == 0 && deal->n_auction == HU_ACTIVE - 1;
}

static gboolean
may_hold (const TarotRules *rules,
          const TarotDeal  *deal,
          guint             seat)
{
  const HuDeal *hd = hu_deal_const (deal);

  if (hd->level == 0 || hd->holder == seat || hd->last_hold || hd->raising ||
      !(hd->has_bid & (1u << seat)) || (hd->passed & (1u << seat)))
    return FALSE;
  /* §6.4 old rule: only bids of players who first spoke after you */
  if (hu_rules (rules)->holding_old &&
      tarock_bid_rank (deal, hd->holder, HU_ACTIVE) < tarock_bid_rank (deal, seat, HU_ACTIVE))
    return FALSE;
  return has_honour (rules, deal->hands[seat]);
}

/* The tarokk a bid of @level by @seat promises (§6.5.2), or
 * TAROT_CARD_NONE when it is no cue bid. */
static TarotCard
cue_card_of (const TarotRules *rules,
             const TarotDeal  *deal,
             guint             seat,
             guint             level,
             guint             prior_calls)
{
  const HuRules *hr = hu_rules (rules);
  const HuDeal *hd = hu_deal_const (deal);
  guint min, jump;

  if (!hr->conventions || hd->cue_seat != TAROT_NO_SEAT || hd->raising || trial_position (deal) ||
      (hr->first_bid_never_cue && hd->level == 0))
    return TAROT_CARD_NONE;
  /* §6.5.4 cue_only_to_previous_bidder: an invitation goes to the
   * player who bid before */
  if (hr->cue_to_previous && (hd->holder == TAROT_NO_SEAT || hd->holder == seat))
    return TAROT_CARD_NONE;
  min = may_hold (rules, deal, seat) ? hd->level : hd->level + 1u;
  jump = level - min;
  if (jump == 0 || level <= min)
    return TAROT_CARD_NONE;
  if (hr->cue_old)
    /* a jump that only solo can overcall promises the XVIII */
    return level >= HU_ONE ? T (18) : T (19);
  /* §6.5.4 pais_xvii_cue: a single jump at one's second turn, after a
   * minimum bid at the first, promises the XVII */
  if (hr->pais_xvii_cue && jump == 1 && prior_calls == 1 && (hd->min_first & (1u << seat)))
    return T (17);
  return jump == 1 ? T (19) : jump == 2 ? T (18) : TAROT_CARD_NONE;
}

/* How many calls @seat made in the auction so far. */
static guint
calls_of (const TarotDeal *deal,
          guint            seat)
{
  guint n = 0;

  for (guint i = 0; i < deal->n_auction; i++)
    n += deal->auction[i].seat == seat;
  return n;
}

/* §6.5.3: X bid three, Y two, the other two passed without bidding;
 * X's pass yields the game. */
static gboolean
yield_position (const TarotRules *rules,
                const TarotDeal  *deal,
                guint             seat)
{
  const HuDeal *hd = hu_deal_const (deal);

  return hu_rules (rules)->yields && !hd->raising && hd->level == HU_TWO && !hd->last_hold &&
         hd->n_calls == 2 && hd->holder != seat &&
         hd->has_bid == ((1u << seat) | (1u << hd->holder)) &&
         __builtin_popcount (hd->passed) == HU_ACTIVE - 2;
}

/* Whether @hand keeps the promise of the cue bid of @card (§6.5.2;
 * Pais's XVII with a high honour). */
static gboolean
cue_kept (TarotCardSet hand,
          TarotCard    card)
{
  return holds (hand, card) && (card != T (17) || has_high_honour (hand));
}

static void
legal_auction (const TarotRules *rules,
               const TarotDeal  *deal,
               TarotActionList  *list)
{
  const HuRules *hr = hu_rules (rules);
  const HuDeal *hd = hu_deal_const (deal);
  guint p = deal->to_move;
  TarotCardSet hand = deal->hands[p];
  gboolean may_bid = has_honour (rules, hand) || trial_position (deal) || hd->raising;

  if (!yield_position (rules, deal, p) ||
      (holds (hand, XX) && (has_high_honour (hand) || hr->forced_ultimo_no_high)))
    tarot_action_list_add (list, TAROT_ACTION_PASS, p, TAROT_CARD_NONE, 0);
  if (may_hold (rules, deal, p))
    tarot_action_list_add (list, TAROT_ACTION_HOLD, p, TAROT_CARD_NONE, 0);
  for (guint level = hd->level + 1u; may_bid && level <= HU_SOLO; level++)
    {
      TarotCard cue;

      /* Ungarisch knows no jumps; a lone bidder names his contract */
      if (!hr->jumps && !hd->raising && level > hd->level + 1u)
        break;
      cue = cue_card_of (rules, deal, p, level, calls_of (deal, p));
      /* cue_only_if_other_declares: a jump promises only if another
       * becomes declarer, so it may be made to play oneself */
      if (cue != TAROT_CARD_NONE && !cue_kept (hand, cue) && !hr->cue_if_other_declares)
        continue;
      tarot_action_list_add (list, TAROT_ACTION_BID, p, TAROT_CARD_NONE, level - 1u);
    }
  /* [RULING] cue_only_if_other_declares: who jumped without the promised
   * card must not let another become declarer while he can still hold
   * or bid; if he cannot, the jump counts as a cue bid all the same */
  if (hr->cue_if_other_declares && p == hd->cue_seat && !cue_kept (hand, hd->cue_card) &&
      list->n > 1 && list->actions[0].kind == TAROT_ACTION_PASS)
    {
      list->n--;
      memmove (&list->actions[0], &list->actions[1], list->n * sizeof list->actions[0]);
    }
  /* a bidder always holds an honour and so may hold; a sampled hand
   * that lost it must still be able to speak */
  if (list->n == 0)
    tarot_action_list_add (list, TAROT_ACTION_PASS, p, TAROT_CARD_NONE, 0);
}

static void next_step (const TarotRules *rules, TarotDeal *deal);
static gboolean may_annul (const TarotRules *rules, const TarotDeal *deal, guint seat);

static void
apply_auction (const TarotRules *rules,
               TarotDeal        *deal,
               TarotAction       action)
{
  HuDeal *hd = hu_deal (deal);
  guint p = action.seat, others = 0, next = TAROT_NO_SEAT;
  gboolean can_hold = FALSE, trial = trial_position (deal);
  guint prior_calls = calls_of (deal, p);

  if (deal->n_auction < TAROT_MAX_AUCTION)
    deal->auction[deal->n_auction++] = action;
  if (hd->raising)
    {
      if (action.kind == TAROT_ACTION_BID)
        hd->level = (guint8) (action.arg + 1);
      hd->raising = FALSE;
      hu_share_talon (rules, deal);
      return;
    }
  switch (action.kind)
    {
    case TAROT_ACTION_PASS:
      if (yield_position (rules, deal, p))
        hd->yield_seat = (guint8) p;
      hd->passed |= 1u << p;
      break;
    case TAROT_ACTION_BID:
      {
        TarotCard cue = cue_card_of (rules, deal, p, action.arg + 1u, prior_calls);

        if (cue != TAROT_CARD_NONE)
          {
            hd->cue_seat = (guint8) p, hd->cue_card = cue;
            hd->cue_invited = (guint8) (hd->holder + 1u);
          }
        if (prior_calls == 0 && action.arg + 1u == hd->level + 1u)
          hd->min_first |= 1u << p;
        if (trial)
          hd->trial_seat = (guint8) p;
        hd->level = (guint8) (action.arg + 1);
        hd->holder = (guint8) p;
        hd->last_hold = FALSE;
        hd->has_bid |= 1u << p;
        hd->n_calls++;
      }
      break;
    case TAROT_ACTION_HOLD:
      /* the invited player accepts by holding the cue bid itself */
      if (hd->cue_seat != TAROT_NO_SEAT && hd->holder == hd->cue_seat && hd->cue_invited == p + 1u)
        hd->cue_invited |= CUE_ACCEPTED;
      hd->holder = (guint8) p;
      hd->last_hold = TRUE;
      hd->n_calls++;
      break;
    default:
      g_return_if_reached ();
    }

  for (guint i = 0, s = tarock_next_seat (deal, p, HU_ACTIVE); i < HU_ACTIVE;
       i++, s = tarock_next_seat (deal, s, HU_ACTIVE))
    {
      if ((hd->passed & (1u << s)) || s == hd->holder)
        continue;
      others++;
      can_hold |= may_hold (rules, deal, s);
      if (next == TAROT_NO_SEAT)
        next = s;
    }

  if (hd->level == 0 && others == 0)
    tarock_finish (deal, TAROT_END_PASSED_OUT);
  else if (hd->level > 0 && (others == 0 || (hd->level == HU_SOLO && !can_hold)))
    {
      /* §6.4 solo_bidder_raise: a lone three may still be raised */
      if (hu_rules (rules)->lone_bidder_raise && hd->level < HU_SOLO && hd->n_calls == 1)
        {
          hd->raising = TRUE;
          deal->to_move = hd->holder;
        }
      else
        hu_share_talon (rules, deal);
    }
  else
    deal->to_move = (guint8) next;
}

/* --- talon and discards (§7) --- */

static void
start_discards (const TarotRules *rules,
                TarotDeal        *deal);

void
hu_share_talon (const TarotRules *rules,
             TarotDeal        *deal)
{
  HuDeal *hd = hu_deal (deal);
  guint take = HU_SOLO - hd->level, rest = HU_TALON - take, pos = 0;
  guint s;

  deal->declarer = hd->holder;
  deal->contract = (guint8) (hd->level - 1);
  /* §7.1: the declarer from the top, then the others from his right,
   * the nearer ones getting the extra card */
  hd->recv[deal->declarer] = (guint8) take;
  s = tarock_next_seat (deal, deal->declarer, HU_ACTIVE);
  for (guint i = 0; i < HU_ACTIVE - 1; i++, s = tarock_next_seat (deal, s, HU_ACTIVE))
    hd->recv[s] = (guint8) (rest / 3 + (i < rest % 3));
  for (guint i = 0, seat = deal->declarer; i < HU_ACTIVE; i++, seat = tarock_next_seat (deal, seat, HU_ACTIVE))
    for (guint k = 0; k < hd->recv[seat]; k++, pos++)
      {
        tarot_card_set_remove (&deal->talon, hd->talon_order[pos]);
        tarot_card_set_add (&deal->hands[seat], hd->talon_order[pos]);
      }
  /* §6.2: a trial three that found no honour ends the hand */
  if (hd->trial_seat == deal->declarer && !has_honour (rules, deal->hands[deal->declarer]))
    {
      tarock_finish (deal, TAROT_END_PLAYED);
      return;
    }
  /* Kégl/BGA: annulment is decided on the hand drawn, before discarding */
  if (hu_rules (rules)->annul_before_discard)
    for (guint i = 0, seat = tarock_forehand (deal, HU_ACTIVE); i < HU_ACTIVE;
         i++, seat = tarock_next_seat (deal, seat, HU_ACTIVE))
      if (may_annul (rules, deal, seat))
        hd->annul_pending |= 1u << seat;
  next_step (rules, deal);
}

static guint
next_discarder (const TarotDeal *deal,
                guint            from)
{
  const HuDeal *hd = hu_deal_const (deal);
  guint s = from;

  for (guint i = 0; i < HU_ACTIVE; i++, s = tarock_next_seat (deal, s, HU_ACTIVE))
    {
      if (i > 0 && s == deal->declarer)
        break;
      if (hd->recv[s] > 0 && hd->disc[s][0] == TAROT_CARD_NONE)
        return s;
    }
  return TAROT_NO_SEAT;
}

/* §7.4: whether @seat's hand may annul the deal. */
static gboolean
may_annul (const TarotRules *rules,
           const TarotDeal  *deal,
           guint             seat)
{
  const HuRules *hr = hu_rules (rules);
  TarotCardSet hand = deal->hands[seat];
  TarotCardSet tarokks = tarot_card_set_intersect (hand, rules->trumps);
  gboolean kings = tarot_card_set_count (tarot_card_set_intersect (hand, rules->kings)) == 4;
  gboolean discarded = hu_deal_const (deal)->disc_tarokks[seat] > 0 && !hr->annul_after_tarokk;
  guint n = tarot_card_set_count (tarokks);
  gboolean lone_xxi = n == 1 && holds (tarokks, XXI);

  switch (hr->annul_set)
    {
    case ANNUL_FULL:
      return kings ||
             (!discarded && (n == 0 || lone_xxi || (n == 1 && holds (tarokks, PAGAT)) ||
                             (n == 2 && holds (tarokks, XXI) && holds (tarokks, PAGAT))));
    case ANNUL_XXI_KINGS_VOID:
      return kings || (!discarded && (n == 0 || lone_xxi));
    case ANNUL_XXI_ONLY:
      return !discarded && lone_xxi;
    default:
      return FALSE;
    }
}

static void start_announcements (TarotDeal *deal);

static guint
first_in_mask (const TarotDeal *deal,
               guint            mask)
{
  for (guint i = 0, s = tarock_forehand (deal, HU_ACTIVE); i < HU_ACTIVE;
       i++, s = tarock_next_seat (deal, s, HU_ACTIVE))
    if (mask & (1u << s))
      return s;
  return TAROT_NO_SEAT;
}

/* Between the talon and the announcements: the discards, the telling
 * of discarded tarokks (§7.3) and the decisions on annulling (§7.4). */
static void
next_step (const TarotRules *rules,
           TarotDeal        *deal)
{
  HuDeal *hd = hu_deal (deal);
  /* discards_admitted_at_first_turn: told in the announcements */
  guint tell = hu_rules (rules)->tell_first_turn ? 0 : hd->tell_pending;

  if (hd->annul_pending && (!hd->discards_done || !tell))
    {
      deal->phase = TAROT_PHASE_DEALING;
      deal->to_move = (guint8) first_in_mask (deal, hd->annul_pending);
    }
  else if (!hd->discards_done)
    start_discards (rules, deal);
  else if (tell)
    {
      deal->phase = TAROT_PHASE_ANNOUNCE;
      deal->to_move = (guint8) first_in_mask (deal, hd->tell_pending);
    }
  else
    start_announcements (deal);
}

static void
end_discards (const TarotRules *rules,
              TarotDeal        *deal)
{
  HuDeal *hd = hu_deal (deal);

  /* §7.3: the declarer's discarded tarokks are turned face up */
  for (guint k = 0; k < 3; k++)
    if (hd->disc[deal->declarer][k] != TAROT_CARD_NONE &&
        holds (rules->trumps, hd->disc[deal->declarer][k]))
      tarot_card_set_add (&deal->shown, hd->disc[deal->declarer][k]);
  for (guint s = 0; s < deal->n_players; s++)
    if (s != deal->declarer)
      {
        hd->disc_total += hd->disc_tarokks[s];
        /* with four, each tells his own; with five the dealer tells
         * the total, which the view gives */
        if (hd->disc_tarokks[s] > 0 && deal->n_players == HU_ACTIVE)
          hd->tell_pending |= 1u << s;
      }
  hd->discards_done = TRUE;
  for (guint i = 0, s = tarock_forehand (deal, HU_ACTIVE); i < HU_ACTIVE && !hu_rules (rules)->annul_before_discard;
       i++, s = tarock_next_seat (deal, s, HU_ACTIVE))
    if (may_annul (rules, deal, s))
      hd->annul_pending |= 1u << s;
  next_step (rules, deal);
}

static void
start_discards (const TarotRules *rules,
                TarotDeal        *deal)
{
  HuDeal *hd = hu_deal (deal);
  guint s = next_discarder (deal, deal->declarer);

  if (s == TAROT_NO_SEAT)
    {
      end_discards (rules, deal);
      return;
    }
  deal->phase = TAROT_PHASE_DISCARD;
  deal->to_move = (guint8) s;
  hd->to_discard = hd->recv[s];
}

/* The cue bid binds the declarer: he is not the cue bidder and, with
 * cue_only_to_previous_bidder, he is the invited player who held it. */
static gboolean
cue_effective (const TarotRules *rules,
               const TarotDeal  *deal)
{
  const HuDeal *hd = hu_deal_const (deal);

  if (hd->cue_seat == TAROT_NO_SEAT || hd->cue_seat == deal->declarer)
    return FALSE;
  return !hu_rules (rules)->cue_to_previous ||
         hd->cue_invited == (CUE_ACCEPTED | (deal->declarer + 1u));
}

static TarotCardSet
legal_discards (const TarotRules *rules,
                const TarotDeal  *deal,
                guint             seat)
{
  const HuRules *hr = hu_rules (rules);
  const HuDeal *hd = hu_deal_const (deal);
  TarotCardSet hand = deal->hands[seat];
  TarotCardSet legal = tarot_card_set_minus (tarot_card_set_minus (hand, rules->kings), rules->honours);
  TarotCardSet plain = tarot_card_set_minus (legal, rules->trumps);

  if (cue_effective (rules, deal) && seat == hd->cue_seat)
    tarot_card_set_remove (&legal, hd->cue_card);
  /* the yielder keeps the XX; Kégl frees it only after an invitation */
  if (seat == hd->yield_seat ||
      (hr->xx_not_discardable && !(hr->profile == PROFILE_KEGL && cue_effective (rules, deal))))
    tarot_card_set_remove (&legal, XX);
  /* Ungarisch: tarokks only when nothing but tarokks and kings is left */
  if (hr->tarokk_discard_last && !tarot_card_set_is_empty (plain))
    legal = plain;
  return legal;
}

/* --- announcements (§8, §9) --- */

static void
start_announcements (TarotDeal *deal)
{
  HuDeal *hd = hu_deal (deal);

  deal->phase = TAROT_PHASE_ANNOUNCE;
  deal->to_move = deal->declarer;
  hd->public_team = (guint8) (1u << deal->declarer);
  hd->acted = hd->pass_run = hd->turn_items = hd->turn_kontra = 0;
}

/* §8.1: the tarokks the declarer may call. */
static TarotCardSet
legal_calls (const TarotRules *rules,
             const TarotDeal  *deal)
{
  const HuRules *hr = hu_rules (rules);
  const HuDeal *hd = hu_deal_const (deal);
  TarotCardSet hand = deal->hands[deal->declarer];
  TarotCardSet calls = TAROT_CARD_SET_EMPTY;

  if (cue_effective (rules, deal))
    return tarot_card_set_single (hd->cue_card);
  tarot_card_set_add (&calls, XX);
  if (hd->yield_seat != TAROT_NO_SEAT)
    return calls;
  if (holds (hand, XX))
    {
      if (!hr->own_xx_call)
        tarot_card_set_remove (&calls, XX);
      for (guint n = 19; n >= 2; n--)
        if (!holds (hand, T (n)))
          {
            tarot_card_set_add (&calls, T (n));
            break;
          }
      if (tarot_card_set_is_empty (calls))
        tarot_card_set_add (&calls, XX);
    }
  if (hr->free_call && hd->disc_total > 0)
    for (guint n = 2; n <= 20; n++)
      tarot_card_set_add (&calls, T (n));
  return calls;
}

/* The side everybody presumes @seat to be on if he announces now
 * (§9.5 rule 6): the side of the last speaker, else the declarer's. */
static guint
presumed_team (const TarotDeal *deal)
{
  const HuDeal *hd = hu_deal_const (deal);

  return hd->last_speaker == TAROT_NO_SEAT ? 0 : tarock_side_of (deal, hd->last_speaker);
}

static gboolean
must_declare (const TarotRules *rules,
              const TarotDeal  *deal,
              guint             seat)
{
  return n_tarokks (rules, deal->hands[seat]) >= 8 &&
         !(hu_deal_const (deal)->declared & (1u << seat));
}

static gboolean
may_announce (const TarotRules *rules,
              const TarotDeal  *deal,
              guint             seat,
              guint             item)
{
  const HuRules *hr = hu_rules (rules);
  const HuDeal *hd = hu_deal_const (deal);
  guint team = tarock_side_of (deal, seat);
  guint done = team_announced (deal, team);

  if (done & (1u << item))
    return FALSE;
  if ((item == HU_DOUBLE || item == HU_VOLAT) &&
      (item == HU_DOUBLE ? !hr->double_game : FALSE))
    return FALSE;
  if (item == HU_DOUBLE && (done & (1u << HU_VOLAT)))
    return FALSE;
  if (!hr->dg_volat_same_turn &&
      ((item == HU_DOUBLE && (hd->turn_items & (1u << HU_VOLAT))) ||
       (item == HU_VOLAT && (hd->turn_items & (1u << HU_DOUBLE)))))
    return FALSE;
  if (hr->dg_volat_different &&
      (deal->announced[seat] & (1u << (item == HU_DOUBLE ? HU_VOLAT : HU_DOUBLE))) &&
      (item == HU_DOUBLE || item == HU_VOLAT))
    return FALSE;
  if (item == HU_ULTIMO && must_declare (rules, deal, seat))
    return FALSE;
  /* §9.5 rule 6: a hidden player on the other side than the one
   * presumed must first show it with a kontra */
  if (!(hd->public_team & (1u << seat)) && presumed_team (deal) != team && !hd->turn_kontra)
    return FALSE;
  return TRUE;
}

/* §9.5 rule 8: declaring 8 or 9 tarokks reveals nothing by default;
 * declarations_like_announcements makes it speak like an announcement
 * (rule 6), pais_declarations keeps the partner silent until known. */
static gboolean
may_declare (const TarotRules *rules,
             const TarotDeal  *deal,
             guint             seat)
{
  const HuRules *hr = hu_rules (rules);
  const HuDeal *hd = hu_deal_const (deal);
  gboolean hidden = !(hd->public_team & (1u << seat));

  if (hr->pais_declarations && hidden && seat == deal->partner && seat != deal->declarer)
    return FALSE;
  if (hr->declarations_speak && hidden && presumed_team (deal) != tarock_side_of (deal, seat) && !hd->turn_kontra)
    return FALSE;
  return TRUE;
}

/* The next level of @item of @team that @seat may say, 0 if none. */
static guint
kontra_next (const TarotRules *rules,
             const TarotDeal  *deal,
             guint             seat,
             guint             item,
             guint             team)
{
  guint level = kontra_level (deal, item, team);
  gboolean member = tarock_side_of (deal, seat) == team;

  if (level >= HU_MAX_LEVEL)
    return 0;
  if (item != HU_GAME && !(team_announced (deal, team) & (1u << item)))
    return 0;
  if (item == HU_GAME && team != 0)
    return 0;
  /* kontra, szubkontra, mordkontra by the item's opponents; rekontra and
   * hirskontra by its team */
  if ((level % 2 == 0) == member)
    return 0;
  if (item == HU_ULTIMO && must_declare (rules, deal, seat))
    return 0;
  return level + 1;
}

static gboolean
forced_pending (const TarotRules *rules,
                const TarotDeal  *deal,
                guint             seat)
{
  const HuDeal *hd = hu_deal_const (deal);

  if (hd->spoke & (1u << seat))
    return FALSE;
  if (seat == hd->forced_ultimo &&
      !(team_announced (deal, tarock_side_of (deal, seat)) & (1u << HU_ULTIMO)) &&
      (may_announce (rules, deal, seat, HU_ULTIMO) || must_declare (rules, deal, seat)))
    return TRUE;
  if (seat == hd->forced_kontra && kontra_level (deal, HU_GAME, 0) == 0)
    return TRUE;
  return FALSE;
}

static void
legal_announce (const TarotRules *rules,
                const TarotDeal  *deal,
                TarotActionList  *list)
{
  const HuDeal *hd = hu_deal_const (deal);
  guint p = deal->to_move;
  guint nt = n_tarokks (rules, deal->hands[p]);
  guint n_before = list->n;

  if (hd->tell_pending & (1u << p))
    {
      tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, p, TAROT_CARD_NONE,
                             hd->disc_tarokks[p] == 1 ? HU_TOLD_ONE : HU_TOLD_TWO);
      return;
    }
  if (nt >= 8 && !(hd->declared & (1u << p)) && may_declare (rules, deal, p))
    tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, p, TAROT_CARD_NONE, nt == 8 ? HU_EIGHT : HU_NINE);
  if (p == deal->declarer && deal->called_card == TAROT_CARD_NONE)
    {
      tarot_action_list_add_cards (list, TAROT_ACTION_CALL, p, legal_calls (rules, deal));
      return;
    }
  /* §9.5 rule 8, pais_declarations: who announced or kontra'd this
   * turn declares his eight or nine tarokks before passing */
  if (!forced_pending (rules, deal, p) &&
      !(hu_rules (rules)->pais_declarations && (hd->turn_items || hd->turn_kontra) && must_declare (rules, deal, p)))
    tarot_action_list_add (list, TAROT_ACTION_PASS, p, TAROT_CARD_NONE, 0);
  for (guint item = HU_TRULL; item <= HU_CATCH; item++)
    if (may_announce (rules, deal, p, item))
      tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, p, TAROT_CARD_NONE, item);
  for (guint team = 0; team < 2; team++)
    for (guint item = HU_GAME; item <= HU_CATCH; item++)
      {
        guint next = kontra_next (rules, deal, p, item, team);
        /* §8.1 discarder_states_reason: the compulsory kontra says why */
        guint why = item == HU_GAME && p == hd->forced_kontra && hu_rules (rules)->states_reason &&
                    forced_pending (rules, deal, p) ? HU_KONTRA_REASON : 0;

        if (next > 0)
          tarot_action_list_add (list, TAROT_ACTION_KONTRA, p, TAROT_CARD_NONE,
                                 item | team << 3 | next << 4 | why);
      }
  /* A forced announcement or kontra that the seat cannot make (a deal sampled for the
   * search can give the promised card or the called tarokk to someone else): the seat
   * passes rather than be left without a move. */
  if (list->n == n_before)
    tarot_action_list_add (list, TAROT_ACTION_PASS, p, TAROT_CARD_NONE, 0);
}

static void
apply_call (const TarotRules *rules,
            TarotDeal        *deal,
            TarotCard         card)
{
  HuDeal *hd = hu_deal (deal);

  deal->called_card = card;
  deal->partner = TAROT_NO_SEAT;
  hd->acted = TRUE;
  for (guint s = 0; s < deal->n_players; s++)
    if (s != deal->declarer && holds (deal->hands[s], card))
      deal->partner = (guint8) s;
  /* §8.1: a called card in the common pile: its discarder kontras */
  for (guint s = 0; s < deal->n_players; s++)
    for (guint k = 0; k < 3; k++)
      if (s != deal->declarer && hd->disc[s][k] == card)
        hd->forced_kontra = (guint8) s;
  /* §8.2: a cue bidder or yielder whose card is called is known */
  if (deal->partner != TAROT_NO_SEAT &&
      (deal->partner == hd->yield_seat || (cue_effective (rules, deal) && deal->partner == hd->cue_seat)))
    hd->public_team |= 1u << deal->partner;
  /* §6.5.2, §13.4: pagátultimó forced on a cue bidder without a high honour */
  if (deal->partner != TAROT_NO_SEAT && hd->public_team & (1u << deal->partner))
    {
      TarotCardSet hand = deal->hands[deal->partner];
      gboolean only_pagat = holds (hand, PAGAT) && !has_high_honour (hand);

      if ((deal->partner == hd->cue_seat && only_pagat) ||
          (hu_rules (rules)->forced_ultimo_no_high && !has_high_honour (hand)))
        hd->forced_ultimo = deal->partner;
    }
}

static void start_play (TarotDeal *deal);

static void
apply_announce_phase (const TarotRules *rules,
                      TarotDeal        *deal,
                      TarotAction       action)
{
  HuDeal *hd = hu_deal (deal);
  guint p = action.seat;

  if (hd->tell_pending & (1u << p))
    {
      deal->announced[p] |= 1u << action.arg;
      hd->tell_pending &= ~(1u << p);
      /* told at the first turn, the player goes on with it */
      if (!hu_rules (rules)->tell_first_turn)
        next_step (rules, deal);
      return;
    }
  switch (action.kind)
    {
    case TAROT_ACTION_CALL:
      apply_call (rules, deal, action.card);
      break;
    case TAROT_ACTION_ANNOUNCE:
      hd->acted = TRUE;
      deal->announced[p] |= 1u << action.arg;
      if (action.arg >= HU_EIGHT)
        {
          hd->declared |= 1u << p;
          if (hu_rules (rules)->declarations_speak)
            {
              hd->public_team |= 1u << p;
              hd->last_speaker = (guint8) p;
            }
          break;
        }
      hd->turn_items |= 1u << action.arg;
      hd->public_team |= 1u << p;
      hd->last_speaker = (guint8) p;
      break;
    case TAROT_ACTION_KONTRA:
      {
        guint item = action.arg & 7, team = (action.arg >> 3) & 1, level = (action.arg >> 4) & 7;

        hd->acted = TRUE;
        hd->turn_kontra = TRUE;
        tarock_set_kontra_level (deal->kontra, 2 * item + team, HU_KONTRA_BITS, level);
        hd->public_team |= 1u << p;
        hd->last_speaker = (guint8) p;
      }
      break;
    case TAROT_ACTION_PASS:
      hd->spoke |= 1u << p;
      hd->pass_run = hd->acted ? 0 : hd->pass_run + 1;
      hd->acted = hd->turn_items = hd->turn_kontra = 0;
      if (hd->pass_run == HU_ACTIVE - 1)
        start_play (deal);
      else
        deal->to_move = (guint8) tarock_next_seat (deal, p, HU_ACTIVE);
      break;
    default:
      g_return_if_reached ();
    }
}

/* --- play (§10) --- */

static void
start_play (TarotDeal *deal)
{
  deal->phase = TAROT_PHASE_PLAY;
  deal->to_move = (guint8) tarock_forehand (deal, HU_ACTIVE);
  deal->trick_leader[0] = deal->to_move;
}

static TarotCardSet
legal_plays (const TarotRules *rules,
             const TarotDeal  *deal)
{
  guint p = deal->to_move;
  TarotCardSet legal = tarot_legal_follow (rules, deal->hands[p], deal->tricks[deal->n_tricks],
                                           deal->trick_len, FALSE);

  /* §10.2: an announced pagátultimó keeps the pagát while it can */
  if (holds (legal, PAGAT) && tarot_card_set_count (legal) > 1 &&
      (team_announced (deal, tarock_side_of (deal, p)) & (1u << HU_ULTIMO)))
    tarot_card_set_remove (&legal, PAGAT);
  return legal;
}

static void
hu_legal_actions (const TarotRules *rules,
                  const TarotDeal  *deal,
                  TarotActionList  *list)
{
  guint p = deal->to_move;

  switch (deal->phase)
    {
    case TAROT_PHASE_AUCTION:
      legal_auction (rules, deal, list);
      break;
    case TAROT_PHASE_DISCARD:
      tarot_action_list_add_cards (list, TAROT_ACTION_DISCARD, p, legal_discards (rules, deal, p));
      break;
    case TAROT_PHASE_DEALING:
      if (hu_deal_const (deal)->knock_stage != KNOCK_NONE)
        {
          legal_knock (deal, list);
          break;
        }
      tarot_action_list_add (list, TAROT_ACTION_ABANDON, p, TAROT_CARD_NONE, 0);
      tarot_action_list_add (list, TAROT_ACTION_CONTINUE, p, TAROT_CARD_NONE, 0);
      break;
    case TAROT_PHASE_ANNOUNCE:
      legal_announce (rules, deal, list);
      break;
    case TAROT_PHASE_PLAY:
      tarot_action_list_add_cards (list, TAROT_ACTION_PLAY, p, legal_plays (rules, deal));
      break;
    default:
      break;
    }
}

static void
hu_apply (const TarotRules *rules,
          TarotDeal        *deal,
          TarotAction       action)
{
  HuDeal *hd = hu_deal (deal);

  switch (deal->phase)
    {
    case TAROT_PHASE_AUCTION:
      apply_auction (rules, deal, action);
      break;
    case TAROT_PHASE_DISCARD:
      {
        guint s = action.seat, k = hd->recv[s] - hd->to_discard;

        tarot_card_set_remove (&deal->hands[s], action.card);
        tarot_card_set_add (&deal->discard, action.card);
        hd->disc[s][k] = action.card;
        if (holds (rules->trumps, action.card))
          hd->disc_tarokks[s]++;
        /* Ungarisch: a discarded tarokk lies face up */
        if (holds (rules->trumps, action.card) && hu_rules (rules)->tarokk_discard_last)
          tarot_card_set_add (&deal->shown, action.card);
        if (--hd->to_discard > 0)
          break;
        s = next_discarder (deal, s);
        if (s == TAROT_NO_SEAT)
          end_discards (rules, deal);
        else
          {
            deal->to_move = (guint8) s;
            hd->to_discard = hd->recv[s];
          }
      }
      break;
    case TAROT_PHASE_DEALING:
      if (hd->knock_stage != KNOCK_NONE)
        {
          apply_knock (rules, deal, action);
          break;
        }
      if (action.kind == TAROT_ACTION_ABANDON)
        {
          tarock_finish (deal, TAROT_END_ANNULLED);
          return;
        }
      hd->annul_pending &= ~(1u << action.seat);
      next_step (rules, deal);
      break;
    case TAROT_PHASE_ANNOUNCE:
      apply_announce_phase (rules, deal, action);
      break;
    case TAROT_PHASE_PLAY:
      tarock_play_card (rules, deal, action.card, HU_ACTIVE);
      break;
    default:
      g_return_if_reached ();
    }
}

/* --- views and sampled deals --- */

/* The talon's order and the others' discards are secret; with five
 * players only the common pile's tarokk count is told (§7.3).  The
 * partner is known once the called card is played or he has shown his
 * side (§8.2). */
static void
hu_make_view (const TarotRules *rules,
              const TarotDeal  *deal,
              guint             seat,
              TarotPlayerView  *view)
{
  const HuDeal *hd = hu_deal_const (deal);
  HuDeal *pub = (HuDeal *) (gpointer) view->family_public.bytes;

  memset (pub->talon_order, TAROT_CARD_NONE, sizeof pub->talon_order);
  /* §5.1: the batches lie face down until chosen */
  if (hd->knock_stage == KNOCK_CHOOSING)
    for (guint k = hd->n_chosen; k < HU_ACTIVE; k++)
      {
        guint s = chooser (deal, k);

        view->hand_sizes[s] = 0;
        if (s == seat)
          view->hand = TAROT_CARD_SET_EMPTY;
      }
  for (guint s = 0; s < deal->n_players; s++)
    if (s != seat)
      memset (pub->disc[s], TAROT_CARD_NONE, sizeof pub->disc[s]);
  if (deal->n_players > HU_ACTIVE)
    for (guint s = 0; s < deal->n_players; s++)
      if (s != seat)
        pub->disc_tarokks[s] = 0;
  /* the core gives the declarer the whole pile: only his own is his */
  view->own_discard = TAROT_CARD_SET_EMPTY;
  for (guint k = 0; k < 3; k++)
    if (hd->disc[seat][k] != TAROT_CARD_NONE)
      tarot_card_set_add (&view->own_discard, hd->disc[seat][k]);
  view->unseen = tarot_card_set_minus (rules->pack,
                                       tarot_card_set_union (tarot_card_set_union (view->hand, view->own_discard),
                                                             tarot_card_set_union (view->shown, view->played)));
  if (deal->partner != TAROT_NO_SEAT &&
      ((hd->public_team & (1u << deal->partner)) || holds (deal->played, deal->called_card)))
    view->partner = deal->partner;
}

/* Tarokks in the common pile that @view cannot place: those the others
 * told (§7.3; the declarer's lie face up), none in Ungarisch, where
 * all lie face up. */
static guint
hidden_pile_tarokks (const TarotRules      *rules,
                     const TarotPlayerView *view)
{
  const HuDeal *hd = (const HuDeal *) (gconstpointer) view->family_public.bytes;
  guint own = view->seat == view->declarer ? 0 : n_tarokks (rules, view->own_discard);

  if (hu_rules (rules)->tarokk_discard_last)
    return 0;
  return hd->disc_total > own ? hd->disc_total - own : 0;
}

/* The cards @seat played to the tricks so far. */
static TarotCardSet
played_by (const TarotRules      *rules,
           const TarotPlayerView *view,
           guint                  seat)
{
  TarotCardSet cards = TAROT_CARD_SET_EMPTY;

  for (guint t = 0; t <= view->n_tricks && t < TAROT_MAX_TRICKS; t++)
    {
      guint len = t < view->n_tricks ? rules->trick_size : view->trick_len;

      for (guint i = 0; i < len; i++)
        if (tarot_trick_seat (rules, view->dealer, view->trick_leader[t], i) == seat)
          tarot_card_set_add (&cards, view->tricks[t][i]);
    }
  return cards;
}

/* Whether @seat bid (or held) in the auction, which takes an honour
 * except for a trial three (§6.1, §6.2). */
static gboolean
bid_with_honour (const HuDeal *hd,
                 guint         seat)
{
  return (hd->has_bid & (1u << seat)) && seat != hd->trial_seat;
}

/* The common pile holds no king or honour, and no tarokk when nobody
 * told one; a cue bidder keeps the cued tarokk and a yielder the XX
 * until they play them (§6.5, §7.2).  A called tarokk lies in the pile
 * exactly when a discarder must kontra for it (§8.1); a forced
 * pagátultimó has no high honour beside it, and with the cue bid the
 * pagát (§6.5.2); nine declared tarokks are the whole hand, and eight
 * once the other card is played (§9.7). */
static void
hu_sample_constraints (const TarotRules      *rules,
                       const TarotPlayerView *view,
                       TarotCardSet          *excluded)
{
  const HuDeal *hd = (const HuDeal *) (gconstpointer) view->family_public.bytes;
  guint n = view->n_players;
  TarotCardSet *discard = &excluded[n + 1];

  *discard = tarot_card_set_union (*discard, tarot_card_set_union (rules->kings, rules->honours));
  if (hd->discards_done && hidden_pile_tarokks (rules, view) == 0)
    *discard = tarot_card_set_union (*discard, rules->trumps);
  for (guint s = 0; s < n; s++)
    {
      TarotCardSet plain = tarot_card_set_minus (rules->pack, rules->trumps);
      gboolean plain_played = !tarot_card_set_is_empty (tarot_card_set_intersect (played_by (rules, view, s), plain));

      if (s != view->seat &&
          ((view->announced[s] & (1u << HU_NINE)) || ((view->announced[s] & (1u << HU_EIGHT)) && plain_played)))
        excluded[s] = tarot_card_set_union (excluded[s], plain);
    }
  for (guint i = 0; i < 2; i++)
    {
      guint seat = i == 0 ? hd->cue_seat : hd->yield_seat;
      TarotCard card = i == 0 ? hd->cue_card : XX;

      /* cue_only_if_other_declares: a jump promises nothing until
       * somebody else has become declarer */
      if (seat == TAROT_NO_SEAT || (i == 0 && seat == view->declarer) || seat == view->seat ||
          (i == 0 && hu_rules (rules)->cue_if_other_declares && view->declarer == TAROT_NO_SEAT))
        continue;
      for (guint l = 0; l < n + 2; l++)
        if (l != seat)
          tarot_card_set_add (&excluded[l], card);
    }
  if (view->called_card != TAROT_CARD_NONE)
    {
      if (hd->forced_kontra == TAROT_NO_SEAT)
        tarot_card_set_add (discard, view->called_card);
      else
        for (guint l = 0; l < n + 1; l++)
          tarot_card_set_add (&excluded[l], view->called_card);
    }
  if (hd->forced_ultimo != TAROT_NO_SEAT && hd->forced_ultimo != view->seat)
    {
      tarot_card_set_add (&excluded[hd->forced_ultimo], XXI);
      tarot_card_set_add (&excluded[hd->forced_ultimo], TAROT_CARD_FOOL);
      if (!hu_rules (rules)->forced_ultimo_no_high)
        for (guint l = 0; l < n + 2; l++)
          if (l != hd->forced_ultimo)
            tarot_card_set_add (&excluded[l], PAGAT);
    }
  /* a hidden partner: everybody else whose side is known is an
   * opponent (the declarer may hold his own card) */
  if (view->called_card != TAROT_CARD_NONE && view->partner == TAROT_NO_SEAT)
    for (guint s = 0; s < n; s++)
      if ((hd->public_team & (1u << s)) && s != view->declarer && view->declarer != TAROT_NO_SEAT)
        tarot_card_set_add (&excluded[s], view->called_card);
  /* a bidder's honour is pinned to him when only one can be his */
  for (guint s = 0; s < n; s++)
    {
      TarotCardSet known = tarot_card_set_union (view->shown_in_hand[s], played_by (rules, view, s));
      TarotCardSet free = tarot_card_set_minus (rules->honours, excluded[s]);

      if (s == view->seat || !bid_with_honour (hd, s) || has_honour (rules, known))
        continue;
      free = tarot_card_set_minus (free, tarot_card_set_union (tarot_card_set_union (view->hand, view->played),
                                                               tarot_card_set_union (view->shown, view->own_discard)));
      if (tarot_card_set_count (free) == 1)
        for (guint l = 0; l < n + 2; l++)
          if (l != s)
            excluded[l] = tarot_card_set_union (excluded[l], free);
    }
}

static TarotCard
random_card (TarotRng     *rng,
             TarotCardSet  set)
{
  guint k = tarot_rng_below (rng, tarot_card_set_count (set));

  TAROT_CARD_SET_FOREACH (set, c)
    if (k-- == 0)
      return c;
  return TAROT_CARD_NONE;
}

/* Swaps a card in @what of place @from (a hand, or the pile:
 * n_players + 1) for a card outside @what of place @to, two cards that
 * @view does not place and that their new places may hold; FALSE when
 * there are none. */
static gboolean
swap_cards (const TarotPlayerView *view,
            TarotDeal             *deal,
            const TarotCardSet    *excluded,
            TarotCardSet           what,
            guint                  from,
            guint                  to)
{
  guint n = deal->n_players;
  TarotCardSet *a = from < n ? &deal->hands[from] : &deal->discard;
  TarotCardSet *b = to < n ? &deal->hands[to] : &deal->discard;
  TarotCardSet fixed = tarot_card_set_union (tarot_card_set_union (view->hand, view->own_discard),
                                             tarot_card_set_union (view->shown, view->played));
  TarotCardSet give = tarot_card_set_minus (tarot_card_set_intersect (*a, what),
                                            tarot_card_set_union (fixed, excluded[to]));
  TarotCardSet back = tarot_card_set_minus (tarot_card_set_minus (*b, what),
                                            tarot_card_set_union (fixed, excluded[from]));
  TarotCard cg, cb;

  if (from == to || tarot_card_set_is_empty (give) || tarot_card_set_is_empty (back))
    return FALSE;
  cg = random_card (&deal->rng, give);
  cb = random_card (&deal->rng, back);
  tarot_card_set_remove (a, cg);
  tarot_card_set_add (a, cb);
  tarot_card_set_remove (b, cb);
  tarot_card_set_add (b, cg);
  return TRUE;
}

/* Moves a card in @what between @place and another hidden place, not
 * one of the seats in @skip (@into: to @place); FALSE if none can. */
static gboolean
swap_with_some (const TarotPlayerView *view,
                TarotDeal             *deal,
                const TarotCardSet    *excluded,
                TarotCardSet           what,
                guint                  place,
                gboolean               into,
                guint                  skip)
{
  guint n = deal->n_players, start = tarot_rng_below (&deal->rng, n + 1u);

  for (guint i = 0; i <= n; i++)
    {
      guint l = (start + i) % (n + 1u);

      /* n stands for the pile */
      l = l == n ? n + 1u : l;
      if (l == view->seat || l == place || (l < n && (skip & (1u << l))))
        continue;
      if (into ? swap_cards (view, deal, excluded, what, l, place) : swap_cards (view, deal, excluded, what, place, l))
        return TRUE;
    }
  return FALSE;
}

/* Makes what the exclusions cannot say come true where a swap of two
 * hidden cards can: a bidder's honour (§6.1), eight declared tarokks
 * (§9.7), the pile's told tarokks (§7.3). */
static void
repair_counts (const TarotRules      *rules,
               const TarotPlayerView *view,
               TarotDeal             *deal)
{
  const HuDeal *hd = hu_deal_const (deal);
  TarotCardSet excluded[TAROT_MAX_PLAYERS + 2];
  guint n = deal->n_players, pile = n + 1u, bidders = 0, declared = 0;

  tarot_deal_sample_exclusions (rules, view, excluded);
  for (guint s = 0; s < n; s++)
    {
      bidders |= bid_with_honour (hd, s) ? 1u << s : 0;
      declared |= deal->announced[s] & (3u << HU_EIGHT) ? 1u << s : 0;
    }
  for (guint s = 0; s < n; s++)
    if (s != view->seat && (bidders & (1u << s)) &&
        !has_honour (rules, tarot_card_set_union (deal->hands[s], played_by (rules, view, s))))
      swap_with_some (view, deal, excluded, rules->honours, s, TRUE, bidders);
  for (guint s = 0; s < n; s++)
    {
      guint have, want = deal->announced[s] & (1u << HU_EIGHT) ? 8 : 9;

      if (s == view->seat || !(declared & (1u << s)))
        continue;
      have = n_tarokks (rules, tarot_card_set_union (deal->hands[s], played_by (rules, view, s)));
      for (; have != want; have = have < want ? have + 1 : have - 1)
        if (!swap_with_some (view, deal, excluded, rules->trumps, s, have < want, declared))
          break;
    }
  if (hd->discards_done)
    {
      TarotCardSet known = tarot_card_set_union (view->own_discard, view->shown_in_discard);
      guint want = hidden_pile_tarokks (rules, view);
      guint have = n_tarokks (rules, tarot_card_set_minus (deal->discard, known));

      for (; have != want; have = have < want ? have + 1 : have - 1)
        if (!swap_with_some (view, deal, excluded, rules->trumps, pile, have < want, declared))
          break;
    }
}

/* Makes the told counts true, gives the sampled common pile back to
 * its discarders, a random talon order, and the partner to the holder
 * of the called card. */
static void
hu_sample_state (const TarotRules      *rules,
                 const TarotPlayerView *view,
                 TarotDeal             *deal)
{
  HuDeal *hd = hu_deal (deal);
  TarotCardSet pile;

  repair_counts (rules, view, deal);
  pile = deal->discard;

  if (hd->talon_order[0] == TAROT_CARD_NONE)
    tarock_sample_talon_order (deal, hd->talon_order, HU_TALON);

  for (guint k = 0; k < 3; k++)
    if (hd->disc[view->seat][k] != TAROT_CARD_NONE)
      tarot_card_set_remove (&pile, hd->disc[view->seat][k]);
  /* in discard order: the declarer, then from his right; the seat
   * discarding now has laid away part of his cards */
  for (guint i = 0, s = deal->declarer; (hd->discards_done || deal->phase == TAROT_PHASE_DISCARD) && i < HU_ACTIVE;
       i++, s = tarock_next_seat (deal, s, HU_ACTIVE))
    {
      gboolean current = deal->phase == TAROT_PHASE_DISCARD && s == deal->to_move;
      guint done = current ? hd->recv[s] - hd->to_discard : hd->recv[s];

      if (s != view->seat && hd->disc[s][0] == TAROT_CARD_NONE)
        for (guint k = 0; k < done && k < 3 && !tarot_card_set_is_empty (pile); k++)
          {
            /* the declarer's shown tarokks are his */
            TarotCardSet mine = s == deal->declarer ? tarot_card_set_intersect (pile, deal->shown)
                                                    : tarot_card_set_minus (pile, deal->shown);
            TarotCard c = tarot_card_set_first (tarot_card_set_is_empty (mine) ? pile : mine);

            hd->disc[s][k] = c;
            tarot_card_set_remove (&pile, c);
          }
      if (current)
        break;
    }

  if (view->called_card != TAROT_CARD_NONE && view->partner == TAROT_NO_SEAT)
    {
      deal->partner = TAROT_NO_SEAT;
      for (guint s = 0; s < deal->n_players; s++)
        if (s != deal->declarer && holds (deal->hands[s], view->called_card))
          deal->partner = (guint8) s;
    }
}

/* What the exclusions and swaps could not make true: every bidder but
 * a trial three held an honour (§6.1), which he can neither discard
 * nor lose but by playing it; the pile holds as many tarokks as were
 * told (§7.3); eight declared tarokks are eight (§9.7). */
static gboolean
hu_sample_check (const TarotRules      *rules,
                 const TarotPlayerView *view,
                 const TarotDeal       *deal)
{
  const HuDeal *hd = hu_deal_const (deal);

  for (guint s = 0; s < deal->n_players; s++)
    {
      TarotCardSet had;

      if (s == view->seat || !(bid_with_honour (hd, s) || (deal->announced[s] & (1u << HU_EIGHT))))
        continue;
      had = tarot_card_set_union (deal->hands[s], played_by (rules, view, s));
      if (bid_with_honour (hd, s) && !has_honour (rules, had))
        return FALSE;
      if ((deal->announced[s] & (1u << HU_EIGHT)) && n_tarokks (rules, had) != 8)
        return FALSE;
    }
  if (hd->discards_done)
    {
      TarotCardSet pile = tarot_card_set_minus (tarot_card_set_minus (deal->discard, view->own_discard),
                                                view->shown_in_discard);

      if (n_tarokks (rules, pile) != hidden_pile_tarokks (rules, view))
        return FALSE;
    }
  return TRUE;
}


const TarotFamily tarot_family_hungarian = {
  .id = "hungarian",
  .build_rules = hu_build_rules,
  .setup = hu_setup,
  .legal_actions = hu_legal_actions,
  .apply = hu_apply,
  .outcome = hu_outcome,
  .score = hu_score,
  .make_view = hu_make_view,
  .outcome_from_json = hu_outcome_from_json,
  .outcome_to_json = hu_outcome_to_json,
  .outcome_describe = hu_outcome_describe,
  .arg_to_string = hu_arg_to_string,
  .arg_from_string = hu_arg_from_string,
  .sample_constraints = hu_sample_constraints,
  .sample_state = hu_sample_state,
  .sample_check = hu_sample_check,
  .follow_up = hu_follow_up,
  .bonuses_outweigh_points = TRUE,
  .piles_settled = TRUE,
};
