/* tarot-solver.h — exact card play with every card known
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An alpha-beta search over the family's own legal_actions() and
 * apply() that finds the final score one seat (the hero) makes when
 * everybody plays perfectly with open cards.  Where the game has two
 * sides (a declarer, or partnerships of two or more seats each), the
 * hero's side maximises the hero's score and the other side minimises
 * it, which is max-n when a side's seats win and lose together.  In a
 * game of each for himself (Trischaken, Troccas for three or five)
 * every other seat plays against the hero ("paranoid").
 *
 * Exact scores come from zero-window tests ("does the hero make at
 * least N?") driven MTD(f)-style, card points from a principal
 * variation search in a window around the guess.  Forced moves are
 * played without a node of their own.  Positions at trick boundaries are
 * kept in a transposition table that stays valid for as long as the
 * solver lives, so one solver should serve every sampled deal of one
 * decision.  The search does not allocate.
 */
#pragma once

#include <glib.h>

#include "model/tarot-deal.h"

G_BEGIN_DECLS

typedef struct _TarotSolver TarotSolver;

/* A solver for @rules, which must outlive it; @node_limit bounds one
 * call of tarot_solver_value() or tarot_solver_test() (0: none). */
TarotSolver *tarot_solver_new        (const TarotRules *rules,
                                      guint64           node_limit);
void         tarot_solver_free       (TarotSolver      *solver);

/* The final score (TarotScore.totals) of @hero when @deal is played
 * out perfectly, in @value; @guess (the value of a similar position,
 * or 0) only changes the speed.  FALSE when the node limit was
 * reached first (@value is then untouched).  @deal may be in any
 * phase from which the hand is played out by one seat at a time, but
 * the search is meant for the card play. */
gboolean     tarot_solver_value      (TarotSolver      *solver,
                                      const TarotDeal  *deal,
                                      guint             hero,
                                      gint32            guess,
                                      gint32           *value);
/* Whether @hero makes at least @target (one zero-window search), in
 * @reached; FALSE when the node limit was reached first. */
gboolean     tarot_solver_test       (TarotSolver      *solver,
                                      const TarotDeal  *deal,
                                      guint             hero,
                                      gint32            target,
                                      gboolean         *reached);

/* The card points (in 1/count_by units, as tarot_rules_count_points())
 * in the tricks of @hero's side (@hero alone in a game of each for
 * himself) at the end of @deal played perfectly for that aim, in
 * @points; @guess as above.
 * Much faster than the score: the positions' values do not depend on
 * the past, so the table serves every trick order and every sampled
 * deal that leaves the same cards in the same hands.  Bonuses (Petit
 * au bout, slams, ultimos) are not counted.  FALSE when the node limit
 * was reached first. */
gboolean     tarot_solver_points     (TarotSolver      *solver,
                                      const TarotDeal  *deal,
                                      guint             hero,
                                      gint32            guess,
                                      gint32           *points);
/* Whether @hero's side ends @deal with at least @target card points
 * (one zero-window search), in @reached. */
gboolean     tarot_solver_points_reach (TarotSolver    *solver,
                                        const TarotDeal *deal,
                                        guint            hero,
                                        gint32           target,
                                        gboolean        *reached);

/* Whether @deal is played by two sides (where more card points are
 * always better for a side) rather than each for himself. */
gboolean     tarot_solver_has_sides  (TarotSolver      *solver,
                                      const TarotDeal  *deal);

/* Whether the won piles of @rules' family take nothing but the cards
 * of each trick as it ends (an Excuse going back to its owner's pile
 * in the same step) and never give a card up: then from any position a
 * side takes between none and all of the card points still out, which
 * bounds the card points search tightly (TarotFamily.piles_settled).
 * Elsewhere it allows for one card changing piles after its trick. */
gboolean     tarot_solver_piles_settled (const TarotRules *rules);

/* Changes the node limit of each later call (0: none). */
void         tarot_solver_set_node_limit (TarotSolver  *solver,
                                          guint64       node_limit);

/* Search nodes visited since the solver was made. */
guint64      tarot_solver_get_nodes  (TarotSolver      *solver);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TarotSolver, tarot_solver_free)

G_END_DECLS
