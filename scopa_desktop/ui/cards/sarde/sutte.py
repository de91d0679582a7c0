"""The Sarde's four knaves ("sa sutta"), young soldiers of the Madrid pattern the deck descends from: every one
in a plumed helmet, a short tunic and boots, a cloak thrown over a shoulder; the knave of swords in armour.

- Oros: turned to the right, the coin raised high, his other hand on his hip; red tunic, blue cloak.
- Copas: turned to the left, the cup raised high; gold tunic, green cloak.
- Espadas: in armour, facing us, the sword held upright at his right side, his left hand on his hip.
- Bastos: in profile to the right, the club shouldered; green tunic, red cloak.
"""

from __future__ import annotations

from ..south_kit import body, dress, hats
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, FLESH, GREEN, GREY, OCHRE, RED, WHITE, YELLOW
from ..svg import Svg
from . import signs

HAIR = "#5a3a22"
GOLD_HELM = "#e8c040"


def _legs(svg: Svg, p: Pose, boots: str, hose: str = FLESH) -> None:
    for hip, knee, ankle, side in ((p.hip_r, p.kn_r, p.an_r, p.feet[1]), (p.hip_l, p.kn_l, p.an_l, p.feet[0])):
        body.leg(svg, hip, knee, ankle, hose, side, thick=0.9)
        body.boot(svg, ankle, side, boots, 92, cuff=OCHRE)


def oros(svg: Svg) -> None:
    p = Pose(head=(296, 238), turn=0.3, neck=(300, 310), sh_l=(230, 334), sh_r=(372, 334), el_l=(190, 430),
             el_r=(440, 330), wr_l=(224, 490), wr_r=(446, 250), waist=(300, 472), hip_l=(266, 560), hip_r=(336, 560),
             kn_l=(258, 716), kn_r=(350, 714), an_l=(246, 860), an_r=(364, 860), feet=(-1, 1))
    dress.cloak(svg, (240, 330), [(170, 440), (150, 700), (218, 740), (270, 560)], BLUE, YELLOW)
    _legs(svg, p, BROWN)
    dress.doublet(svg, p, RED, trim=YELLOW, hem=616, flare=88, waist_w=58, belt=BROWN, buttons=False)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, RED, cuff=YELLOW)
    body.open_hand(svg, 228, 504, -20, 0.95)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", HAIR))
    hats.helmet(svg, 296, 206, 96, GOLD_HELM, RED, 1)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, RED, cuff=YELLOW)
    signs.coin(svg, 446, 176, 130)
    body.fist(svg, 446, 240, -90, 0.95, -1)


def copas(svg: Svg) -> None:
    p = Pose(head=(298, 238), turn=-0.4, neck=(302, 310), sh_l=(230, 334), sh_r=(374, 334), el_l=(176, 300),
             el_r=(404, 430), wr_l=(186, 230), wr_r=(384, 510), waist=(302, 474), hip_l=(268, 562), hip_r=(338, 562),
             kn_l=(258, 718), kn_r=(346, 716), an_l=(244, 860), an_r=(360, 860), feet=(-1, 1))
    dress.cloak(svg, (360, 330), [(432, 440), (450, 700), (380, 740), (330, 560)], GREEN, RED)
    _legs(svg, p, RED)
    dress.doublet(svg, p, YELLOW, trim=RED, hem=616, flare=88, waist_w=58, belt=RED, buttons=False)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, YELLOW, cuff=RED)
    body.fist(svg, 388, 524, 90, 0.95, -1)
    head(svg, *p.head, p.scale, Head(p.turn, "curls", "#8a5a2b"))
    hats.helmet(svg, 298, 206, 96, GREY, BLUE, -1)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, YELLOW, cuff=RED)
    signs.cup(svg, 186, 160, 130)
    body.open_hand(svg, 186, 232, 180, 0.95)


def espadas(svg: Svg) -> None:
    p = Pose(head=(300, 236), turn=-0.15, neck=(300, 308), sh_l=(226, 334), sh_r=(374, 334), el_l=(188, 430),
             el_r=(420, 420), wr_l=(182, 500), wr_r=(380, 486), waist=(300, 474), hip_l=(264, 560), hip_r=(336, 560),
             kn_l=(252, 716), kn_r=(348, 716), an_l=(240, 860), an_r=(360, 860), feet=(-1, 1))
    dress.cloak(svg, (360, 330), [(434, 440), (454, 720), (386, 760), (332, 560)], RED, YELLOW)
    _legs(svg, p, GREY, BLUE)
    dress.doublet(svg, p, BLUE, trim=YELLOW, hem=610, flare=86, waist_w=58, buttons=False)
    dress.cuirass(svg, p, YELLOW)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, dress.STEEL, cuff=YELLOW)
    body.open_hand(svg, 374, 496, 30, 0.95, -1)
    head(svg, *p.head, p.scale, Head(p.turn, "cropped", HAIR))
    hats.helmet(svg, 300, 204, 98, dress.STEEL, WHITE, -1)
    signs.sword(svg, (178, 500), (150, 110), 28)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, dress.STEEL, cuff=YELLOW)
    body.fist(svg, 180, 512, 90, 0.95)


def bastos(svg: Svg) -> None:
    p = Pose(head=(290, 238), turn=1.0, neck=(282, 310), sh_l=(222, 334), sh_r=(338, 334), el_l=(206, 430),
             el_r=(376, 380), wr_l=(218, 506), wr_r=(360, 320), waist=(282, 474), hip_l=(250, 560), hip_r=(316, 560),
             kn_l=(240, 716), kn_r=(332, 714), an_l=(226, 860), an_r=(350, 860), feet=(1, 1))
    dress.cloak(svg, (232, 330), [(176, 440), (150, 700), (220, 740), (262, 560)], RED, BLUE)
    _legs(svg, p, BROWN)
    dress.doublet(svg, p, GREEN, trim=YELLOW, hem=612, flare=84, waist_w=56, belt=BROWN, buttons=False)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, GREEN, cuff=YELLOW)
    body.fist(svg, 222, 520, 90, 0.95)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#c9a060"))
    hats.helmet(svg, 286, 206, 96, GOLD_HELM, YELLOW, 1)
    signs.club(svg, (360, 346), (480, 120), 84)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, GREEN, cuff=YELLOW)
    body.fist(svg, 364, 336, -60, 0.95, -1)


SUTTE = {"d": oros, "c": copas, "s": espadas, "b": bastos}
_ = (OCHRE,)
