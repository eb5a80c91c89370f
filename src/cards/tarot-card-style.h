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
  TAROT_CARD_BACK_PACK,     /* the pack's own back (art.back), else the lattice */
  TAROT_CARD_N_BACKS,
} TarotCardBack;

/* The pack's own backs (art.back). */
typedef enum
{
  TAROT_PACK_BACK_NONE,
  TAROT_PACK_BACK_HUNGARIAN,  /* green diaper with a tulip medallion (packs.md §10) */
} TarotPackBack;

#define TAROT_CARD_MAX_SUBSTITUTIONS 4

/* Cards a pack may draw as others (art.face_substitutions), chosen
 * by a variant's option of the same id: the Hungarian red_fours. */
typedef struct
{
  char   *id;
  guint8  pips[TAROT_CARD_ID_LIMIT];   /* 0: as usual; n: drawn as the n of its suit */
} TarotFaceSubstitution;

typedef struct
{
  char              *pack_id;
  TarotSuitSystem    suit_system;
  TarotFoolRole      fool_role;
  double             width;       /* canvas units: 0.1 mm */
  double             height;
  TarotNumeralStyle  numerals;
  /* the trumps' subjects by number, from first_trump (the pack's lowest: 0 with the Miseria) */
  char              *subjects[TAROT_MAX_TRUMP + 1];
  guint              n_subjects;
  guint              first_trump;
  char              *jack_subject;         /* the lowest court's figure, if not "jack" (Sicily: "maid") */
  /* by trump number (0..TAROT_MAX_TRUMP), read for trumps 1–21 */
  guint8             numbers[TAROT_MAX_TRUMP + 1];      /* the numeral printed, 0 for none */
  char              *index_labels[TAROT_MAX_TRUMP + 1]; /* assisted index, NULL: the number */
  guint64            red_grounds;          /* bit n: trump n on a red ground */
  char              *fool_subject;
  char              *caption_source;
  char              *palette;
  char              *court_pattern;        /* the folder of court figures under courts/ */
  gboolean           side_numerals;        /* Roman numerals on the edges of long-suit pips */
  gboolean           corner_indices;       /* the pattern prints corner indices */
  gboolean           double_headed;
  gboolean           eagle_on_2;           /* Austrian trump II: the crowned eagle */
  TarotPackBack      back;
  guint              n_substitutions;
  TarotFaceSubstitution substitutions[TAROT_CARD_MAX_SUBSTITUTIONS];
  gboolean           straight_swords;      /* Portuguese-type straight swords laid diagonally */
  gboolean           cudgels;              /* Sicilian cudgel batons */
  gboolean           top_centre_index;     /* Sicily: rank and suit letter at the top centre of pips 4–10 */
  gboolean           numeral_upper_right;  /* Sicily: the trump's numeral in the upper right corner */
} TarotCardStyle;

TarotCardStyle *tarot_card_style_new_from_art  (const char      *pack_id,
                                                TarotSuitSystem  suit_system,
                                                TarotFoolRole    fool_role,
                                                JsonObject      *art,
                                                GError         **error);
TarotCardStyle *tarot_card_style_new_from_pack (TarotPack       *pack,
                                                GError         **error);
void            tarot_card_style_free          (TarotCardStyle  *style);
/* The substitution @id of @style, NULL if the pack has none of that id. */
const TarotFaceSubstitution *
                tarot_card_style_find_substitution (const TarotCardStyle *style,
                                                    const char           *id);

const char     *tarot_card_index_letter        (int              face,
                                                const char      *language);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TarotCardStyle, tarot_card_style_free)

G_END_DECLS
