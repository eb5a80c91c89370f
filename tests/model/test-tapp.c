/* test-tapp.c — the Tapp-Tarock family: rules/tapp-tarock.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Worked examples of §6.2, §12 and §13.2, the play and discard rules,
 * and thousands of random hands per profile.  Seats: dealer R = 2, so
 * eldest E = 0 and middlehand M = 1.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-replay.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"

enum { E = 0, M = 1, R = 2 };

typedef struct
{
  TarotVariant *variant;
  TarotPack    *pack;
  TarotRules    rules;
} Game;

static void
game_init_players (Game        *game,
                   const char  *variant_id,
                   guint        n_players,
                   GHashTable  *options)
{
  g_autoptr(GError) error = NULL;

  tarot_family_register (&tarot_family_tapp);
  game->variant = tarot_variant_load (variant_id, &error);
  g_assert_no_error (error);
  game->pack = tarot_variant_get_pack (game->variant);
  tarot_variant_build_rules (game->variant, n_players, options, &game->rules, &error);
  g_assert_no_error (error);
}

static void
game_init (Game        *game,
           const char  *variant_id,
           GHashTable  *options)
{
  game_init_players (game, variant_id, 3, options);
}

static void
game_clear (Game *game)
{
  g_clear_object (&game->variant);
}

static TarotCard
card (Game       *game,
      const char *id)
{
  TarotCard c = TAROT_CARD_NONE;

  g_assert_true (tarot_pack_card_from_string (game->pack, id, &c));
  return c;
}

static TarotCardSet
cards (Game       *game,
       const char *ids)
{
  g_auto(GStrv) list = g_strsplit (ids, " ", -1);
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  for (guint i = 0; list[i] != NULL; i++)
    tarot_card_set_add (&set, card (game, list[i]));
  return set;
}

static TarotAction
action (Game           *game,
        const TarotDeal *deal,
        TarotActionKind kind,
        const char     *arg)
{
  TarotAction a = { kind, deal->to_move, TAROT_CARD_NONE, 0 };
  guint v = 0;

  if (kind == TAROT_ACTION_DISCARD || kind == TAROT_ACTION_PLAY)
    a.card = card (game, arg);
  else if (arg != NULL)
    {
      g_assert_true (game->rules.family->arg_from_string (&game->rules, kind, arg, &v));
      a.arg = (guint8) v;
    }
  return a;
}

/* Applies an action after checking that it is legal. */
static void
act (Game            *game,
     TarotDeal       *deal,
     guint            seat,
     TarotActionKind  kind,
     const char      *arg)
{
  TarotAction a;

  g_assert_cmpuint (deal->to_move, ==, seat);
  a = action (game, deal, kind, arg);
  g_assert_true (tarot_deal_is_legal (&game->rules, deal, a));
  tarot_deal_apply (&game->rules, deal, a);
}

static gboolean
is_legal (Game            *game,
          const TarotDeal *deal,
          TarotActionKind  kind,
          const char      *arg)
{
  return tarot_deal_is_legal (&game->rules, deal, action (game, deal, kind, arg));
}

/* A deal that starts with the auction (no player without tarocks). */
static void
new_deal (Game      *game,
          TarotDeal *deal,
          guint64    seed)
{
  for (;; seed++)
    {
      tarot_deal_setup (&game->rules, deal, R, seed);
      if (deal->phase == TAROT_PHASE_AUCTION)
        return;
    }
}

static TarotCardSet
legal_cards (Game            *game,
             const TarotDeal *deal)
{
  TarotActionList list;
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  tarot_deal_legal_actions (&game->rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.actions[i].card != TAROT_CARD_NONE)
      tarot_card_set_add (&set, list.actions[i].card);
  return set;
}

static void
assert_sets_equal (Game         *game,
                   TarotCardSet  got,
                   const char   *expected)
{
  g_assert_true (tarot_card_set_equal (got, cards (game, expected)));
}

static void
score_json (Game       *game,
            const char *json,
            TarotScore *score)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (json, &error);
  TarotOutcome outcome;
  gboolean ok;

  g_assert_no_error (error);
  ok = game->rules.family->outcome_from_json (&game->rules, json_node_get_object (node), &outcome, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  tarot_rules_score (&game->rules, &outcome, score, TRUE);
  for (guint i = 0; i < score->n_lines; i++)
    g_assert_cmpstr (score->lines[i].label, !=, "");
}

static void
assert_totals (const TarotScore *score,
               gint32            e,
               gint32            m,
               gint32            r)
{
  g_assert_cmpint (score->totals[E], ==, e);
  g_assert_cmpint (score->totals[M], ==, m);
  g_assert_cmpint (score->totals[R], ==, r);
}

/* --- §4 counting --- */

static void
test_counting (void)
{
  Game game;

  game_init (&game, "tapp-tarock", NULL);
  g_assert_cmpuint (game.rules.points_total, ==, 210);
  g_assert_cmpuint (tarot_rules_count_points (&game.rules, cards (&game, "S-K S-7 H-4")), ==, 5 * 3);
  g_assert_cmpuint (tarot_rules_count_points (&game.rules, cards (&game, "C-Q C-C C-10")), ==, 6 * 3);
  g_assert_cmpuint (tarot_rules_count_points (&game.rules, cards (&game, "T-19 T-15 T-2")), ==, 1 * 3);
  game_clear (&game);
}

/* --- §5 deal --- */

static void
test_deal (void)
{
  Game game;
  TarotDeal deal;
  TarotCardSet all = TAROT_CARD_SET_EMPTY;

  game_init (&game, "tapp-tarock", NULL);
  new_deal (&game, &deal, 1);
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 6);
  for (guint s = 0; s < 3; s++)
    {
      g_assert_cmpuint (tarot_card_set_count (deal.hands[s]), ==, 16);
      all = tarot_card_set_union (all, deal.hands[s]);
    }
  all = tarot_card_set_union (all, deal.talon);
  g_assert_true (tarot_card_set_equal (all, game.rules.pack));
  g_assert_cmpuint (deal.to_move, ==, E);
  game_clear (&game);
}

/* §5.4: a player without tarocks may ask for a new deal by the same dealer. */
static void
test_deal_no_tarock (void)
{
  Game game;
  TarotDeal deal, again;
  guint64 seed;
  guint seat;

  game_init (&game, "tapp-tarock", NULL);
  for (seed = 0; seed < 1000000; seed++)
    {
      tarot_deal_setup (&game.rules, &deal, R, seed);
      if (deal.phase == TAROT_PHASE_DEALING)
        break;
    }
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  seat = deal.to_move;
  g_assert_true (tarot_card_set_is_empty (tarot_card_set_intersect (deal.hands[seat], game.rules.trumps)));

  again = deal;
  act (&game, &again, seat, TAROT_ACTION_CONTINUE, NULL);
  g_assert_cmpuint (again.phase, ==, TAROT_PHASE_AUCTION);
  g_assert_true (tarot_card_set_equal (again.hands[seat], deal.hands[seat]));

  act (&game, &deal, seat, TAROT_ACTION_ABANDON, NULL);
  g_assert_cmpuint (deal.dealer, ==, R);
  g_assert_false (tarot_card_set_equal (again.hands[seat], deal.hands[seat]));
  g_assert_cmpuint (tarot_card_set_count (deal.hands[seat]), ==, 16);
  game_clear (&game);
}

/* --- §6.2 auction examples --- */

static void
test_auction_example_1 (void)
{
  Game game;
  TarotDeal deal;

  game_init (&game, "tapp-tarock", NULL);
  new_deal (&game, &deal, 1);
  act (&game, &deal, E, TAROT_ACTION_BID, "dreier");
  /* no skipping: after Dreier only Unterer or Solo */
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_BID, "oberer"));
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_HOLD, NULL));
  act (&game, &deal, M, TAROT_ACTION_BID, "unterer");
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_HOLD, NULL));
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, E, TAROT_ACTION_HOLD, NULL);
  /* the overcaller must go higher or pass */
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_HOLD, NULL));
  act (&game, &deal, M, TAROT_ACTION_BID, "oberer");
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.declarer, ==, M);
  g_assert_cmpstr (game.rules.contract_ids[deal.contract], ==, "oberer");
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_TALON);
  /* the exchange games show the whole talon */
  g_assert_true (tarot_card_set_equal (deal.talon_shown, deal.talon));
  game_clear (&game);
}

static void
test_auction_example_2 (void)
{
  Game game;
  TarotDeal deal;

  game_init (&game, "tapp-tarock", NULL);
  new_deal (&game, &deal, 2);
  act (&game, &deal, E, TAROT_ACTION_BID, "dreier");
  act (&game, &deal, M, TAROT_ACTION_BID, "unterer");
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, E, TAROT_ACTION_HOLD, NULL);
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.declarer, ==, E);
  g_assert_cmpstr (game.rules.contract_ids[deal.contract], ==, "unterer");
  game_clear (&game);
}

static void
test_auction_example_3 (void)
{
  Game game;
  TarotDeal deal;

  game_init (&game, "tapp-tarock", NULL);
  new_deal (&game, &deal, 3);
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, M, TAROT_ACTION_BID, "dreier");
  act (&game, &deal, R, TAROT_ACTION_BID, "solo");
  g_assert_true (is_legal (&game, &deal, TAROT_ACTION_HOLD, NULL));
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.declarer, ==, R);
  g_assert_cmpstr (game.rules.contract_ids[deal.contract], ==, "solo");
  /* Solo: the talon stays unseen and goes to the opponents */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_true (tarot_card_set_is_empty (deal.talon_shown));
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 6);
  game_clear (&game);
}

static void
test_auction_example_4 (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  Game game;
  TarotDeal deal;

  game_init (&game, "tapp-tarock", NULL);
  new_deal (&game, &deal, 4);
  act (&game, &deal, E, TAROT_ACTION_BID, "dreier");
  act (&game, &deal, M, TAROT_ACTION_BID, "solo");
  /* R cannot hold a bid made before him: only pass */
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_HOLD, NULL));
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_BID, "solo"));
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, E, TAROT_ACTION_HOLD, NULL);
  g_assert_cmpuint (deal.declarer, ==, E);
  g_assert_cmpstr (game.rules.contract_ids[deal.contract], ==, "solo");
  game_clear (&game);

  /* solo_holdable = false: a Solo ends the auction at once */
  g_hash_table_insert (options, (gpointer) "solo_holdable", (gpointer) "false");
  game_init (&game, "tapp-tarock", options);
  new_deal (&game, &deal, 4);
  act (&game, &deal, E, TAROT_ACTION_BID, "dreier");
  act (&game, &deal, M, TAROT_ACTION_BID, "solo");
  g_assert_cmpuint (deal.declarer, ==, M);
  game_clear (&game);
}

static void
test_auction_all_pass (void)
{
  Game game;
  TarotDeal deal;
  TarotOutcome outcome;
  TarotScore score;

  game_init (&game, "tapp-tarock", NULL);
  new_deal (&game, &deal, 5);
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  /* the last player may still bid */
  g_assert_true (is_legal (&game, &deal, TAROT_ACTION_BID, "dreier"));
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  g_assert_true (tarot_deal_is_over (&deal));
  g_assert_cmpuint (deal.end, ==, TAROT_END_PASSED_OUT);
  tarot_deal_outcome (&game.rules, &deal, &outcome);
  tarot_rules_score (&game.rules, &outcome, &score, TRUE);
  g_assert_cmpuint (score.n_lines, ==, 0);
  game_clear (&game);
}

/* --- §7 talon and discards --- */

static void
test_talon_halves (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  Game game;
  TarotDeal deal, upper, lower;
  TarotCardSet talon;

  game_init (&game, "tapp-tarock", NULL);
  new_deal (&game, &deal, 6);
  talon = deal.talon;
  act (&game, &deal, E, TAROT_ACTION_BID, "dreier");
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_TALON);
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_TAKE_TALON, "3"));
  upper = lower = deal;
  act (&game, &upper, E, TAROT_ACTION_TAKE_TALON, "upper");
  act (&game, &lower, E, TAROT_ACTION_TAKE_TALON, "lower");
  /* the two halves split the talon */
  g_assert_cmpuint (tarot_card_set_count (upper.talon), ==, 3);
  g_assert_true (tarot_card_set_equal (tarot_card_set_union (upper.talon, lower.talon), talon));
  g_assert_true (tarot_card_set_is_empty (tarot_card_set_intersect (upper.talon, lower.talon)));
  g_assert_cmpuint (tarot_card_set_count (upper.hands[E]), ==, 19);
  g_assert_cmpuint (upper.phase, ==, TAROT_PHASE_DISCARD);
  game_clear (&game);

  /* fixed halves: Unterer takes the lower half without a choice */
  g_hash_table_insert (options, (gpointer) "talon_half", (gpointer) "fixed");
  g_hash_table_insert (options, (gpointer) "expose_talon_in_fixed", (gpointer) "false");
  game_init (&game, "tapp-tarock", options);
  new_deal (&game, &deal, 6);
  act (&game, &deal, E, TAROT_ACTION_BID, "dreier");
  act (&game, &deal, M, TAROT_ACTION_BID, "unterer");
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  g_assert_true (tarot_card_set_equal (deal.talon, lower.talon));
  g_assert_true (tarot_card_set_is_empty (deal.talon_shown));
  game_clear (&game);
}

/* §12 example 5: hold, then the discard restriction. */
static void
test_discard_example_5 (void)
{
  Game game;
  TarotDeal deal;

  game_init (&game, "tapp-tarock", NULL);
  new_deal (&game, &deal, 7);
  act (&game, &deal, E, TAROT_ACTION_BID, "dreier");
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, R, TAROT_ACTION_BID, "unterer");
  act (&game, &deal, E, TAROT_ACTION_HOLD, NULL);
  act (&game, &deal, R, TAROT_ACTION_BID, "oberer");
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.declarer, ==, R);
  g_assert_cmpstr (game.rules.contract_ids[deal.contract], ==, "oberer");
  act (&game, &deal, R, TAROT_ACTION_TAKE_TALON, "upper");

  deal.hands[R] = cards (&game, "S-K C-K H-K D-K SKUS T-21 T-1 T-20 T-19 T-18 T-17 T-16 T-15 "
                                "T-14 T-13 T-12 T-11 T-10 S-7");
  assert_sets_equal (&game, legal_cards (&game, &deal),
                     "S-7 T-20 T-19 T-18 T-17 T-16 T-15 T-14 T-13 T-12 T-11 T-10");
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_DISCARD, "SKUS"));
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_DISCARD, "S-K"));
  act (&game, &deal, R, TAROT_ACTION_DISCARD, "T-10");
  act (&game, &deal, R, TAROT_ACTION_DISCARD, "S-7");
  act (&game, &deal, R, TAROT_ACTION_DISCARD, "T-11");
  /* discarded tarocks are shown to everybody */
  assert_sets_equal (&game, deal.shown, "T-10 T-11");
  assert_sets_equal (&game, deal.discard, "T-10 T-11 S-7");
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  game_clear (&game);
}

static void
test_discard_plain (void)
{
  Game game;
  TarotDeal deal;

  game_init (&game, "tapp-tarock", NULL);
  new_deal (&game, &deal, 8);
  act (&game, &deal, E, TAROT_ACTION_BID, "dreier");
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, E, TAROT_ACTION_TAKE_TALON, "lower");
  /* three plain suit cards: no tarock and no king may go */
  deal.hands[E] = cards (&game, "S-K C-K H-Q H-1 D-4 SKUS T-21 T-1 T-20 T-19 T-18 T-17 T-16 T-15 "
                                "T-14 T-13 T-12 T-11 T-10");
  assert_sets_equal (&game, legal_cards (&game, &deal), "H-Q H-1 D-4");
  game_clear (&game);
}

/* --- §9 announcements and doubling; §12 example 2 (the Kontra part) --- */

static void
test_kontra_example_2 (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  Game game;
  TarotDeal deal;

  game_init (&game, "tapp-tarock", NULL);
  new_deal (&game, &deal, 9);
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, R, TAROT_ACTION_BID, "solo");
  g_assert_cmpuint (deal.declarer, ==, R);
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_KONTRA);
  /* nothing announced: only the game can be doubled */
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_KONTRA, "pagat"));
  act (&game, &deal, E, TAROT_ACTION_KONTRA, "game");
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_KONTRA, "game"));
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  /* the soloist may redouble; R does not */
  g_assert_true (is_legal (&game, &deal, TAROT_ACTION_KONTRA, "game"));
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.kontra[0], ==, 1);
  /* eldest leads even in a Solo */
  g_assert_cmpuint (deal.to_move, ==, E);
  game_clear (&game);

  /* max_kontra_level 3: double, redouble, double again */
  g_hash_table_insert (options, (gpointer) "max_kontra_level", (gpointer) "3");
  game_init (&game, "tapp-tarock", options);
  new_deal (&game, &deal, 9);
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, R, TAROT_ACTION_BID, "solo");
  act (&game, &deal, R, TAROT_ACTION_ANNOUNCE, "valat");
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, M, TAROT_ACTION_KONTRA, "valat");
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, R, TAROT_ACTION_KONTRA, "valat");
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, E, TAROT_ACTION_KONTRA, "valat");
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_KONTRA, "valat"));
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.kontra[2], ==, 3);
  g_assert_cmpuint (deal.kontra[0], ==, 0);
  game_clear (&game);
}

/* Drives a Dreier by E to the first trick with @hand for E, Pagat
 * announced or not. */
static void
deal_to_play (Game       *game,
              TarotDeal  *deal,
              const char *hand,
              gboolean    announce_pagat)
{
  TarotActionList list;

  new_deal (game, deal, 10);
  act (game, deal, E, TAROT_ACTION_BID, "dreier");
  act (game, deal, M, TAROT_ACTION_PASS, NULL);
  act (game, deal, R, TAROT_ACTION_PASS, NULL);
  act (game, deal, E, TAROT_ACTION_TAKE_TALON, "upper");
  for (guint i = 0; i < 3; i++)
    {
      tarot_deal_legal_actions (&game->rules, deal, &list);
      tarot_deal_apply (&game->rules, deal, list.actions[0]);
    }
  deal->hands[E] = cards (game, hand);
  if (announce_pagat)
    act (game, deal, E, TAROT_ACTION_ANNOUNCE, "pagat");
  act (game, deal, E, TAROT_ACTION_PASS, NULL);
  act (game, deal, M, TAROT_ACTION_PASS, NULL);
  act (game, deal, R, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal->phase, ==, TAROT_PHASE_PLAY);
}

/* R leads @led to trick @trick, E (the soloist) to follow. */
static void
lead_to (Game       *game,
         TarotDeal  *deal,
         guint       trick,
         const char *led)
{
  deal->n_tricks = (guint8) trick;
  deal->trick_leader[trick] = R;
  deal->tricks[trick][0] = card (game, led);
  deal->trick_len = 1;
  deal->to_move = E;
}

/* --- §10 play rules --- */

static void
test_play_follow (void)
{
  Game game;
  TarotDeal deal;
  const char *hand = "H-K H-4 C-7 T-5 T-12 SKUS";

  game_init (&game, "tapp-tarock", NULL);
  deal_to_play (&game, &deal, hand, FALSE);
  /* follow suit */
  lead_to (&game, &deal, 0, "H-Q");
  assert_sets_equal (&game, legal_cards (&game, &deal), "H-K H-4");
  /* void: a tarock, the Sküs being one */
  lead_to (&game, &deal, 0, "D-Q");
  assert_sets_equal (&game, legal_cards (&game, &deal), "T-5 T-12 SKUS");
  /* a tarock lead is followed with a tarock, no need to beat it */
  lead_to (&game, &deal, 0, "T-20");
  assert_sets_equal (&game, legal_cards (&game, &deal), "T-5 T-12 SKUS");
  /* neither suit nor tarock: anything */
  deal.hands[E] = cards (&game, "H-K C-7");
  lead_to (&game, &deal, 0, "D-Q");
  assert_sets_equal (&game, legal_cards (&game, &deal), "H-K C-7");
  game_clear (&game);
}

static void
test_play_trick_winner (void)
{
  Game game;
  TarotDeal deal;

  game_init (&game, "tapp-tarock", NULL);
  deal_to_play (&game, &deal, "H-1 T-21", FALSE);
  deal.hands[M] = cards (&game, "SKUS H-2");
  deal.hands[R] = cards (&game, "H-4 T-3");
  /* red suits: Ace above 2 above 4 */
  act (&game, &deal, E, TAROT_ACTION_PLAY, "H-1");
  act (&game, &deal, M, TAROT_ACTION_PLAY, "H-2");
  act (&game, &deal, R, TAROT_ACTION_PLAY, "H-4");
  g_assert_cmpuint (deal.trick_winner[0], ==, E);
  /* the Sküs is the highest tarock */
  act (&game, &deal, E, TAROT_ACTION_PLAY, "T-21");
  act (&game, &deal, M, TAROT_ACTION_PLAY, "SKUS");
  act (&game, &deal, R, TAROT_ACTION_PLAY, "T-3");
  g_assert_cmpuint (deal.trick_winner[1], ==, M);
  g_assert_cmpuint (deal.to_move, ==, M);
  game_clear (&game);
}

/* §10 and §12 example 4: an announced Pagat is kept back unless forced. */
static void
test_play_pagat_example_4 (void)
{
  Game game;
  TarotDeal deal;

  game_init (&game, "tapp-tarock", NULL);
  deal_to_play (&game, &deal, "C-7 C-8 T-1 T-5", TRUE);
  g_assert_false (tarot_card_set_contains (legal_cards (&game, &deal), card (&game, "T-1")));
  lead_to (&game, &deal, 5, "H-Q");
  assert_sets_equal (&game, legal_cards (&game, &deal), "T-5");
  /* void in the suit led, the Pagat his only tarock: forced (trick 14) */
  deal.hands[E] = cards (&game, "C-7 C-8 T-1");
  lead_to (&game, &deal, 13, "H-Q");
  assert_sets_equal (&game, legal_cards (&game, &deal), "T-1");
  /* in the last trick it is free */
  deal.hands[E] = cards (&game, "T-1");
  lead_to (&game, &deal, 15, "T-5");
  assert_sets_equal (&game, legal_cards (&game, &deal), "T-1");
  game_clear (&game);

  /* not announced: no restriction */
  game_init (&game, "tapp-tarock", NULL);
  deal_to_play (&game, &deal, "C-7 C-8 T-1 T-5", FALSE);
  lead_to (&game, &deal, 5, "H-Q");
  assert_sets_equal (&game, legal_cards (&game, &deal), "T-1 T-5");
  game_clear (&game);
}

static void
test_announce_needs_pagat (void)
{
  Game game;
  TarotDeal deal;
  TarotActionList list;

  game_init (&game, "tapp-tarock", NULL);
  new_deal (&game, &deal, 11);
  act (&game, &deal, E, TAROT_ACTION_BID, "solo");
  deal.hands[E] = cards (&game, "C-7 T-2 T-5");
  g_assert_false (is_legal (&game, &deal, TAROT_ACTION_ANNOUNCE, "pagat"));
  g_assert_true (is_legal (&game, &deal, TAROT_ACTION_ANNOUNCE, "valat"));
  /* Uhu belongs to Doppen only */
  tarot_deal_legal_actions (&game.rules, &deal, &list);
  g_assert_cmpuint (list.n, ==, 2);
  game_clear (&game);
}

/* The amount of @seat on the line whose label mentions @what. */
static gint32
line_amount (const TarotScore *score,
             const char       *what,
             guint             seat)
{
  for (guint i = 0; i < score->n_lines; i++)
    if (strstr (score->lines[i].label, what) != NULL)
      return score->lines[i].amounts[seat];
  g_assert_not_reached ();
}

/* The last trick, led by @leader; returns the finished deal's score. */
static void
play_last_trick (Game        *game,
                 TarotDeal   *deal,
                 guint        leader,
                 const char  *e,
                 const char  *m,
                 const char  *r,
                 TarotOutcome *outcome,
                 TarotScore  *score)
{
  const char *by_seat[3] = { e, m, r };

  deal->hands[E] = cards (game, e);
  deal->hands[M] = cards (game, m);
  deal->hands[R] = cards (game, r);
  deal->n_tricks = 15;
  deal->trick_len = 0;
  deal->trick_leader[15] = (guint8) leader;
  deal->to_move = (guint8) leader;
  for (guint i = 0; i < 3; i++)
    {
      guint s = (leader + i) % 3;

      act (game, deal, s, TAROT_ACTION_PLAY, by_seat[s]);
    }
  g_assert_true (tarot_deal_is_over (deal));
  tarot_deal_outcome (&game->rules, deal, outcome);
  tarot_rules_score (&game->rules, outcome, score, TRUE);
}

/* §9.2 / §11.2: the Pagat in the last trick, from a played hand. */
static void
test_outcome_pagat_ultimo (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  Game game;
  TarotDeal deal;
  TarotOutcome outcome;
  TarotScore score;
  const TarotBonus *pagat = NULL;

  game_init (&game, "tapp-tarock", NULL);
  deal_to_play (&game, &deal, "T-1", TRUE);
  play_last_trick (&game, &deal, E, "T-1", "H-K", "C-K", &outcome, &score);
  for (guint i = 0; i < outcome.n_bonuses; i++)
    if (outcome.bonuses[i].id == 1)
      pagat = &outcome.bonuses[i];
  g_assert_nonnull (pagat);
  g_assert_true (pagat->announced);
  g_assert_cmpint (pagat->made, ==, 1);
  g_assert_cmpuint (pagat->side, ==, 0);
  /* announced Pagat in a Dreier: 8 from each opponent */
  g_assert_cmpint (line_amount (&score, "Pagat", E), ==, 16);

  /* beaten in the last trick: silent, it costs 4 */
  deal_to_play (&game, &deal, "T-1", FALSE);
  play_last_trick (&game, &deal, E, "T-1", "T-2", "C-K", &outcome, &score);
  g_assert_cmpint (line_amount (&score, "Pagat", M), ==, 4);
  game_clear (&game);

  /* contra_ultimo: an opponent's Pagat in the last trick scores for both */
  g_hash_table_insert (options, (gpointer) "contra_ultimo", (gpointer) "true");
  game_init (&game, "tapp-tarock", options);
  deal_to_play (&game, &deal, "H-K", FALSE);
  play_last_trick (&game, &deal, M, "H-K", "T-1", "C-K", &outcome, &score);
  g_assert_cmpint (line_amount (&score, "Pagat", E), ==, -8);
  g_assert_cmpint (line_amount (&score, "Pagat", R), ==, 4);
  game_clear (&game);
}

/* --- §12 scoring examples --- */

/* Ex 1: Unterer won with a silent Pagat; R holds all four kings. */
static void
test_scoring_example_1 (void)
{
  Game game;
  TarotScore score;

  game_init (&game, "tapp-tarock", NULL);
  score_json (&game, "{\"dealer\": 2, \"declarer\": 0, \"contract\": \"unterer\", \"points\": 39,"
                     " \"bonuses\": [{\"id\": \"pagat\", \"made\": true},"
                     "               {\"id\": \"kings\", \"seat\": 2}]}", &score);
  g_assert_cmpuint (score.n_lines, ==, 3);
  g_assert_cmpint (score.lines[0].amounts[E], ==, 8);
  g_assert_cmpint (score.lines[0].amounts[M], ==, -4);
  g_assert_cmpint (score.lines[1].amounts[E], ==, 8);
  g_assert_cmpint (score.lines[2].amounts[R], ==, 6);
  g_assert_cmpint (score.lines[2].amounts[E], ==, -3);
  assert_totals (&score, 13, -11, -2);
  game_clear (&game);
}

/* Ex 2: Solo lost after a double. */
static void
test_scoring_example_2 (void)
{
  Game game;
  TarotScore score;

  game_init (&game, "tapp-tarock", NULL);
  score_json (&game, "{\"declarer\": 2, \"contract\": \"solo\", \"points\": 33,"
                     " \"kontra\": {\"game\": 1}}", &score);
  g_assert_cmpuint (score.n_lines, ==, 1);
  assert_totals (&score, 16, 16, -32);
  game_clear (&game);
}

/* Ex 3: announced Valat in a Dreier, made (a) and failed with 55 (b). */
static void
test_scoring_example_3 (void)
{
  Game game;
  TarotScore score;

  game_init (&game, "tapp-tarock", NULL);
  score_json (&game, "{\"declarer\": 1, \"contract\": \"dreier\", \"points\": 70,"
                     " \"bonuses\": [{\"id\": \"valat\", \"announced\": true, \"made\": true}]}", &score);
  assert_totals (&score, -24, 48, -24);
  score_json (&game, "{\"declarer\": 1, \"contract\": \"dreier\", \"points\": 55,"
                     " \"bonuses\": [{\"id\": \"valat\", \"announced\": true, \"made\": false}]}", &score);
  assert_totals (&score, 24, -48, 24);
  /* a silent Valat: game value × 4 */
  score_json (&game, "{\"declarer\": 1, \"contract\": \"dreier\", \"points\": 70,"
                     " \"bonuses\": [{\"id\": \"valat\"}]}", &score);
  assert_totals (&score, -12, 24, -12);
  game_clear (&game);
}

/* Ex 4: announced Pagat doubled and lost, game won with 38. */
static void
test_scoring_example_4 (void)
{
  Game game;
  TarotScore score;

  game_init (&game, "tapp-tarock", NULL);
  score_json (&game, "{\"declarer\": 0, \"contract\": \"oberer\", \"points\": 38,"
                     " \"kontra\": {\"pagat\": 1},"
                     " \"bonuses\": [{\"id\": \"pagat\", \"announced\": true, \"made\": false}]}", &score);
  g_assert_cmpuint (score.n_lines, ==, 2);
  g_assert_cmpint (score.lines[0].amounts[M], ==, -5);
  g_assert_cmpint (score.lines[1].amounts[M], ==, 16);
  assert_totals (&score, -22, 11, 11);
  game_clear (&game);
}

/* §9.2 notes: 35 points lose; the hand bonuses of two holders (kings
 * and heads: a trull would leave no two trull cards for heads). */
static void
test_scoring_thresholds (void)
{
  Game game;
  TarotScore score;

  game_init (&game, "tapp-tarock", NULL);
  score_json (&game, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 35}", &score);
  assert_totals (&score, -6, 3, 3);
  score_json (&game, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 36,"
                     " \"bonuses\": [{\"id\": \"kings\", \"seat\": 1}, {\"id\": \"heads\", \"seat\": 2}]}",
              &score);
  /* game E +6/−3/−3; kings M +6/−3/−3; heads R +2/−1/−1 */
  assert_totals (&score, 2, 2, -4);
  /* a silent Pagat lost in the last trick, in a Solo: 8 */
  score_json (&game, "{\"declarer\": 0, \"contract\": \"solo\", \"points\": 40,"
                     " \"bonuses\": [{\"id\": \"pagat\", \"made\": false}]}", &score);
  assert_totals (&score, 0, 0, 0);
  /* the opponents' Pagat counts only with contra_ultimo */
  score_json (&game, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
                     " \"bonuses\": [{\"id\": \"pagat\", \"seat\": 1}]}", &score);
  assert_totals (&score, 6, -3, -3);
  game_clear (&game);
}

static void
test_scoring_bad_json (void)
{
  static const char *const bad[][2] = {
    { "{\"declarer\": 0, \"contract\": \"garde\", \"points\": 40}", "contract" },
    { "{\"declarer\": 3, \"contract\": \"dreier\", \"points\": 40}", "declarer" },
    { "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 71}", "points" },
    { "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"kontra\": {\"trull\": 1}}", "trull" },
    { "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"bonuses\": [{\"id\": \"kings\"}]}", "seat" },
    { "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"bonuses\": [{\"id\": \"bagat\"}]}", "bonuses[0]" },
  };
  Game game;

  game_init (&game, "tapp-tarock", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = json_from_string (bad[i][0], NULL);
      TarotOutcome outcome;

      g_assert_false (game.rules.family->outcome_from_json (&game.rules, json_node_get_object (node),
                                                            &outcome, &error));
      g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, bad[i][1]));
    }
  game_clear (&game);
}

/* --- §13.2 Doppen examples --- */

static void
test_doppen_d1 (void)
{
  Game game;
  TarotScore score;

  game_init (&game, "tapp-doppen", NULL);
  score_json (&game, "{\"declarer\": 0, \"contract\": \"unterer\", \"points\": 41,"
                     " \"bonuses\": [{\"id\": \"pagat\"}]}", &score);
  g_assert_cmpint (score.lines[0].amounts[E], ==, 64);
  g_assert_cmpint (score.lines[1].amounts[E], ==, 20);
  assert_totals (&score, 84, -42, -42);
  game_clear (&game);
}

static void
test_doppen_d2 (void)
{
  Game game;
  TarotScore score;

  game_init (&game, "tapp-doppen", NULL);
  /* 41⅓ rounds to 41: won by 6 */
  score_json (&game, "{\"declarer\": 0, \"contract\": \"einer\", \"thirds\": 124}", &score);
  assert_totals (&score, 96, -48, -48);
  /* 35⅔ rounds to 36: won by 1; 35⅓ to 35: lost by 0 (two discards leave
   * ⅔ in a Zweier, one ⅓ in an Einer; a Dreier's pile is whole points) */
  score_json (&game, "{\"declarer\": 0, \"contract\": \"zweier\", \"thirds\": 107}", &score);
  assert_totals (&score, 44, -22, -22);
  score_json (&game, "{\"declarer\": 0, \"contract\": \"einer\", \"thirds\": 106}", &score);
  assert_totals (&score, -60, 30, 30);
  game_clear (&game);
}

static void
test_doppen_d3 (void)
{
  Game game;
  TarotScore score;

  game_init (&game, "tapp-doppen", NULL);
  score_json (&game, "{\"declarer\": 0, \"contract\": \"einer\", \"points\": 30,"
                     " \"bonuses\": [{\"id\": \"uhu\", \"seat\": 1}]}", &score);
  g_assert_cmpint (score.lines[0].amounts[E], ==, -90);
  g_assert_cmpint (score.lines[1].amounts[E], ==, -60);
  assert_totals (&score, -150, 75, 75);
  game_clear (&game);
}

static void
test_doppen_d4 (void)
{
  Game game;
  TarotScore score;

  game_init (&game, "tapp-doppen", NULL);
  score_json (&game, "{\"declarer\": 0, \"contract\": \"solo\", \"points\": 40,"
                     " \"kontra\": {\"pagat\": 1},"
                     " \"bonuses\": [{\"id\": \"pagat\", \"announced\": true, \"made\": false}]}", &score);
  g_assert_cmpint (score.lines[1].amounts[E], ==, -320);
  g_assert_cmpint (score.lines[1].amounts[M], ==, 160);
  game_clear (&game);
}

/* §13.2 bonus rules: Valatt replaces the game, a failed announcement
 * costs the doubled bonus, the opponents' Drull counts against the
 * soloist, and Unterer has no bonus multiplier. */
static void
test_doppen_bonuses (void)
{
  Game game;
  TarotScore score;

  game_init (&game, "tapp-doppen", NULL);
  score_json (&game, "{\"declarer\": 1, \"contract\": \"zweier\", \"points\": 70,"
                     " \"bonuses\": [{\"id\": \"valat\"}]}", &score);
  g_assert_cmpuint (score.n_lines, ==, 1);
  assert_totals (&score, -100, 200, -100);
  score_json (&game, "{\"declarer\": 1, \"contract\": \"dreier\", \"points\": 40,"
                     " \"bonuses\": [{\"id\": \"valat\", \"announced\": true, \"made\": false}]}", &score);
  /* game (10 + 5) × 1, then −50 × 2 */
  assert_totals (&score, 85, -170, 85);
  score_json (&game, "{\"declarer\": 1, \"contract\": \"einer\", \"points\": 36,"
                     " \"bonuses\": [{\"id\": \"trull\", \"seat\": 0}, {\"id\": \"kings\", \"seat\": 1}]}",
              &score);
  /* game (10 + 1) × 3 = 33; Drull −30; Könige +30 */
  assert_totals (&score, -33, 66, -33);
  score_json (&game, "{\"declarer\": 1, \"contract\": \"unterer\", \"points\": 36,"
                     " \"bonuses\": [{\"id\": \"uhu\", \"announced\": true}]}", &score);
  /* game (10 + 1) × 2 = 22; announced Uhu 10 × 2 = 20 */
  assert_totals (&score, -42, 84, -42);
  game_clear (&game);
}

static void
test_doppen_talon_groups (void)
{
  Game game;
  TarotDeal deal, zweier;

  game_init (&game, "tapp-doppen", NULL);
  new_deal (&game, &deal, 12);
  act (&game, &deal, E, TAROT_ACTION_BID, "dreier");
  act (&game, &deal, M, TAROT_ACTION_BID, "unterer");
  act (&game, &deal, R, TAROT_ACTION_BID, "zweier");
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  zweier = deal;

  /* Zweier: the top, middle or bottom pair, then two cards laid away */
  act (&game, &zweier, M, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (zweier.declarer, ==, R);
  g_assert_true (is_legal (&game, &zweier, TAROT_ACTION_TAKE_TALON, "3"));
  g_assert_false (is_legal (&game, &zweier, TAROT_ACTION_TAKE_TALON, "4"));
  act (&game, &zweier, R, TAROT_ACTION_TAKE_TALON, "2");
  g_assert_cmpuint (tarot_card_set_count (zweier.hands[R]), ==, 18);
  g_assert_cmpuint (tarot_card_set_count (zweier.talon), ==, 4);

  /* Einer: one card of six, one laid away */
  act (&game, &deal, M, TAROT_ACTION_BID, "einer");
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.declarer, ==, M);
  g_assert_cmpstr (game.rules.contract_ids[deal.contract], ==, "einer");
  act (&game, &deal, M, TAROT_ACTION_TAKE_TALON, "6");
  g_assert_cmpuint (tarot_card_set_count (deal.hands[M]), ==, 17);
  g_assert_cmpuint (tarot_card_set_count (deal.talon), ==, 5);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  {
    TarotActionList list;

    tarot_deal_legal_actions (&game.rules, &deal, &list);
    tarot_deal_apply (&game.rules, &deal, list.actions[0]);
  }
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  game_clear (&game);
}

/* --- §2 / §13.1 a fourth player sits out --- */

static void
test_four_players (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  Game game;
  TarotDeal deal;
  TarotScore score;
  TarotOutcome outcome;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  game_init_players (&game, "tapp-tarock", 4, NULL);
  tarot_deal_setup (&game.rules, &deal, 1, 3);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[1]), ==, 0);
  g_assert_cmpuint (tarot_card_set_count (deal.hands[2]), ==, 16);
  g_assert_cmpuint (deal.to_move, ==, 2);
  /* the auction goes round the three others: 2, 3, 0 */
  act (&game, &deal, 2, TAROT_ACTION_BID, "dreier");
  act (&game, &deal, 3, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, 0, TAROT_ACTION_BID, "unterer");
  act (&game, &deal, 2, TAROT_ACTION_HOLD, NULL);
  act (&game, &deal, 0, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.declarer, ==, 2);

  score_json (&game, "{\"dealer\": 3, \"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
                     " \"bonuses\": [{\"id\": \"kings\", \"seat\": 1}]}", &score);
  g_assert_cmpint (score.totals[0], ==, 6 - 3);
  g_assert_cmpint (score.totals[1], ==, -3 + 6);
  g_assert_cmpint (score.totals[2], ==, -3 - 3);
  g_assert_cmpint (score.totals[3], ==, 0);

  node = json_from_string ("{\"dealer\": 3, \"declarer\": 3, \"contract\": \"dreier\", \"points\": 40}", NULL);
  g_assert_false (game.rules.family->outcome_from_json (&game.rules, json_node_get_object (node),
                                                        &outcome, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  game_clear (&game);

  /* sitter_with_defenders: the dealer wins or loses like an opponent */
  g_hash_table_insert (options, (gpointer) "sitter_with_defenders", (gpointer) "true");
  game_init_players (&game, "tapp-tarock", 4, options);
  score_json (&game, "{\"dealer\": 3, \"declarer\": 0, \"contract\": \"dreier\", \"points\": 30}", &score);
  g_assert_cmpint (score.totals[0], ==, -9);
  g_assert_cmpint (score.totals[3], ==, 3);
  game_clear (&game);
}

/* --- §13.3 Trischaken --- */

static void
test_trischaken_play (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  Game game;
  TarotDeal deal;

  g_hash_table_insert (options, (gpointer) "all_pass", (gpointer) "trischaken");
  game_init (&game, "tapp-tarock", options);
  new_deal (&game, &deal, 13);
  act (&game, &deal, E, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, M, TAROT_ACTION_PASS, NULL);
  act (&game, &deal, R, TAROT_ACTION_PASS, NULL);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  g_assert_cmpuint (deal.declarer, ==, TAROT_NO_SEAT);
  g_assert_cmpuint (deal.to_move, ==, E);

  /* follow suit and beat the best card when able */
  deal.hands[E] = cards (&game, "H-K H-3 T-1 T-5");
  lead_to (&game, &deal, 0, "H-2");
  assert_sets_equal (&game, legal_cards (&game, &deal), "H-K");
  deal.hands[E] = cards (&game, "H-3 H-4 T-1");
  assert_sets_equal (&game, legal_cards (&game, &deal), "H-3 H-4");
  /* void: a tarock, but the Pagat only as the last one */
  deal.hands[E] = cards (&game, "C-7 T-1 T-5");
  assert_sets_equal (&game, legal_cards (&game, &deal), "T-5");
  /* overtrump when able */
  deal.hands[E] = cards (&game, "T-1 T-5 T-12");
  lead_to (&game, &deal, 0, "T-10");
  assert_sets_equal (&game, legal_cards (&game, &deal), "T-12");
  deal.hands[E] = cards (&game, "T-1 T-5");
  assert_sets_equal (&game, legal_cards (&game, &deal), "T-5");
  deal.hands[E] = cards (&game, "T-1 C-7");
  assert_sets_equal (&game, legal_cards (&game, &deal), "T-1");
  game_clear (&game);
}

static void
test_trischaken_scoring (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  Game game;
  TarotScore score;

  g_hash_table_insert (options, (gpointer) "all_pass", (gpointer) "trischaken");
  game_init (&game, "tapp-tarock", options);
  score_json (&game, "{\"trischaken\": [30, 20, 14]}", &score);
  assert_totals (&score, -6, 3, 3);
  /* ties for the most points each pay */
  score_json (&game, "{\"trischaken\": [30, 30, 4]}", &score);
  assert_totals (&score, -3, -3, 6);
  game_clear (&game);
}

/* --- random hands --- */

static void
assert_conserved (const TarotRules *rules,
                  const TarotDeal  *deal)
{
  TarotCardSet all = tarot_card_set_union (deal->talon, deal->discard);
  guint n = tarot_card_set_count (deal->talon) + tarot_card_set_count (deal->discard);

  for (guint s = 0; s < rules->n_players; s++)
    {
      all = tarot_card_set_union (all, tarot_card_set_union (deal->hands[s], deal->won[s]));
      n += tarot_card_set_count (deal->hands[s]) + tarot_card_set_count (deal->won[s]);
    }
  if (deal->phase == TAROT_PHASE_PLAY)
    for (guint i = 0; i < deal->trick_len; i++)
      {
        tarot_card_set_add (&all, deal->tricks[deal->n_tricks][i]);
        n++;
      }
  g_assert_cmpuint (n, ==, 54);
  g_assert_true (tarot_card_set_equal (all, rules->pack));
}

typedef struct
{
  guint played, passed_out, trischaken, valats, pagats, kontras, tarock_discards;
  guint contracts[TAROT_MAX_CONTRACTS];
} Tally;

static void
random_hand (Game    *game,
             guint64  seed,
             TarotRng *rng,
             Tally   *tally)
{
  const TarotRules *rules = &game->rules;
  TarotDeal deal, replay;
  TarotAction actions[256];
  TarotOutcome outcome, parsed;
  TarotScore score, score2;
  g_autoptr(JsonObject) json = NULL;
  g_autoptr(GError) error = NULL;
  guint n = 0;
  gint32 sum = 0;

  tarot_deal_setup (rules, &deal, (guint) (seed % rules->n_players), seed);
  while (!tarot_deal_is_over (&deal))
    {
      TarotPlayerView view;
      TarotAction a;

      tarot_deal_make_view (rules, &deal, deal.to_move, &view);
      a = tarot_random_player_choose (&view, rng);
      g_assert_cmpuint (a.kind, !=, TAROT_ACTION_NONE);
      g_assert_true (tarot_deal_is_legal (rules, &deal, a));
      g_assert_cmpuint (n, <, G_N_ELEMENTS (actions));
      actions[n++] = a;
      tarot_deal_apply (rules, &deal, a);
      assert_conserved (rules, &deal);
    }

  tarot_deal_setup (rules, &replay, (guint) (seed % rules->n_players), seed);
  for (guint i = 0; i < n; i++)
    tarot_deal_apply (rules, &replay, actions[i]);
  g_assert_cmpmem (&deal, sizeof deal, &replay, sizeof replay);

  /* the save format keeps every action (one hand in ten: it allocates) */
  for (guint i = 0; seed % 10 == 0 && i < n; i++)
    {
      g_autoptr(JsonObject) o = tarot_action_to_json (rules, game->pack, actions[i]);
      TarotAction back;

      g_assert_true (tarot_action_from_json (rules, game->pack, o, &back, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (&back, sizeof back, &actions[i], sizeof actions[i]);
    }

  tarot_deal_outcome (rules, &deal, &outcome);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  if (deal.end != TAROT_END_PLAYED)
    {
      g_assert_cmpuint (score.n_lines, ==, 0);
      tally->passed_out++;
      return;
    }
  for (guint s = 0; s < rules->n_players; s++)
    sum += score.totals[s];
  /* a fourth player sits out: no cards, and no score unless he shares */
  if (rules->n_players == 4)
    {
      g_assert_cmpuint (tarot_card_set_count (deal.won[deal.dealer]), ==, 0);
      g_assert_cmpuint (tarot_card_set_count (deal.hands[deal.dealer]), ==, 0);
      g_assert_cmpuint (deal.declarer, !=, deal.dealer);
    }
  g_assert_cmpint (sum, ==, 0);
  g_assert_cmpuint (score.n_lines, >=, 1);
  if (deal.declarer == TAROT_NO_SEAT)
    {
      /* Trischaken: the talon counts for nobody */
      g_assert_cmpint (outcome.extra[0] + outcome.extra[1] + outcome.extra[2] + outcome.extra[3], ==,
                       (gint32) (rules->points_total - tarot_rules_count_points (rules, deal.talon)));
      tally->trischaken++;
    }
  else
    {
      tally->played++;
      tally->contracts[deal.contract]++;
      g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, rules->points_total);
      g_assert_cmpuint (outcome.tricks[0] + outcome.tricks[1], ==, 16);
    }
  tally->kontras += deal.kontra[0] > 0;
  tally->tarock_discards += !tarot_card_set_is_empty (deal.shown);
  for (guint i = 0; i < outcome.n_bonuses; i++)
    {
      tally->valats += outcome.bonuses[i].id == 2 && outcome.bonuses[i].made == 1;
      tally->pagats += outcome.bonuses[i].id == 1;
    }

  /* tabletop score keeping gives the same lines as the played hand */
  json = rules->family->outcome_to_json (rules, &outcome);
  g_assert_true (rules->family->outcome_from_json (rules, json, &parsed, &error));
  g_assert_no_error (error);
  tarot_rules_score (rules, &parsed, &score2, TRUE);
  tarot_test_assert_same_score (&score, &score2);
}

static void
run_random_hands (const char *variant_id,
                  guint       n_players,
                  GHashTable *options,
                  guint       n_hands)
{
  Game game;
  TarotRng rng;
  Tally tally = { 0 };

  game_init_players (&game, variant_id, n_players, options);
  tarot_rng_init (&rng, 42);
  for (guint h = 0; h < n_hands; h++)
    random_hand (&game, 1000 + h, &rng, &tally);

  /* the random players reach every part of the game */
  g_assert_cmpuint (tally.played, >, n_hands / 2);
  g_assert_cmpuint (tally.passed_out + tally.trischaken, >, 0);
  for (guint c = 0; c < game.rules.n_contracts; c++)
    g_assert_cmpuint (tally.contracts[c], >, 0);
  g_assert_cmpuint (tally.kontras, >, 0);
  g_assert_cmpuint (tally.pagats, >, 0);
  g_test_message ("%s: %u played, %u passed out, %u Trischaken, %u Valats, %u with tarocks laid away",
                  variant_id, tally.played, tally.passed_out, tally.trischaken, tally.valats,
                  tally.tarock_discards);
  game_clear (&game);
}

static void
test_random_tapp (void)
{
  run_random_hands ("tapp-tarock", 3, NULL, 3000);
}

static void
test_random_tapp_options (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);

  g_hash_table_insert (options, (gpointer) "talon_half", (gpointer) "fixed");
  g_hash_table_insert (options, (gpointer) "solo_holdable", (gpointer) "false");
  g_hash_table_insert (options, (gpointer) "max_kontra_level", (gpointer) "3");
  g_hash_table_insert (options, (gpointer) "contra_ultimo", (gpointer) "true");
  g_hash_table_insert (options, (gpointer) "opponent_valat", (gpointer) "none");
  g_hash_table_insert (options, (gpointer) "hand_bonus_timing", (gpointer) "as_dealt");
  g_hash_table_insert (options, (gpointer) "deal_pattern", (gpointer) "4x4");
  g_hash_table_insert (options, (gpointer) "all_pass", (gpointer) "trischaken");
  run_random_hands ("tapp-tarock", 3, options, 1500);
}

static void
test_random_tapp_four (void)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);

  run_random_hands ("tapp-tarock", 4, NULL, 1500);
  g_hash_table_insert (options, (gpointer) "sitter_with_defenders", (gpointer) "true");
  g_hash_table_insert (options, (gpointer) "all_pass", (gpointer) "trischaken");
  run_random_hands ("tapp-tarock", 4, options, 1500);
}

static void
test_random_doppen (void)
{
  run_random_hands ("tapp-doppen", 3, NULL, 3000);
}

/* --- broken variant files --- */

/* Writes tapp-tarock.json with one member replaced and loads it. */
static void
assert_broken_variant (const char *dir,
                       const char *member,
                       const char *value,
                       const char *expected)
{
  g_autofree char *src = g_build_filename (g_getenv ("TRIUMPHS_DATA_DIR"), "variants", "tapp-tarock.json", NULL);
  g_autofree char *path = g_build_filename (dir, "tapp-broken.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  JsonObject *root, *players;
  JsonArray *contracts;

  g_assert_true (json_parser_load_from_file (parser, src, &error));
  root = json_node_get_object (json_parser_get_root (parser));
  players = json_object_get_object_member (json_object_get_object_member (root, "by_players"), "3");
  contracts = json_object_get_array_member (players, "contracts");

  if (g_str_equal (member, "solo.take"))
    json_object_set_member (json_array_get_object_element (contracts, 3), "take", json_from_string (value, NULL));
  else if (g_str_equal (member, "dreier.take"))
    json_object_set_member (json_array_get_object_element (contracts, 0), "take", json_from_string (value, NULL));
  else if (g_str_equal (member, "scoring.style"))
    json_object_set_member (json_object_get_object_member (root, "scoring"), "style", json_from_string (value, NULL));
  else
    json_object_set_member (root, member, json_from_string (value, NULL));

  json_generator_set_root (gen, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (gen, path, &error));
  variant = tarot_variant_new_from_file (path, &error);
  g_assert_null (variant);
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "tapp-broken.json"));
  g_assert_nonnull (strstr (error->message, expected));
  g_unlink (path);
}

static void
test_variant_errors (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-tapp-XXXXXX", NULL);

  tarot_family_register (&tarot_family_tapp);
  assert_broken_variant (dir, "solo.take", "3", "by_players.3.contracts[3].take");
  assert_broken_variant (dir, "dreier.take", "4", "by_players.3.contracts[0].take");
  assert_broken_variant (dir, "scoring.style", "\"rubber\"", "scoring.style");
  assert_broken_variant (dir, "announcements", "[\"trull\"]", "announcements[0]");
  assert_broken_variant (dir, "pack", "\"marseille\"", "by_players.3.deal");
  g_rmdir (dir);
}

static void
test_variant_terms (void)
{
  Game game;

  game_init (&game, "tapp-tarock", NULL);
  g_assert_cmpstr (tarot_variant_get_term (game.variant, "fool", NULL), ==, "Sküs");
  g_assert_cmpstr (tarot_variant_get_term (game.variant, "trump_xxi", "de"), ==, "Mond");
  g_assert_cmpstr (tarot_variant_get_term (game.variant, "talon", NULL), ==, "Tapp");
  g_assert_cmpstr (tarot_variant_get_term (game.variant, "hold", "en"), ==, "hold");
  game_clear (&game);
  game_init (&game, "tapp-doppen", NULL);
  g_assert_cmpstr (tarot_variant_get_term (game.variant, "trull", NULL), ==, "Drull");
  g_assert_cmpuint (game.rules.n_contracts, ==, 5);
  game_clear (&game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tapp/counting/4-thirds", test_counting);
  g_test_add_func ("/tapp/deal/5-talon-and-hands", test_deal);
  g_test_add_func ("/tapp/deal/5.4-no-tarock-redeal", test_deal_no_tarock);
  g_test_add_func ("/tapp/auction/6.2-example-1", test_auction_example_1);
  g_test_add_func ("/tapp/auction/6.2-example-2", test_auction_example_2);
  g_test_add_func ("/tapp/auction/6.2-example-3", test_auction_example_3);
  g_test_add_func ("/tapp/auction/6.2-example-4", test_auction_example_4);
  g_test_add_func ("/tapp/auction/6.2-all-pass", test_auction_all_pass);
  g_test_add_func ("/tapp/talon/7.1-halves", test_talon_halves);
  g_test_add_func ("/tapp/discard/12-example-5", test_discard_example_5);
  g_test_add_func ("/tapp/discard/7.2-plain-cards-first", test_discard_plain);
  g_test_add_func ("/tapp/kontra/12-example-2", test_kontra_example_2);
  g_test_add_func ("/tapp/announce/9.1-pagat-needs-the-card", test_announce_needs_pagat);
  g_test_add_func ("/tapp/play/10-follow", test_play_follow);
  g_test_add_func ("/tapp/play/10-trick-winner", test_play_trick_winner);
  g_test_add_func ("/tapp/play/12-example-4-pagat-kept-back", test_play_pagat_example_4);
  g_test_add_func ("/tapp/outcome/9.2-pagat-ultimo-played", test_outcome_pagat_ultimo);
  g_test_add_func ("/tapp/scoring/example-1", test_scoring_example_1);
  g_test_add_func ("/tapp/scoring/example-2", test_scoring_example_2);
  g_test_add_func ("/tapp/scoring/example-3", test_scoring_example_3);
  g_test_add_func ("/tapp/scoring/example-4", test_scoring_example_4);
  g_test_add_func ("/tapp/scoring/11-thresholds-and-hand-bonuses", test_scoring_thresholds);
  g_test_add_func ("/tapp/scoring/outcome-json-errors", test_scoring_bad_json);
  g_test_add_func ("/tapp/doppen/13.2-D1", test_doppen_d1);
  g_test_add_func ("/tapp/doppen/13.2-D2", test_doppen_d2);
  g_test_add_func ("/tapp/doppen/13.2-D3", test_doppen_d3);
  g_test_add_func ("/tapp/doppen/13.2-D4", test_doppen_d4);
  g_test_add_func ("/tapp/doppen/13.2-bonuses", test_doppen_bonuses);
  g_test_add_func ("/tapp/doppen/13.2-talon-groups", test_doppen_talon_groups);
  g_test_add_func ("/tapp/players/2-fourth-player-sits-out", test_four_players);
  g_test_add_func ("/tapp/trischaken/13.3-play", test_trischaken_play);
  g_test_add_func ("/tapp/trischaken/13.3-scoring", test_trischaken_scoring);
  g_test_add_func ("/tapp/random/tapp-tarock", test_random_tapp);
  g_test_add_func ("/tapp/random/tapp-tarock-options", test_random_tapp_options);
  g_test_add_func ("/tapp/random/tapp-tarock-four-players", test_random_tapp_four);
  g_test_add_func ("/tapp/random/tapp-doppen", test_random_doppen);
  g_test_add_func ("/tapp/variant/errors", test_variant_errors);
  g_test_add_func ("/tapp/variant/terms", test_variant_terms);

  return g_test_run ();
}
