"""What the double-ended courts wear: a doublet or gown cut at the line between the halves (front panel,
trim, belt, a pattern woven in, folds), sleeves puffed and slashed at the shoulder with a cuff and a shirt's
frill at the wrist, collars (a shirt's band, a ruff, ermine), and a king's or a rider's mantle.

A `Dress` holds one figure's colours and cut; the drawing functions take the places (shoulders, elbow,
wrist) from the figure's pose.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .anatomy import INK, SKIN
from .svg import Point, Svg, f, tube

FOLD = "#000000"  # folds are drawn in black at a low opacity, so they darken any cloth alike


@dataclass(frozen=True)
class Dress:
    """One figure's clothes: the doublet's colour `main`, its second colour `panel`, the `trim` on its edges,
    the sleeves and the slashes in their puffs, the woven `pattern` ("", "dots", "flowers", "lozenges",
    "stripes"), the collar ("shirt", "ruff", "ermine", "fur", "square"), the mantle (None: none) with its
    lining, the belt, the hose (a rider's leg). `cut`: the doublet's make, "panel" (a front panel laced down
    the middle), "yoke" (a tunic pleated under a yoke) or "plain" (buttoned, a band across the chest);
    `puff`: how full the sleeves' puffs are (0: plain sleeves); `flowers`: a colour for little flowers
    along the sleeves (None: none)."""

    main: str
    panel: str
    trim: str
    sleeve: str
    slash: str
    pattern: str = ""
    collar: str = "shirt"
    mantle: str | None = None
    lining: str = "#fffaf0"
    belt: str = "#3a2410"
    hose: str = "#3a3a48"
    cut: str = "panel"
    puff: float = 1.0
    flowers: str | None = None


def _motifs(svg: Svg, kind: str, colour: str, box: tuple[float, float, float, float], inside) -> None:
    """A small woven motif repeated over `box` (x0, y0, x1, y1) where `inside(x, y)`, as one compound path."""
    if not kind:
        return
    x0, y0, x1, y1 = box
    d = []
    step = 34
    for j, y in enumerate(range(int(y0) + 18, int(y1), step)):
        for x in range(int(x0) + 14 + (step // 2 if j % 2 else 0), int(x1), step):
            if not inside(x, y):
                continue
            if kind == "dots":
                d.append(f"M{x - 4} {y}l4 -4 4 4 -4 4Z")  # a speck: four straight sides parse faster than arcs
            elif kind == "flowers":
                d.append(f"M{x} {y - 7} l3 4 l4 3 l-4 3 l-3 4 l-3 -4 l-4 -3 l4 -3 Z")
            elif kind == "lozenges":
                d.append(f"M{x} {y - 9} l6 9 l-6 9 l-6 -9 Z")
    if kind == "stripes":
        for x in range(int(x0) + 12, int(x1), 26):
            d.append(f"M{x} {f(y0)} l8 0 l0 {f(y1 - y0)} l-8 0 Z")
    if d:
        svg.path(" ".join(d), colour, None, 0, 0.9 if kind != "stripes" else 0.55)


def doublet(svg: Svg, cx: float, top: float, half: float, dress: Dress, bottom: float = 580,
            waist: float | None = None) -> None:
    """The body's garment from the neck (cx, top) down past the line between the halves: shoulders `half`
    wide each side, made in the dress's `cut`, its pattern, a belt at `waist`."""
    w = half
    b = bottom - top
    z = (waist if waist is not None else top + 156) - top
    with svg.group(f"translate({f(cx)} {f(top)})"):
        svg.path(f"M-30 0 C-58 2 {-w + 20} 10 {-w + 4} 26 C{-w - 8} 40 {-w - 4} 70 {-w + 2} 96 C{-w + 10} {z - 50} "
                 f"{-w + 26} {z - 20} {-w + 30} {z} L{-w - 4} {b} L{w + 4} {b} L{w - 30} {z} C{w - 26} {z - 20} "
                 f"{w - 10} {z - 50} {w - 2} 96 C{w + 4} 70 {w + 8} 40 {w - 4} 26 C{w - 20} 10 58 2 30 0 Z",
                 dress.main, INK, 2.6)
        _CUTS[dress.cut](svg, w, z, b, dress)
        for s in (-1, 1):  # the cloth's fall over the chest, the skirt's folds under the belt
            svg.path(f"M{s * (w - 44)} 40 C{s * (w - 50)} 90 {s * (w - 40)} {z - 40} {s * (w - 46)} {z - 6}", None,
                     FOLD, 2.4, 0.22)
            for k in (0.45, 0.8):
                x = s * (40 + (w - 40) * k)
                svg.path(f"M{f(x)} {z + 14} L{f(x + s * 10)} {b}", None, FOLD, 2.4, 0.22)
        svg.path(f"M{-w + 26} {z - 10} Q0 {z + 2} {w - 26} {z - 10} L{w - 27} {z + 8} Q0 {z + 20} {-w + 27} {z + 8} Z",
                 dress.belt, INK, 1.8)
        svg.rect(-13, z - 7, 26, 22, 4, "g:goldbar", "#5a3a05", 1.8)


def _panel(svg: Svg, w: float, z: float, b: float, dress: Dress) -> None:
    """A front panel narrowing to the belt and flaring below it, trimmed, laced down the middle."""
    _motifs(svg, dress.pattern, dress.trim, (-w, 10, w, b), lambda x, y: 44 < abs(x) < w - 22 - (8 if y < 40 else 0))
    svg.path(f"M-34 2 L-22 {z} L-40 {b} L40 {b} L22 {z} L34 2 Z", dress.panel, INK, 2)
    for s in (-1, 1):
        svg.path(f"M{s * 34} 4 L{s * 22} {z} L{s * 40} {b}", None, dress.trim, 7)
    for k, y in enumerate(range(30, round(z) - 10, 26)):
        lace = 22 - y * 0.06
        svg.path(f"M{f(-lace / 2)} {y} L{f(lace / 2)} {y + 12}", None, dress.trim, 3, 0.9)
        if k % 2 == 0:
            svg.circle(0, y + 6, 4, dress.trim, INK, 1)


def _yoke(svg: Svg, w: float, z: float, b: float, dress: Dress) -> None:
    """A tunic: a yoke of the second colour over the chest, scalloped at its edge, pleats falling from it."""
    pleats = " ".join(f"M{x} 70 L{x + 20} 70 L{f(x * 1.2 + 24)} {b} L{f(x * 1.2)} {b} Z"
                      for x in range(round(-w) + 22, round(w) - 30, 40))
    svg.path(pleats, dress.panel, None, 0, 0.55)
    _motifs(svg, dress.pattern, dress.trim, (-w, 74, w, b), lambda x, y: abs(x) < w - 24)
    scallops = " ".join(f"A14 12 0 0 0 {x + 28} 76" for x in range(round(-w) + 10, round(w) - 20, 28))
    svg.path(f"M{-w + 6} 40 C{-w + 2} 20 -60 6 -32 0 L32 0 C60 6 {w - 2} 20 {w - 6} 40 L{w - 10} 76 "
             f"L{-w + 10} 76 Z", dress.panel, INK, 2)
    svg.path(f"M{-w + 10} 76 {scallops}", None, dress.trim, 6)
    svg.path("M-26 4 C-20 30 20 30 26 4", None, dress.trim, 6)
    svg.path(" ".join(f"M{x} 44 l5 -7 l5 7 l-5 7 Z" for x in range(round(-w) + 30, round(w) - 30, 30)),
             dress.trim, INK, 1)


def _plain(svg: Svg, w: float, z: float, b: float, dress: Dress) -> None:
    """A plain doublet: a broad band of the second colour across the chest, a row of buttons."""
    svg.path(f"M{-w + 4} 56 L{w - 4} 56 L{w - 8} 100 L{-w + 8} 100 Z", dress.panel, INK, 2)
    for y in (56, 100):
        svg.path(f"M{-w + 6} {y} L{w - 6} {y}", None, dress.trim, 5)
    svg.path(" ".join(f"M-4 {y} a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 Z" for y in range(20, round(z) - 14, 22)),
             dress.trim, INK, 1)
    svg.path(f"M0 8 L0 {z - 12}", None, FOLD, 2, 0.3)


_CUTS = {"panel": _panel, "yoke": _yoke, "plain": _plain}


def collar(svg: Svg, cx: float, y: float, dress: Dress, width: float = 1.0) -> None:
    """The collar at the neckline centred on (cx, y): a shirt's band, a ruff, an ermine or fur cape, or a
    square neckline over a pleated shirt."""
    with svg.group(f"translate({f(cx)} {f(y)}) scale({round(width, 3)} 1)"):
        _COLLARS.get(dress.collar, _shirt)(svg, dress)


def _shirt(svg: Svg, dress: Dress) -> None:
    svg.path("M-34 0 C-20 18 20 18 34 0 L30 -10 C16 4 -16 4 -30 -10 Z", "#fffaf0", INK, 1.8)


def _ruff(svg: Svg, dress: Dress) -> None:
    svg.ellipse(0, 2, 56, 17, "#fffaf0", INK, 2)
    svg.path(" ".join(f"M{k * 14} {f(-12 + abs(k) * 0.6)} L{f(k * 15.5)} 14" for k in range(-3, 4)), None, "#b9b0a0",
             1.6)


def _ermine(svg: Svg, dress: Dress) -> None:
    svg.path("M-116 10 C-76 62 76 62 116 10 C86 -14 46 -16 0 14 C-46 -16 -86 -14 -116 10 Z", "#fffaf0", INK, 2)
    tails = (f"M{k * 24} {26 - abs(k) * 2 + (14 if abs(k) < 2 else 0) - 6} l4 10 l-4 4 l-4 -4 Z" for k in range(-4, 5))
    svg.path(" ".join(tails), "#141414")


def _fur(svg: Svg, dress: Dress) -> None:
    svg.path("M-96 12 C-46 50 46 50 96 12 C46 -8 -46 -8 -96 12 Z", "#8a6a48", INK, 2)
    svg.path(" ".join(f"M{k * 16} 8 l{3 if k % 2 else -3} 14" for k in range(-5, 6)), None, "#5a4028", 2)


def _square(svg: Svg, dress: Dress) -> None:
    svg.path("M-46 -4 L-40 40 L40 40 L46 -4 Z", "#fffaf0", INK, 2)
    svg.path(" ".join(f"M{k * 10} 0 L{k * 10} 38" for k in range(-3, 4)), None, "#c9c0b0", 1.4)
    svg.path("M-46 -4 L-40 40 L40 40 L46 -4", None, dress.trim, 6)


_COLLARS = {"shirt": _shirt, "ruff": _ruff, "ermine": _ermine, "fur": _fur, "square": _square}


def mantle(svg: Svg, cx: float, top: float, half: float, dress: Dress, bottom: float = 580) -> None:
    """A mantle from the shoulders, wider than the body, falling past the line between the halves; its lining
    shows where it turns back at the front edges."""
    if dress.mantle is None:
        return
    w = half + 62
    svg.path(f"M{f(cx - 40)} {f(top)} C{f(cx - w)} {f(top + 6)} {f(cx - w - 16)} {f(top + 60)} {f(cx - w - 22)} "
             f"{f(bottom)} L{f(cx + w + 22)} {f(bottom)} C{f(cx + w + 16)} {f(top + 60)} {f(cx + w)} {f(top + 6)} "
             f"{f(cx + 40)} {f(top)} Z", dress.mantle, INK, 2.6)
    for s in (-1, 1):
        svg.path(f"M{f(cx + s * (w + 4))} {f(top + 80)} C{f(cx + s * (w + 12))} {f(top + 150)} "
                 f"{f(cx + s * (w + 14))} {f(bottom - 60)} {f(cx + s * (w + 20))} {f(bottom)}", None, FOLD, 2.4, 0.25)
        svg.path(f"M{f(cx + s * (half - 6))} {f(top + 60)} L{f(cx + s * (half + 10))} {f(bottom)} "
                 f"L{f(cx + s * (half + 30))} {f(bottom)} C{f(cx + s * (half + 24))} {f(top + 120)} "
                 f"{f(cx + s * (half + 14))} {f(top + 70)} {f(cx + s * (half - 6))} {f(top + 60)} Z",
                 dress.lining, INK, 1.8)


def sleeve(svg: Svg, points: list[Point], dress: Dress) -> None:
    """An arm's sleeve along shoulder, elbow and wrist (a round-jointed tube, so any bend reads cleanly),
    puffed and slashed at the shoulder (as full as the dress's `puff`; a plain band when 0), a fold at the
    elbow, little flowers along it if the dress has them, a cuff and a shirt's frill at the wrist."""
    puff, flowers = dress.puff, dress.flowers
    (sx, sy), (ex, ey), (wx, wy) = points
    d = f"M{f(sx)} {f(sy)} L{f(ex)} {f(ey)} L{f(wx)} {f(wy)}"
    svg.path(d, None, INK, 50)
    svg.path(d, None, dress.sleeve, 45)
    # the puff round the upper arm, two slashes of the second colour in it
    ang = math.degrees(math.atan2(ey - sy, ex - sx))
    length = math.hypot(ex - sx, ey - sy)
    px, py = sx + (ex - sx) * 0.36, sy + (ey - sy) * 0.36
    with svg.group(f"translate({f(px)} {f(py)}) rotate({f(ang)})"):
        if puff:
            rx, ry = length * 0.48, 35 * puff
            svg.ellipse(0, 0, rx, ry, dress.sleeve, INK, 2.4)
            for k in (-0.45, 0, 0.45):
                svg.path(f"M{f(-rx * 0.8)} {f(ry * k * 0.9)} Q0 {f(ry * k * 1.25)} {f(rx * 0.8)} {f(ry * k * 0.9)}",
                         None, dress.slash, 8)
            svg.path(f"M{f(rx * 0.96)} {f(-ry * 0.7)} Q{f(rx * 1.12)} 0 {f(rx * 0.96)} {f(ry * 0.7)}", None,
                     dress.trim, 6)
        else:  # a plain sleeve: a band of trim and one of the second colour round the upper arm
            svg.path(f"M{f(length * 0.5)} -22 L{f(length * 0.5)} 22", None, dress.trim, 10)
            svg.path(f"M{f(length * 0.64)} -22 L{f(length * 0.64)} 22", None, dress.slash, 6)
    fa = math.atan2(wy - ey, wx - ex)
    ux, uy = math.cos(fa), math.sin(fa)
    svg.path(f"M{f(ex + ux * 8 - uy * 12)} {f(ey + uy * 8 + ux * 12)} q{f(ux * 14)} {f(uy * 14)} {f(ux * 26 + uy * 6)} "
             f"{f(uy * 26 - ux * 6)}", None, FOLD, 2.2, 0.25)
    if flowers:
        for t in (0.35, 0.62):
            _flower(svg, ex + (wx - ex) * t, ey + (wy - ey) * t, 9, flowers)
    # the cuff, then the shirt's frill out of it round the wrist
    with svg.group(f"translate({f(wx)} {f(wy)}) rotate({f(math.degrees(fa) - 90)})"):
        svg.path("M-23 -14 L23 -14", None, INK, 14)
        svg.path("M-22 -14 L22 -14", None, dress.trim, 10)
        svg.path("M-20 -6 L-15 8 L15 8 L20 -6 Z", "#fffaf0", INK, 1.4)


def _flower(svg: Svg, x: float, y: float, r: float, colour: str) -> None:
    svg.path(f"M{f(x)} {f(y - r)} L{f(x + r * 0.35)} {f(y - r * 0.35)} L{f(x + r)} {f(y)} L{f(x + r * 0.35)} "
             f"{f(y + r * 0.35)} L{f(x)} {f(y + r)} L{f(x - r * 0.35)} {f(y + r * 0.35)} L{f(x - r)} {f(y)} "
             f"L{f(x - r * 0.35)} {f(y - r * 0.35)} Z", colour, INK, 1)


def _normal(line: list[Point], i: int) -> Point:
    ax, ay = line[max(i - 1, 0)]
    bx, by = line[min(i + 1, len(line) - 1)]
    d = math.hypot(bx - ax, by - ay) or 1.0
    return -(by - ay) / d, (bx - ax) / d


def _smooth(points: list[Point], n: int) -> list[Point]:
    """`n` + 1 points along a quadratic curve through shoulder, (towards) elbow and wrist."""
    (x0, y0), (x1, y1), (x2, y2) = points
    # the control point that makes the curve pass through the elbow at its middle
    cx, cy = 2 * x1 - (x0 + x2) / 2, 2 * y1 - (y0 + y2) / 2
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        out.append((a * x0 + b * cx + c * x2, a * y0 + b * cy + c * y2))
    return out


def skin_arm(svg: Svg, points: list[Point], width: float = 30) -> None:
    """A bare forearm (a putto's, a rider's with his sleeve rolled back)."""
    line = _smooth(points, 8)
    svg.poly(tube(line, [width] * len(line)), SKIN, INK, 2)
