"""Cloth for the Siciliane's turned kings (re.py): each gown and mantle is posed by hand in card units, as a
three-quarter body wears it, and drawn by these few pieces so the four read as one printer's hand.

- `cloth`: a shape of cloth in the key line, with its folds (each a fine line with a band of the darker tone on
  one side, deepest where the cloth hangs free) and its shaded side;
- `lining`: an edge of a mantle turned back to show its lining, the fold line where it turns drawn firm;
- `orphrey`: a gold band down a cope's or a gown's front edge.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..south_kit.ink import FINE, KEY, LINE, RED, YELLOW, d, edge_hatch, smooth, smooth_loop
from ..svg import Point, Svg

Fold = tuple[Sequence[Point], int, float]  # a fold's line, the side its shade lies on (1: left of travel), depth


def _loop(points: Sequence[Point], corners: Sequence[int] = ()) -> list[Point]:
    """A smooth closed loop through `points` keeping a sharp corner at each index in `corners`."""
    pts: list[Point] = []
    for i, p in enumerate(points):
        pts.extend([p, p] if i in corners else [p])
    return smooth_loop(pts, 4)


def cloth(svg: Svg, outline: Sequence[Point], colour: str, corners: Sequence[int] = (), folds: Sequence[Fold] = (),
          shade: Sequence[Point] = (), shade_side: int = 1, depth: float = 16) -> list[Point]:
    """A shape of cloth through `outline` (sharp at `corners`), its `folds`, and a band of shade along `shade`."""
    loop = _loop(outline, corners)
    svg.path(d(loop, True), colour, KEY, LINE)
    for line, side, deep in folds:
        pts = smooth(line, 5)
        svg.path(d(pts), None, KEY, FINE, 0.9)
        edge_hatch(svg, pts, side, deep, 9)
    if shade:
        edge_hatch(svg, smooth(shade, 5), shade_side, depth, 9)
    return loop


def lining(svg: Svg, outline: Sequence[Point], colour: str, turn: Sequence[Point] = (), corners: Sequence[int] = (),
           ermine: bool = False) -> None:
    """The lining shown where a mantle's edge turns back (`outline` closed), the turning edge `turn` drawn firm;
    `ermine`: white fur with black tails."""
    loop = _loop(outline, corners)
    svg.path(d(loop, True), colour, KEY, LINE * 0.8)
    if ermine:
        xs = sorted(p[0] for p in outline)
        ys = sorted(p[1] for p in outline)
        x0, x1, y0, y1 = xs[0], xs[-1], ys[0], ys[-1]
        tails = []
        for row, y in enumerate(range(int(y0) + 24, int(y1) - 10, 34)):
            for x in range(int(x0) + 10 + (row % 2) * 12, int(x1) - 6, 24):
                if _inside((x, y), loop):
                    tails.append(f"M{x} {y - 5} l3 10 l-6 0 Z")
        if tails:
            svg.path(" ".join(tails), KEY, None)
    if turn:
        svg.path(d(smooth(turn, 5)), None, KEY, LINE * 0.9)


def _inside(p: Point, loop: Sequence[Point]) -> bool:
    """Whether `p` lies inside the closed polygon `loop` (even-odd), at least 8 units from its edge's points."""
    x, y = p
    if any(abs(x - qx) < 8 and abs(y - qy) < 8 for qx, qy in loop):
        return False
    inside = False
    for (ax, ay), (bx, by) in zip(loop, [*loop[1:], loop[0]], strict=True):
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            inside = not inside
    return inside


def orphrey(svg: Svg, line: Sequence[Point], width: float = 13, jewel: str = RED) -> None:
    """A gold band along `line` in the key line, a thread of `jewel` colour down its middle."""
    pts = smooth(line, 5)
    svg.path(d(pts), None, KEY, width + 7)
    svg.path(d(pts), None, YELLOW, width)
    n = len(pts)
    svg.path(d(pts[n // 8:-max(n // 8, 1)]), None, jewel, 3, 0.9)
