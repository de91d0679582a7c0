"""The Sarde's back: woven as a Sardinian rug is, red and black on a cream ground: bands of lozenges and of
little stylised horses and birds, a border of steps, and in the middle a great lozenge with a tree of life."""

from __future__ import annotations

from ..layout import CORNER
from ..south_kit.ink import BLACK, KEY, RED
from ..svg import Svg

X0, Y0, X1, Y1 = 36, 36, 564, 964
CREAM = "#f3e6c4"
DEEP = "#a3161f"


def _horse(x: float, y: float, s: int) -> str:
    """A stylised horse in squares, facing `s`, its foot at (x, y)."""
    return (f"M{x} {y} l0 -14 l{s * 4} 0 l0 -6 l{s * 20} 0 l0 -10 l{s * 4} -6 l{s * 6} 0 l0 6 l{-s * 4} 0 l0 16 "
            f"l0 14 l{-s * 4} 0 l0 -10 l{-s * 14} 0 l0 10 Z")


def _bird(x: float, y: float, s: int) -> str:
    return f"M{x} {y} l{s * 10} -10 l{s * 8} 0 l{s * 6} -6 l0 10 l{-s * 6} 6 l{-s * 14} 0 Z"


def back(svg: Svg) -> None:
    svg.rect(X0, Y0, X1 - X0, Y1 - Y0, CORNER - 14, CREAM, KEY, 3)
    # the stepped border
    steps = []
    for x in range(X0 + 16, X1 - 24, 24):
        steps.append(f"M{x} {Y0 + 16} l12 0 l0 8 l12 0 l0 8 l-24 0 Z")
        steps.append(f"M{x} {Y1 - 16} l12 0 l0 -8 l12 0 l0 -8 l-24 0 Z")
    for y in range(Y0 + 40, Y1 - 48, 24):
        steps.append(f"M{X0 + 16} {y} l0 12 l8 0 l0 12 l8 0 l0 -24 Z")
        steps.append(f"M{X1 - 16} {y} l0 12 l-8 0 l0 12 l-8 0 l0 -24 Z")
    svg.path(" ".join(steps), RED, None)
    svg.rect(X0 + 40, Y0 + 40, X1 - X0 - 80, Y1 - Y0 - 80, 6, None, BLACK, 3)
    # bands: lozenges, horses, birds, one above another, mirrored about the middle
    loz, beasts = [], []
    for j, y in enumerate(range(Y0 + 70, Y1 - 60, 66)):
        if 380 < y < 620:
            continue
        if j % 2 == 0:
            for x in range(X0 + 70, X1 - 50, 44):
                loz.append(f"M{x} {y - 18} l18 18 l-18 18 l-18 -18 Z M{x} {y - 8} l8 8 l-8 8 l-8 -8 Z")
        else:
            for k, x in enumerate(range(X0 + 66, X1 - 60, 56)):
                s = 1 if k % 2 == 0 else -1
                beasts.append(_horse(x + (0 if s > 0 else 40), y + 16, s) if j % 4 == 1 else
                              _bird(x + (0 if s > 0 else 30), y + 8, s))
    svg.path(" ".join(loz), RED, None, extra=' fill-rule="evenodd"')
    svg.path(" ".join(beasts), BLACK, None)
    # the great lozenge with a tree of life
    svg.path("M300 360 L450 500 L300 640 L150 500 Z", RED, KEY, 3)
    svg.path("M300 384 L424 500 L300 616 L176 500 Z", CREAM, None)
    svg.path("M300 600 L300 420 M300 560 l-50 -40 M300 560 l50 -40 M300 510 l-40 -34 M300 510 l40 -34 "
             "M300 464 l-28 -24 M300 464 l28 -24", None, BLACK, 8)
    svg.path(" ".join(f"M{x} {y} l8 -8 l8 8 l-8 8 Z" for x, y in ((242, 520), (342, 520), (252, 476), (332, 476),
                                                                   (264, 440), (320, 440), (292, 412))), RED, None)
    svg.path("M270 600 L330 600 L320 616 L280 616 Z", BLACK, None)
    _ = DEEP
