"""What each legal move is worth, for the review of a finished match (scopa_desktop/review).

The same search the bots play with (search.py: every move played out on the same sampled deals of the
cards the seat cannot see, an exact solve near the end), but with a fixed, large number of deals and no
node cap, so the figures are stable enough to judge a player's move by: the review asks once per move of
the player, not in a hurry. Only the observation is used: the real hidden cards are never looked at.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine import Move, Observation
from .matchplay import match_utility
from .search import SearchConfig, search_values, side_utility

# Playout plies allowed per move: never the limit (the worlds are fixed below), only a guard.
_NO_PLY_LIMIT = 1 << 40


def move_values(observation: Observation, totals: Sequence[int] | None = None, *, worlds: int,
                seed: int | str) -> list[tuple[Move, float]]:
    """Every legal move of the seat to move with its expected value, in the engine's move order.

    Without `totals`, the value is the hand's expected points for the seat's side minus the best other
    side's (a scopa is one point): the review's unit. With the match `totals` (two sides), it is the
    expert's match utility instead (ten times the chance of winning the match, see matchplay.py).
    `worlds` deals of the hidden cards are sampled (the same for every move), from `random.Random(seed)`:
    the same observation, worlds and seed give the same values."""
    if worlds < 1:
        raise ValueError(f"worlds must be 1 or more, not {worlds!r}")
    legal = observation.legal_moves()
    if not legal:
        return []
    my_side = observation.sides[observation.seat]
    utility = None
    if totals is not None:
        utility = match_utility(my_side, totals, observation.rules)
    if utility is None:
        utility = side_utility(my_side, max(observation.sides) + 1)
    config = SearchConfig(plies=_NO_PLY_LIMIT, min_worlds=worlds, max_worlds=worlds, exact_worlds=worlds)
    values = search_values(observation, config, random.Random(seed), utility, legal)
    return list(zip(legal, values, strict=True))
