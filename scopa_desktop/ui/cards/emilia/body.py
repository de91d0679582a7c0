"""Bodies for the Emilian courts: sleeves bent at the elbow from a pose's three points (puffed or slashed at the
shoulder, a cuff, a fold at the elbow in the cloth's darker tone), bare arms, legs in hose with shoes, hands
that grip or lie open, and the helpers that shade a shape with a second flat tone.

Every shape is a flat colour inside a black key line; the darker tone of a fold is `ink.darker` of the cloth.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from ..anatomy import fist, open_hand
from ..svg import Point, Svg, f, tube
from .ink import FLESH, INK, KEY, WHITE, darker


def smooth(points: Sequence[Point], n: int = 8) -> list[Point]:
    """`n` + 1 points on a curve through three points (the middle one reached at its middle)."""
    (x0, y0), (x1, y1), (x2, y2) = points
    cx, cy = 2 * x1 - (x0 + x2) / 2, 2 * y1 - (y0 + y2) / 2
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        out.append((a * x0 + b * cx + c * x2, a * y0 + b * cy + c * y2))
    return out


def d_of(points: Sequence[Point], closed: bool = True) -> str:
    return "M" + " L".join(f"{f(x)} {f(y)}" for x, y in points) + (" Z" if closed else "")


def _spaced(pts: Sequence[Point], step: float, start: float, end: float) -> list[Point]:
    """Points along a line `step` apart, from `start` after its first point to `end` before its last."""
    seg = [math.dist(a, b) for a, b in zip(pts, pts[1:], strict=False)]
    total, out, at, walked = sum(seg), [], start, 0.0
    for (a, b), d in zip(zip(pts, pts[1:], strict=False), seg, strict=True):
        while d and at <= walked + d and at <= total - end:
            t = (at - walked) / d
            out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
            at += step
        walked += d
    return out


def sleeve(svg: Svg, shoulder: Point, elbow: Point, wrist: Point, colour: str, width: float = 50,
           puff: float = 0.0, cuff: str | None = None, slash: str | None = None, frill: bool = True,
           bent: bool = False, puff_colour: str | None = None,
           strewn: Callable[[Svg, list[Point]], None] | None = None, jointed: bool = False) -> None:
    """A sleeve from the shoulder through the elbow to the wrist, `width` wide: a round puff over the upper arm
    as full as `puff` (0: none), slashed in `slash`'s colour when given, the underside in the cloth's darker
    tone, a turned-back cuff and the shirt's frill at the wrist. `bent`: a sharp elbow rather than a curve.
    `strewn(svg, points)`: a motif drawn at points down the sleeve's middle, `width` apart, clear of its ends.
    `jointed`: the upper arm and the forearm as two straight tubes joined at a round elbow, the shoulder
    rounded too, all inside one key line (see `_jointed`)."""
    if jointed:
        pts = [shoulder, elbow, wrist]
        _jointed(svg, shoulder, elbow, wrist, colour, width)
        if strewn:
            strewn(svg, _spaced(pts, width, width * 0.8, width * 0.9))
    else:
        if bent:
            pts = [shoulder, ((shoulder[0] + elbow[0]) / 2, (shoulder[1] + elbow[1]) / 2), elbow,
                   ((elbow[0] + wrist[0]) / 2, (elbow[1] + wrist[1]) / 2), wrist]
        else:
            pts = smooth([shoulder, elbow, wrist], 10)
        n = len(pts)
        widths = [width * (1.16 - 0.2 * i / (n - 1)) for i in range(n)]
        outline = tube(pts, widths)
        svg.path(d_of(outline), colour, INK, KEY)
        dark = darker(colour)
        under = tube(pts, [w * 0.36 for w in widths])
        svg.path(d_of(under[n:]), dark, None, 0, 0.6)
        k = n // 2
        svg.path(f"M{f(pts[k][0] - 10)} {f(pts[k][1] - 8)} q10 8 22 4", None, dark, 3)
        if strewn:
            strewn(svg, _spaced(pts, width, width * 0.8, width * 0.9))
        svg.path(d_of(outline), None, INK, KEY)
    if puff:
        (sx, sy), (ex, ey) = shoulder, elbow
        length = math.hypot(ex - sx, ey - sy)
        ang = math.degrees(math.atan2(ey - sy, ex - sx))
        with svg.group(f"translate({f(sx + (ex - sx) * 0.38)} {f(sy + (ey - sy) * 0.38)}) rotate({f(ang)})"):
            rx, ry = length * 0.5, width * (0.62 + 0.42 * puff)
            fill = puff_colour or colour
            svg.ellipse(0, 0, rx, ry, fill, INK, 3)
            svg.path(f"M{f(-rx * 0.7)} {f(ry * 0.5)} Q0 {f(ry * 1.02)} {f(rx * 0.7)} {f(ry * 0.5)} "
                     f"Q0 {f(ry * 0.7)} {f(-rx * 0.7)} {f(ry * 0.5)} Z", darker(fill), None)
            if slash:
                for t in (-0.42, 0, 0.42):
                    svg.path(f"M{f(-rx * 0.82)} {f(ry * t * 0.8)} Q0 {f(ry * t * 1.2)} {f(rx * 0.82)} "
                             f"{f(ry * t * 0.8)}", None, slash, max(6.0, ry * 0.18))
            svg.path(f"M{f(rx * 0.94)} {f(-ry * 0.6)} Q{f(rx * 1.08)} 0 {f(rx * 0.94)} {f(ry * 0.6)}", None, INK, 2.4)
    _cuff(svg, pts[-2], pts[-1], width, cuff, frill)


def _jointed(svg: Svg, shoulder: Point, elbow: Point, wrist: Point, colour: str, width: float) -> None:
    """A sleeve in two pieces, as a tailor cuts it: a tube from the shoulder to the elbow and one from there to
    the wrist, each shaded along its under edge, joined at a round elbow and rounded at the shoulder. The key line
    is laid first, twice as wide, under the fills, so it runs round the whole arm and the crook of a sharp bend
    stays paper (one tube bent sharply folds over itself there and its shade spills out)."""
    w0, w1, w2 = width * 1.16, width * 1.06, width * 0.96
    pieces = [([shoulder, elbow], [w0, w1]), ([elbow, wrist], [w1, w2])]
    caps = [(shoulder, w0 / 2), (elbow, w1 / 2)]
    for pts, ws in pieces:
        svg.path(d_of(tube(pts, ws)), INK, INK, KEY * 2)
    for (cx, cy), r in caps:
        svg.circle(cx, cy, r + KEY, INK)
    for (cx, cy), r in caps:
        svg.circle(cx, cy, r, colour)
    dark = darker(colour, 0.83)  # the loose sleeve's shade, as opaque as the flat print's second tone
    for (a, b), (wa, wb) in pieces:
        svg.path(d_of(tube([a, b], [wa, wb])), colour)
        d = math.dist(a, b) or 1.0
        nx, ny = (b[1] - a[1]) / d, -(b[0] - a[0]) / d  # towards the under edge
        svg.path(d_of([(a[0] + nx * wa / 2, a[1] + ny * wa / 2), (b[0] + nx * wb / 2, b[1] + ny * wb / 2),
                       (b[0] + nx * wb * 0.14, b[1] + ny * wb * 0.14), (a[0] + nx * wa * 0.14, a[1] + ny * wa * 0.14)]),
                 dark)
    # the fold across the inside of the elbow
    (sx, sy), (ex, ey), (wx, wy) = shoulder, elbow, wrist
    ux, uy = (sx - ex) + (wx - ex), (sy - ey) + (wy - ey)
    u = math.hypot(ux, uy) or 1.0
    svg.path(f"M{f(ex + ux / u * w1 * 0.45)} {f(ey + uy / u * w1 * 0.45)} L{f(ex)} {f(ey)}", None,
             darker(colour, 0.6), 3)


def _cuff(svg: Svg, before: Point, wrist: Point, width: float, cuff: str | None, frill: bool) -> None:
    """The cuff across the wrist, the shirt's frill out of it."""
    (ax, ay), (bx, by) = before, wrist
    ang = math.degrees(math.atan2(by - ay, bx - ax))
    with svg.group(f"translate({f(bx)} {f(by)}) rotate({f(ang)})"):
        if cuff:
            svg.rect(-20, -width * 0.62, 20, width * 1.24, 4, cuff, INK, 2.6)
        if frill:
            svg.path(f"M0 {f(-width * 0.48)} L10 {f(-width * 0.56)} L8 {f(-width * 0.2)} L14 0 L8 {f(width * 0.2)} "
                     f"L10 {f(width * 0.56)} L0 {f(width * 0.48)} Z", WHITE, INK, 1.8)


def bare_arm(svg: Svg, shoulder: Point, elbow: Point, wrist: Point, width: float = 32) -> None:
    pts = smooth([shoulder, elbow, wrist], 8)
    svg.path(d_of(tube(pts, [width * (1 - 0.25 * i / 8) for i in range(9)])), FLESH, INK, 2.8)


def grip(svg: Svg, x: float, y: float, rot: float = 0, scale: float = 1.0, from_left: bool = True) -> None:
    """A hand closed round a grip through (x, y), the wrist coming from the viewer's left (or right)."""
    fist(svg, x, y, rot, scale, 1 if from_left else -1)


def flat_hand(svg: Svg, x: float, y: float, rot: float = 0, scale: float = 1.0) -> None:
    """A hand laid flat, fingers along `rot` (0: down)."""
    open_hand(svg, x, y, rot, scale)


def leg(svg: Svg, hip: Point, knee: Point, ankle: Point, colour: str, width: float = 40, shoe: str = "#2a1a10",
        toe: int = 1, inside: bool = False) -> None:
    """A leg in hose from the hip through the knee to the ankle, a shoe pointing to `toe` (1 right, -1 left).
    `inside`: its shade a band along the under edge, kept within the leg (by default a curve's sliver, which
    spills off a bent leg's inner side as a see-through film over whatever lies behind)."""
    pts = smooth([hip, knee, ankle], 8)
    widths = [width * (1.25 - 0.55 * (i / 8) ** 0.8) for i in range(9)]
    svg.path(d_of(tube(pts, widths)), colour, INK, KEY)
    half = len(pts)
    if inside:
        inner = tube(pts, [w * 0.2 for w in widths])[half:]
        svg.path(d_of(tube(pts, widths)[half:] + inner[::-1]), darker(colour, 0.86))
    else:
        under = tube(pts, [w * 0.3 for w in widths])
        svg.path(d_of(under[half:]), darker(colour), None, 0, 0.5)
    ax, ay = ankle
    svg.path(f"M{f(ax - toe * 16)} {f(ay - 8)} C{f(ax - toe * 18)} {f(ay + 14)} {f(ax + toe * 30)} {f(ay + 18)} "
             f"{f(ax + toe * 42)} {f(ay + 10)} C{f(ax + toe * 34)} {f(ay - 2)} {f(ax + toe * 16)} {f(ay - 10)} "
             f"{f(ax + toe * 8)} {f(ay - 12)} Z", shoe, INK, 2.6)


def folds(svg: Svg, lines: Sequence[str], colour: str, width: float = 3.5, opacity: float = 1.0) -> None:
    """Fold lines in a cloth's darker tone (paths given as SVG path data)."""
    svg.path(" ".join(lines), None, darker(colour, 0.6), width, opacity)


def shade(svg: Svg, d: str, colour: str, k: float = 0.75) -> None:
    """A region of a cloth in its shadow tone (no outline)."""
    svg.path(d, darker(colour, k))


def rider_leg(svg: Svg, seat: Point, knee: Point, ankle: Point, hose: str, boot: str, facing: int,
              width: float = 50, inside: bool = False) -> None:
    """A rider's near leg from the seat forward to the knee and down the horse's side: the thigh in hose, the
    calf in a boot turned down at the top, the foot in the stirrup (its leather from the saddle, its tread)."""
    (sx, sy), (kx, ky), (ax, ay) = seat, knee, ankle
    strap = f"M{f(sx - facing * 4)} {f(sy - 20)} L{f(ax + facing * 2)} {f(ay + 14)}"
    svg.path(strap, None, INK, 9)
    svg.path(strap, None, "#5a2a10", 5)
    leg(svg, (sx + facing * 6, sy - 6), knee, ankle, hose, width, boot, facing, inside)
    # the boot up the calf to below the knee, its top turned down in a cuff
    top = (kx + (ax - kx) * 0.28, ky + (ay - ky) * 0.28)
    calf = smooth([top, ((top[0] + ax) / 2 - facing * 4, (top[1] + ay) / 2), ankle], 4)
    svg.path(d_of(tube(calf, [width * 0.92, width * 0.9, width * 0.84, width * 0.76, width * 0.7])), boot, INK, 2.8)
    svg.path(d_of(tube([(top[0], top[1] - 6), (top[0] + (ax - top[0]) * 0.2, top[1] + 12)], [width * 1.08] * 2)),
             darker(boot, 0.75), INK, 2.4)
    svg.path(f"M{f(ax - 18)} {f(ay + 16)} L{f(ax + 18)} {f(ay + 16)} L{f(ax + 14)} {f(ay + 26)} L{f(ax - 14)} "
             f"{f(ay + 26)} Z", "#e3a51c", INK, 2)


def turned_torso(svg: Svg, neck: Point, seat: Point, facing: int, colour: str, near: float = 76,
                 far: float = 58) -> str:
    """A doublet turned three-quarters to `facing` from the neck to a short skirt over the seat: the near
    shoulder `near` wide, the far one `far` and turned away in the cloth's shadow tone, the seam down the
    front. Returns its outline."""
    (nx, ny), (sx, sy) = neck, seat
    n, fa = facing * near, -facing * far
    d = (f"M{f(nx - facing * 26)} {f(ny)} C{f(nx + fa)} {f(ny + 4)} {f(nx + fa * 1.1)} {f(ny + 40)} "
         f"{f(nx + fa * 1.02)} {f(ny + 90)} L{f(sx + fa * 1.1)} {f(sy + 18)} "
         f"Q{f(sx)} {f(sy + 30)} {f(sx + n * 0.9)} {f(sy + 10)} L{f(nx + n)} {f(ny + 90)} "
         f"C{f(nx + n * 1.08)} {f(ny + 40)} {f(nx + n)} {f(ny + 4)} {f(nx + facing * 26)} {f(ny)} Z")
    svg.path(d, colour, INK, KEY)
    svg.path(f"M{f(nx + fa * 0.9)} {f(ny + 30)} C{f(nx + fa)} {f(ny + 90)} {f(sx + fa)} {f(sy - 40)} "
             f"{f(sx + fa * 1.04)} {f(sy + 16)} L{f(sx + fa * 0.6)} {f(sy + 20)} C{f(sx + fa * 0.6)} {f(sy - 40)} "
             f"{f(nx + fa * 0.6)} {f(ny + 90)} {f(nx + fa * 0.5)} {f(ny + 30)} Z", darker(colour))
    svg.path(d, None, INK, KEY)
    svg.path(f"M{f(nx + facing * 10)} {f(ny + 10)} L{f(nx + facing * 16)} {f(sy + 16)}", None, darker(colour, 0.6), 4)
    return d
