"""The Piacentine's ace of coins, "la Polla": a brown eagle, crowned, its head turned aside, its wings raised
and spread wide to the card's sides, holding on its breast a great white ring (the blank where the tax stamp
was struck); it stands on a green ground under a yellow sky, a blue cartouche with PIACENZA below.

The wings are drawn as print's: each arm rises diagonally from the shoulder to a red-tipped wrist in the upper
corner, paper open between it and the neck, and its long flight feathers fan out from the arm, down and out to
the card's side, in layered rows (primaries, a shorter row over them, scalloped coverts along the arm). At
90 px the top-left index stands on its plaque over the wing's tip (spread wings matter more than that corner).
"""

from __future__ import annotations

import math

from ..emilia.ink import (
    BLUE,
    BLUE_LT,
    BROWN,
    BROWN_DK,
    GOLD,
    GOLD_DK,
    GREEN,
    GREEN_DK,
    INK,
    RED,
    WHITE,
    YELLOW,
)
from ..svg import Svg, f

Point = tuple[float, float]

# a left wing's long flight feathers, hanging from the arm that rises from the shoulder to the wrist in the
# top-left corner, fanned from the innermost (drawn first, behind the ring, ending below it) to the outermost on
# top, swept out to the card's side; as (root, tip, width)
_PRIMARIES: tuple[tuple[Point, Point, float], ...] = (
    ((236, 330), (214, 708), 46), ((212, 298), (178, 690), 46), ((188, 266), (144, 664), 46),
    ((164, 234), (110, 632), 46), ((140, 202), (80, 596), 46), ((116, 170), (58, 546), 44),
    ((96, 142), (44, 470), 40),
)
# the wing's outer edge, from the wrist in the top-left corner down the card's side
_EDGE = ((78, 100), (56, 150), (44, 230), (40, 330), (40, 420))
# the arm's leading (upper) edge, from the shoulder by the neck up to the wrist: the wing opens diagonally
_ARM = ((268, 318), (204, 244), (152, 172), (110, 96))
SHOULDER, WRIST = (246, 340), (84, 112)
TALON = "#f29a2c"  # the legs and talons, orange as print's
LIGHT, MID, DARK = "#dc6a2c", "#a8482a", "#6e3018"  # red-browns lit in orange, as print's


def polla(svg: Svg) -> None:
    # the land she stands on, a rounded mound under a yellow sky, kept clear of the corner indices
    svg.path("M118 760 C128 716 210 700 300 700 C390 700 450 716 440 760 Z", YELLOW)
    svg.path("M118 762 C160 736 206 752 252 740 C300 728 356 748 398 736 C420 730 432 738 440 744 L440 786 L120 786 Z",
             BLUE_LT, INK, 2.4)
    svg.path("M120 786 L440 786 C444 816 432 836 410 840 L170 840 C136 836 118 816 120 786 Z", GREEN, INK, 2.4)
    svg.path("M146 806 C210 800 380 812 424 804", None, GREEN_DK, 3)
    for s in (-1, 1):
        _wing(svg, s)
    svg.path("M300 300 C390 300 420 420 410 560 C400 660 360 720 300 726 C240 720 200 660 190 560 C180 420 210 300 "
             "300 300 Z", BROWN, INK, 3)  # the body
    for k in range(-2, 3):  # the tail fanned between the legs
        svg.path(f"M{300 + k * 8} 700 L{300 + k * 30 - 16} 790 Q{300 + k * 30} 806 {300 + k * 30 + 16} 790 Z",
                 BROWN_DK if k % 2 else BROWN, INK, 2.4)
    for s in (-1, 1):  # legs and spread talons
        svg.path(f"M{300 + s * 50} 650 L{300 + s * 74} 770", None, INK, 30)
        svg.path(f"M{300 + s * 50} 650 L{300 + s * 74} 770", None, TALON, 22)
        for k in (-1, 0, 1):
            svg.path(f"M{300 + s * 74} 770 l{s * 10 + k * 20} 24 l{k * 4} 8", None, INK, 9)
            svg.path(f"M{300 + s * 74} 770 l{s * 10 + k * 20} 24", None, TALON, 5)
        svg.path(f"M{300 + s * 50} 650 C{300 + s * 30} 640 {300 + s * 30} 690 {300 + s * 60} 700", None, BROWN, 20)
        # the feathered thigh, as print's: a shaggy tuft hanging over the leg down to the foot
        x = lambda v, s=s: 300 + s * v  # noqa: E731 - mirror about the middle
        svg.path(f"M{x(16)} 640 C{x(60)} 628 {x(104)} 640 {x(112)} 680 L{x(104)} 706 L{x(96)} 694 L{x(92)} 744 "
                 f"L{x(80)} 726 L{x(72)} 760 L{x(62)} 732 L{x(50)} 756 L{x(44)} 724 L{x(30)} 740 L{x(28)} 700 Z",
                 BROWN, INK, 2.6)
        svg.path(f"M{x(58)} 660 L{x(64)} 724 M{x(80)} 664 L{x(86)} 714 M{x(38)} 668 L{x(40)} 714", None, DARK, 3)
    with svg.group("translate(300 92) scale(1.22) translate(-300 -92)"):  # as large as print's, crown fixed
        _neck_and_head(svg)
    svg.circle(300, 476, 186, INK)
    svg.circle(300, 476, 180, WHITE, GOLD_DK, 3)
    svg.circle(300, 476, 166, None, "#d9d2c2", 3)
    # the cartouche, kept clear of the corner indices
    svg.path("M168 858 L432 858 C444 872 444 930 432 944 L168 944 C156 930 156 872 168 858 Z", GOLD, INK, 3)
    svg.path("M180 868 L420 868 C428 880 428 922 420 934 L180 934 C172 922 172 880 180 868 Z", BLUE, INK, 2.4)
    for s in (-1, 1):
        svg.path(f"M{300 + s * 140} 874 C{300 + s * 154} 882 {300 + s * 154} 920 {300 + s * 140} 928", None, GOLD_DK,
                 4)
    svg.label("PIACENZA", 300, 901, 236, 42, "#fff6d8", "#10264e")


def _unit(dx: float, dy: float) -> Point:
    n = math.hypot(dx, dy) or 1.0
    return dx / n, dy / n


def _feather(svg: Svg, s: int, root: Point, bend: Point, tip: Point, width: float, fill: str,
             vane: str | None = None) -> None:
    """One feather from `root` through `bend` to a rounded `tip` (left-wing coordinates, mirrored by `s`),
    narrower at the root, its shaft drawn down the middle and a lighter vane along its outer edge."""
    x = lambda v: 300 + s * (300 - v)  # noqa: E731 - the left wing's x, mirrored for the right one
    (rx, ry), (bx, by), (tx, ty) = root, bend, tip
    ax, ay = _unit(bx - rx, by - ry)
    cx, cy = _unit(tx - rx, ty - ry)
    ex, ey = _unit(tx - bx, ty - by)
    r0, r1, r2 = width * 0.3, width * 0.5, width * 0.42
    pts = ((rx - ay * r0, ry + ax * r0), (bx - cy * r1, by + cx * r1), (tx - ey * r2, ty + ex * r2),
           (tx + ex * width * 0.55, ty + ey * width * 0.55), (tx + ey * r2, ty - ex * r2),
           (bx + cy * r1, by - cx * r1), (rx + ay * r0, ry - ax * r0))
    p = [(x(px), py) for px, py in pts]
    path = (f"M{p[0][0]:.1f} {p[0][1]:.1f} Q{p[1][0]:.1f} {p[1][1]:.1f} {p[2][0]:.1f} {p[2][1]:.1f} "
            f"Q{p[3][0]:.1f} {p[3][1]:.1f} {p[4][0]:.1f} {p[4][1]:.1f} Q{p[5][0]:.1f} {p[5][1]:.1f} "
            f"{p[6][0]:.1f} {p[6][1]:.1f} Z")
    svg.path(path, fill, INK, 2.6)
    if vane:  # the lit outer vane, a band inside the outer edge
        k = width * 0.26
        svg.path(f"M{x(rx - ay * k * 0.6):.1f} {ry + ax * k * 0.6:.1f} Q{x(bx - cy * k):.1f} {by + cx * k:.1f} "
                 f"{x(tx - ey * k * 0.8):.1f} {ty + ex * k * 0.8:.1f}", None, vane, width * 0.22)
    svg.path(f"M{x(rx):.1f} {ry:.1f} Q{x(bx):.1f} {by:.1f} {x(tx + ex * 4):.1f} {ty + ey * 4:.1f}", None, BROWN_DK,
             2.4)


def _wing(svg: Svg, s: int) -> None:
    """One wing raised and spread: a solid mass from the wrist at the top to the card's side, long primaries
    hanging side by side down the card, a shorter row laid over their roots, rows of scalloped coverts along
    the arm, the arm's lit leading edge and its red wrist."""
    x = lambda v: 300 + s * (300 - v)  # noqa: E731
    edge = " ".join(f"{x(px)} {py}" for px, py in _EDGE)
    hem = " ".join(f"{x(tx)} {ty - 30}" for (_, (tx, ty), _) in reversed(_PRIMARIES))  # above the tips
    arm = " ".join(f"{x(px)} {py}" for px, py in _ARM)
    svg.path(f"M{edge} L{hem} L{x(250)} 690 L{x(276)} 330 L{arm} Z", DARK, INK, 3)
    for i, (root, tip, w) in enumerate(_PRIMARIES):
        bend = ((root[0] + tip[0]) / 2 - 4, (root[1] + tip[1]) / 2)
        _feather(svg, s, root, bend, tip, w, BROWN if i % 2 else "#7c421a", LIGHT)
    for i, (root, tip, w) in enumerate(_PRIMARIES[1:]):  # the shorter row over their roots
        end = (root[0] + (tip[0] - root[0]) * 0.5, root[1] + (tip[1] - root[1]) * 0.46)
        bend = ((root[0] + end[0]) / 2 - 2, (root[1] + end[1]) / 2)
        _feather(svg, s, (root[0], root[1] - 10), bend, end, w * 0.92, MID if i % 2 else BROWN, "#e08a3a")
    # rows of scalloped coverts over the arm and along the leading edge, the top rows smallest
    rows = (((104, 126), (236, 306), 6, 16), ((90, 170), (226, 340), 6, 17), ((70, 216), (196, 362), 5, 18),
            ((54, 276), (150, 372), 4, 19))
    for row, ((ax, ay), (bx, by), n, r) in enumerate(rows):
        for k in range(n):
            t = (k + 0.5 * (row % 2)) / max(n - 1, 1) if n > 1 else 0.0
            cx, cy = ax + (bx - ax) * min(t, 1.0), ay + (by - ay) * min(t, 1.0)
            svg.path(f"M{x(cx - r)} {cy} A{r} {r} 0 0 {1 if s < 0 else 0} {x(cx + r)} {cy} "
                     f"Q{x(cx + r)} {cy + r * 1.5} {x(cx)} {cy + r * 2} Q{x(cx - r)} {cy + r * 1.5} {x(cx - r)} {cy} Z",
                     (DARK, "#c05a2c", BROWN)[(row + k) % 3], INK, 2)
    lead = " ".join(f"{x(px - 4)} {py + 8}" for px, py in _ARM)
    svg.path(f"M{lead}", None, LIGHT, 7)  # the lit leading edge of the arm
    # the wrist, rounded and tipped in vermilion as print's
    wx, wy = WRIST
    # smaller than the arm's breadth and tilted out along it, a knob at the wing's bend rather than a cap
    with svg.group(f"translate({x(wx)} {wy}) rotate({s * 30}) scale(0.8) translate({-x(wx)} {-wy})"):
        svg.path(f"M{x(wx - 26)} {wy + 22} C{x(wx - 36)} {wy - 16} {x(wx - 8)} {wy - 46} {x(wx + 20)} {wy - 42} "
                 f"C{x(wx + 52)} {wy - 38} {x(wx + 66)} {wy - 4} {x(wx + 56)} {wy + 26} C{x(wx + 30)} {wy + 10} "
                 f"{x(wx)} {wy + 12} {x(wx - 26)} {wy + 22} Z", "#c4502a", INK, 3)
        svg.path(f"M{x(wx - 14)} {wy - 8} C{x(wx - 4)} {wy - 30} {x(wx + 16)} {wy - 34} {x(wx + 38)} {wy - 22}", None,
                 "#ff9a6a", 5)
        svg.path(f"M{x(wx - 6)} {wy + 12} C{x(wx + 4)} {wy - 4} {x(wx + 30)} {wy - 6} {x(wx + 46)} {wy + 14}", None,
                 RED, 4)
        # small feathers over the wrist, so it reads as plumage and not a bare cap
        svg.path(" ".join(f"M{x(wx + dx - 9)} {wy + dy} q{s * 9} 12 {s * 18} 0" for dx, dy in
                          ((2, -16), (20, -20), (36, -10), (8, 0), (26, -2))), None, DARK, 2.4)


def _neck_and_head(svg: Svg) -> None:
    """The neck rising to a head turned to the viewer's right, its hackles ragged, a red-gold mask round a
    fierce yellow eye under a heavy brow, a hooked gold beak, a crown of points."""
    neck = ("M246 320 C236 260 250 190 290 160 C330 134 372 150 380 184 C386 214 366 232 348 244 C342 270 350 300 "
            "360 320 Z")
    # the hackles: ragged feathers standing out down the back and the front of the neck
    back = " ".join(f"M{f(x)} {f(y)} l{f(-26 + k * 1.5)} {f(10 + k)} l{f(22 - k)} {f(16 - k)} Z" for k, (x, y) in
                    enumerate(((252, 300), (248, 270), (250, 240), (256, 212), (266, 188), (280, 170))))
    front = " ".join(f"M{f(x)} {f(y)} l{f(24)} {f(12)} l{f(-16)} {f(16)} Z" for x, y in
                     ((346, 250), (344, 274), (348, 298)))
    svg.path(f"{back} {front}", BROWN, INK, 2.4)
    svg.path(neck, BROWN, INK, 3)
    rows = " ".join(f"M{f(x - 9)} {f(y)} l9 10 l9 -10" for y, xs in ((214, (300, 322)), (240, (272, 294, 316, 336)),
                                                                      (266, (262, 284, 306, 328)),
                                                                      (292, (262, 284, 306, 328, 348)))
                    for x in xs)
    svg.path(rows, None, BROWN_DK, 2.6)  # the neck's feathers in rows
    svg.path("M262 300 C258 250 270 210 296 190", None, BROWN_DK, 3)
    svg.path("M318 204 C318 176 340 158 372 166 C390 178 386 204 366 214 C348 222 326 220 318 204 Z", "#c8582a")
    svg.path("M372 170 C398 166 420 180 420 204 C420 218 410 228 400 232 L402 216 C396 210 386 212 378 214 "
             "C370 206 366 190 372 170 Z", YELLOW, INK, 2.6)
    svg.path("M376 172 C396 170 412 180 416 196", None, "#e8782a", 5)  # the beak's ridge, reddened
    svg.path("M378 214 C388 220 398 222 402 216", None, INK, 2)
    svg.path("M380 212 L396 214 L384 222 Z", RED)
    svg.path("M332 186 Q346 172 362 182 Q348 194 332 186 Z", "#f4d040", INK, 2)  # the eye, almond and yellow
    svg.circle(349, 183, 4.5, INK)
    svg.path("M324 178 C336 164 356 162 370 172", None, INK, 5)  # the heavy brow over it
    # the crown
    svg.path("M274 152 L270 104 L290 126 L304 92 L318 124 L338 98 L342 148 Z", GOLD, INK, 2.4)
    for cx, cy in ((270, 100), (304, 88), (338, 94)):
        svg.circle(cx, cy, 6, YELLOW, INK, 1.6)
    svg.path("M272 138 L342 136 L344 154 L272 158 Z", GOLD, INK, 2.4)
    svg.circle(307, 147, 5, RED, INK, 1.2)
