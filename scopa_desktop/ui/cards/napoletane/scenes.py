"""What the Napoletane add to some pip cards, drawn our own way:

- the red ribbons looped round the blades of the two and the three of swords;
- the garland of gold flowers where the four swords cross;
- the little hunt on the five of swords, twice (the lower one turned round): a huntsman winding his horn, a
  hound after a fox, in black line on the paper as the printed vignette is;
- the gatto mammone: a grotesque whiskered mask over three crossed clubs with leafy stumps (the three of batons);
- an emblem in the middle of the four of coins (makers put their own mark there): a crowned oval with the
  unbridled horse of Naples.
"""

from __future__ import annotations

import math

from ..south_kit.ink import (
    DARK_GREEN,
    DEEP_RED,
    FLESH,
    GREEN,
    HATCH,
    KEY,
    OCHRE,
    PINK,
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


def _ribbon(svg: Svg, line: list[tuple[float, float]], width: float = 30) -> None:
    """A red ribbon along `line`, its width twisting (narrow where it turns), its edge shaded."""
    pts = smooth(line, 6)
    from ..south_kit.ink import normals, tube_outline

    ws = [width * (0.55 + 0.45 * abs(math.cos(i / 4))) for i in range(len(pts))]
    svg.path(d(tube_outline(pts, ws), True), RED, KEY, 2.6)
    ns = normals(pts)
    edge = [(x + nx * w * 0.45, y + ny * w * 0.45) for (x, y), (nx, ny), w in zip(pts, ns, ws, strict=True)]
    inner = [(x + nx * w * 0.1, y + ny * w * 0.1) for (x, y), (nx, ny), w in zip(pts, ns, ws, strict=True)]
    svg.path(d(edge + inner[::-1], True), DEEP_RED, None, 0, 0.8)


def _tail(svg: Svg, x: float, y: float, side: int) -> None:
    """A ribbon's swallow-tailed end flaring out to `side`."""
    s = side
    svg.path(f"M{x} {y - 14} C{x + s * 30} {y - 24} {x + s * 50} {y - 10} {x + s * 64} {y - 26} L{x + s * 56} {y + 2} "
             f"L{x + s * 70} {y + 22} C{x + s * 46} {y + 16} {x + s * 26} {y + 18} {x} {y + 14} Z", RED, KEY, 2.6)


def ribbon_two(svg: Svg) -> None:
    """The two of swords' ribbon: looped in a U from one blade to the other, its ends flying outward."""
    _tail(svg, 166, 600, -1)
    _tail(svg, 434, 600, 1)
    _ribbon(svg, [(150, 600), (190, 640), (240, 700), (300, 716), (360, 700), (410, 640), (450, 600)], 34)
    svg.path("M160 592 L196 592 L196 612 L160 612 Z", RED, KEY, 2.2)
    svg.path("M404 592 L440 592 L440 612 L404 612 Z", RED, KEY, 2.2)


def ribbon_three(svg: Svg) -> None:
    """The three of swords' ribbon: from the outer blades down to the middle one in a V, knotted there."""
    _tail(svg, 138, 560, -1)
    _tail(svg, 462, 560, 1)
    _ribbon(svg, [(140, 560), (190, 590), (250, 636), (300, 666)], 30)
    _ribbon(svg, [(300, 666), (350, 636), (410, 590), (460, 560)], 30)
    svg.path("M286 648 L314 648 L300 676 Z", YELLOW, KEY, 2)


def garland(svg: Svg, x: float, y: float) -> None:
    """A spray of leaves across the middle with three gold flowers and two red buds."""
    stem = smooth([(x - 130, y + 10), (x - 60, y - 6), (x, y + 4), (x + 60, y - 6), (x + 130, y + 8)], 5)
    svg.path(d(stem), None, DARK_GREEN, 4)
    for i, (sx, sy) in enumerate(stem[1:-1:2]):
        s = 1 if i % 2 else -1
        ang = -30 + i * 12
        svg.path(f"M{f(sx)} {f(sy)} c8 {s * 12} 26 {s * 16} 34 {s * 10} c-8 {-s * 10} -24 {-s * 14} -34 {-s * 10} Z",
                 GREEN, KEY, 1.4, extra=f' transform="rotate({ang} {f(sx)} {f(sy)})"')
    for fx, fy, colour, r in ((x - 70, y - 6, YELLOW, 20), (x, y + 2, YELLOW, 24), (x + 70, y - 6, YELLOW, 20),
                              (x - 112, y + 14, RED, 11), (x + 112, y + 12, RED, 11)):
        petals = " ".join(f"M{f(fx)} {f(fy)} m-{r * 0.4:.1f} 0 a{r * 0.4:.1f} {r * 0.55:.1f} {k * 72} 1 1 "
                          f"{r * 0.8:.1f} 0 a{r * 0.4:.1f} {r * 0.55:.1f} {k * 72} 1 1 -{r * 0.8:.1f} 0 Z"
                          for k in range(1))
        for k in range(5):
            a = math.radians(k * 72 - 90)
            svg.ellipse(fx + math.cos(a) * r * 0.55, fy + math.sin(a) * r * 0.55, r * 0.42, r * 0.3, colour, KEY, 1.3,
                        rot=k * 72)
        svg.circle(fx, fy, r * 0.28, OCHRE if colour == YELLOW else YELLOW, KEY, 1.2)
        _ = petals


def hunt(svg: Svg, x: float, y: float, turned: bool, scale: float = 1.0) -> None:
    """The five of swords' vignette, engraved in line on the paper: a huntsman in a broad hat winding his horn, a
    beater striding behind with his staff, a fox running before them over a field ruled with a few long strokes."""
    ink = "#1d1b1f"
    cloth = "#f4efe2"
    with svg.group(f"translate({f(x)} {f(y)}) scale({scale})" + (" rotate(180)" if turned else "")):
        # the field: long engraved strokes thinning at their ends, a tuft or two
        for k, (x0, x1, yy) in enumerate(((-118, 112, 92), (-92, 70, 104), (-60, 100, 116))):
            svg.path(d([(x0, yy), ((x0 + x1) / 2, yy - 2 - k), (x1, yy)]), None, ink, 2.4 - k * 0.4)
        svg.path("M-104 92 l4 -12 l4 12 M92 90 l4 -14 l4 14 M-6 92 l3 -10 l3 10", None, ink, 1.8)
        # the beater, further off: striding left, his staff to the ground
        _walker(svg, -52, -8, 0.8, ink, cloth, horn=False)
        # the huntsman, near: legs apart, the horn raised to his lips
        _walker(svg, 52, 0, 1.0, ink, cloth, horn=True)
        # the fox, running before them, its brush streaming
        svg.path("M-80 68 C-70 56 -40 52 -22 58 L-10 48 L-8 60 C-10 70 -26 76 -46 76 C-60 76 -72 74 -80 68 Z",
                 "#d9772a", ink, 2.4)
        svg.path("M-78 68 C-96 58 -112 62 -118 74 C-104 72 -92 76 -80 74 Z", "#d9772a", ink, 2.2)
        svg.path("M-70 72 L-86 88 M-60 74 L-50 92 M-30 72 L-40 90 M-20 70 L-6 86", None, ink, 3.4)
        svg.path("M-66 64 Q-46 60 -28 64", None, ink, 1.2)


def _walker(svg: Svg, x: float, y: float, s: float, ink: str, cloth: str, horn: bool) -> None:
    """A little figure engraved in line: a broad hat, a coat to the knee with its folds hatched, legs apart in
    boots; the huntsman raising his horn, the beater leaning on his staff."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        # the legs in boots, the near one forward
        svg.path("M-10 34 L-20 84 M12 34 L22 84", None, ink, 15)
        svg.path("M-10 34 L-19 80 M12 34 L21 80", None, cloth, 8)
        svg.path("M-27 80 l20 0 l0 8 l-24 0 Z M16 80 l20 0 l2 8 l-24 0 Z", ink)
        # the coat: flared, belted, its far side hatched in long strokes
        coat = [(-12, -48), (14, -50), (24, -10), (28, 34), (-24, 36), (-18, -10)]
        svg.path(d(smooth_loop(coat, 3), True), cloth, ink, 2.6)
        svg.path("M10 -40 Q18 -6 20 30 M4 -36 Q10 -4 12 30 M-2 -32 Q2 0 4 30", None, ink, 1.2)
        svg.path("M-20 -8 L22 -10", None, ink, 3)
        # the head and the broad hat
        svg.circle(0, -62, 13, FLESH, ink, 2.2)
        svg.path("M-24 -70 C-12 -68 12 -70 26 -74 L20 -80 C14 -94 -10 -94 -14 -82 Z", ink)
        if horn:  # the arm raised, the horn at his lips, its bell flaring away
            svg.path("M10 -40 L30 -58", None, ink, 10)
            svg.path("M10 -40 L30 -58", None, cloth, 5)
            svg.path("M10 -60 L48 -74 L60 -92 L66 -62 L48 -64 L12 -52 Z", YELLOW, ink, 2.2)
        else:  # the arm forward to the staff planted ahead
            svg.path("M-8 -36 L-30 -10", None, ink, 10)
            svg.path("M-8 -36 L-30 -10", None, cloth, 5)
            svg.path("M-38 -46 L-22 88", None, ink, 4)


def gatto_mammone_clubs(svg: Svg) -> None:
    """The three of batons: three long clubs fanned out above, crossing behind a great grotesque mask, their
    lopped green stalks spreading out below it."""
    signs.club(svg, (436, 926), (150, 100), 150, True, True, 0.06, "stalk", stalk=0.3)
    signs.club(svg, (164, 926), (450, 100), 150, True, False, 0.06, "stalk", stalk=0.3)
    signs.club(svg, (300, 940), (300, 70), 150, True, False, 0.04, "stalk", tone="red", stalk=0.3)
    mask(svg, 300, 548, 1.32)


def mask(svg: Svg, x: float, y: float, s: float) -> None:
    """The gatto mammone: a broad gold face in a shock of curls, a furrowed brow over round staring eyes, a snub
    nose, great whiskers curling out over a grimacing mouth full of teeth, a tufted beard."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        # the shock of curls round the face, each curl a rolled lock
        curls = []
        for k in range(13):
            a = math.radians(180 + k * 15)
            cx, cy = math.cos(a) * 84, -26 + math.sin(a) * 92
            curls.append((cx, cy))
        ring = [(-92, 10), *curls, (92, 10), (70, 40), (-70, 40)]
        svg.path(d(smooth_loop(ring, 3), True), OCHRE, KEY, 3.6)
        svg.path(" ".join(f"M{f(cx - 12)} {f(cy + 4)} a12 12 0 1 1 12 12 a6 6 0 1 0 -6 -8" for cx, cy in curls[::2]),
                 YELLOW, KEY, 2.2)
        face = [(-70, -64), (-24, -86), (24, -86), (70, -64), (76, -6), (62, 52), (28, 90), (-28, 90), (-62, 52),
                (-76, -6)]
        svg.path(d(smooth_loop(face, 4), True), YELLOW, KEY, 3.6)
        edge_hatch(svg, smooth([(70, -40), (74, 10), (58, 58), (24, 88)], 4), 1, 14, 7)
        # the furrowed brow and the knitted brows over bulging eyes
        svg.path("M-44 -70 Q0 -82 44 -70 M-36 -60 Q0 -70 36 -60 M-10 -56 L-4 -40 M10 -56 L4 -40", None, KEY, 2.4)
        for sx in (-1, 1):
            svg.path(f"M{sx * 8} -34 Q{sx * 30} -62 {sx * 58} -40 Q{sx * 34} -48 {sx * 8} -34 Z", OCHRE, KEY, 2.6)
            svg.ellipse(sx * 30, -22, 17, 13, WHITE, KEY, 2.6)
            svg.circle(sx * 27, -21, 7.5, KEY)
            svg.circle(sx * 25, -24, 2.2, WHITE)
            svg.path(f"M{sx * 14} -8 Q{sx * 30} 0 {sx * 48} -8", None, KEY, 1.8)
        # the snub nose, flesh-pink at its tip
        svg.path("M-9 -22 L-18 12 Q-8 22 0 16 Q8 22 18 12 L9 -22 Z", FLESH, KEY, 2.6)
        svg.path("M-12 10 q4 -4 8 0 M4 10 q4 -4 8 0", None, KEY, 2)
        # the whiskers: two great curled sweeps, and a fringe of strokes
        for sx in (-1, 1):
            svg.path(f"M0 26 C{sx * 20} 14 {sx * 56} 16 {sx * 84} 34 C{sx * 104} 46 {sx * 108} 70 {sx * 92} 78 "
                     f"C{sx * 96} 64 {sx * 86} 54 {sx * 70} 54 C{sx * 50} 52 {sx * 24} 40 0 40 Z", OCHRE, KEY, 2.8)
            svg.path(" ".join(f"M{sx * (20 + k * 14)} {28 + k * 2} q{sx * 14} 6 {sx * 26} 20" for k in range(4)),
                     None, KEY, 1.5)
        # the grimace: a wide mouth, the teeth bared, a dark throat
        svg.path("M-40 52 Q0 40 40 52 Q34 82 0 84 Q-34 82 -40 52 Z", DEEP_RED, KEY, 2.8)
        svg.path("M-34 54 L-28 64 L-20 52 L-12 64 L-4 50 L4 64 L12 50 L20 64 L28 52 L34 62 L34 54 Q0 44 -34 54 Z",
                 WHITE, KEY, 1.4)
        svg.path("M-26 78 L-20 70 L-12 80 L-4 70 L4 80 L12 70 L20 80 L26 72 Q0 90 -26 78 Z", WHITE, KEY, 1.4)
        svg.path("M-20 92 Q-8 124 0 132 Q8 124 20 92 Z", OCHRE, KEY, 2.6)
        svg.path("M-8 98 l-2 22 M0 100 l0 24 M8 98 l2 22", None, KEY, HATCH)


def emblem(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    """A crowned gold oval, the unbridled horse of Naples rearing in it, a red ribbon under it."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        svg.path("M-70 62 C-40 82 40 82 70 62 L80 84 C40 100 -40 100 -80 84 Z", RED, KEY, 2)
        svg.ellipse(0, 0, 58, 72, YELLOW, KEY, 3)
        svg.ellipse(0, 0, 48, 62, None, KEY, 1.6)
        # the horse rearing to the left: hind legs planted, fore legs pawing the air, tail streaming
        svg.path("M18 10 C28 -4 16 -24 -2 -26 C-12 -34 -16 -46 -22 -52 L-34 -50 L-38 -40 L-30 -36 C-26 -28 -22 -20 "
                 "-20 -10 C-24 -2 -22 8 -12 16 Z", KEY)
        svg.path("M-26 -50 L-28 -62 L-20 -52 Z", KEY)
        svg.path("M-14 -14 L-34 -18 L-40 -8 M-10 -6 L-30 0 L-34 12", None, KEY, 5)
        svg.path("M8 12 L4 36 L12 50 M16 8 L22 32 L30 48", None, KEY, 5)
        svg.path("M18 6 C30 10 38 24 36 40", None, KEY, 4)
        for k in (-1, 1):
            svg.path(f"M{k * 20} -80 l{k * 10} -24 l{k * 8} 18", None, KEY, 1)
        svg.path("M-34 -70 L-40 -104 L-20 -88 L0 -112 L20 -88 L40 -104 L34 -70 Z", YELLOW, KEY, 2.2)
        svg.rect(-36, -76, 72, 12, 2, YELLOW, KEY, 2)
        for cx in (-40, 0, 40):
            svg.circle(cx, -108 if cx else -116, 5, WHITE, KEY, 1.2)
        svg.circle(0, -70, 4, RED, KEY, 1)
        _ = (PINK, HATCH)
