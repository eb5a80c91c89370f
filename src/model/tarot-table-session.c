/* tarot-table-session.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tarot-error.h"
#include "tarot-json.h"
#include "tarot-session-rules.h"
#include "tarot-table-session.h"

#define SESSION_FORMAT "triumphs-table-session"

/* One entered hand: the outcome as scored and the seat that dealt.
 * Validating an outcome can be slow (the French family checks the
 * points against the pack), so the outcome read from it is kept, with
 * the catch-up form it was read with, for every later recomputation. */
typedef struct
{
  JsonObject   *outcome;
  guint         dealer;
  gboolean      read;
  char         *read_form;
  guint         read_stakes;
  TarotRubber   read_rubber;
  TarotOutcome  read_outcome;
} Hand;

struct _TarotTableSession
{
  GObject           parent_instance;

  char             *name;
  TarotVariant     *variant;
  guint             n_players;
  char            **names;
  GHashTable       *options;
  guint             first_dealer;
  GDateTime        *created;
  GDateTime        *modified;
  char             *path;

  GPtrArray        *hands;        /* of Hand */
  GPtrArray        *undo_hands;   /* the hands before the last change, or NULL */

  /* computed from the hands */
  TarotScoreSheet  *sheet;
  GHashTable       *hand_options;
  TarotRules       *rules;
  TarotFrenchPots   pots;
  guint             next_dealer;
};

enum
{
  PROP_0,
  PROP_NAME,
  PROP_MODIFIED,
  PROP_NEXT_DEALER,
  PROP_N_HANDS,
  PROP_CAN_UNDO,
  N_PROPS
};

enum
{
  CHANGED,
  SAVE_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TarotTableSession, tarot_table_session, G_TYPE_OBJECT)

static Hand *
hand_new (JsonObject *outcome,
          guint       dealer)
{
  Hand *hand = g_new0 (Hand, 1);

  hand->outcome = json_object_ref (outcome);
  hand->dealer = dealer;
  return hand;
}

static void
hand_free (gpointer data)
{
  Hand *hand = data;

  json_object_unref (hand->outcome);
  g_free (hand->read_form);
  g_free (hand);
}

static JsonObject *object_copy (JsonObject *object);

/* json_node_copy() shares objects and arrays; the session edits the
 * outcomes it keeps, so they must not be shared with the caller's. */
static JsonNode *
node_copy (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autoptr(JsonObject) object = object_copy (json_node_get_object (node));

      return json_node_init_object (json_node_alloc (), object);
    }
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      g_autoptr(JsonArray) copy = json_array_sized_new (json_array_get_length (array));

      for (guint i = 0; i < json_array_get_length (array); i++)
        json_array_add_element (copy, node_copy (json_array_get_element (array, i)));
      return json_node_init_array (json_node_alloc (), copy);
    }
  return json_node_copy (node);
}

static JsonObject *
object_copy (JsonObject *object)
{
  JsonObject *copy = json_object_new ();
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &member, &node))
    json_object_set_member (copy, member, node_copy (node));
  return copy;
}

/* Deep copies of the first @n hands: a candidate to compute without
 * touching the session. */
static GPtrArray *
copy_hands (GPtrArray *hands,
            guint      n)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func (hand_free);

  for (guint i = 0; i < n; i++)
    {
      Hand *hand = g_ptr_array_index (hands, i);
      g_autoptr(JsonObject) outcome = object_copy (hand->outcome);
      Hand *hand_copy = hand_new (outcome, hand->dealer);

      hand_copy->read = hand->read;
      hand_copy->read_form = g_strdup (hand->read_form);
      hand_copy->read_outcome = hand->read_outcome;
      g_ptr_array_add (copy, hand_copy);
    }
  return copy;
}

static void
tarot_table_session_finalize (GObject *object)
{
  TarotTableSession *self = TAROT_TABLE_SESSION (object);

  g_free (self->name);
  g_clear_object (&self->variant);
  g_strfreev (self->names);
  g_clear_pointer (&self->options, g_hash_table_unref);
  g_clear_pointer (&self->created, g_date_time_unref);
  g_clear_pointer (&self->modified, g_date_time_unref);
  g_free (self->path);
  g_ptr_array_unref (self->hands);
  g_clear_pointer (&self->undo_hands, g_ptr_array_unref);
  g_clear_object (&self->sheet);
  g_clear_pointer (&self->hand_options, g_hash_table_unref);
  g_free (self->rules);

  G_OBJECT_CLASS (tarot_table_session_parent_class)->finalize (object);
}

static void
tarot_table_session_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TarotTableSession *self = TAROT_TABLE_SESSION (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_MODIFIED:
      g_value_set_boxed (value, self->modified);
      break;
    case PROP_NEXT_DEALER:
      g_value_set_uint (value, self->next_dealer);
      break;
    case PROP_N_HANDS:
      g_value_set_uint (value, self->hands->len);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->undo_hands != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_table_session_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TarotTableSession *self = TAROT_TABLE_SESSION (object);

  switch (prop_id)
    {
    case PROP_NAME:
      tarot_table_session_set_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tarot_table_session_class_init (TarotTableSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tarot_table_session_finalize;
  object_class->get_property = tarot_table_session_get_property;
  object_class->set_property = tarot_table_session_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boxed ("modified", NULL, NULL, G_TYPE_DATE_TIME,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NEXT_DEALER] =
    g_param_spec_uint ("next-dealer", NULL, NULL, 0, TAROT_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_HANDS] =
    g_param_spec_uint ("n-hands", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
tarot_table_session_init (TarotTableSession *self)
{
  self->hands = g_ptr_array_new_with_free_func (hand_free);
}

/* ------------------------------------------------------------------ */
/* computing the sheet from the hands                                  */

/* The state after some hands: what the next one is scored with. */
typedef struct
{
  TarotScoreSheet *sheet;
  TarotFrenchPots  pots;
  TarotStakes      stakes;
  GHashTable      *options;
  TarotRules      *rules;
  guint            next_dealer;
  TarotScore       score;        /* the last hand's, as on its row */
} Walk;

static void
walk_clear (Walk *w)
{
  g_clear_object (&w->sheet);
  g_clear_pointer (&w->options, g_hash_table_unref);
  g_clear_pointer (&w->rules, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Walk, walk_clear)

/* The rules follow the sheet (catch-up deals): rebuilt only when the
 * options for the next hand differ; the place in the rubber and its
 * balance (Asti's Fuora) set for every hand. */
static gboolean
walk_next_rules (TarotTableSession  *self,
                 Walk               *w,
                 GError            **error)
{
  g_autoptr(GHashTable) options =
    tarot_session_rules_next_hand_options (self->variant, self->options, w->sheet);

  if (w->rules == NULL ||
      g_strcmp0 (g_hash_table_lookup (options, "deal_form"),
                 g_hash_table_lookup (w->options, "deal_form")) != 0)
    {
      if (w->rules == NULL)
        w->rules = g_new0 (TarotRules, 1);
      if (!tarot_variant_build_rules (self->variant, self->n_players, options, w->rules, error))
        return FALSE;
      g_clear_pointer (&w->options, g_hash_table_unref);
      w->options = g_steal_pointer (&options);
    }
  tarot_session_rules_rubber (self->variant, w->sheet, tarot_score_sheet_get_n_rows (w->sheet),
                              &w->rules->rubber);
  return TRUE;
}

static gboolean
walk_init (TarotTableSession  *self,
           Walk               *w,
           GError            **error)
{
  memset (w, 0, sizeof *w);
  w->sheet = tarot_score_sheet_new (tarot_variant_get_id (self->variant), self->n_players,
                                    (const char *const *) self->names);
  tarot_session_rules_setup_teams (self->variant, w->sheet);
  tarot_french_pots_init (&w->pots);
  tarot_stakes_init (&w->stakes);
  w->next_dealer = self->first_dealer;
  return walk_next_rules (self, w, error);
}

static const char *const end_ids[] = { "played", "passed_out", "annulled", NULL };
static const TarotEnd end_values[] = { TAROT_END_PLAYED, TAROT_END_PASSED_OUT, TAROT_END_ANNULLED };

/* The generic ends, or 0 (played) for the ends a family reads itself
 * (a Hungarian "trial_failed"). */
static gboolean
read_end (JsonObject  *o,
          guint       *end,
          GError     **error)
{
  const char *value;

  *end = 0;
  if (!json_object_has_member (o, "end"))
    return TRUE;
  if ((value = tarot_json_get_string (o, "end", NULL, NULL, error)) == NULL)
    return FALSE;
  for (guint i = 0; end_ids[i] != NULL; i++)
    if (g_str_equal (value, end_ids[i]))
      *end = i;
  return TRUE;
}

/* A passed-out or annulled hand with nothing but its end needs no
 * family: nobody scored. */
static void
unplayed_outcome (guint         n_players,
                  TarotEnd      end,
                  guint         dealer,
                  TarotOutcome *outcome)
{
  memset (outcome, 0, sizeof *outcome);
  outcome->n_players = (guint8) n_players;
  outcome->end = (guint8) end;
  outcome->dealer = (guint8) dealer;
  outcome->declarer = TAROT_NO_SEAT;
  outcome->partner = TAROT_NO_SEAT;
  outcome->contract = 0xff;
}

/* Scores @hand after the hands walked so far, and makes its outcome
 * the one scored: "dealer" set, the catch-up "deal_form" the hand was
 * dealt with set, the "stakes" of the doubled rounds it was played in
 * set (or dropped when there are none), the default "end" dropped. */
static gboolean
walk_hand (TarotTableSession  *self,
           Walk               *w,
           Hand               *hand,
           guint               index,
           GError            **error)
{
  JsonObject *o = hand->outcome;
  const char *form = tarot_session_rules_catch_up_form (self->variant, self->options, w->sheet);
  guint stakes = tarot_stakes_get (&w->stakes);
  TarotOutcome outcome;
  guint end = 0;

  if (!read_end (o, &end, error))
    return FALSE;
  if (!tarot_session_rules_end_possible (w->rules, end_values[end]))
    {
      tarot_json_set_error (error, NULL, NULL, "end",
                            "\"played\" or \"annulled\" (nobody bids in this game, so no hand is passed out)");
      return FALSE;
    }
  json_object_set_int_member (o, "dealer", hand->dealer);
  if (end_values[end] == TAROT_END_PLAYED)
    {
      /* read_end() has checked that it is a string */
      if (json_object_has_member (o, "end") && g_str_equal (json_object_get_string_member (o, "end"), "played"))
        json_object_remove_member (o, "end");
      if (form != NULL)
        json_object_set_string_member (o, "deal_form", form);
      if (stakes > 1)
        json_object_set_int_member (o, "stakes", stakes);
      else if (json_object_has_member (o, "stakes"))
        json_object_remove_member (o, "stakes");
      if (!hand->read || g_strcmp0 (hand->read_form, form) != 0 || hand->read_stakes != stakes ||
          memcmp (&hand->read_rubber, &w->rules->rubber, sizeof hand->read_rubber) != 0)
        {
          if (!w->rules->family->outcome_from_json (w->rules, o, &hand->read_outcome, error))
            return FALSE;
          hand->read_outcome.dealer = (guint8) hand->dealer;
          hand->read = TRUE;
          g_free (hand->read_form);
          hand->read_form = g_strdup (form);
          hand->read_stakes = stakes;
          hand->read_rubber = w->rules->rubber;
        }
      outcome = hand->read_outcome;
    }
  else if (json_object_get_size (o) > 2)
    {
      /* more than "end" and "dealer": what the family scores of a hand
       * not played (S8's bought-off deals before a passed-out hand) */
      if (!w->rules->family->outcome_from_json (w->rules, o, &outcome, error))
        return FALSE;
      outcome.dealer = (guint8) hand->dealer;
    }
  else
    unplayed_outcome (self->n_players, end_values[end], hand->dealer, &outcome);

  if (tarot_session_rules_score_hand (w->rules, &w->pots, &outcome, &w->score))
    tarot_session_rules_add_row (self->variant, w->rules, w->sheet, index + 1, &outcome, &w->score);
  w->next_dealer = tarot_session_rules_next_dealer (w->rules, hand->dealer, end_values[end]);
  tarot_stakes_advance (&w->stakes, w->rules, &outcome);
  return walk_next_rules (self, w, error);
}

/* Walks every hand of @hands (normalising them); on failure *@failed
 * is the index of the hand that does not validate (G_MAXUINT if none
 * is to blame). */
static gboolean
compute (TarotTableSession  *self,
         GPtrArray          *hands,
         Walk               *w,
         guint              *failed,
         GError            **error)
{
  *failed = G_MAXUINT;
  if (!walk_init (self, w, error))
    return FALSE;
  for (guint i = 0; i < hands->len; i++)
    if (!walk_hand (self, w, g_ptr_array_index (hands, i), i, error))
      {
        *failed = i;
        return FALSE;
      }
  return TRUE;
}

static guint
first_difference (GPtrArray *a,
                  GPtrArray *b)
{
  guint i;

  for (i = 0; i < a->len && i < b->len; i++)
    {
      Hand *ha = g_ptr_array_index (a, i);
      Hand *hb = g_ptr_array_index (b, i);

      if (ha->dealer != hb->dealer || !json_object_equal (ha->outcome, hb->outcome))
        break;
    }
  return i;
}

static void
touch (TarotTableSession *self)
{
  g_clear_pointer (&self->modified, g_date_time_unref);
  self->modified = g_date_time_new_now_local ();
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
autosave (TarotTableSession *self)
{
  g_autoptr(GError) error = NULL;

  if (self->path != NULL && !tarot_table_session_save (self, &error))
    g_signal_emit (self, signals[SAVE_FAILED], 0, error);
}

/* Takes the computed state: rows from the first changed hand on are
 * replaced, earlier ones stay (the sheet view keeps its place). */
static void
take_walk (TarotTableSession *self,
           GPtrArray         *hands,
           Walk              *w)
{
  guint first = first_difference (self->hands, hands);
  guint position = 0;

  while (position < tarot_score_sheet_get_n_rows (self->sheet) &&
         tarot_score_row_get_hand_number (tarot_score_sheet_get_row (self->sheet, position)) <= first)
    position++;
  g_ptr_array_ref (hands);
  g_ptr_array_unref (self->hands);
  self->hands = hands;
  tarot_score_sheet_splice (self->sheet, position, w->sheet);
  self->pots = w->pots;
  g_clear_pointer (&self->hand_options, g_hash_table_unref);
  self->hand_options = g_steal_pointer (&w->options);
  g_free (self->rules);
  self->rules = g_steal_pointer (&w->rules);
  self->next_dealer = w->next_dealer;
}

/* Makes @hands (computed into @w) the session's, keeping the old ones
 * for undo when @undoable. */
static void
commit (TarotTableSession *self,
        GPtrArray         *hands,
        Walk              *w,
        gboolean           undoable)
{
  g_autoptr(GPtrArray) old = g_ptr_array_ref (self->hands);
  guint old_n = self->hands->len;
  guint old_dealer = self->next_dealer;
  gboolean old_can_undo = self->undo_hands != NULL;

  take_walk (self, hands, w);
  g_clear_pointer (&self->undo_hands, g_ptr_array_unref);
  if (undoable)
    self->undo_hands = g_steal_pointer (&old);

  touch (self);
  if (self->hands->len != old_n)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_HANDS]);
  if (self->next_dealer != old_dealer)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NEXT_DEALER]);
  if ((self->undo_hands != NULL) != old_can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_signal_emit (self, signals[CHANGED], 0);
  autosave (self);
}

/* ------------------------------------------------------------------ */
/* creating                                                            */

static TarotTableSession *
session_create (TarotVariant       *variant,
                guint               n_players,
                GHashTable         *options,
                const char *const  *names,
                guint               first_dealer)
{
  TarotTableSession *self = g_object_new (TAROT_TYPE_TABLE_SESSION, NULL);

  self->name = g_strdup (tarot_variant_get_name (variant));
  self->variant = g_object_ref (variant);
  self->n_players = n_players;
  self->options = tarot_session_rules_copy_options (options);
  self->first_dealer = first_dealer;
  self->sheet = tarot_score_sheet_new (tarot_variant_get_id (variant), n_players, names);
  self->names = g_new0 (char *, n_players + 1);
  for (guint s = 0; s < n_players; s++)
    self->names[s] = g_strdup (tarot_score_sheet_get_player_name (self->sheet, s));
  tarot_session_rules_setup_teams (variant, self->sheet);
  self->created = g_date_time_new_now_local ();
  self->modified = g_date_time_ref (self->created);
  return self;
}

static gboolean
check_players (TarotVariant  *variant,
               guint          n_players,
               GError       **error)
{
  if (n_players >= tarot_variant_get_min_players (variant) &&
      n_players <= tarot_variant_get_max_players (variant) &&
      n_players <= TAROT_MAX_PLAYERS)
    return TRUE;
  g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
               _("%s is played by %u to %u players, not %u"),
               tarot_variant_get_name (variant),
               tarot_variant_get_min_players (variant),
               tarot_variant_get_max_players (variant), n_players);
  return FALSE;
}

TarotTableSession *
tarot_table_session_new (TarotVariant       *variant,
                         guint               n_players,
                         GHashTable         *options,
                         const char *const  *names,
                         guint               first_dealer,
                         GError            **error)
{
  g_autoptr(TarotTableSession) self = NULL;
  g_auto(Walk) w = { 0 };
  guint failed;

  g_return_val_if_fail (TAROT_IS_VARIANT (variant), NULL);

  if (!check_players (variant, n_players, error) ||
      !tarot_variant_check_options (variant, options, error))
    return NULL;
  if (first_dealer >= n_players)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("The first dealer must be one of the %u players"), n_players);
      return NULL;
    }

  self = session_create (variant, n_players, options, names, first_dealer);
  if (!compute (self, self->hands, &w, &failed, error))
    return NULL;
  take_walk (self, self->hands, &w);
  return g_steal_pointer (&self);
}

/* ------------------------------------------------------------------ */
/* getters                                                             */

const char *
tarot_table_session_get_name (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);

  return self->name;
}

void
tarot_table_session_set_name (TarotTableSession *self,
                              const char        *name)
{
  g_return_if_fail (TAROT_IS_TABLE_SESSION (self));
  g_return_if_fail (name != NULL);

  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
  touch (self);
  autosave (self);
}

TarotVariant *
tarot_table_session_get_variant (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);

  return self->variant;
}

guint
tarot_table_session_get_n_players (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), 0);

  return self->n_players;
}

const char *
tarot_table_session_get_player_name (TarotTableSession *self,
                                     guint              seat)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);

  return self->names[seat];
}

GHashTable *
tarot_table_session_get_options (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);

  return self->options;
}

guint
tarot_table_session_get_first_dealer (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), 0);

  return self->first_dealer;
}

GDateTime *
tarot_table_session_get_created (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);

  return self->created;
}

GDateTime *
tarot_table_session_get_modified (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);

  return self->modified;
}

const TarotRules *
tarot_table_session_get_rules (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);

  return self->rules;
}

GHashTable *
tarot_table_session_get_hand_options (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);

  return self->hand_options;
}

TarotScoreSheet *
tarot_table_session_get_score_sheet (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);

  return self->sheet;
}

gint
tarot_table_session_get_pots_total (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), 0);

  return tarot_french_pots_total (&self->pots);
}

guint
tarot_table_session_get_n_hands (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), 0);

  return self->hands->len;
}

JsonObject *
tarot_table_session_get_hand_outcome (TarotTableSession *self,
                                      guint              index)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);
  g_return_val_if_fail (index < self->hands->len, NULL);

  return object_copy (((Hand *) g_ptr_array_index (self->hands, index))->outcome);
}

guint
tarot_table_session_get_hand_dealer (TarotTableSession *self,
                                     guint              index)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), 0);
  g_return_val_if_fail (index < self->hands->len, 0);

  return ((Hand *) g_ptr_array_index (self->hands, index))->dealer;
}

TarotScoreRow *
tarot_table_session_get_hand_row (TarotTableSession *self,
                                  guint              index)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);

  for (guint r = 0; r < tarot_score_sheet_get_n_rows (self->sheet); r++)
    {
      TarotScoreRow *row = tarot_score_sheet_get_row (self->sheet, r);

      if (tarot_score_row_get_hand_number (row) == index + 1)
        return row;
    }
  return NULL;
}

guint
tarot_table_session_get_next_dealer (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), 0);

  return self->next_dealer;
}

gboolean
tarot_table_session_get_can_undo (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), FALSE);

  return self->undo_hands != NULL;
}

/* ------------------------------------------------------------------ */
/* changing the hands                                                  */

/* A copy of @outcome as hand of @default_dealer, or of the dealer it
 * names. */
static Hand *
read_hand (TarotTableSession  *self,
           JsonObject         *outcome,
           guint               default_dealer,
           GError            **error)
{
  g_autoptr(JsonObject) copy = object_copy (outcome);
  gint64 dealer = default_dealer;

  if (json_object_has_member (copy, "dealer") &&
      !tarot_json_get_int (copy, "dealer", NULL, NULL, 0, self->n_players - 1, &dealer, error))
    return NULL;
  return hand_new (copy, (guint) dealer);
}

/* The hands with hand @index replaced by (or, at the end, followed
 * by) @outcome, computed into @w. */
static GPtrArray *
candidate_with (TarotTableSession  *self,
                guint               index,
                guint               n_kept,
                JsonObject         *outcome,
                Walk               *w,
                GError            **error)
{
  g_autoptr(GPtrArray) hands = copy_hands (self->hands, n_kept);
  guint dealer = index < self->hands->len
                 ? ((Hand *) g_ptr_array_index (self->hands, index))->dealer
                 : self->next_dealer;
  Hand *hand = read_hand (self, outcome, dealer, error);
  guint failed;

  if (hand == NULL)
    return NULL;
  if (index < hands->len)
    {
      hand_free (hands->pdata[index]);
      hands->pdata[index] = hand;
    }
  else
    g_ptr_array_add (hands, hand);
  if (!compute (self, hands, w, &failed, error))
    return NULL;
  return g_steal_pointer (&hands);
}

gboolean
tarot_table_session_preview (TarotTableSession  *self,
                             guint               index,
                             JsonObject         *outcome,
                             TarotScore         *score,
                             GError            **error)
{
  g_autoptr(GPtrArray) hands = NULL;
  g_auto(Walk) w = { 0 };

  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), FALSE);
  g_return_val_if_fail (index <= self->hands->len, FALSE);
  g_return_val_if_fail (outcome != NULL, FALSE);
  g_return_val_if_fail (score != NULL, FALSE);

  /* later hands do not change this one's score */
  if ((hands = candidate_with (self, index, index, outcome, &w, error)) == NULL)
    return FALSE;
  *score = w.score;
  return TRUE;
}

gboolean
tarot_table_session_add_hand (TarotTableSession  *self,
                              JsonObject         *outcome,
                              GError            **error)
{
  g_autoptr(GPtrArray) hands = NULL;
  g_auto(Walk) w = { 0 };

  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), FALSE);
  g_return_val_if_fail (outcome != NULL, FALSE);

  hands = candidate_with (self, self->hands->len, self->hands->len, outcome, &w, error);
  if (hands == NULL)
    return FALSE;
  commit (self, hands, &w, TRUE);
  return TRUE;
}

gboolean
tarot_table_session_replace_hand (TarotTableSession  *self,
                                  guint               index,
                                  JsonObject         *outcome,
                                  GError            **error)
{
  g_autoptr(GPtrArray) hands = NULL;
  g_auto(Walk) w = { 0 };

  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), FALSE);
  g_return_val_if_fail (index < self->hands->len, FALSE);
  g_return_val_if_fail (outcome != NULL, FALSE);

  hands = candidate_with (self, index, self->hands->len, outcome, &w, error);
  if (hands == NULL)
    return FALSE;
  commit (self, hands, &w, TRUE);
  return TRUE;
}

/* Removing or undoing changes no outcome, only what comes before
 * later hands; the families' checks do not depend on that, so it
 * fails only on a broken invariant. */
static void
commit_hands (TarotTableSession *self,
              GPtrArray         *hands,
              gboolean           undoable)
{
  g_autoptr(GError) error = NULL;
  g_auto(Walk) w = { 0 };
  guint failed;

  if (!compute (self, hands, &w, &failed, &error))
    {
      g_critical ("hand %u no longer scores: %s", failed + 1, error->message);
      return;
    }
  commit (self, hands, &w, undoable);
}

void
tarot_table_session_remove_hand (TarotTableSession *self,
                                 guint              index)
{
  g_autoptr(GPtrArray) hands = NULL;

  g_return_if_fail (TAROT_IS_TABLE_SESSION (self));
  g_return_if_fail (index < self->hands->len);

  hands = copy_hands (self->hands, self->hands->len);
  g_ptr_array_remove_index (hands, index);
  commit_hands (self, hands, TRUE);
}

gboolean
tarot_table_session_undo (TarotTableSession *self)
{
  g_autoptr(GPtrArray) hands = NULL;

  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), FALSE);

  if (self->undo_hands == NULL)
    return FALSE;
  hands = g_ptr_array_ref (self->undo_hands);
  commit_hands (self, hands, FALSE);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* files                                                               */

void
tarot_table_session_set_path (TarotTableSession *self,
                              const char        *path)
{
  g_return_if_fail (TAROT_IS_TABLE_SESSION (self));

  g_free (self->path);
  self->path = g_strdup (path);
}

const char *
tarot_table_session_get_path (TarotTableSession *self)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);

  return self->path;
}

JsonObject *
tarot_table_session_to_json (TarotTableSession *self)
{
  g_autofree char *created = NULL;
  g_autofree char *modified = NULL;
  JsonArray *players, *hands;
  JsonObject *o;

  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), NULL);

  created = g_date_time_format_iso8601 (self->created);
  modified = g_date_time_format_iso8601 (self->modified);
  o = json_object_new ();
  json_object_set_string_member (o, "format", SESSION_FORMAT);
  json_object_set_int_member (o, "version", TAROT_TABLE_SESSION_VERSION);
  json_object_set_string_member (o, "name", self->name);
  json_object_set_string_member (o, "variant", tarot_variant_get_id (self->variant));
  players = json_array_new ();
  for (guint s = 0; s < self->n_players; s++)
    json_array_add_string_element (players, self->names[s]);
  json_object_set_array_member (o, "players", players);
  json_object_set_int_member (o, "first_dealer", self->first_dealer);
  json_object_set_object_member (o, "options", tarot_session_rules_options_to_json (self->options));
  json_object_set_string_member (o, "created", created);
  json_object_set_string_member (o, "modified", modified);
  hands = json_array_new ();
  for (guint i = 0; i < self->hands->len; i++)
    {
      Hand *hand = g_ptr_array_index (self->hands, i);
      JsonObject *ho = json_object_new ();

      json_object_set_int_member (ho, "dealer", hand->dealer);
      json_object_set_object_member (ho, "outcome", object_copy (hand->outcome));
      json_array_add_object_element (hands, ho);
    }
  json_object_set_array_member (o, "hands", hands);
  return o;
}

gboolean
tarot_table_session_save (TarotTableSession  *self,
                          GError            **error)
{
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (self), FALSE);
  g_return_val_if_fail (self->path != NULL, FALSE);

  return tarot_json_save_object (tarot_table_session_to_json (self), self->path, error);
}

/* A newer version is refused rather than half read. */
static gboolean
check_format (JsonObject  *object,
              const char  *file,
              GError     **error)
{
  const char *found;
  gint64 version;

  if ((found = tarot_json_get_string (object, "format", file, NULL, error)) == NULL)
    return FALSE;
  if (!g_str_equal (found, SESSION_FORMAT))
    {
      tarot_json_set_error (error, file, NULL, "format",
                            "\"" SESSION_FORMAT "\" (a score-keeping session)");
      return FALSE;
    }
  if (!tarot_json_get_int (object, "version", file, NULL, 1, G_MAXINT32, &version, error))
    return FALSE;
  if (version != TAROT_TABLE_SESSION_VERSION)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID,
                   _("%s: version: this file has format version %d; "
                     "this version of Triumphs reads version %d"),
                   file, (int) version, TAROT_TABLE_SESSION_VERSION);
      return FALSE;
    }
  return TRUE;
}

static GDateTime *
read_time (JsonObject  *object,
           const char  *member,
           const char  *file,
           GError     **error)
{
  const char *text = tarot_json_get_string (object, member, file, NULL, error);
  GDateTime *time;

  if (text == NULL)
    return NULL;
  if ((time = g_date_time_new_from_iso8601 (text, NULL)) == NULL)
    tarot_json_set_error (error, file, NULL, member,
                          "a date and time in ISO 8601 (2026-11-24T20:15:00+01:00)");
  return time;
}

static GStrv
read_names (JsonObject    *object,
            const char    *file,
            TarotVariant  *variant,
            GError       **error)
{
  g_autofree char *expected = g_strdup_printf ("an array of %u to %u player names",
                                               tarot_variant_get_min_players (variant),
                                               tarot_variant_get_max_players (variant));
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonArray *players = tarot_json_get_array (object, "players", file, NULL, error);
  guint n;

  if (players == NULL)
    return NULL;
  n = json_array_get_length (players);
  if (n < tarot_variant_get_min_players (variant) || n > tarot_variant_get_max_players (variant) ||
      n > TAROT_MAX_PLAYERS)
    {
      tarot_json_set_error (error, file, NULL, "players", expected);
      return NULL;
    }
  for (guint s = 0; s < n; s++)
    {
      JsonNode *node = json_array_get_element (players, s);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          tarot_json_set_error (error, file, NULL, "players", expected);
          return NULL;
        }
      g_strv_builder_add (builder, json_node_get_string (node));
    }
  return g_strv_builder_end (builder);
}

static GPtrArray *
read_hands (JsonObject  *object,
            const char  *file,
            guint        n_players,
            GError     **error)
{
  g_autoptr(GPtrArray) hands = g_ptr_array_new_with_free_func (hand_free);
  JsonArray *array = tarot_json_get_array (object, "hands", file, NULL, error);

  if (array == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *where = g_strdup_printf ("hands[%u]", i);
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *outcome;
      gint64 dealer;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          tarot_json_set_error (error, file, where, NULL, "an object {\"dealer\", \"outcome\"}");
          return NULL;
        }
      if (!tarot_json_get_int (json_node_get_object (node), "dealer", file, where,
                               0, n_players - 1, &dealer, error) ||
          (outcome = tarot_json_get_object (json_node_get_object (node), "outcome",
                                            file, where, error)) == NULL)
        return NULL;
      g_ptr_array_add (hands, hand_new (outcome, (guint) dealer));
    }
  return g_steal_pointer (&hands);
}

/* The family's messages name the key inside the outcome, after
 * "(input): "; say which file and which hand. */
static void
hand_error (GError     **error,
            GError      *local_error,
            const char  *file,
            guint        index)
{
  const char *message = local_error->message;

  if (g_str_has_prefix (message, "(input): "))
    g_set_error (error, local_error->domain, local_error->code, "%s: hands[%u].outcome.%s",
                 file, index, message + strlen ("(input): "));
  else
    g_set_error (error, local_error->domain, local_error->code, "%s: hands[%u].outcome: %s",
                 file, index, message);
}

TarotTableSession *
tarot_table_session_new_from_json (JsonObject  *object,
                                   const char  *file,
                                   GError     **error)
{
  g_autoptr(TarotTableSession) self = NULL;
  g_autoptr(TarotVariant) variant = NULL;
  g_autoptr(GHashTable) options = NULL;
  g_autoptr(GPtrArray) hands = NULL;
  g_autoptr(GDateTime) created = NULL;
  g_autoptr(GDateTime) modified = NULL;
  g_autoptr(GError) local_error = NULL;
  g_auto(GStrv) names = NULL;
  g_auto(Walk) w = { 0 };
  const char *name, *variant_id;
  gint64 first_dealer;
  guint n_players, failed;

  g_return_val_if_fail (object != NULL, NULL);

  if (file == NULL)
    file = "(input)";
  if (!check_format (object, file, error) ||
      (name = tarot_json_get_string (object, "name", file, NULL, error)) == NULL ||
      (variant_id = tarot_json_get_string (object, "variant", file, NULL, error)) == NULL)
    return NULL;
  if ((variant = tarot_variant_load (variant_id, &local_error)) == NULL)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND, "%s: variant: %s",
                   file, local_error->message);
      return NULL;
    }
  if ((names = read_names (object, file, variant, error)) == NULL)
    return NULL;
  n_players = g_strv_length (names);
  if (!tarot_json_get_int (object, "first_dealer", file, NULL, 0, n_players - 1,
                           &first_dealer, error) ||
      (options = tarot_session_rules_read_options (object, "options", file, variant, error)) == NULL ||
      (created = read_time (object, "created", file, error)) == NULL ||
      (modified = read_time (object, "modified", file, error)) == NULL ||
      (hands = read_hands (object, file, n_players, error)) == NULL)
    return NULL;

  self = session_create (variant, n_players, options, (const char *const *) names,
                         (guint) first_dealer);
  g_free (self->name);
  self->name = g_strdup (name);
  g_date_time_unref (self->created);
  self->created = g_steal_pointer (&created);
  g_date_time_unref (self->modified);
  self->modified = g_steal_pointer (&modified);
  if (!compute (self, hands, &w, &failed, &local_error))
    {
      if (failed == G_MAXUINT)
        g_set_error (error, TAROT_ERROR, TAROT_ERROR_INVALID, "%s: options: %s",
                     file, local_error->message);
      else
        hand_error (error, local_error, file, failed);
      return NULL;
    }
  take_walk (self, hands, &w);
  return g_steal_pointer (&self);
}

TarotTableSession *
tarot_table_session_load (const char  *path,
                          GError     **error)
{
  g_autoptr(JsonObject) object = NULL;
  g_autofree char *base = NULL;
  TarotTableSession *self;

  g_return_val_if_fail (path != NULL, NULL);

  if ((object = tarot_json_load_object (path, error)) == NULL)
    return NULL;
  base = g_path_get_basename (path);
  if ((self = tarot_table_session_new_from_json (object, base, error)) != NULL)
    tarot_table_session_set_path (self, path);
  return self;
}
