#!/usr/bin/env python3
"""Frame-time benchmark for the game window (SDL dummy driver, no real window).

Prints, for a busy table (6 seats, 10 table cards, cards flying all the time) at 1280x800 and
1920x1080: the median and 95th-percentile frame time, and in the same run the floor: clearing the
screen and blitting 40 cached cards. Then the time to the first frame from a fresh process, and the CPU
an idle table uses.

    .venv/bin/python scripts/bench/bench_frames.py [--frames 300]
    .venv/bin/python scripts/bench/bench_frames.py --tree before=/path/to/old/checkout [--rounds 3]

With --decks, the frame in which D switches deck on that busy table is timed, going round every deck twice:
the first time each deck is drawn (its cards rendered) and the second (from the cache); then again in a fresh
window where the game is left idle a moment between presses, as a player's game is, so the next deck's cards
are drawn ahead in idle time (`App.draw_ahead`, ui/cards/ahead.py): that first draw must fit one frame budget
(16.7 ms at 60 Hz), and the idle work it took is printed too.

With --tree, only the busy table at 1280x800 is timed, for this checkout and each named one, in turns (one
fresh process per measurement, interleaved round by round so both see the same machine load); it prints
each tree's median over its rounds and the A/B ratio. --text-scale 100,200 times this checkout at each text
size (the player's setting, in percent) among them; another tree at its own default.

    .venv/bin/python scripts/bench/bench_frames.py --tree before=/path/to/old/checkout --text-scale 100,200
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TREE = Path(os.environ.get("SCOPA_BENCH_TREE", ROOT))  # whose scopa_desktop is timed (see --tree)
sys.path.insert(0, str(TREE))
if "--window" not in sys.argv:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def busy_match():
    from scopa_desktop.engine import Card, Game, Match, Rules

    rules = Rules.preset("classic")
    deck = Card.deck(rules)
    hands = [deck[i * 3:(i + 1) * 3] for i in range(6)]
    table = deck[18:28]
    stock = deck[28:]
    game = Game.from_position(rules, hands=hands, table=table, stock=stock)
    data = Match.new(rules, 6, seed=1).to_dict()
    data["game"] = game.to_dict()
    return Match.from_dict(data)


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def bench_size(size: tuple[int, int], frames: int, home: str, text_scale: int = 0) -> dict[str, float]:
    import pygame

    from scopa_desktop.engine import Card
    from scopa_desktop.ui.app import App
    from scopa_desktop.ui.seats import seats_from_settings

    app = App(size=size, seed=1, home=home, fullscreen=False, save_settings=False)
    app.settings = app.settings.replace(animation_speed="normal", bot_pause_ms=600)
    if text_scale:  # (0: the tree's default; an older tree has no such setting)
        app.update_settings(text_scale=text_scale)
    seats = seats_from_settings([{"kind": "human", "name": "", "level": ""}], 6)
    table = app.reset_to("table", match=busy_match(), seats=seats)
    dt = 1 / 60
    for _ in range(30):  # warm the caches (card faces at these sizes)
        app.dirty = True
        app.tick(dt)
    times = []
    for _ in range(frames):
        if not table.player.busy:
            # Loop the deal (28 cards leave the stock, staggered) and a scopa banner with its sweep.
            table.player.deal(table.game)
            table.player.banner("Scopa!", 0.2)
        start = time.perf_counter()
        app.dirty = True
        app.tick(dt)
        times.append(time.perf_counter() - start)
    # The floor: clear, blit 40 cached cards, flip.
    screen = app.screen
    h = table.layout.table_card_h
    faces = [app.card_face(c, h) for c in Card.deck()[:40]]
    floor = []
    for _ in range(frames):
        start = time.perf_counter()
        screen.fill((20, 80, 50))
        for i, f in enumerate(faces):
            screen.blit(f, ((i % 10) * (f.get_width() + 4), (i // 10) * (f.get_height() + 4)))
        pygame.display.flip()
        floor.append(time.perf_counter() - start)
    app.close()
    return {
        "median": statistics.median(times) * 1000, "p95": percentile(times, 95) * 1000,
        "floor_median": statistics.median(floor) * 1000, "floor_p95": percentile(floor, 95) * 1000,
    }


FIRST_FRAME = r"""
import os, sys, time
t0 = float(sys.argv[1])
from scopa_desktop.ui.app import App
app = App(size=(1280, 800), home=sys.argv[2], fullscreen=False, save_settings=False)
app.push("menu")
app.tick(0)
print(f"{time.time() - t0:.3f}", flush=True)
"""

IDLE = r"""
import resource, sys, time, pygame
from scopa_desktop.ui.app import App
from scopa_desktop.engine import Match, Rules
from scopa_desktop.ui.seats import seats_from_settings
app = App(size=(1280, 800), home=sys.argv[1], fullscreen=False, save_settings=False)
seats = seats_from_settings([{"kind": "human", "name": "", "level": ""}], 2)
table = app.reset_to("table", match=Match.new(Rules.preset("classic"), 2, seed=2), seats=seats)
app.settings = app.settings.replace(bot_pause_ms=0)
while not table.human_turn():  # the deal and the bot's first move done: your turn, nothing moves
    table.player.finish()
    app.step(1 / 60)
for _ in range(1200):  # let the teaching toasts ("your turn") run out: they are activity, not idling
    app.step(1 / 60)
    if not app.busy():
        break
app.step(1 / 60)
app.frames = 0
pygame.time.set_timer(pygame.QUIT, int(float(sys.argv[2]) * 1000), loops=1)
r0, t0 = resource.getrusage(resource.RUSAGE_SELF), time.time()
app.run()
r1, t1 = resource.getrusage(resource.RUSAGE_SELF), time.time()
print((r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime), t1 - t0, app.frames)
"""


def first_frame(home: str) -> float:
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME, str(t0), home], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.strip().splitlines()[-1]
    return float(out)


def idle_cpu(home: str, seconds: float = 4.0) -> tuple[float, float, int]:
    """CPU seconds, wall seconds and frames drawn while a table waits for your move."""
    out = subprocess.run([sys.executable, "-c", IDLE, home, str(seconds)], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout.split()
    return float(out[0]), float(out[1]), int(out[2])


def real_window_fps(seconds: float, home: str) -> tuple[float, float]:
    """Frames per second of the real loop (`App.run`, vsync-free, capped at 60) on a busy table in a real
    window, and the worst frame interval in ms."""
    import pygame

    from scopa_desktop.ui.app import App
    from scopa_desktop.ui.seats import seats_from_settings

    app = App(size=(1280, 800), seed=1, home=home, fullscreen=False, save_settings=False)
    seats = seats_from_settings([{"kind": "human", "name": "", "level": ""}], 6)
    table = app.reset_to("table", match=busy_match(), seats=seats)
    stamps: list[float] = []
    update = table.update

    def looping(dt: float) -> None:
        update(dt)
        if not table.player.busy:  # restart at once, so the loop never falls idle
            table.player.deal(table.game)
            table.player.banner("Scopa!", 0.2)
        stamps.append(time.perf_counter())

    table.update = looping
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    app.run()
    gaps = [b - a for a, b in zip(stamps[5:], stamps[6:], strict=False)]
    return (len(gaps) / sum(gaps), max(gaps) * 1000) if gaps else (0.0, 0.0)


def deck_switches(home: str, idle: bool = False) -> tuple[list[float], list[float]]:
    """The frame after each D press on the busy table at 1280x800, round every deck twice: (first time
    each deck is drawn, second time), in ms. `idle`: between presses the game idles as its window loop does,
    drawing the next deck ahead (the second list is then that idle work per deck, in ms)."""
    from scopa_desktop.storage import DECK_STYLES
    from scopa_desktop.ui.app import App
    from scopa_desktop.ui.seats import seats_from_settings

    app = App(size=(1280, 800), seed=1, home=home, fullscreen=False, save_settings=False)
    table = app.reset_to("table", match=busy_match(),
                         seats=seats_from_settings([{"kind": "human", "name": "", "level": ""}], 6))
    table.player.finish()  # the deal laid out: each lap draws the same cards
    for _ in range(30):
        app.dirty = True
        app.tick(1 / 60)
    laps: tuple[list[float], list[float]] = ([], [])
    for lap in laps[:1] if idle else laps:
        for _ in DECK_STYLES:
            if idle:  # the window's idle loop: slices of the next deck drawn ahead until it is ready
                start = time.perf_counter()
                while app.draw_ahead():
                    pass
                laps[1].append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            table.toggle_deck()
            app.dirty = True
            app.tick(1 / 60)
            lap.append((time.perf_counter() - start) * 1000)
            for _ in range(5):
                app.tick(1 / 60)
    app.close()
    return laps


def heavier(times: int) -> None:
    """Make every face's SVG `times` as heavy (its shapes repeated over themselves: the same picture)."""
    from scopa_desktop.ui.cards import compose

    plain_face = compose.face

    def face(*args, **kwargs):
        svg = plain_face(*args, **kwargs)
        svg.body = svg.body * times
        return svg

    compose.face = face


def one_median(frames: int, text_scale: int = 0) -> None:
    """Print the busy table's median frame time at 1280x800 (in a fresh process, for --tree)."""
    with tempfile.TemporaryDirectory() as home:
        os.environ["SCOPA_DESKTOP_HOME"] = home
        print(f"{bench_size((1280, 800), frames, home, text_scale)['median']:.4f}")


def compare_trees(trees: list[str], frames: int, rounds: int, scales: list[int] | None = None) -> None:
    named = [(f"this@{s}%", str(ROOT), s) for s in scales] if scales else [("this", str(ROOT), 0)]
    named += [(*t.split("=", 1), 0) for t in trees]
    medians: dict[str, list[float]] = {name: [] for name, _, _ in named}
    for _ in range(rounds):
        for name, path, scale in named:
            env = {**os.environ, "SCOPA_BENCH_TREE": path}
            out = subprocess.run([sys.executable, __file__, "--one", "--frames", str(frames), "--text-scale",
                                  str(scale)], env=env, cwd=path, check=True, capture_output=True,
                                 text=True).stdout.split()
            medians[name].append(float(out[-1]))
    print(f"busy table 1280x800, {frames} frames a run, {rounds} interleaved rounds (median of the run medians):")
    first = named[0][0]
    base = statistics.median(medians[first])
    for name, values in medians.items():
        m = statistics.median(values)
        runs = ", ".join(f"{v:.2f}" for v in values)
        print(f"  {name}: {m:.2f} ms (runs: {runs}); {first}/{name} = {base / m:.2f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--tree", action="append", default=[], metavar="NAME=DIR",
                        help="also time another checkout's source, interleaved with this one")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--text-scale", default="", metavar="PERCENTS",
                        help="with --tree: time this checkout at these text sizes, e.g. 100,200")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--decks", action="store_true", help="instead: time the frame of each D press (deck switch)")
    parser.add_argument("--weight", type=int, default=1, metavar="N",
                        help="with --decks: every face's shapes drawn N times over (the same picture, N times the "
                             "rasteriser's work), to see how the first draw holds as the art grows")
    parser.add_argument("--window", action="store_true",
                        help="instead: run the real loop in a real window (needs a display) and print its FPS")
    args = parser.parse_args()
    scales = [int(p) for p in args.text_scale.split(",") if p.strip()] if args.text_scale else []
    if args.one:
        one_median(args.frames, scales[0] if scales else 0)
        return 0
    if args.tree:
        compare_trees(args.tree, args.frames, args.rounds, scales)
        return 0
    if args.decks:
        from scopa_desktop.ui.app import App

        if args.weight > 1:
            heavier(args.weight)

        runs = [("first time each deck is drawn", "round again (cached)", False)]
        if hasattr(App, "draw_ahead"):  # an older checkout draws nothing ahead
            runs.append(("first time, after idling (drawn ahead)", "idle work drawing it ahead", True))
        for first_name, second_name, idle in runs:
            with tempfile.TemporaryDirectory() as home:
                os.environ["SCOPA_DESKTOP_HOME"] = home
                first, again = deck_switches(home, idle)
            for name, lap in ((first_name, first), (second_name, again)):
                print(f"D on the busy table 1280x800, {name}: median {statistics.median(lap):.1f} ms, "
                      f"max {max(lap):.1f} ms ({', '.join(f'{v:.1f}' for v in lap)})")
        return 0
    if args.window:
        with tempfile.TemporaryDirectory() as home:
            fps, worst = real_window_fps(5.0, home)
            print(f"real window 1280x800 ({os.environ.get('SDL_VIDEODRIVER') or 'default'} driver), busy table: "
                  f"{fps:.1f} FPS, worst frame interval {worst:.1f} ms")
        return 0
    with tempfile.TemporaryDirectory() as home:
        os.environ["SCOPA_DESKTOP_HOME"] = home
        print(f"busy table: 6 seats, 10 table cards, the deal and a scopa banner looping; {args.frames} frames; "
              "SDL dummy driver")
        for size in ((1280, 800), (1920, 1080)):
            r = bench_size(size, args.frames, home)
            print(f"  {size[0]}x{size[1]}: frame median {r['median']:.2f} ms, p95 {r['p95']:.2f} ms | "
                  f"floor (clear + 40 cached cards + flip) median {r['floor_median']:.2f} ms, "
                  f"p95 {r['floor_p95']:.2f} ms | median/floor {r['median'] / r['floor_median']:.1f}x")
        ff = first_frame(home)
        print(f"first frame (fresh process, imports included): {ff:.2f} s")
        cpu, wall, frames = idle_cpu(home)
        print(f"idle table (your turn): {cpu:.3f} s CPU over {wall:.1f} s, {frames} frames drawn "
              f"= {100 * cpu / wall:.1f}% of one core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
