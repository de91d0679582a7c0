"""Compose whole cards as SVG text: paper, frame, pips or figure, corner marks, the backs.

The SVG text of a card depends only on the card (not on the pixel size), so it is built once and
rasterised again at every size the table asks for.
"""

from __future__ import annotations

import math

from . import figures, french, french_courts, italian
from .layout import CORNER, RIBBON_X0, RIBBON_X1, RIBBON_Y
from .svg import H, Svg, W, f


def _paper(svg: Svg, edge: str = "#8c7b5e") -> None:
    svg.rect(1.5, 1.5, W - 3, H - 3, CORNER, "g:paper", edge, 3)


def _index_marks(svg: Svg, plaque: bool | str) -> None:
    """Corner indices are lettered by CardArt in pixel space (so they can grow on small cards);
    the SVG only says whether they sit on a paper plaque (over a figure or a large ace)."""
    svg.plaque = plaque


def italian_face(rank: int, suit: str) -> Svg:
    svg = Svg()
    court = rank >= 8
    if court:
        figures.italian_court(svg, rank, suit)
    elif rank == 1:
        _italian_ace(svg, suit)
    elif rank == 7 and suit == "d":
        _settebello(svg)
    else:
        italian.pips(svg, suit, rank)
    _index_marks(svg, plaque=court or rank == 1 or (rank == 7 and suit == "d"))
    return svg


def _italian_ace(svg: Svg, suit: str) -> None:
    if suit == "d":
        # the Asso di Denari: a great coin in a sunburst and a laurel wreath
        for k in range(32):
            a = k * math.pi / 16
            r0, r1 = 200, 250 if k % 2 else 228
            w = 0.07
            svg.poly(
                [
                    (300 + r0 * math.cos(a - w), 500 + r0 * math.sin(a - w)),
                    (300 + r1 * math.cos(a), 500 + r1 * math.sin(a)),
                    (300 + r0 * math.cos(a + w), 500 + r0 * math.sin(a + w)),
                ],
                "g:goldv",
                "#8a5a07",
                1.5,
            )
        _wreath(svg, 300, 500, 212)
        italian.coin(svg, 300, 500, 360, rich=True)
    elif suit == "c":
        svg.ellipse(300, 520, 200, 250, "g:glow", None, 0, 0.55)
        italian.cup(svg, 300, 510, 560)
        for s in (-1, 1):
            svg.path(
                f"M{300 + s * 150} 330 C{300 + s * 260} 300 {300 + s * 250} 180 {300 + s * 160} 190",
                None,
                "#2f7a46",
                10,
            )
            for t in range(3):
                svg.ellipse(
                    300 + s * (195 + t * 20),
                    300 - t * 45,
                    26,
                    11,
                    "g:leaf",
                    "#1d4a20",
                    1.2,
                    rot=-s * 40 + s * t * 25,
                )
    elif suit == "s":
        _wreath(svg, 300, 520, 175, open_top=True)
        italian.sword_blade(svg, (300, 760), (300, 80), 0, 64, 1.1)
        _bow_knot(svg, 300, 690)
    else:
        _wreath(svg, 300, 520, 175, open_top=True)
        italian.club_stave(svg, (300, 900), (306, 100), 112, bend=-12)
        _bow_knot(svg, 300, 700)


def _wreath(svg: Svg, cx: float, cy: float, r: float, open_top: bool = False) -> None:
    """Two laurel branches meeting at the bottom."""
    for s in (-1, 1):
        start, stop = (100, 340) if not open_top else (110, 300)
        angs = range(start, stop, 18)
        for i, deg in enumerate(angs):
            a = math.radians(deg if s > 0 else 180 - deg)
            x, y = cx + r * math.cos(a), cy + r * math.sin(a)
            rot = math.degrees(a) + 90 + (25 if s > 0 else -25)
            svg.ellipse(x, y, 12, 28 - i * 0.6, "g:leaf", "#1d4a20", 1.2, rot=rot)


def _bow_knot(svg: Svg, cx: float, cy: float) -> None:
    """A red ribbon tied in a bow where the laurel branches meet."""
    for s in (-1, 1):
        svg.path(
            f"M{cx} {cy} C{cx + s * 40} {cy - 50} {cx + s * 90} {cy - 30} {cx + s * 70} {cy + 4} "
            f"C{cx + s * 56} {cy + 26} {cx + s * 24} {cy + 10} {cx} {cy} Z",
            "g:ribbon",
            "#4e0a10",
            2.4,
        )
        svg.path(
            f"M{cx} {cy} C{cx + s * 20} {cy + 40} {cx + s * 40} {cy + 70} {cx + s * 70} {cy + 110} "
            f"L{cx + s * 50} {cy + 104} L{cx + s * 46} {cy + 124} C{cx + s * 22} {cy + 80} {cx + s * 8} {cy + 40} "
            f"{cx} {cy} Z",
            "g:ribbon",
            "#4e0a10",
            2.4,
        )
    svg.ellipse(cx, cy, 16, 13, "#b3262e", "#4e0a10", 2.4)


def _settebello(svg: Svg) -> None:
    """The 7 of coins: a gold frame, a warm glow, a laurel sprig and the SETTEBELLO ribbon."""
    svg.rect(20, 20, W - 40, H - 40, CORNER - 12, None, "g:goldbar", 12)
    svg.rect(38, 38, W - 76, H - 76, CORNER - 18, None, "#b3262e", 3)
    svg.ellipse(300, 410, 230, 330, "g:glow", None, 0, 0.75)
    for x, y in italian.SETTEBELLO_POS:
        svg.sprite("coin", x, y, 140)
    # ribbon with swallow-tail ends; the word is lettered with pygame.font
    y = RIBBON_Y
    x0, x1 = RIBBON_X0, RIBBON_X1
    for s, xe in ((-1, x0), (1, x1)):
        tail = xe + s * 0
        svg.path(
            f"M{f(tail - s * 10)} {y - 20} L{f(tail + s * 34)} {y - 14} L{f(tail + s * 18)} {y + 10} "
            f"L{f(tail + s * 34)} {y + 36} L{f(tail - s * 10)} {y + 32} Z",
            "#7d1118",
            "#4e0a10",
            2,
        )
    svg.path(
        f"M{x0} {y - 34} Q300 {y - 52} {x1} {y - 34} L{x1} {y + 28} Q300 {y + 10} {x0} {y + 28} Z",
        "g:ribbon",
        "#4e0a10",
        2.6,
    )
    svg.path(f"M{x0 + 8} {y - 26} Q300 {y - 44} {x1 - 8} {y - 26}", None, "#f2c94c", 2.4)
    svg.path(f"M{x0 + 8} {y + 20} Q300 {y + 2} {x1 - 8} {y + 20}", None, "#f2c94c", 2.4)


def french_face(rank: int, suit: str, faces: str) -> Svg:
    svg = Svg()
    court = faces == "courts" and rank >= 8 or rank >= 11
    if court:
        french_courts.french_court(svg, {8: 11, 9: 12, 10: 13}.get(rank, rank), suit)
    elif rank == 1:
        french.ace(svg, suit)
    else:
        french.pips(svg, suit, rank)
    # a French court's frame leaves the index its own margin, unless a small card's index outgrows it
    _index_marks(svg, plaque="overflow" if court else False)
    return svg


def back(style: str) -> Svg:
    """A card back: white margin, a deep field (red Italian, blue French) with a lattice of rosettes."""
    svg = Svg()
    field = "g:backred" if style == "italian" else "g:backblue"
    line = "#e9c25a" if style == "italian" else "#d9e4f5"
    x0, y0, x1, y1 = 34, 34, W - 34, H - 34
    svg.rect(x0, y0, x1 - x0, y1 - y0, CORNER - 14, field, "#3a0a0e" if style == "italian" else "#0c1a36", 3)
    svg.rect(x0 + 14, y0 + 14, x1 - x0 - 28, y1 - y0 - 28, CORNER - 20, None, line, 3)
    # a diagonal lattice clipped by hand to the inner rectangle
    ix0, iy0, ix1, iy1 = x0 + 26, y0 + 26, x1 - 26, y1 - 26
    step = 60
    for k in range(-20, 21):
        for sign in (1, -1):
            pts = _clip_diagonal(ix0, iy0, ix1, iy1, k * step, sign)
            if pts:
                (ax, ay), (bx, by) = pts
                svg.line(ax, ay, bx, by, line, 1.6, 0.55)
    rows = int((iy1 - iy0) // step)
    for j in range(rows + 1):
        for i in range(int((ix1 - ix0) // step) + 1):
            cx = ix0 + i * step + (step / 2 if j % 2 else 0)
            cy = iy0 + j * step + 6
            if ix0 + 12 < cx < ix1 - 12 and iy0 + 12 < cy < iy1 - 12:
                _rosette(svg, cx, cy, 11, line, style)
    # centre medallion
    svg.ellipse(300, 500, 132, 184, field, line, 6)
    svg.ellipse(300, 500, 112, 162, "g:paper", line, 2.5)
    if style == "italian":
        italian.coin(svg, 300, 418, 82)
        italian.cup(svg, 300, 588, 82)
        italian.sword(svg, 236, 506, 96)
        italian.baton(svg, 364, 500, 92)
    else:
        french.pip(svg, "c", 300, 420, 74)
        french.pip(svg, "s", 232, 500, 74)
        french.pip(svg, "b", 368, 500, 74)
        french.pip(svg, "d", 300, 580, 74)
    return svg


def _clip_diagonal(x0, y0, x1, y1, offset, sign):
    """Segment of the line y = sign*(x - x0) + y0 + offset inside the rectangle, or None."""
    out = []
    for x in (x0, x1):
        y = sign * (x - x0) + y0 + offset
        if y0 <= y <= y1:
            out.append((x, y))
    for y in (y0, y1):
        x = x0 + (y - y0 - offset) * sign
        if x0 <= x <= x1:
            out.append((x, y))
    out = sorted(set(out))
    return (out[0], out[-1]) if len(out) >= 2 and out[0] != out[-1] else None


def _rosette(svg: Svg, cx: float, cy: float, r: float, colour: str, style: str) -> None:
    if style == "italian":
        for k in range(4):
            svg.ellipse(cx, cy, r * 0.45, r, colour, None, 0, 0.9, rot=k * 45)
        svg.circle(cx, cy, r * 0.35, "#7d1118")
    else:
        for k in range(4):
            a = k * math.pi / 2
            svg.circle(cx + r * 0.55 * math.cos(a), cy + r * 0.55 * math.sin(a), r * 0.45, None, colour, 1.6)


def layer(kind: str) -> str:
    """The SVG of a shared full-card background: "paper", or "court" + suit for an Italian court."""
    svg = Svg()
    _paper(svg)
    if kind.startswith("court"):
        figures.frame(svg, kind[-1])
    return svg.text()


SPRITE_BOX = 120  # a sprite's square, in the units of its 100-unit symbol (room for strokes)


def sprite(kind: str) -> str:
    """The SVG of one sprite kind, centred in a SPRITE_BOX square."""
    svg = Svg(SPRITE_BOX, SPRITE_BOX)
    if kind.startswith("fr"):
        french.pip(svg, kind[2], 0, 0, 100)
    else:
        italian.draw_sprite(svg, kind)
    half = SPRITE_BOX / 2
    return svg.text(f"{-half} {-half} {SPRITE_BOX} {SPRITE_BOX}")
