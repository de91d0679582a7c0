#!/usr/bin/env python3
"""Engine speed, through the public API, on one core.

Prints complete random 2-player hands per second (Game.new, legal_moves and play until the hand is
over, then score) and legal_captures calls per second on random tables of 0-10 cards. Each figure is
the median of several runs, with the spread, so a noisy shared machine shows as noise, not as a result.

    python scripts/bench/bench_engine.py [--hands 2000] [--runs 7] [--rules classic]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import sysconfig
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.engine import Card, Game, Rules, legal_captures  # noqa: E402


def random_hands(rules: Rules, hands: int, seed: int) -> float:
    """Seconds to play `hands` complete random hands."""
    pick = random.Random(seed).random
    start = time.perf_counter()
    for i in range(hands):
        game = Game.new(rules, 2, seed=seed * 1_000_003 + i)
        while not game.is_over:
            moves = game.legal_moves()
            game = game.play(moves[int(pick() * len(moves))])
        game.score()
    return time.perf_counter() - start


def capture_calls(rules: Rules, calls: int, seed: int) -> float:
    """Seconds for `calls` legal_captures calls on random tables of 0-10 cards."""
    rng = random.Random(seed)
    deck = Card.deck(rules)
    cases = []
    for _ in range(calls):
        cards = rng.sample(deck, 11)
        cases.append((cards[0], cards[1:1 + rng.randint(0, 10)]))
    start = time.perf_counter()
    for card, table in cases:
        legal_captures(card, table, rules)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--calls", type=int, default=50_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--rules", default="classic", choices=Rules.presets())
    args = parser.parse_args()
    rules = Rules.preset(args.rules)
    random_hands(rules, 200, seed=99)  # warm the capture-options cache, as a long-running bot would
    hand_rates = [args.hands / random_hands(rules, args.hands, seed=run) for run in range(args.runs)]
    call_rates = [args.calls / capture_calls(rules, args.calls, seed=run) for run in range(args.runs)]
    print(f"engine benchmark ({args.rules}, {args.runs} runs, one core, Python {sys.version.split()[0]})")
    # The interpreter's build matters as much as the code: on the development machine Debian's python3.11
    # (optimised, statically linked) ran these hands 1.25-1.5x faster than pyenv's plain shared-library build.
    print(f"  interpreter: {sys.executable} ({sys.implementation.name}, {sysconfig.get_platform()})")
    print(
        f"  random 2-player hands per second: median {statistics.median(hand_rates):,.0f} "
        f"(min {min(hand_rates):,.0f}, max {max(hand_rates):,.0f}; {args.hands} hands a run)"
    )
    print(
        f"  legal_captures calls per second (tables of 0-10 cards): median {statistics.median(call_rates):,.0f} "
        f"(min {min(call_rates):,.0f}, max {max(call_rates):,.0f}; {args.calls} calls a run)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
