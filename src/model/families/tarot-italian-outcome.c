/* tarot-italian-outcome.c — the score and the outcome JSON of the
 * Italian games: each player's or side's share of the pack with the
 * declarations of the Mitigati (L2, P4, P5), and the games in which a
 * bidder calls a card for a partner, Ticino's five-handed Tarocchi (T1)
 * and Asti's Chiamare il Re (P7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bidder and the holder of the called card (none when he plays
 * alone) take on the others with the card points counted singly.  A
 * Matto that comes out in one of the last tricks is worth nothing, and
 * then a tie goes against the side that played it (T1).  The outcome's
 * points[] are the cards' face values, the Matto's included, so that
 * they add up to the pack; the scorer takes a late Matto off, and the
 * outcome JSON gives the points that count.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-error.h"
#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-share-outcome.h"
#include "model/families/tarot-italian-private.h"

/* TarotOutcome.extra[] */
#define EXTRA_MATTO_LATE 0   /* 1 if the Matto came out in the last tricks */
#define EXTRA_MATTO_SIDE 1   /* the side that played it */
#define EXTRA_ASKED      2   /* Asti: the Solo asked for a card */

static const char *const end_ids[] = { "played", "passed_out", NULL };
static const char *const matto_ids[] = { "early", "late_bidder", "late_opponents", NULL };

static guint
matto_value (const TarotRules *rules)
{
  return rules->value[TAROT_CARD_FOOL];
}

void
italian_called_outcome (const TarotRules *rules,
                        const TarotDeal  *deal,
                        TarotOutcome     *outcome)
{
  const ItalianRules *ir = IR (rules);
  const ItalianState *st = CST (deal);
  TarotCardSet piles[2] = { TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY };
  gboolean late;

  outcome->points_unit = 1;
  if (deal->end != TAROT_END_PLAYED)
    return;
  for (guint s = 0; s < deal->n_players; s++)
    {
      guint side = s == deal->declarer || s == deal->partner ? 0 : 1;

      outcome->side[s] = (guint8) side;
      piles[side] = tarot_card_set_union (piles[side], deal->won[s]);
    }
  /* the dealer's face-up cards are his */
  piles[outcome->side[deal->dealer]] = tarot_card_set_union (piles[outcome->side[deal->dealer]], deal->discard);
  late = st->matto.seat != TAROT_NO_SEAT && st->matto.trick + ir->matto_late >= rules->n_tricks;
  for (guint side = 0; side < 2; side++)
    {
      outcome->points[side] = italian_count_pile (rules, piles[side]);
      outcome->bouts[side] = (guint8) tarot_card_set_count (tarot_card_set_intersect (piles[side], rules->honours));
    }
  for (guint t = 0; t < deal->n_tricks; t++)
    outcome->tricks[outcome->side[deal->trick_winner[t]]]++;
  outcome->extra[EXTRA_MATTO_LATE] = late;
  outcome->extra[EXTRA_MATTO_SIDE] = late ? outcome->side[st->matto.seat] : 0;
  outcome->extra[EXTRA_ASKED] = st->call_kind == CALL_ASK;
}

/* Asti (P7): a Solo wins 1 from each opponent with 40–59, 2 with 60 or
 * more, and pays them alike when they have it; twice that when he asked
 * for no card.  A called game: the side with 40 or more wins, each loser
 * paying one winner 1, or 2 if the winners have 60 or more. */
static void
asti_score (const TarotRules   *rules G_GNUC_UNUSED,
            const TarotOutcome *outcome,
            TarotScore         *score,
            gboolean            with_labels)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  char label[TAROT_SCORE_LABEL_SIZE];
  gboolean won = outcome->points[0] >= 40;
  guint32 winners = won ? outcome->points[0] : outcome->points[1];
  gint32 unit = (winners >= 60 ? 2 : 1) * (won ? 1 : -1);
  gboolean solo = outcome->contract == CONTRACT_SOLO;

  if (solo && !outcome->extra[EXTRA_ASKED])
    unit *= 2;
  for (guint s = 0; s < outcome->n_players; s++)
    amounts[s] = outcome->side[s] == 0 ? unit : -unit;
  if (solo)
    amounts[outcome->declarer] = unit * (gint32) (outcome->n_players - 1);
  if (with_labels)
    g_snprintf (label, sizeof label,
                solo ? _("Solo: %u card points, %+d from each") : _("King called: %u card points, %+d each"),
                outcome->points[0], unit);
  tarot_score_add_line (score, amounts, with_labels ? label : NULL);
}

/* The bidder's side wins with its target; when the Matto came late the
 * pack is worth its value less, and wins by a majority, a tie going
 * against the side that played the Matto (T1 example 3). */
/* The points of the bidder's side that count: without a late Matto. */
static guint32
counting_points (const TarotRules   *rules,
                 const TarotOutcome *outcome)
{
  if (outcome->extra[EXTRA_MATTO_LATE] && outcome->extra[EXTRA_MATTO_SIDE] == 0)
    return outcome->points[0] - MIN (outcome->points[0], matto_value (rules));
  return outcome->points[0];
}

static gboolean
bidder_wins (const TarotRules   *rules,
             const TarotOutcome *outcome)
{
  guint32 total = rules->points_total - matto_value (rules);
  guint32 points = counting_points (rules, outcome);

  if (!outcome->extra[EXTRA_MATTO_LATE])
    return (gint32) points >= IR (rules)->targets[0];
  if (2 * points != total)
    return 2 * points > total;
  return outcome->extra[EXTRA_MATTO_SIDE] == 1;
}

/* Bidder and partner +2 and +1, each opponent −1; alone ±4 against ∓1
 * each; reversed on a loss (T1). */
void
italian_called_score (const TarotRules   *rules,
                      const TarotOutcome *outcome,
                      TarotScore         *score,
                      gboolean            with_labels)
{
  gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
  char label[TAROT_SCORE_LABEL_SIZE];
  gboolean won;
  gint32 sign;

  if (outcome->end != TAROT_END_PLAYED || outcome->declarer >= outcome->n_players)
    return;
  if (IR (rules)->bidding == BIDDING_ASTI)
    {
      asti_score (rules, outcome, score, with_labels);
      return;
    }
  won = bidder_wins (rules, outcome);
  sign = won ? 1 : -1;
  for (guint s = 0; s < outcome->n_players; s++)
    {
      if (s == outcome->declarer)
        amounts[s] = sign * (outcome->partner == TAROT_NO_SEAT ? (gint32) outcome->n_players - 1 : 2);
      else if (s == outcome->partner)
        amounts[s] = sign;
      else
        amounts[s] = -sign;
    }
  if (with_labels)
    {
      if (outcome->partner == TAROT_NO_SEAT)
        g_snprintf (label, sizeof label,
                    won ? _("Alone: %u card points, won: %+d") : _("Alone: %u card points, lost: %+d"),
                    counting_points (rules, outcome), amounts[outcome->declarer]);
      else
        g_snprintf (label, sizeof label,
                    won ? _("Bidder and partner: %u card points, won: %+d and %+d")
                        : _("Bidder and partner: %u card points, lost: %+d and %+d"),
                    counting_points (rules, outcome), amounts[outcome->declarer], amounts[outcome->partner]);
    }
  tarot_score_add_line (score, amounts, with_labels ? label : NULL);
}

/* "partner": a seat, not the declarer's. */
static gboolean
read_partner (JsonObject  *object,
              guint        n,
              gint64       declarer,
              gint64      *partner,
              GError     **error)
{
  if (!tarot_json_get_int (object, "partner", NULL, NULL, 0, n - 1, partner, error))
    return FALSE;
  if (*partner == declarer)
    {
      tarot_json_set_problem (error, NULL, NULL, "partner", _("the partner is another player than the bidder"));
      return FALSE;
    }
  return TRUE;
}

/* Asti (P7): every hand is played, by a Solo (who asked for a card or
 * not) or by the dealer and the holder of the King he called. */
static gboolean
asti_from_json (const TarotRules  *rules,
                JsonObject        *object,
                TarotOutcome      *outcome,
                GError           **error)
{
  static const char *const allowed[] = { "end", "dealer", "contract", "declarer", "partner", "asked", "points", NULL };
  const char *contracts[] = { rules->contract_ids[CONTRACT_SOLO], rules->contract_ids[CONTRACT_RE], NULL };
  guint n = rules->n_players, end = 0, contract;
  gint64 declarer, partner = TAROT_NO_SEAT, points;
  gboolean asked = TRUE;

  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      (json_object_has_member (object, "end") &&
       !tarot_json_get_choice (object, "end", NULL, NULL, end_ids, &end, error)))
    return FALSE;
  if (end != 0)
    {
      tarot_json_set_problem (error, NULL, NULL, "end", _("every hand is played: the dealer calls a King"));
      return FALSE;
    }
  if (!tarot_json_get_choice (object, "contract", NULL, NULL, contracts, &contract, error) ||
      !tarot_json_get_int (object, "declarer", NULL, NULL, 0, n - 1, &declarer, error) ||
      !tarot_json_get_int (object, "points", NULL, NULL, 0, rules->points_total, &points, error))
    return FALSE;
  if (contract == CONTRACT_RE)
    {
      if (json_object_has_member (object, "asked"))
        {
          tarot_json_set_problem (error, NULL, NULL, "asked", _("only a Solo asks for a card"));
          return FALSE;
        }
      if (!read_partner (object, n, declarer, &partner, error))
        return FALSE;
    }
  else
    {
      if (json_object_has_member (object, "partner"))
        {
          tarot_json_set_problem (error, NULL, NULL, "partner", _("a Solo plays alone"));
          return FALSE;
        }
      if (json_object_has_member (object, "asked") &&
          !tarot_json_get_bool (object, "asked", NULL, NULL, &asked, error))
        return FALSE;
    }
  outcome->end = TAROT_END_PLAYED;
  outcome->contract = (guint8) contract;
  outcome->declarer = (guint8) declarer;
  outcome->partner = (guint8) partner;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = s == declarer || s == partner ? 0 : 1;
  outcome->points[0] = (guint32) points;
  outcome->points[1] = rules->points_total - (guint32) points;
  outcome->extra[EXTRA_ASKED] = contract == CONTRACT_SOLO && asked;
  return TRUE;
}

gboolean
italian_called_from_json (const TarotRules  *rules,
                          JsonObject        *object,
                          TarotOutcome      *outcome,
                          GError           **error)
{
  static const char *const allowed[] = { "end", "dealer", "declarer", "partner", "points", "matto", NULL };
  static const char *const passed[] = { "end", "dealer", NULL };
  guint n = rules->n_players;
  guint end = 0, matto = 0;
  gint64 declarer, partner = TAROT_NO_SEAT, points;
  guint32 total;

  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = (guint8) n;
  outcome->declarer = TAROT_NO_SEAT;
  outcome->partner = TAROT_NO_SEAT;
  outcome->contract = 0;
  outcome->points_unit = 1;
  if (IR (rules)->bidding == BIDDING_ASTI)
    return asti_from_json (rules, object, outcome, error);
  if (json_object_has_member (object, "end") &&
      !tarot_json_get_choice (object, "end", NULL, NULL, end_ids, &end, error))
    return FALSE;
  if (end == 1)
    {
      /* everybody passed: the deal passes on, nothing else to enter */
      outcome->end = TAROT_END_PASSED_OUT;
      return tarot_json_check_members (object, passed, NULL, NULL, error);
    }
  outcome->end = TAROT_END_PLAYED;
  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !tarot_json_get_int (object, "declarer", NULL, NULL, 0, n - 1, &declarer, error))
    return FALSE;
  if (json_object_has_member (object, "partner") && !json_object_get_null_member (object, "partner") &&
      !read_partner (object, n, declarer, &partner, error))
    return FALSE;
  if (json_object_has_member (object, "matto") &&
      !tarot_json_get_choice (object, "matto", NULL, NULL, matto_ids, &matto, error))
    return FALSE;
  /* a late Matto is worth nothing (T1) */
  total = rules->points_total - (matto > 0 ? matto_value (rules) : 0);
  if (!tarot_json_get_int (object, "points", NULL, NULL, 0, total, &points, error))
    return FALSE;
  outcome->declarer = (guint8) declarer;
  outcome->partner = (guint8) partner;
  for (guint s = 0; s < n; s++)
    outcome->side[s] = s == declarer || s == partner ? 0 : 1;
  /* the Matto's face value back with the side that played it */
  outcome->points[0] = (guint32) points + (matto == 1 ? matto_value (rules) : 0);
  outcome->points[1] = rules->points_total - outcome->points[0];
  outcome->extra[EXTRA_MATTO_LATE] = matto > 0;
  outcome->extra[EXTRA_MATTO_SIDE] = matto == 2;
  return TRUE;
}

JsonObject *
italian_called_to_json (const TarotRules   *rules,
                        const TarotOutcome *outcome)
{
  JsonObject *o = json_object_new ();

  if (outcome->end != TAROT_END_PLAYED)
    {
      json_object_set_string_member (o, "end", end_ids[1]);
      return o;
    }
  if (IR (rules)->bidding == BIDDING_ASTI)
    {
      json_object_set_string_member (o, "contract", rules->contract_ids[outcome->contract == CONTRACT_RE]);
      json_object_set_int_member (o, "declarer", outcome->declarer);
      if (outcome->contract == CONTRACT_RE)
        json_object_set_int_member (o, "partner", outcome->partner);
      else
        json_object_set_boolean_member (o, "asked", outcome->extra[EXTRA_ASKED] != 0);
      json_object_set_int_member (o, "points", outcome->points[0]);
      return o;
    }
  json_object_set_string_member (o, "end", end_ids[0]);
  json_object_set_int_member (o, "declarer", outcome->declarer);
  if (outcome->partner != TAROT_NO_SEAT)
    json_object_set_int_member (o, "partner", outcome->partner);
  else
    json_object_set_null_member (o, "partner");
  json_object_set_int_member (o, "points", counting_points (rules, outcome));
  json_object_set_string_member (o, "matto",
                                 matto_ids[outcome->extra[EXTRA_MATTO_LATE]
                                           ? 1 + (outcome->extra[EXTRA_MATTO_SIDE] != 0) : 0]);
  return o;
}

/* docs/family-api.md "Outcome description and validation" */
static JsonObject *
asti_describe (const TarotRules *rules)
{
  JsonObject *desc = tarot_outcome_desc_new ();
  JsonObject *f;

  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Game"));
  tarot_outcome_desc_add_choice (f, rules->contract_ids[CONTRACT_SOLO], _("Solo"));
  tarot_outcome_desc_add_choice (f, rules->contract_ids[CONTRACT_RE], _("King called by the dealer"));
  tarot_outcome_desc_add (desc, "declarer", "seat", _("Solo or dealer"));
  f = tarot_outcome_desc_add (desc, "partner", "seat", _("Holder of the King"));
  tarot_outcome_desc_when (f, "contract", rules->contract_ids[CONTRACT_RE], NULL);
  f = tarot_outcome_desc_add (desc, "asked", "bool", _("Asked for a card"));
  json_object_set_boolean_member (f, "default", TRUE);
  json_object_set_string_member (f, "help", _("Without asking, the payments are doubled"));
  tarot_outcome_desc_when (f, "contract", rules->contract_ids[CONTRACT_SOLO], NULL);
  f = tarot_outcome_desc_add (desc, "points", "int", _("Card points of the Solo’s or the dealer’s side"));
  tarot_outcome_desc_set_range (f, 0, rules->points_total);
  json_object_set_int_member (f, "default", 40);
  json_object_set_string_member (f, "unit", _("points"));
  return desc;
}

JsonObject *
italian_called_describe (const TarotRules *rules)
{
  JsonObject *desc;
  JsonObject *f;

  if (IR (rules)->bidding == BIDDING_ASTI)
    return asti_describe (rules);
  desc = tarot_outcome_desc_new ();

  f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
  tarot_outcome_desc_add_choice (f, end_ids[0], _("Played"));
  tarot_outcome_desc_add_choice (f, end_ids[1], _("Everybody passed"));
  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Bidder"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "partner", "seat", _("Partner"));
  json_object_set_string_member (f, "none_label", _("Alone"));
  json_object_set_boolean_member (f, "optional", TRUE);
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "points", "int", _("Card points of the bidder’s side"));
  tarot_outcome_desc_set_range (f, 0, rules->points_total);
  json_object_set_int_member (f, "default", IR (rules)->targets[0]);
  json_object_set_string_member (f, "unit", _("points"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  f = tarot_outcome_desc_add (desc, "matto", "choice", _("Matto"));
  tarot_outcome_desc_add_choice (f, matto_ids[0], _("Played in time"));
  tarot_outcome_desc_add_choice (f, matto_ids[1], _("Played late by the bidder’s side"));
  tarot_outcome_desc_add_choice (f, matto_ids[2], _("Played late by the opponents"));
  json_object_set_string_member (f, "help", _("In one of the last five tricks it is worth nothing"));
  tarot_outcome_desc_when (f, "end", end_ids[0], NULL);
  return desc;
}

/* ------------------------------------------------------------------ */
/* the shares of the pack, and the declarations                        */

/* the declarations (L2, P4, P5): ids and the games' own names */
static const char *const decl_ids[] = { "tarocchi", "onori", "mitigati_tarocchi", "mitigati_re", NULL };
static const char *const decl_names[][N_DECLS] = {
  { "Tarocchi", "Onori", "Mitigati di Tarocchi", "Mitigati di Re" },
  { "Tarocchi", "Onori", "Mitigati", "Reale" },
};

void
italian_score (const TarotRules   *rules,
               const TarotOutcome *outcome,
               TarotScore         *score,
               gboolean            with_labels)
{
  const ItalianRules *ir = IR (rules);

  if (ir->bidding != BIDDING_NONE)
    {
      italian_called_score (rules, outcome, score, with_labels);
      return;
    }
  if (outcome->end != TAROT_END_PLAYED)
    return;
  if (outcome->extra[EXTRA_ABANDONED])
    {
      gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };

      for (guint s = 0; s < outcome->n_players; s++)
        amounts[s] = outcome->extra[s];
      tarot_score_add_line (score, amounts,
                            /* TRANSLATORS: "andare a monte" is the Italian term, kept */
                            with_labels ? _("Andare a monte: the hands thrown in, the agreed amounts paid") : NULL);
      return;
    }
  /* declarations first: each other player pays at once (L2) */
  for (guint b = 0; b < outcome->n_bonuses; b++)
    {
      const TarotBonus *bonus = &outcome->bonuses[b];
      gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
      char label[TAROT_SCORE_LABEL_SIZE];

      if (bonus->id >= N_DECLS || bonus->seat >= outcome->n_players)
        continue;
      gint32 value = ir->decl_values[bonus->id] + ir->decl_extra[bonus->id] * (gint32) bonus->level;

      for (guint s = 0; s < outcome->n_players; s++)
        amounts[s] = s == bonus->seat ? value * (gint32) (outcome->n_players - 1) : -value;
      if (with_labels)
        /* TRANSLATORS: a declaration (its Italian name) and what its player receives */
        g_snprintf (label, sizeof label, _("%s: player %u %+d"), decl_names[ir->decl_piedmont][bonus->id], bonus->seat + 1u,
                    amounts[bonus->seat]);
      tarot_score_add_line (score, amounts, with_labels ? label : NULL);
    }
  tarot_share_score (outcome, ir->partnerships, ir->targets, score, with_labels);
  /* Fuora changes no amount: it says the player cannot lose the
   * rubber, and the table sees it on the sheet (P8) */
  for (guint b = 0; b < outcome->n_bonuses; b++)
    if (outcome->bonuses[b].id == BONUS_FUORA && outcome->bonuses[b].seat < outcome->n_players)
      {
        gint32 amounts[TAROT_MAX_PLAYERS] = { 0 };
        char label[TAROT_SCORE_LABEL_SIZE];

        if (with_labels)
          /* TRANSLATORS: "Fuora" ("out") is the Italian term, kept */
          g_snprintf (label, sizeof label, _("Fuora: player %u is out and cannot lose the rubber"),
                      outcome->bonuses[b].seat + 1u);
        tarot_score_add_line (score, amounts, with_labels ? label : NULL);
      }
}

/* Whether the pack can give these declarations: 22 trumps (with the
 * Matto) for the Tarocchi, the seven honours for the rest, of which
 * three trump honours; never Reale and Onori together, and in Lombardy
 * an Onori of four Kings would be the Mitigati di Re. */
static gboolean
declarations_possible (const TarotRules *rules,
                       const guint8     *held,
                       const guint      *by_kind,
                       guint             honours_added)
{
  const ItalianRules *ir = IR (rules);
  guint honours = 0, trump_honours = 0;

  if (by_kind[DECL_TAROCCHI] * ir->tarocchi_min > 22 || by_kind[DECL_MITIGATI_TAROCCHI] > 1 ||
      by_kind[DECL_MITIGATI_RE] > 1)
    return FALSE;
  for (guint s = 0; s < rules->n_players; s++)
    {
      guint r = (held[s] >> DECL_MITIGATI_RE) & 1u, m = (held[s] >> DECL_MITIGATI_TAROCCHI) & 1u;
      guint o = (held[s] >> DECL_ONORI) & 1u;

      if (r && o)
        return FALSE;
      if (ir->decl_exclusive)
        honours += 4 * r + 3 * m + o * ir->onori_min;
      else
        {
          honours += MAX (4 * r + 3 * m, o * ir->onori_min);
          trump_honours += o && !m;
        }
      trump_honours += 3 * m;
    }
  return honours + honours_added <= 7 && trump_honours <= 3;
}

/* "declarations": [{"seat", "kind"}], each kind once a player, and what
 * the pack can give (declarations_possible()). */
static gboolean
read_declarations (const TarotRules  *rules,
                   JsonObject        *object,
                   TarotOutcome      *outcome,
                   GError           **error)
{
  static const char *const allowed[] = { "seat", "kind", "added", NULL };
  JsonArray *list = tarot_json_get_array (object, "declarations", NULL, NULL, error);
  guint by_kind[N_DECLS] = { 0 };
  guint8 held[TAROT_MAX_PLAYERS] = { 0 };
  guint honours_added = 0;

  if (list == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *where = g_strdup_printf ("declarations[%u]", i);
      JsonNode *node = json_array_get_element (list, i);
      JsonObject *item;
      gint64 seat, added = 0;
      guint kind;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, NULL, where, NULL, "an object {\"seat\", \"kind\"}");
          return FALSE;
        }
      item = json_node_get_object (node);
      if (!tarot_json_check_members (item, allowed, NULL, where, error) ||
          !tarot_json_get_int (item, "seat", NULL, where, 0, rules->n_players - 1, &seat, error) ||
          !tarot_json_get_choice (item, "kind", NULL, where, decl_ids, &kind, error))
        return FALSE;
      /* "added": the cards beyond the declaration's own, where they
       * are worth more (P3): trumps beyond the Tarocchi's, honours
       * added to the others */
      if (json_object_has_member (item, "added"))
        {
          if (IR (rules)->decl_extra[kind] == 0)
            {
              tarot_json_set_problem (error, NULL, where, "added", _("no cards are added to this declaration"));
              return FALSE;
            }
          if (!tarot_json_get_int (item, "added", NULL, where, 0,
                                   kind == DECL_TAROCCHI ? 22 - IR (rules)->tarocchi_min : 3, &added, error))
            return FALSE;
        }
      if (held[seat] & (1u << kind))
        {
          tarot_json_set_problem (error, NULL, where, "kind", _("this player has declared it already"));
          return FALSE;
        }
      if (outcome->n_bonuses >= TAROT_MAX_BONUSES)
        {
          tarot_json_set_problem (error, NULL, where, NULL, _("too many declarations"));
          return FALSE;
        }
      held[seat] |= (guint8) (1u << kind);
      by_kind[kind]++;
      if (kind != DECL_TAROCCHI)
        honours_added += (guint) added;
      tarot_outcome_add_bonus (outcome, kind, (guint) seat, seat == outcome->dealer ? 0 : 1, TRUE, 1, (guint) added);
    }
  if (!declarations_possible (rules, held, by_kind, honours_added))
    {
      tarot_json_set_problem (error, NULL, NULL, "declarations", _("the pack does not hold these declarations"));
      return FALSE;
    }
  return TRUE;
}

/* "fuora": the players who declared Fuora (P8), in the rubber's last
 * hand only.  Knowing the rubber's balance (rules->rubber), each one's
 * balance plus his points in the hand reaches the target (what he had
 * secured when he declared is no more than what he took in the end),
 * and a player whose balance reached it before the hand is among them
 * (he declares at the start). */
static gboolean
read_fuora (const TarotRules  *rules,
            JsonObject        *object,
            TarotOutcome      *outcome,
            GError           **error)
{
  const TarotRubber *rubber = &rules->rubber;
  gint32 target = IR (rules)->targets[0];
  JsonArray *list = NULL;
  guint out = 0;

  if (json_object_has_member (object, "fuora") &&
      (list = tarot_json_get_array (object, "fuora", NULL, NULL, error)) == NULL)
    return FALSE;
  for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
    {
      g_autofree char *where = g_strdup_printf ("fuora[%u]", i);
      g_autofree char *expected = g_strdup_printf ("a seat from 0 to %u", rules->n_players - 1u);
      JsonNode *node = json_array_get_element (list, i);
      gint64 seat;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (seat = json_node_get_int (node)) < 0 || seat >= rules->n_players)
        {
          tarot_json_set_error (error, NULL, where, NULL, expected);
          return FALSE;
        }
      if (out & (1u << seat))
        {
          tarot_json_set_problem (error, NULL, where, NULL, _("this player is listed already"));
          return FALSE;
        }
      if (rubber->hand != 0 && rubber->hand != rubber->length)
        {
          tarot_json_set_problem (error, NULL, where, NULL, _("Fuora is declared in the last hand of the rubber only"));
          return FALSE;
        }
      if (rubber->hand != 0 && rubber->totals[seat] + outcome->extra[seat] < target)
        {
          g_autofree char *problem =
            g_strdup_printf (_("player %u’s balance in the rubber (%+d) and points (%d) do not reach %d"),
                             (guint) seat + 1u, rubber->totals[seat], outcome->extra[seat], target);

          tarot_json_set_problem (error, NULL, where, NULL, problem);
          return FALSE;
        }
      out |= 1u << seat;
      tarot_outcome_add_bonus (outcome, BONUS_FUORA, (guint) seat, outcome->side[seat], TRUE, 1, 0);
    }
  for (guint s = 0; rubber->hand != 0 && rubber->hand == rubber->length && s < rules->n_players; s++)
    if (!(out & (1u << s)) && rubber->totals[s] >= target)
      {
        g_autofree char *problem =
          g_strdup_printf (_("player %u starts the rubber’s last hand at %+d and must declare Fuora"),
                           s + 1u, rubber->totals[s]);

        tarot_json_set_problem (error, NULL, NULL, "fuora", problem);
        return FALSE;
      }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* JSON                                                                */

/* a hand of a game with bargaining is played or thrown in (P3) */
static const char *const share_end_ids[] = { "played", "abandoned", NULL };

/* "payments": what each seat received (+) or paid (−) when the hands
 * were thrown in: each one demand or offer of 1 to MAX_BARGAIN, the
 * offers meeting the demands (P3). */
static gboolean
read_payments (const TarotRules  *rules,
               JsonObject        *object,
               TarotOutcome      *outcome,
               GError           **error)
{
  g_autofree char *expected = g_strdup_printf ("an array of %u amounts from -%d to %d, one per seat",
                                               rules->n_players, MAX_BARGAIN, MAX_BARGAIN);
  JsonArray *payments = tarot_json_get_array (object, "payments", NULL, NULL, error);
  gint32 received = 0, paid = 0;

  if (payments == NULL)
    return FALSE;
  if (json_array_get_length (payments) != rules->n_players)
    {
      tarot_json_set_error (error, NULL, NULL, "payments", expected);
      return FALSE;
    }
  for (guint s = 0; s < rules->n_players; s++)
    {
      JsonNode *node = json_array_get_element (payments, s);
      g_autofree char *where = g_strdup_printf ("payments[%u]", s);
      gint64 v;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          (v = json_node_get_int (node)) < -MAX_BARGAIN || v > MAX_BARGAIN)
        {
          tarot_json_set_error (error, NULL, where, NULL, expected);
          return FALSE;
        }
      outcome->extra[s] = (gint32) v;
      if (v > 0)
        received += (gint32) v;
      else
        paid -= (gint32) v;
    }
  if (received == 0 || received != paid)
    {
      tarot_json_set_problem (error, NULL, NULL, "payments",
                              _("the offers paid and the demands received are the same, and not nothing"));
      return FALSE;
    }
  outcome->extra[EXTRA_ABANDONED] = 1;
  outcome->points[1] = rules->points_total;
  return TRUE;
}

/* Each share is 0 … the pack total: a side can end with nothing or the
 * whole pack once the Matto and the discard change hands; only the
 * total is fixed. */
gboolean
italian_outcome_from_json (const TarotRules  *rules,
                           JsonObject        *object,
                           TarotOutcome      *outcome,
                           GError           **error)
{
  static const char *const allowed[] = { "dealer", "points", "declarations", NULL };
  static const char *const with_fuora[] = { "dealer", "points", "fuora", NULL };
  static const char *const bargaining[] = { "end", "dealer", "points", "declarations", NULL };
  static const char *const abandoned[] = { "end", "dealer", "payments", NULL };
  gint64 dealer;
  guint end = 0;

  if (IR (rules)->bidding != BIDDING_NONE)
    return italian_called_from_json (rules, object, outcome, error);
  tarot_share_outcome_init (outcome, rules->n_players);
  if (IR (rules)->bargaining && json_object_has_member (object, "end") &&
      !tarot_json_get_choice (object, "end", NULL, NULL, share_end_ids, &end, error))
    return FALSE;
  if (!tarot_json_check_members (object,
                                 IR (rules)->fuora ? with_fuora
                                 : !IR (rules)->bargaining ? allowed : end == 1 ? abandoned : bargaining,
                                 NULL, NULL, error) ||
      !tarot_json_get_int (object, "dealer", NULL, NULL, 0, rules->n_players - 1, &dealer, error))
    return FALSE;
  outcome->dealer = (guint8) dealer;
  if (end == 1)
    return read_payments (rules, object, outcome, error);
  if (json_object_has_member (object, "declarations"))
    {
      if (!IR (rules)->declarations)
        {
          tarot_json_set_problem (error, NULL, NULL, "declarations", _("this game has no declarations"));
          return FALSE;
        }
      if (!read_declarations (rules, object, outcome, error))
        return FALSE;
    }
  if (!tarot_share_read_points (rules, object, IR (rules)->partnerships, NULL, outcome, error))
    return FALSE;
  return !IR (rules)->fuora || read_fuora (rules, object, outcome, error);
}

JsonObject *
italian_outcome_to_json (const TarotRules   *rules,
                         const TarotOutcome *outcome)
{
  JsonObject *o;

  if (IR (rules)->bidding != BIDDING_NONE)
    return italian_called_to_json (rules, outcome);
  if (outcome->extra[EXTRA_ABANDONED])
    {
      JsonArray *payments = json_array_new ();

      o = json_object_new ();
      json_object_set_string_member (o, "end", share_end_ids[1]);
      json_object_set_int_member (o, "dealer", outcome->dealer);
      for (guint s = 0; s < outcome->n_players; s++)
        json_array_add_int_element (payments, outcome->extra[s]);
      json_object_set_array_member (o, "payments", payments);
      return o;
    }
  o = tarot_share_outcome_to_json (outcome, IR (rules)->partnerships);
  if (IR (rules)->bargaining)
    json_object_set_string_member (o, "end", share_end_ids[0]);
  if (IR (rules)->declarations)
    {
      JsonArray *list = json_array_new ();

      for (guint b = 0; b < outcome->n_bonuses; b++)
        {
          JsonObject *item;

          if (outcome->bonuses[b].id >= N_DECLS)
            continue;
          item = json_object_new ();

          json_object_set_int_member (item, "seat", outcome->bonuses[b].seat);
          json_object_set_string_member (item, "kind", decl_ids[MIN (outcome->bonuses[b].id, N_DECLS - 1)]);
          if (IR (rules)->decl_extra[MIN (outcome->bonuses[b].id, N_DECLS - 1)])
            json_object_set_int_member (item, "added", outcome->bonuses[b].level);
          json_array_add_object_element (list, item);
        }
      json_object_set_array_member (o, "declarations", list);
    }
  if (IR (rules)->fuora)
    {
      JsonArray *out = json_array_new ();

      for (guint b = 0; b < outcome->n_bonuses; b++)
        if (outcome->bonuses[b].id == BONUS_FUORA)
          json_array_add_int_element (out, outcome->bonuses[b].seat);
      if (json_array_get_length (out) > 0)
        json_object_set_array_member (o, "fuora", out);
      else
        json_array_unref (out);
    }
  return o;
}

/* A game with bargaining: the hand played, or thrown in and the
 * agreed amounts paid (P3); the share's fields only when played. */
static JsonObject *
with_abandon (const TarotRules *rules,
              JsonObject       *played)
{
  JsonObject *desc = tarot_outcome_desc_new ();
  JsonArray *fields = json_object_get_array_member (played, "fields");
  JsonArray *defaults = json_array_new ();
  JsonObject *f;

  f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
  tarot_outcome_desc_add_choice (f, share_end_ids[0], _("Played"));
  /* TRANSLATORS: "andare a monte" is the Italian term, kept */
  tarot_outcome_desc_add_choice (f, share_end_ids[1], _("Thrown in by agreement (andare a monte)"));
  for (guint i = 0; i < json_array_get_length (fields); i++)
    {
      JsonObject *field = json_array_get_object_element (fields, i);

      if (!g_str_equal (json_object_get_string_member (field, "id"), "dealer"))
        tarot_outcome_desc_when (field, "end", share_end_ids[0], NULL);
      json_array_add_element (json_object_get_array_member (desc, "fields"),
                              json_node_copy (json_array_get_element (fields, i)));
    }
  f = tarot_outcome_desc_add (desc, "payments", "per_seat", _("Agreed payments"));
  json_object_set_string_member (f, "item_type", "int");
  tarot_outcome_desc_set_range (f, -MAX_BARGAIN, MAX_BARGAIN);
  json_object_set_int_member (f, "total", 0);
  json_object_set_string_member (f, "help", _("What each asked (+) or offered (−); they add up to 0"));
  for (guint s = 0; s < rules->n_players; s++)
    json_array_add_int_element (defaults, 0);
  json_object_set_array_member (f, "default", defaults);
  tarot_outcome_desc_when (f, "end", share_end_ids[1], NULL);
  json_object_unref (played);
  return desc;
}

JsonObject *
italian_outcome_describe (const TarotRules *rules)
{
  JsonObject *desc;

  if (IR (rules)->bidding != BIDDING_NONE)
    return italian_called_describe (rules);
  desc = tarot_share_describe (rules, IR (rules)->partnerships, IR (rules)->targets);
  if (IR (rules)->declarations)
    {
      JsonObject *list = tarot_outcome_desc_add (desc, "declarations", "list", _("Declarations"));
      JsonObject *f;

      json_object_set_string_member (list, "item_label", _("Add declaration"));
      json_object_set_int_member (list, "max_items", 5);
      json_object_set_boolean_member (list, "optional", TRUE);
      tarot_outcome_desc_add (list, "seat", "seat", _("Player"));
      f = tarot_outcome_desc_add (list, "kind", "choice", _("Declaration"));
      for (guint d = 0; d < N_DECLS; d++)
        tarot_outcome_desc_add_choice (f, decl_ids[d], decl_names[IR (rules)->decl_piedmont][d]);
      if (IR (rules)->decl_extra[DECL_TAROCCHI])
        {
          f = tarot_outcome_desc_add (list, "added", "int", _("Cards added"));
          tarot_outcome_desc_set_range (f, 0, 22 - IR (rules)->tarocchi_min);
          json_object_set_int_member (f, "default", 0);
          json_object_set_boolean_member (f, "optional", TRUE);
          json_object_set_string_member (f, "help", _("Trumps beyond the Tarocchi’s, honours added to the others"));
        }
    }
  /* in the rubber's last hand, or where the hand's place is unknown */
  if (IR (rules)->fuora && (rules->rubber.hand == 0 || rules->rubber.hand == rules->rubber.length))
    {
      JsonObject *f = tarot_outcome_desc_add (desc, "fuora", "seats", _("Fuora"));
      /* TRANSLATORS: "Fuora" ("out") is the Italian term, kept; %d is the target, 35 */
      g_autofree char *help = g_strdup_printf (_("Who declared Fuora in the rubber’s last hand: his balance in "
                                                 "the rubber and the points he had secured reached %d"),
                                               IR (rules)->targets[0]);

      json_object_set_boolean_member (f, "optional", TRUE);
      json_object_set_int_member (f, "min", 0);
      json_object_set_int_member (f, "max", rules->n_players);
      json_object_set_string_member (f, "help", help);
    }
  if (IR (rules)->bargaining)
    return with_abandon (rules, desc);
  return desc;
}
