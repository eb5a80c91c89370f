#!/bin/sh
# test-cli-external.sh — `triumphs-cli match` against an outside player
# in Python (external-player.py): full matches run, and an illegal
# action, a crash or a silence stops the match with exit status 1 and
# a message naming the seed, the seat, the request and the reply.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-cli-external.sh PATH-TO-TRIUMPHS-CLI PATH-TO-PYTHON3 PATH-TO-external-player.py
set -u
cli=$1
engine="external:'$2' '$3'"
failures=0

fail () {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# a full match in each family, the outside player in three seats and then in one
for args in "french-tarot 4" "troccas4 4" "tapp-tarock 3"; do
  # shellcheck disable=SC2086
  set -- $args
  out=$("$cli" match --variant "$1" --players "$2" --deals 2 --a heuristic --b "$engine random" --json) ||
    fail "match $args against the outside player"
  case $out in
    *'"seat_hands" : '$((2 * $2))*) ;;
    *) fail "match $args: not every seat-hand played: $out" ;;
  esac
  "$cli" match --variant "$1" --players "$2" --deals 1 --a "$engine random" --b heuristic >/dev/null ||
    fail "match $args with the outside player measured"
done

# stopped VARIANT PLAYERS MODE EXPECTED [OPTIONS]: exit 1 and a message with EXPECTED
stopped () {
  err=$("$cli" match --variant "$1" --players "$2" --deals 2 --b "$engine $3" $5 2>&1 >/dev/null)
  status=$?
  [ "$status" -eq 1 ] || fail "$3: exit status $status, expected 1"
  case $err in
    *"seed "*"seat "*"request "*"$4"*) ;;
    *) fail "$3: unexpected message: $err" ;;
  esac
}

stopped french-tarot 4 illegal '{"kind":"play","card":' ''
stopped french-tarot 4 illegal 'which is not one of the legal actions' ''
stopped french-tarot 4 crash 'closed its output' ''
stopped tapp-tarock 3 slow 'no reply within 3000 ms' '--external-timeout 3000'

"$cli" match --variant troccas6 --players 6 --deals 1 --b "$engine random" >/dev/null 2>&1
[ $? -eq 1 ] || fail "an outside player that does not play troccas6 should stop the match"

exit $((failures > 0))
