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
    """A plump child's limb through its joints, a crease ringing the narrowest joint (a wrist or an ankle)."""
    line, ws = taper(joints, widths, 5)
    svg.path(d(tube_outline(line, ws), True), FLESH, KEY, LINE * 0.8)
    (x0, y0), (x1, y1) = joints[-2], joints[-1]
    ln = max(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5, 1)
    ux, uy = (x1 - x0) / ln, (y1 - y0) / ln
    w = widths[-1] * 0.5
    cx, cy = x1 - ux * 6, y1 - uy * 6
    svg.path(f"M{f(cx - uy * w)} {f(cy + ux * w)} Q{f(cx + ux * 4)} {f(cy + uy * 4)} {f(cx + uy * w)} {f(cy - ux * w)}",
             None, KEY, 1.6, 0.7)
    # the knee's or the elbow's dimple, the shade along the far side
    kx, ky = joints[1]
    svg.path(f"M{f(kx - 4)} {f(ky)} q4 3 8 0", None, KEY, 1.4, 0.6)


def _foot(svg: Svg, x: float, y: float, facing: int) -> None:
    """A child's foot seen from the side: a round heel, the toes a little curled."""
    svg.path(f"M{f(x - facing * 12)} {f(y - 10)} C{f(x - facing * 16)} {f(y + 8)} {f(x + facing * 10)} {f(y + 14)} "
             f"{f(x + facing * 28)} {f(y + 8)} C{f(x + facing * 30)} {f(y)} {f(x + facing * 12)} {f(y - 4)} "
             f"{f(x + facing * 8)} {f(y - 14)} Z", FLESH, KEY, 2.2)
    svg.path(f"M{f(x + facing * 18)} {f(y + 10)} l{f(facing * 2)} -6 M{f(x + facing * 24)} {f(y + 9)} "
             f"l{f(facing * 2)} -5", None, KEY, 1.2, 0.7)


def _hand(svg: Svg, x: float, y: float, facing: int) -> None:
    """A small fist round a hilt or a staff: the knuckles' row and the thumb over them."""
    svg.path(d(smooth_loop([(x - 13, y - 10), (x + 2, y - 17), (x + 14, y - 8), (x + 14, y + 10), (x, y + 16),
                            (x - 14, y + 8)], 3), True), FLESH, KEY, 2.2)
    svg.path(f"M{f(x - 10)} {f(y - 2)} q6 4 10 1 q6 4 10 0 M{f(x - facing * 12)} {f(y + 6)} q{f(facing * 10)} 2 "
             f"{f(facing * 20)} -4", None, KEY, 1.3, 0.8)


def _wings(svg: Svg, x: float, y: float) -> None:
    """Two wings from the shoulder blades: a covert of small feathers, then long primaries layered to the tip."""
    for s in (-1, 1):
        pts = [(x + s * 20, y - 10), (x + s * 70, y - 86), (x + s * 132, y - 100), (x + s * 126, y - 50),
               (x + s * 96, y + 6), (x + s * 44, y + 30)]
        svg.path(d(smooth_loop(pts, 4), True), WHITE, KEY, LINE * 0.8)
        svg.path(" ".join(f"M{f(x + s * (50 + k * 18))} {f(y - 40 - k * 14)} Q{f(x + s * (66 + k * 18))} "
                          f"{f(y - 12 - k * 10)} {f(x + s * (56 + k * 16))} {f(y + 14 - k * 10)}" for k in range(4)),
                 None, "#9aa4b8", 2.2)
        svg.path(f"M{f(x + s * 26)} {f(y - 20)} Q{f(x + s * 64)} {f(y - 60)} {f(x + s * 110)} {f(y - 84)}", None,
                 "#9aa4b8", 2)


def _putto_body(svg: Svg, x: float, y: float, drape: str) -> None:
    """A winged child's plump body at (x, y) (the middle of the belly): narrow shoulders, a round belly with its
    navel, the hips' fold, a sash across it."""
    _wings(svg, x, y - 40)
    svg.path(d(smooth_loop([(x - 34, y - 64), (x, y - 76), (x + 34, y - 64), (x + 46, y - 24), (x + 50, y + 8),
                            (x + 40, y + 38), (x, y + 48), (x - 40, y + 38), (x - 50, y + 8), (x - 46, y - 24)], 4),
               True), FLESH, KEY, LINE * 0.9)
    svg.path(f"M{f(x + 36)} {f(y + 28)} Q{f(x + 50)} {f(y - 4)} {f(x + 38)} {f(y - 44)}", None, FLESH_SHADE, 5, 0.9)
    svg.path(f"M{f(x - 30)} {f(y - 40)} Q{f(x - 16)} {f(y - 34)} {f(x - 4)} {f(y - 40)} M{f(x + 6)} {f(y - 40)} "
             f"Q{f(x + 18)} {f(y - 34)} {f(x + 30)} {f(y - 40)}", None, KEY, 1.4, 0.6)  # the chest
    svg.ellipse(x + 2, y + 14, 2.6, 3.6, FLESH_SHADE, KEY, 1.2)  # the navel
    svg.path(f"M{f(x - 36)} {f(y + 30)} Q{f(x - 20)} {f(y + 42)} {f(x - 8)} {f(y + 44)} M{f(x + 36)} {f(y + 30)} "
             f"Q{f(x + 20)} {f(y + 42)} {f(x + 8)} {f(y + 44)}", None, KEY, 1.6, 0.7)  # the hips' folds
    svg.path(f"M{f(x - 44)} {f(y - 50)} L{f(x - 28)} {f(y - 66)} L{f(x + 50)} {f(y + 4)} L{f(x + 44)} {f(y + 26)} Z",
             drape, KEY, 2.4)
    svg.path(f"M{f(x - 30)} {f(y - 52)} L{f(x + 42)} {f(y + 12)}", None, WHITE, 2, 0.4)


def putto(svg: Svg, x: float, y: float, drape: str, reach: Point) -> None:
    """A small winged child standing with his belly at (x, y), one arm held out to `reach` (the four of cups'
    child offering the grapes)."""
    _limb(svg, [(x - 16, y + 40), (x - 24, y + 110), (x - 22, y + 176)], [46, 30, 22])
    _foot(svg, x - 22, y + 182, -1)
    _limb(svg, [(x + 18, y + 40), (x + 34, y + 106), (x + 26, y + 172)], [46, 30, 22])
    _foot(svg, x + 26, y + 176, 1)
    _putto_body(svg, x, y, drape)
    _limb(svg, [(x - 34, y - 54), (x - 60, y + 0), (x - 44, y + 40)], [28, 20, 16])
    _limb(svg, [(x + 34, y - 54), ((x + 34 + reach[0]) / 2, y - 50), reach], [28, 20, 16])
    _hand(svg, reach[0], reach[1], -1)
    head(svg, x, y - 96, 0.9, Head(0.3, "curls", CURLS, soft=True), neck=False)


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
    # the child astride the barrel, his legs hanging either side, arms raised to the hilt
    _limb(svg, [(276, 724), (236, 782), (246, 846)], [46, 30, 22])
    _foot(svg, 246, 852, -1)
    _putto_body(svg, 300, 690, RED)
    _limb(svg, [(324, 724), (366, 780), (356, 846)], [46, 30, 22])
    _foot(svg, 356, 852, 1)
    _limb(svg, [(264, 636), (232, 584), (282, 528)], [28, 20, 16])
    _limb(svg, [(336, 636), (368, 584), (318, 528)], [28, 20, 16])
    signs.sword(svg, (300, 500), (300, 70), 44)
    _hand(svg, 286, 522, 1)
    _hand(svg, 314, 522, -1)
    head(svg, 300, 604, 0.9, Head(0.1, "curls", CURLS, soft=True), neck=False)


def _bastos(svg: Svg) -> None:
    # the bow and the quiver at his feet
    svg.path("M120 860 C200 760 400 760 480 860", None, KEY, 12)
    svg.path("M120 860 C200 760 400 760 480 860", None, BROWN, 7)
    svg.path("M120 860 L480 860", None, KEY, 2)
    with svg.group("translate(-44 0)"):  # the quiver clear of the small corner index
        svg.path("M380 900 L420 770 L450 780 L414 906 Z", RED, KEY, 3)
        for k in range(3):
            svg.path(f"M{426 + k * 8} 776 L{450 + k * 10} 720", None, KEY, 3)
            svg.path(f"M{446 + k * 10} 728 l8 -14 l6 12 Z", WHITE, KEY, 1.4)
    svg.path("M110 900 L490 900", None, KEY, 3)
    # the child standing with his weight on one leg, the other knee bent, the club held up over him
    _limb(svg, [(284, 740), (268, 818), (270, 886)], [48, 30, 22])
    _foot(svg, 270, 892, -1)
    _limb(svg, [(318, 740), (340, 812), (326, 880)], [48, 30, 22])
    _foot(svg, 328, 884, 1)
    _putto_body(svg, 300, 700, BLUE)
    _limb(svg, [(266, 646), (232, 592), (268, 540)], [28, 20, 16])
    _limb(svg, [(334, 646), (364, 592), (330, 530)], [28, 20, 16])
    signs.club(svg, (300, 560), (300, 90), 150)
    _hand(svg, 272, 540, 1)
    _hand(svg, 326, 530, -1)
    head(svg, 300, 612, 0.9, Head(-0.1, "curls", CURLS, soft=True), neck=False)
