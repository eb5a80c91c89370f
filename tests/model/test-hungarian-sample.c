/* test-hungarian-sample.c — sampled Hungarian Tarokk deals keep what
 * the auction, the discards and the announcements told
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search player rebuilds full deals from one seat's view
 * (tarot_deal_sample()).  Everything the rules make public must hold in
 * those deals too, or the search reasons about hands that cannot
 * exist: a bidder without an honour (§6.1), a cue bidder without the
 * cued tarokk (§6.5.2), a pile with the wrong number of tarokks (§7.3),
 * a called tarokk in the wrong place (§8.1), declared tarokks that are
 * not there (§9.7), or a forced kontra or pagátultimó that the seat
 * can no longer say.  Each check compares the sample with the real
 * deal it was drawn from.
 */
#include "config.h"

#include "ai/tarot-random-player.h"
#include "model/tarot-family.h"
#include "model/tarot-sample.h"
#include "model/tarot-variant.h"

enum { A = 0, B = 1, C = 2, D = 3 };

#define SAMPLES 4

static void
build (TarotRules  *rules,
       guint        n_players,
       const char  *profile)
{
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  static TarotVariant *variant;
  g_autoptr(GError) error = NULL;

  if (profile != NULL)
    g_hash_table_insert (options, (gpointer) "profile", (gpointer) profile);
  if (variant == NULL)
    variant = tarot_variant_load ("hungarian-tarokk", &error);
  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (variant, n_players, options, rules, &error));
  g_assert_no_error (error);
}

static TarotCardSet
played_by (const TarotRules *rules,
           const TarotDeal  *deal,
           guint             seat)
{
  TarotCardSet cards = TAROT_CARD_SET_EMPTY;

  for (guint t = 0; t <= deal->n_tricks && t < TAROT_MAX_TRICKS; t++)
    {
      guint len = t < deal->n_tricks ? rules->trick_size : deal->trick_len;

      for (guint i = 0; i < len; i++)
        if (tarot_trick_seat (rules, deal->dealer, deal->trick_leader[t], i) == seat)
          tarot_card_set_add (&cards, deal->tricks[t][i]);
    }
  return cards;
}

static guint
tarokks (const TarotRules *rules,
         TarotCardSet      set)
{
  return tarot_card_set_count (tarot_card_set_intersect (set, rules->trumps));
}

static gboolean
may_pass (const TarotRules *rules,
          const TarotDeal  *deal)
{
  TarotActionList list;

  tarot_deal_legal_actions (rules, deal, &list);
  for (guint i = 0; i < list.n; i++)
    if (list.actions[i].kind == TAROT_ACTION_PASS)
      return TRUE;
  return FALSE;
}

/* The checks of one sample of @real from @seat's view. */
static void
check_sample (const TarotRules *rules,
              const TarotDeal  *real,
              guint             seat,
              const TarotDeal  *sample)
{
  guint n_bids = 0, trial = TAROT_NO_SEAT;

  g_assert_true (tarot_deal_check_cards (rules, sample, NULL));
  for (guint i = 0; i < real->n_auction; i++)
    {
      const TarotAction *a = &real->auction[i];
      TarotCardSet had;

      /* §6.2: the fourth seat after three passes bids without an
       * honour, and may then raise his lone bid */
      if (a->kind == TAROT_ACTION_BID && n_bids == 0 && i == 3)
        trial = a->seat;
      n_bids += a->kind == TAROT_ACTION_BID;
      if ((a->kind != TAROT_ACTION_BID && a->kind != TAROT_ACTION_HOLD) || a->seat == trial)
        continue;
      had = tarot_card_set_union (sample->hands[a->seat], played_by (rules, sample, a->seat));
      g_assert_false (tarot_card_set_is_empty (tarot_card_set_intersect (had, rules->honours)));
    }
  if (real->phase >= TAROT_PHASE_ANNOUNCE)
    g_assert_cmpuint (tarokks (rules, sample->discard), ==, tarokks (rules, real->discard));
  if (real->called_card != TAROT_CARD_NONE)
    g_assert_cmpint (tarot_card_set_contains (sample->discard, real->called_card), ==,
                     tarot_card_set_contains (real->discard, real->called_card));
  for (guint s = 0; s < real->n_players; s++)
    if (real->announced[s] & (3u << 7))
      g_assert_cmpuint (tarokks (rules, tarot_card_set_union (sample->hands[s], played_by (rules, sample, s))), ==,
                        tarokks (rules, tarot_card_set_union (real->hands[s], played_by (rules, real, s))));
  /* a seat that must kontra or announce here still must */
  if (real->phase == TAROT_PHASE_ANNOUNCE && real->to_move != seat && !may_pass (rules, real))
    g_assert_false (may_pass (rules, sample));
}

/* Random hands of every profile for four and five players, sampled
 * from every other seat's view at random points. */
static void
test_random (void)
{
  static const char *const profiles[] = { "hu_paskievics", "hu_kegl_bga", "at_ungarisch" };
  guint checked = 0, forced = 0, pile_tarokks = 0;

  for (guint pi = 0; pi < G_N_ELEMENTS (profiles); pi++)
    for (guint n = 4; n <= 5; n++)
      {
        TarotRules rules;
        TarotRng rng;

        build (&rules, n, profiles[pi]);
        tarot_rng_init (&rng, 313 + n + pi);
        for (guint hand = 0; hand < 300; hand++)
          {
            TarotDeal deal;
            TarotPlayerView view;

            tarot_deal_setup (&rules, &deal, hand % n, hand * 17u + 3);
            while (!tarot_deal_is_over (&deal))
              {
                gboolean no_pass = deal.phase == TAROT_PHASE_ANNOUNCE && !may_pass (&rules, &deal);

                if (no_pass || tarot_rng_below (&rng, 4) == 0)
                  for (guint s = 0; s < n; s++)
                    {
                      if (s == deal.to_move || (n > 4 && s == deal.dealer))
                        continue;
                      tarot_deal_make_view (&rules, &deal, s, &view);
                      for (guint k = 0; k < SAMPLES; k++)
                        {
                          TarotDeal sample;

                          g_assert_true (tarot_deal_sample (&rules, &view, &rng, &sample));
                          check_sample (&rules, &deal, s, &sample);
                          checked++;
                        }
                      forced += no_pass;
                      pile_tarokks += deal.phase >= TAROT_PHASE_ANNOUNCE && tarokks (&rules, deal.discard) > 0;
                    }
                tarot_deal_make_view (&rules, &deal, deal.to_move, &view);
                tarot_deal_apply (&rules, &deal, tarot_random_player_choose (&view, &rng));
              }
          }
      }
  g_assert_cmpuint (checked, >, 10000);
  g_assert_cmpuint (forced, >, 20);
  g_assert_cmpuint (pile_tarokks, >, 100);
}

/* A három, B pass, C pass, D egy (a jump: the cue of the XIX, §6.5.2):
 * every sample from A's view gives D the XIX. */
static void
test_cue (void)
{
  TarotRules rules;
  TarotRng rng;
  guint cues = 0;

  build (&rules, 4, NULL);
  tarot_rng_init (&rng, 19);
  for (guint seed = 1; seed <= 4000; seed++)
    {
      TarotDeal deal;
      TarotPlayerView view;
      static const TarotActionKind kinds[] = { TAROT_ACTION_BID, TAROT_ACTION_PASS, TAROT_ACTION_PASS,
                                               TAROT_ACTION_BID };
      static const guint8 args[] = { 0, 0, 0, 2 };
      gboolean ok = TRUE;

      tarot_deal_setup (&rules, &deal, D, seed);
      for (guint i = 0; i < G_N_ELEMENTS (kinds) && ok; i++)
        {
          TarotAction a = { kinds[i], deal.to_move, TAROT_CARD_NONE, args[i] };

          ok = tarot_deal_is_legal (&rules, &deal, a);
          if (ok)
            tarot_deal_apply (&rules, &deal, a);
        }
      if (!ok || deal.phase != TAROT_PHASE_AUCTION)
        continue;
      g_assert_true (tarot_card_set_contains (deal.hands[D], tarot_card_make_trump (19)));
      tarot_deal_make_view (&rules, &deal, A, &view);
      for (guint k = 0; k < 20; k++)
        {
          TarotDeal sample;

          g_assert_true (tarot_deal_sample (&rules, &view, &rng, &sample));
          g_assert_true (tarot_card_set_contains (sample.hands[D], tarot_card_make_trump (19)));
          check_sample (&rules, &deal, A, &sample);
        }
      cues++;
    }
  g_assert_cmpuint (cues, >, 20);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hungarian/sample/random", test_random);
  g_test_add_func ("/hungarian/sample/cue-bid", test_cue);
  return g_test_run ();
}
