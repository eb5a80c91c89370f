/* tarot-test-cases.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>

#include "tarot-test-cases.h"

static GPtrArray *variants;
static GPtrArray *cases;

static void
free_case (gpointer data)
{
  TarotTestCase *tc = data;

  g_clear_pointer (&tc->options, g_hash_table_unref);
  g_free (tc);
}

static void
add_case (const char    *path,
          GTestDataFunc  func,
          TarotVariant  *variant,
          guint          n_players,
          GHashTable    *options)
{
  TarotTestCase *tc = g_new0 (TarotTestCase, 1);

  tc->variant = variant;
  tc->n_players = n_players;
  tc->options = options;
  g_ptr_array_add (cases, tc);
  g_test_add_data_func (path, tc, func);
}

GPtrArray *
tarot_test_add_variant_cases (const char                *prefix,
                              GTestDataFunc              func,
                              const TarotTestOptionCase *option_cases,
                              guint                      n_option_cases)
{
  if (variants == NULL)
    {
      variants = tarot_variant_load_all (NULL);
      cases = g_ptr_array_new_with_free_func (free_case);
    }
  g_assert_nonnull (variants);
  g_assert_cmpuint (variants->len, >, 0);

  for (guint i = 0; i < variants->len; i++)
    {
      TarotVariant *v = g_ptr_array_index (variants, i);

      for (guint n = tarot_variant_get_min_players (v); n <= tarot_variant_get_max_players (v); n++)
        {
          g_autofree char *path = g_strdup_printf ("%s/%s/%u", prefix, tarot_variant_get_id (v), n);

          add_case (path, func, v, n, NULL);
        }
    }

  for (guint i = 0; i < n_option_cases; i++)
    {
      const TarotTestOptionCase *oc = &option_cases[i];
      g_autofree char *path = g_strdup_printf ("%s/options/%s/%u", prefix, oc->variant, i);
      GHashTable *options = g_hash_table_new (g_str_hash, g_str_equal);

      for (guint k = 0; k + 1 < G_N_ELEMENTS (oc->options) && oc->options[k] != NULL; k += 2)
        g_hash_table_insert (options, (gpointer) oc->options[k], (gpointer) oc->options[k + 1]);
      add_case (path, func, tarot_test_find_variant (oc->variant), oc->n_players, options);
    }
  return variants;
}

TarotVariant *
tarot_test_find_variant (const char *id)
{
  for (guint i = 0; variants != NULL && i < variants->len; i++)
    if (g_str_equal (tarot_variant_get_id (g_ptr_array_index (variants, i)), id))
      return g_ptr_array_index (variants, i);
  g_error ("no variant file with the id %s", id);
}

void
tarot_test_cases_free (void)
{
  g_clear_pointer (&cases, g_ptr_array_unref);
  g_clear_pointer (&variants, g_ptr_array_unref);
}

void
tarot_test_assert_same_score (const TarotScore *a,
                              const TarotScore *b)
{
  g_assert_cmpuint (a->n_lines, ==, b->n_lines);
  for (guint i = 0; i < a->n_lines; i++)
    {
      g_assert_cmpstr (a->lines[i].label, ==, b->lines[i].label);
      /* amounts beyond n_players are not set */
      g_assert_cmpmem (a->lines[i].amounts, a->n_players * sizeof (gint32),
                       b->lines[i].amounts, b->n_players * sizeof (gint32));
    }
  g_assert_cmpmem (a->totals, a->n_players * sizeof (gint32), b->totals, b->n_players * sizeof (gint32));
}

TarotCardSet
tarot_test_cards (int first,
                  ...)
{
  TarotCardSet set = TAROT_CARD_SET_EMPTY;
  va_list ap;

  va_start (ap, first);
  for (int c = first; c != -1; c = va_arg (ap, int))
    tarot_card_set_add (&set, (TarotCard) c);
  va_end (ap);
  return set;
}

void
tarot_test_play (const TarotRules *rules,
                 TarotDeal        *deal,
                 TarotCard         card)
{
  TarotAction action = { TAROT_ACTION_PLAY, deal->to_move, card, 0 };

  g_assert_true (tarot_deal_is_legal (rules, deal, action));
  tarot_deal_apply (rules, deal, action);
}
