"""The Romagnole: the Spanish-suited pattern of Romagna and San Marino (docs/DECKS.md).

Hallmarks drawn here: courts standing full length on a patch of ground, one head each (not mirrored); the
knaves of coins and cups in long trousers, the knaves and cavaliers in flat hats but the knave of swords in a
wide plumed one; the kings of coins and of cups with an axe; the ace of coins a bare ring of ornament round a
blank (where the tax stamp was struck); a covered cup on a six-sided foot and a putto with the sword, a ribbon
passing before him, as the Piacentine have them; the ace of batons a rough club with branches sprouting from
it; a blank cartouche on the fours of coins and swords, where the stamp was under the Papal States; no corner
indices of its own. Modules: `signs`, `pips`, `aces`, the courts (`fanti`, `cavalli`, `re`, with `figure`)
and `back`.
"""

from __future__ import annotations

from ..svg import Svg
from . import aces, cavalli, fanti, re
from . import back as backs
from . import pips as pip_cards

INK = {"d": (170, 110, 10), "c": (160, 24, 30), "s": (30, 70, 150), "b": (120, 70, 20)}
BACK = ("#b5562a", "#fbf3df", "#5a220c", "#fbf3df")  # kept for older callers: field, lattice, edge, heart
_COURTS = {8: fanti.COURTS, 9: cavalli.COURTS, 10: re.COURTS}


def court(svg: Svg, rank: int, suit: str) -> None:
    _COURTS[rank][suit](svg)


def pips(svg: Svg, suit: str, rank: int) -> None:
    pip_cards.pips(svg, suit, rank)


def ace(svg: Svg, suit: str) -> None:
    aces.ace(svg, suit)


def draw_sprite(svg: Svg, kind: str) -> None:
    pip_cards.sprite(svg, kind)


def medallion(svg: Svg) -> None:
    """The back's centre, for a caller that draws the shared back: the rooster of the rust-printed linen."""
    backs.medallion(svg)


def back(svg: Svg) -> None:
    """The Romagnole's own back."""
    backs.back(svg)


def layer(kind: str, svg: Svg) -> None:
    """Nothing shared on top of the paper: the Romagnole print no frame."""
