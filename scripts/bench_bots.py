#!/usr/bin/env python3
"""Bot think time per move: median, 95th percentile and maximum, per level and player count.

The measured level plays every seat of whole hands (so the positions are its own); every move it
makes is timed, by the wall clock and by the process's CPU time. On a busy shared machine the wall
clock reads high (the bot waits for a core); CPU time is what the move costs on an idle one.

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


def think_times(level: str, players: int, hands: int, rules: Rules, seed: int) -> tuple[list[float], list[float]]:
    """Wall and CPU milliseconds per move of `level` over `hands` hands it plays against itself."""
    times: list[float] = []
    cpu: list[float] = []
    for h in range(hands):
        bots = [make_bot(level, seed=f"{seed}/{h}/{s}") for s in range(players)]
        game = Game.new(rules, players, seed=f"bench{seed}/{h}", dealer=h % players)
        while not game.is_over:
            seat = game.to_move
            obs = game.observation(seat)
            start, start_cpu = time.perf_counter(), time.process_time()
            move = bots[seat].choose(obs)
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
            game = game.play(move)
    return times, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default=",".join(BOT_LEVELS[1:]))
    parser.add_argument("--players", default="2,4,6")
    parser.add_argument("--hands", type=int, default=6, help="hands per level and player count")
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = Rules.preset(args.rules)
    print(f"{'level':8} {'players':>7} {'moves':>6}   wall ms: {'median':>7} {'p95':>7} {'max':>7}"
          f"   cpu ms: {'median':>7} {'p95':>7} {'max':>7}")
    for level in args.levels.split(","):
        for players in (int(p) for p in args.players.split(",")):
            times, cpu = think_times(level, players, args.hands, rules, args.seed)
            print(
                f"{level:8} {players:>7} {len(times):>6}            {statistics.median(times):>7.2f} "
                f"{percentile(times, 0.95):>7.2f} {max(times):>7.2f}            {statistics.median(cpu):>7.2f} "
                f"{percentile(cpu, 0.95):>7.2f} {max(cpu):>7.2f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
