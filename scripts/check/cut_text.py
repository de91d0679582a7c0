#!/usr/bin/env python3
"""List every text the game cuts with an ellipsis on the way to the screen: takes every screenshot
(`--screenshots`: each scene, both decks, 960x600 to 1920x1080, English and Italian) while watching
`theme.fit_text`, and prints each string that did not fit even at its smallest size, with the drawing
line that asked and the window sizes where it was cut.

    python3 scripts/check/cut_text.py [DIR] [--text-scale 200] [--high-contrast]
        (DIR: where the screenshots go; default a temporary one; the look: Settings → Accessibility's)

A long player name cut in a narrow panel is expected; a label, a button or a sentence of ours is not.
"""

from __future__ import annotations

import argparse
import collections
import os
import sys
import tempfile
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from scopa_desktop.ui import theme  # noqa: E402
from scopa_desktop.ui.tools import screenshots  # noqa: E402


def watch_cuts() -> dict[tuple[str, str], set[tuple[int, int]]]:
    """Wrap theme.fit_text: note (caller's caller, text) -> window sizes, whenever the text cannot fit."""
    cuts: dict[tuple[str, str], set[tuple[int, int]]] = collections.defaultdict(set)
    plain = theme.fit_text

    def noting(s, size, max_width, colour=None, bold=False, serif=False, min_scale=0.78):
        if not theme.fits_whole(s, size, max_width, bold, serif, min_scale):
            frame = traceback.extract_stack(limit=3)[0]  # the drawing code, above the widget helper
            where = f"{os.path.relpath(frame.filename, ROOT)}:{frame.lineno}"
            screen = pygame.display.get_surface()
            cuts[(where, s)].add(screen.get_size() if screen else (0, 0))
        return plain(s, size, max_width, colour, bold, serif, min_scale)

    theme.fit_text = noting
    return cuts


def main() -> int:
    parser = argparse.ArgumentParser(description="List every text the game cuts with an ellipsis.")
    parser.add_argument("dir", nargs="?", help="where the screenshots go (default: a temporary folder)")
    parser.add_argument("--text-scale", type=int, default=100, help="the text size, in percent (100 to 200)")
    parser.add_argument("--high-contrast", action="store_true", help="in the high-contrast look")
    args = parser.parse_args()
    out = args.dir or tempfile.mkdtemp(prefix="scopa-cuts-")
    cuts = watch_cuts()
    if args.text_scale != 100 or args.high_contrast:
        from scopa_desktop.ui import app as app_module

        class Looked(app_module.App):
            def __init__(self, *a, **k) -> None:
                super().__init__(*a, **k)
                self.update_settings(text_scale=args.text_scale, high_contrast=args.high_contrast)

        app_module.App = Looked
    screenshots.save_screenshots(out)
    for (where, text), sizes in sorted(cuts.items()):
        shown = ", ".join(f"{w}x{h}" for w, h in sorted(sizes))
        print(f"{where}  {text[:90]!r}  at {shown}")
    print(f"{len(cuts)} cut texts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
