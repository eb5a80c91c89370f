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
  for (guint i = 0; i < TAROT_N_TRUMPS; i++)
    {
      g_free (style->subjects[i]);
      g_free (style->index_labels[i]);
    }
  g_free (style->fool_subject);
  g_free (style->caption_source);
  g_free (style->palette);
  g_free (style->court_pattern);
  g_free (style);
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

  for (guint i = 0; i < TAROT_N_TRUMPS; i++)
    style->numbers[i] = i + 1;

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
      style->numbers[i] = (guint8) json_node_get_int (e);
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
      style->index_labels[i] = g_strdup (json_node_get_string (e));
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
          style->red_grounds |= 1u << (json_node_get_int (e) - 1);
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

      if (subjects == NULL || json_array_get_length (subjects) != TAROT_N_TRUMPS)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                       "pack %s: art.trumps.subjects: expected an array of %d strings",
                       pack_id, TAROT_N_TRUMPS);
          return NULL;
        }
      for (guint i = 0; i < TAROT_N_TRUMPS; i++)
        {
          JsonNode *e = json_array_get_element (subjects, i);

          if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING)
            {
              g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                           "pack %s: art.trumps.subjects[%u]: expected a string", pack_id, i);
              return NULL;
            }
          style->subjects[i] = g_strdup (json_node_get_string (e));
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
      style->corner_indices = is_corner_value (values[0]) || is_corner_value (values[1])
                              || is_corner_value (values[2]) || is_corner_value (values[3]);
    }

  return g_steal_pointer (&style);
}

TarotCardStyle *
tarot_card_style_new_from_pack (TarotPack  *pack,
                                GError    **error)
{
  g_return_val_if_fail (TAROT_IS_PACK (pack), NULL);

  return tarot_card_style_new_from_art (tarot_pack_get_id (pack),
                                        tarot_pack_get_suit_system (pack),
                                        tarot_pack_get_fool_role (pack),
                                        tarot_pack_get_art (pack),
                                        error);
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
