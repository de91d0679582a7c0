"""The Siciliane's aces:

- Denari: a dark eagle displayed, uncrowned, its head turned to the left, bearing the great coin on its breast;
- Coppe: a wedding vessel of the Greeks of Sicily (the lebes of the weddings) in terracotta with black bands: a
  round lidded bowl with two tall handles on a high stand;
- Spade: the sword upright through two laurel branches, a red ribbon knotted at the hilt;
- Bastoni: a great mazza, a blue ribbon wound round it.
"""

from __future__ import annotations

import math

from ..south_kit.ink import (
    BLACK,
    BLUE,
    DARK_GREEN,
    DEEP_RED,
    FINE,
    GREEN,
    HATCH,
    KEY,
    OCHRE,
    RED,
    WHITE,
    YELLOW,
    d,
    edge_hatch,
    smooth,
    smooth_loop,
)
from ..svg import Svg, f
from . import signs

TERRACOTTA = "#d9753a"
EAGLE = "#3a2a22"
EAGLE_LIGHT = "#7a5a44"


def ace(svg: Svg, suit: str) -> None:
    if suit == "c":  # the lebes as large as printed, grown about its middle
        with svg.group("translate(300 560) scale(1.16) translate(-300 -560)"):
            _coppe(svg)
        return
    {"d": _denari, "s": _spade, "b": _bastoni}[suit](svg)


def _wing(svg: Svg, s: int) -> None:
    """One wing spread from the shoulder: a dark covert, then long primaries fanning down, each edged light."""
    for k in range(7):  # the primaries, outermost first so the inner ones lie over them
        t = 1 - k / 6
        ax, ay = 300 + s * (60 + 150 * t), 330 + 40 * t
        bx, by = 300 + s * (100 + 170 * t), 560 + 40 * (1 - t) - 140 * t
        svg.path(f"M{f(ax - s * 20)} {f(ay)} C{f(bx - s * 20)} {f(by - 80)} {f(bx - s * 14)} {f(by - 10)} {f(bx)} "
                 f"{f(by)} "
                 f"C{f(bx + s * 18)} {f(by - 20)} {f(ax + s * 30)} {f(ay + 10)} {f(ax + s * 20)} {f(ay - 10)} Z",
                 EAGLE, KEY, 2)
        svg.path(f"M{f(ax)} {f(ay)} Q{f((ax + bx) / 2)} {f((ay + by) / 2 - 10)} {f(bx - s * 4)} {f(by - 12)}", None,
                 EAGLE_LIGHT, 2)
    covert = [(300 + s * 30, 330), (300 + s * 110, 250), (300 + s * 230, 270), (300 + s * 270, 330),
              (300 + s * 200, 400), (300 + s * 60, 420)]
    svg.path(d(smooth_loop(covert, 4), True), EAGLE, KEY, 3)
    for row in range(2):
        pts = smooth([(300 + s * (60 + row * 10), 340 + row * 30), (300 + s * 150, 300 + row * 40),
                      (300 + s * (240 - row * 30), 310 + row * 40)], 5)
        svg.path(" ".join(f"M{f(x)} {f(y)} q{f(s * 8)} 10 {f(s * 2)} 20" for x, y in pts[1:-1]), None, EAGLE_LIGHT,
                 2)


def _denari(svg: Svg) -> None:
    with svg.group("translate(0 56)"):  # the wings set low enough that the small corner index leaves their tips
        for s in (-1, 1):
            _wing(svg, s)
    for k in range(-3, 4):  # the tail
        svg.path(f"M300 640 L{300 + k * 30 - 16} 820 Q{300 + k * 30} 840 {300 + k * 30 + 16} 820 Z", EAGLE, KEY, 2)
    # the branch the talons grip: an olive bough across under the bird
    svg.path("M92 780 C180 760 300 770 508 752", None, KEY, 16)
    svg.path("M92 780 C180 760 300 770 508 752", None, "#7a4a22", 10)
    for lx, ly, rot in ((120, 764, -30), (150, 792, 30), (430, 742, -20), (470, 770, 30), (500, 736, -40)):
        svg.ellipse(lx, ly, 24, 9, "#3f6e2a", KEY, 2, rot=rot)
    for s in (-1, 1):  # feathered thighs, scaled yellow legs, talons closed round the bough
        svg.path(d(smooth_loop([(300 + s * 30, 600), (300 + s * 84, 620), (300 + s * 100, 676), (300 + s * 70, 690),
                                (300 + s * 40, 660)], 3), True), EAGLE, KEY, 2.6)
        fx = 300 + s * 96
        svg.path(f"M{300 + s * 80} 680 L{fx} 752", None, KEY, 22)
        svg.path(f"M{300 + s * 80} 680 L{fx} 752", None, YELLOW, 14)
        svg.path(" ".join(f"M{300 + s * 80 + s * k * 3.2} {690 + k * 12} l{s * 12} 2" for k in range(5)), None, OCHRE,
                 2)
        for k in (-1, 0, 1):  # three toes over the bough, hooked claws
            svg.path(f"M{fx} 752 q{k * 12} -4 {k * 20 + s * 4} 18 q0 8 {-k * 4} 12", None, KEY, 10)
            svg.path(f"M{fx} 752 q{k * 12} -4 {k * 20 + s * 4} 18", None, YELLOW, 5)
        svg.path(f"M{fx} 760 q{-s * 14} 8 {-s * 18} 26", None, KEY, 8)
    svg.path(d(smooth_loop([(240, 320), (300, 290), (360, 320), (380, 480), (350, 640), (300, 660), (250, 640),
                            (220, 480)], 4), True), EAGLE, KEY, 3)
    svg.path("M286 300 C280 250 290 210 260 190 C240 176 212 180 200 196 L226 200 C236 204 240 214 242 226 "
             "C256 236 262 260 270 300 Z", EAGLE, KEY, 3)
    svg.path("M200 196 C176 196 170 214 180 226 L190 214 L210 210 Z", YELLOW, KEY, 2.4)
    svg.path("M190 214 L208 216 L196 224 Z", RED, KEY, 1.4)
    svg.circle(228, 196, 6, YELLOW, KEY, 1.4)
    svg.circle(227, 196, 2.6, KEY)
    signs.coin(svg, 300, 470, 250)


def _coppe(svg: Svg) -> None:
    x = 300
    # the high stand: a foot, a waisted stem, a ring under the bowl
    svg.path("M200 880 C210 850 260 840 280 800 L320 800 C340 840 390 850 400 880 Z", TERRACOTTA, KEY, 3)
    svg.rect(196, 876, 208, 18, 2, BLACK, KEY, 2.4)
    svg.path("M276 800 C262 740 262 680 280 640 L320 640 C338 680 338 740 324 800 Z", TERRACOTTA, KEY, 3)
    svg.path(" ".join(f"M{k} 700 l8 -14 l8 14" for k in range(276, 320, 12)), None, BLACK, 2.4)
    svg.ellipse(x, 636, 60, 14, BLACK, KEY, 2.4)
    # the handles, tall loops rising from the shoulder
    for s in (-1, 1):
        path = (f"M{x + s * 110} 420 C{x + s * 130} 320 {x + s * 100} 250 {x + s * 70} 260 C{x + s * 50} 268 "
                f"{x + s * 60} 330 {x + s * 70} 400")
        svg.path(path, None, KEY, 22)
        svg.path(path, None, TERRACOTTA, 14)
    # the round bowl: a black band of meanders, a red-figure band of palmettes, rays at the foot
    svg.path(d(smooth_loop([(x - 150, 470), (x - 120, 400), (x, 380), (x + 120, 400), (x + 150, 470),
                            (x + 130, 560), (x + 60, 622), (x - 60, 622), (x - 130, 560)], 5), True), TERRACOTTA, KEY,
             3.4)
    svg.path(f"M{x - 142} 440 C{x - 80} 420 {x + 80} 420 {x + 142} 440 L{x + 150} 480 C{x + 80} 462 {x - 80} 462 "
             f"{x - 150} 480 Z", BLACK, KEY, 2)
    meander = []
    for k in range(-6, 6):
        mx = x + k * 22
        meander.append(f"M{mx} 468 l0 -16 l14 0 l0 10 l-6 0")
    svg.path(" ".join(meander), None, TERRACOTTA, 2.6)
    for k in range(-2, 3):  # palmettes in black on the clay
        px = x + k * 50
        for a in range(-60, 61, 30):
            ex, ey = px + math.sin(math.radians(a)) * 26, 530 - math.cos(math.radians(a)) * 26
            svg.path(f"M{px} 540 Q{f((px + ex) / 2 + 4)} {f((540 + ey) / 2)} {f(ex)} {f(ey)}", None, BLACK, 4)
        svg.circle(px, 544, 5, BLACK)
    svg.path(" ".join(f"M{x + k * 20} 620 L{x + k * 20 + 8} 586 L{x + k * 20 + 16} 620" for k in range(-4, 4)), BLACK,
             None)
    edge_hatch(svg, smooth([(x + 140, 420), (x + 152, 480), (x + 130, 560)], 4), 1, 18, 8)
    # the lid with its finial
    svg.path(f"M{x - 110} 392 C{x - 90} 340 {x + 90} 340 {x + 110} 392 Z", TERRACOTTA, KEY, 3)
    svg.path(f"M{x - 80} 370 C{x - 40} 352 {x + 40} 352 {x + 80} 370", None, BLACK, 8)
    svg.path(f"M{x - 16} 350 L{x - 12} 300 L{x + 12} 300 L{x + 16} 350 Z", TERRACOTTA, KEY, 2.6)
    svg.path(d(smooth_loop([(x, 230), (x + 24, 260), (x + 18, 300), (x - 18, 300), (x - 24, 260)], 4), True), BLACK,
             KEY, 2.4)
    svg.path(f"M{x - 6} 250 q6 -10 12 0", None, TERRACOTTA, 3)


def _laurel(svg: Svg, s: int) -> None:
    stem = smooth([(300, 760), (300 + s * 90, 640), (300 + s * 110, 480), (300 + s * 70, 330)], 6)
    svg.path(d(stem), None, DARK_GREEN, 6)
    for i, (lx, ly) in enumerate(stem[2:-1:2]):
        for side in (-1, 1):
            svg.ellipse(lx + side * 16, ly, 12, 28, GREEN, KEY, 1.8, rot=s * 30 + side * 30)
        _ = i


def _spade(svg: Svg) -> None:
    for s in (-1, 1):
        _laurel(svg, s)
    signs.sword(svg, (300, 720), (300, 70), 60)
    for s in (-1, 1):  # the red ribbon at the hilt, its ends flying
        svg.path(f"M300 780 C{300 + s * 60} 760 {300 + s * 110} 790 {300 + s * 150} 770 L{300 + s * 140} 800 "
                 f"L{300 + s * 164} 826 C{300 + s * 110} 826 {300 + s * 60} 812 300 808 Z", RED, KEY, 3)
    svg.ellipse(300, 792, 28, 20, DEEP_RED, KEY, 3)


def _bastoni(svg: Svg) -> None:
    signs.club(svg, (250, 900), (350, 100), 150)
    for k, y in enumerate((620, 420)):  # a blue ribbon wound round it, its ends hanging
        s = 1 if k else -1
        svg.path(f"M{200 + (900 - y) * 0.05} {y - 30} L{400 + (900 - y) * 0.05} {y - 50} L{404 + (900 - y) * 0.05} "
                 f"{y - 10} L{204 + (900 - y) * 0.05} {y + 10} Z", BLUE, KEY, 3)
        svg.path(f"M{300 + s * 100} {y - 20} c{s * 30} 20 {s * 40} 60 {s * 30} 100 l{s * -16} -20 l{s * -14} 20 "
                 f"c{s * 10} -40 0 -70 {s * -20} -90 Z", BLUE, KEY, 2.6)
    _ = (FINE, HATCH, OCHRE, WHITE)
