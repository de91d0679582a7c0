"""The Napoletane's twelve courts, each its own figure (fanti.py, cavalli.py, re.py), standing on a short ground
line of the suit's colour with no frame: gold for coins, red for cups, blue for swords, green for batons."""

from __future__ import annotations

from ..south_kit.ink import BLUE, GREEN, KEY, RED, YELLOW, d
from ..svg import Svg
from . import cavalli, fanti, re

GROUND = {"d": YELLOW, "c": RED, "s": BLUE, "b": GREEN}
GROUND_Y = 894
FIGURE_SCALE = 1.08


def court(svg: Svg, rank: int, suit: str) -> None:
    if rank == 9:  # horse and rider a little larger, grown from the floor
        with svg.group(f"translate(300 906) scale({FIGURE_SCALE}) translate(-300 -906)"):
            cavalli.CAVALLI[suit](svg)
    else:
        ground(svg, suit)
        # the standing figures a little larger than drawn, grown from their feet: they fill the card's height as
        # the printed ones do (about 0.8 of it)
        with svg.group(f"translate(300 {GROUND_Y}) scale({FIGURE_SCALE}) translate(-300 -{GROUND_Y})"):
            (fanti.FANTI if rank == 8 else re.RE)[suit](svg)


def ground(svg: Svg, suit: str, x0: float = 150, x1: float = 450, y: float = 882, h: float = 40) -> None:
    """The slab the figure stands on, in the suit's colour, ruled with upright strokes: as deep as print's (40
    units, was a 26-unit strip), the feet set down on its face as print's are; kept as wide as before, clear of
    the 90 px corner index."""
    svg.rect(x0, y, x1 - x0, h, 0, GROUND[suit], KEY, 3)
    svg.path(" ".join(f"M{x} {y + 4} L{x} {y + h - 3}" for x in range(int(x0) + 8, int(x1) - 4, 8)), None, KEY, 1.4,
             0.8)
    _ = d
