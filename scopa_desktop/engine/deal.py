"""The deal: what stays fixed for a hand (`HandSetting`), the shuffle, the first deal and every later round.

The shuffle is the deck in its fixed order (`Card.deck`) sorted by random keys, one `rng.random()` per card
in that order, with `rng = random.Random(seed)`: the same deal on every machine. A redeal sorts the
shuffled deck again with the next keys. Cards are dealt one at a time in turn order, the hands first, then
the table, and the rest is the stock.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .cards import Card, table_sorted
from .legal import option_rows
from .rules import Rules

Hands = tuple[tuple[Card, ...], ...]


def deal_plan(rules: Rules, players: int) -> tuple[int, int]:
    """(opening table cards, cards per hand in a deal) for this rule set and player count.

    >>> deal_plan(Rules(), 2), deal_plan(Rules(), 5), deal_plan(Rules.preset("scopone"), 4)
    ((4, 3), (5, 3), (0, 10))
    """
    if rules.deal == "scopone":
        return 0, 10
    if rules.deal == "scopone_classico":
        return 4, 9
    return (5 if players == 5 else 4), 3


@dataclass(frozen=True, slots=True)
class HandSetting:
    """What stays the same for a whole hand, shared by every state of it (see `hand_setting`)."""

    rules: Rules
    players: int
    dealer: int
    hand_size: int  # cards per hand in a full deal
    sides: tuple[int, ...]  # per seat, its side
    turn_order: tuple[int, ...]  # every seat, from the one after the dealer: the order of play and deal
    next_seat: tuple[int, ...]  # per seat, the seat that plays next
    option_rows: dict = field(compare=False, repr=False)  # legal.option_rows(rules): a shared cache
    n_sides: int = field(init=False)
    has_extras: bool = field(init=False)  # the rules award points or reveal hands outside play (see extras.py)

    def __post_init__(self) -> None:
        # Read on every deal: worked out once here rather than by properties.
        object.__setattr__(self, "n_sides", max(self.sides) + 1)
        object.__setattr__(self, "has_extras", self.rules.opening_fifteen or self.rules.declarations)


_SETTINGS: dict[tuple[int, int, int, int], HandSetting] = {}


def hand_setting(rules: Rules, players: int, dealer: int, hand_size: int) -> HandSetting:
    """The setting of a hand, made once per rule set, player count, dealer and hand size.

    Cached by `id(rules)`, not by `rules`: hashing a rule set hashes its every field. The cached setting
    holds `rules` itself, so that id cannot be reused while the entry lives.
    """
    key = (id(rules), players, dealer, hand_size)
    setting = _SETTINGS.get(key)
    if setting is None:
        if len(_SETTINGS) >= 1024:
            _SETTINGS.clear()
        setting = _SETTINGS[key] = HandSetting(
            rules, players, dealer, hand_size, rules.sides_for(players), rules.turn_order(dealer, players),
            tuple(rules.next_seat(seat, players) for seat in range(players)), option_rows(rules),
        )
    return setting


def shuffle(cards: list[Card], rng: random.Random) -> None:
    """Shuffle in place by sorting on random keys: one `rng.random()` per card, drawn in list order."""
    cards.sort(key=lambda _card: rng.random())


def needs_redeal(table: tuple[Card, ...], rules: Rules) -> bool:
    """Whether an opening table holds too many kings (or, under `redeal_aces`, aces) to play."""
    ranks = [card.rank for card in table]
    too_many_kings = rules.redeal_kings and ranks.count(rules.top_rank) >= rules.redeal_kings
    return bool(too_many_kings or (rules.redeal_aces and ranks.count(1) >= rules.redeal_aces))


def deal_hands(cards: tuple[Card, ...], setting: HandSetting, per_hand: int) -> Hands:
    """Each seat's `per_hand` cards from the top of `cards`, dealt one at a time in turn order."""
    dealt = per_hand * setting.players
    hands: list[tuple[Card, ...]] = [()] * setting.players
    for place, seat in enumerate(setting.turn_order):
        hands[seat] = cards[place:dealt:setting.players]
    return tuple(hands)


def first_deal(setting: HandSetting, table_count: int, seed: int | str | None) -> tuple[Hands, tuple, tuple]:
    """(hands, table, stock) of a new hand, shuffled from `seed`; redealt while `needs_redeal`."""
    rules = setting.rules
    rng = random.Random(seed)
    deck = Card.deck(rules)
    dealt = setting.hand_size * setting.players
    while True:
        shuffle(deck, rng)
        table = table_sorted(deck[dealt:dealt + table_count])
        if not needs_redeal(table, rules):
            break
    cards = tuple(deck)
    return deal_hands(cards, setting, setting.hand_size), table, cards[dealt + table_count:]


def next_round(setting: HandSetting, stock: tuple[Card, ...]) -> tuple[Hands, tuple[Card, ...]]:
    """Deal the next round from the stock (a short one when few cards are left): (hands, rest of the stock)."""
    per_hand = min(setting.hand_size, len(stock) // setting.players)
    return deal_hands(stock, setting, per_hand), stock[per_hand * setting.players:]
