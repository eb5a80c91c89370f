/* tarot-card-style.c — what a pack's faces look like, read from its "art" description
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cards/tarot-card-style.h"
#include "model/tarot-error.h"
#include "model/tarot-json.h"

void
tarot_card_style_free (TarotCardStyle *style)
{
  if (style == NULL)
    return;
  g_free (style->pack_id);
  for (guint i = 0; i < style->n_subjects; i++)
    g_free (style->subjects[i]);
  g_free (style->jack_subject);
  for (guint i = 0; i <= TAROT_MAX_TRUMP; i++)
    g_free (style->index_labels[i]);
  g_free (style->fool_subject);
  g_free (style->caption_source);
  g_free (style->palette);
  g_free (style->court_pattern);
  for (guint i = 0; i < style->n_substitutions; i++)
    g_free (style->substitutions[i].id);
  g_free (style);
}

const TarotFaceSubstitution *
tarot_card_style_find_substitution (const TarotCardStyle *style,
                                    const char           *id)
{
  g_return_val_if_fail (style != NULL, NULL);

  for (guint i = 0; id != NULL && i < style->n_substitutions; i++)
    if (g_str_equal (style->substitutions[i].id, id))
      return &style->substitutions[i];
  return NULL;
}

static const char *
member_string (JsonObject  *object,
               const char  *key,
               const char  *pack_id,
               const char  *where,
               gboolean     required,
               GError     **error)
{
  JsonNode *node = object ? json_object_get_member (object, key) : NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      if (required)
        g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                     "pack %s: art%s.%s: missing, expected a string", pack_id, where, key);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: art%s.%s: expected a string", pack_id, where, key);
      return NULL;
    }
  return json_node_get_string (node);
}

static JsonObject *
member_object (JsonObject  *object,
               const char  *key,
               const char  *pack_id,
               GError     **error)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: art.%s: expected an object", pack_id, key);
      return NULL;
    }
  return json_node_get_object (node);
}

static gboolean
is_corner_value (const char *value)
{
  return value != NULL && g_str_has_prefix (value, "corner");
}

/* Real cards measure 50 to 130 mm: anything past this is a mistake, and
 * would ask the renderer for absurdly large surfaces. */
#define MAX_SIZE_MM 500

/* Element @i of @size as canvas units (0.1 mm). */
static gboolean
get_millimetres (JsonArray *size,
                 guint      i,
                 double    *out)
{
  JsonNode *node = json_array_get_element (size, i);
  GType type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
  double mm;

  if (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE)
    return FALSE;
  mm = json_node_get_double (node);
  if (!(mm >= 20 && mm <= MAX_SIZE_MM))
    return FALSE;
  *out = mm * 10;
  return TRUE;
}

/* art.trumps.@key: an array of 21 elements, or NULL (with no error) when it is absent. */
static JsonArray *
trump_array (JsonObject  *trumps,
             const char  *key,
             const char  *pack_id,
             const char  *expected,
             GError     **error)
{
  JsonNode *node = json_object_get_member (trumps, key);

  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node)
      || json_array_get_length (json_node_get_array (node)) != TAROT_N_TRUMPS)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: art.trumps.%s: expected an array of %d %s",
                   pack_id, key, TAROT_N_TRUMPS, expected);
      return NULL;
    }
  return json_node_get_array (node);
}

static gboolean
element_is (JsonNode *e,
            GType     type)
{
  return JSON_NODE_HOLDS_VALUE (e) && json_node_get_value_type (e) == type;
}

/* Packs that number only some trumps (the Bolognese 5–16, packs.md §5): "numbers" gives the
 * numeral each trump carries (0: none), "index_labels" what the assisted index shows instead
 * of the number, "red_grounds" the trumps painted on red (the Bolognese Sun and Moon). */
static gboolean
read_trump_marks (TarotCardStyle  *style,
                  JsonObject      *trumps,
                  GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonArray *numbers, *labels, *red;

  for (guint i = 0; i <= TAROT_MAX_TRUMP; i++)
    style->numbers[i] = i;

  numbers = trump_array (trumps, "numbers", style->pack_id, "numerals (0 for none)",
                         &local_error);
  for (guint i = 0; numbers != NULL && i < TAROT_N_TRUMPS; i++)
    {
      JsonNode *e = json_array_get_element (numbers, i);

      if (!element_is (e, G_TYPE_INT64) || json_node_get_int (e) < 0
          || json_node_get_int (e) > 99)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                       "pack %s: art.trumps.numbers[%u]: expected a numeral 0–99",
                       style->pack_id, i);
          return FALSE;
        }
      style->numbers[i + 1] = (guint8) json_node_get_int (e);
    }
  if (local_error == NULL)
    labels = trump_array (trumps, "index_labels", style->pack_id, "strings", &local_error);
  else
    labels = NULL;
  for (guint i = 0; labels != NULL && i < TAROT_N_TRUMPS; i++)
    {
      JsonNode *e = json_array_get_element (labels, i);

      if (!element_is (e, G_TYPE_STRING) || *json_node_get_string (e) == '\0'
          || strlen (json_node_get_string (e)) > 3
          || !tarot_glyphs_supports (json_node_get_string (e)))
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                       "pack %s: art.trumps.index_labels[%u]: expected one to three "
                       "capitals or figures", style->pack_id, i);
          return FALSE;
        }
      style->index_labels[i + 1] = g_strdup (json_node_get_string (e));
    }
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (json_object_has_member (trumps, "red_grounds"))
    {
      JsonNode *node = json_object_get_member (trumps, "red_grounds");

      red = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      for (guint i = 0; red != NULL && i < json_array_get_length (red); i++)
        {
          JsonNode *e = json_array_get_element (red, i);

          if (!element_is (e, G_TYPE_INT64) || json_node_get_int (e) < 1
              || json_node_get_int (e) > TAROT_N_TRUMPS)
            {
              red = NULL;
              break;
            }
          style->red_grounds |= G_GUINT64_CONSTANT (1) << json_node_get_int (e);
        }
      if (red == NULL)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                       "pack %s: art.trumps.red_grounds: expected an array of trump numbers "
                       "1–%d", style->pack_id, TAROT_N_TRUMPS);
          return FALSE;
        }
    }
  return TRUE;
}

TarotCardStyle *
tarot_card_style_new_from_art (const char      *pack_id,
                               TarotSuitSystem  suit_system,
                               TarotFoolRole    fool_role,
                               JsonObject      *art,
                               GError         **error)
{
  g_autoptr(TarotCardStyle) style = g_new0 (TarotCardStyle, 1);
  GError *local_error = NULL;
  JsonArray *size;
  JsonObject *trumps, *fool, *indices;
  const char *s;

  g_return_val_if_fail (pack_id != NULL, NULL);

  style->pack_id = g_strdup (pack_id);
  style->suit_system = suit_system;
  style->fool_role = fool_role;

  if (art == NULL)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: missing \"art\" object", pack_id);
      return NULL;
    }

  size = json_object_has_member (art, "size_mm")
           && JSON_NODE_HOLDS_ARRAY (json_object_get_member (art, "size_mm"))
         ? json_object_get_array_member (art, "size_mm") : NULL;
  if (size == NULL || json_array_get_length (size) != 2
      || !get_millimetres (size, 0, &style->width)
      || !get_millimetres (size, 1, &style->height))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: art.size_mm: expected [width, height] in millimetres, 20 to %d",
                   pack_id, MAX_SIZE_MM);
      return NULL;
    }

  s = member_string (art, "palette", pack_id, "", TRUE, error);
  if (s == NULL)
    return NULL;
  style->palette = g_strdup (s);

  trumps = member_object (art, "trumps", pack_id, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  s = member_string (trumps, "numeral_style", pack_id, ".trumps", TRUE, error);
  if (s == NULL)
    return NULL;
  if (g_str_equal (s, "roman_additive"))
    style->numerals = TAROT_NUMERALS_ROMAN_ADDITIVE;
  else if (g_str_equal (s, "roman_subtractive"))
    style->numerals = TAROT_NUMERALS_ROMAN_SUBTRACTIVE;
  else if (g_str_has_prefix (s, "arabic"))
    style->numerals = TAROT_NUMERALS_ARABIC;
  else
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: art.trumps.numeral_style: \"%s\", expected roman_additive, "
                   "roman_subtractive or arabic", pack_id, s);
      return NULL;
    }

  if (json_object_has_member (trumps, "subjects"))
    {
      JsonNode *node = json_object_get_member (trumps, "subjects");
      JsonArray *subjects = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      if (subjects == NULL || json_array_get_length (subjects) == 0 ||
          json_array_get_length (subjects) > TAROT_MAX_TRUMP + 1)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                       "pack %s: art.trumps.subjects: expected an array of 1 to %d strings",
                       pack_id, TAROT_MAX_TRUMP + 1);
          return NULL;
        }
      for (guint i = 0; i < json_array_get_length (subjects); i++)
        {
          JsonNode *e = json_array_get_element (subjects, i);

          if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING)
            {
              g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                           "pack %s: art.trumps.subjects[%u]: expected a string", pack_id, i);
              return NULL;
            }
          style->subjects[i] = g_strdup (json_node_get_string (e));
          style->n_subjects = i + 1;
        }
    }
  else if (suit_system == TAROT_SUIT_SYSTEM_ITALIAN)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: art.trumps.subjects: missing, expected an array of %d strings",
                   pack_id, TAROT_N_TRUMPS);
      return NULL;
    }

  if (!read_trump_marks (style, trumps, error))
    return NULL;

  s = member_string (trumps, "caption_source", pack_id, ".trumps", FALSE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (g_strcmp0 (s, "none") != 0)
    style->caption_source = g_strdup (s);

  s = member_string (trumps, "trump_2_subject", pack_id, ".trumps", FALSE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  style->eagle_on_2 = s != NULL && g_str_has_prefix (s, "eagle");

  s = member_string (art, "sword_style", pack_id, "", FALSE, &local_error);
  if (local_error == NULL)
    style->straight_swords = g_strcmp0 (s, "straight_diagonal") == 0;
  s = local_error == NULL ? member_string (art, "baton_style", pack_id, "", FALSE, &local_error) : NULL;
  if (local_error == NULL)
    style->cudgels = g_strcmp0 (s, "cudgel") == 0;
  s = local_error == NULL ? member_string (art, "jack_subject", pack_id, "", FALSE, &local_error) : NULL;
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (s != NULL && !tarot_json_is_id (s))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: art.jack_subject: \"%s\", expected a figure name under courts/", pack_id, s);
      return NULL;
    }
  style->jack_subject = g_strdup (s);
  style->first_trump = 1;

  s = member_string (art, "heads", pack_id, "", FALSE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  style->double_headed = g_strcmp0 (s, "double") == 0;

  /* the Piedmontese courts are half-length figures of their own, made for two heads */
  s = member_string (art, "court_pattern", pack_id, "", FALSE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (s != NULL && !tarot_json_is_id (s))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: art.court_pattern: \"%s\", expected a folder name under courts/",
                   pack_id, s);
      return NULL;
    }
  style->court_pattern = g_strdup (s != NULL ? s
                                   : suit_system == TAROT_SUIT_SYSTEM_ITALIAN ? "italian" : "french");

  /* a back of the pack's own, drawn when the player keeps "the pack's own" */
  s = member_string (art, "back", pack_id, "", FALSE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (g_strcmp0 (s, "hungarian") == 0)
    style->back = TAROT_PACK_BACK_HUNGARIAN;
  else if (s != NULL)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: art.back: \"%s\", expected hungarian", pack_id, s);
      return NULL;
    }

  fool = member_object (art, "fool", pack_id, &local_error);
  if (local_error == NULL)
    s = member_string (fool, "subject", pack_id, ".fool", FALSE, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  /* French-suited packs name their performer loosely ("joker", "entertainer"); the parts
   * library has one picture per role. */
  if (suit_system == TAROT_SUIT_SYSTEM_ITALIAN)
    style->fool_subject = g_strconcat ("trumps/", s ? s : "fool", NULL);
  else
    style->fool_subject = g_strdup (fool_role == TAROT_FOOL_TOP_TRUMP
                                    ? "trumps/skus" : "trumps/fool-french");

  indices = member_object (art, "traditional_indices", pack_id, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return NULL;
    }
  if (indices != NULL)
    {
      static const char *keys[] = { "pips_long", "pips_round", "pips", "courts", "trumps" };
      const char *values[G_N_ELEMENTS (keys)];

      for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
        {
          values[i] = member_string (indices, keys[i], pack_id, ".traditional_indices",
                                     FALSE, &local_error);
          if (local_error != NULL)
            {
              g_propagate_error (error, local_error);
              return NULL;
            }
        }
      style->side_numerals = g_strcmp0 (values[0], "side_roman") == 0;
      style->top_centre_index = g_strcmp0 (values[2], "top_centre") == 0;
      style->numeral_upper_right = g_strcmp0 (values[4], "upper_right") == 0;
      style->corner_indices = is_corner_value (values[0]) || is_corner_value (values[1])
                              || is_corner_value (values[2]) || is_corner_value (values[3]);
    }

  return g_steal_pointer (&style);
}

/* art.face_substitutions: {"<id>": {"<card id>": <pips>, …}, …}, suit
 * cards of the pack drawn as the 2 … 10 of their suit. */
static gboolean
read_substitutions (TarotCardStyle  *style,
                    TarotPack       *pack,
                    JsonObject      *art,
                    GError         **error)
{
  const char *pack_id = tarot_pack_get_id (pack);
  JsonNode *node = json_object_get_member (art, "face_substitutions");
  g_autoptr(GList) ids = NULL;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: art.face_substitutions: expected an object", pack_id);
      return FALSE;
    }
  ids = json_object_get_members (json_node_get_object (node));
  for (GList *l = ids; l != NULL; l = l->next)
    {
      const char *id = l->data;
      JsonNode *member = json_object_get_member (json_node_get_object (node), id);
      TarotFaceSubstitution *sub;
      g_autoptr(GList) cards = NULL;

      if (!tarot_json_is_id (id) || !JSON_NODE_HOLDS_OBJECT (member) ||
          style->n_substitutions == TAROT_CARD_MAX_SUBSTITUTIONS)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                       "pack %s: art.face_substitutions.%s: expected at most %d objects named by ids",
                       pack_id, id, TAROT_CARD_MAX_SUBSTITUTIONS);
          return FALSE;
        }
      sub = &style->substitutions[style->n_substitutions++];
      sub->id = g_strdup (id);
      cards = json_object_get_members (json_node_get_object (member));
      for (GList *c = cards; c != NULL; c = c->next)
        {
          JsonNode *value = json_object_get_member (json_node_get_object (member), c->data);
          TarotCard card;
          gint64 pips = 0;

          if (JSON_NODE_HOLDS_VALUE (value) && json_node_get_value_type (value) == G_TYPE_INT64)
            pips = json_node_get_int (value);
          if (!tarot_pack_card_from_string (pack, c->data, &card) || !tarot_pack_contains (pack, card) ||
              !tarot_card_is_suit_card (card) ||
              pips < 2 || pips > 10)
            {
              g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                           "pack %s: art.face_substitutions.%s.%s: expected a suit card of the pack "
                           "and the pip card, 2 to 10, drawn instead", pack_id, id, (const char *) c->data);
              return FALSE;
            }
          sub->pips[card] = (guint8) pips;
        }
    }
  return TRUE;
}

TarotCardStyle *
tarot_card_style_new_from_pack (TarotPack  *pack,
                                GError    **error)
{
  g_autoptr(TarotCardStyle) style = NULL;
  guint lowest, highest;

  g_return_val_if_fail (TAROT_IS_PACK (pack), NULL);

  style = tarot_card_style_new_from_art (tarot_pack_get_id (pack),
                                         tarot_pack_get_suit_system (pack),
                                         tarot_pack_get_fool_role (pack),
                                         tarot_pack_get_art (pack),
                                         error);
  if (style == NULL || !read_substitutions (style, pack, tarot_pack_get_art (pack), error))
    return NULL;
  tarot_pack_get_trump_numbers (pack, &lowest, &highest);
  style->first_trump = lowest;
  if (style->n_subjects != 0 && style->n_subjects != highest - lowest + 1)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "pack %s: art.trumps.subjects: expected %u subjects, one per trump",
                   tarot_pack_get_id (pack), highest - lowest + 1);
      return NULL;
    }
  return g_steal_pointer (&style);
}

/* Court letters of the assisted corner index, by UI language: King, Queen, Cavalier, Jack,
 * then the Ace.  Romansh would give R R C B (retg, regina, cavagl, buob), where King and
 * Queen clash, so it uses the letters of its pattern's French captions (packs.md D9). */
static const struct
{
  const char *language;
  const char *letters[5];
} index_letters[] = {
  { "en", { "K", "Q", "C", "J", "A" } },
  { "fr", { "R", "D", "C", "V", "1" } },
  { "de", { "K", "D", "R", "B", "A" } },
  { "hu", { "K", "D", "L", "B", "A" } },
  { "rm", { "R", "D", "C", "V", "A" } },
};

/* The rank glyphs of a suit card's corner index; @language is an ISO 639-1 code, optionally
 * followed by a territory ("fr_CH"); unknown languages get the English letters. */
const char *
tarot_card_index_letter (int         face,
                         const char *language)
{
  static const char *numbers[] = { NULL, "2", "3", "4", "5", "6", "7", "8", "9", "10" };
  guint row = 0;

  g_return_val_if_fail (face >= 0 && face < TAROT_N_FACES, NULL);

  for (guint i = 0; language != NULL && i < G_N_ELEMENTS (index_letters); i++)
    if (strncmp (language, index_letters[i].language, 2) == 0)
      row = i;

  switch (face)
    {
    case TAROT_FACE_KING:     return index_letters[row].letters[0];
    case TAROT_FACE_QUEEN:    return index_letters[row].letters[1];
    case TAROT_FACE_CAVALIER: return index_letters[row].letters[2];
    case TAROT_FACE_JACK:     return index_letters[row].letters[3];
    case TAROT_FACE_ACE:      return index_letters[row].letters[4];
    default:                  return numbers[face];
    }
}
