/* tarot-hungarian-outcome.c — the Hungarian Tarokk family's outcome,
 * score (§11), outcome JSON and action arguments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-error.h"

#include "tarot-hungarian-private.h"

/* --- outcome --- */

/* Adds the bonus of @team for @item: announced (made or failed) or, if
 * not announced, silent when @made. */
static void
add_item (TarotOutcome *outcome,
          guint         item,
          guint         team,
          gboolean      announced,
          int           made,
          guint         level,
          guint         seat)
{
  if (announced || made >= 0)
    tarot_outcome_add_bonus (outcome, item, seat, team, announced, made, level);
}

/* §11.9: who received each honour (skíz, XXI, pagát) from the talon,
 * as in hu_share_talon(): four bits per honour, the seat + 1 (0: it did
 * not come from the talon). */
static const char *const talon_honour_ids[] = { "skiz", "xxi", "pagat", NULL };

static guint
talon_honours (const TarotDeal *deal)
{
  const HuDeal *hd = hu_deal_const (deal);
  const TarotCard honours[3] = { TAROT_CARD_FOOL, XXI, PAGAT };
  guint packed = 0, pos = 0;

  for (guint i = 0, seat = deal->declarer; i < HU_ACTIVE; i++, seat = tarock_next_seat (deal, seat, HU_ACTIVE))
    for (guint k = 0; k < hd->recv[seat]; k++, pos++)
      for (guint h = 0; h < 3; h++)
        if (hd->talon_order[pos] == honours[h])
          packed |= (seat + 1u) << (4 * h);
  return packed;
}

void
hu_outcome (const TarotRules *rules,
            const TarotDeal  *deal,
            TarotOutcome     *outcome)
{
  const HuDeal *hd = hu_deal_const (deal);
  guint decl = deal->declarer, last = rules->n_tricks - 1u;
  TarotCardSet pile[2] = { TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY };
  guint announced[2];
  guint pagat_seat = TAROT_NO_SEAT, catch_team = 2, skiz_seat = TAROT_NO_SEAT;
  gboolean pagat_won = FALSE;

  if (deal->end != TAROT_END_PLAYED)
    return;
  for (guint s = 0; s < deal->n_players; s++)
    outcome->side[s] = (guint8) tarock_side_of (deal, s);
  if (hu_rules (rules)->pay_talon_honours)
    outcome->extra[HU_EXTRA_TALON_HONOURS] = (gint32) talon_honours (deal);
  if (deal->phase == TAROT_PHASE_OVER && deal->n_tricks == 0)
    {
      /* §6.2: a trial three without an honour; nothing was played */
      outcome->extra[0] = 1;
      outcome->points[1] = rules->points_total;
      return;
    }

  for (guint s = 0; s < deal->n_players; s++)
    pile[outcome->side[s]] = tarot_card_set_union (pile[outcome->side[s]], deal->won[s]);
  for (guint k = 0; k < 3; k++)
    if (hd->disc[decl][k] != TAROT_CARD_NONE)
      tarot_card_set_add (&pile[0], hd->disc[decl][k]);
  pile[1] = tarot_card_set_minus (rules->pack, pile[0]);
  outcome->points[0] = tarot_rules_count_points (rules, pile[0]);
  outcome->points[1] = rules->points_total - outcome->points[0];
  for (guint t = 0; t < deal->n_tricks; t++)
    outcome->tricks[outcome->side[deal->trick_winner[t]]]++;
  outcome->kontra[HU_GAME] = (guint8) kontra_level (deal, HU_GAME, 0);

  for (guint t = 0; t < deal->n_tricks; t++)
    {
      guint seat = deal->trick_leader[t], xxi_seat = TAROT_NO_SEAT, fool_seat = TAROT_NO_SEAT;

      for (guint i = 0; i < HU_ACTIVE; i++, seat = tarock_next_seat (deal, seat, HU_ACTIVE))
        {
          TarotCard c = deal->tricks[t][i];

          if (c == XXI)
            xxi_seat = seat;
          else if (c == TAROT_CARD_FOOL)
            fool_seat = seat;
          else if (c == PAGAT && t == last)
            pagat_seat = seat, pagat_won = deal->trick_winner[t] == seat;
        }
      /* §9.3: the skíz catches the other side's XXI */
      if (xxi_seat != TAROT_NO_SEAT && fool_seat != TAROT_NO_SEAT &&
          outcome->side[xxi_seat] != outcome->side[fool_seat])
        catch_team = outcome->side[fool_seat], skiz_seat = fool_seat;
    }

  for (guint team = 0; team < 2; team++)
    announced[team] = team_announced (deal, team);
  for (guint team = 0; team < 2; team++)
    {
      gboolean trull = tarot_card_set_count (tarot_card_set_intersect (pile[team], rules->honours)) == 3;
      gboolean kings = tarot_card_set_count (tarot_card_set_intersect (pile[team], rules->kings)) == 4;
      gboolean dg = outcome->points[1 - team] <= hu_rules (rules)->double_max;
      gboolean volat = outcome->tricks[team] == rules->n_tricks;
      gboolean ult_here = pagat_seat != TAROT_NO_SEAT && outcome->side[pagat_seat] == team;

#define ANN(item) ((announced[team] & (1u << (item))) != 0)
#define LVL(item) kontra_level (deal, item, team)
      add_item (outcome, HU_TRULL, team, ANN (HU_TRULL), trull ? 1 : ANN (HU_TRULL) ? 0 : -1, LVL (HU_TRULL),
                TAROT_NO_SEAT);
      add_item (outcome, HU_KINGS, team, ANN (HU_KINGS), kings ? 1 : ANN (HU_KINGS) ? 0 : -1, LVL (HU_KINGS),
                TAROT_NO_SEAT);
      if (ANN (HU_DOUBLE))
        add_item (outcome, HU_DOUBLE, team, TRUE, dg, LVL (HU_DOUBLE), TAROT_NO_SEAT);
      if (ANN (HU_VOLAT))
        add_item (outcome, HU_VOLAT, team, TRUE, volat, LVL (HU_VOLAT), TAROT_NO_SEAT);
      /* §9.2: a pagát in the last trick scores for its side, announced or not */
      if (ANN (HU_ULTIMO))
        add_item (outcome, HU_ULTIMO, team, TRUE, ult_here && pagat_won, LVL (HU_ULTIMO),
                  ult_here ? pagat_seat : TAROT_NO_SEAT);
      else if (ult_here)
        add_item (outcome, HU_ULTIMO, team, FALSE, pagat_won, 0, pagat_seat);
      if (ANN (HU_CATCH))
        add_item (outcome, HU_CATCH, team, TRUE, catch_team == team, LVL (HU_CATCH),
                  catch_team == team ? skiz_seat : TAROT_NO_SEAT);
      else if (catch_team == team)
        add_item (outcome, HU_CATCH, team, FALSE, 1, 0, skiz_seat);
#undef ANN
#undef LVL
    }

  /* §9.7: declarations, and undeclared ones claimed from the partner */
  for (guint s = 0; s < deal->n_players; s++)
    {
      TarotCardSet hand = TAROT_CARD_SET_EMPTY;
      guint nt;

      if (deal->announced[s] & (1u << HU_EIGHT))
        add_item (outcome, HU_EIGHT, outcome->side[s], TRUE, 1, 0, s);
      else if (deal->announced[s] & (1u << HU_NINE))
        add_item (outcome, HU_NINE, outcome->side[s], TRUE, 1, 0, s);
      else if (deal->partner != TAROT_NO_SEAT && (s == decl || s == deal->partner))
        {
          for (guint t = 0; t < deal->n_tricks; t++)
            for (guint i = 0, seat = deal->trick_leader[t]; i < HU_ACTIVE;
                 i++, seat = tarock_next_seat (deal, seat, HU_ACTIVE))
              if (seat == s)
                tarot_card_set_add (&hand, deal->tricks[t][i]);
          nt = n_tarokks (rules, hand);
          if (nt >= 8)
            add_item (outcome, nt == 8 ? HU_CLAIM_EIGHT : HU_CLAIM_NINE, 0, TRUE, 1, 0, s);
        }
    }
}

/* --- scoring (§11) --- */

/* One line of @x per player in favour of side 0 (negative: side 1):
 * partners each receive or pay x, a lone declarer three times (§11.1).
 * §2 dealer_weeps_laughs: the sitting-out dealer receives or pays x as
 * an opponent does, and [RULING] the declarer settles it with him, as
 * he would with an opponent of a lone game, so the line sums to 0. */
static void
add_side_line (const TarotRules   *rules,
               const TarotOutcome *outcome,
               TarotScore         *score,
               gint32              x,
               gboolean            with_labels,
               const char         *label)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  guint out = tarock_sitter (outcome->n_players, outcome->dealer, HU_ACTIVE);
  gboolean weeps = hu_rules (rules)->dealer_weeps_laughs && out < outcome->n_players;

  if (x == 0)
    return;
  for (guint s = 0; s < outcome->n_players; s++)
    if (s == outcome->declarer)
      amounts[s] = (outcome->partner == TAROT_NO_SEAT ? 3 * x : x) + (weeps ? x : 0);
    else if (s == outcome->partner)
      amounts[s] = x;
    else if (s != out || weeps)
      amounts[s] = -x;
  tarot_score_add_line (score, amounts, with_labels ? label : NULL);
}

static const TarotBonus *
find_bonus (const TarotOutcome *outcome,
            guint               id,
            guint               side)
{
  for (guint i = 0; i < outcome->n_bonuses; i++)
    if (outcome->bonuses[i].id == id && outcome->bonuses[i].side == side)
      return &outcome->bonuses[i];
  return NULL;
}

static const char *
item_name (guint id)
{
  switch (id)
    {
    case HU_GAME: return _("Game");
    case HU_TRULL: return _("Trull");
    case HU_KINGS: return _("Four kings");
    case HU_DOUBLE: return _("Double game");
    case HU_VOLAT: return _("Volát");
    case HU_ULTIMO: return _("Pagátultimó");
    case HU_CATCH: return _("XXI-catch");
    case HU_EIGHT: case HU_CLAIM_EIGHT: return _("Eight tarokks");
    default: return _("Nine tarokks");
    }
}

/* §11.3: the game, double game and volát. */
static void
score_game (const TarotRules   *rules,
            const TarotOutcome *outcome,
            TarotScore         *score,
            gboolean            with_labels)
{
  const HuRules *hr = hu_rules (rules);
  gint32 G = rules->contract_value[outcome->contract];
  gint32 kG = 1 << MIN (outcome->kontra[HU_GAME], HU_MAX_LEVEL);
  gint32 S[2] = { 0, 0 };
  gboolean ann_dg[2], ann_v[2], dg[2], vol[2], any_ann = FALSE;
  guint W;
  char label[TAROT_SCORE_LABEL_SIZE] = "";

  for (guint t = 0; t < 2; t++)
    {
      const TarotBonus *bd = find_bonus (outcome, HU_DOUBLE, t);
      const TarotBonus *bv = find_bonus (outcome, HU_VOLAT, t);

      ann_dg[t] = bd != NULL && bd->announced;
      ann_v[t] = bv != NULL && bv->announced;
      dg[t] = hr->double_game || hr->profile == PROFILE_UNGARISCH
              ? outcome->points[1 - t] <= hr->double_max : FALSE;
      vol[t] = outcome->tricks[t] == rules->n_tricks;
      any_ann |= ann_dg[t] || ann_v[t];
      /* A. announced double game and volát */
      if (ann_dg[t])
        {
          gint32 v = hr->double_announced * G << MIN (bd->level, HU_MAX_LEVEL);

          if (with_labels)
            g_snprintf (label, sizeof label, dg[t] ? _("%s announced, made: %d") : _("%s announced, failed: %d"),
                        item_name (HU_DOUBLE), v);
          add_side_line (rules, outcome, score, dg[t] == (t == 0) ? v : -v, with_labels, label);
        }
      if (ann_v[t])
        {
          gint32 v = hr->volat_announced * G << MIN (bv->level, HU_MAX_LEVEL);

          if (with_labels)
            g_snprintf (label, sizeof label, vol[t] ? _("%s announced, made: %d") : _("%s announced, failed: %d"),
                        item_name (HU_VOLAT), v);
          add_side_line (rules, outcome, score, vol[t] == (t == 0) ? v : -v, with_labels, label);
        }
    }
  /* an Ungarisch "not half" is the double game of a side that did not lose */
  if (hr->opp_silent_only_if_kontra && kG == 1)
    dg[1] = vol[1] = FALSE;

  W = outcome->points[0] >= hr->win_min ||
      (hr->kontra_needs_48 && kG > 1 && outcome->points[1] < hr->win_min) ? 0 : 1;
  if (kG > 1)
    {
      gint32 base = G * kG;

      if (hr->kontra_multiplies_silent)
        base *= vol[W] && !ann_v[W] ? hr->volat_silent : dg[W] && !ann_dg[W] && !ann_v[W] ? hr->double_silent : 1;
      S[W] += base;
      for (guint t = 0; t < 2 && !hr->kontra_multiplies_silent; t++)
        {
          if (vol[t] && !ann_v[t])
            S[t] += hr->volat_silent * G;
          else if (dg[t] && !ann_dg[t] && !ann_v[t])
            S[t] += hr->double_silent * G;
        }
    }
  else if (!any_ann)
    S[W] += G * (vol[W] ? hr->volat_silent : dg[W] ? hr->double_silent : 1);
  else
    for (guint t = 0; t < 2; t++)
      {
        if (ann_dg[t] || ann_v[t])
          {
            if (ann_dg[t] && !ann_v[t] && vol[t])
              S[t] += hr->volat_silent * G;
          }
        else if (W == t && !hr->no_basic_after_dg_v)
          S[t] += G * (vol[t] ? hr->volat_silent : dg[t] ? hr->double_silent : 1);
        else if (W == t)
          /* §13.1 no_basic_game_after_dg_or_volat: beside an announced
           * double game or volát no plain game, and no silent double
           * game beside a volát announcement */
          S[t] += G * (vol[t] ? hr->volat_silent : dg[t] && !ann_v[0] && !ann_v[1] ? hr->double_silent : 0);
      }
  if (with_labels && kG > 1)
    g_snprintf (label, sizeof label, _("Game (%s), %u card points, kontra ×%d: %d"),
                rules->contract_ids[outcome->contract], outcome->points[0] / MAX (outcome->points_unit, 1),
                kG, S[0] - S[1]);
  else if (with_labels)
    g_snprintf (label, sizeof label, _("Game (%s), %u card points: %d"),
                rules->contract_ids[outcome->contract], outcome->points[0] / MAX (outcome->points_unit, 1),
                S[0] - S[1]);
  add_side_line (rules, outcome, score, S[0] - S[1], with_labels, label);
}

static gboolean
team_volat (const TarotRules   *rules,
            const TarotOutcome *outcome,
            guint               team)
{
  return outcome->tricks[team] == rules->n_tricks;
}

/* §11.4: trull, four kings, pagátultimó, XXI-catch. */
static void
score_bonuses (const TarotRules   *rules,
               const TarotOutcome *outcome,
               TarotScore         *score,
               gboolean            with_labels)
{
  const HuRules *hr = hu_rules (rules);
  gboolean any_volat = team_volat (rules, outcome, 0) || team_volat (rules, outcome, 1);

  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];
      char label[TAROT_SCORE_LABEL_SIZE] = "";
      gint32 v;
      guint to;

      if (b->id != HU_TRULL && b->id != HU_KINGS && b->id != HU_ULTIMO && b->id != HU_CATCH)
        continue;
      v = hr->value[b->id][b->announced ? 1 : 0];
      if (b->announced)
        {
          v <<= MIN (b->level, HU_MAX_LEVEL);
          to = b->made == 1 ? b->side : 1 - b->side;
        }
      else
        {
          gboolean all = team_volat (rules, outcome, b->side);

          if ((b->id == HU_TRULL && all && !hr->silent_trull_with_volat) ||
              (b->id == HU_KINGS && all && !hr->silent_kings_with_volat) ||
              (b->id == HU_KINGS && !hr->silent_kings_with_dg && outcome->points[1 - b->side] <= hr->double_max &&
               find_bonus (outcome, HU_DOUBLE, b->side) == NULL) ||
              (hr->volat_supersedes && any_volat))
            continue;
          to = b->made == 1 ? b->side : 1 - b->side;
        }
      if (with_labels)
        g_snprintf (label, sizeof label,
                    b->announced ? (b->made == 1 ? _("%s announced, made: %d") : _("%s announced, failed: %d"))
                                 : (b->made == 1 ? _("%s: %d") : _("%s lost: %d")),
                    item_name (b->id), v);
      add_side_line (rules, outcome, score, to == 0 ? v : -v, with_labels, label);
    }
}

/* §11.5: declarations are paid by each other active player, claims by
 * the partner only. */
static void
score_declarations (const TarotRules   *rules,
                    const TarotOutcome *outcome,
                    TarotScore         *score,
                    gboolean            with_labels)
{
  const HuRules *hr = hu_rules (rules);
  guint out = tarock_sitter (outcome->n_players, outcome->dealer, HU_ACTIVE);

  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];
      gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
      char label[TAROT_SCORE_LABEL_SIZE] = "";
      gint32 v;

      if (b->id < HU_EIGHT || b->seat >= outcome->n_players)
        continue;
      v = hr->value[b->id][0];
      if (b->id <= HU_NINE)
        {
          for (guint s = 0; s < outcome->n_players; s++)
            if (s != out)
              amounts[s] = s == b->seat ? (HU_ACTIVE - 1) * v : -v;
          if (with_labels)
            g_snprintf (label, sizeof label, _("%s declared: %d from each other player"), item_name (b->id), v);
        }
      else
        {
          guint other = b->seat == outcome->declarer ? outcome->partner : outcome->declarer;

          if (other >= outcome->n_players)
            continue;
          amounts[b->seat] = v;
          amounts[other] = -v;
          if (with_labels)
            g_snprintf (label, sizeof label, _("%s not declared, claimed from the partner: %d"),
                        item_name (b->id), v);
        }
      tarot_score_add_line (score, amounts, with_labels ? label : NULL);
    }
}

/* §11.9: an honour from the talon pays the sitting-out dealer 3, 2, 1. */
static void
score_talon_honours (const TarotRules   *rules,
                     const TarotOutcome *outcome,
                     TarotScore         *score,
                     gboolean            with_labels)
{
  static const gint32 pay[3] = { 3, 2, 1 };

  if (!hu_rules (rules)->pay_talon_honours)
    return;
  for (guint h = 0; h < 3; h++)
    {
      guint seat = (((guint) outcome->extra[HU_EXTRA_TALON_HONOURS] >> (4 * h)) & 0xf) - 1u;
      gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
      char label[TAROT_SCORE_LABEL_SIZE] = "";

      if (seat >= outcome->n_players || seat == outcome->dealer)
        continue;
      amounts[seat] = -pay[h];
      amounts[outcome->dealer] = pay[h];
      if (with_labels)
        {
          static const char *const names[] = { N_("Skíz"), N_("XXI"), N_("Pagát") };

          /* TRANSLATORS: score line (five players, an option): a
           * player who received this honour from the talon pays the
           * dealer who sat out */
          g_snprintf (label, sizeof label, _("%s from the talon: %d to the dealer"), _(names[h]), pay[h]);
        }
      tarot_score_add_line (score, amounts, with_labels ? label : NULL);
    }
}

void
hu_score (const TarotRules   *rules,
          const TarotOutcome *outcome,
          TarotScore         *score,
          gboolean            with_labels)
{
  const HuRules *hr = hu_rules (rules);

  if (outcome->end != TAROT_END_PLAYED || outcome->declarer >= outcome->n_players ||
      outcome->contract >= rules->n_contracts)
    return;
  if (outcome->extra[0])
    {
      /* §11.8: the failed trial three pays each other player */
      gint32 v = hr->trial_fail > 0 ? hr->trial_fail : rules->contract_value[outcome->contract];
      TarotOutcome alone = *outcome;
      char label[TAROT_SCORE_LABEL_SIZE] = "";

      alone.partner = TAROT_NO_SEAT;
      if (with_labels)
        g_snprintf (label, sizeof label, _("Trial three without an honour: %d to each other player"), v);
      add_side_line (rules, &alone, score, -v, with_labels, label);
      score_talon_honours (rules, outcome, score, with_labels);
      return;
    }
  score_game (rules, outcome, score, with_labels);
  score_bonuses (rules, outcome, score, with_labels);
  score_declarations (rules, outcome, score, with_labels);
  score_talon_honours (rules, outcome, score, with_labels);
}

/* §5.5, §11.7: a pass-out or an annulled hand is redealt by the same
 * dealer and doubles the next round (a scored hand of each player at
 * the table); without doubling the deal passes on.  A failed trial
 * three is a scored hand (§15 Q1). */
void
hu_follow_up (const TarotRules   *rules,
              const TarotOutcome *outcome,
              TarotFollowUp      *follow_up)
{
  const HuRules *hr = hu_rules (rules);

  follow_up->same_dealer = (outcome->end == TAROT_END_PASSED_OUT || outcome->end == TAROT_END_ANNULLED) &&
                           hr->doubling != 0;
  if (!follow_up->same_dealer)
    return;
  follow_up->doubled_hands = (guint8) rules->n_players;
  follow_up->doubling = (guint8) (hr->doubling - 1);
}

/* --- outcome JSON (docs/cli.md "Hungarian Tarokk") --- */

static const char *const end_ids[] = { "played", "passed_out", "annulled", "trial_failed", NULL };
static const char *const side_ids[] = { "declarer", "opponents", NULL };

static gboolean
read_bonus (const TarotRules  *rules,
            JsonObject        *o,
            const char        *where,
            TarotOutcome      *outcome,
            GError           **error)
{
  static const char *const allowed[] = { "id", "side", "announced", "made", "kontra", NULL };
  const HuRules *hr = hu_rules (rules);
  const char *id_str, *problem = NULL, *member = NULL;
  gboolean announced = FALSE, made = TRUE;
  gint64 level = 0;
  guint side = 0;
  int id;

  if (!tarot_json_check_members (o, allowed, NULL, where, error) ||
      (id_str = tarot_json_get_string (o, "id", NULL, where, error)) == NULL)
    return FALSE;
  id = tarock_find_id (id_strings, HU_TRULL, HU_CATCH, id_str);
  if (id < 0 || (id == HU_DOUBLE && !hr->double_game))
    {
      tarot_json_set_problem (error, NULL, where, "id",
                              hr->double_game ? _("expected one of trull, four_kings, double_game, volat, "
                                                  "pagat_ultimo, catch_xxi")
                                              : _("expected one of trull, four_kings, volat, pagat_ultimo, catch_xxi"));
      return FALSE;
    }
  if (!tarot_json_get_choice (o, "side", NULL, where, side_ids, &side, error) ||
      (json_object_has_member (o, "announced") &&
       !tarot_json_get_bool (o, "announced", NULL, where, &announced, error)) ||
      (json_object_has_member (o, "made") && !tarot_json_get_bool (o, "made", NULL, where, &made, error)) ||
      (json_object_has_member (o, "kontra") &&
       !tarot_json_get_int (o, "kontra", NULL, where, 0, HU_MAX_LEVEL, &level, error)))
    return FALSE;

  if ((id == HU_DOUBLE || id == HU_VOLAT) && !announced)
    member = "announced", problem = _("a silent double game or volát follows from the points and tricks");
  else if (!announced && level > 0)
    member = "kontra", problem = _("only announced bonuses can be doubled");
  else if (!announced && !made && id != HU_ULTIMO)
    member = "made", problem = _("a silent bonus that was not made is no bonus");
  else if (id == HU_DOUBLE && made != (outcome->points[1 - side] <= hr->double_max))
    member = "made", problem = made ? _("the other side has too many card points for a double game")
                                    : _("the card points make this double game");
  else if (id == HU_VOLAT && made != (outcome->tricks[side] == rules->n_tricks))
    member = "made", problem = made ? _("this side did not take every trick") : _("this side took every trick");
  else if (made && (id == HU_ULTIMO || id == HU_CATCH) && outcome->tricks[side] == 0)
    member = "made", problem = _("this side took no trick");
  else if (made && id == HU_KINGS && outcome->tricks[side] == 0)
    member = "made", problem = _("this side took no trick");
  if (problem != NULL)
    {
      tarot_json_set_problem (error, NULL, where, member, problem);
      return FALSE;
    }
  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];
      g_autofree char *text = NULL;

      if (b->id != id)
        continue;
      if (b->side == side)
        text = g_strdup_printf (_("bonuses[%u] is the same bonus of the same side"), i);
      /* one pagát, one XXI, one set of honours and of kings (§9) */
      else if (made && b->made == 1)
        text = g_strdup_printf (_("bonuses[%u] gives it to the other side"), i);
      else if (id == HU_ULTIMO && !announced && !b->announced)
        text = g_strdup_printf (_("bonuses[%u]: only one side plays the pagát"), i);
      if (text != NULL)
        {
          tarot_json_set_problem (error, NULL, where, "id", text);
          return FALSE;
        }
    }
  tarot_outcome_add_bonus (outcome, (guint) id, TAROT_NO_SEAT, side, announced, made ? 1 : 0, (guint) level);
  return TRUE;
}

static gboolean
read_declaration (const TarotRules  *rules,
                  JsonObject        *o,
                  const char        *where,
                  TarotOutcome      *outcome,
                  GError           **error)
{
  static const char *const allowed[] = { "seat", "tarokks", "claimed", NULL };
  gboolean claimed = FALSE;
  gint64 tarokks;
  guint seat;

  if (!tarot_json_check_members (o, allowed, NULL, where, error) ||
      !tarock_read_seat (o, where, "seat", rules->n_players, outcome->dealer, HU_ACTIVE, &seat, error) ||
      !tarot_json_get_int (o, "tarokks", NULL, where, 8, 9, &tarokks, error) ||
      (json_object_has_member (o, "claimed") && !tarot_json_get_bool (o, "claimed", NULL, where, &claimed, error)))
    return FALSE;
  if (claimed && (outcome->partner == TAROT_NO_SEAT || (seat != outcome->declarer && seat != outcome->partner)))
    {
      tarot_json_set_problem (error, NULL, where, "claimed",
                              _("only the declarer and his partner claim undeclared tarokks from each other"));
      return FALSE;
    }
  for (guint i = 0; i < outcome->n_bonuses; i++)
    if (outcome->bonuses[i].id >= HU_EIGHT && outcome->bonuses[i].seat == seat)
      {
        tarot_json_set_problem (error, NULL, where, "seat", _("this player has already declared"));
        return FALSE;
      }
  tarot_outcome_add_bonus (outcome, claimed ? (tarokks == 8 ? HU_CLAIM_EIGHT : HU_CLAIM_NINE)
                                            : (tarokks == 8 ? HU_EIGHT : HU_NINE),
                           seat, outcome->side[seat], TRUE, 1, 0);
  return TRUE;
}

/* §11.9: {"seat": s, "card": "skiz" | "xxi" | "pagat"} */
static gboolean
read_talon_honour (const TarotRules  *rules,
                   JsonObject        *o,
                   const char        *where,
                   TarotOutcome      *outcome,
                   GError           **error)
{
  static const char *const keys[] = { "seat", "card", NULL };
  guint seat, card;
  guint32 packed = (guint32) outcome->extra[HU_EXTRA_TALON_HONOURS];

  if (!tarot_json_check_members (o, keys, NULL, where, error) ||
      !tarock_read_seat (o, where, "seat", rules->n_players, outcome->dealer, HU_ACTIVE, &seat, error) ||
      !tarot_json_get_choice (o, "card", NULL, where, talon_honour_ids, &card, error))
    return FALSE;
  if ((packed >> (4 * card)) & 0xf)
    {
      tarot_json_set_problem (error, NULL, where, "card", _("this honour is already listed"));
      return FALSE;
    }
  /* §6.2: the trial three ends because the declarer drew no honour */
  if (outcome->extra[0] && seat == outcome->declarer)
    {
      tarot_json_set_problem (error, NULL, where, "seat", _("the declarer of a failed trial three drew no honour"));
      return FALSE;
    }
  outcome->extra[HU_EXTRA_TALON_HONOURS] = (gint32) (packed | (seat + 1u) << (4 * card));
  return TRUE;
}

static gboolean
read_list (const TarotRules  *rules,
           JsonObject        *object,
           const char        *member,
           guint              max,
           TarotOutcome      *outcome,
           GError           **error)
{
  JsonArray *list;

  if (!tarot_json_has_value (object, member))
    return TRUE;
  if ((list = tarot_json_get_array (object, member, NULL, NULL, error)) == NULL)
    return FALSE;
  if (json_array_get_length (list) > max)
    {
      g_autofree char *expected = g_strdup_printf ("at most %u entries", max);

      tarot_json_set_error (error, NULL, NULL, member, expected);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s[%u]", member, i);
      JsonNode *node = json_array_get_element (list, i);
      gboolean ok;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, NULL, where, NULL, "an object");
          return FALSE;
        }
      if (g_str_equal (member, "bonuses"))
        ok = read_bonus (rules, json_node_get_object (node), where, outcome, error);
      else if (g_str_equal (member, "declarations"))
        ok = read_declaration (rules, json_node_get_object (node), where, outcome, error);
      else
        ok = read_talon_honour (rules, json_node_get_object (node), where, outcome, error);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

/* The card points a side with @tricks tricks can have: a card is worth
 * at least one unit, the declarer's discards count for his side and
 * the others' for the opponents (§4). */
static gboolean
check_points (const TarotRules  *rules,
              TarotOutcome      *outcome,
              GError           **error)
{
  guint take = HU_SOLO - (outcome->contract + 1u);
  guint32 lo = HU_ACTIVE * outcome->tricks[0] + take;
  guint32 hi = rules->points_total - HU_ACTIVE * outcome->tricks[1] - (HU_TALON - take);

  if (outcome->points[0] < lo || outcome->points[0] > hi)
    {
      g_autofree char *problem = g_strdup_printf (_("with %u tricks and this contract the declarer’s side has "
                                                    "%u to %u card points"),
                                                  outcome->tricks[0], lo, hi);

      tarot_json_set_problem (error, NULL, NULL, "points", problem);
      return FALSE;
    }
  return TRUE;
}

gboolean
hu_outcome_from_json (const TarotRules  *rules,
                      JsonObject        *object,
                      TarotOutcome      *outcome,
                      GError           **error)
{
  static const char *const played_keys[] = {
    "end", "dealer", "declarer", "partner", "contract", "points", "tricks", "kontra", "bonuses",
    "declarations", "stakes", "talon_honours", NULL
  };
  static const char *const trial_keys[] = {
    "end", "dealer", "declarer", "contract", "stakes", "talon_honours", NULL
  };
  static const char *const other_keys[] = { "end", "dealer", NULL };
  const char *contract;
  guint end = 0, declarer, c;
  gint64 dealer = 0, points, tricks, level = 0, stakes = 1;

  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = rules->n_players;
  outcome->points_unit = rules->count_by;
  outcome->declarer = outcome->partner = TAROT_NO_SEAT;

  if ((json_object_has_member (object, "end") &&
       !tarot_json_get_choice (object, "end", NULL, NULL, end_ids, &end, error)) ||
      !tarot_json_check_members (object, end == 0 ? played_keys : end == 3 ? trial_keys : other_keys,
                                 NULL, NULL, error) ||
      (json_object_has_member (object, "dealer") &&
       !tarot_json_get_int (object, "dealer", NULL, NULL, 0, rules->n_players - 1, &dealer, error)))
    return FALSE;
  outcome->dealer = (guint8) dealer;
  outcome->end = end == 1 ? TAROT_END_PASSED_OUT : end == 2 ? TAROT_END_ANNULLED : TAROT_END_PLAYED;
  if (end == 1 || end == 2)
    return TRUE;

  if (!tarock_read_seat (object, NULL, "declarer", rules->n_players, outcome->dealer, HU_ACTIVE, &declarer,
                         error) ||
      (contract = tarot_json_get_string (object, "contract", NULL, NULL, error)) == NULL)
    return FALSE;
  for (c = 0; c < rules->n_contracts; c++)
    if (g_str_equal (contract, rules->contract_ids[c]))
      break;
  if (c == rules->n_contracts)
    {
      tarot_json_set_error (error, NULL, NULL, "contract", "one of harom, ketto, egy, solo");
      return FALSE;
    }
  outcome->declarer = (guint8) declarer;
  outcome->contract = (guint8) c;
  if (json_object_has_member (object, "stakes"))
    {
      if (!tarot_json_get_int (object, "stakes", NULL, NULL, 1, hu_rules (rules)->max_stakes, &stakes, error))
        return FALSE;
      if ((stakes & (stakes - 1)) != 0)
        {
          tarot_json_set_problem (error, NULL, NULL, "stakes", _("doubled rounds multiply by 2, 4, 8 …"));
          return FALSE;
        }
      outcome->stakes = (guint8) stakes;
    }
  for (guint s = 0; s < rules->n_players; s++)
    outcome->side[s] = s == declarer ? 0 : 1;
  outcome->extra[0] = end == 3;
  if (json_object_has_member (object, "talon_honours") && !hu_rules (rules)->pay_talon_honours)
    {
      tarot_json_set_problem (error, NULL, NULL, "talon_honours",
                              _("only with five players and the option to pay the dealer for talon honours"));
      return FALSE;
    }
  if (!read_list (rules, object, "talon_honours", 3, outcome, error))
    return FALSE;
  if (end == 3)
    {
      outcome->points[1] = rules->points_total;
      return TRUE;
    }

  if (tarot_json_has_value (object, "partner"))
    {
      guint partner;

      if (!tarock_read_seat (object, NULL, "partner", rules->n_players, outcome->dealer, HU_ACTIVE, &partner,
                             error))
        return FALSE;
      if (partner == declarer)
        {
          tarot_json_set_problem (error, NULL, NULL, "partner", _("a declarer who called his own card plays alone: "
                                                                   "leave the partner out"));
          return FALSE;
        }
      outcome->partner = (guint8) partner;
      outcome->side[partner] = 0;
    }
  if (!tarot_json_get_int (object, "points", NULL, NULL, 0, rules->points_total, &points, error) ||
      !tarot_json_get_int (object, "tricks", NULL, NULL, 0, rules->n_tricks, &tricks, error) ||
      (json_object_has_member (object, "kontra") &&
       !tarot_json_get_int (object, "kontra", NULL, NULL, 0, HU_MAX_LEVEL, &level, error)))
    return FALSE;
  outcome->points[0] = (guint32) points;
  outcome->points[1] = rules->points_total - (guint32) points;
  outcome->tricks[0] = (guint8) tricks;
  outcome->tricks[1] = (guint8) (rules->n_tricks - tricks);
  outcome->kontra[HU_GAME] = (guint8) level;
  return check_points (rules, outcome, error) &&
         read_list (rules, object, "bonuses", 12, outcome, error) &&
         read_list (rules, object, "declarations", 2, outcome, error);
}

JsonObject *
hu_outcome_to_json (const TarotRules   *rules,
                    const TarotOutcome *outcome)
{
  JsonObject *o = json_object_new ();
  JsonArray *bonuses, *declarations;

  json_object_set_string_member (o, "end", outcome->end == TAROT_END_PASSED_OUT ? "passed_out"
                                           : outcome->end == TAROT_END_ANNULLED ? "annulled"
                                           : outcome->extra[0] ? "trial_failed" : "played");
  json_object_set_int_member (o, "dealer", outcome->dealer);
  if (outcome->end != TAROT_END_PLAYED)
    return o;
  json_object_set_int_member (o, "declarer", outcome->declarer);
  json_object_set_string_member (o, "contract", rules->contract_ids[outcome->contract]);
  if (outcome->stakes > 1)
    json_object_set_int_member (o, "stakes", outcome->stakes);
  if (hu_rules (rules)->pay_talon_honours && outcome->extra[HU_EXTRA_TALON_HONOURS] != 0)
    {
      JsonArray *list = json_array_new ();

      for (guint h = 0; h < 3; h++)
        {
          guint seat = ((guint) outcome->extra[HU_EXTRA_TALON_HONOURS] >> (4 * h)) & 0xf;
          JsonObject *item;

          if (seat == 0)
            continue;
          item = json_object_new ();
          json_object_set_int_member (item, "seat", seat - 1);
          json_object_set_string_member (item, "card", talon_honour_ids[h]);
          json_array_add_object_element (list, item);
        }
      json_object_set_array_member (o, "talon_honours", list);
    }
  if (outcome->extra[0])
    return o;
  if (outcome->partner != TAROT_NO_SEAT)
    json_object_set_int_member (o, "partner", outcome->partner);
  else
    json_object_set_null_member (o, "partner");
  json_object_set_int_member (o, "points", outcome->points[0]);
  json_object_set_int_member (o, "tricks", outcome->tricks[0]);
  json_object_set_int_member (o, "kontra", outcome->kontra[HU_GAME]);
  bonuses = json_array_new ();
  declarations = json_array_new ();
  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];
      JsonObject *bo;

      if (b->id >= HU_EIGHT)
        {
          bo = json_object_new ();
          json_object_set_int_member (bo, "seat", b->seat);
          json_object_set_int_member (bo, "tarokks", b->id == HU_EIGHT || b->id == HU_CLAIM_EIGHT ? 8 : 9);
          json_object_set_boolean_member (bo, "claimed", b->id >= HU_CLAIM_EIGHT);
          json_array_add_object_element (declarations, bo);
          continue;
        }
      json_array_add_object_element (bonuses, tarock_bonus_to_json (outcome, id_strings[b->id], b,
                                                                    TAROCK_BONUS_LEVEL));
    }
  json_object_set_array_member (o, "bonuses", bonuses);
  json_object_set_array_member (o, "declarations", declarations);
  return o;
}

static void
kontra_help (JsonObject *f)
{
  json_object_set_int_member (f, "default", 0);
  json_object_set_string_member (f, "help", _("0 none, 1 kontra, 2 rekontra, 3 szubkontra, 4 hirskontra, "
                                              "5 mordkontra"));
}

JsonObject *
hu_outcome_describe (const TarotRules *rules)
{
  const HuRules *hr = hu_rules (rules);
  JsonObject *desc = tarot_outcome_desc_new ();
  guint out = tarock_sitter (rules->n_players, 0, HU_ACTIVE);
  JsonObject *f, *list;

  tarock_describe_dealer (desc, rules->n_players, HU_ACTIVE);
  f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
  tarot_outcome_desc_add_choice (f, "played", _("Played"));
  tarot_outcome_desc_add_choice (f, "passed_out", _("Passed out (everybody passed)"));
  tarot_outcome_desc_add_choice (f, "annulled", _("Annulled (four kings, lone XXI …)"));
  tarot_outcome_desc_add_choice (f, "trial_failed", _("Trial three found no honour"));
  json_object_set_string_member (f, "default", "played");

  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Declarer"));
  json_object_set_int_member (f, "default", out == 0 ? 1 : 0);
  tarot_outcome_desc_when (f, "end", "played", "trial_failed", NULL);
  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Contract"));
  for (guint c = 0; c < rules->n_contracts; c++)
    {
      static const char *const names[] = { N_("Three (három)"), N_("Two (kettő)"), N_("One (egy)"),
                                           N_("Solo (szóló)") };

      tarot_outcome_desc_add_choice (f, rules->contract_ids[c], _(names[MIN (c, 3u)]));
    }
  tarot_outcome_desc_when (f, "end", "played", "trial_failed", NULL);
  f = tarot_outcome_desc_add (desc, "partner", "seat", _("Partner (holder of the called tarokk)"));
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "none_label", _("Alone"));
  json_object_set_int_member (f, "default", out == 2 ? 3 : 2);
  tarot_outcome_desc_when (f, "end", "played", NULL);
  f = tarot_outcome_desc_add (desc, "points", "int", _("Card points"));
  tarot_outcome_desc_set_range (f, 0, rules->points_total);
  json_object_set_int_member (f, "default", hr->win_min);
  json_object_set_string_member (f, "unit", rules->count_by == 3 ? _("thirds") : _("points"));
  json_object_set_string_member (f, "help", _("The declarer’s side: its tricks and the declarer’s discards"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  f = tarot_outcome_desc_add (desc, "tricks", "int", _("Tricks"));
  tarot_outcome_desc_set_range (f, 0, rules->n_tricks);
  json_object_set_int_member (f, "default", 5);
  json_object_set_string_member (f, "help", _("Tricks taken by the declarer’s side"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  f = tarot_outcome_desc_add (desc, "kontra", "int", _("Kontra on the game"));
  tarot_outcome_desc_set_range (f, 0, HU_MAX_LEVEL);
  kontra_help (f);
  tarot_outcome_desc_when (f, "end", "played", NULL);

  list = tarot_outcome_desc_add (desc, "bonuses", "list", _("Bonuses"));
  json_object_set_boolean_member (list, "optional", TRUE);
  json_object_set_string_member (list, "item_label", _("Add bonus"));
  json_object_set_int_member (list, "max_items", 12);
  tarot_outcome_desc_when (list, "end", "played", NULL);
  f = tarot_outcome_desc_add (list, "id", "choice", _("Bonus"));
  for (guint id = HU_TRULL; id <= HU_CATCH; id++)
    if (id != HU_DOUBLE || hr->double_game)
      tarot_outcome_desc_add_choice (f, id_strings[id], item_name (id));
  f = tarot_outcome_desc_add (list, "side", "choice", _("Side"));
  tarot_outcome_desc_add_choice (f, "declarer", _("Declarer’s side"));
  tarot_outcome_desc_add_choice (f, "opponents", _("Opponents"));
  tarock_describe_bonus_flags (list);
  f = tarot_outcome_desc_add (list, "kontra", "int", _("Kontra"));
  tarot_outcome_desc_set_range (f, 0, HU_MAX_LEVEL);
  kontra_help (f);

  list = tarot_outcome_desc_add (desc, "declarations", "list", _("Eight or nine tarokks"));
  json_object_set_boolean_member (list, "optional", TRUE);
  json_object_set_string_member (list, "item_label", _("Add declaration"));
  json_object_set_int_member (list, "max_items", 2);
  tarot_outcome_desc_when (list, "end", "played", NULL);
  f = tarot_outcome_desc_add (list, "seat", "seat", _("Player"));
  f = tarot_outcome_desc_add (list, "tarokks", "int", _("Tarokks"));
  tarot_outcome_desc_set_range (f, 8, 9);
  json_object_set_int_member (f, "default", 8);
  f = tarot_outcome_desc_add (list, "claimed", "bool", _("Not declared: claimed from the partner"));
  json_object_set_boolean_member (f, "default", FALSE);

  if (hr->pay_talon_honours)
    {
      list = tarot_outcome_desc_add (desc, "talon_honours", "list", _("Honours from the talon"));
      json_object_set_boolean_member (list, "optional", TRUE);
      json_object_set_string_member (list, "item_label", _("Add honour"));
      json_object_set_int_member (list, "max_items", 3);
      json_object_set_string_member (list, "help", _("Who received the skíz, the XXI or the pagát from the talon: "
                                                      "they pay the dealer 3, 2 or 1"));
      tarot_outcome_desc_when (list, "end", "played", "trial_failed", NULL);
      tarot_outcome_desc_add (list, "seat", "seat", _("Player"));
      f = tarot_outcome_desc_add (list, "card", "choice", _("Honour"));
      tarot_outcome_desc_add_choice (f, "skiz", _("Skíz"));
      tarot_outcome_desc_add_choice (f, "xxi", _("XXI"));
      tarot_outcome_desc_add_choice (f, "pagat", _("Pagát"));
    }

  return desc;
}

/* --- action arguments --- */

/* KONTRA args as strings: "<level>.<item>", "_opponents" for the
 * opponents' items */
static const char *const kontra_strings[HU_MAX_LEVEL][2][HU_N_ITEMS] = {
  {
    {
      "kontra.game",
      "kontra.trull",
      "kontra.four_kings",
      "kontra.double_game",
      "kontra.volat",
      "kontra.pagat_ultimo",
      "kontra.catch_xxi",
    },
    {
      NULL,
      "kontra.trull_opponents",
      "kontra.four_kings_opponents",
      "kontra.double_game_opponents",
      "kontra.volat_opponents",
      "kontra.pagat_ultimo_opponents",
      "kontra.catch_xxi_opponents",
    },
  },
  {
    {
      "rekontra.game",
      "rekontra.trull",
      "rekontra.four_kings",
      "rekontra.double_game",
      "rekontra.volat",
      "rekontra.pagat_ultimo",
      "rekontra.catch_xxi",
    },
    {
      NULL,
      "rekontra.trull_opponents",
      "rekontra.four_kings_opponents",
      "rekontra.double_game_opponents",
      "rekontra.volat_opponents",
      "rekontra.pagat_ultimo_opponents",
      "rekontra.catch_xxi_opponents",
    },
  },
  {
    {
      "szubkontra.game",
      "szubkontra.trull",
      "szubkontra.four_kings",
      "szubkontra.double_game",
      "szubkontra.volat",
      "szubkontra.pagat_ultimo",
      "szubkontra.catch_xxi",
    },
    {
      NULL,
      "szubkontra.trull_opponents",
      "szubkontra.four_kings_opponents",
      "szubkontra.double_game_opponents",
      "szubkontra.volat_opponents",
      "szubkontra.pagat_ultimo_opponents",
      "szubkontra.catch_xxi_opponents",
    },
  },
  {
    {
      "hirskontra.game",
      "hirskontra.trull",
      "hirskontra.four_kings",
      "hirskontra.double_game",
      "hirskontra.volat",
      "hirskontra.pagat_ultimo",
      "hirskontra.catch_xxi",
    },
    {
      NULL,
      "hirskontra.trull_opponents",
      "hirskontra.four_kings_opponents",
      "hirskontra.double_game_opponents",
      "hirskontra.volat_opponents",
      "hirskontra.pagat_ultimo_opponents",
      "hirskontra.catch_xxi_opponents",
    },
  },
  {
    {
      "mordkontra.game",
      "mordkontra.trull",
      "mordkontra.four_kings",
      "mordkontra.double_game",
      "mordkontra.volat",
      "mordkontra.pagat_ultimo",
      "mordkontra.catch_xxi",
    },
    {
      NULL,
      "mordkontra.trull_opponents",
      "mordkontra.four_kings_opponents",
      "mordkontra.double_game_opponents",
      "mordkontra.volat_opponents",
      "mordkontra.pagat_ultimo_opponents",
      "mordkontra.catch_xxi_opponents",
    },
  },
};

static const char *
kontra_string (guint arg)
{
  guint item = arg & 7, team = (arg >> 3) & 1, level = (arg >> 4) & 7;

  /* the only kontra with a reason: the first on the game (§8.1) */
  if (arg & HU_KONTRA_REASON)
    return arg == (HU_KONTRA_REASON | 1u << 4) ? "kontra.game_called_in_discard" : NULL;
  if (item >= HU_N_ITEMS || level == 0 || level > HU_MAX_LEVEL)
    return NULL;
  return kontra_strings[level - 1][team][item];
}

const char *
hu_arg_to_string (const TarotRules *rules,
                  TarotActionKind   kind,
                  guint             arg)
{
  switch (kind)
    {
    case TAROT_ACTION_BID:
      return arg < rules->n_contracts ? rules->contract_ids[arg] : NULL;
    case TAROT_ACTION_ANNOUNCE:
      return arg >= HU_TRULL && arg < HU_N_IDS && arg != HU_CLAIM_EIGHT && arg != HU_CLAIM_NINE
             ? id_strings[arg] : NULL;
    case TAROT_ACTION_KONTRA:
      return kontra_string (arg);
    default:
      return NULL;
    }
}

gboolean
hu_arg_from_string (const TarotRules *rules,
                    TarotActionKind   kind,
                    const char       *str,
                    guint            *arg)
{
  int id;

  switch (kind)
    {
    case TAROT_ACTION_BID:
      return tarock_contract_from_string (rules, str, arg);
    case TAROT_ACTION_ANNOUNCE:
      if ((id = tarock_find_id (id_strings, HU_TRULL, HU_N_IDS - 1, str)) < 0 ||
          id == HU_CLAIM_EIGHT || id == HU_CLAIM_NINE)
        return FALSE;
      *arg = (guint) id;
      return TRUE;
    case TAROT_ACTION_KONTRA:
      for (guint a = 0; a <= 0xff; a++)
        if (g_strcmp0 (str, kontra_string (a)) == 0)
          {
            *arg = a;
            return TRUE;
          }
      return FALSE;
    default:
      return FALSE;
    }
}
