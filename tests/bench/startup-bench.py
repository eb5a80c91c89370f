#!/usr/bin/env python3
# startup-bench.py — time to the first window and resident memory at start,
# Triumphs against Aisleriot, started in alternation on one Xvfb display.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Needs (installs nothing): Xvfb, dbus-run-session, xdotool, and Aisleriot's
# `sol` (Debian: apt-get install xvfb dbus xdotool aisleriot).  Not part of
# the test suite: its figures depend on the machine and its load.
#
#   tests/bench/startup-bench.py [--runs N] [--triumphs PATH] [--cairo]
#
# Each run starts one program with a fresh home (so Triumphs resumes no
# saved game and both start on their first page) and a shared cache (warmed
# by one uncounted run of each), polls
# `xdotool search --onlyvisible --pid` until a window of that process is
# mapped, waits --settle seconds, reads VmRSS and the share of the mappings
# of the GL stack (Mesa, LLVM) from /proc, and kills it.  The programs
# alternate run by run so that a change in the machine's load hits both.

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

SOURCE_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
GL_LIBRARIES = ('libLLVM', '_dri.so', 'libgallium', 'libGLX_mesa', 'libEGL_mesa',
                'libglapi', 'libgbm', 'libGL.so', 'libEGL.so', 'libGLX.so', 'libepoxy')
SKIP = 77


def find_program(name):
    return shutil.which(name, path=os.environ.get('PATH', '') + os.pathsep + '/usr/games')


def rss_kib(pid):
    with open(f'/proc/{pid}/status') as status:
        for line in status:
            if line.startswith('VmRSS:'):
                return int(line.split()[1])
    return 0


def gl_rss_kib(pid):
    """Resident size of the file mappings of the GL stack (a lower bound of
    the renderer's share: llvmpipe's anonymous memory is not counted)."""
    total = 0
    counting = False
    with open(f'/proc/{pid}/smaps') as smaps:
        for line in smaps:
            fields = line.split()
            if '-' in fields[0] and len(fields) >= 5:
                path = fields[5] if len(fields) > 5 else ''
                counting = any(lib in path for lib in GL_LIBRARIES)
            elif counting and fields[0] == 'Rss:':
                total += int(fields[1])
    return total


def window_mapped(pid, env):
    result = subprocess.run(['xdotool', 'search', '--onlyvisible', '--pid', str(pid)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    return result.returncode == 0 and result.stdout.strip() != b''


def stop(process):
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=5)
    except ProcessLookupError:
        process.wait()
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def run_once(command, extra_env, base_env, timeout, settle):
    home = tempfile.mkdtemp(prefix='startup-bench-')
    env = dict(base_env)
    env.update({'HOME': home,
                'XDG_CONFIG_HOME': os.path.join(home, 'config'),
                'XDG_DATA_HOME': os.path.join(home, 'data'),
                'XDG_STATE_HOME': os.path.join(home, 'state')})
    env.update(extra_env)
    start = time.monotonic()
    log = tempfile.TemporaryFile()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                               stderr=log, start_new_session=True)
    try:
        while not window_mapped(process.pid, env):
            if process.poll() is not None:
                log.seek(0)
                raise RuntimeError(f'{command[0]} exited with {process.returncode} before its window '
                                   f'on {env["DISPLAY"]}: ' + log.read().decode(errors='replace'))
            if time.monotonic() - start > timeout:
                raise RuntimeError(f'{command[0]}: no window after {timeout} s')
            time.sleep(0.005)
        elapsed = time.monotonic() - start
        time.sleep(settle)
        return elapsed, rss_kib(process.pid), gl_rss_kib(process.pid)
    finally:
        stop(process)
        shutil.rmtree(home, ignore_errors=True)


def start_xvfb():
    # Far from the displays that xvfb-run -a (99 and up) and desktops (0 and up) take.
    for number in range(420, 480):
        if os.path.exists(f'/tmp/.X{number}-lock') or os.path.exists(f'/tmp/.X11-unix/X{number}'):
            continue
        xvfb = subprocess.Popen(['Xvfb', f':{number}', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and xvfb.poll() is None:
            # ready when it answers a request, not when its socket appears
            if subprocess.run(['xdotool', 'getdisplaygeometry'], env=dict(os.environ, DISPLAY=f':{number}'),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
                return xvfb, f':{number}'
            time.sleep(0.05)
        stop(xvfb)
    raise RuntimeError('Xvfb did not start')


def main():
    parser = argparse.ArgumentParser(description='Start-up time and memory: Triumphs against Aisleriot.')
    parser.add_argument('--runs', type=int, default=10, help='runs of each program (default 10)')
    parser.add_argument('--triumphs', default=os.path.join(SOURCE_ROOT, '_build', 'src', 'ui', 'triumphs'),
                        help='the triumphs binary (default: _build/src/ui/triumphs)')
    parser.add_argument('--settle', type=float, default=1.0,
                        help='seconds between the first window and the memory reading (default 1)')
    parser.add_argument('--timeout', type=float, default=20.0)
    parser.add_argument('--also', action='append', default=[], metavar='NAME=PATH',
                        help='another program to time in the same alternation, e.g. an older build '
                             '(before=../old/_build/src/ui/triumphs) or a minimal GTK program; with '
                             '--cairo it is also run with GSK_RENDERER=cairo')
    parser.add_argument('--cairo', action='store_true',
                        help="also run Triumphs with GSK_RENDERER=cairo, to show the GL renderer's share")
    args = parser.parse_args()

    if 'STARTUP_BENCH_BUS' not in os.environ:
        # A bus of our own: without one GTK waits for dbus-launch before its first window.
        if find_program('dbus-run-session') is None:
            print('SKIP: dbus-run-session is missing (Debian package dbus)')
            return SKIP
        os.environ['STARTUP_BENCH_BUS'] = '1'
        os.execvp('dbus-run-session', ['dbus-run-session', '--', sys.executable] + sys.argv)

    sol = find_program('sol')
    for name, program, package in (('Xvfb', find_program('Xvfb'), 'xvfb'),
                                   ('xdotool', find_program('xdotool'), 'xdotool'),
                                   ('sol', sol, 'aisleriot')):
        if program is None:
            print(f'SKIP: {name} is missing (Debian package {package})')
            return SKIP
    if not os.access(args.triumphs, os.X_OK):
        print(f'SKIP: {args.triumphs} is not built (meson compile -C _build)')
        return SKIP

    base_env = dict(os.environ)
    base_env.update({'GDK_BACKEND': 'x11', 'GSETTINGS_BACKEND': 'memory'})
    base_env.pop('WAYLAND_DISPLAY', None)
    def program_env(path):
        # an uninstalled build: its compiled schema and the source tree's data
        build_root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(path))))
        if os.path.exists(os.path.join(build_root, 'data', 'gschemas.compiled')):
            return {'GSETTINGS_SCHEMA_DIR': os.path.join(build_root, 'data'),
                    'TRIUMPHS_DATA_DIR': os.path.join(SOURCE_ROOT, 'data')}
        return {}

    triumphs_env = program_env(args.triumphs)

    # One cache for every run, as on a desktop: Mesa keeps its compiled shaders there, and a
    # cold shader cache on each run would time the GL driver's compiler, not the program.
    cache = tempfile.mkdtemp(prefix='startup-bench-cache-')
    base_env['XDG_CACHE_HOME'] = cache
    contenders = [('triumphs', [args.triumphs], triumphs_env),
                  ('sol', [sol], {})]
    if args.cairo:
        contenders.append(('triumphs (cairo)', [args.triumphs], dict(triumphs_env, GSK_RENDERER='cairo')))
    for also in args.also:
        name, _, path = also.partition('=')
        contenders.append((name, [path], program_env(path)))
        if args.cairo:
            contenders.append((name + ' (cairo)', [path], dict(program_env(path), GSK_RENDERER='cairo')))
    results = {name: [] for name, _, _ in contenders}

    def run_on_new_display(command, extra, settle):
        # A display of its own for each run, and another one if the program could not reach
        # it: on a shared machine other programs' clean-ups of /tmp/.X11-unix come and go.
        for attempt in range(10):
            xvfb, base_env['DISPLAY'] = start_xvfb()
            try:
                return run_once(command, extra, base_env, args.timeout, settle)
            except RuntimeError as error:
                if 'open display' not in str(error).lower() or attempt == 9:
                    raise
                time.sleep(0.5)
                print(f'{command[0]}: the display went away; running again', file=sys.stderr)
            finally:
                stop(xvfb)

    try:
        for name, command, extra in contenders:
            run_on_new_display(command, extra, 0)  # warm-up, not counted
        for run in range(args.runs):
            for name, command, extra in (contenders if run % 2 == 0 else contenders[::-1]):
                results[name].append(run_on_new_display(command, extra, args.settle))
    finally:
        shutil.rmtree(cache, ignore_errors=True)

    print(f'{args.runs} runs each, medians (first window; RSS {args.settle:g} s later; '
          'of which GL stack libraries)')
    medians = {}
    for name, _, _ in contenders:
        times = [r[0] for r in results[name]]
        rss = [r[1] for r in results[name]]
        gl = [r[2] for r in results[name]]
        medians[name] = (statistics.median(times), statistics.median(rss), statistics.median(gl))
        print(f'  {name:18} {medians[name][0] * 1000:7.0f} ms  (min {min(times) * 1000:.0f}, '
              f'max {max(times) * 1000:.0f})  {medians[name][1] / 1024:6.1f} MiB  '
              f'(GL {medians[name][2] / 1024:.1f} MiB)')
    for name, _, _ in contenders:
        if name != 'sol':
            print(f'  ratio {name} / sol: time {medians[name][0] / medians["sol"][0]:.2f}, '
                  f'memory {medians[name][1] / medians["sol"][1]:.2f}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
