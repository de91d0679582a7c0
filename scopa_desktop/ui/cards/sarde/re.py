"""The Sarde's four kings, bearded, each his own figure, dressed as the Spanish kings of the neoclassical Madrid
pack the Sarde comes from (regalia.py), not as the Siciliane's robed kings: the closed crown of Spain with its
arches, orb and cross (its velvet cap each king's own colour) and the collar of the Golden Fleece; the three robed
kings each in his own cut of clothes.

- Oros: old and grey, in a purple ropa to the ankles, open down the front on ermine and hemmed with it, a round
  ermine collar over his shoulders and a red cloak behind; beside a table under a fringed green cloth, his hand
  on the great coin that stands upright on it (the pattern's mark since its Madrid original), his other hand at
  the Fleece on his breast.
- Copas: long-haired and young, in a short buttoned doublet, paned trunk hose and a ruff, a short green cape over
  his left shoulder only; his fist on his hip, the cup lifted high in the other hand.
- Espadas: in full armour, feet apart, a red cape to the knees, both hands on the hilt of a long sword set point
  down on the ground before him.
- Bastos: his weight on one leg, the other knee eased, in a knee-length belted tunic over hose and boots, a blue
  cloak over both shoulders clasped at the chest with a brooch, its edge gathered forward in his left fist; the
  club shouldered, its grip in his fist at the chest.
"""

from __future__ import annotations

from ..south_kit import body, dress
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, FINE, GREEN, GREY, KEY, LINE, OCHRE, PURPLE, RED, WHITE, YELLOW, d, smooth
from ..svg import Svg
from . import regalia, signs

DARK = "#3a2418"
BEARD_GREY = "#d8d2c6"


def _feet(svg: Svg, p: Pose, shoe: str) -> None:
    for ankle, side in ((p.an_l, p.feet[0]), (p.an_r, p.feet[1])):
        body.shoe(svg, ankle, side, shoe)


def oros(svg: Svg) -> None:
    # the old king in a ropa to the ankles, open down the front on ermine, a round ermine collar over his
    # shoulders (no cape), his left hand at the Fleece on his breast and his right on the coin
    _table(svg)
    p = Pose(head=(232, 240), turn=0.35, neck=(232, 312), sh_l=(170, 338), sh_r=(294, 338), el_l=(160, 440),
             el_r=(338, 430), wr_l=(214, 430), wr_r=(342, 508), waist=(232, 476), hip_l=(206, 560), hip_r=(260, 560),
             kn_l=(204, 720), kn_r=(262, 720), an_l=(200, 874), an_r=(266, 874), feet=(-1, 1))
    regalia.cloak_behind(svg, p, 846, 128, RED, YELLOW, sway=-10)
    _feet(svg, p, BROWN)
    c = p.turn * 14
    hem, half = 862, 112
    dress.robe(svg, p, PURPLE, hem_y=hem, hem_half=half, waist_w=44, folds=2)
    # the ropa's ermine: down the front opening and round the hem
    dress.ermine(svg, [(236, 344), (252, 344), (262 + c, hem - 12), (264 + c, hem + 4), (240 + c, hem + 6),
                       (238 + c, hem - 12)])
    dress.ermine(svg, [(232 - half + c + 8, hem - 30), (232 + c, hem - 22), (232 + half + c - 8, hem - 30),
                       (232 + half + c, hem - 2), (232 + c, hem + 8), (232 - half + c, hem - 2)])
    dress.belt_band(svg, (192, 470), (276, 470), YELLOW, RED)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, PURPLE, cuff=WHITE)
    signs.coin(svg, 408, 444, 200)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, PURPLE, cuff=WHITE)
    body.open_hand(svg, 336, 510, -60, 1.0, -1)  # on the coin's rim, its flower's middle left clear
    # the round ermine collar over both shoulders, the Fleece hung on it
    (nx, ny), (lx, ly), (rx, ry) = p.neck, p.sh_l, p.sh_r
    dress.ermine(svg, [(nx - 22, ny - 4), (lx - 4, ly - 10), (lx - 14, ly + 34), (nx - 30, ny + 84), (nx + 6, ny + 92),
                       (rx + 12, ry + 36), (rx + 6, ry - 10), (nx + 22, ny - 4)])
    regalia.fleece(svg, p, 84)
    body.fist(svg, 222, 426, 150, 1.0)
    head(svg, *p.head, p.scale, Head(0.6, "curls", GREY, "full", BEARD_GREY, age="old", stern=True, eyes="almond",
                                     nose="aquiline", shape="long"))
    regalia.closed_crown(svg, 234, 190, 80, 66, cap=PURPLE)


def _table(svg: Svg) -> None:
    """The table under its cloth, the coin standing on it: turned legs, a green cloth with a gold fringe."""
    # the near leg set in over the grass mound (at 474 it ended in the air beyond the mound's edge), each leg
    # standing on a turned ball foot with its shadow on the grass
    for lx, low in ((346, 864), (454, 872)):
        svg.ellipse(lx + 4, low + 14, 22, 5, DARK, None, 0, 0.35)
        leg = (f"M{lx - 10} 700 L{lx + 10} 700 L{lx + 12} 760 C{lx + 20} 770 {lx + 20} 790 {lx + 10} 800 "
               f"L{lx + 7} {low - 6} L{lx - 7} {low - 6} L{lx - 10} 800 C{lx - 20} 790 {lx - 20} 770 {lx - 12} 760 Z")
        svg.path(leg, "#8a5a2b", KEY, LINE * 0.8)
        svg.ellipse(lx, low + 2, 13, 10, "#8a5a2b", KEY, LINE * 0.7)
    svg.path("M306 548 L500 548 L508 700 L298 700 Z", GREEN, KEY, LINE)
    svg.path("M312 560 L494 560", None, YELLOW, 5)
    svg.path(" ".join(f"M{x} 700 l0 18" for x in range(304, 506, 9)), None, YELLOW, 4)
    svg.path(" ".join(f"M{x} 600 q6 30 0 90" for x in (356, 410, 464)), None, KEY, 2, 0.6)


def copas(svg: Svg) -> None:
    # the young king in a short doublet and paned trunk hose, a ruff at his throat, a short cape over his left
    # shoulder only, his left fist on his hip and the cup lifted high in his right
    p = Pose(head=(304, 238), turn=0.45, neck=(302, 310), sh_l=(236, 334), sh_r=(368, 334), el_l=(184, 420),
             el_r=(430, 320), wr_l=(236, 470), wr_r=(420, 250), waist=(302, 470), hip_l=(272, 540), hip_r=(332, 540),
             kn_l=(262, 712), kn_r=(340, 716), an_l=(254, 874), an_r=(348, 874), feet=(-1, 1))
    p = body.at_ease(p, 1, 0.8)  # at ease, but the legs near straight (at 1.2 the white stockings bowed)
    # the short cape hung from the left shoulder to the hip, behind him
    dress.mantle(svg, (222, 330), (300, 330), [(176, 420), (168, 590), (226, 614), (280, 560)], GREEN, YELLOW,
                 turned=[[(176, 430), (166, 590), (186, 600), (194, 440)]], shade=-1)
    # full, straight white stockings: fuller calves, no dark modelling stroke down each (it read as a thin, bowed leg)
    regalia.legs(svg, p, WHITE, RED, thick=1.2, shade=0)
    dress.breeches(svg, p, YELLOW, panes=RED, width=1.15, top=470, reach=0.62)  # short round trunk hose
    dress.doublet(svg, p, RED, trim=YELLOW, hem=520, flare=40, waist_w=48, buttons=True)
    dress.belt_band(svg, (256, 462), (350, 462), YELLOW)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, RED, cuff=YELLOW)
    body.fist(svg, 240, 478, 120, 1.0)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, RED, cuff=YELLOW)
    # the cape's fall over the shoulder in front, clasped with a cord under the arm
    svg.path("M236 322 C200 330 186 360 190 410 L212 404 C214 372 228 352 262 336 Z", GREEN, KEY, LINE * 0.8)
    svg.path("M262 336 Q290 380 312 384", None, YELLOW, 5)
    regalia.fleece(svg, p, 70)
    dress.ruff(svg, 302, 312, 86, 28)
    head(svg, *p.head, p.scale, Head(0.75, "long", "#9a5a26", "full", "#9a5a26", age="man", stern=True, eyes="round",
                                     nose="straight", shape="oval"))
    regalia.closed_crown(svg, 306, 186, 84, 66, jewels=(BLUE, RED), open_=True)
    signs.cup(svg, 420, 180, 130)
    body.open_hand(svg, 420, 252, 180, 1.0, -1)


def espadas(svg: Svg) -> None:
    p = Pose(head=(300, 236), turn=0.0, neck=(300, 308), sh_l=(224, 334), sh_r=(376, 334), el_l=(214, 440),
             el_r=(386, 440), wr_l=(266, 520), wr_r=(334, 520), waist=(300, 474), hip_l=(264, 560), hip_r=(336, 560),
             kn_l=(240, 716), kn_r=(360, 716), an_l=(214, 866), an_r=(386, 866), feet=(-1, 1))
    dress.mantle(svg, (208, 338), (392, 338), [(160, 520), (140, 700), (300, 716), (460, 700), (440, 520)], RED, BLUE,
                 turned=[[(160, 520), (140, 700), (186, 708), (184, 600)], [(440, 520), (460, 700), (414, 708),
                                                                            (416, 600)]])
    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, 1), (p.hip_l, p.kn_l, p.an_l, -1)):
        body.leg(svg, hip, knee, ankle, dress.STEEL, side)
        svg.ellipse(knee[0], knee[1], 22, 16, dress.STEEL, KEY, FINE)
        body.shoe(svg, ankle, side, GREY)
    dress.doublet(svg, p, BLUE, trim=YELLOW, hem=600, flare=84, waist_w=58, buttons=False)
    dress.cuirass(svg, p, YELLOW)
    # a long sword set point down on the ground before him, both his hands resting on its hilt
    signs.sword(svg, (300, 566), (300, 892), 32)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, dress.STEEL, cuff=YELLOW)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, dress.STEEL, cuff=YELLOW)
    body.fist(svg, 288, 528, 20, 1.0)
    body.fist(svg, 312, 530, 160, 1.0)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", DARK, "full", DARK, age="man", stern=True,
                                     eyes="almond", nose="broad", shape="broad"))
    regalia.closed_crown(svg, 300, 188, 80, 66, jewels=(RED, BLUE))


def bastos(svg: Svg) -> None:
    with svg.group("translate(-18 0)"):  # the figure stands a little left, balanced by the club on his right
        _bastos(svg)


def _bastos(svg: Svg) -> None:
    # at ease on one leg, the club shouldered
    # his weight on his left leg (the viewer's right), the hip over it raised, the other knee eased and turned
    # out; the club shouldered, its grip in his fist at the chest and its head leaning on his shoulder (the Rey de
    # Espadas stands square on both feet with his hands together at the hilt)
    p = Pose(head=(288, 238), turn=-0.45, neck=(294, 310), sh_l=(228, 336), sh_r=(362, 332), el_l=(196, 432),
             el_r=(416, 438), wr_l=(210, 500), wr_r=(384, 470), waist=(300, 476), hip_l=(268, 560), hip_r=(330, 560),
             kn_l=(244, 712), kn_r=(336, 716), an_l=(222, 866), an_r=(352, 870), feet=(-1, -1))
    p = body.at_ease(p, 1, 1.8)
    regalia.cloak_behind(svg, p, 740, 100, BLUE, YELLOW, sway=44)  # shorter and swung aside by his step
    regalia.legs(svg, p, RED, BROWN, YELLOW, turned=True)
    dress.doublet(svg, p, GREEN, trim=YELLOW, hem=670, flare=94, waist_w=50, buttons=False, shade=-1)
    dress.belt_band(svg, (248, 466), (350, 466), RED)
    # his left hand gathers the cloak's edge forward at the hip: a fold of it falls from his fist, lined yellow
    svg.path(d(smooth([(206, 372), (196, 450), (206, 512), (176, 640), (150, 780), (186, 792), (214, 700),
                       (236, 590), (230, 500), (226, 420)], 4), True), BLUE, KEY, LINE * 0.8)
    svg.path(d(smooth([(230, 520), (236, 590), (214, 700), (186, 792)], 4)), None, YELLOW, 8)
    svg.path(d(smooth([(206, 530), (186, 650), (170, 770)], 4)), None, KEY, FINE, 0.8)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, GREEN, cuff=YELLOW)
    body.fist(svg, 216, 514, 80, 1.0)
    regalia.cape_front(svg, p, BLUE, RED, YELLOW)
    regalia.fleece(svg, p, 78)
    head(svg, *p.head, p.scale, Head(-0.7, "curls", "#7a4a22", "full", "#7a4a22", age="man", stern=True, eyes="round",
                                     nose="aquiline", shape="oval"))
    regalia.closed_crown(svg, 292, 188, 84, 62, jewels=(GREEN, RED), open_=True)
    signs.club(svg, (380, 540), (452, 150), 90)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, GREEN, cuff=YELLOW)
    body.fist(svg, 390, 484, 100, 1.0, -1)


RE = {"d": oros, "c": copas, "s": espadas, "b": bastos}
_ = (FINE, OCHRE)
