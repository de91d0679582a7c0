"""A learned leaf judgement for the expert's search: the race judgement (race.py) corrected by what the
sampled world shows about the hands.

The race judge assumes every card still to fall goes to either side at even odds; inside a sampled
world the hands are known, and a side holding the settebello, the sevens or a sweep of the table will
probably take them. `features` describes a position from one side in a few numbers, each mine minus
the other side's (so the judgement is the same game seen from either side); `LearnedJudge` weighs them
with weights fitted by scripts/make/train_eval.py on self-play positions (the hand's final point difference,
less the scope already won, is the target) and shipped in assets/bots/eval_weights.json. One weight
vector per stage of the hand (the share of cards still to be played). Two sides, classic scoring (the
race judge's scope, see `race.applies`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from ..engine import SETTEBELLO
from ..resources import project_path
from . import policy, race, sim
from .sim import PRIM, RANK, SUIT

FEATURES = (
    "cards_race", "coins_race", "settebello", "primiera_race",  # race.RaceJudge.components (scope apart)
    "held_settebello", "held_sevens", "held_sixes", "held_coins", "held_cards",
    "cards_race_held", "coins_race_held", "primiera_race_held",  # the races with hands counted as taken
    "to_move", "sweep_threat", "table_value", "table_to_last",
)
STAGES = 3  # weight vectors, by the share of the deck still to be played: late, middle, early
WEIGHTS_FILE = ("assets", "bots", "eval_weights.json")


def stage(s: sim.State) -> int:
    """0 late, 1 middle, 2 early: which weight vector judges `s`."""
    return min(STAGES - 1, s.remaining() * STAGES // s.st.rules.deck_size)


def features(s: sim.State, judge: race.RaceJudge) -> list[float]:
    """The position `s` (a descendant of the judge's root) from the judge's side, in FEATURES' order."""
    me = judge.me
    other = 1 - me
    sides = s.st.sides
    tally = judge.tally(s)
    cards_race, coins_race, bello, _scope, prim = judge.points(s, tally)
    cards, coins, _bello, best, _taken, _touched = tally
    held = [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]]  # settebello, sevens, sixes, coins, cards, per side
    best_held = [best[me][:], best[other][:]]  # best primiera per suit, taken or in hand
    for seat, hand in enumerate(s.hands):
        h = held[sides[seat] != me]  # index 0: mine
        b = best_held[sides[seat] != me]
        for c in hand:
            r = RANK[c]
            u = SUIT[c]
            h[4] += 1
            if r == 7:
                h[1] += 1
            elif r == 6:
                h[2] += 1
            if u == 0:
                h[3] += 1
                if c == SETTEBELLO:
                    h[0] = 1
            if PRIM[c] > b[u]:
                b[u] = PRIM[c]
    mine, theirs = held
    # The races with the hands counted as taken: what falls at even odds is then the table and the stock.
    loose = s.table + s.stock
    loose_coins = sum(1 for c in loose if SUIT[c] == 0)
    cards_held = race.race(len(loose), (cards[me] + mine[4]) - (cards[other] + theirs[4]))
    coins_held = race.race(loose_coins, (coins[me] + mine[3]) - (coins[other] + theirs[3]))
    mean = var = 0.0
    for u in range(4):
        rest = tuple(sorted((PRIM[c] for c in loose if SUIT[c] == u), reverse=True))
        m, q = race.suit_moments(best_held[0][u], best_held[1][u], rest)
        mean += m
        var += q
    prim_held = race.primiera_race(mean, var)
    if s.over:
        mover = threat = table_value = 0.0
    else:
        mover = 1.0 if sides[s.to_move] == me else -1.0
        threat = mover if policy.holds_sweep(s) else 0.0
        table_value = mover * len(s.table)
    to_last = 0.0
    if not s.stock and s.table and s.last >= 0:
        to_last = float(len(s.table)) if sides[s.last] == me else -float(len(s.table))
    return [
        cards_race, coins_race, bello, prim,
        float(mine[0] - theirs[0]), float(mine[1] - theirs[1]), float(mine[2] - theirs[2]),
        float(mine[3] - theirs[3]), float(mine[4] - theirs[4]),
        cards_held, coins_held, prim_held,
        mover, threat, table_value, to_last,
    ]


SCOPONE = "scopone"  # the weights' key for the Scopone deals (nine or ten cards a hand, every card dealt)


def table_key(players: int, deals_everything: bool = False) -> str:
    """The weights' key for a table: the player count, or SCOPONE for the Scopone deals
    (`Rules.deals_everything`)."""
    return SCOPONE if deals_everything else str(players)


def load_weights(path: Path) -> dict[str, tuple[tuple[float, ...], ...]]:
    """Per table (`table_key`), the weights in a file written by scripts/make/train_eval.py; {} when the file
    is missing, unreadable or fitted for other FEATURES (the search then judges by the race alone)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if list(data["features"]) != list(FEATURES):
            return {}
        out = {}
        for key, per_stage in data["weights"].items():
            weights = tuple(tuple(float(w) for w in per_stage[k]) for k in range(STAGES))
            if any(len(w) != len(FEATURES) for w in weights) or not (key == SCOPONE or int(key) > 0):
                return {}
            out[str(key)] = weights
        return out
    except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError):
        return {}


@lru_cache(maxsize=1)
def _shipped() -> dict[str, tuple[tuple[float, ...], ...]]:
    return load_weights(project_path(*WEIGHTS_FILE))


def shipped_weights(players: int, deals_everything: bool = False) -> tuple[tuple[float, ...], ...] | None:
    """The weights in assets/bots/eval_weights.json for a table of `players` (one vector per stage): the
    Scopone deals' own when it `deals_everything` and they were fitted, else the nearest table size fitted;
    None when the file is missing or does not match FEATURES (the search then judges by the race alone)."""
    table = _shipped()
    key = table_key(players, deals_everything)
    if key in table:
        return table[key]
    sizes = [int(k) for k in table if k != SCOPONE]
    if not sizes:
        return None
    return table[str(min(sizes, key=lambda n: (abs(n - players), n)))]


class LearnedJudge(race.RaceJudge):
    """The race judge's interface (`value`), judging by the learned weights."""

    __slots__ = ("weights",)
    leaf_nodes = 1  # a learned leaf costs about a node more than a race leaf (scripts/bench/bench_bots.py)

    def __init__(self, root: sim.State, my_side: int, weights: tuple[tuple[float, ...], ...]) -> None:
        super().__init__(root, my_side)
        self.weights = weights

    def value(self, s: sim.State) -> float:
        w = self.weights[stage(s)]
        scope = (s.scope[self.me] - self.base_scope[self.me]) - (s.scope[1 - self.me] - self.base_scope[1 - self.me])
        return scope + sum(a * b for a, b in zip(w, features(s, self), strict=True))
