"""The printed look: the key line and the flat colours the southern decks are coloured in, and the geometry the
figure parts share (smoothed lines through a few points, tubes of varying width, hatch strokes along an edge)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..svg import Point, Svg

KEY = "#17110d"  # the black key line round every shape
LINE = 5.0  # its width round a figure's big shapes (card units: 600 x 1000)
FINE = 2.6  # inner lines: folds, seams, features
HATCH = 1.7  # shading strokes

# flat printing colours (our own choice of the saturated inks such cards are printed in)
RED = "#d9262c"
DEEP_RED = "#a3161f"
YELLOW = "#f6cd1c"
OCHRE = "#d89a16"
BLUE = "#2353b4"
SKY = "#6f9be0"
GREEN = "#1c8442"
DARK_GREEN = "#135c2e"
LIGHT_GREEN = "#7cbf4a"
FLESH = "#f7d5b5"
FLESH_SHADE = "#e2a987"
WHITE = "#fffdf6"
GREY = "#b8b4ad"
BLACK = "#1d1b1f"
BROWN = "#7a4a22"
PINK = "#e8587a"
PURPLE = "#6b3a8c"
GOLD = "#f2c21b"


def d(points: Sequence[Point], closed: bool = False) -> str:
    """Path data through `points` as straight segments (one decimal: a tenth of a unit is far below a pixel;
    formatted in one pass, as the figures' outlines have hundreds of points)."""
    s = "M" + "L".join(["%.1f %.1f" % p for p in points])  # noqa: UP031 (the fastest formatting here)
    return s + "Z" if closed else s


def _weights(n: int) -> list[tuple[float, float, float, float]]:
    """The Catmull-Rom weights of the four control points at each of `n` steps."""
    out = []
    for k in range(n):
        t = k / n
        t2, t3 = t * t, t * t * t
        out.append((0.5 * (-t + 2 * t2 - t3), 0.5 * (2 - 5 * t2 + 3 * t3), 0.5 * (t + 4 * t2 - 3 * t3),
                    0.5 * (-t2 + t3)))
    return out


_WEIGHTS = {n: _weights(n) for n in range(1, 9)}


def _segment(out: list[Point], p0: Point, p1: Point, p2: Point, p3: Point, n: int) -> None:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = p0, p1, p2, p3
    out.extend((a * x0 + b * x1 + c * x2 + e * x3, a * y0 + b * y1 + c * y2 + e * y3)
               for a, b, c, e in _WEIGHTS.get(n) or _weights(n))


def smooth(points: Sequence[Point], n: int = 6) -> list[Point]:
    """A Catmull-Rom line through `points`, `n` steps between each pair (the ends kept)."""
    if len(points) < 3:
        return list(points)
    pts = [points[0], *points, points[-1]]
    out: list[Point] = []
    for i in range(1, len(pts) - 2):
        _segment(out, pts[i - 1], pts[i], pts[i + 1], pts[i + 2], n)
    out.append(points[-1])
    return out


def lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def normals(line: Sequence[Point]) -> list[Point]:
    """The unit normal (to the left of the direction of travel) at each point of a polyline."""
    out = []
    n = len(line)
    for i in range(n):
        ax, ay = line[max(i - 1, 0)]
        bx, by = line[min(i + 1, n - 1)]
        dx, dy = bx - ax, by - ay
        ln = math.hypot(dx, dy) or 1.0
        out.append((-dy / ln, dx / ln))
    return out


def tube_outline(line: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """The closed outline of a stroke of varying width along a polyline."""
    ns = normals(line)
    left = [(x + nx * w / 2, y + ny * w / 2) for (x, y), (nx, ny), w in zip(line, ns, widths, strict=True)]
    right = [(x - nx * w / 2, y - ny * w / 2) for (x, y), (nx, ny), w in zip(line, ns, widths, strict=True)]
    return left + right[::-1]


def taper(joints: Sequence[Point], widths: Sequence[float], n: int = 4) -> tuple[list[Point], list[float]]:
    """A smoothed centre line through `joints` and widths interpolated from one per joint."""
    line = smooth(joints, n)
    ws = []
    segs = len(joints) - 1
    for i in range(len(line)):
        t = i / max(len(line) - 1, 1) * segs
        k = min(int(t), segs - 1)
        ws.append(widths[k] + (widths[k + 1] - widths[k]) * (t - k))
    return line, ws


def tube(svg: Svg, joints: Sequence[Point], widths: Sequence[float], fill: str, sw: float = LINE,
         shade: int = 0, n: int = 4) -> list[Point]:
    """A limb or a club: a smoothed tube through `joints`, outlined; `shade` 1 or -1 hatches that side.
    Returns the centre line."""
    line, ws = taper(joints, widths, n)
    svg.path(d(tube_outline(line, ws), True), fill, KEY, sw)
    if shade:
        side_hatch(svg, line, ws, shade)
    return line


SHADE = 0.22  # the opacity of the key ink laid over a shape's shaded side: its second, darker flat tone


def _lens(centre: Sequence[Point], ns: Sequence[Point], width: float) -> str:
    """A stroke that swells from nothing to `width` and back along `centre` (its normals `ns`): an engraver's
    line, drawn as a thin filled shape."""
    m = max(len(centre) - 1, 1)
    left, right = [], []
    for i, ((x, y), (nx, ny)) in enumerate(zip(centre, ns, strict=True)):
        hw = width / 2 * max(math.sin(math.pi * i / m), 0.0) ** 0.8
        left.append((x + nx * hw, y + ny * hw))
        right.append((x - nx * hw, y - ny * hw))
    return d(left + right[::-1], True)


def _shade(svg: Svg, edge: Sequence[Point], ns: Sequence[Point], depths: Sequence[float], side: int,
           colour: str, sw: float, strokes: int = 2) -> None:
    """The shaded side of a form along `edge` (its normals `ns`, going in on `side`): a band of the darker tone
    `depths` deep, swelling in the middle and fading to nothing at both ends, and `strokes` long lines inside it
    following the edge, as an engraver shades a round form (never a row of ticks)."""
    n = len(edge)
    if n < 3:
        return
    inner = [(x + nx * side * dp, y + ny * side * dp) for (x, y), (nx, ny), dp in zip(edge, ns, depths, strict=True)]
    svg.path(d(list(edge) + inner[::-1], True), colour, None, 0, SHADE)
    parts = []
    for k, (frac, a, b) in enumerate(((0.5, 0.1, 0.9), (0.85, 0.22, 0.78), (0.25, 0.3, 0.7))[:strokes]):
        i0, i1 = round(a * (n - 1)), round(b * (n - 1))
        if i1 - i0 < 2:
            continue
        centre = [(x + nx * side * dp * frac, y + ny * side * dp * frac)
                  for (x, y), (nx, ny), dp in zip(edge[i0:i1 + 1], ns[i0:i1 + 1], depths[i0:i1 + 1], strict=True)]
        parts.append(_lens(centre, ns[i0:i1 + 1], sw * (1.3 - 0.25 * k)))
    if parts:
        svg.path(" ".join(parts), colour, None, 0)


def side_hatch(svg: Svg, line: Sequence[Point], widths: Sequence[float], side: int, depth: float = 0.4,
               every: int = 1, colour: str = KEY, sw: float = HATCH, skip: int = 1) -> None:
    """The shaded side of a tube (a limb, a sleeve, a club): a crescent of the darker tone along its `side` edge,
    `depth` of its width at the middle, and two long strokes along it. (`every` and `skip` are kept for callers
    of the old row of ticks.)"""
    ns = normals(line)
    n = max(len(line) - 1, 1)
    edge = [(x + nx * side * (w / 2 - 1), y + ny * side * (w / 2 - 1)) for (x, y), (nx, ny), w in
            zip(line, ns, widths, strict=True)]
    depths = [w * depth * max(math.sin(math.pi * i / n), 0.0) ** 0.6 for i, w in enumerate(widths)]
    _shade(svg, edge, ns, depths, -side, colour, sw)


def edge_hatch(svg: Svg, edge: Sequence[Point], inward: int, length: float, step: float = 9,
               slant: float = 0.0, colour: str = KEY, sw: float = HATCH) -> None:
    """The shaded side of a shape along a polyline `edge` of its outline, going in on the `inward` side (1: the
    left of the direction of travel): a band of the darker tone up to `length` deep and two long strokes
    following the edge. (`step` and `slant` are kept for callers of the old row of ticks.)"""
    pts = resample(edge, 6)
    ns = normals(pts)
    m = max(len(pts) - 1, 1)
    depths = [length * (0.15 + 0.85 * max(math.sin(math.pi * i / m), 0.0) ** 0.7) for i in range(len(pts))]
    depths[0] = depths[-1] = 0.0
    _shade(svg, pts, ns, depths, inward, colour, sw)


def ticks(svg: Svg, edge: Sequence[Point], inward: int, length: float, step: float = 9,
          slant: float = 0.0, colour: str = KEY, sw: float = HATCH) -> None:
    """Strokes `length` long every `step` units along a polyline `edge`, going in on the `inward` side, leaning by
    `slant`: a feather's barbs, a fringe (not shading: see `edge_hatch`)."""
    pts = resample(edge, step)
    ns = normals(pts)
    parts = []
    m = max(len(pts) - 1, 1)
    for i, ((x, y), (nx, ny)) in enumerate(zip(pts[1:-1], ns[1:-1], strict=True), 1):
        tx, ty = ny, -nx
        ln = length * (0.35 + 0.65 * math.sin(math.pi * i / m))
        ex, ey = x + (nx * inward + tx * slant) * ln, y + (ny * inward + ty * slant) * ln
        parts.append("M%.1f %.1fL%.1f %.1f" % (x, y, ex, ey))  # noqa: UP031
    if parts:
        svg.path(" ".join(parts), None, colour, sw)


def resample(line: Sequence[Point], step: float) -> list[Point]:
    """Points every `step` units along a polyline (its first and last kept)."""
    out = [line[0]]
    carry = 0.0
    for (ax, ay), (bx, by) in zip(line, line[1:], strict=False):
        seg = math.hypot(bx - ax, by - ay)
        pos = step - carry
        while pos <= seg:
            t = pos / seg
            out.append((ax + (bx - ax) * t, ay + (by - ay) * t))
            pos += step
        carry = (carry + seg) % step if seg else carry
    if out[-1] != tuple(line[-1]):
        out.append(tuple(line[-1]))
    return out


def blob(svg: Svg, points: Sequence[Point], fill: str, sw: float = LINE, stroke: str = KEY, n: int = 5,
         opacity: float = 1) -> list[Point]:
    """A closed smooth shape through `points` (a Catmull-Rom loop), outlined. Returns its outline."""
    outline = smooth_loop(points, n)
    svg.path(d(outline, True), fill, stroke, sw, opacity)
    return outline


def smooth_loop(points: Sequence[Point], n: int = 5) -> list[Point]:
    """A closed Catmull-Rom loop through `points`."""
    m = len(points)
    out: list[Point] = []
    for i in range(m):
        _segment(out, points[i - 1], points[i], points[(i + 1) % m], points[(i + 2) % m], n)
    return out


def polar(cx: float, cy: float, r: float, deg: float) -> Point:
    a = math.radians(deg)
    return cx + r * math.cos(a), cy + r * math.sin(a)


_DRAWN: dict[tuple, str] = {}


def stamp(svg: Svg, transform: str, key: tuple, draw) -> None:
    """Draw `draw(scratch)` once per `key` into a scratch drawing and lay its text again under `transform`: a
    pip card's six clubs alike cost one club's arithmetic. The drawing must use flat colours only (a gradient would
    need the card's own definitions)."""
    text = _DRAWN.get(key)
    if text is None:
        scratch = Svg()
        draw(scratch)
        text = _DRAWN[key] = "".join(scratch.body)
    svg.body.append(f'<g transform="{transform}">{text}</g>')
