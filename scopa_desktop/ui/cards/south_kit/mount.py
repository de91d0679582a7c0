"""Horses and donkeys with real anatomy, in profile: a barrel and a neck in one silhouette, a head with its jaw,
ears and eye, four jointed legs (elbow, knee, fetlock and hoof in front; stifle, hock, fetlock and hoof behind),
a mane and a tail; the saddle cloth, the bridle and reins; and the seated rider's near leg.

A mount is drawn facing the viewer's left around the middle of its back (x, y) and mirrored for the right. A
`Gait` places the hooves: each leg a list of joints from the body down to the hoof, in the mount's own units.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..svg import Point, Svg, f
from .ink import FINE, HATCH, KEY, LINE, WHITE, d, edge_hatch, lerp, smooth, smooth_loop, taper, tube_outline

Leg = tuple[Point, Point, Point, Point]  # from the body: elbow or stifle, knee or hock, fetlock, hoof


@dataclass(frozen=True)
class Gait:
    """Where the legs go: near and far fore, near and far hind (each from its top joint to the hoof), and the
    head's carriage (`head_drop` lowers the muzzle, `neck_rise` lifts the poll)."""

    near_fore: Leg
    far_fore: Leg
    near_hind: Leg
    far_hind: Leg
    head_drop: float = 0.0
    neck_rise: float = 0.0
    tilt: float = 0.0  # the whole body's rise at the front, in degrees (a rearing horse)
    neck_turn: float = 0.0  # the neck and head lowered about the withers, in degrees (grazing); negative raises


STAND = Gait(((-112, 50), (-116, 150), (-114, 222), (-118, 250)), ((-88, 50), (-86, 150), (-84, 222), (-88, 250)),
             ((100, 40), (128, 146), (118, 222), (114, 250)), ((124, 40), (148, 144), (142, 222), (140, 250)))
# walking: the near fore lifted and bent at the knee, the far hind reaching forward under the body
WALK = Gait(((-114, 50), (-150, 132), (-132, 190), (-148, 206)), ((-88, 50), (-80, 150), (-76, 222), (-80, 250)),
            ((100, 40), (118, 148), (104, 222), (98, 250)), ((124, 40), (158, 140), (166, 220), (168, 250)))
# a high step: the near fore raised to the chest, the head tucked, the hind legs set under
PRANCE = Gait(((-116, 46), (-178, 100), (-160, 152), (-180, 164)), ((-90, 50), (-86, 150), (-90, 222), (-94, 250)),
              ((100, 40), (110, 146), (90, 222), (82, 250)), ((124, 40), (150, 142), (148, 222), (146, 250)),
              head_drop=-14, neck_rise=8)
# a long stride: fore and hind legs reaching apart
STRIDE = Gait(((-114, 50), (-160, 134), (-172, 214), (-188, 246)), ((-88, 50), (-72, 148), (-52, 220), (-48, 250)),
              ((100, 40), (84, 146), (60, 222), (54, 250)), ((124, 40), (168, 130), (186, 214), (192, 248)))

# rearing: the body raised steeply at the front, both forelegs folded high with the knees up, the hind legs
# planted under it and nearly straight, so it stands up on them rather than sitting back
REAR = Gait(((-114, 50), (-178, 62), (-150, 118), (-178, 132)), ((-90, 50), (-156, 78), (-132, 132), (-156, 150)),
            ((100, 40), (96, 146), (70, 206), (72, 240)), ((124, 40), (130, 140), (112, 200), (116, 222)),
            head_drop=-22, neck_rise=2, tilt=22)
# a donkey's dawdle: head low, one fore leg resting on its toe
AMBLE = Gait(((-112, 50), (-120, 150), (-128, 222), (-136, 248)), ((-88, 50), (-84, 150), (-82, 222), (-86, 250)),
             ((100, 40), (126, 146), (112, 222), (106, 250)), ((124, 40), (150, 144), (150, 222), (150, 250)),
             head_drop=24, neck_rise=-16)


@dataclass(frozen=True)
class Coat:
    """A mount's colours and make: body, the darker far side, mane and tail, hooves; `donkey` gives the long
    ears, the big head, the upright mane, the thin tufted tail and the pale muzzle and belly."""

    body: str
    shade: str
    mane: str
    hoof: str = "#3a2e26"
    donkey: bool = False
    pale: str = WHITE
    marks: tuple[str, ...] = field(default_factory=tuple)  # "blaze", "socks", "cross" (a donkey's shoulder stripe)


def mount(svg: Svg, x: float, y: float, coat: Coat, gait: Gait, facing: int = -1, scale: float = 1.0,
          cloth: tuple[str, str] | None = None, bridle: str = "#7a2a1a") -> None:
    """Draw the mount with the middle of its back at (x, y), facing the viewer's left (`facing` -1) or right;
    `cloth` (colour, trim): a saddle cloth over its back and flanks."""
    sx = -facing * scale  # drawn facing left in its own units
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(sx, 4)} {round(scale, 4)}) rotate({f(gait.tilt)})"):
        for leg in (gait.far_fore, gait.far_hind):
            _leg(svg, leg, coat, far=True, hind=leg is gait.far_hind)
        _tail(svg, coat)
        _body(svg, coat, gait, bridle)
        if cloth:
            _cloth(svg, *cloth)
        for leg in (gait.near_hind, gait.near_fore):
            _leg(svg, leg, coat, far=False, hind=leg is gait.near_hind)


def bit_point(x: float, y: float, coat: Coat, gait: Gait, facing: int = -1, scale: float = 1.0) -> Point:
    """Where the bit's ring is on the card, for a mount drawn by `mount` with the same arguments: the reins
    run to it."""
    head = _silhouette(coat, gait)[1]
    lip, jaw = head[4], head[6]
    bx, by = lerp(lip, jaw, 0.5)
    a = math.radians(gait.tilt)
    px, py = bx + 6, by - 6
    rx, ry = px * math.cos(a) - py * math.sin(a), px * math.sin(a) + py * math.cos(a)
    return x - facing * scale * rx, y + scale * ry


def _leg(svg: Svg, leg: Leg, coat: Coat, far: bool, hind: bool) -> None:
    top, joint, fetlock, hoof = leg
    fill = coat.shade if far else coat.body
    w = 0.86 if coat.donkey else 1.0
    if hind:  # the gaskin swells above the hock, the hock juts back
        pts = [(top[0] - 8, top[1] - 30), top, lerp(top, joint, 0.5), joint, lerp(joint, fetlock, 0.5), fetlock,
               lerp(fetlock, hoof, 0.6)]
        widths = [84 * w, 70 * w, 48 * w, 34 * w, 24 * w, 30 * w, 22 * w]
    else:
        pts = [(top[0] + 6, top[1] - 30), top, lerp(top, joint, 0.5), joint, lerp(joint, fetlock, 0.5), fetlock,
               lerp(fetlock, hoof, 0.6)]
        widths = [76 * w, 56 * w, 40 * w, 34 * w, 24 * w, 30 * w, 22 * w]
    line, ws = taper(pts, widths, 4)
    outline = tube_outline(line, ws)
    # filled whole, but keyed only below where the leg leaves the body's mass, so its top melts into the shoulder
    # or the quarters instead of ending in a flat lid
    svg.path(d(outline, True), fill, None)
    k = len(line)
    start = k // 4
    svg.path(d(outline[start:k]) + d(outline[k:2 * k - start]), None, KEY, LINE * 0.85)
    # the hoof: a wedge, its sole flat on the ground (or square to the pastern when the foot is lifted)
    fx, fy = lerp(fetlock, hoof, 0.55)
    hx, hy = hoof
    svg.path(d([(fx - 11, fy), (fx + 11, fy), (hx + 15, hy), (hx - 13, hy)], True), coat.hoof, KEY, FINE)
    if not far:
        svg.path(f"M{f(joint[0] - 10)} {f(joint[1] - 4)} Q{f(joint[0])} {f(joint[1] + 4)} {f(joint[0] + 10)} "
                 f"{f(joint[1] - 4)}", None, KEY, HATCH, 0.8)
        edge = [(p[0] + 8, p[1]) for p in (lerp(top, joint, 0.2), joint, fetlock)]
        edge_hatch(svg, smooth(edge, 3), 1, 8, 7, 0.2)


def _rot(points: Sequence[Point], pivot: Point, deg: float) -> list[Point]:
    a = math.radians(deg)
    px, py = pivot
    c, s_ = math.cos(a), math.sin(a)
    return [(px + (x - px) * c - (y - py) * s_, py + (x - px) * s_ + (y - py) * c) for x, y in points]


# the silhouette from the withers forward over the crest and the head, back down the throat and the breast, under
# the belly and round the quarters; the head's points (poll to throatlatch) turn about the throat to carry it
_HORSE_NECK = [(-60, -96), (-110, -156)]
_HORSE_HEAD = [(-156, -198), (-194, -192), (-238, -138), (-268, -94), (-266, -72), (-244, -66), (-206, -90),
               (-182, -114)]
_HORSE_BODY = [(-172, -66), (-160, -14), (-140, 34), (-108, 70), (-20, 84), (70, 78), (130, 52), (162, -8),
               (134, -72), (98, -88), (20, -76)]
_DONKEY_NECK = [(-66, -78), (-104, -136)]
_DONKEY_HEAD = [(-150, -190), (-186, -186), (-226, -140), (-256, -96), (-252, -74), (-226, -68), (-196, -94),
                (-176, -120)]
_DONKEY_BODY = [(-164, -70), (-150, -6), (-132, 36), (-104, 68), (-20, 80), (66, 76), (118, 54), (146, 0),
                (132, -58), (100, -72), (20, -66)]
_THROAT = {False: (-182, -114), True: (-176, -120)}


def _silhouette(coat: Coat, gait: Gait) -> tuple[list[Point], list[Point]]:
    """The mount's outline and its head's points (carried by the gait)."""
    neck, head, rest = (_DONKEY_NECK, _DONKEY_HEAD, _DONKEY_BODY) if coat.donkey else (_HORSE_NECK, _HORSE_HEAD,
                                                                                       _HORSE_BODY)
    head = _rot(head, _THROAT[coat.donkey], -gait.head_drop)
    head = [(x, y - gait.neck_rise) for x, y in head]
    if gait.neck_turn:
        neck = [neck[0], *_rot(neck[1:], neck[0], -gait.neck_turn)]
        head = _rot(head, neck[0], -gait.neck_turn)
    return [*neck, *head, *rest], head


def _crest(coat: Coat, gait: Gait) -> Point:
    """The middle of the neck's crest, where the mane runs."""
    mid = (-104, -140 - gait.neck_rise * 0.5) if coat.donkey else (-106, -158 - gait.neck_rise * 0.5)
    if gait.neck_turn:
        pivot = _DONKEY_NECK[0] if coat.donkey else _HORSE_NECK[0]
        mid = _rot([mid], pivot, -gait.neck_turn)[0]
    return mid


def _body(svg: Svg, coat: Coat, gait: Gait, bridle: str) -> None:
    """The barrel, the quarters, the neck and the head in one outline; shading, the muscles, the head's features."""
    outline_pts, head = _silhouette(coat, gait)
    outline = smooth_loop(outline_pts, 5)
    svg.path(d(outline, True), coat.body, KEY, LINE)
    if coat.donkey:
        svg.path("M-90 66 C-20 84 60 80 112 56 L104 40 C60 60 -20 62 -84 50 Z", coat.pale, None, 0, 0.9)
        if "cross" in coat.marks:
            svg.path("M-70 -76 C-76 -40 -84 -4 -90 28", None, "#5a524a", 7, 0.8)
    edge_hatch(svg, smooth([(-100, 62), (-20, 80), (70, 74), (126, 50)], 5), 1, 18, 8, 0.2)
    edge_hatch(svg, smooth([(134, -72), (162, -8), (130, 52)], 4), 1, 16, 8)
    edge_hatch(svg, smooth([(-166, -82), (-160, -14), (-140, 34)], 4), -1, 14, 8)
    svg.path("M-132 -40 C-112 -10 -104 24 -112 58", None, KEY, FINE, 0.7)  # the shoulder
    svg.path("M92 -52 C122 -28 128 10 112 44", None, KEY, FINE, 0.7)  # the thigh
    _features(svg, coat, head, bridle)
    _mane(svg, coat, gait, head)


def _features(svg: Svg, coat: Coat, head: list[Point], bridle: str) -> None:
    """Ears, eye, the round of the jaw, nostril and mouth, a pale muzzle on a donkey, the bridle."""
    poll, brow, nose, tip, lip, chin, jaw, throat = head
    ear = [(poll[0] + 4, poll[1] + 4), (poll[0] + 18, poll[1] - (70 if coat.donkey else 38)),
           (poll[0] + 22, poll[1] + 6)]
    ear2 = [(x - 14, y + 2) for x, y in ear]
    svg.path(d(smooth_loop(ear2, 3), True), coat.shade, KEY, FINE)
    svg.path(d(smooth_loop(ear, 3), True), coat.body, KEY, FINE)
    ex, ey = lerp(poll, jaw, 0.42)
    ex, ey = ex - 10, ey - 4
    svg.ellipse(ex, ey, 7, 5, KEY, None, 0, 1, rot=-30)
    svg.circle(ex - 2, ey - 2, 1.8, WHITE)
    cx, cy = lerp(jaw, throat, 0.5)
    svg.path(f"M{f(cx + 6)} {f(cy + 14)} C{f(cx - 22)} {f(cy + 8)} {f(cx - 20)} {f(cy - 22)} {f(cx + 4)} {f(cy - 26)}",
             None, KEY, FINE, 0.8)
    if coat.donkey:
        svg.path(d(smooth_loop([lerp(nose, tip, 0.3), tip, lip, chin, lerp(chin, jaw, 0.4)], 3), True), coat.pale,
                 KEY, FINE)
    nx, ny = lerp(tip, lip, 0.3)
    svg.path(f"M{f(nx + 12)} {f(ny - 8)} Q{f(nx + 4)} {f(ny - 4)} {f(nx + 8)} {f(ny + 4)}", None, KEY, FINE)
    svg.path(f"M{f(lip[0] + 2)} {f(lip[1] + 2)} L{f(chin[0] - 2)} {f(chin[1] - 4)}", None, KEY, HATCH)
    if "blaze" in coat.marks:
        bx, by = lerp(poll, brow, 0.7)
        svg.path(d(smooth_loop([(bx, by + 8), lerp(brow, nose, 0.5), lerp(nose, tip, 0.7),
                                (lerp(nose, tip, 0.7)[0] + 10, lerp(nose, tip, 0.7)[1] + 4)], 3), True), WHITE, None)
    # the bridle: crown piece behind the ears, the noseband, the cheek strap with a boss, the bit
    crown = lerp(poll, throat, 0.22)
    nose_l, nose_r = lerp(nose, tip, 0.35), lerp(chin, jaw, 0.55)
    bit = lerp(lip, jaw, 0.5)
    svg.path(f"M{f(crown[0])} {f(crown[1])} L{f(bit[0] + 6)} {f(bit[1] - 6)} M{f(nose_l[0])} {f(nose_l[1])} "
             f"L{f(nose_r[0])} {f(nose_r[1])} M{f(poll[0] - 4)} {f(poll[1] + 10)} L{f(brow[0] + 6)} {f(brow[1] + 14)}",
             None, KEY, 7)
    svg.path(f"M{f(crown[0])} {f(crown[1])} L{f(bit[0] + 6)} {f(bit[1] - 6)} M{f(nose_l[0])} {f(nose_l[1])} "
             f"L{f(nose_r[0])} {f(nose_r[1])} M{f(poll[0] - 4)} {f(poll[1] + 10)} L{f(brow[0] + 6)} {f(brow[1] + 14)}",
             None, bridle, 4)
    svg.circle(bit[0] + 6, bit[1] - 6, 6, "#f2c21b", KEY, 1.4)


def _mane(svg: Svg, coat: Coat, gait: Gait, head: list[Point]) -> None:
    poll = head[0]
    withers = (-66, -88) if not coat.donkey else (-64, -76)
    if coat.donkey:  # short and upright along the crest
        crest = smooth([withers, _crest(coat, gait), poll], 5)
        parts = [f"M{f(x)} {f(y)} l{f(4)} {f(-14)}" for x, y in crest[1:-1]]
        svg.path(" ".join(parts), None, KEY, 6)
        svg.path(" ".join(parts), None, coat.mane, 3)
        return
    crest = smooth([withers, _crest(coat, gait), (poll[0] + 6, poll[1] + 4)], 5)
    locks = []
    for i, (cx, cy) in enumerate(crest[:-1]):
        nx, ny = crest[i + 1]
        drop = 34 + (i % 3) * 8
        locks.append([(cx, cy), (nx, ny), ((cx + nx) / 2 + drop * 0.7, (cy + ny) / 2 + drop * 0.6)])
    svg.path(" ".join(d(lock, True) for lock in locks[::-1]), coat.mane, KEY, FINE)
    fx, fy = poll
    svg.path(f"M{f(fx - 4)} {f(fy + 2)} C{f(fx - 24)} {f(fy + 4)} {f(fx - 30)} {f(fy + 22)} {f(fx - 26)} {f(fy + 32)} "
             f"C{f(fx - 18)} {f(fy + 18)} {f(fx - 8)} {f(fy + 12)} {f(fx + 2)} {f(fy + 12)} Z", coat.mane, KEY, FINE)


def _tail(svg: Svg, coat: Coat) -> None:
    if coat.donkey:  # a thin tail ending in a tuft
        svg.path("M132 -50 C156 -30 160 40 154 100", None, KEY, 11)
        svg.path("M132 -50 C156 -30 160 40 154 100", None, coat.body, 6)
        svg.path(d(smooth_loop([(148, 94), (164, 96), (166, 136), (154, 152), (144, 128)], 3), True), coat.mane, KEY,
                 FINE)
        return
    svg.path(d(smooth_loop([(138, -70), (178, -50), (200, 40), (196, 150), (174, 196), (176, 120), (160, 40),
                            (148, -16)], 4), True), coat.mane, KEY, LINE * 0.8)
    svg.path("M160 -40 C182 20 186 100 178 176 M150 -6 C166 40 172 100 166 146", None, KEY, HATCH, 0.8)


def _cloth(svg: Svg, colour: str, trim: str) -> None:
    """A saddle cloth over the back and down the flank, its edge bordered, and the saddle's seat above it."""
    pts = [(-56, -74), (60, -66), (70, 24), (-50, 30)]
    svg.path(d(smooth_loop(pts, 3), True), colour, KEY, LINE * 0.8)
    svg.path(d(smooth([(-48, 18), (10, 28), (62, 14)], 4)), None, trim, 9)
    svg.path(" ".join(f"M{x} {24 + (x + 48) * 0.02} l0 12" for x in range(-44, 62, 8)), None, KEY, HATCH)
    svg.path("M-40 -78 C-30 -98 30 -96 44 -74 Z", "#5a2a14", KEY, FINE)


def rider_leg(svg: Svg, hip: Point, knee: Point, ankle: Point, hose: str, boot: str | None, facing: int,
              stirrup: str = "#8a8a8a") -> None:
    """A seated rider's near leg over the horse's side: the thigh forward along the saddle, the knee bent, the
    shin down and back, the foot in the stirrup (toes to `facing`); `boot`: a boot to the knee."""
    thigh = lerp(hip, knee, 0.5)
    line, ws = taper([hip, thigh, knee, lerp(knee, ankle, 0.4), ankle], [60, 54, 42, 44, 28], 5)
    svg.path(d(tube_outline(line, ws), True), hose, KEY, LINE)
    if boot:
        bl, bw = taper([lerp(knee, ankle, 0.08), lerp(knee, ankle, 0.5), ankle], [48, 42, 32], 4)
        svg.path(d(tube_outline(bl, bw), True), boot, KEY, LINE * 0.8)
    ax, ay = ankle
    k = facing
    svg.path(d(smooth_loop([(ax - k * 16, ay - 4), (ax + k * 8, ay - 6), (ax + k * 34, ay + 10), (ax + k * 36, ay + 20),
                            (ax - k * 16, ay + 20)], 3), True), boot or "#3a2410", KEY, LINE * 0.7)
    svg.path(f"M{f(ax - 14)} {f(ay - 50)} L{f(ax - 12)} {f(ay + 22)} L{f(ax + 20)} {f(ay + 22)} L{f(ax + 18)} "
             f"{f(ay - 50)}",
             None, stirrup, 3)


def reins(svg: Svg, points: Sequence[Point], colour: str = "#7a2a1a") -> None:
    """The reins from the bit along `points` to the rider's hand."""
    svg.path(d(smooth(list(points), 4)), None, KEY, 6)
    svg.path(d(smooth(list(points), 4)), None, colour, 3.4)
