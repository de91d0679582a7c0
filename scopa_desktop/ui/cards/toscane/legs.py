"""The Toscane jacks' legs: parti-coloured hose gartered at the knee, and shoes, each jack standing his own way
as the Florentine gobbi do: at ease with the feet apart, his weight on one leg and the other knee bent (the
heel lifted), striding to one side with both feet in profile, turned three-quarters with one foot before the
other, or planted wide on bent knees.

A leg runs from the hip through the knee to the ankle; its foot is "out" (the toe turned out to the side),
"side" (a shoe seen in profile, pointing left or right), "front" (foreshortened, pointing at us) or "toe"
(the heel raised, the toe on the ground).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..french_family.ink import KEY, darker, poly, smooth
from ..french_family.ornament import hatch, spline
from ..svg import Point, Svg, f, tube
from .dress import FEET

if TYPE_CHECKING:
    from .figure import Standing

# per stance, per leg (the viewer's left, then right): the knee and ankle as offsets from the hip's middle (x)
# and heights, the foot's kind and which way it points (-1 the viewer's left, 1 right)
STANCES: dict[str, tuple[tuple[Point, Point, str, int], tuple[Point, Point, str, int]]] = {
    "apart": (((-34, 744), (-40, FEET - 18), "out", -1), ((34, 744), (40, FEET - 18), "out", 1)),
    "contrapposto": (((-20, 744), (-22, FEET - 18), "front", -1), ((64, 728), (84, FEET - 52), "toe", 1)),
    "stride": (((-54, 738), (-84, FEET - 20), "side", -1), ((30, 748), (56, FEET - 40), "toe", -1)),
    # his weight on the back leg, straight and slanting about 8° out from the hip; the front foot set forward
    # (lower, nearer us on the ground) and turned out, its knee bent forward nearly over it, the thigh only
    # about 12° out and the shin foreshortened: a stance, not a bowed leg
    "turned": (((-53, 744), (-76, FEET - 24), "side", 1), ((52, 736), (58, FEET + 4), "out", 1)),
    "planted": (((-58, 736), (-62, FEET - 18), "out", -1), ((58, 736), (62, FEET - 18), "out", 1)),
}

# per stance, how far below the ground line each foot stands (the front foot nearer us on the ground)
DROP: dict[str, tuple[float, float]] = {"turned": (0, 28)}

# a king's legs under a gown to the knee (K♦): thicker than a jack's and set a little apart, as the bulk of the
# robe above them needs (a jack's slim hose under it looked like sticks)
GOWNED = (1.15, (14, 4))  # the width's factor, how far each leg stands further out (the right less: the small
# index sits in the bottom corner beside its foot)


def legs(svg: Svg, fig: Standing, hip_y: float = 596) -> None:
    """Parti-coloured hose and shoes, the legs and feet as the figure's stance puts them."""
    cx = fig.x + fig.turn * 10
    drops = DROP.get(fig.stance, (0, 0))
    thick, apart = GOWNED if fig.dress == "gown" else (1.0, (0, 0))
    for (knee, ankle, foot, points), colour, side, drop, out in zip(STANCES[fig.stance], fig.legs, (-1, 1), drops,
                                                                    apart, strict=True):
        hip = (cx + side * (28 + out * 0.6), hip_y)
        k, a = (cx + knee[0] + side * out, knee[1]), (cx + ankle[0] + side * out, ankle[1])
        line = spline([hip, k, a], 6)
        edge_l, edge_r = _edges(line, side, thick)
        svg.path(smooth([*edge_l, *edge_r[::-1]], tension=0.6), colour, KEY, 4.4)
        shade = darker(colour, 0.5)  # engraved, as the aces: strokes down the leg's shaded side (the light is on
        # our right), the calf's swell and the knee drawn in the same fine line
        hatch(svg, [*edge_l[1:-1], *[(x + 11, y) for x, y in edge_l[-2:0:-1]]], shade, step=6, slope=-0.7, sw=1.4)
        svg.path(smooth(_calf(line, side, thick), closed=False, tension=0.6), None, darker(colour, 0.72), 2.4)
        kx, ky = line[6]
        svg.path(f"M{f(kx - 9)} {f(ky - 14)} Q{f(kx)} {f(ky - 24)} {f(kx + 9)} {f(ky - 14)}", None, shade, 2)
        ax_, ay_ = line[-2]
        svg.path(f"M{f(ax_ - side * 8)} {f(ay_ - 4)} q{f(-side * 5)} 5 0 10", None, shade, 1.8)  # the ankle bone
        ux, uy = _unit(line[5], line[7])
        garter = [(k[0] + ux * d, k[1] + uy * d) for d in (-8, 8)]  # gartered just under the knee
        svg.path(poly(tube(garter, [40 * thick] * 2)), darker(colour, 0.75), KEY, 2.4)
        _shoe(svg, a, foot, points, fig.shoes, FEET + drop)


# the leg's half-widths from hip to ankle, 13 points, the knee the 7th, on its outer side and its inner: a thigh
# tapering to a knee with its cap, the calf swelling below it higher on the outer side than the inner (as a
# calf's two heads do), a slim ankle: a leg, not a column
OUTER = [28, 28, 27, 25, 22, 19, 18, 20, 24, 22, 16, 12, 11]
INNER = [26, 25, 23, 20, 18, 17, 19, 18, 20, 23, 19, 12, 10]


def _edges(line: list[Point], side: int, thick: float = 1.0) -> tuple[list[Point], list[Point]]:
    """The leg's left and right edges along its middle `line` (the outer side is `side`), `thick` times the
    widths."""
    left, right = [], []
    for i, (x, y) in enumerate(line):
        ux, uy = _unit(line[max(i - 1, 0)], line[min(i + 1, len(line) - 1)])
        lx, ly = -uy, ux  # to the viewer's left of a leg running down
        wl, wr = (OUTER[i], INNER[i]) if side < 0 else (INNER[i], OUTER[i])
        wl, wr = wl * thick, wr * thick
        left.append((x + lx * wl, y + ly * wl))
        right.append((x - lx * wr, y - ly * wr))
    return left, right


def _unit(a: Point, b: Point) -> Point:
    d = max(((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5, 1e-6)
    return (b[0] - a[0]) / d, (b[1] - a[1]) / d


def _calf(line: list[Point], side: int, thick: float = 1.0) -> list[Point]:
    """A line inside the leg's outer edge from below the knee to above the ankle, bowed with the calf."""
    return [(x + side * (OUTER[i] * thick - 7), y) for i, (x, y) in enumerate(line) if 7 <= i <= 11]


def _shoe(svg: Svg, ankle: Point, kind: str, d: int, colour: str, g: float = FEET) -> None:
    ax, ay = ankle

    def p(u: float, y: float) -> str:  # a point `u` along the way the foot points from the ankle
        return f"{f(ax + d * u * 1.2)} {f(y)}"  # a shoe a fifth longer than the ankle's width suggests

    if kind == "side":  # in profile: the heel behind the ankle, the toe out in front
        path = (f"M{p(-16, ay - 8)} C{p(-20, ay + 6)} {p(-18, g)} {p(-8, g)} L{p(38, g)} C{p(50, g)} {p(48, g - 10)} "
                f"{p(36, g - 12)} C{p(22, g - 14)} {p(14, ay - 14)} {p(12, ay - 10)} Z")
    elif kind == "front":  # pointing at us: a short round toe below the ankle
        path = (f"M{p(-17, ay - 8)} C{p(-22, g - 4)} {p(-14, g + 4)} {p(0, g + 4)} C{p(14, g + 4)} {p(22, g - 4)} "
                f"{p(17, ay - 8)} Z")
    elif kind == "toe":  # the heel lifted, the foot sloping down to its toe on the ground
        path = (f"M{p(-15, ay - 6)} C{p(-18, ay + 10)} {p(-4, ay + 18)} {p(14, g - 4)} C{p(22, g + 2)} {p(34, g + 2)} "
                f"{p(34, g - 6)} C{p(30, g - 18)} {p(18, ay - 4)} {p(14, ay - 10)} Z")
    else:  # out: the toe turned out to the figure's side
        path = (f"M{f(ax - 16)} {f(ay - 8)} C{f(ax - 18)} {f(g)} {p(30, g + 2)} {p(42, g - 6)} C{p(30, ay - 12)} "
                f"{f(ax + 14)} {f(ay - 16)} {f(ax + 14)} {f(ay - 8)} Z")
    svg.path(path, colour, KEY, 3)
    # the shoe's strap over the instep, and its sole: a shaped shoe, not a stub
    svg.path(f"M{p(-14, ay - 4)} Q{p(2, ay + 8)} {p(16, ay - 4)}", None, darker(colour, 0.6) if colour != KEY
             else "#6a4a2a", 2.4)
    if kind == "side":  # a sole under the profile shoe, heel to toe
        svg.path(f"M{p(-12, g - 2)} L{p(34, g - 2)}", None, "#6a4a2a", 2.4)
