"""The Sarde's four kings, bearded, each his own figure, dressed as the Spanish kings of the neoclassical Madrid
pack the Sarde comes from (regalia.py), not as the Siciliane's robed kings: the closed crown of Spain with its
arches, orb and cross, the collar of the Golden Fleece, a knee-length belted tunic over hose and laced buskins,
and a cloak worn over both shoulders, clasped at the chest and falling behind.

- Oros: beside a table under a fringed green cloth, his hand on the great coin that stands upright on it (the
  pattern's mark since its Madrid original); grey-haired, a purple tunic, a red cloak, at ease on one leg.
- Copas: long-haired, turned to the right, the cup lifted in his hand out of his green cloak; a red tunic.
- Espadas: in full armour, feet apart, a red cape to the knees, both hands on the hilt of a long sword set point
  down on the ground before him.
- Bastos: striding to the left, the club held out slantwise as a sceptre; a green tunic, a blue cloak.
"""

from __future__ import annotations

from ..south_kit import body, dress
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, FINE, GREEN, GREY, KEY, LINE, OCHRE, PURPLE, RED, WHITE, YELLOW
from ..svg import Svg
from . import regalia, signs

DARK = "#3a2418"
BEARD_GREY = "#d8d2c6"


def _feet(svg: Svg, p: Pose, shoe: str) -> None:
    for ankle, side in ((p.an_l, p.feet[0]), (p.an_r, p.feet[1])):
        body.shoe(svg, ankle, side, shoe)


def oros(svg: Svg) -> None:
    _table(svg)
    p = Pose(head=(232, 240), turn=0.35, neck=(232, 312), sh_l=(166, 336), sh_r=(298, 336), el_l=(146, 440),
             el_r=(346, 420), wr_l=(160, 510), wr_r=(374, 470), waist=(232, 476), hip_l=(204, 560), hip_r=(262, 560),
             kn_l=(200, 720), kn_r=(266, 720), an_l=(194, 874), an_r=(270, 874), feet=(-1, 1))
    p = body.at_ease(p, -1, 1.8)
    regalia.cloak_behind(svg, p, 800, 112, RED, YELLOW, sway=-14)
    regalia.legs(svg, p, BLUE, BROWN)
    dress.doublet(svg, p, PURPLE, trim=YELLOW, hem=680, flare=92, waist_w=50, buttons=False)
    dress.belt_band(svg, (184, 466), (282, 466), YELLOW, RED)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, PURPLE, cuff=YELLOW)
    body.fist(svg, 164, 524, 90, 1.0)
    regalia.cape_front(svg, p, RED, YELLOW)
    regalia.fleece(svg, p, 84)
    head(svg, *p.head, p.scale, Head(p.turn, "curls", GREY, "full", BEARD_GREY, age="old", stern=True))
    regalia.closed_crown(svg, 234, 190, 80, 66)
    signs.coin(svg, 408, 444, 200)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, PURPLE, cuff=YELLOW)
    body.open_hand(svg, 366, 470, -70, 1.0, -1)


def _table(svg: Svg) -> None:
    """The table under its cloth, the coin standing on it: turned legs, a green cloth with a gold fringe."""
    for lx in (346, 474):
        leg = (f"M{lx - 10} 700 L{lx + 10} 700 L{lx + 12} 760 C{lx + 20} 770 {lx + 20} 790 {lx + 10} 800 "
               f"L{lx + 8} 870 L{lx - 8} 870 L{lx - 10} 800 C{lx - 20} 790 {lx - 20} 770 {lx - 12} 760 Z")
        svg.path(leg, "#8a5a2b", KEY, LINE * 0.8)
    svg.path("M326 880 L494 880", None, KEY, 4)
    svg.path("M306 548 L500 548 L508 700 L298 700 Z", GREEN, KEY, LINE)
    svg.path("M312 560 L494 560", None, YELLOW, 5)
    svg.path(" ".join(f"M{x} 700 l0 18" for x in range(304, 506, 9)), None, YELLOW, 4)
    svg.path(" ".join(f"M{x} 600 q6 30 0 90" for x in (356, 410, 464)), None, KEY, 2, 0.6)


def copas(svg: Svg) -> None:
    p = Pose(head=(304, 238), turn=0.45, neck=(302, 310), sh_l=(234, 334), sh_r=(370, 334), el_l=(212, 440),
             el_r=(430, 320), wr_l=(238, 500), wr_r=(420, 250), waist=(302, 476), hip_l=(272, 560), hip_r=(332, 560),
             kn_l=(266, 720), kn_r=(338, 720), an_l=(260, 874), an_r=(346, 874), feet=(-1, 1))
    p = body.at_ease(p, 1, 1.2)
    regalia.cloak_behind(svg, p, 820, 126, GREEN, YELLOW, sway=-26)
    regalia.legs(svg, p, WHITE, RED)
    dress.doublet(svg, p, RED, trim=YELLOW, hem=676, flare=96, waist_w=52, buttons=False)
    dress.belt_band(svg, (252, 466), (354, 466), YELLOW)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, RED, cuff=YELLOW)
    body.fist(svg, 244, 514, 60, 1.0)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, RED, cuff=YELLOW)
    regalia.cape_front(svg, p, GREEN, YELLOW, BLUE, skip=1)
    regalia.fleece(svg, p, 80)
    head(svg, *p.head, p.scale, Head(p.turn, "long", DARK, "goatee", DARK, age="man", stern=True))
    regalia.closed_crown(svg, 306, 186, 80, 66, jewels=(BLUE, RED))
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
    head(svg, *p.head, p.scale, Head(p.turn, "bob", DARK, "full", DARK, age="man", stern=True))
    regalia.closed_crown(svg, 300, 188, 80, 66, jewels=(RED, BLUE))


def bastos(svg: Svg) -> None:
    # striding out to the left, the club held out slantwise before him as a sceptre
    p = Pose(head=(292, 238), turn=-0.45, neck=(298, 310), sh_l=(230, 334), sh_r=(366, 334), el_l=(196, 432),
             el_r=(404, 430), wr_l=(210, 500), wr_r=(420, 490), waist=(298, 476), hip_l=(268, 560), hip_r=(328, 560),
             kn_l=(236, 712), kn_r=(346, 722), an_l=(204, 866), an_r=(374, 870), feet=(-1, -1))
    regalia.cloak_behind(svg, p, 790, 118, BLUE, YELLOW, sway=30)
    regalia.legs(svg, p, RED, BROWN, YELLOW)
    dress.doublet(svg, p, GREEN, trim=YELLOW, hem=670, flare=94, waist_w=50, buttons=False, shade=-1)
    dress.belt_band(svg, (248, 466), (350, 466), RED)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, GREEN, cuff=YELLOW)
    body.fist(svg, 216, 514, 80, 1.0)
    regalia.cape_front(svg, p, BLUE, RED, YELLOW)
    regalia.fleece(svg, p, 78)
    head(svg, *p.head, p.scale, Head(p.turn, "curls", "#7a4a22", "full", "#7a4a22", age="man", stern=True))
    regalia.closed_crown(svg, 292, 188, 80, 66, jewels=(GREEN, RED))
    signs.club(svg, (400, 600), (530, 200), 90)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, GREEN, cuff=YELLOW)
    body.fist(svg, 428, 504, 90, 1.0, -1)


RE = {"d": oros, "c": copas, "s": espadas, "b": bastos}
_ = (FINE, OCHRE)
