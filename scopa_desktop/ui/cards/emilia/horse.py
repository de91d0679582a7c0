"""A whole horse seen from the side for the Emilian cavaliers: one body from the chest over the withers, the back
and the croup to the buttock, a neck rising to a head carried high or tucked (ears, eye, nostril, the jaw's
round), a mane in locks, a tail falling in locks, four legs shaped as legs (the forearm or the thigh muscled
at the top, a knee or a hock, a thin cannon, the fetlock's knob, the pastern and a hoof standing flat on the
ground when planted; the far pair a tone darker), the harness (bridle, reins, a breast strap with bosses)
and a saddle cloth.

Drawn facing left around the saddle at (0, 0), the back's line at y = 0, the ground at y = GROUND (330), the
nose about x = -300, the tail about x = +220; `Steed.facing` 1 turns it to the right. The Piacentine draw
only its forehand, cut at the line between their halves, the forelegs folded up high ("fold"); the
Romagnole stand it whole on its hooves. `legs`: "stand", "square" (all four under it), "walk" (the near
foreleg lifted), "trot" (a
diagonal pair lifted), "prance" (both forelegs raised, the hind legs planted under it), "fold".
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ..svg import Point, Svg, f, tube
from .body import d_of
from .faces import curve
from .ink import GOLD, INK, KEY, RED, WHITE, YELLOW, darker, lighter

GROUND = 330


@dataclass(frozen=True)
class Steed:
    coat: str
    mane: str
    cloth: str = RED
    border: str = YELLOW
    harness: str = "#5a1e0e"
    legs: str = "walk"
    head: str = "up"  # "up", "tucked" or "low"
    facing: int = -1  # -1 to the left, 1 to the right
    cloth_cut: str = "zigzag"  # the saddle cloth's lower edge: "zigzag", "scallops", "straight", "tassels"
    blaze: bool = False
    plume: str | None = None
    forehand: bool = False  # only the neck, head, forelegs and the cloth (a half-length card's cavalier)
    cloth_back: float = 120  # how far back (horse units) the saddle cloth reaches
    socks: bool = False  # white stockings on the near legs
    fore: str = "fold"  # a forehand's forelegs: "fold" (folded up) or "levade" (raised, knee, cannon and hoof)
    # what is strewn over the saddle cloth, drawn on it before its border: (svg, left, right, top, bottom) in the
    # horse's units (None: a plain cloth)
    cloth_pattern: Callable[[Svg, float, float, float, float], None] | None = None


# the body from the base of the neck over the withers, back and croup, round the buttock, under the belly and
# up the chest (the hind thigh and the forearm are the legs' own tops, drawn over it)
BODY: list[Point] = [(-160, -2), (-110, -22), (-40, -6), (40, -6), (112, -20), (164, -12), (194, 28), (188, 94),
                     (150, 132), (50, 150), (-60, 154), (-132, 142), (-176, 98), (-186, 40)]
FOREHAND: list[Point] = [(-160, -2), (-110, -22), (-40, -6), (40, -6), (80, 40), (70, 150), (-60, 154),
                         (-132, 142), (-176, 98), (-186, 40)]
HEAD = ("M14 0 C-14 -6 -32 4 -38 24 C-42 56 -40 100 -38 132 C-37 150 -30 164 -18 168 C-6 172 6 168 10 160 "
        "C12 152 12 144 8 138 C20 120 34 96 44 60 C50 30 40 8 14 0 Z")
EARS = "M-10 4 L-16 -36 L6 -2 Z M4 2 L6 -38 L20 2 Z"
# carriage -> (the poll's place, the head's turn in degrees: 0 nose down, 90 nose forward)
CARRIAGE = {"tucked": ((-186, -206), 20), "up": ((-180, -222), 34), "low": ((-222, -140), 72),
            "down": ((-204, -96), 12),  # "down": the head lowered, the nose hanging before the chest
            "arched": ((-214, -170), 40)}  # "arched": a thick neck arched from the withers, the nose forward

Leg = tuple[tuple[Point, ...], tuple[float, ...], bool]  # the line's points, its widths, planted on the ground


def _fore(x: float, lift: str = "") -> Leg:
    if lift == "walk":  # the knee lifted forward, the cannon hanging back under it
        return (((x, 70), (x - 20, 150), (x - 56, 200), (x - 46, 246), (x - 30, 276), (x - 22, 292)),
                (74, 46, 32, 24, 28, 22), False)
    if lift == "prance":  # raised high, folded at the knee
        return (((x, 60), (x - 40, 116), (x - 80, 132), (x - 74, 180), (x - 60, 212), (x - 50, 226)),
                (74, 46, 32, 24, 28, 22), False)
    if lift == "fold":  # folded up against the chest (above the Piacentine's line)
        return (((x, 50), (x - 46, 92), (x - 100, 100), (x - 100, 140), (x - 90, 172), (x - 80, 186)),
                (74, 46, 32, 24, 28, 22), False)
    return (((x, 70), (x - 2, 150), (x - 4, 222), (x - 4, 262), (x - 4, 298), (x - 8, 314)),
            (74, 46, 32, 24, 28, 22), True)


def _hind(x: float, lift: str = "") -> Leg:
    if lift == "walk":  # stepping forward, the hock bent, the hoof on its toe
        return (((x, 40), (x + 24, 140), (x + 26, 214), (x + 6, 252), (x - 14, 286), (x - 20, 300)),
                (120, 62, 32, 24, 28, 22), False)
    if lift == "under":  # planted well under the body, as a horse that rears sits on its hocks
        return (((x, 40), (x + 10, 140), (x + 44, 206), (x + 20, 250), (x - 8, 300), (x - 14, 314)),
                (120, 62, 32, 24, 28, 22), True)
    if lift == "back":  # stretched back, the hoof on the ground behind
        return (((x, 40), (x + 40, 136), (x + 58, 216), (x + 58, 256), (x + 60, 298), (x + 60, 314)),
                (120, 62, 32, 24, 28, 22), True)
    return (((x, 40), (x + 30, 136), (x + 40, 216), (x + 34, 256), (x + 30, 298), (x + 26, 314)),
            (120, 62, 32, 24, 28, 22), True)


# stance -> near fore, far fore, near hind, far hind
STANCES = {
    "stand": (_fore(-128), _fore(-102), _hind(128, "back"), _hind(108)),
    "square": (_fore(-126), _fore(-100), _hind(120), _hind(100)),  # standing square, the hind legs under it
    "walk": (_fore(-128, "walk"), _fore(-102), _hind(128, "back"), _hind(106, "walk")),
    "trot": (_fore(-128, "walk"), _fore(-104), _hind(128), _hind(104, "walk")),
    "prance": (_fore(-130, "prance"), _fore(-106, "walk"), _hind(124, "under"), _hind(100, "under")),
    "fold": (_fore(-130, "fold"), _fore(-106, "fold"), _hind(128), _hind(108)),
    # a levade's forehand above the Piacentine's line: the near foreleg raised, its forearm reaching forward to
    # the bent knee, the cannon hanging from it to the hoof; the far one folded tight under the chest
    "levade": (((((-134, 54), (-188, 40), (-230, 22), (-248, 60), (-246, 86), (-238, 98)),
                 (74, 50, 34, 26, 30, 24), False)),
               ((((-110, 66), (-150, 80), (-186, 84), (-178, 106), (-158, 116), (-142, 118)),
                 (70, 46, 32, 24, 28, 22), False)),
               _hind(128), _hind(108)),
}


def _turn(p: Point, poll: Point, deg: float) -> Point:
    a = math.radians(deg)
    x, y = p
    return poll[0] + x * math.cos(a) - y * math.sin(a), poll[1] + x * math.sin(a) + y * math.cos(a)


def smooth_leg(pts: tuple[Point, ...], widths: tuple[float, ...], n: int = 4) -> tuple[list[Point], list[float]]:
    """`n` points per span along a smooth curve through the leg's joints, the widths eased between them."""
    line: list[Point] = []
    ws: list[float] = []
    last = len(pts) - 1
    for i in range(last):
        p0, p1, p2 = pts[max(i - 1, 0)], pts[i], pts[i + 1]
        p3 = pts[min(i + 2, last)]
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            line.append(tuple(0.5 * (2 * p1[j] + (p2[j] - p0[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                     + (3 * p1[j] - p0[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
            ws.append(widths[i] + (widths[i + 1] - widths[i]) * t)
    line.append(pts[-1])
    ws.append(widths[-1])
    return line, ws


def _leg(svg: Svg, leg: Leg, colour: str, sock: bool = False) -> None:
    """A leg along its points: the muscled top tapering to the knee or hock, the cannon, the fetlock's knob,
    the pastern, then the hoof (flat on the ground when planted)."""
    pts, widths, planted = leg
    line, ws = smooth_leg(pts, widths)
    svg.path(d_of(tube(line, ws)), colour, INK, KEY)
    # the top grows out of the body: its root covered in the coat, no seam across it
    svg.path(d_of(tube(line[:5], [w + 5 for w in ws[:5]])), colour)
    (ax, ay), (bx, by) = pts[-2], pts[-1]
    if sock:  # a white stocking from the fetlock down
        svg.path(d_of(tube([pts[-3], pts[-2], pts[-1]], [26, 28, 22])), WHITE, INK, 2.4)
    kx, ky = pts[2]
    svg.path(f"M{f(kx - 12)} {f(ky - 4)} q12 6 24 0", None, darker(colour, 0.6), 3)  # the knee's crease
    fx, fy = pts[-2]
    svg.path(f"M{f(fx + 12)} {f(fy - 6)} q6 8 0 14", None, darker(colour, 0.6), 2.6)  # the fetlock's knob
    if planted:
        svg.path(f"M{f(bx - 14)} {f(by - 2)} L{f(bx + 14)} {f(by - 2)} L{f(bx + 18)} {GROUND} L{f(bx - 20)} "
                 f"{GROUND} Z", "#2a1c14", INK, 2.8)
        return
    dx, dy = bx - ax, by - ay
    d = math.hypot(dx, dy) or 1
    ux, uy, nx, ny = dx / d, dy / d, -dy / d, dx / d
    svg.path(f"M{f(bx + nx * 14)} {f(by + ny * 14)} L{f(bx + ux * 22 + nx * 17)} {f(by + uy * 22 + ny * 17)} "
             f"L{f(bx + ux * 26 - nx * 19)} {f(by + uy * 26 - ny * 19)} L{f(bx - nx * 14)} {f(by - ny * 14)} Z",
             "#2a1c14", INK, 2.8)


def horse(svg: Svg, steed: Steed, x: float, y: float, scale: float = 1.0, rider=None) -> None:
    """The horse with its saddle at (x, y); `rider(svg)` is called, in the horse's own units, after the body and
    the cloth, so a rider sits in the saddle."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * -steed.facing, 4)} {round(scale, 4)})"):
        coat, dark = steed.coat, darker(steed.coat, 0.72)
        near_fore, far_fore, near_hind, far_hind = STANCES[steed.fore if steed.forehand else steed.legs]
        if steed.forehand:
            _leg(svg, far_fore, dark)
        else:
            _tail(svg, steed)
            for leg in (far_fore, far_hind):
                _leg(svg, leg, dark)
        svg.path(curve(FOREHAND if steed.forehand else BODY), coat, INK, KEY)
        # the belly and the flank's shadow, the shoulder's and the haunch's rounds
        back = 70 if steed.forehand else 190
        svg.path(f"M-140 130 C-60 152 60 152 {back} 130 C{back - 40} 138 60 140 -40 140 C-90 140 -130 136 -150 128 Z",
                 dark, None, 0, 0.7)
        svg.path("M-112 10 C-140 40 -150 80 -140 116", None, dark, 4, 0.6)
        if not steed.forehand:
            svg.path("M120 0 C166 10 184 50 176 96", None, dark, 4, 0.6)
        _leg(svg, near_fore, coat, steed.socks)
        if not steed.forehand:
            _leg(svg, near_hind, coat, steed.socks)
        _neck_and_head(svg, steed, coat, dark)
        _bridle(svg, steed)
        _cloth(svg, steed)
        if rider is not None:
            rider(svg)


def _tail(svg: Svg, steed: Steed) -> None:
    """The tail set on high at the croup, arching out and falling in locks."""
    m = steed.mane
    svg.path("M172 -8 C216 4 224 56 218 120 C216 160 222 190 212 214 C202 196 198 214 186 202 C180 220 170 196 "
             "174 164 C176 126 182 90 168 40 Z", m, INK, 2.8)
    svg.path("M190 26 C202 70 204 130 198 190 M180 56 C188 100 188 150 184 196", None, darker(m, 0.55), 3)


def _arched_neck(svg: Svg, steed: Steed, coat: str, dark: str) -> Point:
    """A thick neck arched from the withers to the poll, its throat running down to the chest, the mane falling
    in long locks along the whole curve of the crest; returns the crest's end at the poll."""
    poll, deg = CARRIAGE[steed.head]
    throat = _turn((42, 64), poll, deg)
    crest = _turn((14, 2), poll, deg)
    root, c1, c2 = (-56, -14), (-66, -118), (crest[0] + 56, crest[1] - 40)
    svg.path(f"M{root[0]} {root[1]} C{c1[0]} {c1[1]} {f(c2[0])} {f(c2[1])} {f(crest[0])} {f(crest[1])} "
             f"L{f(throat[0])} {f(throat[1])} C{f(throat[0] - 8)} {f(throat[1] + 50)} -236 -4 -222 50 "
             "C-214 80 -200 96 -180 100 L-150 96 Z",
             coat, INK, KEY)
    svg.path(f"M{f(throat[0] + 12)} {f(throat[1] + 24)} C{f(throat[0] + 10)} {f(throat[1] + 70)} -196 10 -180 60",
             None, dark, 5, 0.6)
    svg.path("M-100 -40 C-110 -80 -140 -120 -170 -140", None, dark, 4, 0.5)  # the neck's muscle
    # the mane: a mass lying along the crest and falling over the near side of the neck in locks
    outer, inner, strands = [], [], []
    n = 16
    for k in range(n + 1):
        t = 0.04 + 0.96 * k / n
        u = 1 - t
        x = u ** 3 * root[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t ** 3 * crest[0]
        y = u ** 3 * root[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t ** 3 * crest[1]
        dx = 3 * u * u * (c1[0] - root[0]) + 6 * u * t * (c2[0] - c1[0]) + 3 * t * t * (crest[0] - c2[0])
        dy = 3 * u * u * (c1[1] - root[1]) + 6 * u * t * (c2[1] - c1[1]) + 3 * t * t * (crest[1] - c2[1])
        d = math.hypot(dx, dy) or 1
        nx, ny = dy / d, -dx / d  # into the neck
        depth = (38 if k % 2 else 58) * (0.5 + 0.5 * math.sin(math.pi * min(1.0, t * 1.25)))
        outer.append((x - nx * 6, y - ny * 6))
        inner.append((x + nx * depth - dx / d * 6, y + ny * depth - dy / d * 6))
        if k % 2 == 0 and 0 < k < n:
            strands.append(f"M{f(x)} {f(y)} Q{f(x + nx * depth * 0.5 + 4)} {f(y + ny * depth * 0.5)} "
                           f"{f(x + nx * depth * 0.85 - dx / d * 6)} {f(y + ny * depth * 0.85 - dy / d * 6)}")
    svg.path("M" + " L".join(f"{f(x)} {f(y)}" for x, y in outer) + f" L{f(inner[-1][0])} {f(inner[-1][1])} "
             + " ".join(f"Q{f(inner[i][0])} {f(inner[i][1])} {f((inner[i][0] + inner[i - 1][0]) / 2)} "
                        f"{f((inner[i][1] + inner[i - 1][1]) / 2)}" for i in range(n, 0, -1)) + " Z",
             steed.mane, INK, 2.4)
    svg.path(" ".join(strands), None, lighter(steed.mane, 0.35), 2.4)
    return crest


def _neck_and_head(svg: Svg, steed: Steed, coat: str, dark: str) -> None:
    poll, deg = CARRIAGE[steed.head]
    throat = _turn((40, 60), poll, deg)
    crest = _turn((14, 2), poll, deg)
    if steed.head == "arched":
        _arched_neck(svg, steed, coat, dark)
    else:
        _straight_neck(svg, steed, coat, dark, crest, throat)
    _head(svg, steed, coat, dark, poll, deg, crest)


def _straight_neck(svg: Svg, steed: Steed, coat: str, dark: str, crest: Point, throat: Point) -> None:
    svg.path(f"M-92 -14 C-122 -60 {f(crest[0] + 30)} {f(crest[1] + 40)} {f(crest[0])} {f(crest[1])} "
             f"L{f(throat[0])} {f(throat[1])} C{f(throat[0] + 6)} {f(throat[1] + 80)} -196 10 -184 72 Z",
             coat, INK, KEY)
    svg.path(f"M{f(throat[0] + 10)} {f(throat[1] + 20)} C{f(throat[0] + 20)} {f(throat[1] + 80)} -200 10 -186 50",
             None, dark, 4, 0.6)


def _head(svg: Svg, steed: Steed, coat: str, dark: str, poll: Point, deg: float, crest: Point) -> None:
    """The head hung from the poll at its carriage's turn: ears, the jaw's round, eye, nostril, the mane's locks
    along a straight crest (an arched neck draws its own) and the forelock."""
    with svg.group(f"translate({f(poll[0])} {f(poll[1])}) rotate({deg})"):
        svg.path(EARS, coat, INK, 2.6)
        svg.path(HEAD, coat, INK, KEY)
        svg.path("M42 62 C38 90 26 114 10 136", None, dark, 4, 0.7)  # the jaw's round
        if steed.blaze:
            svg.path("M-28 16 C-34 60 -34 110 -28 156 L-18 156 C-22 110 -22 60 -16 18 Z", WHITE)
        svg.path("M-22 164 C-10 162 0 160 8 156", None, INK, 2.4)
        svg.path("M-6 46 C0 66 14 80 32 86", None, dark, 3, 0.7)
    eye = _turn((-18, 42), poll, deg)
    nostril = _turn((-30, 148), poll, deg)
    svg.ellipse(eye[0], eye[1], 8, 6, "#1a1010", INK, 1.6, rot=deg - 30)
    svg.circle(eye[0] - 2, eye[1] - 2, 2, WHITE)
    svg.ellipse(nostril[0], nostril[1], 7, 4.5, "#2a1010", None, 0, 1, rot=deg - 60)
    hx, hy = crest
    if steed.head != "arched":  # the mane along the crest, in locks
        n = 7
        locks = [(-96 + (hx + 96) * k / n, -14 + (hy + 14) * k / n) for k in range(n + 1)]
        svg.path(" ".join(f"M{f(cx)} {f(cy)} q18 6 30 34 q-14 -4 -26 -2 Z" for cx, cy in locks), steed.mane, INK, 2)
    fx, fy = _turn((-14, 8), poll, deg)  # the forelock between the ears
    svg.path(f"M{f(fx)} {f(fy)} c-10 10 -12 26 -4 38 c4 -12 10 -18 20 -20 Z", steed.mane, INK, 2)
    if steed.plume:
        svg.path(f"M{f(hx + 4)} {f(hy - 4)} C{f(hx - 10)} {f(hy - 60)} {f(hx + 40)} {f(hy - 80)} {f(hx + 60)} "
                 f"{f(hy - 60)} C{f(hx + 30)} {f(hy - 56)} {f(hx + 16)} {f(hy - 30)} {f(hx + 14)} {f(hy)} Z",
                 steed.plume, INK, 2)


def _bridle(svg: Svg, steed: Steed) -> None:
    """Headstall, browband and noseband drawn on the head, the bit's ring, the reins back to the rider's hands
    and a breast strap with gold bosses."""
    poll, deg = CARRIAGE[steed.head]
    h = steed.harness
    straps = "M14 2 C22 50 26 90 18 126 M-36 16 L12 6 M-40 120 C-20 128 0 130 18 126"
    with svg.group(f"translate({f(poll[0])} {f(poll[1])}) rotate({deg})"):
        svg.path(straps, None, INK, 10)
        svg.path(straps, None, h, 6)
        svg.path(" ".join(f"M{x - 4} {y} a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z" for x, y in ((14, 4), (-12, 10), (18, 126))),
                 GOLD, INK, 1.2)
        svg.circle(6, 154, 8, None, GOLD, 3.6)
    bx, by = _turn((6, 154), poll, deg)
    svg.path(f"M{f(bx)} {f(by)} C{f(bx + 40)} {f(by + 90)} -120 -30 -40 -50", None, INK, 7)
    svg.path(f"M{f(bx)} {f(by)} C{f(bx + 40)} {f(by + 90)} -120 -30 -40 -50", None, h, 4)
    svg.path("M-186 40 C-160 70 -126 62 -96 20", None, INK, 16)
    svg.path("M-186 40 C-160 70 -126 62 -96 20", None, h, 11)
    svg.path(" ".join(f"M{f(x - 6)} {f(y)} a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0 Z"
                      for x, y in ((-174, 52), (-152, 58), (-128, 52), (-108, 38))), GOLD, INK, 1.4)


def _cloth(svg: Svg, steed: Steed) -> None:
    """The saddle cloth over the barrel, its lower edge cut to the steed's `cloth_cut`, a border along it."""
    top, bottom = -10, 104
    x0, x1 = (-150 if steed.forehand else -80), steed.cloth_back
    n = max(2, round((x1 - x0) / 22))
    step = (x1 - x0) / n
    if steed.cloth_cut == "zigzag":
        edge = " ".join(f"L{f(x1 - i * step - step / 2)} {bottom + 18} L{f(x1 - (i + 1) * step)} {bottom}"
                        for i in range(n))
    elif steed.cloth_cut == "scallops":
        edge = " ".join(f"Q{f(x1 - i * step - step / 2)} {bottom + 28} {f(x1 - (i + 1) * step)} {bottom}"
                        for i in range(n))
    elif steed.cloth_cut == "tassels":
        edge = " ".join(f"L{f(x1 - i * step - 6)} {bottom} L{f(x1 - i * step - 10)} {bottom + 22} "
                        f"L{f(x1 - i * step - 14)} {bottom}" for i in range(n))
    else:
        edge = ""
    d = f"M{x0} {top} C-20 {top - 8} 60 {top - 8} {x1} {top} L{x1} {bottom} {edge} L{x0} {bottom} Z"
    svg.path(d, steed.cloth, INK, 3)
    if steed.cloth_pattern:
        steed.cloth_pattern(svg, x0, x1, top, bottom)
    svg.path(f"M{x0 + 6} {bottom - 16} L{x1 - 6} {bottom - 16}", None, steed.border, 12)
    svg.path(f"M{x0 + 6} {bottom - 16} L{x1 - 6} {bottom - 16}", None, darker(steed.border, 0.6), 3,
             extra=' stroke-dasharray="6 10"')
    svg.path(f"M{x0 + 20} {top + 14} C0 {top + 40} 60 {top + 40} {x1 - 16} {top + 14}", None, lighter(steed.cloth, 0.3),
             4, 0.7)
    svg.path(d, None, INK, 3)
