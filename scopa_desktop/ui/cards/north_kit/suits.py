"""Where the northern Italian-suited pip cards put their long signs, whatever each pattern's own drawing of a
sword or a baton: swords as curved blades joined at their ends into nested ovals, spread apart so that four,
five, six and seven read apart at a glance; batons crossed in a woven trellis (the Trevisane's), or laid in
two bundles crossing like an X (the Bergamasche's).
"""

from __future__ import annotations

import math

from ..svg import Point

Segment = tuple[Point, Point]


def ovals(count: int, top: float = 118, bottom: float = 882, widest: float = 210,
          least: float | None = None) -> list[tuple[Point, Point, float]]:
    """The swords of a pip card as (hilt, tip, bend): each oval is two curved blades, one hilt at its foot
    bowing out to the left and one at its head bowing out to the right, so the pair crosses at both ends;
    nested ovals grow narrower inside one another, evenly spread from `widest` (half the outer bulge) down to
    `least` when given (a wider innermost oval leaves the middle sword of an odd count room of its own)."""
    pairs = count // 2
    if pairs == 0:
        return []
    step = widest / pairs
    out = []
    for i in range(pairs):
        bulge = widest - i * step * (0.9 if pairs > 1 else 1)
        if least is not None and pairs > 1:
            bulge = widest - (widest - least) * i / (pairs - 1)
        lean = 16 if i % 2 else -16
        out.append(((300 - lean, bottom), (300 + lean, top - 36), bulge))
        out.append(((300 + lean, top), (300 - lean, bottom + 36), bulge))
    return out


def straight(count: int, top: float = 118, bottom: float = 882) -> tuple[Point, Point] | None:
    """The straight sword through the middle when the count is odd: its hilt at the foot, its point above."""
    return ((300, bottom + 10), (300, top - 44)) if count % 2 else None


def trellis(count: int, box: tuple[float, float, float, float] = (128, 116, 472, 884),
            lean: float = 27) -> tuple[list[Segment], list[Point]]:
    """Batons crossed in a trellis panel `box`: pairs leaning each way (one upright through the middle when
    the count is odd), and the crossings where the rising baton passes over (every other one, so they weave)."""
    pairs = count // 2
    offsets = {0: [], 1: [0], 2: [-104, 104], 3: [-186, 0, 186]}[pairs]
    a = math.radians(lean)
    dx, dy = math.sin(a), -math.cos(a)
    segs: list[Segment] = []
    for sign in (1, -1):
        for off in offsets:
            segs.append(_clip(300 + off, 500, sign * dx, dy, box))
    over = []
    for i, oa in enumerate(offsets):
        for j, ob in enumerate(offsets):
            if (i + j) % 2:
                continue
            t = (ob - oa) / (2 * dx)
            px, py = 300 + oa + dx * t, 500 + dy * t
            if box[1] + 30 < py < box[3] - 30 and box[0] + 30 < px < box[2] - 30:  # where both batons are
                over.append((px, py))
    if count % 2:
        segs.append(((300, box[3] + 12), (300, box[1] - 12)))
    return segs, over


def _clip(cx: float, cy: float, dx: float, dy: float, box: tuple[float, float, float, float]) -> Segment:
    x0, y0, x1, y1 = box
    ts = []
    for t in ((x0 - cx) / dx, (x1 - cx) / dx, (y0 - cy) / dy, (y1 - cy) / dy):
        px, py = cx + dx * t, cy + dy * t
        if x0 - 0.01 <= px <= x1 + 0.01 and y0 - 0.01 <= py <= y1 + 0.01:
            ts.append(t)
    lo, hi = min(ts), max(ts)
    return (cx + dx * lo, cy + dy * lo), (cx + dx * hi, cy + dy * hi)


def bundles(count: int, spread: float = 62, lean: float = 24, half: float = 380) -> tuple[list[Segment], list[Segment]]:
    """Batons in two bundles crossing like an X, each bundle of parallel batons `spread` apart (the Bergamasche's
    way): (the bundle rising to the right, the other); an odd one stands upright in the middle (returned last
    in the second list)."""
    n = count // 2
    a = math.radians(lean)
    ux, uy = math.sin(a), -math.cos(a)
    nx, ny = math.cos(a), math.sin(a)
    rising, falling = [], []
    for k in range(n):
        off = (k - (n - 1) / 2) * spread
        cx, cy = 300 + nx * off, 500 + ny * off
        rising.append(((cx - ux * half, cy - uy * half), (cx + ux * half, cy + uy * half)))
        cx2, cy2 = 300 - nx * off, 500 + ny * off
        falling.append(((cx2 + ux * half, cy2 - uy * half), (cx2 - ux * half, cy2 + uy * half)))
    if count % 2:
        falling.append(((300, 500 + half * 0.98), (300, 500 - half * 0.98)))
    return rising, falling
