"""The little scenes in the middle of the Sarde's fours, as the pattern has kept them since its Madrid original
(described in docs/DECKS.md), each drawn our own way as small figures in an oval:

- coins: a pair of lovers, a helmeted young man reclining by a seated girl, before a bush;
- cups: a reclining bacchante crowned with vine leaves, a winged child offering her grapes;
- swords: a fallen soldier under his shield, another standing over him with his sword raised;
- batons: a seated strong man leaning on his club, a lion at his feet, a globe and a castle behind him.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..south_kit.ink import (
    BLUE,
    BROWN,
    DARK_GREEN,
    FLESH,
    GREEN,
    GREY,
    HATCH,
    KEY,
    LIGHT_GREEN,
    OCHRE,
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
        svg.path(d(smooth_loop([(-110, 12), (-104, -30), (-80, -56), (-46, -58), (-24, -36), (-20, 10)], 4), True),
                 GREEN, KEY, 1.8)
        svg.path("M-90 -24 q8 -8 16 0 M-66 -42 q8 -8 16 0 M-56 -14 q8 -8 16 0", None, DARK_GREEN, 1.8)
        # the girl seated behind him, her knees drawn up under her blue gown, her hand on his shoulder
        svg.path(d(smooth_loop([(-12, -30), (6, -32), (16, -4), (44, 0), (50, 22), (-10, 24), (-20, 4)], 3), True),
                 BLUE, KEY, 1.8)
        svg.path("M14 2 Q28 12 38 20", None, KEY, 1.1)
        _head(svg, -2, -42, 10, "#8a5a2b", 1, long_hair=True)
        # the young man reclining on his elbow before her, legs stretched to the right, red tunic and blue hose
        _limb(svg, [(6, 30), (52, 36), (98, 42)], 11, BLUE)
        _limb(svg, [(2, 26), (42, 24), (80, 30), (102, 26)], 11, BLUE)
        svg.path(d(smooth_loop([(-64, 8), (-40, -4), (-6, 14), (10, 34), (-24, 42), (-62, 36)], 3), True), RED, KEY,
                 1.8)
        _limb(svg, [(-56, 4), (-70, 24), (-64, 40)], 8)
        _limb(svg, [(8, -20), (-16, -10), (-38, -2)], 7)
        _head(svg, -52, -10, 10, facing=1, helmet=GREY)


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
        # the bacchante reclining on her elbow: her bare shoulders and arm, a white drape over hips and legs
        _limb(svg, [(-54, 4), (-72, 24), (-66, 40)], 8)
        svg.path(d(smooth_loop([(-58, -6), (-40, -12), (-18, 6), (-14, 22), (-40, 30), (-60, 18)], 3), True), FLESH,
                 KEY, 1.6)
        svg.path(d(smooth_loop([(-30, 10), (0, 2), (34, 14), (70, 22), (92, 30), (90, 42), (20, 42), (-36, 38)], 3),
                   True), WHITE, KEY, 1.8)
        svg.path("M-10 14 Q10 26 26 40 M14 10 Q36 24 50 40 M40 18 Q62 30 74 40", None, "#b8b0c8", 1.6)
        _limb(svg, [(86, 34), (98, 34)], 7)
        _limb(svg, [(-44, -6), (-24, -22), (-2, -30)], 7)
        _head(svg, -60, -18, 10, HAIR, 1, long_hair=True)
        svg.path("M-72 -26 q12 -10 24 0", None, GREEN, 4)
        # the winged child offering her grapes
        for k in (-1, 1):
            svg.path(f"M56 -10 q{k * 14} -18 {k * 24} -8 q{-k * 10} 12 {-k * 24} 12 Z", WHITE, KEY, 1.2)
        _limb(svg, [(52, 4), (50, 30)], 7)
        _limb(svg, [(60, 4), (64, 30)], 7)
        svg.circle(56, -2, 11, FLESH, KEY, 1.6)
        _limb(svg, [(50, -6), (30, -20), (12, -28)], 6)
        _head(svg, 58, -20, 8, "#c9a060", -1)
        for k in range(5):
            svg.circle(6 + (k % 2) * 6, -30 + (k // 2) * 6, 3.4, PURPLE, KEY, 0.8)


def duel(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        _frame(svg, "#c9d89a")
        # the fallen soldier on his back under his round shield
        _limb(svg, [(-70, 34), (-30, 36), (0, 44)], 12, BLUE)
        svg.path(d(smooth_loop([(-90, 28), (-70, 22), (-40, 30), (-50, 44), (-86, 42)], 3), True), GREY, KEY, 1.8)
        _head(svg, -96, 30, 9, facing=-1, helmet=GREY)
        svg.circle(-52, 20, 18, OCHRE, KEY, 2)
        svg.circle(-52, 20, 6, YELLOW, KEY, 1.2)
        # the victor standing over him, sword raised
        _limb(svg, [(20, 0), (10, 30), (4, 56)], 10, RED)
        _limb(svg, [(30, 0), (44, 30), (56, 54)], 10, RED)
        svg.path(d(smooth_loop([(10, -40), (36, -42), (40, 0), (8, 2)], 3), True), GREY, KEY, 2)
        _limb(svg, [(32, -36), (50, -56), (56, -74)], 8)
        svg.path("M56 -74 L30 -110", None, KEY, 6)
        svg.path("M56 -74 L30 -110", None, WHITE, 3)
        svg.path("M48 -70 L66 -80", None, YELLOW, 4)
        _limb(svg, [(14, -34), (-6, -14), (-24, -4)], 8)
        _head(svg, 24, -54, 10, facing=-1, helmet=GREY)


def hercules(svg: Svg, x: float, y: float, s: float = 1.0) -> None:
    with svg.group(f"translate({f(x)} {f(y)}) scale({s})"):
        _frame(svg)
        # the castle and the globe behind
        svg.path("M50 -10 L50 -50 L58 -50 L58 -42 L66 -42 L66 -50 L74 -50 L74 -42 L82 -42 L82 -50 L90 -50 L90 -10 Z",
                 "#d8c8a8", KEY, 1.6)
        svg.rect(64, -28, 12, 18, 0, BROWN, KEY, 1.2)
        svg.circle(-80, -16, 18, SKY, KEY, 1.8)
        svg.path("M-98 -16 L-62 -16 M-80 -34 Q-68 -16 -80 2 M-80 -34 Q-92 -16 -80 2", None, KEY, 1.2)
        # the seated man, a lion skin over his shoulder, leaning on his club
        svg.path(d(smooth_loop([(-30, 30), (-30, 0), (30, 0), (30, 30)], 2), True), "#a8988a", KEY, 2)  # the rock
        _limb(svg, [(-14, 10), (-30, 30), (-26, 56)], 13)
        _limb(svg, [(6, 10), (26, 32), (30, 56)], 13)
        svg.path(d(smooth_loop([(-20, -40), (12, -42), (16, 12), (-20, 12)], 3), True), FLESH, KEY, 2)
        svg.path(d(smooth_loop([(-24, -44), (10, -46), (14, -20), (-10, -10), (-26, -20)], 3), True), OCHRE, KEY, 1.6)
        _head(svg, -4, -58, 11, "#3a2418", 1)
        _limb(svg, [(12, -34), (34, -18), (44, -30)], 9)
        svg.path("M44 -70 L50 40", None, KEY, 12)
        svg.path("M44 -70 L50 40", None, BROWN, 7)
        # the lion lying at his feet
        svg.path(d(smooth_loop([(-96, 50), (-70, 38), (-40, 44), (-30, 62), (-90, 64)], 3), True), OCHRE, KEY, 1.8)
        svg.circle(-96, 46, 12, "#b07a2a", KEY, 1.6)
        svg.circle(-100, 48, 7, OCHRE, KEY, 1.2)
        _ = HATCH
