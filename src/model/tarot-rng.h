/* tarot-rng.h — a small seeded PRNG (xoshiro128**) so that a seed
 * reproduces the same deal on every machine and GLib version
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint32 s[4];
} TarotRng;

static inline guint64
tarot_rng_splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static inline void
tarot_rng_init (TarotRng *rng,
                guint64   seed)
{
  guint64 x = seed;
  guint64 a = tarot_rng_splitmix64 (&x);
  guint64 b = tarot_rng_splitmix64 (&x);

  rng->s[0] = (guint32) a;
  rng->s[1] = (guint32) (a >> 32);
  rng->s[2] = (guint32) b;
  rng->s[3] = (guint32) (b >> 32);
  /* an all-zero state would stay zero forever */
  if ((rng->s[0] | rng->s[1] | rng->s[2] | rng->s[3]) == 0)
    rng->s[0] = 1;
}

static inline guint32
tarot_rng_rotl (guint32 x,
                int     k)
{
  return (x << k) | (x >> (32 - k));
}

static inline guint32
tarot_rng_next (TarotRng *rng)
{
  guint32 *s = rng->s;
  guint32 result = tarot_rng_rotl (s[1] * 5, 7) * 9;
  guint32 t = s[1] << 9;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = tarot_rng_rotl (s[3], 11);
  return result;
}

/* Uniform integer in [0, bound), bound > 0 (Lemire's method, unbiased). */
static inline guint32
tarot_rng_below (TarotRng *rng,
                 guint32   bound)
{
  guint64 m = (guint64) tarot_rng_next (rng) * bound;
  guint32 low = (guint32) m;

  if (low < bound)
    {
      guint32 threshold = -bound % bound;

      while (low < threshold)
        {
          m = (guint64) tarot_rng_next (rng) * bound;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

G_END_DECLS
