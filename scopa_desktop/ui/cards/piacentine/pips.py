"""The Piacentine's pip cards laid out as the printed deck lays them, inside its thin black frame.

Coins and cups: the two's signs are huge (a coin two thirds of the card wide), the three's go down in a
zigzag, the four's keep a picture between them (the city's arms among the coins, a rosette with a bow among
the cups), the five's middle coin is a great one. Swords turn alternately point up and point down, the four
meet in an X towards the middle, the five stand round a plant motif, the seven add one lying across; a
ribbon winds round the two. Clubs stand thick end up on the two, are bound in a sheaf with a ribbon on the
three, lean in pairs on the four and five and alternate on the six and seven.

Repeated signs are sprites (rasterised once per size, see svg.Svg.sprite); the tilted ones, and the two of
swords' blades that a ribbon winds round, are drawn in place.
"""

from __future__ import annotations

import math

from ..emilia.ink import BLUE, BLUE_DK, GOLD, GREEN, GREEN_DK, GREEN_LT, INK, RED, RED_DK, WHITE, YELLOW
from ..svg import Svg, f, place
from . import emblem, signs

# count -> (size, [(x, y)]) for the round signs
COINS = {
    2: (404, [(300, 258), (300, 742)]),
    3: (282, [(232, 190), (368, 500), (232, 810)]),
    4: (196, [(160, 146), (440, 146), (160, 854), (440, 854)]),
    5: (186, [(158, 138), (442, 138), (158, 862), (442, 862)]),
    6: (196, [(172, 162), (428, 162), (172, 500), (428, 500), (172, 838), (428, 838)]),
}
CUPS = {
    3: (290, [(222, 190), (378, 500), (222, 810)]),
    4: (250, [(168, 168), (432, 168), (168, 832), (432, 832)]),
    5: (246, [(160, 160), (440, 160), (300, 500), (160, 840), (440, 840)]),
    6: (246, [(166, 170), (434, 170), (166, 500), (434, 500), (166, 830), (434, 830)]),
    7: (226, [(160, 140), (440, 140), (300, 306), (160, 480), (440, 480), (160, 840), (440, 840)]),
}
# count -> [(x, y, rotation)]: a sword sprite stands point up at 0, point down at 180, points left at 90
SWORDS = {
    3: [(170, 500, 180), (300, 500, 0), (430, 500, 180)],
    6: [(160, 268, 180), (300, 268, 0), (440, 268, 180), (160, 732, 0), (300, 732, 180), (440, 732, 0)],
    7: [(160, 250, 180), (300, 250, 0), (440, 250, 180), (160, 750, 0), (300, 750, 180), (440, 750, 0),
        (300, 500, 90)],
}
# the sixes and sevens: the club nearest each corner index stands a little further in, the bottom-right one
# upright, so at 90 px (drawn in by CLUBS_GIVE_WAY) their stumps keep paper from the plaques
CLUBS = {
    2: [(190, 508, 0), (410, 508, 0)],
    6: [(174, 272, 176), (300, 272, 3), (440, 272, 184), (160, 728, -4), (300, 728, 183), (426, 728, 0)],
    7: [(174, 248, 176), (300, 248, 3), (440, 248, 184), (160, 752, -4), (300, 752, 183), (426, 752, 0),
        (300, 500, 90)],
}
SHORT_SWORD, LONG_SWORD = 400, 860
SWORD_BLADE = 40  # blades and hilts as broad as print's: the hilt carries the card
SHORT_CLUB, LONG_CLUB = 372, 812
# the tall clubs of the sixes and sevens, drawn in to clear the corner index: the squeeze measures a sprite's
# square box (as long as the club), so it always stops at the least; 0.75, sized by k^0.9, keeps paper between
# them and, at 90 px, 2 px between the six's and the top-left plaque
CLUBS_GIVE_WAY = (0.0, 0.3, 0.88)


def frame(svg: Svg) -> None:
    """The thin black rule every Piacentine card is printed inside."""
    svg.rect(44, 44, 512, 912, 6, None, INK, 3.5)


def pips(svg: Svg, suit: str, rank: int) -> None:
    svg.layer = "frame"
    if suit == "d":
        size, spots = COINS[rank]
        if rank == 4:
            emblem.city_arms(svg, 300, 518, 1.42)
        for x, y in spots:
            svg.sprite("coin", x, y, size)
        if rank == 5:
            svg.sprite("coin", 300, 500, 330)
    elif suit == "c":
        if rank == 2:
            for y in (262, 738):
                svg.sprite("cup2", 300, y, 350)
            return
        if rank == 4:
            rosette(svg, 300, 500, 1.45)
        size, spots = CUPS[rank]
        for x, y in spots:
            svg.sprite("cup", x, y, size)
    elif suit == "s":
        _swords(svg, rank)
    else:
        _clubs(svg, rank)


def _swords(svg: Svg, rank: int) -> None:
    if rank == 2:
        ribbon_back(svg)
        for x, rot in ((206, 180), (394, 0)):
            with svg.group(place(x, 500, 1, rot)):
                signs.sword(svg, LONG_SWORD, SWORD_BLADE, 172, 0.2)
        ribbon_front(svg)
    elif rank == 3:
        for x, y, rot in SWORDS[3]:
            svg.sprite("sword_long", x, y, LONG_SWORD, rot)
    elif rank == 4:  # hilts in the corners, the points meeting towards the middle
        for sx, sy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            hx, hy, tx, ty = 300 + sx * 180, 500 + sy * 416, 300 + sx * 34, 500 + sy * 40
            rot = math.degrees(math.atan2(tx - hx, -(ty - hy)))
            with svg.group(place((hx + tx) / 2, (hy + ty) / 2, 1, rot)):
                signs.sword(svg, math.hypot(tx - hx, ty - hy), SWORD_BLADE, 150, 0.3)
    elif rank == 5:
        plant(svg)
        for x, y, rot in ((156, 262, 0), (444, 262, 0), (156, 738, 180), (444, 738, 180)):
            svg.sprite("sword", x, y, SHORT_SWORD + 44, rot)
        svg.sprite("sword", 300, 500, SHORT_SWORD + 20, 90)
    else:
        for x, y, rot in SWORDS[rank]:
            svg.sprite("sword", x, y, SHORT_SWORD - (24 if rank == 7 else 0), rot)


def _clubs(svg: Svg, rank: int) -> None:
    if rank == 2:
        for x, y, rot in CLUBS[2]:
            svg.sprite("club_long", x, y, LONG_CLUB, rot)
    elif rank == 3:  # a sheaf of three crossing at the ribbon, fanning out above it and a little below
        knot = (300, 590)
        for k, top in enumerate(((300, 120), (150, 146), (450, 146))):
            dx, dy = knot[0] - top[0], knot[1] - top[1]
            d = math.hypot(dx, dy)
            length = d + 330
            cx, cy = top[0] + dx / d * length / 2, top[1] + dy / d * length / 2
            with svg.group(place(cx, cy, 1, math.degrees(math.atan2(-dx, dy)))):
                signs.club(svg, length, 128 if k == 0 else 118, 40, seed=k + 2,
                           face=signs.CUT_RED if k == 0 else signs.CUT_OCHRE)
        sheaf_ribbon(svg, *knot)
    elif rank in (4, 5):
        lean = -15 if rank == 4 else -9  # the four's lean out in a V as print's, heads apart, points together
        for sx, sy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            y = 500 + sy * (248 if rank == 4 else 270)
            up = rank == 4 or sy > 0  # the four's thick ends all up; the five's towards the middle
            # the four's drawn in and slimmer, their stumps turned away from the corner indices, so at 90 px they
            # keep paper from the index's plaque
            apart, top, foot = (96, 116, 38) if rank == 4 else (122, 112, 37)  # tapering to a blunt foot, as print's
            stumps = None if rank == 5 or sx != sy else ((0.3, -sx), (0.72, -sx)) if sy < 0 else ((0.3, 1), (0.52, -1))
            with svg.group(place(300 + sx * apart, y, 1, (-sx * lean) + (0 if up else 180))):
                signs.club(svg, 360 if rank == 4 else 336, top, foot, seed=3 + sx + sy,
                           face=signs.CUT_OCHRE if sx < 0 else signs.CUT_RED,
                           stumps=stumps)
        if rank == 5:
            svg.sprite("club", 300, 500, 330, 90)  # short, with paper round it, as print's middle club
    else:
        svg.give_way = CLUBS_GIVE_WAY
        for i, (x, y, rot) in enumerate(CLUBS[rank]):  # each cut from its own branch (its bumps and stumps)
            # the seven's middle club short, with paper between it and the ranks' ends
            size = 290 if rot == 90 else SHORT_CLUB - (44 if rank == 7 else 0)
            svg.sprite(f"club{(i + rank) % 4 or ''}", x, y, size, rot)


def ribbon_back(svg: Svg) -> None:
    """The part of the two of swords' ribbon that goes round behind the right-hand blade."""
    svg.path("M394 500 C420 494 436 470 440 440 L410 432 C404 452 396 462 380 466 Z", GREEN_DK, INK, 3)


def ribbon_front(svg: Svg) -> None:
    """The two of swords' ribbon: a broad band winding in front of both blades, yellow at its left end flying up
    past the left sword, green across the middle, red where it comes round the right one and flies up, each end
    cut in a swallow tail."""
    band = ("M150 404 C176 448 196 480 214 496 C260 530 340 528 394 500 C414 490 426 470 430 442 L470 380 "
            "L500 420 C470 470 450 520 420 540 C350 584 250 584 196 552 C170 536 140 480 108 430 Z")
    svg.path(band, GREEN, INK, 3.4)
    svg.path("M150 404 C176 448 196 480 214 496 L196 552 C170 536 140 480 108 430 Z", YELLOW, INK, 3)
    svg.path("M108 430 L74 392 L110 396 L116 358 L150 404 Z", YELLOW, INK, 3)
    svg.path("M430 442 L470 380 L500 420 C470 470 450 520 420 540 L394 500 C414 490 426 470 430 442 Z", RED, INK, 3)
    svg.path("M470 380 L488 338 L504 376 L540 364 L500 420 Z", RED, INK, 3)
    svg.path("M236 528 L300 540 L300 560 L236 548 Z", RED, INK, 2.4)
    svg.path("M214 516 C260 540 340 540 392 516", None, GREEN_LT, 4, 0.8)
    svg.path("M130 424 C150 456 170 486 194 510", None, "#fff1a0", 4, 0.8)
    svg.path("M456 420 C446 460 432 490 414 510", None, "#ff8a7a", 4, 0.8)
    svg.circle(300, 540, 6, BLUE_DK, INK, 1.4)


def sheaf_ribbon(svg: Svg, x: float, y: float) -> None:
    """The three of clubs' ribbon: bound twice round the sheaf, tied in a bow, red and blue, its ends loose."""
    with svg.group(place(x, y)):
        for dy, fill in ((-18, BLUE), (22, RED)):
            svg.path(f"M-96 {dy - 12} C-40 {dy + 2} 40 {dy + 2} 96 {dy - 12} L96 {dy + 8} C40 {dy + 22} -40 {dy + 22} "
                     f"-96 {dy + 8} Z", fill, INK, 2.6)
        for s in (-1, 1):
            svg.path(f"M0 0 C{s * 50} -70 {s * 130} -80 {s * 116} -24 C{s * 104} 10 {s * 40} 10 0 0 Z", BLUE, INK, 2.6)
            svg.path(f"M{s * 20} -8 C{s * 60} -50 {s * 100} -56 {s * 104} -30", None, "#a9c6f0", 3)
            svg.path(f"M0 6 C{s * 30} 60 {s * 80} 110 {s * 120} 150 L{s * 96} 156 L{s * 100} 180 C{s * 60} 130 "
                     f"{s * 18} 70 0 6 Z", RED, INK, 2.6)
        svg.ellipse(0, 2, 18, 15, RED_DK, INK, 2.6)


def plant(svg: Svg) -> None:
    """The five of swords' plant motif, our own: a blue stem through a green vase on a red S, gold acanthus
    scrolling up and out from it in curling leaves, a red bud in gold leaves at each end; mirrored top and
    bottom."""
    svg.path("M300 110 L300 890", None, INK, 24)
    svg.path("M300 110 L300 890", None, BLUE, 17)
    for s in (-1, 1):  # top (-1) and bottom (1) halves alike, turned round
        with svg.group(f"translate(300 500) scale(1 {s})"):
            for side in (-1, 1):
                stem = (f"M0 -70 C{side * 30} -170 {side * 120} -200 {side * 128} -290 C{side * 132} -340 "
                        f"{side * 96} -362 {side * 72} -346 C{side * 56} -334 {side * 64} -312 {side * 80} -318")
                svg.path(stem, None, INK, 18)
                svg.path(stem, None, GOLD, 11)
                for lx, ly, size in ((50, -150, 1.0), (112, -226, 1.1), (132, -300, 0.9), (24, -110, 0.8)):
                    svg.path(f"M{side * lx} {ly} c{side * 30 * size} {-14 * size} {side * 56 * size} {4 * size} "
                             f"{side * 56 * size} {30 * size} c{side * -14 * size} {-10 * size} {side * -26 * size} "
                             f"{-10 * size} {side * -36 * size} {-2 * size} c{side * 4 * size} {12 * size} "
                             f"{side * -4 * size} {22 * size} {side * -20 * size} {24 * size} Z", YELLOW, INK, 2.4)
                    svg.path(f"M{side * lx} {ly} q{side * 26 * size} {2 * size} {side * 40 * size} {20 * size}",
                             None, GOLD, 3)
            svg.path("M-62 -76 C-80 -150 -40 -210 0 -216 C40 -210 80 -150 62 -76 C40 -54 -40 -54 -62 -76 Z",
                     GREEN_DK, INK, 3)
            svg.path("M-40 -90 C-54 -146 -28 -184 -6 -196", None, GREEN_LT, 5, 0.8)
            svg.path("M0 -180 L0 -116 M-14 -158 L14 -158 M-10 -128 L0 -114 L10 -128", None, YELLOW, 4)
            svg.path("M-36 -218 L36 -218 L30 -202 L-30 -202 Z", RED, INK, 2.4)
            # the bud at the end, in a cup of gold leaves
            for side in (-1, 1):
                svg.path(f"M0 -372 C{side * 20} -372 {side * 40} -388 {side * 46} -404 C{side * 30} -398 "
                         f"{side * 16} -392 0 -390 Z", GOLD, INK, 2)
            svg.path("M-18 -380 C-30 -412 -12 -440 0 -450 C12 -440 30 -412 18 -380 Z", RED, INK, 2.4)
            svg.path("M-10 -404 L10 -396 M-12 -418 L8 -410", None, "#7a1a10", 2)
    svg.path("M322 436 C266 428 258 478 300 490 C342 502 340 556 278 564", None, INK, 24)
    svg.path("M322 436 C266 428 258 478 300 490 C342 502 340 556 278 564", None, RED, 16)


def rosette(svg: Svg, x: float, y: float, scale: float = 1.0) -> None:
    """The four of cups' centre, our own: a white cockade with a red-and-blue wheel, a ribbon bow round it and a
    green sprig to each side."""
    with svg.group(place(x, y, scale)):
        for s in (-1, 1):
            svg.path(f"M{s * 30} -4 C{s * 70} -40 {s * 110} -36 {s * 128} -60", None, GREEN_DK, 5)
            for k in range(4):
                lx, ly = s * (58 + k * 20), -20 - k * 12
                svg.path(f"M{lx} {ly} c{s * 10} -20 {s * 26} -22 {s * 34} -20 c{-s * 6} 14 {-s * 20} 22 {-s * 34} 20 Z",
                         GREEN, INK, 1.8)
            svg.path(f"M0 0 C{s * 40} -70 {s * 100} -60 {s * 84} -12 C{s * 72} 16 {s * 30} 14 0 0 Z", BLUE, INK, 2.4)
            svg.path(f"M0 8 C{s * 20} 50 {s * 50} 80 {s * 76} 96 L{s * 58} 104 L{s * 60} 124 C{s * 34} 96 {s * 10} 56 "
                     f"0 8 Z", RED, INK, 2.4)
        svg.circle(0, 0, 52, WHITE, INK, 3)
        svg.circle(0, 0, 40, None, RED, 6, extra=' stroke-dasharray="10 5.7"')
        svg.circle(0, 0, 30, WHITE, INK, 2)
        svg.path(" ".join(f"M0 0 L{f(28 * c)} {f(28 * s)}" for c, s in ((1, 0), (0.5, 0.866), (-0.5, 0.866),
                                                                       (-1, 0), (-0.5, -0.866), (0.5, -0.866))),
                 None, BLUE, 4)
        svg.circle(0, 0, 10, GOLD, INK, 2)
        svg.circle(0, 0, 4, RED_DK)


def sprite(svg: Svg, kind: str) -> None:
    """One of the Piacentine's sprites in its 100-unit box."""
    if kind == "coin":
        signs.coin(svg, 0, 0, 100)
    elif kind == "cup":
        signs.cup(svg, 0, 0, 100)
    elif kind == "cup2":
        signs.grand_cup(svg, 0, 0, 100)
    elif kind in ("sword", "sword_long"):
        long = kind == "sword_long"
        n = LONG_SWORD if long else SHORT_SWORD
        with svg.group(f"scale({100 / n:.5f})"):
            signs.sword(svg, n, SWORD_BLADE, 172 if long else 164, 0.2 if long else 0.34)
    elif kind.startswith("club"):
        long = kind == "club_long"
        n = LONG_CLUB if long else SHORT_CLUB
        variant = int(kind[4:]) if kind[4:].isdigit() else 0
        with svg.group(f"scale({100 / n:.5f})"):  # as stout as print's, tapering to a blunt foot a third of the head
            signs.club(svg, n, 186 if long else 108, 110 if long else 36, seed=1 if long else 4 + variant)
    elif kind.startswith("mark"):
        signs.mark(svg, kind[-1])
    else:
        raise ValueError(kind)

