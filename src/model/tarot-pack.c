/* tarot-pack.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tarot-data.h"
#include "tarot-error.h"
#include "tarot-json.h"
#include "tarot-pack.h"

struct _TarotPack
{
  GObject          parent_instance;

  char            *id;
  char            *name;
  TarotSuitSystem  suit_system;
  TarotFoolRole    fool_role;
  guint            fool_name;           /* index into fool_names */
  gboolean         maid;                /* the lowest court is a Maid */
  TarotCardSet     cards;               /* every card the pack draws */
  TarotCardSet     optional;            /* of which those games add only when they say so */
  guint            n_cards;
  guint8           lowest_trump;        /* the trumps' numbers: lowest .. highest */
  guint8           highest_trump;
  TarotCard        order[TAROT_CARD_ID_LIMIT];  /* display order */
  guint8           suit_rank[TAROT_CARD_ID_LIMIT];
  guint8           trump_rank[TAROT_MAX_TRUMP + 1];  /* by trump number; 0 = not in the pack */
  /* by trump number: the numeral printed on it (0 = none), and the name
   * of an unnumbered trump (index into trump_names + 1, 0 = none) */
  guint8           printed[TAROT_MAX_TRUMP + 1];
  guint8           trump_name[TAROT_MAX_TRUMP + 1];
  gboolean         roman;               /* trumps are named by Roman numerals (Hungary) */
  guint8           value[TAROT_CARD_ID_LIMIT];
  char             strings[TAROT_CARD_ID_LIMIT][8];
  JsonObject      *art;
};

G_DEFINE_FINAL_TYPE (TarotPack, tarot_pack, G_TYPE_OBJECT)

static const char *const suit_system_ids[] = { "french", "italian", NULL };
static const char *const fool_role_ids[] = { "excuse", "top_trump", NULL };
static const char *const fool_name_ids[] = { "excuse", "fool", "skus", "skiz", "fuggitivo", NULL };
static const char *const fool_names[] = { N_("the Excuse"), N_("the Fool"), N_("the Sküs"),
                                          /* TRANSLATORS: the skíz is the Hungarian name of the top tarokk, the Austrian Sküs */
                                          N_("the Skíz"),
                                          /* Translators: the Sicilian Fool, "the Fugitive" */
                                          N_("the Fuggitivo") };
/* Trumps that carry a name instead of a numeral (the Bolognese Angel, World, Sun, Moon, Moors
 * and Bagattino) */
static const char *const trump_name_ids[] = { "angel", "world", "sun", "moon", "moor", "bagattino", NULL };
static const char *const trump_names[] = {
  /* Translators: an unnumbered trump of the Tarocchino Bolognese */
  N_("the Angel"), N_("the World"), N_("the Sun"), N_("the Moon"),
  /* Translators: one of the four equal Bolognese trumps, the Moors (Mori) */
  N_("a Moor"),
  /* Translators: the lowest Bolognese trump, the Bagattino (Begato) */
  N_("the Bagattino")
};
/* The lowest court: a Jack, or a female Maid (Sicily) */
static const char *const jack_name_ids[] = { "jack", "maid", NULL };

/* Universal suit order 0..3 under each suit system. */
static const char *const suit_ids[2][4] = {
  { "spades", "clubs", "hearts", "diamonds" },
  { "swords", "batons", "cups", "coins" },
};
static const char *const suit_letters[2][4] = {
  { "S", "C", "H", "D" },
  { "SW", "BA", "CU", "CO" },
};
static const char *const suit_names[2][4] = {
  { N_("Spades"), N_("Clubs"), N_("Hearts"), N_("Diamonds") },
  { N_("Swords"), N_("Batons"), N_("Cups"), N_("Coins") },
};
static const char *const face_ids[TAROT_N_FACES] = {
  "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K",
};
static const char *const face_names[TAROT_N_FACES] = {
  N_("Ace"), N_("2"), N_("3"), N_("4"), N_("5"), N_("6"), N_("7"), N_("8"),
  N_("9"), N_("10"), N_("Jack"), N_("Cavalier"), N_("Queen"), N_("King"),
};

static void
tarot_pack_finalize (GObject *object)
{
  TarotPack *self = (TarotPack *) object;

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->art, json_object_unref);

  G_OBJECT_CLASS (tarot_pack_parent_class)->finalize (object);
}

static void
tarot_pack_class_init (TarotPackClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tarot_pack_finalize;
}

static void
tarot_pack_init (TarotPack *self)
{
}

static int
parse_face (const char *s)
{
  if (g_str_equal (s, "A"))
    return TAROT_FACE_ACE;
  for (int f = 0; f < TAROT_N_FACES; f++)
    if (g_str_equal (s, face_ids[f]))
      return f;
  return -1;
}

static gboolean
values_key_error (TarotPack   *self,
                  const char  *file,
                  const char  *member,
                  GError     **error)
{
  g_autofree char *expected =
    g_strdup_printf ("a key \"default\", \"fool\", a face (K Q C J 10 … 1) or T-%u … T-%u",
                     self->lowest_trump, self->highest_trump);

  tarot_json_set_error (error, file, "values", member, expected);
  return FALSE;
}

/* "trumps": n for trumps 1..n, or {"lowest": 0, "highest": 20} (Sicily:
 * the Miseria, trump 0, below 1..20). */
static gboolean
parse_trumps (TarotPack   *self,
              JsonObject  *root,
              const char  *file,
              GError     **error)
{
  static const char *const keys[] = { "lowest", "highest", NULL };
  JsonNode *node = json_object_get_member (root, "trumps");
  gint64 lowest = 1, highest;

  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *range = json_node_get_object (node);

      if (!tarot_json_check_members (range, keys, file, "trumps", error) ||
          !tarot_json_get_int (range, "lowest", file, "trumps", 0, 1, &lowest, error) ||
          !tarot_json_get_int (range, "highest", file, "trumps", 1, TAROT_MAX_TRUMP, &highest, error))
        return FALSE;
    }
  else if (!tarot_json_get_int (root, "trumps", file, NULL, 1, TAROT_MAX_TRUMP, &highest, error))
    return FALSE;
  self->lowest_trump = (guint8) lowest;
  self->highest_trump = (guint8) highest;
  return TRUE;
}

/* "K": all Kings; "T-21": one trump; "fool": the Fool. */
static gboolean
parse_values (TarotPack   *self,
              JsonObject  *values,
              const char  *file,
              GError     **error)
{
  gint64 dflt;
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  if (!tarot_json_get_int (values, "default", file, "values", 0, 9, &dflt, error))
    return FALSE;
  memset (self->value, (int) dflt, sizeof self->value);

  json_object_iter_init (&iter, values);
  while (json_object_iter_next (&iter, &member, &node))
    {
      gint64 v;
      int face;

      if (g_str_equal (member, "default"))
        continue;
      if (!tarot_json_get_int (values, member, file, "values", 0, 9, &v, error))
        return FALSE;
      if (g_str_equal (member, "fool"))
        self->value[TAROT_CARD_FOOL] = (guint8) v;
      else if (g_str_has_prefix (member, "T-"))
        {
          guint64 n;

          if (!g_ascii_string_to_unsigned (member + 2, 10, self->lowest_trump, self->highest_trump, &n, NULL))
            return values_key_error (self, file, member, error);
          self->value[tarot_card_make_trump ((guint) n)] = (guint8) v;
        }
      else if ((face = parse_face (member)) >= 0)
        {
          for (int s = 0; s < TAROT_N_SUITS; s++)
            self->value[tarot_card_make (s, face)] = (guint8) v;
        }
      else
        return values_key_error (self, file, member, error);
    }
  return TRUE;
}

static gboolean
parse_ranks (TarotPack   *self,
             JsonObject  *ranks,
             const char  *file,
             GError     **error)
{
  guint n = 0;

  self->order[n++] = TAROT_CARD_FOOL;
  for (guint t = self->lowest_trump; t <= self->highest_trump; t++)
    self->order[n++] = tarot_card_make_trump (t);

  for (int s = 0; s < TAROT_N_SUITS; s++)
    {
      const char *suit = suit_ids[self->suit_system][s];
      g_autofree char *where = g_strdup_printf ("ranks.%s", suit);
      JsonArray *list = tarot_json_get_array (ranks, suit, file, "ranks", error);
      guint len;

      if (list == NULL)
        return FALSE;
      len = json_array_get_length (list);
      if (len == 0 || len > TAROT_N_FACES)
        {
          tarot_json_set_error (error, file, where, NULL, "1 to 14 faces, high to low");
          return FALSE;
        }
      for (guint i = 0; i < len; i++)
        {
          JsonNode *node = json_array_get_element (list, i);
          const char *str = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_string (node) : NULL;
          int face = str ? parse_face (str) : -1;
          TarotCard c;

          if (face < 0 || tarot_card_set_contains (self->cards, tarot_card_make (s, face)))
            {
              g_autofree char *pos = g_strdup_printf ("%s[%u]", where, i);

              tarot_json_set_error (error, file, pos, NULL,
                                    "a face not listed before: K, Q, C, J, 10 … 2 or A");
              return FALSE;
            }
          c = tarot_card_make (s, face);
          tarot_card_set_add (&self->cards, c);
          self->suit_rank[c] = (guint8) (len - i);
          self->order[n++] = c;
        }
    }

  for (guint t = self->lowest_trump; t <= self->highest_trump; t++)
    tarot_card_set_add (&self->cards, tarot_card_make_trump (t));
  tarot_card_set_add (&self->cards, TAROT_CARD_FOOL);
  self->n_cards = n;
  return TRUE;
}

/* "trump_order": the trump numbers high → low, when they do not simply
 * rank by number (Piedmont: the Angel, 20, above the World, 21).  An
 * entry may be a list of numbers of equal rank, of which the later
 * played wins (Bologna's Moors). */
static gboolean
parse_trump_order (TarotPack   *self,
                   JsonObject  *root,
                   const char  *file,
                   GError     **error)
{
  guint n_trumps = self->highest_trump - self->lowest_trump + 1u;
  guint8 group[TAROT_MAX_TRUMP + 1] = { 0, };  /* each number's entry + 1 */
  g_autofree char *expected = NULL;
  JsonArray *order;
  guint n_seen = 0, n_entries;

  for (guint t = self->lowest_trump; t <= self->highest_trump; t++)
    self->trump_rank[t] = (guint8) (t - self->lowest_trump + 1);
  if (!json_object_has_member (root, "trump_order"))
    return TRUE;
  if ((order = tarot_json_get_array (root, "trump_order", file, NULL, error)) == NULL)
    return FALSE;
  n_entries = json_array_get_length (order);
  expected = g_strdup_printf ("a trump number %u to %u not listed before", self->lowest_trump, self->highest_trump);
  for (guint i = 0; i < n_entries; i++)
    {
      JsonNode *entry = json_array_get_element (order, i);
      JsonArray *equal = JSON_NODE_HOLDS_ARRAY (entry) ? json_node_get_array (entry) : NULL;
      guint n_equal = equal != NULL ? json_array_get_length (equal) : 1;

      for (guint j = 0; j < n_equal; j++)
        {
          JsonNode *node = equal != NULL ? json_array_get_element (equal, j) : entry;
          gint64 n = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64
                     ? json_node_get_int (node) : -1;

          if (n < self->lowest_trump || n > self->highest_trump || group[n] != 0 ||
              (equal != NULL && n_equal < 2))
            {
              g_autofree char *pos = equal != NULL ? g_strdup_printf ("trump_order[%u][%u]", i, j)
                                                   : g_strdup_printf ("trump_order[%u]", i);

              tarot_json_set_error (error, file, pos, NULL,
                                    equal != NULL && n_equal < 2 ? "a list of two or more trumps of equal rank"
                                                                 : expected);
              return FALSE;
            }
          group[n] = (guint8) (i + 1);
          n_seen++;
        }
    }
  if (n_seen != n_trumps)
    {
      g_autofree char *all = g_strdup_printf ("the %u trump numbers, high to low", n_trumps);

      tarot_json_set_error (error, file, "trump_order", NULL, all);
      return FALSE;
    }
  for (guint t = self->lowest_trump; t <= self->highest_trump; t++)
    self->trump_rank[t] = (guint8) (n_entries + 1 - group[t]);
  return TRUE;
}

/* "size_mm": [width, height] of a card in millimetres. */
static gboolean
check_size (JsonObject  *art,
            const char  *file,
            GError     **error)
{
  JsonArray *size = tarot_json_get_array (art, "size_mm", file, "art", error);

  if (size == NULL)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      JsonNode *node = i < json_array_get_length (size) ? json_array_get_element (size, i) : NULL;
      GType type = node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node)
                                                                 : G_TYPE_INVALID;

      if (json_array_get_length (size) != 2 ||
          (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE) ||
          !(json_node_get_double (node) >= 10 && json_node_get_double (node) <= 500))
        {
          tarot_json_set_error (error, file, "art", "size_mm",
                                "[width, height] in millimetres, each from 10 to 500");
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_art (JsonObject  *art,
           const char  *file,
           gboolean     italian,
           guint        n_trumps,
           GError     **error)
{
  static const char *const keys[] = { "size_mm", "trumps", "fool", "heads",
                                      "traditional_indices", "palette" };
  JsonObject *trumps;

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (!json_object_has_member (art, keys[i]))
      {
        tarot_json_set_error (error, file, "art", keys[i], "a value (see packs.md D11)");
        return FALSE;
      }
  if (italian && (!json_object_has_member (art, "sword_style") ||
                  !json_object_has_member (art, "baton_style")))
    {
      tarot_json_set_error (error, file, "art",
                            json_object_has_member (art, "sword_style") ? "baton_style" : "sword_style",
                            "a string (Italian packs)");
      return FALSE;
    }
  if ((trumps = tarot_json_get_object (art, "trumps", file, "art", error)) == NULL)
    return FALSE;
  if (tarot_json_get_string (trumps, "numeral_style", file, "art.trumps", error) == NULL)
    return FALSE;
  if (json_object_has_member (trumps, "subjects"))
    {
      JsonArray *subjects = tarot_json_get_array (trumps, "subjects", file, "art.trumps", error);

      if (subjects == NULL)
        return FALSE;
      if (json_array_get_length (subjects) != n_trumps)
        {
          g_autofree char *expected = g_strdup_printf ("an array of %u subject ids, by trump number", n_trumps);

          tarot_json_set_error (error, file, "art.trumps", "subjects", expected);
          return FALSE;
        }
      for (guint i = 0; i < n_trumps; i++)
        {
          JsonNode *node = json_array_get_element (subjects, i);

          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
              !tarot_json_is_id (json_node_get_string (node)))
            {
              g_autofree char *pos = g_strdup_printf ("art.trumps.subjects[%u]", i);

              tarot_json_set_error (error, file, pos, NULL, "a subject id: a non-empty string without spaces");
              return FALSE;
            }
        }
    }
  return check_size (art, file, error) &&
         tarot_json_get_object (art, "fool", file, "art", error) != NULL;
}

/* "trump_names": one entry per trump from the lowest, the numeral printed on it (0 to 99) or
 * the name of an unnumbered one; without it every trump shows its number. */
static gboolean
parse_trump_names (TarotPack   *self,
                   JsonObject  *root,
                   const char  *file,
                   GError     **error)
{
  guint n = self->highest_trump - self->lowest_trump + 1u;
  JsonArray *names;

  for (guint t = 0; t <= TAROT_MAX_TRUMP; t++)
    self->printed[t] = t;
  if (!json_object_has_member (root, "trump_names"))
    return TRUE;
  if ((names = tarot_json_get_array (root, "trump_names", file, NULL, error)) == NULL)
    return FALSE;
  if (json_array_get_length (names) != n)
    {
      g_autofree char *problem = g_strdup_printf ("%u entries, one per trump from the lowest", n);

      tarot_json_set_error (error, file, NULL, "trump_names", problem);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonNode *e = json_array_get_element (names, i);
      guint t = self->lowest_trump + i;
      g_autofree char *key = g_strdup_printf ("trump_names[%u]", i);

      if (JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_INT64 &&
          json_node_get_int (e) >= 1 && json_node_get_int (e) <= 99)
        self->printed[t] = (guint8) json_node_get_int (e);
      else if (JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == G_TYPE_STRING &&
               g_strv_contains (trump_name_ids, json_node_get_string (e)))
        {
          self->printed[t] = 0;
          for (guint k = 0; trump_name_ids[k] != NULL; k++)
            if (g_str_equal (trump_name_ids[k], json_node_get_string (e)))
              self->trump_name[t] = k + 1;
        }
      else
        {
          tarot_json_set_error (error, file, NULL, key,
                                "a numeral 1 to 99 or one of angel, world, sun, moon, moor, bagattino");
          return FALSE;
        }
    }
  return TRUE;
}

/* @n (1..99) in subtractive Roman numerals: "XIX". */
static void
roman_numeral (guint  n,
               char  *out,
               gsize  size)
{
  static const char *const tens[] = { "", "X", "XX", "XXX", "XL", "L", "LX", "LXX", "LXXX", "XC" };
  static const char *const ones[] = { "", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX" };

  g_snprintf (out, size, "%s%s", tens[n / 10 % 10], ones[n % 10]);
}

/* "optional": the cards a pack holds that its games leave out unless a variant adds them
 * ("cards": {"add": […]}): the Sicilian Ace of Coins, made to carry the tax stamp
 * (packs.md §6).  Suit cards and trumps of the pack, by their ids ("CO-1"). */
static gboolean
parse_optional (TarotPack   *self,
                JsonObject  *root,
                const char  *file,
                GError     **error)
{
  JsonArray *list;

  if (!json_object_has_member (root, "optional"))
    return TRUE;
  if ((list = tarot_json_get_array (root, "optional", file, NULL, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      const char *str = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                        ? json_node_get_string (node) : NULL;
      TarotCard c;

      if (str == NULL || !tarot_pack_card_from_string (self, str, &c) || tarot_card_is_fool (c) ||
          tarot_card_set_contains (self->optional, c))
        {
          g_autofree char *pos = g_strdup_printf ("optional[%u]", i);

          tarot_json_set_error (error, file, pos, NULL,
                                "the id of a suit card or trump of the pack not listed before (\"CO-1\")");
          return FALSE;
        }
      tarot_card_set_add (&self->optional, c);
    }
  if (tarot_card_set_count (self->optional) + 1u >= self->n_cards)
    {
      tarot_json_set_error (error, file, "optional", NULL, "fewer cards than the pack holds");
      return FALSE;
    }
  return TRUE;
}

/* @file is the basename shown in messages. */
static TarotPack *
pack_new_from_json (JsonObject  *root,
                    const char  *file,
                    GError     **error)
{
  g_autoptr(TarotPack) self = NULL;
  JsonObject *ranks, *fool, *values, *art;
  const char *id, *name, *fool_id;
  guint system, role, fool_name;

  if ((id = tarot_json_get_id (root, "id", file, NULL, error)) == NULL ||
      !tarot_data_check_id (file, id, error) ||
      (name = tarot_json_get_name (root, "name", file, NULL, error)) == NULL ||
      !tarot_json_get_choice (root, "suit_system", file, NULL, suit_system_ids, &system, error) ||
      (fool = tarot_json_get_object (root, "fool", file, NULL, error)) == NULL ||
      !tarot_json_get_choice (fool, "role", file, "fool", fool_role_ids, &role, error) ||
      !tarot_json_get_choice (fool, "name", file, "fool", fool_name_ids, &fool_name, error) ||
      (fool_id = tarot_json_get_id (fool, "id", file, "fool", error)) == NULL ||
      (ranks = tarot_json_get_object (root, "ranks", file, NULL, error)) == NULL ||
      (values = tarot_json_get_object (root, "values", file, NULL, error)) == NULL ||
      (art = tarot_json_get_object (root, "art", file, NULL, error)) == NULL)
    return NULL;

  self = g_object_new (TAROT_TYPE_PACK, NULL);
  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->suit_system = system;
  self->fool_role = role;
  self->fool_name = fool_name;
  if (json_object_has_member (root, "trump_numerals"))
    {
      static const char *const numeral_ids[] = { "arabic", "roman", NULL };
      guint numerals;

      if (!tarot_json_get_choice (root, "trump_numerals", file, NULL, numeral_ids, &numerals, error))
        return NULL;
      self->roman = numerals == 1;
    }
  if (json_object_has_member (root, "jack_name"))
    {
      guint jack;

      if (!tarot_json_get_choice (root, "jack_name", file, NULL, jack_name_ids, &jack, error))
        return NULL;
      self->maid = jack == 1;
    }

  if (!parse_trumps (self, root, file, error) ||
      !parse_ranks (self, ranks, file, error) ||
      !parse_trump_order (self, root, file, error) ||
      !parse_trump_names (self, root, file, error) ||
      !parse_values (self, values, file, error) ||
      !check_art (art, file, system == TAROT_SUIT_SYSTEM_ITALIAN,
                  self->highest_trump - self->lowest_trump + 1u, error))
    return NULL;
  self->art = json_object_ref (art);

  for (guint t = 0; t <= TAROT_MAX_TRUMP; t++)
    g_snprintf (self->strings[tarot_card_make_trump (t)], sizeof self->strings[0], "T-%u", t);
  for (int s = 0; s < TAROT_N_SUITS; s++)
    for (int f = 0; f < TAROT_N_FACES; f++)
      g_snprintf (self->strings[tarot_card_make (s, f)], sizeof self->strings[0], "%s-%s",
                  suit_letters[system][s], face_ids[f]);
  /* the Fool's id names it in saves: short, and no other card's */
  for (TarotCard c = 0; c < TAROT_CARD_ID_LIMIT; c++)
    if (strlen (fool_id) >= sizeof self->strings[0] ||
        (c != TAROT_CARD_FOOL && g_ascii_strcasecmp (fool_id, self->strings[c]) == 0))
      {
        tarot_json_set_error (error, file, "fool", "id",
                              "at most 7 characters, not the id of another card (\"T-1\", \"S-K\"...)");
        return NULL;
      }
  g_strlcpy (self->strings[TAROT_CARD_FOOL], fool_id, sizeof self->strings[0]);
  if (!parse_optional (self, root, file, error))
    return NULL;

  return g_steal_pointer (&self);
}

TarotPack *
tarot_pack_new_from_file (const char  *path,
                          GError     **error)
{
  g_autoptr(JsonObject) root = NULL;
  g_autofree char *file = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  root = tarot_json_load_object (path, error);
  file = g_path_get_basename (path);
  return root != NULL ? pack_new_from_json (root, file, error) : NULL;
}

TarotPack *
tarot_pack_new_from_bytes (const char  *data,
                           gsize        length,
                           const char  *file,
                           GError     **error)
{
  g_autoptr(JsonObject) root = tarot_json_parse_object (data, length, file, error);

  return root != NULL ? pack_new_from_json (root, file, error) : NULL;
}

TarotPack *
tarot_pack_load (const char  *id,
                 GError     **error)
{
  g_autofree char *base = g_strconcat (id, ".json", NULL);
  g_autofree char *path = tarot_data_path ("packs", base, NULL);

  if (!tarot_data_is_file_id (id) || !g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                   "no pack \"%s\" (looked for %s)", id, path);
      return NULL;
    }
  return tarot_pack_new_from_file (path, error);
}

char **
tarot_pack_list_ids (void)
{
  return tarot_json_list_data_ids ("packs");
}

const char *
tarot_pack_get_id (TarotPack *pack)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), NULL);
  return pack->id;
}

const char *
tarot_pack_get_name (TarotPack *pack)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), NULL);
  return pack->name;
}

TarotSuitSystem
tarot_pack_get_suit_system (TarotPack *pack)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), TAROT_SUIT_SYSTEM_FRENCH);
  return pack->suit_system;
}

TarotFoolRole
tarot_pack_get_fool_role (TarotPack *pack)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), TAROT_FOOL_EXCUSE);
  return pack->fool_role;
}

guint
tarot_pack_get_n_cards (TarotPack *pack)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), 0);
  return pack->n_cards;
}

gboolean
tarot_pack_contains (TarotPack *pack,
                     TarotCard  card)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), FALSE);
  return tarot_card_set_contains (pack->cards, card);
}

TarotCardSet
tarot_pack_get_card_set (TarotPack *pack)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), TAROT_CARD_SET_EMPTY);
  return pack->cards;
}

TarotCardSet
tarot_pack_get_optional_set (TarotPack *pack)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), TAROT_CARD_SET_EMPTY);
  return pack->optional;
}

TarotCardSet
tarot_pack_get_standard_set (TarotPack *pack)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), TAROT_CARD_SET_EMPTY);
  return tarot_card_set_minus (pack->cards, pack->optional);
}

/* Display order: the Fool, the trumps by number (the Miseria, 0,
 * first), then each suit (universal order) from its King down to its
 * lowest card. */
const TarotCard *
tarot_pack_get_cards (TarotPack *pack,
                      guint     *n_cards)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), NULL);
  if (n_cards)
    *n_cards = pack->n_cards;
  return pack->order;
}

guint
tarot_pack_get_suit_rank (TarotPack *pack,
                          TarotCard  card)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), 0);
  return card < TAROT_CARD_ID_LIMIT ? pack->suit_rank[card] : 0;
}

guint
tarot_pack_get_trump_rank (TarotPack *pack,
                           TarotCard  card)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), 0);
  return tarot_card_set_contains (pack->cards, card) && tarot_card_is_trump (card)
         ? pack->trump_rank[tarot_card_trump_number (card)] : 0;
}

void
tarot_pack_get_trump_numbers (TarotPack *pack,
                              guint     *lowest,
                              guint     *highest)
{
  g_return_if_fail (TAROT_IS_PACK (pack));
  if (lowest)
    *lowest = pack->lowest_trump;
  if (highest)
    *highest = pack->highest_trump;
}

guint
tarot_pack_get_card_value (TarotPack *pack,
                           TarotCard  card)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), 0);
  return card < TAROT_CARD_ID_LIMIT ? pack->value[card] : 0;
}

const char *
tarot_pack_card_to_string (TarotPack *pack,
                           TarotCard  card)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), NULL);
  if (!tarot_card_set_contains (pack->cards, card))
    return NULL;
  return pack->strings[card];
}

gboolean
tarot_pack_card_from_string (TarotPack  *pack,
                             const char *str,
                             TarotCard  *out)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), FALSE);
  g_return_val_if_fail (str != NULL, FALSE);

  TAROT_CARD_SET_FOREACH (pack->cards, c)
    if (g_ascii_strcasecmp (pack->strings[c], str) == 0)
      {
        if (out)
          *out = c;
        return TRUE;
      }
  return FALSE;
}

char *
tarot_pack_card_name (TarotPack *pack,
                      TarotCard  card)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), NULL);
  g_return_val_if_fail (card < TAROT_CARD_ID_LIMIT, NULL);

  if (tarot_card_is_fool (card))
    return g_strdup (_(fool_names[pack->fool_name]));
  if (card == TAROT_CARD_MISERIA)
    /* Translators: the Sicilian trump below trump 1 ("Misery", a beggar) */
    return g_strdup (_("the Miseria"));
  if (tarot_card_is_trump (card) && pack->trump_name[tarot_card_trump_number (card)] != 0)
    return g_strdup (_(trump_names[pack->trump_name[tarot_card_trump_number (card)] - 1]));
  if (tarot_card_is_trump (card) && pack->roman && pack->printed[tarot_card_trump_number (card)] > 0)
    {
      char numeral[16];

      roman_numeral (pack->printed[tarot_card_trump_number (card)], numeral, sizeof numeral);
      /* Translators: accessible name of a trump card in a pack that numbers its trumps in
       * Roman numerals (the Hungarian tarokks), e.g. "Trump XIX" */
      return g_strdup_printf (_("Trump %s"), numeral);
    }
  if (tarot_card_is_trump (card))
    /* Translators: accessible name of a trump card, e.g. "Trump 21" */
    return g_strdup_printf (_("Trump %u"), pack->printed[tarot_card_trump_number (card)]);
  /* Translators: accessible name of a suit card: "<face> of <suit>",
   * e.g. "Queen of Cups" */
  return g_strdup_printf (_("%s of %s"),
                          pack->maid && card % TAROT_N_FACES == TAROT_FACE_JACK
                          ? _("Maid") : _(face_names[card % TAROT_N_FACES]),
                          _(suit_names[pack->suit_system][card / TAROT_N_FACES]));
}

JsonObject *
tarot_pack_get_art (TarotPack *pack)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), NULL);
  return pack->art;
}
