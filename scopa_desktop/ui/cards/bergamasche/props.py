"""What the Bergamasche's courts hold: their signs (a coin, a vase, the broad straight blue sword), the batons'
courts' mace, and the hilt of the knave of swords' second sword at his hip.
"""

from __future__ import annotations

import math

from ..north_kit.court import Props
from ..svg import Svg
from . import signs


def hilt(svg: Svg, x: float, y: float, angle: float, size: float) -> None:
    """The second sword worn at the hip: its guard and grip by the hand, its blade going down past the line."""
    a = math.radians(angle)
    ux, uy = math.sin(a), -math.cos(a)
    signs.straight_sword(svg, (x + ux * 30, y + uy * 30), (x + ux * 330 * size, y + uy * 330 * size), 30, signs.BLUE)


def props() -> Props:
    return {"coin": signs.held_coin, "cup": signs.held_cup, "sword": signs.held_sword, "mace": signs.held_mace,
            "hilt": hilt}
