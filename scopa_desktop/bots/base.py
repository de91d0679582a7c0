"""The common shape of every bot."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine import Match, Move, Observation, open_declaration


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

    def declares(self, observation: Observation) -> bool:
        """Whether to declare the hand now, when the rules offer it (Cirulla, before the first card of a
        deal): whenever a declaration is open, since it always scores (3 or 10 points) and laying the
        hand face up gives away less than that."""
        return observation.my_turn and open_declaration(
            observation.hand, observation.revealed[observation.seat] if observation.revealed else (),
            observation.rules,
        ) is not None

    def __repr__(self) -> str:
        return f"<{type(self).__name__} level={self.level!r} seed={self.seed!r}>"


def bot_declares(bot: Bot, match: Match) -> Match:
    """`match` once the bot to move has declared its hand, when the rules offer it one and the bot wants to
    (ask before the bot's move: a declaration comes before the first card of a deal)."""
    if bot.declares(match.game.observation(match.game.to_move)):
        return match.declare()
    return match


class RandomBot(Bot):
    """Any legal move, uniformly: a baseline for tests and duels."""

    level = "random"

    def choose(self, observation: Observation, totals: Sequence[int] | None = None) -> Move:
        moves = observation.legal_moves()
        if not moves:
            raise ValueError("it is not this seat's turn: no legal moves")
        return self.rng.choice(moves)
