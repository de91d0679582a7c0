"""The Genovesi: the Belgian-Genoese pattern as Liguria plays it (docs/DECKS.md), French-suited, 40 cards for
Scopa and Scopone and sold as a 52-card pack too: double-ended courts mirrored on a diagonal line, unnamed,
printed in green, red, yellow and black; no corner indices (the game's small ones are the player's option).

Its courts are in courts.py, its aces and back in aces.py; the pips and the figure kit are the French-suited
family's (french_family/).
"""

from __future__ import annotations

from ..french_family import assemble
from ..french_family import pips as _pips
from ..svg import Svg
from . import aces, courts, signs

INK = {"d": (214, 40, 26), "c": (214, 40, 26), "s": (18, 18, 20), "b": (18, 18, 20)}
LETTERS = {11: "J", 12: "Q", 13: "K"}


def face(rank: int, suit: str, faces: str) -> Svg:
    """A whole face: ace, pip card, or court (the 8, 9, 10 as J, Q, K when `faces` is "courts")."""
    return assemble(rank, suit, faces, courts.court, aces.ace, pips)


def pips(svg: Svg, suit: str, rank: int) -> None:
    """The pip cards 2-10, large: the pattern prints no corner index."""
    _pips.pips(svg, suit, rank, layouts=_pips.UNINDEXED_LAYOUTS, sizes=_pips.UNINDEXED_SIZE)
    svg.give_way = _pips.GIVE_WAY


def back() -> Svg:
    return aces.back()


def draw_sprite(svg: Svg, kind: str) -> None:
    """A pip for the pip cards ("pip" + suit: cut with a white line) or the index ("mark" + suit: plain), in a
    100-unit box round (0, 0)."""
    signs.draw(svg, kind)


def sprite_at(kind: str, px: int) -> str:
    """A pip rasterised small is drawn plain, as the index's sign is: below `signs.PLAIN_BELOW` px the cut line
    is a grey ring inside a black pip, not a line."""
    return "mark" + kind[-1] if kind.startswith("pip") and px < signs.PLAIN_BELOW else kind


def layer(kind: str, svg: Svg) -> None:
    """The deck draws no shared layer beyond the paper."""
