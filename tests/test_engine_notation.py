"""The one-line position notation: round trips over random positions of every preset, and errors that name
the field for malformed or impossible text."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scopa_desktop.engine import Game, Match, Move, Rules

CASES = [(name, players) for name in Rules.presets() for players in Rules.preset(name).players]


def position(name: str, players: int, seed: int, moves: int, rules: Rules | None = None) -> Game:
    """A hand of preset `name` after up to `moves` random moves (fewer if it ends first)."""
    rules = rules or Rules.preset(name)
    rng = random.Random(seed)
    game = Game.new(rules, players, seed=seed, dealer=seed % players)
    for _ in range(moves):
        if game.is_over:
            break
        game = game.play(rng.choice(game.legal_moves()))
    return game


@settings(max_examples=150, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 10_000), moves=st.integers(0, 60))
def test_every_position_round_trips_through_its_notation(case, seed, moves):
    game = position(*case, seed, moves)
    text = game.notation()
    parsed = Game.parse(text)
    assert parsed == game
    assert parsed.notation() == text
    assert repr(game) == f"Game.parse({text!r})"
    # The parsed position plays on exactly as the original.
    assert parsed.legal_moves() == game.legal_moves()
    if not game.is_over:
        move = game.legal_moves()[seed % len(game.legal_moves())]
        assert parsed.play(move) == game.play(move)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    changes=st.fixed_dictionaries({}, optional={
        "primiera": st.sampled_from(Rules.choices("primiera")), "napola": st.booleans(),
        "target": st.integers(1, 100), "scopa_on_final_play": st.booleans(), "capture_mandatory": st.booleans(),
        "players": st.sampled_from([(2,), (2, 3), (2, 3, 4, 5, 6)]),
    }),
)
def test_rule_options_that_differ_from_the_preset_round_trip(seed, changes):
    classic = Rules.preset("classic")
    rules = dataclasses.replace(classic, **changes)
    game = position("classic", 2, seed, seed % 40, rules)
    parsed = Game.parse(game.notation())
    assert parsed == game and parsed.rules == rules
    rules_field = game.notation().split()[0]
    changed = sorted(name for name in changes if getattr(rules, name) != getattr(classic, name))
    assert [item.split("=")[0] for item in rules_field.removeprefix("classic").strip("()").split(",") if item] == [
        name for name in Rules.option_names() if name in changed
    ]


def test_a_match_hand_with_declarations_and_an_opening_fifteen_round_trips():
    found = set()
    for seed in range(300):
        game = Match.new(Rules.preset("cirulla"), 2, seed=seed).game
        if game.declaration is not None:
            game = game.declare()
        found.update(event.kind for event in game.events)
        assert Game.parse(game.notation()) == game
    assert {"opening_fifteen", "cirulla"} <= found


def test_the_documented_example():
    game = Game.from_position(
        Rules.preset("classic"), hands=[["7d", "1s", "9c"], ["6b", "2c", "10s"]], table=["3s", "4b"],
        stock=["5d", "8c", "1b", "2d", "3c", "4d"], to_move=1,
    ).play(Move.parse("10s")).play(Move.parse("7d:3s+4b"))
    assert game.notation() == "classic 2/0/1 1s,9c/6b,2c 10s 5d,8c,1b,2d,3c,4d 3s,4b,7d/- 0/0 0 1@10s,0@7d:3s+4b -"


GOOD = "classic 2/0/1 1s,9c/6b,2c 10s 5d,8c,1b,2d,3c,4d 3s,4b,7d/- 0/0 0 1@10s,0@7d:3s+4b -"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        (GOOD.replace("1s,9c", "1s,9c,10s"), "listed twice"),  # a card in a hand and on the table
        (GOOD.replace("2/0/1", "2/0/2"), "to_move"),
        (GOOD.replace("2/0/1", "2/5/1"), "dealer"),
        (GOOD.replace(" 0 1@", " 7 1@"), "last_capturer"),
        (GOOD.replace("1@10s", "4@10s"), "history seat"),
        (GOOD.replace("1s,9c", "1s,9x"), "'hands'"),
        (GOOD.replace("classic", "clasic"), "'rules'"),
        (GOOD.replace("classic", "classic(colour=red)"), "'rules'"),
        (GOOD.replace("classic", "classic(napola=maybe)"), "'rules'"),
        (GOOD.replace(" 0/0 ", " 0/x "), "'scope'"),
        (GOOD.replace(" 0/0 ", " 0/0/0 "), "scope"),
        (GOOD.replace("2/0/1", "3/0/1"), "'hands'"),
        (GOOD.replace("2/0/1", "2-0-1"), "'seats'"),
        (GOOD.replace("1@10s", "1-10s"), "'history'"),
        (GOOD.rsplit(" ", 1)[0], "fields"),
        (GOOD + " -", "fields"),
        (GOOD.replace("5d,8c,1b,2d,3c,4d", "5d,8c,1b"), "stock"),
        ("", "fields"),
    ],
)
def test_malformed_or_impossible_text_is_a_value_error_naming_the_field(text, named):
    with pytest.raises(ValueError, match=named):
        Game.parse(text)
