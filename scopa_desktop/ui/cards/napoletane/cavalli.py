"""The Napoletane's four Cavalli: riders on pale dun horses, each horse going its own way and at its own gait,
over a tiled floor of the suit's colour.

- Denari: standing, facing left, the rider in a gold turban holding the coin up high, the reins in his other hand.
- Coppe: stepping high to the right, the rider in a red cap lifting the cup behind him.
- Spade: striding to the right, the rider in a blue turban swinging a curved blade up ahead of him.
- Bastoni: rearing, facing left, the rider in a broad green hat with the club upright at his shoulder.
"""

from __future__ import annotations

from ..south_kit import body, dress, hats, mount
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, DARK_GREEN, FINE, GREEN, KEY, LINE, RED, WHITE, YELLOW, d
from ..svg import Svg
from . import signs

DUN = mount.Coat("#d8c9b0", "#b3a288", "#8c7a60")
CY = 640  # the horse's barrel


def floor(svg: Svg, colour: str) -> None:
    """The tiled floor under the horse: a slanted slab of the suit's colour ruled into tiles."""
    x0, x1, y0, y1 = 96, 520, 884, 918
    svg.path(d([(x0 + 20, y0), (x1 + 14, y0), (x1 - 14, y1), (x0 - 6, y1)], True), colour, KEY, 3)
    svg.path(" ".join(f"M{x + 20} {y0 + 3} L{x - 4} {y1 - 3}" for x in range(x0 + 60, x1, 62)), None, KEY, 2)
    svg.path(f"M{x0 + 8} {(y0 + y1) / 2} L{x1} {(y0 + y1) / 2}", None, KEY, 1.4, 0.8)


def _rider(svg: Svg, fw: int, top: str, hose: str, boot: str | None) -> Pose:
    """The rider seated over the horse's back (fw: the way the horse faces), his near leg down its side; returns
    his pose (the arms are each card's own)."""
    hx = 300 - 40 * fw
    p = Pose(head=(hx + fw * 4, 398), turn=0.3 * fw, neck=(hx, 458), sh_l=(hx - 36, 474), sh_r=(hx + 36, 474),
             el_l=(hx - 60, 530), el_r=(hx + 60, 530), wr_l=(hx - 54, 572), wr_r=(hx + 54, 572),
             waist=(hx, 552), hip_l=(hx - 30, 590), hip_r=(hx + 30, 590), kn_l=(hx, 660), kn_r=(hx, 660),
             an_l=(hx, 760), an_r=(hx, 760), scale=0.78)
    dress.doublet(svg, p, top, trim=YELLOW, hem=586, flare=42, waist_w=32, buttons=False, folds=False)
    mount.rider_leg(svg, (hx - fw * 4, 582), (hx + fw * 56, 636), (hx + fw * 30, 770), hose, boot, fw)
    return p


def _reins_hand(svg: Svg, p: Pose, fw: int, sleeve: str, cuff: str) -> None:
    """The near arm bent before the body, its fist holding the reins that run to the bit."""
    sh = p.sh_r if fw > 0 else p.sh_l
    hand = (sh[0] + fw * 44, sh[1] + 72)
    body.arm(svg, sh, (sh[0] - fw * 12, sh[1] + 58), hand, sleeve, cuff=cuff)
    bit = (300 - 32 * fw + fw * 262, 562)
    mount.reins(svg, [hand, ((hand[0] + bit[0]) / 2, 560), bit])
    body.fist(svg, hand[0] + fw * 8, hand[1] + 2, 0, 0.8, fw)


def _raised(svg: Svg, p: Pose, fw: int, sleeve: str, cuff: str, hand: tuple[float, float], elbow_out: float = 50
            ) -> None:
    """The far arm raised, its hand at `hand` (what it holds is drawn by the card)."""
    sh = p.sh_l if fw > 0 else p.sh_r
    out = -fw
    body.arm(svg, sh, (sh[0] + out * elbow_out, (sh[1] + hand[1]) / 2 + 10), hand, sleeve, cuff=cuff)


def denari(svg: Svg) -> None:
    floor(svg, YELLOW)
    fw = -1
    mount.mount(svg, 300 - 32 * fw, CY, DUN, mount.STAND, fw, 1.08, cloth=(RED, YELLOW))
    p = _rider(svg, fw, GREEN, RED, YELLOW)
    _reins_hand(svg, p, fw, RED, YELLOW)
    head(svg, *p.head, p.scale, Head(p.turn, "cropped", "#6b4a2a", "moustache", age="man"))
    hats.turban(svg, p.head[0], 360, 76, YELLOW, RED)
    _raised(svg, p, fw, RED, YELLOW, (p.sh_r[0] + 40, 330), 40)
    signs.coin(svg, p.sh_r[0] + 44, 262, 112)
    body.fist(svg, p.sh_r[0] + 40, 322, -90, 0.85, -1)


def coppe(svg: Svg) -> None:
    floor(svg, RED)
    fw = 1
    mount.mount(svg, 300 - 32 * fw, CY, DUN, mount.PRANCE, fw, 1.08, cloth=(GREEN, YELLOW))
    p = _rider(svg, fw, YELLOW, RED, None)
    _reins_hand(svg, p, fw, GREEN, RED)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#2a1a12", "moustache", age="man"))
    hats.plume(svg, p.head[0] - 16, 348, 56, -150, GREEN, -0.4)
    hats.soft_cap(svg, p.head[0], 356, 76, RED, band=RED, lean=-0.4, puff=0.9)
    _raised(svg, p, fw, GREEN, RED, (p.sh_l[0] - 44, 336), 46)
    signs.cup(svg, p.sh_l[0] - 46, 276, 104)
    body.open_hand(svg, p.sh_l[0] - 44, 338, 180, 0.85)


def spade(svg: Svg) -> None:
    floor(svg, BLUE)
    fw = 1
    mount.mount(svg, 300 - 32 * fw, CY, DUN, mount.STRIDE, fw, 1.08, cloth=(YELLOW, GREEN))
    p = _rider(svg, fw, GREEN, RED, None)
    # the reins in his far hand, low before him; the near arm swings the blade up ahead of him
    hand = (p.neck[0] + 20, 566)
    body.arm(svg, p.sh_l, (p.sh_l[0] + 4, 540), hand, RED, cuff=YELLOW)
    mount.reins(svg, [hand, ((hand[0] + 540) / 2, 580), (300 - 32 * fw + fw * 262, 562)])
    body.fist(svg, hand[0] + 8, hand[1] + 2, 0, 0.8, fw)
    dress.band_collar(svg, p.neck[0], 460, 54, YELLOW)
    head(svg, *p.head, p.scale, Head(p.turn, "cropped", "#2a1a12", "goatee", age="man"))
    hats.turban(svg, p.head[0], 360, 78, BLUE, WHITE, RED)
    body.arm(svg, p.sh_r, (p.sh_r[0] + 50, 420), (p.sh_r[0] + 60, 344), RED, cuff=YELLOW)
    _sabre(svg, (p.sh_r[0] + 60, 328))
    body.fist(svg, p.sh_r[0] + 60, 334, -80, 0.85, -1)


def _sabre(svg: Svg, grip: tuple[float, float]) -> None:
    """A broad curved blade, blue, rising from the fist over the rider's head."""
    gx, gy = grip
    blade = [(gx - 14, gy - 10), (gx - 4, gy - 96), (gx + 50, gy - 160), (gx + 170, gy - 184), (gx + 80, gy - 134),
             (gx + 20, gy - 90), (gx + 14, gy - 10)]
    svg.path(d(blade, True), BLUE, KEY, LINE * 0.7)
    svg.path(f"M{gx + 2} {gy - 20} Q{gx + 10} {gy - 110} {gx + 140} {gy - 176}", None, "#9fc0f2", 3)
    svg.path(f"M{gx - 34} {gy - 6} L{gx + 34} {gy - 14}", None, KEY, 12)
    svg.path(f"M{gx - 34} {gy - 6} L{gx + 34} {gy - 14}", None, YELLOW, 7)
    svg.rect(gx - 8, gy, 16, 36, 4, YELLOW, KEY, FINE)


def bastoni(svg: Svg) -> None:
    floor(svg, GREEN)
    fw = -1
    mount.mount(svg, 300 - 32 * fw, CY, DUN, mount.REAR, fw, 1.08, cloth=(YELLOW, RED))
    p = _rider(svg, fw, YELLOW, RED, None)
    _reins_hand(svg, p, fw, GREEN, RED)
    dress.ruff(svg, p.neck[0], 460, 66, 20)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#c9c2b4", soft=True))
    hats.plume(svg, p.head[0] + 18, 346, 58, -30, RED, 0.45)
    hats.broad_hat(svg, p.head[0], 356, 98, GREEN, YELLOW, tilt=8, brim_up=0.5)
    sh = p.sh_r
    body.arm(svg, sh, (sh[0] + 30, 530), (sh[0] + 10, 500), GREEN, cuff=RED)
    signs.club(svg, (sh[0] + 14, 540), (sh[0] + 30, 286), 74)
    body.fist(svg, sh[0] + 14, 504, 90, 0.85, -1)


CAVALLI = {"d": denari, "c": coppe, "s": spade, "b": bastoni}
_ = (DARK_GREEN, LINE)
