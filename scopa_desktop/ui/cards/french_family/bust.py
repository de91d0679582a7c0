"""The half-length figure of a double-ended French-suited court, proportioned as the printed courts are: the
head high in the frame, its headwear touching the frame's top, about a third of the half; a long body below it
that fills the frame's width down to the line between the halves (garment.py); two arms each where its pose
puts it (a hand at the shoulder on a sword's grip, a hand at the breast with a flower, a hand raised open),
small hands, and what each hand holds.

A `Bust` says who the court is and how it stands; `draw` puts it in the top half of the card (the renderer lays
it again turned round). Flat colours in a firm key line, dense woven ornament (ornament.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..svg import Point, Svg, f, tube
from . import garment, hats, heads, ornament, props
from .garment import Body, Robe
from .hands import hand
from .ink import KEY, SKIN, YELLOW, poly, smooth
from .ornament import spline as _spline

HAND = 1.24  # the hands small beside the head, as printed (about 0.6 of its width), their fingers readable at 300 px
SCALE = 1.62  # the head's: about 30% of the frame's width, its headwear nearly as wide as the frame, as printed
NECK = 64  # the neck's foot below the head's centre, in head units: the collar sits close under the chin
TOPS = {"crown": 114, "coronet": 98, "veil": 84, "veiled": 98, "cap": 118, "toque": 114, "brimmed": 146, "tall": 150}


@dataclass(frozen=True)
class Arm:
    """One arm: its elbow and hand in card units, the sleeve's colour, its `band`s' colour and woven motif
    (`band_kind`), the hand ("fist" closed round a grip, "open" laid flat, fingers down, "raised" open with the
    palm to us, fingers up, "palm" turned up under a thing, "hidden": the whole arm behind the body, as printed
    courts show one arm holding the attribute and keep the other out of sight), the hand's turn, and what
    it holds (a key of props.PROPS) with the thing's angle, size and own options; `behind`: the thing passes
    behind the figure (a sword behind the head, an axe behind the shoulder); `slashes`: the puffed upper
    sleeve slashed to show a second colour."""

    elbow: Point
    hand: Point
    sleeve: str
    cuff: str = YELLOW
    hand_kind: str = "fist"
    turn: float = 0
    holds: str = ""
    angle: float = 0
    size: float = 260
    options: dict = field(default_factory=dict)
    behind: bool = False
    slashes: str = ""
    band_kind: str = "dots"
    upper: bool = False  # the whole arm from the shoulder (raised), else the forearm out of the robe
    strew: str = ""  # a pair of small lozenges in this ink between the bands down the sleeve, as print fills it


@dataclass(frozen=True)
class Bust:
    """A court: its face and headwear, where its head sits (x; y 0: the headwear's top on the frame's top;
    scale), the heights at which its shoulders meet the frame's sides (`shoulders`: left, right), how far the
    body is turned (-1..1), the robe, the arm on the viewer's left (`left`) and right (`right`), and things drawn
    behind the figure (`behind`: prop name, x, y, angle, size, options) or in front of it (`front`)."""

    face: heads.Face
    hat: hats.Hat
    robe: Robe
    left: Arm
    right: Arm
    x: float = 322
    y: float = 0
    scale: float = SCALE
    shoulders: tuple[float, float] = (24, 24)  # how far below the neck's foot each shoulder meets the side
    inset: tuple[float, float] = (0, 0)  # a slim figure: its shoulders that far in from the frame's sides
    waist: float = -1  # a robe tapering to the line: both its sides meet it that far in from the frame (<0: none)
    turn: float = 0.0
    arms: bool = True  # False: the arms are inside the robe (a king with no hands showing)
    behind: tuple = ()
    front: tuple = ()


def head_y(bust: Bust, frame: tuple[float, float, float, float]) -> float:
    """Where the head's centre sits: as given, else so that the headwear's top meets the frame's top."""
    return bust.y or frame[1] + 4 + TOPS[bust.hat.kind] * bust.scale


def body_of(bust: Bust, frame: tuple[float, float, float, float], mirror: ornament.Line) -> Body:
    """The garment's body under `bust`'s head: its neck's foot, shoulders, turn and width in `frame`."""
    ny = head_y(bust, frame) + NECK * bust.scale
    return Body(bust.x - bust.turn * 6, ny, ny + bust.shoulders[0], ny + bust.shoulders[1], bust.turn, frame, mirror,
                bust.inset, bust.waist)


def draw(svg: Svg, bust: Bust, frame: tuple[float, float, float, float],
         mirror: ornament.Line = ornament.STRAIGHT) -> None:
    """Draw `bust` in the top half of `frame` (x0, y0, x1, y1 of the court's frame), its garment filling the
    frame's width down to the line between the halves (`mirror`: its slope)."""
    y = head_y(bust, frame)
    body = body_of(bust, frame, mirror)
    for item in bust.behind:
        _prop(svg, *item)
    for arm in (bust.left, bust.right):
        if arm.holds and arm.behind:
            _held(svg, arm)
    garment.base(svg, bust.robe, body)
    arms = tuple((arm, side) for arm, side in ((bust.left, -1), (bust.right, 1))
                 if arm.hand_kind != "hidden") if bust.arms else ()
    for arm, side in arms:
        if not arm.upper:
            _sleeve(svg, body, arm, side)
    # the hair and a veil fall over the shoulders, in front of the body; the collar covers the neck's foot
    hats.behind(svg, bust.hat, bust.x, y, bust.scale, bust.face.turn)
    heads.head(svg, bust.x, y, bust.scale, bust.face, with_beard=False)
    garment.over(svg, bust.robe, body, bust.face.skin)
    heads.beard(svg, bust.x, y, bust.scale, bust.face)  # over the collar, on the breast
    hats.wear(svg, bust.hat, bust.x, y, bust.scale, bust.face.turn)
    for arm, side in arms:
        if arm.upper:
            _sleeve(svg, body, arm, side)
        _hand(svg, arm, side, bust.face.skin)
    for item in bust.front:
        _prop(svg, *item)


def _prop(svg: Svg, name: str, x: float, y: float, angle: float = 0, size: float = 100, options=None) -> None:
    props.PROPS[name](svg, x, y, angle, size, **(options or {}))


def _held(svg: Svg, arm: Arm, lift: float = 0) -> None:
    props.PROPS[arm.holds](svg, arm.hand[0], arm.hand[1] - lift, arm.angle, arm.size, **arm.options)


ON_PALM = 0.3  # a thing resting on an upturned palm sits this share of its size above the hand's middle


# -- arms and hands ------------------------------------------------------------------------------------

def _across(line: Sequence[Point], widths: Sequence[float], at: float, thick: float) -> list[Point]:
    """A band across a sleeve at `at` (0..1 of its length), `thick` long, as wide as the sleeve there."""
    i = min(int(at * (len(line) - 1)), len(line) - 2)
    (ax, ay), (bx, by) = line[i], line[i + 1]
    d = max(((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5, 1e-6)
    tx, ty = (bx - ax) / d, (by - ay) / d
    w = widths[i] / 2 + 1
    h = thick / 2
    return [(ax - ty * w - tx * h, ay + tx * w - ty * h), (ax + ty * w - tx * h, ay - tx * w - ty * h),
            (ax + ty * w + tx * h, ay - tx * w + ty * h), (ax - ty * w + tx * h, ay + tx * w + ty * h)]


def _spaced(line: list[Point], widths: list[float], gap: float = 16) -> tuple[list[Point], list[float]]:
    """The sleeve's centre line thinned to points at least `gap` apart (the ends kept): where a short upper arm
    bends sharply, close points turn the outline back on itself in a cusp that nanosvg draws as a spike."""
    keep = [0]
    for i in range(1, len(line) - 1):
        (ax, ay), (bx, by) = line[keep[-1]], line[i]
        if (bx - ax) ** 2 + (by - ay) ** 2 >= gap * gap:
            keep.append(i)
    keep.append(len(line) - 1)
    return [line[i] for i in keep], [widths[i] for i in keep]


def _sleeve(svg: Svg, body: Body, arm: Arm, side: int) -> None:
    """A sleeve from the shoulder through the elbow to the wrist, full at the shoulder and tapering (a raised
    arm), or a forearm's sleeve opening into a bell at the wrist, banded across in the cuff's colour, a woven
    cuff at the wrist."""
    x0, _, x1, _ = body.frame
    shoulder = body.shoulder(side)
    ex, ey = arm.elbow
    ex = min(max(ex, x0 + 30), x1 - 30)  # the sleeve stays inside the frame
    hx, hy = arm.hand
    dx, dy = hx - ex, hy - ey
    d = max((dx * dx + dy * dy) ** 0.5, 1)
    ux, uy = dx / d, dy / d
    wrist = (hx - ux * 16, hy - uy * 16)
    n = 6
    if arm.upper:
        line = _spline([shoulder, (ex, ey), wrist], n)
        widths = [76 - 20 * i / n if i <= n else 56 - 16 * (i - n) / n for i in range(len(line))]
        bands = ((0.28, 10), (0.5, 14), (0.74, 9))
    else:  # the forearm comes out of the robe at the elbow, its sleeve opening into a bell at the wrist
        line = _spline([(ex, ey), ((ex + wrist[0]) / 2, (ey + wrist[1]) / 2), wrist], n // 2)
        widths = [38 + 18 * (i / (len(line) - 1)) ** 2 for i in range(len(line))]
        bands = ((0.4, 8),)
    svg.path(smooth(tube(*_spaced(line, widths)), tension=0.5), arm.slashes or arm.sleeve, KEY, 4.4)
    if arm.slashes:  # the puffed sleeve slashed to show the sleeve's own colour
        stop = n if arm.upper else len(line) // 2 + 1
        for k in (-1, 0, 1):
            pts = [(x + k * 12 * _nx(line, i), y + k * 12 * _ny(line, i)) for i, (x, y) in enumerate(line[:stop])]
            svg.path("M" + "L".join(f"{f(x)} {f(y)}" for x, y in pts), None, arm.sleeve, 7)
    for at, thick in bands:
        svg.path(poly(_across(line, widths, at, thick)), arm.cuff, KEY, 2.4)
    if arm.strew and arm.upper and not arm.slashes:  # between the bands, two lozenges abreast, key-lined
        d = []
        for at in (0.16, 0.39, 0.62, 0.87):
            i = min(int(at * (len(line) - 1)), len(line) - 1)
            (x, y), w = line[i], widths[i] * 0.22
            for k in (-1, 1):
                px, py = x + k * w * _nx(line, i), y + k * w * _ny(line, i)
                d.append(f"M{f(px)} {f(py - 12)}l7 12l-7 12l-7 -12Z")
        svg.path("".join(d), arm.strew, KEY, 1.6)
    cuff_w = widths[-1] + 4
    ornament.band(svg, [(wrist[0] - ux * 18, wrist[1] - uy * 18), (wrist[0] + ux * 3, wrist[1] + uy * 3)], cuff_w,
                  arm.cuff, arm.band_kind, KEY, step=12, sw=3)


def _hand(svg: Svg, arm: Arm, side: int, skin: str = SKIN) -> None:
    """The hand at the sleeve's end, and what it holds (closed round it, or resting on the palm)."""
    hx, hy = arm.hand
    hold_after = arm.holds and not arm.behind
    if arm.hand_kind == "palm" and hold_after:  # the thing resting on the palm, the palm showing under it
        hand(svg, hx, hy, "palm", arm.turn, side, HAND, skin)
        _held(svg, arm, arm.size * ON_PALM)
        return
    if arm.hand_kind == "fist" and hold_after:
        _held(svg, arm)
    turn = arm.turn
    if arm.hand_kind == "fist" and arm.holds:  # the fingers wrap the grip however it lies (a sword held level)
        turn += arm.angle
        a = math.radians(turn)  # the back of the hand towards the wrist, whichever way the grip is turned
        if side * (math.cos(a) * (arm.elbow[0] - hx) + math.sin(a) * (arm.elbow[1] - hy)) < 0:
            side = -side
    hand(svg, hx, hy, arm.hand_kind, turn, side, HAND, skin)
    if arm.hand_kind not in ("fist", "palm") and hold_after:
        _held(svg, arm)


def _nx(line: Sequence[Point], i: int) -> float:
    (ax, ay), (bx, by) = line[max(i - 1, 0)], line[min(i + 1, len(line) - 1)]
    return -(by - ay) / max(((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5, 1e-6)


def _ny(line: Sequence[Point], i: int) -> float:
    (ax, ay), (bx, by) = line[max(i - 1, 0)], line[min(i + 1, len(line) - 1)]
    return (bx - ax) / max(((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5, 1e-6)


def frame(svg: Svg, box: tuple[float, float, float, float], ink: str = KEY, width: float = 4, radius: float = 12,
          fill: str | None = None) -> None:
    """The court's frame round the picture."""
    x0, y0, x1, y1 = box
    svg.rect(x0, y0, x1 - x0, y1 - y0, radius, fill, ink, width)


__all__ = ["Arm", "Bust", "Robe", "draw", "frame", "hand", "head_y"]
