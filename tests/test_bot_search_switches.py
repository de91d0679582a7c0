"""The expert's measured-but-off search switches: the joint search over all worlds (joint.py), leaves judged
by the match-win chance (matchleaf.py), deals drawn by reading the other players (reading.resampled), more
deals where the decision is close (search.undecided) and more where the budget is left over (fill_worlds)."""

from __future__ import annotations

import dataclasses
import random

import pytest
from test_bots import _redeal_hidden

from scopa_desktop.bots import joint, knowledge, make_bot, matchleaf, policy, race, reading, search, sim
from scopa_desktop.bots.levels import ExpertBot
from scopa_desktop.bots.matchplay import match_utility
from scopa_desktop.bots.trees import NodeBudget, Shallow
from scopa_desktop.engine import Card, Game, Rules

CLASSIC = Rules.preset("classic")
VAL = policy.card_values(CLASSIC)


def _worlds(seed: int, count: int, players: int = 2, plays: int = 0) -> tuple[Game, list[sim.State]]:
    """A position `plays` moves into a seeded hand, and `count` deals of it sampled from the player to move's view."""
    game = Game.new(CLASSIC, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(plays):
        game = game.play(rng.choice(game.legal_moves()))
    obs = game.observation(game.to_move)
    st = knowledge.observation_setting(obs)
    hidden = knowledge.unseen_ids(obs)
    forbidden = knowledge.forbidden_ranks(obs, st)
    return game, [knowledge.sample_world(obs, st, hidden, forbidden, rng) for _ in range(count)]


@pytest.mark.parametrize("players", [2, 4])
def test_the_joint_search_of_one_world_is_that_worlds_alpha_beta(players):
    for seed, plays in ((1, 0), (2, 3), (3, 8)):
        _game, (world,) = _worlds(seed, 1, players, plays)
        me = world.st.sides[world.to_move]
        moves = sim.moves(world)
        expected, depth = Shallow(world, me, VAL, race.RaceJudge(world, me), round_horizon=True).deepen(
            world, moves, 4, 1 << 40)
        assert depth == 4
        assert joint.JointSearch([world], me, VAL, 1 << 40).root_values(moves, 4) == pytest.approx(expected)


def test_the_joint_search_never_lets_my_later_choices_see_the_hidden_cards():
    # Searched apart, each world lets me choose knowing its hidden cards, so each move's mean is at least
    # what one choice for all worlds can get: the joint value is never above it, and below it somewhere.
    below = 0
    for seed, plays in ((4, 0), (5, 2), (6, 6), (7, 12)):
        _game, worlds = _worlds(seed, 12, 2, plays)
        me = worlds[0].st.sides[worlds[0].to_move]
        moves = sim.moves(worlds[0])
        apart = [0.0] * len(moves)
        for world in worlds:
            values, _ = Shallow(world, me, VAL, race.RaceJudge(world, me), round_horizon=True).deepen(
                world, moves, 4, 1 << 40)
            apart = [a + v / len(worlds) for a, v in zip(apart, values, strict=True)]
        together = joint.JointSearch(worlds, me, VAL, 1 << 40).root_values(moves, 4)
        for t, a in zip(together, apart, strict=True):
            assert t <= a + 1e-9
            below += t < a - 1e-9
    assert below


def test_the_joint_search_keeps_to_its_budget_and_a_switched_expert_plays():
    _game, worlds = _worlds(8, 32, 2, 0)
    me = worlds[0].st.sides[worlds[0].to_move]
    budget = NodeBudget(500)
    values = joint.joint_values(worlds, sim.moves(worlds[0]), me, VAL, 6, budget)
    assert budget.spent <= 500 and len(values) == len(sim.moves(worlds[0]))
    config = dataclasses.replace(ExpertBot.config, joint=6, match_leaf=True, read_pool=64, horizon_reply=True)
    switched = type("Switched", (ExpertBot,), {"config": config})(seed=3)
    game = Game.new(CLASSIC, 2, seed=9)
    while not game.is_over:
        obs = game.observation(game.to_move)
        move = switched.choose(obs, [3, 4])
        assert move in obs.legal_moves()
        game = game.play(move)


def test_the_match_leaf_plays_for_what_the_score_needs():
    _game, (world,) = _worlds(10, 1)
    policy.rollout(world, VAL)  # a finished hand: every point decided
    points = sim.totals(world)
    assert points[0] != points[1]
    leader = 0 if points[0] > points[1] else 1
    # The leader at 10 wins the match with this hand: its leaf says so; at 0 to 0 it is only a good hand.
    near = matchleaf.MatchJudge(world, leader, match_utility(0, [10, 0], CLASSIC)).value(world)
    early = matchleaf.MatchJudge(world, leader, match_utility(0, [0, 0], CLASSIC)).value(world)
    assert near >= 10.0 > early > 5.0
    # Judged by the hand's points the leaf is the race judgement (each point one way or the other).
    plain = matchleaf.MatchJudge(world, leader, search.side_utility(leader, 2)).value(world)
    assert plain == pytest.approx(race.RaceJudge(world, leader).value(world) + world.scope[leader]
                                  - world.scope[1 - leader], abs=1.0)


def _read_position() -> Game:
    """The first seeded position where the other player's play this round says something of its hand."""
    for seed in range(11, 60):
        game = Game.new(CLASSIC, 2, seed=seed)
        game = game.play(make_bot("medium").choose(game.observation(game.to_move)))
        game = game.play(make_bot("medium").choose(game.observation(game.to_move)))
        obs = game.observation(game.to_move)
        st = knowledge.observation_setting(obs)
        plays = reading.RoundPlays(obs, st)
        rng = random.Random(seed)
        deals = [knowledge.sample_world(obs, st, knowledge.unseen_ids(obs), [set()] * 2, rng) for _ in range(40)]
        odds = [plays.likelihood(d, 8.0) for d in deals]
        if min(odds) < 0.2 * max(odds) and sum(o < 0.5 * max(odds) for o in odds) > 10:
            return game
    raise AssertionError("no informative position among the seeds")


def test_resampled_deals_follow_the_reading_and_only_the_observation():
    game = _read_position()
    obs = game.observation(game.to_move)
    st = knowledge.observation_setting(obs)
    hidden = knowledge.unseen_ids(obs)
    forbidden = knowledge.forbidden_ranks(obs, st)
    deals = reading.resampled(obs, st, hidden, forbidden, random.Random(1), 16, 200)
    assert len(deals) == 16
    again = reading.resampled(obs, st, hidden, forbidden, random.Random(1), 16, 200)
    assert [d.hands for d in deals] == [d.hands for d in again]
    mine = sorted(int(c) for c in obs.hand)
    for deal in deals:
        assert sorted(deal.hands[obs.seat]) == mine
        elsewhere = [c for seat, h in enumerate(deal.hands) if seat != obs.seat for c in h] + deal.stock
        assert sorted(elsewhere) == sorted(hidden)  # the hidden cards, each once, and nothing the seat saw
    # Read sharply, the deals drawn are likelier than deals drawn blind.
    plays = reading.RoundPlays(obs, st)
    read = reading.resampled(obs, st, hidden, forbidden, random.Random(2), 64, 400, sharpness=8.0)
    blind = reading.resampled(obs, st, hidden, forbidden, random.Random(2), 64, 400, sharpness=0.0)
    assert sum(plays.likelihood(d, 8.0) for d in read) > 1.3 * sum(plays.likelihood(d, 8.0) for d in blind)


@pytest.mark.parametrize(("switches", "tables"), [
    ({"joint": 6, "read_pool": 64, "match_leaf": True, "horizon_reply": True}, ((2, 21), (4, 22))),
    ({"close_worlds": 128}, ((2, 23), (2, 24))),
])
def test_a_switched_expert_decides_from_the_observation_alone(switches, tables):
    config = dataclasses.replace(ExpertBot.config, **switches)
    switched = type("Switched", (ExpertBot,), {"config": config})
    rng = random.Random(13)
    for players, seed in tables:
        game = Game.new(CLASSIC, players, seed=seed)
        for _ in range(5):
            game = game.play(make_bot("medium").choose(game.observation(game.to_move)))
        seat = game.to_move
        expected = switched(seed=99).choose(game.observation(seat), [4, 6])
        for other in (_redeal_hidden(game, seat, rng) for _ in range(3)):
            assert other.observation(seat) == game.observation(seat)
            assert switched(seed=99).choose(other.observation(seat), [4, 6]) == expected


def test_undecided_tells_a_close_lead_from_a_clear_one():
    clear = [[1.0 + 0.1 * (i % 3), 0.0] for i in range(32)]
    noisy = [[(1.0 if i % 2 else -0.9), 0.0] for i in range(32)]
    tied = [[0.5, 0.5, 0.0] for _ in range(32)]
    assert not search.undecided(clear, 1.0)
    assert search.undecided(noisy, 1.0)  # a lead of 0.05 with a spread of about 1: within one standard error
    assert not search.undecided(tied, 1.0)  # tied in every world: more worlds cannot part them
    assert not search.undecided(clear[:1], 1.0)


def _search_spent(obs, config: search.SearchConfig, seed: int, limit: int = ExpertBot.config.nodes):
    """The nodes a search of the player to move's position spends, and its move values."""
    budget = NodeBudget(limit)
    utility = search.side_utility(obs.sides[obs.seat], 2)
    values = search.search_values(obs, config, random.Random(seed), utility, obs.legal_moves(), budget)
    return budget.spent, values


def _close_opening() -> Game:
    """The first seeded two-player opening whose best two moves are close over the expert's 32 worlds."""
    for seed in range(30, 90):
        game = Game.new(CLASSIC, 2, seed=seed)
        obs = game.observation(game.to_move)
        closer = dataclasses.replace(ExpertBot.config, close_worlds=33)
        if _search_spent(obs, closer, seed)[0] > _search_spent(obs, ExpertBot.config, seed)[0]:
            return game
    raise AssertionError("no close opening among the seeds")


def test_a_close_decision_deals_more_worlds_and_a_clear_one_does_not():
    game = _close_opening()
    obs = game.observation(game.to_move)

    def spent(close_worlds: int, seed: int) -> tuple[int, list[float]]:
        return _search_spent(obs, dataclasses.replace(ExpertBot.config, close_worlds=close_worlds), seed)

    base, _ = spent(0, 1)
    more, values = spent(128, 1)
    assert base < more <= ExpertBot.config.nodes  # more worlds, still within the move's budget
    assert spent(128, 1) == (more, values)  # deterministic for a seed
    # An impossible bar (a lead of a thousand standard errors) deals worlds up to the cap, 16 at a time.
    capped, _ = _search_spent(obs, dataclasses.replace(ExpertBot.config, close_worlds=64, close_z=1000.0), 1, 1 << 40)
    assert capped > 1.5 * base
    # A clear decision stops at 32: a sweep with the settebello against two plain trails.
    hands = [["7d", "1c", "2s"], ["4b", "5b", "6b"]]
    table = ["7c"]
    used = {c for group in (*hands, table) for c in group}
    stock = [str(c) for c in Card.deck(CLASSIC) if str(c) not in used]
    clear = Game.from_position(CLASSIC, hands, table, stock[:30], to_move=0, captured=[stock[30:33], stock[33:]])
    obs2 = clear.observation(0)
    closer = dataclasses.replace(ExpertBot.config, close_worlds=128)
    assert _search_spent(obs2, closer, 2, 1 << 40) == _search_spent(obs2, ExpertBot.config, 2, 1 << 40)


def test_ordered_moves_give_the_same_values_on_fewer_nodes():
    # Scopone's nine-card hands, where the budget decides how deep a search gets: trying the captures of most
    # value first must not change a single value, only how many nodes alpha-beta needs to find it.
    scopone = Rules.preset("scopone_classico")
    val = policy.card_values(scopone)
    nodes = {False: 0, True: 0}  # over the positions, by whether the moves were ordered
    for seed in range(4):
        game = Game.new(scopone, 4, seed=seed)
        rng = random.Random(seed)
        for _ in range(seed * 3):
            game = game.play(rng.choice(game.legal_moves()))
        obs = game.observation(game.to_move)
        st = knowledge.observation_setting(obs)
        world = knowledge.sample_world(obs, st, knowledge.unseen_ids(obs), [set()] * 4, rng)
        me = world.st.sides[world.to_move]
        moves = sim.moves(world)
        found = []
        for ordered in (False, True):
            shallow = Shallow(world, me, val, race.RaceJudge(world, me), round_horizon=True, ordered=ordered)
            found.append(shallow.deepen(world, moves, 3, 1 << 40))
            nodes[ordered] += shallow.nodes
        (plain, plain_depth), (ordered_values, ordered_depth) = found
        assert plain_depth == ordered_depth == 3
        assert ordered_values == pytest.approx(plain)
    assert nodes[True] < nodes[False]


def test_maestro_at_scopone_reaches_deeper_on_its_budget_than_unordered(monkeypatch):
    # Maestro's Scopone settings order the moves (order_moves): on the same nodes its deals search deeper.
    # Shark keeps the plain order, so the gap between the two levels is Maestro's to widen.
    reached: list[int] = []
    deepen = Shallow.deepen

    def recording(self, *args, **kwargs):
        values, depth = deepen(self, *args, **kwargs)
        reached.append(depth)
        return values, depth

    monkeypatch.setattr(Shallow, "deepen", recording)
    game = Game.new(Rules.preset("scopone_classico"), 4, seed=3)
    rng = random.Random(3)
    for _ in range(10):  # into the hand's second eight moves, where a third ply starts to fit
        game = game.play(rng.choice(game.legal_moves()))
    obs = game.observation(game.to_move)
    legal = game.legal_moves()
    mean_depth = {}
    for ordered in (True, False):
        reached.clear()
        config = dataclasses.replace(ExpertBot.scopone_config, order_moves=ordered)
        search.search_values(obs, config, random.Random(1), search.side_utility(0, 2), legal)
        mean_depth[ordered] = sum(reached) / len(reached)
    assert ExpertBot.scopone_config.order_moves
    assert not make_bot("hard").config_for(obs).order_moves
    assert mean_depth[True] > mean_depth[False]


def _scopone_position(plays: int) -> Game:
    """A scopone_classico hand `plays` moves in, played at random from a fixed seed."""
    game = Game.new(Rules.preset("scopone_classico"), 4, seed=5)
    rng = random.Random(5)
    for _ in range(plays):
        game = game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("plays", [23, 28])  # 13 cards left (a deep search), 8 (solved exactly)
def test_left_over_budget_deals_more_worlds_late_in_a_scopone_hand(monkeypatch, plays):
    dealt: list[int] = []
    sample_world = knowledge.sample_world

    def counting(*args):
        dealt.append(1)
        return sample_world(*args)

    monkeypatch.setattr(knowledge, "sample_world", counting)
    game = _scopone_position(plays)
    obs = game.observation(game.to_move)
    shipped = dataclasses.replace(ExpertBot.scopone_config, fill_worlds=0)
    filled = dataclasses.replace(shipped, fill_worlds=96)
    base, _ = _search_spent(obs, shipped, 1)
    base_worlds = len(dealt)
    dealt.clear()
    more, values = _search_spent(obs, filled, 1)
    assert base_worlds < len(dealt) <= 96
    assert base < more <= shipped.nodes  # more of the budget spent, never past it
    assert _search_spent(obs, filled, 1) == (more, values)  # deterministic for a seed


def test_no_world_is_added_where_the_dealt_ones_spend_the_budget():
    # A Scopone opening: Maestro's 32 deals spend its whole budget, so filling changes nothing.
    game = _scopone_position(0)
    obs = game.observation(game.to_move)
    shipped = dataclasses.replace(ExpertBot.scopone_config, fill_worlds=0)
    assert _search_spent(obs, dataclasses.replace(shipped, fill_worlds=96), 2) == _search_spent(obs, shipped, 2)
