"""The Bergamasche's four signs as the printed pattern colours them, drawn our own way: coins dark red and black
on white (a black rim, a white ring, a red field with a black star); cups as stylised vases (a gold lid, a red
capital curling out, a gold band of rings, a blue foot curling out, a gold hexagonal base); broad curved
blades, each banded blue or red at its ends and gold with black teeth along its middle, under black guards
edged in gold, red twisted grips; straight batons, red or blue (the odd one green), flared fluted caps in
a second colour on gold rings, gold lids over their mouths.
"""

from __future__ import annotations

import math

from ..north_kit.shapes import FINE, INK, MID, blob, darker, poly, reach, strip
from ..svg import Point, Svg, bow, f, place, tube

RED, BLUE, GOLD, GREEN, BLACK, WHITE = "#c8232c", "#1e48a8", "#f4be1a", "#1f5a32", "#151515", "#fffdf6"


def coin(svg: Svg, x: float, y: float, size: float) -> None:
    """A coin `size` across: black rim, white ring, a thin black ring, a red field with a black eight-pointed
    star, a red heart ringed with black dots."""
    with svg.group(place(x, y, size / 100)):
        svg.circle(0, 0, 48, BLACK, INK, 2)
        svg.circle(0, 0, 42, WHITE)
        svg.circle(0, 0, 37, RED, BLACK, 3.4)
        star = []
        for k in range(16):
            a = k * math.pi / 8 - math.pi / 2
            r = 33 if k % 2 == 0 else 17
            star.append(f"{f(r * math.cos(a))} {f(r * math.sin(a))}")
        svg.path("M" + " L".join(star) + " Z", BLACK)
        svg.circle(0, 0, 14, RED)
        svg.path(" ".join(f"M{f(9 * math.cos(a) - 3)} {f(9 * math.sin(a))} a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 Z"
                          for a in (k * math.pi / 3 for k in range(6))), BLACK)
        svg.circle(0, 0, 3, BLACK)


def cup(svg: Svg, x: float, y: float, size: float, rot: float = 0, plant: bool = False) -> None:
    """A tall vase `size` tall centred at (x, y) (about 1 : 1.4 wide to tall, as printed), from the lid down: a
    gold hexagonal lid ruled in black, a tall red capital whose volutes roll outward and down, a gold collar
    with three rings, a tall blue foot whose volutes roll out over a gold hexagonal base; `plant`: green
    leaves springing from its lid. The whole vase stays within 50 units of its centre, so a sprite never
    clips its base."""
    with svg.group(place(x, y, size / 100, rot)):
        if plant:  # two broad leaves spreading like wings, three small ones and a bud between them
            for s in (-1, 1):
                svg.path(f"M0 -48 C{s * 16} -64 {s * 40} -74 {s * 62} -72 C{s * 50} -60 {s * 30} -50 0 -46 Z",
                         "#2f7a3a", INK, FINE)
                svg.path(f"M{s * 6} -50 C{s * 24} -60 {s * 40} -66 {s * 54} -70", None, GREEN, 1.6)
            for a in (-26, 0, 26):
                with svg.group(f"rotate({a} 0 -48)"):
                    blob(svg, [(0, -48), (-6, -62), (0, -78), (6, -62)], GREEN, FINE)
            svg.circle(0, -54, 4, RED, INK, 1.2)
        with svg.group("scale(0.92 1)"):  # the body a little narrower than its plant
            # the lid: a flat hexagon with pointed ends, a ruled panel on its face
            poly(svg, [(-36, -38), (-26, -49), (26, -49), (36, -38), (26, -27), (-26, -27)], GOLD, INK, MID)
            poly(svg, [(-28, -38), (-21, -45), (21, -45), (28, -38), (21, -31), (-21, -31)], None, INK, 1.4)
            svg.path(" ".join(f"M{x0} -43 L{x0} -33" for x0 in range(-16, 19, 4)), None, INK, 1.4)
            poly(svg, [(-28, -27), (28, -27), (22, -6), (-22, -6)], RED)  # filled behind its volutes
            svg.path("M-14 -27 L14 -27 L10 -6 L-10 -6 Z", RED, INK, FINE)  # the capital's neck
            for s in (-1, 1):  # its volutes, rolling outward and down
                svg.path(f"M{s * 4} -27 C{s * 18} -28 {s * 30} -24 {s * 32} -14 C{s * 34} -4 {s * 24} 0 {s * 19} -5 "
                         f"C{s * 15} -9 {s * 18} -14 {s * 24} -12 C{s * 20} -20 {s * 12} -18 {s * 7} -10 Z", RED, INK,
                         FINE + 0.4)
                # the volute's curl, a line rolling in (a dark dot there read as an eye, the capital as a face)
                svg.path(f"M{s * 27} -15 C{s * 30} -10 {s * 26} -6 {s * 22} -8", None, darker(RED, 0.5), 1.6)
            svg.path("M0 -24 L0 -8", None, darker(RED, 0.55), 2)
            svg.rect(-24, -6, 48, 6, 1, GOLD, INK, FINE)
            svg.rect(-19, 0, 38, 12, 1, GOLD, INK, FINE)
            for cx in (-10, 0, 10):
                svg.circle(cx, 6, 3.4, GOLD, INK, 1.4)
            svg.rect(-24, 12, 48, 5, 1, GOLD, INK, FINE)
            poly(svg, [(-10, 17), (10, 17), (26, 38), (-26, 38)], BLUE)  # filled behind its volutes
            svg.path("M-10 17 L10 17 L13 39 L-13 39 Z", BLUE, INK, FINE)  # the foot
            for s in (-1, 1):  # its volutes, rolling outward over the base
                svg.path(f"M{s * 4} 17 C{s * 10} 24 {s * 18} 28 {s * 25} 31 C{s * 34} 33 {s * 35} 41 {s * 28} 42 "
                         f"C{s * 22} 43 {s * 20} 38 {s * 23} 35 C{s * 16} 35 {s * 10} 38 {s * 6} 39 Z", BLUE, INK,
                         FINE + 0.4)
                svg.circle(s * 27, 37, 2.6, darker(BLUE, 0.55))
            svg.path("M0 20 L0 37", None, darker(BLUE, 0.55), 2)
            # the base: a hexagonal plate seen from above, its front edge a band of gold
            poly(svg, [(-34, 42), (-34, 46), (-23, 50), (23, 50), (34, 46), (34, 42), (23, 46), (-23, 46)],
                 darker(GOLD, 0.8), INK, FINE)
            poly(svg, [(-34, 42), (-23, 37), (23, 37), (34, 42), (23, 46), (-23, 46)], GOLD, INK, MID)
            svg.path("M-23 46 L-23 50 M23 46 L23 50", None, INK, 1.2)


def blade(svg: Svg, hilt: Point, tip: Point, bend: float, width: float, colour: str) -> None:
    """A broad curved blade from `hilt` to its point, bowed sideways by `bend` (see `banded`)."""
    banded(svg, bow(hilt, tip, bend, 30), width, colour, 1 if bend > 0 else -1)


def banded(svg: Svg, line: list[Point], width: float, colour: str, side: int) -> None:
    """A broad blade along `line` (from the hilt to the point): `colour` near its ends, gold with black teeth
    along its middle, the teeth on the `side` of it that faces the inside of its curve."""
    n = len(line) - 1
    widths = [width * (1 if i < n * 0.86 else max(0.05, (n - i) / (n * 0.14))) for i in range(n + 1)]
    poly(svg, tube(line, widths), colour, INK, MID)
    lo, hi = int(n * 0.2), int(n * 0.72)
    mid = line[lo:hi + 1]
    poly(svg, strip(mid, width * 0.98), GOLD, INK, FINE)
    teeth = []
    for i in range(len(mid) - 1):
        (ax, ay), (bx, by) = mid[i], mid[i + 1]
        d = math.hypot(bx - ax, by - ay) or 1
        nx, ny = -(by - ay) / d * side, (bx - ax) / d * side
        h = width * 0.44
        mx, my = (ax + bx) / 2, (ay + by) / 2
        teeth.append(f"M{f(ax - nx * h)} {f(ay - ny * h)} L{f(mx + nx * h)} {f(my + ny * h)} "
                     f"L{f(bx - nx * h)} {f(by - ny * h)} Z")
    svg.path(" ".join(teeth), BLACK)


def scimitar(svg: Svg, centre: Point, radius: float, start: float, stop: float, width: float, colour: str,
             hilt: float = 90, point: float = 150, curl: float = 3.0) -> None:
    """A broad curved blade as the printed pattern draws one: an arc of the circle of `radius` about `centre`
    from angle `start` to `stop` (degrees, 0: right, 90: down; where it crosses its fellow), the hilt `hilt`
    units straight on beyond the start, the point `point` units beyond the stop, curling out `curl` times as
    fast as the arc; `colour` for its first and last third, gold with a black zig-zag along its middle; at the
    hilt a black bow-tie guard edged in gold and a red twisted grip."""
    cx, cy = centre
    n = 40
    line = [(cx + radius * math.cos(math.radians(start + (stop - start) * k / n)),
             cy + radius * math.sin(math.radians(start + (stop - start) * k / n))) for k in range(n + 1)]
    (ax, ay), (bx, by) = line[0], line[1]
    d = math.dist(line[0], line[1]) or 1
    line = [(ax - (bx - ax) / d * hilt * k / 3, ay - (by - ay) / d * hilt * k / 3) for k in (3, 2, 1)] + line
    (ax, ay), (bx, by) = line[-2], line[-1]
    heading = math.atan2(by - ay, bx - ax)
    turn = math.copysign(curl / radius, stop - start) * 12
    x, y = bx, by
    for _ in range(int(point / 12)):
        heading += turn
        x, y = x + math.cos(heading) * 12, y + math.sin(heading) * 12
        line.append((x, y))
    n = len(line) - 1
    widths = [width * (1 if k < n - 9 else max(0.04, (n - k) / 9) ** 0.75) for k in range(n + 1)]
    poly(svg, tube(line, widths), colour, INK, MID)
    mid = line[round(n * 0.32): round(n * 0.66) + 1]
    poly(svg, strip(mid, width), GOLD, INK, MID)
    zig = []
    step = width * 0.5
    length = sum(math.dist(mid[i], mid[i + 1]) for i in range(len(mid) - 1))
    for j in range(int(length / step) + 1):
        (px, py), (ux, uy) = _at(mid, j * step / length)
        side = width * 0.36 * (1 if j % 2 else -1)
        zig.append((px - uy * side, py + ux * side))
    svg.path("M" + " L".join(f"{f(x)} {f(y)}" for x, y in zig), None, BLACK, width * 0.085)
    (x0, y0), (x1, y1) = line[0], line[1]
    guard(svg, line[0], math.degrees(math.atan2(x1 - x0, -(y1 - y0))), width * 1.25)


def _at(line: list[Point], t: float) -> tuple[Point, Point]:
    """The point a share `t` of the way along `line`, and the unit direction there."""
    lengths = [math.dist(line[i], line[i + 1]) for i in range(len(line) - 1)]
    goal = max(0.0, min(1.0, t)) * sum(lengths)
    for i, d in enumerate(lengths):
        if goal <= d or i == len(lengths) - 1:
            (ax, ay), (bx, by) = line[i], line[i + 1]
            k = min(goal / d, 1.0) if d else 0.0
            return (ax + (bx - ax) * k, ay + (by - ay) * k), ((bx - ax) / (d or 1), (by - ay) / (d or 1))
        goal -= d
    return line[-1], (0.0, 1.0)


def arc(cx: float, cy: float, rx: float, ry: float, start: float, stop: float, n: int = 36) -> list[Point]:
    """Points along an ellipse from angle `start` to `stop` (degrees, 0: right, 90: down)."""
    return [(cx + rx * math.cos(math.radians(start + (stop - start) * k / n)),
             cy + ry * math.sin(math.radians(start + (stop - start) * k / n))) for k in range(n + 1)]


def guard(svg: Svg, at: Point, along: float, width: float, grip: bool = True) -> None:
    """A sword's hilt at `at`, the blade going off along `along` degrees (0: up): a black guard shaped like a
    bow tie, edged in gold, with round ends; behind it a red twisted grip and a gold pommel ring."""
    x, y = at
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(along)})"):
        if grip:  # a thick twisted grip, swelling in the middle, and a gold pommel ring
            g = max(1.0, width / 40) * 1.5  # as thick as print's: half the guard's span again
            blob(svg, [(-9 * g, 6), (-14 * g, 34 * g), (-10 * g, 62 * g), (10 * g, 62 * g), (14 * g, 34 * g),
                       (9 * g, 6)], RED, MID)
            svg.path(" ".join(f"M{f(-12 * g)} {f((12 + k * 10) * g)} C{f(-4 * g)} {f((10 + k * 10) * g)} "
                              f"{f(4 * g)} {f((20 + k * 10) * g)} {f(12 * g)} {f((18 + k * 10) * g)}"
                              for k in range(5)), None, darker(RED, 0.5), 3.2)
            svg.circle(0, 70 * g, 9 * g, GOLD, INK, MID)
            svg.circle(0, 70 * g, 4 * g, WHITE, INK, 1.4)
        s = width / 40
        # a bold black bow tie: broad flared ends, a waist half their height, edged in gold
        tie = (f"M{f(-60 * s)} {f(-28 * s)} L{f(-10 * s)} {f(-9 * s)} L{f(10 * s)} {f(-9 * s)} L{f(60 * s)} "
               f"{f(-28 * s)} L{f(60 * s)} {f(28 * s)} L{f(10 * s)} {f(9 * s)} L{f(-10 * s)} {f(9 * s)} "
               f"L{f(-60 * s)} {f(28 * s)} Z")
        svg.path(tie, BLACK, GOLD, 6 * s)
        svg.path(tie, None, INK, 1.6)
        for sx in (-1, 1):
            svg.circle(sx * 66 * s, -30 * s, 9 * s, GOLD, INK, 1.6)
            svg.circle(sx * 66 * s, 30 * s, 9 * s, GOLD, INK, 1.6)


def straight_sword(svg: Svg, hilt: Point, tip: Point, width: float = 34, colour: str = "#1b2c6e") -> None:
    """A straight broad sword: a dark blade with a lighter ridge, its guard and grip at `hilt`."""
    (ax, ay), (bx, by) = hilt, tip
    d = math.hypot(bx - ax, by - ay) or 1
    ux, uy = (bx - ax) / d, (by - ay) / d
    nx, ny = -uy, ux
    w = width / 2
    end = (bx - ux * width * 1.2, by - uy * width * 1.2)
    svg.path(f"M{f(ax + nx * w)} {f(ay + ny * w)} L{f(end[0] + nx * w)} {f(end[1] + ny * w)} L{f(bx)} {f(by)} "
             f"L{f(end[0] - nx * w)} {f(end[1] - ny * w)} L{f(ax - nx * w)} {f(ay - ny * w)} Z", colour, INK, MID)
    svg.line(ax + ux * 20, ay + uy * 20, end[0], end[1], "#4f78c8", width * 0.16)
    guard(svg, hilt, math.degrees(math.atan2(ux, -uy)), width * 1.1)


def baton(svg: Svg, a: Point, b: Point, width: float, colour: str) -> None:
    """A straight baton from `a` to `b` in `colour`, a gold collar near each end, flared fluted caps."""
    (ax, ay), (bx, by) = a, b
    d = math.hypot(bx - ax, by - ay) or 1
    ux, uy = (bx - ax) / d, (by - ay) / d
    nx, ny = -uy, ux
    cap = width * 1.7
    poly(svg, tube([(ax + ux * cap, ay + uy * cap), (bx - ux * cap, by - uy * cap)], [width, width]), colour, INK,
             MID)
    svg.line(ax + ux * cap * 1.5 + nx * width * 0.18, ay + uy * cap * 1.5 + ny * width * 0.18,
             bx - ux * cap * 1.5 + nx * width * 0.18, by - uy * cap * 1.5 + ny * width * 0.18, "#ffffff", width * 0.14,
             0.45)
    head = RED if colour != RED else BLUE  # print's caps in a second colour: red on blue and green, blue on red
    rot = math.degrees(math.atan2(uy, ux))
    for (px, py), s in ((a, 1), (b, -1)):
        # the flared cap: narrow at the rod, broad at the end, in its own colour, three broad flutes in a
        # darker tone between them, a broad gold ring where it meets the rod and a gold lid over its mouth
        w0, w1 = width * 0.52, width * 0.98
        base = (px + ux * s * cap * 1.1, py + uy * s * cap * 1.1)
        q = [(base[0] + nx * w0, base[1] + ny * w0), (px + nx * w1, py + ny * w1), (px - nx * w1, py - ny * w1),
             (base[0] - nx * w0, base[1] - ny * w0)]
        poly(svg, q, head, INK, MID)
        dark = darker(head, 0.6)
        for k in (-0.62, 0.0, 0.62):
            poly(svg, [(base[0] + nx * w0 * (k - 0.14), base[1] + ny * w0 * (k - 0.14)),
                       (px + nx * w1 * (k - 0.1), py + ny * w1 * (k - 0.1)),
                       (px + nx * w1 * (k + 0.1), py + ny * w1 * (k + 0.1)),
                       (base[0] + nx * w0 * (k + 0.14), base[1] + ny * w0 * (k + 0.14))], dark)
        svg.ellipse(*base, width * 0.26, width * 0.86, GOLD, INK, FINE + 0.6, rot=rot)  # the ring
        svg.ellipse(*base, width * 0.1, width * 0.5, darker(GOLD, 0.7), rot=rot)
        svg.ellipse(px, py, width * 0.34, w1 * 1.04, GOLD, INK, FINE + 0.6, rot=rot)  # the lid
        svg.path(f"M{f(px + nx * w1 * 0.6)} {f(py + ny * w1 * 0.6)} Q{f(px - ux * s * width * 0.2)} "
                 f"{f(py - uy * s * width * 0.2)} {f(px - nx * w1 * 0.4)} {f(py - ny * w1 * 0.4)}", None,
                 darker(GOLD, 0.5), 2)


def sprite(svg: Svg, kind: str) -> None:
    """The sprites around (0, 0): "coin", "cup", and the small indices' marks."""
    if kind in ("coin", "markd"):
        coin(svg, 0, 0, 100)
    elif kind in ("cup", "markc"):
        cup(svg, 0, 0, 104)
    elif kind == "marks":
        blade(svg, (10, 36), (-8, -56), 14, 20, BLUE)
    elif kind == "markb":
        baton(svg, (12, 46), (-12, -46), 20, RED)
    else:
        raise ValueError(kind)


def held_coin(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    r = 60 * size
    a = math.radians(angle)
    coin(svg, x + math.sin(a) * r, y - math.cos(a) * r, 2 * r)


def held_cup(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """A vase held by its foot (the grip at its base), standing up from the hand."""
    a = math.radians(angle)
    h = 190 * size  # as tall as print's, the slender vase needing more height than the broad pip vase
    vase(svg, x + math.sin(a) * h * 0.36, y - math.cos(a) * h * 0.36, h, angle)


def vase(svg: Svg, x: float, y: float, size: float, rot: float = 0) -> None:
    """The tall lidded vase the courts hold, `size` tall centred at (x, y), as printed: a pointed gold lid of
    facets under a knob, a red body swelling out under its neck, banded in gold, curled at its shoulders, a gold
    collar of rings, a slender blue foot flaring to a gold base."""
    with svg.group(place(x, y, size / 100, rot)):
        svg.circle(0, -47, 3.4, GOLD, INK, 1.4)  # the lid's knob
        poly(svg, [(0, -44), (15, -26), (-15, -26)], GOLD, INK, MID)  # the lid, a faceted point
        poly(svg, [(0, -44), (5, -26), (15, -26)], darker(GOLD, 0.8))
        svg.path("M0 -44 L-5 -26 M0 -44 L5 -26", None, INK, 1.2)
        svg.rect(-17, -26, 34, 5, 1.5, GOLD, INK, FINE)  # the lid's rim
        svg.rect(-9, -21, 18, 5, 1, RED, INK, FINE)  # the neck
        svg.path("M-9 -16 C-24 -12 -26 6 -12 14 L12 14 C26 6 24 -12 9 -16 Z", RED, INK, MID)  # the body
        for s in (-1, 1):  # the shoulders' curls
            svg.path(f"M{s * 10} -15 C{s * 20} -14 {s * 22} -8 {s * 16} -6 C{s * 12} -5 {s * 12} -10 {s * 15} -10",
                     None, INK, 1.4)
        svg.path("M-20 -1 L20 -1 L19 4 L-19 4 Z", GOLD, INK, FINE)  # the gold band round its widest
        svg.path("M-12 8 C-6 12 6 12 12 8", None, darker(RED, 0.55), 1.6)
        svg.path("M-15 -12 C-18 -6 -18 -2 -16 2", None, "#f08a7a", 1.8)  # a light on its near side
        svg.rect(-11, 14, 22, 4, 1, GOLD, INK, FINE)  # the collar's rings
        svg.rect(-8, 18, 16, 4, 1, GOLD, INK, FINE)
        svg.path("M-6 22 L6 22 C7 32 16 38 19 43 L-19 43 C-16 38 -7 32 -6 22 Z", BLUE, INK, MID)  # the foot
        svg.path("M0 25 L0 41", None, darker(BLUE, 0.55), 1.6)
        poly(svg, [(-21, 43), (21, 43), (19, 49), (-19, 49)], GOLD, INK, FINE + 0.4)  # the base


def held_sword(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """The courts' broad straight blue sword, gripped at (x, y), the blade turned `angle` from straight up."""
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)
    hilt = (x + ux * 20, y + uy * 20)
    length = reach(*hilt, ux, uy, 272 * size)
    straight_sword(svg, hilt, (hilt[0] + ux * length, hilt[1] + uy * length), 36, BLUE)


def held_mace(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """The batons' courts' mace: a red shaft, a gold collar, a gold-and-red fluted head."""
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)
    length = reach(x, y, ux, uy, 226 * size, (100, 150, 500, 900))
    top = (x + ux * length, y + uy * length)
    poly(svg, tube([(x - ux * 80, y - uy * 80), top], [24, 24]), RED, INK, MID)
    with svg.group(f"translate({f(top[0])} {f(top[1])}) rotate({f(angle)})"):
        svg.path("M-16 14 L16 14 L20 -6 L-20 -6 Z", GOLD, INK, FINE)
        blob(svg, [(-22, -4), (-30, -40), (-16, -70), (0, -76), (16, -70), (30, -40), (22, -4)], RED, MID)
        svg.path("M-10 -8 L-14 -66 M0 -8 L0 -74 M10 -8 L14 -66", None, darker(RED, 0.5), 3)
        svg.path("M-24 -30 L24 -30", None, GOLD, 6)
        svg.path("M-24 -30 L24 -30", None, INK, 1.2)
        blob(svg, [(-12, -74), (0, -92), (12, -74)], GOLD, FINE)
    bottom = (x - ux * 80, y - uy * 80)
    svg.circle(bottom[0], bottom[1], 14, GOLD, INK, FINE)

