#!/usr/bin/env python3
"""Does a bot level still choose the same moves as another checkout's? A change meant for one table (say,
Scopone's settings) must leave every other table's play alone: where two trees choose the same move in
every position, their duels there replay move for move, so their measured figures stand unchanged.

    python scripts/check/same_moves.py --tree ../main [--level expert] [--rules classic] [--players 2]
                                       [--hands 100] [--every 3] [--driver medium]

Each tree plays the same seeded hands (`--driver`, Club player by default, moves for every seat; pick a
driver both trees share, or the hands part ways); at every `--every`th turn of seat
0 the level chooses a move, seeded by the hand and the turn, and the two trees' choices are compared. Exits
1 and lists the first differences when any move differs. The search levels think without their think-time
guard here (SCOPA_THINK_LIMIT=off, scopa_desktop/bots/clock.py), so a loaded machine cannot cut a move short.
"""

from __future__ import annotations

import argparse
import itertools
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def choices(tree: Path, opts: argparse.Namespace) -> list[str]:
    """The level's move in each sampled position of the seeded hands, as played by the code in `tree`."""
    out = subprocess.run([sys.executable, __file__, "--choose", str(tree), opts.level, opts.rules, str(opts.players),
                          str(opts.hands), str(opts.every), opts.driver], check=True, capture_output=True,
                         text=True, env={**os.environ, "SCOPA_THINK_LIMIT": "off"}).stdout
    return out.splitlines()


def _choose(tree: str, level: str, rules_name: str, players: int, hands: int, every: int, driver_level: str) -> None:
    """In a child process: import the tree's code and print `hand turn move` for each sampled position."""
    sys.path.insert(0, tree)
    from scopa_desktop.bots.registry import make_bot
    from scopa_desktop.engine import Game, Rules

    for hand in range(hands):
        game = Game.new(Rules.preset(rules_name), players, seed=hand)
        driver = make_bot(driver_level, seed=hand)
        turn = 0
        while not game.is_over:
            if game.to_move == 0 and turn % every == 0:
                move = make_bot(level, seed=f"{hand}/{turn}").choose(game.observation(0))
                print(hand, turn, move, flush=True)
            game = game.play(driver.choose(game.observation(game.to_move)))
            turn += 1


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--choose"]:
        tree, level, rules, players, hands, every, driver = args[1:]
        _choose(tree, level, rules, int(players), int(hands), int(every), driver)
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", required=True, type=Path, help="the other checkout")
    parser.add_argument("--level", default="expert")
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--every", type=int, default=3, help="sample every Nth turn of seat 0")
    parser.add_argument("--driver", default="medium", help="the level playing every seat between samples")
    opts = parser.parse_args(args)
    ours = choices(ROOT, opts)
    theirs = choices(opts.tree.resolve(), opts)
    differ = [(a, b) for a, b in itertools.zip_longest(ours, theirs, fillvalue="(none)") if a != b]
    print(f"{opts.level}, {opts.rules} at {opts.players}: {len(ours)} positions, {len(differ)} moves differ "
          f"(this tree v {opts.tree})")
    for a, b in differ[:10]:
        print(f"  {a}  v  {b}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
