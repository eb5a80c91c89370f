#!/usr/bin/env python3
# kill-test.py — kill Triumphs with SIGKILL at random moments of games played by computer
# players, and check after each kill that every action the app had applied (and each finished
# hand with its score row) is in the saved game, and that a restart resumes exactly there.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: kill-test.py TRIUMPHS TRIUMPHS_CLI [SEED]
# The app logs "Autosaved hand H with N actions" (G_MESSAGES_DEBUG) once the save is on
# disk; what it logged before the kill is what it had shown, so the file must hold at least
# that.  Runs under Xvfb like the other UI tests.

import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

GAMES = [("french-tarot", 4), ("troccas4", 4), ("tapp-tarock", 3), ("french-tarot", 5),
         ("troccas3", 3)]
KILLS_PER_GAME = 4
SAVED = re.compile(r"Autosaved hand (\d+) with (\d+) actions( and its score)?")
MASK = (1 << 64) - 1


def splitmix64(x):
    x = (x + 0x9E3779B97F4A7C15) & MASK
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def hand_seed(seed, hand):
    # as hand_seed() in src/model/tarot-game.c (docs/save-format.md)
    return splitmix64((seed + hand * 0xD1B54A32D192ED03) & MASK)


class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def check(self, ok, what):
        self.n += 1
        if not ok:
            self.failed += 1
        print(("ok" if ok else "not ok") + " %d %s" % (self.n, what), flush=True)
        return ok


def first_save(cli, variant, players, rng, path, left=None):
    """A save of hand 1 with computer players at every seat, cut in the last tricks of a
    hand played by random players (@left actions before its end, else a random number)."""
    while True:
        seed = rng.randrange(1, 1 << 63)
        dealer = rng.randrange(players)
        out = json.loads(subprocess.run([cli, "play", "--variant", variant, "--players",
                                         str(players), "--seed", str(hand_seed(seed, 1)),
                                         "--dealer", str(dealer), "--json"],
                                        check=True, capture_output=True, text=True).stdout)
        # a hand that ends on the sheet, not one passed out or thrown in
        if out["end"] == "played":
            break
    actions = out["replay"]["actions"]
    keep = max(0, len(actions) - (left if left is not None else rng.randrange(2, 30)))
    names = ["Anna", "Ben", "Clà", "Duri", "Eva", "Fadri"][:players]
    sheet = {"format": "triumphs-score-sheet", "version": 1, "variant": variant,
             "players": names, "rows": []}
    if variant in ("troccas4", "troccas6"):
        sheet["teams"] = [s % 2 for s in range(players)]
    game = {"format": "triumphs-game", "version": 1, "variant": variant,
            "players": [{"name": n, "human": False, "level": "easy"} for n in names],
            "options": {}, "seed": str(seed), "hand": 1, "dealer": dealer,
            "hand_options": {}, "actions": actions[:keep], "sheet": sheet}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(game, f)


def read_save(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def run_and_kill(app, env, wait, until_scored=False):
    """Starts the app and kills it @wait seconds later, or with @until_scored that long
    after it logged the save of a finished hand."""
    proc = subprocess.Popen([app], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    lines = []
    scored = threading.Event()

    def read():
        for line in proc.stdout:
            lines.append(line)
            m = SAVED.search(line)
            if m and m.group(3):
                scored.set()

    reader = threading.Thread(target=read)
    reader.start()
    if until_scored:
        scored.wait(60)
    time.sleep(wait)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    reader.join()
    err = "".join(lines)
    return [(int(m.group(1)), int(m.group(2)), m.group(3) is not None)
            for m in SAVED.finditer(err)], err


def main():
    app, cli = sys.argv[1], sys.argv[2]
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else int(time.time())
    rng = random.Random(seed)
    tap = Tap()
    print("# seed %d (pass it as the third argument to repeat this run)" % seed)
    print("1..%d" % (len(GAMES) * (KILLS_PER_GAME * 3 + 4)), flush=True)

    per_game = KILLS_PER_GAME * 3 + 4
    for variant, players in GAMES:
        home = tempfile.mkdtemp(prefix="triumphs-kill-")
        first = tap.n
        try:
            data = os.path.join(home, "data", "triumphs")
            config = os.path.join(home, "config", "glib-2.0", "settings")
            os.makedirs(data)
            os.makedirs(config)
            with open(os.path.join(config, "keyfile"), "w") as f:
                f.write("[io/github/triumphs/Triumphs]\nspeed='fast'\nlast-page='table'\n")
            env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"),
                       XDG_CONFIG_HOME=os.path.join(home, "config"),
                       GSETTINGS_BACKEND="keyfile", G_MESSAGES_DEBUG="all")
            env.pop("G_DEBUG", None)
            path = os.path.join(data, "game.json")
            first_save(cli, variant, players, rng, path)
            before = read_save(path)

            for k in range(KILLS_PER_GAME):
                # a finished hand waits on its panel for ever: start another from there on
                if any(r["hand"] == before["hand"] for r in before["sheet"]["rows"]):
                    first_save(cli, variant, players, rng, path)
                    before = read_save(path)
                wait = rng.uniform(0.4, 3.0)
                saves, err = run_and_kill(app, env, wait)
                where = "%s/%d kill %d after %.2f s" % (variant, players, k + 1, wait)
                after = read_save(path)

                # the restart resumed exactly where the last run stopped: its first save is
                # the state it loaded (a kill before that first save leaves the file alone)
                if saves:
                    h, n, _ = saves[0]
                    tap.check((h, n) == (before["hand"], len(before["actions"])),
                              "%s: resumed at hand %d, action %d (saved: hand %d, action %d)"
                              % (where, h, n, before["hand"], len(before["actions"])))
                else:
                    tap.check(after == before, "%s: killed before any save, file unchanged"
                              % where)

                # nothing applied before the kill is missing; at most the save that was
                # being logged when the kill came is there in addition
                ok = True
                if saves:
                    h, n, scored = saves[-1]
                    ok = after["hand"] == h and len(after["actions"]) in (n, n + 1)
                    if scored:
                        ok = ok and any(r["hand"] == h for r in after["sheet"]["rows"])
                tap.check(ok, "%s: every logged action is on disk (%s)"
                          % (where, saves[-1] if saves else "no save"))

                # and what was on disk before is still there, in order
                same_hand = after["hand"] == before["hand"]
                kept = (after["actions"][:len(before["actions"])] == before["actions"]
                        if same_hand else after["hand"] > before["hand"])
                rows_kept = after["sheet"]["rows"][:len(before["sheet"]["rows"])] == \
                    before["sheet"]["rows"]
                if not tap.check(kept and rows_kept, "%s: earlier actions and rows kept" % where):
                    sys.stderr.write(err)
                before = after

            # the last action of a hand, then a kill while its end-of-hand panel is shown:
            # the finished hand is on disk with its row, and stays there after a restart
            first_save(cli, variant, players, rng, path, left=1)
            before = read_save(path)
            wait = rng.uniform(0.0, 1.0)
            saves, err = run_and_kill(app, env, wait, until_scored=True)
            after = read_save(path)
            where = "%s/%d kill %.2f s after the hand ended" % (variant, players, wait)
            row = [r for r in after["sheet"]["rows"] if r["hand"] == before["hand"]]
            if not tap.check(bool(saves) and saves[-1][2] and len(row) == 1
                             and len(after["actions"]) == len(before["actions"]) + 1,
                             "%s: the finished hand and its row are on disk" % where):
                sys.stderr.write(err)
            saves, err = run_and_kill(app, env, rng.uniform(0.5, 1.5))
            again = read_save(path)
            tap.check(again == after, "%s: a restart on the panel changes nothing" % where)
            tap.check(not saves or saves[0][:2] == (after["hand"], len(after["actions"])),
                      "%s: the restart resumed at the finished hand" % where)
            tap.check(not saves or all(s[2] for s in saves),
                      "%s: every save after the restart holds the row" % where)
        except (OSError, ValueError, KeyError, subprocess.CalledProcessError) as error:
            # the rest of this game's checks fail with the reason, and the next game still runs
            while tap.n < first + per_game:
                tap.check(False, "%s/%d: %s: %s" % (variant, players, type(error).__name__, error))
        finally:
            shutil.rmtree(home, ignore_errors=True)

    return 1 if tap.failed else 0


if __name__ == "__main__":
    sys.exit(main())
