"""The Venetian family's king's pike (a collectors' recognition key of the Trevisane and the Triestine), held
by a court: a long dark shaft, a gold socket with a red tassel, a leaf-shaped steel head inside the frame."""

from __future__ import annotations

import math

from ..svg import Svg, f, tube
from .shapes import FINE, INK, MID, blob, poly, reach


def held_pike(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """A king's pike (the Venetian family's recognition key): a long dark shaft gripped at (x, y), a red
    tassel under a leaf-shaped steel head, its point kept inside the frame."""
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)
    length = reach(x, y, ux, uy, 420 * size, (90, 96, 510, 916))
    tx, ty = x + ux * length, y + uy * length
    nx, ny = -uy, ux
    poly(svg, tube([(x - ux * 200, y - uy * 200), (tx - ux * 60, ty - uy * 60)], [14, 14]), "#6a4424", INK, MID)
    h = 64  # the head: a long leaf of steel, a gold socket under it
    bx, by = tx - ux * h, ty - uy * h
    svg.path(f"M{f(bx + nx * 8)} {f(by + ny * 8)} C{f(bx + nx * 20 + ux * 20)} {f(by + ny * 20 + uy * 20)} "
             f"{f(tx + nx * 6 - ux * 14)} {f(ty + ny * 6 - uy * 14)} {f(tx)} {f(ty)} "
             f"C{f(tx - nx * 6 - ux * 14)} {f(ty - ny * 6 - uy * 14)} {f(bx - nx * 20 + ux * 20)} "
             f"{f(by - ny * 20 + uy * 20)} {f(bx - nx * 8)} {f(by - ny * 8)} Z", "#b9c4d0", INK, MID)
    svg.line(bx + ux * 6, by + uy * 6, tx - ux * 10, ty - uy * 10, "#7d8a99", 2.4)
    poly(svg, tube([(bx - ux * 16, by - uy * 16), (bx, by)], [18, 18]), "#f2c11d", INK, FINE)
    for s in (-1, 1):  # the tassel hanging from the socket
        blob(svg, [(bx - ux * 16, by - uy * 16), (bx - ux * 30 + nx * s * 18, by - uy * 30 + ny * s * 18),
                   (bx - ux * 56 + nx * s * 12, by - uy * 56 + ny * s * 12), (bx - ux * 40, by - uy * 40)],
             "#c6282e", FINE)
