/* tarot-replay.h — a hand as variant + players + options + dealer +
 * seed + action list: the save format and the undo mechanism
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "model/tarot-deal.h"
#include "model/tarot-variant.h"

G_BEGIN_DECLS

typedef struct
{
  char        *variant_id;
  guint        n_players;
  guint        dealer;
  guint64      seed;
  GHashTable  *options;   /* option id → value string */
  GArray      *actions;   /* of TarotAction */
} TarotReplay;

TarotReplay *tarot_replay_new        (const char         *variant_id,
                                      guint               n_players,
                                      guint               dealer,
                                      guint64             seed,
                                      GHashTable         *options);
void         tarot_replay_free       (TarotReplay        *replay);
void         tarot_replay_append     (TarotReplay        *replay,
                                      TarotAction         action);
/* Drops the last @n actions (undo). */
void         tarot_replay_truncate   (TarotReplay        *replay,
                                      guint               n_actions);

/* Sets up @deal and applies the actions, checking each is legal. */
gboolean     tarot_replay_run        (const TarotReplay  *replay,
                                      const TarotRules   *rules,
                                      TarotDeal          *deal,
                                      GError            **error);

/* JSON save format (docs/cli.md):
 * {"variant": id, "players": n, "dealer": d, "seed": "123",
 *  "options": {id: value}, "actions": [{"seat": 0, "kind": "bid",
 *  "arg": "garde"}, {"seat": 1, "kind": "play", "card": "H-10"}, ...]} */
JsonObject  *tarot_replay_to_json    (const TarotReplay  *replay,
                                      const TarotRules   *rules,
                                      TarotPack          *pack);
TarotReplay *tarot_replay_from_json  (JsonObject         *object,
                                      const char         *file,
                                      GError            **error);

/* One action as JSON ({"seat", "kind", "card"?, "arg"?}) and back. */
JsonObject  *tarot_action_to_json    (const TarotRules   *rules,
                                      TarotPack          *pack,
                                      TarotAction         action);
gboolean     tarot_action_from_json  (const TarotRules   *rules,
                                      TarotPack          *pack,
                                      JsonObject         *object,
                                      TarotAction        *out,
                                      GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TarotReplay, tarot_replay_free)

G_END_DECLS
