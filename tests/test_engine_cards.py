import copy
import pickle

import pytest

from scopa_desktop.engine import ALL_CARDS, Card, Move, Rules


def test_parse_and_text_round_trip_for_every_card():
    for card in Card.deck(Rules.preset("eight_players") if "eight_players" in Rules.presets() else None):
        assert Card.parse(str(card)) is card
    assert str(Card.parse("7d")) == "7d"
    assert Card.parse("10b").rank == 10 and Card.parse("10b").suit == "b"


@pytest.mark.parametrize("text", ["0d", "7x", "", "14c", "d7", "7", "seven"])
def test_bad_text_raises_value_error_naming_the_text(text):
    with pytest.raises(ValueError) as info:
        Card.parse(text)
    assert repr(text) in str(info.value)


def test_cards_are_interned_hashable_and_immutable():
    a, b = Card.parse("7d"), Card(7, "d")
    assert a is b and a == b and hash(a) == hash(b)
    assert len({a, b, Card.parse("7c")}) == 2
    with pytest.raises(AttributeError):
        a.rank = 3
    assert pickle.loads(pickle.dumps(a)) is a
    assert copy.deepcopy(a) is a


def test_deck_is_a_new_list_of_forty_in_a_fixed_order():
    deck = Card.deck(Rules())
    assert len(deck) == 40 and len(set(deck)) == 40
    assert {c.rank for c in deck} == set(range(1, 11))
    assert {c.suit for c in deck} == {"d", "c", "s", "b"}
    deck.pop()
    # The fixed order the shuffle starts from: suit by suit (denari, coppe, spade, bastoni), ace to king.
    assert [str(c) for c in Card.deck(Rules())] == [f"{r}{s}" for s in "dcsb" for r in range(1, 11)]


def test_cards_are_numbered_in_table_order():
    # The engine bisects and sorts the table as plain ints: rank first, then suit.
    cards = list(ALL_CARDS)
    assert len(cards) == 52 and sorted(cards) == sorted(cards, key=lambda c: (c.rank, "dcsb".index(c.suit)))


def test_move_accepts_text_and_any_iterable_and_prints_its_notation():
    move = Move("7d", ["3c", "4s"])
    assert move.card == Card.parse("7d")
    assert move.capture == frozenset({Card.parse("3c"), Card.parse("4s")})
    assert move == Move(card=Card.parse("7d"), capture=frozenset(map(Card.parse, ["4s", "3c"])))
    assert Move.parse(str(move)) == move
    assert str(Move("5b")) == "5b" and Move("5b").capture == frozenset()
