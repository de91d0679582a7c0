"""What some variants add to a hand beyond captures and scope: bonus points earned during the hand
(Cirulla's declarations), hands laid face up, and the events a player should be shown.

A declaration is the player's choice: before its first card of a deal, a seat whose hand allows one
may declare it (`open_declaration`, then `declared`), or keep it hidden by simply playing a card. A
matta declared as a rank plays as that rank while its holder keeps it (`with_declared_matta`). All of it
follows from the hands and the events, so a saved hand needs nothing more than `Extras`.

A hand without any of these rules carries `NO_EXTRAS`.
"""

from __future__ import annotations

from typing import NamedTuple

from .captures import capture_options
from .cards import Card
from .deal import HandSetting
from .moves import EMPTY, Move, make_move
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


DECLARATIONS = ("cirulla", "tris")  # the event kinds of a declared hand


def declaration(hand: tuple[Card, ...], rules: Rules) -> tuple[str, int] | None:
    """The best declaration a dealt hand of three allows: ("tris", 10), ("cirulla", 3), or None.

    With the matta, the 7 of cups counts as whatever value helps: as an ace for a low total, or as
    the rank of the other two for three of a kind (see `matta_value`).
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


def matta_value(kind: str, cards: tuple[Card, ...]) -> int:
    """The rank a matta declared in `cards` (a declaration of `kind`) stands for: the rank of the other two
    in a tris, an ace in a cirulla (the lowest total)."""
    if kind == "tris":
        return next(card.rank for card in cards if card != MATTA)
    return 1


def open_declaration(hand: tuple[Card, ...], revealed: tuple[Card, ...], rules: Rules) -> tuple[str, int] | None:
    """The declaration a seat holding `hand` may make now, or None: only before its first card of a deal
    (a full hand of three) and only once (`revealed`, the seat's declared cards it still holds, is empty)."""
    if not rules.declarations or revealed:
        return None
    return declaration(hand, rules)


def declared(extras: Extras, seat: int, hand: tuple[Card, ...], side: int, rules: Rules) -> Extras:
    """`extras` once `seat` declares `hand` (`open_declaration` allows it): the points go to its side, the
    hand is played face up, and the event is recorded."""
    found = declaration(hand, rules)
    if found is None:
        raise ValueError(f"seat {seat}'s hand ({' '.join(map(str, hand))}) has nothing to declare")
    name, points = found
    bonus = [*extras.bonus]
    bonus[side] = bonus[side] + ((name, points),)
    revealed = [*extras.revealed]
    revealed[seat] = hand
    return Extras(tuple(bonus), tuple(revealed), extras.events + (Event(name, seat, hand, points),))


def declared_matta_rank(seat: int, events: tuple[Event, ...], rules: Rules) -> int | None:
    """The rank the matta plays as for `seat`, which declared it this hand; None when it did not."""
    if not rules.matta:
        return None
    for event in events:
        if event.seat == seat and event.kind in DECLARATIONS and MATTA in event.cards:
            return matta_value(event.kind, event.cards)
    return None


def with_declared_matta(
    moves: list[Move], seat: int, hand: tuple[Card, ...], table: tuple[Card, ...], events: tuple[Event, ...],
    rules: Rules,
) -> list[Move]:
    """`moves` (a seat's legal moves, in hand order) with a declared matta's moves replaced by those of the
    rank it was declared at: declared as an ace, it sweeps. Laid down, it lies on the table as the 7 of cups."""
    if MATTA not in hand:
        return moves
    rank = declared_matta_rank(seat, events, rules)
    if rank is None or rank == MATTA.rank:
        return moves
    options = capture_options(Card(rank, MATTA.suit), table, rules)  # any card of that rank takes the same
    own = [make_move(MATTA, option) for option in options]
    if not options or not rules.capture_mandatory:
        own.append(make_move(MATTA, EMPTY))
    at = next(i for i, move in enumerate(moves) if move.card == MATTA)
    return moves[:at] + own + [move for move in moves[at:] if move.card != MATTA]


def opening_fifteen_scope(table: tuple[Card, ...], rules: Rules | None = None) -> int:
    """Scope the dealer earns for an opening table totalling 15 (one) or 30 (two). With the matta on it,
    the 7 of cups counts at the value that helps (30 before 15)."""
    if not table:
        return 0
    total = sum(c.rank for c in table)
    if rules is not None and rules.matta and MATTA in table:
        others = total - MATTA.rank
        for goal, scope in ((30, 2), (15, 1)):
            if 1 <= goal - others <= rules.top_rank:
                return scope
        return 0
    return {15: 1, 30: 2}.get(total, 0)



class Opening(NamedTuple):
    """A new hand's state before the first play, once the variant's opening events are applied."""

    table: tuple[Card, ...]
    captured: tuple[tuple[Card, ...], ...]
    scope: tuple[int, ...]
    last_capturer: int | None
    extras: Extras


def open_hand(setting: HandSetting, table: tuple[Card, ...]) -> Opening:
    """Apply what the rules award at the deal: an opening fifteen goes to the dealer. (Hands are declared
    by their players' choice, later: see `open_declaration`.)"""
    rules = setting.rules
    captured: tuple[tuple[Card, ...], ...] = ((),) * setting.n_sides
    scope = (0,) * setting.n_sides
    if not setting.has_extras:
        return Opening(table, captured, scope, None, NO_EXTRAS)
    dealer = setting.dealer
    last = None
    extras = empty_extras(setting.players, setting.n_sides)
    bonus_scope = opening_fifteen_scope(table, rules) if rules.opening_fifteen else 0
    if bonus_scope:
        # The dealer takes an opening table of 15 (30) with one (two) scope.
        side = setting.sides[dealer]
        captured = captured[:side] + (table,) + captured[side + 1:]
        scope = scope[:side] + (bonus_scope,) + scope[side + 1:]
        last = dealer
        extras = extras._replace(events=(Event("opening_fifteen", dealer, table, bonus_scope),))
        table = ()
    return Opening(table, captured, scope, last, extras)
