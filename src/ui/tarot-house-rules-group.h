/* tarot-house-rules-group.h — a variant's house rules as preference rows, with Restore Defaults
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per option of the variant (switch, spin button or drop-down), built from the
 * variant file. Emits "changed" after every edit.
 */
#pragma once

#include <adwaita.h>

#include "model/tarot-variant.h"

G_BEGIN_DECLS

#define TAROT_TYPE_HOUSE_RULES_GROUP (tarot_house_rules_group_get_type ())

G_DECLARE_FINAL_TYPE (TarotHouseRulesGroup, tarot_house_rules_group, TAROT, HOUSE_RULES_GROUP, AdwPreferencesGroup)

GtkWidget  *tarot_house_rules_group_new          (void);
/* Builds the rows of @variant's options at their defaults; the group hides when there are none. */
void        tarot_house_rules_group_set_variant  (TarotHouseRulesGroup *self,
                                                  TarotVariant         *variant);
/* Option id → value string of every row (a number typed but not confirmed counts). */
GHashTable *tarot_house_rules_group_get_options  (TarotHouseRulesGroup *self);

G_END_DECLS
