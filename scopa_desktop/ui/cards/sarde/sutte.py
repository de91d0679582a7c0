"""The Sarde's four knaves ("sa sutta"), young soldiers of the Madrid pattern the deck descends from, each his
own man: his own body and stance (stance.py cuts each tunic from his own hips), his own plumed helmet, cloak and
ground.

- Oros: turned three-quarters to the right, his weight on his left leg, the hip over it raised and the shoulder
  above it dropped, the other knee eased forward and its heel lifted; the coin raised high; a gold helmet with one
  broad red plume streaming back; red tunic, blue cloak over his shoulder.
- Copas: walking to the left, the front foot flat and the back heel lifted, the cup held out before him at his
  shoulder's height, his other fist on his hip, elbow out; no cloak; a blue burgonet (a peak over the brow, a
  cheek-piece, a neck guard) with two green plumes upright; gold tunic.
- Espadas: in armour, one foot set up on a stone, his hand on that knee, the sword raised high over his head; a
  steel comb morion (its brim swept up to points front and back under a tall comb) and a crest of five white
  plumes, a moustache; a short green cloak from his right
  shoulder (the Rey de Espadas wears the red one from both).
- Bastos: at rest, leaning on his club planted upright at his left side (the king's is shouldered at his right),
  his legs crossed, the free foot on its toe;
  a steel cabasset (a tall pear-shaped skull ending in a stalk, a narrow brim, brass rivets) and two broad yellow
  plumes blown back; green tunic, a short red shoulder cape.
"""

from __future__ import annotations

from ..south_kit import body, dress, hats
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, FINE, FLESH, GREEN, GREY, KEY, LINE, OCHRE, RED, WHITE, YELLOW, blob
from ..svg import Svg
from . import helmets, regalia, signs, stance

HAIR = "#5a3a22"
GOLD_HELM = "#e8c040"
OXBLOOD = "#6a2216"


def _leg(svg: Svg, p: Pose, side: str, boots: str, hose: str) -> None:
    facing = p.feet[0 if side == "l" else 1]
    ankle, knee = getattr(p, f"an_{side}"), getattr(p, f"kn_{side}")
    body.leg(svg, getattr(p, f"hip_{side}"), knee, ankle, hose, facing, thick=0.9)
    stance.boot(svg, ankle, knee, facing, boots, OCHRE)


def oros(svg: Svg) -> None:
    stance.patch(svg, 196, 452, 872, 24)
    p = Pose(head=(314, 236), turn=0.65, neck=(310, 308), sh_l=(254, 340), sh_r=(362, 326), el_l=(222, 436),
             el_r=(440, 318), wr_l=(238, 512), wr_r=(446, 250), waist=(302, 470), hip_l=(276, 550), hip_r=(330, 568),
             kn_l=(280, 712), kn_r=(356, 720), an_l=(294, 862), an_r=(400, 842), feet=(1, 1))
    dress.cloak(svg, (244, 334), [(172, 440), (150, 700), (206, 732), (258, 560)], BLUE, YELLOW)
    svg.path("M186 470 Q168 600 172 708 M214 430 Q198 580 202 730", None, "#173b86", 7, 0.9)
    svg.path("M190 460 Q172 600 176 706 M218 420 Q202 580 206 728", None, KEY, FINE, 0.85)
    _leg(svg, p, "r", BROWN, GREEN)  # the eased leg set forward, on its heel
    _leg(svg, p, "l", BROWN, GREEN)
    stance.tunic(svg, p, RED, YELLOW, (198, 640), (390, 664), BROWN, (54, 40))
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, RED, cuff=YELLOW)
    body.open_hand(svg, 242, 526, -16, 0.95)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", HAIR, eyes="narrow", nose="aquiline", mouth="set", shape="long"))
    stance.plumes(svg, 314, 204, 96, 1, (-150,), RED, 1.5, 2.2)
    hats.helmet(svg, 314, 204, 96, GOLD_HELM, None, 1, brim=0.58)
    # the coin held up: the shoulder under a round cap and the elbow rounded (a square shoulder, a right angle)
    svg.circle(p.sh_r[0], p.sh_r[1] + 4, 23, RED, KEY, LINE)
    stance.bent_arm(svg, p.sh_r, p.el_r, p.wr_r, RED, YELLOW)
    svg.circle(p.sh_r[0], p.sh_r[1] + 4, 20.5, RED, None, 0)
    signs.coin(svg, 446, 176, 130)
    body.fist(svg, 446, 240, -90, 0.95, -1)


def copas(svg: Svg) -> None:
    stance.patch(svg, 120, 440, 872, 16, 8)
    p = Pose(head=(284, 236), turn=-0.6, neck=(290, 308), sh_l=(234, 332), sh_r=(346, 338), el_l=(164, 350),
             el_r=(414, 430), wr_l=(98, 346), wr_r=(358, 486), waist=(292, 472), hip_l=(260, 560), hip_r=(322, 556),
             kn_l=(212, 708), kn_r=(354, 712), an_l=(178, 860), an_r=(414, 824), feet=(-1, -1))
    # boots of dark oxblood leather, apart from his red hose (red on red read as one tube down to the cuff)
    _leg(svg, p, "r", OXBLOOD, RED)  # the back leg, its heel off the ground as he steps
    _leg(svg, p, "l", OXBLOOD, RED)
    stance.tunic(svg, p, YELLOW, RED, (200, 592), (380, 596), RED, (44, 58), shade=-1)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, puff=RED, cuff=RED)
    body.fist(svg, 350, 494, 150, 0.95, -1)  # the fist on his hip, the elbow out
    head(svg, *p.head, p.scale, Head(p.turn, "curls", "#8a5a2b", eyes="round", nose="snub", mouth="smile",
                                     shape="broad"))
    stance.plumes(svg, 284, 202, 92, -1, (-100, -86), GREEN, 1.6, 0.9)
    helmets.burgonet(svg, 284, 202, 92, "#6f8fc8", -1)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, YELLOW, puff=RED, cuff=RED)
    signs.cup(svg, 92, 280, 124)
    body.open_hand(svg, 92, 344, 180, 0.95)


def espadas(svg: Svg) -> None:
    stance.patch(svg, 110, 450, 878, 14)
    stance.rock(svg, 206, 880, 150, 84)
    p = Pose(head=(288, 240), turn=-0.3, neck=(292, 310), sh_l=(228, 338), sh_r=(360, 332), el_l=(152, 458),
             el_r=(430, 300), wr_l=(186, 600), wr_r=(450, 222), waist=(294, 472), hip_l=(262, 556), hip_r=(326, 560),
             kn_l=(176, 646), kn_r=(348, 714), an_l=(200, 768), an_r=(372, 862), feet=(-1, 1))
    # a short green cloak hung from his right shoulder behind him to the thigh: cloth, gathered at the shoulder and
    # widening down in folds to a hem that waves over them, its yellow lining turned out along the outer edge (a
    # smooth oval with one stripe read as a leaf or a shield)
    blob(svg, [(350, 322), (394, 338), (428, 388), (450, 480), (460, 580), (462, 664), (448, 676), (432, 660),
               (414, 678), (396, 662), (378, 674), (362, 658), (356, 580), (350, 450)], GREEN, n=4)
    blob(svg, [(432, 396), (452, 486), (461, 584), (462, 664), (450, 670), (448, 584), (442, 490)], YELLOW,
         LINE * 0.6, n=4)
    svg.path("M370 356 Q392 500 380 666 M394 360 Q420 500 414 672 M416 380 Q440 520 432 660", None, "#0f5a2c", 6,
             0.9)
    svg.path("M364 360 Q378 500 366 652", None, "#0f5a2c", 14, 0.5)  # the fold in shade behind his back
    _leg(svg, p, "r", GREY, BLUE)
    _leg(svg, p, "l", GREY, BLUE)  # set up on the stone
    stance.tunic(svg, p, BLUE, YELLOW, (214, 588), (392, 614), None, (56, 52))
    dress.cuirass(svg, p, YELLOW)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, dress.STEEL, cuff=YELLOW)
    body.open_hand(svg, 182, 622, 6, 0.95)  # laid on the raised knee
    head(svg, *p.head, p.scale, Head(p.turn, "cropped", HAIR, "moustache", HAIR))
    stance.plumes(svg, 288, 208, 98, -1, (-140, -115, -90, -65, -40), WHITE, 1.05, 0.9)
    helmets.morion(svg, 288, 208, 98, dress.STEEL, -1)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, dress.STEEL, cuff=YELLOW)
    signs.sword(svg, (452, 226), (520, 40), 26)
    body.fist(svg, 452, 232, -70, 0.95, -1)


def bastos(svg: Svg) -> None:
    # drawn mirrored, the club planted at his left: the Rey de Bastos beside him holds his club up at his right
    with svg.group("translate(600 0) scale(-1 1)"):
        _bastos(svg)


def _bastos(svg: Svg) -> None:
    stance.patch(svg, 150, 470, 874, 22)
    p = Pose(head=(304, 240), turn=0.45, neck=(298, 310), sh_l=(234, 342), sh_r=(356, 330), el_l=(204, 446),
             el_r=(414, 414), wr_l=(214, 540), wr_r=(444, 486), waist=(290, 472), hip_l=(262, 554), hip_r=(318, 568),
             kn_l=(270, 714), kn_r=(284, 718), an_l=(298, 862), an_r=(226, 848), feet=(1, 0))
    blob(svg, [(240, 330), (354, 324), (376, 396), (360, 436), (298, 446), (236, 440), (220, 400)], RED)
    signs.club(svg, (442, 878), (486, 322), 78)  # planted upright beside him
    _leg(svg, p, "l", BROWN, YELLOW)  # his weight on it
    _leg(svg, p, "r", BROWN, YELLOW)  # crossed in front, on its toe
    stance.tunic(svg, p, GREEN, YELLOW, (210, 608), (372, 628), BROWN, (52, 46))
    regalia.cape_front(svg, p, RED, YELLOW)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, GREEN, cuff=YELLOW)
    body.open_hand(svg, 218, 556, -4, 0.95)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#c9a060", eyes="almond", nose="straight", mouth="pout",
                                     shape="oval"))
    stance.plumes(svg, 302, 208, 96, 1, (-178, -156), YELLOW, 1.15, 1.9)
    helmets.cabasset(svg, 302, 208, 96, GREY, 1)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, GREEN, cuff=YELLOW)
    body.fist(svg, 456, 494, 90, 0.95, -1)


SUTTE = {"d": oros, "c": copas, "s": espadas, "b": bastos}
_ = (FLESH,)
