"""The Trevisane's ace of cups as printed Venetian aces draw it: one great covered cup, a single turned vessel
from the finial to the foot (a domed lid with a finial, a round bowl with two faces looking out from under
its rim, a knop, a stem and a broad domed foot), rich in ornament, with two scroll handles and flowers
hanging from them. Not a stack of parts: one outline runs round the whole vessel.

The vessel is drawn as a solid of revolution seen a little from above: `_PROFILE` gives its half breadth at
each height, every band across it is an arc that dips in front, and every rib (gadroons, the shade's
strokes) is a meridian, so the ornament wraps round it. It keeps clear of the corner indices (at 90 px the
top-left one reaches 144 units in and 300 down, the turned one 456 in and 700 down) and of the scroll.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Sequence

from ..north_kit.emblems import flower
from ..north_kit.faces import Face, face
from ..north_kit.shapes import FINE, INK, MID, OUT, blob, curve, darker, poly
from ..svg import Point, Svg

CX = 300
DIP = 0.12  # how far a band across the vessel dips in front, per unit of its half breadth (seen from above)
# (height, half breadth) knots, one list per smooth run; a corner between runs (the lid's edge, the knop)
_PROFILE: tuple[tuple[tuple[float, float], ...], ...] = (
    ((214, 14), (222, 40), (240, 78), (264, 112), (288, 134), (300, 140)),  # the lid's dome
    ((300, 140), (304, 152), (316, 154), (322, 146)),  # the lid's rim
    ((322, 146), (350, 174), (390, 188), (432, 176), (468, 134), (494, 78), (504, 50)),  # the bowl
    ((504, 50), (512, 44)),  # its collar
    ((512, 44), (522, 66), (540, 76), (558, 66), (568, 40)),  # the knop
    ((568, 40), (590, 28), (616, 26), (636, 34)),  # the stem
    ((636, 34), (660, 56), (690, 90), (720, 120), (744, 136), (752, 140)),  # the foot's dome
    ((752, 140), (756, 144), (780, 144), (784, 136)),  # its rim
)
GOLD, RED, BLUE, CREAM = "#f2bf1f", "#c6282e", "#1f4f9e", "#fffdf6"
SHADE = darker(GOLD, 0.8)


def _run(knots: Sequence[tuple[float, float]], per: int = 5) -> list[tuple[float, float]]:
    """A smooth run through the knots (Catmull-Rom), sampled."""
    out: list[tuple[float, float]] = []
    pts = [knots[0], *knots, knots[-1]]
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(per):
            t = k / per
            out.append(tuple(0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t * t
                                    + (-a + 3 * b - 3 * c + d) * t ** 3) for a, b, c, d in zip(p0, p1, p2, p3,
                                                                                                strict=True)))
    out.append(knots[-1])
    return out


_SAMPLES = sorted({p for run in _PROFILE for p in _run(run)})
_YS = [y for y, _ in _SAMPLES]


def half(y: float) -> float:
    """The vessel's half breadth at height y."""
    i = bisect_right(_YS, y)
    if i <= 0 or i >= len(_SAMPLES):
        return _SAMPLES[-1][1] if i and y <= _YS[-1] else 0.0
    (y0, r0), (y1, r1) = _SAMPLES[i - 1], _SAMPLES[i]
    return r0 if y1 == y0 else r0 + (r1 - r0) * (y - y0) / (y1 - y0)


def at(y: float, theta: float) -> Point:
    """The point of the vessel's surface at height y, `theta` radians round from the front (+: the right)."""
    r = half(y)
    return CX + r * math.sin(theta), y + DIP * r * math.cos(theta)


def _arc(y: float, n: int = 16) -> list[Point]:
    return [at(y, -math.pi / 2 + math.pi * k / n) for k in range(n + 1)]


def _side(y0: float, y1: float, s: int) -> list[Point]:
    ys = [y0] + [y for y, _ in _SAMPLES if y0 < y < y1] + [y1]
    return [(CX + s * half(y), y) for y in ys]


def zone(y0: float, y1: float) -> list[Point]:
    """The outline of the vessel between heights y0 and y1 (its front bands' arcs top and bottom)."""
    return [*_arc(y0), *_side(y0, y1, 1), *_arc(y1)[::-1], *_side(y0, y1, -1)[::-1]]


def _tongue(y0: float, y1: float, t0: float, t1: float, n: int = 6) -> list[Point]:
    """A gadroon: the strip of surface between two meridians, rounded at its top."""
    right = [at(y0 + (y1 - y0) * k / n, t1) for k in range(n + 1)]
    left = [at(y1 - (y1 - y0) * k / n, t0) for k in range(n + 1)]
    mid = at(y0 - (y1 - y0) * 0.18, (t0 + t1) / 2)
    return [*right, *left, mid]


def _gadroons(svg: Svg, y0: float, y1: float, count: int, fill: str, up: bool = True) -> None:
    step = math.pi / count
    for k in range(count):
        t0 = -math.pi / 2 + step * k + step * 0.12
        t1 = t0 + step * 0.76
        poly(svg, _tongue(y0, y1, t0, t1) if up else _tongue_down(y0, y1, t0, t1), fill, INK, FINE)


def _tongue_down(y0: float, y1: float, t0: float, t1: float, n: int = 6) -> list[Point]:
    """A gadroon rounded at its foot (on the lid and the foot, whose ribs rise from a band)."""
    left = [at(y0 + (y1 - y0) * k / n, t0) for k in range(n + 1)]
    right = [at(y1 - (y1 - y0) * k / n, t1) for k in range(n + 1)]
    mid = at(y1 + (y1 - y0) * 0.16, (t0 + t1) / 2)
    return [*left, mid, *right]


def _beads(svg: Svg, y: float, count: int, r: float, fill: str) -> None:
    for k in range(count):
        t = -math.pi / 2 + math.pi * (k + 0.5) / count
        x, yy = at(y, t)
        svg.circle(x, yy, r * (0.55 + 0.45 * math.cos(t)), fill, INK, 1.4)


def _shade(svg: Svg, y0: float, y1: float, colour: str = SHADE) -> None:
    """A printed shade on the vessel's right: strokes along three meridians, in a darker tone of the ground."""
    for t in (0.95, 1.15, 1.33):
        curve(svg, [at(y0 + (y1 - y0) * k / 8, t) for k in range(9)], colour, 3)


def _handle(svg: Svg, s: int) -> None:
    """A scroll handle from under the lid's rim out and down to the bowl's foot, its ends curled."""
    line = [(CX + s * 150, 336), (CX + s * 206, 322), (CX + s * 236, 352), (CX + s * 222, 410),
            (CX + s * 176, 450), (CX + s * 150, 470)]
    curve(svg, line, INK, 22)
    curve(svg, line, GOLD, 13)
    curve(svg, line[1:5], SHADE, 3)
    for (x, y), r in (((CX + s * 214, 346), 13), ((CX + s * 202, 436), 10)):
        svg.circle(x, y, r, GOLD, INK, MID)
        svg.circle(x, y, r * 0.4, RED, INK, FINE)
    curve(svg, [(CX + s * 232, 396), (CX + s * 240, 440), (CX + s * 228, 488)], "#2f7a3a", 6)
    flower(svg, CX + s * 228, 502, 20, BLUE, GOLD)


def great_cup(svg: Svg) -> None:
    """The whole vessel: handles behind, then the body zone by zone, its ornament, one outline round it all,
    and the finial on top."""
    for s in (-1, 1):
        _handle(svg, s)
    lo, hi = _SAMPLES[0][0], _SAMPLES[-1][0]
    poly(svg, zone(lo, hi), GOLD, None)
    # the lid: a dome ribbed in blue gadroons rising from its rim, a band of beads round its edge
    _gadroons(svg, 236, 298, 9, BLUE, up=False)
    poly(svg, zone(300, 322), BLUE, INK, FINE)
    _beads(svg, 311, 15, 5.5, GOLD)
    # the bowl: a red frieze under the rim with two faces in cream roundels and a rosette between them,
    # a gold band of beads, gold gadroons over a blue ground round its belly
    poly(svg, zone(322, 420), RED, INK, FINE)
    for s in (-1, 1):
        x, y = at(372, s * 0.42)
        svg.ellipse(x, y, 40, 44, CREAM, INK, MID)
        face(svg, x, y + 2, 0.42, Face(-s * 0.35, "young", "curls", "#8e4a1c"), neck=False)
    flower(svg, CX, 392, 22, GOLD, BLUE)
    for s in (-1, 1):
        x, y = at(378, s * 1.18)
        flower(svg, x, y, 14, GOLD, BLUE)
    poly(svg, zone(420, 436), GOLD, INK, FINE)
    _beads(svg, 428, 17, 5, RED)
    poly(svg, zone(436, 504), BLUE, INK, FINE)
    _gadroons(svg, 442, 500, 11, GOLD)
    _shade(svg, 330, 416, darker(RED, 0.7))
    # the knop: red, set with gold bosses; the stem gold, ringed
    poly(svg, zone(512, 568), RED, INK, FINE)
    _beads(svg, 540, 7, 9, GOLD)
    for y in (588, 616):
        poly(svg, zone(y, y + 8), BLUE, INK, FINE)
    # the foot: a dome of blue and gold gadroons over a red rim
    poly(svg, zone(652, 752), BLUE, INK, FINE)
    _gadroons(svg, 654, 742, 11, GOLD, up=False)
    poly(svg, zone(752, 784), RED, INK, FINE)
    _beads(svg, 768, 15, 5.5, GOLD)
    _shade(svg, 640, 750)
    # one key line round the whole vessel
    poly(svg, zone(lo, hi), None, INK, OUT)
    # the finial: a knob and a bud on top of the lid
    svg.ellipse(CX, 210, 20, 9, GOLD, INK, MID)
    blob(svg, [(CX - 14, 204), (CX - 18, 186), (CX, 164), (CX + 18, 186), (CX + 14, 204)], RED, MID)
    curve(svg, [(CX - 8, 198), (CX, 172), (CX + 8, 198)], GOLD, 3)
