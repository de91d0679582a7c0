"""The Sarde: the Spanish-suited pattern of Sardinia (docs/DECKS.md), descended from the cards José Martínez de
Castro engraved for Clemente Roxas in Madrid in 1810, by way of Barcelona.

Its own corner numbers (1 to 7, and 10, 11, 12 on the courts, as on the Spanish packs it comes from); full-length
courts on grassy ground: knaves in plumed helmets (sutte.py), cavaliers on horses of four coats (cavalli.py), kings
standing, the king of coins with the great coin on a draped table, the whole swords court in armour (re.py);
Spanish signs, swords and clubs crossed in pairs but for the three of clubs (signs.py, pips.py); scenes on the
fours (scenes.py); the sun on the ace of coins, the winged children of the aces of swords and clubs (aces.py); a
back woven as a Sardinian rug (back_design.py).
"""

from __future__ import annotations

from ..svg import Svg
from . import aces, back_design, courts, signs
from . import pips as _pips

INK = {"d": (170, 110, 0), "c": (180, 24, 30), "s": (40, 60, 110), "b": (40, 110, 40)}
BACK = ("g:backred", "#f3e6c4", "#3a0a0e", "#1d1b1f")  # the default back's colours, if the hook is not used
INDEX_LABELS = {8: "10", 9: "11", 10: "12"}  # the courts' numbers in the corners, as printed


def court(svg: Svg, rank: int, suit: str) -> None:
    courts.court(svg, rank, suit)


def pips(svg: Svg, suit: str, rank: int) -> None:
    _pips.pips(svg, suit, rank)


def ace(svg: Svg, suit: str) -> None:
    aces.ace(svg, suit)


def draw_sprite(svg: Svg, kind: str) -> None:
    signs.draw_sprite(svg, kind)


def medallion(svg: Svg) -> None:
    """The default back's centre (used only if compose draws the shared back): the sun coin."""
    signs.coin(svg, 300, 500, 200, sun=True)


def layer(kind: str, svg: Svg) -> None:
    """The courts stand on the paper: no shared layer of their own."""


def back(svg: Svg) -> None:
    back_design.back(svg)
