#!/usr/bin/env python3
"""Run the bot ladder's duels and print the strength table in markdown (for the README).

Each row is a paired duel (every seed played twice with the seats swapped): medium-easy, hard-medium and
expert-hard, at 2 players and as 4-player partnerships. Long: hours at the default sizes on one core.

    python scripts/duel_table.py [--matches 400] [--seed 1] [--players 2,4] [--pairs medium:easy,hard:medium]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa_desktop.duel import DuelResult, run_duel  # noqa: E402


def row(result: DuelResult) -> str:
    s = result.summary()
    low, high = s["win_rate_95ci"]
    return (
        f"| {result.a} v {result.b} | {result.players} | {result.matches} | {100 * s['win_rate']:.1f}% "
        f"| {100 * low:.1f}-{100 * high:.1f}% | {s['points_per_hand_a']:.2f} v {s['points_per_hand_b']:.2f} "
        f"| {s['median_ms_a']:.1f} v {s['median_ms_b']:.1f} | {result.seed} |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--pairs", default="medium:easy,hard:medium,expert:hard")
    args = parser.parse_args()
    print("| duel (A v B) | players | matches | A wins | 95% CI | points/hand A v B | median ms/move A v B | seed |")
    print("|---|---|---|---|---|---|---|---|")
    for players in (int(p) for p in args.players.split(",")):
        for pair in args.pairs.split(","):
            a, b = pair.split(":")
            print(row(run_duel(a, b, args.matches, args.seed, players)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
