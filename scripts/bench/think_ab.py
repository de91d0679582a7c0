#!/usr/bin/env python3
"""Think time A/B: the same moves timed in two checkouts (and in this one with the think-time guard off),
interleaved round by round in one run, so a busy machine's load falls on every arm alike.

    python scripts/bench/think_ab.py --tree ../before [--presets scopone_classico,scopone,classic]
                                     [--players all|2,4] [--levels expert] [--hands 2] [--moves 40] [--rounds 3]

Each round plays, for every preset, player count and level, the hands `scripts/bench/bench_bots.py` times
(its `think_times`: the level in every seat, the first `--moves` moves of `--hands` hands), seeded by the round,
in a fresh process per arm: `before` (the other checkout), `after` (this one, as shipped: the guard on) and
`after, guard off` (SCOPA_THINK_LIMIT=off); the arms' order turns each round. Per arm it prints the median, 95th
percentile and maximum of each move's CPU and wall milliseconds over all rounds, and the moves the guard cut
(`SearchBot.last_cut`), with the load averages when the row began and ended.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from scopa_desktop.engine import Rules  # noqa: E402
from scopa_desktop.lab.stats import median, percentile  # noqa: E402

# In a child process: time one row in the checkout at argv[1] (its bench_bots.think_times), counting cuts.
_CHILD = r"""
import json, sys
sys.path.insert(0, sys.argv[1] + "/scripts/bench")
import bench_bots
from scopa_desktop.bots import levels
from scopa_desktop.engine import Rules
cuts = []
choose = levels.SearchBot.choose
def counted(self, observation, totals=None):
    move = choose(self, observation, totals)
    cuts.append(bool(getattr(self, "last_cut", False)))
    return move
levels.SearchBot.choose = counted
level, preset, players, hands, seed, moves = sys.argv[2:8]
wall, cpu, _nodes = bench_bots.think_times(level, int(players), int(hands), Rules.preset(preset), int(seed), int(moves))
print(json.dumps({"wall": wall, "cpu": cpu, "cuts": sum(cuts)}))
"""


def _arms(before: Path) -> list[tuple[str, Path, dict[str, str]]]:
    env = {k: v for k, v in os.environ.items() if k != "SCOPA_THINK_LIMIT"}
    off = {**env, "SCOPA_THINK_LIMIT": "off"}
    return [("before", before, env), ("after", ROOT, env), ("after, guard off", ROOT, off)]


def _row(arms, level: str, preset: str, players: int, args: argparse.Namespace) -> dict[str, dict]:
    out = {name: {"wall": [], "cpu": [], "cuts": 0} for name, _tree, _env in arms}
    for r in range(args.rounds):
        turn = r % len(arms)
        for name, tree, env in arms[turn:] + arms[:turn]:
            argv = [sys.executable, "-c", _CHILD, str(tree), level, preset, str(players), str(args.hands),
                    str(args.seed + r), str(args.moves)]
            data = json.loads(subprocess.run(argv, env=env, check=True, capture_output=True, text=True).stdout)
            for key in ("wall", "cpu"):
                out[name][key] += data[key]
            out[name]["cuts"] += data["cuts"]
    return out


def _load() -> str:
    return "/".join(f"{x:.1f}" for x in os.getloadavg())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", required=True, type=Path, help="the checkout before the change")
    parser.add_argument("--presets", default="scopone_classico,scopone,classic")
    parser.add_argument("--players", default="all", help="comma-separated counts, or 'all' the preset allows")
    parser.add_argument("--levels", default="expert")
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    arms = _arms(args.tree.resolve())
    print(f"{'preset':16} {'level':7} {'pl':>2} {'arm':17} {'moves':>5}   cpu ms: {'p50':>6} {'p95':>6} {'max':>6}"
          f"   wall ms: {'p50':>6} {'p95':>6} {'max':>6}  cut   load 1/5/15 min")
    for preset in args.presets.split(","):
        rules = Rules.preset(preset)
        counts = rules.players if args.players == "all" else [int(p) for p in args.players.split(",")
                                                               if int(p) in rules.players]
        for players in counts:
            for level in args.levels.split(","):
                start = _load()
                row = _row(arms, level, preset, players, args)
                load = f"{start} -> {_load()}"
                for name, data in row.items():
                    cpu, wall = data["cpu"], data["wall"]
                    print(f"{preset:16} {level:7} {players:>2} {name:17} {len(cpu):>5}           "
                          f"{median(cpu):>6.1f} {percentile(cpu, 0.95):>6.1f} {max(cpu):>6.1f}            "
                          f"{median(wall):>6.1f} {percentile(wall, 0.95):>6.1f} {max(wall):>6.1f} {data['cuts']:>4}"
                          f"   {load}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
