"""Drawing tools of the northern courts' kit: smooth outlines through a few points, strips along a line, and
the printed decks' woven borders (zig-zags, chequers, dots, hatching) laid along a strip.

Everything is flat colour inside a dark key line, as the printed cards are: no gradients.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..svg import Point, Svg, f

INK = "#17120e"  # the key line
OUT = 5.0  # a big shape's outline, in card units
MID = 3.4  # a part's outline
FINE = 2.0  # inner lines


def darker(colour: str, k: float = 0.62) -> str:
    """A darker tone of a #rrggbb colour (a fold, a shadowed side)."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"#{int(r * k):02x}{int(g * k):02x}{int(b * k):02x}"


def lighter(colour: str, k: float = 0.45) -> str:
    """A lighter tone of a #rrggbb colour (a highlight), `k` of the way to white."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{int(c + (255 - c) * k):02x}" for c in (r, g, b))


def smooth(points: Sequence[Point], closed: bool = True, tension: float = 1.0) -> str:
    """A path through `points` with smooth (Catmull-Rom) curves between them, closed or open."""
    n = len(points)
    if n < 3:
        return "M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in points)
    k = tension / 6
    out = [f"M{points[0][0]:.1f} {points[0][1]:.1f}"]
    last = n if closed else n - 1
    for i in range(last):
        p0 = points[(i - 1) % n] if closed or i > 0 else points[0]
        p1, p2 = points[i], points[(i + 1) % n]
        p3 = points[(i + 2) % n] if closed or i + 2 < n else points[-1]
        out.append(f"C{p1[0] + (p2[0] - p0[0]) * k:.1f} {p1[1] + (p2[1] - p0[1]) * k:.1f} "
                   f"{p2[0] - (p3[0] - p1[0]) * k:.1f} {p2[1] - (p3[1] - p1[1]) * k:.1f} {p2[0]:.1f} {p2[1]:.1f}")
    return " ".join(out) + (" Z" if closed else "")


def poly(svg: Svg, points: Sequence[Point], fill: str | None = None, stroke: str | None = None, sw: float = 2,
         opacity: float = 1) -> None:
    """A closed polygon through `points` (as Svg.poly, its numbers written faster: the courts have many)."""
    svg.path("M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in points) + " Z", fill, stroke, sw, opacity)


def blob(svg: Svg, points: Sequence[Point], fill: str | None, sw: float = MID, stroke: str = INK,
         opacity: float = 1) -> None:
    """A smooth closed shape through `points`, filled and keyed."""
    svg.path(smooth(points), fill, stroke if sw else None, sw, opacity)


def curve(svg: Svg, points: Sequence[Point], colour: str = INK, sw: float = FINE, opacity: float = 1) -> None:
    """A smooth open line through `points`."""
    svg.path(smooth(points, closed=False), None, colour, sw, opacity)


def lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def along(line: Sequence[Point], t: float) -> tuple[Point, Point]:
    """The point `t` (0..1) of the way along a polyline by length, and the unit direction there."""
    lengths = [math.dist(a, b) for a, b in zip(line, line[1:], strict=False)]
    total = sum(lengths) or 1.0
    goal = t * total
    for (a, b), seg in zip(zip(line, line[1:], strict=False), lengths, strict=True):
        if goal <= seg or (a, b) == (line[-2], line[-1]):
            u = min(goal / seg, 1.0) if seg else 0.0
            d = seg or 1.0
            return lerp(a, b, u), ((b[0] - a[0]) / d, (b[1] - a[1]) / d)
        goal -= seg
    return line[-1], (1.0, 0.0)


def strip(line: Sequence[Point], width: float) -> list[Point]:
    """The outline of a strip of even `width` along a polyline (mitred at its bends)."""
    left, right = [], []
    for i, (x, y) in enumerate(line):
        ax, ay = line[max(i - 1, 0)]
        bx, by = line[min(i + 1, len(line) - 1)]
        d = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / d * width / 2, (bx - ax) / d * width / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    return left + right[::-1]


def band(svg: Svg, line: Sequence[Point], width: float, ground: str, motif: str = "", ink: str = INK,
         second: str | None = None, step: float | None = None, sw: float = MID) -> None:
    """A woven border along `line`: a strip of `ground` keyed in ink, with its motif repeated along it
    ("zigzag": a row of triangles; "chevron"; "check": chequers of `second`; "dots"; "hatch": cross
    strokes; "lozenge"; "" plain)."""
    poly(svg, strip(line, width), ground, INK, sw)
    if not motif:
        return
    length = sum(math.dist(a, b) for a, b in zip(line, line[1:], strict=False))
    step = step or width * 0.9
    n = max(int(length / step), 1)
    h = width / 2 * 0.78
    cells = []
    for k in range(n):
        (x0, y0), (ux, uy) = along(line, k / n)
        (x1, y1), _ = along(line, (k + 1) / n)
        (xm, ym), _ = along(line, (k + 0.5) / n)
        nx, ny = -uy, ux
        if motif == "zigzag":
            cells.append(f"M{f(x0 - nx * h)} {f(y0 - ny * h)} L{f(xm + nx * h)} {f(ym + ny * h)} "
                         f"L{f(x1 - nx * h)} {f(y1 - ny * h)} Z")
        elif motif == "chevron":
            cells.append(f"M{f(x0 + nx * h)} {f(y0 + ny * h)} L{f(xm)} {f(ym)} L{f(x0 - nx * h)} {f(y0 - ny * h)} "
                         f"L{f(x0 - nx * h * 0.4 + (x1 - x0) * 0.35)} {f(y0 - ny * h * 0.4 + (y1 - y0) * 0.35)}")
        elif motif == "check" and k % 2 == 0:
            cells.append(f"M{f(x0 - nx * h)} {f(y0 - ny * h)} L{f(x1 - nx * h)} {f(y1 - ny * h)} "
                         f"L{f(x1)} {f(y1)} L{f(x0)} {f(y0)} Z M{f(x1)} {f(y1)} "
                         f"L{f(x1 + (x1 - x0) + nx * 0)} {f(y1 + (y1 - y0))} L{f(x1 + (x1 - x0) + nx * h)} "
                         f"{f(y1 + (y1 - y0) + ny * h)} L{f(x1 + nx * h)} {f(y1 + ny * h)} Z")
        elif motif == "dots":
            cells.append(f"M{f(xm - h * 0.42)} {f(ym)} a{f(h * 0.42)} {f(h * 0.42)} 0 1 0 {f(h * 0.84)} 0 "
                         f"a{f(h * 0.42)} {f(h * 0.42)} 0 1 0 {f(-h * 0.84)} 0 Z")
        elif motif == "hatch":
            cells.append(f"M{f(xm - nx * h)} {f(ym - ny * h)} L{f(xm + nx * h)} {f(ym + ny * h)}")
        elif motif == "lozenge":
            cells.append(f"M{f(x0)} {f(y0)} L{f(xm + nx * h)} {f(ym + ny * h)} L{f(x1)} {f(y1)} "
                         f"L{f(xm - nx * h)} {f(ym - ny * h)} Z")
    if not cells:
        return
    d = " ".join(cells)
    if motif in ("hatch", "chevron"):
        svg.path(d, None, second or ink, max(width * 0.09, 1.2))
    else:
        svg.path(d, second or ink, ink if second else None, 1.2)


def hatching(svg: Svg, box: tuple[float, float, float, float], gap: float, colour: str, sw: float = 1.6,
             slope: float = 0.0, opacity: float = 1.0) -> None:
    """Parallel strokes across a box (x0, y0, x1, y1), rising `slope` per unit across: a printed shade or a
    woven ground (the caller draws it inside the shape it belongs to)."""
    x0, y0, x1, y1 = box
    lines = []
    y = y0
    while y <= y1:
        lines.append(f"M{f(x0)} {f(y)} L{f(x1)} {f(y - slope * (x1 - x0))}")
        y += gap
    svg.path(" ".join(lines), None, colour, sw, opacity)


def sampled(points: Sequence[Point], closed: bool = True, per: int = 6) -> list[Point]:
    """The smooth curve `smooth` draws through `points`, as a polyline (`per` points a segment)."""
    n = len(points)
    out: list[Point] = []
    last = n if closed else n - 1
    for i in range(last):
        p0 = points[(i - 1) % n] if closed or i > 0 else points[0]
        p1, p2 = points[i], points[(i + 1) % n]
        p3 = points[(i + 2) % n] if closed or i + 2 < n else points[-1]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        for k in range(per):
            t = k / per
            a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t**3
            out.append((a * p1[0] + b * c1[0] + c * c2[0] + d * p2[0], a * p1[1] + b * c1[1] + c * c2[1] + d * p2[1]))
    if not closed:
        out.append(points[-1])
    return out


def fill_lines(svg: Svg, outline: Sequence[Point], gap: float, colour: str, sw: float = 1.6, angle: float = 0.0,
               opacity: float = 1.0, inset: float = 3.0, dashed: float = 0.0) -> None:
    """Parallel strokes `gap` apart at `angle` degrees (0: across) inside the polygon `outline` (a printed
    shade, a woven ground, pleats), kept `inset` from its edge; `dashed` > 0 breaks them into dashes."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)  # along the strokes
    vx, vy = -uy, ux  # across them
    across = [x * vx + y * vy for x, y in outline]
    lo, hi = min(across), max(across)
    segs = []
    c = lo + gap / 2
    n = len(outline)
    while c < hi:
        cuts = []
        for i in range(n):
            (x0, y0), (x1, y1) = outline[i], outline[(i + 1) % n]
            d0, d1 = x0 * vx + y0 * vy - c, x1 * vx + y1 * vy - c
            if (d0 < 0) != (d1 < 0):
                t = d0 / (d0 - d1)
                px, py = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
                cuts.append(px * ux + py * uy)
        cuts.sort()
        for s, e in zip(cuts[::2], cuts[1::2], strict=False):
            s, e = s + inset, e - inset
            if e - s < 2:
                continue
            px, py = vx * c, vy * c
            if dashed:
                k = s
                while k < e:
                    k2 = min(k + dashed, e)
                    segs.append(f"M{f(px + ux * k)} {f(py + uy * k)} L{f(px + ux * k2)} {f(py + uy * k2)}")
                    k += dashed * 2
            else:
                segs.append(f"M{f(px + ux * s)} {f(py + uy * s)} L{f(px + ux * e)} {f(py + uy * e)}")
        c += gap
    if segs:
        svg.path(" ".join(segs), None, colour, sw, opacity)


def leafy(svg: Svg, spine: Sequence[Point], width: float, fill: str, lobes: int = 7, curl: float = 0.0,
          sw: float = MID) -> None:
    """An acanthus leaf along `spine`: broad at its foot, tapering to its tip, its outer edge cut in rounded
    lobes, a vein down its middle; `curl` rolls the tip round in a little spiral of that radius."""
    line = sampled(spine, closed=False, per=10)
    if curl:
        (x, y), (ux, uy) = line[-1], along(line, 0.999)[1]
        nx, ny = -uy, ux
        cx, cy = x + nx * curl, y + ny * curl
        a0 = math.atan2(y - cy, x - cx)
        line += [(cx + curl * 0.9 ** k * math.cos(a0 + k * 0.5), cy + curl * 0.9 ** k * math.sin(a0 + k * 0.5))
                 for k in range(1, 10)]
    n = len(line) - 1
    left, right = [], []
    for i, (x, y) in enumerate(line):
        ax, ay = line[max(i - 1, 0)]
        bx, by = line[min(i + 1, n)]
        d = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / d, (bx - ax) / d
        u = i / n
        w = width * (1 - u) ** 0.8 / 2 + 1
        bump = 1 + 0.35 * abs(math.sin(u * lobes * math.pi))
        left.append((x + nx * w * bump, y + ny * w * bump))
        right.append((x - nx * w * 0.8, y - ny * w * 0.8))
    poly(svg, left + right[::-1], fill, INK, sw)
    svg.path(smooth(line[: int(n * 0.85)], closed=False), None, darker(fill, 0.5), FINE)


FRAME = (72, 66, 528, 934)  # what a court's long props keep inside: x0, y0, x1, y1


def reach(x: float, y: float, ux: float, uy: float, length: float, box: tuple[float, float, float, float] = FRAME
          ) -> float:
    """How far a thing from (x, y) along the unit direction (ux, uy) may reach, at most `length`, and stay
    inside `box` (a sword's point or a mace's head kept within the frame)."""
    x0, y0, x1, y1 = box
    limits = [length]
    if ux > 1e-6:
        limits.append((x1 - x) / ux)
    elif ux < -1e-6:
        limits.append((x0 - x) / ux)
    if uy > 1e-6:
        limits.append((y1 - y) / uy)
    elif uy < -1e-6:
        limits.append((y0 - y) / uy)
    return max(min(limits), length * 0.35)
