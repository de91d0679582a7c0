"""The Trevisane (Trevigiane, Venete): the Italian-suited pattern of Treviso, the Veneto and Friuli.

Hallmarks drawn here (docs/DECKS.md): curved swords joined into ovals and long batons woven in a trellis;
coins half blue and half gold; each ace with its motto on a scroll and suns with an eye in the upper corners
of the cups and swords, the ace of cups a fountain-goblet with two faces under its rim, roosters at the feet of
the aces of swords and batons; mirrored courts on a straight line in yellow, red and blue, the knave of swords
bareheaded holding a head by its hair, a dog and a red-faced moon beside the knave of cups, the king of
batons with Treviso's seal, TARVISIUM; the value in the corners (the pattern's own indices); its own back.

The package: signs.py (coins, cups, swords, batons), pips.py, aces.py, courts.py with props.py, back.py.
"""

from __future__ import annotations

from ..svg import Svg
from . import aces, signs
from . import back as _back
from . import pips as _pips

INK = {"d": (26, 64, 140), "c": (170, 30, 36), "s": (20, 40, 80), "b": (150, 26, 30)}
BACK = ("#1f4f9e", "#f2bf1f", "#0c1a36", "#c6282e")  # the shared back's colours, if asked for


def court(svg: Svg, rank: int, suit: str) -> None:
    from ..north_kit.court import draw  # the courts' kit, loaded with the first court drawn
    from .courts import COURTS
    from .props import props

    draw(svg, COURTS[rank, suit], props())


def pips(svg: Svg, suit: str, rank: int) -> None:
    _pips.pips(svg, suit, rank)


def ace(svg: Svg, suit: str) -> None:
    aces.ace(svg, suit)


def draw_sprite(svg: Svg, kind: str) -> None:
    signs.sprite(svg, kind)


def back(svg: Svg) -> None:
    _back.back(svg)


def medallion(svg: Svg) -> None:
    """The centre of the shared back (used only where the pattern's own back is not)."""
    _back.seal(svg, 300, 500, 1.0)


def layer(kind: str, svg: Svg) -> None:
    """A court's frame: a fine blue rule inside a red one."""
    svg.rect(38, 38, 524, 924, 16, None, "#c6282e", 4)
    svg.rect(48, 48, 504, 904, 12, None, "#1f4f9e", 2.4)
