#!/bin/sh
# test-cli-outcome.sh — `triumphs-cli score` refuses impossible outcomes
# with a message naming the field and exit status 1; `describe` prints a
# description whose default outcome `score` accepts.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-cli-outcome.sh PATH-TO-TRIUMPHS-CLI
set -u
cli=$1
failures=0

fail () {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# refused VARIANT PLAYERS JSON KEY: exit 1, and stderr names KEY
refused () {
  err=$(printf '%s' "$3" | "$cli" score --variant "$1" --players "$2" 2>&1 >/dev/null)
  status=$?
  [ "$status" -eq 1 ] || fail "$1 $3: exit status $status, expected 1"
  case $err in
    "triumphs-cli score: (input): $4: "*) ;;
    *) fail "$1 $3: message does not name $4: $err" ;;
  esac
}

refused french-tarot 4 '{"contract": "garde", "declarer": 0, "points": 91, "bouts": 0}' points
refused french-tarot 4 '{"contract": "garde", "declarer": 0, "points": 45, "bouts": 2, "petit_au_bot": null}' \
  petit_au_bot
refused french-tarot 4 '{"contract": "garde", "declarer": 0, "points": 45, "bouts": 2,
  "poignees": [{"seat": 1, "level": "simple"}, {"seat": 1, "level": "simple"}]}' 'poignees[1].seat'
refused troccas4 4 '{"dealer": 0, "points": [41, 30]}' points
refused tapp-tarock 3 '{"declarer": 0, "contract": "dreier", "points": 60, "bonuses": [{"id": "valat"}]}' points

for args in "french-tarot 3" "french-tarot 5" "troccas3 3" "troccas6 6" "tapp-tarock 4" "tapp-doppen 3"; do
  # shellcheck disable=SC2086
  set -- $args
  "$cli" describe --variant "$1" --players "$2" | grep -q '"fields"' || fail "describe $args"
  "$cli" describe --variant "$1" --players "$2" --default |
    "$cli" score --variant "$1" --players "$2" >/dev/null || fail "the default outcome of $args"
done

"$cli" describe --variant french-tarot --players 9 >/dev/null 2>&1
[ $? -eq 1 ] || fail "describe with 9 players should fail"

exit $((failures > 0))
