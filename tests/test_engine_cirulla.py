"""Cirulla's declarations as the player's choice, the matta declared as a rank, and the matta on the
opening table."""

from __future__ import annotations

import pytest

from scopa_desktop.engine import MATTA, Card, Game, Match, Move, Rules

CIRULLA = Rules.preset("cirulla")


def _cards(*texts: str) -> tuple[Card, ...]:
    return tuple(map(Card.parse, texts))


def _dealt(hand: tuple[Card, ...], table: tuple[Card, ...]) -> Game:
    """A two-player cirulla position: seat 0 to move with a fresh hand of three, `hand`; seat 1 holds three
    cards with nothing to declare."""
    return Game.from_position(CIRULLA, [list(hand), ["10c", "10s", "8b"]], list(table), stock=["6c", "6s"])


def test_a_seat_chooses_to_declare_before_its_first_card_and_keeping_it_hidden_scores_nothing():
    game = _dealt(_cards("1d", "2s", "5b"), _cards("9c", "8s"))
    assert game.declaration == ("cirulla", 3)
    declared = game.declare()
    assert declared.bonus[0] == (("cirulla", 3),) and declared.revealed[0] == _cards("1d", "2s", "5b")
    hidden = game.play(Move("2s"))  # playing a card keeps the hand hidden: no points
    assert hidden.bonus == ((), ()) and hidden.revealed == ((), ()) and hidden.declaration is None
    again = hidden.play(hidden.legal_moves()[0])
    assert again.to_move == 0 and again.declaration is None  # two cards left: too late
    with pytest.raises(ValueError):
        again.declare()


def test_nothing_to_declare_is_an_error_and_a_declaration_survives_a_save():
    game = _dealt(_cards("6d", "8s", "9b"), _cards("2c", "3s"))
    assert game.declaration is None
    with pytest.raises(ValueError):
        game.declare()
    declared = _dealt(_cards("9d", "9s", "9b"), _cards("2c", "3s")).declare()
    assert Game.from_dict(declared.to_dict()) == declared and Game.parse(declared.notation()) == declared


def test_a_matta_declared_as_an_ace_plays_as_the_ace_and_sweeps():
    game = _dealt((MATTA, Card.parse("3s"), Card.parse("5b")), _cards("4d", "10d"))
    # Undeclared, the 7 of cups is a plain 7: nothing here adds up to 7 or makes 15 with it, so it trails.
    assert [str(m) for m in game.legal_moves() if m.card == MATTA] == ["7c"]
    declared = game.declare()
    assert declared.events[-1].kind == "cirulla"
    assert [str(m) for m in declared.legal_moves() if m.card == MATTA] == ["7c:4d+10d"]
    after = declared.play(Move(MATTA, _cards("4d", "10d")))
    assert after.table == () and after.scope == (1, 0)  # the ace's sweep is a scopa in cirulla
    assert [str(m) for m in declared.observation(0).legal_moves()] == [str(m) for m in declared.legal_moves()]


def test_a_matta_declared_in_a_tris_plays_as_that_rank():
    game = _dealt((MATTA, Card.parse("9s"), Card.parse("9b")), _cards("9d", "4c"))
    declared = game.declare()
    assert declared.events[-1].kind == "tris"
    # A 9 now: it takes the 9 by match (a 7 would have trailed: nothing makes 7, and no 8 makes 15).
    assert [str(m) for m in declared.legal_moves() if m.card == MATTA] == ["7c:9d"]


def test_the_matta_on_the_opening_table_counts_at_the_value_that_makes_15_or_30():
    found = set()
    for seed in range(6000):
        game = Game.new(CIRULLA, 2, seed=seed)
        if MATTA not in game.table and not any(MATTA in e.cards for e in game.events):
            continue
        cards = game.table or next(e.cards for e in game.events if e.kind == "opening_fifteen")
        others = sum(c.rank for c in cards) - MATTA.rank
        expected = 2 if 20 <= others <= 29 else 1 if 5 <= others <= 14 else 0
        awarded = sum(e.points for e in game.events if e.kind == "opening_fifteen")
        assert awarded == expected, (seed, cards)
        if expected and others + MATTA.rank not in (15, 30):
            found.add(expected)  # only the matta's value made it
        if found == {1, 2}:
            break
    assert found == {1, 2}, "no opening fifteen and thirty made by the matta"


def test_a_match_declares_for_the_seat_to_move():
    for seed in range(200):
        match = Match.new(CIRULLA, 2, seed=seed)
        if match.game.declaration is not None:
            declared = match.declare()
            assert declared.game == match.game.declare() and declared.totals == match.totals
            return
    pytest.fail("no declaration in 200 matches")
