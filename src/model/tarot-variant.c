/* tarot-variant.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include <string.h>

#include "tarot-data.h"
#include "tarot-error.h"
#include "tarot-explain.h"
#include "tarot-family.h"
#include "tarot-json.h"
#include "tarot-variant.h"

typedef enum
{
  RANKING_PACK,
  RANKING_SIMPLIFIED,
  RANKING_ORIGINAL,
} Ranking;

struct _TarotVariant
{
  GObject      parent_instance;

  char        *file;        /* basename, for error messages */
  JsonObject  *root;        /* owns every string below */
  const char  *id;
  const char  *family_id;
  JsonNode    *name_text;   /* translatable, see tarot_json_get_text() */
  JsonNode    *description_text;
  const char  *language;
  const char  *tradition;   /* NULL when the file names none */
  const char  *rules_id;
  const char  *pack_id;
  TarotPack   *pack;
  guint        min_players;
  guint        max_players;
  Ranking      ranking;
  guint        count_by;
  guint        rubber;      /* hands per rubber, 0: none */
  GArray      *options;     /* of TarotOption */
  GHashTable  *option_index; /* id → position in options + 1: families look options up often */
  GPtrArray   *choice_lists;
  GPtrArray   *label_lists; /* of GStrv: TarotOption.choice_labels */
  JsonObject  *terms;
};

G_DEFINE_FINAL_TYPE (TarotVariant, tarot_variant, G_TYPE_OBJECT)

static const char *const ranking_ids[] = { "pack", "simplified", "original", NULL };
static const char *const option_type_ids[] = { "bool", "int", "choice", NULL };

/* Option values besides the defaults, in all and per choice option:
 * loading checks pairs of them, so their number bounds the time a file
 * takes to load (French Tarot has 22). */
#define MAX_OPTION_VALUES 64

static void
tarot_variant_finalize (GObject *object)
{
  TarotVariant *self = (TarotVariant *) object;

  g_clear_pointer (&self->file, g_free);
  g_clear_pointer (&self->options, g_array_unref);
  g_clear_pointer (&self->option_index, g_hash_table_unref);
  g_clear_pointer (&self->choice_lists, g_ptr_array_unref);
  g_clear_pointer (&self->label_lists, g_ptr_array_unref);
  g_clear_object (&self->pack);
  g_clear_pointer (&self->root, json_object_unref);

  G_OBJECT_CLASS (tarot_variant_parent_class)->finalize (object);
}

static void
tarot_variant_class_init (TarotVariantClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tarot_variant_finalize;
}

static void
tarot_variant_init (TarotVariant *self)
{
  self->options = g_array_new (FALSE, TRUE, sizeof (TarotOption));
  self->option_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->choice_lists = g_ptr_array_new_with_free_func (g_free);
  self->label_lists = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
}

static gboolean
option_value_valid (const TarotOption *opt,
                    const char        *value)
{
  switch (opt->type)
    {
    case TAROT_OPTION_BOOL:
      return g_str_equal (value, "true") || g_str_equal (value, "false");
    case TAROT_OPTION_INT:
      {
        gint64 v;

        return g_ascii_string_to_signed (value, 10, opt->min, opt->max, &v, NULL);
      }
    case TAROT_OPTION_CHOICE:
      return g_strv_contains ((const char *const *) opt->choices, value);
    default:
      return FALSE;
    }
}

static const char *
lookup_text (JsonNode *text)
{
  return tarot_json_text_lookup (text, (const char *const *) g_get_language_names ());
}

/* "choice_names": choice id → text, for listed choices only. */
static gboolean
parse_choice_names (TarotVariant  *self,
                    JsonObject    *o,
                    const char    *where,
                    TarotOption   *opt,
                    GError       **error)
{
  g_autofree char *path = g_strdup_printf ("%s.choice_names", where);
  JsonObjectIter iter;
  const char *choice;
  JsonNode *node;

  if (!json_object_has_member (o, "choice_names"))
    return TRUE;
  if ((opt->choice_names = tarot_json_get_object (o, "choice_names", self->file, where, error)) == NULL)
    return FALSE;

  json_object_iter_init (&iter, opt->choice_names);
  while (json_object_iter_next (&iter, &choice, &node))
    {
      if (!g_strv_contains (opt->choices, choice))
        {
          g_autofree char *list = g_strjoinv ("\", \"", (char **) opt->choices);
          g_autofree char *expected = g_strdup_printf ("names of listed choices only (\"%s\")", list);

          tarot_json_set_error (error, self->file, path, choice, expected);
          return FALSE;
        }
      if (tarot_json_get_text (opt->choice_names, choice, self->file, path, error) == NULL)
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_options (TarotVariant  *self,
               GError       **error)
{
  JsonArray *list;

  if (!json_object_has_member (self->root, "options"))
    return TRUE;
  if ((list = tarot_json_get_array (self->root, "options", self->file, NULL, error)) == NULL)
    return FALSE;

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      g_autofree char *where = g_strdup_printf ("options[%u]", i);
      JsonNode *node = json_array_get_element (list, i);
      JsonObject *o;
      TarotOption opt = { 0 };
      guint type;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, self->file, where, NULL, "an object");
          return FALSE;
        }
      o = json_node_get_object (node);
      if ((opt.id = tarot_json_get_id (o, "id", self->file, where, error)) == NULL ||
          (opt.name_text = tarot_json_get_text (o, "name", self->file, where, error)) == NULL ||
          (opt.description_text = tarot_json_get_text (o, "description", self->file, where, error)) == NULL ||
          !tarot_json_get_choice (o, "type", self->file, where, option_type_ids, &type, error))
        return FALSE;
      opt.type = type;
      if (opt.type != TAROT_OPTION_CHOICE && json_object_has_member (o, "choice_names"))
        {
          tarot_json_set_error (error, self->file, where, "choice_names",
                                "no choice names (only options of type \"choice\" have them)");
          return FALSE;
        }

      if (opt.type == TAROT_OPTION_CHOICE)
        {
          JsonArray *choices = tarot_json_get_array (o, "choices", self->file, where, error);
          const char **strv;
          char **labels;
          guint n;

          if (choices == NULL)
            return FALSE;
          n = json_array_get_length (choices);
          if (n == 0 || n > MAX_OPTION_VALUES)
            {
              tarot_json_set_error (error, self->file, where, "choices",
                                    "an array of 1 to " G_STRINGIFY (MAX_OPTION_VALUES) " choice ids");
              return FALSE;
            }
          strv = g_new0 (const char *, n + 1);
          g_ptr_array_add (self->choice_lists, strv);
          labels = g_new0 (char *, n + 1);
          g_ptr_array_add (self->label_lists, labels);
          for (guint j = 0; j < n; j++)
            {
              JsonNode *c = json_array_get_element (choices, j);

              if (!JSON_NODE_HOLDS_VALUE (c) || json_node_get_value_type (c) != G_TYPE_STRING ||
                  !tarot_json_is_id (json_node_get_string (c)) ||
                  g_strv_contains (strv, json_node_get_string (c)))
                {
                  g_autofree char *pos = g_strdup_printf ("%s.choices[%u]", where, j);

                  tarot_json_set_error (error, self->file, pos, NULL,
                                        "a choice id not listed before: a non-empty string without spaces");
                  return FALSE;
                }
              strv[j] = json_node_get_string (c);
              labels[j] = tarot_explain_readable (strv[j]);
            }
          opt.choices = strv;
          opt.choice_labels = (const char *const *) labels;
          if ((opt.default_value = tarot_json_get_string (o, "default", self->file, where, error)) == NULL ||
              !parse_choice_names (self, o, where, &opt, error))
            return FALSE;
        }
      else if (opt.type == TAROT_OPTION_INT)
        {
          gint64 dflt;
          g_autofree char *dflt_str = NULL;

          if (!tarot_json_get_int (o, "min", self->file, where, G_MININT32, G_MAXINT32, &opt.min, error) ||
              !tarot_json_get_int (o, "max", self->file, where, opt.min, G_MAXINT32, &opt.max, error) ||
              !tarot_json_get_int (o, "default", self->file, where, opt.min, opt.max, &dflt, error))
            return FALSE;
          /* keep the string form in the JSON tree so it lives as long as the variant */
          dflt_str = g_strdup_printf ("%" G_GINT64_FORMAT, dflt);
          json_object_set_string_member (o, "default_string", dflt_str);
          opt.default_value = json_object_get_string_member (o, "default_string");
        }
      else
        {
          gboolean dflt;

          if (!tarot_json_get_bool (o, "default", self->file, where, &dflt, error))
            return FALSE;
          opt.default_value = dflt ? "true" : "false";
        }

      if (!option_value_valid (&opt, opt.default_value))
        {
          tarot_json_set_error (error, self->file, where, "default", "one of the listed choices");
          return FALSE;
        }
      if (g_hash_table_contains (self->option_index, opt.id))
        {
          tarot_json_set_error (error, self->file, where, "id", "an option id not used before");
          return FALSE;
        }
      g_array_append_val (self->options, opt);
      g_hash_table_insert (self->option_index, (gpointer) opt.id, GUINT_TO_POINTER (self->options->len));
    }
  return TRUE;
}

static gboolean
parse_terms (TarotVariant  *self,
             GError       **error)
{
  JsonObjectIter iter;
  const char *concept;
  JsonNode *node;

  if ((self->terms = tarot_json_get_object (self->root, "terms", self->file, NULL, error)) == NULL)
    return FALSE;

  json_object_iter_init (&iter, self->terms);
  while (json_object_iter_next (&iter, &concept, &node))
    {
      g_autofree char *where = g_strdup_printf ("terms.%s", concept);
      JsonObjectIter langs;
      const char *lang;
      JsonNode *term;

      if (!tarot_json_is_id (concept))
        {
          tarot_json_set_error (error, self->file, "terms", concept,
                                "a concept id: a non-empty string without spaces");
          return FALSE;
        }
      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, self->file, where, NULL, "an object of language → term");
          return FALSE;
        }
      json_object_iter_init (&langs, json_node_get_object (node));
      while (json_object_iter_next (&langs, &lang, &term))
        if (!tarot_json_is_id (lang) ||
            !JSON_NODE_HOLDS_VALUE (term) || json_node_get_value_type (term) != G_TYPE_STRING ||
            tarot_json_is_blank (json_node_get_string (term)))
          {
            tarot_json_set_error (error, self->file, where, lang,
                                  tarot_json_is_id (lang) ? "a term, not an empty or blank string"
                                                          : "a language code such as \"de\"");
            return FALSE;
          }
      if (!json_object_has_member (json_node_get_object (node), "en"))
        {
          tarot_json_set_error (error, self->file, where, "en", "an English term");
          return FALSE;
        }
    }
  return TRUE;
}

/* Every entry of "by_players" is for a player count the file supports. */
static gboolean
check_player_counts (TarotVariant  *self,
                     GError       **error)
{
  g_autofree char *expected = g_strdup_printf ("player counts from %u to %u (\"players\")",
                                               self->min_players, self->max_players);
  JsonObjectIter iter;
  JsonObject *by;
  const char *key;
  JsonNode *node;

  if (!json_object_has_member (self->root, "by_players"))
    return TRUE;
  if ((by = tarot_json_get_object (self->root, "by_players", self->file, NULL, error)) == NULL)
    return FALSE;
  json_object_iter_init (&iter, by);
  while (json_object_iter_next (&iter, &key, &node))
    {
      guint64 n;

      if (!g_ascii_string_to_unsigned (key, 10, self->min_players, self->max_players, &n, NULL))
        {
          tarot_json_set_error (error, self->file, "by_players", key, expected);
          return FALSE;
        }
    }
  return TRUE;
}

typedef struct
{
  const char *id;
  const char *value;
} OptionValue;

/* The values of every option besides its default: each choice, the
 * other truth value, an int option's min and max.  @strings keeps the
 * numbers written out. */
static GArray *
alternative_values (TarotVariant *self,
                    GPtrArray    *strings)
{
  GArray *values = g_array_new (FALSE, FALSE, sizeof (OptionValue));

  for (guint i = 0; i < self->options->len; i++)
    {
      const TarotOption *opt = &g_array_index (self->options, TarotOption, i);
      OptionValue v = { opt->id, NULL };

      switch (opt->type)
        {
        case TAROT_OPTION_BOOL:
          v.value = g_str_equal (opt->default_value, "true") ? "false" : "true";
          g_array_append_val (values, v);
          break;
        case TAROT_OPTION_CHOICE:
          for (guint c = 0; opt->choices[c] != NULL; c++)
            if (!g_str_equal (opt->choices[c], opt->default_value))
              {
                v.value = opt->choices[c];
                g_array_append_val (values, v);
              }
          break;
        case TAROT_OPTION_INT:
        default:
          for (guint end = 0; end < 2; end++)
            {
              v.value = g_strdup_printf ("%" G_GINT64_FORMAT, end == 0 ? opt->min : opt->max);
              g_ptr_array_add (strings, (gpointer) v.value);
              if (!g_str_equal (v.value, opt->default_value) &&
                  (end == 0 || opt->min != opt->max))
                g_array_append_val (values, v);
            }
          break;
        }
    }
  return values;
}

static gboolean read_deal_rhythm (TarotVariant  *variant,
                                  guint          n_players,
                                  GHashTable    *options,
                                  TarotRules    *rules,
                                  GError       **error);
static gboolean build_core_rules (TarotVariant  *variant,
                                  guint          n_players,
                                  TarotRules    *rules,
                                  GError       **error);

/* Builds the rules on @core with @a (and @b unless NULL), the other
 * options at their defaults; the values are the file's own, so only
 * the family's part of the rules is built again.  Values the family
 * refuses together (TAROT_ERROR_ILLEGAL, e.g. catch-up thresholds the
 * wrong way round) are a player's choice, refused when chosen; anything
 * else is broken data, reported with the option values that reach it. */
static gboolean
check_values (TarotVariant       *self,
              const TarotRules   *core,
              const OptionValue  *a,
              const OptionValue  *b,
              GHashTable         *options,
              TarotRules         *rules,
              GError            **error)
{
  guint n_players = core->n_players;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *prefix = NULL;
  const char *message;

  g_hash_table_remove_all (options);
  g_hash_table_insert (options, (gpointer) a->id, (gpointer) a->value);
  if (b != NULL)
    g_hash_table_insert (options, (gpointer) b->id, (gpointer) b->value);
  *rules = *core;
  if ((read_deal_rhythm (self, n_players, options, rules, &local_error) &&
       core->family->build_rules (rules, self, n_players, options, &local_error)) ||
      g_error_matches (local_error, TAROT_ERROR, TAROT_ERROR_ILLEGAL))
    return TRUE;

  prefix = g_strdup_printf ("%s: ", self->file);
  message = local_error->message;
  if (g_str_has_prefix (message, prefix))
    message += strlen (prefix);
  if (b == NULL)
    g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                 "%s: options: with %s = \"%s\" and %u players: %s",
                 self->file, a->id, a->value, n_players, message);
  else
    g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                 "%s: options: with %s = \"%s\", %s = \"%s\" and %u players: %s",
                 self->file, a->id, a->value, b->id, b->value, n_players, message);
  return FALSE;
}

/* A house rule may lead the family to data that the defaults never
 * read (a multiplier table, a contract it adds): build the rules with
 * every value of every option, and with every pair of values of two
 * options, so that broken data is found when the file is loaded. */
static gboolean
check_option_values (TarotVariant  *self,
                     GError       **error)
{
  g_autoptr(GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) values = alternative_values (self, strings);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree TarotRules *cores = g_new0 (TarotRules, self->max_players - self->min_players + 1);
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  const OptionValue *v = (const OptionValue *) (gpointer) values->data;

  if (values->len > MAX_OPTION_VALUES)
    {
      g_autofree char *expected = g_strdup_printf ("at most %d values besides the defaults (each choice, "
                                                   "the other truth value, an int option's min and max), "
                                                   "not %u", MAX_OPTION_VALUES, values->len);

      tarot_json_set_error (error, self->file, NULL, "options", expected);
      return FALSE;
    }
  for (guint n = self->min_players; n <= self->max_players; n++)
    if (!build_core_rules (self, n, &cores[n - self->min_players], error))
      return FALSE;
  for (guint n = self->min_players; n <= self->max_players; n++)
    for (guint i = 0; i < values->len; i++)
      if (!check_values (self, &cores[n - self->min_players], &v[i], NULL, options, rules, error))
        return FALSE;
  for (guint n = self->min_players; n <= self->max_players; n++)
    for (guint i = 0; i < values->len; i++)
      for (guint j = i + 1; j < values->len; j++)
        if (v[i].id != v[j].id &&
            !check_values (self, &cores[n - self->min_players], &v[i], &v[j], options, rules, error))
          return FALSE;
  return TRUE;
}

/* @file is the basename shown in messages. */
static TarotVariant *
variant_new_from_json (JsonObject  *root,
                       const char  *file,
                       GError     **error)
{
  g_autoptr(TarotVariant) self = g_object_new (TAROT_TYPE_VARIANT, NULL);
  g_autoptr(GError) pack_error = NULL;
  JsonObject *players, *counting;
  gint64 min, max, by = 1;
  guint ranking = RANKING_PACK;

  self->root = json_object_ref (root);
  self->file = g_strdup (file);

  if ((self->id = tarot_json_get_id (self->root, "id", self->file, NULL, error)) == NULL ||
      !tarot_data_check_id (self->file, self->id, error) ||
      (self->family_id = tarot_json_get_id (self->root, "family", self->file, NULL, error)) == NULL ||
      (self->name_text = tarot_json_get_text (self->root, "name", self->file, NULL, error)) == NULL ||
      (self->description_text = tarot_json_get_text (self->root, "description", self->file, NULL, error)) == NULL ||
      (self->language = tarot_json_get_id (self->root, "language", self->file, NULL, error)) == NULL ||
      (self->pack_id = tarot_json_get_id (self->root, "pack", self->file, NULL, error)) == NULL ||
      (players = tarot_json_get_object (self->root, "players", self->file, NULL, error)) == NULL ||
      !tarot_json_get_int (players, "min", self->file, "players", 2, TAROT_MAX_PLAYERS, &min, error) ||
      !tarot_json_get_int (players, "max", self->file, "players", min, TAROT_MAX_PLAYERS, &max, error))
    return NULL;
  self->min_players = (guint) min;
  self->max_players = (guint) max;
  if (!check_player_counts (self, error))
    return NULL;

  if (json_object_has_member (self->root, "tradition") &&
      (self->tradition = tarot_json_get_string (self->root, "tradition", self->file, NULL, error)) == NULL)
    return NULL;
  self->rules_id = self->id;
  if (json_object_has_member (self->root, "rules") &&
      (self->rules_id = tarot_json_get_string (self->root, "rules", self->file, NULL, error)) == NULL)
    return NULL;

  if (json_object_has_member (self->root, "ranking") &&
      !tarot_json_get_choice (self->root, "ranking", self->file, NULL, ranking_ids, &ranking, error))
    return NULL;
  self->ranking = ranking;

  if (json_object_has_member (self->root, "counting"))
    {
      if ((counting = tarot_json_get_object (self->root, "counting", self->file, NULL, error)) == NULL ||
          !tarot_json_get_int (counting, "by", self->file, "counting", 1, 4, &by, error))
        return NULL;
    }
  self->count_by = (guint) by;

  if (json_object_has_member (self->root, "rubber"))
    {
      gint64 rubber;

      if (!tarot_json_get_int (self->root, "rubber", self->file, NULL, 1, 32, &rubber, error))
        return NULL;
      self->rubber = (guint) rubber;
    }

  if (tarot_family_lookup (self->family_id) == NULL)
    {
      g_autofree const char **families = tarot_family_list_ids ();
      g_autofree char *ids = g_strjoinv ("\", \"", (char **) families);
      g_autofree char *expected = g_strdup_printf ("a registered family (\"%s\")", ids);

      tarot_json_set_error (error, self->file, NULL, "family", expected);
      return NULL;
    }

  self->pack = tarot_pack_load (self->pack_id, &pack_error);
  if (self->pack == NULL)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, "%s: pack: %s",
                   self->file, pack_error->message);
      return NULL;
    }

  if (!parse_options (self, error) || !parse_terms (self, error))
    return NULL;

  /* Build the rules for every player count now, so that broken family
   * keys are reported when the file is loaded, not mid-game. */
  for (guint n = self->min_players; n <= self->max_players; n++)
    {
      g_autofree TarotRules *rules = g_new0 (TarotRules, 1);

      if (!tarot_variant_build_rules (self, n, NULL, rules, error))
        return NULL;
    }
  if (!check_option_values (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

TarotVariant *
tarot_variant_new_from_file (const char  *path,
                             GError     **error)
{
  g_autoptr(JsonObject) root = NULL;
  g_autofree char *file = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  root = tarot_json_load_object (path, error);
  file = g_path_get_basename (path);
  return root != NULL ? variant_new_from_json (root, file, error) : NULL;
}

TarotVariant *
tarot_variant_new_from_bytes (const char  *data,
                              gsize        length,
                              const char  *file,
                              GError     **error)
{
  g_autoptr(JsonObject) root = tarot_json_parse_object (data, length, file, error);

  return root != NULL ? variant_new_from_json (root, file, error) : NULL;
}

/* Loading a variant builds its rules with every option value and pair of values, which
 * takes milliseconds; a session list or a resumed game loads the same few files again and
 * again.  A variant is read-only once loaded, so a file whose bytes have not changed gives
 * the variant loaded before. */
typedef struct
{
  GBytes       *contents;
  TarotVariant *variant;
} LoadedVariant;

static GMutex loaded_mutex;
static GHashTable *loaded;   /* path → LoadedVariant */

static void
loaded_variant_free (gpointer data)
{
  LoadedVariant *lv = data;

  g_bytes_unref (lv->contents);
  g_object_unref (lv->variant);
  g_free (lv);
}

TarotVariant *
tarot_variant_load (const char  *id,
                    GError     **error)
{
  g_autofree char *base = g_strconcat (id, ".json", NULL);
  g_autofree char *path = tarot_data_path ("variants", base, NULL);
  g_autoptr(GBytes) contents = NULL;
  g_autofree char *data = NULL;
  TarotVariant *variant;
  LoadedVariant *lv;
  GStatBuf st;
  gsize length;

  if (!tarot_data_is_file_id (id) || g_stat (path, &st) != 0)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                   "no variant \"%s\" (looked for %s)", id, path);
      return NULL;
    }
  /* the reader names what is wrong with a file too large or unreadable */
  if (st.st_size > TAROT_JSON_MAX_SIZE || !g_file_get_contents (path, &data, &length, NULL))
    return tarot_variant_new_from_file (path, error);
  contents = g_bytes_new_take (g_steal_pointer (&data), length);

  g_mutex_lock (&loaded_mutex);
  if (loaded == NULL)
    loaded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, loaded_variant_free);
  lv = g_hash_table_lookup (loaded, path);
  if (lv != NULL && g_bytes_equal (lv->contents, contents))
    {
      variant = g_object_ref (lv->variant);
      g_mutex_unlock (&loaded_mutex);
      return variant;
    }
  g_mutex_unlock (&loaded_mutex);

  variant = tarot_variant_new_from_bytes (g_bytes_get_data (contents, NULL), length, base, error);
  if (variant == NULL)
    return NULL;

  lv = g_new0 (LoadedVariant, 1);
  lv->contents = g_bytes_ref (contents);
  lv->variant = g_object_ref (variant);
  g_mutex_lock (&loaded_mutex);
  g_hash_table_replace (loaded, g_strdup (path), lv);
  g_mutex_unlock (&loaded_mutex);
  return variant;
}

char **
tarot_variant_list_ids (void)
{
  return tarot_json_list_data_ids ("variants");
}

GPtrArray *
tarot_variant_load_all (GPtrArray *errors)
{
  g_auto(GStrv) ids = tarot_variant_list_ids ();
  GPtrArray *variants = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      TarotVariant *v = tarot_variant_load (ids[i], &error);

      if (v != NULL)
        g_ptr_array_add (variants, v);
      else if (errors != NULL)
        g_ptr_array_add (errors, g_steal_pointer (&error));
    }
  return variants;
}

const char *
tarot_variant_get_id (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  return variant->id;
}

const char *
tarot_variant_get_path (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  return variant->file;
}

const char *
tarot_variant_get_family_id (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  return variant->family_id;
}

const char *
tarot_variant_get_name (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  return lookup_text (variant->name_text);
}

const char *
tarot_variant_get_description (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  return lookup_text (variant->description_text);
}

const char *
tarot_variant_get_tradition (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  return variant->tradition;
}

const char *
tarot_variant_get_rules_id (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  return variant->rules_id;
}

const char *
tarot_variant_get_language (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  return variant->language;
}

guint
tarot_variant_get_min_players (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), 0);
  return variant->min_players;
}

guint
tarot_variant_get_max_players (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), 0);
  return variant->max_players;
}

guint
tarot_variant_get_rubber (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), 0);
  return variant->rubber;
}

const char *
tarot_variant_get_pack_id (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  return variant->pack_id;
}

TarotPack *
tarot_variant_get_pack (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  return variant->pack;
}

JsonObject *
tarot_variant_get_json (TarotVariant *variant)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  return variant->root;
}

JsonObject *
tarot_variant_get_players_json (TarotVariant *variant,
                                guint         n_players)
{
  char key[8];
  JsonObject *by;
  JsonNode *node;

  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);

  if (!json_object_has_member (variant->root, "by_players"))
    return NULL;
  node = json_object_get_member (variant->root, "by_players");
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  by = json_node_get_object (node);
  g_snprintf (key, sizeof key, "%u", n_players);
  node = json_object_get_member (by, key);
  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

const TarotOption *
tarot_variant_get_options (TarotVariant *variant,
                           guint        *n_options)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  if (n_options)
    *n_options = variant->options->len;
  return (const TarotOption *) (gpointer) variant->options->data;
}

const TarotOption *
tarot_variant_find_option (TarotVariant *variant,
                           const char   *id)
{
  guint position;

  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);

  position = GPOINTER_TO_UINT (g_hash_table_lookup (variant->option_index, id));
  return position > 0 ? &g_array_index (variant->options, TarotOption, position - 1) : NULL;
}

const char *
tarot_option_get_name (const TarotOption *option)
{
  g_return_val_if_fail (option != NULL, NULL);
  return lookup_text (option->name_text);
}

const char *
tarot_option_get_description (const TarotOption *option)
{
  g_return_val_if_fail (option != NULL, NULL);
  return lookup_text (option->description_text);
}

const char *
tarot_option_get_choice_name (const TarotOption *option,
                              guint              index)
{
  JsonNode *text;

  g_return_val_if_fail (option != NULL, NULL);
  g_return_val_if_fail (option->type == TAROT_OPTION_CHOICE, NULL);
  g_return_val_if_fail (index < g_strv_length ((char **) option->choices), NULL);

  if (option->choice_names != NULL &&
      (text = json_object_get_member (option->choice_names, option->choices[index])) != NULL)
    return lookup_text (text);
  return option->choice_labels[index];
}

const char *
tarot_variant_get_option (TarotVariant *variant,
                          GHashTable   *options,
                          const char   *id)
{
  const TarotOption *opt = tarot_variant_find_option (variant, id);
  const char *value;

  g_return_val_if_fail (opt != NULL, NULL);

  if (options != NULL && (value = g_hash_table_lookup (options, id)) != NULL &&
      option_value_valid (opt, value))
    return value;
  return opt->default_value;
}

gboolean
tarot_variant_get_option_bool (TarotVariant *variant,
                               GHashTable   *options,
                               const char   *id)
{
  return g_strcmp0 (tarot_variant_get_option (variant, options, id), "true") == 0;
}

gint64
tarot_variant_get_option_int (TarotVariant *variant,
                              GHashTable   *options,
                              const char   *id)
{
  const char *value = tarot_variant_get_option (variant, options, id);

  return value ? g_ascii_strtoll (value, NULL, 10) : 0;
}

gboolean
tarot_variant_check_options (TarotVariant  *variant,
                             GHashTable    *options,
                             GError       **error)
{
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (TAROT_IS_VARIANT (variant), FALSE);

  if (options == NULL)
    return TRUE;
  g_hash_table_iter_init (&iter, options);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const TarotOption *opt = tarot_variant_find_option (variant, key);

      if (opt == NULL)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                       "variant %s has no option \"%s\"", variant->id, (const char *) key);
          return FALSE;
        }
      if (!option_value_valid (opt, value))
        {
          g_autofree char *expected = NULL;

          if (opt->type == TAROT_OPTION_BOOL)
            expected = g_strdup ("true or false");
          else if (opt->type == TAROT_OPTION_INT)
            expected = g_strdup_printf ("an integer from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT,
                                        opt->min, opt->max);
          else
            expected = g_strjoinv (", ", (char **) opt->choices);
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                       "option %s: \"%s\" is not valid; expected %s",
                       opt->id, (const char *) value, expected);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
tarot_variant_check_option_kinds (TarotVariant          *variant,
                                  const TarotOptionKind *kinds,
                                  guint                  n_kinds,
                                  GError               **error)
{
  static const char *const type_names[] = { "a bool option", "an int option", "a choice option" };

  g_return_val_if_fail (TAROT_IS_VARIANT (variant), FALSE);

  for (guint k = 0; k < n_kinds; k++)
    {
      const TarotOption *opt = tarot_variant_find_option (variant, kinds[k].id);

      if (opt == NULL)
        continue;
      if (opt->type != kinds[k].type)
        {
          tarot_json_set_error (error, variant->file, "options", kinds[k].id, type_names[kinds[k].type]);
          return FALSE;
        }
      for (guint c = 0; opt->type == TAROT_OPTION_CHOICE && kinds[k].known != NULL && opt->choices[c] != NULL; c++)
        if (!g_strv_contains (kinds[k].known, opt->choices[c]))
          {
            g_autofree char *list = g_strjoinv ("\", \"", (char **) kinds[k].known);
            g_autofree char *expected = g_strdup_printf ("choices among \"%s\" (the %s family knows no \"%s\")",
                                                         list, variant->family_id, opt->choices[c]);

            tarot_json_set_error (error, variant->file, "options", kinds[k].id, expected);
            return FALSE;
          }
    }
  return TRUE;
}

const char *
tarot_variant_get_term (TarotVariant *variant,
                        const char   *concept_id,
                        const char   *lang)
{
  JsonNode *node;
  JsonObject *terms;
  const char *term = NULL;

  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);
  g_return_val_if_fail (concept_id != NULL, NULL);

  node = json_object_get_member (variant->terms, concept_id);
  if (node == NULL)
    return NULL;
  terms = json_node_get_object (node);
  if (lang == NULL)
    lang = variant->language;
  if (json_object_has_member (terms, lang))
    term = json_object_get_string_member (terms, lang);
  if (term == NULL || *term == '\0')
    term = json_object_get_string_member (terms, "en");
  return term;
}

static gboolean
read_contracts (TarotVariant  *self,
                JsonObject    *parent,
                const char    *where,
                TarotRules    *rules,
                GError       **error)
{
  g_autofree char *path = where ? g_strdup_printf ("%s.contracts", where) : g_strdup ("contracts");
  JsonArray *list = tarot_json_get_array (parent, "contracts", self->file, where, error);
  guint n;

  if (list == NULL)
    return FALSE;
  n = json_array_get_length (list);
  if (n == 0 || n > TAROT_MAX_CONTRACTS)
    {
      tarot_json_set_error (error, self->file, path, NULL, "1 to 20 contracts, lowest first");
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *pos = g_strdup_printf ("%s[%u]", path, i);
      JsonNode *node = json_array_get_element (list, i);
      const char *id;
      gint64 value;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, self->file, pos, NULL, "an object {\"id\", \"value\"}");
          return FALSE;
        }
      if ((id = tarot_json_get_id (json_node_get_object (node), "id", self->file, pos, error)) == NULL ||
          !tarot_json_get_int (json_node_get_object (node), "value", self->file, pos, 0, 1000, &value, error))
        return FALSE;
      if (strlen (id) >= sizeof rules->contract_ids[0])
        {
          tarot_json_set_error (error, self->file, pos, "id", "at most 23 characters");
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (g_str_equal (rules->contract_ids[j], id))
          {
            tarot_json_set_error (error, self->file, pos, "id", "a contract id not listed before");
            return FALSE;
          }
      g_strlcpy (rules->contract_ids[i], id, sizeof rules->contract_ids[0]);
      rules->contract_value[i] = (gint32) value;
    }
  rules->n_contracts = (guint8) n;
  return TRUE;
}

static void
fill_ranks (TarotVariant *self,
            TarotRules   *rules)
{
  for (int s = 0; s < TAROT_N_SUITS; s++)
    {
      TarotCardSet suit = rules->suit_sets[s];

      TAROT_CARD_SET_FOREACH (suit, c)
        {
          int face = tarot_card_face (c);
          guint rank;

          switch (self->ranking)
            {
            case RANKING_SIMPLIFIED:
              rank = (guint) face + 1;
              break;
            case RANKING_ORIGINAL:
              /* courts on top; round suits' pips run Ace high, 10 low */
              if (face >= TAROT_FACE_JACK || s < TAROT_SUIT_CUPS)
                rank = (guint) face + 1;
              else
                rank = (guint) (TAROT_FACE_10 - face) + 1;
              break;
            case RANKING_PACK:
            default:
              rank = tarot_pack_get_suit_rank (self->pack, c);
              break;
            }
          rules->rank[c] = (guint8) rank;
        }
    }
  /* trumps by the pack's order, never by id: equal ranks (Asti's 2–5,
   * Bologna's Moors) go to the later played, see tarot_trick_best() */
  TAROT_CARD_SET_FOREACH (tarot_card_set_intersect (rules->pack, tarot_card_set_all_trumps ()), t)
    rules->rank[t] = (guint8) (32 + tarot_pack_get_trump_rank (self->pack, t));
  rules->rank[TAROT_CARD_FOOL] = rules->fool_role == TAROT_FOOL_TOP_TRUMP ? 60 : 0;
}

/* The part of the rules that no option changes. */

/* The dealing rhythm (the table deals packet by packet or round by
 * round): "rounds": [5, 5, …] or "packet": k in by_players.<n>.deal,
 * or in its "by_option": {"<option>": {"<value>": {…}}} for the value
 * @options give (Pinerolo's five rounds of five, Turin's whole hands,
 * rules/italian-living-games.md P1). */
static gboolean
read_deal_rhythm (TarotVariant  *variant,
                  guint          n_players,
                  GHashTable    *options,
                  TarotRules    *rules,
                  GError       **error)
{
  g_autofree char *where = g_strdup_printf ("by_players.%u.deal", n_players);
  /* build_core_rules() has read it */
  JsonObject *deal = json_object_get_object_member (tarot_variant_get_players_json (variant, n_players), "deal");
  JsonObject *rhythm = deal;
  guint hand = rules->hand_size;
  gint64 packet = 0;

  rules->n_deal_steps = 0;
  if (json_object_has_member (deal, "by_option"))
    {
      g_autofree char *by_where = g_strconcat (where, ".by_option", NULL);
      JsonObject *by = tarot_json_get_object (deal, "by_option", variant->file, where, error);
      g_autoptr(GList) ids = NULL;
      const TarotOption *option;
      const char *id, *value;
      JsonObject *choices;

      if (by == NULL)
        return FALSE;
      ids = json_object_get_members (by);
      if (g_list_length (ids) != 1 || (option = tarot_variant_find_option (variant, ids->data)) == NULL ||
          option->type != TAROT_OPTION_CHOICE)
        {
          tarot_json_set_error (error, variant->file, where, "by_option", "an object naming one choice option");
          return FALSE;
        }
      id = ids->data;
      value = tarot_variant_get_option (variant, options, id);
      if ((choices = tarot_json_get_object (by, id, variant->file, by_where, error)) == NULL)
        return FALSE;
      if (json_object_has_member (choices, value))
        {
          g_autofree char *choices_where = g_strconcat (by_where, ".", id, NULL);

          if ((rhythm = tarot_json_get_object (choices, value, variant->file, choices_where, error)) == NULL)
            return FALSE;
          g_free (where);
          where = g_strconcat (choices_where, ".", value, NULL);
        }
    }
  if (json_object_has_member (rhythm, "rounds"))
    {
      JsonArray *rounds = tarot_json_get_array (rhythm, "rounds", variant->file, where, error);
      guint total = 0;

      if (rounds == NULL)
        return FALSE;
      for (guint i = 0; i < json_array_get_length (rounds); i++)
        {
          JsonNode *node = json_array_get_element (rounds, i);
          gint64 v;

          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
              (v = json_node_get_int (node)) < 1 || total + (guint) v > hand || i >= TAROT_MAX_TRICKS)
            {
              g_autofree char *expected = g_strdup_printf ("rounds of 1 or more cards, %u in all at most", hand);

              tarot_json_set_error (error, variant->file, where, "rounds", expected);
              return FALSE;
            }
          total += (guint) v;
          rules->deal_steps[rules->n_deal_steps++] = (guint8) total;
        }
      return TRUE;
    }
  if (json_object_has_member (rhythm, "packet") &&
      !tarot_json_get_int (rhythm, "packet", variant->file, where, 1, hand, &packet, error))
    return FALSE;
  if (packet > 1)
    for (guint total = (guint) packet; total < hand + (guint) packet; total += (guint) packet)
      rules->deal_steps[rules->n_deal_steps++] = (guint8) MIN (total, hand);
  return TRUE;
}

/* The cards of @list ("cards.add"), each named once by its id in the pack, into @out. */
static gboolean
read_card_list (TarotVariant  *variant,
                JsonObject    *cards,
                const char    *member,
                const char    *where,
                TarotCardSet  *out,
                GError       **error)
{
  g_autofree char *list_where = g_strconcat (where, ".", member, NULL);
  JsonArray *list;

  if (!json_object_has_member (cards, member))
    return TRUE;
  if ((list = tarot_json_get_array (cards, member, variant->file, where, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonNode *node = json_array_get_element (list, i);
      const char *str = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
                        ? json_node_get_string (node) : NULL;
      g_autofree char *pos = g_strdup_printf ("%s[%u]", list_where, i);
      g_autofree char *problem = NULL;
      TarotCard c;

      if (str == NULL)
        {
          tarot_json_set_error (error, variant->file, pos, NULL, "a card id such as \"CO-4\" or \"T-20\"");
          return FALSE;
        }
      if (!tarot_pack_card_from_string (variant->pack, str, &c))
        problem = g_strdup_printf ("no card \"%s\" in the %s pack (card ids read \"CO-4\", \"T-20\")",
                                   str, variant->pack_id);
      else if (tarot_card_set_contains (*out, c))
        problem = g_strdup_printf ("\"%s\" is listed twice", str);
      if (problem != NULL)
        {
          tarot_json_set_problem (error, variant->file, pos, NULL, problem);
          return FALSE;
        }
      tarot_card_set_add (out, c);
    }
  return TRUE;
}

/* The cards this game plays with: the pack's standard cards, then
 * "cards": {"add": […], "remove": […]} (in by_players.<n> for this
 * player count, else at the top level).  Only the pack's optional
 * cards can be added (Barcellona's Ace of Coins, rules/italian-living-
 * games.md S1); any card can be removed (Calatafimi's Piedmontese pack
 * cut to 63, S8). */
static gboolean
select_cards (TarotVariant  *variant,
              JsonObject    *by,
              const char    *by_where,
              TarotRules    *rules,
              GError       **error)
{
  static const char *const keys[] = { "add", "remove", NULL };
  TarotCardSet optional = tarot_pack_get_optional_set (variant->pack);
  TarotCardSet add = TAROT_CARD_SET_EMPTY, remove = TAROT_CARD_SET_EMPTY;
  g_autofree char *where = NULL;
  JsonObject *holder = variant->root, *cards;

  rules->pack = tarot_pack_get_standard_set (variant->pack);
  if (by != NULL && json_object_has_member (by, "cards"))
    {
      holder = by;
      where = g_strconcat (by_where, ".cards", NULL);
    }
  else if (json_object_has_member (variant->root, "cards"))
    where = g_strdup ("cards");
  else
    return TRUE;
  if ((cards = tarot_json_get_object (holder, "cards", variant->file, holder == by ? by_where : NULL, error)) == NULL ||
      !tarot_json_check_members (cards, keys, variant->file, where, error) ||
      !read_card_list (variant, cards, "add", where, &add, error) ||
      !read_card_list (variant, cards, "remove", where, &remove, error))
    return FALSE;
  TAROT_CARD_SET_FOREACH (add, c)
    if (!tarot_card_set_contains (optional, c))
      {
        g_autofree char *problem = g_strdup_printf ("\"%s\" is in the game already: only the pack's optional "
                                                    "cards can be added", tarot_pack_card_to_string (variant->pack, c));

        tarot_json_set_problem (error, variant->file, where, "add", problem);
        return FALSE;
      }
  TAROT_CARD_SET_FOREACH (remove, c)
    if (!tarot_card_set_contains (rules->pack, c))
      {
        g_autofree char *problem = g_strdup_printf ("\"%s\" is not in the game unless added, so it cannot be removed",
                                                    tarot_pack_card_to_string (variant->pack, c));

        tarot_json_set_problem (error, variant->file, where, "remove", problem);
        return FALSE;
      }
  rules->pack = tarot_card_set_minus (tarot_card_set_union (rules->pack, add), remove);
  if (tarot_card_set_count (tarot_card_set_intersect (rules->pack, tarot_card_set_all_trumps ())) == 0)
    {
      tarot_json_set_problem (error, variant->file, where, "remove", "a game needs trumps");
      return FALSE;
    }
  return TRUE;
}

static gboolean
build_core_rules (TarotVariant  *variant,
                  guint          n_players,
                  TarotRules    *rules,
                  GError       **error)
{
  g_autofree char *where = NULL;
  JsonObject *by, *deal;
  gint64 hand, talon;

  memset (rules, 0, sizeof *rules);
  rules->family = tarot_family_lookup (variant->family_id);
  rules->n_players = (guint8) n_players;
  rules->fool_role = (guint8) tarot_pack_get_fool_role (variant->pack);
  rules->count_by = (guint8) variant->count_by;
  where = g_strdup_printf ("by_players.%u", n_players);
  by = tarot_variant_get_players_json (variant, n_players);
  if (!select_cards (variant, by, where, rules, error))
    return FALSE;
  for (int s = 0; s < TAROT_N_SUITS; s++)
    {
      rules->suit_sets[s] = tarot_card_set_intersect (rules->pack, tarot_card_set_suit (s));
      tarot_card_set_add (&rules->kings, tarot_card_make (s, TAROT_FACE_KING));
    }
  rules->trumps = tarot_card_set_intersect (rules->pack, tarot_card_set_all_trumps ());
  if (rules->fool_role == TAROT_FOOL_TOP_TRUMP)
    tarot_card_set_add (&rules->trumps, TAROT_CARD_FOOL);
  tarot_card_set_add (&rules->honours, tarot_card_make_trump (1));
  tarot_card_set_add (&rules->honours, tarot_card_make_trump (21));
  tarot_card_set_add (&rules->honours, TAROT_CARD_FOOL);
  rules->honours = tarot_card_set_intersect (rules->honours, rules->pack);
  for (guint c = 0; c < TAROT_CARD_ID_LIMIT; c++)
    {
      rules->value[c] = (guint8) tarot_pack_get_card_value (variant->pack, (TarotCard) c);
      if (tarot_card_set_contains (rules->pack, (TarotCard) c))
        tarot_card_set_add (&rules->value_sets[rules->value[c]], (TarotCard) c);
    }
  TAROT_CARD_SET_FOREACH (rules->pack, c)
    rules->pack_cards[rules->n_pack_cards++] = c;
  fill_ranks (variant, rules);
  rules->points_total = tarot_rules_count_points (rules, rules->pack);

  if (by == NULL)
    {
      tarot_json_set_error (error, variant->file, where, NULL, "an object for this player count");
      return FALSE;
    }
  {
    g_autofree char *deal_where = g_strdup_printf ("%s.deal", where);

    if ((deal = tarot_json_get_object (by, "deal", variant->file, where, error)) == NULL ||
        !tarot_json_get_int (deal, "hand", variant->file, deal_where, 1, TAROT_MAX_TRICKS, &hand, error) ||
        !tarot_json_get_int (deal, "talon", variant->file, deal_where, 0, TAROT_N_CARDS, &talon, error))
      return FALSE;
  }
  if (hand + talon > rules->n_pack_cards)
    {
      g_autofree char *expected = g_strdup_printf ("a hand and a talon that fit in the %u cards of the pack",
                                                   rules->n_pack_cards);

      tarot_json_set_error (error, variant->file, where, "deal", expected);
      return FALSE;
    }
  /* a deal of every hand that the cards chosen no longer cover (a game
   * whose dealer sits out deals more than the pack, and has no "cards") */
  if (n_players * hand + talon > rules->n_pack_cards &&
      n_players * hand + talon <= tarot_card_set_count (tarot_pack_get_standard_set (variant->pack)))
    {
      g_autofree char *expected = g_strdup_printf ("%u hands and a talon that fit in the %u cards "
                                                   "the \"cards\" key leaves",
                                                   n_players, rules->n_pack_cards);

      tarot_json_set_error (error, variant->file, where, "deal", expected);
      return FALSE;
    }
  rules->hand_size = (guint8) hand;
  rules->n_tricks = (guint8) hand;
  rules->talon_size = (guint8) talon;
  rules->trick_size = (guint8) n_players;

  if (json_object_has_member (by, "contracts"))
    {
      if (!read_contracts (variant, by, where, rules, error))
        return FALSE;
    }
  else if (json_object_has_member (variant->root, "contracts") &&
           !read_contracts (variant, variant->root, NULL, rules, error))
    return FALSE;
  return TRUE;
}

gboolean
tarot_variant_build_rules (TarotVariant  *variant,
                           guint          n_players,
                           GHashTable    *options,
                           TarotRules    *rules,
                           GError       **error)
{
  g_return_val_if_fail (TAROT_IS_VARIANT (variant), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);

  memset (rules, 0, sizeof *rules);
  if (n_players < variant->min_players || n_players > variant->max_players)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   "%s is played by %u to %u players, not %u",
                   variant->id, variant->min_players, variant->max_players, n_players);
      return FALSE;
    }
  return tarot_variant_check_options (variant, options, error) &&
         build_core_rules (variant, n_players, rules, error) &&
         read_deal_rhythm (variant, n_players, options, rules, error) &&
         rules->family->build_rules (rules, variant, n_players, options, error);
}
