/* tarot-cli-external.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <gio/gunixinputstream.h>
#include <glib/gi18n.h>

#include "model/tarot-error.h"
#include "model/tarot-replay.h"
#include "tarot-cli-external.h"
#include "tarot-cli.h"

#define PROTOCOL      1
/* how long an engine may take to exit after `quit` */
#define QUIT_WAIT_MS  2000
#define MAX_LINE      (1 << 20)

struct _TarotCliExternal
{
  char          *command;
  GSubprocess   *process;
  GOutputStream *to_engine;
  int            from_engine;
  GString       *buffer;
  gboolean       eof;
  guint          timeout_ms;
  TarotVariant  *variant;
  guint          n_requests;
};

static const char *const phase_ids[] = {
  "dealing", "auction", "talon", "discard", "call", "announce", "kontra", "play", "over",
};

static gboolean
send_object (TarotCliExternal  *external,
             JsonObject        *object,
             GError           **error)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autofree char *line = g_strconcat (text, "\n", NULL);
  g_autoptr(GError) local = NULL;

  if (!g_output_stream_write_all (external->to_engine, line, strlen (line), NULL, NULL, &local) ||
      !g_output_stream_flush (external->to_engine, NULL, &local))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, _("“%s”: cannot write to the engine: %s"),
                   external->command, local->message);
      return FALSE;
    }
  return TRUE;
}

/* One line from the engine, without its newline; fails on a timeout,
 * at the end of its output and for an overlong line. */
static char *
read_line (TarotCliExternal  *external,
           GError           **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) external->timeout_ms * 1000;

  for (;;)
    {
      const char *nl = memchr (external->buffer->str, '\n', external->buffer->len);
      struct pollfd pfd = { external->from_engine, POLLIN, 0 };
      char chunk[4096];
      gssize n;
      int wait = -1, ready;

      if (nl != NULL)
        {
          char *line = g_strndup (external->buffer->str, nl - external->buffer->str);

          g_string_erase (external->buffer, 0, nl - external->buffer->str + 1);
          return line;
        }
      if (external->buffer->len > MAX_LINE)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, _("“%s”: a reply longer than %d bytes"),
                       external->command, MAX_LINE);
          return NULL;
        }
      if (external->timeout_ms > 0)
        wait = (int) MAX (0, (deadline - g_get_monotonic_time ()) / 1000);
      ready = poll (&pfd, 1, wait);
      if (ready < 0 && errno == EINTR)
        continue;
      if (ready == 0)
        {
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, _("“%s”: no reply within %u ms"),
                       external->command, external->timeout_ms);
          return NULL;
        }
      n = read (external->from_engine, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          external->eof = TRUE;
          g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                       _("“%s”: the engine closed its output (did it exit?)"), external->command);
          return NULL;
        }
      g_string_append_len (external->buffer, chunk, n);
    }
}

/* Sends @request and reads the reply object. */
static JsonObject *
request (TarotCliExternal  *external,
         JsonObject        *request,
         const char        *what,
         GError           **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *line = NULL;
  JsonNode *root;

  external->n_requests++;
  if (!send_object (external, request, error) || (line = read_line (external, error)) == NULL)
    {
      g_prefix_error (error, _("request %u (%s): "), external->n_requests, what);
      return NULL;
    }
  if (!json_parser_load_from_data (parser, line, -1, NULL) ||
      !JSON_NODE_HOLDS_OBJECT ((root = json_parser_get_root (parser))))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_PARSE,
                   _("request %u (%s): “%s” answered “%s”, not a JSON object on one line"),
                   external->n_requests, what, external->command, line);
      return NULL;
    }
  if (json_object_has_member (json_node_get_object (root), "error"))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("request %u (%s): “%s” reported an error: %s"),
                   external->n_requests, what, external->command, line);
      return NULL;
    }
  return json_object_ref (json_node_get_object (root));
}

static gboolean
hello (TarotCliExternal  *external,
       guint              n_players,
       GError           **error)
{
  g_autoptr(JsonObject) hi = json_object_new ();
  g_autoptr(JsonObject) reply = NULL;
  const char *id = tarot_variant_get_id (external->variant);
  gboolean variant_ok = FALSE, players_ok = FALSE;
  JsonArray *list;

  json_object_set_string_member (hi, "command", "hello");
  json_object_set_int_member (hi, "protocol", PROTOCOL);
  if ((reply = request (external, hi, "hello", error)) == NULL)
    return FALSE;
  if (json_object_has_member (reply, "variants") &&
      JSON_NODE_HOLDS_ARRAY (json_object_get_member (reply, "variants")))
    {
      list = json_object_get_array_member (reply, "variants");
      for (guint i = 0; i < json_array_get_length (list); i++)
        variant_ok |= g_strcmp0 (json_node_get_string (json_array_get_element (list, i)), id) == 0;
    }
  if (json_object_has_member (reply, "players") &&
      JSON_NODE_HOLDS_ARRAY (json_object_get_member (reply, "players")))
    {
      list = json_object_get_array_member (reply, "players");
      for (guint i = 0; i < json_array_get_length (list); i++)
        players_ok |= json_node_get_value_type (json_array_get_element (list, i)) == G_TYPE_INT64 &&
                      json_array_get_int_element (list, i) == n_players;
    }
  if (!variant_ok || !players_ok)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("“%s” does not play %s for %u players (its hello lists “variants” and “players”)"),
                   external->command, id, n_players);
      return FALSE;
    }
  return TRUE;
}

TarotCliExternal *
tarot_cli_external_start (const char    *command,
                          TarotVariant  *variant,
                          guint          n_players,
                          guint          timeout_ms,
                          GError       **error)
{
  g_autoptr(TarotCliExternal) external = NULL;
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) local = NULL;

  if (!g_shell_parse_argv (command, NULL, &argv, &local))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, _("external:%s: %s"), command, local->message);
      return NULL;
    }
  /* an engine that dies must give an error on write, not kill us */
  signal (SIGPIPE, SIG_IGN);

  external = g_new0 (TarotCliExternal, 1);
  external->command = g_strdup (command);
  external->buffer = g_string_new (NULL);
  external->timeout_ms = timeout_ms;
  external->variant = g_object_ref (variant);
  external->from_engine = -1;
  external->process = g_subprocess_newv ((const char *const *) argv,
                                         G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                         &local);
  if (external->process == NULL)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, _("external:%s: %s"), command, local->message);
      return NULL;
    }
  external->to_engine = g_object_ref (g_subprocess_get_stdin_pipe (external->process));
  external->from_engine = g_unix_input_stream_get_fd (G_UNIX_INPUT_STREAM (g_subprocess_get_stdout_pipe (external->process)));
  if (!hello (external, n_players, error))
    return NULL;
  return g_steal_pointer (&external);
}

void
tarot_cli_external_free (TarotCliExternal *external)
{
  if (external == NULL)
    return;
  if (external->process != NULL)
    {
      g_autoptr(JsonObject) quit = json_object_new ();
      g_autofree char *line = NULL;

      json_object_set_string_member (quit, "command", "quit");
      if (send_object (external, quit, NULL))
        g_output_stream_close (external->to_engine, NULL, NULL);
      /* wait for the end of its output, then for the process */
      external->timeout_ms = QUIT_WAIT_MS;
      while ((line = read_line (external, NULL)) != NULL)
        g_clear_pointer (&line, g_free);
      if (!external->eof)
        g_subprocess_force_exit (external->process);
      g_subprocess_wait (external->process, NULL, NULL);
      g_clear_object (&external->to_engine);
      g_clear_object (&external->process);
    }
  g_clear_object (&external->variant);
  g_string_free (external->buffer, TRUE);
  g_free (external->command);
  g_free (external);
}

static JsonArray *
cards_to_json (TarotPack    *pack,
               TarotCardSet  cards)
{
  JsonArray *array = json_array_new ();

  TAROT_CARD_SET_FOREACH (cards, c)
    json_array_add_string_element (array, tarot_pack_card_to_string (pack, c));
  return array;
}

static void
set_seat_or_null (JsonObject *o,
                  const char *name,
                  guint       seat)
{
  if (seat == TAROT_NO_SEAT)
    json_object_set_null_member (o, name);
  else
    json_object_set_int_member (o, name, seat);
}

/* The decide request: what @view lets its seat know, in the replay
 * vocabulary, with other seats' discards hidden unless shown. */
static JsonObject *
view_to_json (TarotCliExternal      *external,
              const TarotRules      *rules,
              GHashTable            *options,
              const char            *hand_id,
              const TarotPlayerView *view,
              GArray                *log)
{
  TarotPack *pack = tarot_variant_get_pack (external->variant);
  JsonObject *o = json_object_new ();
  JsonObject *opts = json_object_new ();
  JsonArray *actions = json_array_new (), *legal = json_array_new ();
  TarotCardSet public_cards = tarot_card_set_union (view->shown, view->shown_in_discard);
  GHashTableIter iter;
  gpointer key, value;

  json_object_set_string_member (o, "command", "decide");
  json_object_set_int_member (o, "protocol", PROTOCOL);
  json_object_set_string_member (o, "variant", tarot_variant_get_id (external->variant));
  json_object_set_int_member (o, "players", view->n_players);
  if (options != NULL)
    {
      g_hash_table_iter_init (&iter, options);
      while (g_hash_table_iter_next (&iter, &key, &value))
        json_object_set_string_member (opts, key, value);
    }
  json_object_set_object_member (o, "options", opts);
  json_object_set_string_member (o, "hand_id", hand_id);
  json_object_set_int_member (o, "dealer", view->dealer);
  json_object_set_int_member (o, "seat", view->seat);
  json_object_set_string_member (o, "phase", phase_ids[MIN (view->phase, G_N_ELEMENTS (phase_ids) - 1)]);
  json_object_set_array_member (o, "hand", cards_to_json (pack, view->hand));
  set_seat_or_null (o, "declarer", view->declarer);
  if (view->contract < rules->n_contracts)
    json_object_set_string_member (o, "contract", rules->contract_ids[view->contract]);
  else
    json_object_set_null_member (o, "contract");
  set_seat_or_null (o, "partner", view->partner);
  if (view->called_card != TAROT_CARD_NONE)
    json_object_set_string_member (o, "called_card", tarot_pack_card_to_string (pack, view->called_card));
  else
    json_object_set_null_member (o, "called_card");
  json_object_set_array_member (o, "talon_shown", cards_to_json (pack, view->talon_shown));
  json_object_set_array_member (o, "own_discard", cards_to_json (pack, view->own_discard));
  json_object_set_array_member (o, "shown", cards_to_json (pack, view->shown));
  for (guint i = 0; i < log->len; i++)
    {
      TarotAction a = g_array_index (log, TarotAction, i);

      if (a.kind == TAROT_ACTION_DISCARD && a.seat != view->seat &&
          !tarot_card_set_contains (public_cards, a.card))
        a.card = TAROT_CARD_NONE;
      json_array_add_object_element (actions, tarot_action_to_json (rules, pack, a));
    }
  json_object_set_array_member (o, "actions", actions);
  for (guint i = 0; i < view->legal.n; i++)
    json_array_add_object_element (legal, tarot_action_to_json (rules, pack, view->legal.actions[i]));
  json_object_set_array_member (o, "legal", legal);
  if (external->timeout_ms > 0)
    json_object_set_int_member (o, "time_ms", external->timeout_ms);
  return o;
}

gboolean
tarot_cli_external_decide (TarotCliExternal       *external,
                           const TarotRules       *rules,
                           GHashTable             *options,
                           const char             *hand_id,
                           const TarotPlayerView  *view,
                           GArray                 *log,
                           TarotAction            *out,
                           GError                **error)
{
  g_autoptr(JsonObject) decide = view_to_json (external, rules, options, hand_id, view, log);
  g_autoptr(JsonObject) reply = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  g_autofree char *what = g_strdup_printf ("decide, %s", phase_ids[MIN (view->phase, G_N_ELEMENTS (phase_ids) - 1)]);
  g_autoptr(GError) local = NULL;
  TarotAction action;

  if ((reply = request (external, decide, what, error)) == NULL)
    return FALSE;
  node = json_node_init_object (json_node_alloc (), reply);
  text = json_to_string (node, FALSE);
  if (json_object_has_member (reply, "seat") &&
      (json_node_get_value_type (json_object_get_member (reply, "seat")) != G_TYPE_INT64 ||
       json_object_get_int_member (reply, "seat") != view->seat))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
                   _("request %u (%s): “%s” answered %s for another seat than %u"),
                   external->n_requests, what, external->command, text, view->seat);
      return FALSE;
    }
  json_object_set_int_member (reply, "seat", view->seat);
  if (!tarot_action_from_json (rules, tarot_variant_get_pack (external->variant), reply, &action, &local))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL, _("request %u (%s): “%s” answered %s: %s"),
                   external->n_requests, what, external->command, text, local->message);
      return FALSE;
    }
  for (guint i = 0; i < view->legal.n; i++)
    {
      TarotAction l = view->legal.actions[i];

      if (l.kind == action.kind && l.seat == action.seat && l.card == action.card && l.arg == action.arg)
        {
          *out = action;
          return TRUE;
        }
    }
  g_set_error (error, TAROT_ERROR, TAROT_ERROR_ILLEGAL,
               _("request %u (%s): “%s” answered %s, which is not one of the legal actions"),
               external->n_requests, what, external->command, text);
  return FALSE;
}

gboolean
tarot_cli_external_result (TarotCliExternal  *external,
                           const char        *hand_id,
                           JsonObject        *replay,
                           JsonArray         *hands,
                           TarotEnd           end,
                           const TarotScore  *score,
                           GError           **error)
{
  static const char *const end_ids[] = { "none", "played", "passed_out", "annulled" };
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(JsonObject) reply = NULL;

  json_object_set_string_member (result, "command", "result");
  json_object_set_string_member (result, "hand_id", hand_id);
  json_object_set_object_member (result, "replay", json_object_ref (replay));
  json_object_set_array_member (result, "hands", json_array_ref (hands));
  json_object_set_string_member (result, "end", end_ids[MIN (end, G_N_ELEMENTS (end_ids) - 1)]);
  json_object_set_object_member (result, "score", tarot_cli_score_to_json (score));
  reply = request (external, result, "result", error);
  return reply != NULL;
}
