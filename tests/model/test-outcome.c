/* test-outcome.c — outcome validation and outcome descriptions of every
 * family: impossible outcomes are refused with a message naming the
 * field, every outcome a played hand produces is accepted and scores the
 * same, and the descriptions are well formed and cover what is written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ai/tarot-random-player.h"
#include "model/tarot-error.h"
#include "model/tarot-outcome-desc.h"
#include "model/tarot-variant.h"
#include "tarot-test-cases.h"

#define N_HANDS 3000

/* House rules that open the keys and checks the defaults never reach. */
static const TarotTestOptionCase option_cases[] = {
  { "french-tarot", 3, { "penguin_poignee", "true", "misere", "true", "defence_slam_bonus", "200" } },
  { "french-tarot", 4, { "contre", "true", "petit_imprenable", "true", "bid_grand_chelem", "true" } },
  { "french-tarot", 4, { "petit_sec", "play", "tarot_force", "true", "petit_en_dedans", "true" } },
  { "french-tarot", 5, { "misere", "true", "bid_grand_chelem", "true", "appel_scoring", "harmonised" } },
  { "french-tarot", 5, { "petit_imprenable", "true", "defence_slam_bonus", "200", "pousse_bid", "off" } },
  { "french-tarot", 3, { "petit_imprenable", "true", "pousse_bid", "lau", "contre", "true" } },
  { "tapp-tarock", 3, { "all_pass", "trischaken", "max_kontra_level", "3", "contra_ultimo", "true" } },
  { "tapp-tarock", 4, { "all_pass", "trischaken", "opponent_valat", "none", "hand_bonus_timing", "as_dealt" } },
  { "tapp-doppen", 3, { "max_kontra_level", "3", "opponent_valat", "none", NULL } },
  { "troccas3", 3, { "counting", "single", "discard", "honours_together", NULL } },
  { "troccas4", 4, { "deal_form", "one_round", "discard", "no_mund_narr", NULL } },
  { "koenigrufen", 4, { "profile", "kr_vacha", NULL } },
  { "koenigrufen", 5, { "profile", "kr_ooe", NULL } },
  { "koenigrufen", 4, { "profile", "kr_ooe", "may_call_own_king", "on", "kontra_money_only", "off" } },
  { "hungarian-tarokk", 4, { "profile", "hu_kegl_bga", "book_values", "true", NULL } },
  { "hungarian-tarokk", 5, { "profile", "at_ungarisch", NULL } },
  { "hungarian-tarokk", 4, { "passout_doubling", "none", "kontra_multiplies_silent", "true", NULL } },
  { "hungarian-tarokk", 5, { "pay_dealer_for_talon_honours", "true", "no_basic_game_after_dg_or_volat", "true", NULL } },
  { "hungarian-tarokk", 4, { "xx_not_discardable", "true", "discards_admitted_at_first_turn", "true", "pais_declarations", "true" } },
  { "hungarian-tarokk", 5, { "declarations_like_announcements", "true", "pais_xvii_cue", "true", "cue_only_to_previous_bidder", "true" } },
  { "scarto", 3, { "matto_exchange", "true", "surrender", "true", NULL } },
  { "tarocchi4", 4, { "counting", "pinerolo", "surrender", "false", NULL } },
  { "terziglio", 3, { "monzuno", "true", NULL } },
  { "ottocento", 4, { "rubber", "quattro_scartate", "signals", "true", NULL } },
  { "barcellona3", 3, { "dealer_solo", "false", "half_stakes", "true", NULL } },
  { "barcellona3", 3, { "monte_unshown", "true", "extra_signals", "true", "solo_leads", "true" } },
  { "mineo3", 3, { "palagonia", "true", NULL } },
  { "barcellona4", 4, { "partnerships", "false", NULL } },
};

static TarotRules *
build_rules (const char  *variant_id,
             guint        n_players,
             const char  *const *options)
{
  TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(GHashTable) table = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; options != NULL && options[i] != NULL; i += 2)
    g_hash_table_insert (table, (gpointer) options[i], (gpointer) options[i + 1]);
  g_assert_true (tarot_variant_build_rules (tarot_test_find_variant (variant_id), n_players, table, rules,
                                            &error));
  g_assert_no_error (error);
  return rules;
}

static gboolean
read_outcome (const TarotRules  *rules,
              JsonObject        *json,
              TarotOutcome      *outcome,
              GError           **error)
{
  return rules->family->outcome_from_json (rules, json, outcome, error);
}

/* ------------------------------------------------------------------ */
/* refused outcomes                                                    */

typedef struct
{
  const char *variant;
  guint       n_players;
  const char *options[7];
  const char *json;
  const char *key;        /* the key path the message must name */
} BadCase;

static const BadCase bad_cases[] = {
  /* French Tarot: keys and types */
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
    " \"petit_au_bot\": {\"winner\": 1}}", "petit_au_bot" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
    " \"petit_au_bout\": {\"winner\": 1, \"playd_by\": 1}}", "petit_au_bout.playd_by" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
    " \"poignees\": [{\"seat\": 1, \"lvl\": \"simple\"}]}", "poignees[0].lvl" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": \"45\", \"bouts\": 2}",
    "points" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 92, \"bouts\": 2}",
    "points" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 4}",
    "bouts" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 4, \"points\": 45, \"bouts\": 2}",
    "declarer" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"partner\": 1, \"points\": 45,"
    " \"bouts\": 2}", "partner" },
  { "french-tarot", 5, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"partner\": 5, \"points\": 45,"
    " \"bouts\": 2}", "partner" },
  /* French Tarot: card points against the pack (§4) and the slams */
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 91, \"bouts\": 0}",
    "points" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45.5, \"bouts\": 2}",
    "points" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 2, \"bouts\": 0}",
    "points" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 10, \"bouts\": 2,"
    " \"chelem\": {\"announced\": true, \"made\": true}}", "points" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 80, \"bouts\": 3,"
    " \"chelem\": {\"announced\": true, \"made\": true}}", "chelem" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 91, \"bouts\": 3}",
    "chelem" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 40, \"bouts\": 1,"
    " \"defence_slam\": true}", "defence_slam" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 91, \"bouts\": 3,"
    " \"chelem\": {\"made\": true}, \"defence_slam\": true}", "defence_slam" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 0,"
    " \"petit_au_bout\": {\"winner\": 0}}", "petit_au_bout" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 50, \"bouts\": 3,"
    " \"petit_au_bout\": {\"winner\": 2, \"played_by\": 0}}", "petit_au_bout" },
  { "french-tarot", 5, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
    " \"petit_au_bout\": {\"winner\": 0}}", "petit_au_bout.played_by" },
  /* French Tarot: poignées (§9.1) */
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
    " \"poignees\": [{\"seat\": 1, \"level\": \"simple\"}, {\"seat\": 1, \"level\": \"double\"}]}",
    "poignees[1].seat" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
    " \"poignees\": [{\"seat\": 1, \"level\": \"triple\"}, {\"seat\": 2, \"level\": \"triple\"}]}",
    "poignees[1]" },
  { "french-tarot", 3, { "penguin_poignee", "true", NULL }, "{\"contract\": \"garde\", \"declarer\": 0,"
    " \"points\": 45, \"bouts\": 2, \"poignees\": [{\"seat\": 1, \"level\": \"double\"}]}", "poignees[0].level" },
  /* French Tarot: declarations and their options (§13) */
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
    " \"misere\": [{\"seat\": 1, \"kind\": \"pas_d_atouts\"}]}", "misere" },
  { "french-tarot", 4, { "misere", "true", NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45,"
    " \"bouts\": 2, \"poignees\": [{\"seat\": 1, \"level\": \"simple\"}],"
    " \"misere\": [{\"seat\": 1, \"kind\": \"pas_d_atouts\"}]}", "misere[0].kind" },
  { "french-tarot", 4, { "misere", "true", NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45,"
    " \"bouts\": 2, \"misere\": [{\"seat\": 1, \"kind\": \"pas_d_atouts\"},"
    " {\"seat\": 1, \"kind\": \"pas_d_atouts\"}]}", "misere[1].seat" },
  { "french-tarot", 5, { "misere", "true", NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45,"
    " \"bouts\": 2, \"misere\": [{\"seat\": 1, \"kind\": \"pas_d_honneurs\"}, {\"seat\": 2, \"kind\": \"pas_d_honneurs\"},"
    " {\"seat\": 3, \"kind\": \"pas_d_honneurs\"}, {\"seat\": 4, \"kind\": \"pas_d_honneurs\"}]}", "misere[3].kind" },
  { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45, \"bouts\": 2,"
    " \"contre\": [{\"seat\": 1, \"level\": \"contre\"}]}", "contre" },
  { "french-tarot", 4, { "contre", "true", NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45,"
    " \"bouts\": 2, \"contre\": [{\"seat\": 0, \"level\": \"contre\"}]}", "contre[0].seat" },
  { "french-tarot", 4, { "contre", "true", NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 45,"
    " \"bouts\": 2, \"contre\": [{\"seat\": 1, \"level\": \"contre\"}, {\"seat\": 1, \"level\": \"surcontre\"}]}",
    "contre[1].seat" },
  { "french-tarot", 4, { "bid_grand_chelem", "true", NULL }, "{\"contract\": \"garde\", \"declarer\": 0,"
    " \"points\": 45, \"bouts\": 2, \"chelem\": {\"announced\": true, \"made\": false}}", "chelem.announced" },
  /* French Tarot: hands that are not played */
  { "french-tarot", 4, { NULL }, "{\"end\": \"passed_out\", \"contract\": \"garde\"}", "contract" },
  { "french-tarot", 4, { "tarot_force", "true", NULL }, "{\"end\": \"passed_out\"}", "end" },
  { "french-tarot", 4, { "petit_sec", "play", NULL }, "{\"end\": \"annulled\"}", "end" },
  { "french-tarot", 4, { NULL }, "{\"end\": \"over\"}", "end" },

  /* Troccas */
  { "troccas4", 4, { NULL }, "{\"dealer\": 0, \"points\": [41, 31], \"score\": 5}", "score" },
  { "troccas4", 4, { NULL }, "{\"dealer\": 0, \"points\": [41, 30]}", "points" },
  { "troccas4", 4, { NULL }, "{\"dealer\": 0, \"points\": [-1, 73]}", "points[0]" },
  { "troccas4", 4, { NULL }, "{\"dealer\": 4, \"points\": [41, 31]}", "dealer" },
  { "troccas4", 4, { NULL }, "{\"dealer\": 0, \"points\": [41, 31], \"abandoned\": 300}", "abandoned" },
  { "troccas3", 3, { NULL }, "{\"dealer\": 0, \"points\": [30, 28, 20], \"deal_form\": \"two_rounds\"}",
    "deal_form" },
  { "troccas3", 3, { NULL }, "{\"dealer\": 0, \"points\": [30, 28, 20], \"abandoned\": 1}", "abandoned" },
  { "troccas5", 5, { NULL }, "{\"dealer\": 0, \"points\": [30, 24, 28, 20]}", "points" },
  /* a side with a trick has its sets: the dealer's side at least 2 (§4.1) */
  { "troccas4", 4, { NULL }, "{\"dealer\": 0, \"points\": [1, 71]}", "points[0]" },
  { "troccas6", 6, { NULL }, "{\"dealer\": 0, \"points\": [71, 1]}", "points[1]" },
  /* five cards a trick, each worth at least 1 (§4.4) */
  { "troccas5", 5, { NULL }, "{\"dealer\": 0, \"points\": [30, 3, 28, 20, 46]}", "points[1]" },

  /* Italian Tarocchi: the pack's total, per seat or per side */
  { "scarto", 3, { NULL }, "{\"dealer\": 0, \"points\": [30, 22, 27]}", "points" },
  { "tarocchi4", 4, { NULL }, "{\"dealer\": 0, \"points\": [40, 32], \"abandoned\": 0}", "abandoned" },
  { "tarocchi4", 4, { "counting", "pinerolo", NULL }, "{\"dealer\": 0, \"points\": [40, 32]}", "points" },
  /* Bedretto: 73 by the ruling on the Matto and the short sets (T2) */
  { "bedretto", 4, { NULL }, "{\"dealer\": 0, \"points\": [40, 34]}", "points" },
  /* a deal thrown in pays what was agreed: the offers meet the demands (P3) */
  { "mitigati-pinerolo", 3, { NULL }, "{\"end\": \"abandoned\", \"dealer\": 0, \"payments\": [4, 1, -3]}", "payments" },
  { "mitigati-pinerolo", 3, { NULL }, "{\"end\": \"abandoned\", \"dealer\": 0, \"points\": [43, 43, 43]}", "points" },

  /* Terziglio: 93 card points, or 92 with both piles odd; a capotto's side has them all (B2) */
  { "terziglio", 3, { NULL }, "{\"contract\": \"solo\", \"declarer\": 0, \"card_points\": [47, 44], \"combinations\": [0, 0], \"declarations\": [0, 0]}", "card_points" },
  { "terziglio", 3, { NULL }, "{\"contract\": \"solo\", \"declarer\": 0, \"card_points\": [92, 0], \"combinations\": [0, 0], \"declarations\": [0, 0], \"capotto\": \"declarer\"}", "capotto" },
  { "ottocento", 4, { "rubber", "quattro_scartate", NULL }, "{\"dealer\": 0, \"fuori\": \"none\", \"card_points\": [47, 46], \"combinations\": [0, 0], \"declarations\": [0, 0]}", "fuori" },
  { "ottocento", 4, { NULL }, "{\"dealer\": 0, \"fuori\": \"others\", \"card_points\": [47, 46], \"declarations\": [0, 0]}", "card_points" },
  { "terziglio", 3, { NULL }, "{\"contract\": \"tre\", \"declarer\": 0, \"card_points\": [47, 46], \"combinations\": [0, 0], \"declarations\": [0, 0]}", "contract" },

  /* Sicily: 109 in all with 63 cards, 109 or 110 for two sides of 64, 108 to 110 for
   * four players each for himself (common rules, S1–S3) */
  { "barcellona3", 3, { NULL }, "{\"contract\": \"solo\", \"declarer\": 0, \"card_points\": 110}", "card_points" },
  { "barcellona3", 3, { NULL }, "{\"contract\": \"ognuno\", \"declarer\": 0, \"points\": [40, 30, 40]}", "points" },
  { "barcellona3", 3, { NULL }, "{\"contract\": \"ognuno\", \"declarer\": 0, \"card_points\": 50}", "card_points" },
  { "barcellona3", 3, { NULL }, "{\"contract\": \"chiamo\", \"declarer\": 0, \"card_points\": 50}", "contract" },
  { "barcellona3", 3, { NULL }, "{\"end\": \"passed_out\", \"declarer\": 0}", "declarer" },
  { "vanto", 3, { NULL }, "{\"contract\": \"solo\", \"declarer\": 3, \"card_points\": 60}", "declarer" },
  { "barcellona4", 4, { NULL }, "{\"dealer\": 0, \"card_points\": [63, 48]}", "card_points" },
  { "barcellona4", 4, { NULL }, "{\"dealer\": 0, \"card_points\": [63]}", "card_points" },
  { "barcellona4", 4, { "partnerships", "false", NULL }, "{\"points\": [33, 30, 25, 23]}", "points" },
  { "barcellona4", 4, { "partnerships", "false", NULL }, "{\"points\": [33, 30, 25]}", "points" },
  { "mineo3", 3, { NULL }, "{\"declarer\": 0, \"card_points\": 58, \"last_trick\": \"declarer\", \"pigliate\": [3, 3]}", "pigliate" },
  { "mineo3", 3, { NULL }, "{\"declarer\": 0, \"card_points\": 58, \"last_trick\": \"declarer\", \"pigliate\": [0, 0], \"arie_giove\": true}", "arie_giove" },
  { "mineo3", 3, { NULL }, "{\"declarer\": 0, \"card_points\": 58, \"pigliate\": [0, 0]}", "last_trick" },
  { "mineo3", 3, { NULL }, "{\"declarer\": 0, \"partner\": 1, \"card_points\": 58, \"last_trick\": \"declarer\", \"pigliate\": [0, 0]}", "partner" },
  { "mineo4", 4, { NULL }, "{\"declarer\": 0, \"partner\": 0, \"card_points\": 58, \"last_trick\": \"declarer\", \"pigliate\": [0, 0]}", "partner" },
  { "mineo4", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"stata\": true, \"card_points\": 58, \"last_trick\": \"declarer\", \"pigliate\": [0, 0]}", "partner" },

  /* Calatafimi: 109 in all, the dealer's discard, the bargaining's payments zero-sum (S8, S9) */
  { "calatafimi3", 3, { NULL }, "{\"dealer\": 0, \"points\": [40, 33, 35]}", "points" },
  { "calatafimi3", 3, { NULL }, "{\"dealer\": 1, \"points\": [40, 0, 69]}", "points[1]" },
  { "calatafimi3", 3, { NULL }, "{\"dealer\": 0, \"points\": [40, 33, 36], \"bought_off\": [-6, 0, 5]}", "bought_off" },
  { "calatafimi4", 4, { NULL }, "{\"dealer\": 3, \"contract\": \"venti\", \"declarer\": 1, \"partner\": 1, \"points\": [62, 47]}", "partner" },
  { "calatafimi2", 2, { NULL }, "{\"dealer\": 0, \"points\": [53, 53]}", "points" },

  /* Hungarian Tarokk: keys, levels and what the cards allow (§4, §9, §11) */
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"kontr\": 1}", "kontr" },
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"bonuses\": [{\"id\": \"trull\", \"side\": \"declarer\", \"mde\": true}]}", "bonuses[0].mde" },
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"kontra\": 6}", "kontra" },
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 0, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5}", "partner" },
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 90, \"tricks\": 2}", "points" },
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"bonuses\": [{\"id\": \"double_game\", \"side\": \"declarer\", \"announced\": true, \"made\": true}]}", "bonuses[0].made" },
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"bonuses\": [{\"id\": \"volat\", \"side\": \"declarer\"}]}", "bonuses[0].announced" },
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"bonuses\": [{\"id\": \"trull\", \"side\": \"declarer\", \"kontra\": 1}]}", "bonuses[0].kontra" },
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"bonuses\": [{\"id\": \"trull\", \"side\": \"declarer\"}, {\"id\": \"trull\", \"side\": \"opponents\"}]}", "bonuses[1].id" },
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"declarations\": [{\"seat\": 1, \"tarokks\": 8, \"claimed\": true}]}", "declarations[0].claimed" },
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"declarations\": [{\"seat\": 1, \"tarokks\": 10}]}", "declarations[0].tarokks" },
  { "hungarian-tarokk", 4, { "passout_doubling", "none", NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"stakes\": 2}", "stakes" },
  { "hungarian-tarokk", 4, { NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"stakes\": 3}", "stakes" },
  { "hungarian-tarokk", 4, { "profile", "at_ungarisch", NULL }, "{\"declarer\": 0, \"partner\": 2, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"bonuses\": [{\"id\": \"double_game\", \"side\": \"declarer\", \"announced\": true}]}", "bonuses[0].id" },
  { "hungarian-tarokk", 5, { NULL }, "{\"dealer\": 4, \"declarer\": 4, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5}", "declarer" },
  { "hungarian-tarokk", 5, { NULL }, "{\"dealer\": 4, \"declarer\": 0, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"talon_honours\": []}", "talon_honours" },
  { "hungarian-tarokk", 4, { "pay_dealer_for_talon_honours", "true", NULL }, "{\"declarer\": 0, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"talon_honours\": [{\"seat\": 1, \"card\": \"xxi\"}]}", "talon_honours" },
  { "hungarian-tarokk", 5, { "pay_dealer_for_talon_honours", "true", NULL }, "{\"dealer\": 4, \"declarer\": 0, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"talon_honours\": [{\"seat\": 4, \"card\": \"xxi\"}]}", "talon_honours[0].seat" },
  { "hungarian-tarokk", 5, { "pay_dealer_for_talon_honours", "true", NULL }, "{\"dealer\": 4, \"declarer\": 0, \"contract\": \"ketto\", \"points\": 50, \"tricks\": 5, \"talon_honours\": [{\"seat\": 1, \"card\": \"xxi\"}, {\"seat\": 2, \"card\": \"xxi\"}]}", "talon_honours[1].card" },
  { "hungarian-tarokk", 5, { "pay_dealer_for_talon_honours", "true", NULL }, "{\"end\": \"trial_failed\", \"dealer\": 4, \"declarer\": 3, \"contract\": \"harom\", \"talon_honours\": [{\"seat\": 3, \"card\": \"pagat\"}]}", "talon_honours[0].seat" },
  /* Tapp-Tarock and Doppen */
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"kontra_game\": 1}",
    "kontra_game" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 71}", "points" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"thirds\": 211}", "thirds" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"thirds\": 120}",
    "thirds" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 60,"
    " \"bonuses\": [{\"id\": \"valat\"}]}", "points" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 70}", "points" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"solo\", \"points\": 0}", "points" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 30,"
    " \"bonuses\": [{\"id\": \"valat\", \"side\": \"opponents\"}]}", "points" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 70,"
    " \"bonuses\": [{\"id\": \"valat\"}, {\"id\": \"pagat\", \"seat\": 1}]}", "bonuses[1]" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
    " \"bonuses\": [{\"id\": \"pagat\"}, {\"id\": \"pagat\", \"seat\": 1}]}", "bonuses[1].id" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
    " \"bonuses\": [{\"id\": \"trull\", \"seat\": 1}, {\"id\": \"heads\", \"seat\": 2}]}", "bonuses[1].id" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
    " \"bonuses\": [{\"id\": \"uhu\"}]}", "bonuses[0].id" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
    " \"bonuses\": [{\"id\": \"pagat\", \"sat\": 1}]}", "bonuses[0].sat" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
    " \"bonuses\": [{\"id\": \"kings\", \"seat\": 1, \"side\": \"declarer\"}]}", "bonuses[0].side" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
    " \"bonuses\": [{\"id\": \"pagat\", \"seat\": 1, \"announced\": true}]}", "bonuses[0].announced" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
    " \"bonuses\": [{\"id\": \"pagat\", \"seat\": 1, \"made\": false}]}", "bonuses[0].made" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
    " \"bonuses\": [{\"id\": \"kings\", \"seat\": 1, \"made\": false}]}", "bonuses[0].made" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
    " \"kontra\": {\"pagat\": 1}}", "kontra.pagat" },
  { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
    " \"kontra\": {\"game\": 3}}", "kontra.game" },
  { "tapp-tarock", 4, { NULL }, "{\"dealer\": 1, \"declarer\": 1, \"contract\": \"dreier\", \"points\": 40}",
    "declarer" },
  { "tapp-tarock", 4, { NULL }, "{\"dealer\": 0, \"declarer\": 1, \"contract\": \"dreier\", \"points\": 40,"
    " \"bonuses\": [{\"id\": \"trull\", \"seat\": 0}]}", "bonuses[0].seat" },
  { "tapp-doppen", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"zweier\", \"thirds\": 124}", "thirds" },
  { "tapp-doppen", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40,"
    " \"bonuses\": [{\"id\": \"heads\", \"seat\": 1}]}", "bonuses[0].id" },
  { "tapp-tarock", 3, { NULL }, "{\"trischaken\": [20, 20, 20]}", "end" },
  { "tapp-tarock", 3, { "all_pass", "trischaken", NULL }, "{\"trischaken\": [30, 20, 20]}", "trischaken" },
  { "tapp-tarock", 3, { "all_pass", "trischaken", NULL }, "{\"end\": \"passed_out\"}", "end" },
  { "tapp-tarock", 3, { "all_pass", "trischaken", NULL }, "{\"end\": \"trischaken\", \"trischaken\": [20, 20, 20],"
    " \"declarer\": 0}", "declarer" },
  { "tapp-tarock", 4, { "all_pass", "trischaken", NULL }, "{\"dealer\": 2, \"trischaken\": [20, 20, 5, 20]}",
    "trischaken[2]" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"rufer\", \"partner\": 2, \"points\": 40, \"kontr\": {}}", "kontr" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreierr\", \"points\": 40}", "contract" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"partner\": 2, \"points\": 40}", "partner" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"rufer\", \"partner\": 0, \"points\": 40}", "partner" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 71}", "points" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"blatt\": 3}", "blatt" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"kontra\": {\"pagat\": 1}}", "kontra.pagat" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"kontra\": {\"game\": 4}}", "kontra.game" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"bonuses\": [{\"id\": \"trull\", \"sid\": \"declarer\"}]}", "bonuses[0].sid" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"bonuses\": [{\"id\": \"trull\", \"side\": \"declarer\", \"made\": false}]}", "bonuses[0].made" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"bonuses\": [{\"id\": \"pagat\", \"side\": \"declarer\"}, {\"id\": \"pagat\", \"side\": \"opponents\"}]}", "bonuses[1].made" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 30, \"bonuses\": [{\"id\": \"valat\", \"side\": \"declarer\"}]}", "points" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 68, \"bonuses\": [{\"id\": \"valat\", \"side\": \"declarer\"}, {\"id\": \"uhu\", \"side\": \"opponents\"}]}", "bonuses[1].made" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"bonuses\": [{\"id\": \"absolut\", \"side\": \"declarer\"}]}", "bonuses[0].id" },
  { "koenigrufen", 4, { "profile", "kr_vacha", NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"bonuses\": [{\"id\": \"absolut\", \"side\": \"declarer\"}]}", "bonuses[0].made" },
  { "koenigrufen", 4, { "profile", "kr_vacha", NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"bonuses\": [{\"id\": \"mondfang\", \"side\": \"declarer\", \"announced\": true}]}", "bonuses[0].announced" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"farbendreier\", \"points\": 40, \"bonuses\": [{\"id\": \"pagat\", \"side\": \"declarer\"}]}", "bonuses[0].id" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 40, \"bonuses\": [{\"id\": \"king_ultimo\", \"side\": \"declarer\"}]}", "bonuses[0].id" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"piccolo\", \"tricks\": 1, \"points\": 20}", "points" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"piccolo\", \"tricks\": 1, \"kontra_by_seat\": [1, 0, 0, 0]}", "kontra_by_seat[0]" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"piccolo\", \"tricks\": 13}", "tricks" },
  { "koenigrufen", 4, { NULL }, "{\"declarer\": 0, \"contract\": \"zwiccolo\", \"tricks\": 2}", "contract" },
  { "koenigrufen", 4, { NULL }, "{\"end\": \"conceded\", \"declarer\": 0, \"contract\": \"rufer\"}", "end" },
  { "koenigrufen", 5, { NULL }, "{\"dealer\": 1, \"declarer\": 1, \"contract\": \"dreier\", \"points\": 40}", "declarer" },
  { "koenigrufen", 4, { NULL }, "{\"end\": \"trischaken\", \"trischaken\": [37, 89, 68, 15]}", "trischaken" },
  { "koenigrufen", 5, { NULL }, "{\"end\": \"trischaken\", \"trischaken\": [4, 37, 89, 68, 12]}", "trischaken[0]" },
  { "koenigrufen", 4, { NULL }, "{\"end\": \"trischaken\", \"trischaken\": [37, 89, 2, 82]}", "trischaken[2]" },
  { "koenigrufen", 4, { NULL }, "{\"end\": \"trischaken\", \"trischaken\": [37, 89, 68, 16], \"points\": 3}", "points" },
};

static void
test_bad_case (gconstpointer data)
{
  const BadCase *bc = data;
  g_autofree TarotRules *rules = build_rules (bc->variant, bc->n_players, bc->options);
  g_autoptr(JsonNode) node = json_from_string (bc->json, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *prefix = g_strdup_printf ("(input): %s: ", bc->key);
  g_autofree char *field = NULL;
  TarotOutcome outcome;

  g_assert_nonnull (node);
  g_assert_false (read_outcome (rules, json_node_get_object (node), &outcome, &error));
  g_assert_error (error, TAROT_ERROR, TAROT_ERROR_INVALID);
  g_test_message ("%s", error->message);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("expected a message on %s, got: %s", bc->key, error->message);
  field = tarot_outcome_error_field (error);
  g_assert_cmpuint (strlen (field), ==, strcspn (bc->key, ".["));
  g_assert_true (strncmp (field, bc->key, strlen (field)) == 0);
}

/* The worked examples at the edge of what is possible stay possible. */
static void
test_edge_cases (void)
{
  static const struct { const char *variant; guint n; const char *options[3]; const char *json; } good[] = {
    /* Q11: a defender's Excuse against a slam: 87 points, 2 bouts */
    { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 87, \"bouts\": 2,"
      " \"chelem\": {\"made\": true}}" },
    /* E5: an announced slam, Petit in the penultimate trick */
    { "french-tarot", 4, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"points\": 91, \"bouts\": 3,"
      " \"petit_au_bout\": {\"winner\": 0}, \"chelem\": {\"announced\": true, \"made\": true}}" },
    /* a slam in Garde contre leaves the dog, bouts and all, to the defence */
    { "french-tarot", 4, { NULL }, "{\"contract\": \"garde_contre\", \"declarer\": 0, \"points\": 70, \"bouts\": 0,"
      " \"chelem\": {\"made\": true}}" },
    /* a defence slam against a Prise: the discard alone, 3 points */
    { "french-tarot", 4, { NULL }, "{\"contract\": \"prise\", \"declarer\": 0, \"points\": 3, \"bouts\": 0}" },
    /* three players: half points */
    { "french-tarot", 3, { NULL }, "{\"contract\": \"garde_contre\", \"declarer\": 0, \"points\": 40.5,"
      " \"bouts\": 3}" },
    /* a Petit imprenable taken back from the declarer's last trick */
    { "french-tarot", 4, { "petit_imprenable", "true", NULL }, "{\"contract\": \"garde\", \"declarer\": 0,"
      " \"points\": 50, \"bouts\": 2, \"petit_au_bout\": {\"winner\": 0, \"played_by\": 1}}" },
    { "french-tarot", 4, { "bid_grand_chelem", "true", NULL }, "{\"contract\": \"grand_chelem\", \"declarer\": 0,"
      " \"chelem\": {\"made\": true}}" },
    { "french-tarot", 4, { NULL }, "{\"end\": \"passed_out\", \"dealer\": 2}" },
    /* a form writes optional seats as null */
    { "french-tarot", 3, { NULL }, "{\"contract\": \"garde\", \"declarer\": 0, \"partner\": null,"
      " \"points\": 40, \"bouts\": 1, \"petit_au_bout\": {\"winner\": 1, \"played_by\": null}}" },
    { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 1,"
      " \"bonuses\": [{\"id\": \"valat\", \"seat\": null, \"side\": \"opponents\"}]}" },
    { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"solo\", \"points\": 0,"
      " \"bonuses\": [{\"id\": \"valat\", \"side\": \"opponents\"}]}" },
    { "tapp-tarock", 3, { NULL }, "{\"declarer\": 0, \"contract\": \"dreier\", \"points\": 70,"
      " \"bonuses\": [{\"id\": \"valat\"}, {\"id\": \"pagat\", \"made\": false, \"announced\": true}]}" },
    { "tapp-tarock", 3, { "all_pass", "trischaken", NULL }, "{\"trischaken\": [30, 20, 10]}" },
    { "troccas4", 4, { NULL }, "{\"dealer\": 0, \"points\": [0, 72], \"abandoned\": 2}" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree TarotRules *rules = build_rules (good[i].variant, good[i].n, good[i].options);
      g_autoptr(JsonNode) node = json_from_string (good[i].json, NULL);
      g_autoptr(GError) error = NULL;
      TarotOutcome outcome;

      read_outcome (rules, json_node_get_object (node), &outcome, &error);
      g_assert_no_error (error);
    }
}

static void
test_error_field (void)
{
  static const struct { const char *message; const char *field; } cases[] = {
    { "(input): poignees[1].seat: seat 1 is already in poignees[0]", "poignees" },
    { "(input): points: expected a number", "points" },
    { "(input): kontra.pagat: only the game can be doubled", "kontra" },
    { "(input): (top level): expected a JSON object", NULL },
    { "stdin: expected a JSON object", NULL },
  };

  g_assert_null (tarot_outcome_error_field (NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = g_error_new_literal (TAROT_ERROR, TAROT_ERROR_INVALID, cases[i].message);
      g_autofree char *field = tarot_outcome_error_field (error);

      g_assert_cmpstr (field, ==, cases[i].field);
    }
}

/* ------------------------------------------------------------------ */
/* descriptions                                                        */

static const char *const types[] = {
  "choice", "seat", "seats", "int", "number", "bool", "record", "list", "per_seat", "per_side", NULL
};

static JsonObject *
find_field (JsonArray  *fields,
            const char *id)
{
  for (guint i = 0; fields != NULL && i < json_array_get_length (fields); i++)
    {
      JsonObject *f = json_array_get_object_element (fields, i);

      if (g_str_equal (json_object_get_string_member (f, "id"), id))
        return f;
    }
  return NULL;
}

static gboolean
in_range (JsonObject *field,
          JsonNode   *node)
{
  GType t = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
  double v;

  if (t != G_TYPE_INT64 && t != G_TYPE_DOUBLE)
    return FALSE;
  v = json_node_get_double (node);
  return v >= json_object_get_double_member (field, "min") && v <= json_object_get_double_member (field, "max");
}

/* Whether @node is a value of @field for @n_players. */
static gboolean
value_fits (JsonObject *field,
            JsonNode   *node,
            guint       n_players)
{
  const char *type = json_object_get_string_member (field, "type");
  GType t = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;

  if (g_str_equal (type, "choice"))
    return t == G_TYPE_STRING &&
           find_field (json_object_get_array_member (field, "choices"), json_node_get_string (node)) != NULL;
  if (g_str_equal (type, "seat"))
    return (JSON_NODE_HOLDS_NULL (node) && json_object_has_member (field, "none_label")) ||
           (t == G_TYPE_INT64 && json_node_get_int (node) >= 0 && json_node_get_int (node) < n_players);
  if (g_str_equal (type, "int"))
    return t == G_TYPE_INT64 && in_range (field, node);
  if (g_str_equal (type, "number"))
    return in_range (field, node);
  if (g_str_equal (type, "bool"))
    return t == G_TYPE_BOOLEAN;
  if (g_str_equal (type, "record") || g_str_equal (type, "list"))
    return JSON_NODE_HOLDS_OBJECT (node) == g_str_equal (type, "record") &&
           (JSON_NODE_HOLDS_OBJECT (node) || JSON_NODE_HOLDS_ARRAY (node));
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);
      guint len = json_array_get_length (a);

      if ((g_str_equal (type, "per_seat") && len != n_players) || (g_str_equal (type, "per_side") && len != 2))
        return FALSE;
      for (guint i = 0; i < len; i++)
        if (g_str_equal (type, "seats") ? json_array_get_int_element (a, i) >= n_players
                                        : !in_range (field, json_array_get_element (a, i)))
          return FALSE;
      return TRUE;
    }
  return FALSE;
}

static void
check_fields (JsonArray  *fields,
              JsonArray  *top,
              guint       n_players)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_nonnull (fields);
  g_assert_cmpuint (json_array_get_length (fields), >, 0);
  for (guint i = 0; i < json_array_get_length (fields); i++)
    {
      JsonObject *f = json_array_get_object_element (fields, i);
      const char *id = json_object_get_string_member (f, "id");
      const char *type = json_object_get_string_member (f, "type");

      g_assert_nonnull (f);
      g_assert_true (id != NULL && *id != '\0');
      g_assert_true (g_hash_table_add (ids, (gpointer) id));
      g_assert_true (g_strv_contains (types, type));
      g_assert_true (*json_object_get_string_member (f, "label") != '\0');
      if (g_str_equal (type, "choice"))
        {
          JsonArray *choices = json_object_get_array_member (f, "choices");
          g_autoptr(GHashTable) choice_ids = g_hash_table_new (g_str_hash, g_str_equal);

          g_assert_cmpuint (json_array_get_length (choices), >, 0);
          for (guint c = 0; c < json_array_get_length (choices); c++)
            {
              JsonObject *choice = json_array_get_object_element (choices, c);

              g_assert_true (g_hash_table_add (choice_ids, (gpointer) json_object_get_string_member (choice, "id")));
              g_assert_true (*json_object_get_string_member (choice, "label") != '\0');
            }
        }
      if (g_str_equal (type, "int") || g_str_equal (type, "number") ||
          g_str_equal (type, "per_seat") || g_str_equal (type, "per_side"))
        g_assert_cmpfloat (json_object_get_double_member (f, "min"), <=, json_object_get_double_member (f, "max"));
      if (g_str_equal (type, "number"))
        g_assert_cmpfloat (json_object_get_double_member (f, "step"), >, 0);
      if (g_str_equal (type, "per_side"))
        g_assert_cmpuint (json_array_get_length (json_object_get_array_member (f, "labels")), ==, 2);
      if (g_str_equal (type, "record") || g_str_equal (type, "list"))
        check_fields (json_object_get_array_member (f, "fields"), top, n_players);
      if (g_str_equal (type, "list"))
        {
          g_assert_cmpint (json_object_get_int_member (f, "max_items"), >=, 1);
          g_assert_true (*json_object_get_string_member (f, "item_label") != '\0');
        }
      if (json_object_has_member (f, "default"))
        g_assert_true (value_fits (f, json_object_get_member (f, "default"), n_players));

      /* "when" names an earlier sibling or top-level field and its values */
      if (json_object_has_member (f, "when"))
        {
          JsonObjectIter iter;
          const char *other_id;
          JsonNode *values;

          json_object_iter_init (&iter, json_object_get_object_member (f, "when"));
          while (json_object_iter_next (&iter, &other_id, &values))
            {
              JsonObject *other = find_field (fields, other_id);
              JsonArray *list = json_node_get_array (values);

              if (other == NULL)
                other = find_field (top, other_id);
              g_assert_nonnull (other);
              g_assert_cmpuint (json_array_get_length (list), >, 0);
              for (guint v = 0; v < json_array_get_length (list); v++)
                g_assert_true (value_fits (other, json_array_get_element (list, v), n_players));
            }
        }
    }
}

/* Every member of @json is a described field that applies, with a
 * value of its type and range. */
static void
assert_described (JsonArray  *fields,
                  JsonObject *json,
                  JsonObject *top,
                  guint       n_players)
{
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  json_object_iter_init (&iter, json);
  while (json_object_iter_next (&iter, &member, &node))
    {
      JsonObject *field = find_field (fields, member);
      const char *type;

      if (JSON_NODE_HOLDS_NULL (node))
        continue;
      if (field == NULL)
        g_error ("the description has no field for \"%s\"", member);
      if (!tarot_outcome_desc_applies (field, json, top))
        g_error ("the description's field \"%s\" does not apply to a written outcome", member);
      if (!value_fits (field, node, n_players))
        g_error ("\"%s\" is outside the description's type or range", member);
      type = json_object_get_string_member (field, "type");
      if (g_str_equal (type, "record"))
        assert_described (json_object_get_array_member (field, "fields"), json_node_get_object (node), top,
                          n_players);
      else if (g_str_equal (type, "list"))
        {
          JsonArray *items = json_node_get_array (node);

          g_assert_cmpint (json_array_get_length (items), <=, json_object_get_int_member (field, "max_items"));
          for (guint i = 0; i < json_array_get_length (items); i++)
            assert_described (json_object_get_array_member (field, "fields"),
                              json_array_get_object_element (items, i), top, n_players);
        }
    }
}

static void
check_description (gconstpointer data)
{
  const TarotTestCase *tc = data;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) desc = NULL;
  g_autoptr(JsonObject) outcome_json = NULL;
  JsonArray *fields;
  TarotOutcome outcome;
  TarotScore score;

  g_assert_true (tarot_variant_build_rules (tc->variant, tc->n_players, tc->options, rules, &error));
  desc = tarot_rules_describe_outcome (rules);
  g_assert_nonnull (desc);
  fields = json_object_get_array_member (desc, "fields");
  check_fields (fields, fields, tc->n_players);

  /* the form's starting point is a possible hand */
  outcome_json = tarot_outcome_desc_default_json (desc, rules);
  assert_described (fields, outcome_json, outcome_json, tc->n_players);
  /* and a new item of a list ("Add poignée") has a value for each field */
  for (guint i = 0; i < json_array_get_length (fields); i++)
    {
      JsonObject *f = json_array_get_object_element (fields, i);
      JsonArray *item_fields;
      g_autoptr(JsonObject) item = NULL;

      if (!g_str_equal (json_object_get_string_member (f, "type"), "list"))
        continue;
      item_fields = json_object_get_array_member (f, "fields");
      item = tarot_outcome_desc_default_object (item_fields, outcome_json, rules);
      assert_described (item_fields, item, outcome_json, tc->n_players);
      g_assert_cmpuint (json_object_get_size (item), >, 0);
    }
  read_outcome (rules, outcome_json, &outcome, &error);
  g_assert_no_error (error);
  g_assert_cmpint (outcome.end, ==, TAROT_END_PLAYED);
  tarot_rules_score (rules, &outcome, &score, TRUE);
  g_assert_cmpuint (score.n_lines, >, 0);
}

/* ------------------------------------------------------------------ */
/* played hands                                                        */

/* A card-play policy for one hand: random, or one side always playing
 * its strongest legal card and the other its weakest, so that slams
 * and valats come up. */
static TarotAction
choose (const TarotRules      *rules,
        const TarotDeal       *deal,
        const TarotActionList *legal,
        guint                  mode,
        TarotRng              *rng)
{
  gboolean favoured, strong;
  TarotAction best;

  if (mode == 0 || deal->phase != TAROT_PHASE_PLAY || deal->declarer == TAROT_NO_SEAT ||
      legal->actions[0].kind != TAROT_ACTION_PLAY)
    return tarot_random_player_pick (legal, rng);
  favoured = deal->to_move == deal->declarer || deal->to_move == deal->partner;
  strong = favoured == (mode == 1);
  best = legal->actions[0];
  for (guint i = 1; i < legal->n; i++)
    if (legal->actions[i].kind == TAROT_ACTION_PLAY &&
        (rules->rank[legal->actions[i].card] > rules->rank[best.card]) == strong &&
        rules->rank[legal->actions[i].card] != rules->rank[best.card])
      best = legal->actions[i];
  return best;
}

static void
check_played (gconstpointer data)
{
  const TarotTestCase *tc = data;
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) desc = NULL;
  JsonArray *fields;
  TarotRng rng;
  guint sweeps = 0;

  g_assert_true (tarot_variant_build_rules (tc->variant, tc->n_players, tc->options, rules, &error));
  desc = tarot_rules_describe_outcome (rules);
  fields = json_object_get_array_member (desc, "fields");
  tarot_rng_init (&rng, 97 + tc->n_players);

  for (guint hand = 0; hand < N_HANDS; hand++)
    {
      g_autoptr(JsonObject) json = NULL;
      TarotDeal deal;
      TarotActionList legal;
      TarotOutcome outcome, back;
      TarotScore score, again;

      tarot_deal_setup (rules, &deal, hand % tc->n_players, hand * 2654435761u + 11);
      while (!tarot_deal_is_over (&deal))
        {
          tarot_deal_legal_actions (rules, &deal, &legal);
          tarot_deal_apply (rules, &deal, choose (rules, &deal, &legal, hand % 3, &rng));
        }
      tarot_deal_outcome (rules, &deal, &outcome);
      tarot_rules_score (rules, &outcome, &score, TRUE);
      sweeps += deal.end == TAROT_END_PLAYED &&
                (outcome.tricks[0] == rules->n_tricks || outcome.tricks[1] == rules->n_tricks);

      json = rules->family->outcome_to_json (rules, &outcome);
      assert_described (fields, json, json, tc->n_players);
      if (!read_outcome (rules, json, &back, &error))
        {
          g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), json);
          g_autofree char *text = json_to_string (node, FALSE);

          g_error ("hand %u: %s refused: %s", hand, text, error->message);
        }
      tarot_rules_score (rules, &back, &again, TRUE);
      tarot_test_assert_same_score (&score, &again);
    }
  g_test_message ("%u hands where one side took every trick", sweeps);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  tarot_test_add_variant_cases ("/outcome/description", check_description, option_cases,
                                G_N_ELEMENTS (option_cases));
  tarot_test_add_variant_cases ("/outcome/played", check_played, option_cases, G_N_ELEMENTS (option_cases));
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/outcome/refused/%s/%u", bad_cases[i].variant, i);

      g_test_add_data_func (path, &bad_cases[i], test_bad_case);
    }
  g_test_add_func ("/outcome/edge-cases", test_edge_cases);
  g_test_add_func ("/outcome/error-field", test_error_field);

  ret = g_test_run ();
  tarot_test_cases_free ();
  return ret;
}
