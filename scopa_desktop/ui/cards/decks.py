"""The decks the player may choose: Italy's regional patterns and the French deck, what each is and how it
is drawn. docs/DECKS.md describes each pattern's hallmarks and how our drawing shows them.

A pattern is drawn by its own module (napoletane.py, piacentine.py, ...); this registry only says what it
is: its suit system, whether its traditional cards carry corner indices, whether its courts are mirrored
(double-ended), and the cards that show it best (the Settings preview fans them).
"""

from __future__ import annotations

from dataclasses import dataclass

# The settings' names (storage.settings.DECK_STYLES holds the same tuple; a test keeps them equal).
DECK_STYLES = ("napoletane", "piacentine", "siciliane", "trevisane", "bergamasche", "french", "genovesi", "toscane",
               "romagnole", "sarde")
LEGACY_STYLES = {"italian": "napoletane"}  # an older version's name for a deck -> its name today

# The parts of Italy the Deck screen groups the decks under, in its order (headings: locales' decks.areas).
AREAS = ("north", "centre", "south", "international")
# Where each of the eleven decks is played, and its part of Italy: named here for the decks still to come
# too, so a new pattern's one line in PATTERNS lands in its group on the Deck screen.
REGIONS: dict[str, tuple[str, str]] = {
    "genovesi": ("liguria", "north"),
    "bergamasche": ("lombardy", "north"),
    "trevisane": ("veneto", "north"),
    "triestine": ("friuli_venezia_giulia", "north"),
    "piacentine": ("emilia", "centre"),
    "romagnole": ("romagna", "centre"),
    "toscane": ("tuscany", "centre"),
    "napoletane": ("campania", "south"),
    "siciliane": ("sicily", "south"),
    "sarde": ("sardinia", "south"),
    "french": ("international", "international"),
}


@dataclass(frozen=True)
class Pattern:
    """One deck's facts. `suits`: "spanish" (straight swords and knobbly clubs laid apart), "northern"
    (curved swords and batons interlaced) or "french" (hearts, diamonds, clubs, spades: French card names, J Q K
    or the pattern's own letters, and the player's choice of courts or pips for the 8, 9, 10). `own_index`: the
    traditional cards carry corner indices (else the small indices are the player's option). `showcase`: card
    codes fanned in the preview, left to right; the last, on top, shows the pattern best. `pack52`: the
    pattern is also printed as a 52-card pack (2-10, J Q K), so the eight-player table can keep it. `region`:
    where it is played (its words on screen are the locales' decks.<name>.region); `area`: the part of Italy it
    is grouped under (one of AREAS); both default to the deck's entry in REGIONS."""

    name: str
    suits: str
    own_index: bool
    double_ended: bool
    showcase: tuple[str, ...]
    pack52: bool = False
    region: str = ""
    area: str = ""

    def __post_init__(self) -> None:
        region, area = REGIONS.get(self.name, ("", "international"))
        object.__setattr__(self, "region", self.region or region)
        object.__setattr__(self, "area", self.area or area)
        if self.area not in AREAS:
            raise ValueError(f"deck {self.name!r}: area {self.area!r} is not one of {', '.join(AREAS)}")


PATTERNS: dict[str, Pattern] = {
    p.name: p
    for p in (
        Pattern("napoletane", "spanish", False, False, ("7d", "5s", "8c", "3b", "1d")),
        Pattern("piacentine", "spanish", False, True, ("4d", "5s", "10d", "1s", "1d")),
        Pattern("siciliane", "spanish", False, False, ("3d", "5s", "10b", "9s", "8c")),
        Pattern("trevisane", "northern", True, True, ("7d", "5s", "10b", "8s", "1c")),
        Pattern("bergamasche", "northern", False, True, ("7d", "4s", "1c", "3s", "1b")),
        Pattern("french", "french", True, True, ("7d", "8b", "9d", "10c", "1s"), pack52=True),
        Pattern("genovesi", "french", False, True, ("7c", "1d", "9d", "10s", "8b"), pack52=True),
        Pattern("toscane", "french", False, False, ("7d", "1c", "9c", "10d", "8b")),
        Pattern("romagnole", "spanish", False, False, ("1d", "4s", "1b", "10d", "8c")),
        Pattern("sarde", "spanish", True, False, ("4d", "3b", "9s", "1s", "10d")),
    )
}


def pattern(style: str) -> Pattern:
    """The pattern called `style` (an older name is accepted); ValueError for an unknown one."""
    style = LEGACY_STYLES.get(style, style)
    found = PATTERNS.get(style)
    if found is None:
        raise ValueError(f"unknown deck style {style!r} (one of {', '.join(DECK_STYLES)})")
    return found


def is_italian(style: str) -> bool:
    """Whether `style` is one of the Italian- or Spanish-suited patterns (not a French-suited one)."""
    return pattern(style).suits != "french"


def by_area(styles: tuple[str, ...] = DECK_STYLES) -> list[tuple[str, list[str]]]:
    """The decks grouped by their part of Italy, in AREAS' order (empty areas left out), each group in the
    order of `styles`: the Deck screen's groups."""
    groups = [(area, [s for s in styles if pattern(s).area == area]) for area in AREAS]
    return [(area, styles) for area, styles in groups if styles]


def is_french_suited(style: str) -> bool:
    """Whether `style` is a French-suited pattern (the French deck, the Genovesi, the Toscane)."""
    return pattern(style).suits == "french"


FRENCH_SUITED = tuple(name for name, p in PATTERNS.items() if p.suits == "french")


def pack_for_52(style: str) -> str:
    """The deck the 52-card (eight-player) table draws when `style` is chosen: that pattern when it is a
    French-suited pack printed in 52 cards (the Genovesi), else the French deck."""
    found = pattern(style)
    return found.name if found.suits == "french" and found.pack52 else "french"


def next_deck(style: str) -> str:
    """The deck after `style` in DECK_STYLES (after the last, the first): what D switches to."""
    name = pattern(style).name
    return DECK_STYLES[(DECK_STYLES.index(name) + 1) % len(DECK_STYLES)]
