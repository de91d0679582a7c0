#!/usr/bin/env python3
"""A random-event fuzz of the real app loop (SDL dummy driver, a private home in a temp folder).

From the main menu, random events go into `App.step` one frame at a time: pointer moves and clicks at
random points and (mostly) on the hit regions the scenes registered, the keys the game uses and random
keys with random characters (CJK, right-to-left, emoji, control characters), text input, resizes and
window events; never QUIT or Ctrl+Q (the Quit buttons are allowed: the fuzz then starts again at the
menu). Everything is deterministic for a seed: the app's clock is frame time, the bots and the deals are
seeded. On an exception it prints the traceback, the seed, the event index and the last 30 steps as Python
literals, writes every step of that session to a JSON file that `--replay` plays again exactly, and exits
with status 1 (`--keep-going`: after a crash a fresh session goes on, and the crashes are summed up by kind).

    .venv/bin/python scripts/check/fuzz_ui.py --seed 1 --events 10000 [--size 1280x800]
    .venv/bin/python scripts/check/fuzz_ui.py --seeds 1-10 --events 10000 --keep-going
    .venv/bin/python scripts/check/fuzz_ui.py --replay fuzz-crash-seed1-event6206.json
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from scopa_desktop.bots import make_bot as REAL_MAKE_BOT  # noqa: E402

FRAMES = (1 / 60, 1 / 30, 1 / 15)  # the time one step advances (a wait: longer, for tooltips and toasts)
TAIL = 30  # steps printed with a crash
GAME_KEYS = [
    "K_LEFT", "K_RIGHT", "K_UP", "K_DOWN", "K_TAB", "K_RETURN", "K_KP_ENTER", "K_SPACE", "K_ESCAPE", "K_PAGEUP",
    "K_PAGEDOWN", "K_BACKSPACE", "K_d", "K_h", "K_u", "K_F11", *[f"K_{n}" for n in range(10)],
    *[f"K_KP{n}" for n in range(10)],
]
# What one key press can carry (a character, or one grapheme of two code points: a flag, a skin tone).
KEY_CHARS = [
    "a", "Z", "é", "ß", "ñ", "7", " ", "\t", "\x00", "\x1b", "\x7f", "\u200f", "\u202e", "\ufeff", "中", "한", "ア",
    "ש", "م", "😀", "👍🏽", "🇮🇹", "\U0001f0a1", "\u0301", "e\u0301", "Ω", "\n", "",
]
# What text input can carry (an input method may send a word at once).
TEXTS = [*KEY_CHARS, "文字", "עברית", "مرحبا", "Ω" * 40, "x" * 30]
MODS = [0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_LSHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT, pygame.KMOD_META,
        pygame.KMOD_CAPS, pygame.KMOD_NUM]
WINDOW_EVENTS = ["WINDOWSIZECHANGED", "WINDOWEXPOSED", "WINDOWRESTORED", "WINDOWFOCUSLOST", "WINDOWFOCUSGAINED",
                 "WINDOWENTER", "WINDOWLEAVE", "WINDOWMINIMIZED", "WINDOWMAXIMIZED", "WINDOWSHOWN", "WINDOWHIDDEN",
                 "WINDOWMOVED", "ACTIVEEVENT", "VIDEOEXPOSE"]
TUPLES = ("pos", "rel", "buttons", "size")
PLAYING = ("select_card", "choose_option")  # the intents that play a card at the table
LEAVING = ("quit", "main_menu", "menu")  # the buttons that end the app or the match, or pause it
LEAVE_CHANCE = 0.1  # of leaving them among the regions a click may aim at
FAST_LEVELS = {"hard": "medium", "expert": "medium"}  # unless --real-bots (a hard bot can think for seconds)

Step = dict[str, Any]  # {"dt": seconds, "events": [{"type": "KEYDOWN", "key": 13, ...}, ...]}


# -- making random steps ---------------------------------------------------------------------------------------
class Fuzzer:
    """Draws the next step from the app's state (its registered regions, its size)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def step(self, app) -> Step:
        rng = self.rng
        kind = rng.choices(
            ["click_region", "play", "hover_region", "click", "move", "wheel", "game_key", "random_key", "text",
             "resize", "window", "wait"],
            weights=[24, 12, 8, 5, 8, 3, 24, 7, 3, 2, 3, 3])[0]
        events = getattr(self, kind)(app)
        dt = rng.choice([0.5, 1.0, 2.5]) if kind == "wait" else rng.choice(FRAMES)
        return {"dt": dt, "events": events}

    def _point(self, app) -> tuple[int, int]:
        w, h = app.size
        return self.rng.randrange(-5, w + 5), self.rng.randrange(-5, h + 5)

    def _region_point(self, app) -> tuple[int, int]:
        # Buttons that leave a match or the app are clicked now and then only, so that matches go deep.
        leave = self.rng.random() < LEAVE_CHANCE
        regions = [r for r in app.input.regions if r.rect.w > 0 and r.rect.h > 0
                   and (leave or r.intent is None or r.intent.value not in LEAVING)]
        acting = [r for r in regions if r.intent is not None]  # mostly what a click does something to
        if acting and self.rng.random() < 0.85:
            regions = acting
        if not regions:
            return self._point(app)
        r = self.rng.choice(regions).rect
        return self.rng.randrange(r.x, r.right), self.rng.randrange(r.y, r.bottom)

    @staticmethod
    def _click(pos, button: int = 1) -> list[dict]:
        return [{"type": "MOUSEMOTION", "pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)},
                {"type": "MOUSEBUTTONDOWN", "pos": pos, "button": button},
                {"type": "MOUSEBUTTONUP", "pos": pos, "button": button}]

    def click_region(self, app) -> list[dict]:
        return self._click(self._region_point(app))

    def play(self, app) -> list[dict]:
        """A card of the hand or a capture option, as a person playing would click (else any region)."""
        playing = [r for r in app.input.regions if r.intent is not None and r.intent.kind in PLAYING]
        options = [r for r in playing if r.intent.kind == "choose_option"]
        if not playing:
            return self.click_region(app)
        r = self.rng.choice(options or playing).rect
        pos = self.rng.randrange(r.x, r.right), self.rng.randrange(r.y, r.bottom)
        return self._click(pos) * (1 if options else 2)  # a card: click it twice (select, then play)

    def hover_region(self, app) -> list[dict]:
        return [{"type": "MOUSEMOTION", "pos": self._region_point(app), "rel": (1, 1), "buttons": (0, 0, 0)}]

    def click(self, app) -> list[dict]:
        return self._click(self._point(app), self.rng.choice([1, 1, 2, 3, 4, 5]))

    def move(self, app) -> list[dict]:
        return [{"type": "MOUSEMOTION", "pos": self._point(app), "rel": (2, -1), "buttons": (0, 0, 0)}]

    def wheel(self, app) -> list[dict]:
        return [{"type": "MOUSEWHEEL", "x": 0, "y": self.rng.choice([-3, -1, 1, 3]), "flipped": False}]

    def _key(self, key: int, mod: int, unicode: str) -> list[dict]:
        if key == pygame.K_q and mod & pygame.KMOD_CTRL:
            mod = 0  # Ctrl+Q quits the window: excluded
        return [{"type": "KEYDOWN", "key": key, "mod": mod, "unicode": unicode, "scancode": 0},
                {"type": "KEYUP", "key": key, "mod": mod, "unicode": "", "scancode": 0}]

    def game_key(self, app) -> list[dict]:
        key = getattr(pygame, self.rng.choice(GAME_KEYS))
        mod = pygame.KMOD_SHIFT if key == pygame.K_TAB and self.rng.random() < 0.3 else 0
        return self._key(key, mod, chr(key) if 32 <= key < 127 else "")

    def random_key(self, app) -> list[dict]:
        key = self.rng.choice([self.rng.randrange(0, 0x140), self.rng.randrange(0x40000000, 0x40000120)])
        return self._key(key, self.rng.choice(MODS), self.rng.choice(KEY_CHARS))

    def text(self, app) -> list[dict]:
        return [{"type": "TEXTINPUT", "text": self.rng.choice(TEXTS)}]

    def resize(self, app) -> list[dict]:
        size = (self.rng.randrange(200, 2200), self.rng.randrange(150, 1400))
        return [{"type": "VIDEORESIZE", "size": size, "w": size[0], "h": size[1]}]

    def window(self, app) -> list[dict]:
        name = self.rng.choice(WINDOW_EVENTS)
        if name == "ACTIVEEVENT":
            return [{"type": name, "gain": self.rng.randrange(2), "state": self.rng.choice([1, 2, 4, 6])}]
        if name in ("WINDOWSIZECHANGED", "WINDOWMOVED"):
            return [{"type": name, "x": self.rng.randrange(200, 2200), "y": self.rng.randrange(150, 1400)}]
        return [{"type": name}]

    def wait(self, app) -> list[dict]:
        return []


# -- playing steps into the app --------------------------------------------------------------------------------
def to_event(data: dict) -> pygame.event.Event:
    attrs = {k: tuple(v) if k in TUPLES and isinstance(v, list) else v for k, v in data.items() if k != "type"}
    return pygame.event.Event(getattr(pygame, data["type"]), attrs)


class Session:
    """One app from the main menu with its own home, clock and seeded deals."""

    def __init__(self, seed: int, size: tuple[int, int], home: str, real_bots: bool = False) -> None:
        import scopa_desktop.ui.seats as seats
        from scopa_desktop.ui.app import App

        # The fuzz tests the window, not the bots' search: unless asked, the strong levels play as medium.
        seats.make_bot = REAL_MAKE_BOT if real_bots else (
            lambda level, seed=None: REAL_MAKE_BOT(FAST_LEVELS.get(level, level), seed=seed))
        seeded = random.Random(f"fuzz/{seed}/system")
        random.SystemRandom = lambda *_: random.Random(seeded.random())  # "new match" seeds replay the same
        os.environ["SCOPA_DESKTOP_HOME"] = home
        self.app = App(size=size, seed=seed, home=home, fullscreen=False)
        speed = random.Random(seed).choice(["off", "fast", "fast", "normal"])
        self.app.settings = self.app.settings.replace(animation_speed=speed, bot_pause_ms=0)
        self.clock = 0.0
        self.app.now = lambda: self.clock  # frame time: F11's held-key gap and the bots' pause replay exactly
        self.app.push("menu")
        self.restarts = 0
        self.posted = 0  # pygame events (a click is three)
        self.entered: Counter[str] = Counter()  # how often each screen came on top
        self._top = None

    def play(self, step: Step) -> None:
        pygame.event.clear()
        for data in step["events"]:
            pygame.event.post(to_event(data))
        self.posted += len(step["events"])
        self.clock += step["dt"]
        self.app.step(step["dt"])
        top = self.app.stack.top
        if top is not None and top is not self._top:
            self.entered[top.name] += 1
            self._top = top
        if not self.app.running or not self.app.stack.scenes:  # a Quit button: start again at the menu
            self.app.running = True
            self.app.reset_to("menu")
            self.restarts += 1

    def close(self) -> None:
        self.app.close()
        pygame.display.quit()


def literal(step: Step) -> str:
    return repr({"dt": step["dt"], "events": step["events"]})


def report_crash(seed: int, size: tuple[int, int], index: int, steps: list[Step], out: Path,
                 real_bots: bool) -> Path:
    traceback.print_exc()
    path = out / f"fuzz-crash-seed{seed}-event{index}.json"
    path.write_text(json.dumps({"seed": seed, "size": list(size), "real_bots": real_bots, "steps": steps},
                               ensure_ascii=False))
    print(f"\nCRASH  seed {seed}  event {index}  size {size[0]}x{size[1]}", file=sys.stderr)
    print(f"the last {min(TAIL, len(steps))} steps (the crash is in the last one):", file=sys.stderr)
    for k, step in enumerate(steps[-TAIL:], start=max(0, len(steps) - TAIL)):
        print(f"  {k}: {literal(step)}", file=sys.stderr)
    print(f"replay: .venv/bin/python scripts/check/fuzz_ui.py --replay {path}", file=sys.stderr)
    return path


def signature(exc: BaseException) -> str:
    """Where a crash comes from: the exception type and the project's innermost frame."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "scopa_desktop" in f.filename]
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno} in {frames[-1].name}" if frames else "?"
    return f"{type(exc).__name__} at {where}"


def run(seed: int, events: int, size: tuple[int, int], out: Path, replay: list[Step] | None = None,
        real_bots: bool = False, keep_going: bool = False, slow: float | None = None) -> dict[str, list[Path]]:
    """Fuzz (or replay) `events` steps from the menu; the crashes met, by signature (with `keep_going` a
    crash starts a fresh session, same seed, and the steps go on)."""
    crashes: dict[str, list[Path]] = {}
    fuzzer = Fuzzer(random.Random(seed))
    total = len(replay) if replay is not None else events
    start, done, posted, restarts, entered = time.perf_counter(), 0, 0, 0, Counter()
    slowest: tuple[float, int, str] = (0.0, 0, "")  # the longest step: the window froze that long (wall time)
    while done < total:
        with tempfile.TemporaryDirectory(prefix="scopa-fuzz-", ignore_cleanup_errors=True) as home:
            session = Session(seed, size, home, real_bots)
            steps: list[Step] = []
            try:
                while done < total:
                    step = replay[done] if replay is not None else fuzzer.step(session.app)
                    steps.append(step)
                    done += 1
                    began = time.perf_counter()
                    session.play(step)
                    took_step = time.perf_counter() - began
                    top = session.app.stack.top
                    if took_step > slowest[0]:
                        slowest = (took_step, done, top.name if top is not None else "")
                    if slow is not None and took_step > slow:
                        kinds = ", ".join(e["type"] for e in step["events"]) or "no event"
                        print(f"  step {done}: {took_step:.2f} s ({kinds}), then on {top.name if top else '-'}",
                              flush=True)
            except Exception as exc:
                path = report_crash(seed, size, len(steps) - 1, steps, out, real_bots)
                crashes.setdefault(signature(exc), []).append(path)
                if not keep_going:
                    break
            finally:
                session.close()
                posted, restarts = posted + session.posted, restarts + session.restarts
                entered += session.entered
    took = time.perf_counter() - start
    print(f"seed {seed}: {done} steps ({posted} pygame events), {sum(map(len, crashes.values()))} crashes "
          f"({took:.0f} s; {restarts} restarts by Quit; screens on top: "
          f"{', '.join(f'{name} {n}' for name, n in sorted(entered.items()))}); the longest step "
          f"{slowest[0]:.2f} s (step {slowest[1]}, then on {slowest[2] or 'nothing'})", flush=True)
    return crashes


def parse_size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


def parse_seeds(text: str) -> list[int]:
    out = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        out += list(range(int(low), int(high or low) + 1))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seeds", type=parse_seeds, help="several seeds, e.g. 1-10 (one session each)")
    parser.add_argument("--events", type=int, default=10000, help="steps per seed (a step: a click, a key...)")
    parser.add_argument("--size", type=parse_size, default=(1280, 800), help="the window, WxH")
    parser.add_argument("--replay", type=Path, help="a crash file written by an earlier run")
    parser.add_argument("--out", type=Path, default=Path.cwd(), help="where crash files go")
    parser.add_argument("--real-bots", action="store_true", help="hard and expert bots think as themselves")
    parser.add_argument("--slow", type=float, default=None, metavar="SECONDS",
                        help="print every step that held the window longer than this (wall time)")
    parser.add_argument("--keep-going", action="store_true",
                        help="after a crash, start a fresh session (same seed) and go on to --events")
    args = parser.parse_args()
    if args.replay:
        data = json.loads(args.replay.read_text(encoding="utf-8"))
        crashes = run(data["seed"], 0, tuple(data["size"]), args.out, replay=data["steps"],
                      real_bots=data.get("real_bots", False))
        return 1 if crashes else 0
    seeds = args.seeds or [args.seed]
    found: dict[str, list[Path]] = {}
    for seed in seeds:
        for sig, paths in run(seed, args.events, args.size, args.out, real_bots=args.real_bots,
                              keep_going=args.keep_going, slow=args.slow).items():
            found.setdefault(sig, []).extend(paths)
    print(f"{len(seeds) * args.events} steps over {len(seeds)} seeds: "
          + ("no crash" if not found else f"{sum(map(len, found.values()))} crashes, {len(found)} kinds:"))
    for sig, paths in sorted(found.items()):
        print(f"  {len(paths)} x {sig}  (e.g. --replay {paths[0]})")
    return 1 if found else 0

if __name__ == "__main__":
    sys.exit(main())
