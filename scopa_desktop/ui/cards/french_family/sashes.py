"""The bands laid across a French-suited court's garment: a sash over the breast from one shoulder (or a
short baldric lying on the body), and the ermine stoles hanging from the collar to the line between the halves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .ink import KEY, WHITE
from .ornament import band, spline

if TYPE_CHECKING:
    from ..svg import Svg
    from .garment import Body, Robe


def sash(svg: Svg, robe: Robe, body: Body) -> None:
    """A straight band across the breast from one shoulder through the card's middle: turned round, it runs on
    unbroken to the other half's far side."""
    x0, _, x1, _ = body.frame
    s, w = robe.sash_side, robe.sash_width
    if robe.sash_to:
        baldric(svg, robe, body)
        return
    sx, sy = (x1, body.right + robe.sash_rise) if s > 0 else (x0, body.left + robe.sash_rise)
    dx, dy = sx - 300, sy - 500
    ln = (dx * dx + dy * dy) ** 0.5
    reach = (abs(dx) - 3 - w / 2 * abs(dy) / ln) / abs(dx)  # the band's corner stops at the frame's side
    end = (300 + dx * reach, 500 + dy * reach)
    for tip in (end, (600 - end[0], 1000 - end[1])):  # woven: a border of the trim's colour down either edge
        band(svg, [(300, 500), tip], w, robe.trim, "", KEY, sw=4)
        band(svg, [(300, 500), tip], w - 16, robe.sash, robe.sash_kind, robe.sash_motif, step=44, phase=0, sw=2.4,
             mirror=body.mirror)


def baldric(svg: Svg, robe: Robe, body: Body) -> None:
    """A short sash lying on the body: from the `sash_side` shoulder, sagging a little with the chest, to
    `sash_to` (at the belt or under the other arm), clear of the line, so it never crosses the division."""
    x0, _, x1, _ = body.frame
    s, w = robe.sash_side, robe.sash_width
    il, ir = body.inset
    start = (x1 - ir - w * 0.3, body.right + robe.sash_rise) if s > 0 else (x0 + il + w * 0.3,
                                                                            body.left + robe.sash_rise)
    ex, ey = robe.sash_to
    mid = ((start[0] + ex) / 2, (start[1] + ey) / 2 + 18)  # the cloth sags over the breast
    line = spline([start, mid, (ex, ey)], 6)
    clamp = (x0 + 2 + il, x1 - 2 - ir)
    band(svg, line, w, robe.trim, "", KEY, sw=4, clamp=clamp)
    band(svg, line, w - 16, robe.sash, robe.sash_kind, robe.sash_motif, step=44, sw=2.4, mirror=body.mirror,
         clamp=clamp)


def stoles(svg: Svg, robe: Robe, body: Body, low: float) -> None:
    """Two ermine stoles from the collar, upright where they meet the line; on a cut card half a stole off the
    middle, the panel's foot's way, so the turned half's meet the hem apart (not one bar running through it);
    `low`: how far below the line they reach."""
    join = body.line_y(300) - 60
    dx = max(-20.0, min(20.0, robe.panel_width[2])) if body.mirror[0] and len(robe.panel_width) > 2 else 0
    for s in (-1, 1):  # no jog near the foot (stepping aside there, they kinked into a Z at the seam)
        line = [(body.nx + s * 40, body.ny + 10), (body.nx + s * 62, body.ny + 90), (300 + s * 74 + dx, join),
                (300 + s * 74 + dx, low)]
        band(svg, spline(line, 5), 40, WHITE, "ermine", KEY, step=34, sw=3.4, mirror=body.mirror)
