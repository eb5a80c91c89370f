/* fuzz-pack.c — a pack file's bytes, loaded as a pack file is; then every
 * card's id, name and value, and the card faces' style read from its art
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cards/tarot-card-style.h"
#include "model/tarot-pack.h"
#include "tarot-fuzz.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static void
read_cards (TarotPack *pack)
{
  guint n_cards;
  const TarotCard *cards = tarot_pack_get_cards (pack, &n_cards);

  if (n_cards != tarot_pack_get_n_cards (pack) ||
      n_cards != tarot_card_set_count (tarot_pack_get_card_set (pack)))
    g_error ("%s: the pack's card counts disagree", tarot_pack_get_id (pack));
  for (guint i = 0; i < n_cards; i++)
    {
      const char *id = tarot_pack_card_to_string (pack, cards[i]);
      g_autofree char *name = tarot_pack_card_name (pack, cards[i]);
      TarotCard back;

      if (!tarot_pack_contains (pack, cards[i]) ||
          !tarot_pack_card_from_string (pack, id, &back) || back != cards[i])
        g_error ("%s: card %u does not read back from “%s”", tarot_pack_get_id (pack), cards[i], id);
      if (!g_utf8_validate (name, -1, NULL))
        g_error ("%s: card %u has a name that is not UTF-8", tarot_pack_get_id (pack), cards[i]);
      /* the rules index their value sets and suit ranks by these */
      if (tarot_pack_get_card_value (pack, cards[i]) > 9 || tarot_pack_get_suit_rank (pack, cards[i]) > 14)
        g_error ("%s: card %u has value %u and suit rank %u", tarot_pack_get_id (pack), cards[i],
                 tarot_pack_get_card_value (pack, cards[i]), tarot_pack_get_suit_rank (pack, cards[i]));
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotPack) pack = NULL;
  g_autoptr(TarotCardStyle) style = NULL;
  g_autofree char *file = NULL;

  tarot_fuzz_init ();
  /* a pack's id must be its file's name: name the bytes after the id they hold */
  file = tarot_fuzz_file_name (data, size, "pack.json");
  pack = tarot_pack_new_from_bytes ((const char *) data, size, file, &error);
  if (pack == NULL)
    {
      tarot_fuzz_check_error (error, file);
      return 0;
    }
  tarot_fuzz_n_accepted++;
  read_cards (pack);

  style = tarot_card_style_new_from_pack (pack, &error);
  if (style == NULL)
    tarot_fuzz_check_error (error, NULL);
  return 0;
}
