"""theme.fit_text on long names: the binary-search cut against the old per-character trim, interleaved.

    python scripts/bench/bench_fit_text.py [--rounds 5]

Each round fits a name of 50, 500 and 5,000 characters into 200 px with both, caches cleared before each
call (the first frame a name is drawn); prints the median seconds per call and the A/B ratio.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from scopa_desktop.ui import theme  # noqa: E402


def per_character(s: str, size: int, max_width: int, min_scale: float = 0.78) -> pygame.Surface:
    """fit_text as it was before issue #15: re-render after trimming each character."""
    floor = max(10, round(size * min_scale))
    while size > floor:
        surf = theme.text(s, size)
        if surf.get_width() <= max_width:
            return surf
        size -= 1
    while len(s) > 2 and theme.text(s, size).get_width() > max_width:
        s = s[:-2] + "…"
    return theme.text(s, size)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    pygame.font.init()
    for length in (50, 500, 5000):
        name = ("Giulietta " * (length // 10 + 1))[:length]
        times: dict[str, list[float]] = {"old": [], "new": []}
        for _ in range(args.rounds):
            for label, fit in (("old", per_character), ("new", theme.fit_text)):
                theme._TEXT_CACHE.clear()
                theme._FIT_CACHE.clear()
                start = time.perf_counter()
                surf = fit(name, 16, 200)
                times[label].append(time.perf_counter() - start)
                assert surf.get_width() <= 200
        old, new = statistics.median(times["old"]), statistics.median(times["new"])
        print(f"{length:5d} chars: per-character {old * 1000:9.2f} ms, binary search {new * 1000:6.2f} ms, "
              f"x{old / new:.0f} faster")


if __name__ == "__main__":
    main()
