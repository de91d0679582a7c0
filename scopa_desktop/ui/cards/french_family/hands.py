"""The courts' hands, drawn as a card printer draws them: each finger its own key-lined shape, so that the
outline itself shows where one finger ends and the next begins (a mitten is one outline with lines scratched
on it), the thumb parted from the fingers by its own outline, the knuckles one firm line. At the table's
smallest size the parts merge into a clean hand-shaped blot; at 300 px the fingers and the thumb read.

Drawn in their own units round (0, 0), about 50 units across; `hand` places, turns, mirrors and scales them.
"""

from __future__ import annotations

from ..svg import Svg, f
from .ink import KEY, SKIN, darker
from .modelling import hatch
from .modelling import shade as flesh_shade


def _finger(x0: float, x1: float, y: float, h: float) -> str:
    """A finger lying across (a curled finger seen from its back): from the knuckle at x0 to its rounded end
    at x1, `h` thick, its top at y."""
    r = h / 2
    return (f"M{f(x0)} {f(y)} L{f(x1 - r)} {f(y)} C{f(x1 + r * 0.35)} {f(y)} {f(x1 + r * 0.35)} {f(y + h)} "
            f"{f(x1 - r)} {f(y + h)} L{f(x0)} {f(y + h)} Z")


def _hanging(x: float, w: float, top: float, end: float) -> str:
    """A finger hanging straight down from `top` to its rounded tip at `end`, `w` wide, centred on x."""
    a, b = x - w / 2, x + w / 2
    return (f"M{f(a)} {f(top)} L{f(a)} {f(end - w / 2)} C{f(a)} {f(end + w * 0.2)} {f(b)} {f(end + w * 0.2)} "
            f"{f(b)} {f(end - w / 2)} L{f(b)} {f(top)} Z")


_FINGERS = ((-19, 22, 10), (-9, 23, 10), (1, 21, 9.5), (10.5, 17, 8.5))  # a fist's fingers: top, end, thickness


def fist(svg: Svg, skin: str) -> None:
    """Closed round an upright grip at x = 0, the back of the hand to us: the hand's back towards the wrist
    (x < 0), the knuckles in a row, four fingers wrapped round the grip one above the other (the little
    finger shorter), the thumb laid over the top of the first finger, its nail showing."""
    svg.path("M-8 -20 C-16 -22 -24 -18 -26 -8 C-28 2 -27 12 -21 19 C-16 23 -9 23 -5 20 Z", skin, KEY, 3)
    fingers = [_finger(-9, end, y, h) for y, end, h in _FINGERS]
    with svg.sized(False):
        shade = flesh_shade(skin)
        for (y, end, h), d in zip(_FINGERS, fingers, strict=True):
            svg.path(d, skin, KEY, 2.6)
            # the finger bent at its middle joint: the joint's crease, the part beyond it turned away from us
            # hatched round its end (filled flat in shade it read as a painted nail), and a shade along the
            # finger's underside (even sausages read as a glove's fingers)
            j = end - h * 0.62
            hatch(svg, [(j + 0.5, y + h - 2.2), (end - h * 0.15, y + h - 2.6), (end - 0.6, y + h * 0.45)], 2.0)
            svg.path(f"M-7 {f(y + h - 1.3)} L{f(j)} {f(y + h - 1.3)} L{f(j)} {f(y + h - 3.4)} "
                     f"C{f(j * 0.5)} {f(y + h - 2.6)} -4 {f(y + h - 2.8)} -7 {f(y + h - 2.2)} Z", shade)
            svg.path(f"M{f(j)} {f(y + 1.6)} C{f(j - 1.4)} {f(y + h * 0.4)} {f(j - 1.4)} {f(y + h * 0.6)} "
                     f"{f(j)} {f(y + h - 1.6)}", None, KEY, 1.4)
        svg.path("M-9 -19 C-11 -8 -11 8 -8 19", None, KEY, 2.2)  # the row of knuckles
    with svg.sized(True):  # small, four black lines in 5 px make a dark knot: one outline, the divisions in shade
        for d in fingers:
            svg.path(d, skin, KEY, 5.2)
        svg.path("".join(fingers), skin)  # over the strokes between the fingers, so only the outline is left
        svg.path("M-6 -9 L16 -9 M-6 1 L15 1 M-6 10.5 L12 10.5", None, darker(skin, 0.8), 2.2)
    svg.path("M-24 -6 C-22 -18 -10 -27 4 -25 C12 -24 16 -20 14 -16 C12 -12 4 -14 -2 -13 C-8 -12 -14 -8 -17 -2 Z",
             skin, KEY, 2.6)  # the thumb over the first finger
    svg.path("M6 -22 C10 -22 12 -19 11 -17", None, KEY, 1.4)  # its nail


def open_(svg: Svg, skin: str) -> None:
    """Laid flat, the back of the hand to us, the fingers hanging side by side (the middle one longest), the
    thumb standing off at the side."""
    svg.path("M-16 -6 C-24 -4 -31 4 -31 12 C-31 16 -27 17 -24 14 C-21 10 -18 8 -14 8 Z", skin, KEY, 2.6)
    for x, w, end in ((-10.5, 8, 24), (-2.5, 8.2, 31), (5.6, 8, 29), (13, 7, 22)):
        svg.path(_hanging(x, w, 0, end), skin, KEY, 2.4)
    svg.path("M-16 -20 C-18 -10 -17 0 -15 6 C-6 9 8 9 17 5 C19 -4 19 -12 16 -20 C8 -23 -8 -23 -16 -20 Z",
             skin, KEY, 3)  # the back of the hand, over the fingers' roots
    svg.path("M-12 2 C-4 5 6 5 14 1", None, KEY, 1.8)  # the knuckles


def raised(svg: Svg, skin: str) -> None:
    """Open with the palm to us and the fingers up, each finger its own shape, the thumb out to the side."""
    for x, w, top in ((-12, 7.6, -29), (-3.6, 8, -35), (4.6, 8, -33), (12.2, 7, -25)):
        a, b = x - w / 2, x + w / 2
        svg.path(f"M{f(a)} 0 L{f(a)} {f(top + w / 2)} C{f(a)} {f(top - w * 0.2)} {f(b)} {f(top - w * 0.2)} "
                 f"{f(b)} {f(top + w / 2)} L{f(b)} 0 Z", skin, KEY, 2.4)
    svg.path("M-16 -8 C-18 4 -17 16 -14 24 C-6 28 8 28 15 23 C18 12 18 0 16 -8 C8 -11 -8 -11 -16 -8 Z",
             skin, KEY, 3)  # the palm, over the fingers' roots
    svg.path("M-15 8 C-24 4 -31 -4 -30 -12 C-28 -17 -22 -15 -21 -11 C-19 -5 -16 -2 -13 -1 Z", skin, KEY, 2.6)
    svg.path("M-9 10 C-2 5 6 5 13 9", None, KEY, 1.4, 0.7)  # the crease across the palm


def palm(svg: Svg, skin: str) -> None:
    """Open and turned up under a thing: the cupped palm seen from its edge, the fingertips curled up at the
    far end, the thumb at the near end."""
    for x in (10, 17, 23):
        svg.path(f"M{f(x - 4)} -4 C{f(x - 4)} -11 {f(x + 4)} -11 {f(x + 4)} -4 Z", skin, KEY, 2.2)
    svg.path("M-24 0 C-24 -8 24 -8 28 -2 C30 8 20 16 0 16 C-18 16 -24 8 -24 0 Z", skin, KEY, 3.2)
    svg.path("M10 -4 L9 4 M17 -4 L17 6 M23 -3 L24 5", None, KEY, 1.6)  # the fingers' divisions
    svg.path("M-22 -2 C-31 -10 -28 -19 -19 -13 C-16 -10 -15 -6 -15 -3", skin, KEY, 2.6)


_KINDS = {"fist": fist, "open": open_, "raised": raised, "palm": palm}


def hand(svg: Svg, x: float, y: float, kind: str, turn: float = 0, side: int = 1, k: float = 1.35,
         skin: str = SKIN) -> None:
    """A hand at (x, y): "fist" closed round an upright grip (knuckles to the viewer), "open" laid flat with the
    fingers down, "raised" open with the palm to us and the fingers up, "palm" open and turned up, "hidden"
    (none); `side` -1 for the figure's hand on the viewer's left (mirrored), `k` its size."""
    if kind == "hidden":
        return
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(turn)}) scale({-side * k if side else k} {k})"):
        _KINDS.get(kind, open_)(svg, skin)
