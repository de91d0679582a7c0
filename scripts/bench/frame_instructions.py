#!/usr/bin/env python3
"""CPU instructions per frame of the busy table (bench_frames.py's: 6 seats, 10 table cards, the deal and a
scopa banner looping, 1280x800), counted by valgrind: a frame-time comparison a busy machine cannot blur.

Runs this file under `valgrind --tool=callgrind` twice per case, drawing the 30 warm-up frames and then 0 or
`--frames` more, and prints the difference divided by `--frames` (start-up and warm-up cancel out). The
cases: this checkout at each `--text-scale`, and each `--tree NAME=DIR` (another checkout's source) at its
own default. Needs valgrind; takes a few minutes.

    python scripts/bench/frame_instructions.py --tree before=/path/to/old/checkout --text-scale 100,200
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def draw(frames: int, text_scale: int) -> None:
    """The busy table's warm-up, then `frames` more frames (this file run under valgrind)."""
    sys.path.insert(0, str(HERE))
    from bench_frames import busy_match  # this folder's, importing the tree SCOPA_BENCH_TREE names

    from scopa_desktop.ui.app import App
    from scopa_desktop.ui.seats import seats_from_settings

    with tempfile.TemporaryDirectory() as home:
        app = App(size=(1280, 800), seed=1, home=home, fullscreen=False, save_settings=False)
        app.settings = app.settings.replace(animation_speed="normal", bot_pause_ms=600)
        if text_scale:
            app.update_settings(text_scale=text_scale)
        table = app.reset_to("table", match=busy_match(),
                             seats=seats_from_settings([{"kind": "human", "name": "", "level": ""}], 6))
        for _ in range(30):
            app.dirty = True
            app.tick(1 / 60)
        for _ in range(frames):
            if not table.player.busy:
                table.player.deal(table.game)
                table.player.banner("Scopa!", 0.2)
            app.dirty = True
            app.tick(1 / 60)
        app.close()


def counted(tree: str, frames: int, text_scale: int) -> int:
    """Instructions of a whole run of `tree`: start-up, warm-up, then `frames` more frames."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, __file__,
               "--draw", str(frames), "--text-scale", str(text_scale)]
    env = dict(os.environ, PYTHONHASHSEED="0", SCOPA_BENCH_TREE=tree, SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run(command, capture_output=True, text=True, env=env, check=True, cwd=tree).stderr
    found = re.search(r"Collected\s*:\s*(\d+)", out)
    if found is None:
        raise SystemExit(f"valgrind printed no instruction count:\n{out[-2000:]}")
    return int(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--tree", action="append", default=[], metavar="NAME=DIR")
    parser.add_argument("--text-scale", default="100", metavar="PERCENTS")
    parser.add_argument("--draw", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    scales = [int(p) for p in args.text_scale.split(",") if p.strip()]
    if args.draw is not None:
        sys.path.insert(0, os.environ.get("SCOPA_BENCH_TREE", str(ROOT)))
        draw(args.draw, scales[0] if scales else 0)
        return 0
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt install valgrind)")
    cases = [(f"this@{s}%", str(ROOT), s) for s in scales] + [(*t.split("=", 1), 0) for t in args.tree]
    print(f"busy table 1280x800: instructions per frame (valgrind, {args.frames} frames less 0, "
          "after 30 warm-up frames)")
    first = None
    for name, tree, scale in cases:
        per_frame = (counted(tree, args.frames, scale) - counted(tree, 0, scale)) / args.frames
        first = first or per_frame
        print(f"  {name}: {per_frame / 1e6:.2f} M instructions a frame ({per_frame / first:.3f} of the first)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
