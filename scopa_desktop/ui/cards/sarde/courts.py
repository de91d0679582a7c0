"""The Sarde's courts, each its own figure (sutte.py, cavalli.py, re.py), standing on a patch of grassy ground kept
clear of the corner numbers."""

from __future__ import annotations

from ..south_kit.ink import DARK_GREEN, GREEN, KEY, LIGHT_GREEN, d, smooth_loop
from ..svg import Svg
from . import cavalli, re, sutte


def court(svg: Svg, rank: int, suit: str) -> None:
    if rank != 8:  # each knave stands on ground of his own (sutte.py)
        ground(svg)
    {8: sutte.SUTTE, 9: cavalli.CAVALLI, 10: re.RE}[rank][suit](svg)


def ground(svg: Svg) -> None:
    """A low mound of grass across the foot of the card, tufts along its edge."""
    svg.path(d(smooth_loop([(96, 896), (170, 866), (300, 858), (420, 866), (478, 892), (452, 920), (300, 930),
                            (120, 920)], 4), True), LIGHT_GREEN, KEY, 3)
    svg.path(" ".join(f"M{x} {y} l-6 -14 M{x + 6} {y} l2 -16 M{x + 12} {y} l8 -12" for x, y in
                      ((130, 898), (196, 878), (370, 876), (420, 890), (250, 918), (334, 920))), None, DARK_GREEN, 2.4)
    svg.path("M116 908 C200 894 380 894 464 906", None, GREEN, 3, 0.7)
