"""Compose whole cards as SVG text: each Italian pattern's module draws its courts, aces and pip cards
(`court`, `ace`, `pips`), its sprites, back medallion and court layer; a French-suited pattern's module (the
French deck, the Genovesi, the Toscane) draws its whole face (`face`) and its whole back (`back`); here are the
paper, the Italian backs, the shared layers and sprites.

The SVG text of a card depends only on the card (not on the pixel size), so it is built once and
rasterised again at every size the table asks for. A sprite or layer is named "<style>:<kind>", so each
pattern's coins, cups and court frames are its own.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from .decks import is_french_suited, pattern
from .layout import CORNER, PAPER
from .ornaments import whole_card
from .svg import H, Svg, W, diagonal_segment


def module(style: str) -> ModuleType:
    """The module (or package) that draws the pattern `style` (napoletane.py, french/...), imported the first
    time that deck is drawn: starting the game loads only the deck it shows."""
    return importlib.import_module(f"{__package__}.{pattern(style).name}")


def _paper(svg: Svg, edge: str = "#8c7b5e") -> None:
    """The blank card: flat paper (no shading, so a double-ended card is the same either way up)."""
    svg.rect(1.5, 1.5, W - 3, H - 3, CORNER, PAPER, edge, 3)


def face(style: str, rank: int, suit: str, faces: str = "courts") -> Svg:
    """The SVG of a face; its sprites are named for the style. A French-suited pattern draws the whole face
    itself, the 8, 9, 10 as its courts or as pip cards (`faces`)."""
    name = pattern(style).name
    drawer = module(name)
    if is_french_suited(name):
        svg = drawer.face(rank, suit, faces)
    else:
        svg = whole_card(rank, suit, drawer.court, drawer.ace, drawer.pips, getattr(drawer, "SETTEBELLO_COINS", None))
    svg.sprites = [(k if ":" in k else f"{name}:{k}", x, y, s, r) for k, x, y, s, r in svg.sprites]
    if svg.layer != "paper" and ":" not in svg.layer:
        svg.layer = f"{name}:{svg.layer}"
    return svg


def back(style: str) -> Svg:
    """A card back: a French-suited pattern's whole back (`back()`), an Italian pattern module's own
    `back(svg)` when it draws one (backs/designs.py has the shipped designs), else the plain template
    (`template_back`)."""
    drawer = module(style)
    if is_french_suited(style):
        return drawer.back()
    own = getattr(drawer, "back", None)
    if own is None:
        return template_back(style)
    svg = Svg()
    own(svg)
    return svg


def template_back(style: str) -> Svg:
    """The plain back for a pattern that draws none of its own: white margin, a deep field with a lattice of
    rosettes, the pattern's `medallion` (if any) in the middle, in the colours of its `BACK`."""
    svg = Svg()
    drawer = module(style)
    field, line, edge, heart = getattr(drawer, "BACK", ("g:backblue", "#d9e4f5", "#0c1a36", ""))
    x0, y0, x1, y1 = 34, 34, W - 34, H - 34
    svg.rect(x0, y0, x1 - x0, y1 - y0, CORNER - 14, field, edge, 3)
    svg.rect(x0 + 14, y0 + 14, x1 - x0 - 28, y1 - y0 - 28, CORNER - 20, None, line, 3)
    # a diagonal lattice clipped by hand to the inner rectangle
    ix0, iy0, ix1, iy1 = x0 + 26, y0 + 26, x1 - 26, y1 - 26
    step = 60
    for k in range(-20, 21):
        for sign in (1, -1):
            pts = diagonal_segment(ix0, iy0, ix1, iy1, k * step, sign)
            if pts:
                (ax, ay), (bx, by) = pts
                svg.line(ax, ay, bx, by, line, 1.6, 0.55)
    rows = int((iy1 - iy0) // step)
    for j in range(rows + 1):
        for i in range(int((ix1 - ix0) // step) + 1):
            cx = ix0 + i * step + (step / 2 if j % 2 else 0)
            cy = iy0 + j * step + 6
            if ix0 + 12 < cx < ix1 - 12 and iy0 + 12 < cy < iy1 - 12:
                _rosette(svg, cx, cy, 11, line, heart)
    # centre medallion
    svg.ellipse(300, 500, 132, 184, field, line, 6)
    svg.ellipse(300, 500, 112, 162, PAPER, line, 2.5)
    medallion = getattr(drawer, "medallion", None)
    if medallion is not None:
        medallion(svg)
    return svg



def _rosette(svg: Svg, cx: float, cy: float, r: float, colour: str, heart: str) -> None:
    for k in range(4):
        svg.ellipse(cx, cy, r * 0.45, r, colour, None, 0, 0.9, rot=k * 45)
    svg.circle(cx, cy, r * 0.35, heart)


def layer(kind: str) -> str:
    """The SVG of a shared full-card background: "paper", or "<style>:<kind>" (a court's frame)."""
    svg = Svg()
    _paper(svg)
    if ":" in kind:
        style, own = kind.split(":", 1)
        module(style).layer(own, svg)
    return svg.text()


SPRITE_BOX = 120  # a sprite's square, in the units of its 100-unit symbol (room for strokes)


def sprite(kind: str, px: int = 0) -> str:
    """The SVG of one sprite kind ("<style>:<kind>"), centred in a SPRITE_BOX square; `px`, the size it is
    rasterised at, lets a deck that defines `sprite_at(kind, px)` draw a plainer sign when small."""
    svg = Svg(SPRITE_BOX, SPRITE_BOX)
    style, own = kind.split(":", 1)
    drawer = module(style)
    at_size = getattr(drawer, "sprite_at", None)
    if at_size is not None and px:
        own = at_size(own, px)
    drawer.draw_sprite(svg, own)
    half = SPRITE_BOX / 2
    return svg.text(f"{-half} {-half} {SPRITE_BOX} {SPRITE_BOX}")
