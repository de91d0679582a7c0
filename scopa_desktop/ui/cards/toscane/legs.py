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
from ..french_family.ornament import spline
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
    "turned": (((-20, 742), (-24, FEET - 26), "side", 1), ((26, 748), (34, FEET - 10), "side", 1)),
    "planted": (((-58, 736), (-62, FEET - 18), "out", -1), ((58, 736), (62, FEET - 18), "out", 1)),
}


def legs(svg: Svg, fig: Standing, hip_y: float = 596) -> None:
    """Parti-coloured hose and shoes, the legs and feet as the figure's stance puts them."""
    cx = fig.x + fig.turn * 10
    for (knee, ankle, foot, points), colour, side in zip(STANCES[fig.stance], fig.legs, (-1, 1), strict=True):
        hip = (cx + side * 28, hip_y)
        k, a = (cx + knee[0], knee[1]), (cx + ankle[0], ankle[1])
        line = spline([hip, k, a], 6)
        svg.path(smooth(tube(line, SHAPE), tension=0.6), colour, KEY, 4.4)
        shin = line[6:]  # the calf's swell and the shin's line, a second tone down the leg's shaded side
        svg.path(smooth(_calf(shin, side), closed=False, tension=0.6), None, darker(colour, 0.72), 2.4)
        ux, uy = _unit(line[5], line[7])
        garter = [(k[0] + ux * d, k[1] + uy * d) for d in (-8, 8)]  # gartered just under the knee
        svg.path(poly(tube(garter, [40, 40])), darker(colour, 0.75), KEY, 2.4)
        _shoe(svg, a, foot, points, fig.shoes)


# the leg's width from hip to ankle, 13 points, the knee the 7th: a thigh tapering to the knee, the calf
# swelling below it, a slim ankle
SHAPE = [54, 52, 49, 46, 42, 38, 34, 40, 44, 42, 35, 27, 22]


def _unit(a: Point, b: Point) -> Point:
    d = max(((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5, 1e-6)
    return (b[0] - a[0]) / d, (b[1] - a[1]) / d


def _calf(shin: list[Point], side: int) -> list[Point]:
    """A line inside the leg's outer edge from below the knee to above the ankle, bowed with the calf."""
    out = []
    for i, (x, y) in enumerate(shin[1:-1], start=1):
        w = SHAPE[6 + i] / 2 - 7
        out.append((x + side * w, y))
    return out


def _shoe(svg: Svg, ankle: Point, kind: str, d: int, colour: str) -> None:
    ax, ay = ankle
    g = FEET

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
        path = (f"M{f(ax - 16)} {f(ay - 8)} C{f(ax - 18)} {g} {p(30, g + 2)} {p(42, g - 6)} C{p(30, ay - 12)} "
                f"{f(ax + 14)} {f(ay - 16)} {f(ax + 14)} {f(ay - 8)} Z")
    svg.path(path, colour, KEY, 3)
    # the shoe's strap over the instep, and its sole: a shaped shoe, not a stub
    svg.path(f"M{p(-14, ay - 4)} Q{p(2, ay + 8)} {p(16, ay - 4)}", None, darker(colour, 0.6) if colour != KEY
             else "#6a4a2a", 2.4)
    if kind == "side":  # a sole under the profile shoe, heel to toe
        svg.path(f"M{p(-12, g - 2)} L{p(34, g - 2)}", None, "#6a4a2a", 2.4)
