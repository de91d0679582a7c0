"""A northern double-ended court, stood up from its parts: the half figure in the top half of the card (head,
body and clothes, two arms each doing its own thing with what it holds), or a rider on his horse (mount.py),
then the line between the halves. The renderer turns the half round for the other end (Svg.mirror).

Each pattern describes its twelve courts as `Court`s and draws the things they hold (`Props`: a name ->
a function drawing the thing at a point, turned, sized); nothing here is any one pattern's.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from ..svg import Point, Svg, f
from . import headgear
from .faces import Face, face
from .garb import Body, Garb, body, collar, mantle
from .limbs import Arm, hand, sleeve
from .shapes import INK, MID, blob, curve, darker

# A thing held or set beside the figure: drawn at (x, y), turned `angle` degrees, `size` times its own size.
Prop = Callable[[Svg, float, float, float, float], None]
Props = dict[str, Prop]


@dataclass(frozen=True)
class Extra:
    """A prop set beside the figure (a dog, a moon, a seal): its name, where, turned, sized."""

    name: str
    x: float
    y: float
    angle: float = 0.0
    size: float = 1.0


@dataclass(frozen=True)
class Court:
    """One court: the face and where it sits (x, y, scale), the body and its clothes, the arm on the viewer's
    left (`near`) and right (`far`), headwear, collar, mantle (colour, lining, over which shoulders), props
    set in front (`extra`) or behind (`behind`), a horse for a cavalier (mount.Mount), the hands' size."""

    face: Face
    head: tuple[float, float, float]
    body: Body
    garb: Garb
    near: Arm
    far: Arm
    wear: str = "bare"
    wear_colour: str = "#c6282e"
    wear_trim: str = "#f2c11d"
    feather: str = "#fffdf6"
    collar: str = "band"
    collar_colour: str = "#fffdf6"
    mantle: tuple[str, str, str] | None = None
    extra: tuple[Extra, ...] = field(default_factory=tuple)
    behind: tuple[Extra, ...] = field(default_factory=tuple)
    mount: object | None = None
    hands: float = 1.2


def draw(svg: Svg, court: Court, props: Props, slant: float = 0.0, line: str = INK,
         span: tuple[float, float] = (40, 560)) -> None:
    """The top half of a double-ended court; the pattern's frame is its court layer, the line between the
    halves runs across `span` (the frame's inside)."""
    svg.layer = "court"
    svg.mirror = slant
    for e in court.behind:
        props[e.name](svg, e.x, e.y, e.angle, e.size)
    if court.mount is not None:
        from .mount import mounted  # the cavaliers' horses, loaded with the first drawn

        mounted(svg, court, props)
    else:
        standing(svg, court, props)
    for e in court.extra:
        props[e.name](svg, e.x, e.y, e.angle, e.size)
    split(svg, slant, line, span)


def split(svg: Svg, slant: float, colour: str = INK, span: tuple[float, float] = (40, 560)) -> None:
    """The line between the halves through the card's middle (each half draws its own half of the stroke)."""
    x0, x1 = span
    svg.path(f"M{f(x0)} {f(500 + (x0 - 300) * slant)} L{f(x1)} {f(500 + (x1 - 300) * slant)}", None, colour, 6)


def arms(court: Court) -> list[tuple[Arm, int]]:
    """The two arms, each with the side of the body its shoulder is on (-1: the viewer's left), as its elbow
    lies: an arm is drawn from the shoulder on its own side, whichever the court names first."""
    nx = court.body.neck[0]
    sides = [-1 if arm.elbow[0] < nx else 1 for arm in (court.near, court.far)]
    if sides[0] == sides[1]:
        sides = [-1, 1]
    return [(court.near, sides[0]), (court.far, sides[1])]


def standing(svg: Svg, court: Court, props: Props) -> None:
    """A half figure: whatever is held behind, the mantle, the body, the head, the arms and what they hold."""
    who = court.body
    for arm, _ in arms(court):
        if arm.holds and arm.behind:
            _prop(svg, arm, props, court.hands)
    if court.mantle:
        colour, lining, over = court.mantle
        mantle(svg, who, colour, lining, over)
    body(svg, who, court.garb)
    head_and_neck(svg, court)
    for arm, side in arms(court):
        hold(svg, arm, who.shoulder(side), side, props, court.hands, court.face.flesh)


def head_and_neck(svg: Svg, court: Court) -> None:
    """The neck, the collar over its foot, the face, and the headwear."""
    x, y, s = court.head
    nx, ny = court.body.neck
    flesh = court.face.flesh
    top = y + 34 * s
    blob(svg, [(x - 17 * s, top), (nx - 20, ny + 6), (nx + 20, ny + 6), (x + 17 * s, top)], flesh, MID)
    curve(svg, [(x - 15 * s, top + 18 * s), (x, top + 26 * s), (x + 15 * s, top + 18 * s)], darker(flesh, 0.8),
          3, 0.7)
    collar(svg, court.body, court.collar, court.collar_colour, court.wear_trim)
    face(svg, x, y, s, court.face, neck=False)
    headgear.wear(svg, court.wear, x, y, s, court.face.turn, court.wear_colour, court.wear_trim, court.feather)


def grip_point(arm: Arm, scale: float) -> Point:
    """Where the hand closes on (or bears) what it holds: along the fingers from the wrist."""
    reach = {"grip": 30, "fist": 30, "reins": 18, "palm": 44}.get(arm.hand, 26) * scale
    a = math.radians(arm.angle)
    return arm.wrist[0] - math.sin(a) * reach, arm.wrist[1] + math.cos(a) * reach


def _prop(svg: Svg, arm: Arm, props: Props, scale: float) -> None:
    x, y = grip_point(arm, scale)
    props[arm.holds](svg, x, y, arm.prop_angle, arm.prop_size)


def hold(svg: Svg, arm: Arm, shoulder: Point, side: int, props: Props, scale: float, flesh: str) -> None:
    """One arm: the sleeve, then what its hand grips and the hand over it (or the hand, and what it bears on its
    palm over that)."""
    sleeve(svg, shoulder, arm)
    left = arm.wrist[0] > arm.elbow[0] if arm.hand in ("grip", "fist", "reins") else side > 0
    in_front = arm.holds and not arm.behind
    if in_front and arm.hand != "palm":
        _prop(svg, arm, props, scale)
    hand(svg, arm.wrist, arm.hand, arm.angle, scale, left, flesh)
    if in_front and arm.hand == "palm":
        _prop(svg, arm, props, scale)
