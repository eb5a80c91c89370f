/* tarot-french-outcome.c — French Tarot: the outcome of a hand, its
 * score, the outcome JSON (docs/cli.md), its validation and
 * description, the action arguments and the pots (§13 mouches)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "model/tarot-error.h"
#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"

#include "tarot-french-private.h"

static const char *const contract_names[] = {
  NC_("French Tarot contract", "Prise"),
  NC_("French Tarot contract", "Pousse"),
  NC_("French Tarot contract", "Garde"),
  NC_("French Tarot contract", "Garde sans"),
  NC_("French Tarot contract", "Garde contre"),
  NC_("French Tarot contract", "Grand chelem"),
};
static const char *const announce_ids[] = {
  NULL, "chelem", "poignee_simple", "poignee_double", "poignee_triple",
  "pas_d_atouts", "pas_d_honneurs", "petit_imprenable"
};
static const char *const kontra_ids[] = { NULL, "contre", "surcontre" };
static const guint required_points[4] = { 56, 51, 41, 36 };
/* §13 petit_en_dedans: targets when the declarer's side took the last
 * trick with the Petit in it, and when the defence did (0: impossible,
 * the Petit is then among that side's bouts) */
static const guint dedans_taken[4] = { 0, 41, 36, 31 };
static const guint dedans_lost[4] = { 61, 56, 51, 0 };

/* ------------------------------------------------------------------ */
/* outcome                                                             */

void
french_outcome (const TarotRules *rules,
                const TarotDeal  *deal,
                TarotOutcome     *outcome)
{
  const FrenchRules *fr = FR (rules);
  const FrenchState *st = CST (deal);
  guint n = rules->n_players;
  TarotCardSet pile[2] = { TAROT_CARD_SET_EMPTY, TAROT_CARD_SET_EMPTY };
  gint32 transfer = 0;   /* units moved from side 1 to side 0 */
  guint last = rules->n_tricks - 1;
  guint pab_trick = last;

  for (guint p = 0; p < n; p++)
    outcome->side[p] = (guint8) side_of (deal, p);
  if (deal->end != TAROT_END_PLAYED)
    return;

  for (guint p = 0; p < n; p++)
    pile[outcome->side[p]] = tarot_card_set_union (pile[outcome->side[p]], deal->won[p]);
  {
    guint declarer_tricks = 0;

    for (guint t = 0; t < deal->n_tricks; t++)
      declarer_tricks += outcome->side[deal->trick_winner[t]] == 0;
    outcome->tricks[0] = (guint8) declarer_tricks;
    outcome->tricks[1] = (guint8) (deal->n_tricks - declarer_tricks);
  }

  pile[0] = tarot_card_set_union (pile[0], deal->discard);
  if (fr->dog_use[deal->contract] == DOG_SANS ||
      (deal->called_card != TAROT_CARD_NONE && tarot_card_set_contains (deal->talon, deal->called_card)))
    pile[0] = tarot_card_set_union (pile[0], deal->talon);
  else
    pile[1] = tarot_card_set_union (pile[1], deal->talon);

  /* §4 Excuse with exchange: its side keeps it and gives the trick's
   * winners half a point; lost in the last trick; given up if the
   * declarer's side never wins a trick; kept by a slammed defence,
   * which then counts it 4 (Q11). */
  if (st->excuse_seat != TAROT_NO_SEAT)
    {
      guint se = outcome->side[st->excuse_seat];
      guint sw = outcome->side[deal->trick_winner[st->excuse_trick]];

      if (sw != se && st->excuse_trick != last && !(se == 0 && outcome->tricks[0] == 0))
        {
          tarot_card_set_remove (&pile[sw], TAROT_CARD_FOOL);
          tarot_card_set_add (&pile[se], TAROT_CARD_FOOL);
          transfer = se == 0 ? -(gint32) (rules->count_by / 2) : (gint32) (rules->count_by / 2);
        }
      if (st->excuse_trick == last && deal->trick_winner[last] == st->excuse_seat)
        pab_trick = last - 1;
    }

  /* §13 petit_imprenable: the holder takes his Petit back from the
   * other side's trick and gives a low card for it, as with the Excuse */
  if (st->imprenable_seat != TAROT_NO_SEAT)
    {
      guint sh = outcome->side[st->imprenable_seat];
      gboolean back = FALSE;

      for (guint t = 0; t < deal->n_tricks; t++)
        for (guint i = 0; i < n; i++)
          if (deal->tricks[t][i] == PETIT && outcome->side[deal->trick_winner[t]] != sh)
            {
              tarot_card_set_remove (&pile[1 - sh], PETIT);
              tarot_card_set_add (&pile[sh], PETIT);
              transfer += sh == 0 ? -(gint32) (rules->count_by / 2) : (gint32) (rules->count_by / 2);
              back = TRUE;
            }
      tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_PETIT_IMPRENABLE, st->imprenable_seat, sh,
                               TRUE, back, 0);
    }

  for (guint s = 0; s < 2; s++)
    outcome->bouts[s] = (guint8) tarot_card_set_count (tarot_card_set_intersect (pile[s], rules->honours));
  outcome->points[0] = (guint32) ((gint32) tarot_rules_count_points (rules, pile[0]) + transfer);
  outcome->points[1] = (guint32) ((gint32) tarot_rules_count_points (rules, pile[1]) - transfer);

  for (guint p = 0; p < n; p++)
    {
      if (st->poignee[p])
        tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_POIGNEE, p, outcome->side[p], TRUE, -1,
                                 st->poignee[p]);
      for (guint m = TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS; m <= TAROT_FRENCH_ANNOUNCE_PAS_D_HONNEURS; m++)
        if (deal->announced[p] & (1u << m))
          tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_MISERE, p, outcome->side[p], TRUE, -1,
                                   m - TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS + 1);
    }
  memcpy (outcome->kontra, deal->kontra, sizeof outcome->kontra);

  /* §9.2: Petit au bout, or in the penultimate trick when the Excuse
   * took the last one */
  for (guint i = 0; i < n; i++)
    if (deal->tricks[pab_trick][i] == PETIT)
      {
        guint winner = deal->trick_winner[pab_trick];
        guint owner = (deal->trick_leader[pab_trick] + i) % n;

        tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_PETIT_AU_BOUT, winner, outcome->side[winner],
                   FALSE, 1, owner);
      }

  if (st->chelem || outcome->tricks[0] == rules->n_tricks)
    tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_CHELEM, deal->declarer, 0, st->chelem,
               outcome->tricks[0] == rules->n_tricks, 0);
  if (outcome->tricks[1] == rules->n_tricks)
    tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_DEFENCE_SLAM, TAROT_NO_SEAT, 1, FALSE, 1, 0);
}

/* ------------------------------------------------------------------ */
/* score                                                               */

/* Integers with a real minus sign, as printed on score sheets. */
static const char *
fmt_int (char   *buf,
         gsize   size,
         gint64  v)
{
  if (v < 0)
    g_snprintf (buf, size, "−%" G_GINT64_FORMAT, -v);
  else
    g_snprintf (buf, size, "%" G_GINT64_FORMAT, v);
  return buf;
}

static const char *
contract_name (const TarotRules *rules,
               guint             contract)
{
  for (guint k = 0; contract_ids[k] != NULL; k++)
    if (g_str_equal (rules->contract_ids[contract], contract_ids[k]))
      return g_dpgettext2 (GETTEXT_PACKAGE, "French Tarot contract", contract_names[k]);
  return rules->contract_ids[contract];
}

static const char *
poignee_name (guint level)
{
  static const char *const names[] = { N_("Simple poignée"), N_("Double poignée"), N_("Triple poignée") };

  return _(names[CLAMP (level, 1, 3) - 1]);
}

/* Target in points units: §4, or §13 petit_en_dedans. */
static gint64
target (const FrenchRules  *fr,
        const TarotOutcome *outcome,
        guint               unit)
{
  guint bouts = MIN (outcome->bouts[0], 3);
  guint req = required_points[bouts];

  if (fr->petit_en_dedans)
    for (guint i = 0; i < outcome->n_bonuses; i++)
      if (outcome->bonuses[i].id == TAROT_FRENCH_BONUS_PETIT_AU_BOUT)
        {
          guint moved = outcome->bonuses[i].side == 0 ? dedans_taken[bouts] : dedans_lost[bouts];

          req = moved ? moved : req;
        }
  return (gint64) req * unit;
}

static gboolean
slam_made (const TarotOutcome *outcome)
{
  for (guint i = 0; i < outcome->n_bonuses; i++)
    if (outcome->bonuses[i].id == TAROT_FRENCH_BONUS_CHELEM && outcome->bonuses[i].made == 1)
      return TRUE;
  return FALSE;
}

gboolean
tarot_french_contract_made (const TarotRules   *rules,
                            const TarotOutcome *outcome)
{
  const FrenchRules *fr = FR (rules);
  guint unit = outcome->points_unit ? outcome->points_unit : rules->count_by;

  if (outcome->contract == fr->grand_chelem)
    return slam_made (outcome);
  return outcome->points[0] >= target (fr, outcome, unit);
}

/* 9.16 (4): to the nearest multiple of @m, a tie going the declarer's
 * way if he won and against him if he lost. */
static gint64
round_score (gint64   v,
             guint    m,
             gboolean won)
{
  gint64 r = ((v % m) + m) % m;
  gint64 low = v - r;

  return 2 * r > m || (2 * r == m && won) ? low + m : low;
}

/* Amounts when each defender pays @x to the declarer's side. */
static void
settle (const TarotRules   *rules,
        const TarotOutcome *outcome,
        gint64              x,
        gint32             *amounts)
{
  const FrenchRules *fr = FR (rules);
  guint n = outcome->n_players;
  guint n_def = 0;
  gint64 side_total;

  memset (amounts, 0, sizeof (gint32) * TAROT_MAX_PLAYERS);
  for (guint p = 0; p < n; p++)
    if (outcome->side[p] == 1)
      {
        /* §13 contre: ×2 or ×4 between a doubler and the declarer */
        guint factor = 1u << MIN (outcome->kontra[p], TAROT_FRENCH_KONTRA_SURCONTRE);

        amounts[p] = (gint32) (-x * factor);
        n_def += factor;
      }
  side_total = (gint64) n_def * x;

  if (outcome->partner == TAROT_NO_SEAT || outcome->partner >= n)
    amounts[outcome->declarer] = (gint32) side_total;
  else if (fr->share_equal)
    {
      /* an odd total leaves the extra point with the declarer */
      amounts[outcome->partner] = (gint32) (side_total / 2);
      amounts[outcome->declarer] = (gint32) (side_total - side_total / 2);
    }
  else
    {
      /* Q6 default 2 : 1 */
      amounts[outcome->partner] = (gint32) (side_total / 3);
      amounts[outcome->declarer] = (gint32) (side_total - side_total / 3);
    }
}

/* One player collects @v from each of the others. */
static void
personal (const TarotOutcome *outcome,
          guint               seat,
          gint64              v,
          gint32             *amounts)
{
  for (guint p = 0; p < outcome->n_players; p++)
    amounts[p] += (gint32) (p == seat ? v * (outcome->n_players - 1) : -v);
}

void
french_score (const TarotRules   *rules,
              const TarotOutcome *outcome,
              TarotScore         *score,
              gboolean            with_labels)
{
  const FrenchRules *fr = FR (rules);
  gboolean appel = fr->scoring == SCORING_APPEL && !fr->harmonised;
  guint unit = outcome->points_unit ? outcome->points_unit : rules->count_by;
  gboolean grand = outcome->contract == fr->grand_chelem;
  gint64 req, game, paid;
  gboolean won;
  int sign;
  gint32 amounts[TAROT_MAX_PLAYERS];
  char label[TAROT_SCORE_LABEL_SIZE];
  char a[16], b[16], c[16], d[16];

  if (outcome->end != TAROT_END_PLAYED || outcome->declarer >= outcome->n_players)
    return;

  req = grand ? 0 : target (fr, outcome, unit);
  won = grand ? slam_made (outcome) : outcome->points[0] >= req;
  sign = won ? 1 : -1;

  /* the contract */
  if (grand)
    {
      /* §13 bid_grand_chelem: card points are ignored */
      game = paid = sign * (gint64) rules->contract_value[outcome->contract];
      if (with_labels)
        g_snprintf (label, sizeof label, "%s: %s", contract_name (rules, outcome->contract),
                    fmt_int (a, sizeof a, game));
    }
  else
    {
      gint64 diff, margin, mult, base, pab = 0;

      diff = ABS ((gint64) outcome->points[0] - req);
      /* §11.1: half points rounded in the winner's favour */
      margin = (diff + unit - 1) / unit;
      /* §13 no_multipliers: a base per contract plus the difference */
      base = fr->no_multipliers ? fr->unmultiplied_base[outcome->contract] : fr->base;
      mult = fr->no_multipliers ? 1 : fr->mult[outcome->contract];

      /* Petit en dedans moves the target instead (§13) */
      for (guint i = 0; i < outcome->n_bonuses; i++)
        if (outcome->bonuses[i].id == TAROT_FRENCH_BONUS_PETIT_AU_BOUT && !appel && !fr->petit_en_dedans)
          pab = outcome->bonuses[i].side == 0 ? PAB_VALUE : -PAB_VALUE;

      game = (sign * (base + margin) + pab) * mult;
      paid = fr->rounding ? round_score (game, fr->rounding, won) : game;
      if (with_labels)
        {
          GString *s = g_string_new (NULL);

          g_string_append_printf (s, "%s: ", contract_name (rules, outcome->contract));
          g_string_append_printf (s, won ? "%s + %s" : "−(%s + %s)",
                                  fmt_int (a, sizeof a, base), fmt_int (b, sizeof b, margin));
          if (pab != 0)
            g_string_append_printf (s, pab > 0 ? " + %s" : " − %s", fmt_int (b, sizeof b, ABS (pab)));
          if (fr->no_multipliers)
            g_string_append_printf (s, " = %s", fmt_int (d, sizeof d, game));
          else
            g_string_append_printf (s, " = %s × %s = %s",
                                    fmt_int (b, sizeof b, sign * (base + margin) + pab),
                                    fmt_int (c, sizeof c, mult),
                                    fmt_int (d, sizeof d, game));
          if (paid != game)
            g_string_append_printf (s, " ≈ %s", fmt_int (a, sizeof a, paid));
          g_strlcpy (label, s->str, sizeof label);
          g_string_free (s, TRUE);
        }
    }
  settle (rules, outcome, paid, amounts);
  tarot_score_add_line (score, amounts, with_labels ? label : NULL);

  /* poignées (§9.1; appel5 defenders and the personal option: paid to the holder) */
  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *bonus = &outcome->bonuses[i];
      gint64 v;

      if (bonus->id != TAROT_FRENCH_BONUS_POIGNEE)
        continue;
      v = fr->poignee_value[CLAMP (bonus->level, 1, 3) - 1];
      if (bonus->side == 1 && (appel || fr->defender_poignee_personal))
        {
          memset (amounts, 0, sizeof amounts);
          personal (outcome, bonus->seat, v, amounts);
          if (with_labels)
            g_snprintf (label, sizeof label, _("%s (personal): %s from each player"),
                        poignee_name (bonus->level), fmt_int (a, sizeof a, v));
        }
      else
        {
          settle (rules, outcome, sign * v, amounts);
          if (with_labels)
            g_snprintf (label, sizeof label, "%s: %s", poignee_name (bonus->level),
                        fmt_int (a, sizeof a, sign * v));
        }
      tarot_score_add_line (score, amounts, with_labels ? label : NULL);
    }

  /* §13 misère declarations: 10 from each other player */
  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *bonus = &outcome->bonuses[i];

      if (bonus->id != TAROT_FRENCH_BONUS_MISERE)
        continue;
      memset (amounts, 0, sizeof amounts);
      personal (outcome, bonus->seat, MISERE_VALUE, amounts);
      if (with_labels)
        g_snprintf (label, sizeof label, _("%s: %s from each player"),
                    bonus->level == 1 ? _("Pas d'atouts") : _("Pas d'honneurs"),
                    fmt_int (a, sizeof a, MISERE_VALUE));
      tarot_score_add_line (score, amounts, with_labels ? label : NULL);
    }

  /* appel5 Petit au bout is personal (§11.3, S001 9.17 ruling): its
   * owner collects 10 × the multiplier from each other player when he
   * wins the last trick with it, and pays that to each when another
   * player takes it there, the capturer getting only his share */
  for (guint i = 0; appel && !grand && !fr->petit_en_dedans && i < outcome->n_bonuses; i++)
    {
      const TarotBonus *bonus = &outcome->bonuses[i];
      gint64 mult = fr->no_multipliers ? 1 : fr->mult[outcome->contract];
      char value[48];
      guint owner;

      if (bonus->id != TAROT_FRENCH_BONUS_PETIT_AU_BOUT)
        continue;
      owner = bonus->level < outcome->n_players ? bonus->level : bonus->seat;
      memset (amounts, 0, sizeof amounts);
      personal (outcome, owner, owner == bonus->seat ? PAB_VALUE * mult : -PAB_VALUE * mult, amounts);
      if (with_labels)
        {
          if (mult == 1)
            fmt_int (value, sizeof value, PAB_VALUE);
          else
            g_snprintf (value, sizeof value, "%d × %s = %s", PAB_VALUE, fmt_int (a, sizeof a, mult),
                        fmt_int (b, sizeof b, PAB_VALUE * mult));
          if (owner == bonus->seat)
            g_snprintf (label, sizeof label, _("Petit au bout (personal): %s from each player"), value);
          else
            g_snprintf (label, sizeof label, _("Petit lost at the end (personal): %s to each player"), value);
        }
      tarot_score_add_line (score, amounts, with_labels ? label : NULL);
    }

  /* slams (§9.3, Q3) */
  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *bonus = &outcome->bonuses[i];
      gint64 v;
      const char *what;

      if (bonus->id == TAROT_FRENCH_BONUS_CHELEM && !grand)
        {
          if (bonus->announced && bonus->made == 1)
            v = SLAM_MADE, what = _("Chelem announced and made");
          else if (bonus->made == 1)
            v = fr->slam_silent, what = _("Chelem made without announcement");
          else if (bonus->announced)
            v = -SLAM_FAILED, what = _("Chelem announced and failed");
          else
            continue;
        }
      else if (bonus->id == TAROT_FRENCH_BONUS_DEFENCE_SLAM && fr->defence_slam_bonus != 0)
        v = -fr->defence_slam_bonus, what = _("Slam by the defence");
      else
        continue;

      settle (rules, outcome, v, amounts);
      if (with_labels)
        g_snprintf (label, sizeof label, "%s: %s", what, fmt_int (a, sizeof a, v));
      tarot_score_add_line (score, amounts, with_labels ? label : NULL);
    }
}

/* ------------------------------------------------------------------ */
/* JSON                                                                */

static gboolean
get_seat (JsonObject  *object,
          const char  *member,
          const char  *where,
          guint        n_players,
          gboolean     nullable,
          guint8      *out,
          GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);
  gint64 v;

  if (nullable && (node == NULL || JSON_NODE_HOLDS_NULL (node)))
    {
      *out = TAROT_NO_SEAT;
      return TRUE;
    }
  if (!tarot_json_get_int (object, member, NULL, where, 0, n_players - 1, &v, error))
    return FALSE;
  *out = (guint8) v;
  return TRUE;
}

/* The outcome lists poignées, misère declarations and contres alike, as
 * [{"seat": s, "<key>": "<choice>"}, ...]; a missing member is an empty list. */
typedef struct
{
  guint8 seat;
  guint  choice;
} SeatChoice;

static gboolean
read_seat_choices (JsonObject         *object,
                   const char         *member,
                   guint               n_players,
                   const char         *key,
                   const char *const  *choices,
                   SeatChoice         *entries,
                   guint              *n_entries,
                   GError            **error)
{
  const char *const allowed[] = { "seat", key, NULL };
  JsonArray *list;

  *n_entries = 0;
  if (!json_object_has_member (object, member))
    return TRUE;
  if ((list = tarot_json_get_array (object, member, NULL, NULL, error)) == NULL)
    return FALSE;
  if (json_array_get_length (list) > 2 * TAROT_MAX_PLAYERS)
    {
      tarot_json_set_error (error, NULL, NULL, member, "at most two entries per player");
      return FALSE;
    }

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *where = g_strdup_printf ("%s[%u]", member, i);
      JsonNode *node = json_array_get_element (list, i);

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_autofree char *expected = g_strdup_printf ("an object {\"seat\", \"%s\"}", key);

          tarot_json_set_error (error, NULL, where, NULL, expected);
          return FALSE;
        }
      if (!tarot_json_check_members (json_node_get_object (node), allowed, NULL, where, error) ||
          !get_seat (json_node_get_object (node), "seat", where, n_players, FALSE,
                     &entries[i].seat, error) ||
          !tarot_json_get_choice (json_node_get_object (node), key, NULL, where, choices,
                                  &entries[i].choice, error))
        return FALSE;
      /* the same declaration twice by one player is one declaration too many */
      for (guint j = 0; j < i; j++)
        if (entries[j].seat == entries[i].seat &&
            (entries[j].choice == entries[i].choice || !g_str_equal (member, "misere")))
          {
            g_autofree char *problem = g_strdup_printf (_("seat %u is already in %s[%u]"),
                                                        entries[i].seat, member, j);

            tarot_json_set_problem (error, NULL, where, "seat", problem);
            return FALSE;
          }
      (*n_entries)++;
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* outcome validation                                                  */

/* Where a bout can end: in a trick of either side, in the dog or
 * discard, or taken back by its owner's side in exchange for a low
 * card (the Excuse, §4; a Petit imprenable, §13). */
enum { AT_TRICKS0, AT_TRICKS1, AT_DOG, BACK_TO0, BACK_TO1, N_PLACES };

/* What an outcome says about how the cards can lie. */
typedef struct
{
  guint    k0_min, k0_max;  /* tricks the declarer's side won */
  guint8   dog_sides;       /* bit 0: the dog (or discard) counts for the declarer's side, bit 1: for the defence */
  gboolean discard;         /* the declarer's side holds a discard: no bout, no King (§7) */
  gboolean imprenable;      /* a Petit imprenable may be taken back */
  guint8   petit_places;    /* bit per place the Petit may end in */
} FrenchLie;

/* Half points of the best (or, with !@best, the worst) @j cards that
 * are not bouts, with at most @kings Kings among the best. */
static guint
sum_cards (const TarotRules *rules,
           guint             j,
           guint             kings,
           gboolean          best)
{
  TarotCardSet cards = tarot_card_set_minus (rules->pack, rules->honours);
  guint n_values = G_N_ELEMENTS (rules->value_sets), sum = 0;

  for (guint i = 0; i < n_values && j > 0; i++)
    {
      guint v = best ? n_values - 1 - i : i;
      TarotCardSet here = tarot_card_set_intersect (cards, rules->value_sets[v]);
      guint n_kings = tarot_card_set_count (tarot_card_set_intersect (here, rules->kings));
      guint n = tarot_card_set_count (here) - (best ? n_kings - MIN (n_kings, kings) : 0);

      n = MIN (n, j);
      sum += n * (rules->count_by * v - (rules->count_by - 1u));
      j -= n;
    }
  return sum;
}

static gboolean
place_possible (const FrenchLie *lie,
                guint            place,
                TarotCard        bout,
                guint            k0,
                guint            k1,
                gboolean         dog_free)
{
  switch (place)
    {
    case AT_TRICKS0:
      return k0 > 0;
    case AT_TRICKS1:
      return k1 > 0;
    case AT_DOG:
      return dog_free;
    case BACK_TO0:
      /* the declarer's side needs a trick of its own to give a card from */
      return (bout == TAROT_CARD_FOOL && k0 > 0 && k1 > 0) || (bout == PETIT && lie->imprenable && k1 > 0);
    default:
      /* a defender's Excuse stays with the defence even in a slam (Q11) */
      return (bout == TAROT_CARD_FOOL || (bout == PETIT && lie->imprenable)) && k0 > 0;
    }
}

/* Whether the declarer's side can end with @points (half points) and
 * @bouts; *lo and *hi get the least and most it can have with @bouts
 * (lo > hi when no hand ends with that many bouts).  Exact by the
 * card values, the card counts of the tricks and the dog, and the
 * exchanges of §4 and §13: counted in half points, a side's half
 * points have the parity of its number of cards. */
static gboolean
french_points_possible (const TarotRules *rules,
                        const FrenchLie  *lie,
                        guint             bouts,
                        guint             points,
                        gint             *lo,
                        gint             *hi)
{
  static const TarotCard bout_cards[3] = { TAROT_CARD_FOOL, PETIT, PETIT + 20 };
  guint n = rules->n_players, ts = rules->talon_size;
  gint bout_units = rules->count_by * 5 - (rules->count_by - 1);
  gboolean possible = FALSE;

  /* the bounds below are exact for the French half points (bouts worth 4½, every card
   * an odd number of halves); a file that counts otherwise is only held to the pack */
  if (rules->count_by != 2)
    {
      *lo = 0;
      *hi = (gint) rules->points_total;
      return points <= rules->points_total;
    }

  *lo = G_MAXINT;
  *hi = -1;
  for (guint k0 = lie->k0_min; k0 <= lie->k0_max; k0++)
    for (guint dog = 0; dog < 2; dog++)
      {
        guint k1 = rules->n_tricks - k0, d0 = dog == 0 ? ts : 0;
        gboolean dog_free = ts > 0 && !(dog == 0 && lie->discard);

        if (!(lie->dog_sides & (1u << dog)))
          continue;
        for (guint combo = 0; combo < N_PLACES * N_PLACES * N_PLACES; combo++)
          {
            guint count[N_PLACES] = { 0 };
            guint places[3] = { combo % N_PLACES, combo / N_PLACES % N_PLACES, combo / (N_PLACES * N_PLACES) };
            gboolean ok = (lie->petit_places >> places[1]) & 1;
            gint b0, m0, j0, j1, base, l, h;
            guint kings;

            for (guint b = 0; b < 3 && ok; b++)
              {
                ok = place_possible (lie, places[b], bout_cards[b], k0, k1, dog_free);
                count[places[b]]++;
              }
            if (!ok || count[AT_TRICKS0] + count[BACK_TO1] > n * k0 ||
                count[AT_TRICKS1] + count[BACK_TO0] > n * k1 || count[AT_DOG] > ts)
              continue;
            b0 = (gint) (count[AT_TRICKS0] + count[BACK_TO0] + (dog == 0 ? count[AT_DOG] : 0));
            if (b0 != (gint) bouts)
              continue;
            m0 = (gint) (n * k0 + d0 + count[BACK_TO0]) - (gint) count[BACK_TO1];
            j0 = m0 - b0;
            j1 = (gint) rules->n_pack_cards - m0 - (3 - b0);
            if (j0 < 0 || j1 < 0)
              continue;
            /* a discard holds no King: Kings only in the tricks */
            kings = lie->discard && dog == 0 ? n * k0 - count[AT_TRICKS0] - count[BACK_TO1] : 4;
            base = bout_units * b0 - (gint) count[BACK_TO0] + (gint) count[BACK_TO1];
            l = base + (gint) sum_cards (rules, (guint) j0, 4, FALSE);
            h = base + (gint) sum_cards (rules, (guint) j0, kings, TRUE);
            *lo = MIN (*lo, l);
            *hi = MAX (*hi, h);
            /* in the French half points every card is worth an odd number of halves, so
             * a pile's halves have the parity of its cards */
            possible |= (gint) points >= l && (gint) points <= h && ((gint) points - l) % 2 == 0;
          }
      }
  return possible;
}

/* What the outcome JSON says beyond the TarotOutcome. */
typedef struct
{
  gboolean has_points;
  gboolean slam_made;
  gint     defence_slam;   /* -1 not said, else FALSE / TRUE */
  guint8   pab_winner;     /* TAROT_NO_SEAT: no Petit au bout */
  guint8   pab_owner;
} FrenchEntered;

static gboolean
check_points (const TarotRules   *rules,
              const TarotOutcome *outcome,
              const FrenchLie    *lie,
              const char         *member,
              const char         *why,
              GError            **error)
{
  g_autofree char *problem = NULL;
  double unit = rules->count_by;
  gint lo, hi;

  if (french_points_possible (rules, lie, outcome->bouts[0], outcome->points[0], &lo, &hi))
    return TRUE;
  if (lo > hi)
    /* TRANSLATORS: the last %s is a reason, e.g. "after a made slam" */
    problem = g_strdup_printf (_("the declarer’s side cannot hold %u bouts %s"), outcome->bouts[0], why);
  else
    /* TRANSLATORS: the first %s is a reason, e.g. "by the card values of the pack";
     * the last one may say "in whole points" */
    problem = g_strdup_printf (_("%g card points and %u bouts cannot go together %s "
                                 "(with %u bouts: %g to %g%s)"),
                               outcome->points[0] / unit, outcome->bouts[0], why, outcome->bouts[0],
                               lo / unit, hi / unit,
                               (gint) outcome->points[0] >= lo && (gint) outcome->points[0] <= hi &&
                               outcome->points[0] % rules->count_by != 0 ? _(", in whole points") : "");
  tarot_json_set_problem (error, NULL, NULL, member, problem);
  return FALSE;
}

/* Card points and bouts against the pack, the contract, the slams and
 * the Petit au bout, each step naming the key that makes it impossible. */
static gboolean
check_card_points (const TarotRules      *rules,
                   const TarotOutcome    *outcome,
                   const FrenchEntered   *entered,
                   GError               **error)
{
  const FrenchRules *fr = FR (rules);
  guint dog = fr->dog_use[outcome->contract];
  FrenchLie lie = {
    .k0_min = 0, .k0_max = rules->n_tricks,
    .dog_sides = dog == DOG_CONTRE ? 2 : 1,
    .discard = dog == DOG_TAKEN,
    .imprenable = fr->petit_imprenable,
    .petit_places = (1u << N_PLACES) - 1,
  };
  g_autofree char *pab_why = NULL;

  /* §8: a called card lying in the dog gives the dog to a declarer alone */
  if (dog == DOG_CONTRE && fr->scoring == SCORING_APPEL && outcome->partner == TAROT_NO_SEAT)
    lie.dog_sides = 3;
  if (!check_points (rules, outcome, &lie, "points", _("by the card values of the pack"), error))
    return FALSE;

  if (entered->slam_made)
    lie.k0_min = rules->n_tricks;
  else
    lie.k0_max = rules->n_tricks - 1;
  if (!check_points (rules, outcome, &lie, "chelem",
                     entered->slam_made ? _("after a made slam (every trick won)")
                                        : _("without a made slam (the defence won a trick)"),
                     error))
    return FALSE;

  if (entered->defence_slam == TRUE)
    lie.k0_max = 0;
  else if (entered->defence_slam == FALSE)
    lie.k0_min = MAX (lie.k0_min, 1);
  if (entered->defence_slam >= 0 &&
      !check_points (rules, outcome, &lie, "defence_slam",
                     entered->defence_slam ? _("after a slam by the defence")
                                           : _("without a slam by the defence"),
                     error))
    return FALSE;

  if (entered->pab_winner != TAROT_NO_SEAT)
    {
      guint s = outcome->side[entered->pab_winner];
      guint owner_side = outcome->side[entered->pab_owner];

      /* §9.2: the Petit lies in the last trick's winners' pile, unless
       * its holder takes it back as imprenable (§13) */
      lie.petit_places = 1u << (s == 0 ? AT_TRICKS0 : AT_TRICKS1);
      if (fr->petit_imprenable && owner_side != s)
        lie.petit_places |= 1u << (owner_side == 0 ? BACK_TO0 : BACK_TO1);
      pab_why = g_strdup_printf (_("with the Petit in the last trick won by seat %u"), entered->pab_winner);
      if (!check_points (rules, outcome, &lie, "petit_au_bout", pab_why, error))
        return FALSE;
    }
  return TRUE;
}

/* §9.1: one poignée per player, of a size a hand can show, and no more
 * trumps shown than the pack has (21 and the Excuse). */
static gboolean
check_poignees (const TarotRules   *rules,
                const SeatChoice   *entries,
                guint               n_entries,
                GError            **error)
{
  const FrenchRules *fr = FR (rules);
  guint shown = 0;

  for (guint i = 0; i < n_entries; i++)
    {
      g_autofree char *where = g_strdup_printf ("poignees[%u]", i);
      guint need = fr->poignee_min[entries[i].choice];

      if (need > rules->hand_size || need > tarot_card_set_count (rules->trumps) + 1)
        {
          tarot_json_set_problem (error, NULL, where, "level",
                                  _("no player can show a handful of that size here"));
          return FALSE;
        }
      shown += need;
      if (shown > tarot_card_set_count (rules->trumps) + 1)
        {
          tarot_json_set_problem (error, NULL, where, NULL,
                                  _("these handfuls need more trumps than the pack has"));
          return FALSE;
        }
    }
  return TRUE;
}

/* §13 misère: pas d'atouts means no trump at all, so no poignée; and
 * the trumps (or the courts and bouts) must fit in the other hands and
 * the dog. */
static gboolean
check_misere (const TarotRules   *rules,
              const SeatChoice   *misere,
              guint               n_misere,
              const SeatChoice   *poignees,
              guint               n_poignees,
              GError            **error)
{
  const FrenchRules *fr = FR (rules);
  guint declared[2] = { 0, 0 };
  guint needed[2] = {
    tarot_card_set_count (rules->trumps),
    tarot_card_set_count (tarot_card_set_union (fr->courts, rules->honours)),
  };

  for (guint i = 0; i < n_misere; i++)
    {
      g_autofree char *where = g_strdup_printf ("misere[%u]", i);
      guint kind = misere[i].choice;

      for (guint j = 0; kind == 0 && j < n_poignees; j++)
        if (poignees[j].seat == misere[i].seat)
          {
            tarot_json_set_problem (error, NULL, where, "kind",
                                    _("a player who showed a poignée has trumps"));
            return FALSE;
          }
      declared[kind]++;
      if ((rules->n_players - declared[kind]) * rules->hand_size + rules->talon_size < needed[kind])
        {
          tarot_json_set_problem (error, NULL, where, "kind",
                                  _("the other hands and the dog cannot hold all those cards"));
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_end (JsonObject         *object,
          const TarotRules   *rules,
          TarotOutcome       *outcome,
          GError            **error)
{
  static const char *const ends[] = { "played", "passed_out", "annulled", NULL };
  static const char *const allowed[] = { "end", "dealer", NULL };
  const FrenchRules *fr = FR (rules);
  guint end = 0;

  if (json_object_has_member (object, "end") &&
      !tarot_json_get_choice (object, "end", NULL, NULL, ends, &end, error))
    return FALSE;
  outcome->end = end == 0 ? TAROT_END_PLAYED : end == 1 ? TAROT_END_PASSED_OUT : TAROT_END_ANNULLED;
  if (end == 0)
    return TRUE;
  /* §13 tarot_force: the dealer must bid; only a petit sec annuls (§5) */
  if ((end == 1 && fr->tarot_force) || (end == 2 && !fr->annul_petit_sec))
    {
      tarot_json_set_problem (error, NULL, NULL, "end",
                              end == 1 ? _("with tarot_force a hand is never passed out")
                                       : _("no hand is annulled with these rules"));
      return FALSE;
    }
  return tarot_json_check_members (object, allowed, NULL, NULL, error) &&
         (!json_object_has_member (object, "dealer") ||
          get_seat (object, "dealer", NULL, rules->n_players, FALSE, &outcome->dealer, error));
}

static gboolean
read_contract (JsonObject         *object,
               const TarotRules   *rules,
               TarotOutcome       *outcome,
               GError            **error)
{
  const char *contract;
  guint c;

  if ((contract = tarot_json_get_string (object, "contract", NULL, NULL, error)) == NULL)
    return FALSE;
  for (c = 0; c < rules->n_contracts; c++)
    if (g_str_equal (contract, rules->contract_ids[c]))
      break;
  if (c == rules->n_contracts)
    {
      tarot_json_set_error (error, NULL, NULL, "contract", "a contract of this variant");
      return FALSE;
    }
  outcome->contract = (guint8) c;
  return TRUE;
}

static gboolean
read_card_points (JsonObject         *object,
                  const TarotRules   *rules,
                  TarotOutcome       *outcome,
                  FrenchEntered      *entered,
                  GError            **error)
{
  gint64 bouts, unit = rules->count_by;
  double points;

  /* §13 bid_grand_chelem: card points do not count, so they may be left out */
  entered->has_points = outcome->contract != FR (rules)->grand_chelem ||
                        json_object_has_member (object, "points") || json_object_has_member (object, "bouts");
  if (!entered->has_points)
    return TRUE;
  if (!tarot_json_get_double (object, "points", NULL, NULL, &points, error) ||
      !tarot_json_get_int (object, "bouts", NULL, NULL, 0, 3, &bouts, error))
    return FALSE;
  if (points < 0 || points * unit > rules->points_total || points * unit != (gint64) (points * unit))
    {
      tarot_json_set_error (error, NULL, NULL, "points", "card points from 0 to 91 in half points");
      return FALSE;
    }
  outcome->points[0] = (guint32) (points * unit);
  outcome->points[1] = rules->points_total - outcome->points[0];
  outcome->bouts[0] = (guint8) bouts;
  outcome->bouts[1] = (guint8) (3 - bouts);
  return TRUE;
}

static gboolean
read_petit_au_bout (JsonObject         *object,
                    const TarotRules   *rules,
                    TarotOutcome       *outcome,
                    FrenchEntered      *entered,
                    GError            **error)
{
  static const char *const allowed[] = { "winner", "played_by", NULL };
  guint n = rules->n_players;
  JsonObject *pab;

  entered->pab_winner = TAROT_NO_SEAT;
  if (!tarot_json_has_value (object, "petit_au_bout"))
    return TRUE;
  if ((pab = tarot_json_get_object (object, "petit_au_bout", NULL, NULL, error)) == NULL ||
      !tarot_json_check_members (pab, allowed, NULL, "petit_au_bout", error) ||
      !get_seat (pab, "winner", "petit_au_bout", n, FALSE, &entered->pab_winner, error))
    return FALSE;
  /* the personal 5-player bonus (§11.3) depends on who played it */
  if (tarot_json_has_value (pab, "played_by") || FR (rules)->scoring == SCORING_APPEL)
    {
      if (!get_seat (pab, "played_by", "petit_au_bout", n, FALSE, &entered->pab_owner, error))
        return FALSE;
    }
  else
    entered->pab_owner = entered->pab_winner;
  tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_PETIT_AU_BOUT, entered->pab_winner,
                           outcome->side[entered->pab_winner], FALSE, 1, entered->pab_owner);
  return TRUE;
}

static gboolean
read_slams (JsonObject         *object,
            const TarotRules   *rules,
            TarotOutcome       *outcome,
            FrenchEntered      *entered,
            GError            **error)
{
  static const char *const allowed[] = { "announced", "made", NULL };
  const FrenchRules *fr = FR (rules);
  gboolean grand = outcome->contract == fr->grand_chelem;
  gboolean announced = FALSE, made = FALSE;

  if (json_object_has_member (object, "chelem"))
    {
      JsonObject *slam = tarot_json_get_object (object, "chelem", NULL, NULL, error);

      if (slam == NULL || !tarot_json_check_members (slam, allowed, NULL, "chelem", error))
        return FALSE;
      /* §13 bid_grand_chelem: bidding it is the announcement */
      announced = grand;
      if ((json_object_has_member (slam, "announced") &&
           !tarot_json_get_bool (slam, "announced", NULL, "chelem", &announced, error)) ||
          (json_object_has_member (slam, "made") &&
           !tarot_json_get_bool (slam, "made", NULL, "chelem", &made, error)))
        return FALSE;
      if (fr->bid_grand_chelem && announced != grand)
        {
          tarot_json_set_problem (error, NULL, "chelem", "announced",
                                  grand ? _("a Grand chelem bid is the slam’s announcement")
                                        : _("with bid_grand_chelem a slam is announced by bidding Grand chelem"));
          return FALSE;
        }
      if (announced || made)
        tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_CHELEM, outcome->declarer, 0, announced, made, 0);
    }
  else if (grand)
    tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_CHELEM, outcome->declarer, 0, TRUE, FALSE, 0);
  entered->slam_made = made;

  entered->defence_slam = -1;
  if (json_object_has_member (object, "defence_slam"))
    {
      gboolean defence_slam;

      if (!tarot_json_get_bool (object, "defence_slam", NULL, NULL, &defence_slam, error))
        return FALSE;
      if (defence_slam && made)
        {
          tarot_json_set_problem (error, NULL, NULL, "defence_slam",
                                  _("the declarer’s side made a slam: the defence won no trick"));
          return FALSE;
        }
      entered->defence_slam = defence_slam;
      if (defence_slam)
        tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_DEFENCE_SLAM, TAROT_NO_SEAT, 1, FALSE, 1, 0);
    }
  return TRUE;
}

/* §13 options: misère declarations and contre */
static gboolean
read_declarations (JsonObject         *object,
                   const TarotRules   *rules,
                   TarotOutcome       *outcome,
                   const SeatChoice   *poignees,
                   guint               n_poignees,
                   GError            **error)
{
  static const char *const misere_kinds[] = { "pas_d_atouts", "pas_d_honneurs", NULL };
  static const char *const contre_levels[] = { "contre", "surcontre", NULL };
  const FrenchRules *fr = FR (rules);
  SeatChoice entries[2 * TAROT_MAX_PLAYERS];
  guint n_entries;

  if (!read_seat_choices (object, "misere", rules->n_players, "kind", misere_kinds, entries, &n_entries,
                          error))
    return FALSE;
  if (n_entries > 0 && !fr->misere)
    {
      tarot_json_set_problem (error, NULL, NULL, "misere", _("misère declarations need the misere option"));
      return FALSE;
    }
  if (!check_misere (rules, entries, n_entries, poignees, n_poignees, error))
    return FALSE;
  for (guint i = 0; i < n_entries; i++)
    tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_MISERE, entries[i].seat,
                             outcome->side[entries[i].seat], TRUE, -1, entries[i].choice + 1);

  if (!read_seat_choices (object, "contre", rules->n_players, "level", contre_levels, entries, &n_entries,
                          error))
    return FALSE;
  if (n_entries > 0 && !fr->contre)
    {
      tarot_json_set_problem (error, NULL, NULL, "contre",
                              _("a contre needs the contre option, with 3 or 4 players"));
      return FALSE;
    }
  for (guint i = 0; i < n_entries; i++)
    {
      if (outcome->side[entries[i].seat] != 1)
        {
          g_autofree char *where = g_strdup_printf ("contre[%u]", i);

          tarot_json_set_error (error, NULL, where, "seat", "a defender");
          return FALSE;
        }
      outcome->kontra[entries[i].seat] = (guint8) (entries[i].choice + 1);
    }
  return TRUE;
}

gboolean
french_outcome_from_json (const TarotRules  *rules,
                          JsonObject        *object,
                          TarotOutcome      *outcome,
                          GError           **error)
{
  static const char *const allowed[] = {
    "end", "contract", "declarer", "partner", "dealer", "points", "bouts", "petit_au_bout",
    "poignees", "chelem", "defence_slam", "misere", "contre", NULL
  };
  static const char *const levels[] = { "simple", "double", "triple", NULL };
  const FrenchRules *fr = FR (rules);
  SeatChoice poignees[2 * TAROT_MAX_PLAYERS];
  FrenchEntered entered = { 0 };
  guint n_poignees;
  guint n = rules->n_players;

  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = (guint8) n;
  outcome->points_unit = rules->count_by;
  outcome->declarer = TAROT_NO_SEAT;
  outcome->partner = TAROT_NO_SEAT;
  outcome->contract = NO_CONTRACT;

  if (!read_end (object, rules, outcome, error))
    return FALSE;
  if (outcome->end != TAROT_END_PLAYED)
    return TRUE;
  if (!tarot_json_check_members (object, allowed, NULL, NULL, error) ||
      !read_contract (object, rules, outcome, error))
    return FALSE;

  if (!get_seat (object, "declarer", NULL, n, FALSE, &outcome->declarer, error) ||
      !get_seat (object, "partner", NULL, n, TRUE, &outcome->partner, error))
    return FALSE;
  if (json_object_has_member (object, "dealer") &&
      !get_seat (object, "dealer", NULL, n, FALSE, &outcome->dealer, error))
    return FALSE;
  if (outcome->partner != TAROT_NO_SEAT && fr->scoring != SCORING_APPEL)
    {
      tarot_json_set_error (error, NULL, NULL, "partner", "null (the declarer plays alone)");
      return FALSE;
    }
  if (outcome->partner == outcome->declarer)
    outcome->partner = TAROT_NO_SEAT;
  for (guint p = 0; p < n; p++)
    outcome->side[p] = p == outcome->declarer || p == outcome->partner ? 0 : 1;

  if (!read_card_points (object, rules, outcome, &entered, error))
    return FALSE;

  if (!read_seat_choices (object, "poignees", n, "level", levels, poignees, &n_poignees, error) ||
      !check_poignees (rules, poignees, n_poignees, error))
    return FALSE;
  for (guint i = 0; i < n_poignees; i++)
    tarot_outcome_add_bonus (outcome, TAROT_FRENCH_BONUS_POIGNEE, poignees[i].seat,
                             outcome->side[poignees[i].seat], TRUE, -1, poignees[i].choice + 1);

  if (!read_petit_au_bout (object, rules, outcome, &entered, error) ||
      !read_slams (object, rules, outcome, &entered, error) ||
      !read_declarations (object, rules, outcome, poignees, n_poignees, error))
    return FALSE;
  return !entered.has_points || check_card_points (rules, outcome, &entered, error);
}

/* Whether a hand can end otherwise than played: passed out unless
 * tarot_force (§13), annulled by a petit sec (§5). */
static gboolean
french_ends (const FrenchRules *fr)
{
  return !fr->tarot_force || fr->annul_petit_sec;
}

JsonObject *
french_outcome_to_json (const TarotRules   *rules,
                        const TarotOutcome *outcome)
{
  static const char *const levels[] = { "simple", "double", "triple" };
  JsonObject *o = json_object_new ();
  JsonArray *poignees = json_array_new ();
  JsonArray *misere = NULL, *contre = NULL;
  guint unit = outcome->points_unit ? outcome->points_unit : 1;

  if (outcome->end != TAROT_END_PLAYED)
    {
      json_object_set_string_member (o, "end", outcome->end == TAROT_END_PASSED_OUT ? "passed_out"
                                                                                    : "annulled");
      json_object_set_int_member (o, "dealer", outcome->dealer);
      json_array_unref (poignees);
      return o;
    }
  if (french_ends (FR (rules)))
    json_object_set_string_member (o, "end", "played");
  json_object_set_string_member (o, "contract", rules->contract_ids[outcome->contract]);
  json_object_set_int_member (o, "declarer", outcome->declarer);
  if (outcome->partner != TAROT_NO_SEAT)
    json_object_set_int_member (o, "partner", outcome->partner);
  else
    json_object_set_null_member (o, "partner");
  json_object_set_int_member (o, "dealer", outcome->dealer);
  /* §13 bid_grand_chelem: card points do not count */
  if (outcome->contract != FR (rules)->grand_chelem)
    {
      if (outcome->points[0] % unit == 0)
        json_object_set_int_member (o, "points", outcome->points[0] / unit);
      else
        json_object_set_double_member (o, "points", (double) outcome->points[0] / unit);
      json_object_set_int_member (o, "bouts", outcome->bouts[0]);
    }
  json_object_set_null_member (o, "petit_au_bout");

  for (guint i = 0; i < outcome->n_bonuses; i++)
    {
      const TarotBonus *b = &outcome->bonuses[i];

      if (b->id == TAROT_FRENCH_BONUS_POIGNEE)
        {
          JsonObject *p = json_object_new ();

          json_object_set_int_member (p, "seat", b->seat);
          json_object_set_string_member (p, "level", levels[CLAMP (b->level, 1, 3) - 1]);
          json_array_add_object_element (poignees, p);
        }
      else if (b->id == TAROT_FRENCH_BONUS_PETIT_AU_BOUT)
        {
          JsonObject *p = json_object_new ();

          json_object_set_int_member (p, "winner", b->seat);
          json_object_set_int_member (p, "played_by", b->level);
          json_object_set_object_member (o, "petit_au_bout", p);
        }
      else if (b->id == TAROT_FRENCH_BONUS_CHELEM)
        {
          JsonObject *p = json_object_new ();

          /* §13 bid_grand_chelem: the contract says whether it was announced */
          if (!FR (rules)->bid_grand_chelem)
            json_object_set_boolean_member (p, "announced", b->announced);
          json_object_set_boolean_member (p, "made", b->made == 1);
          json_object_set_object_member (o, "chelem", p);
        }
      else if (b->id == TAROT_FRENCH_BONUS_DEFENCE_SLAM && FR (rules)->defence_slam_bonus != 0)
        json_object_set_boolean_member (o, "defence_slam", TRUE);
      else if (b->id == TAROT_FRENCH_BONUS_MISERE)
        {
          JsonObject *p = json_object_new ();

          json_object_set_int_member (p, "seat", b->seat);
          json_object_set_string_member (p, "kind", b->level == 1 ? "pas_d_atouts" : "pas_d_honneurs");
          if (misere == NULL)
            misere = json_array_new ();
          json_array_add_object_element (misere, p);
        }
    }
  json_object_set_array_member (o, "poignees", poignees);
  if (misere != NULL)
    json_object_set_array_member (o, "misere", misere);
  for (guint p = 0; p < outcome->n_players; p++)
    if (outcome->kontra[p] >= 1 && outcome->kontra[p] < G_N_ELEMENTS (kontra_ids))
      {
        JsonObject *k = json_object_new ();

        json_object_set_int_member (k, "seat", p);
        json_object_set_string_member (k, "level", kontra_ids[outcome->kontra[p]]);
        if (contre == NULL)
          contre = json_array_new ();
        json_array_add_object_element (contre, k);
      }
  if (contre != NULL)
    json_object_set_array_member (o, "contre", contre);
  return o;
}

/* ------------------------------------------------------------------ */
/* outcome description (docs/family-api.md)                            */

/* Fields after "end" apply to played hands only. */
static void
when_played (JsonObject *field,
             gboolean    has_end)
{
  if (has_end)
    tarot_outcome_desc_when (field, "end", "played", NULL);
}

/* A seat-and-choice list: poignées, misère declarations, contres. */
static JsonObject *
describe_seat_list (JsonObject *desc,
                    gboolean    has_end,
                    const char *id,
                    const char *label,
                    const char *item_label,
                    guint       max_items,
                    const char *key,
                    const char *key_label)
{
  JsonObject *list = tarot_outcome_desc_add (desc, id, "list", label);
  JsonObject *choice;

  json_object_set_string_member (list, "item_label", item_label);
  json_object_set_int_member (list, "max_items", max_items);
  json_object_set_boolean_member (list, "optional", TRUE);
  when_played (list, has_end);
  tarot_outcome_desc_add (list, "seat", "seat", _("Player"));
  choice = tarot_outcome_desc_add (list, key, "choice", key_label);
  return choice;
}

/* Card points and bouts apply to played hands, but for a Grand chelem
 * (§13 bid_grand_chelem: card points do not count). */
static void
when_counted (JsonObject       *field,
              const TarotRules *rules,
              gboolean          has_end)
{
  const FrenchRules *fr = FR (rules);
  JsonArray *counted;

  when_played (field, has_end);
  if (fr->grand_chelem == NO_CONTRACT)
    return;
  counted = json_array_new ();
  for (guint c = 0; c < rules->n_contracts; c++)
    if (c != fr->grand_chelem)
      json_array_add_string_element (counted, rules->contract_ids[c]);
  tarot_outcome_desc_when_array (field, "contract", counted);
}

static void
describe_card_points (JsonObject       *desc,
                      const TarotRules *rules,
                      gboolean          has_end)
{
  JsonObject *f;

  f = tarot_outcome_desc_add (desc, "points", "number", _("Card points"));
  tarot_outcome_desc_set_range (f, 0, rules->points_total / (double) rules->count_by);
  json_object_set_double_member (f, "step", 1.0 / rules->count_by);
  json_object_set_string_member (f, "unit", _("points"));
  json_object_set_string_member (f, "help", _("Of the taker’s side: tricks and discard "
                                              "(and the dog in a Garde sans)"));
  json_object_set_int_member (f, "default", 46);
  when_counted (f, rules, has_end);

  f = tarot_outcome_desc_add (desc, "bouts", "int", _("Bouts"));
  tarot_outcome_desc_set_range (f, 0, 3);
  json_object_set_string_member (f, "help", _("How many of the 21, the Petit and the Excuse "
                                              "the taker’s side holds"));
  json_object_set_int_member (f, "default", 1);
  when_counted (f, rules, has_end);
}

/* Petit au bout, poignées, slams and the optional declarations. */
static void
describe_bonuses (JsonObject       *desc,
                  const TarotRules *rules,
                  gboolean          has_end)
{
  static const char *const levels[] = { "simple", "double", "triple" };
  const FrenchRules *fr = FR (rules);
  JsonObject *f, *slam;
  guint n = rules->n_players;

  f = tarot_outcome_desc_add (desc, "petit_au_bout", "record", _("Petit au bout"));
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "help", _("The Petit was in the last trick (the one before "
                                              "when the Excuse won the last trick of a slam)"));
  when_played (f, has_end);
  tarot_outcome_desc_add (f, "winner", "seat", _("Won the trick"));
  f = tarot_outcome_desc_add (f, "played_by", "seat", _("Played the Petit"));
  if (fr->scoring != SCORING_APPEL)
    {
      json_object_set_boolean_member (f, "optional", TRUE);
      json_object_set_string_member (f, "none_label", _("The winner"));
    }

  f = describe_seat_list (desc, has_end, "poignees", _("Poignées"), _("Add poignée"), n, "level", _("Size"));
  for (guint level = 0; level < 3; level++)
    if (fr->poignee_min[level] <= rules->hand_size)
      {
        g_autofree char *label = g_strdup_printf (_("%s (%u trumps)"), poignee_name (level + 1),
                                                  fr->poignee_min[level]);

        tarot_outcome_desc_add_choice (f, levels[level], label);
      }

  slam = tarot_outcome_desc_add (desc, "chelem", "record", _("Slam"));
  when_played (slam, has_end);
  if (!fr->bid_grand_chelem)
    {
      f = tarot_outcome_desc_add (slam, "announced", "bool", _("Announced"));
      json_object_set_boolean_member (f, "default", FALSE);
    }
  f = tarot_outcome_desc_add (slam, "made", "bool", _("Made (every trick won)"));
  json_object_set_boolean_member (f, "default", FALSE);

  if (fr->defence_slam_bonus != 0)
    {
      f = tarot_outcome_desc_add (desc, "defence_slam", "bool", _("Slam by the defence"));
      json_object_set_boolean_member (f, "default", FALSE);
      when_played (f, has_end);
    }

  if (fr->misere)
    {
      f = describe_seat_list (desc, has_end, "misere", _("Misère declarations"), _("Add declaration"), 2 * n,
                              "kind", _("Declaration"));
      tarot_outcome_desc_add_choice (f, "pas_d_atouts", _("Pas d'atouts"));
      tarot_outcome_desc_add_choice (f, "pas_d_honneurs", _("Pas d'honneurs"));
    }
  if (fr->contre)
    {
      f = describe_seat_list (desc, has_end, "contre", _("Contres"), _("Add contre"), n - 1, "level", _("Level"));
      tarot_outcome_desc_add_choice (f, "contre", _("Contre (×2)"));
      tarot_outcome_desc_add_choice (f, "surcontre", _("Surcontre (×4)"));
    }
}

JsonObject *
french_outcome_describe (const TarotRules *rules)
{
  const FrenchRules *fr = FR (rules);
  JsonObject *desc = tarot_outcome_desc_new ();
  gboolean has_end = french_ends (fr);
  JsonObject *f;

  f = tarot_outcome_desc_add (desc, "dealer", "seat", _("Dealer"));
  json_object_set_boolean_member (f, "optional", TRUE);
  json_object_set_string_member (f, "help", _("For the record; it does not change the score"));

  if (has_end)
    {
      f = tarot_outcome_desc_add (desc, "end", "choice", _("Hand"));
      tarot_outcome_desc_add_choice (f, "played", _("Played"));
      if (!fr->tarot_force)
        tarot_outcome_desc_add_choice (f, "passed_out", _("Passed out (everybody passed)"));
      if (fr->annul_petit_sec)
        tarot_outcome_desc_add_choice (f, "annulled", _("Annulled (petit sec)"));
      json_object_set_string_member (f, "default", "played");
    }

  f = tarot_outcome_desc_add (desc, "contract", "choice", _("Contract"));
  for (guint c = 0; c < rules->n_contracts; c++)
    tarot_outcome_desc_add_choice (f, rules->contract_ids[c], contract_name (rules, c));
  when_played (f, has_end);

  f = tarot_outcome_desc_add (desc, "declarer", "seat", _("Taker"));
  when_played (f, has_end);

  if (fr->scoring == SCORING_APPEL)
    {
      f = tarot_outcome_desc_add (desc, "partner", "seat", _("Called partner"));
      json_object_set_string_member (f, "none_label", _("Alone"));
      json_object_set_boolean_member (f, "optional", TRUE);
      json_object_set_string_member (f, "help", _("Who held the called card; alone if the taker "
                                                  "held it or it lay in the dog"));
      when_played (f, has_end);
    }

  describe_card_points (desc, rules, has_end);
  describe_bonuses (desc, rules, has_end);
  return desc;
}

const char *
french_arg_to_string (const TarotRules *rules,
                      TarotActionKind   kind,
                      guint             arg)
{
  if (kind == TAROT_ACTION_BID && arg < rules->n_contracts)
    return rules->contract_ids[arg];
  if (kind == TAROT_ACTION_ANNOUNCE && arg >= 1 && arg < G_N_ELEMENTS (announce_ids))
    return announce_ids[arg];
  if (kind == TAROT_ACTION_KONTRA && arg >= 1 && arg < G_N_ELEMENTS (kontra_ids))
    return kontra_ids[arg];
  return NULL;
}

gboolean
french_arg_from_string (const TarotRules *rules,
                        TarotActionKind   kind,
                        const char       *str,
                        guint            *arg)
{
  if (kind == TAROT_ACTION_BID)
    return tarot_rules_find_contract (rules, str, arg);
  if (kind == TAROT_ACTION_ANNOUNCE || kind == TAROT_ACTION_KONTRA)
    {
      const char *const *ids = kind == TAROT_ACTION_ANNOUNCE ? announce_ids : kontra_ids;
      guint n = kind == TAROT_ACTION_ANNOUNCE ? G_N_ELEMENTS (announce_ids) : G_N_ELEMENTS (kontra_ids);

      for (guint i = 1; i < n; i++)
        if (g_str_equal (str, ids[i]))
          {
            *arg = i;
            return TRUE;
          }
    }
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* pots (§13 mouches)                                                  */

void
tarot_french_pots_init (TarotFrenchPots *pots)
{
  memset (pots, 0, sizeof *pots);
}

gint32
tarot_french_pots_total (const TarotFrenchPots *pots)
{
  gint32 total = 0;

  for (guint i = 0; i < pots->n_pots; i++)
    total += pots->pots[i];
  return total;
}

/* On a tie the newest pot, as in the ch. 9 example (85 + 5 = 90). */
static guint
largest_pot (const TarotFrenchPots *pots)
{
  guint best = 0;

  for (guint i = 1; i < pots->n_pots; i++)
    if (pots->pots[i] >= pots->pots[best])
      best = i;
  return best;
}

/* Adds up to @amount to pot @i and returns what was added: a pot
 * never exceeds POT_LIMIT, so that long runs of failures (a doubling
 * pot, or simulated players) cannot overflow. */
static gint32
feed_pot (TarotFrenchPots *pots,
          guint            i,
          gint32           amount)
{
  gint32 added = MIN (amount, POT_LIMIT - pots->pots[i]);

  pots->pots[i] += added;
  return added;
}

/* Starts a pot with @amount (at most POT_LIMIT); returns what was paid. */
static gint32
new_pot (TarotFrenchPots *pots,
         gint32           amount)
{
  guint smallest = 0;

  if (pots->n_pots < TAROT_FRENCH_MAX_POTS)
    {
      pots->pots[pots->n_pots] = 0;
      pots->doubled[pots->n_pots] = FALSE;
      pots->n_pots++;
      return feed_pot (pots, pots->n_pots - 1u, amount);
    }
  /* the table holds a bounded number of pots: beyond it, feed the smallest */
  for (guint i = 1; i < pots->n_pots; i++)
    if (pots->pots[i] < pots->pots[smallest])
      smallest = i;
  return feed_pot (pots, smallest, amount);
}

gboolean
tarot_french_pots_settle (TarotFrenchPots    *pots,
                          const TarotRules   *rules,
                          const TarotOutcome *outcome,
                          guint               dealer,
                          gint32             *amounts)
{
  const FrenchRules *fr = FR (rules);
  guint n = rules->n_players;
  guint i;
  gint32 v;

  memset (amounts, 0, sizeof (gint32) * n);
  if (fr->pots == POTS_NONE || dealer >= n)
    return FALSE;

  /* before the deal: the dealer 20 and the others 10 each when the
   * table is empty (Arn. 10 and 5), else the dealer adds 5 (AT 10) to
   * the largest pot */
  if (pots->n_pots == 0)
    {
      gint32 total = 0;

      for (guint p = 0; p < n; p++)
        {
          gint32 stake = p == dealer ? (fr->pots == POTS_ARN ? 10 : 20) : (fr->pots == POTS_ARN ? 5 : 10);

          amounts[p] -= stake;
          total += stake;
        }
      new_pot (pots, total);
    }
  else
    {
      gint32 top = fr->pots == POTS_AT ? 10 : 5;

      amounts[dealer] -= feed_pot (pots, largest_pot (pots), top);
    }

  if (outcome->end != TAROT_END_PLAYED || outcome->declarer >= n)
    return TRUE;

  i = largest_pot (pots);
  v = pots->pots[i];
  if (tarot_french_contract_made (rules, outcome))
    {
      /* a successful declarer takes the largest pot, shared with a
       * called partner */
      pots->n_pots--;
      memmove (&pots->pots[i], &pots->pots[i + 1], (pots->n_pots - i) * sizeof pots->pots[0]);
      memmove (&pots->doubled[i], &pots->doubled[i + 1], (pots->n_pots - i) * sizeof pots->doubled[0]);
      if (outcome->partner < n && outcome->partner != outcome->declarer)
        {
          amounts[outcome->partner] += v / 2;
          amounts[outcome->declarer] += v - v / 2;
        }
      else
        amounts[outcome->declarer] += v;
      return TRUE;
    }

  /* a failed declarer pays as much as the largest pot: Arn. into the
   * single pot; AT always into a new one; otherwise doubling a single
   * undoubled pot, else starting a new one */
  if (fr->pots == POTS_ARN || (fr->pots == POTS_STANDARD && pots->n_pots == 1 && !pots->doubled[0]))
    {
      amounts[outcome->declarer] -= feed_pot (pots, i, v);
      pots->doubled[i] = TRUE;
    }
  else
    amounts[outcome->declarer] -= new_pot (pots, v);
  return TRUE;
}
