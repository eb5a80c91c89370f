#!/usr/bin/env python3
"""Offline checks of the Flatpak manifest: it parses, uses a GNOME runtime, builds one meson
module and grants no more than wayland, fallback-x11, ipc and dri."""
import json
import subprocess
import sys

path = sys.argv[1]
with open(path, encoding="utf-8") as f:
    manifest = json.load(f)

allowed = {"--socket=wayland", "--socket=fallback-x11", "--share=ipc", "--device=dri"}
problems = []
if manifest.get("id") != "io.github.triumphs.Triumphs":
    problems.append("id is not io.github.triumphs.Triumphs")
if manifest.get("runtime") != "org.gnome.Platform":
    problems.append("runtime is not org.gnome.Platform")
extra = set(manifest.get("finish-args", [])) - allowed
if extra:
    problems.append("finish-args grant more than needed: " + ", ".join(sorted(extra)))
modules = manifest.get("modules", [])
if len(modules) != 1 or modules[0].get("buildsystem") != "meson":
    problems.append("expected exactly one meson module")

shown = subprocess.run(["flatpak-builder", "--show-manifest", path],
                       capture_output=True, text=True)
if shown.returncode != 0:
    problems.append("flatpak-builder --show-manifest failed: " + shown.stderr.strip())

for problem in problems:
    print(f"{path}: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
