"""The Siciliane's four kings: robed medieval kings, as the paladins of the puppet theatre are dressed at court:
long gowns to the ankle with an embroidered hem, a mantle clasped at the shoulder and hanging behind, crowns of
points or of lilies, beards; each his own pose.

- Denari (la matta of sette e mezzo): turned to the left, the coin raised high on his open hand; red gown, blue
  mantle swept out behind him.
- Coppe: facing us, the cup raised high in his right hand as for a toast, his left hand gathering the mantle;
  blue gown, a wide red mantle lined with gold.
- Spade: turned to the right, feet apart, the sword held upright at his side; a narrow green gown, the red
  mantle thrown over his left arm and hanging from it.
- Bastoni: in profile to the left, the club gripped at his chest and shouldered, its head rising behind him;
  gold gown, a green mantle trailing.
"""

from __future__ import annotations

from ..south_kit import body, dress, hats
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, FINE, GREEN, GREY, KEY, LINE, OCHRE, RED, YELLOW, blob, d, smooth_loop
from ..svg import Svg
from . import signs

DARK = "#3a2418"
WHITE_BEARD = "#e8e4da"


def _feet(svg: Svg, p: Pose, shoe: str) -> None:
    for ankle, side in ((p.an_l, p.feet[0]), (p.an_r, p.feet[1])):
        body.shoe(svg, ankle, side, shoe)


def _hem(svg: Svg, y: float, x0: float, x1: float) -> None:
    """The gown's embroidered hem: a gold band with red lozenges."""
    svg.path(d([(x0, y - 16), (x1, y - 16), (x1 + 2, y + 4), (x0 - 2, y + 4)], True), YELLOW, KEY, 2.4)
    svg.path(" ".join(f"M{x} {y - 13} l8 7 l-8 7 l-8 -7 Z" for x in range(int(x0) + 14, int(x1) - 6, 22)), RED, None)


def denari(svg: Svg) -> None:
    p = Pose(head=(292, 234), turn=-0.45, neck=(298, 308), sh_l=(226, 334), sh_r=(372, 334), el_l=(160, 420),
             el_r=(396, 440), wr_l=(190, 400), wr_r=(360, 500), waist=(300, 476), hip_l=(266, 560), hip_r=(336, 560),
             kn_l=(262, 720), kn_r=(340, 720), an_l=(256, 874), an_r=(346, 874), feet=(-1, 1), scale=1.0)
    dress.mantle(svg, (214, 340), (388, 340), [(200, 640), (200, 884), (300, 900), (492, 890), (450, 640)], BLUE,
                 YELLOW, turned=[[(450, 640), (492, 890), (444, 896), (440, 760)]])
    _feet(svg, p, RED)
    dress.robe(svg, p, RED, hem_y=872, hem_half=128, waist_w=56, folds=4)
    _hem(svg, 866, 176, 430)
    dress.belt_band(svg, (246, 466), (356, 466), YELLOW, RED)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, RED, cuff=YELLOW)
    body.fist(svg, 356, 514, 120, 1.0, -1)
    dress.ermine(svg, [(236, 336), (298, 318), (364, 336), (368, 372), (298, 390), (230, 372)])
    head(svg, *p.head, p.scale, Head(p.turn, "bob", GREY, "full", WHITE_BEARD, age="old", stern=True))
    hats.crown(svg, 292, 184, 88, 60, YELLOW)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, RED, cuff=YELLOW)
    signs.coin(svg, 196, 328, 126)  # held up before him at the shoulder, clear of the small corner index
    body.open_hand(svg, 192, 398, 180, 1.0)


def coppe(svg: Svg) -> None:
    p = Pose(head=(300, 232), turn=0.05, neck=(300, 306), sh_l=(226, 332), sh_r=(374, 332), el_l=(196, 440),
             el_r=(430, 384), wr_l=(222, 520), wr_r=(446, 304), waist=(300, 474), hip_l=(266, 560), hip_r=(334, 560),
             kn_l=(262, 720), kn_r=(338, 720), an_l=(258, 874), an_r=(342, 874), feet=(-1, 1), scale=1.0)
    dress.mantle(svg, (210, 338), (390, 338), [(124, 560), (96, 890), (300, 900), (492, 890), (466, 560)], RED,
                 YELLOW, turned=[[(124, 560), (96, 890), (136, 896), (142, 720)], [(466, 560), (492, 890), (452, 896),
                                                                                 (448, 720)]])
    _feet(svg, p, YELLOW)
    dress.robe(svg, p, BLUE, hem_y=872, hem_half=120, waist_w=56, folds=4)
    _hem(svg, 866, 184, 418)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, BLUE, cuff=YELLOW)
    body.fist(svg, 226, 536, 80, 0.95)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, BLUE, cuff=YELLOW)
    signs.cup(svg, 448, 236, 126)
    body.open_hand(svg, 448, 300, 180, 0.95, -1)
    svg.path(d(smooth_loop([(240, 336), (300, 316), (360, 336), (352, 362), (300, 376), (248, 362)], 3), True), YELLOW,
             KEY, LINE * 0.6)
    head(svg, *p.head, p.scale, Head(p.turn, "curls", DARK, "full", DARK, age="man", stern=True))
    hats.crown(svg, 300, 182, 88, 60, YELLOW, kind="fleurons", jewels=(RED, BLUE))


def spade(svg: Svg) -> None:
    p = Pose(head=(300, 234), turn=0.45, neck=(298, 308), sh_l=(224, 334), sh_r=(370, 334), el_l=(180, 430),
             el_r=(412, 420), wr_l=(226, 476), wr_r=(416, 500), waist=(298, 476), hip_l=(268, 560), hip_r=(336, 560),
             kn_l=(250, 720), kn_r=(356, 720), an_l=(226, 874), an_r=(384, 874), feet=(-1, 1), scale=1.0)
    dress.mantle(svg, (230, 340), (380, 340), [(250, 560), (270, 700), (330, 760), (386, 700), (392, 560)], RED, BLUE)
    _feet(svg, p, RED)
    dress.robe(svg, p, GREEN, hem_y=872, hem_half=104, waist_w=54, folds=3)
    _hem(svg, 866, 202, 406)
    dress.belt_band(svg, (248, 466), (358, 466), YELLOW)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, GREEN, cuff=YELLOW)
    # the mantle thrown over his left forearm, hanging from it in folds, its blue lining turned out
    blob(svg, [(160, 428), (214, 444), (252, 480), (258, 580), (250, 700), (262, 806), (232, 790), (206, 816),
               (180, 792), (150, 812), (142, 700), (136, 560)], RED, n=3)
    blob(svg, [(150, 812), (180, 792), (206, 816), (200, 770), (176, 752), (150, 770)], BLUE, LINE * 0.7, n=3)
    svg.path("M170 470 Q160 640 162 790 M206 476 Q200 640 206 800 M236 490 Q232 640 240 790", None, KEY, FINE, 0.85)
    body.fist(svg, 234, 490, 40, 1.0)
    signs.sword(svg, (434, 500), (444, 110), 34)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, GREEN, cuff=YELLOW)
    body.fist(svg, 432, 512, 90, 1.0, -1)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#7a4a22", "goatee", "#7a4a22", age="man", stern=True))
    hats.crown(svg, 302, 184, 86, 58, YELLOW, kind="points", jewels=(GREEN, RED))


def bastoni(svg: Svg) -> None:
    p = Pose(head=(312, 236), turn=-1.0, neck=(320, 308), sh_l=(262, 334), sh_r=(384, 334), el_l=(232, 470),
             el_r=(404, 436), wr_l=(278, 452), wr_r=(392, 500), waist=(322, 476), hip_l=(290, 560), hip_r=(356, 560),
             kn_l=(274, 716), kn_r=(366, 722), an_l=(246, 872), an_r=(382, 868), feet=(-1, -1), scale=1.0)
    dress.mantle(svg, (250, 340), (398, 340), [(214, 560), (150, 890), (280, 900), (408, 884), (420, 600)], GREEN,
                 RED, turned=[[(214, 560), (150, 890), (196, 896), (204, 720)]])
    # the one king in a gown cut at the calf: red hose and short boots below it, striding out
    for hip, knee, ankle in ((p.hip_r, p.kn_r, p.an_r), (p.hip_l, p.kn_l, p.an_l)):
        body.leg(svg, hip, knee, ankle, RED, -1)
        body.boot(svg, ankle, -1, BROWN, 40)
    dress.robe(svg, p, YELLOW, hem_y=740, hem_half=98, waist_w=52, folds=4)
    _hem(svg, 734, 230, 418)
    dress.belt_band(svg, (272, 466), (372, 466), RED, YELLOW)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, cuff=RED)
    body.fist(svg, 394, 516, 90, 1.0, -1)
    # the club gripped at his chest, resting on his shoulder, its head rising behind him
    signs.club(svg, (268, 478), (452, 150), 78)
    head(svg, *p.head, p.scale, Head(p.turn, "curls", "#5a3a22", "full", "#5a3a22", age="man", stern=True))
    hats.crown(svg, 316, 186, 80, 56, YELLOW, kind="leaves", jewels=(RED, GREEN))
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, YELLOW, cuff=RED)
    body.fist(svg, 290, 438, -60, 1.0)


RE = {"d": denari, "c": coppe, "s": spade, "b": bastoni}
_ = OCHRE
