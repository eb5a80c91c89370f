/* tarot-explain.h — why an action is not allowed, and how actions are
 * called in a variant's own terms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "model/tarot-deal.h"
#include "model/tarot-variant.h"

G_BEGIN_DECLS

/* Why @action is not legal for @view's seat, as an untranslated
 * sentence ("You must follow suit"; the caller translates it with
 * _()); NULL when it is legal.  Derived from the view only: the legal
 * list, the hand and the current trick. */
const char *tarot_explain_illegal      (const TarotRules      *rules,
                                        const TarotPlayerView *view,
                                        TarotAction            action);

/* The label of a decision in the variant's terms in @lang (NULL = the
 * variant's language): "Garde contre", "Dreier", "Pass", "Kontra",
 * a card's name for card actions.  Free with g_free(). */
char       *tarot_explain_action_label (TarotVariant          *variant,
                                        const TarotRules      *rules,
                                        TarotAction            action,
                                        const char            *lang);

/* The label of the doubling @action that brings its target to
 * @level (1 the first, 2 the answer to it...): "Kontra (Pagat)",
 * "Rekontra (Spiel)" in the variant's terms double, redouble and
 * further_doubles. */
char       *tarot_explain_kontra_label (TarotVariant          *variant,
                                        const TarotRules      *rules,
                                        TarotAction            action,
                                        guint                  level,
                                        const char            *lang);

char       *tarot_explain_readable      (const char            *id);

G_END_DECLS
