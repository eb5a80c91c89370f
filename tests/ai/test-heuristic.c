/* test-heuristic.c — the heuristic computer player: legal in every
 * phase of every variant, sensible in hand-built positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-heuristic-player.h"
#include "ai/tarot-random-player.h"
#include "model/tarot-family.h"
#include "model/families/tarot-french.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"

#define N_HANDS       300
#define MAX_ACTIONS   4096
#define PETIT         ((TarotCard) 56)

/* House rules that open phases the defaults never reach. */
static const TarotTestOptionCase option_cases[] = {
  { "tapp-tarock", 3, { "all_pass", "trischaken", "max_kontra_level", "3", NULL } },
  { "tapp-tarock", 3, { "talon_half", "fixed", "contra_ultimo", "true", NULL } },
  { "troccas4", 4, { "knock_signal", "true", "jack_call", "buob_or_sche", "talk", "none" } },
  { "troccas3", 3, { "counting", "single", "jack_call", "buob", NULL } },
};

/* ------------------------------------------------------------------ */
/* whole hands                                                         */

static void
check_hands (gconstpointer data)
{
  const TarotTestCase *hc = data;
  g_autoptr(GError) error = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  guint played = 0;
  TarotRng rng;

  g_assert_true (tarot_variant_build_rules (hc->variant, hc->n_players, hc->options, rules, &error));
  g_assert_no_error (error);
  tarot_rng_init (&rng, 77 + hc->n_players);

  for (guint hand = 0; hand < N_HANDS; hand++)
    {
      TarotDeal deal;
      TarotPlayerView view;
      TarotActionList legal;
      TarotOutcome outcome;
      TarotScore score;
      guint n_actions = 0;
      gint64 sum = 0;

      tarot_deal_setup (rules, &deal, hand % hc->n_players, hand * 104729u + 3);
      while (!tarot_deal_is_over (&deal))
        {
          TarotAction action;
          gboolean found = FALSE;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          action = tarot_heuristic_player_choose (rules, &view, &rng);
          tarot_deal_legal_actions (rules, &deal, &legal);
          for (guint i = 0; i < legal.n; i++)
            found |= memcmp (&legal.actions[i], &action, sizeof action) == 0;
          g_assert_true (found);
          tarot_deal_apply (rules, &deal, action);
          g_assert_true (tarot_deal_check_cards (rules, &deal, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (++n_actions, <, MAX_ACTIONS);
        }
      g_assert_cmpuint (deal.end, !=, TAROT_END_NONE);
      tarot_deal_outcome (rules, &deal, &outcome);
      tarot_rules_score (rules, &outcome, &score, FALSE);
      /* zero-sum but for lines against the table (Sicilian S2 each for himself), as on the sheet */
      for (guint l = 0; l < score.n_lines; l++)
        for (guint p = 0; !score.lines[l].pot && p < hc->n_players; p++)
          sum += score.lines[l].amounts[p];
      g_assert_cmpint (sum, ==, 0);
      if (deal.end == TAROT_END_PLAYED)
        {
          played++;
          /* Königrufen's negative games stop once decided, a conceded
           * Rufer before the first trick; Pinerolo's Mitigati are
           * thrown in by agreement before it (P3) */
          if (deal.n_tricks < rules->n_tricks)
            g_assert_true (g_str_equal (rules->family->id, "koenigrufen") ||
                           (g_str_equal (rules->family->id, "italian") && deal.n_tricks == 0));
          else
            {
              /* all the points, or what the counting may leave out (Bolognese: 92) */
              g_assert_cmpuint (outcome.points[0] + outcome.points[1], <=, rules->points_total);
              g_assert_cmpuint (outcome.points[0] + outcome.points[1] + rules->points_shortfall, >=,
                                rules->points_total);
            }
        }
    }
  /* most hands are played out, not passed */
  g_assert_cmpuint (played, >, N_HANDS / 4);
}

/* ------------------------------------------------------------------ */
/* hand-built positions                                                */

static TarotRules *
french_rules (guint n_players)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("french-tarot", &error);
  TarotRules *rules = g_new0 (TarotRules, 1);

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (variant, n_players, NULL, rules, &error));
  g_assert_no_error (error);
  return rules;
}

static TarotCard
card (int suit,
      int face)
{
  return tarot_card_make (suit, face);
}

static TarotCard
trump (guint n)
{
  return tarot_card_make_trump (n);
}

static TarotCardSet
set_of (const TarotCard *cards,
        guint            n)
{
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  for (guint i = 0; i < n; i++)
    tarot_card_set_add (&set, cards[i]);
  return set;
}

/* A view in the play phase of trick @n_tricks (earlier tricks left
 * unrecorded: their cards are simply "played" elsewhere), with
 * @trick already on the table from @leader. */
static void
play_view (TarotPlayerView  *view,
           const TarotRules *rules,
           guint             seat,
           guint             declarer,
           guint             n_tricks,
           guint             leader,
           const TarotCard  *trick,
           guint             trick_len,
           TarotCardSet      hand,
           TarotCardSet      played_elsewhere)
{
  guint n = rules->n_players;
  TarotCardSet legal;

  memset (view, 0, sizeof *view);
  view->seat = (guint8) seat;
  view->n_players = (guint8) n;
  view->dealer = (guint8) ((leader + n - 1) % n);
  view->phase = TAROT_PHASE_PLAY;
  view->to_move = (guint8) seat;
  view->declarer = (guint8) declarer;
  view->partner = TAROT_NO_SEAT;
  view->contract = 1;
  view->called_card = TAROT_CARD_NONE;
  view->hand = hand;
  view->n_tricks = (guint8) n_tricks;
  view->trick_len = (guint8) trick_len;
  view->trick_leader[n_tricks] = (guint8) leader;
  if (trick_len > 0)
    memcpy (view->tricks[n_tricks], trick, trick_len);
  view->played = tarot_card_set_union (played_elsewhere, set_of (trick, trick_len));
  view->unseen = tarot_card_set_minus (tarot_card_set_minus (rules->pack, hand), view->played);
  for (guint p = 0; p < n; p++)
    {
      /* seats that already played to this trick hold one card fewer */
      gboolean done = (p + n - leader) % n < trick_len;

      view->hand_sizes[p] = (guint8) (rules->n_tricks - n_tricks - (done ? 1 : 0));
    }
  legal = tarot_legal_follow (rules, hand, trick, trick_len, TRUE);
  tarot_action_list_add_cards (&view->legal, TAROT_ACTION_PLAY, seat, legal);
}

static TarotAction
choose (const TarotRules      *rules,
        const TarotPlayerView *view)
{
  TarotRng rng;
  TarotAction action;
  gboolean found = FALSE;

  tarot_rng_init (&rng, 5);
  action = tarot_heuristic_player_choose (rules, view, &rng);
  for (guint i = 0; i < view->legal.n; i++)
    found |= memcmp (&view->legal.actions[i], &action, sizeof action) == 0;
  g_assert_true (found);
  return action;
}

/* The declarer sits last (seat 3).  Seat 0 leads a small Spade and
 * the partner in seat 1 takes it with the 21: seat 2 puts the King
 * of Spades on it. */
static void
test_smear_king (void)
{
  g_autofree TarotRules *rules = french_rules (4);
  TarotCard trick[] = { card (TAROT_SUIT_SPADES, 4), trump (21) };
  TarotCard mine[] = {
    card (TAROT_SUIT_SPADES, TAROT_FACE_KING), card (TAROT_SUIT_SPADES, 2),
    card (TAROT_SUIT_HEARTS, 3), card (TAROT_SUIT_HEARTS, 6), trump (4), trump (9),
  };
  /* trick 11, led by seat 2: the declarer showed he has no Spade */
  TarotCard before[] = { card (TAROT_SUIT_SPADES, 3), trump (2), trump (10), card (TAROT_SUIT_SPADES, 8) };
  TarotPlayerView view;
  TarotAction action;

  play_view (&view, rules, 2, 3, 12, 0, trick, G_N_ELEMENTS (trick),
             set_of (mine, G_N_ELEMENTS (mine)), TAROT_CARD_SET_EMPTY);
  action = choose (rules, &view);
  g_assert_cmpuint (action.kind, ==, TAROT_ACTION_PLAY);
  g_assert_cmpuint (action.card, ==, card (TAROT_SUIT_SPADES, TAROT_FACE_KING));

  /* the partner's small Spade in front of a declarer known to be void
   * in Spades: the King would be trumped, so it stays home */
  trick[1] = card (TAROT_SUIT_SPADES, 7);
  play_view (&view, rules, 2, 3, 12, 0, trick, G_N_ELEMENTS (trick),
             set_of (mine, G_N_ELEMENTS (mine)), set_of (before, G_N_ELEMENTS (before)));
  view.trick_leader[11] = 2;
  view.trick_winner[11] = 0;
  memcpy (view.tricks[11], before, sizeof before);
  action = choose (rules, &view);
  g_assert_cmpuint (action.card, ==, card (TAROT_SUIT_SPADES, 2));
}

/* With two tricks to go the Excuse is played now, not left for the
 * last trick where the defence would lose it. */
static void
test_excuse_not_last (void)
{
  g_autofree TarotRules *rules = french_rules (4);
  TarotCard trick[] = { card (TAROT_SUIT_CLUBS, 8) };
  TarotCard mine[] = { TAROT_CARD_FOOL, card (TAROT_SUIT_CLUBS, 2) };
  TarotCard last[] = { TAROT_CARD_FOOL };
  TarotPlayerView view;
  TarotAction action;

  play_view (&view, rules, 2, 0, 16, 1, trick, G_N_ELEMENTS (trick),
             set_of (mine, G_N_ELEMENTS (mine)), TAROT_CARD_SET_EMPTY);
  action = choose (rules, &view);
  g_assert_cmpuint (action.card, ==, TAROT_CARD_FOOL);

  /* and a lead with three tricks left keeps it when a small card does */
  play_view (&view, rules, 2, 0, 15, 2, NULL, 0,
             tarot_card_set_union (set_of (mine, G_N_ELEMENTS (mine)),
                                   tarot_card_set_single (card (TAROT_SUIT_HEARTS, 1))),
             TAROT_CARD_SET_EMPTY);
  action = choose (rules, &view);
  g_assert_cmpuint (action.card, !=, TAROT_CARD_FOOL);

  /* alone in the hand it is the only legal card */
  play_view (&view, rules, 2, 0, 17, 2, NULL, 0, set_of (last, 1), TAROT_CARD_SET_EMPTY);
  action = choose (rules, &view);
  g_assert_cmpuint (action.card, ==, TAROT_CARD_FOOL);
}

/* The declarer leads the 15 of trumps; a defender who cannot
 * overtrump keeps the Petit and plays a small trump, unless his
 * partner already holds the trick with the 21. */
static void
test_keep_petit (void)
{
  g_autofree TarotRules *rules = french_rules (4);
  TarotCard trick[] = { trump (15) };
  TarotCard mine[] = { PETIT, trump (3), trump (7), card (TAROT_SUIT_DIAMONDS, 5), card (TAROT_SUIT_DIAMONDS, 9) };
  TarotCard smear[] = { trump (15), trump (21) };
  TarotPlayerView view;
  TarotAction action;

  play_view (&view, rules, 1, 0, 13, 0, trick, G_N_ELEMENTS (trick),
             set_of (mine, G_N_ELEMENTS (mine)), TAROT_CARD_SET_EMPTY);
  action = choose (rules, &view);
  g_assert_cmpuint (action.kind, ==, TAROT_ACTION_PLAY);
  g_assert_true (tarot_card_is_trump (action.card));
  g_assert_cmpuint (action.card, !=, PETIT);

  play_view (&view, rules, 2, 0, 13, 0, smear, G_N_ELEMENTS (smear),
             set_of (mine, G_N_ELEMENTS (mine)), TAROT_CARD_SET_EMPTY);
  action = choose (rules, &view);
  g_assert_cmpuint (action.card, ==, PETIT);
}

/* Taking a dog: the first discard empties the short suit without a
 * King (two Hearts) rather than thinning the long ones. */
static void
test_discard_void (void)
{
  g_autofree TarotRules *rules = french_rules (4);
  TarotCard cards[] = {
    card (TAROT_SUIT_HEARTS, 2), card (TAROT_SUIT_HEARTS, 6),
    card (TAROT_SUIT_SPADES, TAROT_FACE_KING), card (TAROT_SUIT_SPADES, 1), card (TAROT_SUIT_SPADES, 3),
    card (TAROT_SUIT_SPADES, 5), card (TAROT_SUIT_SPADES, 8),
    card (TAROT_SUIT_CLUBS, TAROT_FACE_KING), card (TAROT_SUIT_CLUBS, TAROT_FACE_QUEEN),
    card (TAROT_SUIT_CLUBS, 0), card (TAROT_SUIT_CLUBS, 4), card (TAROT_SUIT_CLUBS, 7),
    card (TAROT_SUIT_DIAMONDS, TAROT_FACE_KING), card (TAROT_SUIT_DIAMONDS, 2), card (TAROT_SUIT_DIAMONDS, 5),
    card (TAROT_SUIT_DIAMONDS, 9),
    trump (21), trump (18), trump (14), trump (11), trump (8), trump (5), trump (2), TAROT_CARD_FOOL,
  };
  TarotCardSet hand = set_of (cards, G_N_ELEMENTS (cards));
  TarotCardSet legal = tarot_card_set_minus (tarot_card_set_minus (hand, rules->trumps), rules->kings);
  TarotPlayerView view;
  TarotAction action;

  tarot_card_set_remove (&legal, TAROT_CARD_FOOL);
  memset (&view, 0, sizeof view);
  view.n_players = 4;
  view.phase = TAROT_PHASE_DISCARD;
  view.declarer = 0;
  view.partner = TAROT_NO_SEAT;
  view.contract = 1;
  view.called_card = TAROT_CARD_NONE;
  view.hand = hand;
  tarot_action_list_add_cards (&view.legal, TAROT_ACTION_DISCARD, 0, legal);

  for (guint i = 0; i < 2; i++)
    {
      action = choose (rules, &view);
      g_assert_cmpuint (action.kind, ==, TAROT_ACTION_DISCARD);
      g_assert_cmpint (tarot_card_suit (action.card), ==, TAROT_SUIT_HEARTS);
      /* discard it and ask again, as the game does */
      tarot_card_set_remove (&view.hand, action.card);
      tarot_card_set_remove (&legal, action.card);
      view.legal.n = 0;
      tarot_action_list_add_cards (&view.legal, TAROT_ACTION_DISCARD, 0, legal);
    }
  g_assert_cmpuint (tarot_card_set_count (tarot_card_set_intersect (view.hand, rules->suit_sets[TAROT_SUIT_HEARTS])),
                    ==, 0);
}

static void
auction_view (TarotPlayerView  *view,
              const TarotRules *rules,
              TarotCardSet      hand,
              int               current)
{
  memset (view, 0, sizeof *view);
  view->seat = 1;
  view->n_players = rules->n_players;
  view->phase = TAROT_PHASE_AUCTION;
  view->to_move = 1;
  view->declarer = current >= 0 ? 0 : TAROT_NO_SEAT;
  view->partner = TAROT_NO_SEAT;
  view->contract = current >= 0 ? (guint8) current : 0xff;
  view->called_card = TAROT_CARD_NONE;
  view->hand = hand;
  tarot_action_list_add (&view->legal, TAROT_ACTION_PASS, 1, TAROT_CARD_NONE, 0);
  for (guint c = (guint) (current + 1); c < rules->n_contracts; c++)
    tarot_action_list_add (&view->legal, TAROT_ACTION_BID, 1, TAROT_CARD_NONE, c);
}

static void
test_bids (void)
{
  g_autofree TarotRules *rules = french_rules (4);
  TarotCard poor[] = {
    card (0, 1), card (0, 3), card (0, 5), card (0, 10), card (1, 2), card (1, 4), card (1, 8),
    card (2, 0), card (2, 3), card (2, 6), card (2, 11), card (3, 2), card (3, 4), card (3, 7),
    card (3, 9), trump (3), trump (9), trump (12),
  };
  TarotCard strong[] = {
    trump (21), TAROT_CARD_FOOL, PETIT, trump (20), trump (19), trump (17), trump (15), trump (13),
    trump (10), trump (6), trump (4),
    card (0, TAROT_FACE_KING), card (0, TAROT_FACE_QUEEN), card (0, 3),
    card (1, TAROT_FACE_KING), card (1, 2), card (3, TAROT_FACE_KING), card (3, 5),
  };
  TarotPlayerView view;
  TarotAction action;
  int garde = -1;

  for (guint c = 0; c < rules->n_contracts; c++)
    if (g_str_equal (rules->contract_ids[c], "garde"))
      garde = (int) c;
  g_assert_cmpint (garde, >=, 0);

  g_assert_cmpint (tarot_heuristic_hand_strength (rules, set_of (poor, G_N_ELEMENTS (poor))), <, 30);
  auction_view (&view, rules, set_of (poor, G_N_ELEMENTS (poor)), -1);
  action = choose (rules, &view);
  g_assert_cmpuint (action.kind, ==, TAROT_ACTION_PASS);

  auction_view (&view, rules, set_of (strong, G_N_ELEMENTS (strong)), -1);
  action = choose (rules, &view);
  g_assert_cmpuint (action.kind, ==, TAROT_ACTION_BID);
  g_assert_cmpint (action.arg, >=, garde);

  /* over a Garde contre nothing is left but to pass */
  auction_view (&view, rules, set_of (strong, G_N_ELEMENTS (strong)), rules->n_contracts - 1);
  action = choose (rules, &view);
  g_assert_cmpuint (action.kind, ==, TAROT_ACTION_PASS);
}

/* Tapp: the soloist announces the Pagat only with a long, high trump
 * suit; a normal hand just plays. */
static void
test_tapp_pagat (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("tapp-tarock", &error);
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotCard normal[] = {
    PETIT, trump (5), trump (9), trump (13), trump (17), trump (21), TAROT_CARD_FOOL,
    card (0, TAROT_FACE_KING), card (0, 1), card (1, TAROT_FACE_QUEEN), card (1, 2), card (2, 3),
    card (2, TAROT_FACE_KING), card (3, 0), card (3, 2), card (3, TAROT_FACE_KING),
  };
  TarotCard long_suit[] = {
    PETIT, trump (3), trump (6), trump (8), trump (11), trump (14), trump (16), trump (18), trump (19),
    trump (20), trump (21), TAROT_CARD_FOOL, card (0, TAROT_FACE_KING), card (1, TAROT_FACE_KING),
    card (2, TAROT_FACE_KING), card (3, TAROT_FACE_KING),
  };
  TarotPlayerView view;
  TarotAction action;
  guint pagat;

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (variant, 3, NULL, rules, &error));
  g_assert_no_error (error);
  g_assert_true (rules->family->arg_from_string (rules, TAROT_ACTION_ANNOUNCE, "pagat", &pagat));

  memset (&view, 0, sizeof view);
  view.n_players = 3;
  view.phase = TAROT_PHASE_ANNOUNCE;
  view.declarer = 0;
  view.partner = TAROT_NO_SEAT;
  view.contract = 0;
  view.called_card = TAROT_CARD_NONE;
  view.hand = set_of (normal, G_N_ELEMENTS (normal));
  tarot_action_list_add (&view.legal, TAROT_ACTION_PASS, 0, TAROT_CARD_NONE, 0);
  tarot_action_list_add (&view.legal, TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, pagat);
  action = choose (rules, &view);
  g_assert_cmpuint (action.kind, ==, TAROT_ACTION_PASS);

  view.hand = set_of (long_suit, G_N_ELEMENTS (long_suit));
  action = choose (rules, &view);
  g_assert_cmpuint (action.kind, ==, TAROT_ACTION_ANNOUNCE);
  g_assert_cmpuint (action.arg, ==, pagat);
}

/* Königrufen: a bird is announced and the game doubled only with the
 * trumps for it; forehand with an ordinary hand says "Mein Spiel". */
static void
test_koenigrufen_announce (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("koenigrufen", &error);
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotCard normal[] = {
    PETIT, trump (5), trump (9), trump (13), trump (21), card (0, TAROT_FACE_KING), card (0, 8),
    card (1, TAROT_FACE_QUEEN), card (1, 9), card (2, 3), card (2, TAROT_FACE_JACK), card (3, 1),
  };
  TarotCard long_suit[] = {
    PETIT, trump (3), trump (6), trump (8), trump (11), trump (14), trump (16), trump (18), trump (21),
    TAROT_CARD_FOOL, card (0, TAROT_FACE_KING), card (1, TAROT_FACE_KING),
  };
  TarotPlayerView view;
  TarotAction action;
  guint pagat, game, mein_spiel;

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (variant, 4, NULL, rules, &error));
  g_assert_no_error (error);
  g_assert_true (rules->family->arg_from_string (rules, TAROT_ACTION_ANNOUNCE, "pagat", &pagat));
  g_assert_true (rules->family->arg_from_string (rules, TAROT_ACTION_KONTRA, "game", &game));
  g_assert_true (rules->family->arg_from_string (rules, TAROT_ACTION_BID, "mein_spiel", &mein_spiel));

  memset (&view, 0, sizeof view);
  view.n_players = 4;
  view.dealer = 3;
  view.phase = TAROT_PHASE_ANNOUNCE;
  view.declarer = 1;
  view.partner = TAROT_NO_SEAT;
  view.contract = 0;
  view.called_card = TAROT_CARD_NONE;
  view.hand = set_of (normal, G_N_ELEMENTS (normal));
  tarot_action_list_add (&view.legal, TAROT_ACTION_PASS, 0, TAROT_CARD_NONE, 0);
  tarot_action_list_add (&view.legal, TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, pagat);
  tarot_action_list_add (&view.legal, TAROT_ACTION_KONTRA, 0, TAROT_CARD_NONE, game);
  action = choose (rules, &view);
  g_assert_cmpuint (action.kind, ==, TAROT_ACTION_PASS);

  view.hand = set_of (long_suit, G_N_ELEMENTS (long_suit));
  action = choose (rules, &view);
  g_assert_cmpuint (action.kind, ==, TAROT_ACTION_ANNOUNCE);
  g_assert_cmpuint (action.arg, ==, pagat);

  /* the opening: an ordinary hand keeps the forehand games open */
  view.phase = TAROT_PHASE_AUCTION;
  view.declarer = TAROT_NO_SEAT;
  view.hand = set_of (normal, G_N_ELEMENTS (normal));
  view.legal.n = 0;
  tarot_action_list_add (&view.legal, TAROT_ACTION_BID, 0, TAROT_CARD_NONE, mein_spiel);
  for (guint c = 0; c < rules->n_contracts; c++)
    if (!g_str_equal (rules->contract_ids[c], "rufer") && !g_str_equal (rules->contract_ids[c], "trischaken"))
      tarot_action_list_add (&view.legal, TAROT_ACTION_BID, 0, TAROT_CARD_NONE, c);
  action = choose (rules, &view);
  g_assert_cmpuint (action.arg, ==, mein_spiel);
  view.hand = set_of (long_suit, G_N_ELEMENTS (long_suit));
  action = choose (rules, &view);
  g_assert_cmpuint (action.kind, ==, TAROT_ACTION_BID);
  g_assert_cmpuint (action.arg, !=, mein_spiel);
}

/* Troccas, first Cups trick won by seat 3 with a trump (dealer 0, so
 * seats 1 and 3 are partners): with both calls allowed the winner says
 * plain "buob", which also reaches a King's player holding the Jack
 * (rules/troccas.md §10.3 item 5), unless an opponent put in a Queen
 * or Cavalier that "buob" would hand back. */
static void
test_troccas_call (void)
{
  static const char *const both[] = { "jack_call", "buob_or_sche", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("troccas4", &error);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotCard jack = card (TAROT_SUIT_CUPS, TAROT_FACE_JACK);
  TarotPlayerView view;
  guint buob, sche;

  g_assert_no_error (error);
  g_hash_table_insert (options, (gpointer) both[0], (gpointer) both[1]);
  g_assert_true (tarot_variant_build_rules (variant, 4, options, rules, &error));
  g_assert_no_error (error);
  g_assert_true (rules->family->arg_from_string (rules, TAROT_ACTION_CALL, "buob", &buob));
  g_assert_true (rules->family->arg_from_string (rules, TAROT_ACTION_CALL, "buob_sche", &sche));

  memset (&view, 0, sizeof view);
  view.n_players = 4;
  view.seat = view.to_move = 3;
  view.dealer = 0;
  view.declarer = view.partner = TAROT_NO_SEAT;
  view.called_card = TAROT_CARD_NONE;
  view.phase = TAROT_PHASE_CALL;
  view.n_tricks = 1;
  view.trick_leader[0] = 1;
  view.trick_winner[0] = 3;
  view.tricks[0][0] = card (TAROT_SUIT_CUPS, 8);
  view.tricks[0][1] = card (TAROT_SUIT_CUPS, TAROT_FACE_KING);
  view.tricks[0][2] = trump (5);
  view.tricks[0][3] = card (TAROT_SUIT_CUPS, 4);
  view.hand = set_of ((TarotCard[]) { trump (9), card (TAROT_SUIT_SWORDS, 3) }, 2);
  tarot_action_list_add (&view.legal, TAROT_ACTION_PASS, 3, TAROT_CARD_NONE, 0);
  tarot_action_list_add (&view.legal, TAROT_ACTION_CALL, 3, jack, buob);
  tarot_action_list_add (&view.legal, TAROT_ACTION_CALL, 3, jack, sche);
  g_assert_cmpuint (choose (rules, &view).arg, ==, buob);

  /* the dealer (an opponent) put in the Queen */
  view.tricks[0][3] = card (TAROT_SUIT_CUPS, TAROT_FACE_QUEEN);
  g_assert_cmpuint (choose (rules, &view).arg, ==, sche);
}

/* The heuristic's bid at the first bargaining session of the
 * Mitigati of Pinerolo (P3) with these ten cards: its id, or the
 * action's kind. */
static const char *
pinerolo_bid (const TarotRules *rules,
              const TarotCard  *cards)
{
  TarotPlayerView view;
  TarotAction action;
  TarotDeal deal;

  tarot_deal_setup (rules, &deal, 2, 1);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  deal.hands[deal.to_move] = set_of (cards, 10);
  tarot_deal_make_view (rules, &deal, deal.to_move, &view);
  action = choose (rules, &view);
  if (action.kind == TAROT_ACTION_BID)
    return rules->family->arg_to_string (rules, action.kind, action.arg);
  return action.kind == TAROT_ACTION_CONTINUE ? "vedo" : "pass";
}

/* P3: a strong hand plays on ("Vedo"), a hand of empty cards offers to
 * throw the deal in; heuristic players at every seat throw some deals
 * in by agreement and play the others. */
static void
test_pinerolo_bargaining (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = tarot_variant_load ("mitigati-pinerolo", &error);
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  const TarotCard strong[] = { trump (20), trump (21), trump (19), trump (18), trump (17), trump (16), trump (1),
                               TAROT_CARD_FOOL, card (TAROT_SUIT_SWORDS, TAROT_FACE_KING),
                               card (TAROT_SUIT_CUPS, TAROT_FACE_KING) };
  const TarotCard weak[] = { card (TAROT_SUIT_SWORDS, 1), card (TAROT_SUIT_SWORDS, 2), card (TAROT_SUIT_SWORDS, 3),
                             card (TAROT_SUIT_BATONS, 1), card (TAROT_SUIT_BATONS, 2), card (TAROT_SUIT_BATONS, 3),
                             card (TAROT_SUIT_CUPS, 1), card (TAROT_SUIT_CUPS, 2), card (TAROT_SUIT_COINS, 1),
                             card (TAROT_SUIT_COINS, 2) };
  guint abandoned = 0;

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (variant, 3, NULL, rules, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (pinerolo_bid (rules, strong), ==, "vedo");
  g_assert_true (g_str_has_prefix (pinerolo_bid (rules, weak), "offero_"));

  for (guint i = 0; i < 100; i++)
    {
      TarotDeal deal;
      TarotPlayerView view;
      TarotOutcome outcome;
      TarotRng rng;

      tarot_rng_init (&rng, i);
      tarot_deal_setup (rules, &deal, i % 3, 500 + i);
      while (!tarot_deal_is_over (&deal))
        {
          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          tarot_deal_apply (rules, &deal, tarot_heuristic_player_choose (rules, &view, &rng));
        }
      tarot_deal_outcome (rules, &deal, &outcome);
      abandoned += deal.n_tricks == 0;
    }
  g_assert_cmpuint (abandoned, >, 0);
  g_assert_cmpuint (abandoned, <, 100);
}

/* Duplicate seat-rotated deals, as `triumphs-cli match` plays them:
 * the heuristic in one seat, random players in the others. */
static void
test_beats_random (void)
{
  g_autofree TarotRules *rules = french_rules (4);
  double sum = 0.0;
  guint n_seat_hands = 0;

  for (guint i = 0; i < 100; i++)
    for (guint a_seat = 0; a_seat < 4; a_seat++)
      {
        TarotDeal deal;
        TarotPlayerView view;
        TarotOutcome outcome;
        TarotScore score;
        TarotRng rng;
        double others = 0.0;

        tarot_rng_init (&rng, i * 4 + a_seat);
        tarot_deal_setup (rules, &deal, i % 4, 9000 + i);
        while (!tarot_deal_is_over (&deal))
          {
            tarot_deal_make_view (rules, &deal, deal.to_move, &view);
            tarot_deal_apply (rules, &deal, deal.to_move == a_seat
                                              ? tarot_heuristic_player_choose (rules, &view, &rng)
                                              : tarot_random_player_choose (&view, &rng));
          }
        tarot_deal_outcome (rules, &deal, &outcome);
        tarot_rules_score (rules, &outcome, &score, FALSE);
        for (guint p = 0; p < 4; p++)
          if (p != a_seat)
            others += score.totals[p] / 3.0;
        sum += score.totals[a_seat] - others;
        n_seat_hands++;
      }
  g_assert_cmpuint (n_seat_hands, ==, 400);
  g_assert_cmpfloat (sum / n_seat_hands, >, 0.0);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tarot_test_add_variant_cases ("/ai/heuristic/hands", check_hands,
                                option_cases, G_N_ELEMENTS (option_cases));
  g_test_add_func ("/ai/heuristic/play/smear-king", test_smear_king);
  g_test_add_func ("/ai/heuristic/play/excuse-not-last", test_excuse_not_last);
  g_test_add_func ("/ai/heuristic/play/keep-petit", test_keep_petit);
  g_test_add_func ("/ai/heuristic/discard/void", test_discard_void);
  g_test_add_func ("/ai/heuristic/auction/french", test_bids);
  g_test_add_func ("/ai/heuristic/announce/tapp-pagat", test_tapp_pagat);
  g_test_add_func ("/ai/heuristic/announce/koenigrufen", test_koenigrufen_announce);
  g_test_add_func ("/ai/heuristic/call/troccas", test_troccas_call);
  g_test_add_func ("/ai/heuristic/bargain/pinerolo", test_pinerolo_bargaining);
  g_test_add_func ("/ai/heuristic/match/beats-random", test_beats_random);

  status = g_test_run ();
  tarot_test_cases_free ();
  return status;
}
