#!/usr/bin/env python3
"""Speech latency: from a key press to the announcement handed to the screen reader (#43).

    python3 scripts/bench/bench_speech.py [--presses 200] [--real]

Headless (SDL's dummy video and audio), through the real App: a key event is posted, the App runs its
frame (events, then the tick in which the speech listener and the table's talk speak), and the clock stops
when the output's `speak` is called, i.e. when the words are handed over. Three kinds of press, interleaved
press by press: a menu's focus moving (Down on the main menu), a card chosen at the table (its capture
options said, the longest announcement), and a question at the table (C, your cards).

By default the output is a recorder (what the game itself costs). `--real`: Prism's own backend for the
setting "on" (Speech Dispatcher here: a socket write to the daemon; start one first, see
docs/ACCESSIBILITY.md), so its cost is included. Prints the median and the 95th percentile in ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


class Recorder:
    """An output that notes when it is handed each announcement."""

    name = "recorder"
    screen_reader = True

    def __init__(self, inner=None) -> None:
        self.inner = inner
        self.times: list[float] = []

    def speak(self, text: str, interrupt: bool) -> None:
        if self.inner is not None:
            self.inner.speak(text, interrupt)
        self.times.append(time.perf_counter())

    def stop(self) -> None:
        if self.inner is not None:
            self.inner.stop()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--presses", type=int, default=200, help="presses of each kind")
    parser.add_argument("--real", action="store_true", help="through Prism's backend for 'on' (e.g. Speech Dispatcher)")
    args = parser.parse_args()

    import pygame

    from scopa_desktop.engine import Game, Match, Rules
    from scopa_desktop.ui.app import App
    from scopa_desktop.ui.seats import seats_from_settings
    from scopa_desktop.ui.speech.output import Finder, Found, handed

    home = tempfile.mkdtemp(prefix="scopa-bench-speech-")
    os.environ["SCOPA_DESKTOP_HOME"] = home
    app = App(size=(1280, 800), seed=1, home=home, fullscreen=False, save_settings=False)
    app.settings = app.settings.replace(animation_speed="off", bot_pause_ms=0, speech="on")
    inner = None
    if args.real:
        os.environ.pop("SCOPA_DESKTOP_SPEECH_OUTPUT", None)
        found = Finder().find("on")
        if found.output is None:
            print(f"no real output: {found.reason}")
            return 1
        inner = found.output
        print(f"real output: {found.output.name}")
    app.speech.start(tell=False)
    recorder = Recorder(inner)

    def press(k: int) -> float | None:
        before = len(recorder.times)
        start = time.perf_counter()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        app.step(1 / 60)
        waited = time.perf_counter() + 1.0
        while len(recorder.times) <= before and time.perf_counter() < waited:
            time.sleep(0.0002)  # the output's own thread hands it over
        return (recorder.times[before] - start) * 1000 if len(recorder.times) > before else None

    app.push("menu")
    rules = Rules.preset("classic")
    game = Game.from_position(rules, [["7c", "4b", "2d"], ["10c", "9s", "10s"]], ["4c", "3s", "5d", "2s"],
                              stock=["1c", "2c", "3c", "5s", "6s", "8s"])
    data = Match.new(rules, 2, seed=1).to_dict()
    data["game"] = game.to_dict()
    seats = seats_from_settings([{"kind": "human", "name": "", "level": ""},
                                 {"kind": "bot", "name": "Bot", "level": "random"}], 2)
    kinds = ("menu focus", "card chosen", "question (C)")
    # "direct": the output called on the game's own thread (what the game itself costs); "handed": through
    # the output's own thread, as the game runs (output.Handed; the clock stops in that thread).
    times: dict[tuple[str, str], list[float]] = {(way, kind): [] for way in ("direct", "handed") for kind in kinds}
    outputs = {"direct": recorder, "handed": handed(recorder)}
    table = None
    for i in range(2 * args.presses):
        way = ("direct", "handed")[i % 2]
        app.speech.announcer.found = Found(outputs[way], "screen_reader", "recorder")
        if app.stack.top is None or app.stack.top.name != "menu":
            app.reset_to("menu")
        for _ in range(2):
            app.step(1 / 60)
        took = press(pygame.K_DOWN)
        if took is not None:
            times[way, "menu focus"].append(took)
        table = app.push("table", match=Match.from_dict(data), seats=seats)
        for _ in range(3):
            app.step(1 / 60)
        took = press(pygame.K_2)  # Sette di Coppe: two captures, said by number
        if took is not None:
            times[way, "card chosen"].append(took)
        press(pygame.K_ESCAPE)
        took = press(pygame.K_c)
        if took is not None:
            times[way, "question (C)"].append(took)
        app.reset_to("menu")
    print(f"{'output':8} {'press':16} {'n':>4} {'median ms':>10} {'p95 ms':>8}")
    for (way, name), values in times.items():
        print(f"{way:8} {name:16} {len(values):4d} {statistics.median(values):10.2f} "
              f"{percentile(values, 0.95):8.2f}")
    app.close()
    return 0 if table is not None else 1


if __name__ == "__main__":
    sys.exit(main())
