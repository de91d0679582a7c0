"""The Triestine's four signs, the Venetian family's shapes drawn a little plainer and stouter, in the deck's
own colours: gold coins ringed in red round a green rosette; round-bowled chalices, gold with a red band on a
green knop; stout curved sabres of blued steel, broadening towards the point, their backs gilt, with gold
guards and green grips; straight green staves, stout at the foot and tapering, lopped knots on their sides,
banded in red and gold, capped with gold knobs.
"""

from __future__ import annotations

import math

from ..north_kit.shapes import FINE, INK, MID, OUT, blob, curve, darker, poly, reach, strip
from ..svg import Point, Svg, bow, f, place, tube

RED, BLUE, GOLD, GREEN, CREAM, BLACK = "#c42a2a", "#24489a", "#f0b91c", "#2a7a3e", "#fffdf6", "#1a1a1a"
STEEL, STEEL_EDGE = "#264a86", "#8db0e0"  # a dark blued steel, bold enough to count at 90 px
GILT = 32  # the least blade breadth whose back is gilt


def coin(svg: Svg, x: float, y: float, size: float) -> None:
    """A coin `size` across: a red rim, a gold field ringed with dots, a green rosette round a red heart."""
    with svg.group(place(x, y, size / 100)):
        svg.circle(0, 0, 49, RED, INK, 3.2)
        svg.circle(0, 0, 40, GOLD, INK, 2.4)
        svg.path(" ".join(f"M{f(34 * math.cos(a) - 2.4)} {f(34 * math.sin(a))} a2.4 2.4 0 1 0 4.8 0 "
                          f"a2.4 2.4 0 1 0 -4.8 0 Z" for a in (k * math.pi / 8 for k in range(16))), RED)
        for k in range(6):
            with svg.group(f"rotate({k * 60})"):
                svg.path("M0 -4 C8 -10 8 -22 0 -27 C-8 -22 -8 -10 0 -4 Z", GREEN, INK, 1.3)
        svg.circle(0, 0, 7, RED, INK, 1.6)


def cup(svg: Svg, x: float, y: float, size: float, rot: float = 0) -> None:
    """A chalice `size` tall centred at (x, y): a round gold bowl with a red band, a green knop, a broad foot."""
    with svg.group(place(x, y, size / 100, rot)):
        svg.path("M-36 -48 L36 -48 C38 -20 26 4 0 8 C-26 4 -38 -20 -36 -48 Z", GOLD, INK, MID)
        svg.path("M-36 -40 L36 -40 L35 -28 L-35 -28 Z", RED, INK, FINE)
        curve(svg, [(-24, -18), (-18, -4), (-8, 2)], "#a8780a", 2.2)
        svg.ellipse(0, -48, 36, 7, "#d99a12", INK, FINE)
        svg.path("M-5 8 L5 8 L4 20 L-4 20 Z", GOLD, INK, FINE)
        svg.ellipse(0, 24, 13, 8, GREEN, INK, FINE)
        svg.path("M-4 30 L4 30 L6 40 L-6 40 Z", GOLD, INK, FINE)
        svg.path("M-6 40 L6 40 C16 42 28 44 32 50 L-32 50 C-28 44 -16 42 -6 40 Z", GOLD, INK, MID)
        svg.path("M-30 47 L30 47", None, RED, 3)


def rich_coin(svg: Svg, size: float) -> None:
    """The pip cards' coin, `size` across, as rich as their sabres: a red rim pinked with gold rays, a gold field
    ringed with red pearls, an eight-petalled green rosette (each petal ribbed light) with gold seeds between the
    petals round a red heart with a gold boss."""
    with svg.group(place(0, 0, size / 100)):
        svg.circle(0, 0, 49, RED, INK, 3.6)
        svg.path(" ".join(f"M{f(47 * math.cos(a - 0.1))} {f(47 * math.sin(a - 0.1))} "
                          f"L{f(40 * math.cos(a))} {f(40 * math.sin(a))} L{f(47 * math.cos(a + 0.1))} "
                          f"{f(47 * math.sin(a + 0.1))} Z" for a in (k * math.pi / 12 for k in range(24))), GOLD)
        svg.circle(0, 0, 40, GOLD, INK, 2.6)
        svg.circle(0, 0, 30, "#f7d35a", INK, 1.4)
        svg.path(" ".join(f"M{f(35 * math.cos(a) - 2.6)} {f(35 * math.sin(a))} a2.6 2.6 0 1 0 5.2 0 "
                          f"a2.6 2.6 0 1 0 -5.2 0 Z" for a in (k * math.pi / 10 for k in range(20))), RED, INK, 0.8)
        for k in range(8):
            with svg.group(f"rotate({k * 45})"):
                svg.path("M0 -5 C9 -11 8 -24 0 -29 C-8 -24 -9 -11 0 -5 Z", GREEN, INK, 1.4)
                svg.path("M0 -9 L0 -25", None, "#8fd09c", 1.6)
            with svg.group(f"rotate({k * 45 + 22.5})"):
                svg.circle(0, -21, 2.6, GOLD, INK, 0.9)
        svg.circle(0, 0, 8, RED, INK, 1.7)
        svg.circle(0, 0, 3.2, GOLD, INK, 0.8)


def chalice(svg: Svg, size: float) -> None:
    """The pip cards' cup, `size` across (1.16 of it tall), as bold as their sabres: a broad gold bowl under a
    rolled lip, a red frieze set with gold pearls, gadroons (alternate lobes in a deeper gold) closing to the
    stem, a green knop banded in gold, a gadrooned foot with a red band."""
    deep, pale = "#d0950f", "#fbe27a"
    k = size / 100
    with svg.group(f"translate(0 {f(3 * k)}) scale({f(1.06 * k)})"):  # as broad as the sprite's square
        svg.path("M-46 -50 C-46 -18 -30 4 0 8 C30 4 46 -18 46 -50 Z", GOLD, INK, OUT * 0.8)
        for k in range(-3, 4):  # the gadroons: lobes hanging from the frieze, closing in to the stem
            x0, x1 = k * 12.4 - 6.2, k * 12.4 + 6.2
            lobe = (f"M{f(x0)} -27 L{f(x1)} -27 C{f(x1 * 0.95)} -10 {f(x1 * 0.45)} 2 {f(k * 2.2)} 6 "
                    f"C{f(x0 * 0.45)} 2 {f(x0 * 0.95)} -10 {f(x0)} -27 Z")
            svg.path(lobe, deep if k % 2 else GOLD, INK, 1.2)
        svg.path("M-45.5 -42 L45.5 -42 L44 -27 L-44 -27 Z", RED, INK, 1.6)
        for k in range(-4, 5):
            svg.circle(k * 10, -34.5, 2.6, GOLD, INK, 0.8)
        svg.ellipse(0, -50, 46, 8, "#a06a08", INK, MID * 0.8)
        svg.path("M-40 -50 C-30 -54 30 -54 40 -50 C30 -47 -30 -47 -40 -50 Z", darker("#a06a08", 0.6))
        curve(svg, [(-40, -22), (-34, -10), (-24, -2)], pale, 2.6)
        svg.path("M-6 8 L6 8 L5 16 L-5 16 Z", GOLD, INK, 1.4)
        svg.ellipse(0, 23, 16, 9, GREEN, INK, MID * 0.7)
        svg.path("M-15 23 L15 23", None, GOLD, 2.4)
        curve(svg, [(-9, 18), (-3, 16.5)], "#8fd09c", 1.6)
        svg.path("M-5 31 L5 31 L7 39 L-7 39 Z", GOLD, INK, 1.4)
        svg.path("M-7 39 L7 39 C18 41 34 43 38 51 L-38 51 C-34 43 -18 41 -7 39 Z", GOLD, INK, MID * 0.9)
        for x in (-22, -11, 0, 11, 22):  # the foot's gadroons
            svg.path(f"M{f(x * 0.4)} 41 L{f(x * 1.1)} 47", None, "#a06a08", 1.3)
        svg.path("M-37 48 L37 48", None, RED, 3.4)


def sword(svg: Svg, hilt: Point, tip: Point, bend: float = 0, width: float = 26) -> None:
    """A curved sabre from the guard at `hilt` to its point, bowed by `bend`, the Triestine's own: a stout blade
    of blued steel broadening towards the point before it is cut off short (where the Venetian blade tapers
    all along), its back gilt along the outer curve when the blade is broad; a straight gold guard ending in
    balls, a green grip bound in gold, a gold pommel."""
    line = bow(hilt, tip, bend, 24)
    n = len(line) - 1
    widths = [width * (1 + 0.22 * (t / 0.74) ** 1.4 if t < 0.74 else 1.22 * (1 - ((t - 0.74) / 0.26) ** 1.2))
              if i < n else 0.01 for i, t in ((i, i / n) for i in range(n + 1))]
    poly(svg, tube(line, widths), STEEL, INK, OUT)
    if width >= GILT:  # the back gilt on a broad blade (on the close-set 4-7 it would blur them brown at 90 px)
        side = 1 if bend >= 0 else -1  # the back: the outer, convex side of the curve
        back = []
        for i in range(2, n - 2):
            (ax, ay), (bx, by) = line[i - 1], line[i + 1]
            d = math.hypot(bx - ax, by - ay) or 1
            nx, ny = -(by - ay) / d * side, (bx - ax) / d * side
            inset = widths[i] * 0.5 - width * 0.17
            back.append((line[i][0] + nx * inset, line[i][1] + ny * inset))
        curve(svg, back, GOLD, width * 0.15)
    curve(svg, line[3:-5], STEEL_EDGE, width * 0.1)
    (ax, ay), (bx, by) = line[0], line[1]
    d = math.hypot(bx - ax, by - ay) or 1
    ux, uy = (bx - ax) / d, (by - ay) / d
    nx, ny = -uy, ux
    g = width * 1.4
    poly(svg, strip([(ax - nx * g, ay - ny * g), (ax + nx * g, ay + ny * g)], width * 0.4), GOLD, INK, FINE + 0.6)
    for s in (-1, 1):
        svg.circle(ax + s * nx * g, ay + s * ny * g, width * 0.3, GOLD, INK, FINE)
    grip = width * 2
    ex, ey = ax - ux * grip, ay - uy * grip
    poly(svg, tube([(ax, ay), (ex, ey)], [width * 0.5, width * 0.42]), GREEN, INK, FINE + 0.6)
    for k in (1, 2, 3):  # the gold wire bound round the grip
        cx, cy = ax - ux * grip * k / 4, ay - uy * grip * k / 4
        svg.line(cx - nx * width * 0.23, cy - ny * width * 0.23, cx + nx * width * 0.23, cy + ny * width * 0.23,
                 GOLD, 2.2)
    svg.circle(ex - ux * width * 0.3, ey - uy * width * 0.3, width * 0.4, GOLD, INK, FINE + 0.6)


def thickness(t: float, width: float) -> float:
    """A baton's breadth `t` of the way from its foot to its head: a stout staff, thicker at the foot."""
    return width * (1.2 - 0.4 * t)


def baton(svg: Svg, a: Point, b: Point, width: float = 26, key: float = MID) -> None:
    """A straight green staff from its foot `a` to its head `b`, the Triestine's own (a cudgel, not the
    Venetian's even rod): tapering from the foot, two lopped knots standing out from its sides, a red band
    between gold rings near each end, gold knobs; `key` the staff's key line (the pip cards' a heavier one,
    with a dark shaded side, so the staves hold at 90 px)."""
    (ax, ay), (bx, by) = a, b
    d = math.hypot(bx - ax, by - ay) or 1
    ux, uy = (bx - ax) / d, (by - ay) / d
    nx, ny = -uy, ux
    for t, side in ((0.34, 1), (0.62, -1)):  # the knots where branches were lopped, leaning up the staff
        cx, cy = ax + (bx - ax) * t, ay + (by - ay) * t
        w = thickness(t, width)
        ox, oy = nx * side * 0.75 + ux * 0.66, ny * side * 0.75 + uy * 0.66
        tip = (cx + ox * w * 1.15, cy + oy * w * 1.15)
        poly(svg, tube([(cx, cy), tip], [w * 0.5, w * 0.4]), GREEN, INK, FINE + 0.6)
        svg.ellipse(tip[0], tip[1], w * 0.22, w * 0.22, "#c9a860", INK, FINE)
    poly(svg, tube([a, b], [thickness(0, width), thickness(1, width)]), GREEN, INK, key)
    if key > MID:
        svg.line(ax + ux * 30 + uy * width * 0.3, ay + uy * 30 - ux * width * 0.3, bx - ux * 30 + uy * width * 0.2,
                 by - uy * 30 - ux * width * 0.2, "#0f4a24", width * 0.2)
    svg.line(ax + ux * 30 - uy * width * 0.2, ay + uy * 30 + ux * width * 0.2, bx - ux * 30 - uy * width * 0.14,
             by - uy * 30 + ux * width * 0.14, "#7cc38a", width * 0.12, 0.8)
    for t0 in (0.09, 0.91):
        cx, cy = ax + (bx - ax) * t0, ay + (by - ay) * t0
        w = thickness(t0, width)
        poly(svg, tube([(cx - ux * 12, cy - uy * 12), (cx + ux * 12, cy + uy * 12)], [w * 1.2, w * 1.2]), RED,
             INK, FINE)
        for k in (-1, 1):
            px, py = cx + ux * 14 * k, cy + uy * 14 * k
            poly(svg, tube([(px - ux * 4, py - uy * 4), (px + ux * 4, py + uy * 4)], [w * 1.35, w * 1.35]),
                 GOLD, INK, FINE)
    for (px, py), t in ((a, 0), (b, 1)):
        r = thickness(t, width) * 0.7
        blob(svg, [(px - r, py), (px, py - r), (px + r, py), (px, py + r)], GOLD, FINE + 0.6)


def sprite(svg: Svg, kind: str) -> None:
    if kind == "coin":
        rich_coin(svg, 100)
    elif kind == "cup":
        chalice(svg, 100)
    elif kind == "markd":
        coin(svg, 0, 0, 100)
    elif kind == "markc":
        cup(svg, 0, 0, 100)
    elif kind == "marks":
        sword(svg, (6, 30), (-6, -58), 12, 20)
    elif kind == "markb":
        baton(svg, (12, 44), (-12, -44), 22)
    else:
        raise ValueError(kind)


def held_coin(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    r = 60 * size
    a = math.radians(angle)
    coin(svg, x + math.sin(a) * r, y - math.cos(a) * r, 2 * r)


def held_cup(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    a = math.radians(angle)
    h = 130 * size
    cup(svg, x + math.sin(a) * h * 0.4, y - math.cos(a) * h * 0.4, h, angle)


def held_sword(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)
    hilt = (x + ux * 18, y + uy * 18)
    length = reach(*hilt, ux, uy, 290 * size)
    sword(svg, hilt, (hilt[0] + ux * length, hilt[1] + uy * length), 26 * size, 28)


def held_baton(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)
    length = reach(x, y, ux, uy, 290 * size, (90, 84, 510, 916))
    baton(svg, (x - ux * 80, y - uy * 80), (x + ux * length, y + uy * length), 28)

