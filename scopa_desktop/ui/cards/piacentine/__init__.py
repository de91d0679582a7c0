"""The Piacentine: the Spanish-suited pattern of Piacenza, Emilia and the centre-north (docs/DECKS.md).

Hallmarks drawn here: every card inside a thin black rule; the suit signs large and bold (black coins beaded in
yellow round a red sun's face, broad gold-and-green cups with red mouths, straight blue swords with gold hilts,
thick green lopped cudgels with red sawn ends) laid out as print lays them; "la Polla", the eagle holding the
great white ring; the putto with the sword and its garland; the covered cup; the lopped trunk; the city's arms
on the four of coins; the plant motif of the five of swords; twelve half-length courts mirrored on a straight
line, each its own figure; no corner indices of its own. Modules: `signs`, `pips`, `aces`, `emblem`, the
courts (`fanti`, `cavalli`, `re`, with `figure`) and `back`.
"""

from __future__ import annotations

from ..svg import Svg
from . import aces, cavalli, fanti, re
from . import back as backs
from . import pips as pip_cards

INK = {"d": (150, 24, 20), "c": (150, 24, 20), "s": (27, 60, 122), "b": (24, 80, 36)}
BACK = ("#9a1519", "#f7cc2a", "#3a0a0c", "#fffdf6")  # kept for older callers: field, lattice, edge, heart
_COURTS = {8: fanti.COURTS, 9: cavalli.COURTS, 10: re.COURTS}
# the settebello's coins as print lays them: one at the top, then three pairs (size, centres)
SETTEBELLO_COINS = (150, [(300, 158), (198, 318), (402, 318), (198, 482), (402, 482), (198, 646), (402, 646)])


def court(svg: Svg, rank: int, suit: str) -> None:
    """A double-ended court: its top half drawn, the renderer turns it round for the bottom."""
    svg.layer = "frame"
    svg.mirror = 0.0
    _COURTS[rank][suit](svg)
    svg.path("M44 500 L556 500", None, "#17110d", 3.5)


def pips(svg: Svg, suit: str, rank: int) -> None:
    pip_cards.pips(svg, suit, rank)


def ace(svg: Svg, suit: str) -> None:
    aces.ace(svg, suit)


def draw_sprite(svg: Svg, kind: str) -> None:
    pip_cards.sprite(svg, kind)


def medallion(svg: Svg) -> None:
    """The back's centre, for a caller that draws the shared back: the ring of la Polla."""
    backs.medallion(svg)


def back(svg: Svg) -> None:
    """The Piacentine's own back."""
    backs.back(svg)


def layer(kind: str, svg: Svg) -> None:
    """The ground every card shares: the thin black rule it is printed inside."""
    pip_cards.frame(svg)
