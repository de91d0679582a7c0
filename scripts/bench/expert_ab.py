#!/usr/bin/env python3
"""A/B of a search level's switches: a variant (some `search.SearchConfig` fields changed over the config
Maestro, or with `--base hard` Shark, plays with at that table) duels another level, seats swapped per seed,
on `--workers` processes.

    python scripts/bench/expert_ab.py --set sweep_weight=1.0,depth=6 [--against scopone_benchmark]
                                      [--base expert|hard] [--rules scopone_classico] [--players 4]
                                      [--matches 200] [--seed 1]

The variant is registered as the hidden level "variant" when this module is imported, so the worker
processes (which import it again) know it too. `--against expert` measures it against Maestro as shipped.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from switches import parse_changes  # noqa: E402

from scopa_desktop.bots.levels import ExpertBot, HardBot  # noqa: E402
from scopa_desktop.bots.registry import register_hidden  # noqa: E402
from scopa_desktop.lab.duel import format_result, run_duel  # noqa: E402

_BASES = {"expert": ExpertBot, "hard": HardBot}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="", help="switches changed in the variant: name=value,...")
    parser.add_argument("--against", default="scopone_benchmark", help="the level the variant duels")
    parser.add_argument("--base", choices=sorted(_BASES), default="expert", help="the level the variant changes")
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--rules", default="scopone_classico")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--progress", type=int, default=0, help="print the running result every N pairs")
    return parser


def _register(argv: list[str]) -> None:
    args, _ = _parser().parse_known_args(argv)
    changes = parse_changes(args.set)
    base = _BASES[args.base]

    def config_for(self, observation):
        return dataclasses.replace(base.config_for(self, observation), **changes)

    register_hidden("variant", type("VariantBot", (base,), {"level": "variant", "config_for": config_for}))


_register(sys.argv[1:])  # at import: the spawned workers run this too


def main() -> int:
    args = _parser().parse_args()
    start = time.perf_counter()
    result = run_duel("variant", args.against, args.matches, args.seed, args.players, args.rules,
                      progress=args.progress, workers=args.workers)
    print(f"variant of {args.base}: {args.set or 'as shipped'}")
    print(format_result(result))
    print(f"{time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
