"""A Genovesi court's raised sleeve cut as a tailor cuts it: a rounded head at the shoulder, full over the upper
arm and narrowing to the elbow, close down the forearm to the cuff (the kit's raised sleeve is an even tube,
which on a short upper arm hanging straight down reads as an upright box). Drawn in place of the kit's tube
and its three bands on every court (tailor.py finds them by a marker ink); the kit's cuff and hand stay.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..french_family.bust import Arm
from ..french_family.garment import Body
from ..french_family.ink import KEY, poly, smooth
from ..french_family.ornament import spline
from ..svg import Point, Svg, tube

BANDS = ((0.3, 10), (0.5, 13), (0.74, 9))  # where the bands cross the sleeve (share of its length) and how thick
HEAD, FULL, ELBOW, WRIST = 50, 70, 44, 38  # the sleeve's width at the shoulder, its fullest, the elbow, the wrist


def _widths(n: int, count: int) -> list[float]:
    """The width at each of `count` points, the elbow at point `n`: the head rounding out from the shoulder over
    the first fifth of the upper arm, then narrowing to the elbow; the forearm narrowing on to the wrist."""
    out = []
    for i in range(count):
        if i <= n:
            u = i / n
            out.append(HEAD + (FULL - HEAD) * math.sin(math.pi / 2 * u / 0.25) if u < 0.25
                       else FULL + (ELBOW - FULL) * (u - 0.25) / 0.75)
        else:
            out.append(ELBOW + (WRIST - ELBOW) * (i - n) / max(count - 1 - n, 1))
    return out


def _band(line: Sequence[Point], widths: Sequence[float], at: float, thick: float) -> list[Point]:
    """A band across the sleeve at `at` of its length, `thick` long, as wide as the sleeve there."""
    i = min(int(at * (len(line) - 1)), len(line) - 2)
    (ax, ay), (bx, by) = line[i], line[i + 1]
    d = math.hypot(bx - ax, by - ay) or 1.0
    tx, ty = (bx - ax) / d, (by - ay) / d
    w, h = widths[i] / 2 + 1, thick / 2
    return [(ax - ty * w - tx * h, ay + tx * w - ty * h), (ax + ty * w - tx * h, ay - tx * w - ty * h),
            (ax + ty * w + tx * h, ay - tx * w + ty * h), (ax - ty * w + tx * h, ay + tx * w + ty * h)]


def draw(svg: Svg, body: Body, arm: Arm, side: int) -> None:
    """The sleeve of the raised arm `arm` on `side`, from the shoulder through the elbow to the wrist, where the
    kit lays its cuff."""
    x0, _, x1, _ = body.frame
    shoulder = body.shoulder(side)
    ex, ey = min(max(arm.elbow[0], x0 + 30), x1 - 30), arm.elbow[1]  # the kit's clamp: inside the frame
    hx, hy = arm.hand
    d = math.hypot(hx - ex, hy - ey) or 1.0
    wrist = (hx - (hx - ex) / d * 16, hy - (hy - ey) / d * 16)
    n = 6
    line = spline([shoulder, (ex, ey), wrist], n)
    widths = _widths(n, len(line))
    keep = [0]  # points at least 16 apart: where a short upper arm bends sharply, close ones make a spike
    for i in range(1, len(line) - 1):
        if math.dist(line[keep[-1]], line[i]) >= 16:
            keep.append(i)
    keep.append(len(line) - 1)
    line, widths = [line[i] for i in keep], [widths[i] for i in keep]
    svg.path(smooth(tube(line, widths), tension=0.5), arm.sleeve, KEY, 4.4)
    for at, thick in BANDS:
        svg.path(poly(_band(line, widths, at, thick)), arm.cuff, KEY, 2.4)
