"""The Toscane: the Tuscan (Florentine) pattern, French-suited, 40 cards (docs/DECKS.md): full-length,
single-headed courts in Renaissance dress inside a thin line, the jacks ("gobbi") in hats and the kings
("regi") crowned, no corner indices (the game's small ones are the player's option), and the diamonds that
Tuscans call mattoni, bricks.

Its courts are in courts.py and figure.py, its aces and back in aces.py; the pips and the heads, headwear and
things held are the French-suited family's (french_family/).
"""

from __future__ import annotations

from ..french_family import assemble
from ..french_family import pips as _pips
from ..svg import Svg
from . import aces, courts, signs

INK = {"d": (200, 35, 43), "c": (200, 35, 43), "s": (22, 22, 26), "b": (22, 22, 26)}
LETTERS = {11: "J", 12: "Q", 13: "K"}
# the pips keep 7 px of paper from a small card's index, shrinking nearly as they move in so the columns stay
# apart (the family's 4 px read "5♣ ♣" as one string at 90 px:
# the Toscane's index stands on no plaque)
GIVE_WAY = (7.0, 0.75, 0.55)
# the bricks are narrow: on the 7 and 8 they keep the 5's size (the middle ones sit between the columns, the
# rows' rhombi clear of each other), where the broader suits must shrink
BRICKS = {**_pips.UNINDEXED_SIZE, 7: 196, 8: 192}


def face(rank: int, suit: str, faces: str) -> Svg:
    """A whole face: ace, pip card, or court (the 8, 9, 10 as the gobbo, the donna, the regio when `faces` is
    "courts")."""
    return assemble(rank, suit, faces, courts.court, aces.ace, pips)


def pips(svg: Svg, suit: str, rank: int) -> None:
    """The pip cards 2-10, large: the pattern prints no corner index."""
    _pips.pips(svg, suit, rank, layouts=_pips.UNINDEXED_LAYOUTS, sizes=BRICKS if suit == "d" else _pips.UNINDEXED_SIZE)
    svg.give_way = GIVE_WAY


def back() -> Svg:
    return aces.back()


def draw_sprite(svg: Svg, kind: str) -> None:
    """A pip for the pip cards ("pip" + suit) or the index ("mark" + suit), in a 100-unit box round (0, 0)."""
    signs.draw(svg, kind)


def layer(kind: str, svg: Svg) -> None:
    """The deck draws no shared layer beyond the paper."""
