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
from . import horse
from .horse import Build
from .ink import (
    FINE,
    HATCH,
    KEY,
    LINE,
    WHITE,
    d,
    lerp,
    side_hatch,
    smooth,
    smooth_loop,
    taper,
    tube_outline,
)

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
          cloth: tuple[str, str] | None = None, bridle: str = "#7a2a1a", build: Build | None = None,
          bray: bool = False, trappings: tuple[str, str] | None = None, housing: str = "",
          cut: tuple[float, float] = (1.0, 1.0)) -> None:
    """Draw the mount with the middle of its back at (x, y), facing the viewer's left (`facing` -1) or right;
    `cloth` (colour, trim): a saddle cloth over its back and flanks; `build`: its make (by default a horse's or a
    donkey's usual); `bray`: the mouth open; `trappings` (strap, stud): a breast strap and a crupper with studs
    and a hanging medallion, and the cloth's border studded, as a caparison; `housing`: the pattern woven on that
    caparison's field (see `HOUSINGS`); `cut` (across, down): how far that housing reaches from the saddle, so
    a short cloth lets more of the horse's own body show."""
    sx = -facing * scale  # drawn facing left in its own units
    build = build or (horse.DONKEY if coat.donkey else horse.HORSE)
    a = _anatomy(coat, gait, build)
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(sx, 4)} {round(scale, 4)}) rotate({f(gait.tilt)})"):
        for leg in (gait.far_fore, gait.far_hind):
            _leg(svg, leg, coat, far=True, hind=leg is gait.far_hind, bone=build.bone)
        horse.tail(svg, a, build.tail, coat.mane, coat.body)
        horse.draw_body(svg, a, coat.body, coat.pale, coat.donkey, "cross" in coat.marks)
        horse.features(svg, a, coat.donkey, coat.body, coat.shade, coat.pale, "blaze" in coat.marks, bridle,
                       build.ears, bray)
        horse.mane(svg, a, build.mane, coat.mane)
        if trappings:  # the housing hangs over the quarters: the near hind's thigh goes under it
            _leg(svg, gait.near_hind, coat, far=False, hind=True, bone=build.bone)
        if cloth and not trappings:  # a caparison's housing is its own cloth
            _cloth(svg, *cloth)
        if trappings:
            _trappings(svg, *trappings, cloth=cloth, pattern=housing, cut=cut)
        for leg in (gait.near_hind, gait.near_fore):
            if not (trappings and leg is gait.near_hind):
                _leg(svg, leg, coat, far=False, hind=leg is gait.near_hind, bone=build.bone)


def _anatomy(coat: Coat, gait: Gait, build: Build) -> horse.Anatomy:
    return horse.anatomy(build, coat.donkey, gait.head_drop, gait.neck_rise, gait.neck_turn)


def bit_point(x: float, y: float, coat: Coat, gait: Gait, facing: int = -1, scale: float = 1.0,
              build: Build | None = None) -> Point:
    """Where the bit's ring is on the card, for a mount drawn by `mount` with the same arguments: the reins
    run to it."""
    build = build or (horse.DONKEY if coat.donkey else horse.HORSE)
    bx, by = horse.bit_of(_anatomy(coat, gait, build))
    a = math.radians(gait.tilt)
    rx, ry = bx * math.cos(a) - by * math.sin(a), bx * math.sin(a) + by * math.cos(a)
    return x - facing * scale * rx, y + scale * ry


def _leg(svg: Svg, leg: Leg, coat: Coat, far: bool, hind: bool, bone: float = 1.0) -> None:
    """A leg from where it leaves the body to the hoof: in front the muscled forearm narrowing to the flat knee,
    behind the gaskin over the pointed hock; then the slender cannon, the fetlock's knob, the sloping pastern."""
    top, joint, fetlock, hoof = leg
    fill = coat.shade if far else coat.body
    w = (0.84 if coat.donkey else 1.0) * bone
    pastern = lerp(fetlock, hoof, 0.45)
    if hind:
        pts = [(top[0] - 10, top[1] - 34), top, lerp(top, joint, 0.5), lerp(top, joint, 0.86), joint,
               lerp(joint, fetlock, 0.5), fetlock, pastern]
        widths = [96, 66, 44, 34, 30, 20, 27, 20]
    else:
        pts = [(top[0] + 6, top[1] - 34), top, lerp(top, joint, 0.45), lerp(top, joint, 0.86), joint,
               lerp(joint, fetlock, 0.5), fetlock, pastern]
        widths = [84, 56, 42, 31, 32, 20, 27, 20]
    line, ws = taper(pts, [v * w for v in widths], 4)
    outline = tube_outline(line, ws)
    # filled whole, but keyed only below where the leg leaves the body's mass, so its top melts into the shoulder
    # or the quarters instead of ending in a flat lid
    svg.path(d(outline, True), fill, None)
    k = len(line)
    start = k // 5
    svg.path(d(outline[start:k]) + d(outline[k:2 * k - start]), None, KEY, LINE * 0.8)
    if hind:  # the point of the hock, jutting behind the joint
        jx, jy = joint
        svg.path(f"M{f(jx + 10 * w)} {f(jy - 16)} Q{f(jx + 24 * w)} {f(jy - 6)} {f(jx + 12 * w)} {f(jy + 12)}",
                 fill, KEY, LINE * 0.7)
    _hoof(svg, fetlock, hoof, coat.hoof, w)
    if not far:
        if not hind:  # the flat front of the knee
            jx, jy = joint
            svg.path(f"M{f(jx - 9)} {f(jy - 10)} Q{f(jx + 1)} {f(jy - 3)} {f(jx + 10)} {f(jy - 10)}", None, KEY,
                     HATCH, 0.8)
        side_hatch(svg, line[k // 5:], ws[k // 5:], -1, 0.36)


def _hoof(svg: Svg, fetlock: Point, hoof: Point, colour: str, w: float) -> None:
    """The hoof below the pastern: on the ground its sole flat and its front wall sloping to the toe; lifted, it
    lies along the pastern with the toe to the front."""
    ux, uy = hoof[0] - fetlock[0], hoof[1] - fetlock[1]
    ln = math.hypot(ux, uy) or 1
    ux, uy = ux / ln, uy / ln
    nx, ny = -uy, ux
    if nx > 0:  # the front of the foot is the way the mount faces (its own left)
        nx, ny = -nx, -ny
    cx, cy = lerp(fetlock, hoof, 0.55)
    a, b = 12 * w, 17 * w
    if hoof[1] >= 236:  # standing on it: the wall sloping forward to the toe, the heel upright with its bulb
        cx, cy = lerp(fetlock, hoof, 0.4)
        hx, hy = hoof
        pts = [(cx - a, cy), (cx + a, cy), (hx + b - 4, hy - 10), (hx + b - 2, hy), (hx - b - 6, hy),
               (hx - b - 2, hy - 6)]
        svg.path(d(smooth_loop(pts, 2), True), colour, KEY, FINE)
        svg.path(d([lerp(pts[0], pts[5], 0.2), lerp(pts[0], pts[5], 0.85)]), None, HOOF_LIGHT, 3, 0.8)
        svg.path(f"M{f(hx - b - 4)} {f(hy - 2)} L{f(hx + b - 3)} {f(hy - 2)}", None, KEY, HATCH)
        top = [(cx - a - 1, cy), (cx + a + 1, cy)]
    else:
        sole = (cx + ux * 26 * w, cy + uy * 26 * w)
        pts = [(cx - nx * a, cy - ny * a), (cx + nx * a, cy + ny * a),
               (sole[0] + nx * b + ux * 6, sole[1] + ny * b + uy * 6), (sole[0] - nx * b, sole[1] - ny * b)]
        svg.path(d(smooth_loop(pts, 2), True), colour, KEY, FINE)
        svg.path(d([lerp(pts[0], pts[3], 0.2), lerp(pts[0], pts[3], 0.8)]), None, HOOF_LIGHT, 3, 0.8)
        top = [pts[0], pts[1]]
    svg.path(d([lerp(top[0], top[1], 0.1), lerp(top[0], top[1], 0.9)]), None, KEY, 4)  # the coronet's band
    # the tuft of hair behind the fetlock
    fx, fy = fetlock
    bx = fx + 10 * w if nx < 0 else fx - 10 * w
    svg.path(f"M{f(bx)} {f(fy - 8)} q{f((bx - fx) * 0.9)} 10 {f((bx - fx) * 0.4)} 22", None, KEY, HATCH)


HOOF_LIGHT = "#9a8a78"  # the lit front of the hoof's horn


def _cloth(svg: Svg, colour: str, trim: str) -> None:
    """A saddle cloth over the back and down the flank, its edge bordered, and the saddle's seat above it."""
    pts = [(-56, -74), (60, -66), (70, 24), (-50, 30)]
    svg.path(d(smooth_loop(pts, 3), True), colour, KEY, LINE * 0.8)
    svg.path(d(smooth([(-48, 18), (10, 28), (62, 14)], 4)), None, trim, 9)
    svg.path(" ".join(f"M{x} {24 + (x + 48) * 0.02} l0 12" for x in range(-44, 62, 8)), None, KEY, HATCH)
    svg.path("M-40 -78 C-30 -98 30 -96 44 -74 Z", "#5a2a14", KEY, FINE)


def _trappings(svg: Svg, strap: str, stud: str, cloth: tuple[str, str] | None = None, pattern: str = "",
               cut: tuple[float, float] = (1.0, 1.0)) -> None:
    """A breast strap round the chest and a crupper to the root of the tail, studded, a medallion hanging at the
    chest; with a `cloth` (colour, border), a great housing hung low down the flank under the saddle, its field
    woven with `pattern` and its broad border set with lozenges."""
    if cloth:
        _housing(svg, *cloth, stud, pattern, cut)
    breast = "M-54 -14 Q-112 26 -166 4"
    crupper = "M64 -50 Q110 -66 148 -64 M104 -60 Q112 -20 104 16"
    for path in (breast, crupper):
        svg.path(path, None, KEY, 15)
        svg.path(path, None, strap, 9)
    svg.path(" ".join(f"M{x} {y} l0 0.1" for x, y in ((-76, 0), (-102, 12), (-128, 14), (-152, 8), (84, -58),
                                                     (120, -64), (107, -34), (106, -6))), None, stud, 6)
    svg.path("M-118 16 L-118 34", None, KEY, 3)
    svg.path(d(smooth_loop([(-118, 30), (-108, 42), (-118, 56), (-128, 42)], 2), True), stud, KEY, FINE)


def _housing(svg: Svg, colour: str, border: str, stud: str, pattern: str, cut: tuple[float, float]) -> None:
    """The great housing under the saddle, cut back from the saddle's seat by `cut` (across, down)."""
    with svg.group(f"translate(0 -80) scale({round(cut[0], 3)} {round(cut[1], 3)}) translate(0 80)"):
        housing = [(-66, -80), (72, -74), (80, 20), (62, 56), (-40, 60), (-64, 34)]  # clear of the near fore's top
        svg.path(d(smooth_loop(housing, 3), True), colour, KEY, LINE * 0.8)
        if pattern:
            HOUSINGS[pattern](svg, border, stud)
        edge = [(-56, 24), (-38, 46), (52, 44), (66, 14), (64, -60)]
        svg.path(d(smooth(edge, 4)), None, KEY, 22)
        svg.path(d(smooth(edge, 4)), None, border, 16)
        svg.path(" ".join(f"M{x} {y - 5} l5 5 l-5 5 l-5 -5 Z" for x, y in ((-36, 44), (-8, 47), (20, 47), (46, 44),
                                                                       (65, 12), (65, -24))), stud, KEY, 1.2)
        svg.path(" ".join(f"M{x} {22 + (x + 48) * -0.04} l0 0.1" for x in range(-40, 60, 14)), None, stud, 7)
    svg.path("M-40 -78 C-30 -98 30 -96 44 -74 Z", "#5a2a14", KEY, FINE)  # the saddle's seat over it


# the housing's field, inside its border and clear of its outline (the mount's units): the patterns keep to it
_FIELD = (-52.0, -68.0, 52.0, 22.0)


def _clipped(x0: float, y0: float, x1: float, y1: float) -> str:
    """The part of the segment inside the housing's field, as a path move (Liang-Barsky), or "" if none."""
    fx0, fy0, fx1, fy1 = _FIELD
    dx, dy = x1 - x0, y1 - y0
    lo, hi = 0.0, 1.0
    for p, q in ((-dx, x0 - fx0), (dx, fx1 - x0), (-dy, y0 - fy0), (dy, fy1 - y0)):
        if p == 0:
            if q < 0:
                return ""
            continue
        t = q / p
        if p < 0:
            lo = max(lo, t)
        else:
            hi = min(hi, t)
    if lo >= hi:
        return ""
    return f"M{f(x0 + dx * lo)} {f(y0 + dy * lo)} L{f(x0 + dx * hi)} {f(y0 + dy * hi)}"


def _rings(svg: Svg, trim: str, stud: str) -> None:
    """Bands following the housing's hem, one inside another, as a round saddle cloth is woven."""
    for k in (0, 1, 2):
        up = 16 + 20 * k
        band = [(-52, 8 - up * 0.6), (-34, 30 - up), (44, 28 - up), (52 + 2 * k - up * 0.5, 0 - up * 0.4),
                (50 - up * 0.4, -60)]
        svg.path(d(smooth(band, 4)), None, KEY, 9)
        svg.path(d(smooth(band, 4)), None, trim, 5)


def _diaper(svg: Svg, trim: str, stud: str) -> None:
    """A diaper of small gold lozenges, each with a dark eye, in staggered rows over the field."""
    marks = []
    for row, y in enumerate(range(-56, 20, 22)):
        for x in range(-44 + 11 * (row % 2), 50, 22):
            marks.append(f"M{x} {y - 7} l6 7 l-6 7 l-6 -7 Z")
    svg.path(" ".join(marks), trim, KEY, 1.2)
    svg.path(" ".join(m.split(" l")[0] + " l0 0.1" for m in marks), None, KEY, 3)


def _zigzag(svg: Svg, trim: str, stud: str) -> None:
    """Two woven zig-zag bands across the field, as the swords' cavalier's cloth is striped."""
    for y0 in (-42, -6):
        zig = [(x, y0 + (8 if i % 2 else -8)) for i, x in enumerate(range(-52, 56, 13))]
        svg.path(d(zig), None, KEY, 10)
        svg.path(d(zig), None, trim, 6)


def _lattice(svg: Svg, trim: str, stud: str) -> None:
    """A trellis of the border's colour across the field, a stud at every crossing."""
    lines = [_clipped(c, -80, c + 110, 30) for c in range(-170, 60, 26)]
    lines += [_clipped(c, -80, c - 110, 30) for c in range(-50, 180, 26)]
    path = " ".join(seg for seg in lines if seg)
    svg.path(path, None, KEY, 6)
    svg.path(path, None, trim, 3.4)


# a caparison's field: woven rings (coins), a diaper of lozenges (cups), zig-zag bands (swords), a trellis (batons)
HOUSINGS = {"rings": _rings, "diaper": _diaper, "zigzag": _zigzag, "lattice": _lattice}


IRON = "#4a4640"  # a stirrup's iron
LEATHER = "#5a3418"


def rider_leg(svg: Svg, hip: Point, knee: Point, ankle: Point, hose: str, boot: str | None, facing: int,
              stirrup: str = IRON) -> None:
    """A seated rider's near leg over the horse's side: the thigh forward along the saddle, the knee bent, the
    shin down and back, the ball of the foot in the stirrup (toes to `facing`); `boot`: a boot to the knee. The
    stirrup's leather hangs from under the thigh behind the calf, its iron under the sole: only the tread and the
    ends of its bow show round the foot."""
    ax, ay = ankle
    k = facing
    ball = (ax + k * 12, ay + 20)  # where the tread bears, under the ball of the foot
    top = lerp(hip, knee, 0.3)
    svg.path(f"M{f(top[0])} {f(top[1])} L{f(ball[0] - k * 2)} {f(ay - 16)}", None, KEY, 9)
    svg.path(f"M{f(top[0])} {f(top[1])} L{f(ball[0] - k * 2)} {f(ay - 16)}", None, LEATHER, 5)
    # the iron's bow, behind the foot: from the leather's buckle down to both ends of the tread
    bow = (f"M{f(ball[0] - k * 2)} {f(ay - 18)} C{f(ball[0] - k * 22)} {f(ay - 10)} {f(ball[0] - k * 22)} "
           f"{f(ball[1])} {f(ball[0] - k * 16)} {f(ball[1] + 2)} M{f(ball[0] - k * 2)} {f(ay - 18)} "
           f"C{f(ball[0] + k * 20)} {f(ay - 10)} {f(ball[0] + k * 22)} {f(ball[1])} {f(ball[0] + k * 16)} "
           f"{f(ball[1] + 2)}")
    svg.path(bow, None, KEY, 6)
    svg.path(bow, None, stirrup, 3)
    thigh = lerp(hip, knee, 0.5)
    # the thigh full, narrowing to the knee; the calf swelling behind the shin and the shin slimming to the ankle
    line, ws = taper([hip, thigh, knee, lerp(knee, ankle, 0.33), lerp(knee, ankle, 0.75), ankle],
                     [60, 52, 36, 46, 30, 24], 5)
    # the seat: the thigh's back end rounded over the saddle, not cut square
    svg.circle(hip[0], hip[1], ws[0] / 2, hose, KEY, LINE)
    svg.path(d(tube_outline(line, ws), True), hose, KEY, LINE)
    svg.circle(hip[0], hip[1], ws[0] / 2 - LINE / 2 - 1, hose)
    side_hatch(svg, line, ws, -k, 0.35)
    # the kneecap's round at the front of the bend, and the crease behind the knee
    kx, ky = knee
    svg.path(f"M{f(kx - k * 4)} {f(ky - 20)} Q{f(kx + k * 22)} {f(ky - 6)} {f(kx + k * 6)} {f(ky + 20)}", None, KEY,
             FINE, 0.85)
    svg.path(f"M{f(kx - k * 22)} {f(ky + 4)} Q{f(kx - k * 12)} {f(ky + 14)} {f(kx - k * 16)} {f(ky + 26)}", None,
             KEY, HATCH, 0.8)
    if boot:
        bl, bw = taper([lerp(knee, ankle, 0.08), lerp(knee, ankle, 0.5), ankle], [48, 42, 32], 4)
        svg.path(d(tube_outline(bl, bw), True), boot, KEY, LINE * 0.8)
        side_hatch(svg, bl, bw, -k, 0.35)
    # the foot: the heel behind the ankle, the instep sloping down to a pointed toe
    svg.path(d(smooth_loop([(ax - k * 14, ay - 8), (ax + k * 8, ay - 6), (ax + k * 38, ay + 12), (ax + k * 40, ay + 20),
                            (ax - k * 6, ay + 20), (ax - k * 18, ay + 14)], 2), True), boot or "#3a2410", KEY,
             LINE * 0.7)
    # the tread under the sole
    svg.path(f"M{f(ball[0] - k * 18)} {f(ball[1] + 2)} L{f(ball[0] + k * 18)} {f(ball[1] + 2)}", None, KEY, 9)
    svg.path(f"M{f(ball[0] - k * 16)} {f(ball[1] + 2)} L{f(ball[0] + k * 16)} {f(ball[1] + 2)}", None, stirrup, 4)


def reins(svg: Svg, points: Sequence[Point], colour: str = "#7a2a1a") -> None:
    """The reins from the bit along `points` to the rider's hand."""
    svg.path(d(smooth(list(points), 4)), None, KEY, 6)
    svg.path(d(smooth(list(points), 4)), None, colour, 3.4)
