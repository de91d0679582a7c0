"""A tiny SVG writer for the card art: shapes as text, rasterised by pygame-ce's SVG loader (nanosvg).

nanosvg renders paths, strokes, gradients, opacity and transforms, anti-aliased, but not `<use>`,
`<text>`, `<image>` or clip paths: everything here is plain shapes, and labels are drawn later with
pygame.font. Gradients are a fixed named palette emitted into `<defs>` on demand; their coordinates are
percentages of each shape's bounding box (nanosvg ignores bare 0..1 numbers there).
"""

from __future__ import annotations

import io
import math
import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple

import pygame

Point = tuple[float, float]

W, H = 600, 1000  # every card is drawn in these units; the surface is scaled at rasterisation

# name -> (kind, direction or centre, stops): kind "l" linear (x1 y1 x2 y2 in %), "r" radial (cx cy r in %).
_GRADIENTS: dict[str, tuple[str, tuple[int, ...], tuple[tuple[int, str], ...]]] = {
    "gold": ("r", (38, 32, 75), ((0, "#fff6c4"), (45, "#f2c94c"), (80, "#c98f16"), (100, "#8a5a07"))),
    "goldbar": ("l", (0, 0, 100, 0), ((0, "#9c6a0c"), (30, "#ffe68a"), (55, "#e3ac2c"), (100, "#8a5a07"))),
    "goldv": ("l", (0, 0, 0, 100), ((0, "#ffe68a"), (50, "#e3ac2c"), (100, "#9c6a0c"))),
    "coinred": ("r", (40, 35, 70), ((0, "#f06a4f"), (60, "#c8312a"), (100, "#8e1b1b"))),
    "wine": ("l", (0, 0, 0, 100), ((0, "#5e0b18"), (100, "#a3233a"))),
    "steel": ("l", (0, 0, 100, 0), ((0, "#2f5d8c"), (45, "#e8f1fa"), (60, "#a9c3df"), (100, "#3a6a9c"))),
    "wood": ("l", (0, 0, 100, 0), ((0, "#5a3413"), (35, "#b97b3c"), (60, "#9a5f2a"), (100, "#4d2c10"))),
    "woodolive": ("l", (0, 0, 100, 0), ((0, "#3f3a14"), (35, "#9c8a3c"), (60, "#7a6a28"), (100, "#343010"))),
    "woodred": ("l", (0, 0, 100, 0), ((0, "#5e1f0e"), (35, "#c0623a"), (60, "#9a4426"), (100, "#4a1a0c"))),
    "grey": ("l", (0, 0, 100, 0), ((0, "#6c6a74"), (40, "#c9c6cf"), (100, "#7a7884"))),
    "donkey": ("r", (40, 35, 80), ((0, "#d8d4cc"), (70, "#a7a29a"), (100, "#77726a"))),
    "armour": ("l", (0, 0, 100, 0), ((0, "#4a5060"), (35, "#e8eef6"), (55, "#aab4c4"), (100, "#3e4452"))),
    "halfcoin": ("l", (0, 0, 100, 0), ((0, "#2b5a9e"), (49.9, "#3c6fb8"), (50.1, "#f2c94c"), (100, "#e3ac2c"))),
    "leaf": ("l", (0, 0, 100, 100), ((0, "#7cc36a"), (100, "#2c6b2f"))),
    "skin": ("r", (42, 38, 70), ((0, "#ffe3c8"), (70, "#f2c29b"), (100, "#d99a72"))),
    "paper": ("l", (0, 0, 0, 100), ((0, "#fbf5e6"), (100, "#fbf5e6"))),  # flat: layout.PAPER, either way up
    "sky": ("l", (0, 0, 0, 100), ((0, "#f9f1dc"), (100, "#eadbb5"))),
    "glow": ("r", (50, 50, 50), ((0, "#fff3b0"), (60, "#ffe27a"), (100, "#fff6d8"))),
    "red": ("l", (0, 0, 100, 0), ((0, "#7d1118"), (40, "#d23a3a"), (100, "#8e1b22"))),
    "blue": ("l", (0, 0, 100, 0), ((0, "#17325f"), (40, "#3c6fb8"), (100, "#1b3a6e"))),
    "green": ("l", (0, 0, 100, 0), ((0, "#1d4f2c"), (40, "#3f9a5a"), (100, "#1f5530"))),
    "ochre": ("l", (0, 0, 100, 0), ((0, "#9a5b0c"), (40, "#f0b43c"), (100, "#9c600f"))),
    "purple": ("l", (0, 0, 100, 0), ((0, "#3b1b4f"), (40, "#7e4aa0"), (100, "#3f1d55"))),
    "white": ("l", (0, 0, 100, 0), ((0, "#cfc8b8"), (40, "#ffffff"), (100, "#d8d0bf"))),
    "black": ("l", (0, 0, 100, 0), ((0, "#0d0d12"), (40, "#4a4a58"), (100, "#111118"))),
    "horse_w": ("r", (40, 35, 80), ((0, "#ffffff"), (70, "#e6e1d6"), (100, "#b9b2a3"))),
    "horse_b": ("r", (40, 35, 80), ((0, "#c98a4f"), (70, "#8b5228"), (100, "#5a3115"))),
    "horse_k": ("r", (40, 35, 80), ((0, "#6c6a74"), (70, "#34323a"), (100, "#1a191e"))),
    "horse_g": ("r", (40, 35, 80), ((0, "#f0e2c0"), (70, "#c9b27f"), (100, "#94804f"))),
    "backred": ("r", (50, 50, 70), ((0, "#b3262e"), (100, "#6e1016"))),
    "backblue": ("r", (50, 50, 70), ((0, "#2f5fa8"), (100, "#14284f"))),
    "ribbon": ("l", (0, 0, 0, 100), ((0, "#d8383a"), (100, "#8e1b22"))),
    "frdiam": ("l", (0, 0, 100, 100), ((0, "#ef4b4b"), (100, "#b3121b"))),
    "frheart": ("r", (40, 35, 75), ((0, "#f26060"), (100, "#b3121b"))),
    "frblack": ("r", (40, 35, 75), ((0, "#4a4a55"), (100, "#0d0d12"))),
}


def f(v: float) -> str:
    """A compact number for SVG text."""
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def pts(points: Iterable[Point]) -> str:
    return " ".join(f"{f(x)} {f(y)}" for x, y in points)


class Label(NamedTuple):
    """A word lettered after rasterising, in card units."""

    text: str
    x: float
    y: float
    width: float
    size: float
    colour: str
    shadow: str | None
    rot: float
    min_px: float | None = None  # the smallest size it is lettered at (None: the renderer's own minimum)


class Svg:
    """Collects shapes and the gradients they use; `text()` gives the finished document."""

    def __init__(self, width: int = W, height: int = H) -> None:
        self.width, self.height = width, height
        self.body: list[str] = []
        self._used: set[str] = set()
        # symbols to blit on top after rasterising: (kind, x, y, size, rotation)
        self.sprites: list[tuple[str, float, float, float, float]] = []
        self.yields: list[int] = []  # which sprites give way to the corner index (see `sprite`)
        # a full-card background shared by many cards (blank paper, a court's frame), rasterised once
        # per size: the loader's time grows with each shape's area, so big shared shapes are done once
        self.layer = "paper"
        # the game's small index on a paper plaque: True always; else (False) where drawing lies under it
        self.plaque: bool | str = False
        # words lettered with pygame.font after rasterising (nanosvg draws no text): see `label`
        self.labels: list[Label] = []
        # a double-ended court drawn as its top half only: the slope of the line between the halves (0: straight
        # across); the renderer rasterises that half once and turns it round for the other (see `half_view`)
        self.mirror: float | None = None
        # how the pips give way to a small card's corner index (art.py): the gap they keep from it in pixels
        # (at least 30 card units), how much they shrink as they move in (the squeeze to this power) and the
        # least squeeze; a pattern printing no index, whose pips fill the paper, asks for more room than this
        self.give_way: tuple[float, float, float] = (0.0, 0.5, 0.7)
        # optional: (an index's width in card units, a list like `sprites`): with an index at least that wide
        # (the smallest cards) those sprites, laid afresh to clear it, are drawn in place of `sprites`, where they
        # stand (corners.giving_way)
        self.small_layout: tuple[float, list] | None = None

    def paint(self, value: str | None) -> str:
        """`"g:gold"` names a palette gradient; anything else is a colour (None: no paint)."""
        if value is None:
            return "none"
        if value.startswith("g:"):
            name = value[2:]
            self._used.add(name)
            return f"url(#{name})"
        return value

    def _style(self, fill, stroke, sw, opacity, extra) -> str:
        s = f' fill="{self.paint(fill)}"'
        if stroke:
            s += f' stroke="{self.paint(stroke)}" stroke-width="{f(sw)}"'
            # round joins cost the rasteriser about a third more: only open strokes (limbs, reins,
            # cords) need them; outlines of filled shapes use mitres, bevelled at sharp points
            s += ' stroke-linejoin="round" stroke-linecap="round"' if fill is None else ' stroke-miterlimit="2"'
        if opacity < 1:
            s += f' opacity="{f(opacity)}"'
        return s + extra

    def path(
        self,
        d: str,
        fill: str | None = None,
        stroke: str | None = None,
        sw: float = 2,
        opacity: float = 1,
        extra: str = "",
    ) -> None:
        self.body.append(f'<path d="{d}"{self._style(fill, stroke, sw, opacity, extra)}/>')

    def poly(
        self,
        points: Sequence[Point],
        fill=None,
        stroke=None,
        sw: float = 2,
        opacity: float = 1,
        closed: bool = True,
    ) -> None:
        self.path("M" + pts(points) + (" Z" if closed else ""), fill, stroke, sw, opacity)

    def circle(
        self,
        cx: float,
        cy: float,
        r: float,
        fill=None,
        stroke=None,
        sw: float = 2,
        opacity: float = 1,
        extra: str = "",
    ) -> None:
        self.body.append(
            f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}"{self._style(fill, stroke, sw, opacity, extra)}/>'
        )

    def ellipse(
        self, cx, cy, rx, ry, fill=None, stroke=None, sw: float = 2, opacity: float = 1, rot: float = 0
    ) -> None:
        t = f' transform="rotate({f(rot)} {f(cx)} {f(cy)})"' if rot else ""
        self.body.append(
            f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}"{self._style(fill, stroke, sw, opacity, t)}/>'
        )

    def rect(self, x, y, w, h, rx: float = 0, fill=None, stroke=None, sw: float = 2, opacity: float = 1) -> None:
        self.body.append(
            f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" rx="{f(rx)}" ry="{f(rx)}"'
            f"{self._style(fill, stroke, sw, opacity, '')}/>"
        )

    def line(self, x1, y1, x2, y2, stroke: str = "#000", sw: float = 2, opacity: float = 1) -> None:
        self.path(f"M{f(x1)} {f(y1)} L{f(x2)} {f(y2)}", None, stroke, sw, opacity)

    def sprite(self, kind: str, x: float, y: float, size: float, rot: float = 0, yields: bool = False) -> None:
        """Place a repeated symbol (a pip) that is rasterised once per pixel size and blitted on top.

        The loader's cost grows with every path point it parses, so a coin drawn seven times would be
        parsed seven times; as a sprite it is parsed once per size and then copied. A sprite that `yields` to
        the corner index (a court's pip beside its head, which the index repeats) stays where it is and is left
        out wherever the index would cover it, instead of drawing the pips in towards the middle.
        """
        if yields:
            self.yields.append(len(self.sprites))
        self.sprites.append((kind, x, y, size, rot))

    def label(self, text: str, x: float, y: float, width: float, size: float, colour: str = "#3b2407",
              shadow: str | None = None, rot: float = 0, min_px: float | None = None) -> None:
        """Letter `text` centred at (x, y), `size` units tall, squeezed to at most `width` (card units),
        turned by `rot` degrees (180: upside down). Too small to read, it is left out (below `min_px` pixels
        tall, if given: an ornamental motto is worth lettering smaller than a word one must read)."""
        self.labels.append(Label(text, x, y, width, size, colour, shadow, rot, min_px))

    def group(self, transform: str) -> _Group:
        return _Group(self, transform)

    def sized(self, small: bool) -> _Group:
        """Shapes drawn only on a card under SMALL pixels tall (`small`) or only on a larger one: a fine inner
        line that reads at 300 px can be a dark knot at 90 px (see `for_height`). Groups may open inside it; another
        sized group may not."""
        return _Group(self, "", "data-small" if small else "data-large")

    def text(self, view: str | None = None) -> str:
        view = view or f"0 0 {self.width} {self.height}"
        defs = []
        for name in sorted(self._used):
            kind, geo, stops = _GRADIENTS[name]
            st = "".join(f'<stop offset="{o}%" stop-color="{c}"/>' for o, c in stops)
            if kind == "l":
                x1, y1, x2, y2 = geo
                defs.append(
                    f'<linearGradient id="{name}" x1="{x1}%" y1="{y1}%" x2="{x2}%" y2="{y2}%">{st}</linearGradient>'
                )
            else:
                cx, cy, r = geo
                defs.append(f'<radialGradient id="{name}" cx="{cx}%" cy="{cy}%" r="{r}%">{st}</radialGradient>')
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{view}" width="{self.width}" '
            f'height="{self.height}"><defs>{"".join(defs)}</defs>{"".join(self.body)}</svg>'
        )


class _Group:
    def __init__(self, svg: Svg, transform: str, mark: str = "") -> None:
        self.svg, self.transform, self.mark = svg, transform, mark

    def __enter__(self) -> Svg:
        self.svg.body.append(f'<g {self.mark}="1">' if self.mark else f'<g transform="{self.transform}">')
        return self.svg

    def __exit__(self, *exc) -> None:
        self.svg.body.append(f"</g>{SIZED_END}" if self.mark else "</g>")


SMALL = 150  # a card's height in pixels below which its `Svg.sized(True)` shapes are drawn in place of the others
SIZED_END = "<!--sized-->"  # closes a sized group: for_height cuts up to it, past any group nested inside
_SIZED = {small: re.compile(f'<g data-{"large" if small else "small"}="1">.*?</g>{SIZED_END}', re.S)
          for small in (True, False)}


def for_height(svg_text: str, height: int) -> str:
    """A card's SVG text for a card `height` pixels tall: the shapes marked for the other sizes left out."""
    if "data-" not in svg_text:
        return svg_text
    return _SIZED[height < SMALL].sub("", svg_text)


def place(x: float, y: float, scale: float = 1.0, rot: float = 0.0) -> str:
    """The transform that puts a symbol drawn around (0, 0) at (x, y), scaled and rotated."""
    t = f"translate({f(x)} {f(y)})"
    if rot:
        t += f" rotate({f(rot)})"
    if scale != 1:
        t += f" scale({round(scale, 4)})"
    return t


def half_view(svg_text: str, size: tuple[int, int], slant: float) -> tuple[str, int]:
    """A whole-card SVG text re-framed to the top rows of a card of `size` that reach past the line between a
    double-ended court's halves (a line through the middle rising `slant` to the right), and their count."""
    w, h = size
    rows = min(h, math.ceil(h * (500 + 300 * abs(slant)) / H) + 1)
    whole = f'viewBox="0 0 {W} {H}" width="{W}" height="{H}"'
    tall = f"{H * rows / h:.3f}"
    part = f'viewBox="0 0 {W} {tall}" width="{W}" height="{tall}"'
    return svg_text.replace(whole, part, 1), rows


def rasterise(svg_text: str, size: tuple[int, int]) -> pygame.Surface:
    """Render SVG text to a per-pixel-alpha surface of exactly `size`."""
    surf = pygame.image.load_sized_svg(io.BytesIO(svg_text.encode()), size)
    if surf.get_size() != size:  # the loader keeps the aspect ratio; pad or trim by at most a pixel
        fixed = pygame.Surface(size, pygame.SRCALPHA)
        fixed.blit(surf, (0, 0))
        surf = fixed
    return surf


def tube(centre: Sequence[Point], widths: Sequence[float]) -> list[Point]:
    """The outline of a stroke of varying width along a polyline (for blades, clubs, limbs)."""
    left: list[Point] = []
    right: list[Point] = []
    n = len(centre)
    for i, (x, y) in enumerate(centre):
        ax, ay = centre[max(i - 1, 0)]
        bx, by = centre[min(i + 1, n - 1)]
        dx, dy = bx - ax, by - ay
        d = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / d, dx / d
        w = widths[i] / 2
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    return left + right[::-1]


def bow(p0: Point, p1: Point, offset: float, n: int = 24) -> list[Point]:
    """Points along a line from p0 to p1 bent sideways by `offset` at the middle (a sine arc)."""
    (x0, y0), (x1, y1) = p0, p1
    dx, dy = x1 - x0, y1 - y0
    d = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / d, dx / d
    out = []
    for i in range(n + 1):
        t = i / n
        s = math.sin(math.pi * t) * offset
        out.append((x0 + dx * t + nx * s, y0 + dy * t + ny * s))
    return out


def diagonal_segment(x0: float, y0: float, x1: float, y1: float, offset: float,
                     sign: int) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The part inside the rectangle (x0, y0)-(x1, y1) of the line y = sign * (x - x0) + y0 + offset, or None:
    one stroke of a lattice laid on the diagonal (backs, fields behind aces)."""
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
