"""The Napoletane's four Re: kings standing alone in full-length mantles, no throne, each in his own stance and
turn, crowned in his suit's colour, on the ground line; no two share an outline (the mantle held out, draped
and pooled, spread wide or trailing; the sign held low, aside, raised or shouldered).

- Denari: three-quarters to the left, his weight on his right leg, the left stepping out; a blue jerkin over
  green breeches, a blue mantle lined red held out by his left hand; his right hand at his hip draws a rapier
  slantwise down; grey curls and beard; the coin by his crown.
- Coppe: three-quarters to the right, striding; a blue tunic, an ermine cape, a red mantle gathered over his
  left arm falling in front to the floor and pooled behind him, its blue lining spread on the ground; a sceptre
  held out slantwise; the cup by his crown.
- Spade: facing us, feet apart; a blue cuirass with a gold medallion over a red skirt, a red cape, a dark green
  mantle spread wide behind; the sword held upright clear of his side, his other hand open.
- Bastoni: in profile to the right, walking; a green tunic to the knee, a blue mantle lined red trailing behind
  him on the floor; the club held upright before him; a moustache, a pointed crown.
"""

from __future__ import annotations

from ..south_kit import body, dress, hats
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import (
    BLUE,
    DARK_GREEN,
    DEEP_RED,
    FINE,
    GREEN,
    HATCH,
    KEY,
    LINE,
    RED,
    WHITE,
    YELLOW,
    blob,
    d,
    edge_hatch,
    smooth,
)
from ..svg import Svg
from . import signs

SHOE = "#d5d9e0"  # the shoes a pale grey, shaded as print's are (pure white they read as slippers)

DARK = "#3a2a20"
MANTLE_GREEN = "#14502c"


def _legs(svg: Svg, p: Pose, hose: str, shoe: str) -> None:
    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, p.feet[1]), (p.hip_l, p.kn_l, p.an_l, p.feet[0])):
        body.leg(svg, hip, knee, ankle, hose, side)
        body.shoe(svg, ankle, side, shoe)


def _fold_lines(svg: Svg, lines: list[list[tuple[float, float]]], colour: str = KEY) -> None:
    svg.path(" ".join(d(smooth(line, 3)) for line in lines), None, colour, FINE, 0.85)


def denari(svg: Svg) -> None:
    p = Pose(head=(284, 236), turn=-0.5, neck=(292, 310), sh_l=(238, 340), sh_r=(372, 342), el_l=(206, 446),
             el_r=(420, 438), wr_l=(196, 530), wr_r=(392, 502), waist=(296, 476), hip_l=(262, 556), hip_r=(336, 556),
             kn_l=(232, 712), kn_r=(344, 714), an_l=(206, 866), an_r=(348, 870), feet=(-1, 1), scale=1.05)
    p = body.at_ease(p, -1, 2.0)  # his weight on the leg under the held-out mantle, the other knee eased
    # the mantle, held out by the left hand, falling wide to the floor on that side and straight on the other
    blob(svg, [(226, 342), (190, 430), (174, 540), (112, 700), (66, 876), (300, 884), (404, 878), (410, 700),
               (398, 420), (386, 342)], BLUE)
    blob(svg, [(180, 552), (120, 700), (76, 872), (158, 878), (190, 730), (200, 600)], RED, LINE * 0.8)
    _fold_lines(svg, [[(140, 640), (114, 770), (104, 864)], [(170, 640), (156, 770), (148, 866)]], DEEP_RED)
    _fold_lines(svg, [[(396, 560), (400, 720), (398, 866)]])
    edge_hatch(svg, smooth([(398, 430), (408, 660), (404, 870)], 4), 1, 22)
    edge_hatch(svg, smooth([(120, 700), (76, 872)], 4), -1, 16)
    _legs(svg, p, YELLOW, SHOE)
    dress.breeches(svg, p, DARK_GREEN, panes=GREEN, width=1.2)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, YELLOW, cuff=WHITE)
    dress.doublet(svg, p, BLUE, trim=YELLOW, hem=566, flare=84, waist_w=58, belt=WHITE)
    body.fist(svg, 198, 548, 96, 1.05)
    signs.sword(svg, (398, 520), (548, 738), 30)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, cuff=WHITE)
    body.fist(svg, 396, 516, 40, 1.05, -1)
    dress.ruff(svg, 294, 314, 88, 26, YELLOW)
    head(svg, *p.head, p.scale, Head(-0.75, "curls", "#2e2018", "full", "#2e2018", age="man", stern=True,
                                     eyes="round", nose="aquiline", shape="broad"))
    hats.crown(svg, 282, 184, 90, 60, YELLOW)
    signs.coin(svg, 474, 150, 104)


def coppe(svg: Svg) -> None:
    p = Pose(head=(318, 238), turn=0.55, neck=(312, 312), sh_l=(244, 342), sh_r=(372, 340), el_l=(222, 440),
             el_r=(420, 440), wr_l=(250, 520), wr_r=(424, 528), waist=(306, 478), hip_l=(276, 560), hip_r=(338, 560),
             kn_l=(254, 716), kn_r=(374, 706), an_l=(238, 866), an_r=(392, 868), feet=(1, 1), scale=1.05)
    p = body.at_ease(p, -1, 2.0)
    # the mantle behind him, falling to the floor on his right
    # (its hem ends short of the bottom corner's index at 300 px)
    blob(svg, [(372, 344), (420, 460), (440, 640), (450, 790), (466, 850), (478, 884), (472, 904), (400, 904),
               (404, 760), (392, 560)], RED)
    # its blue lining turned out in a long fold down the outer edge to the floor (not a flat pool by the foot)
    blob(svg, [(428, 600), (446, 700), (458, 800), (478, 884), (472, 904), (446, 902), (438, 800), (430, 700)],
         BLUE, LINE * 0.8)
    _fold_lines(svg, [[(440, 700), (450, 800), (462, 890)]], "#173b86")
    _legs(svg, p, YELLOW, SHOE)
    dress.robe(svg, p, BLUE, hem_y=650, hem_half=100, trim=YELLOW, waist_w=56, folds=3)
    svg.path(d([(322, 372), (338, 396), (322, 420), (306, 396)], True), RED, KEY, FINE)
    svg.path(d([(322, 384), (330, 396), (322, 408), (314, 396)], True), YELLOW, KEY, HATCH)
    dress.belt_band(svg, (254, 466), (364, 466), YELLOW, RED)
    # the sceptre, held out slantwise, its head a gold knop of leaves
    svg.path("M396 640 L488 388", None, KEY, 15)
    svg.path("M396 640 L488 388", None, YELLOW, 9)
    blob(svg, [(490, 348), (510, 372), (504, 398), (484, 400), (474, 374)], YELLOW, FINE, n=3)
    svg.path("M476 380 l-16 -10 M504 384 l18 -8", None, KEY, 5)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, cuff=WHITE)
    body.fist(svg, 428, 540, 110, 1.05, -1)
    # the front of the mantle, gathered over his left arm and falling to the floor before him
    blob(svg, [(236, 340), (200, 420), (176, 560), (160, 720), (150, 892), (272, 896), (268, 740), (264, 600),
               (276, 520), (262, 420)], RED)
    # its blue lining turned out as a narrow edge down the outer fold, widening a little to the floor
    blob(svg, [(196, 470), (180, 580), (166, 720), (152, 892), (190, 894), (186, 760), (192, 620), (200, 520)], BLUE,
         LINE * 0.8)
    _fold_lines(svg, [[(190, 540), (176, 720), (168, 884)]], "#173b86")
    _fold_lines(svg, [[(220, 440), (206, 620), (206, 880)], [(246, 520), (238, 700), (240, 880)]])
    edge_hatch(svg, smooth([(262, 430), (268, 620), (272, 890)], 4), 1, 16, 8)
    body.fist(svg, 262, 540, 170, 1.0)
    _capelet(svg)
    head(svg, *p.head, p.scale, Head(0.75, "bob", "#5a3a22", "full", "#5a3a22", age="man", stern=True, eyes="almond",
                                     nose="straight", shape="long"))
    hats.crown(svg, 322, 186, 88, 62, RED, kind="fleurons", jewels=(YELLOW, BLUE))
    signs.cup(svg, 486, 174, 112)


def _capelet(svg: Svg) -> None:
    """The 10c's gold capelet as printed: it lies round over both shoulders down to the upper arms, open at the
    throat on the blue robe, its hem cut in soft rounded dags, creased from the neck and powdered with red spots
    (it was a flat stiff lens with black tails)."""
    # the two fronts, each cut in rounded dags from the shoulder's point to the opening at the throat
    left = [(300, 316), (262, 324), (224, 340), (204, 368), (206, 394), (222, 392), (234, 404), (250, 394),
            (264, 404), (280, 392), (290, 398), (298, 350)]
    right = [(318, 316), (352, 322), (388, 338), (408, 366), (406, 392), (390, 390), (378, 402), (362, 392),
             (346, 402), (332, 390), (322, 396), (316, 350)]
    for side in (left, right):
        svg.path(d(smooth(side, 3), True), YELLOW, KEY, FINE * 1.3)
    _fold_lines(svg, [[(272, 332), (254, 364), (250, 394)], [(344, 332), (362, 362), (366, 392)]], "#a07810")
    spots = [(236, 356), (262, 346), (226, 380), (278, 372), (250, 378), (288, 338), (330, 338), (352, 352),
             (380, 356), (394, 378), (340, 376), (366, 378)]
    for x, y in spots:
        svg.circle(x, y, 3.4, RED, None, 0)


def spade(svg: Svg) -> None:
    p = Pose(head=(300, 234), turn=0.1, neck=(300, 308), sh_l=(224, 336), sh_r=(376, 336), el_l=(204, 440),
             el_r=(444, 412), wr_l=(190, 514), wr_r=(498, 452), waist=(300, 474), hip_l=(266, 558), hip_r=(334, 558),
             kn_l=(246, 716), kn_r=(350, 716), an_l=(228, 868), an_r=(366, 868), feet=(-1, 1), scale=1.05)
    p = body.at_ease(p, 1, 1.9)  # his weight on the right leg, the left knee eased (at 0.9 he stood square)
    # the dark green mantle spread wide behind, its blue lining turned out at both edges
    blob(svg, [(212, 338), (176, 520), (150, 760), (136, 898), (300, 904), (464, 898), (450, 760), (424, 520),
               (388, 338)], MANTLE_GREEN)
    for s in (-1, 1):
        blob(svg, [(300 + s * 122, 560), (300 + s * 148, 760), (300 + s * 164, 898), (300 + s * 120, 900),
                   (300 + s * 122, 720)], BLUE, LINE * 0.8)
    _fold_lines(svg, [[(300 + s * k, 600), (300 + s * (k + 8), 760), (300 + s * (k + 14), 890)]
                      for s in (-1, 1) for k in (90, 106)], "#0a2e18")
    _legs(svg, p, YELLOW, SHOE)
    dress.robe(svg, p, RED, hem_y=640, hem_half=96, trim=YELLOW, waist_w=56, folds=4)
    dress.doublet(svg, p, BLUE, trim=YELLOW, hem=492, flare=62, waist_w=56, buttons=False, folds=False)
    signs.coin(svg, 300, 412, 64)
    # a red cape over the shoulders
    blob(svg, [(216, 336), (300, 316), (384, 336), (400, 380), (360, 396), (300, 376), (240, 396), (200, 380)], RED,
         LINE * 0.8)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, YELLOW, cuff=WHITE)
    signs.sword(svg, (190, 510), (192, 128), 34)
    body.fist(svg, 190, 532, 94, 1.05)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, cuff=WHITE)
    body.open_hand(svg, 514, 462, -70, 1.05, -1)
    dress.band_collar(svg, 300, 314, 70, WHITE)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", DARK, "goatee", DARK, age="man", stern=True,
                                     eyes="almond", nose="broad", shape="oval"))
    hats.crown(svg, 300, 182, 86, 60, BLUE, jewels=(RED, YELLOW))


def bastoni(svg: Svg) -> None:
    # in profile to the right, walking: the near leg forward, the far one back
    # the mantle trailing behind him on the floor, its red lining turned out along its inner edge
    blob(svg, [(286, 316), (236, 336), (204, 450), (178, 620), (136, 790), (84, 870), (150, 886), (252, 882),
               (246, 760), (250, 600), (262, 440)], BLUE)
    blob(svg, [(252, 520), (246, 640), (232, 760), (226, 878), (250, 882), (248, 760), (252, 620)], RED, LINE * 0.7)
    # and a narrow turned edge of it along the trailing hem (not a lump by the foot)
    svg.path("M86 868 C116 858 156 862 200 874 L198 886 C152 886 114 882 86 868 Z", RED, KEY, LINE * 0.6)
    _fold_lines(svg, [[(230, 420), (204, 600), (170, 800)], [(244, 470), (222, 640), (196, 840)]])
    edge_hatch(svg, smooth([(236, 336), (204, 450), (178, 620), (136, 790), (84, 870)], 4), -1, 24)
    # the far leg pushing off behind, its heel up; the near leg stepping forward, bent at the knee
    body.leg(svg, (286, 600), (266, 734), (236, 858), YELLOW, 1)
    body.shoe(svg, (236, 858), 1, SHOE)
    body.leg(svg, (318, 600), (362, 724), (352, 866), YELLOW, 1)
    body.shoe(svg, (352, 866), 1, SHOE)
    # the tunic in profile: the chest forward, the back straight, flaring to the knee
    tunic = [(286, 306), (318, 316), (350, 366), (356, 430), (342, 480), (352, 560), (376, 690), (310, 704),
             (240, 694), (254, 560), (258, 480), (252, 400), (262, 330)]
    blob(svg, tunic, GREEN, n=4)
    _fold_lines(svg, [[(290, 500), (286, 600), (280, 690)], [(318, 500), (326, 600), (334, 694)]], DARK_GREEN)
    edge_hatch(svg, smooth([(262, 400), (258, 520), (246, 690)], 4), -1, 16, 8)
    svg.path(d([(256, 478), (346, 482), (348, 500), (256, 498)], True), YELLOW, KEY, FINE)
    svg.rect(296, 476, 20, 26, 2, RED, KEY, FINE)
    # the club held upright before him, the near arm bent to it
    signs.club(svg, (402, 626), (446, 236), 90, True, True, 0.12)
    body.arm(svg, (300, 346), (310, 448), (384, 500), YELLOW, puff=BLUE, cuff=WHITE)
    body.fist(svg, 400, 506, 90, 1.05, -1)
    dress.ruff(svg, 300, 312, 70, 22)
    head(svg, 316, 234, 1.05, Head(1.0, "bob", "#8a8a84", "moustache", "#5a5048", age="old", stern=True))
    hats.crown(svg, 312, 182, 84, 66, GREEN, points=5)


RE = {"d": denari, "c": coppe, "s": spade, "b": bastoni}
