"""The Toscane's aces and back: each ace one great pip inside a thin double line, as the old Tuscan packs
frame their cards; the back the red lily of Florence repeated on cream."""

from __future__ import annotations

from ..french_family.ink import KEY
from ..french_family.pips import TUSCAN, pip
from ..layout import CORNER
from ..svg import H, Svg, W, f

LILY = "#b3202a"


def ace(svg: Svg, suit: str) -> None:
    svg.ellipse(300, 500, 168, 220, None, KEY, 2.5)
    svg.ellipse(300, 500, 156, 208, None, LILY if suit in "dc" else KEY, 1.5)
    pip(svg, suit, 300, 500, 270, 0, TUSCAN)


def lily(x: float, y: float, s: float) -> str:
    """The Florentine lily (giglio), its stamens between the petals, as one path centred on (x, y)."""
    def p(px: float, py: float) -> str:
        return f"{f(x + px * s)} {f(y + py * s)}"

    return (f"M{p(0, -50)} C{p(12, -34)} {p(12, -14)} {p(4, 0)} L{p(-4, 0)} C{p(-12, -14)} {p(-12, -34)} {p(0, -50)} Z "
            f"M{p(-4, -2)} C{p(-20, -4)} {p(-40, -20)} {p(-36, -40)} C{p(-30, -30)} {p(-22, -18)} {p(-6, -10)} Z "
            f"M{p(4, -2)} C{p(20, -4)} {p(40, -20)} {p(36, -40)} C{p(30, -30)} {p(22, -18)} {p(6, -10)} Z "
            f"M{p(-18, 0)} L{p(18, 0)} L{p(18, 8)} L{p(-18, 8)} Z "
            f"M{p(-4, 8)} C{p(-8, 24)} {p(-26, 32)} {p(-38, 20)} C{p(-26, 22)} {p(-14, 18)} {p(-8, 8)} Z "
            f"M{p(4, 8)} C{p(8, 24)} {p(26, 32)} {p(38, 20)} C{p(26, 22)} {p(14, 18)} {p(8, 8)} Z "
            f"M{p(-2, 8)} L{p(2, 8)} L{p(2, 36)} L{p(-2, 36)} Z "
            f"M{p(-20, -24)} L{p(-24, -48)} L{p(-20, -50)} L{p(-16, -26)} Z "
            f"M{p(20, -24)} L{p(24, -48)} L{p(20, -50)} L{p(16, -26)} Z")


def back() -> Svg:
    """A cream field inside a red rule, strewn with red lilies in staggered rows."""
    svg = Svg()
    x0, y0, x1, y1 = 30, 30, W - 30, H - 30
    svg.rect(x0, y0, x1 - x0, y1 - y0, CORNER - 12, "#f6ecd2", LILY, 5)
    svg.rect(x0 + 14, y0 + 14, x1 - x0 - 28, y1 - y0 - 28, CORNER - 18, None, LILY, 2.5)
    d = []
    for j in range(9):
        for i in range(5):
            x = x0 + 70 + i * 110 + (55 if j % 2 else 0)
            y = y0 + 80 + j * 100
            if x < x1 - 50:
                d.append(lily(x, y, 0.62))
    svg.path(" ".join(d), LILY, None, 0)
    return svg
