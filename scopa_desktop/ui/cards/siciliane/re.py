"""The Siciliane's four kings: robed medieval kings, as the paladins of the puppet theatre are dressed at court:
long gowns to the ankle, mantles, copes and ermine, crowns of points or of lilies, beards; each his own pose and
his own cut of gown.
Each stands turned, his weight on one leg and the other knee eased forward under the gown, the mantle's opening off
the middle and its lining shown where its edge turns back (the cloth is drawn by drapery.py):
- Denari (la matta of sette e mezzo): three-quarters to the left, wrapped to the ground in a blue cope lying level
  across his shoulders under an ermine collar, clasped off the middle by a great morse; its right-hand edge drawn
  up at the hip by his far hand, the arm under the cope and only the gold cuff showing where the gathered edge lifts
  off the wrist, the fist closed over the gold band and the cloth falling from it in folds spreading to the hem; its
  left-hand edge turned back from the knee to show the gold lining; his red gown shows between its edges, and he
  holds the coin up before him at the shoulder, the arm folded: the upper arm in a darker red widening from the
  rounded elbow up to the shoulder under the coin, the forearm laid over it.
- Coppe: three-quarters to the right, the cup raised high in his far hand as for a toast, his near fist on his hip
  with the elbow out; a purple houppelande belted high in deep round folds to an ermine hem, and a red mantle
  lined with ermine thrown back, falling from his out-turned elbow with the lining turned out.
- Spade: three-quarters to the right, the sword planted point down beside him, his far hand on its grip; a narrow
  green gown, the red mantle drawn across his breast by his near fist and falling from it with the blue lining
  turned out.
- Bastoni: three-quarters to the left and striding, his weight on the straight back leg, the front knee bent as he
  steps out, pushing the hem forward; the club gripped at his chest and shouldered, its head rising behind him; a
  gold gown cut at the calf with sleeves of a darker gold, over red hose, the green mantle trailing behind, its
  front edge turned back on the red lining.
"""

from __future__ import annotations

import math

from ..south_kit import body, dress, hats, ink
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, FINE, GREEN, GREY, KEY, LINE, OCHRE, PURPLE, RED, WHITE, YELLOW, blob, d
from ..svg import Point, Svg
from . import drapery, signs

DARK = "#3a2418"
WHITE_BEARD = "#e8e4da"


def _feet(svg: Svg, p: Pose, shoe: str) -> None:
    for ankle, side in ((p.an_l, p.feet[0]), (p.an_r, p.feet[1])):
        body.shoe(svg, ankle, side, shoe)


def _folded_arm(svg: Svg, shoulder: Point, elbow: Point, wrist: Point, sleeve: str, cuff: str) -> None:
    """An arm folded at the elbow, the hand raised near the shoulder: the upper arm widening from the elbow to the
    shoulder, and the forearm laid over it, rounded at the elbow so the bend reads as its own."""
    upper = [shoulder, ink.lerp(shoulder, elbow, 0.5), elbow]
    ink.tube(svg, upper, [66, 56, 40], sleeve, LINE)
    line, ws = ink.taper(upper, [62, 52, 36])
    svg.path(d(ink.tube_outline(line, ws), True), KEY, None, 0, ink.SHADE)  # darker: it lies behind the forearm
    line, ws = ink.taper([elbow, ink.lerp(elbow, wrist, 0.5), wrist], [38, 33, 28])
    (ex, ey), (wx, wy) = elbow, wrist
    back = math.atan2(ey - wy, ex - wx)  # from the wrist through the elbow: the way the cap bulges
    cap = [ink.polar(ex, ey, ws[0] / 2, math.degrees(back) + a) for a in range(80, -81, -20)]
    svg.path(d(ink.tube_outline(line, ws) + cap, True), sleeve, KEY, LINE)
    ink.side_hatch(svg, line, ws, 1)
    with svg.group(f"translate({wx} {wy}) rotate({math.degrees(math.atan2(wy - ey, wx - ex)):.1f})"):
        svg.rect(-12, -17, 14, 34, 4, cuff, KEY, FINE)


def _hem(svg: Svg, y: float, x0: float, x1: float) -> None:
    """The gown's embroidered hem: a gold band with red lozenges."""
    svg.path(d([(x0, y - 16), (x1, y - 16), (x1 + 2, y + 4), (x0 - 2, y + 4)], True), YELLOW, KEY, 2.4)
    svg.path(" ".join(f"M{x} {y - 13} l8 7 l-8 7 l-8 -7 Z" for x in range(int(x0) + 14, int(x1) - 6, 22)), RED, None)


def denari(svg: Svg) -> None:
    # turned three-quarters to the left, his weight on the far leg and the near knee eased forward under the gown;
    # the cope clasped off the middle by a great morse and lying level across both shoulders under an ermine
    # collar, its right-hand edge drawn up at the hip by his far hand, the arm under the cope (only the gold cuff
    # shows), so the cloth falls from the fist in folds spreading to the hem; its left-hand edge turned back from
    # the knee down to show the gold lining; the coin held up before him at the shoulder on a folded arm
    clasp = (266, 376)
    far_fold = [(240, 530), (222, 660), (208, 770), (196, 870)]  # where the far edge turns back
    near = [clasp, (282, 440), (300, 500), (318, 590), (330, 720), (338, 878)]
    fist_at = (318, 526)
    drapery.cloth(svg, [(290, 318), (236, 334), (196, 366), (180, 450), (168, 580), (154, 720), (138, 880),
                        (200, 892), (300, 898), (352, 902), (380, 892), (408, 904), (436, 894), (474, 900),
                        (464, 850), (448, 700), (432, 560), (418, 440), (404, 376), (378, 344), (340, 322)], BLUE,
                  corners=(6, 14),
                  folds=[([fist_at, (340, 640), (352, 780), (360, 894)], -1, 12),
                         ([fist_at, (360, 620), (384, 760), (396, 898)], -1, 14),
                         ([fist_at, (378, 600), (410, 740), (428, 896)], -1, 14),
                         ([(338, 508), (374, 464), (396, 404)], 1, 12),
                         ([(330, 500), (346, 440), (352, 384)], 1, 10),
                         ([(398, 420), (408, 580), (422, 740), (442, 898)], -1, 10)],
                  shade=[(404, 376), (418, 440), (432, 560), (448, 700), (464, 850), (472, 896)], shade_side=1)
    svg.path("M330 540 Q376 590 404 660 M326 548 Q352 660 346 760", None, KEY, FINE, 0.7)  # the cloth drawn taut
    drapery.cloth(svg, [clasp, (248, 452), *far_fold, (216, 880), (262, 886), (300, 884), (338, 878),
                        *near[::-1][1:-1]], RED, corners=(0, 5, 9),
                  folds=[([(258, 470), (246, 600), (238, 700), (232, 860)], 1, 12),
                         ([(290, 560), (298, 680), (306, 860)], 1, 10)])
    # the near knee eased forward: the gown drawn tight over it and breaking below
    svg.path("M246 640 Q232 680 236 720 M236 720 Q250 760 246 800", None, KEY, FINE, 0.9)
    _hem(svg, 868, 200, 334)
    drapery.lining(svg, [(240, 530), (196, 870), (132, 886), (148, 760), (196, 620)], YELLOW,
                   turn=[(240, 530), *far_fold[1:]], corners=(0, 1, 2))
    svg.path("M218 630 Q192 750 168 876 M232 590 Q208 720 190 878 M206 660 Q176 770 150 880", None, OCHRE, 3, 0.9)
    drapery.lining(svg, [(330, 720), (338, 878), (378, 890), (360, 800)], YELLOW, turn=[(330, 720), (338, 878)],
                   corners=(0, 1, 2))
    drapery.orphrey(svg, [clasp, (250, 450), (240, 530), (196, 640), (156, 770), (132, 886)])
    drapery.orphrey(svg, [*near[:-1], (352, 800), (378, 890)])
    # the ermine collar lying across both shoulders, the far one a little lower as he turns away
    drapery.lining(svg, [(196, 372), (222, 340), (262, 320), (300, 314), (344, 322), (384, 344), (408, 380),
                         (374, 372), (334, 360), (294, 356), (250, 362), (224, 380)], WHITE, ermine=True)
    # his far arm is under the cope: the gold cuff shows where the gathered edge lifts off his wrist, the cloth
    # lapping over it, and the fist closes over the gold band
    with svg.group("translate(330 520) rotate(-12)"):
        svg.rect(-6, -19, 26, 38, 5, YELLOW, KEY, FINE)
    svg.path("M340 494 Q362 504 366 522 Q364 542 346 556 Q354 524 340 494 Z", BLUE, KEY, FINE)
    body.fist(svg, fist_at[0] - 10, fist_at[1] - 2, -12, 1.0, -1)
    for x, y in ((224, 872), (298, 876)):  # his shoes under the hem, the near one's toe out before him
        body.shoe(svg, (x, y), -1, RED)
    svg.circle(*clasp, 22, YELLOW, KEY, LINE * 0.7)
    svg.circle(*clasp, 11, RED, KEY, FINE)
    head(svg, 286, 232, 1.0, Head(-0.6, "bob", GREY, "full", WHITE_BEARD, age="old", stern=True, eyes="almond",
                                  nose="aquiline", shape="long"))
    hats.crown(svg, 286, 184, 88, 60, YELLOW)
    # the coin arm: the upper arm widening from the elbow to the near shoulder under the coin, the forearm up
    _folded_arm(svg, (210, 356), (160, 502), (188, 404), RED, YELLOW)
    signs.coin(svg, 190, 330, 126)  # held up before him at the shoulder, clear of the small corner index
    body.open_hand(svg, 188, 400, 180, 1.0)


def coppe(svg: Svg) -> None:
    # turned three-quarters to the right, his weight on the near leg and the far knee eased forward; the cup raised
    # high in his far hand as for a toast, his near fist set on his hip with the elbow out; a purple houppelande
    # belted high, in deep round folds to an ermine hem, and a red mantle lined with ermine thrown back over the
    # shoulders: caught on his out-turned elbow it falls from it with the lining turned out, and behind his raised
    # arm it hangs to the ground with its edge turned back
    drapery.cloth(svg, [(270, 302), (214, 326), (168, 392), (138, 452), (146, 560), (140, 720), (122, 884),
                        (200, 896), (300, 900), (400, 898), (466, 890), (452, 760), (438, 600), (424, 440),
                        (396, 352), (360, 318), (320, 302)], RED, corners=(6, 10),
                  folds=[([(420, 470), (432, 640), (446, 880)], 1, 12)],
                  shade=[(424, 440), (438, 600), (452, 760), (464, 886)], shade_side=1)
    drapery.lining(svg, [(140, 450), (196, 456), (198, 560), (182, 720), (168, 888), (122, 884), (140, 720),
                         (146, 560)], WHITE, turn=[(196, 456), (198, 560), (182, 720), (168, 888)], corners=(4, 5),
                   ermine=True)
    drapery.lining(svg, [(424, 560), (438, 600), (452, 760), (466, 890), (440, 894), (432, 760)], WHITE,
                   turn=[(424, 560), (432, 760), (440, 894)], ermine=True)
    # the gown hangs straight from the hip he stands on and is carried forward by the far knee, its hem rising
    # over the far foot set out before him
    drapery.cloth(svg, [(282, 304), (236, 328), (222, 372), (240, 420), (234, 520), (222, 640), (208, 760),
                        (196, 874), (250, 886), (320, 888), (380, 878), (432, 858), (414, 760), (392, 640),
                        (368, 520), (356, 420), (378, 368), (366, 330), (322, 304)], PURPLE, corners=(7, 11),
                  folds=[([(258, 440), (246, 620), (232, 872)], 1, 12),
                         ([(286, 440), (284, 640), (280, 884)], 1, 12),
                         ([(320, 436), (346, 600), (360, 700), (366, 880)], -1, 12),
                         ([(344, 430), (380, 600), (410, 760), (420, 860)], -1, 14)],
                  shade=[(368, 520), (392, 640), (414, 760), (430, 854)], shade_side=1, depth=14)
    svg.path("M348 600 Q372 640 364 700", None, KEY, FINE, 0.9)  # the far knee eased forward
    drapery.lining(svg, [(194, 854), (250, 866), (320, 868), (380, 858), (430, 838), (436, 862), (380, 884),
                         (320, 894), (250, 894), (190, 880)], WHITE, ermine=True)
    for x, y in ((246, 886), (376, 880)):  # the toes of his shoes out from under the hem, the far one set out
        body.shoe(svg, (x, y), 1, YELLOW)
    dress.belt_band(svg, (242, 418), (354, 410), RED, YELLOW)
    # the raised arm: its hanging sleeve fallen back from the elbow
    blob(svg, [(376, 344), (420, 366), (452, 440), (462, 540), (440, 534), (430, 456), (396, 404)], PURPLE, n=3)
    blob(svg, [(462, 540), (440, 534), (430, 456), (448, 466)], WHITE, LINE * 0.7, n=3)
    body.arm(svg, (364, 330), (424, 378), (444, 302), PURPLE, cuff=YELLOW)
    signs.cup(svg, 446, 234, 126)
    body.open_hand(svg, 446, 298, 180, 0.95, -1)
    dress.ermine(svg, [(214, 334), (290, 314), (370, 326), (386, 366), (296, 388), (206, 374)])
    body.arm(svg, (232, 344), (166, 436), (226, 478), PURPLE, cuff=YELLOW)  # the near fist on his hip, elbow out
    body.fist(svg, 238, 484, -20, 0.95)
    head(svg, 306, 232, 1.0, Head(0.45, "curls", DARK, "full", DARK, age="man", stern=True, eyes="round",
                                  nose="straight", shape="broad"))
    hats.crown(svg, 306, 182, 88, 60, YELLOW, kind="fleurons", jewels=(RED, PURPLE))


def spade(svg: Svg) -> None:
    # turned three-quarters to the right, his weight on the far leg, the near knee eased forward; the sword planted
    # point down before him, his far hand resting on its grip; his near hand draws the red mantle across his
    # breast, so its edge falls from his fist in folds with the blue lining turned out, and behind him it sweeps
    # to the ground and trails
    drapery.cloth(svg, [(276, 300), (230, 322), (198, 362), (188, 470), (182, 630), (180, 760), (186, 846),
                        (190, 862), (240, 880), (290, 900), (380, 900), (404, 884), (398, 760), (392, 600),
                        (388, 460), (382, 366), (372, 326), (330, 300)], RED, corners=(7, 12),
                  folds=[([(216, 400), (208, 560), (200, 720), (200, 864)], -1, 12)],
                  shade=[(198, 362), (188, 470), (182, 630), (180, 760), (188, 850)], shade_side=-1)
    body.arm(svg, (364, 356), (412, 420), (438, 504), GREEN, cuff=YELLOW)  # the far arm, behind his side
    gown = [(300, 304), (346, 314), (376, 334), (390, 370), (382, 460), (378, 520), (386, 640), (396, 760),
            (406, 874), (360, 884), (306, 886), (262, 878), (270, 720), (268, 520), (262, 400), (270, 320)]
    drapery.cloth(svg, gown, GREEN, corners=(8, 12),
                  folds=[([(332, 500), (336, 640), (338, 870)], 1, 10),
                         ([(358, 520), (372, 700), (384, 870)], -1, 10)],
                  shade=[(382, 470), (386, 640), (396, 760), (404, 868)], shade_side=1, depth=14)
    svg.path("M348 640 Q356 690 350 740 M350 740 Q360 800 356 860", None, KEY, FINE, 0.9)  # the near knee
    _hem(svg, 874, 268, 404)
    dress.belt_band(svg, (270, 462), (380, 474), YELLOW)
    # the near half of the mantle, drawn across his breast by his fist over the near arm and falling from it in a
    # fan of folds to a hem that breaks in waves on the ground; the edge from the fist turned out on the lining
    body.arm(svg, (236, 342), (214, 430), (262, 440), GREEN, cuff=YELLOW)
    drapery.cloth(svg, [(262, 310), (282, 360), (294, 438), (300, 480), (306, 600), (316, 760), (328, 896),
                        (300, 904), (272, 894), (242, 904), (212, 892), (186, 866), (180, 760), (184, 600),
                        (190, 470), (200, 380), (226, 328)], RED, corners=(3, 6),
                  folds=[([(286, 466), (262, 600), (240, 760), (242, 900)], -1, 14),
                         ([(282, 460), (240, 560), (214, 700), (210, 890)], -1, 12),
                         ([(292, 470), (286, 640), (276, 800), (272, 892)], 1, 10)],
                  shade=[(200, 380), (190, 470), (184, 600), (180, 760), (186, 860)], shade_side=-1)
    # the edge turned back from his fist, the lining widening as it falls to a corner turned out at the hem
    drapery.lining(svg, [(298, 470), (318, 600), (338, 760), (366, 900), (318, 900), (310, 760), (304, 600)], BLUE,
                   turn=[(298, 470), (304, 600), (310, 760), (318, 900)], corners=(3, 4))
    svg.path("M312 640 Q326 760 340 890 M308 560 Q316 640 322 700", None, KEY, FINE, 0.8)
    body.fist(svg, 290, 446, 20, 1.0)
    for x, y in ((336, 886), (374, 880)):  # his shoes: the far one at the mantle's hem, the near one set out
        body.shoe(svg, (x, y), 1, RED)
    signs.sword(svg, (446, 556), (448, 884), 34)
    body.fist(svg, 444, 528, 90, 1.0, -1)
    head(svg, 316, 234, 1.0, Head(0.55, "bob", "#7a4a22", "goatee", "#7a4a22", age="man", stern=True, eyes="almond",
                                  nose="broad", shape="oval"))
    hats.crown(svg, 318, 184, 86, 58, YELLOW, kind="points", jewels=(GREEN, RED))


def bastoni(svg: Svg) -> None:
    # turned three-quarters to the left and striding: his weight on the back leg, straight, the front knee bent as
    # he steps out; the club gripped at his chest and shouldered, its head rising behind him; the one king in a gown
    # cut at the calf, over red hose and short boots; the green mantle hung from his shoulders trails behind him,
    # its front edge turned back on the red lining
    drapery.cloth(svg, [(326, 300), (392, 326), (418, 396), (430, 560), (444, 730), (458, 872), (462, 898),
                        (400, 902), (330, 896), (260, 892), (218, 866), (206, 760), (214, 600), (222, 440),
                        (240, 340), (280, 304)], GREEN, corners=(6, 10),
                  folds=[([(402, 420), (414, 600), (428, 760), (436, 896)], -1, 12),
                         ([(380, 560), (394, 720), (404, 894)], -1, 10)],
                  shade=[(418, 396), (430, 560), (444, 730), (456, 870)], shade_side=1)
    drapery.lining(svg, [(214, 600), (236, 700), (232, 790), (230, 856), (216, 856), (206, 760)], RED,
                   turn=[(214, 600), (236, 700), (232, 790), (230, 856)])  # it ends behind the front boot's heel
    # the legs: the back one straight under his weight, slanting back to its foot; the front one stepping out,
    # its knee bent forward up under the hem (so no bend shows below it) and the shin one slant back to the foot
    for hip, knee, ankle in (((336, 560), (360, 712), (386, 860)), ((268, 560), (180, 690), (222, 860))):
        body.leg(svg, hip, knee, ankle, RED, -1)
        body.boot(svg, ankle, -1, BROWN, 40)
    drapery.cloth(svg, [(282, 304), (246, 328), (232, 372), (240, 460), (224, 556), (180, 640), (146, 718),
                        (226, 730), (300, 750), (350, 754), (396, 748), (386, 640), (378, 540), (384, 460),
                        (392, 380), (378, 338), (326, 304)], YELLOW, corners=(6, 10),
                  folds=[([(262, 490), (220, 610), (196, 716)], 1, 12), ([(300, 500), (296, 620), (294, 748)], 1, 10),
                         ([(334, 496), (352, 620), (360, 750)], -1, 10)],
                  shade=[(384, 460), (378, 540), (384, 640), (390, 736)], shade_side=1, depth=14)
    svg.path("M158 710 Q180 684 208 668", None, KEY, FINE, 0.9)  # the hem pushed forward by the knee
    drapery.orphrey(svg, [(143, 718), (226, 726), (300, 742), (350, 746), (394, 740)], 12)
    drapery.orphrey(svg, [(272, 312), (262, 380), (256, 464)], 10)  # the gown's front, off the middle as he turns
    dress.belt_band(svg, (240, 462), (384, 472), RED, YELLOW)
    # the sleeves a darker gold than the gown, so each arm reads from shoulder to hand on it
    body.arm(svg, (372, 344), (396, 440), (398, 520), OCHRE, cuff=RED)  # the near arm hanging at his side
    body.open_hand(svg, 398, 540, 0, 1.0, -1)
    signs.club(svg, (262, 490), (448, 150), 78)
    head(svg, 292, 236, 1.0, Head(-0.8, "curls", "#5a3a22", "full", "#5a3a22", age="man", stern=True))
    hats.crown(svg, 296, 186, 80, 56, YELLOW, kind="leaves", jewels=(RED, GREEN))
    body.arm(svg, (254, 332), (214, 440), (272, 452), OCHRE, cuff=RED)
    body.fist(svg, 286, 440, -60, 1.0)


RE = {"d": denari, "c": coppe, "s": spade, "b": bastoni}
