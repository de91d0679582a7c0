"""The common shape of every bot."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine import Move, Observation


class Bot:
    """A player. `choose(observation)` returns one of `observation.legal_moves()`.

    A bot decides from the observation alone; with a seed it is deterministic. `totals`, the match
    score per side before this hand, is optional context: bots that play for the match use it.
    """

    level = "base"

    def __init__(self, seed: int | str | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, observation: Observation, totals: Sequence[int] | None = None) -> Move:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} level={self.level!r} seed={self.seed!r}>"


class RandomBot(Bot):
    """Any legal move, uniformly: a baseline for tests and duels."""

    level = "random"

    def choose(self, observation: Observation, totals: Sequence[int] | None = None) -> Move:
        moves = observation.legal_moves()
        if not moves:
            raise ValueError("it is not this seat's turn: no legal moves")
        return self.rng.choice(moves)
