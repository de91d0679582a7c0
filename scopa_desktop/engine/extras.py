"""What some variants add to a hand beyond captures and scope: bonus points earned during the hand
(Cirulla's declarations), hands laid face up, and the events a player should be shown.

A hand without any of these rules carries `NO_EXTRAS`.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .deal import HandSetting
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



class Opening(NamedTuple):
    """A new hand's state before the first play, once the variant's opening events are applied."""

    table: tuple[Card, ...]
    captured: tuple[tuple[Card, ...], ...]
    scope: tuple[int, ...]
    last_capturer: int | None
    extras: Extras


def open_hand(setting: HandSetting, hands: tuple[tuple[Card, ...], ...], table: tuple[Card, ...]) -> Opening:
    """Apply what the rules award at the deal: an opening fifteen goes to the dealer, hands are declared."""
    rules = setting.rules
    captured: tuple[tuple[Card, ...], ...] = ((),) * setting.n_sides
    scope = (0,) * setting.n_sides
    if not setting.has_extras:
        return Opening(table, captured, scope, None, NO_EXTRAS)
    dealer = setting.dealer
    last = None
    extras = empty_extras(setting.players, setting.n_sides)
    bonus_scope = opening_fifteen_scope(table) if rules.opening_fifteen else 0
    if bonus_scope:
        # The dealer takes an opening table of 15 (30) with one (two) scope.
        side = setting.sides[dealer]
        captured = captured[:side] + (table,) + captured[side + 1:]
        scope = scope[:side] + (bonus_scope,) + scope[side + 1:]
        last = dealer
        extras = extras._replace(events=(Event("opening_fifteen", dealer, table, bonus_scope),))
        table = ()
    if rules.declarations:
        extras = declare(extras, hands, setting.sides, rules)
    return Opening(table, captured, scope, last, extras)
