"""The Napoletane: the Spanish-suited pattern of Naples and the south, single-headed full-length courts.

Its marks and pip layouts are in italian.py, its courts in figures.py; here the whole card is put together
and the aces, the pattern's own cards, are drawn.
"""

from __future__ import annotations

import math

from . import figures, italian
from .ornaments import bow_knot, settebello, wreath
from .svg import Svg

INK = {"d": (110, 62, 6), "c": (150, 24, 34), "s": (28, 53, 95), "b": (40, 92, 46)}
BACK = ("g:backred", "#e9c25a", "#3a0a0e", "#7d1118")  # field, lattice line, edge, rosette heart


def face(rank: int, suit: str) -> Svg:
    svg = Svg()
    if rank >= 8:
        figures.italian_court(svg, rank, suit)
    elif rank == 1:
        _ace(svg, suit)
    elif rank == 7 and suit == "d":
        settebello(svg, "coin", italian.SETTEBELLO_POS)
    else:
        italian.pips(svg, suit, rank)
    svg.plaque = rank >= 8 or rank == 1 or (rank == 7 and suit == "d")
    return svg


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


def _ace(svg: Svg, suit: str) -> None:
    if suit == "d":
        # the Asso di Denari: a great coin in a sunburst and a laurel wreath
        for k in range(32):
            a = k * math.pi / 16
            r0, r1 = 200, 250 if k % 2 else 228
            w = 0.07
            svg.poly(
                [
                    (300 + r0 * math.cos(a - w), 500 + r0 * math.sin(a - w)),
                    (300 + r1 * math.cos(a), 500 + r1 * math.sin(a)),
                    (300 + r0 * math.cos(a + w), 500 + r0 * math.sin(a + w)),
                ],
                "g:goldv",
                "#8a5a07",
                1.5,
            )
        wreath(svg, 300, 500, 212)
        italian.coin(svg, 300, 500, 360, rich=True)
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
