"""An engraved face's modelling, for the patterns whose faces are cut as an engraver cuts them (the French
pack's: `Face.engraved`): the line's weight varied (a heavier contour round the face, finer lines inside it
for the nose, the lips and the lids) and a few flat wedges of flesh shade that taper, laid where print lays its
hatching: down the side of the nose to the nostril, under the lower lip, along the cheek on the side turned
away. Each is a shape with width, never a hairline (a pale hairline by the far eye read as a crease).

Drawn in the head's units (heads.py), and only on cards of 150 px and up (`Svg.sized(False)`): at the table's
smallest size the plain face stays clean.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..svg import Point, Svg, f
from .ink import SKIN_SHADE

CONTOUR = 4.9  # the face's outline (the plain face's 3.8)
INNER = 1.7  # the nose's and the nostril's lines (2.2)
MOUTH = 2.0  # the line between the lips (2.4)


def shade(skin: str) -> str:
    """The flesh's shade: the warm shade tone, whatever the flesh (a blend of the pale flesh towards it, two
    thirds or nine tenths of the way, was too pale to read at 300 px)."""
    return SKIN_SHADE


def nose(svg: Svg, skin: str, top: float, bulge: float, tip: float, tip_y: float) -> None:
    """A wedge down the nose's side plane, inside its line: a point below the eyes, widening to the nostril's
    wing (`top`, `bulge`, `tip`, `tip_y` as heads._nose lays the line)."""
    svg.path(f"M{f(top + 0.2)} 0 C{f(top + bulge * 0.7)} 5 {f(tip + 1.5)} {f(tip_y - 9)} {f(tip + 0.6)} {f(tip_y - 1)} "
             f"C{f(tip - 2)} {f(tip_y + 2)} {f(tip - 6)} {f(tip_y + 2)} {f(tip - 8.5)} {f(tip_y - 1)} "
             f"C{f(tip - 7)} {f(tip_y - 9)} {f(top - 2.5)} 7 {f(top + 0.2)} 0 Z", shade(skin))


def lip(svg: Svg, skin: str, m: float, y: float) -> None:
    """The shade under a man's lower lip: a crescent, widest under the lip's middle."""
    svg.path(f"M{f(m - 7)} {f(y + 8.6)} C{f(m - 3)} {f(y + 14.5)} {f(m + 4)} {f(y + 14.5)} {f(m + 8)} {f(y + 8.6)} "
             f"C{f(m + 3)} {f(y + 10.6)} {f(m - 2)} {f(y + 10.6)} {f(m - 7)} {f(y + 8.6)} Z", shade(skin))


def cheek(svg: Svg, skin: str, side: Sequence[Point], t: float) -> None:
    """A tapered wedge inside the outline of the cheek turned away (`side`: that half of the outline, crown to
    chin), from the cheekbone down to the jaw, as wide as the head is turned."""
    pts = [(x, y) for x, y in side if -30 <= y <= 50]
    if len(pts) < 3 or t < 0.15:
        return
    w = 5 + 12 * t
    y0, y1 = pts[0][1], pts[-1][1]
    inner = [(x - w * _swell((y - y0) / (y1 - y0)), y) for x, y in pts]
    line = [(x + 2, y) for x, y in pts]  # under the contour's stroke, so no seam of flesh shows between
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in _through([*line, *reversed(inner)]))
    svg.path(d + " Z", shade(skin))


def _swell(s: float) -> float:
    """0 at both ends, 1 a little below the middle (the cheek's fullest, under the cheekbone)."""
    return max(0.0, min(1.0, s / 0.55) if s < 0.55 else (1 - s) / 0.45)


def _through(points: Sequence[Point], steps: int = 6) -> list[Point]:
    """`points` joined by a Catmull-Rom curve sampled `steps` times per span (a polyline smooth at card sizes)."""
    out: list[Point] = []
    n = len(points)
    for i in range(n - 1):
        p0, p1, p2 = points[max(i - 1, 0)], points[i], points[i + 1]
        p3 = points[min(i + 2, n - 1)]
        for k in range(steps):
            s = k / steps
            out.append(tuple(0.5 * (2 * b + (c - a) * s + (2 * a - 5 * b + 4 * c - d) * s * s
                                    + (3 * b - a - 3 * c + d) * s ** 3)
                             for a, b, c, d in zip(p0, p1, p2, p3, strict=True)))  # type: ignore[misc]
    out.append(points[-1])
    return out
