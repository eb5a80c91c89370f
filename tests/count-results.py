#!/usr/bin/env python3
"""Sum meson test logs into the plain closing line `N passed, N failed`.

A TAP test counts each of its subtests; other tests count once."""
import json
import sys

passed = failed = skipped = 0
for path in sys.argv[1:]:
    try:
        with open(path, encoding="utf-8") as log:
            lines = [json.loads(line) for line in log if line.strip()]
    except OSError as error:
        print(f"count-results: cannot read {path}: {error}", file=sys.stderr)
        failed += 1
        continue
    for test in lines:
        result = test.get("result")
        if result in ("SKIP",):
            skipped += 1
            continue
        tap_ok = tap_not_ok = 0
        for out in (test.get("stdout") or "").splitlines():
            if out.startswith("ok "):
                if "# SKIP" in out:
                    skipped += 1
                else:
                    tap_ok += 1
            elif out.startswith("not ok "):
                tap_not_ok += 1
        if tap_ok or tap_not_ok:
            passed += tap_ok
            failed += tap_not_ok
            if result not in ("OK", "EXPECTEDFAIL") and tap_not_ok == 0:
                failed += 1
        elif result in ("OK", "EXPECTEDFAIL"):
            passed += 1
        else:
            failed += 1

line = f"{passed} passed, {failed} failed"
if skipped:
    line += f", {skipped} skipped"
print(line)
