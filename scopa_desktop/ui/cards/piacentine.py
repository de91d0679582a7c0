"""The Piacentine: the Spanish-suited pattern of Piacenza, Emilia and the centre-north.

Hallmarks drawn here (docs/DECKS.md): straight swords and knobbly clubs laid apart, their grips towards
the middle so the card reads either way up; mirrored half-length courts on a straight line; the "Polla",
a crowned single-headed eagle bearing the ace of coins; the ace of swords held up by a putto; the city's
red-and-white chequered shield on the four of coins; a flowering plant among the five swords; the king of
coins with an axe. No corner indices of its own.
"""

from __future__ import annotations

from . import double_ended, emblems, piacentine_courts, spanish
from .ornaments import banner, round_pips
from .svg import Svg

LOOK = spanish.Look(
    coin_rim="g:gold", coin_ring="#2b5a9e", coin_field="g:gold", coin_star="#c8312a",
    cup_bowl="g:red", cup_band="#2b5a9e", cup_knop="#2b5a9e",
    blade="g:steel", hilt="#e3ac2c", grip="#b3262e",
    wood="g:wood", wood_ink="#3a200b", knot="#e2b77c", leaf=False,
)
INK = {"d": (128, 78, 6), "c": (160, 28, 36), "s": (30, 62, 120), "b": (84, 52, 18)}
BACK = ("g:backblue", "#f2c94c", "#0c1a36", "#b3262e")  # field, lattice, edge, rosette heart
_PROPS = piacentine_courts._props(LOOK)

def court(svg: Svg, rank: int, suit: str) -> None:
    double_ended.court(svg, piacentine_courts.COURTS[rank, suit], _PROPS)


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit in "dc":
        if suit == "d" and rank == 4:  # the city's shield between the four coins
            emblems.checky_shield(svg, 300, 512, 120)
        round_pips(svg, suit, rank)
        return
    spots = spanish.laid_apart(rank, reversible=True)
    if suit == "s" and rank == 5:  # the five of swords' flowering plant, round the middle sword
        for x, y, rot in ((300, 470, -30), (300, 470, 30), (300, 560, 160), (300, 560, -160)):
            emblems.sprig(svg, x, y, 1.3, "#c8312a", rot)
    spanish.long_pips(svg, LOOK, suit, rank, spots, 62, 72)


def ace(svg: Svg, suit: str) -> None:
    if suit == "d":  # la Polla: the crowned eagle bears the coin on its breast
        emblems.eagle(svg, 300, 470, 1.15)
        spanish.coin(svg, LOOK, 300, 500, 150)
        banner(svg, 150, 450, 860, "#fffaf0", "#3a2a10", None, sag=10)
        svg.label("PIACENZA", 300, 854, 240, 30, "#3a2a10")
    elif suit == "c":  # a grand covered cup on a stepped foot, a finial on its lid
        svg.ellipse(300, 520, 190, 260, "g:glow", None, 0, 0.5)
        spanish.cup(svg, LOOK, 300, 560, 540)
        svg.path("M170 310 C170 220 430 220 430 310 Z", "g:red", "#2a1a0e", 3)
        svg.path("M190 300 C200 250 400 250 410 300", None, "#f2c94c", 6)
        svg.circle(300, 212, 26, "g:gold", "#2a1a0e", 2.4)
        svg.path("M300 186 L300 150 M284 166 L316 166", None, "#5a3a05", 8)
    elif suit == "s":  # the sword held up by a putto
        spanish.sword(svg, LOOK, (300, 560), (300, 70), 56)
        emblems.putto(svg, 300, 705, 0.9)
    else:  # the great club, a ribbon wound round it
        spanish.club(svg, LOOK, (250, 900), (350, 110), 120)
        banner(svg, 170, 430, 520, "g:ribbon", "#4e0a10", "#f2c94c", sag=14)


def draw_sprite(svg: Svg, kind: str) -> None:
    spanish.sprite(svg, LOOK, kind)


def medallion(svg: Svg) -> None:
    """The back's centre: the eagle of the ace of coins."""
    emblems.eagle(svg, 300, 500, 0.5)


def layer(kind: str, svg: Svg) -> None:
    """A court's ground inside its frame."""
    svg.rect(40, 40, 520, 920, 14, "#fffaf0", "#1e1e26", 3)


def back(svg: Svg) -> None:
    """The back: this pattern's design in backs/designs.py, round its medallion."""
    from .backs import designs

    designs.piacentine(svg, medallion)
