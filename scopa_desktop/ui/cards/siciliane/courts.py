"""The Siciliane's courts, each its own figure (donne.py, cavalli.py, re.py), standing on a base coloured by rank
so the rank reads from the foot of the card: red for the knaves, yellow for the cavaliers, green for the kings."""

from __future__ import annotations

from ..south_kit.ink import GREEN, KEY, RED, WHITE, YELLOW, d
from ..svg import Svg
from . import cavalli, donne, re

BASES = {8: RED, 9: YELLOW, 10: GREEN}
# each donkey and rider grown from the hooves and set along the base on its own: (shift, scale). At 1.16 and
# centred they ran under the 90 px corner plaques (the 9d's rump and tail, the 9b's muzzle and club head)
PLACE = {"d": (-20.0, 1.1), "c": (-44.0, 1.1), "s": (-40.0, 1.12), "b": (-12.0, 1.12)}


def court(svg: Svg, rank: int, suit: str) -> None:
    base(svg, BASES[rank])
    if rank == 9:  # the donkey and rider larger (they filled about three quarters of the card), grown from the hooves
        dx, k = PLACE[suit]
        with svg.group(f"translate({300 + dx:g} 906) scale({k:g}) translate(-300 -906)"):
            cavalli.CAVALLI[suit](svg)
        return
    # the standing figures a little larger than drawn, grown from their feet on the plinth
    with svg.group("translate(300 884) scale(1.06) translate(-300 -884)"):
        (donne.DONNE if rank == 8 else re.RE)[suit](svg)


def base(svg: Svg, colour: str) -> None:
    """A low plinth across the foot of the card: its top face lit, its front in the rank's colour, ruled."""
    # its ends kept 6 units inside the corner indices' columns at 300 px, so they letter on clear paper
    svg.path(d([(126, 884), (474, 884), (488, 912), (112, 912)], True), colour, KEY, 3)
    svg.path(d([(112, 912), (488, 912), (488, 944), (112, 944)], True), colour, KEY, 3)
    svg.path(" ".join(f"M{x} 916 L{x} 940" for x in range(120, 484, 9)), None, KEY, 1.4, 0.8)
    svg.path("M130 888 L470 888", None, WHITE, 3, 0.6)
