"""What is round a northern court's neck: a pleated ruff, a shirt's band, a fur or ermine collar over the
shoulders, a broad falling collar, a standing collar.
"""

from __future__ import annotations

import math

from ..svg import Svg, f
from .shapes import FINE, INK, MID, blob, curve, darker, fill_lines, sampled


def collar(svg: Svg, who, kind: str, colour: str = "#fffdf6", trim: str = "#f2c11d", neck: str = "") -> None:
    """What is round the neck: "ruff" (a pleated ruff), "band" (a shirt's band), "fur" (a fur collar over the
    shoulders), "ermine", "falling" (a broad collar falling over the chest), "high" (a standing collar).
    `neck` is the flesh of the neck that goes down into a ruff (drawn over its back, into its opening)."""
    nx, ny = who.neck
    cx = nx + 10 * who.turn
    if kind == "ruff":
        _ruff(svg, cx, ny, colour, neck)
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


def _ruff(svg: Svg, cx: float, ny: float, colour: str, neck: str) -> None:
    """A pleated ruff seen from the front: a ring of rounded tubes, so its outer edge is scalloped and each
    pleat shows as a figure of eight (two loops) between the opening and the edge; a second, shadowed tone on
    its underside; the neck going down into the opening, its foot in shadow and the front of the ruff over it."""
    cy, n = ny - 2, 20
    rx, ry, ix, iy = 80.0, 29.0, 25.0, 9.0
    pts = [(cx + rx * math.cos(2 * math.pi * k / n), cy + ry * math.sin(2 * math.pi * k / n)) for k in range(n)]
    bumps = [(cx + (rx + 11) * math.cos(2 * math.pi * (k + 0.5) / n),
              cy + (ry + 8) * math.sin(2 * math.pi * (k + 0.5) / n)) for k in range(n)]
    edge = f"M{f(pts[0][0])} {f(pts[0][1])} " + " ".join(
        f"Q{f(bumps[k][0])} {f(bumps[k][1])} {f(pts[(k + 1) % n][0])} {f(pts[(k + 1) % n][1])}" for k in range(n))
    svg.path(edge + " Z", colour, INK, MID)
    # the underside in a second flat tone: a crescent along the lower edge
    svg.path(f"M{f(cx - rx + 4)} {f(cy + 4)} Q{f(cx)} {f(cy + ry + 16)} {f(cx + rx - 4)} {f(cy + 4)} "
             f"Q{f(cx)} {f(cy + ry - 4)} {f(cx - rx + 4)} {f(cy + 4)} Z", darker(colour, 0.86))
    # each pleat a figure of eight: two loops, the inner smaller, pinched where they meet
    eights = []
    for k in range(n):
        a0, a1 = 2 * math.pi * k / n, 2 * math.pi * (k + 1) / n
        am = (a0 + a1) / 2
        mid = 0.52
        px, py = cx + (ix + (rx - ix) * mid) * math.cos(am), cy + (iy + (ry - iy) * mid) * math.sin(am)
        for a in (a0, a1):
            ox, oy = cx + (rx - 3) * math.cos(a), cy + (ry - 2) * math.sin(a)
            jx, jy = cx + (ix + 3) * math.cos(a), cy + (iy + 1) * math.sin(a)
            eights.append(f"M{f(ox)} {f(oy)} Q{f((ox + px) / 2)} {f((oy + py) / 2)} {f(px)} {f(py)} "
                          f"Q{f((jx + px) / 2)} {f((jy + py) / 2)} {f(jx)} {f(jy)}")
    svg.path(" ".join(eights), None, "#7d776b", 1.5)
    hole = darker(neck, 0.62) if neck else darker(colour, 0.8)
    svg.ellipse(cx, cy - 6, ix, iy, hole, INK, FINE)
    if neck:
        # the neck's foot in the opening (the back of the ruff behind it), the front lip of the ruff over it
        top, foot = cy - ry - 2, cy - 6 + iy * 0.6
        svg.path(f"M{f(cx - 18)} {f(top)} L{f(cx - 18)} {f(foot)} Q{f(cx)} {f(foot + 5)} {f(cx + 18)} {f(foot)} "
                 f"L{f(cx + 18)} {f(top)} Z", neck)
        svg.path(f"M{f(cx - 18)} {f(top)} L{f(cx - 18)} {f(foot)} M{f(cx + 18)} {f(top)} L{f(cx + 18)} {f(foot)}",
                 None, INK, FINE)
        svg.path(f"M{f(cx - 18)} {f(foot - 4)} Q{f(cx)} {f(foot + 2)} {f(cx + 18)} {f(foot - 4)}", None,
                 darker(neck, 0.8), 3)
        svg.path(f"M{f(cx - ix)} {f(cy - 6)} Q{f(cx)} {f(cy - 6 + 2 * iy)} {f(cx + ix)} {f(cy - 6)}", None, INK, FINE)
