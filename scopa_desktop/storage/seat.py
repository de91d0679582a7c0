"""One seat at the table: a person or a bot, with a name and (for a bot) a level.

The same frozen type from the settings file through the table to the saved match and the history. On
disk a seat is the mapping `{"kind": ..., "name": ..., "level": ...}` (`to_dict` / `from_dict`). The
storage package's door exports it: the network and the UI take it from there.

    Seat.from_dict({"kind": "bot", "name": "Giulia", "level": "medium"}).is_bot   # True
    Seat("human", "Anna").to_dict()   # {"kind": "human", "name": "Anna", "level": ""}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..bots import BOT_LEVELS

SEAT_KINDS = ("human", "bot")
SEAT_LEVELS: tuple[str, ...] = tuple(BOT_LEVELS)
MAX_NAME = 24
# Before names were shown in the player's language, the person's default name was stored as the English
# "You": such a name reads as the default (shown as "You" or "Tu"), as an empty name does now.
STORED_DEFAULT_NAME = "You"
_KEYS = frozenset(("kind", "name", "level"))


def clean_name(text: str) -> str:
    """`text` as a name can hold it: printable characters only (no control, format or lone surrogate
    characters, which cannot be drawn), cut to MAX_NAME. Letters of any script and emoji stay."""
    return "".join(ch for ch in text if ch.isprintable())[:MAX_NAME]


def check_name(where: str, value: Any, allow_empty: bool = True) -> str:
    """`value` if it is a name of at most MAX_NAME printable characters (and not blank unless
    `allow_empty`)."""
    if not isinstance(value, str) or len(value) > MAX_NAME or not value.isprintable() \
            or (not allow_empty and not value.strip()):
        raise ValueError(f"{where} must be a name of at most {MAX_NAME} printable characters, not {value!r}")
    return value


@dataclass(frozen=True)
class Seat:
    """`kind` is "human" or "bot"; an empty human `name` means "show the translated You"; `level` is one
    of SEAT_LEVELS for a bot (a person's is normally empty). Invalid values raise ValueError."""

    kind: str
    name: str = ""
    level: str = ""

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"kind must be human or bot, not {self.kind!r}")
        check_name("name", self.name)
        if self.kind == "bot" and self.level not in SEAT_LEVELS:
            raise ValueError(f"level must be one of {', '.join(SEAT_LEVELS)}, not {self.level!r}")
        if not isinstance(self.level, str):
            raise ValueError(f"level must be text, not {self.level!r}")

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_dict(self) -> dict[str, str]:
        """The stored form (settings, saved match, history)."""
        return {"kind": self.kind, "name": self.name, "level": self.level}

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        """A seat from its stored form; ValueError for anything but a mapping of kind (required), name and
        level."""
        if not isinstance(data, Mapping) or not _KEYS.issuperset(data) or "kind" not in data:
            raise ValueError(f"a seat must be a mapping with kind, name and level, not {data!r}")
        name = data.get("name", "")
        if data["kind"] == "human" and name == STORED_DEFAULT_NAME:
            name = ""
        return cls(data["kind"], name, data.get("level", ""))

    @classmethod
    def read(cls, data: Any) -> Seat:
        """A seat from a saved match or a history record: as `from_dict`, but a name too long or with
        characters that cannot be drawn is cut to what a name can hold (`clean_name`) instead of losing
        the whole match over it."""
        if isinstance(data, Mapping) and isinstance(data.get("name"), str):
            data = {**data, "name": clean_name(data["name"])}
        return cls.from_dict(data)

    @classmethod
    def coerce(cls, value: Seat | Mapping[str, Any]) -> Seat:
        """`value` itself if it is a Seat, else `from_dict(value)`."""
        return value if isinstance(value, Seat) else cls.from_dict(value)


def distinct_names(seats: Sequence[Seat], spare: Callable[[int], str], spares: int) -> list[Seat]:
    """The seats with no two sharing a name (ignoring case), so "Giulia's turn" names one player, at a local
    table or a network one. People keep their names (a second "Anna" becomes "Anna 2"); bots whose names are
    free keep them; a bot whose name is taken picks the first free of `spare(seat + k)` for k < `spares`
    (the bots' names, from its own seat's place in the list). A seat without a name (a free one) stays so."""
    taken: set[str] = set()

    def claim(name: str) -> str:
        if name:
            taken.add(name.casefold())
        return name

    def free(name: str) -> bool:
        return name.casefold() not in taken

    def numbered(name: str) -> str:
        n = 2
        while not free(f"{name[:MAX_NAME - 3]} {n}"):
            n += 1
        return f"{name[:MAX_NAME - 3]} {n}"

    names = [""] * len(seats)
    for i, seat in enumerate(seats):  # people first: a person's name is their own, a bot's only a default
        if not seat.is_bot and seat.name:
            names[i] = claim(seat.name if free(seat.name) else numbered(seat.name))
    for i, seat in enumerate(seats):  # then the bots whose names are free keep them...
        if seat.is_bot and free(seat.name):
            names[i] = claim(seat.name)
    for i, seat in enumerate(seats):  # ...and the others pick new ones
        if seat.is_bot and not names[i]:
            names[i] = claim(next((n for n in (spare(i + k) for k in range(spares)) if free(n)), "")
                             or numbered(seat.name))
    return [Seat(seat.kind, name, seat.level) for seat, name in zip(seats, names, strict=True)]
