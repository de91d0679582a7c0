#!/usr/bin/env python3
"""What the think-time guard (scopa_desktop/bots/clock.py) costs in strength: Maestro with the guard at
`--limit` seconds duels Maestro without it on the same deals (each seed twice, the seats swapped), on
`--workers` processes.

    python scripts/bench/guard_ab.py [--limit 0.45] [--rules scopone_classico] [--players 4] [--matches 200]
                                     [--seed 1] [--workers 2] [--progress 10]

While the guard does not act the two levels play alike: both matches of a pair are then one game with the
seats swapped, and each level wins one. So beside the win rate over matches (95% Wilson interval) it counts
the pairs by outcome (the guarded level won both, one each, neither); the pairs not split are where the guard
changed a result, and the guarded level's share of them (with its interval) is the sign test of its cost. The
moves it cut are counted from their CPU time (at or past the deadline). A lower `--limit` stands for a slower
computer: the guard then cuts more of each move. SCOPA_THINK_LIMIT is ignored here (removed at import, so the
worker processes do without it too).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.bots.clock import LIMIT_ENV  # noqa: E402
from scopa_desktop.bots.levels import ExpertBot, HardBot  # noqa: E402
from scopa_desktop.bots.registry import register_hidden  # noqa: E402
from scopa_desktop.engine import Rules  # noqa: E402
from scopa_desktop.lab.duel import DuelResult, format_result, play_pair  # noqa: E402
from scopa_desktop.lab.stats import percentile, wilson_interval  # noqa: E402
from scopa_desktop.lab.workers import parallel_map  # noqa: E402

_BASES = {"expert": ExpertBot, "hard": HardBot}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=float, default=0.45, help="the guarded level's deadline, seconds of CPU")
    parser.add_argument("--base", choices=sorted(_BASES), default="expert", help="the level both sides play")
    parser.add_argument("--rules", default="scopone_classico")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--progress", type=int, default=0, help="print the running result every N pairs")
    return parser


def _register(argv: list[str]) -> None:
    os.environ.pop(LIMIT_ENV, None)
    args, _ = _parser().parse_known_args(argv)
    base = _BASES[args.base]
    register_hidden("guarded", type("GuardedBot", (base,), {"level": "guarded", "think_limit": args.limit}))
    register_hidden("unguarded", type("UnguardedBot", (base,), {"level": "unguarded", "think_limit": None}))


_register(sys.argv[1:])  # at import: the spawned workers run this too


class Tally:
    """The duel so far, and its pairs by how many of the two matches the guarded level won."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.result = DuelResult("guarded", "unguarded", args.rules, args.players, args.seed)
        self.pairs = [0, 0, 0]  # pairs the guarded level won none, one, both of
        self.limit_ms = args.limit * 1000

    def add(self, pair: DuelResult) -> None:
        self.result.add(pair)
        self.pairs[pair.wins_a] += 1

    def report(self) -> str:
        none, split, both = self.pairs
        decided = none + both
        low, high = wilson_interval(both, decided)
        cut = sum(1 for ms in self.result.ms_a if ms >= self.limit_ms)
        moves = len(self.result.ms_a)
        ms_b = self.result.ms_b
        unguarded = f"; unguarded p95 {percentile(ms_b, 0.95):.0f} ms, max {max(ms_b):.0f}" if ms_b else ""
        return (f"{format_result(self.result)}\n"
                f"pairs: guarded won both {both}, one each {split}, neither {none}; of the {decided} pairs "
                f"not split the guarded level won {100 * both / decided if decided else 0:.1f}% "
                f"(95% CI {100 * low:.1f}-{100 * high:.1f}%)\n"
                f"guarded moves at or past the deadline ({self.limit_ms:.0f} ms CPU): {cut} of {moves} "
                f"({100 * cut / moves if moves else 0:.2f}%){unguarded}")


def main() -> int:
    args = _parser().parse_args()
    Rules.preset(args.rules).check_players(args.players)
    tally = Tally(args)
    tasks = [("guarded", "unguarded", args.rules, args.players, args.seed, i) for i in range((args.matches + 1) // 2)]

    def on_pair(i: int, pair: DuelResult) -> None:
        tally.add(pair)
        if args.progress and (i + 1) % args.progress == 0:
            print(tally.report(), file=sys.stderr, flush=True)

    start = time.perf_counter()
    parallel_map(play_pair, tasks, workers=args.workers, on_result=on_pair)
    print(f"{args.base} guarded at {args.limit:g} s v unguarded")
    print(tally.report())
    print(f"{time.perf_counter() - start:.0f} s; load averages {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
