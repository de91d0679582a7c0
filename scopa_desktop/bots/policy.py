"""Card values and the heuristic move choices: the easy and medium bots, and the search bots' playouts.

Values are in points of the hand score, so gains, risks and scope can be added: a card is worth a
share of the cards point, a coin a share of the coins point, sevens and sixes their primiera weight,
the settebello its own point.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb

from ..engine import Rules, options_row, rank_options, takes_whole_table
from . import sim
from .sim import RANK

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
def sweep_ranks(st: sim.Setting, ranks: list[int]) -> tuple[int, ...]:
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


def holds_sweep(s: sim.State) -> bool:
    """Whether the player to move holds a card that sweeps the table for a scopa (not on the hand's last
    card, which scores none)."""
    if s.over or not s.table or (not s.stock and s.remaining() == 1):
        return False
    sweeps = sweep_ranks(s.st, [RANK[c] for c in s.table])
    return any(RANK[c] in sweeps for c in s.hands[s.to_move])


def greedy(state: sim.State, val: tuple[float, ...]) -> tuple[int, tuple[int, ...]]:
    """A quick, sound move for playouts: the best immediate gain, not leaving the next player (if an
    opponent) a sweep they actually hold."""
    return greedy_scan(state, val)[0]


def greedy_scan(state: sim.State, val: tuple[float, ...]) -> tuple[tuple[int, tuple[int, ...]], int]:
    """`greedy`'s move and how many moves it weighed (its cost: each is judged against the reply)."""
    st = state.st
    seat = state.to_move
    table = state.table
    hand = state.hands[seat]
    nxt = st.after[seat]
    opp = state.hands[nxt] if st.sides[nxt] != st.sides[seat] else None
    opp_ranks = {RANK[c] for c in opp} if opp else None
    last_play = not state.stock and sum(map(len, state.hands)) == 1
    rank = RANK
    ranks = [rank[c] for c in table]
    row = options_row(st.kind, tuple(ranks)) if table else None
    n = len(table)
    best = None
    best_score = -1e9
    weighed = 0
    for card in hand:
        plays_as = sim.declared_as(state) if card == sim.MATTA_ID and state.matta_rank else card  # Cirulla
        r = rank[plays_as]
        if not table:
            opts = ()
        elif r == 1 and st.ace_all:
            opts = sim.options(st, table, plays_as)
        else:
            opts = row[r]
            if opts is None:
                opts = rank_options(st.kind, tuple(ranks), r, row)
        weighed += len(opts)
        for o in opts:
            score = val[card]
            for i in o:
                score += val[table[i]]
            if len(o) == n:
                if not last_play:
                    score += SCOPA
            elif opp:
                score -= _reply_loss(st, [table[i] for i in range(n) if i not in o], opp, opp_ranks, val)
            if score > best_score:
                best_score, best = score, (card, o)
        if not opts or not st.mandatory:
            weighed += 1
            score = -0.5 * val[card]
            if opp:
                score -= _reply_loss(st, table + [card], opp, opp_ranks, val)
            if score > best_score:
                best_score, best = score, (card, sim.TRAIL)
    return best, weighed  # type: ignore[return-value]


def _reply_loss(st: sim.Setting, rest: list[int], opp: list[int], opp_ranks: set[int], val: tuple[float, ...]) -> float:
    """What the next player, holding `opp`, takes from the table `rest` at best: a sweep, or (only
    worth looking for when the table holds a seven or better) its most valuable capture."""
    ranks = [RANK[c] for c in rest]
    for r in sweep_ranks(st, ranks):
        if r in opp_ranks:
            return SCOPA + sum(val[c] for c in rest)
    for c in rest:
        if val[c] > 0.3:
            break
    else:
        return 0.0
    best = 0.0
    key = tuple(ranks)
    row = options_row(st.kind, key)
    for c in opp:
        r = RANK[c]
        if r == 1 and st.ace_all:
            opts = sim.options(st, rest, c)
        else:
            opts = row[r]
            if opts is None:
                opts = rank_options(st.kind, key, r, row)
        for o in opts:
            v = val[c] + sum(val[rest[i]] for i in o)
            if v > best:
                best = v
    return best


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
