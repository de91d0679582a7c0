"""The Napoletane's aces, each filling the card:

- Denari: one eagle with two necks, uncrowned, its wings spread to the card's edges; the two necks rise round
  a great coin and the heads face each other over it, the talons grip a gold ring below;
- Coppe: a tall lidded urn, a pine-cone finial, a blue band of ovals, a red bowl, a gold belly with a child's
  face between scrolls, grey handles, a stepped red foot;
- Spade: a sword in its red scabbard laid slantwise, the blue blade's point out at the top, its green belt
  studded with gold winding round it in an S;
- Bastoni: a great club swelling green to its head, gold acanthus leaves curling out of it, a pink scroll at
  its foot.
"""

from __future__ import annotations

import math

from ..south_kit.ink import (
    BLACK,
    BLUE,
    DARK_GREEN,
    DEEP_RED,
    FINE,
    FLESH,
    GREEN,
    GREY,
    HATCH,
    KEY,
    LIGHT_GREEN,
    OCHRE,
    PINK,
    RED,
    WHITE,
    YELLOW,
    d,
    edge_hatch,
    normals,
    smooth,
    smooth_loop,
    tube_outline,
)
from ..svg import Svg, f
from . import scenes, signs


def ace(svg: Svg, suit: str) -> None:
    {"d": _denari, "c": _coppe, "s": _spade, "b": _bastoni}[suit](svg)


def _wing(svg: Svg, s: int) -> None:
    """One wing spread from the shoulder to the card's edge: a red covert, rows of black-tipped feathers."""
    base = [(300 + s * 40, 470), (300 + s * 120, 330), (300 + s * 236, 300), (300 + s * 262, 380),
            (300 + s * 250, 520), (300 + s * 200, 640), (300 + s * 60, 600)]
    svg.path(d(smooth_loop(base, 4), True), RED, KEY, 3.4)
    for k in range(6):
        t = k / 5
        ax, ay = 300 + s * (60 + 150 * t), 600 - 30 * t
        bx, by = 300 + s * (120 + 140 * t), 720 - 120 * t - 30 * math.sin(math.pi * t)
        svg.path(f"M{f(ax - s * 16)} {f(ay - 10)} C{f(bx - s * 30)} {f(by - 40)} {f(bx)} {f(by - 20)} {f(bx)} {f(by)} "
                 f"C{f(bx - s * 20)} {f(by + 4)} {f(ax + s * 20)} {f(ay + 10)} {f(ax + s * 10)} {f(ay + 4)} "
                 f"Z", BLACK, KEY,
                 2, extra="")
        svg.path(f"M{f(ax)} {f(ay - 4)} Q{f((ax + bx) / 2 - s * 10)} {f((ay + by) / 2 - 14)} {f(bx - s * 6)} "
                 f"{f(by - 12)}", None, "#6a6a78", 1.6)
    for row in range(3):
        pts = smooth([(300 + s * (70 + row * 10), 470 + row * 40), (300 + s * 160, 400 + row * 60),
                      (300 + s * (238 - row * 20), 360 + row * 80)], 6)
        svg.path(" ".join(f"M{f(x)} {f(y)} q{f(s * 10)} 10 {f(s * 2)} 22" for x, y in pts[1:-1]), None, KEY, 1.8)


def _denari(svg: Svg) -> None:
    for s in (-1, 1):
        _wing(svg, s)
    # the tail and legs, the talons on the gold ring below
    svg.path("M270 640 L240 760 L300 730 L360 760 L330 640 Z", BLACK, KEY, 2.6)
    svg.ellipse(300, 800, 130, 110, None, KEY, 34)
    svg.ellipse(300, 800, 130, 110, None, YELLOW, 26)
    svg.ellipse(300, 800, 130, 110, None, OCHRE, 2)
    for s in (-1, 1):
        svg.path(f"M{300 + s * 40} 620 L{300 + s * 110} 700", None, KEY, 26)
        svg.path(f"M{300 + s * 40} 620 L{300 + s * 110} 700", None, RED, 18)
        for k in (-1, 0, 1):
            svg.path(f"M{300 + s * 110} 700 l{s * 10 + k * 12} 24", None, KEY, 7)
            svg.path(f"M{300 + s * 110} 700 l{s * 10 + k * 12} 24", None, YELLOW, 3.4)
    # the body, and the two necks rising round the great coin
    svg.path(d(smooth_loop([(240, 470), (300, 440), (360, 470), (372, 560), (340, 650), (300, 664), (260, 650),
                            (228, 560)], 4), True), RED, KEY, 3.4)
    svg.path(" ".join(f"M{x} {y} q8 10 0 20" for x in (262, 300, 338) for y in (500, 560, 610)), None, DEEP_RED, 2)
    for s in (-1, 1):
        neck = smooth([(300 + s * 40, 470), (300 + s * 150, 380), (300 + s * 160, 230), (300 + s * 100, 120),
                       (300 + s * 44, 100)], 6)
        ws = [64 - 30 * (i / (len(neck) - 1)) for i in range(len(neck))]
        svg.path(d(tube_outline(neck, ws), True), RED, KEY, 3.2)
        ns = normals(neck)
        svg.path(" ".join(f"M{f(x)} {f(y)} l{f(nx * 8 + 4 * s)} {f(ny * 8 + 6)}"
                          for (x, y), (nx, ny) in zip(neck[2:-2:2], ns[2:-2:2], strict=True)), None, DEEP_RED, 2)
        _eagle_head(svg, 300 + s * 44, 100, -s)
    signs.coin(svg, 300, 300, 250, rich=True)


def _eagle_head(svg: Svg, x: float, y: float, look: int) -> None:
    """An eagle's head at (x, y) looking to `look` (1 right, -1 left): a hooked gold beak, open on a red tongue."""
    s = look
    svg.path(d(smooth_loop([(x - s * 30, y + 20), (x - s * 24, y - 14), (x, y - 24), (x + s * 22, y - 12),
                            (x + s * 20, y + 14)], 3), True), RED, KEY, 2.6)
    svg.path(f"M{f(x + s * 18)} {f(y - 12)} C{f(x + s * 44)} {f(y - 14)} {f(x + s * 52)} {f(y + 4)} {f(x + s * 40)} "
             f"{f(y + 16)} L{f(x + s * 34)} {f(y + 4)} L{f(x + s * 18)} {f(y + 4)} Z", YELLOW, KEY, 2)
    svg.path(f"M{f(x + s * 18)} {f(y + 6)} L{f(x + s * 34)} {f(y + 8)} L{f(x + s * 20)} {f(y + 16)} Z", RED, KEY, 1.4)
    svg.circle(x + s * 4, y - 6, 5, YELLOW, KEY, 1.4)
    svg.circle(x + s * 5, y - 6, 2.2, KEY)


def _coppe(svg: Svg) -> None:
    x = 300
    # handles
    for s in (-1, 1):
        path = (f"M{x + s * 110} 430 C{x + s * 190} 400 {x + s * 200} 500 {x + s * 156} 560 C{x + s * 140} 580 "
                f"{x + s * 160} 610 {x + s * 176} 596 M{x + s * 110} 430 C{x + s * 150} 420 {x + s * 170} 450 "
                f"{x + s * 160} 470")
        svg.path(path, None, KEY, 16)
        svg.path(path, None, GREY, 10)
        svg.path(path, None, WHITE, 3)
    # foot and stem
    svg.rect(190, 858, 220, 32, 0, RED, KEY, 3)
    svg.path(" ".join(f"M{k} 862 l0 24" for k in range(198, 406, 10)), None, KEY, 1.4)
    svg.path("M236 858 C250 820 280 810 290 780 L310 780 C320 810 350 820 364 858 Z", YELLOW, KEY, 3)
    for s in (-1, 1):
        svg.path(f"M{x} 850 C{x + s * 20} 820 {x + s * 50} 818 {x + s * 62} 840 C{x + s * 40} 836 {x + s * 20} 844 {x} "
                 f"856 Z", OCHRE, KEY, 2)
    svg.rect(262, 760, 76, 24, 6, RED, KEY, 3)
    # the green gadrooned base of the belly
    svg.path("M168 660 C170 720 220 764 300 770 C380 764 430 720 432 660 Z", GREEN, KEY, 3.2)
    svg.path(" ".join(f"M{x + k * 34} 664 Q{x + k * 36} 720 {x + k * 24} 762" for k in range(-3, 4)), None, DARK_GREEN,
             4)
    # the gold belly with the child's face between scrolls
    svg.path("M150 540 C140 600 150 640 168 662 L432 662 C450 640 460 600 450 540 Z", YELLOW, KEY, 3.2)
    edge_hatch(svg, smooth([(450, 546), (452, 610), (432, 658)], 4), 1, 20, 8)
    for s in (-1, 1):
        svg.path(f"M{x + s * 40} 620 C{x + s * 70} 580 {x + s * 110} 570 {x + s * 130} 600 C{x + s * 140} 630 "
                 f"{x + s * 110} "
                 f"640 {x + s * 100} 620 C{x + s * 110} 606 {x + s * 96} 596 {x + s * 84} 610", None, KEY, 3)
    svg.circle(x, 600, 34, FLESH, KEY, 2.6)
    svg.path("M272 590 q6 -6 12 0 M316 590 q6 -6 12 0 M300 596 l-3 12 l6 0 M290 620 q10 6 20 0", None, KEY, 2)
    svg.path("M266 584 C262 560 338 560 334 584 C320 570 280 570 266 584 Z", OCHRE, KEY, 2)
    # the blue band of ovals and the red bowl
    svg.path("M160 470 C150 500 148 520 150 540 L450 540 C452 520 450 500 440 470 Z", BLUE, KEY, 3.2)
    svg.path(" ".join(f"M{k} 505 m-14 0 a14 22 0 1 0 28 0 a14 22 0 1 0 -28 0 Z" for k in range(186, 430, 38)),
             "#4f7fd6", KEY, 1.8)
    svg.path("M176 380 C160 420 156 450 160 470 L440 470 C444 450 440 420 424 380 Z", RED, KEY, 3.2)
    edge_hatch(svg, smooth([(424, 384), (440, 430), (440, 466)], 4), 1, 18, 8)
    # the lid: a gold rim, a green dome, the pine cone
    svg.ellipse(300, 378, 132, 20, YELLOW, KEY, 3)
    svg.path("M190 372 C200 320 250 290 300 288 C350 290 400 320 410 372 Z", YELLOW, KEY, 3)
    svg.path(" ".join(f"M{x + k * 22} 294 Q{x + k * 30} 330 {x + k * 34} 370" for k in range(-4, 5)), None, OCHRE, 2.4)
    svg.path("M270 292 C270 260 330 260 330 292 Z", GREEN, KEY, 2.6)
    svg.path(d(smooth_loop([(300, 150), (326, 190), (330, 236), (300, 262), (270, 236), (274, 190)], 4), True), RED,
             KEY, 3)
    svg.path(" ".join(f"M{x - 24 + k * 12} {188 + (k % 2) * 6} l8 12 l8 -12" for k in range(4)) +
             " " + " ".join(f"M{x - 26 + k * 12} {216 + (k % 2) * 6} l8 12 l8 -12" for k in range(5)), None, KEY, 1.8)
    for s in (-1, 1):
        svg.path(f"M{x} 262 C{x + s * 20} 250 {x + s * 46} 254 {x + s * 54} 274 C{x + s * 34} 270 {x + s * 16} 276 {x} "
                 f"288 Z", GREEN, KEY, 2)


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
    _ = (HATCH, PINK, FINE)


def _acanthus(svg: Svg, x: float, y: float, ang: float, ln: float, side: int) -> None:
    """A gold acanthus leaf rooted at (x, y), reaching `ln` along `ang` degrees and curling to `side`: four lobes
    along its outer edge, its midrib and veins in ochre."""
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(ang)}) scale(1 {side * 2.6})"):
        pts = [(0, 6), (ln * 0.2, 10), (ln * 0.3, 26), (ln * 0.42, 14), (ln * 0.55, 30), (ln * 0.66, 14),
               (ln * 0.8, 24), (ln * 0.86, 4), (ln, -22), (ln * 0.8, -14), (ln * 0.5, -12), (ln * 0.2, -8), (0, -6)]
        svg.path(d(smooth_loop(pts, 3), True), YELLOW, KEY, 1.6)
        svg.path(d(smooth([(0, 0), (ln * 0.5, 2), (ln * 0.92, -14)], 4)), None, OCHRE, 1.6)
        svg.path(" ".join(f"M{f(ln * t)} 2 l{f(ln * 0.06)} 16" for t in (0.25, 0.45, 0.65)), None, OCHRE, 1.2)


def _bastoni(svg: Svg) -> None:
    """The great club slantwise, gold acanthus leaves curling out of its sides, a pink scroll at its foot."""
    gx, gy, hx, hy, w = 250, 880, 390, 110, 150
    ln = math.hypot(hx - gx, hy - gy)
    ux, uy = (hx - gx) / ln, (hy - gy) / ln
    ang = math.degrees(math.atan2(uy, ux))
    # the pink scroll curling round the foot
    svg.path(f"M{gx} {gy - 30} C{gx - 90} {gy - 30} {gx - 150} {gy - 110} {gx - 110} {gy - 170} "
             f"C{gx - 80} {gy - 210} {gx - 20} {gy - 190} {gx - 30} {gy - 140} C{gx - 36} {gy - 110} {gx - 76} "
             f"{gy - 116} {gx - 70} {gy - 140} C{gx - 60} {gy - 124} {gx - 44} {gy - 136} {gx - 56} {gy - 154} "
             f"C{gx - 80} {gy - 176} {gx - 120} {gy - 150} {gx - 110} {gy - 100} C{gx - 96} {gy - 50} {gx - 40} "
             f"{gy - 10} {gx + 10} {gy - 6} Z", PINK, KEY, 3)
    for t, side, size in ((0.18, -1, 230), (0.42, -1, 200), (0.3, 1, 210), (0.56, 1, 160)):
        px, py = gx + ux * ln * t, gy + uy * ln * t
        _acanthus(svg, px, py, ang + side * 48, size, -side)
    for t in (0.16,):  # a green leaf on the right
        px, py = gx + ux * ln * t, gy + uy * ln * t
        svg.path(f"M{f(px)} {f(py)} c40 10 80 0 100 -30 c-30 -10 -70 -4 -100 30 Z", LIGHT_GREEN, KEY, 2.4)
    signs.club(svg, (gx, gy), (hx, hy), w, True, True)
    svg.ellipse(gx, gy, 20, 36, "#c8a26a", KEY, 3, rot=ang - 90)
    _ = (scenes, GREEN, DARK_GREEN, RED)
