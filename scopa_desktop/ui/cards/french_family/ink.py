"""The French-suited courts' printing inks and the small geometry their drawings share.

Printed courts are flat colour inside a firm black key line; shading is a few hatched strokes or a second
flat tone, never a soft gradient. Each pattern picks its own inks from here (the international pattern's
red, blue, yellow and black; the Genovesi's green, red, yellow and black; the Toscane's softer Renaissance
colours).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..svg import Point, f

KEY = "#16110d"  # the key line
LINE = 5.0  # its width on the 600 x 1000 card
SKIN = "#f6d2ae"
SKIN_SHADE = "#e3ab86"
PALE_SKIN = "#fbeadb"  # flesh left nearly the paper's colour, as the international pattern prints its faces
BLUSH = "#ef9c86"
WHITE = "#fffdf6"
PAPER = "#fffaf0"

RED = "#cf1f26"
DEEP_RED = "#8f1118"
BLUE = "#1f4f9e"
SKY = "#6f9ad6"
YELLOW = "#f4c430"
OCHRE = "#d8961c"
BLACK = "#1a1a1e"
GREEN = "#22874a"
DARK_GREEN = "#145a30"
BROWN = "#7a4a22"
GREY = "#9a9aa2"
PURPLE = "#6b3b86"
ROSE = "#e76f7f"
TEAL = "#1e7f86"


def smooth(points: Sequence[Point], closed: bool = True, tension: float = 1.0) -> str:
    """An SVG path through `points` with smooth joins (Catmull-Rom turned into cubic Béziers)."""
    n = len(points)
    if n < 3:
        return "M" + " L".join(f"{f(x)} {f(y)}" for x, y in points)
    out = [f"M{f(points[0][0])} {f(points[0][1])}"]
    last = n if closed else n - 1
    for i in range(last):
        p0 = points[(i - 1) % n] if closed or i > 0 else points[0]
        p1, p2 = points[i], points[(i + 1) % n]
        p3 = points[(i + 2) % n] if closed or i + 2 < n else points[-1]
        k = tension / 6
        c1 = (p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k)
        c2 = (p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k)
        out.append(f"C{f(c1[0])} {f(c1[1])} {f(c2[0])} {f(c2[1])} {f(p2[0])} {f(p2[1])}")
    return " ".join(out) + (" Z" if closed else "")


def poly(points: Sequence[Point]) -> str:
    """A closed straight-sided path through `points`."""
    return "M" + " L".join(f"{f(x)} {f(y)}" for x, y in points) + " Z"


def mirror_x(points: Sequence[Point], cx: float) -> list[Point]:
    """`points` reflected about the vertical line x = cx."""
    return [(2 * cx - x, y) for x, y in points]


def darker(colour: str, k: float = 0.6) -> str:
    """A darker tone of a plain #rrggbb colour (a second flat tone for shading)."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"#{int(r * k):02x}{int(g * k):02x}{int(b * k):02x}"
