"""Who sits where: seat settings (human or bot, name, level) turned into names, sides and bots.

`Seat` is the one seat type of the package (scopa_desktop.seat), re-exported here for the table code.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from .. import i18n
from ..bots import BOT_LEVELS, make_bot
from ..engine import Rules
from ..storage import Seat
from ..storage import distinct_names as distinct_seat_names
from .text import has, tr

SIDE_COLOURS = [
    (232, 193, 92), (110, 180, 255), (240, 112, 104), (150, 220, 120),
    (200, 150, 255), (255, 166, 84), (100, 225, 210), (240, 240, 240),
]
N_BOT_NAMES = 8


def bot_name(index: int) -> str:
    return tr(f"window.bot_names.n{index % N_BOT_NAMES + 1}")


def bot_level_name(level: str) -> str:
    """A bot level's display name ("Club player" for medium)."""
    return tr(f"setup.levels.{level}.name")


def short_level_name(level: str) -> str:
    """The level's name for a tight row ("Da circolo" for the Italian "Giocatore da circolo")."""
    key = f"setup_short.levels.{level}"
    return tr(key) if has(key) else bot_level_name(level)


def default_seat(index: int) -> Seat:
    """The seat added in the setup screen: the first is you, the others bots."""
    if index == 0:
        return Seat("human")
    return Seat("bot", bot_name(index - 1), "medium" if "medium" in BOT_LEVELS else BOT_LEVELS[0])


def seats_from_settings(raw: Sequence[Seat | Mapping[str, Any]], players: int,
                        names: list[str] | None = None) -> list[Seat]:
    """`players` seats from the stored seat list, filling missing ones with defaults; people without a name
    take the remembered `names` (settings.player_names) in seat order, then "You" or "Player 3"."""
    stored = [Seat.coerce(seat) for seat in raw[:players]]
    stored += [default_seat(i) for i in range(len(stored), players)]
    humans = sum(1 for seat in stored if not seat.is_bot)
    people = iter(names or ())
    seats: list[Seat] = []
    for i, seat in enumerate(stored):
        name = seat.name or (next(people, "") if not seat.is_bot else "")
        if not name and seat.is_bot:
            name = bot_name(i - 1)
        elif not name:
            name = person_name(i, humans)
        seats.append(Seat(seat.kind, name, seat.level))
    return distinct_names(seats)


def distinct_names(seats: Sequence[Seat]) -> list[Seat]:
    """The seats with no two sharing a name (storage's distinct_names), a bot that must change picking from the
    bots' names in the player's language."""
    return distinct_seat_names(seats, lambda i: bot_name(i - 1), N_BOT_NAMES)


def person_name(index: int, humans: int, translate=tr) -> str:
    """The name a person without one is shown by: "You" alone at the table, else "Player 3"."""
    return translate("common.you") if humans <= 1 else translate("window.player_n", n=index + 1)


def stored_seats(seats: Sequence[Seat]) -> tuple[Seat, ...]:
    """The seats as a saved match or the history keeps them: a person shown by the default name ("You",
    "Tu", "Player 3"...) in any language is stored without a name, so it reads back in the language of
    the day (`seats_from_settings`) instead of the one it was saved in."""
    humans = sum(1 for seat in seats if not seat.is_bot)
    return tuple(Seat(seat.kind, "", seat.level)
                 if not seat.is_bot and seat.name in _default_person_names(i, humans) else seat
                 for i, seat in enumerate(seats))


@functools.cache
def _default_person_names(index: int, humans: int) -> frozenset[str]:
    return frozenset(person_name(index, humans, i18n.Translator(code).t) for code in i18n.available_languages())


def side_names(rules: Rules, seats: list[Seat]) -> list[str]:
    """Each side's display name: a player's name, or partners joined ("You and Marco")."""
    sides = rules.sides_for(len(seats))
    names: list[list[str]] = [[] for _ in range(max(sides) + 1)]
    for seat, side in enumerate(sides):
        names[side].append(seats[seat].name)
    return [joined(n) for n in names]


def joined(names: list[str]) -> str:
    """Names of one side, joined as the language joins them ("Anna e Marco", "Anna, Bea and Marco"): one way
    everywhere (#42: the table said "e" where History said "&")."""
    if len(names) < 2:
        return names[0] if names else ""
    return tr("window.side_names", first=", ".join(names[:-1]), second=names[-1])


def make_bots(seats: list[Seat], seed: int | str | None) -> dict[int, object]:
    """A bot for every bot seat; each gets its own seed so matches replay exactly."""
    return {
        i: make_bot(s.level, seed=None if seed is None else f"{seed}/bot{i}")
        for i, s in enumerate(seats) if s.is_bot
    }
