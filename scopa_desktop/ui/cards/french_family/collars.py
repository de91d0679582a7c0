"""The collars of the French-suited courts' garments, round the neck's foot: ermine, a pleated ruff, a low
square neckline, a V, a fur, or a plain jewelled band."""

from __future__ import annotations

from ..svg import Svg, f
from . import ornament
from .ink import KEY, SKIN, WHITE, smooth
from .ornament import Line, band


def draw(svg: Svg, kind: str, trim: str, x: float, y: float, mirror: Line, skin: str = SKIN) -> None:
    """The collar of `kind` round the neck's foot (x, y), its jewelled edges in the `trim` colour (`mirror`: the
    line between the halves, which the ermine's tails keep clear of)."""
    if kind == "ermine":
        pts = [(x - 96, y + 14), (x - 44, y - 12), (x + 44, y - 12), (x + 96, y + 14), (x + 60, y + 42), (x, y + 32),
               (x - 60, y + 42)]
        svg.path(smooth(pts), WHITE, KEY, 4)
        ornament.ermine(svg, pts, step=26, size=6, mirror=mirror)
    elif kind == "ruff":
        svg.path(smooth([(x - 70, y + 4), (x - 30, y - 18), (x + 30, y - 18), (x + 70, y + 4), (x + 40, y + 24),
                         (x - 40, y + 24)]), WHITE, KEY, 4)
        svg.path("".join(f"M{f(x + k * 13)} {f(y - 13)}C{f(x + k * 13 - 4)} {f(y)} {f(x + k * 13 - 4)} {f(y + 8)} "
                         f"{f(x + k * 13)} {f(y + 18)}" for k in range(-4, 5)), None, KEY, 1.6)
    elif kind == "square":  # a low square neckline edged with a jewelled band, a pendant at its middle
        svg.path(f"M{f(x - 34)} {f(y - 6)}L{f(x + 34)} {f(y - 6)}L{f(x + 30)} {f(y + 16)}L{f(x - 30)} {f(y + 16)}Z",
                 skin, KEY, 3.4)
        band(svg, [(x - 38, y + 18), (x + 38, y + 18)], 12, trim, "dots", KEY, step=14, sw=2.4)
        svg.circle(x, y + 30, 6, "#c8312a", KEY, 2)
    elif kind == "v":
        svg.path(f"M{f(x - 26)} {f(y - 6)}L{f(x + 26)} {f(y - 6)}L{f(x)} {f(y + 40)}Z", skin, KEY, 3)
        band(svg, [(x - 34, y - 8), (x, y + 44), (x + 34, y - 8)], 14, trim, "dots", KEY, step=15, sw=2.4)
    elif kind == "fur":
        svg.path(smooth([(x - 80, y + 12), (x - 36, y - 12), (x + 36, y - 12), (x + 80, y + 12), (x + 40, y + 26),
                         (x - 40, y + 26)]), "#b98a52", KEY, 4)
        svg.path("".join(f"M{f(x + k * 16)} {f(y + 20 - abs(k) * 2)}l4 -10l4 10" for k in range(-4, 5)), None,
                 "#6e4a22", 2.4)
    else:
        band(svg, [(x - 40, y - 2), (x, y + 6), (x + 40, y - 2)], 18, trim, "dots", KEY, step=16, sw=3)
