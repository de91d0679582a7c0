"""The Romagnole's four kings, standing full length in gowns to the ground under mantles, crowned and bearded:

- coins: a red gown, a blue mantle lined with ermine, a grey beard; an axe held upright in one fist, the coin
  in the other hand (the pattern's kings of coins and cups hold an axe, where a later variant gave them a
  sceptre);
- cups: a green gown, a red mantle, a brown beard; the axe over his shoulder, the cup held up;
- swords: a blue gown, a red mantle, a black forked beard; his sword upright before him, his other hand on his
  belt;
- batons: an ochre gown, a green mantle, a white beard, seen half in profile; his club planted on the ground
  like a staff.
"""

from __future__ import annotations

from ..anatomy import Head
from ..emilia import body, heads
from ..emilia.ink import BLUE, BLUE_DK, GOLD, GREEN, HAIR, INK, RED, RED_DK, WHITE, YELLOW, darker
from ..svg import Svg, place
from . import figure as fig
from . import signs

HEAD_Y, HEAD_S = 190, 0.94


def _axe(svg: Svg, x: float, y: float, length: float, rot: float = 0) -> None:
    """A battle-axe standing on its haft's end at (x, y): a long gold-banded haft, a broad blue blade."""
    with svg.group(place(x, y, 1, rot)):
        svg.path(f"M0 0 L0 {-length}", None, INK, 17)
        svg.path(f"M0 0 L0 {-length}", None, "#a8703a", 11)
        svg.path(" ".join(f"M-6 {-length * t} l12 0" for t in (0.3, 0.5, 0.7)), None, GOLD, 5)
        top = -length
        svg.path(f"M4 {top + 24} C40 {top + 10} 70 {top - 8} 80 {top - 26} C96 {top + 20} 96 {top + 80} 80 "
                 f"{top + 120} C66 {top + 96} 40 {top + 84} 4 {top + 80} Z", BLUE, INK, 3)
        svg.path(f"M14 {top + 34} C40 {top + 24} 62 {top + 10} 72 {top - 4} C84 {top + 30} 84 {top + 76} 74 "
                 f"{top + 104} C62 {top + 88} 40 {top + 78} 14 {top + 72} Z", BLUE_DK)
        svg.path(f"M-4 {top + 34} L-34 {top + 52} L-4 {top + 66} Z", BLUE, INK, 2.6)
        svg.rect(-9, top + 18, 18, 70, 3, GOLD, INK, 2.4)
        svg.path(f"M-6 {top + 18} L0 {top - 24} L6 {top + 18} Z", BLUE, INK, 2.4)


def _king(svg: Svg, gown: str, mantle: str, lining: str, who: Head, crown: str, cap: str, mane: str = "wavy",
          reach: tuple[float, float] = (170, 170), hem: float = 870, hem_half: float = 150,
          hose: str | None = None) -> None:
    """A king: the ground, his mantle (`reach` wide on the left and right), a gown to `hem` (above the ground he
    stands in `hose`), the gilt bands, an ermine collar, the bearded head and the crown."""
    x = 300
    fig.ground(svg, x, 210)
    if hose:
        fig.hose_legs(svg, x, hose, spread=40, step=8, hip=hem - 60)
    fig.mantle(svg, x, mantle, lining, reach[0], min(hem, 860) if not hose else hem - 40, reach[1])
    fig.robe(svg, x, gown, hem_half=hem_half, hem=hem)
    fig.trim(svg, f"M{x - hem_half + 4} {hem - 4} Q{x} {hem + 16} {x + hem_half - 4} {hem - 4}", GOLD, 12)
    fig.trim(svg, f"M{x} 270 L{x} {hem + 2}", GOLD, 10)
    fig.belt(svg, x, 86, darker(gown, 0.55))
    svg.path(f"M{x - 96} 272 C{x - 60} 316 {x + 60} 316 {x + 96} 272 C{x + 70} 250 {x - 70} 250 {x - 96} 272 Z",
             WHITE, INK, 2.6)  # the ermine collar
    svg.path(" ".join(f"M{x + k * 22} {286 + abs(k) * -3} l4 9 l-4 4 l-4 -4 Z" for k in range(-3, 4)), INK)
    heads.face(svg, x, HEAD_Y, HEAD_S, who, mane)
    heads.wear(svg, crown, x, HEAD_Y, HEAD_S, who.turn, cap, GOLD, jewel=RED)


def re_denari(svg: Svg) -> None:
    _king(svg, RED, BLUE, WHITE, Head(0.25, "old", "long", HAIR["grey"], "full"), "tall", RED, reach=(236, 120))
    _axe(svg, 122, 868, 690)
    body.sleeve(svg, (214, 300), (150, 410), (130, 470), RED, 50, cuff=GOLD, bent=True)
    body.grip(svg, 122, 476, 0, 1.15, from_left=False)
    body.sleeve(svg, (386, 300), (440, 420), (372, 430), RED, 50, cuff=GOLD)
    signs.coin(svg, 350, 404, 130)
    body.grip(svg, 362, 446, 90, 1.1, from_left=False)


def re_coppe(svg: Svg) -> None:
    _king(svg, GREEN, RED, YELLOW, Head(-0.25, "old", "long", HAIR["brown"], "full"), "open", GREEN,
          reach=(120, 130), hem=650, hem_half=126, hose=RED_DK)
    _axe(svg, 268, 490, 380, 24)
    body.sleeve(svg, (386, 300), (420, 420), (318, 420), GREEN, 50, cuff=GOLD)
    body.grip(svg, 296, 432, 24, 1.15, from_left=False)
    body.sleeve(svg, (214, 300), (140, 250), (130, 160), GREEN, 50, cuff=GOLD)
    signs.cup(svg, 124, 84, 124)
    body.grip(svg, 126, 146, 0, 1.1)


def re_spade(svg: Svg) -> None:
    _king(svg, BLUE, RED, YELLOW, Head(0.1, "old", "long", HAIR["black"], "forked"), "tall", BLUE, "bushy",
          reach=(60, 236), hem_half=124)
    body.sleeve(svg, (386, 300), (432, 420), (360, 470), BLUE, 50, cuff=GOLD)
    body.flat_hand(svg, 346, 476, 60, 1.15)
    with svg.group(place(170, 290, 1, -8)):
        signs.sword(svg, 420, 34, 110)
    body.sleeve(svg, (214, 300), (150, 400), (190, 450), BLUE, 50, cuff=GOLD)
    body.grip(svg, 196, 448, -8, 1.2)


def re_bastoni(svg: Svg) -> None:
    _king(svg, GOLD, GREEN, RED_DK, Head(-1, "old", "long", HAIR["grey"], "full", WHITE), "open", RED,
          reach=(90, 220), hem_half=136)
    with svg.group(place(150, 640, 1, -3)):
        signs.club(svg, 470, 96, 50)
    body.sleeve(svg, (214, 300), (166, 420), (160, 470), GOLD, 50, cuff=RED, bent=True)
    body.grip(svg, 154, 476, -3, 1.2, from_left=False)
    body.sleeve(svg, (386, 300), (430, 420), (380, 500), GOLD, 50, cuff=RED)
    body.grip(svg, 374, 512, 100, 1.1, from_left=False)


COURTS = {"d": re_denari, "c": re_coppe, "s": re_spade, "b": re_bastoni}
