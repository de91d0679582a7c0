"""A whole position on one line, like FEN in chess: `game.notation()` writes it, `Game.parse` reads it.

Fields are separated by single spaces, in this order:

 1. rules: the preset's name (`custom` for none), then, in brackets, every option that differs from it:
    `classic`, `classic(target=21,napola=true)`, `night_one(players=2+3)`.
 2. seats: players/dealer/seat to move, e.g. `2/0/1`.
 3. hands, one per seat, separated by `/`; cards by `,`; an empty hand is `-`.
 4. table, in table order (by rank, then suit); `-` when empty.
 5. stock, top card first; `-` when empty.
 6. captured piles, one per side, `/`-separated, in the order taken.
 7. scope, one count per side, `/`-separated.
 8. last capturer: a seat, or `-`.
 9. history: every play, `,`-separated, as seat@move with `*` after a scopa (`1@7d:3s+4b*`); `-` for none.
10. leftover: the table the last capturer took at the end of the hand; `-` before then.

Rules with events outside play (`opening_fifteen`, `declarations`) add three fields: the bonus points per
side (`cirulla=3,tris=10/-`), the revealed hand per seat (`1c,2c,3c/-`) and the events
(`opening_fifteen@0:1d+4c+10b=1,cirulla@1:1c+2c+3c=3`), each `-` when empty.

An endgame of classic rules, after seat 1 trailed the king of swords and seat 0 took 3s+4b with the
settebello (the 10s stays: no scopa):

    classic 2/0/1 1s,9c/6b,2c 10s 5d,8c,1b,2d,3c,4d 3s,4b,7d/- 0/0 0 1@10s,0@7d:3s+4b -

>>> from scopa_desktop.engine import Game, Move, Rules
>>> game = Game.from_position(Rules.preset("classic"), hands=[["7d", "1s", "9c"], ["6b", "2c", "10s"]],
...                           table=["3s", "4b"], stock=["5d", "8c", "1b", "2d", "3c", "4d"], to_move=1)
>>> game = game.play(Move.parse("10s")).play(Move.parse("7d:3s+4b"))
>>> game.notation()
'classic 2/0/1 1s,9c/6b,2c 10s 5d,8c,1b,2d,3c,4d 3s,4b,7d/- 0/0 0 1@10s,0@7d:3s+4b -'
>>> Game.parse(game.notation()) == game
True

Whether the hand is over follows from the rest: every hand and the stock empty. `Game.parse` raises
ValueError naming the field for malformed or impossible text.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from .cards import Card, table_sorted
from .deal import deal_plan
from .extras import NO_EXTRAS, Event, Extras
from .moves import Move, Play
from .position import Position
from .rules import Rules

EMPTY_FIELD = "-"
CUSTOM = "custom"
FIELDS = ("rules", "seats", "hands", "table", "stock", "captured", "scope", "last capturer", "history", "leftover")
EXTRA_FIELDS = ("bonus", "revealed", "events")


def write(position: Position) -> str:
    """The notation of `position`."""
    fields = [
        _write_rules(position.rules),
        f"{position.players}/{position.dealer}/{position.to_move}",
        _groups(_cards(hand) for hand in position.hands),
        _cards(position.table),
        _cards(position.stock),
        _groups(_cards(pile) for pile in position.captured),
        "/".join(map(str, position.scope)),
        EMPTY_FIELD if position.last_capturer is None else str(position.last_capturer),
        _list(_write_play(play) for play in position.history),
        _cards(position.leftover),
    ]
    if _has_extras(position.rules):
        extras = position.extras
        fields += [
            _groups(_list(f"{name}={points}" for name, points in side) for side in extras.bonus),
            _groups(_cards(hand) for hand in extras.revealed),
            _list(f"{e.kind}@{e.seat}:{'+'.join(map(str, e.cards))}={e.points}" for e in extras.events),
        ]
    return " ".join(fields)


def read(text: str) -> Position:
    """The position written in `text`, not yet checked for impossible states (see `position.check`)."""
    if not isinstance(text, str):
        raise ValueError(f"a position's notation is text, not {text!r}")
    fields = text.split()
    if len(fields) < len(FIELDS):
        raise ValueError(f"notation has {len(fields)} fields, needs {len(FIELDS)}: {', '.join(FIELDS)}")
    rules = _field("rules", _read_rules, fields[0])
    expected = FIELDS + EXTRA_FIELDS if _has_extras(rules) else FIELDS
    if len(fields) != len(expected):
        raise ValueError(f"notation has {len(fields)} fields, these rules need {len(expected)}: {', '.join(expected)}")
    players, dealer, to_move = _field("seats", _read_seats, fields[1])
    values = dict(zip(expected, fields, strict=True))
    hands = _field("hands", _read_groups, values["hands"], _read_cards)
    if len(hands) != players:
        raise ValueError(f"notation field 'hands' lists {len(hands)} hands for {players} players")
    extras = NO_EXTRAS
    if _has_extras(rules):
        extras = Extras(
            _field("bonus", _read_groups, values["bonus"], _read_bonus),
            _field("revealed", _read_groups, values["revealed"], _read_cards),
            _field("events", _read_list, values["events"], _read_event),
        )
    stock = _field("stock", _read_cards, values["stock"])
    return Position(
        rules, dealer, deal_plan(rules, players)[1], to_move, hands,
        table_sorted(_field("table", _read_cards, values["table"])), stock,
        _field("captured", _read_groups, values["captured"], _read_cards),
        _field("scope", _read_groups, values["scope"], _read_int),
        None if values["last capturer"] == EMPTY_FIELD else _field("last capturer", _read_int, values["last capturer"]),
        _field("history", _read_list, values["history"], _read_play),
        not any(hands) and not stock,
        _field("leftover", _read_cards, values["leftover"]),
        extras,
    )


def _field(name: str, reader: Callable, text: str, *args):
    """`reader(text, *args)`, with any error naming the field."""
    try:
        return reader(text, *args)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"notation field {name!r} ({text!r}): {exc}") from None


def _has_extras(rules: Rules) -> bool:
    return rules.opening_fifteen or rules.declarations


# -- writing -----------------------------------------------------------------------------------------
def _cards(cards: Sequence[Card]) -> str:
    return ",".join(map(str, cards)) or EMPTY_FIELD


def _list(items) -> str:
    return ",".join(items) or EMPTY_FIELD


def _groups(items) -> str:
    return "/".join(items)


def _write_play(play: Play) -> str:
    return f"{play.seat}@{Move(play.card, play.capture)}" + ("*" if play.scopa else "")


def _write_rules(rules: Rules) -> str:
    base_name = rules.name if rules.name in Rules.presets() else CUSTOM
    base = Rules() if base_name == CUSTOM else Rules.preset(base_name)
    changed = [
        f"{option}={_write_value(getattr(rules, option))}"
        for option in Rules.option_names()
        if getattr(rules, option) != getattr(base, option)
    ]
    return f"{base_name}({','.join(changed)})" if changed else base_name


def _write_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return "+".join(map(str, value))
    return str(value)


# -- reading -----------------------------------------------------------------------------------------
def _read_rules(text: str) -> Rules:
    name, _, options = text.partition("(")
    if options and not options.endswith(")"):
        raise ValueError("options must end with ')'")
    base = Rules() if name == CUSTOM else Rules.preset(name)
    changes = {}
    for item in filter(None, options[:-1].split(",")):
        option, equals, value = item.partition("=")
        if not equals or option not in Rules.option_names():
            raise ValueError(f"{item!r} is not option=value for a rule option")
        changes[option] = _read_value(value, getattr(base, option))
    return dataclasses.replace(base, **changes)


def _read_value(text: str, like: object) -> object:
    """`text` as a value of the type of `like` (the preset's value)."""
    if isinstance(like, bool):
        if text not in ("true", "false"):
            raise ValueError(f"{text!r} is not true or false")
        return text == "true"
    if isinstance(like, tuple):
        return tuple(_read_int(part) for part in text.split("+"))
    if isinstance(like, int):
        return _read_int(text)
    return text


def _read_int(text: str) -> int:
    if not text.isdigit():
        raise ValueError(f"{text!r} is not a whole number")
    return int(text)


def _read_seats(text: str) -> tuple[int, int, int]:
    parts = text.split("/")
    if len(parts) != 3:
        raise ValueError("write players/dealer/seat to move, e.g. 2/0/1")
    players, dealer, to_move = map(_read_int, parts)
    return players, dealer, to_move


def _read_cards(text: str) -> tuple[Card, ...]:
    return () if text == EMPTY_FIELD else tuple(Card.parse(part) for part in text.split(","))


def _read_list(text: str, item: Callable) -> tuple:
    return () if text == EMPTY_FIELD else tuple(item(part) for part in text.split(","))


def _read_groups(text: str, group: Callable) -> tuple:
    return tuple(group(part) for part in text.split("/"))


def _read_play(text: str) -> Play:
    seat, at, move_text = text.partition("@")
    if not at:
        raise ValueError(f"{text!r} is not seat@move")
    scopa = move_text.endswith("*")
    move = Move.parse(move_text.removesuffix("*"))
    return Play(_read_int(seat), move.card, table_sorted(move.capture), scopa)


def _read_bonus(text: str) -> tuple[tuple[str, int], ...]:
    def pair(item: str) -> tuple[str, int]:
        name, equals, points = item.partition("=")
        if not equals:
            raise ValueError(f"{item!r} is not name=points")
        return name, _read_int(points)

    return _read_list(text, pair)


def _read_event(text: str) -> Event:
    head, equals, points = text.rpartition("=")
    kind, at, rest = head.partition("@")
    seat, colon, cards = rest.partition(":")
    if not (equals and at and colon):
        raise ValueError(f"{text!r} is not kind@seat:cards=points")
    return Event(kind, _read_int(seat), tuple(Card.parse(c) for c in cards.split("+") if c), _read_int(points))
