"""The Romagnole's suit signs, our own reading of the pattern (between the Piacentine's and the Napoletane's):
coins gold, ringed with red beads round a blue band and a red heart with a gold rosette; cups a red bowl on a
gold stem with a blue knop; straight swords with plain blue blades and a gold cross ending in balls; rough
knotted clubs in ochre wood with a green shoot. Flat colours inside a black key line.

Each is drawn around (0, 0): coins and cups in a 100-unit box, swords and clubs at their own length, point
or head up.
"""

from __future__ import annotations

import math

from ..emilia.ink import (
    BLUE,
    BLUE_DK,
    BLUE_LT,
    GOLD,
    GOLD_DK,
    GREEN,
    GREEN_DK,
    GREEN_LT,
    INK,
    RED,
    RED_DK,
    WHITE,
    YELLOW,
)
from ..svg import Svg, f, place

WOOD, WOOD_DK, WOOD_LT = "#b8621c", "#6e3410", "#e89a48"


def coin(svg: Svg, x: float, y: float, d: float) -> None:
    """A gold coin `d` across: red beads on the rim, a blue band, a red heart with an eight-petalled gold rose."""
    with svg.group(place(x, y, d / 100)):
        svg.circle(0, 0, 49, YELLOW, INK, 2.6)
        gap = 2 * math.pi * 42 / 24
        svg.circle(0, 0, 42, None, RED, 5.4, extra=f' stroke-dasharray="0.6 {gap - 0.6:.3f}"')
        svg.circle(0, 0, 36, BLUE, INK, 1.8)
        svg.circle(0, 0, 26, RED, INK, 1.8)
        petals = " ".join(f"M0 0 C{f(14 * math.cos(a - 0.5))} {f(14 * math.sin(a - 0.5))} "
                          f"{f(22 * math.cos(a - 0.15))} {f(22 * math.sin(a - 0.15))} {f(22 * math.cos(a))} "
                          f"{f(22 * math.sin(a))} C{f(22 * math.cos(a + 0.15))} {f(22 * math.sin(a + 0.15))} "
                          f"{f(14 * math.cos(a + 0.5))} {f(14 * math.sin(a + 0.5))} 0 0 Z"
                          for a in (k * math.pi / 4 for k in range(8)))
        svg.path(petals, GOLD, INK, 1.2)
        svg.circle(0, 0, 6, YELLOW, INK, 1.2)
        svg.circle(0, 0, 31, None, WHITE, 1.4, extra=' stroke-dasharray="0.5 5.6"')


def cup(svg: Svg, x: float, y: float, h: float) -> None:
    """A goblet `h` units tall: a deep red bowl under a gold lip, a gold stem with a blue knop, a gold foot."""
    with svg.group(place(x, y, h / 100)):
        svg.path("M-30 -42 C-32 -14 -22 6 -6 12 L6 12 C22 6 32 -14 30 -42 Z", RED, INK, 2.4)
        svg.path("M-22 -34 C-22 -16 -16 -2 -6 4", None, "#ff8a7a", 3, 0.9)
        svg.path("M14 -36 C16 -18 12 -4 4 6", None, RED_DK, 4)
        svg.path("M-31 -48 L31 -48 L30 -38 L-30 -38 Z", GOLD, INK, 2)
        svg.ellipse(0, -48, 31, 5, YELLOW, INK, 1.8)
        svg.path("M-5 12 L5 12 L4 36 L-4 36 Z", GOLD, INK, 1.8)
        svg.ellipse(0, 22, 9, 6, BLUE, INK, 1.6)
        svg.path("M-4 34 C-8 40 -20 44 -26 48 L26 48 C20 44 8 40 4 34 Z", GOLD, INK, 2)
        svg.path("M-20 46 L20 46", None, GOLD_DK, 2)


def sword(svg: Svg, length: float, blade: float = 30, guard: float = 96) -> None:
    """A straight sword, its pommel at (0, length / 2), its point up: a plain blue blade with a lighter edge, a
    straight gold cross with ball ends, a red grip bound in gold, a gold pommel."""
    top, bottom = -length / 2, length / 2
    cross = bottom - length * 0.22
    w = blade / 2
    svg.path(f"M{f(-w)} {f(cross)} L{f(-w * 0.8)} {f(top + blade * 2)} L0 {f(top)} L{f(w * 0.8)} "
             f"{f(top + blade * 2)} L{f(w)} {f(cross)} Z", BLUE, INK, 3)
    svg.path(f"M{f(w * 0.15)} {f(cross)} L{f(w * 0.12)} {f(top + blade * 2)} L0 {f(top + 4)} L{f(w * 0.8)} "
             f"{f(top + blade * 2)} L{f(w)} {f(cross)} Z", BLUE_DK)
    svg.line(-w * 0.45, cross - 8, -w * 0.36, top + blade * 2.2, BLUE_LT, max(2.5, blade * 0.14))
    svg.path(f"M{f(-w)} {f(cross)} L{f(-w * 0.8)} {f(top + blade * 2)} L0 {f(top)} L{f(w * 0.8)} "
             f"{f(top + blade * 2)} L{f(w)} {f(cross)} Z", None, INK, 4)
    g = guard / 2
    svg.rect(-g, cross - blade * 0.32, guard, blade * 0.64, blade * 0.2, GOLD, INK, 2.6)
    for s in (-1, 1):
        svg.circle(s * g, cross, blade * 0.42, GOLD, INK, 2.6)
    svg.path(f"M{f(-blade * 0.36)} {f(cross + blade * 0.3)} L{f(blade * 0.36)} {f(cross + blade * 0.3)} "
             f"L{f(blade * 0.32)} {f(bottom - blade * 0.6)} L{f(-blade * 0.32)} {f(bottom - blade * 0.6)} Z",
             RED, INK, 2.4)
    bands = " ".join(f"M{f(-blade * 0.34)} {f(cross + (bottom - cross) * t)} l{f(blade * 0.68)} 0"
                     for t in (0.35, 0.6))
    svg.path(bands, None, GOLD, 3)
    svg.circle(0, bottom - blade * 0.32, blade * 0.48, GOLD, INK, 2.4)


def club(svg: Svg, length: float, top: float, bottom: float, leaf: bool = True) -> None:
    """A rough cudgel from its grip at (0, length / 2) up to a swollen head: ochre wood with darker knots, lopped
    twigs standing out in pairs, a green shoot near the head."""
    y0 = -length / 2
    n = 10
    left, right = [], []
    for i in range(n + 1):
        t = i / n
        w = (top + (bottom - top) * t ** 0.7) / 2 * (1 + (0.12 if i % 3 == 1 else 0))
        left.append((-w, y0 + length * t))
        right.append((w, y0 + length * t))
    for t, side in ((0.3, 1), (0.45, -1), (0.62, 1)):
        i = round(t * n)
        x, y = (right if side > 0 else left)[i]
        svg.path(f"M{f(x - side * 6)} {f(y + 8)} L{f(x + side * top * 0.36)} {f(y - top * 0.3)}", None, INK, top * 0.24)
        svg.path(f"M{f(x - side * 6)} {f(y + 8)} L{f(x + side * top * 0.36)} {f(y - top * 0.3)}", None, WOOD,
                 top * 0.16)
        svg.circle(x + side * top * 0.36, y - top * 0.3, top * 0.09, WOOD_LT, INK, 1.6)
    if leaf:
        lx, ly = right[2]
        t = top * 0.72
        svg.path(f"M{f(lx)} {f(ly)} C{f(lx + t * 0.5)} {f(ly - t * 0.5)} {f(lx + t * 0.9)} {f(ly - t * 0.2)} "
                 f"{f(lx + t)} {f(ly + t * 0.1)} C{f(lx + t * 0.6)} {f(ly + t * 0.2)} {f(lx + t * 0.3)} "
                 f"{f(ly + t * 0.1)} {f(lx)} {f(ly)} Z", GREEN, INK, 2)
        svg.path(f"M{f(lx)} {f(ly)} Q{f(lx + t * 0.5)} {f(ly - t * 0.15)} {f(lx + t * 0.9)} {f(ly)}", None,
                 GREEN_DK, 2)
    outline = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in left + right[::-1]) + " Z"
    svg.path(outline, WOOD, INK, 4)
    svg.path("M" + " L".join(f"{f(x * 0.5)} {f(y)}" for x, y in left[1:-1]) + " L" +
             " L".join(f"{f(x * 0.82)} {f(y)}" for x, y in left[-2:0:-1]) + " Z", WOOD_LT)
    svg.path("M" + " L".join(f"{f(x * 0.45)} {f(y)}" for x, y in right[1:-1]) + " L" +
             " L".join(f"{f(x * 0.92)} {f(y)}" for x, y in right[-2:0:-1]) + " Z", WOOD_DK, None, 0, 0.55)
    knots = " ".join(f"M{f(right[i][0] * k - 7)} {f(right[i][1])} a7 5 0 1 0 14 0 a7 5 0 1 0 -14 0 Z"
                     for i, k in ((2, -0.2), (4, 0.3), (6, -0.35), (8, 0.2)))
    svg.path(knots, WOOD_DK, INK, 1.4)
    svg.ellipse(0, y0, top / 2, top * 0.2, WOOD_LT, INK, 2.6)
    svg.ellipse(0, y0, top * 0.26, top * 0.1, None, WOOD_DK, 2)
    svg.path(outline, None, INK, 4)


def mark(svg: Svg, suit: str) -> None:
    """The index's small suit mark in a 100-unit box."""
    if suit == "d":
        coin(svg, 0, 0, 100)
    elif suit == "c":
        cup(svg, 0, 0, 100)
    elif suit == "s":
        sword(svg, 104, 18, 52)
    else:
        with svg.group("rotate(10)"):
            club(svg, 100, 40, 22, leaf=False)


__all__ = ["BLUE_DK", "GREEN_LT"]
