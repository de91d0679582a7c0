"""The Napoletane's four Re: bearded kings standing alone in full-length mantles, no throne, each in his own pose
(three-quarters to the left or right, or facing us), crowned in his suit's colour, on the ground line.

- Denari: turned to the left, a blue doublet over green breeches, a blue mantle lined red; a rapier held
  slantwise down at his side, the coin beside his crown.
- Coppe: turned to the right in a long blue gown, an ermine cape over a red mantle, a sceptre in his hand,
  the cup beside his crown.
- Spade: facing us, a wide red mantle lined blue over a blue cuirass with a medallion, the sword held upright, his
  other hand held open.
- Bastoni: turned a little to the left, a green gown to the knee, a blue mantle lined red; the club held up at
  his side.
"""

from __future__ import annotations

from ..south_kit import body, dress, hats
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, DARK_GREEN, FINE, GREEN, GREY, KEY, LINE, OCHRE, RED, WHITE, YELLOW, d, smooth_loop
from ..svg import Svg
from . import signs

SILVER = "#d9d6cf"
DARK = "#3a2a20"


def _legs(svg: Svg, p: Pose, hose: str, shoe: str) -> None:
    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, p.feet[1]), (p.hip_l, p.kn_l, p.an_l, p.feet[0])):
        body.leg(svg, hip, knee, ankle, hose, side)
        body.shoe(svg, ankle, side, shoe)


def denari(svg: Svg) -> None:
    p = Pose(head=(296, 240), turn=-0.45, neck=(300, 312), sh_l=(226, 338), sh_r=(374, 338), el_l=(196, 436),
             el_r=(408, 424), wr_l=(206, 508), wr_r=(414, 494), waist=(300, 474), hip_l=(262, 558), hip_r=(338, 558),
             kn_l=(256, 716), kn_r=(344, 716), an_l=(244, 868), an_r=(352, 868), feet=(-1, 1), scale=1.0)
    dress.mantle(svg, (214, 340), (386, 340), [(120, 560), (70, 896), (260, 896), (380, 896), (392, 700)], BLUE, RED,
                 turned=[[(120, 560), (70, 896), (150, 896), (150, 720)]])
    _legs(svg, p, YELLOW, WHITE)
    dress.breeches(svg, p, DARK_GREEN, panes=GREEN, width=1.2)
    dress.doublet(svg, p, BLUE, trim=YELLOW, hem=552, flare=78, waist_w=58, belt=WHITE)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, YELLOW, cuff=WHITE)
    body.fist(svg, 214, 522, 90, 1.0)
    signs.sword(svg, (420, 500), (548, 720), 18)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, cuff=WHITE)
    body.fist(svg, 418, 508, 60, 1.0, -1)
    dress.ruff(svg, 300, 314, 84, 24, YELLOW)
    head(svg, *p.head, p.scale, Head(p.turn, "curls", GREY, "full", "#cfcac0", age="old"))
    hats.crown(svg, 296, 190, 86, 58, YELLOW)
    signs.coin(svg, 470, 150, 96)


def coppe(svg: Svg) -> None:
    p = Pose(head=(306, 240), turn=0.45, neck=(302, 312), sh_l=(228, 338), sh_r=(376, 338), el_l=(206, 440),
             el_r=(414, 430), wr_l=(230, 500), wr_r=(420, 510), waist=(302, 476), hip_l=(270, 560), hip_r=(336, 560),
             kn_l=(272, 718), kn_r=(336, 718), an_l=(262, 868), an_r=(346, 868), feet=(-1, 1), scale=1.0)
    dress.mantle(svg, (210, 340), (392, 340), [(196, 620), (196, 880), (300, 896), (548, 896), (520, 760), (440, 560)],
                 RED, BLUE, turned=[[(450, 640), (500, 896), (552, 892), (520, 760)]], shade=1)
    _legs(svg, p, YELLOW, WHITE)
    dress.robe(svg, p, BLUE, hem_y=680, hem_half=96, trim=YELLOW, waist_w=56)
    dress.belt_band(svg, (246, 464), (360, 464), YELLOW, RED)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, BLUE, cuff=YELLOW)
    body.fist(svg, 236, 514, 80, 1.0)
    # the sceptre held slantwise, its head a gold knop and leaves
    svg.path("M404 618 L452 430", None, KEY, 14)
    svg.path("M404 618 L452 430", None, YELLOW, 9)
    svg.path(d(smooth_loop([(452, 398), (468, 414), (462, 436), (446, 438), (438, 416)], 3), True), YELLOW, KEY, FINE)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, BLUE, cuff=YELLOW)
    body.fist(svg, 426, 522, 100, 1.0, -1)
    # the ermine cape over the shoulders, a jewel at the throat
    dress.ermine(svg, [(232, 340), (302, 318), (372, 340), (380, 380), (302, 404), (224, 380)], YELLOW)
    svg.path(d([(302, 392), (312, 404), (302, 418), (292, 404)], True), RED, KEY, FINE)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#5a3a22", "full", "#5a3a22", age="man"))
    hats.crown(svg, 308, 188, 86, 60, RED, kind="fleurons", jewels=(YELLOW, BLUE))
    signs.cup(svg, 138, 170, 110)


def spade(svg: Svg) -> None:
    p = Pose(head=(300, 236), turn=0.1, neck=(300, 308), sh_l=(224, 334), sh_r=(376, 334), el_l=(192, 440),
             el_r=(444, 410), wr_l=(206, 512), wr_r=(500, 454), waist=(300, 472), hip_l=(264, 556), hip_r=(336, 556),
             kn_l=(260, 716), kn_r=(340, 716), an_l=(250, 868), an_r=(350, 868), feet=(-1, 1), scale=1.0)
    dress.mantle(svg, (212, 338), (388, 338), [(150, 520), (120, 894), (300, 896), (480, 894), (450, 520)], RED, BLUE,
                 turned=[[(150, 520), (120, 894), (170, 896), (176, 700)], [(450, 520), (480, 894), (430, 896),
                                                                            (424, 700)]])
    _legs(svg, p, YELLOW, WHITE)
    dress.robe(svg, p, RED, hem_y=630, hem_half=88, trim=YELLOW, waist_w=56, folds=4)
    dress.doublet(svg, p, BLUE, trim=YELLOW, hem=490, flare=60, waist_w=56, buttons=False, folds=False)
    signs.coin(svg, 300, 410, 54)
    signs.sword(svg, (200, 530), (196, 150), 34)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, YELLOW, cuff=WHITE)
    body.fist(svg, 202, 548, 90, 1.05)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, cuff=WHITE)
    body.open_hand(svg, 516, 462, -70, 1.05, -1)
    dress.band_collar(svg, 300, 312, 70, WHITE)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", DARK, "goatee", DARK, age="man"))
    hats.crown(svg, 300, 186, 84, 58, BLUE, jewels=(RED, YELLOW))


def bastoni(svg: Svg) -> None:
    p = Pose(head=(300, 238), turn=-0.3, neck=(300, 310), sh_l=(226, 336), sh_r=(374, 336), el_l=(200, 440),
             el_r=(410, 424), wr_l=(214, 510), wr_r=(418, 474), waist=(300, 474), hip_l=(266, 558), hip_r=(336, 558),
             kn_l=(266, 716), kn_r=(338, 716), an_l=(256, 868), an_r=(348, 868), feet=(-1, 1), scale=1.0)
    dress.mantle(svg, (212, 340), (388, 340), [(206, 620), (204, 890), (300, 896), (400, 892), (396, 620)], BLUE, RED,
                 turned=[[(206, 620), (204, 890), (240, 896), (240, 760)]])
    _legs(svg, p, YELLOW, WHITE)
    dress.robe(svg, p, GREEN, hem_y=650, hem_half=96, trim=YELLOW, waist_w=56, folds=4)
    dress.belt_band(svg, (244, 462), (356, 462), YELLOW)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, YELLOW, puff=GREEN, cuff=WHITE)
    body.fist(svg, 220, 524, 90, 1.0)
    signs.club(svg, (424, 560), (470, 250), 78)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, puff=GREEN, cuff=WHITE)
    body.fist(svg, 428, 488, 80, 1.0, -1)
    dress.ruff(svg, 300, 312, 84, 24)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#7a4a22", "moustache", age="man"))
    hats.crown(svg, 298, 188, 86, 58, GREEN, kind="leaves", jewels=(RED, YELLOW))


RE = {"d": denari, "c": coppe, "s": spade, "b": bastoni}
_ = (LINE, OCHRE, SILVER)
