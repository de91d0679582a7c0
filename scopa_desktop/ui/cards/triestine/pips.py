"""The Triestine's pip cards: coins and cups large in their places (a red ribbon tied between the two coins, a
vine between the two cups); swords curved and joined into ovals as in the Venetian pattern it comes from, a
straight one through the odd counts; straight staves (stout at the foot, tapering, lopped knots on their
sides) crossed in a trellis.
"""

from __future__ import annotations

import math

from ..north_kit import suits
from ..north_kit.shapes import FINE, INK, MID, blob, curve, darker, poly
from ..svg import Svg, tube
from .signs import GREEN, RED, baton, sword, thickness

# the coins' and the cups' sizes (across) and places, as large as they can be: the pips are drawn in towards the
# middle wherever the outer column would come within 30 units of the corner index's right edge (94 units at
# 300 px), so two columns are at most 176 units from the middle to their outer edge
COINS: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (270, [(300, 262), (300, 738)]),
    3: (218, [(300, 240), (300, 500), (300, 760)]),  # a clear gap between the coins, three at 90 px
    4: (168, [(208, 270), (392, 270), (208, 730), (392, 730)]),
    5: (168, [(208, 230), (392, 230), (300, 500), (208, 770), (392, 770)]),
    6: (164, [(210, 210), (390, 210), (210, 500), (390, 500), (210, 790), (390, 790)]),
    7: (156, [(218, 190), (382, 190), (300, 350), (218, 510), (382, 510), (218, 810), (382, 810)]),
}
CUPS: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (246, [(300, 262), (300, 738)]),  # smaller than the ace's, with room for the vine between
    3: (192, [(300, 236), (300, 500), (300, 764)]),  # each cup's foot clear of the lip below
    4: (170, [(208, 272), (392, 272), (208, 728), (392, 728)]),
    5: (170, [(208, 232), (392, 232), (300, 500), (208, 768), (392, 768)]),
    6: (162, [(213, 215), (387, 215), (213, 500), (387, 500), (213, 785), (387, 785)]),
    7: (132, [(224, 184), (376, 184), (300, 370), (224, 556), (376, 556), (224, 816), (376, 816)]),
}


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit in "dc":
        size, spots = (COINS if suit == "d" else CUPS)[rank]
        if rank == 2:
            (_bow if suit == "d" else _vine)(svg)
        for x, y in spots:
            svg.sprite("coin" if suit == "d" else "cup", x, y, size)
    elif suit == "s":
        # the 6 and 7 (three ovals) must still read apart at 90 px: their blades a little leaner, the 6's ovals
        # spread right in to its middle, the 7's kept out towards the frame round a bold middle sabre
        width = 34 if rank < 4 else 30 if rank < 6 else 26
        least = {6: 70, 7: 140}.get(rank)
        for hilt, tip, bend in suits.ovals(rank, 124, 876, 224 if rank > 3 else 176, least=least):
            sword(svg, hilt, tip, bend, width)
        middle = suits.straight(rank, 124, 852 if rank == 7 else 876)  # the 7's broader hilt kept in the frame
        if middle:
            sword(svg, *middle, 0, 44 if rank == 7 else width + 2)
    else:
        _batons(svg, rank)


def _bow(svg: Svg) -> None:
    for s in (-1, 1):
        blob(svg, [(300, 500), (300 + s * 50, 466), (300 + s * 80, 490), (300 + s * 56, 530)], RED, MID)
        blob(svg, [(300, 506), (300 + s * 24, 560), (300 + s * 44, 600), (300 + s * 18, 590), (300 + s * 4, 540)],
             RED, FINE)
    svg.circle(300, 500, 14, darker(RED, 0.7), INK, FINE)


def _vine(svg: Svg) -> None:
    curve(svg, [(220, 560), (280, 520), (320, 480), (380, 440)], "#6b4a1e", 7)
    for x, y, a in ((250, 530, -30), (340, 470, 30)):
        with svg.group(f"rotate({a} {x} {y})"):
            blob(svg, [(x, y), (x - 30, y - 20), (x - 16, y - 44), (x, y - 30), (x + 16, y - 44), (x + 30, y - 20)],
                 GREEN, FINE)
    for k in range(6):
        svg.circle(362 + (k % 3) * 12, 470 + (k // 3) * 14 + (k % 3) * 3, 8, "#5a2a6a", INK, 1.2)


def _batons(svg: Svg, rank: int) -> None:
    width = 40 if rank < 6 else 35  # stout enough to hold at 90 px, in a firm key line
    segs, over = suits.trellis(rank, (134, 122, 466, 878), 21 if rank == 6 else 25)  # the 6: heads apart
    segs = [(a, b) if a[1] >= b[1] else (b, a) for a, b in segs]  # every staff's stout foot at the bottom
    for a, b in segs:
        baton(svg, a, b, width, 5.0)
    a = math.radians(21 if rank == 6 else 25)
    dx, dy = math.sin(a), -math.cos(a)
    for px, py in over:  # the rising baton passes over the falling one, as broad there as it is
        foot, head = min(segs, key=lambda s: _off_line(s, (px, py)))
        t = math.hypot(px - foot[0], py - foot[1]) / (math.hypot(head[0] - foot[0], head[1] - foot[1]) or 1)
        w = thickness(t, width)
        reach = w * 1.6
        s0, s1 = (px - dx * reach, py - dy * reach), (px + dx * reach, py + dy * reach)
        poly(svg, tube([s0, s1], [w, w]), GREEN)
        nx, ny = -dy * w / 2, dx * w / 2
        for side in (-1, 1):
            svg.line(s0[0] + nx * side, s0[1] + ny * side, s1[0] + nx * side, s1[1] + ny * side, INK, 5.0)


def _off_line(seg: tuple[tuple[float, float], tuple[float, float]], p: tuple[float, float]) -> float:
    """How far `p` lies off a rising segment (the falling ones and the upright one count as far)."""
    (x0, y0), (x1, y1) = seg
    if (x1 - x0) * (y1 - y0) >= 0:  # not rising to the right from its foot
        return math.inf
    d = math.hypot(x1 - x0, y1 - y0) or 1
    return abs((x1 - x0) * (y0 - p[1]) - (x0 - p[0]) * (y1 - y0)) / d
