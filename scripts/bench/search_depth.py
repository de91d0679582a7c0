#!/usr/bin/env python3
"""How deep Maestro's search reaches on its budget at a table: the mean plies its deals search to in each
eight-move phase of a hand, for Maestro's settings there and for variants of them, on the same positions
and the same deals (node counts, no clock, so the figures are the same on any machine).

    python scripts/bench/search_depth.py [--rules scopone_classico] [--players 4] [--hands 2]
                                         [--variant order_moves=false] [--variant nodes=28000,...]

The positions come from hands Shark plays against itself; each variant is `name=value,...` of
`search.SearchConfig` fields (switches.py), as in expert_ab.py.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from switches import parse_changes  # noqa: E402

from scopa_desktop.bots import make_bot, search, trees  # noqa: E402
from scopa_desktop.engine import Game, Rules  # noqa: E402

PHASE = 8  # moves a phase
PHASES = 3  # past the third the last round is solved exactly at Scopone


def _record_depths(reached: list[int]) -> None:
    deepen = trees.Shallow.deepen

    def recording(self, *args, **kwargs):
        values, depth = deepen(self, *args, **kwargs)
        reached.append(depth)
        return values, depth

    trees.Shallow.deepen = recording


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="scopone_classico")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--variant", action="append", default=[], help="SearchConfig changes: name=value,...")
    args = parser.parse_args()
    rules = Rules.preset(args.rules)
    maestro = make_bot("expert")
    players = [make_bot("hard", seed=f"depth/{seat}") for seat in range(args.players)]
    names = ["as shipped", *args.variant]
    changes = {name: parse_changes(name) for name in args.variant}
    depths: dict[str, list[list[float]]] = {name: [[] for _ in range(PHASES)] for name in names}
    reached: list[int] = []
    _record_depths(reached)
    for hand in range(args.hands):
        game = Game.new(rules, args.players, seed=f"depth/{hand}", dealer=hand % args.players)
        for ply in range(PHASE * PHASES):
            if not game.legal_moves():
                break
            obs = game.observation(game.to_move)
            legal = obs.legal_moves()
            shipped = maestro.config_for(obs)
            utility = search.side_utility(obs.sides[obs.seat], max(obs.sides) + 1)
            for name in names:
                config = dataclasses.replace(shipped, **changes.get(name, {}))
                reached.clear()
                search.search_values(obs, config, random.Random(ply), utility, legal)
                if reached and len(legal) > 1:
                    depths[name][ply // PHASE].append(statistics.mean(reached))
            game = game.play(players[game.to_move].choose(obs))
    print(f"mean plies reached a deal, per {PHASE}-move phase ({args.rules}, {args.players} players, "
          f"{args.hands} hands; positions a phase in brackets)")
    for name, phases in depths.items():
        cells = " / ".join(f"{statistics.mean(p):.2f} ({len(p)})" for p in phases if p)
        print(f"{name:>40}: {cells}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
