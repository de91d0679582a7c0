"""What some variants add to a hand beyond captures and scope: bonus points earned during the hand
(Cirulla's declarations), hands laid face up, and the events a player should be shown.

Kept apart from `game.py` so the plain game's hot path pays nothing for them: a hand without any of
these rules carries `NO_EXTRAS`.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .rules import Rules

CIRULLA_POINTS = 3  # a hand totalling 9 or less
TRIS_POINTS = 10  # three cards of one rank
MATTA = Card(7, "c")  # the 7 of cups (hearts): in Cirulla it may stand for any value in a declaration


class Event(NamedTuple):
    """Something a variant awarded outside normal play, for the table to show and the history to keep."""

    kind: str  # "opening_fifteen", "cirulla", "tris"
    seat: int
    cards: tuple[Card, ...]
    points: int  # scope for "opening_fifteen", bonus points otherwise


class Extras(NamedTuple):
    """Per-side bonus points earned during the hand, per-seat revealed hands, and the events so far."""

    bonus: tuple[tuple[tuple[str, int], ...], ...]
    revealed: tuple[tuple[Card, ...], ...]
    events: tuple[Event, ...]


NO_EXTRAS = Extras((), (), ())


def empty_extras(players: int, sides: int) -> Extras:
    return Extras(((),) * sides, ((),) * players, ())


def declaration(hand: tuple[Card, ...], rules: Rules) -> tuple[str, int] | None:
    """The best declaration a dealt hand of three allows: ("tris", 10), ("cirulla", 3), or None.

    With the matta, the 7 of cups counts as whatever value helps: as an ace for a low total, or as
    the rank of the other two for three of a kind.
    """
    if len(hand) != 3:
        return None
    wild = rules.matta and MATTA in hand
    others = [c.rank for c in hand if not (wild and c == MATTA)]
    if len(set(others)) == 1 and (wild or len(others) == 3):
        return ("tris", TRIS_POINTS)
    total = sum(others) + (1 if wild else 0)
    if total <= 9:
        return ("cirulla", CIRULLA_POINTS)
    return None


def declare(
    extras: Extras, hands: tuple[tuple[Card, ...], ...], sides: tuple[int, ...], rules: Rules
) -> Extras:
    """Score and reveal the declarations of a fresh deal (Cirulla declares them at once, face up)."""
    bonus = list(extras.bonus)
    revealed: list[tuple[Card, ...]] = [()] * len(hands)
    events = list(extras.events)
    for seat, hand in enumerate(hands):
        found = declaration(hand, rules)
        if found:
            name, points = found
            side = sides[seat]
            bonus[side] = bonus[side] + ((name, points),)
            revealed[seat] = hand
            events.append(Event(name, seat, hand, points))
    return Extras(tuple(bonus), tuple(revealed), tuple(events))


def opening_fifteen_scope(table: tuple[Card, ...]) -> int:
    """Scope the dealer earns for an opening table totalling 15 (one) or 30 (two)."""
    total = sum(c.rank for c in table)
    return {15: 1, 30: 2}.get(total, 0) if table else 0


def extras_to_data(extras: Extras) -> dict:
    return {
        "bonus": [[[name, points] for name, points in side] for side in extras.bonus],
        "revealed": [[str(c) for c in hand] for hand in extras.revealed],
        "events": [[e.kind, e.seat, [str(c) for c in e.cards], e.points] for e in extras.events],
    }


def extras_from_data(data: dict | None) -> Extras:
    if not data:
        return NO_EXTRAS
    return Extras(
        tuple(tuple((str(name), int(points)) for name, points in side) for side in data["bonus"]),
        tuple(tuple(Card.parse(c) for c in hand) for hand in data["revealed"]),
        tuple(Event(str(k), int(s), tuple(Card.parse(c) for c in cards), int(p)) for k, s, cards, p in data["events"]),
    )
