#!/usr/bin/env python3
"""CPU instructions per random 2-player hand, counted by valgrind: the engine's steady speed measure.

Wall time on a shared machine drifts by a third from one hour to the next; an instruction count does not.
Runs this same file under `valgrind --tool=callgrind` twice, playing 2,000 warm-up hands and then 0 or
`--hands` more, and prints the difference divided by `--hands` (start-up and warm-up cancel out).
Needs valgrind (`apt install valgrind`); takes about a minute and a half.

    python scripts/bench/engine_instructions.py [--hands 400]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys

WARM_UP = 2000


def play(hands: int) -> None:
    """The warm-up, then `hands` more: bench_engine's own loop of complete random hands."""
    from bench_engine import Rules, random_hands  # this folder is on the path: this file is run directly

    rules = Rules.preset("classic")
    random_hands(rules, WARM_UP, seed=99)
    random_hands(rules, hands, seed=1)


def counted(extra_hands: int) -> int:
    """Instructions of a whole run: warm-up hands, then `extra_hands` more."""
    command = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
        sys.executable, __file__, "--play", str(extra_hands),
    ]
    env = dict(os.environ, PYTHONHASHSEED="0")  # the same hashes, and so the same work, in both runs
    out = subprocess.run(command, capture_output=True, text=True, env=env, check=True).stderr
    found = re.search(r"Collected : (\d+)", out)
    if not found:
        raise SystemExit(f"valgrind printed no count:\n{out[-2000:]}")
    return int(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=400, help="hands counted, after the warm-up")
    parser.add_argument("--play", type=int, default=None, help=argparse.SUPPRESS)  # the run under valgrind
    args = parser.parse_args()
    if args.play is not None:
        play(args.play)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt install valgrind)", file=sys.stderr)
        return 2
    per_hand = (counted(args.hands) - counted(0)) / args.hands
    print(f"engine instructions per random 2-player hand: {per_hand / 1e6:.3f} M "
          f"({args.hands} hands after {WARM_UP} warm-up hands, Python {sys.version.split()[0]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
