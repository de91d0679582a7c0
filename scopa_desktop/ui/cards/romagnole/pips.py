"""The Romagnole's pip cards, on bare paper (no frame): round signs in columns; straight swords taking turns
point up and hilt up, rough clubs upright and apart (the three bound in a sheaf), one lying across the middle
of the fives and sevens; the fours of coins and of swords keep a
blank cartouche between their signs, where the tax stamp was struck while Romagna was in the Papal States; a
small rose (ours) fills the four of cups' middle.

Repeated signs are sprites (rasterised once per size, see svg.Svg.sprite).
"""

from __future__ import annotations

import math

from ..emilia.ink import GOLD, GOLD_DK, GREEN, GREEN_DK, INK, RED, RED_DK, WHITE, YELLOW
from ..svg import Svg, f, place
from . import signs

# count -> (size, [(x, y)]) for the round signs
COINS = {
    2: (340, [(300, 272), (300, 728)]),
    3: (270, [(300, 190), (300, 500), (300, 810)]),
    4: (214, [(172, 180), (428, 180), (172, 820), (428, 820)]),
    5: (206, [(168, 174), (432, 174), (300, 500), (168, 826), (432, 826)]),
    6: (198, [(172, 180), (428, 180), (172, 500), (428, 500), (172, 820), (428, 820)]),
}
# broad chalices as in print: the two's are about 60% of the card wide, those on 4-7 about two fifths; the four's
# drawn in towards the middle. With the game's corner index on, the pairs are drawn in to clear it (art.py's
# squeeze) and just meet side by side
CUPS = {
    2: (380, [(300, 264), (300, 736)]),
    3: (262, [(300, 178), (300, 500), (300, 822)]),
    4: (240, [(160, 300), (440, 300), (160, 700), (440, 700)]),
    5: (232, [(164, 196), (436, 196), (300, 500), (164, 804), (436, 804)]),
    6: (226, [(170, 184), (430, 184), (170, 500), (430, 500), (170, 816), (430, 816)]),
    7: (178, [(170, 118), (430, 118), (300, 369), (170, 614), (430, 614), (170, 872), (430, 872)]),  # the MATTA between
}
# the broad cups on 4-7, drawn in to clear the index as far as they must (at 90 px about halfway) and shrinking
# nearly in step, so at 90 px their rims keep 3 px of paper from its footprint (no plaque) and the pairs of the
# 4-6 still meet side by side
CUPS_GIVE_WAY = (5.0, 0.72, 0.4)
# the coins of the 4-6 likewise, shrinking a little faster than they close up, so the pairs keep paper between
COINS_GIVE_WAY = (4.0, 0.9, 0.45)
# the clubs, count -> [(x, y, rotation)]: upright (0), or lying across (90, the head to the left); the three
# is a sheaf (sheaf())
LONG = {
    2: [(200, 500, 0), (400, 500, 0)],
    4: [(180, 290, 0), (420, 290, 0), (180, 710, 0), (420, 710, 0)],
    5: [(180, 244, 0), (420, 244, 0), (180, 760, 0), (420, 760, 0), (300, 500, 90)],
    6: [(160, 270, 0), (300, 270, 0), (440, 270, 0), (160, 730, 0), (300, 730, 0), (440, 730, 0)],
    7: [(160, 240, 0), (300, 240, 0), (440, 240, 0), (160, 764, 0), (300, 764, 0), (440, 764, 0),
        (300, 500, 90)],
}
# the swords take turns, point up (0) and hilt up (180), as print lays them: neighbours' broad crosses stand at
# different heights and never meet in one bar, and the fives' and sevens' crosswise sword lies between points
SWORDS = {
    2: [(190, 500, 0), (410, 500, 180)],
    3: [(150, 500, 180), (300, 500, 0), (450, 500, 180)],
    4: [(170, 226, 180), (430, 226, 180), (170, 774, 0), (430, 774, 0)],  # points to the stamp
    5: [(180, 250, 180), (420, 250, 180), (180, 750, 0), (420, 750, 0), (300, 500, 90)],
    6: [(160, 270, 180), (300, 270, 0), (440, 270, 180), (160, 730, 0), (300, 730, 180), (440, 730, 0)],
    7: [(160, 250, 180), (300, 250, 0), (440, 250, 180), (160, 750, 0), (300, 750, 180), (440, 750, 0),
        (300, 500, 90)],
}
SIZES = {"s": {2: 800, 3: 800, 4: 370, 5: 370, 6: 400, 7: 350}, "b": {2: 780, 3: 780, 4: 400, 5: 380, 6: 400,
                                                                    7: 360}}


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit in "dc":
        size, spots = (COINS if suit == "d" else CUPS)[rank]
        if suit == "d" and rank >= 4:
            svg.give_way = COINS_GIVE_WAY
        if suit == "d" and rank == 4:
            cartouche(svg, 300, 500)
        if suit == "c" and rank >= 4:
            svg.give_way = CUPS_GIVE_WAY
        if suit == "c" and rank == 4:
            with svg.group(place(300, 500, 1.3)):
                rosette(svg, 0, 0)
        for x, y in spots:
            svg.sprite("coin" if suit == "d" else "cup", x, y, size)
        return
    if suit == "s" and rank == 4:
        cartouche(svg, 300, 500)
    if suit == "b" and rank == 3:
        sheaf(svg)
        return
    kind = ("sword" if suit == "s" else "club") + ("_long" if rank < 4 else "")
    for i, (x, y, rot) in enumerate((SWORDS if suit == "s" else LONG)[rank]):
        length = SIZES[suit][rank] * (0.9 if rot == 90 else 1)
        # no two clubs alike: each takes the next of the cut branches (signs.CLUBS), starting with the rank (the
        # six's one further on: so its corner clubs' twigs reach less far under the corner index at 90 px)
        cut = (i + rank + (rank == 6)) % len(signs.CLUBS)
        svg.sprite(kind + (str(cut) if suit == "b" else ""), x, y, length, rot)


def sheaf(svg: Svg) -> None:
    """The three of batons: three clubs bound in a sheaf, as the Emilian prints tie theirs: the outer two crossing
    behind the upright middle one, their heads spread at the top (clear of the corner index), a red band tied
    round them where they cross. Drawn in place, so each leans its own way."""
    for k, (hx, hy, fx, fy) in enumerate(((186, 156, 380, 890), (414, 156, 220, 890), (300, 116, 300, 900))):
        length = math.hypot(fx - hx, fy - hy)
        rot = math.degrees(math.atan2(hx - fx, fy - hy))  # the head (drawn up) towards (hx, hy)
        with svg.group(place((hx + fx) / 2, (hy + fy) / 2, 1, rot)):
            signs.club(svg, length, 100, 44, variant=k + 1)
    y = 574  # where the outer two cross
    svg.path(f"M224 {y - 20} Q300 {y - 6} 376 {y - 20} L376 {y + 16} Q300 {y + 30} 224 {y + 16} Z", RED, INK, 3)
    svg.path(f"M228 {y - 2} Q300 {y + 12} 372 {y - 2}", None, "#ff8a7a", 4)
    for sx in (-1, 1):  # the bow's loops and tails
        svg.path(f"M300 {y + 4} C{300 + sx * 30} {y - 40} {300 + sx * 74} {y - 30} {300 + sx * 60} {y + 2} "
                 f"C{300 + sx * 50} {y + 20} {300 + sx * 20} {y + 16} 300 {y + 4} Z", RED, INK, 2.6)
        svg.path(f"M300 {y + 10} C{300 + sx * 16} {y + 50} {300 + sx * 30} {y + 80} {300 + sx * 50} {y + 104} "
                 f"L{300 + sx * 30} {y + 100} L{300 + sx * 34} {y + 122} C{300 + sx * 14} {y + 90} {300 + sx * 6} "
                 f"{y + 50} 300 {y + 10} Z", RED, INK, 2.4)
    svg.circle(300, y + 6, 13, RED_DK, INK, 2.4)


def rosette(svg: Svg, x: float, y: float) -> None:
    """The four of cups' middle (our own, after the Piacentine's cockade): a small red rose with a gold heart
    on a sprig, a leaf either side."""
    for s in (-1, 1):
        svg.path(f"M{x} {y} C{x + s * 30} {y - 30} {x + s * 76} {y - 24} {x + s * 96} {y} "
                 f"C{x + s * 76} {y + 24} {x + s * 30} {y + 30} {x} {y} Z", GREEN, INK, 2.6)
        svg.path(f"M{x + s * 10} {y} L{x + s * 88} {y}", None, GREEN_DK, 2.4)
    for k in range(5):
        with svg.group(f"rotate({k * 72} {f(x)} {f(y)})"):
            svg.path(f"M{x} {y} C{x - 30} {y - 20} {x - 26} {y - 50} {x} {y - 46} C{x + 26} {y - 50} {x + 30} "
                     f"{y - 20} {x} {y} Z", RED, INK, 2.4)
    svg.circle(x, y, 16, YELLOW, INK, 2.4)
    svg.circle(x, y, 7, GOLD_DK)


def cartouche(svg: Svg, x: float, y: float) -> None:
    """The blank where the tax stamp was struck: a tablet with cut corners in a double gold frame, a scroll
    curling out at either end, a red bow on top."""
    w, h = 84, 84
    tablet = (f"M{x - w + 20} {y - h} L{x + w - 20} {y - h} L{x + w} {y - h + 20} L{x + w} {y + h - 20} "
              f"L{x + w - 20} {y + h} L{x - w + 20} {y + h} L{x - w} {y + h - 20} L{x - w} {y - h + 20} Z")
    for s in (-1, 1):  # the scrolls at the sides
        svg.path(f"M{x + s * w} {y - 40} C{x + s * (w + 40)} {y - 50} {x + s * (w + 46)} {y - 6} {x + s * (w + 22)} "
                 f"{y + 4} C{x + s * (w + 6)} {y + 10} {x + s * (w + 4)} {y - 12} {x + s * (w + 18)} {y - 14} "
                 f"L{x + s * w} {y + 40} Z", GOLD, INK, 2.6)
    svg.path(tablet, GOLD, INK, 3.4)
    inner = (f"M{x - w + 30} {y - h + 14} L{x + w - 30} {y - h + 14} L{x + w - 14} {y - h + 30} "
             f"L{x + w - 14} {y + h - 30} L{x + w - 30} {y + h - 14} L{x - w + 30} {y + h - 14} "
             f"L{x - w + 14} {y + h - 30} L{x - w + 14} {y - h + 30} Z")
    svg.path(inner, WHITE, INK, 2.6)
    svg.path(tablet, None, GOLD_DK, 2, extra=' stroke-dasharray="2 7"')
    for s in (-1, 1):  # the bow
        svg.path(f"M{x} {y - h} C{x + s * 30} {y - h - 38} {x + s * 70} {y - h - 28} {x + s * 56} {y - h - 2} "
                 f"C{x + s * 44} {y - h + 12} {x + s * 16} {y - h + 6} {x} {y - h} Z", RED, INK, 2.4)
    svg.circle(x, y - h, 11, RED, INK, 2.2)


def sprite(svg: Svg, kind: str) -> None:
    """One of the Romagnole's sprites in its 100-unit box."""
    if kind == "coin":
        signs.coin(svg, 0, 0, 100)
    elif kind == "cup":
        signs.cup(svg, 0, 0, 100)
    elif kind in ("sword", "sword_long"):
        n = 800 if kind == "sword_long" else 380
        with svg.group(f"scale({100 / n:.5f})"):
            signs.sword(svg, n, 58 if n > 500 else 46, 156 if n > 500 else 128)  # blade and cross as broad as print's
    elif kind.startswith("club"):
        n = 780 if kind.startswith("club_long") else 380
        variant = int(kind[-1]) if kind[-1].isdigit() else 0
        with svg.group(f"scale({100 / n:.5f})"):
            signs.club(svg, n, 118 if n > 500 else 96, 50 if n > 500 else 40, variant=variant)
    elif kind.startswith("mark"):
        signs.mark(svg, kind[-1])
    else:
        raise ValueError(kind)
