"""One finished match as the history keeps it: `MatchRecord`, and the packed form of its hands.

A record is read from one JSON line of `history/matches.jsonl` (`MatchRecord.from_dict`, which refuses a
field of the wrong type with a ValueError naming it) and written back in the same shape (`to_dict`):

    {"v": 1, "id": "3f2a...", "date": "2026-01-01T20:00:00+01:00", "seed": 7, "players": 2,
     "seats": [{"name": "Anna", "kind": "human", "level": "", "side": 0}, ...],
     "rules": {"preset": "classic", "options": {...Rules.to_dict()}},
     "hands": "<packed>", "n_hands": 5, "totals": [11, 6], "winner": 0, "conceded": false,
     "scopas": [2, 1], "settebello": [1, 0], "moves": "7d 5c:5s ...|..."}

The hands are packed into one JSON *string* (`pack_hands`), parsed only when one match's detail is shown
(`hand_scores`, `running_scores`): that keeps a 10,000-match history quick to load. Inside, each side's
HandScore is a list in `HAND_FIELDS` order. Keys a newer version adds are kept in `extra`.

`moves` holds every move of every hand, packed (storage/moves.py), so the match replays exactly from the
rules, the players, the seed and the moves (the review). Records written before moves were kept have
none ("") and offer no review.

`id` names the match (the saved match in progress carries the same one), so a match is never recorded
twice; records written before it existed have none. Names are cut to what a name holds where they are
read (`Seat.read`), and the sides, totals and winner must agree with each other.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .moves import unpack_moves
from .seat import MAX_NAME, Seat, clean_name

RECORD_VERSION = 1
# One side's score for one hand, as stored: these values in this order, then (only when there is
# something in it) a mapping holding `bonuses` and any HandScore field a later engine adds.
HAND_FIELDS = (
    "cards", "coins", "settebello", "primiera", "scope", "bonus", "total",
    "n_cards", "n_coins", "primiera_value",
)
_INDEX = {name: i for i, name in enumerate(HAND_FIELDS)}
# Stored numbers stay in this range: a bigger one is damage (and past 4,300 digits Python refuses to print it).
NUMBER_LIMIT = 10**9
_KNOWN = frozenset((
    "v", "id", "date", "seed", "players", "seats", "rules", "hands", "n_hands", "totals", "winner", "conceded",
    "scopas", "settebello", "moves",
))


@dataclass(frozen=True)
class MatchRecord:
    """A finished match: who sat where (`seats`, and each seat's side in `sides`), the rules (`preset`
    and the `Rules.to_dict()` `options`), the packed `hands`, the per-side `totals`, `scopas` and
    `settebello` (hands in which the side took it), the `winner` side and whether the loser `conceded`.
    """

    seats: tuple[Seat, ...]
    sides: tuple[int, ...]
    totals: tuple[int, ...]
    winner: int | None
    date: str = ""
    seed: int | str | None = None
    preset: str | None = None
    options: Mapping[str, Any] | None = None
    hands: str = "[]"
    n_hands: int = 0
    conceded: bool = False
    scopas: tuple[int, ...] = ()
    settebello: tuple[int, ...] = ()
    version: int = RECORD_VERSION
    match_id: str = ""  # the match's own id ("" in records written before ids)
    moves: str = ""  # every move, packed (storage/moves.py); "" in records written before moves were kept
    extra: Mapping[str, Any] = field(default_factory=dict)  # keys of a newer version, written back as read

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def target(self) -> int:
        """The target score of the rules played (0 when unknown)."""
        value = (self.options or {}).get("target")
        return value if _is_int(value) else 0

    def side_of(self, name: str) -> int | None:
        """The side of the human seat called `name` (case-insensitive), or None."""
        seat = self.seat_of(name)
        return None if seat is None else self.sides[seat]

    def seat_of(self, name: str) -> int | None:
        """The seat of the human called `name` (case-insensitive), or None."""
        key = name.strip().casefold()
        return next((i for i, seat in enumerate(self.seats)
                     if seat.kind == "human" and seat.name.strip().casefold() == key), None)

    def stored_hands(self) -> list[list[list[Any]]]:
        """The hands as lists in HAND_FIELDS order ([] if the packed string is unreadable)."""
        return unpack_hands(self.hands)

    def hand_scores(self) -> list[list[dict[str, Any]]]:
        """Each hand's scores per side, as `HandScore.to_dict()` mappings."""
        return [[decode_hand_score(values) for values in hand] for hand in self.stored_hands()]

    @property
    def has_moves(self) -> bool:
        """Whether the record keeps its moves (so the match can be replayed and reviewed)."""
        return bool(self.moves) and self.seed is not None and self.options is not None

    def hand_moves(self) -> list[list[str]]:
        """Each hand's moves in engine notation (`declare` for a declaration); [] when none are kept."""
        return unpack_moves(self.moves)

    def running_scores(self) -> list[list[int]]:
        """Each side's total after each hand, for a chart: `[[3, 1], [5, 6], ...]`."""
        hands = self.stored_hands()
        if not hands:
            return []
        totals = [0] * len(hands[0])
        out = []
        for hand in hands:
            totals = [t + hand_value(score, "total") for t, score in zip(totals, hand, strict=False)]
            out.append(totals)
        return out

    def to_dict(self) -> dict[str, Any]:
        """The stored form (see the module docstring); `from_dict(to_dict())` gives the record back."""
        data: dict[str, Any] = {"v": self.version}
        if self.match_id:
            data["id"] = self.match_id
        data.update({
            "date": self.date, "seed": self.seed, "players": self.players,
            "seats": [{"name": seat.name, "kind": seat.kind, "level": seat.level, "side": side}
                      for seat, side in zip(self.seats, self.sides, strict=True)],
        })
        if self.preset is not None or self.options is not None:
            data["rules"] = {"preset": self.preset, "options": None if self.options is None else dict(self.options)}
        data.update(
            hands=self.hands, n_hands=self.n_hands, totals=list(self.totals), winner=self.winner,
            conceded=self.conceded, scopas=list(self.scopas), settebello=list(self.settebello),
        )
        if self.moves:
            data["moves"] = self.moves
        for key, value in self.extra.items():
            data.setdefault(key, value)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> MatchRecord:
        """A record from its stored form (rules options resolved). ValueError names the first field of
        the wrong type; `seats`, `totals` and `winner` are required, the rest have defaults."""
        if type(data) is not dict:
            raise ValueError(f"a match record must be a mapping, not {type(data).__name__}")
        if not _REQUIRED.issubset(data):
            raise ValueError(f"missing {', '.join(key for key in _REQUIRED_ORDER if key not in data)}")
        for key, value in data.items():
            field_type = _FIELD_TYPES.get(key)
            if field_type is not None and type(value) not in field_type[0]:
                raise ValueError(f"{key} must be {field_type[1]}, not {value!r}")
        for key in _INT_LISTS:
            if key in data and (not _INT.issuperset(map(type, data[key]))
                                or not all(-NUMBER_LIMIT <= v <= NUMBER_LIMIT for v in data[key])):
                raise ValueError(f"{key} must be a list of whole numbers, not {data[key]!r}")
        seats, sides = _seats(data["seats"])
        if data.get("players", len(seats)) != len(seats):
            raise ValueError(f"players must be {len(seats)} (the seats), not {data['players']!r}")
        hands = data.get("hands", "[]")
        if type(hands) is list:  # an unpacked list (hand-written or older): packed as stored today
            try:
                hands = json.dumps(hands, separators=(",", ":"))
            except RecursionError:
                raise ValueError("hands are nested too deeply") from None
        preset, options = _rules(data.get("rules"))
        totals = tuple(data["totals"])
        _check_sides(totals, sides, data["winner"], data)
        derived = None  # the per-side figures of a record that does not store them come from its hands
        if "scopas" not in data or "settebello" not in data or "n_hands" not in data:
            derived = unpack_hands(hands)
        return cls(
            seats=seats, sides=sides, totals=totals, winner=data["winner"], date=data.get("date", ""),
            seed=data.get("seed"), preset=preset, options=options, hands=hands,
            n_hands=data["n_hands"] if "n_hands" in data else len(derived or ()),
            conceded=data.get("conceded", False),
            scopas=tuple(data["scopas"]) if "scopas" in data
            else tuple(per_side_sum(derived or (), "scope", len(totals))),
            settebello=tuple(data["settebello"]) if "settebello" in data
            else tuple(per_side_sum(derived or (), "settebello", len(totals))),
            version=data.get("v", RECORD_VERSION), match_id=data.get("id", ""), moves=data.get("moves", ""),
            extra={} if _KNOWN.issuperset(data) else {k: v for k, v in data.items() if k not in _KNOWN},
        )


# -- checks -------------------------------------------------------------------------------------------
def _is_int(value: object) -> bool:
    return type(value) is int


# key -> (the types its stored value may have, what to say when it has another); the seats are checked
# by _seats. Plain type lookups: a 10,000-match history is checked in a few milliseconds.
_FIELD_TYPES: dict[str, tuple[frozenset[type], str]] = {
    "totals": (frozenset((list,)), "a list of whole numbers"),
    "scopas": (frozenset((list,)), "a list of whole numbers"),
    "settebello": (frozenset((list,)), "a list of whole numbers"),
    "winner": (frozenset((int, type(None))), "a side number"),
    "date": (frozenset((str,)), "text"),
    "seed": (frozenset((int, str, type(None))), "a number or text"),
    "hands": (frozenset((str, list)), "packed hands (text)"),
    "n_hands": (frozenset((int,)), "a whole number"),
    "conceded": (frozenset((bool,)), "true or false"),
    "v": (frozenset((int,)), "a whole number"),
    "rules": (frozenset((dict, type(None))), "a mapping"),
    "players": (frozenset((int,)), "a whole number"),
    "id": (frozenset((str,)), "text"),
    "moves": (frozenset((str,)), "packed moves (text)"),
}
_INT_LISTS = ("totals", "scopas", "settebello")
_REQUIRED_ORDER = ("seats", "totals", "winner")
_REQUIRED = frozenset(_REQUIRED_ORDER)
_INT = frozenset((int,))


def _check_sides(totals: tuple[int, ...], sides: tuple[int, ...], winner: int | None,
                 data: Mapping[str, Any]) -> None:
    """The seats' sides, the totals, the per-side lists and the winner describe the same sides."""
    n_sides = len(totals)
    if n_sides < 2 or sorted(set(sides)) != list(range(n_sides)):
        raise ValueError(f"totals {list(totals)!r} do not fit the seats' sides {list(sides)!r}")
    for key in ("scopas", "settebello"):
        if key in data and len(data[key]) != n_sides:
            raise ValueError(f"{key} must have one number per side ({n_sides}), not {data[key]!r}")
    if winner is not None and not 0 <= winner < n_sides:
        raise ValueError(f"winner must be a side number from 0 to {n_sides - 1}, not {winner!r}")
    if "n_hands" in data and not 0 <= data["n_hands"] <= NUMBER_LIMIT:
        raise ValueError(f"n_hands must be a whole number of hands, not {data['n_hands']!r}")


def _rules(rules: dict[str, Any] | None) -> tuple[str | None, dict[str, Any] | None]:
    preset, options = (rules.get("preset"), rules.get("options")) if rules else (None, None)
    if preset is not None and type(preset) is not str:
        raise ValueError(f"rules.preset must be a preset name, not {preset!r}")
    if options is not None and type(options) is not dict:
        raise ValueError(f"rules.options must be a mapping, not {options!r}")
    return preset, options


def _seats(value: Any) -> tuple[tuple[Seat, ...], tuple[int, ...]]:
    if type(value) is not list or not value:
        raise ValueError(f"seats must be a list of seats, not {value!r}")
    seats, sides = [], []
    for i, data in enumerate(value):
        if type(data) is not dict or not _SEAT_KEYS.issuperset(data) or not _is_int(data.get("side")):
            raise ValueError(f"seats[{i}] must be a mapping of kind, name, level and side (a number), not {data!r}")
        name = data.get("name", "")
        if type(name) is str and (len(name) > MAX_NAME or not name.isprintable()):
            name = clean_name(name)  # cut where it is read, rather than refuse the match (Seat.read)
        key = (data.get("kind"), name, data.get("level", ""))
        try:
            seat = _SEATS[key]
        except (KeyError, TypeError):  # new, or not hashable (so not valid either)
            try:
                seat = Seat(*key)
            except ValueError as exc:
                raise ValueError(f"seats[{i}]: {exc}") from None
            if len(_SEATS) < 4096:
                _SEATS[key] = seat
        seats.append(seat)
        sides.append(data["side"])
    return tuple(seats), tuple(sides)


# The same few seats recur through a whole history: each is validated and built once (Seats are immutable).
_SEATS: dict[tuple[Any, Any, Any], Seat] = {}
_SEAT_KEYS = frozenset(("kind", "name", "level", "side"))


# -- the packed hands ---------------------------------------------------------------------------------
def encode_hand_score(score: Mapping[str, Any]) -> list[Any]:
    """A `HandScore.to_dict()` mapping as stored: values in HAND_FIELDS order (+ a mapping of the rest)."""
    values: list[Any] = [score.get(name, 0) for name in HAND_FIELDS]
    rest = {k: v for k, v in score.items() if k not in _INDEX and not (k == "bonuses" and not v)}
    if rest:
        values.append(rest)
    return values


def decode_hand_score(values: Sequence[Any]) -> dict[str, Any]:
    """Inverse of `encode_hand_score`: the `HandScore.to_dict()` mapping (`HandScore.from_dict` reads it)."""
    score: dict[str, Any] = dict(zip(HAND_FIELDS, values, strict=False))
    score["bonuses"] = []  # HandScore.to_dict() gives [[name, points], ...]
    if len(values) > len(HAND_FIELDS) and isinstance(values[-1], Mapping):
        score.update(values[-1])
    return score


def pack_hands(hands: Iterable[Sequence[Mapping[str, Any]]]) -> str:
    """The stored form of a match's hands (each a sequence of `HandScore.to_dict()` per side)."""
    packed = [[encode_hand_score(score) for score in hand] for hand in hands]
    return json.dumps(packed, separators=(",", ":"))


def unpack_hands(packed: str) -> list[list[list[Any]]]:
    """Packed hands as lists in HAND_FIELDS order ([] if unreadable, or not hands of one number of sides,
    each side's score whole numbers in HAND_FIELDS order): what is shown from them never meets damage."""
    try:
        hands = json.loads(packed)
    except (ValueError, RecursionError):  # not JSON, a number past Python's digit limit, nested too deep
        return []
    if type(hands) is not list or not all(_is_hand(hand, len(hands[0])) for hand in hands):
        return []
    return hands


def _is_hand(hand: Any, n_sides: int) -> bool:
    """One stored hand: `n_sides` scores, each HAND_FIELDS whole numbers (and maybe a mapping of the rest)."""
    return type(hand) is list and len(hand) == n_sides and all(
        type(score) is list and len(HAND_FIELDS) <= len(score) <= len(HAND_FIELDS) + 1
        and all(type(v) is int and -NUMBER_LIMIT <= v <= NUMBER_LIMIT for v in score[:len(HAND_FIELDS)])
        and (len(score) == len(HAND_FIELDS) or type(score[-1]) is dict)
        for score in hand
    )


def hand_value(values: Sequence[Any], name: str) -> int:
    """One HandScore field of a stored hand score."""
    return int(values[_INDEX[name]])


def per_side_sum(hands: Iterable[Sequence[Sequence[Any]]], name: str, n_sides: int) -> list[int]:
    """Sum one HandScore field per side over a record's stored hands."""
    index = _INDEX[name]
    sums = [0] * n_sides
    for hand in hands:
        for side, values in enumerate(hand):
            if side < n_sides:
                sums[side] += int(values[index])
    return sums
