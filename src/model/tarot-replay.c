/* tarot-replay.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-error.h"
#include "tarot-family.h"
#include "tarot-json.h"
#include "tarot-replay.h"

TarotReplay *
tarot_replay_new (const char *variant_id,
                  guint       n_players,
                  guint       dealer,
                  guint64     seed,
                  GHashTable *options)
{
  TarotReplay *replay = g_new0 (TarotReplay, 1);

  replay->variant_id = g_strdup (variant_id);
  replay->n_players = n_players;
  replay->dealer = dealer;
  replay->seed = seed;
  replay->options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (options != NULL)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, options);
      while (g_hash_table_iter_next (&iter, &key, &value))
        g_hash_table_insert (replay->options, g_strdup (key), g_strdup (value));
    }
  replay->actions = g_array_new (FALSE, FALSE, sizeof (TarotAction));
  return replay;
}

void
tarot_replay_free (TarotReplay *replay)
{
  if (replay == NULL)
    return;
  g_free (replay->variant_id);
  g_hash_table_unref (replay->options);
  g_array_unref (replay->actions);
  g_free (replay);
}

void
tarot_replay_append (TarotReplay *replay,
                     TarotAction  action)
{
  g_array_append_val (replay->actions, action);
}

void
tarot_replay_truncate (TarotReplay *replay,
                       guint        n_actions)
{
  g_array_set_size (replay->actions, MIN (n_actions, replay->actions->len));
}

gboolean
tarot_replay_run (const TarotReplay  *replay,
                  const TarotRules   *rules,
                  TarotDeal          *deal,
                  GError            **error)
{
  tarot_deal_setup (rules, deal, replay->dealer, replay->seed);
  for (guint i = 0; i < replay->actions->len; i++)
    {
      TarotAction action = g_array_index (replay->actions, TarotAction, i);

      if (!tarot_deal_is_legal (rules, deal, action))
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                       "actions[%u]: %s by seat %u is not a legal action at this point",
                       i, tarot_action_kind_to_string (action.kind) ?: "?", action.seat);
          return FALSE;
        }
      tarot_deal_apply (rules, deal, action);
    }
  return TRUE;
}

JsonObject *
tarot_action_to_json (const TarotRules *rules,
                      TarotPack        *pack,
                      TarotAction       action)
{
  JsonObject *o = json_object_new ();
  const char *arg = rules->family->arg_to_string
                    ? rules->family->arg_to_string (rules, action.kind, action.arg) : NULL;

  json_object_set_int_member (o, "seat", action.seat);
  json_object_set_string_member (o, "kind", tarot_action_kind_to_string (action.kind));
  if (action.card != TAROT_CARD_NONE)
    json_object_set_string_member (o, "card", tarot_pack_card_to_string (pack, action.card));
  if (arg != NULL)
    json_object_set_string_member (o, "arg", arg);
  else if (action.arg != 0)
    json_object_set_int_member (o, "arg", action.arg);
  return o;
}

gboolean
tarot_action_from_json (const TarotRules  *rules,
                        TarotPack         *pack,
                        JsonObject        *object,
                        TarotAction       *out,
                        GError           **error)
{
  const char *kind_str;
  TarotActionKind kind;
  gint64 seat;
  TarotAction action = { 0, 0, TAROT_CARD_NONE, 0 };

  if (!tarot_json_get_int (object, "seat", NULL, NULL, 0, rules->n_players - 1, &seat, error) ||
      (kind_str = tarot_json_get_string (object, "kind", NULL, NULL, error)) == NULL)
    return FALSE;
  if (!tarot_action_kind_from_string (kind_str, &kind))
    {
      tarot_json_set_error (error, NULL, NULL, "kind",
                            "pass, bid, hold, take_talon, discard, call, announce, kontra, "
                            "play, abandon or continue");
      return FALSE;
    }
  action.kind = (guint8) kind;
  action.seat = (guint8) seat;

  if (json_object_has_member (object, "card"))
    {
      const char *card = tarot_json_get_string (object, "card", NULL, NULL, error);
      TarotCard c;

      if (card == NULL)
        return FALSE;
      if (!tarot_pack_card_from_string (pack, card, &c))
        {
          tarot_json_set_error (error, NULL, NULL, "card", "a card id of the pack (e.g. S-K, T-21)");
          return FALSE;
        }
      action.card = c;
    }

  if (json_object_has_member (object, "arg"))
    {
      JsonNode *node = json_object_get_member (object, "arg");
      guint arg = 0;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
        {
          gint64 v = json_node_get_int (node);

          if (v < 0 || v > 255)
            {
              tarot_json_set_error (error, NULL, NULL, "arg", "an integer from 0 to 255 or a name");
              return FALSE;
            }
          arg = (guint) v;
        }
      else if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
               rules->family->arg_from_string == NULL ||
               !rules->family->arg_from_string (rules, kind, json_node_get_string (node), &arg))
        {
          tarot_json_set_error (error, NULL, NULL, "arg", "a contract or announcement of this variant");
          return FALSE;
        }
      action.arg = (guint8) arg;
    }

  *out = action;
  return TRUE;
}

JsonObject *
tarot_replay_to_json (const TarotReplay *replay,
                      const TarotRules  *rules,
                      TarotPack         *pack)
{
  JsonObject *o = json_object_new ();
  JsonObject *options = json_object_new ();
  JsonArray *actions = json_array_new ();
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, replay->seed);
  GHashTableIter iter;
  gpointer key, value;

  json_object_set_string_member (o, "variant", replay->variant_id);
  json_object_set_int_member (o, "players", replay->n_players);
  json_object_set_int_member (o, "dealer", replay->dealer);
  json_object_set_string_member (o, "seed", seed);
  g_hash_table_iter_init (&iter, replay->options);
  while (g_hash_table_iter_next (&iter, &key, &value))
    json_object_set_string_member (options, key, value);
  json_object_set_object_member (o, "options", options);
  for (guint i = 0; i < replay->actions->len; i++)
    json_array_add_object_element (actions,
                                   tarot_action_to_json (rules, pack,
                                                         g_array_index (replay->actions, TarotAction, i)));
  json_object_set_array_member (o, "actions", actions);
  return o;
}

TarotReplay *
tarot_replay_from_json (JsonObject  *object,
                        const char  *file,
                        GError     **error)
{
  g_autoptr(TarotReplay) replay = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
  const char *id, *seed_str;
  gint64 players, dealer;
  guint64 seed;
  JsonArray *actions;

  if ((id = tarot_json_get_string (object, "variant", file, NULL, error)) == NULL ||
      !tarot_json_get_int (object, "players", file, NULL, 2, TAROT_MAX_PLAYERS, &players, error) ||
      !tarot_json_get_int (object, "dealer", file, NULL, 0, players - 1, &dealer, error) ||
      (seed_str = tarot_json_get_string (object, "seed", file, NULL, error)) == NULL ||
      (actions = tarot_json_get_array (object, "actions", file, NULL, error)) == NULL)
    return NULL;
  if (!g_ascii_string_to_unsigned (seed_str, 10, 0, G_MAXUINT64, &seed, NULL))
    {
      tarot_json_set_error (error, file, NULL, "seed", "a decimal unsigned 64-bit integer in a string");
      return NULL;
    }

  if (json_object_has_member (object, "options"))
    {
      JsonObject *opts = tarot_json_get_object (object, "options", file, NULL, error);
      JsonObjectIter iter;
      const char *key;
      JsonNode *node;

      if (opts == NULL)
        return NULL;
      json_object_iter_init (&iter, opts);
      while (json_object_iter_next (&iter, &key, &node))
        {
          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
            {
              tarot_json_set_error (error, file, "options", key, "a string");
              return NULL;
            }
          g_hash_table_insert (options, g_strdup (key), g_strdup (json_node_get_string (node)));
        }
    }

  if ((variant = tarot_variant_load (id, error)) == NULL ||
      !tarot_variant_build_rules (variant, (guint) players, options, rules, error))
    return NULL;

  replay = tarot_replay_new (id, (guint) players, (guint) dealer, seed, options);
  for (guint i = 0; i < json_array_get_length (actions); i++)
    {
      g_autoptr(GError) local_error = NULL;
      JsonNode *node = json_array_get_element (actions, i);
      TarotAction action;

      if (!JSON_NODE_HOLDS_OBJECT (node) ||
          !tarot_action_from_json (rules, tarot_variant_get_pack (variant),
                                   json_node_get_object (node), &action, &local_error))
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, "%s: actions[%u]: %s",
                       file ? file : "(input)", i,
                       local_error ? local_error->message : "expected an object");
          return NULL;
        }
      tarot_replay_append (replay, action);
    }
  return g_steal_pointer (&replay);
}
