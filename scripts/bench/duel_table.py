#!/usr/bin/env python3
"""Run the bot ladder's duels and print the strength table in markdown (for the README).

Each row is a paired duel (every seed played twice with the seats swapped): the ladder (medium-easy,
hard-medium, expert-hard) and the expert against the hidden benchmark opponent, at 2 players and as
4-player partnerships, with the win rate's Wilson interval, points a hand and CPU think time per move
(median / p95 / max) of each level. The pairs run on every core (or `--ray ADDRESS`); the outcome is the
same for a seed whatever the worker count. Long: about an hour at the default sizes on two cores.

    python scripts/bench/duel_table.py [--matches 400] [--seed 1] [--players 2,4]
                                 [--pairs expert:benchmark,medium:easy] [--workers N] [--ray ADDRESS]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.lab.duel import DuelResult, run_duel  # noqa: E402


def _times(t: dict) -> str:
    return f"{t['median']:.1f} / {t['p95']:.0f} / {t['max']:.0f}"


def row(result: DuelResult, seconds: float) -> str:
    s = result.summary()
    low, high = s["win_rate_95ci"]
    return (
        f"| {result.a} v {result.b} | {result.players} | {result.matches} | {100 * s['win_rate']:.1f}% "
        f"| {100 * low:.1f}-{100 * high:.1f}% | {s['points_per_hand_a']:.2f} v {s['points_per_hand_b']:.2f} "
        f"| {_times(s['think_ms_a'])} v {_times(s['think_ms_b'])} | {result.seed} "
        f"| {result.matches / seconds:.2f} |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--pairs", default="expert:benchmark,medium:easy,hard:medium,expert:hard")
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    parser.add_argument("--ray", default=None, metavar="ADDRESS", help="run on this Ray cluster instead")
    args = parser.parse_args()
    print("| duel (A v B) | players | matches | A wins | 95% CI | points/hand A v B "
          "| CPU ms/move median / p95 / max, A v B | seed | matches/s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for players in (int(p) for p in args.players.split(",")):
        for pair in args.pairs.split(","):
            a, b = pair.split(":")
            start = time.perf_counter()
            result = run_duel(a, b, args.matches, args.seed, players, args.rules, workers=args.workers,
                              ray_address=args.ray)
            print(row(result, time.perf_counter() - start), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
