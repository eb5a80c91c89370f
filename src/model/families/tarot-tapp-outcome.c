/* tarot-tapp-outcome.c — the Tapp-Tarock family: the outcome of a
 * hand, its score, the outcome JSON (docs/cli.md) and the action
 * arguments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-error.h"

#include "tarot-tapp-private.h"

static const char *const group_strings[TAPP_MAX_TALON] = {
  "1", "2", "3", "4", "5", "6", "7", "8",
};

/* An ultimo (Pagat in the last trick, Uhu in the second-last). */
static void
ultimo_outcome (const TarotRules *rules,
                const TarotDeal  *deal,
                TarotOutcome     *outcome,
                guint             id,
                TarotCard         card,
                guint             trick)
{
  guint decl = deal->declarer;
  gboolean announced = (deal->announced[decl] & (1u << id)) != 0;

  for (guint t = 0; t < deal->n_tricks; t++)
    for (guint i = 0; i < TAPP_ACTIVE; i++)
      {
        guint seat;
        gboolean won;

        if (deal->tricks[t][i] != card)
          continue;
        seat = tarock_seat_after (deal, deal->trick_leader[t], i, TAPP_ACTIVE);
        won = t == trick && deal->trick_winner[t] == seat;
        if (seat == decl && (announced || t == trick))
          tarot_outcome_add_bonus (outcome, id, seat, 0, announced, won, deal->kontra[id]);
        else if (seat != decl && won)
          tarot_outcome_add_bonus (outcome, id, seat, 1, FALSE, 1, 0);
        return;
      }
  /* an announced ultimo whose card was never played has failed */
  if (announced)
    tarot_outcome_add_bonus (outcome, id, decl, 0, TRUE, 0, deal->kontra[id]);
}

void
tapp_outcome (const TarotRules *rules,
              const TarotDeal  *deal,
              TarotOutcome     *outcome)
{
  const TappRules *tr = tapp_rules (rules);
  const TappDeal *td = tapp_deal_const (deal);
  guint decl = deal->declarer;
  TarotCardSet mine;
  gboolean valat_announced;

  if (deal->end != TAROT_END_PLAYED)
    return;
  if (decl == TAROT_NO_SEAT)
    {
      /* Trischaken: each for himself (extra[] per seat); nobody is the
       * declarer's side, and the talon counts for nobody */
      for (guint s = 0; s < deal->n_players; s++)
        {
          outcome->side[s] = 1;
          outcome->extra[s] = (gint32) tarot_rules_count_points (rules, deal->won[s]);
        }
      outcome->points[1] = rules->points_total;
      return;
    }

  mine = tarot_card_set_union (deal->won[decl], deal->discard);
  outcome->points[0] = tarot_rules_count_points (rules, mine);
  outcome->points[1] = tarot_rules_count_points (rules, tarot_card_set_minus (rules->pack, mine));
  for (guint s = 0; s < deal->n_players; s++)
    outcome->side[s] = s == decl ? 0 : 1;
  for (guint t = 0; t < deal->n_tricks; t++)
    outcome->tricks[deal->trick_winner[t] == decl ? 0 : 1]++;
  memcpy (outcome->kontra, deal->kontra, sizeof outcome->kontra);

  valat_announced = (deal->announced[decl] & (1u << TAPP_VALAT)) != 0;
  if (outcome->tricks[0] == rules->n_tricks)
    tarot_outcome_add_bonus (outcome, TAPP_VALAT, decl, 0, valat_announced, 1, deal->kontra[TAPP_VALAT]);
  else if (valat_announced)
    tarot_outcome_add_bonus (outcome, TAPP_VALAT, decl, 0, TRUE, 0, deal->kontra[TAPP_VALAT]);
  else if (outcome->tricks[1] == rules->n_tricks)
    tarot_outcome_add_bonus (outcome, TAPP_VALAT, TAROT_NO_SEAT, 1, FALSE, 1, 0);

  ultimo_outcome (rules, deal, outcome, TAPP_PAGAT, pagat_card (), rules->n_tricks - 1u);
  if (tr->announce_mask & (1u << TAPP_UHU))
    ultimo_outcome (rules, deal, outcome, TAPP_UHU, tarot_card_make_trump (2), rules->n_tricks - 2u);

  for (guint s = 0; s < deal->n_players; s++)
    {
      static const struct { guint flag, id; } holdings[] = {
        { TAPP_HOLDS_TRULL, TAPP_TRULL },
        { TAPP_HOLDS_KINGS, TAPP_KINGS },
        { TAPP_HOLDS_HEADS, TAPP_HEADS },
      };

      for (guint i = 0; i < G_N_ELEMENTS (holdings); i++)
        if ((td->holds[s] & holdings[i].flag) && tr->hand_bonus[holdings[i].id] > 0)
          tarot_outcome_add_bonus (outcome, holdings[i].id, s, outcome->side[s], FALSE, 1, 0);
    }
}

/* --- scoring --- */

static const TarotBonus *
find_bonus (const TarotOutcome *outcome,
            guint               id)
{
  for (guint i = 0; i < outcome->n_bonuses; i++)
    if (outcome->bonuses[i].id == id)
      return &outcome->bonuses[i];
  return NULL;
}

/* Adds a line where the soloist wins @x from each opponent (loses if
 * negative): money view, zero-sum. */
static void
add_soloist_line (const TarotRules   *rules,
                  const TarotOutcome *outcome,
                  TarotScore         *score,
                  gint32              x,
                  const char         *label)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  guint out = tarock_sitter (outcome->n_players, outcome->dealer, TAPP_ACTIVE);
  gboolean shares = out != TAROT_NO_SEAT && tapp_rules (rules)->sitter_shares;

  /* a dealer who sits out pays or receives like an opponent only on request */
  for (guint s = 0; s < outcome->n_players; s++)
    if (s == outcome->declarer)
      amounts[s] = (shares ? 3 : 2) * x;
    else if (s != out || shares)
      amounts[s] = -x;
  tarot_score_add_line (score, amounts, label);
}

static void
contract_name (const TarotRules   *rules,
               const TarotOutcome *outcome,
               char               *buf,
               gsize               size)
{
  g_strlcpy (buf, rules->contract_ids[outcome->contract], size);
  buf[0] = g_ascii_toupper (buf[0]);
}

static guint
rounded_points (const TarotOutcome *outcome)
{
  guint unit = MAX (outcome->points_unit, 1);

  /* Doppen: thirds are rounded to the nearest point */
  return (2 * outcome->points[0] + unit) / (2 * unit);
}

static gint32
kontra_factor (const TarotOutcome *outcome,
               guint               target)
{
  return 1 << MIN (outcome->kontra[target], 3);
}

/* The game, or the Valat that replaces it. */
static void
score_game (const TarotRules   *rules,
            const TarotOutcome *outcome,
            TarotScore         *score,
            gboolean            with_labels)
{
  const TappRules *tr = tapp_rules (rules);
  const TarotBonus *valat = find_bonus (outcome, TAPP_VALAT);
  gint32 value = rules->contract_value[outcome->contract];
  gint32 mult = tr->bonus_mult[outcome->contract];
  gint32 kg = kontra_factor (outcome, TAPP_GAME);
  gint32 kv = kontra_factor (outcome, TAPP_VALAT);
  guint points = rounded_points (outcome);
  gboolean babsch = tr->scoring == TAPP_SCORING_BABSCH;
  char name[TAROT_SCORE_LABEL_SIZE] = "";
  char label[TAROT_SCORE_LABEL_SIZE] = "";
  gint32 x, base;

  if (with_labels)
    contract_name (rules, outcome, name, sizeof name);

  if (valat != NULL && valat->made == 1)
    {
      if (valat->side == 1 && !tr->opponent_valat)
        valat = NULL;
      else
        {
          /* a silent Valat replaces the game and takes the game's doubling */
          base = babsch ? value * tr->valat : tr->valat * mult;
          x = base * (valat->announced ? 2 * kv : kg) * (valat->side == 0 ? 1 : -1);
          if (with_labels)
            g_snprintf (label, sizeof label,
                        valat->side == 0 ? _("%s: Valat: %d per opponent")
                                         : _("%s: Valat by the opponents: %d each"),
                        name, ABS (x));
          add_soloist_line (rules, outcome, score, x, with_labels ? label : NULL);
          return;
        }
    }

  /* Babsch: a failed announced Valat costs its price whatever the card
   * points, instead of the game */
  if (babsch && valat != NULL && valat->announced && valat->made == 0)
    {
      x = -value * tr->valat * 2 * kv;
      if (with_labels)
        g_snprintf (label, sizeof label, _("%s: announced Valat failed: %d to each opponent"),
                    name, -x);
      add_soloist_line (rules, outcome, score, x, with_labels ? label : NULL);
      return;
    }

  if (babsch)
    {
      gboolean won = outcome->points[0] >= (guint32) tr->target * outcome->points_unit;

      x = (won ? value : -value) * kg;
      if (with_labels)
        {
          if (kg > 1)
            g_snprintf (label, sizeof label,
                        won ? _("%s won with %u points: %d × %d = %d per opponent")
                            : _("%s lost with %u points: %d × %d = %d to each opponent"),
                        name, points, value, kg, ABS (x));
          else
            g_snprintf (label, sizeof label,
                        won ? _("%s won with %u points: %d per opponent")
                            : _("%s lost with %u points: %d to each opponent"),
                        name, points, ABS (x));
        }
    }
  else
    {
      gboolean won = points >= tr->target;
      gint32 margin = won ? (gint32) points - (tr->target - 1) : (tr->target - 1) - (gint32) points;

      base = tr->game_base + margin;
      x = base * value * kg * (won ? 1 : -1);
      if (with_labels)
        g_snprintf (label, sizeof label,
                    won ? _("%s won with %u points: (%d + %d) × %d = %d")
                        : _("%s lost with %u points: (%d + %d) × %d = %d"),
                    name, points, tr->game_base, margin, value * kg, ABS (x));
    }
  add_soloist_line (rules, outcome, score, x, with_labels ? label : NULL);

  if (valat != NULL && valat->announced && valat->made == 0)
    {
      x = -tr->valat * mult * 2 * kv;
      if (with_labels)
        g_snprintf (label, sizeof label, _("Announced Valat failed: %d to each opponent"), -x);
      add_soloist_line (rules, outcome, score, x, with_labels ? label : NULL);
    }
}

static void
score_ultimo (const TarotRules   *rules,
              const TarotOutcome *outcome,
              TarotScore         *score,
              guint               id,
              gboolean            with_labels)
{
  const TappRules *tr = tapp_rules (rules);
  const TarotBonus *b = find_bonus (outcome, id);
  gboolean babsch = tr->scoring == TAPP_SCORING_BABSCH;
  const char *name = NULL;
  char label[TAROT_SCORE_LABEL_SIZE] = "";
  gint32 base, x;

  if (b == NULL)
    return;
  if (with_labels)
    name = id == TAPP_PAGAT ? _("Pagat") : _("Uhu");
  base = (id == TAPP_PAGAT ? tr->pagat : tr->uhu) * tr->bonus_mult[outcome->contract];

  if (b->side == 1)
    {
      /* the opponents' ultimo: always in Doppen, Babsch only on request */
      if (b->made != 1 || (babsch && !tr->contra_ultimo))
        return;
      x = -base;
      if (with_labels)
        g_snprintf (label, sizeof label, _("%s by the opponents: %d each"), name, base);
    }
  else if (b->announced)
    {
      x = base * 2 * kontra_factor (outcome, id) * (b->made == 1 ? 1 : -1);
      if (with_labels)
        g_snprintf (label, sizeof label,
                    b->made == 1 ? _("Announced %s made: %d per opponent")
                                 : _("Announced %s failed: %d to each opponent"),
                    name, ABS (x));
    }
  else
    {
      /* a silent ultimo lost in its trick costs in Babsch, nothing in Doppen */
      if (b->made != 1 && !babsch)
        return;
      x = b->made == 1 ? base : -base;
      if (with_labels)
        g_snprintf (label, sizeof label,
                    b->made == 1 ? _("%s: %d per opponent") : _("%s lost: %d to each opponent"),
                    name, ABS (x));
    }
  add_soloist_line (rules, outcome, score, x, with_labels ? label : NULL);
}

static void
score_holdings (const TarotRules   *rules,
                const TarotOutcome *outcome,
                TarotScore         *score,
                gboolean            with_labels)
{
  const TappRules *tr = tapp_rules (rules);

  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];
      gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
      char label[TAROT_SCORE_LABEL_SIZE] = "";
      const char *name = NULL;
      gint32 v;

      if (b->id != TAPP_TRULL && b->id != TAPP_KINGS && b->id != TAPP_HEADS)
        continue;
      if (b->seat >= outcome->n_players || (v = tr->hand_bonus[b->id]) == 0)
        continue;
      if (with_labels)
        name = b->id == TAPP_TRULL ? _("Trull") : b->id == TAPP_KINGS ? _("Four kings") : _("Heads");

      if (tr->scoring == TAPP_SCORING_DOPPEN)
        {
          /* Doppen's sheet only moves the soloist's column */
          gint32 x = v * tr->bonus_mult[outcome->contract];

          if (with_labels)
            g_snprintf (label, sizeof label,
                        b->seat == outcome->declarer ? _("%s held by the soloist: %d")
                                                     : _("%s held by an opponent: %d"),
                        name, x);
          add_soloist_line (rules, outcome, score, b->seat == outcome->declarer ? x : -x,
                            with_labels ? label : NULL);
          continue;
        }
      for (guint s = 0; s < outcome->n_players; s++)
        if (s != tarock_sitter (outcome->n_players, outcome->dealer, TAPP_ACTIVE))
          amounts[s] = s == b->seat ? 2 * v : -v;
      if (with_labels)
        g_snprintf (label, sizeof label, _("%s: %d from each other player"), name, v);
      tarot_score_add_line (score, amounts, with_labels ? label : NULL);
    }
}

static void
score_trischaken (const TarotRules   *rules,
                  const TarotOutcome *outcome,
                  TarotScore         *score,
                  gboolean            with_labels)
{
  gint32 stake = tapp_rules (rules)->trischaken_stake;
  guint out = tarock_sitter (outcome->n_players, outcome->dealer, TAPP_ACTIVE);
  gint32 most = 0;

  for (guint s = 0; s < outcome->n_players; s++)
    most = MAX (most, outcome->extra[s]);
  /* every player tied for the most points pays */
  for (guint loser = 0; loser < outcome->n_players; loser++)
    {
      gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
      char label[TAROT_SCORE_LABEL_SIZE] = "";

      if (outcome->extra[loser] != most || loser == out)
        continue;
      for (guint s = 0; s < outcome->n_players; s++)
        if (s != out)
          amounts[s] = s == loser ? -stake * (TAPP_ACTIVE - 1) : stake;
      if (with_labels)
        g_snprintf (label, sizeof label,
                    _("Trischaken: most points (%d), pays %d to each other player"),
                    most / MAX (outcome->points_unit, 1), stake);
      tarot_score_add_line (score, amounts, with_labels ? label : NULL);
    }
}

void
tapp_score (const TarotRules   *rules,
            const TarotOutcome *outcome,
            TarotScore         *score,
            gboolean            with_labels)
{
  if (outcome->end == TAROT_END_PLAYED && outcome->declarer == TAROT_NO_SEAT)
    {
      score_trischaken (rules, outcome, score, with_labels);
      return;
    }
  if (outcome->end != TAROT_END_PLAYED || outcome->declarer >= outcome->n_players ||
      outcome->contract >= rules->n_contracts)
    return;

  score_game (rules, outcome, score, with_labels);
  score_ultimo (rules, outcome, score, TAPP_PAGAT, with_labels);
  score_ultimo (rules, outcome, score, TAPP_UHU, with_labels);
  score_holdings (rules, outcome, score, with_labels);
}

/* --- JSON --- */

/* Whether the variant scores bonus @id at all (§9.2; Doppen §13.2). */
static gboolean
bonus_exists (const TappRules *tr,
              guint            id)
{
  if (id == TAPP_UHU)
    return (tr->announce_mask & (1u << TAPP_UHU)) != 0;
  return id < TAPP_TRULL || tr->hand_bonus[id] > 0;
}

static gboolean
bonus_from_json (const TarotRules  *rules,
                 JsonObject        *o,
                 const char        *where,
                 TarotOutcome      *outcome,
                 GError           **error)
{
  static const char *const sides[] = { "declarer", "opponents", NULL };
  static const char *const allowed[] = { "id", "seat", "side", "announced", "made", NULL };
  const TappRules *tr = tapp_rules (rules);
  const char *id_str, *problem = NULL, *member = NULL;
  int id;
  gint64 seat = TAROT_NO_SEAT;
  guint side = 0;
  gboolean announced = FALSE, made = TRUE;

  if (!tarot_json_check_members (o, allowed, NULL, where, error) ||
      (id_str = tarot_json_get_string (o, "id", NULL, where, error)) == NULL)
    return FALSE;
  if ((id = tarock_find_id (id_strings, TAPP_PAGAT, TAPP_HEADS, id_str)) < 0 || !bonus_exists (tr, (guint) id))
    {
      tarot_json_set_problem (error, NULL, where, "id",
                              id < 0 ? _("expected one of pagat, valat, uhu, trull, kings, heads")
                                     : _("this game has no such bonus"));
      return FALSE;
    }
  if (tarot_json_has_value (o, "seat"))
    {
      if (!tarot_json_get_int (o, "seat", NULL, where, 0, outcome->n_players - 1, &seat, error))
        return FALSE;
      if (seat == tarock_sitter (outcome->n_players, outcome->dealer, TAPP_ACTIVE))
        {
          tarot_json_set_error (error, NULL, where, "seat", "a seat in the hand (the dealer sits out)");
          return FALSE;
        }
      side = outcome->side[seat];
    }
  else if (id >= TAPP_TRULL)
    {
      tarot_json_set_error (error, NULL, where, "seat", "the seat holding the cards");
      return FALSE;
    }
  if (tarot_json_has_value (o, "side"))
    {
      guint given;

      if (!tarot_json_get_choice (o, "side", NULL, where, sides, &given, error))
        return FALSE;
      if (seat != TAROT_NO_SEAT && given != side)
        {
          tarot_json_set_problem (error, NULL, where, "side", _("the seat plays for the other side"));
          return FALSE;
        }
      side = given;
    }
  if ((json_object_has_member (o, "announced") &&
       !tarot_json_get_bool (o, "announced", NULL, where, &announced, error)) ||
      (json_object_has_member (o, "made") &&
       !tarot_json_get_bool (o, "made", NULL, where, &made, error)))
    return FALSE;

  if (announced && side != 0)
    member = "announced", problem = _("only the soloist announces");
  else if (announced && !(tr->announce_mask & (1u << id)))
    member = "announced", problem = _("this game does not announce it");
  else if (id >= TAPP_TRULL && !made)
    /* §9.2: hand bonuses are held, not made */
    member = "made", problem = _("a hand bonus is held or it is no bonus");
  else if (side == 1 && !made)
    member = "made", problem = _("the opponents’ bonus is recorded only when they made it");
  else if (id == TAPP_VALAT && !announced && !made)
    member = "made", problem = _("a silent Valat that failed is no bonus");
  if (problem != NULL)
    {
      tarot_json_set_problem (error, NULL, where, member, problem);
      return FALSE;
    }
  for (guint i = 0; i < outcome->n_bonuses; i++)
    if (outcome->bonuses[i].id == id ||
        (id == TAPP_TRULL && outcome->bonuses[i].id == TAPP_HEADS) ||
        (id == TAPP_HEADS && outcome->bonuses[i].id == TAPP_TRULL))
      {
        g_autofree char *text = g_strdup_printf (id == outcome->bonuses[i].id
                                                   ? _("bonuses[%u] is already a %s bonus")
                                                   : _("trull and heads exclude each other (bonuses[%u] is %s)"),
                                                 i, id_strings[outcome->bonuses[i].id]);

        tarot_json_set_problem (error, NULL, where, "id", text);
        return FALSE;
      }
  if (seat == TAROT_NO_SEAT && side == 0)
    seat = outcome->declarer;
  tarot_outcome_add_bonus (outcome, (guint) id, (guint) seat, side, announced, made ? 1 : 0,
                           id < TAPP_TRULL ? outcome->kontra[id] : 0);
  return TRUE;
}

/* "trischaken": [points of seat 0, seat 1, ...] in whole points; the
 * talon counts for nobody (§13.3). */
static gboolean
trischaken_from_json (const TarotRules  *rules,
                      JsonObject        *object,
                      TarotOutcome      *outcome,
                      GError           **error)
{
  JsonArray *list = tarot_json_get_array (object, "trischaken", NULL, NULL, error);
  guint out = tarock_sitter (rules->n_players, outcome->dealer, TAPP_ACTIVE);
  guint32 sum = 0, talon_min = rules->talon_size;
  guint32 talon_max = tarock_best_points (rules, rules->pack, rules->talon_size);

  if (list == NULL)
    return FALSE;
  outcome->contract = 0xff;
  outcome->points[1] = rules->points_total;
  for (guint s = 0; s < rules->n_players; s++)
    outcome->side[s] = 1;
  if (json_array_get_length (list) != rules->n_players)
    {
      tarot_json_set_error (error, NULL, NULL, "trischaken", "the card points of each seat");
      return FALSE;
    }
  for (guint s = 0; s < rules->n_players; s++)
    {
      JsonNode *node = json_array_get_element (list, s);
      g_autofree char *where = g_strdup_printf ("trischaken[%u]", s);
      gint64 v = -1;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
        v = json_node_get_int (node);
      if (v < 0 || v * rules->count_by > rules->points_total || (s == out && v != 0))
        {
          tarot_json_set_error (error, NULL, where, NULL,
                                s == out ? "0 (the dealer sits out)" : "card points from 0 to 70");
          return FALSE;
        }
      sum += (guint32) v * rules->count_by;
      outcome->extra[s] = (gint32) v * rules->count_by;
    }
  if (sum + talon_min > rules->points_total || sum + talon_max < rules->points_total)
    {
      g_autofree char *problem = g_strdup_printf (_("the players’ points add up to %u to %u, "
                                                    "as the talon counts for nobody"),
                                                  (rules->points_total - talon_max) / rules->count_by,
                                                  (rules->points_total - talon_min) / rules->count_by);

      tarot_json_set_problem (error, NULL, NULL, "trischaken", problem);
      return FALSE;
    }
  return TRUE;
}

/* "end": played (default), passed_out, or trischaken when all passed
 * under all_pass=trischaken (also read from a "trischaken" member). */
static gboolean
tapp_read_end (const TarotRules  *rules,
               JsonObject        *object,
               TarotOutcome      *outcome,
               gboolean          *trischaken,
               GError           **error)
{
  static const char *const ends[] = { "played", "passed_out", "trischaken", NULL };
  static const char *const passed_keys[] = { "end", "dealer", NULL };
  static const char *const trischaken_keys[] = { "end", "dealer", "trischaken", NULL };
  const TappRules *tr = tapp_rules (rules);
  guint end = json_object_has_member (object, "trischaken") ? 2 : 0;

  if (json_object_has_member (object, "end") &&
      (!tarot_json_get_choice (object, "end", NULL, NULL, ends, &end, error)))
    return FALSE;
  if (end == 0 && json_object_has_member (object, "trischaken"))
    end = 2;
  *trischaken = end == 2;
  outcome->end = end == 1 ? TAROT_END_PASSED_OUT : TAROT_END_PLAYED;
  if (end != 0 && (end == 2) != tr->trischaken)
    {
      tarot_json_set_problem (error, NULL, NULL, "end",
                              end == 2 ? _("Trischaken needs the all_pass=trischaken option")
                                       : _("with all_pass=trischaken a hand is never passed out"));
      return FALSE;
    }
  if (end != 0 && !tarot_json_check_members (object, end == 1 ? passed_keys : trischaken_keys,
                                             NULL, NULL, error))
    return FALSE;
  if (json_object_has_member (object, "dealer"))
    {
      gint64 dealer;

      if (!tarot_json_get_int (object, "dealer", NULL, NULL, 0, rules->n_players - 1, &dealer, error))
        return FALSE;
      outcome->dealer = (guint8) dealer;
    }
  return TRUE;
}

static gboolean
tapp_read_kontra (const TarotRules  *rules,
                  JsonObject        *object,
                  TarotOutcome      *outcome,
                  GError           **error)
{
  return tarock_read_kontra (object, id_strings, TAPP_UHU, 0xf, tapp_rules (rules)->max_kontra, 8,
                             "expected a target: game, pagat, valat or uhu", outcome->kontra, error);
}

static gboolean
tapp_read_bonuses (const TarotRules  *rules,
                   JsonObject        *object,
                   TarotOutcome      *outcome,
                   GError           **error)
{
  JsonArray *list;

  if (!json_object_has_member (object, "bonuses"))
    return TRUE;
  if ((list = tarot_json_get_array (object, "bonuses", NULL, NULL, error)) == NULL)
    return FALSE;
  if (json_array_get_length (list) >= TAROT_MAX_BONUSES)
    {
      tarot_json_set_error (error, NULL, NULL, "bonuses", "at most one bonus of each kind");
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *where = g_strdup_printf ("bonuses[%u]", i);
      JsonNode *node = json_array_get_element (list, i);

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, NULL, where, NULL, "an object {\"id\", \"seat\", ...}");
          return FALSE;
        }
      if (!bonus_from_json (rules, json_node_get_object (node), where, outcome, error))
        return FALSE;
    }
  return TRUE;
}

/* §9.1: only what the soloist announced can be doubled, besides the game. */
static gboolean
tapp_check_kontra (const TarotOutcome  *outcome,
                   GError             **error)
{
  return tarock_check_kontra_announced (outcome, id_strings, TAPP_PAGAT, TAPP_UHU, 8,
                                        _("only the game and what the soloist announced can be doubled"), error);
}

/* The soloist's card points against the Valats and ultimos: a Valat
 * is every trick; without one the other side won a trick (at least a
 * third of a point per card); the discard counts for the soloist (§7:
 * no King, no trull card). */
static gboolean
tapp_check_tricks (const TarotRules    *rules,
                   const TarotOutcome  *outcome,
                   const char          *points_member,
                   GError             **error)
{
  const TappRules *tr = tapp_rules (rules);
  const TarotBonus *valat = find_bonus (outcome, TAPP_VALAT);
  gboolean all = valat != NULL && valat->side == 0 && valat->made == 1;
  gboolean none = valat != NULL && valat->side == 1;
  guint take = tr->take[outcome->contract];
  guint discard_max = tarock_best_points (rules, tarot_card_set_minus (tarot_card_set_minus (rules->pack, rules->kings),
                                                                       rules->honours), take);
  guint32 lo = take, hi = rules->points_total - rules->trick_size;
  guint32 p = outcome->points[0];

  if (all)
    lo = hi = rules->points_total;
  else if (none)
    hi = discard_max;
  else if (valat == NULL && tr->opponent_valat)
    /* the opponents' Valat would have been recorded */
    lo += rules->trick_size;
  if (p < lo || p > hi)
    {
      g_autofree char *problem = NULL;
      const char *why = all ? _("after the soloist’s Valat")
                      : none ? _("after the opponents’ Valat")
                      : _("with this contract and without a Valat");

      /* TRANSLATORS: the %s is a reason, e.g. "after the soloist's Valat" */
      problem = g_strdup_printf (_("the soloist’s card points are %g to %g %s"),
                                 lo / (double) rules->count_by, hi / (double) rules->count_by, why);
      tarot_json_set_problem (error, NULL, NULL, points_member, problem);
      return FALSE;
    }
  /* every card counts 1 modulo 3 (§4), and the pile holds whole tricks
   * and the discards */
  if (g_str_equal (points_member, "thirds") && p % rules->count_by != take % rules->count_by)
    {
      g_autofree char *problem = g_strdup_printf (_("tricks and %u discards make a number of thirds "
                                                    "that leaves %u when divided by 3"),
                                                  take, take % rules->count_by);

      tarot_json_set_problem (error, NULL, NULL, points_member, problem);
      return FALSE;
    }

  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];
      /* the trick of an ultimo: won by the side that made it, or (a
       * silent one that failed) by the other side */
      gboolean soloist_won = b->side == 0 ? b->made == 1 : FALSE;
      gboolean opponents_won = b->side == 1 || (b->made == 0 && !b->announced);

      if (b->id != TAPP_PAGAT && b->id != TAPP_UHU)
        continue;
      if ((all && opponents_won) || (none && soloist_won))
        {
          g_autofree char *where = g_strdup_printf ("bonuses[%u]", i);

          tarot_json_set_problem (error, NULL, where, NULL,
                                  all ? _("the soloist took every trick (Valat)")
                                      : _("the opponents took every trick (Valat)"));
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
tapp_outcome_from_json (const TarotRules  *rules,
                        JsonObject        *object,
                        TarotOutcome      *outcome,
                        GError           **error)
{
  static const char *const allowed[] = {
    "end", "dealer", "declarer", "contract", "points", "thirds", "kontra", "bonuses", NULL
  };
  const char *contract;
  gint64 declarer, points;
  gboolean trischaken;
  guint c;

  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = rules->n_players;
  outcome->points_unit = rules->count_by;
  outcome->dealer = 0;
  outcome->partner = TAROT_NO_SEAT;
  outcome->declarer = TAROT_NO_SEAT;

  if (!tapp_read_end (rules, object, outcome, &trischaken, error))
    return FALSE;
  if (outcome->end == TAROT_END_PASSED_OUT)
    return TRUE;
  if (trischaken)
    return trischaken_from_json (rules, object, outcome, error);
  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !tarot_json_get_int (object, "declarer", NULL, NULL, 0, rules->n_players - 1, &declarer, error) ||
      (contract = tarot_json_get_string (object, "contract", NULL, NULL, error)) == NULL)
    return FALSE;
  for (c = 0; c < rules->n_contracts; c++)
    if (g_str_equal (contract, rules->contract_ids[c]))
      break;
  if (c == rules->n_contracts)
    {
      GString *expected = g_string_new ("one of");

      for (guint i = 0; i < rules->n_contracts; i++)
        g_string_append_printf (expected, " %s", rules->contract_ids[i]);
      tarot_json_set_error (error, NULL, NULL, "contract", expected->str);
      g_string_free (expected, TRUE);
      return FALSE;
    }
  if (declarer == tarock_sitter (rules->n_players, outcome->dealer, TAPP_ACTIVE))
    {
      tarot_json_set_error (error, NULL, NULL, "declarer", "a seat other than the dealer's, who sits out");
      return FALSE;
    }
  outcome->declarer = (guint8) declarer;
  outcome->contract = (guint8) c;
  for (guint s = 0; s < rules->n_players; s++)
    outcome->side[s] = s == declarer ? 0 : 1;

  /* whole card points, or thirds where Doppen's odd piles need them */
  if (json_object_has_member (object, "thirds") && json_object_has_member (object, "points"))
    {
      tarot_json_set_problem (error, NULL, NULL, "thirds", _("give the points or the thirds, not both"));
      return FALSE;
    }
  if (json_object_has_member (object, "thirds"))
    {
      if (!tarot_json_get_int (object, "thirds", NULL, NULL, 0, rules->points_total, &points, error))
        return FALSE;
    }
  else
    {
      if (!tarot_json_get_int (object, "points", NULL, NULL, 0,
                               rules->points_total / rules->count_by, &points, error))
        return FALSE;
      points *= rules->count_by;
    }
  outcome->points[0] = (guint32) points;
  outcome->points[1] = rules->points_total - (guint32) points;

  return tapp_read_kontra (rules, object, outcome, error) &&
         tapp_read_bonuses (rules, object, outcome, error) &&
         tapp_check_kontra (outcome, error) &&
         tapp_check_tricks (rules, outcome, json_object_has_member (object, "thirds") ? "thirds" : "points",
                            error);
}

JsonObject *
tapp_outcome_to_json (const TarotRules   *rules,
                      const TarotOutcome *outcome)
{
  JsonObject *o = json_object_new ();
  JsonArray *bonuses;

  if (outcome->end != TAROT_END_PLAYED)
    {
      json_object_set_string_member (o, "end", "passed_out");
      return o;
    }
  json_object_set_string_member (o, "end", outcome->declarer == TAROT_NO_SEAT ? "trischaken" : "played");
  json_object_set_int_member (o, "dealer", outcome->dealer);
  if (outcome->declarer == TAROT_NO_SEAT)
    {
      JsonArray *points = json_array_new ();

      for (guint s = 0; s < outcome->n_players; s++)
        json_array_add_int_element (points, outcome->extra[s] / rules->count_by);
      json_object_set_array_member (o, "trischaken", points);
      return o;
    }
  json_object_set_int_member (o, "declarer", outcome->declarer);
  json_object_set_string_member (o, "contract", rules->contract_ids[outcome->contract]);
  if (outcome->points[0] % rules->count_by == 0)
    json_object_set_int_member (o, "points", outcome->points[0] / rules->count_by);
  else
    json_object_set_int_member (o, "thirds", outcome->points[0]);

  tarock_write_kontra (o, id_strings, TAPP_UHU, 8, outcome->kontra);

  bonuses = json_array_new ();
  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];

      json_array_add_object_element (bonuses, tarock_bonus_to_json (outcome, id_strings[b->id], b,
                                                                    TAROCK_BONUS_SEAT));
    }
  json_object_set_array_member (o, "bonuses", bonuses);
  return o;
}

static const char *const bonus_labels[TAPP_N_IDS] = {
  NULL, N_("Pagat"), N_("Valat"), N_("Uhu"), N_("Trull"), N_("Four kings"), N_("Heads"),
};

/* The doubling of the game and of what may be announced (§9.1), and
 * the bonuses, as outcome_from_json reads them. */
static void
describe_bonuses (JsonObject       *desc,
                  const TarotRules *rules)
{
  const TappRules *tr = tapp_rules (rules);
  JsonObject *f, *kontra, *bonuses;

  kontra = tarot_outcome_desc_add (desc, "kontra", "record", _("Doubling"));
  tarot_outcome_desc_when (kontra, "end", "played", NULL);
  for (guint t = TAPP_GAME; t <= TAPP_UHU; t++)
    if (t == TAPP_GAME || (tr->announce_mask & (1u << t)))
      {
        f = tarot_outcome_desc_add (kontra, id_strings[t], "int",
                                    t == TAPP_GAME ? _("Game") : _(bonus_labels[t]));
        tarot_outcome_desc_set_range (f, 0, tr->max_kontra);
        json_object_set_int_member (f, "default", 0);
        json_object_set_string_member (f, "help", tr->max_kontra == 1 ? _("0 none, 1 doubled")
                                                : tr->max_kontra == 2 ? _("0 none, 1 doubled, 2 redoubled")
                                                : _("0 none, 1 doubled, 2 redoubled, 3 doubled again"));
      }

  bonuses = tarot_outcome_desc_add (desc, "bonuses", "list", _("Bonuses"));
  json_object_set_boolean_member (bonuses, "optional", TRUE);
  json_object_set_string_member (bonuses, "item_label", _("Add bonus"));
  tarot_outcome_desc_when (bonuses, "end", "played", NULL);
  f = tarot_outcome_desc_add (bonuses, "id", "choice", _("Bonus"));
  for (guint id = TAPP_PAGAT; id < TAPP_N_IDS; id++)
    if (bonus_exists (tr, id))
      tarot_outcome_desc_add_choice (f, id_strings[id], _(bonus_labels[id]));
  json_object_set_int_member (bonuses, "max_items",
                              json_array_get_length (json_object_get_array_member (f, "choices")));
  f = tarot_outcome_desc_add (bonuses, "seat", "seat", _("Player"));
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "none_label", _("By side"));
  json_object_set_string_member (f, "help", _("Who holds the cards or played the Pagat or Uhu"));
  f = tarot_outcome_desc_add (bonuses, "side", "choice", _("Side"));
  json_object_set_boolean_member (f, "optional", TRUE);
  tarot_outcome_desc_add_choice (f, "declarer", _("Soloist"));
  tarot_outcome_desc_add_choice (f, "opponents", _("Opponents"));
  tarock_describe_bonus_flags (bonuses);
}

/* docs/family-api.md "Outcome description and validation" */
JsonObject *
tapp_outcome_describe (const TarotRules *rules)
{
  const TappRules *tr = tapp_rules (rules);
  JsonObject *desc = tarot_outcome_desc_new ();
  JsonArray *whole = json_array_new (), *thirds = json_array_new ();
  guint out = tarock_sitter (rules->n_players, 0, TAPP_ACTIVE);
  JsonObject *f;

  tarock_describe_dealer (desc, rules->n_players, TAPP_ACTIVE);

  f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
  tarot_outcome_desc_add_choice (f, "played", _("Played"));
  if (tr->trischaken)
    tarot_outcome_desc_add_choice (f, "trischaken", _("Trischaken (everybody passed)"));
  else
    tarot_outcome_desc_add_choice (f, "passed_out", _("Passed out (everybody passed)"));
  json_object_set_string_member (f, "default", "played");

  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Soloist"));
  json_object_set_int_member (f, "default", out == 0 ? 1 : 0);
  tarot_outcome_desc_when (f, "end", "played", NULL);

  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Contract"));
  for (guint c = 0; c < rules->n_contracts; c++)
    {
      g_autofree char *label = g_strdup (rules->contract_ids[c]);

      label[0] = g_ascii_toupper (label[0]);
      tarot_outcome_desc_add_choice (f, rules->contract_ids[c], label);
      /* Doppen's Zweier and Einer leave piles counted in thirds */
      json_array_add_string_element (tr->take[c] % rules->count_by == 0 ? whole : thirds,
                                     rules->contract_ids[c]);
    }
  tarot_outcome_desc_when (f, "end", "played", NULL);

  f = tarot_outcome_desc_add (desc, "points", "int", _("Card points"));
  tarot_outcome_desc_set_range (f, 0, rules->points_total / rules->count_by);
  json_object_set_int_member (f, "default", tr->target);
  json_object_set_string_member (f, "unit", _("points"));
  json_object_set_string_member (f, "help", _("The soloist’s tricks and discards"));
  tarot_outcome_desc_when (f, "end", "played", NULL);
  if (json_array_get_length (thirds) > 0)
    {
      tarot_outcome_desc_when_array (f, "contract", whole);
      f = tarot_outcome_desc_add (desc, "thirds", "int", _("Card points in thirds"));
      tarot_outcome_desc_set_range (f, 0, rules->points_total);
      /* a Zweier's two discards leave ⅔ */
      json_object_set_int_member (f, "default", tr->target * rules->count_by - 1);
      json_object_set_string_member (f, "help", _("The soloist’s tricks and discards, in thirds of a point "
                                                  "(124 = 41⅓)"));
      tarot_outcome_desc_when (f, "end", "played", NULL);
      tarot_outcome_desc_when_array (f, "contract", thirds);
    }
  else
    {
      json_array_unref (whole);
      json_array_unref (thirds);
    }

  describe_bonuses (desc, rules);

  if (tr->trischaken)
    {
      JsonArray *even = json_array_new ();

      f = tarot_outcome_desc_add (desc, "trischaken", "per_seat", _("Card points"));
      json_object_set_string_member (f, "item_type", "int");
      tarot_outcome_desc_set_range (f, 0, rules->points_total / rules->count_by);
      json_object_set_string_member (f, "help", _("Each player’s tricks; the talon counts for nobody"));
      for (guint s = 0; s < rules->n_players; s++)
        json_array_add_int_element (even, s == out ? 0 : 20);
      json_object_set_array_member (f, "default", even);
      tarot_outcome_desc_when (f, "end", "trischaken", NULL);
    }
  return desc;
}

const char *
tapp_arg_to_string (const TarotRules *rules,
                    TarotActionKind   kind,
                    guint             arg)
{
  switch (kind)
    {
    case TAROT_ACTION_BID:
      return arg < rules->n_contracts ? rules->contract_ids[arg] : NULL;
    case TAROT_ACTION_TAKE_TALON:
      return arg < TAPP_MAX_TALON ? group_strings[arg] : NULL;
    case TAROT_ACTION_ANNOUNCE:
      return arg >= TAPP_PAGAT && arg <= TAPP_UHU ? id_strings[arg] : NULL;
    case TAROT_ACTION_KONTRA:
      return arg <= TAPP_UHU ? id_strings[arg] : NULL;
    default:
      return NULL;
    }
}

gboolean
tapp_arg_from_string (const TarotRules *rules,
                      TarotActionKind   kind,
                      const char       *str,
                      guint            *arg)
{
  int id;

  switch (kind)
    {
    case TAROT_ACTION_BID:
      return tarock_contract_from_string (rules, str, arg);
    case TAROT_ACTION_TAKE_TALON:
      /* groups are numbered from the top; the halves also have names */
      if (g_strcmp0 (str, "upper") == 0)
        str = "1";
      else if (g_strcmp0 (str, "lower") == 0)
        str = "2";
      for (guint g = 0; g < TAPP_MAX_TALON; g++)
        if (g_strcmp0 (str, group_strings[g]) == 0)
          {
            *arg = g;
            return TRUE;
          }
      return FALSE;
    case TAROT_ACTION_ANNOUNCE:
      if ((id = tarock_find_id (id_strings, TAPP_PAGAT, TAPP_UHU, str)) < 0)
        return FALSE;
      *arg = (guint) id;
      return TRUE;
    case TAROT_ACTION_KONTRA:
      if ((id = tarock_find_id (id_strings, TAPP_GAME, TAPP_UHU, str)) < 0)
        return FALSE;
      *arg = (guint) id;
      return TRUE;
    default:
      return FALSE;
    }
}
