#!/usr/bin/env python3
"""A/B of the benchmark opponent's hand-tuned evaluation: a variant (some `benchmark.Weights` changed)
duels the shipped benchmark, seats swapped per seed, on every core.

    python scripts/bench/benchmark_ab.py --set scopa_threat=1.0,race_scale=1.2 [--against benchmark]
                                   [--matches 400] [--seed 1] [--players 2] [--workers N]

The variant is registered as the hidden level "variant" when this module is imported, so the worker
processes (which import it again) know it too.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.bots.benchmark import BenchmarkBot, Weights  # noqa: E402
from scopa_desktop.bots.registry import register_hidden  # noqa: E402
from scopa_desktop.lab.duel import format_result, run_duel  # noqa: E402


def parse_weights(text: str) -> Weights:
    """`name=value,...` over the defaults; an unknown name says which exist."""
    changes = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, value = part.partition("=")
        if name not in Weights._fields:
            raise SystemExit(f"unknown weight {name!r}; weights are: {', '.join(Weights._fields)}")
        changes[name] = float(value)
    return Weights()._replace(**changes)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="", help="weights changed in the variant: name=value,...")
    parser.add_argument("--against", default="benchmark", help="the level the variant duels")
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--rules", default="classic")
    parser.add_argument("--workers", type=int, default=None)
    return parser


def _register(argv: list[str]) -> None:
    args, _ = _parser().parse_known_args(argv)
    weights = parse_weights(args.set)
    variant = type("VariantBot", (BenchmarkBot,), {"weights": weights, "level": "variant"})
    register_hidden("variant", variant)


_register(sys.argv[1:])  # at import: the spawned workers run this too


def main() -> int:
    args = _parser().parse_args()
    start = time.perf_counter()
    result = run_duel("variant", args.against, args.matches, args.seed, args.players, args.rules,
                      workers=args.workers)
    print(f"variant: {args.set or 'the defaults'} = {parse_weights(args.set)}")
    print(format_result(result))
    print(f"{time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
