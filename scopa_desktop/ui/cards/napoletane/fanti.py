"""The Napoletane's four Fanti: youths with long hair and soft faces ("la Donna", as players call them), each in
his own pose with his own props, in doublets and puffed breeches of the pattern's flat colours.

- Denari: the coin raised in his right hand beside his head, a purse hanging from his left; red doublet opened
  on a gold front, green breeches, red hose, a red cap with a gold plume.
- Coppe: the cup held up on his palm, a short sword point down in his other hand; green doublet, gold breeches,
  green hose gartered in red, a green cap with a red plume.
- Spade: a palm branch in his right hand, the sword held point down at his left side; red doublet, dark green
  breeches, bare legs, a gold cap with a blue plume.
- Bastoni: seen from behind, his head turned to the left in profile, his long hair down his back, the club held
  up before him; a gold doublet with green sleeves, red breeches, gold stockings, a broad green hat with a red
  plume.
"""

from __future__ import annotations

from ..south_kit import body, dress, hats
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import (
    BLUE,
    BROWN,
    DARK_GREEN,
    FINE,
    GREEN,
    HATCH,
    KEY,
    LINE,
    OCHRE,
    RED,
    SKY,
    WHITE,
    YELLOW,
    blob,
    d,
    edge_hatch,
    smooth,
    smooth_loop,
    tube,
)
from ..svg import Svg
from . import signs

SHOE = "#d5d9e0"  # the shoes a pale grey, shaded as print's are (pure white they read as slippers)

HONEY = "#b07a3a"  # "la Donna"'s long hair, in four browns
CHESTNUT = "#8a5a2b"
HAIR_SHADE = "#6a4220"  # the hair's shadowed mass under the locks
AUBURN = "#9a4a24"
DARK_BROWN = "#5a3a1e"


def denari(svg: Svg) -> None:
    p = Pose(head=(304, 234), turn=-0.35, neck=(306, 308), sh_l=(232, 332), sh_r=(382, 334), el_l=(184, 320),
             el_r=(414, 432), wr_l=(210, 252), wr_r=(404, 506), waist=(306, 470), hip_l=(266, 552), hip_r=(346, 560),
             kn_l=(250, 712), kn_r=(352, 716), an_l=(224, 862), an_r=(356, 870), feet=(-1, 1), scale=1.0)
    p = body.at_ease(p, -1)
    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, p.feet[1]), (p.hip_l, p.kn_l, p.an_l, p.feet[0])):
        body.leg(svg, hip, knee, ankle, RED, side)
        body.shoe(svg, ankle, side, YELLOW)
    dress.breeches(svg, p, GREEN, panes=DARK_GREEN, width=1.3)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, GREEN, puff=GREEN, cuff=YELLOW)
    dress.doublet(svg, p, RED, trim=YELLOW, placket=YELLOW, hem=548, flare=80, waist_w=60, belt=YELLOW)
    # white lapels opened over the gold front
    for s in (-1, 1):
        svg.path(d([(306 + s * 8, 314), (306 + s * 60, 324), (306 + s * 20, 456), (306 + s * 6, 456)], True), WHITE,
                 KEY, FINE)
    svg.path(d([(298, 448), (314, 448), (316, 464), (306, 474), (296, 464)], True), BLUE, KEY, FINE)
    head(svg, *p.head, p.scale, Head(p.turn, "long", HONEY, soft=True))
    hats.plume(svg, 330, 166, 66, -40, YELLOW, 0.4, 1.2)
    hats.soft_cap(svg, 306, 182, 100, RED, band=RED, lean=0.6, puff=1.1)
    # the purse hanging from the lowered hand
    svg.path(d(smooth_loop([(398, 530), (424, 540), (434, 580), (416, 606), (388, 600), (380, 562)], 4), True),
             OCHRE, KEY, LINE * 0.7)
    svg.path("M388 540 Q406 552 424 540", None, KEY, FINE)
    body.hand_on(svg, p.wr_r, p.el_r, 0.9)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, GREEN, puff=GREEN, cuff=BLUE)
    # the coin raised beside his head, clear of the corner's index
    signs.coin(svg, 218, 182, 106)
    body.fist(svg, 212, 238, -96, 1.0)


def coppe(svg: Svg) -> None:
    p = Pose(head=(308, 232), turn=0.2, neck=(306, 306), sh_l=(234, 330), sh_r=(380, 330), el_l=(184, 392),
             el_r=(418, 416), wr_l=(212, 316), wr_r=(386, 484), waist=(306, 466), hip_l=(268, 552), hip_r=(348, 552),
             kn_l=(248, 712), kn_r=(354, 712), an_l=(232, 868), an_r=(364, 868), feet=(-1, 1), scale=1.0)
    # his weight on the right leg, the left knee well bent and its foot set out (at 0.8 he stood square)
    p = body.at_ease(p, 1, 1.6)
    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, p.feet[1]), (p.hip_l, p.kn_l, p.an_l, p.feet[0])):
        body.leg(svg, hip, knee, ankle, GREEN, side)
        body.garter(svg, knee, RED, side)
        body.shoe(svg, ankle, side, SHOE)
    dress.breeches(svg, p, YELLOW, panes=OCHRE, width=1.35)
    # a short sword held point down and out in his right hand
    signs.sword(svg, (386, 500), (470, 676), 22)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, RED, cuff=YELLOW)
    dress.doublet(svg, p, GREEN, trim=YELLOW, placket=SKY, hem=546, flare=80, waist_w=60, belt=YELLOW)
    body.fist(svg, 384, 498, 58, 0.95, -1)
    dress.ruff(svg, 306, 310, 92, 26, YELLOW)
    head(svg, *p.head, p.scale, Head(p.turn, "long", DARK_BROWN, soft=True))
    hats.plume(svg, 338, 172, 66, -20, RED, 0.45, 1.2)
    hats.soft_cap(svg, 308, 184, 104, GREEN, band=BLUE, lean=-0.2, puff=0.95)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, RED, cuff=YELLOW)
    signs.cup(svg, 216, 230, 116)
    body.open_hand(svg, 214, 318, 180, 1.0)


def spade(svg: Svg) -> None:
    p = Pose(head=(300, 234), turn=-0.15, neck=(300, 306), sh_l=(226, 330), sh_r=(374, 330), el_l=(180, 420),
             el_r=(420, 416), wr_l=(160, 480), wr_r=(424, 486), waist=(300, 468), hip_l=(262, 554), hip_r=(340, 554),
             kn_l=(258, 712), kn_r=(344, 712), an_l=(248, 868), an_r=(354, 868), feet=(-1, 1), scale=1.0)
    p = body.at_ease(p, -1, 2.2)
    from ..south_kit.ink import FLESH

    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, p.feet[1]), (p.hip_l, p.kn_l, p.an_l, p.feet[0])):
        body.leg(svg, hip, knee, ankle, FLESH, side)
        body.shoe(svg, ankle, side, SHOE)
    dress.breeches(svg, p, DARK_GREEN, panes=GREEN, width=1.25)
    # the sword point down along his left side, its hilt in his hand
    signs.sword(svg, (430, 492), (438, 880), 34)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, cuff=YELLOW)
    dress.doublet(svg, p, RED, trim=YELLOW, hem=548, flare=80, waist_w=60, belt=YELLOW)
    body.fist(svg, 430, 500, 90, 1.0, -1)
    dress.band_collar(svg, 300, 310, 76)
    head(svg, *p.head, p.scale, Head(p.turn, "long", AUBURN, soft=True))
    for ang, col in ((-150, BLUE), (-125, RED)):
        hats.plume(svg, 282, 176, 66, ang, col, -0.35, 1.2)
    hats.soft_cap(svg, 300, 184, 100, YELLOW, band=YELLOW, lean=-0.5, puff=0.9)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, YELLOW, cuff=YELLOW)
    _palm(svg, 152, 500)
    body.fist(svg, 158, 494, 90, 1.0)


def _palm(svg: Svg, x: float, y: float) -> None:
    """A palm branch held upright by its stem: a long frond of paired leaflets."""
    svg.path(f"M{x} {y + 40} Q{x - 4} {y - 120} {x + 8} {y - 240}", None, KEY, 7)
    svg.path(f"M{x} {y + 40} Q{x - 4} {y - 120} {x + 8} {y - 240}", None, DARK_GREEN, 3)
    for k in range(12):
        t = k / 11
        sy = y - 30 - t * 200
        sx = x - 2 + t * 8
        ln = 46 - 26 * t
        for s in (-1, 1):
            svg.path(f"M{sx} {sy} C{sx + s * ln * 0.4} {sy - 16} {sx + s * ln * 0.9} {sy - 10} {sx + s * ln} {sy + 4} "
                     f"C{sx + s * ln * 0.7} {sy - 2} {sx + s * ln * 0.3} {sy + 2} {sx} {sy + 6} Z", GREEN, KEY, 1.6)


def bastoni(svg: Svg) -> None:
    """Seen from behind, his head turned to the left in profile: his long hair down his back, the seam of his
    doublet and the seat of his breeches towards us, the club raised before him."""
    with svg.group("translate(16 0)"):
        _bastoni(svg)


def _bastoni(svg: Svg) -> None:
    p = Pose(head=(296, 234), turn=-1.0, neck=(306, 306), sh_l=(236, 332), sh_r=(374, 334), el_l=(190, 440),
             el_r=(398, 430), wr_l=(188, 370), wr_r=(388, 512), waist=(304, 470), hip_l=(270, 556), hip_r=(340, 556),
             kn_l=(240, 708), kn_r=(360, 712), an_l=(214, 862), an_r=(380, 866), feet=(0, 0), scale=1.0)
    p = body.at_ease(p, 1, 0.9)
    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, 1), (p.hip_l, p.kn_l, p.an_l, -1)):
        body.leg(svg, hip, knee, ankle, YELLOW, 0, side)
        svg.path(f"M{knee[0] - 24} {knee[1] - 18} L{knee[0] + 24} {knee[1] - 18} L{knee[0] + 22} {knee[1] + 8} "
                 f"L{knee[0] - 22} {knee[1] + 8} Z", GREEN, KEY, FINE)
        body.heel(svg, ankle, WHITE, lift=0 if side > 0 else 10)
    # the seat of his breeches: two rounded lobes parted by the seam
    for side in (-1, 1):
        blob(svg, [(304, 500), (304 + side * 62, 508), (304 + side * 78, 580), (304 + side * 62, 690),
                   (304 + side * 20, 690), (304 + side * 4, 600)], RED)
    svg.path("M304 520 Q300 600 304 680", None, KEY, FINE)
    edge_hatch(svg, smooth([(372, 520), (384, 600), (366, 688)], 4), 1, 12, 8)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, GREEN, puff=YELLOW, cuff=YELLOW)
    body.fist(svg, 390, 526, 90, 1.0, -1)
    # the back of his doublet: no buttons, a seam down the middle, the skirt's pleats
    dress.doublet(svg, p, YELLOW, trim=GREEN, hem=540, flare=70, waist_w=50, belt=None, buttons=False, folds=False)
    svg.path("M306 312 Q302 420 306 536", None, KEY, FINE)
    svg.path("M262 500 L254 536 M350 500 L358 536 M284 504 L282 538 M328 504 L330 538", None, KEY, FINE, 0.8)
    dress.ruff(svg, 306, 310, 88, 24)
    head(svg, *p.head, p.scale, Head(p.turn, "long", CHESTNUT, soft=True))
    # his hair from under the hat: the back of his head, then separate locks falling to the ruff, each waving and
    # curling up at its end, the outer ones shorter (not one slab hung on his back)
    blob(svg, [(292, 198), (338, 192), (356, 226), (354, 280), (300, 290), (294, 250)], HAIR_SHADE, LINE * 0.7)
    for x0, sway, end, w in ((300, -6, 318, 20), (352, 8, 322, 18), (314, 4, 344, 22), (340, -4, 346, 22),
                             (326, 6, 352, 22)):
        lock = [(x0, 204), (x0 + sway, 250), (x0 - sway * 0.5, 296), (x0 + sway * 0.6, end)]
        line = tube(svg, lock, [w * 0.9, w, w * 0.9, w * 0.45], CHESTNUT, LINE * 0.6)
        tx, ty = line[-1]
        curl = 1 if x0 >= 326 else -1
        svg.path(f"M{tx} {ty - 6} q{curl * 14} 10 {curl * 4} 18", None, KEY, 5)
        svg.path(f"M{tx} {ty - 6} q{curl * 14} 10 {curl * 4} 18", None, CHESTNUT, 2.4)
        svg.path(d(smooth([lock[0], lock[1], lock[2]], 3)), None, KEY, HATCH, 0.7)
    hats.plume(svg, 326, 168, 72, -20, RED, 0.5, 1.2)
    hats.broad_hat(svg, 304, 184, 118, GREEN, YELLOW, tilt=-10, brim_up=0.6)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, BLUE, puff=GREEN, cuff=YELLOW)
    # the club held up before him, clear of the corner's index
    signs.club(svg, (194, 500), (206, 176), 90)
    body.fist(svg, 192, 388, 90, 1.05)


FANTI = {"d": denari, "c": coppe, "s": spade, "b": bastoni}
_ = (BROWN, LINE)
