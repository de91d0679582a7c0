"""Italian-suited marks of the north-east, as the Trevisane and the Bergamasche draw them: long curved
swords joined at their ends into ovals, nested and interlaced; long smooth batons crossed in a trellis;
faceted goblets; each pattern's own coin. A `Look` holds one pattern's colours.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .ornaments import round_pips
from .svg import Point, Svg, bow, f, place, tube

INK = "#1e1a14"


@dataclass(frozen=True)
class Look:
    coin_field: str  # the coin's ground ("g:halfcoin": the Trevisane's blue-and-gold)
    coin_rim: str
    coin_flower: str
    coin_heart: str
    cup_bowl: str
    cup_band: str
    cup_foot: str
    blade: str
    blade_ink: str
    hilt: str
    grip: str
    rod: str  # the batons' colour
    rod_ink: str
    rod_bands: tuple[str, str]


def coin(svg: Svg, look: Look, x: float, y: float, size: float) -> None:
    """A flat coin: a rim, its field, an eight-petalled flower and a heart."""
    with svg.group(place(x, y, size / 100)):
        svg.circle(0, 0, 50, look.coin_rim, INK, 3)
        svg.circle(0, 0, 42, look.coin_field, INK, 2)
        svg.circle(0, 0, 25, "#fffaf0", INK, 1.4)
        for k in range(8):
            svg.path("M0 -5 C6 -10 6 -19 0 -23 C-6 -19 -6 -10 0 -5 Z", look.coin_flower, INK, 1.1,
                     extra=f' transform="rotate({k * 45 + 22.5})"')
        svg.circle(0, 0, 7, look.coin_heart, INK, 1.4)
        svg.circle(0, 0, 2.8, "#fff6c4")


def cup(svg: Svg, look: Look, x: float, y: float, size: float, rot: float = 0) -> None:
    """A faceted goblet: a six-sided bowl with a band, a knopped stem, a hexagonal foot."""
    with svg.group(place(x, y, size / 100, rot)):
        svg.path("M-34 -44 L34 -44 L28 -14 L12 4 L-12 4 L-28 -14 Z", look.cup_bowl, INK, 2.4)
        svg.path("M-33 -38 L33 -38 L30 -26 L-30 -26 Z", look.cup_band, INK, 1.4)
        for dx in (-12, 12):
            svg.path(f"M{dx} -26 L{dx * 0.8:.1f} 2", None, INK, 1.2, 0.6)
        svg.path("M-6 4 L6 4 L5 30 L-5 30 Z", look.cup_foot, INK, 1.8)
        svg.path("M-14 12 L0 8 L14 12 L14 20 L0 24 L-14 20 Z", look.cup_band, INK, 1.6)
        svg.path("M-5 30 L-30 42 L-24 50 L24 50 L30 42 L5 30 Z", look.cup_foot, INK, 2)


def sword(svg: Svg, look: Look, hilt: Point, tip: Point, bend: float = 0, width: float = 22) -> None:
    """A long, narrow, curved blade from the guard at `hilt` to its point, bent sideways by `bend`; a
    straight guard with round ends, a grip and a pommel behind it."""
    line = bow(hilt, tip, bend, 28)
    n = len(line) - 1
    widths = [width * (1 - 0.5 * (i / n) ** 3) if i < n else 0.01 for i in range(n + 1)]
    svg.poly(tube(line, widths), look.blade, look.blade_ink, 2)
    svg.path("M" + " L".join(f"{f(x)} {f(y)}" for x, y in line[2:-3]), None, "#eef4fa", width * 0.14, 0.8)
    (ax, ay), (bx, by) = line[0], line[1]
    d = math.hypot(bx - ax, by - ay) or 1
    ux, uy = (bx - ax) / d, (by - ay) / d
    nx, ny = -uy, ux
    g = width * 1.5
    svg.line(ax - nx * g, ay - ny * g, ax + nx * g, ay + ny * g, INK, width * 0.5)
    svg.line(ax - nx * g, ay - ny * g, ax + nx * g, ay + ny * g, look.hilt, width * 0.32)
    for s in (-1, 1):
        svg.circle(ax + s * nx * g, ay + s * ny * g, width * 0.28, look.hilt, INK, 1.4)
    grip = width * 2.0
    ex, ey = ax - ux * grip, ay - uy * grip
    svg.poly(tube([(ax, ay), (ex, ey)], [width * 0.45, width * 0.38]), look.grip, INK, 1.4)
    svg.circle(ex - ux * width * 0.25, ey - uy * width * 0.25, width * 0.36, look.hilt, INK, 1.6)


def baton(svg: Svg, look: Look, a: Point, b: Point, width: float = 20) -> None:
    """A long smooth baton from `a` to `b`: a rod banded in two colours near each end, capped by knobs."""
    (ax, ay), (bx, by) = a, b
    d = math.hypot(bx - ax, by - ay) or 1
    ux, uy = (bx - ax) / d, (by - ay) / d
    svg.poly(tube([a, b], [width, width]), look.rod, look.rod_ink, 2)
    svg.line(ax + ux * 10, ay + uy * 10, bx - ux * 10, by - uy * 10, "#ffffff", width * 0.18, 0.35)
    for t0 in (0.06, 0.94):
        for k, colour in enumerate(look.rod_bands):
            t = t0 + (k * 0.03 if t0 < 0.5 else -k * 0.03)
            cx, cy = ax + (bx - ax) * t, ay + (by - ay) * t
            svg.poly(tube([(cx - ux * 6, cy - uy * 6), (cx + ux * 6, cy + uy * 6)], [width * 1.25, width * 1.25]),
                     colour, look.rod_ink, 1.2)
    for px, py in (a, b):
        svg.circle(px, py, width * 0.7, look.rod_bands[0], look.rod_ink, 1.6)


# -- pip layouts -------------------------------------------------------------------------------------


def pips(svg: Svg, look: Look, suit: str, rank: int) -> None:
    """A northern pip card: coins or cups in their places, swords in ovals, batons in a trellis."""
    if suit in "dc":
        round_pips(svg, suit, rank)
    elif suit == "s":
        sword_ovals(svg, look, rank, 24 if rank < 6 else 20)
    else:
        baton_trellis(svg, look, rank, 22 if rank < 6 else 19)


def sword_ovals(svg: Svg, look: Look, count: int, width: float = 22) -> None:
    """`count` swords as curved blades joined at their ends into nested ovals (one hilt at the foot and
    one at the head of each oval, so each pair crosses at both ends), a straight sword through the middle
    when the count is odd."""
    pairs = count // 2
    top, bottom = 120, 880
    bulges = {1: [150], 2: [175, 85], 3: [190, 118, 50]}[pairs]
    for i, bulge in enumerate(bulges):
        lean = 14 if i % 2 else -14  # neighbouring ovals lean apart, so they interlace where they cross
        sword(svg, look, (300 - lean, bottom), (300 + lean, top - 30), bulge, width)
        sword(svg, look, (300 + lean, top), (300 - lean, bottom + 30), bulge, width)
    if count % 2:
        sword(svg, look, (300, bottom + 8), (300, top - 40), 0, width + 2)


TRELLIS = (135, 120, 465, 880)  # the panel the batons' trellis fills: x0, y0, x1, y1
TRELLIS_LEAN = math.radians(26)


def _clipped(cx: float, sign: int) -> tuple[Point, Point]:
    """The part inside TRELLIS of the line through (cx, 500) leaning `sign` (1: to the right going up)."""
    x0, y0, x1, y1 = TRELLIS
    dx, dy = sign * math.sin(TRELLIS_LEAN), -math.cos(TRELLIS_LEAN)
    ts = []
    for t in ((x0 - cx) / dx, (x1 - cx) / dx, (y0 - 500) / dy, (y1 - 500) / dy):
        px, py = cx + dx * t, 500 + dy * t
        if x0 - 0.01 <= px <= x1 + 0.01 and y0 - 0.01 <= py <= y1 + 0.01:
            ts.append(t)
    lo, hi = min(ts), max(ts)
    return (cx + dx * lo, 500 + dy * lo), (cx + dx * hi, 500 + dy * hi)


def baton_trellis(svg: Svg, look: Look, count: int, width: float = 20) -> None:
    """`count` batons crossed in a trellis panel: pairs leaning each way, one upright through the middle
    when the count is odd."""
    pairs = count // 2
    offsets = {1: [0], 2: [-100, 100], 3: [-180, 0, 180]}[pairs]
    rising = [_clipped(300 + off, 1) for off in offsets]
    for sign in (1, -1):
        for off in offsets:
            baton(svg, look, *_clipped(300 + off, sign), width)
    # woven: at every other crossing the rising baton passes over the falling one
    dx, dy = math.sin(TRELLIS_LEAN), -math.cos(TRELLIS_LEAN)
    for i, off_a in enumerate(offsets):
        for j, off_b in enumerate(offsets):
            if (i + j) % 2:
                continue
            # the lines through (300 + off_a, 500) rising and (300 + off_b, 500) falling meet at t
            t = (off_b - off_a) / (2 * dx)
            px, py = 300 + off_a + dx * t, 500 + dy * t
            (ax, ay), (bx, by) = rising[i]
            if min(ay, by) + 20 < py < max(ay, by) - 20:
                reach = width * 1.7
                (sx, sy), (ex, ey) = (px - dx * reach, py - dy * reach), (px + dx * reach, py + dy * reach)
                svg.poly(tube([(sx, sy), (ex, ey)], [width, width]), look.rod)
                nx, ny = -dy * width / 2, dx * width / 2
                for side in (-1, 1):
                    svg.line(sx + nx * side, sy + ny * side, ex + nx * side, ey + ny * side, look.rod_ink, 2)
                svg.line(sx, sy, ex, ey, "#ffffff", width * 0.18, 0.35)
    if count % 2:
        baton(svg, look, (300, TRELLIS[3] + 10), (300, TRELLIS[1] - 10), width + 2)


def flower(svg: Svg, x: float, y: float, r: float, petals: str, heart: str) -> None:
    """A small four-petalled flower, the northern patterns' filler between the long marks."""
    for k in range(4):
        with svg.group(f"rotate({k * 90 + 45} {f(x)} {f(y)})"):
            svg.ellipse(x, y - r * 0.6, r * 0.4, r * 0.6, petals, INK, 1.2)
    svg.circle(x, y, r * 0.3, heart, INK, 1)


def sprite(svg: Svg, look: Look, kind: str, bend: float = 12) -> None:
    """One of the pattern's sprites around (0, 0): "coin", "cup", and the index's marks "markd", "markc",
    "marks" (a sword bent by `bend`), "markb"."""
    if kind in ("coin", "markd"):
        coin(svg, look, 0, 0, 100)
    elif kind in ("cup", "markc"):
        cup(svg, look, 0, 0, 104)
    elif kind == "marks":
        sword(svg, look, (4, 28), (-4, -56), bend, 18)
    elif kind == "markb":
        baton(svg, look, (10, 44), (-10, -44), 20)
    else:
        raise ValueError(kind)


def court_marks(look: Look, bend: float) -> dict:
    """The four marks as things a double-ended court holds (double_ended.marks), the sword curved by `bend`."""
    from .double_ended import marks  # the courts' kit, loaded with the first court drawn

    return marks(lambda svg, x, y: coin(svg, look, x, y - 60, 116),
                 lambda svg, x, y: cup(svg, look, x, y - 18, 118),
                 lambda svg, x, y, up: sword(svg, look, (x, y - 22), (x, y - up), bend, 22),
                 lambda svg, x, y, up: baton(svg, look, (x, y + 70), (x, y - up), 24))
