#!/usr/bin/env python3
"""Bot think time per move: median, 95th percentile and maximum, per preset, player count and level.

The measured level plays every seat of whole hands (so the positions are its own); every move it
makes is timed, by the wall clock and by the process's CPU time. On a busy shared machine the wall
clock reads high (the bot waits for a core); CPU time is what the move costs on an idle one. For the
search levels the nodes a move cost (their own counter, trees.NodeBudget) are printed too: the
budget is counted in nodes, so `nodes max` shows whether it was reached; `cut` counts the moves the
think-time guard stopped.

    python scripts/bench/bench_bots.py [--presets classic,scopone] [--players all|2,4] [--levels hard,expert]
                                 [--hands 2] [--moves 40] [--last-round]

Every preset at every player count it allows is the default (classic 2-6, eight_players 8, Scopone's
ten-card hands, Cirulla...); `--moves` caps the moves timed per row (the first ones of each hand, where
hands are fullest, are the costliest). Maestro and Shark think under their think-time guard
(scopa_desktop/bots/clock.py) as shipped; SCOPA_THINK_LIMIT=off times them without it. The last column
checks the row against the issue's targets on CPU time (`TARGETS`: the cheap levels under 2 ms a move,
Shark's p95 within 100 ms, Maestro's p95 within 500 ms and its max within 1.5 s): `ok`, or what is over.
Any level `make_bot` makes may be timed (`--levels benchmark`). With `--last-round` only the moves made
once the stock is empty are timed (the hand before them is played untimed): the exact endgame, which the
first moves of a hand never reach.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.bots import BOT_LEVELS, bot_declares, make_bot  # noqa: E402
from scopa_desktop.engine import Match, Rules  # noqa: E402
from scopa_desktop.lab.stats import percentile  # noqa: E402

# Per level, the CPU limits (ms) a row must keep: (median, p95, max); None: no limit on that figure.
TARGETS: dict[str, tuple[float | None, float | None, float | None]] = {
    "random": (None, None, 2.0), "easy": (None, None, 2.0), "medium": (None, None, 2.0),
    "hard": (None, 100.0, None), "expert": (None, 500.0, 1500.0),
}


def verdict(level: str, median: float, p95: float, worst: float) -> str:
    """`ok`, or which of the level's targets the figures miss."""
    limits = TARGETS.get(level)
    if limits is None:
        return "-"
    over = [f"{name}>{limit:g}" for name, value, limit in zip(("median", "p95", "max"), (median, p95, worst), limits,
                                                              strict=True) if limit is not None and value > limit]
    return "OVER " + ",".join(over) if over else "ok"


def think_times(level: str, players: int, hands: int, rules: Rules, seed: int,
                max_moves: int, last_round: bool = False,
                cuts: list[bool] | None = None) -> tuple[list[float], list[float], list[int]]:
    """Wall and CPU milliseconds, and nodes, per move of `level` over up to `hands` hands it plays
    against itself (at most `max_moves` moves in all, spread over the hands; with `last_round`, only
    the moves once the stock is empty); into `cuts`, whether the think-time guard cut each move."""
    times: list[float] = []
    cpu: list[float] = []
    nodes: list[int] = []
    per_hand = max(1, max_moves // hands)
    for h in range(hands):
        bots = [make_bot(level, seed=f"{seed}/{h}/{s}") for s in range(players)]
        match = Match.new(rules, players, seed=f"bench{seed}/{h}")
        game = match.game
        timed = 0
        while timed < per_hand and not game.is_over:
            seat = game.to_move
            match = bot_declares(bots[seat], match)  # Cirulla: a declaration comes before the card
            obs = match.game.observation(seat)
            start, start_cpu = time.perf_counter(), time.process_time()
            move = bots[seat].choose(obs, match.totals)
            if not (last_round and obs.stock_size):  # with `last_round`, the moves before it go untimed
                timed += 1
                times.append((time.perf_counter() - start) * 1000)
                cpu.append((time.process_time() - start_cpu) * 1000)
                nodes.append(getattr(bots[seat], "last_nodes", 0))
                if cuts is not None:
                    cuts.append(bool(getattr(bots[seat], "last_cut", False)))
            bots[seat].last_nodes = 0
            match = match.play(move)
            game = match.game
    return times, cpu, nodes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", default=",".join(Rules.presets()))
    parser.add_argument("--players", default="all", help="comma-separated counts, or 'all' the preset allows")
    parser.add_argument("--levels", default=",".join(BOT_LEVELS[1:]))
    parser.add_argument("--hands", type=int, default=2, help="hands per preset, player count and level")
    parser.add_argument("--moves", type=int, default=40, help="at most this many timed moves per row")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--last-round", action="store_true", help="time only the moves once the stock is empty")
    args = parser.parse_args()
    print(f"{'preset':16} {'level':7} {'pl':>2} {'moves':>5}   cpu ms: {'median':>7} {'p95':>7} {'max':>7}"
          f"   wall ms: {'median':>7} {'p95':>7} {'max':>7}   nodes: {'median':>7} {'max':>7}  cut   target")
    for preset in args.presets.split(","):
        rules = Rules.preset(preset)
        counts = rules.players if args.players == "all" else [
            int(p) for p in args.players.split(",") if int(p) in rules.players]
        for players in counts:
            for level in args.levels.split(","):
                cuts: list[bool] = []
                times, cpu, nodes = think_times(level, players, args.hands, rules, args.seed, args.moves,
                                                args.last_round, cuts)
                med, p95, worst = statistics.median(cpu), percentile(cpu, 0.95), max(cpu)
                print(
                    f"{preset:16} {level:7} {players:>2} {len(times):>5}           {med:>7.2f} "
                    f"{p95:>7.2f} {worst:>7.2f}            {statistics.median(times):>7.2f} "
                    f"{percentile(times, 0.95):>7.2f} {max(times):>7.2f}          {statistics.median(nodes):>7.0f} "
                    f"{max(nodes):>7} {sum(cuts):>4}   "
                    f"{verdict(level, med, p95, worst)}",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
