"""The Romagnole's four kings, standing full length in gowns to the ground under mantles, crowned and bearded:

- coins: a red gown, a blue mantle lined with ermine, a grey beard; an axe held upright in one fist, the coin
  in the other hand (the pattern's kings of coins and cups hold an axe, where a later variant gave them a
  sceptre);
- cups: a green gown, a red mantle, a brown beard; the axe over his shoulder, the cup held up;
- swords: a blue gown, a red mantle, a black forked beard; his sword raised upright at his side, his other fist
  on his hip;
- batons: an ochre gown to the calf over dark blue hose, a green mantle, a white beard, seen half in profile;
  his club planted head-down on the ground at his side as a staff, his fist on its grip.
"""

from __future__ import annotations

from ..anatomy import Head
from ..emilia import body, heads
from ..emilia.faces import Mien
from ..emilia.ink import BLUE, BLUE_DK, GOLD, GREEN, HAIR, INK, RED, RED_DK, WHITE, YELLOW, darker
from ..svg import Svg, place
from . import figure as fig
from . import signs

HEAD_Y, HEAD_S = 190, 0.94


def _axe(svg: Svg, x: float, y: float, length: float, rot: float = 0, out: bool = False) -> None:
    """A battle-axe standing on its haft's end at (x, y): a long gold-banded haft, a broad blue blade (to the
    right, or with `out` to the left)."""
    with svg.group(place(x, y, 1, rot) + (" scale(-1 1)" if out else "")):
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
          hose: str | None = None, mien: Mien | None = None, lay: int = 8) -> None:
    """A king: the ground, his mantle (`reach` wide on the left and right), a gown to `hem` (above the ground he
    stands in `hose`), the gilt bands, an ermine collar, the bearded head and the crown."""
    x = 300
    fig.ground(svg, x, 210, lay)
    if hose:
        fig.hose_legs(svg, x, hose, spread=40, step=8, hip=hem - 60)
    fig.mantle(svg, x, mantle, lining, reach[0], min(hem, 860) if not hose else hem - 40, reach[1])
    fig.robe(svg, x, gown, hem_half=hem_half, hem=hem)
    _damask(svg, x, gown, hem_half, hem)
    _ermine_hem(svg, x, hem_half, hem)
    fig.trim(svg, f"M{x - hem_half + 4} {hem - 4} Q{x} {hem + 16} {x + hem_half - 4} {hem - 4}", GOLD, 12)
    fig.trim(svg, f"M{x} 270 L{x} {hem + 2}", GOLD, 10)
    fig.belt(svg, x, 86, darker(gown, 0.55))
    svg.path(f"M{x - 96} 272 C{x - 60} 316 {x + 60} 316 {x + 96} 272 C{x + 70} 250 {x - 70} 250 {x - 96} 272 Z",
             WHITE, INK, 2.6)  # the ermine collar
    svg.path(" ".join(f"M{x + k * 22} {286 + abs(k) * -3} l4 9 l-4 4 l-4 -4 Z" for k in range(-3, 4)), INK)
    heads.face(svg, x, HEAD_Y, HEAD_S, who, mane, mien)
    heads.wear(svg, crown, x, HEAD_Y, HEAD_S, who.turn, cap, GOLD, jewel=RED)


def _damask(svg: Svg, x: float, gown: str, hem_half: float, hem: float) -> None:
    """The gown's stuff, a king's damask: staggered rows of small lozenges in a deeper tone of its own colour
    (tone on tone, no key line), inside the gown's outline and clear of its gilt band down the front."""
    top = fig.NECK + 70
    d = []
    for j, y in enumerate(range(int(top), int(hem) - 24, 38)):
        half = 90 + (hem_half - 100) * (y - top) / (hem - top)
        for k in range(-7, 8):
            cx = x + k * 34 + (17 if j % 2 else 0)
            if 16 < abs(cx - x) < half:
                d.append(f"M{cx} {y - 9} l7 9 l-7 9 l-7 -9 Z")
    svg.path(" ".join(d), darker(gown, 0.8))


def _ermine_hem(svg: Svg, x: float, hem_half: float, hem: float) -> None:
    """A broad border of ermine round the gown's hem, above its gilt edge: white fur with rows of black tails."""
    top, h = hem - 44, hem_half * 0.94
    svg.path(f"M{x - h + 6} {top} Q{x} {top + 20} {x + h - 6} {top} L{x + h - 2} {hem - 6} Q{x} {hem + 14} "
             f"{x - h + 2} {hem - 6} Z", WHITE, INK, 2.4)
    tails = []
    for k in range(-6, 7):
        tx = x + k * h / 6.5
        if abs(k) < 7 and abs(tx - x) < h - 14:
            ty = top + 14 + 10 * (1 - (k / 6.5) ** 2)
            tails.append(f"M{tx:.1f} {ty:.1f} l4 10 l-4 4 l-4 -4 Z")
    svg.path(" ".join(tails), INK)


def re_denari(svg: Svg) -> None:
    _king(svg, RED, GOLD, WHITE, Head(0.25, "old", "long", HAIR["grey"], "full"), "tall", RED, reach=(236, 120),
          mien=Mien("long", "aquiline", "heavy", "heavy", "firm", "long"))
    _axe(svg, 140, 868, 530, out=True)  # the blade turned out, clear of his hair
    body.sleeve(svg, (220, 312), (156, 410), (146, 470), RED, 50, cuff=GOLD, jointed=True)
    body.grip(svg, 140, 476, 0, 1.15, from_left=False)
    body.sleeve(svg, (380, 312), (440, 420), (372, 430), RED, 50, cuff=GOLD, jointed=True)
    signs.coin(svg, 350, 404, 130)
    body.grip(svg, 362, 446, 90, 1.1, from_left=False)


def re_coppe(svg: Svg) -> None:
    _king(svg, GREEN, RED, YELLOW, Head(-0.3, "old", "long", HAIR["brown"], "full"), "open", GREEN,
          reach=(120, 130), hem=650, hem_half=126, hose=RED_DK,
          mien=Mien("round", "snub", "round", "arched", "smile", "mane"), lay=9)
    _axe(svg, 268, 490, 380, 24)
    body.sleeve(svg, (380, 312), (424, 416), (318, 420), GREEN, 50, cuff=GOLD, jointed=True)
    body.grip(svg, 296, 432, 24, 1.15, from_left=False)
    body.sleeve(svg, (220, 312), (150, 370), (150, 380), GREEN, 50, cuff=GOLD, jointed=True)  # his cup held out
    signs.cup(svg, 150, 318, 120)
    body.grip(svg, 152, 380, 0, 1.1)


def re_spade(svg: Svg) -> None:
    """Standing at ease, his sword raised upright at his side in his right fist, his left fist on his hip with the
    elbow out; the mantle thrown back over both shoulders and hanging close behind him, the gown to the ankles,
    his feet turned out."""
    x = 300
    fig.ground(svg, x, 200, 10)
    for s, out in ((-1, 1.0), (1, 1.35)):  # his shoes under the hem, the right one turned further out
        svg.path(f"M{x + s * 38} 862 C{x + s * 38} 886 {x + s * 76 * out} 890 {x + s * 96 * out} 880 "
                 f"C{x + s * 90 * out} 866 {x + s * 70} 858 {x + s * 52} 856 Z", "#2a1a10", INK, 2.6)
    fig.mantle(svg, x, RED, YELLOW, 150, 600, 150)  # a cape to the hips, thrown back
    fig.robe(svg, x, BLUE, half=88, hem_half=124, hem=862)
    _damask(svg, x, BLUE, 118, 862)
    _ermine_hem(svg, x, 124, 862)
    fig.trim(svg, f"M{x - 120} 858 Q{x} 878 {x + 120} 858", GOLD, 12)
    fig.belt(svg, x, 80, darker(BLUE, 0.55))
    svg.path(f"M{x - 96} 272 C{x - 60} 316 {x + 60} 316 {x + 96} 272 C{x + 70} 250 {x - 70} 250 {x - 96} 272 Z",
             WHITE, INK, 2.6)  # the ermine collar
    svg.path(" ".join(f"M{x + k * 22} {286 + abs(k) * -3} l4 9 l-4 4 l-4 -4 Z" for k in range(-3, 4)), INK)
    heads.face(svg, x, HEAD_Y, HEAD_S, Head(0.1, "old", "long", HAIR["black"], "forked"),
               mien=Mien("long", "long", "narrow", "heavy", "firm", "mane"))
    heads.wear(svg, "tall", x, HEAD_Y, HEAD_S, 0.1, BLUE, GOLD, jewel=RED)
    # the sword raised upright at his side, point up past his shoulder, in his right fist (the viewer's left)
    body.sleeve(svg, (x - 80, 312), (x - 150, 400), (x - 132, 452), BLUE, 48, cuff=GOLD, jointed=True)
    with svg.group(place(x - 132, 318, 1, 0)):  # held before his shoulder, so the blade shows whole
        signs.sword(svg, 400, 46, 150)
    body.grip(svg, x - 132, 466, 0, 1.15)
    # his left fist on his hip, the elbow thrust out
    body.sleeve(svg, (x + 80, 312), (x + 156, 396), (x + 100, 452), BLUE, 48, cuff=GOLD, jointed=True)
    body.grip(svg, x + 94, 462, -60, 1.1, from_left=False)


def re_bastoni(svg: Svg) -> None:
    """In profile to the left, his club planted head-down on the ground at his side as a staff, his fist on its
    grip at his chest; his mantle falling behind."""
    _king(svg, GOLD, GREEN, RED_DK, Head(-1, "old", "long", HAIR["grey"], "full", WHITE), "open", RED,
          reach=(80, 150), hem=770, hem_half=112, hose=BLUE_DK,
          mien=Mien("oval", "long", "almond", "arched", "small", "swept"), lay=11)
    # its grip through the fist at (425, 432), its head on the ground; cut as the pips' clubs (tapering,
    # knotted) but without their green shoot, which here lay over his gown like a stray leaf
    with svg.group(place(440, 640, 1, 184)):
        signs.club(svg, 470, 78, 30, leaf=False, variant=3)
    body.sleeve(svg, (380, 312), (452, 372), (432, 420), GOLD, 50, cuff=RED, jointed=True)
    body.grip(svg, 428, 432, 4, 1.2, from_left=False)
    body.sleeve(svg, (220, 312), (190, 420), (226, 500), GOLD, 50, cuff=RED, jointed=True)
    body.flat_hand(svg, 230, 514, 10, 1.1)


COURTS = {"d": re_denari, "c": re_coppe, "s": re_spade, "b": re_bastoni}
