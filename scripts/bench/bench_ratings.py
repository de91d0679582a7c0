#!/usr/bin/env python3
"""Rating libraries compared on the updates ranked play makes: one finished match's update, timed.

    python scripts/bench/bench_ratings.py [--rounds 7] [--updates 2000]

Each row is one kind of match: two players, 2 v 2 (Scopone), three each for themselves, eight each for
themselves (the eight-player game). Every library that can rate that kind is timed in the same round,
interleaved (A, B, C, then again), `--updates` updates a round; the medians over the rounds are printed,
in microseconds an update. openskill is the project's dependency; trueskill and glicko2 are timed only when
installed (`pip install trueskill glicko2`), and glicko2 only on two players (it rates one player against
opponents, not teams or rankings).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

KINDS = {"two players": [1, 1], "2 v 2": [2, 2], "three alone": [1, 1, 1], "eight alone": [1] * 8}


def _openskill() -> Callable[[list[int], random.Random], None] | None:
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        return None
    model = PlackettLuce()

    def update(shape: list[int], rng: random.Random) -> None:
        teams = [[model.rating(mu=rng.uniform(15, 35), sigma=rng.uniform(1, 8)) for _ in range(size)]
                 for size in shape]
        ranks = list(range(len(shape)))
        rng.shuffle(ranks)
        model.rate(teams, ranks=ranks)

    return update


def _trueskill() -> Callable[[list[int], random.Random], None] | None:
    try:
        import trueskill
    except ImportError:
        return None
    env = trueskill.TrueSkill(draw_probability=0.0)

    def update(shape: list[int], rng: random.Random) -> None:
        teams = [tuple(env.create_rating(mu=rng.uniform(15, 35), sigma=rng.uniform(1, 8)) for _ in range(size))
                 for size in shape]
        ranks = list(range(len(shape)))
        rng.shuffle(ranks)
        env.rate(teams, ranks=ranks)

    return update


def _glicko2() -> Callable[[list[int], random.Random], None] | None:
    try:
        import glicko2
    except ImportError:
        return None

    def update(shape: list[int], rng: random.Random) -> None:
        if shape != [1, 1]:
            raise NotImplementedError
        one, two = glicko2.Player(rng.uniform(1300, 1700), rng.uniform(50, 350)), glicko2.Player()
        won = rng.random() < 0.5
        one.update_player([two.rating], [two.rd], [1.0 if won else 0.0])
        two.update_player([one.rating], [one.rd], [0.0 if won else 1.0])

    return update


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--updates", type=int, default=2000)
    args = parser.parse_args()
    libraries = {name: make() for name, make in (("openskill", _openskill), ("trueskill", _trueskill),
                                                  ("glicko2", _glicko2))}
    libraries = {name: update for name, update in libraries.items() if update is not None}
    print(f"{'match':<14}" + "".join(f"{name:>14}" for name in libraries) + "   (µs an update, median of rounds)")
    for kind, shape in KINDS.items():
        times: dict[str, list[float]] = {name: [] for name in libraries}
        for round_ in range(args.rounds):
            for name, update in libraries.items():
                rng = random.Random(round_)
                try:
                    start = time.perf_counter()
                    for _ in range(args.updates):
                        update(shape, rng)
                    times[name].append((time.perf_counter() - start) / args.updates * 1e6)
                except NotImplementedError:
                    times[name] = []
        cells = [f"{statistics.median(found):14.1f}" if found else f"{'-':>14}" for found in times.values()]
        print(f"{kind:<14}" + "".join(cells))


if __name__ == "__main__":
    main()
