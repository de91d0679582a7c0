"""The courts' eyes, each face's own: print gives a queen a long lid drawn out towards the temple, a young knave
a wide open eye under a high arched lid, a grown man a level, plainer eye, an old king a lid hooded over the
outer corner and a line beneath. The shape follows who the face is (`Face.age`, `female`, `lids`, the jaw's
cut); a man's lid is one firm line, never the thick tapered stroke that reads as painted lashes.

Drawn in the head's units (heads.py): an eye centred at (0, 0), about 24 units across.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from ..svg import Svg, f
from .ink import BLUE, GREEN, KEY, WHITE


@dataclass(frozen=True)
class Shape:
    """An eye's cut: half its width, how high its upper and lower curves rise (their control points), how far
    its outer corner lifts (+) or droops (-), the iris's radius, the lid line's weight."""

    w: float
    up: float
    lo: float
    tilt: float
    iris: float
    lid: float


def iris(face) -> str:
    """The iris's colour: as given, else (the default blue) from the hair, as a painter matches them: brown
    under black or dark hair, hazel under brown, green under red, a grey blue under grey, blue under fair."""
    if face.eyes != BLUE:
        return face.eyes
    r, g, b = (int(face.hair_colour[i:i + 2], 16) for i in (1, 3, 5))
    if min(r, g, b) > 180:
        return "#5d7f9e"  # grey hair
    if r + g + b < 200:
        return "#5a3a1e"  # black
    if r > 1.8 * g and r > 120:
        return GREEN  # red
    if r > 150 and g > 120:
        return BLUE  # fair
    return "#9a6420"  # brown: a warm hazel, as vivid as the blue


def shape(face) -> Shape:
    """The eye that goes with `face` (a heads.Face)."""
    if face.female:
        s = Shape(13.4, 6.0, 3.6, 2.0, 4.2, 3.0)  # long, its outer corner lifted
    elif face.age == "youth":
        s = Shape(10.6, 7.6, 5.0, 0.2, 4.6, 3.0)  # open, rounder, a little white showing under the iris
    elif face.age == "old":
        s = Shape(10.8, 5.4, 3.6, -1.8, 3.5, 3.2)  # small, the outer corner drooping
    else:
        s = Shape(11.4, 6.4, 4.2, -0.4, 3.9, 3.2)  # a man's: a heavy upper lid line, as print's
    if face.lids == "narrow":
        s = Shape(s.w + 0.6, s.up * 0.7, s.lo * 0.75, s.tilt, s.iris * 0.92, s.lid)
    if face.jaw in ("round", "square"):
        s = Shape(s.w - 0.4, s.up + 0.5, s.lo + 0.3, s.tilt, s.iris, s.lid)
    elif face.jaw in ("long", "narrow"):
        s = Shape(s.w + 0.5, s.up - 0.3, s.lo, s.tilt - 0.3, s.iris, s.lid)
    return s


def far(face, right: list, ex: float, sx: float, t: float, blush: float) -> tuple[float, float, float, float, float]:
    """The far eye of a shaped head turned past 0.6 (`right`: the far half of its outline, top to chin): seen
    more from the side, so narrower, and drawn in so that its outer corner (a queen's lid tail too), the brow's
    end and the cheek's blush stay inside the far cheek's line; at 0.6 and less as it was. Returns the eye's
    centre and squeeze, the brow's centre, the blush's centre and half width."""
    k = min(max((t - 0.6) / 0.15, 0.0), 1.0)
    if not k or not face.shaped:
        return ex, sx, ex + 2, blush, 8.0
    sq = sx * (1 - 0.35 * k)
    reach = shape(face).w + (3.6 if face.female else 0.6)
    eye = ex + k * (min(ex, _x_at(right, -4) - 2.5 - sq * reach) - ex)
    brow = min(eye + 2 * (1 - k), _x_at(right, -18) - 3.5 - 11 * sq)
    rx = 8 * (1 - 0.3 * k)
    return eye, sq, brow, blush + k * (min(blush, _x_at(right, 20) - 3 - rx) - blush), rx


def _x_at(line: list, y: float) -> float:
    """Where the outline `line` (its points going down) crosses the height `y`, between its points."""
    for (x0, y0), (x1, y1) in pairwise(line):
        if y0 <= y <= y1:
            return x0 + (x1 - x0) * (y - y0) / (y1 - y0)
    return line[-1][0]


def front(svg: Svg, cx: float, cy: float, sx: float, side: int, look: float, face, skin: str) -> None:
    """An eye of a face seen from the front or three-quarters, at (cx, cy), squeezed to `sx` of its width as the
    head turns; `side` -1 for the eye on the viewer's left (its outer corner to the left). The iris is tucked
    under the upper lid: never a ring of white all round, which stares."""
    s = shape(face)
    ix, ox = -side * s.w, side * s.w  # the inner (by the nose) and the outer corner
    upper = f"C{f(ix * 0.45)} {f(-s.up)} {f(ox * 0.5)} {f(-s.up - s.tilt * 0.5)} {f(ox)} {f(-s.tilt)}"
    lower = f"C{f(ox * 0.5)} {f(s.lo - s.tilt * 0.3)} {f(ix * 0.45)} {f(s.lo)} {f(ix)} 0.5"
    look = min(max(look, -3.2), 3.2)
    # the iris as large as the opening holds, its top tucked under the upper lid's line and its foot clear of
    # the lower rim (a skin mask round the almond to trim it left faint seams in the flesh)
    r = min(s.iris, (0.75 * (s.up + s.lo) + 1.3) / 2)
    iy = -0.75 * s.up + r - 0.8 + (1.6 if face.lids == "down" else 0.0)
    with svg.group(f"translate({f(cx)} {f(cy)}) scale({round(sx, 3)} 1)"):
        svg.path(f"M{f(ix)} 0.5 {upper} {lower} Z", WHITE, KEY, 1.0)
        svg.circle(look, iy, r, iris(face), KEY, 1.0)
        svg.circle(look, iy, r * 0.44, KEY)
        lid = {"heavy": 0.42, "down": 0.62}.get(face.lids, 0.0)  # how far the lid is let down over the eye
        top = -s.up * (1 - lid)
        lid_curve = (f"M{f(ix - side * 0.5)} 0.6 C{f(ix * 0.45)} {f(top)} {f(ox * 0.5)} {f(top - s.tilt * 0.5)} "
                     f"{f(ox + side * 0.6)} {f(-s.tilt)}")
        if lid:
            svg.path(f"{lid_curve} C{f(ox * 0.5)} {f(-s.up - s.tilt * 0.5 - 1)} {f(ix * 0.45)} {f(-s.up - 1)} "
                     f"{f(ix)} 0.5 Z", skin, None)
        if face.female:  # the long lid: a line that swells and runs on, fine, past the outer corner
            tail = (f"{f(ox + side * 3.6)} {f(-s.tilt - 1.8)}")
            k = 1.3 if face.engraved else 1.0
            svg.path(f"{lid_curve} L{tail} C{f(ox * 0.5)} {f(top - s.lid * k - s.tilt * 0.5)} "
                     f"{f(ix * 0.45)} {f(top - s.lid * 0.8)} {f(ix - side * 0.5)} 0.6 Z", KEY, KEY, 0.6)
        elif face.engraved:  # the engraver's lid: a stroke swelling from a point at the inner corner to its
            # heaviest over the outer half, blunt at the outer corner
            with svg.sized(False):
                h = s.lid * 1.4
                svg.path(f"{lid_curve} L{f(ox + side * 0.3)} {f(-s.tilt - h * 0.55)} "
                         f"C{f(ox * 0.5)} {f(top - h - s.tilt * 0.5)} {f(ix * 0.45)} {f(top - h * 0.45)} "
                         f"{f(ix - side * 0.5)} 0.6 Z", KEY, KEY, 0.9)
            with svg.sized(True):
                svg.path(lid_curve, None, KEY, s.lid)
        else:
            svg.path(lid_curve, None, KEY, s.lid)
        crease = top - 3.6 - (1.4 if face.age == "youth" and not lid else 0)
        if face.age == "old":  # the hood of an old lid, falling over the outer corner
            svg.path(f"M{f(ix * 0.3)} {f(crease)} C{f(ox * 0.5)} {f(crease - 1)} {f(ox * 1.1)} {f(crease)} "
                     f"{f(ox * 1.12)} {f(-s.tilt + 1.5)}", None, KEY, 1.4, 0.8)
            svg.path(f"M{f(ix * 0.2)} {f(s.lo + 2.4)} C{f(ox * 0.4)} {f(s.lo + 3.6)} {f(ox * 0.8)} {f(s.lo + 2.6)} "
                     f"{f(ox * 0.95)} {f(s.lo)}", None, KEY, 1.0, 0.55)  # and the line beneath
        else:
            svg.path(f"M{f(ix * 0.7)} {f(crease + 1)} C{f(ix * 0.2)} {f(crease - 1.2)} {f(ox * 0.5)} "
                     f"{f(crease - 1.2)} {f(ox * 0.9)} {f(crease + 0.6 - s.tilt)}", None, KEY, 1.1, 0.55)
            if face.engraved:
                _under(svg, s, ix, ox, face.female)


def _under(svg: Svg, s: Shape, ix: float, ox: float, female: bool) -> None:
    """An engraved eye's lower lid (150 px and up): a short fine line under the rim's outer two thirds, a stroke
    tapering to points, as the engraver cuts it (an old eye has its own, heavier, line beneath). A man's is
    shorter and fainter, under the outer half only: his full one read as a tired man's bags."""
    y = s.lo + 1.3
    a, op = (ix * 0.1, 0.6) if female else (ox * 0.25, 0.35)
    with svg.sized(False):
        svg.path(f"M{f(a)} {f(y - 0.4)} C{f(ox * 0.45)} {f(y + 1.7)} {f(ox * 0.75)} {f(y + 1.5)} {f(ox * 0.95)} "
                 f"{f(y - 1.0 - s.tilt * 0.5)} C{f(ox * 0.75)} {f(y + 0.1)} {f(ox * 0.45)} {f(y + 0.3)} {f(a)} "
                 f"{f(y - 0.4)} Z", KEY, None, 0, op)


def profile(svg: Svg, face, skin: str) -> None:
    """The eye of a face in profile (looking to the viewer's right): an open wedge, its lid by who the face is."""
    s = shape(face)
    long = 2.5 if face.female else 0.0
    h = {"youth": 1.2}.get(face.age, 0.0) if not face.female else -0.6
    white = f"M11 -5 C16 {f(-11 - h)} 24 {f(-10 - h)} {f(27 + long * 0.4)} -4 C22 0 16 1 11 -5 Z"
    svg.path(white, WHITE, KEY, 1.0)
    svg.circle(22 + 2 * face.look, -4.5, min(s.iris, 3.8) * 0.95, iris(face), KEY, 1)
    down = face.lids in ("heavy", "down")
    if down:  # the lid over the top of the iris, not shut: the eye still shows under it
        low = -6.2 if face.lids == "heavy" else -5.2
        svg.path(f"M10 -5 C15 -12 24 -11 28 -5 C23 {f(low)} 16 {f(low - 0.6)} 10 -5 Z", skin, None)
        svg.path(f"M9.5 -4.6 C16 {f(low - 0.6)} 23 {f(low)} 28.5 -4.6", None, KEY, s.lid + 0.2)
        svg.path("M12 -10 C17 -13 23 -12.5 27 -9.5", None, KEY, 1.2, 0.55)
    elif face.female:  # the long lid drawn out towards the temple
        svg.path(f"M10 -5 C15 -12 24 -11 28 -5 L{f(30 + long)} -7 C25 -12.5 15 -13 10 -5 Z", KEY, KEY, 0.6)
    else:
        svg.path(f"M10 -5 C15 {f(-12 - h)} 24 {f(-11 - h)} 28 -5", None, KEY, s.lid + (1.2 if face.engraved else 0.2))
        svg.path(f"M12 {f(-11 - h)} C17 {f(-14 - h)} 23 {f(-13.5 - h)} 27 {f(-10.5 - h)}", None, KEY, 1.1, 0.5)
    if face.age == "old":
        svg.path("M13 0 C18 2 23 1.5 26 -1", None, KEY, 1.0, 0.55)
