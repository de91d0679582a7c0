"""The Romagnole's suit signs, our own reading of the pattern (between the Piacentine's and the Napoletane's):
coins gold, ringed with red beads round a blue band and a red heart with a gold rosette; cups a broad chalice,
a gadrooned red bowl on a gold stem with a blue knop; straight swords with broad blue blades and a gold cross
ending in balls, a red jewel at its middle; rough knotted clubs in ochre wood with a green shoot, each of a
card cut from its own branch (CLUBS). Flat colours inside a black key line.

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
    """A broad chalice `h` units tall, as wide as print's: a deep red bowl swelling under a gold lip band, its
    lower half gadrooned in lobes, a gold stem with a blue knop, a wide stepped gold foot."""
    with svg.group(place(x, y, h / 100)):
        bowl = "M-44 -36 C-48 -10 -34 10 -10 16 L10 16 C34 10 48 -10 44 -36 Z"
        svg.path(bowl, RED, INK, 2.8)
        # the gadroons: lobes fanning up from the stem over the bowl's lower half
        lobes = " ".join(f"M{f(k * 6)} 15 C{f(k * 11 - 8)} 6 {f(k * 13 - 6)} -6 {f(k * 13)} -13 "
                         f"C{f(k * 13 + 6)} -6 {f(k * 11 + 8)} 6 {f(k * 6)} 15 Z" for k in (-2, -1, 0, 1, 2))
        svg.path(lobes, RED_DK, INK, 1.8)
        svg.path("M-38 -14 C-20 -8 20 -8 38 -14", None, GOLD, 3.2)
        svg.path("M-38 -14 C-20 -8 20 -8 38 -14", None, INK, 0.9)
        svg.path("M-36 -32 C-36 -24 -33 -18 -29 -15", None, "#ff8a7a", 3.4)
        svg.path("M-47 -48 L47 -48 L44 -35 L-44 -35 Z", GOLD, INK, 2.4)
        svg.path("M-44 -41 L44 -41", None, GOLD_DK, 1.6, extra=' stroke-dasharray="3 4"')
        svg.ellipse(0, -48, 47, 6, YELLOW, INK, 2.2)
        svg.ellipse(0, -48, 38, 3.2, RED_DK, None, 0)
        svg.path("M-7 16 L7 16 L5 34 L-5 34 Z", GOLD, INK, 2)
        svg.ellipse(0, 24, 12, 7, BLUE, INK, 2)
        svg.path("M-9 22 Q0 19 9 22", None, BLUE_LT, 1.6)
        svg.path("M-5 33 C-10 38 -28 41 -34 46 L34 46 C28 41 10 38 5 33 Z", GOLD, INK, 2.2)
        svg.rect(-36, 45, 72, 5, 2, YELLOW, INK, 1.8)
        svg.path("M-22 42 L22 42", None, GOLD_DK, 1.6)


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
    svg.ellipse(0, cross, blade * 0.26, blade * 0.2, RED, INK, 1.8)  # the jewel at the cross
    svg.path(f"M{f(-blade * 0.36)} {f(cross + blade * 0.3)} L{f(blade * 0.36)} {f(cross + blade * 0.3)} "
             f"L{f(blade * 0.32)} {f(bottom - blade * 0.6)} L{f(-blade * 0.32)} {f(bottom - blade * 0.6)} Z",
             RED, INK, 2.4)
    bands = " ".join(f"M{f(-blade * 0.34)} {f(cross + (bottom - cross) * t)} l{f(blade * 0.68)} 0"
                     for t in (0.35, 0.6))
    svg.path(bands, None, GOLD, 3)
    svg.circle(0, bottom - blade * 0.32, blade * 0.48, GOLD, INK, 2.4)


# each club of a pip card its own branch, as a hand-cut block gives them: (bend, [(where, side) of the lopped
# twigs], (where, side) of the shoot or None, [(where, across) of the knots], which rings swell)
CLUBS = (
    (0, ((0.3, 1), (0.45, -1), (0.62, 1)), (0.2, 1), ((0.2, -0.2), (0.4, 0.3), (0.6, -0.35), (0.8, 0.2)), 1),
    (0.05, ((0.24, -1), (0.5, 1), (0.72, -1)), (0.32, -1), ((0.3, 0.25), (0.55, -0.3), (0.78, 0.1)), 2),
    (-0.045, ((0.36, 1), (0.58, -1)), (0.14, -1), ((0.22, 0.1), (0.46, -0.3), (0.66, 0.3), (0.86, -0.1)), 0),
    (0.03, ((0.2, 1), (0.4, -1), (0.56, -1), (0.76, 1)), (0.42, 1), ((0.3, -0.25), (0.66, 0.25)), 1),
    # one more, kept for a corner's club: its twigs and shoot stand to the right but for one low on the left
    (0.04, ((0.28, 1), (0.5, 1), (0.8, -1)), (0.16, 1), ((0.25, -0.2), (0.45, 0.3), (0.7, -0.25)), 0),
)
PIP_CUTS = 4  # the branches a pip card's clubs take in turn (the last is the six's corner club's, pips.SIX_CUTS)


def club(svg: Svg, length: float, top: float, bottom: float, leaf: bool = True, variant: int = 0) -> None:
    """A rough cudgel from its grip at (0, length / 2) up to a swollen head: ochre wood with darker knots, lopped
    twigs standing out, a green shoot near the head; `variant` picks its bend, twigs, shoot and knots."""
    bend, stubs, shoot, knotted, swell = CLUBS[variant % len(CLUBS)]
    y0 = -length / 2
    n = 10
    mid, half = [], []
    for i in range(n + 1):
        t = i / n
        mid.append((bend * length * math.sin(math.pi * t) * (1 - t * 0.3), y0 + length * t))
        half.append((top + (bottom - top) * t ** 0.7) / 2 * (1 + (0.12 if i % 3 == swell else 0)))
    left = [(x - w, y) for (x, y), w in zip(mid, half, strict=True)]
    right = [(x + w, y) for (x, y), w in zip(mid, half, strict=True)]
    for t, side in stubs:
        i = round(t * n)
        x, y = (right if side > 0 else left)[i]
        twig = f"M{f(x - side * 6)} {f(y + 8)} L{f(x + side * top * 0.36)} {f(y - top * 0.3)}"
        svg.path(twig, None, INK, top * 0.24)
        svg.path(twig, None, WOOD, top * 0.16)
        svg.circle(x + side * top * 0.36, y - top * 0.3, top * 0.09, WOOD_LT, INK, 1.6)
    if leaf and shoot:
        i, side = round(shoot[0] * n), shoot[1]
        lx, ly = (right if side > 0 else left)[i]
        t = top * 0.72 * side
        svg.path(f"M{f(lx)} {f(ly)} C{f(lx + t * 0.5)} {f(ly - abs(t) * 0.5)} {f(lx + t * 0.9)} "
                 f"{f(ly - abs(t) * 0.2)} {f(lx + t)} {f(ly + abs(t) * 0.1)} C{f(lx + t * 0.6)} "
                 f"{f(ly + abs(t) * 0.2)} {f(lx + t * 0.3)} {f(ly + abs(t) * 0.1)} {f(lx)} {f(ly)} Z", GREEN, INK, 2)
        svg.path(f"M{f(lx)} {f(ly)} Q{f(lx + t * 0.5)} {f(ly - abs(t) * 0.15)} {f(lx + t * 0.9)} {f(ly)}", None,
                 GREEN_DK, 2)
    outline = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in left + right[::-1]) + " Z"
    svg.path(outline, WOOD, INK, 4)
    inner = [(x, y, w) for (x, y), w in zip(mid, half, strict=True)][1:-1]
    svg.path("M" + " L".join(f"{f(x - w * 0.5)} {f(y)}" for x, y, w in inner) + " L" +
             " L".join(f"{f(x - w * 0.82)} {f(y)}" for x, y, w in inner[::-1]) + " Z", WOOD_LT)
    svg.path("M" + " L".join(f"{f(x + w * 0.45)} {f(y)}" for x, y, w in inner) + " L" +
             " L".join(f"{f(x + w * 0.92)} {f(y)}" for x, y, w in inner[::-1]) + " Z", WOOD_DK, None, 0, 0.55)
    knots = []
    for t, across in knotted:
        i = round(t * n)
        x, y = mid[i][0] + half[i] * across, mid[i][1]
        knots.append(f"M{f(x - 7)} {f(y)} a7 5 0 1 0 14 0 a7 5 0 1 0 -14 0 Z")
    svg.path(" ".join(knots), WOOD_DK, INK, 1.4)
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
