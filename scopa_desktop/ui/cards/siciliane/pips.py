"""The Siciliane's pip cards: swords and clubs laid apart, every one upright (points and heads up), coins and cups
in columns, and the pattern's own coins and little scenes: the king's head on the two of coins, the trinacria on
the three, the bearded hero in the five's middle coin, the landscape of the five of swords, the bird of the four of
batons, the posy of the four of cups, the lemons of the six of cups, the prickly pear of the four of coins."""

from __future__ import annotations

import math

from ..svg import Svg
from . import scenes, signs

# the round signs as large as printed (each sprite's box; the coins fill it, a cup is a little narrower than tall),
# kept clear of the corner indices
_ROUND: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (330, [(300, 272), (300, 728)]),
    3: (262, [(300, 176), (300, 500), (300, 824)]),
    4: (210, [(174, 246), (426, 246), (174, 754), (426, 754)]),
    5: (204, [(178, 238), (422, 238), (300, 500), (178, 762), (422, 762)]),
    6: (190, [(186, 200), (414, 200), (186, 500), (414, 500), (186, 800), (414, 800)]),
    7: (170, [(198, 168), (402, 168), (300, 334), (198, 500), (402, 500), (198, 832), (402, 832)]),
}
_CUPS: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (370, [(300, 266), (300, 734)]),
    3: (286, [(300, 170), (300, 500), (300, 830)]),
    4: (228, [(176, 236), (424, 236), (176, 764), (424, 764)]),
    5: (220, [(176, 206), (424, 206), (300, 500), (176, 794), (424, 794)]),
    6: (200, [(146, 190), (454, 190), (146, 500), (454, 500), (146, 810), (454, 810)]),
    7: (186, [(184, 142), (416, 142), (300, 370), (184, 598), (416, 598), (184, 826), (416, 826)]),
}
# how the coins and cups of the fours to sevens give way to the corner index (svg.Svg.give_way): a few pixels'
# gap, each sign shrinking in step with the spacing so that neighbours never meet
GIVE_WAY = (3.0, 1.0, 0.55)
# the four and five of cups move in more than they shrink (their pairs stand far enough apart): at 300 px with the
# index on they kept only about four fifths of their size, small in a lot of paper
GIVE_WAY_CUPS = (3.0, 0.8, 0.55)
_COIN_FACE = {2: "head", 3: "trinacria"}

# each long sign: (grip end, far end), every one upright
_LONG: dict[int, list[tuple[tuple[float, float], tuple[float, float]]]] = {
    2: [((200, 900), (200, 96)), ((400, 900), (400, 96))],
    3: [((166, 900), (166, 96)), ((300, 900), (300, 96)), ((434, 900), (434, 96))],
    4: [((196, 460), (196, 80)), ((404, 460), (404, 80)), ((196, 920), (196, 540)), ((404, 920), (404, 540))],
    # the five's top row spaced as the sixes' rows (its three clubs interlocked into one bundle)
    5: [((158, 440), (158, 76)), ((300, 440), (300, 76)), ((442, 440), (442, 76)), ((156, 924), (156, 560)),
        ((444, 924), (444, 560))],
    # the fives to sevens: each row's three clubs set a little further apart and slimmer (CLUB_W), so that
    # each stands in its own room (they stood shoulder to shoulder, stubs interlocking, one bundle of three)
    6: [((158, 460), (158, 80)), ((300, 460), (300, 80)), ((442, 460), (442, 80)), ((158, 924), (158, 544)),
        ((300, 924), (300, 544)), ((442, 924), (442, 544))],
    7: [((158, 396), (158, 70)), ((300, 396), (300, 70)), ((442, 396), (442, 70)), ((158, 930), (158, 604)),
        ((300, 930), (300, 604)), ((442, 930), (442, 604)), ((126, 500), (474, 500))],
}

CLUB_W = 84


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit in "dc":
        size, spots = (_ROUND if suit == "d" else _CUPS)[rank]
        # drawn in to clear the corner index, they shrink as much as they close up: never touch
        svg.give_way = GIVE_WAY_CUPS if suit == "c" and rank in (4, 5) else GIVE_WAY
        for i, (x, y) in enumerate(spots):
            if rank <= 3:  # a hair left of the middle, so the give-way measures the column too: the great signs of
                x -= 0.5  # the twos and threes shrink where the index grows (at 90 px), not at 300
            if suit == "d":
                face = _COIN_FACE.get(rank, "hero" if rank == 5 and i == 2 else "rose")
                svg.sprite("coin" if face == "rose" else f"coin_{face}", x, y, size * (1.22 if rank == 5 and i == 2
                                                                                      else 1))
            else:
                svg.sprite("cup", x, y, size)
        if suit == "d" and rank == 4:
            scenes.prickly_pear(svg, 300, 510, 1.5)
        elif suit == "c" and rank == 4:
            scenes.posy(svg, 300, 506, 1.55)
        elif suit == "c" and rank == 6:
            scenes.lemons(svg, 300, 500, 1.2)
        return
    if suit == "b" and rank == 4:
        scenes.bird(svg, 300, 500, 1.55)
    for grip, tip in _LONG[rank]:
        if suit == "s":  # `grip` is the pommel's end: the guard stands the hilt's length above it
            w = {2: 58, 3: 46, 4: 54}.get(rank, 43)
            ln = math.hypot(tip[0] - grip[0], tip[1] - grip[1])
            k = 2.75 * w / ln
            hilt = (grip[0] + (tip[0] - grip[0]) * k, grip[1] + (tip[1] - grip[1]) * k)
            signs.sword(svg, hilt, tip, w)
        else:
            # the top-left club of the fours to sevens turns its sprig inwards, clear of the corner index at 90 px
            inward = rank >= 4 and grip[0] < 200 and tip[1] < 300
            # one club width across the fours to sevens (the sixes' and sevens' slimmer clubs beside the fours'
            # and fives' broader ones made the suit uneven); the seven's crosswise club a little slimmer and
            # shorter, as the long one across read fatter than the six upright ones round it
            width = {2: 150, 3: 112}.get(rank, CLUB_W)
            if rank == 7 and grip[1] == tip[1]:
                width *= 0.9
            if rank <= 3:  # the two and three drawn in towards the middle and slimmed a little, so that the
                grip, tip = _drawn_in(grip), _drawn_in(tip)  # outer shafts stand clear of the 90 px plaque
                width *= 0.84
            # the fours to sevens keep their rows square and broad, as printed: at 90 px the index stands on its
            # plaque over the top-left club's tip (drawn in or set askew to clear it, the rows huddled at 300 px)
            signs.club(svg, grip, tip, width, -1 if inward else 1)
    if suit == "s" and rank == 5:  # the coast between the lower pair, clear of their blades
        scenes.landscape(svg, 300, 682, 1.1)


def _drawn_in(p: tuple[float, float], k: float = 0.83) -> tuple[float, float]:
    """A sign's end drawn in towards the card's middle line by `k`."""
    return 300 + (p[0] - 300) * k, p[1]
