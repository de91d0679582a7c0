"""A move, a play in the history, and the rule of whether a sweep is a scopa.

The engine's `Game`, the hints and the bots all ask `is_scopa`; legal moves are in legal.py.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .captures import is_ace_sweep
from .cards import Card, as_card
from .rules import Rules

EMPTY: frozenset[Card] = frozenset()


class _MoveFields(NamedTuple):
    card: Card
    capture: frozenset[Card]


class Move(_MoveFields):
    """`Move(card, capture)`: positional or by keyword; text and any iterable of cards are accepted.

    Notation: `7d` for a trail, `7d:3c+4s` for a capture (table cards in table order: by rank, then suit).

    >>> move = Move("7d", ["4s", "3c"])
    >>> str(move), move.card, sorted(move.capture)
    ('7d:3c+4s', Card('7d'), [Card('3c'), Card('4s')])
    """

    __slots__ = ()

    def __new__(cls, card: Card | str, capture: Iterable[Card | str] = EMPTY) -> Move:
        if not isinstance(card, Card):
            card = as_card(card)
        if not isinstance(capture, frozenset) or not all(isinstance(c, Card) for c in capture):
            capture = frozenset(as_card(c) for c in capture)
        return tuple.__new__(cls, (card, capture))

    def __str__(self) -> str:
        if not self.capture:
            return str(self.card)
        return f"{self.card}:" + "+".join(str(c) for c in sorted(self.capture))

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Inverse of `str(move)`: `7d` or `7d:3c+4s`.

        >>> Move.parse("7d:3c+4s") == Move("7d", ["3c", "4s"])
        True
        >>> Move.parse("5b").capture
        frozenset()
        """
        head, _, tail = text.strip().partition(":")
        capture = [part for part in tail.split("+") if part] if tail else []
        return cls(head, capture)


class Play(NamedTuple):
    """One card played: who played it, what it took (in table order), and whether it was a scopa."""

    seat: int
    card: Card
    capture: tuple[Card, ...]
    scopa: bool


def make_move(card: Card, capture: frozenset[Card]) -> Move:
    """Build a Move from values already checked (no conversion)."""
    return tuple.__new__(Move, (card, capture))


def is_scopa(rules: Rules, card: Card, taken: Iterable[Card], final_play: bool) -> bool:
    """Whether playing `card` to take `taken`, the whole table, scores a scopa.

    `final_play`: the last card of the hand (no scopa then, unless `scopa_on_final_play`). Under asso piglia
    tutto, the ace's sweep of a table with no ace scores only where `ace_sweep_is_scopa` (Cirulla); an ace
    taking a lone ace is a plain match, and a scopa.

    >>> ace, other_ace = Card.parse("1d"), Card.parse("1c")
    >>> assi = Rules.preset("scopa_d_assi")
    >>> is_scopa(assi, ace, [Card.parse("5c"), Card.parse("3s")], False), is_scopa(assi, ace, [other_ace], False)
    (False, True)
    """
    if final_play and not rules.scopa_on_final_play:
        return False
    if rules.ace_takes_all and card.rank == 1 and is_ace_sweep(taken, rules):
        return rules.ace_sweep_is_scopa
    return True
