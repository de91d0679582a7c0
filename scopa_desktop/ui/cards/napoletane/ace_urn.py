"""The Napoletane's Asso di Coppe: a sculpted lidded urn filling the card, as printed: a pine-cone finial on a
ribbed gold lid, a red shoulder, a blue band of gadroons, a gold belly carrying a great mask between scrolls, a
green gadrooned foot of the belly, a red knop, a leafy gold foot on a red base, and two great grey S-scroll
handles. The bands follow the urn's own swelling profile, each shaded down one side by hatching."""

from __future__ import annotations

import math

from ..south_kit.ink import (
    BLUE,
    DARK_GREEN,
    DEEP_RED,
    FLESH,
    FLESH_SHADE,
    GREEN,
    GREY,
    KEY,
    OCHRE,
    RED,
    WHITE,
    YELLOW,
    d,
    smooth,
    smooth_loop,
)
from ..svg import Svg, f

X = 300
# the urn's half-width down its height: lip, shoulder, the widest, the waist over the foot
_PROFILE = [(318, 134), (336, 118), (380, 110), (430, 124), (470, 146), (540, 172), (600, 168), (650, 136),
            (700, 92), (730, 56), (744, 40)]
LIGHT_BLUE = "#5f8fe0"


def _half(y: float) -> float:
    pts = _PROFILE
    if y <= pts[0][0]:
        return pts[0][1]
    for (y0, w0), (y1, w1) in zip(pts, pts[1:], strict=False):
        if y <= y1:
            t = (y - y0) / (y1 - y0)
            t = t * t * (3 - 2 * t)  # eased between the profile's points: a smooth swell
            return w0 + (w1 - w0) * t
    return pts[-1][1]


def _band(y0: float, y1: float, inset: float = 0.0) -> list[tuple[float, float]]:
    """The urn's outline between heights y0 and y1, `inset` in from its edge."""
    ys = [y0 + (y1 - y0) * k / 8 for k in range(9)]
    left = [(X - _half(y) + inset, y) for y in ys]
    right = [(X + _half(y) - inset, y) for y in reversed(ys)]
    return left + right


def urn(svg: Svg) -> None:
    _handles(svg)
    _foot(svg)
    # the bands of the body, top to bottom
    svg.path(d(_band(326, 430), True), RED, KEY, 3.4)
    svg.path(" ".join(f"M{f(X + _half(y) - 3)} {f(y)} L{f(X + _half(y) - 30)} {f(y + 4)}" for y in range(346, 428, 9)),
             None, DEEP_RED, 2.2)
    svg.path(" ".join(f"M{X + k * 24} 344 L{X + k * 22} 424" for k in range(-4, 5)), None, DEEP_RED, 2.4)
    svg.path(d(_band(430, 500), True), BLUE, KEY, 3.4)
    lobes = " ".join(f"M{f(x)} 465 m-15 0 a15 26 0 1 0 30 0 a15 26 0 1 0 -30 0 Z"
                     for x in range(int(X - _half(465) + 28), int(X + _half(465) - 14), 34))
    svg.path(lobes, LIGHT_BLUE, KEY, 2)
    svg.path(d(_band(500, 640), True), YELLOW, KEY, 3.4)
    svg.path(" ".join(f"M{f(X + _half(y) - 3)} {f(y)} L{f(X + _half(y) - 34)} {f(y + 5)}" for y in range(512, 636, 9)),
             None, OCHRE, 2.4)
    _scrolls(svg)
    _mask(svg, X, 572, 1.0)
    svg.path(d(_band(640, 744), True), GREEN, KEY, 3.4)
    svg.path(" ".join(f"M{f(X + k * 30)} 646 Q{f(X + k * 33)} 690 {f(X + k * 8)} 738" for k in range(-4, 5)), None,
             DARK_GREEN, 4)
    svg.path(d(_band(318, 744), True), None, KEY, 4.6)
    # the lip and the lid
    svg.path("M184 316 C194 258 244 228 300 226 C356 228 406 258 416 316 Z", YELLOW, KEY, 3.4)
    svg.path(" ".join(f"M{X + k * 12} 236 Q{X + k * 22} 270 {X + k * 27} 312" for k in range(-4, 5)), None, OCHRE, 2.6)
    svg.ellipse(X, 324, 150, 16, BLUE, KEY, 3.4)
    svg.path("M170 322 Q300 336 430 322", None, LIGHT_BLUE, 3)
    svg.path("M262 228 C262 196 338 196 338 228 Z", GREEN, KEY, 3)
    for s in (-1, 1):
        svg.path(f"M{X} 204 C{X + s * 20} 190 {X + s * 48} 194 {X + s * 58} 214 C{X + s * 36} 210 {X + s * 18} 214 "
                 f"{X} 226 Z", GREEN, KEY, 2.4)
    # the pine cone, scaled
    svg.path(d(smooth_loop([(X, 70), (X + 34, 112), (X + 40, 160), (X, 204), (X - 40, 160), (X - 34, 112)], 4), True),
             RED, KEY, 3.4)
    scales = []
    for row in range(4):
        y = 104 + row * 24
        for k in range(-2 + row % 2, 3):
            cx = X + k * 15 - (7 if row % 2 else 0)
            if abs(cx - X) < 34 - abs(row - 1.5) * 3:
                scales.append(f"M{f(cx - 8)} {y} q8 14 16 0")
    svg.path(" ".join(scales), None, KEY, 2)
    svg.path("M284 84 q10 -18 24 -6", None, WHITE, 3, 0.7)


def _handles(svg: Svg) -> None:
    """Two great S-scrolls: from the shoulder out and round, down the belly, curling in at their feet."""
    for s in (-1, 1):
        path = (f"M{X + s * 110} 350 C{X + s * 210} 320 {X + s * 262} 380 {X + s * 246} 452 "
                f"C{X + s * 232} 520 {X + s * 178} 540 {X + s * 186} 604 C{X + s * 192} 650 {X + s * 238} 652 "
                f"{X + s * 240} 622 C{X + s * 242} 600 {X + s * 216} 594 {X + s * 208} 612")
        svg.path(path, None, KEY, 25)
        svg.path(path, None, GREY, 16)
        svg.path(path, None, WHITE, 4, 0.8)
        curl = f"M{X + s * 118} 352 C{X + s * 170} 340 {X + s * 196} 366 {X + s * 186} 392 C{X + s * 178} 410 " \
               f"{X + s * 156} 404 {X + s * 160} 388"
        svg.path(curl, None, KEY, 18)
        svg.path(curl, None, GREY, 10)


def _scrolls(svg: Svg) -> None:
    """Black scrollwork on the gold belly either side of the mask."""
    for s in (-1, 1):
        svg.path(f"M{X + s * 74} 600 C{X + s * 100} 560 {X + s * 140} 546 {X + s * 160} 572 C{X + s * 174} 594 "
                 f"{X + s * 150} 616 {X + s * 132} 604 C{X + s * 120} 594 {X + s * 132} 580 {X + s * 142} 588", None,
                 KEY, 4)
        svg.path(f"M{X + s * 74} 540 C{X + s * 96} 520 {X + s * 126} 520 {X + s * 140} 534", None, KEY, 3)


def _mask(svg: Svg, x: float, y: float, s: float) -> None:
    """A youth's face between leaves of hair, about a third of the urn's width."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        for k in (-1, 1):
            svg.path(f"M{k * 20} -58 C{k * 70} -70 {k * 96} -20 {k * 84} 30 C{k * 80} 14 {k * 66} 6 {k * 56} 10 "
                     f"C{k * 70} -10 {k * 60} -40 {k * 20} -40 Z", OCHRE, KEY, 2.6)
        svg.path(d(smooth_loop([(0, -62), (40, -50), (52, -8), (40, 38), (0, 60), (-40, 38), (-52, -8), (-40, -50)],
                               4), True), FLESH, KEY, 3)
        svg.path("M0 -62 C-30 -60 -48 -40 -50 -14 C-36 -34 -10 -42 0 -40 C10 -42 36 -34 50 -14 C48 -40 30 -60 0 -62 Z",
                 OCHRE, KEY, 2.4)
        for k in (-1, 1):
            svg.path(f"M{k * 30} -8 Q{k * 18} -16 {k * 8} -8 Q{k * 18} -2 {k * 30} -8 Z", WHITE, KEY, 1.6)
            svg.circle(k * 19, -8, 3.6, KEY)
            svg.path(f"M{k * 32} -20 Q{k * 20} -28 {k * 8} -20", None, KEY, 2.4)
        svg.path("M-2 -6 L-8 16 Q0 22 8 16", None, KEY, 2)
        svg.path("M-14 32 Q0 40 14 32 Q0 34 -14 32 Z", "#c8323a", KEY, 1.6)
        svg.path("M30 10 Q40 24 30 40", None, FLESH_SHADE, 5)


def _foot(svg: Svg) -> None:
    """The red knop, the leafy gold foot, the red base ruled with strokes."""
    svg.rect(186, 870, 228, 34, 0, RED, KEY, 3.4)
    svg.path(" ".join(f"M{k} 874 l0 26" for k in range(194, 410, 10)), None, KEY, 1.4)
    svg.path("M214 870 C232 830 272 818 286 784 L314 784 C328 818 368 830 386 870 Z", YELLOW, KEY, 3.4)
    for s in (-1, 1):
        svg.path(f"M{X} 866 C{X + s * 16} 830 {X + s * 52} 822 {X + s * 74} 846 C{X + s * 48} 842 {X + s * 24} 852 {X} "
                 f"870 Z", OCHRE, KEY, 2.4)
    svg.path(d(smooth_loop([(X - 44, 744), (X + 44, 744), (X + 50, 768), (X + 30, 792), (X - 30, 792),
                            (X - 50, 768)], 3), True), RED, KEY, 3.4)
    svg.path("M264 764 Q300 774 336 764", None, DEEP_RED, 3)
    _ = (math, smooth, BLUE)
