"""Parts of a northern court's figure shared by the standing and the mounted ones: which side each arm is on,
the head on its neck with its collar and headwear, and an arm with what its hand holds.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ..svg import Point, Svg
from . import headgear
from .collars import collar
from .faces import face
from .limbs import Arm, hand, sleeve
from .shapes import MID, blob, curve, darker

# A thing held or set beside the figure: drawn at (x, y), turned `angle` degrees, `size` times its own size.
Prop = Callable[[Svg, float, float, float, float], None]
Props = dict[str, Prop]


def arms(court) -> list[tuple[Arm, int]]:
    """The two arms, each with the side of the body its shoulder is on (-1: the viewer's left), as its elbow
    lies: an arm is drawn from the shoulder on its own side, whichever the court names first."""
    nx = court.body.neck[0]
    sides = [-1 if arm.elbow[0] < nx else 1 for arm in (court.near, court.far)]
    if sides[0] == sides[1]:
        sides = [-1, 1]
    return [(court.near, sides[0]), (court.far, sides[1])]


def head_and_neck(svg: Svg, court) -> None:
    """The neck, the collar over its foot, the face, and the headwear."""
    x, y, s = court.head
    nx, ny = court.body.neck
    flesh = court.face.flesh
    top = y + 34 * s
    blob(svg, [(x - 17 * s, top), (nx - 20, ny + 6), (nx + 20, ny + 6), (x + 17 * s, top)], flesh, MID)
    curve(svg, [(x - 15 * s, top + 18 * s), (x, top + 26 * s), (x + 15 * s, top + 18 * s)], darker(flesh, 0.8),
          3, 0.7)
    collar(svg, court.body, court.collar, court.collar_colour, court.wear_trim, flesh)
    face(svg, x, y, s, court.face, neck=False)
    headgear.wear(svg, court.wear, x, y, s, court.face.turn, court.wear_colour, court.wear_trim, court.feather,
                  court.crown)


def grip_point(arm: Arm, scale: float) -> Point:
    """Where the hand closes on (or bears) what it holds: along the fingers from the wrist."""
    reach = {"grip": 30, "fist": 30, "reins": 18, "palm": 44}.get(arm.hand, 26) * scale
    a = math.radians(arm.angle)
    return arm.wrist[0] - math.sin(a) * reach, arm.wrist[1] + math.cos(a) * reach


def prop(svg: Svg, arm: Arm, props: Props, scale: float) -> None:
    x, y = grip_point(arm, scale)
    props[arm.holds](svg, x, y, arm.prop_angle, arm.prop_size)


def hold(svg: Svg, arm: Arm, shoulder: Point, side: int, props: Props, scale: float, flesh: str) -> None:
    """One arm: the sleeve, then what its hand grips and the hand over it (or the hand, and what it bears on its
    palm over that)."""
    sleeve(svg, shoulder, arm)
    left = arm.wrist[0] > arm.elbow[0] if arm.hand in ("grip", "fist", "reins") else side > 0
    in_front = arm.holds and not arm.behind
    if in_front and arm.hand != "palm":
        prop(svg, arm, props, scale)
    hand(svg, arm.wrist, arm.hand, arm.angle, scale, left, flesh)
    if in_front and arm.hand == "palm":
        prop(svg, arm, props, scale)
