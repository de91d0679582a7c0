"""The Trevisane's pip cards, inside the same thin red-and-blue border as the courts (as printed): coins and
cups in their places, as large as the printed ones; swords as curved blades joined into ovals (a straight one
through the middle when the count is odd), flowers where they cross; long batons woven in a trellis.
"""

from __future__ import annotations

import math

from ..north_kit import suits
from ..north_kit.shapes import FINE, INK, blob, curve, poly
from ..svg import Svg, f, tube
from .signs import GOLD, RED, baton, sword

KEY = 5.0  # the pip cards' swords and batons: a printed sign's firm key line

# count -> (size, centres) for the coins and cups (the settebello is drawn by the shared frame)
SPOTS: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (236, [(300, 262), (300, 738)]),
    3: (200, [(300, 190), (300, 500), (300, 810)]),
    4: (186, [(190, 270), (410, 270), (190, 730), (410, 730)]),
    5: (172, [(184, 214), (416, 214), (300, 500), (184, 786), (416, 786)]),
    6: (168, [(186, 200), (414, 200), (186, 500), (414, 500), (186, 800), (414, 800)]),
    7: (154, [(186, 184), (414, 184), (300, 342), (186, 500), (414, 500), (186, 816), (414, 816)]),
}


def pips(svg: Svg, suit: str, rank: int) -> None:
    svg.layer = "court"  # the printed pip cards have the courts' inner border too
    if suit in "dc":
        size, spots = SPOTS[rank]
        if suit == "d" and rank in (2, 4):
            _knot(svg, rank)
        for x, y in spots:
            svg.sprite("coin" if suit == "d" else "cup", x, y, size * (1 if suit == "d" else 1.02))
    else:  # the long swords and batons drawn a little shorter, to stand inside the border
        with svg.group("translate(300 500) scale(0.97 0.9) translate(-300 -500)"):
            (_swords if suit == "s" else _batons)(svg, rank)


def _knot(svg: Svg, rank: int) -> None:
    """Between the coins of the two and the four: a green sprig bound by a red ribbon."""
    for s in (-1, 1):
        blob(svg, [(300, 500), (300 + s * 40, 470), (300 + s * 84, 480), (300 + s * 60, 500), (300 + s * 84, 520),
                   (300 + s * 40, 530)], "#2f7a3a", FINE + 1)
        curve(svg, [(300, 500), (300 + s * 70, 500)], "#1d4a20", 1.6)
    svg.circle(300, 500, 16, RED, INK, FINE + 1)
    if rank == 4:
        for s in (-1, 1):
            curve(svg, [(300, 484), (300 + s * 14, 420), (300 + s * 4, 380)], "#2f7a3a", 6)


def _swords(svg: Svg, rank: int) -> None:
    # broad blades in a heavy key line, as printed (half as broad again as the courts' held ones)
    width = {2: 56, 3: 54, 4: 50, 5: 48, 6: 38, 7: 40}[rank]
    # at 90 px the six and the seven are told apart at a glance: the six's three ovals kept out in a ring round a
    # broad open middle of paper, the seven's drawn in round a bold middle sword, so its middle is barred
    widest = (228 if rank < 6 else 234) if rank > 3 else 186
    least = {6: 132, 7: 100}.get(rank)
    for hilt, tip, bend in suits.ovals(rank, widest=widest, least=least):
        sword(svg, hilt, tip, bend, width, KEY)
    middle = suits.straight(rank)
    if middle:
        sword(svg, *middle, 0, width + (10 if rank == 7 else 2), KEY)
    if rank >= 2:  # a flower where the blades cross at each end
        for y in (96, 904):
            _flower(svg, 300, y, 22)


def _flower(svg: Svg, x: float, y: float, r: float) -> None:
    for k in range(4):
        with svg.group(f"rotate({k * 90 + 45} {f(x)} {f(y)})"):
            svg.ellipse(x, y - r * 0.62, r * 0.42, r * 0.62, RED, INK, FINE)
    svg.circle(x, y, r * 0.34, GOLD, INK, FINE)


def _batons(svg: Svg, rank: int) -> None:
    width = 44 if rank < 6 else 40  # stout staves, as printed
    segs, over = suits.trellis(rank)
    for a, b in segs:
        baton(svg, a, b, width, KEY)
    for px, py in over:  # where the rising baton passes over the falling one: its piece drawn again on top
        a = math.radians(27)
        dx, dy = math.sin(a), -math.cos(a)
        reach = width * 1.6
        s0, s1 = (px - dx * reach, py - dy * reach), (px + dx * reach, py + dy * reach)
        poly(svg, tube([s0, s1], [width, width]), RED)
        nx, ny = -dy * width / 2, dx * width / 2
        for side in (-1, 1):
            svg.line(s0[0] + nx * side, s0[1] + ny * side, s1[0] + nx * side, s1[1] + ny * side, INK, KEY)
        svg.line(s0[0] - nx * 0.52, s0[1] - ny * 0.52, s1[0] - nx * 0.52, s1[1] - ny * 0.52, "#8e1a1e", width * 0.2)
