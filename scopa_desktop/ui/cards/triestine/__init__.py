"""The Triestine: the Italian-suited pattern of Trieste and Friuli-Venezia Giulia (and of the Istrian and
Dalmatian coast), derived from the Trevisane.

Hallmarks drawn here (docs/DECKS.md): the Venetian family's curved swords in ovals and long batons in a
trellis; every card numbered in its corners, the courts 11, 12 and 13 (as if the 8, 9 and 10 were still in the
pack); double-ended courts named on the white band between their halves (FANTE DI DANARI, CAVAL DI COPPE,
RE DI SPADE...), stiffer and plainer than the Trevisane's, the knave of swords without the severed head; the
aces' mottoes of today's packs; Trieste's halberd on the ace of coins and on the back (our emblem for the city).

The package: signs.py, pips.py, aces.py, courts.py with props.py, back.py.
"""

from __future__ import annotations

from ..svg import Svg
from . import aces, signs
from . import back as _back
from . import pips as _pips

INK = {"d": (176, 36, 30), "c": (176, 36, 30), "s": (30, 60, 120), "b": (30, 100, 52)}
BACK = ("#24489a", "#f0b91c", "#0c1a36", "#c42a2a")  # the shared back's colours, if asked for
INDEX_LABELS = {8: "11", 9: "12", 10: "13"}  # the numbers printed in the courts' corners
RIDERS = (0.86, -60.0)  # the cavaliers' scale and lift: y 80 stays at 79, the stirrup's 500 comes up to 440


def court(svg: Svg, rank: int, suit: str) -> None:
    from ..north_kit.court import draw  # the courts' kit, loaded with the first court drawn
    from .courts import COURTS, name
    from .props import props

    # a cavalier drawn smaller and raised (his head kept under the frame's top), so the rider's leg, his boot in
    # the stirrup and the horse's lifted foreleg show above the name band rather than a bust standing on it
    draw(svg, COURTS[rank, suit], props(), grow=RIDERS if rank == 9 else (1.0, 0.0))
    _band(svg, name(rank, suit))


def _band(svg: Svg, title: str) -> None:
    """The white band between the halves, the court's name lettered in its upper half, with room to spare above
    and below it (the lower half, turned round, carries it again for the other end; a thin green rule between
    them, as the frame's)."""
    svg.rect(40, 446, 520, 108, 0, "#fffdf6", None)
    svg.line(40, 446, 560, 446, "#1a1a1a", 4)
    svg.line(40, 500, 560, 500, "#2a7a3e", 2.4)
    svg.label(title, 300, 472, 440, 26, "#1a1a1a")


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
    aces.halberd_shield(svg, 300, 500, 1.0)


def layer(kind: str, svg: Svg) -> None:
    """A court's frame: a black rule and a green one inside it."""
    svg.rect(38, 38, 524, 924, 14, None, "#1a1a1a", 4)
    svg.rect(48, 48, 504, 904, 10, None, "#2a7a3e", 2.4)
