/* tarot-test-italian-suits.h — short card names for test hands in the
 * Italian suits (Troccas and the Italian games), for tests only: the
 * one-letter faces would clash with names in other tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "model/tarot-card.h"

#define T(n)      tarot_card_make_trump (n)
#define SW(face)  tarot_card_make (TAROT_SUIT_SWORDS, face)
#define BA(face)  tarot_card_make (TAROT_SUIT_BATONS, face)
#define CU(face)  tarot_card_make (TAROT_SUIT_CUPS, face)
#define CO(face)  tarot_card_make (TAROT_SUIT_COINS, face)
/* numeral faces: the Ace is 0, "n" is n - 1 */
#define PIP(n)    ((n) - 1)
#define J         TAROT_FACE_JACK
#define C         TAROT_FACE_CAVALIER
#define Q         TAROT_FACE_QUEEN
#define K         TAROT_FACE_KING
/* the end of a tarot_test_cards () list */
#define END       (-1)
