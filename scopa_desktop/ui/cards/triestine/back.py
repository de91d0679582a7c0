"""The Triestine's own back: a deep blue field strewn with small gold stars between rows of white waves (the
gulf), framed in red and gold, and in the middle Trieste's shield, the white halberd of San Sergio on red, in a
gold-ringed oval; the paper's white margin round it all.
"""

from __future__ import annotations

import math

from ..north_kit.shapes import FINE, INK, MID
from ..svg import Svg, f
from .aces import halberd_shield
from .signs import CREAM, GOLD, RED

FIELD, DEEP = "#24489a", "#13285a"


def back(svg: Svg) -> None:
    svg.rect(30, 30, 540, 940, 24, RED, INK, MID)
    svg.rect(44, 44, 512, 912, 18, FIELD, GOLD, 4)
    waves, stars = [], []
    for j in range(15):
        y = 80 + j * 60
        if j % 2 == 0:
            d = f"M60 {y}"
            for k in range(12):
                x = 60 + k * 40
                d += f" Q{f(x + 10)} {f(y - 12)} {f(x + 20)} {y} Q{f(x + 30)} {f(y + 12)} {f(x + 40)} {y}"
            waves.append(d)
        else:
            for k in range(8):
                cx = 80 + k * 63 + (20 if j % 4 == 1 else 0)
                if ((cx - 300) / 170) ** 2 + ((y - 500) / 226) ** 2 < 1 or cx > 530:
                    continue
                pts = " L".join(f"{f(cx + (9 if i % 2 == 0 else 4) * math.cos(i * math.pi / 5 - math.pi / 2))} "
                                f"{f(y + (9 if i % 2 == 0 else 4) * math.sin(i * math.pi / 5 - math.pi / 2))}"
                                for i in range(10))
                stars.append(f"M{pts} Z")
    svg.path(" ".join(waves), None, CREAM, 3, 0.55)
    svg.path(" ".join(stars), GOLD, INK, 1)
    svg.ellipse(300, 500, 156, 210, DEEP, GOLD, 6)
    svg.ellipse(300, 500, 136, 190, CREAM, INK, FINE)
    halberd_shield(svg, 300, 500, 1.45)
