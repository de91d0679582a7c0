"""Spanish-suited marks as the Piacentine and the Siciliane draw them: straight swords and knobbly cudgels
laid apart (never interlaced), each pattern's own coin and cup. A `Look` holds one pattern's colours.

Symbols are drawn around (0, 0) in a box about 100 units tall; the long suits are drawn end to end on the
pip cards (`laid_apart`), each sword or club on its own.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .svg import Point, Svg, f, place, tube

INK = "#2a1a0e"


@dataclass(frozen=True)
class Look:
    """A Spanish-suited pattern's colours: the coin's rings, the cup's parts, the sword's and club's."""

    coin_rim: str  # outer ring (a gradient or a colour)
    coin_ring: str  # the band inside it
    coin_field: str
    coin_star: str
    cup_bowl: str
    cup_band: str
    cup_knop: str
    blade: str
    hilt: str
    grip: str
    wood: str
    wood_ink: str
    knot: str
    leaf: bool  # a green shoot on the clubs
    guard: str = "curled"  # the sword's cross guard: "curled" quillons, or a "bar" with round ends


# -- coins and cups ----------------------------------------------------------------------------------


def coin(svg: Svg, look: Look, x: float, y: float, size: float, face: str = "star") -> None:
    """A coin: a rim, a band of dots, a field with an eight-rayed star (`face` "star"), a profile head
    ("head"), or a three-legged trinacria ("trinacria")."""
    with svg.group(place(x, y, size / 100)):
        svg.circle(0, 0, 50, look.coin_rim, INK, 3)
        svg.circle(0, 0, 41, look.coin_ring, INK, 1.8)
        dash = ' stroke-dasharray="0.01 10.7"'
        svg.circle(0, 0, 36.5, None, "#fff6c4", 4.4, extra=dash)
        svg.circle(0, 0, 32, look.coin_field, INK, 1.8)
        if face == "star":
            ray = "M0 -29 L6 -8 L0 -4 L-6 -8 Z"
            for k in range(8):
                svg.path(ray, look.coin_star if k % 2 == 0 else "#fff1b0", INK, 1.1,
                         extra=f' transform="rotate({k * 45})"')
            svg.circle(0, 0, 7, "g:gold", INK, 1.4)
        elif face == "head":
            _profile(svg)
        else:
            _trinacria(svg)


def _profile(svg: Svg) -> None:
    """A king's head in profile, facing left, struck in gold (the Siciliane's portrait coins)."""
    svg.path("M-6 -22 C8 -26 18 -16 18 -2 C18 10 12 18 6 22 L-8 22 L-6 14 C-12 12 -14 8 -12 4 L-16 0 "
             "L-12 -4 C-14 -10 -12 -18 -6 -22 Z", "g:goldv", INK, 1.4)
    svg.path("M-8 -22 L-4 -30 L2 -24 L8 -31 L12 -23 L17 -28 L17 -16", "g:gold", INK, 1.2)
    svg.path("M2 6 C6 12 12 12 16 6", None, INK, 1.2)
    svg.circle(-6, -8, 1.6, INK)


def _trinacria(svg: Svg) -> None:
    """Sicily's trinacria: a face with three running legs bent at the knee, ears of wheat between."""
    for k in range(3):
        with svg.group(f"rotate({k * 120})"):
            svg.path("M-3 -8 L-5 -20 L5 -27 L8 -25 L-1 -19 L3 -8 Z", "g:goldv", INK, 1.2)
            svg.path("M5 -27 L12 -25 L9 -22 Z", INK)
            svg.path("M-10 -6 Q-22 -14 -24 -6", None, "#d9a441", 2.4)
    svg.circle(0, 0, 9.5, "g:skin", INK, 1.4)
    for s in (-1, 1):
        svg.circle(s * 3.4, -1.5, 1.1, INK)
    svg.path("M-3 4 Q0 6 3 4", None, "#a8303a", 1.2)


def cup(svg: Svg, look: Look, x: float, y: float, size: float, rot: float = 0, tall: bool = True) -> None:
    """A goblet: a deep bowl with a band at the lip, a knop on the stem, a stepped foot. `tall`: the
    Piacentine's narrow chalice; else the Siciliane's wide vase with a trumpet foot."""
    with svg.group(place(x, y, size / 100, rot)):
        if tall:
            svg.path("M-26 -46 C-28 -16 -18 2 -6 8 L6 8 C18 2 28 -16 26 -46 Z", look.cup_bowl, INK, 2.4)
            svg.path("M-26.5 -40 L26.5 -40 L25.6 -30 L-25.6 -30 Z", look.cup_band, INK, 1.4)
            svg.ellipse(0, -46, 26, 5.5, "g:goldbar", INK, 2)
            svg.rect(-4.5, 6, 9, 30, 2, "g:goldbar", INK, 1.8)
            svg.ellipse(0, 20, 11, 7, look.cup_knop, INK, 1.8)
            svg.path("M-5 34 L-24 46 L24 46 L5 34 Z", "g:goldbar", INK, 2)
            svg.rect(-27, 45, 54, 5, 2, look.cup_band, INK, 1.4)
        else:
            svg.path("M-38 -34 C-40 -4 -20 10 -7 12 L7 12 C20 10 40 -4 38 -34 Z", look.cup_bowl, INK, 2.4)
            svg.path("M-37.6 -22 Q0 -12 37.6 -22 L35 -10 Q0 0 -35 -10 Z", look.cup_band, INK, 1.4)
            svg.ellipse(0, -34, 38, 7, "g:goldbar", INK, 2)
            svg.ellipse(0, -34, 31, 4.2, "g:wine", "#3b0710", 1)
            svg.ellipse(0, 16, 9, 5, look.cup_knop, INK, 1.6)
            svg.path("M-4 20 C-6 34 -22 38 -26 48 L26 48 C22 38 6 34 4 20 Z", "g:goldbar", INK, 2)


# -- swords and clubs --------------------------------------------------------------------------------


def sword(svg: Svg, look: Look, hilt: Point, tip: Point, width: float = 26) -> None:
    """A straight double-edged sword from the guard at `hilt` to its point: a ridge down the blade, a cross
    guard whose quillons curl towards the blade, a bound grip and a round pommel behind the guard."""
    (hx, hy), (tx, ty) = hilt, tip
    length = math.hypot(tx - hx, ty - hy) or 1
    ux, uy = (tx - hx) / length, (ty - hy) / length
    nx, ny = -uy, ux
    w = width / 2
    base = length * 0.86
    blade = [(hx + nx * w, hy + ny * w), (hx + ux * base + nx * w * 0.8, hy + uy * base + ny * w * 0.8), (tx, ty),
             (hx + ux * base - nx * w * 0.8, hy + uy * base - ny * w * 0.8), (hx - nx * w, hy - ny * w)]
    svg.poly(blade, look.blade, "#1c3553", 2.2)
    svg.line(hx + ux * 8, hy + uy * 8, hx + ux * base * 0.98, hy + uy * base * 0.98, "#f4f8fc", width * 0.12, 0.9)
    # the guard: a bar across, each end curled back towards the point (or ending in a ball)
    g = width * 1.6
    if look.guard == "bar":
        svg.line(hx - nx * g, hy - ny * g, hx + nx * g, hy + ny * g, INK, width * 0.5)
        svg.line(hx - nx * g, hy - ny * g, hx + nx * g, hy + ny * g, look.hilt, width * 0.3)
        for s in (-1, 1):
            svg.circle(hx + s * nx * g, hy + s * ny * g, width * 0.3, look.hilt, INK, 1.4)
    for s in (-1, 1) if look.guard == "curled" else ():
        ex, ey = hx + nx * g * s, hy + ny * g * s
        svg.path(f"M{f(hx)} {f(hy)} L{f(ex)} {f(ey)} Q{f(ex + ux * width * 0.9 + nx * s * 6)} "
                 f"{f(ey + uy * width * 0.9 + ny * s * 6)} {f(ex + ux * width * 0.9 - nx * s * 6)} "
                 f"{f(ey + uy * width * 0.9 - ny * s * 6)}", None, INK, width * 0.42)
        svg.path(f"M{f(hx)} {f(hy)} L{f(ex)} {f(ey)} Q{f(ex + ux * width * 0.9 + nx * s * 6)} "
                 f"{f(ey + uy * width * 0.9 + ny * s * 6)} {f(ex + ux * width * 0.9 - nx * s * 6)} "
                 f"{f(ey + uy * width * 0.9 - ny * s * 6)}", None, look.hilt, width * 0.24)
    grip = width * 2.2
    gx, gy = hx - ux * grip, hy - uy * grip
    svg.poly(tube([(hx, hy), (gx, gy)], [width * 0.46, width * 0.38]), look.grip, INK, 1.6)
    for k in (0.33, 0.66):
        px, py = hx - ux * grip * k, hy - uy * grip * k
        svg.line(px - nx * w * 0.46, py - ny * w * 0.46, px + nx * w * 0.46, py + ny * w * 0.46, look.hilt, 2.2)
    svg.circle(gx - ux * width * 0.3, gy - uy * width * 0.3, width * 0.42, look.hilt, INK, 1.8)


def club(svg: Svg, look: Look, grip: Point, head: Point, width: float = 44) -> None:
    """A knobbly cudgel from its grip to its swelling head: lopped branches as knots along it, a ring
    near the grip, and (in some patterns) a green shoot."""
    (gx, gy), (hx, hy) = grip, head
    length = math.hypot(hx - gx, hy - gy) or 1
    ux, uy = (hx - gx) / length, (hy - gy) / length
    nx, ny = -uy, ux
    n = 16
    line = [(gx + ux * length * i / n, gy + uy * length * i / n) for i in range(n + 1)]
    widths = [width * (0.5 + 0.5 * (i / n) ** 1.6) for i in range(n + 1)]
    if look.leaf:
        px, py = line[9]
        side = 1
        lx, ly = px + nx * widths[9] * 0.5, py + ny * widths[9] * 0.5
        ang = math.degrees(math.atan2(ny + uy * 0.6, nx + ux * 0.6))
        svg.path(f"M0 0 C{f(width * 0.3)} {f(-width * 0.35)} {f(width * 0.9)} {f(-width * 0.3)} {f(width * 1.2)} 0 "
                 f"C{f(width * 0.9)} {f(width * 0.3)} {f(width * 0.3)} {f(width * 0.35)} 0 0 Z", "g:leaf", "#1d4a20",
                 1.2, extra=f' transform="translate({f(lx)} {f(ly)}) rotate({f(ang * side)})"')
    # lopped branches: short stubs standing out of the sides, their cut ends pale
    for k, side in ((5, 1), (8, -1), (11, 1), (14, -1)):
        px, py = line[k]
        w = widths[k] / 2
        sx, sy = px + nx * side * w * 0.7, py + ny * side * w * 0.7
        ex, ey = sx + (nx * side + ux * 0.7) * w * 0.75, sy + (ny * side + uy * 0.7) * w * 0.75
        svg.poly(tube([(sx, sy), (ex, ey)], [w * 0.62, w * 0.5]), look.wood, look.wood_ink, 1.8)
        svg.ellipse(ex, ey, w * 0.26, w * 0.19, look.knot, look.wood_ink, 1.2,
                    rot=math.degrees(math.atan2(ey - sy, ex - sx)) + 90)
    svg.poly(tube(line, widths), look.wood, look.wood_ink, 2.4)
    for k, side in ((7, 1), (10, -1), (12, 1)):
        px, py = line[k]
        r = widths[k] * 0.16
        svg.ellipse(px + nx * side * widths[k] * 0.2, py + ny * side * widths[k] * 0.2, r, r * 0.66, look.knot,
                    look.wood_ink, 1.2, rot=math.degrees(math.atan2(uy, ux)))
    for k in (2, 3):
        px, py = line[k]
        w = widths[k] / 2 * 0.95
        svg.line(px - nx * w, py - ny * w, px + nx * w, py + ny * w, look.wood_ink, 2.2)
    svg.ellipse(hx, hy, widths[-1] / 2, widths[-1] / 2 * 0.8, look.wood, look.wood_ink, 2.4,
                rot=math.degrees(math.atan2(uy, ux)))
    svg.ellipse(hx, hy, widths[-1] / 2 * 0.55, widths[-1] / 2 * 0.42, look.knot, look.wood_ink, 1.2,
                rot=math.degrees(math.atan2(uy, ux)))


# -- pip layouts: each sword and club on its own -----------------------------------------------------

# count -> [(x, y, angle in degrees: 0 points up, 180 down, length)]
_LONG: dict[int, list[tuple[float, float, float, float]]] = {
    2: [(215, 500, 0, 700), (385, 500, 180, 700)],
    3: [(170, 500, 0, 700), (300, 500, 180, 700), (430, 500, 0, 700)],
    4: [(205, 285, 0, 330), (395, 285, 0, 330), (205, 715, 180, 330), (395, 715, 180, 330)],
    5: [(190, 285, 0, 330), (410, 285, 0, 330), (190, 715, 180, 330), (410, 715, 180, 330), (300, 500, 90, 250)],
    6: [(165, 285, 0, 330), (300, 285, 0, 330), (435, 285, 0, 330), (165, 715, 180, 330), (300, 715, 180, 330),
        (435, 715, 180, 330)],
    7: [(165, 260, 0, 290), (300, 260, 0, 290), (435, 260, 0, 290), (165, 740, 180, 290), (300, 740, 180, 290),
        (435, 740, 180, 290), (300, 500, 90, 300)],
}


def laid_apart(count: int, reversible: bool) -> list[tuple[Point, Point]]:
    """(grip end, far end) of each long mark on a pip card of `count`: in two rows whose grips meet in the
    middle when `reversible` (the card reads the same either way up), else every one upright."""
    out = []
    for x, y, angle, length in _LONG[count]:
        if not reversible and angle == 180:
            angle = 0
        a = math.radians(angle)
        dx, dy = math.sin(a) * length / 2, -math.cos(a) * length / 2
        out.append(((x - dx, y - dy), (x + dx, y + dy)))
    return out


def long_pips(svg: Svg, look: Look, suit: str, rank: int, spots: list[tuple[Point, Point]], grip_room: float,
              club_width: float) -> None:
    """Swords or clubs at `spots` ((grip end, far end) each): a sword's guard stands `grip_room` off the grip
    end, leaving its grip and pommel room; the long marks narrow from the four up."""
    for (gx, gy), (tx, ty) in spots:
        if suit == "s":
            k = grip_room / max(abs(ty - gy), abs(tx - gx), 1)
            sword(svg, look, (gx + (tx - gx) * k, gy + (ty - gy) * k), (tx, ty), 30 if rank < 4 else 24)
        else:
            club(svg, look, (gx, gy), (tx, ty), club_width if rank < 4 else club_width * 0.78)


def sprite(svg: Svg, look: Look, kind: str, tall: bool = True) -> None:
    """One of the pattern's sprites around (0, 0): "coin" (or "coin_head", "coin_trinacria"), "cup", and the
    index's marks "markd", "markc", "marks", "markb"."""
    if kind in ("coin", "markd"):
        coin(svg, look, 0, 0, 100)
    elif kind.startswith("coin_"):
        coin(svg, look, 0, 0, 100, face=kind[5:])
    elif kind in ("cup", "markc"):
        cup(svg, look, 0, 0, 104 if tall else 100, tall=tall)
    elif kind == "marks":
        sword(svg, look, (0, 26), (0, -58), 20)
    elif kind == "markb":
        club(svg, look, (6, 46), (-6, -44), 35)
    else:
        raise ValueError(kind)


def held(svg: Svg, look: Look, suit: str, x: float, y: float, tall: bool = True) -> None:
    """The suit's mark held up in a court's hand at (x, y)."""
    if suit == "d":
        coin(svg, look, x, y - 55, 110)
    elif suit == "c":
        cup(svg, look, x, y - 50, 106, tall=tall)
    elif suit == "s":
        sword(svg, look, (x, y - 14), (x + 6, y - 260), 26)
    else:
        club(svg, look, (x + 6, y + 45), (x - 20, y - 235), 51)

