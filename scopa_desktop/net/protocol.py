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

PROTOCOL_VERSION = 4  # 4: ranked play (`identify`, ranked `quick`, `leaders`, `chart`; `rated`, `rematch`)
# 3: `redirect` (a table another process of the server holds); `list` may hide names
# 2: open lobbies, quick match, lobby listing; the `lobby` message names its owner. A server speaks every
# version here (a client of an older version is never sent what it would not read).
VERSIONS = (2, 3, 4)
REDIRECT_VERSION = 3
RANKED_VERSION = 4
# The biggest frame a client may send (the server refuses bigger ones at the WebSocket layer), and the
# biggest the server sends (an 8-player observation with its whole history is under 8 KB).
MAX_CLIENT_MESSAGE = 4096
MAX_SERVER_MESSAGE = 65536
MAX_SEATS = 8
DEFAULT_PORT = 7519
LIST_PAGE = 25  # open tables in one `lobbies` answer (the biggest page stays far under MAX_SERVER_MESSAGE)
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
    "too_many_tables", "bad_rules", "server_error", "not_allowed", "idle", "blocked", "refused", "bad_name",
    "not_identified", "same_player",
)


class ProtocolError(ValueError):
    """A message that breaks the protocol; `code` is one of ERRORS."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


# -- schemas: field -> (type, required, size limit for text/lists) ----------------------------------------
_INT, _STR, _BOOL, _DICT, _LIST, _ANY, _NUM = int, str, bool, dict, list, object, float
_KEY = (_STR, False, 64)
_LEFT = (_ANY, False, 0)  # seconds before a bot plays the awaited person's turn (a number, or None: no hold)
SCHEMAS: dict[str, dict[str, tuple[type, bool, int]]] = {
    # client -> server
    "hello": {"v": (_INT, True, 0), "client": (_STR, False, 40)},
    "create": {"rid": (_INT, True, 0), "rules": (_DICT, True, 40), "seats": (_LIST, True, MAX_SEATS),
               "name": (_STR, True, 24), "seed": (_INT, False, 0), "key": _KEY, "open": (_BOOL, False, 0)},
    "join": {"rid": (_INT, True, 0), "code": (_STR, True, 12), "name": (_STR, True, 24), "key": _KEY},
    "resume": {"rid": (_INT, True, 0), "code": (_STR, True, 12), "token": (_STR, True, 64)},
    "quick": {"rid": (_INT, True, 0), "rules": (_DICT, True, 40), "players": (_INT, True, 0),
              "name": (_STR, True, 24), "key": _KEY, "bots_after": (_NUM, False, 0), "level": (_STR, False, 12),
              "ranked": (_BOOL, False, 0)},
    "fill_bots": {"rid": (_INT, True, 0), "level": (_STR, False, 12)},
    "list": {"rid": (_INT, True, 0), "after": (_INT, False, 0), "preset": (_STR, False, 24),
             "players": (_INT, False, 0), "rev": (_INT, False, 0), "names": (_BOOL, False, 0)},
    "take_seat": {"rid": (_INT, True, 0), "seat": (_INT, True, 0)},
    "ready": {"rid": (_INT, True, 0), "ready": (_BOOL, True, 0)},
    "play": {"rid": (_INT, True, 0), "move": (_STR, True, 40), "turn": (_INT, True, 0)},
    "declare": {"rid": (_INT, True, 0), "turn": (_INT, True, 0)},
    "say": {"rid": (_INT, True, 0), "phrase": (_STR, True, 24)},
    "sync": {},
    "pong": {"t": (_NUM, True, 0), "turn": (_INT, True, 0), "rev": (_INT, False, 0)},
    "leave": {"rid": (_INT, True, 0)},
    "identify": {"rid": (_INT, True, 0), "secret": (_STR, True, 64), "name": (_STR, True, 24)},
    "leaders": {"rid": (_INT, True, 0), "family": (_STR, True, 12)},
    "chart": {"rid": (_INT, True, 0), "family": (_STR, True, 12)},
    # server -> client
    "welcome": {"v": (_INT, True, 0), "server": (_STR, True, 40)},
    "ack": {"rid": (_INT, True, 0)},
    "error": {"code": (_STR, True, 24), "message": (_STR, True, 300), "rid": (_INT, False, 0)},
    "seated": {"code": (_STR, True, 12), "seat": (_INT, True, 0), "token": (_STR, True, 64), "rid": (_INT, False, 0)},
    "lobby": {"code": (_STR, True, 12), "rev": (_INT, True, 0), "seats": (_LIST, True, MAX_SEATS),
              "started": (_BOOL, True, 0), "rules": (_DICT, True, 40), "open": (_BOOL, True, 0),
              "quick": (_BOOL, True, 0), "owner": (_ANY, True, 0)},
    "lobbies": {"rid": (_INT, True, 0), "rev": (_INT, True, 0), "total": (_INT, True, 0),
                "tables": (_LIST, True, LIST_PAGE), "next": (_ANY, True, 0), "unchanged": (_BOOL, True, 0)},
    "state": {"turn": (_INT, True, 0), "observation": (_DICT, True, 40), "last_move": (_ANY, True, 0),
              "totals": (_LIST, True, MAX_SEATS), "hand": (_INT, True, 0), "declaration": (_ANY, True, 0),
              "winner": (_ANY, True, 0), "hand_scores": (_LIST, True, MAX_SEATS), "left": _LEFT},
    "chat": {"id": (_INT, True, 0), "seat": (_INT, True, 0), "phrase": (_STR, True, 24)},
    "ping": {"t": (_NUM, True, 0)},
    "latency": {"ms": (_LIST, True, MAX_SEATS)},
    "waiting": {"seat": (_INT, True, 0), "name": (_STR, True, 24), "seconds": (_NUM, True, 0),
                "bot": (_BOOL, True, 0), "left": _LEFT},
    "match_over": {"record": (_DICT, True, 40), "match_id": (_STR, True, 64)},
    "redirect": {"rid": (_INT, True, 0), "url": (_STR, True, 300)},
    "identity": {"rid": (_INT, True, 0), "name": (_STR, True, 24), "ratings": (_LIST, True, 8)},
    "leaderboard": {"rid": (_INT, True, 0), "family": (_STR, True, 12), "top": (_LIST, True, 10),
                    "near": (_LIST, True, 11), "place": (_ANY, True, 0), "total": (_INT, True, 0)},
    "rating_chart": {"rid": (_INT, True, 0), "family": (_STR, True, 12), "points": (_LIST, True, 200)},
    "rated": {"family": (_STR, True, 12), "rating": (_INT, True, 0), "change": (_INT, True, 0),
              "matches": (_INT, True, 0), "people": (_INT, True, 0)},
    "rematch": {},
}
CLIENT_TYPES = frozenset(("hello", "create", "join", "resume", "quick", "fill_bots", "list", "take_seat", "ready",
                          "play", "declare", "say", "sync", "pong", "leave", "identify", "leaders", "chart"))
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


def _encodable(value: Any, depth: int = 0) -> bool:
    """Whether every text in a JSON value is valid Unicode (no lone surrogate, which `json.loads` lets
    through from a `\\ud800` escape and which no UTF-8 frame can carry back to anyone)."""
    if isinstance(value, str):
        return value.isascii() or not any("\ud800" <= ch <= "\udfff" for ch in value)
    if depth > 32:
        return False
    if isinstance(value, dict):
        return all(_encodable(k, depth + 1) and _encodable(v, depth + 1) for k, v in value.items())
    if isinstance(value, list):
        return all(_encodable(item, depth + 1) for item in value)
    return True


def check(message: Any, allowed: frozenset[str]) -> dict[str, Any]:
    """`message` if it is a mapping of a type in `allowed` with exactly its schema's fields, well typed."""
    if not isinstance(message, dict):
        raise ProtocolError("bad_message", "a message is a JSON object")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in allowed:
        raise ProtocolError("bad_message", f"unknown message type {str(kind)[:30]!r}")
    schema = SCHEMAS[kind]
    extra = set(message) - set(schema) - {"type"}
    if extra:
        raise ProtocolError("bad_message", f"{kind} has unknown fields: {', '.join(sorted(extra))[:100]!r}")
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


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode(text: str | bytes, allowed: frozenset[str], limit: int) -> dict[str, Any]:
    """Parse one frame into a checked message; ProtocolError for anything else (never eval, never pickle;
    NaN and Infinity, which JSON does not have, are refused too)."""
    if isinstance(text, bytes):
        raise ProtocolError("bad_message", "messages are JSON text frames, not binary")
    if len(text) > limit:
        raise ProtocolError("bad_message", f"message longer than {limit} characters")
    try:
        message = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json", "not valid JSON") from None
    check(message, allowed)
    if not _encodable(message):  # (what the server sends is made of checked text: only what it reads is walked)
        raise ProtocolError("bad_message", f"{message['type']} holds text that is not valid Unicode (a lone surrogate)")
    return message


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


_RULE_NAMES = frozenset((*Rules.presets(), "custom"))
_RULE_DEFAULTS = Rules().to_dict()


def checked_rules(data: Any) -> Rules:
    """The rule set a client asks a table to play, every field checked for its type first (so nothing the
    engine would not expect, not even its informational `name`, gets in); ProtocolError `bad_rules`."""
    if not isinstance(data, dict):
        raise ProtocolError("bad_rules", "rules are an object of rule options")
    for option, value in data.items():
        default = _RULE_DEFAULTS.get(option)
        if option == "name":
            ok = isinstance(value, str) and value in _RULE_NAMES
        elif option == "players":
            ok = isinstance(value, list) and len(value) <= 8 and all(type(item) is int for item in value)
        else:
            ok = option in _RULE_DEFAULTS and type(value) is type(default)
        if not ok:
            raise ProtocolError("bad_rules", f"rules.{str(option)[:30]} cannot be {str(value)[:30]!r}")
    try:
        return Rules.from_dict(data)
    except (ValueError, TypeError) as exc:
        raise ProtocolError("bad_rules", str(exc)[:280]) from None


def compact_rules(rules: Rules) -> dict[str, Any]:
    """A rule set as its preset's name and the options that differ from it (what a lobby listing sends)."""
    base = Rules.preset(rules.name).to_dict() if rules.name in Rules.presets() else _RULE_DEFAULTS
    own = rules.to_dict()
    return {"name": rules.name, **{k: v for k, v in own.items() if k != "name" and v != base[k]}}


def expand_rules(data: Any) -> Rules:
    """The rule set `compact_rules` described; ProtocolError for anything else."""
    if not isinstance(data, dict) or not isinstance(data.get("name"), str):
        raise ProtocolError("bad_message", "listed rules need their name")
    base = Rules.preset(data["name"]).to_dict() if data["name"] in Rules.presets() else dict(_RULE_DEFAULTS)
    return read_rules({**base, **data})


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
