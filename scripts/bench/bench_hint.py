#!/usr/bin/env python3
"""How long Maestro's hint takes (review.advise, on the app's worker thread while the window stays live):
median, 95th percentile and maximum per preset and player count, wall clock and CPU time, over the moves of
random hands (the first moves of a hand, with the fullest hands, cost most).

    python scripts/bench/bench_hint.py [--presets classic,scopone] [--players 2,4] [--hands 3] [--moves 12]

The hint should answer within about a second wherever it is asked (HINT_WORLDS is sized for that); on a
busy shared machine the wall clock reads high: CPU time is what it costs on an idle one.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.engine import Match, Rules  # noqa: E402
from scopa_desktop.review import HINT_WORLDS, advise  # noqa: E402


def timed(preset: str, players: int, hands: int, moves: int) -> tuple[list[float], list[float]]:
    wall: list[float] = []
    cpu: list[float] = []
    for hand in range(hands):
        rng = random.Random(hand)
        match = Match.new(Rules.preset(preset), players, seed=hand)
        for _ in range(moves):
            game = match.game
            if game.is_over or match.is_over:
                break
            obs = game.observation(game.to_move)
            w, c = time.perf_counter(), time.process_time()
            advise(obs)
            wall.append(time.perf_counter() - w)
            cpu.append(time.process_time() - c)
            match = match.play(rng.choice(game.legal_moves()))
    return wall, cpu


def summary(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"{statistics.median(ordered) * 1000:7.0f} {p95 * 1000:7.0f} {ordered[-1] * 1000:7.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--presets", default="classic,scopone")
    parser.add_argument("--players", default="2,4", help="player counts, each used where the preset allows it")
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--moves", type=int, default=12, help="moves timed per hand, from its first")
    args = parser.parse_args()
    print(f"Maestro's hint, {HINT_WORLDS} deals a move; ms: median p95 max")
    print(f"{'preset':<18}{'players':>8}{'moves':>7}   {'wall':^23}   {'cpu':^23}")
    for preset in args.presets.split(","):
        for players in (int(p) for p in args.players.split(",")):
            if players not in Rules.preset(preset).players:
                continue
            wall, cpu = timed(preset, players, args.hands, args.moves)
            print(f"{preset:<18}{players:>8}{len(wall):>7}   {summary(wall)}   {summary(cpu)}")


if __name__ == "__main__":
    main()
