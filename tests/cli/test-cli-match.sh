#!/bin/sh
# test-cli-match.sh — `triumphs-cli match --json` reports the interval by
# deal (the mean of each deal's seat-hands) besides the one by
# seat-hand: a one-deal match gives that deal's mean, and a two-deal
# match from the same seed repeats it as its first deal, so the second
# deal's mean and the standard deviation of the two follow.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: test-cli-match.sh PATH-TO-TRIUMPHS-CLI PATH-TO-PYTHON3
set -u
cli=$1
python=$2

match () {
  "$cli" match --variant french-tarot --players 4 --a heuristic --b random --seed 7 --json --deals "$1"
}

one=$(match 1) || { echo "FAIL: match --deals 1" >&2; exit 1; }
two=$(match 2) || { echo "FAIL: match --deals 2" >&2; exit 1; }

"$python" - "$one" "$two" <<'PY'
import json, math, sys

one, two = (json.loads(arg) for arg in sys.argv[1:3])
failures = []

def close(what, got, expected):
    if abs(got - expected) > 1e-6 * max(1.0, abs(expected)):
        failures.append(f"{what}: {got}, expected {expected}")

first = one["mean_difference"]
close("one deal: deal_standard_deviation", one["deal_standard_deviation"], 0.0)
close("one deal: deal_ci95_low", one["deal_ci95_low"], first)
close("one deal: deal_ci95_high", one["deal_ci95_high"], first)

second = 2 * two["mean_difference"] - first
sd = abs(first - second) / math.sqrt(2)
if sd == 0:
    failures.append("the two deals have the same mean: the test shows nothing")
close("two deals: deal_standard_deviation", two["deal_standard_deviation"], sd)
close("two deals: deal_ci95_low", two["deal_ci95_low"], two["mean_difference"] - 1.96 * sd / math.sqrt(2))
close("two deals: deal_ci95_high", two["deal_ci95_high"], two["mean_difference"] + 1.96 * sd / math.sqrt(2))
for f in failures:
    print("FAIL:", f, file=sys.stderr)
sys.exit(1 if failures else 0)
PY
