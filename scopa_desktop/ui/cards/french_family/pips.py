"""French suit pips (diamonds, hearts, spades, clubs) in each French-suited pattern's own cut and inks, and the
pip cards' layouts.

Suit letters follow the engine's Italian names: d = diamonds (quadri), c = hearts (cuori), s = spades (picche),
b = clubs (fiori). Four distinct silhouettes, so colour is never the only cue. Printed pips are flat ink: a
saturated red or black with a firm edge of a darker tone, no gloss.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..svg import Svg, place


@dataclass(frozen=True)
class PipStyle:
    """How a pattern cuts and inks its pips: the red and black inks, their edges, the edge's width (units of a
    100-unit pip), and each suit's outline in a 100-unit box round (0, 0)."""

    red: str
    red_edge: str
    black: str
    black_edge: str
    edge: float
    shapes: dict[str, str]
    narrow: float = 0.82  # the pips' width against their height, as the pattern cuts them


HEART = ("M0 48 C-16 30 -52 8 -52 -18 C-52 -38 -38 -50 -24 -50 C-12 -50 -3 -42 0 -30 "
         "C3 -42 12 -50 24 -50 C38 -50 52 -38 52 -18 C52 8 16 30 0 48 Z")
DIAMOND = "M0 -54 C13 -30 27 -14 45 0 C27 14 13 30 0 54 C-13 30 -27 14 -45 0 C-27 -14 -13 -30 0 -54 Z"
SPADE = ("M0 -54 C-14 -32 -52 -14 -52 10 C-52 28 -38 38 -24 38 C-14 38 -7 34 -3 27 C-5 38 -11 46 -20 52 "
         "L20 52 C11 46 5 38 3 27 C7 34 14 38 24 38 C38 38 52 28 52 10 C52 -14 14 -32 0 -54 Z")
CLUB = ("M-4 8 C-12 24 -18 32 -28 36 C-44 40 -56 30 -56 14 C-56 -2 -42 -12 -26 -8 C-32 -14 -36 -22 -36 -30 "
        "C-36 -44 -20 -54 0 -54 C20 -54 36 -44 36 -30 C36 -22 32 -14 26 -8 C42 -12 56 -2 56 14 C56 30 44 40 28 36 "
        "C18 32 12 24 4 8 C6 28 12 42 22 52 L-22 52 C-12 42 -6 28 -4 8 Z")

# the international pattern's cut: full lobes, gently concave diamond sides, a flared stem (the black pips edged
# in their own ink, so the club's stem shows no seam inside it)
INTERNATIONAL = PipStyle("#d5121e", "#8e0a12", "#111114", "#111114", 3.2,
                         {"c": HEART, "d": DIAMOND, "s": SPADE, "b": CLUB})


def pip(svg: Svg, suit: str, x: float, y: float, size: float, rot: float = 0,
        style: PipStyle = INTERNATIONAL) -> None:
    """One pip, about `size` units tall, centred at (x, y)."""
    red = suit in "dc"
    fill, edge = (style.red, style.red_edge) if red else (style.black, style.black_edge)
    k = size / 108
    with svg.group(place(x, y, 1, rot) + f" scale({round(k * style.narrow, 4)} {round(k, 4)})"):
        svg.path(style.shapes[suit], fill, edge, style.edge)


def pip_line(svg: Svg, suit: str, x: float, y: float, size: float, share: float, colour: str, width: float,
             style: PipStyle) -> None:
    """The pip's outline again at `share` of its size, stroked `width` wide in `colour`: a line cut or engraved
    into the sign drawn by `pip` at the same place and size."""
    k = size / 108
    with svg.group(place(x, y, 1, 0) + f" scale({round(k * style.narrow * share, 4)} {round(k * share, 4)})"):
        svg.path(style.shapes[suit], None, colour, width)


_L, _C, _R = 188, 300, 412
LAYOUTS: dict[int, list[tuple[float, float]]] = {
    2: [(_C, 190), (_C, 810)],
    3: [(_C, 190), (_C, 500), (_C, 810)],
    4: [(_L, 190), (_R, 190), (_L, 810), (_R, 810)],
    5: [(_L, 190), (_R, 190), (_C, 500), (_L, 810), (_R, 810)],
    6: [(_L, 190), (_R, 190), (_L, 500), (_R, 500), (_L, 810), (_R, 810)],
    7: [(_L, 190), (_R, 190), (_C, 345), (_L, 500), (_R, 500), (_L, 810), (_R, 810)],
    8: [(_L, 190), (_R, 190), (_C, 345), (_L, 500), (_R, 500), (_C, 655), (_L, 810), (_R, 810)],
    9: [(_L, 175), (_R, 175), (_L, 392), (_R, 392), (_C, 500), (_L, 608), (_R, 608), (_L, 825), (_R, 825)],
    10: [(_L, 175), (_R, 175), (_C, 283), (_L, 392), (_R, 392), (_L, 608), (_R, 608), (_C, 717), (_L, 825),
         (_R, 825)],
}
PIP_SIZE = {2: 216, 3: 196, 4: 178, 5: 174, 6: 170, 7: 164, 8: 160, 9: 150, 10: 146}
# a pattern that prints no corner index has the paper to itself: larger pips, the 7's and 8's rows spread
UNINDEXED_LAYOUTS = {**LAYOUTS,
                     7: [(_L, 172), (_R, 172), (_C, 340), (_L, 500), (_R, 500), (_L, 828), (_R, 828)],
                     8: [(_L, 172), (_R, 172), (_C, 340), (_L, 500), (_R, 500), (_C, 660), (_L, 828), (_R, 828)]}
UNINDEXED_SIZE = {2: 250, 3: 222, 4: 206, 5: 200, 6: 196, 7: 160, 8: 156, 9: 158, 10: 150}
# the pips keep 4 px of paper from a small card's index (at 90 px it grows to a quarter of the card's
# width), shrinking as they move in so that the two columns never meet
GIVE_WAY = (4.0, 0.6, 0.6)


def pips(svg: Svg, suit: str, rank: int, kind: str = "pip", layouts=None, sizes=None) -> None:
    """Ranks 2-10 on a pattern's layout as sprites named `kind` + suit; pips below the middle upside down."""
    layouts, sizes = layouts or LAYOUTS, sizes or PIP_SIZE
    for x, y in layouts[rank]:
        svg.sprite(kind + suit, x, y, sizes[rank], 180 if y > 500 else 0)

# the Genoese cut: rounder hearts, straight-sided diamonds, a long-stemmed spade and club; the red a warm
# vermilion beside the international pattern's crimson, in a firm dark edge (a hairline one read thin)
GENOESE = PipStyle(
    "#dd2a1b", "#5e0a04", "#111114", "#111114", 6.5,
    {"c": "M0 50 C-20 30 -54 10 -54 -16 C-54 -38 -40 -50 -26 -50 C-12 -50 -3 -40 0 -28 C3 -40 12 -50 26 -50 "
          "C40 -50 54 -38 54 -16 C54 10 20 30 0 50 Z",
     "d": "M0 -54 L44 0 L0 54 L-44 0 Z",
     "s": "M0 -54 C-16 -30 -50 -14 -50 8 C-50 24 -38 32 -26 32 C-16 32 -9 28 -4 22 C-6 34 -10 44 -18 54 L18 54 "
          "C10 44 6 34 4 22 C9 28 16 32 26 32 C38 32 50 24 50 8 C50 -14 16 -30 0 -54 Z",
     "b": "M-4 6 C-12 20 -18 26 -26 28 C-40 32 -52 22 -52 8 C-52 -6 -40 -14 -26 -10 C-30 -16 -33 -22 -33 -30 "
          "C-33 -44 -18 -54 0 -54 C18 -54 33 -44 33 -30 C33 -22 30 -16 26 -10 C40 -14 52 -6 52 8 C52 22 40 32 26 28 "
          "C18 26 12 20 4 6 C6 28 12 44 20 54 L-20 54 C-12 44 -6 28 -4 6 Z"})

# the Tuscan cut: engraved pips with a fine dark edge on the red (the black ones edged in their own ink, so the
# club's stem shows no seam inside it), tall "bricks" (mattoni) for diamonds, a narrow heart
TUSCAN = PipStyle(
    "#c8232b", "#4a0608", "#111114", "#111114", 3.6,
    {"c": "M0 50 C-14 30 -46 8 -46 -18 C-46 -38 -34 -50 -21 -50 C-10 -50 -3 -42 0 -32 C3 -42 10 -50 21 -50 "
          "C34 -50 46 -38 46 -18 C46 8 14 30 0 50 Z",
     "d": "M0 -56 C8 -34 20 -16 32 0 C20 16 8 34 0 56 C-8 34 -20 16 -32 0 C-20 -16 -8 -34 0 -56 Z",
     "s": SPADE,
     "b": CLUB})
