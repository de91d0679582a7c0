"""Maestro at the Scopone table (issue 31): the chance a move opens a scopa (safety.py), the deals drawn
without the trail inference a player who may lay instead of capturing breaks, lumpy count races
(race.spread_race) and a leaf's sweep threat (trees.Shallow)."""

from __future__ import annotations

import dataclasses
import random
from math import comb
from unittest import mock

import pytest

from scopa_desktop.bots import knowledge, make_bot, policy, race, search, sim
from scopa_desktop.bots.levels import ExpertBot
from scopa_desktop.bots.safety import SweepOdds
from scopa_desktop.bots.trees import NodeBudget, Shallow
from scopa_desktop.engine import Card, Game, Rules

SCOPONE = Rules.preset("scopone")
OTHERS = [["1b", "2b"], ["3b", "4b"], ["5b", "10b"]]  # hidden from seat 0; seat 1, an opponent, plays next


def _game(hand, table, theirs=()) -> Game:
    return Game.from_position(SCOPONE, [hand, *OTHERS], table, captured=[[], list(theirs)])


def _move(game: Game, card: str):
    (move,) = [m for m in game.legal_moves() if m.card == Card.parse(card)]
    return move


def test_the_chance_of_a_sweep_is_the_chance_the_next_player_holds_a_sweeping_rank():
    game = _game(["8c", "1c"], ["8s"])
    odds = SweepOdds(game.observation(0))
    unseen = len(game.observation(0).unseen_cards())
    # Laying the ace leaves 8 + 1: swept by any of the four nines, from the next player's two cards.
    assert odds.after(_move(game, "1c")) == pytest.approx(1 - comb(unseen - 4, 2) / comb(unseen, 2))
    assert odds.after(_move(game, "8c")) == 0.0  # 8c takes the 8s: nothing left to sweep
    # Every nine seen: nobody can sweep 8 + 1.
    seen = _game(["8c", "1c"], ["8s"], theirs=["9d", "9c", "9s", "9b"])
    assert SweepOdds(seen.observation(0)).after(_move(seen, "1c")) == 0.0


def test_no_sweep_threatens_when_the_next_card_is_the_hands_last():
    game = Game.from_position(SCOPONE, [["3c"], ["3s"], [], []], ["6b"])
    assert SweepOdds(game.observation(0)).after(_move(game, "3c")) == 0.0  # 3 + 6, but the 9's play would end it


def _positions(rules: Rules, seed: int, players: int = 4, level: str = "scopone_benchmark"):
    """Every position of a hand `level` plays in every seat, with the move made there."""
    bot = make_bot(level)
    game = Game.new(rules, players, seed=seed)
    while not game.is_over:
        move = bot.choose(game.observation(game.to_move))
        yield game, move
        game = game.play(move)


def _ruled_out(game: Game) -> list[set[int]]:
    obs = game.observation(game.to_move)
    return knowledge.forbidden_ranks(obs, knowledge.observation_setting(obs))


def test_at_scopone_a_trail_says_nothing_of_the_rest_of_the_hand():
    # A player may lay one card while another of theirs could capture (the rule binds the card played): at
    # Scopone that is common play, so no rank is ruled out; with three-card hands the inference stays.
    laid_over_a_capture = 0
    for game, move in _positions(SCOPONE, 3):
        assert _ruled_out(game) == [set()] * 4
        laid_over_a_capture += not move.capture and any(m.capture for m in game.legal_moves())
    assert laid_over_a_capture
    assert any(any(_ruled_out(game)) for game, _move_made in _positions(Rules.preset("classic"), 4, 2, "medium"))


def test_the_benchmark_still_infers_from_trails_at_scopone_as_the_bot_it_models():
    def long_hands_ruled_out(game: Game) -> list[set[int]]:
        obs = game.observation(game.to_move)
        return knowledge.forbidden_ranks(obs, knowledge.observation_setting(obs), long_hands=True)

    positions = [game for game, _move_made in _positions(SCOPONE, 3)]
    assert any(any(long_hands_ruled_out(game)) for game in positions)
    game = positions[9]  # the third round: trails to read
    with mock.patch.object(knowledge, "forbidden_ranks", wraps=knowledge.forbidden_ranks) as read:
        make_bot("benchmark", seed=1).choose(game.observation(game.to_move))
    assert read.call_args.kwargs == {"long_hands": True}


def test_the_sweep_weight_lowers_each_move_by_its_chance_of_opening_a_scopa():
    for game, _move_made in _positions(Rules.preset("scopone_classico"), 5):
        obs = game.observation(game.to_move)
        legal = obs.legal_moves()
        odds = SweepOdds(obs, infer=False)
        chances = [odds.after(m) for m in legal]
        if any(chances) and not all(chances):
            break
    base = dataclasses.replace(ExpertBot.config, trail_inference=False, nodes=3000)
    utility = search.side_utility(obs.sides[obs.seat], 2)
    plain = search.search_values(obs, base, random.Random(2), utility, legal, NodeBudget(base.nodes))
    weighed = dataclasses.replace(base, sweep_weight=2.5)
    values = search.search_values(obs, weighed, random.Random(2), utility, legal, NodeBudget(base.nodes))
    assert values == pytest.approx([v - 2.5 * c for v, c in zip(plain, chances, strict=True)])


def test_a_lumpy_race_is_the_race_at_spread_one_and_less_sure_of_a_lead_beyond():
    for n, lead in ((28, 4), (25, 7), (3, 1), (10, -2)):
        assert race.spread_race(n, lead, 1.0) == race.race(n, lead)
        lumpy = race.spread_race(n, lead, 2.8)
        assert abs(lumpy) < abs(race.race(n, lead))
        assert (lumpy > 0) == (lead > 0)
    assert race.spread_race(0, 3, 2.8) == 1.0 and race.spread_race(0, 0, 2.8) == 0.0


def test_a_leaf_whose_player_to_move_holds_a_sweep_is_worth_the_threat_to_that_side():
    # Seat 1 to move takes the 4 with its 4 (the leaf's reply), leaving the 2 to my partner's 2.
    st = sim.Setting(SCOPONE, 4, (0, 1, 0, 1), 10)
    table = [int(Card.parse("2s")), int(Card.parse("4d"))]
    hands = [[int(Card.parse(c)) for c in hand] for hand in (["9c"], ["4b"], ["2c", "8s"], ["6s"])]
    leaf = sim.State(st, hands, table[:], [], [[], []], [0, 0], -1, 1)
    val = policy.card_values(SCOPONE)
    judge = race.RaceJudge(leaf, 0)
    plain = Shallow(leaf, 0, val, judge).leaf(leaf.copy())
    assert Shallow(leaf, 0, val, judge, threat=0.7).leaf(leaf.copy()) == pytest.approx(plain + 0.7)
    assert Shallow(leaf, 1, val, race.RaceJudge(leaf, 1), threat=0.7).leaf(leaf.copy()) == pytest.approx(
        Shallow(leaf, 1, val, race.RaceJudge(leaf, 1)).leaf(leaf.copy()) - 0.7)
    hands[2] = [int(Card.parse("6c")), int(Card.parse("8s"))]  # no two: no threat
    calm = sim.State(st, hands, table[:], [], [[], []], [0, 0], -1, 1)
    assert Shallow(calm, 0, val, judge, threat=0.7).leaf(calm.copy()) == Shallow(calm, 0, val, judge).leaf(calm.copy())


def test_maestro_weighs_open_sweeps_at_the_scopone_table_only():
    bot = make_bot("expert")
    for preset, players in (("classic", 2), ("classic", 4), ("scopone", 4), ("scopone_classico", 4)):
        game = Game.new(Rules.preset(preset), players, seed=1)
        config = bot.config_for(game.observation(game.to_move))
        if preset == "classic":
            assert config == ExpertBot.config and not config.sweep_weight and not config.leaf_threat
        else:
            assert config.sweep_weight > 0 and config.leaf_threat > 0 and config.order_moves
            assert config.fill_worlds > config.max_worlds
            plain = dataclasses.replace(
                config, sweep_weight=0.0, leaf_threat=0.0, order_moves=False, fill_worlds=0,
            )
            assert plain == ExpertBot.config


def test_shark_searches_as_maestro_at_the_scopone_table_on_less_and_without_the_sweep_reading():
    shark, maestro = make_bot("hard"), make_bot("expert")
    for preset, players in (("classic", 2), ("classic", 4), ("scopone", 4), ("scopone_classico", 4)):
        game = Game.new(Rules.preset(preset), players, seed=1)
        obs = game.observation(game.to_move)
        config = shark.config_for(obs)
        if preset == "classic":
            assert not config.depth and config.plies > 0  # greedy playouts, as ever
        else:
            assert config.depth == maestro.config_for(obs).depth and config.nodes < maestro.config_for(obs).nodes
            assert not config.sweep_weight and not config.leaf_threat
            move = shark.choose(obs)
            assert move in game.legal_moves()
            assert 0 < shark.last_nodes <= config.nodes
