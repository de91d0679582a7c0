"""The little scenes the Siciliane set among their pips, drawn our own way in the deck's flat colours:

- the five of swords' landscape: a white farmhouse with a red roof and a tree on a green hill, the sea beyond;
- the four of batons' bird: a goldfinch on a twig, wings folded, a red face;
- the four of cups' posy in a pot, the six of cups' lemon branch;
- the four of coins' prickly pear in flower.
"""

from __future__ import annotations

import math

from ..south_kit.ink import (
    BLUE,
    BROWN,
    DARK_GREEN,
    FINE,
    GREEN,
    HATCH,
    KEY,
    LIGHT_GREEN,
    OCHRE,
    RED,
    SKY,
    WHITE,
    YELLOW,
    d,
    smooth,
    smooth_loop,
)
from ..svg import Svg, f


def landscape(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    """A Sicilian coast engraved in line: the sea with its swell and a lateen sail, a headland with a round
    watch-tower, a small town of flat roofs and a dome under the hills, the sun low over the water."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        svg.ellipse(0, 0, 104, 70, "#eef4f6", KEY, 3)
        svg.circle(-46, -22, 12, "#f6e3a0", OCHRE, 1.4)
        # the sea: a pale wash ruled with the swell's long strokes
        svg.path("M-103 -4 L103 -4 L100 26 L-100 26 Z", "#cfe3ee", None)
        svg.path(" ".join(f"M{-96 + (k % 2) * 10} {2 + k * 6} q12 -3 24 0 M{-40 + (k % 3) * 8} {4 + k * 6} q14 -3 28 0"
                          for k in range(4)), None, "#4a6a8a", 1.4)
        svg.path("M-103 -4 L103 -4", None, KEY, 1.6)
        # the lateen sail on the water
        svg.path("M-70 -6 L-70 -40 M-84 -10 L-58 -44", None, KEY, 1.6)
        svg.path("M-70 -38 L-58 -44 L-82 -10 Z", WHITE, KEY, 1.4)
        svg.path("M-82 -6 L-60 -6 L-64 0 L-78 0 Z", BROWN, KEY, 1.2)
        # the hills behind the town, in line with a few strokes down their slopes
        svg.path("M-20 -4 C0 -40 30 -52 56 -40 C76 -30 92 -24 104 -10", "#e6ecd0", KEY, 1.8)
        svg.path("M8 -30 q4 10 2 20 M30 -42 q4 12 2 26 M56 -36 q4 10 2 24 M80 -26 q3 8 2 16", None, KEY, 1.1, 0.7)
        # the town: flat-roofed houses and a church dome, in line on a wash of stone
        for hx, hw, hh in ((-2, 16, 14), (14, 14, 20), (30, 18, 12), (66, 16, 16), (82, 14, 10)):
            svg.rect(hx, -4 - hh, hw, hh, 0, "#f4ead6", KEY, 1.3)
            svg.rect(hx + hw * 0.35, -4 - hh * 0.6, hw * 0.3, hh * 0.45, 0, None, KEY, 1)
        svg.rect(48, -26, 18, 22, 0, "#f4ead6", KEY, 1.3)
        svg.path("M48 -26 C48 -42 66 -42 66 -26 Z", "#e0b060", KEY, 1.3)
        svg.path("M57 -40 L57 -48 M54 -45 L60 -45", None, KEY, 1.3)
        # the headland and its round watch-tower, the rocks' strokes
        svg.path("M-104 26 C-90 6 -60 -2 -34 -2 C-18 -2 -10 10 -6 26 Z", "#ddd2b4", KEY, 1.8)
        svg.path("M-80 12 l8 -8 M-60 12 l6 -8 M-40 14 l6 -8 M-24 16 l4 -8", None, KEY, 1.1, 0.8)
        svg.path("M-44 -2 L-42 -40 L-26 -40 L-24 -2 Z", "#efe4c8", KEY, 1.6)
        svg.path("M-46 -40 L-22 -40 L-22 -46 L-26 -46 L-26 -43 L-30 -43 L-30 -46 L-38 -46 L-38 -43 L-42 -43 "
                 "L-42 -46 L-46 -46 Z", "#efe4c8", KEY, 1.4)
        svg.path("M-36 -30 L-36 -22 M-40 -14 L-28 -14", None, KEY, 1.3)
        svg.path("M-26 -38 L-26 -4", None, "#b8a888", 2)
        # the near shore in the foreground, a prickly pear on it
        svg.path("M-100 30 C-50 22 40 22 100 32 C90 52 50 68 0 70 C-50 68 -90 52 -100 30 Z", "#e8dcb8", KEY, 1.8)
        svg.path("M-70 40 q20 -4 40 0 M10 44 q24 -4 48 0", None, KEY, 1.1, 0.7)
        for px, py, rx, ry in ((60, 36, 7, 10), (52, 26, 5, 8), (68, 26, 5, 8)):
            svg.ellipse(px, py, rx, ry, GREEN, KEY, 1.3)
        _ = (DARK_GREEN, LIGHT_GREEN, RED, SKY, YELLOW, smooth_loop, d)


def bird(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    """A goldfinch perched on a twig, facing left: brown back, gold wing bar, black and white head, red face."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        svg.path("M-70 34 C-30 26 30 30 76 20", None, KEY, 8)
        svg.path("M-70 34 C-30 26 30 30 76 20", None, BROWN, 4)
        svg.path("M-40 30 l-14 -16 M40 26 l10 -14", None, DARK_GREEN, 4)
        svg.path(d(smooth_loop([(40, -4), (70, 8), (74, 16), (46, 12)], 3), True), KEY)  # tail
        body = [(-34, -10), (-16, -28), (16, -26), (44, -8), (40, 12), (10, 26), (-20, 22), (-36, 8)]
        svg.path(d(smooth_loop(body, 4), True), "#c9a27a", KEY, 2.6)
        svg.path("M-20 16 C0 26 26 20 40 10 C26 14 0 16 -20 12 Z", WHITE, None)
        svg.path(d(smooth_loop([(-6, -18), (30, -16), (46, 0), (20, 4), (-2, -4)], 3), True), KEY, KEY, 1.6)
        svg.path("M4 -10 C16 -12 28 -8 36 -2 C26 -2 14 -4 4 -6 Z", YELLOW, KEY, 1.2)
        svg.circle(-30, -20, 15, WHITE, KEY, 2.2)
        svg.path("M-44 -22 C-44 -32 -30 -36 -22 -30 C-30 -26 -36 -22 -44 -18 Z", RED, KEY, 1.2)
        svg.path("M-30 -34 C-20 -36 -14 -28 -16 -18 C-22 -24 -26 -28 -30 -34 Z", KEY)
        svg.circle(-34, -22, 2.4, KEY)
        svg.path("M-45 -22 L-58 -18 L-45 -14 Z", "#e8d8b0", KEY, 1.2)
        svg.path("M-10 24 l-4 12 M4 24 l2 10", None, KEY, 2.4)


def posy(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    """A pot of flowers: three blooms on green stems in a terracotta pot."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        for sx, sy, col in ((-34, -50, RED), (0, -70, YELLOW), (34, -50, BLUE)):
            svg.path(f"M0 20 Q{sx * 0.3} {sy * 0.4} {sx} {sy}", None, DARK_GREEN, 4)
            for k in range(5):
                svg.ellipse(sx, sy - 11, 6, 11, col, KEY, 1.2, rot=k * 72)
            svg.circle(sx, sy, 6, OCHRE if col != YELLOW else RED, KEY, 1)
        for sx in (-1, 1):
            svg.path(f"M0 10 c{sx * 10} -20 {sx * 30} -22 {sx * 40} -16 c{sx * -10} 10 {sx * -26} 16 {sx * -40} 16 Z",
                     GREEN, KEY, 1.4)
        svg.path("M-30 14 L30 14 L22 56 L-22 56 Z", "#c8683a", KEY, 2.4)
        svg.rect(-34, 8, 68, 12, 2, "#c8683a", KEY, 2.2)


def lemons(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    """A bough of Sicilian lemons hanging down the middle of the card between the cups: a brown twig, dark
    pointed leaves with their midribs, three big pointed lemons lit on one side, a white blossom at the top."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        twig = "M0 -190 C-14 -120 14 -40 -4 40 C-14 100 6 150 0 190"
        svg.path(twig, None, KEY, 10)
        svg.path(twig, None, BROWN, 5)
        for k, (lx, ly) in enumerate(((-4, -160), (6, -96), (-8, -20), (2, 70), (-4, 150))):
            sd = -1 if k % 2 else 1
            rot = sd * 35
            svg.ellipse(lx + sd * 28, ly, 30, 11, GREEN, KEY, 2.2, rot=rot)
            cx, ux, uy = lx + sd * 28, 24 * math.cos(math.radians(rot)), 24 * math.sin(math.radians(rot))
            svg.path(f"M{f(cx - ux)} {f(ly - uy)} L{f(cx + ux)} {f(ly + uy)}", None, DARK_GREEN, 1.8)  # the midrib
        for lx, ly in ((-24, -154), (24, -94), (-20, 124)):  # hanging in the gaps between the rows of cups
            pts = [(lx - 30, ly), (lx - 22, ly - 22), (lx, ly - 28), (lx + 22, ly - 22), (lx + 30, ly),
                   (lx + 22, ly + 22), (lx, ly + 28), (lx - 22, ly + 22)]
            svg.path(d(smooth_loop(pts, 3), True), YELLOW, KEY, 3)
            svg.path(f"M{lx - 36} {ly} l8 0 M{lx + 30} {ly} l7 0", None, KEY, 4)  # the pointed ends
            svg.path(f"M{lx + 4} {ly + 18} q14 -6 18 -20", None, OCHRE, 3.4)
            svg.ellipse(lx - 10, ly - 10, 7, 4, WHITE, None, 0, 0.6, rot=-30)
        for k in range(5):
            svg.ellipse(0, -196, 6, 12, WHITE, KEY, 1.4, rot=k * 72)
        svg.circle(0, -196, 4.4, YELLOW)


def prickly_pear(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    """A prickly pear: flat green pads one on another, yellow flowers and red fruit on their rims."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        for px, py, rx, ry, rot in ((0, 30, 30, 40, 0), (-34, -20, 24, 32, -30), (30, -26, 24, 32, 30),
                                    (0, -60, 20, 26, 0)):
            svg.ellipse(px, py, rx, ry, GREEN, KEY, 2.2, rot=rot)
            svg.path(" ".join(f"M{px + dx} {py + dy} l3 -3" for dx, dy in ((-8, -6), (6, 4), (-4, 12), (8, -14))),
                     None, KEY, HATCH)
        for fx, fy, col in ((-50, -48, RED), (46, -54, YELLOW), (0, -88, RED), (-16, -82, YELLOW)):
            svg.ellipse(fx, fy, 8, 10, col, KEY, 1.4)
        svg.path("M-20 70 L20 70", None, KEY, FINE)
        _ = smooth
