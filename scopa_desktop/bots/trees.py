"""The tree searches inside one sampled world, each held to a node cap (a `NodeBudget`'s share).

`Shallow`: alpha-beta a few plies deep, leaves judged (race.py or captured values); over its cap it
raises `OutOfNodes`, so the caller keeps the last depth it completed (iterative deepening). `Solver`:
exact alpha-beta to the end of the hand; over its cap it finishes the line it is on with one greedy
playout and stops searching, so a solve that does not fit degrades to a playout instead of running on.
Both do the same past the budget's deadline (clock.py), when it has one: they look at its clock every
CHECK_EVERY nodes, and never otherwise, so without a deadline nothing changes.
"""

from __future__ import annotations

from collections.abc import Callable

from . import policy, race, sim
from .clock import CHECK_EVERY, Deadline

Utility = Callable[[list[int]], float]


def after_reply(s: sim.State, val) -> tuple[sim.State, int]:
    """`s` after the greedy capture of the player to move (`s` itself when greedy play trails), and what
    choosing it cost in nodes: it weighs each of that player's moves against the reply, so a ten-card hand
    (or a rich table) costs a node for every three."""
    (card, idx), weighed = policy.greedy_scan(s, val)
    if idx:
        s = s.copy()
        sim.play(s, card, idx)
    return s, weighed // 3


def gain_first(moves: list, table: list[int], val) -> None:
    """Sort `moves` in place, the captures of most value first: in alpha-beta they cut best."""

    def loss(m: tuple[int, tuple[int, ...]]) -> float:  # minus the move's gain (a trail gains nothing)
        idx = m[1]
        if not idx:
            return -0.0
        gain = 0
        for i in idx:
            gain += val[table[i]]
        return -(gain + val[m[0]])

    moves.sort(key=loss)


class OutOfNodes(Exception):
    """A search went over its node cap (caught by the caller, which keeps what it finished)."""


class NodeBudget:
    """The work allowed for one move, in nodes: a position reached inside a tree search (a leaf's
    greedy reply adds a node for every three moves it weighs), or a playout ply. Counting work, not
    time, keeps a seeded bot's choices the same on any machine, however loaded; the limits are
    calibrated so the think times hold on this machine. A `deadline` (clock.py) is the safety net on a
    slower one: once it has passed, nothing is left."""

    __slots__ = ("limit", "spent", "deadline")

    def __init__(self, limit: int, deadline: Deadline | None = None) -> None:
        self.limit = limit
        self.spent = 0
        self.deadline = deadline

    @property
    def left(self) -> int:
        if self.deadline is not None and self.deadline.expired:
            return 0
        return self.limit - self.spent

    def out_of_time(self) -> bool:
        """Whether the deadline, if there is one, has passed (this looks at its clock)."""
        return self.deadline is not None and self.deadline.passed()

    @property
    def timed_out(self) -> bool:
        """Whether the deadline stopped the search (as last looked)."""
        return self.deadline is not None and self.deadline.expired


class Shallow:
    """Alpha-beta a few plies into one world. A leaf, after the greedy capture of the player to move, is
    judged by the hand's expected score (`judge`, race.RaceJudge); where that does not model the scoring
    (more than two sides, bonus cards), by the value captured since the root (policy.card_values).
    Past `deadline` a search raises `OutOfNodes` as over its cap."""

    def __init__(self, root: sim.State, my_side: int, val, judge: race.RaceJudge | None = None,
                 round_horizon: bool = False, horizon_reply: bool = False, threat: float = 0.0,
                 ordered: bool = False, deadline: Deadline | None = None) -> None:
        self.deadline = deadline
        self.horizon_reply = horizon_reply
        self.ordered = ordered  # try the captures of most value first (gain_first): same values, fewer nodes
        self.threat = threat  # a judged leaf's player to move holding a sweep: worth this much to its side
        self.my_side = my_side
        # With `round_horizon`, a line stops where the next round is dealt: past it the sampled deal
        # would show both sides their coming hands, knowledge no player has.
        self.stock_left = len(root.stock) if round_horizon else -1
        self.val = val
        self.judge = judge
        self.base_len = [len(p) for p in root.piles]
        self.base_scope = root.scope[:]
        self.nodes = 0
        self.limit = self.cap = 1 << 62  # the node cap; `cap` is the next look at the clock, when there is one

    def _set_cap(self, limit: int) -> None:
        self.limit = limit
        self.cap = limit if self.deadline is None else min(limit, self.nodes + CHECK_EVERY)

    def _over_cap(self) -> None:
        """Past `cap`: over the node cap or the deadline, stop (`OutOfNodes`); else look again later."""
        if self.nodes > self.limit or self.deadline.passed():  # (under the limit, `cap` is a look at the clock)
            raise OutOfNodes
        self.cap = min(self.limit, self.nodes + CHECK_EVERY)

    @property
    def timed_out(self) -> bool:
        return self.deadline is not None and self.deadline.expired

    def leaf(self, s: sim.State) -> float:
        val = self.val
        if self.judge is not None:
            if not s.over and (self.horizon_reply or len(s.stock) >= self.stock_left):
                s, cost = after_reply(s, val)
                self.nodes += cost
            self.nodes += self.judge.leaf_nodes
            value = self.judge.value(s)
            if self.threat and policy.holds_sweep(s):
                value += self.threat if s.st.sides[s.to_move] == self.my_side else -self.threat
            return value
        total = 0.0
        for side, pile in enumerate(s.piles):
            v = sum(val[c] for c in pile[self.base_len[side]:]) + policy.SCOPA * (s.scope[side] - self.base_scope[side])
            total += v if side == self.my_side else -v
        if not s.over and len(s.stock) >= self.stock_left:
            card, idx = self._reply(s)
            if idx:
                gain = val[card] + sum(val[s.table[i]] for i in idx)
                if len(idx) == len(s.table):
                    gain += policy.SCOPA
                total += gain if s.st.sides[s.to_move] == self.my_side else -gain
        return total

    def _reply(self, s: sim.State) -> tuple[int, tuple[int, ...]]:
        """The greedy move of the player to move, counting its cost: it weighs each of that player's
        moves against the reply, so a ten-card hand (or a rich table) costs a node for every three."""
        move, weighed = policy.greedy_scan(s, self.val)
        self.nodes += weighed // 3
        return move

    def value(self, s: sim.State, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.nodes > self.cap:
            self._over_cap()
        if depth <= 0 or s.over or len(s.stock) < self.stock_left:
            return self.leaf(s)
        maximizing = s.st.sides[s.to_move] == self.my_side
        best = -1e9 if maximizing else 1e9
        ms = sim.moves(s)
        if self.ordered:
            gain_first(ms, s.table, self.val)
        for card, idx in ms:
            child = s.copy()
            sim.play(child, card, idx)
            v = self.value(child, depth - 1, alpha, beta)
            if maximizing:
                best = max(best, v)
                alpha = max(alpha, best)
            else:
                best = min(best, v)
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best

    def deepen(self, root: sim.State, moves: list, max_depth: int, cap: int,
               start: int = 1) -> tuple[list[float] | None, int]:
        """Each move's value at the deepest depth (up to `max_depth` plies, the move included) searched
        within `cap` nodes, and that depth (0: not even the moves themselves fit). Deepening starts at
        `start` (what the previous world reached), given two thirds of the cap, and from one ply when
        that did not fit; a depth is not begun when the last one's growth says it will not fit."""
        best = None
        reached = 0
        self.nodes = 0
        self._set_cap(cap * 2 // 3 if start > 1 else cap)
        depth = start
        costs = [0, 0]
        while depth <= max_depth:
            before = self.nodes
            try:
                values = []
                for card, idx in moves:
                    child = root.copy()
                    sim.play(child, card, idx)
                    values.append(self.value(child, depth - 1, -1e9, 1e9))
            except OutOfNodes:
                if best is None and depth > 1 and not self.timed_out:  # the guessed start was too deep:
                    self._set_cap(cap)  # deepen from one ply
                    depth, costs = 1, [0, 0]
                    continue
                break
            best, reached = values, depth
            self._set_cap(cap)
            costs = [costs[1], self.nodes - before]
            if costs[0] and self.nodes + costs[1] * costs[1] // costs[0] > cap:
                break
            depth += 1
        self.nodes = min(self.nodes, cap)  # over it by the leaf that crossed it, at most: a few nodes
        return best, reached

class Solver:
    """Alpha-beta over a fully known hand; the other sides are taken to play against my side (paranoid).
    Over `max_nodes` or past `deadline`, the line being searched is finished greedily and the search stops
    there."""

    def __init__(self, my_side: int, utility: Utility, val, max_nodes: int, scorer: sim.Scorer,
                 deadline: Deadline | None = None) -> None:
        self.scorer = scorer
        self.my_side = my_side
        self.utility = utility
        self.val = val
        self.nodes = 0
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.cap = max_nodes if deadline is None else min(max_nodes, CHECK_EVERY)  # the next look at the clock
        self.stopped = False

    def _over(self) -> bool:
        """Past `cap`: whether the solve must stop (over `max_nodes`, or the deadline passed)."""
        if self.nodes > self.max_nodes or self.deadline.passed():  # (under max_nodes, `cap` is a look at the clock)
            return True
        self.cap = min(self.max_nodes, self.nodes + CHECK_EVERY)
        return False

    def value(self, s: sim.State, alpha: float, beta: float) -> float:
        if s.over:
            return self.utility(self.scorer.totals(s))
        self.nodes += 1
        if self.nodes > self.cap and (self.deadline is None or self._over()):
            t = s.copy()
            self.nodes += t.remaining()  # the playout's plies
            policy.rollout(t, self.val)
            self.stopped = True
            return self.utility(self.scorer.totals(t))
        ms = sim.moves(s)
        gain_first(ms, s.table, self.val)
        maximizing = s.st.sides[s.to_move] == self.my_side
        best = -1e9 if maximizing else 1e9
        for card, idx in ms:
            child = s.copy()
            sim.play(child, card, idx)
            v = self.value(child, alpha, beta)
            if maximizing:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta or self.stopped:
                break
        return best
