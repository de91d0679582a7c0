#!/usr/bin/env python3
"""Time the card art: a whole deck at 200 px (cold and warm SVG text), and a cached look-up, for each deck.

    .venv/bin/python scripts/bench/bench_cards.py [--height 200] [--repeat 7] [--decks napoletane trevisane ...]

Prints medians in milliseconds. "cold" builds each card's SVG text and rasterises it (the first
time a deck is ever drawn); "resize" re-rasterises with the SVG text already built (what a window
resize costs; CPU time is printed too, as other processes inflate wall time); "lookup" is one
cached `face()` call.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from scopa_desktop.engine import Card  # noqa: E402
from scopa_desktop.ui.cards import CardArt  # noqa: E402

try:  # the decks this checkout draws (an older one knew "italian" and "french" only)
    from scopa_desktop.ui.cards import DECK_STYLES  # noqa: E402
except ImportError:
    DECK_STYLES = ("italian", "french")


def _deck(style: str) -> list[Card]:
    return [Card(r, s) for s in "dcsb" for r in range(1, 11)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--height", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--decks", nargs="+", default=list(DECK_STYLES))
    args = parser.parse_args()
    pygame.display.init()
    pygame.font.init()  # no sound here: pygame.init() would open the audio device for nothing
    h = args.height
    for style in args.decks:
        deck = _deck(style)
        cold, warm, cpu = [], [], []
        for _ in range(args.repeat):
            art = CardArt()
            art.face(deck[0], 20, style)  # fonts loaded once per process, not per deck
            art._svg.clear()
            art.clear()
            t = time.perf_counter()
            for c in deck:
                art.face(c, h, style)
            cold.append((time.perf_counter() - t) * 1000)
            art.clear()
            t, c0 = time.perf_counter(), time.process_time()
            for c in deck:
                art.face(c, h, style)
            warm.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
        n = 100_000
        card = deck[6]
        t = time.perf_counter()
        for _ in range(n):
            art.face(card, h, style)
        lookup_us = (time.perf_counter() - t) / n * 1e6
        print(
            f"{style:11s} {len(deck)} cards at {h}px: cold {statistics.median(cold):6.1f} ms, "
            f"resize {statistics.median(warm):6.1f} ms (CPU {statistics.median(cpu):6.1f} ms) "
            f"(medians of {args.repeat}); "
            f"cached look-up {lookup_us:.2f} us"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
