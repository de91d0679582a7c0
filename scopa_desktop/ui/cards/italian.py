"""Italian suit marks in the Neapolitan manner and the pip cards' layouts.

Symbols are drawn around (0, 0) in a box about 100 units tall and placed with `svg.place`. Swords and
batons on the pip cards are long, so those layouts draw them end to end instead of as boxed symbols.
"""

from __future__ import annotations

import math

from .ornaments import round_pips
from .svg import Point, Svg, bow, f, place, tube

INK = "#3b2407"  # outline colour of the gold work
STEEL_INK = "#1c3553"
WOOD_INK = "#3a200b"


# -- the four marks ---------------------------------------------------------------------------------


def coin(svg: Svg, x: float, y: float, size: float, rich: bool = False) -> None:
    """A gold coin: rim of beads, red field, eight-petal rosette (the Neapolitan denaro)."""
    with svg.group(place(x, y, size / 100)):
        svg.circle(0, 0, 50, "g:gold", INK, 3)
        svg.circle(0, 0, 42.5, None, "#8a5a07", 1.6)
        # a ring of twenty beads as one dashed stroke (round caps make the dots)
        dash = ' stroke-dasharray="0.01 14.546"'
        svg.circle(0, 0, 46.3, None, "#8a5a07", 5.8, extra=dash)
        svg.circle(0, 0, 46.3, None, "#fff1b0", 4.2, extra=dash)
        svg.circle(0, 0, 31, "g:coinred", INK, 2)
        petal = "M0 -5 C7 -11 7 -22 0 -28 C-7 -22 -7 -11 0 -5 Z"
        for k in range(8):
            svg.path(petal, "g:goldv", INK, 1.1, extra=f' transform="rotate({k * 45})"')
        if rich:
            small = "M0 -6 C4 -10 4 -16 0 -20 C-4 -16 -4 -10 0 -6 Z"
            for k in range(8):
                svg.path(small, "#2f7a46", "#173d22", 0.8, extra=f' transform="rotate({k * 45 + 22.5})"')
        svg.circle(0, 0, 7, "#2f7a46", INK, 1.4)
        svg.circle(0, 0, 3, "#fff1b0")


def cup(svg: Svg, x: float, y: float, size: float, rot: float = 0) -> None:
    """A gold goblet: a bowl with a blue band and wine at the lip, a knopped stem, a domed foot."""
    with svg.group(place(x, y, size / 100, rot)):
        svg.path("M-34 -40 C-34 -12 -22 4 -7 9 L7 9 C22 4 34 -12 34 -40 Z", "g:goldbar", INK, 2.6)
        svg.path("M-32.5 -28 Q0 -20 32.5 -28 L30.5 -18 Q0 -10 -30.5 -18 Z", "#2b5a9e", "#14305a", 1.2)
        for k in (-18, 0, 18):
            svg.circle(k, -19.5 + abs(k) * 0.05, 2.6, "#d23a3a", "#5e0b18", 0.6)
        svg.ellipse(0, -40, 34, 7.5, "g:goldbar", INK, 2.4)
        svg.ellipse(0, -40, 28, 4.6, "g:wine", "#3b0710", 1)
        svg.rect(-5.5, 8, 11, 26, 2, "g:goldbar", INK, 2)
        svg.ellipse(0, 19, 12, 6, "g:goldbar", INK, 2)
        svg.path("M-6 32 C-9 40 -26 41 -29 48 L29 48 C26 41 9 40 6 32 Z", "g:goldbar", INK, 2.4)
        svg.ellipse(0, 48, 29, 3.6, "g:goldbar", INK, 2)


def sword_blade(svg: Svg, hilt: Point, tip: Point, bend: float = 0, width: float = 30, guard: float = 1.0) -> None:
    """A sword from `hilt` (where the guard sits) to `tip`, bent by `bend`; the grip extends behind."""
    hx, hy = hilt
    line = bow(hilt, tip, bend, 28)
    n = len(line) - 1
    widths = [width * (1 - 0.55 * (i / n) ** 2) if i < n else 0.01 for i in range(n + 1)]
    widths[-2] *= 0.55
    svg.poly(tube(line, widths), "g:steel", STEEL_INK, 2.4)
    inner = line[1:-3]
    svg.path("M" + " L".join(f"{f(x)} {f(y)}" for x, y in inner), None, "#f4f8fc", width * 0.09, 0.9)
    # guard, grip and pommel sit on the line's first segment, pointing back
    ax, ay = line[0]
    bx, by = line[1]
    d = math.hypot(bx - ax, by - ay) or 1
    ux, uy = (bx - ax) / d, (by - ay) / d  # along the blade
    nx, ny = -uy, ux
    g = width * 1.45 * guard
    gx, gy = nx * g, ny * g
    svg.path(
        f"M{f(hx - gx)} {f(hy - gy)} Q{f(hx - ux * width * 0.5)} {f(hy - uy * width * 0.5)} {f(hx + gx)} {f(hy + gy)}",
        None,
        INK,
        width * 0.5,
    )
    svg.path(
        f"M{f(hx - gx)} {f(hy - gy)} Q{f(hx - ux * width * 0.5)} {f(hy - uy * width * 0.5)} {f(hx + gx)} {f(hy + gy)}",
        None,
        "#e9b53a",
        width * 0.3,
    )
    for s in (-1, 1):
        svg.circle(hx + s * gx, hy + s * gy, width * 0.26, "g:gold", INK, 1.6)
    grip = width * 2.1
    ex, ey = hx - ux * grip, hy - uy * grip
    svg.poly(tube([(hx, hy), (ex, ey)], [width * 0.42, width * 0.36]), "#8e1b22", "#3b0710", 1.6)
    for k in (0.3, 0.55, 0.8):
        px, py = hx - ux * grip * k, hy - uy * grip * k
        svg.line(
            px - nx * width * 0.21,
            py - ny * width * 0.21,
            px + nx * width * 0.21,
            py + ny * width * 0.21,
            "#e9b53a",
            1.6,
        )
    svg.circle(ex - ux * width * 0.22, ey - uy * width * 0.22, width * 0.34, "g:gold", INK, 1.8)


def sword(svg: Svg, x: float, y: float, size: float, rot: float = 0) -> None:
    """A short upright sword as a boxed symbol (for indices and figures): point up."""
    with svg.group(place(x, y, size / 100, rot)):
        sword_blade(svg, (0, 26), (0, -52), 0, 16, 1.1)


def club_stave(svg: Svg, grip: Point, head: Point, width: float = 44, leaves: bool = True, bend: float = 0) -> None:
    """A knotty baton from its grip to its thick head: cut branch stubs, a few green shoots."""
    line = bow(grip, head, bend, 20)
    n = len(line) - 1
    widths = [width * (0.55 + 0.45 * (i / n) ** 1.3) for i in range(n + 1)]
    (gx, gy), (hx, hy) = grip, head
    d = math.hypot(hx - gx, hy - gy) or 1
    ux, uy = (hx - gx) / d, (hy - gy) / d
    nx, ny = -uy, ux
    # stubs first, so the stave's outline runs over their roots
    for k, side in ((5, 1), (9, -1), (13, 1), (16, -1)):
        px, py = line[k]
        w = widths[k] / 2
        sx, sy = px + nx * side * w * 0.8, py + ny * side * w * 0.8
        ex, ey = sx + (nx * side * 0.9 + ux * 0.6) * w * 0.9, sy + (ny * side * 0.9 + uy * 0.6) * w * 0.9
        svg.poly(tube([(sx, sy), (ex, ey)], [w * 0.75, w * 0.55]), "g:wood", WOOD_INK, 1.8)
        svg.ellipse(
            ex,
            ey,
            w * 0.3,
            w * 0.22,
            "#e2b77c",
            WOOD_INK,
            1.2,
            rot=math.degrees(math.atan2(ey - sy, ex - sx)) + 90,
        )
        if leaves and k in (9, 16):
            lx, ly = ex + (nx * side) * w * 0.2, ey + (ny * side) * w * 0.2
            ang = math.degrees(math.atan2(ny * side + uy * 0.8, nx * side + ux * 0.8))
            svg.path(
                f"M0 0 C{f(w * 0.5)} {f(-w * 0.5)} {f(w * 1.4)} {f(-w * 0.4)} {f(w * 1.9)} 0 "
                f"C{f(w * 1.4)} {f(w * 0.4)} {f(w * 0.5)} {f(w * 0.5)} 0 0 Z",
                "g:leaf",
                "#1d4a20",
                1.2,
                extra=f' transform="translate({f(lx)} {f(ly)}) rotate({f(ang)})"',
            )
    svg.poly(tube(line, widths), "g:wood", WOOD_INK, 2.6)
    # bark rings and the rounded head
    for k in (3, 7, 11, 15, 18):
        px, py = line[k]
        w = widths[k] / 2 * 0.92
        svg.path(
            f"M{f(px - nx * w)} {f(py - ny * w)} Q{f(px + ux * w * 0.4)} {f(py + uy * w * 0.4)} "
            f"{f(px + nx * w)} {f(py + ny * w)}",
            None,
            "#4d2c10",
            1.6,
            0.8,
        )
    svg.circle(hx, hy, widths[-1] / 2, "g:wood", WOOD_INK, 2.6)
    svg.circle(hx, hy, widths[-1] / 2 * 0.62, "#d9a66a", "#6b3f17", 1.4)
    svg.circle(hx, hy, widths[-1] / 2 * 0.25, None, "#6b3f17", 1.2)
    svg.circle(gx, gy, widths[0] / 2, "g:wood", WOOD_INK, 2.2)


def baton(svg: Svg, x: float, y: float, size: float, rot: float = 0) -> None:
    """A short knotty club as a boxed symbol: head up."""
    with svg.group(place(x, y, size / 100, rot)):
        club_stave(svg, (0, 44), (0, -40), 26, leaves=False)


def draw_sprite(svg: Svg, kind: str) -> None:
    """Draw one sprite kind around (0, 0) in its 100-unit box (see `Svg.sprite`)."""
    if kind == "coin":
        coin(svg, 0, 0, 100)
    elif kind == "cup":
        cup(svg, 0, 0, 100)
    elif kind == "markd":
        coin(svg, 0, 0, 100)
    elif kind == "markc":
        cup(svg, 0, 0, 108)
    elif kind == "marks":
        with svg.group(place(0, 0, 1.12)):
            sword_blade(svg, (0, 24), (0, -52), 0, 20, 1.1)
    elif kind == "markb":
        with svg.group(place(0, 0, 1.1)):
            club_stave(svg, (6, 44), (-6, -38), 30, leaves=False)
    else:
        raise ValueError(kind)


# -- pip cards --------------------------------------------------------------------------------------

def pips(svg: Svg, suit: str, rank: int) -> None:
    """Ranks 2-7 of a suit, laid out as on Neapolitan cards."""
    if suit in "dc":
        round_pips(svg, suit, rank, cup_scale=1.08)
    elif suit == "s":
        _swords(svg, rank)
    else:
        _batons(svg, rank)


def _swords(svg: Svg, n: int) -> None:
    """Curved blades crossing in pairs as long lenses, side by side; a straight sword if odd.

    In each lens one blade rises from a bottom hilt, its partner falls from a top hilt, and each point
    passes the other's hilt, as on Neapolitan swords.
    """
    pairs = n // 2
    lenses = {1: [(300, 150)], 2: [(205, 88), (395, 88)], 3: [(170, 62), (300, 62), (430, 62)]}[pairs]
    width = {1: 34, 2: 28, 3: 24}[pairs]
    top, bottom = 150, 850
    for cx, bulge in lenses:
        sword_blade(svg, (cx + 10, bottom), (cx - 10, top - 45), -bulge, width)
        sword_blade(svg, (cx - 10, top), (cx + 10, bottom + 45), -bulge, width)
    if n % 2:
        sword_blade(svg, (300, bottom + 10), (300, top - 55), 0, width + 4)


def _batons(svg: Svg, n: int) -> None:
    """Batons crossed in X pairs stacked down the card, grips at the bottom; one upright if odd."""
    per_side = n // 2
    centres = {1: [500], 2: [305, 695], 3: [235, 500, 765]}[per_side]
    half_w, half_h = {1: (150, 380), 2: (150, 205), 3: (150, 150)}[per_side]
    width = {1: 54, 2: 44, 3: 36}[per_side]
    for cy in centres:
        for sign in (1, -1):
            club_stave(
                svg, (300 - half_w * sign, cy + half_h), (300 + half_w * sign, cy - half_h), width, leaves=per_side < 3
            )
    if n % 2:
        club_stave(svg, (300, 890), (300, 110), width + 6)
