/* tarot-cli-play.c — `triumphs-cli deal` and `triumphs-cli play`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "model/tarot-family.h"
#include "model/tarot-replay.h"
#include "tarot-cli.h"

static JsonArray *
cards_to_json (TarotPack    *pack,
               TarotCardSet  set)
{
  JsonArray *array = json_array_new ();
  guint n;
  const TarotCard *order = tarot_pack_get_cards (pack, &n);

  for (guint i = 0; i < n; i++)
    if (tarot_card_set_contains (set, order[i]))
      json_array_add_string_element (array, tarot_pack_card_to_string (pack, order[i]));
  return array;
}

static void
print_cards (TarotPack    *pack,
             const char   *title,
             TarotCardSet  set)
{
  guint n;
  const TarotCard *order = tarot_pack_get_cards (pack, &n);

  printf ("%-8s", title);
  for (guint i = 0; i < n; i++)
    if (tarot_card_set_contains (set, order[i]))
      printf (" %s", tarot_pack_card_to_string (pack, order[i]));
  printf ("\n");
}

int
tarot_cli_deal (int    argc,
                char **argv)
{
  TarotCliCommon common = { 0 };
  GOptionEntry entries[8];
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotDeal deal;
  guint64 seed;
  TarotPack *pack;
  int ret = 0;

  tarot_cli_common_entries (&common, entries, TRUE);
  if (!tarot_cli_parse ("deal", _("Deal a hand from a seed and show it"), entries, &argc, &argv))
    {
      tarot_cli_common_clear (&common);
      return 2;
    }
  if (!tarot_cli_parse_seed (common.seed, &seed, &error) ||
      (variant = tarot_cli_load (&common, rules, NULL, &error)) == NULL)
    {
      tarot_cli_common_clear (&common);
      return tarot_cli_fail ("deal", error);
    }

  pack = tarot_variant_get_pack (variant);
  tarot_deal_setup (rules, &deal, (guint) common.dealer, seed);
  if (common.json)
    {
      JsonObject *o = json_object_new ();
      JsonArray *hands = json_array_new ();
      g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

      json_object_set_string_member (o, "variant", common.variant);
      json_object_set_int_member (o, "players", common.players);
      json_object_set_int_member (o, "dealer", deal.dealer);
      json_object_set_string_member (o, "seed", seed_str);
      for (guint p = 0; p < deal.n_players; p++)
        json_array_add_array_element (hands, cards_to_json (pack, deal.hands[p]));
      json_object_set_array_member (o, "hands", hands);
      json_object_set_array_member (o, "talon", cards_to_json (pack, deal.talon));
      json_object_set_boolean_member (o, "annulled", deal.end == TAROT_END_ANNULLED);
      tarot_cli_print_json (o);
      json_object_unref (o);
    }
  else
    {
      printf ("%s, %d players, dealer %u, seed %" G_GUINT64_FORMAT "\n",
              tarot_variant_get_name (variant), common.players, deal.dealer, seed);
      for (guint p = 0; p < deal.n_players; p++)
        {
          g_autofree char *title = g_strdup_printf ("seat %u", p);

          print_cards (pack, title, deal.hands[p]);
        }
      print_cards (pack, "talon", deal.talon);
      if (deal.end == TAROT_END_ANNULLED)
        printf ("%s\n", _("The deal is annulled."));
    }
  tarot_cli_common_clear (&common);
  return ret;
}

int
tarot_cli_play (int    argc,
                char **argv)
{
  TarotCliCommon common = { 0 };
  g_autofree char *bots = NULL;
  GOptionEntry entries[9];
  g_autoptr(GError) error = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  g_autoptr(GHashTable) options = NULL;
  g_autoptr(TarotReplay) replay = NULL;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  TarotDeal deal;
  TarotPlayerView view;
  TarotOutcome outcome;
  TarotScore score;
  TarotRng rng;
  TarotPack *pack;
  guint64 seed;

  tarot_cli_common_entries (&common, entries, TRUE);
  entries[6] = (GOptionEntry) { "bots", 'b', 0, G_OPTION_ARG_STRING, &bots,
                                N_("Computer players for every seat (random)"), N_("KIND") };
  memset (&entries[7], 0, sizeof entries[7]);
  if (!tarot_cli_parse ("play", _("Play a hand with computer players and score it"), entries, &argc, &argv))
    {
      tarot_cli_common_clear (&common);
      return 2;
    }
  if (bots != NULL && !g_str_equal (bots, "random"))
    {
      g_set_error (&error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("--bots: unknown kind “%s” (available: random)"), bots);
      tarot_cli_common_clear (&common);
      return tarot_cli_fail ("play", error);
    }
  if (!tarot_cli_parse_seed (common.seed, &seed, &error) ||
      (variant = tarot_cli_load (&common, rules, &options, &error)) == NULL)
    {
      tarot_cli_common_clear (&common);
      return tarot_cli_fail ("play", error);
    }

  pack = tarot_variant_get_pack (variant);
  replay = tarot_replay_new (common.variant, (guint) common.players, (guint) common.dealer, seed, options);
  /* the bots draw from their own stream so the deal depends on the seed alone */
  tarot_rng_init (&rng, seed ^ G_GUINT64_CONSTANT (0x5DEECE66D));
  tarot_deal_setup (rules, &deal, (guint) common.dealer, seed);
  while (!tarot_deal_is_over (&deal))
    {
      TarotAction action;

      tarot_deal_make_view (rules, &deal, deal.to_move, &view);
      action = tarot_random_player_choose (&view, &rng);
      tarot_replay_append (replay, action);
      tarot_deal_apply (rules, &deal, action);
    }
  tarot_deal_outcome (rules, &deal, &outcome);
  tarot_rules_score (rules, &outcome, &score, TRUE);

  if (common.json)
    {
      JsonObject *o = json_object_new ();

      json_object_set_object_member (o, "replay", tarot_replay_to_json (replay, rules, pack));
      json_object_set_string_member (o, "end", deal.end == TAROT_END_PLAYED ? "played"
                                               : deal.end == TAROT_END_PASSED_OUT ? "passed_out"
                                               : "annulled");
      /* a hand not played has an outcome when the family scores it (S8) */
      if (deal.end == TAROT_END_PLAYED || score.n_lines > 0)
        json_object_set_object_member (o, "outcome", rules->family->outcome_to_json (rules, &outcome));
      json_object_set_object_member (o, "score", tarot_cli_score_to_json (&score));
      tarot_cli_print_json (o);
      json_object_unref (o);
    }
  else
    {
      printf ("%s, %d players, dealer %d, seed %" G_GUINT64_FORMAT "\n",
              tarot_variant_get_name (variant), common.players, common.dealer, seed);
      for (guint i = 0; i < replay->actions->len; i++)
        {
          TarotAction a = g_array_index (replay->actions, TarotAction, i);
          const char *arg = rules->family->arg_to_string (rules, a.kind, a.arg);
          /* a talon part or batch is told by its number */
          g_autofree char *number = a.kind == TAROT_ACTION_TAKE_TALON && arg == NULL
                                    ? g_strdup_printf ("%u", a.arg) : NULL;

          printf ("%3u  seat %u  %-9s %s%s\n", i, a.seat, tarot_action_kind_to_string (a.kind),
                  a.card != TAROT_CARD_NONE ? tarot_pack_card_to_string (pack, a.card) : "",
                  arg ? arg : number ? number : "");
        }
      if (deal.end != TAROT_END_PLAYED && score.n_lines > 0)
        printf ("%s\n", _("The hand is not played; only the lines below are scored."));
      else if (deal.end != TAROT_END_PLAYED)
        printf ("%s\n", deal.end == TAROT_END_PASSED_OUT ? _("Everybody passed: no score.")
                                                         : _("The deal is annulled: no score."));
      for (guint i = 0; i < score.n_lines; i++)
        {
          printf ("%s\n     ", score.lines[i].label);
          for (guint p = 0; p < score.n_players; p++)
            printf (" %+6d", score.lines[i].amounts[p]);
          printf ("\n");
        }
      if (score.n_lines > 0)
        {
          printf ("%-5s", _("Total"));
          for (guint p = 0; p < score.n_players; p++)
            printf (" %+6d", score.totals[p]);
          printf ("\n");
        }
    }
  tarot_cli_common_clear (&common);
  return 0;
}
