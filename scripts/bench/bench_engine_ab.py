#!/usr/bin/env python3
"""Engine speed A/B: this checkout against another one (e.g. a `git worktree` of an older commit), runs
interleaved so that a busy shared machine slows both alike.

Each round runs scripts/bench/bench_engine.py of both checkouts, one after the other, alternating which goes
first; prints every round's figures and the median ratio (this checkout / the other) of random hands per
second and of legal_captures calls per second.

    git worktree add /tmp/engine-base c20fa7b
    python scripts/bench/bench_engine_ab.py /tmp/engine-base [--rounds 6] [--hands 2000]
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]


def figures(checkout: Path, hands: int) -> tuple[float, float]:
    """(hands per second, legal_captures calls per second): bench_engine's medians for `checkout`."""
    script = checkout / "scripts" / "bench" / "bench_engine.py"
    if not script.exists():  # a checkout from before scripts/ had folders
        script = checkout / "scripts" / "bench_engine.py"
    command = [sys.executable, str(script), "--hands", str(hands), "--runs", "3"]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    found = [re.search(rf"{what}.*?median ([\d,]+)", out) for what in ("hands per second", "calls per second")]
    if not all(found):
        raise SystemExit(f"bench_engine printed no figures:\n{out}")
    hands_rate, calls_rate = (float(match.group(1).replace(",", "")) for match in found)  # type: ignore[union-attr]
    return hands_rate, calls_rate


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", type=Path, help="the checkout to compare with")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--hands", type=int, default=2000)
    args = parser.parse_args()
    ratios: list[float] = []
    call_ratios: list[float] = []
    for round_ in range(args.rounds):
        order = [HERE, args.other] if round_ % 2 else [args.other, HERE]
        results = {checkout: figures(checkout, args.hands) for checkout in order}
        (ours, our_calls), (theirs, their_calls) = results[HERE], results[args.other]
        ratios.append(ours / theirs)
        call_ratios.append(our_calls / their_calls)
        print(f"round {round_ + 1}: hands/s {ours:,.0f} vs {theirs:,.0f} ({ratios[-1]:.3f}); "
              f"legal_captures/s {our_calls:,.0f} vs {their_calls:,.0f} ({call_ratios[-1]:.3f})")
    print(f"median ratio (this / other): hands {statistics.median(ratios):.3f}, "
          f"legal_captures {statistics.median(call_ratios):.3f} over {args.rounds} interleaved rounds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
