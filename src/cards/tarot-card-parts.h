/* tarot-card-parts.h — the SVG parts library (data/cards/parts), read once and kept
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  char   *name;      /* "courts/french/king" */
  char   *body;      /* the children of the root <svg>, ready to embed */
  double  vb_x, vb_y, vb_width, vb_height;
} TarotCardPart;

typedef struct _TarotCardParts TarotCardParts;

TarotCardParts      *tarot_card_parts_new  (const char      *dir);
void                 tarot_card_parts_free (TarotCardParts  *parts);
const TarotCardPart *tarot_card_parts_get  (TarotCardParts  *parts,
                                            const char      *name,
                                            GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TarotCardParts, tarot_card_parts_free)

G_END_DECLS
