/* tarot-koenigrufen-outcome.c — the Königrufen family: the outcome of
 * a hand, its score, the outcome JSON (docs/cli.md "Königrufen outcome") and
 * the action arguments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-error.h"

#include "tarot-koenigrufen-private.h"

/* Who announced @item: a seat, or TAROT_NO_SEAT. */
static guint
announcer (const TarotDeal *deal,
           guint            item)
{
  for (guint s = 0; s < deal->n_players; s++)
    if (deal->announced[s] & (1u << item))
      return s;
  return TAROT_NO_SEAT;
}

/* The declaring side's cards: its tricks, the discard, and in a
 * Solorufer with the King in the talon, the King's half. */
static TarotCardSet
declaring_pile (const TarotRules *rules,
                const TarotDeal  *deal)
{
  const KrDeal *kd = kr_deal_const (deal);
  TarotCardSet pile = deal->discard;

  for (guint s = 0; s < deal->n_players; s++)
    if (tarock_side_of (deal, s) == 0)
      pile = tarot_card_set_union (pile, deal->won[s]);
  if (kd->king_half != 0xff && kd->alone)
    for (guint i = kd->king_half * KR_HALF; i < (kd->king_half + 1u) * KR_HALF; i++)
      tarot_card_set_add (&pile, kd->talon_order[i]);
  (void) rules;
  return pile;
}

/* Where a card was played: trick index and seat, or FALSE. */
static gboolean
find_played (const TarotDeal *deal,
             TarotCard        card,
             guint           *trick,
             guint           *seat)
{
  for (guint t = 0; t < deal->n_tricks; t++)
    for (guint i = 0, s = deal->trick_leader[t]; i < KR_ACTIVE; i++, s = tarock_next_seat (deal, s, KR_ACTIVE))
      if (deal->tricks[t][i] == card)
        {
          *trick = t;
          *seat = s;
          return TRUE;
        }
  return FALSE;
}

static void
add_item (TarotOutcome    *outcome,
          const TarotDeal *deal,
          guint            item,
          guint            side,
          gboolean         made)
{
  guint who = announcer (deal, item);
  gboolean announced = who != TAROT_NO_SEAT && tarock_side_of (deal, who) == side;

  tarot_outcome_add_bonus (outcome, item, announced ? who : TAROT_NO_SEAT, side, announced, made ? 1 : 0,
                           announced ? tarock_kontra_level (deal->kontra, item, KR_KONTRA_BITS) : 0);
}

/* A bonus made by a side, or announced by one and failed. */
static void
side_item (TarotOutcome    *outcome,
           const TarotDeal *deal,
           guint            item,
           int              made_by)
{
  guint who = announcer (deal, item);

  if (made_by >= 0)
    add_item (outcome, deal, item, (guint) made_by, TRUE);
  if (who != TAROT_NO_SEAT && (int) tarock_side_of (deal, who) != made_by)
    add_item (outcome, deal, item, tarock_side_of (deal, who), FALSE);
}

static void
bonus_outcome (const TarotRules *rules,
               const TarotDeal  *deal,
               TarotOutcome     *outcome,
               TarotCardSet      pile0)
{
  const KrRules *kr = kr_rules (rules);
  guint kind = kr->kind[deal->contract];
  gboolean limited = kind_is_farben (kind) && kr->farben_bonuses_limited;
  TarotCardSet pile1 = tarot_card_set_minus (rules->pack, pile0);
  TarotCardSet trull = rules->honours;
  guint t, s;

  /* Valat */
  side_item (outcome, deal, KR_VALAT,
             outcome->tricks[0] == rules->n_tricks ? 0 : outcome->tricks[1] == rules->n_tricks ? 1 : -1);
  /* Four Kings */
  side_item (outcome, deal, KR_KINGS,
             is_subset (rules->kings, pile0) ? 0
             : is_subset (rules->kings, pile1) ? 1 : -1);
  if (limited)
    return;
  side_item (outcome, deal, KR_TRULL,
             is_subset (trull, pile0) ? 0 : is_subset (trull, pile1) ? 1 : -1);
  if (kr->silent[KR_ABSOLUT] > 0)
    side_item (outcome, deal, KR_ABSOLUT,
               outcome->points[0] >= 148 ? 0 : outcome->points[1] >= 148 ? 1 : -1);

  /* the birds: each must win its own trick */
  for (guint item = KR_PAGAT; item <= KR_QUAPIL; item++)
    {
      guint who = announcer (deal, item);

      if (kr->silent[item] == 0 || !find_played (deal, bird_card (item), &t, &s))
        {
          if (who != TAROT_NO_SEAT)
            add_item (outcome, deal, item, tarock_side_of (deal, who), FALSE);
          continue;
        }
      if (who != TAROT_NO_SEAT || t == bird_trick (rules, item))
        add_item (outcome, deal, item, tarock_side_of (deal, s),
                  t == bird_trick (rules, item) && deal->trick_winner[t] == s);
    }

  /* King Ultimo: the called King in the last trick, won by its side */
  if (kind_calls_king (kind) && deal->called_card != TAROT_CARD_NONE)
    {
      guint who = announcer (deal, KR_KING_ULTIMO);
      gboolean made = find_played (deal, deal->called_card, &t, &s) && t == rules->n_tricks - 1u &&
                      tarock_side_of (deal, deal->trick_winner[t]) == tarock_side_of (deal, s);

      if (made)
        add_item (outcome, deal, KR_KING_ULTIMO, tarock_side_of (deal, s), TRUE);
      else if (who != TAROT_NO_SEAT)
        add_item (outcome, deal, KR_KING_ULTIMO, tarock_side_of (deal, who), FALSE);
    }

  /* Mondfang: a side's Sküs takes the other side's Mond */
  if (kr->silent[KR_MONDFANG] > 0 && find_played (deal, TAROT_CARD_FOOL, &t, &s))
    {
      guint mt, ms;

      if (find_played (deal, tarot_card_make_trump (21), &mt, &ms) && mt == t && deal->trick_winner[t] == s &&
          tarock_side_of (deal, s) != tarock_side_of (deal, ms))
        tarot_outcome_add_bonus (outcome, KR_MONDFANG, s, tarock_side_of (deal, s), FALSE, 1, 0);
    }
}

void
kr_outcome (const TarotRules *rules,
            const TarotDeal  *deal,
            TarotOutcome     *outcome)
{
  const KrDeal *kd = kr_deal_const (deal);
  guint kind = contract_kind (rules, deal->contract);
  TarotCardSet pile0;

  if (deal->end != TAROT_END_PLAYED)
    return;
  memcpy (outcome->kontra, deal->kontra, sizeof outcome->kontra);
  if (kind == KR_TRISCHAKEN)
    {
      for (guint s = 0; s < deal->n_players; s++)
        {
          outcome->side[s] = 1;
          outcome->extra[s] = (gint32) tarot_rules_count_points (rules, deal->won[s]);
        }
      outcome->points[1] = rules->points_total;
      return;
    }
  for (guint s = 0; s < deal->n_players; s++)
    outcome->side[s] = (guint8) tarock_side_of (deal, s);
  outcome->extra[KR_EXTRA_FLAGS] = (kd->alone && kind_calls_king (kind) ? KR_X_ALONE : 0) |
                                   (kd->conceded ? KR_X_CONCEDED : 0) |
                                   (kd->alone == 2 && kind_calls_king (kind) ? KR_X_KING_IN_TALON : 0) |
                                   (kd->alone == 2 && kind == KR_SOLORUFER ? KR_X_KONTRA_VOID : 0);
  if (kd->conceded)
    return;
  pile0 = declaring_pile (rules, deal);
  outcome->points[0] = tarot_rules_count_points (rules, pile0);
  outcome->points[1] = rules->points_total - outcome->points[0];
  for (guint t = 0; t < deal->n_tricks; t++)
    outcome->tricks[tarock_side_of (deal, deal->trick_winner[t])]++;
  if (kind == KR_NEGATIVE)
    return;
  bonus_outcome (rules, deal, outcome, pile0);
}

/* --- scoring --- */

static void
contract_name (const TarotRules *rules,
               guint             contract,
               char             *buf,
               gsize             size)
{
  if (contract >= rules->n_contracts)
    {
      g_strlcpy (buf, "?", size);
      return;
    }
  g_strlcpy (buf, rules->contract_ids[contract], size);
  g_strdelimit (buf, "_", ' ');
  buf[0] = g_ascii_toupper (buf[0]);
}

static gint32
factor (const TarotRules   *rules,
        const TarotOutcome *outcome,
        guint               id)
{
  /* the tournament score of kontra_money_only ignores doublings; a
   * Solorufer with the King in the talon voids them */
  if (kr_rules (rules)->kontra_money_only || (outcome->extra[KR_EXTRA_FLAGS] & KR_X_KONTRA_VOID))
    return 1;
  return 1 << tarock_kontra_level (outcome->kontra, id, KR_KONTRA_BITS);
}

/* Side @side wins @x (loses if negative): 2 v 2 each member ±x; one
 * against three the lone player ±3x and each opponent ∓x. */
static void
pay_side (const TarotOutcome *outcome,
          TarotScore         *score,
          guint               side,
          gint32              x,
          const char         *label)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  guint out = tarock_sitter (outcome->n_players, outcome->dealer, KR_ACTIVE);
  guint n0 = 0, n1 = 0;

  for (guint s = 0; s < outcome->n_players; s++)
    if (s != out)
      {
        if (outcome->side[s] == 0)
          n0++;
        else
          n1++;
      }
  for (guint s = 0; s < outcome->n_players; s++)
    {
      gint32 each;

      if (s == out)
        continue;
      /* one against three: the lone player settles with each of the others */
      each = outcome->side[s] == 0 ? x * (gint32) n1 / (gint32) MAX (n0, 1u) : x;
      amounts[s] = outcome->side[s] == side ? each : -each;
    }
  tarot_score_add_line (score, amounts, label);
}

static const TarotBonus *
find_bonus (const TarotOutcome *outcome,
            guint               id,
            gint                made)
{
  for (guint i = 0; i < outcome->n_bonuses; i++)
    if (outcome->bonuses[i].id == id && (made < 0 || outcome->bonuses[i].made == made))
      return &outcome->bonuses[i];
  return NULL;
}

static const char *
item_label (guint item)
{
  static const char *const labels[KR_N_ITEMS] = {
    N_("Game"), N_("Pagat"), N_("Uhu"), N_("Kakadu"), N_("Quapil"), N_("King Ultimo"), N_("Trull"),
    N_("Four Kings"), N_("Valat"), N_("Absolut"), N_("Mondfang"),
  };

  return item < KR_N_ITEMS ? _(labels[item]) : "?";
}

/* The game, or the Valat that replaces it (§11.2). */
static void
score_game (const TarotRules   *rules,
            const TarotOutcome *outcome,
            TarotScore         *score,
            gboolean            with_labels)
{
  const KrRules *kr = kr_rules (rules);
  const TarotBonus *valat = find_bonus (outcome, KR_VALAT, 1);
  const TarotBonus *failed = find_bonus (outcome, KR_VALAT, 0);
  guint c = outcome->contract;
  gboolean won = outcome->points[0] >= kr->threshold;
  gint32 v = won ? rules->contract_value[c] : kr->lost_value[c];
  char name[64], label[TAROT_SCORE_LABEL_SIZE] = "";
  gint32 x, f;

  contract_name (rules, c, name, sizeof name);
  if (valat != NULL)
    {
      gint32 base = valat->side == 0 ? rules->contract_value[c] : kr->lost_value[c];
      gint32 mult = valat->announced ? kr->valat_announced : kr->valat_silent;

      f = valat->announced ? factor (rules, outcome, KR_VALAT) : factor (rules, outcome, KR_GAME);
      x = (kr->valat_fixed ? mult : base * mult) * f;
      if (with_labels)
        g_snprintf (label, sizeof label,
                    valat->side == 0 ? _("%s: Valat by the declaring side: %d")
                                     : _("%s: Valat by the opponents: %d"),
                    name, x);
      pay_side (outcome, score, valat->side, x, with_labels ? label : NULL);
    }
  else if (failed != NULL && failed->side == 0)
    {
      x = (kr->valat_fixed ? kr->valat_announced : rules->contract_value[c] * kr->valat_announced) *
          factor (rules, outcome, KR_VALAT);
      if (with_labels)
        g_snprintf (label, sizeof label, _("%s: announced Valat failed: %d"), name, x);
      pay_side (outcome, score, 1, x, with_labels ? label : NULL);
    }
  else
    {
      f = factor (rules, outcome, KR_GAME);
      x = v * f;
      if (with_labels)
        {
          g_autofree char *points = outcome->points[0] % 3 == 0
                                      ? g_strdup_printf (_("%u points"), outcome->points[0] / 3)
                                      : g_strdup_printf (_("%u points %u Blatt"), outcome->points[0] / 3,
                                                         outcome->points[0] % 3);

          if (f > 1)
            g_snprintf (label, sizeof label, won ? _("%s won with %s: %d × %d = %d")
                                                 : _("%s lost with %s: %d × %d = %d"),
                        name, points, v, f, x);
          else
            g_snprintf (label, sizeof label, won ? _("%s won with %s: %d") : _("%s lost with %s: %d"),
                        name, points, x);
        }
      pay_side (outcome, score, won ? 0 : 1, x, with_labels ? label : NULL);
    }

  if (failed != NULL && failed->side == 1)
    {
      x = (kr->valat_fixed ? kr->valat_announced : kr->lost_value[c] * kr->valat_announced) *
          factor (rules, outcome, KR_VALAT);
      if (with_labels)
        g_snprintf (label, sizeof label, _("Valat announced by the opponents failed: %d"), x);
      pay_side (outcome, score, 0, x, with_labels ? label : NULL);
    }
}

static void
score_bonuses (const TarotRules   *rules,
               const TarotOutcome *outcome,
               TarotScore         *score,
               gboolean            with_labels)
{
  const KrRules *kr = kr_rules (rules);
  gboolean valat = find_bonus (outcome, KR_VALAT, 1) != NULL;
  gint32 solo = kind_is_solo (kr->kind[outcome->contract]) && kr->solo_doubles_bonuses ? 2 : 1;

  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];
      char label[TAROT_SCORE_LABEL_SIZE] = "";
      guint gains;
      gint32 x;

      if (b->id == KR_VALAT || b->id >= KR_N_ITEMS)
        continue;
      /* Valat supersedes Trull, Four Kings and Absolut, not the birds */
      if (valat && (b->id == KR_TRULL || b->id == KR_KINGS || b->id == KR_ABSOLUT))
        continue;
      if (!b->made && !b->announced && !(is_bird (b->id) && kr->silent_bird_can_lose))
        continue;
      x = (b->announced ? kr->announced[b->id] * factor (rules, outcome, b->id) : kr->silent[b->id]) * solo;
      gains = b->made ? b->side : 1u - b->side;
      if (with_labels)
        {
          const char *what = item_label (b->id);

          if (b->announced)
            g_snprintf (label, sizeof label, b->made ? _("%s announced and made: %d") : _("%s announced and failed: %d"),
                        what, x);
          else
            g_snprintf (label, sizeof label, b->made ? _("%s: %d") : _("%s lost: %d"), what, x);
        }
      pay_side (outcome, score, gains, x, with_labels ? label : NULL);
    }
}

/* Negative contracts: each opponent settles with the declarer at his
 * own kontra level (§11.4). */
static void
score_negative (const TarotRules   *rules,
                const TarotOutcome *outcome,
                TarotScore         *score,
                gboolean            with_labels)
{
  const KrRules *kr = kr_rules (rules);
  guint c = outcome->contract;
  gboolean won = outcome->tricks[0] == kr->target_tricks[c];
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  gint32 v = rules->contract_value[c];
  char name[64], label[TAROT_SCORE_LABEL_SIZE] = "";

  for (guint s = 0; s < outcome->n_players; s++)
    {
      gint32 x;

      if (s == outcome->declarer || s == tarock_sitter (outcome->n_players, outcome->dealer, KR_ACTIVE))
        continue;
      x = v * (kr->kontra_money_only ? 1
                                     : 1 << tarock_kontra_level (outcome->kontra, KR_KONTRA_SEAT + s, KR_KONTRA_BITS));
      amounts[s] = won ? -x : x;
      amounts[outcome->declarer] += won ? x : -x;
    }
  if (with_labels)
    {
      contract_name (rules, c, name, sizeof name);
      g_snprintf (label, sizeof label, won ? _("%s won with %u tricks: %d per opponent")
                                           : _("%s lost with %u tricks: %d to each opponent"),
                  name, outcome->tricks[0], v);
    }
  tarot_score_add_line (score, amounts, with_labels ? label : NULL);
}

/* §11.5: whoever took the most card points pays; a player without a
 * trick (Jungfrau) collects alone. */
static void
score_trischaken (const TarotRules   *rules,
                  const TarotOutcome *outcome,
                  TarotScore         *score,
                  gboolean            with_labels)
{
  const KrRules *kr = kr_rules (rules);
  guint out = tarock_sitter (outcome->n_players, outcome->dealer, KR_ACTIVE);
  guint fh = (outcome->dealer + 1u) % outcome->n_players;
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  gint32 most = -1;
  guint n_losers = 0, n_virgins = 0, loser = TAROT_NO_SEAT;
  char label[TAROT_SCORE_LABEL_SIZE] = "";

  if (fh == out)
    fh = (fh + 1u) % outcome->n_players;
  for (guint s = 0; s < outcome->n_players; s++)
    if (s != out)
      {
        if (outcome->extra[s] > most)
          most = outcome->extra[s], n_losers = 0;
        if (outcome->extra[s] == most)
          n_losers++, loser = s;
        if (outcome->extra[s] == 0)
          n_virgins++;
      }

  for (guint s = 0; s < outcome->n_players; s++)
    {
      gboolean is_loser = s != out && outcome->extra[s] == most;
      gint32 pay;

      if (!is_loser)
        continue;
      if (n_losers > 1)
        {
          /* tied losers pay each other player, or the Jungfrauen only */
          pay = kr->trischaken_base * (n_virgins > 0 ? kr->jungfrau : kr->trischaken_tie[MIN (n_losers, 3u)]);
          for (guint o = 0; o < outcome->n_players; o++)
            if (o != out && outcome->extra[o] != most && (n_virgins == 0 || outcome->extra[o] == 0))
              amounts[o] += pay, amounts[s] -= pay;
          continue;
        }
      pay = kr->trischaken_base * (s == fh ? 2 : 1) * (most >= KR_BUERGERMEISTER ? 2 : 1);
      for (guint o = 0; o < outcome->n_players; o++)
        {
          gint32 each;

          if (o == out || o == s)
            continue;
          if (n_virgins == 0)
            each = pay;
          else if (outcome->extra[o] != 0)
            continue;
          else if (n_virgins == 1)
            each = pay * kr->jungfrau;
          else
            /* two Jungfrauen share, rounded up (§15 Q6) */
            each = (pay * kr->jungfrau + (gint32) n_virgins - 1) / (gint32) n_virgins;
          amounts[o] += each;
          amounts[s] -= each;
        }
    }
  if (with_labels)
    {
      if (n_losers == 1)
        g_snprintf (label, sizeof label, _("Trischaken: most points (%d %d Blatt)%s%s"),
                    most / 3, most % 3, loser == fh ? _(", forehand") : "",
                    most >= KR_BUERGERMEISTER ? _(", Bürgermeister") : "");
      else
        g_snprintf (label, sizeof label, _("Trischaken: %u players tied for the most points"), n_losers);
    }
  tarot_score_add_line (score, amounts, with_labels ? label : NULL);
}

void
kr_score (const TarotRules   *rules,
          const TarotOutcome *outcome,
          TarotScore         *score,
          gboolean            with_labels)
{
  const KrRules *kr = kr_rules (rules);
  guint kind;

  if (outcome->end != TAROT_END_PLAYED || outcome->contract >= rules->n_contracts)
    return;
  kind = kr->kind[outcome->contract];
  if (kind == KR_TRISCHAKEN)
    {
      score_trischaken (rules, outcome, score, with_labels);
      return;
    }
  if (outcome->declarer >= outcome->n_players)
    return;
  if (outcome->extra[KR_EXTRA_FLAGS] & KR_X_CONCEDED)
    {
      /* conceding with the King in the talon: game and bird to each */
      gint32 x = rules->contract_value[outcome->contract] +
                 (kind == KR_BIRD_RUFER ? kr->announced[kr->bird[outcome->contract]] : 0);
      char label[TAROT_SCORE_LABEL_SIZE] = "";

      if (with_labels)
        g_snprintf (label, sizeof label, _("Conceded with the called King in the talon: %d to each"), x);
      pay_side (outcome, score, 1, x, with_labels ? label : NULL);
      return;
    }
  if (kind == KR_NEGATIVE)
    {
      score_negative (rules, outcome, score, with_labels);
      return;
    }
  score_game (rules, outcome, score, with_labels);
  score_bonuses (rules, outcome, score, with_labels);
}

/* --- JSON --- */

static guint
find_kind (const TarotRules *rules,
           guint             kind)
{
  for (guint c = 0; c < rules->n_contracts; c++)
    if (kr_rules (rules)->kind[c] == kind && kr_rules (rules)->bid[c] != KR_BID_NONE)
      return c;
  return TAROT_MAX_CONTRACTS;
}

/* "trischaken": the thirds of a point each seat took (talon cards
 * included), 210 in all. */
static gboolean
trischaken_from_json (const TarotRules  *rules,
                      JsonObject        *object,
                      TarotOutcome      *outcome,
                      GError           **error)
{
  static const char *const allowed[] = { "end", "dealer", "trischaken", NULL };
  JsonArray *list;
  guint out = tarock_sitter (rules->n_players, outcome->dealer, KR_ACTIVE);
  guint32 sum = 0;
  guint with_tricks = 0;

  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      (list = tarot_json_get_array (object, "trischaken", NULL, NULL, error)) == NULL)
    return FALSE;
  outcome->contract = (guint8) find_kind (rules, KR_TRISCHAKEN);
  outcome->points[1] = rules->points_total;
  if (json_array_get_length (list) != rules->n_players)
    {
      tarot_json_set_problem (error, NULL, NULL, "trischaken", _("expected the thirds of a point of each seat"));
      return FALSE;
    }
  for (guint s = 0; s < rules->n_players; s++)
    {
      JsonNode *node = json_array_get_element (list, s);
      g_autofree char *where = g_strdup_printf ("trischaken[%u]", s);
      gint64 v = -1;

      outcome->side[s] = 1;
      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
        v = json_node_get_int (node);
      if (v < 0 || v > rules->points_total || (s == out && v != 0) || (v > 0 && v < 4))
        {
          tarot_json_set_problem (error, NULL, where, NULL,
                                  s == out ? _("0: the dealer sits this hand out")
                                           : _("thirds of a point: 0 without a trick, else 4 to 210"));
          return FALSE;
        }
      sum += (guint32) v;
      with_tricks += v > 0;
      outcome->extra[s] = (gint32) v;
    }
  if (sum != rules->points_total || with_tricks == 0)
    {
      g_autofree char *problem = g_strdup_printf (_("the seats’ thirds add up to %u, not %u"), sum,
                                                  rules->points_total);

      tarot_json_set_problem (error, NULL, NULL, "trischaken", problem);
      return FALSE;
    }
  return TRUE;
}

static gboolean
kontra_from_json (const TarotRules  *rules,
                  JsonObject        *object,
                  TarotOutcome      *outcome,
                  GError           **error)
{
  guint32 targets = 1u << KR_GAME;

  for (guint t = KR_PAGAT; t <= KR_ABSOLUT; t++)
    if (kr_rules (rules)->announced[t] != 0)
      targets |= 1u << t;
  return tarock_read_kontra (object, item_strings, KR_ABSOLUT, targets, 3, KR_KONTRA_BITS,
                             _("unknown key (the game or an announced bonus of this rule set)"), outcome->kontra,
                             error);
}

static gboolean
kontra_by_seat_from_json (JsonObject    *object,
                          TarotOutcome  *outcome,
                          GError       **error)
{
  JsonArray *list;

  if (!json_object_has_member (object, "kontra_by_seat"))
    return TRUE;
  if ((list = tarot_json_get_array (object, "kontra_by_seat", NULL, NULL, error)) == NULL)
    return FALSE;
  if (json_array_get_length (list) != outcome->n_players)
    {
      tarot_json_set_problem (error, NULL, NULL, "kontra_by_seat", _("expected one level per seat"));
      return FALSE;
    }
  for (guint s = 0; s < outcome->n_players; s++)
    {
      JsonNode *node = json_array_get_element (list, s);
      g_autofree char *where = g_strdup_printf ("kontra_by_seat[%u]", s);
      gint64 v = -1;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
        v = json_node_get_int (node);
      if (v < 0 || v > 3 ||
          (v > 0 && (s == outcome->declarer || s == tarock_sitter (outcome->n_players, outcome->dealer, KR_ACTIVE))))
        {
          tarot_json_set_problem (error, NULL, where, NULL,
                                  v >= 0 && v <= 3 ? _("only an opponent of the declarer doubles")
                                                   : _("expected a level from 0 to 3"));
          return FALSE;
        }
      tarock_set_kontra_level (outcome->kontra, KR_KONTRA_SEAT + s, KR_KONTRA_BITS, (guint) v);
    }
  return TRUE;
}

static gboolean
bonus_from_json (const TarotRules  *rules,
                 JsonObject        *o,
                 const char        *where,
                 TarotOutcome      *outcome,
                 GError           **error)
{
  static const char *const sides[] = { "declarer", "opponents", NULL };
  static const char *const allowed[] = { "id", "side", "announced", "made", NULL };
  const KrRules *kr = kr_rules (rules);
  guint kind = kr->kind[outcome->contract];
  const char *id_str, *problem = NULL, *member = "id";
  int id;
  guint side;
  gboolean announced = FALSE, made = TRUE;

  if (!tarot_json_check_members (o, allowed, NULL, where, error) ||
      (id_str = tarot_json_get_string (o, "id", NULL, where, error)) == NULL)
    return FALSE;
  if ((id = tarock_find_id (item_strings, KR_PAGAT, KR_MONDFANG, id_str)) < 0 || kr->silent[id] == 0)
    {
      tarot_json_set_problem (error, NULL, where, "id",
                              id < 0 ? _("expected pagat, uhu, kakadu, quapil, king_ultimo, trull, kings, "
                                         "valat, absolut or mondfang")
                                     : _("this rule set has no such bonus"));
      return FALSE;
    }
  if (!tarot_json_get_choice (o, "side", NULL, where, sides, &side, error) ||
      (json_object_has_member (o, "announced") &&
       !tarot_json_get_bool (o, "announced", NULL, where, &announced, error)) ||
      (json_object_has_member (o, "made") &&
       !tarot_json_get_bool (o, "made", NULL, where, &made, error)))
    return FALSE;

  if (kind_is_farben (kind) && kr->farben_bonuses_limited && id != KR_KINGS && id != KR_VALAT)
    problem = _("a Farben contract scores only Four Kings and Valat");
  else if (id == KR_KING_ULTIMO && !kind_calls_king (kind))
    problem = _("only a King call has a King Ultimo");
  else if (id == KR_KING_ULTIMO && side != 0)
    member = "side", problem = _("the called King plays for the declaring side");
  else if (announced && kr->announced[id] == 0)
    member = "announced", problem = _("this bonus cannot be announced");
  else if (!announced && !made && !is_bird (id))
    member = "made", problem = _("a silent bonus that failed is no bonus");
  if (problem == NULL)
    for (guint i = 0; i < outcome->n_bonuses; i++)
      {
        const TarotBonus *b = &outcome->bonuses[i];

        if (b->id != (guint) id)
          continue;
        if (b->side == side)
          problem = _("the same bonus is already given for this side");
        else if (b->made == 1 && made)
          member = "made", problem = _("the other side already made this bonus");
      }
  if (problem != NULL)
    {
      tarot_json_set_problem (error, NULL, where, member, problem);
      return FALSE;
    }
  tarot_outcome_add_bonus (outcome, (guint) id, TAROT_NO_SEAT, side, announced, made ? 1 : 0,
                           announced ? tarock_kontra_level (outcome->kontra, (guint) id, KR_KONTRA_BITS) : 0);
  return TRUE;
}

/* What the card points, the Valat and the bonuses say must agree. */
static gboolean
check_positive (const TarotRules  *rules,
                TarotOutcome      *outcome,
                GError           **error)
{
  const TarotBonus *valat = find_bonus (outcome, KR_VALAT, 1);
  guint talon_best = tarock_best_points (rules, rules->pack, KR_TALON);

  if (valat != NULL)
    {
      guint32 p = outcome->points[valat->side];

      outcome->tricks[valat->side] = rules->n_tricks;
      if (p + talon_best < rules->points_total)
        {
          g_autofree char *problem = g_strdup_printf (_("a side that took every trick has at least %u "
                                                        "points"),
                                                      (rules->points_total - talon_best) / 3);

          tarot_json_set_problem (error, NULL, NULL, "points", problem);
          return FALSE;
        }
    }
  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];
      g_autofree char *where = g_strdup_printf ("bonuses[%u]", i);
      /* a bird, King Ultimo or Mondfang made: its side won that trick
       * (a bird lost may have gone to a partner) */
      gboolean trick_bonus = is_bird (b->id) || b->id == KR_KING_ULTIMO || b->id == KR_MONDFANG;
      int winner = b->made ? (int) b->side : -1;

      if (valat != NULL && trick_bonus && winner >= 0 && (guint) winner != valat->side)
        {
          tarot_json_set_problem (error, NULL, where, "made",
                                  _("the other side took every trick (Valat)"));
          return FALSE;
        }
      if (b->id == KR_ABSOLUT && (outcome->points[b->side] >= 148) != (b->made == 1))
        {
          tarot_json_set_problem (error, NULL, where, "made",
                                  _("Absolut is made with 49 points and 1 Blatt, and only then"));
          return FALSE;
        }
    }
  return tarock_check_kontra_announced (outcome, item_strings, KR_PAGAT, KR_ABSOLUT, KR_KONTRA_BITS,
                                        _("only the game and announced bonuses are doubled"), error);
}

static gboolean
contract_from_json (const TarotRules  *rules,
                    JsonObject        *object,
                    TarotOutcome      *outcome,
                    GError           **error)
{
  const char *contract = tarot_json_get_string (object, "contract", NULL, NULL, error);
  guint c;

  if (contract == NULL)
    return FALSE;
  for (c = 0; c < rules->n_contracts; c++)
    if (g_str_equal (contract, rules->contract_ids[c]) && kr_rules (rules)->bid[c] != KR_BID_NONE &&
        kr_rules (rules)->kind[c] != KR_TRISCHAKEN)
      break;
  if (c == rules->n_contracts)
    {
      GString *expected = g_string_new (_("expected one of"));

      for (guint i = 0; i < rules->n_contracts; i++)
        if (kr_rules (rules)->bid[i] != KR_BID_NONE && kr_rules (rules)->kind[i] != KR_TRISCHAKEN)
          g_string_append_printf (expected, " %s", rules->contract_ids[i]);
      g_string_append (expected, _(" (Trischaken: \"end\": \"trischaken\")"));
      tarot_json_set_problem (error, NULL, NULL, "contract", expected->str);
      g_string_free (expected, TRUE);
      return FALSE;
    }
  outcome->contract = (guint8) c;
  return TRUE;
}

gboolean
kr_outcome_from_json (const TarotRules  *rules,
                      JsonObject        *object,
                      TarotOutcome      *outcome,
                      GError           **error)
{
  static const char *const ends[] = { "played", "trischaken", "conceded", NULL };
  static const char *const conceded_keys[] = { "end", "dealer", "declarer", "contract", NULL };
  static const char *const negative_keys[] = {
    "end", "dealer", "declarer", "contract", "tricks", "kontra_by_seat", NULL
  };
  static const char *const positive_keys[] = {
    "end", "dealer", "declarer", "contract", "partner", "king_in_talon", "points", "blatt", "kontra",
    "bonuses", NULL
  };
  const KrRules *kr = kr_rules (rules);
  guint end = 0, kind, declarer, partner = TAROT_NO_SEAT;
  gint64 v;

  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = rules->n_players;
  outcome->points_unit = rules->count_by;
  outcome->end = TAROT_END_PLAYED;
  outcome->declarer = TAROT_NO_SEAT;
  outcome->partner = TAROT_NO_SEAT;

  if (json_object_has_member (object, "end") &&
      !tarot_json_get_choice (object, "end", NULL, NULL, ends, &end, error))
    return FALSE;
  if (json_object_has_member (object, "dealer"))
    {
      if (!tarot_json_get_int (object, "dealer", NULL, NULL, 0, rules->n_players - 1, &v, error))
        return FALSE;
      outcome->dealer = (guint8) v;
    }
  if (end == 1)
    return trischaken_from_json (rules, object, outcome, error);

  if (!contract_from_json (rules, object, outcome, error) ||
      !tarock_read_seat (object, NULL, "declarer", outcome->n_players, outcome->dealer, KR_ACTIVE, &declarer, error))
    return FALSE;
  outcome->declarer = (guint8) declarer;
  kind = kr->kind[outcome->contract];

  if (end == 2)
    {
      if (!kr->king_in_talon_concede || (kind != KR_RUFER && kind != KR_BIRD_RUFER))
        {
          tarot_json_set_problem (error, NULL, NULL, "end",
                                  _("only a Rufer with the called King in the talon is conceded, "
                                    "under the king_in_talon_concede rule"));
          return FALSE;
        }
      if (!tarot_json_check_members (object, conceded_keys, NULL, NULL, error))
        return FALSE;
      for (guint s = 0; s < rules->n_players; s++)
        outcome->side[s] = s == declarer ? 0 : 1;
      outcome->extra[KR_EXTRA_FLAGS] = KR_X_CONCEDED | KR_X_ALONE;
      return TRUE;
    }

  if (kind == KR_NEGATIVE)
    {
      if (!tarot_json_check_members (object, negative_keys, NULL, NULL, error) ||
          !tarot_json_get_int (object, "tricks", NULL, NULL, 0, rules->n_tricks, &v, error))
        return FALSE;
      for (guint s = 0; s < rules->n_players; s++)
        outcome->side[s] = s == declarer ? 0 : 1;
      outcome->tricks[0] = (guint8) v;
      return kontra_by_seat_from_json (object, outcome, error);
    }

  if (!tarot_json_check_members (object, positive_keys, NULL, NULL, error))
    return FALSE;
  if (json_object_has_member (object, "partner") && !json_object_get_null_member (object, "partner"))
    {
      if (!kind_calls_king (kind))
        {
          tarot_json_set_problem (error, NULL, NULL, "partner", _("only a King call has a partner"));
          return FALSE;
        }
      if (!tarock_read_seat (object, NULL, "partner", outcome->n_players, outcome->dealer, KR_ACTIVE, &partner,
                             error))
        return FALSE;
      if (partner == declarer)
        {
          tarot_json_set_problem (error, NULL, NULL, "partner",
                                  _("the declarer is not his own partner (leave it out when he plays alone)"));
          return FALSE;
        }
      outcome->partner = (guint8) partner;
    }
  else if (kind_calls_king (kind))
    {
      gboolean in_talon = TRUE;

      if (json_object_has_member (object, "king_in_talon") &&
          !tarot_json_get_bool (object, "king_in_talon", NULL, NULL, &in_talon, error))
        return FALSE;
      if (!in_talon && !kr->may_call_own_king)
        {
          tarot_json_set_problem (error, NULL, NULL, "king_in_talon",
                                  _("without a partner the called King lay in the talon "
                                    "(the declarer may not call his own)"));
          return FALSE;
        }
      outcome->extra[KR_EXTRA_FLAGS] = KR_X_ALONE | (in_talon ? KR_X_KING_IN_TALON : 0) |
                                       (in_talon && kind == KR_SOLORUFER ? KR_X_KONTRA_VOID : 0);
    }
  if (json_object_has_member (object, "king_in_talon") && outcome->partner != TAROT_NO_SEAT)
    {
      tarot_json_set_problem (error, NULL, NULL, "king_in_talon", _("the partner held the called King"));
      return FALSE;
    }
  for (guint s = 0; s < rules->n_players; s++)
    outcome->side[s] = s == declarer || s == partner ? 0 : 1;

  if (!tarot_json_get_int (object, "points", NULL, NULL, 0, rules->points_total / 3, &v, error))
    return FALSE;
  outcome->points[0] = (guint32) v * 3;
  if (json_object_has_member (object, "blatt"))
    {
      if (!tarot_json_get_int (object, "blatt", NULL, NULL, 0, 2, &v, error))
        return FALSE;
      if (outcome->points[0] + v > rules->points_total)
        {
          tarot_json_set_problem (error, NULL, NULL, "blatt", _("the pack has 70 points in all"));
          return FALSE;
        }
      outcome->points[0] += (guint32) v;
    }
  outcome->points[1] = rules->points_total - outcome->points[0];

  if (!kontra_from_json (rules, object, outcome, error))
    return FALSE;
  if (json_object_has_member (object, "bonuses"))
    {
      JsonArray *list = tarot_json_get_array (object, "bonuses", NULL, NULL, error);

      if (list == NULL)
        return FALSE;
      if (json_array_get_length (list) >= TAROT_MAX_BONUSES)
        {
          tarot_json_set_problem (error, NULL, NULL, "bonuses", _("at most one bonus of each kind per side"));
          return FALSE;
        }
      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          g_autofree char *where = g_strdup_printf ("bonuses[%u]", i);
          JsonNode *node = json_array_get_element (list, i);

          if (!JSON_NODE_HOLDS_OBJECT (node))
            {
              tarot_json_set_problem (error, NULL, where, NULL, _("expected an object {\"id\", \"side\", ...}"));
              return FALSE;
            }
          if (!bonus_from_json (rules, json_node_get_object (node), where, outcome, error))
            return FALSE;
        }
    }
  return check_positive (rules, outcome, error);
}

JsonObject *
kr_outcome_to_json (const TarotRules   *rules,
                    const TarotOutcome *outcome)
{
  const KrRules *kr = kr_rules (rules);
  JsonObject *o = json_object_new ();
  JsonArray *bonuses;
  guint kind;

  json_object_set_int_member (o, "dealer", outcome->dealer);
  if (outcome->end != TAROT_END_PLAYED || outcome->contract >= rules->n_contracts)
    {
      json_object_set_string_member (o, "end", "played");
      return o;
    }
  kind = kr->kind[outcome->contract];
  if (kind == KR_TRISCHAKEN)
    {
      JsonArray *thirds = json_array_new ();

      json_object_set_string_member (o, "end", "trischaken");
      for (guint s = 0; s < outcome->n_players; s++)
        json_array_add_int_element (thirds, outcome->extra[s]);
      json_object_set_array_member (o, "trischaken", thirds);
      return o;
    }
  json_object_set_string_member (o, "end", outcome->extra[KR_EXTRA_FLAGS] & KR_X_CONCEDED ? "conceded" : "played");
  json_object_set_int_member (o, "declarer", outcome->declarer);
  json_object_set_string_member (o, "contract", rules->contract_ids[outcome->contract]);
  if (outcome->extra[KR_EXTRA_FLAGS] & KR_X_CONCEDED)
    return o;
  if (kind == KR_NEGATIVE)
    {
      JsonArray *levels = json_array_new ();

      json_object_set_int_member (o, "tricks", outcome->tricks[0]);
      for (guint s = 0; s < outcome->n_players; s++)
        json_array_add_int_element (levels, tarock_kontra_level (outcome->kontra, KR_KONTRA_SEAT + s, KR_KONTRA_BITS));
      json_object_set_array_member (o, "kontra_by_seat", levels);
      return o;
    }
  if (kind_calls_king (kind))
    {
      if (outcome->partner < outcome->n_players)
        json_object_set_int_member (o, "partner", outcome->partner);
      else
        {
          json_object_set_null_member (o, "partner");
          json_object_set_boolean_member (o, "king_in_talon",
                                          (outcome->extra[KR_EXTRA_FLAGS] & KR_X_KING_IN_TALON) != 0);
        }
    }
  json_object_set_int_member (o, "points", outcome->points[0] / 3);
  json_object_set_int_member (o, "blatt", outcome->points[0] % 3);
  tarock_write_kontra (o, item_strings, KR_ABSOLUT, KR_KONTRA_BITS, outcome->kontra);
  bonuses = json_array_new ();
  for (guint i = 0; i < outcome->n_bonuses; i++)
    json_array_add_object_element (bonuses, tarock_bonus_to_json (outcome, item_strings[outcome->bonuses[i].id],
                                                                  &outcome->bonuses[i], 0));
  json_object_set_array_member (o, "bonuses", bonuses);
  return o;
}

/* docs/family-api.md "Outcome description and validation" */
JsonObject *
kr_outcome_describe (const TarotRules *rules)
{
  const KrRules *kr = kr_rules (rules);
  JsonObject *desc = tarot_outcome_desc_new ();
  JsonArray *positive = json_array_new (), *negative = json_array_new (), *calls = json_array_new ();
  JsonArray *all = json_array_new ();
  guint out = tarock_sitter (rules->n_players, 0, KR_ACTIVE);
  JsonObject *f, *kontra, *bonuses;
  char name[64];

  tarock_describe_dealer (desc, rules->n_players, KR_ACTIVE);

  f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
  tarot_outcome_desc_add_choice (f, "played", _("Played"));
  tarot_outcome_desc_add_choice (f, "trischaken", _("Trischaken"));
  if (kr->king_in_talon_concede)
    tarot_outcome_desc_add_choice (f, "conceded", _("Conceded (called King in the talon)"));
  json_object_set_string_member (f, "default", "played");

  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Declarer"));
  json_object_set_int_member (f, "default", out == 0 ? 1 : 0);
  tarot_outcome_desc_when (f, "end", "played", kr->king_in_talon_concede ? "conceded" : NULL, NULL);

  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Contract"));
  for (guint c = 0; c < rules->n_contracts; c++)
    {
      if (kr->bid[c] == KR_BID_NONE || kr->kind[c] == KR_TRISCHAKEN)
        continue;
      contract_name (rules, c, name, sizeof name);
      tarot_outcome_desc_add_choice (f, rules->contract_ids[c], name);
      json_array_add_string_element (kr->kind[c] == KR_NEGATIVE ? negative : positive, rules->contract_ids[c]);
      if (kind_calls_king (kr->kind[c]))
        json_array_add_string_element (calls, rules->contract_ids[c]);
      json_array_add_string_element (all, rules->contract_ids[c]);
    }
  json_object_set_string_member (f, "default", rules->contract_ids[find_kind (rules, KR_RUFER)]);
  tarot_outcome_desc_when (f, "end", "played", kr->king_in_talon_concede ? "conceded" : NULL, NULL);
  json_array_unref (all);

  f = tarot_outcome_desc_add (desc, "partner", "seat", _("Partner"));
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "none_label", _("Alone"));
  json_object_set_string_member (f, "help", _("Who held the called King (alone: it lay in the talon)"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", calls);

  f = tarot_outcome_desc_add (desc, "king_in_talon", "bool", _("Called King in the talon"));
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "help", _("Without a partner: the called King lay in the talon "
                                              "(not the declarer’s own)"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", json_array_ref (calls));

  f = tarot_outcome_desc_add (desc, "points", "int", _("Card points"));
  tarot_outcome_desc_set_range (f, 0, rules->points_total / 3);
  json_object_set_int_member (f, "default", 36);
  json_object_set_string_member (f, "unit", _("points"));
  json_object_set_string_member (f, "help", _("The declaring side’s tricks, discards and talon cards"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", json_array_ref (positive));

  f = tarot_outcome_desc_add (desc, "blatt", "int", _("Blatt"));
  tarot_outcome_desc_set_range (f, 0, 2);
  json_object_set_int_member (f, "default", 0);
  json_object_set_string_member (f, "help", _("Thirds of a point left over (35 and 2 Blatt wins)"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", json_array_ref (positive));

  f = tarot_outcome_desc_add (desc, "tricks", "int", _("Declarer’s tricks"));
  tarot_outcome_desc_set_range (f, 0, rules->n_tricks);
  json_object_set_int_member (f, "default", 0);
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", json_array_ref (negative));

  f = tarot_outcome_desc_add (desc, "kontra_by_seat", "per_seat", _("Kontra"));
  json_object_set_string_member (f, "item_type", "int");
  tarot_outcome_desc_set_range (f, 0, 3);
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "help", _("Each opponent doubles his own settlement: 1 Kontra, 2 Re, 3 Sub"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  tarot_outcome_desc_when_array (f, "contract", negative);

  kontra = tarot_outcome_desc_add (desc, "kontra", "record", _("Kontra"));
  json_object_set_boolean_member (kontra, "optional", TRUE);
  tarot_outcome_desc_when (kontra, "end", "played", NULL);
  tarot_outcome_desc_when_array (kontra, "contract", json_array_ref (positive));
  for (guint t = KR_GAME; t <= KR_ABSOLUT; t++)
    if (t == KR_GAME || kr->announced[t] > 0)
      {
        f = tarot_outcome_desc_add (kontra, item_strings[t], "int", item_label (t));
        tarot_outcome_desc_set_range (f, 0, 3);
        json_object_set_int_member (f, "default", 0);
        json_object_set_string_member (f, "help", _("0 none, 1 Kontra, 2 Re, 3 Sub"));
      }

  bonuses = tarot_outcome_desc_add (desc, "bonuses", "list", _("Bonuses"));
  json_object_set_boolean_member (bonuses, "optional", TRUE);
  json_object_set_string_member (bonuses, "item_label", _("Add bonus"));
  tarot_outcome_desc_when (bonuses, "end", "played", NULL);
  tarot_outcome_desc_when_array (bonuses, "contract", positive);
  f = tarot_outcome_desc_add (bonuses, "id", "choice", _("Bonus"));
  for (guint t = KR_PAGAT; t < KR_N_ITEMS; t++)
    if (kr->silent[t] > 0)
      tarot_outcome_desc_add_choice (f, item_strings[t], item_label (t));
  json_object_set_int_member (bonuses, "max_items", TAROT_MAX_BONUSES - 1);
  f = tarot_outcome_desc_add (bonuses, "side", "choice", _("Side"));
  tarot_outcome_desc_add_choice (f, "declarer", _("Declaring side"));
  tarot_outcome_desc_add_choice (f, "opponents", _("Opponents"));
  json_object_set_string_member (f, "default", "declarer");
  tarock_describe_bonus_flags (bonuses);

  {
    JsonArray *even = json_array_new ();

    f = tarot_outcome_desc_add (desc, "trischaken", "per_seat", _("Card points in thirds"));
    json_object_set_string_member (f, "item_type", "int");
    tarot_outcome_desc_set_range (f, 0, rules->points_total);
    json_object_set_string_member (f, "help", _("Each player’s tricks with the talon cards, in thirds of a "
                                                "point (36 points = 108); 0 for a player without a trick"));
    for (guint s = 0; s < rules->n_players; s++)
      json_array_add_int_element (even, s == out ? 0 : s == (out == 0 ? 1 : 0) ? 54 : 52);
    json_object_set_array_member (f, "default", even);
    tarot_outcome_desc_when (f, "end", "trischaken", NULL);
  }
  return desc;
}

const char *
kr_arg_to_string (const TarotRules *rules,
                  TarotActionKind   kind,
                  guint             arg)
{
  static const char *const halves[] = { "1", "2" };
  static const char *const seats[] = { "seat_0", "seat_1", "seat_2", "seat_3", "seat_4", "seat_5" };

  switch (kind)
    {
    case TAROT_ACTION_BID:
      if (arg == KR_MEIN_SPIEL)
        return "mein_spiel";
      return arg < rules->n_contracts ? rules->contract_ids[arg] : NULL;
    case TAROT_ACTION_TAKE_TALON:
      return arg < 2 ? halves[arg] : NULL;
    case TAROT_ACTION_ANNOUNCE:
      if (arg == KR_LEAD_FROM_TOP)
        return "von_oben";
      if (arg == KR_LEAD_MIXED)
        return "bunt";
      return arg >= KR_PAGAT && arg <= KR_ABSOLUT ? item_strings[arg] : NULL;
    case TAROT_ACTION_KONTRA:
      if (arg >= KR_KONTRA_SEAT && arg < KR_KONTRA_SEAT + G_N_ELEMENTS (seats))
        return seats[arg - KR_KONTRA_SEAT];
      return arg <= KR_ABSOLUT ? item_strings[arg] : NULL;
    default:
      return NULL;
    }
}

gboolean
kr_arg_from_string (const TarotRules *rules,
                    TarotActionKind   kind,
                    const char       *str,
                    guint            *arg)
{
  for (guint a = 0; a < 64; a++)
    {
      const char *s = kr_arg_to_string (rules, kind, a);

      if (s != NULL && g_strcmp0 (s, str) == 0)
        {
          *arg = a;
          return TRUE;
        }
    }
  return FALSE;
}
