"""The Romagnole's own back, after Romagna's rust-printed linen (the "tele stampate a ruggine" printed by hand
with carved pear-wood blocks): a cream ground printed in rust, rows of little pomegranates and leaves, a
border of vine with bunches of grapes, and in the middle the Romagnol cockerel in an oval. Our own drawing of
the craft's usual motifs, no one workshop's block."""

from __future__ import annotations

from ..layout import CORNER
from ..svg import Svg, f, place

CREAM, RUST, RUST_DK = "#f6ecd4", "#b5562a", "#6e2c12"


def back(svg: Svg) -> None:
    svg.rect(22, 22, 556, 956, CORNER - 12, CREAM, RUST_DK, 3)
    svg.rect(40, 40, 520, 920, CORNER - 22, None, RUST, 6)
    svg.rect(84, 84, 432, 832, 10, None, RUST, 4)
    _vine_border(svg)
    _pomegranates(svg)
    medallion(svg)


def _vine_border(svg: Svg) -> None:
    """A vine running round the band between the two rules, a bunch of grapes and a leaf by turns."""
    leaves, grapes = [], []
    spots = [(x, 62) for x in range(92, 520, 56)] + [(x, 938) for x in range(92, 520, 56)]
    spots += [(62, y) for y in range(120, 900, 56)] + [(538, y) for y in range(120, 900, 56)]
    for i, (x, y) in enumerate(spots):
        if i % 2:
            grapes.append(" ".join(f"M{f(x + dx - 5)} {f(y + dy)} a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0 Z"
                                   for dx, dy in ((-6, -6), (6, -6), (0, 0), (-6, 6), (6, 6), (0, 12))))
        else:
            leaves.append(f"M{x} {y - 14} l6 8 l8 -2 l-3 8 l7 5 l-9 3 l1 9 l-10 -5 l-10 5 l1 -9 l-9 -3 l7 -5 "
                          f"l-3 -8 l8 2 Z")
    svg.path(" ".join(leaves), RUST, None)
    svg.path(" ".join(grapes), RUST)


def _pomegranates(svg: Svg) -> None:
    """Rows of little pomegranates between leaves, staggered, kept out of the middle oval."""
    d = []
    for j, y in enumerate(range(130, 880, 62)):
        for x in range(128 + (36 if j % 2 else 0), 480, 72):
            if ((x - 300) / 150) ** 2 + ((y - 500) / 210) ** 2 < 1:
                continue
            d.append(f"M{x} {y - 16} l-4 -6 l4 3 l4 -3 l-4 6 Z M{x - 12} {y} a12 13 0 1 0 24 0 a12 13 0 1 0 -24 0 Z "
                     f"M{x - 22} {y + 4} q-10 -10 -18 -2 q8 8 18 2 Z M{x + 22} {y + 4} q10 -10 18 -2 q-8 8 -18 2 Z")
    svg.path(" ".join(d), RUST)
    dots = []
    for j, y in enumerate(range(130, 880, 62)):
        for x in range(128 + (36 if j % 2 else 0), 480, 72):
            if ((x - 300) / 150) ** 2 + ((y - 500) / 210) ** 2 >= 1:
                dots.append(f"M{x - 3} {y} a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 Z")
    svg.path(" ".join(dots), CREAM)


def medallion(svg: Svg) -> None:
    """The oval in the middle, the cockerel printed in rust."""
    svg.ellipse(300, 500, 140, 196, CREAM, RUST, 8)
    svg.ellipse(300, 500, 124, 180, None, RUST, 2.4)
    with svg.group(place(300, 540, 1.05)):
        for k in range(4):  # the sickle tail
            svg.path(f"M-20 -40 C{-60 - k * 10} {-130 + k * 16} {-104 - k * 4} {-90 + k * 16} {-92 + k * 6} "
                     f"{-40 + k * 10} C{-86 + k * 6} {-70 + k * 8} -56 -70 -26 -30 Z", RUST if k % 2 == 0 else RUST_DK)
        svg.path("M-40 -40 C-50 10 -20 40 20 36 C50 32 62 0 56 -36 C46 -70 -20 -76 -40 -40 Z", RUST)
        svg.path("M-24 -24 C-14 4 12 14 38 2", None, CREAM, 4)
        svg.path("M30 -50 C28 -84 40 -112 60 -118 C80 -122 90 -102 84 -84 C78 -66 62 -56 54 -40 Z", RUST)
        svg.path("M54 -120 L58 -140 L66 -124 L72 -142 L76 -122 L86 -134 L82 -112 Z", RUST_DK)
        svg.path("M84 -98 L102 -92 L84 -86 Z", RUST_DK)
        svg.path("M80 -80 c4 8 4 16 -2 22 c-4 -8 -4 -16 2 -22 Z", RUST_DK)
        svg.circle(70, -100, 4, CREAM)
        svg.path("M-4 36 L-8 80 M-8 80 l-14 4 M-8 80 l10 6 M20 34 L24 80 M24 80 l-12 4 M24 80 l12 4", None, RUST_DK, 5)
        svg.path("M-90 92 C-40 82 40 82 90 92", None, RUST, 4)
