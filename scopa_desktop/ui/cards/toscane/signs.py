"""The Toscane's pips as the Tuscan cut engraves them (docs/DECKS.md): the suit in its flat ink inside a firm
dark edge, with a fine engraved line following the edge inside it (dark in the red, light in the black) and
strokes along one flank, as an engraved plate prints a sign; the aces' great sign the same, its lines finer; the
game's small index keeps the plain cut (at its size lines are noise).
"""

from __future__ import annotations

from ..french_family import pips as _pips
from ..french_family.pips import TUSCAN
from ..svg import Svg, f, place

# in the pip's 100-unit box: the engraved inner line (the shape again, smaller) and four short strokes across
# the band along one flank; the red signs shaded dark on the lower left, the black ones lit on the upper left
# (a light line cut into the black, so the solid ink keeps a firm key band outside it)
INNER = 0.74
# short strokes across the band between the edge and the inner line, down the lower left flank (points on the
# edge, each stroke running from just inside it towards the middle)
FLANK = {"c": [(-45, -8), (-38, 6), (-28, 20), (-17, 32)], "d": [(-26, 10), (-19, 22), (-12, 34), (-6, 45)],
         # the black signs lit from the upper left: the strokes run down the upper left flank
         "s": [(-12, -38), (-22, -28), (-32, -18), (-42, -6)],
         "b": [(-30, -40), (-34, -28), (-48, -2), (-42, -8)]}
HATCH = {suit: [(x * 0.93, y * 0.93, x * 0.8, y * 0.8) for x, y in edge] for suit, edge in FLANK.items()}
SHADE = "#7e0f14"  # the engraving's darker red
LIGHT = "#8f8a80"  # the black signs' engraved light: the paper's tone dulled, a fine line cut into the ink
def draw(svg: Svg, kind: str) -> None:
    """A pip sprite ("pip" + suit: engraved; "mark" + suit: the index's plain cut) in a 100-unit box."""
    suit = kind[-1]
    if kind.startswith("pip"):
        engraved(svg, suit, 0, 0, 100)
    else:
        _pips.pip(svg, suit, 0, 0, 100, 0, TUSCAN)


def engraved(svg: Svg, suit: str, x: float, y: float, size: float, line: float = 2.6) -> None:
    """One engraved sign `size` units tall at (x, y): the flat sign, its inner line and flank strokes, the
    lines `line` units wide in the 100-unit box (finer on a great ace's sign, which is drawn larger)."""
    _pips.pip(svg, suit, x, y, size, 0, TUSCAN)
    ink = SHADE if suit in "dc" else LIGHT
    _pips.pip_line(svg, suit, x, y, size, INNER, ink, line, TUSCAN)
    k = size / 108
    with svg.group(place(x, y, 1, 0) + f" scale({round(k * TUSCAN.narrow, 4)} {round(k, 4)})"):
        svg.path("".join(f"M{f(x0)} {f(y0)} L{f(x1)} {f(y1)}" for x0, y0, x1, y1 in HATCH[suit]), None, ink, line)
