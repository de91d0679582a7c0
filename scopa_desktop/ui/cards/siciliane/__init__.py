"""The Siciliane: the Spanish-suited pattern of Sicily (docs/DECKS.md).

Single-headed, full-length courts on bases coloured by rank, red for the knaves, yellow for the cavaliers, green
for the kings (courts.py): the knaves girlish pages in berets, short tunics, hose and boots, whom players call
"le donne" (donne.py); the cavaliers on grey donkeys, the "scecchi" (cavalli.py); the kings in long medieval robes
and mantles, as the paladins of the puppet theatre (re.py). Its signs (signs.py), the pip cards with their
portrait, trinacria and chariot coins and their little scenes (pips.py, scenes.py), the aces (aces.py), the back
(back_design.py).
"""

from __future__ import annotations

from ..svg import Svg
from . import aces, back_design, courts, signs
from . import pips as _pips

INK = {"d": (160, 100, 0), "c": (30, 70, 160), "s": (60, 70, 90), "b": (90, 100, 20)}
BACK = ("g:backred", "#f2c232", "#3a0a0e", "#2f7a46")  # the default back's colours, if the hook is not used


def court(svg: Svg, rank: int, suit: str) -> None:
    courts.court(svg, rank, suit)


def pips(svg: Svg, suit: str, rank: int) -> None:
    _pips.pips(svg, suit, rank)


def ace(svg: Svg, suit: str) -> None:
    aces.ace(svg, suit)


def draw_sprite(svg: Svg, kind: str) -> None:
    signs.draw_sprite(svg, kind)


def medallion(svg: Svg) -> None:
    """The default back's centre (used only if compose draws the shared back): the trinacria coin."""
    signs.coin(svg, 300, 500, 200, "trinacria")


def layer(kind: str, svg: Svg) -> None:
    """The courts stand on the paper: no shared layer of their own."""


def back(svg: Svg) -> None:
    back_design.back(svg)
