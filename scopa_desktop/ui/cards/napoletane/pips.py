"""The Napoletane's pip cards, laid out as printed: big coins and cups on the twos (the three in a diagonal),
long swords end to end (their points meeting in the middle, a red ribbon looped round those of the two and
three, a garland where the four cross), clubs in two rows with a fifth or seventh laid across; and what the
pattern adds: the hunt on the five of swords, the gatto mammone over the three of batons, the emblem in the four
of coins (scenes.py).
"""

from __future__ import annotations

from ..svg import Svg
from . import scenes, signs

# how the coins and the twos' cups give way to the corner index (svg.Svg.give_way): each shrinking in step with
# the spacing as they draw in, so that neighbours never meet (the other cups shrink a little less: power 0.75);
# the twos' signs stand half a unit left of the middle so that their column is measured too (they shrink at
# 90 px, where the index grows, not at 300)
GIVE_WAY = (3.0, 1.0, 0.55)
# count -> (size, centres) for the coins and the cups; the coins as large as printed
_ROUND: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (300, [(299.5, 250), (299.5, 750)]),
    3: (236, [(368, 186), (232, 500), (368, 814)]),
    4: (180, [(188, 200), (412, 200), (188, 800), (412, 800)]),
    5: (162, [(200, 176), (400, 176), (200, 824), (400, 824)]),
    6: (142, [(212, 180), (388, 180), (212, 500), (388, 500), (212, 820), (388, 820)]),
    7: (118, [(178, 160), (422, 160), (300, 334), (178, 520), (422, 520), (178, 834), (422, 834)]),
}
_CUPS: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (330, [(299.5, 262), (299.5, 744)]),
    3: (264, [(204, 196), (396, 500), (204, 808)]),
    4: (270, [(166, 230), (434, 230), (166, 770), (434, 770)]),
    5: (246, [(164, 202), (436, 202), (300, 500), (164, 798), (436, 798)]),
    6: (232, [(176, 184), (424, 184), (176, 500), (424, 500), (176, 816), (424, 816)]),
    7: (200, [(178, 160), (422, 160), (300, 352), (178, 540), (422, 540), (178, 836), (422, 836)]),
}


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit == "d":
        _coins(svg, rank)
    elif suit == "c":
        size, spots = _CUPS[rank]
        kind = "cup_wide" if rank == 2 else "cup"
        svg.give_way = GIVE_WAY if rank == 2 else (3.0, 0.75, 0.5)
        for x, y in spots:
            svg.sprite(kind, x, y, size)
    elif suit == "s":
        _swords(svg, rank)
    else:
        _clubs(svg, rank)


def _coins(svg: Svg, rank: int) -> None:
    size, spots = _ROUND[rank]
    svg.give_way = GIVE_WAY
    kind = "coin_rich" if rank <= 3 else "coin"
    for x, y in spots:
        svg.sprite(kind, x, y, size)
    if rank == 5:
        svg.sprite("coin_rich", 300, 500, 290)
    elif rank == 4:
        scenes.emblem(svg, 300, 500, 1.35)


def _swords(svg: Svg, rank: int) -> None:
    # the outer swords stand far enough in that their guards clear the corner index's plaque at 90 px
    if rank == 2:
        signs.sword(svg, (194, 816), (194, 70), 48)
        signs.sword(svg, (406, 184), (406, 930), 48)
        scenes.ribbon_two(svg)
    elif rank == 3:
        signs.sword(svg, (176, 170), (176, 936), 42)
        signs.sword(svg, (424, 170), (424, 936), 42)
        signs.sword(svg, (300, 830), (300, 64), 42)
        scenes.ribbon_three(svg)
    elif rank == 4:
        for (hx, hy), (tx, ty) in (((180, 190), (288, 454)), ((420, 190), (312, 454)), ((180, 810), (288, 546)),
                                   ((420, 810), (312, 546))):
            signs.sword(svg, (hx, hy), (tx, ty), 40)
        scenes.garland(svg, 300, 500)
    elif rank == 5:
        for x in (170, 430):
            signs.sword(svg, (x, 400), (x, 56), 40)
            signs.sword(svg, (x, 600), (x, 944), 40)
        signs.sword(svg, (404, 500), (196, 500), 38)
        scenes.hunt(svg, 300, 250, False, 1.18)
        scenes.hunt(svg, 300, 750, True, 1.18)
    else:
        xs = (184, 300, 416)
        length = 330 if rank == 6 else 296
        for x in xs:
            signs.sword(svg, (x, 164), (x, 164 + length), 40)
            signs.sword(svg, (x, 836), (x, 836 - length), 40)
        if rank == 7:
            signs.sword(svg, (420, 500), (84, 500), 38)


# each club: (butt, head's end, width, bend): short curved clubs leaning apart, as printed; a negative bend
# bows the club the other way (its frond on the other side)
_CLUBS: dict[int, list[tuple[tuple[float, float], tuple[float, float], float, float]]] = {
    4: [((230, 462), (214, 124), 132, 0.31), ((370, 462), (386, 124), 132, -0.31),
        ((230, 538), (214, 876), 132, -0.31), ((370, 538), (386, 876), 132, 0.31)],
    # as printed, the fives to sevens turn some clubs head down and some head up; the top-left one always has its
    # cut grip in the corner (so the corner index sits over a thin grip, not the club's fat head), drawn in so
    # that at 90 px, where the index grows, the grip stands clear of its plaque
    5: [((222, 80), (232, 400), 116, -0.31), ((378, 80), (368, 400), 116, 0.31),
        ((222, 920), (232, 612), 116, 0.31), ((378, 920), (368, 612), 116, -0.31),
        ((156, 516), (456, 490), 108, -0.29)],
    6: [((160, 96), (176, 446), 100, -0.24), ((300, 446), (300, 96), 100, -0.22), ((440, 446), (452, 96), 100, -0.24),
        ((164, 554), (140, 904), 100, -0.24), ((304, 554), (308, 904), 100, -0.22),
        ((430, 904), (418, 554), 100, -0.24)],
    7: [((160, 74), (176, 384), 96, -0.24), ((300, 70), (300, 380), 96, -0.22), ((440, 380), (452, 72), 96, -0.24),
        ((164, 620), (144, 928), 98, -0.24), ((306, 930), (302, 620), 98, 0.22),
        ((436, 926), (428, 616), 98, -0.24), ((150, 520), (456, 484), 100, -0.29)],
}


def _clubs(svg: Svg, rank: int) -> None:
    if rank == 3:
        scenes.gatto_mammone_clubs(svg)
        return
    if rank == 2:
        signs.club(svg, (198, 930), (194, 90), 152, True, False, 0.06, "stalk")
        signs.club(svg, (402, 930), (406, 90), 152, True, True, 0.06, "stalk")
        return
    for i, (grip, head, width, bend) in enumerate(_CLUBS[rank]):
        tone = "green" if rank == 4 or (i + rank) % 2 else "red"
        signs.club(svg, grip, head, width, True, bend < 0, abs(bend), tone=tone)
