"""Benchmark: open the History screen on a 10,000-match history (read the file, compute one player's
statistics, draw the first frame), the way the game does when the menu's History row is chosen.

    .venv/bin/python scripts/bench/bench_history_screen.py [--matches 10000] [--runs 5]

Builds the history in a temporary folder with the records of scripts/bench/bench_history.py (real engine
matches), then times `app.push("history")` plus one drawn frame, headless (SDL dummy driver).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from bench_history import build_records  # noqa: E402

from scopa_desktop.storage.history import HistoryStore, encode_records  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        store = HistoryStore(home)
        store.directory.mkdir(parents=True, exist_ok=True)
        store.path.write_bytes(encode_records(build_records(args.matches)))
        os.environ["SCOPA_DESKTOP_HOME"] = home
        from scopa_desktop.ui.app import App

        app = App(size=(1280, 800), home=home, fullscreen=False, save_settings=False)
        app.push("menu")
        app.step(1 / 60)
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            scene = app.push("history")
            app.dirty = True
            app.step(1 / 60)
            times.append(time.perf_counter() - start)
            assert len(scene.records) == args.matches
            app.pop()
            app.step(1 / 60)
        app.close()
    print(f"history screen, {args.matches} matches: open + first frame median {statistics.median(times) * 1000:.0f} ms"
          f" (min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}) over {args.runs} runs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
