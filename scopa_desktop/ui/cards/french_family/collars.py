"""The collars of the French-suited courts' garments, round the neck's foot: ermine, a pleated ruff, a low
square neckline, a V, a fur, or a plain jewelled band; and the woven yokes laid over the shoulders."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..svg import Svg, f
from . import ornament
from .ink import KEY, SKIN, WHITE, smooth
from .ornament import Line, band

if TYPE_CHECKING:  # (garment draws the collars: its types only for the hints)
    from .garment import Body, Robe


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


def yoke(svg: Svg, robe: Robe, body: Body) -> None:
    """A broad collar laid over the shoulders, round under the neck, woven all over."""
    x0, _, x1, _ = body.frame
    nx, ny = body.nx, body.ny
    if robe.yoke_span:
        _round_yoke(svg, robe, body)
        return
    il, ir = body.inset
    line = ornament.spline([(x0 - 6 + il, body.left + 36), (x0 + 60 + il, body.left + 10), (nx - 60, ny + 50),
                          (nx, ny + 62), (nx + 60, ny + 50), (x1 - 60 - ir, body.right + 10),
                          (x1 + 6 - ir, body.right + 36)], 6)
    clamp = (x0 + 2 + il, x1 - 2 - ir)
    band(svg, line, 62, robe.yoke, robe.yoke_kind, robe.yoke_motif, step=30, sw=4, clamp=clamp)
    for k in (-31, 31):
        band(svg, [(x, y + k) for x, y in line], 12, robe.trim, "", KEY, sw=2.4, clamp=clamp)


def _round_yoke(svg: Svg, robe: Robe, body: Body) -> None:
    """A round collar over the breast, from shoulder to shoulder under the neck and falling to a point, its
    ends tucked under the shoulders' curve: woven, and edged in the trim's colour."""
    nx, ny, r = body.nx, body.ny, robe.yoke_span
    line = ornament.spline([(nx - r, ny + 24), (nx - r * 0.7, ny + 66), (nx, ny + 90), (nx + r * 0.7, ny + 66),
                          (nx + r, ny + 24)], 6)
    step = 40 if robe.yoke_kind == "checks" else 30  # a chequer in squares large enough to read small
    band(svg, line, 44, robe.yoke, robe.yoke_kind, robe.yoke_motif, step=step, sw=4)
    for k in (-22, 22):
        band(svg, [(x, y + k) for x, y in line], 10, robe.trim, "", KEY, sw=2.4)
