"""Cards: rank 1-13 and suit letter, interned, immutable, with the text notation `7d`.

A `Card` is an `int` subclass (its index in the full 52-card order, rank by rank) so that hashing and
equality run in C, frozensets of cards hash the same on every machine (no address-based hashes), and the
bots' simulator (`bots/sim.py`) can hold cards as plain ints. Every `Card(rank, suit)` returns the one shared
instance for that card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import Rules

SUITS = ("d", "c", "s", "b")
MAX_RANK = 13

# Primiera value per rank; ranks above 7 (courts, and the 52-card deck's 8-13) are worth 10.
PRIMIERA_VALUE = {1: 16, 2: 12, 3: 13, 4: 14, 5: 15, 6: 18, 7: 21}
for _rank in range(8, MAX_RANK + 1):
    PRIMIERA_VALUE[_rank] = 10


class Card(int):
    """One playing card. `Card.parse("7d")`, `Card(7, "d")`; `str(card) == "7d"`.

    >>> card = Card(7, "d")
    >>> card.rank, card.suit, str(card)
    (7, 'd', '7d')
    >>> card is Card.parse("7d")
    True
    """

    rank: int
    suit: str
    primiera: int

    def __new__(cls, rank: int, suit: str) -> Card:
        try:
            return _BY_KEY[(rank, suit)]
        except (KeyError, TypeError):
            raise ValueError(
                f"no such card: rank {rank!r}, suit {suit!r} (ranks 1-{MAX_RANK}, suits {' '.join(SUITS)})"
            ) from None

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse the notation `<rank><suit>`, e.g. `7d`, `10b`, `1c`. Raises ValueError naming the text.

        >>> Card.parse("10b")
        Card('10b')
        >>> Card.parse("7x")
        Traceback (most recent call last):
        ...
        ValueError: not a card: '7x' (write rank 1-13 then suit d/c/s/b, e.g. '7d' or '10b')
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise ValueError(f"not a card: {text!r} (expected text such as '7d')")
        card = _BY_TEXT.get(text.strip().lower())
        if card is None:
            raise ValueError(
                f"not a card: {text!r} (write rank 1-{MAX_RANK} then suit d/c/s/b, e.g. '7d' or '10b')"
            )
        return card

    @classmethod
    def deck(cls, rules: Rules | None = None) -> list[Card]:
        """A new list of the full deck for `rules` (40 cards, or 52 for a 52-card rule set), fixed order.

        >>> deck = Card.deck()
        >>> len(deck), deck[0], deck[-1]
        (40, Card('1d'), Card('10b'))
        """
        size = 40 if rules is None else rules.deck_size
        return list(DECK_52 if size == 52 else DECK_40)

    def __str__(self) -> str:
        return self._text  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        return f"Card({self._text!r})"  # type: ignore[attr-defined]

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __reduce__(self):
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo) -> Card:
        return self

    def __setattr__(self, name, value):
        raise AttributeError("cards are immutable")

    def __delattr__(self, name):
        raise AttributeError("cards are immutable")


_BY_KEY: dict[tuple[int, str], Card] = {}
_BY_TEXT: dict[str, Card] = {}
# Cards are numbered rank-major (rank, then suit): a table kept in table order is then sorted as plain
# ints, which the engine bisects and sorts without a key function.
ALL_CARDS: list[Card] = []
for _rank in range(1, MAX_RANK + 1):
    for _si, _suit in enumerate(SUITS):
        _card = int.__new__(Card, (_rank - 1) * len(SUITS) + _si)
        object.__setattr__(_card, "rank", _rank)
        object.__setattr__(_card, "suit", _suit)
        object.__setattr__(_card, "primiera", PRIMIERA_VALUE[_rank])
        object.__setattr__(_card, "_text", f"{_rank}{_suit}")
        _BY_KEY[(_rank, _suit)] = _card
        _BY_TEXT[f"{_rank}{_suit}"] = _card
        ALL_CARDS.append(_card)

# The deck's fixed order, which the shuffle starts from, is suit by suit (denari first), ace to king.
DECK_52: tuple[Card, ...] = tuple(sorted(ALL_CARDS, key=lambda c: (SUITS.index(c.suit), c.rank)))
DECK_40: tuple[Card, ...] = tuple(c for c in DECK_52 if c.rank <= 10)
SETTEBELLO = _BY_KEY[(7, "d")]  # the seven of coins: a point of its own
RE_BELLO = _BY_KEY[(10, "d")]  # the king of coins: a point of its own under `re_bello`


def table_sorted(cards) -> tuple[Card, ...]:
    """Cards in table order: by rank, then suit (the engine keeps the table this way)."""
    return tuple(sorted(cards))


def as_card(value: Card | str) -> Card:
    """A Card from a Card or its text."""
    if isinstance(value, Card):
        return value
    return Card.parse(value)

