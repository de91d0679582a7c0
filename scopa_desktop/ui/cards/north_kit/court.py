"""A northern double-ended court, stood up from its parts: the half figure in the top half of the card (head,
body and clothes, two arms each doing its own thing with what it holds), or a rider on his horse (mount.py),
then the line between the halves. The renderer turns the half round for the other end (Svg.mirror).

Each pattern describes its twelve courts as `Court`s and draws the things they hold (`Props`: a name ->
a function drawing the thing at a point, turned, sized); nothing here is any one pattern's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..svg import Svg, f
from .faces import Face
from .figure import Props, arms, head_and_neck, hold, prop
from .garb import Body, Garb, body, mantle, wings
from .limbs import Arm
from .mount import mounted
from .shapes import INK


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
    crown: int = 0  # which form of its kind the headwear takes (headgear.wear's variant)
    collar: str = "band"
    collar_colour: str = "#fffdf6"
    mantle: tuple[str, str, str] | None = None
    extra: tuple[Extra, ...] = field(default_factory=tuple)
    behind: tuple[Extra, ...] = field(default_factory=tuple)
    mount: object | None = None
    hands: float = 1.2


def draw(svg: Svg, court: Court, props: Props, slant: float = 0.0, line: str = INK,
         span: tuple[float, float] = (40, 560), grow: tuple[float, float] = (1.0, 0.0), weight: float = 6) -> None:
    """The top half of a double-ended court; the pattern's frame is its court layer, the line between the
    halves runs across `span` (the frame's inside); `grow` (scale, drop) scales the figure about the card's
    centre and lowers it by `drop` units (a pattern whose printed figures fill the frame: larger, their heads
    kept under the frame's top); `weight` the line's width (a hairline seam where print draws one)."""
    svg.layer = "court"
    svg.mirror = slant
    scale, drop = grow
    with svg.group(f"translate(300 {f(500 + drop)}) scale({scale}) translate(-300 -500)"):
        for e in court.behind:
            props[e.name](svg, e.x, e.y, e.angle, e.size)
        if court.mount is not None:
            mounted(svg, court, props)
        else:
            standing(svg, court, props)
        for e in court.extra:
            props[e.name](svg, e.x, e.y, e.angle, e.size)
    split(svg, slant, line, span, weight)


def split(svg: Svg, slant: float, colour: str = INK, span: tuple[float, float] = (40, 560),
          weight: float = 6) -> None:
    """The line between the halves through the card's middle (each half draws its own half of the stroke)."""
    x0, x1 = span
    svg.path(f"M{f(x0)} {f(500 + (x0 - 300) * slant)} L{f(x1)} {f(500 + (x1 - 300) * slant)}", None, colour, weight)


def standing(svg: Svg, court: Court, props: Props) -> None:
    """A half figure: whatever is held behind, the mantle, the body, the head, the arms and what they hold."""
    who = court.body
    for arm, _ in arms(court):
        if arm.holds and arm.behind:
            prop(svg, arm, props, court.hands)
    if court.mantle:
        colour, lining, over = court.mantle
        mantle(svg, who, colour, lining, over)
    body(svg, who, court.garb)
    head_and_neck(svg, court)
    for arm, side in arms(court):
        hold(svg, arm, who.shoulder(side), side, props, court.hands, court.face.flesh)
    wings(svg, who, court.garb)


