"""Card backs: each pattern's own design (a textile, a field of small figures, a lattice of arms) inside a
white margin, with a centre medallion fitting the deck.

A pattern module defines `back(svg)` (compose.back calls it when it exists) and draws its back with the
designs here (`designs.py`), so a deck's back is as much its own as its courts. Every back reads the same
either way up: its field repeats symmetrically about the card's centre, and its medallion is the pattern's.

nanosvg has no clip paths, so the field's figures are clipped to the field by hand (`clip`), and what cannot be
clipped (a round dot) is drawn only where it fits whole.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from ..layout import CORNER, PAPER
from ..svg import H, Point, Svg, W

MARGIN = 34  # the white margin round the field, in card units
BAND = 16  # the field's plain band inside its edge, before the pattern starts

Box = tuple[float, float, float, float]  # x0, y0, x1, y1


def field(svg: Svg, fill: str, edge: str, line: str) -> Box:
    """The coloured field inside the margin, with a plain band and a ruled line; the box its pattern fills."""
    x0, y0, x1, y1 = MARGIN, MARGIN, W - MARGIN, H - MARGIN
    svg.rect(x0, y0, x1 - x0, y1 - y0, CORNER - 14, fill, edge, 3)
    return x0 + BAND, y0 + BAND, x1 - BAND, y1 - BAND


def rule(svg: Svg, box: Box, line: str, width: float = 3) -> None:
    """The ruled line round the pattern, drawn last so the clipped figures end on it."""
    x0, y0, x1, y1 = box
    svg.rect(x0, y0, x1 - x0, y1 - y0, 4, None, line, width)


def clip(points: Sequence[Point], box: Box) -> list[Point]:
    """A polygon cut to the box (Sutherland-Hodgman against each edge in turn); [] if nothing is inside."""
    x0, y0, x1, y1 = box
    edges = (
        (lambda p: p[0] >= x0, lambda a, b: _cross_x(a, b, x0)),
        (lambda p: p[0] <= x1, lambda a, b: _cross_x(a, b, x1)),
        (lambda p: p[1] >= y0, lambda a, b: _cross_y(a, b, y0)),
        (lambda p: p[1] <= y1, lambda a, b: _cross_y(a, b, y1)),
    )
    out = list(points)
    for inside, cross in edges:
        if not out:
            break
        pts, out = out, []
        for i, cur in enumerate(pts):
            prev = pts[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(cross(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cross(prev, cur))
    return out


def _cross_x(a: Point, b: Point, x: float) -> Point:
    t = (x - a[0]) / (b[0] - a[0])
    return x, a[1] + (b[1] - a[1]) * t


def _cross_y(a: Point, b: Point, y: float) -> Point:
    t = (y - a[1]) / (b[1] - a[1])
    return a[0] + (b[0] - a[0]) * t, y


def shape(svg: Svg, points: Sequence[Point], box: Box, fill: str | None, stroke: str | None = None,
          sw: float = 2, opacity: float = 1) -> None:
    """A polygon drawn as far as it lies inside the box."""
    cut = clip(points, box)
    if len(cut) >= 3:
        svg.poly(cut, fill, stroke, sw, opacity)


def fits(x: float, y: float, r: float, box: Box) -> bool:
    """Whether a figure of radius r centred at (x, y) lies wholly in the box."""
    x0, y0, x1, y1 = box
    return x0 + r <= x <= x1 - r and y0 + r <= y <= y1 - r


def grid(box: Box, dx: float, dy: float, staggered: bool = False) -> Iterable[tuple[int, int, float, float]]:
    """Points of a grid centred on the card (so a half-turn maps it onto itself), covering the box and a cell
    beyond: (column, row, x, y), column and row counted from the centre."""
    x0, y0, x1, y1 = box
    cols, rows = int((x1 - x0) / dx / 2) + 2, int((y1 - y0) / dy / 2) + 2
    for j in range(-rows, rows + 1):
        shift = dx / 2 if staggered and j % 2 else 0
        for i in range(-cols, cols + 1):
            yield i, j, W / 2 + i * dx + shift, H / 2 + j * dy


def oval(svg: Svg, rx: float, ry: float, fill: str, ring: str, edge: str) -> None:
    """An oval medallion: a broad ring and a paper ground for the pattern's emblem."""
    svg.ellipse(W / 2, H / 2, rx + 16, ry + 16, ring, edge, 4)
    svg.ellipse(W / 2, H / 2, rx, ry, fill, edge, 3)


def lozenge(svg: Svg, rx: float, ry: float, fill: str, ring: str, edge: str) -> None:
    """A lozenge medallion (a diamond standing on its point), ringed."""
    cx, cy = W / 2, H / 2
    for grow, paint, width in ((22, ring, 4), (0, fill, 3)):
        a, b = rx + grow, ry + grow * ry / rx
        svg.poly([(cx, cy - b), (cx + a, cy), (cx, cy + b), (cx - a, cy)], paint, edge, width)


def octagon(svg: Svg, r: float, fill: str, ring: str, edge: str, tall: float = 1.3) -> None:
    """An octagonal cartouche, taller than wide."""
    cx, cy = W / 2, H / 2
    for grow, paint, width in ((18, ring, 4), (0, fill, 3)):
        pts = [(cx + (r + grow) * math.cos(math.pi / 8 + k * math.pi / 4),
                cy + (r + grow) * tall * math.sin(math.pi / 8 + k * math.pi / 4)) for k in range(8)]
        svg.poly(pts, paint, edge, width)


def corners(svg: Svg, box: Box, paint: str, edge: str, size: float = 46) -> None:
    """Quarter fans in the field's four corners (the same turned round), as printers framed a back."""
    x0, y0, x1, y1 = box
    for cx, cy, sx, sy in ((x0, y0, 1, 1), (x1, y0, -1, 1), (x0, y1, 1, -1), (x1, y1, -1, -1)):
        svg.path(f"M{cx} {cy} L{cx + sx * size} {cy} A{size} {size} 0 0 {1 if sx * sy > 0 else 0} "
                 f"{cx} {cy + sy * size} Z", paint, edge, 2)


__all__ = ["BAND", "MARGIN", "PAPER", "Box", "clip", "corners", "field", "fits", "grid", "lozenge", "octagon",
           "oval", "rule", "shape"]
