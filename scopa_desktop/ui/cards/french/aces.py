"""The French deck's aces and back: one great pip on each ace, the ace of spades' large pip dressed in
scrollwork as makers print it; the back a fine red lattice of lozenges and rosettes in a white margin."""

from __future__ import annotations

from ..french_family.ink import KEY, WHITE, smooth
from ..french_family.pips import INTERNATIONAL, pip
from ..layout import CORNER
from ..svg import H, Svg, W, f

BACK_RED, BACK_DEEP = "#b8141f", "#7a0a12"


def ace(svg: Svg, suit: str) -> None:
    if suit != "s":
        pip(svg, suit, 300, 500, 300, 0, INTERNATIONAL)
        return
    # the ace of spades: a great spade inside an oval of scrollwork, a small white spade set in it
    for s in (-1, 1):
        svg.path(smooth([(300, 170), (300 + s * 120, 200), (300 + s * 196, 330), (300 + s * 206, 500),
                         (300 + s * 196, 670), (300 + s * 120, 800), (300, 830)], closed=False), None, KEY, 7)
        for y, r in ((260, 26), (500, 30), (740, 26)):
            x = 300 + s * (150 if y != 500 else 214)
            svg.path(f"M{f(x)} {f(y - r)} C{f(x + s * r * 1.4)} {f(y - r)} {f(x + s * r * 1.4)} {f(y + r)} {f(x)} "
                     f"{f(y + r)} C{f(x - s * r * 0.6)} {f(y + r)} {f(x - s * r * 0.6)} {f(y)} {f(x)} {f(y)}",
                     None, KEY, 5)
        svg.path(f"M{300 + s * 40} 860 C{300 + s * 90} 880 {300 + s * 140} 860 {300 + s * 160} 830", None, KEY, 6)
        svg.path(f"M{300 + s * 40} 140 C{300 + s * 90} 120 {300 + s * 140} 140 {300 + s * 160} 170", None, KEY, 6)
    pip(svg, "s", 300, 490, 420, 0, INTERNATIONAL)
    with svg.group("translate(300 478) scale(1.7 2.05)"):  # a white spade drawn inside the black one
        svg.path(INTERNATIONAL.shapes["s"], None, WHITE, 2.6)
    svg.circle(300, 470, 14, WHITE)


def back() -> Svg:
    """A white margin round a red field: a lattice of fine white lozenges with a rosette at each crossing, and
    a double border."""
    svg = Svg()
    x0, y0, x1, y1 = 30, 30, W - 30, H - 30
    svg.rect(x0, y0, x1 - x0, y1 - y0, CORNER - 12, BACK_RED, BACK_DEEP, 4)
    svg.rect(x0 + 12, y0 + 12, x1 - x0 - 24, y1 - y0 - 24, CORNER - 18, None, WHITE, 3)
    ix0, iy0, ix1, iy1 = x0 + 24, y0 + 24, x1 - 24, y1 - 24
    step = 36
    d = []
    for k in range(-30, 31):  # the lattice: both diagonals, clipped by hand to the inner field
        for sign in (1, -1):
            seg = _clip(ix0, iy0, ix1, iy1, k * step, sign)
            if seg:
                (ax, ay), (bx, by) = seg
                d.append(f"M{f(ax)} {f(ay)}L{f(bx)} {f(by)}")
    svg.path("".join(d), None, WHITE, 2.2, 0.85)
    dots = []
    for j in range(int((iy1 - iy0) // (step / 2)) + 1):
        for i in range(int((ix1 - ix0) // step) + 1):
            cx = ix0 + i * step + (step / 2 if j % 2 else 0)
            cy = iy0 + j * step / 2
            if ix0 + 6 < cx < ix1 - 6 and iy0 + 6 < cy < iy1 - 6:
                dots.append(f"M{f(cx - 5)} {f(cy)}l5 -5 5 5 -5 5Z")
    svg.path("".join(dots), WHITE, None, 0)
    return svg


def _clip(x0, y0, x1, y1, offset, sign):
    """The segment of the line y = sign * (x - x0) + y0 + offset inside the rectangle, or None."""
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
