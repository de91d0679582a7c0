"""The rule set: every point where the rule sources differ is a field; every source's house rules a preset.

See shared/RULES.md for the contract. `Rules` is a frozen dataclass, validated on creation, so a
variant is `dataclasses.replace(rules, primiera="top_four")` and an impossible value fails at once with
a message naming the field and what is allowed. The facts every part of the program reads from a rule
set live here too: the allowed values of each option (`Rules.choices`), the deck's top rank, the turn
order and the sides.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from .presets import PRESETS

PRIMIERA_MODES = ("per_suit", "top_four", "most_sevens", "off")
DIRECTIONS = ("counterclockwise", "clockwise")
CAPTURE_RULES = ("match_or_sum", "fifteen", "match_sum_or_fifteen")
DEALS = ("standard", "scopone", "scopone_classico")
DECK_SIZES = (40, 52)
REDEAL_COUNTS = (0, 2, 3, 4)  # 0 = off, else that many kings (aces) on the opening table mean a redeal
PLAYER_COUNTS = (2, 3, 4, 5, 6, 7, 8)
TARGETS = tuple(range(1, 101))

# The values each option may take on its own (combinations are checked in `__post_init__`).
_CHOICES: dict[str, tuple] = {
    "primiera": PRIMIERA_MODES, "direction": DIRECTIONS, "capture_rule": CAPTURE_RULES, "deal": DEALS,
    "deck_size": DECK_SIZES, "redeal_kings": REDEAL_COUNTS, "redeal_aces": REDEAL_COUNTS,
    "players": PLAYER_COUNTS, "target": TARGETS,
}


@dataclass(frozen=True)
class Rules:
    """One complete rule set. Field names and values follow shared/RULES.md.

    >>> Rules().primiera
    'per_suit'
    >>> Rules(primiera="best")
    Traceback (most recent call last):
    ...
    ValueError: Rules.primiera must be one of 'per_suit', 'top_four', 'most_sevens', 'off', not 'best'
    """

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
    ace_takes_all_with_ace: bool = False  # strict asso piglia tutto: the ace takes all even with an ace there
    fewest_cards_capture: bool = False  # of several sets a card may take, only those with the fewest cards
    ace_sweep_is_scopa: bool = False  # Cirulla: the ace that takes all scores a scopa
    # Sides and the match
    partnerships: bool = True
    players: tuple[int, ...] = (2, 3, 4, 5, 6)
    target: int = 11
    forfeit_seven_zero: bool = False
    # Bookkeeping: the preset this rule set started from (informational, shown in the UI).
    name: str = field(default="custom", compare=False)

    def __post_init__(self) -> None:
        for option in self.option_names():
            if option == "players":
                continue
            value = getattr(self, option)
            if option in _CHOICES:
                _check_choice(option, value, _CHOICES[option])
            elif not isinstance(value, bool):
                raise ValueError(f"Rules.{option} must be True or False, not {value!r}")
        players = tuple(self.players) if isinstance(self.players, (list, tuple)) else self.players
        if not isinstance(players, tuple) or not players or not all(_is_int(p) and p in PLAYER_COUNTS for p in players):
            raise ValueError(f"Rules.players must list player counts from 2 to 8, not {self.players!r}")
        object.__setattr__(self, "players", tuple(sorted(set(players))))
        if self.matta and not self.declarations:
            raise ValueError("Rules.matta only acts in declarations: set declarations=True as well")
        if self.ace_sweep_is_scopa and not self.ace_takes_all:
            raise ValueError("Rules.ace_sweep_is_scopa needs ace_takes_all=True")
        if self.ace_takes_all_with_ace and not self.ace_takes_all:
            raise ValueError("Rules.ace_takes_all_with_ace needs ace_takes_all=True")
        if self.deals_everything and self.players != (4,):
            raise ValueError(f"Rules.deal {self.deal!r} (scopone) is played by exactly 4: set players=(4,)")
        if 8 in self.players and self.deck_size != 52:
            raise ValueError("Rules.players: 8 players need the 52-card deck (deck_size=52)")
        if self.deck_size == 52 and self.players != (8,):
            raise ValueError("Rules.deck_size 52 is the eight-player game: set players=(8,)")

    # -- presets and options ----------------------------------------------------------------------
    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset (see `Rules.presets()`); raises ValueError listing them for an unknown name.

        >>> Rules.preset("escoba").capture_rule
        'fifteen'
        """
        try:
            options = PRESETS[name]
        except (KeyError, TypeError):
            raise ValueError(f"unknown rules preset {name!r}; presets are: {', '.join(PRESETS)}") from None
        return cls(name=name, **options)

    @classmethod
    def presets(cls) -> list[str]:
        """Names of every preset, `classic` first."""
        return list(PRESETS)

    @classmethod
    def option_names(cls) -> list[str]:
        """Every rule option (field) a player can change."""
        return [f.name for f in dataclasses.fields(cls) if f.name != "name"]

    @classmethod
    def choices(cls, option: str) -> tuple:
        """The values `option` may take on its own (with some other options, fewer are valid).

        For `players`, the player counts a rule set may list. Raises ValueError for an unknown option.

        >>> Rules.choices("primiera")
        ('per_suit', 'top_four', 'most_sevens', 'off')
        >>> Rules.choices("napola")
        (False, True)
        """
        if option not in cls.option_names():
            raise ValueError(f"unknown rule option {option!r}; options are: {', '.join(cls.option_names())}")
        return _CHOICES.get(option, (False, True))

    # -- what follows from a rule set -------------------------------------------------------------
    @property
    def top_rank(self) -> int:
        """The highest rank in the deck: 10 (the king) with 40 cards, 13 with 52.

        >>> Rules().top_rank, Rules.preset("eight_players").top_rank
        (10, 13)
        """
        return 13 if self.deck_size == 52 else 10

    @property
    def deals_everything(self) -> bool:
        """Whether every card is dealt at the start (the Scopone deals: nine or ten cards a hand, no stock).

        >>> Rules().deals_everything, Rules.preset("scopone").deals_everything
        (False, True)
        """
        return self.deal != "standard"

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

    def side_count(self, players: int) -> int:
        """How many sides play: 2 for partners at 4 or 6, else one a seat.

        >>> Rules().side_count(4), Rules(partnerships=False).side_count(4)
        (2, 4)
        """
        return max(self.sides_for(players)) + 1

    def next_seat(self, seat: int, players: int) -> int:
        """The seat that plays after `seat`: seat numbers go up counter-clockwise.

        >>> Rules().next_seat(3, 4), Rules(direction="clockwise").next_seat(0, 4)
        (0, 3)
        """
        step = 1 if self.direction == "counterclockwise" else -1
        return (seat + step) % players

    def turn_order(self, dealer: int, players: int) -> tuple[int, ...]:
        """Every seat in playing order, from the one after `dealer` to the dealer: the order of the deal too.

        >>> Rules().turn_order(0, 4), Rules(direction="clockwise").turn_order(0, 4)
        ((1, 2, 3, 0), (3, 2, 1, 0))
        """
        order = [self.next_seat(dealer, players)]
        while len(order) < players:
            order.append(self.next_seat(order[-1], players))
        return tuple(order)

    # -- data --------------------------------------------------------------------------------------
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


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_choice(name: str, value: object, allowed: tuple) -> None:
    wrong_type = isinstance(value, bool) or (_is_int(allowed[0]) and not _is_int(value))  # not True, not 3.0
    if wrong_type or value not in allowed:
        if allowed is TARGETS:
            raise ValueError(f"Rules.target must be a whole number of points from 1 to 100, not {value!r}")
        raise ValueError(f"Rules.{name} must be one of {', '.join(map(repr, allowed))}, not {value!r}")
