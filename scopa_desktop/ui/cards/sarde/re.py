"""The Sarde's four kings, bearded and crowned, standing, each his own figure:

- Oros: beside a table under a fringed green cloth, his hand on the great coin that stands upright on it (the
  pattern's mark since its Madrid original); a red gown, an ermine-lined blue mantle.
- Copas: turned to the right, the cup lifted in his hand; a green gown, a red mantle swept behind him.
- Espadas: in full armour, feet apart, a red cape to the knees, both hands on the hilt of a long sword set point
  down on the ground before him.
- Bastos: turned to the left, the club held out slantwise as a sceptre; a blue gown, a gold mantle.
"""

from __future__ import annotations

from ..south_kit import body, dress, hats
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, FINE, GREEN, GREY, KEY, LINE, OCHRE, RED, WHITE, YELLOW
from ..svg import Svg
from . import signs

DARK = "#3a2418"
BEARD_GREY = "#d8d2c6"


def _feet(svg: Svg, p: Pose, shoe: str) -> None:
    for ankle, side in ((p.an_l, p.feet[0]), (p.an_r, p.feet[1])):
        body.shoe(svg, ankle, side, shoe)


def oros(svg: Svg) -> None:
    # the table under its cloth, the coin standing on it: turned legs, a green cloth with a gold fringe
    for lx in (346, 474):
        leg = (f"M{lx - 10} 700 L{lx + 10} 700 L{lx + 12} 760 C{lx + 20} 770 {lx + 20} 790 {lx + 10} 800 "
               f"L{lx + 8} 870 L{lx - 8} 870 L{lx - 10} 800 C{lx - 20} 790 {lx - 20} 770 {lx - 12} 760 Z")
        svg.path(leg, "#8a5a2b", KEY, LINE * 0.8)
    svg.path("M326 880 L494 880", None, KEY, 4)
    svg.path("M306 548 L500 548 L508 700 L298 700 Z", GREEN, KEY, LINE)
    svg.path("M312 560 L494 560", None, YELLOW, 5)
    svg.path(" ".join(f"M{x} 700 l0 18" for x in range(304, 506, 9)), None, YELLOW, 4)
    svg.path(" ".join(f"M{x} 600 q6 30 0 90" for x in (356, 410, 464)), None, KEY, 2, 0.6)
    p = Pose(head=(232, 240), turn=0.35, neck=(232, 312), sh_l=(160, 336), sh_r=(304, 336), el_l=(142, 440),
             el_r=(346, 420), wr_l=(160, 510), wr_r=(374, 470), waist=(232, 476), hip_l=(200, 560), hip_r=(266, 560),
             kn_l=(196, 720), kn_r=(270, 720), an_l=(190, 874), an_r=(276, 874), feet=(-1, 1))
    dress.mantle(svg, (148, 340), (318, 340), [(110, 640), (96, 884), (232, 900), (360, 884), (340, 640)], BLUE, WHITE,
                 turned=[[(110, 640), (96, 884), (146, 892), (140, 760)]])
    _feet(svg, p, RED)
    dress.robe(svg, p, RED, hem_y=872, hem_half=110, trim=YELLOW, waist_w=54, folds=3)
    dress.belt_band(svg, (180, 466), (288, 466), YELLOW)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, RED, cuff=WHITE)
    body.fist(svg, 164, 524, 90, 1.0)
    dress.ermine(svg, [(166, 336), (232, 316), (300, 336), (304, 372), (232, 392), (160, 372)])
    head(svg, *p.head, p.scale, Head(p.turn, "curls", GREY, "full", BEARD_GREY, age="old", stern=True))
    hats.crown(svg, 234, 188, 84, 58, YELLOW)
    signs.coin(svg, 408, 444, 200)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, RED, cuff=WHITE)
    body.open_hand(svg, 366, 470, -70, 1.0, -1)


def copas(svg: Svg) -> None:
    p = Pose(head=(304, 238), turn=0.45, neck=(302, 310), sh_l=(228, 334), sh_r=(374, 334), el_l=(208, 440),
             el_r=(430, 320), wr_l=(238, 500), wr_r=(420, 250), waist=(302, 476), hip_l=(268, 560), hip_r=(336, 560),
             kn_l=(264, 720), kn_r=(340, 720), an_l=(258, 874), an_r=(348, 874), feet=(-1, 1))
    dress.mantle(svg, (210, 340), (392, 340), [(130, 560), (70, 890), (300, 900), (420, 884), (410, 620)], RED, YELLOW,
                 turned=[[(130, 560), (70, 890), (136, 896), (150, 720)]])
    _feet(svg, p, YELLOW)
    dress.robe(svg, p, GREEN, hem_y=872, hem_half=122, trim=YELLOW, waist_w=56, folds=4)
    dress.belt_band(svg, (248, 466), (358, 466), YELLOW, RED)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, GREEN, cuff=YELLOW)
    body.fist(svg, 244, 514, 60, 1.0)
    dress.ruff(svg, 302, 312, 86, 24)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", DARK, "goatee", DARK, age="man", stern=True))
    hats.crown(svg, 306, 186, 86, 60, YELLOW, kind="fleurons", jewels=(RED, GREEN))
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, GREEN, cuff=YELLOW)
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
    hats.crown(svg, 300, 186, 86, 58, YELLOW, jewels=(RED, BLUE))


def bastos(svg: Svg) -> None:
    p = Pose(head=(296, 238), turn=-0.45, neck=(300, 310), sh_l=(226, 334), sh_r=(374, 334), el_l=(196, 432),
             el_r=(404, 430), wr_l=(210, 500), wr_r=(420, 490), waist=(300, 476), hip_l=(266, 560), hip_r=(334, 560),
             kn_l=(262, 720), kn_r=(338, 720), an_l=(256, 874), an_r=(346, 874), feet=(-1, 1))
    dress.mantle(svg, (210, 340), (390, 340), [(200, 620), (196, 884), (300, 900), (404, 884), (400, 620)], YELLOW,
                 RED, turned=[[(400, 620), (404, 884), (370, 892), (366, 760)]])
    _feet(svg, p, RED)
    dress.robe(svg, p, BLUE, hem_y=872, hem_half=120, trim=YELLOW, waist_w=56, folds=4)
    dress.belt_band(svg, (246, 466), (356, 466), RED)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, BLUE, cuff=YELLOW)
    body.fist(svg, 216, 514, 80, 1.0)
    dress.ermine(svg, [(236, 336), (298, 318), (364, 336), (368, 372), (298, 390), (230, 372)])
    head(svg, *p.head, p.scale, Head(p.turn, "curls", "#7a4a22", "full", "#7a4a22", age="man", stern=True))
    hats.crown(svg, 296, 188, 84, 58, YELLOW, kind="leaves", jewels=(GREEN, RED))
    signs.club(svg, (400, 600), (530, 200), 90)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, BLUE, cuff=YELLOW)
    body.fist(svg, 428, 504, 90, 1.0, -1)


RE = {"d": oros, "c": copas, "s": espadas, "b": bastos}
_ = (FINE, OCHRE)
