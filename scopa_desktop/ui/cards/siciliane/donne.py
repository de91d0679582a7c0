"""The Siciliane's four knaves, "le donne": girlish pages with long hair under a beret, in short belted tunics,
hose and ankle boots, each holding the suit as a soldier holds his arms (the sources read in docs/DECKS.md: the
long hair, berets, garments and boots of pages, with a woman's grace, which is why players call them ladies).

- Denari: turned to the left in a guard, feet wide apart, the coin held out before her like a buckler; blue
  tunic, red hose.
- Coppe: turned to the right, her weight on one leg and the other crossed before it, the cup raised at arm's
  length as for a toast, the other hand on her hip; red tunic, gold hose.
- Spade: facing us at attention, heels together, the sword sloped on the shoulder, the other arm straight down;
  green tunic, blue hose.
- Bastoni: in profile to the left, leaning on the club planted before her like a staff; gold tunic, green hose.
"""

from __future__ import annotations

from dataclasses import replace

from ..south_kit import body, dress, hats
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, DARK_GREEN, GREEN, OCHRE, RED, WHITE, YELLOW
from ..svg import Svg
from . import signs

AUBURN = "#a0522d"
BLOND = "#e0b04a"
DARK = "#3a2418"


def _legs(svg: Svg, p: Pose, hose: str, boots: str) -> None:
    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, p.feet[1]), (p.hip_l, p.kn_l, p.an_l, p.feet[0])):
        body.leg(svg, hip, knee, ankle, hose, side, thick=0.92)
        body.boot(svg, ankle, side, boots, 62)


def denari(svg: Svg) -> None:
    p = Pose(head=(292, 240), turn=-0.45, neck=(298, 314), sh_l=(232, 338), sh_r=(370, 338), el_l=(184, 420),
             el_r=(404, 434), wr_l=(160, 376), wr_r=(396, 504), waist=(300, 476), hip_l=(266, 564), hip_r=(336, 564),
             kn_l=(238, 712), kn_r=(350, 716), an_l=(232, 860), an_r=(372, 860), feet=(-1, 1), scale=1.0)
    # her weight on the left leg, the right knee eased out and its foot set forward (it was a wide A, a fencer's
    # guard on both straight legs)
    p = body.at_ease(p, -1, 1.6)
    _legs(svg, p, RED, BROWN)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, BLUE, puff=BLUE, cuff=YELLOW)
    body.fist(svg, 402, 514, 90, 0.95, -1)
    dress.doublet(svg, p, BLUE, trim=YELLOW, hem=612, flare=92, waist_w=58, belt=RED, buttons=False)
    dress.band_collar(svg, 300, 314, 64)
    head(svg, *p.head, p.scale, Head(p.turn, "long", AUBURN, soft=True))
    hats.plume(svg, 266, 180, 64, -150, WHITE, -0.4)
    hats.soft_cap(svg, 296, 194, 100, RED, band=RED, lean=-0.6, puff=0.7)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, BLUE, puff=BLUE, cuff=YELLOW)
    # the coin raised in her fist, held by its lower rim (the fist lay over the coin's face, a target with a fist)
    signs.coin(svg, 142, 318, 150)
    body.fist(svg, 160, 392, -90, 0.95)


def coppe(svg: Svg) -> None:
    p = Pose(head=(306, 236), turn=0.4, neck=(304, 310), sh_l=(234, 334), sh_r=(374, 334), el_l=(176, 410),
             el_r=(432, 276), wr_l=(236, 470), wr_r=(466, 196), waist=(300, 474), hip_l=(266, 562), hip_r=(334, 562),
             kn_l=(274, 712), kn_r=(340, 716), an_l=(338, 862), an_r=(320, 860), feet=(1, 1), scale=1.0)
    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, 1), (p.hip_l, p.kn_l, p.an_l, 1)):
        body.leg(svg, hip, knee, ankle, YELLOW, side, thick=0.92)
        body.boot(svg, ankle, side, RED, 62)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, RED, puff=YELLOW, cuff=YELLOW)
    dress.doublet(svg, p, RED, trim=YELLOW, hem=614, flare=92, waist_w=58, belt=YELLOW, placket=OCHRE)
    body.fist(svg, 240, 476, 40, 0.95)
    head(svg, *p.head, p.scale, Head(p.turn, "long", BLOND, soft=True))
    hats.plume(svg, 330, 178, 62, -30, RED, 0.4)
    hats.soft_cap(svg, 306, 194, 100, BLUE, band=YELLOW, lean=0.5, puff=0.7)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, RED, puff=YELLOW, cuff=YELLOW)
    signs.cup(svg, 470, 128, 124)
    body.open_hand(svg, 470, 196, 180, 0.95, -1)


def spade(svg: Svg) -> None:
    p = Pose(head=(298, 234), turn=-0.1, neck=(300, 308), sh_l=(230, 332), sh_r=(372, 332), el_l=(214, 440),
             el_r=(424, 410), wr_l=(222, 526), wr_r=(396, 350), waist=(300, 470), hip_l=(268, 558), hip_r=(332, 558),
             kn_l=(238, 716), kn_r=(338, 718), an_l=(226, 862), an_r=(350, 862), feet=(-1, 1), scale=1.0)
    # her weight on the right leg, the left knee bent and its foot set out (the legs were straight and pressed
    # together, a peg)
    p = body.at_ease(p, 1, 1.5)
    _legs(svg, p, BLUE, DARK)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, GREEN, puff=YELLOW, cuff=YELLOW)
    body.fist(svg, 224, 542, 90, 0.95)
    dress.doublet(svg, p, GREEN, trim=YELLOW, hem=612, flare=92, waist_w=58, belt=RED)
    dress.band_collar(svg, 300, 312, 64)
    head(svg, *p.head, p.scale, Head(p.turn, "long", DARK, soft=True))
    hats.plume(svg, 320, 178, 64, -60, RED, 0.4)
    hats.soft_cap(svg, 300, 192, 100, YELLOW, band=RED, lean=0.3, puff=0.7)
    signs.sword(svg, (392, 350), (500, 96), 30)  # sloped up from the shoulder
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, GREEN, puff=YELLOW, cuff=YELLOW)
    body.fist(svg, 396, 352, -70, 0.95, -1)


def bastoni(svg: Svg) -> None:
    p = Pose(head=(318, 236), turn=-1.0, neck=(326, 308), sh_l=(276, 334), sh_r=(378, 334), el_l=(224, 400),
             el_r=(400, 432), wr_l=(196, 440), wr_r=(380, 500), waist=(326, 472), hip_l=(296, 560), hip_r=(360, 560),
             kn_l=(272, 716), kn_r=(366, 714), an_l=(250, 860), an_r=(378, 860), feet=(-1, -1), scale=1.0)
    # leaning on the club: her weight on the back leg, the front knee eased forward, both feet still to the left
    p = replace(body.at_ease(p, 1, 1.6), feet=(-1, -1))
    _legs(svg, p, GREEN, BROWN)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, puff=GREEN, cuff=RED)
    body.fist(svg, 382, 516, 90, 0.95, -1)
    dress.doublet(svg, p, YELLOW, trim=RED, hem=610, flare=84, waist_w=54, belt=DARK_GREEN, buttons=False)
    head(svg, *p.head, p.scale, Head(p.turn, "long", BLOND, soft=True))
    hats.plume(svg, 338, 182, 60, -40, GREEN, 0.4)
    hats.soft_cap(svg, 318, 196, 96, RED, band=GREEN, lean=0.5, puff=0.7)
    signs.club(svg, (176, 880), (190, 380), 78)  # planted on the ground before her
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, YELLOW, puff=GREEN, cuff=RED)
    body.fist(svg, 188, 452, 90, 0.95)


DONNE = {"d": denari, "c": coppe, "s": spade, "b": bastoni}
