"""The Siciliane's pip cards: swords and clubs laid apart, every one upright (points and heads up), coins and cups
in columns, and the pattern's own coins and little scenes: the king's head on the two of coins, the trinacria on
the three, the bearded hero in the five's middle coin, the landscape of the five of swords, the bird of the four of
batons, the posy of the four of cups, the lemons of the six of cups, the prickly pear of the four of coins."""

from __future__ import annotations

from ..svg import Svg
from . import scenes, signs

_ROUND: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (250, [(300, 270), (300, 730)]),
    3: (200, [(300, 180), (300, 500), (300, 820)]),
    4: (176, [(186, 214), (414, 214), (186, 786), (414, 786)]),
    5: (164, [(182, 196), (418, 196), (300, 500), (182, 804), (418, 804)]),
    6: (150, [(186, 186), (414, 186), (186, 500), (414, 500), (186, 814), (414, 814)]),
    7: (136, [(184, 160), (416, 160), (300, 330), (184, 500), (416, 500), (184, 840), (416, 840)]),
}
_COIN_FACE = {2: "head", 3: "trinacria"}

# each long sign: (grip end, far end), every one upright
_LONG: dict[int, list[tuple[tuple[float, float], tuple[float, float]]]] = {
    2: [((200, 880), (200, 110)), ((400, 880), (400, 110))],
    3: [((150, 880), (150, 110)), ((300, 880), (300, 110)), ((450, 880), (450, 110))],
    4: [((196, 460), (196, 90)), ((404, 460), (404, 90)), ((196, 910), (196, 540)), ((404, 910), (404, 540))],
    5: [((160, 430), (160, 80)), ((300, 430), (300, 80)), ((440, 430), (440, 80)), ((148, 920), (148, 560)),
        ((452, 920), (452, 560))],
    6: [((160, 460), (160, 90)), ((300, 460), (300, 90)), ((440, 460), (440, 90)), ((160, 910), (160, 540)),
        ((300, 910), (300, 540)), ((440, 910), (440, 540))],
    7: [((160, 400), (160, 80)), ((300, 400), (300, 80)), ((440, 400), (440, 80)), ((160, 920), (160, 600)),
        ((300, 920), (300, 600)), ((440, 920), (440, 600)), ((150, 500), (450, 500))],
}


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit in "dc":
        size, spots = _ROUND[rank]
        if suit == "c" and rank == 6:
            spots = [(156 if x < 300 else 444, y) for x, y in spots]
        for i, (x, y) in enumerate(spots):
            if suit == "d":
                face = _COIN_FACE.get(rank, "hero" if rank == 5 and i == 2 else "rose")
                svg.sprite("coin" if face == "rose" else f"coin_{face}", x, y, size * (1.25 if rank == 5 and i == 2
                                                                                      else 1))
            else:
                svg.sprite("cup", x, y, size * 1.25)
        if suit == "d" and rank == 4:
            scenes.prickly_pear(svg, 300, 510, 1.5)
        elif suit == "c" and rank == 4:
            scenes.posy(svg, 300, 506, 1.55)
        elif suit == "c" and rank == 6:
            scenes.lemons(svg, 300, 520, 1.02)
        return
    if suit == "s" and rank == 5:
        scenes.landscape(svg, 300, 736, 1.04)
    if suit == "b" and rank == 4:
        scenes.bird(svg, 300, 500, 1.55)
    for grip, tip in _LONG[rank]:
        if suit == "s":
            hilt = (grip[0] + (tip[0] - grip[0]) * 0.1, grip[1] + (tip[1] - grip[1]) * 0.1)
            signs.sword(svg, hilt, tip, 46 if rank < 4 else 38)
        else:
            signs.club(svg, grip, tip, {2: 118, 3: 100}.get(rank, 96))
