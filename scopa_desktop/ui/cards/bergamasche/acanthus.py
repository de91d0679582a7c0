"""The Bergamasche two of coins' acanthus: fronds that wrap each coin, every one a tapering stem whose outer
edge is cut into pointed, forward-curling lobes (the printed leaf's saw-tooth), rolled into a spiral at its tip.
The printed card is the same turned end for end, so the upper coin's fronds are drawn and then turned round.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..north_kit.shapes import FINE, INK, MID, along, darker, poly, sampled, smooth
from ..svg import Point, Svg, f, tube
from .signs import BLUE, GREEN, RED, WHITE

LEAF = "#2f7a3a"


def frond(svg: Svg, spine: Sequence[Point], width: float, fill: str, lobes: int = 6, side: int = 1,
          curl: float = 18) -> None:
    """A frond along `spine`: a stem `width` broad at its foot tapering to a spiral of radius `curl`, lobes on
    its `side` (1: to the left of the way it runs) pointing forward and out."""
    line = sampled(spine, closed=False, per=10)
    (x, y), (ux, uy) = line[-1], along(line, 0.999)[1]
    nx, ny = -uy * side, ux * side
    cx, cy = x + nx * curl, y + ny * curl
    a0 = math.atan2(y - cy, x - cx)
    turn = -side
    line += [(cx + curl * 0.88 ** k * math.cos(a0 + turn * k * 0.55),
              cy + curl * 0.88 ** k * math.sin(a0 + turn * k * 0.55)) for k in range(1, 11)]
    n = len(line) - 1
    dark = darker(fill, 0.55)
    for k in range(lobes):  # the lobes, behind the stem: broad tongues swept forward, their points curling out
        t = 0.04 + 0.8 * k / max(lobes - 1, 1)
        (px, py), (vx, vy) = along(line, t)
        ox, oy = -vy * side, vx * side
        size = width * (1.35 - 0.8 * t)
        base0 = (px - vx * size * 0.5, py - vy * size * 0.5)
        base1 = (px + vx * size * 0.6, py + vy * size * 0.6)
        tip = (px + ox * size * 0.95 + vx * size * 0.95, py + oy * size * 0.95 + vy * size * 0.95)
        back = (px + ox * size * 1.0 - vx * size * 0.1, py + oy * size * 1.0 - vy * size * 0.1)
        hook = (px + ox * size * 0.35 + vx * size * 0.9, py + oy * size * 0.35 + vy * size * 0.9)
        svg.path(f"M{f(base0[0])} {f(base0[1])} Q{f(back[0])} {f(back[1])} {f(tip[0])} {f(tip[1])} "
                 f"Q{f(hook[0])} {f(hook[1])} {f(base1[0])} {f(base1[1])} Z", fill, INK, FINE + 0.6)
        mid = ((tip[0] + px) / 2 + ox * size * 0.12, (tip[1] + py) / 2 + oy * size * 0.12)
        svg.path(f"M{f(px)} {f(py)} Q{f(mid[0])} {f(mid[1])} {f(tip[0] * 0.7 + px * 0.3)} {f(tip[1] * 0.7 + py * 0.3)}",
                 None, dark, 1.8)
    widths = [max(width * 0.7 * (1 - i / n) ** 0.6 * min(1.0, 0.4 + i / 5), 2.0) for i in range(n + 1)]
    poly(svg, tube(line, widths), fill, INK, MID)
    svg.path(smooth(line[: int(n * 0.8)], closed=False), None, dark, FINE)


def two_of_coins(svg: Svg) -> None:
    """Round the upper coin (centred at 300, 268): a blue frond over its top curling out at the upper left, a
    red one up its right side curling over, a green one down its left into the middle; the same turned round
    for the lower coin; a green rosette with an eye between them."""
    for turn in (0, 180):
        with svg.group(f"rotate({turn} 300 500)"):
            frond(svg, [(380, 146), (290, 118), (204, 124), (146, 172)], 44, BLUE, 6, 1, 18)
            frond(svg, [(400, 446), (456, 350), (454, 224), (412, 132)], 48, RED, 7, 1, 20)
            frond(svg, [(270, 450), (170, 414), (134, 318), (160, 230)], 40, LEAF, 6, -1, 16)
    for k in range(8):  # the rosette between the coins, its eye at the heart
        with svg.group(f"rotate({k * 45 + 22.5} 300 500)"):
            svg.path("M300 500 C284 476 288 448 300 432 C312 448 316 476 300 500 Z", GREEN if k % 2 else LEAF, INK,
                     FINE)
    svg.ellipse(300, 500, 30, 18, WHITE, INK, FINE)
    svg.circle(300, 500, 11, RED, INK, 1.4)
    svg.circle(300, 500, 4, "#1a1a1a")
