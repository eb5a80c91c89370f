/* tarot-rules-page.h — the rules of a game and the glossary of its terms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Renders the variant's rule book (data/rules/<id>.json, see
 * model/tarot-rule-book.h) in the UI language: its sections that apply
 * to the variant, then its glossary, native term → meaning.  Scrolls by
 * itself, so it can be the whole content of a window.
 */
#pragma once

#include <adwaita.h>

#include "model/tarot-variant.h"

G_BEGIN_DECLS

#define TAROT_TYPE_RULES_PAGE (tarot_rules_page_get_type ())

G_DECLARE_FINAL_TYPE (TarotRulesPage, tarot_rules_page, TAROT, RULES_PAGE, AdwBin)

GtkWidget    *tarot_rules_page_new         (void);
/* Shows the rules of @variant; a rule book that cannot be read is
 * reported on the page itself. */
void          tarot_rules_page_set_variant (TarotRulesPage *self,
                                            TarotVariant   *variant);
TarotVariant *tarot_rules_page_get_variant (TarotRulesPage *self);

G_END_DECLS
