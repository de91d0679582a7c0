"""The Napoletane's Asso di Denari: one eagle with two necks, uncrowned, as printed: its two gold heads turned
outward with open beaks, its red wings curving round a great coin on either side, layered in feathers that darken
to black at their tips, its feathered legs reaching down to grip a gold ring with its talons, gold cords hanging
from them."""

from __future__ import annotations

import math

from ..south_kit.ink import BLACK, DEEP_RED, KEY, OCHRE, RED, WHITE, YELLOW, d, smooth, smooth_loop
from ..svg import Svg, f
from . import signs

CX, CY, R = 300, 384, 166  # the great coin


def eagle(svg: Svg) -> None:
    _ring(svg)
    for s in (-1, 1):
        _leg(svg, s)
        _wing(svg, s)
    _breast(svg)
    for s in (-1, 1):
        _neck_and_head(svg, s)
    signs.coin(svg, CX, CY, R * 2, rich=True)


def _breast(svg: Svg) -> None:
    """The eagle's body behind the coin: a red breast between the two necks' roots, scaled with feathers, and a
    fan of tail feathers showing under the coin between the legs."""
    breast = [(CX - 84, 250), (CX - 60, 188), (CX, 170), (CX + 60, 188), (CX + 84, 250), (CX, 262)]
    svg.path(d(smooth_loop(breast, 4), True), RED, KEY, 4)
    for row, (y0, half) in enumerate(((192, 44), (212, 62), (232, 74))):
        xs = [CX - half + k * 22 for k in range(int(half * 2 / 22) + 1)]
        svg.path(" ".join(f"M{f(x)} {f(y0 + (row % 2) * 4)} q11 12 22 0" for x in xs[:-1]), None, DEEP_RED, 2.4)
    tail = []
    for k in range(-3, 4):
        a = math.radians(90 + k * 11)
        tx, ty = CX + math.cos(a) * 84, CY + R - 30 + math.sin(a) * 84
        bx, by = CX + math.cos(a) * 10, CY + R - 30
        nx, ny = -math.sin(a) * 13, math.cos(a) * 13
        tail.append(d([(bx - nx * 0.5, by), (tx - nx, ty - ny), (tx + math.cos(a) * 10, ty + math.sin(a) * 10),
                       (tx + nx, ty + ny), (bx + nx * 0.5, by)], True))
    svg.path(" ".join(tail), BLACK, KEY, 2.6)


def _ring(svg: Svg) -> None:
    """The gold ring the talons grip, its inner line ochre."""
    svg.ellipse(CX, 762, 176, 160, None, KEY, 52)
    svg.ellipse(CX, 762, 176, 160, None, YELLOW, 42)
    svg.ellipse(CX, 762, 176, 160, None, OCHRE, 2)
    svg.path(" ".join(f"M{f(CX + math.cos(math.radians(a)) * 156)} {f(762 + math.sin(math.radians(a)) * 140)} "
                      f"L{f(CX + math.cos(math.radians(a)) * 166)} {f(762 + math.sin(math.radians(a)) * 150)}"
                      for a in range(20, 170, 10)), None, OCHRE, 2)


def _arc(s: int, r: float, a0: float, a1: float, n: int = 10) -> list[tuple[float, float]]:
    """Points round the coin's centre at radius r from a0 to a1 degrees (0: out to the side, 90: down), on the
    side `s`."""
    return [(CX + s * math.cos(math.radians(a0 + (a1 - a0) * k / n)) * r,
             CY + math.sin(math.radians(a0 + (a1 - a0) * k / n)) * r) for k in range(n + 1)]


def _wing(svg: Svg, s: int) -> None:
    """A wing folded round the coin's side, from the neck's root over the top down to below the coin: red
    coverts along the coin, rows of feathers outward, the lowest row's long feathers black."""
    tips = [(CX + s * 266, 452), (CX + s * 246, 446), (CX + s * 250, 498), (CX + s * 222, 486), (CX + s * 216, 540),
            (CX + s * 188, 520), (CX + s * 178, 574), (CX + s * 150, 548), (CX + s * 120, 560)]
    inner = _arc(s, R + 2, 66, -58, 12)
    # the shoulder rounds down close by the coin before the wing spreads, as printed (and clear of the corner
    # index at 90 px, which the wing's square top ran under)
    outer = smooth([(CX + s * 134, 214), (CX + s * 138, 270), (CX + s * 146, 330), (CX + s * 214, 364),
                    (CX + s * 272, 404)], 3)
    svg.path(d([*smooth(inner, 3), *outer, *tips], True), RED, KEY, 4.6)
    # the lower wing black: its long flight feathers, layered, their pointed tips making the wing's lower edge
    band = [*_arc(s, R + 2, 66, 18, 6), (CX + s * 272, 400)]
    svg.path(d([*smooth(band, 3), *tips], True), BLACK, KEY, 3)
    shafts = [((CX + s * 206, 410), (CX + s * 262, 446)), ((CX + s * 190, 440), (CX + s * 244, 492)),
              ((CX + s * 172, 466), (CX + s * 212, 534)), ((CX + s * 150, 488), (CX + s * 174, 566))]
    svg.path(" ".join(d([a0, b0]) for a0, b0 in shafts), None, "#6a6a78", 2.4)
    # rows of small red feathers, scalloped, over the wing (each row kept inside the wing's top)
    for r0, a0 in ((R + 30, -52), (R + 62, -20), (R + 92, -2)):
        pts = _arc(s, r0, a0, 12, 8)
        scallops = []
        for (x0, y0), (x1, y1) in zip(pts, pts[1:], strict=False):
            mx, my = (x0 + x1) / 2 + s * 14 * (1 if r0 > R + 40 else 0.6), (y0 + y1) / 2 + 10
            scallops.append(f"M{f(x0)} {f(y0)} Q{f(mx)} {f(my)} {f(x1)} {f(y1)}")
        svg.path(" ".join(scallops), None, KEY, 2.4)
        svg.path(" ".join(f"M{f(x)} {f(y)} l{f(s * 10)} 8" for x, y in pts[1:-1]), None, DEEP_RED, 2.4)


def _neck_and_head(svg: Svg, s: int) -> None:
    """A gold neck rising from the wing's root in an S, the head turned outward: a round crown, a brow over a
    fierce eye, a heavy hooked beak open on a red tongue."""
    # the heads close together over the breast, turned outward (as printed), clear of the corner's index
    with svg.group(f"translate({f(CX + s * 36)} 112) scale({s} 1)"):
        neck = [(-36, 150), (-32, 100), (-28, 60), (-26, 20), (-24, -20), (-6, -40), (24, -36), (40, -20), (44, 8),
                (18, 30), (10, 60), (8, 100), (16, 150)]
        svg.path(d(smooth_loop(neck, 4), True), YELLOW, KEY, 4)
        svg.path(" ".join(f"M{f(-28 + k * 3)} {f(130 - k * 24)} q12 4 22 -6" for k in range(5)), None, OCHRE, 2.4)
        # the beak: the upper mandible hooked down over the lower, the mouth red
        svg.path("M36 -22 C58 -30 84 -22 92 -2 C94 10 88 20 80 22 C82 10 76 2 62 2 L40 6 Z", YELLOW, KEY, 3)
        svg.path("M40 8 L74 10 C70 18 58 24 42 24 Z", YELLOW, KEY, 2.6)
        svg.path("M42 8 L70 9 L46 17 Z", RED, None)
        svg.path("M62 -14 q6 4 4 10", None, KEY, 2)
        svg.circle(18, -14, 7.5, WHITE, KEY, 2)
        svg.circle(20, -14, 3.8, KEY)
        svg.path("M2 -26 Q18 -34 36 -22", None, KEY, 3.4)
        svg.path("M-20 -30 Q0 -38 16 -34", None, OCHRE, 2)


def _leg(svg: Svg, s: int) -> None:
    """A feathered red thigh, the scaled leg reaching down and out, three talons round the ring, a gold cord."""
    thigh = [(CX + s * 120, 540), (CX + s * 176, 560), (CX + s * 196, 640), (CX + s * 170, 680), (CX + s * 130, 640)]
    svg.path(d(smooth_loop(thigh, 4), True), RED, KEY, 4)
    svg.path(" ".join(f"M{f(CX + s * (136 + k * 12))} {f(600 + k * 10)} q{f(s * 8)} 12 0 22" for k in range(4)), None,
             DEEP_RED, 2)
    fx, fy = CX + s * 176, 704
    svg.path(f"M{f(CX + s * 164)} 670 L{f(fx)} {f(fy)}", None, KEY, 24)
    svg.path(f"M{f(CX + s * 164)} 670 L{f(fx)} {f(fy)}", None, RED, 16)
    for k, (dx, dy) in enumerate(((-30, 26), (-6, 40), (24, 30))):
        svg.path(f"M{f(fx)} {f(fy)} q{f(s * dx * 0.6)} {f(dy * 0.4)} {f(s * dx)} {f(dy)}", None, KEY, 12)
        svg.path(f"M{f(fx)} {f(fy)} q{f(s * dx * 0.6)} {f(dy * 0.4)} {f(s * dx)} {f(dy)}", None, RED, 6)
        svg.path(f"M{f(fx + s * dx)} {f(fy + dy)} l{f(s * (4 - k * 4))} 10", None, KEY, 4)
    # the cord hangs in along the ring, clear of the bottom corner's index at 300 px
    cord = [(fx + s * 24, fy + 30), (fx + s * 30, fy + 90), (fx + s * 16, fy + 150), (fx + s * 20, fy + 190)]
    svg.path(d(smooth(cord, 4)), None, KEY, 12)
    svg.path(d(smooth(cord, 4)), None, YELLOW, 7)
    svg.circle(fx + s * 20, fy + 200, 10, RED, KEY, 2.4)
