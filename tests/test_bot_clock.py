"""The search levels' think-time guard (bots/clock.py): past a deadline on the thinking thread's CPU clock the
search stops where it is; before it, nothing changes. Every clock here is a fake one, read by count: no test
sleeps or times anything."""

from __future__ import annotations

import dataclasses
import random

import pytest

from scopa_desktop.bots import clock, knowledge, make_bot, policy, race, sim
from scopa_desktop.bots.levels import DEEP_SEARCH
from scopa_desktop.bots.trees import NodeBudget, Shallow, Solver
from scopa_desktop.engine import Card, Game, Rules

SCOPONE_CLASSICO = Rules.preset("scopone_classico")


class FakeClock:
    """A clock that reads 0 until it has been read `passes_at` times, and far past any deadline from that read
    on (None: never). It counts its reads."""

    def __init__(self, passes_at: int | None) -> None:
        self.passes_at = passes_at
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        return 1e9 if self.passes_at is not None and self.reads >= self.passes_at else 0.0


def _guarded(level: str, passes_at: int | None, seed: str = "g"):
    bot = make_bot(level, seed=seed)
    bot.think_limit = 1.0
    bot.think_clock = FakeClock(passes_at)
    return bot


def _unguarded(level: str, seed: str = "g"):
    bot = make_bot(level, seed=seed)
    bot.think_limit = None
    return bot


@pytest.fixture(autouse=True)
def _no_limit_from_the_environment(monkeypatch):
    monkeypatch.delenv(clock.LIMIT_ENV, raising=False)


def _opening(rules: Rules = SCOPONE_CLASSICO, players: int = 4, seed: int = 3):
    game = Game.new(rules, players, seed=seed)
    return game, game.observation(game.to_move)


def _four_player_endgame() -> Game:
    """Classic at four players, stock empty, two cards each: Maestro solves it exactly in 12 deals."""
    rules = Rules.preset("classic")
    hands = [["7d", "3s"], ["5b", "9c"], ["2c", "6s"], ["10b", "4d"]]
    table = ["1c", "8s"]
    used = {c for group in (*hands, table) for c in group}
    rest = [str(c) for c in Card.deck(rules) if str(c) not in used]
    return Game.from_position(rules, hands, table, (), 0, [rest[:14], rest[14:]], [1, 0], 2)


def test_maestro_and_shark_think_under_the_guard_by_default():
    for level in ("expert", "hard"):
        bot = make_bot(level)
        assert bot.think_limit == clock.THINK_LIMIT
        bot.think_clock = FakeClock(None)
        _game, obs = _opening()
        bot.choose(obs)
        assert bot.think_clock.reads > 1 and not bot.last_cut  # it looked, and a clock that stands still never cuts


def test_the_guard_stops_a_search_once_its_deadline_passes():
    game, obs = _opening()
    full = _unguarded("expert")
    full.choose(obs)
    assert full.last_nodes > 19_000 and not full.last_cut  # ten-card hands: the whole budget is spent
    for passes_at in (2, 5, 20):
        bot = _guarded("expert", passes_at)
        move = bot.choose(obs)
        assert move in game.legal_moves() and bot.last_cut
        # The clock is read once to set the deadline, then at each deal's start and every CHECK_EVERY nodes of a
        # search (and a leaf's reply, a few nodes more); the read that finds it passed is the last, and the
        # search stops there.
        assert bot.think_clock.reads == passes_at
        assert bot.last_nodes <= (passes_at - 1) * (clock.CHECK_EVERY + 40)
    assert bot.last_nodes > 10 * clock.CHECK_EVERY  # twenty looks: some deals searched, far from the whole budget


def test_a_deadline_passed_before_any_deal_is_searched_plays_as_a_search_with_no_budget():
    game, obs = _opening()
    bot = _guarded("expert", 2)  # the first look, before the first deal, finds it passed
    move = bot.choose(obs)
    assert bot.last_cut and bot.last_nodes == 0 and move in game.legal_moves()
    broke = _unguarded("expert")
    broke.scopone_config = dataclasses.replace(broke.scopone_config, nodes=0)
    assert broke.choose(obs) == move  # the chance of opening a sweep, then the club player's preference, decide


def test_a_guard_that_never_acts_leaves_every_move_as_without_it():
    positions = []
    for rules, players in ((SCOPONE_CLASSICO, 4), (Rules.preset("scopone"), 4), (Rules.preset("classic"), 2),
                           (Rules.preset("classic"), 4)):
        game = Game.new(rules, players, seed=7)
        driver = make_bot("medium", seed=7)
        for turn in range(14):
            if turn % 4 == 0:
                positions.append(game.observation(game.to_move))
            game = game.play(driver.choose(game.observation(game.to_move)))
    positions.append(_four_player_endgame().observation(0))
    for level in ("expert", "hard"):
        looks = 0
        for k, obs in enumerate(positions):
            guarded, plain = _guarded(level, None, seed=str(k)), _unguarded(level, seed=str(k))
            assert guarded.choose(obs, [3, 5]) == plain.choose(obs, [3, 5])
            assert guarded.last_nodes == plain.last_nodes and not guarded.last_cut
            looks += guarded.think_clock.reads
        assert looks > 3 * len(positions)  # the guard was there, looking


def test_the_exact_endgame_stops_at_the_deadline_too():
    game = _four_player_endgame()
    obs = game.observation(0)
    full = _unguarded("expert")
    full.choose(obs)
    bot = _guarded("expert", 3)
    assert bot.choose(obs) in game.legal_moves() and bot.last_cut
    assert bot.think_clock.reads == 3 and bot.last_nodes < full.last_nodes


def _world(seed: int = 4):
    game, obs = _opening(seed=seed)
    st = knowledge.observation_setting(obs)
    world = knowledge.sample_world(obs, st, knowledge.unseen_ids(obs), [set()] * 4, random.Random(seed))
    return world, obs.sides[obs.seat], policy.card_values(obs.rules)


def test_a_deepening_cut_by_the_deadline_keeps_the_deepest_depth_it_completed():
    world, side, val = _world()
    moves = sim.moves(world)

    def shallow(deadline=None) -> Shallow:
        return Shallow(world, side, val, race.RaceJudge(world, side), True, ordered=True, deadline=deadline)

    free, depth = shallow().deepen(world, moves, DEEP_SEARCH.depth, 1 << 30)
    fake = FakeClock(40)
    cut, reached = shallow(clock.Deadline(1.0, fake)).deepen(world, moves, DEEP_SEARCH.depth, 1 << 30)
    assert fake.reads == 40 and 1 <= reached < depth
    assert cut == shallow().deepen(world, moves, reached, 1 << 30)[0]  # the same values as a search that deep
    assert free == shallow(clock.Deadline(1.0, FakeClock(None))).deepen(world, moves, DEEP_SEARCH.depth, 1 << 30)[0]


def test_an_exact_solve_past_its_deadline_finishes_its_line_greedily():
    world, side, val = _world()
    utility = lambda totals: totals[side] - totals[1 - side]  # noqa: E731
    free = Solver(side, utility, val, 1 << 30, sim.Scorer(world))
    late = Solver(side, utility, val, 1 << 30, sim.Scorer(world), clock.Deadline(1.0, FakeClock(2)))
    s = world.copy()
    while s.remaining() > 12:  # toward the hand's end, where a solve is short enough to finish unguarded
        sim.play(s, *policy.greedy(s, val))
    free.value(s.copy(), -1e9, 1e9)
    late.value(s.copy(), -1e9, 1e9)
    assert late.stopped and not free.stopped
    # It stopped at its first look at the clock, after CHECK_EVERY nodes, and played that line out.
    assert late.nodes <= clock.CHECK_EVERY + 1 + s.remaining() < free.nodes


def test_a_budget_past_its_deadline_has_nothing_left():
    fake = FakeClock(3)
    budget = NodeBudget(1_000, clock.Deadline(1.0, fake))
    assert budget.left == 1_000 and not budget.out_of_time() and not budget.timed_out
    assert budget.out_of_time() and budget.timed_out and budget.left == 0
    assert budget.out_of_time() and fake.reads == 3  # once passed, it is not read again
    assert NodeBudget(1_000).left == 1_000 and not NodeBudget(1_000).out_of_time()


def test_the_environment_turns_the_guard_off_or_sets_its_deadline(monkeypatch, caplog):
    monkeypatch.setattr(clock, "_refused", set())
    assert clock.think_limit(0.45) == 0.45 and clock.deadline(None) is None
    for off in ("off", "OFF", " none "):
        monkeypatch.setenv(clock.LIMIT_ENV, off)
        assert clock.think_limit(0.45) is None
    monkeypatch.setenv(clock.LIMIT_ENV, "0.3")
    assert clock.think_limit(0.45) == 0.3 and clock.think_limit(None) == 0.3
    for bad in ("soon", "0", "-1", "nan", "inf"):  # said once, and the level's own deadline kept
        monkeypatch.setenv(clock.LIMIT_ENV, bad)
        caplog.clear()
        assert clock.think_limit(0.45) == 0.45 and clock.think_limit(0.45) == 0.45
        assert [r.getMessage() for r in caplog.records] == [
            f"SCOPA_THINK_LIMIT must be 'off' or a positive number of seconds, not {bad!r}: "
            "the bots keep their own limit"]
    monkeypatch.setenv(clock.LIMIT_ENV, "off")
    bot = make_bot("expert")
    bot.think_clock = FakeClock(1)  # would cut at once, were the guard on
    _game, obs = _opening()
    bot.choose(obs)
    assert bot.think_clock.reads == 0 and not bot.last_cut and bot.last_nodes > 19_000
