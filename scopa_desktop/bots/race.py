"""A hand's expected score from the piles so far: the leaf judgement of the expert's search.

Fixed per-card values (policy.card_values) say a card is worth the same whatever the piles hold, but a
card is worth nothing to a side that already has 21 of 40, and a lot when the cards race is close. Here
each of the four points is judged as a race: the cards still to be taken are assumed to fall to either
side at even odds, independently, and each point is worth my chance of winning it minus the other
side's (cards and coins exactly by the binomial law; primiera by a normal approximation of the
difference of the two sides' per-suit bests). Two sides, classic scoring only (see `applies`).
"""

from __future__ import annotations

from functools import lru_cache
from math import erf, sqrt

from ..engine import SETTEBELLO, Rules
from . import sim
from .sim import PRIM, SUIT


def applies(rules: Rules, n_sides: int) -> bool:
    """Whether `RaceJudge` models this scoring (two sides, per-suit primiera, no bonus cards)."""
    return (
        n_sides == 2 and rules.primiera == "per_suit"
        and not (rules.re_bello or rules.napola or rules.grande or rules.piccola)
    )


@lru_cache(maxsize=4096)
def race(n: int, lead: int) -> float:
    """P(win) - P(lose) of a count race when I lead by `lead` and `n` items remain, each falling to either
    side at even odds: I win with X of them when lead + X > n - X."""
    need = n - lead  # I win iff 2X > need, lose iff 2X < need
    win = lose = 0.0
    p = 0.5 ** n
    c = 1.0
    for x in range(n + 1):
        if 2 * x > need:
            win += c * p
        elif 2 * x < need:
            lose += c * p
        c = c * (n - x) / (x + 1)
    return win - lose


@lru_cache(maxsize=8192)
def spread_race(n: int, lead: int, spread: float) -> float:
    """`race` when the items fall in lumps (a capture takes several cards at once, the last capturer the
    table): the final lead taken as normal about `lead` with `spread` times the binomial's variance `n`,
    the point won from a lead of one (a tie at nought). `spread` 1 is `race` itself."""
    if spread == 1.0:
        return race(n, lead)
    if n <= 0:
        return float((lead > 0) - (lead < 0))
    scale = sqrt(2.0 * spread * n)
    return 0.5 * (erf((lead - 1) / scale) - erf((-lead - 1) / scale))


@lru_cache(maxsize=65536)
def suit_moments(a0: int, b0: int, rest: tuple[int, ...]) -> tuple[float, float]:
    """Mean and variance of (my best primiera value in a suit - the other side's), from the bests so far
    `a0`, `b0` and the values still to fall (`rest`, highest first), each to either side at even odds."""
    k = len(rest)
    if not k:
        d = float(a0 - b0)
        return d, 0.0
    outcomes: list[tuple[float, int]] = []
    for first_to_me in (True, False):
        top = rest[0]
        mine, theirs = (max(a0, top), b0) if first_to_me else (a0, max(b0, top))
        # The other side's first card among the rest: position j with chance 0.5 ** j; none: 0.5 ** k.
        for j in range(1, k):
            if first_to_me:
                outcomes.append((0.5 ** (j + 1), mine - max(b0, rest[j])))
            else:
                outcomes.append((0.5 ** (j + 1), max(a0, rest[j]) - theirs))
        outcomes.append((0.5 ** k, mine - theirs))
    mean = sum(p * d for p, d in outcomes)
    var = sum(p * (d - mean) ** 2 for p, d in outcomes)
    return mean, var


def primiera_race(mean: float, var: float) -> float:
    """P(win) - P(lose) of the primiera, from the mean and variance of my total's lead (a normal law)."""
    if var > 1e-9:
        return erf(mean / sqrt(2.0 * var))
    return (1.0 if mean > 0 else -1.0) if mean else 0.0


class RaceJudge:
    """Judges positions of one world (descendants of `root`) for `my_side`, in points of the hand."""

    __slots__ = ("me", "base_len", "cards", "coins", "bello", "best", "rest", "left", "coins_left",
                 "base_scope", "moments", "spread", "suits", "values")
    leaf_nodes = 0  # what judging a leaf adds to the search's node count (trees.Shallow)

    def __init__(self, root: sim.State, my_side: int, spread: tuple[float, float] = (1.0, 1.0)) -> None:
        self.me = my_side
        self.spread = spread  # the cards race's and the coins race's lumpiness (spread_race)
        piles = root.piles
        self.base_len = [len(p) for p in piles]
        self.base_scope = root.scope[:]
        self.cards = [len(p) for p in piles]
        self.coins = [sum(1 for c in p if SUIT[c] == 0) for p in piles]
        self.bello = 0
        self.best = [[0, 0, 0, 0], [0, 0, 0, 0]]
        for side, p in enumerate(piles):
            for c in p:
                if c == SETTEBELLO:
                    self.bello = 1 if side == my_side else -1
                if PRIM[c] > self.best[side][SUIT[c]]:
                    self.best[side][SUIT[c]] = PRIM[c]
        left = [c for h in root.hands for c in h] + root.table + root.stock
        self.left = len(left)
        self.coins_left = sum(1 for c in left if SUIT[c] == 0)
        self.rest: list[list[int]] = [[], [], [], []]
        for c in sorted(left, key=lambda c: -PRIM[c]):
            self.rest[SUIT[c]].append(c)
        me, other = my_side, 1 - my_side
        self.moments = [
            suit_moments(self.best[me][s], self.best[other][s], tuple(PRIM[c] for c in self.rest[s]))
            for s in range(4)
        ]
        # A touched suit's moments by (its cards taken since the root, as bits of their ids; the two bests):
        # the leaves of one world meet the same few again and again.
        self.suits: dict[tuple[int, int, int], tuple[float, float]] = {}
        # `value` by the cards each side has taken since the root (bits of their ids) and the scope since: a
        # leaf's judgement depends on nothing else, and two leaves in three of a world repeat an earlier one.
        self.values: dict[tuple[int, int, int], float] = {}

    def value(self, s: sim.State) -> float:
        """My expected points minus the other side's, at a descendant `s` of the root."""
        piles, base = s.piles, self.base_len
        taken = [0, 0]
        for side in (0, 1):
            pile = piles[side]
            mask = 0
            for k in range(base[side], len(pile)):
                mask |= 1 << pile[k]
            taken[side] = mask
        me, other = self.me, 1 - self.me
        scope = (s.scope[me] - self.base_scope[me]) - (s.scope[other] - self.base_scope[other])
        key = (taken[0], taken[1], scope)
        found = self.values.get(key)
        if found is None:
            found = self.values[key] = sum(self.components(s))
        return found

    def components(self, s: sim.State) -> tuple[float, float, float, float, float]:
        """The five points of `value` apart, each mine minus the other side's: the cards race, the coins
        race, the settebello, the scope since the root, and the primiera race."""
        return self.points(s, self.tally(s))

    def tally(self, s: sim.State) -> tuple[list[int], list[int], int, list[list[int]], list[int], int]:
        """Per side at `s`: cards and coins taken, the settebello (+1 mine, -1 theirs, 0 loose), the best
        primiera value per suit; and the cards taken since the root, with a bit set per suit they touch."""
        me = self.me
        cards = self.cards[:]
        coins = self.coins[:]
        bello = self.bello
        taken: list[int] = []
        touched = 0
        best = self.best
        for side in (0, 1):
            pile = s.piles[side]
            start = self.base_len[side]
            if len(pile) == start:
                continue
            if best is self.best:
                best = [self.best[0][:], self.best[1][:]]
            cards[side] += len(pile) - start
            for k in range(start, len(pile)):
                c = pile[k]
                taken.append(c)
                u = SUIT[c]
                touched |= 1 << u
                if u == 0:
                    coins[side] += 1
                    if c == SETTEBELLO:
                        bello = 1 if side == me else -1
                if PRIM[c] > best[side][u]:
                    best[side][u] = PRIM[c]
        return cards, coins, bello, best, taken, touched

    def points(self, s: sim.State, tally) -> tuple[float, float, float, float, float]:
        """`components` from a `tally` of `s`."""
        cards, coins, bello, best, taken, touched = tally
        me = self.me
        other = 1 - me
        n_taken = len(taken)
        coins_taken = (coins[0] + coins[1]) - (self.coins[0] + self.coins[1])
        cards_race = spread_race(self.left - n_taken, cards[me] - cards[other], self.spread[0])
        coins_race = spread_race(self.coins_left - coins_taken, coins[me] - coins[other], self.spread[1])
        scope = (s.scope[me] - self.base_scope[me]) - (s.scope[other] - self.base_scope[other])
        mean = var = 0.0
        masks = [0, 0, 0, 0]
        if touched:
            for c in taken:
                masks[SUIT[c]] |= 1 << c
        suits = self.suits
        for u in range(4):
            if touched >> u & 1:
                key = (masks[u], best[me][u], best[other][u])
                found = suits.get(key)
                if found is None:
                    rest = tuple(PRIM[c] for c in self.rest[u] if c not in taken)
                    found = suits[key] = suit_moments(best[me][u], best[other][u], rest)
                m, q = found
            else:
                m, q = self.moments[u]
            mean += m
            var += q
        return cards_race, coins_race, float(bello), float(scope), primiera_race(mean, var)
