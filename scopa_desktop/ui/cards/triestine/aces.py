"""The Triestine's aces, each with the motto the modern packs print, lettered on two lines on a scroll clear of
the corner indices: a great coin under Trieste's shield (the white halberd of San Sergio on red: our emblem
for the city, where the old packs had the tax stamp); a chalice brimming with red wine between vine leaves and
grapes, three faces round its bowl (the Venetian cup has two); a curved sword upright in a laurel wreath, two
roosters at its foot; a baton crossed with a leafy branch, tied with a ribbon, a rooster at its foot (the
birds as the Venetian family draws them).
"""

from __future__ import annotations

import math

from ..north_kit.emblems import motto_size, rooster, scroll, sprig, wreath
from ..north_kit.faces import Face, face
from ..north_kit.shapes import FINE, INK, MID, OUT, blob, darker, poly
from ..svg import Svg, f, tube
from .signs import CREAM, GOLD, GREEN, RED, baton, coin, cup, sword

MOTTOES = {  # the modern packs' mottoes, set on four short lines so they letter large with room between them
    "d": ("SON GLI AMICI", "MOLTO RARI", "QUANDO NON", "SI HA DANARI"),
    "c": ("UNA COPPA", "DI BUON VIN", "FA CORAGGIO", "FA MORBIN"),
    "s": ("IL GIUOCO", "DELLA SPADA", "A MOLTI", "NON AGGRADA"),
    "b": ("MOLTE VOLTE", "LE GIUOCATE", "VAN FINIRE", "A BASTONATE"),
}
SCROLL = (140, 460, 840)  # x0, x1, y: between the corner indices at every size
LEADING, HALF = 1.62, 96  # the lines spaced by 0.62 of a letter's height; the scroll tall enough for four


def ace(svg: Svg, suit: str) -> None:
    {"d": _coin, "c": _cup, "s": _sword, "b": _baton}[suit](svg)
    x0, x1, y = SCROLL
    scroll(svg, x0, x1, y, MOTTOES[suit], CREAM, "#2a1a0e", GREEN, motto_size(MOTTOES.values(), x0, x1, 26),
           leading=LEADING, margin=26, half=HALF)


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
        sprig(svg, 300 + s * 60, 700, 180, s * 50, GREEN)
        for k in range(9):
            svg.circle(300 + s * (150 + (k % 3) * 18), 624 + (k // 3) * 18 + (k % 3) * 4, 11, "#5a2a6a", INK, 1.4)
    for k in range(13):  # a fan of gold rays behind the bowl: the grandest cup of the suit
        a = math.pi * (1.08 + 0.84 * k / 12)
        svg.path(f"M{f(300 + 150 * math.cos(a - 0.07))} {f(330 + 150 * math.sin(a - 0.07))} "
                 f"L{f(300 + 206 * math.cos(a))} {f(330 + 206 * math.sin(a))} "
                 f"L{f(300 + 150 * math.cos(a + 0.07))} {f(330 + 150 * math.sin(a + 0.07))} Z", GOLD, INK, FINE)
    cup(svg, 300, 456, 470)
    for k in range(-6, 7):  # gold pearls set in the red band
        svg.circle(300 + k * 24.5, 456 - 470 * 0.34 + abs(k) * 0.3, 6.5, GOLD, INK, 1.2)
    for k in range(-3, 4):  # and on the foot's rim
        svg.circle(300 + k * 40, 456 + 470 * 0.47, 5, RED, INK, 1)
    svg.ellipse(300, 456 - 470 * 0.48, 470 * 0.34, 470 * 0.06, "#8e1620", INK, FINE)  # the wine at the brim
    # three faces round the bowl, as collectors tell this pattern's ace of cups from the Venetian's two
    svg.path("M150 378 C210 402 390 402 450 378 L436 442 C380 466 220 466 164 442 Z", "#e8b21a", INK, MID)
    for dx, turn, scale in ((-96, -0.5, 0.42), (0, 0.0, 0.48), (96, 0.5, 0.42)):
        face(svg, 300 + dx, 416 + abs(dx) * 0.02, scale, Face(turn, "young", "curls", "#8e4a1c"), neck=False)


def _sword(svg: Svg) -> None:
    wreath(svg, 300, 380, 176, 240, "#3f8a46", 150, 12)
    sword(svg, (300, 604), (300, 70), 40, 46)
    rooster(svg, 168, 724, 0.6, 1)  # two birds at its foot, as the Venetian family's ace of swords
    rooster(svg, 432, 724, 0.6, -1)
    for s in (-1, 1):  # a red ribbon where the branches meet
        blob(svg, [(300, 626), (300 + s * 40, 604), (300 + s * 62, 626), (300 + s * 40, 650)], RED, FINE)
        blob(svg, [(300, 632), (300 + s * 16, 672), (300 + s * 30, 694), (300 + s * 10, 690), (300 + s * 2, 654)],
             RED, FINE)


def _branch(svg: Svg, a: tuple[float, float], b: tuple[float, float], pairs: int = 6) -> None:
    """A stout leafy branch from `a` to its tip at `b`: a tapering green stem in its key line, broad leaves in
    pairs along it (bold enough to show at 90 px)."""
    (ax, ay), (bx, by) = a, b
    d = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / d, (by - ay) / d
    line = [(ax + (bx - ax) * k / 8, ay + (by - ay) * k / 8) for k in range(9)]
    poly(svg, tube(line, [16 - 12 * k / 8 for k in range(9)]), "#3d6a2a", INK, MID)
    angle = math.degrees(math.atan2(ux, -uy))
    for k in range(pairs):
        t = 0.16 + 0.8 * k / pairs
        px, py = ax + (bx - ax) * t, ay + (by - ay) * t
        for s in (-1, 1):
            with svg.group(f"rotate({f(angle + s * 48)} {f(px)} {f(py)})"):
                svg.path(f"M{f(px)} {f(py)} C{f(px - 20)} {f(py - 18)} {f(px - 18)} {f(py - 52)} {f(px)} "
                         f"{f(py - 68)} C{f(px + 18)} {f(py - 52)} {f(px + 20)} {f(py - 18)} {f(px)} {f(py)} Z",
                         "#3f8a46", INK, FINE)
                svg.path(f"M{f(px)} {f(py - 4)} L{f(px)} {f(py - 58)}", None, "#25582a", 1.6)


def _baton(svg: Svg) -> None:
    _branch(svg, (452, 690), (150, 200))
    baton(svg, (184, 690), (436, 92), 52)
    for s in (-1, 1):  # the ribbon tied where they cross
        blob(svg, [(300, 420), (300 + s * 46, 390), (300 + s * 74, 416), (300 + s * 50, 450)], RED, MID)
        blob(svg, [(300, 426), (300 + s * 20, 480), (300 + s * 40, 530), (300 + s * 14, 520), (300 + s * 2, 470)],
             RED, FINE)
    svg.circle(300, 420, 14, darker(RED, 0.7), INK, FINE)
    rooster(svg, 446, 726, 0.62, -1)  # one bird at its foot, as the Venetian family's ace of batons
