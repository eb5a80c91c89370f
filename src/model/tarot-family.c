/* tarot-family.c — the registry of game families
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-family.h"

/* One line per family; docs/family-api.md §8. */
static const TarotFamily *const builtin_families[] = {
  &tarot_family_french,
  &tarot_family_troccas,
  &tarot_family_tapp,
  &tarot_family_koenigrufen,
  &tarot_family_hungarian,
  &tarot_family_italian,
  &tarot_family_bolognese,
  &tarot_family_sicilian,
  &tarot_family_calatafimi,
};

static GPtrArray *extra_families;

void
tarot_family_register (const TarotFamily *family)
{
  g_return_if_fail (family != NULL && family->id != NULL);

  if (tarot_family_lookup (family->id) != NULL)
    return;
  if (extra_families == NULL)
    extra_families = g_ptr_array_new ();
  g_ptr_array_add (extra_families, (gpointer) family);
}

const TarotFamily *
tarot_family_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (builtin_families); i++)
    if (g_str_equal (builtin_families[i]->id, id))
      return builtin_families[i];
  for (guint i = 0; extra_families != NULL && i < extra_families->len; i++)
    {
      const TarotFamily *family = g_ptr_array_index (extra_families, i);

      if (g_str_equal (family->id, id))
        return family;
    }
  return NULL;
}

const char **
tarot_family_list_ids (void)
{
  guint n_extra = extra_families ? extra_families->len : 0;
  const char **ids = g_new0 (const char *, G_N_ELEMENTS (builtin_families) + n_extra + 1);
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (builtin_families); i++)
    ids[n++] = builtin_families[i]->id;
  for (guint i = 0; i < n_extra; i++)
    ids[n++] = ((const TarotFamily *) g_ptr_array_index (extra_families, i))->id;
  return ids;
}
