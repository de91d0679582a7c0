"""Information-set Monte Carlo tree search (single observer), for the expert bot.

One tree over this seat's information set: each iteration deals the hidden cards afresh (consistent
with the observation, see `knowledge`), walks the tree choosing among the moves that exist in that
deal by UCB — counting a child's chances by how often it was available — adds one new move, plays the
hand out with the greedy playout and backs the result up. Unlike scoring each deal separately
(search.py), the tree's later decisions are shared by every deal, so the search cannot plan on
knowing cards it will not know.
"""

from __future__ import annotations

import math
import random

from ..engine import Move, Observation
from . import knowledge, policy, sim
from .search import Utility, internal_move


class _Node:
    __slots__ = ("children", "visits", "avail", "total", "mine")

    def __init__(self, mine: bool) -> None:
        self.children: dict = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.mine = mine  # whether the move into this node was made by my side


def ismcts_values(
    obs: Observation, iterations: int, rng: random.Random, utility: Utility, scale: float, legal: list[Move],
    explore: float = 0.7,
) -> list[float]:
    """Visit counts of each move in `legal` (same order) after `iterations` iterations."""
    st = knowledge.observation_setting(obs)
    val = policy.card_values(obs.rules)
    hidden = knowledge.unseen_ids(obs)
    forbidden = knowledge.forbidden_ranks(obs, st)
    my_side = obs.sides[obs.seat]
    sides = st.sides
    root = _Node(False)
    log = math.log
    sqrt = math.sqrt
    for _ in range(iterations):
        s = knowledge.sample_world(obs, st, hidden, forbidden, rng)
        scorer = sim.Scorer(s)
        node = root
        path = []
        while not s.over:
            table = s.table
            mine = sides[s.to_move] == my_side
            keyed = []
            untried = []
            for card, idx in sim.moves(s):
                key = (card, tuple(sorted(table[i] for i in idx)))
                child = node.children.get(key)
                if child is None:
                    untried.append((key, card, idx))
                else:
                    child.avail += 1
                    keyed.append((child, card, idx))
            if untried:
                key, card, idx = untried[rng.randrange(len(untried))]
                child = _Node(mine)
                child.avail = 1
                node.children[key] = child
                sim.play(s, card, idx)
                path.append(child)
                break
            best = None
            best_v = -1e18
            for child, card, idx in keyed:
                v = child.total / child.visits + explore * sqrt(log(child.avail) / child.visits)
                if v > best_v:
                    best_v = v
                    best = (child, card, idx)
            child, card, idx = best  # type: ignore[misc]
            sim.play(s, card, idx)
            path.append(child)
            node = child
        if not s.over:
            policy.rollout(s, val)
        u = utility(scorer.totals(s)) / scale
        for child in path:
            child.visits += 1
            child.total += u if child.mine else -u
    out = []
    for m in legal:
        card, idx = internal_move(obs, m)
        key = (card, tuple(sorted(int(obs.table[i]) for i in idx)))
        child = root.children.get(key)
        out.append(float(child.visits) if child else 0.0)
    return out
