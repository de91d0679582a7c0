"""Hand scoring and match winners, from the rule sources' examples."""

import dataclasses

import pytest

from scopa_desktop.engine import Rules, match_winner, score_hand

CLASSIC = Rules.preset("classic")


def points(captured, scope=None, rules=CLASSIC):
    return score_hand(captured, scope or [0] * len(captured), rules)


def test_each_category_goes_to_the_side_strictly_ahead():
    a = ["7d", "1d", "2d", "3d", "6c", "7s", "5b"]
    b = ["4c", "8s", "9b"]
    score_a, score_b = points([a, b], [2, 0])
    assert (score_a.cards, score_a.coins, score_a.settebello, score_a.primiera, score_a.scope) == (1, 1, 1, 1, 2)
    assert score_a.total == 6 and score_b.total == 0
    assert (score_a.n_cards, score_a.n_coins) == (7, 4)
    assert score_a.primiera_value == 21 + 18 + 21 + 15


def test_source_001_ties_at_twenty_cards_and_five_coins_give_nobody_the_point():
    from scopa_desktop.engine import Card

    deck = Card.deck(CLASSIC)
    coins = [c for c in deck if c.suit == "d"]
    rest = [c for c in deck if c.suit != "d"]
    a = coins[:5] + rest[:15]
    b = coins[5:] + rest[15:]
    sa, sb = points([a, b])
    assert sa.cards == sb.cards == 0 and sa.coins == sb.coins == 0
    tied = points([a, b], rules=dataclasses.replace(CLASSIC, ties_award_all=True))
    assert tied[0].cards == tied[1].cards == 1 and tied[0].coins == tied[1].coins == 1


def test_source_000_true_premiera_example():
    # Player A: three 7s and a Cavallo = 73; player B: a 7 and three 6s = 75. B wins top-four primiera.
    rules = dataclasses.replace(CLASSIC, primiera="top_four")
    a, b = points([["7c", "7s", "7b", "9d"], ["7d", "6c", "6s", "6b"]], rules=rules)
    assert (a.primiera_value, b.primiera_value) == (73, 75)
    assert (a.primiera, b.primiera) == (0, 1)


def test_per_suit_primiera_needs_every_suit_unless_nobody_has_them_all():
    # A has higher cards but no bastoni; B has all four suits with a lower sum: B wins.
    a, b = points([["7d", "7c", "7s", "6d", "6c"], ["1d", "2c", "2s", "2b"]])
    assert a.primiera_value > b.primiera_value and (a.primiera, b.primiera) == (0, 1)
    # Nobody has every suit: compare sums as usual.
    a, b = points([["7d", "7c"], ["6d", "6c"]])
    assert (a.primiera, b.primiera) == (1, 0)
    a, b = points([["7d", "6c"], ["6d", "7c"]])
    assert (a.primiera, b.primiera) == (0, 0)


def test_most_sevens_and_primiera_off():
    sevens = dataclasses.replace(CLASSIC, primiera="most_sevens")
    a, b = points([["7c", "7s", "1d"], ["7b", "6c", "6s", "6b"]], rules=sevens)
    assert (a.primiera, b.primiera) == (1, 0) and a.primiera_value == 2
    off = dataclasses.replace(CLASSIC, primiera="off")
    a, b = points([["7c", "7s", "7b", "7d"], ["6c"]], rules=off)
    assert a.primiera == b.primiera == 0
    assert points([[], []], rules=sevens)[0].primiera == 0


def test_re_bello_and_napola_bonuses():
    rules = dataclasses.replace(CLASSIC, re_bello=True, napola=True)
    a, b = points([["10d", "1d", "2d", "3d", "4d", "6d"], ["5d"]], rules=rules)
    assert dict(a.bonuses) == {"re_bello": 1, "napola": 4}
    assert a.bonus == 5 and b.bonus == 0
    assert dict(points([["1d", "2d"], []], rules=rules)[0].bonuses) == {}
    full = points([[f"{r}d" for r in range(1, 11)], []], rules=rules)[0]
    assert dict(full.bonuses)["napola"] == 10


def test_partial_piles_and_three_sides():
    scores = points([["7d"], ["1c", "2c"], []], [0, 1, 0])
    assert [s.total for s in scores] == [1 + 1 + 1, 1 + 1, 0]


def test_score_hand_needs_one_scope_count_per_side():
    with pytest.raises(ValueError):
        score_hand([["7d"], []], [0], CLASSIC)


@pytest.mark.parametrize(
    ("totals", "winner"),
    [((11, 4), 0), ((10, 4), None), ((11, 11), None), ((12, 13), 1), ((3, 21, 20), 1), ((11, 12, 12), None)],
)
def test_match_winner_needs_the_target_and_a_strict_lead(totals, winner):
    assert match_winner(totals, CLASSIC) == winner


def test_match_winner_uses_the_rules_target():
    assert match_winner((15, 3), dataclasses.replace(CLASSIC, target=16)) is None
    assert match_winner((16, 3), dataclasses.replace(CLASSIC, target=16)) == 0
