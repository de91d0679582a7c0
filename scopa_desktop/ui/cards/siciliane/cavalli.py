"""The Siciliane's four cavaliers on grey donkeys (the "scecchi"), long-eared, pale-muzzled, a dark stripe over the
shoulders; the riders in hats and short tunics, each holding his suit his own way.

- Denari: dawdling to the left, head low, the coin held up in front.
- Coppe: dawdling to the right, head low, the cup raised high.
- Spade: stepping high to the left, the sword thrust out ahead over the donkey's head.
- Bastoni: striding to the right, the club on the shoulder.
"""

from __future__ import annotations

from ..south_kit import body, dress, hats, mount
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, GREEN, RED, WHITE, YELLOW
from ..svg import Svg
from . import signs

SCECCU = mount.Coat("#a9a49c", "#8a857d", "#3e3a36", donkey=True, pale="#e9e4da", marks=("cross",))
CY = 660


def _cx(fw: int) -> float:
    return 300 - 30 * fw


def _rider(svg: Svg, fw: int, tunic: str, hose: str, boot: str) -> Pose:
    hx = _cx(fw) - fw * 10
    p = Pose(head=(hx + fw * 4, 420), turn=0.35 * fw, neck=(hx, 480), sh_l=(hx - 36, 496), sh_r=(hx + 36, 496),
             el_l=(hx - 60, 552), el_r=(hx + 60, 552), wr_l=(hx - 54, 590), wr_r=(hx + 54, 590),
             waist=(hx, 570), hip_l=(hx - 30, 606), hip_r=(hx + 30, 606), kn_l=(hx, 660), kn_r=(hx, 660),
             an_l=(hx, 760), an_r=(hx, 760), scale=0.78)
    dress.doublet(svg, p, tunic, trim=YELLOW, hem=608, flare=44, waist_w=32, buttons=False, folds=False)
    mount.rider_leg(svg, (hx - fw * 4, 602), (hx + fw * 50, 640), (hx + fw * 30, 760), hose, boot, fw)
    return p


def _reins(svg: Svg, p: Pose, fw: int, sleeve: str) -> None:
    sh = p.sh_r if fw > 0 else p.sh_l
    hand = (sh[0] + fw * 42, sh[1] + 70)
    body.arm(svg, sh, (sh[0] - fw * 12, sh[1] + 56), hand, sleeve, cuff=WHITE)
    bit = (_cx(fw) + fw * 220, 578)
    mount.reins(svg, [hand, ((hand[0] + bit[0]) / 2, 592), bit])
    body.fist(svg, hand[0] + fw * 8, hand[1] + 2, 0, 0.8, fw)


def denari(svg: Svg) -> None:
    fw = -1
    mount.mount(svg, _cx(fw), CY, SCECCU, mount.AMBLE, fw, 1.0, cloth=(RED, YELLOW))
    p = _rider(svg, fw, BLUE, RED, BROWN)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", BROWN, soft=True))
    hats.broad_hat(svg, p.head[0], 384, 96, RED, YELLOW, tilt=-8, brim_up=0.4)
    _reins(svg, p, fw, BLUE)
    sh = p.sh_r
    body.arm(svg, sh, (sh[0] + 30, 440), (sh[0] + 10, 370), BLUE, cuff=WHITE)
    signs.coin(svg, sh[0] + 10, 300, 116)
    body.fist(svg, sh[0] + 10, 360, -90, 0.85, -1)


def coppe(svg: Svg) -> None:
    fw = 1
    mount.mount(svg, _cx(fw), CY, SCECCU, mount.AMBLE, fw, 1.0, cloth=(BLUE, RED))
    p = _rider(svg, fw, RED, YELLOW, BROWN)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#2a1a12", "moustache", age="man"))
    hats.plume(svg, p.head[0] - 14, 372, 56, -140, WHITE, -0.4)
    hats.soft_cap(svg, p.head[0], 384, 80, GREEN, band=YELLOW, lean=-0.4, puff=0.8)
    _reins(svg, p, fw, RED)
    sh = p.sh_l
    body.arm(svg, sh, (sh[0] - 50, 430), (sh[0] - 38, 360), RED, cuff=WHITE)
    signs.cup(svg, sh[0] - 38, 296, 110)
    body.open_hand(svg, sh[0] - 38, 362, 180, 0.85)


def spade(svg: Svg) -> None:
    fw = -1
    mount.mount(svg, _cx(fw), CY, SCECCU, mount.PRANCE, fw, 1.0, cloth=(GREEN, YELLOW))
    p = _rider(svg, fw, YELLOW, BLUE, BROWN)
    head(svg, *p.head, p.scale, Head(p.turn, "cropped", "#2a1a12", "goatee", age="man"))
    hats.helmet(svg, p.head[0], 388, 84, "#c9c6cf", RED, fw)
    _reins(svg, p, fw, YELLOW)
    sh = p.sh_r
    body.arm(svg, sh, (sh[0] - 10, 440), (sh[0] - 80, 400), YELLOW, cuff=WHITE)
    signs.sword(svg, (sh[0] - 86, 396), (sh[0] - 250, 250), 28)
    body.fist(svg, sh[0] - 84, 398, -140, 0.85, -1)


def bastoni(svg: Svg) -> None:
    fw = 1
    mount.mount(svg, _cx(fw), CY, SCECCU, mount.STRIDE, fw, 1.0, cloth=(YELLOW, GREEN))
    p = _rider(svg, fw, GREEN, RED, BROWN)
    head(svg, *p.head, p.scale, Head(p.turn, "long", "#c9a060", soft=True))
    hats.broad_hat(svg, p.head[0], 384, 96, BLUE, RED, tilt=8, brim_up=0.5)
    _reins(svg, p, fw, GREEN)
    sh = p.sh_l
    body.arm(svg, sh, (sh[0] - 30, 552), (sh[0] - 6, 520), GREEN, cuff=WHITE)
    signs.club(svg, (sh[0] - 6, 560), (sh[0] - 70, 300), 70)
    body.fist(svg, sh[0] - 8, 524, 80, 0.85)


CAVALLI = {"d": denari, "c": coppe, "s": spade, "b": bastoni}
