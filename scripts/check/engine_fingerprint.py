#!/usr/bin/env python3
"""One sha256 over what the engine does: the proof that a refactor changed no deal, move or score.

Plays random legal hands of every preset at every player count it allows, from fixed seeds and every
dealer, and random matches of each, all through the public API, and hashes every state's `to_dict()`,
every legal-move list, every history and every score (and, for matches, the running totals and the
finished hands). Run it before and after an engine change: the hash must not move.

    python scripts/check/engine_fingerprint.py [--seeds 4]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scopa_desktop.engine import Game, Match, Rules  # noqa: E402


def feed_game(digest, game: Game) -> None:
    """Add one hand state: its data, its legal moves, its history and, once over, its score."""
    digest.update(json.dumps(game.to_dict(), sort_keys=True).encode())
    digest.update(" ".join(map(str, game.legal_moves())).encode())
    digest.update(repr([(p.seat, str(p.card), [str(c) for c in p.capture], p.scopa) for p in game.history]).encode())
    if game.is_over:
        digest.update(json.dumps([s.to_dict() for s in game.score()], sort_keys=True).encode())


def hands(digest, rules: Rules, players: int, seeds: int) -> int:
    """Random hands from every dealer; returns how many states were hashed."""
    states = 0
    for seed in range(seeds):
        for dealer in range(players):
            pick = random.Random(f"{rules.name}/{players}/{seed}/{dealer}")
            game = Game.new(rules, players, seed=seed * 7919 + dealer, dealer=dealer)
            feed_game(digest, game)
            states += 1
            while not game.is_over:
                game = game.play(pick.choice(game.legal_moves()))
                feed_game(digest, game)
                states += 1
    return states


def matches(digest, rules: Rules, players: int, seeds: int, max_hands: int = 3) -> int:
    """Random matches, each up to `max_hands` hands; returns how many hands were hashed."""
    played = 0
    for seed in range(seeds):
        pick = random.Random(f"match/{rules.name}/{players}/{seed}")
        match = Match.new(rules, players, seed=seed)
        while not match.is_over and len(match.history) < max_hands:
            match = match.play(pick.choice(match.game.legal_moves()))
            feed_game(digest, match.game)
            if match.previous_game is not None and match.game.history == ():
                feed_game(digest, match.previous_game)
                played += 1
        digest.update(json.dumps(match.to_dict(), sort_keys=True).encode())
        digest.update(repr((match.totals, match.winner, [[s.total for s in h] for h in match.history])).encode())
    return played


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=4, help="seeds per preset and player count")
    args = parser.parse_args()
    digest = hashlib.sha256()
    states = played = 0
    for name in Rules.presets():
        rules = Rules.preset(name)
        for players in rules.players:
            states += hands(digest, rules, players, args.seeds)
            played += matches(digest, rules, players, args.seeds)
    print(f"engine fingerprint: {digest.hexdigest()} ({states} hand states, {played} match hands)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
