"""The Piacentine's suit signs as the printed deck shows them, drawn our own way: coins black with two rings of
yellow beads round a red sun's face; broad cups with a red mouth, the bowl gold above and dark green below, on
a green foot; straight blue swords with gold hilts whose curled quillons end in green rings and a red jewel at
the cross; thick, lopped green cudgels whose cut ends are red or ochre wood.

Each is drawn in card units around (0, 0): `coin` and the cups in a 100-unit box (scaled by the caller), the
sword and the club at their own length, point or thick end up.
"""

from __future__ import annotations

import math

from ..emilia.ink import (
    BLUE,
    BLUE_DK,
    BLUE_LT,
    GOLD,
    GOLD_DK,
    GREEN_DK,
    GREEN_LT,
    INK,
    RED,
    RED_DK,
    WHITE,
    YELLOW,
)
from ..svg import Svg, f, place

BLACK = "#15110e"
BRONZE = "#4a2c0c"  # the coins' field between the beads
BEAD_BED = "#9a6a14"
WOOD, WOOD_LT, WOOD_STREAK = "#1a4621", "#2e7236", "#e9c83a"  # dark green, as print's, light enough that the knots read
# the courts' cudgels, as print's: red-brown wood lit in orange
CUDGEL = ("#5c2a16", "#8e4a24", "#e39a3e")
CUT_RED, CUT_OCHRE = "#d8322a", "#eca23a"


def _beads(svg: Svg, r: float, n: int, size: float, colour: str, core: str) -> None:
    """A ring of `n` round beads of radius `size` on radius `r`, each with a dark dot: two dashed circles."""
    gap = 2 * math.pi * r / n
    dash = f' stroke-dasharray="0.6 {gap - 0.6:.3f}"'
    svg.circle(0, 0, r, None, BEAD_BED, size * 1.5)  # the band they sit in: gold still, where beads are too small
    svg.circle(0, 0, r, None, colour, size * 2, extra=dash)
    svg.circle(0, 0, r, None, core, size * 0.7, extra=dash)


def coin(svg: Svg, x: float, y: float, d: float) -> None:
    """A coin `d` units across: a pale rim, a dark bronze field packed with two rings of fat beads (so that
    small, at the table's 90 px, the coin still reads gold round a red sun, not as a black button), a red
    sun's face."""
    with svg.group(place(x, y, d / 100)):
        svg.circle(0, 0, 50, WHITE, INK, 1.6)
        svg.circle(0, 0, 46.5, BRONZE, INK, 1.2)
        svg.circle(0, 0, 44, None, "#fff3c8", 0.9, extra=' stroke-dasharray="0.5 6.4"')
        _beads(svg, 37.8, 26, 4.7, YELLOW, GOLD_DK)
        _beads(svg, 28.6, 20, 4.2, YELLOW, GOLD_DK)
        sun(svg, 0, 0, 22)


def sun(svg: Svg, x: float, y: float, r: float, fill: str = RED) -> None:
    """A round red sun's face, as the coins carry it: brows, almond eyes, a nose, a smile."""
    with svg.group(place(x, y, r / 21)):
        svg.circle(0, 0, 21, fill, INK, 1.4)
        line = "#5a1208"
        svg.path("M-12 -8 Q-7 -12 -2 -8 M2 -8 Q7 -12 12 -8 M-11 -3 Q-7 -6 -3 -3 Q-7 -1 -11 -3 Z "
                 "M3 -3 Q7 -6 11 -3 Q7 -1 3 -3 Z", None, line, 1.3)
        svg.path("M-10.5 -3 Q-7 -5 -3.5 -3 Q-7 -1.5 -10.5 -3 Z M3.5 -3 Q7 -5 10.5 -3 Q7 -1.5 3.5 -3 Z", line)
        svg.path("M0 -4 L-2 5 Q0 7 2.5 5.5 M-8 9 Q0 15 8 9 M-13 5 Q-12 9 -9 11 M13 5 Q12 9 9 11", None, line, 1.3)


def cup(svg: Svg, x: float, y: float, h: float, rot: float = 0) -> None:
    """The pip cups' vase, `h` units tall: a flared red mouth over a gold neck crossed in blue, a round belly
    gold above and dark green below, a red knop, a dark green trumpet foot on a gold base."""
    with svg.group(place(x, y, h / 100, rot)):
        svg.path("M-24 -34 C-36 -28 -38 -6 -26 6 C-18 13 -10 15 -6 17 L6 17 C10 15 18 13 26 6 C38 -6 36 -28 24 -34 Z",
                 GREEN_DK, INK, 2.2)
        svg.path("M-24 -34 C-33 -29 -36 -18 -34 -10 C-20 -4 20 -4 34 -10 C36 -18 33 -29 24 -34 Z", YELLOW, INK, 1.6)
        svg.path("M-26 -16 C-22 -8 -12 -6 -4 -6", None, "#fff1a0", 3, 0.9)
        svg.path("M-28 -2 C-20 8 -6 10 4 10", None, GREEN_LT, 2.5, 0.7)
        svg.path("M-22 -42 L22 -42 L24 -33 L-24 -33 Z", GOLD, INK, 1.6)
        svg.path("M-7 -41.5 L7 -33.5 M7 -41.5 L-7 -33.5", None, BLUE, 2.6)
        svg.path("M-22 -42 C-26 -44 -32 -46 -33 -49 C-20 -54 20 -54 33 -49 C32 -46 26 -44 22 -42 Z", RED, INK, 2)
        svg.ellipse(0, -49, 27, 4.6, RED_DK, INK, 1.4)
        svg.ellipse(0, 20, 9, 4.6, RED, INK, 1.6)
        svg.path("M-5 23 C-6 31 -16 37 -26 41 L26 41 C16 37 6 31 5 23 Z", GREEN_DK, INK, 2)
        svg.path("M-2 27 C-3 32 -9 36 -15 39", None, GREEN_LT, 2, 0.7)
        svg.path("M-28 41 L28 41 L29 48 C10 51 -10 51 -29 48 Z", GOLD, INK, 1.8)
        svg.path("M-26 45 C-8 47 8 47 26 45", None, GOLD_DK, 1.4)


def grand_cup(svg: Svg, x: float, y: float, h: float) -> None:
    """The two of cups' grand cup, `h` units tall: a wide red mouth opening over a gold band crossed in blue, a
    green shoulder, a red bowl of rounded gadroons, gold ball handles, a gold leaf collar, a dark green trumpet
    foot on a blue ring."""
    with svg.group(place(x, y, h / 100)):
        for s in (-1, 1):
            svg.path(f"M{s * 36} -18 L{s * 46} -20", None, INK, 4)
            svg.circle(s * 48, -20, 4.5, GOLD, INK, 1.4)
        svg.path("M-38 -22 C-42 -2 -26 14 -8 18 L8 18 C26 14 42 -2 38 -22 Z", RED, INK, 2.2)
        svg.path(" ".join(f"M{k * 9 - 4} -12 C{k * 9 - 5} 0 {k * 9 - 2} 10 {k * 9} 14 C{k * 9 + 2} 10 {k * 9 + 5} 0 "
                          f"{k * 9 + 4} -12 Z" for k in range(-3, 4)), RED_DK, None, 0, 0.55)
        svg.path("M-38 -22 C-38 -30 -30 -34 -26 -35 L26 -35 C30 -34 38 -30 38 -22 C20 -16 -20 -16 -38 -22 Z",
                 GREEN_DK, INK, 2)
        svg.path("M-30 -28 C-10 -24 10 -24 30 -28", None, GREEN_LT, 2, 0.7)
        svg.path("M-26 -35 L26 -35 L28 -41 L-28 -41 Z", GOLD, INK, 1.6)
        svg.path("M-4 -40.5 L4 -35.5 M4 -40.5 L-4 -35.5", None, BLUE, 2)
        svg.path("M-28 -41 C-32 -43 -38 -46 -40 -50 C-26 -56 26 -56 40 -50 C38 -46 32 -43 28 -41 Z", RED, INK, 2)
        svg.ellipse(0, -50, 34, 5.5, RED_DK, INK, 1.4)
        svg.path("M-12 18 C-8 24 -4 24 0 22 C4 24 8 24 12 18 L6 28 L-6 28 Z", GOLD, INK, 1.6)
        svg.path("M-5 28 C-6 36 -16 42 -24 46 L24 46 C16 42 6 36 5 28 Z", GREEN_DK, INK, 2)
        svg.path("M-2 32 C-3 37 -9 41 -15 44", None, GREEN_LT, 2, 0.7)
        svg.path("M-26 46 L26 46 L27 51 L-27 51 Z", BLUE, INK, 1.6)


def sword(svg: Svg, length: float, blade: float = 28, guard: float = 130, hilt: float = 0.32) -> None:
    """A straight sword from its pommel at (0, length / 2) up to its point: a blue blade bevelled in two tones,
    a gold cross whose quillons curl back to green rings, a red jewel at the cross, a twisted gold grip and a
    red button of a pommel. `hilt`: the share of the length from the pommel to the cross."""
    top, bottom = -length / 2, length / 2
    cross = bottom - length * hilt
    w = blade / 2
    svg.path(f"M{f(-w)} {f(cross)} L{f(-w)} {f(top + blade * 1.3)} L0 {f(top)} L{f(w)} {f(top + blade * 1.3)} "
             f"L{f(w)} {f(cross)} Z", BLUE, INK, 3)
    svg.path(f"M0 {f(cross)} L0 {f(top)} L{f(w)} {f(top + blade * 1.3)} L{f(w)} {f(cross)} Z", BLUE_DK)
    svg.path(f"M{f(-w)} {f(cross)} L{f(-w)} {f(top + blade * 1.3)} L0 {f(top)} L{f(w)} {f(top + blade * 1.3)} "
             f"L{f(w)} {f(cross)}", None, INK, 3)
    svg.line(-w * 0.45, cross - 10, -w * 0.45, top + blade * 1.6, BLUE_LT, blade * 0.16)
    g = guard / 2
    grip = bottom - cross
    gw = blade * 0.62  # half the grip's width at its swell
    # the grip: a twisted gold baluster, a blue collar and a red bud at its end
    svg.path(f"M{f(-gw * 0.5)} {f(cross)} C{f(-gw * 1.1)} {f(cross + grip * 0.3)} {f(-gw)} {f(cross + grip * 0.7)} "
             f"{f(-gw * 0.4)} {f(bottom - blade * 0.7)} L{f(gw * 0.4)} {f(bottom - blade * 0.7)} C{f(gw)} "
             f"{f(cross + grip * 0.7)} {f(gw * 1.1)} {f(cross + grip * 0.3)} {f(gw * 0.5)} {f(cross)} Z", GOLD, INK,
             2.6)
    twists = " ".join(f"M{f(-gw * 0.85)} {f(cross + grip * t)} L{f(gw * 0.85)} {f(cross + grip * t + gw * 0.9)}"
                      for t in (0.18, 0.36, 0.54))
    svg.path(twists, None, GOLD_DK, max(2.0, gw * 0.22))
    svg.rect(-gw * 0.55, bottom - blade * 0.8, gw * 1.1, blade * 0.22, 1, BLUE, INK, 1.8)
    svg.path(f"M{f(-gw * 0.5)} {f(bottom - blade * 0.6)} C{f(-gw * 0.6)} {f(bottom)} {f(gw * 0.6)} {f(bottom)} "
             f"{f(gw * 0.5)} {f(bottom - blade * 0.6)} Z", RED, INK, 2)
    # the cross: gold lobes hugging the blade, a bar whose ends curl down into rings round green bosses
    for s in (-1, 1):
        svg.path(f"M{f(s * blade * 0.4)} {f(cross - blade * 0.2)} C{f(s * g * 0.2)} {f(cross - blade * 1.5)} "
                 f"{f(s * g * 0.62)} {f(cross - blade * 1.4)} {f(s * g * 0.6)} {f(cross - blade * 0.6)} "
                 f"C{f(s * g * 0.5)} {f(cross - blade * 0.9)} {f(s * g * 0.3)} {f(cross - blade * 0.8)} "
                 f"{f(s * g * 0.28)} {f(cross - blade * 0.2)} Z", GOLD, INK, 2.2)
    svg.path(f"M{f(-g * 0.8)} {f(cross - blade * 0.32)} L{f(g * 0.8)} {f(cross - blade * 0.32)} L{f(g * 0.8)} "
             f"{f(cross + blade * 0.3)} L{f(-g * 0.8)} {f(cross + blade * 0.3)} Z", GOLD, INK, 2.4)
    for s in (-1, 1):
        cx, cy, r = s * g * 0.74, cross + blade * 0.5, g * 0.27
        svg.circle(cx, cy, r, GOLD, INK, 2.4)
        svg.circle(cx, cy, r * 0.6, GREEN_DK, INK, 1.8)
        svg.circle(cx - r * 0.15, cy - r * 0.15, r * 0.18, GREEN_LT)
    svg.ellipse(0, cross, blade * 0.55, blade * 0.66, GOLD, INK, 2.2)
    svg.ellipse(0, cross, blade * 0.36, blade * 0.46, RED, INK, 1.6)
    svg.ellipse(-blade * 0.1, cross - blade * 0.14, blade * 0.1, blade * 0.14, "#ff9a8a")


def _wobble(n: int, seed: int) -> list[float]:
    """A fixed run of small numbers in [-1, 1]: the rough bark's bumps, the same every time."""
    out, v = [], seed * 7919 % 1000
    for _ in range(n):
        v = (v * 7621 + 1) % 1000
        out.append(v / 500 - 1)
    return out


def club(svg: Svg, length: float, top: float, bottom: float, seed: int = 1, face: str = CUT_RED,
         stumps: tuple[tuple[float, int], ...] | None = None,
         bark: tuple[str, str, str] = (WOOD, WOOD_LT, WOOD_STREAK)) -> None:
    """A lopped cudgel from its thin end at (0, length / 2) up to its thick, sawn end: rough, knobbly dark green
    bark lit down one side and streaked with yellow, two or three lopped branches standing out as stumps with
    pale sawn faces, the sawn face at the top red or ochre with its rings."""
    wood, wood_lt, streak = bark  # the pips' dark green, or a court's own wood
    n = 14
    bumps = _wobble(2 * n + 2, seed)
    y0 = -length / 2
    left, right = [], []
    for i in range(n + 1):
        t = i / n
        w = (bottom + (top - bottom) * (1 - t ** 1.5)) / 2  # full near the sawn end, tapering to the thin one
        y = y0 + length * t
        knob = 0.1 if 0 < i < n else 0.0
        left.append((-w * (1 + knob * bumps[i]), y))
        right.append((w * (1 + knob * bumps[n + 1 + i]), y))
    if stumps is None:  # (how far down, which side): the club's own, unless the card needs a side kept clear
        stumps = ((0.3, 1), (0.52, -1), (0.72, 1))[: 2 + seed % 2]
    for k, (t, side) in enumerate(stumps):  # the stumps first: the trunk's outline closes over their roots
        i = round(t * n)
        x, y = (right if side > 0 else left)[i]
        w = abs(x) * 0.62 + 3
        bx, by = x - side * w * 0.5, y + w * 0.5
        ex, ey = x + side * w * 0.75, y - w * 0.55
        svg.path(f"M{f(bx)} {f(by + w * 0.45)} L{f(ex + side * w * 0.1)} {f(ey + w * 0.42)} "
                 f"L{f(ex - side * w * 0.1)} {f(ey - w * 0.42)} L{f(bx)} {f(by - w * 0.6)} Z", wood, INK, 2.6)
        svg.ellipse(ex, ey, w * 0.3, w * 0.46, CUT_OCHRE if k % 2 else face, INK, 2.2, rot=-side * 40)
    outline = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in left + right[::-1]) + " Z"
    svg.path(outline, wood, INK, 3)
    lit = [(x * 0.4 + top * 0.02, y) for x, y in left[1:-1]]
    svg.path("M" + " L".join(f"{f(x)} {f(y)}" for x, y in left[1:-1] + lit[::-1]) + " Z", wood_lt)
    streaks = []
    for k, (t0, t1, dx) in enumerate(((0.1, 0.42, -0.2), (0.46, 0.86, 0.22), (0.28, 0.5, 0.42), (0.62, 0.8, -0.3))):
        a, b = y0 + length * t0, y0 + length * t1
        wa = (bottom + (top - bottom) * (1 - t0 ** 1.5)) / 2
        streaks.append(f"M{f(dx * wa)} {f(a)} Q{f(dx * wa + (4 if k % 2 else -4))} {f((a + b) / 2)} "
                       f"{f(dx * wa * 0.8)} {f(b)}")
    svg.path(" ".join(streaks), None, streak, max(2.5, top * 0.05))
    svg.path(outline, None, INK, 3)
    # the sawn ends: the thick one with its rings and a crack, the thin one a small red cut
    ry = top * 0.22
    svg.ellipse(0, y0, top / 2 * 1.02, ry, face, INK, 2.6)
    svg.ellipse(top * 0.04, y0, top * 0.3, ry * 0.55, None, "#7a1a10", max(1.6, top * 0.025), 0.8)
    svg.path(f"M{f(-top * 0.05)} {f(y0 - ry * 0.1)} l{f(top * 0.12)} {f(-ry * 0.25)} l{f(top * 0.06)} "
             f"{f(ry * 0.3)}", None, "#4a0c06", max(2.0, top * 0.025))
    svg.ellipse(0, -y0, bottom / 2, bottom * 0.2, CUT_RED, INK, 2)


def mark(svg: Svg, suit: str) -> None:
    """The index's small suit mark in a 100-unit box."""
    if suit == "d":
        coin(svg, 0, 0, 100)
    elif suit == "c":
        cup(svg, 0, 0, 100)
    elif suit == "s":
        with svg.group("scale(0.92)"):
            sword(svg, 110, 16, 56, 0.3)
    else:
        with svg.group("rotate(8) scale(0.95)"):
            club(svg, 104, 40, 20, 2)
