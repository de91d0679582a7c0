"""The Romagnole's pip cards, on bare paper (no frame): round signs in columns; straight swords taking turns
point up and hilt up, rough clubs upright and apart (the three bound in a sheaf), one lying across the middle
of the fives and sevens; the fours of coins and of swords keep a
blank cartouche between their signs, where the tax stamp was struck while Romagna was in the Papal States; the
cups laid clear of the corner index (see CUPS).

Repeated signs are sprites (rasterised once per size, see svg.Svg.sprite).
"""

from __future__ import annotations

import math

from ..emilia.ink import GOLD, GOLD_DK, INK, RED, RED_DK, WHITE
from ..svg import Svg, place
from . import signs

# count -> (size, [(x, y)]) for the round signs
COINS = {
    2: (340, [(299.9, 272), (299.9, 728)]),  # one above the other, as print's (TWOS_GIVE_WAY)
    3: (270, [(322, 190), (300, 500), (278, 810)]),
    4: (200, [(170, 186), (430, 186), (170, 814), (430, 814)]),
    5: (200, [(170, 180), (430, 180), (300, 500), (170, 820), (430, 820)]),
    6: (196, [(170, 180), (430, 180), (170, 500), (430, 500), (170, 820), (430, 820)]),
}  # the 4-6 in two square columns centred on the card, as print lays them (see GRID_GIVE_WAY)
# broad chalices as in print: the two's about 60% of the card wide, those on 4-7 about two fifths. The cups are
# laid so they leave the game's corner index its paper by themselves, at every size down to 90 px (where the
# index is largest: a quarter of the card wide, a third tall, top-left and turned bottom-right), instead of being
# drawn in and shrunk when the index is on: the four a lozenge, 1-2-1. The two (one above the other), five and
# six stand in centred columns as print's, and give way as a group (GRID_GIVE_WAY)
CUPS = {
    2: (370, [(299.9, 264), (299.9, 736)]),
    3: (262, [(300, 178), (300, 500), (300, 822)]),
    4: (248, [(300, 165), (160, 500), (440, 500), (300, 835)]),
    5: (208, [(170, 165), (430, 165), (300, 500), (170, 835), (430, 835)]),
    6: (206, [(170, 165), (430, 165), (170, 500), (430, 500), (170, 835), (430, 835)]),
    7: (178, [(266, 118), (442, 118), (300, 369), (164, 600), (340, 600), (164, 880), (340, 880)]),  # MATTA between
}
# the cups keep their places and size with the index on (their layout clears it)
CUPS_GIVE_WAY = (0.0, 0.0, 1.0)
# the centred columns (cups 5-6, coins 4-6) give way to the index together, drawn in towards the middle and a
# little smaller, symmetric about the centre rather than sheared; at the least the index stands on its plaque over
# a rim (at 90 px the plaque is about 156 units wide and 300 tall: columns drawn in far enough to clear it held
# signs half the size, touching)
GRID_GIVE_WAY = (0.0, 0.5, 0.8)
# ... but where the index is largest (90 px: over 120 units wide, 280 tall) the grid is laid afresh (SMALL_GRIDS),
# as the seven of cups is at every size: the top pair stands right of the index, the bottom pair left of the
# turned one, every sign alike and nearly full size, so the index stands on bare paper and the rows 4-7 of each
# suit keep an even size (drawing the whole grid in to clear it shrank the signs to 60%)
SMALL_INDEX = 120.0  # an index at least this wide (card units) is a 90 px card's
SMALL_GRIDS = {  # (suit, count) -> (size, [(x, y)]): the coins at 0.8 of their size, the cups at the seven's
    ("d", 4): (160, [(240, 170), (420, 170), (180, 830), (360, 830)]),
    ("d", 5): (160, [(240, 170), (420, 170), (300, 500), (180, 830), (360, 830)]),
    ("d", 6): (160, [(240, 170), (420, 170), (210, 500), (390, 500), (180, 830), (360, 830)]),
    ("c", 5): (182, [(250, 140), (440, 140), (300, 500), (160, 860), (350, 860)]),
    ("c", 6): (182, [(250, 140), (440, 140), (205, 500), (395, 500), (160, 860), (350, 860)]),
}
# the twos' signs, one above the other in the middle, only shrink: each stands a tenth of a unit left of the
# centre, so the renderer counts it among those the index pushes (it leaves a sign on the centre line be)
TWOS_GIVE_WAY = {"d": (0.0, 1.0, 0.78), "c": (0.0, 1.0, 0.74)}
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
# the six of batons' branches: the top-left club's twigs to the right (but one low, below the index), the
# bottom-right's to the left (but one high, above the turned index)
SIX_CUTS = (4, 0, 1, 3, 4, 2)
SIZES = {"s": {2: 800, 3: 800, 4: 370, 5: 370, 6: 400, 7: 350}, "b": {2: 780, 3: 780, 4: 400, 5: 380, 6: 400,
                                                                    7: 360}}


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit in "dc":
        size, spots = (COINS if suit == "d" else CUPS)[rank]
        grid = (suit == "d" and rank >= 4) or (suit == "c" and rank in (5, 6))
        if rank == 2:
            svg.give_way = TWOS_GIVE_WAY[suit]
        elif grid:
            small, spots_90 = SMALL_GRIDS[suit, rank]
            kind = "romagnole:" + ("coin" if suit == "d" else "cup")  # named for the style, as compose names sprites
            svg.give_way = GRID_GIVE_WAY
            svg.small_layout = (SMALL_INDEX, [(kind, x, y, small, 0) for x, y in spots_90])
        elif suit == "c" and rank >= 2:
            svg.give_way = CUPS_GIVE_WAY
        if suit == "d" and rank == 4:
            cartouche(svg, 300, 500)
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
        # six's chosen so its corner clubs' twigs stand away from the corner index, clear of it at 90 px)
        cut = SIX_CUTS[i] if suit == "b" and rank == 6 else (i + rank) % signs.PIP_CUTS
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
