#!/usr/bin/env python3
"""Save every scene of the game window, with both decks, at 960x600, 1280x800 and 1920x1080, in English and
Italian, as PNGs.

    python3 scripts/check/screenshots.py [DIR] [game options, e.g. --seed 3]        (default DIR: screenshots/)

The same as `python3 scripts/play.py --screenshots DIR`; no window opens (SDL's dummy driver) and the
player's own settings are not touched.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # scripts/, for _venv

from _venv import run_in_venv  # noqa: E402

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Save every scene of the game window as PNGs.")
    parser.add_argument("dir", nargs="?", default="screenshots", help="where the PNGs go (default: screenshots/)")
    args, rest = parser.parse_known_args()  # the rest goes to the game (e.g. --seed 3)
    sys.exit(run_in_venv(["-m", "scopa_desktop", "--screenshots", args.dir, *rest]))
