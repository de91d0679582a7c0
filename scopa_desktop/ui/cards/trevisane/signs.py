"""The Trevisane's four signs, in the pattern's yellow, red and blue inside a firm key line: coins half blue
and half gold round a red rosette; goblets with a banded bowl on a knopped stem; long curved blades, dark
steel-blue, with a gold guard and a red grip; long batons, red, banded in gold and blue near their knobbed
ends. Each is drawn around a given point at a given size, and as the sprites the pip cards blit.
"""

from __future__ import annotations

import math

from ..north_kit.shapes import FINE, INK, MID, blob, curve, poly, reach, strip
from ..svg import Point, Svg, bow, f, place, tube

RED, BLUE, GOLD, CREAM = "#c6282e", "#1f4f9e", "#f2bf1f", "#fffdf6"
DEEP, STEEL, EDGE = "#173a78", "#24509a", "#8fb4e4"


def coin(svg: Svg, x: float, y: float, size: float) -> None:
    """A coin `size` across: a gold rim beaded in ink, its field half blue (left) and half gold, a red
    eight-petalled rosette on a cream heart."""
    with svg.group(place(x, y, size / 100)):
        svg.circle(0, 0, 49, GOLD, INK, 3.4)
        svg.path(" ".join(f"M{f(44 * math.cos(a))} {f(44 * math.sin(a))} L{f(48 * math.cos(a))} "
                          f"{f(48 * math.sin(a))}" for a in (k * math.pi / 12 for k in range(24))), None, INK, 1.4)
        svg.path("M0 -40 A40 40 0 0 0 0 40 Z", BLUE, None)
        svg.path("M0 -40 A40 40 0 0 1 0 40 Z", GOLD, None)
        svg.circle(0, 0, 40, None, INK, 2.6)
        svg.circle(0, 0, 23, CREAM, INK, 2)
        angles = [k * math.pi / 4 + math.pi / 8 for k in range(8)]
        petals = " ".join(f"M0 0 C{f(9 * math.cos(a - 0.5))} {f(9 * math.sin(a - 0.5))} {f(20 * math.cos(a - 0.2))} "
                          f"{f(20 * math.sin(a - 0.2))} {f(21 * math.cos(a))} {f(21 * math.sin(a))} "
                          f"C{f(20 * math.cos(a + 0.2))} {f(20 * math.sin(a + 0.2))} {f(9 * math.cos(a + 0.5))} "
                          f"{f(9 * math.sin(a + 0.5))} 0 0 Z" for a in angles)
        svg.path(petals, RED, INK, 1.3)
        svg.circle(0, 0, 6.5, GOLD, INK, 1.6)


def cup(svg: Svg, x: float, y: float, size: float, rot: float = 0) -> None:
    """A goblet `size` tall centred at (x, y): a deep bowl, gold with a blue lip and a red band, a knopped
    stem and a broad stepped foot."""
    with svg.group(place(x, y, size / 100, rot)):
        blob(svg, [(-30, -10), (-24, 8), (-8, 14), (8, 14), (24, 8), (30, -10)], RED, MID)  # the bowl's foot
        svg.path("M-38 -46 L38 -46 L32 -8 C20 6 -20 6 -32 -8 Z", GOLD, INK, MID)
        svg.path("M-36 -32 L36 -32 L34 -20 L-34 -20 Z", RED, INK, FINE)
        svg.path("M-42 -50 L42 -50 L38 -42 L-38 -42 Z", BLUE, INK, FINE)
        curve(svg, [(-22, -16), (-20, -4), (-12, 4)], "#a8780a", 2)
        svg.path("M-6 12 L6 12 L5 24 L-5 24 Z", GOLD, INK, FINE)
        svg.ellipse(0, 26, 12, 6, BLUE, INK, FINE)
        svg.path("M-5 30 L5 30 L8 38 L-8 38 Z", GOLD, INK, FINE)
        svg.path("M-8 38 L8 38 L30 44 L30 50 L-30 50 L-30 44 Z", GOLD, INK, MID)
        svg.path("M-30 46 L30 46", None, RED, 3)


def sword(svg: Svg, hilt: Point, tip: Point, bend: float = 0, width: float = 26, key: float = MID) -> None:
    """A long curved blade from the guard at `hilt` to its point, bowed sideways by `bend`: dark steel with a
    light edge, a gold crossguard with turned-back ends, a red grip and a gold pommel; `key` the blade's key
    line (the pip cards' bold blades a heavier one, with a dark back along the blade as printed)."""
    line = bow(hilt, tip, bend, 24)
    n = len(line) - 1
    widths = [width * (1 - 0.45 * (i / n) ** 2.5) if i < n else 0.01 for i in range(n + 1)]
    poly(svg, tube(line, widths), STEEL, INK, key)
    if key > MID:
        back = [(x - (line[min(i + 1, n)][1] - line[max(i - 1, 0)][1]) * 0.16,
                 y + (line[min(i + 1, n)][0] - line[max(i - 1, 0)][0]) * 0.16) for i, (x, y) in enumerate(line[1:-3])]
        curve(svg, back, DEEP, width * 0.2)
    edge = [(x + (line[min(i + 1, n)][1] - line[max(i - 1, 0)][1]) * 0.12,
             y - (line[min(i + 1, n)][0] - line[max(i - 1, 0)][0]) * 0.12) for i, (x, y) in enumerate(line[1:-2])]
    curve(svg, edge, EDGE, width * 0.16)
    (ax, ay), (bx, by) = line[0], line[1]
    d = math.hypot(bx - ax, by - ay) or 1
    ux, uy = (bx - ax) / d, (by - ay) / d
    nx, ny = -uy, ux
    g = width * 1.45
    guard = [(ax - nx * g - ux * 10, ay - ny * g - uy * 10), (ax - nx * g * 0.6, ay - ny * g * 0.6),
             (ax + nx * g * 0.6, ay + ny * g * 0.6), (ax + nx * g - ux * 10, ay + ny * g - uy * 10)]
    poly(svg, strip(guard, width * 0.42), GOLD, INK, FINE + 0.6)
    grip = width * 2.1
    ex, ey = ax - ux * grip, ay - uy * grip
    poly(svg, tube([(ax, ay), (ex, ey)], [width * 0.5, width * 0.42]), RED, INK, FINE + 0.6)
    wraps = [(ax - ux * grip * k / 4 - nx * width * 0.22, ay - uy * grip * k / 4 - ny * width * 0.22)
             for k in (1, 2, 3)]
    svg.path(" ".join(f"M{f(x)} {f(y)} l{f(nx * width * 0.44)} {f(ny * width * 0.44)}" for x, y in wraps), None, INK,
             1.4)
    svg.circle(ex - ux * width * 0.3, ey - uy * width * 0.3, width * 0.42, GOLD, INK, FINE + 0.6)


def baton(svg: Svg, a: Point, b: Point, width: float = 24, key: float = MID) -> None:
    """A long smooth baton from `a` to `b`: red, a gold and a blue band near each end, knobbed ends; `key` its
    key line (heavier on the pip cards' stout staves, with a dark shaded side)."""
    (ax, ay), (bx, by) = a, b
    d = math.hypot(bx - ax, by - ay) or 1
    ux, uy = (bx - ax) / d, (by - ay) / d
    poly(svg, tube([a, b], [width, width]), RED, INK, key)
    if key > MID:
        svg.line(ax + ux * 24 + uy * width * 0.26, ay + uy * 24 - ux * width * 0.26, bx - ux * 24 + uy * width * 0.26,
                 by - uy * 24 - ux * width * 0.26, "#8e1a1e", width * 0.2)
    svg.line(ax + ux * 24 - uy * width * 0.2, ay + uy * 24 + ux * width * 0.2, bx - ux * 24 - uy * width * 0.2,
             by - uy * 24 + ux * width * 0.2, "#f07a6a", width * 0.16, 0.8)
    for t0, s in ((0.07, 1), (0.93, -1)):
        for k, colour in enumerate((GOLD, BLUE)):
            t = t0 + s * k * 0.035
            cx, cy = ax + (bx - ax) * t, ay + (by - ay) * t
            poly(svg, tube([(cx - ux * 7, cy - uy * 7), (cx + ux * 7, cy + uy * 7)], [width * 1.3, width * 1.3]),
                     colour, INK, FINE)
    for px, py in (a, b):
        svg.circle(px, py, width * 0.72, GOLD, INK, FINE + 0.6)


def sprite(svg: Svg, kind: str) -> None:
    """The pattern's sprites around (0, 0): "coin", "cup", and the index's marks "markd" ... "markb"."""
    if kind in ("coin", "markd"):
        coin(svg, 0, 0, 100)
    elif kind in ("cup", "markc"):
        cup(svg, 0, 0, 100)
    elif kind == "marks":
        sword(svg, (6, 30), (-6, -58), 12, 20)
    elif kind == "markb":
        baton(svg, (12, 44), (-12, -44), 22)
    else:
        raise ValueError(kind)


def held_coin(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """A coin borne on a palm or held up: its centre above the hand."""
    r = 62 * size
    a = math.radians(angle)
    coin(svg, x + math.sin(a) * r, y - math.cos(a) * r, 2 * r)


def held_cup(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    a = math.radians(angle)
    h = 130 * size
    cup(svg, x + math.sin(a) * h * 0.42, y - math.cos(a) * h * 0.42, h, angle)


def held_sword(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """A sword gripped at (x, y), its blade turned `angle` degrees from straight up."""
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)
    hilt = (x + ux * 18, y + uy * 18)
    length = reach(*hilt, ux, uy, 300 * size)
    sword(svg, hilt, (hilt[0] + ux * length, hilt[1] + uy * length), 22 * size, 26)


def held_baton(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)
    length = reach(x, y, ux, uy, 300 * size, (90, 84, 510, 916))
    baton(svg, (x - ux * 70, y - uy * 70), (x + ux * length, y + uy * length), 26)

