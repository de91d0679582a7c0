#!/usr/bin/env python3
"""List every sound, phrase and music file of assets/ with its length and loudness, read from the files
themselves by sox (`sox FILE -n stats`), then a summary per folder (count, min/median/max).

    python3 scripts/check/list_audio.py [--summary]

Needs sox with its Vorbis format: apt-get install sox libsox-fmt-all
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("sounds", "voice", "music")
STATS = {"length": r"Length s\s+(-?[\d.]+)", "peak": r"Pk lev dB\s+(-?[\d.]+|-inf)",
         "rms": r"RMS lev dB\s+(-?[\d.]+|-inf)"}


def measure(path: Path) -> dict[str, float]:
    """Length (s), peak and RMS (dBFS) of the whole file, channels mixed to mono."""
    out = subprocess.run(["sox", str(path), "-n", "remix", "-", "stats"], capture_output=True, text=True,
                         check=True).stderr
    return {key: float(re.search(pattern, out).group(1)) for key, pattern in STATS.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--summary", action="store_true", help="only the per-folder summary")
    args = parser.parse_args(argv)
    if shutil.which("sox") is None:
        sys.exit("sox is needed: apt-get install sox libsox-fmt-all")
    summary = []
    for folder in FOLDERS:
        files = sorted((ROOT / "assets" / folder).glob("*.ogg"))
        rows = [(f, measure(f)) for f in files]
        if not args.summary:
            print(f"assets/{folder}/  {'seconds':>8} {'peak dB':>8} {'RMS dB':>8} {'bytes':>8}")
            for f, m in rows:
                print(f"  {f.name:30} {m['length']:8.3f} {m['peak']:8.1f} {m['rms']:8.1f} {f.stat().st_size:8d}")
        if rows:
            summary.append((folder, rows))
    print(f"{'folder':8} {'files':>5} {'KB':>6}  {'seconds min/median/max':>24}  {'peak dB min/med/max':>21}"
          f"  {'RMS dB min/med/max':>21}")
    for folder, rows in summary:
        cols = []
        for key in ("length", "peak", "rms"):
            values = [m[key] for _, m in rows]
            fmt = "{:.2f}" if key == "length" else "{:.1f}"
            cols.append("/".join(fmt.format(v) for v in (min(values), statistics.median(values), max(values))))
        kb = sum(f.stat().st_size for f, _ in rows) / 1024
        print(f"{folder:8} {len(rows):5d} {kb:6.0f}  {cols[0]:>24}  {cols[1]:>21}  {cols[2]:>21}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
