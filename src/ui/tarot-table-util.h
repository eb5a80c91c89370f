/* tarot-table-util.h — what the parts of the table share: card names, terms, rows of small cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cards/tarot-card-renderer.h"
#include "model/tarot-game.h"

G_BEGIN_DECLS

/* How @action is called in @lang (NULL: the variant's language), as
 * the @n_before-th decision of the hand: a doubling is named by how
 * many of its kind came before it (Kontra, Rekontra...). */
char      *tarot_table_action_label   (TarotGame             *game,
                                       TarotAction            action,
                                       guint                  n_before,
                                       const char            *lang);
/* The card's name as a label starts: "King of Hearts". */
char      *tarot_table_card_name      (TarotCardRenderer     *renderer,
                                       TarotCard              card);
/* The variant's own word for @concept_id, capitalised like a title;
 * takes @fallback, returned when its language has none. */
char      *tarot_table_native_term    (TarotVariant          *variant,
                                       const char            *concept_id,
                                       char                  *fallback);
/* The same word in the UI language (the glossary's), NULL if none. */
char      *tarot_table_local_term     (TarotVariant          *variant,
                                       const char            *concept_id);
/* @set's cards in the order a hand is sorted; returns how many. */
guint      tarot_table_sorted_cards   (const TarotRules      *rules,
                                       TarotCardSet           set,
                                       TarotCard             *cards);
GtkWidget *tarot_table_small_card     (TarotCardRenderer     *renderer,
                                       TarotCard              card,
                                       int                    width);
/* A titled row of small cards (backs when @cards is NULL), overlapping
 * when it would be wider than @max_width. */
GtkWidget *tarot_table_card_group     (TarotCardRenderer     *renderer,
                                       const char            *title,
                                       const TarotCard       *cards,
                                       guint                  n_cards,
                                       int                    width,
                                       int                    max_width);
/* A stock drawn from during the play: a face-down pile of @n_cards,
 * titled with its count. */
GtkWidget *tarot_table_stock_pile     (TarotCardRenderer     *renderer,
                                       guint                  n_cards,
                                       int                    width);
void       tarot_table_remove_children (GtkWidget            *parent);

G_END_DECLS

G_BEGIN_DECLS

/* Adds to @box the cards lying open that @view knows: the talon (or
 * its parts to choose from; @talon_dealt backs while it is dealt
 * face down), the cards shown, grouped by whose they are and why,
 * and the seat's own discard.  Returns how many groups it added. */
guint      tarot_table_add_piles      (GtkBox                *box,
                                       TarotGame             *game,
                                       TarotCardRenderer     *renderer,
                                       const TarotPlayerView *view,
                                       int                    width,
                                       int                    max_width,
                                       guint                  talon_dealt);

G_END_DECLS
