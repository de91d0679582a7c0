"""Garments cut from a pose's points: a doublet (or a tunic) with its skirt, puffed breeches, a long robe, a king's
mantle falling from the shoulders to the ground with its lining turned out, collars (a ruff, a falling band,
ermine) and belts. Every shape is flat colour in the key line, shaded by strokes down one side."""

from __future__ import annotations

from collections.abc import Sequence

from ..svg import Point, Svg, f
from .body import Pose
from .ink import FINE, HATCH, KEY, LINE, WHITE, d, edge_hatch, lerp, smooth, smooth_loop


def _sharp(points: Sequence[Point], corners: set[int], n: int = 4) -> list[Point]:
    """A smooth closed loop through `points` that keeps a sharp corner at each index in `corners`."""
    pts: list[Point] = []
    for i, p in enumerate(points):
        pts.extend([p, p] if i in corners else [p])
    return smooth_loop(pts, n)


def doublet(svg: Svg, p: Pose, main: str, trim: str | None = None, hem: float = 520, flare: float = 62,
            waist_w: float = 44, placket: str | None = None, buttons: bool = True, belt: str | None = None,
            shade: int = 1, folds: bool = True) -> list[Point]:
    """A doublet from the shoulders to the waist and a skirt flaring to `hem` (`flare` its half-width there);
    a `placket` of another colour down the front, buttons, a `belt`. Returns its outline."""
    (nx, ny), (wx, wy) = p.neck, p.waist
    (lx, ly), (rx, ry) = p.sh_l, p.sh_r
    c = p.turn * 12
    pts = [(nx - 17, ny - 2), (lx + 12, ly - 10), (lx - 2, ly + 12), (lx + 10, ly + 58), (wx - waist_w, wy),
           (wx - flare + c, hem), (wx + c, hem + 6), (wx + flare + c, hem), (wx + waist_w, wy), (rx - 10, ry + 58),
           (rx + 2, ry + 12), (rx - 12, ry - 10), (nx + 17, ny - 2)]
    outline = _sharp(pts, {4, 5, 7, 8}, 4)
    svg.path(d(outline, True), main, KEY, LINE)
    if placket:
        svg.path(d([(nx - 12 + c * 0.5, ny + 2), (wx - 14 + c, wy), (wx - 20 + c, hem - 2), (wx + 20 + c, hem - 2),
                    (wx + 14 + c, wy), (nx + 12 + c * 0.5, ny + 2)], True), placket, KEY, FINE)
    if trim:
        svg.path(d([(wx - flare + c + 4, hem - 12), (wx + c, hem - 6), (wx + flare + c - 4, hem - 12)]), None, trim, 8)
    if buttons:
        for k in range(5):
            bx, by = lerp((nx + c * 0.5, ny + 18), (wx + c, wy - 12), k / 4)
            svg.circle(bx, by, 4.2, trim or WHITE, KEY, 1.4)
    if folds:
        for k in (-1, 1):
            top, foot = (wx + c + k * 26, wy + 14), (wx + c + k * 38, hem - 4)
            svg.path(f"M{f(top[0])} {f(top[1])} L{f(foot[0])} {f(foot[1])}", None, KEY, FINE, 0.8)
            # the skirt's pleat: a band of the second tone on its outer side, as the print shades a pleat
            edge_hatch(svg, [lerp(top, foot, t / 6) for t in range(1, 7)], k, 9, 9)
    if shade:
        side = [(rx + 8, ry + 20), (rx - 2, ry + 56), (wx + waist_w - 2, wy - 4)]
        edge_hatch(svg, smooth(side, 4), shade, 14, 8, 0.0)
    if belt:
        belt_band(svg, (wx - waist_w - 2 + c * 0.3, wy - 10), (wx + waist_w + 2 + c * 0.3, wy - 10), belt)
    return outline


def belt_band(svg: Svg, a: Point, b: Point, colour: str, buckle: str = WHITE) -> None:
    """A belt across the waist from `a` to `b` with a square buckle in the middle."""
    (ax, ay), (bx, by) = a, b
    svg.path(d([(ax, ay), (bx, by), (bx, by + 16), (ax, ay + 16)], True), colour, KEY, FINE)
    mx, my = (ax + bx) / 2, (ay + by) / 2
    svg.rect(mx - 10, my - 2, 20, 20, 2, buckle, KEY, FINE)


def breeches(svg: Svg, p: Pose, colour: str, panes: str | None = None, width: float = 1.0,
             top: float | None = None, reach: float = 1.0) -> None:
    """Puffed breeches from the waist to just above the knees, each leg a ballooning shape, the near one
    over the far; `panes`: the colour showing through slashes down them; `reach` below 1: short round trunk hose
    ending that part of the way from the hip to the knee."""
    (wx, wy) = p.waist
    y0 = top if top is not None else wy + 20
    for side, hip, knee in ((-1, p.hip_l, p.kn_l), (1, p.hip_r, p.kn_r)):
        hx, hy = hip
        kx, ky = knee
        if reach != 1.0:
            kx, ky = hx + (kx - hx) * reach, hy + (ky - hy) * reach
        out = 66 * width
        pts = [(wx, y0), (wx + side * 50 * width, y0), (hx + side * out * 0.55, hy),
               (kx + side * out * 0.5, (hy + ky) / 2 + 14), (kx + side * 28, ky - 16), (kx, ky - 6),
               (kx - side * 28, ky - 16), (kx - side * 30 * width, (hy + ky) / 2 + 14), (wx + side * 4, hy + 6)]
        outline = smooth_loop(pts, 4)
        svg.path(d(outline, True), colour, KEY, LINE)
        if panes:
            for k in (-0.45, 0.0, 0.45):
                top_pt = (hx + side * k * 30, y0 + 20)
                bot = (kx + side * k * 34, ky - 24)
                mid = ((top_pt[0] + bot[0]) / 2 + side * k * 30, (top_pt[1] + bot[1]) / 2)
                svg.path(d(smooth([top_pt, mid, bot], 4)), None, panes, 7)
                svg.path(d(smooth([top_pt, mid, bot], 4)), None, KEY, HATCH)
        edge_hatch(svg, smooth([pts[2], pts[3], pts[4]], 4), side, 12, 8)


def robe(svg: Svg, p: Pose, colour: str, hem_y: float = 890, hem_half: float = 120, trim: str | None = None,
         waist_w: float = 46, shade: int = 1, folds: int = 3) -> list[Point]:
    """A long robe from the shoulders to the ground, widening from the waist. Returns its outline."""
    (nx, ny), (wx, wy) = p.neck, p.waist
    (lx, ly), (rx, ry) = p.sh_l, p.sh_r
    c = p.turn * 14
    pts = [(nx - 17, ny - 2), (lx + 6, ly - 8), (lx - 10, ly + 12), (lx + 2, ly + 58), (wx - waist_w, wy),
           (wx - hem_half + c, hem_y), (wx + c, hem_y + 8), (wx + hem_half + c, hem_y), (wx + waist_w, wy),
           (rx - 2, ry + 58), (rx + 10, ry + 12), (rx - 6, ry - 8), (nx + 17, ny - 2)]
    outline = _sharp(pts, {5, 7}, 4)
    svg.path(d(outline, True), colour, KEY, LINE)
    if trim:
        svg.path(d([(wx - hem_half + c + 6, hem_y - 14), (wx + c, hem_y - 6), (wx + hem_half + c - 6, hem_y - 14)]),
                 None, trim, 12)
    for k in range(folds):
        t = (k + 1) / (folds + 1) * 2 - 1
        a, m, b = ((wx + c * 0.5 + t * waist_w * 0.7, wy + 20), (wx + c + t * hem_half * 0.5, (wy + hem_y) / 2),
                   (wx + c + t * hem_half * 0.85, hem_y - 10))
        svg.path(f"M{f(a[0])} {f(a[1])} Q{f(m[0])} {f(m[1])} {f(b[0])} {f(b[1])}", None, KEY, FINE, 0.9)
        # each fold a round pipe: a band of the second tone beside its line, deepest where the cloth hangs free
        fold = [lerp(lerp(a, m, i / 8), lerp(m, b, i / 8), i / 8) for i in range(2, 9)]
        edge_hatch(svg, fold, 1 if t < 0 else -1, 10 + 4 * abs(t), 9)
    if shade:
        edge = smooth([(wx + shade * waist_w, wy), (wx + c + shade * hem_half * 0.8, (wy + hem_y) / 2 + 80),
                       (wx + c + shade * (hem_half - 6), hem_y - 10)], 5)
        edge_hatch(svg, edge, shade, 16, 8)
    return outline


def mantle(svg: Svg, top_l: Point, top_r: Point, hem: Sequence[Point], outside: str, lining: str,
           turned: Sequence[Sequence[Point]] = (), shade: int = 1) -> None:
    """A mantle hung from the shoulders (`top_l`, `top_r`) falling behind the figure to its `hem` (points from
    the viewer's left to right), and flaps of it turned back to show the `lining` (each a closed outline)."""
    pts = [top_l, *hem, top_r]
    outline = _sharp(pts, {0, len(pts) - 1}, 5)
    svg.path(d(outline, True), outside, KEY, LINE)
    for k in range(1, len(hem) - 1):
        a, b = lerp(top_l, top_r, k / (len(hem) - 1)), hem[k]
        svg.path(d(smooth([a, lerp(a, b, 0.5), b], 3)), None, KEY, FINE, 0.8)
    # along the outline's own order (down the left, across, up the right) its inside lies to the right
    edge = [hem[-2], hem[-1], top_r] if shade > 0 else [top_l, hem[0], hem[1]]
    edge_hatch(svg, smooth(edge, 4), -1, 16, 9)
    for flap in turned:
        svg.path(d(smooth_loop(list(flap), 4), True), lining, KEY, LINE * 0.8)


def ruff(svg: Svg, x: float, y: float, w: float = 70, h: float = 24, colour: str = WHITE) -> None:
    """A pleated ruff round the neck: a scalloped ring, its pleats drawn as strokes."""
    n = 12
    import math

    pts = []
    for k in range(n * 2):
        a = math.pi * 2 * k / (n * 2)
        r = 1.0 if k % 2 == 0 else 0.82
        pts.append((x + math.cos(a) * w / 2 * r, y + math.sin(a) * h / 2 * r))
    svg.path(d(smooth_loop(pts, 2), True), colour, KEY, FINE)
    svg.path(" ".join(f"M{f(x + math.cos(math.pi * 2 * k / n) * w * 0.22)} "
                      f"{f(y + math.sin(math.pi * 2 * k / n) * h * 0.22)} "
                      f"L{f(x + math.cos(math.pi * 2 * k / n) * w * 0.42)} "
                      f"{f(y + math.sin(math.pi * 2 * k / n) * h * 0.42)}" for k in range(n)), None, KEY, HATCH)


def band_collar(svg: Svg, x: float, y: float, w: float = 60, colour: str = WHITE, deep: float = 26) -> None:
    """A falling band: two white flaps spread over the shoulders from the throat."""
    for s in (-1, 1):
        svg.path(f"M{f(x)} {f(y)} L{f(x + s * w / 2)} {f(y - 6)} Q{f(x + s * w * 0.55)} {f(y + deep * 0.6)} "
                 f"{f(x + s * w * 0.3)} {f(y + deep)} Z", colour, KEY, FINE)


def ermine(svg: Svg, pts: Sequence[Point], fill: str = WHITE) -> None:
    """A band of ermine along `pts` (a closed outline): white with black tails."""
    outline = smooth_loop(list(pts), 3)
    svg.path(d(outline, True), fill, KEY, FINE)
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
    spots = [lerp((cx, cy), p, 0.55) for p in pts[::2]]
    svg.path(" ".join(f"M{f(sx)} {f(sy - 5)} l3 9 l-6 0 Z" for sx, sy in spots), KEY, None)


def sash(svg: Svg, a: Point, b: Point, width: float, colour: str) -> None:
    """A band worn across the body from `a` to `b`."""
    (ax, ay), (bx, by) = a, b
    svg.path(d([(ax - width / 2, ay), (ax + width / 2, ay), (bx + width / 2, by), (bx - width / 2, by)], True), colour,
             KEY, FINE)


STEEL = "#c5cad3"
STEEL_DARK = "#8c93a0"


def cuirass(svg: Svg, p: Pose, trim: str, steel: str = STEEL, tassets: int = 3) -> None:
    """A breastplate from the shoulders to the waist, ridged down the middle and lit on one side, its rim in `trim`,
    pauldrons of overlapping lames on the shoulders and `tassets` lames hanging below the waist."""
    (nx, ny), (wx, wy) = p.neck, p.waist
    (lx, ly), (rx, ry) = p.sh_l, p.sh_r
    c = p.turn * 12
    for k in range(tassets, 0, -1):  # the tassets, the lowest first
        y0 = wy + k * 22
        svg.path(d([(wx - 58 + c - k * 4, y0 - 24), (wx + 58 + c + k * 4, y0 - 24), (wx + 62 + c + k * 6, y0 + 4),
                    (wx - 62 + c - k * 6, y0 + 4)], True), steel, KEY, LINE * 0.7)
        svg.path(f"M{f(wx - 56 + c - k * 5)} {f(y0 - 2)} L{f(wx + 56 + c + k * 5)} {f(y0 - 2)}", None, trim, 3)
    pts = [(nx - 20, ny - 2), (lx + 14, ly - 6), (lx + 4, ly + 40), (wx - 50, wy - 20), (wx - 44 + c, wy + 8),
           (wx + c, wy + 18), (wx + 44 + c, wy + 8), (wx + 50, wy - 20), (rx - 4, ry + 40), (rx - 14, ry - 6),
           (nx + 20, ny - 2)]
    outline = smooth_loop(pts, 4)
    svg.path(d(outline, True), steel, KEY, LINE)
    svg.path(f"M{f(nx + c * 0.5)} {f(ny + 6)} Q{f(wx + c + 6)} {f((ny + wy) / 2)} {f(wx + c)} {f(wy + 16)}", None,
             STEEL_DARK, 2.4)
    svg.path(f"M{f(lx + 24)} {f(ly + 10)} Q{f(lx + 30)} {f((ly + wy) / 2)} {f(wx - 30)} {f(wy - 8)}", None, WHITE, 5,
             0.7)
    edge_hatch(svg, smooth([(rx - 8, ry + 10), (rx - 6, ry + 44), (wx + 46, wy - 16)], 4), 1, 14, 7)
    svg.path(d([(wx - 48, wy - 6), (wx + c, wy + 6), (wx + 48, wy - 6)]), None, trim, 5)
    svg.path(d([(nx - 20, ny - 2), (nx + c * 0.3, ny + 12), (nx + 20, ny - 2)]), None, trim, 5)
    for sx, (px, py) in ((-1, (lx, ly)), (1, (rx, ry))):  # the pauldrons
        for k in range(3):
            svg.path(f"M{f(px - 30)} {f(py - 10 + k * 16)} Q{f(px)} {f(py - 24 + k * 16)} {f(px + 30)} "
                     f"{f(py - 10 + k * 16)} "
                     f"L{f(px + 30)} {f(py + 4 + k * 16)} Q{f(px)} {f(py - 10 + k * 16)} {f(px - 30)} "
                     f"{f(py + 4 + k * 16)} Z",
                     steel, KEY, FINE)
        _ = sx


def cloak(svg: Svg, shoulder: Point, hem: Sequence[Point], colour: str, lining: str) -> None:
    """A short cloak thrown back over one shoulder, falling behind to `hem` (a few points), its lining showing at
    the turned edge."""
    pts = [shoulder, *hem]
    svg.path(d(smooth_loop(pts, 4), True), colour, KEY, LINE)
    a, b = hem[-1], hem[-2]
    svg.path(d(smooth_loop([shoulder, lerp(shoulder, a, 0.5), a, lerp(a, b, 0.3)], 3), True), lining, KEY, FINE)
