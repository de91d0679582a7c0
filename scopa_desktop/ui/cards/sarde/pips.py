"""The Sarde's pip cards, in the Spanish manner: swords and clubs crossed in pairs (the three of clubs alone laid
apart, uncrossed: the pattern's mark), coins and cups in columns, and on the fours a scene in the middle. The
fives to sevens are told apart at a glance by what crosses their middle: a spine, a bar, or both."""

from __future__ import annotations

from ..svg import Svg
from . import scenes, signs

# how the coins and cups of the 4-7 give way to the corner numbers (svg.Svg.give_way): shrinking in step with
# their spacing (the coins) or nearly (the cups, narrower than their box), so neighbours never meet at 90 px
GIVE_WAY = {"d": (3.0, 1.0, 0.6), "c": (3.0, 0.8, 0.6)}
_ROUND: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (286, [(300, 268), (300, 732)]),
    3: (226, [(300, 176), (300, 500), (300, 824)]),
    4: (166, [(184, 168), (416, 168), (184, 832), (416, 832)]),
    5: (184, [(190, 200), (410, 200), (300, 500), (190, 800), (410, 800)]),
    6: (174, [(194, 186), (406, 186), (194, 500), (406, 500), (194, 814), (406, 814)]),
    7: (164, [(200, 150), (400, 150), (300, 334), (200, 518), (400, 518), (200, 834), (400, 834)]),
}
# the cups on the fours to sevens as large as the column allows (a goblet is narrower than its box), still clear
# of the corner numbers
_CUPS: dict[int, tuple[float, list[tuple[float, float]]]] = {
    4: (204, [(184, 176), (416, 176), (184, 824), (416, 824)]),
    5: (226, [(190, 196), (410, 196), (300, 500), (190, 804), (410, 804)]),
    6: (212, [(192, 176), (408, 176), (192, 500), (408, 500), (192, 824), (408, 824)]),
    7: (182, [(196, 132), (404, 132), (300, 356), (196, 592), (404, 592), (196, 846), (404, 846)]),
}
_SCENES = {"d": scenes.lovers, "c": scenes.bacchante, "s": scenes.duel, "b": scenes.hercules}

Long = tuple[tuple[float, float], tuple[float, float]]


def _x(cx: float, cy: float, half_w: float, half_h: float) -> list[Long]:
    """A crossed pair centred at (cx, cy): one rising to the right, one to the left, grips at the foot."""
    return [((cx - half_w, cy + half_h), (cx + half_w, cy - half_h)),
            ((cx + half_w, cy + half_h), (cx - half_w, cy - half_h))]


def _layout(suit: str, rank: int) -> list[Long]:
    if rank == 2:
        return _x(300, 500, 130, 360)
    if rank == 3:
        if suit == "b":  # the three of clubs laid apart
            return [((x, 880), (x, 120)) for x in (160, 300, 440)]
        return _x(300, 500, 140, 350) + [((300, 880), (300, 110))]
    if rank == 4 and suit == "b":  # the clubs' heads are broad: a narrower V, clear of the 90 px plaque
        return [((256, 306), (204, 84)), ((344, 306), (396, 84)), ((256, 694), (204, 916)), ((344, 694), (396, 916))]
    if rank == 4:  # from the scene out towards the top and the foot, in a V either side of it
        return [((246, 300), (156, 64)), ((354, 300), (444, 64)), ((246, 700), (156, 936)), ((354, 700), (444, 936))]
    # the fives to sevens told apart by what crosses the middle: a spine (the five), a bar of two laid across (the
    # six), both (the seven)
    pairs = _x(300, 232, 124, 138) + _x(300, 768, 124, 138)
    spine = [((300, 690), (300, 96))]  # its hilt above the lower pair's, not piled on them
    bar = [((130, 462), (470, 462)), ((470, 538), (130, 538))]
    return pairs + {5: spine, 6: bar}.get(rank, spine + bar)


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit in "dc":
        if suit == "c" and rank in _CUPS:
            size, spots = _CUPS[rank]
        else:
            size, spots = _ROUND[rank]
            size *= 1 if suit == "d" else 1.16
        if rank >= 4:  # drawn in to clear the corner numbers, they shrink as they close up, so never touch
            svg.give_way = GIVE_WAY[suit]
        for x, y in spots:
            svg.sprite("coin" if suit == "d" else "cup", x, y, size)
        if rank == 4:
            _SCENES[suit](svg, 300, 500, 2.2)
        return
    if rank == 4:
        _SCENES[suit](svg, 300, 500, 2.2)
    for grip, tip in _layout(suit, rank):
        if suit == "s":
            hilt = (grip[0] + (tip[0] - grip[0]) * 0.12, grip[1] + (tip[1] - grip[1]) * 0.12)
            signs.sword(svg, hilt, tip, 34 if rank < 4 else 29)
        else:
            signs.club(svg, grip, tip, 92 if rank < 4 else 74)
