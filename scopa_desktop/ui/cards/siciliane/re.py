"""The Siciliane's four kings: robed medieval kings, as the paladins of the puppet theatre are dressed at court:
long gowns to the ankle, mantles, copes and ermine, crowns of points or of lilies, beards; each his own pose and
his own cut of gown.

- Denari (la matta of sette e mezzo): turned to the left, wrapped to the ground in a blue cope clasped at the chest
  by a great morse, gold-bordered, an ermine band at its neck; his red gown shows only between its edges, and he
  holds the coin up before him out of it.
- Coppe: facing us, the cup raised high in his right hand as for a toast, his left hand at his belt; a blue
  houppelande belted high, falling in deep round folds to an ermine hem, its hanging sleeves lined with ermine, an
  ermine tippet on his shoulders, and no mantle.
- Spade: turned to the right, feet apart, the sword held upright at his side; a narrow green gown, the red
  mantle thrown over his left arm and hanging from it.
- Bastoni: in profile to the left, the club gripped at his chest and shouldered, its head rising behind him;
  gold gown, a green mantle trailing.
"""

from __future__ import annotations

from ..south_kit import body, dress, hats, ink
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, FINE, GREEN, GREY, KEY, LINE, PURPLE, RED, WHITE, YELLOW, blob, d, smooth_loop
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
    # a cope over both shoulders to the ground, clasped at the chest by a great jewelled morse: the red gown shows
    # only in the wedge between its gold-bordered edges, the coin held up before him out of it
    p = Pose(head=(292, 234), turn=-0.45, neck=(298, 308), sh_l=(226, 334), sh_r=(372, 334), el_l=(160, 420),
             el_r=(396, 440), wr_l=(190, 400), wr_r=(360, 500), waist=(300, 476), hip_l=(266, 560), hip_r=(336, 560),
             kn_l=(262, 720), kn_r=(340, 720), an_l=(270, 874), an_r=(336, 874), feet=(-1, 1), scale=1.0)
    _feet(svg, p, RED)
    dress.robe(svg, p, RED, hem_y=872, hem_half=96, waist_w=50, folds=3)
    _hem(svg, 866, 210, 394)
    clasp = (296, 372)
    # the front edges fall from the morse with the drape, not as straight lines: the near edge swings out over
    # the knee and back in at the hem; the far edge is gathered up by his fist at the hip and falls from it
    edges = ([clasp, (282, 430), (262, 520), (246, 640), (238, 760), (226, 884)],
             [clasp, (322, 440), (338, 520), (350, 572), (368, 680), (372, 780), (386, 884)])
    outer = ([(284, 300), (222, 318), (180, 372), (156, 520), (128, 700), (112, 880), (122, 894), (150, 890),
              (184, 900), (214, 896)],
             [(312, 300), (374, 318), (414, 372), (436, 520), (458, 700), (476, 880), (466, 894), (440, 890),
              (410, 900), (390, 896)])
    for out_edge, edge, lx in zip(outer, edges, (124, 464), strict=True):
        svg.path(d(smooth_loop([*out_edge, *edge[::-1]], 3), True), BLUE, KEY, LINE)
        orphrey = ink.smooth(edge, 5)
        svg.path(d(orphrey), None, KEY, 20)  # the orphrey down the front edge
        svg.path(d(orphrey), None, YELLOW, 13)
        svg.path(d(orphrey[len(orphrey) // 6:-len(orphrey) // 6]), None, RED, 3, 0.9)
        svg.path(d([(lx, 888), edge[-1]]), None, YELLOW, 8)
    # the folds: long curved pipes from the shoulders, and a fan of them gathered at his fist
    svg.path("M204 404 C190 540 176 700 162 884 M238 410 C226 560 214 720 196 892 "
             "M352 572 C380 680 408 780 420 892 M356 566 C392 640 436 760 450 886 M350 560 C372 500 392 430 402 384 "
             "M392 420 C406 520 420 640 440 760", None, KEY, FINE, 0.85)
    # where the pipes meet the hem the cloth turns in a little: a short dark tuck at each
    svg.path("M162 884 l-6 10 M196 892 l6 6 M420 892 l-6 6 M450 886 l6 8", None, KEY, FINE)
    ink.edge_hatch(svg, ink.smooth([(414, 372), (436, 520), (458, 700), (478, 880)], 4), 1, 16, 9)
    # the cope's deep folds in shade: under the gathered edge below his fist, and in the hollow of the near side
    ink.edge_hatch(svg, ink.smooth([(360, 590), (384, 700), (400, 800), (414, 888)], 4), -1, 18, 9)
    ink.edge_hatch(svg, ink.smooth([(236, 430), (222, 580), (208, 740), (194, 886)], 4), -1, 14, 9)
    svg.path(d(smooth_loop([(184, 372), (226, 324), (298, 312), (370, 324), (412, 372), (370, 360), (298, 352),
                            (226, 360)], 3), True), WHITE, KEY, FINE)  # the cope's ermine hood-band
    svg.path(" ".join(f"M{x} {336 if 240 < x < 356 else 344} l3 9 l-6 0 Z" for x in range(206, 400, 22)), KEY, None)
    body.fist(svg, 346, 560, 100, 1.0, -1)  # his other hand gathers the cope's edge
    svg.circle(*clasp, 22, YELLOW, KEY, LINE * 0.7)
    svg.circle(*clasp, 11, RED, KEY, FINE)
    head(svg, *p.head, p.scale, Head(-0.7, "bob", GREY, "full", WHITE_BEARD, age="old", stern=True, eyes="almond",
                                     nose="aquiline", shape="long"))
    hats.crown(svg, 292, 184, 88, 60, YELLOW)
    body.arm(svg, (262, 470), (236, 470), p.wr_l, RED, cuff=YELLOW)
    signs.coin(svg, 196, 328, 126)  # held up before him at the shoulder, clear of the small corner index
    body.open_hand(svg, 192, 398, 180, 1.0)


def coppe(svg: Svg) -> None:
    # a houppelande belted high, its skirt in deep round folds to the ground, hanging sleeves lined with ermine,
    # an ermine tippet over the shoulders and an ermine hem; no mantle
    p = Pose(head=(300, 232), turn=0.05, neck=(300, 306), sh_l=(226, 332), sh_r=(374, 332), el_l=(196, 430),
             el_r=(430, 384), wr_l=(264, 444), wr_r=(446, 304), waist=(300, 430), hip_l=(266, 560), hip_r=(334, 560),
             kn_l=(262, 720), kn_r=(338, 720), an_l=(258, 874), an_r=(342, 874), feet=(-1, 1), scale=1.0)
    _feet(svg, p, YELLOW)
    dress.robe(svg, p, PURPLE, hem_y=872, hem_half=150, waist_w=52, folds=6)
    svg.path(d(smooth_loop([(152, 846), (300, 858), (448, 846), (452, 880), (300, 894), (148, 880)], 3), True),
             WHITE, KEY, FINE)
    svg.path(" ".join(f"M{x} 862 l3 10 l-6 0 Z" for x in range(170, 440, 24)), KEY, None)
    dress.belt_band(svg, (250, 420), (350, 420), RED, YELLOW)
    # the hanging sleeve of the lowered arm: its forearm laid across to the belt, the sleeve's mouth falling open
    blob(svg, [(188, 400), (236, 432), (248, 470), (230, 600), (196, 716), (146, 706), (150, 560), (164, 440)], PURPLE,
         n=3)
    blob(svg, [(248, 470), (230, 600), (196, 716), (176, 700), (204, 590), (226, 476)], WHITE, LINE * 0.7, n=3)
    svg.path("M216 520 l3 9 l-6 0 Z M206 590 l3 9 l-6 0 Z M196 660 l3 9 l-6 0 Z", KEY, None)
    svg.path("M176 460 Q166 580 168 690 M204 470 Q196 590 186 700", None, KEY, FINE, 0.85)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, PURPLE, cuff=YELLOW)
    body.fist(svg, 272, 432, 0, 0.95)
    # the raised arm: its hanging sleeve fallen back from the elbow
    blob(svg, [(404, 346), (448, 372), (478, 450), (486, 560), (462, 552), (452, 470), (420, 410)], PURPLE, n=3)
    blob(svg, [(486, 560), (462, 552), (452, 470), (470, 480)], WHITE, LINE * 0.7, n=3)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, PURPLE, cuff=YELLOW)
    signs.cup(svg, 448, 236, 126)
    body.open_hand(svg, 448, 300, 180, 0.95, -1)
    dress.ermine(svg, [(214, 330), (300, 312), (386, 330), (398, 372), (300, 392), (202, 372)])
    head(svg, *p.head, p.scale, Head(p.turn, "curls", DARK, "full", DARK, age="man", stern=True,
                                     eyes="round", nose="straight", shape="broad"))
    hats.crown(svg, 300, 182, 88, 60, YELLOW, kind="fleurons", jewels=(RED, PURPLE))


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
    # the mantle falling from his left shoulder down his side nearly to the floor, gathered at the hip by his fist,
    # its blue lining turned out at the foot (it hung over the forearm like a towel)
    blob(svg, [(196, 336), (234, 340), (252, 392), (246, 470), (256, 560), (246, 700), (258, 836), (226, 826),
               (200, 850), (172, 828), (146, 846), (138, 700), (144, 560), (156, 440), (170, 370)], RED, n=3)
    blob(svg, [(146, 846), (172, 828), (200, 850), (196, 806), (172, 788), (146, 804)], BLUE, LINE * 0.7, n=3)
    svg.path("M190 360 Q166 520 164 700 Q162 780 170 824 M226 400 Q208 560 206 700 Q204 780 208 830 "
             "M244 500 Q232 640 238 800", None, KEY, FINE, 0.85)
    ink.edge_hatch(svg, ink.smooth([(170, 370), (156, 440), (144, 560), (138, 700), (146, 846)], 4), -1, 18)
    body.fist(svg, 234, 490, 40, 1.0)
    signs.sword(svg, (434, 500), (444, 110), 34)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, GREEN, cuff=YELLOW)
    body.fist(svg, 432, 512, 90, 1.0, -1)
    head(svg, *p.head, p.scale, Head(0.7, "bob", "#7a4a22", "goatee", "#7a4a22", age="man", stern=True, eyes="almond",
                                     nose="broad", shape="oval"))
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
