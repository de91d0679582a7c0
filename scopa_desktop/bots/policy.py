"""Card values and the heuristic move choices: the easy and medium bots, and the search bots' playouts.

Values are in points of the hand score, so gains, risks and scope can be added: a card is worth a
share of the cards point, a coin a share of the coins point, sevens and sixes their primiera weight,
the settebello its own point.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb

from ..engine import Rules, options_row, rank_options
from . import sim
from .sim import RANK
from .tables import SCOPA, facts, known, rank_mask, sweep_ranks


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
def holds_sweep(s: sim.State, val: tuple[float, ...] | None = None) -> bool:
    """Whether the player to move holds a card that sweeps the table for a scopa (not on the hand's last
    card, which scores none). (With the card values `val` the table's sweeping ranks are looked up.)"""
    if s.over or not s.table or (not s.stock and s.remaining() == 1):
        return False
    if val is None:
        sweeps = sweep_ranks(s.st, [RANK[c] for c in s.table])
        return bool(sweeps) and any(RANK[c] in sweeps for c in s.hands[s.to_move])
    mask = facts(s.st, tuple(s.table), val).sweep_mask
    return bool(mask) and any(mask >> RANK[c] & 1 for c in s.hands[s.to_move])


def greedy(state: sim.State, val: tuple[float, ...]) -> tuple[int, tuple[int, ...]]:
    """A quick, sound move for playouts: the best immediate gain, not leaving the next player (if an
    opponent) a sweep they actually hold."""
    return greedy_scan(state, val)[0]


def greedy_scan(state: sim.State, val: tuple[float, ...]) -> tuple[tuple[int, tuple[int, ...]], int]:
    """`greedy`'s move and how many moves it weighed (its cost: each is judged against the reply).
    (The search's hottest loop, run at every leaf: what a table offers the next player is looked up,
    tables.py, and judged once per capture however many cards of the hand make it.)"""
    st = state.st
    seat = state.to_move
    table_now = state.table
    hand = state.hands[seat]
    nxt = st.after[seat]
    opp = state.hands[nxt] if st.sides[nxt] != st.sides[seat] else None
    opp_mask = rank_mask([RANK[c] for c in opp]) if opp else 0
    tables = known(st, val)
    last_play = not state.stock and sum(map(len, state.hands)) == 1
    rank = RANK
    n = len(table_now)
    cards = tuple(table_now)
    ranks = tuple([rank[c] for c in table_now])
    row = options_row(st.kind, ranks) if n else None
    matta = sim.MATTA_ID if state.matta_rank else -1  # Cirulla: a declared matta plays as its rank
    ace_all, mandatory = st.ace_all, st.mandatory
    losses: dict[tuple[int, ...], float] = {}  # per capture: what it leaves the next player
    best = None
    best_score = -1e9
    weighed = 0
    for card in hand:
        plays_as = sim.declared_as(state) if card == matta else card
        r = rank[plays_as]
        if not n:
            opts = ()
        elif r == 1 and ace_all:
            opts = sim.options(st, table_now, plays_as)
        else:
            opts = row[r]
            if opts is None:
                opts = rank_options(st.kind, ranks, r, row)
        weighed += len(opts)
        for o in opts:
            score = val[card]
            for i in o:
                score += val[table_now[i]]
            if len(o) == n:
                if not last_play:
                    score += SCOPA
            elif opp:
                loss = losses.get(o)
                if loss is None:
                    if len(o) == 1:
                        rest = cards[:o[0]] + cards[o[0] + 1:]
                    else:
                        rest = tuple([c for i, c in enumerate(cards) if i not in o])
                    left = tables.get(rest) or facts(st, rest, val)
                    loss = losses[o] = left.reply(opp, opp_mask)
                score -= loss
            if score > best_score:
                best_score, best = score, (card, o)
        if not opts or not mandatory:
            weighed += 1
            score = -0.5 * val[card]
            if opp:
                rest = cards + (card,)
                left = tables.get(rest) or facts(st, rest, val)
                if left.sweep_mask & opp_mask:
                    score -= SCOPA + left.value
                elif left.rich:
                    score -= left.richest(opp)
            if score > best_score:
                best_score, best = score, (card, sim.TRAIL)
    return best, weighed  # type: ignore[return-value]


def rollout(state: sim.State, val: tuple[float, ...]) -> None:
    """Play the hand out in place with `greedy` for every seat."""
    play = sim.play
    while not state.over:
        (card, idx), _ = greedy_scan(state, val)
        play(state, card, idx)


# -- the medium bot's one-ply judgement (imperfect information) ---------------------------------------
class Odds:
    """How likely the next player is to hold a card of some ranks, from the cards this seat has not seen."""

    def __init__(self, unseen: list[int], hand_size: int, forbidden: set[int], max_rank: int) -> None:
        self.count = [0] * 16  # room for any rank a sum can name
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
    ranks = [RANK[c] for c in table]
    sweep = sweep_ranks(st, ranks)
    grab = 0.0
    if any(val[c] > 0.3 for c in table):
        for r in range(1, max_rank + 1):
            if r in sweep:
                continue
            opts = sim.options(st, table, r - 1)
            if opts:
                best = max(sum(val[table[i]] for i in o) for o in opts)
                if best > 0.3:
                    grab = max(grab, best * odds.holds_any([r]))
    risk = grab
    if sweep:
        risk = max(risk, odds.holds_any(sweep) * (SCOPA + sum(val[c] for c in table)))
    return risk
