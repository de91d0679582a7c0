"""The Bergamasche: the Italian-suited pattern of Bergamo and Lombardy.

Hallmarks drawn here (docs/DECKS.md): coins dark red and black on white; cups as stylised vases in gold, red
and blue; broad curved blades banded blue or red and gold with black teeth, joined into ovals; straight batons
in red and blue (the odd one green) laid in two crossing bundles; the ace of coins a plain ring with an emblem
at its centre; the ace of cups a fountain crowned by a blindfolded Cupid; the ace of swords in a hand, through
a crown, between roses; the ace of batons in a hand, its scroll VINCERAI; the S of leaves on the two of coins,
the scales on the four, the sun on the five; the mask and trumpets in the two of swords, the crown over the
three, "Margì" in the four; mirrored courts cut on a slant, young grey-haired beardless figures, the knave of
swords with a second sword at his hip, the batons' courts with maces, pale horses with red manes. A thin dark
frame round every card; no corner indices of its own.

The package: signs.py, pips.py, aces.py, courts.py with props.py, back.py.
"""

from __future__ import annotations

from ..svg import Svg
from . import aces, signs
from . import back as _back
from . import pips as _pips

INK = {"d": (150, 24, 30), "c": (170, 30, 36), "s": (24, 52, 140), "b": (150, 24, 30)}
BACK = ("#c8232c", "#fffdf6", "#3a0a0e", "#1f5a32")  # the shared back's colours, if asked for
SLANT = 0.18  # the line between a court's halves rises this much to the right
GROW = (1.11, 50.0)  # the printed figures fill the frame: ours drawn larger, lowered to keep the crowns inside


def court(svg: Svg, rank: int, suit: str) -> None:
    from ..north_kit.court import draw  # the courts' kit, loaded with the first court drawn
    from .courts import COURTS
    from .props import props

    # the seam between the halves as fine as the frame, as print rules it (a hairline, not a bar)
    draw(svg, COURTS[rank, suit], props(), SLANT, "#1f2a24", span=(57, 543), grow=GROW, weight=3.4)


def pips(svg: Svg, suit: str, rank: int) -> None:
    _pips.pips(svg, suit, rank)


def ace(svg: Svg, suit: str) -> None:
    aces.ace(svg, suit)


def draw_sprite(svg: Svg, kind: str) -> None:
    signs.sprite(svg, kind)


def back(svg: Svg) -> None:
    _back.back(svg)


def medallion(svg: Svg) -> None:
    """The centre of the shared back (used only where the pattern's own back is not)."""
    _back.shield(svg, 300, 500, 1.0)


def layer(kind: str, svg: Svg) -> None:
    """The thin dark frame the printed pattern rules round every card, its corners rounded."""
    svg.rect(57, 52, 486, 896, 24, None, "#1f2a24", 3.4)
