/* test-koenigrufen.c — the Königrufen family: rules/koenigrufen.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The worked examples of §12, the auction (§6.2), the King call (§8),
 * the talon and discards (§7), announcements and Kontra (§9), the play
 * rules (§10) and thousands of random hands per profile and player
 * count.  Seats: the dealer D = 3, so A = 0 is forehand, then B, C.
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-replay.h"
#include "model/tarot-variant.h"

enum { A = 0, B = 1, C = 2, D = 3 };

typedef struct
{
  TarotVariant *variant;
  TarotPack    *pack;
  TarotRules    rules;
} Game;

static void
game_init_players (Game              *game,
                   guint              n_players,
                   const char *const *options)
{
  g_autoptr(GHashTable) table = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; options != NULL && options[i] != NULL; i += 2)
    g_hash_table_insert (table, (gpointer) options[i], (gpointer) options[i + 1]);
  game->variant = tarot_variant_load ("koenigrufen", &error);
  g_assert_no_error (error);
  game->pack = tarot_variant_get_pack (game->variant);
  g_assert_true (tarot_variant_build_rules (game->variant, n_players, table, &game->rules, &error));
  g_assert_no_error (error);
}

static void
game_init (Game              *game,
           const char *const *options)
{
  game_init_players (game, 4, options);
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
    if (*list[i] != '\0')
      tarot_card_set_add (&set, card (game, list[i]));
  return set;
}

static guint
contract (Game       *game,
          const char *id)
{
  guint arg = 0;

  g_assert_true (game->rules.family->arg_from_string (&game->rules, TAROT_ACTION_BID, id, &arg));
  return arg;
}

static guint
item (Game            *game,
      TarotActionKind  kind,
      const char      *id)
{
  guint arg = 0;

  g_assert_true (game->rules.family->arg_from_string (&game->rules, kind, id, &arg));
  return arg;
}

static gboolean
legal (Game            *game,
       const TarotDeal *deal,
       TarotActionKind  kind,
       guint            card_or_none,
       guint            arg)
{
  TarotAction a = { kind, deal->to_move, card_or_none, arg };

  return tarot_deal_is_legal (&game->rules, deal, a);
}

static void
act (Game            *game,
     TarotDeal       *deal,
     TarotActionKind  kind,
     guint            card_or_none,
     guint            arg)
{
  TarotAction a = { kind, deal->to_move, card_or_none, arg };

  g_assert_true (tarot_deal_is_legal (&game->rules, deal, a));
  tarot_deal_apply (&game->rules, deal, a);
}

static void
pass (Game      *game,
      TarotDeal *deal)
{
  act (game, deal, TAROT_ACTION_PASS, TAROT_CARD_NONE, 0);
}

static void
bid (Game       *game,
     TarotDeal  *deal,
     const char *id)
{
  act (game, deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (game, id));
}

static void
play (Game       *game,
      TarotDeal  *deal,
      const char *ids)
{
  g_auto(GStrv) list = g_strsplit (ids, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    act (game, deal, TAROT_ACTION_PLAY, card (game, list[i]), 0);
}

static TarotCardSet
legal_cards (Game            *game,
             const TarotDeal *deal,
             TarotActionKind  kind)
{
  TarotActionList list;
  TarotCardSet set = TAROT_CARD_SET_EMPTY;

  tarot_deal_legal_actions (&game->rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.actions[i].kind == kind)
      tarot_card_set_add (&set, list.actions[i].card);
  return set;
}

/* A deal in the card play of @contract_id, with the given hands (the
 * rest of the pack in the talon) and @leader to lead. */
static void
play_state (Game              *game,
            TarotDeal         *deal,
            const char        *contract_id,
            guint              declarer,
            guint              leader,
            const char *const  hands[4])
{
  tarot_deal_setup (&game->rules, deal, D, 1);
  deal->talon = game->rules.pack;
  for (guint s = 0; s < 4; s++)
    {
      deal->hands[s] = cards (game, hands[s]);
      deal->talon = tarot_card_set_minus (deal->talon, deal->hands[s]);
    }
  deal->talon_shown = TAROT_CARD_SET_EMPTY;
  deal->contract = (guint8) contract (game, contract_id);
  deal->declarer = (guint8) declarer;
  deal->partner = TAROT_NO_SEAT;
  deal->phase = TAROT_PHASE_PLAY;
  deal->to_move = (guint8) leader;
  deal->trick_leader[0] = (guint8) leader;
}

static void
setup_play (Game              *game,
            TarotDeal         *deal,
            const char *const *options,
            const char        *contract_id,
            guint              declarer,
            guint              leader,
            const char *const  hands[4],
            const char        *plays)
{
  game_init (game, options);
  play_state (game, deal, contract_id, declarer, leader, hands);
  if (plays != NULL)
    play (game, deal, plays);
}

static void
assert_legal_plays (Game            *game,
                    const TarotDeal *deal,
                    const char      *ids)
{
  g_assert_true (tarot_card_set_equal (legal_cards (game, deal, TAROT_ACTION_PLAY), cards (game, ids)));
}

/* --- scoring: the worked examples of §12 (kr_wtc) --- */

static void
score_json (Game        *game,
            const char  *json,
            TarotScore  *score)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);
  g_autoptr(GError) error = NULL;
  TarotOutcome outcome;

  g_assert_nonnull (node);
  g_assert_true (game->rules.family->outcome_from_json (&game->rules, json_node_get_object (node), &outcome,
                                                          &error));
  g_assert_no_error (error);
  tarot_rules_score (&game->rules, &outcome, score, TRUE);
}

static void
assert_totals (const TarotScore *score,
               gint32            a,
               gint32            b,
               gint32            c,
               gint32            d)
{
  g_assert_cmpint (score->totals[A], ==, a);
  g_assert_cmpint (score->totals[B], ==, b);
  g_assert_cmpint (score->totals[C], ==, c);
  g_assert_cmpint (score->totals[D], ==, d);
}

static void
scored (const char *json,
        gint32      a,
        gint32      b,
        gint32      c,
        gint32      d)
{
  Game game;
  TarotScore score;

  game_init (&game, NULL);
  score_json (&game, json, &score);
  assert_totals (&score, a, b, c, d);
  game_clear (&game);
}

/* §12 Ex 1: Rufer won with 118 thirds (39 points 1 Blatt), game
 * kontra'd, silent Pagat. */
static void
test_example_1 (void)
{
  Game game;
  TarotCardSet pile;

  scored ("{\"dealer\": 3, \"declarer\": 0, \"contract\": \"rufer\", \"partner\": 2, \"points\": 39,"
          " \"blatt\": 1, \"kontra\": {\"game\": 1},"
          " \"bonuses\": [{\"id\": \"pagat\", \"side\": \"declarer\"}]}", 3, -3, 3, -3);

  /* §4: A+C's 31 cards with a face total of 60 count 3 · 60 − 2 · 31 =
   * 118 thirds (the trull, four Kings, a Jack and 23 one-point cards) */
  game_init (&game, NULL);
  pile = cards (&game, "SKUS T-21 T-1 S-K C-K H-K D-K S-J T-2 T-3 T-4 T-5 T-6 T-7 T-8 T-9 T-10 T-11 "
                       "T-12 T-13 T-14 T-15 T-16 T-17 T-18 T-19 T-20 S-7 S-8 C-7 C-8");
  g_assert_cmpuint (tarot_card_set_count (pile), ==, 31);
  g_assert_cmpuint (tarot_rules_count_points (&game.rules, pile), ==, 3 * 60 - 2 * 31);
  game_clear (&game);
}

/* §12 Ex 2: Dreier lost with 35 points and 1 Blatt; the defenders'
 * silent Four Kings. */
static void
test_example_2 (void)
{
  scored ("{\"dealer\": 3, \"declarer\": 1, \"contract\": \"dreier\", \"points\": 35, \"blatt\": 1,"
          " \"bonuses\": [{\"id\": \"kings\", \"side\": \"opponents\"}]}", 6, -18, 6, 6);
}

/* §12 Ex 3: Sechserdreier lost (10 a player), announced Uhu made (4,
 * not doubled by the loss). */
static void
test_example_3 (void)
{
  scored ("{\"dealer\": 3, \"declarer\": 0, \"contract\": \"sechserdreier\", \"points\": 33,"
          " \"bonuses\": [{\"id\": \"uhu\", \"side\": \"declarer\", \"announced\": true}]}", -18, 6, 6, 6);
}

/* §12 Ex 4: Solodreier Valat (10 × 4), Trull dropped, silent Pagat
 * doubled in a solo game. */
static void
test_example_4 (void)
{
  scored ("{\"dealer\": 3, \"declarer\": 3, \"contract\": \"solodreier\", \"points\": 64,"
          " \"bonuses\": [{\"id\": \"valat\", \"side\": \"declarer\"}, {\"id\": \"trull\", \"side\": \"declarer\"},"
          " {\"id\": \"pagat\", \"side\": \"declarer\"}]}", -42, -42, -42, 126);
}

/* §12 Ex 5: Piccolo won; only B's settlement is doubled. */
static void
test_example_5 (void)
{
  scored ("{\"dealer\": 3, \"declarer\": 2, \"contract\": \"piccolo\", \"tricks\": 1,"
          " \"kontra_by_seat\": [0, 1, 0, 0]}", -2, -4, 8, -2);
}

/* §12 Ex 6: Pagatrufer, Kontra and Re on the Pagat (2 × 4). */
static void
test_example_6 (void)
{
  scored ("{\"dealer\": 3, \"declarer\": 0, \"contract\": \"pagatrufer\", \"partner\": 3, \"points\": 40,"
          " \"kontra\": {\"pagat\": 2},"
          " \"bonuses\": [{\"id\": \"pagat\", \"side\": \"declarer\", \"announced\": true}]}", 9, -9, -9, 9);
}

/* §12 Ex 7: the called King in the talon: one against three. */
static void
test_example_7 (void)
{
  scored ("{\"dealer\": 3, \"declarer\": 0, \"contract\": \"rufer\", \"partner\": null, \"points\": 37}",
          3, -1, -1, -1);
}

/* §12 Ex 8 and its variants: Trischaken (thirds per seat). */
static void
test_example_8 (void)
{
  scored ("{\"dealer\": 3, \"end\": \"trischaken\", \"trischaken\": [37, 89, 68, 16]}", 1, -3, 1, 1);
  /* forehand loses double */
  scored ("{\"dealer\": 3, \"end\": \"trischaken\", \"trischaken\": [89, 37, 68, 16]}", -6, 2, 2, 2);
  /* forehand Bürgermeister (36 points = 108 thirds) */
  scored ("{\"dealer\": 3, \"end\": \"trischaken\", \"trischaken\": [108, 37, 49, 16]}", -12, 4, 4, 4);
  /* a Jungfrau collects alone */
  scored ("{\"dealer\": 3, \"end\": \"trischaken\", \"trischaken\": [50, 90, 70, 0]}", 0, -3, 0, 3);
  /* §11.5: two tied for the most pay 1 to each other player */
  scored ("{\"dealer\": 3, \"end\": \"trischaken\", \"trischaken\": [20, 80, 80, 30]}", 2, -2, -2, 2);
}

/* §11.2: an announced Valat that failed costs 8 × the game, even when
 * the game was won on points. */
static void
test_valat_failed (void)
{
  scored ("{\"dealer\": 3, \"declarer\": 1, \"contract\": \"dreier\", \"points\": 50,"
          " \"bonuses\": [{\"id\": \"valat\", \"side\": \"declarer\", \"announced\": true, \"made\": false}]}",
          40, -120, 40, 40);
}

/* §9.1: a silent bird lost in its own trick costs its side; an announced
 * bonus that failed pays the other side. */
static void
test_bird_lost (void)
{
  scored ("{\"dealer\": 3, \"declarer\": 0, \"contract\": \"rufer\", \"partner\": 1, \"points\": 40,"
          " \"bonuses\": [{\"id\": \"uhu\", \"side\": \"declarer\", \"made\": false},"
          " {\"id\": \"trull\", \"side\": \"opponents\", \"announced\": true, \"made\": false}]}",
          1 - 2 + 2, 1 - 2 + 2, -1 + 2 - 2, -1 + 2 - 2);
}

/* §13.2: Vácha's Valat is a fixed 40 announced / 20 silent, per
 * opponent of a lone declarer. */
static void
test_vacha_valat (void)
{
  static const char *const options[] = { "profile", "kr_vacha", NULL };
  Game game;
  TarotScore score;

  game_init (&game, options);
  score_json (&game, "{\"dealer\": 3, \"declarer\": 0, \"contract\": \"dreier\", \"points\": 66,"
                     " \"bonuses\": [{\"id\": \"valat\", \"side\": \"declarer\"}]}", &score);
  assert_totals (&score, 60, -20, -20, -20);
  game_clear (&game);
}

/* --- the auction §6.2 --- */

static const char *const deal_hands[4] = {
  /* A: three Kings, Pagat */
  "S-K C-K H-K T-1 T-5 T-6 T-7 S-7 S-8 C-7 H-4 D-4",
  "T-2 T-8 T-9 T-10 S-9 S-10 C-8 C-9 H-3 D-3 D-2 D-1",
  "T-3 T-11 T-12 T-13 S-J C-10 C-J H-2 H-1 H-J D-J D-C",
  "T-4 T-14 T-15 T-16 T-17 S-C S-Q C-C C-Q H-C H-Q D-Q",
};

/* A deal whose hands are @hands, the talon the rest (first half
 * SKUS T-21 D-K, second T-18 T-19 T-20), in the auction. */
static void
auction_state (Game      *game,
               TarotDeal *deal)
{
  static const char *const talon[6] = { "SKUS", "T-21", "D-K", "T-18", "T-19", "T-20" };

  tarot_deal_setup (&game->rules, deal, D, 1);
  for (guint s = 0; s < 4; s++)
    deal->hands[s] = cards (game, deal_hands[s]);
  deal->talon = TAROT_CARD_SET_EMPTY;
  for (guint i = 0; i < 6; i++)
    {
      deal->family_data.bytes[i] = card (game, talon[i]);
      tarot_card_set_add (&deal->talon, card (game, talon[i]));
    }
  g_assert_true (tarot_deal_check_cards (&game->rules, deal, NULL));
  g_assert_cmpuint (deal->phase, ==, TAROT_PHASE_AUCTION);
  g_assert_cmpuint (deal->to_move, ==, A);
}

static void
test_auction_mein_spiel (void)
{
  Game game;
  TarotDeal deal;
  guint mein_spiel;

  game_init (&game, NULL);
  mein_spiel = item (&game, TAROT_ACTION_BID, "mein_spiel");
  auction_state (&game, &deal);
  /* forehand cannot pass; the forehand games wait for three passes */
  g_assert_false (legal (&game, &deal, TAROT_ACTION_PASS, TAROT_CARD_NONE, 0));
  g_assert_false (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "rufer")));
  g_assert_false (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "trischaken")));
  g_assert_true (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "dreier")));
  act (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, mein_spiel);
  /* B holds the Uhu, not the Pagat */
  g_assert_cmpuint (deal.to_move, ==, B);
  g_assert_false (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "pagatrufer")));
  bid (&game, &deal, "uhurufer");
  /* C must go higher than rank 5 */
  g_assert_false (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "piccolo")));
  g_assert_true (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "dreier")));
  pass (&game, &deal);
  pass (&game, &deal);
  /* forehand may overbid or pass */
  g_assert_cmpuint (deal.to_move, ==, A);
  g_assert_false (legal (&game, &deal, TAROT_ACTION_HOLD, TAROT_CARD_NONE, 0));
  pass (&game, &deal);
  g_assert_cmpuint (deal.declarer, ==, B);
  g_assert_cmpuint (deal.contract, ==, contract (&game, "uhurufer"));
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_CALL);
  game_clear (&game);
}

static void
test_auction_forehand_games (void)
{
  Game game;
  TarotDeal deal;

  game_init (&game, NULL);
  auction_state (&game, &deal);
  act (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, item (&game, TAROT_ACTION_BID, "mein_spiel"));
  pass (&game, &deal);
  pass (&game, &deal);
  pass (&game, &deal);
  /* forehand must play: Rufer, Trischaken, Sechserdreier or any contract */
  g_assert_cmpuint (deal.to_move, ==, A);
  g_assert_false (legal (&game, &deal, TAROT_ACTION_PASS, TAROT_CARD_NONE, 0));
  g_assert_true (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "rufer")));
  g_assert_true (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "sechserdreier")));
  g_assert_true (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "solodreier")));
  bid (&game, &deal, "trischaken");
  /* Trischaken: forehand chooses the lead rule, nobody is declarer */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_cmpuint (deal.declarer, ==, TAROT_NO_SEAT);
  act (&game, &deal, TAROT_ACTION_ANNOUNCE, TAROT_CARD_NONE, item (&game, TAROT_ACTION_ANNOUNCE, "von_oben"));
  /* "von oben hinunter": forehand leads his highest tarock */
  assert_legal_plays (&game, &deal, "T-7");
  game_clear (&game);
}

/* §13.3: Upper Austrian forehand holds at equal rank. */
static void
test_auction_hold (void)
{
  static const char *const options[] = { "profile", "kr_ooe", NULL };
  Game game;
  TarotDeal deal;

  game_init (&game, options);
  auction_state (&game, &deal);
  act (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, item (&game, TAROT_ACTION_BID, "mein_spiel"));
  bid (&game, &deal, "dreier");
  pass (&game, &deal);
  pass (&game, &deal);
  g_assert_true (legal (&game, &deal, TAROT_ACTION_HOLD, TAROT_CARD_NONE, 0));
  act (&game, &deal, TAROT_ACTION_HOLD, TAROT_CARD_NONE, 0);
  /* B must now go higher or pass */
  g_assert_cmpuint (deal.to_move, ==, B);
  g_assert_false (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "dreier")));
  pass (&game, &deal);
  g_assert_cmpuint (deal.declarer, ==, A);
  g_assert_cmpuint (deal.contract, ==, contract (&game, "dreier"));
  game_clear (&game);
}

/* §6.2: no King call with all four Kings. */
static void
test_auction_four_kings (void)
{
  Game game;
  TarotDeal deal;

  game_init (&game, NULL);
  auction_state (&game, &deal);
  tarot_card_set_remove (&deal.hands[A], card (&game, "D-4"));
  tarot_card_set_add (&deal.hands[A], card (&game, "D-K"));
  g_assert_false (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "solorufer")));
  g_assert_false (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "pagatrufer")));
  g_assert_true (legal (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, contract (&game, "dreier")));
  game_clear (&game);
}

/* --- calling, talon, discard §7–8 --- */

static void
test_call_and_talon (void)
{
  Game game;
  TarotDeal deal;
  TarotPlayerView view;

  game_init (&game, NULL);
  auction_state (&game, &deal);
  act (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, item (&game, TAROT_ACTION_BID, "mein_spiel"));
  pass (&game, &deal);
  pass (&game, &deal);
  pass (&game, &deal);
  bid (&game, &deal, "rufer");
  /* three Kings: only the fourth may be called */
  g_assert_true (tarot_card_set_equal (legal_cards (&game, &deal, TAROT_ACTION_CALL), cards (&game, "D-K")));
  act (&game, &deal, TAROT_ACTION_CALL, card (&game, "D-K"), 0);
  /* it lies in the talon: A plays alone; both halves lie open */
  g_assert_cmpuint (deal.partner, ==, TAROT_NO_SEAT);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_TALON);
  g_assert_true (tarot_card_set_equal (deal.talon_shown, deal.talon));
  tarot_deal_make_view (&game.rules, &deal, B, &view);
  g_assert_cmpuint (view.n_talon_groups, ==, 2);
  g_assert_true (tarot_card_set_equal (view.talon_groups[0], cards (&game, "SKUS T-21 D-K")));
  /* the dealer sits out only with five */
  act (&game, &deal, TAROT_ACTION_TAKE_TALON, TAROT_CARD_NONE, 1);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DISCARD);
  /* no King, no trull card; tarocks only when short of other cards */
  g_assert_true (tarot_card_set_equal (legal_cards (&game, &deal, TAROT_ACTION_DISCARD),
                                       cards (&game, "S-7 S-8 C-7 H-4 D-4")));
  act (&game, &deal, TAROT_ACTION_DISCARD, card (&game, "S-7"), 0);
  act (&game, &deal, TAROT_ACTION_DISCARD, card (&game, "S-8"), 0);
  act (&game, &deal, TAROT_ACTION_DISCARD, card (&game, "C-7"), 0);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_cmpuint (deal.to_move, ==, A);
  game_clear (&game);
}

static void
test_discard_tarocks (void)
{
  Game game;
  TarotDeal deal;

  game_init (&game, NULL);
  auction_state (&game, &deal);
  /* a Dreier holding only one plain card besides Kings */
  deal.hands[B] = cards (&game, "T-2 T-8 T-9 T-10 S-9 S-K C-K H-K D-3 T-6 T-7 T-5");
  deal.hands[A] = cards (&game, "S-10 C-8 C-9 H-3 D-2 D-1 T-1 S-7 S-8 C-7 H-4 D-4");
  act (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, item (&game, TAROT_ACTION_BID, "mein_spiel"));
  bid (&game, &deal, "dreier");
  pass (&game, &deal);
  pass (&game, &deal);
  pass (&game, &deal);
  act (&game, &deal, TAROT_ACTION_TAKE_TALON, TAROT_CARD_NONE, 1);
  /* the plain cards first, then tarocks (not the trull), shown when laid away */
  g_assert_true (tarot_card_set_equal (legal_cards (&game, &deal, TAROT_ACTION_DISCARD), cards (&game, "S-9 D-3")));
  act (&game, &deal, TAROT_ACTION_DISCARD, card (&game, "S-9"), 0);
  act (&game, &deal, TAROT_ACTION_DISCARD, card (&game, "D-3"), 0);
  g_assert_false (tarot_card_set_contains (deal.shown, card (&game, "D-3")));
  g_assert_true (tarot_card_set_equal (legal_cards (&game, &deal, TAROT_ACTION_DISCARD),
                                       cards (&game, "T-2 T-5 T-6 T-7 T-8 T-9 T-10 T-18 T-19 T-20")));
  act (&game, &deal, TAROT_ACTION_DISCARD, card (&game, "T-18"), 0);
  g_assert_true (tarot_card_set_contains (deal.shown, card (&game, "T-18")));
  game_clear (&game);
}

/* --- announcements and Kontra §9 --- */

static void
test_announcements (void)
{
  Game game;
  TarotDeal deal;
  guint pagat, uhu, trull, game_id;

  game_init (&game, NULL);
  pagat = item (&game, TAROT_ACTION_ANNOUNCE, "pagat");
  uhu = item (&game, TAROT_ACTION_ANNOUNCE, "uhu");
  trull = item (&game, TAROT_ACTION_ANNOUNCE, "trull");
  game_id = item (&game, TAROT_ACTION_KONTRA, "game");
  auction_state (&game, &deal);
  act (&game, &deal, TAROT_ACTION_BID, TAROT_CARD_NONE, item (&game, TAROT_ACTION_BID, "mein_spiel"));
  bid (&game, &deal, "solodreier");
  pass (&game, &deal);
  pass (&game, &deal);
  pass (&game, &deal);
  /* Solodreier: straight to the announcements, declarer first */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_cmpuint (deal.to_move, ==, B);
  /* a bird only by its holder; nobody doubles his own side's game */
  g_assert_true (legal (&game, &deal, TAROT_ACTION_ANNOUNCE, TAROT_CARD_NONE, uhu));
  g_assert_false (legal (&game, &deal, TAROT_ACTION_ANNOUNCE, TAROT_CARD_NONE, pagat));
  g_assert_false (legal (&game, &deal, TAROT_ACTION_KONTRA, TAROT_CARD_NONE, game_id));
  act (&game, &deal, TAROT_ACTION_ANNOUNCE, TAROT_CARD_NONE, uhu);
  pass (&game, &deal);
  /* C: Kontra on the game and on the Uhu, and Trull for the defenders */
  g_assert_cmpuint (deal.to_move, ==, C);
  act (&game, &deal, TAROT_ACTION_KONTRA, TAROT_CARD_NONE, game_id);
  act (&game, &deal, TAROT_ACTION_KONTRA, TAROT_CARD_NONE, uhu);
  act (&game, &deal, TAROT_ACTION_ANNOUNCE, TAROT_CARD_NONE, trull);
  g_assert_false (legal (&game, &deal, TAROT_ACTION_KONTRA, TAROT_CARD_NONE, game_id));
  pass (&game, &deal);
  pass (&game, &deal);
  /* A passed at his turn; B may Re, but (announce_once) no new bonus */
  pass (&game, &deal);
  g_assert_cmpuint (deal.to_move, ==, B);
  g_assert_true (legal (&game, &deal, TAROT_ACTION_KONTRA, TAROT_CARD_NONE, game_id));
  g_assert_true (legal (&game, &deal, TAROT_ACTION_KONTRA, TAROT_CARD_NONE, trull));
  g_assert_false (legal (&game, &deal, TAROT_ACTION_ANNOUNCE, TAROT_CARD_NONE, item (&game, TAROT_ACTION_ANNOUNCE,
                                                                                       "valat")));
  act (&game, &deal, TAROT_ACTION_KONTRA, TAROT_CARD_NONE, game_id);
  pass (&game, &deal);
  /* Sub by a defender, then three quiet turns start the play */
  act (&game, &deal, TAROT_ACTION_KONTRA, TAROT_CARD_NONE, game_id);
  g_assert_false (legal (&game, &deal, TAROT_ACTION_KONTRA, TAROT_CARD_NONE, game_id));
  pass (&game, &deal);
  pass (&game, &deal);
  pass (&game, &deal);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  pass (&game, &deal);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  /* forehand leads in a positive contract */
  g_assert_cmpuint (deal.to_move, ==, A);
  game_clear (&game);
}

/* §6.3: a bird Rufer announces its bird. */
static void
test_bird_rufer_announced (void)
{
  Game game;
  TarotDeal deal;

  game_init (&game, NULL);
  auction_state (&game, &deal);
  bid (&game, &deal, "pagatrufer");
  pass (&game, &deal);
  pass (&game, &deal);
  pass (&game, &deal);
  act (&game, &deal, TAROT_ACTION_CALL, card (&game, "D-K"), 0);
  act (&game, &deal, TAROT_ACTION_TAKE_TALON, TAROT_CARD_NONE, 0);
  for (guint i = 0; i < 3; i++)
    {
      TarotCardSet discards = legal_cards (&game, &deal, TAROT_ACTION_DISCARD);

      act (&game, &deal, TAROT_ACTION_DISCARD, tarot_card_set_first (discards), 0);
    }
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_ANNOUNCE);
  g_assert_true (deal.announced[A] & (1u << item (&game, TAROT_ACTION_ANNOUNCE, "pagat")));
  game_clear (&game);
}

/* --- play rules §10 --- */

/* §10.2: Stichzwang in a negative contract. */
static void
test_negative_must_overtake (void)
{
  static const char *const hands[4] = {
    "S-Q S-7 C-7 H-4 D-4",
    "S-K S-8 T-2 C-8 D-3",
    "T-1 T-15 H-1 H-2 C-9",
    "S-9 T-21 T-3 H-3 C-10",
  };
  Game game;
  TarotDeal deal;

  setup_play (&game, &deal, NULL, "piccolo", A, A, hands, "S-Q");
  /* B must beat the Queen */
  assert_legal_plays (&game, &deal, "S-K");
  play (&game, &deal, "S-K");
  /* C is void: a tarock, but not the Pagat while he has another */
  assert_legal_plays (&game, &deal, "T-15");
  play (&game, &deal, "T-15");
  /* D follows suit (a plain card cannot beat a tarock) */
  assert_legal_plays (&game, &deal, "S-9");
  game_clear (&game);
}

/* §3 and §10.2: with the Kaiserstich the Pagat must beat Sküs and Mond;
 * without it (kr_ooe) it stays back. */
static void
test_negative_kaiserstich (void)
{
  static const char *const hands[4] = {
    "T-10 S-7 C-7 H-4 D-4",
    "SKUS S-8 T-2 C-8 D-3",
    "T-21 T-15 H-1 H-2 C-9",
    "T-1 T-20 H-3 S-9 C-10",
  };
  static const char *const ooe[] = { "profile", "kr_ooe", NULL };
  Game game;
  TarotDeal deal;

  setup_play (&game, &deal, NULL, "bettler", A, A, hands, "T-10 SKUS T-21");
  assert_legal_plays (&game, &deal, "T-1");
  play (&game, &deal, "T-1");
  g_assert_cmpuint (deal.trick_winner[0], ==, D);
  /* Bettler lost at the first trick the declarer takes: not yet */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_PLAY);
  game_clear (&game);

  setup_play (&game, &deal, ooe, "bettler", A, A, hands, "T-10 SKUS T-21");
  assert_legal_plays (&game, &deal, "T-20");
  game_clear (&game);
}

/* §10.2: an ouvert hand lies open after the first trick; a Bettler
 * ends at the declarer's first trick. */
static void
test_negative_ouvert_and_early_end (void)
{
  static const char *const hands[4] = {
    "S-7 C-7 C-K H-4 D-4",
    "S-8 S-9 T-2 C-8 D-3",
    "S-Q T-15 H-1 H-2 C-9",
    "S-C T-21 H-3 C-Q C-10",
  };
  Game game;
  TarotDeal deal;
  TarotOutcome outcome;
  TarotScore score;

  setup_play (&game, &deal, NULL, "bettler_ouvert", A, A, hands, NULL);
  g_assert_true (tarot_card_set_is_empty (deal.shown));
  play (&game, &deal, "S-7 S-8 S-Q S-C");
  g_assert_cmpuint (deal.trick_winner[0], ==, C);
  g_assert_true (tarot_card_set_equal (deal.shown, deal.hands[A]));
  play (&game, &deal, "C-9 C-10");
  /* A must go over the Ten with his King, and takes the trick */
  assert_legal_plays (&game, &deal, "C-K");
  play (&game, &deal, "C-K C-8");
  g_assert_cmpuint (deal.trick_winner[1], ==, A);
  g_assert_true (tarot_deal_is_over (&deal));
  tarot_deal_outcome (&game.rules, &deal, &outcome);
  tarot_rules_score (&game.rules, &outcome, &score, FALSE);
  assert_totals (&score, -24, 8, 8, 8);
  game_clear (&game);
}

/* §3: the Kaiserstich in a positive game; §10.1 no obligation to win. */
static void
test_positive_kaiserstich (void)
{
  static const char *const hands[4] = {
    "SKUS S-7",
    "T-21 S-8",
    "T-1 T-15",
    "T-10 S-9",
  };
  static const char *const ooe[] = { "profile", "kr_ooe", NULL };
  Game game;
  TarotDeal deal;

  setup_play (&game, &deal, NULL, "dreier", B, A, hands, "SKUS T-21");
  /* C may play either tarock */
  assert_legal_plays (&game, &deal, "T-1 T-15");
  play (&game, &deal, "T-1 T-10");
  g_assert_cmpuint (deal.trick_winner[0], ==, C);
  game_clear (&game);

  setup_play (&game, &deal, ooe, "dreier", B, A, hands, "SKUS T-21 T-1 T-10");
  g_assert_cmpuint (deal.trick_winner[0], ==, A);
  game_clear (&game);
}

/* §10.3: Farben contracts. */
static void
test_farben (void)
{
  static const char *const hands[4] = {
    "S-7 T-5 H-4",
    "T-2 T-8 C-8",
    "S-K T-15 H-1",
    "S-9 T-21 H-3",
  };
  Game game;
  TarotDeal deal;

  setup_play (&game, &deal, NULL, "farbendreier", A, A, hands, NULL);
  /* no tarock lead while holding suit cards */
  assert_legal_plays (&game, &deal, "S-7 H-4");
  play (&game, &deal, "S-7");
  /* void B must play a tarock; it does not win */
  assert_legal_plays (&game, &deal, "T-2 T-8");
  play (&game, &deal, "T-8 S-K S-9");
  g_assert_cmpuint (deal.trick_winner[0], ==, C);
  game_clear (&game);
}

/* §10.4: Trischaken heads the trick; the talon goes to tricks 1–6. */
static void
test_trischaken_play (void)
{
  static const char *const hands[4] = {
    "S-9 T-5",
    "S-K T-2",
    "S-7 S-Q",
    "S-8 T-3",
  };
  Game game;
  TarotDeal deal;

  setup_play (&game, &deal, NULL, "trischaken", TAROT_NO_SEAT, A, hands, NULL);
  deal.family_data.bytes[0] = tarot_card_set_first (deal.talon);
  play (&game, &deal, "S-9 S-K");
  /* C must head the King if he can: he cannot, any Spade */
  assert_legal_plays (&game, &deal, "S-7 S-Q");
  play (&game, &deal, "S-Q S-8");
  g_assert_cmpuint (tarot_card_set_count (deal.won[B]), ==, 5);
  game_clear (&game);
}

/* §10.1 strict_announced_cards: an announced Pagat stays back. */
static void
test_strict_announced (void)
{
  static const char *const hands[4] = {
    "T-1 T-5 S-7",
    "T-2 T-8 C-8",
    "S-K T-15 H-1",
    "S-9 T-21 H-3",
  };
  static const char *const strict[] = { "strict_announced_cards", "on", NULL };
  Game game;
  TarotDeal deal;

  setup_play (&game, &deal, strict, "dreier", A, B, hands, NULL);
  deal.announced[A] = 1u << item (&game, TAROT_ACTION_ANNOUNCE, "pagat");
  play (&game, &deal, "T-2 T-15 T-21");
  assert_legal_plays (&game, &deal, "T-5");
  game_clear (&game);
}

/* §5 redeal_no_tarock: every hand dealt holds a tarock other than a lone
 * trull card. */
static void
test_redeal_no_tarock (void)
{
  static const char *const options[] = { "redeal_no_tarock", "on", NULL };
  Game game, plain;
  guint thrown_in = 0;

  game_init (&game, options);
  game_init (&plain, NULL);
  for (guint seed = 0; seed < 2000; seed++)
    {
      TarotDeal deal;

      tarot_deal_setup (&plain.rules, &deal, seed % 4, seed);
      for (guint s = 0; s < 4; s++)
        {
          TarotCardSet tarocks = tarot_card_set_intersect (deal.hands[s], plain.rules.trumps);

          thrown_in += tarot_card_set_count (tarocks) == 0 ||
                       (tarot_card_set_count (tarocks) == 1 &&
                        tarot_card_set_count (tarot_card_set_intersect (tarocks, plain.rules.honours)) == 1);
        }
      tarot_deal_setup (&game.rules, &deal, seed % 4, seed);
      g_assert_true (tarot_deal_check_cards (&game.rules, &deal, NULL));
      for (guint s = 0; s < 4; s++)
        {
          TarotCardSet tarocks = tarot_card_set_intersect (deal.hands[s], game.rules.trumps);

          g_assert_false (tarot_card_set_is_empty (tarocks));
          g_assert_false (tarot_card_set_count (tarocks) == 1 &&
                          tarot_card_set_count (tarot_card_set_intersect (tarocks, game.rules.honours)) == 1);
        }
    }
  /* the plain rules do deal such hands */
  g_assert_cmpuint (thrown_in, >, 0);
  game_clear (&game);
  game_clear (&plain);
}

/* --- random hands: invariants per profile and player count --- */

static void
random_hands (guint              n_players,
              const char *const *options,
              guint              n_hands)
{
  Game game;
  TarotRng rng;
  guint declarer_won = 0, trischaken = 0, early = 0;

  game_init_players (&game, n_players, options);
  tarot_rng_init (&rng, 31 + n_players);
  for (guint hand = 0; hand < n_hands; hand++)
    {
      TarotAction actions[512];
      guint n_actions = 0;
      TarotDeal deal, again;
      TarotPlayerView view;
      TarotActionList list;
      TarotOutcome outcome;
      TarotScore score;
      g_autoptr(GError) error = NULL;
      gint64 sum = 0;

      tarot_deal_setup (&game.rules, &deal, hand % n_players, hand * 7919u + 3);
      while (!tarot_deal_is_over (&deal))
        {
          TarotAction a;

          tarot_deal_make_view (&game.rules, &deal, deal.to_move, &view);
          tarot_deal_legal_actions (&game.rules, &deal, &list);
          g_assert_cmpuint (list.n, >, 0);
          g_assert_cmpmem (view.legal.actions, view.legal.n * sizeof (TarotAction),
                           list.actions, list.n * sizeof (TarotAction));
          /* a seat sees no other hand except shown cards */
          for (guint p = 0; p < n_players; p++)
            if (p != deal.to_move)
              g_assert_true (tarot_card_set_is_empty (tarot_card_set_minus (
                tarot_card_set_intersect (view.hand, deal.hands[p]), deal.shown)));
          a = tarot_random_player_choose (&view, &rng);
          /* every other hand the others pass, so forehand chooses his game */
          if (hand % 2 == 0 && deal.phase == TAROT_PHASE_AUCTION && list.actions[0].kind == TAROT_ACTION_PASS)
            a = list.actions[0];
          g_assert_true (tarot_deal_is_legal (&game.rules, &deal, a));
          tarot_deal_apply (&game.rules, &deal, a);
          g_assert_cmpuint (n_actions, <, G_N_ELEMENTS (actions));
          actions[n_actions++] = a;
          g_assert_true (tarot_deal_check_cards (&game.rules, &deal, &error));
          g_assert_no_error (error);
        }
      g_assert_cmpuint (deal.end, ==, TAROT_END_PLAYED);
      tarot_deal_outcome (&game.rules, &deal, &outcome);
      /* a hand conceded before play (king_in_talon_concede) counts no points */
      if (deal.n_tricks > 0)
        g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, 210);
      tarot_rules_score (&game.rules, &outcome, &score, TRUE);
      for (guint p = 0; p < n_players; p++)
        sum += score.totals[p];
      g_assert_cmpint (sum, ==, 0);
      if (n_players == 5)
        g_assert_cmpint (score.totals[deal.dealer], ==, 0);
      if (deal.declarer == TAROT_NO_SEAT)
        {
          gint32 thirds = 0;

          for (guint p = 0; p < n_players; p++)
            thirds += outcome.extra[p];
          g_assert_cmpint (thirds, ==, 210);
          trischaken++;
        }
      else
        declarer_won += score.totals[deal.declarer] > 0;
      early += deal.n_tricks < game.rules.n_tricks;

      /* the action list replays the hand */
      tarot_deal_setup (&game.rules, &again, hand % n_players, hand * 7919u + 3);
      for (guint i = 0; i < n_actions; i++)
        tarot_deal_apply (&game.rules, &again, actions[i]);
      g_assert_cmpmem (&again, sizeof again, &deal, sizeof deal);
    }
  g_test_message ("%u hands: declarer won %u, Trischaken %u, ended early %u", n_hands, declarer_won,
                  trischaken, early);
  g_assert_cmpuint (trischaken, >, 0);
  g_assert_cmpuint (early, >, 0);
  game_clear (&game);
}

static void
test_random_wtc (void)
{
  random_hands (4, NULL, 2000);
  random_hands (5, NULL, 2000);
}

static void
test_random_vacha (void)
{
  static const char *const options[] = { "profile", "kr_vacha", NULL };

  random_hands (4, options, 2000);
  random_hands (5, options, 2000);
}

static void
test_random_ooe (void)
{
  static const char *const options[] = { "profile", "kr_ooe", NULL };

  random_hands (4, options, 2000);
  random_hands (5, options, 2000);
}

static void
test_random_flags (void)
{
  static const char *const options[] = {
    "strict_announced_cards", "on", "may_call_own_king", "on", "king_in_talon_concede", "on",
    "win_with_106", "on", "farben_tarocks_first", "on", "ouvert_exposes_all", "on", "redeal_no_tarock", "on", NULL
  };

  random_hands (4, options, 2000);
}

/* The variant file names its contracts in the terms (Rufer, Dreier...) */
static void
test_variant_terms (void)
{
  Game game;

  game_init (&game, NULL);
  g_assert_cmpstr (tarot_variant_get_term (game.variant, "de_rufer", "de"), ==, "Rufer");
  g_assert_cmpstr (tarot_variant_get_term (game.variant, "double", "de"), ==, "Kontra");
  g_assert_cmpstr (tarot_variant_get_term (game.variant, "further_doubles", "de"), ==, "Sub");
  g_assert_cmpstr (tarot_variant_get_term (game.variant, "quapil", NULL), ==, "Quapil");
  g_assert_cmpstr (tarot_variant_get_term (game.variant, "fool", "de"), ==, "Sküs");
  game_clear (&game);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/koenigrufen/scoring/12-ex1-rufer-kontra-silent-pagat", test_example_1);
  g_test_add_func ("/koenigrufen/scoring/12-ex2-dreier-lost-by-a-blatt", test_example_2);
  g_test_add_func ("/koenigrufen/scoring/12-ex3-sechserdreier-lost-uhu", test_example_3);
  g_test_add_func ("/koenigrufen/scoring/12-ex4-solodreier-valat", test_example_4);
  g_test_add_func ("/koenigrufen/scoring/12-ex5-piccolo-individual-kontra", test_example_5);
  g_test_add_func ("/koenigrufen/scoring/12-ex6-pagatrufer-kontra-re", test_example_6);
  g_test_add_func ("/koenigrufen/scoring/12-ex7-king-in-talon", test_example_7);
  g_test_add_func ("/koenigrufen/scoring/12-ex8-trischaken", test_example_8);
  g_test_add_func ("/koenigrufen/scoring/11.2-announced-valat-failed", test_valat_failed);
  g_test_add_func ("/koenigrufen/scoring/9.1-bird-lost-announcement-failed", test_bird_lost);
  g_test_add_func ("/koenigrufen/scoring/13.2-vacha-valat", test_vacha_valat);
  g_test_add_func ("/koenigrufen/auction/6.2-mein-spiel", test_auction_mein_spiel);
  g_test_add_func ("/koenigrufen/auction/6.2-forehand-games", test_auction_forehand_games);
  g_test_add_func ("/koenigrufen/auction/13.3-forehand-holds", test_auction_hold);
  g_test_add_func ("/koenigrufen/auction/6.2-four-kings", test_auction_four_kings);
  g_test_add_func ("/koenigrufen/talon/7-8-call-and-talon", test_call_and_talon);
  g_test_add_func ("/koenigrufen/talon/7.2-discard-tarocks", test_discard_tarocks);
  g_test_add_func ("/koenigrufen/announce/9-kontra-re-sub", test_announcements);
  g_test_add_func ("/koenigrufen/announce/6.3-bird-rufer", test_bird_rufer_announced);
  g_test_add_func ("/koenigrufen/play/10.2-must-overtake", test_negative_must_overtake);
  g_test_add_func ("/koenigrufen/play/10.2-kaiserstich", test_negative_kaiserstich);
  g_test_add_func ("/koenigrufen/play/10.2-ouvert-early-end", test_negative_ouvert_and_early_end);
  g_test_add_func ("/koenigrufen/play/3-kaiserstich", test_positive_kaiserstich);
  g_test_add_func ("/koenigrufen/play/10.3-farben", test_farben);
  g_test_add_func ("/koenigrufen/play/10.4-trischaken", test_trischaken_play);
  g_test_add_func ("/koenigrufen/play/10.1-strict-announced", test_strict_announced);
  g_test_add_func ("/koenigrufen/deal/5-redeal-no-tarock", test_redeal_no_tarock);
  g_test_add_func ("/koenigrufen/random/kr_wtc", test_random_wtc);
  g_test_add_func ("/koenigrufen/random/kr_vacha", test_random_vacha);
  g_test_add_func ("/koenigrufen/random/kr_ooe", test_random_ooe);
  g_test_add_func ("/koenigrufen/random/flags", test_random_flags);
  g_test_add_func ("/koenigrufen/variant/terms", test_variant_terms);
  return g_test_run ();
}
