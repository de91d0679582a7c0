"""The garment of a double-ended French-suited court: a body that fills the frame from the shoulders down to
the line between the halves, as printed courts fill theirs, and the cloth laid over it, each piece edged with
a woven band: the front panel, ermine stoles, a sash across the breast, a broad yoke, a mantle over one
shoulder, a belt on the line, the collar.

Whatever reaches the line between the halves is built symmetric about the card's middle (the panel, the
stoles and the belt centred on it, the sash a straight band through it, the field's motifs on a grid centred
on it and clear of the line), so the two halves meet without a break; what is one-sided (a mantle, a yoke's
ends) stops short of the line.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..svg import Point, Svg, f
from . import collars, drape, ornament, sashes
from .ink import KEY, SKIN, WHITE, YELLOW, smooth
from .ornament import Line, band, field, polygon

LOW = 720  # the garment's pieces reach below the line between the halves (straight or slanted): cut there
# a field's motif: few and large, so that at the table's smallest size a garment reads as its colours, not as
# a shimmer (print strews small motifs on few fields and keeps its ornament on the bands)
FIELD = (62, 15)  # the body's step and half-size
SIDES = (52, 12)  # the hanging sleeves'
PANEL = (40, 11)  # the front panel's, a column of motifs
MANTLE = (58, 14)
STREW = (52, 7)  # a robe's fine sprinkle (`strew`): rows 52 apart, a motif every 26 along them, 14 across


@dataclass(frozen=True)
class Robe:
    """The garment: the body's cloth (`main`) and the motif strewn on it (`pattern`: "dots", "lozenges",
    "crosses", "stars", "rings", "checks", in the `motif` ink); the front `panel` (its colour, "" for none; its
    own `panel_pattern` in `panel_motif`), edged with bands of `trim` woven with `trim_kind`; the `collar`
    ("band", "ermine", "ruff", "square", "v", "fur"); a broad `yoke` over the shoulders woven with `yoke_kind`;
    ermine `stoles` hanging to the line; a `sash` across the breast rising to the `sash_side` shoulder; a
    `belt` along a straight line between the halves; a `mantle` over one shoulder (`mantle_side`, -1 the
    viewer's left) with its `lining` turned back (white: ermine); the hanging sleeves at the frame's `sides`
    (their colour and motif), parted from the body by curved bands (`arcs`) that `bulge` inwards."""

    main: str
    pattern: str = ""
    motif: str = KEY
    panel: str = ""
    panel_pattern: str = ""
    panel_motif: str = KEY
    trim: str = YELLOW
    trim_kind: str = "dots"
    collar: str = "band"
    yoke: str = ""
    yoke_kind: str = "checks"
    yoke_motif: str = KEY
    yoke_span: float = 0  # >0: a round collar this far each side of the neck, falling to a point on the breast
    # (inside the garment, clear of the frame); 0: a broad yoke from one side of the frame to the other
    stoles: bool = False
    sash: str = ""
    sash_kind: str = "lozenges"
    sash_motif: str = KEY
    sash_side: int = -1
    sash_width: int = 54
    sash_rise: float = 44  # how far below its shoulder the sash meets the frame's side: its slope
    sash_to: tuple[float, float] | None = None  # set: a short baldric, shoulder to this point, in each half alone
    belt: str = ""
    belt_kind: str = "lozenges"
    belt_motif: str = KEY
    mantle: str = ""
    mantle_side: int = 1
    mantle_pattern: str = ""
    mantle_motif: str = KEY
    mantle_hem: str = ""  # "point": the one-shoulder mantle's hem falls to a point (a V that crosses the line);
    # "frame": the lining runs on into the frame's side, so the mantle shows no hem of its own
    mantle_border: str = ""  # set: a gold border along the mantle's outer edge (a black mantle unbordered read
    # as a hole in the card at 90 px)
    lining: str = WHITE
    lining_kind: str = ""  # the turned-back edge's weave ("": ermine on white, else dots), in `lining_motif`
    lining_motif: str = KEY
    sides: str = ""
    sides_pattern: str = ""
    sides_motif: str = KEY
    arcs: str = ""
    arcs_kind: str = "lozenges"
    arcs_motif: str = KEY
    arcs_top: float = -12  # where the curved bands start, below the shoulder's top (a wide band started above
    # it stuck out over the shoulder as a spike)
    arcs_edge: str = ""  # set: a second, narrow trim of this colour inside each sleeve band (print edges its
    # sleeves in layered borders)
    arcs_width: float = 30  # the curved bands' width and their motifs' step (wider: fewer, bolder, clearer small)
    arcs_straight: float = 0  # >0: the bands straight down the sleeves' edge this far in from the frame,
    # square-ended, their weave begun on the line (0: bowed in)
    arcs_shift: float = 0  # on a slanted line: both bands moved this far (+ right) where they meet it, leaning
    # evenly down their fall, so the turned half's end on the cut twice as far off (as printed: each half's bands
    # end at the cut, not one run through it)
    arcs_tilt: float = 0  # >0, straight bands on a slanted line: they lean only this many degrees (the shift's
    # way), the whole band moved over so it still meets the line `arcs_shift` off (a lean of the whole shift
    # down a short fall tilted them like slats)
    motif_scale: float = 1.0  # the strewn motifs' size and spacing (larger: fewer, bolder, clearer small)
    field_scale: float = 0  # >0: the body's own motif at this scale (bold brocade), apart from `motif_scale`
    panel_scale: float = 1.0  # the front panel's column of motifs, as large as print's jewels down its middle
    panel_inner: str = ""  # the panel's jewels set with a smaller one of this colour inside
    bold: bool = False  # the motifs key-lined in black, as print draws its large ornament
    strew: str = ""  # a second, smaller motif sprinkled in the gaps between the body's (print fills its cloth)
    strew_motif: str = KEY
    bulge: float = 60
    panel_width: tuple[float, ...] = (54, 120)  # at the neck and at the line (a third: its foot's offset, _panel)
    drape: bool = False  # the cloth falls from rounded shoulders in curved folds (False: square, as before)
    panel_edge: str = ""  # set: a second, narrow trim of this colour outside the panel's (layered, as print's hems)
    panel_band: str = ""  # set ("fret", "wave"...): the panel woven down its middle in it, bold, for the jewels


@dataclass(frozen=True)
class Body:
    """Where the garment sits: the neck's foot (x, y), the heights at which the shoulders meet the frame's
    sides (left, right), the body's turn, the frame, the line between the halves."""

    nx: float
    ny: float
    left: float
    right: float
    turn: float
    frame: tuple[float, float, float, float]
    mirror: Line
    inset: tuple[float, float] = (0, 0)  # a slim body: how far in from the frame its shoulders stand
    waist: float = -1  # a robe tapering to the line: how far in from the frame both sides meet it (<0: none)

    def line_y(self, x: float) -> float:
        return 500 + (x - 300) * self.mirror[0]

    def shoulder(self, side: int) -> Point:
        """Where an arm leaves the body: under the shoulder's curve, inside the frame's side."""
        x0, _, x1, _ = self.frame
        return (x0 + 40 + self.inset[0], self.left + 4) if side < 0 else (x1 - 40 - self.inset[1], self.right + 4)


def side(body: Body, s: int) -> list[Point]:
    """The body's side `s` (-1 left, 1 right) from its foot below the line up to a square shoulder: straight up
    the frame, or for a slim body straight up a line that far in from the frame (`inset`), the robe falling
    straight from the shoulder as printed robes do."""
    x0, _, x1, _ = body.frame
    edge, top, inset = (x0 + 2, body.left, body.inset[0]) if s < 0 else (x1 - 2, body.right, body.inset[1])
    x = edge - s * inset
    if body.waist < 0:
        return [(x, LOW), (x, top + 30), (x - s * 10, top - 2)]
    # tapering: both sides reach the line the same distance in from the frame, so the turned half's robe
    # meets this one's there (on a slanted line too: the half turns round the card's middle)
    xw = edge - s * body.waist
    yw = body.line_y(xw)
    return [(xw, LOW), (xw, yw), (x + (xw - x) * 0.4, top + 30 + (yw - top - 30) * 0.55), (x, top + 30),
            (x - s * 10, top - 2)]


def outline(body: Body) -> list[Point]:
    """The body's outline: up each side, square over the shoulders, round the neck."""
    nx, ny = body.nx, body.ny
    lx, rx = side(body, -1)[-1][0], side(body, 1)[-1][0]
    # a shoulder level with the neck is squared; one dropped far down the side runs there as a straight
    # slope, as printed figures leave a corner of paper for the pip beside the head
    ly, ry = min(body.left - 12, (body.left + ny) / 2), min(body.right - 12, (body.right + ny) / 2)
    return [*side(body, -1), ((lx + nx - 58) / 2, ly), (nx - 58, ny + 6), (nx - 26, ny),
            (nx + 26, ny), (nx + 58, ny + 6), ((rx + nx + 58) / 2, ry), *side(body, 1)[::-1]]


def open_path(pts: Sequence[Point]) -> str:
    top = smooth(pts[1:-1], closed=False, tension=0.8)
    return f"M{f(pts[0][0])} {f(pts[0][1])} L{top[1:]} L{f(pts[-1][0])} {f(pts[-1][1])} Z"


def base(svg: Svg, robe: Robe, body: Body) -> None:
    """The body's cloth, strewn with its motif (the sleeves are laid over it, the rest of the garment over
    them, so the hands come out from under the stoles, the panel, the mantle, as printed)."""
    pts = outline(body)
    if robe.drape and body.waist < 0:
        pts = drape.rounded(pts, body, side(body, -1)[1][0], side(body, 1)[1][0])
    svg.path(open_path(pts), robe.main, KEY, 5)
    if robe.drape:
        drape.folds(svg, body)
    if robe.strew:  # a fine sprinkle under the large motifs, which are laid over it
        field(svg, robe.strew, robe.strew_motif, _region(pts), *STREW, mirror=body.mirror, between=True)
    grid = (FIELD[0] * robe.field_scale, FIELD[1] * robe.field_scale) if robe.field_scale else _grid(robe, FIELD)
    field(svg, robe.pattern, robe.motif, _region(pts), *grid, mirror=body.mirror, stroke=KEY if robe.bold else None)
    if robe.sides or robe.arcs:
        _sides(svg, robe, body)


def over(svg: Svg, robe: Robe, body: Body, skin: str = SKIN) -> None:
    """The garment's pieces laid over the body and the sleeves."""
    if robe.mantle:
        _mantle(svg, robe, body)
    if robe.panel:
        _panel(svg, robe, body)
    if robe.sash:
        sashes.sash(svg, robe, body)
    if robe.stoles:
        sashes.stoles(svg, robe, body, LOW)
    if robe.belt and not body.mirror[0]:
        band(svg, [(300, 500), (body.frame[2] - 1, 500)], 44, robe.belt, robe.belt_kind, robe.belt_motif,
             step=40, phase=0, sw=4)
        band(svg, [(300, 500), (body.frame[0] + 1, 500)], 44, robe.belt, robe.belt_kind, robe.belt_motif,
             step=40, phase=0, sw=4)
    if robe.yoke:
        collars.yoke(svg, robe, body)
    collars.draw(svg, robe.collar, robe.trim, body.nx, body.ny, body.mirror, skin)


def sleeve_arc(body: Body, s: int, bulge: float, rise: float = -12, shift: float = 0) -> list[Point]:
    """The curve parting a hanging sleeve from the body: from the shoulder, bowed inwards, down to the line
    at the same distance from the frame on either side (so the halves' curves meet), or `shift` off it."""
    x0, _, x1, _ = body.frame
    top = body.left if s < 0 else body.right
    edge = (x0 + body.inset[0]) if s < 0 else (x1 - body.inset[1])
    join = body.line_y(x0 if s < 0 else x1) - 50
    edge_low = (x0 if s < 0 else x1) if body.waist < 0 else side(body, s)[0][0]
    if shift and body.waist < 0:  # a cut slim body: the foot within its side, not out over the card's paper
        edge_low = edge
    bulge = min(bulge, max(join - top, 0) * 0.3)  # a short fall bows less
    pts = [(edge - s * 34, top + rise), (edge - s * (40 + bulge), top + (join - top) * 0.45),
           (edge_low - s * 46, join), (edge_low - s * 46, LOW)]
    # the foot's `shift` taken evenly down the whole fall (a lean added to the bow bends it nowhere), reached
    # where the band meets the line: moved over only near its foot, the band bent into an S to get there
    y0, seam = top + rise, body.line_y(edge_low - s * 46)
    return [(x + shift * (y - y0) / (seam - y0), y) for x, y in smooth_line(pts, 6)]


def _straight(body: Body, s: int, inset: float, shift: float = 0, tilt: float = 0) -> list[Point]:
    """A band's line straight down the sleeve's edge, `inset` in from the frame, from under the shoulder to
    below the line (so the turned half's band carries on from this one's, or with its foot `shift` off, not:
    leaning `tilt` degrees, or with no tilt the whole shift taken as its lean)."""
    x0, _, x1, _ = body.frame
    top = body.left if s < 0 else body.right
    x = ((x0 if s < 0 else x1) if body.waist < 0 else side(body, s)[0][0]) - s * inset
    if tilt and shift:  # upright but for a slight lean, the whole band moved over to meet the line `shift` off
        seam = body.line_y(x + shift)
        k = math.copysign(math.tan(math.radians(tilt)), shift)
        return [(x + shift + k * (LOW - seam), LOW), (x + shift - k * (seam - top - 30), top + 30)]
    # shifted: leaning a little, straight from shoulder to foot, the whole `shift` reached on the line
    lean = shift * (LOW - top - 30) / (body.line_y(x) - top - 30)
    return [(x + lean, LOW), (x, top + 30)]


def _sides(svg: Svg, robe: Robe, body: Body) -> None:
    x0, _, x1, _ = body.frame
    shift = robe.arcs_shift if body.mirror[0] else 0
    for s in (-1, 1):
        arc = (_straight(body, s, robe.arcs_straight, shift, robe.arcs_tilt) if robe.arcs_straight
               else sleeve_arc(body, s, robe.bulge, robe.arcs_top, shift))
        if robe.sides:
            region = [*smooth_line(side(body, s)[:-1], 4), *arc[::-1]]
            polygon(svg, region, robe.sides, 4)
            kind, ink = robe.sides_pattern, robe.sides_motif
            if robe.strew and not kind:  # print leaves no sleeve plain: rosettes in the trim's ink, key-lined
                kind, ink = "flowers", robe.trim if robe.trim != robe.sides else robe.strew_motif
            if robe.strew:
                field(svg, "dots", ink, region, *STREW, mirror=body.mirror, between=True)
            field(svg, kind, ink, region, *_grid(robe, SIDES), mirror=body.mirror,
                  stroke=KEY if robe.bold else None)
        if robe.arcs and robe.arcs_edge:  # laid first: the sleeve band's key line covers their seam
            inner = [(x - s * (robe.arcs_width / 2 + 6), y) for x, y in arc]
            band(svg, inner, 14, robe.arcs_edge, "dots", KEY, step=16, sw=3, mirror=body.mirror,
                 clamp=(x0 + 2, x1 - 2))
        if robe.arcs and robe.arcs_straight:  # the weave from the line up, begun where the band meets it
            band(svg, arc, robe.arcs_width, robe.arcs, sw=3.4)
            (xa, ya), (xb, yb) = arc
            x = xb + robe.arcs_shift if body.mirror[0] else xa  # where the band meets the line
            if body.mirror[0] and robe.arcs_tilt:  # a slight lean: the line's height where the band crosses it
                x = xb + (xa - xb) * (body.line_y(xb) - yb) / (ya - yb)
            foot = (xb + (xa - xb) * (body.line_y(x) - yb) / (ya - yb), body.line_y(x))
            ornament.weave(svg, [foot, *arc[1:]], robe.arcs_width, robe.arcs_kind, robe.arcs_motif,
                           robe.arcs_width)
        elif robe.arcs:
            band(svg, arc, robe.arcs_width, robe.arcs, robe.arcs_kind, robe.arcs_motif, step=robe.arcs_width, sw=3.4,
                 mirror=body.mirror, clamp=(x0 + 2, x1 - 2))


def _grid(robe: Robe, grid: tuple[float, float]) -> tuple[float, float]:
    """A motif grid's step and half-size, as the robe scales its motifs."""
    return grid[0] * robe.motif_scale, grid[1] * robe.motif_scale


def _region(pts: Sequence[Point]) -> list[Point]:
    """The outline as a polygon fine enough to test motifs against (its shoulders' curve sampled)."""
    return list(pts)


def panel_side(robe: Robe, body: Body, s: int) -> list[Point]:
    """The front panel's edge on side `s`: from the neck's foot, turned with the body, to the line's height, then
    upright (centred on the card's middle, or a third `panel_width` off it: the halves' feet not meeting)."""
    top, bottom, *off = robe.panel_width
    px, cx = body.nx + body.turn * 10, 300 + (off[0] if off else 0)
    join = body.line_y(300) - 70
    return [(px + s * top / 2, body.ny + 4), (cx + s * bottom / 2, join), (cx + s * bottom / 2, LOW)]


def _panel(svg: Svg, robe: Robe, body: Body) -> None:
    top, bottom, *off = robe.panel_width
    px, cx = body.nx + body.turn * 10, 300 + (off[0] if off else 0)
    join = body.line_y(300) - 70  # below here the panel stands upright, centred on the card's middle
    left, right = panel_side(robe, body, -1), panel_side(robe, body, 1)
    region = left + right[::-1]
    polygon(svg, region, robe.panel, 4)
    step, size = _grid(robe, PANEL)
    if robe.panel_band:  # a broad woven band down the middle, on a cut card running into the hem on its slope (a
        # level stop above it left a plain wedge, the hem a bar laid on top); level, stopping clear of the line
        foot = LOW if body.mirror[0] else join + 40
        band(svg, [(px, body.ny + 30), (cx, join), (cx, foot)], top * 0.8, robe.panel, robe.panel_band,
             robe.panel_motif, step=top * 0.5)
    elif robe.panel_scale == 1:
        field(svg, robe.panel_pattern, robe.panel_motif, region, step, size, mirror=body.mirror)
    else:  # a column of large jewels down the panel's middle, the lowest a step above the line
        size, step = size * robe.panel_scale, step * robe.panel_scale
        spots, y = [], join + 70 - step * 0.6
        while y > body.ny + size:
            t = min(max((y - body.ny) / (join - body.ny), 0), 1)
            spots.append((px + (cx - px) * t, y))
            y -= step
        ornament.jewels(svg, robe.panel_pattern, robe.panel_motif, spots, size, KEY if robe.bold else None)
        if robe.panel_inner:
            ornament.jewels(svg, robe.panel_pattern, robe.panel_inner, spots, size * 0.5)
    for s, edge in ((-1, left), (1, right)):
        if robe.panel_edge:  # laid first: the trim's key line covers their seam
            band(svg, [(x + s * 16, y) for x, y in edge], 12, robe.panel_edge, sw=3)
        band(svg, edge, 20, robe.trim, robe.trim_kind, KEY, step=22, sw=3, mirror=body.mirror)


def smooth_line(pts: Sequence[Point], n: int = 5) -> list[Point]:
    return ornament.spline(list(pts), n)


def _mantle(svg: Svg, robe: Robe, body: Body) -> None:
    """A mantle over one shoulder, swept down that side and gathered before the line between the halves; or
    (`mantle_side` 0) over both shoulders and on through the line, so that the turned half's mantle carries it
    on as one cloak round the whole figure."""
    for s in ((-1, 1) if robe.mantle_side == 0 else (robe.mantle_side,)):
        _mantle_side(svg, robe, body, s)


class MantleCut(NamedTuple):
    """A mantle's outline on one side (`pts`), its inner edge (lined), the stretch of the body's side it covers
    (`rim`), and where its outer edge stands and ends (`edge`, `end`)."""

    pts: list[Point]
    inner: list[Point]
    rim: list[Point]
    edge: float
    end: float


def mantle_outline(robe: Robe, body: Body, s: int) -> MantleCut:
    """The mantle on side `s`: over that shoulder and gathered above the line, or (`mantle_side` 0) falling
    straight through the line, where the turned half's meets it."""
    x0, _, x1, _ = body.frame
    edge = (x1 - 1 if s > 0 else x0 + 1) if body.waist < 0 else side(body, s)[0][0] - s
    sy = body.right if s > 0 else body.left
    if robe.mantle_side == 0:
        width = 70
        end = LOW
        inner = [(body.nx + s * 30, body.ny + 4), (body.nx + s * 60, body.ny + 80),
                 (edge - s * width, body.line_y(edge - s * width) - 90), (edge - s * width, LOW)]
    else:
        end = body.line_y(edge) - 50
        inner = [(body.nx + s * 30, body.ny + 4), (body.nx + s * 60, body.ny + 80), (edge - s * 90, end - 60),
                 (edge - s * 30, end)]
        if robe.mantle_hem == "point":  # a hem in a V, falling to a point, rather than a hem beside the line
            inner = [*inner[:2], (edge - s * 120, end - 120), (edge - s * 64, end + 8)]
            end -= 46
        elif robe.mantle_hem == "frame":  # the lining runs off under the frame's side: no hem, no cut strap end
            inner = [*inner[:2], (edge - s * 80, end - 66), (edge - s * 7, end - 44)]
            end -= 44
    rim = [(x, y) for x, y in side(body, s)[1:] if y <= end + 1] or [(edge, sy - 6)]
    return MantleCut([(edge, end), *rim, (body.nx + s * 70, body.ny + 18), *inner], inner, rim, edge, end)


def _mantle_side(svg: Svg, robe: Robe, body: Body, s: int) -> None:
    pts, inner, rim, edge, end = mantle_outline(robe, body, s)
    svg.path(smooth(pts, tension=0.7), robe.mantle, KEY, 5)
    grid = MANTLE if robe.mantle_border else _grid(robe, MANTLE)  # a bordered mantle's motifs stay fine
    field(svg, robe.mantle_pattern, robe.mantle_motif if robe.mantle != KEY else YELLOW, pts, *grid,
          mirror=body.mirror, stroke=KEY if robe.bold else None)
    if robe.mantle_border:  # inside the outer edge: down the frame's side, over the shoulder to the neck (no
        # fine dots strewn between its motifs: with them J♠ was a jumble of small marks, the mantle's one strew leads)
        x, top = rim[0][0], rim[-1][1]  # (the rim is never empty: mantle_outline)
        # its top a band's half-width under the cloak's sloped top edge, on to the lining at the neck (a level top
        # left a black wedge under the edge and a notch at the corner)
        rim_line = [(edge - s * 12, end + 4), (x - s * 12, top + 30), (x - s * 14, top + 13),
                    (body.nx + s * 70, body.ny + 29), (body.nx + s * 46, body.ny + 18)]
        band(svg, smooth_line(rim_line, 4), 15, robe.mantle_border, sw=2.4)
    band(svg, smooth_line(inner), 26, robe.lining, robe.lining_kind or ("ermine" if robe.lining == WHITE else "dots"),
         robe.lining_motif, step=28, sw=3, mirror=body.mirror)
