"""The Genovesi's pips cut as a woodblock cuts them: the suit in its bold flat ink inside its dark edge, with a
white line cut into the ink following the edge inside it (two on an ace's great sign), the paper showing
through as on a block-printed sign; the Genoese manner, bold and flat, where the Toscane engraves fine shading
strokes. The game's small index keeps the plain cut (at its size a line is noise)."""

from __future__ import annotations

from ..french_family import pips as _pips
from ..french_family.pips import GENOESE
from ..svg import Svg

CUT = "#fbf5e6"  # the paper showing through the line cut into the block
INNER = (0.72,)  # the cut line: the sign's shape again, this share of its size
ACE_INNER = (0.8, 0.56)
PLAIN_BELOW = 30  # a pip sprite smaller than this (px) is drawn without the cut (a 90 px card's are ~17 px)


def draw(svg: Svg, kind: str) -> None:
    """A pip sprite ("pip" + suit: cut; "mark" + suit: the index's plain sign) in a 100-unit box."""
    suit = kind[-1]
    if kind.startswith("pip"):
        cut(svg, suit, 0, 0, 100)
    else:
        _pips.pip(svg, suit, 0, 0, 100, 0, GENOESE)


def cut(svg: Svg, suit: str, x: float, y: float, size: float, line: float = 3.4,
        inner: tuple[float, ...] = INNER) -> None:
    """One sign `size` units tall at (x, y): the flat sign and the white line(s) cut into it, `line` units wide
    in the 100-unit box."""
    _pips.pip(svg, suit, x, y, size, 0, GENOESE)
    for share in inner:
        _pips.pip_line(svg, suit, x, y, size, share, CUT, line / share, GENOESE)
