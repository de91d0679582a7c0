"""A mount's body, neck and head drawn from its anatomy, so that every horse and donkey of the southern decks can
be its own animal: a `Build` (the neck's length and arch, the head's size and the slope of the face, the depth
of the chest, the croup, the mane and the tail) and the gait's carriage of the head place the withers, the poll,
the throat and the muzzle; the silhouette is drawn through them.

All in the mount's own units, facing the viewer's left, the middle of the barrel at the origin (mount.py).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..svg import Point, Svg, f
from .ink import FINE, HATCH, KEY, LINE, WHITE, d, edge_hatch, lerp, smooth, smooth_loop, taper, tube_outline


@dataclass(frozen=True)
class Build:
    """How a mount is made. `neck`: the crest's length from the withers to the poll (1: a horse's usual);
    `arch`: how high the crest bows; `head`: the head's length; `face`: the slope of the face from the upright in
    degrees (25: tucked in, 70: reaching out); `chest`: the girth's depth below the usual, in units; `croup`: the
    croup's rise (negative: sloping away); `mane`: "flowing" (locks falling over the neck), "hogged" (short and
    upright, a donkey's), "crested" (thick, rolled along the crest), "brush" (short, upright and dark in one
    piece, its tips serrated); `tail`: "long", "high" (carried up and
    falling), "knotted" (tied up short), "tuft" (a donkey's, thin with a tuft); `ears`: their length; `length`: the
    barrel's; `depth`: how far the belly hangs below the usual (a pot belly; negative: tucked up and lean), in units;
    `sway`: how far the back dips behind the withers (an old plodder's saddle back; negative: a roached back);
    `ears_back`: how far the ears lie back towards the neck."""

    neck: float = 1.0
    arch: float = 1.0
    head: float = 1.0
    face: float = 48.0
    chest: float = 0.0
    croup: float = 0.0
    mane: str = "flowing"
    tail: str = "long"
    ears: float = 1.0
    length: float = 1.0  # the barrel's length from chest to buttock (0.9: a short-coupled little animal)
    depth: float = 0.0
    sway: float = 0.0
    ears_back: float = 0.0  # how far the ears are laid back towards the neck (1: flat; a tired old donkey's)
    bone: float = 1.0  # the legs' thickness (a heavier horse's stouter legs)


HORSE = Build()
DONKEY = Build(neck=0.8, arch=0.35, head=1.2, face=58, chest=-4, croup=-6, mane="hogged", tail="tuft", ears=2.1)

WITHERS = (-70.0, -92.0)
_NECK = 118.0  # the crest's length at neck 1
_HEAD = 128.0  # the head's length at head 1
# the head in its own frame: along the face from the poll (u) and across it, towards the front (v), in head
# lengths: poll, brow, nose, tip of the nose, upper lip, chin, the round of the jaw, the throat latch
_HEAD_UV = ((0.0, 0.0), (0.22, 0.2), (0.6, 0.19), (0.9, 0.15), (1.0, 0.02), (0.94, -0.13), (0.46, -0.31),
            (0.12, -0.3))
_DONKEY_UV = ((0.0, 0.0), (0.2, 0.2), (0.62, 0.2), (0.9, 0.2), (1.0, 0.05), (0.95, -0.14), (0.5, -0.34),
              (0.14, -0.32))


@dataclass(frozen=True)
class Anatomy:
    """Where a mount's parts are: the closed outline of its body and neck, the head's eight points (`_HEAD_UV`'s
    order; the head is its own shape, laid over the neck), the crest from the withers to the poll, the root of the
    tail, and the face's direction (a unit vector)."""

    outline: list[Point]
    head: list[Point]
    crest: list[Point]
    tail_root: Point
    axis: Point
    build: Build = HORSE


def shaped(build: Build, x: float, y: float) -> Point:
    """A point of the usual barrel moved to this build's: stretched by its length, the belly let down by its depth,
    the back dipped by its sway (most just behind the saddle, none at the withers or the croup)."""
    k = build.length
    x2 = x * k if x > 0 else x * (1 + (k - 1) * 0.5)
    if y > 0:
        y += build.depth * min(1.0, y / 80) * max(0.0, 1 - abs(x + 10) / 190)
    elif y < -60:
        y += build.sway * max(0.0, 1 - abs(x - 20) / 80)
    return x2, y


def _shaped_path(build: Build, path: str) -> str:
    """An SVG path of the usual barrel's marks with each of its points moved by `shaped`."""
    nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", path)]
    letters = re.findall(r"[A-Za-z]", path)
    pts = [shaped(build, nums[i], nums[i + 1]) for i in range(0, len(nums), 2)]
    out, i = [], 0
    for letter in letters:
        n = {"M": 1, "L": 1, "C": 3, "Q": 2, "Z": 0}[letter]
        out.append(letter + " ".join(f"{f(px)} {f(py)}" for px, py in pts[i:i + n]))
        i += n
    return " ".join(out)


def anatomy(build: Build, donkey: bool, head_drop: float, neck_rise: float, neck_turn: float) -> Anatomy:
    """The mount's anatomy for its build and the gait's carriage: `neck_rise` lifts the neck (degrees, about),
    `neck_turn` lowers it about the withers (grazing), `head_drop` turns the face down towards the upright."""
    wx, wy = WITHERS
    alpha = math.radians(50 + neck_rise * 0.9 - neck_turn)
    length = _NECK * build.neck * (1 + max(neck_turn, 0) / 160)  # a neck stretched down to graze is longer
    poll = (wx - length * math.cos(alpha), wy - length * math.sin(alpha))
    up = (math.sin(alpha), -math.cos(alpha))  # square to the neck, on the crest's side
    mid = lerp(WITHERS, poll, 0.5)
    bow = length * 0.16 * build.arch
    crest_mid = (mid[0] + up[0] * bow, mid[1] + up[1] * bow)
    theta = math.radians(max(-10.0, min(125.0, build.face - head_drop * 0.9 - neck_turn * 0.55)))
    axis = (-math.sin(theta), math.cos(theta))
    front = (-math.cos(theta), -math.sin(theta))
    hl = _HEAD * build.head
    px, py = poll
    head = [(px + (u * axis[0] + v * front[0]) * hl, py + (u * axis[1] + v * front[1]) * hl)
            for u, v in (_DONKEY_UV if donkey else _HEAD_UV)]
    throat = head[7]
    breast = (-168.0, -34.0) if not donkey else (-160.0, -40.0)
    # the neck's underside bows out a little below the throat (the jugular's line), more in a thick neck
    under = lerp(throat, breast, 0.5)
    sag = 18 if not donkey else 16
    under = (under[0] - up[0] * sag, under[1] - up[1] * sag)
    ch = build.chest
    cr = build.croup
    body = [breast, (-170, 4), (-150, 44 + ch * 0.4), (-112, 80 + ch), (-40, 90 + ch * 0.6), (40, 84),
            (100, 64), (140, 30), (162, -12), (152, -58 - cr * 0.5), (110, -88 - cr), (50, -82 - cr * 0.3),
            (-10, -80)]
    body = [shaped(build, x, y) for x, y in body]
    tail_root = (150.0 * build.length, -66.0 - cr * 0.6)
    # the neck runs under the head from the poll to the throat; when the head hangs below the breast, the neck's
    # underside runs straight to the chest
    neck_end = [(poll[0] + up[0] * 4, poll[1] + up[1] * 4), lerp(poll, throat, 0.5), throat]
    if throat[1] < breast[1] - 20:
        neck_end.append(under)
    else:
        body = body[1:]
    outline = smooth_loop([WITHERS, crest_mid, *neck_end, *body], 5)
    crest = smooth([WITHERS, crest_mid, poll], 5)
    return Anatomy(outline, head, crest, tail_root, axis, build)


def draw_body(svg: Svg, a: Anatomy, body: str, pale: str, donkey: bool, cross: bool) -> None:
    """The barrel, the quarters, the neck and the head in one outline, the shaded belly, chest and quarters, the
    shoulder's and the thigh's lines, a donkey's pale belly and its cross."""
    svg.path(d(a.outline, True), body, KEY, LINE)
    if donkey:
        svg.path(_shaped_path(a.build, "M-104 72 C-30 92 50 88 96 66 L90 50 C40 70 -30 72 -98 56 Z"), pale, None, 0,
                 0.9)
        if cross:
            svg.path("M-66 -86 C-74 -50 -84 -14 -92 20", None, "#5a524a", 7, 0.8)
    b = a.build
    edge_hatch(svg, smooth([shaped(b, *p) for p in ((-112, 78), (-40, 88), (40, 82), (100, 62))], 5), -1, 22)
    # the quarters' shade follows the outline as the croup lifts or lowers it (at the usual -86/-58 it stood above a
    # lowered croup and showed as a pale stroke over the back)
    cr = b.croup
    edge_hatch(svg, smooth([shaped(b, *p) for p in ((110, -88 - cr), (152, -58 - cr * 0.5), (162, -12), (140, 30))],
                           4), 1, 22)
    edge_hatch(svg, smooth([shaped(b, -168, -34), shaped(b, -170, 4), shaped(b, -150, 44)], 4), -1, 16)
    # the shoulder's blade and the point of the elbow, the thigh's sweep down to the stifle
    svg.path(_shaped_path(b, "M-86 -70 C-110 -36 -130 -6 -134 28 M-134 28 C-126 42 -112 46 -100 40"), None, KEY,
             FINE, 0.7)
    svg.path(_shaped_path(b, "M104 -66 C134 -36 140 6 118 44"), None, KEY, FINE, 0.7)
    # the engraver's modelling: fine strokes following the round of the barrel above the belly's shade, the
    # forearm of the shoulder and the sweep of the quarters, as the print's horses are hatched all over
    strokes = [((-92, 52), (-30, 64), (40, 58), (86, 40)), ((-70, 34), (-20, 44), (36, 40), (70, 24)),
               ((-120, -40), (-132, -10), (-128, 20)), ((122, -60), (142, -30), (146, 0), (132, 26)),
               ((96, -40), (114, -14), (112, 16))]
    svg.path(" ".join(d(smooth([shaped(b, *q) for q in line], 4)) for line in strokes), None, KEY, HATCH, 0.55)


def features(svg: Svg, a: Anatomy, donkey: bool, body: str, shade: str, pale: str, blaze: bool,
             bridle: str, ears: float, open_mouth: bool = False) -> None:
    """Ears, the eye under its brow, the round of the jaw, nostril and mouth (open: braying), a pale muzzle on a
    donkey, a blaze, and the bridle."""
    svg.path(d(smooth_loop(a.head, 5), True), body, KEY, LINE * 0.9)
    poll, brow, nose, tip, lip, chin, jaw, throat = a.head
    ax, ay = a.axis
    back = (-ax, -ay)  # from the face towards the poll, along the head
    fx, fy = -ay, ax  # square to the face, on the brow's side
    # the ears: a horse's pricked up over the poll, a donkey's long and laid back
    kb, kf = (0.9, 0.45) if donkey else (0.6, 0.8)
    dx, dy = back[0] * kb + fx * kf, back[1] * kb + fy * kf
    dn = math.hypot(dx, dy) or 1
    dx, dy = dx / dn, dy / dn
    lay = a.build.ears_back  # laid back: turned towards the tail, a little above the level, whatever the head does
    dx, dy = dx * (1 - lay) + 0.9 * lay, dy * (1 - lay) - 0.44 * lay
    dn = math.hypot(dx, dy) or 1
    dx, dy = dx / dn, dy / dn
    sx, sy = -dy, dx
    ln, w = (34 * ears, 14) if not donkey else (34 * ears, 22)
    for shift, turn, fill in ((10, 0.25, shade), (0, 0.0, body)):
        bx = poll[0] + fx * 4 + back[0] * (2 + shift)
        by = poll[1] + fy * 4 + back[1] * (2 + shift)
        ex, ey = dx + back[0] * turn, dy + back[1] * turn
        tip_e = (bx + ex * ln, by + ey * ln)
        mx, my = bx + ex * ln * 0.45, by + ey * ln * 0.45
        ear = [(bx - sx * w / 2, by - sy * w / 2), (mx - sx * w * 0.62, my - sy * w * 0.62), tip_e,
               (mx + sx * w * 0.62, my + sy * w * 0.62), (bx + sx * w / 2, by + sy * w / 2)]
        svg.path(d(smooth_loop(ear, 3), True), fill, KEY, FINE)
        if donkey:  # the dark rim at the tip, the hollow of the ear
            svg.path(d([tip_e, (bx + ex * ln * 0.7, by + ey * ln * 0.7)]), None, KEY, 5)
        if not shift:
            svg.path(d(smooth([(bx + ex * 6, by + ey * 6), (bx + ex * ln * 0.5 + sx * 2, by + ey * ln * 0.5 + sy * 2),
                               (bx + ex * ln * 0.8, by + ey * ln * 0.8)], 3)), None, KEY, HATCH)
    # the eye: under a brow, set a third of the way down the head towards the front
    ex, ey = lerp(poll, lip, 0.3)
    ex, ey = ex + fx * 8, ey + fy * 8
    rot = math.degrees(math.atan2(ay, ax)) - 90
    svg.path(f"M{f(ex - 10)} {f(ey - 6)} Q{f(ex)} {f(ey - 14)} {f(ex + 10)} {f(ey - 6)}", None, KEY, FINE, 0.8)
    svg.ellipse(ex, ey, 7, 5, KEY, None, 0, 1, rot=rot)
    svg.circle(ex - 2, ey - 2, 1.8, WHITE)
    # the round of the cheek
    cx, cy = lerp(jaw, throat, 0.3)
    svg.path(f"M{f(cx)} {f(cy)} Q{f(cx + fx * 28 + ax * 10)} {f(cy + fy * 28 + ay * 10)} "
             f"{f(lerp(jaw, nose, 0.45)[0])} {f(lerp(jaw, nose, 0.45)[1])}", None, KEY, FINE, 0.8)
    if donkey:
        svg.path(d(smooth_loop([lerp(nose, tip, 0.4), tip, lip, chin, lerp(chin, jaw, 0.3)], 3), True), pale, KEY,
                 FINE)
    if blaze:
        svg.path(d(smooth_loop([lerp(poll, brow, 0.8), lerp(brow, nose, 0.5), lerp(nose, tip, 0.8),
                                lerp(tip, lip, 0.3), lerp(nose, tip, 0.4)], 3), True), WHITE, None)
    nx, ny = lerp(tip, lip, 0.35)
    nx, ny = nx - fx * 8, ny - fy * 8
    svg.path(f"M{f(nx + ax * 4 + fx * 4)} {f(ny + ay * 4 + fy * 4)} Q{f(nx - ax * 6)} {f(ny - ay * 6)} "
             f"{f(nx - fx * 6)} {f(ny - fy * 6)}", None, KEY, FINE)
    if open_mouth:  # braying: the lower jaw dropped from its hinge under the cheek, the mouth a dark wedge
        _bray(svg, lip, chin, jaw, (ax, ay), (fx, fy), body, pale)
    else:
        svg.path(f"M{f(lip[0] - fx * 2)} {f(lip[1] - fy * 2)} L{f(lerp(lip, chin, 0.6)[0] - ax * 12)} "
                 f"{f(lerp(lip, chin, 0.6)[1] - ay * 12)}", None, KEY, HATCH)
    # the bridle: the crown piece behind the ears, the brow band, the noseband, the cheek strap to the bit
    crown = lerp(poll, throat, 0.25)
    nose_l, nose_r = lerp(nose, tip, 0.3), lerp(chin, jaw, 0.45)
    bit = lerp(lip, jaw, 0.4)
    straps = (f"M{f(crown[0])} {f(crown[1])} L{f(bit[0])} {f(bit[1])} M{f(nose_l[0])} {f(nose_l[1])} "
              f"L{f(nose_r[0])} {f(nose_r[1])} M{f(lerp(poll, brow, 0.25)[0])} {f(lerp(poll, brow, 0.25)[1])} "
              f"L{f(lerp(crown, bit, 0.12)[0])} {f(lerp(crown, bit, 0.12)[1])}")
    svg.path(straps, None, KEY, 7)
    svg.path(straps, None, bridle, 4)
    svg.circle(bit[0], bit[1], 6, "#f2c21b", KEY, 1.4)


def _bray(svg: Svg, lip: Point, chin: Point, hinge: Point, axis: Point, brow_side: Point, body: str,
          pale: str, drop: float = 24) -> None:
    """The braying mouth: the lower jaw (grey, its lip pale) swung down `drop` degrees about its hinge under the
    cheek, and the mouth a dark wedge between the two jaws, shut at the corner and open at the front."""
    ax, ay = axis
    mx, my = lerp(lip, chin, 0.5)
    corner = (mx - ax * 34, my - ay * 34)  # the gape runs back into the head
    front = lerp(lip, chin, 0.3)
    under = lerp(chin, hinge, 0.35)
    hx, hy = hinge

    def swung(p: Point, deg: float) -> Point:
        c, s = math.cos(math.radians(deg)), math.sin(math.radians(deg))
        px, py = p[0] - hx, p[1] - hy
        return hx + px * c - py * s, hy + px * s + py * c

    # swing the way that carries the front away from the brow
    down = max((drop, -drop), key=lambda a: -((swung(front, a)[0] - front[0]) * brow_side[0]
                                              + (swung(front, a)[1] - front[1]) * brow_side[1]))
    c2, f2, ch2, u2 = (swung(p, down) for p in (corner, front, chin, under))
    svg.path(d([lip, corner, c2, f2], True), "#5a1e1e", KEY, FINE)
    svg.path(d([lerp(lip, corner, 0.12), lerp(lip, corner, 0.5)]), None, WHITE, 3.4)  # the upper teeth
    svg.path(d(smooth_loop([c2, f2, ch2, u2, hinge, lerp(hinge, c2, 0.5)], 3), True), body, KEY, FINE)
    svg.path(d(smooth_loop([f2, ch2, swung(lerp(chin, under, 0.6), down), lerp(c2, f2, 0.45)], 3), True), pale,
             KEY, FINE)
    svg.path(d([lerp(f2, c2, 0.14), lerp(f2, c2, 0.45)]), None, WHITE, 3.4)  # the lower teeth


def bit_of(a: Anatomy) -> Point:
    """Where the bit's ring is (as `features` draws it)."""
    return lerp(a.head[4], a.head[6], 0.4)


def mane(svg: Svg, a: Anatomy, style: str, colour: str) -> None:
    """The mane along the crest and the forelock between the ears."""
    crest = a.crest
    if style == "hogged":  # short and upright along the crest
        parts = []
        for i in range(1, len(crest) - 1):
            (x0, y0), (x1, y1) = crest[i - 1], crest[i + 1]
            ux, uy = (y1 - y0), -(x1 - x0)
            ln = math.hypot(ux, uy) or 1
            parts.append(f"M{f(crest[i][0])} {f(crest[i][1])} l{f(ux / ln * 14)} {f(uy / ln * 14)}")
        svg.path(" ".join(parts), None, KEY, 7)
        svg.path(" ".join(parts), None, colour, 3.5)
    elif style == "brush":  # a donkey's short upright mane in one dark piece standing off the crest, tips serrated
        n = len(crest)
        tips = []
        for i, (x, y) in enumerate(crest):
            (x0, y0), (x1, y1) = crest[max(i - 1, 0)], crest[min(i + 1, n - 1)]
            ux, uy = (y1 - y0), -(x1 - x0)
            ln = math.hypot(ux, uy) or 1
            h = (10 if i % 2 else 18) * min(1.0, 0.5 + 0.5 * math.sin(math.pi * i / max(n - 1, 1)) + 0.3)
            tips.append((x - ux / ln * h, y - uy / ln * h))
        base = [(x, y) for x, y in crest]
        svg.path(d(tips + base[::-1], True), colour, KEY, FINE)
    elif style == "crested":  # thick and rolled along the crest, its edge scalloped
        n = len(crest)
        outer, inner = [], []
        for i, (x, y) in enumerate(crest):
            (x0, y0), (x1, y1) = crest[max(i - 1, 0)], crest[min(i + 1, n - 1)]
            ux, uy = (y1 - y0), -(x1 - x0)
            ln = math.hypot(ux, uy) or 1
            w = 6 + 6 * math.sin(math.pi * i / max(n - 1, 1))
            outer.append((x - ux / ln * w * 0.4, y - uy / ln * w * 0.4))
            inner.append((x + ux / ln * w * (1.6 if i % 2 else 0.9), y + uy / ln * w * (1.6 if i % 2 else 0.9)))
        svg.path(d(outer + inner[::-1], True), colour, KEY, FINE)
    else:  # flowing: locks falling over the near side of the neck
        locks = []
        for i in range(len(crest) - 1):
            (cx, cy), (nx, ny) = crest[i], crest[i + 1]
            drop = 30 + (i % 3) * 9
            locks.append(d([(cx, cy - 3), (nx, ny - 3), ((cx + nx) / 2 + drop * 0.45, (cy + ny) / 2 + drop * 0.8)],
                           True))
        svg.path(" ".join(locks[::-1]), colour, KEY, FINE)
    poll = a.head[0]
    ax, ay = a.axis
    fx, fy = poll
    svg.path(f"M{f(fx)} {f(fy)} C{f(fx + ax * 10 - 12)} {f(fy + ay * 10)} {f(fx + ax * 26 - 8)} {f(fy + ay * 26)} "
             f"{f(fx + ax * 34 - 2)} {f(fy + ay * 34)} C{f(fx + ax * 20 + 6)} {f(fy + ay * 20)} {f(fx + 8)} "
             f"{f(fy + 4)} {f(fx)} {f(fy)} Z", colour, KEY, FINE)


def _donkey_tail(svg: Svg, b: Build, colour: str, body: str) -> None:
    """A donkey's tail, set on just inside the top of the quarters (so no stroke of it shows above the croup
    however the build lowers it): a tail with body, thick at the dock and tapering as it hangs close behind the
    buttock, ending a hand above the hocks in a long dark switch of hair that splits at its end into a few locks."""
    cr = b.croup
    top, back = shaped(b, 110, -88 - cr), shaped(b, 152, -58 - cr * 0.5)
    # rooted at the dock, at the top of the quarters where the croup turns down
    rx, ry = lerp(back, top, 0.8)
    rx, ry = rx - 8, ry + 8  # inside the outline: the body, drawn over it, hides the root
    bx = shaped(b, 162, -12)[0]  # the buttock's furthest point
    joints = [(rx, ry), (bx + 4, ry + 26), (bx + 14, -6), (bx + 17, 40), (bx + 16, 62)]
    line, ws = taper(joints, [24, 22, 17, 12, 10])
    svg.path(d(tube_outline(line, ws), True), body, KEY, LINE * 0.7)
    svg.path(d(smooth([(bx + 14, ry + 40), (bx + 18, -4), (bx + 19, 40)], 3)), None, KEY, HATCH, 0.7)
    # the switch: a long tapering lock of dark hair, its end split into three points, a few hairs drawn in it
    x0 = bx + 16
    switch = [(x0 - 7, 44), (x0 + 8, 46), (x0 + 15, 76), (x0 + 14, 106), (x0 + 11, 132), (x0 + 5, 118),
              (x0 + 1, 138), (x0 - 4, 118), (x0 - 10, 130), (x0 - 11, 100), (x0 - 12, 72)]
    svg.path(d(smooth_loop(switch, 2), True), colour, KEY, FINE)
    svg.path(f"M{f(x0)} {f(52)} Q{f(x0 + 6)} 90 {f(x0 + 9)} 122 M{f(x0 - 4)} 56 Q{f(x0 - 4)} 92 {f(x0 - 7)} 120 "
             f"M{f(x0 + 2)} 60 Q{f(x0 + 2)} 96 {f(x0 + 1)} 130", None, body, HATCH, 0.8)


def tail(svg: Svg, a: Anatomy, style: str, colour: str, body: str) -> None:
    """The tail from its root over the quarters: long and flowing (or "swept" in towards the hocks), carried high,
    knotted up short, or a donkey's thin tail ending in a tuft."""
    x, y = a.tail_root
    if style == "tuft":
        _donkey_tail(svg, a.build, colour, body)
        return
    if style == "knotted":  # tied with a ribbon a hand below the root, then falling in a short full plume
        pts = [(x - 12, y - 4), (x + 24, y + 8), (x + 30, y + 40), (x + 50, y + 110), (x + 44, y + 170),
               (x + 20, y + 186), (x + 18, y + 120), (x + 4, y + 40)]
    elif style == "swept":  # long, its fall swept in under the quarters towards the hocks
        pts = [(x - 12, y - 4), (x + 26, y + 14), (x + 42, y + 90), (x + 24, y + 192), (x - 2, y + 246),
               (x + 6, y + 176), (x + 8, y + 100), (x, y + 40)]
    elif style == "tucked":  # long, but hung close in between the hocks: the quarters' corner left clear
        pts = [(x - 12, y - 4), (x + 32, y + 16), (x + 38, y + 86), (x - 4, y + 168), (x - 40, y + 226),
               (x - 26, y + 160), (x - 6, y + 92), (x, y + 40)]
    elif style == "high":  # carried up off the quarters and falling in a plume
        pts = [(x - 10, y - 2), (x + 24, y - 26), (x + 50, y - 10), (x + 58, y + 50), (x + 50, y + 150),
               (x + 36, y + 100), (x + 32, y + 30), (x + 16, y + 8)]
    else:  # long: hanging from the root in a full fall to the hocks
        pts = [(x - 12, y - 4), (x + 26, y + 14), (x + 48, y + 100), (x + 46, y + 210), (x + 22, y + 256),
               (x + 26, y + 180), (x + 12, y + 100), (x, y + 40)]
    svg.path(d(smooth_loop(pts, 4), True), colour, KEY, LINE * 0.8)
    svg.path(d(smooth([lerp(pts[0], pts[1], 0.5), lerp(pts[2], pts[6], 0.5), lerp(pts[3], pts[5], 0.4),
                       pts[4]], 4)), None, KEY, HATCH, 0.8)
    if style == "knotted":
        band = [lerp(pts[7], pts[2], -0.1), lerp(pts[7], pts[2], 1.1)]
        svg.path(d(band), None, KEY, 11)
        svg.path(d(band), None, "#d9262c", 6)
