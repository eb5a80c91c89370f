/* test-explain.c — why a card is illegal, and action labels in the variants' terms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ai/tarot-random-player.h"
#include "model/tarot-explain.h"
#include "model/tarot-french.h"
#include "model/tarot-variant.h"

#define N_HANDS 60

typedef struct
{
  guint follow, trump, overtrump, higher, other;
  guint kings, honours, trumps;
  guint not_your_turn;
} Reasons;

static TarotVariant *
load_rules (const char *id,
            guint       n_players,
            TarotRules *rules)
{
  g_autoptr(GError) error = NULL;
  TarotVariant *variant = tarot_variant_load (id, &error);

  g_assert_no_error (error);
  g_assert_true (tarot_variant_build_rules (variant, n_players, NULL, rules, &error));
  g_assert_no_error (error);
  return variant;
}

/* What the reason must be, worked out from the trick and the hand alone. */
static const char *
expected_play_reason (const TarotRules      *rules,
                      const TarotPlayerView *view,
                      TarotCard              card,
                      TarotCardSet           legal)
{
  const TarotCard *trick = view->tricks[view->n_tricks];
  int led;

  if (view->trick_len == 0)
    return "The rules do not allow this card now";
  led = tarot_trick_led_suit (rules, trick, view->trick_len);
  if (led >= 0 && led < TAROT_N_SUITS
      && !tarot_card_set_is_empty (tarot_card_set_intersect (view->hand, rules->suit_sets[led])))
    return "You must follow suit";
  if (!tarot_card_set_contains (rules->trumps, card)
      && !tarot_card_set_is_empty (tarot_card_set_intersect (legal, rules->trumps)))
    return "You must play a trump";
  if (tarot_card_set_contains (rules->trumps, card))
    {
      guint best = 0;

      for (guint i = 0; i < view->trick_len; i++)
        if (tarot_card_set_contains (rules->trumps, trick[i]))
          best = MAX (best, rules->rank[trick[i]]);
      /* Tapp keeps an announced Pagat back: not an overtrumping rule */
      TAROT_CARD_SET_FOREACH (tarot_card_set_intersect (legal, rules->trumps), t)
        if (rules->rank[t] < best)
          return "The rules do not allow this card now";
      if (rules->rank[card] < best)
        return "You must overtrump";
    }
  else if (led >= 0 && led < TAROT_N_SUITS && tarot_card_set_contains (rules->suit_sets[led], card))
    return "You must play a higher card";
  return "The rules do not allow this card now";
}

static void
count_reason (Reasons    *reasons,
              const char *reason)
{
  if (g_str_equal (reason, "You must follow suit"))
    reasons->follow++;
  else if (g_str_equal (reason, "You must play a trump"))
    reasons->trump++;
  else if (g_str_equal (reason, "You must overtrump"))
    reasons->overtrump++;
  else if (g_str_equal (reason, "You must play a higher card"))
    reasons->higher++;
  else if (g_str_equal (reason, "Kings cannot be discarded"))
    reasons->kings++;
  else if (g_str_equal (reason, "Trump honours cannot be discarded"))
    reasons->honours++;
  else if (g_str_equal (reason, "Trumps can only be discarded when you lack other cards"))
    reasons->trumps++;
  else
    reasons->other++;
}

/* A poignée being shown (§9.1): every card that may not be shown says
 * why, in the terms of the rule it breaks. */
static void
check_show (const TarotRules      *rules,
            const TarotPlayerView *view,
            Reasons               *reasons)
{
  TarotCardSet legal = TAROT_CARD_SET_EMPTY;

  for (guint i = 0; i < view->legal.n; i++)
    {
      g_assert_cmpint (view->legal.actions[i].kind, ==, TAROT_ACTION_SHOW);
      g_assert_null (tarot_explain_illegal (rules, view, view->legal.actions[i]));
      tarot_card_set_add (&legal, view->legal.actions[i].card);
    }
  TAROT_CARD_SET_FOREACH (view->hand, card)
    {
      TarotAction action = { TAROT_ACTION_SHOW, view->seat, card, 0 };
      const char *reason;

      if (tarot_card_set_contains (legal, card))
        continue;
      reason = tarot_explain_illegal (rules, view, action);
      if (tarot_card_set_contains (view->shown, card))
        g_assert_cmpstr (reason, ==, "This card is already shown");
      else if (card == TAROT_CARD_FOOL)
        g_assert_cmpstr (reason, ==, "The Excuse can only be shown when you have no other trump left to show");
      else
        g_assert_cmpstr (reason, ==, "Only trumps can be shown");
      count_reason (reasons, reason);
    }
}

static void
check_position (const TarotRules *rules,
                const TarotDeal  *deal,
                Reasons          *reasons)
{
  TarotPlayerView view;
  TarotPlayerView other;
  TarotCardSet legal = TAROT_CARD_SET_EMPTY;
  TarotActionKind kind;
  guint seat = deal->to_move;

  if (deal->phase != TAROT_PHASE_PLAY && deal->phase != TAROT_PHASE_DISCARD)
    return;
  kind = deal->phase == TAROT_PHASE_PLAY ? TAROT_ACTION_PLAY : TAROT_ACTION_DISCARD;
  tarot_deal_make_view (rules, deal, seat, &view);
  if (view.legal.actions[0].kind == TAROT_ACTION_SHOW)
    {
      check_show (rules, &view, reasons);
      return;
    }
  for (guint i = 0; i < view.legal.n; i++)
    {
      g_assert_null (tarot_explain_illegal (rules, &view, view.legal.actions[i]));
      tarot_card_set_add (&legal, view.legal.actions[i].card);
    }

  TAROT_CARD_SET_FOREACH (view.hand, card)
    {
      TarotAction action = { kind, seat, card, 0 };
      const char *reason;

      if (tarot_card_set_contains (legal, card))
        continue;
      reason = tarot_explain_illegal (rules, &view, action);
      g_assert_nonnull (reason);
      if (kind == TAROT_ACTION_PLAY)
        g_assert_cmpstr (reason, ==, expected_play_reason (rules, &view, card, legal));
      else if (tarot_card_set_contains (rules->kings, card))
        g_assert_cmpstr (reason, ==, "Kings cannot be discarded");
      else if (tarot_card_set_contains (rules->honours, card) && !tarot_card_is_suit_card (card))
        g_assert_cmpstr (reason, ==, "Trump honours cannot be discarded");
      count_reason (reasons, reason);
    }

  /* the next seat waits for its turn whatever it would play */
  tarot_deal_make_view (rules, deal, (seat + 1) % deal->n_players, &other);
  if (!tarot_card_set_is_empty (other.hand))
    {
      TarotAction action = { kind, other.seat, tarot_card_set_first (other.hand), 0 };

      g_assert_cmpstr (tarot_explain_illegal (rules, &other, action), ==, "It is not your turn");
      reasons->not_your_turn++;
    }
}

static void
play_hands (const char *id,
            guint       n_players,
            Reasons    *reasons)
{
  TarotRules rules;
  g_autoptr(TarotVariant) variant = load_rules (id, n_players, &rules);
  TarotRng rng;

  tarot_rng_init (&rng, 20261122);
  for (guint hand = 0; hand < N_HANDS; hand++)
    {
      TarotDeal deal;

      tarot_deal_setup (&rules, &deal, hand % n_players, 1000 + hand);
      while (!tarot_deal_is_over (&deal))
        {
          TarotPlayerView view;
          TarotAction action;

          check_position (&rules, &deal, reasons);
          tarot_deal_make_view (&rules, &deal, deal.to_move, &view);
          action = tarot_random_player_choose (&view, &rng);
          tarot_deal_apply (&rules, &deal, action);
        }
    }
}

static void
test_french_reasons (void)
{
  Reasons reasons = { 0 };

  play_hands ("french-tarot", 4, &reasons);
  g_assert_cmpuint (reasons.follow, >, 0);
  g_assert_cmpuint (reasons.trump, >, 0);
  g_assert_cmpuint (reasons.overtrump, >, 0);
  g_assert_cmpuint (reasons.kings, >, 0);
  g_assert_cmpuint (reasons.honours, >, 0);
  g_assert_cmpuint (reasons.not_your_turn, >, 0);
}

static void
test_troccas_reasons (void)
{
  Reasons reasons = { 0 };

  play_hands ("troccas4", 4, &reasons);
  g_assert_cmpuint (reasons.follow, >, 0);
  g_assert_cmpuint (reasons.trump, >, 0);
  g_assert_cmpuint (reasons.honours, >, 0);
  g_assert_cmpuint (reasons.not_your_turn, >, 0);
}

static void
test_tapp_reasons (void)
{
  Reasons reasons = { 0 };

  play_hands ("tapp-tarock", 3, &reasons);
  g_assert_cmpuint (reasons.follow, >, 0);
  /* Trischaken: beat the best card so far */
  g_assert_cmpuint (reasons.higher + reasons.overtrump, >, 0);
  g_assert_cmpuint (reasons.trump, >, 0);
  g_assert_cmpuint (reasons.kings, >, 0);
  g_assert_cmpuint (reasons.not_your_turn, >, 0);
}

static TarotAction
bid_of (const TarotRules *rules,
        const char       *contract)
{
  for (guint c = 0; c < rules->n_contracts; c++)
    if (g_str_equal (rules->contract_ids[c], contract))
      return (TarotAction) { TAROT_ACTION_BID, 0, TAROT_CARD_NONE, (guint8) c };
  g_assert_not_reached ();
}

static void
assert_label (TarotVariant     *variant,
              const TarotRules *rules,
              TarotAction       action,
              const char       *lang,
              const char       *expected)
{
  g_autofree char *label = tarot_explain_action_label (variant, rules, action, lang);

  g_assert_cmpstr (label, ==, expected);
}

static void
test_labels (void)
{
  TarotRules french, tapp, troccas;
  g_autoptr(TarotVariant) french_variant = load_rules ("french-tarot", 4, &french);
  g_autoptr(TarotVariant) tapp_variant = load_rules ("tapp-tarock", 3, &tapp);
  g_autoptr(TarotVariant) troccas_variant = load_rules ("troccas4", 4, &troccas);
  TarotAction pass = { TAROT_ACTION_PASS, 0, TAROT_CARD_NONE, 0 };
  TarotAction hold = { TAROT_ACTION_HOLD, 0, TAROT_CARD_NONE, 0 };
  TarotAction play = { TAROT_ACTION_PLAY, 0, tarot_card_make (TAROT_SUIT_CUPS, TAROT_FACE_QUEEN), 0 };
  TarotAction call = { TAROT_ACTION_CALL, 0, tarot_card_make (TAROT_SUIT_HEARTS, TAROT_FACE_KING), 0 };

  /* the variant's own language, then English for the tooltip */
  assert_label (french_variant, &french, bid_of (&french, "garde_contre"), NULL, "Garde contre");
  assert_label (french_variant, &french, bid_of (&french, "prise"), "fr", "Prise");
  assert_label (french_variant, &french, pass, "de", "Weiter");
  assert_label (tapp_variant, &tapp, bid_of (&tapp, "dreier"), NULL, "Dreier");
  assert_label (tapp_variant, &tapp, bid_of (&tapp, "dreier"), "en", "Three");
  /* no term: the contract id made readable */
  assert_label (tapp_variant, &tapp, bid_of (&tapp, "solo"), "de", "Solo");
  assert_label (tapp_variant, &tapp, hold, "hu", "Tartom");
  assert_label (tapp_variant, &tapp, pass, NULL, "Weiter");
  assert_label (tapp_variant, &tapp,
                (TarotAction) { TAROT_ACTION_KONTRA, 0, TAROT_CARD_NONE, 0 }, NULL, "Kontra (Game)");
  assert_label (french_variant, &french, call, "en", "King of Hearts");
  /* French announcements and doublings in the game's words */
  assert_label (french_variant, &french,
                (TarotAction) { TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, TAROT_FRENCH_ANNOUNCE_POIGNEE_SIMPLE },
                NULL, "Poignée simple");
  assert_label (french_variant, &french,
                (TarotAction) { TAROT_ACTION_ANNOUNCE, 0, TAROT_CARD_NONE, TAROT_FRENCH_ANNOUNCE_POIGNEE_DOUBLE },
                "en", "Double poignée");
  assert_label (french_variant, &french,
                (TarotAction) { TAROT_ACTION_KONTRA, 0, TAROT_CARD_NONE, TAROT_FRENCH_KONTRA_CONTRE }, NULL, "Contre");
  assert_label (french_variant, &french,
                (TarotAction) { TAROT_ACTION_KONTRA, 0, TAROT_CARD_NONE, TAROT_FRENCH_KONTRA_SURCONTRE }, "de", "Re");
  assert_label (troccas_variant, &troccas, play, "en", "Queen of Cups");
  assert_label (troccas_variant, &troccas,
                (TarotAction) { TAROT_ACTION_PLAY, 0, TAROT_CARD_FOOL, 0 }, "en", "The Fool");
}

/* Ids made readable; an empty one (a variant's choice "") once read past
 * the end of its copy. */
static void
test_readable (void)
{
  static const char *const ids[][2] = {
    { "garde_contre", "Garde contre" },
    { "été_x", "Été x" },
    { "x", "X" },
    { "_", " " },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *readable = tarot_explain_readable (ids[i][0]);

      g_assert_cmpstr (readable, ==, ids[i][1]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/explain/french/reasons", test_french_reasons);
  g_test_add_func ("/explain/troccas/reasons", test_troccas_reasons);
  g_test_add_func ("/explain/tapp/reasons", test_tapp_reasons);
  g_test_add_func ("/explain/labels", test_labels);
  g_test_add_func ("/explain/readable", test_readable);

  return g_test_run ();
}
