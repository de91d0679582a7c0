"""The Sarde's courts, each its own figure (sutte.py, cavalli.py, re.py), standing on a patch of grassy ground."""

from __future__ import annotations

from ..south_kit.ink import DARK_GREEN, GREEN, KEY, LIGHT_GREEN, d, smooth_loop
from ..svg import Svg
from . import cavalli, re, sutte


def court(svg: Svg, rank: int, suit: str) -> None:
    ground(svg)
    {8: sutte.SUTTE, 9: cavalli.CAVALLI, 10: re.RE}[rank][suit](svg)


def ground(svg: Svg) -> None:
    """A low mound of grass across the foot of the card, tufts along its edge."""
    svg.path(d(smooth_loop([(70, 900), (160, 868), (300, 860), (440, 868), (530, 900), (500, 924), (300, 932),
                            (100, 924)], 4), True), LIGHT_GREEN, KEY, 3)
    svg.path(" ".join(f"M{x} {y} l-6 -14 M{x + 6} {y} l2 -16 M{x + 12} {y} l8 -12" for x, y in
                      ((110, 900), (190, 880), (380, 878), (460, 896), (250, 920), (340, 922))), None, DARK_GREEN, 2.4)
    svg.path("M90 910 C200 896 400 896 510 910", None, GREEN, 3, 0.7)
