"""The Toscane courts' cloth shaded as the deck's aces are, by engraving: in each fold a crease line and, on its
shaded side, a wedge of fine parallel strokes that opens as the cloth falls, as an engraver models a fold; and
a band of strokes down a garment's shaded side (the light comes from the figure's left, our right). At the
table's smallest size the strokes merge into a second, darker tone of the cloth.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from ..french_family.drape import fold_shade
from ..french_family.ink import darker
from ..french_family.ornament import hatch, inside, jewels, spline
from ..svg import Point, Svg, f

INK = 0.5  # the strokes: the cloth's own colour at this share of its light
STEP = 7  # between strokes
SLOPE = {-1: -0.7, 1: 0.7}  # the strokes lean with the fold's shaded side


def _wedge(line: Sequence[Point], width: float, side: int, within: Sequence[Point] | None = None) -> list[Point]:
    """The shaded wedge beside a crease on `side`: nothing at its top, `width` wide at its foot, kept on the
    cloth (`within`, its outline) where given."""
    return fold_shade(line, width, side, within, fall=0.9, reach=1.3)


def fold(svg: Svg, cloth: str, top: Point, foot: Point, width: float = 22, side: int = 1, sway: float = 8,
         within: Sequence[Point] | None = None) -> None:
    """One fold from `top` (where the cloth is gathered) to `foot`: the crease, the hatched wedge on `side`
    (kept inside `within`, the garment's outline, where given)."""
    mid = ((top[0] + foot[0]) / 2 + sway, (top[1] + foot[1]) / 2)
    line = spline([top, mid, foot], 3)
    if within:  # the crease ends where the cloth does
        line = line[:next((i for i, p in enumerate(line) if i > 1 and not inside(within, *p)), len(line))]
    ink = darker(cloth, INK)
    hatch(svg, _wedge(line, width, side, within), ink, step=STEP, slope=SLOPE[side], sw=1.5)
    svg.path("M" + "L".join(f"{f(x)} {f(y)}" for x, y in line), None, ink, 2.4)


def side_shade(svg: Svg, cloth: str, edge: Sequence[Point], width: float = 20) -> None:
    """Strokes along a garment's shaded edge (`edge`: its outline's points there, top to bottom), `width` in."""
    line = spline(list(edge), 4)
    inner = [(x + width, y) for x, y in line]
    hatch(svg, [*line, *inner[::-1]], darker(cloth, INK), step=STEP, slope=-0.7, sw=1.5)


def aside(svg: Svg, draw: Callable[[], None]) -> list[str]:
    """What `draw` lays, taken off the card to be laid again after the engraving: a garment's strewn motif is
    stamped over the strokes, as print lays it, not striped by them."""
    start = len(svg.body)
    draw()
    drawn = svg.body[start:]
    del svg.body[start:]
    return drawn


def strew(svg: Svg, kind: str, colour: str, region: Sequence[Point], apex: Point, step: float, size: float) -> None:
    """A garment's motif strewn in rows that curve round `apex` (where the cloth hangs from), `step` apart, each
    row's motifs half a step on from the last's: the rows bow with the folds fanning below, as a printed cloth
    falls, rather than running level across them. Each motif lies wholly on the cloth."""
    ax, ay = apex
    far = max(math.hypot(x - ax, y - ay) for x, y in region)
    spots = []
    for j in range(1, int(far / step) + 2):
        r = (j + 0.5) * step
        pitch = step / r
        a0 = math.pi / 2 + (pitch / 2 if j % 2 else 0)
        for k in range(-int(math.pi / pitch), int(math.pi / pitch) + 1):
            x, y = ax + r * math.cos(a0 + k * pitch), ay + r * math.sin(a0 + k * pitch)
            if all(inside(region, x + u, y + v) for u, v in ((0, 0), (-size, 0), (size, 0), (0, -size), (0, size))):
                spots.append((x, y))
    jewels(svg, kind, colour, spots, size)
