"""The Napoletane: the Spanish-suited pattern of Naples and the south (docs/DECKS.md).

Single-headed, full-length courts standing on a ground line of their suit's colour with no frame (courts.py): the
Fanti young and long-haired ("la Donna", fanti.py), the Cavalli on walking horses (cavalli.py), the Re in mantles
without thrones (re.py). Suit signs large and bold (signs.py): sun-faced coins in a dark ring, bellied cups in
red, gold and green, straight blue swords with gold hilts, red-and-green clubs with a gold leaf; the pip cards'
layouts and the pattern's own cards (pips.py, scenes.py: the ribbons of the two and three of swords, the garland
of the four, the hunt of the five, the gatto mammone, the emblem of the four of coins); the aces (aces.py); the
back (back.py).
"""

from __future__ import annotations

from ..svg import Svg
from . import aces, back_design, courts, signs
from . import pips as _pips

INK = {"d": (150, 98, 0), "c": (180, 24, 30), "s": (30, 70, 160), "b": (22, 110, 52)}
BACK = ("g:backblue", "#f2c21b", "#0c1a36", "#d9262c")  # the default back's colours, if the hook is not used


def court(svg: Svg, rank: int, suit: str) -> None:
    courts.court(svg, rank, suit)


def pips(svg: Svg, suit: str, rank: int) -> None:
    _pips.pips(svg, suit, rank)


def ace(svg: Svg, suit: str) -> None:
    aces.ace(svg, suit)


def draw_sprite(svg: Svg, kind: str) -> None:
    signs.draw_sprite(svg, kind)


def medallion(svg: Svg) -> None:
    """The default back's centre (used only if compose draws the shared back): a sun-faced coin."""
    signs.coin(svg, 300, 500, 200, rich=True)


def layer(kind: str, svg: Svg) -> None:
    """The courts stand on the paper: no frame, no shared layer of their own."""


def back(svg: Svg) -> None:
    back_design.back(svg)
