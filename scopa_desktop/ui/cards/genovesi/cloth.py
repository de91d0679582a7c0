"""The Genovesi's brocade laid as cloth on a body, not as wallpaper: its rows curve round the point the garment
hangs from (the neck for the robe, the shoulder for a mantle), so they bow with the cloth's fall and its motifs
turn with it; a few folds run down each garment, each a crease in the key line with a strip of a darker flat
tone beside it, where the motifs print darker too; no motif crosses a crease, so each fold panel carries its own
rows. The motif's size is the garment's own (a mantle's larger than the robe's under it) and the court's.

The kit (french_family) lays the garment; its body and mantle are drawn here plain, and this module's cloth is
spliced in right after each (so the panel, the sleeves, the collar and the hands still lie over it).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..french_family import drape, ornament
from ..french_family.ink import KEY, darker
from ..svg import Point, Svg, f

SHADE = 0.7  # a fold's darker tone: the cloth's and its motifs' colours at this share of their light


def _circle(r: float, n: int = 10, a0: float = 0.0) -> list[Point]:
    return [(r * math.cos(a0 + 2 * math.pi * i / n), r * math.sin(a0 + 2 * math.pi * i / n)) for i in range(n)]


def _shape(kind: str) -> list[list[Point]]:
    """One motif as polygons of unit half-size, v pointing down the cloth's fall (a hole wound the other way)."""
    if kind == "dots":
        return [[(0, -1), (1, 0), (0, 1), (-1, 0)]]
    if kind == "lozenges":
        return [[(0, -1), (0.6, 0), (0, 1), (-0.6, 0)]]
    if kind == "crosses":
        a = 1 / 3
        return [[(-a, -1), (a, -1), (a, -a), (1, -a), (1, a), (a, a), (a, 1), (-a, 1), (-a, a), (-1, a), (-1, -a),
                 (-a, -a)]]
    if kind == "stars":
        return [[(0, -1), (0.3, -0.3), (1, 0), (0.3, 0.3), (0, 1), (-0.3, 0.3), (-1, 0), (-0.3, -0.3)]]
    if kind == "flowers":  # four round petals about a middle
        return [[(u * 0.58 + x, v * 0.58 + y) for x, y in _circle(0.42, 8)]
                for u, v in ((0, -1), (1, 0), (0, 1), (-1, 0))]
    if kind == "rings":
        return [_circle(1, 12), _circle(0.5, 10)[::-1]]
    if kind == "trefoils":  # three round leaves on a short stalk, pointing up the cloth: the clubs' own leaf
        return [*([(u + x, v + y) for x, y in _circle(0.46, 10)] for u, v in ((0, -0.5), (-0.5, 0.06), (0.5, 0.06))),
                [(-0.16, 0.2), (0.16, 0.2), (0.24, 1), (-0.24, 1)]]
    if kind == "fleurs":  # a lily: a pointed middle petal, two petals curling out, a band, a foot
        return [[(0, -1), (0.3, -0.5), (0.16, 0.12), (-0.16, 0.12), (-0.3, -0.5)],
                [(0.14, 0.1), (0.4, -0.5), (0.96, -0.6), (0.98, -0.12), (0.68, 0.04), (0.5, 0.18)],
                [(-0.14, 0.1), (-0.4, -0.5), (-0.96, -0.6), (-0.98, -0.12), (-0.68, 0.04), (-0.5, 0.18)],
                [(-0.5, 0.14), (0.5, 0.14), (0.5, 0.36), (-0.5, 0.36)], [(-0.24, 0.36), (0.24, 0.36), (0, 1)]]
    return []


def _nearest(p: Point, line: Sequence[Point]) -> tuple[float, Point, Point]:
    """The distance from `p` to the polyline `line`, and the ends of its nearest segment."""
    best = (math.inf, line[0], line[-1])
    for a, b in zip(line, line[1:], strict=False):
        dx, dy = b[0] - a[0], b[1] - a[1]
        t = max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / ((dx * dx + dy * dy) or 1)))
        d = math.hypot(p[0] - a[0] - dx * t, p[1] - a[1] - dy * t)
        if d < best[0]:
            best = (d, a, b)
    return best


def _dist(p: Point, line: Sequence[Point]) -> float:
    return _nearest(p, line)[0]


def _inside(region: Sequence[Point], p: Point, margin: float) -> bool:
    return ornament.inside(region, *p) and _dist(p, [*region, region[0]]) > margin


def _cut(poly: list[Point], a: Point, b: Point, keep: Point, gap: float = 0.0) -> list[Point]:
    """`poly` cut by the line through `a` and `b` (moved `gap` towards `keep`): the part on `keep`'s side."""
    nx, ny = a[1] - b[1], b[0] - a[0]
    n = math.hypot(nx, ny) or 1
    nx, ny = nx / n, ny / n
    if (keep[0] - a[0]) * nx + (keep[1] - a[1]) * ny < 0:
        nx, ny = -nx, -ny
    c = a[0] * nx + a[1] * ny + gap

    def side(q: Point) -> float:
        return q[0] * nx + q[1] * ny - c

    out: list[Point] = []
    for i, q in enumerate(poly):
        r = poly[i - 1]
        sq, sr = side(q), side(r)
        if (sq >= 0) != (sr >= 0):
            t = sr / (sr - sq)
            out.append((r[0] + (q[0] - r[0]) * t, r[1] + (q[1] - r[1]) * t))
        if sq >= 0:
            out.append(q)
    return out


def _area(poly: Sequence[Point]) -> float:
    return abs(sum(poly[i - 1][0] * q[1] - q[0] * poly[i - 1][1] for i, q in enumerate(poly))) / 2


def sampled(d: str, n: int = 4) -> list[Point]:
    """The points along an SVG path of M, L and C commands (the kit's outlines), each curve in `n` steps."""
    tokens = d.replace(",", " ")
    for c in "MLCZ":
        tokens = tokens.replace(c, f" {c} ")
    out: list[Point] = []
    cmd, nums = "", []
    for tok in [*tokens.split(), "Z"]:
        if tok in "MLCZ":
            while cmd == "C" and len(nums) >= 6:
                (x1, y1, x2, y2, x3, y3), nums = nums[:6], nums[6:]
                x0, y0 = out[-1]
                for k in range(1, n + 1):
                    t = k / n
                    u = 1 - t
                    out.append((u ** 3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t ** 3 * x3,
                                u ** 3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t ** 3 * y3))
            if cmd in "ML":
                out += list(zip(nums[::2], nums[1::2], strict=False))
            cmd, nums = tok, []
        else:
            nums.append(float(tok))
    return out


def crease(region: Sequence[Point], apex: Point, through: Point, mirror: ornament.Line, sway: float,
           clear: float = 36) -> list[Point]:
    """A fold's crease: along the fall (the ray from `apex` through `through`), bent a little sideways (`sway`),
    the part of it well inside `region` and clear of the line between the halves."""
    ax, ay = apex
    dx, dy = through[0] - ax, through[1] - ay
    d = math.hypot(dx, dy)
    ux, uy = dx / d, dy / d
    pts = []
    for i in range(0, 81):
        r = d * 0.3 + i * 12
        p = (ax + ux * r, ay + uy * r)
        if _inside(region, p, 14) and ornament.clear_of(mirror, *p, clear):
            pts.append(p)
        elif pts:
            break
    bend = [sway * math.sin(math.pi * k / max(len(pts) - 1, 1)) for k in range(len(pts))]
    return [(x - uy * b, y + ux * b) for (x, y), b in zip(pts, bend, strict=True)]


def _shadow(line: Sequence[Point], width: float, side: int, region: Sequence[Point],
            mirror: ornament.Line) -> list[Point]:
    """The strip of shade beside a crease on its `side`: nothing where the cloth is gathered at the top, opening
    as it falls, kept on the cloth (`region`) and cut at the line between the halves."""
    strip = drape.fold_shade(line, width, side, region, fall=0.8)
    return _cut(strip, (0, 500 - 300 * mirror[0]), (600, 500 + 300 * mirror[0]), line[0], 0)


def cloth(svg: Svg, region: Sequence[Point], main: str, kind: str, ink: str, apex: Point, size: float,
          step: float, folds: Sequence[tuple[list[Point], int]], mirror: ornament.Line, bold: bool = True,
          fold_width: float = 26, wrap: tuple[float, float] | None = None) -> None:
    """A garment's brocade over `region` (its cloth already laid): the shade of its `folds` (crease, which side
    the shade lies), the motif `kind` in `ink` in rows round `apex` (`step` apart, `size` the motif's half-size),
    darker in the shade, none crossing a crease or the line between the halves, and the creases over them.
    `wrap` (the middle and half-width of a body): the cloth goes round it, its motifs narrower towards its
    sides, as a pattern on a round body turns away from the eye."""
    shades = [_shadow(line, fold_width, side, region, mirror) for line, side in folds if len(line) > 2]
    for strip in shades:
        svg.path("M" + "L".join(f"{f(x)} {f(y)}" for x, y in strip) + "Z", darker(main, SHADE))
    shape = _shape(kind)
    lit: list[str] = []
    dark: list[str] = []
    ax, ay = apex
    reach = size * 1.3
    sides = [(a, b, min(a[0], b[0]) - reach, max(a[0], b[0]) + reach, min(a[1], b[1]) - reach,
              max(a[1], b[1]) + reach) for a, b in zip(region, [*region[1:], region[0]], strict=True)]
    x0, x1 = min(x for x, _ in region), max(x for x, _ in region)
    y0, y1 = min(y for _, y in region), max(y for _, y in region)
    far = max(math.hypot(x - ax, y - ay) for x, y in region)
    near = min(math.hypot(x - ax, y - ay) for x, y in region)
    turns = [math.atan2(y - ay, x - ax) for x, y in region]  # the apex stands above the cloth: its span of angles
    j = max(math.floor(near / step), 1)
    while shape and j * step < far + step:  # no motif (a plain cloth): its folds only
        r = j * step
        pitch = step / r
        a = math.pi / 2 + (pitch / 2 if j % 2 else 0)  # half-drop: each row's motifs between the last row's
        first, last = math.floor((min(turns) - a) / pitch), math.ceil((max(turns) - a) / pitch)
        angles = [a + k * pitch for k in range(first, last + 1)]
        for t in angles:
            x, y = ax + r * math.cos(t), ay + r * math.sin(t)
            if not (x0 < x < x1 and y0 < y < y1) or not ornament.clear_of(mirror, x, y, 2) \
                    or not ornament.inside(region, x, y):
                continue
            squeeze = 1.0
            if wrap:
                q = max(-1.0, min(1.0, (x - wrap[0]) / wrap[1]))
                squeeze = max(0.55, math.cos(q * math.asin(0.9)))  # narrowing to the side as a cylinder's
            dx, dy = math.cos(t), math.sin(t)  # down the fall; along the row is (-dy, dx)
            polys = [[(x + (-dy * u * squeeze + dx * v) * size, y + (dx * u * squeeze + dy * v) * size)
                      for u, v in poly] for poly in shape]
            whole = sum(_area(q) for q in polys)
            # cut where the cloth is: at its edge, at a fold's crease, at the line between the halves
            cuts = [_nearest((x, y), [a, b]) for a, b, lx, hx, ly, hy in sides  # every side in reach
                    if lx < x < hx and ly < y < hy]
            cuts += [_nearest((x, y), line) for line, _ in folds if len(line) > 1]
            my = 500 + (x - 300) * mirror[0]
            cuts.append((abs(my - y), (0, 500 - 300 * mirror[0]), (600, 500 + 300 * mirror[0])))
            for dist, a, b in cuts:
                if dist < reach:
                    polys = [_cut(q, a, b, (x, y), 1.5) for q in polys]
            polys = [q for q in polys if len(q) > 2 and _area(q) > 4]
            if sum(_area(q) for q in polys) < whole * 0.6:  # a sliver reads as noise small: left out
                continue
            d = "".join("M" + "L".join(f"{f(px)} {f(py)}" for px, py in q) + "Z" for q in polys)
            (dark if any(ornament.inside(s, x, y) for s in shades) else lit).append(d)
        j += 1
    # a light motif with a thin key line: a thick one on a small motif turns it olive, a speck at 90 px; one
    # under about 9 px at 300 (half-size 16) unlined, so that it stays yellow and does not go ochre
    stroke, sw = (KEY, max(1.0, min(1.8, size * 0.12))) if bold and size >= 16 else (None, 0)
    if lit:
        svg.path("".join(lit), ink, stroke, sw)
    if dark:
        svg.path("".join(dark), darker(ink, SHADE), stroke, sw)
    for line, _ in folds:
        if len(line) > 2:
            svg.path("M" + "L".join(f"{f(x)} {f(y)}" for x, y in line), None, KEY, 3)
