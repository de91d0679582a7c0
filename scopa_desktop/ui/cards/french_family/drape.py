"""The opt-in drape of a robe (`Robe.drape`): shoulders rounded where the cloth turns over them, and curved
folds falling down the cloth; a robe without it keeps its square shoulders, as before."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..svg import Point, Svg
from .ink import KEY, smooth
from .ornament import inside

if TYPE_CHECKING:
    from .garment import Body


def rounded(pts: list[Point], body: Body, left_x: float, right_x: float) -> list[Point]:
    """The outline `pts` (garment.outline, a robe not tapering to the line) with the shoulders rounded: the
    cloth turns over each shoulder in a curve and falls down the frame's side, rather than meeting it in a
    corner. `left_x`, `right_x`: where each side runs up the frame."""
    pts = list(pts)
    for s, x in ((-1, left_x), (1, right_x)):
        top = body.left if s < 0 else body.right
        curve = [(x, top + 70), (x - s * 5, top + 30), (x - s * 22, top + 4), (x - s * 44, top - 14)]
        if s < 0:
            pts[1:3] = curve
        else:
            pts[-3:-1] = curve[::-1]
    return pts


def folds(svg: Svg, body: Body) -> None:
    """Curved folds in the cloth, each falling from under a shoulder and swinging out towards the frame's side,
    stopping short of the line (the turned half's folds start their own)."""
    x0, _, x1, _ = body.frame
    for s in (-1, 1):
        top = body.left if s < 0 else body.right
        edge = (x0 + body.inset[0]) if s < 0 else (x1 - body.inset[1])
        for k, (a, b) in enumerate(((34, 20), (66, 40))):
            y0 = top + 40 + k * 26
            bottom = body.line_y(edge - s * b) - 56
            if bottom - y0 < 80:
                continue
            line = [(edge - s * a, y0), (edge - s * (a + 10), (y0 * 2 + bottom) / 3),
                    (edge - s * (b + 4), (y0 + bottom * 2) / 3), (edge - s * b, bottom)]
            svg.path(smooth(line, closed=False, tension=0.8), "none", KEY, 3)


def fold_shade(line: Sequence[Point], width: float, side: int, within: Sequence[Point] | None = None,
               fall: float = 0.8, reach: float = 1.0) -> list[Point]:
    """The strip of shade beside a fold's crease `line` on its `side`: nothing where the cloth is gathered at the
    top, opening to `width` at its foot (as the share of the way down to the power `fall`), narrowed where its
    edge (looked at `reach` times further out) would leave the cloth's outline `within`."""
    out = []
    n = len(line)
    for i, (x, y) in enumerate(line):
        ax, ay = line[max(i - 1, 0)]
        bx, by = line[min(i + 1, n - 1)]
        d = math.hypot(bx - ax, by - ay) or 1
        nx, ny = -(by - ay) / d, (bx - ax) / d  # across the crease
        w = width * (i / max(n - 1, 1)) ** fall * side
        while within and abs(w) > 1 and not inside(within, x + nx * w * reach, y + ny * w * reach):
            w *= 0.8  # the shade stays on the cloth
        out.append((x + nx * w, y + ny * w))
    return [*line, *out[::-1]]
