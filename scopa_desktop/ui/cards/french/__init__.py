"""The French deck: the international (Anglo-American) pattern as Italian makers print it for Scopa, Scopone
and the 52-card games (docs/DECKS.md): double-ended half-length courts in a frame with the suit's pip at
their side, bold pips, A 2-10 J Q K indices in the corners, a red and white back.

Its courts are in courts.py, its aces and back in aces.py; the pips and the figure kit are the French-suited
family's (french_family/).
"""

from __future__ import annotations

from ..french_family import assemble
from ..french_family import pips as _pips
from ..french_family.pips import INTERNATIONAL
from ..svg import Svg
from . import aces, courts

INK = {"d": (206, 18, 30), "c": (206, 18, 30), "s": (20, 20, 24), "b": (20, 20, 24)}
LETTERS = {11: "J", 12: "Q", 13: "K"}
RED_INK, BLACK_INK = INTERNATIONAL.red_edge, INTERNATIONAL.black_edge


def pip(svg: Svg, suit: str, x: float, y: float, size: float, rot: float = 0) -> None:
    """One of the pattern's pips, about `size` units tall, centred at (x, y)."""
    _pips.pip(svg, suit, x, y, size, rot, INTERNATIONAL)


def pips(svg: Svg, suit: str, rank: int) -> None:
    """The pip cards 2-10 (their pips are sprites: parsed once, copied), keeping clear paper between them and
    the corner index when it grows on a small card."""
    _pips.pips(svg, suit, rank)
    svg.give_way = _pips.GIVE_WAY


ace = aces.ace


def face(rank: int, suit: str, faces: str) -> Svg:
    """A whole face: ace, pip card, or court (the 8, 9, 10 as J, Q, K when `faces` is "courts")."""
    return assemble(rank, suit, faces, courts.court, ace, pips)


def back() -> Svg:
    return aces.back()


def draw_sprite(svg: Svg, kind: str) -> None:
    """A pip for the pip cards ("pip" + suit) or the index ("mark" + suit), in a 100-unit box round (0, 0)."""
    pip(svg, kind[-1], 0, 0, 100)


def layer(kind: str, svg: Svg) -> None:
    """The deck draws no shared layer beyond the paper."""
