"""Arms and hands of the northern courts: a sleeve from the shoulder through the elbow to the wrist (plain,
puffed, slashed, banded or cut in two colours, with its cuff), and a hand that does something: grips a shaft,
bears a coin or a cup on its palm, lies flat on the chest, sets its knuckles on the hip, holds the reins.

Hands are drawn in their own units, the wrist at (0, 0) and the fingers towards +y, and turned along the
forearm; a left hand is a right hand mirrored.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..svg import Point, Svg, f, tube
from .faces import FLESH, LINE
from .shapes import FINE, INK, MID, band, blob, curve, darker, poly, sampled
from .weave import weave


@dataclass(frozen=True)
class Sleeve:
    """A sleeve: its colour; `cut` "plain", "puffed" (full at the shoulder), "slashed" (puffed, with slits
    of `second` showing), "banded" (rings of `second` down the arm), "parted" (upper arm `colour`, forearm
    `second`); the cuff's colour and woven motif; `flowers` sown along it (a colour, or None); `width` (1: as
    drawn); `weave` the cloth's all-over pattern (weave.py's motif and its colour); `cuff_width` how deep the
    cuff is."""

    colour: str
    cut: str = "plain"
    second: str = "#f2c11d"
    cuff: str = "#f2c11d"
    cuff_motif: str = ""
    flowers: str | None = None
    width: float = 1.0
    weave: tuple[str, str] | None = None
    cuff_width: float = 22


@dataclass(frozen=True)
class Arm:
    """One arm: the elbow and wrist (card units; the shoulder comes from the body), its sleeve, what the hand
    does ("grip", "palm", "flat", "hip", "reins", "fist") and the hand's angle (degrees, 0: fingers down),
    the thing it holds (a key of the pattern's props, or "") with that thing's angle and size, and whether
    the thing lies behind the arm."""

    elbow: Point
    wrist: Point
    sleeve: Sleeve
    hand: str = "grip"
    angle: float = 0.0
    holds: str = ""
    prop_angle: float = 0.0
    prop_size: float = 1.0
    behind: bool = False


def sleeve(svg: Svg, shoulder: Point, arm: Arm, scale: float = 1.0) -> None:
    """The sleeve from `shoulder` to the wrist, in its cut, with its cuff."""
    s = arm.sleeve
    w = arm.sleeve.width * scale
    line = sampled([shoulder, arm.elbow, arm.wrist], closed=False, per=8)
    n = len(line) - 1
    puff = s.cut in ("puffed", "slashed")
    widths = []
    for i in range(n + 1):
        u = i / n
        base = 60 - 24 * u if u < 0.5 else 48 - 18 * (u - 0.5) * 2
        if puff and u < 0.45:
            base += 16 * math.sin(math.pi * u / 0.45)
        widths.append(base * w)
    outline = tube(line, widths)
    if s.cut == "parted":
        half = n // 2
        poly(svg, tube(line[half:], widths[half:]), s.second, INK, MID)
        poly(svg, tube(line[:half + 1], widths[:half + 1]), s.colour, INK, MID)
    else:
        poly(svg, outline, s.colour, INK, MID)
    if s.weave:
        weave(svg, outline, s.weave[0], s.weave[1], 16 * scale, smooth=False)
    if s.cut == "slashed":
        for k in range(1, 5):
            i = int(n * 0.45 * k / 5)
            (x, y), (ux, uy) = line[i], _dir(line, i)
            h = widths[i] * 0.4
            svg.path(f"M{f(x - uy * h)} {f(y + ux * h)} Q{f(x + ux * 8)} {f(y + uy * 8)} {f(x + uy * h)} "
                     f"{f(y - ux * h)} Q{f(x - ux * 4)} {f(y - uy * 4)} {f(x - uy * h)} {f(y + ux * h)} Z",
                     s.second, INK, FINE)
    elif s.cut == "banded":
        for u in (0.3, 0.62):
            i = int(n * u)
            (x, y), (ux, uy) = line[i], _dir(line, i)
            h = widths[i] / 2 - 1
            band(svg, [(x - uy * h, y + ux * h), (x + uy * h, y - ux * h)], 16 * scale, s.second, "", sw=FINE)
    else:  # the folds of the cloth at the elbow
        i = int(n * 0.5)
        (x, y), (ux, uy) = line[i], _dir(line, i)
        h = widths[i] * 0.3
        curve(svg, [(x - uy * h - ux * 10, y + ux * h - uy * 10), (x, y), (x + uy * h * 0.6 - ux * 6,
                                                                             y - ux * h * 0.6 - uy * 6)],
              darker(s.colour, 0.5), FINE, 0.8)
    if s.flowers:
        for u in (0.18, 0.42, 0.7):
            (x, y) = line[int(n * u)]
            _flower(svg, x, y, 9 * scale, s.flowers)
    # the cuff at the wrist
    (x, y), (ux, uy) = line[-1], _dir(line, n)
    h = widths[-1] / 2 + 3
    back = 16 * scale
    band(svg, [(x - uy * h - ux * back, y + ux * h - uy * back), (x + uy * h - ux * back, y - ux * h - uy * back)],
         s.cuff_width * scale, s.cuff, s.cuff_motif, step=max(9, s.cuff_width * 0.5) * scale)


def _dir(line: list[Point], i: int) -> Point:
    (ax, ay), (bx, by) = line[max(i - 1, 0)], line[min(i + 1, len(line) - 1)]
    d = math.hypot(bx - ax, by - ay) or 1.0
    return (bx - ax) / d, (by - ay) / d


def _flower(svg: Svg, x: float, y: float, r: float, colour: str) -> None:
    petals = " ".join(f"M{f(x)} {f(y)} m{f(r * 0.9 * math.cos(a))} {f(r * 0.9 * math.sin(a))} "
                      f"a{f(r * 0.45)} {f(r * 0.45)} 0 1 0 0.1 0 Z" for a in (0, 1.26, 2.51, 3.77, 5.03))
    svg.path(petals, colour, INK, 1.2)
    svg.circle(x, y, r * 0.35, "#c6282e", INK, 1)


def hand(svg: Svg, wrist: Point, kind: str, angle: float, scale: float = 1.0, left: bool = False,
         flesh: str = FLESH) -> None:
    """A hand at `wrist`, fingers turned `angle` degrees from straight down; `left` mirrors it."""
    x, y = wrist
    sx = -scale if left else scale
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(angle)}) scale({round(sx, 4)} {round(scale, 4)})"):
        {"grip": _grip, "fist": _grip, "palm": _palm, "flat": _flat, "hip": _hip, "reins": _reins}[kind](svg, flesh)


def _grip(svg: Svg, flesh: str) -> None:
    """Closed round a shaft that crosses the hand at y = 30 (the caller draws the shaft first)."""
    blob(svg, [(-17, -4), (-20, 14), (-19, 34), (-8, 44), (10, 44), (19, 36), (19, 12), (15, -4)], flesh, MID)
    for k, yy in enumerate((22, 30, 38)):  # the curled fingers over the shaft
        svg.path(f"M{-16 + k} {yy - 7} C-6 {yy - 10} 14 {yy - 9} 19 {yy - 4} C21 {yy + 1} 16 {yy + 3} 8 {yy + 2} "
                 f"C-2 {yy + 1} -12 {yy + 2} -16 {yy + 1}", flesh, INK, FINE)
    blob(svg, [(-18, 6), (-8, 4), (4, 10), (10, 18), (4, 22), (-10, 18), (-19, 16)], flesh, FINE)  # the thumb


def _palm(svg: Svg, flesh: str) -> None:
    """Open, the fingers a little spread and their tips bent forward, bearing what rests on them (the caller
    draws the thing beyond the fingertips, at about y = 46)."""
    blob(svg, [(-16, -2), (-20, 16), (-20, 34), (-12, 46), (0, 48), (12, 46), (18, 34), (18, 16), (16, -2)], flesh,
         MID)
    svg.path("M-9 30 L-9 46 M0 31 L0 48 M9 30 L9 46", None, LINE, 1.5)
    blob(svg, [(16, 8), (28, 14), (34, 26), (28, 30), (18, 24)], flesh, FINE)  # the thumb


def _flat(svg: Svg, flesh: str) -> None:
    """Laid flat, the four fingers together pointing down, the thumb along the side."""
    blob(svg, [(-16, -2), (-18, 20), (-14, 44), (-6, 52), (4, 52), (14, 46), (17, 20), (16, -2)], flesh, MID)
    svg.path("M-8 28 L-7 50 M1 30 L2 51 M9 28 L10 47", None, LINE, 1.5)
    blob(svg, [(16, 4), (26, 10), (30, 22), (24, 26), (16, 20)], flesh, FINE)


def _hip(svg: Svg, flesh: str) -> None:
    """The knuckles set on the hip: the back of the hand and the bent fingers."""
    blob(svg, [(-16, -2), (-20, 16), (-12, 30), (10, 32), (20, 20), (16, -2)], flesh, MID)
    svg.path("M-12 24 C-6 28 4 28 12 24 M-14 16 C-6 20 6 20 16 16", None, LINE, 1.5)


def _reins(svg: Svg, flesh: str) -> None:
    """A fist turned knuckles-up, the reins running through it."""
    blob(svg, [(-18, -2), (-22, 16), (-16, 32), (8, 34), (20, 22), (16, -2)], flesh, MID)
    svg.path("M-16 20 C-8 24 6 24 16 18 M-18 10 C-8 14 6 14 18 8", None, LINE, 1.5)
