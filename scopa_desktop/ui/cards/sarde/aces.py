"""The Sarde's aces (docs/DECKS.md):

- Oros: one great coin with a sun's face in it, no more (the Spanish original's ornament is gone in Sardinia);
- Copas: a great goblet brimming with flowers;
- Espadas: a winged child astride a cannon, holding the sword up by its hilt;
- Bastos: a winged child holding up the club, a bow and a quiver of arrows at his feet.
"""

from __future__ import annotations

from ..south_kit.face import Head, head
from ..south_kit.ink import (
    BLUE,
    BROWN,
    DARK_GREEN,
    FLESH,
    FLESH_SHADE,
    GREEN,
    GREY,
    KEY,
    LINE,
    OCHRE,
    PINK,
    RED,
    WHITE,
    YELLOW,
    d,
    smooth_loop,
    taper,
    tube_outline,
)
from ..svg import Point, Svg, f
from . import signs

CURLS = "#d9a441"


def ace(svg: Svg, suit: str) -> None:
    {"d": _oros, "c": _copas, "s": _espadas, "b": _bastos}[suit](svg)


def _oros(svg: Svg) -> None:
    svg.circle(300, 500, 236, None, OCHRE, 3, 0.6)
    signs.coin(svg, 300, 500, 420, sun=True)


def _copas(svg: Svg) -> None:
    for x, y, col in ((300, 250, RED), (236, 300, YELLOW), (364, 300, BLUE), (190, 360, PINK), (410, 360, RED),
                      (270, 330, WHITE), (330, 330, YELLOW)):
        svg.path(f"M300 420 Q{(x + 300) / 2} {(y + 420) / 2 - 20} {x} {y}", None, DARK_GREEN, 5)
        for k in range(6):
            svg.ellipse(x, y - 14, 10, 16, col, KEY, 1.6, rot=k * 60)
        svg.circle(x, y, 9, OCHRE if col != YELLOW else RED, KEY, 1.4)
    for lx, ly, rot in ((220, 400, -30), (380, 400, 30), (260, 380, -60), (340, 380, 60)):
        svg.ellipse(lx, ly, 26, 11, GREEN, KEY, 1.6, rot=rot)
    signs.cup(svg, 300, 620, 470)


def _limb(svg: Svg, joints: list[Point], widths: list[float]) -> None:
    line, ws = taper(joints, widths, 5)
    svg.path(d(tube_outline(line, ws), True), FLESH, KEY, LINE * 0.8)


def _wings(svg: Svg, x: float, y: float) -> None:
    for s in (-1, 1):
        pts = [(x + s * 20, y - 10), (x + s * 80, y - 80), (x + s * 130, y - 90), (x + s * 120, y - 40),
               (x + s * 90, y + 10), (x + s * 40, y + 30)]
        svg.path(d(smooth_loop(pts, 4), True), WHITE, KEY, LINE * 0.8)
        svg.path(" ".join(f"M{f(x + s * (40 + k * 20))} {f(y - 20 - k * 14)} q{f(s * 16)} 20 {f(s * 10)} 40"
                          for k in range(4)), None, GREY, 2)


def _putto_body(svg: Svg, x: float, y: float, drape: str) -> None:
    """A winged child's round body at (x, y) (the middle of the belly), a sash across it."""
    _wings(svg, x, y - 40)
    svg.path(d(smooth_loop([(x - 40, y - 60), (x, y - 74), (x + 40, y - 60), (x + 48, y), (x + 34, y + 40),
                            (x - 34, y + 40), (x - 48, y)], 4), True), FLESH, KEY, LINE * 0.9)
    svg.path(f"M{f(x + 30)} {f(y + 20)} Q{f(x + 44)} {f(y - 10)} {f(x + 38)} {f(y - 40)}", None, FLESH_SHADE, 4)
    svg.path(f"M{f(x - 46)} {f(y - 50)} L{f(x - 30)} {f(y - 64)} L{f(x + 46)} {f(y + 10)} L{f(x + 40)} {f(y + 30)} Z",
             drape, KEY, 2.4)


def _espadas(svg: Svg) -> None:
    # the cannon on its carriage, the muzzle to the right
    svg.path("M130 840 L430 840 L400 880 L150 880 Z", BROWN, KEY, 3)
    for wx in (190, 370):
        svg.circle(wx, 880, 46, "#8a5a2b", KEY, 3)
        svg.circle(wx, 880, 10, GREY, KEY, 2)
        svg.path(" ".join(f"M{wx} 880 l{f(40 * c)} {f(40 * s)}" for c, s in ((1, 0), (-1, 0), (0, 1), (0, -1),
                                                                               (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7),
                                                                               (-0.7, -0.7))), None, KEY, 3)
    svg.path("M96 800 C96 770 116 760 136 760 L446 778 L452 822 L136 840 C116 840 96 830 96 800 Z", "#5a5a64",
             KEY, 3)
    svg.ellipse(450, 800, 12, 22, "#3a3a44", KEY, 2.4)
    svg.path("M146 770 L436 784", None, WHITE, 3, 0.5)
    svg.path("M196 764 L196 836 M356 772 L356 826", None, KEY, 4)
    # the child astride the barrel, arms raised to the hilt
    _limb(svg, [(270, 730), (250, 790), (262, 850)], [34, 30, 26])
    _putto_body(svg, 300, 690, RED)
    _limb(svg, [(330, 730), (360, 780), (352, 840)], [34, 30, 26])
    _limb(svg, [(270, 640), (266, 580), (290, 520)], [26, 22, 20])
    _limb(svg, [(330, 640), (334, 580), (310, 520)], [26, 22, 20])
    signs.sword(svg, (300, 500), (300, 70), 44)
    for s in (-1, 1):
        svg.ellipse(300 + s * 12, 520, 14, 18, FLESH, KEY, 2.4)
    head(svg, 300, 604, 0.9, Head(0.1, "curls", CURLS, soft=True), neck=False)


def _bastos(svg: Svg) -> None:
    # the bow and the quiver at his feet
    svg.path("M120 860 C200 760 400 760 480 860", None, KEY, 12)
    svg.path("M120 860 C200 760 400 760 480 860", None, BROWN, 7)
    svg.path("M120 860 L480 860", None, KEY, 2)
    svg.path("M380 900 L420 770 L450 780 L414 906 Z", RED, KEY, 3)
    for k in range(3):
        svg.path(f"M{426 + k * 8} 776 L{450 + k * 10} 720", None, KEY, 3)
        svg.path(f"M{446 + k * 10} 728 l8 -14 l6 12 Z", WHITE, KEY, 1.4)
    svg.path("M110 900 L490 900", None, KEY, 3)
    # the child standing, the club held up over him
    _limb(svg, [(282, 740), (270, 820), (266, 892)], [34, 30, 26])
    _limb(svg, [(318, 740), (330, 820), (336, 892)], [34, 30, 26])
    _putto_body(svg, 300, 700, BLUE)
    _limb(svg, [(268, 650), (240, 590), (262, 530)], [26, 22, 20])
    _limb(svg, [(332, 650), (350, 590), (326, 520)], [26, 22, 20])
    signs.club(svg, (300, 560), (300, 90), 150)
    for px, py in ((266, 536), (324, 526)):
        svg.ellipse(px, py, 15, 18, FLESH, KEY, 2.4)
    head(svg, 300, 612, 0.9, Head(-0.1, "curls", CURLS, soft=True), neck=False)
