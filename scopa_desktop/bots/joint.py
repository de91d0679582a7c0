"""One search over all the sampled worlds at once, so my later choices cannot see the hidden cards.

Perfect-information Monte Carlo (search.py) searches each sampled deal on its own: in every deal my later
moves are chosen knowing the other hands, and a move that leaves me a choice to make blind looks better
than it is (strategy fusion). Here the worlds are searched together, along the public line of play: at my
turns one move is chosen for every world (the one best on average: I cannot tell the worlds apart); at
another player's turn each world's player picks its own best reply (a partner plays for my side), and the
worlds that share a reply go on together (the reply is public). The leaves are judged as the deep search
judges them (race.py); where a line is cut short of the next deal, the player to move first takes what
greedy play takes in each world. Two sides only (the race judge's scope).
"""

from __future__ import annotations

from . import race, sim
from .trees import NodeBudget, OutOfNodes, after_reply


class JointSearch:
    """Searches `worlds` (states of the same public position, differing in the hidden cards) for
    `my_side`, never past the next deal, within `cap` nodes (a node: one world's position reached)."""

    def __init__(self, worlds: list[sim.State], my_side: int, val, cap: int) -> None:
        self.worlds = worlds
        self.seat = worlds[0].to_move  # the root player: the one whose choices are made blind
        self.me = my_side
        self.val = val
        self.judge = race.RaceJudge(worlds[0], my_side)  # the piles are public: one judge serves all
        self.stock_left = len(worlds[0].stock)
        self.cap = cap
        self.nodes = 0

    def root_values(self, moves: list, depth: int) -> list[float]:
        """Each root move's mean value over the worlds, searching `depth` plies (the move included)."""
        n = len(self.worlds)
        out = []
        for card, idx in moves:
            children = self._children(self.worlds, card, idx)
            out.append(sum(self._value(children, depth - 1)) / n)
        return out

    def _children(self, states: list[sim.State], card: int, idx: tuple[int, ...]) -> list[sim.State]:
        self.nodes += len(states)
        if self.nodes > self.cap:
            raise OutOfNodes
        out = []
        for s in states:
            c = s.copy()
            sim.play(c, card, idx)
            out.append(c)
        return out

    def _value(self, states: list[sim.State], depth: int) -> list[float]:
        s0 = states[0]
        if s0.over or len(s0.stock) < self.stock_left:
            v = self.judge.value(s0)  # the piles and scope are the same in every world
            return [v] * len(states)
        if depth <= 0:
            return [self._leaf(s) for s in states]
        if s0.to_move == self.seat:
            best: list[float] | None = None
            best_sum = -1e18
            for card, idx in sim.moves(s0):  # my hand and the table are the same in every world
                vec = self._value(self._children(states, card, idx), depth - 1)
                total = sum(vec)
                if total > best_sum:
                    best, best_sum = vec, total
            assert best is not None
            return best
        # Another player: group the worlds by the replies open to them; in each world the player keeps its
        # best (my partner the highest value, an opponent the lowest).
        groups: dict[tuple[int, tuple[int, ...]], list[int]] = {}
        for i, s in enumerate(states):
            for m in sim.moves(s):
                groups.setdefault(m, []).append(i)
        sign = 1.0 if s0.st.sides[s0.to_move] == self.me else -1.0
        out = [-1e18] * len(states)  # in signed terms: the player to move maximises sign * value
        for (card, idx), members in groups.items():
            vec = self._value(self._children([states[i] for i in members], card, idx), depth - 1)
            for i, v in zip(members, vec, strict=True):
                if sign * v > out[i]:
                    out[i] = sign * v
        return [sign * v for v in out]

    def _leaf(self, s: sim.State) -> float:
        """A line cut short: the player to move takes greedily in this world, then the race judges."""
        s, cost = after_reply(s, self.val)
        self.nodes += cost
        return self.judge.value(s)


def joint_values(worlds: list[sim.State], moves: list, my_side: int, val, max_depth: int,
                 budget: NodeBudget) -> list[float]:
    """Each root move's mean value over `worlds`, from the deepest search (up to `max_depth` plies, one
    more at a time) that fit in what is left of `budget`; zeros when not even one ply fits."""
    best = [0.0] * len(moves)
    for depth in range(1, max_depth + 1):
        search = JointSearch(worlds, my_side, val, budget.left)
        try:
            values = search.root_values(moves, depth)
        except OutOfNodes:
            budget.spent += min(search.nodes, budget.left)
            break
        budget.spent += search.nodes
        best = values
    return best

