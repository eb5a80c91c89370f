/* tarot-games-page.h — the start page: every game variant found in data/variants/
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAROT_TYPE_GAMES_PAGE (tarot_games_page_get_type ())

G_DECLARE_FINAL_TYPE (TarotGamesPage, tarot_games_page, TAROT, GAMES_PAGE, AdwBin)

void       tarot_games_page_reload        (TarotGamesPage *self);
/* Every loadable variant, the games of one family together, by name: the order of the page. */
GPtrArray *tarot_games_page_load_variants (GPtrArray      *errors);

G_END_DECLS
