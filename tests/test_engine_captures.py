"""Capture rules, from the rule sources' own examples and a brute-force check."""

import dataclasses
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from scopa_desktop.engine import Card, Game, Move, Rules, legal_captures

CLASSIC = Rules.preset("classic")


def options(card, table, rules=CLASSIC):
    return {frozenset(str(c) for c in option) for option in legal_captures(card, table, rules)}


def test_source_001_sums_for_a_seven_and_a_king():
    # "a played 7 can capture a 3 + 4 together, or a 2 + 2 + 3"
    assert options("7c", ["3d", "4s"]) == {frozenset({"3d", "4s"})}
    assert options("7c", ["2d", "2s", "3b"]) == {frozenset({"2d", "2s", "3b"})}
    # "A played Re (King, 10) can capture a 4 + 6 or a Fante (8) + 2"
    assert options("10c", ["4d", "6s", "8b", "2c"]) == {frozenset({"4d", "6s"}), frozenset({"8b", "2c"})}


def test_source_001_a_single_match_must_be_taken_before_any_sum():
    assert options("5c", ["5d", "2s", "3b"]) == {frozenset({"5d"})}


def test_source_002_king_and_queen_examples():
    table = ["10s", "7d", "3c", "6b", "4s", "5c", "2d", "1b"]
    # With a king on the table, the king must take it (match over sum).
    assert options("10c", table) == {frozenset({"10s"})}
    sums = options("10c", table[1:])
    for expected in ({"7d", "3c"}, {"6b", "4s"}, {"5c", "3c", "2d"}, {"7d", "2d", "1b"}):
        assert frozenset(expected) in sums
    queen_sums = options("9c", ["7d", "2d", "6b", "3c", "5c", "4s", "1b"])
    for expected in ({"7d", "2d"}, {"6b", "3c"}, {"5c", "4s"}, {"6b", "2d", "1b"}):
        assert frozenset(expected) in queen_sums


def test_source_000_worked_example():
    # Table 4, 9, 8, Ace; hand 6, 8, 10: the 8 takes the 8, the 10 takes 9 + Ace, the 6 trails.
    table = ["4c", "9b", "8d", "1s"]
    assert options("8s", table) == {frozenset({"8d"})}
    assert options("10s", table) == {frozenset({"9b", "1s"})}
    assert options("6s", table) == set()


def test_two_cards_of_the_played_rank_are_two_options():
    assert options("5c", ["5d", "5s"]) == {frozenset({"5d"}), frozenset({"5s"})}


def test_empty_table_trails():
    assert legal_captures(Card.parse("3c"), [], CLASSIC) == []


def brute_force(card, table):
    same = [frozenset([c]) for c in table if c.rank == card.rank]
    if same:
        return set(same)
    found = set()
    for size in range(2, len(table) + 1):
        for combo in combinations(table, size):
            if sum(c.rank for c in combo) == card.rank:
                found.add(frozenset(combo))
    return found


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(Card.deck(CLASSIC)), min_size=1, max_size=11, unique=True))
def test_legal_captures_agrees_with_brute_force(cards):
    card, table = cards[0], cards[1:]
    result = legal_captures(card, table, CLASSIC)
    assert len(result) == len(set(result)), "no option is listed twice"
    assert set(result) == brute_force(card, table)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(Card.deck(CLASSIC)), min_size=1, max_size=9, unique=True), st.randoms())
def test_table_order_does_not_change_the_options(cards, rnd):
    card, table = cards[0], cards[1:]
    shuffled = list(table)
    rnd.shuffle(shuffled)
    assert set(legal_captures(card, table, CLASSIC)) == set(legal_captures(card, shuffled, CLASSIC))


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(["match_or_sum", "fifteen", "match_sum_or_fifteen"]),
    st.lists(st.sampled_from(Card.deck(CLASSIC)), min_size=2, max_size=12, unique=True),
    st.integers(1, 3),
)
def test_a_games_moves_are_each_hand_cards_capture_options(capture_rule, cards, hand_size):
    # The game finds options through its own caches (keyed by the table's rank multiset and by the part of
    # the table a rank can take); they must list exactly legal_captures' options, in its order.
    rules = Rules(capture_rule=capture_rule)
    hand, table = cards[:hand_size], cards[hand_size:]
    game = Game.from_position(rules, [hand, []], table)
    expected = []
    for card in hand:
        options = legal_captures(card, table, rules)
        expected += [Move(card, cap) for cap in options] or [Move(card)]
    assert game.legal_moves() == expected


STRICT_ASSI = Rules(ace_takes_all=True, ace_takes_all_with_ace=True)


def test_strict_asso_piglia_tutto_takes_the_whole_table_even_with_an_ace_there():
    assert options("1c", ["1d", "7s"], STRICT_ASSI) == {frozenset({"1d", "7s"})}
    assert options("1c", ["1d", "7s"], Rules.preset("scopa_d_assi")) == {frozenset({"1d"})}  # the default
    # The strict sweep over an ace is still the ace's sweep, not a scopa; a lone ace taken is a plain match.
    game = Game.from_position(STRICT_ASSI, [["1c", "2c"], ["4s", "3b"]], ["1d", "7s"], stock=["6d", "6c"])
    after = game.play(Move("1c", ["1d", "7s"]))
    assert after.table == () and after.scope == (0, 0)
    game = Game.from_position(STRICT_ASSI, [["1c", "2c"], ["4s", "3b"]], ["1d"], stock=["6d", "6c"])
    assert game.play(Move("1c", ["1d"])).scope == (1, 0)


def test_the_fewest_cards_rule_keeps_only_the_smallest_sets():
    fewest = Rules(fewest_cards_capture=True)
    table = ["1d", "2s", "3b", "4c"]
    assert options("7c", table) == {frozenset({"3b", "4c"}), frozenset({"1d", "2s", "4c"})}
    assert options("7c", table, fewest) == {frozenset({"3b", "4c"})}
    assert options("5c", ["5d", "2s", "3b"], fewest) == {frozenset({"5d"})}  # a match is still a match
    # Cirulla: the fewest-cards rule picks among sums and among fifteens apart; a sum and a fifteen stay a choice.
    cirulla = dataclasses.replace(Rules.preset("cirulla"), fewest_cards_capture=True)
    assert options("6c", ["2d", "4s", "1b", "5c", "9b"], cirulla) == {
        frozenset({"2d", "4s"}), frozenset({"1b", "5c"}), frozenset({"9b"}),
    }
    assert frozenset({"4s", "5c"}) in options("6c", ["2d", "4s", "1b", "5c", "9b"], Rules.preset("cirulla"))
