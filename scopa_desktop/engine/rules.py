"""The rule set: every point where the rule sources differ is a field; every source's house rules a preset.

See shared/RULES.md for the contract. `Rules` is a frozen dataclass, validated on creation, so a
variant is `dataclasses.replace(rules, primiera="top_four")` and an impossible value fails at once with
a message naming the field and what is allowed.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

PRIMIERA_MODES = ("per_suit", "top_four", "most_sevens", "off")
DIRECTIONS = ("counterclockwise", "clockwise")
CAPTURE_RULES = ("match_or_sum", "fifteen")
DEALS = ("standard", "scopone", "scopone_classico")
DECK_SIZES = (40, 52)


@dataclass(frozen=True)
class Rules:
    """One complete rule set. Field names and values follow shared/RULES.md."""

    # Scoring
    primiera: str = "per_suit"
    scopa_on_final_play: bool = False
    ties_award_all: bool = False
    re_bello: bool = False
    napola: bool = False
    # The deal
    redeal_kings: int = 3
    deck_size: int = 40
    deal: str = "standard"
    direction: str = "counterclockwise"
    # Play
    capture_mandatory: bool = True
    capture_rule: str = "match_or_sum"
    ace_takes_all: bool = False
    # Sides and the match
    partnerships: bool = True
    players: tuple[int, ...] = (2, 3, 4, 5, 6)
    target: int = 11
    forfeit_seven_zero: bool = False
    # Bookkeeping: the preset this rule set started from (informational, shown in the UI).
    name: str = field(default="custom", compare=False)

    def __post_init__(self) -> None:
        _check_choice("primiera", self.primiera, PRIMIERA_MODES)
        _check_choice("direction", self.direction, DIRECTIONS)
        _check_choice("capture_rule", self.capture_rule, CAPTURE_RULES)
        _check_choice("deal", self.deal, DEALS)
        _check_choice("deck_size", self.deck_size, DECK_SIZES)
        for name in (
            "scopa_on_final_play", "ties_award_all", "re_bello", "napola", "capture_mandatory",
            "ace_takes_all", "partnerships", "forfeit_seven_zero",
        ):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"Rules.{name} must be True or False, not {getattr(self, name)!r}")
        if not _is_int(self.redeal_kings) or self.redeal_kings not in (0, 2, 3, 4):
            raise ValueError(
                f"Rules.redeal_kings must be 0 (off), 2, 3 or 4 kings on the opening table, "
                f"not {self.redeal_kings!r}"
            )
        if not _is_int(self.target) or not 1 <= self.target <= 100:
            raise ValueError(f"Rules.target must be a whole number of points from 1 to 100, not {self.target!r}")
        players = tuple(self.players) if isinstance(self.players, (list, tuple)) else self.players
        if (
            not isinstance(players, tuple)
            or not players
            or not all(_is_int(p) and 2 <= p <= 8 for p in players)
        ):
            raise ValueError(f"Rules.players must list player counts from 2 to 8, not {self.players!r}")
        object.__setattr__(self, "players", tuple(sorted(set(players))))
        if self.deal != "standard" and self.players != (4,):
            raise ValueError(f"Rules.deal {self.deal!r} (scopone) is played by exactly 4: set players=(4,)")
        if 8 in self.players and self.deck_size != 52:
            raise ValueError("Rules.players: 8 players need the 52-card deck (deck_size=52)")
        if self.deck_size == 52 and self.players != (8,):
            raise ValueError("Rules.deck_size 52 is the eight-player game: set players=(8,)")

    # -- presets ---------------------------------------------------------------------------------
    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset (see `Rules.presets()`); raises ValueError listing them for an unknown name."""
        try:
            options = PRESETS[name]
        except (KeyError, TypeError):
            raise ValueError(f"unknown rules preset {name!r}; presets are: {', '.join(PRESETS)}") from None
        return cls(name=name, **options)

    @classmethod
    def presets(cls) -> list[str]:
        """Names of every preset, `classic` first."""
        return list(PRESETS)

    # -- helpers ---------------------------------------------------------------------------------
    def check_players(self, players: int) -> None:
        """Raise ValueError unless this rule set can be played by `players`."""
        if not _is_int(players) or players not in self.players:
            allowed = ", ".join(str(p) for p in self.players)
            raise ValueError(f"{self.name} rules are played by {allowed} players, not {players!r}")

    def sides_for(self, players: int) -> tuple[int, ...]:
        """Seat -> side. Partners sit alternately: 4 play 2 v 2, 6 play 3 v 3 when partnerships are on."""
        if self.partnerships and players in (4, 6):
            return tuple(seat % 2 for seat in range(players))
        return tuple(range(players))

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-safe data."""
        data = dataclasses.asdict(self)
        data["players"] = list(self.players)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Inverse of `to_dict`; unknown keys are a ValueError naming them."""
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise ValueError(f"unknown rule options {unknown}; known options are: {', '.join(sorted(names))}")
        values = dict(data)
        if "players" in values:
            values["players"] = tuple(values["players"])
        return cls(**values)

    @classmethod
    def option_names(cls) -> list[str]:
        """Every rule option (field) a player can change."""
        return [f.name for f in dataclasses.fields(cls) if f.name != "name"]


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_choice(name: str, value: object, allowed: tuple) -> None:
    if value not in allowed or isinstance(value, bool):
        raise ValueError(f"Rules.{name} must be one of {', '.join(map(repr, allowed))}, not {value!r}")


# Each preset: the options that differ from the dataclass defaults (which are `classic`).
PRESETS: dict[str, dict[str, Any]] = {
    # Sources 001 (traditional rules) and 003 (an online product): the defaults.
    "classic": {},
    # Source 000 (a beginner's guide): simplified primiera (most sevens), clockwise play.
    "beginner": {"primiera": "most_sevens", "direction": "clockwise"},
    # Source 002 (kitchen-table "night one"): no primiera, clockwise, 2-4 players, everyone for themselves.
    "night_one": {"primiera": "off", "direction": "clockwise", "players": (2, 3, 4), "partnerships": False},
}
