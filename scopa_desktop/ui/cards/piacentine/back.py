"""The Piacentine's own back: the city's red and white. A deep red field under a gold lattice, a small white
square (the square of Sant'Antonino's banner, Piacenza's oldest sign) in every lozenge, a white border ruled
in gold, and in the middle an oval with la Polla, the eagle of the ace of coins, holding its white ring."""

from __future__ import annotations

from ..emilia.ink import BROWN, BROWN_DK, GOLD, INK, RED_DK, WHITE, YELLOW
from ..layout import CORNER
from ..svg import Svg, diagonal_segment, f, place

FIELD, EDGE = "#a3161c", "#3a0a0c"


def back(svg: Svg) -> None:
    svg.rect(22, 22, 556, 956, CORNER - 12, WHITE, EDGE, 3)
    svg.rect(40, 40, 520, 920, CORNER - 22, FIELD, INK, 3)
    x0, y0, x1, y1 = 52, 52, 548, 948
    step = 62
    lines = []
    for k in range(-16, 17):  # the lattice: two sets of diagonals, cut by hand to the field
        for sign in (1, -1):
            pts = diagonal_segment(x0, y0, x1, y1, k * step, sign)
            if pts:
                (ax, ay), (bx, by) = pts
                lines.append(f"M{f(ax)} {f(ay)} L{f(bx)} {f(by)}")
    svg.path(" ".join(lines), None, GOLD, 2.6)
    squares = []
    for j in range(int((y1 - y0) / (step / 2)) + 1):
        for i in range(int((x1 - x0) / step) + 1):
            cx = x0 + i * step + (step / 2 if j % 2 else 0)
            cy = y0 + j * step / 2
            if x0 + 14 < cx < x1 - 14 and y0 + 14 < cy < y1 - 14 and not _in_oval(cx, cy):
                squares.append(f"M{f(cx - 8)} {f(cy - 8)} l16 0 l0 16 l-16 0 Z")
    svg.path(" ".join(squares), WHITE, RED_DK, 1.2)
    svg.rect(x0 - 4, y0 - 4, x1 - x0 + 8, y1 - y0 + 8, CORNER - 24, None, GOLD, 4)
    medallion(svg)


def _in_oval(x: float, y: float) -> bool:
    return ((x - 300) / 170) ** 2 + ((y - 500) / 230) ** 2 < 1


def medallion(svg: Svg) -> None:
    """The oval in the middle: la Polla, small, on cream."""
    svg.ellipse(300, 500, 156, 214, WHITE, GOLD, 10)
    svg.ellipse(300, 500, 156, 214, None, INK, 2.4)
    svg.ellipse(300, 500, 142, 200, None, FIELD, 3)
    with svg.group(place(300, 500, 0.5)):
        for s in (-1, 1):
            svg.path(f"M{s * 40} -40 C{s * 100} -120 {s * 150} -200 {s * 180} -250 C{s * 210} -210 {s * 216} -60 "
                     f"{s * 200} 160 L{s * 150} 190 L{s * 120} 150 L{s * 90} 170 C{s * 70} 60 {s * 60} 0 "
                     f"{s * 40} -40 Z", BROWN, INK, 4)
            svg.path(f"M{s * 150} -160 C{s * 170} -60 {s * 170} 40 {s * 160} 140", None, BROWN_DK, 5)
        svg.path("M-70 -60 C-80 60 -50 170 0 190 C50 170 80 60 70 -60 Z", BROWN, INK, 4)
        svg.path("M-40 -60 C-50 -150 -20 -210 30 -220 C70 -222 90 -200 84 -176 C70 -170 60 -160 56 -140 C60 -110 60 "
                 "-80 50 -60 Z", BROWN, INK, 4)
        svg.path("M80 -196 C104 -200 120 -186 116 -166 L98 -170 C92 -176 86 -178 80 -176 Z", YELLOW, INK, 3)
        svg.circle(46, -190, 8, WHITE, INK, 2)
        svg.path("M-20 -226 L-26 -276 L0 -250 L20 -286 L38 -250 L62 -276 L58 -226 Z", GOLD, INK, 3)
        svg.circle(0, 20, 120, WHITE, INK, 5)
        svg.circle(0, 20, 104, None, "#d9d2c2", 4)
