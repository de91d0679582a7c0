"""Search over the hidden cards: perfect-information Monte Carlo with an exact endgame.

For each of a fixed number of worlds (deals of the unseen cards consistent with the observation, see
`knowledge`), every legal move is played and the hand finished — by greedy playouts while many cards
remain, by an exact alpha-beta solve once few do — and the move with the best mean outcome is chosen.
Every move is scored on the same worlds (common random numbers), so differences between moves are not
drowned in the luck of the deal. With `depth` set (the expert), each world is instead searched that many
plies deep and the leaves judged by the hand's expected score (race.py). When the hidden cards' places
are certain (two players, stock empty) the position is solved exactly once.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Move, Observation
from . import knowledge, policy, race, sim

Utility = Callable[[list[int]], float]


@dataclass(frozen=True)
class SearchConfig:
    """Fixed work per move (never a clock, so a seed replays the same choices)."""

    plies: int = 3000  # playout plies per move: worlds = plies / (moves * cards left), within bounds
    min_worlds: int = 6
    max_worlds: int = 40
    exact_cards: int = 6  # solve each world exactly once this many cards (or fewer) remain ...
    exact_stock: int = 0  # ... and the stock holds no more than this
    exact_worlds: int = 8  # worlds sampled when solving exactly
    exact_nodes: int = 60_000  # node cap for one exact solve (beyond it the solve returns its best so far)
    depth: int = 0  # when set, search each world this many plies deep and judge the leaves instead


def side_utility(my_side: int, n_sides: int) -> Utility:
    """This hand's points: my side's total minus the best other side's."""
    if n_sides == 2:
        other = 1 - my_side

        def diff(t: list[int]) -> float:
            return t[my_side] - t[other]

        return diff

    def margin(t: list[int]) -> float:
        return t[my_side] - max(v for i, v in enumerate(t) if i != my_side)

    return margin


def internal_move(obs: Observation, move: Move) -> tuple[int, tuple[int, ...]]:
    idx = tuple(i for i, c in enumerate(obs.table) if c in move.capture)
    return int(move.card), idx


def search_values(
    obs: Observation, cfg: SearchConfig, rng: random.Random, utility: Utility, legal: list[Move]
) -> list[float]:
    """Mean utility of each move in `legal` (same order)."""
    st = knowledge.observation_setting(obs)
    val = policy.card_values(obs.rules)
    moves = [internal_move(obs, m) for m in legal]
    hidden = knowledge.unseen_ids(obs)
    my_side = obs.sides[obs.seat]
    left = sum(obs.hand_sizes) + obs.stock_size
    if knowledge.hidden_is_known(obs, hidden):
        world = knowledge.sample_world(obs, st, hidden, [set()] * obs.players, rng)
        return [_exact(world, m, my_side, utility, val, cfg) for m in moves]
    forbidden = knowledge.forbidden_ranks(obs, st)
    worlds = max(cfg.min_worlds, min(cfg.max_worlds, cfg.plies // max(1, len(moves) * left)))
    exact = obs.stock_size <= cfg.exact_stock and left <= cfg.exact_cards
    if exact:
        worlds = cfg.exact_worlds
    use_race = race.applies(obs.rules, max(obs.sides) + 1)
    totals = [0.0] * len(moves)
    for _ in range(worlds):
        world = knowledge.sample_world(obs, st, hidden, forbidden, rng)
        scorer = sim.Scorer(world)
        shallow = None
        if cfg.depth and not exact:
            shallow = _Shallow(world, my_side, val, race.RaceJudge(world, my_side) if use_race else None)
        for k, m in enumerate(moves):
            if exact:
                totals[k] += _exact(world, m, my_side, utility, val, cfg)
            elif shallow is not None:
                child = world.copy()
                sim.play(child, m[0], m[1])
                totals[k] += shallow.value(child, cfg.depth - 1, -1e9, 1e9)
            else:
                s = world.copy()
                sim.play(s, m[0], m[1])
                policy.rollout(s, val)
                totals[k] += utility(scorer.totals(s))
    return [t / worlds for t in totals]


class _Shallow:
    """Alpha-beta a few plies into one world. A leaf, after the greedy capture of the player to move, is
    judged by the hand's expected score (`judge`, race.RaceJudge); where that does not model the scoring
    (more than two sides, bonus cards), by the value captured since the root (policy.card_values)."""

    def __init__(self, root: sim.State, my_side: int, val, judge: race.RaceJudge | None = None) -> None:
        self.my_side = my_side
        self.val = val
        self.judge = judge
        self.base_len = [len(p) for p in root.piles]
        self.base_scope = root.scope[:]

    def leaf(self, s: sim.State) -> float:
        val = self.val
        if self.judge is not None:
            if not s.over:
                card, idx = policy.greedy(s, val)
                if idx:
                    s = s.copy()
                    sim.play(s, card, idx)
            return self.judge.value(s)
        total = 0.0
        for side, pile in enumerate(s.piles):
            v = sum(val[c] for c in pile[self.base_len[side]:]) + policy.SCOPA * (s.scope[side] - self.base_scope[side])
            total += v if side == self.my_side else -v
        if not s.over:
            card, idx = policy.greedy(s, val)
            if idx:
                gain = val[card] + sum(val[s.table[i]] for i in idx)
                if len(idx) == len(s.table):
                    gain += policy.SCOPA
                total += gain if s.st.sides[s.to_move] == self.my_side else -gain
        return total

    def value(self, s: sim.State, depth: int, alpha: float, beta: float) -> float:
        if depth <= 0 or s.over:
            return self.leaf(s)
        maximizing = s.st.sides[s.to_move] == self.my_side
        best = -1e9 if maximizing else 1e9
        for card, idx in sim.moves(s):
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


def _exact(world: sim.State, move, my_side: int, utility: Utility, val, cfg: SearchConfig) -> float:
    s = world.copy()
    sim.play(s, move[0], move[1])
    solver = _Solver(my_side, utility, val, cfg.exact_nodes, sim.Scorer(world))
    return solver.value(s, -1e9, 1e9)


class _Solver:
    """Alpha-beta over a fully known hand; the other sides are taken to play against my side (paranoid)."""

    def __init__(self, my_side: int, utility: Utility, val, max_nodes: int, scorer: sim.Scorer) -> None:
        self.scorer = scorer
        self.my_side = my_side
        self.utility = utility
        self.val = val
        self.nodes = 0
        self.max_nodes = max_nodes

    def value(self, s: sim.State, alpha: float, beta: float) -> float:
        if s.over:
            return self.utility(self.scorer.totals(s))
        self.nodes += 1
        if self.nodes > self.max_nodes:
            # Out of budget: finish this line greedily rather than search on.
            t = s.copy()
            policy.rollout(t, self.val)
            return self.utility(self.scorer.totals(t))
        ms = sim.moves(s)
        val = self.val
        table = s.table
        # Captures of the most value first: they cut best.
        ms.sort(key=lambda m: -(sum(val[table[i]] for i in m[1]) + (val[m[0]] if m[1] else 0.0)))
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
            if alpha >= beta:
                break
        return best
