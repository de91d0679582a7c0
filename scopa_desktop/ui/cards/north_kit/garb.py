"""The clothes of the northern courts' half figures: a body from the neck to below the line between the halves,
cut to its own shape (broad or narrow shoulders, square or falling; a chest and belly swelling round or a
straight trunk; a narrow waist, a skirt flaring wide or a robe falling straight), dressed in a doublet or a robe
whose parts the printed decks colour apart (front panel, yoke, crossed bands, rows of woven borders, belt,
skirt), woven all over with the cloth's small pattern (weave.py), shoulder caps, buttons, lacing; mantles
over both shoulders, one, or spread wide as a cope. Collars are collars.py's.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..svg import Point, Svg, f
from .shapes import FINE, INK, MID, OUT, band, blob, darker, fill_lines, lerp, poly, sampled
from .weave import weave

CUT = 560  # bodies are drawn down to here, past any line between the halves


@dataclass(frozen=True)
class Body:
    """Where a half figure stands and its shape: the neck's foot (x, y), half the shoulders' breadth, the waist's
    height and half breadth, `lean` (the waist's shift from under the neck), `turn` (-1..1, as the face),
    `hem` the half breadth where the body meets the line (None: the waist's and a little flare), `belly` how far
    the chest and belly swell out past a straight side, `slope` how far the shoulders fall from the neck."""

    neck: Point = (300, 262)
    shoulders: float = 148
    waist_y: float = 430
    waist: float = 112
    lean: float = 0
    turn: float = 0.0
    hem: float | None = None
    belly: float = 0.0
    slope: float = 0.0

    def shoulder(self, side: int) -> Point:
        """The shoulder joint on the viewer's left (side -1) or right (1)."""
        nx, ny = self.neck
        far = (self.turn > 0) == (side > 0)
        width = self.shoulders * (1 - 0.2 * abs(self.turn) if far and self.turn else 1 + 0.04 * abs(self.turn))
        return nx + side * (width - 34), ny + 40 + self.slope * 0.5

    def outline(self) -> list[Point]:
        nx, ny = self.neck
        wx = nx + self.lean
        hem = self.waist + 30 if self.hem is None else self.hem
        b, sl, wy = self.belly, self.slope, self.waist_y

        def side(s: int) -> list[Point]:
            sx, sy = self.shoulder(s)
            chest = (sx + s * (14 + b), sy + 90)
            waist = (wx + s * self.waist, wy)
            pts = [(sx - s * 18, sy - 32 - sl * 0.3), (sx + s * 14, sy - 16), (sx + s * (24 + b * 0.3), sy + 20),
                   chest]
            if wy - chest[1] > 40:
                pts.append(((chest[0] + waist[0]) / 2 + s * b * 0.7, (chest[1] + wy) / 2))
            return pts + [waist, (wx + s * hem, CUT)]

        left, right = side(-1), side(1)
        return [(nx - 28, ny - 6), *left, *right[::-1], (nx + 28, ny - 6), (nx, ny + 4)]

    def front(self, y: float) -> float:
        """The x of the garment's front line at height y (shifted by the turn, drifting with the lean)."""
        nx, ny = self.neck
        u = (y - ny) / max(self.waist_y - ny, 1)
        return nx + 24 * self.turn + self.lean * min(max(u, 0), 1.2)

    def half_width(self, y: float) -> float:
        """About how far the body reaches either side of its front line at height y (for bands across it)."""
        pts = self.outline()
        from .weave import spans

        runs = spans(sampled(pts), y)
        if not runs:
            return self.waist
        return (runs[-1][1] - runs[0][0]) / 2


@dataclass(frozen=True)
class Garb:
    """A doublet or robe: its colour; `panel` the front panel's colour (None: none); `skirt` below the belt;
    `belt` (None: no belt, a robe falling straight); `yoke` a broad band round the shoulders; `bands` borders
    crossed over the chest ("v" from the shoulders to the belt, "x" crossing, "sash" one from a shoulder to the
    other hip, "" none), their colour and `motif`; `rows` heights of woven borders running across the body;
    `hatch` a printed shade of strokes over the ground (a colour or None); `weave` the cloth's all-over pattern
    (a motif of weave.py and its colour) and `skirt_weave` the skirt's, `weave_step` how close their motifs
    stand (units: less weaves denser, as a pattern printing every field all over); `wings` scalloped caps over the
    shoulders (a colour or None); `buttons`; `laced`."""

    colour: str
    panel: str | None = None
    skirt: str | None = None
    belt: str | None = "#f2c11d"
    yoke: str | None = None
    bands: str = ""
    band_colour: str = "#f2c11d"
    motif: str = "zigzag"
    hatch: str | None = None
    buttons: str | None = None
    laced: str | None = None
    trim: str = "#f2c11d"
    weave: tuple[str, str] | None = None
    skirt_weave: tuple[str, str] | None = None
    rows: tuple[float, ...] = ()
    wings: str | None = None
    weave_step: float = 20.0


def body(svg: Svg, who: Body, garb: Garb) -> None:
    """The doublet over the body, from the neck to below the line between the halves."""
    outline = who.outline()
    blob(svg, outline, garb.colour, OUT)
    if garb.weave:
        weave(svg, outline, garb.weave[0], garb.weave[1], garb.weave_step, box=(who.neck[1] + 20, CUT))
    if garb.hatch:
        fill_lines(svg, sampled(outline), 9, garb.hatch, 1.6, -8, 0.9)
    nx, ny = who.neck
    wy = who.waist_y
    wx = nx + who.lean
    hem = who.waist + 30 if who.hem is None else who.hem
    if garb.skirt:  # the skirt below the belt, flaring past the line
        skirt = [(wx - who.waist - 2, wy), (wx - hem - 10, CUT + 4), (wx + hem + 10, CUT + 4), (wx + who.waist + 2, wy)]
        poly(svg, skirt, garb.skirt, INK, MID)
        if garb.skirt_weave:
            weave(svg, skirt, garb.skirt_weave[0], garb.skirt_weave[1], garb.weave_step, smooth=False)
        else:
            for k in range(-3, 4):  # its pleats
                x0 = wx + k * who.waist / 3.5
                svg.line(x0, wy + 6, x0 + k * 8, CUT, darker(garb.skirt, 0.55), 2.2)
    if garb.panel:
        top, bottom = ny + 12, wy
        xt, xb = who.front(top), who.front(bottom)
        panel = [(xt - 34, top), (xt + 34, top), (xb + 40, bottom), (xb - 40, bottom)]
        poly(svg, panel, garb.panel, INK, MID)
        if garb.laced:
            _lacing(svg, xt, xb, top, bottom, garb.laced)
        for s in (-1, 1):
            band(svg, [(xt + s * 34, top), (xb + s * 40, bottom)], 14, garb.trim, "", sw=FINE)
    for y in garb.rows:  # woven borders across the body, as wide as it is there
        fx, hw = who.front(y), who.half_width(y) - 4
        band(svg, [(fx - hw, y - 4), (fx, y + 6), (fx + hw, y - 4)], 30, garb.band_colour, garb.motif, step=18)
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
    if garb.belt:  # the belt round the waist, a little curved
        band(svg, [(wx - who.waist - 6, wy - 4), (who.front(wy), wy + 10), (wx + who.waist + 6, wy - 4)], 28,
             garb.belt, "", sw=MID)
        svg.rect(who.front(wy) - 15, wy - 12, 30, 28, 4, garb.belt, INK, MID)
        svg.rect(who.front(wy) - 7, wy - 4, 14, 12, 2, None, INK, FINE)


def _lacing(svg: Svg, xt: float, xb: float, top: float, bottom: float, colour: str) -> None:
    rows = 5
    pts = []
    for k in range(rows + 1):
        p = lerp((xt, top + 20), (xb, bottom - 10), k / rows)
        half = 16 + 6 * k / rows
        pts.append((p[0] - half if k % 2 else p[0] + half, p[1]))
    svg.path("M" + " L".join(f"{f(x)} {f(y)}" for x, y in pts), None, colour, 3.2)
    svg.path("M" + " L".join(f"{f(2 * lerp((xt, top + 20), (xb, bottom - 10), k / rows)[0] - x)} {f(y)}"
                             for k, (x, y) in enumerate(pts)), None, colour, 3.2)


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
    elif garb.bands in ("sash", "sash_r"):  # from the viewer's left shoulder to the right hip, or the other way
        s = 1 if garb.bands == "sash" else -1
        a, b = (lx, rx) if s > 0 else (rx, lx)
        band(svg, [(a + s * 10, ny + 20), (meet, (ny + wy) / 2 + 30), (b + s * 20, wy + 4)], 34, garb.band_colour,
             garb.motif, step=20)


def wings(svg: Svg, who: Body, garb: Garb) -> None:
    """Scalloped caps over the tops of the sleeves, woven along their edge (drawn over the arms)."""
    if not garb.wings:
        return
    for s in (-1, 1):
        sx, sy = who.shoulder(s)
        pts = [(sx - s * 34, sy - 26), (sx + s * 6, sy - 34), (sx + s * 40, sy - 12), (sx + s * 46, sy + 24)]
        scallops = [(sx + s * 46 - s * k * 17, sy + 24 + (10 if k % 2 else 0) + k * 2) for k in range(1, 6)]
        blob(svg, pts + scallops, garb.wings, MID)
        band(svg, [(sx - s * 26, sy - 14), (sx + s * 14, sy - 18), (sx + s * 36, sy + 8)], 16, garb.band_colour,
             garb.motif or "zigzag", step=12, sw=FINE)


def mantle(svg: Svg, who: Body, colour: str, lining: str, over: str = "both") -> None:
    """A mantle behind the body from the shoulders down past the line, its lining turned out at the front edges;
    `over` "both" shoulders, "left"/"right" only (a cloak slung over one shoulder), "cope" (spread wide from
    the shoulders, a broad bell), "back" (hanging behind, only its edges showing) or "straight" (falling straight
    down from the shoulders, no wider than they are)."""
    nx, ny = who.neck
    (lx, ly), (rx, ry) = who.shoulder(-1), who.shoulder(1)
    if over in ("left", "right"):
        s = -1 if over == "left" else 1
        sx = lx if s < 0 else rx
        blob(svg, [(sx + s * 40, ny + 50), (sx - s * 6, ny - 2), (nx, ny - 4), (nx + s * 30, ny + 80),
                   (sx + s * 96, CUT), (sx + s * 110, CUT - 120)], colour, OUT)
        sides: tuple[int, ...] = (s,)
    elif over == "cope":  # spread as wide as the frame lets it (about 80 units from the card's edges)
        wl, wr = min(120.0, lx - 92), min(120.0, 508 - rx)
        blob(svg, [(lx - 30, ly - 4), (lx, ny - 10), (rx, ny - 10), (rx + 30, ry - 4), (rx + wr - 16, CUT - 80),
                   (rx + wr, CUT), (lx - wl, CUT), (lx - wl + 16, CUT - 80)], colour, OUT)
        for s, sx, w in ((-1, lx, wl), (1, rx, wr)):
            band(svg, [(sx + s * 40, ny + 30), (sx + s * (w - 24), CUT - 70), (sx + s * (w - 6), CUT)], 22, lining,
                 "dots", step=16)
        return
    elif over == "straight":  # falling straight from the shoulders, its lining a narrow strip at each edge
        blob(svg, [(lx - 38, ly + 6), (lx - 12, ny - 2), (rx + 12, ny - 2), (rx + 38, ry + 6), (rx + 34, CUT),
                   (lx - 34, CUT)], colour, OUT)
        for s, sx in ((-1, lx), (1, rx)):
            poly(svg, [(sx + s * 22, ly + 30), (sx + s * 36, ly + 40), (sx + s * 32, CUT), (sx + s * 16, CUT)],
                 lining, INK, FINE)
        return
    else:
        blob(svg, [(lx - 40, ly + 10), (lx - 12, ny - 2), (rx + 12, ny - 2), (rx + 40, ry + 10), (rx + 76, CUT),
                   (lx - 76, CUT)], colour, OUT)
        if over == "back":
            return
        sides = (-1, 1)
    for s in sides:
        sx = lx if s < 0 else rx
        blob(svg, [(sx + s * 30, ny + 30), (sx + s * 56, ny + 130), (sx + s * 82, CUT), (sx + s * 58, CUT),
                   (sx + s * 38, ny + 150)], lining, MID)
