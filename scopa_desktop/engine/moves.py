"""A move: the card played and the table cards it takes (an empty set for a trail)."""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card, as_card

EMPTY: frozenset[Card] = frozenset()


class _MoveFields(NamedTuple):
    card: Card
    capture: frozenset[Card]


class Move(_MoveFields):
    """`Move(card, capture)`: positional or by keyword; text and any iterable of cards are accepted.

    Notation: `7d` for a trail, `7d:3c+4s` for a capture (table cards in table order: by rank, then suit).
    """

    __slots__ = ()

    def __new__(cls, card: Card | str, capture=EMPTY) -> Move:
        if not isinstance(card, Card):
            card = as_card(card)
        if not isinstance(capture, frozenset) or not all(isinstance(c, Card) for c in capture):
            capture = frozenset(as_card(c) for c in capture)
        return tuple.__new__(cls, (card, capture))

    @property
    def is_capture(self) -> bool:
        return bool(self.capture)

    def __str__(self) -> str:
        if not self.capture:
            return str(self.card)
        return f"{self.card}:" + "+".join(str(c) for c in sorted(self.capture))

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Inverse of `str(move)`: `7d` or `7d:3c+4s`."""
        head, _, tail = text.strip().partition(":")
        capture = [part for part in tail.split("+") if part] if tail else []
        return cls(head, capture)


def make_move(card: Card, capture: frozenset[Card]) -> Move:
    """Build a Move from values already checked (the engine's fast path)."""
    return tuple.__new__(Move, (card, capture))
