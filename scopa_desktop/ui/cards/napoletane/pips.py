"""The Napoletane's pip cards, laid out as printed: big coins and cups on the twos (the three in a diagonal),
long swords end to end (their points meeting in the middle, a red ribbon looped round those of the two and
three, a garland where the four cross), clubs in two rows with a fifth or seventh laid across; and what the
pattern adds: the hunt on the five of swords, the gatto mammone over the three of batons, the emblem in the four
of coins (scenes.py).
"""

from __future__ import annotations

from ..svg import Svg
from . import scenes, signs

# count -> (size, centres) for the coins and the cups
_ROUND: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (280, [(300, 258), (300, 742)]),
    3: (196, [(404, 196), (200, 500), (404, 804)]),
    4: (150, [(178, 206), (422, 206), (178, 794), (422, 794)]),
    5: (136, [(172, 190), (428, 190), (172, 810), (428, 810)]),
    6: (130, [(186, 190), (414, 190), (186, 500), (414, 500), (186, 810), (414, 810)]),
    7: (118, [(178, 160), (422, 160), (300, 334), (178, 520), (422, 520), (178, 834), (422, 834)]),
}
_CUPS: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (330, [(300, 262), (300, 744)]),
    3: (216, [(196, 196), (404, 500), (196, 808)]),
    4: (210, [(180, 232), (420, 232), (180, 770), (420, 770)]),
    5: (190, [(176, 212), (424, 212), (300, 500), (176, 790), (424, 790)]),
    6: (178, [(184, 196), (416, 196), (184, 500), (416, 500), (184, 806), (416, 806)]),
    7: (166, [(180, 180), (420, 180), (300, 340), (180, 510), (420, 510), (180, 826), (420, 826)]),
}


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit == "d":
        _coins(svg, rank)
    elif suit == "c":
        size, spots = _CUPS[rank]
        kind = "cup_wide" if rank == 2 else "cup"
        for x, y in spots:
            svg.sprite(kind, x, y, size)
    elif suit == "s":
        _swords(svg, rank)
    else:
        _clubs(svg, rank)


def _coins(svg: Svg, rank: int) -> None:
    size, spots = _ROUND[rank]
    kind = "coin_rich" if rank <= 3 else "coin"
    for x, y in spots:
        svg.sprite(kind, x, y, size)
    if rank == 5:
        svg.sprite("coin_rich", 300, 500, 230)
    elif rank == 4:
        scenes.emblem(svg, 300, 500, 1.35)


def _swords(svg: Svg, rank: int) -> None:
    if rank == 2:
        signs.sword(svg, (178, 830), (178, 70), 40)
        signs.sword(svg, (422, 170), (422, 930), 40)
        scenes.ribbon_two(svg)
    elif rank == 3:
        signs.sword(svg, (150, 150), (150, 930), 36)
        signs.sword(svg, (450, 150), (450, 930), 36)
        signs.sword(svg, (300, 850), (300, 70), 36)
        scenes.ribbon_three(svg)
    elif rank == 4:
        for (hx, hy), (tx, ty) in (((160, 160), (286, 454)), ((440, 160), (314, 454)), ((160, 840), (286, 546)),
                                   ((440, 840), (314, 546))):
            signs.sword(svg, (hx, hy), (tx, ty), 34)
        scenes.garland(svg, 300, 500)
    elif rank == 5:
        for x in (150, 450):
            signs.sword(svg, (x, 420), (x, 60), 32)
            signs.sword(svg, (x, 580), (x, 940), 32)
        signs.sword(svg, (408, 500), (192, 500), 32)
        scenes.hunt(svg, 300, 262, False, 1.12)
        scenes.hunt(svg, 300, 738, True, 1.12)
    else:
        xs = (162, 300, 438)
        length = 330 if rank == 6 else 300
        for x in xs:
            signs.sword(svg, (x, 150), (x, 150 + length), 32)
            signs.sword(svg, (x, 850), (x, 850 - length), 32)
        if rank == 7:
            signs.sword(svg, (420, 500), (180, 500), 30)


# each club: (butt, head's end, width, bend): short curved clubs leaning apart, as printed; a negative bend
# bows the club the other way (its frond on the other side)
_CLUBS: dict[int, list[tuple[tuple[float, float], tuple[float, float], float, float]]] = {
    4: [((214, 452), (164, 92), 150, 0.31), ((386, 452), (436, 92), 150, -0.31),
        ((214, 548), (164, 908), 150, -0.31), ((386, 548), (436, 908), 150, 0.31)],
    5: [((204, 420), (160, 80), 138, 0.31), ((396, 420), (440, 80), 138, -0.31),
        ((204, 580), (160, 920), 138, -0.31), ((396, 580), (440, 920), 138, 0.31),
        ((150, 520), (460, 486), 116, -0.29)],
    6: [((176, 440), (140, 96), 124, 0.29), ((306, 446), (292, 96), 124, 0.24), ((432, 440), (464, 96), 124, -0.29),
        ((176, 560), (140, 904), 124, -0.29), ((294, 554), (308, 904), 124, 0.24),
        ((432, 560), (464, 904), 124, 0.29)],
    7: [((176, 376), (140, 70), 116, 0.29), ((306, 380), (292, 70), 116, 0.24), ((432, 376), (464, 70), 116, -0.29),
        ((176, 624), (140, 930), 116, -0.29), ((294, 620), (308, 930), 116, 0.24),
        ((432, 624), (464, 930), 116, 0.29), ((150, 520), (456, 484), 108, -0.29)],
}


def _clubs(svg: Svg, rank: int) -> None:
    if rank == 3:
        scenes.gatto_mammone_clubs(svg)
        return
    if rank == 2:
        signs.club(svg, (190, 930), (176, 76), 168, True, False, 0.06, "stalk")
        signs.club(svg, (410, 930), (424, 76), 168, True, True, 0.06, "stalk")
        return
    for i, (grip, head, width, bend) in enumerate(_CLUBS[rank]):
        tone = "green" if rank == 4 or (i + rank) % 2 else "red"
        signs.club(svg, grip, head, width, True, bend < 0, abs(bend), tone=tone)
