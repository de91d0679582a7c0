"""The Siciliane's four cavaliers on grey donkeys (the "scecchi"), long-eared, pale-muzzled, a dark stripe over the
shoulders; the riders in hats and short tunics, each holding his suit his own way.

- Denari: standing square to the left, braying with the neck set forward and the muzzle out front, the grey lower
  jaw with its pale lip dropped from the hinge under the cheek, both long ears up (clear of the rider's hat brim), a
  short dark brush of mane; the coin held up in front.
- Coppe: grazing to the left, its head hung down before its chest to the grass, a fore leg forward; the cup raised
  high.
- Spade: a small, short-coupled, lean jack trotting to the left, its head up, a fore and a hind leg lifted; the
  sword thrust out ahead over the donkey's head.
- Bastoni: a sway-backed, pot-bellied old jack plodding to the right, its head carried low and forward and its
  ears laid back; the club on the shoulder.

The reins run from the rider's fist to the bit.
"""

from __future__ import annotations

from dataclasses import replace

from ..south_kit import body, dress, hats, horse, mount
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BLUE, BROWN, GREEN, RED, WHITE, YELLOW
from ..svg import Svg
from . import signs

SCECCU = mount.Coat("#a9a49c", "#8a857d", "#3e3a36", donkey=True, pale="#e9e4da", marks=("cross",))
DUN_SCECCU = mount.Coat("#b8a48a", "#98846a", "#4a3a2a", donkey=True, pale="#efe6d6", marks=("cross",))
DARK_SCECCU = mount.Coat("#8e8a86", "#716d69", "#2e2a28", donkey=True, pale="#e4ded4", marks=("cross",))
CY = 660
# the four donkeys' gaits: braying, grazing, trotting (and the kit's stride)
_STAND = mount.STAND
# braying: planted square with the fore legs braced forward, the neck set forward at the withers' usual slope and
# the muzzle out front (thrown up, the neck stood like a rearing horse's and the ears lay back into the rider's jaw)
BRAY = mount.Gait(((-112, 50), (-126, 150), (-134, 222), (-140, 250)), ((-88, 50), (-96, 150), (-102, 222),
                                                                          (-106, 250)),
                  ((100, 40), (134, 146), (128, 222), (126, 250)), ((124, 40), (152, 144), (150, 222), (150, 250)),
                  head_drop=0, neck_rise=8, neck_turn=0)
# grazing: the neck reaching down so the head hangs before the chest, clear of the fore legs (with the muzzle at
# the hooves the head was lost among them at 90 px), one fore leg forward, the hind legs under it
GRAZE = mount.Gait(((-112, 50), (-146, 150), (-164, 222), (-176, 250)), ((-88, 50), (-84, 150), (-80, 222),
                                                                           (-82, 250)),
                   ((100, 40), (112, 146), (98, 222), (94, 250)), ((124, 40), (150, 144), (150, 222), (150, 250)),
                   head_drop=20, neck_turn=100)
TROT = mount.Gait(((-114, 50), (-164, 118), (-152, 174), (-170, 192)), ((-88, 50), (-84, 150), (-86, 222), (-90, 250)),
                  ((100, 40), (112, 146), (96, 222), (90, 250)), ((124, 40), (150, 132), (140, 190), (148, 210)),
                  head_drop=-6, neck_rise=4)
# each its own make: a long-necked grey jack, a heavy-headed dun, a small quick black-grey, a stocky plodder
BUILD_D = horse.Build(neck=0.78, arch=0.2, head=1.02, face=60, chest=-8, croup=-10, mane="brush", tail="tuft",
                      ears=2.07, length=0.9, depth=10, bone=1.35)  # ears 2.3 touched the rider's hat brim
BUILD_C = horse.Build(neck=0.9, arch=0.5, head=1.35, face=56, chest=4, croup=-4, mane="hogged", tail="tuft", ears=1.7,
                      depth=10, bone=1.35)
BUILD_S = horse.Build(neck=0.84, arch=0.6, head=1.0, face=46, chest=-12, croup=4, mane="hogged", tail="tuft",
                      ears=2.0, length=0.84, depth=0, sway=-6, bone=1.3)
BUILD_B = horse.Build(neck=0.8, arch=0.15, head=1.3, face=62, chest=16, croup=-14, mane="hogged", tail="tuft",
                      ears=2.2, length=0.98, depth=24, sway=18, ears_back=0.8, bone=1.4)
# the small jack's short body carries its hind legs nearer the middle (the gait's are set for the usual barrel: their
# thighs' tops stood out behind his shorter quarters, a grey spill past the outline)
TROT_S = replace(TROT, **{leg: tuple((x * BUILD_S.length - 6, y) for x, y in getattr(TROT, leg))
                          for leg in ("near_hind", "far_hind")})
# plodding: a long slow walk with the head hung low, the near fore planted well forward, the near hind pushing off
# behind on its toe, the far hind stepping under the belly (the head carried low and forward, not hung: hung, its
# muzzle ran under the 90 px corner index)
PLOD = mount.Gait(((-112, 50), (-140, 150), (-150, 222), (-160, 250)), ((-88, 50), (-80, 150), (-74, 222),
                                                                          (-76, 250)),
                  ((100, 40), (140, 142), (150, 214), (166, 244)), ((124, 40), (110, 146), (86, 222), (80, 250)),
                  head_drop=14, neck_rise=0, neck_turn=0)

def _cx(fw: int) -> float:
    return 300 - (6 if fw < 0 else 30) * fw


def _rider(svg: Svg, fw: int, tunic: str, hose: str, boot: str) -> Pose:
    hx = _cx(fw) - fw * 10
    p = Pose(head=(hx + fw * 4, 420), turn=0.35 * fw, neck=(hx, 480), sh_l=(hx - 36, 496), sh_r=(hx + 36, 496),
             el_l=(hx - 60, 552), el_r=(hx + 60, 552), wr_l=(hx - 54, 590), wr_r=(hx + 54, 590),
             waist=(hx, 570), hip_l=(hx - 30, 606), hip_r=(hx + 30, 606), kn_l=(hx, 660), kn_r=(hx, 660),
             an_l=(hx, 760), an_r=(hx, 760), scale=0.78)
    dress.doublet(svg, p, tunic, trim=YELLOW, hem=608, flare=44, waist_w=32, buttons=False, folds=False)
    mount.rider_leg(svg, (hx - fw * 34, 604), (hx + fw * 58, 664), (hx + fw * 32, 764), hose, boot, fw)
    return p


def _donkey(svg: Svg, fw: int, coat: mount.Coat, gait: mount.Gait, cloth: tuple[str, str], build: horse.Build,
            bray: bool = False) -> tuple[float, float]:
    """The donkey under the rider; returns where its bit is."""
    mount.mount(svg, _cx(fw), CY, coat, gait, fw, 1.0, cloth=cloth, build=build, bray=bray)
    return mount.bit_point(_cx(fw), CY, coat, gait, fw, 1.0, build=build)


def _reins(svg: Svg, p: Pose, fw: int, sleeve: str, bit: tuple[float, float]) -> None:
    sh = p.sh_r if fw > 0 else p.sh_l
    hand = (sh[0] + fw * 42, sh[1] + 70)
    body.arm(svg, sh, (sh[0] - fw * 12, sh[1] + 56), hand, sleeve, cuff=WHITE)
    mount.reins(svg, [hand, ((hand[0] + bit[0]) / 2, max(hand[1], bit[1]) + 16), bit])
    body.fist(svg, hand[0] + fw * 8, hand[1] + 2, 0, 0.8, fw)


def denari(svg: Svg) -> None:
    fw = -1
    bit = _donkey(svg, fw, SCECCU, BRAY, (RED, YELLOW), BUILD_D, bray=True)
    p = _rider(svg, fw, BLUE, YELLOW, BROWN)  # yellow hose: a red thigh was lost on the red saddle cloth
    head(svg, *p.head, p.scale, Head(p.turn, "bob", BROWN, soft=True))
    hats.broad_hat(svg, p.head[0], 384, 96, RED, YELLOW, tilt=-8, brim_up=0.4)
    _reins(svg, p, fw, BLUE, bit)
    sh = p.sh_r
    body.arm(svg, sh, (sh[0] + 30, 440), (sh[0] + 10, 370), BLUE, cuff=WHITE)
    signs.coin(svg, sh[0] + 10, 300, 116)
    body.fist(svg, sh[0] + 10, 360, -90, 0.85, -1)


def coppe(svg: Svg) -> None:
    # facing left, so the grazing head hangs at the bottom-left, where no corner index stands
    fw = -1
    bit = _donkey(svg, fw, DUN_SCECCU, GRAZE, (BLUE, RED), BUILD_C)
    p = _rider(svg, fw, RED, YELLOW, BROWN)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#2a1a12", "moustache", age="man"))
    hats.plume(svg, p.head[0] - fw * 14, 372, 56, -40, WHITE, 0.4)
    hats.soft_cap(svg, p.head[0], 384, 80, GREEN, band=YELLOW, lean=0.4, puff=0.8)
    _reins(svg, p, fw, RED, bit)
    sh = p.sh_r
    body.arm(svg, sh, (sh[0] + 46, 440), (sh[0] + 24, 374), RED, cuff=WHITE)
    signs.cup(svg, sh[0] + 24, 312, 106)  # raised high on the far side from the top corner's index
    body.open_hand(svg, sh[0] + 24, 376, 180, 0.85)


def spade(svg: Svg) -> None:
    fw = -1
    bit = _donkey(svg, fw, DARK_SCECCU, TROT_S, (GREEN, YELLOW), BUILD_S)
    p = _rider(svg, fw, YELLOW, BLUE, BROWN)
    head(svg, *p.head, p.scale, Head(p.turn, "cropped", "#2a1a12", "goatee", age="man"))
    hats.helmet(svg, p.head[0], 388, 84, "#c9c6cf", RED, fw)
    _reins(svg, p, fw, YELLOW, bit)
    # the sword arm raised behind his helmet, the blade brandished up over it: his face stays clear
    sh = p.sh_r
    body.arm(svg, sh, (sh[0] + 44, 420), (sh[0] + 20, 330), YELLOW, cuff=WHITE)
    signs.sword(svg, (sh[0] + 16, 318), (sh[0] - 26, 156), 28)  # short of the top edge at the larger scale
    body.fist(svg, sh[0] + 18, 322, -100, 0.85, -1)


def bastoni(svg: Svg) -> None:
    fw = 1
    bit = _donkey(svg, fw, SCECCU, PLOD, (YELLOW, GREEN), BUILD_B)
    p = _rider(svg, fw, GREEN, RED, BROWN)
    sh = p.sh_l
    # the club on his shoulder, its head rising behind his own (drawn before it, so his face stays whole and the
    # club's head clear of the 90 px corner index), gripped at his chest
    signs.club(svg, (sh[0] - 6, 560), (sh[0] - 20, 300), 64)
    head(svg, *p.head, p.scale, Head(p.turn, "long", "#c9a060", soft=True))
    hats.broad_hat(svg, p.head[0], 384, 96, BLUE, RED, tilt=8, brim_up=0.5)
    # his sleeves gold on the green tunic, so the arm gripping the club reads from shoulder to fist
    _reins(svg, p, fw, YELLOW, bit)
    body.arm(svg, sh, (sh[0] - 44, 562), (sh[0] - 16, 548), YELLOW, cuff=WHITE, thick=0.85)  # the elbow out
    body.fist(svg, sh[0] - 7, 548, 80, 0.85)


CAVALLI = {"d": denari, "c": coppe, "s": spade, "b": bastoni}
