"""The race judgement in match terms: the chance of winning the match from a leaf, not the hand's points.

The race judge (race.py) says, for each of the hand's four points, my chance of taking it less the other
side's. Near the end of a match a point is not worth a point: at 10 to 9 the next point wins, and a side
far behind needs a big hand. Here the four points are taken to fall independently with those chances
(a point not mine is theirs), and each of the sixteen outcomes, with the scope each side has won this
hand, is scored by the match utility (matchplay.match_utility: the match-win chance after the hand) that
the exact endgame scores finished hands by, so the leaves and the endgame speak the same units.
"""

from __future__ import annotations

from itertools import product

from . import race, sim
from .trees import Utility


class MatchJudge(race.RaceJudge):
    """A race judge whose `value` is the expected match utility of the hand at the leaf."""

    __slots__ = ("utility",)

    def __init__(self, root: sim.State, my_side: int, utility: Utility) -> None:
        super().__init__(root, my_side)
        self.utility = utility

    def value(self, s: sim.State) -> float:
        cards, coins, bello, _scope, prim = self.components(s)
        me, other = self.me, 1 - self.me
        chances = [(1.0 + x) / 2.0 for x in (cards, coins, bello, prim)]
        base_me, base_other = s.scope[me], s.scope[other]
        total = 0.0
        t = [0, 0]
        for wins in product((True, False), repeat=4):
            p = 1.0
            mine = 0
            for won, q in zip(wins, chances, strict=True):
                if won:
                    p *= q
                    mine += 1
                else:
                    p *= 1.0 - q
            if p == 0.0:
                continue
            t[me] = base_me + mine
            t[other] = base_other + 4 - mine
            total += p * self.utility(t)
        return total
