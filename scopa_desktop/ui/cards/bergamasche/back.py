"""The Bergamasche's own back: a red field chequered with small black lozenges edged in white, framed in black
and gold, and in the middle Bergamo's shield, halved gold and red, crowned, in a white oval ringed black and
red like the pattern's coins; the paper's white margin round it all.
"""

from __future__ import annotations

from ..north_kit.emblems import crown
from ..north_kit.shapes import FINE, INK, MID
from ..svg import Svg, f
from .signs import BLACK, GOLD, RED, WHITE


def back(svg: Svg) -> None:
    svg.rect(30, 30, 540, 940, 24, BLACK, INK, MID)
    svg.rect(42, 42, 516, 916, 18, RED, GOLD, 4)
    cells = []
    step = 48
    for j in range(20):
        for i in range(12):
            cx = 66 + i * step + (step / 2 if j % 2 else 0)
            cy = 66 + j * step
            if not (60 < cx < 540 and 60 < cy < 940):
                continue
            if ((cx - 300) / 168) ** 2 + ((cy - 500) / 226) ** 2 < 1:
                continue
            cells.append(f"M{f(cx)} {f(cy - 15)} L{f(cx + 11)} {f(cy)} L{f(cx)} {f(cy + 15)} L{f(cx - 11)} {f(cy)} Z")
    svg.path(" ".join(cells), BLACK, WHITE, 2)
    for rx, ry, colour in ((160, 216, BLACK), (150, 206, RED), (132, 188, GOLD), (122, 178, BLACK),
                           (116, 172, WHITE)):
        svg.ellipse(300, 500, rx, ry, colour, INK, FINE)
    shield(svg, 300, 520, 1.3)


def shield(svg: Svg, x: float, y: float, scale: float) -> None:
    """Bergamo's shield, halved gold and red, under an open crown."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(scale)})"):
        svg.path("M-52 -60 L52 -60 L52 20 C52 60 26 80 0 92 C-26 80 -52 60 -52 20 Z", GOLD, INK, MID)
        svg.path("M0 -60 L52 -60 L52 20 C52 60 26 80 0 92 Z", RED, INK, MID)
        crown(svg, 0, -66, 96, GOLD, RED, "#8a8478")
