/* tarot-french.c — French Tarot (F.F.T. rules for 3 and 4 players,
 * called King for 5), rules/french-tarot.md: the rules, the deal, the
 * auction, dog, announcements, play and views; the outcome and its
 * score are in tarot-french-outcome.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "model/tarot-error.h"
#include "model/tarot-json.h"

#include "tarot-french-private.h"

static const guint8 contract_dog[] = { DOG_TAKEN, DOG_TAKEN, DOG_TAKEN, DOG_SANS, DOG_CONTRE, DOG_TAKEN };
/* §13 pousse_bid, 9.15 (9): Lau./Arn. multipliers per contract above */
static const gint32 pousse_mult[] = { 1, 2, 4, 8, 12, 0 };
static const char *const scoring_ids[] = { "fft", "appel", NULL };
static const char *const pousse_ids[] = { "off", "lau", "arn", NULL };
static const char *const rounding_ids[] = { "none", "5", "10", NULL };
static const char *const pots_ids[] = { "none", "standard", "at", "arn", NULL };

/* ------------------------------------------------------------------ */
/* rules                                                               */

static gboolean
read_int3 (JsonObject  *object,
           const char  *member,
           const char  *file,
           const char  *where,
           gint64       min,
           gint64       max,
           gint32      *out,
           GError     **error)
{
  JsonArray *array = tarot_json_get_array (object, member, file, where, error);
  g_autofree char *expected = NULL;
  guint i = 0;

  if (array == NULL)
    return FALSE;
  if (json_array_get_length (array) == 3)
    for (; i < 3; i++)
      {
        JsonNode *node = json_array_get_element (array, i);

        if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
            json_node_get_int (node) < min || json_node_get_int (node) > max ||
            (i > 0 && json_node_get_int (node) <= out[i - 1]))
          break;
        out[i] = (gint32) json_node_get_int (node);
      }
  if (i == 3)
    return TRUE;
  expected = g_strdup_printf ("an array of 3 increasing integers from %" G_GINT64_FORMAT
                              " to %" G_GINT64_FORMAT, min, max);
  tarot_json_set_error (error, file, where, member, expected);
  return FALSE;
}

static const char *const poignee_values_ids[] = { "standard", "10_20_30", "20_30_40", NULL };
static const char *const appel_sharing_ids[] = { "two_to_one", "equal", NULL };
static const char *const appel_scoring_ids[] = { "seed", "harmonised", NULL };
static const char *const petit_sec_ids[] = { "annul", "play", NULL };

/* Every option the family reads: a file declares it with this type and
 * at most these choices. */
static const TarotOptionKind option_kinds[] = {
  { "poignee_values", TAROT_OPTION_CHOICE, poignee_values_ids },
  { "appel_sharing", TAROT_OPTION_CHOICE, appel_sharing_ids },
  { "appel_scoring", TAROT_OPTION_CHOICE, appel_scoring_ids },
  { "defence_slam_bonus", TAROT_OPTION_INT, NULL },
  { "defender_poignee_personal", TAROT_OPTION_BOOL, NULL },
  { "petit_sec", TAROT_OPTION_CHOICE, petit_sec_ids },
  { "bid_grand_chelem", TAROT_OPTION_BOOL, NULL },
  { "misere", TAROT_OPTION_BOOL, NULL },
  { "petit_en_dedans", TAROT_OPTION_BOOL, NULL },
  { "contre", TAROT_OPTION_BOOL, NULL },
  { "pousse_bid", TAROT_OPTION_CHOICE, pousse_ids },
  { "petit_imprenable", TAROT_OPTION_BOOL, NULL },
  { "tarot_force", TAROT_OPTION_BOOL, NULL },
  { "no_multipliers", TAROT_OPTION_BOOL, NULL },
  { "score_rounding", TAROT_OPTION_CHOICE, rounding_ids },
  { "penguin_poignee", TAROT_OPTION_BOOL, NULL },
  { "mouches", TAROT_OPTION_CHOICE, pots_ids },
};

/* The F.F.T. rules need these; the popular-play options (§13) are
 * off in a file that does not declare them. */
static const char *const required_options[] = {
  "poignee_values", "appel_sharing", "appel_scoring", "defence_slam_bonus",
  "defender_poignee_personal", "petit_sec",
};

static gboolean
option_bool (TarotVariant *variant,
             GHashTable   *options,
             const char   *id)
{
  return tarot_variant_find_option (variant, id) != NULL &&
         tarot_variant_get_option_bool (variant, options, id);
}

/* Index of a choice option's value in @choices (0 when undeclared). */
static gboolean
option_index (TarotVariant       *variant,
              GHashTable         *options,
              const char         *id,
              const char *const  *choices,
              guint              *out,
              GError            **error)
{
  const char *value;

  *out = 0;
  if (tarot_variant_find_option (variant, id) == NULL)
    return TRUE;
  value = tarot_variant_get_option (variant, options, id);
  for (guint i = 0; choices[i] != NULL; i++)
    if (g_strcmp0 (value, choices[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  {
    g_autofree char *list = g_strjoinv ("\", \"", (char **) choices);
    g_autofree char *expected = g_strdup_printf ("choices among \"%s\"", list);

    tarot_json_set_error (error, tarot_variant_get_path (variant), "options", id, expected);
  }
  return FALSE;
}

static int
find_contract (const TarotRules *rules,
               const char       *id)
{
  for (guint c = 0; c < rules->n_contracts; c++)
    if (g_str_equal (rules->contract_ids[c], id))
      return (int) c;
  return -1;
}

/* Adds a contract that an option brings in at @pos (lowest first). */
static gboolean
insert_contract (TarotRules  *rules,
                 int          pos,
                 const char  *id,
                 gint32       value,
                 const char  *file,
                 const char  *where,
                 GError     **error)
{
  if (rules->n_contracts >= TAROT_MAX_CONTRACTS)
    {
      tarot_json_set_error (error, file, where, "contracts", "room for the contracts the options add");
      return FALSE;
    }
  for (int c = rules->n_contracts; c > pos; c--)
    {
      memcpy (rules->contract_ids[c], rules->contract_ids[c - 1], sizeof rules->contract_ids[0]);
      rules->contract_value[c] = rules->contract_value[c - 1];
    }
  g_strlcpy (rules->contract_ids[pos], id, sizeof rules->contract_ids[0]);
  rules->contract_value[pos] = value;
  rules->n_contracts++;
  return TRUE;
}

static gboolean
french_build_rules (TarotRules    *rules,
                    TarotVariant  *variant,
                    guint          n_players,
                    GHashTable    *options,
                    GError       **error)
{
  FrenchRules *fr = (FrenchRules *) (gpointer) rules->family_data.bytes;
  const char *file = tarot_variant_get_path (variant);
  JsonObject *by = tarot_variant_get_players_json (variant, n_players);
  g_autofree char *where = g_strdup_printf ("by_players.%u", n_players);
  g_autofree char *deal_where = g_strdup_printf ("%s.deal", where);
  JsonObject *deal = json_object_get_object_member (by, "deal");
  const char *poignee_values;
  JsonObject *bases = NULL;
  gint32 mins[3];
  gint64 packet, base;
  guint scoring, n_packets, pousse, rounding, pots;
  guint8 kinds[TAROT_MAX_CONTRACTS];

  if (!tarot_json_get_int (deal, "packet", file, deal_where, 1, 12, &packet, error))
    return FALSE;
  n_packets = n_players * rules->hand_size / (guint) packet;
  if (rules->hand_size % packet != 0 ||
      n_players * rules->hand_size + rules->talon_size != tarot_card_set_count (rules->pack) ||
      rules->talon_size > n_packets - 1 || n_packets > 64)
    {
      tarot_json_set_error (error, file, deal_where, NULL,
                            "hand × players + talon = the pack, hand a multiple of packet, "
                            "fewer talon cards than gaps between packets, and at most 64 packets");
      return FALSE;
    }
  fr->packet = (guint8) packet;

  if (rules->n_contracts == 0)
    {
      tarot_json_set_error (error, file, where, "contracts", "a list of contracts");
      return FALSE;
    }
  /* trumps and the Excuse: at most 22 to show */
  if (!read_int3 (by, "poignee", file, where, 1, TAROT_N_TRUMPS + 1, mins, error) ||
      !read_int3 (by, "poignee_values", file, where, 0, 1000, fr->poignee_value, error) ||
      !tarot_json_get_choice (by, "scoring", file, where, scoring_ids, &scoring, error) ||
      !tarot_json_get_int (by, "base", file, where, 0, 1000, &base, error))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (required_options); i++)
    if (tarot_variant_find_option (variant, required_options[i]) == NULL)
      {
        tarot_json_set_error (error, file, NULL, "options",
                              "the French options poignee_values, appel_sharing, appel_scoring, "
                              "defence_slam_bonus, defender_poignee_personal and petit_sec");
        return FALSE;
      }
  if (!tarot_variant_check_option_kinds (variant, option_kinds, G_N_ELEMENTS (option_kinds), error) ||
      !option_index (variant, options, "pousse_bid", pousse_ids, &pousse, error) ||
      !option_index (variant, options, "score_rounding", rounding_ids, &rounding, error) ||
      !option_index (variant, options, "mouches", pots_ids, &pots, error))
    return FALSE;
  fr->bid_grand_chelem = option_bool (variant, options, "bid_grand_chelem");

  /* §13 pousse_bid: Pousse between Prise and Garde; bid_grand_chelem:
   * Grand chelem above Garde contre */
  if (pousse != 0 && find_contract (rules, "pousse") < 0 &&
      !insert_contract (rules, find_contract (rules, "prise") + 1, "pousse", pousse_mult[CONTRACT_POUSSE],
                        file, where, error))
    return FALSE;
  if (fr->bid_grand_chelem && find_contract (rules, "grand_chelem") < 0 &&
      !insert_contract (rules, rules->n_contracts, "grand_chelem", GRAND_CHELEM, file, where, error))
    return FALSE;

  /* the base scores are needed where no_multipliers can be chosen */
  if (tarot_variant_find_option (variant, "no_multipliers") != NULL &&
      (bases = tarot_json_get_object (tarot_variant_get_json (variant), "unmultiplied_bases", file, NULL,
                                      error)) == NULL)
    return FALSE;
  fr->grand_chelem = NO_CONTRACT;
  for (guint i = 0; i < rules->n_contracts; i++)
    {
      guint k;

      for (k = 0; contract_ids[k] != NULL; k++)
        if (g_str_equal (rules->contract_ids[i], contract_ids[k]))
          break;
      if (contract_ids[k] == NULL)
        {
          g_autofree char *pos = g_strdup_printf ("%s.contracts[%u]", where, i);

          tarot_json_set_error (error, file, pos, "id",
                                "prise, pousse, garde, garde_sans, garde_contre or grand_chelem");
          return FALSE;
        }
      kinds[i] = (guint8) k;
      fr->dog_use[i] = contract_dog[k];
      fr->mult[i] = rules->contract_value[i];
      if (k == CONTRACT_GRAND_CHELEM)
        fr->grand_chelem = (guint8) i;
      else if (bases != NULL)
        {
          gint64 v;

          if (!tarot_json_get_int (bases, contract_ids[k], file, "unmultiplied_bases", 0, 10000, &v, error))
            return FALSE;
          fr->unmultiplied_base[i] = (gint32) v;
        }
    }

  for (guint i = 0; i < 3; i++)
    fr->poignee_min[i] = (guint8) mins[i];
  fr->scoring = (guint8) scoring;
  fr->base = (gint32) base;

  if (scoring == SCORING_APPEL)
    {
      if (n_players != 5)
        {
          tarot_json_set_error (error, file, where, "scoring", "\"fft\" (\"appel\" is for 5 players)");
          return FALSE;
        }
      fr->harmonised = g_str_equal (tarot_variant_get_option (variant, options, "appel_scoring"),
                                    "harmonised");
      if (fr->harmonised)
        {
          g_autofree char *mwhere = g_strdup_printf ("%s.harmonised_multipliers", where);
          JsonArray *mults = tarot_json_get_array (by, "harmonised_multipliers", file, where, error);
          guint n_json = rules->n_contracts - (fr->grand_chelem != NO_CONTRACT);

          if (mults == NULL)
            return FALSE;
          if (json_array_get_length (mults) != n_json)
            {
              tarot_json_set_error (error, file, mwhere, NULL, "one integer per contract");
              return FALSE;
            }
          for (guint i = 0; i < n_json; i++)
            {
              JsonNode *node = json_array_get_element (mults, i);

              if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
                  json_node_get_int (node) < 0 || json_node_get_int (node) > 1000)
                {
                  g_autofree char *pos = g_strdup_printf ("%s[%u]", mwhere, i);

                  tarot_json_set_error (error, file, pos, NULL, "an integer from 0 to 1000");
                  return FALSE;
                }
              fr->mult[i] = (gint32) json_node_get_int (node);
            }
          /* Q8: the harmonised option is 9.13 scoring throughout */
          fr->base = 25;
          fr->poignee_value[0] = 20;
          fr->poignee_value[1] = 30;
          fr->poignee_value[2] = 40;
        }
      fr->share_equal = g_str_equal (tarot_variant_get_option (variant, options, "appel_sharing"),
                                     "equal");
    }
  if (pousse != 0)
    {
      /* 9.15 (9): multipliers 1/2/4/8/12, base 25 (Lau.) or 10 (Arn.) */
      for (guint i = 0; i < rules->n_contracts; i++)
        fr->mult[i] = pousse_mult[kinds[i]];
      fr->base = pousse == 1 ? 25 : 10;
    }

  poignee_values = tarot_variant_get_option (variant, options, "poignee_values");
  if (g_str_equal (poignee_values, "10_20_30") || g_str_equal (poignee_values, "20_30_40"))
    {
      gint32 first = poignee_values[0] == '1' ? 10 : 20;

      for (guint i = 0; i < 3; i++)
        fr->poignee_value[i] = first + 10 * (gint32) i;
    }
  if (n_players == 3 && option_bool (variant, options, "penguin_poignee"))
    {
      /* S004: 13 trumps for 10, 21 for 40; the steps between are not
       * in the source, so there is no middle handful */
      fr->poignee_min[0] = PENGUIN_LOW;
      fr->poignee_value[0] = PENGUIN_LOW_VALUE;
      fr->poignee_min[1] = G_MAXUINT8;
      fr->poignee_value[1] = 0;
      fr->poignee_min[2] = PENGUIN_HIGH;
      fr->poignee_value[2] = PENGUIN_HIGH_VALUE;
    }

  for (int suit = 0; suit < TAROT_N_SUITS; suit++)
    for (int face = TAROT_FACE_JACK; face <= TAROT_FACE_KING; face++)
      tarot_card_set_add (&fr->courts, tarot_card_make (suit, face));

  fr->defence_slam_bonus = (gint32) tarot_variant_get_option_int (variant, options, "defence_slam_bonus");
  /* the option's min and max come from the file: keep scores far from overflow */
  if (fr->defence_slam_bonus < 0 || fr->defence_slam_bonus > 1000)
    {
      tarot_json_set_error (error, file, "options", "defence_slam_bonus",
                            "game points from 0 to 1000 (the option's min and max)");
      return FALSE;
    }
  fr->defender_poignee_personal = tarot_variant_get_option_bool (variant, options,
                                                                 "defender_poignee_personal");
  fr->annul_petit_sec = g_str_equal (tarot_variant_get_option (variant, options, "petit_sec"), "annul");
  fr->slam_silent = fr->bid_grand_chelem ? GRAND_SILENT : SLAM_SILENT;
  fr->misere = option_bool (variant, options, "misere");
  fr->petit_en_dedans = option_bool (variant, options, "petit_en_dedans");
  /* contre is between a defender and the declarer: not with a secret partner */
  fr->contre = option_bool (variant, options, "contre") && scoring != SCORING_APPEL;
  fr->petit_imprenable = option_bool (variant, options, "petit_imprenable");
  fr->tarot_force = option_bool (variant, options, "tarot_force");
  fr->no_multipliers = option_bool (variant, options, "no_multipliers");
  fr->rounding = (guint8) (n_players != 3 ? 0 : rounding == 1 ? 5 : rounding == 2 ? 10 : 0);
  fr->pots = (guint8) pots;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* deal                                                                */

static inline guint
next_seat (guint seat,
           guint n)
{
  return seat + 1 == n ? 0 : seat + 1;
}

static void
french_setup (const TarotRules *rules,
              TarotDeal        *deal)
{
  const FrenchRules *fr = FR (rules);
  FrenchState *st = ST (deal);
  TarotCard cards[TAROT_N_CARDS];
  guint8 gaps[TAROT_N_CARDS];
  guint64 dog_before = 0;   /* bit k: a dog card before packet k */
  guint n_cards, n_packets, pos = 0;
  guint n = rules->n_players;

  st->excuse_seat = TAROT_NO_SEAT;
  st->imprenable_seat = TAROT_NO_SEAT;
  st->led_suit = -1;
  n_cards = rules->n_pack_cards;
  memcpy (cards, rules->pack_cards, n_cards);
  tarot_shuffle_cards (&deal->rng, cards, n_cards);

  /* §5: the dog receives single cards between packets, never before
   * the first or after the last one: pick talon_size distinct gaps. */
  n_packets = n * rules->hand_size / fr->packet;
  for (guint i = 0; i + 1 < n_packets; i++)
    gaps[i] = (guint8) (i + 1);
  for (guint i = 0; i < rules->talon_size; i++)
    {
      guint j = i + tarot_rng_below (&deal->rng, n_packets - 1 - i);
      guint8 t = gaps[i];

      gaps[i] = gaps[j];
      gaps[j] = t;
      dog_before |= G_GUINT64_CONSTANT (1) << gaps[i];
    }

  {
    TarotCardSet hands[TAROT_MAX_PLAYERS];
    TarotCardSet talon = TAROT_CARD_SET_EMPTY;

    for (guint p = 0; p < n; p++)
      hands[p] = TAROT_CARD_SET_EMPTY;
    for (guint k = 0, seat = next_seat (deal->dealer, n); k < n_packets; k++, seat = next_seat (seat, n))
      {
        /* without a branch: where the dog cards go is random */
        guint64 dog = (guint64) 0 - ((dog_before >> k) & 1);
        TarotCardSet b = tarot_card_set_single (cards[pos]);

        talon.lo |= b.lo & dog;
        talon.hi |= b.hi & dog;
        pos += (guint) (dog & 1);
        for (guint j = 0; j < fr->packet; j++)
          tarot_card_set_add (&hands[seat], cards[pos++]);
      }
    for (guint p = 0; p < n; p++)
      deal->hands[p] = hands[p];
    deal->talon = talon;
  }

  /* §5 petit sec: the Petit as only trump, without the Excuse */
  if (fr->annul_petit_sec)
    for (guint p = 0; p < n; p++)
      {
        TarotCardSet trumps = tarot_card_set_intersect (deal->hands[p], rules->trumps);

        if (tarot_card_set_equal (trumps, tarot_card_set_single (PETIT)) &&
            !tarot_card_set_contains (deal->hands[p], TAROT_CARD_FOOL))
          {
            /* §13 petit_imprenable: the holder chooses between
             * annulling and declaring the Petit imprenable */
            if (fr->petit_imprenable)
              {
                deal->phase = TAROT_PHASE_DEALING;
                deal->to_move = (guint8) p;
                return;
              }
            deal->phase = TAROT_PHASE_OVER;
            deal->end = TAROT_END_ANNULLED;
            return;
          }
      }

  deal->phase = TAROT_PHASE_AUCTION;
  deal->to_move = (guint8) ((deal->dealer + 1) % n);
}

/* §7: never a King or a bout; trumps only when the plain cards run out */
static TarotCardSet
discard_choices (const TarotRules *rules,
                 const TarotDeal  *deal)
{
  TarotCardSet hand = deal->hands[deal->declarer];
  TarotCardSet plain = tarot_card_set_minus (tarot_card_set_minus (hand, rules->trumps), rules->kings);
  TarotCardSet trumps;

  tarot_card_set_remove (&plain, TAROT_CARD_FOOL);
  if (tarot_card_set_count (plain) >= CST (deal)->discard_left)
    return plain;
  trumps = tarot_card_set_minus (tarot_card_set_intersect (hand, rules->trumps), rules->honours);
  return tarot_card_set_union (plain, trumps);
}

/* §8: a King; a Queen if the declarer holds all four Kings (and so on
 * down the courts). */
static TarotCardSet
call_choices (const TarotRules *rules,
              const TarotDeal  *deal)
{
  TarotCardSet hand = deal->hands[deal->declarer];

  for (int face = TAROT_FACE_KING; face >= TAROT_FACE_JACK; face--)
    {
      TarotCardSet cards = TAROT_CARD_SET_EMPTY;

      for (int s = 0; s < TAROT_N_SUITS; s++)
        tarot_card_set_add (&cards, tarot_card_make (s, face));
      if (!tarot_card_set_is_empty (tarot_card_set_minus (cards, hand)))
        return cards;
    }
  return TAROT_CARD_SET_EMPTY;
}

static gboolean
side_won_all (const TarotDeal *deal,
              guint            side)
{
  for (guint t = 0; t < deal->n_tricks; t++)
    if (side_of (deal, deal->trick_winner[t]) != side)
      return FALSE;
  return TRUE;
}

static guint
poignee_trumps (const TarotRules *rules,
                TarotCardSet      hand)
{
  /* the Excuse counts as a trump for the handful (§9.1) */
  return tarot_card_set_count (tarot_card_set_intersect (hand, rules->trumps)) +
         (tarot_card_set_contains (hand, TAROT_CARD_FOOL) ? 1 : 0);
}

/* Out of line: needed only before each player's first card.  A
 * poignée (§9.1) and, with the misère option, pas d'atouts (no trump;
 * the Excuse does not count) and pas d'honneurs (no court card, no
 * bout) (§13), each at most once. */
static G_GNUC_NO_INLINE void
offer_declarations (const TarotRules *rules,
                    const TarotDeal  *deal,
                    guint             seat,
                    TarotActionList  *list)
{
  const FrenchRules *fr = FR (rules);
  TarotCardSet hand = deal->hands[seat];

  if (CST (deal)->poignee[seat] == 0)
    {
      guint n_trumps = poignee_trumps (rules, hand);

      for (guint level = 0; level < 3; level++)
        if (n_trumps >= fr->poignee_min[level])
          tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE,
                                 TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE + level);
    }
  if (fr->misere)
    {
      guint32 done = deal->announced[seat];

      if (!(done & (1u << TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS)) &&
          tarot_card_set_is_empty (tarot_card_set_intersect (hand, rules->trumps)))
        tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE,
                               TAROT_FRENCH_ANNOUNCE_PAS_D_ATOUTS);
      if (!(done & (1u << TAROT_FRENCH_ANNOUNCE_PAS_D_HONNEURS)) &&
          tarot_card_set_is_empty (tarot_card_set_intersect (hand, tarot_card_set_union (fr->courts,
                                                                                         rules->honours))))
        tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE,
                               TAROT_FRENCH_ANNOUNCE_PAS_D_HONNEURS);
    }
}

/* §9.1: the announcer of a poignée chooses the trumps to show; the
 * Excuse only when no other trump is left to make up the number. */
static G_GNUC_NO_INLINE void
show_choices (const TarotRules *rules,
              const TarotDeal  *deal,
              guint             seat,
              TarotActionList  *list)
{
  TarotCardSet unshown = tarot_card_set_minus (deal->hands[seat], deal->shown);
  TarotCardSet trumps = tarot_card_set_intersect (unshown, rules->trumps);

  if (tarot_card_set_count (trumps) < CST (deal)->show_left &&
      tarot_card_set_contains (unshown, TAROT_CARD_FOOL))
    tarot_card_set_add (&trumps, TAROT_CARD_FOOL);
  tarot_action_list_add_cards (list, TAROT_ACTION_SHOW, seat, trumps);
}

static void
play_choices (const TarotRules *rules,
              const TarotDeal  *deal,
              TarotActionList  *list)
{
  const FrenchState *st = CST (deal);
  guint seat = deal->to_move;
  TarotCardSet hand = deal->hands[seat];
  TarotCardSet legal = hand;

  if (G_UNLIKELY (st->show_left > 0))
    {
      show_choices (rules, deal, seat, list);
      return;
    }

  /* §10.2, the same rules as tarot_legal_follow() with must-overtrump,
   * from the led suit and highest trump kept up to date by
   * play_card().  Written without branches on the cards: random
   * hands make such branches unpredictable, and this is the hottest
   * code of a simulation. */
  if (st->led_suit >= 0)
    {
      /* all suit cards live in the low word, the Excuse in the high one */
      guint64 suit = st->led_suit < TAROT_N_SUITS ? rules->suit_sets[st->led_suit].lo : 0;
      guint64 follow = hand.lo & suit;
      guint64 t_lo = hand.lo & rules->trumps.lo, t_hi = hand.hi & rules->trumps.hi;
      guint hi = st->high_trump;
      /* ids above the highest trump played (0 when none was) */
      guint64 above_lo = hi < 63 ? ~G_GUINT64_CONSTANT (0) << (hi + 1) : 0;
      guint64 above_hi = hi < 63 ? ~G_GUINT64_CONSTANT (0) : ~G_GUINT64_CONSTANT (0) << ((hi - 63) & 63);
      guint64 h_lo = t_lo & above_lo, h_hi = t_hi & above_hi;
      guint64 f = -(guint64) (follow != 0);
      guint64 t = -(guint64) ((t_lo | t_hi) != 0);
      guint64 h = -(guint64) ((h_lo | h_hi) != 0);
      guint64 excuse = hand.hi & (G_GUINT64_CONSTANT (1) << (TAROT_CARD_FOOL - 64));

      legal.lo = (follow & f) | (((h_lo & h) | (t_lo & ~h)) & ~f & t) | (hand.lo & ~f & ~t);
      legal.hi = (((h_hi & h) | (t_hi & ~h)) & ~f & t) | (hand.hi & ~f & ~t) | (excuse & (f | t));
    }

  /* §10.4: after an announced slam the declarer keeps the Excuse for
   * the last trick as long as his side wins every trick */
  if (G_UNLIKELY (st->chelem) && seat == deal->declarer &&
      deal->n_tricks + 1 < rules->n_tricks &&
      tarot_card_set_contains (legal, TAROT_CARD_FOOL) &&
      side_won_all (deal, 0))
    tarot_card_set_remove (&legal, TAROT_CARD_FOOL);

  tarot_action_list_add_cards (list, TAROT_ACTION_PLAY, seat, legal);

  /* §9.1, §13: declarations just before one's first card */
  if (G_UNLIKELY (!(st->played_mask & (1u << seat))))
    offer_declarations (rules, deal, seat, list);
}

/* Everything but playing a card: kept out of line so that the play
 * path, run ~20 times as often, stays small. */
static G_GNUC_NO_INLINE void
setup_phase_choices (const TarotRules *rules,
                     const TarotDeal  *deal,
                     TarotActionList  *list)
{
  guint seat = deal->to_move;

  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      /* petit sec with the petit_imprenable option */
      tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE,
                             TAROT_FRENCH_ANNOUNCE_PETIT_IMPRENABLE);
      tarot_action_list_add (list, TAROT_ACTION_ABANDON, seat, TAROT_CARD_NONE, 0);
      break;

    case TAROT_PHASE_AUCTION:
      /* §13 tarot_force (a): the dealer must bid when all others passed */
      if (!(FR (rules)->tarot_force && seat == deal->dealer && deal->contract == NO_CONTRACT))
        tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      for (guint c = deal->contract == 0xff ? 0 : deal->contract + 1u; c < rules->n_contracts; c++)
        tarot_action_list_add (list, TAROT_ACTION_BID, seat, TAROT_CARD_NONE, c);
      break;

    case TAROT_PHASE_DISCARD:
      tarot_action_list_add_cards (list, TAROT_ACTION_DISCARD, seat, discard_choices (rules, deal));
      break;

    case TAROT_PHASE_CALL:
      tarot_action_list_add_cards (list, TAROT_ACTION_CALL, seat, call_choices (rules, deal));
      break;

    case TAROT_PHASE_ANNOUNCE:
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      tarot_action_list_add (list, TAROT_ACTION_ANNOUNCE, seat, TAROT_CARD_NONE,
                             TAROT_FRENCH_ANNOUNCE_CHELEM);
      break;

    case TAROT_PHASE_KONTRA:
      tarot_action_list_add (list, TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0);
      tarot_action_list_add (list, TAROT_ACTION_KONTRA, seat, TAROT_CARD_NONE,
                             seat == deal->declarer ? TAROT_FRENCH_KONTRA_SURCONTRE
                                                    : TAROT_FRENCH_KONTRA_CONTRE);
      break;

    default:
      break;
    }
}

static void
french_legal_actions (const TarotRules *rules,
                      const TarotDeal  *deal,
                      TarotActionList  *list)
{
  if (G_LIKELY (deal->phase == TAROT_PHASE_PLAY))
    play_choices (rules, deal, list);
  else
    setup_phase_choices (rules, deal, list);
}

static void
start_play (const TarotRules *rules,
            TarotDeal        *deal)
{
  deal->phase = TAROT_PHASE_PLAY;
  /* §10.1: the declarer leads after announcing (or bidding, §13) a slam */
  deal->to_move = ST (deal)->chelem ? deal->declarer : (guint8) ((deal->dealer + 1) % rules->n_players);
  deal->trick_leader[0] = deal->to_move;
}

/* §13 contre: once the contract is settled, each defender in turn may
 * double; then, if one did, the declarer may redouble. */
static void
after_announce (const TarotRules *rules,
                TarotDeal        *deal)
{
  if (FR (rules)->contre)
    {
      deal->phase = TAROT_PHASE_KONTRA;
      deal->to_move = (guint8) next_seat (deal->declarer, rules->n_players);
      ST (deal)->kontra_turns = 0;
      return;
    }
  start_play (rules, deal);
}

static void
after_call (const TarotRules *rules,
            TarotDeal        *deal)
{
  const FrenchRules *fr = FR (rules);

  if (fr->bid_grand_chelem)
    {
      /* §13: a slam is announced by bidding it, not after the discard */
      if (deal->contract == fr->grand_chelem)
        {
          ST (deal)->chelem = TRUE;
          deal->announced[deal->declarer] |= 1u << TAROT_FRENCH_ANNOUNCE_CHELEM;
        }
      after_announce (rules, deal);
      return;
    }
  deal->phase = TAROT_PHASE_ANNOUNCE;
  deal->to_move = deal->declarer;
}

static void
after_dog (const TarotRules *rules,
           TarotDeal        *deal)
{
  if (FR (rules)->scoring == SCORING_APPEL)
    {
      deal->phase = TAROT_PHASE_CALL;
      deal->to_move = deal->declarer;
    }
  else
    after_call (rules, deal);
}

static void
end_auction (const TarotRules *rules,
             TarotDeal        *deal)
{
  if (deal->contract == 0xff)
    {
      deal->phase = TAROT_PHASE_OVER;
      deal->end = TAROT_END_PASSED_OUT;
      deal->to_move = TAROT_NO_SEAT;
      return;
    }

  if (FR (rules)->dog_use[deal->contract] == DOG_TAKEN)
    {
      deal->talon_shown = deal->talon;
      deal->hands[deal->declarer] = tarot_card_set_union (deal->hands[deal->declarer], deal->talon);
      deal->talon = TAROT_CARD_SET_EMPTY;
      deal->phase = TAROT_PHASE_DISCARD;
      deal->to_move = deal->declarer;
      ST (deal)->discard_left = rules->talon_size;
      return;
    }
  after_dog (rules, deal);
}

/* The announcer then shows the trumps one SHOW action at a time. */
static void
announce_poignee (const TarotRules *rules,
                  TarotDeal        *deal,
                  guint             seat,
                  guint             level)
{
  ST (deal)->poignee[seat] = (guint8) level;
  ST (deal)->show_left = FR (rules)->poignee_min[level - 1];
}

static void finish_trick (const TarotRules *rules,
                          TarotDeal        *deal);

static void
play_card (const TarotRules *rules,
           TarotDeal        *deal,
           guint             seat,
           TarotCard         card)
{
  FrenchState *st = ST (deal);
  guint n = rules->n_players;
  guint t = deal->n_tricks;
  guint8 *trick = deal->tricks[t];

  tarot_card_set_remove (&deal->hands[seat], card);
  tarot_card_set_add (&deal->played, card);
  tarot_card_set_add (&st->trick_cards, card);
  trick[deal->trick_len++] = card;
  st->played_mask |= (guint8) (1u << seat);
  /* keep the led suit, highest trump and winning card up to date, so
   * that legal moves and the trick's winner need no loop over it;
   * written with conditional moves, as random cards defeat branch
   * prediction */
  {
    gboolean trump = tarot_card_set_contains (rules->trumps, card);
    int suit = card < 56 ? card / 14 : (trump ? TAROT_N_SUITS : -1);
    guint strength, pos = deal->trick_len - 1u;
    gboolean better;

    if (st->led_suit < 0)
      st->led_suit = (gint8) suit;
    strength = (trump || suit == st->led_suit) ? rules->rank[card] : 0;
    better = strength > st->best_strength;
    st->best_strength = (guint8) (better ? strength : st->best_strength);
    st->best_pos = (guint8) (better ? pos : st->best_pos);
    st->high_trump = (guint8) (trump && card > st->high_trump ? card : st->high_trump);
  }
  if (G_UNLIKELY (card == TAROT_CARD_FOOL))
    {
      st->excuse_seat = (guint8) seat;
      st->excuse_trick = (guint8) t;
    }

  if (deal->trick_len < n)
    deal->to_move = (guint8) next_seat (seat, n);
  else
    finish_trick (rules, deal);
}

/* Out of line: once per trick, and it keeps play_card() small. */
static G_GNUC_NO_INLINE void
finish_trick (const TarotRules *rules,
              TarotDeal        *deal)
{
  FrenchState *st = ST (deal);
  guint n = rules->n_players;
  guint t = deal->n_tricks;
  guint best, winner, leader;

  leader = deal->trick_leader[t];
  best = st->best_pos;
  st->led_suit = -1;
  st->high_trump = 0;
  st->best_pos = 0;
  st->best_strength = 0;

  /* §10.4: a side that has won every trick wins the last one with the Excuse */
  if (t + 1 == rules->n_tricks && st->excuse_trick == t && st->excuse_seat != TAROT_NO_SEAT &&
      t > 0 && side_won_all (deal, side_of (deal, st->excuse_seat)))
    best = (st->excuse_seat + n - leader) % n;

  winner = leader + best >= n ? leader + best - n : leader + best;
  deal->won[winner] = tarot_card_set_union (deal->won[winner], st->trick_cards);
  st->trick_cards = TAROT_CARD_SET_EMPTY;
  deal->trick_winner[t] = (guint8) winner;
  deal->n_tricks++;
  deal->trick_len = 0;

  if (deal->n_tricks == rules->n_tricks)
    {
      deal->phase = TAROT_PHASE_OVER;
      deal->end = TAROT_END_PLAYED;
      deal->to_move = TAROT_NO_SEAT;
      return;
    }
  deal->trick_leader[deal->n_tricks] = (guint8) winner;
  deal->to_move = (guint8) winner;
}

static G_GNUC_NO_INLINE void
apply_other (const TarotRules *rules,
             TarotDeal        *deal,
             TarotAction       action)
{
  FrenchState *st = ST (deal);
  guint seat = action.seat;

  switch (deal->phase)
    {
    case TAROT_PHASE_DEALING:
      if (action.kind == TAROT_ACTION_ABANDON)
        {
          deal->phase = TAROT_PHASE_OVER;
          deal->end = TAROT_END_ANNULLED;
          deal->to_move = TAROT_NO_SEAT;
          break;
        }
      /* the declaration tells everybody where the Petit is */
      st->imprenable_seat = (guint8) seat;
      deal->announced[seat] |= 1u << TAROT_FRENCH_ANNOUNCE_PETIT_IMPRENABLE;
      tarot_card_set_add (&deal->shown, PETIT);
      deal->phase = TAROT_PHASE_AUCTION;
      deal->to_move = (guint8) next_seat (deal->dealer, rules->n_players);
      break;

    case TAROT_PHASE_AUCTION:
      if (deal->n_auction < TAROT_MAX_AUCTION)
        deal->auction[deal->n_auction++] = action;
      if (action.kind == TAROT_ACTION_BID)
        {
          deal->contract = action.arg;
          deal->declarer = (guint8) seat;
        }
      if (++st->speakers == rules->n_players)
        end_auction (rules, deal);
      else
        deal->to_move = (guint8) next_seat (seat, rules->n_players);
      break;

    case TAROT_PHASE_DISCARD:
      tarot_card_set_remove (&deal->hands[seat], action.card);
      tarot_card_set_add (&deal->discard, action.card);
      /* discarded trumps are shown to everybody (§7) */
      if (tarot_card_set_contains (rules->trumps, action.card))
        tarot_card_set_add (&deal->shown, action.card);
      if (--st->discard_left == 0)
        after_dog (rules, deal);
      break;

    case TAROT_PHASE_CALL:
      deal->called_card = action.card;
      deal->partner = TAROT_NO_SEAT;
      for (guint p = 0; p < rules->n_players; p++)
        if (p != deal->declarer && tarot_card_set_contains (deal->hands[p], action.card))
          deal->partner = (guint8) p;
      after_call (rules, deal);
      break;

    case TAROT_PHASE_ANNOUNCE:
      if (action.kind == TAROT_ACTION_ANNOUNCE)
        {
          st->chelem = TRUE;
          deal->announced[seat] |= 1u << TAROT_FRENCH_ANNOUNCE_CHELEM;
        }
      after_announce (rules, deal);
      break;

    case TAROT_PHASE_KONTRA:
      if (action.kind == TAROT_ACTION_KONTRA)
        {
          if (seat == deal->declarer)
            {
              for (guint p = 0; p < rules->n_players; p++)
                if (deal->kontra[p] == TAROT_FRENCH_KONTRA_CONTRE)
                  deal->kontra[p] = TAROT_FRENCH_KONTRA_SURCONTRE;
            }
          else
            deal->kontra[seat] = TAROT_FRENCH_KONTRA_CONTRE;
        }
      if (seat != deal->declarer && ++st->kontra_turns < rules->n_players - 1u)
        deal->to_move = (guint8) next_seat (seat, rules->n_players);
      else
        {
          gboolean doubled = FALSE;

          for (guint p = 0; p < rules->n_players; p++)
            doubled |= deal->kontra[p] == TAROT_FRENCH_KONTRA_CONTRE;
          if (seat != deal->declarer && doubled)
            deal->to_move = deal->declarer;
          else
            start_play (rules, deal);
        }
      break;

    case TAROT_PHASE_PLAY:
      if (action.kind == TAROT_ACTION_SHOW)
        {
          tarot_card_set_add (&deal->shown, action.card);
          st->show_left--;
          break;
        }
      /* a declaration, made just before the first card */
      deal->announced[seat] |= 1u << action.arg;
      if (action.arg <= TAROT_FRENCH_ANNOUNCE_POIGNEE_TRIPLE)
        announce_poignee (rules, deal, seat, action.arg - TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE + 1u);
      break;

    default:
      break;
    }
}

static void
french_apply (const TarotRules *rules,
              TarotDeal        *deal,
              TarotAction       action)
{
  if (G_LIKELY (action.kind == TAROT_ACTION_PLAY))
    play_card (rules, deal, action.seat, action.card);
  else
    apply_other (rules, deal, action);
}

static void
french_make_view (const TarotRules *rules,
                  const TarotDeal  *deal,
                  guint             seat,
                  TarotPlayerView  *view)
{
  /* the partner is known once the called card has been played (§8) */
  if (deal->called_card != TAROT_CARD_NONE &&
      tarot_card_set_contains (deal->played, deal->called_card))
    view->partner = deal->partner;
}

/* The discard never holds a King or a bout, and a discarded trump is
 * shown (§7); a seat that played under the highest trump of a trick
 * has no higher one (§10.2). */
static void
french_sample_constraints (const TarotRules      *rules,
                           const TarotPlayerView *view,
                           TarotCardSet          *excluded)
{
  TarotCardSet never = tarot_card_set_union (tarot_card_set_union (rules->trumps, rules->kings),
                                             rules->honours);
  guint n_tricks = MIN (view->n_tricks, TAROT_MAX_TRICKS - 1u);
  TarotCardSet *discard = &excluded[view->n_players + 1];

  tarot_card_set_add (&never, TAROT_CARD_FOOL);
  *discard = tarot_card_set_union (*discard, never);

  for (guint t = 0; t <= n_tricks; t++)
    {
      guint len = t < view->n_tricks ? rules->n_players : view->trick_len;
      TarotCard high = 0;

      for (guint i = 0; i < len; i++)
        {
          TarotCard c = view->tricks[t][i];
          guint seat = (view->trick_leader[t] + i) % rules->n_players;

          if (!tarot_card_set_contains (rules->trumps, c))
            continue;
          if (c < high)
            {
              TarotCardSet above = TAROT_CARD_SET_EMPTY;

              for (TarotCard h = high + 1; h < TAROT_CARD_FOOL; h++)
                tarot_card_set_add (&above, h);
              excluded[seat] = tarot_card_set_union (excluded[seat], above);
            }
          else
            high = c;
        }
    }
}

/* The partner is whoever holds the called card in the sampled deal;
 * a poignée being shown needs its trumps in the announcer's hand. */
static void
french_sample_state (const TarotRules      *rules,
                     const TarotPlayerView *view,
                     TarotDeal             *deal)
{
  guint shower = deal->to_move;

  if (deal->phase == TAROT_PHASE_PLAY && CST (deal)->show_left > 0 && shower != view->seat)
    {
      TarotCardSet *hand = &deal->hands[shower];
      TarotCardSet trumps = tarot_card_set_union (rules->trumps, tarot_card_set_single (TAROT_CARD_FOOL));

      /* swap hidden trumps in from the other hands for plain cards */
      for (guint p = 0; p < rules->n_players; p++)
        while (p != shower && p != view->seat &&
               tarot_card_set_count (tarot_card_set_intersect (tarot_card_set_minus (*hand, deal->shown), trumps)) <
                 CST (deal)->show_left)
          {
            TarotCard in = tarot_card_set_first (tarot_card_set_minus (tarot_card_set_intersect (deal->hands[p], trumps),
                                                                       deal->shown));
            TarotCard out = tarot_card_set_first (tarot_card_set_minus (*hand, trumps));

            if (in == TAROT_CARD_NONE || out == TAROT_CARD_NONE)
              break;
            tarot_card_set_remove (&deal->hands[p], in);
            tarot_card_set_add (&deal->hands[p], out);
            tarot_card_set_remove (hand, out);
            tarot_card_set_add (hand, in);
          }
    }

  if (view->called_card == TAROT_CARD_NONE || view->partner != TAROT_NO_SEAT)
    return;
  deal->partner = TAROT_NO_SEAT;
  for (guint p = 0; p < rules->n_players; p++)
    if (p != deal->declarer && tarot_card_set_contains (deal->hands[p], view->called_card))
      deal->partner = (guint8) p;
}

const TarotFamily tarot_family_french = {
  .id = "french",
  .build_rules = french_build_rules,
  .setup = french_setup,
  .legal_actions = french_legal_actions,
  .apply = french_apply,
  .outcome = french_outcome,
  .score = french_score,
  .make_view = french_make_view,
  .outcome_from_json = french_outcome_from_json,
  .outcome_to_json = french_outcome_to_json,
  .outcome_describe = french_outcome_describe,
  .arg_to_string = french_arg_to_string,
  .arg_from_string = french_arg_from_string,
  .sample_constraints = french_sample_constraints,
  .sample_state = french_sample_state,
  .piles_settled = TRUE,
};
