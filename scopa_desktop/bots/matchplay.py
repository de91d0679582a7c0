"""Playing for the match, not the hand: the chance of winning the match from a score.

`win_table` gives, for a two-sided match to `target`, the probability that side 0 wins from totals
(a, b) before a hand, assuming hands score like `HAND_POINTS`: the joint distribution of a hand's
points for two evenly matched good players (3,000 medium-vs-medium hands, symmetrised, outcomes
under 0.4% dropped). The expert bot scores a playout's final hand by that probability instead of by
the hand's point difference, so near the end it plays for what the score needs (a side at 10 needs
one point, not a margin; a side far behind needs a big hand and takes risks for it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from ..engine import Rules

# (points of side 0, points of side 1) in one hand -> probability.
HAND_POINTS: dict[tuple[int, int], float] = {
    (2, 2): 0.106, (0, 4): 0.093, (4, 0): 0.093, (3, 1): 0.075, (1, 3): 0.075, (2, 3): 0.048, (3, 2): 0.048,
    (1, 4): 0.043, (4, 1): 0.043, (2, 1): 0.041, (1, 2): 0.041, (3, 0): 0.032, (0, 3): 0.032, (0, 5): 0.029,
    (5, 0): 0.029, (2, 4): 0.018, (4, 2): 0.018, (3, 3): 0.017, (1, 5): 0.015, (5, 1): 0.015, (4, 3): 0.007,
    (3, 4): 0.007, (2, 0): 0.006, (0, 2): 0.006, (2, 5): 0.006, (5, 2): 0.006, (0, 6): 0.006, (6, 0): 0.006,
    (1, 1): 0.005, (1, 6): 0.005, (6, 1): 0.005,
}


@lru_cache(maxsize=8)
def win_table(target: int, hand_points: tuple[tuple[tuple[int, int], float], ...]) -> dict:
    """(a, b) -> P(side 0 wins the match), for a, b below the target; key "tie" for a tie at/over it."""
    total = sum(p for _, p in hand_points)
    dist = [(x, y, p / total) for (x, y), p in hand_points]
    p_stay = sum(p for x, y, p in dist if x == 0 and y == 0)
    p_win = sum(p for x, y, p in dist if x > y)
    p_draw = sum(p for x, y, p in dist if x == y)
    table: dict = {"tie": p_win / (1 - p_draw) if p_draw < 1 else 0.5}

    def after(a: int, b: int) -> float:
        if a >= target and a > b:
            return 1.0
        if b >= target and b > a:
            return 0.0
        if a >= target:  # tied at or over the target: play on
            return table["tie"]
        return table[(a, b)]

    for s in range(2 * (target - 1), -1, -1):
        for a in range(min(s, target - 1), -1, -1):
            b = s - a
            if b >= target:
                continue
            acc = sum(p * after(a + x, b + y) for x, y, p in dist if x or y)
            table[(a, b)] = acc / (1 - p_stay)
    return table


def match_utility(my_side: int, totals: Sequence[int], rules: Rules) -> Callable[[list[int]], float] | None:
    """Utility of a finished hand's points for my side: the match-win chance after it (plus a small
    share of the margin, so that moves tied on that chance are still told apart). None unless two sides."""
    if len(totals) != 2:
        return None
    table = win_table(rules.target, tuple(sorted(HAND_POINTS.items())))
    tie = table["tie"]
    target = rules.target
    me, other = my_side, 1 - my_side
    a0, b0 = totals[me], totals[other]

    def utility(t: list[int]) -> float:
        a, b = a0 + t[me], b0 + t[other]
        if a >= target and a > b:
            w = 1.0
        elif b >= target and b > a:
            w = 0.0
        elif a >= target:
            w = tie
        else:
            w = table[(a, b)]
        return 10.0 * w + 0.05 * (t[me] - t[other])

    return utility
