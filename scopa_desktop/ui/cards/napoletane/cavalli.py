"""The Napoletane's four Cavalli: riders on horses of four coats, each going its own way, at its own gait and
with its own carriage of the head, a fore leg lifted and bent at the knee on every one, caparisoned as printed (a
studded breast strap round the chest, a crupper to the tail, a bordered cloth), over a tiled floor of the suit's
colour; the reins run from the rider's fist to the bit.

- Denari: a grey pawing, facing left, its head up, the near fore raised a little on its toe; the rider in a gold
  turban holds the coin up high at arm's length.
- Coppe: a bay walking to the right, its head low and its tail swinging; the rider in a red cap holds the cup
  out before him at the height of his shoulder.
- Spade: a dun at a collected trot to the right, the near fore and the far hind raised together; the rider in a
  blue turban swings a curved blade up ahead of him.
- Bastoni: a cream horse with a pale mane stepping high to the left, the near fore raised with its knee up, its
  head bowed; the rider in a broad green hat holds the club upright at his shoulder.
"""

from __future__ import annotations

from dataclasses import replace

from ..south_kit import body, dress, hats, mount
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.horse import Build
from ..south_kit.ink import BLUE, DARK_GREEN, FINE, GREEN, KEY, LINE, RED, WHITE, YELLOW, d, lerp, normals, smooth
from ..svg import Svg
from . import signs

DUN = mount.Coat("#d8c9b0", "#b3a288", "#8c7a60")
BAY = mount.Coat("#b98a5a", "#8e6640", "#4a3020", marks=("blaze",))
GREY_DUN = mount.Coat("#cfc8bc", "#a79f92", "#6e665c", marks=("socks",))
ISABELLA = mount.Coat("#e2c28e", "#c09a62", "#f3e7c8", hoof="#4a3a2a", marks=("blaze",))  # cream, a pale mane
CY = 636  # the horse's barrel
SCALE = 1.14  # the horse's size: as wide as print's, filling the card (was 1.08)
# the gaits as the Napoletane's horses go, the standing hooves set a little before the fetlocks (sloping
# pasterns, not posts): walking with the head low, stepping high, pawing, trotting
HEAD_LOW = replace(mount.WALK, head_drop=10, neck_rise=-12)
# stepping high with the head bowed, as printed: the near fore raised with the knee up and the hoof tucked
# under it, the near hind reaching forward under the belly
BOWED_WALK = mount.Gait(((-114, 50), (-176, 112), (-150, 162), (-168, 180)),
                        ((-90, 50), (-96, 150), (-104, 220), (-116, 250)),
                        ((100, 40), (76, 144), (44, 214), (30, 250)), ((124, 40), (134, 144), (128, 220), (120, 250)),
                        head_drop=56, neck_rise=10, neck_turn=0)
# standing with the head up, pawing: the near fore lifted a little and bent at the knee, its toe resting
PAWING = mount.Gait(((-112, 50), (-146, 140), (-132, 200), (-150, 222)), ((-88, 50), (-86, 150), (-90, 220),
                                                                          (-102, 250)),
                    ((100, 40), (112, 146), (94, 220), (84, 250)), ((124, 40), (132, 144), (120, 220), (112, 250)),
                    head_drop=-6, neck_rise=12)
# a collected trot: the near fore and the far hind raised together, the knee and the hock bent
# a collected trot, the forehand lifted a little (the body tilted up at the front), the head carried high
TROT = mount.Gait(((-114, 50), (-166, 108), (-142, 156), (-160, 172)), ((-88, 50), (-74, 148), (-66, 222),
                                                                         (-78, 254)),
                  ((100, 40), (86, 140), (66, 206), (56, 234)), ((124, 40), (148, 124), (132, 182), (146, 202)),
                  head_drop=-10, neck_rise=12, tilt=6)
# each horse its own make, the necks long and arched as printed: a grey with its head up, a bay with a thick crest
# and a high tail, a rangy dun, and a compact cream horse with a bowed head and its tail knotted up
# the grey a tall, long-backed charger, its belly tucked up and its croup high; the cream a short-coupled cob,
# deep through the girth, its back dipping behind the saddle; all four with print's bulk: big heads, deep chests
# and stout legs (thin-legged and small-headed they stood in a band of paper)
BUILD_D = Build(neck=1.12, arch=1.85, head=1.15, face=38, chest=14, croup=8, tail="tucked", length=1.12, depth=-4,
                sway=-6, bone=1.18)
BUILD_C = Build(neck=1.15, arch=2.0, head=1.15, face=34, chest=12, mane="crested", tail="high", length=0.98, depth=20,
                sway=6, bone=1.2)
BUILD_S = Build(neck=1.22, arch=1.7, head=1.12, face=46, chest=8, croup=10, length=1.1, depth=-2, sway=-4, bone=1.18)
BUILD_B = Build(neck=0.95, arch=2.2, head=1.2, face=30, chest=20, croup=-6, mane="crested", tail="knotted",
                length=0.88, depth=30, sway=16, bone=1.22)

def floor(svg: Svg, colour: str) -> None:
    """The tiled floor under the horse: a slanted slab of the suit's colour ruled into tiles."""
    x0, x1, y0, y1 = 104, 474, 884, 918
    svg.path(d([(x0 + 20, y0), (x1 + 14, y0), (x1 - 14, y1), (x0 - 6, y1)], True), colour, KEY, 3)
    svg.path(" ".join(f"M{x + 20} {y0 + 3} L{x - 4} {y1 - 3}" for x in range(x0 + 60, x1, 62)), None, KEY, 2)
    svg.path(f"M{x0 + 8} {(y0 + y1) / 2} L{x1} {(y0 + y1) / 2}", None, KEY, 1.4, 0.8)


def _rider(svg: Svg, fw: int, top: str, hose: str, boot: str | None) -> Pose:
    """The rider seated over the horse's back (fw: the way the horse faces), his near leg down its side; returns
    his pose (the arms are each card's own)."""
    hx = _horse_x(fw) - 8 * fw
    # turned three-quarters with his horse, as printed: the shoulders narrowed and drawn round towards the way
    # the horse goes (the near one forward, the far one behind, a little higher), the face turned with them
    near, far = hx + fw * 30, hx - fw * 16
    sh_l, sh_r = ((far, 470), (near, 476)) if fw > 0 else ((near, 476), (far, 470))
    p = Pose(head=(hx + fw * 8, 398), turn=0.7 * fw, neck=(hx + fw * 7, 458), sh_l=sh_l, sh_r=sh_r,
             el_l=(hx - 60, 530), el_r=(hx + 60, 530), wr_l=(hx - 54, 572), wr_r=(hx + 54, 572),
             waist=(hx + fw * 6, 552), hip_l=(hx - 30, 590), hip_r=(hx + 30, 590), kn_l=(hx, 660), kn_r=(hx, 660),
             an_l=(hx, 760), an_r=(hx, 760), scale=0.78)
    dress.doublet(svg, p, top, trim=YELLOW, hem=586, flare=42, waist_w=28, buttons=False, folds=False)
    # the doublet's front edge, off the middle towards the turn: the chest seen from the side it turns to
    svg.path(d(smooth([(p.neck[0] + fw * 10, 462), (p.waist[0] + fw * 14, 520), (p.waist[0] + fw * 16, 582)], 4)),
             None, KEY, FINE, 0.9)
    mount.rider_leg(svg, (hx - fw * 34, 584), (hx + fw * 62, 652), (hx + fw * 34, 772), hose, boot, fw)
    return p


def _reins_hand(svg: Svg, p: Pose, fw: int, sleeve: str, cuff: str, bit: tuple[float, float]) -> None:
    """The near arm bent before the body, its fist holding the reins that run to the bit."""
    sh = p.sh_r if fw > 0 else p.sh_l
    hand = (sh[0] + fw * 44, sh[1] + 72)
    body.arm(svg, sh, (sh[0] - fw * 12, sh[1] + 58), hand, sleeve, cuff=cuff)
    mount.reins(svg, [hand, ((hand[0] + bit[0]) / 2, max(hand[1], bit[1]) + 18), bit])
    body.fist(svg, hand[0] + fw * 8, hand[1] + 2, 0, 0.8, fw)


def _horse_x(fw: int) -> float:
    """Where the horse's back is across the card: facing left, its tail is kept clear of the corner index."""
    return 300 - (12 if fw < 0 else 32) * fw  # facing left, the bigger horse set in from the edge by its muzzle


def _horse(svg: Svg, fw: int, coat: mount.Coat, gait: mount.Gait, cloth: tuple[str, str], build: Build,
           housing: str = "", cut: tuple[float, float] = (0.9, 0.74)) -> tuple[float, float]:
    """The horse under the rider, caparisoned as printed (a studded breast strap and crupper in the cloth's trim);
    returns where its bit is."""
    x = _horse_x(fw)
    mount.mount(svg, x, CY, coat, gait, fw, SCALE, cloth=cloth, build=build, trappings=(cloth[1], WHITE),
                housing=housing, cut=cut)
    return mount.bit_point(x, CY, coat, gait, fw, SCALE, build=build)


def _raised(svg: Svg, p: Pose, fw: int, sleeve: str, cuff: str, hand: tuple[float, float], elbow_out: float = 50
            ) -> None:
    """The far arm raised, its hand at `hand` (what it holds is drawn by the card)."""
    sh = p.sh_l if fw > 0 else p.sh_r
    out = -fw
    body.arm(svg, sh, (sh[0] + out * elbow_out, (sh[1] + hand[1]) / 2 + 10), hand, sleeve, cuff=cuff)


def denari(svg: Svg) -> None:
    floor(svg, YELLOW)
    fw = -1
    bit = _horse(svg, fw, GREY_DUN, PAWING, (RED, YELLOW), BUILD_D, "rings")
    p = _rider(svg, fw, GREEN, RED, YELLOW)
    _reins_hand(svg, p, fw, RED, YELLOW, bit)
    head(svg, *p.head, p.scale, Head(p.turn, "cropped", "#6b4a2a", "moustache", age="man"))
    hats.turban(svg, p.head[0], 360, 76, YELLOW, RED)
    # the coin held up beside his head on a bent arm, the elbow out (not on a stiff arm straight up)
    _raised(svg, p, fw, RED, YELLOW, (p.sh_r[0] + 44, 316), 62)
    signs.coin(svg, p.sh_r[0] + 48, 244, 116)
    body.fist(svg, p.sh_r[0] + 44, 308, -90, 0.85, -1)


def coppe(svg: Svg) -> None:
    floor(svg, RED)
    with svg.group("translate(12 0)"):  # his horse's swinging tail kept off the card's left edge
        _coppe(svg)


def _coppe(svg: Svg) -> None:
    fw = 1
    bit = _horse(svg, fw, BAY, HEAD_LOW, (GREEN, YELLOW), BUILD_C, "diaper")
    p = _rider(svg, fw, YELLOW, RED, None)
    # the cup held out before him at the height of his shoulder, the reins in the same hand's fellow, low
    sh = p.sh_r
    body.arm(svg, sh, (sh[0] + 52, sh[1] - 14), (sh[0] + 70, sh[1] - 88), GREEN, cuff=RED)
    signs.cup(svg, sh[0] + 74, sh[1] - 150, 104)
    body.open_hand(svg, sh[0] + 74, sh[1] - 84, 180, 0.85, -1)
    hand = (p.neck[0] + 6, 566)
    body.arm(svg, p.sh_l, (p.sh_l[0] + 2, 540), hand, GREEN, cuff=RED)
    mount.reins(svg, [hand, ((hand[0] + bit[0]) / 2, max(hand[1], bit[1]) + 20), bit])
    body.fist(svg, hand[0] + 8, hand[1] + 2, 0, 0.8, fw)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#2a1a12", "moustache", age="man"))
    hats.plume(svg, p.head[0] - 16, 348, 56, -150, GREEN, -0.4)
    hats.soft_cap(svg, p.head[0], 356, 76, RED, band=RED, lean=-0.4, puff=0.9)


def spade(svg: Svg) -> None:
    floor(svg, BLUE)
    fw = 1
    bit = _horse(svg, fw, DUN, TROT, (YELLOW, GREEN), BUILD_S, "zigzag")
    p = _rider(svg, fw, GREEN, RED, None)
    # the reins in his far hand, low before him; the near arm swings the blade up ahead of him
    hand = (p.neck[0] + 20, 566)
    body.arm(svg, p.sh_l, (p.sh_l[0] + 4, 540), hand, RED, cuff=YELLOW)
    mount.reins(svg, [hand, ((hand[0] + bit[0]) / 2, max(hand[1], bit[1]) + 18), bit])
    body.fist(svg, hand[0] + 8, hand[1] + 2, 0, 0.8, fw)
    dress.band_collar(svg, p.neck[0], 460, 54, YELLOW)
    head(svg, *p.head, p.scale, Head(p.turn, "cropped", "#2a1a12", "goatee", age="man"))
    hats.turban(svg, p.head[0], 360, 78, BLUE, WHITE, RED)
    body.arm(svg, p.sh_r, (p.sh_r[0] + 50, 420), (p.sh_r[0] + 60, 344), RED, cuff=YELLOW)
    _sabre(svg, (p.sh_r[0] + 60, 328))
    body.fist(svg, p.sh_r[0] + 60, 334, -80, 0.85, -1)


def _sabre(svg: Svg, grip: tuple[float, float]) -> None:
    """A broad scimitar, blue, rising from the fist over the rider's head in one smooth curve that widens towards
    the point, its edge on the outside of the curve, a gold cross-guard and grip."""
    gx, gy = grip
    spine = [(gx + 4 + 118 * t * t, gy - 14 - 200 * t + 40 * t * t * t) for t in (k / 12 for k in range(13))]
    widths = [20 + 26 * (k / 12) ** 1.5 for k in range(13)]
    ns = normals(spine)
    back = [(x + nx * 2, y + ny * 2) for (x, y), (nx, ny) in zip(spine, ns, strict=True)]
    edge = [(x - nx * w, y - ny * w) for (x, y), (nx, ny), w in zip(spine, ns, widths, strict=True)]
    # the point: the edge sweeps up to meet the back in a clipped tip
    tip = (spine[-1][0] + 16, spine[-1][1] + 6)
    blade = [*back[:-1], tip, *edge[-2::-1]]
    svg.path(d(blade, True), BLUE, KEY, LINE * 0.7)
    svg.path(d(smooth([lerp(back[1], edge[1], 0.3), lerp(back[6], edge[6], 0.3), lerp(back[11], edge[11], 0.3)],
                      4)), None, "#9fc0f2", 3)
    svg.path(f"M{gx - 30} {gy - 2} L{gx + 36} {gy - 12}", None, KEY, 12)
    svg.path(f"M{gx - 30} {gy - 2} L{gx + 36} {gy - 12}", None, YELLOW, 7)
    svg.rect(gx - 8, gy, 16, 36, 4, YELLOW, KEY, FINE)


def bastoni(svg: Svg) -> None:
    floor(svg, GREEN)
    fw = -1
    bit = _horse(svg, fw, ISABELLA, BOWED_WALK, (YELLOW, RED), BUILD_B, "lattice")
    p = _rider(svg, fw, YELLOW, RED, None)
    _reins_hand(svg, p, fw, GREEN, RED, bit)
    dress.ruff(svg, p.neck[0], 460, 66, 20)
    head(svg, *p.head, p.scale, Head(p.turn, "bob", "#7a5030", soft=True))
    hats.plume(svg, p.head[0] + 18, 346, 58, -30, RED, 0.45)
    hats.broad_hat(svg, p.head[0], 356, 98, GREEN, YELLOW, tilt=8, brim_up=0.5)
    sh = p.sh_r
    x = sh[0] + 22  # the club held out beside him, clear of his turned face
    body.arm(svg, sh, (x + 36, 530), (x + 10, 500), GREEN, cuff=RED)
    signs.club(svg, (x + 14, 540), (x + 30, 286), 74)
    body.fist(svg, x + 14, 504, 90, 0.85, -1)


CAVALLI = {"d": denari, "c": coppe, "s": spade, "b": bastoni}
_ = (DARK_GREEN, LINE)
