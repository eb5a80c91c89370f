/* tarot-rule-book.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-data.h"
#include "tarot-error.h"
#include "tarot-json.h"
#include "tarot-rule-book.h"

typedef struct
{
  JsonNode   *heading;
  JsonArray  *paragraphs;  /* of checked texts */
  JsonArray  *variants;    /* of variant ids; NULL = every variant of the book */
} Section;

typedef struct
{
  const char *term;
  const char *concept;
  JsonNode   *meaning;
  JsonArray  *variants;
} Entry;

struct _TarotRuleBook
{
  GObject     parent_instance;

  char       *file;
  JsonObject *root;
  const char *id;
  GArray     *sections;  /* of Section */
  GArray     *entries;   /* of Entry */
};

G_DEFINE_FINAL_TYPE (TarotRuleBook, tarot_rule_book, G_TYPE_OBJECT)

static void
tarot_rule_book_finalize (GObject *object)
{
  TarotRuleBook *self = TAROT_RULE_BOOK (object);

  g_clear_pointer (&self->file, g_free);
  g_clear_pointer (&self->sections, g_array_unref);
  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->root, json_object_unref);

  G_OBJECT_CLASS (tarot_rule_book_parent_class)->finalize (object);
}

static void
tarot_rule_book_class_init (TarotRuleBookClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tarot_rule_book_finalize;
}

static void
tarot_rule_book_init (TarotRuleBook *self)
{
  self->sections = g_array_new (FALSE, TRUE, sizeof (Section));
  self->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
}

static const char *
lookup_text (JsonNode *text)
{
  return tarot_json_text_lookup (text, (const char *const *) g_get_language_names ());
}

static gboolean
check_texts (TarotRuleBook  *self,
             JsonArray      *array,
             const char     *where,
             GError        **error)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s[%u]", where, i);

      if (!tarot_json_check_text (json_array_get_element (array, i), self->file, path, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
check_strings (TarotRuleBook  *self,
               JsonArray      *array,
               const char     *where,
               GError        **error)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          g_autofree char *path = g_strdup_printf ("%s[%u]", where, i);

          tarot_json_set_error (error, self->file, path, NULL, "a string");
          return FALSE;
        }
    }
  return TRUE;
}

/* The optional "variants" of a section or term: NULL when it has none. */
static gboolean
get_variants (TarotRuleBook  *self,
              JsonObject     *o,
              const char     *where,
              JsonArray     **out,
              GError        **error)
{
  g_autofree char *path = g_strdup_printf ("%s.variants", where);

  *out = NULL;
  if (!json_object_has_member (o, "variants"))
    return TRUE;
  return (*out = tarot_json_get_array (o, "variants", self->file, where, error)) != NULL &&
         check_strings (self, *out, path, error);
}

static gboolean
applies (JsonArray  *variants,
         const char *variant_id)
{
  if (variants == NULL)
    return TRUE;
  for (guint i = 0; i < json_array_get_length (variants); i++)
    if (g_strcmp0 (json_array_get_string_element (variants, i), variant_id) == 0)
      return TRUE;
  return FALSE;
}

static JsonObject *
get_element_object (TarotRuleBook  *self,
                    JsonArray      *array,
                    guint           i,
                    const char     *where,
                    GError        **error)
{
  JsonNode *node = json_array_get_element (array, i);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      tarot_json_set_error (error, self->file, where, NULL, "an object");
      return NULL;
    }
  return json_node_get_object (node);
}

static gboolean
parse_sections (TarotRuleBook  *self,
                GError        **error)
{
  static const char *const allowed[] = { "heading", "paragraphs", "variants", NULL };
  JsonArray *list = tarot_json_get_array (self->root, "sections", self->file, NULL, error);

  if (list == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *where = g_strdup_printf ("sections[%u]", i);
      g_autofree char *paragraphs_path = g_strdup_printf ("%s.paragraphs", where);
      JsonObject *o = get_element_object (self, list, i, where, error);
      Section section = { 0 };

      if (o == NULL ||
          !tarot_json_check_members (o, allowed, self->file, where, error) ||
          (section.heading = tarot_json_get_text (o, "heading", self->file, where, error)) == NULL ||
          (section.paragraphs = tarot_json_get_array (o, "paragraphs", self->file, where, error)) == NULL ||
          !check_texts (self, section.paragraphs, paragraphs_path, error) ||
          !get_variants (self, o, where, &section.variants, error))
        return FALSE;
      g_array_append_val (self->sections, section);
    }
  return TRUE;
}

static gboolean
parse_glossary (TarotRuleBook  *self,
                GError        **error)
{
  static const char *const allowed[] = { "term", "concept", "meaning", "variants", NULL };
  JsonArray *list = tarot_json_get_array (self->root, "glossary", self->file, NULL, error);

  if (list == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *where = g_strdup_printf ("glossary[%u]", i);
      JsonObject *o = get_element_object (self, list, i, where, error);
      Entry entry = { 0 };

      if (o == NULL ||
          !tarot_json_check_members (o, allowed, self->file, where, error) ||
          (entry.term = tarot_json_get_string (o, "term", self->file, where, error)) == NULL ||
          (entry.concept = tarot_json_get_string (o, "concept", self->file, where, error)) == NULL ||
          (entry.meaning = tarot_json_get_text (o, "meaning", self->file, where, error)) == NULL ||
          !get_variants (self, o, where, &entry.variants, error))
        return FALSE;
      g_array_append_val (self->entries, entry);
    }
  return TRUE;
}

TarotRuleBook *
tarot_rule_book_new_from_file (const char  *path,
                               GError     **error)
{
  static const char *const allowed[] = { "id", "sections", "glossary", NULL };
  g_autoptr(TarotRuleBook) self = g_object_new (TAROT_TYPE_RULE_BOOK, NULL);

  g_return_val_if_fail (path != NULL, NULL);

  if ((self->root = tarot_json_load_object (path, error)) == NULL)
    return NULL;
  self->file = g_path_get_basename (path);

  if (!tarot_json_check_members (self->root, allowed, self->file, NULL, error) ||
      (self->id = tarot_json_get_string (self->root, "id", self->file, NULL, error)) == NULL ||
      !parse_sections (self, error) ||
      !parse_glossary (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

TarotRuleBook *
tarot_rule_book_load (const char  *id,
                      GError     **error)
{
  g_autofree char *base = g_strconcat (id, ".json", NULL);
  g_autofree char *path = tarot_data_path ("rules", base, NULL);

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                   "no rules \"%s\" (looked for %s)", id, path);
      return NULL;
    }
  return tarot_rule_book_new_from_file (path, error);
}

char **
tarot_rule_book_list_ids (void)
{
  return tarot_json_list_data_ids ("rules");
}

const char *
tarot_rule_book_get_id (TarotRuleBook *self)
{
  g_return_val_if_fail (TAROT_IS_RULE_BOOK (self), NULL);
  return self->id;
}

guint
tarot_rule_book_get_n_sections (TarotRuleBook *self)
{
  g_return_val_if_fail (TAROT_IS_RULE_BOOK (self), 0);
  return self->sections->len;
}

static Section *
get_section (TarotRuleBook *self,
             guint          section)
{
  g_return_val_if_fail (TAROT_IS_RULE_BOOK (self), NULL);
  g_return_val_if_fail (section < self->sections->len, NULL);
  return &g_array_index (self->sections, Section, section);
}

gboolean
tarot_rule_book_section_applies (TarotRuleBook *self,
                                 guint          section,
                                 const char    *variant_id)
{
  Section *s = get_section (self, section);

  g_return_val_if_fail (s != NULL, FALSE);
  return applies (s->variants, variant_id);
}

const char *
tarot_rule_book_get_heading (TarotRuleBook *self,
                             guint          section)
{
  Section *s = get_section (self, section);

  g_return_val_if_fail (s != NULL, NULL);
  return lookup_text (s->heading);
}

guint
tarot_rule_book_get_n_paragraphs (TarotRuleBook *self,
                                  guint          section)
{
  Section *s = get_section (self, section);

  g_return_val_if_fail (s != NULL, 0);
  return json_array_get_length (s->paragraphs);
}

const char *
tarot_rule_book_get_paragraph (TarotRuleBook *self,
                               guint          section,
                               guint          paragraph)
{
  Section *s = get_section (self, section);

  g_return_val_if_fail (s != NULL, NULL);
  g_return_val_if_fail (paragraph < json_array_get_length (s->paragraphs), NULL);
  return lookup_text (json_array_get_element (s->paragraphs, paragraph));
}

guint
tarot_rule_book_get_n_terms (TarotRuleBook *self)
{
  g_return_val_if_fail (TAROT_IS_RULE_BOOK (self), 0);
  return self->entries->len;
}

static Entry *
get_entry (TarotRuleBook *self,
           guint          index)
{
  g_return_val_if_fail (TAROT_IS_RULE_BOOK (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);
  return &g_array_index (self->entries, Entry, index);
}

gboolean
tarot_rule_book_term_applies (TarotRuleBook *self,
                              guint          index,
                              const char    *variant_id)
{
  Entry *e = get_entry (self, index);

  return e != NULL && applies (e->variants, variant_id);
}

const char *
tarot_rule_book_get_term (TarotRuleBook *self,
                          guint          index)
{
  Entry *e = get_entry (self, index);

  return e != NULL ? e->term : NULL;
}

const char *
tarot_rule_book_get_concept (TarotRuleBook *self,
                             guint          index)
{
  Entry *e = get_entry (self, index);

  return e != NULL ? e->concept : NULL;
}

const char *
tarot_rule_book_get_meaning (TarotRuleBook *self,
                             guint          index)
{
  Entry *e = get_entry (self, index);

  return e != NULL ? lookup_text (e->meaning) : NULL;
}
