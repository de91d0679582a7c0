"""The clothes of the northern courts' half figures: a body from the neck to below the line between the halves
(shoulders, chest, waist; leaning, turned), dressed in a doublet or a robe whose parts the printed decks colour
apart (front panel, yoke, crossed bands, belt, skirt), woven borders along their edges, a printed shade of
hatching, buttons, lacing; collars (a pleated ruff, a shirt's band, fur, a falling collar) and mantles.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..svg import Point, Svg, f
from .shapes import FINE, INK, MID, OUT, band, blob, curve, darker, fill_lines, lerp, poly, sampled

CUT = 560  # bodies are drawn down to here, past any line between the halves


@dataclass(frozen=True)
class Body:
    """Where a half figure stands: the neck's foot (x, y), half the shoulders' breadth, the waist's height and
    half breadth, `lean` (the waist's shift from under the neck), `turn` (-1..1, as the face)."""

    neck: Point = (300, 262)
    shoulders: float = 148
    waist_y: float = 430
    waist: float = 112
    lean: float = 0
    turn: float = 0.0

    def shoulder(self, side: int) -> Point:
        """The shoulder joint on the viewer's left (side -1) or right (1)."""
        nx, ny = self.neck
        far = (self.turn > 0) == (side > 0)
        width = self.shoulders * (1 - 0.2 * abs(self.turn) if far and self.turn else 1 + 0.04 * abs(self.turn))
        return nx + side * (width - 34), ny + 40

    def outline(self) -> list[Point]:
        nx, ny = self.neck
        (lx, ly), (rx, ry) = self.shoulder(-1), self.shoulder(1)
        wx = nx + self.lean
        flare = 30
        return [(nx - 28, ny - 6), (lx + 18, ly - 32), (lx - 14, ly - 16), (lx - 24, ly + 20), (lx - 14, ly + 90),
                (wx - self.waist, self.waist_y), (wx - self.waist - flare, CUT), (wx + self.waist + flare, CUT),
                (wx + self.waist, self.waist_y), (rx + 14, ry + 90), (rx + 24, ry + 20), (rx + 14, ry - 16),
                (rx - 18, ry - 32), (nx + 28, ny - 6), (nx, ny + 4)]

    def front(self, y: float) -> float:
        """The x of the garment's front line at height y (shifted by the turn, drifting with the lean)."""
        nx, ny = self.neck
        u = (y - ny) / max(self.waist_y - ny, 1)
        return nx + 24 * self.turn + self.lean * min(max(u, 0), 1.2)


@dataclass(frozen=True)
class Garb:
    """A doublet or robe: its colour; `panel` the front panel's colour (None: none); `skirt` below the belt;
    `belt`; `yoke` a broad band round the shoulders; `bands` borders crossed over the chest ("v" from the
    shoulders to the belt, "x" crossing, "sash" one from a shoulder to the other hip, "" none), their colour
    and `motif`; `hatch` a printed shade of strokes over the ground (a colour or None); `buttons`; `laced`."""

    colour: str
    panel: str | None = None
    skirt: str | None = None
    belt: str = "#f2c11d"
    yoke: str | None = None
    bands: str = ""
    band_colour: str = "#f2c11d"
    motif: str = "zigzag"
    hatch: str | None = None
    buttons: str | None = None
    laced: str | None = None
    trim: str = "#f2c11d"


def body(svg: Svg, who: Body, garb: Garb) -> None:
    """The doublet over the body, from the neck to below the line between the halves."""
    outline = who.outline()
    blob(svg, outline, garb.colour, OUT)
    if garb.hatch:
        fill_lines(svg, sampled(outline), 9, garb.hatch, 1.6, -8, 0.9)
    nx, ny = who.neck
    wy = who.waist_y
    if garb.skirt:  # the skirt below the belt, flaring past the line
        wx = nx + who.lean
        skirt = [(wx - who.waist - 2, wy), (wx - who.waist - 40, CUT + 4), (wx + who.waist + 40, CUT + 4),
                 (wx + who.waist + 2, wy)]
        poly(svg, skirt, garb.skirt, INK, MID)
        for k in range(-3, 4):  # its pleats
            x0 = wx + k * who.waist / 3.5
            svg.line(x0, wy + 6, x0 + k * 8, CUT, darker(garb.skirt, 0.55), 2.2)
    if garb.panel:
        top, bottom = ny + 12, wy
        xt, xb = who.front(top), who.front(bottom)
        panel = [(xt - 34, top), (xt + 34, top), (xb + 40, bottom), (xb - 40, bottom)]
        poly(svg, panel, garb.panel, INK, MID)
        if garb.laced:
            rows = 5
            pts = []
            for k in range(rows + 1):
                p = lerp((xt, top + 20), (xb, bottom - 10), k / rows)
                half = 16 + 6 * k / rows
                pts.append((p[0] - half if k % 2 else p[0] + half, p[1]))
            svg.path("M" + " L".join(f"{f(x)} {f(y)}" for x, y in pts), None, garb.laced, 3.2)
            svg.path("M" + " L".join(f"{f(2 * lerp((xt, top + 20), (xb, bottom - 10), k / rows)[0] - x)} {f(y)}"
                                     for k, (x, y) in enumerate(pts)), None, garb.laced, 3.2)
        for s in (-1, 1):
            band(svg, [(xt + s * 34, top), (xb + s * 40, bottom)], 14, garb.trim, "", sw=FINE)
    if garb.yoke:
        lx, ly = who.shoulder(-1)
        rx, ry = who.shoulder(1)
        fx = who.front(ny + 60)
        band(svg, [(lx - 20, ly - 18), (lx + 30, ny + 58), (fx, ny + 74), (rx - 30, ny + 58), (rx + 20, ry - 18)],
             42, garb.yoke, garb.motif, second=None, step=22)
    if garb.bands:
        _bands(svg, who, garb)
    if garb.buttons:
        top, bottom = ny + 40, wy - 16
        for k in range(5):
            y = top + (bottom - top) * k / 4
            svg.circle(who.front(y), y, 5.5, garb.buttons, INK, FINE)
    # the belt round the waist, a little curved
    wx = nx + who.lean
    band(svg, [(wx - who.waist - 6, wy - 4), (who.front(wy), wy + 10), (wx + who.waist + 6, wy - 4)], 28,
         garb.belt, "", sw=MID)
    svg.rect(who.front(wy) - 15, wy - 12, 30, 28, 4, garb.belt, INK, MID)
    svg.rect(who.front(wy) - 7, wy - 4, 14, 12, 2, None, INK, FINE)


def _bands(svg: Svg, who: Body, garb: Garb) -> None:
    nx, ny = who.neck
    wy = who.waist_y
    lx, _ = who.shoulder(-1)
    rx, _ = who.shoulder(1)
    meet = who.front(wy)
    if garb.bands in ("v", "x"):
        far = 30 if garb.bands == "x" else 0
        for s, sx in ((-1, lx), (1, rx)):
            band(svg, [(sx + s * 6, ny + 18), (lerp((sx, ny + 18), (meet, wy), 0.5)[0], (ny + wy) / 2),
                       (meet - s * far, wy + 6)], 30, garb.band_colour, garb.motif, step=18)
    elif garb.bands == "sash":
        band(svg, [(lx + 10, ny + 20), (meet, (ny + wy) / 2 + 30), (rx + 20, wy + 4)], 34, garb.band_colour,
             garb.motif, step=20)


def collar(svg: Svg, who: Body, kind: str, colour: str = "#fffdf6", trim: str = "#f2c11d") -> None:
    """What is round the neck: "ruff" (a pleated ruff), "band" (a shirt's band), "fur" (a fur collar over the
    shoulders), "ermine", "falling" (a broad collar falling over the chest), "high" (a standing collar)."""
    nx, ny = who.neck
    cx = nx + 10 * who.turn
    if kind == "ruff":
        # pleats: a scalloped outer edge, the inner hole, the folds between
        scallops = " ".join(f"M{f(cx + 70 * _c(k))} {f(ny - 4 + 22 * _s(k))} "
                            f"Q{f(cx + 86 * _c(k + 1))} {f(ny - 4 + 30 * _s(k + 1))} "
                            f"{f(cx + 70 * _c(k + 2))} {f(ny - 4 + 22 * _s(k + 2))}" for k in range(0, 36, 2))
        svg.ellipse(cx, ny - 2, 80, 28, colour, INK, MID)
        svg.path(scallops, None, INK, FINE)
        folds = " ".join(f"M{f(cx + 26 * _c(k))} {f(ny - 6 + 9 * _s(k))} L{f(cx + 72 * _c(k))} "
                         f"{f(ny - 4 + 24 * _s(k))}" for k in range(0, 36, 2))
        svg.path(folds, None, "#8a8478", 1.6)
        svg.ellipse(cx, ny - 8, 24, 8, darker(colour, 0.8), INK, FINE)
    elif kind == "band":
        svg.path(f"M{f(nx - 26)} {f(ny - 6)} C{f(nx - 10)} {f(ny + 10)} {f(nx + 10)} {f(ny + 10)} {f(nx + 26)} "
                 f"{f(ny - 6)} L{f(nx + 22)} {f(ny - 22)} C{f(nx + 8)} {f(ny - 10)} {f(nx - 8)} {f(ny - 10)} "
                 f"{f(nx - 22)} {f(ny - 22)} Z", colour, INK, MID)
    elif kind in ("fur", "ermine"):
        pts = [(nx - 110, ny + 20), (nx - 70, ny - 14), (nx, ny - 20), (nx + 70, ny - 14), (nx + 110, ny + 20),
               (nx + 70, ny + 46), (nx, ny + 36), (nx - 70, ny + 46)]
        blob(svg, pts, colour, MID)
        if kind == "ermine":
            for k in range(-2, 3):
                x = nx + k * 40
                svg.path(f"M{f(x)} {f(ny + 2)} l-5 14 l5 -4 l5 4 Z", INK)
        else:
            fill_lines(svg, sampled(pts), 8, darker(colour, 0.6), 1.4, 70, 0.8)
    elif kind == "falling":
        for s in (-1, 1):
            blob(svg, [(nx, ny - 4), (nx + s * 30, ny - 14), (nx + s * 92, ny + 8), (nx + s * 70, ny + 52),
                       (nx + s * 8, ny + 40)], colour, MID)
            curve(svg, [(nx + s * 60, ny + 10), (nx + s * 64, ny + 30)], trim, 3)
    elif kind == "high":
        svg.path(f"M{f(nx - 30)} {f(ny)} L{f(nx - 28)} {f(ny - 36)} C{f(nx - 10)} {f(ny - 28)} {f(nx + 10)} "
                 f"{f(ny - 28)} {f(nx + 28)} {f(ny - 36)} L{f(nx + 30)} {f(ny)} C{f(nx + 10)} {f(ny + 10)} "
                 f"{f(nx - 10)} {f(ny + 10)} {f(nx - 30)} {f(ny)} Z", colour, INK, MID)
        curve(svg, [(nx - 26, ny - 14), (nx, ny - 8), (nx + 26, ny - 14)], trim, 4)


def _c(k: int) -> float:
    return math.cos(k * math.pi / 18)


def _s(k: int) -> float:
    return math.sin(k * math.pi / 18)


def mantle(svg: Svg, who: Body, colour: str, lining: str, over: str = "both") -> None:
    """A mantle behind the body from the shoulders down past the line, its lining turned out at the front edges;
    `over` "both" shoulders, or "left"/"right" only (a cloak slung over one shoulder)."""
    nx, ny = who.neck
    (lx, ly), (rx, ry) = who.shoulder(-1), who.shoulder(1)
    sides = {"both": (-1, 1), "left": (-1,), "right": (1,)}[over]
    back = [(lx - 40, ly + 10), (lx - 12, ny - 2), (rx + 12, ny - 2), (rx + 40, ry + 10), (rx + 76, CUT),
            (lx - 76, CUT)]
    if over != "both":
        s = sides[0]
        sx = lx if s < 0 else rx
        back = [(sx + s * 40, ny + 50), (sx - s * 6, ny - 2), (nx, ny - 4), (nx + s * 30, ny + 80),
                (sx + s * 96, CUT), (sx + s * 110, CUT - 120)]
    blob(svg, back, colour, OUT)
    for s in sides:
        sx = lx if s < 0 else rx
        blob(svg, [(sx + s * 30, ny + 30), (sx + s * 56, ny + 130), (sx + s * 82, CUT), (sx + s * 58, CUT),
                   (sx + s * 38, ny + 150)], lining, MID)
