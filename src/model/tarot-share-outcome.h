/* tarot-share-outcome.h — outcomes of the games without bidding in
 * which each player, or each of two fixed sides, scores its share of
 * the pack's card points against a target (Troccas, Italian Tarocchi)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The outcome JSON is {"dealer": seat, "points": [...]}: one number per
 * seat, or with partnerships two, the dealer's side first.  Whole card
 * points (points_unit 1).  Side 0 is the dealer or the dealer's side.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "model/tarot-deal.h"

G_BEGIN_DECLS

/* "targets": [dealer or dealer's side, the others], each 0 … 200. */
gboolean    tarot_share_read_targets    (JsonObject         *object,
                                         const char         *file,
                                         const char         *where,
                                         gint32             *targets,
                                         GError            **error);

/* Outcome side of @seat: 0 = the dealer or the dealer's side (partners
 * sit alternately), 1 = the others. */
guint       tarot_share_side_of         (gboolean            partnerships,
                                         guint               n_players,
                                         guint               dealer,
                                         guint               seat);

/* Fills points[], side[], tricks[] and extra[s] of a played deal from
 * the card points of each team: with partnerships the two sides,
 * numbered like outcome sides, otherwise the seats. */
void        tarot_share_outcome_fill    (TarotOutcome       *outcome,
                                         const TarotDeal    *deal,
                                         gboolean            partnerships,
                                         const guint32      *team_points);

/* Starts an outcome for score keeping: played, no declarer. */
void        tarot_share_outcome_init    (TarotOutcome       *outcome,
                                         guint               n_players);

/* Reads "points" (the dealer is already in @outcome): each 0 … the pack
 * total, and 0 or at least @least[i] when @least is not NULL, together
 * the pack total.  Fills points[], side[] and extra[s] (the card points
 * of seat s's team). */
gboolean    tarot_share_read_points     (const TarotRules   *rules,
                                         JsonObject         *object,
                                         gboolean            partnerships,
                                         const guint        *least,
                                         TarotOutcome       *outcome,
                                         GError            **error);

/* {"dealer", "points"}; the caller adds its own keys. */
JsonObject *tarot_share_outcome_to_json (const TarotOutcome *outcome,
                                         gboolean            partnerships);

/* The "dealer" and "points" fields, the points defaulting to @targets. */
JsonObject *tarot_share_describe        (const TarotRules   *rules,
                                         gboolean            partnerships,
                                         const gint32       *targets);

/* The score: with partnerships one zero-sum line, each side its points
 * less its target; otherwise one line per seat (the dealer's target is
 * targets[0], the others' targets[1]). */
void        tarot_share_score           (const TarotOutcome *outcome,
                                         gboolean            partnerships,
                                         const gint32       *targets,
                                         TarotScore         *score,
                                         gboolean            with_labels);

G_END_DECLS
