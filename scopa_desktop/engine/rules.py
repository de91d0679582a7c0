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
CAPTURE_RULES = ("match_or_sum", "fifteen", "match_sum_or_fifteen")
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
    grande: bool = False  # Cirulla: Fante, Cavallo and Re of coins score 5
    piccola: bool = False  # Cirulla: ace, 2 and 3 of coins score 3, +1 per further coin up to the 6
    # The deal
    redeal_kings: int = 3
    redeal_aces: int = 0  # redeal when the opening table holds this many aces or more (Cirulla: 2); 0 = off
    deck_size: int = 40
    deal: str = "standard"
    direction: str = "counterclockwise"
    opening_fifteen: bool = False  # an opening table totalling 15 (30) is the dealer's, with 1 (2) scope
    declarations: bool = False  # Cirulla: a hand totalling 9 or less scores 3, three of a kind 10
    matta: bool = False  # Cirulla: the 7 of cups stands for any value in a declaration
    # Play
    capture_mandatory: bool = True
    capture_rule: str = "match_or_sum"
    ace_takes_all: bool = False
    ace_sweep_is_scopa: bool = False  # Cirulla: the ace that takes all scores a scopa
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
            "scopa_on_final_play", "ties_award_all", "re_bello", "napola", "grande", "piccola", "capture_mandatory",
            "ace_takes_all", "ace_sweep_is_scopa", "partnerships", "forfeit_seven_zero", "opening_fifteen",
            "declarations", "matta",
        ):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"Rules.{name} must be True or False, not {getattr(self, name)!r}")
        if not _is_int(self.redeal_kings) or self.redeal_kings not in (0, 2, 3, 4):
            raise ValueError(
                f"Rules.redeal_kings must be 0 (off), 2, 3 or 4 kings on the opening table, "
                f"not {self.redeal_kings!r}"
            )
        if not _is_int(self.redeal_aces) or self.redeal_aces not in (0, 2, 3, 4):
            raise ValueError(
                f"Rules.redeal_aces must be 0 (off), 2, 3 or 4 aces on the opening table, not {self.redeal_aces!r}"
            )
        if self.matta and not self.declarations:
            raise ValueError("Rules.matta only acts in declarations: set declarations=True as well")
        if self.ace_sweep_is_scopa and not self.ace_takes_all:
            raise ValueError("Rules.ace_sweep_is_scopa needs ace_takes_all=True")
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
# Where a source leaves a detail open, the traditional Italian rule is taken; see PRESET_NOTES.
PRESETS: dict[str, dict[str, Any]] = {
    # Sources 001 (traditional rules) and 003 (an online product): the defaults.
    "classic": {},
    # Source 000 (a beginner's guide): simplified primiera (most sevens), clockwise play.
    "beginner": {"primiera": "most_sevens", "direction": "clockwise"},
    # Source 002 (kitchen-table "night one"): no primiera, clockwise, 2-4 players, everyone for themselves.
    "night_one": {"primiera": "off", "direction": "clockwise", "players": (2, 3, 4), "partnerships": False},
    # Source 001: scopone scientifico, 4 in two partnerships, all 40 cards dealt (10 each), no table, no stock.
    "scopone": {"deal": "scopone", "players": (4,), "partnerships": True},
    # Source 001: scopone classico, 9 each and 4 on the table.
    "scopone_classico": {"deal": "scopone_classico", "players": (4,), "partnerships": True},
    # Sources 000, 001: asso piglia tutto.
    "scopa_d_assi": {"ace_takes_all": True},
    # Source 001: scopa di quindici, every capture makes 15 with the card played.
    "quindici": {"capture_rule": "fifteen"},
    # Source 001: the Spanish escoba.
    "escoba": {"capture_rule": "fifteen", "primiera": "most_sevens", "opening_fifteen": True, "target": 21},
    # Source 001: the bonuses on top of classic.
    "re_bello": {"re_bello": True},
    "napola": {"napola": True},
    # Source 001: the Ligurian cirulla.
    "cirulla": {
        "capture_rule": "match_sum_or_fifteen", "ace_takes_all": True, "ace_sweep_is_scopa": True,
        "opening_fifteen": True, "redeal_kings": 0, "redeal_aces": 2, "declarations": True, "matta": True,
        "grande": True, "piccola": True, "direction": "clockwise", "players": (2, 3, 4), "target": 51,
    },
    # Source 000: eight players with a 52-card deck (J, Q, K = 11, 12, 13), 4 on the table and two deals of 3,
    # target 16, and a tied category gives the point to every tied side.
    "eight_players": {"deck_size": 52, "players": (8,), "target": 16, "ties_award_all": True, "partnerships": False},
}

# How each preset reads its source where the source is silent or loose: shown on the rules screen.
PRESET_NOTES: dict[str, str] = {
    "classic": "Traditional rules (sources 001, 003): counter-clockwise, primiera by suit, 4 play 2 v 2, 6 play 3 v 3.",
    "beginner": "Source 000: most sevens instead of primiera, clockwise play; French faces A-10 by default.",
    "night_one": "Source 002: no primiera, clockwise, 2-4 players, no partners.",
    "scopone": "Scopone scientifico: 4 players in two partnerships, 10 cards each, nothing on the table.",
    "scopone_classico": "Scopone classico: 4 players in two partnerships, 9 cards each, 4 on the table.",
    "scopa_d_assi": (
        "Asso piglia tutto: an ace played takes the whole table. With an ace already on the table the ace "
        "played takes that ace, as in plain scopa. The ace's sweep is not a scopa; taking a lone ace is."
    ),
    "quindici": "Scopa di quindici: take table cards that, with the card played, total 15 (one card or more).",
    "escoba": (
        "Escoba: captures total 15; most sevens instead of primiera; an opening table of 15 (30) is the "
        "dealer's, with 1 (2) escobas; to 21."
    ),
    "re_bello": "Classic plus re bello: the king of coins is worth 1 point.",
    "napola": "Classic plus napola: ace, 2 and 3 of coins score 3, and 1 more per further consecutive coin.",
    "cirulla": (
        "Cirulla: take by match, by sum, or by making 15; the ace takes the whole table and scores a scopa "
        "unless an ace lies there. Opening table of 15 (30): 1 (2) scope to the dealer; two aces on it: "
        "redeal. A hand of 9 or less scores 3, three of a kind 10 (declared at once, played face up); "
        "the 7 of cups is the matta, any value in a declaration. Grande (Fante, Cavallo, Re of coins) 5; "
        "piccola (ace, 2, 3 of coins) 3, +1 for each of the 4, 5, 6 of coins in a row. Clockwise, to 51."
    ),
    "eight_players": (
        "Source 000: eight players, 52 cards with J, Q, K worth 11, 12, 13; 4 on the table, two deals "
        "of 3; to 16; a tied category scores for every tied side."
    ),
}
