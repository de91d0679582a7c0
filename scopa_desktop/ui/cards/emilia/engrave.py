"""The engraver's modelling on the Emilian courts' faces: a few fine tapered strokes laid along the form, as the
printed portraits are cut (under the far cheekbone, along the jaw, at the temple, beside the nose, on the
neck under the chin), and the nose's shadow side as a second flat tone. Which strokes a face gets, how many
and at what slant follows from its `Mien`, so no two courts are hatched alike.

Drawn in the head's units of `faces` (the face about 86 x 118, the brow at y -60, the chin about +58), the far
side of a turned face on the right.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..svg import Point, Svg, f

Stroke = tuple[Point, Point, float]  # from, to, the swell at its middle
BEND = 0.18  # how far a stroke bows off its chord (of its length), following the round of the form


def _seed(*words: str) -> int:
    """A small number that stays the same from run to run (Python's own hash of a str does not)."""
    return sum((i + 1) * ord(c) for i, c in enumerate("".join(words)))


def sliver(a: Point, b: Point, swell: float) -> str:
    """A stroke that tapers to a point at both ends, `swell` wide at its middle (an engraved line)."""
    (x0, y0), (x1, y1) = a, b
    d = math.hypot(x1 - x0, y1 - y0) or 1
    ux, uy = -(y1 - y0) / d, (x1 - x0) / d
    nx, ny = ux * swell, uy * swell
    mx, my = (x0 + x1) / 2 + ux * d * BEND, (y0 + y1) / 2 + uy * d * BEND
    return (f"M{f(x0)} {f(y0)} Q{f(mx + nx)} {f(my + ny)} {f(x1)} {f(y1)} Q{f(mx - nx * 0.4)} {f(my - ny * 0.4)} "
            f"{f(x0)} {f(y0)} Z")


def _along(p: Point, q: Point, k: float) -> Point:
    return p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k


def front(outline: Sequence[Point], t: float, fx: float, jaw: str, nose: str, hair: str, age: str, beard: str,
          tilt: float) -> tuple[list[Stroke], str]:
    """The strokes of a face seen from the front or turned (`outline` as `faces._outline` gives it) and the
    outline of its nose's shadow side."""
    h = _seed(jaw, nose, hair, age, beard, f"{tilt:.0f}")
    count = 3 + h % 3
    slope = (4, 7, 10)[(h // 3) % 3]
    gap = 4.2 + 0.6 * ((h // 9) % 2)
    swell = 1.5 + 0.25 * ((h // 18) % 2)
    strokes: list[Stroke] = []
    # under the far cheekbone, strokes laid along the cheek's contour, each a little further in and shorter, so
    # the shadow fades toward the middle of the face (drawn from the jaw up, so each bows out with the cheek)
    bone, corner = outline[8], outline[7]
    for i in range(count):
        inset = 3 + gap * i
        top = _along(bone, corner, 0.02 + 0.05 * i)
        low = _along(bone, corner, 0.92 - 0.13 * i)
        strokes.append(((low[0] - inset, low[1]), (top[0] - inset - slope * 0.3, top[1] + 2), swell))
    if beard not in ("short", "full", "forked") and h % 4 != 3:  # along the jaw toward the chin, inside it
        chin = outline[6]
        for j in range(2 + h % 2):
            a = _along(corner, chin, 0.1 + 0.1 * j)
            b = _along(corner, chin, 0.75 - 0.12 * j)
            strokes.append(((b[0] - 1 - j, b[1] - 3 - 4 * j), (a[0] - 3 - 4 * j, a[1] - 3 - 2 * j), swell * 0.9))
    if age != "youth" and beard not in ("full", "forked"):  # the near cheek's hollow, shorter and fewer
        nx_, ny_ = outline[2]
        for j in range(2 + h % 2):
            strokes.append(((nx_ + 3, ny_ + 4 + j * 6), (nx_ + 13 - j, ny_ + 4 + j * 6 + slope * 0.6), swell * 0.9))
    # beside the nose, the shadow of its far side as a second tone
    tip = {"straight": 20, "aquiline": 22, "snub": 16, "long": 26}[nose]
    reach = {"straight": 7, "aquiline": 10, "snub": 5, "long": 9}[nose] + 6 * t
    x0 = fx + 3
    shade = (f"M{f(x0 + 1)} -10 C{f(x0 + 4)} 0 {f(x0 + reach + 1)} {tip - 8} {f(x0 + reach)} {tip - 2} "
             f"C{f(x0 + reach + 6)} {tip - 6} {f(x0 + reach + 8)} {tip - 14} {f(x0 + 8)} -6 Z")
    return strokes, shade


def neck(tilt: float, seed: int) -> list[Stroke]:
    """The shadow the chin casts on the neck: a few short strokes across it under the jaw."""
    n = 3 + seed % 2
    return [((-12 + i * 8, 44 + (i % 2) * 2), (-8 + i * 8, 56 - (i % 2) * 2 + tilt * 0.1), 1.4) for i in range(n)]


def profile(jaw: str, hair: str, age: str) -> list[Stroke]:
    """A profile's strokes: down the hollow under the cheekbone, toward the ear, and along the jaw."""
    h = _seed(jaw, hair, age)
    count = 3 + h % 2
    strokes: list[Stroke] = [((4 + 6 * i, 4 + 3 * i), (0 + 6 * i, 20 + 2 * i), 1.6) for i in range(count)]
    strokes += [((-20 + 8 * i, 34 + 2 * i), (-14 + 8 * i, 44), 1.4) for i in range(2 + h % 2)]
    return strokes


def draw(svg: Svg, strokes: Sequence[Stroke], colour: str, opacity: float = 0.75) -> None:
    """All the strokes as one shape."""
    if strokes:
        svg.path(" ".join(sliver(a, b, w) for a, b, w in strokes), colour, None, 0, opacity)
