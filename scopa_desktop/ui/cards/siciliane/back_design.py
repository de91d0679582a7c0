"""The Siciliane's back: red and yellow, the colours of Sicily, painted as a Sicilian cart is, with a border of
little triangles and rosettes, and in the middle the trinacria in a gold ring among ears of wheat."""

from __future__ import annotations

import math

from ..layout import CORNER
from ..south_kit.ink import BLUE, DARK_GREEN, GREEN, KEY, OCHRE, RED, WHITE, YELLOW
from ..svg import Svg, f
from . import signs

X0, Y0, X1, Y1 = 36, 36, 564, 964


def _clip(x0: float, y0: float, x1: float, y1: float, box: tuple[float, float, float, float]
          ) -> tuple[float, float, float, float] | None:
    """The part of the segment inside `box` (left, top, right, bottom), or None (Liang-Barsky): the loader has
    no clipping, so the lattice is cut to the field by hand."""
    bx0, by0, bx1, by1 = box
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - bx0), (dx, bx1 - x0), (-dy, y0 - by0), (dy, by1 - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return x0 + dx * t0, y0 + dy * t0, x0 + dx * t1, y0 + dy * t1


def _border(svg: Svg) -> None:
    """The yellow band's triangles along the top and the left, alternately green and blue; drawn again turned
    half round for the bottom and the right, so the back reads the same either way up."""
    tri: dict[str, list[str]] = {GREEN: [], BLUE: []}
    for i, x in enumerate(range(X0 + 24, X1 - 40, 24)):
        tri[GREEN if i % 2 else BLUE].append(f"M{x} {Y0 + 20} l12 22 l12 -22 Z")
    for i, y in enumerate(range(Y0 + 44, Y1 - 56, 24)):
        tri[BLUE if i % 2 else GREEN].append(f"M{X0 + 20} {y} l22 12 l-22 12 Z")
    for turn in ("", "rotate(180 300 500)"):
        with svg.group(turn or "translate(0 0)"):
            for colour, parts in tri.items():
                svg.path(" ".join(parts), colour, KEY, 1.2)


def _lattice(svg: Svg) -> None:
    """A lattice of gold lozenges over the red field, centred on the card and cut to the field's edge, a rosette
    in every other lozenge."""
    box = (X0 + 48, Y0 + 48, X1 - 48, Y1 - 48)
    p, m = 60.0, 1.0
    lines = []
    for k in range(-16, 17):
        for sgn in (1, -1):  # y - 500 = sgn * m * (x - 300 - k * p), across the whole card
            xa, xb = -600.0, 1200.0
            seg = _clip(xa, 500 + sgn * m * (xa - 300 - k * p), xb, 500 + sgn * m * (xb - 300 - k * p), box)
            if seg:
                lines.append(f"M{f(seg[0])} {f(seg[1])} L{f(seg[2])} {f(seg[3])}")
    ros = []
    for a in range(-12, 13):
        for b in range(-18, 19):
            if (a + b) % 2 == 0 or (a + b) % 4 != 1 and (a + b) % 4 != -3:
                continue
            cx, cy = 300 + a * p / 2, 500 + b * p * m / 2
            if box[0] + 14 < cx < box[2] - 14 and box[1] + 14 < cy < box[3] - 14 and abs(cx - 300) ** 2 + \
                    abs(cy - 500) ** 2 > 186 ** 2:
                ros.append(f"M{f(cx - 7)} {f(cy)} a7 7 0 1 0 14 0 a7 7 0 1 0 -14 0 Z")
    svg.path(" ".join(lines), None, OCHRE, 2.2, 0.8)
    svg.path(" ".join(ros), YELLOW, KEY, 1.2)


def back(svg: Svg) -> None:
    svg.rect(X0, Y0, X1 - X0, Y1 - Y0, CORNER - 14, RED, KEY, 3)
    svg.rect(X0 + 18, Y0 + 18, X1 - X0 - 36, Y1 - Y0 - 36, CORNER - 20, YELLOW, KEY, 2.4)
    svg.rect(X0 + 44, Y0 + 44, X1 - X0 - 88, Y1 - Y0 - 88, CORNER - 24, RED, KEY, 2.4)
    _border(svg)
    _lattice(svg)
    svg.rect(X0 + 44, Y0 + 44, X1 - X0 - 88, Y1 - Y0 - 88, CORNER - 24, None, KEY, 3)
    # the trinacria among ears of wheat
    svg.circle(300, 500, 176, YELLOW, KEY, 4)
    svg.circle(300, 500, 160, RED, KEY, 2)
    for k in range(12):
        a = math.radians(k * 30 + 15)
        ex, ey = 300 + math.cos(a) * 140, 500 + math.sin(a) * 140
        svg.ellipse(ex, ey, 9, 20, OCHRE, KEY, 1.4, rot=math.degrees(a) + 90)
        svg.path(f"M{f(300 + math.cos(a) * 124)} {f(500 + math.sin(a) * 124)} L{f(300 + math.cos(a) * 156)} "
                 f"{f(500 + math.sin(a) * 156)}", None, DARK_GREEN, 2)
    signs.coin(svg, 300, 500, 250, "trinacria")
    _ = WHITE
