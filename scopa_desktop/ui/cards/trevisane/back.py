"""The Trevisane's own back: a deep blue field ruled in gold into lozenges, a small red-and-gold flower at each
crossing, and in the middle Treviso's round seal (the white cross on red with its two stars) in a laurel
wreath; the paper's white margin round it all.
"""

from __future__ import annotations

import math

from ..north_kit.shapes import FINE, INK, MID, OUT
from ..svg import Svg, diagonal_segment, f
from .signs import CREAM, GOLD, RED

FIELD, DEEP = "#1f4f9e", "#102a5c"


def back(svg: Svg) -> None:
    svg.rect(30, 30, 540, 940, 24, DEEP, INK, MID)
    svg.rect(44, 44, 512, 912, 18, FIELD, GOLD, 4)
    x0, y0, x1, y1 = 60, 60, 540, 940
    step = 60
    lines = []
    for k in range(-20, 21):  # a diagonal lattice, clipped by hand to the panel
        for sign in (1, -1):
            seg = diagonal_segment(x0, y0, x1, y1, k * step, sign)
            if seg:
                (ax, ay), (bx, by) = seg
                lines.append(f"M{f(ax)} {f(ay)} L{f(bx)} {f(by)}")
    svg.path(" ".join(lines), None, GOLD, 2.2, 0.75)
    petals, hearts = [], []
    for j in range(int((y1 - y0) / step) + 1):
        for i in range(int((x1 - x0) / step) + 1):
            cx, cy = x0 + i * step + (step / 2 if j % 2 else 0), y0 + j * step
            if x0 + 10 < cx < x1 - 10 and y0 + 10 < cy < y1 - 10 and math.hypot((cx - 300) / 170, (cy - 500) / 230) > 1:
                for a in (0, math.pi / 2, math.pi, 3 * math.pi / 2):
                    petals.append(f"M{f(cx)} {f(cy)} L{f(cx + 11 * math.cos(a - 0.45))} "
                                  f"{f(cy + 11 * math.sin(a - 0.45))} "
                                  f"L{f(cx + 14 * math.cos(a))} {f(cy + 14 * math.sin(a))} "
                                  f"L{f(cx + 11 * math.cos(a + 0.45))} {f(cy + 11 * math.sin(a + 0.45))} Z")
                hearts.append(f"M{f(cx - 4)} {f(cy)} a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z")
    svg.path(" ".join(petals), RED, INK, 1)
    svg.path(" ".join(hearts), GOLD)
    svg.ellipse(300, 500, 150, 206, DEEP, GOLD, 5)
    for k in range(14):  # a laurel branch up each side of the seal, meeting below it
        a = math.radians(100 + 150 * k / 13)
        for side in (-1, 1):
            x, y = 300 - side * 124 * math.cos(a), 500 + 172 * math.sin(a)
            svg.ellipse(x, y, 9, 20, "#3f8a46", INK, 1.2, rot=-side * (math.degrees(a) - 90) + side * 30)
    seal(svg, 300, 500, 1.45)


def seal(svg: Svg, x: float, y: float, scale: float) -> None:
    """Treviso's round seal: a white cross on red, two eight-pointed stars in its upper quarters, a gold ring."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(scale)})"):
        svg.circle(0, 0, 64, GOLD, INK, OUT)
        svg.circle(0, 0, 52, RED, INK, FINE)
        svg.path("M-9 -52 h18 v43 h43 v18 h-43 v43 h-18 v-43 h-43 v-18 h43 Z", CREAM, INK, FINE)
        for dx in (-28, 28):
            svg.path(" ".join(f"M{dx} -28 L{f(dx + 12 * math.cos(a))} {f(-28 + 12 * math.sin(a))}"
                              for a in (k * math.pi / 4 for k in range(8))), None, CREAM, 3.4)
