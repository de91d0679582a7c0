"""Search over the hidden cards: perfect-information Monte Carlo with an exact endgame.

For each of a fixed number of worlds (deals of the unseen cards consistent with the observation, see
`knowledge`), every legal move is played and the hand finished — by greedy playouts while many cards
remain, by an exact alpha-beta solve once few do — and the move with the best mean outcome is chosen.
Every move is scored on the same worlds (common random numbers), so differences between moves are not
drowned in the luck of the deal. With `depth` set (the expert), each world is instead searched up to that
many plies deep and the leaves judged by the hand's expected score (race.py). When the hidden cards'
places are certain (two players, stock empty) the position is solved exactly once.

All of it within a fixed number of nodes a move (`SearchConfig.nodes`, see trees.NodeBudget), shared
out as the search goes: each world gets an even share of what is left; a world searched deeper
deepens one ply at a time and keeps the deepest depth that fit (Scopone's ten-card hands reach fewer
plies than three-card ones); playouts sample fewer worlds when a world costs more; an exact solve that
does not fit its share finishes greedily; with `fill_worlds` (Maestro's, at the Scopone table), what the
worlds leave unspent late in a hand deals more of them. A budget with a deadline (clock.py) also ends the
search when it passes: the worlds searched so far decide.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from math import sqrt

from ..engine import Move, Observation
from . import evaluation, joint, knowledge, matchleaf, policy, race, reading, safety, sim
from .trees import NodeBudget, Shallow, Solver, Utility


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
    depth: int = 0  # when set, search each world up to this many plies deep and judge the leaves instead
    round_horizon: bool = False  # a deep search stops where the next round is dealt (trees.Shallow)
    horizon_reply: bool = False  # ... but the new round's first player still makes its greedy capture
    joint: int = 0  # when set (two sides), search the worlds together, this many plies at most (joint.py)
    match_leaf: bool = False  # judge a deep search's leaves by the match-win chance (matchleaf.py)
    read_pool: int = 0  # when set, draw the worlds from this many by how likely the others' plays were
    read_sharpness: float = reading.SHARPNESS  # (reading.py) how sure its player model is
    read: bool = False  # weigh the worlds by how likely the other players' plays were in each (reading.py)
    leaf: str = "race"  # how a deep search judges its leaves where race.applies: "race", "learned"
    # (evaluation.py, when its weights are shipped) or "values" (captured card values, as elsewhere)
    close_worlds: int = 0  # when set, a deep search deals more worlds (16 at a time, up to this many) ...
    close_z: float = 1.0  # ... while its best two moves are within this many standard errors
    fill_worlds: int = 0  # when set, a deep or exact search deals more worlds (up to this many) while the
    # budget left pays for them: late in a hand the worlds dealt search to full depth on part of it
    cards_spread: float = 1.0  # how lumpy the race judge takes the cards race to be (race.spread_race) ...
    coins_spread: float = 1.0  # ... and the coins race
    trail_inference: bool = True  # deal the hidden cards as if a player who trailed held no card that
    # could capture (knowledge.forbidden_ranks, which never infers so at Scopone)
    leaf_threat: float = 0.0  # a judged leaf whose player to move holds a sweep: worth this to its side
    sweep_weight: float = 0.0  # a deep search's move loses this many points times its chance of opening
    # a scopa for the next player (safety.py), on top of what the sampled deals say
    order_moves: bool = False  # a deep search tries the captures of most value first (trees.gain_first):
    # the same values on fewer nodes, so a deeper search fits the budget
    nodes: int = 1 << 40  # the whole move's work, in nodes (trees.NodeBudget)


CLOSE_STEP = 16  # worlds dealt at a time while the decision is close (SearchConfig.close_worlds)


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
    obs: Observation, cfg: SearchConfig, rng: random.Random, utility: Utility, legal: list[Move],
    budget: NodeBudget | None = None,
) -> list[float]:
    """Mean utility of each move in `legal` (same order), spending at most `budget` (a fresh
    `cfg.nodes` when not given; pass one to read what was spent)."""
    if budget is None:
        budget = NodeBudget(cfg.nodes)
    st = knowledge.observation_setting(obs)
    val = policy.card_values(obs.rules)
    moves = [internal_move(obs, m) for m in legal]
    hidden = knowledge.unseen_ids(obs)
    my_side = obs.sides[obs.seat]
    left = sum(obs.hand_sizes) + obs.stock_size
    if knowledge.hidden_is_known(obs, hidden):
        world = knowledge.sample_world(obs, st, hidden, [set()] * obs.players, rng)
        return [_exact(world, m, my_side, utility, val, cfg, budget, len(moves) - k) for k, m in enumerate(moves)]
    forbidden = knowledge.forbidden_ranks(obs, st) if cfg.trail_inference else [set()] * obs.players
    worlds = max(cfg.min_worlds, min(cfg.max_worlds, cfg.plies // max(1, len(moves) * left)))
    exact = obs.stock_size <= cfg.exact_stock and left <= cfg.exact_cards
    if exact:
        worlds = cfg.exact_worlds
    elif not cfg.depth:
        # A playout costs at most `left` nodes a move: sample no more worlds than the budget pays for.
        worlds = max(1, min(worlds, budget.left // max(1, len(moves) * left)))
    use_race = cfg.leaf != "values" and race.applies(obs.rules, max(obs.sides) + 1)
    weights = None
    if use_race and cfg.leaf == "learned":
        weights = evaluation.shipped_weights(obs.players, obs.rules.deals_everything)

    def deal(count: int) -> list[sim.State]:
        return [knowledge.sample_world(obs, st, hidden, forbidden, rng) for _ in range(count)]

    if cfg.read_pool and not exact:
        sampled = reading.resampled(obs, st, hidden, forbidden, rng, worlds, cfg.read_pool, cfg.read_sharpness)
    else:
        sampled = deal(worlds)
    if cfg.joint and not exact and use_race and cfg.leaf == "race":
        return joint.joint_values(sampled, moves, my_side, val, cfg.joint, budget)
    likely = [1.0] * worlds
    if cfg.read:
        plays = reading.RoundPlays(obs, st)
        likely = reading.normalised([plays.likelihood(world) for world in sampled])
    totals = [0.0] * len(moves)
    per_world: list[list[float]] = []  # each searched world's move values, to tell a close decision
    # More worlds only where they are dealt at random (reading weighs or redraws its worlds).
    at_random = not (cfg.read or cfg.read_pool)
    close_worlds = cfg.close_worlds if at_random and not exact else 0
    fill_worlds = cfg.fill_worlds if at_random and (exact or cfg.depth) else 0
    done = 0.0
    reached = 0
    start = budget.spent
    for w, world in enumerate(sampled):
        if budget.out_of_time():
            break  # the guard (clock.py): the worlds searched so far decide
        weight = likely[w]
        more = 0  # worlds to deal after this one, the last so far: the loop goes on over them
        if exact:
            solves = (worlds - w) * len(moves)
            for k, m in enumerate(moves):
                totals[k] += weight * _exact(world, m, my_side, utility, val, cfg, budget, solves - k)
        elif cfg.depth:
            judge = None
            if weights is not None:
                judge = evaluation.LearnedJudge(world, my_side, weights)
            elif use_race and cfg.match_leaf:
                judge = matchleaf.MatchJudge(world, my_side, utility)
            elif use_race:
                judge = race.RaceJudge(world, my_side, (cfg.cards_spread, cfg.coins_spread))
            shallow = Shallow(world, my_side, val, judge, cfg.round_horizon, cfg.horizon_reply, cfg.leaf_threat,
                              cfg.order_moves, budget.deadline)
            values, reached = shallow.deepen(world, moves, cfg.depth, budget.left // (worlds - w), reached or 1)
            budget.spent += shallow.nodes
            if values is None:
                break  # not even one ply fits: the worlds searched so far decide
            for k, v in enumerate(values):
                totals[k] += weight * v
            if close_worlds:
                per_world.append(values)
                if w == worlds - 1 and worlds < close_worlds and undecided(per_world, cfg.close_z):
                    more = min(CLOSE_STEP, close_worlds - worlds)
        else:
            scorer = sim.Scorer(world)
            for k, m in enumerate(moves):
                s = world.copy()
                sim.play(s, m[0], m[1])
                budget.spent += 1 + s.remaining()
                policy.rollout(s, val)
                totals[k] += weight * utility(scorer.totals(s))
        done += weight
        if w == worlds - 1 and not more and worlds < fill_worlds:
            more = affordable_worlds(budget.left, (budget.spent - start) / worlds, fill_worlds - worlds)
        if more:
            sampled += deal(more)
            likely += [1.0] * more
            worlds += more
    values = [t / done for t in totals] if done else totals
    if cfg.sweep_weight and cfg.depth and not exact:
        sweeps = safety.SweepOdds(obs, cfg.trail_inference)
        values = [v - cfg.sweep_weight * sweeps.after(m) for v, m in zip(values, legal, strict=True)]
    return values


FILL_MARGIN = 1.25  # a further world is dealt only when what is left holds this many times a world's cost


def affordable_worlds(left: int, per_world: float, room: int) -> int:
    """How many more worlds (at most `room`) `left` nodes pay for, each costing about `per_world` (the mean
    so far: the worlds of one position cost much the same, and a world searched deeper fits what is left)."""
    if per_world <= 0:
        return room
    return max(0, min(room, int(left / (per_world * FILL_MARGIN))))


def undecided(per_world: list[list[float]], z: float) -> bool:
    """Whether the best move's lead over the second, averaged over the worlds searched (each a row of
    move values), is within `z` standard errors of the per-world differences (worlds dealt at random)."""
    n = len(per_world)
    if n < 2 or len(per_world[0]) < 2:
        return False
    means = [sum(col) / n for col in zip(*per_world, strict=True)]
    first, second = sorted(range(len(means)), key=lambda k: -means[k])[:2]
    diffs = [row[first] - row[second] for row in per_world]
    lead = sum(diffs) / n
    variance = sum((d - lead) ** 2 for d in diffs) / (n - 1)
    return lead < z * sqrt(variance / n)  # strict: moves tied in every world are decided


def _exact(world: sim.State, move, my_side: int, utility: Utility, val, cfg: SearchConfig, budget: NodeBudget,
           solves_left: int) -> float:
    """The exact value of `move` in a known world, within an even share of the budget among the
    `solves_left` solves still to run (less the room for the playout a solve that does not fit ends with)."""
    s = world.copy()
    sim.play(s, move[0], move[1])
    cap = min(cfg.exact_nodes, budget.left // max(1, solves_left) - s.remaining() - 1)
    solver = Solver(my_side, utility, val, max(0, cap), sim.Scorer(world), budget.deadline)
    value = solver.value(s, -1e9, 1e9)
    budget.spent += solver.nodes
    return value
