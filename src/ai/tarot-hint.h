/* tarot-hint.h — what the computer would do in the player's place, and why
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hint is the search player's choice for a seat's view at the
 * Normal level (tarot_ai_rank_actions()), with the best other choice
 * and their mean scores, plus plain facts about a card that any
 * player can check on the table: its points, whether it takes the
 * trick, whether a partner holds it.  It sees only the view.
 */
#pragma once

#include <gio/gio.h>

#include "ai/tarot-search-player.h"
#include "model/tarot-deal.h"

G_BEGIN_DECLS

#define TAROT_HINT_MAX_RANKED 2

typedef enum
{
  TAROT_HINT_ONLY_CHOICE   = 1 << 0,  /* the only legal action */
  TAROT_HINT_WINS_TRICK    = 1 << 1,  /* the card holds the trick as it stands */
  TAROT_HINT_SURE_WINNER   = 1 << 2,  /* ...and no card still out can take it back */
  TAROT_HINT_PARTNER_WINS  = 1 << 3,  /* a known partner holds the trick */
  TAROT_HINT_HIGHEST_TRUMP = 1 << 4,  /* no higher trump is still out */
  TAROT_HINT_LOWEST_TRUMP  = 1 << 5,  /* trump 1 (Petit, Pagat) */
  TAROT_HINT_EMPTIES_SUIT  = 1 << 6,  /* the cards leave the seat void in a suit */
  TAROT_HINT_LEADS         = 1 << 7,  /* the card leads the trick */
} TarotHintFacts;

typedef struct
{
  TarotAction       action;          /* the choice; NONE if the seat is not to move */
  /* while cards are laid away or shown together: all of them, the
   * choice first */
  TarotCard         cards[TAROT_CARD_ID_LIMIT];
  guint             n_cards;
  TarotRankedAction ranked[TAROT_HINT_MAX_RANKED];  /* the choice first */
  guint             n_ranked;
  guint             n_samples;       /* behind the means; 0: no means */
  guint             facts;           /* TarotHintFacts */
  guint32           points;          /* of the card(s), in 1/count_by card points */
  guint32           trick_points;    /* of the trick with the card, the same way */
} TarotHint;

/* The hint for @view's seat, reproducible from @seed: its action is
 * tarot_ai_choose() at Normal for @view with an rng seeded with @seed.
 * Stops early when @cancellable is cancelled (with the best action so
 * far).  FALSE, with a NONE action, when the seat is not to move. */
gboolean tarot_hint_compute (const TarotRules      *rules,
                             const TarotPlayerView *view,
                             guint64                seed,
                             GCancellable          *cancellable,
                             TarotHint             *hint);

G_END_DECLS
