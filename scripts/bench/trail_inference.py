#!/usr/bin/env python3
"""How often the trail inference (bots/knowledge.forbidden_ranks, computed here as if every hand were short)
is false: a level plays whole hands in every seat, and at each position every rank the inference rules out
for another seat is checked against the cards that seat really holds.

    python scripts/bench/trail_inference.py [--presets classic,scopone_classico,scopone] [--level medium]
                                            [--hands 100]

The rule binds only the card played (a card that can capture must), so a player may lay one card while
another could capture: then the inference is wrong. Printed per preset and player count: the ranks ruled
out, how many of them the seat held, and that share.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.bots import knowledge, make_bot  # noqa: E402
from scopa_desktop.engine import Game, Rules  # noqa: E402


def false_claims(rules: Rules, players: int, level: str, hands: int) -> tuple[int, int]:
    """(ranks ruled out, ranks ruled out that the seat held) over `hands` hands of `level` in every seat."""
    claims = wrong = 0
    with mock.patch.object(knowledge, "LONG_HAND", 99):  # the inference as it would be at every table
        for h in range(hands):
            bots = [make_bot(level, seed=f"{h}/{s}") for s in range(players)]
            game = Game.new(rules, players, seed=f"trail{h}")
            while not game.is_over:
                obs = game.observation(game.to_move)
                ruled_out = knowledge.forbidden_ranks(obs, knowledge.observation_setting(obs))
                for seat, ranks in enumerate(ruled_out):
                    if seat != obs.seat:
                        claims += len(ranks)
                        wrong += len(ranks & {c.rank for c in game.hands[seat]})
                game = game.play(bots[game.to_move].choose(obs))
    return claims, wrong


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", default="classic,scopone_classico,scopone")
    parser.add_argument("--level", default="medium")
    parser.add_argument("--hands", type=int, default=100)
    args = parser.parse_args()
    for preset in args.presets.split(","):
        rules = Rules.preset(preset)
        for players in (p for p in rules.players if p in (2, 4)):
            claims, wrong = false_claims(rules, players, args.level, args.hands)
            share = 100 * wrong / claims if claims else 0.0
            print(f"{preset:16} {players} players, {args.level}: {claims} ranks ruled out, {wrong} held ({share:.1f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
