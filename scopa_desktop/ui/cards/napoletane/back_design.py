"""The Napoletane's back: a field of maiolica tiles in blue, yellow and green on white, as on Naples' cloisters
and stairs (each tile a blue star of lozenges round a lemon with its leaves), and in the middle an oval with the
bay and Vesuvius smoking under the sun, in a yellow frame."""

from __future__ import annotations

import math

from ..layout import CORNER
from ..south_kit.ink import BLUE, DARK_GREEN, GREEN, KEY, OCHRE, WHITE, YELLOW
from ..svg import Svg, f

TILE = 68
X0, Y0, X1, Y1 = 36, 36, 564, 964


def back(svg: Svg) -> None:
    svg.rect(X0, Y0, X1 - X0, Y1 - Y0, CORNER - 14, "#f7f1e0", KEY, 3)
    cols = round((X1 - X0 - 20) / TILE)
    rows = round((Y1 - Y0 - 20) / TILE)
    tw, th = (X1 - X0 - 20) / cols, (Y1 - Y0 - 20) / rows
    ox, oy = X0 + 10, Y0 + 10
    stars, lemons, leaves, grid = [], [], [], []
    for j in range(rows):
        for i in range(cols):
            cx, cy = ox + (i + 0.5) * tw, oy + (j + 0.5) * th
            r = tw * 0.46
            stars.append(f"M{f(cx)} {f(cy - r)} L{f(cx + r * 0.28)} {f(cy - r * 0.28)} L{f(cx + r)} {f(cy)} "
                         f"L{f(cx + r * 0.28)} {f(cy + r * 0.28)} L{f(cx)} {f(cy + r)} L{f(cx - r * 0.28)} "
                         f"{f(cy + r * 0.28)} L{f(cx - r)} {f(cy)} L{f(cx - r * 0.28)} {f(cy - r * 0.28)} Z")
            lemons.append(f"M{f(cx - 9)} {f(cy)} a9 11 0 1 0 18 0 a9 11 0 1 0 -18 0 Z")
            for a in (45, 135, 225, 315):
                lx, ly = cx + math.cos(math.radians(a)) * tw * 0.42, cy + math.sin(math.radians(a)) * th * 0.42
                leaves.append(f"M{f(lx - 7)} {f(ly)} a7 4 {a} 1 0 14 0 a7 4 {a} 1 0 -14 0 Z")
    for i in range(cols + 1):
        grid.append(f"M{f(ox + i * tw)} {f(oy)} L{f(ox + i * tw)} {f(oy + rows * th)}")
    for j in range(rows + 1):
        grid.append(f"M{f(ox)} {f(oy + j * th)} L{f(ox + cols * tw)} {f(oy + j * th)}")
    svg.path(" ".join(stars), BLUE, "#173b86", 1.4)
    svg.path(" ".join(leaves), GREEN, None)
    svg.path(" ".join(lemons), YELLOW, OCHRE, 1.4)
    svg.path(" ".join(grid), None, "#8aa6d8", 1.6)
    # the medallion: Vesuvius over the bay
    svg.ellipse(300, 500, 150, 200, YELLOW, KEY, 4)
    svg.ellipse(300, 500, 132, 182, "#cfe4f6", KEY, 2.4)
    svg.circle(370, 390, 26, YELLOW, OCHRE, 2)
    svg.path("M200 520 C220 480 250 420 276 408 L318 408 C344 420 380 480 420 528 Z", "#8a6a58", KEY, 3)
    svg.path("M276 408 L318 408 L306 420 L290 420 Z", "#5a4036", KEY, 2)
    svg.path("M298 404 C280 370 310 350 296 320 C286 300 306 284 300 262", None, "#c9c2b4", 14)
    svg.path("M298 404 C280 370 310 350 296 320 C286 300 306 284 300 262", None, WHITE, 7)
    svg.path("M169 520 L431 520 L434 560 C360 548 240 548 166 560 Z", BLUE, KEY, 2.4)
    svg.path("M168 560 C240 548 360 548 432 560 L420 620 C360 660 240 660 180 620 Z", "#2c74c9", KEY, 2)
    svg.path(" ".join(f"M{x} {574 + (x % 3) * 14} q10 -6 20 0" for x in range(190, 410, 36)), None, WHITE, 2)
    # an umbrella pine on the shore at the left
    svg.path("M214 640 L222 540", None, "#5a3a22", 7)
    svg.path("M170 546 C180 516 260 510 274 540 C250 552 200 556 170 546 Z", DARK_GREEN, KEY, 2.4)
    svg.path("M162 640 C200 618 250 618 300 640 C250 660 200 660 162 640 Z", "#d9c28a", KEY, 2)
    svg.ellipse(300, 500, 132, 182, None, KEY, 3)
