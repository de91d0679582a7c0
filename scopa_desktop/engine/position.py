"""A whole position as plain parts, checked: what `Game.from_position`, `Game.from_dict` and `Game.parse`
build a state from, and what `Game.to_dict` and `Game.notation` write.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from .cards import Card, as_card, table_sorted
from .deal import Hands, deal_plan
from .extras import NO_EXTRAS, Event, Extras
from .moves import Play
from .rules import Rules

EVENT_KINDS = ("opening_fifteen", "cirulla", "tris")  # the kinds of extras.Event


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


def check(position: Position, out_of_play: tuple[Card, ...] | None = None) -> None:
    """Raise ValueError naming the field of anything impossible: a seat out of range, a card twice or not in
    the rules' deck, piles or scope not one per side, a stock that does not deal out evenly, a hand size not
    the rules' deal, a history or leftover that does not fit the cards, a hand over with cards still to play.

    With `out_of_play` (the cards a saved game says are out of play), every card of the deck must be listed
    exactly once: a card lost or added is caught as well."""
    rules = position.rules
    players = position.players
    rules.check_players(players)
    n_sides = rules.side_count(players)
    _check_count("hand_size", position.hand_size, 1)
    if position.hand_size != deal_plan(rules, players)[1]:
        raise ValueError(f"hand_size must be {deal_plan(rules, players)[1]} for these rules, not {position.hand_size}")
    if len(position.captured) != n_sides:
        raise ValueError(f"captured must hold one pile per side ({n_sides}), not {len(position.captured)}")
    scope = position.scope
    if len(scope) != n_sides or not all(is_count(count) for count in scope):
        raise ValueError(f"scope must hold one count (0 or more) per side ({n_sides}), not {scope!r}")
    _check_seat("dealer", position.dealer, players)
    _check_seat("to_move", position.to_move, players)
    if position.last_capturer is not None:
        _check_seat("last_capturer", position.last_capturer, players, "None or ")
    deck = set(Card.deck(rules))
    seen: set[Card] = set()
    in_play = [*(c for hand in position.hands for c in hand), *position.table, *position.stock]
    piled = [c for pile in position.captured for c in pile]
    for card in [*in_play, *piled, *(out_of_play or ())]:
        if card not in deck:
            raise ValueError(f"card {card} is not in the {rules.deck_size}-card deck of these rules")
        if card in seen:
            raise ValueError(f"card {card} is listed twice")
        seen.add(card)
    if out_of_play is not None and len(seen) != len(deck):
        missing = " ".join(str(card) for card in sorted(deck - seen))
        raise ValueError(f"cards {missing} are missing: not in any hand, the table, the stock, a pile or out of play")
    if len(position.stock) % players:
        raise ValueError(f"the stock ({len(position.stock)} cards) must deal out evenly to {players} players")
    _check_flow(position, set(piled))
    _check_extras(position.extras, players, n_sides)


def _check_flow(position: Position, piled: set[Card]) -> None:
    """The history, the end of the hand and the leftover against the cards where they lie."""
    players = position.players
    played: set[Card] = set()
    for play in position.history:
        _check_seat("history seat", play.seat, players)
        if type(play.scopa) is not bool:
            raise ValueError(f"history scopa must be true or false, not {play.scopa!r}")
        for card in (play.card, *play.capture):
            if card not in piled and card not in position.table:
                raise ValueError(f"history names {card}, which is not on the table or in a captured pile")
        if play.card in played:
            raise ValueError(f"history plays {play.card} twice")
        played.add(play.card)
    if type(position.over) is not bool:
        raise ValueError(f"over must be true or false, not {position.over!r}")
    if position.over and (any(position.hands) or position.stock):
        raise ValueError("over is true but cards are still in the hands or the stock")
    if not position.over and not position.hands[position.to_move]:
        raise ValueError(f"to_move is seat {position.to_move}, which holds no card, and the hand is not over")
    if position.leftover and (not position.over or not set(position.leftover) <= piled):
        raise ValueError("leftover must be cards of a captured pile, and only once the hand is over")


def _check_extras(extras: Extras, players: int, n_sides: int) -> None:
    if extras is NO_EXTRAS:
        return
    if len(extras.bonus) != n_sides or len(extras.revealed) != players:
        raise ValueError(f"extras must hold bonus points per side ({n_sides}) and a revealed hand per seat ({players})")
    for side in extras.bonus:
        for name, points in side:
            _check_count(f"extras bonus {name!r}", points, 0)
    for event in extras.events:
        _check_seat("event seat", event.seat, players)
        if event.kind not in EVENT_KINDS:
            raise ValueError(f"event kind must be one of {', '.join(EVENT_KINDS)}, not {event.kind!r}")
        _check_count("event points", event.points, 0)


def is_count(value: object) -> bool:
    """Whether `value` is a whole number, 0 or more (not a bool, not text)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _check_count(name: str, value: object, least: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise ValueError(f"{name} must be a whole number of at least {least}, not {value!r}")


def _check_seat(name: str, seat: object, players: int, also: str = "") -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise ValueError(f"{name} must be {also}a seat from 0 to {players - 1}, not {seat!r}")


def to_data(position: Position) -> dict[str, Any]:
    """Plain JSON-safe data (the format of `Game.to_dict`). A position of fewer cards than the deck (see
    `Game.from_position`) lists the rest under "out_of_play", so that `from_data` can tell them from cards lost."""
    data = {
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
    listed = {*position.table, *position.stock, *(c for group in (*position.hands, *position.captured) for c in group)}
    out_of_play = [card for card in Card.deck(position.rules) if card not in listed]
    if out_of_play:
        data["out_of_play"] = _texts(out_of_play)
    return data


def from_data(data: dict[str, Any]) -> Position:
    """Inverse of `to_data`; anything missing, of the wrong type or impossible raises ValueError naming it."""
    if not isinstance(data, dict):
        raise ValueError(f"a saved game is a mapping of its fields, not {type(data).__name__}")
    try:
        hands = tuple(_cards(f"hands[{seat}]", hand) for seat, hand in enumerate(as_list("hands", data["hands"])))
        position = Position(
            Rules.from_dict(data["rules"]), data["dealer"], data["hand_size"], data["to_move"], hands,
            table_sorted(_cards("table", data["table"])), _cards("stock", data["stock"]),
            tuple(_cards("captured", pile) for pile in as_list("captured", data["captured"])),
            tuple(as_list("scope", data["scope"])), data["last_capturer"],
            tuple(_play(entry) for entry in as_list("history", data["history"])),
            data["over"], _cards("leftover", data["leftover"]), _extras_from(data.get("extras")),
        )
        out_of_play = _cards("out_of_play", data.get("out_of_play", []))
    except KeyError as exc:
        raise ValueError(f"not a saved game: the field {exc} is missing") from None
    except (TypeError, AttributeError) as exc:
        raise ValueError(f"not a saved game: {exc!r}") from None
    players = data.get("players")
    if type(players) is not int or players != position.players:
        raise ValueError(f"players is {players!r} but hands lists {position.players}")
    check(position, out_of_play)
    return position


def as_list(name: str, value: Any, length: int | None = None) -> list:
    """`value` as a list, if saved data holds a list there (of `length` items, when given); else ValueError."""
    if not isinstance(value, list | tuple) or (length is not None and len(value) != length):
        shape = "a list" if length is None else f"a list of {length}"
        raise ValueError(f"{name} must be {shape}, not {value!r}"[:200])
    return list(value)


def _cards(name: str, value: Any) -> tuple[Card, ...]:
    """The cards of a saved list of card texts; anything else raises ValueError naming `name`."""
    try:
        return cards_of(as_list(name, value))
    except ValueError as exc:
        raise ValueError(f"{name}: {exc}") from None


def _play(entry: Any) -> Play:
    seat, card, capture, scopa = as_list("history entry", entry, 4)
    return Play(seat, _cards("history card", [card])[0], _cards("history capture", capture), scopa)


def _texts(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def _extras_data(extras: Extras) -> dict:
    return {
        "bonus": [[[name, points] for name, points in side] for side in extras.bonus],
        "revealed": [_texts(hand) for hand in extras.revealed],
        "events": [[e.kind, e.seat, _texts(e.cards), e.points] for e in extras.events],
    }


def _extras_from(data: dict | None) -> Extras:
    if data is None:
        return NO_EXTRAS
    if not isinstance(data, dict):
        raise ValueError(f"extras must be a mapping or null, not {data!r}"[:200])
    return Extras(
        tuple(tuple(_bonus(pair) for pair in as_list("bonus", side)) for side in as_list("bonus", data["bonus"])),
        tuple(_cards("revealed", hand) for hand in as_list("revealed", data["revealed"])),
        tuple(_event(entry) for entry in as_list("events", data["events"])),
    )


def _bonus(pair: Any) -> tuple[str, int]:
    name, points = as_list("bonus", pair, 2)
    if not isinstance(name, str):
        raise ValueError(f"a bonus is named by text, not {name!r}")
    return name, points


def _event(entry: Any) -> Event:
    kind, seat, cards, points = as_list("event", entry, 4)
    return Event(kind, seat, _cards("event cards", cards), points)
