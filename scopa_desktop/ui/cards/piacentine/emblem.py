"""The city's arms on the Piacentine's four of coins, drawn as a city's and not as a nation's: Piacenza's shield
parted red and white, the white square of Sant'Antonino's banner on the red, the she-wolf walking on the white;
over it the turreted crown Italian heraldry gives a city, under it a branch of laurel and one of oak tied with
a ribbon in the city's red and white."""

from __future__ import annotations

from ..emilia.ink import GOLD, GOLD_DK, GREEN, GREEN_DK, INK, RED, RED_DK, WHITE
from ..svg import Svg, place

# the she-wolf walking to the left, lean, her head up, ears pricked, her tail curving down behind: the near legs,
# then the far ones a step apart (drawn first, darker)
WOLF = ("M-48 -13 L-38 -20 L-30 -24 L-26 -36 L-20 -25 L-12 -21 C0 -17 16 -17 30 -15 C38 -14 46 -10 50 -2 "
        "C54 8 52 18 44 24 C48 14 46 6 40 2 L36 4 L36 14 L38 26 L31 26 L28 14 L24 6 C14 8 -2 8 -10 6 L-12 14 "
        "L-11 26 L-18 26 L-20 12 L-22 4 C-28 0 -32 -6 -36 -9 L-46 -9 Z")
WOLF_FAR = "M-6 6 L-4 16 L-2 26 L-9 26 L-12 14 Z M16 6 L20 16 L24 26 L17 26 L12 14 Z"
WOLF_COAT, WOLF_DARK = "#8c7456", "#5a4632"


def _shield(x0: float, y0: float, w: float, h: float) -> str:
    """A Samnite shield: square shoulders, straight sides, a rounded base meeting in a point."""
    return (f"M{x0} {y0} L{x0 + w} {y0} L{x0 + w} {y0 + h * 0.66} C{x0 + w} {y0 + h * 0.9} {x0 + w * 0.6} "
            f"{y0 + h * 0.92} {x0 + w / 2} {y0 + h} C{x0 + w * 0.4} {y0 + h * 0.92} {x0} {y0 + h * 0.9} {x0} "
            f"{y0 + h * 0.66} Z")


def city_arms(svg: Svg, x: float, y: float, scale: float = 1.0) -> None:
    """The arms, about 260 units wide (branches included) and 330 tall at scale 1, centred on the shield."""
    with svg.group(place(x, y, scale)):
        _branches(svg)
        w, h = 150, 176
        x0, y0 = -w / 2, -h / 2
        outline = _shield(x0, y0, w, h)
        svg.path(outline, WHITE, INK, 3)
        svg.path(f"M{x0} {y0} L0 {y0} L0 {y0 + h} C{x0 + w * 0.4} {y0 + h * 0.92} {x0} {y0 + h * 0.9} {x0} "
                 f"{y0 + h * 0.66} Z", RED)
        svg.rect(x0 + 18, y0 + 58, 40, 40, 0, WHITE, INK, 2)  # Sant'Antonino's square
        with svg.group("translate(37 -2) scale(0.78)"):
            svg.path(WOLF_FAR, WOLF_DARK, INK, 1.6)
            svg.path(WOLF, WOLF_COAT, INK, 2.2)
            svg.path("M-10 -18 C6 -14 22 -14 36 -12", None, WOLF_DARK, 4)  # the darker back
            svg.path("M-40 -11 L-47 -9", None, RED, 2)  # the tongue
            svg.circle(-31, -17, 2, INK)
            svg.path(" ".join(f"M{x} 8 l0 4" for x in (-2, 4, 10, 16)), None, "#d98a7a", 2.4)  # her teats
        svg.path(f"M0 {y0} L0 {y0 + h}", None, INK, 2.4)
        svg.path(outline, None, INK, 4)
        _turreted_crown(svg, 0, y0 - 8, 156)


def _turreted_crown(svg: Svg, x: float, y: float, w: float) -> None:
    """A city's crown: a gold ring of wall with gates, five towers on it joined by curtain walls, masonry in
    black; (x, y) the middle of its foot."""
    hw = w / 2
    towers = [-hw + 10 + i * (w - 20) / 4 for i in range(5)]
    d = [f"M{x - hw} {y} L{x - hw} {y - 20}"]
    for tx in towers:
        d.append(f"L{tx - 10} {y - 20} L{tx - 10} {y - 48} L{tx - 6} {y - 48} L{tx - 6} {y - 42} L{tx - 2} {y - 42} "
                 f"L{tx - 2} {y - 48} L{tx + 2} {y - 48} L{tx + 2} {y - 42} L{tx + 6} {y - 42} L{tx + 6} {y - 48} "
                 f"L{tx + 10} {y - 48} L{tx + 10} {y - 20}")
    d.append(f"L{x + hw} {y - 20} L{x + hw} {y} Z")
    svg.path(" ".join(d), GOLD, INK, 2.4)
    svg.path(f"M{x - hw} {y - 8} L{x + hw} {y - 8} M{x - hw} {y - 20} L{x + hw} {y - 20}", None, GOLD_DK, 2)
    svg.path(" ".join(f"M{tx - 4} {y} L{tx - 4} {y - 6} Q{tx} {y - 11} {tx + 4} {y - 6} L{tx + 4} {y} Z"
                      for tx in towers), INK)
    svg.path(" ".join(f"M{tx - 2} {y - 28} L{tx - 2} {y - 36} L{tx + 2} {y - 36} L{tx + 2} {y - 28} Z"
                      for tx in towers), INK)


def _branches(svg: Svg) -> None:
    """Laurel on the left, oak on the right, crossed under the shield and tied with a red-and-white ribbon."""
    for s, oak in ((-1, False), (1, True)):
        svg.path(f"M{s * -10} 118 C{s * 80} 90 {s * 118} 10 {s * 112} -80", None, GREEN_DK, 6)
        for k in range(6):
            t = k / 5
            bx, by = s * (20 + 96 * t ** 0.8), 104 - 180 * t
            for side in (-1, 1):
                ex, ey = bx + side * 26 + s * 6, by - 20
                if oak:
                    svg.path(f"M{bx} {by} C{ex - 6} {by + 4} {ex - 10} {ey + 10} {ex} {ey} C{ex + 4} {ey + 8} "
                             f"{ex + 2} {ey + 12} {bx + side * 4} {by - 4} Z", GREEN, INK, 1.6)
                    svg.circle(ex - side * 4, ey + 14, 4, GOLD, INK, 1.2)
                else:
                    svg.path(f"M{bx} {by} Q{(bx + ex) / 2 + 8} {by - 2} {ex} {ey} Q{(bx + ex) / 2 - 6} {ey + 2} "
                             f"{bx} {by} Z", GREEN, INK, 1.6)
    for s in (-1, 1):
        svg.path(f"M0 118 C{s * 30} 104 {s * 56} 112 {s * 64} 130 L{s * 48} 136 L{s * 56} 152 C{s * 34} 138 "
                 f"{s * 14} 132 0 126 Z", RED if s < 0 else WHITE, INK, 2)
    svg.circle(0, 120, 9, RED_DK, INK, 2)
