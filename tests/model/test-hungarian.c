/* test-hungarian.c — the Hungarian Tarokk family: rules/hungarian-tarokk.md
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every worked example of §12 (entered as outcome JSON, so that the
 * validation passes them too), the mandatory conventions of §6.5 and
 * the holding rules as legality over many deals, and random hands for
 * each profile and player count.  Seats with four players: dealer
 * D = 3, so A = 0 bids and leads first, then B = 1, C = 2.
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "model/tarot-explain.h"
#include "model/tarot-family.h"
#include "model/tarot-variant.h"

enum { A = 0, B = 1, C = 2, D = 3, E = 4 };

/* Builds the rules with the option values of @pairs (id, value, …,
 * NULL); returns the error, NULL when they build. */
static GError *
try_build (TarotRules        *rules,
           guint              n_players,
           const char *const *pairs)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  static TarotVariant *variant;
  GError *error = NULL;

  for (guint i = 0; pairs[i] != NULL; i += 2)
    g_hash_table_insert (options, (gpointer) pairs[i], (gpointer) pairs[i + 1]);
  if (variant == NULL)
    variant = tarot_variant_load ("hungarian-tarokk", &error);
  g_assert_no_error (error);
  tarot_variant_build_rules (variant, n_players, options, rules, &error);
  return error;
}

static void
build (TarotRules  *rules,
       guint        n_players,
       const char  *key,
       const char  *value)
{
  const char *const pairs[] = { key, value, NULL };
  g_autoptr(GError) error = try_build (rules, n_players, pairs);

  g_assert_no_error (error);
}

/* Scores @json and compares the totals with @expected. */
static void
check_score_with (guint        n_players,
                  const char  *option,
                  const char  *value,
                  const char  *json,
                  const gint32 expected[])
{
  TarotRules rules;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  TarotOutcome outcome;
  TarotScore score;
  gint32 sum = 0;

  build (&rules, n_players, option, value);
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_true (rules.family->outcome_from_json (&rules, json_node_get_object (json_parser_get_root (parser)),
                                                  &outcome, &error));
  g_assert_no_error (error);
  tarot_rules_score (&rules, &outcome, &score, TRUE);
  for (guint s = 0; s < n_players; s++)
    {
      g_assert_cmpint (score.totals[s], ==, expected[s]);
      sum += score.totals[s];
    }
  g_assert_cmpint (sum, ==, 0);
}

static void
check_score (guint        n_players,
             const char  *profile,
             const char  *json,
             const gint32 expected[])
{
  check_score_with (n_players, profile != NULL ? "profile" : NULL, profile, json, expected);
}

/* §13.1 no_basic_game_after_dg_or_volat: beside an announced double
 * game or volát nobody scores the plain game unless it is kontra'd,
 * and nobody a silent double game beside a volát announcement. */
static void
test_no_basic_game (void)
{
  static const char *const failed_dg =
    "{\"declarer\": 1, \"partner\": 3, \"contract\": \"harom\", \"points\": 40, \"tricks\": 4%s,"
    " \"bonuses\": [{\"id\": \"double_game\", \"side\": \"declarer\", \"announced\": true, \"made\": false}]}";
  const char *volat = "{\"declarer\": 1, \"partner\": 3, \"contract\": \"harom\", \"points\": 72, \"tricks\": 8,"
                      " \"bonuses\": [{\"id\": \"volat\", \"side\": \"opponents\", \"announced\": true,"
                      " \"made\": false}]}";
  g_autofree char *plain = g_strdup_printf (failed_dg, "");
  g_autofree char *kontra = g_strdup_printf (failed_dg, ", \"kontra\": 1");
  const char *key = "no_basic_game_after_dg_or_volat";

  /* the §11.3 table: failed double game −4, the opponents' game −1 */
  check_score_with (4, NULL, NULL, plain, (const gint32[]) { 5, -5, 5, -5 });
  check_score_with (4, key, "true", plain, (const gint32[]) { 4, -4, 4, -4 });
  /* a kontra'd game is scored all the same */
  check_score_with (4, NULL, NULL, kontra, (const gint32[]) { 6, -6, 6, -6 });
  check_score_with (4, key, "true", kontra, (const gint32[]) { 6, -6, 6, -6 });
  /* the opponents' failed volát 6, the declarer's silent double game 2 */
  check_score_with (4, NULL, NULL, volat, (const gint32[]) { -8, 8, -8, 8 });
  check_score_with (4, key, "true", volat, (const gint32[]) { -6, 6, -6, 6 });
}

/* §13.1 pay_dealer_for_talon_honours (§11.9): five players, E (seat 4)
 * deals and sits out; C's kettő with A wins with 58; A received the XXI
 * from the talon and pays E 2, C the pagát and pays E 1. */
static void
test_talon_honours (void)
{
  const char *key = "pay_dealer_for_talon_honours";
  const char *hand = "{\"dealer\": 4, \"declarer\": 2, \"partner\": 0, \"contract\": \"ketto\","
                     " \"points\": 58, \"tricks\": 6, \"talon_honours\": [{\"seat\": 0, \"card\": \"xxi\"},"
                     " {\"seat\": 2, \"card\": \"pagat\"}]}";
  const char *trial = "{\"end\": \"trial_failed\", \"dealer\": 4, \"declarer\": 3, \"contract\": \"harom\","
                      " \"talon_honours\": [{\"seat\": 1, \"card\": \"skiz\"}]}";

  check_score_with (5, key, "true", hand, (const gint32[]) { 0, -2, 1, -2, 3 });
  /* the trial three pays 1 to each other player; B's skíz pays 3 */
  check_score_with (5, key, "true", trial, (const gint32[]) { 1, -2, 1, -3, 3 });
}

/* Plays random hands of @rules from @seed on and calls @check at each
 * decision; returns how many times it said TRUE. */
typedef gboolean (*DecisionCheck) (const TarotRules *rules,
                                   const TarotDeal  *deal,
                                   const TarotActionList *legal);

static guint
random_hands (const TarotRules *rules,
              guint             seed,
              guint             n_hands,
              DecisionCheck     check)
{
  guint hits = 0;
  TarotRng rng;

  tarot_rng_init (&rng, seed);
  for (guint hand = 0; hand < n_hands; hand++)
    {
      TarotDeal deal;
      TarotPlayerView view;

      tarot_deal_setup (rules, &deal, hand % rules->n_players, seed + hand);
      while (!tarot_deal_is_over (&deal))
        {
          TarotAction a;

          tarot_deal_make_view (rules, &deal, deal.to_move, &view);
          hits += check (rules, &deal, &view.legal);
          a = tarot_random_player_choose (&view, &rng);
          tarot_deal_apply (rules, &deal, a);
        }
    }
  return hits;
}

/* A non-declarer tells his discarded tarokks (§7.3, ids 11 and 12). */
static gboolean
is_telling (const TarotActionList *legal)
{
  return legal->n == 1 && legal->actions[0].kind == TAROT_ACTION_ANNOUNCE && legal->actions[0].arg >= 11;
}

/* Without the option, telling comes before the call; with it, at the
 * teller's first turn, after the declarer's call. */
static gboolean
told_before_call (const TarotRules      *rules,
                  const TarotDeal       *deal,
                  const TarotActionList *legal)
{
  return is_telling (legal) && deal->called_card == TAROT_CARD_NONE;
}

static gboolean
told_after_call (const TarotRules      *rules,
                 const TarotDeal       *deal,
                 const TarotActionList *legal)
{
  return is_telling (legal) && deal->called_card != TAROT_CARD_NONE;
}

/* §13.1 discards_admitted_at_first_turn (§7.2): with the XX kept in
 * hand, tarokk discards are told at each player's first turn of the
 * announcements instead of right after the discard; a sub-option of
 * xx_not_discardable, nothing without it. */
static void
test_tell_at_first_turn (void)
{
  const char *const plain[] = { "xx_not_discardable", "true", NULL };
  const char *const first[] = { "xx_not_discardable", "true", "discards_admitted_at_first_turn", "true", NULL };
  const char *const alone[] = { "discards_admitted_at_first_turn", "true", NULL };
  TarotRules rules;
  guint before, after;

  g_assert_null (try_build (&rules, 4, plain));
  before = random_hands (&rules, 400, 300, told_before_call);
  after = random_hands (&rules, 400, 300, told_after_call);
  g_assert_cmpuint (before, >, 0);
  g_assert_cmpuint (after, ==, 0);
  g_assert_null (try_build (&rules, 4, first));
  g_assert_cmpuint (random_hands (&rules, 400, 300, told_before_call), ==, 0);
  after = random_hands (&rules, 400, 300, told_after_call);
  g_test_message ("told before the call %u times, after it %u times", before, after);
  g_assert_cmpuint (after, >, 0);

  g_assert_null (try_build (&rules, 4, alone));
  g_assert_cmpuint (random_hands (&rules, 400, 300, told_after_call), ==, 0);
}

/* The declarer may call more than the XX (or, holding it, the highest
 * tarokk below it he lacks, or his own XX): a tarokk discard freed the
 * call (§8.1). */
static gboolean
free_call (const TarotRules      *rules,
           const TarotDeal       *deal,
           const TarotActionList *legal)
{
  guint calls = 0;

  for (guint i = 0; i < legal->n; i++)
    calls += legal->actions[i].kind == TAROT_ACTION_CALL;
  return calls > 2;
}

/* §13.1 free_call_despite_xx_rule (§7.2): with the XX kept in hand a
 * discarded tarokk frees the call only with this option. */
static void
test_free_call_despite_xx (void)
{
  const char *const plain[] = { "xx_not_discardable", "true", NULL };
  const char *const free_pairs[] = { "xx_not_discardable", "true", "free_call_despite_xx_rule", "true", NULL };
  const char *const alone[] = { "free_call_despite_xx_rule", "true", NULL };
  const char *const none[] = { NULL };
  TarotRules rules;
  guint freed;

  g_assert_null (try_build (&rules, 4, none));
  g_assert_cmpuint (random_hands (&rules, 900, 300, free_call), >, 0);
  g_assert_null (try_build (&rules, 4, plain));
  g_assert_cmpuint (random_hands (&rules, 900, 300, free_call), ==, 0);
  g_assert_null (try_build (&rules, 4, free_pairs));
  freed = random_hands (&rules, 900, 300, free_call);
  g_test_message ("%u free calls", freed);
  g_assert_cmpuint (freed, >, 0);
  /* without the XX rule the call is free as usual */
  g_assert_null (try_build (&rules, 4, alone));
  g_assert_cmpuint (random_hands (&rules, 900, 300, free_call), >, 0);
}

typedef struct
{
  guint partner_hidden;     /* the partner declared before he was known */
  guint passed_undeclared;  /* passed after announcing, holding 8 or 9 undeclared */
  guint against_presumed;   /* a hidden player declared against the presumed side */
  guint declarations;
} DeclarationCounts;

/* Random hands without conventions (so that only announcements,
 * kontras and, with the option, declarations make a side known),
 * counting what §9.5 rule 8 is about. */
static void
count_declarations (const char *const *pairs,
                    DeclarationCounts *c)
{
  TarotRules rules;
  TarotRng rng;

  memset (c, 0, sizeof *c);
  g_assert_null (try_build (&rules, 4, pairs));
  tarot_rng_init (&rng, 3);
  for (guint hand = 0; hand < 3000; hand++)
    {
      guint known = 0, turn = 0, kontra_turn = 0, last = TAROT_NO_SEAT;
      TarotDeal deal;
      TarotPlayerView view;

      tarot_deal_setup (&rules, &deal, hand % 4, 5000 + hand);
      while (!tarot_deal_is_over (&deal))
        {
          TarotAction a;
          guint p;

          tarot_deal_make_view (&rules, &deal, deal.to_move, &view);
          a = tarot_random_player_choose (&view, &rng);
          p = a.seat;
          if (deal.phase == TAROT_PHASE_ANNOUNCE && deal.called_card != TAROT_CARD_NONE)
            {
              guint team = p == deal.declarer || p == deal.partner ? 0 : 1;
              guint presumed = last == TAROT_NO_SEAT || last == deal.declarer || last == deal.partner ? 0 : 1;
              gboolean hidden = p != deal.declarer && !(known & (1u << p));
              guint held = tarot_card_set_count (tarot_card_set_intersect (deal.hands[p], rules.trumps));

              if (a.kind == TAROT_ACTION_ANNOUNCE && (a.arg == 7 || a.arg == 8))
                {
                  c->declarations++;
                  c->partner_hidden += hidden && p == deal.partner;
                  c->against_presumed += hidden && team != presumed && !(kontra_turn & (1u << p));
                  known |= 1u << p;
                  last = p;
                }
              else if (a.kind == TAROT_ACTION_ANNOUNCE || a.kind == TAROT_ACTION_KONTRA)
                {
                  known |= 1u << p;
                  turn |= 1u << p;
                  kontra_turn |= (a.kind == TAROT_ACTION_KONTRA) << p;
                  last = p;
                }
              else if (a.kind == TAROT_ACTION_PASS)
                {
                  c->passed_undeclared += (turn & (1u << p)) && held >= 8 &&
                                          !(deal.announced[p] & (3u << 7));
                  turn &= ~(1u << p);
                  kontra_turn &= ~(1u << p);
                }
            }
          tarot_deal_apply (&rules, &deal, a);
        }
    }
}

/* §13.1 pais_declarations (§9.5 rule 8): the partner declares eight or
 * nine tarokks only once known as the partner, and who announces or
 * kontras declares them in the same turn. */
static void
test_pais_declarations (void)
{
  const char *const plain[] = { "no_conventions", "true", NULL };
  const char *const pais[] = { "no_conventions", "true", "pais_declarations", "true", NULL };
  DeclarationCounts c;

  count_declarations (plain, &c);
  g_test_message ("without: %u declarations, %u by the hidden partner, %u passes undeclared",
                  c.declarations, c.partner_hidden, c.passed_undeclared);
  g_assert_cmpuint (c.partner_hidden, >, 0);
  g_assert_cmpuint (c.passed_undeclared, >, 0);
  count_declarations (pais, &c);
  g_test_message ("with: %u declarations", c.declarations);
  g_assert_cmpuint (c.declarations, >, 0);
  g_assert_cmpuint (c.partner_hidden, ==, 0);
  g_assert_cmpuint (c.passed_undeclared, ==, 0);
}

/* §13.1 declarations_like_announcements (§9.5 rule 8): a hidden player
 * who declares is presumed on the last speaker's side, so he declares
 * against it only after a kontra in the same turn. */
static void
test_declarations_like_announcements (void)
{
  const char *const plain[] = { "no_conventions", "true", NULL };
  const char *const speak[] = { "no_conventions", "true", "declarations_like_announcements", "true", NULL };
  DeclarationCounts c;

  count_declarations (plain, &c);
  g_test_message ("without: %u declarations, %u against the presumed side", c.declarations, c.against_presumed);
  g_assert_cmpuint (c.against_presumed, >, 0);
  count_declarations (speak, &c);
  g_test_message ("with: %u declarations", c.declarations);
  g_assert_cmpuint (c.declarations, >, 0);
  g_assert_cmpuint (c.against_presumed, ==, 0);
}

#define CALL_PASS(seat) { TAROT_ACTION_PASS, seat, TAROT_CARD_NONE, 0 }
#define CALL_BID(seat, level) { TAROT_ACTION_BID, seat, TAROT_CARD_NONE, level }
#define CALL_HOLD(seat) { TAROT_ACTION_HOLD, seat, TAROT_CARD_NONE, 0 }
enum { THREE, TWO, ONE, SOLO };

typedef gboolean (*HandsWanted) (const TarotDeal *deal);

/* Deals with D (seat 3) dealing, A = seat 0, from seed 1 on until
 * @wanted likes the hands and every call of @calls is legal under
 * @rules, and makes them; the seed, 0 if none up to 40000 fits. */
static guint64
deal_auction (const TarotRules  *rules,
              const TarotAction *calls,
              guint              n,
              HandsWanted        wanted,
              TarotDeal         *deal)
{
  for (guint64 seed = 1; seed < 40000; seed++)
    {
      guint i;

      tarot_deal_setup (rules, deal, 3, seed);
      if (!wanted (deal))
        continue;
      for (i = 0; i < n && tarot_deal_is_legal (rules, deal, calls[i]); i++)
        tarot_deal_apply (rules, deal, calls[i]);
      if (i == n)
        return seed;
    }
  return 0;
}

/* Plays on (never annulling) until the declarer calls; the cards he
 * may call. */
static TarotCardSet
legal_calls_after (const TarotRules *rules,
                   TarotDeal        *deal)
{
  TarotRng rng;

  tarot_rng_init (&rng, 1);
  while (!tarot_deal_is_over (deal))
    {
      TarotActionList list;
      TarotCardSet calls = TAROT_CARD_SET_EMPTY;
      TarotAction a;

      tarot_deal_legal_actions (rules, deal, &list);
      for (guint i = 0; i < list.n; i++)
        if (list.actions[i].kind == TAROT_ACTION_CALL)
          tarot_card_set_add (&calls, list.actions[i].card);
      if (!tarot_card_set_is_empty (calls))
        return calls;
      a = list.actions[tarot_rng_below (&rng, list.n)];
      for (guint i = 0; i < list.n && a.kind == TAROT_ACTION_ABANDON; i++)
        a = list.actions[i];
      tarot_deal_apply (rules, deal, a);
    }
  g_assert_not_reached ();
}

static gboolean
b_holds_xvii_xix_high (const TarotDeal *deal)
{
  return tarot_card_set_contains (deal->hands[1], tarot_card_make_trump (17)) &&
         tarot_card_set_contains (deal->hands[1], tarot_card_make_trump (19)) &&
         (tarot_card_set_contains (deal->hands[1], TAROT_CARD_FOOL) ||
          tarot_card_set_contains (deal->hands[1], tarot_card_make_trump (21)));
}

static gboolean
b_holds_xvii_to_xix_high (const TarotDeal *deal)
{
  return b_holds_xvii_xix_high (deal) &&
         tarot_card_set_contains (deal->hands[1], tarot_card_make_trump (18));
}

static gboolean
b_holds_xvii_xix_pagat_only (const TarotDeal *deal)
{
  return tarot_card_set_contains (deal->hands[1], tarot_card_make_trump (17)) &&
         tarot_card_set_contains (deal->hands[1], tarot_card_make_trump (19)) &&
         tarot_card_set_contains (deal->hands[1], tarot_card_make_trump (1)) &&
         !tarot_card_set_contains (deal->hands[1], TAROT_CARD_FOOL) &&
         !tarot_card_set_contains (deal->hands[1], tarot_card_make_trump (21));
}

/* §13.1 pais_xvii_cue (§6.5.4): "A pass, B 3, C 2, D pass, B 1, C solo,
 * B pass": B's single jump at his second turn, after a minimum bid,
 * cues the XVII (with a high honour) and C must call it; by default it
 * cues the XIX. */
static void
test_pais_xvii_cue (void)
{
  const TarotAction calls[] = {
    CALL_PASS (0), CALL_BID (1, THREE), CALL_BID (2, TWO), CALL_PASS (3), CALL_BID (1, ONE),
    CALL_BID (2, SOLO), CALL_PASS (1),
  };
  const char *const pais[] = { "pais_xvii_cue", "true", NULL };
  const char *const none[] = { NULL };
  const char *const old[] = { "pais_xvii_cue", "true", "cue_system", "old", NULL };
  TarotRules rules, plain;
  TarotDeal deal;
  guint64 seed;

  g_assert_null (try_build (&rules, 4, pais));
  g_assert_null (try_build (&plain, 4, none));
  seed = deal_auction (&rules, calls, G_N_ELEMENTS (calls), b_holds_xvii_xix_high, &deal);
  g_assert_cmpuint (seed, >, 0);
  g_assert_cmpuint (deal.declarer, ==, 2);
  g_assert_true (tarot_card_set_equal (legal_calls_after (&rules, &deal),
                                       tarot_card_set_single (tarot_card_make_trump (17))));
  g_assert_cmpuint (deal_auction (&plain, calls, G_N_ELEMENTS (calls), b_holds_xvii_xix_high, &deal), ==, seed);
  g_assert_true (tarot_card_set_equal (legal_calls_after (&plain, &deal),
                                       tarot_card_set_single (tarot_card_make_trump (19))));

  /* without a high honour B may not make it (the XIX cue needs none) */
  g_assert_cmpuint (deal_auction (&rules, calls, G_N_ELEMENTS (calls), b_holds_xvii_xix_pagat_only, &deal), ==, 0);
  g_assert_cmpuint (deal_auction (&plain, calls, G_N_ELEMENTS (calls), b_holds_xvii_xix_pagat_only, &deal), >, 0);

  /* the old cue system knows no XVII: B's jump, overcalled only by
   * solo, promises the XVIII */
  g_assert_null (try_build (&rules, 4, old));
  g_assert_cmpuint (deal_auction (&rules, calls, G_N_ELEMENTS (calls), b_holds_xvii_to_xix_high, &deal), >, 0);
  g_assert_true (tarot_card_set_equal (legal_calls_after (&rules, &deal),
                                       tarot_card_set_single (tarot_card_make_trump (18))));
}

static gboolean
b_holds_xix (const TarotDeal *deal)
{
  return tarot_card_set_contains (deal->hands[1], tarot_card_make_trump (19));
}

static gboolean
a_lacks_xix (const TarotDeal *deal)
{
  return !tarot_card_set_contains (deal->hands[0], tarot_card_make_trump (19));
}

/* §13.1 cue_only_to_previous_bidder (§6.5.4): an invitation goes to the
 * player who bid before and binds only when he accepts by holding it. */
static void
test_cue_only_to_previous_bidder (void)
{
  /* B's one invites A, who holds it: A must call B's XIX */
  const TarotAction accepted[] = {
    CALL_BID (0, THREE), CALL_BID (1, ONE), CALL_PASS (2), CALL_PASS (3), CALL_HOLD (0), CALL_PASS (1),
  };
  /* C overcalls instead: the invitation lapses */
  const TarotAction overcalled[] = {
    CALL_BID (0, THREE), CALL_BID (1, ONE), CALL_BID (2, SOLO), CALL_PASS (3), CALL_PASS (0), CALL_PASS (1),
  };
  /* an opening jump invites nobody: no XIX needed */
  const TarotAction opening[] = { CALL_BID (0, TWO), CALL_PASS (1), CALL_PASS (2), CALL_PASS (3) };
  const char *const flag[] = { "cue_only_to_previous_bidder", "true", NULL };
  const char *const none[] = { NULL };
  TarotCardSet xix = tarot_card_set_single (tarot_card_make_trump (19));
  TarotRules rules, plain;
  TarotDeal deal;
  guint64 seed;

  g_assert_null (try_build (&rules, 4, flag));
  g_assert_null (try_build (&plain, 4, none));

  g_assert_cmpuint (deal_auction (&rules, accepted, G_N_ELEMENTS (accepted), b_holds_xix, &deal), >, 0);
  g_assert_cmpuint (deal.declarer, ==, 0);
  g_assert_true (tarot_card_set_equal (legal_calls_after (&rules, &deal), xix));

  seed = deal_auction (&rules, overcalled, G_N_ELEMENTS (overcalled), b_holds_xix, &deal);
  g_assert_cmpuint (seed, >, 0);
  g_assert_cmpuint (deal.declarer, ==, 2);
  g_assert_true (tarot_card_set_contains (legal_calls_after (&rules, &deal), tarot_card_make_trump (20)));
  g_assert_cmpuint (deal_auction (&plain, overcalled, G_N_ELEMENTS (overcalled), b_holds_xix, &deal), ==, seed);
  g_assert_true (tarot_card_set_equal (legal_calls_after (&plain, &deal), xix));

  g_assert_cmpuint (deal_auction (&rules, opening, G_N_ELEMENTS (opening), a_lacks_xix, &deal), >, 0);
  g_assert_cmpuint (deal_auction (&plain, opening, G_N_ELEMENTS (opening), a_lacks_xix, &deal), ==, 0);
}

static gboolean
b_lacks_xix_xx (const TarotDeal *deal)
{
  return !tarot_card_set_contains (deal->hands[1], tarot_card_make_trump (19)) &&
         !tarot_card_set_contains (deal->hands[1], tarot_card_make_trump (20));
}

static gboolean
has_kind (const TarotActionList *list,
          TarotActionKind        kind)
{
  for (guint i = 0; i < list->n; i++)
    if (list->actions[i].kind == kind)
      return TRUE;
  return FALSE;
}

/* §13.1 cue_only_if_other_declares (§6.5.4): a jump counts as a cue bid
 * only if someone else becomes declarer.  [RULING] (docs/cli.md): the
 * jump is legal without the promised card, for one who means to play
 * himself; such a bidder may not pass while he can still hold or bid,
 * and the promise (the declarer's call, the sampling constraint) binds
 * once another has become declarer. */
static void
test_cue_only_if_other_declares (void)
{
  /* B's one jumps over A's three: the XIX */
  const TarotAction alone[] = { CALL_BID (0, THREE), CALL_BID (1, ONE), CALL_PASS (2), CALL_PASS (3), CALL_PASS (0) };
  const TarotAction outbid[] = { CALL_BID (0, THREE), CALL_BID (1, ONE), CALL_BID (2, SOLO), CALL_PASS (3), CALL_PASS (0) };
  const TarotAction cued[] = {
    CALL_BID (0, THREE), CALL_BID (1, ONE), CALL_BID (2, SOLO), CALL_PASS (3), CALL_PASS (0), CALL_PASS (1),
  };
  const char *const flag[] = { "cue_only_if_other_declares", "true", NULL };
  const char *const none[] = { NULL };
  TarotCardSet xix = tarot_card_set_single (tarot_card_make_trump (19));
  TarotCardSet excluded[TAROT_MAX_PLAYERS + 2];
  TarotRules rules, plain;
  TarotActionList list;
  TarotPlayerView view;
  TarotDeal deal;

  g_assert_null (try_build (&rules, 4, flag));
  g_assert_null (try_build (&plain, 4, none));

  /* without the XIX (and the XX) B may jump only with the option, and
   * playing himself he calls freely: the XX */
  g_assert_cmpuint (deal_auction (&plain, alone, G_N_ELEMENTS (alone), b_lacks_xix_xx, &deal), ==, 0);
  g_assert_cmpuint (deal_auction (&rules, alone, G_N_ELEMENTS (alone), b_lacks_xix_xx, &deal), >, 0);
  g_assert_cmpuint (deal.declarer, ==, 1);
  g_assert_true (tarot_card_set_contains (legal_calls_after (&rules, &deal), tarot_card_make_trump (20)));

  /* outbid by C's solo, B without the XIX must hold it, not pass */
  g_assert_cmpuint (deal_auction (&rules, outbid, G_N_ELEMENTS (outbid), b_lacks_xix_xx, &deal), >, 0);
  g_assert_cmpuint (deal.to_move, ==, 1);
  tarot_deal_legal_actions (&rules, &deal, &list);
  g_assert_false (has_kind (&list, TAROT_ACTION_PASS));
  g_assert_true (has_kind (&list, TAROT_ACTION_HOLD));
  g_assert_cmpuint (deal_auction (&rules, cued, G_N_ELEMENTS (cued), b_lacks_xix_xx, &deal), ==, 0);

  /* with the XIX he may let C play: C must call it */
  g_assert_cmpuint (deal_auction (&rules, cued, G_N_ELEMENTS (cued), b_holds_xix, &deal), >, 0);
  g_assert_cmpuint (deal.declarer, ==, 2);
  /* the sampling constraint: the XIX lies with B, once C declares */
  tarot_deal_make_view (&rules, &deal, 0, &view);
  memset (excluded, 0, sizeof excluded);
  rules.family->sample_constraints (&rules, &view, excluded);
  g_assert_true (tarot_card_set_contains (excluded[2], tarot_card_make_trump (19)));
  g_assert_true (tarot_card_set_contains (excluded[3], tarot_card_make_trump (19)));
  g_assert_false (tarot_card_set_contains (excluded[1], tarot_card_make_trump (19)));
  g_assert_true (tarot_card_set_equal (legal_calls_after (&rules, &deal), xix));

  /* during the auction nothing is promised yet */
  g_assert_cmpuint (deal_auction (&rules, outbid, G_N_ELEMENTS (outbid), b_holds_xix, &deal), >, 0);
  tarot_deal_make_view (&rules, &deal, 0, &view);
  memset (excluded, 0, sizeof excluded);
  rules.family->sample_constraints (&rules, &view, excluded);
  g_assert_false (tarot_card_set_contains (excluded[2], tarot_card_make_trump (19)));
  /* holding the XIX he may pass */
  tarot_deal_legal_actions (&rules, &deal, &list);
  g_assert_true (has_kind (&list, TAROT_ACTION_PASS));
}

/* §13.1 dealer_weeps_laughs (§2): with five players E (seat 4) deals,
 * sits out and wins or loses what each opponent does.  [RULING]
 * (docs/cli.md): the declarer settles the dealer's share, as with an
 * opponent of a lone game, so the score stays zero-sum; declarations
 * are between the active players only. */
static void
test_dealer_weeps_laughs (void)
{
  const char *key = "dealer_weeps_laughs";
  const char *won = "{\"dealer\": 4, \"declarer\": 2, \"partner\": 0, \"contract\": \"ketto\", \"points\": 58,"
                    " \"tricks\": 6, \"declarations\": [{\"seat\": 1, \"tarokks\": 8}]}";
  const char *lost = "{\"dealer\": 4, \"declarer\": 2, \"contract\": \"harom\", \"points\": 40, \"tricks\": 4}";
  const char *four = "{\"dealer\": 3, \"declarer\": 1, \"partner\": 3, \"contract\": \"ketto\", \"points\": 58,"
                     " \"tricks\": 6}";

  /* kettő won: 2 from each opponent; B's eight tarokks: 1 from each other active player */
  check_score_with (5, NULL, NULL, won, (const gint32[]) { 2 - 1, -2 + 3, 2 - 1, -2 - 1, 0 });
  check_score_with (5, key, "true", won, (const gint32[]) { 2 - 1, -2 + 3, 4 - 1, -2 - 1, -2 });
  /* a lone három lost: the declarer pays each opponent 1, and the dealer */
  check_score_with (5, NULL, NULL, lost, (const gint32[]) { 1, 1, -3, 1, 0 });
  check_score_with (5, key, "true", lost, (const gint32[]) { 1, 1, -4, 1, 1 });
  /* with four nobody sits out */
  check_score_with (4, key, "true", four, (const gint32[]) { -2, 2, -2, 2 });
}

typedef struct
{
  guint forced;     /* compulsory kontras of the game offered */
  guint reasoned;   /* of which saying why */
  guint plain;      /* of which the plain kontra beside the reasoned one */
} ReasonCounts;

/* Random hands: whenever a discarder owes the kontra (§8.1), what his
 * view offers, and the label the table shows once he says it. */
static void
count_reasons (const char *const *pairs,
               ReasonCounts      *c)
{
  TarotVariant *variant;
  TarotRules rules;
  TarotRng rng;
  g_autoptr(GError) error = NULL;

  memset (c, 0, sizeof *c);
  g_assert_null (try_build (&rules, 4, pairs));
  variant = tarot_variant_load ("hungarian-tarokk", &error);
  g_assert_no_error (error);
  tarot_rng_init (&rng, 11);
  for (guint hand = 0; hand < 3000; hand++)
    {
      TarotDeal deal;
      TarotPlayerView view;

      tarot_deal_setup (&rules, &deal, hand % 4, 900 + hand);
      while (!tarot_deal_is_over (&deal))
        {
          TarotAction a;
          gboolean owes = FALSE;

          tarot_deal_make_view (&rules, &deal, deal.to_move, &view);
          if (deal.phase == TAROT_PHASE_ANNOUNCE && deal.called_card != TAROT_CARD_NONE &&
              deal.kontra[0] == 0 && tarot_card_set_contains (deal.discard, deal.called_card) &&
              deal.to_move != deal.declarer && tarot_card_set_contains (view.own_discard, deal.called_card))
            owes = !has_kind (&view.legal, TAROT_ACTION_PASS);
          a = tarot_random_player_choose (&view, &rng);
          for (guint i = 0; owes && i < view.legal.n; i++)
            {
              TarotAction k = view.legal.actions[i];

              if (k.kind != TAROT_ACTION_KONTRA || (k.arg & 0x7f) != (0 | 1 << 4))
                continue;
              if (k.arg & 0x80)
                {
                  const char *id = rules.family->arg_to_string (&rules, k.kind, k.arg);
                  g_autofree char *hu = tarot_explain_action_label (variant, &rules, k, NULL);
                  g_autofree char *en = tarot_explain_action_label (variant, &rules, k, "en");
                  guint back = 0;

                  /* as the replay writes and reads it, and as the table shows it */
                  g_assert_cmpstr (id, ==, "kontra.game_called_in_discard");
                  g_assert_true (rules.family->arg_from_string (&rules, k.kind, id, &back));
                  g_assert_cmpuint (back, ==, k.arg);
                  g_assert_cmpstr (hu, ==, "Kontra (Játék: a hívott tarokk a skartomban fekszik)");
                  g_assert_cmpstr (en, ==, "Kontra (The game: the called tarokk lies in my discard)");
                  c->reasoned++;
                }
              else
                c->plain++;
              a = k;
            }
          c->forced += owes;
          tarot_deal_apply (&rules, &deal, a);
          /* it is a kontra of the game like any other */
          if (a.kind == TAROT_ACTION_KONTRA && (a.arg & 0x80))
            g_assert_cmpuint (deal.kontra[0], ==, 1);
        }
    }
  g_object_unref (variant);
}

/* §13.1 discarder_states_reason (§8.1): the discarder of the called
 * tarokk kontras the game at his first turn; with the option the
 * kontra he is offered says why. */
static void
test_discarder_states_reason (void)
{
  const char *const flag[] = { "discarder_states_reason", "true", NULL };
  const char *const none[] = { NULL };
  ReasonCounts c;
  guint forced;

  count_reasons (none, &c);
  g_test_message ("without: %u compulsory kontras", c.forced);
  g_assert_cmpuint (c.forced, >, 0);
  g_assert_cmpuint (c.reasoned, ==, 0);
  g_assert_cmpuint (c.plain, ==, c.forced);
  forced = c.forced;
  count_reasons (flag, &c);
  g_test_message ("with: %u compulsory kontras", c.forced);
  g_assert_cmpuint (c.forced, ==, forced);
  g_assert_cmpuint (c.reasoned, ==, c.forced);
  g_assert_cmpuint (c.plain, ==, 0);
}

/* §13.1 knock_deal (§5.1) with @n players, dealer @dealer: the cutter
 * (dealer's left) may knock; the talon is dealt first, then batches of
 * nine, which the players choose from the dealer's left clockwise,
 * seeing none until chosen. */
static void
check_knock (guint n,
             guint dealer)
{
  const char *const flag[] = { "knock_deal", "true", NULL };
  const char *const none[] = { NULL };
  /* clockwise from the dealer's left: back through the seats, the
   * sitting-out dealer skipped */
  guint order[4];
  TarotRules rules, plain;
  TarotDeal deal, cut, normal;
  TarotActionList list;
  TarotPlayerView view;
  TarotCard cards[TAROT_N_CARDS];
  TarotCardSet batch[4];
  TarotRng rng;
  guint n_cards;
  const guint picks[3] = { 2, 0, 3 };

  for (guint k = 0, s = dealer; k < 4; k++)
    {
      s = (s + n - 1) % n;
      if (n == 5 && s == dealer)
        s = (s + n - 1) % n;
      order[k] = s;
    }
  g_assert_null (try_build (&rules, n, flag));
  g_assert_null (try_build (&plain, n, none));
  tarot_deal_setup (&rules, &deal, dealer, 4242);
  tarot_deal_setup (&plain, &normal, dealer, 4242);
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
  g_assert_cmpuint (deal.to_move, ==, order[0]);
  g_assert_true (tarot_deal_check_cards (&rules, &deal, NULL));
  tarot_deal_legal_actions (&rules, &deal, &list);
  g_assert_cmpuint (list.n, ==, 2);
  g_assert_cmpstr (rules.family->arg_to_string (&rules, list.actions[0].kind, list.actions[0].arg), ==, "cut");
  g_assert_cmpstr (rules.family->arg_to_string (&rules, list.actions[1].kind, list.actions[1].arg), ==, "knock");

  /* a cut deals as without the option: the same seed, the same hands */
  cut = deal;
  tarot_deal_apply (&rules, &cut, list.actions[0]);
  g_assert_cmpuint (cut.phase, ==, TAROT_PHASE_AUCTION);
  for (guint s = 0; s < n; s++)
    g_assert_true (tarot_card_set_equal (cut.hands[s], normal.hands[s]));
  g_assert_true (tarot_card_set_equal (cut.talon, normal.talon));

  /* a knock: the same shuffle laid out, talon first, then batches */
  rng = deal.rng;
  tarot_deal_shuffle (&rng, rules.pack, cards, &n_cards);
  tarot_deal_apply (&rules, &deal, list.actions[1]);
  g_assert_true (tarot_card_set_equal (deal.talon, normal.talon));
  for (guint b = 0; b < 4; b++)
    {
      batch[b] = TAROT_CARD_SET_EMPTY;
      for (guint i = 0; i < 9; i++)
        tarot_card_set_add (&batch[b], cards[6 + 9 * b + i]);
    }
  for (guint k = 0; k < 3; k++)
    {
      g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_DEALING);
      g_assert_cmpuint (deal.to_move, ==, order[k]);
      /* face down: the chooser sees no card, and nobody his batch */
      tarot_deal_make_view (&rules, &deal, order[k], &view);
      g_assert_true (tarot_card_set_is_empty (view.hand));
      g_assert_cmpuint (view.hand_sizes[order[k]], ==, 0);
      g_assert_cmpuint (view.legal.n, ==, 4 - k);
      for (guint i = 0; i < view.legal.n; i++)
        g_assert_cmpuint (view.legal.actions[i].kind, ==, TAROT_ACTION_TAKE_TALON);
      tarot_deal_apply (&rules, &deal, (TarotAction) { TAROT_ACTION_TAKE_TALON, order[k], TAROT_CARD_NONE, picks[k] });
      g_assert_true (tarot_deal_check_cards (&rules, &deal, NULL));
      tarot_deal_make_view (&rules, &deal, order[k], &view);
      g_assert_true (tarot_card_set_equal (view.hand, batch[picks[k]]));
    }
  /* the last batch (1) is the last player's; then A bids */
  g_assert_cmpuint (deal.phase, ==, TAROT_PHASE_AUCTION);
  g_assert_cmpuint (deal.to_move, ==, (dealer + 1) % n);
  for (guint k = 0; k < 3; k++)
    g_assert_true (tarot_card_set_equal (deal.hands[order[k]], batch[picks[k]]));
  g_assert_true (tarot_card_set_equal (deal.hands[order[3]], batch[1]));
  if (n == 5)
    g_assert_true (tarot_card_set_is_empty (deal.hands[dealer]));
}

static void
test_knock_deal (void)
{
  check_knock (4, 3);
  check_knock (4, 1);
  check_knock (5, 4);
  check_knock (5, 2);
}

/* §12 Ex 1: kettő by B with D; B's double game kontra'd with the game; 52 points. */
static void
test_ex1 (void)
{
  check_score (4, NULL, "{\"dealer\": 3, \"declarer\": 1, \"partner\": 3, \"contract\": \"ketto\", \"points\": 52,"
               " \"tricks\": 5, \"kontra\": 1, \"bonuses\": [{\"id\": \"double_game\", \"side\": \"declarer\","
               " \"announced\": true, \"made\": false, \"kontra\": 1}]}",
               (const gint32[]) { 12, -12, 12, -12 });
}

/* §12 Ex 2: kettő, nothing announced, 75 points: silent double game. */
static void
test_ex2 (void)
{
  check_score (4, NULL, "{\"declarer\": 1, \"partner\": 3, \"contract\": \"ketto\", \"points\": 75, \"tricks\": 7}",
               (const gint32[]) { -4, 4, -4, 4 });
}

/* §12 Ex 3: három with all honours and kings: volát 3 (no silent trull
 * or four kings beside it); one cheap trick given up: 2 + 1 + 1 = 4. */
static void
test_ex3 (void)
{
  check_score (4, NULL, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"harom\", \"points\": 90, \"tricks\": 9,"
               " \"bonuses\": [{\"id\": \"trull\", \"side\": \"declarer\"},"
               " {\"id\": \"four_kings\", \"side\": \"declarer\"}]}",
               (const gint32[]) { 3, -3, 3, -3 });
  check_score (4, NULL, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"harom\", \"points\": 86, \"tricks\": 8,"
               " \"bonuses\": [{\"id\": \"trull\", \"side\": \"declarer\"},"
               " {\"id\": \"four_kings\", \"side\": \"declarer\"}]}",
               (const gint32[]) { 4, -4, 4, -4 });
}

/* §12 Ex 4: the declarer's side announced four kings, the opponents
 * took them: 2 + 1 = 3 for the opponents, beside the game (+1). */
static void
test_ex4 (void)
{
  check_score (4, NULL, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"harom\", \"points\": 50, \"tricks\": 5,"
               " \"bonuses\": [{\"id\": \"four_kings\", \"side\": \"declarer\", \"announced\": true, \"made\": false},"
               " {\"id\": \"four_kings\", \"side\": \"opponents\"}]}",
               (const gint32[]) { 1 - 3, 3 - 1, 1 - 3, 3 - 1 });
}

/* §12 Ex 5: both sides announced four kings, the opponents kontra'd
 * the declarer's: (a) +6 for X, (b) +6 for Y, (c) split: Y +2; the
 * game adds 1 for the declarer's side. */
static void
test_ex5 (void)
{
#define EX5(x, y) "{\"declarer\": 0, \"partner\": 2, \"contract\": \"harom\", \"points\": 50, \"tricks\": 5," \
                  " \"bonuses\": [{\"id\": \"four_kings\", \"side\": \"declarer\", \"announced\": true," \
                  " \"made\": " x ", \"kontra\": 1}, {\"id\": \"four_kings\", \"side\": \"opponents\"," \
                  " \"announced\": true, \"made\": " y "}]}"
  const char *a = EX5 ("true", "false");
  const char *b = EX5 ("false", "true");
  const char *c = EX5 ("false", "false");
#undef EX5

  check_score (4, NULL, a, (const gint32[]) { 7, -7, 7, -7 });
  check_score (4, NULL, b, (const gint32[]) { -5, 5, -5, 5 });
  check_score (4, NULL, c, (const gint32[]) { -1, 1, -1, 1 });
}

/* §12 Ex 6: five players, E deals and sits out; a yielded kettő by C
 * with A; trull announced and kontra'd; B declares eight tarokks; also
 * inside a doubled round. */
static void
test_ex6 (void)
{
#define EX6(x) "{\"dealer\": 4, \"declarer\": 2, \"partner\": 0, \"contract\": \"ketto\", \"points\": 58," \
               " \"tricks\": 6, \"bonuses\": [{\"id\": \"trull\", \"side\": \"declarer\", \"announced\": true," \
               " \"kontra\": 1}, {\"id\": \"four_kings\", \"side\": \"opponents\"}]," \
               " \"declarations\": [{\"seat\": 1, \"tarokks\": 8}]" x "}"
  const char *plain = EX6 ("");
  const char *doubled = EX6 (", \"stakes\": 2");
#undef EX6

  check_score (5, NULL, plain, (const gint32[]) { 4, -2, 4, -6, 0 });
  check_score (5, NULL, doubled, (const gint32[]) { 8, -4, 8, -12, 0 });
}

/* §12 Ex 7: B alone at szóló with his own XX, 44 points, his skíz
 * catches A's XXI. */
static void
test_ex7 (void)
{
  check_score (4, NULL, "{\"declarer\": 1, \"partner\": null, \"contract\": \"solo\", \"points\": 44,"
               " \"tricks\": 4, \"bonuses\": [{\"id\": \"catch_xxi\", \"side\": \"declarer\"}]}",
               (const gint32[]) { -17, 51, -17, -17 });
}

/* §12 Ex 8: egy by A with C; D's pagátultimó (with the game kontra'd)
 * is kontra'd by A and fails; 50 points. */
static void
test_ex8 (void)
{
  check_score (4, NULL, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"egy\", \"points\": 50, \"tricks\": 5,"
               " \"kontra\": 1, \"bonuses\": [{\"id\": \"pagat_ultimo\", \"side\": \"opponents\","
               " \"announced\": true, \"made\": false, \"kontra\": 1}]}",
               (const gint32[]) { 26, -26, 26, -26 });
}

/* §12 Ex 9: a trial three that found no honour; Kégl/BGA pays 2 each. */
static void
test_ex9 (void)
{
  const char *json = "{\"end\": \"trial_failed\", \"dealer\": 3, \"declarer\": 3, \"contract\": \"harom\"}";

  check_score (4, NULL, json, (const gint32[]) { 1, 1, 1, -3 });
  check_score (4, "hu_kegl_bga", json, (const gint32[]) { 2, 2, 2, -6 });
}

/* §12 Ex 10: egy, double game and volát announced, 80 points and one
 * trick lost: 12 − 18 = −6. */
static void
test_ex10 (void)
{
  check_score (4, NULL, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"egy\", \"points\": 80, \"tricks\": 8,"
               " \"bonuses\": [{\"id\": \"double_game\", \"side\": \"declarer\", \"announced\": true},"
               " {\"id\": \"volat\", \"side\": \"declarer\", \"announced\": true, \"made\": false}]}",
               (const gint32[]) { -6, 6, -6, 6 });
}

/* §11.3 table, row "opponents kontra'd the game", 24–47 points: −2 × G. */
static void
test_table_kontra (void)
{
  check_score (4, NULL, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 40, \"tricks\": 4,"
               " \"kontra\": 1}",
               (const gint32[]) { -4, 4, -4, 4 });
}

/* §13.5 Ungarisch, counted in thirds (198): Durch is four times the
 * game and leaves no silent bonus; "not half" (≤ 49 thirds) doubles. */
static void
test_ungarisch (void)
{
  check_score (4, "at_ungarisch", "{\"declarer\": 0, \"partner\": 2, \"contract\": \"harom\", \"points\": 190,"
               " \"tricks\": 9, \"bonuses\": [{\"id\": \"trull\", \"side\": \"declarer\"}]}",
               (const gint32[]) { 4, -4, 4, -4 });
  check_score (4, "at_ungarisch", "{\"declarer\": 0, \"partner\": 2, \"contract\": \"harom\", \"points\": 150,"
               " \"tricks\": 7}",
               (const gint32[]) { 2, -2, 2, -2 });
  /* 100 thirds (33 points and a card) is one short of the game */
  check_score (4, "at_ungarisch", "{\"declarer\": 0, \"partner\": 2, \"contract\": \"harom\", \"points\": 100,"
               " \"tricks\": 5}",
               (const gint32[]) { -1, 1, -1, 1 });
}

/* §13.4 Kégl/BGA: a silent double game leaves out the silent four kings. */
static void
test_kegl_kings (void)
{
  const char *json = "{\"declarer\": 0, \"partner\": 2, \"contract\": \"harom\", \"points\": 75, \"tricks\": 7,"
                     " \"bonuses\": [{\"id\": \"four_kings\", \"side\": \"declarer\"}]}";

  check_score (4, NULL, json, (const gint32[]) { 3, -3, 3, -3 });
  check_score (4, "hu_kegl_bga", json, (const gint32[]) { 2, -2, 2, -2 });
}

/* The table speaks Hungarian (§14), with English glosses. */
static void
test_terms (void)
{
  static const struct { TarotActionKind kind; guint arg; const char *hu; const char *en; } cases[] = {
    { TAROT_ACTION_PASS, 0, "Passz", "Pass" },
    { TAROT_ACTION_HOLD, 0, "Tartom", "Hold" },
    { TAROT_ACTION_BID, 0, "Három", "Three" },
    { TAROT_ACTION_BID, 1, "Kettő", "Two" },
    { TAROT_ACTION_BID, 3, "Szóló", "Solo" },
    { TAROT_ACTION_ANNOUNCE, 1, "Tuletroá", "Trull" },
    { TAROT_ACTION_ANNOUNCE, 5, "Pagátultimó", "Pagátultimó" },
    { TAROT_ACTION_ANNOUNCE, 4, "Volát", "Volát" },
    { TAROT_ACTION_ANNOUNCE, 7, "Nyolc tarokk", "Eight tarokks" },
    { TAROT_ACTION_ANNOUNCE, 11, "Egy tarokk fekszik", "One tarokk discarded" },
    /* §5.1 knock_deal: the cutter's choice */
    { TAROT_ACTION_ANNOUNCE, 13, "Emelek", "Cut" },
    { TAROT_ACTION_ANNOUNCE, 14, "Kopogok", "Knock" },
    { TAROT_ACTION_KONTRA, 0 | 1 << 4, "Kontra (Játék)", "Kontra (The game)" },
    { TAROT_ACTION_KONTRA, 1 | 2 << 4, "Rekontra (Tuletroá)", "Rekontra (Trull)" },
    { TAROT_ACTION_KONTRA, 5 | 1 << 3 | 3 << 4, "Szubkontra (Az ellenfelek pagátultimója)",
      "Szubkontra (The opponents' pagátultimó)" },
  };
  TarotVariant *variant;
  TarotRules rules;
  g_autoptr(GError) error = NULL;

  build (&rules, 4, NULL, NULL);
  variant = tarot_variant_load ("hungarian-tarokk", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TarotAction a = { cases[i].kind, 0, TAROT_CARD_NONE, (guint8) cases[i].arg };
      g_autofree char *hu = tarot_explain_action_label (variant, &rules, a, NULL);
      g_autofree char *en = tarot_explain_action_label (variant, &rules, a, "en");

      g_assert_cmpstr (hu, ==, cases[i].hu);
      g_assert_cmpstr (en, ==, cases[i].en);
    }
  g_object_unref (variant);
}

/* --- legality of the conventions (§6.5) over many deals --- */

typedef gboolean (*Check) (const TarotRules *rules, TarotDeal *deal);

static gboolean
has (const TarotRules *rules,
     const TarotDeal  *deal,
     TarotActionKind   kind,
     guint             arg)
{
  TarotActionList list;

  tarot_deal_legal_actions (rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.actions[i].kind == kind && list.actions[i].arg == arg)
      return TRUE;
  return FALSE;
}

static gboolean
honour (const TarotRules *rules,
        const TarotDeal  *deal,
        guint             seat)
{
  return !tarot_card_set_is_empty (tarot_card_set_intersect (deal->hands[seat], rules->honours));
}

/* Plays @script ("P" pass, "1".."4" bid three … szóló, "H" hold) if
 * every step is legal; FALSE otherwise. */
static gboolean
play_script (const TarotRules *rules,
             TarotDeal        *deal,
             const char       *script)
{
  for (const char *p = script; *p; p++)
    {
      TarotAction a = { TAROT_ACTION_PASS, deal->to_move, TAROT_CARD_NONE, 0 };

      if (*p == 'H')
        a.kind = TAROT_ACTION_HOLD;
      else if (*p != 'P')
        a.kind = TAROT_ACTION_BID, a.arg = (guint8) (*p - '1');
      if (deal->phase != TAROT_PHASE_AUCTION || !tarot_deal_is_legal (rules, deal, a))
        return FALSE;
      tarot_deal_apply (rules, deal, a);
    }
  return TRUE;
}

static guint
count_cases (const char *key,
             const char *value,
             Check       check)
{
  TarotRules rules;
  guint n = 0;

  build (&rules, 4, key, value);
  for (guint seed = 1; seed <= 4000; seed++)
    {
      TarotDeal deal;

      tarot_deal_setup (&rules, &deal, D, seed);
      n += check (&rules, &deal);
    }
  return n;
}

/* A three, B pass, C pass, D egy: a single jump cues the XIX. */
static gboolean
check_cue_xix (const TarotRules *rules,
               TarotDeal        *deal)
{
  if (!play_script (rules, deal, "1PP") || !honour (rules, deal, D))
    return FALSE;
  g_assert_cmpint (has (rules, deal, TAROT_ACTION_BID, 2), ==,
                   tarot_card_set_contains (deal->hands[D], tarot_card_make_trump (19)));
  /* kettő is no jump and needs no card */
  g_assert_true (has (rules, deal, TAROT_ACTION_BID, 1));
  return TRUE;
}

/* A három, B szóló: a double jump cues the XVIII. */
static gboolean
check_cue_xviii (const TarotRules *rules,
                 TarotDeal        *deal)
{
  if (!play_script (rules, deal, "1") || !honour (rules, deal, B))
    return FALSE;
  g_assert_cmpint (has (rules, deal, TAROT_ACTION_BID, 3), ==,
                   tarot_card_set_contains (deal->hands[B], tarot_card_make_trump (18)));
  return TRUE;
}

/* A három, B pass, C kettő, D pass: A's pass yields the game and needs
 * the XX and a high honour (§6.5.3). */
static gboolean
check_yield (const TarotRules *rules,
             TarotDeal        *deal)
{
  TarotCardSet hand;

  if (!play_script (rules, deal, "1P2P"))
    return FALSE;
  hand = deal->hands[A];
  g_assert_cmpint (has (rules, deal, TAROT_ACTION_PASS, 0), ==,
                   tarot_card_set_contains (hand, tarot_card_make_trump (20)) &&
                   (tarot_card_set_contains (hand, tarot_card_make_trump (21)) ||
                    tarot_card_set_contains (hand, TAROT_CARD_FOOL)));
  /* the hold is always open to him, without meaning */
  g_assert_true (has (rules, deal, TAROT_ACTION_HOLD, 0));
  return TRUE;
}

/* Without an honour only a pass, except the fourth seat after three
 * passes (próbahárom, §6.2). */
static gboolean
check_honour (const TarotRules *rules,
              TarotDeal        *deal)
{
  g_assert_cmpint (has (rules, deal, TAROT_ACTION_BID, 0), ==, honour (rules, deal, A));
  if (!play_script (rules, deal, "PPP"))
    return FALSE;
  g_assert_true (has (rules, deal, TAROT_ACTION_BID, 0));
  return TRUE;
}

/* A három, B kettő, C pass, D pass, A egy (a cue of the XIX), then B:
 * the new rule lets B hold A's egy, the old one not (A spoke first). */
static gboolean
check_hold_new (const TarotRules *rules,
                TarotDeal        *deal)
{
  if (!play_script (rules, deal, "12PP3") || !honour (rules, deal, B))
    return FALSE;
  g_assert_true (has (rules, deal, TAROT_ACTION_HOLD, 0));
  return TRUE;
}

static gboolean
check_hold_old (const TarotRules *rules,
                TarotDeal        *deal)
{
  if (!play_script (rules, deal, "12PP3"))
    return FALSE;
  g_assert_false (has (rules, deal, TAROT_ACTION_HOLD, 0));
  return TRUE;
}

/* §6.3: a bid can only be held once: after a hold only outbid or pass. */
static gboolean
check_hold_once (const TarotRules *rules,
                 TarotDeal        *deal)
{
  if (!play_script (rules, deal, "12PPH"))
    return FALSE;
  g_assert_false (has (rules, deal, TAROT_ACTION_HOLD, 0));
  return TRUE;
}

static void
test_conventions (void)
{
  g_assert_cmpuint (count_cases (NULL, NULL, check_cue_xix), >, 20);
  g_assert_cmpuint (count_cases (NULL, NULL, check_cue_xviii), >, 20);
  g_assert_cmpuint (count_cases (NULL, NULL, check_yield), >, 20);
  g_assert_cmpuint (count_cases (NULL, NULL, check_honour), >, 20);
  g_assert_cmpuint (count_cases (NULL, NULL, check_hold_new), >, 20);
  g_assert_cmpuint (count_cases ("holding", "old", check_hold_old), >, 20);
  g_assert_cmpuint (count_cases (NULL, NULL, check_hold_once), >, 20);
}

/* no_conventions: jumps promise nothing. */
static gboolean
check_no_cue (const TarotRules *rules,
              TarotDeal        *deal)
{
  if (!play_script (rules, deal, "1PP") || !honour (rules, deal, D))
    return FALSE;
  g_assert_true (has (rules, deal, TAROT_ACTION_BID, 2));
  return TRUE;
}

static void
test_no_conventions (void)
{
  g_assert_cmpuint (count_cases ("no_conventions", "true", check_no_cue), >, 20);
}

/* --- random hands (every profile, four and five players) --- */

static void
test_random (void)
{
  static const char *const profiles[] = { "hu_paskievics", "hu_kegl_bga", "at_ungarisch" };
  guint played = 0, calls = 0, kontras = 0, told = 0;

  for (guint pi = 0; pi < G_N_ELEMENTS (profiles); pi++)
    for (guint n = 4; n <= 5; n++)
      {
        TarotRules rules;
        TarotRng rng;

        build (&rules, n, "profile", profiles[pi]);
        tarot_rng_init (&rng, 77 + n + pi);
        for (guint hand = 0; hand < 400; hand++)
          {
            TarotDeal deal;
            TarotOutcome outcome;
            TarotScore score;
            TarotPlayerView view;
            gint64 sum = 0;

            tarot_deal_setup (&rules, &deal, hand % n, hand * 31u + 5);
            while (!tarot_deal_is_over (&deal))
              {
                TarotAction a;

                tarot_deal_make_view (&rules, &deal, deal.to_move, &view);
                g_assert_cmpuint (view.legal.n, >, 0);
                /* §7.3: who discarded tarokks tells how many, before the call */
                if (deal.phase == TAROT_PHASE_ANNOUNCE && view.legal.actions[0].kind == TAROT_ACTION_ANNOUNCE &&
                    view.legal.actions[0].arg >= 11)
                  {
                    g_assert_cmpuint (view.legal.n, ==, 1);
                    g_assert_cmpuint (deal.called_card, ==, TAROT_CARD_NONE);
                    g_assert_cmpuint (n, ==, 4);
                    told++;
                  }
                /* §13.4: Kégl annuls on the drawn hand, before discarding */
                if (deal.phase == TAROT_PHASE_DEALING && pi == 1)
                  g_assert_true (tarot_card_set_is_empty (deal.discard));
                a = tarot_random_player_choose (&view, &rng);
                g_assert_true (tarot_deal_is_legal (&rules, &deal, a));
                calls += a.kind == TAROT_ACTION_CALL;
                kontras += a.kind == TAROT_ACTION_KONTRA;
                tarot_deal_apply (&rules, &deal, a);
                g_assert_true (tarot_deal_check_cards (&rules, &deal, NULL));
              }
            tarot_deal_outcome (&rules, &deal, &outcome);
            tarot_rules_score (&rules, &outcome, &score, FALSE);
            for (guint s = 0; s < n; s++)
              sum += score.totals[s];
            g_assert_cmpint (sum, ==, 0);
            if (n == 5)
              g_assert_cmpint (score.totals[deal.dealer], ==, 0);
            if (deal.end == TAROT_END_PLAYED && deal.n_tricks > 0)
              {
                played++;
                g_assert_cmpuint (outcome.points[0] + outcome.points[1], ==, rules.points_total);
                g_assert_cmpuint (outcome.tricks[0] + outcome.tricks[1], ==, rules.n_tricks);
              }
          }
      }
  g_assert_cmpuint (played, >, 1500);
  g_assert_cmpuint (calls, >, 1500);
  g_assert_cmpuint (kontras, >, 100);
  g_assert_cmpuint (told, >, 100);
}

/* The pagát of a side that announced pagátultimó stays in hand while
 * another card is legal (§10.2). */
static void
test_ultimo_obligation (void)
{
  TarotRules rules;
  TarotRng rng;
  guint checked = 0;

  build (&rules, 4, NULL, NULL);
  tarot_rng_init (&rng, 5);
  for (guint hand = 0; hand < 1500; hand++)
    {
      TarotDeal deal;
      TarotPlayerView view;

      tarot_deal_setup (&rules, &deal, D, hand + 900);
      while (!tarot_deal_is_over (&deal))
        {
          tarot_deal_make_view (&rules, &deal, deal.to_move, &view);
          if (deal.phase == TAROT_PHASE_PLAY &&
              tarot_card_set_contains (view.hand, tarot_card_make_trump (1)))
            {
              guint seat = deal.to_move;
              gboolean mine = seat == deal.declarer || seat == deal.partner;
              gboolean announced = FALSE;

              for (guint s = 0; s < 4; s++)
                if ((s == deal.declarer || s == deal.partner) == mine &&
                    (deal.announced[s] & (1u << 5)))
                  announced = TRUE;
              for (guint i = 0; announced && view.legal.n > 1 && i < view.legal.n; i++)
                {
                  g_assert_cmpuint (view.legal.actions[i].card, !=, tarot_card_make_trump (1));
                  checked++;
                }
            }
          tarot_deal_apply (&rules, &deal, tarot_random_player_choose (&view, &rng));
        }
    }
  g_assert_cmpuint (checked, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hungarian/scoring/ex1-double-game-kontra", test_ex1);
  g_test_add_func ("/hungarian/scoring/ex2-silent-double-game", test_ex2);
  g_test_add_func ("/hungarian/scoring/ex3-volat-replaces-trull", test_ex3);
  g_test_add_func ("/hungarian/scoring/ex4-failed-four-kings", test_ex4);
  g_test_add_func ("/hungarian/scoring/ex5-both-announce-four-kings", test_ex5);
  g_test_add_func ("/hungarian/scoring/ex6-yielded-five-players", test_ex6);
  g_test_add_func ("/hungarian/scoring/ex7-alone-xxi-catch", test_ex7);
  g_test_add_func ("/hungarian/scoring/ex8-pagatultimo-kontra-fails", test_ex8);
  g_test_add_func ("/hungarian/scoring/ex9-trial-three", test_ex9);
  g_test_add_func ("/hungarian/scoring/ex10-double-game-and-volat", test_ex10);
  g_test_add_func ("/hungarian/scoring/table-kontra", test_table_kontra);
  g_test_add_func ("/hungarian/scoring/ungarisch", test_ungarisch);
  g_test_add_func ("/hungarian/scoring/kegl-four-kings", test_kegl_kings);
  g_test_add_func ("/hungarian/options/no-basic-game-after-dg-or-volat", test_no_basic_game);
  g_test_add_func ("/hungarian/options/pay-dealer-for-talon-honours", test_talon_honours);
  g_test_add_func ("/hungarian/options/discards-admitted-at-first-turn", test_tell_at_first_turn);
  g_test_add_func ("/hungarian/options/free-call-despite-xx-rule", test_free_call_despite_xx);
  g_test_add_func ("/hungarian/options/pais-declarations", test_pais_declarations);
  g_test_add_func ("/hungarian/options/declarations-like-announcements", test_declarations_like_announcements);
  g_test_add_func ("/hungarian/options/pais-xvii-cue", test_pais_xvii_cue);
  g_test_add_func ("/hungarian/options/cue-only-to-previous-bidder", test_cue_only_to_previous_bidder);
  g_test_add_func ("/hungarian/options/cue-only-if-other-declares", test_cue_only_if_other_declares);
  g_test_add_func ("/hungarian/options/dealer-weeps-laughs", test_dealer_weeps_laughs);
  g_test_add_func ("/hungarian/options/discarder-states-reason", test_discarder_states_reason);
  g_test_add_func ("/hungarian/options/knock-deal", test_knock_deal);
  g_test_add_func ("/hungarian/terms", test_terms);
  g_test_add_func ("/hungarian/auction/conventions", test_conventions);
  g_test_add_func ("/hungarian/auction/no-conventions", test_no_conventions);
  g_test_add_func ("/hungarian/play/ultimo-obligation", test_ultimo_obligation);
  g_test_add_func ("/hungarian/random", test_random);
  status = g_test_run ();
  return status;
}
