"""Maestro's advice on the move to play now: the hint button's answer (#42: the hint was another heuristic
than Maestro's, and the review graded a hinted move a blunder).

The same search the review judges by (bots.move_values: every legal move valued on the same deals of the
cards the player cannot see), on a budget that answers within about a second at the table's largest hands
(HINT_WORLDS; measured by scripts/bench/bench_hint.py), so it runs on the app's worker thread while the
window stays live. The reason shown is the strongest fact that truly holds for Maestro's move
(hints.reason_for), never a fact of another move.
"""

from __future__ import annotations

from ..bots import move_values
from ..engine import Observation
from .hints import Hint, effect_of, reason_for

HINT_WORLDS = 200  # deals valued: about 0.2 s at two to four players, 1 s for Scopone's first move
HINT_SEED = "hint"


def advise(obs: Observation, worlds: int = HINT_WORLDS) -> Hint | None:
    """Maestro's move for the player to move in `obs` and why; None when it is not that player's turn."""
    legal = obs.legal_moves()
    if not legal:
        return None
    values = move_values(obs, worlds=worlds, seed=HINT_SEED) if len(legal) > 1 else [(legal[0], 0.0)]
    best = max(range(len(values)), key=lambda i: (values[i][1], -i))  # ties: the first in the engine's order
    unseen = obs.unseen_cards()
    effects = [effect_of(obs, move, unseen) for move, _ in values]
    reason, params = reason_for(effects[best], [e for i, e in enumerate(effects) if i != best], obs.hand)
    if reason == "no_hint" and len({round(v, 3) for _, v in values}) > 1:
        reason = "least_harm"  # the heuristic finds every move alike; Maestro does not
    return Hint(values[best][0], reason, params)
