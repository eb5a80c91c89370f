/* tarot-family.h — the interface every game family implements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A family (french, troccas, tapp, ...) is one C file that defines a
 * `const TarotFamily tarot_family_<id>` and is listed in the table in
 * tarot-family.c.  See docs/family-api.md.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "model/tarot-deal.h"
#include "model/tarot-variant.h"

G_BEGIN_DECLS

/* struct _TarotFamily (the vtable) is defined in tarot-deal.h, so that
 * the generic entry points can be inlined into hot loops. */


const TarotFamily *tarot_family_lookup   (const char        *id);
/* Ids of the registered families, NULL-terminated; free with g_free(). */
const char       **tarot_family_list_ids (void);
/* Adds a family at run time (tests of families not yet in the table). */
void               tarot_family_register (const TarotFamily *family);

/* Registered families (one line each; see tarot-family.c). */
extern const TarotFamily tarot_family_french;
extern const TarotFamily tarot_family_troccas;
extern const TarotFamily tarot_family_tapp;
extern const TarotFamily tarot_family_koenigrufen;
extern const TarotFamily tarot_family_hungarian;
extern const TarotFamily tarot_family_italian;
extern const TarotFamily tarot_family_bolognese;
extern const TarotFamily tarot_family_sicilian;
extern const TarotFamily tarot_family_calatafimi;

G_END_DECLS
