"""The figures a back's field is covered with: woven textiles (harlequin lozenges, a tartan, a basket weave)
and fields of small figures (stars and dots, a damask flower, a lattice of shields of arms). Each fills a box
and repeats symmetrically about the card's centre, so the back is the same either way up."""

from __future__ import annotations

import math

from ..svg import H, Svg, W
from . import Box, fits, grid, shape


def harlequin(svg: Svg, box: Box, light: str, dark: str, line: str, dot: str, w: float = 66,
              h: float = 96) -> None:
    """Lozenges of two colours, alternating like a chessboard turned on its point, ruled and dotted."""
    x0, y0, x1, y1 = box
    svg.rect(x0, y0, x1 - x0, y1 - y0, 0, dark)
    n = int(max(x1 - x0, y1 - y0) / min(w, h)) + 2
    for a in range(-n, n + 1):
        for b in range(-n, n + 1):
            if (a + b) % 2:
                continue
            cx, cy = W / 2 + (a - b) * w / 2, H / 2 + (a + b) * h / 2
            if not (x0 - w < cx < x1 + w and y0 - h < cy < y1 + h):
                continue
            shape(svg, [(cx, cy - h / 2), (cx + w / 2, cy), (cx, cy + h / 2), (cx - w / 2, cy)], box, light,
                  line, 2.2)
            for vx, vy in ((cx, cy - h / 2), (cx - w / 2, cy)):
                if fits(vx, vy, 6, box):
                    svg.circle(vx, vy, 5, dot, line, 1.2)


def tartan(svg: Svg, box: Box, ground: str, sett: list[tuple[float, float, str, float]], period: float) -> None:
    """A plaid: `sett` is (offset from the centre line, width, colour, opacity), repeated every `period`
    units across and down; the crossing bands darken each other as a woven check does."""
    x0, y0, x1, y1 = box
    svg.rect(x0, y0, x1 - x0, y1 - y0, 0, ground)
    for across in (True, False):
        lo, hi, mid = (x0, x1, W / 2) if across else (y0, y1, H / 2)
        n = int((hi - lo) / period / 2) + 2
        for k in range(-n, n + 1):
            for offset, width, colour, opacity in sett:
                for sign in (1, -1) if offset else (1,):  # mirrored about each repeat's centre line
                    c = mid + k * period + sign * offset
                    a, b = max(c - width / 2, lo), min(c + width / 2, hi)
                    if b <= a:
                        continue
                    if across:
                        svg.rect(a, y0, b - a, y1 - y0, 0, colour, None, 0, opacity)
                    else:
                        svg.rect(x0, a, x1 - x0, b - a, 0, colour, None, 0, opacity)


def basket(svg: Svg, box: Box, ground: str, bar: str, edge: str, cell: float = 54, bars: int = 3) -> None:
    """A basket weave: square cells of parallel bars, across and down by turns."""
    x0, y0, x1, y1 = box
    svg.rect(x0, y0, x1 - x0, y1 - y0, 0, ground)
    gap = cell / bars
    for i, j, cx, cy in grid(box, cell, cell):
        for k in range(bars):
            off = -cell / 2 + gap * (k + 0.5)
            if (i + j) % 2:
                pts = [(cx - cell / 2 + 3, cy + off - gap * 0.32), (cx + cell / 2 - 3, cy + off - gap * 0.32),
                       (cx + cell / 2 - 3, cy + off + gap * 0.32), (cx - cell / 2 + 3, cy + off + gap * 0.32)]
            else:
                pts = [(cx + off - gap * 0.32, cy - cell / 2 + 3), (cx + off + gap * 0.32, cy - cell / 2 + 3),
                       (cx + off + gap * 0.32, cy + cell / 2 - 3), (cx + off - gap * 0.32, cy + cell / 2 - 3)]
            shape(svg, pts, box, bar, edge, 1.4)


def star_points(cx: float, cy: float, r: float, points: int = 6, inner: float = 0.45) -> list[tuple[float, float]]:
    return [(cx + r * (1 if k % 2 == 0 else inner) * math.sin(k * math.pi / points),
             cy - r * (1 if k % 2 == 0 else inner) * math.cos(k * math.pi / points)) for k in range(2 * points)]


def stars(svg: Svg, box: Box, ground: str, star: str, dot: str, edge: str, step: float = 72) -> None:
    """A field strewn with six-pointed stars and dots on a staggered grid, the dots between the stars."""
    x0, y0, x1, y1 = box
    svg.rect(x0, y0, x1 - x0, y1 - y0, 0, ground)
    for _i, j, cx, cy in grid(box, step, step * 0.8, staggered=True):
        if j % 2 == 0:
            shape(svg, star_points(cx, cy, step * 0.34, inner=0.5), box, star, edge, 1.6)
        elif fits(cx, cy, step * 0.14, box):
            svg.circle(cx, cy, step * 0.12, dot, star, 2.4)
        for dx in (-step / 4, step / 4):  # a seed dot either side of every figure
            if fits(cx + dx, cy + step * 0.4, 4, box) and j % 2 == 0:
                svg.circle(cx + dx, cy + step * 0.4, 3.4, star)


def damask(svg: Svg, box: Box, ground: str, cell: str, bloom: str, leaf: str, edge: str, dx: float = 128,
           dy: float = 168) -> None:
    """A damask: an ogee lattice (pointed ovals touching side to side, a row between each two) of a second
    tone, a four-petalled bloom with leaves in each, a four-point spark where four ogees meet."""
    x0, y0, x1, y1 = box
    svg.rect(x0, y0, x1 - x0, y1 - y0, 0, ground)
    for _i, _j, cx, cy in grid(box, dx, dy / 2, staggered=True):
        ogee = [(cx + dx / 2 * math.cos(math.pi * t / 48) * (1 if k == 0 else -1), cy + dy / 2 * (t / 24))
                for k in (0, 1) for t in (range(-24, 25) if k == 0 else range(24, -25, -1))]
        shape(svg, ogee, box, cell, bloom, 2)
        r = dx * 0.2
        if fits(cx, cy, r * 1.35, box):
            for k in range(4):
                a = k * math.pi / 2
                svg.ellipse(cx + r * 0.95 * math.cos(a + math.pi / 4), cy + r * 0.95 * math.sin(a + math.pi / 4),
                            r * 0.17, r * 0.38, leaf, edge, 1.2, rot=math.degrees(a + math.pi / 4) + 90)
                svg.ellipse(cx + r * 0.55 * math.cos(a), cy + r * 0.55 * math.sin(a), r * 0.36, r * 0.6, bloom,
                            edge, 1.4, rot=math.degrees(a) + 90)
            svg.circle(cx, cy, r * 0.32, edge)
            svg.circle(cx, cy, r * 0.17, bloom)
        sx, sy = cx, cy - dy / 2
        spark = [(sx, sy - 13), (sx + 4, sy - 4), (sx + 13, sy), (sx + 4, sy + 4), (sx, sy + 13),
                 (sx - 4, sy + 4), (sx - 13, sy), (sx - 4, sy - 4)]
        shape(svg, spark, box, bloom, edge, 1)


def shield_points(cx: float, cy: float, w: float, turned: bool) -> list[tuple[float, float]]:
    """A heater shield's outline, `w` wide, its point down (or up, turned round)."""
    h = w * 1.2
    pts = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h * 0.05)]
    for k in range(1, 8):  # the curved flank down to the point
        t = k / 8
        pts.append((w / 2 * math.cos(t * math.pi / 2), h * 0.05 + (h * 0.45) * math.sin(t * math.pi / 2)))
    pts += [(-x, y) for x, y in reversed(pts[3:-1])] + [(-w / 2, h * 0.05)]
    s = -1 if turned else 1
    return [(cx + s * x, cy + s * y) for x, y in pts]


def arms_lattice(svg: Svg, box: Box, ground: str, line: str, shield: str, cross: str, edge: str,
                 step: float = 84) -> None:
    """A diagonal lattice with a small shield of arms (a cross on a field) in every cell, the shields in the
    lower half turned round, as a double-ended card's are."""
    x0, y0, x1, y1 = box
    svg.rect(x0, y0, x1 - x0, y1 - y0, 0, ground)
    n = int((x1 - x0 + y1 - y0) / step) + 2
    for k in range(-n, n + 1):
        for sign in (1, -1):
            # the line x - W/2 = sign * (y - H/2) + k * step, as a thin band clipped to the box
            ax, bx = W / 2 + k * step + sign * (y0 - H / 2), W / 2 + k * step + sign * (y1 - H / 2)
            shape(svg, [(ax - 2, y0), (ax + 2, y0), (bx + 2, y1), (bx - 2, y1)], box, line, None)
    for a in range(-n, n + 1):
        for b in range(-n, n + 1):
            cx, cy = W / 2 + (a - b) * step / 2 + step / 2, H / 2 + (a + b) * step / 2
            if not fits(cx, cy, 22, box):
                continue
            turned = cy > H / 2 or (cy == H / 2 and cx > W / 2)
            svg.poly(shield_points(cx, cy, 30, turned), shield, edge, 1.6)
            arm = 4.5
            svg.rect(cx - arm, cy - 15, 2 * arm, 30, 0, cross)
            svg.rect(cx - 13, cy - arm - (3 if not turned else -3), 26, 2 * arm, 0, cross)


__all__ = ["arms_lattice", "basket", "damask", "harlequin", "shield_points", "star_points", "stars", "tartan"]
