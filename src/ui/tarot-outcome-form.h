/* tarot-outcome-form.h — the entry form for one hand at a real table, generated from the
 * family's outcome description (docs/family-api.md "Outcome description")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The form knows nothing of any family: every row comes from the description. The fields
 * scroll; the live preview and Add stay under them. It emits
 * "changed" after every edit (the owner scores the outcome and calls set_preview() or
 * set_problem()), "add" when the person presses Add, Enter in a number or Ctrl+Enter (the
 * action form.add), and "cancel-edit" when a hand being replaced is given up. Add, and
 * form.add, do nothing while the outcome is refused.
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "model/tarot-deal.h"
#include "model/tarot-variant.h"

G_BEGIN_DECLS

#define TAROT_TYPE_OUTCOME_FORM (tarot_outcome_form_get_type ())

G_DECLARE_FINAL_TYPE (TarotOutcomeForm, tarot_outcome_form, TAROT, OUTCOME_FORM, AdwBin)

GtkWidget  *tarot_outcome_form_new             (void);
/* @variant and @rules (both may be NULL) only give contracts their names in the game's
 * terms; @names are the @n_players names in seating order. Resets the form to the defaults. */
void        tarot_outcome_form_set_description (TarotOutcomeForm   *self,
                                                JsonObject         *description,
                                                TarotVariant       *variant,
                                                const TarotRules   *rules,
                                                guint               n_players,
                                                const char *const  *names);
JsonObject *tarot_outcome_form_get_description (TarotOutcomeForm   *self);
/* The outcome JSON the widgets say, as the family's outcome_from_json reads it. */
JsonObject *tarot_outcome_form_get_outcome     (TarotOutcomeForm   *self);
/* Loads @outcome into the widgets (NULL: the defaults). */
void        tarot_outcome_form_set_outcome     (TarotOutcomeForm   *self,
                                                JsonObject         *outcome);
/* The score the current outcome would give; enables Add. */
void        tarot_outcome_form_set_preview     (TarotOutcomeForm   *self,
                                                const TarotScore   *score);
/* Why the current outcome is refused: shown beside the top-level field @field (or under the
 * form when NULL or unknown); disables Add. */
void        tarot_outcome_form_set_problem     (TarotOutcomeForm   *self,
                                                const char         *field,
                                                const char         *message);
/* 0: the form adds a new hand; otherwise it replaces hand number @hand_number. */
void        tarot_outcome_form_set_replacing   (TarotOutcomeForm   *self,
                                                guint               hand_number);
/* A heading over the fields ("Hand 5: Anna deals"); NULL hides it. */
void        tarot_outcome_form_set_heading     (TarotOutcomeForm   *self,
                                                const char         *heading);
/* Shows @toast (taken) over the fields, where it hides neither the preview nor Add. */
void        tarot_outcome_form_add_toast       (TarotOutcomeForm   *self,
                                                AdwToast           *toast);
/* The widget that shows @field_id (top level), for tests and focus. */
GtkWidget  *tarot_outcome_form_get_field_row   (TarotOutcomeForm   *self,
                                                const char         *field_id);
/* The message shown beside @field_id, NULL when none. */
const char *tarot_outcome_form_get_field_problem (TarotOutcomeForm *self,
                                                  const char       *field_id);

G_END_DECLS
