"""The Napoletane: the Spanish-suited pattern of Naples and the south, single-headed full-length courts.

Its marks and pip layouts are in italian.py, its courts in figures.py (standing on a ground of their suit's
colour); here the whole card is put together with the pattern's own cards (docs/DECKS.md): the
double-headed eagle behind the ace of coins, the grinning mask (the "gatto mammone") on the three of
batons, the red ribbon on the two and three of swords, the yellow flowers of the four, the little fox
hunt of the five.
"""

from __future__ import annotations

import math

from . import emblems, figures, italian
from .figures import OUT
from .ornaments import bow_knot, wreath
from .svg import Svg, f

INK = {"d": (110, 62, 6), "c": (150, 24, 34), "s": (28, 53, 95), "b": (40, 92, 46)}
BACK = ("g:backred", "#e9c25a", "#3a0a0e", "#7d1118")  # field, lattice line, edge, rosette heart


court = figures.italian_court


def pips(svg: Svg, suit: str, rank: int) -> None:
    italian.pips(svg, suit, rank)
    _specials(svg, suit, rank)


def draw_sprite(svg: Svg, kind: str) -> None:
    italian.draw_sprite(svg, kind)


def medallion(svg: Svg) -> None:
    """The back's centre: the four suits."""
    italian.coin(svg, 300, 418, 82)
    italian.cup(svg, 300, 588, 82)
    italian.sword(svg, 236, 506, 96)
    italian.baton(svg, 364, 500, 92)


def layer(kind: str, svg: Svg) -> None:
    """A court's frame, sky and meadow (kind "court" + suit)."""
    figures.frame(svg, kind[-1])


def ace(svg: Svg, suit: str) -> None:
    if suit == "d":
        # the Asso di Denari: the crowned double-headed eagle bearing a great coin, in a sunburst
        for k in range(32):
            a = k * math.pi / 16
            r0, r1 = 200, 250 if k % 2 else 228
            w = 0.07
            svg.poly(
                [
                    (300 + r0 * math.cos(a - w), 520 + r0 * math.sin(a - w)),
                    (300 + r1 * math.cos(a), 520 + r1 * math.sin(a)),
                    (300 + r0 * math.cos(a + w), 520 + r0 * math.sin(a + w)),
                ],
                "g:goldv",
                "#8a5a07",
                1.5,
                0.6,
            )
        emblems.eagle(svg, 300, 470, 1.0, heads=2)
        italian.coin(svg, 300, 520, 250, rich=True)
    elif suit == "c":
        svg.ellipse(300, 520, 200, 250, "g:glow", None, 0, 0.55)
        italian.cup(svg, 300, 510, 560)
        for s in (-1, 1):
            svg.path(
                f"M{300 + s * 150} 330 C{300 + s * 260} 300 {300 + s * 250} 180 {300 + s * 160} 190",
                None,
                "#2f7a46",
                10,
            )
            for t in range(3):
                svg.ellipse(
                    300 + s * (195 + t * 20), 300 - t * 45, 26, 11, "g:leaf", "#1d4a20", 1.2,
                    rot=-s * 40 + s * t * 25,
                )
    elif suit == "s":
        wreath(svg, 300, 520, 175, open_top=True)
        italian.sword_blade(svg, (300, 760), (300, 80), 0, 64, 1.1)
        bow_knot(svg, 300, 690)
    else:
        wreath(svg, 300, 520, 175, open_top=True)
        italian.club_stave(svg, (300, 900), (306, 100), 112, bend=-12)
        bow_knot(svg, 300, 700)


def _specials(svg: Svg, suit: str, rank: int) -> None:
    """What the Napoletane add to some pip cards."""
    if suit == "b" and rank == 3:
        _gatto_mammone(svg, 300, 505)
    elif suit == "s" and rank in (2, 3):
        bow_knot(svg, 300, 805)
    elif suit == "s" and rank == 4:
        for y in (400, 500, 600):
            emblems.sprig(svg, 300, y + 20, 0.75, "#f2c94c")
    elif suit == "s" and rank == 5:
        _fox_hunt(svg)


def _gatto_mammone(svg: Svg, x: float, y: float) -> None:
    """The grinning, whiskered mask where the three batons cross."""
    svg.path(f"M{f(x - 70)} {f(y - 20)} C{f(x - 90)} {f(y - 90)} {f(x - 40)} {f(y - 110)} {f(x)} {f(y - 96)} "
             f"C{f(x + 40)} {f(y - 110)} {f(x + 90)} {f(y - 90)} {f(x + 70)} {f(y - 20)} Z", "g:leaf", "#1d4a20", 2)
    svg.ellipse(x, y, 64, 72, "g:goldv", OUT, 2.6)
    for s in (-1, 1):
        svg.ellipse(x + s * 24, y - 16, 12, 9, "#fffaf0", OUT, 1.6)
        svg.circle(x + s * 24, y - 15, 5, "#1a1a1a")
        svg.path(f"M{f(x + s * 12)} {f(y - 34)} Q{f(x + s * 26)} {f(y - 44)} {f(x + s * 40)} {f(y - 32)}", None, OUT, 4)
        for k in (-1, 0, 1):  # the cat's whiskers
            svg.path(f"M{f(x + s * 18)} {f(y + 14 + k * 6)} L{f(x + s * 84)} {f(y + 6 + k * 14)}", None, OUT, 2)
    svg.path(f"M{f(x - 6)} {f(y)} L{f(x + 6)} {f(y)} L{f(x)} {f(y + 10)} Z", "#8e1b22", OUT, 1.2)
    svg.path(f"M{f(x - 32)} {f(y + 28)} Q{f(x)} {f(y + 62)} {f(x + 32)} {f(y + 28)} Q{f(x)} {f(y + 42)} "
             f"{f(x - 32)} {f(y + 28)} Z", "#8e1b22", OUT, 2)
    svg.path(f"M{f(x - 22)} {f(y + 34)} L{f(x + 22)} {f(y + 34)}", None, "#fffaf0", 3)


def _fox_hunt(svg: Svg) -> None:
    """The five of swords' little scene in the middle: a fox running over a green field."""
    svg.ellipse(300, 500, 96, 58, "#e8f2dc", "#5a6e3a", 2)
    svg.path("M210 520 C250 500 350 500 390 520 C380 546 340 556 300 556 C260 556 220 546 210 520 Z", "#8fae6a")
    svg.path("M248 510 C258 486 300 478 330 486 L352 470 L356 486 L370 492 L352 500 C340 516 300 522 276 516 "
             "L252 530 L256 516 L236 526 Z", "#d97a2a", OUT, 1.8)
    svg.path("M248 510 C226 500 214 484 222 470 C232 486 244 494 256 500 Z", "#d97a2a", OUT, 1.6)
    svg.path("M222 470 L216 462 L228 466 Z", "#fffaf0", OUT, 1)
    svg.circle(356, 482, 2.6, "#1a1a1a")


def back(svg: Svg) -> None:
    """The back: this pattern's design in backs/designs.py, round its medallion."""
    from .backs import designs

    designs.napoletane(svg, medallion)
