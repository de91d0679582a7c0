"""The decks the player may choose: Italy's regional patterns and the French deck, what each is and how it
is drawn. docs/DECKS.md describes each pattern's hallmarks and how our drawing shows them.

A pattern is drawn by its own module (napoletane.py, piacentine.py, ...); this registry only says what it
is: its suit system, whether its traditional cards carry corner indices, whether its courts are mirrored
(double-ended), and the cards that show it best (the Settings preview fans them).
"""

from __future__ import annotations

from dataclasses import dataclass

# The settings' names (storage.settings.DECK_STYLES holds the same tuple; a test keeps them equal).
DECK_STYLES = ("napoletane", "piacentine", "siciliane", "trevisane", "bergamasche", "french", "triestine")
LEGACY_STYLES = {"italian": "napoletane"}  # an older version's name for a deck -> its name today


@dataclass(frozen=True)
class Pattern:
    """One deck's facts. `suits`: "spanish" (straight swords and knobbly clubs laid apart), "northern"
    (curved swords and batons interlaced) or "french". `own_index`: the traditional cards carry corner
    indices (else the small indices are the player's option). `showcase`: card codes fanned in the
    preview, left to right; the last, on top, shows the pattern best."""

    name: str
    suits: str
    own_index: bool
    double_ended: bool
    showcase: tuple[str, ...]


PATTERNS: dict[str, Pattern] = {
    p.name: p
    for p in (
        Pattern("napoletane", "spanish", False, False, ("7d", "5s", "8c", "3b", "1d")),
        Pattern("piacentine", "spanish", False, True, ("4d", "5s", "10d", "1s", "1d")),
        Pattern("siciliane", "spanish", False, False, ("3d", "5s", "10b", "9s", "8c")),
        Pattern("trevisane", "northern", True, True, ("7d", "5s", "10b", "8s", "1c")),
        Pattern("bergamasche", "northern", False, True, ("7d", "4s", "1c", "3s", "1b")),
        Pattern("french", "french", True, True, ("7d", "8b", "9d", "10c", "1s")),
        Pattern("triestine", "northern", True, True, ("7d", "5s", "9b", "1c", "10d")),
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
    """Whether `style` is one of the 40-card Italian patterns (not the French deck)."""
    return pattern(style).suits != "french"


def next_deck(style: str) -> str:
    """The deck after `style` in DECK_STYLES (after the last, the first): what D switches to."""
    name = pattern(style).name
    return DECK_STYLES[(DECK_STYLES.index(name) + 1) % len(DECK_STYLES)]
