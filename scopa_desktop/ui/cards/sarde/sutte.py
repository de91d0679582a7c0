"""The Sarde's four knaves ("sa sutta"), young soldiers of the Madrid pattern the deck descends from, each his
own man in a plumed helmet of his own (its brim, its colour, its plumes); short tunics and boots; the knave of
swords in armour.

- Oros: turned three-quarters to the right, both feet turned his way, the coin raised high, his other hand at his
  side; a gold helmet with a narrow brim and one long red plume streaming back; red tunic, blue cloak over his
  shoulder.
- Copas: at ease on one leg, facing a little left, the cup held out at arm's length at his shoulder's height, his
  other hand on his sword's hilt at his belt; no cloak; his curls under a small blue helmet with a narrow brim and
  two green plumes standing upright; gold tunic.
- Espadas: in armour, square to us, the sword held upright at his right side, his left hand on his hip; a steel
  helmet with a wide brim and a great crest of five white plumes, a moustache; a red cloak from both shoulders.
- Bastos: turned to the right and striding out, the club held slantwise across his body in both hands; a steel
  helmet with a broad brim and two yellow plumes blown back; green tunic, red cloak flying behind.
"""

from __future__ import annotations

from ..south_kit import body, dress, hats
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, FINE, FLESH, GREEN, GREY, KEY, LINE, OCHRE, RED, WHITE, YELLOW, blob
from ..svg import Svg
from . import regalia, signs

HAIR = "#5a3a22"
GOLD_HELM = "#e8c040"


def _legs(svg: Svg, p: Pose, boots: str, hose: str = FLESH) -> None:
    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, p.feet[1]), (p.hip_l, p.kn_l, p.an_l, p.feet[0])):
        body.leg(svg, hip, knee, ankle, hose, side, thick=0.9)
        regalia.boot(svg, ankle, side, boots, 96, OCHRE)


def oros(svg: Svg) -> None:
    p = Pose(head=(306, 238), turn=0.65, neck=(304, 310), sh_l=(244, 336), sh_r=(364, 332), el_l=(210, 432),
             el_r=(440, 330), wr_l=(236, 494), wr_r=(446, 250), waist=(300, 472), hip_l=(272, 560), hip_r=(334, 560),
             kn_l=(262, 716), kn_r=(346, 714), an_l=(250, 860), an_r=(362, 860), feet=(1, 1))
    p = body.at_ease(p, -1, 1.0)  # his weight on one leg, the other knee eased a little (at 1.8 the knees met)
    dress.cloak(svg, (240, 330), [(170, 440), (146, 700), (204, 732), (256, 560)], BLUE, YELLOW)
    # its folds falling from the shoulder to the hem (it was one flat blue shape)
    svg.path("M184 470 Q166 600 170 708 M212 430 Q196 580 200 730", None, "#173b86", 7, 0.9)
    svg.path("M188 460 Q170 600 174 706 M216 420 Q200 580 204 728", None, KEY, FINE, 0.85)
    # green hose, a gap of paper between them and the cape's hem (blue hose merged with the blue cape at 90 px)
    _legs(svg, p, BROWN, GREEN)
    dress.doublet(svg, p, RED, trim=YELLOW, hem=616, flare=88, waist_w=58, belt=BROWN, buttons=False)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, RED, cuff=YELLOW)
    body.open_hand(svg, 240, 508, -20, 0.95)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", HAIR))
    hats.helmet(svg, 306, 206, 96, GOLD_HELM, RED, 1, plumes=(-148,), plume_k=1.5, brim=0.58)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, RED, cuff=YELLOW)
    signs.coin(svg, 446, 176, 130)
    body.fist(svg, 446, 240, -90, 0.95, -1)


def copas(svg: Svg) -> None:
    p = Pose(head=(298, 238), turn=-0.4, neck=(302, 310), sh_l=(230, 334), sh_r=(374, 334), el_l=(164, 350),
             el_r=(388, 440), wr_l=(98, 346), wr_r=(346, 510), waist=(302, 474), hip_l=(268, 562), hip_r=(338, 562),
             kn_l=(230, 712), kn_r=(350, 716), an_l=(192, 858), an_r=(372, 860), feet=(-1, 1))
    p = body.at_ease(p, 1, 1.4)  # his weight on the right leg, the left knee eased out, not astride square
    _legs(svg, p, RED, RED)  # red hose into the red boots (pale hose read as bare legs)
    dress.doublet(svg, p, YELLOW, trim=RED, hem=616, flare=88, waist_w=58, belt=RED, buttons=False)
    signs.sword(svg, (358, 520), (414, 700), 16)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, cuff=RED)
    body.fist(svg, 350, 524, 60, 0.95, -1)
    head(svg, *p.head, p.scale, Head(p.turn, "curls", "#8a5a2b", soft=True))
    hats.helmet(svg, 298, 204, 92, "#6f8fc8", GREEN, -1, plumes=(-100, -86), plume_k=1.6, brim=0.5)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, YELLOW, cuff=RED)
    signs.cup(svg, 92, 280, 124)
    body.open_hand(svg, 92, 344, 180, 0.95)


def espadas(svg: Svg) -> None:
    p = Pose(head=(300, 236), turn=-0.15, neck=(300, 308), sh_l=(226, 334), sh_r=(374, 334), el_l=(188, 430),
             el_r=(420, 420), wr_l=(182, 500), wr_r=(380, 486), waist=(300, 474), hip_l=(264, 560), hip_r=(336, 560),
             kn_l=(252, 716), kn_r=(348, 716), an_l=(240, 860), an_r=(360, 860), feet=(-1, 1))
    p = body.at_ease(p, 1, 0.9)
    blob(svg, [(232, 326), (368, 326), (420, 460), (446, 800), (380, 780), (300, 800), (220, 780), (154, 800),
               (180, 460)], RED)  # the cloak hung from both shoulders behind him, to the calves
    svg.path("M196 520 Q176 660 170 790 M404 520 Q424 660 430 790", None, "#8a1a1a", 7, 0.9)
    _legs(svg, p, GREY, BLUE)
    dress.doublet(svg, p, BLUE, trim=YELLOW, hem=610, flare=86, waist_w=58, buttons=False)
    dress.cuirass(svg, p, YELLOW)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, dress.STEEL, cuff=YELLOW)
    body.open_hand(svg, 374, 496, 30, 0.95, -1)
    head(svg, *p.head, p.scale, Head(p.turn, "cropped", HAIR, "moustache", HAIR))
    hats.helmet(svg, 300, 204, 98, dress.STEEL, WHITE, -1, plumes=(-140, -115, -90, -65, -40), plume_k=1.05,
                brim=0.8)
    signs.sword(svg, (182, 500), (178, 150), 28)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, dress.STEEL, cuff=YELLOW)
    body.fist(svg, 180, 512, 90, 0.95)


def bastos(svg: Svg) -> None:
    p = Pose(head=(290, 238), turn=0.6, neck=(286, 310), sh_l=(222, 334), sh_r=(350, 334), el_l=(214, 450),
             el_r=(396, 420), wr_l=(254, 520), wr_r=(376, 420), waist=(284, 474), hip_l=(252, 560), hip_r=(318, 560),
             kn_l=(204, 706), kn_r=(370, 704), an_l=(154, 846), an_r=(408, 860), feet=(-1, 1))
    blob(svg, [(228, 330), (176, 420), (110, 560), (70, 700), (140, 690), (196, 600), (244, 470)], RED)
    blob(svg, [(110, 560), (70, 700), (140, 690), (130, 620)], BLUE, LINE * 0.7)
    _legs(svg, p, BROWN, YELLOW)  # yellow hose (pale hose read as bare legs)
    dress.doublet(svg, p, GREEN, trim=YELLOW, hem=612, flare=84, waist_w=56, belt=BROWN, buttons=False)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#c9a060"))
    hats.helmet(svg, 288, 206, 96, GREY, YELLOW, 1, plumes=(-178, -156), plume_k=1.15, brim=0.78)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, GREEN, cuff=YELLOW)
    signs.club(svg, (206, 600), (470, 250), 84)
    body.fist(svg, 258, 532, -53, 0.95)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, GREEN, cuff=YELLOW)
    body.fist(svg, 372, 430, -53, 0.95, -1)


SUTTE = {"d": oros, "c": copas, "s": espadas, "b": bastos}
_ = (OCHRE,)
