"""Each setting's check: (field name, value) -> the value to keep, or ValueError naming the field and what is
allowed (own copies of lists and dicts, seats as Seat). The Settings dataclass (settings.py) puts each
check in its field's metadata, so a setting's default and its rule stand together there."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import field
from typing import Any

from .seat import Seat, check_name

# The decks: Italy's regional patterns (Spanish-suited south and centre, Italian-suited north-east), then the
# French. A name saved by an older version is read as today's (LEGACY_DECKS): "italian" was the Napoletane.
DECK_STYLES = ("napoletane", "piacentine", "siciliane", "trevisane", "bergamasche", "french", "genovesi", "toscane",
               "romagnole", "sarde", "triestine")
# The French-suited decks: French card names (Quadri, Cuori, Picche, Fiori; Fante, Donna, Re) and the choice of
# courts or pips for their 8, 9, 10 (FRENCH_FACES). ui.cards.decks says the same of its patterns (a test keeps
# them equal).
FRENCH_SUITED = ("french", "genovesi", "toscane")
LEGACY_DECKS = {"italian": "napoletane"}
FRENCH_FACES = ("courts", "pips")
LANGUAGES = ("system", "en", "it")
ANIMATION_SPEEDS = ("normal", "fast", "off")
CARD_SIZES = ("normal", "large")
HAND_SORTS = ("suit", "rank")  # by suit then rank, or by rank then suit
BOT_PAUSE_RANGE = (0, 3000)
WINDOW_LIMITS = (320, 16384)
VOLUME_RANGE = (0, 100)  # percent
# Speech (#43): the screen reader auto / on / off, and how much is said.
SPEECH_MODES = ("auto", "on", "off")
SPEECH_VERBOSITIES = ("full", "brief")
TEXT_SCALES = (100, 125, 150, 175, 200)  # percent: the steps the settings offer (any whole number between reads)
MAX_SEATS = 8

Check = Callable[[str, Any], Any]


def setting(check: Check, default: Any = dataclasses.MISSING, factory: Any = dataclasses.MISSING) -> Any:
    """A Settings field validated by `check`."""
    return field(default=default, default_factory=factory, metadata={"check": check})


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _one_of(allowed: tuple[str, ...]) -> Check:
    def check(name: str, value: Any) -> str:
        if not isinstance(value, str) or value not in allowed:
            raise ValueError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")
        return value

    return check


def _deck_style(name: str, value: Any) -> str:
    """One of DECK_STYLES; an older version's name for a deck is read as its name today."""
    value = LEGACY_DECKS.get(value, value) if isinstance(value, str) else value
    return _one_of(DECK_STYLES)(name, value)


def _flag(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be true or false, not {value!r}")
    return value


def _bot_pause(name: str, value: Any) -> int:
    low, high = BOT_PAUSE_RANGE
    if not _is_int(value) or not low <= value <= high:
        raise ValueError(f"{name} must be whole milliseconds from {low} to {high}, not {value!r}")
    return value


def _volume(name: str, value: Any) -> int:
    low, high = VOLUME_RANGE
    if not _is_int(value) or not low <= value <= high:
        raise ValueError(f"{name} must be a whole percentage from {low} to {high}, not {value!r}")
    return value


def _text_scale(name: str, value: Any) -> int:
    low, high = TEXT_SCALES[0], TEXT_SCALES[-1]
    if not _is_int(value) or not low <= value <= high:
        raise ValueError(f"{name} must be a whole percentage from {low} to {high}, not {value!r}")
    return value


def _seat_list(name: str, value: Any) -> tuple[Seat, ...]:
    """2 to MAX_SEATS seats, each a Seat or its stored mapping."""
    if not isinstance(value, (list, tuple)) or not 2 <= len(value) <= MAX_SEATS:
        raise ValueError(f"{name} must be a list of 2 to {MAX_SEATS} seats, not {value!r}")
    seats = []
    for i, seat in enumerate(value):
        try:
            seats.append(Seat.coerce(seat))
        except ValueError as exc:
            raise ValueError(f"{name}[{i}]: {exc}") from None
    return tuple(seats)


def _preset(name: str, value: Any) -> str:
    from ..engine import Rules

    if not isinstance(value, str) or value not in Rules.presets():
        raise ValueError(f"{name} must be one of {', '.join(Rules.presets())}, not {value!r}")
    return value


def _rule_options(name: str, value: Any) -> dict[str, Any]:
    """Known option names; the values are checked by the engine when Settings builds its Rules."""
    from ..engine import Rules

    if not isinstance(value, dict):
        raise ValueError(f"{name} must be a mapping of rule option to value, not {value!r}")
    known = Rules.option_names()
    unknown = sorted(str(k) for k in value if k not in known)
    if unknown:
        raise ValueError(f"{name}: unknown option(s) {', '.join(unknown)}; known: {', '.join(known)}")
    if "players" in value and not isinstance(value["players"], list):
        raise ValueError(f"{name}.players must be a list of player counts, not {value['players']!r}")
    return _plain(value)


def _target(name: str, value: Any) -> int | None:
    if value is not None and (not _is_int(value) or not 1 <= value <= 100):
        raise ValueError(f"{name} must be empty (the rules' own) or a whole number 1 to 100, not {value!r}")
    return value


def _names(name: str, value: Any) -> list[str]:
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list of names, not {value!r}")
    return [check_name(f"{name}[{i}]", item, allow_empty=False) for i, item in enumerate(value)]


MAX_SERVERS = 5  # the server addresses remembered for Play online (the game reads each with net.parse_server)


def _server(name: str, value: Any) -> str:
    if not isinstance(value, str) or len(value) > 300 or not value.isprintable() or " " in value:
        raise ValueError(f"{name} must be a server address such as host:port (or empty: this computer), not {value!r}")
    return value


def _servers(name: str, value: Any) -> list[str]:
    if not isinstance(value, list) or len(value) > MAX_SERVERS:
        raise ValueError(f"{name} must be a list of at most {MAX_SERVERS} server addresses, not {value!r:.80}")
    return [_server(f"{name}[{i}]", item) for i, item in enumerate(value)]


def _window_size(name: str, value: Any) -> list[int]:
    low, high = WINDOW_LIMITS
    if not isinstance(value, list) or len(value) != 2 or not all(_is_int(v) and low <= v <= high for v in value):
        raise ValueError(f"{name} must be [width, height], each {low} to {high} pixels, not {value!r}")
    return list(value)


def _plain(value: Any) -> Any:
    """Deep copy into plain YAML-safe containers (the dataclass holds lists and dicts)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
