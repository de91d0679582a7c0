"""The Siciliane: the Spanish-suited pattern of Sicily.

Hallmarks drawn here (docs/DECKS.md): straight swords and knobbly clubs ("mazze") laid apart, all upright;
wide vase-like cups; single-headed full-length courts on grounds coloured by rank (red, yellow, green),
the knave a lady (the "Donna"), the mount a grey, long-eared beast, the king a paladin; little scenes
among the pips (the five of swords' landscape above all); portrait heads on the two of coins, the
trinacria on the three, a head on the middle coin of the five; an eagle bearing the ace of coins. No
corner indices of its own.
"""

from __future__ import annotations

from . import emblems, siciliane_courts, spanish
from .figures import OUT
from .ornaments import banner, round_pips
from .svg import Svg, f

LOOK = spanish.Look(
    coin_rim="g:gold", coin_ring="#2f7a46", coin_field="g:coinred", coin_star="#f2c94c",
    cup_bowl="g:blue", cup_band="#c8312a", cup_knop="#c8312a",
    blade="g:steel", hilt="#f2c94c", grip="#2b5a9e",
    wood="g:woodolive", wood_ink="#2a2a0c", knot="#d8cc8a", leaf=True, guard="bar",
)
INK = {"d": (150, 96, 0), "c": (26, 64, 140), "s": (40, 40, 60), "b": (70, 96, 20)}
BACK = ("g:backred", "#f2c232", "#3a0a0e", "#2f7a46")  # field, lattice, edge, rosette heart
COIN_FACES = {2: "head", 3: "trinacria"}  # the portrait and trinacria coins


def court(svg: Svg, rank: int, suit: str) -> None:
    siciliane_courts.court(svg, rank, suit, _hold)


def _coin(rank: int, i: int) -> str:
    """The i-th coin of a pip card: the portrait and trinacria coins, the five's middle coin with a head."""
    if rank in COIN_FACES:
        return f"coin_{COIN_FACES[rank]}"
    return "coin_head" if rank == 5 and i == 2 else "coin"


def pips(svg: Svg, suit: str, rank: int) -> None:
    if suit in "dc":
        if suit == "c" and rank == 4:
            _vignette_flowers(svg)
        round_pips(svg, suit, rank, lambda i: _coin(rank, i))
        return
    spots = spanish.laid_apart(rank, reversible=False)
    if suit == "s" and rank == 5:  # three swords above, two below either side of the little scene
        spots = [((x, 450), (x, 120)) for x in (165, 300, 435)] + [((x, 880), (x, 550)) for x in (165, 435)]
        _vignette_landscape(svg)
    if suit == "b" and rank == 4:
        _vignette_bird(svg)
    spanish.long_pips(svg, LOOK, suit, rank, spots, 70, 70)


def _vignette_landscape(svg: Svg) -> None:
    """The five of swords' little scene: a white farmhouse and a tree on a green hill under the sky."""
    with svg.group("translate(300 700) scale(1.15) translate(-300 -500)"):
        _landscape(svg)


def _landscape(svg: Svg) -> None:
    svg.ellipse(300, 500, 92, 62, "#dcecf6", "#5c6f8c", 2)
    svg.path("M210 520 C250 480 340 480 390 520 C380 548 340 562 300 562 C258 562 222 548 210 520 Z", "#7db35a",
             "#3f6a2c", 1.6)
    svg.rect(300, 478, 46, 32, 1, "#fffaf0", OUT, 1.6)
    svg.path("M294 480 L323 456 L352 480 Z", "#c8593a", OUT, 1.6)
    svg.rect(318, 490, 10, 20, 1, "#6b3a16")
    svg.path("M262 520 L262 486", None, "#6b3a16", 5)
    svg.circle(262, 474, 20, "#3f8a3c", "#1d4a20", 1.6)


def _vignette_flowers(svg: Svg) -> None:
    """The four of cups' posy in the middle."""
    for x, rot, colour in ((300, 0, "#c8312a"), (270, -24, "#f2c94c"), (330, 24, "#2b5a9e")):
        emblems.sprig(svg, x, 520, 0.9, colour, rot)
    svg.path("M270 560 L330 560 L320 600 L280 600 Z", "#c8593a", OUT, 1.8)


def _vignette_bird(svg: Svg) -> None:
    """The four of clubs' bird on a twig, between the clubs."""
    with svg.group("translate(300 500) scale(1.5) translate(-300 -510)"):
        _bird(svg)


def _bird(svg: Svg) -> None:
    svg.path("M240 530 C280 520 330 522 370 510", None, "#6b3a16", 5)
    svg.path("M262 522 l-10 -16 M330 518 l8 -14", None, "#2f6b34", 4)
    svg.path("M280 500 C290 470 330 466 344 484 L372 476 L352 494 C348 512 316 522 296 516 L270 526 Z",
             "#2b5a9e", OUT, 1.8)
    svg.path("M300 496 C312 488 330 490 336 500", None, "#f2c94c", 3)
    svg.circle(334, 482, 3, "#fffaf0", OUT, 1)
    svg.path("M344 484 L356 486 L344 490 Z", "#e3ac2c", OUT, 1)


def ace(svg: Svg, suit: str) -> None:
    if suit == "d":  # the eagle, uncrowned, with the great coin held before it
        emblems.eagle(svg, 300, 430, 1.05, body="g:horse_b", crowned=False, ink="#2a1a0e")
        spanish.coin(svg, LOOK, 300, 560, 230)
    elif suit == "c":  # a wide cup brimming with flowers
        for x, rot, colour in ((300, 0, "#c8312a"), (240, -30, "#f2c94c"), (360, 30, "#2b5a9e"),
                               (200, -55, "#c8312a"), (400, 55, "#f2c94c")):
            emblems.sprig(svg, x, 330, 1.6, colour, rot)
        spanish.cup(svg, LOOK, 300, 560, 420, tall=False)
    elif suit == "s":  # the sword through a crown of laurel, a ribbon at its hilt
        spanish.sword(svg, LOOK, (300, 720), (300, 80), 58)
        for s in (-1, 1):
            for k in range(6):
                y = 620 - k * 56
                svg.ellipse(300 + s * (60 - k * 3), y, 12, 30, "g:leaf", "#1d4a20", 1.2, rot=s * 30)
        banner(svg, 190, 410, 760, "g:blue", "#0e2240", "#f2c94c", sag=10)
    else:  # the great mazza, a blue ribbon round it
        spanish.club(svg, LOOK, (270, 900), (330, 100), 130)
        banner(svg, 180, 420, 560, "g:blue", "#0e2240", "#f2c94c", sag=10)


def _hold(svg: Svg, suit: str, rank: int, x: float, y: float) -> None:
    """The suit's mark held up in a court's hand at (x, y)."""
    spanish.held(svg, LOOK, suit, x, y, tall=False)


def draw_sprite(svg: Svg, kind: str) -> None:
    spanish.sprite(svg, LOOK, kind, tall=False)


def medallion(svg: Svg) -> None:
    """The back's centre: the trinacria."""
    with svg.group(f"translate(300 500) scale({f(2.6)})"):
        svg.circle(0, 0, 34, "g:gold", OUT, 1.5)
        spanish.coin(svg, LOOK, 0, 0, 62, face="trinacria")


def layer(kind: str, svg: Svg) -> None:
    """A court's frame and the ground of its rank's colour ("court8", "court9", "court10")."""
    siciliane_courts.layer(svg, int(kind[5:]))


def back(svg: Svg) -> None:
    """The back: this pattern's design in backs/designs.py, round its medallion."""
    from .backs import designs

    designs.siciliane(svg, medallion)
