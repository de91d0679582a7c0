"""The Toscane's aces and back: each ace one great pip, about 60% of the card's width, in a beaded gold oval
wreathed in laurel with red berries and tied with a red ribbon, as the old Tuscan packs dress their aces; the
back the red lily of Florence, the giglio (three petals, the two side ones curling out, the stamens between
them, a band, the lower petals curling below it), large in an oval at the middle and small in a lattice round
it."""

from __future__ import annotations

import math

from ..french_family.ink import DARK_GREEN, GREEN, KEY, RED, YELLOW
from ..layout import CORNER
from ..svg import H, Svg, W, diagonal_segment, f
from . import signs

LILY = "#b3202a"
LILY_EDGE = "#5a0a10"
CREAM = "#f6ecd2"
ACE_PIP = {"c": 440, "d": 520, "s": 420, "b": 405}  # each suit as large as the oval holds: about 60% of the card


def ace(svg: Svg, suit: str) -> None:
    """The great pip, about 60% of the card's width, in a gold-banded oval wreathed in full laurel with red
    berries, tied with a red bow at the foot and the top."""
    cx, cy, rx, ry = 300, 500, 206, 312
    _laurel(svg, cx, cy, rx + 26, ry + 24)
    svg.ellipse(cx, cy, rx, ry, YELLOW, KEY, 6)
    svg.ellipse(cx, cy, rx - 16, ry - 16, "#fffaf0", KEY, 3.4)
    svg.ellipse(cx, cy, rx - 28, ry - 28, None, LILY if suit in "dc" else KEY, 2.4)
    beads = " ".join(f"M{f(cx + (rx - 8) * math.cos(t) + 4)} {f(cy + (ry - 8) * math.sin(t))}"
                     f"a4 4 0 1 0 -8 0a4 4 0 1 0 8 0Z"
                     for t in (math.radians(k * 10 + 5) for k in range(36)))
    svg.path(beads, RED, None, 0)  # the gold band beaded, as an engraved frame is
    ticks = " ".join(f"M{f(cx + (rx - 34) * math.cos(t))} {f(cy + (ry - 34) * math.sin(t))}"
                     f"L{f(cx + (rx - 48) * math.cos(t))} {f(cy + (ry - 48) * math.sin(t))}"
                     for t in (math.radians(k * 4) for k in range(90)))
    svg.path(ticks, None, LILY if suit in "dc" else KEY, 1.6)  # an engraved milled ring inside the field
    for y, turn in ((cy + ry + 8, 0), (cy - ry - 8, 180)):
        _bow(svg, cx, y, turn)
    signs.engraved(svg, suit, cx, cy, ACE_PIP[suit], 1.1)  # engraved as the pips are, its lines finer


def _laurel(svg: Svg, cx: float, cy: float, rx: float, ry: float) -> None:
    """Two laurel branches round the oval, from the foot up each side to the top: pairs of full leaves on a
    stem, a red berry at every other pair."""
    stems, leaves, berries = [], [], []
    for side in (-1, 1):
        pts = []
        for k in range(19):
            a = math.radians(100 + k * 8.9)  # from the foot round to the top, on the viewer's `side`
            x, y = cx - side * rx * math.cos(a) * -1, cy + ry * math.sin(a)
            pts.append((cx + side * abs(x - cx), y))
        stems.append("M" + "L".join(f"{f(x)} {f(y)}" for x, y in pts))
        for i, (x, y) in enumerate(pts[1:-1], 1):
            (ax, ay), (bx, by) = pts[i - 1], pts[i + 1]
            tangent = math.degrees(math.atan2(by - ay, bx - ax))
            for out in (-1, 1):
                rot = math.radians(tangent + out * 38)
                lx, ly = x + math.cos(rot) * 20, y + math.sin(rot) * 20
                leaves.append(_leaf(lx, ly, 14, 38, tangent + out * 38 + 90))
            if i % 2:
                nx, ny = (x - cx) / rx, (y - cy) / ry  # a berry just outside the stem
                d = max((nx * nx + ny * ny) ** 0.5, 1e-6)
                bx_, by_ = x + nx / d * 6, y + ny / d * 6
                berries.append(f"M{f(bx_ + 6)} {f(by_)}a6 6 0 1 0 -12 0a6 6 0 1 0 12 0Z")
    svg.path(" ".join(stems), None, DARK_GREEN, 6)
    svg.path(" ".join(leaves), GREEN, KEY, 2.2)
    svg.path(" ".join(berries), RED, KEY, 1.8)


def _leaf(x: float, y: float, w: float, h: float, deg: float) -> str:
    """A pointed leaf centred at (x, y), `h` long, turned `deg` degrees."""
    a = math.radians(deg)
    ux, uy = -math.sin(a), math.cos(a)  # along the leaf
    vx, vy = math.cos(a), math.sin(a)  # across it
    tip = (x + ux * h / 2, y + uy * h / 2)
    foot = (x - ux * h / 2, y - uy * h / 2)
    return (f"M{f(tip[0])} {f(tip[1])}Q{f(x + vx * w)} {f(y + vy * w)} {f(foot[0])} {f(foot[1])}"
            f"Q{f(x - vx * w)} {f(y - vy * w)} {f(tip[0])} {f(tip[1])}Z")


def _bow(svg: Svg, x: float, y: float, turn: float) -> None:
    """A red ribbon tied in a bow where the branches meet."""
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(turn)})"):
        svg.path("M0 0 C-20 -18 -40 -10 -38 4 C-36 16 -18 12 0 0 Z M0 0 C20 -18 40 -10 38 4 C36 16 18 12 0 0 Z "
                 "M-3 2 L-18 30 L-10 27 L-6 34 L2 4 Z M3 2 L18 30 L10 27 L6 34 L-2 4 Z", RED, KEY, 2.4)
        svg.circle(0, 1, 6, RED, KEY, 2)


def lily(x: float, y: float, s: float) -> str:
    """The Florentine lily (giglio) centred on (x, y), about 96 * `s` tall, as one path: the upright middle
    petal, the side petals rising from the band and curling out and over, a stamen with its bud between each
    side petal and the middle one, the band, and below it the lower petals curling out round a point."""
    def p(px: float, py: float) -> str:
        return f"{f(x + px * s)} {f(y + py * s)}"

    parts = []
    for m in (1, -1):
        def q(a: float, b: float, m: int = m) -> str:
            return p(a * m, b)

        parts += [f"M{q(7, 5)} C{q(16, -12)} {q(30, -34)} {q(44, -34)} C{q(54, -34)} {q(56, -22)} {q(48, -16)} "
                  f"C{q(44, -13)} {q(38, -16)} {q(40, -21)} C{q(36, -22)} {q(26, -14)} {q(16, 6)} Z",
                  f"M{q(5, -4)} L{q(19, -36)} L{q(22, -34)} L{q(9, -3)} Z",
                  f"M{q(19, -50)} C{q(26, -44)} {q(26, -38)} {q(21, -34)} C{q(16, -37)} {q(15, -44)} {q(19, -50)} Z",
                  f"M{q(4, 16)} C{q(10, 30)} {q(22, 38)} {q(34, 32)} C{q(36, 28)} {q(32, 24)} {q(28, 27)} "
                  f"C{q(22, 29)} {q(16, 24)} {q(13, 16)} Z"]
    parts += [f"M{p(0, -58)} C{p(15, -40)} {p(16, -14)} {p(8, 6)} L{p(-8, 6)} C{p(-16, -14)} {p(-15, -40)} "
              f"{p(0, -58)} Z", f"M{p(-20, 5)} L{p(20, 5)} L{p(20, 16)} L{p(-20, 16)} Z",
              f"M{p(-4, 16)} L{p(4, 16)} L{p(0, 34)} Z"]
    return " ".join(parts)


def back() -> Svg:
    """A cream field inside a red rule: a lattice of fine red lines with a small lily in each lozenge, and the
    great lily in an oval at the middle."""
    svg = Svg()
    x0, y0, x1, y1 = 30, 30, W - 30, H - 30
    svg.rect(x0, y0, x1 - x0, y1 - y0, CORNER - 12, CREAM, LILY, 6)
    svg.rect(x0 + 16, y0 + 16, x1 - x0 - 32, y1 - y0 - 32, CORNER - 18, None, LILY, 3)
    ix0, iy0, ix1, iy1 = x0 + 30, y0 + 30, x1 - 30, y1 - 30
    step = 108
    lines, small = [], []
    for k in range(-12, 13):  # the lattice's diagonals, clipped by hand to the inner field
        for sign in (1, -1):
            seg = diagonal_segment(ix0, iy0, ix1, iy1, k * step, sign)
            if seg:
                (ax, ay), (bx, by) = seg
                lines.append(f"M{f(ax)} {f(ay)}L{f(bx)} {f(by)}")
    svg.path("".join(lines), None, LILY, 2.4, 0.8)
    for j in range(int((iy1 - iy0) / step * 2) + 1):  # a small lily in the middle of each lozenge
        for i in range(6):
            cx, cy = ix0 + i * step + (0 if j % 2 else step / 2), iy0 + j * step / 2
            if ix0 + 40 < cx < ix1 - 40 and iy0 + 40 < cy < iy1 - 40 and ((cx - 300) / 170) ** 2 + (
                    (cy - 500) / 230) ** 2 > 1:
                small.append(lily(cx, cy + 4, 0.5))
    svg.path(" ".join(small), LILY, None, 0)
    svg.ellipse(300, 500, 150, 206, CREAM, LILY, 6)
    svg.ellipse(300, 500, 136, 192, None, LILY, 2.5)
    svg.path(lily(300, 488, 2.5), LILY, LILY_EDGE, 2.4)
    return svg
