/* tarot-rule-book.h — the rules of a game for players: data/rules/<id>.json
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Sections (a heading and paragraphs) and a glossary of native terms with
 * their meaning; every text is translatable like a variant's name
 * (docs/variant-format.md) and returned in the current UI language.
 * Variants that share rules share a book: a section may be limited to
 * some of them.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TAROT_TYPE_RULE_BOOK (tarot_rule_book_get_type ())

G_DECLARE_FINAL_TYPE (TarotRuleBook, tarot_rule_book, TAROT, RULE_BOOK, GObject)

TarotRuleBook *tarot_rule_book_new_from_file   (const char    *path,
                                                GError       **error);
TarotRuleBook *tarot_rule_book_load            (const char    *id,
                                                GError       **error);
char         **tarot_rule_book_list_ids        (void);

const char    *tarot_rule_book_get_id          (TarotRuleBook *self);
guint          tarot_rule_book_get_n_sections  (TarotRuleBook *self);
/* Whether @section is part of the rules of @variant_id (a section that
 * lists no variants belongs to all of them). */
gboolean       tarot_rule_book_section_applies (TarotRuleBook *self,
                                                guint          section,
                                                const char    *variant_id);
const char    *tarot_rule_book_get_heading     (TarotRuleBook *self,
                                                guint          section);
guint          tarot_rule_book_get_n_paragraphs (TarotRuleBook *self,
                                                 guint          section);
const char    *tarot_rule_book_get_paragraph   (TarotRuleBook *self,
                                                guint          section,
                                                guint          paragraph);

guint          tarot_rule_book_get_n_terms     (TarotRuleBook *self);
/* Whether the term at @index belongs to the glossary of @variant_id (a
 * term that lists no variants belongs to all of them). */
gboolean       tarot_rule_book_term_applies    (TarotRuleBook *self,
                                                guint          index,
                                                const char    *variant_id);
/* The term as the players at the table say it (not translated). */
const char    *tarot_rule_book_get_term        (TarotRuleBook *self,
                                                guint          index);
/* The glossary concept (../shared/glossary.json) the term stands for. */
const char    *tarot_rule_book_get_concept     (TarotRuleBook *self,
                                                guint          index);
const char    *tarot_rule_book_get_meaning     (TarotRuleBook *self,
                                                guint          index);

G_END_DECLS
