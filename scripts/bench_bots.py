#!/usr/bin/env python3
"""Bot think time per move: median, 95th percentile and maximum, per level and player count.

The measured level plays every seat of whole hands (so the positions are its own); every move it
makes is timed. Times are wall clock on one core: on a busy shared machine they read high.

    python scripts/bench_bots.py [--levels easy,medium,hard,expert] [--players 2,4,6] [--hands 6]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa_desktop.bots import BOT_LEVELS, make_bot  # noqa: E402
from scopa_desktop.engine import Game, Rules  # noqa: E402
from scopa_desktop.stats import percentile  # noqa: E402


def think_times(level: str, players: int, hands: int, rules: Rules, seed: int) -> list[float]:
    """Milliseconds per move of `level` over `hands` hands it plays against itself."""
    times: list[float] = []
    for h in range(hands):
        bots = [make_bot(level, seed=f"{seed}/{h}/{s}") for s in range(players)]
        game = Game.new(rules, players, seed=f"bench{seed}/{h}", dealer=h % players)
        while not game.is_over:
            seat = game.to_move
            obs = game.observation(seat)
            start = time.perf_counter()
            move = bots[seat].choose(obs)
            times.append((time.perf_counter() - start) * 1000)
            game = game.play(move)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default=",".join(BOT_LEVELS[1:]))
    parser.add_argument("--players", default="2,4,6")
    parser.add_argument("--hands", type=int, default=6, help="hands per level and player count")
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = Rules.preset(args.rules)
    print(f"{'level':8} {'players':>7} {'moves':>6} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
    for level in args.levels.split(","):
        for players in (int(p) for p in args.players.split(",")):
            times = think_times(level, players, args.hands, rules, args.seed)
            print(
                f"{level:8} {players:>7} {len(times):>6} {statistics.median(times):>10.2f} "
                f"{percentile(times, 0.95):>8.2f} {max(times):>8.2f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
