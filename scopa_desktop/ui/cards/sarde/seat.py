"""The Sarde cavaliers' seat in the saddle: the near thigh as a limb (a rounded seat sunk into the saddle at the
hip, the thigh tapering to a rounded knee at the front, the boot leaving from under the knee), with the saddle's
leather cantle rising round behind the seat.

The kit's rider leg (the shin, boot, foot and stirrup) is drawn first; its thigh, a long almond from a full seat
to a pointed knee narrower than the boot's top, is drawn over here. Card units, the horse facing `facing` (1: the
viewer's right).
"""

from __future__ import annotations

import math

from ..south_kit.ink import FINE, HATCH, KEY, LINE, d, lerp, side_hatch, smooth_loop
from ..svg import Point, Svg, f

LEATHER = "#6a3a1a"
RIM = 5.0  # how far the cantle shows round the seat: a low rim (at 9 it wrapped the seat's end like a cuff)

# the thigh's width at the seat, at its middle and at the knee (the knee 0.75 of the seat: a limb, not an almond;
# at 64 / 58 / 48 nearly parallel-sided, it read as a bolster)
SEAT_W, MID_W, KNEE_W = 54.0, 49.0, 40.0


def _axis(hip: Point, knee: Point) -> tuple[float, float, float, float]:
    """The thigh's unit direction (hip to knee) and its normal."""
    ux, uy = knee[0] - hip[0], knee[1] - hip[1]
    ln = math.hypot(ux, uy)
    ux, uy = ux / ln, uy / ln
    return ux, uy, -uy, ux


def thigh(svg: Svg, hip: Point, knee: Point, hose: str, facing: int) -> None:
    """The near thigh: a rounded seat at the hip, a limb tapering a little to a rounded knee at the front."""
    k = facing
    ux, uy, nx, ny = _axis(hip, knee)
    r0, r1, r2 = SEAT_W / 2, MID_W / 2, KNEE_W / 2
    mid = lerp(hip, knee, 0.45)
    side = 1 if ny > 0 else -1  # the underside: the normal pointing down
    up, down = (1.0, 1.1) if side > 0 else (1.1, 1.0)  # the swell on the underside
    pts: list[Point] = []
    # the knee's front half, from the upper side round to the underside
    for i in range(7):
        a = -math.pi / 2 + math.pi * i / 6
        c, s = math.cos(a), math.sin(a)
        pts.append((knee[0] + (ux * c - nx * s) * r2, knee[1] + (uy * c - ny * s) * r2))
    # the upper side back to the seat
    pts.append((mid[0] - nx * r1 * up, mid[1] - ny * r1 * up))
    for i in range(7):
        a = math.pi / 2 + math.pi * i / 6
        c, s = math.cos(a), math.sin(a)
        pts.append((hip[0] + (ux * c - nx * s) * r0, hip[1] + (uy * c - ny * s) * r0))
    # the underside swelling a little (the hamstring) on to the knee
    pts.append((mid[0] + nx * r1 * down, mid[1] + ny * r1 * down))
    svg.path(d(smooth_loop(pts, 2), True), hose, KEY, LINE)
    line = [lerp(hip, knee, t) for t in (0.0, 0.25, 0.5, 0.75, 1.0)]
    side_hatch(svg, line, [SEAT_W * 0.9, MID_W * 0.95, MID_W, (MID_W + KNEE_W) / 2, KNEE_W * 0.9], side, 0.3)
    # the kneecap's round at the front, and the crease behind the knee where the shin leaves it
    kx, ky = knee
    fx, fy = kx + ux * r2 * 0.7, ky + uy * r2 * 0.7
    svg.path(f"M{f(fx - nx * 16 * side)} {f(fy - ny * 16 * side)} Q{f(fx + ux * 10)} {f(fy + uy * 10)} "
             f"{f(fx + nx * 12 * side)} {f(fy + ny * 12 * side)}", None, KEY, FINE, 0.8)
    bx, by = kx + nx * side * r2 * 0.9 - ux * 10, ky + ny * side * r2 * 0.9 - uy * 10
    svg.path(f"M{f(bx)} {f(by)} q{f(-k * 8)} 8 {f(-k * 2)} 18", None, KEY, HATCH, 0.8)


def cantle(svg: Svg, hip: Point, knee: Point, facing: int) -> None:
    """The saddle's cantle: its raised back curving round behind the seat (drawn before the thigh, which covers
    all but its rim), so the seat sits down in the saddle."""
    ux, uy, _, _ = _axis(hip, knee)
    r = SEAT_W / 2 + RIM
    cx, cy = hip[0] - ux * 8, hip[1] - uy * 8 + 8
    svg.circle(cx, cy, r, LEATHER, KEY, LINE * 0.8)
    # the rim's lit edge
    k = facing
    svg.path(f"M{f(cx - k * r * 0.55)} {f(cy - r * 0.72)} Q{f(cx - k * r * 0.98)} {f(cy - r * 0.2)} "
             f"{f(cx - k * r * 0.8)} {f(cy + r * 0.5)}", None, "#9a6030", 3)
