"""The Siciliane's back: red and yellow, the colours of Sicily, painted as a Sicilian cart is, with a border of
little triangles and rosettes, and in the middle the trinacria in a gold ring among ears of wheat."""

from __future__ import annotations

import math

from ..layout import CORNER
from ..south_kit.ink import BLUE, DARK_GREEN, GREEN, KEY, OCHRE, RED, WHITE, YELLOW
from ..svg import Svg, f
from . import signs

X0, Y0, X1, Y1 = 36, 36, 564, 964


def back(svg: Svg) -> None:
    svg.rect(X0, Y0, X1 - X0, Y1 - Y0, CORNER - 14, RED, KEY, 3)
    svg.rect(X0 + 18, Y0 + 18, X1 - X0 - 36, Y1 - Y0 - 36, CORNER - 20, YELLOW, KEY, 2.4)
    svg.rect(X0 + 44, Y0 + 44, X1 - X0 - 88, Y1 - Y0 - 88, CORNER - 24, RED, KEY, 2.4)
    # the border: triangles in the yellow band, alternately green and blue
    tri = {GREEN: [], BLUE: []}
    k = 0
    for x in range(X0 + 24, X1 - 40, 24):
        for y0, s in ((Y0 + 20, 1), (Y1 - 20, -1)):
            tri[GREEN if k % 2 else BLUE].append(f"M{x} {y0} l12 {s * 22} l12 {-s * 22} Z")
            k += 1
    for y in range(Y0 + 44, Y1 - 56, 24):
        for x0, s in ((X0 + 20, 1), (X1 - 20, -1)):
            tri[GREEN if k % 2 else BLUE].append(f"M{x0} {y} l{s * 22} 12 l{-s * 22} 12 Z")
            k += 1
    for colour, parts in tri.items():
        svg.path(" ".join(parts), colour, KEY, 1.2)
    # a lattice of yellow lozenges with rosettes over the red field
    lines = []
    for i in range(-12, 13):
        lines.append(f"M{X0 + 50 + i * 60} {Y0 + 50} L{X0 + 50 + i * 60 + 864} {Y1 - 50}")
        lines.append(f"M{X0 + 50 + i * 60} {Y1 - 50} L{X0 + 50 + i * 60 + 864} {Y0 + 50}")
    ros = []
    for j in range(15):
        for i in range(8):
            cx, cy = X0 + 80 + i * 60 + (30 if j % 2 else 0), Y0 + 80 + j * 58
            if cx < X1 - 60 and cy < Y1 - 60:
                ros.append(f"M{cx - 7} {cy} a7 7 0 1 0 14 0 a7 7 0 1 0 -14 0 Z")
    svg.path(" ".join(lines), None, OCHRE, 2, 0.7)
    svg.path(" ".join(ros), YELLOW, KEY, 1.2)
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
