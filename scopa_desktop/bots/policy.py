"""Card values and the heuristic move choices: the easy and medium bots, and the search bots' playouts.

Values are in points of the hand score, so gains, risks and scope can be added: a card is worth a
share of the cards point, a coin a share of the coins point, sevens and sixes their primiera weight,
the settebello its own point.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb

from ..engine import Rules
from . import sim

SCOPA = 1.0


@lru_cache(maxsize=32)
def card_values(rules: Rules) -> tuple[float, ...]:
    """Per card id, what taking it is worth (in points), under `rules`."""
    prim = {"per_suit": {7: 0.32, 6: 0.16, 1: 0.1, 5: 0.04}, "top_four": {7: 0.3, 6: 0.18, 1: 0.1, 5: 0.05},
            "most_sevens": {7: 0.4}, "off": {}}[rules.primiera]
    out = []
    for c in range(52):
        r, s = sim.RANK[c], sim.SUIT[c]
        v = 0.06 + prim.get(r, 0.0)
        if s == 0:
            v += 0.1
            if r == 7:
                v += 1.0
            if rules.re_bello and r == 10:
                v += 1.0
            if rules.napola and r <= 3:
                v += 0.35
        out.append(v)
    return tuple(out)


# -- playouts (perfect information: the sampled world is fully known) --------------------------------
def greedy(state: sim.State, val: tuple[float, ...]) -> tuple[int, tuple[int, ...]]:
    """A quick, sound move for playouts: the best immediate gain, not leaving the next player (if an
    opponent) a sweep they actually hold."""
    st = state.st
    seat = state.to_move
    table = state.table
    hand = state.hands[seat]
    nxt = (seat + st.step) % st.n
    threat = st.sides[nxt] != st.sides[seat]
    opp = state.hands[nxt]
    last_round = not state.stock
    best = None
    best_score = -1e9
    for card in hand:
        opts = sim.options(st, table, card)
        for o in opts:
            score = val[card]
            for i in o:
                score += val[table[i]]
            if len(o) == len(table):
                if not (last_round and sum(map(len, state.hands)) == 1):
                    score += SCOPA
            elif threat and opp:
                rest = [table[i] for i in range(len(table)) if i not in o]
                score -= _sweep_loss(st, rest, opp, val)
            if score > best_score:
                best_score, best = score, (card, o)
        if not opts or not st.mandatory:
            rest = table + [card]
            score = -0.5 * val[card]
            if threat and opp:
                score -= _sweep_loss(st, rest, opp, val)
            if score > best_score:
                best_score, best = score, (card, sim.TRAIL)
    return best  # type: ignore[return-value]


def _sweep_loss(st: sim.Setting, table: list[int], opp: list[int], val: tuple[float, ...]) -> float:
    n = len(table)
    for c in opp:
        for o in sim.options(st, table, c):
            if len(o) == n:
                return SCOPA + sum(val[x] for x in table)
    return 0.0


def rollout(state: sim.State, val: tuple[float, ...]) -> None:
    """Play the hand out in place with `greedy` for every seat."""
    play = sim.play
    while not state.over:
        card, idx = greedy(state, val)
        play(state, card, idx)


# -- the medium bot's one-ply judgement (imperfect information) ---------------------------------------
class Odds:
    """How likely the next player is to hold a card of some ranks, from the cards this seat has not seen."""

    def __init__(self, unseen: list[int], hand_size: int, forbidden: set[int], max_rank: int) -> None:
        self.count = [0] * (max_rank + 1)
        for c in unseen:
            r = sim.RANK[c]
            if r not in forbidden:
                self.count[r] += 1
        self.pool = max(len(unseen), 1)
        self.h = max(0, min(hand_size, self.pool))

    def holds_any(self, ranks: set[int] | list[int]) -> float:
        k = sum(self.count[r] for r in ranks)
        if not k or not self.h:
            return 0.0
        return 1.0 - comb(self.pool - k, self.h) / comb(self.pool, self.h) if self.pool - k >= 0 else 1.0


def table_risk(st: sim.Setting, table: list[int], odds: Odds, val: tuple[float, ...], max_rank: int) -> float:
    """Expected points the next (opposing) player takes from `table` with a sweep or a valuable capture."""
    if not table:
        return 0.0
    n = len(table)
    sweep: list[int] = []
    grab = 0.0
    for r in range(1, max_rank + 1):
        opts = sim.options(st, table, r - 1)
        if not opts:
            continue
        if any(len(o) == n for o in opts):
            sweep.append(r)
        else:
            best = max(sum(val[table[i]] for i in o) for o in opts)
            if best > 0.3:
                grab = max(grab, best * odds.holds_any([r]))
    risk = grab
    if sweep:
        risk = max(risk, odds.holds_any(sweep) * (SCOPA + sum(val[c] for c in table)))
    return risk
