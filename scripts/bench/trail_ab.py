#!/usr/bin/env python3
"""A level as it plays now against itself with the trail inference everywhere (as every level played before
the inference was dropped at Scopone: bots/knowledge.LONG_HAND), seats swapped per seed: did dropping it
make that level weaker at the Scopone table?

    python scripts/bench/trail_ab.py --level medium [--rules scopone_classico] [--matches 400] [--seed 1]

The old way is registered as the hidden level "<level>_trail" when this module is imported, so the worker
processes (which import it again) know it too. A duel plays one move at a time in each process, so
switching the module's setting around a move changes nothing else.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.bots import knowledge  # noqa: E402
from scopa_desktop.bots.registry import BOT_LEVELS, make_bot, register_hidden  # noqa: E402
from scopa_desktop.lab.duel import format_result, run_duel  # noqa: E402


class TrailEverywhere:
    """`inner` choosing with the trail inference at every table."""

    def __init__(self, inner) -> None:
        self.inner = inner

    def choose(self, *args, **kwargs):
        with mock.patch.object(knowledge, "LONG_HAND", 99):
            return self.inner.choose(*args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.inner, name)


def _register() -> None:
    for level in [*BOT_LEVELS, "benchmark"]:
        register_hidden(f"{level}_trail", lambda seed, level=level: TrailEverywhere(make_bot(level, seed=seed)))


_register()  # at import: the spawned workers run this too


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", required=True)
    parser.add_argument("--rules", default="scopone_classico")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    start = time.perf_counter()
    result = run_duel(args.level, f"{args.level}_trail", args.matches, args.seed, args.players, args.rules,
                      workers=args.workers)
    print(format_result(result))
    print(f"{time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
