"""A table's save: what `Table` keeps across a restart, as plain JSON data, and the strict reading of it.

A save is read as hostile: every field is checked for its type and range (a code the lobby can look up, a
turn that is a small whole number, seats and a match that agree), and the table rebuilt from it must be
able to say its lobby and every seat's state, or the save is refused with a ValueError naming why (the
lobby then moves it aside). Saves of version 1 (one JSON file per table, before the database) are read too.
"""

from __future__ import annotations

import math
import re
from typing import Any

from ..engine import Match
from ..storage import MoveLog, is_packed_moves, pack_moves, unpack_moves
from .protocol import CODE_ALPHABET, CODE_LENGTH, ProtocolError, checked_rules
from .seating import SeatSlot
from .table import Table, TableEnv

VERSION = 2
MAX_TURN = 100_000  # far more actions than any match takes
MAX_KEYS = 64
_CODE = re.compile(f"^[{CODE_ALPHABET}]{{{CODE_LENGTH}}}$")
_FIELDS = frozenset(("v", "code", "rules", "seed", "seats", "turn", "match_id", "last_move", "match", "open", "quick",
                     "owner", "origin", "created", "keys", "reported", "ranked", "rated", "moves"))


def table_data(table: Table) -> dict[str, Any]:
    """What is kept of a table (tokens too: the players resume their seats after a restart)."""
    return {"v": VERSION, "code": table.code, "rules": table.rules.to_dict(), "seed": table.seed,
            "seats": [slot.to_dict() for slot in table.slots], "turn": table.turn, "match_id": table.match_id,
            "last_move": table.last_move, "match": None if table.match is None else table.match.to_dict(),
            "open": table.open, "quick": table.quick, "owner": table.owner, "origin": table.origin,
            "created": table.created, "keys": table.keys, "reported": table.reported, "ranked": table.ranked,
            "rated": table.rated, "moves": _moves_kept(table)}


def _moves_kept(table: Table) -> str | None:
    """The finished hands' moves (the hand in play is in its match), None when some are unknown."""
    hands = None if table.match is None else table.moves.finished(table.match)
    return None if hands is None else pack_moves(hands)


def _need(ok: bool, what: str) -> None:
    if not ok:
        raise ValueError(what)


def _text(value: Any, limit: int) -> bool:
    return isinstance(value, str) and len(value) <= limit and value.isprintable()


def _whole(value: Any, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _check_last_move(value: Any, players: int) -> None:
    if value is None:
        return
    _need(isinstance(value, dict) and set(value) == {"seat", "kind", "move"}, "last_move is seat, kind and move")
    _need(_whole(value["seat"], 0, players - 1), "last_move.seat is a seat at the table")
    _need(value["kind"] in ("play", "declare"), "last_move.kind is play or declare")
    _need(value["move"] is None or _text(value["move"], 40), "last_move.move is a move's text")


def _check_keys(value: Any) -> dict[str, list[Any]]:
    _need(isinstance(value, dict) and len(value) <= MAX_KEYS, f"keys is a mapping of at most {MAX_KEYS}")
    for key, entry in value.items():
        _need(_text(key, 64) and isinstance(entry, list) and len(entry) == 4, "a key is [print, token, spent, made]")
        fingerprint, token, spent, made = entry
        _need(_text(fingerprint, 64) and _text(token, 64) and isinstance(spent, bool), "a key is text and a flag")
        _need(isinstance(made, int | float) and math.isfinite(made), "a key's time is a number")
    return value


def load_table(data: Any, env: TableEnv) -> Table:
    """The table a save describes, reachable and able to say every seat's state; ValueError otherwise."""
    _need(isinstance(data, dict) and data.get("v") in (1, VERSION), "not a saved table (version 1 or 2)")
    unknown = set(data) - _FIELDS
    _need(not unknown, f"unknown fields {sorted(unknown)[:5]}")
    code = data.get("code")
    _need(isinstance(code, str) and bool(_CODE.match(code)), "code is not an invitation code")
    try:
        rules = checked_rules(data.get("rules"))
    except ProtocolError as exc:
        raise ValueError(f"rules: {exc}") from None
    seats = data.get("seats")
    _need(isinstance(seats, list) and 2 <= len(seats) <= 8, "seats is a list of 2 to 8 seats")
    now = env.clock()
    slots = [SeatSlot.from_dict(seat, now) for seat in seats]
    seed = data.get("seed")
    _need(_whole(seed, -(2**63), 2**63) or _text(seed, 200), "seed is a whole number or text")
    turn = data.get("turn", 0)
    _need(_whole(turn, 0, MAX_TURN), f"turn is a whole number from 0 to {MAX_TURN}")
    for flag in ("open", "quick", "reported", "ranked", "rated"):
        _need(isinstance(data.get(flag, False), bool), f"{flag} is true or false")
    owner, origin, created = data.get("owner"), data.get("origin", ""), data.get("created", 0.0)
    _need(owner is None or _text(owner, 64), "owner is a token or null")
    _need(_text(origin, 64), "origin is an address")
    _need(isinstance(created, int | float) and not isinstance(created, bool) and math.isfinite(created),
          "created is a time")
    table = Table(code, rules, slots, env, seed, open_=data.get("open", False), quick=data.get("quick", False),
                  origin=origin, created=float(created))
    table.owner, table.keys = owner, _check_keys(data.get("keys", {}))
    table.ranked, table.rated = data.get("ranked", False), data.get("rated", False)
    if data.get("match") is not None:
        match = Match.from_dict(data["match"])
        _need(match.players == len(slots) and match.rules == rules, "the match is not played by the table's seats")
        _check_last_move(data.get("last_move"), len(slots))
        match_id = data.get("match_id")
        _need(_text(match_id, 64) and bool(match_id), "match_id is the match's id")
        table.match, table.turn, table.match_id = match, turn, match_id
        table.last_move, table.reported = data.get("last_move"), data.get("reported", False)
        moves = data.get("moves")  # absent from saves made before the server kept moves: no review then
        _need(moves is None or is_packed_moves(moves), "moves are a match's packed moves or null")
        table.moves = MoveLog(None if moves is None else unpack_moves(moves))
    else:
        _need(turn == 0, "a table whose match has not started is at turn 0")
    table.lobby_text()  # everything the table says must be sayable: a save that is not fails here
    if table.match is not None:
        for seat in range(len(slots)):
            table.state_text(seat)
    return table
