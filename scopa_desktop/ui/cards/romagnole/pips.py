"""The Romagnole's pip cards, on bare paper (no frame): round signs in columns, straight swords and rough clubs
upright and apart, one lying across the middle of the fives and sevens; the fours of coins and of swords keep a
blank cartouche between their signs, where the tax stamp was struck while Romagna was in the Papal States.

Repeated signs are sprites (rasterised once per size, see svg.Svg.sprite).
"""

from __future__ import annotations

from ..emilia.ink import GOLD, GOLD_DK, INK, RED, WHITE
from ..svg import Svg
from . import signs

# count -> (size, [(x, y)]) for the round signs
COINS = {
    2: (300, [(300, 270), (300, 730)]),
    3: (250, [(300, 190), (300, 500), (300, 810)]),
    4: (214, [(172, 176), (428, 176), (172, 824), (428, 824)]),
    5: (204, [(168, 172), (432, 172), (300, 500), (168, 828), (432, 828)]),
    6: (196, [(172, 180), (428, 180), (172, 500), (428, 500), (172, 820), (428, 820)]),
}
CUPS = {
    2: (300, [(300, 262), (300, 738)]),
    3: (250, [(300, 180), (300, 500), (300, 820)]),
    4: (224, [(172, 196), (428, 196), (172, 804), (428, 804)]),
    5: (214, [(168, 184), (432, 184), (300, 500), (168, 816), (432, 816)]),
    6: (212, [(172, 180), (428, 180), (172, 500), (428, 500), (172, 820), (428, 820)]),
    7: (196, [(172, 150), (428, 150), (300, 320), (172, 496), (428, 496), (172, 830), (428, 830)]),
}
# count -> [(x, y, rotation)]: upright (0), or lying across (90, the point or head to the left)
LONG = {
    2: [(200, 500, 0), (400, 500, 0)],
    3: [(150, 500, 0), (300, 500, 0), (450, 500, 0)],
    4: [(190, 270, 0), (410, 270, 0), (190, 730, 0), (410, 730, 0)],
    5: [(180, 260, 0), (420, 260, 0), (180, 740, 0), (420, 740, 0), (300, 500, 90)],
    6: [(160, 270, 0), (300, 270, 0), (440, 270, 0), (160, 730, 0), (300, 730, 0), (440, 730, 0)],
    7: [(160, 250, 0), (300, 250, 0), (440, 250, 0), (160, 750, 0), (300, 750, 0), (440, 750, 0),
        (300, 500, 90)],
}
SIZES = {"s": {2: 800, 3: 800, 4: 380, 5: 360, 6: 380, 7: 340}, "b": {2: 780, 3: 780, 4: 380, 5: 360, 6: 380,
                                                                    7: 340}}


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit in "dc":
        size, spots = (COINS if suit == "d" else CUPS)[rank]
        if suit == "d" and rank == 4:
            cartouche(svg, 300, 500)
        for x, y in spots:
            svg.sprite("coin" if suit == "d" else "cup", x, y, size)
        return
    if suit == "s" and rank == 4:
        cartouche(svg, 300, 500)
    kind = ("sword" if suit == "s" else "club") + ("_long" if rank < 4 else "")
    for x, y, rot in LONG[rank]:
        length = SIZES[suit][rank] * (0.9 if rot else 1)
        svg.sprite(kind, x, y, length, rot)


def cartouche(svg: Svg, x: float, y: float) -> None:
    """A blank oval in a gold frame with a red bow: the place where the tax stamp was struck."""
    svg.ellipse(x, y, 74, 92, WHITE, INK, 3)
    svg.ellipse(x, y, 74, 92, None, GOLD, 9)
    svg.ellipse(x, y, 62, 80, None, INK, 2)
    svg.ellipse(x, y, 84, 102, None, INK, 2)
    for s in (-1, 1):
        svg.path(f"M{x} {y - 102} C{x + s * 30} {y - 140} {x + s * 70} {y - 130} {x + s * 56} {y - 104} "
                 f"C{x + s * 44} {y - 90} {x + s * 16} {y - 96} {x} {y - 102} Z", RED, INK, 2.4)
        svg.path(f"M{x + s * 84} {y} c{s * 14} -12 {s * 24} 0 {s * 14} 12 c{-s * 8} 8 {-s * 14} 0 {-s * 14} -12 Z",
                 GOLD, GOLD_DK, 2)
    svg.circle(x, y - 102, 10, RED, INK, 2)


def sprite(svg: Svg, kind: str) -> None:
    """One of the Romagnole's sprites in its 100-unit box."""
    if kind == "coin":
        signs.coin(svg, 0, 0, 100)
    elif kind == "cup":
        signs.cup(svg, 0, 0, 100)
    elif kind in ("sword", "sword_long"):
        n = 800 if kind == "sword_long" else 380
        with svg.group(f"scale({100 / n:.5f})"):
            signs.sword(svg, n, 44 if n > 500 else 34, 118 if n > 500 else 96)
    elif kind in ("club", "club_long"):
        n = 780 if kind == "club_long" else 380
        with svg.group(f"scale({100 / n:.5f})"):
            signs.club(svg, n, 104 if n > 500 else 84, 44 if n > 500 else 34)
    elif kind.startswith("mark"):
        signs.mark(svg, kind[-1])
    else:
        raise ValueError(kind)
