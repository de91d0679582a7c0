"""The Triestine's aces, each with the motto the modern packs print, lettered on two lines on a scroll clear of
the corner indices: a great coin under Trieste's shield (the white halberd of San Sergio on red: our emblem
for the city, where the old packs had the tax stamp); a chalice brimming with red wine between vine leaves and
grapes, three faces round its bowl (the Venetian cup has two); a curved sword upright in a laurel wreath, two
roosters at its foot; a baton crossed with a leafy branch, tied with a ribbon, a rooster at its foot (the
birds as the Venetian family draws them).
"""

from __future__ import annotations

import math

from ..north_kit.emblems import rooster, scroll, sprig, wreath
from ..north_kit.faces import Face, face
from ..north_kit.shapes import FINE, INK, MID, OUT, blob, darker
from ..svg import Svg, f
from .signs import CREAM, GOLD, GREEN, RED, baton, coin, cup, sword

MOTTOES = {  # the modern packs' mottoes, set on three lines so they letter large, never squeezed
    "d": ("SON GLI AMICI", "MOLTO RARI QUANDO", "NON SI HA DANARI"),
    "c": ("UNA COPPA DI BUON", "VIN FA CORAGGIO", "FA MORBIN"),
    "s": ("IL GIUOCO DELLA", "SPADA A MOLTI", "NON AGGRADA"),
    "b": ("MOLTE VOLTE LE", "GIUOCATE VAN", "FINIRE A BASTONATE"),
}
SCROLL = (140, 460, 856)  # x0, x1, y: between the corner indices at every size


def ace(svg: Svg, suit: str) -> None:
    {"d": _coin, "c": _cup, "s": _sword, "b": _baton}[suit](svg)
    x0, x1, y = SCROLL
    scroll(svg, x0, x1, y, MOTTOES[suit], CREAM, "#2a1a0e", GREEN)


def halberd_shield(svg: Svg, x: float, y: float, scale: float) -> None:
    """Trieste's shield: red, the white halberd of San Sergio upright on it."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(scale)})"):
        svg.path("M-56 -66 L56 -66 L56 14 C56 56 28 78 0 92 C-28 78 -56 56 -56 14 Z", RED, INK, OUT)
        svg.path("M-4 -50 L4 -50 L4 76 L-4 76 Z", CREAM, INK, FINE)
        svg.path("M0 -62 L12 -40 L4 -30 L-4 -30 L-12 -40 Z", CREAM, INK, FINE)  # the spike
        for s in (-1, 1):  # the two curved blades
            svg.path(f"M{s * 4} -22 C{s * 30} -30 {s * 42} -14 {s * 40} 10 C{s * 30} 0 {s * 16} -2 {s * 4} 4 Z",
                     CREAM, INK, FINE)
        svg.path("M-16 8 L16 8 L16 16 L-16 16 Z", CREAM, INK, FINE)


def _coin(svg: Svg) -> None:
    wreath(svg, 300, 440, 246, 246, "#3f8a46", 120, 10)
    halberd_shield(svg, 300, 160, 0.9)
    for k in range(24):  # a ring of gold rays behind the coin
        a = k * math.pi / 12
        svg.path(f"M{f(300 + 150 * math.cos(a - 0.1))} {f(500 + 150 * math.sin(a - 0.1))} "
                 f"L{f(300 + 196 * math.cos(a))} {f(500 + 196 * math.sin(a))} "
                 f"L{f(300 + 150 * math.cos(a + 0.1))} {f(500 + 150 * math.sin(a + 0.1))} Z", GOLD, INK, FINE)
    coin(svg, 300, 500, 320)


def _cup(svg: Svg) -> None:
    for s in (-1, 1):  # vine leaves and grapes round the foot
        sprig(svg, 300 + s * 60, 720, 180, s * 50, GREEN)
        for k in range(9):
            svg.circle(300 + s * (150 + (k % 3) * 18), 640 + (k // 3) * 18 + (k % 3) * 4, 11, "#5a2a6a", INK, 1.4)
    cup(svg, 300, 470, 470)
    svg.ellipse(300, 470 - 470 * 0.48, 470 * 0.34, 470 * 0.06, "#8e1620", INK, FINE)  # the wine at the brim
    # three faces round the bowl, as collectors tell this pattern's ace of cups from the Venetian's two
    svg.path("M150 392 C210 416 390 416 450 392 L436 456 C380 480 220 480 164 456 Z", "#e8b21a", INK, MID)
    for dx, turn, scale in ((-96, -0.5, 0.42), (0, 0.0, 0.48), (96, 0.5, 0.42)):
        face(svg, 300 + dx, 430 + abs(dx) * 0.02, scale, Face(turn, "young", "curls", "#8e4a1c"), neck=False)


def _sword(svg: Svg) -> None:
    wreath(svg, 300, 420, 176, 250, "#3f8a46", 150, 12)
    sword(svg, (300, 700), (300, 110), 40, 50)
    rooster(svg, 168, 770, 0.62, 1)  # two birds at its foot, as the Venetian family's ace of swords
    rooster(svg, 432, 770, 0.62, -1)
    for s in (-1, 1):  # a red ribbon where the branches meet
        blob(svg, [(300, 676), (300 + s * 40, 654), (300 + s * 62, 676), (300 + s * 40, 700)], RED, FINE)
        blob(svg, [(300, 682), (300 + s * 16, 722), (300 + s * 30, 744), (300 + s * 10, 740), (300 + s * 2, 704)],
             RED, FINE)


def _baton(svg: Svg) -> None:
    sprig(svg, 440, 760, 560, -40, GREEN)
    baton(svg, (170, 760), (430, 130), 52)
    for s in (-1, 1):  # the ribbon tied where they cross
        blob(svg, [(300, 470), (300 + s * 46, 440), (300 + s * 74, 466), (300 + s * 50, 500)], RED, MID)
        blob(svg, [(300, 476), (300 + s * 20, 530), (300 + s * 40, 580), (300 + s * 14, 570), (300 + s * 2, 520)],
             RED, FINE)
    svg.circle(300, 470, 14, darker(RED, 0.7), INK, FINE)
    rooster(svg, 440, 776, 0.64, -1)  # one bird at its foot, as the Venetian family's ace of batons
