/* tarot-variant.h — a game variant loaded from data/variants/<id>.json
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "model/tarot-deal.h"
#include "model/tarot-pack.h"

G_BEGIN_DECLS

typedef enum
{
  TAROT_OPTION_BOOL,
  TAROT_OPTION_INT,
  TAROT_OPTION_CHOICE,
} TarotOptionType;

/* One house rule.  Strings belong to the variant; its texts come from
 * the tarot_option_get_*() functions, in the current UI language. */
typedef struct
{
  const char       *id;
  TarotOptionType   type;
  const char       *default_value;/* "true"/"false", decimal, or a choice id */
  const char *const *choices;     /* NULL-terminated, TAROT_OPTION_CHOICE only */
  gint64            min, max;     /* TAROT_OPTION_INT only */

  /*< private >*/
  JsonNode          *name_text;
  JsonNode          *description_text;
  JsonObject        *choice_names;  /* choice id → text; may be NULL */
  const char *const *choice_labels; /* readable choice ids, when a name is missing */
} TarotOption;

/* Texts in the current UI language (g_get_language_names()), else English. */
const char        *tarot_option_get_name        (const TarotOption *option);
const char        *tarot_option_get_description (const TarotOption *option);
/* Name of choices[@index]: the file's "choice_names", else the id made readable. */
const char        *tarot_option_get_choice_name (const TarotOption *option,
                                                 guint              index);

#define TAROT_TYPE_VARIANT (tarot_variant_get_type ())

G_DECLARE_FINAL_TYPE (TarotVariant, tarot_variant, TAROT, VARIANT, GObject)

TarotVariant      *tarot_variant_new_from_file  (const char    *path,
                                                 GError       **error);
/* The contents of a variant file; @file is its name (e.g. "troccas4.json"),
 * checked and shown in messages as that of a file would be. */
TarotVariant      *tarot_variant_new_from_bytes (const char    *data,
                                                 gsize          length,
                                                 const char    *file,
                                                 GError       **error);
TarotVariant      *tarot_variant_load           (const char    *id,
                                                 GError       **error);
char             **tarot_variant_list_ids       (void);
/* Every loadable variant, sorted by id; files that fail to load are
 * skipped and their errors appended to @errors (may be NULL). */
GPtrArray         *tarot_variant_load_all       (GPtrArray     *errors);

const char        *tarot_variant_get_id         (TarotVariant  *variant);
const char        *tarot_variant_get_path       (TarotVariant  *variant);
const char        *tarot_variant_get_family_id  (TarotVariant  *variant);
/* Name and description in the current UI language, else English. */
const char        *tarot_variant_get_name       (TarotVariant  *variant);
const char        *tarot_variant_get_description (TarotVariant *variant);
const char        *tarot_variant_get_language   (TarotVariant  *variant);
/* The tradition the games list groups the variant under ("swiss", see
 * data/traditions.json); NULL if the file names none. */
const char        *tarot_variant_get_tradition  (TarotVariant  *variant);
/* The id of its rule book, data/rules/<id>.json: the file's "rules", else its own id. */
const char        *tarot_variant_get_rules_id   (TarotVariant  *variant);
guint              tarot_variant_get_min_players (TarotVariant *variant);
guint              tarot_variant_get_max_players (TarotVariant *variant);
/* Hands per rubber (the key "rubber"), 0 when the file names none. */
guint              tarot_variant_get_rubber     (TarotVariant  *variant);
const char        *tarot_variant_get_pack_id    (TarotVariant  *variant);
TarotPack         *tarot_variant_get_pack       (TarotVariant  *variant);
JsonObject        *tarot_variant_get_json       (TarotVariant  *variant);
/* The "by_players"."<n>" object, NULL if the file has none for @n. */
JsonObject        *tarot_variant_get_players_json (TarotVariant *variant,
                                                   guint         n_players);

const TarotOption *tarot_variant_get_options    (TarotVariant  *variant,
                                                 guint         *n_options);
const TarotOption *tarot_variant_find_option    (TarotVariant  *variant,
                                                 const char    *id);
/* Option values: @options maps option id → value string (may be NULL);
 * missing entries give the default. */
const char        *tarot_variant_get_option     (TarotVariant  *variant,
                                                 GHashTable    *options,
                                                 const char    *id);
gboolean           tarot_variant_get_option_bool (TarotVariant *variant,
                                                  GHashTable   *options,
                                                  const char   *id);
gint64             tarot_variant_get_option_int (TarotVariant  *variant,
                                                 GHashTable    *options,
                                                 const char    *id);
/* What a family reads from an option: its type and, for a choice, the
 * values it knows (NULL-terminated; NULL: the family checks them). */
typedef struct
{
  const char         *id;
  TarotOptionType     type;
  const char *const  *known;
} TarotOptionKind;

/* For a family's build_rules: FALSE with an error naming the file and
 * the option unless each option of @kinds the file declares has that
 * type and, for a choice, only known values.  Undeclared options are
 * the family's to default. */
gboolean           tarot_variant_check_option_kinds (TarotVariant          *variant,
                                                     const TarotOptionKind *kinds,
                                                     guint                  n_kinds,
                                                     GError               **error);
/* Checks that every entry of @options names an option of the variant
 * with a valid value. */
gboolean           tarot_variant_check_options  (TarotVariant  *variant,
                                                 GHashTable    *options,
                                                 GError       **error);

/* Term for a concept of the glossary (e.g. "fool", "trump_i",
 * "fr_garde_contre") in @lang ("fr", "de", ...; NULL = the variant's
 * native language), falling back to English; NULL if unknown. */
const char        *tarot_variant_get_term       (TarotVariant  *variant,
                                                 const char    *concept_id,
                                                 const char    *lang);

/* Precomputes the rules for @n_players and @options (NULL = defaults). */
gboolean           tarot_variant_build_rules    (TarotVariant  *variant,
                                                 guint          n_players,
                                                 GHashTable    *options,
                                                 TarotRules    *rules,
                                                 GError       **error);

G_END_DECLS
