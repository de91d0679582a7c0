"""Scoring a hand and deciding a match.

A category's point goes to the one side strictly ahead; a tie gives it to nobody, or to every tied
side under `ties_award_all`.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from operator import attrgetter
from typing import NamedTuple

from .cards import ALL_CARDS, RE_BELLO, SETTEBELLO, SUITS, Card, as_card
from .rules import Rules

_new_tuple = tuple.__new__


class HandScore(NamedTuple):
    """One side's score for one hand: points per category, the total, and the raw figures behind them.

    A NamedTuple: immutable, comparable, and cheap to make (a frozen dataclass's __init__ costs several
    times more).
    """

    cards: int = 0
    coins: int = 0
    settebello: int = 0
    primiera: int = 0
    scope: int = 0
    bonus: int = 0
    total: int = 0
    n_cards: int = 0
    n_coins: int = 0
    primiera_value: int = 0
    # Named bonus points (variants), e.g. {"re_bello": 1, "napola": 4}; they add up to `bonus`.
    bonuses: tuple[tuple[str, int], ...] = ()

    def to_dict(self) -> dict:
        data = self._asdict()
        # A list of pairs, not a dict: one bonus may be earned twice in a hand (two declarations).
        data["bonuses"] = [[name, points] for name, points in self.bonuses]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> HandScore:
        values = dict(data)
        pairs = values.get("bonuses", ())
        if isinstance(pairs, dict):
            pairs = pairs.items()
        values["bonuses"] = tuple((str(name), int(points)) for name, points in pairs)
        return cls(**values)


_COINS = frozenset(c for c in ALL_CARDS if c.suit == "d")
_SEVENS = frozenset(c for c in ALL_CARDS if c.rank == 7)
# Each suit's cards, best primiera value first: a pile's best card of a suit is the first one it holds.
_BY_PRIMIERA = tuple(
    tuple(sorted((c for c in ALL_CARDS if c.suit == suit), key=lambda c: (-c.primiera, c.rank))) for suit in SUITS
)
_PRIMIERA_OF = attrgetter("primiera")
_PRIMIERA_BY_CARD = tuple(c.primiera for c in ALL_CARDS)


def primiera_value(pile: Sequence[Card], mode: str) -> tuple[int, bool]:
    """A pile's primiera figure under `mode`, and whether it may win (per_suit needs every suit)."""
    if mode == "per_suit":
        return _suit_best(pile)
    if mode == "top_four":
        return sum(heapq.nlargest(4, map(_PRIMIERA_OF, pile))), True
    if mode == "most_sevens":
        return len(_SEVENS.intersection(pile)), True
    return 0, False


def award(values: Sequence[int], eligible: Sequence[bool], ties_award_all: bool) -> list[int]:
    """One point to the side with the highest value among the eligible; ties by the rules."""
    top = None
    leaders: list[int] = []
    for i, value in enumerate(values):
        if not eligible[i]:
            continue
        if top is None or value > top:
            top = value
            leaders = [i]
        elif value == top:
            leaders.append(i)
    points = [0] * len(values)
    if len(leaders) == 1 or ties_award_all:
        for i in leaders:
            points[i] = 1
    return points


def napola_points(pile: Sequence[Card], highest: int = 10) -> int:
    """Ace, 2 and 3 of coins score 3, and 1 more for each further consecutive coin up to `highest`."""
    coins = {c.rank for c in pile if c.suit == "d"}
    run = 0
    while run + 1 in coins and run < highest:
        run += 1
    return run if run >= 3 else 0


GRANDE_POINTS = 5
GRANDE = frozenset(Card(rank, "d") for rank in (8, 9, 10))  # Fante, Cavallo and Re of coins


def score_hand(captured: Sequence[Sequence[Card | str]], scope: Sequence[int], rules: Rules) -> list[HandScore]:
    """Score one hand: `captured` holds one pile per side, `scope` one count per side.

    Piles may be partial: cards listed nowhere were captured by nobody.

    >>> mine, theirs = score_hand([["7d", "6d", "1c"], ["2s"]], [1, 0], Rules())
    >>> mine.cards, mine.coins, mine.settebello, mine.primiera, mine.scope, mine.total
    (1, 1, 1, 1, 1, 5)
    """
    piles = [tuple(as_card(c) for c in pile) for pile in captured]
    if len(scope) != len(piles):
        raise ValueError(f"score_hand needs one scope count per side: {len(piles)} piles, {len(scope)} counts")
    return score_piles(piles, scope, rules)


def score_piles(
    piles: Sequence[Sequence[Card]],
    scope: Sequence[int],
    rules: Rules,
    earned: Sequence[Sequence[tuple[str, int]]] | None = None,
) -> list[HandScore]:
    """`score_hand` for piles already made of Cards (what `Game.score` calls).

    `earned` adds, per side, bonus points earned during the hand (Cirulla's declarations).
    """
    if len(piles) == 2 and not earned and rules.primiera == "per_suit" and not (
        rules.re_bello or rules.napola or rules.grande or rules.piccola
    ):
        return _score_two(piles[0], piles[1], scope, rules.ties_award_all)
    n_cards = [len(p) for p in piles]
    n_coins = [len(_COINS.intersection(p)) for p in piles]
    ties = rules.ties_award_all
    cards_pts = award(n_cards, [n > 0 for n in n_cards], ties)
    coins_pts = award(n_coins, [n > 0 for n in n_coins], ties)
    sette = [1 if SETTEBELLO in p else 0 for p in piles]
    prim_figures = [primiera_value(p, rules.primiera) for p in piles]
    prim_values = [v for v, _ in prim_figures]
    if rules.primiera == "off":
        prim_pts = [0] * len(piles)
    else:
        eligible = [ok and v > 0 for v, ok in prim_figures]
        if not any(eligible) and rules.primiera == "per_suit":
            # When no side holds every suit, the sums are compared as usual.
            eligible = [v > 0 for v in prim_values]
        prim_pts = award(prim_values, eligible, ties)
    bonus_on = rules.re_bello or rules.napola or rules.grande or rules.piccola
    out = []
    for side, pile in enumerate(piles):
        bonuses = bonus_points(pile, rules) if bonus_on else ()
        if earned:
            bonuses = tuple(earned[side]) + bonuses
        bonus = sum(v for _, v in bonuses)
        total = cards_pts[side] + coins_pts[side] + sette[side] + prim_pts[side] + scope[side] + bonus
        out.append(
            _new_tuple(HandScore, (
                cards_pts[side], coins_pts[side], sette[side], prim_pts[side], scope[side], bonus, total,
                n_cards[side], n_coins[side], prim_values[side], bonuses,
            ))
        )
    return out


def _point(a: int, b: int, a_may: bool, b_may: bool, ties_award_all: bool) -> tuple[int, int]:
    """`award` for two sides: the point to the one strictly ahead among those who may win it."""
    if a_may and (not b_may or a > b):
        return 1, 0
    if b_may and (not a_may or b > a):
        return 0, 1
    if a_may and ties_award_all:  # both may, and they tie
        return 1, 1
    return 0, 0


def _suit_best(pile: Sequence[Card]) -> tuple[int, bool]:
    """The per-suit primiera figure of a pile, and whether it holds every suit."""
    return _held_best(frozenset(pile))


def _held_best(held: frozenset[Card]) -> tuple[int, bool]:
    """`_suit_best` of the cards of a pile as a set."""
    total = 0
    complete = True
    for ranked in _BY_PRIMIERA:
        for card in ranked:  # a suit's best card is usually among the first two: a loop beats filter here
            if card in held:
                total += _PRIMIERA_BY_CARD[card]  # a table: an int subclass's attribute is slow to read
                break
        else:
            complete = False
    return total, complete


def _score_two(a: Sequence[Card], b: Sequence[Card], scope: Sequence[int], ties: bool) -> list[HandScore]:
    """`score_piles` for the common case, written out: two sides, per-suit primiera, no bonus points.

    The same arithmetic without the general loops: scoring is about 5% of a random hand's time through the
    engine (scripts/bench/bench_engine.py), and this path halves it. Tests compare both paths with a plain reading
    of the rules.
    """
    na, nb = len(a), len(b)
    held_a, held_b = frozenset(a), frozenset(b)  # each read below is then one lookup, not a scan
    ca, cb = len(_COINS.intersection(held_a)), len(_COINS.intersection(held_b))
    pa, a_all = _held_best(held_a)
    pb, b_all = _held_best(held_b)
    cards = _point(na, nb, na > 0, nb > 0, ties)
    coins = _point(ca, cb, ca > 0, cb > 0, ties)
    if (a_all and pa) or (b_all and pb):
        prim = _point(pa, pb, a_all and pa > 0, b_all and pb > 0, ties)
    else:  # nobody holds every suit: the sums are compared as usual
        prim = _point(pa, pb, pa > 0, pb > 0, ties)
    sa = 1 if SETTEBELLO in held_a else 0
    sb = 1 if SETTEBELLO in held_b else 0
    return [
        _new_tuple(HandScore, (
            cards[0], coins[0], sa, prim[0], scope[0], 0, cards[0] + coins[0] + sa + prim[0] + scope[0],
            na, ca, pa, (),
        )),
        _new_tuple(HandScore, (
            cards[1], coins[1], sb, prim[1], scope[1], 0, cards[1] + coins[1] + sb + prim[1] + scope[1],
            nb, cb, pb, (),
        )),
    ]


def bonus_points(pile: Sequence[Card], rules: Rules) -> tuple[tuple[str, int], ...]:
    """The variant bonuses one side's pile earns, by name: the one check of the bonus cards.

    >>> bonus_points([Card.parse(text) for text in ("1d", "2d", "3d", "4d", "10d")], Rules.preset("napola"))
    (('napola', 4),)
    """
    found: list[tuple[str, int]] = []
    if rules.re_bello and RE_BELLO in pile:
        found.append(("re_bello", 1))
    if rules.napola:
        points = napola_points(pile)
        if points:
            found.append(("napola", points))
    if rules.piccola:
        # Cirulla's piccola: the napola run, counted up to the 6 of coins.
        points = napola_points(pile, highest=6)
        if points:
            found.append(("piccola", points))
    if rules.grande and GRANDE.issubset(pile):
        found.append(("grande", GRANDE_POINTS))
    return tuple(found)


def match_winner(totals: Sequence[int], rules: Rules) -> int | None:
    """The side that has won at the end of a hand: at least the target and strictly ahead of every other.

    >>> match_winner([11, 9], Rules()), match_winner([12, 12], Rules()), match_winner([10, 3], Rules())
    (0, None, None)
    """
    if not totals:
        return None
    top = max(totals)
    if top < rules.target or list(totals).count(top) > 1:
        return None
    return list(totals).index(top)
