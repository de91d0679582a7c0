"""The Sarde's four cavaliers ("su caddu"), each on a horse of its own coat and gait:

- Oros: a white horse walking to the right, the rider in a plumed hat holding the coin up.
- Copas: a bay rearing, facing left, the rider lifting the cup.
- Espadas: a black horse striding to the right, its long tail falling from the end of the quarters, the rider in
  full armour and a plumed helmet, his sword raised.
- Bastos: a chestnut at rest, facing left, a hind leg cocked and its head low, the hocks angled, the rider with the
  club on his shoulder.

The reins run from the rider's fist to the bit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..south_kit import body, dress, hats, horse, mount
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, DARK_GREEN, GREEN, GREY, KEY, LINE, RED, WHITE, YELLOW
from ..svg import Point, Svg
from . import seat, signs, stance

WHITE_HORSE = mount.Coat("#f2eee4", "#cfc8b8", "#cfc8b8", marks=())
BAY = mount.Coat("#a0602e", "#7a4620", "#2a1a12", marks=("blaze",))
BLACK_HORSE = mount.Coat("#3a3640", "#26242a", "#141216", hoof="#111")
CHESTNUT = mount.Coat("#c07a3a", "#995a26", "#8a4a1a", marks=("blaze",))
# Spanish horses, short-coupled, deep in the chest and the girth, the belly let down, stout in the bone, the neck
# thick and arched: each its own make (the lean usual build stood small and long-legged beside the Siciliane's
# donkeys); shorter in the barrel, so that grown as a whole they fill more of the card without reaching further
# into the corners' numbers
BUILD_D = horse.Build(arch=1.4, head=1.05, face=44, chest=16, depth=14, bone=1.3, croup=4, length=0.9)
BUILD_C = horse.Build(neck=0.95, arch=1.3, head=1.05, chest=14, depth=10, bone=1.3, mane="crested", length=0.9)
BUILD_S = horse.Build(arch=1.6, head=1.0, face=40, chest=18, depth=12, bone=1.35, mane="crested", tail="long",
                      length=0.9, croup=-3)
KNOTTED = horse.Build(head=1.1, face=54, chest=14, depth=4, bone=1.35, tail="swept", length=0.88)

# a long stride, the near fore reaching a little less far (at the larger size its hoof ran into the corner's number)
STRIDE = replace(mount.STRIDE, near_fore=((-114, 50), (-154, 136), (-162, 214), (-174, 246)),
                 far_hind=((104, 40), (158, 132), (178, 214), (186, 248)))


def _fit(gait: mount.Gait, build: horse.Build) -> mount.Gait:
    """The gait's hind legs drawn in under a shorter barrel (set for the usual one, their tops would stand out
    behind the quarters)."""
    return replace(gait, **{leg: tuple((x * build.length - 4 * (x > 60), y) for x, y in getattr(gait, leg))
                            for leg in ("near_hind", "far_hind")})


GROW = 1.12  # horse and rider together, grown from the hooves' line
CY = 640
# at rest: the near fore set forward, the knee bent and the cannon angled back, its hoof tipped on the toe; the far
# fore upright under the weight; the near hind cocked on its toe forward under the belly, its cannon sloping forward
# from the hock, the far hind behind it; the head low
REST = mount.Gait(((-112, 50), (-156, 134), (-134, 204), (-148, 238)), ((-88, 50), (-78, 150), (-70, 222),
                                                                       (-76, 250)),
                  ((96, 40), (146, 150), (104, 208), (108, 240)), ((114, 40), (170, 144), (152, 222), (150, 250)),
                  head_drop=22, neck_rise=-12)


def _cx(fw: int) -> float:
    """Where the horse's back is across the card: facing left, its tail is kept clear of the corner number."""
    return 300 - (12 if fw < 0 else 32) * fw


def _rider(svg: Svg, fw: int, tunic: str, hose: str, boot: str) -> Pose:
    hx = _cx(fw) - fw * 8
    p = Pose(head=(hx + fw * 4, 398), turn=0.3 * fw, neck=(hx, 458), sh_l=(hx - 36, 474), sh_r=(hx + 36, 474),
             el_l=(hx - 60, 530), el_r=(hx + 60, 530), wr_l=(hx - 54, 572), wr_r=(hx + 54, 572),
             waist=(hx, 552), hip_l=(hx - 30, 590), hip_r=(hx + 30, 590), kn_l=(hx, 660), kn_r=(hx, 660),
             an_l=(hx, 760), an_r=(hx, 760), scale=0.78)
    # the thigh sloping about 19 degrees to the knee forward over the flap (at 35 it dropped the knee towards the
    # horse's elbow)
    hip, knee = (hx - fw * 34, 590), (hx + fw * 64, 624)
    dress.doublet(svg, p, tunic, trim=YELLOW, hem=586, flare=42, waist_w=32, buttons=False, folds=False)
    mount.rider_leg(svg, hip, knee, (hx + fw * 34, 760), hose, boot, fw)
    seat.cantle(svg, hip, knee, fw)
    seat.thigh(svg, hip, knee, hose, fw)
    return p


def _horse(svg: Svg, fw: int, coat: mount.Coat, gait: mount.Gait, cloth: tuple[str, str],
           build: horse.Build | None = None) -> tuple[float, float]:
    """The horse under the rider; returns where its bit is."""
    mount.mount(svg, _cx(fw), CY, coat, gait, fw, 1.08, cloth=cloth, build=build)
    return mount.bit_point(_cx(fw), CY, coat, gait, fw, 1.08, build)


ELBOW = (-6, 556, 80, 540)  # the rein arm's elbow (from the shoulder, and its height) and fist (from the neck)


def _capped_arm(svg: Svg, sh: Point, elbow: Point, wrist: Point, sleeve: str) -> None:
    """The kit's arm with its shoulder end rounded under a cap half the sleeve wide (cut square, it stood out
    from the shoulder line as a flat lid)."""
    svg.circle(sh[0], sh[1] + 4, 23, sleeve, KEY, LINE)
    body.arm(svg, sh, elbow, wrist, sleeve, cuff=WHITE)
    svg.circle(sh[0], sh[1] + 4, 20.5, sleeve, None, 0)


def _reins(svg: Svg, p: Pose, fw: int, sleeve: str, bit: tuple[float, float]) -> None:
    """The rein arm: the upper arm hanging from a rounded shoulder to the elbow by the hip, the forearm angled
    forward to the fist (elbow high under the shoulder and the fist close by, it drew as one square slab, a board
    held to the chest)."""
    sh = p.sh_r if fw > 0 else p.sh_l
    hand = (p.neck[0] + fw * ELBOW[2], ELBOW[3])
    elbow = (sh[0] + fw * ELBOW[0], ELBOW[1])
    svg.circle(sh[0], sh[1] + 4, 23, sleeve, KEY, LINE)  # the shoulder's cap, half the sleeve wide
    stance.bent_arm(svg, sh, elbow, hand, sleeve, WHITE)
    svg.circle(sh[0], sh[1] + 4, 20.5, sleeve, None, 0)  # the arm's square top hidden under the cap
    mount.reins(svg, [hand, ((hand[0] + bit[0]) / 2, max(hand[1], bit[1]) + 16), bit])
    body.fist(svg, hand[0] + fw * 8, hand[1] + 2, 0, 0.8, fw)


def oros(svg: Svg) -> None:
    fw = 1
    # a yellow saddle cloth: on a red one, his red thigh was lost
    bit = _horse(svg, fw, WHITE_HORSE, _fit(mount.WALK, BUILD_D), (YELLOW, BLUE), BUILD_D)
    p = _rider(svg, fw, BLUE, RED, BROWN)
    _reins(svg, p, fw, BLUE, bit)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#5a3a22", "moustache", age="man"))
    hats.plume(svg, p.head[0] - 10, 350, 60, -150, RED, -0.4)
    hats.broad_hat(svg, p.head[0], 360, 94, BLUE, RED, tilt=-6, brim_up=0.6)
    sh = p.sh_l
    _capped_arm(svg, sh, (sh[0] - 38, 408), (sh[0] - 6, 334), BLUE)
    # held high over his hat's brim, in from the card's side: clear of the corner number's plaque at 90 px
    signs.coin(svg, sh[0] - 2, 268, 112)
    body.fist(svg, sh[0] - 5, 328, -90, 0.85)


def copas(svg: Svg) -> None:
    fw = -1
    bit = _horse(svg, fw, BAY, _fit(mount.REAR, BUILD_C), (GREEN, YELLOW), BUILD_C)
    p = _rider(svg, fw, RED, YELLOW, BROWN)
    _reins(svg, p, fw, RED, bit)
    head(svg, *p.head, p.scale, Head(p.turn, "curls", "#2a1a12", eyes="almond", nose="aquiline", mouth="set",
                                     shape="long"))
    hats.helmet(svg, p.head[0], 364, 80, "#e8c040", BLUE, fw)
    sh = p.sh_r
    _capped_arm(svg, sh, (sh[0] + 40, 420), (sh[0] + 36, 350), RED)
    signs.cup(svg, sh[0] + 36, 290, 110)
    body.open_hand(svg, sh[0] + 36, 352, 180, 0.85, -1)


def espadas(svg: Svg) -> None:
    fw = 1
    bit = _horse(svg, fw, BLACK_HORSE, _fit(STRIDE, BUILD_S), (RED, YELLOW), BUILD_S)
    hx = _cx(fw) - fw * 8
    p = Pose(head=(hx + fw * 4, 398), turn=0.3, neck=(hx, 458), sh_l=(hx - 40, 474), sh_r=(hx + 40, 474),
             el_l=(hx - 60, 530), el_r=(hx + 60, 530), wr_l=(hx - 54, 572), wr_r=(hx + 54, 572),
             waist=(hx, 546), hip_l=(hx - 30, 590), hip_r=(hx + 30, 590), kn_l=(hx, 660), kn_r=(hx, 660),
             an_l=(hx, 760), an_r=(hx, 760), scale=0.78)
    dress.cuirass(svg, p, YELLOW, tassets=2)
    mount.rider_leg(svg, (hx - 34, 584), (hx + 62, 652), (hx + 34, 772), dress.STEEL, GREY, fw)
    _reins(svg, p, fw, dress.STEEL, bit)
    head(svg, *p.head, p.scale, Head(p.turn, "cropped", "#2a1a12", "goatee", age="man"))
    hats.helmet(svg, p.head[0], 364, 82, dress.STEEL, WHITE, fw)
    sh = p.sh_l
    body.arm(svg, sh, (sh[0] - 40, 420), (sh[0] - 24, 348), dress.STEEL, cuff=YELLOW)
    signs.sword(svg, (sh[0] - 24, 332), (sh[0] + 34, 134), 24)  # clear of the small corner index
    body.fist(svg, sh[0] - 24, 340, -70, 0.85)


def bastos(svg: Svg) -> None:
    fw = -1
    # the tail swept in towards the hocks: a full fall would reach the bottom corner's number (a plaque); knotted
    # up with a ribbon, it read as a strap end poking through the tail
    bit = _horse(svg, fw, CHESTNUT, _fit(REST, KNOTTED), (BLUE, RED), KNOTTED)
    p = _rider(svg, fw, GREEN, RED, BROWN)
    _reins(svg, p, fw, DARK_GREEN, bit)  # the sleeves a step darker than the tunic: not green lost on green
    # a short beard: the young riders (and the knaves) read as one youth's face
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#8a5a2b", "full", age="man", eyes="almond", nose="straight",
                                     shape="oval"))
    hats.plume(svg, p.head[0] + 10, 352, 56, -40, YELLOW, 0.4)
    hats.soft_cap(svg, p.head[0], 360, 80, RED, band=YELLOW, lean=0.4, puff=0.8)
    sh = p.sh_r
    body.arm(svg, sh, (sh[0] + 30, 530), (sh[0] + 10, 500), DARK_GREEN, cuff=WHITE)
    signs.club(svg, (sh[0] + 14, 540), (sh[0] + 60, 286), 74)
    body.fist(svg, sh[0] + 14, 504, 90, 0.85, -1)


def _grown(draw: Callable[[Svg], None], dx: float, grow: float = GROW) -> Callable[[Svg], None]:
    """`draw` grown by `grow` from the hooves' line, shifted `dx` (away from the bottom corner's number)."""
    def grown(svg: Svg) -> None:
        with svg.group(f"translate({300 + dx} 906) scale({grow}) translate(-300 -906)"):
            draw(svg)
    return grown


# the 9b less (its swept tail and cocked hind hoof reached the bottom corner's number at 600 px: a plaque)
CAVALLI = {"d": _grown(oros, -8, 1.08), "c": _grown(copas, 12, 1.09), "s": _grown(espadas, 6, 1.07),
           "b": _grown(bastos, 2, 1.03)}
