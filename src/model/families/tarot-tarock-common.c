/* tarot-tarock-common.c — the outcome JSON, outcome descriptions,
 * action arguments and sampled talons the Central European Tarock
 * families (tapp, koenigrufen, hungarian) share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "model/tarot-json.h"
#include "model/tarot-outcome-desc.h"

#include "tarot-tarock-common.h"

/* The index of @str among @ids[@first … @last], or -1. */
int
tarock_find_id (const char *const *ids,
                guint              first,
                guint              last,
                const char        *str)
{
  for (guint i = first; i <= last; i++)
    if (g_strcmp0 (str, ids[i]) == 0)
      return (int) i;
  return -1;
}

/* A BID arg from the contract's id. */
gboolean
tarock_contract_from_string (const TarotRules *rules,
                             const char       *str,
                             guint            *contract)
{
  for (guint c = 0; c < rules->n_contracts; c++)
    if (g_strcmp0 (str, rules->contract_ids[c]) == 0)
      {
        *contract = c;
        return TRUE;
      }
  return FALSE;
}

/* Reads @member as a seat that plays the hand: not the dealer who sits
 * it out. */
gboolean
tarock_read_seat (JsonObject  *object,
                  const char  *where,
                  const char  *member,
                  guint        n_players,
                  guint        dealer,
                  guint        n_active,
                  guint       *seat,
                  GError     **error)
{
  gint64 value;

  if (!tarot_json_get_int (object, member, NULL, where, 0, n_players - 1, &value, error))
    return FALSE;
  if (value == tarock_sitter (n_players, dealer, n_active))
    {
      tarot_json_set_problem (error, NULL, where, member, _("the dealer sits this hand out"));
      return FALSE;
    }
  *seat = (guint) value;
  return TRUE;
}

/* The optional record "kontra": {"<id>": level, …} for the ids
 * @ids[0 … @last] whose bit is in @targets; any other key is refused
 * with the problem @unknown. */
gboolean
tarock_read_kontra (JsonObject         *object,
                    const char *const  *ids,
                    guint               last,
                    guint32             targets,
                    guint               max_level,
                    guint               bits,
                    const char         *unknown,
                    guint8             *kontra,
                    GError            **error)
{
  JsonObject *k;
  JsonObjectIter iter;
  const char *target;
  JsonNode *node;

  if (!json_object_has_member (object, "kontra"))
    return TRUE;
  if ((k = tarot_json_get_object (object, "kontra", NULL, NULL, error)) == NULL)
    return FALSE;
  json_object_iter_init (&iter, k);
  while (json_object_iter_next (&iter, &target, &node))
    {
      int t = tarock_find_id (ids, 0, last, target);
      gint64 level;

      if (t < 0 || !(targets & (1u << t)))
        {
          tarot_json_set_problem (error, NULL, "kontra", target, unknown);
          return FALSE;
        }
      if (!tarot_json_get_int (k, target, NULL, "kontra", 0, max_level, &level, error))
        return FALSE;
      tarock_set_kontra_level (kontra, (guint) t, bits, (guint) level);
    }
  return TRUE;
}

/* Writes the record "kontra" that tarock_read_kontra() reads, with the
 * levels above 0. */
void
tarock_write_kontra (JsonObject         *object,
                     const char *const  *ids,
                     guint               last,
                     guint               bits,
                     const guint8       *kontra)
{
  JsonObject *record = json_object_new ();

  for (guint t = 0; t <= last; t++)
    if (tarock_kontra_level (kontra, t, bits) > 0)
      json_object_set_int_member (record, ids[t], tarock_kontra_level (kontra, t, bits));
  json_object_set_object_member (object, "kontra", record);
}

/* Only announced items are doubled: a kontra level above 0 on
 * @ids[@first … @last] needs an announced bonus of that id. */
gboolean
tarock_check_kontra_announced (const TarotOutcome  *outcome,
                               const char *const   *ids,
                               guint                first,
                               guint                last,
                               guint                bits,
                               const char          *problem,
                               GError             **error)
{
  for (guint t = first; t <= last; t++)
    {
      gboolean ok = tarock_kontra_level (outcome->kontra, t, bits) == 0;

      for (guint i = 0; i < outcome->n_bonuses && !ok; i++)
        ok = outcome->bonuses[i].id == t && outcome->bonuses[i].announced;
      if (!ok)
        {
          tarot_json_set_problem (error, NULL, "kontra", ids[t], problem);
          return FALSE;
        }
    }
  return TRUE;
}

/* A bonus as the families write it: "id", "seat" (with
 * TAROCK_BONUS_SEAT, when it has one), "side", "announced", "made" and
 * "kontra" (with TAROCK_BONUS_LEVEL). */
JsonObject *
tarock_bonus_to_json (const TarotOutcome *outcome,
                      const char         *id,
                      const TarotBonus   *b,
                      TarockBonusFields   fields)
{
  JsonObject *bo = json_object_new ();

  json_object_set_string_member (bo, "id", id);
  if ((fields & TAROCK_BONUS_SEAT) && b->seat < outcome->n_players)
    json_object_set_int_member (bo, "seat", b->seat);
  json_object_set_string_member (bo, "side", b->side == 0 ? "declarer" : "opponents");
  json_object_set_boolean_member (bo, "announced", b->announced);
  json_object_set_boolean_member (bo, "made", b->made == 1);
  if (fields & TAROCK_BONUS_LEVEL)
    json_object_set_int_member (bo, "kontra", b->level);
  return bo;
}

/* The card points of the best @k cards of @set, in the rules' units. */
guint
tarock_best_points (const TarotRules *rules,
                    TarotCardSet      set,
                    guint             k)
{
  guint sum = 0;

  for (int v = G_N_ELEMENTS (rules->value_sets) - 1; v >= 0 && k > 0; v--)
    {
      guint here = MIN (k, tarot_card_set_count (tarot_card_set_intersect (set, rules->value_sets[v])));

      sum += here * (rules->count_by * (guint) v - (rules->count_by - 1));
      k -= here;
    }
  return sum;
}

/* The "dealer" field of an outcome description. */
void
tarock_describe_dealer (JsonObject *desc,
                        guint       n_players,
                        guint       n_active)
{
  JsonObject *f = tarot_outcome_desc_add (desc, "dealer", "seat", _("Dealer"));

  json_object_set_int_member (f, "default", 0);
  if (tarock_sitter (n_players, 0, n_active) != TAROT_NO_SEAT)
    json_object_set_string_member (f, "help", _("Sits this hand out"));
}

/* The "announced" and "made" fields of a bonus in a "bonuses" list. */
void
tarock_describe_bonus_flags (JsonObject *list)
{
  JsonObject *f;

  f = tarot_outcome_desc_add (list, "announced", "bool", _("Announced"));
  json_object_set_boolean_member (f, "default", FALSE);
  f = tarot_outcome_desc_add (list, "made", "bool", _("Made"));
  json_object_set_boolean_member (f, "default", TRUE);
}

/* A sampled deal's talon order where the view hid it: the slots of
 * @order[0 … @n) that hold no card get the talon's other cards, in a
 * random order. */
void
tarock_sample_talon_order (TarotDeal *deal,
                           guint8    *order,
                           guint      n)
{
  TarotCard cards[TAROT_CARD_ID_LIMIT];
  TarotCardSet rest = deal->talon;
  guint n_cards = 0, k = 0;

  for (guint i = 0; i < n; i++)
    if (order[i] != TAROT_CARD_NONE)
      tarot_card_set_remove (&rest, order[i]);
  TAROT_CARD_SET_FOREACH (rest, c)
    cards[n_cards++] = c;
  tarot_shuffle_cards (&deal->rng, cards, n_cards);
  for (guint i = 0; i < n; i++)
    if (order[i] == TAROT_CARD_NONE)
      order[i] = k < n_cards ? cards[k++] : TAROT_CARD_NONE;
}
