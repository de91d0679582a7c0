"""The Genovesi's aces and back: each ace one great pip on the bare card, as the Genoese packs print it; the
back a deep green field with a red and gold lattice, the pattern's own colours, and at its middle Genoa's own
sign, the red cross of Saint George on white, in a gold oval."""

from __future__ import annotations

import math

from ..french_family.ink import DARK_GREEN, KEY, RED, WHITE, YELLOW
from ..layout import CORNER
from ..svg import H, Svg, W, f
from . import signs


def ace(svg: Svg, suit: str) -> None:
    """One great pip, as large on the bare card as the Genoese packs print it."""
    signs.cut(svg, suit, 300, 500, {"d": 430, "c": 380, "s": 420, "b": 390}[suit], 1.6, signs.ACE_INNER)


def back() -> Svg:
    """A white margin round a green field crossed by a lattice of red bands with a gold lozenge at each
    crossing and a small one in each cell, inside a gold rule. The lattice is centred on the card and every
    motif lies wholly inside the field, so the back is the same turned round; so is the medallion at its
    middle, the cross of Saint George (Genoa's flag) in a gold oval beaded in red."""
    svg = Svg()
    x0, y0, x1, y1 = 30, 30, W - 30, H - 30
    svg.rect(x0, y0, x1 - x0, y1 - y0, CORNER - 12, DARK_GREEN, KEY, 4)
    ix0, iy0, ix1, iy1 = x0 + 18, y0 + 18, x1 - 18, y1 - 18
    nx, ny = 4, 8  # bands each side of the middle
    sx, sy = (ix1 - ix0 - 56) / (2 * nx), (iy1 - iy0 - 56) / (2 * ny)  # 28 units of field round the lattice
    xs = [W / 2 + i * sx for i in range(-nx, nx + 1)]
    ys = [H / 2 + j * sy for j in range(-ny, ny + 1)]
    bands = [f"M{ix0} {f(y - 4)}H{ix1}V{f(y + 4)}H{ix0}Z" for y in ys]
    bands += [f"M{f(x - 4)} {iy0}V{iy1}H{f(x + 4)}V{iy0}Z" for x in xs]
    gems = [f"M{f(x)} {f(y - 12)}l10 12 -10 12 -10 -12Z" for x in xs for y in ys]
    gems += [f"M{f(x + sx / 2)} {f(y + sy / 2 - 5)}l5 5 -5 5 -5 -5Z" for x in xs[:-1] for y in ys[:-1]]
    svg.path("".join(bands), RED, None, 0)
    svg.path("".join(gems), YELLOW, None, 0)
    _saint_george(svg, W / 2, H / 2)
    svg.rect(ix0 - 6, iy0 - 6, ix1 - ix0 + 12, iy1 - iy0 + 12, CORNER - 18, None, YELLOW, 5)
    return svg


def _saint_george(svg: Svg, cx: float, cy: float, rx: float = 118, ry: float = 166) -> None:
    """The red cross of Saint George on white inside a gold oval, point-symmetric like the lattice round it."""
    svg.ellipse(cx, cy, rx + 22, ry + 22, YELLOW, KEY, 4)
    beads = "".join(f"M{f(cx + (rx + 11) * math.cos(t) + 4)} {f(cy + (ry + 11) * math.sin(t))}"
                    "a4 4 0 1 0 -8 0a4 4 0 1 0 8 0Z" for t in (math.radians(k * 12 + 6) for k in range(30)))
    svg.path(beads, RED, None, 0)
    svg.ellipse(cx, cy, rx, ry, WHITE, KEY, 3)
    arm = 26  # the cross's half-width; its bars stop inside the oval's curve, the key line drawn over them
    svg.path(f"M{f(cx - arm)} {f(cy - ry + 3)}H{f(cx + arm)}V{f(cy - arm)}H{f(cx + rx - 3)}V{f(cy + arm)}"
             f"H{f(cx + arm)}V{f(cy + ry - 3)}H{f(cx - arm)}V{f(cy + arm)}H{f(cx - rx + 3)}V{f(cy - arm)}"
             f"H{f(cx - arm)}Z", RED, None, 0)
    svg.ellipse(cx, cy, rx, ry, None, KEY, 3.4)
    svg.ellipse(cx, cy, rx + 22, ry + 22, None, KEY, 4)
