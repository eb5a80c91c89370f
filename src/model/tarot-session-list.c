/* tarot-session-list.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tarot-error.h"
#include "tarot-session-list.h"

#define ASIDE_SUFFIX ".removed"

/* A removed session waiting for its undo. */
typedef struct
{
  TarotTableSession *session;
  char              *path;    /* where it was */
  char              *aside;   /* where it is now */
} Removed;

struct _TarotSessionList
{
  GObject     parent_instance;

  char       *dir;
  GPtrArray  *sessions;   /* of TarotTableSession, newest modified first */
  GPtrArray  *removed;    /* of Removed, the last one last */
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TarotSessionList, tarot_session_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
tarot_session_list_get_item_type (GListModel *model)
{
  return TAROT_TYPE_TABLE_SESSION;
}

static guint
tarot_session_list_get_n_items (GListModel *model)
{
  return TAROT_SESSION_LIST (model)->sessions->len;
}

static gpointer
tarot_session_list_get_item (GListModel *model,
                             guint       position)
{
  TarotSessionList *self = TAROT_SESSION_LIST (model);

  if (position >= self->sessions->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->sessions, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = tarot_session_list_get_item_type;
  iface->get_n_items = tarot_session_list_get_n_items;
  iface->get_item = tarot_session_list_get_item;
}

static void
removed_free (gpointer data)
{
  Removed *removed = data;

  g_object_unref (removed->session);
  g_free (removed->path);
  g_free (removed->aside);
  g_free (removed);
}

static void on_modified (TarotTableSession *session,
                         GParamSpec        *pspec,
                         TarotSessionList  *self);

static void
forget_session (gpointer data,
                gpointer user_data)
{
  g_signal_handlers_disconnect_by_func (data, on_modified, user_data);
}

static void
tarot_session_list_dispose (GObject *object)
{
  TarotSessionList *self = TAROT_SESSION_LIST (object);

  g_ptr_array_foreach (self->sessions, forget_session, self);
  g_ptr_array_set_size (self->sessions, 0);

  G_OBJECT_CLASS (tarot_session_list_parent_class)->dispose (object);
}

static void
tarot_session_list_finalize (GObject *object)
{
  TarotSessionList *self = TAROT_SESSION_LIST (object);

  g_free (self->dir);
  g_ptr_array_unref (self->sessions);
  g_ptr_array_unref (self->removed);

  G_OBJECT_CLASS (tarot_session_list_parent_class)->finalize (object);
}

static void
tarot_session_list_class_init (TarotSessionListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tarot_session_list_dispose;
  object_class->finalize = tarot_session_list_finalize;
}

static void
tarot_session_list_init (TarotSessionList *self)
{
  self->sessions = g_ptr_array_new_with_free_func (g_object_unref);
  self->removed = g_ptr_array_new_with_free_func (removed_free);
}

TarotSessionList *
tarot_session_list_new (const char *dir)
{
  TarotSessionList *self;

  g_return_val_if_fail (dir != NULL, NULL);

  self = g_object_new (TAROT_TYPE_SESSION_LIST, NULL);
  self->dir = g_strdup (dir);
  return self;
}

const char *
tarot_session_list_get_dir (TarotSessionList *self)
{
  g_return_val_if_fail (TAROT_IS_SESSION_LIST (self), NULL);

  return self->dir;
}

/* Where @session goes to keep the list newest modified first. */
static guint
sorted_position (TarotSessionList  *self,
                 TarotTableSession *session)
{
  GDateTime *modified = tarot_table_session_get_modified (session);
  guint i;

  for (i = 0; i < self->sessions->len; i++)
    if (g_date_time_compare (tarot_table_session_get_modified (g_ptr_array_index (self->sessions, i)),
                             modified) <= 0)
      break;
  return i;
}

static void
insert_sorted (TarotSessionList  *self,
               TarotTableSession *session)
{
  guint position = sorted_position (self, session);

  g_ptr_array_insert (self->sessions, position, g_object_ref (session));
  g_signal_connect (session, "notify::modified", G_CALLBACK (on_modified), self);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 0, 1);
}

static gboolean
take_out (TarotSessionList  *self,
          TarotTableSession *session)
{
  guint position;

  if (!g_ptr_array_find (self->sessions, session, &position))
    return FALSE;
  forget_session (session, self);
  g_ptr_array_remove_index (self->sessions, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
  return TRUE;
}

/* A changed session moves to the top. */
static void
on_modified (TarotTableSession *session,
             GParamSpec        *pspec,
             TarotSessionList  *self)
{
  g_autoptr(TarotTableSession) keep = g_object_ref (session);
  guint position;

  if (!g_ptr_array_find (self->sessions, session, &position) ||
      sorted_position (self, session) == position)
    return;
  take_out (self, session);
  insert_sorted (self, session);
}

static gboolean
is_aside (const char *name)
{
  return name[0] == '.' && g_str_has_suffix (name, ASIDE_SUFFIX);
}

static gboolean
is_pending (TarotSessionList *self,
            const char       *path)
{
  for (guint i = 0; i < self->removed->len; i++)
    if (g_str_equal (((Removed *) g_ptr_array_index (self->removed, i))->aside, path))
      return TRUE;
  return FALSE;
}

void
tarot_session_list_reload (TarotSessionList *self,
                           GPtrArray        *errors)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  guint old_n;
  const char *name;

  g_return_if_fail (TAROT_IS_SESSION_LIST (self));

  old_n = self->sessions->len;
  g_ptr_array_foreach (self->sessions, forget_session, self);
  g_ptr_array_set_size (self->sessions, 0);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, old_n, 0);

  if ((dir = g_dir_open (self->dir, 0, &error)) == NULL)
    {
      if (errors != NULL && !g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_ptr_array_add (errors, g_steal_pointer (&error));
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (self->dir, name, NULL);
      g_autoptr(TarotTableSession) session = NULL;
      g_autoptr(GError) load_error = NULL;

      /* left by a removal whose undo was never answered (a crash) */
      if (is_aside (name))
        {
          if (!is_pending (self, path))
            g_unlink (path);
          continue;
        }
      if (name[0] == '.' || !g_str_has_suffix (name, ".json"))
        continue;
      if ((session = tarot_table_session_load (path, &load_error)) != NULL)
        insert_sorted (self, session);
      else if (errors != NULL)
        g_ptr_array_add (errors, g_steal_pointer (&load_error));
    }
}

gboolean
tarot_session_list_add (TarotSessionList   *self,
                        TarotTableSession  *session,
                        GError            **error)
{
  g_autofree char *id = g_uuid_string_random ();
  g_autofree char *file = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (self->dir, file, NULL);

  g_return_val_if_fail (TAROT_IS_SESSION_LIST (self), FALSE);
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (session), FALSE);

  if (g_mkdir_with_parents (self->dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder %s: %s"), self->dir, g_strerror (saved_errno));
      return FALSE;
    }
  tarot_table_session_set_path (session, path);
  if (!tarot_table_session_save (session, error))
    {
      tarot_table_session_set_path (session, NULL);
      return FALSE;
    }
  insert_sorted (self, session);
  return TRUE;
}

static gboolean
rename_file (const char  *from,
             const char  *to,
             GError     **error)
{
  g_autofree char *base = NULL;
  int saved_errno;

  if (g_rename (from, to) == 0)
    return TRUE;
  saved_errno = errno;
  base = g_path_get_basename (from);
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               "%s: %s", base, g_strerror (saved_errno));
  return FALSE;
}

gboolean
tarot_session_list_remove (TarotSessionList   *self,
                           TarotTableSession  *session,
                           GError            **error)
{
  const char *path;
  g_autofree char *base = NULL;
  g_autofree char *hidden = NULL;
  Removed *removed;

  g_return_val_if_fail (TAROT_IS_SESSION_LIST (self), FALSE);
  g_return_val_if_fail (TAROT_IS_TABLE_SESSION (session), FALSE);

  path = tarot_table_session_get_path (session);
  if (path == NULL || !g_ptr_array_find (self->sessions, session, NULL))
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND,
                   _("This session is not in the list"));
      return FALSE;
    }
  base = g_path_get_basename (path);
  hidden = g_strconcat (".", base, ASIDE_SUFFIX, NULL);
  removed = g_new0 (Removed, 1);
  removed->aside = g_build_filename (self->dir, hidden, NULL);
  if (!rename_file (path, removed->aside, error))
    {
      g_free (removed->aside);
      g_free (removed);
      return FALSE;
    }
  removed->session = g_object_ref (session);
  removed->path = g_strdup (path);
  /* no more writes to a file set aside */
  tarot_table_session_set_path (session, NULL);
  g_ptr_array_add (self->removed, removed);
  take_out (self, session);
  return TRUE;
}

gboolean
tarot_session_list_undo_remove (TarotSessionList  *self,
                                GError           **error)
{
  Removed *removed;

  g_return_val_if_fail (TAROT_IS_SESSION_LIST (self), FALSE);

  if (self->removed->len == 0)
    {
      g_set_error (error, TAROT_ERROR, TAROT_ERROR_NOT_FOUND, _("No session to restore"));
      return FALSE;
    }
  removed = g_ptr_array_index (self->removed, self->removed->len - 1);
  if (!rename_file (removed->aside, removed->path, error))
    return FALSE;
  tarot_table_session_set_path (removed->session, removed->path);
  insert_sorted (self, removed->session);
  g_ptr_array_remove_index (self->removed, self->removed->len - 1);
  return TRUE;
}

void
tarot_session_list_purge (TarotSessionList *self)
{
  g_return_if_fail (TAROT_IS_SESSION_LIST (self));

  for (guint i = 0; i < self->removed->len; i++)
    g_unlink (((Removed *) g_ptr_array_index (self->removed, i))->aside);
  g_ptr_array_set_size (self->removed, 0);
}
