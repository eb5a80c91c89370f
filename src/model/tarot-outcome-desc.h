/* tarot-outcome-desc.h — descriptions of a family's outcome JSON, for
 * forms that let a table enter a hand, and what such forms need
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format is documented in docs/family-api.md ("Outcome description
 * and validation"): {"fields": [{"id", "type", "label", ...}, ...]}.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "model/tarot-deal.h"

G_BEGIN_DECLS

/* The description of the outcome JSON that rules->family's
 * outcome_from_json reads for these rules (a new reference), or NULL
 * when the family has none. */
JsonObject *tarot_rules_describe_outcome     (const TarotRules *rules);

/* The top-level field an outcome error names ("poignees" for
 * "(input): poignees[1].seat: …"), or NULL when the message names none. */
char       *tarot_outcome_error_field        (const GError     *error);

/* The outcome a form shows before anything is entered: every field that
 * applies, with its default, or else its first valid value (optional
 * fields without a default stay absent).  A new object. */
JsonObject *tarot_outcome_desc_default_json  (JsonObject       *desc,
                                              const TarotRules *rules);
/* The same for the "fields" of a record, or of a new item of a list
 * field (the form's "Add poignée"), with @top the outcome around it
 * (NULL at the top level).  A new object. */
JsonObject *tarot_outcome_desc_default_object (JsonArray        *fields,
                                               JsonObject       *top,
                                               const TarotRules *rules);

/* Whether @field applies, by its "when": every field it names has one of
 * the listed values, looked up in @values (the field's siblings) and
 * then in @top (the whole outcome). */
gboolean    tarot_outcome_desc_applies       (JsonObject       *field,
                                              JsonObject       *values,
                                              JsonObject       *top);

/* Builders for families' outcome_describe. */
JsonObject *tarot_outcome_desc_new           (void);
/* Appends a field to the "fields" of @parent (a description, a record
 * or a list field) and returns it (owned by @parent). */
JsonObject *tarot_outcome_desc_add           (JsonObject       *parent,
                                              const char       *id,
                                              const char       *type,
                                              const char       *label);
void        tarot_outcome_desc_set_range     (JsonObject       *field,
                                              double            min,
                                              double            max);
void        tarot_outcome_desc_add_choice    (JsonObject       *field,
                                              const char       *id,
                                              const char       *label);
/* "when": {@id: [values…]}, NULL-terminated string values. */
void        tarot_outcome_desc_when          (JsonObject       *field,
                                              const char       *id,
                                              ...) G_GNUC_NULL_TERMINATED;
/* "when": {@id: @values} (taken). */
void        tarot_outcome_desc_when_array    (JsonObject       *field,
                                              const char       *id,
                                              JsonArray        *values);

G_END_DECLS
