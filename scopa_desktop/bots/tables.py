"""What a table of cards offers the player about to move: the ranks that sweep it, what its cards are worth,
and the richest capture each rank makes from it. The greedy reply (policy.greedy_scan), run at every leaf of
Maestro's search and every ply of a playout, asks this of the same few tables over and over: each table's
answers are worked out once per hand setting (`sim.Setting.tables`) and looked up after.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import options_row, rank_options, takes_whole_table
from . import sim
from .sim import RANK

SCOPA = 1.0  # a sweep's point (policy.SCOPA)
RICH = 0.3  # a card worth more than this (a seven, the settebello) makes a table worth grabbing from
LIMIT = 200_000  # tables remembered per setting before starting afresh (a setting lasts one move)


def sweep_ranks(st: sim.Setting, ranks: Sequence[int]) -> tuple[int, ...]:
    """The ranks of a played card that would take every card of a table with these `ranks`."""
    if not ranks:
        return ()
    total = sum(ranks)
    out: tuple[int, ...] = ()
    rule = st.rules.capture_rule
    if rule != "fifteen":
        if len(ranks) == 1:
            out = (ranks[0],)
        elif total <= 13 and total not in ranks:  # a sum takes all only if no card matches (match first)
            out = (total,)
    if rule != "match_or_sum" and 1 <= 15 - total <= 13 and 15 - total not in out:
        out = out + (15 - total,)
    if st.ace_all and 1 not in out and takes_whole_table(1, ranks, st.rules):
        out = out + (1,)
    return out


class Table:
    """One table (`cards`, in table order) under one setting and card values. (It keeps no reference to the
    setting that remembers it, so both go with the move that made them, no cycle left for the collector.)"""

    __slots__ = ("cards", "ranks", "kind", "ace_whole", "sweep_mask", "value", "rich", "tops", "val")

    def __init__(self, st: sim.Setting, cards: tuple[int, ...], val: tuple[float, ...]) -> None:
        self.cards = cards
        self.val = val
        self.ranks = ranks = tuple([RANK[c] for c in cards])
        self.kind = st.kind
        self.ace_whole = bool(cards) and st.ace_all and takes_whole_table(1, ranks, st.rules)  # an ace takes all
        self.sweep_mask = rank_mask(sweep_ranks(st, ranks))  # a bit per rank that sweeps it
        worth = [val[c] for c in cards]
        self.value = sum(worth)  # its cards' values added up, in table order
        self.rich = bool(worth) and max(worth) > RICH
        self.tops: list[float | None] = [None] * 16  # per rank played: `top`, once asked

    def top(self, card: int) -> float:
        """The most the table's cards taken by `card` are worth (the played card's own value apart): -1
        when it takes nothing."""
        r = RANK[card]
        found = self.tops[r]
        if found is None:
            if r == 1 and self.ace_whole:
                opts: tuple[tuple[int, ...], ...] = (tuple(range(len(self.cards))),)
            else:
                row = options_row(self.kind, self.ranks)
                opts = row[r]
                if opts is None:
                    opts = rank_options(self.kind, self.ranks, r, row)
            val, cards = self.val, self.cards
            found = self.tops[r] = max([sum([val[cards[i]] for i in o]) for o in opts]) if opts else -1.0
        return found

    def reply(self, hand: list[int], hand_mask: int) -> float:
        """What the player to move, holding `hand` (its ranks `hand_mask`, `rank_mask`), takes from the table at
        best: a sweep (a point and the table), or (only worth looking for when the table is `rich`) its most
        valuable capture; 0 when neither."""
        if self.sweep_mask & hand_mask:
            return SCOPA + self.value
        return self.richest(hand) if self.rich else 0.0

    def richest(self, hand: list[int]) -> float:
        """The most a card of `hand` takes from the table, its own value included; 0 when none takes any."""
        val, tops = self.val, self.tops
        best = 0.0
        for c in hand:
            top = tops[RANK[c]]
            if top is None:
                top = self.top(c)
            if top >= 0.0:
                v = val[c] + top  # (rounding is monotonic: the best of val[c] + each capture's worth)
                if v > best:
                    best = v
        return best


def rank_mask(ranks) -> int:
    """A bit per rank in `ranks`."""
    mask = 0
    for r in ranks:
        mask |= 1 << r
    return mask


def known(st: sim.Setting, val: tuple[float, ...]) -> dict[tuple[int, ...], Table]:
    """The tables remembered in `st` under `val` (`facts` adds to them)."""
    if st.tables_val is not val:
        st.tables.clear()
        st.tables_val = val
    return st.tables


def facts(st: sim.Setting, cards: tuple[int, ...], val: tuple[float, ...]) -> Table:
    """The `Table` of `cards` under `st` and `val`, worked out once and remembered in `st`."""
    known = st.tables
    if st.tables_val is not val:
        known.clear()
        st.tables_val = val
    found = known.get(cards)
    if found is None:
        if len(known) >= LIMIT:
            known.clear()
        found = known[cards] = Table(st, cards, val)
    return found
