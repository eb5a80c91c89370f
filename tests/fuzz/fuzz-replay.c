/* fuzz-replay.c — feeds the fuzz corpus and the broken-file fixtures to
 * every fuzz target, with any compiler: the corpus's crashes stay fixed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tarot-fuzz.h"

typedef int (*OneInput) (const uint8_t *data,
                         size_t         size);

/* The targets' LLVMFuzzerTestOneInput, renamed by the build. */
int tarot_fuzz_variant_one_input (const uint8_t *data, size_t size);
int tarot_fuzz_pack_one_input (const uint8_t *data, size_t size);
int tarot_fuzz_save_one_input (const uint8_t *data, size_t size);
int tarot_fuzz_outcome_one_input (const uint8_t *data, size_t size);
int tarot_fuzz_actions_one_input (const uint8_t *data, size_t size);

typedef struct
{
  const char *name;
  OneInput    one_input;
} Target;

static const Target targets[] = {
  { "variant", tarot_fuzz_variant_one_input },
  { "pack", tarot_fuzz_pack_one_input },
  { "save", tarot_fuzz_save_one_input },
  { "outcome", tarot_fuzz_outcome_one_input },
  { "actions", tarot_fuzz_actions_one_input },
};

/* Feeds every file of @dir to @one_input; returns how many there were. */
static guint
replay_dir (OneInput    one_input,
            const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = g_dir_open (dir, 0, &error);
  const char *name;
  guint n = 0;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      /* tests/fixtures holds a data folder of its own */
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        continue;
      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      g_test_message ("%s", path);
      one_input ((const uint8_t *) contents, length);
      n++;
    }
  return n;
}

static void
test_replay (gconstpointer data)
{
  const Target *target = data;
  g_autofree char *corpus = g_build_filename (FUZZ_CORPUS_DIR, target->name, NULL);
  guint accepted = tarot_fuzz_n_accepted;

  g_assert_cmpuint (replay_dir (target->one_input, corpus), >, 0);
  /* the corpus reaches the model, it is not all refused at the door */
  g_assert_cmpuint (tarot_fuzz_n_accepted, >, accepted);
  g_assert_cmpuint (replay_dir (target->one_input, TEST_FIXTURES_DIR), >, 0);
}

/* Every file of the corpora that play a game names a shipped game (and
 * option) on its first line, so that it tests the same game when others
 * are added; a renamed variant or option fails here rather than silently
 * dropping the file. */
static void
test_corpus_names_games (gconstpointer data)
{
  const char *name = data;
  g_autofree char *dir = g_build_filename (FUZZ_CORPUS_DIR, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = g_dir_open (dir, 0, &error);
  const char *file;

  g_assert_no_error (error);
  tarot_fuzz_init ();
  while ((file = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, file, NULL);
      g_autofree char *contents = NULL;
      g_autofree TarotRules *rules = g_new0 (TarotRules, 1);
      g_autoptr(GHashTable) options = NULL;
      const uint8_t *rest;
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      rest = (const uint8_t *) contents;
      g_test_message ("%s", path);
      g_assert_cmpint (contents[0], ==, '@');
      g_assert_nonnull (tarot_fuzz_pick_game (&rest, &length, rules, &options));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/fuzz-replay/%s", targets[i].name);

      g_test_add_data_func (path, &targets[i], test_replay);
    }
  g_test_add_data_func ("/fuzz-replay/corpus-names-games/outcome", "outcome", test_corpus_names_games);
  g_test_add_data_func ("/fuzz-replay/corpus-names-games/actions", "actions", test_corpus_names_games);
  return g_test_run ();
}
