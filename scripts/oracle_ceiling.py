#!/usr/bin/env python3
"""What seeing every card is worth: Maestro's search given the true deal instead of sampled ones, against an
opponent (the benchmark by default), seats swapped per seed. A measurement, never a bot of the game: every
bot decides from its observation alone, and this script breaks that on purpose, by handing the searching
seat the real hands and stock in place of each deal it would sample (`knowledge.sample_world`).

    python scripts/oracle_ceiling.py [--matches 200] [--against benchmark] [--seed 1] [--workers N]
                                     [--peek all|hands]

It bounds what better reading of the hidden cards could win: the gap between this and Maestro's own result.
With `--peek hands` the oracle sees the other players' hands but not the stock, which it deals at random
from the cards left, as it would: the most any reading of the opponents' plays could give, since no play
tells anything of the order of the stock.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scopa_desktop.bots import knowledge, make_bot  # noqa: E402
from scopa_desktop.bots.levels import ExpertBot  # noqa: E402
from scopa_desktop.engine import Game, Match, Rules  # noqa: E402
from scopa_desktop.stats import wilson_interval  # noqa: E402
from scopa_desktop.workers import parallel_map  # noqa: E402

_sample_world = knowledge.sample_world
_truth: list[Game] = []  # the game the oracle is choosing in, while it chooses
_peek = ["all"]  # what the oracle sees: "all" (hands and stock) or "hands"


def _true_world(obs, st, hidden, forbidden, rng):
    world = _sample_world(obs, st, hidden, forbidden, rng)
    if _truth:
        game = _truth[0]
        world.hands = [[int(c) for c in hand] for hand in game.hands]
        if _peek[0] == "all":
            world.stock = [int(c) for c in game.stock]
        else:  # the stock dealt at random from the hidden cards nobody holds
            held = {c for hand in world.hands for c in hand}
            rest = [c for c in hidden if c not in held]
            rng.shuffle(rest)
            world.stock = rest[:len(world.stock)]
    return world


knowledge.sample_world = _true_world  # at import: the worker processes run this too


def _pair(task: tuple[str, int, int, str]) -> tuple[int, int, int, int]:
    """One seed, seats swapped: (oracle wins, oracle points, opponent points, hands)."""
    against, seed, index, peek = task
    _peek[0] = peek
    rules = Rules.preset("classic")
    wins = mine = theirs = hands = 0
    for oracle_seat in (0, 1):
        name = f"oracle{seed}/{index}"
        bots = [ExpertBot(f"{name}/{oracle_seat}"), make_bot(against, f"{name}/x")]
        if oracle_seat:
            bots.reverse()
        match = Match.new(rules, 2, seed=name)
        while not match.is_over:
            seat = match.game.to_move
            if seat == oracle_seat:
                _truth.append(match.game)
            try:
                move = bots[seat].choose(match.game.observation(seat), match.totals)
            finally:
                _truth.clear()
            match = match.play(move)
        wins += match.winner == oracle_seat
        for hand in match.history:
            mine += hand[oracle_seat].total
            theirs += hand[1 - oracle_seat].total
        hands += len(match.history)
    return wins, mine, theirs, hands


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--against", default="benchmark")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--peek", choices=("all", "hands"), default="all",
                        help="what the oracle sees: every card, or the hands but not the stock")
    args = parser.parse_args()
    start = time.perf_counter()
    results = parallel_map(_pair, [(args.against, args.seed, i, args.peek) for i in range((args.matches + 1) // 2)],
                           workers=args.workers)
    wins, mine, theirs, hands = (sum(r[k] for r in results) for k in range(4))
    matches = 2 * len(results)
    low, high = wilson_interval(wins, matches)
    seeing = "every card" if args.peek == "all" else "the hands"
    print(f"Maestro seeing {seeing} v {args.against}: {wins}/{matches} = {wins / matches:.1%} "
          f"(95% CI {low:.1%}-{high:.1%}); points a hand {mine / hands:.2f} v {theirs / hands:.2f} "
          f"over {hands} hands; {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
