#!/usr/bin/env python3
# external-player.py — a small outside player for `triumphs-cli match
# --b 'external:python3 external-player.py MODE'` (docs/cli.md, "External
# players"), and a check of what the host sends it.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# MODE: "random" plays a random legal action (seeded by the hand id);
# "illegal" answers a play during the auction; "crash" exits at its
# fifth decision; "slow" never answers a decision.  Any request that
# breaks the protocol gets an {"error": ...} reply, which stops the match.
import json
import random
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "random"
DECIDE_KEYS = {"command", "protocol", "variant", "players", "options", "hand_id", "dealer",
               "seat", "phase", "hand", "declarer", "contract", "partner", "called_card",
               "talon_shown", "own_discard", "shown", "actions", "legal"}


def reply(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def problem(request):
    """What is wrong with a decide request, or None."""
    missing = DECIDE_KEYS - request.keys()
    if missing:
        return "missing " + ", ".join(sorted(missing))
    if "seed" in request:
        return "the seed was sent"
    if not request["legal"]:
        return "no legal action"
    for action in request["legal"]:
        if action.get("seat") != request["seat"]:
            return "a legal action of another seat"
    for action in request["actions"]:
        if action.get("kind") == "discard" and action.get("seat") != request["seat"] \
                and "card" in action and action["card"] not in request["shown"]:
            return "another seat's hidden discard was sent"
    return None


def main():
    decisions = 0
    for line in sys.stdin:
        request = json.loads(line)
        command = request.get("command")
        if command == "hello":
            reply({"name": "external-player.py", "version": "1",
                   "variants": ["french-tarot", "troccas4", "tapp-tarock"], "players": [3, 4]})
        elif command == "decide":
            decisions += 1
            wrong = problem(request)
            if wrong:
                reply({"error": wrong})
            elif MODE == "crash" and decisions == 5:
                sys.exit(3)
            elif MODE == "slow":
                time.sleep(30)
            elif MODE == "illegal" and request["phase"] == "auction":
                reply({"kind": "play", "card": request["hand"][0]})
            else:
                rng = random.Random(request["hand_id"] + str(len(request["actions"])))
                action = dict(rng.choice(request["legal"]))
                del action["seat"]
                reply(action)
        elif command == "result":
            ok = "seed" not in request["replay"] and len(request["hands"]) == request["replay"]["players"]
            reply({"ok": True} if ok else {"error": "the result shows the seed or lacks hands"})
        elif command == "quit":
            return
        else:
            reply({"error": "unknown command " + str(command)})


main()
