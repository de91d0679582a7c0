"""The winged child of the Emilian aces of swords: a chubby putto seated, both arms raised to hold up a broad
blade curving over his head, grey wings at his back; and the leafy garland (or a ribbon) wound round him and
the blade, roses set in it.

`putto` draws him seated at (x, y) (his hips), his hands at the points given; `garland` lays leaves along a
chain of curves.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..anatomy import Head, head
from ..svg import Point, Svg, f, tube
from .body import d_of, smooth
from .ink import FLESH, FLESH_DK, GREEN, GREEN_DK, GREY, INK, RED, RED_DK, YELLOW

Curve = tuple[Point, Point, Point, Point]


def _cubic(c: Curve, t: float) -> Point:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = c
    u = 1 - t
    return (u ** 3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t ** 3 * x3,
            u ** 3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t ** 3 * y3)


def along(curves: Sequence[Curve], step: float) -> list[tuple[Point, float]]:
    """Points about `step` apart along a chain of cubic curves, each with the direction there (radians)."""
    out: list[tuple[Point, float]] = []
    for c in curves:
        pts = [_cubic(c, i / 60) for i in range(61)]
        acc = step
        for a, b in zip(pts, pts[1:], strict=False):
            seg = math.hypot(b[0] - a[0], b[1] - a[1])
            acc += seg
            if acc >= step:
                acc = 0.0
                out.append((b, math.atan2(b[1] - a[1], b[0] - a[0])))
    return out


def garland(svg: Svg, curves: Sequence[Curve], width: float = 44, roses: Sequence[int] = (),
            flowers: Sequence[int] = ()) -> None:
    """A thick garland of leaves along the curves, roses at the `roses`-th leaf clusters, small yellow flowers at
    the `flowers`-th."""
    spots = along(curves, width * 0.3)
    dark, light = [], []
    for i, ((x, y), a) in enumerate(spots):
        for k, side in enumerate((-1, 1)):
            ang = a + side * (0.8 + 0.3 * math.sin(i * 1.7))
            ex, ey = x + math.cos(ang) * width * 0.85, y + math.sin(ang) * width * 0.85
            nx, ny = -math.sin(ang) * width * 0.26, math.cos(ang) * width * 0.26
            leaf = (f"M{f(x)} {f(y)} Q{f((x + ex) / 2 + nx)} {f((y + ey) / 2 + ny)} {f(ex)} {f(ey)} "
                    f"Q{f((x + ex) / 2 - nx)} {f((y + ey) / 2 - ny)} {f(x)} {f(y)} Z")
            (dark if (i + k) % 2 else light).append(leaf)
    d = "M" + " L".join(f"{f(x)} {f(y)}" for (x, y), _ in spots)
    svg.path(d, None, INK, width * 0.5)
    svg.path(d, None, GREEN_DK, width * 0.42)
    svg.path(" ".join(dark), GREEN_DK, INK, 1.8)
    svg.path(" ".join(light), GREEN, INK, 1.8)
    for i in roses:
        if i < len(spots):
            rose(svg, *spots[i][0], width * 0.36)
    for i in flowers:
        if i < len(spots):
            small_flower(svg, *spots[i][0], width * 0.22)


def rose(svg: Svg, x: float, y: float, r: float = 16, colour: str = RED) -> None:
    svg.circle(x, y, r, colour, INK, 2.2)
    svg.path(f"M{f(x - r * 0.6)} {f(y + r * 0.1)} Q{f(x)} {f(y - r * 0.8)} {f(x + r * 0.6)} {f(y + r * 0.1)} "
             f"M{f(x - r * 0.3)} {f(y + r * 0.35)} Q{f(x)} {f(y - r * 0.2)} {f(x + r * 0.3)} {f(y + r * 0.35)} "
             f"M{f(x - r * 0.75)} {f(y + r * 0.5)} Q{f(x)} {f(y + r * 1.0)} {f(x + r * 0.75)} {f(y + r * 0.5)}",
             None, RED_DK, max(1.6, r * 0.12))


def small_flower(svg: Svg, x: float, y: float, r: float = 9, colour: str = YELLOW) -> None:
    petals = " ".join(f"M{f(x)} {f(y)} L{f(x + r * math.cos(a - 0.4))} {f(y + r * math.sin(a - 0.4))} "
                      f"L{f(x + r * math.cos(a + 0.4))} {f(y + r * math.sin(a + 0.4))} Z"
                      for a in (k * math.pi * 2 / 5 for k in range(5)))
    svg.path(petals, colour, INK, 1.4)
    svg.circle(x, y, r * 0.3, RED, INK, 1)


def _limb(svg: Svg, pts: Sequence[Point], w0: float, w1: float) -> None:
    """A chubby limb along a curve through three points, `w0` wide at its root and `w1` at its end."""
    line = smooth(pts, 10)
    svg.path(d_of(tube(line, [w0 + (w1 - w0) * i / 10 for i in range(11)])), FLESH, INK, 2.8)


def putto(svg: Svg, x: float, y: float, hands: tuple[Point, Point], hair: str = "#c9a060",
          wings: str = "#dfe2ea") -> None:
    """A seated putto, his hips at (x, y), his raised hands at `hands` (the viewer's left hand first): grey-white
    wings behind, a chubby body a little turned, one knee drawn up, a big head of curls."""
    for s, w in ((-1, 1.0), (1, 0.75)):  # the wings at his back
        p = [(x + s * v * w if i % 2 == 0 else y + v) for i, v in enumerate(
            (20, -150, 120, -230, 200, -200, 212, -130, 176, -130, 186, -90, 150, -84, 130, -50, 30, -80))]
        svg.path(f"M{f(p[0])} {f(p[1])} C{f(p[2])} {f(p[3])} {f(p[4])} {f(p[5])} {f(p[6])} {f(p[7])} "
                 f"C{f(p[8])} {f(p[9])} {f(p[10])} {f(p[11])} {f(p[12])} {f(p[13])} C{f(p[14])} {f(p[15])} "
                 f"{f(p[16])} {f(p[17])} {f(p[0])} {f(p[1])} Z", wings, INK, 2.6)
        svg.path(f"M{f(x + s * 90 * w)} {f(y - 200)} q{f(s * 34 * w)} 34 {f(s * 18 * w)} 84 "
                 f"M{f(x + s * 150 * w)} {f(y - 190)} q{f(s * 24 * w)} 30 {f(s * 8 * w)} 70", None, GREY, 3)
    (lx, ly), (rx, ry) = hands
    _limb(svg, [(x - 40, y + 10), (x - 30, y + 90), (x - 74, y + 160)], 58, 40)  # the far leg hanging
    svg.ellipse(x - 80, y + 170, 28, 15, FLESH, INK, 2.4, rot=20)
    for (hx, hy), sx in (((lx, ly), -1), ((rx, ry), 1)):  # the arms raised, bent at the elbow
        _limb(svg, [(x + sx * 50, y - 160), (x + sx * 96, (y - 160 + hy) / 2), (hx, hy + 12)], 46, 34)
    svg.path(f"M{f(x - 58)} {f(y - 170)} C{f(x - 84)} {f(y - 110)} {f(x - 80)} {f(y - 30)} {f(x - 48)} {f(y + 16)} "
             f"C{f(x - 14)} {f(y + 36)} {f(x + 44)} {f(y + 30)} {f(x + 68)} {f(y - 6)} C{f(x + 86)} {f(y - 60)} "
             f"{f(x + 76)} {f(y - 136)} {f(x + 54)} {f(y - 172)} C{f(x + 22)} {f(y - 186)} {f(x - 30)} {f(y - 186)} "
             f"{f(x - 58)} {f(y - 170)} Z", FLESH, INK, 3)
    svg.path(f"M{f(x - 44)} {f(y - 56)} C{f(x - 20)} {f(y - 34)} {f(x + 24)} {f(y - 34)} {f(x + 50)} {f(y - 58)} "
             f"M{f(x + 2)} {f(y - 84)} q5 7 0 12 M{f(x - 30)} {f(y - 130)} q14 10 28 2 M{f(x + 18)} {f(y - 130)} "
             f"q14 10 28 0", None, FLESH_DK, 3)
    _limb(svg, [(x + 30, y - 6), (x + 110, y + 20), (x + 92, y + 140)], 64, 42)  # the near knee drawn up
    svg.ellipse(x + 98, y + 150, 30, 16, FLESH, INK, 2.4)
    head(svg, x + 4, y - 252, 1.2, Head(-0.25, "youth", "curls", hair))
    for hx, hy in hands:
        svg.ellipse(hx, hy, 22, 18, FLESH, INK, 2.6)
        svg.path(f"M{f(hx - 14)} {f(hy - 5)} l26 0 M{f(hx - 14)} {f(hy + 4)} l26 0", None, FLESH_DK, 2)
