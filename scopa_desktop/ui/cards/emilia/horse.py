"""A whole horse seen from the side for the Emilian cavaliers: a barrel, a neck rising to a head carried high or
tucked, ears, eye and nostril, a mane in locks and a long tail, four legs jointed at elbow, knee, fetlock and
hoof (the far pair a tone darker), the harness (bridle, reins, a breast strap with bosses) and a saddle cloth.

Drawn facing left around the saddle at (0, 0), the back's line at y = 0, the hooves about y = 330, the nose
about x = -330, the tail about x = +250; `Steed.facing` 1 turns it to the right. The Piacentine draw it cut
at the line between their halves (its legs fall below the line and are never seen); the Romagnole stand it
whole. `legs`: "stand", "walk" (a foreleg lifted), "prance" (both forelegs raised).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..svg import Svg, f, tube
from .body import d_of
from .ink import GOLD, INK, RED, WHITE, YELLOW, darker, lighter


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
    cloth_back: float = 130  # how far back (horse units) the saddle cloth reaches


BARREL = ("M-150 -6 C-110 -22 40 -18 110 -14 C170 -20 222 6 226 50 C230 96 206 134 170 142 C100 156 -60 156 -110 140 "
          "C-160 124 -186 80 -178 36 C-174 14 -164 0 -150 -6 Z")
# the head drawn pointing straight down from its poll at (0, 0), the face to the left: forehead, nose, muzzle,
# lips, chin, the round of the jaw; then turned by its carriage and set on the neck
HEAD = ("M14 0 C-14 -6 -32 4 -38 24 C-42 56 -40 100 -38 132 C-37 150 -30 164 -18 168 C-6 172 6 168 10 160 "
        "C12 152 12 144 8 138 C20 120 34 96 44 60 C50 30 40 8 14 0 Z")
EARS = "M-10 4 L-16 -36 L6 -2 Z M4 2 L6 -38 L20 2 Z"
# carriage -> (the poll's place, the head's turn in degrees: 0 nose down, 90 nose forward)
CARRIAGE = {"tucked": ((-190, -214), 22), "up": ((-200, -222), 50), "low": ((-232, -140), 72)}


def _turn(p: tuple[float, float], poll: tuple[float, float], deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    x, y = p
    return poll[0] + x * math.cos(a) - y * math.sin(a), poll[1] + x * math.sin(a) + y * math.cos(a)


# leg joints (from the body down to the hoof) for each stance: near fore, far fore, near hind, far hind
LEGS = {
    "stand": (((-136, 96), (-136, 236), (-134, 302)), ((-104, 96), (-102, 236), (-98, 302)),
              ((156, 104), (196, 224), (190, 302)), ((128, 104), (168, 226), (160, 302))),
    "walk": (((-136, 96), (-190, 206), (-166, 252)), ((-104, 96), (-100, 236), (-96, 302)),
             ((156, 104), (206, 220), (204, 302)), ((128, 104), (150, 226), (128, 300))),
    "prance": (((-136, 90), (-214, 150), (-194, 206)), ((-110, 92), (-196, 164), (-170, 218)),
               ((150, 104), (190, 216), (150, 300)), ((124, 104), (168, 220), (118, 302))),
}


def _leg(svg: Svg, joints, colour: str) -> None:
    """A leg from its root (hidden in the body) through the knee or hock to the fetlock: a tapering tube, then
    the pastern and a dark hoof."""
    svg.path(d_of(tube(list(joints), [64, 32, 26])), colour, INK, 3)
    (ax, ay), (bx, by) = joints[-2], joints[-1]
    dx, dy = bx - ax, by - ay
    d = (dx * dx + dy * dy) ** 0.5 or 1
    ux, uy = dx / d, dy / d
    nx, ny = -uy, ux
    svg.path(f"M{f(bx + nx * 14)} {f(by + ny * 14)} L{f(bx + ux * 26 + nx * 18)} {f(by + uy * 26 + ny * 18)} "
             f"L{f(bx + ux * 30 - nx * 20)} {f(by + uy * 30 - ny * 20)} L{f(bx - nx * 14)} {f(by - ny * 14)} Z",
             "#2a1c14", INK, 2.4)
    kx, ky = joints[1]
    svg.path(f"M{f(kx - 8)} {f(ky - 6)} q8 4 16 0", None, darker(colour, 0.6), 2.4)


def horse(svg: Svg, steed: Steed, x: float, y: float, scale: float = 1.0, rider=None) -> None:
    """The horse with its saddle at (x, y); `rider(svg)` is called, in the horse's own units, after the body and
    before the near legs' cloth, so a rider sits in the saddle (its near leg over the cloth)."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * -steed.facing, 4)} {round(scale, 4)})"):
        coat, dark = steed.coat, darker(steed.coat, 0.7)
        near_fore, far_fore, near_hind, far_hind = LEGS[steed.legs]
        legs = ((far_fore, dark), (near_fore, coat)) if steed.forehand else (
            (far_fore, dark), (far_hind, dark), (near_fore, coat), (near_hind, coat))
        for joints, colour in legs:
            _leg(svg, joints, colour)
        if steed.forehand:
            svg.path("M-150 -6 C-110 -22 0 -20 60 -18 L60 150 C-20 156 -80 150 -110 140 C-160 124 -186 80 -178 36 "
                     "C-174 14 -164 0 -150 -6 Z", coat, INK, 3.2)
        else:
            _hindquarters(svg, steed, coat, dark)
        poll, deg = CARRIAGE[steed.head]
        throat = _turn((40, 60), poll, deg)
        crest = _turn((14, 2), poll, deg)
        svg.path(f"M-100 -12 C-130 -60 {f(crest[0] + 30)} {f(crest[1] + 40)} {f(crest[0])} {f(crest[1])} "
                 f"L{f(throat[0])} {f(throat[1])} C{f(throat[0] + 6)} {f(throat[1] + 80)} -196 20 -176 72 Z",
                 coat, INK, 3.2)
        svg.path(f"M{f(throat[0] + 10)} {f(throat[1] + 20)} C{f(throat[0] + 20)} {f(throat[1] + 80)} -190 10 -170 50",
                 None, dark, 4, 0.6)
        turn = f"translate({f(poll[0])} {f(poll[1])}) rotate({deg})"
        with svg.group(turn):
            svg.path(EARS, coat, INK, 2.4)
            svg.path(HEAD, coat, INK, 3.2)
            svg.path("M42 62 C38 90 26 114 10 136", None, dark, 4, 0.7)
            if steed.blaze:
                svg.path("M-28 16 C-34 60 -34 110 -28 156 L-18 156 C-22 110 -22 60 -16 18 Z", WHITE)
            svg.path("M-22 164 C-10 162 0 160 8 156", None, INK, 2.4)
            svg.path("M-6 46 C0 66 14 80 32 86", None, dark, 3, 0.7)
        eye = _turn((-18, 42), poll, deg)
        nostril = _turn((-30, 148), poll, deg)
        svg.ellipse(eye[0], eye[1], 8, 6, "#1a1010", INK, 1.6, rot=deg - 30)
        svg.circle(eye[0] - 2, eye[1] - 2, 2, WHITE)
        svg.ellipse(nostril[0], nostril[1], 7, 4.5, "#2a1010", None, 0, 1, rot=deg - 60)
        # the mane along the crest, in locks, and the forelock between the ears
        n = 7
        hx, hy = crest
        locks = [(-96 + (hx + 96) * k / n, -14 + (hy + 14) * k / n) for k in range(n + 1)]
        crest_d = " ".join(f"M{f(cx)} {f(cy)} q18 6 30 34 q-14 -4 -26 -2 Z" for cx, cy in locks)
        svg.path(crest_d, steed.mane, INK, 2)
        fx, fy = _turn((-14, 8), poll, deg)
        svg.path(f"M{f(fx)} {f(fy)} c-10 10 -12 26 -4 38 c4 -12 10 -18 20 -20 Z", steed.mane, INK, 2)
        if steed.plume:
            svg.path(f"M{f(hx + 4)} {f(hy - 4)} C{f(hx - 10)} {f(hy - 60)} {f(hx + 40)} {f(hy - 80)} {f(hx + 60)} "
                     f"{f(hy - 60)} C{f(hx + 30)} {f(hy - 56)} {f(hx + 16)} {f(hy - 30)} {f(hx + 14)} {f(hy)} Z",
                     steed.plume, INK, 2)
        _bridle(svg, steed, poll, deg)
        if rider is not None:
            rider(svg)
        _cloth(svg, steed)


def _hindquarters(svg: Svg, steed: Steed, coat: str, dark: str) -> None:
    """The tail falling in locks from the croup, then the whole barrel over it."""
    svg.path("M214 18 C268 50 284 150 262 262 C250 220 238 290 222 240 C214 280 200 200 204 150 C206 100 200 60 "
             "192 30 Z", steed.mane, INK, 2.6)
    svg.path("M222 60 C240 110 246 170 240 230 M210 80 C218 130 220 170 214 210", None, darker(steed.mane, 0.6), 3)
    svg.path(BARREL, coat, INK, 3.2)
    svg.path("M-120 128 C-40 146 100 146 170 136 C200 120 216 90 218 60 C200 110 140 124 60 128 C0 130 -60 128 "
             "-120 118 Z", dark, None, 0, 0.6)


def _bridle(svg: Svg, steed: Steed, poll: tuple[float, float], deg: float) -> None:
    """Headstall, browband and noseband drawn on the head, the bit's ring, the reins back to the rider's hands
    and a breast strap with gold bosses."""
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
    svg.path("M-176 40 C-150 70 -120 60 -90 20", None, INK, 16)
    svg.path("M-176 40 C-150 70 -120 60 -90 20", None, h, 11)
    svg.path(" ".join(f"M{f(x - 6)} {f(y)} a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0 Z"
                      for x, y in ((-166, 52), (-146, 58), (-124, 50), (-104, 36))), GOLD, INK, 1.4)


def _cloth(svg: Svg, steed: Steed) -> None:
    """The saddle cloth over the barrel, its lower edge cut to the steed's `cloth_cut`, a border along it."""
    top, bottom = -10, 118
    x0, x1 = (-150 if steed.forehand else -96), steed.cloth_back
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
    svg.path(f"M{x0 + 6} {bottom - 16} L{x1 - 6} {bottom - 16}", None, steed.border, 12)
    svg.path(f"M{x0 + 6} {bottom - 16} L{x1 - 6} {bottom - 16}", None, darker(steed.border, 0.6), 3,
             extra=' stroke-dasharray="6 10"')
    svg.path(f"M{x0 + 20} {top + 14} C0 {top + 40} 60 {top + 40} {x1 - 16} {top + 14}", None, lighter(steed.cloth, 0.3),
             4, 0.7)
    svg.path(d, None, INK, 3)
