/* tarot-card-style.h — what a pack's faces look like, read from its "art" description
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "cards/tarot-glyphs.h"
#include "model/tarot-card.h"
#include "model/tarot-pack.h"

G_BEGIN_DECLS

typedef enum
{
  TAROT_INDEX_TRADITIONAL,  /* as the real pack prints it */
  TAROT_INDEX_ASSISTED,     /* corner indices on every card */
} TarotIndexMode;

typedef enum
{
  TAROT_CARD_BACK_LATTICE,
  TAROT_CARD_BACK_STARS,
  TAROT_CARD_BACK_PLAIN,
  TAROT_CARD_N_BACKS,
} TarotCardBack;

typedef struct
{
  char              *pack_id;
  TarotSuitSystem    suit_system;
  TarotFoolRole      fool_role;
  double             width;       /* canvas units: 0.1 mm */
  double             height;
  TarotNumeralStyle  numerals;
  char              *subjects[TAROT_N_TRUMPS];
  guint8             numbers[TAROT_N_TRUMPS];       /* the numeral printed, 0 for none */
  char              *index_labels[TAROT_N_TRUMPS];  /* assisted index, NULL: the number */
  guint32            red_grounds;          /* bit n - 1: trump n on a red ground */
  char              *fool_subject;
  char              *caption_source;
  char              *palette;
  char              *court_pattern;        /* the folder of court figures under courts/ */
  gboolean           side_numerals;        /* Roman numerals on the edges of long-suit pips */
  gboolean           corner_indices;       /* the pattern prints corner indices */
  gboolean           double_headed;
  gboolean           eagle_on_2;           /* Austrian trump II: the crowned eagle */
} TarotCardStyle;

TarotCardStyle *tarot_card_style_new_from_art  (const char      *pack_id,
                                                TarotSuitSystem  suit_system,
                                                TarotFoolRole    fool_role,
                                                JsonObject      *art,
                                                GError         **error);
TarotCardStyle *tarot_card_style_new_from_pack (TarotPack       *pack,
                                                GError         **error);
void            tarot_card_style_free          (TarotCardStyle  *style);

const char     *tarot_card_index_letter        (int              face,
                                                const char      *language);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TarotCardStyle, tarot_card_style_free)

G_END_DECLS
