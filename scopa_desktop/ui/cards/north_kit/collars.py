"""What is round a northern court's neck: a pleated ruff, a shirt's band, a fur or ermine collar over the
shoulders, a broad falling collar, a standing collar.
"""

from __future__ import annotations

import math

from ..svg import Svg, f
from .shapes import FINE, INK, MID, blob, curve, darker, fill_lines, sampled


def collar(svg: Svg, who, kind: str, colour: str = "#fffdf6", trim: str = "#f2c11d") -> None:
    """What is round the neck: "ruff" (a pleated ruff), "band" (a shirt's band), "fur" (a fur collar over the
    shoulders), "ermine", "falling" (a broad collar falling over the chest), "high" (a standing collar)."""
    nx, ny = who.neck
    cx = nx + 10 * who.turn
    if kind == "ruff":
        # pleats: a scalloped outer edge, the inner hole, the folds between
        scallops = " ".join(f"M{f(cx + 70 * _c(k))} {f(ny - 4 + 22 * _s(k))} "
                            f"Q{f(cx + 86 * _c(k + 1))} {f(ny - 4 + 30 * _s(k + 1))} "
                            f"{f(cx + 70 * _c(k + 2))} {f(ny - 4 + 22 * _s(k + 2))}" for k in range(0, 36, 2))
        svg.ellipse(cx, ny - 2, 80, 28, colour, INK, MID)
        svg.path(scallops, None, INK, FINE)
        folds = " ".join(f"M{f(cx + 26 * _c(k))} {f(ny - 6 + 9 * _s(k))} L{f(cx + 72 * _c(k))} "
                         f"{f(ny - 4 + 24 * _s(k))}" for k in range(0, 36, 2))
        svg.path(folds, None, "#8a8478", 1.6)
        svg.ellipse(cx, ny - 8, 24, 8, darker(colour, 0.8), INK, FINE)
    elif kind == "band":
        svg.path(f"M{f(nx - 26)} {f(ny - 6)} C{f(nx - 10)} {f(ny + 10)} {f(nx + 10)} {f(ny + 10)} {f(nx + 26)} "
                 f"{f(ny - 6)} L{f(nx + 22)} {f(ny - 22)} C{f(nx + 8)} {f(ny - 10)} {f(nx - 8)} {f(ny - 10)} "
                 f"{f(nx - 22)} {f(ny - 22)} Z", colour, INK, MID)
    elif kind in ("fur", "ermine"):
        pts = [(nx - 110, ny + 20), (nx - 70, ny - 14), (nx, ny - 20), (nx + 70, ny - 14), (nx + 110, ny + 20),
               (nx + 70, ny + 46), (nx, ny + 36), (nx - 70, ny + 46)]
        blob(svg, pts, colour, MID)
        if kind == "ermine":
            for k in range(-2, 3):
                x = nx + k * 40
                svg.path(f"M{f(x)} {f(ny + 2)} l-5 14 l5 -4 l5 4 Z", INK)
        else:
            fill_lines(svg, sampled(pts), 8, darker(colour, 0.6), 1.4, 70, 0.8)
    elif kind == "falling":
        for s in (-1, 1):
            blob(svg, [(nx, ny - 4), (nx + s * 30, ny - 14), (nx + s * 92, ny + 8), (nx + s * 70, ny + 52),
                       (nx + s * 8, ny + 40)], colour, MID)
            curve(svg, [(nx + s * 60, ny + 10), (nx + s * 64, ny + 30)], trim, 3)
    elif kind == "high":
        svg.path(f"M{f(nx - 30)} {f(ny)} L{f(nx - 28)} {f(ny - 36)} C{f(nx - 10)} {f(ny - 28)} {f(nx + 10)} "
                 f"{f(ny - 28)} {f(nx + 28)} {f(ny - 36)} L{f(nx + 30)} {f(ny)} C{f(nx + 10)} {f(ny + 10)} "
                 f"{f(nx - 10)} {f(ny + 10)} {f(nx - 30)} {f(ny)} Z", colour, INK, MID)
        curve(svg, [(nx - 26, ny - 14), (nx, ny - 8), (nx + 26, ny - 14)], trim, 4)


def _c(k: int) -> float:
    return math.cos(k * math.pi / 18)


def _s(k: int) -> float:
    return math.sin(k * math.pi / 18)
