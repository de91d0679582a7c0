"""A standing figure's pose and its limbs: legs in hose with a knee and a calf, shoes, arms in sleeves puffed at
the shoulder, hands that close round a grip or lie open.

A `Pose` names the joints in card units (the viewer's left and right); each court of a pattern is posed by
hand, so no two share an outline, and the garments (dress.py) are cut from the same points.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from ..svg import Point, Svg, f
from .ink import FINE, FLESH, FLESH_SHADE, HATCH, KEY, LINE, d, lerp, side_hatch, smooth_loop, taper, tube


@dataclass(frozen=True)
class Pose:
    """Where a standing figure's joints are. `head` is the face's middle, `turn` its turn (face.Head), `neck`
    the collar's middle; shoulders, elbows, wrists, hips, knees and ankles on the viewer's left (`_l`) and
    right (`_r`); `feet` which way each foot points (-1 left, 1 right, 0 at us)."""

    head: Point
    turn: float
    neck: Point
    sh_l: Point
    sh_r: Point
    el_l: Point
    el_r: Point
    wr_l: Point
    wr_r: Point
    waist: Point
    hip_l: Point
    hip_r: Point
    kn_l: Point
    kn_r: Point
    an_l: Point
    an_r: Point
    feet: tuple[int, int] = (-1, 1)
    scale: float = 0.8  # the head's scale


def at_ease(p: Pose, weight: int, bend: float = 1.0) -> Pose:
    """The pose standing with its weight on one leg (`weight` -1: the viewer's left, 1: the right) and the other at
    ease, as printed figures stand: the hip over the weight leg raised and its foot drawn in under the body; the
    free knee bent, dropped and turned in, its foot set out and forward and turned towards us."""
    wx = p.waist[0]
    sup = "l" if weight < 0 else "r"
    free = "r" if weight < 0 else "l"
    out = -weight  # the free leg's outward side
    hip_s, an_s = getattr(p, f"hip_{sup}"), getattr(p, f"an_{sup}")
    hip_f, kn_f, an_f = getattr(p, f"hip_{free}"), getattr(p, f"kn_{free}"), getattr(p, f"an_{free}")
    hip_s2 = (hip_s[0], hip_s[1] - 6 * bend)
    an_s2 = (an_s[0] + (wx - an_s[0]) * 0.3 * bend, an_s[1])
    kn_s2 = lerp(hip_s2, an_s2, 0.52)
    kn_s2 = (kn_s2[0] + weight * 4 * bend, kn_s2[1])
    hip_f2 = (hip_f[0], hip_f[1] + 6 * bend)
    kn_f2 = (kn_f[0] - out * 16 * bend, kn_f[1] + 8 * bend)
    an_f2 = (an_f[0] + out * 12 * bend, an_f[1] + 10 * bend)
    feet = (-1, 0) if weight < 0 else (0, 1)
    return replace(p, **{f"hip_{sup}": hip_s2, f"kn_{sup}": kn_s2, f"an_{sup}": an_s2, f"hip_{free}": hip_f2,
                         f"kn_{free}": kn_f2, f"an_{free}": an_f2, "feet": feet})


def leg(svg: Svg, hip: Point, knee: Point, ankle: Point, hose: str, facing: int, shade: int = 1,
        thick: float = 1.0) -> None:
    """A leg in hose from the hip to the ankle, the calf swelling behind the shin (`facing`: where the toes
    point, -1 left, 1 right, 0 at us)."""
    calf = lerp(knee, ankle, 0.32)
    back = -facing if facing else 0
    calf = (calf[0] + back * 5, calf[1])
    thigh = lerp(hip, knee, 0.45)
    joints = [hip, thigh, knee, calf, ankle]
    widths = [66 * thick, 56 * thick, 40 * thick, 48 * thick, 27 * thick]
    tube(svg, joints, widths, hose, LINE, shade)


def shoe(svg: Svg, ankle: Point, facing: int, colour: str, size: float = 1.0, bare: bool = False) -> None:
    """A low shoe under the ankle, its toe to `facing` (0: towards us): cut to a point at the toe, a heel behind,
    the opening round the ankle drawn, and the sole a darker band under it (no longer a round slipper); `bare`:
    a bare foot of that shape, with no sole or opening."""
    x, y = ankle
    s = size
    if facing == 0:
        pts = [(x - 16 * s, y - 6), (x + 16 * s, y - 6), (x + 19 * s, y + 12 * s), (x + 9 * s, y + 24 * s),
               (x, y + 29 * s), (x - 9 * s, y + 24 * s), (x - 19 * s, y + 12 * s)]
        sole = [(x - 18 * s, y + 17 * s), (x - 9 * s, y + 24 * s), (x, y + 29 * s), (x + 9 * s, y + 24 * s),
                (x + 18 * s, y + 17 * s), (x + 10 * s, y + 19 * s), (x, y + 22 * s), (x - 10 * s, y + 19 * s)]
        opening = f"M{f(x - 13 * s)} {f(y + 1)} Q{f(x)} {f(y + 9 * s)} {f(x + 13 * s)} {f(y + 1)}"
    else:
        k = facing
        pts = [(x - k * 15 * s, y - 5), (x + k * 9 * s, y - 6), (x + k * 22 * s, y + 5 * s),
               (x + k * 44 * s, y + 19 * s), (x + k * 34 * s, y + 25 * s), (x - k * 13 * s, y + 25 * s),
               (x - k * 19 * s, y + 14 * s)]
        sole = [(x - k * 19 * s, y + 17 * s), (x + k * 40 * s, y + 20 * s), (x + k * 34 * s, y + 25 * s),
                (x - k * 13 * s, y + 25 * s)]
        opening = f"M{f(x - k * 13 * s)} {f(y + 2)} Q{f(x)} {f(y + 8 * s)} {f(x + k * 12 * s)} {f(y + 1)}"
    outline = d(smooth_loop(pts, 3), True)
    svg.path(outline, colour, KEY, LINE * 0.8)
    if bare:
        return
    svg.path(d(sole, True), KEY, None, 0, 0.3)
    svg.path(opening, None, KEY, FINE * 0.8)
    svg.path(outline, None, KEY, LINE * 0.8)


def heel(svg: Svg, ankle: Point, colour: str, lift: float = 0) -> None:
    """A shoe seen from behind: the rounded heel and the sole's edge under it; `lift` raises the heel off the
    ground (a foot at ease)."""
    x, y = ankle
    y -= lift
    svg.path(d(smooth_loop([(x - 16, y - 6), (x + 16, y - 6), (x + 18, y + 12), (x + 12, y + 24), (x - 12, y + 24),
                            (x - 18, y + 12)], 3), True), colour, KEY, LINE * 0.8)
    svg.path(f"M{f(x - 12)} {f(y + 18)} Q{f(x)} {f(y + 24)} {f(x + 12)} {f(y + 18)}", None, KEY, FINE)


def garter(svg: Svg, knee: Point, colour: str, side: int = 1) -> None:
    """A ribbon tied under the knee, its bow and ends to one side."""
    x, y = knee
    svg.path(f"M{f(x - 20)} {f(y + 10)} Q{f(x)} {f(y + 16)} {f(x + 20)} {f(y + 10)} L{f(x + 20)} {f(y + 20)} "
             f"Q{f(x)} {f(y + 26)} {f(x - 20)} {f(y + 20)} Z", colour, KEY, FINE)
    bx = x + side * 20
    svg.path(f"M{f(bx)} {f(y + 15)} l{f(side * 16)} -12 l0 22 Z M{f(bx)} {f(y + 15)} l{f(side * 6)} 26 "
             f"l{f(side * 10)} -4 Z",
             colour, KEY, HATCH)


def arm(svg: Svg, shoulder: Point, elbow: Point, wrist: Point, sleeve: str, puff: str | None = None,
        cuff: str | None = None, shade: int = 1, thick: float = 1.0) -> None:
    """An arm in its sleeve from the shoulder through the elbow to the wrist; `puff`: the colour of a puffed
    upper sleeve; `cuff`: a band at the wrist."""
    upper = lerp(shoulder, elbow, 0.5)
    line = tube(svg, [shoulder, upper, elbow, lerp(elbow, wrist, 0.5), wrist],
                [46 * thick, 42 * thick, 35 * thick, 32 * thick, 28 * thick], sleeve, LINE, shade)
    if puff:
        ax, ay = shoulder
        bx, by = lerp(shoulder, elbow, 0.55)
        ang = math.degrees(math.atan2(by - ay, bx - ax))
        ln = math.hypot(bx - ax, by - ay)
        with svg.group(f"translate({f(ax)} {f(ay)}) rotate({f(ang)})"):
            svg.path(f"M-8 -26 C{f(ln * 0.4)} -34 {f(ln)} -30 {f(ln + 6)} 0 C{f(ln)} 30 {f(ln * 0.4)} 34 -8 26 "
                     f"C-18 10 -18 -10 -8 -26 Z", puff, KEY, LINE * 0.8)
            svg.path(f"M{f(ln * 0.3)} -28 Q{f(ln * 0.5)} 0 {f(ln * 0.3)} 28 M{f(ln * 0.65)} -26 Q{f(ln * 0.85)} 0 "
                     f"{f(ln * 0.65)} 26", None, KEY, FINE)
    if cuff:
        wx, wy = wrist
        ex, ey = line[-4]
        ang = math.degrees(math.atan2(wy - ey, wx - ex))
        with svg.group(f"translate({f(wx)} {f(wy)}) rotate({f(ang)})"):
            svg.rect(-12, -17 * thick, 14, 34 * thick, 4, cuff, KEY, FINE)


def fist(svg: Svg, x: float, y: float, rot: float = 0, scale: float = 1.0, flip: int = 1) -> None:
    """A hand closed round something passing through (x, y) square to the fingers: the back of the hand towards
    the wrist (at the viewer's left when `flip` is 1, turned by `rot`), four knuckles and the thumb across."""
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(rot)}) scale({round(scale * flip, 3)} {round(scale, 3)})"):
        svg.path(d(smooth_loop([(-24, -12), (-6, -17), (12, -15), (20, -6), (20, 8), (12, 16), (-6, 16), (-24, 11)],
                               3), True), FLESH, KEY, LINE * 0.7)
        svg.path("M4 -15 Q10 -7 4 0 M4 0 Q11 6 4 14 M12 -12 L12 12", None, KEY, HATCH)
        svg.path("M-14 -15 C-6 -22 8 -22 12 -15 C6 -11 -4 -10 -12 -7 Z", FLESH, KEY, FINE)


def open_hand(svg: Svg, x: float, y: float, rot: float = 0, scale: float = 1.0, flip: int = 1) -> None:
    """A hand held open, palm out, fingers along `rot` (0: pointing down), the thumb to the viewer's left when
    `flip` is 1."""
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(rot)}) scale({round(scale * flip, 3)} {round(scale, 3)})"):
        pts = [(-13, -12), (12, -12), (15, 10), (14, 30), (9, 34), (6, 20), (4, 36), (-2, 37), (-3, 22), (-7, 34),
               (-12, 32), (-12, 12), (-17, 4)]
        svg.path(d(smooth_loop(pts, 2), True), FLESH, KEY, LINE * 0.6)
        svg.path("M-13 -4 C-24 -4 -28 8 -24 14 C-20 10 -16 6 -12 6", FLESH, KEY, FINE)
        svg.path("M-6 6 Q0 10 8 6", None, FLESH_SHADE, 2)


def hand_on(svg: Svg, wrist: Point, toward: Point, scale: float = 1.0, closed: bool = True) -> Point:
    """A hand at the end of an arm, laid along the forearm (from `toward`, the elbow, to `wrist`); returns
    where its grip's middle is."""
    ex, ey = toward
    wx, wy = wrist
    ang = math.atan2(wy - ey, wx - ex)
    gx, gy = wx + math.cos(ang) * 18 * scale, wy + math.sin(ang) * 18 * scale
    if closed:
        fist(svg, gx, gy, math.degrees(ang), scale)
    else:
        open_hand(svg, gx, gy, math.degrees(ang) - 90, scale)
    return gx, gy


def bare_legs(svg: Svg, joints: list[Point], widths: list[float]) -> None:
    """A stretch of bare skin (a forearm below a rolled sleeve), shaded on one side."""
    line, ws = taper(joints, widths)
    from .ink import tube_outline

    svg.path(d(tube_outline(line, ws), True), FLESH, KEY, LINE * 0.7)
    side_hatch(svg, line, ws, 1, 0.25, 2, FLESH_SHADE, 2)


def boot(svg: Svg, ankle: Point, facing: int, colour: str, height: float = 56, cuff: str | None = None) -> None:
    """An ankle boot: its leg up the shin `height` units above the ankle, the foot to `facing` (0: at us), a turned
    cuff of another colour at its top."""
    x, y = ankle
    k = facing
    top = y - height
    if k == 0:
        pts = [(x - 16, top), (x + 16, top), (x + 18, y + 4), (x + 22, y + 22), (x, y + 28), (x - 22, y + 22),
               (x - 18, y + 4)]
    else:
        pts = [(x - k * 16, top), (x + k * 14, top), (x + k * 16, y), (x + k * 40, y + 12), (x + k * 42, y + 24),
               (x - k * 18, y + 26), (x - k * 18, y + 4)]
    svg.path(d(smooth_loop(pts, 2), True), colour, KEY, LINE * 0.8)
    if cuff:
        svg.path(d([(x - 19, top - 4), (x + 19, top - 4), (x + 18, top + 12), (x - 18, top + 12)], True), cuff, KEY,
                 FINE)
    svg.path(f"M{f(x - k * 10)} {f(y + 6)} l{f(k * 14)} 0", None, KEY, HATCH, 0.8)
