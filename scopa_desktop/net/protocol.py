"""The wire protocol: versioned JSON messages, each built and checked here and nowhere else.

Every message is one JSON object (a WebSocket text frame) with a `type` and the fields its schema
(`SCHEMAS`) names; `encode` refuses to send a message that breaks its schema, `decode` refuses to read one.
No pickle, no eval: only `json.loads` of a frame no bigger than the size limit. Cards and moves travel in
the engine's notation ("7d", "7d:3c+4s"); a seat's view of the game is its `Observation`, encoded by
`encode_observation` and rebuilt by `decode_observation`. docs/PROTOCOL.md documents every message.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from ..engine import ALL_CARDS, Card, Event, Observation, Play, Rules

PROTOCOL_VERSION = 1
# The biggest frame a client may send (the server refuses bigger ones at the WebSocket layer), and the
# biggest the server sends (an 8-player observation with its whole history is under 8 KB).
MAX_CLIENT_MESSAGE = 4096
MAX_SERVER_MESSAGE = 65536
MAX_SEATS = 8
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud or typed without mistakes
CODE_LENGTH = 6
# The only things a player can say at the table, by key (no free text to moderate); the game shows each
# in Italian with its meaning (docs/PROTOCOL.md lists them).
PHRASES = (
    "ciao", "buona_partita", "tocca_a_te", "bravo", "bella_presa", "che_fortuna", "scopa",
    "peccato", "ci_penso", "un_attimo", "grazie", "complimenti", "arrivederci",
)
# Error codes a client may receive (see docs/PROTOCOL.md).
ERRORS = (
    "bad_json", "bad_message", "version", "rate_limited", "not_seated", "no_table", "table_full", "bad_token",
    "seat_taken", "not_your_turn", "illegal_move", "stale_turn", "not_started", "already_started",
    "too_many_tables", "bad_rules", "server_error",
)


class ProtocolError(ValueError):
    """A message that breaks the protocol; `code` is one of ERRORS."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


# -- schemas: field -> (type, required, size limit for text/lists) ----------------------------------------
_INT, _STR, _BOOL, _DICT, _LIST, _ANY, _NUM = int, str, bool, dict, list, object, float
SCHEMAS: dict[str, dict[str, tuple[type, bool, int]]] = {
    # client -> server
    "hello": {"v": (_INT, True, 0), "client": (_STR, False, 40)},
    "create": {"rid": (_INT, True, 0), "rules": (_DICT, True, 40), "seats": (_LIST, True, MAX_SEATS),
               "name": (_STR, True, 24), "seed": (_INT, False, 0), "key": (_STR, False, 64)},
    "join": {"rid": (_INT, True, 0), "code": (_STR, True, 12), "name": (_STR, True, 24), "key": (_STR, False, 64)},
    "resume": {"rid": (_INT, True, 0), "code": (_STR, True, 12), "token": (_STR, True, 64)},
    "take_seat": {"rid": (_INT, True, 0), "seat": (_INT, True, 0)},
    "ready": {"rid": (_INT, True, 0), "ready": (_BOOL, True, 0)},
    "play": {"rid": (_INT, True, 0), "move": (_STR, True, 40), "turn": (_INT, True, 0)},
    "declare": {"rid": (_INT, True, 0), "turn": (_INT, True, 0)},
    "say": {"rid": (_INT, True, 0), "phrase": (_STR, True, 24)},
    "sync": {},
    "pong": {"t": (_NUM, True, 0), "turn": (_INT, True, 0), "rev": (_INT, False, 0)},
    "leave": {"rid": (_INT, True, 0)},
    # server -> client
    "welcome": {"v": (_INT, True, 0), "server": (_STR, True, 40)},
    "ack": {"rid": (_INT, True, 0)},
    "error": {"code": (_STR, True, 24), "message": (_STR, True, 300), "rid": (_INT, False, 0)},
    "seated": {"code": (_STR, True, 12), "seat": (_INT, True, 0), "token": (_STR, True, 64), "rid": (_INT, False, 0)},
    "lobby": {"code": (_STR, True, 12), "rev": (_INT, True, 0), "seats": (_LIST, True, MAX_SEATS),
              "started": (_BOOL, True, 0), "rules": (_DICT, True, 40)},
    "state": {"turn": (_INT, True, 0), "observation": (_DICT, True, 40), "last_move": (_ANY, True, 0),
              "totals": (_LIST, True, MAX_SEATS), "hand": (_INT, True, 0), "declaration": (_ANY, True, 0),
              "winner": (_ANY, True, 0), "hand_scores": (_LIST, True, MAX_SEATS)},
    "chat": {"id": (_INT, True, 0), "seat": (_INT, True, 0), "phrase": (_STR, True, 24)},
    "ping": {"t": (_NUM, True, 0)},
    "latency": {"ms": (_LIST, True, MAX_SEATS)},
    "waiting": {"seat": (_INT, True, 0), "name": (_STR, True, 24), "seconds": (_NUM, True, 0),
                "bot": (_BOOL, True, 0)},
    "match_over": {"record": (_DICT, True, 40), "match_id": (_STR, True, 64)},
}
CLIENT_TYPES = frozenset(("hello", "create", "join", "resume", "take_seat", "ready", "play", "declare", "say",
                          "sync", "pong", "leave"))
SERVER_TYPES = frozenset(SCHEMAS) - CLIENT_TYPES


def _check_field(kind: str, name: str, value: Any, spec: tuple[type, bool, int]) -> None:
    expected, _, limit = spec
    if expected is _INT:
        ok = isinstance(value, int) and not isinstance(value, bool) and -(2**53) < value < 2**53
    elif expected is _NUM:
        ok = isinstance(value, int | float) and not isinstance(value, bool) and abs(value) < 1e15
    elif expected is _ANY:
        ok = True
    else:
        ok = isinstance(value, expected)
    if not ok:
        raise ProtocolError("bad_message", f"{kind}.{name} must be {expected.__name__}, not {type(value).__name__}")
    if limit and expected in (_STR, _LIST, _DICT) and len(value) > limit:
        raise ProtocolError("bad_message", f"{kind}.{name} is longer than {limit}")


def check(message: Any, allowed: frozenset[str]) -> dict[str, Any]:
    """`message` if it is a mapping of a type in `allowed` with exactly its schema's fields, well typed."""
    if not isinstance(message, dict):
        raise ProtocolError("bad_message", "a message is a JSON object")
    kind = message.get("type")
    if kind not in allowed:
        raise ProtocolError("bad_message", f"unknown message type {str(kind)[:30]!r}")
    schema = SCHEMAS[kind]
    extra = set(message) - set(schema) - {"type"}
    if extra:
        raise ProtocolError("bad_message", f"{kind} has unknown fields: {', '.join(sorted(extra))[:100]}")
    for name, spec in schema.items():
        if name in message:
            _check_field(kind, name, message[name], spec)
        elif spec[1]:
            raise ProtocolError("bad_message", f"{kind} needs the field {name}")
    return message


def encode(kind: str, **fields: Any) -> str:
    """The JSON text of a message of `kind` (checked against its schema: a bug here raises at once)."""
    message = {"type": kind, **{k: v for k, v in fields.items() if v is not None or SCHEMAS[kind][k][1]}}
    check(message, frozenset(SCHEMAS))
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def decode(text: str | bytes, allowed: frozenset[str], limit: int) -> dict[str, Any]:
    """Parse one frame into a checked message; ProtocolError for anything else (never eval, never pickle)."""
    if isinstance(text, bytes):
        raise ProtocolError("bad_message", "messages are JSON text frames, not binary")
    if len(text) > limit:
        raise ProtocolError("bad_message", f"message longer than {limit} characters")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json", "not valid JSON") from None
    return check(message, allowed)


# -- the game on the wire ----------------------------------------------------------------------------------
def cards_text(cards: Any) -> list[str]:
    return [str(card) for card in cards]


_CARDS = {str(card): card for card in ALL_CARDS}  # a dict lookup: a state holds up to 52 cards


def parse_cards(values: Any) -> tuple[Card, ...]:
    if not isinstance(values, list) or len(values) > 52:
        raise ProtocolError("bad_message", "cards must be a list of at most 52")
    try:
        return tuple(_CARDS[v] for v in values)
    except (KeyError, TypeError):
        raise ProtocolError("bad_message", "not a card in the engine's notation") from None


@lru_cache(maxsize=256)
def _rules_data(rules: Rules, name: str) -> str:
    """A rule set's plain data, as JSON text (cached: a table sends the same rules with every state)."""
    return json.dumps(rules.to_dict())


def rules_data(rules: Rules) -> dict[str, Any]:
    return json.loads(_rules_data(rules, rules.name))


@lru_cache(maxsize=256)
def _rules_of(key: tuple) -> Rules:
    return Rules.from_dict({name: list(value) if isinstance(value, tuple) else value for name, value in key})


def read_rules(data: Any) -> Rules:
    """`Rules.from_dict(data)` (cached for the same data); ProtocolError for impossible rules."""
    try:
        key = tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in data.items()))
        return _rules_of(key)
    except (ValueError, TypeError, AttributeError) as exc:
        raise ProtocolError("bad_message", f"rules: {exc}"[:200]) from None


def encode_observation(obs: Observation) -> dict[str, Any]:
    """What one seat may know, as plain data: built from `game.observation(seat)` and nothing else."""
    return {
        "seat": obs.seat, "rules": rules_data(obs.rules), "players": obs.players, "sides": list(obs.sides),
        "dealer": obs.dealer, "to_move": obs.to_move, "hand": cards_text(obs.hand), "table": cards_text(obs.table),
        "hand_sizes": list(obs.hand_sizes), "stock_size": obs.stock_size,
        "captured": [cards_text(pile) for pile in obs.captured], "scope": list(obs.scope),
        "last_capturer": obs.last_capturer,
        "history": [[p.seat, str(p.card), cards_text(p.capture), p.scopa] for p in obs.history],
        "is_over": obs.is_over, "revealed": [cards_text(hand) for hand in obs.revealed],
        "events": [[e.kind, e.seat, cards_text(e.cards), e.points] for e in obs.events],
    }


def decode_observation(data: dict[str, Any]) -> Observation:
    """The `Observation` a client rebuilds from `encode_observation`'s data; ProtocolError if malformed."""
    try:
        return Observation(
            seat=data["seat"], rules=read_rules(data["rules"]), players=data["players"],
            sides=tuple(data["sides"]), dealer=data["dealer"], to_move=data["to_move"],
            hand=parse_cards(data["hand"]), table=parse_cards(data["table"]), hand_sizes=tuple(data["hand_sizes"]),
            stock_size=data["stock_size"], captured=tuple(parse_cards(p) for p in data["captured"]),
            scope=tuple(data["scope"]), last_capturer=data["last_capturer"],
            history=tuple(Play(seat, _CARDS[card], parse_cards(taken), bool(scopa))
                          for seat, card, taken, scopa in data["history"]),
            is_over=bool(data["is_over"]), revealed=tuple(parse_cards(h) for h in data["revealed"]),
            events=tuple(Event(kind, seat, parse_cards(cards), points) for kind, seat, cards, points in data["events"]),
        )
    except ProtocolError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ProtocolError("bad_message", f"not an observation: {exc!r}"[:200]) from None
