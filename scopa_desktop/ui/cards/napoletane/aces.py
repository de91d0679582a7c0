"""The Napoletane's aces, each filling the card:

- Denari: one eagle with two necks, uncrowned, its wings spread to the card's edges; the two necks rise round
  a great coin and the heads face each other over it, the talons grip a gold ring below;
- Coppe: a tall lidded urn, a pine-cone finial, a blue band of ovals, a red bowl, a gold belly with a child's
  face between scrolls, grey handles, a stepped red foot;
- Spade: a sword in its red scabbard laid slantwise, the blue blade's point out at the top, its green belt
  studded with gold winding round it in an S and ending in a blue serpent's head;
- Bastoni: a great club swelling green to its head, gold acanthus leaves curling out of it, a pink scroll at
  its foot.
"""

from __future__ import annotations

import math

from ..south_kit.ink import (
    BLUE,
    DARK_GREEN,
    DEEP_RED,
    FINE,
    GREEN,
    HATCH,
    KEY,
    LIGHT_GREEN,
    PINK,
    RED,
    SHADE,
    WHITE,
    YELLOW,
    d,
    normals,
    smooth,
    tube_outline,
)
from ..svg import Svg, f
from . import ace_eagle, ace_urn, clubs, scenes, signs


def ace(svg: Svg, suit: str) -> None:
    {"d": _denari, "c": _coppe, "s": _spade, "b": _bastoni}[suit](svg)


def _denari(svg: Svg) -> None:
    ace_eagle.eagle(svg)


def _coppe(svg: Svg) -> None:
    ace_urn.urn(svg)


def _spade(svg: Svg) -> None:
    # the belt behind, winding in an S
    belt = smooth([(420, 150), (470, 260), (390, 360), (220, 390), (150, 500), (240, 600), (420, 620), (460, 740),
                   (380, 860), (250, 880)], 6)
    ws = [46] * len(belt)
    svg.path(d(tube_outline(belt, ws), True), GREEN, KEY, 3.4)
    ns = normals(belt)
    for (bx, by), (nx, ny) in zip(belt[3:-2:3], ns[3:-2:3], strict=True):
        svg.circle(bx + nx * 12, by + ny * 12, 5, YELLOW, KEY, 1.4)
        svg.circle(bx - nx * 12, by - ny * 12, 5, YELLOW, KEY, 1.4)
    for k in (8, 30, 50):
        bx, by = belt[k]
        svg.rect(bx - 26, by - 26, 52, 52, 4, BLUE, KEY, 3)
        svg.rect(bx - 14, by - 14, 28, 28, 3, None, YELLOW, 4)
    # the scabbard, from the chape at the foot to the hilt
    ax, ay, bx, by = 170, 900, 370, 250
    ang = math.degrees(math.atan2(by - ay, bx - ax))
    ln = math.hypot(bx - ax, by - ay)
    with svg.group(f"translate({ax} {ay}) rotate({f(ang)})"):
        svg.path(f"M0 -28 L{f(ln)} -34 L{f(ln)} 34 L0 28 Z", RED, KEY, 3.4)
        svg.path(f"M10 -10 L{f(ln - 10)} -12", None, "#ff6a60", 3)
        svg.path(" ".join(f"M{f(k)} -20 l30 20 l-30 20" for k in range(60, int(ln) - 60, 60)), None, DEEP_RED, 2)
        svg.path("M-34 0 L0 -30 L20 -30 L20 30 L0 30 Z", YELLOW, KEY, 3)
        svg.circle(-40, 0, 12, WHITE, KEY, 2.4)
    # the blade standing out of it, and the hilt over the scabbard's mouth
    tip = (452, 40)
    signs.sword(svg, (370, 250), tip, 40)
    _serpent_head(svg, (436, 164), -24)
    _ = (HATCH, PINK, FINE)


def _serpent_head(svg: Svg, at: tuple[float, float], deg: float) -> None:
    """The belt's end as printed: a serpent's head, blue, raised beside the blade, its eye open and a red
    forked tongue out."""
    with svg.group(f"translate({f(at[0])} {f(at[1])}) rotate({f(deg)})"):
        svg.path("M20 -4 L-6 -30 C24 -36 58 -26 80 -4 C84 2 82 8 76 12 C56 28 24 34 -6 28 Z", BLUE, KEY, 3)
        svg.path("M80 4 L104 -4 L96 4 L106 12 Z", RED, KEY, 1.6)
        svg.path("M36 -22 C52 -22 66 -14 74 -4", None, "#9fc0f2", 3)
        svg.path("M78 6 L46 12", None, KEY, 2)
        svg.circle(52, -12, 7, YELLOW, KEY, 2)
        svg.circle(54, -12, 3, KEY, None, 0)


def _bastoni(svg: Svg) -> None:
    """The great club curving up like a horn from its lopped foot, crimson and ringed with bark below, green at its
    round head, its gold frond along it; loose acanthus leaves springing from it, a crimson volute curling out
    from its foot, a green leaf."""
    # the crimson volute: a band from the shaft curling out to the left
    scroll = smooth([(236, 778), (170, 790), (104, 760), (72, 700), (96, 646), (150, 640), (170, 684), (146, 712),
                     (120, 698)], 6)
    ws = [64 - 44 * (i / (len(scroll) - 1)) for i in range(len(scroll))]
    svg.path(d(tube_outline(scroll, ws), True), clubs.CRIMSON, KEY, 4)
    ns = normals(scroll)
    svg.path(" ".join(f"M{f(x + nx * w * 0.45)} {f(y + ny * w * 0.45)} L{f(x + nx * w * 0.05)} {f(y + ny * w * 0.05)}"
                      for (x, y), (nx, ny), w in zip(scroll[2:-3:2], ns[2:-3:2], ws[2:-3:2], strict=True)), None,
             clubs.DEEP_CRIMSON, 2)
    # the loose leaves: a tall one curling up on the left, a short one below it, one out to the right
    clubs.leaf(svg, [(262, 660), (200, 570), (150, 470), (130, 370), (150, 290)], 62, 6)
    clubs.leaf(svg, [(252, 730), (186, 700), (128, 640), (104, 580)], 52, 4)
    clubs.leaf(svg, [(322, 650), (390, 600), (446, 530), (476, 468)], 58, 5)
    _vine_leaf(svg, 318, 730, 1.0)
    # the club: a horn-like curve, thin at the lopped foot, swelling to the round head
    spine = smooth([(150, 916), (214, 810), (262, 690), (292, 560), (318, 420), (350, 290), (398, 170), (440, 92)], 5)
    n = len(spine) - 1
    widths = []
    for i in range(n + 1):
        t = i / n
        if t < 0.72:
            widths.append(62 + 168 * (t / 0.72) ** 2.2)
        else:
            widths.append(230 * math.sqrt(max(0.0, 1 - ((t - 0.72) / 0.28) ** 2)) ** 0.8 + 1)
    outline = tube_outline(spine, widths)
    svg.path(d(outline, True), clubs.CRIMSON, None)
    ns = normals(spine)

    def across(i: int, k: float) -> tuple[float, float]:  # k 1: the right-hand edge, -1 the left
        (x, y), (nx, ny), w = spine[i], ns[i], widths[i]
        return x - nx * w / 2 * k, y - ny * w / 2 * k

    head0 = int(n * 0.5)
    green = [across(i, -1) for i in range(head0, n + 1)] + [across(i, -1 + 2.2 * ((i - head0) / (n - head0)) ** 0.7)
                                                            for i in range(n, head0 - 1, -1)]
    svg.path(d(green, True), GREEN, None)
    # the foot lopped slantwise, green, its rings
    svg.path(d([across(0, 1), across(3, 1), across(3, -1), across(0, -1)], True), GREEN, None)
    svg.ellipse(150, 918, 32, 16, "#3d8a46", KEY, 3, rot=-30)
    svg.path("M132 922 a18 9 -30 1 1 30 -8 M140 920 a9 5 -30 1 1 15 -4", None, KEY, 1.6)
    # the bark: rings round the crimson shaft, hatching on its right-hand side; the head's shade
    svg.path(" ".join(f"M{f(across(i, -1)[0])} {f(across(i, -1)[1])} Q{f(spine[i][0] + 4)} {f(spine[i][1] + 16)} "
                      f"{f(across(i, 1)[0])} {f(across(i, 1)[1])}" for i in range(5, head0 - 2, 5)), None,
             clubs.DEEP_CRIMSON, 3.4)
    shade = [across(i, -1) for i in range(2, n - 2)]
    m = len(shade) - 1
    shade += [across(i, -1 + 0.55 * math.sin(math.pi * (i - 2) / m) ** 0.7) for i in range(n - 3, 1, -1)]
    svg.path(d(shade, True), KEY, None, 0, SHADE)
    svg.path(d(outline, True), None, KEY, 5)
    clubs.leaf(svg, [across(int(n * 0.3), 0.45), across(int(n * 0.55), 0.5), across(int(n * 0.8), 0.45),
                     across(n - 1, 0)], 108, 7)
    _ = (scenes, DARK_GREEN, RED, LIGHT_GREEN, PINK)


def _vine_leaf(svg: Svg, x: float, y: float, s: float) -> None:
    """A green leaf of five pointed, toothed lobes spread from its stem at (x, y) down to the right, its veins
    dark."""
    pts = []
    for k in range(11):
        a = math.radians(-30 + k * 15)
        r = (112 if k % 2 == 0 else 80) * s
        pts.append((x + math.cos(a) * r, y + math.sin(a) * r * 0.95))
    outline = []
    for (ax, ay), (bx, by) in zip(pts, pts[1:], strict=False):
        outline += [(ax, ay), (ax * 0.6 + bx * 0.4 + 4, ay * 0.6 + by * 0.4 - 4),
                    (ax * 0.5 + bx * 0.5, ay * 0.5 + by * 0.5)]
    svg.path(d([(x, y), *outline, pts[-1]], True), GREEN, KEY, 3)
    svg.path(" ".join(f"M{f(x)} {f(y)} L{f(x + (px - x) * 0.8)} {f(y + (py - y) * 0.8)}" for px, py in pts[::2]), None,
             DARK_GREEN, 2.2)
