"""The Genovesi's aces and back: each ace one great pip on the bare card, as the Genoese packs print it; the
back a deep green field with a red and gold lattice, the pattern's own colours."""

from __future__ import annotations

from ..french_family.ink import DARK_GREEN, KEY, RED, YELLOW
from ..french_family.pips import GENOESE, pip
from ..layout import CORNER
from ..svg import H, Svg, W, f


def ace(svg: Svg, suit: str) -> None:
    pip(svg, suit, 300, 500, 290 if suit != "s" else 330, 0, GENOESE)


def back() -> Svg:
    """A white margin round a green field crossed by a lattice of red bands with a gold lozenge at each
    crossing, inside a gold rule."""
    svg = Svg()
    x0, y0, x1, y1 = 30, 30, W - 30, H - 30
    svg.rect(x0, y0, x1 - x0, y1 - y0, CORNER - 12, DARK_GREEN, KEY, 4)
    ix0, iy0, ix1, iy1 = x0 + 18, y0 + 18, x1 - 18, y1 - 18
    step = 54
    bands, gems = [], []
    for j in range(int((iy1 - iy0) // step) + 1):
        y = iy0 + 10 + j * step
        bands.append(f"M{ix0} {f(y - 4)}H{ix1}V{f(y + 4)}H{ix0}Z")
    for i in range(int((ix1 - ix0) // step) + 1):
        x = ix0 + 16 + i * step
        bands.append(f"M{f(x - 4)} {iy0}V{iy1}H{f(x + 4)}V{iy0}Z")
        for j in range(int((iy1 - iy0) // step) + 1):
            y = iy0 + 10 + j * step
            gems.append(f"M{f(x)} {f(y - 12)}l10 12 -10 12 -10 -12Z")
            gems.append(f"M{f(x + step / 2)} {f(y + step / 2 - 5)}l5 5 -5 5 -5 -5Z")
    svg.path("".join(bands), RED, None, 0)
    svg.path("".join(gems), YELLOW, None, 0)
    svg.rect(ix0 - 6, iy0 - 6, ix1 - ix0 + 12, iy1 - iy0 + 12, CORNER - 18, None, YELLOW, 5)
    return svg
