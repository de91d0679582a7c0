"""An engraved face's modelling, for the patterns whose faces are cut as an engraver cuts them (the French
pack's: `Face.engraved`): the line's weight varied (a heavier contour round the face, finer lines inside it
for the nose, the lips and the lids; the nose's own line a hairline swelling to the nostril) and the shade
hatched where print hatches it, a few parallel strokes that swell and taper to points (`hatch`): down the
side of the nose to the nostril, under the lower lip, along the cheek on the side turned away and inside the
jaw's line below it. Flat tan wedges there read as cel shading, and the nose's, begun at the eye, as a bruise
on an upside-down head; each stroke is a shape with width, never a hairline (a pale hairline by the far eye
read as a crease), in a warm tone (a brown-grey one read as dirt at 300 px).

Drawn in the head's units (heads.py), and only on cards of 150 px and up (`Svg.sized(False)`): at the table's
smallest size the plain face stays clean.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from ..svg import Point, Svg, f
from .ink import KEY, SKIN_SHADE
from .ornament import spline

CONTOUR = 4.9  # the face's outline (the plain face's 3.8); on a turned head its far side, swelling to 5.7
LIT = 3.4  # a turned head's contour on the side towards the light
INNER = 1.7  # the nose's and the nostril's lines (2.2)
MOUTH = 2.0  # the line between the lips (2.4); from 150 px swelling to MOUTH_FULL, fine at the corners
MOUTH_END, MOUTH_FULL = 0.6, 2.6
NOSE_TOP, NOSE_FULL = 0.5, 3.4  # the nose's side line: a hairline under the brows, swelling to the nostril
JAW_END = 53  # how far towards the chin the jaw's strokes run
HATCH_INK = "#c8805c"  # a warm tone deeper than the flat shade (ink.SKIN_SHADE) was: thin strokes read lighter
CHEEK_INK = "#c08a62"  # the cheek's strokes a tan, browner than the nose's (a pink-red there read as rouge)


def shade(skin: str) -> str:
    """The flesh's flat shade (a hand's fingers): the warm shade tone, whatever the flesh."""
    return SKIN_SHADE


def nose(svg: Svg, skin: str, top: float, bulge: float, tip: float, tip_y: float) -> None:
    """Hatching down the nose's side plane, inside its line (`top`, `bulge`, `tip`, `tip_y` as heads._nose lays
    the line): three strokes beside it, the nearest the longest, starting below the eyes (a wedge begun at the
    eye's corner read, on an upside-down head, as a bruise between brow and nose) and ending at the nostril."""
    line = ((top + 0.5, -3), (top + bulge * 0.7, 3), (tip + 2, tip_y - 8), (tip + 1, tip_y - 1))
    for k, (s0, s1) in enumerate(((0.42, 0.97), (0.54, 0.95), (0.66, 0.9))):
        d = 2.3 + 2.5 * k
        pts = [(x - d, y + 0.6 * k) for x, y in (_bezier(line, s0 + (s1 - s0) * i / 8) for i in range(9))]
        hatch(svg, pts, 3.1 - 0.4 * k)


def nose_line(svg: Svg, ctrl: Sequence[Point]) -> None:
    """The nose's side line as an engraver cuts it (`ctrl`: its Bézier's control points, brow to tip): a
    ribbon of ink that starts as a hairline below the brows and swells towards the nostril, where it meets
    the nostril's line at that line's weight."""
    def width(s: float) -> float:
        w = NOSE_TOP + (NOSE_FULL - NOSE_TOP) * math.sin(math.pi / 2 * min(s / 0.8, 1.0)) ** 1.5
        return w - (NOSE_FULL - INNER) * (s - 0.8) / 0.2 if s > 0.8 else w
    _ribbon(svg, ctrl, width)


def mouth(svg: Svg, engraved: bool, ctrl: Sequence[Point], w: float) -> None:
    """The line between the lips (`ctrl`: its Bézier's control points, corner to corner), `w` wide; on an
    engraved face, from 150 px, cut as an engraver's line: swelling in the middle, fine at the corners."""
    d = "M{} {} C{} {} {} {} {} {}".format(*(f(v) for p in ctrl for v in p))
    if not engraved:
        svg.path(d, None, KEY, w)
        return
    with svg.sized(True):
        svg.path(d, None, KEY, w)
    with svg.sized(False):
        _ribbon(svg, ctrl, lambda s: MOUTH_END + (MOUTH_FULL - MOUTH_END) * math.sin(math.pi * s) ** 0.7)


def _ribbon(svg: Svg, ctrl: Sequence[Point], width: Callable[[float], float], n: int = 16) -> None:
    """A filled line of ink along the Bézier `ctrl`, `width(s)` wide at `s` (0 to 1)."""
    pts = [_bezier(ctrl, i / n) for i in range(n + 1)]
    left, right = [], []
    for i, (x, y) in enumerate(pts):
        w = width(i / n)
        ax, ay = pts[max(i - 1, 0)]
        bx, by = pts[min(i + 1, n)]
        ln = max(math.hypot(bx - ax, by - ay), 1e-6)
        nx, ny = -(by - ay) / ln * w / 2, (bx - ax) / ln * w / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in [*left, *reversed(right)])
    svg.path(d + " Z", KEY)


def contour(svg: Svg, outline: str, far: Sequence[Point] | None) -> None:
    """The face's contour as an engraver weights it: finer on the lit side (`LIT`), swelling on the side turned
    away (`far`: that half of the outline, crown to chin) from the temple to its fullest along the jaw
    (`CONTOUR`), tapering again at the chin."""
    svg.path(outline, None, KEY, LIT if far else CONTOUR)
    if not far:
        return
    pts = spline(list(far))
    n = len(pts)
    left, right = [], []
    for i, (x, y) in enumerate(pts):
        up = max(0.0, min(1.0, (y + 25) / 45))  # 0 at the temple, 1 from the cheek down
        down = max(0.0, min(1.0, (n - 1 - i) / (0.12 * n)))  # tapering over the last stretch to the chin
        w = LIT + (CONTOUR + 0.8 - LIT) * up * down
        ax, ay = pts[max(i - 1, 0)]
        bx, by = pts[min(i + 1, n - 1)]
        ln = max(math.hypot(bx - ax, by - ay), 1e-6)
        nx, ny = -(by - ay) / ln * w / 2, (bx - ax) / ln * w / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    svg.path("M" + " L".join(f"{f(x)} {f(y)}" for x, y in [*left, *reversed(right)]) + " Z", KEY)


def lip(svg: Svg, skin: str, m: float, y: float) -> None:
    """The shade under a man's lower lip: three short strokes, the middle one the longest."""
    for dx, dy, w in ((-4.2, 10.6, 4.0), (0.6, 11.4, 6.0), (5.2, 10.6, 3.6)):
        hatch(svg, [(m + dx - w, y + dy - 0.8), (m + dx, y + dy + 0.6), (m + dx + w, y + dy - 0.6)], 2.0)


def cheek(svg: Svg, skin: str, side: Sequence[Point], t: float) -> None:
    """Shade inside the outline of the cheek turned away (`side`: that half of the outline, crown to chin):
    short strokes under the cheekbone, level with the nose (lower, beside the mouth, they read as a "///" tally
    mark), each slanting in along the cheek's line, as wide as the head is turned, in a tan (strokes begun
    under the eye and falling straight read as tear tracks; pink-red ones as rouge)."""
    line = [(x, y) for x, y in spline([p for p in side if -30 <= p[1] <= 60]) if 0 <= y <= 32]
    if len(line) < 3 or t < 0.15:
        return
    w = 6 + 12 * t
    y0, y1 = line[0][1], line[-1][1]
    for k in range(3):  # strokes following the cheek, each further in shorter and a little lower
        f_in = 2.6 + (k + 0.3) * (w - 2.6) / 3
        run = [(x - f_in * min(1.0, _swell((y - y0) / (y1 - y0)) * 1.6) - 0.12 * (y - y0), y) for x, y in line
               if _swell((y - y0) / (y1 - y0)) > 0.18 + 0.2 * k]
        if len(run) > 2:
            hatch(svg, run, 2.2 - 0.3 * k, CHEEK_INK)
    jaw(svg, side)


def jaw(svg: Svg, side: Sequence[Point]) -> None:
    """The jaw's shaded edge under the cheek turned away: two fine strokes inside its line, following it from
    below the cheek towards the chin, the inner one shorter (an engraver's contour hatching)."""
    line = [(x, y) for x, y in spline([p for p in side if -30 <= p[1] <= 70]) if 36 <= y <= JAW_END]
    if len(line) < 4:
        return
    n = len(line)
    for k, (o, a, b) in enumerate(((3.3, 0.0, 0.85), (5.9, 0.2, 0.7))):
        run = []
        for i in range(int(a * (n - 1)), int(b * (n - 1)) + 1):
            x, y = line[i]
            ax, ay = line[max(i - 1, 0)]
            bx, by = line[min(i + 1, n - 1)]
            ln = max(math.hypot(bx - ax, by - ay), 1e-6)
            run.append((x - (by - ay) / ln * o, y + (bx - ax) / ln * o))
        if len(run) > 2:
            hatch(svg, run, 1.7 - 0.4 * k)


def profile(svg: Svg) -> None:
    """A head in profile (looking to the viewer's right): the shade under the jaw hatched, three strokes inside
    its line from below the ear towards the chin, each further in shorter (strokes in the middle of the cheek,
    slanting or falling, read as scratches or a blush)."""
    for k in range(3):
        o = 2.6 + 3 * k  # in from the jaw's line, along its inward normal
        hatch(svg, [(-23 + 0.6 * o + 3 * k, 36 - 0.8 * o + 3 * k), (-12 + 0.6 * o, 49 - 0.8 * o),
                    (3 + 0.6 * o - 5 * k, 56 - 0.8 * o - k)], 2.4 - 0.4 * k)

HATCH = 1.6  # a hatch stroke's width at its middle, in head units (about half a pixel at 300 px)


def hatch(svg: Svg, pts: Sequence[Point], w: float = HATCH, ink: str = HATCH_INK) -> None:
    """One engraver's stroke along `pts`: a ribbon swelling to `w` at its middle and tapering to points."""
    pts = spline(pts, 3) if len(pts) < 6 else list(pts)
    n = len(pts)
    left, right = [], []
    for i, (x, y) in enumerate(pts):
        ax, ay = pts[max(i - 1, 0)]
        bx, by = pts[min(i + 1, n - 1)]
        dx, dy = bx - ax, by - ay
        ln = max((dx * dx + dy * dy) ** 0.5, 1e-6)
        h = w / 2 * math.sin(math.pi * i / (n - 1))
        left.append((x - dy / ln * h, y + dx / ln * h))
        right.append((x + dy / ln * h, y - dx / ln * h))
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in [*left, *reversed(right)])
    svg.path(d + " Z", ink)


def _bezier(p: Sequence[Point], s: float) -> Point:
    """The point at `s` (0 to 1) of the cubic Bézier with control points `p`."""
    u = 1 - s
    return (u ** 3 * p[0][0] + 3 * u * u * s * p[1][0] + 3 * u * s * s * p[2][0] + s ** 3 * p[3][0],
            u ** 3 * p[0][1] + 3 * u * u * s * p[1][1] + 3 * u * s * s * p[2][1] + s ** 3 * p[3][1])


def _swell(s: float) -> float:
    """0 at both ends, 1 a little below the middle (the cheek's fullest, under the cheekbone)."""
    return max(0.0, min(1.0, s / 0.55) if s < 0.55 else (1 - s) / 0.45)
