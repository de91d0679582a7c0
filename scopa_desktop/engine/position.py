"""A whole position as plain parts, checked: what `Game.from_position`, `Game.from_dict` and `Game.parse`
build a state from, and what `Game.to_dict` and `Game.notation` write.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from .cards import Card, as_card, table_sorted
from .deal import Hands
from .extras import NO_EXTRAS, Event, Extras
from .moves import Play
from .rules import Rules


class Position(NamedTuple):
    """Every part of a hand's state. Cards are Cards; the table is in table order."""

    rules: Rules
    dealer: int
    hand_size: int
    to_move: int
    hands: Hands
    table: tuple[Card, ...]
    stock: tuple[Card, ...]
    captured: tuple[tuple[Card, ...], ...]
    scope: tuple[int, ...]
    last_capturer: int | None
    history: tuple[Play, ...] = ()
    over: bool = False
    leftover: tuple[Card, ...] = ()
    extras: Extras = NO_EXTRAS

    @property
    def players(self) -> int:
        return len(self.hands)


def cards_of(values: Sequence[Card | str]) -> tuple[Card, ...]:
    """A tuple of Cards from Cards or their text."""
    return tuple(as_card(value) for value in values)


def check(position: Position) -> None:
    """Raise ValueError naming the field of anything impossible: a seat out of range, a card twice or not in
    the rules' deck, piles or scope not one per side, a stock that does not deal out evenly."""
    rules = position.rules
    players = position.players
    rules.check_players(players)
    n_sides = max(rules.sides_for(players)) + 1
    if len(position.captured) != n_sides:
        raise ValueError(f"captured must hold one pile per side ({n_sides}), not {len(position.captured)}")
    scope = position.scope
    if len(scope) != n_sides or not all(_is_count(count) for count in scope):
        raise ValueError(f"scope must hold one count (0 or more) per side ({n_sides}), not {scope!r}")
    _check_seat("dealer", position.dealer, players)
    _check_seat("to_move", position.to_move, players)
    if position.last_capturer is not None:
        _check_seat("last_capturer", position.last_capturer, players, "None or ")
    for play in position.history:
        _check_seat("history seat", play.seat, players)
    for event in position.extras.events:
        _check_seat("event seat", event.seat, players)
    deck = set(Card.deck(rules))
    seen: set[Card] = set()
    in_play = [*(c for hand in position.hands for c in hand), *position.table, *position.stock]
    for card in [*in_play, *(c for pile in position.captured for c in pile)]:
        if card not in deck:
            raise ValueError(f"card {card} is not in the {rules.deck_size}-card deck of these rules")
        if card in seen:
            raise ValueError(f"card {card} is listed twice")
        seen.add(card)
    if len(position.stock) % players:
        raise ValueError(f"the stock ({len(position.stock)} cards) must deal out evenly to {players} players")


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _check_seat(name: str, seat: object, players: int, also: str = "") -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise ValueError(f"{name} must be {also}a seat from 0 to {players - 1}, not {seat!r}")


def to_data(position: Position) -> dict[str, Any]:
    """Plain JSON-safe data (the format of `Game.to_dict`)."""
    return {
        "rules": position.rules.to_dict(),
        "players": position.players,
        "dealer": position.dealer,
        "hand_size": position.hand_size,
        "to_move": position.to_move,
        "hands": [_texts(hand) for hand in position.hands],
        "table": _texts(position.table),
        "stock": _texts(position.stock),
        "captured": [_texts(pile) for pile in position.captured],
        "scope": list(position.scope),
        "last_capturer": position.last_capturer,
        "history": [[p.seat, str(p.card), _texts(p.capture), p.scopa] for p in position.history],
        "over": position.over,
        "leftover": _texts(position.leftover),
        "extras": None if position.extras is NO_EXTRAS else _extras_data(position.extras),
    }


def from_data(data: dict[str, Any]) -> Position:
    """Inverse of `to_data`; anything missing, of the wrong type or impossible raises ValueError."""
    try:
        position = Position(
            Rules.from_dict(data["rules"]), _int(data["dealer"]), _int(data["hand_size"]), data["to_move"],
            tuple(cards_of(hand) for hand in data["hands"]), table_sorted(cards_of(data["table"])),
            cards_of(data["stock"]), tuple(cards_of(pile) for pile in data["captured"]), tuple(data["scope"]),
            data["last_capturer"],
            tuple(Play(_int(s), as_card(c), cards_of(cap), bool(sc)) for s, c, cap, sc in data["history"]),
            bool(data["over"]), cards_of(data["leftover"]), _extras_from(data.get("extras")),
        )
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"not a saved game: {exc!r}") from None
    if data.get("players", position.players) != position.players:
        raise ValueError(f"players is {data['players']!r} but hands lists {position.players}")
    check(position)
    return position


def _int(value: Any) -> int:
    return int(value)


def _texts(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def _extras_data(extras: Extras) -> dict:
    return {
        "bonus": [[[name, points] for name, points in side] for side in extras.bonus],
        "revealed": [_texts(hand) for hand in extras.revealed],
        "events": [[e.kind, e.seat, _texts(e.cards), e.points] for e in extras.events],
    }


def _extras_from(data: dict | None) -> Extras:
    if not data:
        return NO_EXTRAS
    return Extras(
        tuple(tuple((str(name), int(points)) for name, points in side) for side in data["bonus"]),
        tuple(cards_of(hand) for hand in data["revealed"]),
        tuple(Event(str(kind), int(seat), cards_of(cards), int(pts)) for kind, seat, cards, pts in data["events"]),
    )
