"""The Toscane's pips as the Tuscan cut engraves them (docs/DECKS.md): the suit in its flat ink inside a firm
dark edge, with (the red ones) a fine engraved line following the edge inside it and a few strokes shading one
flank, as an engraved plate prints a sign; the game's small index keeps the plain cut (at its size lines are noise).
"""

from __future__ import annotations

from ..french_family import pips as _pips
from ..french_family.pips import TUSCAN
from ..svg import Svg, f

# the red signs, in the pip's 100-unit box: the engraved inner line (the shape again, smaller) and three
# parallel strokes shading the left flank along its edge; the black signs stay solid, as an engraving inks them
INNER = 0.74
# short strokes across the band between the edge and the inner line, down the lower left flank (points on the
# edge, each stroke running from just inside it towards the middle)
FLANK = {"c": [(-45, -8), (-38, 6), (-28, 20), (-17, 32)], "d": [(-26, 10), (-19, 22), (-12, 34), (-6, 45)]}
HATCH = {suit: [(x * 0.93, y * 0.93, x * 0.8, y * 0.8) for x, y in edge] for suit, edge in FLANK.items()}
SHADE = "#7e0f14"  # the engraving's darker red
def draw(svg: Svg, kind: str) -> None:
    """A pip sprite ("pip" + suit: engraved; "mark" + suit: the index's plain cut) in a 100-unit box."""
    suit = kind[-1]
    _pips.pip(svg, suit, 0, 0, 100, 0, TUSCAN)
    if not kind.startswith("pip") or suit not in HATCH:
        return
    ink = SHADE
    k = 100 / 108
    scale = f"scale({round(k * TUSCAN.narrow * INNER, 4)} {round(k * INNER, 4)})"
    with svg.group(scale):
        svg.path(TUSCAN.shapes[suit], None, ink, 2.6)
    with svg.group(f"scale({round(k * TUSCAN.narrow, 4)} {round(k, 4)})"):
        svg.path("".join(f"M{f(x0)} {f(y0)} L{f(x1)} {f(y1)}" for x0, y0, x1, y1 in HATCH[suit]), None, ink, 2.6)
