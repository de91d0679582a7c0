"""The Bergamasche's pip cards, laid out as the printed pattern lays them: coins and cups large; the two of
coins wound in an S of leaves, the four with a pair of scales between its coins, the five's middle coin in a
red-and-gold sun; a plant springing from the top cup of the two and the three; swords as broad banded blades
joined into ovals (a straight sword through the odd counts), a mask with two trumpets in the two, a crown in
the three, a woman ("Margì") in the four; batons laid in two bundles crossing like an X, the odd one green and
upright, a ribbon tying the two and the three, flowering sprigs round the two and the four.
"""

from __future__ import annotations

import math

from ..north_kit import suits
from ..north_kit.emblems import crown, sprig
from ..north_kit.faces import Face, face
from ..north_kit.shapes import FINE, INK, MID, blob, darker, poly
from ..svg import Point, Svg, f
from . import acanthus
from .signs import BLUE, GOLD, GREEN, RED, WHITE, baton, cup, scimitar, straight_sword

COINS: dict[int, tuple[float, list[Point]]] = {
    2: (270, [(300, 268), (300, 732)]),
    3: (246, [(300, 196), (300, 500), (300, 804)]),
    4: (168, [(176, 176), (424, 176), (176, 824), (424, 824)]),
    5: (168, [(176, 176), (424, 176), (176, 824), (424, 824)]),
    6: (166, [(180, 176), (420, 176), (180, 500), (420, 500), (180, 824), (420, 824)]),
}
CUPS: dict[int, tuple[float, list[Point]]] = {  # tall vases, each about 1.04 x its size high
    2: (290, [(300, 322), (300, 770)]),  # two great vases, the plant on the upper, as printed
    3: (296, [(300, 326), (194, 796), (406, 796)]),
    4: (240, [(180, 214), (420, 214), (180, 786), (420, 786)]),
    5: (210, [(180, 196), (420, 196), (300, 500), (180, 804), (420, 804)]),
    6: (196, [(182, 190), (418, 190), (182, 500), (418, 500), (182, 810), (418, 810)]),
    7: (180, [(182, 176), (418, 176), (182, 476), (418, 476), (150, 800), (300, 800), (450, 800)]),
}


def pips(svg: Svg, suit: str, rank: int) -> None:
    svg.layer = "frame"
    if suit == "d":
        _coins(svg, rank)
    elif suit == "c":
        size, spots = CUPS[rank]
        for i, (x, y) in enumerate(spots):
            if i == 0 and rank in (2, 3):
                cup(svg, x, y, size * 1.04, plant=True)
            else:
                svg.sprite("cup", x, y, size * (0.84 if rank == 3 else 1))
    elif suit == "s":
        _swords(svg, rank)
    else:
        _batons(svg, rank)


def _coins(svg: Svg, rank: int) -> None:
    size, spots = COINS[rank]
    if rank == 2:
        acanthus.two_of_coins(svg)
    elif rank == 4:
        _scales(svg)
    elif rank == 5:
        _sun(svg)
    for x, y in spots:
        svg.sprite("coin", x, y, size)


def _scales(svg: Svg) -> None:
    """The four of coins' pair of scales hanging from a beam between green sprigs, a red bow at its foot."""
    for s in (-1, 1):
        sprig(svg, 300, 580, 150, s * 38, "#2f7a3a")
    svg.line(300, 396, 300, 590, INK, 9)
    svg.line(300, 396, 300, 590, GOLD, 5)
    svg.path("M176 440 L424 440", None, INK, 10)
    svg.path("M176 440 L424 440", None, GOLD, 6)
    svg.circle(300, 390, 12, GOLD, INK, FINE)
    for s in (-1, 1):
        x = 300 + s * 118
        svg.path(f"M{x} 440 L{x - 40} 530 M{x} 440 L{x + 40} 530", None, INK, 2.4)
        svg.path(f"M{x - 48} 530 L{x + 48} 530 C{x + 40} 560 {x - 40} 560 {x - 48} 530 Z", BLUE, INK, MID)
        svg.path(f"M{x - 44} 530 L{x + 44} 530", None, GOLD, 4)
    for s in (-1, 1):  # the bow
        blob(svg, [(300, 600), (300 + s * 40, 570), (300 + s * 56, 600), (300 + s * 40, 630)], RED, FINE)
        blob(svg, [(300, 604), (300 + s * 20, 640), (300 + s * 34, 676), (300 + s * 14, 668), (300 + s * 2, 630)],
             RED, FINE)
    svg.circle(300, 602, 12, darker(RED, 0.7), INK, FINE)


def _sun(svg: Svg) -> None:
    """The five of coins' middle coin set in a sun of pointed rays, red and gold."""
    for k, colour in ((0, RED), (1, GOLD)):
        pts = []
        for j in range(32):
            a = (j + k * 0.5) * math.pi / 16
            r = (170 - k * 30) if j % 2 == 0 else 100
            pts.append(f"{f(300 + r * math.cos(a))} {f(500 + r * math.sin(a))}")
        svg.path("M" + " L".join(pts) + " Z", colour, INK, FINE + 0.6)
    svg.sprite("coin", 300, 500, 170)


def _swords(svg: Svg, rank: int) -> None:
    """Each pair of swords a pointed oval, as printed: two broad scimitars, each an arc of a great circle, one
    bulging right and one left, crossing at the oval's top and foot (a dark lozenge there) and running on past
    the crossings, the hilt beyond one, the point sweeping out beyond the other. Even counts hold the pairs'
    hilts at the top left and the foot right; odd ones both at the foot, a straight sword through the middle
    with its hilt at the top. Nested pairs narrower inside, red and blue changing places."""
    pairs = rank // 2
    width = {1: 46, 2: 40, 3: 34}[pairs]
    halves = {1: [196], 2: [200, 130], 3: [196, 145, 94]}[pairs]
    odd = rank % 2 == 1
    tops = []
    for i, w in enumerate(halves):
        h = (330 - i * 8) if not odd else (286 - i * 6)
        radius = (w * w + h * h) / (2 * w)
        c = radius - w
        top, foot = math.degrees(math.atan2(h, c)), 180 - math.degrees(math.atan2(h, c))
        a, b = (RED, BLUE) if i % 2 == 0 else (BLUE, RED)
        # the blade bulging left (its circle's centre to the right): hilt beyond the foot, point beyond the top
        hilt = 70 - i * 14 if odd else 26  # the guard drawn in so the grip (as long as print's) stays inside
        scimitar(svg, (300 + c, 500), radius, foot, 360 - foot, width, b, hilt)
        if odd:  # the blade bulging right, its hilt beyond the foot too
            scimitar(svg, (300 - c, 500), radius, top, -top, width, a, hilt)
        else:  # its hilt beyond the top, its point beyond the foot
            scimitar(svg, (300 - c, 500), radius, -top, top, width, a, hilt)
        tops.append(h)
    h = tops[0]
    for y in (500 - h, 500 + h):  # a dark lozenge where the blades cross
        d = width * 0.95
        svg.path(f"M300 {f(y - d)} L{f(300 + d * 0.8)} {f(y)} L300 {f(y + d)} L{f(300 - d * 0.8)} {f(y)} Z", GREEN,
                 INK, MID)
        svg.path(f"M300 {f(y - d * 0.6)} L300 {f(y + d * 0.6)} M{f(300 - d * 0.5)} {f(y)} L{f(300 + d * 0.5)} {f(y)}",
                 None, "#4f8a5e", 2.4)
    if odd:
        straight_sword(svg, (300, 196), (300, 900), 40)
    if rank == 2:
        _mask(svg)
    elif rank == 3:
        crown(svg, 300, 560, 250)
    elif rank == 4:
        _woman(svg)


def _mask(svg: Svg) -> None:
    """Between the two swords: two crossed trumpets in a spray of leaves, a red mask in profile over them."""
    for s in (-1, 1):
        sprig(svg, 300, 560, 170, s * 30, "#2f7a3a")
        svg.path(f"M{300 - s * 60} 420 L{300 + s * 50} 610", None, INK, 16)
        svg.path(f"M{300 - s * 60} 420 L{300 + s * 50} 610", None, GOLD, 10)
        svg.path(f"M{300 + s * 40} 596 L{300 + s * 80} 640 L{300 + s * 44} 652 Z", GOLD, INK, FINE)
    blob(svg, [(276, 446), (318, 440), (340, 470), (352, 500), (336, 506), (340, 526), (322, 548), (286, 552),
               (262, 520), (260, 480)], RED, MID)
    svg.path("M316 480 C322 476 330 476 334 482", None, INK, 3)
    svg.path("M318 520 L336 516", None, INK, 3)


def _woman(svg: Svg) -> None:
    """Margì: a woman standing in the inner oval (see _margi)."""
    with svg.group("translate(300 560) scale(1.3) translate(-300 -560)"):
        _margi(svg)


def _margi(svg: Svg) -> None:
    """As printed: a green bodice with a white kerchief, a long red skirt with folds, a darker red apron, her
    grey hair gathered behind, hands folded at the apron's top."""
    bodice = "#2f6a3a"
    blob(svg, [(272, 520), (328, 520), (350, 640), (360, 690), (240, 690), (250, 640)], RED, MID)
    for x0, x1 in ((262, 250), (338, 350), (300, 300)):  # the skirt's folds
        svg.path(f"M{x0} 560 L{x1} 686", None, darker(RED, 0.6), 2)
    poly(svg, [(282, 536), (318, 536), (326, 660), (274, 660)], darker(RED, 0.72), INK, FINE)  # the apron
    for k in range(4):
        svg.path(f"M{284 + k * 10} 548 L{280 + k * 12} 652", None, darker(RED, 0.45), 1.4)
    blob(svg, [(270, 470), (330, 470), (338, 530), (262, 530)], bodice, MID)
    for s in (-1, 1):  # the sleeves down to the hands
        blob(svg, [(300 + s * 30, 474), (300 + s * 44, 520), (300 + s * 30, 548), (300 + s * 16, 544),
                   (300 + s * 24, 516)], bodice, FINE)
    svg.ellipse(300, 544, 20, 10, "#f7d3b4", INK, FINE)  # the hands folded
    poly(svg, [(282, 466), (318, 466), (300, 500)], WHITE, INK, FINE)  # the kerchief
    face(svg, 300, 440, 0.42, Face(0.1, "old", "tresses", "#d4d2cc", woman=True))
    svg.path("M256 696 L344 696", None, INK, 3)


def _batons(svg: Svg, rank: int) -> None:
    width = {2: 42, 3: 42, 4: 38, 5: 38, 6: 34, 7: 34}[rank]  # as thick as the printed ones
    spread = {2: 0, 3: 0, 4: 72, 5: 78, 6: 60, 7: 64}[rank]
    rising, falling = suits.bundles(rank, spread or 1, 22, 366)
    if rank in (2, 4):
        for y, a in ((206, 0), (794, 180)):
            sprig(svg, 300, y + (40 if a == 0 else -40), 150, a, "#2f7a3a", RED)  # flowering, as printed
    if rank == 4:
        for x, a in ((140, -90), (460, 90)):
            sprig(svg, x + (40 if a < 0 else -40), 500, 120, a, "#2f7a3a", None)
    for k, (a, b) in enumerate(falling[: rank // 2]):
        baton(svg, a, b, width, BLUE if k % 2 == 0 else RED)
    if rank % 2:
        baton(svg, *falling[-1], width, GREEN)
    for k, (a, b) in enumerate(rising):
        baton(svg, a, b, width, RED if k % 2 == 0 else BLUE)
    if rank in (2, 3):  # a ribbon tied where they cross
        colour = GREEN if rank == 2 else BLUE
        for s in (-1, 1):
            blob(svg, [(300, 490), (300 + s * 60, 470), (300 + s * 104, 478), (300 + s * 84, 500),
                       (300 + s * 110, 526), (300 + s * 56, 520), (300, 512)], colour, MID)
        svg.rect(274, 478, 52, 44, 8, darker(colour, 0.75), INK, MID)
