"""The little scenes in the middle of the Sarde's fours, as the pattern has kept them since its Madrid original
(described in docs/DECKS.md), each drawn our own way as small figures in an oval:

- coins: a pair of lovers, a helmeted young man reclining by a seated girl, before a bush;
- cups: a reclining bacchante crowned with vine leaves, a winged child offering her grapes;
- swords: a fallen soldier propped on his elbow with his shield raised, another standing over him with his sword
  raised;
- batons: a seated strong man leaning on his club, a lion at his feet, a globe and a castle behind him.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..south_kit.ink import (
    BROWN,
    DARK_GREEN,
    FLESH,
    GREEN,
    GREY,
    HATCH,
    KEY,
    LIGHT_GREEN,
    PURPLE,
    RED,
    SKY,
    WHITE,
    YELLOW,
    d,
    smooth_loop,
    taper,
    tube_outline,
)
from ..svg import Point, Svg, f
from . import aces, figures

HAIR = "#5a3a22"


def _frame(svg: Svg, ground: str = LIGHT_GREEN) -> None:
    svg.ellipse(0, 0, 118, 76, "#e6f0f6", KEY, 2.4)
    svg.path("M-116 14 C-60 4 60 4 116 14 C110 46 60 74 0 76 C-60 74 -110 46 -116 14 Z", ground, KEY, 1.6)


def _limb(svg: Svg, joints: Sequence[Point], width: float, colour: str = FLESH) -> None:
    line, ws = taper(list(joints), [width] * len(joints), 4)
    svg.path(d(tube_outline(line, ws), True), colour, KEY, 1.8)


def _head(svg: Svg, x: float, y: float, r: float = 9, hair: str = HAIR, facing: int = 1, helmet: str | None = None,
          long_hair: bool = False) -> None:
    if long_hair:  # falling behind the head to the shoulders, the face left clear
        b = -facing
        svg.path(d(smooth_loop([(x + facing * r * 0.6, y - r * 1.1), (x + b * r * 1.3, y - r * 0.5),
                                (x + b * r * 1.3, y + r * 1.8), (x + b * r * 0.2, y + r * 1.4),
                                (x + facing * r * 0.2, y)], 3), True), hair, KEY, 1.4)
    svg.circle(x, y, r, FLESH, KEY, 1.6)
    svg.circle(x + facing * r * 0.4, y - r * 0.1, r * 0.13, KEY)
    if helmet:
        svg.path(f"M{f(x - r * 1.1)} {f(y - r * 0.1)} C{f(x - r * 1.1)} {f(y - r * 1.5)} {f(x + r * 1.1)} "
                 f"{f(y - r * 1.5)} "
                 f"{f(x + r * 1.1)} {f(y - r * 0.1)} Z", helmet, KEY, 1.4)
        svg.path(f"M{f(x - facing * r * 0.4)} {f(y - r * 1.2)} q{f(-facing * r * 1.4)} {f(-r * 0.8)} "
                 f"{f(-facing * r * 2)} "
                 f"{f(r * 0.6)}", None, RED, 3)
    elif not long_hair:
        svg.path(f"M{f(x - r)} {f(y - r * 0.1)} C{f(x - r)} {f(y - r * 1.4)} {f(x + r)} {f(y - r * 1.4)} {f(x + r)} "
                 f"{f(y - r * 0.2)} Z", hair, KEY, 1.2)


def lovers(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        _frame(svg)
        # a low bank rising to the left under the bush, the youth lying along its slope
        svg.path("M-112 20 C-96 4 -60 2 -30 12 C0 22 30 40 56 66 L30 70 L0 72 L-40 68 L-70 56 L-92 44 L-106 31 Z",
                 "#8cc850", None)
        svg.path("M-112 20 C-96 4 -60 2 -30 12 C0 22 30 40 56 66", None, KEY, 1.4, 0.8)
        svg.ellipse(0, 0, 118, 76, None, KEY, 2.4)  # the oval's line again over the bank's foot
        _bush(svg)
        # the girl seated behind him in her spread gown, her hand on his shoulder
        figures.draw(svg, figures.girl, 18, 28, 0.19)
        # the young man lying back on his elbow before her, one knee drawn up, his legs stretched out to the right
        figures.draw(svg, figures.reclining_youth, 10, 62, 0.168)
        figures.draw(svg, figures.girl_reach, 18, 28, 0.19)  # her hand on his shoulder


# the lovers' bush: its clumps of leaves (x, y, radius), the far ones first
_CLUMPS = ((-86, -40, 19), (-60, -50, 20), (-36, -38, 17), (-96, -12, 16), (-70, -22, 20), (-44, -14, 19),
           (-26, -2, 13), (-84, 4, 15), (-58, 5, 16))


def _bush(svg: Svg) -> None:
    """A bush of leaf clusters (not a hedge): a trunk forking under it, rounded clumps with scalloped edges, each lit
    on its upper left and shaded under, a few loose leaves at the edge."""
    svg.path("M-66 14 C-66 4 -70 -6 -76 -14 M-64 8 C-60 -2 -52 -8 -46 -12 M-66 6 C-64 -8 -62 -20 -60 -30", None, KEY,
             5.5)
    svg.path("M-66 14 C-66 4 -70 -6 -76 -14 M-64 8 C-60 -2 -52 -8 -46 -12 M-66 6 C-64 -8 -62 -20 -60 -30", None, BROWN,
             3)
    for x, y, r in _CLUMPS:
        rim = [(x + r * (1 if k % 2 == 0 else 0.86) * math.cos(k * math.pi / 9),
                y + r * (1 if k % 2 == 0 else 0.86) * math.sin(k * math.pi / 9) * 0.9) for k in range(18)]
        svg.path(d(smooth_loop(rim, 3), True), GREEN, KEY, 1.5)
        svg.path(f"M{f(x - r * 0.7)} {f(y + r * 0.35)} Q{f(x)} {f(y + r * 1.05)} {f(x + r * 0.75)} {f(y + r * 0.3)}",
                 None, DARK_GREEN, 3)  # the shade under the clump
        svg.path(f"M{f(x - r * 0.55)} {f(y - r * 0.25)} Q{f(x - r * 0.4)} {f(y - r * 0.65)} {f(x + r * 0.05)} "
                 f"{f(y - r * 0.62)}", None, LIGHT_GREEN, 2.2)  # lit on its upper left
        # a leaf or two drawn in it
        svg.path(f"M{f(x - r * 0.1)} {f(y + r * 0.05)} l{f(r * 0.22)} {f(-r * 0.22)} "
                 f"M{f(x + r * 0.3)} {f(y - r * 0.1)} l{f(r * 0.2)} {f(r * 0.18)}", None, DARK_GREEN, 1.4)
    # loose leaves on the bush's edge
    for lx, ly, rot in ((-104, -26, -40), (-40, -58, 20), (-16, -20, 50), (-100, 6, -70)):
        svg.ellipse(lx, ly, 5, 2.6, GREEN, KEY, 1.1, rot=rot)


def bacchante(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        _frame(svg)
        # vines with grapes overhead
        svg.path("M-100 -30 C-60 -70 40 -76 100 -30", None, BROWN, 4)
        for vx, vy in ((-70, -52), (-20, -66), (30, -64), (76, -44)):
            svg.ellipse(vx, vy, 12, 7, GREEN, KEY, 1.2, rot=20)
        for gx, gy in ((-44, -50), (54, -50)):
            for k in range(6):
                svg.circle(gx + (k % 3 - 1) * 6, gy + (k // 3) * 7, 4, PURPLE, KEY, 0.8)
        # the bacchante lying back on her elbow, her drape over her hips and legs, her hand on her hip
        figures.draw(svg, figures.reclining_bacchante, 20, 58, 0.16)
        # the winged child at her head, offering her the grapes
        with svg.group("translate(-78 24) scale(0.2)"):
            aces.putto(svg, 0, 0, RED, reach=(110, -110))
        for k in range(5):
            svg.circle(-58 + (k % 2) * 6, -16 + (k // 2) * 6, 3.4, PURPLE, KEY, 0.8)


def duel(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        _frame(svg, "#c9d89a")
        # the fallen soldier thrown down on his side, propped on his elbow, his shield raised against the blow
        figures.draw(svg, figures.fallen_soldier, -18, 60, 0.15)
        # the victor standing over him, his sword raised
        figures.draw(svg, lambda v: figures.soldier(v, RED, YELLOW), 50, 60, 0.165)


def hercules(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        _frame(svg)
        # the castle and the globe behind
        svg.path("M50 -10 L50 -50 L58 -50 L58 -42 L66 -42 L66 -50 L74 -50 L74 -42 L82 -42 L82 -50 L90 -50 L90 -10 Z",
                 "#d8c8a8", KEY, 1.6)
        svg.rect(64, -28, 12, 18, 0, BROWN, KEY, 1.2)
        svg.circle(-80, -16, 18, SKY, KEY, 1.8)
        svg.path("M-98 -16 L-62 -16 M-80 -34 Q-68 -16 -80 2 M-80 -34 Q-92 -16 -80 2", None, KEY, 1.2)
        # the seated strong man on his rock, the lion lying at his feet
        svg.path(d(smooth_loop([(-34, 40), (-30, 4), (0, -4), (32, 4), (36, 40)], 3), True), "#a8988a", KEY, 2)
        figures.draw(svg, figures.hercules, 4, 58, 0.16)
        figures.draw(svg, figures.lion, -52, 48, 0.36)
        _ = (GREY, HATCH, WHITE)
