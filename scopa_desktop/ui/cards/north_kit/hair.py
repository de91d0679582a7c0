"""Hair for the northern courts' faces (faces.py's units: the skull's top at -56, the chin at +54), in the
cuts the printed decks give them: "curls" (the Bergamasche's powdered curls to the jaw), "bob" (a page's
straight cut with a fringe), "long" (to the shoulders, parted), "short" (cropped), "bald" (a fringe round the
back of the head), "tresses" (a woman's, gathered behind), "none".

Each cut is drawn in two parts: what lies behind the face, and what falls over the brow.
"""

from __future__ import annotations

import math

from ..svg import Svg, f
from .shapes import INK, MID, blob, curve, darker


def _lobes(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, n: int, bump: float
           ) -> list[tuple[float, float]]:
    """Points round an ellipse from angle a0 to a1 (degrees), every other one pushed out: a curly edge."""
    pts = []
    for k in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * k / n)
        r = 1 + (bump if k % 2 else 0)
        pts.append((cx + rx * r * math.cos(a), cy + ry * r * math.sin(a)))
    return pts


def back(svg: Svg, cut: str, colour: str, t: float) -> None:
    d = darker(colour, 0.55)
    if cut == "curls":
        pts = _lobes(2 * t, -14, 58, 64, 120, 420, 16, 0.1)
        blob(svg, [(-24, 40), *pts, (24, 40)], colour, MID)
        for k in range(9):
            a = math.radians(130 + k * 35)
            x, y = 2 * t + 50 * math.cos(a), -12 + 54 * math.sin(a)
            svg.path(f"M{f(x - 5)} {f(y)} a5 5 0 1 1 5 5", None, d, 1.8)
    elif cut == "waves":  # a full head of waved hair, springing out at the sides and rolled at the jaw
        pts = _lobes(2 * t, -8, 70, 66, 150, 390, 12, 0.08)
        blob(svg, [(-34, 52), (-64, 50), (-72, 26), *pts, (72, 26), (64, 50), (34, 52), (40, 20), (-40, 20)],
             colour, MID)
        for s in (-1, 1):
            for k in range(4):
                curve(svg, [(s * (42 + k * 7), -44 + k * 12), (s * (62 + k * 2), -8 + k * 10),
                            (s * (48 + k * 5), 30 + k * 2)], d, 1.8, 0.9)
    elif cut == "bob":
        blob(svg, [(-40, 44), (-56, 30), (-56, -34), (-34, -64), (4 * t, -70), (38, -64), (56, -34), (56, 30),
                   (40, 44), (30, 30), (-30, 30)], colour, MID)
        curve(svg, [(-50, 20), (-52, 36), (-42, 42)], d, 2)
        curve(svg, [(50, 20), (52, 36), (42, 42)], d, 2)
    elif cut == "long":
        blob(svg, [(-34, 100), (-60, 92), (-60, 10), (-52, -50), (4 * t, -70), (52, -50), (60, 10), (60, 92),
                   (34, 100), (28, 40), (-28, 40)], colour, MID)
        for s in (-1, 1):
            for k in range(3):
                curve(svg, [(s * (42 + k * 6), -6 + k * 10), (s * (50 + k * 4), 40), (s * (44 + k * 5), 88)], d, 1.6,
                      0.8)
    elif cut == "tresses":
        blob(svg, [(-46, 60), (-58, 0), (-48, -50), (4 * t, -68), (48, -50), (58, 0), (46, 60), (20, 40),
                   (-20, 40)], colour, MID)
        svg.ellipse(-50 + 10 * t, -36, 20, 18, colour, INK, MID)  # the knot gathered at the back
    elif cut == "bald":
        for s in (-1, 1):
            blob(svg, [(s * 40, -24), (s * 50, -20), (s * 52, 8), (s * 44, 22), (s * 40, 6)], colour, MID)


def front(svg: Svg, cut: str, colour: str, t: float) -> None:
    d = darker(colour, 0.55)
    if cut == "curls":
        pts = _lobes(4 * t, -30, 44, 30, 190, 350, 8, 0.16)
        blob(svg, [(-42, -12), *pts, (44 - 4 * t, -12), (34, -24), (10, -30), (-14, -30), (-34, -24)], colour, MID)
        for k in range(5):
            x = -28 + k * 14 + 4 * t
            svg.path(f"M{f(x - 4)} {-42 - 4 * (k % 2)} a4.5 4.5 0 1 1 4.5 4.5", None, d, 1.8)
    elif cut == "waves":  # swept up and back from the brow in waves, parted to one side
        blob(svg, [(-46, -6), (-58, -40), (-36, -72), (8 + 4 * t, -80), (46, -70), (60, -40), (48, -6),
                   (40, -30), (18, -42), (-2, -36), (-24, -42), (-40, -28)], colour, MID)
        for k in range(5):
            x = -36 + k * 17 + 4 * t
            curve(svg, [(x - 4, -72 + abs(k - 2) * 4), (x + 8, -56), (x + 2, -42)], d, 1.8, 0.9)
    elif cut == "bob":
        blob(svg, [(-46, -10), (-50, -40), (-30, -60), (4 * t, -64), (32, -60), (50, -40), (46, -10), (36, -26),
                   (4 * t, -30), (-36, -26)], colour, MID)
        svg.path(" ".join(f"M{f(x + 4 * t)} -56 L{f(x - 2 + 4 * t)} -30" for x in (-24, -10, 6, 20)), None, d, 1.6)
    elif cut == "long":
        blob(svg, [(-44, 0), (-50, -38), (-26, -60), (6 * t, -62), (28, -60), (50, -38), (44, 0), (36, -26),
                   (6 * t, -44), (-36, -26)], colour, MID)
        curve(svg, [(6 * t, -60), (6 * t, -44)], d, 1.8)
        curve(svg, [(-6, -50), (-28, -40), (-40, -10)], d, 1.6, 0.8)
        curve(svg, [(14, -50), (32, -40), (40, -12)], d, 1.6, 0.8)
    elif cut == "tresses":
        blob(svg, [(-44, -4), (-48, -40), (-24, -60), (6 * t, -62), (28, -60), (48, -40), (42, -4), (32, -30),
                   (6 * t, -40), (-34, -28)], colour, MID)
        curve(svg, [(6 * t, -60), (4 * t, -42)], d, 1.8)
    elif cut == "short":
        blob(svg, [(-42, -16), (-46, -42), (-26, -62), (4 * t, -64), (30, -60), (46, -40), (42, -18), (32, -34),
                   (0, -40), (-32, -34)], colour, MID)
        svg.path(" ".join(f"M{f(x)} -58 L{f(x + 3)} -40" for x in (-22, -8, 8, 22)), None, d, 1.4, 0.8)
