/* tarot-card-composer.h — builds the SVG of a card face or back from a pack style and parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cards/tarot-card-style.h"

G_BEGIN_DECLS

typedef struct
{
  TarotIndexMode  index_mode;
  const char     *language;      /* UI language for assisted court letters, e.g. "fr" */
  gboolean        four_colour;   /* colour-blind safe French suits */
  const char     *substitution;  /* a face substitution of the pack (art.face_substitutions), or NULL */
} TarotCardFaceOptions;

typedef struct _TarotCardComposer TarotCardComposer;

TarotCardComposer *tarot_card_composer_new          (const char                  *data_dir,
                                                     GError                     **error);
void               tarot_card_composer_free         (TarotCardComposer           *self);
char              *tarot_card_composer_compose      (TarotCardComposer           *self,
                                                     const TarotCardStyle        *style,
                                                     TarotCard                    card,
                                                     const TarotCardFaceOptions  *options,
                                                     GError                     **error);
char              *tarot_card_composer_compose_back (TarotCardComposer           *self,
                                                     const TarotCardStyle        *style,
                                                     TarotCardBack                back,
                                                     GError                     **error);
gboolean           tarot_card_composer_check_style  (TarotCardComposer           *self,
                                                     const TarotCardStyle        *style,
                                                     GError                     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TarotCardComposer, tarot_card_composer_free)

G_END_DECLS
