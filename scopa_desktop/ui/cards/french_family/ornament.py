"""The flat printed ornament of the French-suited courts: woven bands laid along a line (borders, stoles,
sashes, collars, cuffs) with a motif repeated along them, small motifs strewn over a field, and hatching.

Printed courts are nearly all ornament: every edge of a garment is a band of lozenges, dots, checks, a key
or ermine, and every field carries a small repeated motif. Each band or field is one compound path per ink,
so a dense garment stays cheap for the SVG loader.

A double-ended court is drawn as its top half and laid again turned round (art.py), so a field's motifs keep
clear of the line between the halves (`clear_of`): a motif is never cut in two there.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..svg import Point, Svg, f, tube
from .ink import KEY, WHITE, YELLOW

Line = tuple[float, float]  # the line between a court's halves: through (300, 500), its slope (0: straight across)
STRAIGHT: Line = (0.0, 0.0)


def along(line: Sequence[Point], step: float, start: float | None = None) -> list[tuple[Point, Point]]:
    """Points every `step` units along the polyline `line`, each with its unit tangent, from `start` (half a
    step in unless given, so a band's motifs sit evenly between its ends)."""
    segs = []
    total = 0.0
    for (ax, ay), (bx, by) in zip(line, line[1:], strict=False):
        d = math.hypot(bx - ax, by - ay)
        segs.append((ax, ay, bx, by, d))
        total += d
    out = []
    s = step / 2 if start is None else start
    acc = 0.0
    for ax, ay, bx, by, d in segs:
        while s <= acc + d and d > 0:
            t = (s - acc) / d
            out.append(((ax + (bx - ax) * t, ay + (by - ay) * t), ((bx - ax) / d, (by - ay) / d)))
            s += step
        acc += d
    return out


def spline(points: Sequence[Point], n: int = 6) -> list[Point]:
    """Points along a smooth curve through `points` (Catmull-Rom), `n` steps between each pair."""
    out: list[Point] = []
    m = len(points)
    for i in range(m - 1):
        p0, p1, p2 = points[max(i - 1, 0)], points[i], points[i + 1]
        p3 = points[min(i + 2, m - 1)]
        for k in range(n):
            t = k / n
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    out.append(points[-1])
    return out


def _shape(p: Point, t: Point, local: Sequence[Point]) -> str:
    """A closed path of `local` points (u along the band, v across it) placed at `p` turned to tangent `t`."""
    (px, py), (tx, ty) = p, t
    nx, ny = -ty, tx
    return "M" + "L".join(f"{f(px + u * tx + v * nx)} {f(py + u * ty + v * ny)}" for u, v in local) + "Z"


def _motif(kind: str, w: float, step: float) -> list[list[Point]]:
    """One repeat of a band's motif, in local units (u along, v across; the band is `w` wide)."""
    h = w / 2
    if kind == "dots":
        r = w * 0.17
        return [[(r * math.cos(a * math.pi / 4), r * math.sin(a * math.pi / 4)) for a in range(8)]]
    if kind == "lozenges":
        a, b = step * 0.42, h * 0.62
        return [[(-a, 0), (0, -b), (a, 0), (0, b)]]
    if kind == "pearls":
        r = w * 0.22
        return [[(r * math.cos(a * math.pi / 4), r * math.sin(a * math.pi / 4)) for a in range(8)]]
    if kind == "checks":
        a, b = step / 2, h * 0.9
        return [[(-a, -b), (0, -b), (0, 0), (-a, 0)], [(0, 0), (a, 0), (a, b), (0, b)]]
    if kind == "bars":
        a = step * 0.16
        return [[(-a, -h), (a, -h), (a, h), (-a, h)]]
    if kind == "ermine":  # the black tail of an ermine, three points above a spot
        s = w * 0.2
        return [[(-s * 1.6, 0), (s * 0.4, -s * 0.9), (s * 0.1, 0), (s * 0.4, s * 0.9)],
                [(s * 0.6, -s * 1.3), (s * 1.2, -s * 0.7), (s * 0.6, -s * 0.1), (s * 0.0, -s * 0.7)]]
    if kind == "crosses":
        a, b = step * 0.3, h * 0.22
        return [[(-a, -b), (-b, -b), (-b, -a), (b, -a), (b, -b), (a, -b), (a, b), (b, b), (b, a), (-b, a), (-b, b),
                 (-a, b)]]
    if kind == "chevrons":
        a, b = step * 0.36, h * 0.7
        return [[(-a, -b), (0, b * 0.2), (a, -b), (a, -b * 0.3), (0, b), (-a, -b * 0.3)]]
    if kind == "chevron_run":  # a running chevron: each V spans the band and points along it, nested in the next
        a, b = step * 0.8, h * 0.86
        return [[(-a * 0.5, -b), (a * 0.5, 0), (-a * 0.5, b), (-a, b), (0, 0), (-a, -b)]]
    return []


_STROKED = {"fret", "zigzag", "wave", "rope"}


def _stroke_line(kind: str, line: Sequence[Point], w: float, step: float, start: float | None = None) -> str:
    """A motif drawn as one open stroke along the band: a square key (fret), a zig-zag, a wave, a rope."""
    h = w * 0.28
    out: list[Point] = []
    if kind == "fret":  # a square wave: each half step holds one side, then crosses the band
        for i, ((px, py), (tx, ty)) in enumerate(along(line, step / 2, start)):
            for v in ((-h, h) if i % 2 else (h, -h)):
                out.append((px - ty * v, py + tx * v))
    else:
        for i, ((px, py), (tx, ty)) in enumerate(along(line, step / 4)):
            k = i % 4
            v = {"zigzag": (-h, 0, h, 0), "rope": (-h, h * 0.2, h, -h * 0.2)}.get(kind, (0, h, 0, -h))[k]
            out.append((px - ty * v, py + tx * v))
    return "M" + "L".join(f"{f(x)} {f(y)}" for x, y in out)


def weave(svg: Svg, line: Sequence[Point], w: float, kind: str, motif: str, step: float) -> None:
    """A stroked weave (`_STROKED`: a fret...) alone along `line`, for a band `w` wide already laid, its first
    crossing at the line's start: begun on the line between the halves, the turned half's runs on from it."""
    svg.path(_stroke_line(kind, line, w, step, 0), None, motif, max(w * 0.12, 2))


def band(svg: Svg, line: Sequence[Point], w: float, fill: str, kind: str = "", motif: str = KEY,
         edge: str = KEY, sw: float = 3, step: float | None = None, phase: float | None = None,
         mirror: Line | None = None, clamp: tuple[float, float] | None = None) -> None:
    """A woven band `w` wide along `line`: its colour in a key line, a motif repeated along it every `step`
    from `phase` (default half a step in). Given the line between the halves (`mirror`), motifs that would be
    cut by it are left out, but for one standing on the card's very middle (the same either way up). `clamp`:
    the frame's sides (x0, x1), which the band's ends and motifs keep within."""
    if len(line) < 2:
        return
    outline = tube(line, [w] * len(line))
    if clamp:
        outline = [(min(max(x, clamp[0]), clamp[1]), y) for x, y in outline]
    svg.path("M" + "L".join(f"{f(x)} {f(y)}" for x, y in outline) + "Z", fill, edge, sw)
    if not kind:
        return
    step = step or w * 1.1
    if kind in _STROKED:
        svg.path(_stroke_line(kind, line, w, step), None, motif, max(w * 0.12, 2))
        return
    r = max(w, step) * 0.5
    spots = [(p, t) for p, t in along(line, step, phase) if mirror is None or clear_of(mirror, *p, r)
             or abs(p[0] - 300) + abs(p[1] - 500) < 0.5]
    if clamp:
        spots = [(p, t) for p, t in spots if clamp[0] + w * 0.4 < p[0] < clamp[1] - w * 0.4]
    d = "".join(_shape(p, t, poly) for p, t in spots for poly in _motif(kind, w, step))
    if d:
        keyed = kind in ("pearls", "chevron_run")  # these key-lined; the older kinds stay flat as they were
        svg.path(d, motif, KEY if keyed else None, (2.4 if kind == "chevron_run" else 1.2) if keyed else 0)


# -- fields ----------------------------------------------------------------------------------------------

def inside(pts: Sequence[Point], x: float, y: float) -> bool:
    """Whether (x, y) lies inside the polygon `pts` (even-odd rule)."""
    hit = False
    n = len(pts)
    for i in range(n):
        (ax, ay), (bx, by) = pts[i], pts[(i + 1) % n]
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            hit = not hit
    return hit


def spans(pts: Sequence[Point], y: float) -> list[tuple[float, float]]:
    """Where the horizontal line at `y` runs inside the polygon `pts`: its intervals, left to right."""
    cuts = []
    n = len(pts)
    for i in range(n):
        (ax, ay), (bx, by) = pts[i], pts[(i + 1) % n]
        if (ay > y) != (by > y):
            cuts.append(ax + (y - ay) * (bx - ax) / (by - ay))
    cuts.sort()
    return list(zip(cuts[::2], cuts[1::2], strict=False))


def _within(intervals: list[tuple[float, float]], a: float, b: float) -> bool:
    return any(lo <= a and b <= hi for lo, hi in intervals)


def clear_of(mirror: Line, x: float, y: float, r: float) -> bool:
    """Whether a motif of radius `r` at (x, y) lies wholly above the line between the halves."""
    slope = mirror[0]
    return (500 + (x - 300) * slope - y) / math.hypot(1, slope) > r


def _fleur(x: float, y: float, s: float) -> str:
    """A fleur-de-lis: a pointed middle petal, two petals curling out and down, a band and a short foot (the
    bold gold brocade of a printed king's robe)."""
    def p(u: float, v: float) -> str:
        return f"{f(x + u * s)} {f(y + v * s)}"

    d = f"M{p(0, -1)}C{p(0.34, -0.6)} {p(0.3, -0.12)} {p(0, 0.14)}C{p(-0.3, -0.12)} {p(-0.34, -0.6)} {p(0, -1)}Z"
    for k in (-1, 1):
        d += (f"M{p(k * 0.16, 0.12)}C{p(k * 0.3, -0.5)} {p(k * 1.0, -0.72)} {p(k * 0.96, -0.16)}"
              f"C{p(k * 0.94, 0.06)} {p(k * 0.74, 0.12)} {p(k * 0.62, -0.04)}"
              f"C{p(k * 0.6, 0.12)} {p(k * 0.44, 0.2)} {p(k * 0.16, 0.12)}Z")
    d += f"M{p(-0.5, 0.14)}L{p(0.5, 0.14)} {p(0.5, 0.36)} {p(-0.5, 0.36)}Z"
    return d + f"M{p(-0.24, 0.36)}L{p(0.24, 0.36)} {p(0, 1)}Z"


_FIELD = {  # each motif centred at (x, y), `s` its half-size, as path data
    "dots": lambda x, y, s: f"M{f(x)} {f(y - s)}l{f(s)} {f(s)} {f(-s)} {f(s)} {f(-s)} {f(-s)}Z",
    "lozenges": lambda x, y, s: f"M{f(x)} {f(y - s)}l{f(s * 0.6)} {f(s)} {f(-s * 0.6)} {f(s)} {f(-s * 0.6)} {f(-s)}Z",
    "crosses": lambda x, y, s: (f"M{f(x - s / 3)} {f(y - s)}h{f(s * 2 / 3)}v{f(s * 2 / 3)}h{f(s * 2 / 3)}"
                                f"v{f(s * 2 / 3)}h{f(-s * 2 / 3)}v{f(s * 2 / 3)}h{f(-s * 2 / 3)}v{f(-s * 2 / 3)}"
                                f"h{f(-s * 2 / 3)}v{f(-s * 2 / 3)}h{f(s * 2 / 3)}Z"),
    "stars": lambda x, y, s: (f"M{f(x)} {f(y - s)}l{f(s * 0.3)} {f(s * 0.7)} {f(s * 0.7)} {f(s * 0.3)} "
                              f"{f(-s * 0.7)} {f(s * 0.3)} {f(-s * 0.3)} {f(s * 0.7)} {f(-s * 0.3)} {f(-s * 0.7)} "
                              f"{f(-s * 0.7)} {f(-s * 0.3)} {f(s * 0.7)} {f(-s * 0.3)}Z"),
    "flowers": lambda x, y, s: "".join(  # a four-petalled rosette, print's flower on a king's robe
        f"M{f(x + dx * s * 0.58 - s * 0.4)} {f(y + dy * s * 0.58)}a{f(s * 0.4)} {f(s * 0.4)} 0 1 0 {f(s * 0.8)} 0"
        f"a{f(s * 0.4)} {f(s * 0.4)} 0 1 0 {f(-s * 0.8)} 0Z" for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))),
    "fleurs": _fleur,
    "rings": lambda x, y, s: (  # an open ring: the outer circle, the inner wound the other way (a hole)
        f"M{f(x - s)} {f(y)}a{f(s)} {f(s)} 0 1 0 {f(s * 2)} 0a{f(s)} {f(s)} 0 1 0 {f(-s * 2)} 0Z"
        f"M{f(x - s * 0.5)} {f(y)}a{f(s * 0.5)} {f(s * 0.5)} 0 1 1 {f(s)} 0"
        f"a{f(s * 0.5)} {f(s * 0.5)} 0 1 1 {f(-s)} 0Z"),
}


def field(svg: Svg, kind: str, colour: str, region: Sequence[Point], step: float = 34, size: float = 10,
          mirror: Line | None = STRAIGHT, stroke: str | None = None, between: bool = False) -> None:
    """A small motif strewn over `region` on a grid centred on the card's middle (so the halves' grids meet
    in step), each motif wholly inside the region and above the line between the halves (`mirror`; None for a
    single-headed figure). `between`: in the gaps of that grid instead (rows halfway between its rows, at
    every half step), to sprinkle a second, smaller motif among the first as print fills its cloth."""
    if not kind:
        return
    if kind.startswith("hatch"):  # "hatch": strokes across, "hatch/" or "hatch\\": slanting
        slope = {"hatch": 0.0, "hatch/": -0.6, "hatch\\": 0.6}[kind]
        hatch(svg, region, colour, step=size, slope=slope)
        return
    ys = [p[1] for p in region]
    d = []
    pearls: list[Point] = []
    s = size
    motif = _FIELD.get(kind)
    j0 = math.floor((min(ys) - 500) / step)
    for j in range(j0, math.ceil((max(ys) - 500) / step) + 1):
        y = 500 + (j + 0.5 + between / 2) * step
        off = 0.25 if between else (0.5 if j % 2 and kind != "chequer" else 0.0)
        pitch = step / 2 if between else step
        above, below = spans(region, y - s), spans(region, y + s)  # a motif lies wholly inside the region
        columns = [300 + (i + off / (pitch / step)) * pitch for lo, hi in spans(region, y)
                   for i in range(math.ceil((lo + s - 300) / pitch - off * step / pitch),
                                  math.floor((hi - s - 300) / pitch - off * step / pitch) + 1)]
        for x in columns:
            if not (_within(above, x, x) and _within(below, x, x)):
                continue
            if mirror is not None and not clear_of(mirror, x, y, s + 4):
                continue
            if kind == "checks":
                d.append(f"M{f(x - step / 2)} {f(y - step / 2)}h{f(step / 2)}v{f(step / 2)}h{f(-step / 2)}Z")
                continue
            if kind == "chequer":  # a diaper of lozenges meeting at their points, a gold pearl in each (a flat
                # two-tone chequer of squares read as gingham)
                h = step / 2
                d.append(f"M{f(x)} {f(y - h)}l{f(h)} {f(h)}l{f(-h)} {f(h)}l{f(-h)} {f(-h)}Z")
                pearls.append((x, y))
                continue
            d.append(motif(x, y, s))
    if d:
        if kind == "chequer":  # woven, flat: a key line round every lozenge made it a grid of black lines
            stroke = None
        svg.path("".join(d), colour, stroke, 3 if stroke else 0)
    if pearls:
        r = step * 0.09
        svg.path("".join(f"M{f(x - r)} {f(y)}a{f(r)} {f(r)} 0 1 0 {f(r * 2)} 0a{f(r)} {f(r)} 0 1 0 {f(-r * 2)} 0Z"
                         for x, y in pearls), YELLOW, KEY, 1.4)


def jewels(svg: Svg, kind: str, colour: str, spots: Sequence[Point], size: float, stroke: str | None = None) -> None:
    """A field's motif, `size` its half-size, set at each of `spots` (a column down a panel, as print's jewels)."""
    motif = _FIELD.get(kind)
    if motif and spots:
        svg.path("".join(motif(x, y, size) for x, y in spots), colour, stroke, 3 if stroke else 0)


def hatch(svg: Svg, region: Sequence[Point], colour: str, step: float = 9, slope: float = 0.0,
          sw: float = 1.6) -> None:
    """Parallel strokes across `region` (y = slope * x + c), `step` apart, the printer's shading: blue lines on
    white, black on yellow."""
    xs = [p[0] for p in region]
    x0, x1 = min(xs), max(xs)
    lo = min(y - slope * x for x, y in region)
    hi = max(y - slope * x for x, y in region)
    d = []
    through = 500 - slope * 300  # one stroke passes through the card's middle, so the halves' strokes meet
    c = through + math.ceil((lo - through) / step) * step
    n = len(region)
    while c < hi:
        cuts = []
        for i in range(n):
            (ax, ay), (bx, by) = region[i], region[(i + 1) % n]
            fa, fb = ay - slope * ax - c, by - slope * bx - c
            if (fa > 0) != (fb > 0):
                t = fa / (fa - fb)
                cuts.append(ax + (bx - ax) * t)
        cuts.sort()
        for a, b in zip(cuts[::2], cuts[1::2], strict=False):
            a, b = max(a, x0) + 2, min(b, x1) - 2
            if b > a:
                d.append(f"M{f(a)} {f(slope * a + c)}L{f(b)} {f(slope * b + c)}")
        c += step
    if d:
        svg.path("".join(d), None, colour, sw)


def ermine(svg: Svg, region: Sequence[Point], step: float = 30, size: float = 7,
           mirror: Line | None = STRAIGHT) -> None:
    """White fur strewn with black ermine tails (a spot above three points)."""
    pts = []
    xs, ys = [p[0] for p in region], [p[1] for p in region]
    for j, y in enumerate(range(int(min(ys)) + int(step / 2), int(max(ys)), int(step))):
        for x in range(int(min(xs)) + int(step / 3) + (int(step / 2) if j % 2 else 0), int(max(xs)), int(step)):
            if inside(region, x, y) and inside(region, x, y + size * 2) and (
                    mirror is None or clear_of(mirror, x, y, size * 2.4)):
                pts.append((x, y))
    s = size
    svg.path("".join(f"M{f(x)} {f(y - s)}l{f(s * 0.5)} {f(s * 1.6)} {f(s * 0.5)} {f(s * 0.9)} {f(-s)} {f(-s * 0.4)} "
                     f"{f(-s)} {f(s * 0.4)} {f(s * 0.5)} {f(-s * 0.9)}Z" for x, y in pts), KEY, None, 0)


def polygon(svg: Svg, pts: Sequence[Point], fill: str, sw: float = 4, edge: str = KEY) -> None:
    svg.path("M" + "L".join(f"{f(x)} {f(y)}" for x, y in pts) + "Z", fill, edge, sw)


__all__ = ["STRAIGHT", "Line", "along", "spline", "band", "clear_of", "ermine", "field", "hatch", "jewels", "inside",
           "polygon", "WHITE"]
