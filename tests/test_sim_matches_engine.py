"""The bots' fast simulator (bots/sim.py) plays the engine's rules: random hands of every preset at every
player count, and classic with each variant field flipped, played through both side by side; every
legal-move set, every move's result and every score must agree. Under Cirulla every hand that scores is
declared (as the bots do): the declared points, and a declared matta's moves, must agree too."""

from __future__ import annotations

import dataclasses
import random

import pytest

from scopa_desktop.bots import sim
from scopa_desktop.bots.knowledge import observation_setting
from scopa_desktop.engine import ALL_CARDS, Game, Move, Rules

CLASSIC = Rules.preset("classic")
FLIPPED = (
    {"capture_rule": "fifteen"}, {"ace_takes_all": True}, {"ace_takes_all": True, "ace_sweep_is_scopa": True},
    {"primiera": "top_four"}, {"primiera": "most_sevens"}, {"primiera": "off"}, {"ties_award_all": True},
    {"re_bello": True}, {"napola": True}, {"grande": True, "piccola": True}, {"capture_mandatory": False},
    {"scopa_on_final_play": True}, {"direction": "clockwise"},
    {"ace_takes_all": True, "ace_takes_all_with_ace": True}, {"fewest_cards_capture": True},
    {"capture_rule": "match_sum_or_fifteen", "fewest_cards_capture": True},
    {"capture_rule": "fifteen", "fewest_cards_capture": True, "capture_mandatory": False},
    {"declarations": True}, {"declarations": True, "matta": True},
)


def _cases() -> list[tuple[Rules, int]]:
    cases = [(Rules.preset(name), players) for name in Rules.presets() for players in Rules.preset(name).players]
    cases += [(dataclasses.replace(CLASSIC, **change), players) for change in FLIPPED for players in (2, 4)]
    return cases


def _ids(case) -> str:
    rules, players = case
    changed = [f.name for f in dataclasses.fields(rules) if getattr(rules, f.name) != getattr(CLASSIC, f.name)]
    return f"{rules.name}-{'-'.join(changed) or 'classic'}-{players}p"


def _sim_state(game: Game) -> sim.State:
    setting = observation_setting(game.observation(game.to_move))
    state = sim.State(
        setting, [[int(c) for c in h] for h in game.hands], [int(c) for c in game.table],
        [int(c) for c in game.stock], [[int(c) for c in p] for p in game.captured], list(game.scope),
        -1 if game.last_capturer is None else game.last_capturer, game.to_move,
    )
    if game.rules.declarations:
        sim.declare(state, range(game.players))  # the simulator declares as a hand is dealt
    return state


def _as_sets(moves) -> list[tuple[int, tuple[int, ...]]]:
    return sorted((int(card), tuple(sorted(map(int, capture)))) for card, capture in moves)


@pytest.mark.parametrize("case", _cases(), ids=_ids)
def test_the_simulator_and_the_engine_play_the_same_hand(case):
    rules, players = case
    rng = random.Random(f"{_ids(case)}")
    declared_hands = 0
    for seed in range(6 if rules.declarations else 3):
        game = Game.new(rules, players, seed=seed, dealer=seed % players)
        state = _sim_state(game)
        scorer = sim.Scorer(state)
        while not game.is_over:
            if game.declaration is not None:  # the engine declares before the seat's first card
                game = game.declare()
                declared_hands += 1
            engine_moves = game.legal_moves()
            sim_moves = sim.moves(state)
            assert _as_sets((ALL_CARDS[c], [state.table[i] for i in idx]) for c, idx in sim_moves) == _as_sets(
                engine_moves
            )
            card, idx = rng.choice(sim_moves)
            move = Move(ALL_CARDS[card], [ALL_CARDS[state.table[i]] for i in idx])
            scopa = sim.play(state, card, idx)
            game = game.play(move)
            assert scopa == game.history[-1].scopa
            assert [sorted(h) for h in state.hands] == [sorted(map(int, h)) for h in game.hands]
            assert sorted(state.table) == sorted(map(int, game.table))
            assert [sorted(p) for p in state.piles] == [sorted(map(int, p)) for p in game.captured]
            assert state.scope == list(game.scope) and state.to_move == game.to_move
            assert state.over == game.is_over
        assert state.bonus == [sum(points for _name, points in side) for side in game.bonus]
        assert sim.totals(state) == [s.total for s in game.score()]
        assert scorer.totals(state) == sim.totals(state)
    assert declared_hands or not rules.declarations  # the declarations were exercised
