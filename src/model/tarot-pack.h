/* tarot-pack.h — a physical pack: which cards exist, their names,
 * natural ranking, point values and art description
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "model/tarot-card.h"

G_BEGIN_DECLS

typedef enum
{
  TAROT_SUIT_SYSTEM_FRENCH,
  TAROT_SUIT_SYSTEM_ITALIAN,
} TarotSuitSystem;

typedef enum
{
  TAROT_FOOL_EXCUSE,     /* excused from following suit, never wins */
  TAROT_FOOL_TOP_TRUMP,  /* Sküs / skíz: the highest trump */
} TarotFoolRole;

#define TAROT_TYPE_PACK (tarot_pack_get_type ())

G_DECLARE_FINAL_TYPE (TarotPack, tarot_pack, TAROT, PACK, GObject)

TarotPack       *tarot_pack_new_from_file     (const char    *path,
                                               GError       **error);
/* The contents of a pack file; @file is its name, shown in messages. */
TarotPack       *tarot_pack_new_from_bytes    (const char    *data,
                                               gsize          length,
                                               const char    *file,
                                               GError       **error);
TarotPack       *tarot_pack_load              (const char    *id,
                                               GError       **error);
char           **tarot_pack_list_ids          (void);

const char      *tarot_pack_get_id            (TarotPack     *pack);
const char      *tarot_pack_get_name          (TarotPack     *pack);
TarotSuitSystem  tarot_pack_get_suit_system   (TarotPack     *pack);
TarotFoolRole    tarot_pack_get_fool_role     (TarotPack     *pack);
guint            tarot_pack_get_n_cards       (TarotPack     *pack);
gboolean         tarot_pack_contains          (TarotPack     *pack,
                                               TarotCard      card);
/* Every card the pack draws, its optional cards included. */
TarotCardSet     tarot_pack_get_card_set      (TarotPack     *pack);
/* The cards games leave out unless their variant adds them ("cards":
 * {"add": […]}): the Sicilian Ace of Coins. */
TarotCardSet     tarot_pack_get_optional_set  (TarotPack     *pack);
/* The pack as games use it: every card but the optional ones. */
TarotCardSet     tarot_pack_get_standard_set  (TarotPack     *pack);
const TarotCard *tarot_pack_get_cards         (TarotPack     *pack,
                                               guint         *n_cards);

/* Natural strength of a suit card within its suit: 1 (lowest) .. n
 * (the King), from the pack's high → low rank lists; 0 for cards the
 * pack lacks, trumps and the Fool. */
guint            tarot_pack_get_suit_rank     (TarotPack     *pack,
                                               TarotCard      card);
/* Natural strength of a trump among the trumps: 1 (lowest) .. the
 * number of ranks, from the pack's "trump_order" (the Piedmontese pack
 * puts 20 above 21; trumps listed together share a rank, the later
 * played winning); by number when the pack gives none (the Miseria,
 * trump 0, lowest).  0 for suit cards, the Fool and cards the pack
 * lacks.  The only place trumps are ordered from: rules code reads
 * TarotRules.rank, filled from it. */
guint            tarot_pack_get_trump_rank    (TarotPack     *pack,
                                               TarotCard      card);
/* The numbers of the pack's trumps: @lowest (0 with the Miseria, else
 * 1) .. @highest (21 in the 78-card pack). */
void             tarot_pack_get_trump_numbers (TarotPack     *pack,
                                               guint         *lowest,
                                               guint         *highest);
/* Standard point value (King 5, Queen 4, Cavalier 3, Jack 2, trump
 * honours 5, others 1) before the counting method is applied. */
guint            tarot_pack_get_card_value    (TarotPack     *pack,
                                               TarotCard      card);

const char      *tarot_pack_card_to_string    (TarotPack     *pack,
                                               TarotCard      card);
gboolean         tarot_pack_card_from_string  (TarotPack     *pack,
                                               const char    *str,
                                               TarotCard     *out);
char            *tarot_pack_card_name         (TarotPack     *pack,
                                               TarotCard      card);

JsonObject      *tarot_pack_get_art           (TarotPack     *pack);

G_END_DECLS
