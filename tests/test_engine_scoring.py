"""Hand scoring and match winners, from the rule sources' examples."""

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scopa_desktop.engine import Card, Rules, match_winner, score_hand

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


def reference_score(piles, scope, ties_award_all):
    """The hand score written plainly from RULES.md, to check the engine's fast two-side scorer against."""

    def point(values, may):
        eligible = [v for v, m in zip(values, may, strict=True) if m]
        if not eligible:
            return [0] * len(values)
        leaders = [i for i, (v, m) in enumerate(zip(values, may, strict=True)) if m and v == max(eligible)]
        return [1 if i in leaders and (len(leaders) == 1 or ties_award_all) else 0 for i in range(len(values))]

    n_cards = [len(p) for p in piles]
    n_coins = [sum(1 for c in p if c.suit == "d") for p in piles]
    best = [[max((c.primiera for c in p if c.suit == s), default=0) for s in "dcsb"] for p in piles]
    prim = [sum(b) for b in best]
    may = [all(b) and v > 0 for b, v in zip(best, prim, strict=True)]
    if not any(may):
        may = [v > 0 for v in prim]
    cards = point(n_cards, [n > 0 for n in n_cards])
    coins = point(n_coins, [n > 0 for n in n_coins])
    primiera = point(prim, may)
    sette = [1 if any(c.rank == 7 and c.suit == "d" for c in p) else 0 for p in piles]
    return [
        (cards[i], coins[i], sette[i], primiera[i], scope[i], cards[i] + coins[i] + sette[i] + primiera[i] + scope[i],
         n_cards[i], n_coins[i], prim[i])
        for i in range(len(piles))
    ]


@settings(max_examples=400, deadline=None)
@given(
    st.permutations(Card.deck(CLASSIC)), st.integers(0, 40), st.integers(0, 40), st.integers(2, 3), st.booleans(),
    st.lists(st.integers(0, 3), min_size=3, max_size=3),
)
def test_scores_match_a_plain_reading_of_the_rules(deck, cut_a, cut_b, sides, ties, scope):
    low, high = sorted((cut_a, cut_b))
    piles = [deck[:low], deck[low:high], deck[high:]][:sides]
    rules = dataclasses.replace(CLASSIC, ties_award_all=ties)
    got = score_hand(piles, scope[:sides], rules)
    assert [
        (s.cards, s.coins, s.settebello, s.primiera, s.scope, s.total, s.n_cards, s.n_coins, s.primiera_value)
        for s in got
    ] == reference_score(piles, scope[:sides], ties)
