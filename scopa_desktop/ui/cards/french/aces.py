"""The French deck's aces and back: one great pip on each ace, the ace of spades' great spade engraved
inside in white as makers print it; the back a fine red lattice of lozenges in a white margin, round an oval
ringed by the four suits."""

from __future__ import annotations

import math

from ..french_family.ink import WHITE
from ..french_family.pips import INTERNATIONAL, pip
from ..layout import CORNER
from ..svg import H, Svg, W, diagonal_segment, f

BACK_RED, BACK_DEEP = "#b8141f", "#7a0a12"


def ace(svg: Svg, suit: str) -> None:
    if suit != "s":  # as large as print's: the diamond and the heart about half the card's width
        pip(svg, suit, 300, 500, {"d": 540, "c": 450, "b": 440}[suit], 0, INTERNATIONAL)
        return
    # the ace of spades: one great spade engraved inside in white, symmetric about its axis: a fine line
    # following its edge, a lily at its heart on a stalk down to the stem, scrolls curling out on either side
    size = 540
    pip(svg, "s", 300, 500, size, 0, INTERNATIONAL)
    k = size / 108
    with svg.group(f"translate(300 500) scale({round(k * INTERNATIONAL.narrow, 4)} {round(k, 4)})"):
        with svg.group("translate(0 -2) scale(0.84)"):
            svg.path(INTERNATIONAL.shapes["s"], None, WHITE, 1.5)
        svg.path(ENGRAVING_FILL, WHITE, None, 0)
        svg.path(ENGRAVING_LINES, None, WHITE, 1.7)


def _mirrored(d: str) -> str:
    """A path of absolute M, L, C and Z commands and its mirror image about the upright axis (x -> -x), so the
    engraving is symmetric."""
    flipped, x_next = [], True
    for token in d.split():
        head, number = (token[0], token[1:]) if token[0].isalpha() else ("", token)
        if head:
            flipped.append(head)
            x_next = True
        if number:
            flipped.append(str(-float(number)) if x_next else number)
            x_next = not x_next
    return d + " " + " ".join(flipped)


ENGRAVING_FILL = _mirrored("M0 -40 C4 -32 5 -22 0 -12 L0 -40 Z "
                           "M-2 -13 C-9 -16 -17 -23 -16 -32 C-12 -27 -8 -21 -1 -17 Z M0 -12 L8 -12 L8 -9 L0 -9 Z "
                           "M0 24 L3 28 L0 32 Z M-36 7 L-34 9 L-36 11 L-38 9 Z")
ENGRAVING_LINES = _mirrored("M0 -9 L0 22 M-3 -3 C-12 -4 -22 -2 -27 6 C-31 13 -26 21 -20 19 C-16 17 -17 12 -21 12 "
                            "M-3 6 C-9 11 -13 17 -11 25 C-10 29 -6 30 -5 26 M-20 -20 C-26 -14 -32 -8 -34 0")


def back() -> Svg:
    """A white margin round a red field: a lattice of fine white lozenges centred on the card with a small
    lozenge in each cell, a double border, and in the middle a white oval ringed by the four suits twice over,
    each pip pointing outwards, so the back is the same turned round and says "French cards" at a glance."""
    svg = Svg()
    x0, y0, x1, y1 = 30, 30, W - 30, H - 30
    svg.rect(x0, y0, x1 - x0, y1 - y0, CORNER - 12, BACK_RED, BACK_DEEP, 4)
    svg.rect(x0 + 12, y0 + 12, x1 - x0 - 24, y1 - y0 - 24, CORNER - 18, None, WHITE, 3)
    ix0, iy0, ix1, iy1 = x0 + 24, y0 + 24, x1 - 24, y1 - 24
    step = 40
    through_middle = {1: H / 2 - iy0 - (W / 2 - ix0), -1: H / 2 - iy0 + (W / 2 - ix0)}  # lines through the centre
    d = []
    for k in range(-30, 31):  # the lattice: both diagonals, clipped by hand to the inner field
        for sign in (1, -1):
            seg = diagonal_segment(ix0, iy0, ix1, iy1, through_middle[sign] + k * step, sign)
            if seg:
                (ax, ay), (bx, by) = seg
                d.append(f"M{f(ax)} {f(ay)}L{f(bx)} {f(by)}")
    svg.path("".join(d), None, WHITE, 2.4, 0.85)
    dots = []  # a lozenge in the middle of each cell: the cells' centres lie step/2 either side of a line
    for j in range(-30, 31):
        for i in range(-30, 31):
            cx, cy = W / 2 + (i + j) * step / 2, H / 2 + (j - i) * step / 2 + step / 2
            if ix0 + 10 < cx < ix1 - 10 and iy0 + 10 < cy < iy1 - 10:
                dots.append(f"M{f(cx - 6)} {f(cy)}l6 -6 6 6 -6 6Z")
    svg.path("".join(dots), WHITE, None, 0)
    cx, cy = W / 2, H / 2
    svg.ellipse(cx, cy, 150, 206, "#fbf5e6", BACK_DEEP, 5)
    svg.ellipse(cx, cy, 132, 188, None, BACK_RED, 3)
    ring = "scbd"  # spades up, hearts up-right, clubs right, diamonds down-right; the lower half turned round
    for k in range(8):
        a = math.radians(45 * k)
        pip(svg, ring[k % 4], cx + 90 * math.sin(a), cy - 128 * math.cos(a), 62, 45 * k, INTERNATIONAL)
    svg.path(f"M{cx} {cy - 26}L{cx + 18} {cy}L{cx} {cy + 26}L{cx - 18} {cy}Z", BACK_RED, BACK_DEEP, 3)
    return svg
